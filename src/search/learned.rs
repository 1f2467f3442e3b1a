//! Learned weights: a branching rule for solving, not for watching. Knuth's rule (fewest
//! options) looks only at the present; this one also remembers where the search has failed.
//! Each time an item is left with no option (a dead end), its weight grows, and the rule then
//! branches on the item with the fewest options *for its weight*: the search turns to the
//! parts of the problem that keep failing, and settles them first. Each dead end weighs a
//! little more than the one before (2% more), so recent failures count most. An item of length
//! 0 or 1 still comes first: a forced choice costs nothing, whatever the weights.
//!
//! That is the rule constraint solvers call dom/wdeg, with the decay SAT solvers give their
//! activities. On variant Sudoku it is the difference between seconds and hours: a little
//! killer or an X-sum fails on its sums long before the grid's items show it, and Knuth's rule,
//! blind to that, keeps branching on cells (ISS's 'Leven: 3.2M nodes with Knuth's rule, 0.14M
//! learned; Raw Spaghetti: over 200 s, 0.4 s).
//!
//! The tree it grows depends on its own history, so it is only ever run flat out: a stepper
//! stepping back and forth under it would not retrace its steps. Its nodes are its own, not
//! Knuth's; the solutions are the same, in another order.

use super::settings::Branching;
use super::{Stats, Stepper};
use crate::dlx::Links;

/// How much more each dead end weighs than the one before. Over ISS's examples (release CLI,
/// `sudoku --unique`), against 1.05: 1.02 took 0.94 times the nodes (geometric mean; The Barbed
/// Cross 0.71, Killing with flowers 0.79, 'Leven 1.22, the worst); 1.03 0.98 (worst 1.75);
/// 1.01 1.03 (worst 5.1); 1.0, no decay, 0.91 but 'Leven 3.8 times; 1.1 and 1.2, 1.09 and 1.21.
const GROWTH: f64 = 1.02;
/// Where the weights are scaled down, long before a float runs out: by the same factor, so
/// their order is kept (one that becomes 0 was a hundred orders of magnitude behind).
const RESCALE_ABOVE: f64 = 1e100;

/// Each primary item's weight (by item number, from 1), and what the next dead end adds.
pub(crate) struct LearnedWeights {
    weight: Vec<f64>,
    bump: f64,
}

impl LearnedWeights {
    /// Weights of 1 for the primary items of `links`, but for those `priors` gives (item,
    /// weight).
    pub(crate) fn new(links: &Links, priors: &[(u32, f64)]) -> LearnedWeights {
        let mut weight = vec![1.0; links.n_primary() + 1];
        for &(item, prior) in priors {
            weight[item as usize] = prior;
        }
        LearnedWeights { weight, bump: 1.0 }
    }

    /// A dead end that `items` share the blame for: the weight the next dead end adds, shared
    /// among them (a bound over many cells tells less about each than one over few).
    fn share(&mut self, items: &[u32]) {
        let each = self.bump / items.len() as f64;
        for &item in items {
            self.weight[item as usize] += each;
        }
    }
}

impl Branching for LearnedWeights {
    #[inline(always)]
    fn branch_item(&mut self, links: &Links) -> u32 {
        links.min_weighted_item(&self.weight)
    }

    fn dead_end(&mut self, item: u32) {
        self.weight[item as usize] += self.bump;
        self.bump *= GROWTH;
        if self.bump > RESCALE_ABOVE {
            for weight in &mut self.weight {
                *weight /= RESCALE_ABOVE;
            }
            self.bump /= RESCALE_ABOVE;
        }
    }
}

/// A problem's own rules, asked at each node as [`Branching::propagate`] is: the links, the
/// nodes of the options chosen so far, where to push the nodes of options to prune, and, at a
/// dead end, the items to blame for it; `true` for a dead end.
pub(crate) type Propagate<'a> = dyn FnMut(&Links, &[u32], &mut Vec<u32>, &mut Vec<u32>) -> bool + 'a;

/// Learned weights with the problem's own rules (`propagate`, as [`Branching::propagate`]) asked
/// at each node: a node they refute is a dead end, which weighs on the item whose option led
/// there, and a share of as much on the items they blame.
struct Propagating<'a> {
    weights: LearnedWeights,
    propagate: &'a mut Propagate<'a>,
    blamed: Vec<u32>,
}

impl Branching for Propagating<'_> {
    const PROPAGATES: bool = true;

    #[inline(always)]
    fn branch_item(&mut self, links: &Links) -> u32 {
        self.weights.branch_item(links)
    }

    fn dead_end(&mut self, item: u32) {
        self.weights.dead_end(item);
    }

    fn propagate(&mut self, links: &Links, chosen: &[u32], prune: &mut Vec<u32>) -> bool {
        self.blamed.clear();
        let refuted = (self.propagate)(links, chosen, prune, &mut self.blamed);
        if refuted {
            if !self.blamed.is_empty() {
                self.weights.share(&self.blamed);
            }
            if let Some(&last) = chosen.last() {
                self.weights.dead_end(links.item_of(last));
            }
        }
        refuted
    }
}

impl Stepper {
    /// Searches from the start with learned weights (see `search/learned.rs`) until
    /// `on_solution` answers `false` or the search ends, handing it each solution's nodes (as
    /// [`partial_solution_nodes`](Stepper::partial_solution_nodes) does). At each node it asks
    /// `propagate` (given the links, the nodes of the options chosen so far, and where to push
    /// the nodes of options to prune), a check that knows the problem's rules, such as a
    /// Sudoku's sums: it sees some dead ends long before an item runs out of options (it
    /// answers `true`), and options that can be in no solution below (it pushes their nodes,
    /// and the search takes them out until it leaves the node); at a dead end it pushes the
    /// items to blame. `priors` are starting weights for some items (the others start at 1):
    /// where the problem's rules say the search should look first. Returns the statistics: its
    /// own nodes, not Knuth's. The stepper is given up: its links are left as the search left
    /// them.
    ///
    /// # Panics
    /// With multiplicities (the rule is for Algorithms X and C only).
    pub(crate) fn search_learning_propagating(
        mut self,
        propagate: &mut Propagate<'_>,
        priors: &[(u32, f64)],
        on_solution: impl FnMut(&Links, &[u32]) -> bool,
    ) -> Stats {
        assert!(
            !self.links.has_multiplicities(),
            "learned weights branch for Algorithms X and C only"
        );
        let mut branching = Propagating {
            weights: LearnedWeights::new(&self.links, priors),
            propagate,
            blamed: Vec::new(),
        };
        self.search_flat_out::<false, false, _>(u64::MAX, &mut branching, on_solution);
        self.stats
    }

    /// As [`search_learning_propagating`](Stepper::search_learning_propagating), with no rules of
    /// the problem's own.
    #[cfg(test)]
    pub(crate) fn search_learning(self, on_solution: impl FnMut(&Links, &[u32]) -> bool) -> Stats {
        self.search_learning_propagating(&mut |_, _, _, _| false, &[], on_solution)
    }
}

#[cfg(test)]
mod tests {
    use crate::{queens, Links, Problem, Stepper};

    /// Each solution's options, sorted, and the solutions sorted: what a search finds,
    /// whatever order it finds it in.
    fn solutions(found: &mut Vec<Vec<usize>>) -> Vec<Vec<usize>> {
        for options in found.iter_mut() {
            options.sort_unstable();
        }
        found.sort();
        std::mem::take(found)
    }

    fn options_of(links: &Links, nodes: &[u32]) -> Vec<usize> {
        nodes.iter().map(|&node| links.option_of(node)).collect()
    }

    /// A random problem in Knuth's format: primary items `P0…`, secondary items `s0…`, and
    /// options of a few items each, some secondary ones coloured `a` or `b`.
    fn random_problem(seed: u64) -> Problem {
        // A small linear congruential generator: the cases are the same on every run.
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut next = |below: u64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) % below
        };
        let (primary, secondary) = (2 + next(5), next(4));
        let mut text = (0..primary).map(|k| format!("P{k}")).collect::<Vec<_>>().join(" ");
        text.push_str(" |");
        for k in 0..secondary {
            text.push_str(&format!(" s{k}"));
        }
        for _ in 0..4 + next(12) {
            text.push('\n');
            let mut items = Vec::new();
            for k in 0..primary {
                if next(3) == 0 {
                    items.push(format!("P{k}"));
                }
            }
            if items.is_empty() {
                items.push(format!("P{}", next(primary)));
            }
            for k in 0..secondary {
                match next(4) {
                    0 => items.push(format!("s{k}")),
                    1 => items.push(format!("s{k}:a")),
                    2 => items.push(format!("s{k}:b")),
                    _ => {}
                }
            }
            text.push_str(&items.join(" "));
        }
        Problem::parse_knuth(&text).unwrap()
    }

    /// The weights change the order of the search, never what it finds: on Knuth's colour
    /// example, queens, and random problems with colours, the same solutions as Knuth's rule.
    #[test]
    fn learned_weights_find_exactly_the_solutions_knuth_s_rule_finds() {
        let mut problems = vec![
            queens::problem(6),
            queens::problem(7),
            // Knuth's colour example (TAOCP 7.2.2.1, (49)).
            Problem::parse_knuth("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B").unwrap(),
        ];
        problems.extend((0..300).map(random_problem));
        let mut differed = 0;
        for (k, problem) in problems.iter().enumerate() {
            let (mut by_knuth, mut learned) = (Vec::new(), Vec::new());
            let mut stepper = Stepper::new(problem);
            stepper.run_flat_out(u64::MAX, |links, nodes| by_knuth.push(options_of(links, nodes)));
            let knuth_nodes = stepper.stats().nodes;
            let stats = Stepper::new(problem).search_learning(|links, nodes| {
                learned.push(options_of(links, nodes));
                true
            });
            assert_eq!(stats.solutions as usize, learned.len(), "problem {k}");
            assert_eq!(solutions(&mut learned), solutions(&mut by_knuth), "problem {k}");
            differed += usize::from(stats.nodes != knuth_nodes);
        }
        // The weights did turn some searches (else this test would not test them).
        assert!(differed > 0);
    }

    /// A solution answered `false` ends the search there.
    #[test]
    fn answering_false_stops_the_search_at_that_solution() {
        let mut seen = 0;
        let stats = Stepper::new(&queens::problem(8)).search_learning(|_, _| {
            seen += 1;
            seen < 3
        });
        assert_eq!((seen, stats.solutions), (3, 3));
    }
}

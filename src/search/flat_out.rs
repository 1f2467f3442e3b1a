//! Knuth's steps X2–X8 as plain nested loops, for searches run from the start to a count in one
//! go: counting solutions, solving a Sudoku.
//!
//! The event machine (`Stepper::advance`) takes one event per turn of its loop and works out
//! the next one from the position, which is what lets it pause anywhere and step back. Run flat
//! out, that turn costs: here each step follows the one before it in the code, with no
//! dispatch on the position (see docs/PERFORMANCE.md for what it saves).
//!
//! It ends exactly where the event machine would, at the `limit`-th solution or at `Done`, with
//! the same stacks, links and counters, so a stepper can go on (or back) from there. A property
//! test holds the two to that, event for event.
//!
//! The loops follow links (where a node is, see `dlx/link.rs`), not node numbers: each step
//! along one is then a single load in WebAssembly too. The stack keeps node numbers, as the
//! event machine's does: one conversion per level, on the way down and on the way back.
//!
//! A caller that throws the stepper away afterwards can skip the last climb back to the root:
//! once no level on the way up has an option left to try, the search is over, and uncovering
//! what those levels covered only restores links that are about to be restored anyway. In a
//! Sudoku that climb is most of the uncovers: the top of its tree is a long chain of forced
//! choices.

use super::settings::Branching;
use super::{Pos, Stats, Stepper};
use crate::dlx::Links;

impl Stepper {
    /// From the start, searches until the `limit`-th solution (`limit > 0`) or the end, handing
    /// each solution's nodes (as in [`partial_solution_nodes`](Stepper::partial_solution_nodes))
    /// to `on_solution`. Returns the number of solutions found.
    pub(crate) fn run_flat_out(&mut self, limit: u64, mut on_solution: impl FnMut(&Links, &[u32])) -> u64 {
        let mut heuristic = self.heuristic;
        self.search_flat_out::<true, false, _>(limit, &mut heuristic, |links, nodes| {
            on_solution(links, nodes);
            true
        })
    }

    /// As [`run_flat_out`](Stepper::run_flat_out), for a stepper no longer needed after: the
    /// search stops as soon as nothing is left to try, without climbing back to the root. Returns
    /// the number of solutions, the statistics (the same as `run_flat_out`'s) and the links,
    /// with the items that the levels left standing covered: the caller restores them before
    /// any other use. With `SUDOKU_LAYOUT`, the links must have a Sudoku's layout
    /// ([`Links::has_sudoku_layout`]): the search then compiles one walk of a cover, not three.
    pub(crate) fn count_then_drop<const SUDOKU_LAYOUT: bool>(
        mut self,
        limit: u64,
        mut on_solution: impl FnMut(&Links, &[u32]),
    ) -> (u64, Stats, Links) {
        assert!(!SUDOKU_LAYOUT || self.links.has_sudoku_layout());
        let mut heuristic = self.heuristic;
        let count = self.search_flat_out::<false, SUDOKU_LAYOUT, _>(limit, &mut heuristic, |links, nodes| {
            on_solution(links, nodes);
            true
        });
        (count, self.stats, self.links)
    }

    /// The loops; with `UNWIND` false, as `count_then_drop` (the stepper's position and event
    /// counters then say nothing useful); with `SUDOKU_LAYOUT`, for links of that layout only.
    /// `branching` picks each level's item (the stepper's heuristic, or learned weights);
    /// `on_solution` stops the search by answering `false`, as reaching `limit` does.
    pub(super) fn search_flat_out<const UNWIND: bool, const SUDOKU_LAYOUT: bool, B: Branching>(
        &mut self,
        limit: u64,
        branching: &mut B,
        mut on_solution: impl FnMut(&Links, &[u32]) -> bool,
    ) -> u64 {
        debug_assert!(self.at_start() && limit > 0);
        if self.links.has_multiplicities() {
            return self.search_flat_out_m(limit, &mut |links, nodes| {
                on_solution(links, nodes);
            });
        }
        let Stepper {
            links,
            item_at,
            node_at,
            ..
        } = self;
        let mut stats = Stats::default();
        // Events taken, at algorithm and at link detail (a cover or uncover is one event, or
        // one more per node it hides or unhides: its count of updates).
        let (mut events, mut link_events) = (0u64, 0u64);
        let mut level = 0;
        // Without `UNWIND`: how many of the levels above `level` have an option after the one
        // they are trying (their item's list is frozen while they are on the stack).
        let mut open = 0u32;
        // With a branching rule that propagates: the nodes of the options it pruned, and where
        // each level's begin in that stack (a level gives them back when it is left).
        let mut pruned: Vec<u32> = Vec::new();
        let mut level_pruned = vec![0usize; if B::PROPAGATES { node_at.len() + 1 } else { 0 }];
        let end = 'search: loop {
            // The next option to try, at `level`.
            let node = 'next: {
                if B::PROPAGATES {
                    level_pruned[level] = pruned.len();
                }
                // X2: entering `level`.
                if links.all_covered() {
                    stats.nodes += 1;
                    stats.solutions += 1;
                    events += 1;
                    link_events += 1;
                    if !on_solution(links, &node_at[..level]) || stats.solutions == limit {
                        break 'search Pos::Solution { level: level as u32 };
                    }
                } else if B::PROPAGATES && refuted(links, branching, &node_at[..level], &mut pruned, &mut stats) {
                    // A dead end the rules of the problem see: on to X8, nothing covered here
                    // (what they pruned here is given back there).
                    stats.nodes += 1;
                } else {
                    // X3, X4: choose an item and cover it; X5 tries its first option.
                    let item = branching.branch_item(links);
                    item_at[level] = item;
                    stats.nodes += 1;
                    let updates = links.cover_in::<SUDOKU_LAYOUT>(item);
                    stats.updates += updates;
                    events += 2;
                    link_events += 1 + updates;
                    let head = links.link(item);
                    let first = links.at(head).down;
                    if first != head {
                        break 'next first;
                    }
                    // X7: no option: uncover the item.
                    branching.dead_end(item);
                    link_events += links.uncover_in::<SUDOKU_LAYOUT>(item);
                    events += 1;
                }
                // X8: leave `level` for the option tried above it.
                loop {
                    if B::PROPAGATES {
                        // The options pruned on entering `level` back, last first.
                        for &node in pruned[level_pruned[level]..].iter().rev() {
                            links.unhide_option_nodes(node);
                        }
                        pruned.truncate(level_pruned[level]);
                    }
                    if level == 0 {
                        events += 1;
                        link_events += 1;
                        break 'search Pos::Done;
                    }
                    level -= 1;
                    let (item, number) = (item_at[level], node_at[level]);
                    let (head, node) = (links.link(item), links.link(number));
                    if !UNWIND {
                        let more = links.at(node).down != head;
                        open -= u32::from(more);
                        if !more && open == 0 {
                            break 'search Pos::Done; // Nothing is left to try here or above.
                        }
                    }
                    // X6: uncover its other items right to left, then on to the next option.
                    if !SUDOKU_LAYOUT && links.has_colors() {
                        let mut other = links.left_acting(number, number);
                        while other != number {
                            let work = links.uncommit(other);
                            link_events += work.link_events();
                            events += 1;
                            other = links.left_acting(other, number);
                        }
                    } else {
                        let mut other = links.left(number);
                        while other != number {
                            link_events += links.uncover_in::<SUDOKU_LAYOUT>(links.item_of(other));
                            events += 1;
                            other = links.left(other);
                        }
                    }
                    events += 1; // Deselect.
                    link_events += 1;
                    let next = links.at(node).down;
                    if next != head {
                        break 'next next;
                    }
                    link_events += links.uncover_in::<SUDOKU_LAYOUT>(item); // X7
                    events += 1;
                }
            };
            // X5: select the option of `node`, covering its other items left to right.
            node_at[level] = links.number(node);
            if !UNWIND {
                open += u32::from(links.at(node).down != links.link(item_at[level]));
            }
            events += 1;
            link_events += 1;
            if !SUDOKU_LAYOUT && links.has_colors() {
                // Algorithm C: cover or purify each other item, skipping settled nodes.
                let number = node_at[level];
                let mut other = links.right_acting(number, number);
                while other != number {
                    let work = links.commit(other);
                    stats.add(work);
                    events += 1;
                    link_events += work.link_events();
                    other = links.right_acting(other, number);
                }
            } else {
                let mut other = links.at(node).right;
                while other != node {
                    let updates = links.cover_in::<SUDOKU_LAYOUT>(links.at(other).top as u32);
                    stats.updates += updates;
                    events += 1;
                    link_events += updates;
                    other = links.at(other).right;
                }
            }
            level += 1;
        };
        self.pos = end;
        self.stats = stats;
        self.algorithm_steps = events;
        self.link_steps = link_events;
        stats.solutions
    }
}

/// Asks `branching` about the node reached by the options of `chosen`, and takes out each
/// option it prunes (its node pushed onto `pruned`, each hide counted as an update): whether it
/// refuted the node. Asked once a node: asked again until it pruned nothing more, it pruned
/// little more and took half as long again on The Barbed Cross (docs/PERFORMANCE.md); what
/// it would have found then, the levels below find.
#[inline(never)]
fn refuted(
    links: &mut Links,
    branching: &mut impl Branching,
    chosen: &[u32],
    pruned: &mut Vec<u32>,
    stats: &mut Stats,
) -> bool {
    let from = pruned.len();
    if branching.propagate(links, chosen, pruned) {
        // What it pushed before it saw the dead end was never taken out.
        pruned.truncate(from);
        return true;
    }
    for &node in &pruned[from..] {
        stats.updates += links.hide_option_nodes(node);
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::sudoku::{Grid, SudokuProblem};
    use crate::{queens, Heuristic, Links, Problem, Stepper};

    /// The options of each solution found, in the order found.
    type Found = Vec<Vec<usize>>;

    fn record(found: &mut Found) -> impl FnMut(&Links, &[u32]) + '_ {
        |links, nodes| found.push(nodes.iter().map(|&node| links.option_of(node)).collect())
    }

    /// Stopping without the climb back to the root finds the same solutions with the same
    /// statistics, whatever the limit and the branching rule; and it does stop early.
    #[test]
    fn dropping_the_stepper_at_the_end_changes_no_answer() {
        // An easy puzzle, so that branching on the first item stays quick.
        let sudoku = Grid::parse(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
            None,
        )
        .unwrap();
        let problems: Vec<Problem> = vec![
            queens::problem(6),
            queens::problem(8),
            queens::problem(5),
            SudokuProblem::new(&sudoku).problem().clone(),
        ];
        let mut stopped_early = 0;
        for problem in &problems {
            for heuristic in [Heuristic::MinimumRemainingValues, Heuristic::FirstItem] {
                for limit in [1, 2, 3, u64::MAX] {
                    let mut whole = Stepper::new(problem);
                    whole.set_heuristic(heuristic);
                    let (mut found_whole, mut found) = (Found::new(), Found::new());
                    let count_whole = whole.run_flat_out(limit, record(&mut found_whole));
                    let mut dropped = Stepper::new(problem);
                    dropped.set_heuristic(heuristic);
                    let (count, stats, links) = dropped.count_then_drop::<false>(limit, record(&mut found));
                    assert_eq!(
                        (count, stats),
                        (count_whole, whole.stats()),
                        "{heuristic:?}, limit {limit}"
                    );
                    assert_eq!(found, found_whole);
                    stopped_early += usize::from(links != *whole.links());
                }
            }
        }
        assert!(stopped_early > 0, "never stopped before the root");
    }
}

//! A count cut into parts for a pool of workers that share nothing (the pages' Web Workers):
//! each worker holds a [`PartCounter`] of the same problem, cuts the search the same way, and
//! counts the parts it is handed, with the engine [`choose`] picks for parts. Every part counted
//! and added to the work above the cut gives the whole search's solutions and nodes (and, from
//! the links, its updates and cleansings).

use super::{choose, Ask, Choice, Engine};
use crate::bits::Bits;
use crate::search::parallel::{enter_path, options_on, split_in_place, Split};
use crate::{Heuristic, Links, Problem, Stats, Stepper};

/// One problem's search, cut into parts, counted a part at a time.
#[derive(Debug)]
pub struct PartCounter {
    choice: Choice,
    /// The bit engine's sets, when it counts.
    bits: Option<Bits>,
    /// The links, which cut the search and count the parts when the bit engine does not.
    cut: Cut,
}

/// What counting one part found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PartCount {
    /// How many parts the cut has.
    pub parts: usize,
    /// Whether there was a part of that index (a worker handed one past the last has none).
    pub entered: bool,
    /// The work above the cut that no part counts (the same for every part: add it once). A
    /// solution above the cut is a part of its own, which counts it.
    pub above: Stats,
    /// The part's solutions (at most the limit).
    pub solutions: u64,
    /// The part's nodes, its root included.
    pub nodes: u64,
    /// The part's updates and cleansings: `None` from the bit engine, which changes no links.
    pub updates: Option<u64>,
    /// See `updates`.
    pub cleansings: Option<u64>,
    /// False when the limit stopped the part.
    pub complete: bool,
}

impl PartCounter {
    /// A counter for `problem`, with the engine [`choose`] picks for parts.
    pub fn new(problem: &Problem) -> PartCounter {
        let choice = choose(problem, Ask::Parts);
        let bits = match choice.engine {
            Engine::Bits => Bits::new(problem).ok(),
            _ => None,
        };
        PartCounter {
            choice,
            bits,
            cut: Cut::new(problem),
        }
    }

    /// The engine that counts, and why.
    pub fn choice(&self) -> &Choice {
        &self.choice
    }

    /// Counts part `index` of the search cut into at least `wanted` parts (in Knuth's order; the
    /// same cut for the same `wanted`), up to `limit` solutions, handing each solution's options
    /// (the whole solution: the path above the part, then the part's choices) to `on_solution`.
    pub fn count_part(
        &mut self,
        wanted: usize,
        index: usize,
        limit: u64,
        mut on_solution: impl FnMut(&[usize]),
    ) -> PartCount {
        let (mut count, part) = self.cut.enter(wanted, index, limit);
        let Some(part) = part else { return count };
        match &self.bits {
            Some(bits) => {
                let stats = bits.search_below(&part.options_above, limit, |options| {
                    on_solution(options);
                    true
                });
                count.solutions = stats.solutions;
                count.nodes = stats.nodes;
                count.complete = stats.complete;
            }
            None => self.cut.count_on_links(&part, limit, &mut count, on_solution),
        }
        count
    }
}

/// A problem's search cut into parts in Knuth's order, by its links, which it keeps in their
/// first state between parts (one set only: a copy per part doubled a worker's memory). Each
/// part can be counted on these links, or by any engine that grows the links' tree below the
/// part's options (the bit engine; a 9×9 Sudoku's bit planes).
#[derive(Debug)]
pub struct Cut {
    links: Links,
    /// The cut, and the number of parts it was asked for.
    cut: Option<(usize, Split)>,
}

/// A part of a [`Cut`] to count.
#[derive(Clone, Debug)]
pub struct EnteredPart {
    /// The (item, node) chosen at each level above it.
    path: Vec<(u32, u32)>,
    /// The options chosen above it, from the root down.
    pub options_above: Vec<usize>,
}

impl Cut {
    /// The search of `problem`, not cut yet.
    pub fn new(problem: &Problem) -> Cut {
        Cut {
            links: Links::new(problem),
            cut: None,
        }
    }

    /// Part `index` of the search cut into at least `wanted` parts (the same cut for the same
    /// `wanted`): the count so far (the number of parts, the work above the cut, whether there
    /// is such a part; nothing counted in it), and the part to count, unless there is none or
    /// `limit` is 0.
    pub fn enter(&mut self, wanted: usize, index: usize, limit: u64) -> (PartCount, Option<EnteredPart>) {
        if self.cut.as_ref().is_none_or(|(asked, _)| *asked != wanted) {
            let split = split_in_place(&mut self.links, Heuristic::MinimumRemainingValues, wanted.max(1));
            self.cut = Some((wanted, split));
        }
        let (_, split) = self.cut.as_ref().expect("cut above");
        let mut above = split.above;
        // A solution above the cut is a part, whose search finds it and counts its node; with
        // no parts at all, the root's item had no option, and the whole search is above.
        if !split.parts.is_empty() {
            above.nodes -= above.solutions;
            above.solutions = 0;
        }
        let mut count = PartCount {
            parts: split.parts.len(),
            above,
            complete: true,
            ..PartCount::default()
        };
        let Some(part) = split.parts.get(index) else {
            return (count, None);
        };
        count.entered = true;
        if limit == 0 {
            count.complete = false;
            return (count, None);
        }
        let path = part.path().to_vec();
        let options_above = options_on(&self.links, &path);
        (count, Some(EnteredPart { path, options_above }))
    }

    /// Counts `part` on the links, up to `limit` solutions, into `count` (as [`Cut::enter`]
    /// left it), handing each whole solution's options to `on_solution`.
    pub fn count_on_links(
        &mut self,
        part: &EnteredPart,
        limit: u64,
        count: &mut PartCount,
        mut on_solution: impl FnMut(&[usize]),
    ) {
        // The stepper takes the links for the search and gives them back.
        let mut links = std::mem::replace(&mut self.links, Links::from_raw(0, 0, &[], &[]));
        enter_path(&mut links, &part.path);
        let mut options = part.options_above.clone();
        let (found, stats, mut back) = Stepper::without_copy(links).count_then_drop::<false>(limit, |links, nodes| {
            options.truncate(part.options_above.len());
            options.extend(nodes.iter().map(|&node| links.option_of(node)));
            on_solution(&options);
        });
        back.relink();
        self.links = back;
        count.solutions = found;
        count.nodes = stats.nodes;
        count.updates = Some(stats.updates);
        count.cleansings = Some(stats.cleansings);
        count.complete = found < limit;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every part of every cut, added up, against the serial search: solutions, nodes, and
    /// (from the links) updates and cleansings; the solutions themselves, in the serial order.
    fn parts_add_up(problem: &Problem, engine: Engine) {
        let mut serial = Stepper::new(problem);
        let mut expected = Vec::new();
        while let Some(solution) = serial.next_solution() {
            expected.push(solution);
        }
        let stats = serial.stats();
        for wanted in [1, 2, 5, 40] {
            let mut counter = PartCounter::new(problem);
            assert_eq!(counter.choice().engine, engine);
            let mut found = Vec::new();
            let mut sum = Stats::default();
            let mut index = 0;
            loop {
                let part = counter.count_part(wanted, index, u64::MAX, |options| found.push(options.to_vec()));
                if index == 0 {
                    sum = part.above;
                }
                if !part.entered {
                    break;
                }
                assert!(part.complete);
                sum.solutions += part.solutions;
                sum.nodes += part.nodes;
                sum.updates += part.updates.unwrap_or(0);
                sum.cleansings += part.cleansings.unwrap_or(0);
                index += 1;
            }
            assert_eq!(index, counter.count_part(wanted, 0, 1, |_| {}).parts);
            assert_eq!(
                (sum.solutions, sum.nodes),
                (stats.solutions, stats.nodes),
                "{wanted} parts wanted"
            );
            if engine == Engine::Links {
                assert_eq!((sum.updates, sum.cleansings), (stats.updates, stats.cleansings));
            }
            // With multiplicities a solution's options come in another order: compare sets.
            let sorted = |solutions: &[Vec<usize>]| {
                let mut solutions: Vec<Vec<usize>> = solutions
                    .iter()
                    .map(|s| {
                        let mut s = s.clone();
                        s.sort();
                        s
                    })
                    .collect();
                if problem.has_multiplicities() {
                    solutions.sort();
                }
                solutions
            };
            assert_eq!(sorted(&found), sorted(&expected), "{wanted} parts wanted");
        }
    }

    #[test]
    fn the_bit_engines_parts_add_up_to_the_serial_search() {
        for n in [1, 3, 6, 8] {
            parts_add_up(&crate::queens::problem(n), Engine::Bits);
        }
        parts_add_up(
            &Problem::parse_knuth("p q r | x y; p q x y:A; p r x:A y; p x:B; q x:A; r y:B; p; q r").unwrap(),
            Engine::Bits,
        );
    }

    #[test]
    fn the_links_parts_add_up_to_the_serial_search() {
        // Sparse: a ring of 300 items, each option two neighbours, and a colour on the side.
        let mut text: String = (0..300).map(|k| format!("i{k} ")).collect();
        text.push_str("| c\n");
        for k in 0..300 {
            text.push_str(&format!("i{k} i{} c:{}\n", (k + 1) % 300, k % 2));
        }
        parts_add_up(&Problem::parse_knuth(&text).unwrap(), Engine::Links);
        // Multiplicities: the links cut and count.
        parts_add_up(
            &Problem::parse_knuth("A 2:3|B C; A B; B; B; B C; A C; C").unwrap(),
            Engine::Links,
        );
    }

    #[test]
    fn a_limit_stops_a_part() {
        let mut counter = PartCounter::new(&crate::queens::problem(8));
        let part = counter.count_part(1, 0, 3, |_| {});
        assert_eq!((part.solutions, part.complete), (3, false));
    }
}

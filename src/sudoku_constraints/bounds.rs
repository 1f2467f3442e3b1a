//! Sums checked against what the cells can still hold, at each node of a solving search. Exact
//! cover strikes an option only when another takes its place: a little killer's diagonal, an
//! X-sum's row or a cage can be past saving (the least its cells can add up to already over
//! its sum) for many levels before one of its items runs out of options. So at each node the
//! candidates are read off the cell items' lists; a sum that cannot be made refutes the node
//! (the learned search leaves it as a dead end), and a digit that would leave a sum unable to
//! be made is pruned: its placement leaves the links until the search leaves the node (ISS
//! narrows each cell by such bounds too). Each bound is asked once a node, both things at once,
//! and only when a list of its cells changed since the node above (else it would find what it
//! found there).
//! On ISS's X-sum, little killer, sandwich and zipper examples the nodes drop twenty- to
//! fiftyfold, each costing a pass over the cells' candidates and the bounds
//! (docs/PERFORMANCE.md). A constraint made whole (an option per way) is checked the same way:
//! the cover settles its cells only once its item is chosen, and until then a cell could keep a
//! digit no way left gives it. Stepping (watching) never uses it: the tree you watch is Knuth's.

use super::builder::{Builder, Item};
use super::{Cell, Constraint, OutsideRule};
use crate::dlx::Links;

/// The largest segment sum a sum line's bound takes: its running sums are bits of a `u64`.
const MOST_SEGMENT_SUM: u32 = 63;

/// A cell's key in `SumBounds::level_keys` when it holds a digit of the options chosen.
const PLACED: u32 = u32::MAX;
/// The same, when no option chosen places a digit in it and its item is covered all the same.
const UNCOVERED: u32 = u32::MAX - 1;

/// A rule about sums (or a renban's run of digits) that candidates alone can refute.
#[derive(Clone, Debug)]
enum Bound {
    /// The digits times their weights add up to `sum`: the cells in groups of one weight, each
    /// group's cells in one house (different digits).
    Linear { groups: Vec<(i64, Vec<Cell>)>, sum: i64 },
    /// The first cell's digit says how many cells, from the first, add up to `sum`.
    XSum { cells: Vec<Cell>, sum: i64 },
    /// `seen` digits are taller than every digit before them.
    Skyscraper { cells: Vec<Cell>, seen: u32 },
    /// The digits between the 1 and the largest digit add up to `sum`.
    Sandwich { cells: Vec<Cell>, sum: i64 },
    /// Different digits, those between the smallest and the largest adding up to `sum`.
    Lunchbox { cells: Vec<Cell>, sum: i64 },
    /// Each segment (its cells in one region: different digits) adds up to the same number.
    EqualSums(Vec<Vec<Cell>>),
    /// Different digits in a run of consecutive ones.
    Renban(Vec<Cell>),
    /// The line cuts into consecutive segments that each add up to `sum` (at most
    /// [`MOST_SEGMENT_SUM`]); on a closed loop a segment may wrap round.
    SumLine { cells: Vec<Cell>, sum: u32, closed: bool },
    /// Different digits adding up to a sum: one of `sets` (bits), those of as many digits as
    /// cells that add up to it.
    CageSets { cells: Vec<Cell>, sets: Vec<u32> },
    /// A constraint made whole: one of its item's options left (`item` in the links) whose
    /// digits the cells can still hold. The options from `first` on are its ways, each the
    /// digits it gives `cells` packed into one number (see [`pack`]).
    Table {
        item: u32,
        first: usize,
        cells: Vec<Cell>,
        ways: Vec<u128>,
    },
    /// Each digit of `digits` (bits) in one of the cells (a quad's circle).
    Required { cells: Vec<Cell>, digits: u32 },
    /// Each pair adds up to the same number, the middle cell's digit if there is one.
    Zipper {
        pairs: Vec<(Cell, Cell)>,
        middle: Option<Cell>,
    },
}

impl Bound {
    /// The cells the bound is about.
    fn cells(&self) -> Vec<Cell> {
        match self {
            Bound::Linear { groups, .. } => groups.iter().flat_map(|(_, group)| group.clone()).collect(),
            Bound::XSum { cells, .. }
            | Bound::Sandwich { cells, .. }
            | Bound::Lunchbox { cells, .. }
            | Bound::Skyscraper { cells, .. } => cells.clone(),
            Bound::EqualSums(segments) => segments.concat(),
            Bound::Renban(line)
            | Bound::SumLine { cells: line, .. }
            | Bound::CageSets { cells: line, .. }
            | Bound::Required { cells: line, .. }
            | Bound::Table { cells: line, .. } => line.clone(),
            Bound::Zipper { pairs, middle } => pairs.iter().flat_map(|&(a, z)| [a, z]).chain(*middle).collect(),
        }
    }
}

/// The sums of a puzzle that the search checks at each node, and how to read the cells'
/// candidates from the links. Made with the cover; each search works on a copy of its own.
#[derive(Clone, Debug)]
pub(super) struct SumBounds {
    side: usize,
    bounds: Vec<Bound>,
    /// The cells some bound is about.
    cells: Vec<Cell>,
    /// Each cell's item in the links (numbered from 1).
    cell_item: Vec<u32>,
    /// Each option's digit as a bit (bit `d` for digit `d`), 0 when it places none; and the
    /// cell it places it in. Read at each node: no division there.
    option_digit: Vec<u32>,
    option_cell: Vec<u32>,
    /// Each cell's candidates as bits (bit `d` for digit `d`), refilled at each node.
    candidates: Vec<u32>,
    /// For each cell of `cells` (by its place there), the bounds about it.
    bounds_of: Vec<Vec<u32>>,
    /// Each bound's cells' items: what a bound that refutes a node blames (see `propagate`).
    items_of: Vec<Vec<u32>>,
    /// What each node on the path read, a row of `cells.len()` a level: each cell's key (its
    /// list's length, or `PLACED`) and candidates. A node's cells whose key is its parent's
    /// hold the same candidates (below a node options only leave the lists), and a bound none
    /// of whose cells changed would narrow nothing more than it did above: most of a node's
    /// work was reading every list and asking every bound (Killing with flowers: a third in
    /// the lists alone).
    level_keys: Vec<u32>,
    level_candidates: Vec<u32>,
    /// Which levels of `level_keys` were read on the path the last check was on (`seen`).
    level_read: Vec<bool>,
    /// The bounds to ask at this node.
    to_ask: Vec<bool>,
    /// False to read every list and ask every bound at each node: the tests hold the search
    /// that remembers to the same tree.
    remember: bool,
    /// False to leave the constraints made whole unchecked, for the tests.
    #[cfg(test)]
    tables: bool,
    /// False to start the learned search with no priors and blame no items, for the tests.
    #[cfg(test)]
    learn: bool,
    /// A linear bound's groups' ranges, kept to spare an allocation at each node.
    ranges: Vec<(i64, i64)>,
    /// A linear bound's group's digits from each cell to its end, the same.
    after: Vec<u32>,
    /// A sum line's running sums before each cell, the same.
    states: Vec<u64>,
    /// An X-sum's walk over the digits its cells can hold, the same.
    distinct: DistinctWalk,
    /// The nodes chosen at the last check, and the digit each placed (as a bit), if it
    /// placed one: the next check reads only the options chosen since (one level's, mostly).
    seen: Vec<(u32, Option<(Cell, u32)>)>,
    /// Each cell's digit (as a bit) placed by the options chosen, or 0.
    placed: Vec<u32>,
    /// Each cell's digits that a sum rules out, found at this node (emptied as read).
    ruled_out: Vec<u32>,
    /// For each digit and cell (`(digit - 1) * cells + cell`), the cells that cannot hold the
    /// digit beside it (a house, a cage or a rule shared, as items of the cover), as bits; empty
    /// on a grid of more than 128 cells. A digit that must be in one of a few cells (a quad's, a
    /// cage's) is out of every cell that sees them all.
    peers: Vec<u128>,
    /// Cells out of the bounds' own that a bound ruled digits out of at this node (bits).
    outside: u128,
}

impl SumBounds {
    /// The same bounds but for the constraints made whole (`Bound::Table`), which it leaves
    /// unchecked: the tests hold the two to the same grids.
    #[cfg(test)]
    pub(super) fn without_tables(self) -> SumBounds {
        SumBounds { tables: false, ..self }
    }

    /// The same bounds, with no priors and no blame for the learned search (see `learn`).
    #[cfg(test)]
    pub(super) fn without_learning(self) -> SumBounds {
        SumBounds { learn: false, ..self }
    }

    /// The same bounds, but a digit that must be in one of a few cells (a quad's, a cage's) is
    /// ruled out of no cell that sees them all (see `peers`).
    #[cfg(test)]
    pub(super) fn without_seers(self) -> SumBounds {
        SumBounds {
            peers: Vec::new(),
            ..self
        }
    }

    /// The same bounds, read afresh at every node (see `remember`).
    #[cfg(test)]
    pub(super) fn forgetful(self) -> SumBounds {
        SumBounds {
            remember: false,
            ..self
        }
    }

    /// The bounds of a puzzle's `constraints`, or none when none is about sums: the search then
    /// refutes nothing.
    pub(super) fn new(
        b: &Builder,
        constraints: &[Constraint],
        cell_item: Vec<u32>,
        placements: &[Option<usize>],
    ) -> Option<SumBounds> {
        let side = b.side;
        // Cells of one weight that share a house, together: their digits differ, so they
        // add up to at least the sum of as many of their smallest candidates.
        let linear = |cells: Vec<(Cell, i64)>, sum: i64| Bound::Linear {
            groups: b.house_groups(&cells),
            sum,
        };
        let ones = |cells: &[Cell]| cells.iter().map(|&cell| (cell, 1)).collect();
        let mut bounds: Vec<Bound> = constraints
            .iter()
            .filter_map(|constraint| match constraint {
                // A cage chooses its set of digits in the cover, but only the sum tells a cell
                // which of the set's digits are too large or too small for the others' least
                // and most. Its digits all differ, whatever houses its cells share: one group.
                Constraint::Cage { cells, sum: Some(sum) } => Some(Bound::Linear {
                    groups: vec![(1, cells.clone())],
                    sum: i64::from(*sum),
                }),
                Constraint::LittleKiller { cells, sum } => Some(linear(ones(cells), i64::from(*sum))),
                Constraint::Sum { cells, weights, sum } => Some(linear(
                    cells
                        .iter()
                        .copied()
                        .zip(weights.iter().map(|&w| i64::from(w)))
                        .collect(),
                    i64::from(*sum),
                )),
                Constraint::Arrow { circle, arrow } => {
                    let places = circle.len() as u32;
                    let mut cells: Vec<(Cell, i64)> = circle
                        .iter()
                        .enumerate()
                        .map(|(k, &cell)| (cell, -(10i64.pow(places - 1 - k as u32))))
                        .collect();
                    cells.extend(arrow.iter().map(|&cell| (cell, 1)));
                    Some(linear(cells, 0))
                }
                Constraint::DoubleArrow(line) => {
                    let last = line.len() - 1;
                    let cells = line
                        .iter()
                        .enumerate()
                        .map(|(k, &cell)| (cell, if k == 0 || k == last { -1 } else { 1 }))
                        .collect();
                    Some(linear(cells, 0))
                }
                Constraint::RegionSumLine(line) => {
                    let segments = b.region_runs(line);
                    // One segment (a grid without regions, or a line in one) shares with none.
                    (segments.len() > 1).then_some(Bound::EqualSums(segments))
                }
                Constraint::Renban(line) => Some(Bound::Renban(line.clone())),
                // The digits written once in a quad's circle (a digit written twice may be in
                // either two of its cells).
                Constraint::Quad { cells, digits } if side * side <= 128 => Some(Bound::Required {
                    cells: cells.clone(),
                    digits: digits
                        .iter()
                        .filter(|&&digit| digits.iter().filter(|&&d| d == digit).count() == 1)
                        .fold(0, |bits, &digit| bits | 1 << digit),
                }),
                Constraint::SumLine { cells, sum, closed } if *sum <= MOST_SEGMENT_SUM => Some(Bound::SumLine {
                    cells: cells.clone(),
                    sum: *sum,
                    closed: *closed,
                }),
                Constraint::Lunchbox { cells, sum } => Some(Bound::Lunchbox {
                    cells: cells.clone(),
                    sum: i64::from(*sum),
                }),
                Constraint::Zipper(line) => {
                    let n = line.len();
                    Some(Bound::Zipper {
                        pairs: (0..n / 2).map(|k| (line[k], line[n - 1 - k])).collect(),
                        middle: (n % 2 == 1).then(|| line[n / 2]),
                    })
                }
                Constraint::Outside { rule, cells, value } => match rule {
                    OutsideRule::XSum => Some(Bound::XSum {
                        cells: cells.clone(),
                        sum: i64::from(*value),
                    }),
                    OutsideRule::Sandwich => Some(Bound::Sandwich {
                        cells: cells.clone(),
                        sum: i64::from(*value),
                    }),
                    // A count past 31 would not fit the check's bits; no grid here is so wide.
                    OutsideRule::Skyscraper => (*value < 32).then(|| Bound::Skyscraper {
                        cells: cells.clone(),
                        seen: *value,
                    }),
                },
                _ => None,
            })
            .collect();
        // A region-sum line's segments, two at a time, as linear sums (one less the other is
        // 0), as ISS has them: a cell alone against each longer segment (cells alone are
        // equal), else each pair of longer ones.
        for constraint in constraints {
            if let Constraint::RegionSumLine(line) = constraint {
                let segments = b.region_runs(line);
                let (singles, longer): (Vec<&Vec<Cell>>, Vec<&Vec<Cell>>) =
                    segments.iter().partition(|segment| segment.len() == 1);
                let mut pairs = Vec::new();
                if let Some(single) = singles.first() {
                    pairs.extend(longer.iter().map(|segment| (*single, *segment)));
                } else {
                    for (k, a) in longer.iter().enumerate() {
                        pairs.extend(longer[k + 1..].iter().map(|z| (*a, *z)));
                    }
                }
                for (a, z) in pairs {
                    let cells = a
                        .iter()
                        .map(|&cell| (cell, 1))
                        .chain(z.iter().map(|&cell| (cell, -1)))
                        .collect();
                    bounds.push(linear(cells, 0));
                }
            }
        }
        // A cage's digit sets: which digits its cells can hold together, as a person reads a
        // killer's cage (the least and most above say less).
        for constraint in constraints {
            if let Constraint::Cage { cells, sum: Some(sum) } = constraint {
                let n = cells.len() as u32;
                let sets: Vec<u32> = (0u32..1 << side)
                    .map(|set| set << 1)
                    .filter(|set| set.count_ones() == n && digits_of(*set).sum::<u32>() == *sum)
                    .collect();
                bounds.push(Bound::CageSets {
                    cells: cells.clone(),
                    sets,
                });
            }
        }
        // The constraints made whole: a way whose digit a cell can no longer hold is out, and a
        // cell keeps only the digits of the ways left (the cover itself settles them only once
        // the constraint's item is chosen).
        let grid_options = placements.iter().filter(|at| at.is_some()).count();
        bounds.extend(
            b.wholes
                .iter()
                .filter(|whole| whole.cells.len() * side <= 128)
                .map(|whole| Bound::Table {
                    item: whole.item + 1,
                    first: grid_options + whole.first,
                    cells: whole.cells.clone(),
                    ways: whole
                        .digits
                        .chunks(whole.cells.len())
                        .map(|way| pack(way.iter().copied(), side))
                        .collect(),
                }),
        );
        if bounds.is_empty() {
            return None;
        }
        let about: Vec<Vec<Cell>> = bounds
            .iter()
            .map(|bound| {
                let mut cells = bound.cells();
                cells.sort_unstable();
                cells.dedup();
                cells
            })
            .collect();
        let mut cells = about.concat();
        cells.sort_unstable();
        cells.dedup();
        let mut bounds_of = vec![Vec::new(); cells.len()];
        let items_of = about
            .iter()
            .map(|about| about.iter().map(|&cell| cell_item[cell]).collect())
            .collect();
        for (k, about) in about.into_iter().enumerate() {
            for cell in about {
                let at = cells.binary_search(&cell).expect("a bound's cell is among the cells");
                bounds_of[at].push(k as u32);
            }
        }
        // Which cells see which, for the bounds that rule a digit out of those that see every
        // cell that can hold it (a quad's, a cage's, a renban's): made only for them.
        let sees = bounds.iter().any(|bound| {
            matches!(
                bound,
                Bound::Required { .. } | Bound::CageSets { .. } | Bound::Renban(_)
            )
        });
        Some(SumBounds {
            peers: if sees { peers(b) } else { Vec::new() },
            outside: 0,
            side,
            to_ask: vec![false; bounds.len()],
            remember: true,
            #[cfg(test)]
            tables: true,
            #[cfg(test)]
            learn: true,
            ranges: Vec::new(),
            after: Vec::new(),
            states: Vec::new(),
            distinct: DistinctWalk::default(),
            bounds,
            bounds_of,
            items_of,
            level_keys: Vec::new(),
            level_candidates: Vec::new(),
            level_read: Vec::new(),
            cells,
            candidates: vec![0; cell_item.len()],
            seen: Vec::new(),
            placed: vec![0; cell_item.len()],
            ruled_out: vec![0; cell_item.len()],
            cell_item,
            option_digit: placements
                .iter()
                .map(|at| at.map_or(0, |at| 1 << (at % side + 1)))
                .collect(),
            option_cell: placements
                .iter()
                .map(|at| at.map_or(0, |at| (at / side) as u32))
                .collect(),
        })
    }

    /// The starting weights of the learned search (`search/learned.rs`) for the items of the
    /// bounds' cells: 1, and for each bound about the cell between 1 and 2, more for a bound
    /// over fewer cells. ISS starts its conflict scores so too (each constraint adds to its
    /// cells' priority, a sum more the fewer its cells): a search that starts where the sums
    /// are meets their dead ends early. Not for region-sum lines, whose segments' sum is not
    /// given: with them, Raw Spaghetti took 16,192 nodes instead of 8,259.
    pub(super) fn priors(&self) -> Vec<(u32, f64)> {
        #[cfg(test)]
        if !self.learn {
            return Vec::new();
        }
        let prior = |k: u32| match self.bounds[k as usize] {
            Bound::EqualSums(_) => 0.0,
            _ => (2.0 - self.items_of[k as usize].len() as f64 / self.side as f64).max(1.0),
        };
        self.cells
            .iter()
            .zip(&self.bounds_of)
            .map(|(&cell, bounds)| {
                (
                    self.cell_item[cell],
                    bounds.iter().fold(1.0, |weight, &k| weight + prior(k)),
                )
            })
            .collect()
    }

    /// Whether some sum cannot be made from the candidates left, with the options of `chosen`
    /// (their nodes) in the grid; if every one can, the nodes of the placements that would
    /// leave one unable to be made are pushed onto `prune`. A sum that cannot be made pushes
    /// its cells' items onto `blame`: the search weighs them, as constraint solvers weigh the
    /// variables of a constraint that fails (ISS's conflict scores), not only the item it
    /// branched on last.
    pub(super) fn propagate(
        &mut self,
        links: &Links,
        chosen: &[u32],
        prune: &mut Vec<u32>,
        blame: &mut Vec<u32>,
    ) -> bool {
        // The tests' search without learning hears no blame.
        #[cfg(test)]
        let mut unheard = Vec::new();
        #[cfg(test)]
        let blame = if self.learn { blame } else { &mut unheard };
        // The options chosen since the last check, after those undone since.
        let same = self
            .seen
            .iter()
            .zip(chosen)
            .take_while(|((seen, _), node)| seen == *node)
            .count();
        for (_, placed) in self.seen.drain(same..) {
            if let Some((cell, _)) = placed {
                self.placed[cell] = 0;
            }
        }
        for &node in &chosen[same..] {
            let option = links.option_of(node);
            let placed = (self.option_digit[option] != 0)
                .then(|| (self.option_cell[option] as usize, self.option_digit[option]));
            if let Some((cell, bit)) = placed {
                self.placed[cell] = bit;
            }
            self.seen.push((node, placed));
        }
        // The cells' candidates: their parent's where their lists kept their length, else
        // read off the lists (and their bounds asked again).
        let depth = chosen.len();
        // A level read on the last check's path is one of this path's if the two agree that far.
        self.level_read.truncate(same + 1);
        let parent = (self.remember && depth > 0 && self.level_read.get(depth - 1) == Some(&true))
            .then(|| (depth - 1) * self.cells.len());
        self.level_read.resize(depth, false);
        let row = depth * self.cells.len();
        if self.level_keys.len() < row + self.cells.len() {
            self.level_keys.resize(row + self.cells.len(), 0);
            self.level_candidates.resize(row + self.cells.len(), 0);
        }
        self.to_ask.fill(parent.is_none());
        for (k, &cell) in self.cells.iter().enumerate() {
            let item = self.cell_item[cell];
            let key = if self.placed[cell] != 0 {
                PLACED
            } else if !links.is_active(item) {
                // Covered by no placement chosen (never, as the grid is made): any digit.
                UNCOVERED
            } else {
                links.length(item)
            };
            let bits = match parent {
                Some(parent) if self.level_keys[parent + k] == key => self.level_candidates[parent + k],
                _ => {
                    for &bound in &self.bounds_of[k] {
                        self.to_ask[bound as usize] = true;
                    }
                    match key {
                        PLACED => self.placed[cell],
                        UNCOVERED => (2 << self.side) - 2,
                        _ => {
                            let mut bits = 0;
                            let mut node = links.down(item);
                            while node != item {
                                bits |= self.option_digit[links.option_of(node)];
                                node = links.down(node);
                            }
                            if bits == 0 {
                                blame.push(item);
                                return true;
                            }
                            bits
                        }
                    }
                }
            };
            self.level_keys[row + k] = key;
            self.level_candidates[row + k] = bits;
            self.candidates[cell] = bits;
        }
        self.level_read.push(true);
        // Each bound, once: whether it can still be met, and the digits it rules out of a cell.
        let (candidates, placed, ruled_out, ranges, after, states, distinct, outside) = (
            &self.candidates,
            &self.placed,
            &mut self.ruled_out,
            &mut self.ranges,
            &mut self.after,
            &mut self.states,
            &mut self.distinct,
            &mut self.outside,
        );
        let seers = Seers {
            peers: &self.peers,
            cells: self.cell_item.len(),
        };
        let mut any = false;
        for (k, (bound, _)) in self
            .bounds
            .iter()
            .zip(&self.to_ask)
            .enumerate()
            .filter(|(_, (_, &ask))| ask)
        {
            #[cfg(test)]
            if !self.tables && matches!(bound, Bound::Table { .. }) {
                continue;
            }
            let narrowed = match bound {
                Bound::Linear { groups, sum } => {
                    narrow_linear(candidates, placed, ruled_out, ranges, after, groups, *sum)
                }
                Bound::XSum { cells, sum } if cells.len() <= DISTINCT_CELLS && self.side <= DISTINCT_CELLS => {
                    narrow_x_sum_exactly(distinct, candidates, placed, ruled_out, cells, *sum)
                }
                Bound::XSum { cells, sum } => narrow_x_sum(candidates, placed, ruled_out, cells, *sum),
                Bound::Sandwich { cells, sum } => {
                    narrow_sandwich(candidates, placed, ruled_out, cells, *sum, self.side)
                }
                Bound::Skyscraper { cells, seen } => {
                    narrow_skyscraper(candidates, placed, ruled_out, states, cells, *seen, self.side)
                }
                Bound::EqualSums(segments) => narrow_equal_sums(candidates, placed, ruled_out, segments),
                Bound::Zipper { pairs, middle } => narrow_zipper(candidates, placed, ruled_out, pairs, *middle),
                Bound::Lunchbox { cells, sum } => lunchbox_keeps(candidates, cells, *sum).map(|keep| {
                    cells.iter().zip(keep).fold(false, |any, (&cell, keep)| {
                        any | keep_only(candidates, placed, ruled_out, cell, keep)
                    })
                }),
                Bound::Renban(line) => narrow_renban(candidates, placed, ruled_out, &seers, outside, line, self.side),
                Bound::CageSets { cells, sets } => {
                    narrow_cage_sets(candidates, placed, ruled_out, &seers, outside, cells, sets)
                }
                Bound::Required { cells, digits } => {
                    narrow_required(candidates, placed, ruled_out, &seers, outside, cells, *digits)
                }
                Bound::SumLine { cells, sum, closed } => {
                    narrow_sum_line(candidates, placed, ruled_out, states, cells, *sum, *closed)
                }
                Bound::Table {
                    item,
                    first,
                    cells,
                    ways,
                } => narrow_table(
                    links, candidates, placed, ruled_out, self.side, *item, *first, cells, ways,
                ),
            };
            match narrowed {
                Some(marked) => any |= marked,
                None => {
                    // The marks of the bounds before it would be read at the next node.
                    ruled_out.fill(0);
                    *outside = 0;
                    blame.extend(&self.items_of[k]);
                    return true;
                }
            }
        }
        if any {
            let beyond = cells_of(std::mem::take(&mut self.outside));
            for cell in self.cells.iter().copied().chain(beyond) {
                let out = std::mem::take(&mut self.ruled_out[cell]);
                let item = self.cell_item[cell];
                if out == 0 || !links.is_active(item) {
                    continue;
                }
                let mut node = links.down(item);
                while node != item {
                    if self.option_digit[links.option_of(node)] & out != 0 {
                        prune.push(node);
                    }
                    node = links.down(node);
                }
            }
        }
        false
    }
}

/// Digits of a grid of `side` (bits `1..=side`), one for each of a few cells, packed into one
/// number: the first cell's in its lowest `side` bits, and so on. A way of a constraint fits
/// its cells' candidates, packed so, when it is within them: one test however many cells.
fn pack(digits: impl IntoIterator<Item = u32>, side: usize) -> u128 {
    digits
        .into_iter()
        .enumerate()
        .fold(0, |packed, (k, digit)| packed | u128::from(digit >> 1) << (k * side))
}

/// A constraint made whole (see [`Bound::Table`]): each cell keeps the digits of its item's
/// options whose digits every cell can still hold; none when no option is left so. Nothing
/// when the item is covered: an option of it is chosen, its digits placed.
#[allow(clippy::too_many_arguments)]
fn narrow_table(
    links: &Links,
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    side: usize,
    item: u32,
    first: usize,
    cells: &[Cell],
    ways: &[u128],
) -> Option<bool> {
    if !links.is_active(item) {
        return Some(false);
    }
    let held = pack(cells.iter().map(|&cell| candidates[cell]), side);
    let mut keep = 0u128;
    let mut node = links.down(item);
    while node != item {
        let way = ways[links.option_of(node) - first];
        if way & held == way {
            keep |= way;
        }
        node = links.down(node);
    }
    if keep == 0 {
        return None;
    }
    let digits = (1u128 << side) - 1;
    Some(cells.iter().enumerate().fold(false, |any, (k, &cell)| {
        let kept = ((keep >> (k * side)) & digits) as u32;
        any | keep_only(candidates, placed, ruled_out, cell, kept << 1)
    }))
}

/// A renban over `line` on a grid of `side`: the runs of as many digits as cells that hold a
/// digit of each cell and each of whose digits some cell can hold. Each cell keeps the digits of
/// those runs, and a digit every one of them has (the middle of a long line) is out of the cells
/// that see every cell of the line that can hold it. None when no run fits.
fn narrow_renban(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    seers: &Seers,
    outside: &mut u128,
    line: &[Cell],
    side: usize,
) -> Option<bool> {
    let n = line.len() as u32;
    let window = (1u32 << n) - 1;
    let (mut keep, mut required) = (0, u32::MAX);
    for low in 1..=(side as u32 + 1).saturating_sub(n) {
        let run = window << low;
        let union = line.iter().fold(0, |all, &cell| all | (candidates[cell] & run));
        if union == run && line.iter().all(|&cell| candidates[cell] & run != 0) {
            keep |= run;
            required &= run;
        }
    }
    (keep != 0).then(|| seers.keep_and_rule_out(candidates, placed, ruled_out, outside, line, keep, required))
}

/// The least and most that `group`'s cells, which hold different digits, can add up to, their
/// candidates read from `candidates` (bit `d` for digit `d`) but for the cell of `fixed`, which
/// holds its digit; none when they can take fewer digits than there are cells.
fn range_of(candidates: &[u32], group: &[Cell], fixed: Option<(Cell, u32)>) -> Option<(i64, i64)> {
    let (mut least_sum, mut most_sum, mut union) = (0, 0, 0u32);
    for &cell in group {
        let bits = match fixed {
            Some((at, digit)) if at == cell => 1 << digit,
            _ => candidates[cell],
        };
        least_sum += i64::from(bits.trailing_zeros());
        most_sum += i64::from(31 - bits.leading_zeros());
        union |= bits;
    }
    let k = group.len() as u32;
    let ((smallest, _, _), (largest, _, _)) = (extreme(union, k, false)?, extreme(union, k, true)?);
    Some((least_sum.max(smallest), most_sum.min(largest)))
}

/// The sum of the `m` smallest digits of `digits` (bits), those digits, and the next one up
/// (0 if none); with `top`, of the `m` largest, and the next one down. None if it has fewer than
/// `m`.
#[inline(always)]
fn extreme(digits: u32, m: u32, top: bool) -> Option<(i64, u32, i64)> {
    if digits.count_ones() < m {
        return None;
    }
    let pick = |left: u32| {
        if top {
            31 - left.leading_zeros()
        } else {
            left.trailing_zeros()
        }
    };
    let (mut sum, mut taken, mut left) = (0, 0, digits);
    for _ in 0..m {
        let digit = pick(left);
        sum += i64::from(digit);
        taken |= 1 << digit;
        left &= !(1 << digit);
    }
    Some((sum, taken, if left == 0 { 0 } else { i64::from(pick(left)) }))
}

/// Marks in `ruled_out` (bit `d` for digit `d`, by cell) each candidate of a cell not yet
/// placed (`placed` is 0 there) that a linear sum over `groups` cannot reach `sum` with: its
/// group's least and most with the cell holding it, with the other groups' least and most,
/// leave `sum` out. With a cell of a group holding d, the others hold different digits other
/// than d: at least each one's least and the smallest of the digits they can take but d, at
/// most the same of the largest. Whether it marked any; none when the candidates as they are
/// cannot reach `sum` (a group, each cell's least and as many of its smallest digits as
/// cells, and at most the same of the largest, adds up to between its least and most).
fn narrow_linear(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    ranges: &mut Vec<(i64, i64)>,
    after: &mut Vec<u32>,
    groups: &[(i64, Vec<Cell>)],
    sum: i64,
) -> Option<bool> {
    let weighted = |weight: i64, (lo, hi): (i64, i64)| {
        let (a, b) = (weight * lo, weight * hi);
        (a.min(b), a.max(b))
    };
    if let Some(narrowed) = narrow_linear_few(candidates, placed, ruled_out, groups, sum) {
        return narrowed;
    }
    let least = |cell: Cell| i64::from(candidates[cell].trailing_zeros());
    let most = |cell: Cell| i64::from(31 - candidates[cell].leading_zeros());
    ranges.clear();
    let (mut low, mut high) = (0, 0);
    for (weight, group) in groups {
        let (lo, hi) = weighted(*weight, range_of(candidates, group, None)?);
        ranges.push((lo, hi));
        low += lo;
        high += hi;
    }
    if sum < low || sum > high {
        return None;
    }
    let mut any = false;
    for ((weight, group), &(lo, hi)) in groups.iter().zip(ranges.iter()) {
        let (rest_low, rest_high) = (low - lo, high - hi);
        let (least_sum, most_sum) = group
            .iter()
            .fold((0, 0), |(l, h), &cell| (l + least(cell), h + most(cell)));
        let m = group.len() as u32 - 1;
        // The other cells' digits: those before a cell (`before`) and after it (`after`, each
        // cell's from the end), a pass each instead of one for each cell.
        after.clear();
        after.resize(group.len() + 1, 0);
        for (k, &cell) in group.iter().enumerate().rev() {
            after[k] = after[k + 1] | candidates[cell];
        }
        let mut before = 0;
        for (k, &cell) in group.iter().enumerate() {
            let others = before | after[k + 1];
            before |= candidates[cell];
            if placed[cell] != 0 {
                continue;
            }
            let (others_least, others_most) = (least_sum - least(cell), most_sum - most(cell));
            let (Some(small), Some(large)) = (extreme(others, m, false), extreme(others, m, true)) else {
                any |= keep_only(candidates, placed, ruled_out, cell, 0);
                continue;
            };
            let keep = digits_that(candidates[cell], |d| {
                // The others' smallest and largest without d: the next one in for it.
                let shift = |(sum, taken, next): (i64, u32, i64)| {
                    if taken & 1 << d == 0 {
                        Some(sum)
                    } else {
                        (next != 0).then(|| sum - i64::from(d) + next)
                    }
                };
                let (Some(small), Some(large)) = (shift(small), shift(large)) else {
                    return false;
                };
                let d = i64::from(d);
                let (group_lo, group_hi) = (d + others_least.max(small), d + others_most.min(large));
                let (lo, hi) = weighted(*weight, (group_lo, group_hi));
                group_lo <= group_hi && rest_low + lo <= sum && sum <= rest_high + hi
            });
            any |= keep_only(candidates, placed, ruled_out, cell, keep);
        }
    }
    Some(any)
}

/// At most this many cells of a linear sum left without a digit: [`narrow_linear_few`] tries
/// every filling of them. With three, Killing with flowers took 32,902 nodes and 1.25 times as
/// long as with two (30,366 nodes), The Barbed Cross 1.14 times.
const FEW_CELLS: usize = 2;

/// As [`narrow_linear`] when at most [`FEW_CELLS`] cells are left without a digit (else
/// none): every filling of them by their candidates (different digits within a group) that
/// brings the sum to `sum`, each cell keeping the digits some filling gives it. Least and most
/// only say a digit is within reach: with 3 and 7 left for one cell of a pair adding up to 10,
/// the other keeps 3 and 7 but not 5. ISS does the same for two cells left.
fn narrow_linear_few(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    groups: &[(i64, Vec<Cell>)],
    sum: i64,
) -> Option<Option<bool>> {
    // The cells left: each one's cell, weight and group.
    let mut left = [(0, 0, 0); FEW_CELLS];
    let (mut n, mut rest) = (0, sum);
    for (k, (weight, group)) in groups.iter().enumerate() {
        for &cell in group {
            if placed[cell] != 0 {
                rest -= weight * i64::from(placed[cell].trailing_zeros());
            } else if n == FEW_CELLS {
                return None;
            } else {
                left[n] = (cell, *weight, k);
                n += 1;
            }
        }
    }
    let left = &left[..n];
    let mut keep = [0u32; FEW_CELLS];
    // Depth first over the cells left, each level a digit of its cell's candidates.
    fn fill(
        left: &[(Cell, i64, usize)],
        candidates: &[u32],
        at: usize,
        rest: i64,
        chosen: &mut [u32; FEW_CELLS],
        keep: &mut [u32; FEW_CELLS],
    ) -> bool {
        let (cell, weight, group) = left[at];
        // Cells of one group hold different digits.
        let taken = (0..at)
            .filter(|&k| left[k].2 == group)
            .fold(0u32, |taken, k| taken | 1 << chosen[k]);
        let free = candidates[cell] & !taken;
        if at + 1 == left.len() {
            // The last cell's digit is what the sum lacks.
            let digit = rest / weight;
            if digit * weight != rest || !(1..32).contains(&digit) {
                return false;
            }
            let digit = digit as u32;
            if free & 1 << digit == 0 {
                return false;
            }
            chosen[at] = digit;
            for (keep, &digit) in keep.iter_mut().zip(chosen.iter()).take(left.len()) {
                *keep |= 1 << digit;
            }
            return true;
        }
        let mut any = false;
        for digit in digits_of(free) {
            chosen[at] = digit;
            any |= fill(left, candidates, at + 1, rest - weight * i64::from(digit), chosen, keep);
        }
        any
    }
    if n == 0 {
        return Some((rest == 0).then_some(false));
    }
    if !fill(left, candidates, 0, rest, &mut [0; FEW_CELLS], &mut keep) {
        return Some(None);
    }
    Some(Some(left.iter().zip(keep).fold(false, |any, (&(cell, _, _), keep)| {
        any | keep_only(candidates, placed, ruled_out, cell, keep)
    })))
}

/// As [`narrow_linear`], for an X-sum over `cells`: the first cell's digit x says how many
/// cells, from the first, add up to `sum`. A count x is possible when the first x cells' least
/// and most leave room for `sum`; the first cell keeps those counts, and another cell the
/// digits that some possible count leaves room for (any, for a count that stops before it).
/// None when no count is possible.
fn narrow_x_sum(candidates: &[u32], placed: &[u32], ruled_out: &mut [u32], cells: &[Cell], sum: i64) -> Option<bool> {
    let least = |cell: Cell| i64::from(candidates[cell].trailing_zeros());
    let most = |cell: Cell| i64::from(31 - candidates[cell].leading_zeros());
    let first = candidates[cells[0]];
    // Each possible count, with its cells' least and most.
    let mut counts = Vec::with_capacity(cells.len());
    let (mut low, mut high) = (0, 0);
    for x in 1..=cells.len() {
        if x > 1 {
            (low, high) = (low + least(cells[x - 1]), high + most(cells[x - 1]));
        }
        let (lo, hi) = (low + x as i64, high + x as i64);
        if first >> x & 1 == 1 && lo <= sum && sum <= hi {
            counts.push((x, lo, hi));
        }
    }
    if counts.is_empty() {
        return None;
    }
    let first_keeps = counts.iter().fold(0, |all, &(x, _, _)| all | 1 << x);
    let mut any = keep_only(candidates, placed, ruled_out, cells[0], first_keeps);
    for (i, &cell) in cells.iter().enumerate().skip(1) {
        let mut keep = 0;
        for &(x, lo, hi) in &counts {
            if i >= x {
                keep = u32::MAX;
                break;
            }
            // The cell's digit d with the others' least and most around it.
            let (others_low, others_high) = (lo - least(cell), hi - most(cell));
            keep |= digits_that(candidates[cell], |d| {
                others_low + i64::from(d) <= sum && sum <= others_high + i64::from(d)
            });
        }
        any |= keep_only(candidates, placed, ruled_out, cell, keep);
    }
    Some(any)
}

/// The most cells, and the largest digit, of the lines whose distinct digits
/// [`distinct_support`] walks: a 9 × 9's row.
const DISTINCT_CELLS: usize = 9;
/// What [`distinct_support`] works in, kept from call to call: the sets of digits of each level
/// of its walk, and a mark for each set (bits 1 to 9: below 1024) telling whether it is in the
/// level being made (marked with that level's number, so nothing is cleared between levels).
#[derive(Clone, Debug)]
pub(super) struct DistinctWalk {
    levels: Vec<Vec<u16>>,
    marks: Vec<u32>,
    mark: u32,
}

impl Default for DistinctWalk {
    fn default() -> DistinctWalk {
        DistinctWalk {
            levels: vec![Vec::new(); DISTINCT_CELLS + 2],
            marks: vec![0; 1 << (DISTINCT_CELLS + 1)],
            mark: 0,
        }
    }
}

impl DistinctWalk {
    /// A new mark, unlike every one in `marks`.
    fn next_mark(&mut self) -> u32 {
        if self.mark == u32::MAX {
            self.marks.fill(0);
            self.mark = 0;
        }
        self.mark += 1;
        self.mark
    }
}

/// Whether cells holding different digits, each of its `digits` (bits 1 to 9), can hold a set
/// of digits that `fits`; if so, `keep` (a place per cell) gets each cell's digits that some
/// such filling gives it. The cells are filled one at a time, the digits used so far a set:
/// forward, the sets the cells so far can hold; back from those that fit, the sets from which
/// the rest can finish, and the digits that step one to the next.
fn distinct_support(walk: &mut DistinctWalk, digits: &[u32], fits: impl Fn(u32) -> bool, keep: &mut [u32]) -> bool {
    let n = digits.len();
    walk.levels[0].clear();
    walk.levels[0].push(0);
    for (i, &cell_digits) in digits.iter().enumerate() {
        let mark = walk.next_mark();
        let (done, next) = walk.levels.split_at_mut(i + 1);
        let next = &mut next[0];
        next.clear();
        for &set in &done[i] {
            for d in digits_of(cell_digits & !u32::from(set)) {
                let stepped = set | 1 << d;
                if walk.marks[stepped as usize] != mark {
                    walk.marks[stepped as usize] = mark;
                    next.push(stepped);
                }
            }
        }
        if next.is_empty() {
            return false;
        }
    }
    // Back from the sets that fit: `finish` marks those the cells from `i` on can finish from.
    let mut finish = walk.next_mark();
    let mut any = false;
    for &set in &walk.levels[n] {
        if fits(u32::from(set)) {
            walk.marks[set as usize] = finish;
            any = true;
        }
    }
    if !any {
        return false;
    }
    for i in (0..n).rev() {
        let before = walk.next_mark();
        for k in 0..walk.levels[i].len() {
            let set = walk.levels[i][k];
            let mut can = false;
            for d in digits_of(digits[i] & !u32::from(set)) {
                if walk.marks[(set | 1 << d) as usize] == finish {
                    keep[i] |= 1 << d;
                    can = true;
                }
            }
            if can {
                walk.marks[set as usize] = before;
            }
        }
        finish = before;
    }
    true
}

/// As [`narrow_x_sum`], exactly, for a row or column of a 9 × 9 (its digits all differ): the
/// first cell's digit x is possible when the next x - 1 cells can hold different digits, not x,
/// adding up to `sum - x` ([`distinct_support`]); each of them keeps the digits of such a
/// filling, and a cell past them any digit.
fn narrow_x_sum_exactly(
    walk: &mut DistinctWalk,
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    cells: &[Cell],
    sum: i64,
) -> Option<bool> {
    let mut keep = [0u32; DISTINCT_CELLS];
    let mut digits = [0u32; DISTINCT_CELLS];
    let mut first_keeps = 0;
    // The least and most the cells before each place can add up to, one by one: a count x
    // they cannot reach `sum` with needs no walk.
    let (mut least, mut most) = ([0i64; DISTINCT_CELLS + 1], [0i64; DISTINCT_CELLS + 1]);
    for (k, &cell) in cells.iter().enumerate().skip(1) {
        least[k + 1] = least[k] + i64::from(candidates[cell].trailing_zeros());
        most[k + 1] = most[k] + i64::from(31 - candidates[cell].leading_zeros());
    }
    for x in digits_of(candidates[cells[0]]) {
        let x = x as usize;
        let rest = sum - x as i64;
        if x > cells.len() || rest < least[x] || rest > most[x] {
            continue;
        }
        for (digits, &cell) in digits.iter_mut().zip(&cells[1..x]) {
            *digits = candidates[cell] & !(1 << x);
        }
        let mut kept = [0u32; DISTINCT_CELLS];
        let fits = |set: u32| i64::from(digits_of(set).sum::<u32>()) == rest;
        if distinct_support(walk, &digits[..x - 1], fits, &mut kept) {
            first_keeps |= 1 << x;
            for (keep, kept) in keep.iter_mut().zip(&kept[..x - 1]) {
                *keep |= kept;
            }
            for keep in &mut keep[x - 1..] {
                *keep = u32::MAX;
            }
        }
    }
    if first_keeps == 0 {
        return None;
    }
    let mut any = keep_only(candidates, placed, ruled_out, cells[0], first_keeps);
    for (&cell, &keep) in cells[1..].iter().zip(&keep) {
        any |= keep_only(candidates, placed, ruled_out, cell, keep);
    }
    Some(any)
}

/// Marks in `ruled_out` the candidates of `cell` outside `keep`, if the cell is not yet placed;
/// whether it marked any.
fn keep_only(candidates: &[u32], placed: &[u32], ruled_out: &mut [u32], cell: Cell, keep: u32) -> bool {
    let out = candidates[cell] & !keep;
    if placed[cell] != 0 || out == 0 {
        return false;
    }
    ruled_out[cell] |= out;
    true
}

/// As [`narrow_linear`], for a line over `cells` cut into segments that each add up to `sum`
/// (`closed`: a loop, whose cut may fall anywhere). A running sum is the segment under way's sum
/// so far (0 at a cut); as bits, the sums the cells before each place can leave from the start
/// (the line's first cell begins a segment; a loop's may be any sum, then its last must bring it
/// back to it), and going back, those from which the rest can end at a cut. A cell keeps the
/// digits that step some sum of the first kind to one of the second. Which digits the cells
/// hold is not asked (a segment's cells may repeat one across boxes): the cover sees to that.
/// None when no cut of the line fits its candidates.
fn narrow_sum_line(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    states: &mut Vec<u64>,
    cells: &[Cell],
    sum: u32,
    closed: bool,
) -> Option<bool> {
    let below = (1u64 << sum) - 1;
    // The running sums `from` and a digit `d` step to (a segment that reaches `sum` is cut).
    let step = |from: u64, d: u32| {
        let to = from << d;
        (to & below) | (to >> sum & 1)
    };
    // The running sums that `to` and a digit `d` step from.
    let step_back = |to: u64, d: u32| {
        let cut = if to & 1 != 0 && d <= sum { 1 << (sum - d) } else { 0 };
        ((to & below) >> d | cut) & below
    };
    let mut keep = vec![0u32; cells.len()];
    let mut met = false;
    for first in 0..if closed { sum } else { 1 } {
        let start = 1 << first;
        states.clear();
        states.push(start);
        for &cell in cells {
            let before = states[states.len() - 1];
            let after = digits_of(candidates[cell]).fold(0, |after, d| after | step(before, d));
            states.push(after);
        }
        // The line ends where it started: at a cut, or (a loop) at its first running sum.
        let mut to = states[cells.len()] & start;
        if to == 0 {
            continue;
        }
        met = true;
        for (k, &cell) in cells.iter().enumerate().rev() {
            let from = states[k];
            let mut back = 0;
            for d in digits_of(candidates[cell]) {
                let can = step_back(to, d) & from;
                if can != 0 {
                    keep[k] |= 1 << d;
                    back |= can;
                }
            }
            to = back;
        }
    }
    if !met {
        return None;
    }
    Some(cells.iter().zip(keep).fold(false, |any, (&cell, keep)| {
        any | keep_only(candidates, placed, ruled_out, cell, keep)
    }))
}

/// As [`narrow_linear`], for a cage over `cells` whose digits are one of `sets`: a set can be
/// the cage's when each cell can hold one of its digits and the cells together all of them; a
/// cell keeps the digits of such sets it can hold. None when no set can.
fn narrow_cage_sets(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    seers: &Seers,
    outside: &mut u128,
    cells: &[Cell],
    sets: &[u32],
) -> Option<bool> {
    let mut keep = 0u32;
    let mut possible = false;
    // The digits every set left has: each is in one of the cells that can hold it.
    let mut required = u32::MAX;
    for &set in sets {
        let mut union = 0;
        if cells.iter().all(|&cell| {
            union |= candidates[cell] & set;
            candidates[cell] & set != 0
        }) && union == set
        {
            possible = true;
            keep |= set;
            required &= set;
        }
    }
    possible.then(|| seers.keep_and_rule_out(candidates, placed, ruled_out, outside, cells, keep, required))
}

/// Each digit of `digits` (bits) in one of the cells that can hold it: out of every cell that
/// sees them all. A quad's circle, as ISS has it (a person's pointing pair, from a quad).
fn narrow_required(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    seers: &Seers,
    outside: &mut u128,
    cells: &[Cell],
    digits: u32,
) -> Option<bool> {
    let mut any = false;
    for digit in digits_of(digits) {
        any |= seers.rule_out(candidates, placed, ruled_out, outside, cells, digit)?;
    }
    Some(any)
}

/// Which cells see which (`SumBounds::peers`), for the bounds that rule a digit out of the
/// cells that see every cell that can hold it.
struct Seers<'a> {
    peers: &'a [u128],
    cells: usize,
}

impl Seers<'_> {
    /// Each of `cells` keeps only the digits of `keep`, and each digit of `required`, which one
    /// of them must hold, is ruled out of the cells that see each of them that can (`rule_out`):
    /// whether it marked a cell.
    #[allow(clippy::too_many_arguments)]
    fn keep_and_rule_out(
        &self,
        candidates: &[u32],
        placed: &[u32],
        ruled_out: &mut [u32],
        outside: &mut u128,
        cells: &[Cell],
        keep: u32,
        required: u32,
    ) -> bool {
        let mut any = cells.iter().fold(false, |any, &cell| {
            any | keep_only(candidates, placed, ruled_out, cell, keep)
        });
        for digit in digits_of(required) {
            any |= self.rule_out(candidates, placed, ruled_out, outside, cells, digit) == Some(true);
        }
        any
    }

    /// Rules `digit`, which one of `cells` must hold, out of every cell that sees each of them
    /// that can: whether it marked one (`outside` gets them), or `None` if none of them can.
    /// Nothing when one holds it already: the cover struck it from that one's houses.
    fn rule_out(
        &self,
        candidates: &[u32],
        placed: &[u32],
        ruled_out: &mut [u32],
        outside: &mut u128,
        cells: &[Cell],
        digit: u32,
    ) -> Option<bool> {
        let bit = 1 << digit;
        if self.peers.is_empty() || cells.iter().any(|&cell| placed[cell] == bit) {
            return Some(false);
        }
        let peers = &self.peers[(digit as usize - 1) * self.cells..][..self.cells];
        let mut seen = u128::MAX;
        let mut held = false;
        for &cell in cells {
            if candidates[cell] & bit != 0 {
                held = true;
                seen &= peers[cell];
            }
        }
        if !held {
            return None;
        }
        *outside |= seen;
        for cell in cells_of(seen) {
            ruled_out[cell] |= bit;
        }
        Some(seen != 0)
    }
}

/// For each digit and cell, the cells that cannot hold the digit beside it: those whose
/// placement of it shares an item of the cover with its own (a house, a cage, a quad's marker,
/// the uncoloured items of `Builder::houses` and `extra`). Empty on a grid of more than 128 cells.
fn peers(b: &Builder) -> Vec<u128> {
    let (side, cells) = (b.side, b.side * b.side);
    if cells > 128 {
        return Vec::new();
    }
    let key = |item: &Item| match *item {
        Item::Primary(k) => k as usize,
        Item::Secondary(k) => b.primary.len() + k as usize,
    };
    let mut peers = vec![0u128; side * cells];
    // For one digit at a time, each item's cells whose placement of the digit covers it; only the
    // items a placement covers are cleared after each digit (a puzzle's constraints may have
    // thousands of items, few of them a placement's).
    let mut covering = vec![0u128; b.primary.len() + b.secondary.len()];
    for digit in 1..=side as u32 {
        let items = |cell| {
            let at = b.placement(cell, digit);
            b.houses[at].iter().chain(&b.extra[at]).map(key)
        };
        for cell in 0..cells {
            for item in items(cell) {
                covering[item] |= 1 << cell;
            }
        }
        let row = &mut peers[(digit as usize - 1) * cells..][..cells];
        for (cell, peers) in row.iter_mut().enumerate() {
            *peers = items(cell).fold(0, |bits, item| bits | covering[item]) & !(1 << cell);
        }
        for cell in 0..cells {
            for item in items(cell) {
                covering[item] = 0;
            }
        }
    }
    peers
}

/// The cells of `cells` (bits of a grid of at most 128), first first.
fn cells_of(cells: u128) -> impl Iterator<Item = Cell> {
    let mut left = cells;
    std::iter::from_fn(move || {
        (left != 0).then(|| {
            let cell = left.trailing_zeros() as Cell;
            left &= left - 1;
            cell
        })
    })
}

/// The digits of `digits` (bits), smallest first.
#[inline(always)]
fn digits_of(digits: u32) -> impl Iterator<Item = u32> {
    let mut left = digits;
    std::iter::from_fn(move || {
        (left != 0).then(|| {
            let d = left.trailing_zeros();
            left &= left - 1;
            d
        })
    })
}

/// The digits of `digits` (bits) that `fits` accepts.
#[inline(always)]
fn digits_that(digits: u32, fits: impl Fn(u32) -> bool) -> u32 {
    digits_of(digits).filter(|&d| fits(d)).fold(0, |kept, d| kept | 1 << d)
}

/// As [`narrow_linear`], for a sandwich over `cells` (a row or column of a grid of `side`): the
/// digits between the 1 and the `side` add up to `sum`. Each place of the two ends that leaves
/// room for `sum` between them lets the ends' cells hold their end, the cells between them the
/// digits that leave room for `sum` with the others' least and most, and the cells outside
/// any digit but the ends; a cell keeps what some place lets it hold. None when no place does.
fn narrow_sandwich(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    cells: &[Cell],
    sum: i64,
    side: usize,
) -> Option<bool> {
    let least = |cell: Cell| i64::from(candidates[cell].trailing_zeros());
    let most = |cell: Cell| i64::from(31 - candidates[cell].leading_zeros());
    let (one, top) = (1u32 << 1, 1u32 << side);
    let n = cells.len();
    let mut keep = vec![0u32; n];
    let mut possible = false;
    for i in 0..n {
        for j in i + 1..n {
            let (a, z) = (candidates[cells[i]], candidates[cells[j]]);
            let (one_first, top_first) = (a & one != 0 && z & top != 0, a & top != 0 && z & one != 0);
            if !one_first && !top_first {
                continue;
            }
            let (low, high) = cells[i + 1..j]
                .iter()
                .fold((0, 0), |(l, h), &cell| (l + least(cell), h + most(cell)));
            if sum < low || sum > high {
                continue;
            }
            possible = true;
            if one_first {
                (keep[i], keep[j]) = (keep[i] | one, keep[j] | top);
            }
            if top_first {
                (keep[i], keep[j]) = (keep[i] | top, keep[j] | one);
            }
            for (k, kept) in keep.iter_mut().enumerate() {
                let cell = cells[k];
                let digits = candidates[cell] & !(one | top);
                if k > i && k < j {
                    let (others_low, others_high) = (low - least(cell), high - most(cell));
                    *kept |= digits_that(digits, |d| {
                        others_low + i64::from(d) <= sum && sum <= others_high + i64::from(d)
                    });
                } else if k != i && k != j {
                    *kept |= digits;
                }
            }
        }
    }
    if !possible {
        return None;
    }
    let mut any = false;
    for (k, &cell) in cells.iter().enumerate() {
        any |= keep_only(candidates, placed, ruled_out, cell, keep[k]);
    }
    Some(any)
}

/// As [`narrow_linear`], for segments that add up to the same number (a region-sum line): a
/// cell's digit must leave its segment able to make some number every other segment can. None
/// when the sums the segments can make share none.
fn narrow_equal_sums(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    segments: &[Vec<Cell>],
) -> Option<bool> {
    let (mut low, mut high) = (i64::MIN, i64::MAX);
    for segment in segments {
        let (lo, hi) = range_of(candidates, segment, None)?;
        (low, high) = (low.max(lo), high.min(hi));
    }
    if low > high {
        return None;
    }
    let mut any = false;
    for segment in segments {
        for &cell in segment {
            if placed[cell] != 0 {
                continue;
            }
            let keep = digits_that(candidates[cell], |d| {
                range_of(candidates, segment, Some((cell, d))).is_some_and(|(lo, hi)| lo <= high && low <= hi)
            });
            any |= keep_only(candidates, placed, ruled_out, cell, keep);
        }
    }
    Some(any)
}

/// As [`narrow_linear`], for a skyscraper clue: `seen` of `cells` (from the clue inwards) are
/// taller than every one before them. Walked as states, the tallest digit so far and how many
/// were seen: the states each place can be in from the start, as bits of the count for each
/// tallest digit (`states`, a row of `side + 1` a place), and going back, those from which the
/// rest can end with `seen` counted. A cell keeps the digits that step some state of the first
/// kind to one of the second. That the digits differ is not asked: the cover sees to it. None
/// when no filling of the candidates makes the count.
fn narrow_skyscraper(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    states: &mut Vec<u64>,
    cells: &[Cell],
    seen: u32,
    side: usize,
) -> Option<bool> {
    let (n, width) = (cells.len(), side + 1);
    let counts = (1u64 << (seen + 1)) - 1;
    // From the start: the counts possible before each place, by tallest digit so far.
    states.clear();
    states.resize(2 * (n + 1) * width, 0);
    let (forward, back) = states.split_at_mut((n + 1) * width);
    forward[0] = 1;
    for (k, &cell) in cells.iter().enumerate() {
        let (now, next) = forward[k * width..].split_at_mut(width);
        for tallest in 0..width {
            let before = now[tallest];
            if before == 0 {
                continue;
            }
            for digit in digits_of(candidates[cell]) {
                let digit = digit as usize;
                if digit > tallest {
                    next[digit] |= (before << 1) & counts;
                } else {
                    next[tallest] |= before;
                }
            }
        }
    }
    // Going back: the counts before each place from which the rest ends at `seen`. With the
    // tallest so far and a digit next, those the place after lets end (`after`, its row).
    let ends = |after: &[u64], tallest: usize, digit: u32| {
        let digit = digit as usize;
        if digit > tallest {
            after[digit] >> 1
        } else {
            after[tallest]
        }
    };
    back[n * width..].fill(1 << seen);
    for (k, &cell) in cells.iter().enumerate().rev() {
        let (now, next) = back[k * width..].split_at_mut(width);
        for (tallest, now) in now.iter_mut().enumerate() {
            *now = digits_of(candidates[cell]).fold(0, |all, digit| all | ends(next, tallest, digit));
        }
    }
    if (0..width).all(|tallest| forward[n * width + tallest] & 1 << seen == 0) {
        return None;
    }
    let mut any = false;
    for (k, &cell) in cells.iter().enumerate() {
        let (now, next) = (
            &forward[k * width..(k + 1) * width],
            &back[(k + 1) * width..(k + 2) * width],
        );
        let keep = digits_that(candidates[cell], |digit| {
            (0..width).any(|tallest| now[tallest] & ends(next, tallest, digit) != 0)
        });
        any |= keep_only(candidates, placed, ruled_out, cell, keep);
    }
    Some(any)
}

/// As [`narrow_linear`], for a zipper line: each pair's cells keep the digits that make, with
/// a digit of the other, a sum every pair can make (and the middle cell hold); the middle keeps
/// those sums. None when the pairs (and the middle) share no sum.
fn narrow_zipper(
    candidates: &[u32],
    placed: &[u32],
    ruled_out: &mut [u32],
    pairs: &[(Cell, Cell)],
    middle: Option<Cell>,
) -> Option<bool> {
    let sums_of =
        |a: Cell, z: Cell| digits_of(candidates[a]).fold(0u64, |sums, d| sums | u64::from(candidates[z]) << d);
    let mut common = middle.map_or(u64::MAX, |cell| u64::from(candidates[cell]));
    for &(a, z) in pairs {
        common &= sums_of(a, z);
    }
    if common == 0 {
        return None;
    }
    // A digit d of one end keeps when the other end has s - d for some common sum s.
    let partners = |d: u32, other: Cell| (u64::from(candidates[other]) << d) & common != 0;
    let mut any = false;
    for &(a, z) in pairs {
        for (cell, other) in [(a, z), (z, a)] {
            let keep = digits_that(candidates[cell], |d| partners(d, other));
            any |= keep_only(candidates, placed, ruled_out, cell, keep);
        }
    }
    if let Some(cell) = middle {
        any |= keep_only(candidates, placed, ruled_out, cell, common as u32);
    }
    Some(any)
}

/// What each cell of a lunchbox over `cells` can still hold (bit `d` for digit `d`), or none
/// if it cannot be made: each place of its two ends (its smallest and largest digits) whose
/// digits can be far enough apart for the cells between to hold different digits, lets the
/// ends hold such digits, the other cells the digits strictly between the least and the most
/// the ends can hold, and the cells between the ends those that, with the others' least and
/// most, can add up to `sum`.
fn lunchbox_keeps(candidates: &[u32], cells: &[Cell], sum: i64) -> Option<Vec<u32>> {
    let n = cells.len();
    if n < 2 {
        return Some(cells.iter().map(|&cell| candidates[cell]).collect());
    }
    let gap = n as u32 - 1;
    let mut keep = vec![0u32; n];
    let mut possible = false;
    // The digits of `small` that have a digit of `large` at least `gap` above, and those of
    // `large` that have one of `small` at least `gap` below.
    let apart = |small: u32, large: u32| {
        if small == 0 || large == 0 {
            return (0, 0);
        }
        let (lowest, highest) = (small.trailing_zeros(), 31 - large.leading_zeros());
        let below = if highest >= gap {
            small & ((2u32 << (highest - gap)) - 1)
        } else {
            0
        };
        let above = large & !((1u32 << (lowest + gap).min(31)) - 1);
        (below, above)
    };
    for i in 0..n {
        for j in i + 1..n {
            let (a, z) = (candidates[cells[i]], candidates[cells[j]]);
            // The smallest digit first, or the largest.
            let (a_low, z_high) = apart(a, z);
            let (z_low, a_high) = apart(z, a);
            let (ends_a, ends_z) = (a_low | a_high, z_low | z_high);
            if ends_a == 0 || ends_z == 0 {
                continue;
            }
            // Strictly between the least and the most the ends can hold.
            let (least, most) = (
                (ends_a | ends_z).trailing_zeros(),
                31 - (ends_a | ends_z).leading_zeros(),
            );
            let inside = ((1u32 << most) - 1) & !((2u32 << least) - 1);
            let others_fit = (0..n).all(|k| k == i || k == j || candidates[cells[k]] & inside != 0);
            if !others_fit {
                continue;
            }
            let masked = |k: usize| candidates[cells[k]] & inside;
            let (low, high) = (i + 1..j).fold((0, 0), |(l, h), k| {
                (
                    l + i64::from(masked(k).trailing_zeros()),
                    h + i64::from(31 - masked(k).leading_zeros()),
                )
            });
            if sum < low || sum > high {
                continue;
            }
            possible = true;
            keep[i] |= ends_a;
            keep[j] |= ends_z;
            for k in (0..n).filter(|&k| k != i && k != j) {
                let digits = masked(k);
                if k < i || k > j {
                    keep[k] |= digits;
                    continue;
                }
                let (others_low, others_high) = (
                    low - i64::from(digits.trailing_zeros()),
                    high - i64::from(31 - digits.leading_zeros()),
                );
                keep[k] |= digits_that(digits, |d| {
                    others_low + i64::from(d) <= sum && sum <= others_high + i64::from(d)
                });
            }
        }
    }
    possible.then_some(keep)
}

#[cfg(test)]
mod tests {
    use super::{narrow_linear, narrow_skyscraper, narrow_x_sum, narrow_x_sum_exactly, DistinctWalk, Seers};

    /// Bits for `digits`.
    fn bits(digits: &[u32]) -> u32 {
        digits.iter().fold(0, |all, &d| all | 1 << d)
    }

    /// A 9 × 9's row with the first three cells' candidates given, the others any digit.
    fn row(first: &[&[u32]]) -> Vec<u32> {
        let mut candidates = vec![bits(&[1, 2, 3, 4, 5, 6, 7, 8, 9]); 9];
        for (cell, digits) in first.iter().enumerate() {
            candidates[cell] = bits(digits);
        }
        candidates
    }

    /// The exact X-sum knows that the cells it adds hold different digits, which the least and
    /// most of each alone do not: a first 3 needs two more cells of different digits, not 3.
    #[test]
    fn an_x_sum_s_cells_hold_different_digits() {
        let cells: Vec<usize> = (0..9).collect();
        let placed = vec![0; 9];
        // 3 + 2 + 2 = 7 by the least and most, but the two cells cannot both hold 2.
        let candidates = row(&[&[3], &[1, 2], &[1, 2]]);
        let mut ruled_out = vec![0; 9];
        assert!(narrow_x_sum(&candidates, &placed, &mut ruled_out, &cells, 7).is_some());
        let mut walk = DistinctWalk::default();
        assert_eq!(
            narrow_x_sum_exactly(&mut walk, &candidates, &placed, &mut ruled_out, &cells, 7),
            None
        );
        // 3 + 5: the two cells hold 1 and 4 (2 + 3 would repeat the 3); the cells after them
        // keep every digit.
        let candidates = row(&[&[3], &[1, 2, 4], &[1, 2, 4]]);
        let mut ruled_out = vec![0; 9];
        assert_eq!(
            narrow_x_sum(&candidates, &placed, &mut ruled_out, &cells, 8),
            Some(false)
        );
        let found = narrow_x_sum_exactly(&mut walk, &candidates, &placed, &mut ruled_out, &cells, 8);
        assert_eq!(found, Some(true));
        assert_eq!(ruled_out, [0, bits(&[2]), bits(&[2]), 0, 0, 0, 0, 0, 0]);
    }

    /// Two cells left of a sum: each keeps only the digits the other can complete, where least
    /// and most keep every digit within reach. A third cell, placed, counts towards the sum.
    #[test]
    fn the_last_two_cells_of_a_sum_keep_the_digits_that_complete_it() {
        // Cells 0 and 1 in groups of their own (they may repeat a digit), cell 2 holding 4.
        let groups = vec![(1, vec![0]), (1, vec![1]), (1, vec![2])];
        let candidates = vec![bits(&[3, 5, 7]), bits(&[3, 7]), bits(&[4])];
        let placed = vec![0, 0, bits(&[4])];
        let mut ruled_out = vec![0; 3];
        let found = narrow_linear(
            &candidates,
            &placed,
            &mut ruled_out,
            &mut Vec::new(),
            &mut Vec::new(),
            &groups,
            14,
        );
        assert_eq!((found, ruled_out[0], ruled_out[1]), (Some(true), bits(&[5]), 0));
        // In one group they differ: 5 + 5 is out, so neither keeps 5.
        let groups = vec![(1, vec![0, 1]), (1, vec![2])];
        let candidates = vec![bits(&[3, 5, 7]), bits(&[3, 5, 7]), bits(&[4])];
        let mut ruled_out = vec![0; 3];
        let found = narrow_linear(
            &candidates,
            &placed,
            &mut ruled_out,
            &mut Vec::new(),
            &mut Vec::new(),
            &groups,
            14,
        );
        assert_eq!(
            (found, ruled_out[0], ruled_out[1]),
            (Some(true), bits(&[5]), bits(&[5]))
        );
    }

    /// A skyscraper clue of 1 sees only the first cell: with a 4 after it, it is a 4 too. A clue
    /// of 4 on four cells sees each: they climb 1, 2, 3, 4. A clue of 2 where the first cell
    /// holds 4 cannot be made.
    #[test]
    fn a_skyscraper_clue_keeps_the_digits_some_count_of_it_allows() {
        let cells: Vec<usize> = (0..4).collect();
        let any = bits(&[1, 2, 3, 4]);
        let (placed, mut states) = (vec![0; 4], Vec::new());
        let mut ruled_out = vec![0; 4];
        let candidates = [any, bits(&[4]), any, any];
        let found = narrow_skyscraper(&candidates, &placed, &mut ruled_out, &mut states, &cells, 1, 4);
        assert_eq!((found, ruled_out), (Some(true), vec![bits(&[1, 2, 3]), 0, 0, 0]));
        let mut ruled_out = vec![0; 4];
        narrow_skyscraper(&[any; 4], &placed, &mut ruled_out, &mut states, &cells, 4, 4);
        let kept: Vec<u32> = ruled_out.iter().map(|out| any & !out).collect();
        assert_eq!(kept, [bits(&[1]), bits(&[2]), bits(&[3]), bits(&[4])]);
        let mut ruled_out = vec![0; 4];
        let candidates = [bits(&[4]), any, any, any];
        assert_eq!(
            narrow_skyscraper(&candidates, &placed, &mut ruled_out, &mut states, &cells, 2, 4),
            None
        );
    }

    /// A digit that one of a few cells must hold is out of each cell that sees every one of
    /// them that can hold it, and of no other; none of them able to is a dead end.
    #[test]
    fn a_digit_one_of_some_cells_must_hold_is_out_of_the_cells_that_see_them_all() {
        // Five cells in a row; for digit 4, cell 0 sees 1, 2 and 3, and cell 4 sees 2 only.
        let cells = 5;
        let mut peers = vec![0u128; 9 * cells];
        let mut see = |a: usize, z: usize| {
            peers[3 * cells + a] |= 1 << z;
            peers[3 * cells + z] |= 1 << a;
        };
        see(0, 1);
        see(0, 2);
        see(0, 3);
        see(2, 4);
        let seers = Seers { peers: &peers, cells };
        let placed = vec![0; cells];
        // Cells 1 and 2 can hold the 4 (3 cannot): cell 0 sees both, cell 4 only one.
        let candidates = vec![bits(&[4, 5]), bits(&[4, 6]), bits(&[4, 7]), bits(&[8]), bits(&[4, 9])];
        let (mut ruled_out, mut outside) = (vec![0; cells], 0);
        let found = seers.rule_out(&candidates, &placed, &mut ruled_out, &mut outside, &[1, 2, 3], 4);
        assert_eq!(
            (found, ruled_out, outside),
            (Some(true), vec![bits(&[4]), 0, 0, 0, 0], 1)
        );
        // Only cell 2 can: cells 0 and 4 both see it.
        let candidates = vec![bits(&[4, 5]), bits(&[6]), bits(&[4, 7]), bits(&[8]), bits(&[4, 9])];
        let (mut ruled_out, mut outside) = (vec![0; cells], 0);
        let found = seers.rule_out(&candidates, &placed, &mut ruled_out, &mut outside, &[1, 2, 3], 4);
        assert_eq!(
            (found, ruled_out[0], ruled_out[4], outside),
            (Some(true), bits(&[4]), bits(&[4]), 0b10001)
        );
        // None can.
        let candidates = vec![bits(&[4]), bits(&[6]), bits(&[7]), bits(&[8]), bits(&[4])];
        let found = seers.rule_out(&candidates, &placed, &mut vec![0; cells], &mut 0, &[1, 2, 3], 4);
        assert_eq!(found, None);
    }
}

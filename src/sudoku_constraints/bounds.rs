//! Sums checked against what the cells can still hold, at each node of a solving search. Exact
//! cover strikes an option only when another takes its place: a little killer's diagonal, an
//! X-sum's row or a cage can be past saving (the least its cells can add up to already over
//! its sum) for many levels before one of its items runs out of options. ISS narrows each cell
//! by such bounds; this check only refutes the node, which the learned search then leaves as a
//! dead end: on ISS's X-sum, little killer, sandwich and arrow examples the nodes drop about
//! tenfold, each costing a pass over the cells' candidates (docs/PERFORMANCE.md). Stepping
//! (watching) never uses it: the tree you watch is Knuth's.

use super::builder::Builder;
use super::{Cell, Constraint, OutsideRule};
use crate::dlx::Links;

/// A rule about sums (or a renban's run of digits) that candidates alone can refute.
#[derive(Clone, Debug)]
enum Bound {
    /// The digits times their weights add up to `sum`: the cells in groups of one weight, each
    /// group's cells in one house (different digits).
    Linear { groups: Vec<(i64, Vec<Cell>)>, sum: i64 },
    /// The first cell's digit says how many cells, from the first, add up to `sum`.
    XSum { cells: Vec<Cell>, sum: i64 },
    /// The digits between the 1 and the largest digit add up to `sum`.
    Sandwich { cells: Vec<Cell>, sum: i64 },
    /// Each segment (its cells in one region: different digits) adds up to the same number.
    EqualSums(Vec<Vec<Cell>>),
    /// Different digits in a run of consecutive ones.
    Renban(Vec<Cell>),
    /// Each pair adds up to the same number, the middle cell's digit if there is one.
    Zipper {
        pairs: Vec<(Cell, Cell)>,
        middle: Option<Cell>,
    },
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
    /// The nodes chosen at the last check, and the digit each placed (as a bit), if it
    /// placed one: the next check reads only the options chosen since (one level's, mostly).
    seen: Vec<(u32, Option<(Cell, u32)>)>,
    /// Each cell's digit (as a bit) placed by the options chosen, or 0.
    placed: Vec<u32>,
}

impl SumBounds {
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
        let bounds: Vec<Bound> = constraints
            .iter()
            .filter_map(|constraint| match constraint {
                // A cage of fewer cells than a house chooses its set of digits: exact already.
                Constraint::Cage { cells, sum: Some(sum) } if cells.len() >= side => {
                    Some(linear(ones(cells), i64::from(*sum)))
                }
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
                    _ => None,
                },
                _ => None,
            })
            .collect();
        if bounds.is_empty() {
            return None;
        }
        let mut cells: Vec<Cell> = bounds
            .iter()
            .flat_map(|bound| match bound {
                Bound::Linear { groups, .. } => groups.iter().flat_map(|(_, group)| group.clone()).collect(),
                Bound::XSum { cells, .. } | Bound::Sandwich { cells, .. } => cells.clone(),
                Bound::EqualSums(segments) => segments.concat(),
                Bound::Renban(line) => line.clone(),
                Bound::Zipper { pairs, middle } => pairs.iter().flat_map(|&(a, z)| [a, z]).chain(*middle).collect(),
            })
            .collect();
        cells.sort_unstable();
        cells.dedup();
        Some(SumBounds {
            side,
            bounds,
            cells,
            candidates: vec![0; cell_item.len()],
            seen: Vec::new(),
            placed: vec![0; cell_item.len()],
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

    /// The least and most that `group`'s cells, which hold different digits, can add up to
    /// (at least each cell's least, and at least as many of the smallest digits they can take;
    /// at most the same of the largest), or none when they can take fewer digits than there
    /// are cells.
    fn range(&self, group: &[Cell]) -> Option<(i64, i64)> {
        let (mut least_sum, mut most_sum, mut union) = (0, 0, 0u32);
        for &cell in group {
            let bits = self.candidates[cell];
            least_sum += i64::from(bits.trailing_zeros());
            most_sum += i64::from(31 - bits.leading_zeros());
            union |= bits;
        }
        let k = group.len() as u32;
        if union.count_ones() < k {
            return None;
        }
        let (mut smallest, mut largest, mut bits) = (0, 0, union);
        for _ in 0..k {
            smallest += i64::from(bits.trailing_zeros());
            bits &= bits - 1;
        }
        bits = union;
        for _ in 0..k {
            let top = 31 - bits.leading_zeros();
            largest += i64::from(top);
            bits &= !(1 << top);
        }
        Some((least_sum.max(smallest), most_sum.min(largest)))
    }

    /// Whether some sum cannot be made from the candidates left, with the options of `chosen`
    /// (their nodes) in the grid.
    pub(super) fn refutes(&mut self, links: &Links, chosen: &[u32]) -> bool {
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
        for &cell in &self.cells {
            let item = self.cell_item[cell];
            self.candidates[cell] = self.placed[cell];
            if self.placed[cell] != 0 {
                continue;
            }
            if !links.is_active(item) {
                // Covered by no placement chosen (never, as the grid is made): any digit.
                self.candidates[cell] = (2 << self.side) - 2;
                continue;
            }
            let mut bits = 0;
            let mut node = links.down(item);
            while node != item {
                bits |= self.option_digit[links.option_of(node)];
                node = links.down(node);
            }
            if bits == 0 {
                return true;
            }
            self.candidates[cell] = bits;
        }
        let least = |cell: Cell| i64::from(self.candidates[cell].trailing_zeros());
        let most = |cell: Cell| i64::from(31 - self.candidates[cell].leading_zeros());
        self.bounds.iter().any(|bound| match bound {
            Bound::Linear { groups, sum } => {
                let (mut low, mut high) = (0, 0);
                for (weight, group) in groups {
                    let Some((lo, hi)) = self.range(group) else {
                        return true;
                    };
                    let (a, b) = (weight * lo, weight * hi);
                    low += a.min(b);
                    high += a.max(b);
                }
                *sum < low || *sum > high
            }
            Bound::EqualSums(segments) => {
                // The sums the segments can make overlap, or they share none.
                let (mut low, mut high) = (i64::MIN, i64::MAX);
                for segment in segments {
                    let Some((lo, hi)) = self.range(segment) else {
                        return true;
                    };
                    (low, high) = (low.max(lo), high.min(hi));
                }
                low > high
            }
            Bound::XSum { cells, sum } => {
                // Some count x the first cell can hold leaves the first x cells able to add
                // up to the sum.
                let first = self.candidates[cells[0]];
                !(1..=cells.len()).any(|x| {
                    let (low, high) = cells[1..x]
                        .iter()
                        .fold((x as i64, x as i64), |(l, h), &cell| (l + least(cell), h + most(cell)));
                    first >> x & 1 == 1 && low <= *sum && *sum <= high
                })
            }
            Bound::Zipper { pairs, middle } => {
                // The sums every pair can make (bit s for sum s), and the middle's digits: none
                // in common, no number the line can share.
                let mut common = middle.map_or(u64::MAX, |cell| u64::from(self.candidates[cell]));
                for &(a, z) in pairs {
                    let (mut sums, mut digits) = (0u64, self.candidates[a]);
                    while digits != 0 {
                        sums |= u64::from(self.candidates[z]) << digits.trailing_zeros();
                        digits &= digits - 1;
                    }
                    common &= sums;
                }
                common == 0
            }
            Bound::Renban(line) => {
                // Some run of as many digits as cells holds a digit of each cell, and as many
                // different digits of theirs.
                let n = line.len() as u32;
                let window = (1u32 << n) - 1;
                !(1..=(self.side as u32 + 1).saturating_sub(n)).any(|low| {
                    let run = window << low;
                    let union = line.iter().fold(0, |all, &cell| all | (self.candidates[cell] & run));
                    line.iter().all(|&cell| self.candidates[cell] & run != 0) && union.count_ones() >= n
                })
            }
            Bound::Sandwich { cells, sum } => {
                // Some places for the 1 and the largest digit, with the cells between them
                // able to add up to the sum.
                let (one, top) = (1 << 1, 1 << self.side);
                let n = cells.len();
                !(0..n).any(|i| {
                    (i + 1..n).any(|j| {
                        let (a, z) = (self.candidates[cells[i]], self.candidates[cells[j]]);
                        let ends = (a & one != 0 && z & top != 0) || (a & top != 0 && z & one != 0);
                        let (low, high) = cells[i + 1..j]
                            .iter()
                            .fold((0, 0), |(l, h), &cell| (l + least(cell), h + most(cell)));
                        ends && low <= *sum && *sum <= high
                    })
                })
            }
        })
    }
}

//! A Sudoku's count cut into parts, for a pool of workers that share nothing (the Sudoku page's
//! Web Workers): the links of its matrix cut the search ([`Cut`]), and each part is counted by
//! the fastest solver for it: a classic 9×9 on bit planes (the part's options above placed as
//! givens: the planes grow the links' tree below them, nodes and updates included), any other
//! puzzle on the links, flat out.

use super::encode::SudokuProblem;
use super::grid::BoxShape;
use super::puzzle::Puzzle;
use super::rules::Variant;
use crate::engine::{Cut, PartCount};
use crate::Stats;

/// One Sudoku's search, cut into parts, counted a part at a time.
#[derive(Debug)]
pub struct SudokuPartCounter {
    encoded: SudokuProblem,
    cut: Cut,
    /// A classic 9×9, whose parts the bit planes count.
    on_planes: bool,
}

impl SudokuPartCounter {
    /// A counter of `puzzle`'s solutions.
    pub fn new(puzzle: &Puzzle) -> SudokuPartCounter {
        let encoded = SudokuProblem::of(puzzle);
        let cut = Cut::new(encoded.problem());
        SudokuPartCounter {
            on_planes: puzzle.variant() == Variant::Classic && puzzle.grid().shape() == BoxShape { rows: 3, cols: 3 },
            encoded,
            cut,
        }
    }

    /// The solver that counts the parts, and why, in a line that starts with its name.
    pub fn engine(&self) -> &'static str {
        if self.on_planes {
            "planes: a classic 9×9 Sudoku, on bit planes"
        } else {
            "links: a Sudoku that is not a classic 9×9"
        }
    }

    /// Counts part `index` of the search cut into at least `wanted` parts (in Knuth's order; the
    /// same cut for the same `wanted`), up to `limit` solutions: as
    /// [`PartCounter::count_part`](crate::engine::PartCounter::count_part), updates and
    /// cleansings included. On bit planes, `progress` hears the part's statistics so far now and
    /// then (every 262,144 nodes); the links' count is not heard from before its end.
    pub fn count_part(
        &mut self,
        wanted: usize,
        index: usize,
        limit: u64,
        progress: &mut dyn FnMut(&Stats),
    ) -> PartCount {
        let (mut count, part) = self.cut.enter(wanted, index, limit);
        let Some(part) = part else { return count };
        if !self.on_planes {
            self.cut.count_on_links(&part, limit, &mut count, |_| {});
            return count;
        }
        let mut grid = self.encoded.grid().clone();
        let side = grid.side();
        for &option in &part.options_above {
            let (cell, digit) = self
                .encoded
                .placement(option)
                .expect("a classic Sudoku's options are placements");
            grid.cells[cell.row * side + cell.col] = digit as u8;
        }
        let answer = super::planes::solve_reporting(&grid, None, limit, progress);
        count.solutions = answer.count;
        count.nodes = answer.stats.nodes;
        count.updates = Some(answer.stats.updates);
        count.cleansings = Some(0);
        count.complete = answer.count < limit;
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;
    use crate::Stepper;

    /// Every part of several cuts, added to the work above, against the stepper's serial
    /// search of the same puzzle: solutions, nodes and updates.
    fn parts_add_up(puzzle: &Puzzle, on_planes: bool) {
        let encoded = SudokuProblem::of(puzzle);
        let mut serial = Stepper::new(encoded.problem());
        while serial.next_solution().is_some() {}
        let stats = serial.stats();
        for wanted in [1, 3, 16, 200] {
            let mut counter = SudokuPartCounter::new(puzzle);
            assert_eq!(counter.on_planes, on_planes);
            let first = counter.count_part(wanted, 0, u64::MAX, &mut |_| {});
            let mut sum = first.above;
            let mut index = 0;
            loop {
                let part = counter.count_part(wanted, index, u64::MAX, &mut |_| {});
                if !part.entered {
                    break;
                }
                assert!(part.complete);
                sum.solutions += part.solutions;
                sum.nodes += part.nodes;
                sum.updates += part.updates.expect("both solvers count updates");
                index += 1;
            }
            assert_eq!(index, first.parts, "{wanted} parts wanted");
            assert_eq!(
                (sum.solutions, sum.nodes, sum.updates),
                (stats.solutions, stats.nodes, stats.updates),
                "{wanted} parts wanted"
            );
        }
    }

    /// A classic 9×9 with 17 givens (Gordon Royle's list), less the first four: 35,106,444
    /// solutions in all is too many for a test, so a few more cells are filled from its answer.
    const SPARSE: &str = "000000000000000000020000000000050407008000300001090000300400200050100000000806000";

    #[test]
    fn a_classic_nine_by_nine_is_counted_in_parts_on_bit_planes() {
        let grid = Grid::parse(SPARSE, None).unwrap();
        let answer = crate::sudoku::solve(&grid, 1);
        let solution = answer.solution.expect("it has solutions");
        // Nine more cells of one solution, spread over the grid: a few hundred solutions left.
        let mut cells = grid.cells.clone();
        for cell in [0, 10, 20, 30, 40, 50, 60, 70, 80] {
            cells[cell] = solution.cells[cell];
        }
        let line: String = cells.iter().map(|&d| char::from(b'0' + d)).collect();
        let puzzle = Puzzle::classic(Grid::parse(&line, None).unwrap());
        assert!(crate::sudoku::solve(puzzle.grid(), u64::MAX).count > 50);
        parts_add_up(&puzzle, true);
    }

    #[test]
    fn other_shapes_and_variants_are_counted_in_parts_on_the_links() {
        parts_add_up(
            &Puzzle::parse(Variant::Classic, "1...............", None).unwrap(),
            false,
        );
        parts_add_up(&Puzzle::parse(Variant::X, &"0".repeat(16), None).unwrap(), false);
        let six = Puzzle::parse(
            Variant::Classic,
            &format!("123456{}", "0".repeat(30)),
            Some(BoxShape { rows: 2, cols: 3 }),
        )
        .unwrap();
        parts_add_up(&six, false);
    }

    #[test]
    fn a_long_part_on_bit_planes_reports_its_progress() {
        // Less two of the 17 clues: 24,825 solutions in 299,764 nodes, one part.
        let puzzle = Puzzle::classic(
            Grid::parse(
                "000000010400000000020000000000050407008000000001090000300400200050100000000806000",
                None,
            )
            .unwrap(),
        );
        let mut counter = SudokuPartCounter::new(&puzzle);
        let mut heard = Vec::new();
        let part = counter.count_part(1, 0, u64::MAX, &mut |stats| heard.push(stats.nodes));
        assert_eq!((part.parts, part.solutions), (1, 24_825));
        assert_eq!(heard, [1 << 18], "every 262,144 nodes of {}", part.nodes);
    }

    #[test]
    fn a_limit_stops_a_part() {
        let puzzle = Puzzle::classic(Grid::parse(SPARSE, None).unwrap());
        let mut counter = SudokuPartCounter::new(&puzzle);
        let part = counter.count_part(1, 0, 3, &mut |_| {});
        assert_eq!((part.solutions, part.complete), (3, false));
    }
}

//! The fast Sudoku solver: a classic 9×9 on bit planes (`planes.rs`); other shapes on the
//! links of an empty grid kept per thread and shape, each puzzle's givens covered, searched
//! flat out, and the links copied back.

use super::encode::SudokuProblem;
use super::grid::{BoxShape, Grid};
use super::puzzle::Puzzle;
use super::rules::{Rules, Variant};
use crate::dlx::{Links, Snapshot};

/// The answer to a Sudoku.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The first solution found, if any.
    pub solution: Option<Grid>,
    /// Solutions counted, up to the limit asked for.
    pub count: u64,
    /// Search statistics.
    pub stats: crate::Stats,
}

/// Solves `grid`, counting solutions up to `limit` (2 tells whether the solution is unique).
///
/// This is the fast path. Either way the search tree is the one of stepping through
/// [`SudokuProblem`](super::SudokuProblem) (the named encoding, for stepping and views): the
/// same nodes, updates and solutions, in the same order.
///
/// A 9×9 grid is searched on bit planes: the open placements as sets of 81 bits, sorted four
/// ways, from which every item's length is a few word operations (see `planes.rs`). Other
/// shapes use the links: those of every placement on an empty grid of the shape are built once
/// per thread and kept; each puzzle selects its givens by covering their items, is searched by
/// the [`Stepper`](crate::Stepper) run flat out (it stops once nothing is left to try, without
/// uncovering on its way back up), and the links are then copied back from an untouched copy.
pub fn solve(grid: &Grid, limit: u64) -> Answer {
    solve_ruling_out(grid, None, limit)
}

/// [`solve`] on the links, whatever the shape: what `solve` does for every shape but 9×9, and
/// for a 9×9 the same answer (count, statistics and first solution) as its bit planes, more
/// slowly. For comparing the two.
pub fn solve_with_links(grid: &Grid, limit: u64) -> Answer {
    solve_on_links(grid, None, limit)
}

/// True when `grid` has a solution that does not put `digit` in `cell` (which must be blank).
///
/// A generator's test of a removal: if a puzzle has exactly one solution, with `digit` in
/// `cell`, then the puzzle without that clue has one solution too exactly when it has none
/// with another digit there. Looking for one such solution is cheaper than counting to two.
pub(crate) fn has_solution_without(grid: &Grid, cell: usize, digit: usize) -> bool {
    solve_ruling_out(grid, Some((cell, digit)), 1).count > 0
}

/// [`solve`], with the placement `(cell, digit)` taken out of the search if given. Kept out
/// of line: `solve` and the generator's test share one copy.
#[inline(never)]
fn solve_ruling_out(grid: &Grid, ruled_out: Option<(usize, usize)>, limit: u64) -> Answer {
    if grid.shape() == (BoxShape { rows: 3, cols: 3 }) {
        return super::planes::solve(grid, ruled_out, limit.max(1));
    }
    solve_on_links(grid, ruled_out, limit)
}

/// [`solve_ruling_out`] on the links of the empty grid of `grid`'s shape, kept per thread.
fn solve_on_links(grid: &Grid, ruled_out: Option<(usize, usize)>, limit: u64) -> Answer {
    let shape = grid.shape();
    let cached = EMPTY_GRID.with(|slot| slot.borrow_mut().take());
    let EmptyGrid {
        links,
        pristine,
        placements,
        ..
    } = match cached {
        Some(empty) if empty.shape == shape => empty,
        _ => EmptyGrid::new(shape),
    };
    let (answer, mut links) = solve_on(links, &placements, grid, ruled_out, limit);
    // Copying the untouched links back costs less than uncovering the givens (and whatever the
    // search left covered where it stopped).
    links.restore(&pristine);
    let empty = EmptyGrid {
        shape,
        links,
        pristine,
        placements,
    };
    EMPTY_GRID.with(|slot| *slot.borrow_mut() = Some(empty));
    answer
}

/// Solves a puzzle of any variant, counting solutions up to `limit`.
///
/// A classic puzzle takes the fast path of [`solve`]; a killer, in a build with the feature
/// `constraints` (the command line's), is searched as a variant Sudoku with constraints
/// (`solve_killer`); the other variants are searched on the links of their [`SudokuProblem`],
/// built for the puzzle.
pub fn solve_puzzle(puzzle: &Puzzle, limit: u64) -> Answer {
    if puzzle.variant() == Variant::Classic {
        return solve(puzzle.grid(), limit);
    }
    #[cfg(feature = "constraints")]
    if let Some(answer) = solve_killer(puzzle, limit) {
        return answer;
    }
    let encoded = SudokuProblem::of(puzzle);
    let mut stepper = crate::Stepper::new(encoded.problem());
    let mut solution = None;
    let count = stepper.run_flat_out(limit.max(1), |links, nodes| {
        if solution.is_none() {
            let options: Vec<usize> = nodes.iter().map(|&node| links.option_of(node)).collect();
            solution = Some(encoded.fill(&options));
        }
    });
    Answer {
        solution,
        count,
        stats: stepper.stats(),
    }
}

/// A killer as a variant Sudoku with constraints (`crate::sudoku_constraints`), searched by
/// [`ConstraintCover::solve`](crate::sudoku_constraints::ConstraintCover::solve): each cage its
/// digit sets as in [`SudokuProblem`], and besides them the sums the cages imply where they meet
/// whole rows, columns and boxes (the rule of 45), branching by learned weights. On a killer with
/// no givens the cages alone searched for minutes (ISS's Killing with flowers: stopped after
/// 60 s; this way 2.4 s). None when the grid is larger than that module takes, or a cage fits
/// no digits (the links then say there is no solution).
#[cfg(feature = "constraints")]
fn solve_killer(puzzle: &Puzzle, limit: u64) -> Option<Answer> {
    use crate::sudoku_constraints::{ConstraintCover, ConstraintSudoku};
    let shape = puzzle.grid().shape();
    let sudoku = ConstraintSudoku::of_killer(puzzle)?;
    let solved = ConstraintCover::for_solving(&sudoku).ok()?.solve(limit.max(1));
    let solution = solved.grid.map(|digits| {
        let mut grid = Grid::empty(shape);
        grid.cells = digits.iter().map(|&digit| digit as u8).collect();
        grid
    });
    Some(Answer {
        solution,
        count: solved.count,
        stats: crate::Stats {
            nodes: solved.nodes,
            updates: solved.updates,
            solutions: solved.count,
            cleansings: 0,
        },
    })
}

/// The links of every placement on an empty grid of one shape, kept between solves: covering a
/// puzzle's givens and copying the links back afterwards costs much less than building links
/// for each puzzle (building writes every node; covering touches only the givens' options).
struct EmptyGrid {
    shape: BoxShape,
    links: Links,
    /// The same links, untouched.
    pristine: Snapshot,
    placements: Placements,
}

thread_local! {
    static EMPTY_GRID: std::cell::RefCell<Option<EmptyGrid>> = const { std::cell::RefCell::new(None) };
}

impl EmptyGrid {
    fn new(shape: BoxShape) -> EmptyGrid {
        let placements = Placements::new(shape);
        let area = shape.cells();
        let starts: Vec<u32> = (0..=placements.items.len() as u32).step_by(4).collect();
        let mut links = Links::from_raw(4 * area, 4 * area, &placements.items, &starts);
        // Grids from 9×9 up keep the bits of short items anyway; with them on for the smaller
        // ones too, every grid has one layout, and the search compiles one walk of a cover.
        links.set_short_tracking(true);
        EmptyGrid {
            shape,
            pristine: links.snapshot(),
            links,
            placements,
        }
    }
}

/// Every placement of a digit in a cell on one grid shape, as option `cell * side + digit - 1`
/// (the order of `SudokuProblem`), worked out once: each solve then finds a given's items and a
/// solution's cells by looking them up, not by dividing by the side (a division by a number
/// known only at run time costs far more than a lookup).
struct Placements {
    side: usize,
    /// Option `k` covers items `items[4 * k..4 * k + 4]` (0-based, as [`Rules`] numbers them).
    items: Vec<u32>,
    /// Option `k` places digit `digit[k]` in cell `cell[k]`.
    cell: Vec<u16>,
    digit: Vec<u8>,
}

impl Placements {
    fn new(shape: BoxShape) -> Placements {
        let side = shape.side();
        let rules = Rules::classic(shape);
        let options = side * side * side;
        let (mut items, mut cell, mut digit) = (
            Vec::with_capacity(4 * options),
            Vec::with_capacity(options),
            Vec::with_capacity(options),
        );
        for at in 0..side * side {
            for placed in 1..=side {
                rules.placement_items(at, placed, &mut items);
                cell.push(at as u16);
                digit.push(placed as u8);
            }
        }
        Placements {
            side,
            items,
            cell,
            digit,
        }
    }

    /// The item headers (1-based) of the givens' placements, cell by cell.
    fn given_headers<'a>(&'a self, grid: &'a Grid) -> impl Iterator<Item = u32> + 'a {
        let givens = grid.cells.iter().enumerate().filter(|&(_, &digit)| digit != 0);
        givens.flat_map(move |(cell, &digit)| {
            let option = cell * self.side + digit as usize - 1;
            self.items[4 * option..4 * option + 4].iter().map(|&item| item + 1)
        })
    }
}

/// Searches `grid` on the links of its empty grid, whose placements are `placements`. Returns
/// the answer and the links, with the givens and whatever the search left covered.
fn solve_on(
    mut links: Links,
    placements: &Placements,
    grid: &Grid,
    ruled_out: Option<(usize, usize)>,
    limit: u64,
) -> (Answer, Links) {
    // Select each given by covering its items, in cell order (Knuth fixes part of a solution
    // this way). A given with an item covered already clashes with an earlier one: then there
    // is no solution.
    let clash = !links.cover_while_active(placements.given_headers(grid));
    if let Some((cell, digit)) = ruled_out.filter(|_| !clash) {
        // The placement's option, if the givens left it, leaves every list it is in.
        let option = cell * placements.side + digit - 1;
        links.hide_option_in(cell as u32 + 1, option);
    }
    let mut answer = Answer {
        solution: None,
        count: 0,
        stats: crate::Stats::default(),
    };
    if !clash {
        let stepper = crate::Stepper::without_copy(links);
        let mut filled = None;
        // The links are copied back after the search: it need not uncover on its way out.
        let (count, stats, searched) = stepper.count_then_drop::<true>(limit.max(1), |links, nodes| {
            if filled.is_none() {
                let mut grid = grid.clone();
                for &node in nodes {
                    let option = links.option_of(node);
                    grid.cells[placements.cell[option] as usize] = placements.digit[option];
                }
                filled = Some(grid);
            }
        });
        answer.count = count;
        answer.solution = filled;
        answer.stats = stats;
        links = searched;
    }
    (answer, links)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept links of the empty grid must equal the untouched copy after every kind of end
    /// a solve can have: run out, stopped at the limit, or refused for clashing givens.
    fn assert_kept_links_intact() {
        EMPTY_GRID.with(|slot| {
            let kept = slot.borrow();
            let kept = kept.as_ref().expect("a solve keeps the links");
            assert!(
                kept.links.snapshot() == kept.pristine,
                "kept links differ from the untouched copy"
            );
        });
    }

    /// Covering the givens sets the bits of short items once, at the end (not at each hide):
    /// the links must be as consistent as after `cover` one item at a time, bits included.
    #[test]
    fn covering_the_givens_leaves_consistent_links() {
        // An easy puzzle: many cells have one candidate left once the givens are placed.
        let easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
        let grid = Grid::parse(easy, None).unwrap();
        let EmptyGrid {
            mut links, placements, ..
        } = EmptyGrid::new(grid.shape());
        assert!(links.cover_while_active(placements.given_headers(&grid)));
        links.check().unwrap();
        let mut one_by_one = EmptyGrid::new(grid.shape()).links;
        for header in placements.given_headers(&grid) {
            one_by_one.cover_item(header);
        }
        assert!(links == one_by_one);
    }

    /// A 9×9 on the bit planes grows the links' search tree: the same count, statistics and
    /// first solution, for puzzles with many solutions, none, clashing givens, a ruled-out
    /// placement, and any limit.
    #[test]
    fn the_planes_and_the_links_answer_alike() {
        let solved = "693784512487512936125963874932651487568247391741398625319475268856129743274836159";
        let solution = Grid::parse(solved, None).unwrap();
        // Seeded: the cases are the same on every run.
        let mut rng = fastrand::Rng::with_seed(27);
        let mut next = move |below: u64| rng.u64(..below);
        for case in 0..400 {
            // Keep each cell of the solution with a chance from 1/8 to 5/8: from thousands of
            // solutions down to one.
            let keep = 1 + next(5);
            let mut grid = solution.clone();
            for cell in grid.cells.iter_mut() {
                if next(8) >= keep {
                    *cell = 0;
                }
            }
            // Now and then a wrong digit: often no solution, sometimes a clash.
            if case % 5 == 0 {
                grid.cells[next(81) as usize] = 1 + next(9) as u8;
            }
            let blank = grid.cells.iter().position(|&digit| digit == 0);
            let ruled_out = blank.filter(|_| case % 3 == 0).map(|cell| (cell, 1 + next(9) as usize));
            let limit = [1, 2, 7, 100][case % 4];
            let planes = super::super::planes::solve(&grid, ruled_out, limit);
            let links = solve_on_links(&grid, ruled_out, limit);
            assert_eq!(
                planes,
                links,
                "case {case}: {} without {ruled_out:?}, limit {limit}",
                grid.to_line()
            );
        }
    }

    #[test]
    fn kept_links_come_back_whatever_stops_the_search() {
        // 9×9 grids, on the links (which `solve` keeps for the other shapes).
        let unique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let expected = solve_on_links(&Grid::parse(unique, None).unwrap(), None, 2);
        assert_eq!(expected.count, 1);
        assert_kept_links_intact();

        // Many solutions: the search stops at the second, half-way.
        let empty = Grid::empty(BoxShape { rows: 3, cols: 3 });
        assert_eq!(solve_on_links(&empty, None, 2).count, 2);
        assert_kept_links_intact();

        // Two 5s in the first row: refused after some givens were already selected.
        let clashing = Grid::read(&format!("5...5{}", ".".repeat(76)), None).unwrap();
        assert_eq!(solve_on_links(&clashing, None, 2).count, 0);
        assert_kept_links_intact();

        // And the next puzzle is solved on them as if nothing had happened.
        assert_eq!(solve_on_links(&Grid::parse(unique, None).unwrap(), None, 2), expected);
        assert_kept_links_intact();
    }
}

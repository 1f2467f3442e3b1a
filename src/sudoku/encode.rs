//! A puzzle as a named exact-cover problem, with the givens applied, for stepping and views.

use super::grid::{digit_char, Cell, Grid};
use super::puzzle::Puzzle;
use super::rules::{Constraint, Rules};
use crate::problem::Problem;

/// A puzzle encoded as an exact-cover problem, with the map back from options to cells.
///
/// The items are those of [`Rules`], less the ones the givens satisfy already; the options
/// place a digit in an open cell (`r1c1=5`, in cell order, then digit order), or, in a killer,
/// choose a cage's digits (`kA={1,6}`, after all placements). Options that clash with a given
/// are left out, so the matrix the search sees is small.
#[derive(Clone, Debug)]
pub struct SudokuProblem {
    puzzle: Puzzle,
    problem: Problem,
    /// For each placement option: the cell index and digit it places. Options past these are
    /// cage sets.
    placements: Vec<(u32, u8)>,
    /// For each cage-set option, after the placements: the cage (its index) and the digits (a
    /// mask, bit `d` for digit `d`).
    cage_sets: Vec<(u16, u64)>,
    /// For item `k`: which constraint it is.
    constraints: Vec<Constraint>,
}

/// What an option of a Sudoku's matrix does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Places a digit (from 1) in a cell.
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: usize,
    },
    /// Chooses the set of digits of a killer cage.
    CageSet {
        /// The cage's letter.
        cage: char,
        /// The digits, ascending.
        digits: Vec<usize>,
    },
}

impl SudokuProblem {
    /// Encodes a classic grid: givens applied, only the open cells' possible digits as options.
    pub fn new(grid: &Grid) -> SudokuProblem {
        SudokuProblem::of(&Puzzle::classic(grid.clone()))
    }

    /// Encodes a puzzle of any variant.
    pub fn of(puzzle: &Puzzle) -> SudokuProblem {
        let rules = puzzle.rules();
        let grid = puzzle.grid();
        let side = grid.side();
        let mut items = Vec::with_capacity(8);
        // Which constraints the givens already satisfy: their items are dropped.
        let mut done = vec![false; rules.n_items()];
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                items.clear();
                rules.placement_items(cell, digit as usize, &mut items);
                for &item in &items {
                    done[item as usize] = true;
                }
            }
        }
        let mut names = Vec::new();
        let mut constraints = Vec::new();
        let mut item_number = vec![u32::MAX; rules.n_items()];
        for index in (0..rules.n_items()).filter(|&index| !done[index]) {
            item_number[index] = names.len() as u32;
            let constraint = rules.constraint(index);
            names.push(constraint.name());
            constraints.push(constraint);
        }
        let mut builder = crate::problem::RawProblem::new(names, constraints.len());
        // Adds the option covering `items` unless a given covers one of them already.
        let mut push = |name: &dyn Fn() -> String, items: &mut Vec<u32>| {
            if items.iter().any(|&i| done[i as usize]) {
                return false;
            }
            for item in items.iter_mut() {
                *item = item_number[*item as usize];
            }
            builder.push_option(Some(name()), items);
            true
        };
        // The digits each killer cage can still hold: those of its sets that the givens allow.
        // A digit in none of them can never be placed in the cage (every set would clash with
        // it), so its placements are not made: fewer options, and each cell's candidates show
        // the cage's sum at work from the start.
        // (The sets are worked out once here: they are the cages' options too, below.)
        let open_sets: Vec<Vec<u64>> = (0..rules.cages().len())
            .map(|cage| {
                let mut sets = rules.cage_sets(cage);
                sets.retain(|&set| {
                    items.clear();
                    rules.cage_set_items(cage, set, &mut items);
                    items.iter().all(|&item| !done[item as usize])
                });
                sets
            })
            .collect();
        let cage_digits: Vec<u64> = open_sets
            .iter()
            .map(|sets| sets.iter().fold(0, |digits, set| digits | set))
            .collect();
        let mut placements = Vec::new();
        for (cell, _) in grid.cells().iter().enumerate().filter(|&(_, &digit)| digit == 0) {
            let allowed = rules.cage_of_cell(cell).map_or(u64::MAX, |cage| cage_digits[cage]);
            for digit in (1..=side).filter(|&digit| allowed & (1 << digit) != 0) {
                items.clear();
                rules.placement_items(cell, digit, &mut items);
                let name = || format!("r{}c{}={}", cell / side + 1, cell % side + 1, digit_char(digit));
                if push(&name, &mut items) {
                    placements.push((cell as u32, digit as u8));
                }
            }
        }
        let mut cage_sets = Vec::new();
        for (index, cage) in rules.cages().iter().enumerate() {
            for &set in &open_sets[index] {
                items.clear();
                rules.cage_set_items(index, set, &mut items);
                let name = || format!("k{}={{{}}}", cage.label, digits_of(set, side).join(","));
                if push(&name, &mut items) {
                    cage_sets.push((index as u16, set));
                }
            }
        }
        // A grid whose open cells all have candidates, or none at all, is still a problem:
        // an item with no options simply has no solution.
        let problem = builder.finish();
        SudokuProblem {
            puzzle: puzzle.clone(),
            problem,
            placements,
            cage_sets,
            constraints,
        }
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The puzzle's givens.
    pub fn grid(&self) -> &Grid {
        self.puzzle.grid()
    }

    /// The puzzle's rules.
    pub fn rules(&self) -> &Rules {
        self.puzzle.rules()
    }

    /// The cell (row, col, 0-based) and digit that option `option` places, or `None` for an
    /// option choosing a cage's digits.
    pub fn placement(&self, option: usize) -> Option<(Cell, usize)> {
        let &(cell, digit) = self.placements.get(option)?;
        let side = self.grid().side();
        let cell = Cell {
            row: cell as usize / side,
            col: cell as usize % side,
        };
        Some((cell, digit as usize))
    }

    /// What option `option` does.
    pub fn option_move(&self, option: usize) -> Move {
        if let Some((cell, digit)) = self.placement(option) {
            return Move::Place { cell, digit };
        }
        let (cage, set) = self.cage_sets[option - self.placements.len()];
        let side = self.grid().side();
        Move::CageSet {
            cage: self.rules().cages()[cage as usize].label,
            digits: (1..=side).filter(|&d| set & 1 << d != 0).collect(),
        }
    }

    /// What item `item` stands for.
    pub fn constraint(&self, item: usize) -> Constraint {
        self.constraints[item]
    }

    /// The puzzle with a solution's (or a partial solution's) placements filled in.
    pub fn fill(&self, options: &[usize]) -> Grid {
        let mut grid = self.grid().clone();
        for &option in options {
            if let Some(&(cell, digit)) = self.placements.get(option) {
                grid.cells[cell as usize] = digit;
            }
        }
        grid
    }
}

/// The digits of a set (bit `d` for digit `d`), as written in grids.
fn digits_of(set: u64, side: usize) -> Vec<String> {
    (1..=side)
        .filter(|&d| set & 1 << d != 0)
        .map(|d| digit_char(d).to_string())
        .collect()
}

//! A grid as an exact-cover problem: the one numbering of its items, and the named encoding
//! with the givens applied, for stepping and views.

use super::grid::{digit_char, BoxShape, Cell, Grid};
use crate::problem::Problem;

/// The constraints of a grid of `shape`, numbered as items: all cells, then every row–digit,
/// column–digit and box–digit pair, each kind `side²` long, row-major (unit, then digit). The
/// one numbering of Sudoku items: the named encoding and the fast solver both use it.
pub(super) struct ItemNumbering {
    shape: BoxShape,
}

impl ItemNumbering {
    pub(super) fn new(shape: BoxShape) -> ItemNumbering {
        ItemNumbering { shape }
    }

    /// How many items there are: four kinds of `side²`.
    pub(super) fn len(&self) -> usize {
        4 * self.shape.cells()
    }

    /// The item number of `constraint`.
    pub(super) fn item(&self, constraint: Constraint) -> usize {
        let side = self.shape.side();
        let area = side * side;
        match constraint {
            Constraint::Cell { row, col } => row * side + col,
            Constraint::RowDigit { row, digit } => area + row * side + digit - 1,
            Constraint::ColumnDigit { col, digit } => 2 * area + col * side + digit - 1,
            Constraint::BoxDigit { r#box, digit } => 3 * area + r#box * side + digit - 1,
        }
    }

    /// The constraint that item `item` (below [`len`](Self::len)) stands for.
    pub(super) fn constraint(&self, item: usize) -> Constraint {
        let side = self.shape.side();
        let (kind, within) = (item / (side * side), item % (side * side));
        let (unit, b) = (within / side, within % side);
        match kind {
            0 => Constraint::Cell { row: unit, col: b },
            1 => Constraint::RowDigit {
                row: unit,
                digit: b + 1,
            },
            2 => Constraint::ColumnDigit {
                col: unit,
                digit: b + 1,
            },
            _ => Constraint::BoxDigit {
                r#box: unit,
                digit: b + 1,
            },
        }
    }

    /// The four items that placing `digit` (from 1) in `cell` (row-major) covers.
    pub(super) fn placement_items(&self, cell: usize, digit: usize) -> [u32; 4] {
        let side = self.shape.side();
        let (row, col) = (cell / side, cell % side);
        [
            Constraint::Cell { row, col },
            Constraint::RowDigit { row, digit },
            Constraint::ColumnDigit { col, digit },
            Constraint::BoxDigit {
                r#box: self.shape.box_of(row, col),
                digit,
            },
        ]
        .map(|constraint| self.item(constraint) as u32)
    }
}

/// A Sudoku grid encoded as an exact-cover problem, with the map back from options to cells.
#[derive(Clone, Debug)]
pub struct SudokuProblem {
    grid: Grid,
    problem: Problem,
    /// For option `k`: the cell index and digit it places.
    placements: Vec<(u32, u8)>,
    /// For item `k`: which constraint it is (see [`Constraint`]).
    constraints: Vec<Constraint>,
}

/// What an item of the Sudoku matrix stands for (all 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// The cell must hold a digit.
    Cell {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The row must hold the digit.
    RowDigit {
        /// Row.
        row: usize,
        /// Digit, from 1.
        digit: usize,
    },
    /// The column must hold the digit.
    ColumnDigit {
        /// Column.
        col: usize,
        /// Digit, from 1.
        digit: usize,
    },
    /// The box must hold the digit.
    BoxDigit {
        /// Box, row-major.
        r#box: usize,
        /// Digit, from 1.
        digit: usize,
    },
}

impl Constraint {
    /// The item's name: `r1c1` (a cell), `r1#5`, `c1#5`, `b1#5` (a row, column or box needs a
    /// digit).
    pub fn name(self) -> String {
        match self {
            Constraint::Cell { row, col } => format!("r{}c{}", row + 1, col + 1),
            Constraint::RowDigit { row, digit } => format!("r{}#{}", row + 1, digit_char(digit)),
            Constraint::ColumnDigit { col, digit } => format!("c{}#{}", col + 1, digit_char(digit)),
            Constraint::BoxDigit { r#box, digit } => format!("b{}#{}", r#box + 1, digit_char(digit)),
        }
    }
}

impl SudokuProblem {
    /// Encodes `grid`: givens applied, only the open cells' possible digits as options.
    pub fn new(grid: &Grid) -> SudokuProblem {
        let side = grid.side();
        let numbering = ItemNumbering::new(grid.shape());
        // Which constraints the givens already satisfy: their items are dropped.
        let mut done = vec![false; numbering.len()];
        for row in 0..side {
            for col in 0..side {
                let digit = grid.get(row, col);
                if digit != 0 {
                    for item in numbering.placement_items(row * side + col, digit) {
                        done[item as usize] = true;
                    }
                }
            }
        }
        let mut names = Vec::new();
        let mut constraints = Vec::new();
        let mut item_number = vec![u32::MAX; numbering.len()];
        for index in (0..numbering.len()).filter(|&index| !done[index]) {
            item_number[index] = names.len() as u32;
            let constraint = numbering.constraint(index);
            names.push(constraint.name());
            constraints.push(constraint);
        }
        let mut builder = crate::problem::RawProblem::new(names, constraints.len());
        let mut placements = Vec::new();
        for row in 0..side {
            for col in 0..side {
                if grid.get(row, col) != 0 {
                    continue;
                }
                for digit in 1..=side {
                    let items = numbering
                        .placement_items(row * side + col, digit)
                        .map(|item| item as usize);
                    if items.iter().any(|&i| done[i]) {
                        continue; // Clashes with a given.
                    }
                    let name = format!("r{}c{}={}", row + 1, col + 1, digit_char(digit));
                    builder.push_option(name, items.map(|i| item_number[i]));
                    placements.push(((row * side + col) as u32, digit as u8));
                }
            }
        }
        // A grid whose open cells all have candidates, or none at all, is still a problem:
        // an item with no options simply has no solution.
        let problem = builder.finish();
        SudokuProblem {
            grid: grid.clone(),
            problem,
            placements,
            constraints,
        }
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The puzzle.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The cell (row, col, 0-based) and digit that option `option` places.
    pub fn placement(&self, option: usize) -> (Cell, usize) {
        let (cell, digit) = self.placements[option];
        let side = self.grid.side();
        (
            Cell {
                row: cell as usize / side,
                col: cell as usize % side,
            },
            digit as usize,
        )
    }

    /// What item `item` stands for.
    pub fn constraint(&self, item: usize) -> Constraint {
        self.constraints[item]
    }

    /// The puzzle with a solution's (or a partial solution's) placements filled in.
    pub fn fill(&self, options: &[usize]) -> Grid {
        let mut grid = self.grid.clone();
        for &option in options {
            let (cell, digit) = self.placements[option];
            grid.cells[cell as usize] = digit;
        }
        grid
    }
}

//! Variant Sudoku with the constraints puzzle fans share — thermometers, arrows, cages, kropki
//! dots, XV, German whispers, renban, palindromes and the rest — each made exact cover with
//! Knuth's colours, so that one Dancing Links search solves them all and every step can be shown.
//!
//! The grid is the usual one: each cell takes one digit (its *cell* item), each row, column and
//! region takes each digit once (*house* items), and a secondary item per cell (`d@r1c1`) holds
//! the cell's digit as a colour. A constraint never looks at the grid's options: it adds items
//! and options of its own that colour the cells' digit items, so an option of a constraint can
//! be chosen only with the grid options that agree with it. Each constraint is one of five
//! shapes (`builder.rs`; `kinds.rs` makes each kind of constraint of them):
//! * *a house*: each digit at most (or exactly) once in a set of cells — a diagonal, a window,
//!   a cage's cells, a renban line's;
//! * *a pair*: two cells and the digits they may take together — a dot, an X or V, two
//!   neighbours on a thermometer or whisper, two cells a palindrome mirrors;
//! * *a chain*: the cells of a line read in order, each option a cell's digit and the running
//!   state before and after it (a sum so far) — cages with sums, arrows, little killers, region
//!   sums, sum lines, lunchboxes, and the clues outside the grid (sandwiches, X-sums,
//!   skyscrapers), each reading its row or column from the clue's side;
//! * *a line state*: a value chosen once for the whole line (a renban's lowest digit, a between
//!   line's two ends, a zipper's sum), each cell's option agreeing with it;
//! * *a quad's digits*: an item per digit of its circle, an option per cell of the four (or
//!   diagonal pair) that can hold it;
//!
//! and the anti-knight, anti-king and anti-consecutive rules forbid pairs of grid options by a
//! secondary item both would cover. `iss.rs` reads the constraint strings of the Interactive
//! Sudoku Solver (`.~R1C1_5.Thermo~R9C4~R8C3…`).

mod bounds;
mod builder;
mod cover;
mod hint;
mod house_sums;
mod iss;
mod kinds;
mod tuple_rule;
mod with_grid;

pub use cover::CoverError;
pub use cover::{ConstraintCover, ConstraintModel, HouseKind, ItemRole, OptionRole, Solved, REPORT_EVERY};
pub use hint::{variant_hint, VariantHint};
pub use iss::{is_iss, parse_iss, IssError, SUPPORTED};
pub use kinds::{constraint_kind, constraint_names};
pub use with_grid::{
    constraints_without_givens, givens_line, read_with_grid, split_grid_line, with_constraint, without_constraint,
    EDITABLE, WHOLE_GRID,
};

/// The most digits a grid may have (16: `1`–`9` then `A`–`G`).
pub const MAX_SIDE: usize = 16;

/// A cell: its row and column, from 0.
pub type Cell = usize;

/// What a clue outside the grid says of its row or column, read from the clue's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutsideRule {
    /// The digits between the 1 and the largest digit add up to the clue (ISS's `Sandwich`).
    Sandwich,
    /// The first X digits add up to the clue, X being the first digit (`XSum`).
    XSum,
    /// The clue counts the digits taller than every digit before them (`Skyscraper`).
    Skyscraper,
}

/// Which long diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagonal {
    /// From the bottom left to the top right (ISS's `Diagonal~1`).
    Rising,
    /// From the top left to the bottom right (ISS's `Diagonal~-1`).
    Falling,
}

/// One constraint of a puzzle, on cells numbered row by row from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// A long diagonal holds each digit once.
    Diagonal(Diagonal),
    /// The windoku windows (one cell in from each corner box) hold each digit once.
    Windoku,
    /// The cells in the same place of each box hold each digit once.
    DisjointSets,
    /// No two cells a knight's move apart hold the same digit.
    AntiKnight,
    /// No two cells a king's move apart hold the same digit.
    AntiKing,
    /// No two orthogonal neighbours hold consecutive digits.
    AntiConsecutive,
    /// Different digits, adding up to `sum` if given.
    Cage {
        /// The cage's cells.
        cells: Vec<Cell>,
        /// What they add up to.
        sum: Option<u32>,
    },
    /// Digits rising strictly from the bulb (the first cell).
    Thermo(Vec<Cell>),
    /// The arrow's digits add up to the number in its circle (one cell, or the digits of a
    /// longer circle read in order).
    Arrow {
        /// The circle's cells.
        circle: Vec<Cell>,
        /// The arrow's cells.
        arrow: Vec<Cell>,
    },
    /// The digits along a diagonal of the grid (repeats allowed) add up to `sum`.
    LittleKiller {
        /// The diagonal's cells.
        cells: Vec<Cell>,
        /// What they add up to.
        sum: u32,
    },
    /// A clue outside the grid about the row or column it looks along.
    Outside {
        /// What the clue says.
        rule: OutsideRule,
        /// The row's or column's cells, from the clue's side.
        cells: Vec<Cell>,
        /// The clue.
        value: u32,
    },
    /// Different digits; those between the smallest and the largest (along the cells, in
    /// order) add up to `sum`.
    Lunchbox {
        /// The lunchbox's cells, in order.
        cells: Vec<Cell>,
        /// What the digits between its smallest and largest add up to.
        sum: u32,
    },
    /// Neighbours (orthogonal) among these cells add up to 10.
    X(Vec<Cell>),
    /// Neighbours among these cells add up to 5.
    V(Vec<Cell>),
    /// Neighbours among these cells hold consecutive digits.
    WhiteDot(Vec<Cell>),
    /// Neighbours among these cells: one digit twice the other.
    BlackDot(Vec<Cell>),
    /// Neighbours among these cells: the one listed first is the greater.
    GreaterThan(Vec<Cell>),
    /// The digits in the circle on the corner of four cells all stand among those cells (a
    /// digit written twice, twice).
    Quad {
        /// The four cells around the corner, row by row.
        cells: Vec<Cell>,
        /// The digits in the circle, one to four.
        digits: Vec<u32>,
    },
    /// Neighbours with no white or black dot between them are neither consecutive nor one
    /// twice the other.
    StrictKropki,
    /// Neighbours with no X or V between them add up to neither 10 nor 5.
    StrictXV,
    /// Extra regions (a jigsaw's, when the boxes stay), each holding each digit once: each
    /// cell's region number.
    Jigsaw(Vec<usize>),
    /// The digits times their weights add up to `sum` (repeats allowed).
    Sum {
        /// The cells.
        cells: Vec<Cell>,
        /// Each cell's weight (1 for a plain sum).
        weights: Vec<i32>,
        /// What the weighted digits add up to.
        sum: i32,
    },
    /// The two ends (circles) add up to the digits between them.
    DoubleArrow(Vec<Cell>),
    /// Neighbours along the line differ by `difference` or more (5 by default).
    Whisper {
        /// The line's cells.
        cells: Vec<Cell>,
        /// The least difference.
        difference: u32,
    },
    /// The line's digits are different and consecutive, in any order.
    Renban(Vec<Cell>),
    /// The line reads the same both ways.
    Palindrome(Vec<Cell>),
    /// The digits between the line's two ends lie strictly between theirs.
    Between(Vec<Cell>),
    /// Cells the same distance from the line's middle add up to the same number (the middle
    /// cell's digit when the line has one).
    Zipper(Vec<Cell>),
    /// Each region the line passes through takes a segment of it whose digits add up to the
    /// same number as every other segment.
    RegionSumLine(Vec<Cell>),
    /// The line cuts into consecutive segments that each add up to `sum`.
    SumLine {
        /// The line's cells.
        cells: Vec<Cell>,
        /// What each segment adds up to.
        sum: u32,
        /// A closed loop: its first and last cells are neighbours and a segment may wrap round.
        closed: bool,
    },
    /// The two ends differ by `difference` or more, and no digit between them on the line lies
    /// between theirs (or equals one of them).
    Lockout {
        /// The line's cells.
        cells: Vec<Cell>,
        /// The least difference between the ends.
        difference: u32,
    },
}

/// A grid of `side` × `side` cells, its regions, what each cell may hold, and its constraints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstraintSudoku {
    /// Digits and cells a row.
    pub side: usize,
    /// Each cell's region (boxes, or a jigsaw's), or none when regions are off.
    pub regions: Option<Vec<usize>>,
    /// Each cell's possible digits, as bits (bit `d - 1` for digit `d`): all, or a given's one.
    pub candidates: Vec<u32>,
    /// The constraints, in the order given.
    pub constraints: Vec<Constraint>,
}

impl ConstraintSudoku {
    /// An empty grid of `side` digits with its usual boxes (`box_rows` × `side / box_rows`),
    /// no givens and no constraints.
    ///
    /// # Panics
    /// If `side` is 0 or over [`MAX_SIDE`], or `box_rows` does not divide it.
    pub fn empty(side: usize, box_rows: usize) -> ConstraintSudoku {
        assert!((1..=MAX_SIDE).contains(&side) && box_rows > 0 && side.is_multiple_of(box_rows));
        let box_cols = side / box_rows;
        let regions = (0..side * side)
            .map(|cell| (cell / side / box_rows) * box_rows + (cell % side) / box_cols)
            .collect();
        ConstraintSudoku {
            side,
            regions: Some(regions),
            candidates: vec![(1 << side) - 1; side * side],
            constraints: Vec::new(),
        }
    }

    /// A killer as the Sudoku page and `--variant killer` read it (cages as letters,
    /// [`crate::sudoku::Puzzle`]) as constraints: its boxes, its givens, and a cage with its sum
    /// for each of its cages. None for another variant, or a grid of more than [`MAX_SIDE`]
    /// digits.
    #[cfg(feature = "sudoku")]
    pub fn of_killer(puzzle: &crate::sudoku::Puzzle) -> Option<ConstraintSudoku> {
        let shape = puzzle.grid().shape();
        if puzzle.variant() != crate::sudoku::Variant::Killer || shape.side() > MAX_SIDE {
            return None;
        }
        let mut sudoku = ConstraintSudoku::empty(shape.side(), shape.rows);
        for (cell, &digit) in puzzle.grid().cells().iter().enumerate() {
            if digit > 0 {
                sudoku.candidates[cell] = 1 << (digit - 1);
            }
        }
        sudoku.constraints = puzzle
            .rules()
            .cages()
            .iter()
            .map(|cage| Constraint::Cage {
                cells: cage.cells.clone(),
                sum: Some(cage.sum as u32),
            })
            .collect();
        Some(sudoku)
    }

    /// The name of `cell` as puzzle fans write it: `r1c1` for the top left.
    pub fn cell_name(&self, cell: Cell) -> String {
        cell_name(self.side, cell)
    }

    /// The usual box height for `side` digits: the largest divisor of `side` from 2 up to its
    /// square root (3 for 9, 2 for 6, 4 for 16); none for a prime side (5, 7), which has no boxes.
    pub fn box_rows_for(side: usize) -> Option<usize> {
        (2..=side)
            .rev()
            .find(|rows| rows * rows <= side && side.is_multiple_of(*rows))
    }
}

/// The name of `cell` of a grid of `side`, as puzzle fans write it: `r1c1` for the top left.
pub fn cell_name(side: usize, cell: Cell) -> String {
    format!("r{}c{}", cell / side + 1, cell % side + 1)
}

/// A digit as the grid writes it: `1`–`9`, then `A`–`G`.
pub fn digit_char(digit: u32) -> char {
    match digit {
        1..=9 => (b'0' + digit as u8) as char,
        _ => (b'A' + (digit - 10) as u8) as char,
    }
}

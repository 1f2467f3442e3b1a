//! Sudoku and its variants (X, windoku, jigsaw, killer) as exact-cover problems: reading
//! puzzles the way people paste them, checking the givens, encoding, solving, and decoding
//! solutions.
//!
//! A grid of side `N` has one item per cell (`r1c1`) and one per house and digit (`r1#5`:
//! row 1 needs a 5); the houses are the rows, columns and boxes, with jigsaw regions in place
//! of the boxes, and the diagonals or windows added for X and windoku. An option places a digit
//! in a cell (`r1c1=5`) and covers the cell's item and its houses' items for that digit. Killer
//! cages add items and options of their own (see `rules.rs`). Givens are applied before the
//! search: their items are dropped, and so are the options that would clash with them.
//!
//! * `grid.rs`: box shapes and grids: reading, checking classic givens, writing.
//! * `rules.rs`: [`Rules`]: the houses and cages of each variant, and the numbering of items.
//! * `label_map.rs`, `killer.rs`: maps of regions and cages; cage sums.
//! * `puzzle.rs`: [`Puzzle`]: a grid and its rules, read from text of any variant.
//! * `error.rs`: [`SudokuError`], what is wrong with a puzzle and where.
//! * `encode.rs`: [`SudokuProblem`], the named encoding, for stepping and views.
//! * `solve.rs`: [`solve`], the fast classic solver, and [`solve_puzzle`] for every variant.
//! * `planes.rs`, `set81.rs`: the 9×9 search `solve` runs, on sets of 81 bits.
//! * `hint.rs`: [`hint`], the next forced move and its reason.
//! * `generate.rs`: [`Generator`], new puzzles with one solution.
//! * `rate.rs`: [`rate`], how hard a puzzle is, read off its search.

mod encode;
mod error;
mod generate;
mod grid;
mod hint;
mod killer;
mod label_map;
mod parts;
mod planes;
mod puzzle;
mod rate;
mod rules;
mod set81;
mod solve;

pub use encode::{Move, SudokuProblem};
pub use error::{Part, SudokuError, Unit};
pub use generate::{GenerateError, GenerateOptions, Generated, Generator, Symmetry, MAX_ATTEMPTS, MAX_GENERATE_SIDE};
pub use grid::{digit_char, row_cells, shape_of, BoxShape, BoxShapeError, Cell, Grid, DIGIT_ALPHABET, MAX_SIDE};
pub use hint::{hint, Hint, HintKind};
pub use killer::MAX_KILLER_SIDE;
pub use parts::SudokuPartCounter;
pub use puzzle::{Puzzle, TextPart};
pub use rate::{rate, Difficulty, Rating, HARD_GUESSES};
pub use rules::{Cage, Constraint, House, Rules, Variant, CONSTRAINT_KINDS};
pub use solve::{solve, solve_puzzle, solve_with_links, Answer};

//! Sudoku of any box shape as an exact-cover problem: parsing grids the way people paste them,
//! checking the givens, encoding, and decoding solutions.
//!
//! A grid of side `N = R·C` (boxes of `R` rows and `C` columns) has `4·N²` primary items:
//! one per cell (`r1c1`), per row and digit (`r1#5`), per column and digit (`c1#5`) and per box
//! and digit (`b1#5`); an option places a digit in a cell (`r1c1=5`) and covers four items.
//! Givens are applied before the search: their items are dropped, and so are the options that
//! would clash with them, so the matrix the search sees is small.
//!
//! * `grid.rs`: box shapes and grids: reading, checking the givens, writing.
//! * `encode.rs`: the one numbering of the items, and [`SudokuProblem`], the named encoding.
//! * `solve.rs`: [`solve`], the fast solver.

mod encode;
mod grid;
mod solve;

pub use encode::{Constraint, SudokuProblem};
pub use grid::{digit_char, shape_of, BoxShape, Cell, Grid, SudokuError, Unit, MAX_SIDE};
pub use solve::{solve, Answer};

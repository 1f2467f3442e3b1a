//! Sudoku grids: box shapes, reading grids the way people paste them, checking the givens, and
//! writing grids back out.

use super::error::{SudokuError, Unit};
use crate::problem::strip_bom;
use std::fmt;

/// The shape of the boxes: `rows × cols` cells each; the grid's side is `rows · cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxShape {
    /// Rows in one box.
    pub rows: usize,
    /// Columns in one box.
    pub cols: usize,
}

/// The largest side of a grid: its digits are written 1–9, then A–Z.
pub const MAX_SIDE: usize = 35;

/// What is wrong with a box shape's text ([`BoxShape::parse`]), quoted (up to 40 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoxShapeError {
    /// Neither `ROWSxCOLS` nor the side of a common shape.
    Unreadable(String),
    /// A side past [`MAX_SIDE`] cells.
    TooBig(String),
}

impl fmt::Display for BoxShapeError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoxShapeError::Unreadable(quoted) => {
                write!(
                    f,
                    "bad box shape `{quoted}`: expected ROWSxCOLS like 2x3, or a side like 9 or 16"
                )
            }
            BoxShapeError::TooBig(quoted) => write!(
                f,
                "bad box shape `{quoted}`: sides from 1 to {MAX_SIDE} cells are supported (digits 1–9, then A–Z)"
            ),
        }
    }
}

impl std::error::Error for BoxShapeError {}

impl BoxShape {
    /// The usual shapes, by number of cells: 4×4, 6×6, 9×9, 12×12, 16×16, 25×25.
    pub const COMMON: [BoxShape; 6] = [
        BoxShape { rows: 2, cols: 2 },
        BoxShape { rows: 2, cols: 3 },
        BoxShape { rows: 3, cols: 3 },
        BoxShape { rows: 3, cols: 4 },
        BoxShape { rows: 4, cols: 4 },
        BoxShape { rows: 5, cols: 5 },
    ];

    /// The side of the grid (and the number of digits).
    pub fn side(self) -> usize {
        self.rows * self.cols
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// Parses `RxC` (e.g. `2x3`) or a side with square boxes (`9`, `16`).
    ///
    /// # Errors
    /// A message saying what was expected.
    pub fn parse(text: &str) -> Result<BoxShape, BoxShapeError> {
        // The text is the user's: quote at most a screenful of it.
        let quoted: String = text.chars().take(40).collect();
        let bad = || BoxShapeError::Unreadable(quoted.clone());
        let too_big = || BoxShapeError::TooBig(quoted.clone());
        let shape = match text.split_once(['x', 'X', '×']) {
            Some((rows, cols)) => {
                // Parsed wide and checked before multiplying, so no side can wrap around.
                let number = |part: &str| part.trim().parse::<u64>().map_err(|_| bad());
                let (rows, cols) = (number(rows)?, number(cols)?);
                if rows == 0 || cols == 0 || rows > MAX_SIDE as u64 || cols > MAX_SIDE as u64 {
                    return Err(too_big());
                }
                BoxShape {
                    rows: rows as usize,
                    cols: cols as usize,
                }
            }
            None => {
                let side: u64 = text.trim().parse().map_err(|_| bad())?;
                if side > MAX_SIDE as u64 {
                    return Err(too_big());
                }
                let side = side as usize;
                BoxShape::COMMON
                    .into_iter()
                    .find(|shape| shape.side() == side)
                    .ok_or_else(bad)?
            }
        };
        if shape.side() > MAX_SIDE {
            return Err(too_big());
        }
        Ok(shape)
    }

    /// The box (0-based, row-major) of cell (`row`, `col`).
    pub fn box_of(self, row: usize, col: usize) -> usize {
        (row / self.rows) * self.rows + col / self.cols
    }
}

impl fmt::Display for BoxShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl std::str::FromStr for BoxShape {
    type Err = BoxShapeError;
    /// As [`BoxShape::parse`].
    fn from_str(text: &str) -> Result<BoxShape, BoxShapeError> {
        BoxShape::parse(text)
    }
}

/// A cell, 0-based; displayed 1-based as `r1c1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Row, from 0.
    pub row: usize,
    /// Column, from 0.
    pub col: usize,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// The one alphabet of grids: the character at index `d` stands for digit `d` (`.` for an empty
/// cell, `1`–`9`, then `A`–`Z` for 10–35). The views read it (`digitAlphabet()` in JS) rather
/// than spell it again.
pub const DIGIT_ALPHABET: &str = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const _: () = assert!(DIGIT_ALPHABET.len() == MAX_SIDE + 1);

/// The character for digit `d` (1-based): `1`–`9`, then `A`, `B`, … for 10, 11, …; `.` for 0;
/// `?` beyond [`MAX_SIDE`].
pub fn digit_char(digit: usize) -> char {
    DIGIT_ALPHABET.as_bytes().get(digit).map_or('?', |&byte| byte as char)
}

/// The digit that `ch` stands for in the one alphabet of grids (`1`–`9`, then `A`–`Z` for 10–35,
/// either case), or with `letters_from_one` the other common one for big grids (`A`–`Z` for
/// 1–26), or `None`.
pub(super) fn digit_of(ch: char, letters_from_one: bool) -> Option<usize> {
    if let Some(d) = ch.to_digit(10) {
        Some(d as usize)
    } else if ch.is_ascii_alphabetic() {
        let offset = ch.to_ascii_uppercase() as usize - 'A' as usize;
        Some(if letters_from_one { offset + 1 } else { offset + 10 })
    } else {
        None
    }
}

/// A Sudoku grid: `cells[row * side + col]` is 0 for a blank or a digit `1..=side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    shape: BoxShape,
    pub(super) cells: Vec<u8>,
}

/// Characters that separate groups of cells and mean nothing.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, '|' | '+' | '=' | ',')
}

pub(super) fn is_blank(ch: char) -> bool {
    matches!(ch, '.' | '0' | '-' | '_' | '*')
}

/// A line of a multi-line grid that only draws a border, like `------+-------`.
fn is_border_line(line: &str) -> bool {
    let line = line.trim();
    !line.is_empty()
        && line
            .chars()
            .all(|ch| matches!(ch, '-' | '+' | '|' | '=' | '_' | ' ' | '\t'))
        && line.contains(['-', '=', '_'])
        && (line.contains('+') || line.chars().filter(|&c| c == '-').count() > 3)
}

impl Grid {
    /// Parses a grid: `N²` cells in a single line or over several lines, with `.`, `0`, `-`,
    /// `_` or `*` for a blank; `|`, `+`, spaces and border lines (`------+------`) are ignored.
    /// For sides above 9, digits past 9 are letters `A`, `B`, … (case-insensitive); a grid
    /// written only in letters uses `A` for 1. The shape is inferred from the number of cells
    /// unless `shape` is given.
    ///
    /// ```
    /// use dlx_stepper::sudoku::Grid;
    /// let grid = Grid::parse("1.3. ..1. .... 4...", None).unwrap(); // 4×4, blanks as dots
    /// assert_eq!(grid.to_line(), "1.3...1.....4...");
    /// ```
    ///
    /// # Errors
    /// [`SudokuError::WrongLength`] (with how many cells were found and needed),
    /// [`SudokuError::BadCharacter`] (with where), or [`SudokuError::Clash`] for two equal
    /// givens in a row, column or box.
    pub fn parse(text: &str, shape: Option<BoxShape>) -> Result<Grid, SudokuError> {
        let grid = Grid::read(text, shape)?;
        grid.check_givens()?;
        Ok(grid)
    }

    /// The common case without the general reader's bookkeeping: one line of exactly 81 digits,
    /// dots and zeros (what puzzle collections hold), read as the general reader would.
    fn read_plain_line(text: &str, shape: Option<BoxShape>) -> Option<Grid> {
        let nine = BoxShape { rows: 3, cols: 3 };
        let line = text.trim().as_bytes();
        if line.len() != nine.cells() || shape.is_some_and(|shape| shape != nine) {
            return None;
        }
        let mut cells = vec![0u8; line.len()];
        for (cell, &byte) in cells.iter_mut().zip(line) {
            *cell = match byte {
                b'1'..=b'9' => byte - b'0',
                b'.' | b'0' => 0,
                _ => return None,
            };
        }
        Some(Grid { shape: nine, cells })
    }

    /// Reads a grid as [`parse`](Self::parse) does, but keeps givens that clash (a view shows
    /// such a grid with the clash marked; [`check_givens`](Self::check_givens) names it).
    ///
    /// # Errors
    /// [`SudokuError::WrongLength`] or [`SudokuError::BadCharacter`].
    pub fn read(text: &str, shape: Option<BoxShape>) -> Result<Grid, SudokuError> {
        let text = strip_bom(text);
        if let Some(grid) = Grid::read_plain_line(text, shape) {
            return Ok(grid);
        }
        let (cells, found) = cell_characters(text);
        let shape = match shape {
            Some(shape) if shape.cells() == found => shape,
            Some(shape) => return Err(length_error(found, vec![shape.cells()], &cells, shape.side())),
            None => match BoxShape::COMMON.into_iter().find(|shape| shape.cells() == found) {
                Some(shape) => shape,
                None => {
                    let needed = BoxShape::COMMON.iter().map(|s| s.cells()).collect();
                    // A stray character is named against the size the text is nearest to
                    // (82 cells: a 9×9 with one too many), not the largest there is.
                    let meant = BoxShape::COMMON
                        .into_iter()
                        .min_by_key(|shape| shape.cells().abs_diff(found))
                        .map_or(MAX_SIDE, BoxShape::side);
                    return Err(length_error(found, needed, &cells, meant));
                }
            },
        };
        let side = shape.side();
        // Grids are written 1–9 then A–Z, and read that way whenever that reading is valid, so
        // what `to_line` writes always reads back the same. Only a grid that reading cannot
        // hold, with no digit 1–9 and a letter beyond the side, is read as letters from 1 (the
        // A–P of many 16×16 collections).
        let standard_fits = cells
            .iter()
            .all(|&(ch, _, _)| is_blank(ch) || digit_of(ch, false).is_some_and(|d| d <= side));
        let letters_from_one = !standard_fits && side > 9 && !cells.iter().any(|(ch, _, _)| ('1'..='9').contains(ch));
        let mut grid = Grid {
            shape,
            cells: vec![0; shape.cells()],
        };
        for (index, &(ch, line, column)) in cells.iter().enumerate() {
            let value = if is_blank(ch) {
                Some(0)
            } else {
                digit_of(ch, letters_from_one)
            };
            match value {
                Some(value) if value <= side => grid.cells[index] = value as u8,
                _ => {
                    let cell = Some(Cell {
                        row: index / side,
                        col: index % side,
                    });
                    return Err(SudokuError::BadCharacter {
                        ch,
                        cell,
                        line,
                        column,
                        side,
                    });
                }
            }
        }
        Ok(grid)
    }

    /// An empty grid of this shape.
    pub fn empty(shape: BoxShape) -> Grid {
        Grid {
            shape,
            cells: vec![0; shape.cells()],
        }
    }

    /// The box shape.
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The grid's side.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// The digit at (`row`, `col`), 0 for a blank.
    pub fn get(&self, row: usize, col: usize) -> usize {
        self.cells[row * self.side() + col] as usize
    }

    /// All cells, row by row (0 for a blank).
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Checks that no digit is given twice in a row, column or box.
    ///
    /// # Errors
    /// [`SudokuError::Clash`] naming the first two clashing cells.
    pub fn check_givens(&self) -> Result<(), SudokuError> {
        let side = self.side();
        let cell = |index: usize| Cell {
            row: index / side,
            col: index % side,
        };
        // For each unit and digit, the first cell seen with it.
        let mut seen = vec![usize::MAX; 3 * side * side];
        for (index, &digit) in self.cells.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let here = cell(index);
            let digit = digit as usize;
            let units = [
                (Unit::Row, here.row),
                (Unit::Column, here.col),
                (Unit::Box, self.shape.box_of(here.row, here.col)),
            ];
            for (k, (unit, which)) in units.into_iter().enumerate() {
                let slot = &mut seen[(k * side + which) * side + digit - 1];
                if *slot != usize::MAX {
                    return Err(SudokuError::Clash {
                        digit,
                        unit,
                        first: cell(*slot),
                        second: here,
                    });
                }
                *slot = index;
            }
        }
        Ok(())
    }

    /// The grid as one line of `N²` characters, `.` for blanks.
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| digit_char(d as usize)).collect()
    }

    /// The grid drawn with box borders, one row per line.
    pub fn to_boxed(&self) -> String {
        let side = self.side();
        let BoxShape { rows, cols } = self.shape;
        let segment = "-".repeat(cols * 2 + 1);
        let border = vec![segment; side / cols].join("+");
        let mut out = String::new();
        for row in 0..side {
            if row > 0 && row % rows == 0 {
                out.push_str(&border);
                out.push('\n');
            }
            for col in 0..side {
                if col > 0 && col % cols == 0 {
                    out.push_str(" |");
                }
                out.push(' ');
                out.push(digit_char(self.get(row, col)));
            }
            out.push('\n');
        }
        out
    }

    /// True when every cell is filled and no row, column or box repeats a digit.
    pub fn is_solved(&self) -> bool {
        !self.cells.contains(&0) && self.check_givens().is_ok()
    }

    /// True when `other` fills in this grid: every given here is the same there.
    pub fn is_completed_by(&self, other: &Grid) -> bool {
        self.shape == other.shape && self.cells.iter().zip(&other.cells).all(|(&a, &b)| a == 0 || a == b)
    }
}

/// The characters of `text` that stand for cells, with their line and column, and how many
/// there are. Only as many as the largest grid has are kept (the count goes on): a huge paste is
/// reported as too long without holding all of it.
pub(super) fn cell_characters(text: &str) -> (Vec<(char, usize, usize)>, usize) {
    let keep = MAX_SIDE * MAX_SIDE + 1;
    let mut cells = Vec::new();
    let mut count = 0;
    for (line_index, line) in strip_bom(text).lines().enumerate() {
        if is_border_line(line) {
            continue;
        }
        for (column_index, ch) in line.chars().enumerate() {
            if !is_separator(ch) {
                if count < keep {
                    cells.push((ch, line_index + 1, column_index + 1));
                }
                count += 1;
            }
        }
    }
    (cells, count)
}

/// The cells one line of a grid holds, as [`Grid::read`] counts them: every character but the
/// separators (spaces, `|`, `+`, `=`, `,`), and none on a line that only draws a border
/// (`------+------`). A reader of a stream tells rows apart by it.
pub fn row_cells(line: &str) -> usize {
    if is_border_line(line) {
        return 0;
    }
    line.chars().filter(|&ch| !is_separator(ch)).count()
}

/// The common box shape whose grid has as many cells as `text` holds, if any (what
/// [`Grid::parse`] infers when no shape is given).
pub fn shape_of(text: &str) -> Option<BoxShape> {
    let (_, count) = cell_characters(text);
    BoxShape::COMMON.into_iter().find(|shape| shape.cells() == count)
}

fn length_error(found: usize, needed: Vec<usize>, cells: &[(char, usize, usize)], side: usize) -> SudokuError {
    // A stray character often explains a wrong length: name the first one that cannot be a
    // cell of any size, since that is the more useful message.
    for &(ch, line, column) in cells {
        let fits = is_blank(ch) || ch.is_ascii_digit() || ch.is_ascii_alphabetic();
        if !fits {
            return SudokuError::BadCharacter {
                ch,
                cell: None,
                line,
                column,
                side,
            };
        }
    }
    SudokuError::WrongLength { found, needed }
}

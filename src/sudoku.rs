//! Sudoku of any box shape as an exact-cover problem: parsing grids the way people paste them,
//! checking the givens, encoding, and decoding solutions.
//!
//! A grid of side `N = R·C` (boxes of `R` rows and `C` columns) has `4·N²` primary items:
//! one per cell (`r1c1`), per row and digit (`r1#5`), per column and digit (`c1#5`) and per box
//! and digit (`b1#5`); an option places a digit in a cell (`r1c1=5`) and covers four items.
//! Givens are applied before the search: their items are dropped, and so are the options that
//! would clash with them, so the matrix the search sees is small.

use crate::dlx::Links;
use crate::problem::Problem;
use std::fmt;

/// The shape of the boxes: `rows × cols` cells each; the grid's side is `rows · cols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxShape {
    /// Rows in one box.
    pub rows: usize,
    /// Columns in one box.
    pub cols: usize,
}

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
    pub fn parse(text: &str) -> Result<BoxShape, String> {
        let bad = || format!("bad box shape `{text}`: expected ROWSxCOLS like 2x3, or a side like 9 or 16");
        let shape = match text.split_once(['x', 'X', '×']) {
            Some((rows, cols)) => BoxShape {
                rows: rows.trim().parse().map_err(|_| bad())?,
                cols: cols.trim().parse().map_err(|_| bad())?,
            },
            None => {
                let side: usize = text.trim().parse().map_err(|_| bad())?;
                BoxShape::COMMON
                    .into_iter()
                    .find(|shape| shape.side() == side)
                    .ok_or_else(bad)?
            }
        };
        if shape.rows == 0 || shape.cols == 0 || shape.side() > 36 {
            return Err(format!(
                "bad box shape `{text}`: sides from 1 to 36 cells are supported"
            ));
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

/// Which kind of unit two clashing givens share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box.
    Box,
}

/// What is wrong with a Sudoku puzzle, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The text has the wrong number of cells.
    WrongLength {
        /// Cells found in the text.
        found: usize,
        /// Cells needed (for the given or any common shape).
        needed: Vec<usize>,
    },
    /// A character that is neither a digit of this size, nor a blank, nor a separator.
    BadCharacter {
        /// The character.
        ch: char,
        /// The cell it would fill, if the length was right so far.
        cell: Option<Cell>,
        /// Line and column in the text, from 1.
        line: usize,
        /// Column in the text, from 1.
        column: usize,
        /// The grid's side.
        side: usize,
    },
    /// Two givens with the same digit in one row, column or box.
    Clash {
        /// The digit.
        digit: usize,
        /// The kind of unit they share.
        unit: Unit,
        /// The first cell.
        first: Cell,
        /// The second cell.
        second: Cell,
    },
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SudokuError::WrongLength { found, needed } => {
                let needed: Vec<String> = needed.iter().map(|n| n.to_string()).collect();
                write!(f, "found {found} cells, but a Sudoku needs {}", needed.join(" or "))
            }
            SudokuError::BadCharacter {
                ch,
                cell,
                line,
                column,
                side,
            } => {
                write!(
                    f,
                    "line {line}, column {column}: `{ch}` is not a digit of a {side}×{side} Sudoku"
                )?;
                if let Some(cell) = cell {
                    write!(f, " (cell {cell})")?;
                }
                write!(f, "; use {} and `.` or `0` for a blank", digit_range(*side))
            }
            SudokuError::Clash {
                digit,
                unit,
                first,
                second,
            } => {
                let unit = match unit {
                    Unit::Row => format!("row {}", first.row + 1),
                    Unit::Column => format!("column {}", first.col + 1),
                    Unit::Box => "one box".to_string(),
                };
                write!(
                    f,
                    "the digit {} is given twice in {unit}: at {first} and at {second}",
                    digit_char(*digit)
                )
            }
        }
    }
}

impl std::error::Error for SudokuError {}

fn digit_range(side: usize) -> String {
    if side <= 9 {
        format!("digits 1–{side}")
    } else {
        format!("digits 1–9 and letters A–{}", digit_char(side))
    }
}

/// The character for digit `d` (1-based): `1`–`9`, then `A`, `B`, … for 10, 11, …; `.` for 0.
pub fn digit_char(digit: usize) -> char {
    match digit {
        0 => '.',
        1..=9 => (b'0' + digit as u8) as char,
        _ => (b'A' + (digit - 10) as u8) as char,
    }
}

/// A Sudoku grid: `cells[row * side + col]` is 0 for a blank or a digit `1..=side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    shape: BoxShape,
    cells: Vec<u8>,
}

/// Characters that separate groups of cells and mean nothing.
fn is_separator(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, '|' | '+' | '=' | ',')
}

fn is_blank(ch: char) -> bool {
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
        if let Some(grid) = Grid::read_plain_line(text, shape) {
            return Ok(grid);
        }
        let cells = cell_characters(text);
        let shape = match shape {
            Some(shape) if shape.cells() == cells.len() => shape,
            Some(shape) => return Err(length_error(cells.len(), vec![shape.cells()], &cells, shape.side())),
            None => match BoxShape::COMMON.into_iter().find(|shape| shape.cells() == cells.len()) {
                Some(shape) => shape,
                None => {
                    let needed = BoxShape::COMMON.iter().map(|s| s.cells()).collect();
                    return Err(length_error(cells.len(), needed, &cells, 36));
                }
            },
        };
        let side = shape.side();
        let letters_from_one = side > 9 && !cells.iter().any(|(ch, _, _)| ('1'..='9').contains(ch));
        let mut grid = Grid {
            shape,
            cells: vec![0; shape.cells()],
        };
        for (index, &(ch, line, column)) in cells.iter().enumerate() {
            let value = if is_blank(ch) {
                Some(0)
            } else if let Some(d) = ch.to_digit(10) {
                Some(d as usize)
            } else if ch.is_ascii_alphabetic() {
                let offset = ch.to_ascii_uppercase() as usize - 'A' as usize;
                Some(if letters_from_one { offset + 1 } else { offset + 10 })
            } else {
                None
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

/// The characters of `text` that stand for cells, with their line and column.
fn cell_characters(text: &str) -> Vec<(char, usize, usize)> {
    let mut cells = Vec::with_capacity(text.len());
    for (line_index, line) in text.lines().enumerate() {
        if is_border_line(line) {
            continue;
        }
        for (column_index, ch) in line.chars().enumerate() {
            if !is_separator(ch) {
                cells.push((ch, line_index + 1, column_index + 1));
            }
        }
    }
    cells
}

/// The common box shape whose grid has as many cells as `text` holds, if any (what
/// [`Grid::parse`] infers when no shape is given).
pub fn shape_of(text: &str) -> Option<BoxShape> {
    let count = cell_characters(text).len();
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

impl SudokuProblem {
    /// Encodes `grid`: givens applied, only the open cells' possible digits as options.
    pub fn new(grid: &Grid) -> SudokuProblem {
        let side = grid.side();
        let shape = grid.shape();
        // Which constraints the givens already satisfy. Constraint `kind` (cell, row–digit,
        // column–digit, box–digit) of unit `a` and digit or column `b` is number `index_of`,
        // as `placement_items` numbers them.
        let mut done = vec![false; 4 * side * side];
        let index_of = |kind: usize, a: usize, b: usize| kind * side * side + a * side + b - 1;
        for row in 0..side {
            for col in 0..side {
                let digit = grid.get(row, col);
                if digit != 0 {
                    for item in placement_items(shape, row * side + col, digit) {
                        done[item as usize] = true;
                    }
                }
            }
        }
        let mut names = Vec::new();
        let mut constraints = Vec::new();
        let mut item_number = vec![u32::MAX; 4 * side * side];
        for kind in 0..4 {
            for a in 0..side {
                for b in 1..=side {
                    let index = index_of(kind, a, b);
                    if done[index] {
                        continue;
                    }
                    item_number[index] = names.len() as u32;
                    let (name, constraint) = match kind {
                        0 => (format!("r{}c{}", a + 1, b), Constraint::Cell { row: a, col: b - 1 }),
                        1 => (
                            format!("r{}#{}", a + 1, digit_char(b)),
                            Constraint::RowDigit { row: a, digit: b },
                        ),
                        2 => (
                            format!("c{}#{}", a + 1, digit_char(b)),
                            Constraint::ColumnDigit { col: a, digit: b },
                        ),
                        _ => (
                            format!("b{}#{}", a + 1, digit_char(b)),
                            Constraint::BoxDigit { r#box: a, digit: b },
                        ),
                    };
                    names.push(name);
                    constraints.push(constraint);
                }
            }
        }
        let mut builder = crate::problem::RawProblem::new(names, constraints.len());
        let mut placements = Vec::new();
        for row in 0..side {
            for col in 0..side {
                if grid.get(row, col) != 0 {
                    continue;
                }
                for digit in 1..=side {
                    let items = placement_items(shape, row * side + col, digit).map(|item| item as usize);
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
/// This is the fast path. The links of every placement on an empty grid of this shape are built
/// once per thread and kept; each puzzle selects its givens by covering their items (so the
/// search sees exactly the candidates, in the order [`SudokuProblem`] names them), is searched
/// by the same [`Stepper`](crate::Stepper) run flat out (the search tree of stepping through
/// `SudokuProblem`; it stops once nothing is left to try, without uncovering on its way back up),
/// and the links are then copied back from an untouched copy.
/// [`SudokuProblem`] is the named encoding, for stepping and views.
pub fn solve(grid: &Grid, limit: u64) -> Answer {
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
    let (answer, mut links) = solve_on(links, &placements, grid, limit);
    // Copying the untouched links back costs less than uncovering the givens (and whatever the
    // search left covered where it stopped).
    links.restore_from(&pristine);
    let empty = EmptyGrid {
        shape,
        links,
        pristine,
        placements,
    };
    EMPTY_GRID.with(|slot| *slot.borrow_mut() = Some(empty));
    answer
}

/// The links of every placement on an empty grid of one shape, kept between solves: covering a
/// puzzle's givens and copying the links back afterwards costs much less than building links
/// for each puzzle (building was a third of a 17-clue solve).
struct EmptyGrid {
    shape: BoxShape,
    links: Links,
    /// The same links, untouched.
    pristine: Links,
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
        let links = Links::from_raw(4 * area, 4 * area, &placements.items, &starts);
        EmptyGrid {
            shape,
            pristine: links.clone(),
            links,
            placements,
        }
    }
}

/// Every placement of a digit in a cell on one grid shape, as option `cell * side + digit - 1`
/// (the order of `SudokuProblem`), worked out once: each solve then finds a given's items and a
/// solution's cells by looking them up, not by dividing by the side (a 17-clue solve did about
/// 230 divisions by a number known only at run time, each far slower than a lookup).
struct Placements {
    side: usize,
    /// Option `k` covers items `items[4 * k..4 * k + 4]` (0-based, as `placement_items`).
    items: Vec<u32>,
    /// Option `k` places digit `digit[k]` in cell `cell[k]`.
    cell: Vec<u16>,
    digit: Vec<u8>,
}

impl Placements {
    fn new(shape: BoxShape) -> Placements {
        let side = shape.side();
        let options = side * side * side;
        let (mut items, mut cell, mut digit) = (
            Vec::with_capacity(4 * options),
            Vec::with_capacity(options),
            Vec::with_capacity(options),
        );
        for at in 0..side * side {
            for placed in 1..=side {
                items.extend(placement_items(shape, at, placed));
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

/// The items (0-based: cell, row–digit, column–digit, box–digit) that placing `digit` (from 1)
/// in `cell` covers, numbered as `SudokuProblem` names them.
fn placement_items(shape: BoxShape, cell: usize, digit: usize) -> [u32; 4] {
    let side = shape.side();
    let area = side * side;
    let (row, col) = (cell / side, cell % side);
    [
        cell,
        area + row * side + digit - 1,
        2 * area + col * side + digit - 1,
        3 * area + shape.box_of(row, col) * side + digit - 1,
    ]
    .map(|item| item as u32)
}

/// Searches `grid` on the links of its empty grid, whose placements are `placements`. Returns
/// the answer and the links, with the givens and whatever the search left covered.
fn solve_on(mut links: Links, placements: &Placements, grid: &Grid, limit: u64) -> (Answer, Links) {
    // Select each given by covering its items, in cell order (Knuth fixes part of a solution
    // this way). A given with an item covered already clashes with an earlier one: then there
    // is no solution.
    let clash = !links.cover_while_active(placements.given_headers(grid));
    let mut answer = Answer {
        solution: None,
        count: 0,
        stats: crate::Stats::default(),
    };
    if !clash {
        let stepper = crate::Stepper::without_copy(links);
        let mut filled = None;
        // The links are copied back after the search: it need not uncover on its way out.
        let (count, stats, searched) = stepper.count_then_drop(limit.max(1), |links, nodes| {
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
            assert!(kept.links == kept.pristine, "kept links differ from the untouched copy");
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

    #[test]
    fn kept_links_come_back_whatever_stops_the_search() {
        let unique = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let expected = solve(&Grid::parse(unique, None).unwrap(), 2);
        assert_eq!(expected.count, 1);
        assert_kept_links_intact();

        // Many solutions: the search stops at the second, half-way.
        let empty = Grid::empty(BoxShape { rows: 3, cols: 3 });
        assert_eq!(solve(&empty, 2).count, 2);
        assert_kept_links_intact();

        // Two 5s in the first row: refused after some givens were already selected.
        let clashing = Grid::read(&format!("5...5{}", ".".repeat(76)), None).unwrap();
        assert_eq!(solve(&clashing, 2).count, 0);
        assert_kept_links_intact();

        // And the next puzzle is solved on them as if nothing had happened.
        assert_eq!(solve(&Grid::parse(unique, None).unwrap(), 2), expected);
        assert_kept_links_intact();
    }
}

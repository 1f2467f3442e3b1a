//! Pentominoes as exact cover: the 12 pieces (each used once, primary) on a board whose cells
//! must all be covered (primary). Every rotation and reflection of every piece is an option at
//! every place it fits.

use crate::problem::{Problem, RawProblem};
use std::fmt;

/// The 12 pentominoes by their usual letters, each as five (x, y) cells.
pub const PIECES: [(char, [(i32, i32); 5]); 12] = [
    ('F', [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)]),
    ('I', [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]),
    ('L', [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)]),
    ('N', [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)]),
    ('P', [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]),
    ('T', [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)]),
    ('U', [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)]),
    ('V', [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]),
    ('W', [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)]),
    ('X', [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)]),
    ('Y', [(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)]),
    ('Z', [(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)]),
];

/// A map of the plane, (x, y) to (x', y').
type PointMap = fn(i32, i32) -> (i32, i32);

/// The eight symmetries of the square, as maps of (x, y).
const SYMMETRIES: [PointMap; 8] = [
    |x, y| (x, y),
    |x, y| (-y, x),
    |x, y| (-x, -y),
    |x, y| (y, -x),
    |x, y| (-x, y),
    |x, y| (y, x),
    |x, y| (x, -y),
    |x, y| (-y, -x),
];

/// A board: `width × height` cells less some holes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Columns.
    pub width: i32,
    /// Rows.
    pub height: i32,
    /// Cells left out, as (x, y).
    pub holes: Vec<(i32, i32)>,
}

impl Board {
    /// A full rectangle.
    pub fn rectangle(width: i32, height: i32) -> Board {
        Board {
            width,
            height,
            holes: Vec::new(),
        }
    }

    /// Dana Scott's 8×8 board with the centre 2×2 removed (1958).
    pub fn scott() -> Board {
        Board {
            width: 8,
            height: 8,
            holes: vec![(3, 3), (4, 3), (3, 4), (4, 4)],
        }
    }

    /// `scott`, `WxH` like `6x10`, or a drawing: rows of `#` (a square) and `.` (none),
    /// separated by new lines or `/`, like `###/#.#/###`.
    ///
    /// # Errors
    /// A message saying what was expected, and where in a drawing.
    pub fn parse(text: &str) -> Result<Board, String> {
        if text == "scott" {
            return Ok(Board::scott());
        }
        if text.contains(['#', '/', '\n']) {
            return Board::parse_drawing(text);
        }
        let text: String = text.chars().take(40).collect();
        let bad = || format!("bad board `{text}`: use scott, or WIDTHxHEIGHT like 6x10");
        let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        // Parsed wide and multiplied wide, so no size can wrap around past the check.
        let (w, h): (i64, i64) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
        if w < 1 || h < 1 || w.saturating_mul(h) > 400 {
            return Err(format!("bad board `{text}`: up to 400 cells"));
        }
        let (w, h) = (w as i32, h as i32);
        Ok(Board::rectangle(w, h))
    }

    fn parse_drawing(text: &str) -> Result<Board, String> {
        let rows: Vec<&str> = text.trim().split(['/', '\n']).map(str::trim_end).collect();
        let width = rows.iter().map(|row| row.chars().count()).max().unwrap_or(0);
        if width * rows.len() > 400 {
            return Err(format!(
                "the drawn board is {width} squares wide and {} high: up to 400 squares in all",
                rows.len()
            ));
        }
        let mut holes = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            let mut chars = row.chars().chain(std::iter::repeat('.'));
            for x in 0..width {
                match chars.next() {
                    Some('#') => {}
                    Some('.') | Some(' ') => holes.push((x as i32, y as i32)),
                    Some(other) => {
                        return Err(format!(
                            "row {}, column {}: `{other}` is not `#` (a square) or `.` (none)",
                            y + 1,
                            x + 1
                        ))
                    }
                    None => unreachable!("the row is padded with holes"),
                }
            }
        }
        if holes.len() == width * rows.len() {
            return Err("the drawn board has no squares: draw them with `#`".to_string());
        }
        Ok(Board {
            width: width as i32,
            height: rows.len() as i32,
            holes,
        })
    }

    /// Whether the 12 pentominoes can tile the board by its size: it has exactly 60 squares.
    /// The one check of a board for pentominoes, for the command line and the JavaScript API
    /// alike ([`Pentominoes::new`] takes any board, for tests of the encoding).
    ///
    /// # Errors
    /// A message saying how many squares the board has, and how many to add or take away.
    pub fn check_pentominoes(&self) -> Result<(), String> {
        let squares = self.cells().len();
        if squares != 60 {
            let change = if squares < 60 { "add" } else { "take away" };
            return Err(format!(
                "the board has {squares} squares: the 12 pentominoes cover exactly 60 ({change} {})",
                squares.abs_diff(60)
            ));
        }
        Ok(())
    }

    /// Is (x, y) a cell of the board?
    pub fn contains(&self, (x, y): (i32, i32)) -> bool {
        x >= 0 && y >= 0 && x < self.width && y < self.height && !self.holes.contains(&(x, y))
    }

    /// The board's cells, row by row.
    pub fn cells(&self) -> Vec<(i32, i32)> {
        (0..self.height)
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .filter(|&c| self.contains(c))
            .collect()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Board::scott() {
            write!(f, "scott")
        } else if self.holes.is_empty() {
            write!(f, "{}x{}", self.width, self.height)
        } else {
            // A drawing, which `parse` reads back.
            for y in 0..self.height {
                if y > 0 {
                    write!(f, "/")?;
                }
                for x in 0..self.width {
                    write!(f, "{}", if self.contains((x, y)) { '#' } else { '.' })?;
                }
            }
            Ok(())
        }
    }
}

impl std::str::FromStr for Board {
    type Err = String;
    /// As [`Board::parse`].
    fn from_str(text: &str) -> Result<Board, String> {
        Board::parse(text)
    }
}

/// Every distinct orientation of a piece, each normalised to touch x = 0 and y = 0.
pub fn orientations(cells: &[(i32, i32); 5]) -> Vec<[(i32, i32); 5]> {
    let mut seen: Vec<[(i32, i32); 5]> = Vec::new();
    for symmetry in SYMMETRIES {
        let mut shape = cells.map(|(x, y)| symmetry(x, y));
        let min_x = shape.iter().map(|c| c.0).min().unwrap_or(0);
        let min_y = shape.iter().map(|c| c.1).min().unwrap_or(0);
        for cell in &mut shape {
            *cell = (cell.0 - min_x, cell.1 - min_y);
        }
        shape.sort_by_key(|&(x, y)| (y, x));
        if !seen.contains(&shape) {
            seen.push(shape);
        }
    }
    seen
}

/// The pentomino problem on a board, with the map back from options to pieces and cells.
#[derive(Clone, Debug)]
pub struct Pentominoes {
    board: Board,
    problem: Problem,
    /// For option `k`: the piece letter and its five cells.
    placements: Vec<(char, [(i32, i32); 5])>,
}

impl Pentominoes {
    /// Items: the 12 pieces, then the board's cells (`r{y}c{x}`). Options: each orientation of
    /// each piece at each place it fits, pieces in the order of [`PIECES`].
    pub fn new(board: Board) -> Pentominoes {
        let cells = board.cells();
        let names = PIECES
            .iter()
            .map(|(name, _)| name.to_string())
            .chain(cells.iter().map(|&(x, y)| format!("r{y}c{x}")))
            .collect();
        // Each cell's item, by (x, y): the pieces come first. The options are distinct valid
        // indices by construction, so they are pushed without the named builder's checks.
        let width = board.width as usize;
        let mut item_of = vec![0u32; width * board.height as usize];
        for (k, &(x, y)) in cells.iter().enumerate() {
            item_of[y as usize * width + x as usize] = (PIECES.len() + k) as u32;
        }
        let mut problem = RawProblem::new(names, PIECES.len() + cells.len());
        let mut placements = Vec::new();
        for (piece, (name, shape)) in PIECES.iter().enumerate() {
            for shape in orientations(shape) {
                for dy in 0..board.height {
                    for dx in 0..board.width {
                        let placed = shape.map(|(x, y)| (x + dx, y + dy));
                        if placed.iter().all(|&c| board.contains(c)) {
                            let mut items = [piece as u32; 6];
                            for (slot, &(x, y)) in items[1..].iter_mut().zip(&placed) {
                                *slot = item_of[y as usize * width + x as usize];
                            }
                            problem.push_option(None, &items);
                            placements.push((*name, placed));
                        }
                    }
                }
            }
        }
        Pentominoes {
            board,
            problem: problem.finish(),
            placements,
        }
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// For each option: the piece's letter and its five cells, as (x, y).
    pub fn placements(&self) -> &[(char, [(i32, i32); 5])] {
        &self.placements
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A solution drawn as rows of piece letters (`.` for holes).
    pub fn draw(&self, options: &[usize]) -> String {
        let mut rows = vec![vec!['.'; self.board.width as usize]; self.board.height as usize];
        for &option in options {
            let (name, cells) = &self.placements[option];
            for &(x, y) in cells {
                rows[y as usize][x as usize] = *name;
            }
        }
        rows.into_iter()
            .map(|row| row.into_iter().collect::<String>() + "\n")
            .collect()
    }
}

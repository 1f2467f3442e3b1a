//! A board for polyominoes: a rectangle less some holes, read from a size (`6x10`), a name
//! (`scott`) or a drawing (`##./###`), and checked against the pieces' area.

use super::{pentomino_set, ShapeError, Squares};
use std::fmt;

/// A board: `width × height` cells less some holes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Columns.
    pub width: i32,
    /// Rows.
    pub height: i32,
    /// Squares left out, as (x, y).
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
    pub fn parse(text: &str) -> Result<Board, ShapeError> {
        if text == "scott" {
            return Ok(Board::scott());
        }
        if text.contains(['#', '/', '\n']) {
            return Board::parse_drawing(text);
        }
        let text: String = text.chars().take(40).collect();
        let bad = || ShapeError::BadBoard(text.clone());
        let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        // Parsed wide and multiplied wide, so no size can wrap around past the check.
        let (w, h): (i64, i64) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
        if w < 1 || h < 1 || w.saturating_mul(h) > 400 {
            return Err(ShapeError::BoardTooBig(text));
        }
        let (w, h) = (w as i32, h as i32);
        Ok(Board::rectangle(w, h))
    }

    fn parse_drawing(text: &str) -> Result<Board, ShapeError> {
        let rows: Vec<&str> = text.trim().split(['/', '\n']).map(str::trim_end).collect();
        let width = rows.iter().map(|row| row.chars().count()).max().unwrap_or(0);
        if width * rows.len() > 400 {
            return Err(ShapeError::DrawingTooBig {
                width,
                height: rows.len(),
            });
        }
        let mut holes = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            let mut chars = row.chars().chain(std::iter::repeat('.'));
            for x in 0..width {
                match chars.next() {
                    Some('#') => {}
                    Some('.') | Some(' ') => holes.push((x as i32, y as i32)),
                    Some(other) => {
                        return Err(ShapeError::BadBoardSquare {
                            row: y + 1,
                            column: x + 1,
                            found: other,
                        })
                    }
                    None => unreachable!("the row is padded with holes"),
                }
            }
        }
        if holes.len() == width * rows.len() {
            return Err(ShapeError::EmptyBoard);
        }
        Ok(Board {
            width: width as i32,
            height: rows.len() as i32,
            holes,
        })
    }

    /// Whether the 12 pentominoes can tile the board by its size: it has exactly 60 squares.
    /// The one check of a board for pentominoes, for the command line and the JavaScript API
    /// alike ([`Pentominoes::new`](super::Pentominoes::new) takes any board, for tests of the encoding).
    ///
    /// # Errors
    /// A message saying how many squares the board has, and how many to add or take away.
    pub fn check_pentominoes(&self) -> Result<(), ShapeError> {
        self.check_area(&pentomino_set(), "the 12 pentominoes cover")
    }

    /// Whether `pieces` can tile the board by its size: it has as many squares as they have
    /// together. `what` names them, with the verb: `the 12 pentominoes cover`.
    ///
    /// # Errors
    /// A message saying how many squares the board has, and how many to add or take away.
    pub fn check_area(&self, pieces: &[(char, Squares)], what: &str) -> Result<(), ShapeError> {
        let squares = self.cells().len();
        let needed: usize = pieces.iter().map(|(_, cells)| cells.len()).sum();
        if squares != needed {
            return Err(ShapeError::WrongArea {
                squares,
                needed,
                what: what.to_string(),
            });
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
    type Err = ShapeError;
    /// As [`Board::parse`].
    fn from_str(text: &str) -> Result<Board, ShapeError> {
        Board::parse(text)
    }
}

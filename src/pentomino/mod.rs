//! Polyominoes as exact cover: a set of pieces (each used once, primary) on a board whose cells
//! must all be covered (primary). Every rotation and reflection of every piece is an option at
//! every place it fits. The 12 pentominoes are the set of Scott's board; the 5 tetrominoes and
//! any pieces drawn as text are others.

mod board;

pub use board::Board;

use crate::problem::{Problem, RawProblem};
use std::fmt;

/// A set of polyominoes as a table: piece `k` is named by the `k`th character of `names` and
/// has the square (x, y) when bit `width * y + x` of `masks[k]` is set.
#[derive(Clone, Copy, Debug)]
pub struct PieceTable {
    /// The pieces' names, one character each.
    pub names: &'static str,
    /// The width of the box the masks are drawn in.
    pub width: u32,
    /// Each piece's squares, as a mask.
    pub masks: &'static [u32],
}

/// The 12 pentominoes by their usual letters.
pub const PENTOMINOES: PieceTable = PieceTable {
    names: "FILNPTUVWXYZ",
    width: 5,
    masks: &[
        0x0000866, 0x0108421, 0x0018421, 0x0008c42, 0x0000463, 0x0000847, 0x00000e5, 0x0001c21, 0x0001861, 0x00008e2,
        0x0010862, 0x0001843,
    ],
};

/// The 5 tetrominoes (free: a piece may be turned over).
pub const TETROMINOES: PieceTable = PieceTable {
    names: "IOTLS",
    width: 5,
    masks: &[0x08421, 0x00063, 0x00047, 0x00c21, 0x00066],
};

/// The 35 hexominoes (free: a piece may be turned over), named A to Z and then 0 to 8 in this
/// order (by height, then width).
pub const HEXOMINOES: PieceTable = PieceTable {
    names: "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345678",
    width: 6,
    masks: &[
        0x0003f, 0x0005f, 0x0009f, 0x0011f, 0x0060f, 0x00707, 0x000cf, 0x0014f, 0x0024f, 0x0018f, 0x00347, 0x00387,
        0x001c7, 0x0104f, 0x0208f, 0x04307, 0x08307, 0x0c107, 0x02383, 0x04383, 0x08383, 0x0c183, 0x013c1, 0x023c1,
        0x043c1, 0x083c1, 0x023c2, 0x043c2, 0x010c7, 0x020c7, 0x01147, 0x03087, 0x021c3, 0x041c3, 0x03183,
    ],
};

impl PieceTable {
    /// The pieces, each with its squares row by row.
    pub fn pieces(&self) -> Pieces {
        let mut set = Vec::new();
        for (name, &mask) in self.names.chars().zip(self.masks) {
            let mut squares = Vec::new();
            for bit in 0..32 {
                if mask >> bit & 1 == 1 {
                    squares.push(((bit % self.width) as i32, (bit / self.width) as i32));
                }
            }
            set.push((name, squares));
        }
        set
    }
}

/// A polyomino's squares, as (x, y).
pub type Squares = Vec<(i32, i32)>;

/// A set of polyominoes, each with a one-character name. A name given to more than one entry
/// (with the same squares) is a piece the set has that many copies of: see [`distinct_pieces`].
pub type Pieces = Vec<(char, Squares)>;

/// The most copies of one piece a typed set may have.
pub const MAX_COPIES: u32 = 64;

/// The distinct pieces of a set, in the order first met, each with its squares and how many
/// copies the set has (how many entries bear its name).
pub fn distinct_pieces(pieces: &[(char, Squares)]) -> Vec<(char, &Squares, u32)> {
    let mut distinct: Vec<(char, &Squares, u32)> = Vec::new();
    for (name, cells) in pieces {
        match distinct.iter_mut().find(|(other, _, _)| other == name) {
            Some((_, _, copies)) => *copies += 1,
            None => distinct.push((*name, cells, 1)),
        }
    }
    distinct
}

/// The 12 pentominoes, as a set.
pub fn pentomino_set() -> Pieces {
    PENTOMINOES.pieces()
}

/// Reads a set of pieces: `pentominoes`, `tetrominoes`, `hexominoes`, or drawings. A drawing is rows of `#`
/// (a square) and `.` (none), separated by `/` or on lines of their own, optionally named by a
/// letter or digit and `:`; pieces are separated by `;`, blank lines, or a line that names a
/// piece: `L: #./#./##; O: ##/##`. Unnamed pieces are named A, B, C… in order, skipping names
/// taken. Pieces of the same shape are different pieces, told apart by their names; a set with
/// several copies of one piece says how many after its name and `*` (`T*2: ###/.#.`, or
/// unnamed, `*2: ###/.#.`), and they are one piece placed that many times (Knuth's
/// multiplicities), not pieces told apart.
///
/// # Errors
/// A message naming the piece (by its place, from 1), and the row and column in its drawing.
pub fn parse_pieces(text: &str) -> Result<Pieces, ShapeError> {
    match text.trim() {
        "pentominoes" => return Ok(pentomino_set()),
        "tetrominoes" => return Ok(TETROMINOES.pieces()),
        "hexominoes" => return Ok(HEXOMINOES.pieces()),
        _ => {}
    }
    // Pieces end at `;`, at a blank line, or where a named one begins; a piece's rows are
    // lines or `/`-separated.
    let mut blocks: Vec<String> = Vec::new();
    for part in text.split(';') {
        let mut lines: Vec<&str> = Vec::new();
        for line in part.lines().map(str::trim_end).chain([""]) {
            if line.trim().is_empty() || line.contains(':') {
                blocks.extend(piece_block(&lines));
                lines.clear();
            }
            if !line.trim().is_empty() {
                lines.push(line);
            }
        }
    }
    if blocks.is_empty() {
        return Err(ShapeError::NoPieces);
    }
    if blocks.len() > MAX_PIECES {
        return Err(ShapeError::TooManyPieces(blocks.len()));
    }
    // Each piece with the name it was given, if any, and its copies.
    let mut named: Vec<(Option<char>, Squares, u32)> = Vec::new();
    for (k, block) in blocks.iter().enumerate() {
        let (name, copies, drawing) = match block.split_once(':') {
            Some((head, drawing)) => {
                let (label, copies) = match head.split_once('*') {
                    // A build without Algorithm M has no use for copies, nor the code to read them.
                    Some(_) if !cfg!(feature = "multiplicities") => {
                        return Err(ShapeError::CopiesNotBuilt {
                            piece: k + 1,
                            head: head.trim().to_string(),
                        })
                    }
                    Some((label, copies)) => {
                        // Read as a usize, a parse the build has already.
                        let copies = copies
                            .trim()
                            .parse::<usize>()
                            .ok()
                            .filter(|n| (1..=MAX_COPIES as usize).contains(n));
                        let copies = copies.ok_or_else(|| ShapeError::BadCopies {
                            piece: k + 1,
                            head: head.trim().to_string(),
                        })?;
                        (label.trim(), copies as u32)
                    }
                    None => (head.trim(), 1),
                };
                let mut chars = label.chars();
                match (chars.next(), chars.next()) {
                    (None, None) if head.contains('*') => (None, copies, drawing),
                    (Some(ch), None) if ch.is_ascii_alphanumeric() => (Some(ch.to_ascii_uppercase()), copies, drawing),
                    _ => {
                        return Err(ShapeError::BadName {
                            piece: k + 1,
                            name: label.to_string(),
                        })
                    }
                }
            }
            None => (None, 1, block.as_str()),
        };
        let mut cells = Vec::new();
        // Rows keep their leading spaces (refused below): a space would shift a row unseen.
        for (y, row) in drawing
            .trim_start()
            .trim_start_matches('/')
            .split('/')
            .map(str::trim_end)
            .enumerate()
        {
            for (x, ch) in row.chars().enumerate() {
                match ch {
                    '#' => cells.push((x as i32, y as i32)),
                    '.' => {}
                    other => {
                        return Err(ShapeError::BadPieceSquare {
                            piece: k + 1,
                            row: y + 1,
                            column: x + 1,
                            found: other,
                        })
                    }
                }
            }
        }
        if cells.is_empty() {
            return Err(ShapeError::EmptyPiece { piece: k + 1 });
        }
        if cells.len() > MAX_PIECE_SQUARES {
            return Err(ShapeError::PieceTooBig {
                piece: k + 1,
                squares: cells.len(),
            });
        }
        if !connected(&cells) {
            return Err(ShapeError::PieceInParts { piece: k + 1 });
        }
        if let Some(name) = name {
            if named.iter().any(|(other, _, _)| *other == Some(name)) {
                return Err(ShapeError::NameTaken { piece: k + 1, name });
            }
        }
        named.push((name, cells, copies));
    }
    // Unnamed pieces take the first letters no named piece has; a piece's copies share its name.
    let taken: Vec<char> = named.iter().filter_map(|(name, _, _)| *name).collect();
    let mut free = ('A'..='Z').chain('0'..='9').filter(|ch| !taken.contains(ch));
    let mut pieces = Vec::new();
    for (name, cells, copies) in named {
        let name = name.or_else(|| free.next()).unwrap_or('?');
        pieces.extend((0..copies).map(|_| (name, cells.clone())));
    }
    Ok(pieces)
}

/// A piece's lines as one `/`-separated drawing, or nothing for no lines. Its rows lose the
/// indent they share (a widget's text is indented as the page is), and no more; a first line
/// that names the piece (`L: #.`) is trimmed, and the rows under it are dedented together.
fn piece_block(lines: &[&str]) -> Option<String> {
    let indent = |line: &&str| line.len() - line.trim_start().len();
    let (head, rows) = match lines.split_first()? {
        (head, rest) if head.contains(':') => (head.trim(), rest),
        _ => ("", lines),
    };
    let shared = rows.iter().map(indent).min().unwrap_or(0);
    let mut block = head.to_string();
    for row in rows {
        if !block.is_empty() {
            block.push('/');
        }
        block.push_str(&row[shared..]);
    }
    Some(block)
}

/// The most pieces a typed set may have (every name one character: letters and digits).
pub const MAX_PIECES: usize = 36;
/// The most squares a typed piece may have.
pub const MAX_PIECE_SQUARES: usize = 64;

/// What is wrong with typed pieces or a board ([`parse_pieces`], [`Board::parse`],
/// [`Board::check_area`]): each says where (pieces from 1, rows and columns from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// No piece in the text.
    NoPieces,
    /// More pieces than [`MAX_PIECES`].
    TooManyPieces(usize),
    /// Copies (`T*2`) asked of a build without Knuth's multiplicities.
    CopiesNotBuilt {
        /// The piece, from 1.
        piece: usize,
        /// What stands before its `:`, as written.
        head: String,
    },
    /// A number of copies that is not 1 to [`MAX_COPIES`].
    BadCopies {
        /// The piece, from 1.
        piece: usize,
        /// What stands before its `:`, as written.
        head: String,
    },
    /// A name that is not one letter or digit.
    BadName {
        /// The piece, from 1.
        piece: usize,
        /// The name, as written.
        name: String,
    },
    /// A character of a piece's drawing that is neither `#` nor `.`.
    BadPieceSquare {
        /// The piece, from 1.
        piece: usize,
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        column: usize,
        /// The character found there.
        found: char,
    },
    /// A piece drawn without a square.
    EmptyPiece {
        /// The piece, from 1.
        piece: usize,
    },
    /// A piece of more than [`MAX_PIECE_SQUARES`] squares.
    PieceTooBig {
        /// The piece, from 1.
        piece: usize,
        /// How many squares it has.
        squares: usize,
    },
    /// A piece whose squares do not all touch.
    PieceInParts {
        /// The piece, from 1.
        piece: usize,
    },
    /// A name an earlier piece has.
    NameTaken {
        /// The piece, from 1.
        piece: usize,
        /// The name, as written.
        name: char,
    },
    /// A board that is neither `scott`, `WxH` nor a drawing (its first 40 characters).
    BadBoard(String),
    /// A `WxH` board of more than 400 cells.
    BoardTooBig(String),
    /// A drawn board of more than 400 squares.
    DrawingTooBig {
        /// Squares across.
        width: usize,
        /// Squares down.
        height: usize,
    },
    /// A character of a board's drawing that is neither `#` nor `.`.
    BadBoardSquare {
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        column: usize,
        /// The character found there.
        found: char,
    },
    /// A drawn board without a square.
    EmptyBoard,
    /// A board of another area than the pieces cover (`what` names them, with the verb).
    WrongArea {
        /// How many squares it has.
        squares: usize,
        /// How many the pieces need.
        needed: usize,
        /// The pieces, with their verb (`the 12 pentominoes cover`).
        what: String,
    },
}

/// What a drawing's character is instead of `#` or `.`.
fn not_a_square(f: &mut fmt::Formatter<'_>, found: char) -> fmt::Result {
    match found {
        ' ' => f.write_str("a space: write an empty square as `.`"),
        other => write!(f, "`{other}` is not `#` (a square) or `.` (none)"),
    }
}

impl fmt::Display for ShapeError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NoPieces => f.write_str("no pieces: draw each with `#` and `.`, rows separated by `/`, pieces by `;`"),
            ShapeError::TooManyPieces(n) => write!(f, "{n} pieces: up to {MAX_PIECES}"),
            ShapeError::CopiesNotBuilt { piece, head } => write!(
                f,
                "piece {piece}: copies (`{head}`) need Knuth's multiplicities, which this build leaves out (the pieces build has them)"
            ),
            ShapeError::BadCopies { piece, head } => write!(
                f,
                "piece {piece}: `{head}` does not say how many copies: after `*`, a number from 1 to {MAX_COPIES}"
            ),
            ShapeError::BadName { piece, name } => write!(f, "piece {piece}: its name `{name}` is not one letter or digit"),
            ShapeError::BadPieceSquare { piece, row, column, found } => {
                write!(f, "piece {piece}, row {row}, column {column}: ")?;
                not_a_square(f, *found)
            }
            ShapeError::EmptyPiece { piece } => write!(f, "piece {piece} has no squares: draw them with `#`"),
            ShapeError::PieceTooBig { piece, squares } => {
                write!(f, "piece {piece} has {squares} squares: up to {MAX_PIECE_SQUARES}")
            }
            ShapeError::PieceInParts { piece } => {
                write!(f, "piece {piece}'s squares do not all touch: a polyomino is one piece")
            }
            ShapeError::NameTaken { piece, name } => write!(f, "piece {piece}: the name {name} is taken by an earlier piece"),
            ShapeError::BadBoard(text) => write!(f, "bad board `{text}`: use scott, or WIDTHxHEIGHT like 6x10"),
            ShapeError::BoardTooBig(text) => write!(f, "bad board `{text}`: up to 400 cells"),
            ShapeError::DrawingTooBig { width, height } => write!(
                f,
                "the drawn board is {width} squares wide and {height} high: up to 400 squares in all"
            ),
            ShapeError::BadBoardSquare { row, column, found } => {
                write!(f, "row {row}, column {column}: ")?;
                not_a_square(f, *found)
            }
            ShapeError::EmptyBoard => f.write_str("the drawn board has no squares: draw them with `#`"),
            ShapeError::WrongArea { squares, needed, what } => {
                let change = if squares < needed { "add" } else { "take away" };
                write!(
                    f,
                    "the board has {squares} squares: {what} exactly {needed} ({change} {})",
                    squares.abs_diff(*needed)
                )
            }
        }
    }
}

impl std::error::Error for ShapeError {}

/// Whether cells form one piece: each reached from the first through edge neighbours.
fn connected(cells: &[(i32, i32)]) -> bool {
    let mut reached = vec![false; cells.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(k) = stack.pop() {
        let (x, y) = cells[k];
        for (j, &(a, b)) in cells.iter().enumerate() {
            if !reached[j] && (x - a).abs() + (y - b).abs() == 1 {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.into_iter().all(|r| r)
}

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

/// Every distinct orientation of a piece, each normalised to touch x = 0 and y = 0, its cells
/// row by row.
pub fn orientations(cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    let mut seen: Vec<Vec<(i32, i32)>> = Vec::new();
    for symmetry in SYMMETRIES {
        let turned: Vec<(i32, i32)> = cells.iter().map(|&(x, y)| symmetry(x, y)).collect();
        let min_x = turned.iter().map(|c| c.0).min().unwrap_or(0);
        let min_y = turned.iter().map(|c| c.1).min().unwrap_or(0);
        // Row by row, as a plain `usize` sort (which every build already has; a sort of pairs
        // weighed 5 KB in the wasm modules): a shifted cell is (x, y) with x below ROW.
        const ROW: usize = 1 << 16;
        let mut keys: Vec<usize> = turned
            .iter()
            .map(|&(x, y)| (y - min_y) as usize * ROW + (x - min_x) as usize)
            .collect();
        keys.sort_unstable();
        let shape: Vec<(i32, i32)> = keys
            .iter()
            .map(|&key| ((key % ROW) as i32, (key / ROW) as i32))
            .collect();
        if !seen.contains(&shape) {
            seen.push(shape);
        }
    }
    seen
}

/// A polyomino problem on a board, with the map back from options to pieces and cells.
#[derive(Clone, Debug)]
pub struct Polyominoes {
    board: Board,
    problem: Problem,
    /// For option `k`: the piece's name and its cells.
    placements: Vec<(char, Squares)>,
}

/// The 12 pentominoes on a board: the polyomino problem of [`pentomino_set`].
pub type Pentominoes = Polyominoes;

impl Polyominoes {
    /// The 12 pentominoes on `board` (see [`Polyominoes::with_pieces`]).
    pub fn new(board: Board) -> Polyominoes {
        Polyominoes::with_pieces(&pentomino_set(), board)
    }

    /// Items: the pieces, then the board's cells (`r{y}c{x}`). Options: each orientation of
    /// each piece at each place it fits, pieces in the order given. A piece with copies (a name
    /// on several entries, see [`distinct_pieces`]) is one item covered that many times.
    pub fn with_pieces(pieces: &[(char, Squares)], board: Board) -> Polyominoes {
        let cells = board.cells();
        let pieces = distinct_pieces(pieces);
        let names = pieces
            .iter()
            .map(|(name, _, _)| name.to_string())
            .chain(cells.iter().map(|&(x, y)| format!("r{y}c{x}")))
            .collect();
        // Each cell's item, by (x, y): the pieces come first. The options are distinct valid
        // indices by construction, so they are pushed without the named builder's checks.
        let width = board.width as usize;
        let mut item_of = vec![0u32; width * board.height as usize];
        for (k, &(x, y)) in cells.iter().enumerate() {
            item_of[y as usize * width + x as usize] = (pieces.len() + k) as u32;
        }
        let mut problem = RawProblem::new(names, pieces.len() + cells.len());
        // Only a build with Algorithm M searches bounds (the board puzzle refuses copies in
        // others), so only such a build sets them.
        if cfg!(feature = "multiplicities") && pieces.iter().any(|&(_, _, copies)| copies > 1) {
            for (piece, &(_, _, copies)) in pieces.iter().enumerate() {
                problem.bounds(piece, copies, copies);
            }
        }
        let mut placements = Vec::new();
        let mut items = Vec::new();
        for (piece, &(name, shape, _)) in pieces.iter().enumerate() {
            for shape in orientations(shape) {
                for dy in 0..board.height {
                    for dx in 0..board.width {
                        let placed: Vec<(i32, i32)> = shape.iter().map(|&(x, y)| (x + dx, y + dy)).collect();
                        if placed.iter().all(|&c| board.contains(c)) {
                            items.clear();
                            items.push(piece as u32);
                            items.extend(placed.iter().map(|&(x, y)| item_of[y as usize * width + x as usize]));
                            problem.push_option(None, &items);
                            placements.push((name, placed));
                        }
                    }
                }
            }
        }
        Polyominoes {
            board,
            problem: problem.finish(),
            placements,
        }
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// For each option: the piece's name and its cells, as (x, y).
    pub fn placements(&self) -> &[(char, Squares)] {
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

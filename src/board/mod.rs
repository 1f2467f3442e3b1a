//! Puzzles played on a board of squares — pentominoes and other polyominoes, N-queens, Langford
//! pairs (a row of slots), polycubes in a box like the Soma cube (its layers side by side) and word rectangles
//! (a grid of letters) — as the board views
//! draw them: which squares the board has, which squares and piece each option puts down, and
//! what each item stands for. The CLI, the page and the widget share this meaning.

use crate::langford::{self, MAX_LANGFORD};
use crate::names::{name_of, named};
use crate::pentomino::{self, Board, Pentominoes, Pieces, Squares};
use crate::polycube::{self, Cell, PolycubeBox};
use crate::problem::Problem;
use crate::queens;
use crate::words::WordRectangle;

mod families;

/// What is wrong with a board puzzle's kind or board ([`BoardPuzzle::parse`] and the readers
/// and checks it calls).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A kind that is not a board puzzle's (the message of its name's reader).
    Kind(String),
    /// Pieces or a board that do not read, or a board of the wrong area.
    Shape(pentomino::ShapeError),
    /// A polycube set or box that does not read.
    Polycubes(polycube::PolycubeError),
    /// A word list or rectangle that does not read (a build without colours has no word
    /// rectangles, and says so with [`BoardError::WordsNotBuilt`]).
    #[cfg(feature = "colors")]
    Words(crate::words::WordsError),
    /// A queens board that is not a side of 1 to [`MAX_QUEENS`] (its first 20 characters).
    Queens(String),
    /// A Langford `n` that is not 1 to [`MAX_LANGFORD`] (its first 20 characters).
    Langford(String),
    /// A Soma board that is not the cube (its first 20 characters).
    Soma(String),
    /// Polyominoes not of the form `PIECES @ BOARD`.
    PolyominoesForm,
    /// Word rectangles not of the form `WORDS @ WxH`.
    WordsForm,
    /// A word rectangle's size that is not `WxH` (its first 20 characters).
    WordsSize(String),
    /// Word rectangles asked of a build without Knuth's colours.
    WordsNotBuilt,
}

impl std::fmt::Display for BoardError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::Kind(message) => f.write_str(message),
            BoardError::Shape(error) => error.fmt(f),
            BoardError::Polycubes(error) => error.fmt(f),
            #[cfg(feature = "colors")]
            BoardError::Words(error) => error.fmt(f),
            BoardError::Queens(quoted) => {
                write!(f, "bad queens board `{quoted}`: give its side, from 1 to {MAX_QUEENS}")
            }
            BoardError::Langford(quoted) => {
                write!(f, "bad Langford pairs `{quoted}`: give n, from 1 to {MAX_LANGFORD}")
            }
            BoardError::Soma(quoted) => write!(f, "bad Soma board `{quoted}`: the Soma cube is `cube` (3x3x3)"),
            BoardError::PolyominoesForm => f.write_str(
                "polyominoes are `PIECES @ BOARD`: like `tetrominoes @ 5x4` or `L: #./#./##; O: ##/## @ 3x2`",
            ),
            BoardError::WordsForm => {
                f.write_str("word rectangles are `WORDS @ WxH`: like `small @ 3x3` or `ACE ARE BAT … @ 3x3`")
            }
            BoardError::WordsSize(quoted) => write!(
                f,
                "bad word rectangle size `{quoted}`: give its width and height in letters, like `3x3` or `5x4`"
            ),
            BoardError::WordsNotBuilt => {
                f.write_str("word rectangles need Knuth's colours, which this build leaves out")
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl From<pentomino::ShapeError> for BoardError {
    fn from(error: pentomino::ShapeError) -> BoardError {
        BoardError::Shape(error)
    }
}

impl From<polycube::PolycubeError> for BoardError {
    fn from(error: polycube::PolycubeError) -> BoardError {
        BoardError::Polycubes(error)
    }
}

#[cfg(feature = "colors")]
impl From<crate::words::WordsError> for BoardError {
    fn from(error: crate::words::WordsError) -> BoardError {
        BoardError::Words(error)
    }
}

/// Which board puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    /// The 12 pentominoes, each once, covering every square.
    Pentominoes,
    /// N queens, one in each row and column, at most one on each diagonal.
    Queens,
    /// Langford pairs: the numbers 1 to n twice each in a row of 2n slots, the two `k`s with `k`
    /// slots between them.
    Langford,
    /// The Soma cube: seven pieces of unit cubes filling a 3 × 3 × 3 cube.
    Soma,
    /// Any set of polyominoes, each once, covering every square of a board.
    Polyominoes,
    /// A set of polycubes, each once, filling a box (the eight tetracubes into 4 × 4 × 2).
    Polycubes,
    /// A word rectangle: a word of a list in every row and every column (Knuth's colours).
    Words,
}

impl BoardKind {
    /// The name [`BoardPuzzle::parse`] reads (as does [`FromStr`](std::str::FromStr)):
    /// `pentominoes` (or `pentomino`), `queens`, `langford`, `soma`, `polyominoes`, `polycubes`,
    /// `words`.
    pub fn name(self) -> &'static str {
        name_of(self)
    }
}

// The names, then a synonym `FromStr` reads too; exactly, as the page and the CLI write them.
named! { BoardKind as "board puzzle", Exact: Pentominoes "pentominoes", Queens "queens", Langford "langford", Soma "soma", Polyominoes "polyominoes", Polycubes "polycubes", Words "words", Pentominoes "pentomino" }

/// What an item of a board puzzle stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardItem {
    /// A pentomino that must be placed (its letter), or a Langford number (its character, see
    /// [`langford::number_char`]).
    Piece(char),
    /// A square that must be covered (a Langford slot: a square of the one row; a cell of a
    /// box of polycubes: the square of its layer's drawing, see [`BoardPuzzle::polycubes`]); in a word
    /// rectangle, a cell, secondary, which takes the letter of the words across and down it.
    Square {
        /// Its column, from 0 at the left.
        x: usize,
        /// Its row, from 0 at the top.
        y: usize,
    },
    /// A row of the queens' board (from 0, top), which needs a queen; of a word rectangle,
    /// which needs a word.
    Row(usize),
    /// A column (from 0, left), which needs a queen, or a word.
    Column(usize),
    /// A diagonal of squares with `row + column == sum`: at most one queen.
    Diagonal(usize),
    /// A diagonal the other way, `n - 1 - row + column == index`: at most one queen.
    AntiDiagonal(usize),
}

/// The kinds of board item, by code: [`BoardItem::kind`] is an index into it. The views read it
/// (`boardItemKinds()` in JS) to decode `boardItems()`.
pub const BOARD_ITEM_KINDS: [&str; 6] = ["piece", "square", "row", "column", "diagonal", "antidiagonal"];

impl BoardItem {
    /// The item's kind, an index into [`BOARD_ITEM_KINDS`].
    pub fn kind(self) -> usize {
        let name = match self {
            BoardItem::Piece(_) => "piece",
            BoardItem::Square { .. } => "square",
            BoardItem::Row(_) => "row",
            BoardItem::Column(_) => "column",
            BoardItem::Diagonal(_) => "diagonal",
            BoardItem::AntiDiagonal(_) => "antidiagonal",
        };
        // Every name above is in the table (a test checks): 0 is never reached.
        BOARD_ITEM_KINDS.iter().position(|&kind| kind == name).unwrap_or(0)
    }
}

/// The largest queens' board the views draw.
pub const MAX_QUEENS: usize = 32;

/// A board puzzle: the exact-cover problem and its map back to the board.
#[derive(Clone, Debug)]
pub struct BoardPuzzle {
    kind: BoardKind,
    width: usize,
    height: usize,
    /// Which of the `width × height` squares (row-major) belong to the board.
    squares: Vec<bool>,
    problem: Problem,
    /// For each option: what it puts down (a pentomino's letter, `Q`, a Langford number's
    /// character, or for a word `-` across and `|` down) and on which squares (row-major indices).
    options: Vec<(char, Vec<usize>)>,
    /// A word rectangle's options' letters, one per square of the option; empty for every
    /// other puzzle (whose options put their one character on each of their squares).
    letters: Vec<Vec<char>>,
    items: Vec<BoardItem>,
    /// The rotations and reflections that map the board onto itself, each as where every
    /// square (row-major) goes.
    symmetries: Vec<Vec<usize>>,
    /// Pairs of pieces that are each other's mirror image and cannot be turned over (the Soma
    /// cube's screws): a solution's mirror image puts B where A was.
    chiral: Option<ChiralPairs>,
    /// A box of polycubes' cells along x, y and z (its layers); `None` for a flat board.
    box_size: Option<[usize; 3]>,
}

/// Mirror-image pieces, and for each symmetry of the board whether it trades them (whether it
/// reflects space).
#[derive(Clone, Debug)]
struct ChiralPairs {
    pairs: &'static [(char, char)],
    swapped_by: Vec<bool>,
}

impl BoardPuzzle {
    /// What option `option` writes on each of its squares, in their order: a word rectangle's
    /// letters; `None` for other puzzles, whose options put one character (see [`option`](Self::option)).
    pub fn letters(&self, option: usize) -> Option<&[char]> {
        self.letters.get(option).map(Vec::as_slice)
    }

    /// Each square option `option` fills, with the character it writes there.
    fn marks(&self, option: usize) -> impl Iterator<Item = (usize, char)> + '_ {
        let (piece, squares) = self.option(option);
        let letters = self.letters(option);
        squares
            .iter()
            .enumerate()
            .map(move |(k, &square)| (square, letters.map_or(piece, |letters| letters[k])))
    }

    /// Which puzzle.
    pub fn kind(&self) -> BoardKind {
        self.kind
    }

    /// Columns of squares.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows of squares.
    pub fn height(&self) -> usize {
        self.height
    }

    /// A box of polycubes' cells along x, y and z (z its layers, drawn side by side); `None` for
    /// a flat board.
    pub fn box_size(&self) -> Option<[usize; 3]> {
        self.box_size
    }

    /// Whether each square (row-major) is part of the board.
    pub fn squares(&self) -> &[bool] {
        &self.squares
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// What option `option` puts down (a pentomino's letter, or `Q`) and its squares.
    pub fn option(&self, option: usize) -> (char, &[usize]) {
        let (piece, squares) = &self.options[option];
        (*piece, squares)
    }

    /// What item `item` stands for.
    pub fn item(&self, item: usize) -> BoardItem {
        self.items[item]
    }

    /// A solution (options) drawn as rows of letters: each square's piece, `.` for an empty
    /// square, a space where the board has none.
    pub fn draw(&self, options: &[usize]) -> String {
        let mut rows: Vec<Vec<char>> = (0..self.height)
            .map(|y| {
                (0..self.width)
                    .map(|x| if self.squares[y * self.width + x] { '.' } else { ' ' })
                    .collect()
            })
            .collect();
        for &option in options {
            for (square, mark) in self.marks(option) {
                rows[square / self.width][square % self.width] = mark;
            }
        }
        rows.into_iter()
            .map(|row| row.into_iter().collect::<String>().trim_end().to_string() + "\n")
            .collect()
    }

    /// How many rotations and reflections (the identity among them) map the board onto itself:
    /// 8 for a square board, 4 for a rectangle, fewer for a lopsided drawing.
    pub fn symmetry_count(&self) -> usize {
        self.symmetries.len()
    }

    /// A solution in a form all its images under the board's symmetries share (the smallest of
    /// their drawings, one letter per square): two solutions draw alike up to rotation and
    /// reflection exactly when their keys are equal. (Counts up to symmetry are
    /// [`crate::board_classes`]', which also tells apart tilings that draw alike, like two
    /// dominoes across and two down.)
    pub fn canonical(&self, options: &[usize]) -> String {
        let mut best: Option<Vec<char>> = None;
        for symmetry in 0..self.symmetries.len() {
            let mut drawn = vec!['.'; self.squares.len()];
            for &option in options {
                for (square, mark) in self.marks_under(option, symmetry) {
                    drawn[square] = mark;
                }
            }
            if best.as_ref().is_none_or(|b| drawn < *b) {
                best = Some(drawn);
            }
        }
        best.unwrap_or_default().into_iter().collect()
    }

    /// The marks of option `option` (see `marks`) under the board's symmetry number `symmetry`
    /// (0 is the identity): each on its image square, a reflection trading the letters of
    /// mirror-image pieces (the Soma cube's screws).
    pub(crate) fn marks_under(&self, option: usize, symmetry: usize) -> impl Iterator<Item = (usize, char)> + '_ {
        let image = &self.symmetries[symmetry];
        let traded = match &self.chiral {
            Some(ChiralPairs { pairs, swapped_by }) if swapped_by[symmetry] => *pairs,
            _ => &[],
        };
        self.marks(option).map(move |(square, mark)| {
            let mark = traded
                .iter()
                .find_map(|&(a, b)| (mark == a).then_some(b).or((mark == b).then_some(a)))
                .unwrap_or(mark);
            (image[square], mark)
        })
    }

    /// Counts all solutions and those distinct up to the board's symmetries (each class's
    /// first member, [`crate::board_classes`]).
    pub fn count(&self) -> (u64, u64) {
        let classes = crate::board_classes::Classes::new(self);
        let mut scratch = crate::board_classes::Scratch::default();
        // Flat out, with the engine the core's door picks (a class's first member is the least
        // of its images, whatever order the solutions come in).
        let mut distinct = 0;
        let all = crate::engine::for_each_solution(&self.problem, None, |solution| {
            distinct += u64::from(classes.is_first(solution, &mut scratch));
        });
        (all.solutions, distinct)
    }
}

/// The rotations and reflections of a `width × height` box that map the squares marked in
/// `on_board` (row-major) onto themselves, each as the square every square goes to. The
/// quarter turns and the diagonal flips exist only for a square box.
fn symmetries_of(width: usize, height: usize, on_board: &[bool]) -> Vec<Vec<usize>> {
    let (w, h) = (width, height);
    let turns = if w == h { 8 } else { 4 };
    let mut symmetries = Vec::new();
    for turn in 0..turns {
        let mut image = Vec::with_capacity(w * h);
        for square in 0..w * h {
            let (x, y) = (square % w, square / w);
            // The last four turn the box a quarter (or flip it about a diagonal).
            let (a, b) = match turn {
                0 => (x, y),
                1 => (w - 1 - x, h - 1 - y),
                2 => (w - 1 - x, y),
                3 => (x, h - 1 - y),
                4 => (h - 1 - y, x),
                5 => (y, w - 1 - x),
                6 => (y, x),
                _ => (h - 1 - y, w - 1 - x),
            };
            image.push(b * w + a);
        }
        // A box one square high (Langford's row) meets its mirror images twice over: each once.
        if (0..w * h).all(|square| on_board[square] == on_board[image[square]]) && !symmetries.contains(&image) {
            symmetries.push(image);
        }
    }
    symmetries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_board_item_has_its_own_code() {
        let one_of_each = [
            BoardItem::Piece('F'),
            BoardItem::Square { x: 0, y: 0 },
            BoardItem::Row(0),
            BoardItem::Column(0),
            BoardItem::Diagonal(0),
            BoardItem::AntiDiagonal(0),
        ];
        let codes: Vec<usize> = one_of_each.iter().map(|item| item.kind()).collect();
        assert_eq!(codes, (0..BOARD_ITEM_KINDS.len()).collect::<Vec<_>>());
    }

    #[test]
    fn each_option_is_the_squares_of_its_items() {
        for puzzle in [
            BoardPuzzle::parse("pentominoes", "scott").unwrap(),
            BoardPuzzle::parse("pentominoes", "3x20").unwrap(),
            BoardPuzzle::parse("queens", "6").unwrap(),
            BoardPuzzle::parse("langford", "8").unwrap(),
            BoardPuzzle::parse("soma", "cube").unwrap(),
            BoardPuzzle::parse("polycubes", "tetracubes @ 2x4x4").unwrap(),
        ] {
            let problem = puzzle.problem();
            for option in 0..problem.n_options() {
                let (piece, squares) = puzzle.option(option);
                let mut from_items = Vec::new();
                let (mut row, mut column) = (None, None);
                for &item in problem.option(option) {
                    match puzzle.item(item as usize) {
                        BoardItem::Piece(letter) => assert_eq!(letter, piece),
                        BoardItem::Square { x, y } => from_items.push(y * puzzle.width() + x),
                        BoardItem::Row(r) => row = Some(r),
                        BoardItem::Column(c) => column = Some(c),
                        BoardItem::Diagonal(d) => {
                            assert_eq!(d, squares[0] / puzzle.width() + squares[0] % puzzle.width())
                        }
                        BoardItem::AntiDiagonal(d) => {
                            let (r, c) = (squares[0] / puzzle.width(), squares[0] % puzzle.width());
                            assert_eq!(d, puzzle.width() - 1 - r + c);
                        }
                    }
                }
                if let (Some(r), Some(c)) = (row, column) {
                    from_items.push(r * puzzle.width() + c);
                }
                from_items.sort_unstable();
                assert_eq!(from_items, squares, "option {option}");
                assert!(squares.iter().all(|&s| puzzle.squares()[s]));
            }
        }
    }

    #[test]
    fn drawn_boards_read_back_and_bad_ones_say_why() {
        let scott = Board::scott();
        let ring = Board::parse("########/########/########/###..###/###..###/########/########/########").unwrap();
        assert_eq!(ring, scott);
        assert_eq!(ring.to_string(), "scott");
        let odd = Board::parse("##.\n###").unwrap();
        assert_eq!(odd.to_string(), "##./###");
        assert_eq!(Board::parse(&odd.to_string()).unwrap(), odd);
        assert_eq!(
            Board::parse("##\n#x").unwrap_err().to_string(),
            "row 2, column 2: `x` is not `#` (a square) or `.` (none)"
        );
        assert_eq!(
            BoardPuzzle::parse("pentominoes", "##/##").unwrap_err().to_string(),
            "the board has 4 squares: the 12 pentominoes cover exactly 60 (add 56)"
        );
        assert_eq!(
            BoardPuzzle::parse("queens", "40").unwrap_err().to_string(),
            "bad queens board `40`: give its side, from 1 to 32"
        );
        assert_eq!(
            BoardPuzzle::parse("langford", "17").unwrap_err().to_string(),
            "bad Langford pairs `17`: give n, from 1 to 16"
        );
        assert_eq!(
            BoardPuzzle::parse("soma", "4x4x4").unwrap_err().to_string(),
            "bad Soma board `4x4x4`: the Soma cube is `cube` (3x3x3)"
        );
        assert_eq!(
            BoardPuzzle::parse("polycubes", "tetracubes @ 3x3x3")
                .unwrap_err()
                .to_string(),
            "the box 3x3x3 has 27 cells: the 8 pieces of `tetracubes` fill exactly 32"
        );
        assert!(BoardPuzzle::parse("sudoku", "9")
            .unwrap_err()
            .to_string()
            .contains("unknown board puzzle"));
    }

    #[test]
    fn a_solution_is_drawn_as_its_pieces() {
        let puzzle = BoardPuzzle::parse("pentominoes", "20x3").unwrap();
        let solution = puzzle.problem().solutions().next().unwrap();
        let drawing = puzzle.draw(&solution);
        assert_eq!(drawing.lines().count(), 3);
        for letter in crate::pentomino::PENTOMINOES.names.chars() {
            assert_eq!(drawing.matches(letter).count(), 5, "{drawing}");
        }
        assert_eq!(BoardPuzzle::queens(4).draw(&[1, 7, 8, 14]), ".Q..\n...Q\nQ...\n..Q.\n");
        let langford = BoardPuzzle::langford(3);
        let solution = langford.problem().solutions().next().unwrap();
        let row = langford.draw(&solution);
        assert!(row == "312132\n" || row == "231213\n", "{row}");
    }

    #[test]
    fn solutions_are_counted_up_to_the_boards_symmetries() {
        // 92 queens' solutions are 12 up to symmetry; 4 queens' two are mirror images.
        assert_eq!(BoardPuzzle::queens(8).count(), (92, 12));
        assert_eq!(BoardPuzzle::queens(4).count(), (2, 1));
        assert_eq!(BoardPuzzle::queens(8).symmetry_count(), 8);
        let rectangle = BoardPuzzle::parse("pentominoes", "20x3").unwrap();
        assert_eq!(rectangle.symmetry_count(), 4);
        assert_eq!(rectangle.count(), (8, 2));
        // A board with no symmetry but the identity: every solution is its own class.
        let lopsided = BoardPuzzle::parse(
            "pentominoes",
            ".###################./####################./#####################",
        )
        .unwrap();
        assert_eq!(lopsided.symmetry_count(), 1);
        // Langford's row: itself and its reversal; 3 1 2 1 3 2 and 2 3 1 2 1 3 are one.
        let langford = BoardPuzzle::parse("langford", "3").unwrap();
        assert_eq!(langford.symmetry_count(), 2);
        assert_eq!(langford.count(), (2, 1));
        assert_eq!(BoardPuzzle::langford(7).count(), (52, 26));
        // The Soma cube: 11,520 solutions, 240 up to the cube's 48 symmetries, reflections
        // counted with the screws A and B traded.
        let soma = BoardPuzzle::parse("soma", "").unwrap();
        assert_eq!(soma.symmetry_count(), 48);
        assert_eq!(soma.count(), (11_520, 240));
        // The eight tetracubes: 1,390 ways into 4 × 4 × 2 up to the box's 8 rotations, half
        // that up to its 16 rotations and reflections (a mirror image trades A and B); the
        // layers drawn side by side, 4 squares wide with a column between them.
        let tetracubes = BoardPuzzle::parse("polycubes", "tetracubes @ 4x4x2").unwrap();
        assert_eq!(
            (tetracubes.width(), tetracubes.height(), tetracubes.box_size()),
            (9, 4, Some([4, 4, 2]))
        );
        assert_eq!(tetracubes.symmetry_count(), 16);
        assert_eq!(tetracubes.count(), (11_120, 695));
        assert_eq!(
            BoardPuzzle::parse("polycubes", "tetracubes @ 8x2x2").unwrap().count(),
            (1_792, 112)
        );
        // The Soma cube as polycubes is the Soma cube.
        let soma_box = BoardPuzzle::parse("polycubes", "soma @ 3x3x3").unwrap();
        assert_eq!(soma_box.draw(&[0, 100, 200]), soma.draw(&[0, 100, 200]));
        assert_eq!((soma_box.kind(), soma.kind()), (BoardKind::Polycubes, BoardKind::Soma));
        let (all, distinct) = lopsided.count();
        assert!(all > 0);
        assert_eq!(all, distinct);
        // On 3 × 20 no tiling is its own image: 2 classes of 4, each keyed by the smallest of
        // its four drawings (as is, turned half round, mirrored left-right and top-bottom).
        let mut classes = std::collections::HashMap::<String, usize>::new();
        for solution in rectangle.problem().solutions() {
            let rows: Vec<String> = rectangle.draw(&solution).lines().map(str::to_string).collect();
            let flipped = |row: &String| row.chars().rev().collect::<String>();
            let images = [
                rows.concat(),
                rows.iter().rev().map(flipped).collect::<String>(),
                rows.iter().map(flipped).collect::<String>(),
                rows.iter().rev().cloned().collect::<String>(),
            ];
            let key = rectangle.canonical(&solution);
            assert_eq!(&key, images.iter().min().unwrap());
            *classes.entry(key).or_default() += 1;
        }
        assert_eq!(classes.values().copied().collect::<Vec<_>>(), [4, 4]);
    }
}

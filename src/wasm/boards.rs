//! The board-puzzle bindings: every board puzzle with the `boards` feature; word rectangles
//! alone with the `words` feature (which has Knuth's colours, and none of the other puzzles'
//! code: a page showing no word rectangle loads none of it, nor the colours).

use super::{flat_triples, js_numbers, js_object, string_arg, JsStepper};
use crate::board::{BoardItem, BoardPuzzle, BOARD_ITEM_KINDS};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// A stepper over a puzzle on a board: `kind` `"pentominoes"` with `board` `"scott"`,
    /// `"WxH"` (like `"10x6"`) or a drawing (rows of `#` and `.` separated by `/`, 60 squares),
    /// `"queens"` with `board` the side (`"8"`), `"langford"` with n, `"soma"` with `"cube"`,
    /// `"polyominoes"` with `"PIECES @ BOARD"`, `"polycubes"` with `"SET @ XxYxZ"` (like
    /// `"tetracubes @ 4x4x2"`), or `"words"` with `"WORDS @ WxH"` (in the
    /// words build, which has only these). `boardInfo()`, `boardOptions()`, `boardItems()` and
    /// `boardLetters()` map its options and items back to the board.
    #[wasm_bindgen(js_name = fromBoard)]
    pub fn from_board(kind: JsValue, board: JsValue) -> Result<JsStepper, JsError> {
        let kind = string_arg(&kind, "the board puzzle")?;
        let board = string_arg(&board, "the board")?;
        let puzzle = parse_board(&kind, &board).map_err(|message| JsError::new(&message))?;
        let mut stepper = JsStepper::over(puzzle.problem().clone());
        stepper.board = Some(puzzle);
        Ok(stepper)
    }

    /// For a board puzzle: `{kind, width, height, squares, symmetries, box}`, `squares` an array
    /// with 1 for each square (row-major) that is part of the board, 0 for each that is not;
    /// `symmetries` how many rotations and reflections (with the identity) map it onto itself;
    /// `box` a box of polycubes' cells along x, y and z (`null` for a flat board), whose layer
    /// z's column x is drawn at column (x-cells + 1) × z + x.
    #[wasm_bindgen(js_name = boardInfo)]
    pub fn board_info(&self) -> Result<JsValue, JsError> {
        let board = self.board_puzzle("boardInfo()")?;
        let squares = js_numbers(board.squares().iter().map(|&on| usize::from(on)));
        let cells = board.box_size().map_or(JsValue::NULL, js_numbers);
        Ok(js_object(&[
            ("kind", board.kind().name().into()),
            ("width", (board.width() as u32).into()),
            ("height", (board.height() as u32).into()),
            ("squares", squares),
            ("symmetries", (board.symmetry_count() as u32).into()),
            ("box", cells),
        ]))
    }

    /// For a board puzzle: every option, flat: what it puts down (the character code of a
    /// pentomino's letter, or of `Q`), how many squares, then the squares (row-major indices).
    #[wasm_bindgen(js_name = boardOptions)]
    pub fn board_options(&self) -> Result<Vec<u32>, JsError> {
        let board = self.board_puzzle("boardOptions()")?;
        let mut out = Vec::new();
        for option in 0..self.problem.n_options() {
            let (piece, squares) = board.option(option);
            out.extend([piece as u32, squares.len() as u32]);
            out.extend(squares.iter().map(|&square| square as u32));
        }
        Ok(out)
    }

    /// For a word rectangle: every option's letters, flat, as character codes, one per square
    /// in the order of `boardOptions()`; empty for a puzzle whose options put one character.
    #[wasm_bindgen(js_name = boardLetters)]
    pub fn board_letters(&self) -> Result<Vec<u32>, JsError> {
        let board = self.board_puzzle("boardLetters()")?;
        Ok((0..self.problem.n_options())
            .filter_map(|option| board.letters(option))
            .flatten()
            .map(|&letter| letter as u32)
            .collect())
    }

    /// For a board puzzle: what every item stands for, three numbers per item: its kind (a code
    /// of `boardItemKinds()`), then a piece's letter as a character code and how many copies of
    /// it are placed (1, or a typed piece's copies, `T*2`); a square's column and
    /// row; a row's or column's index; a diagonal's row + column; or the other diagonal's
    /// n − 1 − row + column.
    #[wasm_bindgen(js_name = boardItems)]
    pub fn board_items(&self) -> Result<Vec<u32>, JsError> {
        let board = self.board_puzzle("boardItems()")?;
        Ok(flat_triples(self.problem.n_items(), |index| {
            let item = board.item(index);
            let [a, b] = match item {
                BoardItem::Piece(letter) => [letter as usize, self.problem.item_bounds(index).1 as usize],
                BoardItem::Square { x, y } => [x, y],
                BoardItem::Row(index) | BoardItem::Column(index) => [index, 0],
                BoardItem::Diagonal(index) | BoardItem::AntiDiagonal(index) => [index, 0],
            };
            [item.kind() as u32, a as u32, b as u32]
        }))
    }

    /// For a board puzzle: the partial solution (a whole one, at a solution) as a key all its
    /// rotations and reflections share, so that counting distinct keys counts solutions up to
    /// symmetry. The key is a drawing: a letter per square, row-major.
    #[wasm_bindgen(js_name = boardSolutionKey)]
    pub fn board_solution_key(&self) -> Result<String, JsError> {
        let board = self.board_puzzle("boardSolutionKey()")?;
        Ok(board.canonical(&self.whole_partial_solution()))
    }

    fn board_puzzle(&self, what: &str) -> Result<&BoardPuzzle, JsError> {
        self.board
            .as_ref()
            .ok_or_else(|| JsError::new(&format!("{what} is for steppers made with fromBoard()")))
    }
}

/// The kinds of item `boardItems()` gives, by code: `["piece", "square", "row", "column",
/// "diagonal", "antidiagonal"]`.
#[wasm_bindgen(js_name = boardItemKinds)]
pub fn board_item_kinds() -> Vec<String> {
    BOARD_ITEM_KINDS.iter().map(|&kind| kind.to_owned()).collect()
}

/// The puzzle `kind` on `board`: every kind in the boards build.
#[cfg(all(feature = "boards", any(not(feature = "pieces"), feature = "text")))]
fn parse_board(kind: &str, board: &str) -> Result<BoardPuzzle, String> {
    BoardPuzzle::parse(kind, board).map_err(|error| error.to_string())
}

/// The pieces build reads typed polyominoes only (the pages load it for pieces with copies),
/// and says where the others are: their code stays out of it.
#[cfg(all(feature = "pieces", not(feature = "text")))]
fn parse_board(kind: &str, board: &str) -> Result<BoardPuzzle, String> {
    parse_only(
        kind,
        board,
        "polyominoes",
        "typed polyominoes",
        BoardPuzzle::parse_polyominoes,
    )
}

/// The words build reads word rectangles only, and says where the others are.
#[cfg(not(feature = "boards"))]
fn parse_board(kind: &str, board: &str) -> Result<BoardPuzzle, String> {
    parse_only(kind, board, "words", "word rectangles", BoardPuzzle::parse_words)
}

/// `board` read by `parse` if `kind` is the build's one kind, `name` (`what`, in words); else
/// an error that says which build has the others.
#[cfg(any(not(feature = "boards"), all(feature = "pieces", not(feature = "text"))))]
fn parse_only(
    kind: &str,
    board: &str,
    name: &str,
    what: &str,
    parse: fn(&str) -> Result<BoardPuzzle, crate::board::BoardError>,
) -> Result<BoardPuzzle, String> {
    let kind = kind.trim();
    if kind == name {
        return parse(board).map_err(|error| error.to_string());
    }
    let quoted: String = kind.chars().take(20).collect();
    Err(format!(
        "this build has {what} only (`{name}`): `{quoted}` is in the board puzzles' build"
    ))
}

/// The small built-in word list (`small` in a word rectangle's spec), as text: a page's editor
/// starts from it.
#[cfg(feature = "words")]
#[wasm_bindgen(js_name = smallWordList)]
pub fn small_word_list() -> String {
    crate::words::SMALL_LIST.to_owned()
}

//! The JavaScript API: the only module that names wasm-bindgen. Thin wrappers over the core;
//! every error crosses the boundary as a JS `Error` carrying the core's message.
//!
//! Large, long-lived state (the links) stays in Rust behind the `Stepper` handle. JS gets small
//! results: one event as a plain object, a batch of events as one `Uint32Array`, and the link
//! arrays as typed-array *views* over wasm memory (rebuild them after any call that may
//! allocate, e.g. once per animation frame).

use crate::board::{BoardItem, BoardKind, BoardPuzzle};
use crate::search::{Detail, Event, EventKind, Field, Heuristic, Pause, Stepper, PACKED_WORDS};
use crate::sudoku::{
    self, BoxShape, Constraint, Grid, House, Move, Puzzle, Rules, SudokuError, SudokuProblem, Variant,
};
#[cfg(feature = "maker")]
use crate::sudoku::{Difficulty, GenerateOptions, Generator, Symmetry};
use crate::Problem;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    // A bug of ours then shows as a readable panic message in the console rather than
    // "unreachable executed". Input errors never panic: they are `Err` values.
    console_error_panic_hook::set_once();
}

fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

// Arguments arrive as whatever JavaScript passed. wasm-bindgen's own conversions would wrap a
// number into range (2**32 + 5 becomes 5, NaN becomes 0) or read a non-string as a string
// (a trap); so every argument is taken as a JS value or an f64 and checked here: a value the
// API cannot honour is an error that says so, never a different value and never a trap.

/// The most events one `run()` returns: a batch of 2^20 events is 24 MiB.
pub const MAX_BATCH_EVENTS: u32 = 1 << 20;

/// What a JS value is, for messages.
fn type_name(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_default()
}

/// `value` as a string, or an error naming `what` and what came instead.
fn string_arg(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string, not {}", type_name(value))))
}

/// `value` as a string, or `None` for `undefined`, `null` or a blank string.
fn optional_string_arg(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    Ok(Some(string_arg(value, what)?).filter(|text| !text.trim().is_empty()))
}

/// A number as JavaScript writes it (`NaN`, `4294967296`, `0.5`): formatting floats in Rust
/// would add its float printer to the module.
fn show_number(value: f64) -> String {
    js_sys::Number::from(value)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// `value` as a whole number from 0 to `max`, if it is one.
fn whole_number(value: f64, max: f64) -> Option<u64> {
    (value.fract() == 0.0 && (0.0..=max).contains(&value)).then_some(value as u64)
}

/// `value` as a whole number from 0 to `max`, or an error naming `what`.
fn count_arg(value: f64, what: &str, max: f64) -> Result<u64, JsError> {
    if let Some(count) = whole_number(value, max) {
        Ok(count)
    } else {
        Err(JsError::new(&format!(
            "{what} must be a whole number from 0 to {}, not {}",
            show_number(max),
            show_number(value)
        )))
    }
}

/// The largest integer a JS number holds exactly.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// Algorithm X over dancing links, stepped from JavaScript.
#[wasm_bindgen(js_name = Stepper)]
pub struct JsStepper {
    problem: Problem,
    sudoku: Option<SudokuProblem>,
    board: Option<BoardPuzzle>,
    stepper: Stepper,
    /// The options chosen above the part this stepper searches (`enterPart`), else none: they
    /// lead every partial solution.
    above: Vec<usize>,
    /// The last cut `enterPart` made (the parts wanted, the cut, the initial links): a worker
    /// enters part after part of one cut.
    #[cfg(feature = "maker")]
    cut: Option<Box<(usize, crate::search::parallel::Split, crate::Links)>>,
}

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// A stepper over a problem in Knuth's format or as named sets (`A: 1 4 7` lines); the
    /// format is told by the first line.
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<JsStepper, JsError> {
        let text = string_arg(&text, "the problem text")?;
        Ok(JsStepper::over(Problem::parse(&text).map_err(js_error)?, None))
    }

    /// A stepper over a Sudoku (81 characters, or any size; `shape` like `"2x3"` for
    /// non-square boxes; `variant` one of `"classic"` (the default), `"x"`, `"windoku"`,
    /// `"jigsaw"` (the puzzle, then a line of region labels) or `"killer"` (a line of cage
    /// letters, a line of sums in letter order, and optionally the givens)).
    #[wasm_bindgen(js_name = fromSudoku)]
    pub fn from_sudoku(text: JsValue, shape: JsValue, variant: JsValue) -> Result<JsStepper, JsError> {
        let puzzle = parse_puzzle(&text, &shape, &variant)?;
        let encoded = SudokuProblem::of(&puzzle);
        Ok(JsStepper::over(encoded.problem().clone(), Some(encoded)))
    }

    /// A stepper over a puzzle on a board: `kind` `"pentominoes"` with `board` `"scott"`,
    /// `"WxH"` (like `"10x6"`) or a drawing (rows of `#` and `.` separated by `/`, 60 squares),
    /// or `"queens"` with `board` the side (`"8"`). `boardInfo()`, `boardOptions()` and
    /// `boardItems()` map its options and items back to the board.
    #[wasm_bindgen(js_name = fromBoard)]
    pub fn from_board(kind: JsValue, board: JsValue) -> Result<JsStepper, JsError> {
        let kind = string_arg(&kind, "the board puzzle")?;
        let board = string_arg(&board, "the board")?;
        let puzzle = BoardPuzzle::parse(&kind, &board).map_err(|message| JsError::new(&message))?;
        let mut stepper = JsStepper::over(puzzle.problem().clone(), None);
        stepper.board = Some(puzzle);
        Ok(stepper)
    }

    fn over(problem: Problem, sudoku: Option<SudokuProblem>) -> JsStepper {
        let stepper = Stepper::new(&problem);
        JsStepper {
            problem,
            sudoku,
            board: None,
            stepper,
            above: Vec::new(),
            #[cfg(feature = "maker")]
            cut: None,
        }
    }

    /// Takes one event and returns it as `{type, level, item, itemName, option, optionName, …}`.
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        let event = self.stepper.step();
        self.to_js(&event)
    }

    /// Undoes the last event and returns it, or `undefined` at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Result<JsValue, JsError> {
        match self.stepper.step_back() {
            Some(event) => self.to_js(&event),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Undoes up to `max_events` events (fewer at the start) and returns how many. Stepping
    /// back a long way without building an object per event: the page keeps its own log of
    /// what it took.
    pub fn back(&mut self, max_events: f64) -> Result<f64, JsError> {
        let max_events = count_arg(max_events, "back(): the number of events", MAX_SAFE_INTEGER)?;
        let mut undone = 0;
        while undone < max_events && self.stepper.step_back().is_some() {
            undone += 1;
        }
        Ok(undone as f64)
    }

    /// Takes up to `max_events` events in one call (stopping after a solution if
    /// `stop_at_solution`) and returns them packed, `eventLayout().words` numbers each: the
    /// kind's code, then its fields in the order `eventLayout()` lists them, then zeros.
    /// `max_events` is a whole number up to 2^20 (call again for more).
    pub fn run(&mut self, max_events: f64, stop_at_solution: bool) -> Result<Vec<u32>, JsError> {
        let max_events = count_arg(max_events, "run(): the number of events", f64::from(MAX_BATCH_EVENTS))?;
        let mut out = Vec::with_capacity(max_events.min(1 << 16) as usize * PACKED_WORDS);
        self.stepper.run(max_events, |event| {
            out.extend_from_slice(&event.packed());
            !(stop_at_solution && matches!(event, Event::Solution { .. }))
        });
        Ok(out)
    }

    /// Runs flat out (no events) for at most `max_events` algorithm events or to the next
    /// solution; returns `"solution"`, `"done"` or `"budget"`. For long work in slices.
    pub fn advance(&mut self, max_events: f64) -> Result<String, JsError> {
        let max_events = count_arg(max_events, "advance(): the number of events", MAX_SAFE_INTEGER)?;
        let pause = self.stepper.advance(max_events);
        Ok(match pause {
            Pause::Solution => "solution",
            Pause::Done => "done",
            Pause::Budget => "budget",
        }
        .to_string())
    }

    /// Counts solutions from here on, up to `limit` (all if absent).
    #[wasm_bindgen(js_name = countSolutions)]
    pub fn count_solutions(&mut self, limit: Option<f64>) -> Result<f64, JsError> {
        let limit = limit_arg(limit, "countSolutions(): the limit")?;
        Ok(self.stepper.count_solutions(limit) as f64)
    }

    /// Goes back to the start.
    pub fn reset(&mut self) {
        self.stepper.reset();
    }

    /// `"mrv"` (fewest options first, the default) or `"first"` (first remaining item).
    /// Changing it goes back to the start.
    #[wasm_bindgen(js_name = setHeuristic)]
    pub fn set_heuristic(&mut self, name: JsValue) -> Result<(), JsError> {
        let name = string_arg(&name, "setHeuristic(): the rule")?;
        let heuristic: Heuristic = name.parse().map_err(|message: String| JsError::new(&message))?;
        self.stepper.set_heuristic(heuristic);
        Ok(())
    }

    /// `"algorithm"` (choose/cover/select/… events) or `"links"` (also every hide/unhide).
    #[wasm_bindgen(js_name = setDetail)]
    pub fn set_detail(&mut self, name: JsValue) -> Result<(), JsError> {
        self.stepper.set_detail(parse_detail(&name)?);
        Ok(())
    }

    /// Events from the start to here, at the current detail.
    pub fn position(&self) -> f64 {
        self.stepper.position() as f64
    }

    /// Events from the start to here counted at `detail` (`"algorithm"` or `"links"`).
    #[wasm_bindgen(js_name = positionIn)]
    pub fn position_in(&self, detail: JsValue) -> Result<f64, JsError> {
        Ok(self.stepper.position_in(parse_detail(&detail)?) as f64)
    }

    /// The current detail: `"algorithm"` or `"links"`.
    pub fn detail(&self) -> String {
        self.stepper.detail().to_string()
    }

    /// The number of options selected above the last event.
    pub fn level(&self) -> usize {
        self.stepper.level()
    }

    /// True before the first event.
    #[wasm_bindgen(js_name = atStart)]
    pub fn at_start(&self) -> bool {
        self.stepper.at_start()
    }

    /// True once the search has finished.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.stepper.is_done()
    }

    /// `{nodes, updates, solutions}` so far.
    pub fn stats(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Stats {
            nodes: f64,
            updates: f64,
            solutions: f64,
        }
        let stats = self.stepper.stats();
        let stats = Stats {
            nodes: stats.nodes as f64,
            updates: stats.updates as f64,
            solutions: stats.solutions as f64,
        };
        serde_wasm_bindgen::to_value(&stats).map_err(js_error)
    }

    /// The options of the partial solution, level 0 first.
    #[wasm_bindgen(js_name = partialSolution)]
    pub fn partial_solution(&self) -> Vec<u32> {
        self.whole_partial_solution().into_iter().map(|o| o as u32).collect()
    }

    /// For a pool of workers sharing one search: cuts the search (from the start, under the
    /// current branching rule) into at least `wanted` parts in Knuth's order, and makes this
    /// stepper search part `index` alone (its partial solutions start with the options above
    /// it). Returns `{parts, nodes, updates, entered}`: the number of parts, the work above the
    /// cut that no part counts (the solutions there are parts of their own), and whether there
    /// was a part `index` to enter (a worker handed an index past the last has none). Every part
    /// searched and added to that gives the whole search's solutions, nodes and updates.
    #[cfg(feature = "maker")]
    #[wasm_bindgen(js_name = enterPart)]
    pub fn enter_part(&mut self, wanted: f64, index: f64) -> Result<JsValue, JsError> {
        use crate::search::parallel;
        #[derive(Serialize)]
        struct Cut {
            parts: f64,
            nodes: f64,
            updates: f64,
            entered: bool,
        }
        let wanted = count_arg(wanted, "enterPart(): the parts wanted", 1e6)?.max(1) as usize;
        let heuristic = self.stepper.heuristic();
        if self.cut.as_ref().is_none_or(|cut| cut.0 != wanted) {
            let split = parallel::split_into(&self.problem, heuristic, wanted);
            self.cut = Some(Box::new((wanted, split, crate::Links::new(&self.problem))));
        }
        let (_, split, initial) = &**self.cut.as_ref().expect("made above");
        let index = count_arg(index, "enterPart(): the part", MAX_SAFE_INTEGER)? as usize;
        if index >= split.parts.len() {
            // No such part (with none at all, the root's item had no option: the whole search
            // is the work above the cut).
            let nodes = if split.parts.is_empty() {
                split.above.nodes
            } else {
                split.above.nodes - split.above.solutions
            };
            let cut = Cut {
                parts: split.parts.len() as f64,
                nodes: nodes as f64,
                updates: split.above.updates as f64,
                entered: false,
            };
            return serde_wasm_bindgen::to_value(&cut).map_err(js_error);
        }
        let path = split.parts[index].path();
        let mut stepper = Stepper::from_links(parallel::links_at(initial, path));
        stepper.set_heuristic(heuristic);
        stepper.set_detail(self.stepper.detail());
        self.above = parallel::options_on(initial, path);
        let parts = split.parts.len();
        self.stepper = stepper;
        let (_, split, _) = &**self.cut.as_ref().expect("made above");
        let cut = Cut {
            parts: parts as f64,
            // A solution above the cut is a part: searching it finds it and counts its node.
            nodes: (split.above.nodes - split.above.solutions) as f64,
            updates: split.above.updates as f64,
            entered: true,
        };
        serde_wasm_bindgen::to_value(&cut).map_err(js_error)
    }

    /// The options above this stepper's part, then its partial solution.
    fn whole_partial_solution(&self) -> Vec<usize> {
        let mut options = self.above.clone();
        options.extend(self.stepper.partial_solution());
        options
    }

    /// The items chosen at each level of the current path.
    #[wasm_bindgen(js_name = chosenItems)]
    pub fn chosen_items(&self) -> Vec<u32> {
        self.stepper.chosen_items().into_iter().map(|i| i as u32).collect()
    }

    /// The node array as an `Int32Array` view over wasm memory, three numbers per node:
    /// up, down, top (for item headers, nodes `1..=nItems`, `top` is the item's length).
    #[wasm_bindgen(js_name = nodesView)]
    pub fn nodes_view(&self) -> js_sys::Int32Array {
        let nodes = self.stepper.links().nodes();
        // SAFETY: `Node` is `repr(C)` with exactly three 4-byte integer fields, so the node
        // slice is also a slice of `3 * len` `i32`s. The view is valid until wasm memory
        // grows; the docs tell callers to rebuild it after each call that may allocate.
        unsafe {
            let words = std::slice::from_raw_parts(nodes.as_ptr().cast::<i32>(), nodes.len() * 3);
            js_sys::Int32Array::view(words)
        }
    }

    /// The item lists' `next` links as a view (`0` is the primary root, `nItems + 1` the
    /// secondary root).
    #[wasm_bindgen(js_name = nextItemsView)]
    pub fn next_items_view(&self) -> js_sys::Uint32Array {
        // SAFETY: as in `nodes_view`.
        unsafe { js_sys::Uint32Array::view(self.stepper.links().next_items()) }
    }

    /// The item lists' `prev` links as a view.
    #[wasm_bindgen(js_name = prevItemsView)]
    pub fn prev_items_view(&self) -> js_sys::Uint32Array {
        // SAFETY: as in `nodes_view`.
        unsafe { js_sys::Uint32Array::view(self.stepper.links().prev_items()) }
    }

    /// Number of items (primary first).
    #[wasm_bindgen(getter, js_name = nItems)]
    pub fn n_items(&self) -> usize {
        self.problem.n_items()
    }

    /// Number of primary items.
    #[wasm_bindgen(getter, js_name = nPrimary)]
    pub fn n_primary(&self) -> usize {
        self.problem.n_primary()
    }

    /// Number of options.
    #[wasm_bindgen(getter, js_name = nOptions)]
    pub fn n_options(&self) -> usize {
        self.problem.n_options()
    }

    /// Item names, primary first.
    #[wasm_bindgen(js_name = itemNames)]
    pub fn item_names(&self) -> Vec<String> {
        self.problem.item_names().to_vec()
    }

    /// The items (indices) of option `option`.
    #[wasm_bindgen(js_name = optionItems)]
    pub fn option_items(&self, option: f64) -> Result<Vec<u32>, JsError> {
        let option = self.check_option(option)?;
        Ok(self.problem.option(option).to_vec())
    }

    /// The option's name, or its item names joined by spaces.
    #[wasm_bindgen(js_name = optionLabel)]
    pub fn option_label(&self, option: f64) -> Result<String, JsError> {
        let option = self.check_option(option)?;
        Ok(self.problem.option_label(option))
    }

    /// For a Sudoku: what option `option` does, as one triple of `sudokuPlacements()`.
    pub fn placement(&self, option: f64) -> Result<Vec<u32>, JsError> {
        let option = self.check_option(option)?;
        let sudoku = self
            .sudoku
            .as_ref()
            .ok_or_else(|| JsError::new("placement() is for steppers made with fromSudoku()"))?;
        Ok(placement_triple(sudoku, option).to_vec())
    }

    /// For a Sudoku: the grid with the partial solution filled in, as one line.
    #[wasm_bindgen(js_name = sudokuGrid)]
    pub fn sudoku_grid(&self) -> Result<String, JsError> {
        let sudoku = self
            .sudoku
            .as_ref()
            .ok_or_else(|| JsError::new("sudokuGrid() is for steppers made with fromSudoku()"))?;
        Ok(sudoku.fill(&self.stepper.partial_solution()).to_line())
    }

    /// For a Sudoku: what every item stands for, three numbers per item: kind (0 cell,
    /// 1 row needs digit, 2 column needs digit, 3 box needs digit, 4 region needs digit,
    /// 5 diagonal needs digit, 6 window needs digit, 7 a cage takes a set of digits, 8 a cage
    /// holds or leaves out a digit), then row/col/box/region/diagonal/window/cage (from 0), then
    /// col (for a cell) or digit (0 for kind 7).
    #[wasm_bindgen(js_name = sudokuConstraints)]
    pub fn sudoku_constraints(&self) -> Result<Vec<u32>, JsError> {
        let sudoku = self.sudoku_problem("sudokuConstraints()")?;
        let mut out = Vec::with_capacity(self.problem.n_items() * 3);
        for item in 0..self.problem.n_items() {
            let cage_index = |label| sudoku.rules().cages().iter().position(|cage| cage.label == label);
            let [kind, a, b] = match sudoku.constraint(item) {
                Constraint::Cell { row, col } => [0, row, col],
                Constraint::Digit { house, digit } => match house {
                    House::Row(i) => [1, i, digit],
                    House::Column(i) => [2, i, digit],
                    House::Box(i) => [3, i, digit],
                    House::Region(i) => [4, i, digit],
                    House::Diagonal(i) => [5, i, digit],
                    House::Window(i) => [6, i, digit],
                },
                Constraint::CageSet { cage } => [7, cage_index(cage).unwrap_or(0), 0],
                Constraint::CageDigit { cage, digit } => [8, cage_index(cage).unwrap_or(0), digit],
            };
            out.extend([kind as u32, a as u32, b as u32]);
        }
        Ok(out)
    }

    /// For a Sudoku: three numbers for every option, flat: `[row, col, digit]` (0-based row
    /// and column) for a placement, `[cage, digits, 0]` for a killer cage's set of digits (the
    /// cage's index in `sudokuRules().cages`, the digits as bits: bit `d` for digit `d`).
    #[wasm_bindgen(js_name = sudokuPlacements)]
    pub fn sudoku_placements(&self) -> Result<Vec<u32>, JsError> {
        let sudoku = self.sudoku_problem("sudokuPlacements()")?;
        let mut out = Vec::with_capacity(self.problem.n_options() * 3);
        for option in 0..self.problem.n_options() {
            out.extend(placement_triple(sudoku, option));
        }
        Ok(out)
    }

    /// For a Sudoku: what the board view draws besides the grid: `{variant, side, boxRows,
    /// boxCols, regions, diagonals, windows, cages}` (see `inspectSudoku`).
    #[wasm_bindgen(js_name = sudokuRules)]
    pub fn sudoku_rules(&self) -> Result<JsValue, JsError> {
        let sudoku = self.sudoku_problem("sudokuRules()")?;
        serde_wasm_bindgen::to_value(&RulesView::of(sudoku.rules())).map_err(js_error)
    }

    /// For a board puzzle: `{kind, width, height, squares, symmetries}`, `squares` an array
    /// with 1 for each square (row-major) that is part of the board, 0 for each that is not;
    /// `symmetries` how many rotations and reflections (with the identity) map it onto itself.
    #[wasm_bindgen(js_name = boardInfo)]
    pub fn board_info(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Info {
            kind: &'static str,
            width: usize,
            height: usize,
            squares: Vec<u8>,
            symmetries: usize,
        }
        let board = self.board_puzzle("boardInfo()")?;
        let info = Info {
            kind: match board.kind() {
                BoardKind::Pentominoes => "pentominoes",
                BoardKind::Queens => "queens",
            },
            width: board.width(),
            height: board.height(),
            squares: board.squares().iter().map(|&on| on as u8).collect(),
            symmetries: board.symmetry_count(),
        };
        serde_wasm_bindgen::to_value(&info).map_err(js_error)
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

    /// For a board puzzle: what every item stands for, three numbers per item: kind (0 a
    /// pentomino, with its letter's character code; 1 a square, with its column and row; 2 a
    /// row; 3 a column; 4 a diagonal, row + column; 5 a diagonal the other way, n − 1 − row +
    /// column), then the numbers.
    #[wasm_bindgen(js_name = boardItems)]
    pub fn board_items(&self) -> Result<Vec<u32>, JsError> {
        let board = self.board_puzzle("boardItems()")?;
        let mut out = Vec::with_capacity(self.problem.n_items() * 3);
        for item in 0..self.problem.n_items() {
            let [kind, a, b] = match board.item(item) {
                BoardItem::Piece(letter) => [0, letter as usize, 0],
                BoardItem::Square { x, y } => [1, x, y],
                BoardItem::Row(r) => [2, r, 0],
                BoardItem::Column(c) => [3, c, 0],
                BoardItem::Diagonal(d) => [4, d, 0],
                BoardItem::AntiDiagonal(d) => [5, d, 0],
            };
            out.extend([kind as u32, a as u32, b as u32]);
        }
        Ok(out)
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

    fn sudoku_problem(&self, what: &str) -> Result<&SudokuProblem, JsError> {
        self.sudoku
            .as_ref()
            .ok_or_else(|| JsError::new(&format!("{what} is for steppers made with fromSudoku()")))
    }

    /// `option` as an option index, or an error saying why it is not one.
    fn check_option(&self, option: f64) -> Result<usize, JsError> {
        let n = self.problem.n_options();
        if let Some(option) = whole_number(option, n as f64 - 1.0) {
            Ok(option as usize)
        } else {
            Err(JsError::new(&format!(
                "no option {}: options are numbered 0 to {}",
                show_number(option),
                n.saturating_sub(1)
            )))
        }
    }

    /// The event as an object with the keys of `eventLayout()`, each `item` followed by its
    /// `itemName` and each `option` by its `optionName`.
    fn to_js(&self, event: &Event) -> Result<JsValue, JsError> {
        let object = js_sys::Object::new();
        let set = |key: &str, value: JsValue| js_sys::Reflect::set(&object, &key.into(), &value).map(|_| ());
        let fill = || -> Result<(), JsValue> {
            set("type", event.name().into())?;
            for (field, value) in event.fields() {
                set(field.name(), (value as f64).into())?;
                match field {
                    Field::Item => set("itemName", self.problem.item_name(value).into())?,
                    Field::Option => set("optionName", self.problem.option_label(value).into())?,
                    _ => {}
                }
            }
            Ok(())
        };
        fill().map_err(|_| JsError::new("could not build the event object"))?;
        Ok(object.into())
    }
}

fn parse_detail(name: &JsValue) -> Result<Detail, JsError> {
    let name = string_arg(name, "the detail")?;
    name.parse().map_err(|message: String| JsError::new(&message))
}

/// An optional limit on solutions: absent, or a whole number from 1 (a limit of 0 would answer
/// nothing, so it is refused rather than read as another number).
fn limit_arg(limit: Option<f64>, what: &str) -> Result<Option<u64>, JsError> {
    let Some(limit) = limit else { return Ok(None) };
    let limit = count_arg(limit, what, MAX_SAFE_INTEGER)?;
    if limit == 0 {
        return Err(JsError::new(&format!("{what} must be at least 1")));
    }
    Ok(Some(limit))
}

/// The names of the event kinds, indexed by the codes of `Stepper.run()` batches.
#[wasm_bindgen(js_name = eventNames)]
pub fn event_names() -> Vec<String> {
    EventKind::ALL.iter().map(|kind| kind.name().to_string()).collect()
}

/// How `Stepper.run()` packs events, so that JavaScript decodes batches by name:
/// `{words, kinds: [{code, name, fields: ["level", "item", …]}, …]}`. An event is `words`
/// numbers: its kind's code, then the values of its kind's `fields` in order, then zeros.
#[wasm_bindgen(js_name = eventLayout)]
pub fn event_layout() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Kind {
        code: u32,
        name: &'static str,
        fields: Vec<&'static str>,
    }
    #[derive(Serialize)]
    struct Layout {
        words: usize,
        kinds: Vec<Kind>,
    }
    let kinds = EventKind::ALL
        .iter()
        .map(|kind| Kind {
            code: kind.code(),
            name: kind.name(),
            fields: kind.fields().iter().map(|field| field.name()).collect(),
        })
        .collect();
    let layout = Layout {
        words: PACKED_WORDS,
        kinds,
    };
    serde_wasm_bindgen::to_value(&layout).map_err(js_error)
}

fn parse_shape(shape: &JsValue) -> Result<Option<BoxShape>, JsError> {
    optional_string_arg(shape, "the box shape")?
        .map(|shape| BoxShape::parse(&shape))
        .transpose()
        .map_err(|message| JsError::new(&message))
}

fn parse_variant(variant: &JsValue) -> Result<Variant, JsError> {
    let variant = optional_string_arg(variant, "the variant")?;
    variant.map_or(Ok(Variant::Classic), |name| {
        Variant::parse(&name).map_err(|m| JsError::new(&m))
    })
}

/// Reads and solves a puzzle. A classic one goes from its grid straight to the fast solver:
/// building its rules first would cost about as much as solving an easy puzzle.
fn answer_puzzle(text: &JsValue, shape: &JsValue, variant: &JsValue, limit: u64) -> Result<sudoku::Answer, JsError> {
    let (text, shape, variant) = puzzle_args(text, shape, variant)?;
    if variant == Variant::Classic {
        let grid = Grid::parse(&text, shape).map_err(js_error)?;
        return Ok(sudoku::solve(&grid, limit));
    }
    let puzzle = Puzzle::parse(variant, &text, shape).map_err(js_error)?;
    Ok(sudoku::solve_puzzle(&puzzle, limit))
}

fn parse_puzzle(text: &JsValue, shape: &JsValue, variant: &JsValue) -> Result<Puzzle, JsError> {
    let (text, shape, variant) = puzzle_args(text, shape, variant)?;
    Puzzle::parse(variant, &text, shape).map_err(js_error)
}

/// A Sudoku function's arguments: the text, the box shape if given, the variant (classic if
/// not given).
fn puzzle_args(
    text: &JsValue,
    shape: &JsValue,
    variant: &JsValue,
) -> Result<(String, Option<BoxShape>, Variant), JsError> {
    Ok((
        string_arg(text, "the puzzle")?,
        parse_shape(shape)?,
        parse_variant(variant)?,
    ))
}

/// What a board view draws besides the grid, from a puzzle's rules.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesView {
    variant: &'static str,
    side: usize,
    box_rows: usize,
    box_cols: usize,
    /// A jigsaw's region (from 0) of each cell, row-major; empty otherwise.
    regions: Vec<u8>,
    /// Both long diagonals are houses (X-Sudoku).
    diagonals: bool,
    /// A windoku's windows, each a list of cells (row-major indices).
    windows: Vec<Vec<usize>>,
    /// A killer's cages: `{label, sum, cells}`.
    cages: Vec<CageView>,
}

#[derive(Serialize)]
struct CageView {
    label: char,
    sum: usize,
    cells: Vec<usize>,
}

impl RulesView {
    fn of(rules: &Rules) -> RulesView {
        let shape = rules.shape();
        let windows = rules.houses().iter().filter(|house| matches!(house, House::Window(_)));
        RulesView {
            variant: rules.variant().name(),
            side: shape.side(),
            box_rows: shape.rows,
            box_cols: shape.cols,
            regions: rules.regions().to_vec(),
            diagonals: rules.houses().contains(&House::Diagonal(0)),
            windows: windows.map(|&house| rules.house_cells(house)).collect(),
            cages: rules
                .cages()
                .iter()
                .map(|cage| CageView {
                    label: cage.label,
                    sum: cage.sum,
                    cells: cage.cells.clone(),
                })
                .collect(),
        }
    }
}

/// `[row, col, digit]` for a placement; for a killer cage's digit set `[cage, digits, 0]`: the
/// cage's index in the rules' `cages` and its digits as bits (bit `d` for digit `d`).
fn placement_triple(sudoku: &SudokuProblem, option: usize) -> [u32; 3] {
    match sudoku.option_move(option) {
        Move::Place { cell, digit } => [cell.row as u32, cell.col as u32, digit as u32],
        Move::CageSet { cage, digits } => {
            let index = sudoku.rules().cages().iter().position(|c| c.label == cage).unwrap_or(0);
            let bits = digits.iter().fold(0u32, |bits, &digit| bits | 1 << digit);
            [index as u32, bits, 0]
        }
    }
}

/// Reads a Sudoku without solving it, and never throws: `{ok, grid, side, boxRows, boxCols,
/// rules, rulesText, error, cells}`. `grid` is the grid as one line whenever it could be read,
/// even with clashing givens, and `rules` then says what else a board draws (`{variant, side,
/// boxRows, boxCols, regions, diagonals, windows, cages}`); `rulesText` is the text of a
/// jigsaw's regions or a killer's cages and sums (a page that edits the givens sends it again
/// with them: after the givens for a jigsaw, before them for a killer); `error` is the engine's message and `cells`
/// the cells it names, as `[[row, col], …]` (0-based). `variant` as for `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = inspectSudoku)]
pub fn inspect_sudoku(text: JsValue, shape: JsValue, variant: JsValue) -> Result<JsValue, JsError> {
    let text = string_arg(&text, "the puzzle")?;
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Inspection {
        ok: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        grid: Option<String>,
        side: usize,
        box_rows: usize,
        box_cols: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        rules: Option<RulesView>,
        #[serde(skip_serializing_if = "Option::is_none")]
        rules_text: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
        cells: Vec<[usize; 2]>,
    }
    let failed = |message: String| Inspection {
        ok: false,
        grid: None,
        side: 0,
        box_rows: 0,
        box_cols: 0,
        rules: None,
        rules_text: None,
        error: Some(message),
        cells: Vec::new(),
    };
    // Arguments of the wrong type throw; a shape or variant that does not read is the answer.
    let shape = optional_string_arg(&shape, "the box shape")?;
    let variant = optional_string_arg(&variant, "the variant")?;
    let arguments = shape
        .map(|shape| BoxShape::parse(&shape))
        .transpose()
        .and_then(|shape| {
            let variant = variant.map_or(Ok(Variant::Classic), |name| Variant::parse(&name))?;
            Ok((shape, variant))
        });
    let (shape, variant) = match arguments {
        Ok(arguments) => arguments,
        Err(message) => return serde_wasm_bindgen::to_value(&failed(message)).map_err(js_error),
    };
    // Read first, then check: a puzzle whose givens clash is still returned, to be shown with
    // the clashing cells marked.
    let (puzzle, error) = match Puzzle::read(variant, &text, shape) {
        Ok(puzzle) => {
            let clash = puzzle.check_givens().err();
            (Some(puzzle), clash)
        }
        Err(error) => (None, Some(error)),
    };
    let cells = error
        .iter()
        .flat_map(SudokuError::cells)
        .map(|cell| [cell.row, cell.col])
        .collect();
    let shape = puzzle
        .as_ref()
        .map(|puzzle| puzzle.grid().shape())
        .or(shape)
        .or_else(|| sudoku::shape_of(&text))
        .unwrap_or(BoxShape { rows: 0, cols: 0 });
    let inspection = Inspection {
        ok: error.is_none(),
        grid: puzzle.as_ref().map(|puzzle| puzzle.grid().to_line()),
        side: shape.side(),
        box_rows: shape.rows,
        box_cols: shape.cols,
        rules: puzzle.as_ref().map(|puzzle| RulesView::of(puzzle.rules())),
        rules_text: puzzle.as_ref().and_then(Puzzle::rules_text),
        error: error.map(|error| error.to_string()),
        cells,
    };
    serde_wasm_bindgen::to_value(&inspection).map_err(js_error)
}

/// An optional name read by `parse`, its message made a JS error.
#[cfg(feature = "maker")]
fn named<T>(value: Option<String>, parse: fn(&str) -> Result<T, String>) -> Result<Option<T>, JsError> {
    value.as_deref().map(parse).transpose().map_err(|m| JsError::new(&m))
}

/// Field `key` of `options` if it is set: a string, or an error naming the field.
#[cfg(feature = "maker")]
fn option_string(options: &JsValue, key: &str) -> Result<Option<String>, JsError> {
    let value = js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    optional_string_arg(&value, &format!("generateSudoku(): {key}"))
}

/// Field `key` of `options` if it is set: a number, or an error naming the field.
#[cfg(feature = "maker")]
fn option_number(options: &JsValue, key: &str) -> Result<Option<f64>, JsError> {
    let value = js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value.as_f64().map(Some).ok_or_else(|| {
        JsError::new(&format!(
            "generateSudoku(): {key} must be a number, not {}",
            type_name(&value)
        ))
    })
}

/// Makes a new Sudoku with exactly one solution. `options` (all optional): `{shape: "3x3",
/// variant: "classic" | "x" | "windoku", symmetry: "none" | "rotate" | "mirror" | "diagonals",
/// difficulty: "easy" | "medium" | "hard" | "expert", clues, minimal, seed}`. Returns `{puzzle,
/// solution, clues, level, guesses, seed}`: the same seed gives the same puzzle. Throws an
/// `Error` saying which demand cannot be met.
#[cfg(feature = "maker")]
#[wasm_bindgen(js_name = generateSudoku)]
pub fn generate_sudoku(request: JsValue) -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Made {
        puzzle: String,
        solution: String,
        clues: usize,
        level: &'static str,
        guesses: f64,
        seed: f64,
    }
    let request = if request.is_undefined() || request.is_null() {
        js_sys::Object::new().into()
    } else {
        request
    };
    let shape = match option_string(&request, "shape")? {
        Some(text) => BoxShape::parse(&text).map_err(|m| JsError::new(&m))?,
        None => BoxShape { rows: 3, cols: 3 },
    };
    let clues = option_number(&request, "clues")?
        .map(|clues| count_arg(clues, "generateSudoku(): clues", 1e6))
        .transpose()?
        .map(|clues| clues as usize);
    let minimal = js_sys::Reflect::get(&request, &JsValue::from_str("minimal")).is_ok_and(|v| v.is_truthy());
    let options = GenerateOptions {
        shape,
        variant: named(option_string(&request, "variant")?, Variant::parse)?.unwrap_or(Variant::Classic),
        symmetry: named(option_string(&request, "symmetry")?, Symmetry::parse)?.unwrap_or(Symmetry::None),
        minimal,
        clues,
        difficulty: named(option_string(&request, "difficulty")?, Difficulty::parse)?,
    };
    // No seed: one from Math.random, returned so the puzzle can be made again.
    let seed = match option_number(&request, "seed")? {
        Some(seed) => count_arg(seed, "generateSudoku(): the seed", MAX_SAFE_INTEGER)?,
        None => (js_sys::Math::random() * 4_294_967_296.0) as u64,
    };
    let made = Generator::new(options, seed)
        .and_then(|mut g| g.next_puzzle())
        .map_err(|m| JsError::new(&m))?;
    let rating = sudoku::rate(&made.puzzle);
    let made = Made {
        puzzle: made.puzzle.grid().to_line(),
        solution: made.solution.to_line(),
        clues: rating.clues,
        level: rating.level.name(),
        guesses: rating.guesses as f64,
        seed: seed as f64,
    };
    serde_wasm_bindgen::to_value(&made).map_err(js_error)
}

/// The next move for a Sudoku: `text` the puzzle (its givens, as for `solveSudoku`), `entries`
/// the player's digits as one grid line of the same size (`.` where there are none; entries on
/// givens are ignored), or `undefined`. Returns `{kind, text, placement, cells, choices}`:
/// `kind` `"cell"` (a cell with one candidate), `"place"` (a house or cage with one place for a
/// digit), `"none-forced"`, `"wrong"` (an entry is not the solution's digit), `"solved"`,
/// `"no-solution"` or `"entries-clash"`; `text` one sentence; `placement` `[row, col, digit]`
/// (0-based row and column) for a forced move; `cells` the `[row, col]` the reason is about;
/// `choices` `[row, col, digit]` when nothing is forced.
#[cfg(feature = "maker")]
#[wasm_bindgen(js_name = sudokuHint)]
pub fn sudoku_hint(text: JsValue, shape: JsValue, variant: JsValue, entries: JsValue) -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct HintView {
        kind: &'static str,
        text: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        placement: Option<[usize; 3]>,
        cells: Vec<[usize; 2]>,
        choices: Vec<[usize; 3]>,
    }
    let puzzle = parse_puzzle(&text, &shape, &variant)?;
    let grid_shape = puzzle.grid().shape();
    let entries = match optional_string_arg(&entries, "sudokuHint(): the entries")? {
        Some(line) => {
            let grid = Grid::read(&line, Some(grid_shape)).map_err(|e| JsError::new(&format!("the entries: {e}")))?;
            if grid.shape() != grid_shape {
                return Err(JsError::new("the entries must be a grid of the puzzle's size"));
            }
            grid
        }
        None => Grid::empty(grid_shape),
    };
    let hint = sudoku::hint(&puzzle, &entries);
    let view = HintView {
        kind: hint.kind.name(),
        text: hint.text,
        placement: hint.placement.map(|(cell, digit)| [cell.row, cell.col, digit]),
        cells: hint.cells.iter().map(|c| [c.row, c.col]).collect(),
        choices: hint.choices.iter().map(|&(c, d)| [c.row, c.col, d]).collect(),
    };
    serde_wasm_bindgen::to_value(&view).map_err(js_error)
}

/// Solves a Sudoku and returns the solved grid as one line, or `undefined` if it has no
/// solution. Throws an `Error` naming the cell for bad input. `variant` as for
/// `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = solveSudoku)]
pub fn solve_sudoku(text: JsValue, shape: JsValue, variant: JsValue) -> Result<Option<String>, JsError> {
    let answer = answer_puzzle(&text, &shape, &variant, 1)?;
    Ok(answer.solution.map(|solution| solution.to_line()))
}

/// Solves a Sudoku and counts its solutions up to `limit` (2 tells whether it is unique):
/// `{solution, count, nodes, updates}` (`solution` is `undefined` when there is none).
/// `variant` as for `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = sudokuAnswer)]
pub fn sudoku_answer(text: JsValue, shape: JsValue, limit: Option<f64>, variant: JsValue) -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Answer {
        #[serde(skip_serializing_if = "Option::is_none")]
        solution: Option<String>,
        count: f64,
        nodes: f64,
        updates: f64,
    }
    let limit = limit_arg(limit, "sudokuAnswer(): the limit")?.unwrap_or(2);
    let answer = answer_puzzle(&text, &shape, &variant, limit)?;
    let answer = Answer {
        solution: answer.solution.map(|g| g.to_line()),
        count: answer.count as f64,
        nodes: answer.stats.nodes as f64,
        updates: answer.stats.updates as f64,
    };
    serde_wasm_bindgen::to_value(&answer).map_err(js_error)
}

/// Counts the solutions of an exact-cover problem (Knuth's format or named sets), up to
/// `limit` if given.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: JsValue, limit: Option<f64>) -> Result<f64, JsError> {
    let limit = limit_arg(limit, "countSolutions(): the limit")?;
    let text = string_arg(&text, "the problem text")?;
    let problem = Problem::parse(&text).map_err(js_error)?;
    Ok(problem.count_solutions(limit) as f64)
}

/// True when the exact-cover problem has exactly one solution.
#[wasm_bindgen(js_name = isUnique)]
pub fn is_unique(text: JsValue) -> Result<bool, JsError> {
    Ok(count_solutions(text, Some(2.0))? == 1.0)
}

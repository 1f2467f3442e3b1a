//! The generator, hints and the worker pool's `enterPart`: built with the `maker` feature
//! (the pages' module), which the widget's modules leave out.

use super::puzzles::parse_puzzle;
use super::{count_arg, js_error, optional_string_arg, type_name, JsStepper, MAX_SAFE_INTEGER};
use crate::search::{parallel, Stepper};
use crate::sudoku::{self, BoxShape, Difficulty, GenerateOptions, Generator, Grid, Symmetry, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// For a pool of workers sharing one search: cuts the search (from the start, under the
    /// current branching rule) into at least `wanted` parts in Knuth's order, and makes this
    /// stepper search part `index` alone (its partial solutions start with the options above
    /// it). Returns `{parts, nodes, updates, entered}`: the number of parts, the work above the
    /// cut that no part counts (the solutions there are parts of their own), and whether there
    /// was a part `index` to enter (a worker handed an index past the last has none). Every part
    /// searched and added to that gives the whole search's solutions, nodes and updates.
    #[wasm_bindgen(js_name = enterPart)]
    pub fn enter_part(&mut self, wanted: f64, index: f64) -> Result<JsValue, JsError> {
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
}

/// An optional name read by `parse`, its message made a JS error.
fn named<T>(value: Option<String>, parse: fn(&str) -> Result<T, String>) -> Result<Option<T>, JsError> {
    value.as_deref().map(parse).transpose().map_err(|m| JsError::new(&m))
}

/// Field `key` of `options` if it is set: a string, or an error naming the field.
fn option_string(options: &JsValue, key: &str) -> Result<Option<String>, JsError> {
    let value = js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    optional_string_arg(&value, &format!("generateSudoku(): {key}"))
}

/// Field `key` of `options` if it is set: a number, or an error naming the field.
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

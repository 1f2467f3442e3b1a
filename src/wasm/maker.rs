//! The generator, hints and the fast Sudoku solver's functions (`solveSudoku`, `sudokuAnswer`):
//! the `maker` feature, built alone into the module the Sudoku page's worker loads for New puzzle
//! and Hint. That module has no `Stepper` (the pages step puzzles with the Sudoku build); the
//! generator needs the fast solver anyway.

use super::part_count::{part_args, part_entries};
use super::sudoku_args::{parse_puzzle, puzzle_args};
use super::{count_arg, js_error, js_numbers, js_object, limit_arg, optional_string_arg, type_name, MAX_SAFE_INTEGER};
use crate::sudoku::{self, BoxShape, Difficulty, GenerateOptions, Generator, Grid, Puzzle, Symmetry, Variant};
use wasm_bindgen::prelude::*;

/// An optional name read by `parse`, its message made a JS error.
fn named<T>(value: Option<String>, parse: fn(&str) -> Result<T, String>) -> Result<Option<T>, JsError> {
    value.as_deref().map(parse).transpose().map_err(|m| JsError::new(&m))
}

/// Field `key` of `options` if it is set: a string, or an error naming the field.
fn option_string(options: &JsValue, key: &str) -> Result<Option<String>, JsError> {
    let value = js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    optional_string_arg(&value, &format!("generateSudoku(): {key}"))
}

/// Field `key` of `options` if it is set: a whole number from 0 to `max`, or an error naming
/// the field.
fn option_number(options: &JsValue, key: &str, max: f64) -> Result<Option<u64>, JsError> {
    let value = js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    count_arg(&value, &format!("generateSudoku(): {key}"), max).map(Some)
}

/// Makes a new Sudoku with exactly one solution. `options` (all optional): `{shape: "3x3",
/// variant: "classic" | "x" | "windoku", symmetry: "none" | "rotate" | "mirror" | "diagonals",
/// difficulty: "easy" | "medium" | "hard" | "expert", clues, minimal, seed}`. Returns `{puzzle,
/// solution, clues, level, guesses, seed}`: the same seed gives the same puzzle. Throws an
/// `Error` saying which demand cannot be met.
#[wasm_bindgen(js_name = generateSudoku)]
pub fn generate_sudoku(request: JsValue) -> Result<JsValue, JsError> {
    let request = if request.is_undefined() || request.is_null() {
        js_sys::Object::new().into()
    } else if request.is_object() {
        request
    } else {
        return Err(JsError::new(&format!(
            "generateSudoku(): the options must be an object, not {}",
            type_name(&request)
        )));
    };
    let shape = match option_string(&request, "shape")? {
        Some(text) => BoxShape::parse(&text).map_err(js_error)?,
        None => BoxShape { rows: 3, cols: 3 },
    };
    let clues = option_number(&request, "clues", 1e6)?.map(|clues| clues as usize);
    let minimal = js_sys::Reflect::get(&request, &JsValue::from_str("minimal")).is_ok_and(|v| v.is_truthy());
    let options = GenerateOptions {
        shape,
        variant: named(option_string(&request, "variant")?, str::parse::<Variant>)?.unwrap_or(Variant::Classic),
        symmetry: named(option_string(&request, "symmetry")?, str::parse::<Symmetry>)?.unwrap_or(Symmetry::None),
        minimal,
        clues,
        difficulty: named(option_string(&request, "difficulty")?, str::parse::<Difficulty>)?,
    };
    // No seed: one from Math.random, returned so the puzzle can be made again.
    let seed = match option_number(&request, "seed", MAX_SAFE_INTEGER)? {
        Some(seed) => seed,
        None => (js_sys::Math::random() * 4_294_967_296.0) as u64,
    };
    let made = Generator::new(options, seed)
        .and_then(|mut g| g.next_puzzle())
        .map_err(js_error)?;
    let rating = sudoku::rate(&made.puzzle);
    Ok(js_object(&[
        ("puzzle", made.puzzle.grid().to_line().into()),
        ("solution", made.solution.to_line().into()),
        ("clues", (rating.clues as f64).into()),
        ("level", rating.level.name().into()),
        ("guesses", (rating.guesses as f64).into()),
        ("seed", (seed as f64).into()),
    ]))
}

/// The next move for a Sudoku: `text` the puzzle (its givens, as for `solveSudoku`), `entries`
/// the player's digits as one grid line of the same size (`.` where there are none; entries on
/// givens are ignored), or `undefined`. Returns `{kind, text, placement, cells, choices}`:
/// `kind` `"cell"` (a cell with one candidate), `"place"` (a house or cage with one place for a
/// digit), `"contradiction"` (of a cell's or house's two placements, one leads by forced moves to
/// a dead end), `"none-forced"`, `"wrong"` (an entry is not the solution's digit), `"solved"`,
/// `"no-solution"` or `"entries-clash"`; `text` one sentence; `placement` `[row, col, digit]`
/// (0-based row and column) for a forced move, or the one a contradiction proves; `cells` the
/// `[row, col]` the reason is about; `choices` `[row, col, digit]` when nothing is forced (for a
/// contradiction, the two placements: the other one is the one tried).
#[wasm_bindgen(js_name = sudokuHint)]
pub fn sudoku_hint(text: JsValue, shape: JsValue, variant: JsValue, entries: JsValue) -> Result<JsValue, JsError> {
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
    let mut entries = vec![
        ("kind", hint.kind.name().into()),
        ("text", hint.text.into()),
        (
            "cells",
            hint.cells
                .iter()
                .map(|c| js_numbers([c.row, c.col]))
                .collect::<js_sys::Array>()
                .into(),
        ),
        (
            "choices",
            hint.choices
                .iter()
                .map(|&(c, d)| js_numbers([c.row, c.col, d]))
                .collect::<js_sys::Array>()
                .into(),
        ),
    ];
    if let Some((cell, digit)) = hint.placement {
        entries.insert(2, ("placement", js_numbers([cell.row, cell.col, digit])));
    }
    Ok(js_object(&entries))
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

/// Solves a Sudoku and returns the solved grid as one line, or `undefined` if it has no
/// solution. Throws an `Error` naming the cell for bad input. `variant` as for
/// `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = solveSudoku)]
pub fn solve_sudoku(
    text: JsValue,
    shape: Option<JsValue>,
    variant: Option<JsValue>,
) -> Result<Option<String>, JsError> {
    // Optional in the types (`shape?`, `variant?`): a TypeScript caller may leave them out.
    let (shape, variant) = (shape.unwrap_or_default(), variant.unwrap_or_default());
    let answer = answer_puzzle(&text, &shape, &variant, 1)?;
    Ok(answer.solution.map(|solution| solution.to_line()))
}

/// Solves a Sudoku and counts its solutions up to `limit` (2 tells whether it is unique):
/// `{solution, count, nodes, updates}` (`solution` is `undefined` when there is none).
/// `variant` as for `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = sudokuAnswer)]
pub fn sudoku_answer(
    text: JsValue,
    shape: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined | null")] limit: JsValue,
    variant: JsValue,
) -> Result<JsValue, JsError> {
    let limit = limit_arg(&limit, "sudokuAnswer(): the limit")?.unwrap_or(2);
    let answer = answer_puzzle(&text, &shape, &variant, limit)?;
    // A page may ask for thousands of answers a second: the object is made by JSON.parse, one
    // call into JS, where setting its fields one by one would be nine.
    let solution = match answer.solution {
        Some(grid) => format!("\"solution\":\"{}\",", grid.to_line()),
        None => String::new(),
    };
    let json = format!(
        "{{{solution}\"count\":{},\"nodes\":{},\"updates\":{}}}",
        answer.count, answer.stats.nodes, answer.stats.updates
    );
    js_sys::JSON::parse(&json).map_err(|_| JsError::new("sudokuAnswer(): could not make the answer"))
}

/// One Sudoku's count, cut into parts for the Sudoku page's pool of workers: each worker makes a
/// `SudokuCounter` of the same puzzle and counts the parts it is handed (`countPart`); the parts,
/// added to the work above the cut, give the whole count, nodes and updates. A classic 9×9's
/// parts are counted on bit planes, any other puzzle's on the links, flat out.
#[wasm_bindgen]
pub struct SudokuCounter {
    counter: sudoku::SudokuPartCounter,
}

#[wasm_bindgen]
impl SudokuCounter {
    /// A counter of a Sudoku: the arguments of `Stepper.fromSudoku` (every variant but
    /// `"constraints"`). Throws an `Error` naming the cell for bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue, shape: Option<JsValue>, variant: Option<JsValue>) -> Result<SudokuCounter, JsError> {
        // Optional in the types (`shape?`, `variant?`): a TypeScript caller may leave them out.
        let (shape, variant) = (shape.unwrap_or_default(), variant.unwrap_or_default());
        let puzzle = parse_puzzle(&text, &shape, &variant)?;
        Ok(SudokuCounter {
            counter: sudoku::SudokuPartCounter::new(&puzzle),
        })
    }

    /// The solver that counts the parts and why, in a line: `"planes: a classic 9×9 Sudoku, on
    /// bit planes"`.
    #[wasm_bindgen(getter)]
    pub fn engine(&self) -> String {
        self.counter.engine().to_string()
    }

    /// Counts part `index` of the search cut into at least `wanted` parts (the same cut in
    /// every worker that asks for the same number), up to `limit` solutions (a number, or
    /// `Infinity`), calling `progress(count, nodes)` (if given) with the part's figures so far
    /// now and then while a classic 9×9 is counted (every 262,144 nodes). Returns `{parts,
    /// entered, aboveNodes, aboveUpdates, aboveCleansings, count, nodes, updates, cleansings,
    /// complete}`, as `Counter.countPart` of the count build.
    #[wasm_bindgen(js_name = countPart)]
    pub fn count_part(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] wanted: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
        #[wasm_bindgen(unchecked_param_type = "((count: number, nodes: number) => void) | undefined")]
        progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let (wanted, index, limit) = part_args(&wanted, &index, &limit)?;
        let progress = match progress.dyn_into::<js_sys::Function>() {
            Ok(function) => Some(function),
            Err(other) if other.is_undefined() || other.is_null() => None,
            Err(other) => {
                return Err(JsError::new(&format!(
                    "countPart(): the progress must be a function, not {}",
                    type_name(&other)
                )))
            }
        };
        let part = self.counter.count_part(wanted, index, limit, &mut |stats| {
            if let Some(progress) = &progress {
                // What the page does with a report is its own affair: an exception there is not
                // the count's.
                let _ = progress.call2(
                    &JsValue::NULL,
                    &(stats.solutions as f64).into(),
                    &(stats.nodes as f64).into(),
                );
            }
        });
        Ok(js_object(&part_entries(&part, true)))
    }
}

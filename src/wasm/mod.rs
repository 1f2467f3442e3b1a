//! The JavaScript API: the only module that names wasm-bindgen. Thin wrappers over the core;
//! every error crosses the boundary as a JS `Error` carrying the core's message.
//!
//! Large, long-lived state (the links) stays in Rust behind the `Stepper` handle
//! (`stepper.rs`). JS gets small results: one event as a plain object, a batch of events as one
//! `Uint32Array`, the item lists as typed-array *views* over wasm memory (rebuild them after any
//! call that may allocate, e.g. once per animation frame), and the nodes as a copy in node
//! numbers (the engine stores links as addresses).
//!
//! The API comes in parts, by cargo feature, so that each page, widget mode and worker loads the
//! least. `scripts/build.sh` builds one module per build of `www/js/engine/build-list.js` (the
//! one list: names, features, budgets, who loads each), into `www/pkg-<name>`; this table says
//! what of this module each has (a node test holds its rows to the list):
//!
//! | feature, folder | what it has | loaded by |
//! |---|---|---|
//! | `text`, `pkg-links` | problems as text (`text.rs`), with Knuth's colours (`colors.rs`) | the links page, the lesson's chapters on text problems, the widget's links and matrix modes |
//! | `boards`, `pkg-boards` | pentominoes, queens, Langford pairs, polycubes, typed polyominoes (`boards.rs`) | the boards page, the lesson's pentomino and queens chapters, the widget's board modes |
//! | `pieces`, `pkg-pieces` | typed polyominoes alone, with Knuth's multiplicities for pieces with copies (`T*2`) | the boards page and the widget's polyominoes mode, when a piece with copies is shown |
//! | `words`, `pkg-words` | word rectangles, with Knuth's colours (`boards.rs`) | the boards page and the widget's words mode, when a word rectangle is shown |
//! | `sudoku`, `pkg-sudoku` | Sudoku of every variant (`sudoku.rs`) | the Sudoku page, the lesson's Sudoku chapter, the widget's Sudoku mode |
//! | `sudoku` and `constraints`, `pkg-variants` | the same, and variant Sudoku with ISS's constraints (`sudoku_variants.rs`) | the Sudoku page, when a puzzle with constraints is opened, and its workers |
//! | `maker`, `pkg-maker` | the generator, hints, the fast solver and `SudokuCounter` (`maker.rs`) | the Sudoku page's workers, when New puzzle, Hint or Count (of a classic 9×9) is first asked for; the wasm benchmark |
//! | `count`, `pkg-count` | counting flat out with the engine the core's door picks (`count.rs`): `countSolutions`, `isUnique`, and `Counter`'s parts of a count for problems as text and every board puzzle | the workers of the links and boards pages' Count |
//!
//! The `Stepper` class and the worker pool's `enterPart` (`parts.rs`) come with any of the first
//! five; `maker` alone has no stepper. The default build has all (native builds and the
//! wasm-bindgen tests). In the page, `www/js/engine/source.js` says which build a source needs.

// A build needs something to export.
#[cfg(not(any(
    feature = "text",
    feature = "boards",
    feature = "words",
    feature = "sudoku",
    feature = "maker",
    feature = "count"
)))]
compile_error!(
    "the wasm module needs one of the features text, boards, words, sudoku, maker or count (see scripts/build.sh)"
);

#[cfg(any(feature = "boards", feature = "words"))]
mod boards;
#[cfg(feature = "text")]
mod colors;
#[cfg(feature = "count")]
mod count;
#[cfg(feature = "maker")]
mod maker;
#[cfg(feature = "text")]
mod multiplicities;
#[cfg(any(feature = "count", feature = "maker"))]
mod part_count;
#[cfg(any(feature = "text", feature = "boards", feature = "words", feature = "sudoku"))]
mod parts;
#[cfg(any(feature = "text", feature = "boards", feature = "words", feature = "sudoku"))]
mod stepper;
#[cfg(feature = "sudoku")]
mod sudoku;
#[cfg(any(feature = "sudoku", feature = "maker"))]
mod sudoku_args;
#[cfg(all(feature = "sudoku", feature = "constraints"))]
mod sudoku_variants;
#[cfg(any(feature = "text", feature = "boards", feature = "words", feature = "sudoku"))]
mod text;

#[cfg(feature = "count")]
pub use count::{count_engine, count_solutions, is_unique, Counter};
#[cfg(feature = "maker")]
pub use maker::{generate_sudoku, solve_sudoku, sudoku_answer, sudoku_hint, SudokuCounter};
#[cfg(any(feature = "text", feature = "boards", feature = "words", feature = "sudoku"))]
pub use stepper::{event_layout, event_names, JsStepper, MAX_BATCH_EVENTS};
#[cfg(feature = "sudoku")]
pub use sudoku::inspect_sudoku;

use wasm_bindgen::prelude::*;

// Talc instead of the standard library's dlmalloc: smaller and faster in wasm (see
// docs/PERFORMANCE.md). This module is single-threaded, as talc's wasm allocator requires.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[wasm_bindgen(start)]
fn start() {
    // A bug of ours then shows as a readable panic message in the console rather than
    // "unreachable executed". Input errors never panic: they are `Err` values.
    console_error_panic_hook::set_once();
}

#[cfg(any(feature = "text", feature = "sudoku", feature = "maker", feature = "count"))]
fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

// Arguments arrive as whatever JavaScript passed. wasm-bindgen's own conversions would wrap a
// number into range (2**32 + 5 becomes 5, NaN becomes 0), coerce a non-number to a number
// (null, "", [] and false become 0) or read a non-string as a string (a trap); so every
// argument is taken as a JS value and checked here: a value the API cannot honour is an error
// that says so, never a different value and never a trap.

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

/// A plain object from its keys and values, for small results: what serde-wasm-bindgen would
/// make, without its code (its cache of key strings alone weighed 2.5 KB of the links build).
fn js_object(entries: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in entries {
        // Setting a key on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// A plain array of numbers, as JSON would give them.
#[cfg(any(
    feature = "boards",
    feature = "words",
    feature = "maker",
    all(feature = "sudoku", feature = "constraints")
))]
fn js_numbers(numbers: impl IntoIterator<Item = usize>) -> JsValue {
    numbers
        .into_iter()
        .map(|number| JsValue::from(number as f64))
        .collect::<js_sys::Array>()
        .into()
}

/// Three numbers for each of `count` items or options, flat: how the tables the views decode
/// (`sudokuConstraints()`, `sudokuPlacements()`, `boardItems()`) cross to JS.
#[cfg(any(feature = "boards", feature = "words", feature = "sudoku"))]
fn flat_triples(count: usize, triple: impl Fn(usize) -> [u32; 3]) -> Vec<u32> {
    (0..count).flat_map(triple).collect()
}

/// `value` as a string, or `None` for `undefined`, `null` or a blank string.
#[cfg(any(feature = "sudoku", feature = "maker"))]
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

/// What came instead of a number, for messages: the number as JS writes it, or the JS type.
fn shown_arg(value: &JsValue) -> String {
    value.as_f64().map_or_else(|| type_name(value), show_number)
}

/// `value` as a whole number from 0 to `max`, or an error naming `what` and the range: the one
/// check of every numeric argument. Only a JS number is read; any other type is refused.
fn count_arg(value: &JsValue, what: &str, max: f64) -> Result<u64, JsError> {
    value
        .as_f64()
        .and_then(|number| whole_number(number, max))
        .ok_or_else(|| {
            JsError::new(&format!(
                "{what} must be a whole number from 0 to {}, not {}",
                show_number(max),
                shown_arg(value)
            ))
        })
}

/// The largest integer a JS number holds exactly.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// An optional limit on solutions: absent, or a whole number from 1 (a limit of 0 would answer
/// nothing, so it is refused rather than read as another number).
fn limit_arg(limit: &JsValue, what: &str) -> Result<Option<u64>, JsError> {
    if limit.is_undefined() || limit.is_null() {
        return Ok(None);
    }
    let limit = count_arg(limit, what, MAX_SAFE_INTEGER)?;
    if limit == 0 {
        return Err(JsError::new(&format!("{what} must be at least 1")));
    }
    Ok(Some(limit))
}

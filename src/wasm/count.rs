//! Counting flat out with the engine the core's door picks (`crate::engine`): `countSolutions`,
//! `isUnique` and `countEngine` over problems as text, and `Counter`, one problem's count cut into parts for
//! the pages' pools of workers (problems as text and every board puzzle, counted up to the
//! board's symmetries too). The build with these (feature `count`, `pkg-count`) is loaded by the
//! workers alone, so the bit engine and every puzzle's code cost no page its first download.

use super::part_count::{part_args, part_entries};
use super::{count_arg, js_error, js_object, limit_arg, string_arg};
use crate::board::BoardPuzzle;
use crate::board_classes::{Classes, Scratch};
use crate::engine::{self, Engine, PartCounter};
use crate::Problem;
use wasm_bindgen::prelude::*;

/// Counts the solutions of an exact-cover problem (Knuth's format or named sets), up to
/// `limit` if given, with the fastest engine for it.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: JsValue, limit: Option<JsValue>) -> Result<f64, JsError> {
    let limit = limit_arg(
        limit.as_ref().unwrap_or(&JsValue::UNDEFINED),
        "countSolutions(): the limit",
    )?;
    let problem = Problem::parse(&string_arg(&text, "the problem text")?).map_err(js_error)?;
    Ok(engine::count(&problem, limit).solutions as f64)
}

/// The engine `countSolutions` picks for a problem, and why, in a line: `"bits: 64 options of
/// 16 primary items"`.
#[wasm_bindgen(js_name = countEngine)]
pub fn count_engine(text: JsValue) -> Result<String, JsError> {
    let problem = Problem::parse(&string_arg(&text, "the problem text")?).map_err(js_error)?;
    Ok(engine::choose(&problem, engine::Ask::Count).reason)
}

/// True when the exact-cover problem has exactly one solution.
#[wasm_bindgen(js_name = isUnique)]
pub fn is_unique(text: JsValue) -> Result<bool, JsError> {
    Ok(count_solutions(text, Some(2.0.into()))? == 1.0)
}

/// One problem's count, cut into parts for a pool of workers: each worker makes a `Counter` of
/// the same problem and counts the parts it is handed (`countPart`); the parts, added to the
/// work above the cut, give the whole count.
#[wasm_bindgen]
pub struct Counter {
    counter: PartCounter,
    /// A board puzzle's classes of solutions under its symmetries.
    classes: Option<Classes>,
    scratch: Scratch,
}

#[wasm_bindgen]
impl Counter {
    /// A counter of a problem in Knuth's format or as named sets.
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<Counter, JsError> {
        let problem = Problem::parse(&string_arg(&text, "the problem text")?).map_err(js_error)?;
        Ok(Counter {
            counter: PartCounter::new(&problem),
            classes: None,
            scratch: Scratch::default(),
        })
    }

    /// A counter of a board puzzle (the kinds and boards of `Stepper.fromBoard`), which also
    /// counts its solutions up to the board's symmetries.
    #[wasm_bindgen(js_name = fromBoard)]
    pub fn from_board(kind: JsValue, board: JsValue) -> Result<Counter, JsError> {
        let kind = string_arg(&kind, "the board puzzle")?;
        let board = string_arg(&board, "the board")?;
        let puzzle = BoardPuzzle::parse(&kind, &board).map_err(js_error)?;
        Ok(Counter {
            counter: PartCounter::new(puzzle.problem()),
            classes: Some(Classes::new(&puzzle)),
            scratch: Scratch::default(),
        })
    }

    /// The engine that counts and why, in a line: `"bits: 1,568 options of 72 primary items"`.
    #[wasm_bindgen(getter)]
    pub fn engine(&self) -> String {
        self.counter.choice().reason.clone()
    }

    /// Counts part `index` of the search cut into at least `wanted` parts (the same cut in
    /// every worker that asks for the same number), up to `limit` solutions (a number, or
    /// `Infinity`). Returns `{parts, entered, aboveNodes, aboveUpdates, aboveCleansings, count,
    /// nodes, updates, cleansings, complete, distinct, firsts}`: the number of parts; whether
    /// there was a part `index`; the work above the cut, which no part counts (add it once);
    /// the part's solutions and nodes; its updates and cleansings (`null` from the bit
    /// engine, which changes no links); false if the limit stopped it; for a board puzzle, how
    /// many of its solutions are the first of their class up to symmetry (added over the parts:
    /// the count up to symmetry), and the first `gallery` of those as `[number, ...options]`,
    /// `number` counted from 1 within the part.
    #[wasm_bindgen(js_name = countPart)]
    pub fn count_part(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] wanted: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] gallery: JsValue,
    ) -> Result<JsValue, JsError> {
        let (wanted, index, limit) = part_args(&wanted, &index, &limit)?;
        let gallery = count_arg(&gallery, "countPart(): the gallery's size", 1e6)? as usize;
        let (mut seen, mut distinct) = (0u64, 0u64);
        let firsts = js_sys::Array::new();
        let Counter {
            counter,
            classes,
            scratch,
        } = self;
        let part = counter.count_part(wanted, index, limit, |options| {
            seen += 1;
            let Some(classes) = classes else { return };
            if classes.is_first(options, scratch) {
                distinct += 1;
                if firsts.length() < gallery as u32 {
                    let first: js_sys::Array = options.iter().map(|&option| JsValue::from(option as f64)).collect();
                    first.unshift(&JsValue::from(seen as f64));
                    firsts.push(&first);
                }
            }
        });
        // Updates and cleansings are the links' alone.
        let mut entries = part_entries(&part, counter.choice().engine == Engine::Links);
        entries.push(("distinct", JsValue::from(distinct as f64)));
        entries.push(("firsts", firsts.into()));
        Ok(js_object(&entries))
    }
}

//! Exact-cover problems as text (Knuth's format, or named sets): `new Stepper(text)`,
//! `countSolutions` and `isUnique`. Their parser and its messages are the largest part of a
//! build without them, so the puzzle pages' builds (no `text` feature) leave them out; there
//! the constructor only says which build reads text.

#[cfg(feature = "text")]
use super::{js_error, limit_arg};
use super::{string_arg, JsStepper};
#[cfg(feature = "text")]
use crate::Problem;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// A stepper over a problem in Knuth's format or as named sets (`A: 1 4 7` lines); the
    /// format is told by the first line.
    #[cfg(feature = "text")]
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<JsStepper, JsError> {
        let problem = Problem::parse(&string_arg(&text, "the problem text")?).map_err(js_error)?;
        // The text's copy is gone before the links take their memory.
        Ok(JsStepper::over(problem))
    }

    /// In a build without problem text, `new Stepper(text)` is an error that says where to
    /// find it (rather than an object with no stepper behind it).
    #[cfg(not(feature = "text"))]
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<JsStepper, JsError> {
        string_arg(&text, "the problem text")?;
        Err(JsError::new(
            "this build of the engine reads no problem text (the build in pkg-links/ does): \
             its steppers are made with Stepper.fromSudoku or Stepper.fromBoard",
        ))
    }
}

/// Counts the solutions of an exact-cover problem (Knuth's format or named sets), up to
/// `limit` if given.
#[cfg(feature = "text")]
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(text: JsValue, limit: Option<JsValue>) -> Result<f64, JsError> {
    let limit = limit_arg(
        limit.as_ref().unwrap_or(&JsValue::UNDEFINED),
        "countSolutions(): the limit",
    )?;
    let problem = Problem::parse(&string_arg(&text, "the problem text")?).map_err(js_error)?;
    Ok(problem.count_solutions(limit) as f64)
}

/// True when the exact-cover problem has exactly one solution.
#[cfg(feature = "text")]
#[wasm_bindgen(js_name = isUnique)]
pub fn is_unique(text: JsValue) -> Result<bool, JsError> {
    Ok(count_solutions(text, Some(2.0.into()))? == 1.0)
}

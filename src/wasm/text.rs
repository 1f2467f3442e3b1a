//! Exact-cover problems as text (Knuth's format, or named sets): `new Stepper(text)` (counting
//! them flat out is the count build's, `count.rs`). Their parser and its messages are the largest part of a
//! build without them, so the puzzle pages' builds (no `text` feature) leave them out; there
//! the constructor only says which build reads text.

#[cfg(feature = "text")]
use super::js_error;
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

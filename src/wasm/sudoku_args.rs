//! A Sudoku function's arguments as JavaScript passes them (the text, the box shape, the
//! variant), read and checked: shared by the Sudoku stepper (`sudoku.rs`) and the generator's
//! functions (`maker.rs`), which are built apart.

use super::{js_error, optional_string_arg, string_arg};
use crate::sudoku::{BoxShape, Puzzle, Variant};
use wasm_bindgen::prelude::*;

pub(super) fn parse_shape(shape: &JsValue) -> Result<Option<BoxShape>, JsError> {
    optional_string_arg(shape, "the box shape")?
        .map(|shape| BoxShape::parse(&shape))
        .transpose()
        .map_err(js_error)
}

fn parse_variant(variant: &JsValue) -> Result<Variant, JsError> {
    let variant = optional_string_arg(variant, "the variant")?;
    variant.map_or(Ok(Variant::Classic), |name| {
        name.parse::<Variant>().map_err(|m| JsError::new(&m))
    })
}

pub(super) fn parse_puzzle(text: &JsValue, shape: &JsValue, variant: &JsValue) -> Result<Puzzle, JsError> {
    let (text, shape, variant) = puzzle_args(text, shape, variant)?;
    Puzzle::parse(variant, &text, shape).map_err(js_error)
}

/// A Sudoku function's arguments: the text, the box shape if given, the variant (classic if
/// not given).
pub(super) fn puzzle_args(
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

//! What the pools' counters share: `countPart`'s arguments, checked, and the counted part as the
//! plain object the workers post (`Counter` of the count build, `SudokuCounter` of the maker
//! build).

use super::{count_arg, MAX_SAFE_INTEGER};
use crate::engine::PartCount;
use wasm_bindgen::prelude::*;

/// `countPart(wanted, index, limit)`'s arguments: the parts wanted (at least 1), the part's
/// index, and the limit (a whole number, or `Infinity` for none).
pub(super) fn part_args(wanted: &JsValue, index: &JsValue, limit: &JsValue) -> Result<(usize, usize, u64), JsError> {
    let wanted = count_arg(wanted, "countPart(): the parts wanted", 1e6)?.max(1) as usize;
    let index = count_arg(index, "countPart(): the part", MAX_SAFE_INTEGER)?;
    let limit = match limit.as_f64() {
        Some(f64::INFINITY) => u64::MAX,
        _ => count_arg(limit, "countPart(): the limit", MAX_SAFE_INTEGER)?,
    };
    // An index past the last part finds none; on wasm32 it must not wrap to a part that exists.
    Ok((wanted, usize::try_from(index).unwrap_or(usize::MAX), limit))
}

/// The part as `{parts, entered, aboveNodes, aboveUpdates, aboveCleansings, count, nodes,
/// updates, cleansings, complete}`; the work above's updates and cleansings are `null` unless
/// `figures` (the bit engine changes no links, so it counts none below the cut either).
pub(super) fn part_entries(part: &PartCount, figures: bool) -> Vec<(&'static str, JsValue)> {
    let number = |n: u64| JsValue::from(n as f64);
    let optional = |n: Option<u64>| n.map_or(JsValue::NULL, number);
    vec![
        ("parts", number(part.parts as u64)),
        ("entered", part.entered.into()),
        ("aboveNodes", number(part.above.nodes)),
        ("aboveUpdates", optional(figures.then_some(part.above.updates))),
        ("aboveCleansings", optional(figures.then_some(part.above.cleansings))),
        ("count", number(part.solutions)),
        ("nodes", number(part.nodes)),
        ("updates", optional(part.updates)),
        ("cleansings", optional(part.cleansings)),
        ("complete", part.complete.into()),
    ]
}

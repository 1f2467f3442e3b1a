//! Knuth's multiplicities as the page reads them: each primary item's bounds, and how many
//! more options each may take as the search goes. In the `text` build only, as colours are.

use super::JsStepper;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// True when some primary item is to be covered other than exactly once (Knuth's
    /// Algorithm M searches the problem).
    #[wasm_bindgen(getter, js_name = hasMultiplicities)]
    pub fn has_multiplicities(&self) -> bool {
        self.problem.has_multiplicities()
    }

    /// Each primary item's bounds, flat: item `i`'s lower bound at `2 * i`, its upper bound at
    /// `2 * i + 1` (1 and 1 for an exact cover).
    #[wasm_bindgen(js_name = itemBounds)]
    pub fn item_bounds(&self) -> Vec<u32> {
        let mut bounds = Vec::with_capacity(2 * self.problem.n_primary());
        for item in 0..self.problem.n_primary() {
            let (lower, upper) = self.problem.item_bounds(item);
            bounds.extend([lower, upper]);
        }
        bounds
    }

    /// How many more options each primary item may take now, by item (0-based): its upper
    /// bound less the options of the partial solution that cover it (less one more while the
    /// search branches on it). A copy, made at each call.
    #[wasm_bindgen(js_name = boundsLeft)]
    pub fn bounds_left(&self) -> Vec<u32> {
        let links = self.stepper.links();
        (1..=self.problem.n_primary() as u32)
            .map(|item| links.bound(item))
            .collect()
    }
}

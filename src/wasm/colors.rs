//! Knuth's colours as the page reads them: which colours there are, what each option gives its
//! items, and each node's colour as the search goes (settled nodes, purified items). In the
//! `text` build only: problems with colours come as text; the puzzle pages' builds have none.

use super::{js_object, JsStepper};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// The colours' names, as the text wrote them: colour `c` (from 1) is `colorNames()[c - 1]`.
    #[wasm_bindgen(js_name = colorNames)]
    pub fn color_names(&self) -> Vec<String> {
        self.problem.color_names().to_vec()
    }

    /// The colour each node has now, by node number, as an `Int32Array` (empty for a problem
    /// without colours): for an option node 0 (none), its colour, or -1 while it agrees with
    /// its item's purified colour (settled); for an item header, the colour its item is purified
    /// to, else 0. A copy, made at each call.
    #[wasm_bindgen(js_name = nodeColors)]
    pub fn node_colors(&self) -> js_sys::Int32Array {
        let links = self.stepper.links();
        if !links.has_colors() {
            return js_sys::Int32Array::new_with_length(0);
        }
        let colors: Vec<i32> = (0..links.each_node().len() as u32)
            .map(|node| links.color(node))
            .collect();
        js_sys::Int32Array::from(&colors[..])
    }

    /// The colours option `option` gives its items, entry for entry as in `optionItems` (0:
    /// none; all 0 in a problem without colours).
    #[wasm_bindgen(js_name = optionColors)]
    pub fn option_colors(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<Vec<u32>, JsError> {
        let option = self.check_option(option)?;
        Ok(match self.problem.option_colors(option) {
            Some(colors) => colors.to_vec(),
            None => vec![0; self.problem.option(option).len()],
        })
    }

    /// The options of the text that were left out because they cover no primary item, as Knuth's
    /// solvers leave them out: `[{line, text}, …]`.
    #[wasm_bindgen(js_name = droppedOptions)]
    pub fn dropped_options(&self) -> JsValue {
        let dropped = js_sys::Array::new();
        for option in self.problem.dropped_options() {
            dropped.push(&js_object(&[
                ("line", (option.line as u32).into()),
                ("text", option.text.as_str().into()),
            ]));
        }
        dropped.into()
    }
}

//! The worker pool's `enterPart`: a stepper that searches one part of a search cut into parts.
//! In every build, so that each page's workers share its module.

use super::{count_arg, js_object, JsStepper, MAX_SAFE_INTEGER};
use crate::search::{parallel, Stepper};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// For a pool of workers sharing one search: cuts the search (from the start, under the
    /// current branching rule) into at least `wanted` parts in Knuth's order, and makes this
    /// stepper search part `index` alone (its partial solutions start with the options above
    /// it). Returns `{parts, nodes, updates, cleansings, entered}`: the number of parts, the work above the
    /// cut that no part counts (the solutions there are parts of their own), and whether there
    /// was a part `index` to enter (a worker handed an index past the last has none). Every part
    /// searched and added to that gives the whole search's solutions, nodes, updates and
    /// cleansings.
    #[wasm_bindgen(js_name = enterPart)]
    pub fn enter_part(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] wanted: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<JsValue, JsError> {
        let wanted = count_arg(&wanted, "enterPart(): the parts wanted", 1e6)?.max(1) as usize;
        let index = count_arg(&index, "enterPart(): the part", MAX_SAFE_INTEGER)?;
        let heuristic = self.stepper.heuristic();
        let detail = self.stepper.detail();
        // This stepper's own links, relinked to their first state, are cut and then taken down
        // the part's path: a worker keeps one set of links (a copy to cut and one per part
        // tripled its memory).
        let empty = Stepper::without_copy(crate::Links::from_raw(0, 0, &[], &[]));
        let mut links = std::mem::replace(&mut self.stepper, empty).into_links();
        links.relink();
        if self.cut.as_ref().is_none_or(|cut| cut.0 != wanted) {
            let (split, back) = parallel::split_links_into(links, heuristic, wanted);
            links = back;
            self.cut = Some(Box::new((wanted, split)));
        }
        let (_, split) = &**self.cut.as_ref().expect("made above");
        // A worker handed an index past the last part has none to enter (compared before any
        // narrowing, which would wrap 2^32 to 0 in wasm32): it stays at the search's start.
        let entered = index < split.parts.len() as u64;
        self.above = Vec::new();
        if entered {
            let path = split.parts[index as usize].path();
            self.above = parallel::options_on(&links, path);
            parallel::enter_path(&mut links, path);
        }
        // Reset steps back to the part's start: no copy of the links either.
        let mut stepper = Stepper::without_copy(links);
        stepper.set_heuristic(heuristic);
        stepper.set_detail(detail);
        self.stepper = stepper;
        // A solution above the cut is a part: searching it finds it and counts its node. With no
        // parts at all, the root's item had no option: the whole search is the work above.
        let nodes = if split.parts.is_empty() {
            split.above.nodes
        } else {
            split.above.nodes - split.above.solutions
        };
        Ok(js_object(&[
            ("parts", (split.parts.len() as f64).into()),
            ("nodes", (nodes as f64).into()),
            ("updates", (split.above.updates as f64).into()),
            ("cleansings", (split.above.cleansings as f64).into()),
            ("entered", entered.into()),
        ]))
    }
}

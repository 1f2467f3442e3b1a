//! The `Stepper` class: Algorithm X over dancing links, stepped from JavaScript, with the events'
//! layout. In every build that can make a stepper (`text`, `boards`, `sudoku`); the ways to
//! make one are in `text.rs`, `boards.rs` and `sudoku.rs`.

use super::{count_arg, js_object, limit_arg, shown_arg, string_arg, whole_number, MAX_SAFE_INTEGER};
#[cfg(any(feature = "boards", feature = "words"))]
use crate::board::BoardPuzzle;
use crate::search::{Detail, Event, EventKind, Field, Heuristic, Pause, Stepper, PACKED_WORDS};
#[cfg(feature = "sudoku")]
use crate::sudoku::SudokuProblem;
use crate::Problem;
use wasm_bindgen::prelude::*;

/// The most events one `run()` returns: a batch of 2^20 events is 24 MiB.
pub const MAX_BATCH_EVENTS: u32 = 1 << 20;

/// `advanceFor()` looks at the clock after this many events: often enough to overrun its time by
/// about a millisecond at most on a 25 × 25 Sudoku, rarely enough that a clock call (tens of
/// nanoseconds) costs a small problem's search about 1%.
const EVENTS_BETWEEN_CLOCKS: u64 = 256;

#[wasm_bindgen]
extern "C" {
    /// `globalThis.performance`: a page's or a worker's (web-sys's `window()` exists in pages
    /// only; js-sys's `global()` finds the global scope with 0.8 KB of code of its own).
    #[wasm_bindgen(thread_local_v2, js_namespace = globalThis, js_name = performance)]
    static PERFORMANCE: JsValue;
}

/// The host's clock.
fn clock() -> Result<web_sys::Performance, JsError> {
    let performance = PERFORMANCE.with(JsValue::clone);
    if performance.is_undefined() || performance.is_null() {
        return Err(JsError::new(
            "advanceFor() needs performance.now(), which this JavaScript host lacks",
        ));
    }
    Ok(performance.unchecked_into())
}

/// A pause as the API names it.
fn pause_name(pause: Pause) -> String {
    match pause {
        Pause::Solution => "solution",
        Pause::Done => "done",
        Pause::Budget => "budget",
    }
    .to_string()
}

/// Algorithm X over dancing links, stepped from JavaScript.
#[wasm_bindgen(js_name = Stepper)]
pub struct JsStepper {
    pub(super) problem: Problem,
    #[cfg(feature = "sudoku")]
    pub(super) sudoku: Option<SudokuProblem>,
    /// A variant Sudoku with ISS's constraints (`sudoku_variants.rs`).
    #[cfg(all(feature = "sudoku", feature = "constraints"))]
    pub(super) variant_sudoku: Option<Box<super::sudoku_variants::VariantSudoku>>,
    #[cfg(any(feature = "boards", feature = "words"))]
    pub(super) board: Option<BoardPuzzle>,
    pub(super) stepper: Stepper,
    /// The options chosen above the part this stepper searches (`enterPart`), else none: they
    /// lead every partial solution.
    pub(super) above: Vec<usize>,
    /// The last cut `enterPart` made (the parts wanted, the cut): a worker enters part after
    /// part of one cut.
    pub(super) cut: Option<Box<(usize, crate::search::parallel::Split)>>,
}

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    pub(super) fn over(problem: Problem) -> JsStepper {
        let stepper = Stepper::new(&problem);
        JsStepper {
            problem,
            #[cfg(feature = "sudoku")]
            sudoku: None,
            #[cfg(all(feature = "sudoku", feature = "constraints"))]
            variant_sudoku: None,
            #[cfg(any(feature = "boards", feature = "words"))]
            board: None,
            stepper,
            above: Vec::new(),
            cut: None,
        }
    }

    /// Takes one event and returns it as `{type, level, item, itemName, option, optionName, …}`.
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        let event = self.stepper.step();
        self.to_js(&event)
    }

    /// Undoes the last event and returns it, or `undefined` at the start.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Result<JsValue, JsError> {
        match self.stepper.step_back() {
            Some(event) => self.to_js(&event),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Undoes up to `max_events` events (fewer at the start) and returns how many. Stepping
    /// back a long way without building an object per event: the page keeps its own log of
    /// what it took.
    pub fn back(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max_events: JsValue,
    ) -> Result<f64, JsError> {
        let max_events = count_arg(&max_events, "back(): the number of events", MAX_SAFE_INTEGER)?;
        let mut undone = 0;
        while undone < max_events && self.stepper.step_back().is_some() {
            undone += 1;
        }
        Ok(undone as f64)
    }

    /// Takes up to `max_events` events in one call (stopping after a solution if
    /// `stop_at_solution`) and returns them packed, `eventLayout().words` numbers each: the
    /// kind's code, then its fields in the order `eventLayout()` lists them, then zeros.
    /// `max_events` is a whole number up to 2^20 (call again for more).
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max_events: JsValue,
        stop_at_solution: bool,
    ) -> Result<Vec<u32>, JsError> {
        let max_events = count_arg(&max_events, "run(): the number of events", f64::from(MAX_BATCH_EVENTS))?;
        let mut out = Vec::with_capacity(max_events.min(1 << 16) as usize * PACKED_WORDS);
        self.stepper.run(max_events, |event| {
            out.extend_from_slice(&event.packed());
            !(stop_at_solution && matches!(event, Event::Solution { .. }))
        });
        Ok(out)
    }

    /// Runs flat out (no events) for at most `max_events` algorithm events or to the next
    /// solution; returns `"solution"`, `"done"` or `"budget"`. For long work in slices.
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] max_events: JsValue,
    ) -> Result<String, JsError> {
        let max_events = count_arg(&max_events, "advance(): the number of events", MAX_SAFE_INTEGER)?;
        Ok(pause_name(self.stepper.advance(max_events)))
    }

    /// As `advance`, for about `milliseconds` by the host's clock (`performance.now()`, in a
    /// page or a worker) instead of a number of events: a slice of long work that lasts as long
    /// on any problem, where an event of a 25 × 25 Sudoku costs a hundred times one of a small
    /// problem. Returns `"solution"`, `"done"` or `"budget"` (the time is up).
    #[wasm_bindgen(js_name = advanceFor)]
    pub fn advance_for(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] milliseconds: JsValue,
    ) -> Result<String, JsError> {
        let Some(milliseconds) = milliseconds.as_f64().filter(|ms| ms.is_finite() && *ms >= 0.0) else {
            return Err(JsError::new(&format!(
                "advanceFor(): the time must be a number of milliseconds from 0, not {}",
                shown_arg(&milliseconds)
            )));
        };
        let clock = clock()?;
        let deadline = clock.now() + milliseconds;
        loop {
            let pause = self.stepper.advance(EVENTS_BETWEEN_CLOCKS);
            if pause != Pause::Budget || clock.now() >= deadline {
                return Ok(pause_name(pause));
            }
        }
    }

    /// Counts solutions from here on, up to `limit` (all if absent).
    #[wasm_bindgen(js_name = countSolutions)]
    pub fn count_solutions(&mut self, limit: Option<JsValue>) -> Result<f64, JsError> {
        let limit = limit_arg(
            limit.as_ref().unwrap_or(&JsValue::UNDEFINED),
            "countSolutions(): the limit",
        )?;
        Ok(self.stepper.count_solutions(limit) as f64)
    }

    /// Goes back to the start.
    pub fn reset(&mut self) {
        self.stepper.reset();
    }

    /// `"mrv"` (fewest options first, the default) or `"first"` (first remaining item).
    /// Changing it goes back to the start.
    #[wasm_bindgen(js_name = setHeuristic)]
    pub fn set_heuristic(&mut self, name: JsValue) -> Result<(), JsError> {
        let name = string_arg(&name, "setHeuristic(): the rule")?;
        let heuristic: Heuristic = name.parse().map_err(|message: String| JsError::new(&message))?;
        self.stepper.set_heuristic(heuristic);
        Ok(())
    }

    /// `"algorithm"` (choose/cover/select/… events) or `"links"` (also every hide/unhide).
    #[wasm_bindgen(js_name = setDetail)]
    pub fn set_detail(&mut self, name: JsValue) -> Result<(), JsError> {
        self.stepper.set_detail(parse_detail(&name)?);
        Ok(())
    }

    /// Events from the start to here, at the current detail.
    pub fn position(&self) -> f64 {
        self.stepper.position() as f64
    }

    /// Events from the start to here counted at `detail` (`"algorithm"` or `"links"`).
    #[wasm_bindgen(js_name = positionIn)]
    pub fn position_in(&self, detail: JsValue) -> Result<f64, JsError> {
        Ok(self.stepper.position_in(parse_detail(&detail)?) as f64)
    }

    /// The current detail: `"algorithm"` or `"links"`.
    pub fn detail(&self) -> String {
        self.stepper.detail().to_string()
    }

    /// The number of options selected above the last event.
    pub fn level(&self) -> usize {
        self.stepper.level()
    }

    /// True before the first event.
    #[wasm_bindgen(js_name = atStart)]
    pub fn at_start(&self) -> bool {
        self.stepper.at_start()
    }

    /// True once the search has finished.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.stepper.is_done()
    }

    /// `{nodes, updates, solutions, cleansings}` so far (cleansings: Knuth's count for colours).
    pub fn stats(&self) -> JsValue {
        let stats = self.stepper.stats();
        js_object(&[
            ("nodes", (stats.nodes as f64).into()),
            ("updates", (stats.updates as f64).into()),
            ("solutions", (stats.solutions as f64).into()),
            ("cleansings", (stats.cleansings as f64).into()),
        ])
    }

    /// The options of the partial solution, level 0 first.
    #[wasm_bindgen(js_name = partialSolution)]
    pub fn partial_solution(&self) -> Vec<u32> {
        self.whole_partial_solution().into_iter().map(|o| o as u32).collect()
    }

    /// The options above this stepper's part, then its partial solution.
    pub(super) fn whole_partial_solution(&self) -> Vec<usize> {
        let mut options = self.above.clone();
        options.extend(self.stepper.partial_solution());
        options
    }

    /// The items chosen at each level of the current path.
    #[wasm_bindgen(js_name = chosenItems)]
    pub fn chosen_items(&self) -> Vec<u32> {
        self.stepper.chosen_items().into_iter().map(|i| i as u32).collect()
    }

    /// The nodes as an `Int32Array`, three numbers per node: up, down, top, as node numbers
    /// (for item headers, nodes `1..=nItems`, `top` is the item's length). A copy, made at
    /// each call: the engine's own nodes hold their links as addresses (src/dlx/link.rs).
    #[wasm_bindgen(js_name = nodesView)]
    pub fn nodes_view(&self) -> js_sys::Int32Array {
        let nodes = self.stepper.links().each_node();
        let mut words = Vec::with_capacity(3 * nodes.len());
        for node in nodes {
            words.extend([node.up as i32, node.down as i32, node.top]);
        }
        js_sys::Int32Array::from(&words[..])
    }

    /// The item lists' `next` links as a view (`0` is the primary root, `nItems + 1` the
    /// secondary root).
    #[wasm_bindgen(js_name = nextItemsView)]
    pub fn next_items_view(&self) -> js_sys::Uint32Array {
        // SAFETY: a view of `u32`s the stepper owns. It is valid until wasm memory grows; the
        // docs tell callers to take a fresh one after each call that may allocate.
        unsafe { js_sys::Uint32Array::view(self.stepper.links().next_items()) }
    }

    /// The item lists' `prev` links as a view.
    #[wasm_bindgen(js_name = prevItemsView)]
    pub fn prev_items_view(&self) -> js_sys::Uint32Array {
        // SAFETY: as in `next_items_view`.
        unsafe { js_sys::Uint32Array::view(self.stepper.links().prev_items()) }
    }

    /// Number of items (primary first).
    #[wasm_bindgen(getter, js_name = nItems)]
    pub fn n_items(&self) -> usize {
        self.problem.n_items()
    }

    /// True when some option gives a secondary item a colour (Knuth's Algorithm C): in every
    /// build with colours (problems as text, word rectangles, variant Sudoku), so that a page
    /// shows Knuth's cleansings for each.
    #[cfg(feature = "colors")]
    #[wasm_bindgen(getter, js_name = hasColors)]
    pub fn has_colors(&self) -> bool {
        self.problem.has_colors()
    }

    /// Number of primary items.
    #[wasm_bindgen(getter, js_name = nPrimary)]
    pub fn n_primary(&self) -> usize {
        self.problem.n_primary()
    }

    /// Number of options.
    #[wasm_bindgen(getter, js_name = nOptions)]
    pub fn n_options(&self) -> usize {
        self.problem.n_options()
    }

    /// Item names, primary first.
    #[wasm_bindgen(js_name = itemNames)]
    pub fn item_names(&self) -> Vec<String> {
        self.problem.item_names().to_vec()
    }

    /// The items (indices) of option `option`.
    #[wasm_bindgen(js_name = optionItems)]
    pub fn option_items(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<Vec<u32>, JsError> {
        let option = self.check_option(option)?;
        Ok(self.problem.option(option).to_vec())
    }

    /// The option's name, or its item names joined by spaces.
    #[wasm_bindgen(js_name = optionLabel)]
    pub fn option_label(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<String, JsError> {
        let option = self.check_option(option)?;
        Ok(self.problem.option_label(option))
    }

    /// `option` as an option index, or an error saying why it is not one.
    /// Only a JS number is read: `null`, `""`, `[]` or `false` is no option, not option 0.
    pub(super) fn check_option(&self, option: JsValue) -> Result<usize, JsError> {
        let n = self.problem.n_options();
        if let Some(option) = option.as_f64().and_then(|option| whole_number(option, n as f64 - 1.0)) {
            Ok(option as usize)
        } else {
            Err(JsError::new(&format!(
                "no option {}: options are numbered 0 to {}",
                shown_arg(&option),
                n.saturating_sub(1)
            )))
        }
    }

    /// The event as an object with the keys of `eventLayout()`, each `item` followed by its
    /// `itemName`, each `option` by its `optionName` and each `color` by its `colorName`.
    fn to_js(&self, event: &Event) -> Result<JsValue, JsError> {
        let object = js_sys::Object::new();
        let set = |key: &str, value: JsValue| js_sys::Reflect::set(&object, &key.into(), &value).map(|_| ());
        let fill = || -> Result<(), JsValue> {
            set("type", event.name().into())?;
            for (field, value) in event.fields() {
                set(field.name(), (value as f64).into())?;
                match field {
                    Field::Item => set("itemName", self.problem.item_name(value).into())?,
                    Field::Option => set("optionName", self.problem.option_label(value).into())?,
                    Field::Color => set("colorName", self.problem.color_name(value as u32).into())?,
                    _ => {}
                }
            }
            Ok(())
        };
        fill().map_err(|_| JsError::new("could not build the event object"))?;
        Ok(object.into())
    }
}

fn parse_detail(name: &JsValue) -> Result<Detail, JsError> {
    let name = string_arg(name, "the detail")?;
    name.parse().map_err(|message: String| JsError::new(&message))
}

/// The names of the event kinds, indexed by the codes of `Stepper.run()` batches.
#[wasm_bindgen(js_name = eventNames)]
pub fn event_names() -> Vec<String> {
    EventKind::ALL.iter().map(|kind| kind.name().to_string()).collect()
}

/// How `Stepper.run()` packs events, so that JavaScript decodes batches by name:
/// `{words, kinds: [{code, name, fields: ["level", "item", …]}, …], maxEvents}`. An event is
/// `words` numbers: its kind's code, then the values of its kind's `fields` in order, then
/// zeros. `maxEvents` is the most events one `run()` takes (more is refused).
#[wasm_bindgen(js_name = eventLayout)]
pub fn event_layout() -> JsValue {
    let kinds = js_sys::Array::new();
    for kind in EventKind::ALL {
        let fields = js_sys::Array::new();
        for field in kind.fields() {
            fields.push(&JsValue::from_str(field.name()));
        }
        kinds.push(&js_object(&[
            ("code", kind.code().into()),
            ("name", kind.name().into()),
            ("fields", fields.into()),
        ]));
    }
    js_object(&[
        ("words", (PACKED_WORDS as u32).into()),
        ("kinds", kinds.into()),
        ("maxEvents", MAX_BATCH_EVENTS.into()),
    ])
}

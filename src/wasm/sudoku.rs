//! The Sudoku bindings (every variant): built with the `sudoku` feature.

use super::sudoku_args::parse_puzzle;
#[cfg(feature = "constraints")]
use super::sudoku_variants::{self as variants, VariantSudoku};
use super::{flat_triples, js_error, optional_string_arg, string_arg, JsStepper};
use crate::sudoku::{
    self, BoxShape, Constraint, House, Move, Puzzle, Rules, SudokuError, SudokuProblem, Variant, DIGIT_ALPHABET,
};
#[cfg(feature = "constraints")]
use crate::sudoku_constraints::{ConstraintCover, ConstraintSudoku};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// True when `variant` is `"constraints"`: a variant Sudoku with ISS's constraints.
#[cfg(feature = "constraints")]
fn is_variant_sudoku(variant: &JsValue) -> bool {
    variant.as_string().is_some_and(|name| name.trim() == variants::NAME)
}

#[wasm_bindgen(js_class = Stepper)]
impl JsStepper {
    /// A stepper over a Sudoku (81 characters, or any size; `shape` like `"2x3"` for
    /// non-square boxes; `variant` one of `"classic"` (the default), `"x"`, `"windoku"`,
    /// `"jigsaw"` (the puzzle, then a line of region labels) or `"killer"` (a line of cage
    /// letters, a line of sums in letter order, and optionally the givens)).
    /// `"constraints"`: a variant Sudoku with ISS's constraints, an ISS string
    /// (`.~R1C1_5.Thermo~R9C4~R8C3`) or a grid line of givens and then one (the shape comes
    /// with the string).
    #[wasm_bindgen(js_name = fromSudoku)]
    pub fn from_sudoku(text: JsValue, shape: Option<JsValue>, variant: Option<JsValue>) -> Result<JsStepper, JsError> {
        // Optional in the types (`shape?`, `variant?`): a TypeScript caller may leave them out.
        let (shape, variant) = (shape.unwrap_or_default(), variant.unwrap_or_default());
        #[cfg(feature = "constraints")]
        if is_variant_sudoku(&variant) {
            let read = VariantSudoku::read(&string_arg(&text, "the puzzle")?)?;
            let mut stepper = JsStepper::over(read.cover.problem().clone());
            stepper.variant_sudoku = Some(Box::new(read));
            return Ok(stepper);
        }
        let puzzle = parse_puzzle(&text, &shape, &variant)?;
        let encoded = SudokuProblem::of(&puzzle);
        let mut stepper = JsStepper::over(encoded.problem().clone());
        stepper.sudoku = Some(encoded);
        Ok(stepper)
    }

    /// For a Sudoku: what option `option` does, as one triple of `sudokuPlacements()`.
    pub fn placement(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] option: JsValue,
    ) -> Result<Vec<u32>, JsError> {
        let option = self.check_option(option)?;
        #[cfg(feature = "constraints")]
        if let Some(variant) = &self.variant_sudoku {
            return Ok(variant.option_triple(option).to_vec());
        }
        let sudoku = self.sudoku_problem("placement()")?;
        Ok(placement_triple(sudoku, option).to_vec())
    }

    /// For a Sudoku: the grid with the partial solution filled in, as one line.
    #[wasm_bindgen(js_name = sudokuGrid)]
    pub fn sudoku_grid(&self) -> Result<String, JsError> {
        #[cfg(feature = "constraints")]
        if let Some(variant) = &self.variant_sudoku {
            return Ok(variant.grid_line(&self.whole_partial_solution()));
        }
        let sudoku = self.sudoku_problem("sudokuGrid()")?;
        Ok(sudoku.fill(&self.stepper.partial_solution()).to_line())
    }

    /// For a Sudoku: what every item stands for, three numbers per item: its kind (a code of
    /// `sudokuItemKinds()`), then the row, column, box, region, diagonal, window or cage (from
    /// 0; a cage by its index in `sudokuRules().cages`), then the column (for a cell) or the
    /// digit (0 for a cage's digit set).
    #[wasm_bindgen(js_name = sudokuConstraints)]
    pub fn sudoku_constraints(&self) -> Result<Vec<u32>, JsError> {
        #[cfg(feature = "constraints")]
        if let Some(variant) = &self.variant_sudoku {
            return Ok(flat_triples(self.problem.n_items(), |item| variant.item_triple(item)));
        }
        let sudoku = self.sudoku_problem("sudokuConstraints()")?;
        let cage_index = |label| sudoku.rules().cages().iter().position(|cage| cage.label == label);
        Ok(flat_triples(self.problem.n_items(), |item| {
            let constraint = sudoku.constraint(item);
            let [a, b] = match constraint {
                Constraint::Cell { row, col } => [row, col],
                Constraint::Digit { house, digit } => match house {
                    House::Row(i) | House::Column(i) | House::Box(i) => [i, digit],
                    House::Region(i) | House::Diagonal(i) | House::Window(i) => [i, digit],
                },
                Constraint::CageSet { cage } => [cage_index(cage).unwrap_or(0), 0],
                Constraint::CageDigit { cage, digit } => [cage_index(cage).unwrap_or(0), digit],
            };
            [constraint.kind() as u32, a as u32, b as u32]
        }))
    }

    /// For a Sudoku: three numbers for every option, flat: `[row, col, digit]` (0-based row
    /// and column) for a placement, `[cage, digits, 0]` for a killer cage's set of digits (the
    /// cage's index in `sudokuRules().cages`, the digits as bits: bit `d` for digit `d`).
    #[wasm_bindgen(js_name = sudokuPlacements)]
    pub fn sudoku_placements(&self) -> Result<Vec<u32>, JsError> {
        #[cfg(feature = "constraints")]
        if let Some(variant) = &self.variant_sudoku {
            return Ok(flat_triples(self.problem.n_options(), |option| {
                variant.option_triple(option)
            }));
        }
        let sudoku = self.sudoku_problem("sudokuPlacements()")?;
        Ok(flat_triples(self.problem.n_options(), |option| {
            placement_triple(sudoku, option)
        }))
    }

    /// For a Sudoku: what the board view draws besides the grid: `{variant, side, boxRows,
    /// boxCols, regions, diagonals, windows, cages}` (see `inspectSudoku`).
    #[wasm_bindgen(js_name = sudokuRules)]
    pub fn sudoku_rules(&self) -> Result<JsValue, JsError> {
        #[cfg(feature = "constraints")]
        if let Some(variant) = &self.variant_sudoku {
            let mut rules = variants::view_of(&variant.puzzle);
            variants::with_cover(&mut rules, &variant.cover);
            return serde_wasm_bindgen::to_value(&rules).map_err(js_error);
        }
        let sudoku = self.sudoku_problem("sudokuRules()")?;
        serde_wasm_bindgen::to_value(&RulesView::of(sudoku.rules())).map_err(js_error)
    }

    fn sudoku_problem(&self, what: &str) -> Result<&SudokuProblem, JsError> {
        self.sudoku
            .as_ref()
            .ok_or_else(|| JsError::new(&format!("{what} is for steppers made with fromSudoku()")))
    }
}

/// What a board view draws besides the grid, from a puzzle's rules (a variant Sudoku's too:
/// `sudoku_variants.rs` fills one in, with its constraints).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RulesView {
    pub(super) variant: &'static str,
    pub(super) side: usize,
    pub(super) box_rows: usize,
    pub(super) box_cols: usize,
    /// A jigsaw's region (from 0) of each cell, row-major; empty otherwise (a variant Sudoku:
    /// each cell's region, all 0 when there are none, so no thick lines).
    pub(super) regions: Vec<u8>,
    /// Both long diagonals are houses (X-Sudoku).
    pub(super) diagonals: bool,
    /// A windoku's windows, each a list of cells (row-major indices).
    pub(super) windows: Vec<Vec<usize>>,
    /// A killer's cages: `{label, sum, cells}` (a variant Sudoku's cage may have no sum: null).
    pub(super) cages: Vec<CageView>,
    /// A variant Sudoku's constraints, in the order given (absent for the other variants).
    #[cfg(feature = "constraints")]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) constraints: Vec<super::sudoku_variants::ConstraintView>,
    /// The sums a variant Sudoku's cages imply (the rule of 45), numbered after `constraints`
    /// (a role's constraint `constraints.length + j` is the `j`-th); not drawn.
    #[cfg(feature = "constraints")]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) implied: Vec<super::sudoku_variants::ConstraintView>,
}

#[derive(Serialize)]
pub(super) struct CageView {
    pub(super) label: char,
    pub(super) sum: Option<usize>,
    pub(super) cells: Vec<usize>,
}

impl RulesView {
    fn of(rules: &Rules) -> RulesView {
        let shape = rules.shape();
        let windows = rules.houses().iter().filter(|house| matches!(house, House::Window(_)));
        RulesView {
            variant: rules.variant().name(),
            side: shape.side(),
            box_rows: shape.rows,
            box_cols: shape.cols,
            regions: rules.regions().to_vec(),
            diagonals: rules.houses().contains(&House::Diagonal(0)),
            windows: windows.map(|&house| rules.house_cells(house)).collect(),
            cages: rules
                .cages()
                .iter()
                .map(|cage| CageView {
                    label: cage.label,
                    sum: Some(cage.sum),
                    cells: cage.cells.clone(),
                })
                .collect(),
            #[cfg(feature = "constraints")]
            constraints: Vec::new(),
            #[cfg(feature = "constraints")]
            implied: Vec::new(),
        }
    }
}

/// `[row, col, digit]` for a placement; for a killer cage's digit set `[cage, digits, 0]`: the
/// cage's index in the rules' `cages` and its digits as bits (bit `d` for digit `d`).
fn placement_triple(sudoku: &SudokuProblem, option: usize) -> [u32; 3] {
    match sudoku.option_move(option) {
        Move::Place { cell, digit } => [cell.row as u32, cell.col as u32, digit as u32],
        Move::CageSet { cage, digits } => {
            let index = sudoku.rules().cages().iter().position(|c| c.label == cage).unwrap_or(0);
            let bits = digits.iter().fold(0u32, |bits, &digit| bits | 1 << digit);
            [index as u32, bits, 0]
        }
    }
}

/// Reads a Sudoku without solving it, and never throws: `{ok, grid, side, boxRows, boxCols,
/// rules, rulesText, error, cells}`. `grid` is the grid as one line whenever it could be read,
/// even with clashing givens, and `rules` then says what else a board draws (`{variant, side,
/// boxRows, boxCols, regions, diagonals, windows, cages}`); `rulesText` is the text of a
/// jigsaw's regions or a killer's cages and sums (a page that edits the givens sends it again
/// with them: after the givens for a jigsaw, before them for a killer); `error` is the engine's message and `cells`
/// the cells it names, as `[[row, col], …]` (0-based). `variant` as for `Stepper.fromSudoku`.
#[wasm_bindgen(js_name = inspectSudoku)]
pub fn inspect_sudoku(text: JsValue, shape: Option<JsValue>, variant: Option<JsValue>) -> Result<JsValue, JsError> {
    // Optional in the types (`shape?`, `variant?`): a TypeScript caller may leave them out.
    let (shape, variant) = (shape.unwrap_or_default(), variant.unwrap_or_default());
    let text = string_arg(&text, "the puzzle")?;
    #[cfg(feature = "constraints")]
    if is_variant_sudoku(&variant) {
        return inspect_variant(&text);
    }
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Inspection {
        ok: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        grid: Option<String>,
        side: usize,
        box_rows: usize,
        box_cols: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        rules: Option<RulesView>,
        #[serde(skip_serializing_if = "Option::is_none")]
        rules_text: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
        cells: Vec<[usize; 2]>,
    }
    let failed = |message: String| Inspection {
        ok: false,
        grid: None,
        side: 0,
        box_rows: 0,
        box_cols: 0,
        rules: None,
        rules_text: None,
        error: Some(message),
        cells: Vec::new(),
    };
    // Arguments of the wrong type throw; a shape or variant that does not read is the answer.
    let shape = optional_string_arg(&shape, "the box shape")?;
    let variant = optional_string_arg(&variant, "the variant")?;
    let arguments = shape
        .map(|shape| BoxShape::parse(&shape).map_err(|error| error.to_string()))
        .transpose()
        .and_then(|shape| {
            let variant = variant.map_or(Ok(Variant::Classic), |name| name.parse::<Variant>())?;
            Ok((shape, variant))
        });
    let (shape, variant) = match arguments {
        Ok(arguments) => arguments,
        Err(message) => return serde_wasm_bindgen::to_value(&failed(message)).map_err(js_error),
    };
    // Read first, then check: a puzzle whose givens clash is still returned, to be shown with
    // the clashing cells marked.
    let (puzzle, error) = match Puzzle::read(variant, &text, shape) {
        Ok(puzzle) => {
            let clash = puzzle.check_givens().err();
            (Some(puzzle), clash)
        }
        Err(error) => (None, Some(error)),
    };
    let cells = error
        .iter()
        .flat_map(SudokuError::cells)
        .map(|cell| [cell.row, cell.col])
        .collect();
    let shape = puzzle
        .as_ref()
        .map(|puzzle| puzzle.grid().shape())
        .or(shape)
        .or_else(|| sudoku::shape_of(&text))
        .unwrap_or(BoxShape { rows: 0, cols: 0 });
    let inspection = Inspection {
        ok: error.is_none(),
        grid: puzzle.as_ref().map(|puzzle| puzzle.grid().to_line()),
        side: shape.side(),
        box_rows: shape.rows,
        box_cols: shape.cols,
        rules: puzzle.as_ref().map(|puzzle| RulesView::of(puzzle.rules())),
        rules_text: puzzle.as_ref().and_then(Puzzle::rules_text),
        error: error.map(|error| error.to_string()),
        cells,
    };
    serde_wasm_bindgen::to_value(&inspection).map_err(js_error)
}

/// Solves a variant Sudoku with constraints (the text as `fromSudoku` reads it with the variant
/// `"constraints"`) flat out, with the fastest search the core has for it (learned weights), up
/// to `limit` grids (2 tells whether there is one only): `{solution, count, nodes}`, `solution`
/// the first grid as one line (absent when there is none). Grids are counted once each, also
/// where the exact cover has two solutions for one grid (a closed sum line cut two ways). A
/// `progress` function, if given, is called with the grids found so far every 1,024 grids (a
/// long count's progress). With `variant` `"killer"` (and a `shape`, as `fromSudoku` takes
/// them), the text is a killer with its cages as letters, solved as the same cages written as
/// constraints are.
#[cfg(feature = "constraints")]
#[wasm_bindgen(js_name = solveVariantSudoku)]
pub fn solve_variant_sudoku(
    text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    progress: Option<js_sys::Function>,
    variant: Option<JsValue>,
    shape: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let limit = super::limit_arg(&limit, "solveVariantSudoku(): the limit")?.unwrap_or(u64::MAX);
    let text = string_arg(&text, "the puzzle")?;
    // Nothing here shows an item's or option's name: the cover is built unnamed, which is quicker.
    let puzzle = variant_puzzle("solveVariantSudoku", &text, variant, shape)?;
    let cover = ConstraintCover::for_solving(&puzzle).map_err(js_error)?;
    let solved = cover.solve_reporting(limit, &mut |count| {
        if let Some(progress) = &progress {
            // What the callback throws or returns is its own business: the count goes on.
            let _ = progress.call1(&JsValue::NULL, &JsValue::from(count as f64));
        }
    });
    let solution = solved.grid.map(|grid| variants::line_of(&grid));
    Ok(super::js_object(&[
        ("solution", solution.map_or(JsValue::UNDEFINED, JsValue::from)),
        ("count", (solved.count as f64).into()),
        ("nodes", (solved.nodes as f64).into()),
    ]))
}

/// The puzzle `text` of `variant`, read for `function`: a constraint string (with a grid line,
/// if any) for `"constraints"` or none, or a killer with its cages as letters (as `fromSudoku`
/// reads it, in `shape`) as constraints.
#[cfg(feature = "constraints")]
fn variant_puzzle(
    function: &str,
    text: &str,
    variant: Option<JsValue>,
    shape: Option<JsValue>,
) -> Result<ConstraintSudoku, JsError> {
    match variant.unwrap_or_default().as_string().as_deref() {
        None | Some("constraints") => crate::sudoku_constraints::read_with_grid(text).map_err(js_error),
        Some("killer") => {
            let shape = super::sudoku_args::parse_shape(&shape.unwrap_or_default())?;
            let puzzle = Puzzle::parse(Variant::Killer, text, shape).map_err(js_error)?;
            ConstraintSudoku::of_killer(&puzzle).ok_or_else(|| JsError::new("a killer of at most 16 digits a side"))
        }
        Some(other) => Err(JsError::new(&format!(
            "{function}(): the variant is \"constraints\" or \"killer\", not {other:?}"
        ))),
    }
}

/// The constraint string `rules` of a variant Sudoku of `side` digits with one constraint more:
/// `kind` (one of `variantConstraintKinds()`) over `cells` (row-major indices, in the order
/// picked: a thermometer from its bulb, an arrow from its circle) with `value` (a number, or
/// `undefined` for none). Throws with what is wrong (no cells, a number missing, a cage no digits
/// fit).
#[cfg(feature = "constraints")]
#[wasm_bindgen(js_name = addVariantConstraint)]
pub fn add_variant_constraint(
    rules: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] side: JsValue,
    kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] value: JsValue,
    cells: Vec<u32>,
) -> Result<String, JsError> {
    let rules = string_arg(&rules, "the constraints")?;
    let side = super::count_arg(&side, "addVariantConstraint(): the side", 16.0)? as usize;
    let kind = string_arg(&kind, "the kind")?;
    // A diagonal's direction is -1; sums and differences are at most 999.
    let value = match value.is_undefined() || value.is_null() {
        true => None,
        false => Some(
            value
                .as_f64()
                .filter(|n| n.fract() == 0.0 && (-999.0..=999.0).contains(n))
                .ok_or_else(|| {
                    JsError::new(&format!(
                        "addVariantConstraint(): the number must be a whole number from -999 to 999, not {}",
                        super::shown_arg(&value)
                    ))
                })? as i64,
        ),
    };
    let cells: Vec<usize> = cells.iter().map(|&cell| cell as usize).collect();
    crate::sudoku_constraints::with_constraint(&rules, side, &kind, value, &cells).map_err(js_error)
}

/// `rules` (the constraint string a page sends after the grid line) without its constraint
/// `index` (from 0, as `inspectSudoku`'s `rules.constraints` number them). Throws when there is
/// no such constraint.
#[cfg(feature = "constraints")]
#[wasm_bindgen(js_name = removeVariantConstraint)]
pub fn remove_variant_constraint(
    rules: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
) -> Result<String, JsError> {
    let rules = string_arg(&rules, "the constraints")?;
    let index = super::count_arg(&index, "removeVariantConstraint(): the index", 1e6)? as usize;
    crate::sudoku_constraints::without_constraint(&rules, index).map_err(js_error)
}

/// What `addVariantConstraint` can add: `[{kind, number, wholeGrid}]`, `number` what the kind's
/// number is (absent when it takes none), `wholeGrid` true for a rule of the whole grid, which
/// takes no cells.
#[cfg(feature = "constraints")]
#[wasm_bindgen(js_name = variantConstraintKinds)]
pub fn variant_constraint_kinds() -> js_sys::Array {
    crate::sudoku_constraints::EDITABLE
        .iter()
        .map(|&(kind, number)| {
            super::js_object(&[
                ("kind", kind.into()),
                ("number", number.map_or(JsValue::UNDEFINED, JsValue::from)),
                (
                    "wholeGrid",
                    crate::sudoku_constraints::WHOLE_GRID.contains(&kind).into(),
                ),
            ])
        })
        .collect()
}

/// A hint for a variant Sudoku with constraints (the text as `fromSudoku` reads it with the
/// variant `"constraints"`), with the player's `entries` (a grid line, `.` for none, or
/// `undefined`): `{kind, text, placement, cells}` as `sudokuHint` gives them, `kind` one of
/// `"forced"`, `"guess"` (no forced move: the solution's digit, said as such), `"wrong"`,
/// `"solved"`, `"no-solution"`, `"entries-clash"`. With `variant` `"killer"` (and a `shape`),
/// the text is a killer with its cages as letters, hinted as the same cages written as
/// constraints are (with the sums they imply).
#[cfg(feature = "constraints")]
#[wasm_bindgen(js_name = variantSudokuHint)]
pub fn variant_sudoku_hint(
    text: JsValue,
    entries: JsValue,
    variant: Option<JsValue>,
    shape: Option<JsValue>,
) -> Result<JsValue, JsError> {
    // Read only: the hint makes its own exact covers (with the entries).
    let text = string_arg(&text, "the puzzle")?;
    let puzzle = variant_puzzle("variantSudokuHint", &text, variant, shape)?;
    let side = puzzle.side;
    let line = optional_string_arg(&entries, "the entries")?.unwrap_or_default();
    let digits: Vec<u32> = line
        .chars()
        .map(|ch| DIGIT_ALPHABET.find(ch.to_ascii_uppercase()).map_or(0, |d| d as u32))
        .collect();
    if !line.is_empty() && digits.len() != side * side {
        return Err(JsError::new(&format!(
            "the entries are a line of {} characters, not {}",
            side * side,
            digits.len()
        )));
    }
    let hint = crate::sudoku_constraints::variant_hint(&puzzle, &digits).map_err(js_error)?;
    let at = |cell: usize| -> JsValue { super::js_numbers([cell / side, cell % side]) };
    let placement = hint.placement.map_or(JsValue::UNDEFINED, |(cell, digit)| {
        super::js_numbers([cell / side, cell % side, digit as usize])
    });
    Ok(super::js_object(&[
        ("kind", hint.kind.into()),
        ("text", hint.text.into()),
        ("placement", placement),
        (
            "cells",
            hint.cells
                .iter()
                .map(|&cell| at(cell))
                .collect::<js_sys::Array>()
                .into(),
        ),
    ]))
}

/// `inspectSudoku` for the variant `"constraints"`: the same fields, `rules` with each
/// constraint (`{kind, name, cells, circle, value}`) and `rulesText` the constraints without
/// the givens (sent again after the grid line), and `repeatsGrids`: true when one grid may be
/// several solutions of the exact cover (a closed sum line cut into segments in two ways), so
/// that solutions are counted grid by grid (`solveVariantSudoku`), not by a stepper's parts.
#[cfg(feature = "constraints")]
fn inspect_variant(text: &str) -> Result<JsValue, JsError> {
    let object = |entries: Vec<(&str, JsValue)>| super::js_object(&entries);
    match variants::inspect(text) {
        Ok((inspected, problem)) => {
            let rules = serde_wasm_bindgen::to_value(&inspected.rules).map_err(js_error)?;
            Ok(object(vec![
                ("ok", problem.is_none().into()),
                ("grid", inspected.grid.into()),
                ("side", (inspected.side as f64).into()),
                ("boxRows", (inspected.box_rows as f64).into()),
                ("boxCols", ((inspected.side / inspected.box_rows) as f64).into()),
                ("rules", rules),
                ("rulesText", inspected.rules_text.into()),
                ("repeatsGrids", inspected.repeats_grids.into()),
                ("error", problem.map_or(JsValue::UNDEFINED, JsValue::from)),
                ("cells", js_sys::Array::new().into()),
            ]))
        }
        Err(message) => Ok(object(vec![
            ("ok", false.into()),
            ("side", 0.into()),
            ("boxRows", 0.into()),
            ("boxCols", 0.into()),
            ("error", message.into()),
            ("cells", js_sys::Array::new().into()),
        ])),
    }
}

/// The kinds of item `sudokuConstraints()` gives, by code: `["cell", "row", "column", "box",
/// "region", "diagonal", "window", "cage-set", "cage-digit"]`, and with variant Sudoku
/// `"constraint"` and `"digit"`.
#[wasm_bindgen(js_name = sudokuItemKinds)]
pub fn sudoku_item_kinds() -> Vec<String> {
    #[cfg(feature = "constraints")]
    return variants::item_kinds();
    #[cfg(not(feature = "constraints"))]
    crate::sudoku::CONSTRAINT_KINDS
        .iter()
        .map(|&kind| kind.to_owned())
        .collect()
}

/// The one alphabet of grids, as the engine reads and writes them: the character at index `d`
/// stands for digit `d` (`.` for an empty cell, `1`–`9`, then `A`–`Z` for 10–35).
#[wasm_bindgen(js_name = digitAlphabet)]
pub fn digit_alphabet() -> String {
    DIGIT_ALPHABET.to_owned()
}

//! Variant Sudoku with ISS's constraints (thermometers, arrows, lines, dots…) in the Sudoku
//! bindings: the variant `"constraints"` of `Stepper.fromSudoku` and `inspectSudoku`, whose text
//! is an ISS string, or a grid line of givens and then one. Built with the `sudoku` and
//! `constraints` features; `sudoku.rs` calls these where a stepper or a text is of this variant.

use super::js_error;
use super::sudoku::{CageView, RulesView};
use crate::sudoku::CONSTRAINT_KINDS;
use crate::sudoku_constraints::{
    constraint_kind, constraint_names, constraints_without_givens, givens_line, read_with_grid, split_grid_line,
    Constraint, ConstraintCover, ConstraintSudoku, Diagonal, HouseKind, ItemRole, OptionRole,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The variant's name, as the pages pass it.
pub(super) const NAME: &str = "constraints";

/// The kinds of item `sudokuConstraints()` gives: the classic ones, then an item a constraint
/// made (`[9, constraint, 0]`) and a cell's digit as a colour (`[10, row, col]`).
pub(super) fn item_kinds() -> Vec<String> {
    let mut kinds: Vec<String> = CONSTRAINT_KINDS.iter().map(|&kind| kind.to_owned()).collect();
    kinds.extend(["constraint".to_owned(), "digit".to_owned()]);
    kinds
}

const CONSTRAINT_ITEM: u32 = CONSTRAINT_KINDS.len() as u32;
const DIGIT_ITEM: u32 = CONSTRAINT_ITEM + 1;

/// A variant Sudoku being stepped: the puzzle (for its drawing) and its exact cover.
pub(crate) struct VariantSudoku {
    pub(super) puzzle: ConstraintSudoku,
    pub(super) cover: ConstraintCover,
}

impl VariantSudoku {
    /// Reads `text` and makes it exact cover.
    pub(super) fn read(text: &str) -> Result<VariantSudoku, JsError> {
        let puzzle = read_with_grid(text).map_err(js_error)?;
        let cover = ConstraintCover::new(&puzzle).map_err(js_error)?;
        Ok(VariantSudoku { puzzle, cover })
    }

    /// The grid that `options` fill in, as one line.
    pub(super) fn grid_line(&self, options: &[usize]) -> String {
        line_of(&self.cover.grid_of(options))
    }

    /// `[kind, a, b]` for item `item`, as `sudokuConstraints()` gives it.
    pub(super) fn item_triple(&self, item: usize) -> [u32; 3] {
        let side = self.cover.side();
        let at = |cell: usize| [(cell / side) as u32, (cell % side) as u32];
        match self.cover.item_role(item) {
            ItemRole::Cell(cell) => [0, at(cell)[0], at(cell)[1]],
            ItemRole::House { kind, index, digit } => {
                let code = match kind {
                    HouseKind::Row => 1,
                    HouseKind::Column => 2,
                    HouseKind::Region => 4,
                };
                [code, index as u32, digit]
            }
            ItemRole::Digit(cell) => [DIGIT_ITEM, at(cell)[0], at(cell)[1]],
            ItemRole::Constraint(k) => [CONSTRAINT_ITEM, k as u32, 0],
        }
    }

    /// `[row, col, digit]` for a placement, `[constraint, 0, 0]` for a constraint's option.
    pub(super) fn option_triple(&self, option: usize) -> [u32; 3] {
        let side = self.cover.side();
        match self.cover.option_role(option) {
            OptionRole::Place { cell, digit } => [(cell / side) as u32, (cell % side) as u32, digit],
            OptionRole::Constraint(k) => [k as u32, 0, 0],
        }
    }
}

/// Digits (0 for none) as one line.
pub(super) fn line_of(digits: &[u32]) -> String {
    let char_of = |d: u32| {
        if d == 0 {
            '.'
        } else {
            crate::sudoku_constraints::digit_char(d)
        }
    };
    digits.iter().map(|&d| char_of(d)).collect()
}

/// One constraint as a view draws and names it.
#[derive(Serialize)]
pub(super) struct ConstraintView {
    /// The kind as the engine names it (`Thermo`, `WhiteDot`, `AntiKnight`).
    kind: &'static str,
    /// As captions name it (`Thermo 2`).
    name: String,
    /// Its cells in order (a line's from one end, a thermometer's from the bulb, an arrow's
    /// from the circle); empty for a rule of the whole grid.
    cells: Vec<usize>,
    /// An arrow's circle (one cell, or a pill's).
    circle: Vec<usize>,
    /// Its number: a sum, or a whisper's or lockout's least difference.
    value: Option<i64>,
    /// A quad's digits (the numbers in its circle); empty for the others.
    digits: Vec<u32>,
    /// How it is exact cover (absent when the puzzle cannot be made so).
    model: Option<ModelView>,
}

/// A constraint's [`ConstraintModel`](crate::sudoku_constraints::ConstraintModel), for the page.
#[derive(Serialize)]
pub(super) struct ModelView {
    primary: usize,
    secondary: usize,
    options: usize,
    how: &'static str,
}

/// What a board view draws of a variant Sudoku: its regions, cages (drawn as a killer's) and
/// every constraint.
pub(super) fn view_of(puzzle: &ConstraintSudoku) -> RulesView {
    let side = puzzle.side;
    let box_rows = ConstraintSudoku::box_rows_for(side).unwrap_or(side);
    let regions = puzzle.regions.as_ref().map_or_else(
        || vec![0; side * side],
        |regions| regions.iter().map(|&r| r as u8).collect(),
    );
    let names = constraint_names(&puzzle.constraints);
    let mut cages = Vec::new();
    let mut windows = Vec::new();
    let constraints = puzzle
        .constraints
        .iter()
        .zip(names)
        .map(|(constraint, name)| {
            let mut view = ConstraintView {
                kind: constraint_kind(constraint),
                name,
                cells: Vec::new(),
                circle: Vec::new(),
                value: None,
                digits: Vec::new(),
                model: None,
            };
            match constraint {
                Constraint::Cage { cells, sum } => {
                    let label = char::from(b'A' + (cages.len() % 26) as u8);
                    cages.push(CageView {
                        label,
                        sum: sum.map(|sum| sum as usize),
                        cells: cells.clone(),
                    });
                    view.cells = cells.clone();
                    view.value = sum.map(i64::from);
                }
                Constraint::Arrow { circle, arrow } => {
                    view.circle = circle.clone();
                    view.cells = arrow.clone();
                }
                Constraint::LittleKiller { cells, sum } | Constraint::Outside { cells, value: sum, .. } => {
                    view.cells = cells.clone();
                    view.value = Some(i64::from(*sum));
                }
                Constraint::Quad { cells, digits } => {
                    view.cells = cells.clone();
                    view.digits = digits.clone();
                }
                Constraint::Sum { cells, sum, .. } => {
                    view.cells = cells.clone();
                    view.value = Some(i64::from(*sum));
                }
                Constraint::Whisper { cells, difference } | Constraint::Lockout { cells, difference } => {
                    view.cells = cells.clone();
                    view.value = Some(i64::from(*difference));
                }
                Constraint::SumLine { cells, sum, .. } | Constraint::Lunchbox { cells, sum } => {
                    view.cells = cells.clone();
                    view.value = Some(i64::from(*sum));
                }
                Constraint::Diagonal(diagonal) => {
                    view.cells = (0..side)
                        .map(|k| match diagonal {
                            Diagonal::Falling => k * side + k,
                            Diagonal::Rising => (side - 1 - k) * side + k,
                        })
                        .collect();
                }
                Constraint::Windoku => {
                    windows.extend(windoku_windows(side, box_rows));
                }
                Constraint::Thermo(cells)
                | Constraint::X(cells)
                | Constraint::V(cells)
                | Constraint::WhiteDot(cells)
                | Constraint::BlackDot(cells)
                | Constraint::GreaterThan(cells)
                | Constraint::DoubleArrow(cells)
                | Constraint::Renban(cells)
                | Constraint::Palindrome(cells)
                | Constraint::Between(cells)
                | Constraint::Zipper(cells)
                | Constraint::RegionSumLine(cells) => view.cells = cells.clone(),
                Constraint::DisjointSets
                | Constraint::AntiKnight
                | Constraint::AntiKing
                | Constraint::AntiConsecutive
                | Constraint::StrictKropki
                | Constraint::StrictXV
                | Constraint::Jigsaw(_) => {}
            }
            view
        })
        .collect();
    RulesView {
        variant: NAME,
        side,
        box_rows,
        box_cols: side / box_rows,
        regions,
        diagonals: false,
        windows,
        cages,
        constraints,
        implied: Vec::new(),
    }
}

/// Adds to `rules` what the exact cover tells: the sums the cages imply, and how each
/// constraint is exact cover.
pub(super) fn with_cover(rules: &mut RulesView, cover: &ConstraintCover) {
    let given = rules.constraints.len();
    rules.implied = cover
        .implied_sums()
        .iter()
        .enumerate()
        // Each is a sum (`implied_sums`).
        .filter_map(|(j, implied)| {
            let Constraint::Sum { cells, sum, .. } = implied else {
                return None;
            };
            Some(ConstraintView {
                kind: "HouseSum",
                name: cover.constraint_name(given + j).to_string(),
                cells: cells.clone(),
                circle: Vec::new(),
                value: Some(i64::from(*sum)),
                digits: Vec::new(),
                model: None,
            })
        })
        .collect();
    for (k, view) in rules.constraints.iter_mut().chain(&mut rules.implied).enumerate() {
        let model = cover.constraint_model(k);
        view.model = Some(ModelView {
            primary: model.primary,
            secondary: model.secondary,
            options: model.options,
            how: model.how,
        });
    }
}

/// The windoku windows: a box's size, one cell in from each corner box, then between them.
fn windoku_windows(side: usize, box_rows: usize) -> Vec<Vec<usize>> {
    let box_cols = side / box_rows;
    let tops: Vec<usize> = (1..side)
        .step_by(box_rows + 1)
        .filter(|t| t + box_rows <= side)
        .collect();
    let lefts: Vec<usize> = (1..side)
        .step_by(box_cols + 1)
        .filter(|l| l + box_cols <= side)
        .collect();
    let mut windows = Vec::new();
    for &top in &tops {
        for &left in &lefts {
            windows.push(
                (top..top + box_rows)
                    .flat_map(|r| (left..left + box_cols).map(move |c| r * side + c))
                    .collect(),
            );
        }
    }
    windows
}

/// What `inspectSudoku` says of a variant Sudoku's text: the grid of givens, the constraints as
/// a line without them (what a page sends again after the grid line), and the view to draw.
pub(super) struct Inspected {
    pub(super) grid: String,
    pub(super) side: usize,
    pub(super) box_rows: usize,
    pub(super) rules: RulesView,
    pub(super) rules_text: String,
    /// One grid may be several solutions of its exact cover (a closed sum line): a count must
    /// count grids, as `solveVariantSudoku` does, not the exact cover's solutions.
    pub(super) repeats_grids: bool,
}

/// Reads a variant Sudoku for `inspectSudoku`: the puzzle, or the engine's message. A text that
/// reads but cannot be made exact cover (a constraint no digits fit) is returned with the
/// message, so the page still draws it.
pub(super) fn inspect(text: &str) -> Result<(Inspected, Option<String>), String> {
    let puzzle = read_with_grid(text).map_err(|error| error.to_string())?;
    let side = puzzle.side;
    // The constraints alone (read_with_grid took the grid line, if any, the same way).
    let rules_text = constraints_without_givens(split_grid_line(text).1);
    // Its constraints' names and sizes only: the items and options need no names.
    let cover = ConstraintCover::for_solving(&puzzle);
    let repeats_grids = cover.as_ref().is_ok_and(ConstraintCover::repeats_grids);
    let mut rules = view_of(&puzzle);
    if let Ok(cover) = &cover {
        with_cover(&mut rules, cover);
    }
    let problem = cover.err().map(|error| error.to_string());
    let inspected = Inspected {
        grid: givens_line(&puzzle),
        side,
        box_rows: ConstraintSudoku::box_rows_for(side).unwrap_or(side),
        rules,
        rules_text,
        repeats_grids,
    };
    Ok((inspected, problem))
}

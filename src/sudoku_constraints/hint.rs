//! Hints for a variant Sudoku: the next move the exact cover forces, found by the search itself.
//! With the givens and the player's entries as single candidates, the search's first steps are
//! forced (an item with one option left, chosen by Knuth's rule before any with two): the first
//! of them that puts a digit in an empty cell is the hint, with the item that forced it. When the
//! search must guess before any such placement, the hint says so and names the solution's digit
//! for the cell it would guess at: never a dead end.

use super::cover::{ConstraintCover, HouseKind, ItemRole, OptionRole};
use super::{cell_name, digit_char, Cell, ConstraintSudoku};
use crate::{Event, Stepper};

/// What a hint says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantHint {
    /// `"forced"`, `"guess"` (no forced move: the solution's digit), `"wrong"` (an entry that
    /// is not the solution's), `"solved"`, `"no-solution"` or `"entries-clash"`.
    pub kind: &'static str,
    /// One sentence for the player.
    pub text: String,
    /// The cell and digit to play, if any.
    pub placement: Option<(Cell, u32)>,
    /// The cells the reason is about, to light.
    pub cells: Vec<Cell>,
}

impl VariantHint {
    fn say(kind: &'static str, text: String, cells: Vec<Cell>) -> VariantHint {
        VariantHint {
            kind,
            text,
            placement: None,
            cells,
        }
    }
}

/// The search steps a hint follows at most before it stops looking for a forced placement.
const MAX_STEPS: usize = 200_000;

/// The hint for `puzzle` with the player's `entries` (a digit or 0 per cell; entries on givens
/// are ignored).
///
/// # Errors
/// The puzzle's own error when a constraint cannot hold (as [`ConstraintCover::new`]).
pub fn variant_hint(puzzle: &ConstraintSudoku, entries: &[u32]) -> Result<VariantHint, super::CoverError> {
    let side = puzzle.side;
    let given = |cell: Cell| puzzle.candidates[cell].count_ones() == 1;
    let answer = ConstraintCover::for_solving(puzzle)?.solve(2);
    let Some(solution) = answer.grid else {
        return Ok(VariantHint::say(
            "no-solution",
            "These givens and constraints have no solution: no hint can help.".into(),
            Vec::new(),
        ));
    };
    let filled: Vec<u32> = (0..side * side)
        .map(|cell| match entries.get(cell) {
            Some(&digit) if digit != 0 && !given(cell) => digit,
            _ if given(cell) => puzzle.candidates[cell].trailing_zeros() + 1,
            _ => 0,
        })
        .collect();
    if answer.count == 1 {
        if let Some(cell) = (0..side * side).find(|&c| filled[c] != 0 && filled[c] != solution[c]) {
            let text = format!(
                "{} is wrong: the {} there does not lead to the solution.",
                cell_name(side, cell),
                digit_char(filled[cell])
            );
            return Ok(VariantHint::say("wrong", text, vec![cell]));
        }
    }
    if filled.iter().all(|&digit| digit != 0) {
        return Ok(VariantHint::say(
            "solved",
            "Every cell is filled: the puzzle is solved.".into(),
            Vec::new(),
        ));
    }
    // The entries as single candidates, and the search's forced steps from there.
    let mut with_entries = puzzle.clone();
    for (cell, &digit) in filled.iter().enumerate() {
        if digit != 0 {
            with_entries.candidates[cell] &= 1 << (digit - 1);
        }
    }
    let clash = || {
        VariantHint::say(
            "entries-clash",
            "Your entries leave no solution, but this puzzle has more than one: check them.".into(),
            Vec::new(),
        )
    };
    let Ok(entered) = ConstraintCover::new(&with_entries) else {
        return Ok(clash());
    };
    let mut stepper = Stepper::new(entered.problem());
    let problem = entered.problem();
    let mut forced_by: Option<usize> = None;
    for _ in 0..MAX_STEPS {
        match stepper.step() {
            Event::Choose { item, len: 1, .. } => forced_by = Some(item),
            Event::Choose { len: 0, .. } => return Ok(clash()),
            Event::Choose { item, .. } => {
                // A guess: the cell it would be made at, and the solution's digit there.
                let guessed = first_empty_cell_of(&entered, item, &filled, &stepper);
                let Some(cell) = guessed else { break };
                let digit = solution[cell];
                let text = format!(
                    "No forced move: the search would now guess at \"{}\", which has {} options. The solution has {} at {}.",
                    problem.item_name(item),
                    options_left(&stepper, item).len(),
                    digit_char(digit),
                    cell_name(side, cell)
                );
                return Ok(VariantHint {
                    kind: "guess",
                    text,
                    placement: Some((cell, digit)),
                    cells: vec![cell],
                });
            }
            Event::Select { option, .. } => {
                if let OptionRole::Place { cell, digit } = entered.option_role(option) {
                    if filled[cell] == 0 {
                        let why = match forced_by.map(|item| (item, entered.item_role(item))) {
                            Some((_, ItemRole::House { kind, index, digit })) => {
                                let house = match kind {
                                    HouseKind::Row => "row",
                                    HouseKind::Column => "column",
                                    HouseKind::Region => "region",
                                };
                                format!(
                                    "{house} {} needs a {} and no other cell can take it",
                                    index + 1,
                                    digit_char(digit)
                                )
                            }
                            Some((item, ItemRole::Constraint(k))) => format!(
                                "{} has one way left (its item \"{}\")",
                                entered.constraint_name(k),
                                problem.item_name(item)
                            ),
                            _ => "no other digit is left for it".to_string(),
                        };
                        let text = format!(
                            "{} must be {}: {why}, once the givens, your entries and the moves they force are in.",
                            cell_name(side, cell),
                            digit_char(digit)
                        );
                        return Ok(VariantHint {
                            kind: "forced",
                            text,
                            placement: Some((cell, digit)),
                            cells: vec![cell],
                        });
                    }
                }
            }
            Event::Solution { .. } | Event::Done => break,
            _ => {}
        }
    }
    // Not found in the steps looked at (or the cells left take no search): the solution's digit
    // for the first empty cell, said as such.
    let cell = filled.iter().position(|&digit| digit == 0).unwrap_or(0);
    Ok(VariantHint {
        kind: "guess",
        text: format!(
            "No short forced move: the solution has {} at {}.",
            digit_char(solution[cell]),
            cell_name(side, cell)
        ),
        placement: Some((cell, solution[cell])),
        cells: vec![cell],
    })
}

/// The options left in `item`'s list now (0-based, as events name items).
fn options_left(stepper: &Stepper, item: usize) -> Vec<usize> {
    let links = stepper.links();
    let header = item as u32 + 1;
    let mut options = Vec::new();
    let mut node = links.down(header);
    while node != header {
        options.push(links.option_of(node));
        node = links.down(node);
    }
    options
}

/// The first empty cell that an option left in `item`'s list places a digit in, else the first
/// empty cell.
fn first_empty_cell_of(cover: &ConstraintCover, item: usize, filled: &[u32], stepper: &Stepper) -> Option<Cell> {
    let placed = options_left(stepper, item)
        .into_iter()
        .find_map(|option| match cover.option_role(option) {
            OptionRole::Place { cell, .. } if filled[cell] == 0 => Some(cell),
            _ => None,
        });
    placed.or_else(|| filled.iter().position(|&digit| digit == 0))
}

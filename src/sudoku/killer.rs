//! Killer cages from text: a map naming each cell's cage by a letter, and a line of the cages'
//! sums in letter order (`A`–`Z`, then `a`–`z`, then `0`–`9`), as in `AABBC…` and `3 15 22 …`.

use super::error::{Part, SudokuError};
use super::grid::{BoxShape, Cell};
use super::label_map::read_label_map;
use super::rules::{digit_sets, Cage, Variant};

/// The largest side of a killer grid: beyond it, the sets of digits a big cage can take grow
/// into the hundreds of thousands.
pub const MAX_KILLER_SIDE: usize = 16;

/// Reads the cages: `map` (lines counted from `map_line`) and `sums` (on line `sums_line`).
/// With `side`, the map must fit a grid of that side.
///
/// # Errors
/// A [`SudokuError`] naming the line and column, the cell or the cage.
pub(super) fn read_cages(
    map: (&str, usize),
    sums: (&str, usize),
    side: Option<usize>,
) -> Result<(usize, Vec<Cage>), SudokuError> {
    let (map_text, map_line) = map;
    let labels = read_label_map(map_text, Part::Cages, side).map_err(|e| e.below(map_line - 1))?;
    let side = labels.side;
    if side > MAX_KILLER_SIDE {
        return Err(SudokuError::Unsupported {
            variant: Variant::Killer,
            shape: BoxShape { rows: 1, cols: side },
            reason: "killer grids up to 16×16 are supported",
        });
    }
    let mut groups = labels.groups();
    for (label, cells) in &groups {
        labels.check_connected(Part::Cages, *label, cells)?;
    }
    // Into the order the sums come in, taking the labels in that order (no sort is needed for
    // 62 possible labels).
    let order = ('A'..='Z').chain('a'..='z').chain('0'..='9');
    let mut by_letter = Vec::with_capacity(groups.len());
    for letter in order {
        if let Some(at) = groups.iter().position(|&(label, _)| label == letter) {
            by_letter.push(groups.swap_remove(at));
        }
    }
    let groups = by_letter;
    let sums = read_sums(sums.0, sums.1)?;
    if sums.len() != groups.len() {
        return Err(SudokuError::SumCount {
            found: sums.len(),
            labels: groups.iter().map(|&(label, _)| label).collect(),
        });
    }
    let total: usize = sums.iter().sum();
    let needed = side * side * (side + 1) / 2;
    if total != needed {
        return Err(SudokuError::SumTotal { total, needed });
    }
    let cages: Vec<Cage> = groups
        .into_iter()
        .zip(sums)
        .map(|((label, cells), sum)| Cage { label, sum, cells })
        .collect();
    for cage in &cages {
        if digit_sets(side, cage.cells.len(), cage.sum).is_empty() {
            return Err(SudokuError::CageSum {
                cage: cage.label,
                sum: cage.sum,
                cells: cage.cells.len(),
                first: Cell {
                    row: cage.cells[0] / side,
                    col: cage.cells[0] % side,
                },
                givens: Vec::new(),
                side,
            });
        }
    }
    Ok((side, cages))
}

/// Whole numbers separated by spaces or commas, on line `line`.
fn read_sums(text: &str, line: usize) -> Result<Vec<usize>, SudokuError> {
    let mut sums = Vec::new();
    let mut token = String::new();
    let mut start = 0;
    // A space or comma after the last character ends the last number too.
    for (index, ch) in text.chars().chain([' ']).enumerate() {
        if ch.is_whitespace() || ch == ',' {
            if !token.is_empty() {
                // Parsed wide, so that a huge number is an error rather than a wrap-around.
                match token.parse::<u32>() {
                    Ok(sum) => sums.push(sum as usize),
                    Err(_) => {
                        let text = token.chars().take(20).collect();
                        return Err(SudokuError::BadSum {
                            text,
                            line,
                            column: start + 1,
                        });
                    }
                }
                token.clear();
            }
        } else {
            if token.is_empty() {
                start = index;
            }
            token.push(ch);
        }
    }
    Ok(sums)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_are_read_in_letter_order_whatever_order_the_cages_come_in() {
        // B's cells come first in the map; A's sum is still the first number.
        let (side, cages) = read_cages(("BBAA CCDD EEFF GGHH", 1), ("7 3 5 5 5 5 5 5", 2), None).unwrap();
        assert_eq!(side, 4);
        let labelled: Vec<(char, usize, Vec<usize>)> = cages
            .iter()
            .map(|cage| (cage.label, cage.sum, cage.cells.clone()))
            .take(2)
            .collect();
        assert_eq!(labelled, [('A', 7, vec![2, 3]), ('B', 3, vec![0, 1])]);
    }

    #[test]
    fn bad_sums_are_named_with_their_place() {
        let error = read_cages(("AABB AABB CCDD CCDD", 1), ("10 1O 10 10", 2), None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 4: `1O` is not a cage sum (a whole number)"
        );
        let error = read_cages(("AABB AABB CCDD CCDD", 1), ("10 10 10", 2), None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "found 3 cage sums, but the cages have 4 letters (A to D): give one sum per cage, in letter order"
        );
        let error = read_cages(("AABB AABB CCDD CCDD", 1), ("10 10 10 11", 2), None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the cage sums add up to 41, but the digits of the whole grid add up to 40"
        );
    }

    #[test]
    fn a_sum_no_digits_can_make_names_its_cage() {
        // Two different digits from 1 to 4 make 3 to 7: 8 cannot be made.
        let error = read_cages(("AABC DDBC EEFF GGHH", 1), ("8 5 5 5 3 7 4 3", 2), None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "cage A (sum 8, 2 cells from r1c1) cannot be filled: 2 different digits add up to 3 to 7"
        );
    }
}

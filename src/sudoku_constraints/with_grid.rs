//! A variant Sudoku as a page edits it: the givens as a grid line that the reader types over,
//! and the constraints as ISS wrote them, without the givens. `read_with_grid` reads either that
//! pair of lines or a whole ISS string; `constraints_without_givens` and `givens_line` split an
//! ISS string into that pair.

use super::iss::{is_iss, parse_iss, IssError};
use super::{digit_char, ConstraintSudoku, MAX_SIDE};

/// Reads a variant Sudoku: an ISS string (`.~R1C1_5.Thermo~R9C4~R8C3`), or a line of givens
/// (one character a cell, `.` or `0` for a blank) followed by an ISS string of its constraints.
/// A given on the line and a given or candidates in the string must agree.
///
/// ```
/// use dlx_stepper::sudoku_constraints::read_with_grid;
/// let line = format!("1{}", ".".repeat(15));
/// let puzzle = read_with_grid(&format!("{line}\n.Shape~4x4.Thermo~R4C1~R3C1~R2C1")).unwrap();
/// assert_eq!(puzzle.candidates[0], 0b0001);
/// ```
///
/// # Errors
/// The ISS string's error, or a grid line of the wrong length or with a character that is not a
/// digit of the grid (its column, from 1, in the message).
pub fn read_with_grid(text: &str) -> Result<ConstraintSudoku, IssError> {
    let text = text.trim();
    // A grid line may start with `.` too (a blank cell): it is the first line, and has no `~`.
    let (line, rest) = match text.split_once('\n') {
        Some((line, rest)) if !is_iss(line) => (line.trim(), rest.trim()),
        _ if !is_iss(text) && !text.contains('\n') => (text, ""),
        _ => return parse_iss(text),
    };
    // A grid line alone (givens and no constraints) is a square grid's.
    let side = (1..=MAX_SIDE).find(|side| side * side == line.chars().count());
    let shape = match side {
        Some(side) if rest.is_empty() => format!(".Shape~{side}x{side}"),
        _ => rest.to_owned(),
    };
    let rest = shape.as_str();
    if !is_iss(rest) {
        return Err(whole(
            "a variant Sudoku is a constraint string (like `.~R1C1_5.Thermo~R9C4~R8C3`), or a grid line and then one",
        ));
    }
    let mut puzzle = parse_iss(rest)?;
    let side = puzzle.side;
    let length = line.chars().count();
    if length != side * side {
        return Err(whole(&format!(
            "the grid line has {length} characters; a {side}x{side} grid has {}",
            side * side
        )));
    }
    for (cell, ch) in line.chars().enumerate() {
        let digit = match ch {
            '.' | '0' => continue,
            ch => (1..=side as u32).find(|&d| digit_char(d) == ch.to_ascii_uppercase()),
        };
        let Some(digit) = digit else {
            return Err(whole(&format!(
                "`{ch}` at column {} of the grid line is not a digit of a {side}x{side} grid",
                cell + 1
            )));
        };
        let bit = 1 << (digit - 1);
        if puzzle.candidates[cell] & bit == 0 {
            return Err(whole(&format!(
                "{}: the grid line gives {ch}, which the constraint string does not allow there",
                puzzle.cell_name(cell)
            )));
        }
        puzzle.candidates[cell] = bit;
    }
    Ok(puzzle)
}

/// The givens of `puzzle` as a grid line: a cell's digit where it has one candidate, `.` else.
pub fn givens_line(puzzle: &ConstraintSudoku) -> String {
    puzzle
        .candidates
        .iter()
        .map(|&bits| match bits.count_ones() {
            1 => digit_char(bits.trailing_zeros() + 1),
            _ => '.',
        })
        .collect()
}

/// An ISS string without its givens (a cell and one digit, `~R1C1_5`), so that a grid line can
/// carry them: a cell's candidates (`~R1C2_2_4`) and everything else are kept as written.
///
/// ```
/// use dlx_stepper::sudoku_constraints::constraints_without_givens;
/// assert_eq!(constraints_without_givens(".~R1C1_5~R1C2_2_4.Thermo~R9C4~R8C3"), ".~R1C2_2_4.Thermo~R9C4~R8C3");
/// ```
pub fn constraints_without_givens(text: &str) -> String {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(body) = text.strip_prefix('.') else {
        return text;
    };
    let mut kept = String::new();
    for block in body.split('.') {
        let mut args = block.split('~');
        let kind = args.next().unwrap_or("");
        if kind.is_empty() || kind == "Given" {
            let sets: Vec<&str> = args.filter(|arg| arg.matches('_').count() > 1).collect();
            if !sets.is_empty() {
                kept.push_str(&format!(".{kind}~{}", sets.join("~")));
            }
        } else {
            kept.push('.');
            kept.push_str(block);
        }
    }
    kept
}

fn whole(message: &str) -> IssError {
    IssError {
        item: 0,
        text: String::new(),
        message: message.to_string(),
    }
}

//! A variant Sudoku as a page edits it: the givens as a grid line that the reader types over,
//! and the constraints as ISS wrote them, without the givens. `read_with_grid` reads either that
//! pair of lines or a whole ISS string; `constraints_without_givens` and `givens_line` split an
//! ISS string into that pair.

use super::iss::{is_iss, parse_iss, whole, IssError};
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
    let (line, rest) = match split_grid_line(text) {
        (Some(line), rest) => (line, rest),
        (None, whole) => return parse_iss(whole),
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

/// `text` cut into its grid line of givens, if it has one, and its constraint string (empty for a
/// grid line alone). A grid line may start with `.` too (a blank cell): it is the first line, and
/// has no `~`.
pub fn split_grid_line(text: &str) -> (Option<&str>, &str) {
    let text = text.trim();
    match text.split_once('\n') {
        Some((line, rest)) if !is_iss(line) => (Some(line.trim()), rest.trim()),
        None if !is_iss(text) => (Some(text), ""),
        _ => (None, text),
    }
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

/// The constraint kinds an editor can add, as ISS names them, with what their number is (`None`:
/// they take none): first those over cells picked in order, then the rules of the whole grid
/// ([`WHOLE_GRID`] says which), which take no cells.
pub const EDITABLE: &[(&str, Option<&str>)] = &[
    ("Thermo", None),
    ("Arrow", None),
    ("Cage", Some("sum (optional)")),
    ("Whisper", Some("least difference (5 if left out)")),
    ("Renban", None),
    ("Palindrome", None),
    ("Between", None),
    ("Zipper", None),
    ("RegionSumLine", None),
    ("SumLine", Some("sum of each segment")),
    ("Lockout", Some("least difference of the ends")),
    ("X", None),
    ("V", None),
    ("WhiteDot", None),
    ("BlackDot", None),
    ("GreaterThan", None),
    ("LittleKiller", Some("sum of its diagonal")),
    ("Lunchbox", Some("sum between its smallest and largest digits")),
    ("Quad", Some("digits, like 139")),
    ("Sandwich", Some("sum between the 1 and the largest digit")),
    ("XSum", Some("sum of the first X digits, X the first")),
    ("Skyscraper", Some("skyscrapers seen")),
    ("Diagonal", Some("1 rising ╱, -1 falling ╲")),
    ("Windoku", None),
    ("DisjointSets", None),
    ("AntiKnight", None),
    ("AntiKing", None),
    ("AntiConsecutive", None),
];

/// The kinds of [`EDITABLE`] that are rules of the whole grid: they take no cells.
pub const WHOLE_GRID: &[&str] = &[
    "Diagonal",
    "Windoku",
    "DisjointSets",
    "AntiKnight",
    "AntiKing",
    "AntiConsecutive",
];

/// `rules` (an ISS string of constraints, possibly empty) with one more: `kind` over `cells` (in
/// the order picked: a thermometer from its bulb, an arrow from its circle; a little killer by
/// the first cell of its diagonal, or the diagonal's first cells, as ISS writes it by the first
/// alone; a clue outside the grid by its row's or column's first cell from the clue's side, and
/// the next at a corner; a quad by the cell at its top left), with `value` (a cage's sum, a
/// whisper's difference, a quad's digits as one number…), and the grid's shape first when
/// it is not 9 × 9 and `rules` does not say it. The result is read back and made exact cover before it is returned,
/// so an error names what is wrong, as for a pasted string.
///
/// ```
/// use dlx_stepper::sudoku_constraints::with_constraint;
/// assert_eq!(with_constraint("", 9, "Thermo", None, &[0, 1, 2]).unwrap(), ".Thermo~R1C1~R1C2~R1C3");
/// assert_eq!(with_constraint(".Thermo~R1C1~R1C2", 9, "AntiKnight", None, &[]).unwrap(), ".Thermo~R1C1~R1C2.AntiKnight");
/// assert_eq!(with_constraint("", 9, "Diagonal", Some(-1), &[]).unwrap(), ".Diagonal~-1");
/// assert!(with_constraint("", 9, "Cage", Some(50), &[0, 1]).is_err());
/// // A little killer of 20 down and right from r1c1: by its first cell, or its first cells.
/// assert_eq!(with_constraint("", 9, "LittleKiller", Some(20), &[0, 10]).unwrap(), ".LittleKiller~20~R1C1");
/// assert!(with_constraint("", 9, "LittleKiller", Some(20), &[0, 1]).is_err());
/// // An X-sum of 11 read from the right of row 2 (its first cell, r2c9); a corner needs the next.
/// assert_eq!(with_constraint("", 9, "XSum", Some(11), &[17]).unwrap(), ".XSum~R2~~11");
/// assert_eq!(with_constraint("", 9, "Skyscraper", Some(3), &[0, 9]).unwrap(), ".Skyscraper~C1~3~");
/// assert!(with_constraint("", 9, "Sandwich", Some(10), &[0]).is_err());
/// // A quad by the cell at its top left, its digits as one number.
/// assert_eq!(with_constraint("", 9, "Quad", Some(139), &[0]).unwrap(), ".Quad~R1C1~1~3~9");
/// assert!(with_constraint("", 9, "Quad", Some(105), &[0]).is_err());
/// ```
///
/// # Errors
/// A kind the editor does not add, no cells, a cell off the grid, a number where none is taken
/// or missing where one is needed, or a constraint the string reader refuses.
pub fn with_constraint(
    rules: &str,
    side: usize,
    kind: &str,
    value: Option<i64>,
    cells: &[usize],
) -> Result<String, IssError> {
    let Some(&(_, number)) = EDITABLE.iter().find(|(name, _)| *name == kind) else {
        let kinds: Vec<&str> = EDITABLE.iter().map(|(name, _)| *name).collect();
        return Err(whole(&format!(
            "`{kind}` cannot be added here; these can: {}",
            kinds.join(", ")
        )));
    };
    let whole_grid = WHOLE_GRID.contains(&kind);
    if whole_grid && !cells.is_empty() {
        return Err(whole(&format!(
            "a {kind} is a rule of the whole grid: it takes no cells"
        )));
    }
    if !whole_grid && cells.is_empty() {
        return Err(whole(&format!("pick the cells of the {kind} first")));
    }
    if let Some(&cell) = cells.iter().find(|&&cell| cell >= side * side) {
        return Err(whole(&format!("cell {cell} is off the {side}x{side} grid")));
    }
    let outside = matches!(kind, "Sandwich" | "XSum" | "Skyscraper");
    let required = outside
        || matches!(
            kind,
            "SumLine" | "Lockout" | "Diagonal" | "LittleKiller" | "Lunchbox" | "Quad"
        );
    let mut text = format!(".{kind}");
    match (number, value) {
        (None, Some(_)) => return Err(whole(&format!("a {kind} takes no number"))),
        (Some(what), None) if required => return Err(whole(&format!("a {kind} needs its {what}"))),
        (Some(_), Some(value)) => text.push_str(&format!("~{value}")),
        // A cage without a sum is written with an empty sum; a whisper's difference left out.
        (Some(_), None) if kind == "Cage" => text.push('~'),
        _ => {}
    }
    let digit = |k: usize| match k {
        1..=9 => (b'0' + k as u8) as char,
        _ => (b'a' + (k - 10) as u8) as char,
    };
    // ISS names a little killer by its diagonal's first cell alone (the edge it starts from
    // says which way it runs); the cells picked after it are checked against that diagonal below.
    let written = if kind == "LittleKiller" { &cells[..1] } else { cells };
    let name = |cell: usize| format!("R{}C{}", digit(cell / side + 1), digit(cell % side + 1));
    if outside {
        // By its row or column, from the end its cells start at (a sandwich reads the same
        // from either end, and ISS writes it from the top or left).
        let (letter, index, forward) = outside_line(side, cells)?;
        let line = format!("{letter}{}", digit(index + 1));
        let clue = value.unwrap_or(0);
        text = match (kind, forward) {
            ("Sandwich", _) => format!(".Sandwich~{clue}~{line}"),
            (_, true) => format!(".{kind}~{line}~{clue}~"),
            (_, false) => format!(".{kind}~{line}~~{clue}"),
        };
    } else if kind == "Quad" {
        // By the cell at its top left, then the digits of the number, one by one.
        let digits = value.unwrap_or(0).to_string();
        if !(1..=4).contains(&digits.len()) || digits.contains(['0', '-']) {
            return Err(whole("a quad's number is its one to four digits, 1 to 9, like 139"));
        }
        // The cells picked may be any of its four: the first of them, row by row, is the top left.
        let corner = *cells.iter().min().unwrap_or(&0);
        let square = [corner, corner + 1, corner + side, corner + side + 1];
        if cells.iter().any(|cell| !square.contains(cell)) {
            return Err(whole(
                "a quad's cells are four around one corner: pick one, or those four",
            ));
        }
        text = format!(".Quad~{}", name(corner));
        for digit in digits.chars() {
            text.push_str(&format!("~{digit}"));
        }
    } else {
        for &cell in written {
            text.push_str(&format!("~{}", name(cell)));
        }
    }
    let shape = if side == 9 || rules.contains(".Shape") {
        String::new()
    } else {
        format!(".Shape~{side}x{side}")
    };
    let combined = format!("{shape}{rules}{text}");
    let puzzle = parse_iss(&combined)?;
    if let Some(super::Constraint::LittleKiller { cells: diagonal, .. }) = puzzle.constraints.last() {
        if !diagonal.starts_with(cells) {
            // Lower case as the page names cells (ASCII: Unicode's case tables weigh 15 KB in wasm).
            let runs: Vec<String> = diagonal
                .iter()
                .take(3)
                .map(|&cell| name(cell).to_ascii_lowercase())
                .collect();
            return Err(whole(&format!(
                "a little killer from {} runs {} …: pick its first cell, or its first cells in that order",
                name(cells[0]).to_ascii_lowercase(),
                runs.join(" → ")
            )));
        }
    }
    super::ConstraintCover::for_solving(&puzzle).map_err(|error| whole(&error.to_string()))?;
    Ok(combined)
}

/// The row (`R`) or column (`C`) a clue outside the grid is about, its index from 0, and whether
/// it reads from the top or left: from `cells`, its first cell (on the edge the clue stands by)
/// and, for a corner, the next one.
fn outside_line(side: usize, cells: &[usize]) -> Result<(char, usize, bool), IssError> {
    let (r, c) = (cells[0] / side, cells[0] % side);
    let cell = |k: usize| format!("r{}c{}", k / side + 1, k % side + 1);
    // Each way a line may run from here, as a step along it.
    let mut steps = Vec::new();
    for (edge, step) in [
        (c == 0, (0, 1)),
        (c + 1 == side, (0, -1)),
        (r == 0, (1, 0)),
        (r + 1 == side, (-1, 0)),
    ] {
        if edge {
            steps.push(step);
        }
    }
    let step = match (cells.get(1), steps.as_slice()) {
        (_, []) => {
            return Err(whole(&format!(
                "a clue outside the grid starts its row or column at the edge: {} is not on it",
                cell(cells[0])
            )))
        }
        (None, [step]) => *step,
        (None, _) => {
            return Err(whole(&format!(
                "{} starts a row and a column: pick the next cell too",
                cell(cells[0])
            )))
        }
        (Some(&next), _) => {
            let to = ((next / side) as isize - r as isize, (next % side) as isize - c as isize);
            *steps.iter().find(|&&step| step == to).ok_or_else(|| {
                whole(&format!(
                    "{} does not follow {} into the grid along a row or column",
                    cell(next),
                    cell(cells[0])
                ))
            })?
        }
    };
    let on_line = cells.iter().enumerate().all(|(k, &at)| {
        let (kr, kc) = (r as isize + step.0 * k as isize, c as isize + step.1 * k as isize);
        at as isize == kr * side as isize + kc && (0..side as isize).contains(&kc)
    });
    if !on_line {
        return Err(whole("pick the clue's row or column from its first cell, in order"));
    }
    Ok(match step {
        (0, dc) => ('R', r, dc == 1),
        (dr, _) => ('C', c, dr == 1),
    })
}

/// `rules` (an ISS string of constraints) without its constraint `index` (from 0, in the order
/// [`parse_iss`] gives them, as a page numbers the ones it draws): the one block of the string
/// whose removal leaves every other constraint as it was.
///
/// ```
/// use dlx_stepper::sudoku_constraints::without_constraint;
/// let rules = ".Shape~4x4.Thermo~R1C1~R1C2.~R2C2_3.Cage~5~R4C1~R4C2";
/// assert_eq!(without_constraint(rules, 1).unwrap(), ".Shape~4x4.Thermo~R1C1~R1C2.~R2C2_3");
/// assert_eq!(without_constraint(rules, 0).unwrap(), ".Shape~4x4.~R2C2_3.Cage~5~R4C1~R4C2");
/// assert!(without_constraint(rules, 2).is_err());
/// ```
///
/// # Errors
/// A string that does not read, or no constraint `index`.
pub fn without_constraint(rules: &str, index: usize) -> Result<String, IssError> {
    let puzzle = parse_iss(rules)?;
    if index >= puzzle.constraints.len() {
        return Err(whole(&format!(
            "there is no constraint {} to remove: the string has {}",
            index + 1,
            puzzle.constraints.len()
        )));
    }
    let mut wanted = puzzle.constraints.clone();
    wanted.remove(index);
    // The string's blocks, each with the dot that starts it.
    let text: String = rules.chars().filter(|c| !c.is_whitespace()).collect();
    let starts: Vec<usize> = text.match_indices('.').map(|(at, _)| at).collect();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(text.len());
        let rest = format!("{}{}", &text[..start], &text[end..]);
        let kept = if rest.is_empty() {
            Ok(Vec::new())
        } else {
            parse_iss(&rest).map(|p| p.constraints)
        };
        if kept.is_ok_and(|kept| kept == wanted) {
            return Ok(rest);
        }
    }
    Err(whole(&format!(
        "constraint {} is not one block of the string, to remove alone",
        index + 1
    )))
}

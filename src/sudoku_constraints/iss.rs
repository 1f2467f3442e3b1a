//! The constraint strings of the Interactive Sudoku Solver (ISS, github.com/sigh/Interactive-Sudoku-Solver),
//! as its links and example files carry them: `.` starts each constraint, `~` each argument:
//! `.~R1C1_5~R4C7_2_4_6_8.Thermo~R9C4~R8C3.Cage~15~R1C3~R1C4~R1C5`. A cell is `R` row `C`
//! column, each one character (`1`–`9`, then `a`–`g` for 10 to 16); a block with no type name
//! gives digits (one: a given; several: the cell's candidates). Written from ISS's grammar as its
//! parser reads it; unsupported types are refused by name.

use super::{Cell, Constraint, ConstraintSudoku, Diagonal, OutsideRule, MAX_SIDE};

/// Why a constraint string cannot be read: the constraint (counted from 1, as written) and
/// what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IssError {
    /// Which constraint of the string, from 1 (0: the string as a whole).
    pub item: usize,
    /// The constraint as written (up to 60 characters).
    pub text: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for IssError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.item {
            0 => f.write_str(&self.message),
            item => write!(f, "constraint {item} (`.{}`): {}", self.text, self.message),
        }
    }
}

impl std::error::Error for IssError {}

/// The constraint types read, as ISS names them.
pub const SUPPORTED: &[&str] = &[
    "Given",
    "Shape",
    "NoBoxes",
    "Jigsaw",
    "Diagonal",
    "Windoku",
    "DisjointSets",
    "AntiKnight",
    "AntiKing",
    "AntiConsecutive",
    "Cage",
    "Sum",
    "Thermo",
    "Arrow",
    "PillArrow",
    "DoubleArrow",
    "LittleKiller",
    "X",
    "V",
    "WhiteDot",
    "BlackDot",
    "GreaterThan",
    "StrictKropki",
    "StrictXV",
    "Quad",
    "Whisper",
    "Renban",
    "Palindrome",
    "Between",
    "Zipper",
    "RegionSumLine",
    "SumLine",
    "Lockout",
    "Sandwich",
    "XSum",
    "Skyscraper",
    "Lunchbox",
];

/// True when `text` looks like an ISS constraint string: a `.` first, and a `~` in it (no grid of
/// digits has one) or a first block that is a type ISS writes without arguments (`.AntiKnight`,
/// `.NoBoxes.Windoku`).
///
/// ```
/// use dlx_stepper::sudoku_constraints::is_iss;
/// assert!(is_iss(".Thermo~R1C1~R1C2"));
/// assert!(is_iss(".AntiKnight.Windoku"));
/// assert!(!is_iss("..3.A..b.5"));
/// ```
pub fn is_iss(text: &str) -> bool {
    let Some(body) = text.trim_start().strip_prefix('.') else {
        return false;
    };
    body.contains('~') || SUPPORTED.contains(&body.split('.').next().unwrap_or("").trim_end())
}

/// Reads an ISS constraint string.
///
/// ```
/// use dlx_stepper::sudoku_constraints::{parse_iss, ConstraintCover};
/// let puzzle = parse_iss(".Shape~4x4.~R1C1_1~R2C3_1.Thermo~R4C1~R3C1~R2C1").unwrap();
/// let solved = ConstraintCover::new(&puzzle).unwrap().solve(2);
/// assert!(solved.count >= 1);
/// ```
///
/// # Errors
/// An [`IssError`] naming the constraint and what is wrong: an unknown or unsupported type
/// (with the list of those supported), a bad cell, a digit out of range, a missing number.
pub fn parse_iss(text: &str) -> Result<ConstraintSudoku, IssError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if !text.starts_with('.') {
        return Err(whole(
            "a constraint string starts with `.` (like `.~R1C1_5.Thermo~R9C4~R8C3`)",
        ));
    }
    let items: Vec<&str> = text[1..].split('.').collect();
    // The shape first, wherever it is: every cell and digit depends on it.
    let mut side = 9;
    for (k, item) in items.iter().enumerate() {
        let args: Vec<&str> = item.split('~').collect();
        if args[0] == "Shape" {
            side = read_shape(&args[1..]).map_err(|message| error(k, item, message))?;
        }
    }
    let box_rows = ConstraintSudoku::box_rows_for(side);
    let mut puzzle = ConstraintSudoku::empty(side, box_rows.unwrap_or(1));
    if box_rows.is_none() {
        puzzle.regions = None;
    }
    let mut no_boxes = false;
    let mut jigsaw = None;
    for (k, item) in items.iter().enumerate() {
        let args: Vec<&str> = item.split('~').collect();
        let (kind, args) = (args[0], &args[1..]);
        let reader = Reader { side };
        let read = reader.constraint(kind, args, &mut puzzle, &mut no_boxes, &mut jigsaw);
        read.map_err(|message| error(k, item, message))?;
    }
    match (no_boxes, jigsaw) {
        (true, Some(regions)) => puzzle.regions = Some(regions),
        (true, None) => puzzle.regions = None,
        (false, Some(regions)) => puzzle.constraints.push(Constraint::Jigsaw(regions)),
        (false, None) => {}
    }
    Ok(puzzle)
}

/// An error about the string as a whole (no one constraint of it).
pub(super) fn whole(message: &str) -> IssError {
    IssError {
        item: 0,
        text: String::new(),
        message: message.to_string(),
    }
}

fn error(k: usize, item: &str, message: String) -> IssError {
    IssError {
        item: k + 1,
        text: item.chars().take(60).collect(),
        message,
    }
}

/// `RxC[~range][~Sudoku]`: the side of a square grid of digits 1 to its side.
fn read_shape(args: &[&str]) -> Result<usize, String> {
    let shape = args.first().copied().unwrap_or("");
    let (rows, cols) = shape
        .split_once(['x', 'X'])
        .ok_or(format!("a shape is rows x columns, like `9x9`, not `{shape}`"))?;
    let (rows, cols): (usize, usize) = match (rows.parse(), cols.parse()) {
        (Ok(r), Ok(c)) => (r, c),
        _ => return Err(format!("a shape is rows x columns, like `9x9`, not `{shape}`")),
    };
    if rows != cols {
        return Err(format!("{rows}x{cols}: only square grids are supported"));
    }
    if !(1..=MAX_SIDE).contains(&rows) {
        return Err(format!(
            "{rows}x{cols}: grids of 1x1 to {MAX_SIDE}x{MAX_SIDE} are supported"
        ));
    }
    match args.get(1).copied().unwrap_or("") {
        "" => {}
        range if range == rows.to_string() || range == format!("1-{rows}") => {}
        range => {
            return Err(format!(
                "digits `{range}`: only 1 to the grid's side ({rows}) are supported"
            ))
        }
    }
    match args.get(2).copied().unwrap_or("") {
        "" | "Sudoku" => Ok(rows),
        other => Err(format!("grid type `{other}`: only Sudoku grids are supported")),
    }
}

struct Reader {
    side: usize,
}

impl Reader {
    /// A cell: `R` row `C` column, one character each (`1`–`9`, `a`–`g`).
    fn cell(&self, text: &str) -> Result<Cell, String> {
        let bytes = text.as_bytes();
        let digit = |b: u8| match b.to_ascii_lowercase() {
            b @ b'1'..=b'9' => Some((b - b'0') as usize),
            b @ b'a'..=b'g' => Some((b - b'a') as usize + 10),
            _ => None,
        };
        let parsed = match bytes {
            [r, row, c, col] if r.eq_ignore_ascii_case(&b'R') && c.eq_ignore_ascii_case(&b'C') => {
                digit(*row).zip(digit(*col))
            }
            _ => None,
        };
        match parsed {
            Some((row, col)) if row <= self.side && col <= self.side => Ok((row - 1) * self.side + col - 1),
            Some(_) => Err(format!("cell `{text}` is outside the {0}x{0} grid", self.side)),
            None => Err(format!(
                "`{text}` is not a cell (like `R1C1`; rows and columns past 9 are `a` to `g`)"
            )),
        }
    }

    fn cells(&self, args: &[&str]) -> Result<Vec<Cell>, String> {
        if args.is_empty() {
            return Err("no cells".to_string());
        }
        let cells: Vec<Cell> = args.iter().map(|arg| self.cell(arg)).collect::<Result<_, _>>()?;
        for (k, cell) in cells.iter().enumerate() {
            if cells[..k].contains(cell) {
                return Err(format!("cell `{}` is listed twice", args[k]));
            }
        }
        Ok(cells)
    }

    /// A line's cells: as [`cells`](Self::cells), but a line may pass a cell twice (not two
    /// cells in a row).
    fn line(&self, args: &[&str]) -> Result<Vec<Cell>, String> {
        if args.is_empty() {
            return Err("no cells".to_string());
        }
        let cells: Vec<Cell> = args.iter().map(|arg| self.cell(arg)).collect::<Result<_, _>>()?;
        if let Some(k) = (1..cells.len()).find(|&k| cells[k] == cells[k - 1]) {
            return Err(format!("cell `{}` follows itself", args[k]));
        }
        Ok(cells)
    }

    fn number(&self, text: &str, what: &str) -> Result<i64, String> {
        text.parse::<i64>()
            .map_err(|_| format!("{what} `{text}` is not a number"))
    }

    /// Reads one constraint into `puzzle` (or the flags for regions).
    fn constraint(
        &self,
        kind: &str,
        args: &[&str],
        puzzle: &mut ConstraintSudoku,
        no_boxes: &mut bool,
        jigsaw: &mut Option<Vec<usize>>,
    ) -> Result<(), String> {
        let side = self.side;
        let flag = |constraint: Constraint| {
            if args.iter().any(|a| !a.is_empty()) {
                Err(format!("{kind} takes no arguments"))
            } else {
                Ok(constraint)
            }
        };
        let constraint = match kind {
            "" | "Given" => {
                for arg in args {
                    let (cell, digits) = arg
                        .split_once('_')
                        .ok_or(format!("`{arg}` is not a cell and digits (like `R1C1_5`)"))?;
                    let cell = self.cell(cell)?;
                    let mut allowed = 0u32;
                    for digit in digits.split('_') {
                        match digit.parse::<usize>() {
                            Ok(d) if (1..=side).contains(&d) => allowed |= 1 << (d - 1),
                            _ => return Err(format!("`{digit}` in `{arg}` is not a digit from 1 to {side}")),
                        }
                    }
                    puzzle.candidates[cell] &= allowed;
                }
                return Ok(());
            }
            "Shape" => return Ok(()),
            "NoBoxes" => {
                *no_boxes = true;
                return Ok(());
            }
            "Jigsaw" => {
                let layout = args.last().copied().unwrap_or("");
                if layout.chars().count() != side * side {
                    return Err(format!(
                        "a jigsaw layout has one character per cell ({}), not {}",
                        side * side,
                        layout.chars().count()
                    ));
                }
                let mut labels: Vec<char> = Vec::new();
                let regions: Vec<usize> = layout
                    .chars()
                    .map(|c| match labels.iter().position(|&l| l == c) {
                        Some(k) => k,
                        None => {
                            labels.push(c);
                            labels.len() - 1
                        }
                    })
                    .collect();
                for (k, label) in labels.iter().enumerate() {
                    let size = regions.iter().filter(|&&r| r == k).count();
                    if size != side {
                        return Err(format!("region `{label}` has {size} cells, not {side}"));
                    }
                }
                *jigsaw = Some(regions);
                return Ok(());
            }
            "Diagonal" => match args {
                ["1"] => Constraint::Diagonal(Diagonal::Rising),
                ["-1"] => Constraint::Diagonal(Diagonal::Falling),
                _ => return Err("a diagonal is `1` (rising, ╱) or `-1` (falling, ╲)".to_string()),
            },
            "Windoku" => flag(Constraint::Windoku)?,
            "DisjointSets" => flag(Constraint::DisjointSets)?,
            "AntiKnight" => flag(Constraint::AntiKnight)?,
            "AntiKing" => flag(Constraint::AntiKing)?,
            "AntiConsecutive" => flag(Constraint::AntiConsecutive)?,
            "StrictKropki" => flag(Constraint::StrictKropki)?,
            "StrictXV" => flag(Constraint::StrictXV)?,
            "Cage" => {
                let (sum, cells) = args.split_first().ok_or("a cage needs a sum (or none) and cells")?;
                let sum = match *sum {
                    "" | "0" => None,
                    text => Some(self.number(text, "the sum")? as u32),
                };
                Constraint::Cage {
                    cells: self.cells(cells)?,
                    sum,
                }
            }
            "Sum" => {
                let (spec, cells) = args.split_first().ok_or("a sum needs a number and cells")?;
                let cells = self.cells(cells)?;
                let (sum, weights) = match spec.split_once("_=_") {
                    None => (self.number(spec, "the sum")?, vec![1; cells.len()]),
                    Some((sum, weights)) => {
                        let weights: Vec<i32> = weights
                            .split('_')
                            .map(|w| self.number(w, "a weight").map(|w| w as i32))
                            .collect::<Result<_, _>>()?;
                        if weights.len() != cells.len() || weights.iter().any(|w| w.abs() > 100) {
                            return Err("a weighted sum has one weight (up to 100) per cell".to_string());
                        }
                        (self.number(sum, "the sum")?, weights)
                    }
                };
                Constraint::Sum {
                    cells,
                    weights,
                    sum: sum as i32,
                }
            }
            "Thermo" => Constraint::Thermo(self.line(args)?),
            "Arrow" => {
                let cells = self.cells(args)?;
                let (circle, arrow) = cells.split_first().ok_or("an arrow needs a circle")?;
                Constraint::Arrow {
                    circle: vec![*circle],
                    arrow: arrow.to_vec(),
                }
            }
            "PillArrow" => {
                let (size, cells) = args
                    .split_first()
                    .ok_or("a pill arrow needs its pill's size and cells")?;
                let size = match *size {
                    "2" => 2,
                    "3" => 3,
                    _ => return Err(format!("a pill has 2 or 3 cells, not `{size}`")),
                };
                let cells = self.cells(cells)?;
                if cells.len() <= size {
                    return Err("a pill arrow needs its pill and at least one cell of arrow".to_string());
                }
                let mut circle = cells[..size].to_vec();
                circle.sort_unstable();
                Constraint::Arrow {
                    circle,
                    arrow: cells[size..].to_vec(),
                }
            }
            "DoubleArrow" => {
                let cells = self.cells(args)?;
                if cells.len() < 3 {
                    return Err("a double arrow needs two circles and a cell between".to_string());
                }
                Constraint::DoubleArrow(cells)
            }
            "LittleKiller" => match args {
                [sum, start] => Constraint::LittleKiller {
                    sum: self.number(sum, "the sum")? as u32,
                    cells: self.little_killer(start)?,
                },
                _ => return Err("a little killer is a sum and the cell its diagonal starts at".to_string()),
            },
            // A sandwich is read from the top or left (its rule reads the same both ways); an
            // X-sum or skyscraper names its row or column, then a clue from the top or left and
            // one from the bottom or right, either left empty.
            "Sandwich" => match args {
                [value, line] => Constraint::Outside {
                    rule: OutsideRule::Sandwich,
                    value: self.clue(value, "a sandwich's sum", 0)?,
                    cells: self.row_or_column(line)?,
                },
                _ => return Err("a sandwich is a sum and a row or column (like `R3`)".to_string()),
            },
            "XSum" | "Skyscraper" => {
                let (rule, what, most) = match kind {
                    "XSum" => (OutsideRule::XSum, "an X-sum's sum", None),
                    _ => (OutsideRule::Skyscraper, "a skyscraper count", Some(side as u32)),
                };
                let [line, clues @ ..] = args else {
                    return Err(format!("{what} needs a row or column (like `R3`), then its clues"));
                };
                let mut cells = self.row_or_column(line)?;
                if clues.len() > 2 || clues.iter().all(|clue| clue.is_empty()) {
                    return Err(format!(
                        "{what} is a clue from the start of its line, one from the end, or both"
                    ));
                }
                for (k, clue) in clues.iter().enumerate() {
                    if k == 1 {
                        cells.reverse();
                    }
                    if clue.is_empty() {
                        continue;
                    }
                    let value = self.clue(clue, what, 1)?;
                    if most.is_some_and(|most| value > most) {
                        return Err(format!("{what} is 1 to {side}, not {value}"));
                    }
                    puzzle.constraints.push(Constraint::Outside {
                        rule,
                        cells: cells.clone(),
                        value,
                    });
                }
                return Ok(());
            }
            "Lunchbox" => {
                let (sum, cells) = args.split_first().ok_or("a lunchbox needs a sum and cells")?;
                let cells = self.cells(cells)?;
                if cells.len() < 2 {
                    return Err("a lunchbox needs two cells at least".to_string());
                }
                Constraint::Lunchbox {
                    sum: self.clue(sum, "a lunchbox's sum", 0)?,
                    cells,
                }
            }
            "Quad" => match args.split_first() {
                Some((corner, digits)) if (1..=4).contains(&digits.len()) => {
                    // ISS names a quad by the cell at its top left: its circle sits on that
                    // cell's lower right corner.
                    let corner = self.cell(corner)?;
                    if corner / self.side == self.side - 1 || corner % self.side == self.side - 1 {
                        return Err("a quad's cell is the top left of four: not in the last row or column".to_string());
                    }
                    let digits = digits
                        .iter()
                        .map(|digit| match self.number(digit, "the digit")? {
                            d @ 1.. if d as usize <= self.side => Ok(d as u32),
                            _ => Err(format!("the digit `{digit}` is not one of 1 to {}", self.side)),
                        })
                        .collect::<Result<Vec<u32>, String>>()?;
                    let s = self.side;
                    Constraint::Quad {
                        cells: vec![corner, corner + 1, corner + s, corner + s + 1],
                        digits,
                    }
                }
                _ => return Err("a quad is the cell at its top left and one to four digits".to_string()),
            },
            "X" => Constraint::X(self.cells(args)?),
            "V" => Constraint::V(self.cells(args)?),
            "WhiteDot" => Constraint::WhiteDot(self.cells(args)?),
            "BlackDot" => Constraint::BlackDot(self.cells(args)?),
            "GreaterThan" => Constraint::GreaterThan(self.cells(args)?),
            "Whisper" => {
                // The difference may be left out (5): then the first argument is a cell.
                let (difference, cells) = match args.split_first() {
                    Some((first, rest)) if first.parse::<u32>().is_ok() => (first.parse().unwrap_or(5), rest),
                    _ => (5, args),
                };
                Constraint::Whisper {
                    cells: self.line(cells)?,
                    difference,
                }
            }
            "Renban" => Constraint::Renban(self.cells(args)?),
            "Palindrome" => Constraint::Palindrome(self.line(args)?),
            "Between" => Constraint::Between(self.at_least_two(args)?),
            "Zipper" => Constraint::Zipper(self.line(args)?),
            "RegionSumLine" => Constraint::RegionSumLine(self.line(args)?),
            "SumLine" => {
                let (sum, rest) = args.split_first().ok_or("a sum line needs its sum and cells")?;
                let (closed, cells) = match rest.split_last() {
                    Some((&"LOOP", cells)) => (true, cells),
                    _ => (false, rest),
                };
                let sum = self.number(sum, "the sum")?;
                if !(1..=30).contains(&sum) {
                    return Err(format!("a sum line's sum is 1 to 30, not {sum}"));
                }
                Constraint::SumLine {
                    cells: self.line(cells)?,
                    sum: sum as u32,
                    closed,
                }
            }
            "Lockout" => {
                let (difference, cells) = args
                    .split_first()
                    .ok_or("a lockout line needs its least difference and cells")?;
                Constraint::Lockout {
                    difference: self.number(difference, "the difference")? as u32,
                    cells: self.at_least_two(cells)?,
                }
            }
            other => {
                return Err(format!(
                    "the constraint type `{other}` is not supported; supported: {}",
                    supported_list()
                ))
            }
        };
        puzzle.constraints.push(constraint);
        Ok(())
    }

    fn at_least_two(&self, args: &[&str]) -> Result<Vec<Cell>, String> {
        let cells = self.cells(args)?;
        if cells.len() < 2 {
            return Err("the line needs its two ends".to_string());
        }
        Ok(cells)
    }

    /// A clue's number, `least` up to the sum of all the digits (a sum no line can pass).
    fn clue(&self, text: &str, what: &str, least: i64) -> Result<u32, String> {
        let most = (self.side * (self.side + 1) / 2) as i64;
        match self.number(text, what)? {
            value if (least..=most).contains(&value) => Ok(value as u32),
            value => Err(format!("{what} is {least} to {most}, not {value}")),
        }
    }

    /// The cells of row `R3` (from the left) or column `C3` (from the top).
    fn row_or_column(&self, line: &str) -> Result<Vec<Cell>, String> {
        let n = self.side;
        let wrong = || format!("`{line}` is not a row or column of the grid (like `R3` or `C3`)");
        let (row, index) = match line.as_bytes() {
            [b'R' | b'r', _] => (true, &line[1..]),
            [b'C' | b'c', _] => (false, &line[1..]),
            _ => return Err(wrong()),
        };
        // The cell reader reads the index as a row and as a column alike.
        let at = self.cell(&format!("R{index}C1")).map_err(|_| wrong())? / n;
        Ok((0..n).map(|k| if row { at * n + k } else { k * n + at }).collect())
    }

    /// The diagonal a little killer clue adds up, from the one cell ISS names it by: down and
    /// right from the left edge, down and left from the top, up and left from the right edge,
    /// up and right from the bottom.
    fn little_killer(&self, start: &str) -> Result<Vec<Cell>, String> {
        let n = self.side as isize;
        let cell = self.cell(start)?;
        let (r, c) = ((cell / self.side) as isize, (cell % self.side) as isize);
        let (dr, dc) = if c == 0 && r < n - 1 {
            (1, 1)
        } else if r == 0 && c >= 1 {
            (1, -1)
        } else if c == n - 1 && (1..n - 1).contains(&r) {
            (-1, -1)
        } else if r == n - 1 && (1..n - 1).contains(&c) {
            (-1, 1)
        } else {
            return Err(format!("no little killer diagonal starts at `{start}`"));
        };
        let mut cells = Vec::new();
        let (mut r, mut c) = (r, c);
        while (0..n).contains(&r) && (0..n).contains(&c) {
            cells.push((r * n + c) as usize);
            (r, c) = (r + dr, c + dc);
        }
        Ok(cells)
    }
}

/// The supported types, as a list to read.
fn supported_list() -> String {
    SUPPORTED.join(", ")
}

//! What can be wrong with a Sudoku puzzle, and where: every message names the line and column,
//! the cell, the region or the cage, so that a person can find and fix it.

use super::grid::{digit_char, BoxShape, Cell};
use super::rules::Variant;
use std::fmt;

/// Which kind of unit two clashing givens share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box.
    Box,
    /// A jigsaw region, numbered from 0 in the order the regions first appear.
    Region(usize),
    /// A long diagonal: 0 from top left to bottom right, 1 from top right to bottom left.
    Diagonal(usize),
    /// A windoku window, row-major from 0.
    Window(usize),
    /// A killer cage, by its letter.
    Cage(char),
}

/// A part of a puzzle's text that some variants need besides the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The grid of givens.
    Puzzle,
    /// A jigsaw's map of regions: one label per cell.
    Regions,
    /// A killer's map of cages: one letter per cell.
    Cages,
    /// A killer's cage sums, one line of numbers.
    Sums,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Puzzle => "the puzzle",
            Part::Regions => "the regions",
            Part::Cages => "the cages",
            Part::Sums => "the cage sums",
        })
    }
}

/// What is wrong with a Sudoku puzzle, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The text has the wrong number of cells.
    WrongLength {
        /// Cells found in the text.
        found: usize,
        /// Cells needed (for the given or any common shape).
        needed: Vec<usize>,
    },
    /// A character that is neither a digit of this size, nor a blank, nor a separator.
    BadCharacter {
        /// The character.
        ch: char,
        /// The cell it would fill, if the length was right so far.
        cell: Option<Cell>,
        /// Line in the text, from 1.
        line: usize,
        /// Column in the text, from 1.
        column: usize,
        /// The grid's side.
        side: usize,
    },
    /// Two givens with the same digit in one row, column, box, region, diagonal, window or cage.
    Clash {
        /// The digit.
        digit: usize,
        /// The kind of unit they share.
        unit: Unit,
        /// The first cell.
        first: Cell,
        /// The second cell.
        second: Cell,
    },
    /// The variant needs a part that the text does not have.
    MissingPart {
        /// The variant.
        variant: Variant,
        /// The part missing.
        part: Part,
    },
    /// The text goes on after the last part the variant reads.
    ExtraPart {
        /// The variant.
        variant: Variant,
        /// The line where the extra text starts, from 1.
        line: usize,
    },
    /// A map of regions or cages whose number of cells does not match the grid's.
    MapLength {
        /// Regions or cages.
        part: Part,
        /// Labels found.
        found: usize,
        /// Cells the grid has (or the sizes a map may have, when there is no grid yet).
        needed: Vec<usize>,
    },
    /// A character in a map of regions or cages that cannot label one.
    BadLabel {
        /// Regions or cages.
        part: Part,
        /// The character.
        ch: char,
        /// The cell it would label, if the length was right so far.
        cell: Option<Cell>,
        /// Line in the text, from 1.
        line: usize,
        /// Column in the text, from 1.
        column: usize,
    },
    /// A jigsaw region with more or fewer cells than the grid's side.
    RegionSize {
        /// The region's label.
        label: char,
        /// Its cells.
        found: usize,
        /// The side.
        needed: usize,
        /// Its first cell.
        first: Cell,
    },
    /// A region or cage made of pieces that do not touch.
    Split {
        /// Regions or cages.
        part: Part,
        /// The label.
        label: char,
        /// A cell of the piece holding its first cell.
        first: Cell,
        /// A cell of another piece.
        apart: Cell,
    },
    /// A cage sum that is not a whole number.
    BadSum {
        /// The text.
        text: String,
        /// Line in the text, from 1.
        line: usize,
        /// Column in the text, from 1.
        column: usize,
    },
    /// More or fewer sums than cages.
    SumCount {
        /// Sums found.
        found: usize,
        /// Cage letters in the map, in the order the sums are read.
        labels: Vec<char>,
    },
    /// Sums that cannot all be right: every row of a grid adds up to the same total.
    SumTotal {
        /// What the sums add up to.
        total: usize,
        /// What the digits of the grid add up to.
        needed: usize,
    },
    /// A cage whose sum no set of different digits can make (keeping the givens in it).
    CageSum {
        /// The cage's letter.
        cage: char,
        /// Its sum.
        sum: usize,
        /// Its size.
        cells: usize,
        /// Its first cell.
        first: Cell,
        /// The givens in it.
        givens: Vec<(Cell, usize)>,
        /// The grid's side (the largest digit).
        side: usize,
    },
    /// A variant that grids of this box shape cannot have.
    Unsupported {
        /// The variant.
        variant: Variant,
        /// The shape.
        shape: BoxShape,
        /// Why.
        reason: &'static str,
    },
}

impl SudokuError {
    /// The same error with its line numbers moved down by `lines`: for a part read on its own
    /// that starts further down the text (a puzzle read out of a longer file).
    pub fn below(mut self, lines: usize) -> SudokuError {
        match &mut self {
            SudokuError::BadCharacter { line, .. }
            | SudokuError::BadLabel { line, .. }
            | SudokuError::BadSum { line, .. }
            | SudokuError::ExtraPart { line, .. } => *line += lines,
            _ => {}
        }
        self
    }

    /// The line the message names, if it names one.
    pub fn line(&self) -> Option<usize> {
        match self {
            SudokuError::BadCharacter { line, .. }
            | SudokuError::BadLabel { line, .. }
            | SudokuError::BadSum { line, .. }
            | SudokuError::ExtraPart { line, .. } => Some(*line),
            _ => None,
        }
    }

    /// The cells the error is about (to mark them on a board), row and column from 0.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            SudokuError::Clash { first, second, .. } => vec![*first, *second],
            SudokuError::BadCharacter { cell: Some(cell), .. } | SudokuError::BadLabel { cell: Some(cell), .. } => {
                vec![*cell]
            }
            SudokuError::RegionSize { first, .. } => vec![*first],
            SudokuError::Split { first, apart, .. } => vec![*first, *apart],
            SudokuError::CageSum { first, givens, .. } => {
                let mut cells = vec![*first];
                cells.extend(givens.iter().map(|&(cell, _)| cell).filter(|cell| cell != first));
                cells
            }
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row => f.write_str("row"),
            Unit::Column => f.write_str("column"),
            Unit::Box => f.write_str("one box"),
            Unit::Region(region) => write!(f, "region {}", region + 1),
            Unit::Diagonal(0) => f.write_str("the diagonal from the top left"),
            Unit::Diagonal(_) => f.write_str("the diagonal from the top right"),
            Unit::Window(window) => write!(f, "window {}", window + 1),
            Unit::Cage(label) => write!(f, "cage {label}"),
        }
    }
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SudokuError::WrongLength { found, needed } => {
                write!(f, "found {found} cells, but a Sudoku needs {}", either(needed))
            }
            SudokuError::BadCharacter {
                ch,
                cell,
                line,
                column,
                side,
            } => {
                write!(
                    f,
                    "line {line}, column {column}: `{ch}` is not a digit of a {side}×{side} Sudoku"
                )?;
                if let Some(cell) = cell {
                    write!(f, " (cell {cell})")?;
                }
                write!(f, "; use {} and `.` or `0` for a blank", digit_range(*side))
            }
            SudokuError::Clash {
                digit,
                unit,
                first,
                second,
            } => {
                let unit = match unit {
                    Unit::Row => format!("row {}", first.row + 1),
                    Unit::Column => format!("column {}", first.col + 1),
                    other => other.to_string(),
                };
                write!(
                    f,
                    "the digit {} is given twice in {unit}: at {first} and at {second}",
                    digit_char(*digit)
                )
            }
            SudokuError::MissingPart { variant, part } => {
                let needs = match variant {
                    Variant::Jigsaw => "the puzzle, then the regions (one label per cell, like 111222333…)",
                    Variant::Killer => {
                        "the cages (one letter per cell, like AABBC…), then a line of their sums in letter order"
                    }
                    _ => "the puzzle",
                };
                // "The puzzle" is one thing; the other parts are plural.
                let verb = if *part == Part::Puzzle { "is" } else { "are" };
                write!(f, "{part} {verb} missing: a {variant} Sudoku needs {needs}")
            }
            SudokuError::ExtraPart { variant, line } => {
                let reads = match variant {
                    Variant::Jigsaw => "the puzzle and its regions",
                    Variant::Killer => "the cages, their sums and (if any) the givens",
                    _ => "one grid",
                };
                write!(
                    f,
                    "line {line}: more text than a {variant} Sudoku has (it reads {reads})"
                )
            }
            SudokuError::MapLength { part, found, needed } => {
                write!(f, "{part} name {found} cells, but the grid has {}", either(needed))
            }
            SudokuError::BadLabel {
                part,
                ch,
                cell,
                line,
                column,
            } => {
                let what = if *part == Part::Cages { "a cage" } else { "a region" };
                write!(f, "line {line}, column {column}: `{ch}` cannot name {what}")?;
                if let Some(cell) = cell {
                    write!(f, " (cell {cell})")?;
                }
                f.write_str("; use letters and digits, one per cell")
            }
            SudokuError::RegionSize {
                label,
                found,
                needed,
                first,
            } => write!(
                f,
                "region {label} (from {first}) has {found} cells, but every region needs {needed}, one per digit"
            ),
            SudokuError::Split {
                part,
                label,
                first,
                apart,
            } => {
                let what = if *part == Part::Cages { "cage" } else { "region" };
                write!(
                    f,
                    "{what} {label} is in pieces that do not touch: {first} and {apart} (a {what}'s cells must join side by side)"
                )
            }
            SudokuError::BadSum { text, line, column } => {
                write!(
                    f,
                    "line {line}, column {column}: `{text}` is not a cage sum (a whole number)"
                )
            }
            SudokuError::SumCount { found, labels } => {
                let first = labels.first().copied().unwrap_or('A');
                let last = labels.last().copied().unwrap_or('A');
                write!(
                    f,
                    "found {found} cage sums, but the cages have {} letters ({first} to {last}): give one sum per cage, in letter order",
                    labels.len()
                )
            }
            SudokuError::SumTotal { total, needed } => write!(
                f,
                "the cage sums add up to {total}, but the digits of the whole grid add up to {needed}"
            ),
            SudokuError::CageSum {
                cage,
                sum,
                cells,
                first,
                givens,
                side,
            } => {
                write!(
                    f,
                    "cage {cage} (sum {sum}, {cells} cells from {first}) cannot be filled: "
                )?;
                if cells > side {
                    return write!(f, "a cage holds each digit at most once, and there are only {side}");
                }
                let (low, high) = (cells * (cells + 1) / 2, cells * (2 * side + 1 - cells) / 2);
                if givens.is_empty() {
                    write!(f, "{cells} different digits add up to {low} to {high}")
                } else {
                    let givens: Vec<String> = givens
                        .iter()
                        .map(|&(cell, digit)| format!("{} at {cell}", digit_char(digit)))
                        .collect();
                    write!(
                        f,
                        "with the given {}, no different digits make the sum",
                        givens.join(" and ")
                    )
                }
            }
            SudokuError::Unsupported { variant, shape, reason } => {
                write!(f, "a {variant} Sudoku cannot have boxes of {shape}: {reason}")
            }
        }
    }
}

impl std::error::Error for SudokuError {}

/// Sizes a grid may have, as `81` or `16 or 36 or 81`.
fn either(sizes: &[usize]) -> String {
    let sizes: Vec<String> = sizes.iter().map(|n| n.to_string()).collect();
    sizes.join(" or ")
}

fn digit_range(side: usize) -> String {
    if side <= 9 {
        format!("digits 1–{side}")
    } else {
        format!("digits 1–9 and letters A–{}", digit_char(side))
    }
}

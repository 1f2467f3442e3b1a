//! A puzzle of any variant: its grid of givens and its rules, read from the text people paste.
//!
//! Classic, X and windoku puzzles are one grid, written as [`Grid::parse`] reads it. A jigsaw is
//! two grids: the puzzle, then the regions (a label per cell, like `111222333…`). A killer is
//! the cages (a letter per cell, like `AABBC…`), a line of their sums in letter order, and
//! optionally a grid of givens. Each grid is one line, or drawn over as many lines as its first
//! row has cells; blank lines and lines starting with `#` are skipped.

use super::error::{Part, SudokuError};
use super::grid::{cell_characters, digit_char, BoxShape, Grid, MAX_SIDE};
use super::killer::read_cages;
use super::label_map::read_label_map;
use super::rules::{Rules, Variant};
use crate::problem::strip_bom;

/// A puzzle: the givens and the rules they are played by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    grid: Grid,
    rules: Rules,
}

/// One part of a puzzle's text and the line it starts on (from 1).
#[derive(Clone, Copy, Debug)]
pub struct TextPart<'a> {
    /// The text.
    pub text: &'a str,
    /// Its first line's number in the whole text.
    pub line: usize,
}

impl Puzzle {
    /// A classic puzzle.
    pub fn classic(grid: Grid) -> Puzzle {
        let rules = Rules::classic(grid.shape());
        Puzzle { grid, rules }
    }

    /// A puzzle of `grid` played by `rules` (of the same shape), its givens not checked: for
    /// grids known to agree with the rules (a generator's).
    pub(crate) fn with_rules(grid: Grid, rules: Rules) -> Puzzle {
        debug_assert_eq!(grid.shape(), rules.shape());
        Puzzle { grid, rules }
    }

    /// Reads a puzzle of `variant` from the whole text and checks its givens. `shape` gives the
    /// box shape where the length alone does not tell it.
    ///
    /// ```
    /// use dlx_stepper::sudoku::{Puzzle, Variant};
    /// // A 4×4 killer: the cages, then their sums in letter order.
    /// let puzzle = Puzzle::parse(Variant::Killer, "AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1", None).unwrap();
    /// assert_eq!(puzzle.rules().cages().len(), 9);
    /// ```
    ///
    /// # Errors
    /// A [`SudokuError`] naming the line and column, the cell, region or cage.
    pub fn parse(variant: Variant, text: &str, shape: Option<BoxShape>) -> Result<Puzzle, SudokuError> {
        let puzzle = Puzzle::read(variant, text, shape)?;
        puzzle.check_givens()?;
        Ok(puzzle)
    }

    /// Reads a puzzle as [`parse`](Self::parse) does, but keeps givens that clash (a view shows
    /// such a puzzle with the clash marked; [`check_givens`](Self::check_givens) names it).
    ///
    /// # Errors
    /// A [`SudokuError`] other than a clash of givens.
    pub fn read(variant: Variant, text: &str, shape: Option<BoxShape>) -> Result<Puzzle, SudokuError> {
        if !matches!(variant, Variant::Jigsaw | Variant::Killer) {
            // One grid, in any layout the classic reader takes.
            return Puzzle::read_parts(variant, &[TextPart { text, line: 1 }], shape);
        }
        let mut lines = TextLines::new(strip_bom(text));
        let mut parts = Vec::new();
        let first = lines.next_grid();
        parts.extend(first);
        if variant == Variant::Jigsaw {
            parts.extend(lines.next_grid());
        } else if first.is_some() {
            parts.extend(lines.next_line());
            parts.extend(lines.next_grid());
        }
        if let Some(extra) = lines.next_line() {
            return Err(SudokuError::ExtraPart {
                variant,
                line: extra.line,
            });
        }
        Puzzle::read_parts(variant, &parts, shape)
    }

    /// Reads a puzzle from its parts, already apart (as a reader of a stream finds them): one
    /// grid; for a jigsaw the grid and the regions; for a killer the cages, the sums and
    /// optionally the givens. Does not check the givens.
    ///
    /// # Errors
    /// A [`SudokuError`] naming the line and column, the cell, region or cage.
    pub fn read_parts(variant: Variant, parts: &[TextPart], shape: Option<BoxShape>) -> Result<Puzzle, SudokuError> {
        let missing = |part| SudokuError::MissingPart { variant, part };
        let wanted = match variant {
            Variant::Jigsaw => 2,
            Variant::Killer => 3,
            _ => 1,
        };
        if let Some(extra) = parts.get(wanted) {
            return Err(SudokuError::ExtraPart {
                variant,
                line: extra.line,
            });
        }
        let grid_of = |part: &TextPart, shape| Grid::read(part.text, shape).map_err(|e| e.below(part.line - 1));
        match variant {
            Variant::Classic | Variant::X | Variant::Windoku => {
                let grid = grid_of(parts.first().ok_or_else(|| missing(Part::Puzzle))?, shape)?;
                let rules = match variant {
                    Variant::Classic => Rules::classic(grid.shape()),
                    Variant::X => Rules::x(grid.shape()),
                    _ => Rules::windoku(grid.shape())?,
                };
                Ok(Puzzle { grid, rules })
            }
            Variant::Jigsaw => {
                let puzzle = parts.first().ok_or_else(|| missing(Part::Puzzle))?;
                let shape = match shape {
                    Some(shape) => shape,
                    None => square_shape(puzzle.text)?,
                };
                let grid = grid_of(puzzle, Some(shape))?;
                let regions = parts.get(1).ok_or_else(|| missing(Part::Regions))?;
                let regions = read_regions(regions, shape.side())?;
                Ok(Puzzle {
                    grid,
                    rules: Rules::jigsaw(shape, regions),
                })
            }
            Variant::Killer => {
                let cages = parts.first().ok_or_else(|| missing(Part::Cages))?;
                let sums = parts.get(1).ok_or_else(|| missing(Part::Sums))?;
                let (side, cages) = read_cages(
                    (cages.text, cages.line),
                    (sums.text, sums.line),
                    shape.map(BoxShape::side),
                )?;
                let shape = match shape {
                    Some(shape) => shape,
                    None => BoxShape::COMMON.into_iter().find(|shape| shape.side() == side).ok_or(
                        SudokuError::Unsupported {
                            variant,
                            shape: BoxShape { rows: 1, cols: side },
                            reason:
                                "a killer has boxes, and this side has no usual box shape (give one with the shape)",
                        },
                    )?,
                };
                let grid = match parts.get(2) {
                    Some(givens) => grid_of(givens, Some(shape))?,
                    None => Grid::empty(shape),
                };
                Ok(Puzzle {
                    grid,
                    rules: Rules::killer(shape, cages),
                })
            }
        }
    }

    /// Checks the givens against the rules.
    ///
    /// # Errors
    /// [`SudokuError::Clash`] or [`SudokuError::CageSum`].
    pub fn check_givens(&self) -> Result<(), SudokuError> {
        self.rules.check_givens(&self.grid)
    }

    /// The givens.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The lines that carry the rules besides the givens, as [`read`](Self::read) takes them:
    /// a jigsaw's regions (numbered `1`, `2`, … in the order they first appear), or a killer's
    /// cages and then their sums; `None` where the variant's name is the whole of its rules.
    /// A page that edits the givens keeps these lines as they are.
    ///
    /// ```
    /// use dlx_stepper::sudoku::{Puzzle, Variant};
    /// let text = "CCAA BDDE BFGE HFGI\n3 7 5 5 5 4 6 4 1";
    /// let puzzle = Puzzle::parse(Variant::Killer, text, None).unwrap();
    /// assert_eq!(puzzle.rules_text().unwrap(), "CCAABDDEBFGEHFGI\n3 7 5 5 5 4 6 4 1");
    /// ```
    pub fn rules_text(&self) -> Option<String> {
        let rules = &self.rules;
        let cells = self.grid.side() * self.grid.side();
        match rules.variant() {
            Variant::Classic | Variant::X | Variant::Windoku => None,
            Variant::Jigsaw => Some(
                rules
                    .regions()
                    .iter()
                    .map(|&region| digit_char(region as usize + 1))
                    .collect(),
            ),
            Variant::Killer => {
                let mut labels = vec!['.'; cells];
                for cage in rules.cages() {
                    for &cell in &cage.cells {
                        labels[cell] = cage.label;
                    }
                }
                let sums: Vec<String> = rules.cages().iter().map(|cage| cage.sum.to_string()).collect();
                Some(format!(
                    "{}\n{}",
                    labels.into_iter().collect::<String>(),
                    sums.join(" ")
                ))
            }
        }
    }

    /// The whole puzzle as text, each grid on one line, in the order [`read`](Self::read)
    /// takes the parts: reading it back gives the same puzzle.
    pub fn to_text(&self) -> String {
        let givens = self.grid.to_line();
        match (self.variant(), self.rules_text()) {
            (Variant::Killer, Some(rules)) => format!("{rules}\n{givens}"),
            (_, Some(rules)) => format!("{givens}\n{rules}"),
            (_, None) => givens,
        }
    }
}

/// A jigsaw's grid has no boxes: any square number of cells will do. The usual shape of its
/// side is kept where there is one (it changes nothing but how a grid is drawn).
fn square_shape(text: &str) -> Result<BoxShape, SudokuError> {
    let (_, found) = cell_characters(text);
    let side = found.isqrt();
    if side * side != found || !(1..=MAX_SIDE).contains(&side) {
        return Err(SudokuError::WrongLength {
            found,
            needed: (4..=9).map(|side| side * side).collect(),
        });
    }
    let usual = BoxShape::COMMON.into_iter().find(|shape| shape.side() == side);
    Ok(usual.unwrap_or(BoxShape { rows: 1, cols: side }))
}

/// Reads a jigsaw's regions: `side` regions of `side` cells each, every one in one piece.
/// Returns each cell's region, numbered from 0 in the order the regions first appear.
fn read_regions(part: &TextPart, side: usize) -> Result<Vec<u8>, SudokuError> {
    let map = read_label_map(part.text, Part::Regions, Some(side)).map_err(|e| e.below(part.line - 1))?;
    let groups = map.groups();
    let mut regions = vec![0u8; side * side];
    for (index, (label, cells)) in groups.iter().enumerate() {
        if cells.len() != side {
            return Err(SudokuError::RegionSize {
                label: *label,
                found: cells.len(),
                needed: side,
                first: super::grid::Cell {
                    row: cells[0] / side,
                    col: cells[0] % side,
                },
            });
        }
        map.check_connected(Part::Regions, *label, cells)?;
        for &cell in cells {
            regions[cell] = index as u8;
        }
    }
    Ok(regions)
}

/// The lines of a text, cut into parts: grids (one line, or drawn over several) and single lines.
struct TextLines<'a> {
    text: &'a str,
    /// The lines that are not blank or comments: number (from 1), start and end in `text`.
    lines: Vec<(usize, usize, usize)>,
    at: usize,
}

impl<'a> TextLines<'a> {
    fn new(text: &'a str) -> TextLines<'a> {
        let lines = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
            .map(|(index, line)| {
                // Where the line sits in `text`: lines() hands out slices of it.
                let start = line.as_ptr() as usize - text.as_ptr() as usize;
                (index + 1, start, start + line.len())
            })
            .collect();
        TextLines { text, lines, at: 0 }
    }

    /// `text[start..end]`, for bounds taken from `lines()`, which are on character boundaries.
    /// Read with `get` rather than by indexing: the indexing's panic, a formatted message about
    /// character boundaries, cost each WebAssembly build that parses text about 7 KB.
    fn span(&self, start: usize, end: usize) -> &'a str {
        self.text.get(start..end).unwrap_or_default()
    }

    fn cells_on(&self, at: usize) -> usize {
        let (_, start, end) = self.lines[at];
        cell_characters(self.span(start, end)).1
    }

    /// The next line on its own.
    fn next_line(&mut self) -> Option<TextPart<'a>> {
        let &(line, start, end) = self.lines.get(self.at)?;
        self.at += 1;
        Some(TextPart {
            text: self.span(start, end),
            line,
        })
    }

    /// The next grid: a line of 16 cells or more, or as many rows as the first has cells (lines
    /// without cells, like `------+------`, are drawn borders and do not count).
    fn next_grid(&mut self) -> Option<TextPart<'a>> {
        let &(line, start, mut end) = self.lines.get(self.at)?;
        let side = self.cells_on(self.at);
        let rows_wanted = if side >= 16 { 1 } else { side.max(1) };
        let mut rows = 0;
        while self.at < self.lines.len() {
            let cells = self.cells_on(self.at);
            if cells > 0 && rows == rows_wanted {
                break;
            }
            rows += usize::from(cells > 0);
            end = self.lines[self.at].2;
            self.at += 1;
        }
        // From the first line to the last, blank lines inside included, so that the line
        // numbers of errors found in it count from its first line.
        Some(TextPart {
            text: self.span(start, end),
            line,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_found_on_one_line_each_or_drawn() {
        let text = "# a jigsaw\n1.3.\n..1.\n\n....\n4...\n\n1122 1122 3344 3344\n";
        let mut lines = TextLines::new(text);
        let grid = lines.next_grid().unwrap();
        assert_eq!((grid.line, grid.text), (2, "1.3.\n..1.\n\n....\n4..."));
        let regions = lines.next_grid().unwrap();
        assert_eq!((regions.line, regions.text), (8, "1122 1122 3344 3344"));
        assert!(lines.next_line().is_none());
    }
}

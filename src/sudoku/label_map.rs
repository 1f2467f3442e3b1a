//! Maps that cut a grid into pieces by labels, one character per cell (`111222333…` for jigsaw
//! regions, `AABBC…` for killer cages): reading them, grouping cells by label, and checking
//! that every piece is one connected shape.

use super::error::{Part, SudokuError};
use super::grid::{cell_characters, Cell, MAX_SIDE};

/// A grid's cells, each with a label.
#[derive(Debug)]
pub(super) struct LabelMap {
    pub(super) side: usize,
    pub(super) labels: Vec<char>,
}

/// Reads a map of `part` from `text`: letters and digits, one per cell, laid out as grids are
/// (one line, or rows over lines; spaces, `|` and border lines are ignored). With `side`, the
/// map must have `side²` cells; without, any square number up to `MAX_SIDE²`.
///
/// # Errors
/// [`SudokuError::BadLabel`] or [`SudokuError::MapLength`], lines counted from 1 in `text`.
pub(super) fn read_label_map(text: &str, part: Part, side: Option<usize>) -> Result<LabelMap, SudokuError> {
    let (cells, found) = cell_characters(text);
    let side_of_map = side.unwrap_or_else(|| found.isqrt());
    let fits = side_of_map * side_of_map == found && (1..=MAX_SIDE).contains(&side_of_map);
    for (index, &(ch, line, column)) in cells.iter().enumerate() {
        if !ch.is_ascii_alphanumeric() {
            let cell = fits.then_some(Cell {
                row: index / side_of_map,
                col: index % side_of_map,
            });
            return Err(SudokuError::BadLabel {
                part,
                ch,
                cell,
                line,
                column,
            });
        }
    }
    if !fits {
        let needed = match side {
            Some(side) => vec![side * side],
            None => (4..=9).map(|side| side * side).collect(),
        };
        return Err(SudokuError::MapLength { part, found, needed });
    }
    Ok(LabelMap {
        side: side_of_map,
        labels: cells.into_iter().map(|(ch, _, _)| ch).collect(),
    })
}

impl LabelMap {
    /// The cells of each label (row-major, ascending), labels in the order they first appear.
    pub(super) fn groups(&self) -> Vec<(char, Vec<usize>)> {
        let mut groups: Vec<(char, Vec<usize>)> = Vec::new();
        // Labels are ASCII letters and digits: index them directly.
        let mut group_of = [usize::MAX; 128];
        for (cell, &label) in self.labels.iter().enumerate() {
            let slot = &mut group_of[label as usize];
            if *slot == usize::MAX {
                *slot = groups.len();
                groups.push((label, Vec::new()));
            }
            groups[*slot].1.push(cell);
        }
        groups
    }

    fn cell(&self, index: usize) -> Cell {
        Cell {
            row: index / self.side,
            col: index % self.side,
        }
    }

    /// Checks that the cells of `label` (`cells`, ascending) join side by side into one piece.
    ///
    /// # Errors
    /// [`SudokuError::Split`] naming a cell of the first piece and one outside it.
    pub(super) fn check_connected(&self, part: Part, label: char, cells: &[usize]) -> Result<(), SudokuError> {
        let side = self.side;
        let mut reached = vec![false; cells.len()];
        let position = |cell: usize| cells.binary_search(&cell).ok();
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(at) = stack.pop() {
            let cell = cells[at];
            let (row, col) = (cell / side, cell % side);
            let neighbours = [
                (row > 0).then(|| cell - side),
                (row + 1 < side).then(|| cell + side),
                (col > 0).then(|| cell - 1),
                (col + 1 < side).then(|| cell + 1),
            ];
            for next in neighbours.into_iter().flatten().filter_map(position) {
                if !reached[next] {
                    reached[next] = true;
                    stack.push(next);
                }
            }
        }
        match reached.iter().position(|&r| !r) {
            None => Ok(()),
            Some(apart) => Err(SudokuError::Split {
                part,
                label,
                first: self.cell(cells[0]),
                apart: self.cell(cells[apart]),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_come_in_order_of_first_appearance() {
        let map = read_label_map("BBAAA\nCCAA\nCDDD\nCDDD", Part::Regions, None).unwrap_err();
        assert!(matches!(map, SudokuError::MapLength { found: 17, .. }));
        let map = read_label_map("BBAA CCAA CDDD CCDD", Part::Regions, None).unwrap();
        let groups = map.groups();
        let labels: Vec<char> = groups.iter().map(|(label, _)| *label).collect();
        assert_eq!(labels, ['B', 'A', 'C', 'D']);
        assert_eq!(groups[2].1, [4, 5, 8, 12, 13]);
    }

    #[test]
    fn a_piece_split_in_two_is_named_by_a_cell_on_each_side() {
        let map = read_label_map("ABBA BBBB CCCC CCCC", Part::Cages, Some(4)).unwrap();
        let groups = map.groups();
        let (label, cells) = &groups[0];
        let error = map.check_connected(Part::Cages, *label, cells).unwrap_err();
        assert_eq!(
            error.to_string(),
            "cage A is in pieces that do not touch: r1c1 and r1c4 (a cage's cells must join side by side)"
        );
        let (label, cells) = &groups[1];
        assert!(map.check_connected(Part::Cages, *label, cells).is_ok());
    }

    #[test]
    fn a_stray_character_is_named_with_its_cell() {
        let error = read_label_map("AAB?", Part::Cages, Some(2)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 4: `?` cannot name a cage (cell r2c2); use letters and digits, one per cell"
        );
    }
}

//! The rules a grid follows: its houses (sets of cells that hold every digit once: rows,
//! columns, boxes or jigsaw regions, diagonals, windows) and its killer cages; and the one
//! numbering of the exact-cover items they make.
//!
//! Items, in order: every cell (`r1c1`); every house and digit (`r1#5`, `c1#5`, `b1#5`, `j1#5`
//! for a region, `d1#5` for a diagonal, `w1#5` for a window); then per killer cage, the cage
//! (`kA`: one set of digits is chosen for it) and the cage and each digit (`kA#5`). A placement
//! `r1c1=5` covers its cell, `…#5` of each of its houses, and `kA#5` of its cage. A cage has an
//! option per set of different digits with its size and sum (`kA={1,6}`), covering `kA` and
//! `kA#d` for each digit `d` it leaves out: so `kA#d` is covered once either way, and the
//! cage's placements cover exactly the digits of the one set chosen, each once. Killer stays
//! pure exact cover.

use super::error::{SudokuError, Unit};
use super::grid::{digit_char, BoxShape, Cell, Grid};
use crate::names::{name_of, named};
use std::fmt;

/// Which rules a puzzle follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    /// Rows, columns and boxes hold every digit once.
    #[default]
    Classic,
    /// X-Sudoku: both long diagonals hold every digit once too.
    X,
    /// Windoku (hyper): so do extra boxes ("windows") one cell in from the boxes.
    Windoku,
    /// Jigsaw: irregular regions, given as a second grid, take the place of the boxes.
    Jigsaw,
    /// Killer: cages whose different digits add up to their sums; givens are optional.
    Killer,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 5] = [
        Variant::Classic,
        Variant::X,
        Variant::Windoku,
        Variant::Jigsaw,
        Variant::Killer,
    ];

    /// The name the command line and the JavaScript API use: `classic`, `x`, `windoku`,
    /// `jigsaw`, `killer`. [`FromStr`](std::str::FromStr) reads it in any case, and some
    /// synonyms too (`hyper`, `irregular`, …; an empty name is `classic`).
    pub fn name(self) -> &'static str {
        name_of(self)
    }
}

// The names, then the synonyms `FromStr` reads too.
named! { Variant as "Sudoku variant", Words:
    Classic "classic", X "x", Windoku "windoku", Jigsaw "jigsaw", Killer "killer",
    Classic "sudoku", Classic "", X "x-sudoku", X "diagonal", Windoku "hyper", Jigsaw "irregular", Jigsaw "chaos"
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::X => "X",
            other => other.name(),
        })
    }
}

/// A set of cells that holds every digit once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum House {
    /// A row, from 0.
    Row(usize),
    /// A column, from 0.
    Column(usize),
    /// A box, row-major from 0.
    Box(usize),
    /// A jigsaw region, from 0 in the order the regions first appear.
    Region(usize),
    /// A long diagonal: 0 from top left to bottom right, 1 from top right to bottom left.
    Diagonal(usize),
    /// A windoku window, row-major from 0.
    Window(usize),
}

impl House {
    /// The start of its items' names (`r1`, `c1`, `b1`, `j1`, `d1`, `w1`).
    fn tag(self) -> String {
        let (letter, index) = match self {
            House::Row(i) => ('r', i),
            House::Column(i) => ('c', i),
            House::Box(i) => ('b', i),
            House::Region(i) => ('j', i),
            House::Diagonal(i) => ('d', i),
            House::Window(i) => ('w', i),
        };
        format!("{letter}{}", index + 1)
    }

    /// The kind of unit, for messages about clashing givens.
    fn unit(self) -> Unit {
        match self {
            House::Row(_) => Unit::Row,
            House::Column(_) => Unit::Column,
            House::Box(_) => Unit::Box,
            House::Region(i) => Unit::Region(i),
            House::Diagonal(i) => Unit::Diagonal(i),
            House::Window(i) => Unit::Window(i),
        }
    }
}

/// What an item of a Sudoku's matrix stands for (all 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// The cell must hold a digit.
    Cell {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The house must hold the digit.
    Digit {
        /// The house.
        house: House,
        /// Digit, from 1.
        digit: usize,
    },
    /// The killer cage takes one set of digits.
    CageSet {
        /// The cage's letter.
        cage: char,
    },
    /// The killer cage either holds the digit in one cell or leaves it out of its set.
    CageDigit {
        /// The cage's letter.
        cage: char,
        /// Digit, from 1.
        digit: usize,
    },
}

/// The kinds of Sudoku item, by code: [`Constraint::kind`] is an index into it. The views read
/// it (`sudokuItemKinds()` in JS) to decode `sudokuConstraints()`.
pub const CONSTRAINT_KINDS: [&str; 9] = [
    "cell",
    "row",
    "column",
    "box",
    "region",
    "diagonal",
    "window",
    "cage-set",
    "cage-digit",
];

impl Constraint {
    /// The item's kind, an index into [`CONSTRAINT_KINDS`]: a cell, a house needing a digit
    /// (row, column, box, region, diagonal, window), a cage's digit set, a cage's digit.
    pub fn kind(self) -> usize {
        let name = match self {
            Constraint::Cell { .. } => "cell",
            Constraint::Digit { house, .. } => match house {
                House::Row(_) => "row",
                House::Column(_) => "column",
                House::Box(_) => "box",
                House::Region(_) => "region",
                House::Diagonal(_) => "diagonal",
                House::Window(_) => "window",
            },
            Constraint::CageSet { .. } => "cage-set",
            Constraint::CageDigit { .. } => "cage-digit",
        };
        // Every name above is in the table (a test checks): 0 is never reached.
        CONSTRAINT_KINDS.iter().position(|&kind| kind == name).unwrap_or(0)
    }

    /// The item's name: `r1c1` (a cell), `r1#5`, `c1#5`, `b1#5`, `j1#5`, `d1#5`, `w1#5` (a
    /// row, column, box, region, diagonal or window needs a digit), `kA` and `kA#5` (a cage).
    pub fn name(self) -> String {
        match self {
            Constraint::Cell { row, col } => format!("r{}c{}", row + 1, col + 1),
            Constraint::Digit { house, digit } => format!("{}#{}", house.tag(), digit_char(digit)),
            Constraint::CageSet { cage } => format!("k{cage}"),
            Constraint::CageDigit { cage, digit } => format!("k{cage}#{}", digit_char(digit)),
        }
    }
}

/// A killer cage: its cells' digits differ and add up to its sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cage {
    /// The letter that names it in the puzzle.
    pub label: char,
    /// The sum.
    pub sum: usize,
    /// Its cells, row-major indices, ascending.
    pub cells: Vec<usize>,
}

/// The rules of one grid: its houses and cages, and the numbering of their items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    shape: BoxShape,
    variant: Variant,
    /// In item order: rows, columns, boxes or regions, diagonals, windows.
    houses: Vec<House>,
    /// For each cell, the houses holding it (indices into `houses`, ascending).
    cell_houses: Vec<Vec<u16>>,
    /// Jigsaw: the region of each cell (empty otherwise).
    regions: Vec<u8>,
    cages: Vec<Cage>,
    /// The cage of each cell (`u16::MAX` for none); empty without cages.
    cage_of: Vec<u16>,
}

impl Rules {
    /// Rows, columns and boxes.
    pub fn classic(shape: BoxShape) -> Rules {
        Rules::build(shape, Variant::Classic, Vec::new(), Vec::new())
    }

    /// Classic, and both long diagonals.
    pub fn x(shape: BoxShape) -> Rules {
        Rules::build(shape, Variant::X, Vec::new(), Vec::new())
    }

    /// Classic, and the windows: boxes of the same shape placed one cell in from the grid's
    /// edge with one cell between them (on a 9×9, rows and columns 2–4 and 6–8).
    ///
    /// # Errors
    /// [`SudokuError::Unsupported`] when no window fits.
    pub fn windoku(shape: BoxShape) -> Result<Rules, SudokuError> {
        if window_starts(shape.side(), shape.rows).is_empty() || window_starts(shape.side(), shape.cols).is_empty() {
            return Err(SudokuError::Unsupported {
                variant: Variant::Windoku,
                shape,
                reason: "no window fits inside the grid with a cell to spare on each side",
            });
        }
        Ok(Rules::build(shape, Variant::Windoku, Vec::new(), Vec::new()))
    }

    /// Rows, columns and the regions: `regions[cell]` is the region (from 0) of each cell,
    /// `side` regions of `side` cells (checked by the reader of region maps).
    pub(super) fn jigsaw(shape: BoxShape, regions: Vec<u8>) -> Rules {
        Rules::build(shape, Variant::Jigsaw, regions, Vec::new())
    }

    /// Classic, and the cages (checked by the reader of cage maps).
    pub(super) fn killer(shape: BoxShape, cages: Vec<Cage>) -> Rules {
        Rules::build(shape, Variant::Killer, Vec::new(), cages)
    }

    fn build(shape: BoxShape, variant: Variant, regions: Vec<u8>, cages: Vec<Cage>) -> Rules {
        let side = shape.side();
        let mut houses: Vec<House> = (0..side).map(House::Row).collect();
        houses.extend((0..side).map(House::Column));
        if variant == Variant::Jigsaw {
            houses.extend((0..side).map(House::Region));
        } else {
            houses.extend((0..side).map(House::Box));
        }
        if variant == Variant::X {
            houses.extend([House::Diagonal(0), House::Diagonal(1)]);
        }
        if variant == Variant::Windoku {
            let windows = window_starts(side, shape.rows).len() * window_starts(side, shape.cols).len();
            houses.extend((0..windows).map(House::Window));
        }
        let mut cage_of = Vec::new();
        if !cages.is_empty() {
            cage_of = vec![u16::MAX; side * side];
            for (index, cage) in cages.iter().enumerate() {
                for &cell in &cage.cells {
                    cage_of[cell] = index as u16;
                }
            }
        }
        // The houses holding each cell, in item order (the order of `houses` above).
        let BoxShape { rows, cols } = shape;
        let (down, across) = (window_starts(side, rows), window_starts(side, cols));
        let window_at = |start: &[usize], length: usize, at: usize| {
            start.iter().position(|&first| (first..first + length).contains(&at))
        };
        let cell_houses = (0..side * side)
            .map(|cell| {
                let (row, col) = (cell / side, cell % side);
                let third = if variant == Variant::Jigsaw {
                    regions[cell] as usize
                } else {
                    shape.box_of(row, col)
                };
                let mut list = vec![row as u16, (side + col) as u16, (2 * side + third) as u16];
                if variant == Variant::X {
                    list.extend((row == col).then_some(3 * side as u16));
                    list.extend((row + col + 1 == side).then_some(3 * side as u16 + 1));
                }
                if variant == Variant::Windoku {
                    if let (Some(r), Some(c)) = (window_at(&down, rows, row), window_at(&across, cols, col)) {
                        list.push((3 * side + r * across.len() + c) as u16);
                    }
                }
                list
            })
            .collect();
        Rules {
            shape,
            variant,
            houses,
            cell_houses,
            regions,
            cages,
            cage_of,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The box shape (for a jigsaw, only its side means anything).
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The houses, in item order.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }

    /// The killer cages (none for the other variants).
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The jigsaw region (from 0) of each cell, row-major; empty for the other variants.
    pub fn regions(&self) -> &[u8] {
        &self.regions
    }

    /// The cells of `house`, row-major indices.
    pub fn house_cells(&self, house: House) -> Vec<usize> {
        let Some(index) = self.houses.iter().position(|&h| h == house) else {
            return Vec::new();
        };
        (0..self.cell_houses.len())
            .filter(|&cell| self.cell_houses[cell].contains(&(index as u16)))
            .collect()
    }

    /// How many items the matrix has, before givens are applied.
    pub fn n_items(&self) -> usize {
        let side = self.shape.side();
        side * side + self.houses.len() * side + self.cages.len() * (side + 1)
    }

    /// Where the cages' items start.
    fn cage_base(&self) -> usize {
        let side = self.shape.side();
        side * side + self.houses.len() * side
    }

    /// The item number of `constraint`, if these rules have it.
    pub fn item(&self, constraint: Constraint) -> Option<usize> {
        let side = self.shape.side();
        let cage_index = |label: char| self.cages.iter().position(|cage| cage.label == label);
        match constraint {
            Constraint::Cell { row, col } => (row < side && col < side).then_some(row * side + col),
            Constraint::Digit { house, digit } => {
                let index = self.houses.iter().position(|&h| h == house)?;
                (1..=side)
                    .contains(&digit)
                    .then_some(side * side + index * side + digit - 1)
            }
            Constraint::CageSet { cage } => Some(self.cage_base() + cage_index(cage)? * (side + 1)),
            Constraint::CageDigit { cage, digit } => {
                let base = self.cage_base() + cage_index(cage)? * (side + 1);
                (1..=side).contains(&digit).then_some(base + digit)
            }
        }
    }

    /// What item `item` (below [`n_items`](Self::n_items)) stands for.
    pub fn constraint(&self, item: usize) -> Constraint {
        let side = self.shape.side();
        if item < side * side {
            return Constraint::Cell {
                row: item / side,
                col: item % side,
            };
        }
        if item < self.cage_base() {
            let within = item - side * side;
            return Constraint::Digit {
                house: self.houses[within / side],
                digit: within % side + 1,
            };
        }
        let within = item - self.cage_base();
        let cage = self.cages[within / (side + 1)].label;
        match within % (side + 1) {
            0 => Constraint::CageSet { cage },
            digit => Constraint::CageDigit { cage, digit },
        }
    }

    /// Appends the items that placing `digit` (from 1) in `cell` (row-major) covers.
    pub fn placement_items(&self, cell: usize, digit: usize, items: &mut Vec<u32>) {
        let side = self.shape.side();
        items.push(cell as u32);
        for &house in &self.cell_houses[cell] {
            items.push((side * side + house as usize * side + digit - 1) as u32);
        }
        if let Some(cage) = self.cage_of_cell(cell) {
            items.push((self.cage_base() + cage * (side + 1) + digit) as u32);
        }
    }

    /// The cage (its index) that holds `cell`, if any.
    pub fn cage_of_cell(&self, cell: usize) -> Option<usize> {
        self.cage_of
            .get(cell)
            .filter(|&&cage| cage != u16::MAX)
            .map(|&cage| cage as usize)
    }

    /// The sets of digits cage `cage` (its index) can take, as bit masks (bit `d` for digit
    /// `d`), in increasing order of their digits: `{1,6}` before `{2,5}`.
    pub fn cage_sets(&self, cage: usize) -> Vec<u64> {
        let cage = &self.cages[cage];
        digit_sets(self.shape.side(), cage.cells.len(), cage.sum)
    }

    /// Appends the items that choosing digit set `set` (a mask) for cage `cage` covers: the
    /// cage, and the cage with each digit the set leaves out.
    pub fn cage_set_items(&self, cage: usize, set: u64, items: &mut Vec<u32>) {
        let side = self.shape.side();
        let base = self.cage_base() + cage * (side + 1);
        items.push(base as u32);
        items.extend((1..=side).filter(|&d| set & (1 << d) == 0).map(|d| (base + d) as u32));
    }

    /// Checks the givens: no digit twice in a house or a cage, and every cage can still be
    /// filled with different digits that make its sum.
    ///
    /// # Errors
    /// [`SudokuError::Clash`] naming the first two clashing cells, in cell order, or
    /// [`SudokuError::CageSum`].
    pub fn check_givens(&self, grid: &Grid) -> Result<(), SudokuError> {
        let side = self.shape.side();
        let cell = |index: usize| Cell {
            row: index / side,
            col: index % side,
        };
        // For each house (then each cage) and digit, the first cell seen with it.
        let units = self.houses.len() + self.cages.len();
        let mut seen = vec![usize::MAX; units * side];
        for (index, &digit) in grid.cells().iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let digit = digit as usize;
            let houses = self.cell_houses[index]
                .iter()
                .map(|&h| (h as usize, self.houses[h as usize].unit()));
            let cage = self.cage_of.get(index).filter(|&&c| c != u16::MAX).map(|&c| {
                let unit = Unit::Cage(self.cages[c as usize].label);
                (self.houses.len() + c as usize, unit)
            });
            for (unit_index, unit) in houses.chain(cage) {
                let slot = &mut seen[unit_index * side + digit - 1];
                if *slot != usize::MAX {
                    return Err(SudokuError::Clash {
                        digit,
                        unit,
                        first: cell(*slot),
                        second: cell(index),
                    });
                }
                *slot = index;
            }
        }
        for (index, cage) in self.cages.iter().enumerate() {
            let givens: Vec<(Cell, usize)> = cage
                .cells
                .iter()
                .filter(|&&c| grid.cells()[c] != 0)
                .map(|&c| (cell(c), grid.cells()[c] as usize))
                .collect();
            let needed: u64 = givens.iter().map(|&(_, digit)| 1 << digit).sum();
            if !self.cage_sets(index).iter().any(|&set| set & needed == needed) {
                return Err(SudokuError::CageSum {
                    cage: cage.label,
                    sum: cage.sum,
                    cells: cage.cells.len(),
                    first: cell(cage.cells[0]),
                    givens,
                    side,
                });
            }
        }
        Ok(())
    }

    /// True when `grid` is complete and breaks none of these rules.
    pub fn is_solved(&self, grid: &Grid) -> bool {
        if grid.cells().contains(&0) || self.check_givens(grid).is_err() {
            return false;
        }
        self.cages
            .iter()
            .all(|cage| cage.cells.iter().map(|&c| grid.cells()[c] as usize).sum::<usize>() == cage.sum)
    }
}

/// Where windows start along a side of `side` cells, for boxes `length` cells long that way:
/// one cell in from the edge, one cell between windows, none touching the far edge.
fn window_starts(side: usize, length: usize) -> Vec<usize> {
    let count = side.saturating_sub(1) / (length + 1);
    (0..count).map(|k| 1 + k * (length + 1)).collect()
}

/// Every set of `size` different digits from 1 to `side` that adds up to `sum`, as bit masks
/// (bit `d` for digit `d`), in increasing order of their digits.
pub(super) fn digit_sets(side: usize, size: usize, sum: usize) -> Vec<u64> {
    fn extend(from: usize, side: usize, left: usize, sum: usize, set: u64, sets: &mut Vec<u64>) {
        if left == 0 {
            if sum == 0 {
                sets.push(set);
            }
            return;
        }
        // The smallest and largest sums `left` digits from `from` up can make.
        let low = left * (2 * from + left - 1) / 2;
        if from > side || sum < low {
            return;
        }
        let high = left * (2 * side + 1 - left) / 2;
        if sum > high {
            return;
        }
        for digit in from..=side {
            if digit > sum {
                break;
            }
            extend(digit + 1, side, left - 1, sum - digit, set | 1 << digit, sets);
        }
    }
    let mut sets = Vec::new();
    if size <= side {
        extend(1, side, size, sum, 0, &mut sets);
    }
    sets
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_item_has_its_own_code() {
        let digit = |house| Constraint::Digit { house, digit: 1 };
        let one_of_each = [
            Constraint::Cell { row: 0, col: 0 },
            digit(House::Row(0)),
            digit(House::Column(0)),
            digit(House::Box(0)),
            digit(House::Region(0)),
            digit(House::Diagonal(0)),
            digit(House::Window(0)),
            Constraint::CageSet { cage: 'A' },
            Constraint::CageDigit { cage: 'A', digit: 1 },
        ];
        let codes: Vec<usize> = one_of_each.iter().map(|constraint| constraint.kind()).collect();
        assert_eq!(codes, (0..CONSTRAINT_KINDS.len()).collect::<Vec<_>>());
    }

    #[test]
    fn digit_sets_of_a_two_cell_seven_are_the_three_pairs() {
        let sets = digit_sets(9, 2, 7);
        let named: Vec<Vec<usize>> = sets
            .iter()
            .map(|&set| (1..=9).filter(|&d| set & 1 << d != 0).collect())
            .collect();
        assert_eq!(named, [vec![1, 6], vec![2, 5], vec![3, 4]]);
        assert_eq!(digit_sets(9, 9, 45).len(), 1);
        assert!(digit_sets(9, 2, 18).is_empty());
        assert!(digit_sets(9, 10, 45).is_empty());
    }

    #[test]
    fn digit_sets_match_brute_force_for_every_size_and_sum() {
        for side in [4, 6, 9] {
            for size in 1..=side {
                for sum in 0..=side * (side + 1) / 2 + 1 {
                    let brute: Vec<u64> = (0u64..1 << side)
                        .map(|bits| bits << 1)
                        .filter(|set| set.count_ones() as usize == size)
                        .filter(|set| (1..=side).filter(|&d| set & 1 << d != 0).sum::<usize>() == sum)
                        .collect();
                    let mut found = digit_sets(side, size, sum);
                    found.sort_unstable();
                    assert_eq!(found, brute, "side {side}, size {size}, sum {sum}");
                }
            }
        }
    }

    #[test]
    fn every_house_has_side_cells_and_windows_sit_where_windoku_puts_them() {
        let nine = BoxShape { rows: 3, cols: 3 };
        let rules = Rules::windoku(nine).unwrap();
        assert_eq!(rules.houses().len(), 27 + 4);
        for &house in rules.houses() {
            assert_eq!(rules.house_cells(house).len(), 9, "{house:?}");
        }
        // Rows and columns 2–4 and 6–8, counted from 1.
        let corners: Vec<usize> = (0..4).map(|w| rules.house_cells(House::Window(w))[0]).collect();
        assert_eq!(corners, [10, 14, 46, 50]);
        assert!(Rules::windoku(BoxShape { rows: 1, cols: 2 }).is_err());
        let x = Rules::x(nine);
        assert_eq!(x.house_cells(House::Diagonal(1))[..3], [8, 16, 24]);
    }

    #[test]
    fn items_and_constraints_number_each_other() {
        let shape = BoxShape { rows: 2, cols: 2 };
        let cages = vec![
            Cage {
                label: 'A',
                sum: 3,
                cells: vec![0, 1],
            },
            Cage {
                label: 'B',
                sum: 37,
                cells: (2..16).collect(),
            },
        ];
        for rules in [
            Rules::x(shape),
            Rules::windoku(shape).unwrap(),
            Rules::killer(shape, cages),
        ] {
            for item in 0..rules.n_items() {
                assert_eq!(rules.item(rules.constraint(item)), Some(item));
            }
        }
    }
}

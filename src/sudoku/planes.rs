//! The classic 9×9 search on bit planes: the links' search tree, grown on sets of open
//! placements instead of linked lists.
//!
//! The exact-cover problem of a 9×9 Sudoku has 324 items in four families of 81 (cells, then
//! row–digit, column–digit and box–digit, the order of [`Rules`](super::Rules)), and each item
//! has 9 options. A family is kept as a *view*: 9 sets of 81 bits, where bit `k` of set `j` says
//! whether item `k`'s `j`-th option (in the order of its item list on the links) is still open.
//! The four views hold the same 729 placements, each sorted by one family:
//!
//! | family | item `k` | set `j` |
//! |---|---|---|
//! | cell | `cell` | digit |
//! | row–digit | `9·row + digit` | column |
//! | column–digit | `9·column + digit` | row |
//! | box–digit | `9·box + digit` | place in the box |
//!
//! So the length of every item, the number of sets holding its bit, is a bit-sliced sum over a
//! view's 9 sets: a few dozen set operations (one vector instruction each, `set81.rs`) tell the
//! empty and single items apart from the rest, where the links keep every length up to date one
//! node at a time. Placing a digit clears, in each view, the bits of every placement it rules
//! out (the options of its four items), with masks looked up from its row, column and box. A
//! level with options still to try keeps a copy of its board, so going back undoes nothing; a
//! forced level (one option, most of them) places on the board it was given.
//!
//! The search chooses the first active item of fewest open options and tries its options in
//! list order, as the links do: its nodes and solutions are theirs, in the same order. It
//! counts the links' updates too, without making them: covering an item is one update for its
//! header and three for each option in its list (the option's other nodes), and the options
//! hidden by the covers of a selected option are the open placements it rules out that its
//! branching item had not already taken.

use super::grid::Grid;
use super::set81::Set81;
use super::solve::Answer;
use crate::Stats;

/// Bits `9·i` for `i` in `0..9`: one digit (or place) of each of 9 pairs.
const EVERY_NINTH: u128 = {
    let mut set = 0;
    let mut i = 0;
    while i < 9 {
        set |= 1 << (9 * i);
        i += 1;
    }
    set
};
/// Bits 0, 9, 18: one digit of three consecutive pairs (the rows of a band, the boxes of a band).
const THREE_IN_A_ROW: u128 = 1 | 1 << 9 | 1 << 18;
/// Bits 0, 27, 54: one digit of three pairs 3 apart (the boxes of a stack).
const THREE_APART: u128 = 1 | 1 << 27 | 1 << 54;

/// All 81 bits.
const ALL: Set81 = Set81::from_bits((1 << 81) - 1);
/// `1 << k`, looked up: a 128-bit shift by a variable amount takes branches or several
/// instructions.
const BIT: [Set81; 81] = spread(1, 1, 9);
/// `0x1ff << 9·i`: the 9 bits of pair `i`.
const NINE_AT: [Set81; 9] = spread(0x1ff, 9, 0);
/// `EVERY_NINTH << d`: digit `d` of every pair.
const EVERY_PAIR_AT: [Set81; 9] = spread(EVERY_NINTH, 1, 0);
/// `THREE_IN_A_ROW << (27·t + d)` at `9·t + d`: digit `d` of the three pairs of band `t`
/// (rows, or boxes), or of stack `t` (columns).
const THREE_IN_A_ROW_AT: [Set81; 27] = spread(THREE_IN_A_ROW, 1, 27);
/// `THREE_APART << (9·s + d)` at `9·s + d`: digit `d` of the boxes of stack `s`.
const THREE_APART_AT: [Set81; 27] = spread(THREE_APART, 1, 9);

/// `pattern` shifted to `step·d + group_step·t` at index `9·t + d`.
const fn spread<const N: usize>(pattern: u128, step: u32, group_step: u32) -> [Set81; N] {
    let mut sets = [Set81::EMPTY; N];
    let mut index = 0;
    while index < N {
        let (group, d) = ((index / 9) as u32, (index % 9) as u32);
        sets[index] = Set81::from_bits(pattern << (step * d + group_step * group));
        index += 1;
    }
    sets
}

/// The cells sharing a row, a column or a box with each cell, itself included.
const PEERS: [Set81; 81] = {
    let mut peers = [Set81::EMPTY; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut bits = 0u128;
        let mut other = 0;
        while other < 81 {
            let same_row = cell / 9 == other / 9;
            let same_col = cell % 9 == other % 9;
            let same_box = box_of(cell) == box_of(other);
            if same_row || same_col || same_box {
                bits |= 1 << other;
            }
            other += 1;
        }
        peers[cell] = Set81::from_bits(bits);
        cell += 1;
    }
    peers
};

const fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

/// The cell at place `place` (row-major, 0–8) of box `box_index`.
const fn cell_in_box(box_index: usize, place: usize) -> usize {
    (box_index / 3 * 3 + place / 3) * 9 + box_index % 3 * 3 + place % 3
}

/// The four families of items, in item order.
const FAMILIES: usize = 4;

/// Where the search stands at one level: the open placements in each view, and the items not
/// yet covered in each family.
#[derive(Clone, Copy)]
struct Board {
    views: [[Set81; 9]; FAMILIES],
    active: [Set81; FAMILIES],
}

/// The item a node branches on: its family, its index in the family, and its length.
#[derive(Clone, Copy, Debug, Default)]
struct Branch {
    family: u8,
    item: u8,
    length: u8,
}

impl Branch {
    /// The first item of `items` in `family`, of `length` options.
    fn new(family: usize, items: Set81, length: u32) -> Branch {
        Branch {
            family: family as u8,
            item: items.first() as u8,
            length: length as u8,
        }
    }
}

impl Board {
    fn empty() -> Board {
        Board {
            views: [[ALL; 9]; FAMILIES],
            active: [ALL; FAMILIES],
        }
    }

    /// Whether placing `digit` (0-based) in `cell` is still open.
    fn is_open(&self, cell: usize, digit: usize) -> bool {
        self.views[0][digit].has(cell)
    }

    /// Open placements in all.
    fn open_count(&self) -> u32 {
        self.views[0].iter().map(|set| set.count()).sum()
    }

    /// Whether every item is covered: a solution.
    fn all_covered(&self) -> bool {
        self.active.iter().all(|set| set.is_empty())
    }

    /// Takes placement (`cell`, `digit`) out of every view, without covering anything: an
    /// option the search is not to try.
    fn close(&mut self, cell: usize, digit: usize) {
        let (row, col) = (cell / 9, cell % 9);
        let (box_index, place) = (box_of(cell), row % 3 * 3 + col % 3);
        let views = &mut self.views;
        views[0][digit] = views[0][digit].and_not(BIT[cell]);
        views[1][col] = views[1][col].and_not(BIT[9 * row + digit]);
        views[2][row] = views[2][row].and_not(BIT[9 * col + digit]);
        views[3][place] = views[3][place].and_not(BIT[9 * box_index + digit]);
    }

    /// Places `digit` (0-based) in `cell`: its four items are covered, and every placement
    /// that shares one of them is closed.
    #[inline(always)]
    fn place(&mut self, cell: usize, digit: usize) {
        let (row, col) = (cell / 9, cell % 9);
        let (band, stack) = (row / 3, col / 3);
        let box_index = band * 3 + stack;
        let place = row % 3 * 3 + col % 3;
        let views = &mut self.views;

        // Cells: the cell is full, and `digit` leaves its row, column and box.
        clear(&mut views[0], BIT[cell]);
        views[0][digit] = views[0][digit].and_not(PEERS[cell]);
        // Row–digit pairs, one set per column: `digit` leaves the row in every column and the
        // band's rows in the stack's columns; the cell's column loses every digit of the row,
        // and `digit` in every row.
        let band_digit = THREE_IN_A_ROW_AT[9 * band + digit];
        clear(&mut views[1], BIT[9 * row + digit]);
        clear(&mut views[1][3 * stack..3 * stack + 3], band_digit);
        views[1][col] = views[1][col].and_not(NINE_AT[row].or(EVERY_PAIR_AT[digit]));
        // Column–digit pairs, one set per row: the same with rows and columns swapped.
        let stack_digit = THREE_IN_A_ROW_AT[9 * stack + digit];
        clear(&mut views[2], BIT[9 * col + digit]);
        clear(&mut views[2][3 * band..3 * band + 3], stack_digit);
        views[2][row] = views[2][row].and_not(NINE_AT[col].or(EVERY_PAIR_AT[digit]));
        // Box–digit pairs, one set per place in a box: `digit` leaves the box at every place;
        // the places on the cell's row of a box lose `digit` in the band's boxes, those on its
        // column in the stack's boxes; the cell's place loses every digit of the box.
        clear(&mut views[3], BIT[9 * box_index + digit]);
        let (box_row, box_col) = (row % 3, col % 3);
        clear(&mut views[3][3 * box_row..3 * box_row + 3], band_digit);
        let stack_boxes = THREE_APART_AT[9 * stack + digit];
        for set in views[3][box_col..].iter_mut().step_by(3) {
            *set = set.and_not(stack_boxes);
        }
        views[3][place] = views[3][place].and_not(NINE_AT[box_index]);

        let active = &mut self.active;
        active[0] = active[0].and_not(BIT[cell]);
        active[1] = active[1].and_not(BIT[9 * row + digit]);
        active[2] = active[2].and_not(BIT[9 * col + digit]);
        active[3] = active[3].and_not(BIT[9 * box_index + digit]);
    }

    /// Knuth's MRV choice: the first active item (in item order) of fewest open options.
    #[inline(always)]
    fn branch(&self) -> Branch {
        // An empty item comes first, wherever it is; then the first with a single option,
        // where most nodes stop. Bits in at least one set of a view, then in at least two.
        for family in 0..FAMILIES {
            let some = self.views[family].iter().fold(Set81::EMPTY, |some, &set| some.or(set));
            let empty = self.active[family].and_not(some);
            if !empty.is_empty() {
                return Branch::new(family, empty, 0);
            }
        }
        for family in 0..FAMILIES {
            let (mut once, mut twice) = (Set81::EMPTY, Set81::EMPTY);
            for &set in &self.views[family] {
                twice = twice.or(once.and(set));
                once = once.or(set);
            }
            let single = self.active[family].and_not(twice);
            if !single.is_empty() {
                return Branch::new(family, single, 1);
            }
        }
        self.branch_by_length()
    }

    /// [`branch`](Self::branch) when every active item has two options or more: the lengths
    /// summed in binary, bit-sliced (bit `k` of `digits[i]` is bit `i` of item `k`'s length).
    #[inline(never)]
    fn branch_by_length(&self) -> Branch {
        // Bit-sliced binary sums, on the two halves as words (this is the rare case).
        let mut digits = [[[0u64; 2]; 4]; FAMILIES];
        for (sum, view) in digits.iter_mut().zip(&self.views) {
            for set in view {
                for half in 0..2 {
                    let mut carry = set.half(half);
                    for digit in sum.iter_mut() {
                        let next = digit[half] & carry;
                        digit[half] ^= carry;
                        carry = next;
                    }
                }
            }
        }
        for length in 2..=9u32 {
            for (family, (sum, active)) in digits.iter().zip(&self.active).enumerate() {
                let mut matching = [active.half(0), active.half(1)];
                for (i, digit) in sum.iter().enumerate() {
                    for half in 0..2 {
                        matching[half] &= if length >> i & 1 != 0 {
                            digit[half]
                        } else {
                            !digit[half]
                        };
                    }
                }
                let matching = Set81::from_halves(matching);
                if !matching.is_empty() {
                    return Branch::new(family, matching, length);
                }
            }
        }
        unreachable!("an active item has 9 options at most")
    }

    /// The open options of `branch`'s item, bit `j` for its `j`-th option.
    fn options_of(&self, branch: Branch) -> u16 {
        let mut options = 0;
        for (j, set) in self.views[branch.family as usize].iter().enumerate() {
            options |= u16::from(set.has(branch.item as usize)) << j;
        }
        options
    }
}

/// Takes `bits` out of every set of `sets`.
#[inline(always)]
fn clear(sets: &mut [Set81], bits: Set81) {
    for set in sets {
        *set = set.and_not(bits);
    }
}

/// The (cell, digit) of option `j` of `item` in `family`.
fn placement(family: usize, item: usize, j: usize) -> (usize, usize) {
    let (pair, digit) = (item / 9, item % 9);
    match family {
        0 => (item, j),
        1 => (9 * pair + j, digit),
        2 => (9 * j + pair, digit),
        _ => (cell_in_box(pair, j), digit),
    }
}

/// Solves a 9×9 classic `grid`, counting solutions up to `limit` (at least 1), with the
/// placement `(cell, digit)` (digit from 1) left out if `ruled_out` names one.
pub(super) fn solve(grid: &Grid, ruled_out: Option<(usize, usize)>, limit: u64) -> Answer {
    solve_reporting(grid, ruled_out, limit, &mut |_| {})
}

/// How often a long search reports its progress: every this many nodes (a power of two).
const PROGRESS_NODES: u64 = 1 << 18;

/// [`solve`], handing the statistics so far to `progress` every [`PROGRESS_NODES`] nodes (a
/// part of a count in a worker, which posts them to its page: a count can take minutes). One
/// compiled search serves both: the call is dynamic, and rare.
pub(super) fn solve_reporting(
    grid: &Grid,
    ruled_out: Option<(usize, usize)>,
    limit: u64,
    progress: &mut dyn FnMut(&Stats),
) -> Answer {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
    {
        // SAFETY: the processor has the features `solve_popcnt` is compiled for.
        return unsafe { solve_popcnt(grid, ruled_out, limit, progress) };
    }
    solve_in(grid, ruled_out, limit, progress)
}

/// The search compiled for processors with POPCNT, BMI1 and BMI2: baseline x86-64 counts the open
/// placements with shifts and masks, and shifts a 128-bit set with branches.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn solve_popcnt(
    grid: &Grid,
    ruled_out: Option<(usize, usize)>,
    limit: u64,
    progress: &mut dyn FnMut(&Stats),
) -> Answer {
    solve_in(grid, ruled_out, limit, progress)
}

#[inline(always)]
fn solve_in(grid: &Grid, ruled_out: Option<(usize, usize)>, limit: u64, progress: &mut dyn FnMut(&Stats)) -> Answer {
    debug_assert!(grid.shape().side() == 9 && limit > 0);
    let mut answer = Answer {
        solution: None,
        count: 0,
        stats: Stats::default(),
    };
    let mut board = Board::empty();
    let mut stats = Stats::default();
    // The boards a search may come back to: a level with options left to try keeps its board
    // here, and its children work on a copy. The last option of a level (the only one, at
    // most nodes) is placed on the level's own board, which nothing needs afterwards.
    let mut saved: Vec<Board> = Vec::with_capacity(82);
    // Per level: the item branched on, its options not yet tried, the open placements when
    // it was chosen, its board in `saved` while it has options left, and the placement being
    // tried.
    let mut branches = [Branch::default(); 82];
    let mut untried = [0u16; 82];
    let mut open = [0u32; 82];
    let mut saved_at = [0usize; 82];
    let mut path = [(0u8, 0u8); 81];
    let mut level = 0;
    // The givens are placed first, in cell order, then the search's choices. Both go through
    // the one `place` below: inlined once, where the search needs it fast (a second copy
    // would cost WebAssembly modules 1.5 KB).
    let mut givens = grid.cells.iter().enumerate().filter(|&(_, &digit)| digit != 0);
    let mut placing_givens = true;
    let mut next = None;
    'search: loop {
        if let Some((cell, digit)) = next {
            board.place(cell, digit);
            if !placing_givens {
                // Covering the option's other three items hid three nodes of each open
                // placement they rule out, beyond those of the branching item.
                let now_open = board.open_count();
                let hidden = open[level] - u32::from(branches[level].length) - now_open;
                stats.updates += 3 + 3 * u64::from(hidden);
                path[level] = (cell as u8, digit as u8);
                level += 1;
                open[level] = now_open;
            }
        }
        if placing_givens {
            if let Some((cell, &digit)) = givens.next() {
                let digit = digit as usize - 1;
                // A given whose placement is closed clashes with an earlier one: then there
                // is no solution.
                if !board.is_open(cell, digit) {
                    return answer;
                }
                next = Some((cell, digit));
                continue 'search;
            }
            placing_givens = false;
            if let Some((cell, digit)) = ruled_out {
                board.close(cell, digit - 1);
            }
            open[0] = board.open_count();
        }

        // Entering `level`, on `board`.
        stats.nodes += 1;
        if stats.nodes % PROGRESS_NODES == 0 {
            progress(&stats);
        }
        if board.all_covered() {
            stats.solutions += 1;
            if answer.solution.is_none() {
                let mut solved = grid.clone();
                for &(cell, digit) in &path[..level] {
                    solved.cells[cell as usize] = digit + 1;
                }
                answer.solution = Some(solved);
            }
            if stats.solutions == limit {
                break 'search;
            }
            untried[level] = 0;
        } else {
            let branch = board.branch();
            stats.updates += 1 + 3 * u64::from(branch.length);
            branches[level] = branch;
            untried[level] = board.options_of(branch);
            debug_assert_eq!(untried[level].count_ones(), u32::from(branch.length));
            if branch.length > 1 {
                saved_at[level] = saved.len();
                saved.push(board);
            }
        }
        // The next option at `level`, going back up while a level has none left.
        loop {
            let options = untried[level];
            if options != 0 {
                let j = options.trailing_zeros() as usize;
                let rest = options & (options - 1);
                untried[level] = rest;
                let branch = branches[level];
                if branch.length > 1 {
                    board = saved[saved_at[level]];
                    if rest == 0 {
                        saved.truncate(saved_at[level]);
                    }
                }
                next = Some(placement(branch.family as usize, branch.item as usize, j));
                continue 'search;
            }
            if level == 0 {
                break 'search;
            }
            level -= 1;
        }
    }
    answer.count = stats.solutions;
    answer.stats = stats;
    answer
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{BoxShape, Rules};

    /// The views' numbering must be the links': option `j` of item `k` of each family is the
    /// `j`-th placement, in option order, that covers item `81·family + k` of [`Rules`].
    #[test]
    fn every_item_lists_its_options_in_the_links_order() {
        let rules = Rules::classic(BoxShape { rows: 3, cols: 3 });
        let mut lists = vec![Vec::new(); 324];
        let mut items = Vec::new();
        for cell in 0..81 {
            for digit in 0..9 {
                items.clear();
                rules.placement_items(cell, digit + 1, &mut items);
                for &item in &items {
                    lists[item as usize].push((cell, digit));
                }
            }
        }
        for (index, list) in lists.iter().enumerate() {
            let (family, item) = (index / 81, index % 81);
            let ours: Vec<_> = (0..9).map(|j| placement(family, item, j)).collect();
            assert_eq!(&ours, list, "item {index}");
        }
    }

    /// Placing a digit closes exactly the placements that share an item with it, in every view.
    #[test]
    fn placing_closes_the_placements_that_share_an_item() {
        let rules = Rules::classic(BoxShape { rows: 3, cols: 3 });
        let items_of = |cell: usize, digit: usize| {
            let mut items = Vec::new();
            rules.placement_items(cell, digit + 1, &mut items);
            items
        };
        for (cell, digit) in [(0, 0), (40, 4), (80, 8), (23, 6), (57, 2)] {
            let mut placed = Board::empty();
            placed.place(cell, digit);
            let covered = items_of(cell, digit);
            for index in 0..324 {
                let (family, item) = (index / 81, index % 81);
                let active = placed.active[family].has(item);
                assert_eq!(active, !covered.contains(&(index as u32)), "item {index}");
                for j in 0..9 {
                    let (other_cell, other_digit) = placement(family, item, j);
                    let clashes = items_of(other_cell, other_digit).iter().any(|i| covered.contains(i));
                    let open = placed.views[family][j].has(item);
                    assert_eq!(open, !clashes, "item {index}, option {j}");
                }
            }
        }
    }
}

//! Dancing cells: a second, flat-out engine for exact cover with colours, on sparse sets instead
//! of linked lists, after Knuth's `ssxcc` (TAOCP 7.2.2.3). It counts and lists solutions from
//! the start in one go; the stepper, which must pause and step back event by event, stays on the
//! links (`src/dlx/`), and so do Knuth's multiplicities (Algorithm M).
//!
//! Each item owns a stretch of one array, `set`: two words of header (its place in the list of
//! active items, and its *size*) and then the nodes of the options that hold it. The first
//! `size` of them are the options still open; hiding an option from an item swaps its node with
//! the last open one and shrinks the size by one, so the hidden nodes stay in the stretch, just
//! past its end. Undoing needs no walk at all: each level that branches saves the sizes of the
//! items then active, and going back restores those sizes (the order of the open nodes has
//! changed, but they are the same nodes). Active items are a sparse set too (`items` and each
//! item's `pos`). An item whose size falls to 1 is *forced*: it is taken next without looking
//! for the smallest item and without saving sizes (it has no other option to come back for);
//! one that falls to 0 ends the option at once.
//!
//! The search tree is therefore not the links' (forced items and early dead ends are counted
//! differently), and the order of options within an item changes as they are swapped: the
//! solutions are the same set, found in another order. `CellStats` counts nodes and updates as
//! `ssxcc` does (a node per level entered; an update per item deactivated and per node swapped
//! out), and a test holds them to `ssxcc`'s figures where that program is at hand.

mod search;
mod unchecked;

use crate::Problem;

/// What a dancing-cells search found and did, counted as Knuth's `ssxcc` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellStats {
    /// Solutions found.
    pub solutions: u64,
    /// Levels entered (`ssxcc`'s nodes), forced ones included.
    pub nodes: u64,
    /// Items deactivated plus nodes swapped out of an item's open options.
    pub updates: u64,
    /// True when the search went to the end (no limit or stop cut it short).
    pub complete: bool,
}

/// One node of an option: its item (the item's place in `set`) and where the node stands in
/// that item's stretch. After each option's nodes comes a *spacer*, whose `item` is minus the
/// option's length (as `u32`): a walk along an option steps to the next node and jumps back
/// at the spacer, so the next node's place never waits for a load (a `right` link, followed,
/// made the walk a chain of dependent loads: 1.1× slower on the 6 × 10 pentominoes).
#[derive(Clone, Copy, Debug)]
#[repr(C, align(8))]
struct CellNode {
    item: u32,
    loc: u32,
}

impl CellNode {
    /// For a spacer, how far back the first node of the option before it is (as a `u32` to
    /// add, wrapping); `None` for a node.
    #[inline(always)]
    fn jump(self) -> Option<u32> {
        ((self.item as i32) < 0).then_some(self.item)
    }
}

/// A problem laid out for the dancing-cells search. Made for one search: [`Cells::search`]
/// takes it.
#[derive(Clone, Debug)]
pub struct Cells {
    /// Each item's stretch: `set[x - 2]` its place in `items`, `set[x - 1]` its size, then the
    /// nodes of its options from `set[x]`. An item is named by `x`, its stretch's start.
    set: Vec<u32>,
    /// Every option's nodes, one after another, each option followed by a spacer.
    nodes: Vec<CellNode>,
    /// Each node's colour (0: none), or empty when no option has a colour.
    colors: Vec<u32>,
    /// The option each node belongs to (read at solutions only).
    option_of: Vec<u32>,
    /// The items, active ones first (`items[..active]`), each at its `pos`.
    items: Vec<u32>,
    /// Items named below this are primary.
    second: u32,
    /// A primary item that no option covers: then there is no solution to look for.
    uncoverable: bool,
}

const POS: u32 = 2;
const SIZE: u32 = 1;

impl Cells {
    /// Lays `problem` out in sparse sets: items in the problem's order, each item's options in
    /// the problem's order.
    ///
    /// # Panics
    /// If the problem has multiplicities (`Problem::has_multiplicities`): Algorithm M runs on
    /// the links only.
    pub fn new(problem: &Problem) -> Cells {
        assert!(
            !problem.has_multiplicities(),
            "dancing cells take exact cover with colours, not multiplicities"
        );
        let n_items = problem.n_items();
        let (option_items, option_starts, option_colors) = problem.raw_options();
        let mut lengths = vec![0u32; n_items];
        for &item in option_items {
            lengths[item as usize] += 1;
        }
        // Each item's stretch: its header, then room for every option that holds it.
        let mut start = Vec::with_capacity(n_items);
        let mut at = 0u32;
        for &length in &lengths {
            at += POS;
            start.push(at);
            at += length;
        }
        let mut set = vec![0u32; at as usize];
        let items: Vec<u32> = start.clone();
        for (k, &x) in start.iter().enumerate() {
            set[(x - POS) as usize] = k as u32;
        }
        let n_nodes = option_items.len() + problem.n_options();
        let mut nodes = Vec::with_capacity(n_nodes);
        let mut colors = Vec::with_capacity(if option_colors.is_empty() { 0 } else { n_nodes });
        let mut option_of = Vec::with_capacity(n_nodes);
        for option in 0..problem.n_options() {
            let (first, last) = (option_starts[option] as usize, option_starts[option + 1] as usize);
            for entry in first..last {
                let x = start[option_items[entry] as usize];
                let size = &mut set[(x - SIZE) as usize];
                let loc = x + *size;
                *size += 1;
                set[loc as usize] = nodes.len() as u32;
                nodes.push(CellNode { item: x, loc });
            }
            nodes.push(CellNode {
                item: ((first as i64 - last as i64) as i32) as u32,
                loc: 0,
            });
            if !option_colors.is_empty() {
                colors.extend_from_slice(&option_colors[first..last]);
                colors.push(0);
            }
            option_of.resize(nodes.len(), option as u32);
        }
        let n_primary = problem.n_primary();
        let second = start.get(n_primary).copied().unwrap_or(u32::MAX);
        let uncoverable = lengths[..n_primary].contains(&0);
        Cells {
            set,
            nodes,
            colors,
            option_of,
            items,
            second,
            uncoverable,
        }
    }

    /// Counts the solutions, up to `limit` if one is given.
    pub fn count(self, limit: Option<u64>) -> CellStats {
        self.search(limit.unwrap_or(u64::MAX), |_| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The options of every solution of `problem`, each sorted, all sorted.
    fn solutions(problem: &Problem) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        Cells::new(problem).search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            found.push(options);
            true
        });
        found.sort();
        found
    }

    #[test]
    fn knuths_example_has_its_one_solution() {
        let problem = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
        assert_eq!(solutions(&problem), [vec![0, 3, 4]]);
    }

    #[test]
    fn a_primary_item_without_options_has_no_solution() {
        let problem = Problem::parse_knuth("A B C; A B; B").unwrap();
        assert_eq!(Cells::new(&problem).count(None).solutions, 0);
    }

    #[test]
    fn a_limit_stops_the_count() {
        let problem = crate::queens::problem(8);
        assert_eq!(Cells::new(&problem).count(None).solutions, 92);
        assert_eq!(Cells::new(&problem).count(Some(10)).solutions, 10);
    }

    #[test]
    fn knuths_colour_example_agrees_on_a_colour() {
        // TAOCP 7.2.2.1 (49): one solution, `A C X:a` beside `B X:a` under one colour.
        let problem = Problem::parse_knuth("p q r | x y; p q x y:A; p r x:A y; p x:B; q x:A; r y:B").unwrap();
        assert_eq!(solutions(&problem), [vec![1, 3]]);
    }
}

//! Knuth's dancing links as flat integer arrays, laid out exactly as in his `dlx1`.
//!
//! * Items are numbered `1..=n_items` (item `k` of the [`Problem`] is `k + 1` here). The item
//!   lists use `prev`/`next`: index `0` is the root of the circular list of active *primary*
//!   items, index `n_items + 1` the root of the list of active *secondary* items.
//! * Nodes are numbered as in one array of [`Node`]. Nodes `1..=n_items` are the item headers:
//!   their `up`/`down` start and end the item's vertical list and their `top` field holds the
//!   item's *length* (the number of options in its list). Node `0` is unused.
//! * After the headers come the options, each preceded by a *spacer* node (and one spacer
//!   closes the last option). Option nodes have `top` = their item; spacers have `top <= 0`
//!   (`-k` after option `k`, 1-based), `up` = the first node of the option before it and
//!   `down` = the last node of the option after it, so a walk along an option wraps around.
//!
//! That is the structure every caller sees, in node numbers. Stored, a node is a `Slot` of 16
//! bytes whose links are not node numbers but `Link`s, where the node is in memory (see
//! `link.rs`): the hot loops then follow a link with one load, as Knuth's C does with pointers.

use crate::problem::Problem;

/// One node of the link structure. For an item header `top` is the item's length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct Node {
    /// The node above (for a header: the last node of its list).
    pub up: u32,
    /// The node below (for a header: the first node of its list).
    pub down: u32,
    /// For an option node, its item; for a header, the item's length; for a spacer, `<= 0`.
    pub top: i32,
}

/// The dancing-links structure of one problem.
#[derive(Debug)]
pub struct Links {
    /// `prev[i]`, `next[i]`: item `i`'s neighbours in its circular list of active items.
    prev: Vec<u32>,
    next: Vec<u32>,
    /// The nodes, by number, with their links as [`Link`]s.
    slots: Vec<Slot>,
    /// The [`Link`] of node 0: links are `origin + 16 * node` (see `link.rs`).
    origin: Link,
    /// `left[node]`: the node before it in its option, wrapping around (for walks that must go
    /// right to left, as Knuth's unhides do when each one is shown).
    left: Vec<u32>,
    /// `option_at[node]`: the option (0-based) of an option node, so that describing an event
    /// needs no walk to the spacer. Unused for headers and spacers.
    option_at: Vec<u32>,
    n_items: u32,
    n_primary: u32,
    /// How many active primary items have length 0. While there are none, the
    /// branching rule may stop at the first item of length 1 (with `short_items`: the first
    /// active one marked there): it is the first of minimum length, so Knuth's choice is kept.
    empty_items: u32,
    /// Bit `i` is set while primary item `i` is active (in the item list). The list keeps
    /// items in increasing order, so the branching rule can visit the active items by walking
    /// these bits, without the chain of dependent loads a walk along `next` is.
    active_primary: Vec<u64>,
    /// When `track_short`: bit `i` is set while item `i` has length 0 or 1, active or not.
    /// Most choices in a puzzle are forced (a Sudoku solve mostly branches on items of length
    /// 1): with these bits the first such item is found a word at a time, without scanning the
    /// lengths of the active items before it. All zero otherwise.
    short_items: Vec<u64>,
    /// The number of nodes of every option when all have the same (four for a Sudoku), else
    /// 0. With four, the walks along an option are compiled unrolled (see `cover_item`).
    option_width: u32,
    /// Knuth's colours (Algorithm C), by node number, or empty when the problem has none. For
    /// an option node: 0 when it gives its item no colour, the colour (from 1) when it does;
    /// these never change (a node that agrees with its purified item is *settled*, which its
    /// `right` link's SETTLED mark alone says; `color` reports it as -1). For a header: the
    /// colour its item is purified to, else 0.
    colors: Vec<i32>,
    /// Knuth's multiplicities (Algorithm M), by item number, or empty when every primary item
    /// is to be covered exactly once: how many more options may cover each primary item (its
    /// *bound*, which the search lowers and raises), and its upper bound less its lower bound
    /// (its *slack*, constant). See `multiplicity.rs`.
    bounds: Vec<u32>,
    slacks: Vec<u32>,
    /// Each primary item's bound before the search lowered any (its upper bound), by item
    /// number: what [`relink`](Self::relink) puts back. Empty with `bounds`.
    initial_bounds: Vec<u32>,
    /// Whether `short_items` is kept: only with more than [`TRACK_SHORT_ABOVE`] primary
    /// items. With few, the scan is short, and keeping the bits costs more than it saves: the
    /// bits of few items share a word or two, so each hide waits for the last one's write to
    /// the same word.
    track_short: bool,
}

mod branch;
mod check;
mod color;
mod dance;
mod link;
mod multiplicity;
mod unchecked;

use branch::TRACK_SHORT_ABOVE;
pub use check::LinkFault;
pub(crate) use color::{PurifyStep, Work};
use link::{origin_of, SETTLED, SLOT_SHIFT};
pub(crate) use link::{Link, Slot, Snapshot};
pub(crate) use multiplicity::MultiplicitiesBuild;

/// The colour of every node (see `Links::colors`) from each option entry's colour: entry `e`
/// of option `k` is node `n_items + 2 + e + k`, after the headers, the first spacer and one
/// spacer per option before it.
#[cfg(feature = "colors")]
fn colors_by_node(n_items: usize, starts: &[u32], colors: &[u32], n_nodes: usize) -> Vec<i32> {
    let mut by_node = vec![0; n_nodes];
    for (option, bounds) in starts.windows(2).enumerate() {
        let (first, last) = (bounds[0] as usize, bounds[1] as usize);
        let node = n_items + 2 + first + option;
        for (slot, &color) in by_node[node..node + last - first].iter_mut().zip(&colors[first..last]) {
            *slot = color as i32;
        }
    }
    by_node
}

/// Only builds with the `colors` feature search colours (see `Links::has_colors`); the others
/// never make a problem with them.
#[cfg(not(feature = "colors"))]
fn colors_by_node(_: usize, _: &[u32], _: &[u32], _: usize) -> Vec<i32> {
    panic!("a problem with colours needs the `colors` feature")
}

impl Links {
    /// Builds the links of `problem`, every item active and every option present.
    pub fn new(problem: &Problem) -> Links {
        let (items, starts, colors) = problem.raw_options();
        let mut links = Links::from_raw(problem.n_items(), problem.n_primary(), items, starts);
        if !colors.is_empty() {
            links.colors = colors_by_node(problem.n_items(), starts, colors, links.slots.len());
        }
        links.set_multiplicities(problem.raw_bounds());
        links
    }

    /// Builds links from raw arrays: option `k` covers `items[starts[k]..starts[k + 1]]`
    /// (0-based item indices, primary items first). For encoders that make valid options by
    /// construction and want no names (the Sudoku solver's fast path). Every option must list
    /// distinct items that are below `n_items`.
    pub fn from_raw(n_items: usize, n_primary: usize, items: &[u32], starts: &[u32]) -> Links {
        let n_options = starts.len().saturating_sub(1);
        let n_nodes = n_items + 1 + items.len() + n_options + 1;
        // Every index the structure will hold must be in range: the walks rely on it.
        assert!(
            n_primary <= n_items,
            "more primary items ({n_primary}) than items ({n_items})"
        );
        assert!(n_nodes < 1 << (32 - SLOT_SHIFT), "too many nodes for 32-bit links");
        assert!(
            items.iter().all(|&item| (item as usize) < n_items),
            "an option names an item beyond {n_items}"
        );
        // Written in place into zeroed arrays: pushing checks the capacity at every node. The
        // slots' links hold node numbers until the end, where they become links. Here the
        // options' own links (along each option, and each spacer's); `relink` makes the items'
        // lists.
        let mut nodes = vec![Slot::default(); n_nodes];
        let mut left = vec![0u32; n_nodes];
        let mut option_at = vec![0u32; n_nodes];
        // `here` is the last node written; the first spacer (all zeros) follows the headers.
        let mut spacer = n_items + 1;
        let mut here = spacer;
        for (option, bounds) in starts.windows(2).enumerate() {
            let first = here as u32 + 1;
            for &item in &items[bounds[0] as usize..bounds[1] as usize] {
                here += 1;
                nodes[here] = Slot {
                    top: item as i32 + 1,
                    right: here as u32 + 1,
                    ..Slot::default()
                };
                left[here] = here as u32 - 1;
                option_at[here] = option as u32;
            }
            if here >= first as usize {
                nodes[here].right = first; // The last node of the option wraps to its first.
                left[first as usize] = here as u32;
            }
            nodes[spacer].down = here as u32;
            here += 1;
            spacer = here;
            nodes[here] = Slot {
                up: first,
                top: -(option as i32 + 1),
                ..Slot::default()
            };
        }
        debug_assert_eq!(here + 1, n_nodes);
        let widths = starts.windows(2).map(|bounds| bounds[1] - bounds[0]);
        let option_width = match widths.clone().next() {
            Some(first) if widths.clone().all(|width| width == first) => first,
            _ => 0,
        };
        let origin = origin_of(&mut nodes);
        for slot in &mut nodes {
            slot.up = origin.wrapping_add(slot.up << SLOT_SHIFT);
            slot.down = origin.wrapping_add(slot.down << SLOT_SHIFT);
            slot.right = origin.wrapping_add(slot.right << SLOT_SHIFT);
        }
        let mut links = Links {
            prev: vec![0; n_items + 2],
            next: vec![0; n_items + 2],
            slots: nodes,
            origin,
            left,
            option_at,
            option_width,
            colors: Vec::new(),
            bounds: Vec::new(),
            slacks: Vec::new(),
            initial_bounds: Vec::new(),
            n_items: n_items as u32,
            n_primary: n_primary as u32,
            empty_items: 0,
            active_primary: vec![0; n_primary / 64 + 1],
            short_items: vec![0; n_items / 64 + 1],
            track_short: n_primary > TRACK_SHORT_ABOVE,
        };
        links.relink();
        links
    }

    /// Makes every item's list anew, with every option in it in order, and every item active:
    /// from what no search changes (each option node's item, the options' own links and the
    /// spacers'). The lengths, the lists of active items, their bits and the colours of the
    /// items follow; each node loses its settled mark, and each bound is its upper bound again.
    /// Building ends with it; and links in any state of their search come back to the state
    /// [`new`](Self::new) built, in place: a stepper that goes back to its start so keeps no
    /// copy of its links, which doubled its memory (and a WebAssembly page's memory never
    /// shrinks). Only for links in a problem's first state when their search began (made by
    /// `new` or `from_raw`): links covered before a search are not.
    pub(crate) fn relink(&mut self) {
        let (n_items, n_primary) = (self.n_items(), self.n_primary());
        let (prev, next) = (&mut self.prev, &mut self.next);
        // Primary items form a circle through root 0; secondary items one through n_items + 1.
        let mut link_circle = |root: usize, range: std::ops::Range<usize>| {
            let mut last = root;
            for item in range {
                next[last] = item as u32;
                prev[item] = last as u32;
                last = item;
            }
            next[last] = root as u32;
            prev[root] = last as u32;
        };
        link_circle(0, 1..n_primary + 1);
        link_circle(n_items + 1, n_primary + 1..n_items + 1);

        let origin = self.origin;
        let link = |node: usize| origin.wrapping_add((node as u32) << SLOT_SHIFT);
        let slots = &mut self.slots;
        for (item, header) in slots.iter_mut().enumerate().take(n_items + 1).skip(1) {
            header.up = link(item);
            header.down = link(item);
            header.top = 0;
        }
        for node in n_items + 2..slots.len() {
            let header = slots[node].top;
            if header <= 0 {
                continue; // A spacer: its links are the options'.
            }
            let header = header as usize;
            let last = slots[header].up;
            slots[node].up = last;
            slots[node].down = link(header);
            slots[node].right &= !SETTLED;
            slots[(last.wrapping_sub(origin) >> SLOT_SHIFT) as usize].down = link(node);
            slots[header].up = link(node);
            slots[header].top += 1;
        }

        self.empty_items = slots[1..=n_primary].iter().filter(|header| header.top == 0).count() as u32;
        self.active_primary.fill(0);
        for item in 1..=n_primary {
            self.active_primary[item / 64] |= 1 << (item % 64);
        }
        self.short_items.fill(0);
        for (item, header) in slots.iter().enumerate().take(n_items + 1).skip(1) {
            let short = self.track_short && item <= n_primary && header.top <= 1;
            self.short_items[item / 64] |= u64::from(short) << (item % 64);
        }
        if !self.colors.is_empty() {
            self.colors[1..=n_items].fill(0);
        }
        self.bounds.clone_from(&self.initial_bounds);
    }

    /// Covers `items` in turn, as `cover_item` would, but sets `short_items` once at the end
    /// rather than at every hide: cheaper for a run of covers (a Sudoku's givens). Stops at the first item that is not active (covered already) and returns false:
    /// the items before it stay covered.
    pub(crate) fn cover_while_active(&mut self, items: impl IntoIterator<Item = u32>) -> bool {
        let mut all = true;
        for item in items {
            if !self.is_active(item) {
                all = false;
                break;
            }
            if self.option_width == 4 {
                self.cover_walk::<false, 4, false>(item);
            } else {
                self.cover_walk::<false, 0, false>(item);
            }
        }
        self.refresh_short_items();
        all
    }

    /// Number of items (headers are nodes `1..=n_items()`).
    pub fn n_items(&self) -> usize {
        self.n_items as usize
    }

    /// Whether `node` is an item's header (or the root) rather than a node of an option:
    /// where Algorithm M's null move stands in a path, which chooses no option.
    #[inline(always)]
    pub fn is_header(&self, node: u32) -> bool {
        node <= self.n_items
    }

    /// Number of primary items (items `1..=n_primary()`).
    pub fn n_primary(&self) -> usize {
        self.n_primary as usize
    }

    /// Number of options (the last node is the spacer after the last option, whose `top` is
    /// minus its number).
    pub fn n_options(&self) -> usize {
        self.slots.last().map_or(0, |spacer| spacer.top.unsigned_abs() as usize)
    }

    /// The first node of every option, in option order (a spacer's `down` is the last node of
    /// the option after it, and the next spacer follows that).
    pub(crate) fn option_nodes(&self) -> Vec<u32> {
        let mut firsts = Vec::with_capacity(self.n_options());
        let mut spacer = self.n_items + 1;
        while (spacer as usize) + 1 < self.slots.len() {
            firsts.push(spacer + 1);
            spacer = self.number(self.node(spacer).down) + 1;
        }
        firsts
    }

    /// `prev` links of the item lists (index `0` and `n_items() + 1` are the roots).
    pub fn prev_items(&self) -> &[u32] {
        &self.prev
    }

    /// `next` links of the item lists.
    pub fn next_items(&self) -> &[u32] {
        &self.next
    }

    /// The current length of item `item` (a header index, `1..=n_items()`): the options in
    /// its list.
    ///
    /// Only primary items keep their length as the search goes (the branching rule reads it);
    /// a secondary item's is counted here, by walking its list. Its header's `top` field keeps
    /// the length it had before the search, untouched: a hide in a secondary item's list then
    /// writes no header (in a colour problem most nodes are secondary).
    ///
    /// # Panics
    /// If `item` is not an item.
    pub fn len(&self, item: u32) -> u32 {
        assert!(self.is_item(item), "{item} is not an item (1..={})", self.n_items);
        if item <= self.n_primary {
            self.length(item)
        } else {
            self.counted_length(item)
        }
    }

    /// The number of nodes in `item`'s list, counted.
    fn counted_length(&self, item: u32) -> u32 {
        let mut count = 0;
        let mut node = self.down(item);
        while node != item {
            count += 1;
            node = self.down(node);
        }
        count
    }

    /// `len` for an index the structure itself holds.
    #[inline(always)]
    pub(crate) fn length(&self, item: u32) -> u32 {
        self.node(item).top as u32
    }

    fn is_item(&self, item: u32) -> bool {
        (1..=self.n_items).contains(&item)
    }

    /// The item of an option node.
    #[inline(always)]
    pub(crate) fn item_of(&self, node: u32) -> u32 {
        self.node(node).top as u32
    }

    /// The next node to the right within the same option, wrapping around (the `right` link).
    #[inline(always)]
    pub(crate) fn right(&self, node: u32) -> u32 {
        debug_assert!(self.node(node).top > 0);
        self.number(self.node(node).right)
    }

    /// The next node to the left within the same option, wrapping around (the `left` link).
    #[inline(always)]
    pub(crate) fn left(&self, node: u32) -> u32 {
        debug_assert!(self.node(node).top > 0);
        self.left_of(node)
    }

    /// The node below `node` in its item's list (the header when at the bottom).
    #[inline(always)]
    pub(crate) fn down(&self, node: u32) -> u32 {
        self.number(self.node(node).down)
    }

    /// The node above `node` in its item's list (the header when at the top).
    #[inline(always)]
    pub(crate) fn up(&self, node: u32) -> u32 {
        self.number(self.node(node).up)
    }

    /// The option (0-based, input order) that an option node belongs to.
    pub(crate) fn option_of(&self, node: u32) -> usize {
        debug_assert!(self.node(node).top > 0);
        self.option_at[node as usize] as usize
    }

    /// Is `node` an option node (not a header, not a spacer, in range)?
    fn is_option_node(&self, node: u32) -> bool {
        node > self.n_items && (node as usize) < self.slots.len() && self.node(node).top > 0
    }

    /// Is primary item `item` active (not covered)?
    pub(crate) fn is_active(&self, item: u32) -> bool {
        item <= self.n_primary && self.active_primary[item as usize / 64] & (1 << (item % 64)) != 0
    }
}

//! The dance itself: covering and uncovering items, hiding and unhiding nodes, and the order
//! in which a cover hides its nodes, walked one node at a time for the stepper.

use super::link::Link;
use super::unchecked::{ShortMut, SlotsMut};
use super::{Links, Slot};

/// Hides `node` in a walk of covers (Knuth's `hide`, one node): out of its item's list, its own
/// links left stale, and the item, if primary, one option shorter: `emptied` counts the items
/// left with none, and with `track_short` the item is marked short when one is left. Only
/// primary items keep their length (see `Links::n_primary`'s note on secondary lengths): a
/// secondary item's header, a cache line the walk need not write, is left alone. Every walk
/// that hides (`cover_walk`, `cover_colored`, `purify`) hides through this one body; the walks
/// run on a local slice and count, because writes through `Links` would make the compiler
/// reload the array's address and store the count after every hide.
#[inline(always)]
pub(super) fn hide_in(
    slots: &mut SlotsMut,
    short: &mut ShortMut,
    node: Link,
    n_primary: u32,
    track_short: bool,
    emptied: &mut u32,
) -> u32 {
    let Slot { up, down, top, .. } = slots.get(node);
    slots.get_mut(up).down = down;
    slots.get_mut(down).up = up;
    if top as u32 > n_primary {
        return top as u32;
    }
    let header = slots.header_mut(top as u32);
    header.top -= 1;
    let len = header.top;
    *emptied += u32::from(len == 0);
    if track_short {
        short.set_if(top as u32, len == 1);
    }
    top as u32
}

/// Undoes [`hide_in`]: `node` back where its stale links say it was, its item one option longer
/// (`refilled` counts the items that had none).
#[inline(always)]
pub(super) fn unhide_in(
    slots: &mut SlotsMut,
    short: &mut ShortMut,
    node: Link,
    n_primary: u32,
    track_short: bool,
    refilled: &mut u32,
) -> u32 {
    let Slot { up, down, top, .. } = slots.get(node);
    slots.get_mut(up).down = node;
    slots.get_mut(down).up = node;
    if top as u32 > n_primary {
        return top as u32;
    }
    let header = slots.header_mut(top as u32);
    *refilled += u32::from(header.top == 0);
    header.top += 1;
    if track_short {
        short.clear_if(top as u32, header.top == 2);
    }
    top as u32
}

impl Links {
    /// Unlinks item `item` from its item list (the first half of `cover`).
    #[inline(always)]
    pub(crate) fn unlink_item(&mut self, item: u32) {
        let (l, r) = (self.prev_item(item), self.next_item(item));
        *self.next_mut(l) = r;
        *self.prev_mut(r) = l;
        self.empty_items -= u32::from(item <= self.n_primary && self.length(item) == 0);
        self.set_active(item, false);
    }

    /// Puts item `item` back into its item list (the last half of `uncover`).
    #[inline(always)]
    pub(crate) fn relink_item(&mut self, item: u32) {
        let (l, r) = (self.prev_item(item), self.next_item(item));
        *self.next_mut(l) = item;
        *self.prev_mut(r) = item;
        self.empty_items += u32::from(item <= self.n_primary && self.length(item) == 0);
        self.set_active(item, true);
    }

    /// Removes one node from its item's vertical list, leaving its own links stale (that is
    /// what lets `unhide_node` put it back).
    ///
    /// # Panics
    /// If `node` is not an option node.
    pub fn hide_node(&mut self, node: u32) {
        assert!(self.is_option_node(node), "{node} is not an option node");
        self.hide(node);
    }

    /// Takes `option` out of the search: if it is still in the list of `item` (an active item
    /// it covers), each of its nodes leaves its list. An option still in an active item's list
    /// has none of its items covered, so all its nodes are in their lists. (The links are
    /// copied back afterwards: nothing puts it back.)
    pub(crate) fn hide_option_in(&mut self, item: u32, option: usize) {
        let mut node = self.down(item);
        while node != item {
            if self.option_of(node) == option {
                let first = node;
                loop {
                    self.hide(node);
                    node = self.right(node);
                    if node == first {
                        return;
                    }
                }
            }
            node = self.down(node);
        }
    }

    /// Hides every node of `node`'s option but the settled ones (their items purified to their
    /// colours and out of the item list: nothing reads their lists until the purify is undone),
    /// as Knuth's `hide` leaves those; `node` goes last. Algorithm M's tweak takes an option out
    /// so, and the solving search's pruning (`search/flat_out.rs`) an option that is in an
    /// active primary item's list. Returns how many nodes left their lists.
    /// [`unhide_option_nodes`](Self::unhide_option_nodes) undoes it, in the reverse order of
    /// such hides and before anything done before this one is undone.
    #[inline(always)]
    pub(crate) fn hide_option_nodes(&mut self, node: u32) -> u64 {
        let mut hidden = 0;
        let mut other = node;
        loop {
            other = self.right(other);
            if !self.is_settled(other) {
                self.hide(other);
                hidden += 1;
            }
            if other == node {
                return hidden;
            }
        }
    }

    /// Undoes [`hide_option_nodes`](Self::hide_option_nodes)`(node)`: `node` back first, then
    /// the others right to left. Returns how many nodes came back.
    #[inline(always)]
    pub(crate) fn unhide_option_nodes(&mut self, node: u32) -> u64 {
        let mut restored = 0;
        let mut other = node;
        loop {
            if !self.is_settled(other) {
                self.unhide(other);
                restored += 1;
            }
            other = self.left(other);
            if other == node {
                return restored;
            }
        }
    }

    /// `hide_node` for a node the structure itself holds, unchecked, by the walks' own body
    /// ([`hide_in`]). Returns the node's item, which a caller describing the hide needs.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn hide(&mut self, node: u32) -> u32 {
        self.hide_inline(node)
    }

    /// [`hide`](Self::hide), inlined in WebAssembly too: for the stepper's walk one node at a
    /// time (`search/link_detail.rs`), where the pages' scouts and plays spend their time.
    #[inline(always)]
    pub(crate) fn hide_inline(&mut self, node: u32) -> u32 {
        let link = self.link(node);
        let (n_primary, track_short) = (self.n_primary, self.track_short);
        let mut emptied = 0;
        let item = hide_in(
            &mut SlotsMut::new(&mut self.slots),
            &mut ShortMut(&mut self.short_items),
            link,
            n_primary,
            track_short,
            &mut emptied,
        );
        self.empty_items += emptied;
        item
    }

    /// One node more in `item`'s list.
    #[inline(always)]
    pub(super) fn lengthen(&mut self, item: u32) {
        if item > self.n_primary {
            return;
        }
        let header = self.node_mut(item);
        let was_empty = header.top == 0;
        header.top += 1;
        let len = header.top;
        self.empty_items -= u32::from(was_empty);
        if self.track_short {
            ShortMut(&mut self.short_items).clear_if(item, len == 2);
        }
    }

    /// Puts a hidden node back where its stale links say it was.
    ///
    /// # Panics
    /// If `node` is not an option node.
    pub fn unhide_node(&mut self, node: u32) {
        assert!(self.is_option_node(node), "{node} is not an option node");
        self.unhide(node);
    }

    /// `unhide_node` for a node the structure itself holds, unchecked, by [`unhide_in`].
    /// Returns the node's item, as `hide` does.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn unhide(&mut self, node: u32) -> u32 {
        self.unhide_inline(node)
    }

    /// [`unhide`](Self::unhide), inlined in WebAssembly too, as [`hide_inline`](Self::hide_inline).
    #[inline(always)]
    pub(crate) fn unhide_inline(&mut self, node: u32) -> u32 {
        let link = self.link(node);
        let (n_primary, track_short) = (self.n_primary, self.track_short);
        let mut refilled = 0;
        let item = unhide_in(
            &mut SlotsMut::new(&mut self.slots),
            &mut ShortMut(&mut self.short_items),
            link,
            n_primary,
            track_short,
            &mut refilled,
        );
        self.empty_items -= refilled;
        item
    }

    /// Covers `item`: unlinks it from the item list and hides every option in its list from
    /// the other items' lists. Returns the number of updates (link removals) it made: one for
    /// the item plus one per node hidden, as Knuth counts them.
    ///
    /// # Panics
    /// If `item` is not an item.
    pub fn cover(&mut self, item: u32) -> u64 {
        assert!(self.is_item(item), "{item} is not an item (1..={})", self.n_items);
        self.cover_item(item)
    }

    /// `cover` for an item the structure itself holds, unchecked: for the event stepper and the
    /// general search, where the layout is not known in advance. Natively it is inlined, which
    /// is faster; in WebAssembly it is a call: there the inlined copies of its three walks at
    /// every call site made the module 30 KB larger (over the size budget), and V8 ran them no
    /// faster.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn cover_item(&mut self, item: u32) -> u64 {
        if self.has_colors() {
            return self.cover_colored(item);
        }
        // Compiled three ways: a Sudoku's shape (many items, so `short_items` is kept, four
        // nodes an option, walked unrolled with no test for the way back to the row, and every
        // item primary, so no test for a secondary one: the same walk as `cover_in::<true>`),
        // and either case of `track_short` with a walk that tests for both.
        match (self.track_short, self.option_width) {
            (true, 4) if self.n_primary == self.n_items => self.cover_walk::<true, 4, true>(item),
            (true, _) => self.cover_walk::<true, 0, false>(item),
            (false, _) => self.cover_walk::<false, 0, false>(item),
        }
    }

    /// True when the links have a Sudoku's layout: `short_items` kept, four nodes an option,
    /// and every item primary. [`cover_in::<true>`](Self::cover_in) is for these links only.
    pub(crate) fn has_sudoku_layout(&self) -> bool {
        self.track_short && self.option_width == 4 && self.n_primary == self.n_items
    }

    /// `cover_item` for a search that knows whether its links have a Sudoku's layout: with
    /// `SUDOKU_LAYOUT`, one walk with no test for the layout, so the search compiles only that
    /// walk, not all three.
    #[inline(always)]
    pub(crate) fn cover_in<const SUDOKU_LAYOUT: bool>(&mut self, item: u32) -> u64 {
        if SUDOKU_LAYOUT {
            debug_assert!(self.has_sudoku_layout());
            self.cover_walk::<true, 4, true>(item)
        } else {
            self.cover_item(item)
        }
    }

    /// `uncover_item` for a search that knows whether its links have a Sudoku's layout, as
    /// `cover_in`.
    #[inline(always)]
    pub(crate) fn uncover_in<const SUDOKU_LAYOUT: bool>(&mut self, item: u32) -> u64 {
        if SUDOKU_LAYOUT {
            debug_assert!(self.has_sudoku_layout());
            self.uncover_walk::<true, 4, true>(item)
        } else {
            self.uncover_item(item)
        }
    }

    /// `cover_item`, keeping `short_items` or not, for options of `WIDTH` nodes (0: any).
    #[inline(always)]
    pub(super) fn cover_walk<const TRACK_SHORT: bool, const WIDTH: u32, const ALL_PRIMARY: bool>(
        &mut self,
        item: u32,
    ) -> u64 {
        debug_assert!(WIDTH == 0 || WIDTH == self.option_width);
        self.unlink_item(item);
        // A Sudoku's items are all primary: then the test for a secondary item compiles away.
        debug_assert!(!ALL_PRIMARY || self.n_primary == self.n_items);
        let n_primary = if ALL_PRIMARY { u32::MAX } else { self.n_primary };
        let head = self.link(item);
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let mut emptied = 0;
        let mut updates = 1;
        let mut row = slots.get(head).down;
        while row != head {
            slots.each_after::<WIDTH>(row, |slots, node| {
                updates += 1;
                hide_in(slots, &mut short, node, n_primary, TRACK_SHORT, &mut emptied);
            });
            row = slots.get(row).down;
        }
        self.empty_items += emptied;
        updates
    }

    /// Undoes `cover(item)` in exactly the reverse order. Returns the number of links it
    /// restored (the same number `cover` returned).
    ///
    /// # Panics
    /// If `item` is not an item.
    pub fn uncover(&mut self, item: u32) -> u64 {
        assert!(self.is_item(item), "{item} is not an item (1..={})", self.n_items);
        self.uncover_item(item)
    }

    /// `uncover` for an item the structure itself holds, unchecked; inlined or not as
    /// `cover_item`.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn uncover_item(&mut self, item: u32) -> u64 {
        // As in `cover_item`.
        if self.has_colors() {
            return self.uncover_colored(item);
        }
        match (self.track_short, self.option_width) {
            (true, 4) if self.n_primary == self.n_items => self.uncover_walk::<true, 4, true>(item),
            (true, _) => self.uncover_walk::<true, 0, false>(item),
            (false, _) => self.uncover_walk::<false, 0, false>(item),
        }
    }

    /// `uncover_item`, keeping `short_items` or not, for options of `WIDTH` nodes (0: any).
    #[inline(always)]
    pub(super) fn uncover_walk<const TRACK_SHORT: bool, const WIDTH: u32, const ALL_PRIMARY: bool>(
        &mut self,
        item: u32,
    ) -> u64 {
        debug_assert!(WIDTH == 0 || WIDTH == self.option_width);
        let head = self.link(item);
        // A Sudoku's items are all primary: then the test for a secondary item compiles away.
        debug_assert!(!ALL_PRIMARY || self.n_primary == self.n_items);
        let n_primary = if ALL_PRIMARY { u32::MAX } else { self.n_primary };
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let mut refilled = 0;
        let mut restored = 1;
        let mut row = slots.get(head).up;
        while row != head {
            // Knuth unhides an option's nodes right to left; any order within one option gives
            // the same links, because its nodes lie in different lists. Rows still come back
            // in exactly the reverse order of `cover`, which is what restores the links.
            slots.each_after::<WIDTH>(row, |slots, node| {
                restored += 1;
                unhide_in(slots, &mut short, node, n_primary, TRACK_SHORT, &mut refilled);
            });
            row = slots.get(row).up;
        }
        self.empty_items -= refilled;
        self.relink_item(item);
        restored
    }

    /// The first (row, node) that `cover(item)` hides, or `None` when it hides nothing.
    ///
    /// These four functions walk the *hide order* of a cover one node at a time, so that a
    /// stepper can show every pointer write; `cover` is the same walk in one loop.
    pub(crate) fn first_hide(&self, item: u32) -> Option<(u32, u32)> {
        self.hide_from_row(item, self.down(item))
    }

    /// The (row, node) that `cover(item)` hides right after `(row, node)`.
    pub(crate) fn next_hide(&self, item: u32, (row, node): (u32, u32)) -> Option<(u32, u32)> {
        let next = self.right_acting(node, row);
        if next != row {
            return Some((row, next));
        }
        self.hide_from_row(item, self.down(row))
    }

    /// The last (row, node) that `cover(item)` hides.
    pub(crate) fn last_hide(&self, item: u32) -> Option<(u32, u32)> {
        self.hide_from_row_back(item, self.up(item))
    }

    /// The (row, node) that `cover(item)` hides right before `(row, node)`.
    pub(crate) fn prev_hide(&self, item: u32, (row, node): (u32, u32)) -> Option<(u32, u32)> {
        let prev = self.left_acting(node, row);
        if prev != row {
            return Some((row, prev));
        }
        self.hide_from_row_back(item, self.up(row))
    }

    /// The first node a cover hides in `row` or a row below it (settled nodes stay put).
    pub(super) fn hide_from_row(&self, item: u32, mut row: u32) -> Option<(u32, u32)> {
        while row != item {
            let node = self.right_acting(row, row);
            if node != row {
                return Some((row, node));
            }
            row = self.down(row);
        }
        None
    }

    pub(super) fn hide_from_row_back(&self, item: u32, mut row: u32) -> Option<(u32, u32)> {
        while row != item {
            let node = self.left_acting(row, row);
            if node != row {
                return Some((row, node));
            }
            row = self.up(row);
        }
        None
    }
}

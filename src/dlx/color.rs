//! Knuth's colours (Algorithm C of TAOCP 7.2.2.1, his program `dlx2`): an option may give a
//! secondary item a colour, and any number of options may share that item as long as they
//! give it the same colour.
//!
//! Selecting an option that gives item `x` colour `c` *purifies* `x`: every option in `x`'s
//! list that gives it another colour (or none) is hidden from its other items' lists, and every
//! option that agrees is marked (its node's colour becomes -1) so that nothing touches it again
//! while `x` stays purified. Covers and purifies skip marked nodes: they stay in the purified
//! item's list, which is what lets `unpurify` find them and take the mark off. A node already
//! marked when its option is selected needs nothing doing: its item has that colour already.
//!
//! Counting is Knuth's: a purify is one *cleansing* plus one per agreeing node it marks, and one
//! *update* per node it hides (it unlinks no item, so there is no update for the item itself).

use super::dance::{hide_in, unhide_in};
use super::link::{Link, SETTLED};
use super::unchecked::{color_at, ShortMut, SlotsMut};
use super::Links;

/// What committing to (or undoing) one node of a selected option did, in Knuth's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Work {
    pub(crate) updates: u64,
    pub(crate) cleansings: u64,
}

impl Work {
    /// The events this work is at [`Detail::Links`](crate::Detail::Links): a cover is one per
    /// update (the item's unlink, then each hide); a purify one per cleansing (the purify
    /// itself, then each option it settles) and one per hide.
    #[inline(always)]
    pub(crate) fn link_events(self) -> u64 {
        self.updates + self.cleansings
    }
}

/// One step of a purify shown one at a time: with `other` another node of the option of `row`
/// (which disagrees with the colour) it hides `other`; with `other == row` it settles `row`,
/// which agrees. Builds without the `colors` feature cannot make one (see [`ColorsBuild`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PurifyStep {
    pub row: u32,
    pub other: u32,
    _colors: ColorsBuild,
}

/// A value only builds with colours have. Without the `colors` feature the type has no values,
/// so no `PurifyStep` can exist: the compiler then leaves out every branch of the stepper that
/// holds one (its purify steps), which the Sudoku and board modules never take.
#[cfg(feature = "colors")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ColorsBuild;
#[cfg(not(feature = "colors"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ColorsBuild {}

impl PurifyStep {
    #[cfg(feature = "colors")]
    fn at(row: u32, other: u32) -> Option<PurifyStep> {
        Some(PurifyStep {
            row,
            other,
            _colors: ColorsBuild,
        })
    }
    #[cfg(not(feature = "colors"))]
    fn at(_row: u32, _other: u32) -> Option<PurifyStep> {
        None
    }

    /// True for a settle; false for a hide.
    pub(crate) fn settles(self) -> bool {
        self.other == self.row
    }
}

impl Links {
    /// True when some option gives an item a colour. Without the `colors` feature, false at
    /// compile time: every colour branch of the search is then left out of the build (the
    /// Sudoku and board modules, which never make colours, are smaller for it).
    #[inline(always)]
    pub fn has_colors(&self) -> bool {
        cfg!(feature = "colors") && !self.colors.is_empty()
    }

    /// The colour of `node` as it is now: for an option node 0 (none), its colour (from 1), or
    /// -1 while it agrees with its purified item; for a header, the colour its item is
    /// purified to, else 0. Always 0 in a problem without colours.
    #[inline(always)]
    pub fn color(&self, node: u32) -> i32 {
        if !self.has_colors() {
            return 0;
        }
        let color = self.colors.get(node as usize).copied().unwrap_or(0);
        // Settled is kept in the node's `right` link alone (the SETTLED mark); colours of
        // option nodes never change.
        if color > 0 && node > self.n_items && self.node(node).right & SETTLED != 0 {
            -1
        } else {
            color
        }
    }

    /// True when `node` agrees with its item's purified colour: covers and purifies leave it
    /// alone, and selecting its option does nothing for it.
    #[inline(always)]
    pub(crate) fn is_settled(&self, node: u32) -> bool {
        // The mark alone: a header's `right` link, a whole slot's address, never has it.
        self.has_colors() && self.node(node).right & SETTLED != 0
    }

    /// The colour option node `node` gives its item (0 for none), settled or not.
    #[inline(always)]
    fn own_color(&self, node: u32) -> i32 {
        self.colors[node as usize]
    }

    /// The next node after `node` in its option that a select acts on (covers or purifies),
    /// skipping settled nodes; `stop` if it comes first (the option's node in the chosen item).
    #[inline(always)]
    pub(crate) fn right_acting(&self, node: u32, stop: u32) -> u32 {
        let next = self.right(node);
        // Without colours no node is settled: the walk stays inline, the skipping does not
        // (nor is it called for a next node that is not settled; `stop` never is).
        if self.is_settled(next) {
            self.skip_settled(next, stop, true)
        } else {
            next
        }
    }

    /// As [`right_acting`](Self::right_acting), leftwards.
    #[inline(always)]
    pub(crate) fn left_acting(&self, node: u32, stop: u32) -> u32 {
        let next = self.left(node);
        if self.is_settled(next) {
            self.skip_settled(next, stop, false)
        } else {
            next
        }
    }

    /// From `node` on, the first node that is `stop` or not settled, going right or left.
    #[inline(never)]
    fn skip_settled(&self, mut node: u32, stop: u32, rightwards: bool) -> u32 {
        while node != stop && self.is_settled(node) {
            node = if rightwards { self.right(node) } else { self.left(node) };
        }
        node
    }

    /// Selecting `node`'s option does this for `node`'s item: a cover if the node has no
    /// colour, a purify if it has one. (Settled nodes are skipped by the callers.) A call in
    /// WebAssembly, as `cover_item` is, for the module's size.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn commit(&mut self, node: u32) -> Work {
        debug_assert!(!self.is_settled(node));
        if self.has_colors() && self.own_color(node) > 0 {
            self.purify(node)
        } else {
            Work {
                updates: self.cover_item(self.item_of(node)),
                cleansings: 0,
            }
        }
    }

    /// Undoes [`commit`](Self::commit)`(node)`.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn uncommit(&mut self, node: u32) -> Work {
        debug_assert!(!self.is_settled(node));
        if self.has_colors() && self.own_color(node) > 0 {
            self.unpurify(node)
        } else {
            Work {
                updates: self.uncover_item(self.item_of(node)),
                cleansings: 0,
            }
        }
    }

    /// Purifies `node`'s item to `node`'s colour: hides every option of the item's list that
    /// gives it another colour or none, and marks every other option that agrees (one
    /// cleansing each, and one for the purify). A hot loop like `cover_walk`: most of a colour
    /// search's time is spent here and in `unpurify`.
    pub(crate) fn purify(&mut self, node: u32) -> Work {
        let item = self.item_of(node);
        let color = self.colors[node as usize];
        debug_assert!(color > 0 && self.colors[item as usize] == 0);
        self.colors[item as usize] = color;
        let (head, me) = (self.link(item), self.link(node));
        let (origin, track_short, n_primary) = (self.origin, self.track_short, self.n_primary);
        let colors = &self.colors;
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let (mut updates, mut cleansings, mut emptied) = (0, 1, 0);
        let mut row = slots.get(head).down;
        while row != head {
            if color_at(colors, origin, row) != color {
                slots.each_after_colored(row, |slots, other: Link, settled| {
                    if settled {
                        return;
                    }
                    updates += 1;
                    hide_in(slots, &mut short, other, n_primary, track_short, &mut emptied);
                });
            } else if row != me {
                // Settled: its mark alone says so (its colour stays, equal to the item's).
                slots.get_mut(row).right |= SETTLED;
                cleansings += 1;
            }
            row = slots.get(row).down;
        }
        self.empty_items += emptied;
        Work { updates, cleansings }
    }

    /// Undoes [`purify`](Self::purify)`(node)`, bottom to top (within a row, any order puts
    /// the same links back: its nodes lie in different lists).
    pub(crate) fn unpurify(&mut self, node: u32) -> Work {
        let item = self.item_of(node);
        let color = self.colors[node as usize];
        debug_assert!(color > 0 && self.colors[item as usize] == color);
        let (head, me) = (self.link(item), self.link(node));
        let (track_short, n_primary) = (self.track_short, self.n_primary);
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let (mut updates, mut cleansings, mut refilled) = (0, 1, 0);
        let mut row = slots.get(head).up;
        while row != head {
            // The settled mark is in the slot the walk loads anyway: no colour is read.
            let settled = slots.get(row).right & SETTLED;
            if settled != 0 {
                slots.get_mut(row).right ^= SETTLED;
                cleansings += 1;
            } else if row != me {
                slots.each_after_colored(row, |slots, other: Link, settled| {
                    if settled {
                        return;
                    }
                    updates += 1;
                    unhide_in(slots, &mut short, other, n_primary, track_short, &mut refilled);
                });
            }
            row = slots.get(row).up;
        }
        self.empty_items -= refilled;
        self.colors[item as usize] = 0;
        Work { updates, cleansings }
    }

    /// The first half of a purify shown step by step: `node`'s item takes `node`'s colour.
    pub(crate) fn purify_header(&mut self, node: u32) {
        let item = self.item_of(node);
        self.colors[item as usize] = self.colors[node as usize];
    }

    /// The last half of an unpurify shown step by step: `node`'s item has no colour again.
    pub(crate) fn unpurify_header(&mut self, node: u32) {
        let item = self.item_of(node);
        self.colors[item as usize] = 0;
    }

    /// Takes one step of `purify(node)`: a hide, or a settle.
    pub(crate) fn purify_step(&mut self, PurifyStep { row, other, .. }: PurifyStep) {
        if other == row {
            self.node_mut(row).right |= SETTLED;
        } else {
            self.hide(other);
        }
    }

    /// Undoes [`purify_step`](Self::purify_step) of `purify(node)`.
    pub(crate) fn unpurify_step(&mut self, PurifyStep { row, other, .. }: PurifyStep) {
        if other == row {
            self.node_mut(row).right &= !SETTLED;
        } else {
            self.unhide(other);
        }
    }

    /// The first step of `purify(node)`, or `None` when it has nothing to hide or settle. The
    /// next four walk the purify's steps in the order `purify` takes them, as `first_hide` and
    /// its kin walk a cover's hides: going forward, the rows below are as before the purify;
    /// going back, the rows above are as it left them (agreeing ones settled).
    pub(crate) fn first_purify_step(&self, node: u32) -> Option<PurifyStep> {
        let item = self.item_of(node);
        self.purify_from_row(node, self.down(item))
    }

    /// The step of `purify(node)` right after `at`.
    pub(crate) fn next_purify_step(&self, node: u32, PurifyStep { row, other, .. }: PurifyStep) -> Option<PurifyStep> {
        if other != row {
            let next = self.right_acting(other, row);
            if next != row {
                return PurifyStep::at(row, next);
            }
        }
        self.purify_from_row(node, self.down(row))
    }

    /// The last step of `purify(node)`, once it is all taken.
    pub(crate) fn last_purify_step(&self, node: u32) -> Option<PurifyStep> {
        let item = self.item_of(node);
        self.purify_from_row_back(node, self.up(item))
    }

    /// The step of `purify(node)` right before `at` (which is not taken, or is the last taken).
    pub(crate) fn prev_purify_step(&self, node: u32, PurifyStep { row, other, .. }: PurifyStep) -> Option<PurifyStep> {
        if other != row {
            let prev = self.left_acting(other, row);
            if prev != row {
                return PurifyStep::at(row, prev);
            }
        }
        self.purify_from_row_back(node, self.up(row))
    }

    /// The first step of `purify(node)` in `row` or a row below it, none of them purified yet.
    fn purify_from_row(&self, node: u32, mut row: u32) -> Option<PurifyStep> {
        let (item, color) = (self.item_of(node), self.colors[node as usize]);
        while row != item {
            if self.colors[row as usize] != color {
                let other = self.right_acting(row, row);
                if other != row {
                    return PurifyStep::at(row, other);
                }
            } else if row != node {
                return PurifyStep::at(row, row);
            }
            row = self.down(row);
        }
        None
    }

    /// The last step of `purify(node)` in `row` or a row above it, all of them purified (an
    /// agreeing row is settled by now; the others disagree).
    fn purify_from_row_back(&self, node: u32, mut row: u32) -> Option<PurifyStep> {
        let item = self.item_of(node);
        while row != item {
            if self.is_settled(row) {
                return PurifyStep::at(row, row);
            } else if row != node {
                let other = self.left_acting(row, row);
                if other != row {
                    return PurifyStep::at(row, other);
                }
            }
            row = self.up(row);
        }
        None
    }

    /// `cover_walk` for links with colours: the same walk, leaving settled nodes where they
    /// are (they lie in purified items' lists, which nothing reads until they are unpurified;
    /// the walk knows them by the [`SETTLED`] bit of their `right` link).
    /// One copy, testing `track_short` as it goes: colour problems are not Sudokus.
    #[inline(never)]
    pub(super) fn cover_colored(&mut self, item: u32) -> u64 {
        self.unlink_item(item);
        let head = self.link(item);
        let (track_short, n_primary) = (self.track_short, self.n_primary);
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let mut emptied = 0;
        let mut updates = 1;
        let mut row = slots.get(head).down;
        while row != head {
            slots.each_after_colored(row, |slots, node: Link, settled| {
                if settled {
                    return;
                }
                updates += 1;
                hide_in(slots, &mut short, node, n_primary, track_short, &mut emptied);
            });
            row = slots.get(row).down;
        }
        self.empty_items += emptied;
        updates
    }

    /// `uncover_walk` for links with colours, as `cover_colored`.
    #[inline(never)]
    pub(super) fn uncover_colored(&mut self, item: u32) -> u64 {
        let head = self.link(item);
        let (track_short, n_primary) = (self.track_short, self.n_primary);
        let mut slots = SlotsMut::new(&mut self.slots);
        let mut short = ShortMut(&mut self.short_items);
        let mut refilled = 0;
        let mut restored = 1;
        let mut row = slots.get(head).up;
        while row != head {
            slots.each_after_colored(row, |slots, node: Link, settled| {
                if settled {
                    return;
                }
                restored += 1;
                unhide_in(slots, &mut short, node, n_primary, track_short, &mut refilled);
            });
            row = slots.get(row).up;
        }
        self.empty_items -= refilled;
        self.relink_item(item);
        restored
    }
}

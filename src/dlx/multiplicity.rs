//! Knuth's multiplicities (Algorithm M of TAOCP 7.2.2.1, his program `dlx3`): a primary item
//! may have to be covered between `u` and `v` times rather than exactly once.
//!
//! Each primary item keeps a *bound*, how many more options may still cover it (`v` at the
//! start), and a *slack*, `v - u`, which never changes. Selecting an option lowers the bound of
//! each primary item in it, and an item whose bound reaches 0 is covered, as in Algorithm X.
//! While an item's bound is above 0 it stays active and keeps its options.
//!
//! Branching on an item that may take more than one option, or none, uses Knuth's *tweak*:
//! the option at the top of the item's list is tried and then hidden (from every list, the
//! item's own included), so the next branch tries the next option with that one gone, until
//! too few are left to reach the lower bound. If the bound allows leaving the item short of
//! it, the last branch is the *null move*: no option, and the item leaves the active list.
//! `untweak` puts a whole level's tweaked options back at once.
//!
//! Counting is Knuth's: a tweak is one *update* per node it hides; untweaks, like uncovers,
//! count nothing.

use super::link::Link;
use super::Links;

/// A value only builds with multiplicities have (as `color.rs`'s `ColorsBuild`): the
/// stepper's state for a tweak shown at link detail holds one, so that builds without the
/// feature, where it has no values, leave that code out.
#[cfg(feature = "multiplicities")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MultiplicitiesBuild;
#[cfg(not(feature = "multiplicities"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MultiplicitiesBuild {}

impl MultiplicitiesBuild {
    /// The value, in a build with multiplicities.
    #[cfg(feature = "multiplicities")]
    pub(crate) fn get() -> Option<MultiplicitiesBuild> {
        Some(MultiplicitiesBuild)
    }
    #[cfg(not(feature = "multiplicities"))]
    pub(crate) fn get() -> Option<MultiplicitiesBuild> {
        None
    }
}

/// An item whose bounds let the search stop without branching (no active item left): the
/// degree [`Links::branch_degree`] gives no item, so nothing beats it.
pub(crate) const NO_ITEM_DEGREE: i64 = i64::MAX;

impl Links {
    /// True when some primary item may be covered other than exactly once (Algorithm M is
    /// then the search). Without the cargo feature `multiplicities`, false at compile time, and
    /// every branch for them is left out of the build.
    #[inline(always)]
    pub fn has_multiplicities(&self) -> bool {
        cfg!(feature = "multiplicities") && !self.bounds.is_empty()
    }

    /// How many more options may cover primary item `item` (1 when the problem has no
    /// multiplicities and the item is active).
    pub fn bound(&self, item: u32) -> u32 {
        self.bounds.get(item as usize).copied().unwrap_or(1)
    }

    /// The item's upper bound less its lower bound: how many of the options it may take it
    /// need not.
    pub fn slack(&self, item: u32) -> u32 {
        self.slacks.get(item as usize).copied().unwrap_or(0)
    }

    /// Sets the bounds and slacks from each primary item's `(lower, upper)` (none: all `(1, 1)`).
    pub(super) fn set_multiplicities(&mut self, bounds: &[(u32, u32)]) {
        if bounds.is_empty() {
            return;
        }
        if !cfg!(feature = "multiplicities") {
            panic!("a problem with multiplicities needs the `multiplicities` feature");
        }
        self.bounds = std::iter::once(0)
            .chain(bounds.iter().map(|&(_, upper)| upper))
            .collect();
        self.slacks = std::iter::once(0)
            .chain(bounds.iter().map(|&(lower, upper)| upper - lower))
            .collect();
        self.initial_bounds = self.bounds.clone();
        // Algorithm M's rule reads no short items (it takes the branch degree): every hide
        // would mark them for nothing (ian-O's 280 primary items turned them on).
        self.set_short_tracking(false);
    }

    /// Knuth's *branch degree* of an active item: how many ways the search may go on from it
    /// (options it may take next, and the null move if it may take none). 0 or less when its
    /// options left cannot reach its lower bound: the search backs up.
    #[inline]
    pub fn branch_degree(&self, item: u32) -> i64 {
        let bound = i64::from(self.bound(item));
        let slack = i64::from(self.slack(item)).min(bound);
        i64::from(self.length(item)) + slack - bound + 1
    }

    /// Knuth's choice of item to branch on in Algorithm M: the active item of least branch
    /// degree; among those, the least slack, then the longest list, then the first. Returns
    /// the item and its degree, or `(0, NO_ITEM_DEGREE)` when no item is active.
    pub(crate) fn min_degree_item(&self) -> (u32, i64) {
        // Knuth's order as one number to minimise: the degree, then the slack, then the
        // length reversed (each fits its field: lengths and bounds are below 2^32).
        let (bounds, slacks) = (&self.bounds[..], &self.slacks[..]);
        let headers = &self.slots[..bounds.len().min(self.slots.len())];
        let (mut best, mut best_key) = (0, u128::MAX);
        for (word_index, &word) in self.active_primary.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let item = (word_index * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                let (bound, slack) = (u64::from(bounds[item as usize]), u64::from(slacks[item as usize]));
                let len = u64::from(headers[item as usize].top as u32);
                let need = bound.saturating_sub(slack);
                // The degree, len + 1 - need, shifted to be positive.
                let degree = len + 1 + (1 << 33) - need;
                let key =
                    u128::from(degree) << 66 | u128::from(bound - need) << 33 | u128::from((1u64 << 33) - 1 - len);
                if key < best_key {
                    (best, best_key) = (item, key);
                }
            }
        }
        let degree = if best == 0 {
            NO_ITEM_DEGREE
        } else {
            self.branch_degree(best)
        };
        (best, degree)
    }

    /// One more option covers primary `item`: its bound goes down, and at 0 the item is
    /// covered. Returns the updates (0 when it is not covered).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn count_option(&mut self, item: u32) -> u64 {
        let bound = &mut self.bounds[item as usize];
        *bound -= 1;
        if *bound == 0 {
            self.cover_item(item)
        } else {
            0
        }
    }

    /// Undoes [`count_option`](Self::count_option)`(item)`. Returns the updates that undoes.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn uncount_option(&mut self, item: u32) -> u64 {
        let restored = if self.bounds[item as usize] == 0 {
            self.uncover_item(item)
        } else {
            0
        };
        self.bounds[item as usize] += 1;
        restored
    }

    /// Ends the branch on `item` that began with `first` at the top of its list (M8): the
    /// item is uncovered, if the branch covered it without tweaking, or its tweaked options
    /// come back (see [`untweak`](Self::untweak)); its bound goes back up. Returns the updates
    /// the uncover undid (0 for an untweak).
    pub(crate) fn end_branch(&mut self, item: u32, first: u32) -> u64 {
        if self.branches_by_cover(item) {
            self.uncount_option(item)
        } else {
            self.untweak(item, first);
            self.bounds[item as usize] += 1;
            0
        }
    }

    /// Undoes [`end_branch`](Self::end_branch)`(item, first)`, given the links it left.
    /// Returns `first`, the top of the item's list when the branch began, and the updates of
    /// the cover it redid (0 when it redid tweaks).
    pub(crate) fn unend_branch(&mut self, item: u32) -> (u32, u64) {
        self.bounds[item as usize] -= 1;
        let first = self.down(item);
        let updates = if self.branches_by_cover(item) {
            self.cover_item(item)
        } else {
            let count = self.tweaks_in_branch(item);
            self.retweak(item, count);
            0
        };
        (first, updates)
    }

    /// The bound of primary `item` one lower, or one higher, and nothing else: the count of a
    /// full item shown at link detail, where its cover's hides follow one at a time.
    pub(crate) fn lower_bound_only(&mut self, item: u32) {
        self.bounds[item as usize] -= 1;
    }

    /// See [`lower_bound_only`](Self::lower_bound_only).
    pub(crate) fn raise_bound_only(&mut self, item: u32) {
        self.bounds[item as usize] += 1;
    }

    /// The nodes a tweak of `node` hides, in order, one at a time (for link detail): the
    /// first; the one after `at`; the one before `at`. Unless the item is covered (its bound
    /// is 0, when the tweak hides `node` alone), they are the option's nodes from the one right
    /// of `node` round to `node` itself, settled ones left alone.
    pub(crate) fn first_tweak_hide(&self, node: u32) -> u32 {
        if self.bound(self.item_of(node)) == 0 {
            node
        } else {
            self.right_acting(node, node)
        }
    }

    /// See [`first_tweak_hide`](Self::first_tweak_hide).
    pub(crate) fn next_tweak_hide(&self, node: u32, at: u32) -> Option<u32> {
        (at != node).then(|| self.right_acting(at, node))
    }

    /// See [`first_tweak_hide`](Self::first_tweak_hide).
    pub(crate) fn prev_tweak_hide(&self, node: u32, at: u32) -> Option<u32> {
        if self.bound(self.item_of(node)) == 0 {
            return None;
        }
        let before = self.left_acting(at, node);
        (before != node).then_some(before)
    }

    /// True when branching on `item` covers it and tries its options as Algorithm X does:
    /// the branch has lowered its bound to 0 and it has no slack (it had to take exactly this
    /// one more option). Otherwise the branch tweaks.
    #[inline]
    pub(crate) fn branches_by_cover(&self, item: u32) -> bool {
        self.bound(item) == 0 && self.slack(item) == 0
    }

    /// True when a tweaking branch on `item` has no option left worth trying: the options left
    /// cannot reach its lower bound if one more goes. (Its bound is the lowered one.)
    #[inline]
    pub(crate) fn tweaks_exhausted(&self, item: u32) -> bool {
        i64::from(self.length(item)) <= i64::from(self.bound(item)) - i64::from(self.slack(item))
    }

    /// Tweaks `node`, the top of its item's list, as a branch on that item tries it: the node
    /// leaves the list, and unless the item is covered already (its bound reached 0) the
    /// option's other nodes leave theirs. Returns the updates: one per node hidden.
    pub(crate) fn tweak(&mut self, node: u32) -> u64 {
        let item = self.item_of(node);
        debug_assert_eq!(self.down(item), node);
        if self.bound(item) == 0 {
            self.hide(node);
            return 1;
        }
        self.hide_option_nodes(node)
    }

    /// Undoes [`tweak`](Self::tweak)`(node)`, the last tweak of its item (in reverse order).
    /// Returns the updates the tweak counted.
    pub(crate) fn untweak_one(&mut self, node: u32) -> u64 {
        let item = self.item_of(node);
        if self.bound(item) == 0 {
            self.unhide(node);
            return 1;
        }
        self.unhide_option_nodes(node)
    }

    /// Puts back every option that a branch on `item` tweaked, from `first`, the top of its
    /// list when the branch began, down to the option now at the top (all of them when the
    /// list is empty). As Knuth does: the tweaked options still link down to each other, so
    /// only their `up` links and the header's `down` need writing; their other nodes go back
    /// top to bottom. An item covered by the branch is uncovered too. Returns how many
    /// options came back.
    pub(crate) fn untweak(&mut self, item: u32, first: u32) -> u32 {
        let (head, top) = (self.link(item), self.node(item).down);
        let covered = self.bound(item) == 0;
        let mut above: Link = head;
        let mut row = self.link(first);
        let mut restored = 0;
        while row != top {
            self.at_mut(row).up = above;
            let number = self.number(row);
            if !covered {
                let mut other = self.right(number);
                while other != number {
                    if !self.is_settled(other) {
                        self.unhide(other);
                    }
                    other = self.right(other);
                }
            }
            self.lengthen(item);
            restored += 1;
            above = row;
            row = self.at(row).down;
        }
        self.at_mut(head).down = self.link(first);
        self.at_mut(top).up = above;
        if covered {
            self.uncover_item(item);
        }
        restored
    }

    /// Redoes the tweaks that [`untweak`](Self::untweak) undid (stepping back over it): a
    /// branch on `item` that began with its list as it is now tweaked its top `count` options
    /// (after covering it, if its bound is 0).
    pub(crate) fn retweak(&mut self, item: u32, count: u32) {
        if self.bound(item) == 0 {
            self.cover_item(item);
        }
        for _ in 0..count {
            let top = self.down(item);
            self.tweak(top);
        }
    }

    /// How many options a tweaking branch on `item` tweaks in all, when its list is as the
    /// branch found it and its bound is the lowered one: options go while more are left than
    /// the lower bound needs; all of them when it may be left short (then the null move ends
    /// the branch).
    pub(crate) fn tweaks_in_branch(&self, item: u32) -> u32 {
        let need = i64::from(self.bound(item)) - i64::from(self.slack(item));
        let len = self.length(item);
        if need < 0 {
            len
        } else {
            len.saturating_sub(need as u32)
        }
    }

    /// The null move of a branch on `item`: it takes no more options and leaves the active list
    /// (unless covered already, its bound being 0).
    pub(crate) fn deactivate(&mut self, item: u32) {
        if self.bound(item) != 0 {
            self.unlink_item(item);
        }
    }

    /// Undoes [`deactivate`](Self::deactivate)`(item)`.
    pub(crate) fn reactivate(&mut self, item: u32) {
        if self.bound(item) != 0 {
            self.relink_item(item);
        }
    }

    /// Replays, for a part of a split search, the branch on `item` that went on with `node`
    /// (the item's header for the null move): as the serial search does when it gets there,
    /// with the options tried before `node` tweaked away (when the branch tweaks).
    pub(crate) fn replay_branch(&mut self, item: u32, node: u32) {
        self.count_option(item);
        if !self.branches_by_cover(item) {
            loop {
                let top = self.down(item);
                if top == item {
                    break;
                }
                self.tweak(top);
                if top == node {
                    break;
                }
            }
            if node == item {
                self.deactivate(item);
                return;
            }
        }
        let mut other = self.right_acting(node, node);
        while other != node {
            let other_item = self.item_of(other);
            if other_item <= self.n_primary {
                self.count_option(other_item);
            } else {
                self.commit(other);
            }
            other = self.right_acting(other, node);
        }
    }
}

//! The branching rule's view of the links: which primary items are active and which are short
//! (length 0 or 1), kept as bit sets so the rule finds Knuth's choice without walking lists.

use super::Links;
use std::ops::ControlFlow;

/// See `Links::track_short`: a Sudoku has 324 primary items, Scott's pentominoes 72.
pub(super) const TRACK_SHORT_ABOVE: usize = 128;

impl Links {
    /// Keeps, or stops keeping, the bits that let the branching rule find an item of length 0
    /// or 1 without scanning: worth it with many primary items, where most choices are forced
    /// (a Sudoku), not with few. [`from_raw`](Self::from_raw) turns them on above 128 primary
    /// items. The search is the same either way; only its speed changes.
    pub fn set_short_tracking(&mut self, on: bool) {
        self.track_short = on;
        self.refresh_short_items();
    }

    /// Sets `short_items` from the lengths (all zero when not tracking).
    pub(super) fn refresh_short_items(&mut self) {
        self.short_items.fill(0);
        if self.track_short {
            // A word at a time: a read-modify-write of the word per item took three times as
            // long (it runs once per Sudoku solve, after the givens).
            let headers = &self.slots[..=self.n_items as usize];
            for (word, block) in self.short_items.iter_mut().zip(headers.chunks(64)) {
                *word = block
                    .iter()
                    .enumerate()
                    .fold(0, |bits, (bit, header)| bits | u64::from(header.top <= 1) << bit);
            }
            self.short_items[0] &= !1; // Node 0 is not an item.
                                       // Only primary items keep their length (see `Links::len`): no secondary is marked.
            for item in self.n_primary + 1..=self.n_items {
                self.short_items[item as usize / 64] &= !(1 << (item % 64));
            }
        }
    }

    /// True when no primary item is left to cover: the partial solution is a solution.
    #[inline(always)]
    pub fn all_covered(&self) -> bool {
        self.next[0] == 0
    }

    /// The first active primary item, or `0` when there is none.
    #[inline(always)]
    pub fn first_active(&self) -> u32 {
        self.next[0]
    }

    /// The first active primary item of minimum length (Knuth's MRV rule, ties to the first),
    /// or `0` when none is active.
    #[inline]
    pub fn min_length_item(&self) -> u32 {
        if let Some(item) = self.short_active_item() {
            return item;
        }
        // Scan the lengths of the active items (with `short_items` kept, all of them are 2 or
        // more by now).
        let mut best = 0;
        let mut best_len = u32::MAX;
        // With no empty item anywhere, nothing beats length 1 (see `empty_items`).
        let good_enough = u32::from(self.empty_items == 0);
        let first_short = self.try_each_active(|item| {
            let len = self.length(item);
            if len < best_len {
                best = item;
                best_len = len;
                if len <= good_enough {
                    return ControlFlow::Break(item); // Nothing later can be shorter than this first one.
                }
            }
            ControlFlow::Continue(())
        });
        first_short.unwrap_or(best)
    }

    /// With `short_items` kept, an active item of length 0 or 1 when there is one: the first
    /// empty one if any item is empty, else the first. Such an item is the minimum under
    /// Knuth's rule, and a forced choice under any rule. `None` when not tracking.
    #[inline(always)]
    fn short_active_item(&self) -> Option<u32> {
        if !self.track_short {
            return None;
        }
        let want_empty = self.empty_items > 0;
        for (word_index, (&active, &short)) in self.active_primary.iter().zip(&self.short_items).enumerate() {
            let mut bits = active & short;
            while bits != 0 {
                let item = (word_index * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if !want_empty || self.length(item) == 0 {
                    return Some(item);
                }
            }
        }
        None
    }

    /// Calls `visit` on each active primary item in increasing order, read from
    /// `active_primary` a word at a time (no walk along `next`), until it breaks with an item:
    /// that item, or `None` when it never does.
    #[inline(always)]
    fn try_each_active(&self, mut visit: impl FnMut(u32) -> ControlFlow<u32>) -> Option<u32> {
        for (word_index, &word) in self.active_primary.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let item = (word_index * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if let ControlFlow::Break(item) = visit(item) {
                    return Some(item);
                }
            }
        }
        None
    }
}

#[cfg(feature = "constraints")]
impl Links {
    /// The item the learned-weights rule branches on (see `search/learned.rs`), or `0` when no
    /// primary item is active: an active item of length 0, else the first of length 1 (a
    /// forced choice costs nothing to take, whatever the weights), else the first active
    /// primary item with the fewest options for its weight, `weight[item]`.
    pub(crate) fn min_weighted_item(&self, weight: &[f64]) -> u32 {
        if let Some(item) = self.short_active_item() {
            return item;
        }
        // With `short_items` kept, every active item has 2 options or more by now; without, the
        // scan meets those of 0 and 1 too.
        let mut forced = 0;
        let (mut best, mut best_len, mut best_weight) = (0, 0, 0.0);
        let empty = self.try_each_active(|item| {
            let len = self.length(item);
            if len <= 1 {
                if len == 0 || self.empty_items == 0 {
                    return ControlFlow::Break(item);
                }
                if forced == 0 {
                    forced = item;
                }
                return ControlFlow::Continue(());
            }
            // Fewer options for the weight: len / weight < best_len / best_weight, without a
            // division (a weight may have shrunk to 0, see `LearnedWeights::dead_end`).
            let w = weight[item as usize];
            if best == 0 || f64::from(len) * best_weight < f64::from(best_len) * w {
                (best, best_len, best_weight) = (item, len, w);
            }
            ControlFlow::Continue(())
        });
        if let Some(item) = empty {
            return item;
        }
        if forced != 0 {
            forced
        } else {
            best
        }
    }
}

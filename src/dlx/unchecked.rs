//! Every unchecked access to the link arrays, in one place.
//!
//! The invariant that makes them sound: every index stored in the structure is in range of the
//! array it indexes, and every link leads to one of its slots (`origin + 16 * node` with the
//! node in range; see `link.rs`). `Links::from_raw` checks the item indices it is given and
//! only writes indices and links of nodes and items it made; nothing else writes an index that
//! came from outside. A copy of the links moves its links into its own slots (`Clone`), and a
//! `Snapshot` is restored only into links with its origin and its number of slots.
//! Indices from callers come in through public functions that check them first (`len`,
//! `cover`, `uncover`, `hide_node`, `unhide_node`); the functions that walk from an index they
//! are handed (`right`, `down`, …) are crate-private, called only with indices read from the
//! structure. Each accessor also checks its index with a `debug_assert!`, so the tests (built
//! with debug assertions) would catch a breach.

use super::link::{origin_of, Link, Slot, SETTLED, SLOT_SHIFT};
use super::Links;

/// Where `link`, a link the structure holds, leads among `len` slots from `first` (slot 0):
/// the one place a link becomes an address.
///
/// # Safety
/// `link` must lead to one of those slots (see the invariant above).
#[inline(always)]
unsafe fn slot_address(first: *mut Slot, len: usize, link: Link) -> *mut Slot {
    debug_assert!({
        let offset = link.wrapping_sub(if cfg!(target_arch = "wasm32") {
            first as usize as Link
        } else {
            0
        });
        offset.is_multiple_of(1 << SLOT_SHIFT) && ((offset >> SLOT_SHIFT) as usize) < len
    });
    if cfg!(target_arch = "wasm32") {
        // The link is the slot's address: one load, with no base to add. The slots' pointer is
        // exposed again here, so that the address made from the link derives from it.
        first.expose_provenance();
        std::ptr::with_exposed_provenance_mut(link as usize)
    } else {
        // SAFETY: the link is a byte offset into the slots (origin 0), in range (the caller's
        // promise).
        unsafe { first.byte_add(link as usize) }
    }
}

/// The slots borrowed for a hot loop, reached by [`Link`], without bounds checks.
pub(super) struct SlotsMut<'a> {
    slots: &'a mut [Slot],
    /// `Links::origin`.
    origin: Link,
}

impl<'a> SlotsMut<'a> {
    #[inline(always)]
    pub(super) fn new(slots: &'a mut [Slot]) -> SlotsMut<'a> {
        let origin = origin_of(slots);
        SlotsMut { slots, origin }
    }

    #[inline(always)]
    pub(super) fn get(&mut self, link: Link) -> Slot {
        // SAFETY: only called with links read from the structure, which all lead to one of
        // its slots (see `Links::node`); the slots are borrowed here, so nothing else reads
        // or writes them meanwhile.
        unsafe { *slot_address(self.slots.as_mut_ptr(), self.slots.len(), link) }
    }

    #[inline(always)]
    pub(super) fn get_mut(&mut self, link: Link) -> &mut Slot {
        // SAFETY: as in `get`.
        unsafe { &mut *slot_address(self.slots.as_mut_ptr(), self.slots.len(), link) }
    }

    /// The header of item `item` (a node number the structure holds).
    #[inline(always)]
    pub(super) fn header_mut(&mut self, item: u32) -> &mut Slot {
        self.get_mut(self.origin.wrapping_add(item << SLOT_SHIFT))
    }

    /// Calls `visit` on the nodes of `row`'s option after `row`, following the `right` links:
    /// back round to `row` when `WIDTH` is 0, else the `WIDTH - 1` of an option of `WIDTH`
    /// nodes, with no test for the way back (a loop the compiler unrolls).
    #[inline(always)]
    pub(super) fn each_after<const WIDTH: u32>(&mut self, row: Link, mut visit: impl FnMut(&mut Self, Link)) {
        let mut node = self.get(row).right;
        if WIDTH == 0 {
            while node != row {
                visit(self, node);
                node = self.get(node).right;
            }
        } else {
            for _ in 1..WIDTH {
                visit(self, node);
                node = self.get(node).right;
            }
        }
    }
}

impl SlotsMut<'_> {
    /// `each_after::<0>` for links with colours: `right` links may carry the [`SETTLED`] bit,
    /// which is masked off to follow them and handed to `visit` as whether the node is settled.
    #[inline(always)]
    pub(super) fn each_after_colored(&mut self, row: Link, mut visit: impl FnMut(&mut Self, Link, bool)) {
        let mut node = self.get(row).right & !SETTLED;
        while node != row {
            let right = self.get(node).right;
            visit(self, node, right & SETTLED != 0);
            node = right & !SETTLED;
        }
    }
}

/// The colour of the node `link` leads to (a link the structure holds), in `colors`, the
/// colours of links with colours (one per slot), for the hot loops of `color.rs`.
#[inline(always)]
pub(super) fn color_at(colors: &[i32], origin: Link, link: Link) -> i32 {
    let node = (link.wrapping_sub(origin) >> SLOT_SHIFT) as usize;
    debug_assert!(node < colors.len());
    // SAFETY: the link leads to one of the slots (see the invariant above), and links with
    // colours have one colour per slot (`Links::new`); the walks that call this run only on
    // such links.
    unsafe { *colors.get_unchecked(node) }
}

/// `short_items` borrowed for a hot loop: set and cleared without branches or bounds checks
/// (whether a length just crossed 1 is hard to guess, so a branch on it is often mispredicted).
pub(super) struct ShortMut<'a>(pub(super) &'a mut [u64]);

impl ShortMut<'_> {
    /// Sets `item`'s bit if `yes`.
    #[inline(always)]
    pub(super) fn set_if(&mut self, item: u32, yes: bool) {
        *self.word(item) |= u64::from(yes) << (item % 64);
    }

    /// Clears `item`'s bit if `yes`.
    #[inline(always)]
    pub(super) fn clear_if(&mut self, item: u32, yes: bool) {
        *self.word(item) &= !(u64::from(yes) << (item % 64));
    }

    #[inline(always)]
    pub(super) fn word(&mut self, item: u32) -> &mut u64 {
        debug_assert!((item as usize / 64) < self.0.len());
        // SAFETY: only called with items read from the structure (`top` of an option node),
        // all at most `n_items`; `from_raw` makes `n_items / 64 + 1` words.
        unsafe { self.0.get_unchecked_mut(item as usize / 64) }
    }
}

impl Links {
    /// The item after `item` in its list of active items.
    #[inline(always)]
    pub(super) fn next_item(&self, item: u32) -> u32 {
        debug_assert!((item as usize) < self.next.len());
        // SAFETY: the item lists only hold item indices and roots, all below `next.len()`
        // (`from_raw` sizes them; nothing else writes an index from outside).
        unsafe { *self.next.get_unchecked(item as usize) }
    }

    /// The item before `item` in its list of active items.
    #[inline(always)]
    pub(super) fn prev_item(&self, item: u32) -> u32 {
        debug_assert!((item as usize) < self.prev.len());
        // SAFETY: as in `next_item` (`prev` has the same length).
        unsafe { *self.prev.get_unchecked(item as usize) }
    }

    #[inline(always)]
    pub(super) fn next_mut(&mut self, item: u32) -> &mut u32 {
        debug_assert!((item as usize) < self.next.len());
        // SAFETY: as in `next_item`.
        unsafe { self.next.get_unchecked_mut(item as usize) }
    }

    #[inline(always)]
    pub(super) fn prev_mut(&mut self, item: u32) -> &mut u32 {
        debug_assert!((item as usize) < self.prev.len());
        // SAFETY: as in `next_item`.
        unsafe { self.prev.get_unchecked_mut(item as usize) }
    }

    #[inline(always)]
    pub(super) fn node(&self, index: u32) -> &Slot {
        debug_assert!((index as usize) < self.slots.len());
        // SAFETY: every node number the structure holds, or can work out from a link it holds,
        // is below `slots.len()` by construction (`from_raw` checks the item indices it is
        // given and only writes numbers and links of nodes it made; links are moved with the
        // slots when they are copied, and a snapshot is only restored into its own links). Indices from outside come in through public functions that check them
        // first (`len`, `cover`, `uncover`, `hide_node`, `unhide_node`); the functions that
        // walk from an index they are handed (`right`, `down`, …) are crate-private, called
        // only with indices taken from the structure.
        unsafe { self.slots.get_unchecked(index as usize) }
    }

    /// The node before `node` in its option (the `left` link), by number.
    #[inline(always)]
    pub(super) fn left_of(&self, node: u32) -> u32 {
        debug_assert!((node as usize) < self.left.len());
        // SAFETY: only called with option nodes read from the structure; `left` has one entry
        // per node.
        unsafe { *self.left.get_unchecked(node as usize) }
    }

    #[inline(always)]
    pub(super) fn node_mut(&mut self, index: u32) -> &mut Slot {
        debug_assert!((index as usize) < self.slots.len());
        // SAFETY: as in `node`.
        unsafe { self.slots.get_unchecked_mut(index as usize) }
    }

    /// The slot that `link` (a link the structure holds) leads to, for a change made outside
    /// the hot loops (which borrow the slots as [`SlotsMut`]).
    #[inline(always)]
    pub(super) fn at_mut(&mut self, link: Link) -> &mut Slot {
        // SAFETY: as in `SlotsMut::get`; the slots stay borrowed as long as the result.
        unsafe { &mut *slot_address(self.slots.as_mut_ptr(), self.slots.len(), link) }
    }

    /// The slot that `link` (a link the structure holds) leads to.
    #[inline(always)]
    pub(crate) fn at(&self, link: Link) -> &Slot {
        // SAFETY: as in `SlotsMut::get`; the result is only read (the pointer is made mutable
        // for the one conversion function, not written through).
        unsafe { &*slot_address(self.slots.as_ptr().cast_mut(), self.slots.len(), link) }
    }

    /// Marks a primary item active or not in `active_primary` (secondary items have no bit).
    #[inline(always)]
    pub(super) fn set_active(&mut self, item: u32, active: bool) {
        if item <= self.n_primary {
            let bit = 1u64 << (item % 64);
            debug_assert!((item as usize / 64) < self.active_primary.len());
            // SAFETY: `from_raw` makes `n_primary / 64 + 1` words, and `item <= n_primary`.
            let word = unsafe { self.active_primary.get_unchecked_mut(item as usize / 64) };
            *word = if active { *word | bit } else { *word & !bit };
        }
    }
}

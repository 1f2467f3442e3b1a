//! Every unchecked access to the dancing cells' arrays, in one place.
//!
//! The invariant that makes them sound: every index stored in the arrays is in range of the
//! array it indexes. `Cells::new` writes only indices it has just laid out (an item's stretch
//! start, a node's place in it, a node number, a place in the list of items), and the search
//! only swaps values already stored, or writes sizes no larger than an item's stretch (a size
//! goes down by one from a positive size, or back to a size it had). So `x - 2`, `x - 1` and
//! `x + k` for `k` below `x`'s size stay inside `x`'s stretch. Each accessor also checks its
//! index with a `debug_assert!`, so the tests (built with debug assertions) would catch a
//! breach.

use super::CellNode;

/// The arrays borrowed for the search.
pub(super) struct CellArrays<'a> {
    set: &'a mut [u32],
    nodes: &'a mut [CellNode],
    items: &'a mut [u32],
}

impl<'a> CellArrays<'a> {
    pub(super) fn new(set: &'a mut [u32], nodes: &'a mut [CellNode], items: &'a mut [u32]) -> CellArrays<'a> {
        CellArrays { set, nodes, items }
    }

    #[inline(always)]
    pub(super) fn set(&self, at: u32) -> u32 {
        debug_assert!((at as usize) < self.set.len());
        // SAFETY: `at` was read from the arrays or made from a stored index as the invariant
        // above allows.
        unsafe { *self.set.get_unchecked(at as usize) }
    }

    #[inline(always)]
    pub(super) fn put(&mut self, at: u32, value: u32) {
        debug_assert!((at as usize) < self.set.len());
        // SAFETY: as in `set`.
        unsafe { *self.set.get_unchecked_mut(at as usize) = value }
    }

    #[inline(always)]
    pub(super) fn node(&self, node: u32) -> CellNode {
        debug_assert!((node as usize) < self.nodes.len());
        // SAFETY: node numbers are stored by `Cells::new` only, each in range.
        unsafe { *self.nodes.get_unchecked(node as usize) }
    }

    #[inline(always)]
    pub(super) fn put_loc(&mut self, node: u32, loc: u32) {
        debug_assert!((node as usize) < self.nodes.len());
        // SAFETY: as in `node`.
        unsafe { self.nodes.get_unchecked_mut(node as usize).loc = loc }
    }

    #[inline(always)]
    pub(super) fn item(&self, k: u32) -> u32 {
        debug_assert!((k as usize) < self.items.len());
        // SAFETY: places in the item list are stored in range, and the count of active items
        // never exceeds the list's length.
        unsafe { *self.items.get_unchecked(k as usize) }
    }

    #[inline(always)]
    pub(super) fn put_item(&mut self, k: u32, x: u32) {
        debug_assert!((k as usize) < self.items.len());
        // SAFETY: as in `item`.
        unsafe { *self.items.get_unchecked_mut(k as usize) = x }
    }
}

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
use std::marker::PhantomData;

/// The arrays borrowed for the search, as pointers: a copy of them lives in registers through a
/// hot loop (borrowed slices inside a struct were reloaded from the stack after every store).
#[derive(Clone, Copy)]
pub(super) struct CellArrays<'a> {
    set: *mut u32,
    set_len: usize,
    nodes: *mut CellNode,
    nodes_len: usize,
    colors: *const u32,
    colors_len: usize,
    items: *mut u32,
    items_len: usize,
    force: *mut u32,
    force_len: usize,
    borrowed: PhantomData<&'a mut [u32]>,
}

impl<'a> CellArrays<'a> {
    /// `force` must have room for every item (no item is forced twice on one path).
    pub(super) fn new(
        set: &'a mut [u32],
        nodes: &'a mut [CellNode],
        colors: &'a [u32],
        items: &'a mut [u32],
        force: &'a mut [u32],
    ) -> CellArrays<'a> {
        CellArrays {
            set: set.as_mut_ptr(),
            set_len: set.len(),
            nodes: nodes.as_mut_ptr(),
            nodes_len: nodes.len(),
            colors: colors.as_ptr(),
            colors_len: colors.len(),
            items: items.as_mut_ptr(),
            items_len: items.len(),
            force: force.as_mut_ptr(),
            force_len: force.len(),
            borrowed: PhantomData,
        }
    }

    #[inline(always)]
    pub(super) fn set(self, at: u32) -> u32 {
        debug_assert!((at as usize) < self.set_len);
        // SAFETY: `at` was read from the arrays or made from a stored index as the invariant
        // above allows; the arrays are borrowed for `'a`, and only these copies touch them.
        unsafe { *self.set.add(at as usize) }
    }

    #[inline(always)]
    pub(super) fn put(self, at: u32, value: u32) {
        debug_assert!((at as usize) < self.set_len);
        // SAFETY: as in `set`.
        unsafe { *self.set.add(at as usize) = value }
    }

    #[inline(always)]
    pub(super) fn node(self, node: u32) -> CellNode {
        debug_assert!((node as usize) < self.nodes_len);
        // SAFETY: node numbers are stored by `Cells::new` only, each in range.
        unsafe { *self.nodes.add(node as usize) }
    }

    #[inline(always)]
    pub(super) fn put_loc(self, node: u32, loc: u32) {
        debug_assert!((node as usize) < self.nodes_len);
        // SAFETY: as in `node`.
        unsafe { (*self.nodes.add(node as usize)).loc = loc }
    }

    /// The colour of `node`, for a problem with colours (`colors` as long as `nodes`).
    #[inline(always)]
    pub(super) fn color(self, node: u32) -> u32 {
        debug_assert!((node as usize) < self.colors_len);
        // SAFETY: as in `node`; the colours are read only when there is one per node.
        unsafe { *self.colors.add(node as usize) }
    }

    #[inline(always)]
    pub(super) fn item(self, k: u32) -> u32 {
        debug_assert!((k as usize) < self.items_len);
        // SAFETY: places in the item list are stored in range, and the count of active items
        // never exceeds the list's length.
        unsafe { *self.items.add(k as usize) }
    }

    #[inline(always)]
    pub(super) fn put_item(self, k: u32, x: u32) {
        debug_assert!((k as usize) < self.items_len);
        // SAFETY: as in `item`.
        unsafe { *self.items.add(k as usize) = x }
    }

    /// The `k`-th forced item.
    #[inline(always)]
    pub(super) fn forced(self, k: u32) -> u32 {
        debug_assert!((k as usize) < self.force_len);
        // SAFETY: at most one entry per item is on the stack (an item is forced when its size
        // falls to 1, once on a path; the stack is emptied when the path is abandoned).
        unsafe { *self.force.add(k as usize) }
    }

    #[inline(always)]
    pub(super) fn put_forced(self, k: u32, x: u32) {
        debug_assert!((k as usize) < self.force_len);
        // SAFETY: as in `forced`.
        unsafe { *self.force.add(k as usize) = x }
    }
}

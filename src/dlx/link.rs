//! How a node is stored, and what a link between nodes holds.
//!
//! Callers name nodes by number (Knuth's layout, see the module above). The links stored in the
//! nodes are not numbers but [`Link`]s: `origin + 16 * node`, where a [`Slot`] is 16 bytes.
//! In WebAssembly `origin` is the address of slot 0 in the module's memory, so a link *is* the
//! node's address and following one is a single load. Natively `origin` is 0 and a link is a
//! byte offset from the start of the slots, which x86 and ARM add to the base in the load
//! itself. A node number, by contrast, costs a multiply by the node's size before each load,
//! and in WebAssembly an add of the array's base too: an address there is a 32-bit sum that
//! must wrap, so V8 cannot fold it into the load as a native compiler does. Those were 9 of
//! the 18 or so instructions V8 spent on each node a Sudoku cover hides (docs/PERFORMANCE.md).
//!
//! The price is that links depend on where the slots are: a copy of the links gets its own
//! origin and its links are moved by the difference ([`Clone`]), and a [`Snapshot`] can only
//! be restored into the links it was taken from.

use super::{Links, Node};

/// Where a node is: `origin + 16 * node` (see the module's comment).
pub(crate) type Link = u32;

/// One node as stored: Knuth's three fields with `up` and `down` as links, and beside them the
/// `right` link, the next node of the same option, wrapping around. Knuth finds that node by
/// testing for a spacer, a branch the processor guesses wrong at every wrap; `right` never
/// changes, so the hot loops follow it instead, from the line they loaded the node's other
/// fields with. Unused (the link of node 0) for headers and spacers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(16))]
pub(crate) struct Slot {
    pub(crate) up: Link,
    pub(crate) down: Link,
    /// As [`Node::top`].
    pub(crate) top: i32,
    pub(crate) right: Link,
}

/// The low bit of a *settled* node's `right` link (Knuth's colours, `color.rs`): links are
/// multiples of 16 (slots are 16 bytes and 16-aligned, and so is the origin), so their low four
/// bits are free. The hot loops of a colour search read it from the slot they load anyway,
/// rather than from the colours beside the slots (a second cache line per node). Following a
/// link from a `right` field of a colour problem masks it off (`number` shifts it away).
pub(crate) const SETTLED: Link = 1;

/// log2 of a slot's size: a node number becomes a byte offset by this shift.
pub(super) const SLOT_SHIFT: u32 = 4;
const _: () = assert!(std::mem::size_of::<Slot>() == 1 << SLOT_SHIFT);

/// The origin of links into `slots`: the address of its first slot in WebAssembly (exposed, so
/// that a link can be turned back into a pointer to it), 0 elsewhere.
pub(super) fn origin_of(slots: &mut [Slot]) -> Link {
    let first = slots.as_mut_ptr();
    if cfg!(target_arch = "wasm32") {
        first.expose_provenance() as Link
    } else {
        0
    }
}

/// The links' parts that covering changes, copied from one [`Links`] to be put back into the
/// same links later ([`Links::restore`]): cheaper than uncovering what a search covered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Snapshot {
    origin: Link,
    slots: Vec<Slot>,
    prev: Vec<u32>,
    next: Vec<u32>,
    active_primary: Vec<u64>,
    short_items: Vec<u64>,
    empty_items: u32,
    colors: Vec<i32>,
    bounds: Vec<u32>,
}

impl Links {
    /// The link of node `node`.
    #[inline(always)]
    pub(crate) fn link(&self, node: u32) -> Link {
        self.origin.wrapping_add(node << SLOT_SHIFT)
    }

    /// The number of the node that `link` (a link the structure holds) leads to.
    #[inline(always)]
    pub(crate) fn number(&self, link: Link) -> u32 {
        link.wrapping_sub(self.origin) >> SLOT_SHIFT
    }

    /// The number of the node that `link` leads to, or `None` if it leads to no node: for the
    /// checker, which must report a broken link rather than follow it.
    pub(super) fn checked_number(&self, link: Link) -> Option<u32> {
        let offset = link.wrapping_sub(self.origin);
        let node = offset >> SLOT_SHIFT;
        (offset.is_multiple_of(1 << SLOT_SHIFT) && (node as usize) < self.slots.len()).then_some(node)
    }

    /// The nodes as Knuth draws them, with node numbers for links: headers, then options
    /// separated by spacers.
    pub fn nodes(&self) -> Vec<Node> {
        self.each_node().collect()
    }

    /// [`nodes`](Self::nodes) one at a time, for a caller that lays them out its own way. A
    /// header's `top` is its item's length as [`len`](Self::len) gives it.
    pub fn each_node(&self) -> impl ExactSizeIterator<Item = Node> + '_ {
        self.slots.iter().enumerate().map(|(node, slot)| Node {
            up: self.number(slot.up),
            down: self.number(slot.down),
            top: if (self.n_primary + 1..=self.n_items).contains(&(node as u32)) {
                self.len(node as u32) as i32
            } else {
                slot.top
            },
        })
    }

    /// A copy of the parts that covering changes, to [`restore`](Self::restore) into these
    /// links (and no others) later.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            origin: self.origin,
            slots: self.slots.clone(),
            prev: self.prev.clone(),
            next: self.next.clone(),
            active_primary: self.active_primary.clone(),
            short_items: self.short_items.clone(),
            empty_items: self.empty_items,
            colors: self.colors.clone(),
            bounds: self.bounds.clone(),
        }
    }

    /// Makes these links what they were when `snapshot` was taken of them.
    ///
    /// # Panics
    /// If `snapshot` was taken of other links: its links would lead into their slots.
    pub(crate) fn restore(&mut self, snapshot: &Snapshot) {
        assert!(
            snapshot.origin == self.origin && snapshot.slots.len() == self.slots.len(),
            "a snapshot of other links"
        );
        self.slots.copy_from_slice(&snapshot.slots);
        self.prev.copy_from_slice(&snapshot.prev);
        self.next.copy_from_slice(&snapshot.next);
        self.active_primary.copy_from_slice(&snapshot.active_primary);
        self.short_items.copy_from_slice(&snapshot.short_items);
        self.empty_items = snapshot.empty_items;
        self.colors.copy_from_slice(&snapshot.colors);
        self.bounds.copy_from_slice(&snapshot.bounds);
    }

    /// The fields that hold no link, for comparing and copying links.
    fn same_apart_from_slots(&self, other: &Links) -> bool {
        // Every field named, so that a field added later cannot be left out of the comparison.
        let Links {
            prev,
            next,
            slots: _,
            origin: _,
            left,
            option_at,
            n_items,
            n_primary,
            empty_items,
            active_primary,
            short_items,
            option_width,
            colors,
            bounds,
            slacks,
            initial_bounds,
            track_short,
        } = self;
        *prev == other.prev
            && *next == other.next
            && *left == other.left
            && *option_at == other.option_at
            && *n_items == other.n_items
            && *n_primary == other.n_primary
            && *empty_items == other.empty_items
            && *active_primary == other.active_primary
            && *short_items == other.short_items
            && *option_width == other.option_width
            && *colors == other.colors
            && *bounds == other.bounds
            && *slacks == other.slacks
            && *initial_bounds == other.initial_bounds
            && *track_short == other.track_short
    }
}

/// A copy has slots of its own: its links are moved to lead into them.
impl Clone for Links {
    fn clone(&self) -> Links {
        let mut slots = self.slots.clone();
        let origin = origin_of(&mut slots);
        let shift = origin.wrapping_sub(self.origin);
        if shift != 0 {
            for slot in &mut slots {
                slot.up = slot.up.wrapping_add(shift);
                slot.down = slot.down.wrapping_add(shift);
                slot.right = slot.right.wrapping_add(shift);
            }
        }
        Links {
            prev: self.prev.clone(),
            next: self.next.clone(),
            slots,
            origin,
            left: self.left.clone(),
            option_at: self.option_at.clone(),
            n_items: self.n_items,
            n_primary: self.n_primary,
            empty_items: self.empty_items,
            active_primary: self.active_primary.clone(),
            short_items: self.short_items.clone(),
            option_width: self.option_width,
            colors: self.colors.clone(),
            bounds: self.bounds.clone(),
            slacks: self.slacks.clone(),
            initial_bounds: self.initial_bounds.clone(),
            track_short: self.track_short,
        }
    }
}

/// Equal links lead to the same node numbers, wherever their slots are.
impl PartialEq for Links {
    fn eq(&self, other: &Links) -> bool {
        self.same_apart_from_slots(other)
            && self.slots.len() == other.slots.len()
            && self.slots.iter().zip(&other.slots).all(|(mine, theirs)| {
                mine.top == theirs.top
                    && self.number(mine.up) == other.number(theirs.up)
                    && self.number(mine.down) == other.number(theirs.down)
                    && self.number(mine.right) == other.number(theirs.right)
                    && mine.right & SETTLED == theirs.right & SETTLED
            })
    }
}

impl Eq for Links {}

#[cfg(test)]
mod tests {
    use crate::Problem;

    #[test]
    #[should_panic(expected = "a snapshot of other links")]
    fn a_snapshot_goes_back_only_into_its_own_links() {
        let small = Problem::parse("A B\nA\nB").unwrap();
        let large = Problem::parse("A B C\nA B\nB C\nC").unwrap();
        let snapshot = crate::Links::new(&small).snapshot();
        crate::Links::new(&large).restore(&snapshot);
    }
}

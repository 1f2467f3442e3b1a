//! Knuth's dancing links as flat integer arrays, laid out exactly as in his `dlx1`.
//!
//! * Items are numbered `1..=n_items` (item `k` of the [`Problem`] is `k + 1` here). The item
//!   lists use `prev`/`next`: index `0` is the root of the circular list of active *primary*
//!   items, index `n_items + 1` the root of the list of active *secondary* items.
//! * Nodes live in one array of [`Node`]. Nodes `1..=n_items` are the item headers: their
//!   `up`/`down` start and end the item's vertical list and their `top` field holds the item's
//!   *length* (the number of options in its list). Node `0` is unused.
//! * After the headers come the options, each preceded by a *spacer* node (and one spacer
//!   closes the last option). Option nodes have `top` = their item; spacers have `top <= 0`
//!   (`-k` after option `k`, 1-based), `up` = the first node of the option before it and
//!   `down` = the last node of the option after it, so a walk along an option wraps around.
//!
//! A "pointer" is an index; a `u32` keeps a node in 12 bytes, so one cache line holds five.

use crate::problem::Problem;

/// See `Links::track_short`: a Sudoku has 324 primary items, Scott's pentominoes 72.
const TRACK_SHORT_ABOVE: usize = 128;

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    /// `prev[i]`, `next[i]`: item `i`'s neighbours in its circular list of active items.
    prev: Vec<u32>,
    next: Vec<u32>,
    nodes: Vec<Node>,
    /// `right[node]`: the next node of the same option, wrapping around (Knuth finds it by
    /// testing for a spacer, a branch the processor guesses wrong at every wrap; this array
    /// never changes, so the hot loops follow it instead). Unused for headers and spacers.
    right: Vec<u32>,
    /// `left[node]`: the node before it in its option, wrapping around (for walks that must go
    /// right to left, as Knuth's unhides do when each one is shown).
    left: Vec<u32>,
    /// `option_at[node]`: the option (0-based) of an option node, so that describing an event
    /// needs no walk to the spacer. Unused for headers and spacers.
    option_at: Vec<u32>,
    n_items: u32,
    n_primary: u32,
    /// How many active items (in an item list) have length 0. While there are none, the
    /// branching rule may stop at the first item of length 1 (with `short_items`: the first
    /// active one marked there): it is the first of minimum length, so Knuth's choice is kept.
    empty_items: u32,
    /// Bit `i` is set while primary item `i` is active (in the item list). The list keeps
    /// items in increasing order, so the branching rule can visit the active items by walking
    /// these bits, without the chain of dependent loads a walk along `next` is.
    active_primary: Vec<u64>,
    /// When `track_short`: bit `i` is set while item `i` has length 0 or 1, active or not.
    /// Most choices in a puzzle are forced (a Sudoku solve branches on an item of length 1 at
    /// nineteen choices in twenty), and the first such item used to be found only by
    /// scanning the lengths of all the active items before it; with these bits it is found
    /// a word at a time. All zero otherwise.
    short_items: Vec<u64>,
    /// The number of nodes of every option when all have the same (four for a Sudoku), else
    /// 0. With four, the walks along an option are compiled unrolled (see `cover_item`).
    option_width: u32,
    /// Whether `short_items` is kept: only with more than [`TRACK_SHORT_ABOVE`] primary
    /// items. With few, the scan is short, and keeping the bits costs more than it saves
    /// (Scott's pentominoes, 72 items: 1.2–1.4× slower; each hide waits for the last one's
    /// write to the same word).
    track_short: bool,
}

/// The node array borrowed for a hot loop, indexed without bounds checks.
struct NodesMut<'a>(&'a mut [Node]);

impl NodesMut<'_> {
    #[inline(always)]
    fn get(&self, index: u32) -> &Node {
        debug_assert!((index as usize) < self.0.len());
        // SAFETY: only called with indices read from the structure; see `Links::node`.
        unsafe { self.0.get_unchecked(index as usize) }
    }

    #[inline(always)]
    fn get_mut(&mut self, index: u32) -> &mut Node {
        debug_assert!((index as usize) < self.0.len());
        // SAFETY: as in `get`.
        unsafe { self.0.get_unchecked_mut(index as usize) }
    }
}

/// `short_items` borrowed for a hot loop: set and cleared without branches or bounds checks
/// (whether a length just crossed 1 is hard to guess: behind a branch, a Sudoku solve was
/// 1.1× slower).
struct ShortMut<'a>(&'a mut [u64]);

impl ShortMut<'_> {
    /// Sets `item`'s bit if `yes`.
    #[inline(always)]
    fn set_if(&mut self, item: u32, yes: bool) {
        *self.word(item) |= u64::from(yes) << (item % 64);
    }

    /// Clears `item`'s bit if `yes`.
    #[inline(always)]
    fn clear_if(&mut self, item: u32, yes: bool) {
        *self.word(item) &= !(u64::from(yes) << (item % 64));
    }

    #[inline(always)]
    fn word(&mut self, item: u32) -> &mut u64 {
        debug_assert!((item as usize / 64) < self.0.len());
        // SAFETY: only called with items read from the structure (`top` of an option node),
        // all at most `n_items`; `from_raw` makes `n_items / 64 + 1` words.
        unsafe { self.0.get_unchecked_mut(item as usize / 64) }
    }
}

/// The `right` or `left` links, read without bounds checks.
struct Across<'a>(&'a [u32]);

impl Across<'_> {
    #[inline(always)]
    fn of(&self, node: u32) -> u32 {
        debug_assert!((node as usize) < self.0.len());
        // SAFETY: only called with option nodes read from the structure; `right` and `left`
        // have one entry per node.
        unsafe { *self.0.get_unchecked(node as usize) }
    }

    /// Calls `visit` on the nodes of `row`'s option after `row`, following these (`right`)
    /// links: back round to `row` when `WIDTH` is 0, else the `WIDTH - 1` of an option of
    /// `WIDTH` nodes, with no test for the way back (a loop the compiler unrolls).
    #[inline(always)]
    fn each_after<const WIDTH: u32>(&self, row: u32, mut visit: impl FnMut(u32)) {
        let mut node = self.of(row);
        if WIDTH == 0 {
            while node != row {
                visit(node);
                node = self.of(node);
            }
        } else {
            for _ in 1..WIDTH {
                visit(node);
                node = self.of(node);
            }
        }
    }
}

/// What [`Links::check`] found wrong, for tests and debugging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkFault(pub String);

impl Links {
    /// Builds the links of `problem`, every item active and every option present.
    pub fn new(problem: &Problem) -> Links {
        let (items, starts) = problem.raw_options();
        Links::from_raw(problem.n_items(), problem.n_primary(), items, starts)
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
        assert!(n_nodes < i32::MAX as usize, "too many nodes for 32-bit links");
        assert!(
            items.iter().all(|&item| (item as usize) < n_items),
            "an option names an item beyond {n_items}"
        );
        let mut prev = vec![0u32; n_items + 2];
        let mut next = vec![0u32; n_items + 2];
        // Primary items form a circle through root 0; secondary items one through n_items + 1.
        let link_circle = |prev: &mut Vec<u32>, next: &mut Vec<u32>, root: usize, range: std::ops::Range<usize>| {
            let mut last = root;
            for item in range {
                next[last] = item as u32;
                prev[item] = last as u32;
                last = item;
            }
            next[last] = root as u32;
            prev[root] = last as u32;
        };
        link_circle(&mut prev, &mut next, 0, 1..n_primary + 1);
        link_circle(&mut prev, &mut next, n_items + 1, n_primary + 1..n_items + 1);

        // Written in place into zeroed arrays: measured faster than pushing (when Sudoku built
        // links per puzzle, building was a third of the solve).
        let mut nodes = vec![Node::default(); n_nodes];
        let mut right = vec![0u32; n_nodes];
        let mut left = vec![0u32; n_nodes];
        let mut option_at = vec![0u32; n_nodes];
        for (item, header) in nodes.iter_mut().enumerate().take(n_items + 1).skip(1) {
            *header = Node {
                up: item as u32,
                down: item as u32,
                top: 0,
            };
        }
        // `here` is the last node written; the first spacer (all zeros) follows the headers.
        let mut spacer = n_items + 1;
        let mut here = spacer;
        for (option, bounds) in starts.windows(2).enumerate() {
            let first = here as u32 + 1;
            for &item in &items[bounds[0] as usize..bounds[1] as usize] {
                here += 1;
                let header = item as usize + 1;
                let last = nodes[header].up;
                nodes[here] = Node {
                    up: last,
                    down: header as u32,
                    top: header as i32,
                };
                nodes[last as usize].down = here as u32;
                nodes[header].up = here as u32;
                nodes[header].top += 1;
                right[here] = here as u32 + 1;
                left[here] = here as u32 - 1;
                option_at[here] = option as u32;
            }
            if here >= first as usize {
                right[here] = first; // The last node of the option wraps to its first.
                left[first as usize] = here as u32;
            }
            nodes[spacer].down = here as u32;
            here += 1;
            spacer = here;
            nodes[here] = Node {
                up: first,
                down: 0,
                top: -(option as i32 + 1),
            };
        }
        debug_assert_eq!(here + 1, n_nodes);
        let empty_items = nodes[1..=n_items].iter().filter(|header| header.top == 0).count() as u32;
        let mut active_primary = vec![0u64; n_primary / 64 + 1];
        for item in 1..=n_primary {
            active_primary[item / 64] |= 1 << (item % 64);
        }
        let track_short = n_primary > TRACK_SHORT_ABOVE;
        let mut short_items = vec![0u64; n_items / 64 + 1];
        for (item, header) in nodes.iter().enumerate().take(n_items + 1).skip(1) {
            short_items[item / 64] |= u64::from(track_short && header.top <= 1) << (item % 64);
        }
        let widths = starts.windows(2).map(|bounds| bounds[1] - bounds[0]);
        let option_width = match widths.clone().next() {
            Some(first) if widths.clone().all(|width| width == first) => first,
            _ => 0,
        };
        Links {
            prev,
            next,
            nodes,
            right,
            left,
            option_at,
            option_width,
            n_items: n_items as u32,
            n_primary: n_primary as u32,
            empty_items,
            active_primary,
            short_items,
            track_short,
        }
    }

    /// Makes these links equal to `earlier`, a copy of them taken before some covers: only the
    /// parts that covering changes are copied.
    pub(crate) fn restore_from(&mut self, earlier: &Links) {
        debug_assert!(self.nodes.len() == earlier.nodes.len() && self.right == earlier.right);
        self.nodes.copy_from_slice(&earlier.nodes);
        self.prev.copy_from_slice(&earlier.prev);
        self.next.copy_from_slice(&earlier.next);
        self.active_primary.copy_from_slice(&earlier.active_primary);
        self.short_items.copy_from_slice(&earlier.short_items);
        self.empty_items = earlier.empty_items;
    }

    /// Keeps, or stops keeping, the bits that let the branching rule find an item of length 0
    /// or 1 without scanning: worth it with many primary items, where most choices are forced
    /// (a Sudoku), not with few. [`from_raw`](Self::from_raw) turns them on above 128 primary
    /// items. The search is the same either way; only its speed changes.
    pub fn set_short_tracking(&mut self, on: bool) {
        self.track_short = on;
        self.refresh_short_items();
    }

    /// Sets `short_items` from the lengths (all zero when not tracking).
    fn refresh_short_items(&mut self) {
        self.short_items.fill(0);
        if self.track_short {
            // A word at a time: a read-modify-write of the word per item took three times as
            // long (it runs once per Sudoku solve, after the givens).
            let headers = &self.nodes[..=self.n_items as usize];
            for (word, block) in self.short_items.iter_mut().zip(headers.chunks(64)) {
                *word = block
                    .iter()
                    .enumerate()
                    .fold(0, |bits, (bit, header)| bits | u64::from(header.top <= 1) << bit);
            }
            self.short_items[0] &= !1; // Node 0 is not an item.
        }
    }

    /// Covers `items` in turn, as `cover_item` would, but sets `short_items` once at the end
    /// rather than at every hide: cheaper for a run of covers (a Sudoku's givens, a fifth of a
    /// solve). Stops at the first item that is not active (covered already) and returns false:
    /// the items before it stay covered.
    pub(crate) fn cover_while_active(&mut self, items: impl IntoIterator<Item = u32>) -> bool {
        let mut all = true;
        for item in items {
            if !self.is_active(item) {
                all = false;
                break;
            }
            if self.option_width == 4 {
                self.cover_walk::<false, 4>(item);
            } else {
                self.cover_walk::<false, 0>(item);
            }
        }
        self.refresh_short_items();
        all
    }

    /// Number of items (headers are nodes `1..=n_items()`).
    pub fn n_items(&self) -> usize {
        self.n_items as usize
    }

    /// Number of primary items (items `1..=n_primary()`).
    pub fn n_primary(&self) -> usize {
        self.n_primary as usize
    }

    /// The node array, for drawing: headers, then options separated by spacers.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// `prev` links of the item lists (index `0` and `n_items() + 1` are the roots).
    pub fn prev_items(&self) -> &[u32] {
        &self.prev
    }

    /// `next` links of the item lists.
    pub fn next_items(&self) -> &[u32] {
        &self.next
    }

    /// The current length of item `item` (a header index, `1..=n_items()`).
    ///
    /// # Panics
    /// If `item` is not an item.
    pub fn len(&self, item: u32) -> u32 {
        assert!(self.is_item(item), "{item} is not an item (1..={})", self.n_items);
        self.length(item)
    }

    /// `len` for an index the structure itself holds.
    #[inline(always)]
    pub(crate) fn length(&self, item: u32) -> u32 {
        self.node(item).top as u32
    }

    fn is_item(&self, item: u32) -> bool {
        (1..=self.n_items).contains(&item)
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
        if self.track_short {
            // An active item of length 0 or 1, when there is one, is the minimum: the first
            // one, or the first empty one if any item is empty.
            let want_empty = self.empty_items > 0;
            for (word_index, (&active, &short)) in self.active_primary.iter().zip(&self.short_items).enumerate() {
                let mut bits = active & short;
                while bits != 0 {
                    let item = (word_index * 64) as u32 + bits.trailing_zeros();
                    bits &= bits - 1;
                    if !want_empty || self.length(item) == 0 {
                        return item;
                    }
                }
            }
        }
        // Scan the lengths of the active items (with `short_items` kept, all of them are 2 or
        // more by now).
        let mut best = 0;
        let mut best_len = u32::MAX;
        // With no empty item anywhere, nothing beats length 1 (see `empty_items`).
        let good_enough = u32::from(self.empty_items == 0);
        for (word_index, &word) in self.active_primary.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let item = (word_index * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                let len = self.length(item);
                if len < best_len {
                    best = item;
                    best_len = len;
                    if len <= good_enough {
                        return best; // Nothing later can be shorter than this first one.
                    }
                }
            }
        }
        best
    }

    /// The item after `item` in its list of active items.
    #[inline(always)]
    fn next_item(&self, item: u32) -> u32 {
        debug_assert!((item as usize) < self.next.len());
        // SAFETY: the item lists only hold item indices and roots, all below `next.len()`
        // (`from_raw` sizes them; nothing else writes an index from outside).
        unsafe { *self.next.get_unchecked(item as usize) }
    }

    /// The item before `item` in its list of active items.
    #[inline(always)]
    fn prev_item(&self, item: u32) -> u32 {
        debug_assert!((item as usize) < self.prev.len());
        // SAFETY: as in `next_item` (`prev` has the same length).
        unsafe { *self.prev.get_unchecked(item as usize) }
    }

    #[inline(always)]
    fn next_mut(&mut self, item: u32) -> &mut u32 {
        debug_assert!((item as usize) < self.next.len());
        // SAFETY: as in `next_item`.
        unsafe { self.next.get_unchecked_mut(item as usize) }
    }

    #[inline(always)]
    fn prev_mut(&mut self, item: u32) -> &mut u32 {
        debug_assert!((item as usize) < self.prev.len());
        // SAFETY: as in `next_item`.
        unsafe { self.prev.get_unchecked_mut(item as usize) }
    }

    #[inline(always)]
    fn node(&self, index: u32) -> &Node {
        debug_assert!((index as usize) < self.nodes.len());
        // SAFETY: every index stored in the structure is below `nodes.len()` by construction
        // (`from_raw` checks the item indices it is given and only writes indices of nodes it
        // pushed). Indices from outside come in through public functions that check them
        // first (`len`, `cover`, `uncover`, `hide_node`, `unhide_node`); the functions that
        // walk from an index they are handed (`right`, `down`, …) are crate-private, called
        // only with indices taken from the structure.
        unsafe { self.nodes.get_unchecked(index as usize) }
    }

    #[inline(always)]
    fn node_mut(&mut self, index: u32) -> &mut Node {
        debug_assert!((index as usize) < self.nodes.len());
        // SAFETY: as in `node`.
        unsafe { self.nodes.get_unchecked_mut(index as usize) }
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
        Across(&self.right).of(node)
    }

    /// The next node to the left within the same option, wrapping around (the `left` link).
    #[inline(always)]
    pub(crate) fn left(&self, node: u32) -> u32 {
        debug_assert!(self.node(node).top > 0);
        Across(&self.left).of(node)
    }

    /// The node below `node` in its item's list (the header when at the bottom).
    #[inline(always)]
    pub(crate) fn down(&self, node: u32) -> u32 {
        self.node(node).down
    }

    /// The node above `node` in its item's list (the header when at the top).
    #[inline(always)]
    pub(crate) fn up(&self, node: u32) -> u32 {
        self.node(node).up
    }

    /// The option (0-based, input order) that an option node belongs to.
    pub(crate) fn option_of(&self, node: u32) -> usize {
        debug_assert!(self.node(node).top > 0);
        self.option_at[node as usize] as usize
    }

    /// Is `node` an option node (not a header, not a spacer, in range)?
    fn is_option_node(&self, node: u32) -> bool {
        node > self.n_items && (node as usize) < self.nodes.len() && self.node(node).top > 0
    }

    /// Unlinks item `item` from its item list (the first half of `cover`).
    #[inline(always)]
    pub(crate) fn unlink_item(&mut self, item: u32) {
        let (l, r) = (self.prev_item(item), self.next_item(item));
        *self.next_mut(l) = r;
        *self.prev_mut(r) = l;
        self.empty_items -= u32::from(self.length(item) == 0);
        self.set_active(item, false);
    }

    /// Is primary item `item` active (not covered)?
    pub(crate) fn is_active(&self, item: u32) -> bool {
        item <= self.n_primary && self.active_primary[item as usize / 64] & (1 << (item % 64)) != 0
    }

    /// Marks a primary item active or not in `active_primary` (secondary items have no bit).
    #[inline(always)]
    fn set_active(&mut self, item: u32, active: bool) {
        if item <= self.n_primary {
            let bit = 1u64 << (item % 64);
            debug_assert!((item as usize / 64) < self.active_primary.len());
            // SAFETY: `from_raw` makes `n_primary / 64 + 1` words, and `item <= n_primary`.
            let word = unsafe { self.active_primary.get_unchecked_mut(item as usize / 64) };
            *word = if active { *word | bit } else { *word & !bit };
        }
    }

    /// Puts item `item` back into its item list (the last half of `uncover`).
    #[inline(always)]
    pub(crate) fn relink_item(&mut self, item: u32) {
        let (l, r) = (self.prev_item(item), self.next_item(item));
        *self.next_mut(l) = item;
        *self.prev_mut(r) = item;
        self.empty_items += u32::from(self.length(item) == 0);
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

    /// `hide_node` for a node the structure itself holds, unchecked. Returns the node's item,
    /// which a caller describing the hide needs.
    #[inline(always)]
    pub(crate) fn hide(&mut self, node: u32) -> u32 {
        let Node { up, down, top } = *self.node(node);
        self.node_mut(up).down = down;
        self.node_mut(down).up = up;
        self.shorten(top as u32);
        top as u32
    }

    /// One node fewer in `item`'s list (a hidden node's item is always active).
    #[inline(always)]
    fn shorten(&mut self, item: u32) {
        let header = self.node_mut(item);
        header.top -= 1;
        let len = header.top;
        self.empty_items += u32::from(len == 0);
        if self.track_short {
            ShortMut(&mut self.short_items).set_if(item, len == 1);
        }
    }

    /// One node more in `item`'s list.
    #[inline(always)]
    fn lengthen(&mut self, item: u32) {
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

    /// `unhide_node` for a node the structure itself holds, unchecked. Returns the node's
    /// item, as `hide` does.
    #[inline(always)]
    pub(crate) fn unhide(&mut self, node: u32) -> u32 {
        let Node { up, down, top } = *self.node(node);
        self.node_mut(up).down = node;
        self.node_mut(down).up = node;
        self.lengthen(top as u32);
        top as u32
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

    /// `cover` for an item the structure itself holds: the solver's hot path, unchecked.
    #[inline(always)]
    pub(crate) fn cover_item(&mut self, item: u32) -> u64 {
        // Compiled three ways: a Sudoku's shape (many items, so `short_items` is kept, and four
        // nodes an option: walking an option unrolled was 1.03–1.11× faster there), and
        // either case of `track_short` with a walk that tests for the way back to the row.
        match (self.track_short, self.option_width) {
            (true, 4) => self.cover_walk::<true, 4>(item),
            (true, _) => self.cover_walk::<true, 0>(item),
            (false, _) => self.cover_walk::<false, 0>(item),
        }
    }

    /// `cover_item`, keeping `short_items` or not, for options of `WIDTH` nodes (0: any).
    #[inline(always)]
    fn cover_walk<const TRACK_SHORT: bool, const WIDTH: u32>(&mut self, item: u32) -> u64 {
        debug_assert!(WIDTH == 0 || WIDTH == self.option_width);
        self.unlink_item(item);
        // The loop works on a local slice and a local count: writes through `self` would make
        // the compiler reload the array's address and store the count after every hide.
        let mut nodes = NodesMut(&mut self.nodes);
        let mut short = ShortMut(&mut self.short_items);
        let right = Across(&self.right);
        let mut emptied = 0;
        let mut updates = 1;
        let mut row = nodes.get(item).down;
        while row != item {
            right.each_after::<WIDTH>(row, |node| {
                let Node { up, down, top } = *nodes.get(node);
                nodes.get_mut(up).down = down;
                nodes.get_mut(down).up = up;
                let header = nodes.get_mut(top as u32);
                header.top -= 1;
                let len = header.top;
                emptied += u32::from(len == 0);
                if TRACK_SHORT {
                    short.set_if(top as u32, len == 1);
                }
                updates += 1;
            });
            row = nodes.get(row).down;
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

    /// `uncover` for an item the structure itself holds, unchecked.
    #[inline(always)]
    pub(crate) fn uncover_item(&mut self, item: u32) -> u64 {
        // As in `cover_item`.
        match (self.track_short, self.option_width) {
            (true, 4) => self.uncover_walk::<true, 4>(item),
            (true, _) => self.uncover_walk::<true, 0>(item),
            (false, _) => self.uncover_walk::<false, 0>(item),
        }
    }

    /// `uncover_item`, keeping `short_items` or not, for options of `WIDTH` nodes (0: any).
    #[inline(always)]
    fn uncover_walk<const TRACK_SHORT: bool, const WIDTH: u32>(&mut self, item: u32) -> u64 {
        debug_assert!(WIDTH == 0 || WIDTH == self.option_width);
        let mut nodes = NodesMut(&mut self.nodes);
        let mut short = ShortMut(&mut self.short_items);
        let right = Across(&self.right);
        let mut refilled = 0;
        let mut restored = 1;
        let mut row = nodes.get(item).up;
        while row != item {
            // Knuth unhides an option's nodes right to left; any order within one option gives
            // the same links, because its nodes lie in different lists. Rows still come back
            // in exactly the reverse order of `cover`, which is what restores the links.
            right.each_after::<WIDTH>(row, |node| {
                let Node { up, down, top } = *nodes.get(node);
                nodes.get_mut(up).down = node;
                nodes.get_mut(down).up = node;
                let header = nodes.get_mut(top as u32);
                refilled += u32::from(header.top == 0);
                header.top += 1;
                if TRACK_SHORT {
                    short.clear_if(top as u32, header.top == 2);
                }
                restored += 1;
            });
            row = nodes.get(row).up;
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
        let next = self.right(node);
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
        let prev = self.left(node);
        if prev != row {
            return Some((row, prev));
        }
        self.hide_from_row_back(item, self.up(row))
    }

    fn hide_from_row(&self, item: u32, mut row: u32) -> Option<(u32, u32)> {
        while row != item {
            let node = self.right(row);
            if node != row {
                return Some((row, node));
            }
            row = self.down(row);
        }
        None
    }

    fn hide_from_row_back(&self, item: u32, mut row: u32) -> Option<(u32, u32)> {
        while row != item {
            let node = self.left(row);
            if node != row {
                return Some((row, node));
            }
            row = self.up(row);
        }
        None
    }

    /// Checks the invariants that hold between search events: those of
    /// [`check_lists`](Self::check_lists), and every option in an active item's list is wholly
    /// present in the lists of its other items, which are active too.
    ///
    /// # Errors
    /// A description of the first fault found.
    pub fn check(&self) -> Result<(), LinkFault> {
        self.check_lists()?;
        self.check_right_links()?;
        self.check_options_present()
    }

    /// Every option node's `right` and `left` links name the nodes Knuth's spacer walks reach, and its
    /// `option_at` the option its closing spacer names.
    fn check_right_links(&self) -> Result<(), LinkFault> {
        for node in self.n_items + 1..self.nodes.len() as u32 - 1 {
            if self.node(node).top <= 0 {
                continue;
            }
            let next = self.node(node + 1);
            let expected = if next.top <= 0 { next.up } else { node + 1 };
            if self.right[node as usize] != expected {
                return Err(LinkFault(format!(
                    "node {node}: right link {} but the option continues at {expected}",
                    self.right[node as usize]
                )));
            }
            let before = self.node(node - 1);
            let expected = if before.top <= 0 { before.down } else { node - 1 };
            if self.left[node as usize] != expected {
                return Err(LinkFault(format!(
                    "node {node}: left link {} but the option continues at {expected}",
                    self.left[node as usize]
                )));
            }
            let mut spacer = node + 1;
            while self.node(spacer).top > 0 {
                spacer += 1;
            }
            let option = (-self.node(spacer).top) as u32 - 1;
            if self.option_at[node as usize] != option {
                return Err(LinkFault(format!(
                    "node {node}: said to be in option {} but it is in option {option}",
                    self.option_at[node as usize]
                )));
            }
        }
        Ok(())
    }

    /// Checks the invariants that hold at every moment, even halfway through a cover: both
    /// item lists are circular and doubly linked; every active item's vertical list is
    /// circular and doubly linked, holds only nodes of that item, and has exactly `len` nodes.
    ///
    /// # Errors
    /// A description of the first fault found.
    pub fn check_lists(&self) -> Result<(), LinkFault> {
        let fault = |message: String| Err(LinkFault(message));
        let n_items = self.n_items;
        for root in [0, n_items + 1] {
            let mut item = root;
            let mut steps = 0;
            loop {
                let next = self.next[item as usize];
                if next as usize >= self.next.len() || self.prev[next as usize] != item {
                    return fault(format!("item list broken after {item}"));
                }
                item = next;
                if item == root {
                    break;
                }
                let primary = item <= self.n_primary;
                if primary != (root == 0) {
                    return fault(format!("item {item} is in the wrong item list"));
                }
                steps += 1;
                if steps > n_items {
                    return fault(format!("item list from root {root} does not close"));
                }
                self.check_column(item)?;
            }
        }
        let mut empty = 0;
        for root in [0, n_items + 1] {
            let mut item = self.next[root as usize];
            while item != root {
                empty += u32::from(self.len(item) == 0);
                item = self.next[item as usize];
            }
        }
        let mut listed = vec![0u64; self.active_primary.len()];
        let mut item = self.next[0];
        while item != 0 {
            listed[item as usize / 64] |= 1 << (item % 64);
            item = self.next[item as usize];
        }
        if listed != self.active_primary {
            return fault("the active-item bits disagree with the item list".to_string());
        }
        for item in 1..=n_items {
            let marked = self.short_items[item as usize / 64] & (1 << (item % 64)) != 0;
            if marked != (self.track_short && self.len(item) <= 1) {
                return fault(format!(
                    "item {item} (length {}) is marked short: {marked}",
                    self.len(item)
                ));
            }
        }
        if empty != self.empty_items {
            return fault(format!(
                "{empty} active items are empty, but the count says {}",
                self.empty_items
            ));
        }
        Ok(())
    }

    /// Every option still in an active item's list must be present, node for node, in the
    /// lists of its other items, and those items must be active too.
    fn check_options_present(&self) -> Result<(), LinkFault> {
        let mut active = vec![false; self.n_items as usize + 1];
        for root in [0, self.n_items + 1] {
            let mut item = self.next[root as usize];
            while item != root {
                active[item as usize] = true;
                item = self.next[item as usize];
            }
        }
        for item in 1..=self.n_items {
            if !active[item as usize] {
                continue;
            }
            let mut row = self.down(item);
            while row != item {
                let mut node = self.right(row);
                while node != row {
                    let other = self.item_of(node);
                    if !active[other as usize] {
                        return Err(LinkFault(format!(
                            "node {node} of an active option is in covered item {other}"
                        )));
                    }
                    if self.down(self.up(node)) != node || self.up(self.down(node)) != node {
                        return Err(LinkFault(format!(
                            "node {node} of an active option is not in its item's list"
                        )));
                    }
                    node = self.right(node);
                }
                row = self.down(row);
            }
        }
        Ok(())
    }

    fn check_column(&self, item: u32) -> Result<(), LinkFault> {
        let mut count = 0;
        let mut node = item;
        loop {
            let down = self.node(node).down;
            if down as usize >= self.nodes.len() || self.node(down).up != node {
                return Err(LinkFault(format!("item {item}: down/up broken at node {node}")));
            }
            node = down;
            if node == item {
                break;
            }
            if self.node(node).top != item as i32 {
                return Err(LinkFault(format!(
                    "node {node} is in the list of item {item} but belongs elsewhere"
                )));
            }
            count += 1;
            if count > self.nodes.len() {
                return Err(LinkFault(format!("item {item}: list does not close")));
            }
        }
        if count != self.len(item) as usize {
            return Err(LinkFault(format!(
                "item {item}: length {} but {count} nodes",
                self.len(item)
            )));
        }
        Ok(())
    }
}

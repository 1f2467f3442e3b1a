//! The dancing-cells search, in Knuth's steps as `ssxcc` takes them: *forward* (enter a level:
//! take a forced item, or the item with fewest open options, or count a solution), *advance*
//! (try the next option of that item), *abort* (an option emptied an item: undo and try the
//! next), *backup* (no option left at this level: go up one).

use super::unchecked::CellArrays;
use super::{CellStats, Cells, POS, SIZE};

/// The search's arrays and the counts its hides keep.
struct Dance<'a> {
    a: CellArrays<'a>,
    /// Items named below this are primary.
    second: u32,
    /// Items placed before this in the list are active.
    active: u32,
    /// `active` before the option being tried deactivated its items: its hides still update
    /// those items, so that an option reached through two of them is hidden once.
    oactive: u32,
    /// Primary items whose size fell to 1, to take next.
    force: Vec<u32>,
    updates: u64,
}

impl Dance<'_> {
    #[inline(always)]
    fn pos(&self, x: u32) -> u32 {
        self.a.set(x - POS)
    }

    #[inline(always)]
    fn size(&self, x: u32) -> u32 {
        self.a.set(x - SIZE)
    }

    /// Takes item `x` out of the active items: it trades places with the last active one.
    #[inline(always)]
    fn deactivate(&mut self, x: u32, last: u32) {
        let at = self.pos(x);
        let other = self.a.item(last);
        self.a.put_item(last, x);
        self.a.put_item(at, other);
        self.a.put(other - POS, at);
        self.a.put(x - POS, last);
        self.updates += 1;
    }

    /// Hides from every other active item each open option of `x` that does not give it
    /// `color` (0: every open option). With `CHECK`, notes each active primary item left with
    /// one option (forced) and stops with `false` at one left with none. With `COLORS` false
    /// the problem has no colours and `color` is not looked at.
    #[inline(always)]
    fn hide<const CHECK: bool, const COLORS: bool>(&mut self, x: u32, color: u32) -> bool {
        let end = x + self.size(x);
        for at in x..end {
            let option = self.a.set(at);
            if COLORS && color != 0 && self.a.node(option).color == color {
                continue; // It agrees with the colour: it stays.
            }
            let mut node = self.a.node(option).right;
            while node != option {
                let n = self.a.node(node);
                let item = n.item;
                if self.pos(item) < self.oactive {
                    let size = self.size(item) - 1;
                    if CHECK && size <= 1 && item < self.second && self.pos(item) < self.active {
                        if size == 0 {
                            return false;
                        }
                        self.force.push(item);
                    }
                    // Swap the node with the item's last open one, and close it.
                    let last = item + size;
                    let other = self.a.set(last);
                    self.a.put(item - SIZE, size);
                    self.a.put(last, node);
                    self.a.put(n.loc, other);
                    self.a.put_loc(node, last);
                    self.a.put_loc(other, n.loc);
                    self.updates += 1;
                }
                node = n.right;
            }
        }
        true
    }

    /// Tries the option of `chosen`, a node of the item just taken: deactivates its other
    /// items, then hides what they exclude. False when that leaves an active primary item
    /// without options.
    #[inline(always)]
    fn try_option<const COLORS: bool>(&mut self, chosen: u32) -> bool {
        let mut p = self.active;
        self.oactive = p;
        let mut node = self.a.node(chosen).right;
        while node != chosen {
            let n = self.a.node(node);
            if self.pos(n.item) < p {
                p -= 1;
                self.deactivate(n.item, p);
            }
            node = n.right;
        }
        self.active = p;
        let mut node = self.a.node(chosen).right;
        while node != chosen {
            let n = self.a.node(node);
            let ok = if n.item < self.second {
                self.hide::<true, COLORS>(n.item, 0)
            } else {
                self.pos(n.item) >= self.oactive || self.hide::<true, COLORS>(n.item, n.color)
            };
            if !ok {
                return false;
            }
            node = n.right;
        }
        true
    }
}

impl Cells {
    /// Searches from the start until the `limit`-th solution or the end, handing each
    /// solution's options (in the order chosen) to `on_solution`, which stops the search by
    /// answering `false`.
    pub fn search(self, limit: u64, on_solution: impl FnMut(&[usize]) -> bool) -> CellStats {
        if self.nodes.iter().any(|node| node.color != 0) {
            self.search_in::<true>(limit, on_solution)
        } else {
            self.search_in::<false>(limit, on_solution)
        }
    }

    fn search_in<const COLORS: bool>(self, limit: u64, mut on_solution: impl FnMut(&[usize]) -> bool) -> CellStats {
        let mut stats = CellStats::default();
        if self.uncoverable || limit == 0 {
            stats.complete = self.uncoverable;
            return stats;
        }
        let Cells {
            mut set,
            mut nodes,
            option_of,
            mut items,
            second,
            ..
        } = self;
        let n_items = items.len();
        let active = n_items as u32;
        let mut dance = Dance {
            a: CellArrays::new(&mut set, &mut nodes, &mut items),
            second,
            active,
            oactive: active,
            force: Vec::new(),
            updates: 0,
        };
        // Each level takes a primary item out for good, so there are at most as many levels
        // as items.
        let mut choice = vec![0u32; n_items + 1];
        // `saved[level + 1]`: where the sizes saved at `level` end in `savestack` (they start
        // at `saved[level]`); a forced level saves none.
        let mut saved = vec![0usize; n_items + 2];
        let mut savestack: Vec<(u32, u32)> = Vec::new();
        let mut solution: Vec<usize> = Vec::with_capacity(n_items);
        let mut level = 0usize;
        'forward: loop {
            stats.nodes += 1;
            // The item to take: a forced one still active, else the smallest primary item
            // (the first such in item order), noting any forced ones on the way.
            let mut best = u32::MAX;
            while let Some(x) = dance.force.pop() {
                if dance.pos(x) < dance.active {
                    best = x;
                    break;
                }
            }
            let mut branching = false;
            let mut dead_end = false;
            if best == u32::MAX {
                let mut smallest = u32::MAX;
                for k in 0..dance.active {
                    let x = dance.a.item(k);
                    if x < second {
                        let size = dance.size(x);
                        if size <= 1 {
                            // A size of 0 cannot arise: an item's options can all be
                            // hidden by taking an item without a check only if they all
                            // hold that item (it had no more options, or it would have
                            // been taken first), and then the option tried holds it too.
                            // Should it arise, it is a dead end, not a forced item.
                            dead_end |= size == 0;
                            dance.force.push(x);
                        } else if size < smallest || (size == smallest && x < best) {
                            best = x;
                            smallest = size;
                        }
                    }
                }
                if dead_end {
                    dance.force.clear();
                } else if let Some(x) = dance.force.pop() {
                    best = x;
                } else if best != u32::MAX {
                    branching = true;
                }
            }
            let mut backing_up = dead_end;
            let mut cur_choice = 0;
            if dead_end {
            } else if best == u32::MAX {
                stats.solutions += 1;
                solution.clear();
                solution.extend(choice[..level].iter().map(|&node| option_of[node as usize] as usize));
                if !on_solution(&solution) || stats.solutions == limit {
                    stats.updates = dance.updates;
                    return stats;
                }
                backing_up = true;
            } else {
                dance.active -= 1;
                let last = dance.active;
                dance.deactivate(best, last);
                dance.oactive = dance.active;
                dance.hide::<false, COLORS>(best, 0);
                cur_choice = best;
                let start = saved[level];
                if branching {
                    let count = dance.active as usize;
                    if savestack.len() < start + count {
                        savestack.resize(start + count, (0, 0));
                    }
                    for (k, entry) in savestack[start..start + count].iter_mut().enumerate() {
                        let x = dance.a.item(k as u32);
                        *entry = (x, dance.size(x));
                    }
                    saved[level + 1] = start + count;
                } else {
                    saved[level + 1] = start;
                }
            }
            'advance: loop {
                if !backing_up {
                    let chosen = dance.a.set(cur_choice);
                    choice[level] = chosen;
                    if dance.try_option::<COLORS>(chosen) {
                        level += 1;
                        continue 'forward;
                    }
                    dance.force.clear();
                }
                // Abort, or back up: the next option at this level, or at one above.
                loop {
                    if !backing_up && cur_choice + 1 < best + dance.size(best) {
                        let (start, end) = (saved[level], saved[level + 1]);
                        dance.active = (end - start) as u32;
                        for &(x, size) in &savestack[start..end] {
                            dance.a.put(x - SIZE, size);
                        }
                        cur_choice += 1;
                        continue 'advance;
                    }
                    backing_up = false;
                    if level == 0 {
                        break 'forward;
                    }
                    level -= 1;
                    let chosen = dance.a.node(choice[level]);
                    best = chosen.item;
                    cur_choice = chosen.loc;
                }
            }
        }
        stats.updates = dance.updates;
        stats.complete = true;
        stats
    }
}

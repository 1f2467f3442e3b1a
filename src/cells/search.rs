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
    /// How many primary items whose size fell to 1 wait to be taken (`a.forced`).
    forced: u32,
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
    // A function of its own: inlined into the search loop, its locals were spilled to the stack.
    #[inline(never)]
    fn hide<const CHECK: bool, const COLORS: bool>(&mut self, x: u32, color: u32) -> bool {
        // Everything the loop reads, in locals: fields written through `self` would be stored
        // and reloaded around every write to the arrays.
        let (a, oactive, active, second) = (self.a, self.oactive, self.active, self.second);
        let mut forced = self.forced;
        let mut updates = 0u64;
        let end = x + a.set(x - SIZE);
        let mut emptied = false;
        'options: for at in x..end {
            let option = a.set(at);
            if COLORS && color != 0 && a.color(option) == color {
                continue; // It agrees with the colour: it stays.
            }
            let mut node = option + 1;
            while node != option {
                let n = a.node(node);
                if let Some(jump) = n.jump() {
                    node = node.wrapping_add(jump);
                    continue;
                }
                let item = n.item;
                if a.set(item - POS) < oactive {
                    let size = a.set(item - SIZE) - 1;
                    if CHECK && size <= 1 && item < second && a.set(item - POS) < active {
                        if size == 0 {
                            emptied = true;
                            break 'options;
                        }
                        a.put_forced(forced, item);
                        forced += 1;
                    }
                    // Swap the node with the item's last open one, and close it.
                    let last = item + size;
                    let other = a.set(last);
                    a.put(item - SIZE, size);
                    a.put(last, node);
                    a.put(n.loc, other);
                    a.put_loc(node, last);
                    a.put_loc(other, n.loc);
                    updates += 1;
                }
                node += 1;
            }
        }
        self.forced = forced;
        self.updates += updates;
        !emptied
    }

    /// Tries the option of `chosen`, a node of the item just taken: deactivates its other
    /// items, then hides what they exclude. False when that leaves an active primary item
    /// without options.
    #[inline(always)]
    fn try_option<const COLORS: bool>(&mut self, chosen: u32) -> bool {
        let mut p = self.active;
        self.oactive = p;
        self.each_other_node(chosen, |dance, _, item| {
            if dance.pos(item) < p {
                p -= 1;
                dance.deactivate(item, p);
            }
            true
        });
        self.active = p;
        self.each_other_node(chosen, |dance, node, item| {
            if item < dance.second {
                dance.hide::<true, COLORS>(item, 0)
            } else {
                let color = if COLORS { dance.a.color(node) } else { 0 };
                dance.pos(item) >= dance.oactive || dance.hide::<true, COLORS>(item, color)
            }
        })
    }

    /// Visits the nodes of `chosen`'s option after it, round to it (following the spacer's
    /// jump back to the option's first node), with each node's item, until `visit` says false:
    /// false then, else true.
    #[inline(always)]
    fn each_other_node(&mut self, chosen: u32, mut visit: impl FnMut(&mut Self, u32, u32) -> bool) -> bool {
        let mut node = chosen + 1;
        while node != chosen {
            let n = self.a.node(node);
            if let Some(jump) = n.jump() {
                node = node.wrapping_add(jump);
                continue;
            }
            if !visit(self, node, n.item) {
                return false;
            }
            node += 1;
        }
        true
    }
}

impl Cells {
    /// Searches from the start until the `limit`-th solution or the end, handing each
    /// solution's options (in the order chosen) to `on_solution`, which stops the search by
    /// answering `false`.
    pub fn search(self, limit: u64, on_solution: impl FnMut(&[usize]) -> bool) -> CellStats {
        if self.colors.iter().any(|&color| color != 0) {
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
            colors,
            option_of,
            mut items,
            second,
            ..
        } = self;
        let n_items = items.len();
        let active = n_items as u32;
        let mut force = vec![0u32; n_items];
        let mut dance = Dance {
            a: CellArrays::new(&mut set, &mut nodes, &colors, &mut items, &mut force),
            second,
            active,
            oactive: active,
            forced: 0,
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
            while dance.forced > 0 {
                dance.forced -= 1;
                let x = dance.a.forced(dance.forced);
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
                            dance.a.put_forced(dance.forced, x);
                            dance.forced += 1;
                        } else if size < smallest || (size == smallest && x < best) {
                            best = x;
                            smallest = size;
                        }
                    }
                }
                if dead_end {
                    dance.forced = 0;
                } else if dance.forced > 0 {
                    dance.forced -= 1;
                    best = dance.a.forced(dance.forced);
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
                    dance.forced = 0;
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

//! The moves of Algorithm M (Knuth's `dlx3`, exact cover with multiplicities), beside those of
//! Algorithm X in `moves.rs`: the event after a position, the event before it, and taking or
//! undoing one. A search of links with multiplicities takes these instead (see
//! `Links::has_multiplicities`); the rest of the stepper is the same.
//!
//! Knuth's steps as events (bounds are as `Links::bound` keeps them):
//! * M3, choose: `Choose` the item of least branch degree. A degree of 0 or less means its
//!   options left cannot reach its lower bound: the level ends there, nothing covered.
//! * M4, prepare: `CoverBranch` lowers the item's bound, covering it when that reaches 0. If the
//!   item has no slack and is now covered, the branch is Algorithm X's: `Select` each option in
//!   turn, then `UncoverBranch`. Otherwise it *tweaks*:
//! * M5, for each option while more are left than the lower bound needs: `Tweak` it (it leaves
//!   the list), `Select` it, and so on below. When none is left and the item may stay short,
//!   `Skip` is the null move: no option, the item leaves the active list; `Unskip` on the way
//!   back.
//! * M8, restore: `UncoverBranch` puts every tweaked option back at once (`Links::untweak`)
//!   and raises the bound again.
//! * M6 and M9: `CoverOther`/`UncoverOther` of a primary item lower or raise its bound,
//!   covering or uncovering it at 0; of a secondary item, as in Algorithm C.
//!
//! Stepping back needs no history here either. The tweaked options of a level are the first
//! ones of the item's list from `first_tweak` down (they still link down to each other), so the
//! one before a tweak is found by walking from there; and how many options a finished branch
//! tweaked follows from its item's list, bound and slack when it began (`tweaks_in_branch`).

use super::{Pos, Stats, Stepper};

/// How an event of Algorithm M shows at link detail (see `Stepper::shown_m`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ShownM {
    /// One event, whole.
    Whole,
    /// The tweak of this node: the event, then each node it hides.
    Tweak(u32),
    /// A count that fills this item: its bound goes to 0, and its cover shows as Algorithm X's.
    Count(u32),
    /// As in Algorithm X (or C): a cover, an uncover (which raises the bound of a primary item
    /// at its end), a purify or an unpurify, one node at a time.
    AsX,
}
use crate::dlx::Links;

impl Stepper {
    /// The event that follows `pos` in Algorithm M, where it differs from Algorithm X's
    /// (`None`: as there). Not inlined: the calls of the event machine stay as small as they
    /// were (in WebAssembly the module's size has a budget).
    #[inline(never)]
    pub(super) fn successor_m(&self, pos: Pos) -> Option<Pos> {
        let links = &self.links;
        let next = match pos {
            Pos::Choose { level, item } => {
                if links.branch_degree(item) <= 0 {
                    self.leave::<true>(level)
                } else {
                    Pos::CoverBranch { level, item }
                }
            }
            Pos::CoverBranch { level, item } => self.try_next(level, item, links.down(item)),
            Pos::Tweak { level, node } => Pos::Select { level, node },
            Pos::Skip { level, .. } => self.enter::<true>(level + 1),
            Pos::Unskip { level, item } => Pos::UncoverBranch { level, item },
            Pos::Deselect { level, node } => {
                // A tweaked node still links down to the option that followed it.
                self.try_next(level, self.item_at[level as usize], links.down(node))
            }
            _ => return None,
        };
        Some(next)
    }

    /// M5: the branch on `item` at `level` goes on with `node`, the top of its list now (the
    /// header when the list is empty).
    fn try_next(&self, level: u32, item: u32, node: u32) -> Pos {
        let links = &self.links;
        if links.branches_by_cover(item) {
            if node == item {
                Pos::UncoverBranch { level, item }
            } else {
                Pos::Select { level, node }
            }
        } else if links.tweaks_exhausted(item) {
            Pos::UncoverBranch { level, item }
        } else if node != item {
            Pos::Tweak { level, node }
        } else {
            Pos::Skip { level, item }
        }
    }

    /// Takes event `next` of Algorithm M where it differs from Algorithm X (see
    /// [`take`](Stepper::take)). Returns its count at link detail (`None` when it does not
    /// differ: nothing taken): a cover is one event per update, as in Algorithm X (a count
    /// that fills its item covers it); a tweak is one, and one more per node it hides; an
    /// untweak, a count and the null move are one.
    #[inline(never)]
    pub(super) fn take_m(&mut self, next: Pos, stats: &mut Stats) -> Option<u64> {
        let links = &mut self.links;
        let link_events = match next {
            Pos::CoverBranch { level, item } => {
                let updates = links.count_option(item);
                stats.updates += updates;
                if !links.branches_by_cover(item) {
                    self.first_tweak[level as usize] = links.down(item);
                }
                updates.max(1)
            }
            Pos::Tweak { node, .. } => {
                let hides = links.tweak(node);
                stats.updates += hides;
                1 + hides
            }
            Pos::Skip { level, item } => {
                self.node_at[level as usize] = item;
                links.deactivate(item);
                1
            }
            Pos::Unskip { item, .. } => {
                links.reactivate(item);
                1
            }
            Pos::CoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                let updates = links.count_option(links.item_of(node));
                stats.updates += updates;
                updates.max(1)
            }
            Pos::UncoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                links.uncount_option(links.item_of(node)).max(1)
            }
            Pos::UncoverBranch { level, item } => {
                let first = self.first_tweak.get(level as usize).copied().unwrap_or(0);
                links.end_branch(item, first).max(1)
            }
            _ => return None,
        };
        Some(link_events)
    }

    /// Undoes event `pos`'s link changes and statistics in Algorithm M where it differs from
    /// Algorithm X (see [`unapply`](Stepper::unapply)); returns its count at link detail, as
    /// `take_m` does (`None` when it does not differ).
    #[inline(never)]
    pub(super) fn undo_m(&mut self, pos: Pos) -> Option<u64> {
        let links = &mut self.links;
        let link_events = match pos {
            Pos::CoverBranch { item, .. } => {
                let updates = links.uncount_option(item);
                self.stats.updates -= updates;
                updates.max(1)
            }
            Pos::Tweak { node, .. } => {
                let hides = links.untweak_one(node);
                self.stats.updates -= hides;
                1 + hides
            }
            Pos::Skip { item, .. } => {
                links.reactivate(item);
                1
            }
            Pos::Unskip { item, .. } => {
                links.deactivate(item);
                1
            }
            Pos::CoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                let updates = links.uncount_option(links.item_of(node));
                self.stats.updates -= updates;
                updates.max(1)
            }
            Pos::UncoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                links.count_option(links.item_of(node)).max(1)
            }
            Pos::UncoverBranch { level, item } => {
                let (first, restored) = links.unend_branch(item);
                if let Some(slot) = self.first_tweak.get_mut(level as usize) {
                    *slot = first;
                }
                restored.max(1)
            }
            _ => return None,
        };
        Some(link_events)
    }

    /// The event before `pos` in Algorithm M where it differs from Algorithm X (`None`: as
    /// there), with the links as they were right after it; restores the stacks for that
    /// earlier position.
    #[inline(never)]
    pub(super) fn predecessor_m(&mut self, pos: Pos) -> Option<Pos> {
        let links = &self.links;
        let prev = match pos {
            Pos::Tweak { level, node } => {
                let item = self.item_at[level as usize];
                self.after_tweaks(level, item, node)
            }
            Pos::Select { level, node } if !links.branches_by_cover(self.item_at[level as usize]) => {
                Pos::Tweak { level, node }
            }
            Pos::Skip { level, item } => self.after_tweaks(level, item, item),
            Pos::Unskip { level, .. } => self.ended(level + 1),
            Pos::UncoverBranch { level, item } if !links.branches_by_cover(item) => {
                let top = links.down(item);
                if top == item && !links.tweaks_exhausted(item) {
                    // Every option was tweaked and the null move taken.
                    self.node_at[level as usize] = item;
                    Pos::Unskip { level, item }
                } else {
                    self.after_tweaks(level, item, top)
                }
            }
            _ => return None,
        };
        Some(prev)
    }

    /// The event before the branch on `item` at `level` went on with `top` (the top of its
    /// list now, or its header): the deselect of the last option tweaked, or the branch's start
    /// when none was.
    fn after_tweaks(&mut self, level: u32, item: u32, top: u32) -> Pos {
        let first = self.first_tweak[level as usize];
        if first == top {
            return Pos::CoverBranch { level, item };
        }
        let mut last = first;
        loop {
            let below = self.links.down(last);
            if below == top {
                break;
            }
            last = below;
        }
        self.node_at[level as usize] = last;
        Pos::Deselect { level, node: last }
    }
}

impl Stepper {
    /// Algorithm M from the start, as plain loops (Knuth's `dlx3`, step for step): the search
    /// until the `limit`-th solution (`limit > 0`) or the end, handing each solution's nodes
    /// (without the null moves' levels) to `on_solution`. It ends exactly where the event
    /// machine would, with the same stacks, links, counters and positions; a property test
    /// holds the two to that. Returns the number of solutions found.
    /// Not generic over `on_solution`: one copy serves every caller (the wasm module's size).
    #[inline(never)]
    pub(super) fn search_flat_out_m(&mut self, limit: u64, on_solution: &mut dyn FnMut(&Links, &[u32])) -> u64 {
        debug_assert!(self.at_start() && limit > 0 && self.links.has_multiplicities());
        /// Where the loop goes next, at `level` (Knuth's labels).
        enum Go {
            /// M2: enter the level.
            Forward,
            /// M5: the branch on the level's item goes on with `node`, the top of its list.
            Advance(u32),
            /// M8: the branch on the level's item is over.
            Backup,
            /// M9: leave the level.
            Backdown,
        }
        let heuristic = self.heuristic;
        let n_primary = self.links.n_primary() as u32;
        let Stepper {
            links,
            item_at,
            node_at,
            first_tweak,
            ..
        } = self;
        let mut stats = Stats::default();
        // Events at algorithm detail, and at link detail (see `take_m`).
        let (mut events, mut link_events) = (0u64, 0u64);
        let mut level = 0usize;
        let mut item = 0;
        let mut solution = Vec::new();
        let mut go = Go::Forward;
        let end = loop {
            go = match go {
                Go::Forward => {
                    events += 1;
                    link_events += 1;
                    if links.all_covered() {
                        stats.nodes += 1;
                        stats.solutions += 1;
                        solution.clear();
                        solution.extend(node_at[..level].iter().filter(|&&node| !links.is_header(node)));
                        on_solution(links, &solution);
                        if stats.solutions == limit {
                            break Pos::Solution { level: level as u32 };
                        }
                        Go::Backdown
                    } else {
                        item = heuristic.branch_item_in::<true>(links);
                        item_at[level] = item;
                        stats.nodes += 1;
                        if links.branch_degree(item) <= 0 {
                            Go::Backdown
                        } else {
                            // M4: the branch lowers the item's bound; it tweaks unless it is a
                            // plain cover.
                            events += 1;
                            let updates = links.count_option(item);
                            stats.updates += updates;
                            link_events += updates.max(1);
                            let top = links.down(item);
                            if !links.branches_by_cover(item) {
                                first_tweak[level] = top;
                            }
                            Go::Advance(top)
                        }
                    }
                }
                Go::Advance(node) => {
                    // M5: try `node` (after tweaking it), or end the branch, or the null move.
                    let try_node = if links.branches_by_cover(item) {
                        node != item
                    } else if links.tweaks_exhausted(item) {
                        false
                    } else if node != item {
                        events += 1;
                        let hides = links.tweak(node);
                        stats.updates += hides;
                        link_events += 1 + hides;
                        true
                    } else {
                        false
                    };
                    if try_node {
                        // M6: select `node`'s option, counting or covering its other items.
                        events += 1;
                        link_events += 1;
                        node_at[level] = node;
                        let mut other = links.right_acting(node, node);
                        while other != node {
                            events += 1;
                            let other_item = links.item_of(other);
                            if other_item <= n_primary {
                                let updates = links.count_option(other_item);
                                stats.updates += updates;
                                link_events += updates.max(1);
                            } else {
                                let work = links.commit(other);
                                stats.add(work);
                                link_events += work.link_events();
                            }
                            other = links.right_acting(other, node);
                        }
                        level += 1;
                        Go::Forward
                    } else if node == item && !links.branches_by_cover(item) && !links.tweaks_exhausted(item) {
                        // The null move: no option, and the item leaves the active list.
                        events += 1;
                        link_events += 1;
                        node_at[level] = item;
                        links.deactivate(item);
                        level += 1;
                        Go::Forward
                    } else {
                        Go::Backup
                    }
                }
                Go::Backup => {
                    events += 1;
                    link_events += links.end_branch(item, first_tweak[level]).max(1);
                    Go::Backdown
                }
                Go::Backdown => {
                    if level == 0 {
                        events += 1;
                        link_events += 1;
                        break Pos::Done;
                    }
                    level -= 1;
                    item = item_at[level];
                    let node = node_at[level];
                    if links.is_header(node) {
                        // Unskip, then the branch is over.
                        events += 1;
                        link_events += 1;
                        links.reactivate(item);
                        Go::Backup
                    } else {
                        let mut other = links.left_acting(node, node);
                        while other != node {
                            events += 1;
                            let other_item = links.item_of(other);
                            link_events += if other_item <= n_primary {
                                links.uncount_option(other_item).max(1)
                            } else {
                                links.uncommit(other).link_events()
                            };
                            other = links.left_acting(other, node);
                        }
                        // Deselect; a tweaked node still links down to the next option.
                        events += 1;
                        link_events += 1;
                        Go::Advance(links.down(node))
                    }
                }
            };
        };
        self.pos = end;
        self.stats = stats;
        self.algorithm_steps = events;
        self.link_steps = link_events;
        stats.solutions
    }
}

impl Stepper {
    /// How `pos` shows at link detail, with the links as they are before it is taken
    /// (`after` false) or after (`after` true).
    pub(super) fn shown_m(&self, pos: Pos, after: bool) -> ShownM {
        let links = &self.links;
        let primary = |item: u32| item as usize <= links.n_primary();
        // A count fills its item when the bound goes from 1 to 0; an uncount empties it back.
        let fills = |item: u32| links.bound(item) == u32::from(!after);
        let empties = |item: u32| links.bound(item) == u32::from(after);
        match pos {
            Pos::Tweak { node, .. } => ShownM::Tweak(node),
            Pos::CoverBranch { item, .. } if fills(item) => ShownM::Count(item),
            Pos::CoverOther { node, .. } if primary(links.item_of(node)) => {
                let item = links.item_of(node);
                if fills(item) {
                    ShownM::Count(item)
                } else {
                    ShownM::Whole
                }
            }
            Pos::UncoverOther { node, .. } if primary(links.item_of(node)) => {
                if empties(links.item_of(node)) {
                    ShownM::AsX
                } else {
                    ShownM::Whole
                }
            }
            // An uncover when the branch covered without tweaking; an untweak is one event.
            Pos::UncoverBranch { item, .. } if empties(item) && links.slack(item) == 0 => ShownM::AsX,
            Pos::CoverOther { .. } | Pos::UncoverOther { .. } => ShownM::AsX,
            _ => ShownM::Whole,
        }
    }

    /// The primary item whose bound an uncover event `pos` raises at its end, if any.
    pub(super) fn uncounted_item(&self, pos: Pos) -> Option<u32> {
        let item = match pos {
            Pos::UncoverBranch { item, .. } => item,
            Pos::UncoverOther { node, .. } => self.links.item_of(node),
            _ => return None,
        };
        (item as usize <= self.links.n_primary()).then_some(item)
    }

    /// The primary item whose bound a cover event `pos` lowered at its start, if any.
    pub(super) fn counted_item(&self, pos: Pos) -> Option<u32> {
        let item = match pos {
            Pos::CoverBranch { item, .. } => item,
            Pos::CoverOther { node, .. } => self.links.item_of(node),
            _ => return None,
        };
        (item as usize <= self.links.n_primary()).then_some(item)
    }
}

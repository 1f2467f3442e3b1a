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

impl Stepper {
    /// The event that follows `pos` in Algorithm M.
    pub(super) fn successor_m(&self, pos: Pos) -> Pos {
        let links = &self.links;
        match pos {
            Pos::Choose { level, item } => {
                if links.branch_degree(item) <= 0 {
                    self.leave(level)
                } else {
                    Pos::CoverBranch { level, item }
                }
            }
            Pos::CoverBranch { level, item } => self.try_next(level, item, links.down(item)),
            Pos::Tweak { level, node } => Pos::Select { level, node },
            Pos::Skip { level, .. } => self.enter(level + 1),
            Pos::Unskip { level, item } => Pos::UncoverBranch { level, item },
            Pos::Deselect { level, node } => {
                // A tweaked node still links down to the option that followed it.
                self.try_next(level, self.item_at[level as usize], links.down(node))
            }
            _ => self.successor_x(pos),
        }
    }

    /// Leaving `level` once its subtree is done: back to the level above, or the end.
    pub(super) fn leave(&self, level: u32) -> Pos {
        if level == 0 {
            Pos::Done
        } else {
            self.recover(level - 1)
        }
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

    /// Takes event `next` of Algorithm M (see [`take`](Stepper::take)). Returns its count at
    /// link detail: 1, as every event of a search with multiplicities is one there for now.
    pub(super) fn take_m(&mut self, next: Pos, stats: &mut Stats) -> u64 {
        let links = &mut self.links;
        match next {
            Pos::CoverBranch { level, item } => {
                stats.updates += links.count_option(item);
                if !links.branches_by_cover(item) {
                    self.first_tweak[level as usize] = links.down(item);
                }
            }
            Pos::Tweak { node, .. } => stats.updates += links.tweak(node),
            Pos::Skip { level, item } => {
                self.node_at[level as usize] = item;
                links.deactivate(item);
            }
            Pos::Unskip { item, .. } => links.reactivate(item),
            Pos::CoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                stats.updates += links.count_option(links.item_of(node));
            }
            Pos::UncoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                links.uncount_option(links.item_of(node));
            }
            Pos::UncoverBranch { level, item } => {
                let first = self.first_tweak.get(level as usize).copied().unwrap_or(0);
                links.end_branch(item, first);
            }
            _ => {
                self.take_x(next, stats);
            }
        }
        1
    }

    /// Undoes event `pos`'s link changes and statistics in Algorithm M (see
    /// [`unapply`](Stepper::unapply)); returns its count at link detail, 1.
    pub(super) fn undo_m(&mut self, pos: Pos) -> u64 {
        let links = &mut self.links;
        match pos {
            Pos::CoverBranch { item, .. } => self.stats.updates -= links.uncount_option(item),
            Pos::Tweak { node, .. } => self.stats.updates -= links.untweak_one(node),
            Pos::Skip { item, .. } => links.reactivate(item),
            Pos::Unskip { item, .. } => links.deactivate(item),
            Pos::CoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                self.stats.updates -= links.uncount_option(links.item_of(node));
            }
            Pos::UncoverOther { node, .. } if links.item_of(node) as usize <= links.n_primary() => {
                links.count_option(links.item_of(node));
            }
            Pos::UncoverBranch { level, item } => {
                let first = links.unend_branch(item);
                if let Some(slot) = self.first_tweak.get_mut(level as usize) {
                    *slot = first;
                }
            }
            _ => {
                self.undo_x(pos);
            }
        }
        1
    }

    /// The event before `pos` in Algorithm M, with the links as they were right after it;
    /// restores the stacks for that earlier position.
    pub(super) fn predecessor_m(&mut self, pos: Pos) -> Pos {
        let links = &self.links;
        match pos {
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
            _ => self.predecessor_x(pos),
        }
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

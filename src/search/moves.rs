//! The moves of the search: the event after a position (Knuth's steps X1–X8 of `dlx1`, one
//! event per step taken) and, side by side, the event before it, worked out from the position
//! and the links (see the module docs of [`search`](super) for the one case that needs care).
//!
//! Forward, the steps map to positions like this:
//! * X1–X2 (enter a level): `Start` and every level entered lead to `Solution` when no primary
//!   item is active, else to `Choose` (X3, the branching rule).
//! * X4 (cover the chosen item): `CoverBranch`.
//! * X5 (try an option): `Select`, then one `CoverOther` per other item of the option; or, when
//!   the chosen item has no option left, X7.
//! * X6 (try again): `UncoverOther` for the option's other items, right to left, then
//!   `Deselect`, then X5 with the next option down.
//! * X7 (backtrack): `UncoverBranch`.
//! * X8 (leave the level): back to X6 at the level above, or `Done` at level 0.

use super::{Event, Op, Pos, Stats, Stepper};

impl Stepper {
    // ----- Forward: dlx1's steps X2–X8 as events -----

    /// The event that follows the current position.
    #[inline(always)]
    pub(super) fn successor(&self) -> Pos {
        self.successor_of(self.pos)
    }

    /// The event that follows `pos`, with the stacks and links as they are at `pos`.
    // A call in WebAssembly: inlined at each of its callers, its two compilations (with
    // multiplicities and without) cost the module kilobytes; `advance` has its own.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn successor_of(&self, pos: Pos) -> Pos {
        if self.links.has_multiplicities() {
            self.successor_in::<true>(pos)
        } else {
            self.successor_in::<false>(pos)
        }
    }

    /// [`successor_of`](Self::successor_of) for links that have multiplicities (`M`) or not,
    /// known at compile time: the event machine's loop (`advance`) is compiled once for each,
    /// so that a search without them tests for them nowhere (the tests cost a fifth of a
    /// small search's time).
    #[inline(always)]
    pub(super) fn successor_in<const M: bool>(&self, pos: Pos) -> Pos {
        if M {
            if let Some(next) = self.successor_m(pos) {
                return next;
            }
        }
        self.successor_x::<M>(pos)
    }

    /// [`successor_of`](Self::successor_of) in Algorithm X (and C): for links without
    /// multiplicities, and for the moves Algorithm M shares.
    #[inline(always)]
    pub(super) fn successor_x<const M: bool>(&self, pos: Pos) -> Pos {
        let links = &self.links;
        match pos {
            Pos::Start => self.enter::<M>(0),
            Pos::Choose { level, item } => Pos::CoverBranch { level, item },
            Pos::CoverBranch { level, item } => {
                let first = links.down(item);
                if first == item {
                    Pos::UncoverBranch { level, item }
                } else {
                    Pos::Select { level, node: first }
                }
            }
            Pos::Select { level, node } => {
                let next = links.right_acting(node, node);
                if next == node {
                    self.enter::<M>(level + 1)
                } else {
                    Pos::CoverOther { level, node: next }
                }
            }
            Pos::CoverOther { level, node } => {
                let next = links.right_acting(node, self.node_at[level as usize]);
                if next == self.node_at[level as usize] {
                    self.enter::<M>(level + 1)
                } else {
                    Pos::CoverOther { level, node: next }
                }
            }
            Pos::Solution { level } | Pos::UncoverBranch { level, .. } => self.leave::<M>(level),
            Pos::UncoverOther { level, node } => {
                let next = links.left_acting(node, self.node_at[level as usize]);
                if next == self.node_at[level as usize] {
                    Pos::Deselect { level, node: next }
                } else {
                    Pos::UncoverOther { level, node: next }
                }
            }
            Pos::Deselect { level, node } => {
                let next = links.down(node);
                let item = self.item_at[level as usize];
                if next == item {
                    Pos::UncoverBranch { level, item }
                } else {
                    Pos::Select { level, node: next }
                }
            }
            Pos::Done => Pos::Done,
            // Algorithm M's own moves (see `successor_m`).
            Pos::Tweak { .. } | Pos::Skip { .. } | Pos::Unskip { .. } => {
                unreachable!("an Algorithm M move without multiplicities")
            }
        }
    }

    /// Entering `level`: a solution if nothing is left to cover, else a branch.
    #[inline(always)]
    pub(super) fn enter<const M: bool>(&self, level: u32) -> Pos {
        if self.links.all_covered() {
            Pos::Solution { level }
        } else {
            Pos::Choose {
                level,
                item: self.branch_item_in::<M>(),
            }
        }
    }

    /// Leaving `level` once its subtree is done: back to the level above, or the end.
    pub(super) fn leave<const M: bool>(&self, level: u32) -> Pos {
        if level == 0 {
            Pos::Done
        } else {
            self.recover::<M>(level - 1)
        }
    }

    /// Coming back up to `level`: uncover the other items of its option, right to left (or
    /// undo Algorithm M's null move).
    #[inline(always)]
    pub(super) fn recover<const M: bool>(&self, level: u32) -> Pos {
        let node = self.node_at[level as usize];
        if M && self.links.is_header(node) {
            return Pos::Unskip {
                level,
                item: self.item_at[level as usize],
            };
        }
        let prev = self.links.left_acting(node, node);
        if prev == node {
            Pos::Deselect { level, node }
        } else {
            Pos::UncoverOther { level, node: prev }
        }
    }

    #[inline(always)]
    pub(super) fn branch_item(&self) -> u32 {
        self.heuristic.branch_item(&self.links)
    }

    /// [`branch_item`](Self::branch_item) with or without multiplicities, known at compile
    /// time (see `successor_in`).
    #[inline(always)]
    pub(super) fn branch_item_in<const M: bool>(&self) -> u32 {
        self.heuristic.branch_item_in::<M>(&self.links)
    }

    /// Takes event `next` whole: its link changes, stacks and counters (nothing once done).
    #[inline(always)]
    pub(super) fn apply(&mut self, next: Pos) {
        if self.pos != Pos::Done {
            let mut stats = self.stats;
            self.link_steps += self.take(next, &mut stats);
            self.stats = stats;
            self.algorithm_steps += 1;
            self.pos = next;
        }
    }

    /// Takes event `next`'s link changes and stacks, and counts it in `stats`, for a search
    /// that is not done; the caller moves the position and the step counters. Returns the
    /// event's count at [`Detail::Links`].
    // A call in WebAssembly: inlined at each of its callers, its two compilations (with
    // multiplicities and without) cost the module kilobytes; `advance` has its own.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(super) fn take(&mut self, next: Pos, stats: &mut Stats) -> u64 {
        if self.links.has_multiplicities() {
            self.take_in::<true>(next, stats)
        } else {
            self.take_in::<false>(next, stats)
        }
    }

    /// [`take`](Self::take) with or without multiplicities, known at compile time (see
    /// `successor_in`).
    #[inline(always)]
    pub(super) fn take_in<const M: bool>(&mut self, next: Pos, stats: &mut Stats) -> u64 {
        if M {
            if let Some(link_events) = self.take_m(next, stats) {
                return link_events;
            }
        }
        self.take_x(next, stats)
    }

    /// [`take`](Self::take) in Algorithm X (and C), as `successor_x`.
    #[inline(always)]
    pub(super) fn take_x(&mut self, next: Pos, stats: &mut Stats) -> u64 {
        // A cover or uncover is one event at algorithm detail but, at link detail, one more
        // for each node it hides or unhides: exactly its count of updates less one.
        let mut link_events = 1;
        match next {
            Pos::Choose { level, item } => {
                self.item_at[level as usize] = item;
                stats.nodes += 1;
            }
            Pos::CoverBranch { item, .. } => {
                link_events = self.links.cover_item(item);
                stats.updates += link_events;
            }
            Pos::Select { level, node } => self.node_at[level as usize] = node,
            Pos::CoverOther { node, .. } => {
                let work = self.links.commit(node);
                stats.add(work);
                // At link detail a cover is one event per update, a purify one per cleansing
                // and one per hide.
                link_events = work.link_events();
            }
            Pos::Solution { .. } => {
                stats.nodes += 1;
                stats.solutions += 1;
            }
            Pos::UncoverOther { node, .. } => {
                let work = self.links.uncommit(node);
                link_events = work.link_events();
            }
            Pos::UncoverBranch { item, .. } => link_events = self.links.uncover_item(item),
            Pos::Start | Pos::Deselect { .. } | Pos::Done => {}
            Pos::Tweak { .. } | Pos::Skip { .. } | Pos::Unskip { .. } => {
                unreachable!("an Algorithm M move without multiplicities")
            }
        }
        link_events
    }

    // ----- Backward: the same steps undone -----

    /// The event before `pos`, given links as they were right after it. Also restores the
    /// stacks for that earlier position.
    pub(super) fn predecessor(&mut self, pos: Pos) -> Pos {
        if self.links.has_multiplicities() {
            if let Some(prev) = self.predecessor_m(pos) {
                return prev;
            }
        }
        self.predecessor_x(pos)
    }

    /// [`predecessor`](Self::predecessor) in Algorithm X (and C), as `successor_x`.
    pub(super) fn predecessor_x(&mut self, pos: Pos) -> Pos {
        let links = &self.links;
        match pos {
            Pos::Start => Pos::Start,
            Pos::Choose { level, .. } | Pos::Solution { level } => self.entered_from(level),
            Pos::CoverBranch { level, item } => Pos::Choose { level, item },
            Pos::Select { level, node } => {
                let item = self.item_at[level as usize];
                if node == links.down(item) {
                    Pos::CoverBranch { level, item }
                } else {
                    let prev = links.up(node);
                    self.node_at[level as usize] = prev;
                    Pos::Deselect { level, node: prev }
                }
            }
            Pos::CoverOther { level, node } => {
                let prev = links.left_acting(node, self.node_at[level as usize]);
                if prev == self.node_at[level as usize] {
                    Pos::Select { level, node: prev }
                } else {
                    Pos::CoverOther { level, node: prev }
                }
            }
            Pos::UncoverOther { level, node } => {
                let prev = links.right_acting(node, self.node_at[level as usize]);
                if prev == self.node_at[level as usize] {
                    self.ended(level + 1)
                } else {
                    Pos::UncoverOther { level, node: prev }
                }
            }
            Pos::Deselect { level, node } => {
                self.node_at[level as usize] = node;
                let prev = links.right_acting(node, node);
                if prev == node {
                    self.ended(level + 1)
                } else {
                    Pos::UncoverOther { level, node: prev }
                }
            }
            Pos::UncoverBranch { level, item } => {
                let last = links.up(item);
                if last == item {
                    Pos::CoverBranch { level, item }
                } else {
                    self.node_at[level as usize] = last;
                    Pos::Deselect { level, node: last }
                }
            }
            Pos::Done => self.ended(0),
            Pos::Tweak { .. } | Pos::Skip { .. } | Pos::Unskip { .. } => {
                unreachable!("an Algorithm M move without multiplicities")
            }
        }
    }

    /// The event that entered `level` (the last cover of the option above, or its select).
    pub(super) fn entered_from(&self, level: u32) -> Pos {
        if level == 0 {
            return Pos::Start;
        }
        let level = level - 1;
        let node = self.node_at[level as usize];
        if self.links.has_multiplicities() && self.links.is_header(node) {
            let item = self.item_at[level as usize];
            return Pos::Skip { level, item };
        }
        let last = self.links.left_acting(node, node);
        if last == node {
            Pos::Select { level, node }
        } else {
            Pos::CoverOther { level, node: last }
        }
    }

    /// The last event of the subtree at `level`, with the links as they were when it was
    /// entered (and are again when it ends): see the module docs.
    pub(super) fn ended(&mut self, level: u32) -> Pos {
        if self.links.all_covered() {
            Pos::Solution { level }
        } else {
            let item = self.branch_item();
            self.item_at[level as usize] = item;
            if self.links.has_multiplicities() && self.links.branch_degree(item) <= 0 {
                // Algorithm M backs up from such a choice at once, covering nothing.
                return Pos::Choose { level, item };
            }
            Pos::UncoverBranch { level, item }
        }
    }

    /// Undoes event `pos`'s link changes and counters (not its stacks).
    pub(super) fn unapply(&mut self, pos: Pos) {
        let link_events = match self.links.has_multiplicities().then(|| self.undo_m(pos)).flatten() {
            Some(link_events) => link_events,
            None => self.undo_x(pos),
        };
        self.algorithm_steps -= 1;
        self.link_steps -= link_events;
    }

    /// Undoes event `pos`'s link changes and statistics in Algorithm X (and C); returns its
    /// count at link detail.
    pub(super) fn undo_x(&mut self, pos: Pos) -> u64 {
        let mut link_events = 1;
        match pos {
            Pos::Choose { .. } => self.stats.nodes -= 1,
            Pos::Solution { .. } => {
                self.stats.nodes -= 1;
                self.stats.solutions -= 1;
            }
            Pos::CoverOther { node, .. } => {
                // An uncover (unpurify) restores exactly the links its cover (purify) removed.
                let work = self.links.uncommit(node);
                self.stats.remove(work);
                link_events = work.link_events();
            }
            Pos::UncoverOther { node, .. } => {
                let work = self.links.commit(node);
                link_events = work.link_events();
            }
            Pos::CoverBranch { item, .. } => {
                link_events = self.links.uncover_item(item);
                self.stats.updates -= link_events;
            }
            Pos::UncoverBranch { item, .. } => link_events = self.links.cover_item(item),
            Pos::Start | Pos::Select { .. } | Pos::Deselect { .. } | Pos::Done => {}
            Pos::Tweak { .. } | Pos::Skip { .. } | Pos::Unskip { .. } => {
                unreachable!("an Algorithm M move without multiplicities")
            }
        }
        link_events
    }

    pub(super) fn back_algorithm(&mut self) -> Option<Event> {
        if self.op != Op::None {
            // A cover or uncover half shown at link detail unwinds as one step.
            let mut last = None;
            while self.op != Op::None {
                last = self.back_links();
            }
            return last;
        }
        if self.pos == Pos::Start {
            return None;
        }
        let pos = self.pos;
        let event = self.describe(pos);
        self.unapply(pos);
        self.pos = self.predecessor(pos);
        Some(event)
    }

    pub(super) fn forward_algorithm(&mut self) -> Event {
        match self.op {
            Op::None => {
                let next = self.successor();
                self.apply(next);
                self.describe(next)
            }
            _ => {
                // Finish the cover or uncover that link detail left half shown.
                let mut last = Event::Done;
                while self.op != Op::None {
                    last = self.forward_links();
                }
                match last {
                    Event::Hide { .. } | Event::Settle { .. } => self.describe(self.pos),
                    other => other,
                }
            }
        }
    }
}

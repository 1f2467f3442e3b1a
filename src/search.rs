//! Algorithm X as a resumable, reversible state machine over [`Links`].
//!
//! The search is Knuth's `dlx1` written as events instead of `goto`s. A position in the search
//! is *the last event taken* plus two small stacks (the item chosen and the option tried at each
//! level). Each event has an exact inverse, and the event before it can be worked out from the
//! position and the links, so stepping back needs no history: its memory does not grow.
//!
//! One case needs care: after a whole subtree at level `k + 1` ends, was its last event a
//! solution or the uncover of an exhausted item (and which item)? Stepping back restores the
//! links to how they were when level `k + 1` was entered; the search is deterministic, so
//! "no primary item left" means it was a solution, and otherwise the branching rule, run again on
//! those same links, names the item.
//!
//! Every caller goes through the same successor function and the same [`Links::cover`]: the
//! fast solver ([`Stepper::advance`]) loops over it without building [`Event`]s, and the
//! stepper ([`Stepper::step`]) describes each one.

use crate::dlx::Links;
use crate::problem::Problem;

mod flat_out;

/// How the search picks the item to branch on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Heuristic {
    /// The first active primary item of minimum length ("minimum remaining values", Knuth's
    /// choice): few branches, small trees.
    #[default]
    MinimumRemainingValues,
    /// Always the first active primary item: shows a learner what the heuristic buys.
    FirstItem,
}

impl Heuristic {
    /// The item to branch on in `links` (0 when no primary item is active).
    #[inline(always)]
    fn branch_item(self, links: &Links) -> u32 {
        match self {
            Heuristic::MinimumRemainingValues => links.min_length_item(),
            Heuristic::FirstItem => links.first_active(),
        }
    }
}

/// How fine the events of [`Stepper::step`] are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detail {
    /// The algorithm's events: choose, cover, select, solution, uncover, deselect, done.
    #[default]
    Algorithm,
    /// Also one `hide` / `unhide` event per node unlinked or relinked, so a view can animate
    /// every pointer write. A `cover` event then only unlinks the item's header; its hides
    /// follow. An `uncover` event comes after its unhides and relinks the header.
    Links,
}

/// Counters of the search so far, as Knuth defines them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Search-tree nodes: one per item chosen to branch on (the root included) plus one per
    /// solution found.
    pub nodes: u64,
    /// Link removals: one per item unlinked from an item list by a cover, plus one per node
    /// unlinked from its item's list.
    pub updates: u64,
    /// Solutions found.
    pub solutions: u64,
}

/// One step of the search. Items and options are 0-based indices into the [`Problem`]; `node`
/// is an index into [`Links::nodes`]; `level` is the number of options selected above.
// The fields are the same across variants and described once, above.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search branches on `item`, which has `len` options left.
    Choose { level: usize, item: usize, len: usize },
    /// `item` is covered: unlinked from the item list, its options hidden from other items.
    Cover { level: usize, item: usize },
    /// [`Detail::Links`] only: while covering `item`, `node` (of option `option`, in the list of
    /// `node_item`) is unlinked from its list.
    Hide {
        level: usize,
        item: usize,
        node: usize,
        node_item: usize,
        option: usize,
    },
    /// `option` joins the partial solution at `level` (`node` is its node in the chosen item).
    Select { level: usize, option: usize, node: usize },
    /// Every primary item is covered: the `level` selected options are a solution.
    Solution { level: usize },
    /// [`Detail::Links`] only: while uncovering `item`, `node` is put back in its list.
    Unhide {
        level: usize,
        item: usize,
        node: usize,
        node_item: usize,
        option: usize,
    },
    /// `item` is uncovered: everything its cover did is undone.
    Uncover { level: usize, item: usize },
    /// `option` leaves the partial solution (its subtree is finished).
    Deselect { level: usize, option: usize, node: usize },
    /// The search is finished.
    Done,
}

impl Event {
    /// The event's name, as used by the JavaScript API: `"choose"`, `"cover"`, …
    pub fn name(&self) -> &'static str {
        match self {
            Event::Choose { .. } => "choose",
            Event::Cover { .. } => "cover",
            Event::Hide { .. } => "hide",
            Event::Select { .. } => "select",
            Event::Solution { .. } => "solution",
            Event::Unhide { .. } => "unhide",
            Event::Uncover { .. } => "uncover",
            Event::Deselect { .. } => "deselect",
            Event::Done => "done",
        }
    }
}

/// Why [`Stepper::advance`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pause {
    /// It just found a solution.
    Solution,
    /// The search is finished.
    Done,
    /// It took the number of events it was allowed.
    Budget,
}

/// The last event taken, in link-array terms (items and nodes are link indices). Levels and
/// nodes fit in `u32` because the links index nodes with `u32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    Start,
    Choose {
        level: u32,
        item: u32,
    },
    /// The cover of the item chosen at `level`.
    CoverBranch {
        level: u32,
        item: u32,
    },
    Select {
        level: u32,
        node: u32,
    },
    /// The cover of the item of `node`, another item of the option selected at `level`.
    CoverOther {
        level: u32,
        node: u32,
    },
    Solution {
        level: u32,
    },
    UncoverOther {
        level: u32,
        node: u32,
    },
    Deselect {
        level: u32,
        node: u32,
    },
    UncoverBranch {
        level: u32,
        item: u32,
    },
    Done,
}

impl Pos {
    /// The item a cover or uncover event works on, if this is one.
    fn covered_item(self, links: &Links) -> Option<u32> {
        match self {
            Pos::CoverBranch { item, .. } | Pos::UncoverBranch { item, .. } => Some(item),
            Pos::CoverOther { node, .. } | Pos::UncoverOther { node, .. } => Some(links.item_of(node)),
            _ => None,
        }
    }

    fn level(self) -> usize {
        match self {
            Pos::Start | Pos::Done => 0,
            Pos::Choose { level, .. }
            | Pos::CoverBranch { level, .. }
            | Pos::Select { level, .. }
            | Pos::CoverOther { level, .. }
            | Pos::Solution { level }
            | Pos::UncoverOther { level, .. }
            | Pos::Deselect { level, .. }
            | Pos::UncoverBranch { level, .. } => level as usize,
        }
    }

    /// How many options are in the partial solution right after this event.
    fn depth(self) -> usize {
        match self {
            Pos::Select { .. } | Pos::CoverOther { .. } | Pos::UncoverOther { .. } => self.level() + 1,
            _ => self.level(),
        }
    }
}

/// A cover or uncover shown one node at a time ([`Detail::Links`]) that is not finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    None,
    /// The cover event at `pos` has unlinked `item`'s header; `next` is the (row, node) it
    /// hides next. (A cover with nothing left to hide is finished: `Op::None`.)
    Covering {
        item: u32,
        next: (u32, u32),
    },
    /// Unhiding for the uncover event `pending`, which has not happened yet; `done` is the last
    /// (row, node) put back. `pos` stays the event before `pending`.
    Uncovering {
        item: u32,
        done: (u32, u32),
        pending: Pos,
    },
}

/// Algorithm X over dancing links, one event at a time, forwards or backwards.
///
/// ```
/// use dlx_stepper::{Event, Problem, Stepper};
/// let problem = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
/// let mut stepper = Stepper::new(&problem);
/// assert_eq!(stepper.step(), Event::Choose { level: 0, item: 0, len: 2 }); // A
/// assert_eq!(stepper.step(), Event::Cover { level: 0, item: 0 });
/// assert_eq!(stepper.step(), Event::Select { level: 0, option: 1, node: 13 }); // A D G
/// stepper.step_back();
/// stepper.step_back();
/// assert_eq!(stepper.position(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Stepper {
    links: Links,
    /// The links before the first event, for an instant `reset` (`None` for a stepper made
    /// to run flat out once, which then resets by stepping back).
    initial: Option<Links>,
    heuristic: Heuristic,
    detail: Detail,
    pos: Pos,
    op: Op,
    /// The item chosen at each level on the current path.
    item_at: Vec<u32>,
    /// The node (in the chosen item's list) of the option tried at each level on the path.
    node_at: Vec<u32>,
    stats: Stats,
    /// Events taken so far at [`Detail::Algorithm`] and at [`Detail::Links`].
    algorithm_steps: u64,
    link_steps: u64,
}

impl Stepper {
    /// A stepper at the start of the search of `problem`, with the minimum-remaining-values
    /// heuristic and algorithm-level events.
    pub fn new(problem: &Problem) -> Stepper {
        Stepper::from_links(Links::new(problem))
    }

    /// A stepper over links built elsewhere (they must be in their initial state).
    pub fn from_links(links: Links) -> Stepper {
        let mut stepper = Stepper::without_copy(links);
        stepper.initial = Some(stepper.links.clone());
        stepper
    }

    /// Like [`from_links`](Self::from_links), but keeps no copy of the initial links: for
    /// solvers that run once and are dropped (a Sudoku solve), where the copy would cost more
    /// than the search. [`reset`](Self::reset) then steps back to the start instead.
    pub fn without_copy(links: Links) -> Stepper {
        let levels = links.n_primary() + 1;
        Stepper {
            initial: None,
            links,
            heuristic: Heuristic::default(),
            detail: Detail::default(),
            pos: Pos::Start,
            op: Op::None,
            item_at: vec![0; levels],
            node_at: vec![0; levels],
            stats: Stats::default(),
            algorithm_steps: 0,
            link_steps: 0,
        }
    }

    /// The links, giving up the stepper (a solver that lent them out takes them back).
    pub fn into_links(self) -> Links {
        self.links
    }

    /// Sets the branching rule and goes back to the start: a search tree is only reversible
    /// under the rule that grew it.
    pub fn set_heuristic(&mut self, heuristic: Heuristic) {
        self.reset();
        self.heuristic = heuristic;
    }

    /// The branching rule.
    pub fn heuristic(&self) -> Heuristic {
        self.heuristic
    }

    /// Sets how fine the events of [`step`](Self::step) and [`step_back`](Self::step_back) are.
    /// It may change at any moment; a cover or uncover half shown finishes (or unwinds) as one
    /// algorithm-level step.
    pub fn set_detail(&mut self, detail: Detail) {
        self.detail = detail;
    }

    /// How fine the events are.
    pub fn detail(&self) -> Detail {
        self.detail
    }

    /// Goes back to the start of the search, links and counters included.
    pub fn reset(&mut self) {
        let Some(initial) = &self.initial else {
            while !self.at_start() {
                self.back_algorithm();
            }
            return;
        };
        self.links.clone_from(initial);
        self.pos = Pos::Start;
        self.op = Op::None;
        self.stats = Stats::default();
        self.algorithm_steps = 0;
        self.link_steps = 0;
    }

    /// The links as they are at this position.
    pub fn links(&self) -> &Links {
        &self.links
    }

    /// Counters up to this position (stepping back takes them back too).
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Events taken from the start to here, counted at the current [`Detail`].
    pub fn position(&self) -> u64 {
        self.position_in(self.detail)
    }

    /// Events taken from the start to here, counted at `detail` (whatever the current one).
    pub fn position_in(&self, detail: Detail) -> u64 {
        match detail {
            Detail::Algorithm => self.algorithm_steps,
            Detail::Links => self.link_steps,
        }
    }

    /// True while a cover or uncover is half shown at [`Detail::Links`].
    pub fn mid_event(&self) -> bool {
        self.op != Op::None
    }

    /// True before the first event.
    pub fn at_start(&self) -> bool {
        self.pos == Pos::Start && self.op == Op::None
    }

    /// True once the search has finished.
    pub fn is_done(&self) -> bool {
        self.pos == Pos::Done
    }

    /// The level of the last event (options selected above it).
    pub fn level(&self) -> usize {
        self.effective_pos().level()
    }

    /// The options (0-based) of the partial solution, from level 0 down.
    pub fn partial_solution(&self) -> Vec<usize> {
        self.partial_solution_nodes()
            .iter()
            .map(|&node| self.links.option_of(node))
            .collect()
    }

    /// The nodes of the partial solution's options in the items chosen at each level.
    pub fn partial_solution_nodes(&self) -> &[u32] {
        &self.node_at[..self.effective_pos().depth()]
    }

    /// The items chosen at each level of the current path (0-based), as deep as the search
    /// has chosen.
    pub fn chosen_items(&self) -> Vec<usize> {
        let pos = self.effective_pos();
        let chosen = match pos {
            Pos::Start | Pos::Done | Pos::Solution { .. } => pos.level(),
            _ => pos.level() + 1,
        };
        self.item_at[..chosen].iter().map(|&item| item as usize - 1).collect()
    }

    /// The last algorithm-level event taken (`None` at the start).
    pub fn last_event(&self) -> Option<Event> {
        (self.pos != Pos::Start).then(|| self.describe(self.pos))
    }

    /// `pos` when it is current; the uncover being shown when one is half done.
    fn effective_pos(&self) -> Pos {
        match self.op {
            Op::Uncovering { pending, .. } => pending,
            _ => self.pos,
        }
    }

    /// Takes one event at the current [`Detail`] and returns it ([`Event::Done`] once finished).
    pub fn step(&mut self) -> Event {
        match self.detail {
            Detail::Algorithm => self.forward_algorithm(),
            Detail::Links => self.forward_links(),
        }
    }

    /// Undoes the last event at the current [`Detail`] and returns it (`None` at the start).
    pub fn step_back(&mut self) -> Option<Event> {
        match self.detail {
            Detail::Algorithm => self.back_algorithm(),
            Detail::Links => self.back_links(),
        }
    }

    /// Takes up to `max_events` events at the current detail, handing each to `observe`, which
    /// may stop early by returning `false`. Returns the number of events taken.
    ///
    /// At [`Detail::Links`] a whole cover or uncover is taken in one loop shaped like
    /// [`Links::cover`], each hide or unhide handed to `observe` as it happens; it can stop in
    /// the middle (budget or observer), leaving the same half-shown state `step` would.
    pub fn run(&mut self, max_events: u64, mut observe: impl FnMut(&Event) -> bool) -> u64 {
        let mut taken = 0;
        while taken < max_events && !self.is_done() {
            let (events, go_on) = if self.detail == Detail::Links && self.op == Op::None {
                let next = self.successor();
                match next {
                    Pos::CoverBranch { .. } | Pos::CoverOther { .. } => {
                        self.cover_observed(next, max_events - taken, &mut observe)
                    }
                    Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } => {
                        self.uncover_observed(next, max_events - taken, &mut observe)
                    }
                    _ => {
                        let event = self.forward_links_to(next);
                        (1, observe(&event))
                    }
                }
            } else {
                let event = self.step();
                (1, observe(&event))
            };
            taken += events;
            if !go_on {
                break;
            }
        }
        taken
    }

    /// The cover event `next` and its hides, each observed, within `budget` events. Returns
    /// the events taken and whether the observer wants more.
    fn cover_observed(&mut self, next: Pos, budget: u64, observe: &mut impl FnMut(&Event) -> bool) -> (u64, bool) {
        let item = next.covered_item(&self.links).unwrap_or_default();
        let level = next.level();
        self.links.unlink_item(item);
        self.stats.updates += 1;
        self.pos = next;
        self.algorithm_steps += 1;
        self.link_steps += 1;
        let go_on = observe(&self.describe(next));
        // Hides are counted here and added to the stepper's counters on the way out: the
        // observer cannot look at them meanwhile, and a local stays in a register.
        let mut hides = 0;
        let mut row = self.links.down(item);
        while row != item {
            let option = self.links.option_of(row);
            let mut node = self.links.right(row);
            while node != row {
                if !go_on || 1 + hides == budget {
                    // Stop here: `(row, node)` is the next hide, as `step` would leave it.
                    self.op = Op::Covering {
                        item,
                        next: (row, node),
                    };
                    self.count_link_events(hides, true);
                    return (1 + hides, go_on);
                }
                let node_item = self.links.hide(node) as usize - 1;
                hides += 1;
                let event = Event::Hide {
                    level,
                    item: item as usize - 1,
                    node: node as usize,
                    node_item,
                    option,
                };
                let next_node = self.links.right(node);
                if !observe(&event) {
                    if let Some(resume) = self.links.next_hide(item, (row, node)) {
                        self.op = Op::Covering { item, next: resume };
                    }
                    self.count_link_events(hides, true);
                    return (1 + hides, false);
                }
                node = next_node;
            }
            row = self.links.down(row);
        }
        self.count_link_events(hides, true);
        (1 + hides, go_on)
    }

    /// Adds `n` hides (`updates`: they count as updates too) or unhides to the counters.
    fn count_link_events(&mut self, n: u64, updates: bool) {
        self.link_steps += n;
        if updates {
            self.stats.updates += n;
        }
    }

    /// The unhides of the uncover event `next`, then the event itself, each observed, within
    /// `budget` events (which is at least 1).
    fn uncover_observed(&mut self, next: Pos, budget: u64, observe: &mut impl FnMut(&Event) -> bool) -> (u64, bool) {
        let item = next.covered_item(&self.links).unwrap_or_default();
        let level = next.level();
        let mut taken = 0;
        let mut row = self.links.up(item);
        while row != item {
            let option = self.links.option_of(row);
            let mut node = self.links.left(row);
            while node != row {
                let node_item = self.links.unhide(node) as usize - 1;
                taken += 1;
                let event = Event::Unhide {
                    level,
                    item: item as usize - 1,
                    node: node as usize,
                    node_item,
                    option,
                };
                let go_on = observe(&event);
                if !go_on || taken == budget {
                    // Stop after this unhide, as `step` would leave it (the uncover event itself
                    // is still to come).
                    self.op = Op::Uncovering {
                        item,
                        done: (row, node),
                        pending: next,
                    };
                    self.count_link_events(taken, false);
                    return (taken, go_on);
                }
                node = self.links.left(node);
            }
            row = self.links.up(row);
        }
        self.links.relink_item(item);
        self.pos = next;
        self.algorithm_steps += 1;
        self.count_link_events(taken + 1, false);
        (taken + 1, observe(&self.describe(next)))
    }

    /// Runs the search flat out, without building events, until the next solution, the end,
    /// or `max_events` algorithm events. This is the fast path used by the solvers; it shares
    /// its successor function and its covers with [`step`](Self::step).
    pub fn advance(&mut self, max_events: u64) -> Pause {
        if self.op != Op::None {
            self.forward_algorithm();
        }
        if self.is_done() {
            return Pause::Done;
        }
        // The position and the counters live in locals until the loop ends: fields of `self`
        // would be stored at every event.
        let mut pos = self.pos;
        let mut stats = self.stats;
        let mut budget = max_events;
        let mut link_events = 0;
        let pause = loop {
            if budget == 0 {
                break Pause::Budget;
            }
            budget -= 1;
            let next = self.successor_of(pos);
            // Not done yet: the loop ends as soon as it takes `Done`.
            link_events += self.take(next, &mut stats);
            pos = next;
            match next {
                Pos::Solution { .. } => break Pause::Solution,
                Pos::Done => break Pause::Done,
                _ => {}
            }
        };
        self.pos = pos;
        self.stats = stats;
        self.algorithm_steps += max_events - budget;
        self.link_steps += link_events;
        pause
    }

    /// The next solution (options, 0-based, from level 0 down), or `None` when there are no
    /// more. Resumes where the last call stopped.
    pub fn next_solution(&mut self) -> Option<Vec<usize>> {
        loop {
            match self.advance(u64::MAX) {
                Pause::Solution => return Some(self.partial_solution()),
                Pause::Done => return None,
                Pause::Budget => {}
            }
        }
    }

    /// Counts the solutions from here on, stopping at `limit` if given (2 tells whether a
    /// solution is unique).
    pub fn count_solutions(&mut self, limit: Option<u64>) -> u64 {
        if limit == Some(0) {
            return 0;
        }
        if self.at_start() {
            // Nothing to resume: Knuth's plain loops are faster than the event machine.
            return self.run_flat_out(limit.unwrap_or(u64::MAX), |_, _| {});
        }
        let mut count = 0;
        while limit.is_none_or(|limit| count < limit) {
            match self.advance(u64::MAX) {
                Pause::Solution => count += 1,
                Pause::Done => break,
                Pause::Budget => {}
            }
        }
        count
    }

    // ----- The forward successor function: dlx1's steps X2..X8 as events -----

    /// The event that follows the current position.
    #[inline(always)]
    fn successor(&self) -> Pos {
        self.successor_of(self.pos)
    }

    /// The event that follows `pos`, with the stacks and links as they are at `pos`.
    #[inline(always)]
    fn successor_of(&self, pos: Pos) -> Pos {
        let links = &self.links;
        match pos {
            Pos::Start => self.enter(0),
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
                let next = links.right(node);
                if next == node {
                    self.enter(level + 1)
                } else {
                    Pos::CoverOther { level, node: next }
                }
            }
            Pos::CoverOther { level, node } => {
                let next = links.right(node);
                if next == self.node_at[level as usize] {
                    self.enter(level + 1)
                } else {
                    Pos::CoverOther { level, node: next }
                }
            }
            Pos::Solution { level } | Pos::UncoverBranch { level, .. } => {
                if level == 0 {
                    Pos::Done
                } else {
                    self.recover(level - 1)
                }
            }
            Pos::UncoverOther { level, node } => {
                let next = links.left(node);
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
        }
    }

    /// Entering `level`: a solution if nothing is left to cover, else a branch.
    #[inline(always)]
    fn enter(&self, level: u32) -> Pos {
        if self.links.all_covered() {
            Pos::Solution { level }
        } else {
            Pos::Choose {
                level,
                item: self.branch_item(),
            }
        }
    }

    /// Coming back up to `level`: uncover the other items of its option, right to left.
    #[inline(always)]
    fn recover(&self, level: u32) -> Pos {
        let node = self.node_at[level as usize];
        let prev = self.links.left(node);
        if prev == node {
            Pos::Deselect { level, node }
        } else {
            Pos::UncoverOther { level, node: prev }
        }
    }

    #[inline(always)]
    fn branch_item(&self) -> u32 {
        self.heuristic.branch_item(&self.links)
    }

    /// Takes event `next` whole: its link changes, stacks and counters (nothing once done).
    #[inline(always)]
    fn apply(&mut self, next: Pos) {
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
    #[inline(always)]
    fn take(&mut self, next: Pos, stats: &mut Stats) -> u64 {
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
                let item = self.links.item_of(node);
                link_events = self.links.cover_item(item);
                stats.updates += link_events;
            }
            Pos::Solution { .. } => {
                stats.nodes += 1;
                stats.solutions += 1;
            }
            Pos::UncoverOther { node, .. } => {
                let item = self.links.item_of(node);
                link_events = self.links.uncover_item(item);
            }
            Pos::UncoverBranch { item, .. } => link_events = self.links.uncover_item(item),
            Pos::Start | Pos::Deselect { .. } | Pos::Done => {}
        }
        link_events
    }

    // ----- Stepping back -----

    /// The event before `pos`, given links as they were right after it. Also restores the
    /// stacks for that earlier position.
    fn predecessor(&mut self, pos: Pos) -> Pos {
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
                let prev = links.left(node);
                if prev == self.node_at[level as usize] {
                    Pos::Select { level, node: prev }
                } else {
                    Pos::CoverOther { level, node: prev }
                }
            }
            Pos::UncoverOther { level, node } => {
                let prev = links.right(node);
                if prev == self.node_at[level as usize] {
                    self.ended(level + 1)
                } else {
                    Pos::UncoverOther { level, node: prev }
                }
            }
            Pos::Deselect { level, node } => {
                self.node_at[level as usize] = node;
                let prev = links.right(node);
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
        }
    }

    /// The event that entered `level` (the last cover of the option above, or its select).
    fn entered_from(&self, level: u32) -> Pos {
        if level == 0 {
            return Pos::Start;
        }
        let level = level - 1;
        let node = self.node_at[level as usize];
        let last = self.links.left(node);
        if last == node {
            Pos::Select { level, node }
        } else {
            Pos::CoverOther { level, node: last }
        }
    }

    /// The last event of the subtree at `level`, with the links as they were when it was
    /// entered (and are again when it ends): see the module docs.
    fn ended(&mut self, level: u32) -> Pos {
        if self.links.all_covered() {
            Pos::Solution { level }
        } else {
            let item = self.branch_item();
            self.item_at[level as usize] = item;
            Pos::UncoverBranch { level, item }
        }
    }

    /// Undoes event `pos`'s link changes and counters (not its stacks).
    fn unapply(&mut self, pos: Pos) {
        let mut link_events = 1;
        match pos {
            Pos::Choose { .. } => self.stats.nodes -= 1,
            Pos::Solution { .. } => {
                self.stats.nodes -= 1;
                self.stats.solutions -= 1;
            }
            Pos::CoverBranch { .. } | Pos::CoverOther { .. } => {
                let item = pos.covered_item(&self.links).unwrap_or_default();
                // An uncover restores exactly the links its cover removed.
                link_events = self.links.uncover_item(item);
                self.stats.updates -= link_events;
            }
            Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } => {
                let item = pos.covered_item(&self.links).unwrap_or_default();
                link_events = self.links.cover_item(item);
            }
            Pos::Start | Pos::Select { .. } | Pos::Deselect { .. } | Pos::Done => {}
        }
        self.algorithm_steps -= 1;
        self.link_steps -= link_events;
    }

    fn back_algorithm(&mut self) -> Option<Event> {
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

    fn forward_algorithm(&mut self) -> Event {
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
                    Event::Hide { .. } => self.describe(self.pos),
                    other => other,
                }
            }
        }
    }

    // ----- Link detail: one hide or unhide per step -----

    fn forward_links(&mut self) -> Event {
        match self.op {
            Op::Covering { item, next: at } => {
                self.links.hide(at.1);
                self.stats.updates += 1;
                self.link_steps += 1;
                self.op = match self.links.next_hide(item, at) {
                    Some(next) => Op::Covering { item, next },
                    None => Op::None,
                };
                self.describe_node(self.pos, item, at.1, true)
            }
            Op::Uncovering { item, done, pending } => match self.links.prev_hide(item, done) {
                Some(at) => {
                    self.links.unhide(at.1);
                    self.link_steps += 1;
                    self.op = Op::Uncovering {
                        item,
                        done: at,
                        pending,
                    };
                    self.describe_node(pending, item, at.1, false)
                }
                None => {
                    self.links.relink_item(item);
                    self.op = Op::None;
                    self.pos = pending;
                    self.link_steps += 1;
                    self.algorithm_steps += 1;
                    self.describe(pending)
                }
            },
            Op::None => {
                let next = self.successor();
                self.forward_links_to(next)
            }
        }
    }

    /// Takes event `next` at link detail from a position between events: a cover only
    /// unlinks its header (its hides follow), an uncover starts with its first unhide.
    fn forward_links_to(&mut self, next: Pos) -> Event {
        match next {
            Pos::CoverBranch { .. } | Pos::CoverOther { .. } => {
                let item = next.covered_item(&self.links).unwrap_or_default();
                self.links.unlink_item(item);
                self.stats.updates += 1;
                self.pos = next;
                self.algorithm_steps += 1;
                self.link_steps += 1;
                if let Some(next) = self.links.first_hide(item) {
                    self.op = Op::Covering { item, next };
                }
                self.describe(next)
            }
            Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } => {
                let item = next.covered_item(&self.links).unwrap_or_default();
                match self.links.last_hide(item) {
                    Some(at) => {
                        self.links.unhide(at.1);
                        self.link_steps += 1;
                        self.op = Op::Uncovering {
                            item,
                            done: at,
                            pending: next,
                        };
                        self.describe_node(next, item, at.1, false)
                    }
                    None => {
                        self.apply(next);
                        self.describe(next)
                    }
                }
            }
            _ => {
                self.apply(next);
                self.describe(next)
            }
        }
    }

    /// Steps back over the hide of `at` in the cover of `item`, which becomes the next to hide.
    fn undo_hide(&mut self, item: u32, at: (u32, u32)) -> Event {
        self.links.unhide(at.1);
        self.stats.updates -= 1;
        self.link_steps -= 1;
        self.op = Op::Covering { item, next: at };
        self.describe_node(self.pos, item, at.1, true)
    }

    fn back_links(&mut self) -> Option<Event> {
        match self.op {
            Op::Covering { item, next } => match self.links.prev_hide(item, next) {
                Some(at) => Some(self.undo_hide(item, at)),
                None => {
                    // Every hide is undone: the cover event itself goes, relinking the header.
                    let pos = self.pos;
                    let event = self.describe(pos);
                    self.links.relink_item(item);
                    self.stats.updates -= 1;
                    self.link_steps -= 1;
                    self.algorithm_steps -= 1;
                    self.op = Op::None;
                    self.pos = self.predecessor(pos);
                    Some(event)
                }
            },
            Op::Uncovering { item, done, pending } => {
                let event = self.describe_node(pending, item, done.1, false);
                self.links.hide(done.1);
                self.link_steps -= 1;
                match self.links.next_hide(item, done) {
                    Some(next) => {
                        self.op = Op::Uncovering {
                            item,
                            done: next,
                            pending,
                        }
                    }
                    None => self.op = Op::None,
                }
                Some(event)
            }
            Op::None => match self.pos {
                Pos::CoverBranch { .. } | Pos::CoverOther { .. } => {
                    let item = self.pos.covered_item(&self.links).unwrap_or_default();
                    match self.links.last_hide(item) {
                        Some(at) => Some(self.undo_hide(item, at)),
                        None => self.back_algorithm(),
                    }
                }
                Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } => {
                    let pending = self.pos;
                    let item = pending.covered_item(&self.links).unwrap_or_default();
                    match self.links.first_hide(item) {
                        Some(first) => {
                            let event = self.describe(pending);
                            // The event before an uncover is worked out on the links as they
                            // were before it (see `ended`): cover fully, look, then come back
                            // to "all unhides done, header not yet relinked".
                            self.links.cover_item(item);
                            self.pos = self.predecessor(pending);
                            self.links.uncover_item(item);
                            self.links.unlink_item(item);
                            self.link_steps -= 1;
                            self.algorithm_steps -= 1;
                            self.op = Op::Uncovering {
                                item,
                                done: first,
                                pending,
                            };
                            Some(event)
                        }
                        None => self.back_algorithm(),
                    }
                }
                _ => self.back_algorithm(),
            },
        }
    }

    // ----- Describing positions as public events -----

    fn describe(&self, pos: Pos) -> Event {
        let links = &self.links;
        let level = pos.level();
        match pos {
            Pos::Start | Pos::Done => Event::Done,
            Pos::Choose { item, .. } => Event::Choose {
                level,
                item: item as usize - 1,
                len: links.len(item) as usize,
            },
            Pos::CoverBranch { item, .. } => Event::Cover {
                level,
                item: item as usize - 1,
            },
            Pos::CoverOther { node, .. } => Event::Cover {
                level,
                item: links.item_of(node) as usize - 1,
            },
            Pos::Select { node, .. } => Event::Select {
                level,
                option: links.option_of(node),
                node: node as usize,
            },
            Pos::Solution { .. } => Event::Solution { level },
            Pos::UncoverOther { node, .. } => Event::Uncover {
                level,
                item: links.item_of(node) as usize - 1,
            },
            Pos::UncoverBranch { item, .. } => Event::Uncover {
                level,
                item: item as usize - 1,
            },
            Pos::Deselect { node, .. } => Event::Deselect {
                level,
                option: links.option_of(node),
                node: node as usize,
            },
        }
    }

    fn describe_node(&self, context: Pos, item: u32, node: u32, hide: bool) -> Event {
        let level = context.level();
        let item = item as usize - 1;
        let node_item = self.links.item_of(node) as usize - 1;
        let option = self.links.option_of(node);
        let node = node as usize;
        if hide {
            Event::Hide {
                level,
                item,
                node,
                node_item,
                option,
            }
        } else {
            Event::Unhide {
                level,
                item,
                node,
                node_item,
                option,
            }
        }
    }
}

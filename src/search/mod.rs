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
//! The files of this module:
//! * `mod.rs`: the public API ([`Stepper`], [`Pause`]) and the position types.
//! * `settings.rs`: what a user sets: the branching rule ([`Heuristic`]) and how fine the
//!   events are ([`Detail`]).
//! * `stats.rs`: [`Stats`], Knuth's counters.
//! * `event.rs`: [`Event`], its kinds, codes and field layout: the one definition every
//!   consumer reads.
//! * `moves.rs`: the event after a position and the event before it (Knuth's X1–X8), and
//!   taking or undoing one whole event. [`Stepper::advance`] and [`Stepper::step`] at
//!   algorithm detail loop over these.
//! * `multiplicity.rs`: Algorithm M's moves (Knuth's `dlx3`, multiplicities) where they differ
//!   from those of `moves.rs`, and its plain loop for a count from the start.
//! * `link_detail.rs`: hides and unhides as events of their own, one at a time (`step`,
//!   `step_back`) or observed in loops (`run`).
//! * `describe.rs`: positions described as public events.
//! * `flat_out.rs`: the same search as Knuth's plain nested loops, for a count from the start.
//! * `parallel.rs`: the search cut into subtrees and searched on several threads.
//!
//! So the search order is written in four walks: the event machine (`moves.rs`), the hide
//! walk one node at a time and the observed loops (`link_detail.rs`), and the plain loops
//! (`flat_out.rs`). Property tests hold each of them to the event machine, event for event, and
//! the event machine's choices to the branching rule written from its definition
//! (`tests/integration/search_order.rs`); a change to the order of the search must be made in all four (and
//! in `Links::cover`).

use crate::dlx::{Links, MultiplicitiesBuild, PurifyStep};
use crate::problem::Problem;

mod describe;
mod event;
mod flat_out;
#[cfg(feature = "constraints")]
mod learned;
mod link_detail;
mod moves;
mod multiplicity;
pub mod parallel;
mod settings;
mod stats;

pub use event::{Event, EventKind, Field, NodeChange, MAX_FIELDS, PACKED_WORDS};
pub use settings::{Detail, Heuristic};
pub use stats::Stats;

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
    /// Algorithm M: the branch on the item chosen at `level` tries the option of `node`, the
    /// top of the item's list, and takes it out of the list for the branches after.
    Tweak {
        level: u32,
        node: u32,
    },
    /// Algorithm M: the null move of the branch on `item`: no option, and `item` leaves the
    /// active list.
    Skip {
        level: u32,
        item: u32,
    },
    /// The null move undone, coming back to `level`.
    Unskip {
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

    /// True for a cover or uncover of another item of the selected option that is a purify or
    /// unpurify (the option gives that item a colour).
    fn purifies(self, links: &Links) -> bool {
        matches!(self, Pos::CoverOther { node, .. } | Pos::UncoverOther { node, .. } if links.color(node) > 0)
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
            | Pos::UncoverBranch { level, .. }
            | Pos::Tweak { level, .. }
            | Pos::Skip { level, .. }
            | Pos::Unskip { level, .. } => level as usize,
        }
    }

    /// How many levels of the partial solution are filled right after this event (a level of
    /// Algorithm M's null move is filled with no option: see `partial_solution_nodes`).
    fn depth(self) -> usize {
        match self {
            Pos::Select { .. } | Pos::CoverOther { .. } | Pos::UncoverOther { .. } | Pos::Skip { .. } => {
                self.level() + 1
            }
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
    /// The purify event at `pos` (of the item of `node`, to its colour) has coloured the item's
    /// header; `next` is the step it takes next (see `Links::first_purify_step`).
    Purifying {
        node: u32,
        next: PurifyStep,
    },
    /// Undoing the steps of `purify(node)` for the unpurify event `pending`, which has not
    /// happened yet; `done` is the last step undone. `pos` stays the event before `pending`.
    Unpurifying {
        node: u32,
        done: PurifyStep,
        pending: Pos,
    },
    /// Algorithm M: the tweak event at `pos` (of `node`) is taken; `next` is the node it hides
    /// next (see `Links::first_tweak_hide`).
    Tweaking {
        node: u32,
        next: u32,
        build: MultiplicitiesBuild,
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
    /// How [`reset`](Self::reset) puts the links back as they were before the first event.
    restart: Restart,
    heuristic: Heuristic,
    detail: Detail,
    pos: Pos,
    op: Op,
    /// The item chosen at each level on the current path.
    item_at: Vec<u32>,
    /// The node (in the chosen item's list) of the option tried at each level on the path; the
    /// item's header at a level of Algorithm M's null move.
    node_at: Vec<u32>,
    /// Algorithm M: at each level that branches by tweaking, the top of the item's list when
    /// the branch began (the first option it tweaked; `untweak` puts them back from there).
    first_tweak: Vec<u32>,
    stats: Stats,
    /// Events taken so far at [`Detail::Algorithm`] and at [`Detail::Links`].
    algorithm_steps: u64,
    link_steps: u64,
}

/// How a stepper goes back to its start.
#[derive(Clone, Debug)]
enum Restart {
    /// The links are a problem's as built: they are built again.
    Rebuild,
    /// The links began in another state (a part of a split search, below the options chosen
    /// above it): a copy of them.
    Copy(Box<Links>),
    /// By stepping back: for a stepper made to run flat out once, where a copy would cost
    /// more than the search.
    StepBack,
}

impl Stepper {
    /// A stepper at the start of the search of `problem`, with the minimum-remaining-values
    /// heuristic and algorithm-level events.
    pub fn new(problem: &Problem) -> Stepper {
        let mut stepper = Stepper::without_copy(Links::new(problem));
        stepper.restart = Restart::Rebuild;
        stepper
    }

    /// A stepper over links built elsewhere, in any state: the search starts there, and
    /// [`reset`](Self::reset) comes back to it (from a copy made here).
    pub fn from_links(links: Links) -> Stepper {
        let mut stepper = Stepper::without_copy(links);
        stepper.restart = Restart::Copy(Box::new(stepper.links.clone()));
        stepper
    }

    /// Like [`from_links`](Self::from_links), but keeps no copy of the initial links: for
    /// solvers that run once and are dropped (a Sudoku solve), where the copy would cost more
    /// than the search. [`reset`](Self::reset) then steps back to the start instead.
    pub fn without_copy(links: Links) -> Stepper {
        let levels = max_levels(&links);
        let first_tweak = if links.has_multiplicities() {
            vec![0; levels]
        } else {
            Vec::new()
        };
        Stepper {
            restart: Restart::StepBack,
            links,
            heuristic: Heuristic::default(),
            detail: Detail::default(),
            pos: Pos::Start,
            op: Op::None,
            item_at: vec![0; levels],
            node_at: vec![0; levels],
            first_tweak,
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
        // At the start the links are the initial ones already (every way back restores them
        // exactly), so there is nothing to copy: choosing a rule or a detail before the first
        // step then costs nothing, where copying a 25×25 Sudoku's links took milliseconds.
        if self.at_start() {
            return;
        }
        match &self.restart {
            Restart::Rebuild => self.links.relink(),
            Restart::Copy(initial) => self.links.clone_from(initial),
            Restart::StepBack => {
                while !self.at_start() {
                    self.back_algorithm();
                }
                return;
            }
        }
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
            .filter(|&&node| !self.links.is_header(node))
            .map(|&node| self.links.option_of(node))
            .collect()
    }

    /// The nodes of the partial solution's options in the items chosen at each level. With
    /// multiplicities, a level where the branch took no option (Knuth's null move) holds the
    /// item's header, a number `<= n_items`, and no option.
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
            Op::Uncovering { pending, .. } | Op::Unpurifying { pending, .. } => pending,
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
            let (events, go_on) =
                if self.detail == Detail::Links && self.op == Op::None && !self.links.has_multiplicities() {
                    let next = self.successor();
                    match next {
                        Pos::CoverBranch { .. } | Pos::CoverOther { .. } if !next.purifies(&self.links) => {
                            self.cover_observed(next, max_events - taken, &mut observe)
                        }
                        Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } if !next.purifies(&self.links) => {
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

    /// Runs the search flat out, without building events, until the next solution, the end,
    /// or `max_events` algorithm events. This is the fast path used by the solvers; it shares
    /// its successor function and its covers with [`step`](Self::step). Never inlined: its
    /// callers share the one copy of the loop (each copy costs the wasm modules kilobytes).
    #[inline(never)]
    pub fn advance(&mut self, max_events: u64) -> Pause {
        if self.links.has_multiplicities() {
            self.advance_in::<true>(max_events)
        } else {
            self.advance_in::<false>(max_events)
        }
    }

    /// [`advance`](Self::advance) compiled for links with multiplicities (`M`) or without
    /// (see `successor_in`).
    #[inline(always)]
    fn advance_in<const M: bool>(&mut self, max_events: u64) -> Pause {
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
            let next = self.successor_in::<M>(pos);
            // Not done yet: the loop ends as soon as it takes `Done`.
            link_events += self.take_in::<M>(next, &mut stats);
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
}

/// The most levels a search of `links` can go down: one per option of a solution, at most one
/// per primary item exactly covered; with multiplicities, at most every option, or the sum of
/// the upper bounds, plus one null move per primary item.
fn max_levels(links: &Links) -> usize {
    let n_primary = links.n_primary();
    if !links.has_multiplicities() {
        return n_primary + 1;
    }
    let bounds: u64 = (1..=n_primary as u32).map(|item| u64::from(links.bound(item))).sum();
    let options = links.n_options() as u64;
    bounds.min(options) as usize + n_primary + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_as_the_same_choice_and_others_are_refused_by_name() {
        for (heuristic, name) in Heuristic::ALL {
            assert_eq!(heuristic.to_string(), name);
            assert_eq!(name.parse::<Heuristic>(), Ok(heuristic));
        }
        for (detail, name) in Detail::ALL {
            assert_eq!(detail.to_string(), name);
            assert_eq!(name.parse::<Detail>(), Ok(detail));
        }
        assert_eq!(
            "Links".parse::<Detail>(),
            Err("unknown detail `Links`: use \"algorithm\" or \"links\"".to_string())
        );
        assert_eq!(
            "".parse::<Heuristic>(),
            Err("unknown heuristic ``: use \"mrv\" or \"first\"".to_string())
        );
    }
}

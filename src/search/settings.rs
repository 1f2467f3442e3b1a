//! What a user of the stepper sets: the rule that picks the item to branch on, and how fine the
//! events are. Both have names the JavaScript API and the command line read and write.

use crate::dlx::Links;
use crate::names::{name_of, named};
use std::fmt;

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
    pub(super) fn branch_item(self, links: &Links) -> u32 {
        if links.has_multiplicities() {
            self.branch_item_in::<true>(links)
        } else {
            self.branch_item_in::<false>(links)
        }
    }

    /// [`branch_item`](Self::branch_item) for links with multiplicities (`M`) or not, known
    /// at compile time.
    #[inline(always)]
    pub(super) fn branch_item_in<const M: bool>(self, links: &Links) -> u32 {
        match self {
            // Algorithm M's rule is Knuth's branch degree, which is the length when every
            // item is to be covered once.
            Heuristic::MinimumRemainingValues if M => links.min_degree_item().0,
            Heuristic::MinimumRemainingValues => links.min_length_item(),
            Heuristic::FirstItem => links.first_active(),
        }
    }
}

/// How the flat-out loops pick an item to branch on, and learn from a dead end.
pub(crate) trait Branching {
    /// The item to branch on in `links` (0 when no primary item is active).
    fn branch_item(&mut self, links: &Links) -> u32;
    /// `item` was chosen and had no option.
    #[inline(always)]
    fn dead_end(&mut self, _item: u32) {}
    /// Whether [`propagate`](Self::propagate) may say anything: the loops then keep a stack of
    /// the options it prunes (Knuth's rules prune nothing, and their loops compile without it).
    const PROPAGATES: bool = false;
    /// What the rules of the problem see at a node before an item is chosen, given the options
    /// chosen so far (`chosen`, their nodes, level by level): `true` when they lead to no
    /// solution (the level is then left as a dead end); else the nodes of options that can be
    /// in no solution below, pushed onto `prune` (the loops take them out until the level is
    /// left; asked once a node). Knuth's search knows only that an item has no
    /// option left; a problem made from rules (a Sudoku's sums) can know more.
    #[inline(always)]
    fn propagate(&mut self, _links: &Links, _chosen: &[u32], _prune: &mut Vec<u32>) -> bool {
        false
    }
}

impl Branching for Heuristic {
    #[inline(always)]
    fn branch_item(&mut self, links: &Links) -> u32 {
        self.branch_item_in::<false>(links)
    }
}

/// How fine the events of [`Stepper::step`](super::Stepper::step) are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detail {
    /// The algorithm's events: choose, cover, select, solution, uncover, deselect, done.
    #[default]
    Algorithm,
    /// Also one `hide` / `unhide` event per node unlinked or relinked, so a view can animate
    /// every pointer write. A `cover` event then only unlinks the item's header; its hides
    /// follow. An `uncover` event comes after its unhides and relinks the header. With colours,
    /// a `purify` event colours the item's header; its hides and `settle` events (one per option
    /// that agrees) follow; an `unpurify` comes after its unhides and `unsettle` events.
    Links,
}

impl Heuristic {
    /// Every rule, with the name [`FromStr`](std::str::FromStr) reads and [`Display`](fmt::Display) writes.
    pub const ALL: [(Heuristic, &'static str); 2] = [
        (Heuristic::MinimumRemainingValues, "mrv"),
        (Heuristic::FirstItem, "first"),
    ];
}

impl Detail {
    /// Every detail, with the name [`FromStr`](std::str::FromStr) reads and [`Display`](fmt::Display) writes.
    pub const ALL: [(Detail, &'static str); 2] = [(Detail::Algorithm, "algorithm"), (Detail::Links, "links")];
}

// `"mrv"` (fewest options first) or `"first"` (the first active item); `"algorithm"` or
// `"links"`.
named! { Heuristic as "heuristic", Strings: &Heuristic::ALL }
named! { Detail as "detail", Strings: &Detail::ALL }

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(name_of(*self))
    }
}

impl fmt::Display for Detail {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(name_of(*self))
    }
}

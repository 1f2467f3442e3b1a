//! Events at [`Detail::Links`](super::Detail::Links): every hide and unhide of a cover or
//! uncover as an event of its own. `step` and `step_back` take them one at a time (the place
//! inside a cover is kept in `Op`); `run` takes a whole cover or uncover in one loop shaped like
//! `Links::cover`, handing each hide to its observer, and leaves the same `Op` when it stops
//! mid-way.

use super::multiplicity::ShownM;
use super::{Event, NodeChange, Op, Pos, Stepper};
use crate::dlx::{MultiplicitiesBuild, PurifyStep};

impl Stepper {
    /// The cover event `next` and its hides, each observed, within `budget` events. Returns
    /// the events taken and whether the observer wants more.
    pub(super) fn cover_observed(
        &mut self,
        next: Pos,
        budget: u64,
        observe: &mut impl FnMut(&Event) -> bool,
    ) -> (u64, bool) {
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
            // Settled nodes (colours) stay where they are: `right_acting` skips them.
            let mut node = self.links.right_acting(row, row);
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
                let node_item = self.links.hide_inline(node) as usize - 1;
                hides += 1;
                let event = Event::Hide(NodeChange {
                    level,
                    item: item as usize - 1,
                    node: node as usize,
                    node_item,
                    option,
                });
                let next_node = self.links.right_acting(node, row);
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
    pub(super) fn count_link_events(&mut self, n: u64, updates: bool) {
        self.link_steps += n;
        if updates {
            self.stats.updates += n;
        }
    }

    /// The unhides of the uncover event `next`, then the event itself, each observed, within
    /// `budget` events (which is at least 1).
    pub(super) fn uncover_observed(
        &mut self,
        next: Pos,
        budget: u64,
        observe: &mut impl FnMut(&Event) -> bool,
    ) -> (u64, bool) {
        let item = next.covered_item(&self.links).unwrap_or_default();
        let level = next.level();
        let mut taken = 0;
        let mut row = self.links.up(item);
        while row != item {
            let option = self.links.option_of(row);
            let mut node = self.links.left_acting(row, row);
            while node != row {
                let node_item = self.links.unhide_inline(node) as usize - 1;
                taken += 1;
                let event = Event::Unhide(NodeChange {
                    level,
                    item: item as usize - 1,
                    node: node as usize,
                    node_item,
                    option,
                });
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
                node = self.links.left_acting(node, row);
            }
            row = self.links.up(row);
        }
        self.links.relink_item(item);
        self.pos = next;
        self.algorithm_steps += 1;
        self.count_link_events(taken + 1, false);
        (taken + 1, observe(&self.describe(next)))
    }

    // ----- One hide or unhide per step -----

    pub(super) fn forward_links(&mut self) -> Event {
        match self.op {
            Op::Covering { item, next: at } => {
                self.links.hide_inline(at.1);
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
                    self.links.unhide_inline(at.1);
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
                    if self.links.has_multiplicities() {
                        if let Some(counted) = self.uncounted_item(pending) {
                            self.links.raise_bound_only(counted);
                        }
                    }
                    self.op = Op::None;
                    self.pos = pending;
                    self.link_steps += 1;
                    self.algorithm_steps += 1;
                    self.describe(pending)
                }
            },
            Op::Purifying { node, next: at } => {
                self.links.purify_step(at);
                self.count_purify_step(at, 1);
                self.op = match self.links.next_purify_step(node, at) {
                    Some(next) => Op::Purifying { node, next },
                    None => Op::None,
                };
                self.describe_purify_step(self.pos, node, at, true)
            }
            Op::Unpurifying { node, done, pending } => match self.links.prev_purify_step(node, done) {
                Some(at) => {
                    self.links.unpurify_step(at);
                    self.link_steps += 1;
                    self.op = Op::Unpurifying {
                        node,
                        done: at,
                        pending,
                    };
                    self.describe_purify_step(pending, node, at, false)
                }
                None => {
                    self.links.unpurify_header(node);
                    self.op = Op::None;
                    self.pos = pending;
                    self.link_steps += 1;
                    self.algorithm_steps += 1;
                    self.describe(pending)
                }
            },
            Op::Tweaking { node, next: at, build } => {
                let item = self.links.item_of(node);
                self.links.hide_inline(at);
                self.stats.updates += 1;
                self.link_steps += 1;
                self.op = match self.links.next_tweak_hide(node, at) {
                    Some(next) => Op::Tweaking { node, next, build },
                    None => Op::None,
                };
                self.describe_node(self.pos, item, at, true)
            }
            Op::None => {
                let next = self.successor();
                self.forward_links_to(next)
            }
        }
    }

    /// Counts one purify step taken (`sign` 1) or undone (`sign` -1): a hide is an update, a
    /// settle a cleansing; either is a link event.
    fn count_purify_step(&mut self, step: PurifyStep, sign: i64) {
        let counter = if step.settles() {
            &mut self.stats.cleansings
        } else {
            &mut self.stats.updates
        };
        *counter = counter.wrapping_add_signed(sign);
        self.link_steps = self.link_steps.wrapping_add_signed(sign);
    }

    /// Takes event `next` at link detail from a position between events: a cover only
    /// unlinks its header (its hides follow), an uncover starts with its first unhide.
    pub(super) fn forward_links_to(&mut self, next: Pos) -> Event {
        if self.links.has_multiplicities() {
            match self.shown_m(next, false) {
                ShownM::Whole => {
                    self.apply(next);
                    return self.describe(next);
                }
                ShownM::Tweak(node) => {
                    // The tweak event, then each node it hides.
                    self.pos = next;
                    self.algorithm_steps += 1;
                    self.link_steps += 1;
                    if let Some(build) = MultiplicitiesBuild::get() {
                        let first = self.links.first_tweak_hide(node);
                        self.op = Op::Tweaking {
                            node,
                            next: first,
                            build,
                        };
                    }
                    return self.describe(next);
                }
                ShownM::Count(item) => {
                    // The count fills its item, whose cover then shows as Algorithm X's.
                    self.links.lower_bound_only(item);
                    if let Pos::CoverBranch { level, item } = next {
                        if !self.links.branches_by_cover(item) {
                            self.first_tweak[level as usize] = self.links.down(item);
                        }
                    }
                }
                ShownM::AsX => {}
            }
        }
        match next {
            Pos::CoverBranch { .. } | Pos::CoverOther { .. } if !next.purifies(&self.links) => {
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
            Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } if !next.purifies(&self.links) => {
                let item = next.covered_item(&self.links).unwrap_or_default();
                match self.links.last_hide(item) {
                    Some(at) => {
                        self.links.unhide_inline(at.1);
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
            Pos::CoverOther { node, .. } => {
                // A purify (the cover arm above takes the others): colour the header, then
                // its steps follow.
                self.links.purify_header(node);
                self.stats.cleansings += 1;
                self.pos = next;
                self.algorithm_steps += 1;
                self.link_steps += 1;
                if let Some(step) = self.links.first_purify_step(node) {
                    self.op = Op::Purifying { node, next: step };
                }
                self.describe(next)
            }
            Pos::UncoverOther { node, .. } => match self.links.last_purify_step(node) {
                // An unpurify: its steps undone first, last to first.
                Some(at) => {
                    self.links.unpurify_step(at);
                    self.link_steps += 1;
                    self.op = Op::Unpurifying {
                        node,
                        done: at,
                        pending: next,
                    };
                    self.describe_purify_step(next, node, at, false)
                }
                None => {
                    self.apply(next);
                    self.describe(next)
                }
            },
            _ => {
                self.apply(next);
                self.describe(next)
            }
        }
    }

    /// Steps back over the hide of `at` in the cover of `item`, which becomes the next to hide.
    pub(super) fn undo_hide(&mut self, item: u32, at: (u32, u32)) -> Event {
        self.links.unhide_inline(at.1);
        self.stats.updates -= 1;
        self.link_steps -= 1;
        self.op = Op::Covering { item, next: at };
        self.describe_node(self.pos, item, at.1, true)
    }

    pub(super) fn back_links(&mut self) -> Option<Event> {
        match self.op {
            Op::Covering { item, next } => match self.links.prev_hide(item, next) {
                Some(at) => Some(self.undo_hide(item, at)),
                None => {
                    // Every hide is undone: the cover event itself goes, relinking the header.
                    let pos = self.pos;
                    let event = self.describe(pos);
                    self.links.relink_item(item);
                    if self.links.has_multiplicities() {
                        if let Some(counted) = self.counted_item(pos) {
                            self.links.raise_bound_only(counted);
                        }
                    }
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
                self.links.hide_inline(done.1);
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
            Op::Purifying { node, next } => match self.links.prev_purify_step(node, next) {
                Some(at) => {
                    self.links.unpurify_step(at);
                    self.count_purify_step(at, -1);
                    self.op = Op::Purifying { node, next: at };
                    Some(self.describe_purify_step(self.pos, node, at, true))
                }
                None => {
                    // Every step is undone: the purify event itself goes, uncolouring the header.
                    let pos = self.pos;
                    let event = self.describe(pos);
                    self.links.unpurify_header(node);
                    self.stats.cleansings -= 1;
                    self.link_steps -= 1;
                    self.algorithm_steps -= 1;
                    self.op = Op::None;
                    self.pos = self.predecessor(pos);
                    Some(event)
                }
            },
            Op::Unpurifying { node, done, pending } => {
                let event = self.describe_purify_step(pending, node, done, false);
                self.links.purify_step(done);
                self.link_steps -= 1;
                self.op = match self.links.next_purify_step(node, done) {
                    Some(next) => Op::Unpurifying {
                        node,
                        done: next,
                        pending,
                    },
                    None => Op::None,
                };
                Some(event)
            }
            Op::Tweaking { node, next, build } => match self.links.prev_tweak_hide(node, next) {
                Some(at) => {
                    self.links.unhide_inline(at);
                    self.stats.updates -= 1;
                    self.link_steps -= 1;
                    self.op = Op::Tweaking { node, next: at, build };
                    Some(self.describe_node(self.pos, self.links.item_of(node), at, true))
                }
                None => {
                    // Every hide is undone: the tweak event itself goes.
                    let pos = self.pos;
                    let event = self.describe(pos);
                    self.link_steps -= 1;
                    self.algorithm_steps -= 1;
                    self.op = Op::None;
                    self.pos = self.predecessor(pos);
                    Some(event)
                }
            },
            Op::None if self.links.has_multiplicities() && self.shown_m(self.pos, true) == ShownM::Whole => {
                self.back_algorithm()
            }
            Op::None if self.links.has_multiplicities() && matches!(self.shown_m(self.pos, true), ShownM::Tweak(_)) => {
                // All its hides are taken: the last, of the tweaked node itself, goes first.
                let (Pos::Tweak { node, .. }, Some(build)) = (self.pos, MultiplicitiesBuild::get()) else {
                    unreachable!("a tweak without multiplicities")
                };
                self.links.unhide_inline(node);
                self.stats.updates -= 1;
                self.link_steps -= 1;
                self.op = Op::Tweaking {
                    node,
                    next: node,
                    build,
                };
                Some(self.describe_node(self.pos, self.links.item_of(node), node, true))
            }
            Op::None => match self.pos {
                Pos::CoverOther { node, .. } if self.pos.purifies(&self.links) => {
                    match self.links.last_purify_step(node) {
                        Some(at) => {
                            self.links.unpurify_step(at);
                            self.count_purify_step(at, -1);
                            self.op = Op::Purifying { node, next: at };
                            Some(self.describe_purify_step(self.pos, node, at, true))
                        }
                        None => self.back_algorithm(),
                    }
                }
                Pos::UncoverOther { node, .. } if self.pos.purifies(&self.links) => {
                    let pending = self.pos;
                    match self.links.first_purify_step(node) {
                        Some(first) => {
                            let event = self.describe(pending);
                            // As for an uncover: the event before is worked out on the links as
                            // they were before the unpurify, then back to "every step undone,
                            // the header still coloured".
                            self.links.commit(node);
                            self.pos = self.predecessor(pending);
                            self.links.uncommit(node);
                            self.links.purify_header(node);
                            self.link_steps -= 1;
                            self.algorithm_steps -= 1;
                            self.op = Op::Unpurifying {
                                node,
                                done: first,
                                pending,
                            };
                            Some(event)
                        }
                        None => self.back_algorithm(),
                    }
                }
                Pos::CoverBranch { .. } | Pos::CoverOther { .. } if !self.pos.purifies(&self.links) => {
                    let item = self.pos.covered_item(&self.links).unwrap_or_default();
                    match self.links.last_hide(item) {
                        Some(at) => Some(self.undo_hide(item, at)),
                        None => self.back_algorithm(),
                    }
                }
                Pos::UncoverBranch { .. } | Pos::UncoverOther { .. } if !self.pos.purifies(&self.links) => {
                    let pending = self.pos;
                    let item = pending.covered_item(&self.links).unwrap_or_default();
                    match self.links.first_hide(item) {
                        Some(first) => {
                            let event = self.describe(pending);
                            // The event before an uncover is worked out on the links as they
                            // were before it (see `ended`): cover fully, look, then come back
                            // to "all unhides done, header not yet relinked".
                            self.links.cover_item(item);
                            // With multiplicities, its bound as it was before the uncover too.
                            let counted = self
                                .links
                                .has_multiplicities()
                                .then(|| self.uncounted_item(pending))
                                .flatten();
                            if let Some(counted) = counted {
                                self.links.lower_bound_only(counted);
                            }
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
}

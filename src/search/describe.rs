//! Positions of the search (link indices, 1-based items) described as public [`Event`]s
//! (0-based items and options).

use super::{Event, NodeChange, Pos, Stepper};
use crate::dlx::PurifyStep;

impl Stepper {
    pub(super) fn describe(&self, pos: Pos) -> Event {
        let links = &self.links;
        let level = pos.level();
        if links.has_multiplicities() {
            if let Some(event) = self.describe_m(pos) {
                return event;
            }
        }
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
            Pos::CoverOther { node, .. } if pos.purifies(links) => Event::Purify {
                level,
                item: links.item_of(node) as usize - 1,
                color: links.color(node) as usize,
                option: links.option_of(node),
                node: node as usize,
            },
            Pos::UncoverOther { node, .. } if pos.purifies(links) => Event::Unpurify {
                level,
                item: links.item_of(node) as usize - 1,
                color: links.color(node) as usize,
                option: links.option_of(node),
                node: node as usize,
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
            Pos::Tweak { .. } | Pos::Skip { .. } | Pos::Unskip { .. } => {
                unreachable!("an Algorithm M move without multiplicities")
            }
        }
    }

    /// The events of Algorithm M's own moves, and of the moves whose meaning the bounds
    /// change, with the links as they are right after `pos` (`None`: as in Algorithm X).
    #[inline(never)]
    fn describe_m(&self, pos: Pos) -> Option<Event> {
        let links = &self.links;
        let level = pos.level();
        let primary = |node: u32| links.item_of(node) as usize <= links.n_primary();
        let event = match pos {
            Pos::Tweak { node, .. } => Event::Tweak {
                level,
                item: links.item_of(node) as usize - 1,
                option: links.option_of(node),
                node: node as usize,
            },
            Pos::Skip { item, .. } => Event::Skip {
                level,
                item: item as usize - 1,
            },
            Pos::Unskip { item, .. } => Event::Unskip {
                level,
                item: item as usize - 1,
            },
            Pos::CoverBranch { item, .. } if links.bound(item) > 0 => Event::Count {
                level,
                item: item as usize - 1,
                bound: links.bound(item) as usize,
            },
            Pos::UncoverBranch { item, .. } if !(links.bound(item) == 1 && links.slack(item) == 0) => Event::Untweak {
                level,
                item: item as usize - 1,
            },
            Pos::CoverOther { node, .. } if primary(node) && links.bound(links.item_of(node)) > 0 => Event::Count {
                level,
                item: links.item_of(node) as usize - 1,
                bound: links.bound(links.item_of(node)) as usize,
            },
            // An uncover of a primary item whose bound was 0; else an uncount.
            Pos::UncoverOther { node, .. } if primary(node) && links.bound(links.item_of(node)) > 1 => Event::Uncount {
                level,
                item: links.item_of(node) as usize - 1,
                bound: links.bound(links.item_of(node)) as usize,
            },
            _ => return None,
        };
        Some(event)
    }

    /// A step of the purify of `node`'s item (`Links::purify_step`), taken (`forward`) or undone.
    pub(super) fn describe_purify_step(
        &self,
        context: Pos,
        node: u32,
        PurifyStep { row, other, .. }: PurifyStep,
        forward: bool,
    ) -> Event {
        let item = self.links.item_of(node);
        if other != row {
            return self.describe_node(context, item, other, forward);
        }
        let change = NodeChange {
            level: context.level(),
            item: item as usize - 1,
            node: row as usize,
            node_item: item as usize - 1,
            option: self.links.option_of(row),
        };
        if forward {
            Event::Settle(change)
        } else {
            Event::Unsettle(change)
        }
    }

    pub(super) fn describe_node(&self, context: Pos, item: u32, node: u32, hide: bool) -> Event {
        let level = context.level();
        let item = item as usize - 1;
        let node_item = self.links.item_of(node) as usize - 1;
        let option = self.links.option_of(node);
        let node = node as usize;
        let change = NodeChange {
            level,
            item,
            node,
            node_item,
            option,
        };
        if hide {
            Event::Hide(change)
        } else {
            Event::Unhide(change)
        }
    }
}

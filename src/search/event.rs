//! The events of the search, defined once: their shape ([`Event`]), their stable numeric codes
//! ([`EventKind`]) and the order of their fields ([`EventKind::fields`]).
//!
//! Every consumer reads this one definition: the JavaScript objects and the packed batches of
//! the wasm bindings, the command line's JSON lines, and (through the layout the bindings
//! export) the page's batch decoder. Adding a field means adding it here and nowhere else.

/// One step of the search. Items and options are 0-based indices into the
/// [`Problem`](crate::Problem); `node` is an index into [`Links::nodes`](crate::Links::nodes);
/// `level` is the number of options selected above.
// The fields are the same across variants and described once, above.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search branches on `item`, which has `len` options left.
    Choose { level: usize, item: usize, len: usize },
    /// `item` is covered: unlinked from the item list, its options hidden from other items.
    Cover { level: usize, item: usize },
    /// [`Detail::Links`](super::Detail::Links) only: while covering, one node is unlinked from
    /// its list.
    Hide(NodeChange),
    /// `option` joins the partial solution at `level` (`node` is its node in the chosen item).
    Select { level: usize, option: usize, node: usize },
    /// Every primary item is covered: the `level` selected options are a solution.
    Solution { level: usize },
    /// [`Detail::Links`](super::Detail::Links) only: while uncovering, one node is put back in
    /// its list.
    Unhide(NodeChange),
    /// `item` is uncovered: everything its cover did is undone.
    Uncover { level: usize, item: usize },
    /// `option` leaves the partial solution (its subtree is finished).
    Deselect { level: usize, option: usize, node: usize },
    /// The search is finished.
    Done,
    /// The selected `option` (its node `node`) gives secondary `item` colour `color` (Knuth's
    /// Algorithm C): every option in `item`'s list that gives it another colour, or none, is
    /// hidden; the others agree and are marked, and nothing touches them while it lasts.
    Purify {
        level: usize,
        item: usize,
        color: usize,
        option: usize,
        node: usize,
    },
    /// The purify of `item` to `color` by `option` is undone.
    Unpurify {
        level: usize,
        item: usize,
        color: usize,
        option: usize,
        node: usize,
    },
    /// [`Detail::Links`](super::Detail::Links) only: while purifying `item`, `node` (of
    /// `option`, in `item`'s list) agrees with the colour and is marked settled (one of
    /// Knuth's cleansings): nothing covers or purifies it while `item` stays purified.
    Settle(NodeChange),
    /// [`Detail::Links`](super::Detail::Links) only: while unpurifying, the mark comes off.
    Unsettle(NodeChange),
    /// Knuth's multiplicities (Algorithm M): the branch on `item` tries `option` (its node
    /// `node`, the top of `item`'s list) and takes it out of the list, so that the branches
    /// after it do without it. Unless `item` is covered already, the option's other nodes leave
    /// their lists too. A `select` of the option follows.
    Tweak {
        level: usize,
        item: usize,
        option: usize,
        node: usize,
    },
    /// Algorithm M: the branch on `item` is over; every option it tweaked is back in the lists
    /// (and `item`, if the branch covered it, is uncovered).
    Untweak { level: usize, item: usize },
    /// Algorithm M: one more selected option covers primary `item`, which may now take `bound`
    /// more (above 0: it stays active; at 0 the event is a `cover`).
    Count { level: usize, item: usize, bound: usize },
    /// Algorithm M: a [`Count`](Event::Count) undone; `item` may take `bound` more again.
    Uncount { level: usize, item: usize, bound: usize },
    /// Algorithm M's null move: the branch on `item` takes no option at this level, and `item`,
    /// covered enough times already, leaves the active list.
    Skip { level: usize, item: usize },
    /// Algorithm M: the null move undone; `item` is active again.
    Unskip { level: usize, item: usize },
}

/// What a [`Event::Hide`] or [`Event::Unhide`] changed: while covering or uncovering `item`
/// at `level`, `node` (of option `option`, in the list of `node_item`) left or rejoined its
/// list. Hides and unhides carry the same facts, so they share this one payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeChange {
    /// Options selected above.
    pub level: usize,
    /// The item being covered or uncovered.
    pub item: usize,
    /// The node unlinked or relinked.
    pub node: usize,
    /// The item in whose list `node` lies.
    pub node_item: usize,
    /// The option `node` belongs to.
    pub option: usize,
}

/// The kinds of [`Event`], with the numeric codes used by packed batches. The codes are part
/// of the JavaScript API: they never change, new kinds get new codes.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum EventKind {
    Choose = 0,
    Cover = 1,
    Hide = 2,
    Select = 3,
    Solution = 4,
    Unhide = 5,
    Uncover = 6,
    Deselect = 7,
    Done = 8,
    Purify = 9,
    Unpurify = 10,
    Settle = 11,
    Unsettle = 12,
    Tweak = 13,
    Untweak = 14,
    Count = 15,
    Uncount = 16,
    Skip = 17,
    Unskip = 18,
}

/// A numeric field of an event, as named in the JavaScript API and the JSON lines.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Level,
    Item,
    Len,
    Option,
    Node,
    NodeItem,
    Color,
    Bound,
}

impl Field {
    /// The field's name in JavaScript and JSON: `"level"`, `"item"`, … `"nodeItem"`.
    pub fn name(self) -> &'static str {
        match self {
            Field::Level => "level",
            Field::Item => "item",
            Field::Len => "len",
            Field::Option => "option",
            Field::Node => "node",
            Field::NodeItem => "nodeItem",
            Field::Color => "color",
            Field::Bound => "bound",
        }
    }
}

/// The most fields any event has; a packed event is its code followed by this many numbers
/// (unused ones are 0).
pub const MAX_FIELDS: usize = 5;

/// Numbers per event in a packed batch: the code, then [`MAX_FIELDS`] fields.
pub const PACKED_WORDS: usize = 1 + MAX_FIELDS;

impl EventKind {
    /// Every kind, in code order.
    pub const ALL: [EventKind; 19] = [
        EventKind::Choose,
        EventKind::Cover,
        EventKind::Hide,
        EventKind::Select,
        EventKind::Solution,
        EventKind::Unhide,
        EventKind::Uncover,
        EventKind::Deselect,
        EventKind::Done,
        EventKind::Purify,
        EventKind::Unpurify,
        EventKind::Settle,
        EventKind::Unsettle,
        EventKind::Tweak,
        EventKind::Untweak,
        EventKind::Count,
        EventKind::Uncount,
        EventKind::Skip,
        EventKind::Unskip,
    ];

    /// The kind's name, as used by the JavaScript API: `"choose"`, `"cover"`, …
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Choose => "choose",
            EventKind::Cover => "cover",
            EventKind::Hide => "hide",
            EventKind::Select => "select",
            EventKind::Solution => "solution",
            EventKind::Unhide => "unhide",
            EventKind::Uncover => "uncover",
            EventKind::Deselect => "deselect",
            EventKind::Done => "done",
            EventKind::Purify => "purify",
            EventKind::Unpurify => "unpurify",
            EventKind::Settle => "settle",
            EventKind::Unsettle => "unsettle",
            EventKind::Tweak => "tweak",
            EventKind::Untweak => "untweak",
            EventKind::Count => "count",
            EventKind::Uncount => "uncount",
            EventKind::Skip => "skip",
            EventKind::Unskip => "unskip",
        }
    }

    /// The numeric code of packed batches.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// The kind with this code, if any.
    pub fn from_code(code: u32) -> Option<EventKind> {
        EventKind::ALL.get(code as usize).copied()
    }

    /// The kind's fields, in the order every consumer writes them (JSON keys, packed words).
    pub fn fields(self) -> &'static [Field] {
        use Field::*;
        match self {
            EventKind::Choose => &[Level, Item, Len],
            EventKind::Cover | EventKind::Uncover => &[Level, Item],
            EventKind::Hide | EventKind::Unhide | EventKind::Settle | EventKind::Unsettle => {
                &[Level, Item, Option, Node, NodeItem]
            }
            EventKind::Select | EventKind::Deselect => &[Level, Option, Node],
            EventKind::Solution | EventKind::Done => &[Level],
            EventKind::Purify | EventKind::Unpurify => &[Level, Item, Color, Option, Node],
            EventKind::Tweak => &[Level, Item, Option, Node],
            EventKind::Untweak | EventKind::Skip | EventKind::Unskip => &[Level, Item],
            EventKind::Count | EventKind::Uncount => &[Level, Item, Bound],
        }
    }
}

impl Event {
    /// The event's kind.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Choose { .. } => EventKind::Choose,
            Event::Cover { .. } => EventKind::Cover,
            Event::Hide(_) => EventKind::Hide,
            Event::Select { .. } => EventKind::Select,
            Event::Solution { .. } => EventKind::Solution,
            Event::Unhide(_) => EventKind::Unhide,
            Event::Uncover { .. } => EventKind::Uncover,
            Event::Deselect { .. } => EventKind::Deselect,
            Event::Done => EventKind::Done,
            Event::Purify { .. } => EventKind::Purify,
            Event::Unpurify { .. } => EventKind::Unpurify,
            Event::Settle(_) => EventKind::Settle,
            Event::Unsettle(_) => EventKind::Unsettle,
            Event::Tweak { .. } => EventKind::Tweak,
            Event::Untweak { .. } => EventKind::Untweak,
            Event::Count { .. } => EventKind::Count,
            Event::Uncount { .. } => EventKind::Uncount,
            Event::Skip { .. } => EventKind::Skip,
            Event::Unskip { .. } => EventKind::Unskip,
        }
    }

    /// The event's name, as used by the JavaScript API: `"choose"`, `"cover"`, …
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// The options selected above the event (0 for [`Event::Done`]).
    pub fn level(&self) -> usize {
        self.value(Field::Level).unwrap_or(0)
    }

    /// The value of `field`, if this kind of event has it.
    pub fn value(&self, field: Field) -> Option<usize> {
        let value = match (*self, field) {
            (Event::Done, Field::Level) => 0,
            (
                Event::Choose { level, .. }
                | Event::Cover { level, .. }
                | Event::Uncover { level, .. }
                | Event::Select { level, .. }
                | Event::Deselect { level, .. }
                | Event::Solution { level }
                | Event::Hide(NodeChange { level, .. })
                | Event::Unhide(NodeChange { level, .. })
                | Event::Settle(NodeChange { level, .. })
                | Event::Unsettle(NodeChange { level, .. })
                | Event::Purify { level, .. }
                | Event::Unpurify { level, .. }
                | Event::Tweak { level, .. }
                | Event::Untweak { level, .. }
                | Event::Count { level, .. }
                | Event::Uncount { level, .. }
                | Event::Skip { level, .. }
                | Event::Unskip { level, .. },
                Field::Level,
            ) => level,
            (
                Event::Choose { item, .. }
                | Event::Cover { item, .. }
                | Event::Uncover { item, .. }
                | Event::Hide(NodeChange { item, .. })
                | Event::Unhide(NodeChange { item, .. })
                | Event::Settle(NodeChange { item, .. })
                | Event::Unsettle(NodeChange { item, .. })
                | Event::Purify { item, .. }
                | Event::Unpurify { item, .. }
                | Event::Tweak { item, .. }
                | Event::Untweak { item, .. }
                | Event::Count { item, .. }
                | Event::Uncount { item, .. }
                | Event::Skip { item, .. }
                | Event::Unskip { item, .. },
                Field::Item,
            ) => item,
            (Event::Choose { len, .. }, Field::Len) => len,
            (
                Event::Select { option, .. }
                | Event::Deselect { option, .. }
                | Event::Hide(NodeChange { option, .. })
                | Event::Unhide(NodeChange { option, .. })
                | Event::Settle(NodeChange { option, .. })
                | Event::Unsettle(NodeChange { option, .. })
                | Event::Purify { option, .. }
                | Event::Unpurify { option, .. }
                | Event::Tweak { option, .. },
                Field::Option,
            ) => option,
            (
                Event::Select { node, .. }
                | Event::Deselect { node, .. }
                | Event::Hide(NodeChange { node, .. })
                | Event::Unhide(NodeChange { node, .. })
                | Event::Settle(NodeChange { node, .. })
                | Event::Unsettle(NodeChange { node, .. })
                | Event::Purify { node, .. }
                | Event::Unpurify { node, .. }
                | Event::Tweak { node, .. },
                Field::Node,
            ) => node,
            (
                Event::Hide(change) | Event::Unhide(change) | Event::Settle(change) | Event::Unsettle(change),
                Field::NodeItem,
            ) => change.node_item,
            (Event::Purify { color, .. } | Event::Unpurify { color, .. }, Field::Color) => color,
            (Event::Count { bound, .. } | Event::Uncount { bound, .. }, Field::Bound) => bound,
            _ => return None,
        };
        Some(value)
    }

    /// The event's fields and their values, in [`EventKind::fields`] order.
    pub fn fields(&self) -> impl Iterator<Item = (Field, usize)> + '_ {
        self.kind()
            .fields()
            .iter()
            .map(|&field| (field, self.value(field).unwrap_or_default()))
    }

    /// The event packed as [`PACKED_WORDS`] numbers: its code, then its fields in order, then
    /// zeros. Values are below 2³² because the links index nodes with `u32`.
    pub fn packed(&self) -> [u32; PACKED_WORDS] {
        let mut words = [0; PACKED_WORDS];
        words[0] = self.kind().code();
        for (slot, (_, value)) in words[1..].iter_mut().zip(self.fields()) {
            *slot = value as u32;
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_positions_and_names_are_distinct() {
        for (code, kind) in EventKind::ALL.iter().enumerate() {
            assert_eq!(kind.code(), code as u32);
            assert_eq!(EventKind::from_code(code as u32), Some(*kind));
            assert!(kind.fields().len() <= MAX_FIELDS);
            assert_eq!(kind.fields()[0], Field::Level);
        }
        assert_eq!(EventKind::from_code(19), None);
        let mut names: Vec<_> = EventKind::ALL.iter().map(|kind| kind.name()).collect();
        names.dedup();
        assert_eq!(names.len(), EventKind::ALL.len());
    }

    #[test]
    fn every_field_of_the_layout_has_a_value_and_no_other_does() {
        let change = NodeChange {
            level: 1,
            item: 2,
            node: 3,
            node_item: 4,
            option: 5,
        };
        let events = [
            Event::Choose {
                level: 1,
                item: 2,
                len: 3,
            },
            Event::Cover { level: 1, item: 2 },
            Event::Hide(change),
            Event::Select {
                level: 1,
                option: 5,
                node: 3,
            },
            Event::Solution { level: 1 },
            Event::Unhide(change),
            Event::Uncover { level: 1, item: 2 },
            Event::Deselect {
                level: 1,
                option: 5,
                node: 3,
            },
            Event::Done,
            Event::Purify {
                level: 1,
                item: 2,
                color: 6,
                option: 5,
                node: 3,
            },
            Event::Unpurify {
                level: 1,
                item: 2,
                color: 6,
                option: 5,
                node: 3,
            },
            Event::Settle(change),
            Event::Unsettle(change),
            Event::Tweak {
                level: 1,
                item: 2,
                option: 5,
                node: 3,
            },
            Event::Untweak { level: 1, item: 2 },
            Event::Count {
                level: 1,
                item: 2,
                bound: 7,
            },
            Event::Uncount {
                level: 1,
                item: 2,
                bound: 7,
            },
            Event::Skip { level: 1, item: 2 },
            Event::Unskip { level: 1, item: 2 },
        ];
        let all = [
            Field::Level,
            Field::Item,
            Field::Len,
            Field::Option,
            Field::Node,
            Field::NodeItem,
            Field::Color,
            Field::Bound,
        ];
        for event in events {
            for field in all {
                let listed = event.kind().fields().contains(&field);
                assert_eq!(event.value(field).is_some(), listed, "{event:?} {field:?}");
            }
        }
        assert_eq!(events[2].packed(), [2, 1, 2, 5, 3, 4]);
        assert_eq!(events[3].packed(), [3, 1, 5, 3, 0, 0]);
        assert_eq!(Event::Done.packed(), [8, 0, 0, 0, 0, 0]);
        assert_eq!(events[9].packed(), [9, 1, 2, 6, 5, 3]);
        assert_eq!(events[13].packed(), [13, 1, 2, 5, 3, 0]);
        assert_eq!(events[15].packed(), [15, 1, 2, 7, 0, 0]);
    }
}

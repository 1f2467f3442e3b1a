//! What is wrong with a problem, and where in its text.

use super::{MAX_ITEMS, MAX_TEXT_BYTES};
use std::fmt;

/// Where in the input text something is, both 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Line number, from 1.
    pub line: usize,
    /// Column (in characters), from 1.
    pub column: usize,
}

/// What is wrong with a problem, and where (for text input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemError {
    /// What is wrong.
    pub kind: ProblemErrorKind,
    /// Where: `None` for problems made with the builder.
    pub at: Option<Position>,
}

/// The kinds of mistakes a problem description can contain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemErrorKind {
    /// The text has no item line (or no options, for named sets).
    NoItems,
    /// The item line lists only secondary items.
    NoPrimaryItems,
    /// The same item name appears twice in the item line.
    DuplicateItem(String),
    /// An option names an item that the item line does not declare.
    UnknownItem(String),
    /// An option lists the same item twice.
    RepeatedItemInOption(String),
    /// An option covers no item at all.
    EmptyOption,
    /// An option covers only secondary items, so no solution could ever need it.
    OptionWithoutPrimaryItem,
    /// An option gives a colour to a primary item: Knuth's rule is that only secondary items
    /// (after `|`) take colours, since a primary item is covered exactly once anyway.
    ColorOnPrimaryItem(String),
    /// `item:` with nothing after the colon.
    EmptyColor(String),
    /// The item line has more than one `|`.
    SecondSeparator,
    /// `u:v|name` or `v|name` in the item line whose bounds cannot be read, or do not hold
    /// together (`u > v`, `v = 0`).
    #[allow(missing_docs)]
    BadBounds { text: String, reason: &'static str },
    /// Bounds on a secondary item (after `|` in the item line): only primary items have them.
    BoundsOnSecondaryItem(String),
    /// Named sets: an item given bounds twice, different ones.
    #[allow(missing_docs)]
    ConflictingBounds { name: String, first_line: usize },
    /// A name contains a character that the format reserves.
    #[allow(missing_docs)]
    BadName { name: String, reason: &'static str },
    /// A named-set line lacks the `name:` part.
    MissingOptionName,
    /// Two named sets have the same name.
    DuplicateOptionName(String),
    /// More option entries than the link arrays can index.
    TooLarge,
    /// More items than [`MAX_ITEMS`].
    TooManyItems,
    /// More text than [`MAX_TEXT_BYTES`].
    #[allow(missing_docs)]
    TextTooLong { bytes: usize },
    /// A row of a 0/1 matrix has another length than the first row.
    #[allow(missing_docs)]
    RaggedRow {
        found: usize,
        expected: usize,
        first_line: usize,
    },
}

impl fmt::Display for ProblemErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ProblemErrorKind::*;
        match self {
            NoItems => write!(f, "no items: the first line must list the item names"),
            NoPrimaryItems => write!(f, "no primary items: list at least one item before `|`"),
            DuplicateItem(name) => write!(f, "item `{name}` is declared twice"),
            UnknownItem(name) => write!(f, "unknown item `{name}`: it is not in the item line"),
            RepeatedItemInOption(name) => write!(f, "item `{name}` is listed twice in this option"),
            EmptyOption => write!(
                f,
                "empty option: an option must cover at least one item (a row needs a 1)"
            ),
            OptionWithoutPrimaryItem => {
                write!(
                    f,
                    "option has no primary item: it must cover at least one item before `|`"
                )
            }
            ColorOnPrimaryItem(name) => write!(
                f,
                "item `{name}` is primary, so it cannot take a colour: only secondary items (after `|` in the item line) can (Knuth's rule)"
            ),
            EmptyColor(name) => write!(f, "`{name}:` has no colour after the `:` (write `{name}:a`)"),
            SecondSeparator => write!(f, "second `|` in the item line: only one is allowed"),
            BadBounds { text, reason } => write!(
                f,
                "bad bounds `{text}`: {reason} (write `u:v|name` for between u and v options, `v|name` for exactly v)"
            ),
            ConflictingBounds { name, first_line } => write!(
                f,
                "item `{name}` has other bounds on line {first_line}: give an item its bounds once, or the same each time"
            ),
            BoundsOnSecondaryItem(name) => write!(
                f,
                "item `{name}` is secondary, so it cannot have bounds: only primary items (before `|` in the item line) can"
            ),
            BadName { name, reason } => write!(f, "bad name `{name}`: {reason}"),
            MissingOptionName => {
                write!(f, "expected `name: items`, like `A: 1 4 7` (the `:` is missing)")
            }
            DuplicateOptionName(name) => write!(f, "option name `{name}` is used twice"),
            TooLarge => write!(f, "problem too large: more than 2^30 option entries"),
            TooManyItems => write!(f, "too many items: at most {MAX_ITEMS} are supported"),
            TextTooLong { bytes } => write!(
                f,
                "problem text too long: {bytes} bytes, at most {MAX_TEXT_BYTES} (8 MiB) are supported"
            ),
            RaggedRow {
                found,
                expected,
                first_line,
            } => {
                write!(
                    f,
                    "this row has {found} columns, but the first row (line {first_line}) has {expected}"
                )
            }
        }
    }
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(Position { line, column }) => write!(f, "line {line}, column {column}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

impl std::error::Error for ProblemError {}

impl ProblemError {
    pub(super) fn new(kind: ProblemErrorKind, at: Option<Position>) -> Self {
        ProblemError { kind, at }
    }
}

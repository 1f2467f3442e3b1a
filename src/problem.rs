//! Exact-cover problems by name: items (primary, then secondary) and options, built with
//! [`ProblemBuilder`] or parsed from text (Knuth's DLX format or `A: 1 4 7` named sets).
//!
//! This module knows nothing about links or search: it only validates and stores names.

use std::collections::HashMap;
use std::fmt;

/// An exact-cover problem: every primary item must be covered exactly once, every secondary
/// item at most once, by a set of options.
///
/// Items and options keep their input order, which is also the order the search tries them in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    item_names: Vec<String>,
    n_primary: usize,
    option_names: Vec<Option<String>>,
    /// The items of option `k` are `option_items[option_starts[k]..option_starts[k + 1]]`.
    option_items: Vec<u32>,
    option_starts: Vec<u32>,
}

/// The most text a problem may be given as (8 MiB, hundreds of times the largest of Knuth's
/// example files): parsing it stays quick and within memory.
pub const MAX_TEXT_BYTES: usize = 8 << 20;

/// The most items a problem may have.
pub const MAX_ITEMS: usize = 100_000;

/// The error for text longer than [`MAX_TEXT_BYTES`], if it is.
fn check_length(text: &str) -> Result<(), ProblemError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ProblemError::new(
            ProblemErrorKind::TextTooLong { bytes: text.len() },
            None,
        ));
    }
    Ok(())
}

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
    /// The item line has more than one `|`.
    SecondSeparator,
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
            SecondSeparator => write!(f, "second `|` in the item line: only one is allowed"),
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
    fn new(kind: ProblemErrorKind, at: Option<Position>) -> Self {
        ProblemError { kind, at }
    }
}

/// Builds a [`Problem`] from item and option names.
///
/// ```
/// use dlx_stepper::Problem;
/// let problem = Problem::builder()
///     .primary(["a", "b", "c"])
///     .secondary(["x"])
///     .option(["a", "x"])
///     .option(["b", "c"])
///     .option(["a", "b", "c"])
///     .build()
///     .unwrap();
/// assert_eq!(problem.count_solutions(None), 2);
/// ```
#[derive(Clone, Debug, Default)]
pub struct ProblemBuilder {
    primary: Vec<String>,
    secondary: Vec<String>,
    options: Vec<(Option<String>, Vec<String>)>,
}

impl ProblemBuilder {
    /// Adds primary items (each must be covered exactly once).
    pub fn primary<I: IntoIterator<Item = S>, S: Into<String>>(mut self, names: I) -> Self {
        self.primary.extend(names.into_iter().map(Into::into));
        self
    }

    /// Adds secondary items (each may be covered at most once).
    pub fn secondary<I: IntoIterator<Item = S>, S: Into<String>>(mut self, names: I) -> Self {
        self.secondary.extend(names.into_iter().map(Into::into));
        self
    }

    /// Adds an option covering the named items.
    pub fn option<I: IntoIterator<Item = S>, S: Into<String>>(mut self, items: I) -> Self {
        self.options.push((None, items.into_iter().map(Into::into).collect()));
        self
    }

    /// Adds an option with a name of its own (shown instead of its item list).
    pub fn named_option<I: IntoIterator<Item = S>, S: Into<String>>(
        mut self,
        name: impl Into<String>,
        items: I,
    ) -> Self {
        self.options
            .push((Some(name.into()), items.into_iter().map(Into::into).collect()));
        self
    }

    /// Checks the names and builds the problem.
    ///
    /// # Errors
    /// Any [`ProblemErrorKind`] that applies to names: no primary items, duplicate items, an
    /// option that is empty, names an unknown item, repeats an item or has no primary item.
    pub fn build(self) -> Result<Problem, ProblemError> {
        let mut items = ItemTable::default();
        for name in &self.primary {
            items.declare(name).map_err(|kind| ProblemError::new(kind, None))?;
        }
        let n_primary = items.names.len();
        for name in &self.secondary {
            items.declare(name).map_err(|kind| ProblemError::new(kind, None))?;
        }
        if n_primary == 0 {
            return Err(ProblemError::new(ProblemErrorKind::NoPrimaryItems, None));
        }
        let mut problem = Problem::with_items(items.names.clone(), n_primary);
        for (name, option) in &self.options {
            let mut indices = Vec::with_capacity(option.len());
            for item in option {
                let index = items.lookup(item).map_err(|kind| ProblemError::new(kind, None))?;
                indices.push(index);
            }
            problem
                .push_option(name.clone(), &indices)
                .map_err(|kind| ProblemError::new(kind, None))?;
        }
        Ok(problem)
    }
}

/// Item names in declaration order, with a lookup table.
#[derive(Default)]
struct ItemTable {
    names: Vec<String>,
    index: HashMap<String, u32>,
}

impl ItemTable {
    fn declare(&mut self, name: &str) -> Result<u32, ProblemErrorKind> {
        check_name(name)?;
        if self.index.contains_key(name) {
            return Err(ProblemErrorKind::DuplicateItem(name.to_string()));
        }
        if self.names.len() >= MAX_ITEMS {
            return Err(ProblemErrorKind::TooManyItems);
        }
        let index = self.names.len() as u32;
        self.index.insert(name.to_string(), index);
        self.names.push(name.to_string());
        Ok(index)
    }

    fn lookup(&self, name: &str) -> Result<u32, ProblemErrorKind> {
        self.index
            .get(name)
            .copied()
            .ok_or_else(|| ProblemErrorKind::UnknownItem(name.to_string()))
    }
}

/// Names are whitespace-free tokens; `|`, `:` and `;` are reserved by the text formats.
fn check_name(name: &str) -> Result<(), ProblemErrorKind> {
    let reason = if name.is_empty() {
        Some("names cannot be empty")
    } else if name.chars().any(char::is_whitespace) {
        Some("names cannot contain spaces")
    } else if name.contains(['|', ':', ';']) {
        Some("names cannot contain `|`, `:` or `;`")
    } else {
        None
    };
    match reason {
        Some(reason) => Err(ProblemErrorKind::BadName {
            name: name.to_string(),
            reason,
        }),
        None => Ok(()),
    }
}

/// One whitespace-separated token with its 1-based column.
struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// A logical line: a physical line, or a part of one between `;` separators.
struct Segment<'a> {
    line: usize,
    tokens: Vec<Token<'a>>,
}

impl Segment<'_> {
    fn position(&self, column: usize) -> Option<Position> {
        Some(Position {
            line: self.line,
            column,
        })
    }
}

/// The first item that `items` (each below `n_items`) lists a second time, if any. Short
/// options are checked pairwise; long ones against a bit per item, so that one option with many
/// thousands of items is not checked in quadratic time. Both find the same item: the one whose
/// second listing comes first.
fn first_repeat(items: &[u32], n_items: usize) -> Option<u32> {
    if items.len() <= 16 {
        return items
            .iter()
            .enumerate()
            .find(|&(k, item)| items[..k].contains(item))
            .map(|(_, &item)| item);
    }
    let mut seen = vec![0u64; n_items.div_ceil(64)];
    items.iter().copied().find(|&item| {
        let (word, bit) = (item as usize / 64, 1u64 << (item % 64));
        let repeat = seen[word] & bit != 0;
        seen[word] |= bit;
        repeat
    })
}

/// Splits text into logical lines of tokens, dropping empty ones. A `;` ends a logical line so
/// that a whole problem fits on one line.
fn segments(text: &str) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    for (line_index, line) in text.lines().enumerate() {
        let mut tokens = Vec::new();
        let mut start: Option<(usize, usize)> = None; // (byte offset, column)
                                                      // Columns count characters from 1, not bytes.
        for (column, (offset, ch)) in (1..).zip(line.char_indices()) {
            if ch == ';' {
                flush_token(line, &mut tokens, &mut start, offset);
                out.push(Segment {
                    line: line_index + 1,
                    tokens: std::mem::take(&mut tokens),
                });
            } else if ch.is_whitespace() {
                flush_token(line, &mut tokens, &mut start, offset);
            } else if start.is_none() {
                start = Some((offset, column));
            }
        }
        flush_token(line, &mut tokens, &mut start, line.len());
        out.push(Segment {
            line: line_index + 1,
            tokens,
        });
    }
    out.retain(|segment| !segment.tokens.is_empty());
    out
}

/// Ends the token that started at `start` (byte offset, column), if one did.
fn flush_token<'a>(line: &'a str, tokens: &mut Vec<Token<'a>>, start: &mut Option<(usize, usize)>, end: usize) {
    if let Some((begin, column)) = start.take() {
        tokens.push(Token {
            // `get`, not indexing: the bounds come from `char_indices`, and indexing's panic (a
            // formatted message about character boundaries) would weigh on the wasm module.
            text: line.get(begin..end).unwrap_or_default(),
            column,
        });
    }
}

impl Problem {
    /// Starts a [`ProblemBuilder`].
    pub fn builder() -> ProblemBuilder {
        ProblemBuilder::default()
    }

    fn with_items(item_names: Vec<String>, n_primary: usize) -> Self {
        Problem {
            item_names,
            n_primary,
            option_names: Vec::new(),
            option_items: Vec::new(),
            option_starts: vec![0],
        }
    }

    /// Appends an option after checking it is non-empty, has no repeats and has a primary item.
    fn push_option(&mut self, name: Option<String>, items: &[u32]) -> Result<(), ProblemErrorKind> {
        if items.is_empty() {
            return Err(ProblemErrorKind::EmptyOption);
        }
        if let Some(item) = first_repeat(items, self.item_names.len()) {
            return Err(ProblemErrorKind::RepeatedItemInOption(
                self.item_names[item as usize].clone(),
            ));
        }
        if !items.iter().any(|&item| (item as usize) < self.n_primary) {
            return Err(ProblemErrorKind::OptionWithoutPrimaryItem);
        }
        // Knuth's node numbering needs items + entries + spacers to fit in an i32.
        if self.option_items.len() + items.len() + self.item_names.len() + self.option_starts.len() + 2 > 1 << 30 {
            return Err(ProblemErrorKind::TooLarge);
        }
        self.option_items.extend_from_slice(items);
        self.option_starts.push(self.option_items.len() as u32);
        self.option_names.push(name);
        Ok(())
    }

    /// Parses either text format: named sets when the first line that is not blank or a
    /// comment has a `:` (`A: 1 4 7`), Knuth's format otherwise.
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake.
    pub fn parse(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        let first = text
            .lines()
            .flat_map(|line| line.split(';'))
            .map(str::trim)
            .find(|line| !line.is_empty() && !line.starts_with('|'));
        match first {
            Some(line) if line.contains(':') => Problem::parse_sets(text),
            Some(line) if line.chars().all(|c| matches!(c, '0' | '1' | ' ' | '\t')) => Problem::parse_matrix(text),
            _ => Problem::parse_knuth(text),
        }
    }

    /// Parses a 0/1 matrix: one option per line, one column per item (`A`, `B`, … `Z`,
    /// `AA`, …); spaces between digits are optional; `;` may stand for a line break.
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let matrix = Problem::parse_matrix("0010110; 1001001; 0110010; 1001000; 0100001; 0001101").unwrap();
    /// assert_eq!(matrix.option_label(0), "C E F");
    /// ```
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake: a character other
    /// than 0 or 1, a row of another length, or a row with no 1.
    pub fn parse_matrix(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        let mut width = None;
        let mut rows: Vec<(usize, usize, Vec<u32>)> = Vec::new();
        for segment in segments(text) {
            let mut ones = Vec::new();
            let mut count = 0;
            for token in &segment.tokens {
                for (k, ch) in token.text.chars().enumerate() {
                    match ch {
                        '0' => {}
                        '1' => ones.push(count as u32),
                        other => {
                            let kind = ProblemErrorKind::BadName {
                                name: other.to_string(),
                                reason: "a 0/1 matrix holds only 0 and 1",
                            };
                            return Err(ProblemError::new(kind, segment.position(token.column + k)));
                        }
                    }
                    count += 1;
                    if count > MAX_ITEMS {
                        let kind = ProblemErrorKind::TooManyItems;
                        return Err(ProblemError::new(kind, segment.position(token.column + k)));
                    }
                }
            }
            match width {
                None => width = Some((count, segment.line)),
                Some((expected, first_line)) if expected != count => {
                    let kind = ProblemErrorKind::RaggedRow {
                        found: count,
                        expected,
                        first_line,
                    };
                    return Err(ProblemError::new(kind, segment.position(segment.tokens[0].column)));
                }
                Some(_) => {}
            }
            rows.push((segment.line, segment.tokens[0].column, ones));
        }
        let Some((width, _)) = width else {
            return Err(ProblemError::new(ProblemErrorKind::NoItems, None));
        };
        let names: Vec<String> = (0..width).map(column_name).collect();
        let mut problem = Problem::with_items(names, width);
        for (line, column, ones) in rows {
            problem
                .push_option(None, &ones)
                .map_err(|kind| ProblemError::new(kind, Some(Position { line, column })))?;
        }
        Ok(problem)
    }

    /// Parses Knuth's DLX format: the first line lists the primary items, then optionally `|`
    /// and the secondary items; each further line is one option; lines starting with `|` are
    /// comments. A `;` may stand for a line break, so small problems fit on one line:
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let knuth = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
    /// assert_eq!(knuth.n_options(), 6);
    /// ```
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake.
    pub fn parse_knuth(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        let segments = segments(text);
        let mut lines = segments
            .iter()
            .filter(|segment| !segment.tokens[0].text.starts_with('|'));
        let Some(header) = lines.next() else {
            return Err(ProblemError::new(ProblemErrorKind::NoItems, None));
        };
        let mut items = ItemTable::default();
        let mut n_primary = None;
        for token in &header.tokens {
            if token.text == "|" {
                if n_primary.is_some() {
                    return Err(ProblemError::new(
                        ProblemErrorKind::SecondSeparator,
                        header.position(token.column),
                    ));
                }
                n_primary = Some(items.names.len());
                continue;
            }
            items
                .declare(token.text)
                .map_err(|kind| ProblemError::new(kind, header.position(token.column)))?;
        }
        let n_primary = n_primary.unwrap_or(items.names.len());
        if n_primary == 0 {
            return Err(ProblemError::new(ProblemErrorKind::NoPrimaryItems, header.position(1)));
        }
        let mut problem = Problem::with_items(items.names.clone(), n_primary);
        let mut indices = Vec::new();
        // The option each item was last seen in: a repeat within an option is found in O(1).
        let mut last_in = vec![usize::MAX; items.names.len()];
        for (option_number, segment) in lines.enumerate() {
            indices.clear();
            for token in &segment.tokens {
                let index = items.lookup(token.text).map_err(|kind| {
                    let kind = match kind {
                        ProblemErrorKind::UnknownItem(_) if token.text.contains(':') => ProblemErrorKind::BadName {
                            name: token.text.to_string(),
                            reason: "colors (`item:color`, Knuth's dlx2) are not supported",
                        },
                        other => other,
                    };
                    ProblemError::new(kind, segment.position(token.column))
                })?;
                if last_in[index as usize] == option_number {
                    let kind = ProblemErrorKind::RepeatedItemInOption(token.text.to_string());
                    return Err(ProblemError::new(kind, segment.position(token.column)));
                }
                last_in[index as usize] = option_number;
                indices.push(index);
            }
            let first_column = segment.tokens[0].column;
            problem
                .push_option(None, &indices)
                .map_err(|kind| ProblemError::new(kind, segment.position(first_column)))?;
        }
        Ok(problem)
    }

    /// Parses named sets, one per line: `A: 1 4 7` is an option named `A` covering items `1`,
    /// `4` and `7`. Items are inferred (all primary) and sorted naturally (`2` before `10`).
    /// A `;` may stand for a line break:
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let sets = Problem::parse_sets("A: 1 4 7; B: 1 4; C: 4 5 7; D: 3 5 6; E: 2 3 6 7; F: 2 7").unwrap();
    /// let solution = sets.first_solution().unwrap();
    /// let names: Vec<_> = solution.iter().map(|&o| sets.option_label(o)).collect();
    /// assert_eq!(names, ["B", "D", "F"]);
    /// ```
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake.
    pub fn parse_sets(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        let mut sets: Vec<NamedSet<'_>> = Vec::new();
        // The same map type as the item table's (one hash table compiled, not two).
        let mut set_names: HashMap<String, u32> = HashMap::new();
        for segment in segments(text) {
            let set = NamedSet::split(&segment)?;
            if set_names.insert(set.name.to_string(), 0).is_some() {
                let kind = ProblemErrorKind::DuplicateOptionName(set.name.to_string());
                return Err(ProblemError::new(kind, Some(set.name_at)));
            }
            sets.push(set);
        }
        if sets.is_empty() {
            return Err(ProblemError::new(ProblemErrorKind::NoItems, None));
        }
        let mut item_names: Vec<&str> = sets.iter().flat_map(|set| &set.items).map(|token| token.text).collect();
        item_names.sort_by(|a, b| natural_order(a, b));
        item_names.dedup();
        let mut items = ItemTable::default();
        for name in item_names {
            // Every name was checked by `NamedSet::split`, so declaring cannot fail here.
            items.declare(name).map_err(|kind| ProblemError::new(kind, None))?;
        }
        let mut problem = Problem::with_items(items.names.clone(), items.names.len());
        let mut indices = Vec::new();
        // The option each item was last seen in: a repeat within an option is found in O(1).
        let mut last_in = vec![usize::MAX; items.names.len()];
        for (option_number, set) in sets.iter().enumerate() {
            indices.clear();
            for token in &set.items {
                let index = items.index[token.text];
                if last_in[index as usize] == option_number {
                    let kind = ProblemErrorKind::RepeatedItemInOption(token.text.to_string());
                    return Err(ProblemError::new(
                        kind,
                        Some(Position {
                            line: set.name_at.line,
                            column: token.column,
                        }),
                    ));
                }
                last_in[index as usize] = option_number;
                indices.push(index);
            }
            problem
                .push_option(Some(set.name.to_string()), &indices)
                .map_err(|kind| ProblemError::new(kind, Some(set.name_at)))?;
        }
        Ok(problem)
    }

    /// Number of items, primary and secondary.
    pub fn n_items(&self) -> usize {
        self.item_names.len()
    }

    /// Number of primary items; items `0..n_primary()` are primary, the rest secondary.
    pub fn n_primary(&self) -> usize {
        self.n_primary
    }

    /// Number of options.
    pub fn n_options(&self) -> usize {
        self.option_names.len()
    }

    /// The name of item `item`.
    pub fn item_name(&self, item: usize) -> &str {
        &self.item_names[item]
    }

    /// All item names, primary first.
    pub fn item_names(&self) -> &[String] {
        &self.item_names
    }

    /// The items (indices) that option `option` covers, in input order.
    pub fn option(&self, option: usize) -> &[u32] {
        &self.option_items[self.option_starts[option] as usize..self.option_starts[option + 1] as usize]
    }

    /// The option's own name, if it was given one (named sets).
    pub fn option_name(&self, option: usize) -> Option<&str> {
        self.option_names[option].as_deref()
    }

    /// A label for display: the option's name, or else its item names joined by spaces.
    pub fn option_label(&self, option: usize) -> String {
        match self.option_name(option) {
            Some(name) => name.to_string(),
            None => self
                .option(option)
                .iter()
                .map(|&i| self.item_names[i as usize].as_str())
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// The options as two flat arrays: all items, and where each option starts.
    pub(crate) fn raw_options(&self) -> (&[u32], &[u32]) {
        (&self.option_items, &self.option_starts)
    }

    /// Total number of item entries over all options (the number of 1s in the matrix).
    pub fn n_entries(&self) -> usize {
        self.option_items.len()
    }
}

/// One `name: items` line of the named-sets format.
struct NamedSet<'a> {
    name: &'a str,
    name_at: Position,
    items: Vec<Token<'a>>,
}

impl<'a> NamedSet<'a> {
    /// Splits a logical line at its colon. The colon may be glued to the name (`A: 1`), stand
    /// apart (`A : 1`) or be glued to the first item (`A:1`).
    fn split(segment: &Segment<'a>) -> Result<Self, ProblemError> {
        let tokens = &segment.tokens;
        let at = |column| Position {
            line: segment.line,
            column,
        };
        let Some(k) = tokens.iter().position(|t| t.text.contains(':')) else {
            return Err(ProblemError::new(
                ProblemErrorKind::MissingOptionName,
                Some(at(tokens[0].column)),
            ));
        };
        // Split, not sliced at the colon's index: see `flush_token`.
        let (before, rest) = tokens[k].text.split_once(':').unwrap_or_default();
        let colon = before.len();
        let (name, name_column) = match k {
            0 => (before, tokens[0].column),
            1 if colon == 0 => (tokens[0].text, tokens[0].column),
            _ => {
                let name = tokens[..=k].iter().map(|t| t.text).collect::<Vec<_>>().join(" ");
                let kind = ProblemErrorKind::BadName {
                    name,
                    reason: "an option name is one word",
                };
                return Err(ProblemError::new(kind, Some(at(tokens[0].column))));
            }
        };
        if name.is_empty() {
            let kind = ProblemErrorKind::BadName {
                name: String::new(),
                reason: "an option needs a name before `:`",
            };
            return Err(ProblemError::new(kind, Some(at(name_column))));
        }
        check_name(name).map_err(|kind| ProblemError::new(kind, Some(at(name_column))))?;
        let mut items = Vec::new();
        if !rest.is_empty() {
            items.push(Token {
                text: rest,
                column: tokens[k].column + before.chars().count() + 1,
            });
        }
        items.extend(tokens[k + 1..].iter().map(|t| Token {
            text: t.text,
            column: t.column,
        }));
        for token in &items {
            check_name(token.text).map_err(|kind| ProblemError::new(kind, Some(at(token.column))))?;
        }
        Ok(NamedSet {
            name,
            name_at: at(name_column),
            items,
        })
    }
}

/// Spreadsheet-style column names: `A` … `Z`, `AA`, `AB`, …
fn column_name(mut index: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'A' + (index % 26) as u8);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

/// Orders names so that numbers sort by value and come before words: `2 < 10 < a`.
fn natural_order(a: &str, b: &str) -> std::cmp::Ordering {
    match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x.cmp(&y).then_with(|| a.cmp(b)),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.cmp(b),
    }
}

/// Builds a problem from indices, skipping name checks: for encoders (Sudoku, …) that make
/// valid options by construction and need building to be cheap. Every item is primary.
pub(crate) struct RawProblem {
    problem: Problem,
}

impl RawProblem {
    pub(crate) fn new(item_names: Vec<String>, n_primary: usize) -> RawProblem {
        RawProblem {
            problem: Problem::with_items(item_names, n_primary),
        }
    }

    /// Adds an option (named, or labelled by its items); its items must be distinct valid
    /// indices, at least one primary.
    pub(crate) fn push_option(&mut self, name: Option<String>, items: &[u32]) {
        debug_assert!(items.iter().all(|&i| (i as usize) < self.problem.item_names.len()));
        self.problem.option_items.extend_from_slice(items);
        self.problem.option_starts.push(self.problem.option_items.len() as u32);
        self.problem.option_names.push(name);
    }

    pub(crate) fn finish(self) -> Problem {
        self.problem
    }
}

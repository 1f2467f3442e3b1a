//! Exact-cover problems by name: items (primary, then secondary) and options, built with
//! [`ProblemBuilder`] or parsed from text (Knuth's DLX format or `A: 1 4 7` named sets).
//!
//! This module knows nothing about links or search: it only validates and stores names.
//!
//! The files of this module:
//! * `mod.rs`: [`Problem`], the model every format builds, and [`Problem::parse`], which tells
//!   the text formats apart.
//! * `builder.rs`: [`ProblemBuilder`]; the item table and the name check every format shares;
//!   `RawProblem`, for encoders that build from item indices.
//! * `error.rs`: [`ProblemError`], what is wrong and where ([`Position`]).
//! * `tokens.rs`: text cut into logical lines of tokens with their columns, shared by the
//!   text formats.
//! * `knuth.rs`: Knuth's format, as his `dlx1` reads it ([`Problem::parse_knuth`]). His
//!   generalisations are his format with more in it: colours (`item:colour` in an option, his
//!   `dlx2`) and multiplicities (`u:v|name` in the item line, his `dlx3`) belong in it, or in
//!   files of their own beside it.
//! * `named_sets.rs`: named sets, `A: 1 4 7` ([`Problem::parse_sets`]).
//! * `matrix.rs`: 0/1 rows ([`Problem::parse_matrix`]).

mod builder;
mod error;
mod knuth;
mod matrix;
mod named_sets;
mod tokens;

pub use builder::ProblemBuilder;
pub(crate) use builder::RawProblem;
pub use error::{Position, ProblemError, ProblemErrorKind};
use std::collections::HashMap;
use tokens::check_length;
pub use tokens::strip_bom;

/// An exact-cover problem: every primary item must be covered exactly once, every secondary
/// item at most once, by a set of options.
///
/// Items and options keep their input order, which is also the order the search tries them in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    item_names: Vec<String>,
    n_primary: usize,
    /// Option `k`'s own name, `""` for none; empty when no option has a name (Knuth's format),
    /// so that a file of millions of options pays nothing for names it does not have.
    option_names: Vec<Box<str>>,
    /// The items of option `k` are `option_items[option_starts[k]..option_starts[k + 1]]`.
    option_items: Vec<u32>,
    option_starts: Vec<u32>,
    /// The colour each entry of `option_items` gives its item (0: none; colour `c` is named
    /// `color_names[c - 1]`), or empty when no option gives any (Knuth's colours, his `dlx2`).
    option_colors: Vec<u32>,
    color_names: Vec<String>,
    /// Options the text gave that were left out, as Knuth's solvers leave them out: they
    /// cover no primary item, so no solution could use them.
    dropped: Vec<DroppedOption>,
    /// Each primary item's multiplicity, `(lower, upper)`: how many options of a solution
    /// must cover it (Knuth's `dlx3`). Empty when the text gives no bounds (exact cover).
    bounds: Vec<(u32, u32)>,
}

/// An option of the text that was left out of the problem because it covers no primary item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DroppedOption {
    /// The line it was on (1-based).
    pub line: usize,
    /// Its text, as given.
    pub text: String,
}

/// The most text a problem may be given as (8 MiB, hundreds of times the largest of Knuth's
/// example files): parsing it stays quick and within memory.
pub const MAX_TEXT_BYTES: usize = 8 << 20;

/// The most items a problem may have.
pub const MAX_ITEMS: usize = 100_000;

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
            option_colors: Vec::new(),
            color_names: Vec::new(),
            dropped: Vec::new(),
            bounds: Vec::new(),
        }
    }

    /// Gives primary item `item` the multiplicity `lower..=upper` (checked by the caller:
    /// `lower <= upper`, `upper > 0`).
    fn set_bounds(&mut self, item: usize, lower: u32, upper: u32) {
        debug_assert!(item < self.n_primary && lower <= upper && upper > 0);
        self.bounds.resize(self.n_primary, (1, 1));
        self.bounds[item] = (lower, upper);
    }

    /// Leaves out the option of `segment`, noting where it was.
    fn drop_option(&mut self, segment: &tokens::Segment<'_>) {
        let text = segment
            .tokens
            .iter()
            .map(|token| token.text)
            .collect::<Vec<_>>()
            .join(" ");
        self.dropped.push(DroppedOption {
            line: segment.line,
            text,
        });
    }

    /// The number of colour `name`, naming it if it is new, found by searching the list: for
    /// encoders with a few colours (a word rectangle's letters). The parsers look colours up in a
    /// [`ColorIds`].
    fn color_id(&mut self, name: &str) -> u32 {
        match self.color_names.iter().position(|known| known == name) {
            Some(index) => index as u32 + 1,
            None => {
                self.color_names.push(name.to_string());
                self.color_names.len() as u32
            }
        }
    }

    /// Appends an option that gives `colors[k]` (0: none) to `items[k]`, after the checks of
    /// `push_option` and Knuth's rule that only secondary items take colours.
    fn push_colored_option(
        &mut self,
        name: Option<String>,
        items: &[u32],
        colors: &[u32],
    ) -> Result<(), ProblemErrorKind> {
        debug_assert_eq!(items.len(), colors.len());
        if let Some(k) = (0..items.len()).find(|&k| colors[k] != 0 && (items[k] as usize) < self.n_primary) {
            return Err(ProblemErrorKind::ColorOnPrimaryItem(
                self.item_names[items[k] as usize].clone(),
            ));
        }
        let before = self.option_items.len();
        self.push_option(name, items)?;
        self.color_last_option(before, colors);
        Ok(())
    }

    /// Gives the option just appended, whose entries start at `before`, the colours `colors`
    /// (0: none). Colours are kept only once some entry has one: the first colour makes every
    /// entry before it uncoloured.
    fn color_last_option(&mut self, before: usize, colors: &[u32]) {
        if !self.option_colors.is_empty() || colors.iter().any(|&color| color != 0) {
            self.option_colors.resize(before, 0);
            self.option_colors.extend_from_slice(colors);
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
        self.name_last_option(name);
        Ok(())
    }

    /// Makes room for `options` more options of `entries` item entries in all.
    pub(super) fn reserve_options(&mut self, options: usize, entries: usize) {
        self.option_starts.reserve(options);
        self.option_items.reserve(entries);
    }

    /// Gives back the room no option took.
    pub(super) fn shrink_to_fit(&mut self) {
        self.option_starts.shrink_to_fit();
        self.option_items.shrink_to_fit();
        self.option_colors.shrink_to_fit();
    }

    /// Records the name of the option just pushed, if it has one (see `option_names`).
    pub(super) fn name_last_option(&mut self, name: Option<String>) {
        let n_options = self.option_starts.len() - 1;
        match name {
            Some(name) => {
                // The first name makes every option before it unnamed.
                self.option_names.resize(n_options - 1, Box::default());
                self.option_names.push(name.into_boxed_str());
            }
            None if !self.option_names.is_empty() => self.option_names.push(Box::default()),
            None => {}
        }
    }

    /// Parses any text format: named sets when the first line that is not blank or a comment
    /// has a `:` (`A: 1 4 7`), and its first is not in an item's bounds (`2:3|C`), a 0/1 matrix when it holds only 0s and 1s, Knuth's format
    /// otherwise. A byte-order mark at the start is skipped ([`strip_bom`]), in every format.
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake.
    pub fn parse(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        // The first line that is not a comment (a `;` starts a line too). Loops rather than
        // `flat_map`, whose iterator would be code of its own in the wasm module.
        let mut first = None;
        'lines: for line in strip_bom(text).lines().filter(|line| !tokens::is_comment(line)) {
            for part in line.split(';').map(str::trim) {
                if !part.is_empty() && !part.starts_with('|') {
                    first = Some(part);
                    break 'lines;
                }
            }
        }
        match first {
            // Bounds (`2:3|C`) have a colon too: a line whose first colon is in bounds is
            // Knuth's item line (a named set's first colon follows its name).
            Some(line)
                if line
                    .split_whitespace()
                    .find(|token| token.contains(':'))
                    .is_some_and(|token| !knuth::is_bounded_name(token)) =>
            {
                Problem::parse_sets(text)
            }
            Some(line) if line.chars().all(|c| matches!(c, '0' | '1' | ' ' | '\t')) => Problem::parse_matrix(text),
            _ => Problem::parse_knuth(text),
        }
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
        self.option_starts.len() - 1
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

    /// The colours option `option` gives its items, entry for entry (0: none; see
    /// [`color_name`](Self::color_name)), or `None` when no option of the problem has a colour.
    pub fn option_colors(&self, option: usize) -> Option<&[u32]> {
        (!self.option_colors.is_empty())
            .then(|| &self.option_colors[self.option_starts[option] as usize..self.option_starts[option + 1] as usize])
    }

    /// True when some option gives an item a colour (Knuth's Algorithm C applies).
    pub fn has_colors(&self) -> bool {
        !self.option_colors.is_empty()
    }

    /// How many options of a solution must cover primary item `item`: at least the first,
    /// at most the second (Knuth's multiplicities, his `dlx3`). `(1, 1)` for an exact cover;
    /// secondary items have none (at most one option covers them, or any number that agree
    /// on its colour).
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let problem = Problem::parse_knuth("A 2:3|B; A B; B; B; B").unwrap();
    /// assert_eq!((problem.item_bounds(0), problem.item_bounds(1)), ((1, 1), (2, 3)));
    /// assert_eq!(problem.count_solutions(None), 6); // `A B` and one or two of the three `B`s
    /// ```
    pub fn item_bounds(&self, item: usize) -> (u32, u32) {
        assert!(item < self.n_items(), "no item {item}");
        self.bounds.get(item).copied().unwrap_or((1, 1))
    }

    /// True when the text gives any item bounds (`u:v|name`, `v|name`; even `1|name`): Knuth's
    /// Algorithm M searches it, as his `dlx3` would, and its statistics are his. Otherwise the
    /// search is Algorithm X (or C, with colours): the same solutions, but `dlx3` does not
    /// cover an item that it backs up from, so its updates may be fewer.
    pub fn has_multiplicities(&self) -> bool {
        !self.bounds.is_empty()
    }

    /// Every primary item's bounds, in item order, or empty when the text gives none.
    pub(crate) fn raw_bounds(&self) -> &[(u32, u32)] {
        &self.bounds
    }

    /// The name of colour `color` (from 1), as the text wrote it.
    pub fn color_name(&self, color: u32) -> &str {
        &self.color_names[color as usize - 1]
    }

    /// Every colour's name, colour 1 first.
    pub fn color_names(&self) -> &[String] {
        &self.color_names
    }

    /// Options of the text that were left out because they cover no primary item.
    pub fn dropped_options(&self) -> &[DroppedOption] {
        &self.dropped
    }

    /// The option's own name, if it was given one (named sets).
    pub fn option_name(&self, option: usize) -> Option<&str> {
        assert!(option < self.n_options(), "no option {option}");
        self.option_names
            .get(option)
            .map(|name| &**name)
            .filter(|name| !name.is_empty())
    }

    /// A label for display: the option's name, or else its item names joined by spaces.
    pub fn option_label(&self, option: usize) -> String {
        match self.option_name(option) {
            Some(name) => name.to_string(),
            None => self.option_items_text(option),
        }
    }

    /// The option's items as Knuth's format writes them: names joined by spaces, each with
    /// `:colour` when the option gives it one.
    pub fn option_items_text(&self, option: usize) -> String {
        let colors = self.option_colors(option);
        let mut text = String::new();
        for (k, &item) in self.option(option).iter().enumerate() {
            if k > 0 {
                text.push(' ');
            }
            text.push_str(&self.item_names[item as usize]);
            if let Some(&color) = colors.and_then(|colors| colors.get(k)).filter(|&&color| color != 0) {
                text.push(':');
                text.push_str(self.color_name(color));
            }
        }
        text
    }

    /// The options as flat arrays: all items, where each option starts, and the colour of each
    /// entry (empty when there are none).
    pub(crate) fn raw_options(&self) -> (&[u32], &[u32], &[u32]) {
        (&self.option_items, &self.option_starts, &self.option_colors)
    }

    /// Total number of item entries over all options (the number of 1s in the matrix).
    pub fn n_entries(&self) -> usize {
        self.option_items.len()
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

/// The number of each colour a parser has met, for a lookup in constant time whatever the
/// number of colours (a search of the list made a text of many colours quadratic to read). Kept
/// by the parser, not the problem: a problem needs only the names.
#[derive(Default)]
pub(super) struct ColorIds(HashMap<String, u32>);

impl ColorIds {
    /// The number of colour `name`, from 1 in the order first met.
    pub(super) fn id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.0.get(name) {
            return id;
        }
        let id = self.0.len() as u32 + 1;
        self.0.insert(name.to_string(), id);
        id
    }

    /// Gives `problem` the colours' names, in the order of their numbers: the map's own
    /// strings, moved (a copy of each as it was met made a text of a million colours a
    /// quarter slower to read).
    pub(super) fn name_colors(self, problem: &mut Problem) {
        let mut names = vec![String::new(); self.0.len()];
        for (name, id) in self.0 {
            names[id as usize - 1] = name;
        }
        problem.color_names = names;
    }
}

//! Building a problem from names ([`ProblemBuilder`]), the item table and the name check
//! that every text format shares too, and `RawProblem` for encoders that build from indices.

use super::error::{ProblemError, ProblemErrorKind};
use super::{Problem, MAX_ITEMS};
use std::collections::HashMap;

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
    bounds: Vec<(String, u32, u32)>,
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

    /// Says that between `lower` and `upper` options of a solution cover primary item `name`
    /// (Knuth's multiplicities, his `dlx3`; `u:v|name` in his format). A problem given any
    /// bounds is searched by Algorithm M.
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let problem = Problem::builder()
    ///     .primary(["a", "b"])
    ///     .bounds("b", 1, 2)
    ///     .option(["a", "b"])
    ///     .option(["b"])
    ///     .build()
    ///     .unwrap();
    /// assert_eq!(problem.item_bounds(1), (1, 2));
    /// assert_eq!(problem.count_solutions(None), 2); // {a b} alone, or with {b}
    /// ```
    pub fn bounds(mut self, name: impl Into<String>, lower: u32, upper: u32) -> Self {
        self.bounds.push((name.into(), lower, upper));
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
    /// option that is empty, names an unknown item, repeats an item or has no primary item;
    /// and bounds on an unknown or secondary item, or that cannot hold.
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
        for (name, lower, upper) in &self.bounds {
            let item = items.lookup(name).map_err(|kind| ProblemError::new(kind, None))? as usize;
            let bad = |reason| ProblemErrorKind::BadBounds {
                text: format!("{lower}:{upper}|{name}"),
                reason,
            };
            let kind = if item >= n_primary {
                Some(ProblemErrorKind::BoundsOnSecondaryItem(name.clone()))
            } else if *upper == 0 {
                Some(bad("the upper bound is 0, so no option could cover the item"))
            } else if lower > upper {
                Some(bad("the lower bound is above the upper bound"))
            } else {
                None
            };
            if let Some(kind) = kind {
                return Err(ProblemError::new(kind, None));
            }
            problem.set_bounds(item, *lower, *upper);
        }
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
pub(super) struct ItemTable {
    pub(super) names: Vec<String>,
    pub(super) index: HashMap<String, u32>,
}

impl ItemTable {
    pub(super) fn declare(&mut self, name: &str) -> Result<u32, ProblemErrorKind> {
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

    pub(super) fn lookup(&self, name: &str) -> Result<u32, ProblemErrorKind> {
        self.index.get(name).copied().ok_or_else(|| match name.contains(';') {
            // Said apart, for a `;` meant as a line break in a text of several lines.
            true => ProblemErrorKind::BadName {
                name: name.to_string(),
                reason: "no such item; `;` ends lines only in a problem on one line",
            },
            false => ProblemErrorKind::UnknownItem(name.to_string()),
        })
    }
}

/// Names are whitespace-free tokens; `|` and `:` are reserved by the text formats. (A `;` ends a
/// token wherever it stands for a line break; elsewhere it is part of a name, as in Knuth's
/// programs.)
pub(super) fn check_name(name: &str) -> Result<(), ProblemErrorKind> {
    let reason = if name.is_empty() {
        Some("names cannot be empty")
    } else if name.chars().any(char::is_whitespace) {
        Some("names cannot contain spaces")
    } else if name.contains(['|', ':']) {
        Some("names cannot contain `|` or `:`")
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
        self.problem.name_last_option(name);
    }

    /// Adds an option that gives `colors[k]` (0: none; else a number of [`color`](Self::color))
    /// to `items[k]`: as [`push_option`](Self::push_option), with colours on secondary items only.
    pub(crate) fn push_colored_option(&mut self, name: Option<String>, items: &[u32], colors: &[u32]) {
        debug_assert!(colors
            .iter()
            .zip(items)
            .all(|(&c, &i)| c == 0 || i as usize >= self.problem.n_primary));
        let before = self.problem.option_items.len();
        self.push_option(name, items);
        self.problem.color_last_option(before, colors);
    }

    /// Primary item `item` must be covered between `lower` and `upper` times (Algorithm M);
    /// `0 < lower <= upper`, unchecked.
    pub(crate) fn bounds(&mut self, item: usize, lower: u32, upper: u32) {
        debug_assert!(0 < lower && lower <= upper && item < self.problem.n_primary);
        self.problem.set_bounds(item, lower, upper);
    }

    /// The number of the colour `name` (from 1), naming it if it is new.
    pub(crate) fn color(&mut self, name: &str) -> u32 {
        self.problem.color_id(name)
    }

    pub(crate) fn finish(self) -> Problem {
        self.problem
    }
}

//! Knuth's DLX format, as his `dlx1` reads it, with his colours (`item:colour` on a secondary
//! item in an option, as his `dlx2` reads them).

use super::builder::{check_name, ItemTable};
use super::error::{ProblemError, ProblemErrorKind};
use super::tokens::{check_length, segments};
use super::Problem;

impl Problem {
    /// Parses Knuth's DLX format: the first line lists the primary items, then optionally `|`
    /// and the secondary items; each further line is one option; lines starting with `|` are
    /// comments. In an option, `x:c` gives secondary item `x` the colour `c` (Knuth's `dlx2`:
    /// options may share `x` as long as they give it the same colour). An option that covers
    /// no primary item is left out, as Knuth's solvers leave it out
    /// ([`dropped_options`](Problem::dropped_options) lists it). A `;` may stand for a line
    /// break, so small problems fit on one line:
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
        // Lazily: the options are read one line at a time (see `segments`).
        let mut lines = segments(text).filter(|segment| !segment.tokens[0].text.starts_with('|'));
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
        let mut colors = Vec::new();
        // The option each item was last seen in: a repeat within an option is found in O(1).
        let mut last_in = vec![usize::MAX; items.names.len()];
        for (option_number, segment) in lines.enumerate() {
            indices.clear();
            colors.clear();
            for token in &segment.tokens {
                let at = || segment.position(token.column);
                // `name:colour` gives secondary item `name` a colour (Knuth's dlx2).
                let (name, color) = match token.text.split_once(':') {
                    Some((name, color)) => (name, Some(color)),
                    None => (token.text, None),
                };
                let index = items.lookup(name).map_err(|kind| ProblemError::new(kind, at()))?;
                if last_in[index as usize] == option_number {
                    let kind = ProblemErrorKind::RepeatedItemInOption(name.to_string());
                    return Err(ProblemError::new(kind, at()));
                }
                last_in[index as usize] = option_number;
                let color = match color {
                    None => 0,
                    Some("") => return Err(ProblemError::new(ProblemErrorKind::EmptyColor(name.to_string()), at())),
                    Some(_) if (index as usize) < n_primary => {
                        let kind = ProblemErrorKind::ColorOnPrimaryItem(name.to_string());
                        return Err(ProblemError::new(kind, at()));
                    }
                    Some(color) => {
                        check_name(color).map_err(|kind| ProblemError::new(kind, at()))?;
                        problem.color_id(color)
                    }
                };
                indices.push(index);
                colors.push(color);
            }
            if !indices.iter().any(|&index| (index as usize) < n_primary) {
                problem.drop_option(&segment);
                continue;
            }
            let first_column = segment.tokens[0].column;
            problem
                .push_colored_option(None, &indices, &colors)
                .map_err(|kind| ProblemError::new(kind, segment.position(first_column)))?;
        }
        Ok(problem)
    }
}

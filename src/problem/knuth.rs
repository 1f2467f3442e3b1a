//! Knuth's DLX format, as his `dlx1` reads it, with his colours (`item:colour` on a secondary
//! item in an option, as his `dlx2` reads them) and his multiplicities (`u:v|name` or `v|name`
//! for a primary item in the item line, as his `dlx3` reads them).

use super::builder::ItemTable;
use super::error::{ProblemError, ProblemErrorKind};
use super::tokens::{check_length, is_one_line, segments};
use super::{ColorIds, Problem};

impl Problem {
    /// Parses Knuth's DLX format: the first line lists the primary items, then optionally `|`
    /// and the secondary items; each further line is one option; lines starting with `|` are
    /// comments. In the item line, `u:v|name` says that between `u` and `v` options of a
    /// solution must cover primary item `name`, and `v|name` exactly `v` (Knuth's `dlx3`;
    /// [`item_bounds`](Problem::item_bounds)). In an option, `x:c` gives secondary item `x` the
    /// colour `c` (Knuth's `dlx2`: options may share `x` as long as they give it the same
    /// colour; a colour is any characters, `:` and `|` among them). An option that covers
    /// no primary item is left out, as Knuth's solvers leave it out
    /// ([`dropped_options`](Problem::dropped_options) lists it). In a problem written on one
    /// line, a `;` stands for a line break, so small problems fit on one line; in a text of
    /// several lines it is part of a name, as Knuth's programs read it:
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
        // Lazily: the options are read one line at a time (see `segments`). Knuth's programs
        // take `;` as a character of a name; this crate's one-line problems as a line break. A
        // text of several lines is his, so there it is part of a name.
        let one_line = is_one_line(text);
        let mut lines = segments(text, one_line).filter(|segment| !segment.tokens[0].text.starts_with('|'));
        let Some(header) = lines.next() else {
            return Err(ProblemError::new(ProblemErrorKind::NoItems, None));
        };
        let mut items = ItemTable::default();
        let mut n_primary = None;
        let mut bounds = Vec::new();
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
            let at = || header.position(token.column);
            let (name, item_bounds) = split_bounds(token.text).map_err(|kind| ProblemError::new(kind, at()))?;
            let item = items.declare(name).map_err(|kind| ProblemError::new(kind, at()))?;
            if let Some((lower, upper)) = item_bounds {
                if n_primary.is_some() {
                    return Err(ProblemError::new(
                        ProblemErrorKind::BoundsOnSecondaryItem(name.to_string()),
                        at(),
                    ));
                }
                bounds.push((item as usize, lower, upper));
            }
        }
        let n_primary = n_primary.unwrap_or(items.names.len());
        if n_primary == 0 {
            return Err(ProblemError::new(ProblemErrorKind::NoPrimaryItems, header.position(1)));
        }
        let mut problem = Problem::with_items(items.names.clone(), n_primary);
        // Room for every option at once: growing the arrays as they fill would copy them, and
        // in WebAssembly the copies' memory stays the page's (a count of lines and of words is
        // a bound, and quick beside the parse).
        let words = text
            .split_ascii_whitespace()
            .count()
            .saturating_sub(header.tokens.len());
        problem.reserve_options(text.bytes().filter(|&byte| byte == b'\n').count() + 1, words);
        for (item, lower, upper) in bounds {
            problem.set_bounds(item, lower, upper);
        }
        let mut indices = Vec::new();
        let mut colors = Vec::new();
        let mut color_ids = ColorIds::default();
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
                    // Any characters (a token has no spaces): Knuth's dlx2 reads `X::` and `X:|`
                    // as colours `:` and `|`.
                    Some(color) => color_ids.id(color),
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
        color_ids.name_colors(&mut problem);
        problem.shrink_to_fit();
        Ok(problem)
    }
}

/// True for a token that means to give an item bounds, `u:v|name`, `:v|name` or `v|name`: a
/// digit or a `:` first and a `|` later (read by `split_bounds`, which says what is wrong with
/// a bad one). No other token of any format looks so: names cannot hold a `|`.
pub(super) fn is_bounded_name(token: &str) -> bool {
    token.starts_with(|c: char| c.is_ascii_digit() || c == ':') && token.contains('|')
}

/// A primary item's `(lower, upper)` bounds.
pub(super) type Bounds = (u32, u32);

/// Splits an item-line token into its name and its bounds, if it has them: `2:3|C` is item
/// `C` with bounds (2, 3), `:3|C` (0, 3) (an empty lower bound is 0, as Knuth's dlx3 reads it),
/// `4|C` (4, 4), `C` none.
pub(super) fn split_bounds(token: &str) -> Result<(&str, Option<Bounds>), ProblemErrorKind> {
    let Some((prefix, name)) = token.split_once('|') else {
        return Ok((token, None));
    };
    let bad = |reason| {
        Err(ProblemErrorKind::BadBounds {
            text: token.to_string(),
            reason,
        })
    };
    if name.is_empty() {
        return bad("no item name after the `|`");
    }
    // Digits by hand: `str::parse` would bring its generic code into the wasm module.
    let number = |digits: &str| -> Option<u32> {
        let mut value = 0u32;
        for byte in digits.bytes() {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            value = value.checked_mul(10)?.checked_add(u32::from(digit))?;
        }
        (!digits.is_empty()).then_some(value)
    };
    let (lower, upper) = match prefix.split_once(':') {
        Some(("", upper)) => (Some(0), number(upper)),
        Some((lower, upper)) => (number(lower), number(upper)),
        None => (number(prefix), number(prefix)),
    };
    let (Some(lower), Some(upper)) = (lower, upper) else {
        return bad("bounds are whole numbers (at most 4294967295)");
    };
    if upper == 0 {
        return bad("the upper bound is 0, so no option could cover the item");
    }
    if lower > upper {
        return bad("the lower bound is above the upper bound");
    }
    Ok((name, Some((lower, upper))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_read_from_the_front_of_an_item_name() {
        assert_eq!(split_bounds("C"), Ok(("C", None)));
        assert_eq!(split_bounds("2:3|C"), Ok(("C", Some((2, 3)))));
        assert_eq!(split_bounds("0:3|C"), Ok(("C", Some((0, 3)))));
        assert_eq!(split_bounds("18|D"), Ok(("D", Some((18, 18)))));
        for (token, reason) in [
            ("3:2|C", "the lower bound is above the upper bound"),
            ("0|C", "the upper bound is 0, so no option could cover the item"),
            ("0:0|C", "the upper bound is 0, so no option could cover the item"),
            ("2:|C", "bounds are whole numbers (at most 4294967295)"),
            ("x|C", "bounds are whole numbers (at most 4294967295)"),
            ("-1|C", "bounds are whole numbers (at most 4294967295)"),
            ("99999999999|C", "bounds are whole numbers (at most 4294967295)"),
            ("2|", "no item name after the `|`"),
        ] {
            let expected = ProblemErrorKind::BadBounds {
                text: token.to_string(),
                reason,
            };
            assert_eq!(split_bounds(token), Err(expected), "{token}");
        }
    }
}

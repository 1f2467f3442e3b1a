//! Named sets, one per line: `A: 1 4 7`.

use super::builder::{check_name, ItemTable};
use super::error::{Position, ProblemError, ProblemErrorKind};
use super::knuth::{is_bounded_name, split_bounds, Bounds};
use super::tokens::{check_length, segments, Segment, Token};
use super::{ColorIds, DroppedOption, Problem};
use std::collections::HashMap;

impl Problem {
    /// Parses named sets, one per line: `A: 1 4 7` is an option named `A` covering items `1`,
    /// `4` and `7`. Items are inferred and sorted naturally (`2` before `10`). An item written
    /// with a colour (`A: 1 4 x:red`) is secondary, as in Knuth's colours: options may share
    /// it when they give it the same colour; every other item is primary. An item written with
    /// bounds (`A: 1 2:3|x`, as in Knuth's item line) must be covered between those numbers
    /// of times, here and wherever else it is named; give them once, or the same each time.
    /// A set with no primary item is left out ([`dropped_options`](Problem::dropped_options)).
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
        for segment in segments(text, true) {
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
        // An item written with a colour anywhere (`x:red`) is secondary: options may share it
        // when they agree on its colour. The others are primary.
        // Loops rather than `flat_map`: each flattening iterator is its own code in the module.
        let mut entries: Vec<(&str, Option<&str>)> = Vec::new();
        for set in &sets {
            for token in &set.items {
                let (name, color, _) = split_entry(token.text);
                entries.push((name, color));
            }
        }
        // The item table's map type again (each type is a hash table compiled into the module).
        let secondary: HashMap<String, u32> = entries
            .iter()
            .filter(|(_, color)| color.is_some())
            .map(|(name, _)| (name.to_string(), 0))
            .collect();
        // Each name once before sorting: a name is written once per option it is in (a
        // 20,000-line problem of 400 items sorted 60,000 names, most of its reading time).
        // A map of the kind `secondary` is, not a set: its code is in the module already (a
        // `HashSet<&str>` made the links module 1.3 KB larger, against a budget of 150,000).
        let mut seen: HashMap<String, u32> = HashMap::new();
        let mut primary_names: Vec<&str> = Vec::new();
        for &(name, _) in &entries {
            if !secondary.contains_key(name) && !seen.contains_key(name) {
                seen.insert(name.to_string(), 0);
                primary_names.push(name);
            }
        }
        let mut secondary_names: Vec<&str> = secondary.keys().map(String::as_str).collect();
        let mut items = ItemTable::default();
        for names in [&mut primary_names, &mut secondary_names] {
            heap_sort_by(names, |a, b| natural_order(a, b));
            names.dedup();
            for name in names.iter() {
                // Every name was checked by `NamedSet::split`, so declaring cannot fail here.
                items.declare(name).map_err(|kind| ProblemError::new(kind, None))?;
            }
        }
        let n_primary = primary_names.len();
        if n_primary == 0 {
            return Err(ProblemError::new(ProblemErrorKind::NoPrimaryItems, None));
        }
        let mut problem = Problem::with_items(items.names.clone(), n_primary);
        // Bounds, wherever an entry gives them: the same everywhere, and only on primary items.
        // By primary item: the bounds and the line that first gave them.
        let mut bounds_at: Vec<Option<(Bounds, usize)>> = vec![None; n_primary];
        for set in &sets {
            for token in &set.items {
                let (name, _, Some(bounds)) = split_entry(token.text) else {
                    continue;
                };
                let at = Some(Position {
                    line: set.name_at.line,
                    column: token.column,
                });
                let index = items.index[name];
                if index as usize >= n_primary {
                    return Err(ProblemError::new(
                        ProblemErrorKind::BoundsOnSecondaryItem(name.to_string()),
                        at,
                    ));
                }
                match bounds_at[index as usize] {
                    Some((first, first_line)) if first != bounds => {
                        let kind = ProblemErrorKind::ConflictingBounds {
                            name: name.to_string(),
                            first_line,
                        };
                        return Err(ProblemError::new(kind, at));
                    }
                    Some(_) => {}
                    None => {
                        bounds_at[index as usize] = Some((bounds, set.name_at.line));
                        problem.set_bounds(index as usize, bounds.0, bounds.1);
                    }
                }
            }
        }
        let mut indices = Vec::new();
        let mut colors = Vec::new();
        let mut color_ids = ColorIds::default();
        // The option each item was last seen in: a repeat within an option is found in O(1).
        let mut last_in = vec![usize::MAX; items.names.len()];
        for (option_number, set) in sets.iter().enumerate() {
            indices.clear();
            colors.clear();
            for token in &set.items {
                let (name, color, _) = split_entry(token.text);
                let index = items.index[name];
                if last_in[index as usize] == option_number {
                    let kind = ProblemErrorKind::RepeatedItemInOption(name.to_string());
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
                colors.push(color.map_or(0, |color| color_ids.id(color)));
            }
            if !indices.is_empty() && !indices.iter().any(|&index| (index as usize) < n_primary) {
                problem.dropped.push(DroppedOption {
                    line: set.name_at.line,
                    text: format!(
                        "{}: {}",
                        set.name,
                        set.items.iter().map(|t| t.text).collect::<Vec<_>>().join(" ")
                    ),
                });
                continue;
            }
            problem
                .push_colored_option(Some(set.name.to_string()), &indices, &colors)
                .map_err(|kind| ProblemError::new(kind, Some(set.name_at)))?;
        }
        color_ids.name_colors(&mut problem);
        Ok(problem)
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
                    // Named sets are read when the first line has a `:`: a writer of Knuth's
                    // format learns here why, and where his `:` goes.
                    reason: "an option name is one word (`A: 1 4 7`); a first line with a `:` makes a text named sets, not Knuth's format (his item line takes `2:3|A`, not `X:a`)",
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
            if is_bounded_name(token.text) {
                let (name, _) =
                    split_bounds(token.text).map_err(|kind| ProblemError::new(kind, Some(at(token.column))))?;
                check_name(name).map_err(|kind| ProblemError::new(kind, Some(at(token.column))))?;
                continue;
            }
            let (name, color) = split_color(token.text);
            check_name(name).map_err(|kind| ProblemError::new(kind, Some(at(token.column))))?;
            match color {
                Some("") => {
                    let kind = ProblemErrorKind::EmptyColor(name.to_string());
                    return Err(ProblemError::new(kind, Some(at(token.column))));
                }
                Some(color) => check_name(color).map_err(|kind| ProblemError::new(kind, Some(at(token.column))))?,
                None => {}
            }
        }
        Ok(NamedSet {
            name,
            name_at: at(name_column),
            items,
        })
    }
}

/// An item entry split into its name, its colour (after a `:`) and its bounds (before a `|`:
/// `2:3|x`); an entry has one or the other, or neither. The bounds were checked by
/// `NamedSet::split`.
fn split_entry(entry: &str) -> (&str, Option<&str>, Option<Bounds>) {
    if is_bounded_name(entry) {
        if let Ok((name, bounds)) = split_bounds(entry) {
            return (name, None, bounds);
        }
    }
    let (name, color) = split_color(entry);
    (name, color, None)
}

/// An item entry split into its name and, after a `:`, its colour.
fn split_color(entry: &str) -> (&str, Option<&str>) {
    match entry.split_once(':') {
        Some((name, color)) => (name, Some(color)),
        None => (entry, None),
    }
}

/// Sorts `items` by `order` (a total order: equal only for equal items, so that an unstable sort
/// gives the one result). Heapsort by hand: the standard library's sorts are each some 4 KB of
/// WebAssembly, and this is the only sort the text build needs.
fn heap_sort_by<T>(items: &mut [T], order: impl Fn(&T, &T) -> std::cmp::Ordering) {
    // Moves the item at `root` down the heap `items[..end]` until both its children are smaller.
    let sift_down = |items: &mut [T], mut root: usize, end: usize| loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && order(&items[child], &items[child + 1]).is_lt() {
            child += 1;
        }
        if order(&items[root], &items[child]).is_ge() {
            return;
        }
        items.swap(root, child);
        root = child;
    };
    let n = items.len();
    for root in (0..n / 2).rev() {
        sift_down(items, root, n);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift_down(items, 0, end);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heapsort_sorts_as_the_standard_sort_does() {
        let mut seed = 7u64;
        for n in 0..200 {
            let mut names: Vec<String> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    match seed >> 61 {
                        0 => format!("{}", seed >> 54),
                        1 => format!("0{}", seed >> 58),
                        _ => format!("{}{}", (b'a' + (seed >> 59) as u8 % 4) as char, seed >> 60),
                    }
                })
                .collect();
            let mut expected = names.clone();
            expected.sort_by(|a, b| natural_order(a, b));
            heap_sort_by(&mut names, |a, b| natural_order(a, b));
            assert_eq!(names, expected, "{n}");
        }
        let mut mixed = vec!["b", "10", "a2", "2", "02", "a10", "1"];
        heap_sort_by(&mut mixed, |a, b| natural_order(a, b));
        assert_eq!(mixed, ["1", "02", "2", "10", "a10", "a2", "b"]);
    }
}

//! Choices read by name: a branching rule, a detail, a Sudoku variant, a symmetry, a level, a
//! board puzzle. Each lists its names once, in its [`named!`] table; its `FromStr`, the name it
//! is written by ([`name_of`]) and the list of names in the error for an unknown one all come
//! from that table, so a choice added to the table is read, written and listed.

/// How the names of a table are read and listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// Words people type: read in any case, with spaces around them left out (the table's names
    /// are lower case); listed as words (`easy, medium, hard or expert`).
    Words,
    /// Read exactly as the table has them; listed as words.
    Exact,
    /// The JavaScript API's string values: read exactly, listed in double quotes
    /// (`"mrv" or "first"`).
    Strings,
}

/// A choice with names.
pub(crate) trait Named: Copy + PartialEq + 'static {
    /// What a choice is called in an error message: `heuristic`, `Sudoku variant`.
    const WHAT: &'static str;
    /// Every choice with its name, in the order the error lists them. A choice may come again
    /// further on with another name that is read too but not listed (`hyper` for windoku).
    const NAMES: &'static [(Self, &'static str)];
    /// How the names are read and listed.
    const SPELLING: Spelling;
}

/// The choice named `text`.
///
/// # Errors
/// A message naming what was asked for and listing the names, like
/// ``unknown symmetry `spiral`: use none, rotate, mirror or diagonals``.
pub(crate) fn read<T: Named>(text: &str) -> Result<T, String> {
    let found = position(text, T::SPELLING, &mut T::NAMES.iter().map(|&(_, name)| name));
    match found.and_then(|k| T::NAMES.get(k)) {
        Some(&(choice, _)) => Ok(choice),
        None => Err(unknown(T::WHAT, text, T::SPELLING, &mut listed::<T>())),
    }
}

/// The name `choice` is written by: its first in the table.
pub(crate) fn name_of<T: Named>(choice: T) -> &'static str {
    T::NAMES
        .iter()
        .find(|(known, _)| *known == choice)
        .map_or("", |&(_, name)| name)
}

/// The names an error lists: each choice's first.
fn listed<T: Named>() -> impl Iterator<Item = &'static str> {
    let names = T::NAMES.iter().enumerate();
    names
        .filter(|&(k, (choice, _))| !T::NAMES.iter().take(k).any(|(earlier, _)| earlier == choice))
        .map(|(_, &(_, name))| name)
}

// The work on names is done once for every table, not compiled again for each: a table's
// search unrolled per table weighs kilobytes in the WebAssembly modules.

/// Where `text` is among `names`, read as `spelling` says.
#[inline(never)]
fn position(text: &str, spelling: Spelling, names: &mut dyn Iterator<Item = &'static str>) -> Option<usize> {
    let any_case = spelling == Spelling::Words;
    let text = if any_case { text.trim() } else { text };
    let mut k = 0;
    // Not `for`: through the trait object, a loop by hand is the smallest code.
    #[allow(clippy::while_let_on_iterator)]
    while let Some(name) = names.next() {
        if name == text || any_case && name.eq_ignore_ascii_case(text) {
            return Some(k);
        }
        k += 1;
    }
    None
}

/// The error for `text`, which names no `what`: the names in a list ending in "or".
#[inline(never)]
fn unknown(what: &str, text: &str, spelling: Spelling, names: &mut dyn Iterator<Item = &'static str>) -> String {
    // A long or hostile name is cut in the message: it is not the user's text to keep.
    let text: String = text.chars().take(40).collect();
    let mut message = format!("unknown {what} `{text}`: use ");
    let quote = if spelling == Spelling::Strings { "\"" } else { "" };
    let mut list = Vec::new();
    for name in names {
        list.push(name);
    }
    for (k, name) in list.iter().enumerate() {
        if k > 0 {
            message.push_str(if k + 1 == list.len() { " or " } else { ", " });
        }
        message.extend([quote, name, quote]);
    }
    message
}

/// Makes a choice [`Named`], and gives it `FromStr` (see [`read`]), from its table:
/// `named! { Difficulty as "difficulty", Words: Easy "easy", Medium "medium", … }` lists each
/// choice (a variant of the enum) and a name, or `named! { Heuristic as "heuristic", Strings:
/// &Heuristic::ALL }` names a table of choices and names that is there already.
macro_rules! named {
    ($choice:ident as $what:literal, $spelling:ident: $($value:ident $name:literal),+ $(,)?) => {
        $crate::names::named! { $choice as $what, $spelling: &[$(($choice::$value, $name)),+] }
    };
    ($choice:ident as $what:literal, $spelling:ident: $names:expr) => {
        impl $crate::names::Named for $choice {
            const WHAT: &'static str = $what;
            const NAMES: &'static [($choice, &'static str)] = $names;
            const SPELLING: $crate::names::Spelling = $crate::names::Spelling::$spelling;
        }

        impl std::str::FromStr for $choice {
            type Err = String;
            /// A name of its table; an error lists the names.
            fn from_str(text: &str) -> Result<$choice, String> {
                $crate::names::read(text)
            }
        }
    };
}
pub(crate) use named;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardKind;
    use crate::search::{Detail, Heuristic};
    use crate::sudoku::{Difficulty, Symmetry, Variant};
    use std::fmt::Debug;
    use std::str::FromStr;

    /// Every choice of `all` is read back from its name, and no name is in the table twice.
    fn check_table<T: Named + Debug + FromStr<Err = String>>(all: &[T]) {
        for &choice in all {
            assert_eq!(name_of(choice).parse::<T>(), Ok(choice), "{choice:?}");
        }
        assert_eq!(listed::<T>().count(), all.len(), "{}", T::WHAT);
        for (k, (_, name)) in T::NAMES.iter().enumerate() {
            assert!(T::NAMES[..k].iter().all(|(_, earlier)| earlier != name), "{name}");
            assert!(
                T::SPELLING != Spelling::Words || name.to_ascii_lowercase() == *name,
                "{name}"
            );
        }
    }

    #[test]
    fn every_choice_has_a_name_that_reads_back_and_no_name_is_given_twice() {
        check_table(&Heuristic::ALL.map(|(choice, _)| choice));
        check_table(&Detail::ALL.map(|(choice, _)| choice));
        check_table(&Variant::ALL);
        check_table(&Symmetry::ALL);
        check_table(&Difficulty::ALL);
        check_table(&[
            BoardKind::Pentominoes,
            BoardKind::Queens,
            BoardKind::Langford,
            BoardKind::Soma,
            BoardKind::Polyominoes,
            BoardKind::Polycubes,
            BoardKind::Words,
        ]);
    }

    #[test]
    fn unknown_names_are_refused_with_the_list_of_names() {
        let cases = [
            (
                "samurai".parse::<Variant>().map(|_| ()),
                "unknown Sudoku variant `samurai`: use classic, x, windoku, jigsaw or killer",
            ),
            (
                "spiral".parse::<Symmetry>().map(|_| ()),
                "unknown symmetry `spiral`: use none, rotate, mirror or diagonals",
            ),
            (
                "fiendish".parse::<Difficulty>().map(|_| ()),
                "unknown difficulty `fiendish`: use easy, medium, hard or expert",
            ),
            (
                "sudoku".parse::<BoardKind>().map(|_| ()),
                "unknown board puzzle `sudoku`: use pentominoes, queens, langford, soma, polyominoes, polycubes or words",
            ),
            (
                "Links".parse::<Detail>().map(|_| ()),
                "unknown detail `Links`: use \"algorithm\" or \"links\"",
            ),
        ];
        for (result, message) in cases {
            assert_eq!(result, Err(message.to_string()));
        }
    }

    #[test]
    fn words_are_read_in_any_case_and_with_their_other_names() {
        assert_eq!(" Hyper ".parse::<Variant>(), Ok(Variant::Windoku));
        assert_eq!("".parse::<Variant>(), Ok(Variant::Classic));
        assert_eq!("HALF-TURN".parse::<Symmetry>(), Ok(Symmetry::Rotate180));
        assert_eq!("pentomino".parse::<BoardKind>(), Ok(BoardKind::Pentominoes));
        assert!("Queens".parse::<BoardKind>().is_err());
    }
}

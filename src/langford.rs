//! Langford pairs as exact cover, the puzzle TAOCP 7.2.2.1 opens with: write the numbers 1 to
//! `n` twice each in a row of `2n` slots so that the two copies of `k` have `k` numbers between
//! them (for n = 3: `3 1 2 1 3 2`). Each number is a primary item (placed once), each slot a
//! primary item (filled once); the option `k s{i} s{i+k+1}` puts the two `k`s in slots `i` and
//! `i + k + 1`. A solution and its reversal are counted apart, as Knuth's model does.

use crate::problem::{Problem, RawProblem};

/// The largest `n` the puzzle is offered for (its search is then about a second; a number is
/// written as one character: 1 to 9, then A to G for 10 to 16).
pub const MAX_LANGFORD: usize = 16;

/// The character number `k` (1 to 35) is written as: its digit, then A for 10 and so on.
pub fn number_char(k: usize) -> char {
    char::from_digit(k as u32, 36).map_or('?', |ch| ch.to_ascii_uppercase())
}

/// The options of Langford pairs for `n`, in the order of [`problem`]: for each number `k`
/// from 1, each first slot `i` from 0: `(k, i, i + k + 1)`.
pub fn placements(n: usize) -> Vec<(usize, usize, usize)> {
    (1..=n)
        .flat_map(|k| (0..(2 * n).saturating_sub(k + 1)).map(move |i| (k, i, i + k + 1)))
        .collect()
}

/// Langford pairs for `n`: items `1`…`n` (the numbers) and `s1`…`s{2n}` (the slots, from 1 as a
/// reader counts them), all primary; one option per placement of [`placements`].
///
/// ```
/// assert_eq!(dlx_stepper::langford::problem(7).count_solutions(None), 52);
/// ```
pub fn problem(n: usize) -> Problem {
    let names = (1..=n)
        .map(|k| k.to_string())
        .chain((1..=2 * n).map(|slot| format!("s{slot}")))
        .collect();
    // Numbers are items 0..n, slot i (from 0) is item n + i; each option's three are distinct
    // valid indices by construction.
    let mut problem = RawProblem::new(names, 3 * n);
    for (k, first, second) in placements(n) {
        problem.push_option(None, &[k - 1, n + first, n + second].map(|item| item as u32));
    }
    problem.finish()
}

/// A solution (options of [`problem`]) as its row of numbers, space-separated: `3 1 2 1 3 2`.
pub fn row(n: usize, options: &[usize]) -> String {
    let placements = placements(n);
    let mut slots = vec![0; 2 * n];
    for &option in options {
        let (k, first, second) = placements[option];
        slots[first] = k;
        slots[second] = k;
    }
    let words: Vec<String> = slots
        .iter()
        .map(|&k| if k == 0 { ".".into() } else { k.to_string() })
        .collect();
    words.join(" ") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Langford rows for `n` found without exact cover: numbers from the largest down, each
    /// tried at every first slot where both its slots are free.
    fn brute_force(n: usize) -> Vec<Vec<usize>> {
        fn place(k: usize, slots: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
            if k == 0 {
                found.push(slots.clone());
                return;
            }
            for first in 0..slots.len() {
                let second = first + k + 1;
                if second < slots.len() && slots[first] == 0 && slots[second] == 0 {
                    slots[first] = k;
                    slots[second] = k;
                    place(k - 1, slots, found);
                    slots[first] = 0;
                    slots[second] = 0;
                }
            }
        }
        let mut found = Vec::new();
        place(n, &mut vec![0; 2 * n], &mut found);
        found
    }

    #[test]
    fn the_rows_are_those_a_brute_force_finds() {
        for n in 1..=8 {
            let mut ours: Vec<String> = problem(n).solutions().map(|solution| row(n, &solution)).collect();
            let mut theirs: Vec<String> = brute_force(n)
                .into_iter()
                .map(|slots| slots.iter().map(usize::to_string).collect::<Vec<_>>().join(" ") + "\n")
                .collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "n = {n}");
        }
    }

    #[test]
    fn counts_are_knuths() {
        // A solution and its reversal apart: n ≡ 1 or 2 (mod 4) has none.
        for (n, count) in [
            (1, 0),
            (2, 0),
            (3, 2),
            (4, 2),
            (5, 0),
            (6, 0),
            (7, 52),
            (8, 300),
            (11, 35_584),
            (12, 216_288),
        ] {
            assert_eq!(problem(n).count_solutions(None), count, "n = {n}");
        }
        assert_eq!(row(3, &problem(3).solutions().next().unwrap()).split(' ').count(), 6);
    }

    #[test]
    fn numbers_are_written_with_one_character() {
        let written: String = (1..=MAX_LANGFORD).map(number_char).collect();
        assert_eq!(written, "123456789ABCDEFG");
    }
}

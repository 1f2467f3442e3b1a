//! Bit-parallel exact cover: a third engine, flat out only, for problems of up to
//! [`MAX_OPTIONS`] options. The options still open are one bit set; each primary item has the
//! bit set of the options that hold it, and each option the bit set of the options it rules
//! out (those sharing a primary item or an uncoloured secondary item with it, or giving one of
//! its secondary items another colour). Choosing an option is one pass of AND-NOT over the
//! open set, undone by going back to the copy a level below; the branching rule counts each
//! open primary item's options by popcount, a word at a time.
//!
//! It follows Knuth's Algorithm X and C exactly where the links do: the item branched on is the
//! first open primary item with fewest options, its options are tried in the problem's order,
//! and a level is a node as Knuth counts them. So the search tree, the nodes and the order of
//! the solutions are the links' (`Stepper`), which the tests hold it to; only Knuth's updates
//! and cleansings, which count link changes, have no meaning here. Its cost per node grows
//! with the number of options (a word per 64 of them, for each open item), so it is for
//! problems of a few thousand options, like the pentomino boards, where it is several times
//! faster than the links. With multiplicities (`multiplicity.rs`) it searches its own way: the
//! same solutions, its own nodes.

mod multiplicity;
mod parallel;
mod search;

use crate::Problem;
use std::collections::HashMap;

/// The most options a problem may have for this engine: its tables take `n²/8` bytes (2 MB
/// here), and a node's work grows with `n`.
pub const MAX_OPTIONS: usize = 4096;

/// What a bit-parallel search found and did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BitStats {
    /// Solutions found.
    pub solutions: u64,
    /// Search-tree nodes, as Knuth counts them (equal to the links' `Stats::nodes`), but with
    /// multiplicities, where the search is this engine's own.
    pub nodes: u64,
    /// True when the search went to the end (no limit or stop cut it short).
    pub complete: bool,
}

/// Why a problem cannot be searched bit by bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsRefusal {
    /// More options than [`MAX_OPTIONS`].
    TooManyOptions(usize),
}

impl std::fmt::Display for BitsRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BitsRefusal::TooManyOptions(n) => {
                write!(f, "{n} options: the bit engine takes at most {MAX_OPTIONS}")
            }
        }
    }
}

impl std::error::Error for BitsRefusal {}

/// Whether the bit engine suits a problem ([`Bits::fit`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fit {
    /// It takes the problem and is expected to beat the links: `options` options, `primary`
    /// primary items.
    Suits {
        /// The problem's options.
        options: usize,
        /// Its primary items.
        primary: usize,
    },
    /// More options than [`MAX_OPTIONS`].
    TooManyOptions(usize),
    /// No primary item or no option: nothing to search.
    Empty,
    /// Items with few options each (`options_per_item` on average) among many options: a node
    /// of the links touches few nodes, one of the bit engine a word per 64 options an item.
    Sparse {
        /// The options per primary item, on average.
        options_per_item: f64,
    },
}

/// A problem laid out as bit sets for the bit-parallel search.
#[derive(Clone, Debug)]
pub struct Bits {
    /// Words in a set of options.
    words: usize,
    /// Words in a set of primary items.
    item_words: usize,
    n_primary: usize,
    n_options: usize,
    /// For each primary item, the options that hold it (`words` each).
    item_options: Vec<u64>,
    /// For each primary item, the words of `item_options` that are not zero: `lo..hi`.
    item_span: Vec<(u32, u32)>,
    /// For each option, the options it rules out, itself included (`words` each).
    rules_out: Vec<u64>,
    /// For each option, its primary items (`item_words` each).
    covers: Vec<u64>,
    /// The same, as lists: option `o`'s primary items are
    /// `primaries[primaries_at[o]..primaries_at[o + 1]]`.
    primaries: Vec<u32>,
    primaries_at: Vec<u32>,
    /// For each option, the primary items that choosing it may leave with no option: those of
    /// the options it rules out, less its own. `near[near_at[o].0..near_at[o].1]`, or `None`
    /// (`near_at[o].0 == u32::MAX`) where they are too many to be worth a list of their own.
    /// Empty with multiplicities, whose search does not use them.
    near: Vec<u32>,
    near_at: Vec<(u32, u32)>,
    /// With multiplicities, each primary item's bounds (how many options of a solution hold
    /// it: at least the first, at most the second); empty without.
    bounds: Vec<(u32, u32)>,
}

fn set_bit(words: &mut [u64], bit: usize) {
    words[bit / 64] |= 1 << (bit % 64);
}

/// Puts `0..n` in the set `words`.
fn set_first(words: &mut [u64], n: usize) {
    for bit in 0..n {
        set_bit(words, bit);
    }
}

/// Makes `to` the members of `from` that are not in `out`.
#[inline(always)]
fn without(to: &mut [u64], from: &[u64], out: &[u64]) {
    for ((to, &from), &out) in to.iter_mut().zip(from).zip(out) {
        *to = from & !out;
    }
}

/// Takes the members of `out` out of `set`.
#[inline(always)]
fn remove(set: &mut [u64], out: &[u64]) {
    set.iter_mut().zip(out).for_each(|(set, &out)| *set &= !out);
}

/// The words of the options' set that the search looks at to count each primary item's
/// options, summed over the items, and the words of the set once more (a choice writes them).
fn item_spans(problem: &Problem, words: usize) -> usize {
    let n_primary = problem.n_primary();
    let mut span = vec![(usize::MAX, 0); n_primary];
    for option in 0..problem.n_options() {
        for &item in problem.option(option) {
            if let Some((lo, hi)) = span.get_mut(item as usize) {
                (*lo, *hi) = ((*lo).min(option / 64), (*hi).max(option / 64 + 1));
            }
        }
    }
    span.iter().map(|&(lo, hi)| hi.saturating_sub(lo)).sum::<usize>() + words
}

/// About how many primary items each choice may leave with no option (its option's `near`
/// items, less its own), on average over the options: the primary items of the options that
/// share an item with it, counted up to 64 an option. An upper bound with colours (options that
/// agree on a colour leave each other open).
fn near_per_option(problem: &Problem) -> f64 {
    let (n_options, n_primary) = (problem.n_options(), problem.n_primary());
    let mut holding: Vec<Vec<u32>> = vec![Vec::new(); problem.n_items()];
    for option in 0..n_options {
        for &item in problem.option(option) {
            holding[item as usize].push(option as u32);
        }
    }
    // The option last counted for each item: marks without clearing.
    let mut seen = vec![u32::MAX; n_primary];
    let mut total = 0;
    for option in 0..n_options {
        let own = problem.option(option);
        let mut near = 0;
        'option: for &item in own {
            for &other in &holding[item as usize] {
                for &theirs in problem.option(other as usize) {
                    let theirs = theirs as usize;
                    if theirs < n_primary && seen[theirs] != option as u32 && !own.contains(&(theirs as u32)) {
                        seen[theirs] = option as u32;
                        near += 1;
                        if near == 64 {
                            break 'option;
                        }
                    }
                }
            }
        }
        total += near;
    }
    total as f64 / n_options as f64
}

/// For each option, the primary items of the options it rules out, less its own (see
/// `Bits::near`), as lists in item order; a list longer than a quarter of the primary items
/// is left out, as the search would check it for little gain over looking at every item.
fn near_items(
    rules_out: &[u64],
    covers: &[u64],
    words: usize,
    item_words: usize,
    n_primary: usize,
) -> (Vec<u32>, Vec<(u32, u32)>) {
    let most = (n_primary / 4).max(8);
    let (mut near, mut near_at) = (Vec::new(), Vec::new());
    let mut items = vec![0u64; item_words];
    for (option, out) in rules_out.chunks(words).enumerate() {
        items.fill(0);
        let mut many = false;
        'union: for (k, &word) in out.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let other = k * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                let theirs = &covers[other * item_words..][..item_words];
                items
                    .iter_mut()
                    .zip(theirs)
                    .for_each(|(items, &theirs)| *items |= theirs);
                if items.iter().map(|w| w.count_ones() as usize).sum::<usize>() > most {
                    many = true;
                    break 'union;
                }
            }
        }
        if many {
            near_at.push((u32::MAX, 0));
            continue;
        }
        remove(&mut items, &covers[option * item_words..][..item_words]);
        let from = near.len() as u32;
        for (k, &word) in items.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                near.push((k * 64) as u32 + word.trailing_zeros());
                word &= word - 1;
            }
        }
        near_at.push((from, near.len() as u32));
    }
    (near, near_at)
}

impl Bits {
    /// The primary items that choosing `option` may leave with no option open, if kept.
    #[inline(always)]
    fn near(&self, option: usize) -> Option<&[u32]> {
        let (from, to) = self.near_at[option];
        (from != u32::MAX).then(|| &self.near[from as usize..to as usize])
    }

    /// Lays `problem` out in bit sets.
    ///
    /// # Errors
    /// If it has more than [`MAX_OPTIONS`] options.
    pub fn new(problem: &Problem) -> Result<Bits, BitsRefusal> {
        let n_options = problem.n_options();
        if n_options > MAX_OPTIONS {
            return Err(BitsRefusal::TooManyOptions(n_options));
        }
        let words = n_options.div_ceil(64).max(1);
        let n_primary = problem.n_primary();
        let item_words = n_primary.div_ceil(64).max(1);
        // Every item's options, and for each secondary item and colour the options giving it
        // that colour (they do not rule each other out).
        let mut holding = vec![0u64; problem.n_items() * words];
        let mut same_color: HashMap<(u32, u32), Vec<u64>> = HashMap::new();
        for option in 0..n_options {
            let colors = problem.option_colors(option);
            for (k, &item) in problem.option(option).iter().enumerate() {
                set_bit(&mut holding[item as usize * words..][..words], option);
                let color = colors.map_or(0, |colors| colors[k]);
                if color != 0 {
                    let set = same_color.entry((item, color)).or_insert_with(|| vec![0; words]);
                    set_bit(set, option);
                }
            }
        }
        let bounds: Vec<(u32, u32)> = match problem.has_multiplicities() {
            true => (0..n_primary).map(|item| problem.item_bounds(item)).collect(),
            false => Vec::new(),
        };
        // An option rules out those sharing an item that takes one option at most; an item
        // that may take more is counted in the search instead.
        let takes_one = |item: usize| item >= n_primary || bounds.get(item).is_none_or(|&(_, upper)| upper == 1);
        let mut rules_out = vec![0u64; n_options * words];
        let mut covers = vec![0u64; n_options * item_words];
        let (mut primaries, mut primaries_at) = (Vec::new(), vec![0u32]);
        for option in 0..n_options {
            let colors = problem.option_colors(option);
            let out = &mut rules_out[option * words..][..words];
            set_bit(out, option);
            for (k, &item) in problem.option(option).iter().enumerate() {
                let others = &holding[item as usize * words..][..words];
                match colors.map_or(0, |colors| colors[k]) {
                    _ if !takes_one(item as usize) => {}
                    0 => out.iter_mut().zip(others).for_each(|(out, &other)| *out |= other),
                    color => {
                        let agreeing = &same_color[&(item, color)];
                        for ((out, &other), &agrees) in out.iter_mut().zip(others).zip(agreeing) {
                            *out |= other & !agrees;
                        }
                    }
                }
                if (item as usize) < n_primary {
                    set_bit(&mut covers[option * item_words..][..item_words], item as usize);
                    primaries.push(item);
                }
            }
            primaries_at.push(primaries.len() as u32);
        }
        // The search with multiplicities keeps its own counts and never asks for `near`.
        let (near, near_at) = match bounds.is_empty() {
            true => near_items(&rules_out, &covers, words, item_words, n_primary),
            false => (Vec::new(), Vec::new()),
        };
        holding.truncate(n_primary * words);
        let item_span = holding
            .chunks(words)
            .map(|set| {
                let lo = set.iter().position(|&w| w != 0).unwrap_or(0);
                let hi = set.iter().rposition(|&w| w != 0).map_or(lo, |k| k + 1);
                (lo as u32, hi as u32)
            })
            .collect();
        Ok(Bits {
            words,
            item_words,
            n_primary,
            n_options,
            item_options: holding,
            item_span,
            rules_out,
            covers,
            primaries,
            primaries_at,
            near,
            near_at,
            bounds,
        })
    }

    /// True when this engine takes `problem` and is expected to search it faster than the
    /// links (see [`Fit`]).
    pub fn suits(problem: &Problem) -> bool {
        matches!(Bits::fit(problem), Fit::Suits { .. })
    }

    /// Whether this engine takes `problem`, and whether it is expected to search it faster than
    /// the links. A node costs the links about as many updates as an item has options times an
    /// option has items, and the bit engine about a word per 64 options for each primary item:
    /// on every file of `data/` where that second cost is at most 16 times the first,
    /// the bit engine took 0.04 to 0.64 of the links' time (pentominoes, de Bruijn cycles,
    /// MacMahon triangles, word rectangles, queens). Above that (slitherlink, masyu, the
    /// indicator problems, whose items have two to six options) it counts only the words
    /// between an item's first option and its last, and it is the faster where those are at
    /// most 30 times the links' cost and a choice touches few items (see `item_spans` and
    /// `near_per_option`). With
    /// multiplicities, where each item is counted only as far as the choice needs, it was the
    /// faster on every file of `data/mcc/` (0.2 to 0.7 of the links' time): any that fits.
    pub fn fit(problem: &Problem) -> Fit {
        let n_options = problem.n_options();
        let n_primary = problem.n_primary();
        if n_options > MAX_OPTIONS {
            return Fit::TooManyOptions(n_options);
        }
        if n_primary == 0 || n_options == 0 {
            return Fit::Empty;
        }
        if problem.has_multiplicities() {
            return Fit::Suits {
                options: n_options,
                primary: n_primary,
            };
        }
        let (items, _, _) = problem.raw_options();
        let primary_entries = items.iter().filter(|&&item| (item as usize) < n_primary).count();
        let options_per_item = primary_entries as f64 / n_primary as f64;
        let items_per_option = items.len() as f64 / n_options as f64;
        let links_cost = options_per_item * items_per_option;
        let words = n_options.div_ceil(64);
        if n_primary as f64 * words as f64 / links_cost <= 16.0 {
            return Fit::Suits {
                options: n_options,
                primary: n_primary,
            };
        }
        // Many items with few options each, but perhaps in few words each (an item's options
        // are looked at only between its first word and its last) and each choice touching few
        // items (then a node with a forced item stops at it: `search.rs`). Slitherlink and masyu
        // boards are so: 0.5 to 0.7 of the best other engine's time on such files of `data/`,
        // where the indicator problems (a choice touches 29 items) took 1.7 to 3 times as long;
        // masyu 14 × 14 (13 items) 0.8.
        let spans = item_spans(problem, words);
        if spans as f64 / links_cost <= 30.0 && near_per_option(problem) <= 16.0 {
            Fit::Suits {
                options: n_options,
                primary: n_primary,
            }
        } else {
            Fit::Sparse { options_per_item }
        }
    }

    /// Counts the solutions, up to `limit` if one is given.
    pub fn count(&self, limit: Option<u64>) -> BitStats {
        self.search(limit.unwrap_or(u64::MAX), |_| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knuths_example_has_its_one_solution_after_the_links_nodes() {
        let problem = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
        let mut found = Vec::new();
        let stats = Bits::new(&problem).unwrap().search(u64::MAX, |options| {
            found.push(options.to_vec());
            true
        });
        assert_eq!(found, [vec![3, 0, 4]]);
        let mut stepper = crate::Stepper::new(&problem);
        stepper.count_solutions(None);
        assert_eq!(
            (stats.solutions, stats.nodes, stats.complete),
            (1, stepper.stats().nodes, true)
        );
    }

    #[test]
    fn knuths_colour_example_agrees_on_a_colour() {
        let problem = Problem::parse_knuth("p q r | x y; p q x y:A; p r x:A y; p x:B; q x:A; r y:B").unwrap();
        let stats = Bits::new(&problem).unwrap().count(None);
        assert_eq!(stats.solutions, 1);
    }

    #[test]
    fn too_many_options_are_refused() {
        let many: String = (0..=MAX_OPTIONS).map(|_| "A\n").collect();
        let problem = Problem::parse_knuth(&format!("A\n{many}")).unwrap();
        assert_eq!(
            Bits::new(&problem).unwrap_err(),
            BitsRefusal::TooManyOptions(MAX_OPTIONS + 1)
        );
    }

    #[test]
    fn knuths_multiplicity_example_has_its_six_solutions() {
        // dlx3's introduction: A 2:3|B, and the options `A B`, `B`, `B`, `B`.
        let problem = Problem::parse_knuth("A 2:3|B; A B; B; B; B").unwrap();
        let mut found = Vec::new();
        Bits::new(&problem).unwrap().search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            found.push(options);
            true
        });
        found.sort();
        // `A B` and one or two of the three `B`s.
        let expected = [
            vec![0, 1],
            vec![0, 1, 2],
            vec![0, 1, 3],
            vec![0, 2],
            vec![0, 2, 3],
            vec![0, 3],
        ];
        assert_eq!(found, expected);
    }

    #[test]
    fn it_suits_pentominoes_and_queens_not_a_long_chain_of_short_items() {
        assert!(Bits::suits(
            crate::pentomino::Pentominoes::new(crate::pentomino::Board::rectangle(10, 6)).problem()
        ));
        assert!(Bits::suits(&crate::queens::problem(12)));
        // 400 items in a row, each option two neighbours: two options an item.
        let mut text: String = (0..400).map(|k| format!("i{k} ")).collect();
        text.push('\n');
        for k in 0..399 {
            text.push_str(&format!("i{k} i{}\n", k + 1));
        }
        assert!(!Bits::suits(&Problem::parse_knuth(&text).unwrap()));
    }

    #[test]
    fn a_limit_stops_the_count() {
        let bits = Bits::new(&crate::queens::problem(8)).unwrap();
        assert_eq!(bits.count(None).solutions, 92);
        let limited = bits.count(Some(10));
        assert_eq!((limited.solutions, limited.complete), (10, false));
    }
}

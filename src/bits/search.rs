//! The bit-parallel search: Knuth's X2–X8 over bit sets. A level holds the options still open
//! and the primary items still uncovered when it was entered; choosing an option writes the
//! next level's from them, so going back is going down a level, with nothing to undo.

use super::{remove, set_first, without, BitStats, Bits};

/// Options of `open` in `options` (both `lo..hi` only), counted; or, once there are `cap` of
/// them, any number from `cap` up: the branching rule only asks whether an item has fewer than
/// the best so far. Natively all of them: AVX2 counts four words a step, and stopping (looking
/// every 4, 8 or 16 words) made the 6 × 10 pentominoes 5 to 30% slower.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn count(open: &[u64], options: &[u64], _cap: u32) -> u32 {
    open.iter().zip(options).map(|(&a, &b)| (a & b).count_ones()).sum()
}

/// As above, in WebAssembly: a word at a time (`i64.popcnt`), stopping at `cap`, looked at every
/// four words. That reads 40% of the words a full count reads on the 6 × 10 pentominoes, and
/// took 7% less time than counting all of them two words a step in SIMD128 vectors (where
/// `i8x16.popcnt` costs V8 several instructions); stopping with the vectors was slower (each
/// look sums four lanes).
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn count(open: &[u64], options: &[u64], cap: u32) -> u32 {
    let mut total = 0;
    for (open, options) in open.chunks(4).zip(options.chunks(4)) {
        for (&a, &b) in open.iter().zip(options) {
            total += (a & b).count_ones();
        }
        if total >= cap {
            break;
        }
    }
    total
}

/// Whether a node trims the items' spans to its open words, and from how many words of options:
/// with fewer, finding them costs more than it saves (12 queens, three words). Natively never:
/// AVX2 counts four words a step, and the trim saved nothing there, where in WebAssembly, a
/// word a step, it saves 5 to 10% on the pentominoes.
const TRIMS: bool = cfg!(target_arch = "wasm32");
const TRIMMED_FROM: usize = 16;

/// True when `open` and `options` share an option.
#[inline(always)]
fn meet(open: &[u64], options: &[u64]) -> bool {
    open.iter().zip(options).any(|(&a, &b)| a & b != 0)
}

impl Bits {
    /// Searches from the start until the `limit`-th solution or the end, handing each
    /// solution's options (in the order chosen, as the links find them) to `on_solution`,
    /// which stops the search by answering `false`.
    pub fn search(&self, limit: u64, on_solution: impl FnMut(&[usize]) -> bool) -> BitStats {
        self.search_below(&[], limit, on_solution)
    }

    /// As [`search`](Self::search), below the options of `path` (taken in that order, as the
    /// links' search takes them: a part of a split): the subtree's nodes, its root included,
    /// and each solution's options after `path`'s.
    ///
    /// # Panics
    /// With multiplicities and a `path`: that search is not the links', so it has no parts.
    pub fn search_below(&self, path: &[usize], limit: u64, on_solution: impl FnMut(&[usize]) -> bool) -> BitStats {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor has the features `search_avx2` is compiled for.
            return unsafe { self.search_avx2(path, limit, on_solution) };
        }
        self.search_in(path, limit, on_solution)
    }

    /// The search compiled for processors with AVX2 and POPCNT: counting a word at a time
    /// with the `popcnt` instruction and eight at a time in vectors, where the baseline x86-64
    /// counts bits with shifts and masks (2× slower on the 6 × 10 pentominoes).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt")]
    fn search_avx2(&self, path: &[usize], limit: u64, on_solution: impl FnMut(&[usize]) -> bool) -> BitStats {
        self.search_in(path, limit, on_solution)
    }

    #[inline(always)]
    fn search_in(&self, path: &[usize], limit: u64, mut on_solution: impl FnMut(&[usize]) -> bool) -> BitStats {
        if !self.bounds.is_empty() {
            assert!(
                path.is_empty(),
                "with multiplicities the bit engine searches from the start only"
            );
            return self.search_m(limit, on_solution);
        }
        let mut stats = BitStats::default();
        if limit == 0 {
            return stats;
        }
        let (words, item_words) = (self.words, self.item_words);
        // Each level covers a primary item at least, so there are at most `n_primary + 1`.
        let levels = self.n_primary + 1;
        let mut open = vec![0u64; levels * words];
        let mut uncovered = vec![0u64; levels * item_words];
        // At each level, the options of its item left to try, from word `next[level]`, and how
        // many: the last one tried, the level is done without looking through the words after
        // it (most nodes of a wide tree are forced, their item down to one option).
        let mut to_try = vec![0u64; levels * words];
        let mut next = vec![0usize; levels];
        let mut left = vec![0u32; levels];
        // The options of `path`, then the one chosen at each level.
        let mut chosen = path.to_vec();
        chosen.resize(path.len() + levels, 0);
        set_first(&mut open[..words], self.n_options);
        set_first(&mut uncovered[..item_words], self.n_primary);
        for &option in path {
            remove(&mut open[..words], &self.rules_out[option * words..][..words]);
            remove(
                &mut uncovered[..item_words],
                &self.covers[option * item_words..][..item_words],
            );
        }
        let chosen_above = path.len();
        let mut level = 0;
        'node: loop {
            stats.nodes += 1;
            let here = &open[level * words..][..words];
            // The words of `here` from its first option open to its last: deep in the tree the
            // options of whole pieces are gone, and an item's span is counted within these only.
            let (live_lo, live_hi) = if TRIMS && words >= TRIMMED_FROM {
                let lo = here.iter().position(|&word| word != 0).unwrap_or(words);
                (lo, here.iter().rposition(|&word| word != 0).map_or(lo, |k| k + 1))
            } else {
                (0, words)
            };
            // X3: the first uncovered primary item with fewest open options.
            let uncovered_here = &uncovered[level * item_words..][..item_words];
            let (mut best, mut fewest) = (usize::MAX, u32::MAX);
            // Every uncovered item had an option open a level up (else it had no branches), so
            // one left with none now holds an option that the last choice ruled out: its
            // `near` items. With them checked, the first item with one option wins, and the
            // scan stops there; else, once one has a single option, later ones can only win by
            // having none. In a wide, shallow tree most nodes are forced, and that check of
            // every item after the forced one was most of a node's work.
            let near = match level {
                0 => None,
                _ => self.near(chosen[chosen_above + level - 1]),
            };
            if let Some(near) = near {
                for &item in near {
                    let item = item as usize;
                    if uncovered_here[item / 64] & (1 << (item % 64)) == 0 {
                        continue;
                    }
                    let (lo, hi) = self.item_span[item];
                    let lo = (lo as usize).max(live_lo);
                    let hi = (hi as usize).min(live_hi).max(lo);
                    if !meet(&here[lo..hi], &self.item_options[item * words..][lo..hi]) {
                        (best, fewest) = (item, 0);
                        break;
                    }
                }
            }
            let none_empty = near.is_some();
            'scan: for (k, &word) in uncovered_here.iter().enumerate() {
                if fewest == 0 {
                    break;
                }
                let mut word = word;
                while word != 0 {
                    let item = k * 64 + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let (lo, hi) = self.item_span[item];
                    let lo = (lo as usize).max(live_lo);
                    let hi = (hi as usize).min(live_hi).max(lo);
                    let options = &self.item_options[item * words..][lo..hi];
                    let count = if fewest <= 1 {
                        u32::from(meet(&here[lo..hi], options))
                    } else {
                        count(&here[lo..hi], options, fewest)
                    };
                    if count < fewest {
                        (best, fewest) = (item, count);
                        if count == 0 || count == 1 && none_empty {
                            break 'scan;
                        }
                    }
                }
            }
            let tries = &mut to_try[level * words..][..words];
            if best == usize::MAX {
                // X2: every primary item is covered.
                stats.solutions += 1;
                if !on_solution(&chosen[..chosen_above + level]) || stats.solutions == limit {
                    return stats;
                }
                left[level] = 0;
            } else {
                let (lo, hi) = self.item_span[best];
                let options = &self.item_options[best * words..][..words];
                for k in lo as usize..hi as usize {
                    tries[k] = here[k] & options[k];
                }
                next[level] = lo as usize;
                left[level] = fewest;
            }
            // X5–X8: the next option to try here, or back up a level.
            loop {
                if left[level] == 0 {
                    if level == 0 {
                        stats.complete = true;
                        return stats;
                    }
                    level -= 1;
                    continue;
                }
                left[level] -= 1;
                let tries = &mut to_try[level * words..][..words];
                let mut k = next[level];
                while tries[k] == 0 {
                    k += 1;
                }
                next[level] = k;
                let option = k * 64 + tries[k].trailing_zeros() as usize;
                tries[k] &= tries[k] - 1;
                chosen[chosen_above + level] = option;
                let (below, above) = open.split_at_mut((level + 1) * words);
                without(
                    &mut above[..words],
                    &below[level * words..],
                    &self.rules_out[option * words..][..words],
                );
                let (below, above) = uncovered.split_at_mut((level + 1) * item_words);
                let covers = &self.covers[option * item_words..][..item_words];
                without(&mut above[..item_words], &below[level * item_words..], covers);
                level += 1;
                continue 'node;
            }
        }
    }
}

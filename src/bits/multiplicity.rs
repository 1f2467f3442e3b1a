//! Multiplicities over bit sets: primary items covered between their bounds (Knuth's MCC). The
//! search is not Knuth's Algorithm M step for step (no tweaks, no null moves), though it
//! branches as he does (his branch degree and tie-break): its nodes are its own (his on some
//! files), its solutions the same sets of options.
//!
//! A level holds the open options, how many of them hold each primary item, and how many options
//! chosen so far cover each primary item.
//! An item that may take one option at most is ruled out by `rules_out`, as without bounds;
//! one that may take more is counted, and its options close when it is full. The search
//! branches on the item with the fewest branches: its open options, tried in order (one that
//! needs `n` more options tries only as first the first `options - n + 1`, Knuth's branch
//! degree), and, when it has what it needs, a last branch in which it takes no more. Each option
//! tried at a level closes there, for the branches after it. So a solution is found in exactly one branch: the
//! one choosing its first option (in order) among the item's open ones, or the last branch
//! when it has none of them.

use super::{remove, set_first, without, BitStats, Bits};

/// In `chosen`, a level whose item took no more options.
const NONE_TAKEN: usize = usize::MAX;

impl Bits {
    #[inline(always)]
    pub(super) fn search_m(&self, limit: u64, mut on_solution: impl FnMut(&[usize]) -> bool) -> BitStats {
        let mut stats = BitStats::default();
        if limit == 0 {
            return stats;
        }
        let (words, n_primary) = (self.words, self.n_primary);
        // Each level closes an option or an item's last ones: at most one level an option.
        let levels = self.n_options + 1;
        let mut open = vec![0u64; words];
        // At each level, how many of its open options hold each primary item: kept as options
        // close, so that choosing the item to branch on reads a number an item instead of
        // counting its set. The problems this engine loses time on are wide and shallow (a
        // million solutions, a few options closed a node): there, counting every item's set at
        // every node was most of the work, and keeping the numbers costs a few updates a node.
        let mut holding = vec![0u32; n_primary];
        // How many chosen options cover each item, kept along the path: raised when a branch
        // chooses an option, lowered when the search comes back from it.
        let mut count = vec![0u32; n_primary];
        // How many more each item needs (its lower bound less `count`, or 0), kept with `count`:
        // the first pass of `branch_m` reads this and the open options, the bounds only the
        // second, for the items tied for fewest branches.
        let mut needs: Vec<u32> = self.bounds.iter().map(|&(lower, _)| lower).collect();
        // At each level: the options of its item left to try, and whether the branch in which
        // the item takes no more is still to come.
        let mut to_try = vec![0u64; words];
        let mut take_none = vec![false; 1];
        let mut chosen = vec![0usize; 1];
        let mut solution = Vec::new();
        set_first(&mut open, self.n_options);
        for (item, held) in holding.iter_mut().enumerate() {
            *held = self.item_options[item * words..][..words]
                .iter()
                .map(|w| w.count_ones())
                .sum();
        }
        let mut level = 0;
        'node: loop {
            stats.nodes += 1;
            if open.len() < (level + 2) * words {
                let grown = ((level + 2) * 2).min(levels + 1);
                open.resize(grown * words, 0);
                holding.resize(grown * n_primary, 0);
                to_try.resize(grown * words, 0);
                take_none.resize(grown, false);
                chosen.resize(grown, 0);
            }
            let here = &open[level * words..][..words];
            let held = &holding[level * n_primary..][..n_primary];
            chosen[level] = NONE_TAKEN;
            let branch = self.branch_m(&count, &needs, held);
            let dead = branch.is_none();
            let (best, fewest, best_needs) = branch.unwrap_or((usize::MAX, 0, false));
            if !dead && best == usize::MAX {
                // Every item has what it needs and no option is open: a solution.
                stats.solutions += 1;
                solution.clear();
                solution.extend(chosen[..level].iter().copied().filter(|&option| option != NONE_TAKEN));
                if !on_solution(&solution) || stats.solutions == limit {
                    return stats;
                }
            }
            if dead || best == usize::MAX {
                to_try[level * words..][..words].fill(0);
                take_none[level] = false;
            } else {
                let options = &self.item_options[best * words..][..words];
                // The first `fewest` of its open options (all of them, when it needs none).
                let mut left = if best_needs { fewest } else { fewest - 1 };
                for ((to, &open), &holds) in to_try[level * words..][..words].iter_mut().zip(here).zip(options) {
                    let mut word = open & holds;
                    let mut kept = 0;
                    while word != 0 && left > 0 {
                        let lowest = word & word.wrapping_neg();
                        kept |= lowest;
                        word ^= lowest;
                        left -= 1;
                    }
                    *to = kept;
                }
                take_none[level] = !best_needs;
            }
            // The next branch here, or back up a level.
            loop {
                // Out of the branch taken last here, if it chose an option.
                if chosen[level] != NONE_TAKEN {
                    self.for_each_primary(chosen[level], |item| {
                        count[item] -= 1;
                        needs[item] = self.bounds[item].0.saturating_sub(count[item]);
                    });
                    chosen[level] = NONE_TAKEN;
                }
                let tries = &mut to_try[level * words..][..words];
                let next = tries.iter().position(|&word| word != 0);
                let (below, above) = open.split_at_mut((level + 1) * words);
                let (here, next_open) = (&mut below[level * words..], &mut above[..words]);
                let (held_below, held_above) = holding.split_at_mut((level + 1) * n_primary);
                let (held, next_held) = (&mut held_below[level * n_primary..], &mut held_above[..n_primary]);
                if let Some(k) = next {
                    let option = k * 64 + tries[k].trailing_zeros() as usize;
                    tries[k] &= tries[k] - 1;
                    // Closed here for the branches after this one.
                    here[k] &= !(1 << (option % 64));
                    self.for_each_primary(option, |item| held[item] -= 1);
                    chosen[level] = option;
                    without(next_open, here, &self.rules_out[option * words..][..words]);
                    for &item in self.primaries_of(option) {
                        let item = item as usize;
                        count[item] += 1;
                        needs[item] = needs[item].saturating_sub(1);
                        if count[item] == self.bounds[item].1 {
                            remove(next_open, &self.item_options[item * words..][..words]);
                        }
                    }
                    // The next level's numbers: this one's, less the options that closed.
                    next_held.copy_from_slice(held);
                    for (k, (&was, &is)) in here.iter().zip(next_open.iter()).enumerate() {
                        let mut closed = was & !is;
                        while closed != 0 {
                            let gone = k * 64 + closed.trailing_zeros() as usize;
                            closed &= closed - 1;
                            self.for_each_primary(gone, |item| next_held[item] -= 1);
                        }
                    }
                    level += 1;
                    continue 'node;
                }
                if take_none[level] {
                    // Its options were all tried and closed here: it takes no more.
                    take_none[level] = false;
                    next_open.copy_from_slice(here);
                    next_held.copy_from_slice(held);
                    level += 1;
                    continue 'node;
                }
                if level == 0 {
                    stats.complete = true;
                    return stats;
                }
                level -= 1;
            }
        }
    }

    /// The item to branch on: the one with the fewest branches, its branches, and whether it
    /// needs more options (`usize::MAX` when none is left to branch on); `None` at a dead end,
    /// where one needs more options than it has open.
    ///
    /// An item that needs nothing more and has no option open (it is full, or done) has no
    /// branch here nor below. Every other gives one: it needs `needs` more and takes them in
    /// order, so its first is among its first `options - needs + 1` (Knuth's branch degree in
    /// Algorithm M); one that needs none has a branch an option and one taking no more. So a
    /// first pass over every item, without a branch (the compiler makes it vector code), finds
    /// the fewest branches and any dead end, and a second breaks ties among the items that have
    /// that many, as Knuth's `dlx3` does: to less slack, then to more options, then to the
    /// first. One pass over the items still open, one at a time and branching on each, was most
    /// of a node's time, two thirds of it in WebAssembly.
    #[inline(always)]
    fn branch_m(&self, count: &[u32], needs: &[u32], held: &[u32]) -> Option<(usize, u32, bool)> {
        // An item's branches, `u32::MAX` for none (and anything for one that is short: the
        // search does not branch then).
        let branches = |needs: u32, options: u32| match needs == 0 && options == 0 {
            true => u32::MAX,
            false => options.wrapping_sub(needs).wrapping_add(1),
        };
        let (mut fewest, mut short) = (u32::MAX, false);
        for (&needs, &options) in needs.iter().zip(held) {
            short |= needs > options;
            fewest = fewest.min(branches(needs, options));
        }
        if short {
            return None;
        }
        if fewest == u32::MAX {
            return Some((usize::MAX, 0, false));
        }
        let (mut best, mut best_slack, mut best_options) = (usize::MAX, u32::MAX, 0);
        for (item, (&needs, &options)) in needs.iter().zip(held).enumerate() {
            if branches(needs, options) != fewest {
                continue;
            }
            let ((lower, upper), covered) = (self.bounds[item], count[item]);
            let slack = (upper - lower).min(upper - covered);
            if slack < best_slack || slack == best_slack && options > best_options {
                (best, best_slack, best_options) = (item, slack, options);
            }
        }
        Some((best, fewest, needs[best] > 0))
    }

    /// Calls `visit` on each primary item of `option`.
    #[inline(always)]
    fn for_each_primary(&self, option: usize, mut visit: impl FnMut(usize)) {
        for &item in self.primaries_of(option) {
            visit(item as usize);
        }
    }

    /// The primary items of `option`.
    #[inline(always)]
    fn primaries_of(&self, option: usize) -> &[u32] {
        let (from, to) = (self.primaries_at[option], self.primaries_at[option + 1]);
        &self.primaries[from as usize..to as usize]
    }
}

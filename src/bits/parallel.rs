//! The bit engine on several threads (without multiplicities). The links cut the search (`search::parallel::split_into`:
//! the parts in the serial order, the work above the cut counted once), and threads take the
//! parts from a shared counter, each searching its subtree bit by bit below the options of its
//! path. The links and the bit engine grow the same search tree, so the nodes add up to the
//! serial search's.

use super::{BitStats, Bits};
use crate::search::parallel::{options_on, split_into, Part};
use crate::{Heuristic, Links, Problem};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

impl Bits {
    /// Counts the solutions of `problem` (the problem these bits were made from) on `threads`
    /// threads: the serial search's solutions and nodes. `on_solution` hears each solution's
    /// options (from any thread, in no set order); `progress(done, total)` hears of each part
    /// finished.
    pub fn count_in_parallel(
        &self,
        problem: &Problem,
        threads: usize,
        on_solution: &(dyn Fn(&[usize]) + Sync),
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> BitStats {
        let threads = threads.max(1);
        if !self.bounds.is_empty() {
            // With multiplicities the bit engine's tree is not the links', which cut it: one
            // thread.
            let stats = self.search(u64::MAX, |options| {
                on_solution(options);
                true
            });
            progress(1, 1);
            return stats;
        }
        // As the links' parallel count: many more parts than threads, so that a thread that
        // drew small parts takes more.
        let split = split_into(problem, Heuristic::MinimumRemainingValues, 64 * threads);
        let initial = Links::new(problem);
        let total = split.parts.len();
        let (next, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let sum = Mutex::new(BitStats {
            solutions: split.above.solutions,
            nodes: split.above.nodes,
            complete: true,
        });
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let (mut solutions, mut nodes) = (0, 0);
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(part) = split.parts.get(k) else { break };
                        let path = options_on(&initial, part.path());
                        match part {
                            // Counted above the cut.
                            Part::Solution(_) => on_solution(&path),
                            Part::Subtree(_) => {
                                let stats = self.search_below(&path, u64::MAX, |options| {
                                    on_solution(options);
                                    true
                                });
                                solutions += stats.solutions;
                                nodes += stats.nodes;
                            }
                        }
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                    }
                    let mut sum = sum.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    sum.solutions += solutions;
                    sum.nodes += nodes;
                });
            }
        });
        sum.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{queens, Stepper};

    #[test]
    fn every_thread_count_gives_the_serial_count_and_nodes() {
        for problem in [
            queens::problem(1),
            queens::problem(3),
            queens::problem(6),
            queens::problem(9),
        ] {
            let mut serial = Stepper::new(&problem);
            serial.count_solutions(None);
            let bits = Bits::new(&problem).unwrap();
            for threads in 1..5 {
                let found = Mutex::new(Vec::new());
                let stats = bits.count_in_parallel(
                    &problem,
                    threads,
                    &|options| {
                        let mut options = options.to_vec();
                        options.sort();
                        found.lock().unwrap().push(options);
                    },
                    &|_, _| {},
                );
                assert_eq!(
                    (stats.solutions, stats.nodes),
                    (serial.stats().solutions, serial.stats().nodes)
                );
                let mut found = found.into_inner().unwrap();
                found.sort();
                let mut expected: Vec<Vec<usize>> = problem
                    .solutions()
                    .map(|mut s| {
                        s.sort();
                        s
                    })
                    .collect();
                expected.sort();
                assert_eq!(found, expected, "{threads} threads");
            }
        }
    }
}

//! Solutions as the engines find them, for the tests that hold the bit engine to the links.

use dlx_stepper::bits::{BitStats, Bits};
use dlx_stepper::{Problem, Stats, Stepper};

/// The links' first `limit` solutions (each its options in the order chosen), in the order found,
/// and the stepper's statistics after the last.
pub fn links_solutions(problem: &Problem, limit: usize) -> (Vec<Vec<usize>>, Stats) {
    let mut stepper = Stepper::new(problem);
    let mut found = Vec::new();
    while found.len() < limit {
        match stepper.next_solution() {
            Some(options) => found.push(options),
            None => break,
        }
    }
    (found, stepper.stats())
}

/// The bit engine's first `limit` solutions, in the order found, and its statistics.
pub fn bit_solutions(problem: &Problem, limit: u64) -> (Vec<Vec<usize>>, BitStats) {
    let mut found = Vec::new();
    let stats = Bits::new(problem).unwrap().search(limit, |options| {
        found.push(options.to_vec());
        true
    });
    (found, stats)
}

//! What every bench shares: whether it was asked to time (`cargo bench` passes `--bench`;
//! `cargo test --all-targets` runs the same binary without it, and then each bench only checks,
//! quickly, that every contender still runs and agrees), how many rounds to time
//! (`BENCH_ROUNDS`), and the median of the rounds' times.

#![allow(dead_code)] // Each bench uses its part.

use std::time::Duration;

/// True under `cargo bench`: time the contenders. False under `cargo test --all-targets`.
pub fn benchmarking() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

/// The rounds to time each contender: `BENCH_ROUNDS`, or `default`; one when not benchmarking.
pub fn rounds(default: usize) -> usize {
    if !benchmarking() {
        return 1;
    }
    std::env::var("BENCH_ROUNDS")
        .ok()
        .and_then(|rounds| rounds.parse().ok())
        .unwrap_or(default)
}

/// The middle of `times` (sorted in place): a round slowed by the machine's drift does not
/// move it.
pub fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

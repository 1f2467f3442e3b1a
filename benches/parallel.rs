//! One count on 1 thread and on every core, alternating in one run: Scott's pentominoes and
//! the 6×10 pentomino rectangle (`../shared/data/exact-cover/`), and queens 12. Prints each
//! median and the speed-up (goal: 1.85× on 2 cores).
//!
//! `cargo bench --bench parallel` (`BENCH_ROUNDS=n`).

use dlx_stepper::search::parallel::count_in_parallel;
use dlx_stepper::{Heuristic, Problem, Stepper};
use std::time::Instant;

fn load(name: &str) -> Problem {
    let path = format!("{}/../shared/data/exact-cover/{name}.dlx", env!("CARGO_MANIFEST_DIR"));
    Problem::parse_knuth(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn main() {
    // `cargo test --all-targets` runs this without `--bench`: then one quick round of the
    // smallest, to check it runs (timing belongs to `cargo bench`).
    let benchmarking = std::env::args().any(|arg| arg == "--bench");
    let rounds: usize = if benchmarking {
        std::env::var("BENCH_ROUNDS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(3)
    } else {
        1
    };
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let names: &[&str] = if benchmarking {
        &["scott", "p6x10q", "queens12"]
    } else {
        &["queens8"]
    };
    println!("counts on 1 thread (serial search) and on {cores} threads, {rounds} rounds alternating, medians:");
    for name in names {
        let problem = load(name);
        let (mut one, mut all) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            let start = Instant::now();
            let mut stepper = Stepper::new(&problem);
            let serial = stepper.count_solutions(None);
            one.push(start.elapsed().as_secs_f64());
            let start = Instant::now();
            let stats = count_in_parallel(&problem, Heuristic::MinimumRemainingValues, cores, &|_| {}, &|_, _| {});
            all.push(start.elapsed().as_secs_f64());
            assert_eq!(stats, stepper.stats(), "{name}");
            assert_eq!(stats.solutions, serial);
        }
        one.sort_by(f64::total_cmp);
        all.sort_by(f64::total_cmp);
        let (one, all) = (one[rounds / 2], all[rounds / 2]);
        println!(
            "  {name:10} 1 thread {one:7.3} s   {cores} threads {all:7.3} s   {:.2}x faster",
            one / all
        );
    }
}

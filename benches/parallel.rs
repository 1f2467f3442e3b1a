//! One count on 1 thread and on every core, alternating in one run: Scott's pentominoes and
//! the 6×10 pentomino rectangle (`data/exact-cover/`), and queens 12. Prints each
//! median and the speed-up (goal: 1.85× on 2 cores).
//!
//! Then a prediction for more workers than this machine has: the 5×12 pentomino rectangle and
//! 14 queens cut into at least 1,024 parts, each part's updates counted, and the parts dealt in
//! order to whichever of W workers is free first (as the threads take them): the speed-up is
//! the total work over the busiest worker's (the makespan).
//!
//! `cargo bench --bench parallel` (`BENCH_ROUNDS=n`).

mod harness;
use dlx_stepper::board::BoardPuzzle;
use dlx_stepper::search::parallel::{count_in_parallel, search_part, split_into};
use dlx_stepper::{queens, Heuristic, Links, Problem, Stepper};
use std::time::Instant;

fn load(name: &str) -> Problem {
    let path = format!("{}/data/exact-cover/{name}.dlx", env!("CARGO_MANIFEST_DIR"));
    Problem::parse_knuth(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn main() {
    // `cargo test --all-targets` runs this without `--bench`: then one quick round of the
    // smallest, to check it runs (timing belongs to `cargo bench`).
    let benchmarking = harness::benchmarking();
    let rounds = harness::rounds(3);
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
    if benchmarking {
        println!("predicted speed-up, parts dealt in order to the first free of W workers (work = updates):");
        let p5x12 = BoardPuzzle::parse("pentominoes", "12x5").unwrap().problem().clone();
        for (name, problem) in [("p5x12", p5x12), ("queens14", queens::problem(14))] {
            let (parts, total, above) = part_updates(&problem);
            let speedups: Vec<String> = [2, 8, 64, 256]
                .iter()
                .map(|&w| {
                    format!(
                        "{w} workers {:.1}x",
                        total as f64 / (above + makespan(&parts, w)) as f64
                    )
                })
                .collect();
            let largest = parts.iter().max().copied().unwrap_or(0);
            println!(
                "  {name:9} {} parts, largest {:.1}% of the work: {}",
                parts.len(),
                100.0 * largest as f64 / total as f64,
                speedups.join(", ")
            );
        }
    }
}

/// Each part's updates (in the serial order), the whole search's, and those above the cut.
fn part_updates(problem: &Problem) -> (Vec<u64>, u64, u64) {
    let split = split_into(problem, Heuristic::MinimumRemainingValues, 1024);
    let initial = Links::new(problem);
    let parts: Vec<u64> = split
        .parts
        .iter()
        .map(|part| search_part(&initial, part, Heuristic::MinimumRemainingValues, &|_| {}).updates)
        .collect();
    let total = split.above.updates + parts.iter().sum::<u64>();
    (parts, total, split.above.updates)
}

/// The busiest of `workers` when each part in turn goes to the worker free first.
fn makespan(parts: &[u64], workers: usize) -> u64 {
    let mut busy = vec![0u64; workers];
    for &work in parts {
        let first_free = (0..workers).min_by_key(|&w| busy[w]).unwrap_or(0);
        busy[first_free] += work;
    }
    busy.into_iter().max().unwrap_or(0)
}

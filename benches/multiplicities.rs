//! Multiplicity problems (Knuth's Algorithm M) from `data/mcc/`: ours, flat out on the
//! links and on bit sets (the bit engine, laid out afresh each round) and stepped by events,
//! against Knuth's own `dlx3` when the `DLX3` environment variable names
//! its program (a C program built from his CWEB source with `ctangle`; no Rust crate has
//! Algorithm M), in one run.
//!
//! `DLX3=/path/to/dlx3 cargo bench --bench multiplicities` (`BENCH_ROUNDS=n` for more rounds).
//! The contenders run round-robin, one after another in each round, so the machine's drift over
//! minutes hits them alike; medians are printed with ratios to ours. `dlx3` reads the file
//! itself, so its time includes reading the input, and ours here does not: the ratio favours
//! `dlx3` by its input time (a few milliseconds at most on these files).

mod knuth;

mod harness;
use dlx_stepper::bits::Bits;
use dlx_stepper::{Problem, Stepper};
use std::time::{Duration, Instant};

/// A contender's whole count, run once per round.
type Counter<'a> = Box<dyn FnMut() -> u64 + 'a>;

fn path(name: &str) -> String {
    format!("{}/data/mcc/{name}.dlx", env!("CARGO_MANIFEST_DIR"))
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: then only check, quickly,
    // that every contender still runs and agrees.
    let benchmarking = harness::benchmarking();
    let rounds = harness::rounds(5);
    let files: &[&str] = match benchmarking {
        true => &[
            "ian-O",
            "queendom-7-4",
            "polyomino-tetro2-5x8",
            "redrect-4x4",
            "motley-5x6",
        ],
        false => &["queendom-5-3"],
    };
    let knuth = std::env::var("DLX3").ok();
    if knuth.is_none() {
        println!("(DLX3 is not set: Knuth's dlx3 is left out)");
    }
    for &name in files {
        let problem = Problem::parse(&std::fs::read_to_string(path(name)).unwrap()).unwrap();
        let mut reference = Stepper::new(&problem);
        let expected = reference.count_solutions(None);
        println!(
            "\n{name}.dlx: {expected} solutions, {} nodes, {} updates, {rounds} rounds (median)",
            reference.stats().nodes,
            reference.stats().updates
        );
        let mut flat = Stepper::new(&problem);
        let mut events = Stepper::new(&problem);
        let mut contenders: Vec<(&str, Counter)> = vec![
            (
                "dlx-stepper (plain loops)",
                Box::new(|| {
                    flat.reset();
                    flat.count_solutions(None)
                }),
            ),
            (
                "dlx-stepper bit engine (its own tree)",
                Box::new(|| Bits::new(&problem).unwrap().count(None).solutions),
            ),
            (
                "dlx-stepper (event machine)",
                Box::new(|| {
                    events.reset();
                    let mut count = 0;
                    while events.next_solution().is_some() {
                        count += 1;
                    }
                    count
                }),
            ),
        ];
        if let Some(program) = &knuth {
            let file = path(name);
            contenders.push((
                "Knuth's dlx3 (C, input included)",
                Box::new(move || knuth::solutions(program, &["m0"], &file)),
            ));
        }
        let mut times = vec![Vec::new(); contenders.len()];
        for _ in 0..rounds {
            for (k, (contender, count)) in contenders.iter_mut().enumerate() {
                let start = Instant::now();
                let found = count();
                times[k].push(start.elapsed());
                assert_eq!(found, expected, "{contender} found a wrong number of solutions");
            }
        }
        let medians: Vec<Duration> = times.iter_mut().map(|t| harness::median(t)).collect();
        let base = medians[0].as_secs_f64();
        for ((contender, _), time) in contenders.iter().zip(&medians) {
            println!(
                "  {contender:<40} {:>8.3} s  {:>5.2}× ours",
                time.as_secs_f64(),
                time.as_secs_f64() / base
            );
        }
    }
}

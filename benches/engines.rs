//! Every engine on every problem file of `data/` (plain, colour, multiplicity), counted on one
//! thread, and the engine the core's door (`engine::choose`, `Ask::Count`) picks: the measure the
//! rule is held to. For each file: each engine's median time, the pick, and the pick's time over
//! the best engine's (the goal: at most 1.15 on every file whose best time is 5 ms or more;
//! below that the clock and the layout's building decide).
//!
//! `cargo bench --bench engines` (`BENCH_ROUNDS=n` for more rounds, 3 by default;
//! `BENCH_FILES=a,b` for the files whose names contain one of those). The engines run
//! round-robin within each round, so the machine's drift hits them alike.

mod harness;
use dlx_stepper::bits::Bits;
use dlx_stepper::cells::Cells;
use dlx_stepper::engine::{choose, Ask, Engine};
use dlx_stepper::{Problem, Stepper};
use std::time::{Duration, Instant};

/// Counts `problem` with `engine` from scratch (its layout built first, as a count from the
/// problem does), or `None` when that engine does not take it.
fn count_with(engine: Engine, problem: &Problem) -> Option<u64> {
    match engine {
        Engine::Links => Some(Stepper::without_copy(dlx_stepper::Links::new(problem)).count_solutions(None)),
        Engine::Bits => Bits::new(problem).ok().map(|bits| bits.count(None).solutions),
        Engine::Cells => (!problem.has_multiplicities()).then(|| Cells::new(problem).count(None).solutions),
    }
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: then only the smallest
    // files, once, to check that every engine agrees.
    let benchmarking = harness::benchmarking();
    let rounds = harness::rounds(3);
    let only: Vec<String> = std::env::var("BENCH_FILES")
        .map(|files| files.split(',').map(str::to_owned).collect())
        .unwrap_or_default();
    let data = format!("{}/data", env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["exact-cover", "xcc", "mcc", "wide"] {
        let mut names: Vec<String> = std::fs::read_dir(format!("{data}/{folder}"))
            .unwrap()
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter(|name| name.ends_with(".dlx"))
            .collect();
        names.sort();
        files.extend(names.into_iter().map(|name| format!("{folder}/{name}")));
    }
    if !benchmarking {
        files.retain(|file| file.contains("queens8") || file.contains("knuth-") || file.contains("torto-CAT"));
    }
    if !only.is_empty() {
        files.retain(|file| only.iter().any(|part| file.contains(part.as_str())));
    }
    let engines = [Engine::Links, Engine::Bits, Engine::Cells];
    println!("file | links s | bits s | cells s | pick | pick / best");
    let mut worst: f64 = 0.0;
    for file in files {
        let text = std::fs::read_to_string(format!("{data}/{file}")).unwrap();
        let problem = Problem::parse_knuth(&text).unwrap();
        let pick = choose(&problem, Ask::Count).engine;
        let mut times: Vec<Vec<Duration>> = vec![Vec::new(); engines.len()];
        let mut counts = vec![None; engines.len()];
        for _ in 0..rounds {
            for (k, &engine) in engines.iter().enumerate() {
                let start = Instant::now();
                let count = count_with(engine, &problem);
                let elapsed = start.elapsed();
                if count.is_some() {
                    times[k].push(elapsed);
                }
                counts[k] = count;
            }
        }
        let known: Vec<u64> = counts.iter().flatten().copied().collect();
        assert!(
            known.windows(2).all(|w| w[0] == w[1]),
            "{file}: the engines disagree: {counts:?}"
        );
        let medians: Vec<Option<f64>> = times
            .iter_mut()
            .map(|t| (!t.is_empty()).then(|| harness::median(t).as_secs_f64()))
            .collect();
        let best = medians.iter().flatten().copied().fold(f64::INFINITY, f64::min);
        let picked = medians[engines.iter().position(|&e| e == pick).unwrap()].unwrap();
        let ratio = picked / best;
        if best >= 0.005 {
            worst = worst.max(ratio);
        }
        let shown: Vec<String> = medians
            .iter()
            .map(|m| m.map_or("—".into(), |m| format!("{m:.4}")))
            .collect();
        println!(
            "{file} | {} | {} | {} | {} | {ratio:.2}",
            shown[0],
            shown[1],
            shown[2],
            pick.name()
        );
    }
    println!("the pick's time over the best engine's, at worst (files of 5 ms or more): {worst:.2}");
}

//! Wide, shallow search trees (`data/wide/`: a million solutions and more, made by Knuth's
//! generators): the command line's count on one thread (`solve --count --threads 1`, the engine
//! the core's door picks) against Knuth's `dlx2` (colours) and `dlx3` (multiplicities), both as
//! processes reading the file, alternating in each round so that the machine's drift hits them
//! alike. The goal (issue #54): at most 0.75 of his time on every file.
//!
//! `DLX2=… DLX3=… cargo bench --bench wide` (`benches/knuth-peers.sh` builds them from his CWEB
//! sources; `BENCH_ROUNDS=n`, 3 by default; `BENCH_FILES=a,b` for the files whose names contain
//! one of those). Without them, the contender is our own links (`--engine links`), which count
//! Knuth's nodes and updates and took 0.9 to 1.1 of his time on these files.

mod harness;
use dlx_stepper::engine::{choose, Ask};
use dlx_stepper::Problem;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const OURS: &str = env!("CARGO_BIN_EXE_dlx-stepper");

/// Runs `command`, returning the solutions it reports and the time it took.
fn run(mut command: Command, knuth: bool) -> (u64, Duration) {
    let start = Instant::now();
    let output = command.stderr(Stdio::piped()).stdout(Stdio::piped()).output().unwrap();
    let elapsed = start.elapsed();
    assert!(output.status.success() || knuth, "{command:?} failed");
    let solutions = if knuth {
        // dlx2 and dlx3 end with "Altogether N solutions, …" on standard error.
        let text = String::from_utf8_lossy(&output.stderr);
        let line = text
            .lines()
            .rev()
            .find(|line| line.starts_with("Altogether"))
            .expect("Knuth's summary");
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    } else {
        String::from_utf8_lossy(&output.stdout).trim().parse().unwrap()
    };
    (solutions, elapsed)
}

fn main() {
    if !harness::benchmarking() {
        // `cargo test --all-targets` runs benches without `--bench`: these take seconds a file.
        return;
    }
    let rounds = harness::rounds(3);
    let only: Vec<String> = std::env::var("BENCH_FILES")
        .map(|files| files.split(',').map(str::to_owned).collect())
        .unwrap_or_default();
    let folder = format!("{}/data/wide", env!("CARGO_MANIFEST_DIR"));
    let table = std::fs::read_to_string(format!("{folder}/counts.tsv")).unwrap();
    println!("file | Knuth's solver | ours s | contender s | ours / contender | our engine");
    let mut worst: f64 = 0.0;
    for line in table.lines().skip(1) {
        let cells: Vec<&str> = line.split('\t').collect();
        let (file, solver, expected) = (cells[0], cells[2], cells[3].parse::<u64>().unwrap());
        if !only.is_empty() && !only.iter().any(|part| file.contains(part.as_str())) {
            continue;
        }
        let path = format!("{folder}/{file}");
        let problem = Problem::parse_knuth(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let peer = std::env::var(solver.to_uppercase()).ok();
        let ours = || {
            let mut command = Command::new(OURS);
            command.args(["solve", "--count", "--threads", "1", &path]);
            command
        };
        let contender = || match &peer {
            Some(program) => {
                let mut command = Command::new(program);
                command.arg("m0").stdin(std::fs::File::open(&path).unwrap());
                command
            }
            None => {
                let mut command = ours();
                command.args(["--engine", "links"]);
                command
            }
        };
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            let (count, time) = run(ours(), false);
            assert_eq!(count, expected, "{file}: ours");
            mine.push(time);
            let (count, time) = run(contender(), peer.is_some());
            assert_eq!(count, expected, "{file}: the contender");
            theirs.push(time);
        }
        let (mine, theirs) = (harness::median(&mut mine), harness::median(&mut theirs));
        let ratio = mine.as_secs_f64() / theirs.as_secs_f64();
        worst = worst.max(ratio);
        println!(
            "{file} | {} | {:.3} | {:.3} | {ratio:.2} | {}",
            if peer.is_some() { solver } else { "our links" },
            mine.as_secs_f64(),
            theirs.as_secs_f64(),
            choose(&problem, Ask::Count).reason
        );
    }
    println!("ours over the contender, at worst: {worst:.2} (goal against Knuth's solvers: at most 0.75)");
}

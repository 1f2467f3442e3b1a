//! Unique 9×9 puzzles generated per second, ours against qqwing (Debian's `qqwing`, run as an
//! outside program: `qqwing --generate N --one-line`), one core, alternating in one run; then
//! what our puzzles look like: the mean clue count of random minimal puzzles (about 24 when the
//! generator is not biased), the spread of our levels, and our levels of qqwing's own.
//!
//! `cargo bench --bench generate` (`BENCH_N=n` puzzles per timing, `BENCH_ROUNDS=r`). Without
//! qqwing installed (`apt-get install qqwing`) ours runs alone.

use dlx_stepper::sudoku::{rate, BoxShape, Difficulty, GenerateOptions, Generator, Grid, Puzzle};
use std::process::Command;
use std::time::Instant;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Seconds for qqwing to make `n` puzzles (of `level`, one of its names, if given), and them.
fn qqwing(n: usize, level: Option<&str>) -> Option<(f64, Vec<String>)> {
    let mut command = Command::new("qqwing");
    command.args(["--generate", &n.to_string(), "--one-line"]);
    if let Some(level) = level {
        command.args(["--difficulty", level]);
    }
    let start = Instant::now();
    let output = command.output().ok()?;
    let seconds = start.elapsed().as_secs_f64();
    let lines = String::from_utf8(output.stdout).ok()?;
    Some((
        seconds,
        lines.lines().filter(|l| l.len() == 81).map(str::to_string).collect(),
    ))
}

/// Seconds for ours to make `n` puzzles as `options` asks, and them.
fn ours(n: usize, options: &GenerateOptions, seed: u64) -> (f64, Vec<Grid>) {
    let mut generator = Generator::new(options.clone(), seed).unwrap();
    let start = Instant::now();
    let puzzles = (0..n)
        .map(|_| generator.next_puzzle().unwrap().puzzle.grid().clone())
        .collect();
    (start.elapsed().as_secs_f64(), puzzles)
}

fn spread(levels: impl Iterator<Item = Difficulty>) -> String {
    let mut counts = [0usize; 4];
    let mut total = 0;
    for level in levels {
        counts[level as usize] += 1;
        total += 1;
    }
    Difficulty::ALL
        .iter()
        .map(|level| {
            format!(
                "{} {:.1}%",
                level.name(),
                100.0 * counts[*level as usize] as f64 / total.max(1) as f64
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn level_of(line: &str) -> Difficulty {
    rate(&Puzzle::classic(Grid::parse(line, None).unwrap())).level
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: then only check, quickly,
    // that each contest still runs (timing belongs to `cargo bench`).
    let benchmarking = std::env::args().any(|arg| arg == "--bench");
    let n = if benchmarking { env("BENCH_N", 400) } else { 16 };
    let rounds = if benchmarking { env("BENCH_ROUNDS", 3) } else { 1 };
    let nine = GenerateOptions::new(BoxShape { rows: 3, cols: 3 });
    // Under `cargo test`, ours alone.
    let have_qqwing = benchmarking && qqwing(1, None).is_some();
    if benchmarking && !have_qqwing {
        println!("qqwing is not installed (apt-get install qqwing): ours alone");
    }
    // Contests: ours (default: minimal, no symmetry) against qqwing's default, and each of our
    // levels against the qqwing level it matches (see docs/GENERATOR.md).
    let contests: [(&str, Option<Difficulty>, Option<&str>); 3] = [
        ("any level", None, None),
        ("easy (qqwing simple)", Some(Difficulty::Easy), Some("simple")),
        ("expert (qqwing expert)", Some(Difficulty::Expert), Some("expert")),
    ];
    println!("{n} unique 9x9 puzzles per timing, {rounds} rounds alternating, medians:");
    let mut all_ours = Vec::new();
    for (name, level, qq_level) in contests {
        let options = GenerateOptions {
            difficulty: level,
            ..nine.clone()
        };
        // A level takes far longer to find (qqwing makes 4 "simple" puzzles a second): fewer.
        let count = if level.is_some() { n / 8 } else { n };
        let (mut ours_s, mut qq_s) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            let (seconds, puzzles) = ours(count, &options, round as u64 + 1);
            ours_s.push(seconds);
            if level.is_none() {
                all_ours.extend(puzzles);
            }
            if have_qqwing {
                qq_s.push(qqwing(count, qq_level).map_or(f64::NAN, |(s, _)| s));
            }
        }
        let median = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        let ours_rate = count as f64 / median(&mut ours_s);
        if have_qqwing {
            let qq_rate = count as f64 / median(&mut qq_s);
            println!(
                "  {name:24} ours {ours_rate:8.0}/s   qqwing {qq_rate:6.0}/s   ours {:.1}x faster",
                ours_rate / qq_rate
            );
        } else {
            println!("  {name:24} ours {ours_rate:8.0}/s");
        }
    }
    let minimal = GenerateOptions {
        minimal: true,
        symmetry: dlx_stepper::sudoku::Symmetry::Rotate180,
        ..nine.clone()
    };
    let (seconds, symmetric) = ours(n / 4, &minimal, 99);
    println!(
        "  {:24} ours {:8.0}/s (every single clue needed, a half-turn pattern)",
        "minimal + rotate",
        (n / 4) as f64 / seconds
    );
    let clues = |grids: &[Grid]| {
        grids
            .iter()
            .map(|g| g.cells().iter().filter(|&&d| d != 0).count())
            .sum::<usize>() as f64
            / grids.len() as f64
    };
    println!(
        "our random minimal puzzles: mean {:.2} clues over {}",
        clues(&all_ours),
        all_ours.len()
    );
    println!("  levels: {}", spread(all_ours.iter().map(|g| level_of(&g.to_line()))));
    println!("our minimal half-turn puzzles: mean {:.2} clues", clues(&symmetric));
    if have_qqwing {
        for qq_level in ["simple", "easy", "intermediate", "expert"] {
            if let Some((_, puzzles)) = qqwing(n / 4, Some(qq_level)) {
                let grids: Vec<Grid> = puzzles.iter().map(|l| Grid::parse(l, None).unwrap()).collect();
                println!(
                    "qqwing {qq_level:12} {:.2} clues; our levels: {}",
                    clues(&grids),
                    spread(puzzles.iter().map(|l| level_of(l)))
                );
            }
        }
    }
}

//! `dlx-stepper generate`: new Sudoku puzzles with one solution each, as one line each or as
//! JSON with their rating; a progress line on a terminal for long runs.

use crate::native::cli::GenerateArgs;
use crate::native::json::to_spaced_line;
use crate::native::output::write_error;
use dlx_stepper::sudoku::{rate, GenerateError, GenerateOptions, Generated, Generator};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

#[derive(Serialize)]
struct Made<'a> {
    puzzle: &'a str,
    solution: &'a str,
    clues: usize,
    level: &'a str,
    guesses: u64,
    nodes: u64,
    /// Complete grids tried for this puzzle.
    attempts: u32,
}

pub fn run(args: &GenerateArgs) -> Result<bool, String> {
    let seed = args.seed.unwrap_or_else(|| {
        let seed = clock_seed();
        eprintln!("seed {seed} (give --seed {seed} to make these puzzles again)");
        seed
    });
    let options = GenerateOptions {
        shape: args.shape,
        variant: args.variant,
        symmetry: args.symmetry,
        minimal: args.minimal,
        clues: args.clues,
        difficulty: args.difficulty,
    };
    // Refuse impossible demands before starting threads.
    Generator::new(options.clone(), seed).map_err(|error| error.to_string())?;
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    let progress = ProgressBar::with_draw_target(Some(args.count), ProgressDrawTarget::stderr_with_hz(4));
    progress.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} puzzles, {per_sec}, {eta} left")
            .expect("the template is valid"),
    );
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    // Puzzle k is made from (seed, k) alone: rounds of a few per thread are made on all the
    // threads, then written in order, so the output is the same on any number of threads.
    let round = (threads * 8) as u64;
    let mut start = 0;
    while start < args.count {
        let end = (start + round).min(args.count);
        let next = AtomicU64::new(start);
        let slots: Vec<Mutex<Option<Result<Generated, GenerateError>>>> =
            (start..end).map(|_| Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for _ in 0..threads.min((end - start) as usize) {
                scope.spawn(|| loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= end {
                        break;
                    }
                    let made = Generator::nth(&options, seed, k);
                    *slots[(k - start) as usize]
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner) = Some(made);
                });
            }
        });
        for slot in slots {
            let made = slot
                .into_inner()
                .unwrap_or_else(PoisonError::into_inner)
                .expect("every puzzle of the round is made");
            let made = made
                .inspect_err(|_| progress.finish_and_clear())
                .map_err(|error| error.to_string())?;
            write_puzzle(&mut out, args, &made)?;
            progress.inc(1);
        }
        start = end;
    }
    progress.finish_and_clear();
    out.flush().map_err(write_error)?;
    Ok(true)
}

/// One puzzle's line: the grid, or the JSON object with its rating.
fn write_puzzle(out: &mut impl Write, args: &GenerateArgs, made: &Generated) -> Result<(), String> {
    {
        let line = made.puzzle.grid().to_line();
        if args.json {
            let rating = rate(&made.puzzle);
            let json = to_spaced_line(&Made {
                puzzle: &line,
                solution: &made.solution.to_line(),
                clues: rating.clues,
                level: rating.level.name(),
                guesses: rating.guesses,
                nodes: rating.nodes,
                attempts: made.attempts,
            });
            writeln!(out, "{json}").map_err(write_error)?;
        } else {
            writeln!(out, "{line}").map_err(write_error)?;
        }
    }
    Ok(())
}

/// A seed from the clock, for runs that do not ask for one.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64 % 1_000_000_000)
}

//! `dlx-stepper generate`: new Sudoku puzzles with one solution each, as one line each or as
//! JSON with their rating; a progress line on a terminal for long runs.

use crate::native::cli::GenerateArgs;
use crate::native::json::to_spaced_line;
use crate::native::output::write_error;
use dlx_stepper::sudoku::{rate, GenerateOptions, Generator};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::io::Write;

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
    let mut generator = Generator::new(options, seed)?;
    let progress = ProgressBar::with_draw_target(Some(args.count), ProgressDrawTarget::stderr_with_hz(4));
    progress.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} puzzles, {per_sec}, {eta} left")
            .expect("the template is valid"),
    );
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for _ in 0..args.count {
        let made = generator.next_puzzle().inspect_err(|_| progress.finish_and_clear())?;
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
        progress.inc(1);
    }
    progress.finish_and_clear();
    out.flush().map_err(write_error)?;
    Ok(true)
}

/// A seed from the clock, for runs that do not ask for one.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64 % 1_000_000_000)
}

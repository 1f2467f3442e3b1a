//! `dlx-stepper solve`, and the loop that `queens` and `pentomino` share with it: solutions
//! of an exact-cover problem, counts and statistics.

use crate::native::cli::{SolveArgs, SolveFlags};
use crate::native::json::to_spaced_line;
use crate::native::output::{read_input, write_error};
use crate::native::progress::Progress;
use dlx_stepper::{Heuristic, Pause, Problem, Stepper};
use serde::Serialize;
use std::io::Write;
use std::time::Instant;

pub fn run(args: &SolveArgs) -> Result<bool, String> {
    let (source, text) = read_input(args.file.as_deref())?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    let show = |options: &[usize]| {
        options
            .iter()
            .map(|&o| format!("  {}\n", problem.option_label(o)))
            .collect()
    };
    solve_and_print(&problem, &args.flags, show, |_| None)
}

/// The summary line of `--json`.
#[derive(Serialize)]
struct Summary {
    solutions: u64,
    nodes: u64,
    updates: u64,
    seconds: f64,
    complete: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    distinct_up_to_symmetry: Option<u64>,
}

/// Solves `problem` as the flags say: lists solutions (each drawn by `show`), or counts them
/// (`--count`, `--limit`), or prints one JSON object (`--json`). `distinct` is handed every
/// solution's options, then `None` at the end, when it may answer a count up to symmetry.
pub fn solve_and_print(
    problem: &Problem,
    flags: &SolveFlags,
    show: impl Fn(&[usize]) -> String,
    mut distinct: impl FnMut(Option<&[usize]>) -> Option<u64>,
) -> Result<bool, String> {
    let mut stepper = Stepper::new(problem);
    if flags.first_item {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    let list = !flags.count && !flags.json;
    let start = Instant::now();
    let progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut found = 0u64;
    while flags.limit.is_none_or(|limit| found < limit) {
        // Run in slices so that progress can be shown during long gaps between solutions.
        match stepper.advance(1 << 20) {
            Pause::Budget => progress.tick(stepper.stats()),
            Pause::Done => break,
            Pause::Solution => {
                found += 1;
                let options = stepper.partial_solution();
                distinct(Some(&options));
                if list {
                    write!(out, "solution {found}:\n{}", show(&options)).map_err(write_error)?;
                }
            }
        }
    }
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let stats = stepper.stats();
    let distinct = distinct(None);
    if flags.json {
        let summary = Summary {
            solutions: found,
            nodes: stats.nodes,
            updates: stats.updates,
            // Microseconds are as fine as a wall clock means anything here.
            seconds: (seconds * 1e6).round() / 1e6,
            complete: stepper.is_done(),
            distinct_up_to_symmetry: distinct,
        };
        writeln!(out, "{}", to_spaced_line(&summary)).map_err(write_error)?;
    } else if flags.count {
        match distinct {
            Some(distinct) => writeln!(out, "{found} ({distinct} distinct up to symmetry)"),
            None => writeln!(out, "{found}"),
        }
        .map_err(write_error)?;
    } else if found == 0 {
        writeln!(out, "no solution").map_err(write_error)?;
    }
    out.flush().map_err(write_error)?;
    if flags.stats {
        eprintln!(
            "{found} solutions, {} nodes, {} updates, {seconds:.3} s",
            stats.nodes, stats.updates
        );
    }
    Ok(true)
}

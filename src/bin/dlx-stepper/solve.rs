//! `dlx-stepper solve`, and the loop that `queens` and `pentomino` share with it: solutions
//! of an exact-cover problem, counts and statistics.

use crate::args::{write_error, Args};
use crate::progress::Progress;
use dlx_stepper::{Heuristic, Pause, Problem, Stepper};
use std::io::Write;
use std::time::Instant;

/// The flags every problem-solving command takes.
pub const FLAGS: [&str; 4] = ["--count", "--first-item", "--stats", "--json"];

pub fn run(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(args, &FLAGS, &["--limit"])?;
    let (source, text) = args.read_input()?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    let show = |options: &[usize]| {
        options
            .iter()
            .map(|&o| format!("  {}\n", problem.option_label(o)))
            .collect()
    };
    solve_and_print(&problem, &args, show, |_| None)
}

/// Solves `problem` as the flags say: lists solutions (each drawn by `show`), or counts them
/// (`--count`, `--limit`), or prints one JSON object (`--json`, with extra fields from `extra`,
/// given every solution's options, e.g. a count up to symmetry).
pub fn solve_and_print(
    problem: &Problem,
    args: &Args,
    show: impl Fn(&[usize]) -> String,
    mut extra: impl FnMut(Option<&[usize]>) -> Option<(&'static str, String)>,
) -> Result<bool, String> {
    let limit = args.number("--limit")?;
    let mut stepper = Stepper::new(problem);
    if args.has("--first-item") {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    let list = !args.has("--count") && !args.has("--json");
    let start = Instant::now();
    let mut progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut found = 0u64;
    while limit.is_none_or(|limit| found < limit) {
        // Run in slices so that progress can be shown during long gaps between solutions.
        match stepper.advance(1 << 20) {
            Pause::Budget => progress.tick(stepper.stats()),
            Pause::Done => break,
            Pause::Solution => {
                found += 1;
                let options = stepper.partial_solution();
                extra(Some(&options));
                if list {
                    write!(out, "solution {found}:\n{}", show(&options)).map_err(write_error)?;
                }
            }
        }
    }
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let stats = stepper.stats();
    let more = extra(None);
    if args.has("--json") {
        let more = more
            .map(|(key, value)| format!(", \"{key}\": {value}"))
            .unwrap_or_default();
        writeln!(
            out,
            "{{\"solutions\": {found}, \"nodes\": {}, \"updates\": {}, \"seconds\": {seconds:.6}, \"complete\": {}{more}}}",
            stats.nodes,
            stats.updates,
            stepper.is_done()
        )
        .map_err(write_error)?;
    } else if args.has("--count") {
        match more {
            Some((key, value)) => writeln!(out, "{found} ({value} {})", key.replace('_', " ")),
            None => writeln!(out, "{found}"),
        }
        .map_err(write_error)?;
    } else if found == 0 {
        writeln!(out, "no solution").map_err(write_error)?;
    }
    out.flush().map_err(write_error)?;
    if args.has("--stats") {
        eprintln!(
            "{found} solutions, {} nodes, {} updates, {seconds:.3} s",
            stats.nodes, stats.updates
        );
    }
    Ok(true)
}

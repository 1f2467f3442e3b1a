//! `dlx-stepper solve`: solutions of an exact-cover problem, counts and statistics.

use crate::args::Args;
use crate::progress::Progress;
use dlx_stepper::{Heuristic, Pause, Problem, Stepper};
use std::io::Write;
use std::time::Instant;

pub fn run(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(args, &["--count", "--first-item", "--stats", "--json"], &["--limit"])?;
    let limit = args.number("--limit")?;
    let (source, text) = args.read_input()?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    let mut stepper = Stepper::new(&problem);
    if args.has("--first-item") {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    let list = !args.has("--count") && !args.has("--json");
    let start = Instant::now();
    let mut progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let write_error = |e: std::io::Error| format!("writing output: {e}");
    let mut found = 0u64;
    while limit.map_or(true, |limit| found < limit) {
        // Run in slices so that progress can be shown during long gaps between solutions.
        match stepper.advance(1 << 20) {
            Pause::Budget => progress.tick(stepper.stats()),
            Pause::Done => break,
            Pause::Solution => {
                found += 1;
                if list {
                    writeln!(out, "solution {found}:").map_err(write_error)?;
                    for option in stepper.partial_solution() {
                        writeln!(out, "  {}", problem.option_label(option)).map_err(write_error)?;
                    }
                }
            }
        }
    }
    progress.finish();
    let seconds = start.elapsed().as_secs_f64();
    let stats = stepper.stats();
    if args.has("--json") {
        writeln!(
            out,
            "{{\"solutions\": {found}, \"nodes\": {}, \"updates\": {}, \"seconds\": {seconds:.6}, \"complete\": {}}}",
            stats.nodes,
            stats.updates,
            stepper.is_done()
        )
        .map_err(write_error)?;
    } else if args.has("--count") {
        writeln!(out, "{found}").map_err(write_error)?;
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

//! `dlx-stepper trace`: every event of the search, one JSON object per line.

use crate::native::cli::TraceArgs;
use crate::native::json::NamedEvent;
use crate::native::output::{read_input, write_error, PROBLEM_TEXT};
use dlx_stepper::{Event, Heuristic, Problem, Stepper};
use std::io::Write;

pub fn run(args: &TraceArgs) -> Result<bool, String> {
    let (source, text) = read_input(args.file.as_deref(), PROBLEM_TEXT)?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    crate::native::solve::note_dropped_options(&source, &problem);
    let mut stepper = Stepper::new(&problem);
    if args.first_item {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    stepper.set_detail(args.detail);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..args.max.unwrap_or(u64::MAX) {
        let event = stepper.step();
        let line = serde_json::to_string(&NamedEvent {
            problem: &problem,
            event: &event,
        })
        .map_err(|e| e.to_string())?;
        writeln!(out, "{line}").map_err(write_error)?;
        if event == Event::Done {
            break;
        }
    }
    out.flush().map_err(write_error)?;
    Ok(true)
}

//! `dlx-stepper trace`: every event of the search, one JSON object per line.

use crate::args::{write_error, Args};
use crate::json;
use dlx_stepper::{Detail, Event, Heuristic, Problem, Stepper};
use std::io::Write;

pub fn run(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(args, &["--first-item"], &["--detail", "--max"])?;
    let max = args.number("--max")?.unwrap_or(u64::MAX);
    let (source, text) = args.read_input()?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    let mut stepper = Stepper::new(&problem);
    if args.has("--first-item") {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    stepper.set_detail(match args.value("--detail") {
        None | Some("algorithm") => Detail::Algorithm,
        Some("links") => Detail::Links,
        Some(other) => return Err(format!("unknown detail `{other}`: use algorithm or links")),
    });
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for _ in 0..max {
        let event = stepper.step();
        writeln!(out, "{}", json::event(&problem, &event)).map_err(write_error)?;
        if event == Event::Done {
            break;
        }
    }
    out.flush().map_err(write_error)?;
    Ok(true)
}

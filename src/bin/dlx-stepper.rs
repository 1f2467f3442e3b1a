//! The command-line front end: `dlx-stepper solve FILE` and friends. See `usage()`.

use dlx_stepper::{Heuristic, Pause, Problem, Stepper};
use std::io::{IsTerminal, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

fn usage() -> &'static str {
    "usage: dlx-stepper solve [FILE] [--count] [--limit N] [--first-item] [--stats] [--json]

Solves the exact-cover problem in FILE (or standard input if FILE is `-` or missing),
written in Knuth's DLX format (first line: primary items, `|`, secondary items; then one
option per line; `|` starts a comment line) or as named sets (`A: 1 4 7` per line).

  --count        print only the number of solutions
  --limit N      stop after N solutions (--limit 2 tells whether a solution is unique)
  --first-item   branch on the first remaining item, not the one with fewest options
  --stats        print search-tree nodes and updates (link removals) on standard error
  --json         print one JSON object at the end: solutions, nodes, updates, seconds"
}

#[derive(Default)]
struct SolveArgs {
    file: Option<String>,
    count_only: bool,
    limit: Option<u64>,
    first_item: bool,
    stats: bool,
    json: bool,
}

fn parse_solve_args(args: &[String]) -> Result<SolveArgs, String> {
    let mut parsed = SolveArgs::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--count" => parsed.count_only = true,
            "--first-item" => parsed.first_item = true,
            "--stats" => parsed.stats = true,
            "--json" => parsed.json = true,
            "--limit" => {
                let value = rest.next().ok_or("--limit needs a number")?;
                parsed.limit = Some(value.parse().map_err(|_| format!("--limit needs a number, not `{value}`"))?);
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option `{flag}`")),
            file => {
                if parsed.file.replace(file.to_string()).is_some() {
                    return Err("give at most one FILE".into());
                }
            }
        }
    }
    Ok(parsed)
}

fn read_input(file: Option<&str>) -> Result<(String, String), String> {
    match file {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).map_err(|e| format!("standard input: {e}"))?;
            Ok(("standard input".into(), text))
        }
        Some(path) => std::fs::read_to_string(path).map(|text| (path.to_string(), text)).map_err(|e| format!("{path}: {e}")),
    }
}

/// Shows progress on standard error, at most every half second, only when it is a terminal.
struct Progress {
    enabled: bool,
    start: Instant,
    last: Instant,
}

impl Progress {
    fn new() -> Progress {
        let now = Instant::now();
        Progress { enabled: std::io::stderr().is_terminal(), start: now, last: now }
    }

    fn tick(&mut self, stepper: &Stepper) {
        if self.enabled && self.last.elapsed() > Duration::from_millis(500) {
            self.last = Instant::now();
            let stats = stepper.stats();
            eprint!(
                "\r{:.1} s: {} solutions, {} nodes, {} updates  ",
                self.start.elapsed().as_secs_f64(),
                stats.solutions,
                stats.nodes,
                stats.updates
            );
        }
    }

    fn finish(&self) {
        if self.enabled && self.start.elapsed() > Duration::from_millis(500) {
            eprint!("\r{:70}\r", "");
        }
    }
}

fn solve(args: &[String]) -> Result<(), String> {
    let args = parse_solve_args(args)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    let mut stepper = Stepper::new(&problem);
    if args.first_item {
        stepper.set_heuristic(Heuristic::FirstItem);
    }
    let start = Instant::now();
    let mut progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let write_error = |e: std::io::Error| format!("writing output: {e}");
    let mut found = 0u64;
    while args.limit.map_or(true, |limit| found < limit) {
        // Run in slices so that progress can be shown during long gaps between solutions.
        match stepper.advance(1 << 20) {
            Pause::Budget => progress.tick(&stepper),
            Pause::Done => break,
            Pause::Solution => {
                found += 1;
                if !args.count_only && !args.json {
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
    if args.json {
        writeln!(
            out,
            "{{\"solutions\": {found}, \"nodes\": {}, \"updates\": {}, \"seconds\": {seconds:.6}, \"complete\": {}}}",
            stats.nodes,
            stats.updates,
            stepper.is_done()
        )
        .map_err(write_error)?;
    } else if args.count_only {
        writeln!(out, "{found}").map_err(write_error)?;
    } else if found == 0 {
        writeln!(out, "no solution").map_err(write_error)?;
    }
    out.flush().map_err(write_error)?;
    if args.stats {
        eprintln!("{found} solutions, {} nodes, {} updates, {seconds:.3} s", stats.nodes, stats.updates);
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("solve") => solve(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{}", usage());
            Ok(())
        }
        Some(other) => Err(format!("unknown command `{other}`\n\n{}", usage())),
        None => Err(usage().to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

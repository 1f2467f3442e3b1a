//! `dlx-stepper solve`, and the loop that `queens` and `pentomino` share with it: solutions
//! of an exact-cover problem, counts and statistics.

use crate::native::cli::{Engine, SolveArgs, SolveFlags};
use crate::native::json::to_spaced_line;
use crate::native::output::{read_input, write_error, PROBLEM_TEXT};
use crate::native::progress::Progress;
use crate::native::split::{self, PartLine, Stamp};
use dlx_stepper::bits::Bits;
use dlx_stepper::cells::Cells;
use dlx_stepper::engine::{self, Ask, Engine as CoreEngine};
use dlx_stepper::search::parallel;
use dlx_stepper::{Heuristic, Links, Pause, Problem, Stats, Stepper};
use serde::Serialize;
use std::io::Write;
use std::time::Instant;

pub fn run(args: &SolveArgs) -> Result<bool, String> {
    if let Some(dir) = &args.merge {
        return split::merge(dir);
    }
    let (source, text) = read_input(args.file.as_deref(), PROBLEM_TEXT)?;
    let problem = Problem::parse(&text).map_err(|e| format!("{source}: {e}"))?;
    note_dropped_options(&source, &problem);
    if let (Some(parts), Some(dir)) = (args.split, &args.out) {
        return split::split(&problem, &source, &text, parts as usize, dir, args.flags.first_item);
    }
    // A part of a split: its result carries the split's identity and a seal, for the merge.
    let part = split::part_line(&text);
    // The text's memory goes before the links take theirs.
    drop(text);
    let show = |options: &[usize]| {
        options
            .iter()
            .map(|&o| format!("  {}\n", problem.option_label(o)))
            .collect()
    };
    solve_and_print(&problem, &args.flags, part.as_ref(), show, None)
}

/// Says on standard error which options were left out for covering no primary item, as
/// Knuth's solvers do (the first few, then how many more).
pub fn note_dropped_options(source: &str, problem: &Problem) {
    const SHOWN: usize = 3;
    let dropped = problem.dropped_options();
    for option in dropped.iter().take(SHOWN) {
        eprintln!(
            "note: {source}: line {}: option `{}` left out: it covers no primary item",
            option.line, option.text
        );
    }
    if dropped.len() > SHOWN {
        eprintln!(
            "note: {source}: {} more options left out for the same reason",
            dropped.len() - SHOWN
        );
    }
}

/// The summary line of `--json`.
#[derive(Serialize)]
struct Summary {
    solutions: u64,
    nodes: u64,
    /// None (`null`) for the bit engine, which changes no links.
    updates: Option<u64>,
    /// Knuth's cleansings (colours): 0 for a problem without them; `null` from the bit engine
    /// and dancing cells, which do not count them.
    cleansings: Option<u64>,
    seconds: f64,
    complete: bool,
    /// The search that counted (`--engine`): "links", "bits" (the links' nodes, no updates) or
    /// "cells" (nodes and updates counted as Knuth's ssxcc counts them).
    engine: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    distinct_up_to_symmetry: Option<u64>,
    /// For a part of a split: its split, place, rule and seal.
    #[serde(flatten)]
    part: Option<Stamp>,
}

/// What counts solutions up to symmetry: handed every solution's options (from any thread), then
/// `None` at the end, when it answers the count.
pub type Distinct<'a> = &'a (dyn Fn(Option<&[usize]>) -> Option<u64> + Sync);

/// Solves `problem` as the flags say: lists solutions (each drawn by `show`), or counts them
/// (`--count`, `--limit`), or prints one JSON object (`--json`); with `distinct`, also up to
/// symmetry. `part` is the part line of a problem that is a part of a split.
pub fn solve_and_print(
    problem: &Problem,
    flags: &SolveFlags,
    part: Option<&PartLine>,
    show: impl Fn(&[usize]) -> String,
    distinct: Option<Distinct>,
) -> Result<bool, String> {
    // A serial count alone never looks at a solution's options: working them out (a vector per
    // solution) was an eighth of a count of a colour file with 11,200 solutions. (A parallel
    // count hands them over from a buffer it reuses.)
    let distinct_count = || distinct.and_then(|distinct| distinct(None));
    let resolved;
    let flags = match flags.engine {
        Engine::Auto => {
            // The core's door chooses (`engine::choose`); the other branching rule is the
            // links' alone.
            let ask = if flags.json || flags.stats || part.is_some() || flags.first_item {
                Ask::Figures
            } else if !flags.count {
                Ask::Solutions
            } else if flags.limit.is_none() && whole_count_threads(flags) > 1 {
                Ask::Parts
            } else {
                Ask::Count
            };
            let engine = match engine::choose(problem, ask).engine {
                CoreEngine::Bits => Engine::Bits,
                CoreEngine::Cells => Engine::Cells,
                CoreEngine::Links => Engine::Links,
            };
            resolved = SolveFlags {
                engine,
                ..flags.clone()
            };
            &resolved
        }
        _ => flags,
    };
    if flags.engine != Engine::Links {
        return solve_flat_out(problem, flags, part, show, distinct);
    }
    let heuristic = if flags.first_item {
        Heuristic::FirstItem
    } else {
        Heuristic::MinimumRemainingValues
    };
    // No copy of the links for a reset: this search runs once (a copy doubles the memory of a
    // problem with millions of options).
    let list = !flags.count && !flags.json;
    let start = Instant::now();
    let progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut found = 0u64;
    // A whole count (no listing, no limit) goes to every thread asked for; solutions listed in
    // order, or a count that stops at a limit, stay on one.
    let threads = whole_count_threads(flags);
    if !list && flags.limit.is_none() && threads > 1 {
        let stats = parallel::count_in_parallel(
            problem,
            heuristic,
            threads,
            &|options| note_distinct(distinct, options),
            &|done, total| progress.parts(done, total),
        );
        progress.finish();
        return report(
            &mut out,
            flags,
            (heuristic, part),
            stats,
            true,
            start.elapsed().as_secs_f64(),
            distinct_count(),
        );
    }
    // Made here, not before: a parallel count makes its own links.
    let mut stepper = Stepper::without_copy(Links::new(problem));
    stepper.set_heuristic(heuristic);
    if !list && distinct.is_none() {
        // Nothing to see of each solution: Knuth's plain loops count as the event machine does
        // (solutions, nodes, updates, cleansings), faster (with multiplicities, up to 1.8 times),
        // but without pausing to tell how far they are.
        progress.steady("counting on one thread");
        found = stepper.count_solutions(flags.limit);
    }
    while !stepper.is_done() && flags.limit.is_none_or(|limit| found < limit) {
        // Run in slices so that progress can be shown during long gaps between solutions.
        match stepper.advance(1 << 20) {
            Pause::Budget => progress.tick(stepper.stats()),
            Pause::Done => break,
            Pause::Solution => {
                found += 1;
                if list || distinct.is_some() {
                    let options = stepper.partial_solution();
                    if let Some(distinct) = distinct {
                        distinct(Some(&options));
                    }
                    if list {
                        write!(out, "solution {found}:\n{}", show(&options)).map_err(write_error)?;
                    }
                }
            }
        }
    }
    progress.finish();
    let mut stats = stepper.stats();
    stats.solutions = found;
    report(
        &mut out,
        flags,
        (heuristic, part),
        stats,
        stepper.is_done(),
        start.elapsed().as_secs_f64(),
        distinct_count(),
    )
}

/// `solve_and_print` with the bit engine (`--engine bits`: on every core for a whole count
/// without multiplicities) or Knuth's dancing cells (`--engine cells`: one thread, no
/// multiplicities), both with the branching rule of fewest options.
fn solve_flat_out(
    problem: &Problem,
    flags: &SolveFlags,
    part: Option<&PartLine>,
    show: impl Fn(&[usize]) -> String,
    distinct: Option<Distinct>,
) -> Result<bool, String> {
    let engine = flags.engine.name();
    if problem.has_multiplicities() && flags.engine == Engine::Cells {
        return Err(
            "--engine cells takes no multiplicities (`u:v|item`, Knuth's dlx3): use --engine bits or links".into(),
        );
    }
    if flags.first_item {
        return Err(format!(
            "--engine {engine} branches on the item with fewest options: --first-item needs --engine links"
        ));
    }
    if flags.engine == Engine::Cells && flags.threads.is_some_and(|threads| threads > 1) {
        return Err("--engine cells runs on one thread: leave out --threads, or use --engine bits or links".into());
    }
    let bits = match flags.engine {
        Engine::Bits => Some(
            Bits::new(problem).map_err(|refusal| match problem.has_multiplicities() {
                true => format!("{refusal}: use --engine links"),
                false => format!("{refusal}: use --engine cells or links"),
            })?,
        ),
        _ => None,
    };
    if part.is_some() {
        return Err(
            "a part of a split is solved with --engine links, whose counts add up to the whole search's".into(),
        );
    }
    let list = !flags.count && !flags.json;
    let start = Instant::now();
    let progress = Progress::new();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let (mut found, mut failed) = (0u64, None);
    let limit = flags.limit.unwrap_or(u64::MAX);
    let mut on_solution = |options: &[usize]| {
        found += 1;
        note_distinct(distinct, options);
        if list {
            if let Err(error) = write!(out, "solution {found}:\n{}", show(options)) {
                failed = Some(error);
                return false;
            }
        }
        true
    };
    // The bit engine counts a whole search on every thread asked for, as the links do.
    let threads = whole_count_threads(flags);
    let (solutions, nodes, updates, complete) = match bits {
        Some(bits) if !list && flags.limit.is_none() && threads > 1 => {
            let stats = bits.count_in_parallel(
                problem,
                threads,
                &|options| note_distinct(distinct, options),
                &|done, total| progress.parts(done, total),
            );
            (stats.solutions, stats.nodes, 0, stats.complete)
        }
        Some(bits) => {
            progress.steady("searching with the bit engine on one thread");
            let stats = bits.search(limit, &mut on_solution);
            (stats.solutions, stats.nodes, 0, stats.complete)
        }
        None => {
            progress.steady("searching with dancing cells on one thread");
            let stats = Cells::new(problem).search(limit, &mut on_solution);
            (stats.solutions, stats.nodes, stats.updates, stats.complete)
        }
    };
    progress.finish();
    if let Some(error) = failed {
        return Err(write_error(error));
    }
    let totals = Stats {
        nodes,
        updates,
        solutions,
        cleansings: 0,
    };
    let seconds = start.elapsed().as_secs_f64();
    let distinct = distinct.and_then(|distinct| distinct(None));
    report(
        &mut out,
        flags,
        (Heuristic::MinimumRemainingValues, None),
        totals,
        complete,
        seconds,
        distinct,
    )
}

/// The threads a whole count goes to: `--threads`, or every core.
fn whole_count_threads(flags: &SolveFlags) -> usize {
    flags.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    )
}

/// Hands a solution found on any thread to `distinct`, when solutions are counted up to
/// symmetry.
fn note_distinct(distinct: Option<Distinct>, options: &[usize]) {
    if let Some(distinct) = distinct {
        distinct(Some(options));
    }
}

/// Prints the end of a run: the JSON summary, the count, or "no solution"; and the statistics
/// on standard error with `--stats`.
fn report(
    out: &mut impl Write,
    flags: &SolveFlags,
    (heuristic, part): (Heuristic, Option<&PartLine>),
    stats: Stats,
    complete: bool,
    seconds: f64,
    distinct: Option<u64>,
) -> Result<bool, String> {
    let found = stats.solutions;
    if flags.json {
        let summary = Summary {
            solutions: found,
            nodes: stats.nodes,
            updates: (flags.engine != Engine::Bits).then_some(stats.updates),
            cleansings: (!matches!(flags.engine, Engine::Bits | Engine::Cells)).then_some(stats.cleansings),
            // Microseconds are as fine as a wall clock means anything here.
            seconds: (seconds * 1e6).round() / 1e6,
            complete,
            engine: flags.engine.name(),
            distinct_up_to_symmetry: distinct,
            part: part.map(|line| {
                split::stamp(
                    line,
                    heuristic,
                    [found, stats.nodes, stats.updates, stats.cleansings],
                    complete,
                )
            }),
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
        let cleansings = if stats.cleansings > 0 {
            format!(", {} cleansings", stats.cleansings)
        } else {
            String::new()
        };
        let engine = match flags.engine {
            Engine::Auto | Engine::Links => "",
            Engine::Bits => " (bit engine: no links, so no updates; the links' nodes but with multiplicities)",
            Engine::Cells => " (dancing cells, counted as ssxcc counts)",
        };
        let updates = match flags.engine {
            Engine::Bits => String::new(),
            _ => format!(", {} updates", stats.updates),
        };
        eprintln!(
            "{found} solutions, {} nodes{updates}{cleansings}, {seconds:.3} s{engine}",
            stats.nodes
        );
    }
    Ok(true)
}

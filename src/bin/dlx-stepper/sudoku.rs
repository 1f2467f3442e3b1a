//! `dlx-stepper sudoku`: solves puzzle files, one answer per puzzle, in input order.

use crate::args::{write_error, Args};
use crate::json;
use dlx_stepper::sudoku::{self, BoxShape, Grid};
use std::io::Write;

/// One puzzle's text and the line it starts on.
struct Puzzle {
    line: usize,
    text: String,
}

/// Splits a file into puzzles: Project Euler's `Grid NN` blocks; otherwise one puzzle per
/// line, unless the first line is too short to be a whole puzzle, when the whole input is one
/// grid drawn over several lines. Blank lines and lines starting with `#` are skipped.
fn split_puzzles(text: &str) -> Vec<Puzzle> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(k, line)| (k + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .collect();
    let puzzle = |line: usize, text: String| Puzzle { line, text };
    if lines.iter().any(|(_, line)| line.starts_with("Grid")) {
        let mut puzzles: Vec<Puzzle> = Vec::new();
        for (number, line) in lines {
            if line.starts_with("Grid") {
                puzzles.push(puzzle(number + 1, String::new()));
            } else if let Some(last) = puzzles.last_mut() {
                last.text.push_str(line);
                last.text.push('\n');
            }
        }
        return puzzles;
    }
    let cells = |line: &str| {
        line.chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '*' | '_'))
            .count()
    };
    match lines.first() {
        Some(&(first, line)) if cells(line) < 16 => {
            vec![puzzle(
                first,
                lines.iter().map(|(_, l)| *l).collect::<Vec<_>>().join("\n"),
            )]
        }
        _ => lines
            .into_iter()
            .map(|(number, line)| puzzle(number, line.to_string()))
            .collect(),
    }
}

pub fn run(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(
        args,
        &["--count", "--unique", "--boxed", "--json"],
        &["--shape", "--limit"],
    )?;
    let shape = args.value("--shape").map(BoxShape::parse).transpose()?;
    let limit = args.number("--limit")?;
    let (source, text) = args.read_input()?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut all_good = true;
    for puzzle in split_puzzles(&text) {
        let grid = match Grid::parse(&puzzle.text, shape) {
            Ok(grid) => grid,
            Err(error) => {
                all_good = false;
                if args.has("--json") {
                    let fields = [
                        ("line", puzzle.line.to_string()),
                        ("error", json::string(&error.to_string())),
                    ];
                    writeln!(out, "{}", json::object(&fields)).map_err(write_error)?;
                } else {
                    out.flush().map_err(write_error)?;
                    eprintln!("{source}: line {}: {error}", puzzle.line);
                }
                continue;
            }
        };
        let wanted = if args.has("--count") {
            limit.unwrap_or(u64::MAX)
        } else if args.has("--unique") || args.has("--json") {
            2
        } else {
            1
        };
        let answer = sudoku::solve(&grid, wanted);
        let solution_text = |grid: &Grid| {
            if args.has("--boxed") {
                grid.to_boxed()
            } else {
                grid.to_line()
            }
        };
        if args.has("--json") {
            let mut fields = vec![("line", puzzle.line.to_string())];
            if let Some(solution) = &answer.solution {
                fields.push(("solution", json::string(&solution.to_line())));
            }
            fields.push(("count", answer.count.to_string()));
            fields.push(("nodes", answer.stats.nodes.to_string()));
            fields.push(("updates", answer.stats.updates.to_string()));
            writeln!(out, "{}", json::object(&fields)).map_err(write_error)?;
        } else if args.has("--count") {
            writeln!(out, "{}", answer.count).map_err(write_error)?;
        } else {
            let mut line = match &answer.solution {
                Some(solution) => solution_text(solution),
                None => "no solution".into(),
            };
            if args.has("--unique") && answer.count > 0 {
                let verdict = if answer.count == 1 { "unique" } else { "not unique" };
                if args.has("--boxed") {
                    line.push_str(verdict);
                } else {
                    line = format!("{line} {verdict}");
                }
            }
            writeln!(out, "{}", line.trim_end()).map_err(write_error)?;
            if args.has("--boxed") {
                writeln!(out).map_err(write_error)?;
            }
        }
    }
    out.flush().map_err(write_error)?;
    Ok(all_good)
}

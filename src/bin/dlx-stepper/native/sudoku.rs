//! `dlx-stepper sudoku`: solves puzzle files, one answer per puzzle, in input order.

use crate::native::cli::SudokuArgs;
use crate::native::output::{read_input, write_error};
use dlx_stepper::sudoku::{self, Grid};
use serde::Serialize;
use std::io::Write;

/// One line of `--json`: a puzzle's answer, or why it could not be read.
#[derive(Serialize)]
struct Answer {
    line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    updates: Option<u64>,
}

impl Answer {
    fn line(&self) -> Result<String, String> {
        serde_json::to_string(self).map_err(|e| e.to_string())
    }
}

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

pub fn run(args: &SudokuArgs) -> Result<bool, String> {
    let shape = args.shape;
    let (source, text) = read_input(args.file.as_deref())?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let puzzles = split_puzzles(&text);
    if puzzles.is_empty() {
        return Err(format!(
            "{source}: no puzzle found (give one per line, like 81 digits and dots)"
        ));
    }
    let mut all_good = true;
    for puzzle in puzzles {
        let grid = match Grid::parse(&puzzle.text, shape) {
            Ok(grid) => grid,
            Err(error) => {
                all_good = false;
                if args.json {
                    let answer = Answer {
                        line: puzzle.line,
                        error: Some(error.to_string()),
                        solution: None,
                        count: None,
                        nodes: None,
                        updates: None,
                    };
                    writeln!(out, "{}", answer.line()?).map_err(write_error)?;
                } else {
                    out.flush().map_err(write_error)?;
                    eprintln!("{source}: line {}: {error}", puzzle.line);
                }
                continue;
            }
        };
        let wanted = if args.count {
            args.limit.unwrap_or(u64::MAX)
        } else if args.unique || args.json {
            2
        } else {
            1
        };
        let answer = sudoku::solve(&grid, wanted);
        let solution_text = |grid: &Grid| {
            if args.boxed {
                grid.to_boxed()
            } else {
                grid.to_line()
            }
        };
        if args.json {
            let answer = Answer {
                line: puzzle.line,
                error: None,
                solution: answer.solution.as_ref().map(Grid::to_line),
                count: Some(answer.count),
                nodes: Some(answer.stats.nodes),
                updates: Some(answer.stats.updates),
            };
            writeln!(out, "{}", answer.line()?).map_err(write_error)?;
        } else if args.count {
            writeln!(out, "{}", answer.count).map_err(write_error)?;
        } else {
            let mut line = match &answer.solution {
                Some(solution) => solution_text(solution),
                None => "no solution".into(),
            };
            if args.unique && answer.count > 0 {
                let verdict = if answer.count == 1 { "unique" } else { "not unique" };
                if args.boxed {
                    line.push_str(verdict);
                } else {
                    line = format!("{line} {verdict}");
                }
            }
            writeln!(out, "{}", line.trim_end()).map_err(write_error)?;
            if args.boxed {
                writeln!(out).map_err(write_error)?;
            }
        }
    }
    out.flush().map_err(write_error)?;
    Ok(all_good)
}

//! `dlx-stepper sudoku`: solves puzzle files, one answer per puzzle, in input order.

use crate::native::cli::SudokuArgs;
use crate::native::output::{open_input, write_error};
use crate::native::puzzle_stream::{Entry, PuzzleStream};
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

pub fn run(args: &SudokuArgs) -> Result<bool, String> {
    let shape = args.shape;
    let (source, input) = open_input(args.file.as_deref())?;
    let mut puzzles = PuzzleStream::new(input);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut all_good = true;
    let mut any = false;
    loop {
        // Answers reach a reader as soon as the puzzles given so far are done: flush before
        // waiting for more input, not after every answer (a write per puzzle would cost more
        // than solving it).
        if puzzles.would_wait() {
            out.flush().map_err(write_error)?;
        }
        let Some(entry) = puzzles.next_entry().map_err(|e| format!("{source}: {e}"))? else {
            break;
        };
        any = true;
        let (line, parsed) = match entry {
            Entry::Puzzle(puzzle) => (puzzle.line, Grid::parse(&puzzle.text, shape).map_err(|e| e.to_string())),
            Entry::TooLong(line, message) => (line, Err(message)),
        };
        let grid = match parsed {
            Ok(grid) => grid,
            Err(error) => {
                all_good = false;
                if args.json {
                    let answer = Answer {
                        line,
                        error: Some(error),
                        solution: None,
                        count: None,
                        nodes: None,
                        updates: None,
                    };
                    writeln!(out, "{}", answer.line()?).map_err(write_error)?;
                } else {
                    out.flush().map_err(write_error)?;
                    eprintln!("{source}: line {line}: {error}");
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
                line,
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
    if !any {
        return Err(format!(
            "{source}: no puzzle found (give one per line, like 81 digits and dots)"
        ));
    }
    Ok(all_good)
}

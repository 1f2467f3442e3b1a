//! `dlx-stepper sudoku`: solves puzzle files, one answer per puzzle, in input order.

use crate::native::cli::SudokuArgs;
use crate::native::output::{open_input, write_error};
use crate::native::puzzle_stream::{Entry, Puzzle as Part, PuzzleStream};
use crate::native::solver_pool::SolverPool;
use dlx_stepper::sudoku::{self, digit_char, Answer, Cell, Grid, Puzzle, TextPart, Variant};
use dlx_stepper::sudoku_constraints::{self, ConstraintCover};
use serde::Serialize;
use std::io::{Read, Write};

/// One line of `--json`: a puzzle's answer, or why it could not be read.
#[derive(Serialize, Default)]
struct JsonAnswer {
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

/// The puzzles of the input, and an entry read ahead of its turn.
struct Reader<R> {
    stream: PuzzleStream<R>,
    ahead: Option<Entry>,
}

impl<R: Read> Reader<R> {
    fn next(&mut self) -> Result<Option<Entry>, String> {
        match self.ahead.take() {
            Some(entry) => Ok(Some(entry)),
            None => self.stream.next_entry(),
        }
    }

    /// True when the next read must wait for the input.
    fn would_wait(&self) -> bool {
        self.ahead.is_none() && self.stream.would_wait()
    }
}

/// A puzzle read.
enum ReadPuzzle {
    Classic(Grid),
    Variant(Puzzle),
}

/// The last variant puzzle answered and the solution found: a complete grid right after it
/// is its known answer, checked rather than solved.
struct Answered {
    line: usize,
    puzzle: Puzzle,
    found: Option<Grid>,
}

pub fn run(args: &SudokuArgs) -> Result<bool, String> {
    let (source, input) = open_input(args.file.as_deref())?;
    let mut reader = Reader {
        stream: PuzzleStream::new(input),
        ahead: None,
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut all_good = true;
    let mut any = false;
    let mut answered: Option<Answered> = None;
    // Classic puzzles go to a pool of threads when there is more than one; anything else
    // written waits until the pool's answers before it are out.
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    let mut pool = (threads > 1 && args.variant == Variant::Classic && !args.hint).then(|| SolverPool::new(threads));
    loop {
        // Answers reach a reader as soon as the puzzles given so far are done: flush before
        // waiting for more input, not after every answer (a write per puzzle would cost more
        // than solving it).
        if reader.would_wait() {
            if let Some(pool) = &mut pool {
                pool.drain(&mut |line, answer| write_answer(&mut out, args, line, answer))?;
            }
            out.flush().map_err(write_error)?;
        }
        let Some(entry) = reader.next().map_err(|e| format!("{source}: {e}"))? else {
            break;
        };
        any = true;
        let (line, read) = match entry {
            Entry::Puzzle(part) => {
                if let Some(verdict) = answered.as_ref().and_then(|last| check_known_answer(last, &part)) {
                    answered = None;
                    if let Err(error) = verdict {
                        all_good = false;
                        report(&mut out, args, &source, part.line, error)?;
                    }
                    continue;
                }
                let line = part.line;
                // The Interactive Sudoku Solver's constraint strings (`.~R1C1_5.Thermo~…`),
                // whatever --variant says: thermometers, arrows, lines, dots and the rest.
                if sudoku_constraints::is_iss(&part.text) {
                    if let Some(pool) = &mut pool {
                        pool.drain(&mut |line, answer| write_answer(&mut out, args, line, answer))?;
                    }
                    if let Err(error) = answer_constraints(&mut out, args, line, &part.text) {
                        all_good = false;
                        report(&mut out, args, &source, line, error)?;
                    }
                    continue;
                }
                // A classic grid is solved as it is: building its rules for each puzzle would
                // cost a good part of solving it.
                let read = if args.variant == Variant::Classic {
                    Grid::parse(&part.text, args.shape)
                        .map(ReadPuzzle::Classic)
                        .map_err(|e| e.below(line - 1).to_string())
                } else {
                    read_variant(args, &mut reader, part)
                        .map_err(|e| format!("{source}: {e}"))?
                        .map(ReadPuzzle::Variant)
                };
                (line, read)
            }
            Entry::Bad(line, message) => (line, Err(message)),
        };
        let read = match read {
            Ok(read) => read,
            Err(error) => {
                all_good = false;
                if let Some(pool) = &mut pool {
                    pool.drain(&mut |line, answer| write_answer(&mut out, args, line, answer))?;
                }
                report(&mut out, args, &source, line, error)?;
                continue;
            }
        };
        if args.hint {
            let puzzle = match read {
                ReadPuzzle::Classic(grid) => Puzzle::classic(grid),
                ReadPuzzle::Variant(puzzle) => {
                    // A known answer after it is checked as for a solve.
                    let found = sudoku::solve_puzzle(&puzzle, 1).solution;
                    answered = Some(Answered {
                        line,
                        puzzle: puzzle.clone(),
                        found,
                    });
                    puzzle
                }
            };
            write_hint(&mut out, args, line, &puzzle)?;
            continue;
        }
        let wanted = wanted(args);
        match read {
            ReadPuzzle::Classic(grid) => match &mut pool {
                Some(pool) => pool.submit(line, grid, wanted, &mut |line, answer| {
                    write_answer(&mut out, args, line, answer)
                })?,
                None => write_answer(&mut out, args, line, &sudoku::solve(&grid, wanted))?,
            },
            ReadPuzzle::Variant(puzzle) => {
                let answer = sudoku::solve_puzzle(&puzzle, wanted);
                write_answer(&mut out, args, line, &answer)?;
                answered = Some(Answered {
                    line,
                    puzzle,
                    found: answer.solution,
                });
            }
        }
    }
    if let Some(pool) = &mut pool {
        pool.drain(&mut |line, answer| write_answer(&mut out, args, line, answer))?;
    }
    out.flush().map_err(write_error)?;
    if !any {
        return Err(format!(
            "{source}: no puzzle found (give one per line, like 81 digits and dots)"
        ));
    }
    Ok(all_good)
}

/// How many solutions to look for: up to the limit for a count, two to tell whether there is
/// one only, else the first.
fn wanted(args: &SudokuArgs) -> u64 {
    if args.count {
        args.limit.unwrap_or(u64::MAX)
    } else if args.unique || args.json {
        2
    } else {
        1
    }
}

/// Reads the rest of a variant puzzle that starts with `first`: a jigsaw's regions, a killer's
/// sums and givens. `Err` is a failure to read the input; `Ok(Err)` a puzzle that is wrong.
fn read_variant<R: Read>(
    args: &SudokuArgs,
    reader: &mut Reader<R>,
    first: Part,
) -> Result<Result<Puzzle, String>, String> {
    let mut parts = vec![first];
    let take = |entry: Option<Entry>, parts: &mut Vec<Part>| match entry {
        Some(Entry::Puzzle(part)) => {
            parts.push(part);
            Ok(())
        }
        Some(Entry::Bad(line, message)) => Err(format!("line {line}: {message}")),
        None => Ok(()),
    };
    match args.variant {
        Variant::Jigsaw => {
            if let Err(message) = take(reader.next()?, &mut parts) {
                return Ok(Err(message));
            }
        }
        Variant::Killer => {
            let sums = match reader.ahead.take() {
                Some(entry) => Some(entry),
                None => reader.stream.next_single_line()?,
            };
            if let Err(message) = take(sums, &mut parts) {
                return Ok(Err(message));
            }
            // Givens are optional: the next grid is this puzzle's givens only if it has a blank
            // (a map of cages has none, and a complete grid is the known answer). Reading it
            // ahead means a killer is answered once the next entry (or the end) has arrived.
            match reader.next()? {
                Some(Entry::Puzzle(next)) if parts.len() == 2 && has_blank(&next.text) => parts.push(next),
                other => reader.ahead = other,
            }
        }
        _ => {}
    }
    // Lines are the input's, as they are for a classic puzzle.
    let texts: Vec<TextPart> = parts
        .iter()
        .map(|part| TextPart {
            text: &part.text,
            line: part.line,
        })
        .collect();
    let puzzle = Puzzle::read_parts(args.variant, &texts, args.shape).and_then(|puzzle| {
        puzzle.check_givens()?;
        Ok(puzzle)
    });
    Ok(puzzle.map_err(|e| e.to_string()))
}

/// True when `text` reads as a grid with at least one blank cell.
fn has_blank(text: &str) -> bool {
    Grid::read(text, None).is_ok_and(|grid| grid.cells().contains(&0))
}

/// When `part` is a complete grid that fills in the puzzle answered last, its verdict on
/// that answer; `None` when `part` is a puzzle of its own.
fn check_known_answer(last: &Answered, part: &Part) -> Option<Result<(), String>> {
    let shape = last.puzzle.grid().shape();
    let given = Grid::read(&part.text, Some(shape)).ok()?;
    if given.cells().contains(&0) || !last.puzzle.grid().is_completed_by(&given) {
        return None;
    }
    let puzzle_line = last.line;
    let verdict = match &last.found {
        Some(found) if *found == given => Ok(()),
        _ if !last.puzzle.rules().is_solved(&given) => Err(format!(
            "the answer given for the puzzle on line {puzzle_line} breaks its rules"
        )),
        Some(found) => {
            let side = shape.side();
            let at = (0..side * side)
                .find(|&k| found.cells()[k] != given.cells()[k])
                .unwrap_or(0);
            Err(format!(
                "the answer given for the puzzle on line {puzzle_line} is another solution: it has r{}c{} = {}, the one found has {} (the puzzle is not unique)",
                at / side + 1,
                at % side + 1,
                digit_char(given.cells()[at] as usize),
                digit_char(found.cells()[at] as usize)
            ))
        }
        None => Err(format!(
            "an answer is given for the puzzle on line {puzzle_line}, but none was found"
        )),
    };
    Some(verdict)
}

/// Reports a puzzle that could not be read or an answer that does not check. A message that
/// names its own line (`line 3, column 84: …`, counted in the whole input) is not given the
/// puzzle's line again.
fn report(out: &mut impl Write, args: &SudokuArgs, source: &str, line: usize, error: String) -> Result<(), String> {
    if args.json {
        let answer = JsonAnswer {
            line,
            error: Some(error),
            ..JsonAnswer::default()
        };
        let json = serde_json::to_string(&answer).map_err(|e| e.to_string())?;
        writeln!(out, "{json}").map_err(write_error)
    } else {
        out.flush().map_err(write_error)?;
        if error.starts_with("line ") {
            eprintln!("{source}: {error}");
        } else {
            eprintln!("{source}: line {line}: {error}");
        }
        Ok(())
    }
}

fn write_answer(out: &mut impl Write, args: &SudokuArgs, line: usize, answer: &Answer) -> Result<(), String> {
    if args.json {
        let answer = JsonAnswer {
            line,
            error: None,
            solution: answer.solution.as_ref().map(Grid::to_line),
            count: Some(answer.count),
            nodes: Some(answer.stats.nodes),
            updates: Some(answer.stats.updates),
        };
        let json = serde_json::to_string(&answer).map_err(|e| e.to_string())?;
        return writeln!(out, "{json}").map_err(write_error);
    }
    if args.count {
        return writeln!(out, "{}", answer.count).map_err(write_error);
    }
    let mut text = match &answer.solution {
        Some(solution) if args.boxed && args.variant == Variant::Jigsaw => rows_of(solution),
        Some(solution) if args.boxed => solution.to_boxed(),
        Some(solution) => solution.to_line(),
        None => "no solution".into(),
    };
    if args.unique && answer.count > 0 {
        let verdict = if answer.count == 1 { "unique" } else { "not unique" };
        if args.boxed {
            text.push_str(verdict);
        } else {
            text = format!("{text} {verdict}");
        }
    }
    writeln!(out, "{}", text.trim_end()).map_err(write_error)?;
    if args.boxed {
        writeln!(out).map_err(write_error)?;
    }
    Ok(())
}

/// The puzzle's hint: its sentence, or a JSON object (line, kind, text, placement `r4c5=7`,
/// cells).
fn write_hint(out: &mut impl Write, args: &SudokuArgs, line: usize, puzzle: &Puzzle) -> Result<(), String> {
    let hint = sudoku::hint(puzzle, &Grid::empty(puzzle.grid().shape()));
    if !args.json {
        return writeln!(out, "{}", hint.text).map_err(write_error);
    }
    let name = |cell: &Cell| format!("r{}c{}", cell.row + 1, cell.col + 1);
    let json = serde_json::json!({
        "line": line,
        "kind": hint.kind.name(),
        "text": hint.text,
        "placement": hint.placement.map(|(cell, digit)| format!("{}={}", name(&cell), digit_char(digit))),
        "cells": hint.cells.iter().map(name).collect::<Vec<_>>(),
    });
    writeln!(out, "{json}").map_err(write_error)
}

/// A grid drawn row by row without box borders (a jigsaw's regions are not boxes).
fn rows_of(grid: &Grid) -> String {
    let line: Vec<char> = grid.to_line().chars().collect();
    let mut text = String::new();
    for row in line.chunks(grid.side()) {
        let cells: Vec<String> = row.iter().map(char::to_string).collect();
        text.push(' ');
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// Solves a puzzle given as a constraint string and writes its answer as `write_answer` does
/// (`--hint` is for the classic rules and the variants of `--variant`: refused here).
fn answer_constraints(out: &mut impl Write, args: &SudokuArgs, line: usize, text: &str) -> Result<(), String> {
    if args.hint {
        return Err("hints are for the classic rules and --variant's; not yet for constraint strings".into());
    }
    let puzzle = sudoku_constraints::parse_iss(text).map_err(|e| e.to_string())?;
    let cover = ConstraintCover::for_solving(&puzzle).map_err(|e| e.to_string())?;
    let solved = cover.solve(wanted(args));
    let digits = |grid: &[u32]| {
        grid.iter()
            .map(|&d| sudoku_constraints::digit_char(d))
            .collect::<String>()
    };
    if args.json {
        let json = serde_json::json!({
            "line": line,
            "solution": solved.grid.as_deref().map(digits),
            "count": solved.count,
            "nodes": solved.nodes,
        });
        return writeln!(out, "{json}").map_err(write_error);
    }
    if args.count {
        return writeln!(out, "{}", solved.count).map_err(write_error);
    }
    let mut text = match &solved.grid {
        Some(grid) if args.boxed => grid
            .chunks(puzzle.side)
            .map(|row| {
                format!(
                    " {}\n",
                    row.iter()
                        .map(|&d| sudoku_constraints::digit_char(d).to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            })
            .collect(),
        Some(grid) => digits(grid),
        None => "no solution".into(),
    };
    if args.unique && solved.count > 0 {
        let verdict = if solved.count == 1 { "unique" } else { "not unique" };
        text = format!("{} {verdict}", text.trim_end());
    }
    writeln!(out, "{}", text.trim_end()).map_err(write_error)
}

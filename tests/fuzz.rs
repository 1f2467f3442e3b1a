//! A mutational fuzzer over every parser and a bounded search, on a time budget.
//!
//! Seeds are real inputs (the puzzle files of `data/`, the page's presets' formats); each round
//! mutates one (flips, inserts of characters the formats care about, repeats, cuts, splices)
//! and feeds it to `Problem::parse`, `Grid::parse`/`read`, `BoxShape::parse`, `Board::parse`;
//! whatever parses is searched for a bounded number of events, stepped back, and checked. Any
//! panic fails the test and prints the input. `FUZZ_SECONDS` sets the budget (default 3; the
//! test command gives each fuzzer ten seconds), `FUZZ_SEED` the start (the test command's is the
//! clock's, so that its runs add up to new inputs; each fuzzer prints it). A second test mutates the files of a split
//! (`solve --split`'s split.json and the parts' results) and holds `solve --merge` to the serial
//! count: it may refuse, but it never panics nor prints a different "complete" total.
//!
//! The Sudoku stream reader (the command line's `sudoku`) is fuzzed on its own: inputs mixing
//! headers, junk, blank and comment lines, drawn grids whole and cut short, and valid one-line
//! puzzles; the program must neither panic nor leave a valid one-line puzzle unanswered.

use dlx_stepper::pentomino::Board;
use dlx_stepper::sudoku::{self, BoxShape, Grid};
use dlx_stepper::{Detail, Problem, Stepper};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

#[path = "common/data.rs"]
mod data;

/// xorshift64*: small, fast, and reproducible from a seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const INTERESTING: &[&str] = &[
    "|",
    ":",
    ";",
    " ",
    "\n",
    "\t",
    "0",
    "1",
    "9",
    ".",
    "x",
    "X",
    "×",
    "-",
    "+",
    "#",
    "A",
    "Z",
    "a",
    "G",
    "P",
    "é",
    "\u{0}",
    "\u{feff}",
    "---+---",
    "Grid 01\n",
    "4294967296",
    "18446744073709551616",
    "18446744073709551615",
    "-1",
    "NaN",
    "3x6148914691236517206",
];

fn seeds() -> Vec<String> {
    let mut seeds: Vec<String> = [
        ("exact-cover", "queens4.dlx"),
        ("exact-cover", "queens5.dlx"),
        ("sudoku", "examples.txt"),
    ]
    .iter()
    .map(|&(folder, name)| data::data_file(folder, name))
    .collect();
    let top95 = data::data_file("sudoku", "top95.txt");
    seeds.extend(top95.lines().take(5).map(str::to_string));
    seeds.extend(
        [
            "A B C D E F G; C E F; A D G; B C F; A D; B G; D E G",
            "A: 1 4 7\nB: 1 4\nC: 4 5 7\nD: 3 5 6\nE: 2 3 6 7\nF: 2 7",
            "0010110\n1001001\n0110010\n1001000\n0100001\n0001101",
            "a b | c d\na c\nb d\na b c",
            "1.3.\n..1.\n....\n4...",
            " 4 . . | . . . | 8 . 5\n---+---\n",
            "2x3",
            "scott",
            "6x10",
        ]
        .map(str::to_string),
    );
    seeds
}

fn mutate(rng: &mut Rng, seeds: &[String]) -> String {
    let mut chars: Vec<char> = seeds[rng.below(seeds.len())].chars().collect();
    for _ in 0..1 + rng.below(8) {
        let at = rng.below(chars.len() + 1);
        match rng.below(6) {
            0 if !chars.is_empty() => {
                let at = at.min(chars.len() - 1);
                chars[at] = char::from_u32(rng.below(0x250) as u32).unwrap_or('?');
            }
            1 => {
                let piece = INTERESTING[rng.below(INTERESTING.len())];
                chars.splice(at..at, piece.chars());
            }
            2 if !chars.is_empty() => {
                let end = (at + rng.below(40)).min(chars.len());
                chars.drain(at.min(end)..end);
            }
            3 if !chars.is_empty() => {
                let start = rng.below(chars.len());
                let end = (start + rng.below(60)).min(chars.len());
                let piece: Vec<char> = chars[start..end].to_vec();
                for _ in 0..1 + rng.below(4) {
                    chars.splice(at..at, piece.iter().copied());
                }
            }
            4 => {
                let other: Vec<char> = seeds[rng.below(seeds.len())].chars().collect();
                let start = rng.below(other.len());
                chars.splice(at..at, other[start..].iter().take(80).copied());
            }
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

/// Everything the input reaches: parsers, then a bounded search with steps back.
fn exercise(text: &str, rng: &mut Rng) {
    let _ = BoxShape::parse(text);
    let _ = Board::parse(text);
    if let Ok(problem) = Problem::parse(text) {
        let mut stepper = Stepper::new(&problem);
        if rng.below(2) == 0 {
            stepper.set_detail(Detail::Links);
        }
        for _ in 0..rng.below(300) {
            stepper.step();
        }
        for _ in 0..rng.below(100) {
            stepper.step_back();
        }
        stepper.links().check_lists().expect("links stay consistent");
        let mut counter = Stepper::new(&problem);
        counter.advance(20_000);
        if problem.n_options() > 0 {
            let _ = problem.option_label(problem.n_options() - 1);
        }
    }
    let shape = BoxShape::parse(["2x2", "2x3", "3x3", "4x4"][rng.below(4)]).ok();
    for shape in [None, shape] {
        if let Ok(grid) = Grid::read(text, shape) {
            let _ = grid.check_givens();
            assert_eq!(Grid::read(&grid.to_line(), Some(grid.shape())).as_ref(), Ok(&grid));
            if grid.side() <= 9 && grid.check_givens().is_ok() {
                let answer = sudoku::solve(&grid, 2);
                if let Some(solution) = answer.solution {
                    assert!(grid.is_completed_by(&solution));
                }
            }
        }
    }
}

#[test]
fn no_mutated_input_panics_any_parser_or_the_bounded_search() {
    let (seconds, seed) = budget();
    let mut rng = Rng(seed | 1);
    let seeds = seeds();
    assert!(seeds.len() > 10, "the data files are in data/");
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut runs = 0u64;
    while Instant::now() < deadline {
        for _ in 0..64 {
            let input = mutate(&mut rng, &seeds);
            let mut inner = Rng(rng.next() | 1);
            let outcome = catch_unwind(AssertUnwindSafe(|| exercise(&input, &mut inner)));
            assert!(outcome.is_ok(), "panicked on input {input:?}");
            runs += 1;
        }
    }
    eprintln!("fuzz: {runs} inputs in {seconds} s (seed {seed})");
}

/// The fuzz budget and seed from the environment.
fn budget() -> (u64, u64) {
    let seconds = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let seed = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15);
    (seconds, seed)
}

#[test]
fn no_mutated_split_file_makes_merge_panic_or_print_another_total() {
    use std::process::Command;
    let (seconds, seed) = budget();
    let mut rng = Rng(seed | 1);
    let program = env!("CARGO_BIN_EXE_dlx-stepper");
    let dir = std::env::temp_dir().join(format!("dlx-fuzz-merge-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let queens8 = data::data_path("exact-cover", "queens8.dlx");
    let split = Command::new(program)
        .args(["solve", "--split", "6", "--out", dir.to_str().unwrap(), &queens8])
        .output()
        .unwrap();
    assert!(split.status.success(), "{}", String::from_utf8_lossy(&split.stderr));
    let mut files = vec![dir.join("split.json")];
    for n in 1.. {
        let part = dir.join(format!("part-{n:04}.dlx"));
        if !part.exists() {
            break;
        }
        let out = Command::new(program)
            .args(["solve", "--json", "--threads", "1", part.to_str().unwrap()])
            .output()
            .unwrap();
        std::fs::write(part.with_extension("json"), &out.stdout).unwrap();
        files.push(part.with_extension("json"));
    }
    let originals: Vec<String> = files.iter().map(|f| std::fs::read_to_string(f).unwrap()).collect();
    let merge = || {
        Command::new(program)
            .args(["solve", "--merge", dir.to_str().unwrap()])
            .output()
            .unwrap()
    };
    let serial = "{\"solutions\": 92, \"nodes\": 1049, \"updates\": 16680, ";
    assert!(String::from_utf8_lossy(&merge().stdout).starts_with(serial));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut runs, mut refused) = (0u64, 0u64);
    while Instant::now() < deadline {
        // One or two files changed: mutated, swapped with another file's text, or removed.
        let mut changed = Vec::new();
        for _ in 0..1 + rng.below(2) {
            let which = rng.below(files.len());
            match rng.below(8) {
                0 => {
                    let _ = std::fs::remove_file(&files[which]);
                }
                1 => std::fs::write(&files[which], &originals[rng.below(files.len())]).unwrap(),
                _ => std::fs::write(&files[which], mutate(&mut rng, &originals[which..=which])).unwrap(),
            }
            changed.push(which);
        }
        let out = merge();
        let (text, error) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let inputs: Vec<String> = changed
            .iter()
            .map(|&i| std::fs::read_to_string(&files[i]).unwrap_or_default())
            .collect();
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "merge crashed on {inputs:?}: {error}"
        );
        if out.status.success() {
            assert!(text.starts_with(serial), "merge printed {text} for {inputs:?}");
        } else {
            assert!(text.is_empty() && error.starts_with("error: "), "{text} {error}");
            refused += 1;
        }
        for &i in &changed {
            std::fs::write(&files[i], &originals[i]).unwrap();
        }
        runs += 1;
    }
    eprintln!("fuzz: {runs} merges ({refused} refused) in {seconds} s (seed {seed})");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A line for the Sudoku stream: a valid one-line puzzle (its index in `puzzles`), or a header,
/// junk, a blank line, a comment or the rows of a drawn 4×4 grid.
fn stream_piece(rng: &mut Rng, puzzles: &[String]) -> (String, Option<usize>) {
    const OTHER: &[&str] = &[
        "Sudoku #1",
        "Grid 07",
        "Puzzle 12: hard",
        "puzzles",
        "junk",
        "",
        "   ",
        "# a comment",
        "------+------+------",
        "1.3.\n..1.\n....\n4...",
        " 1 . | 3 .\n . . | 1 .\n-----+-----\n . . | . .\n 4 . | . .",
        "1.3.\n..1.",
        "12 34",
        "\u{feff}",
        "\u{0}\u{0}",
        "é",
        "A B C",
        "3 7 5 5 5 4 6 4 1",
    ];
    if rng.below(3) == 0 {
        let k = rng.below(puzzles.len());
        return (puzzles[k].clone(), Some(k));
    }
    let mut piece = OTHER[rng.below(OTHER.len())].to_string();
    // Sometimes a character of a valid puzzle is added, to make near-puzzles.
    if rng.below(4) == 0 {
        piece.push_str(INTERESTING[rng.below(INTERESTING.len())]);
    }
    (piece, None)
}

#[test]
fn the_sudoku_stream_answers_every_valid_one_line_puzzle_whatever_surrounds_it() {
    let (seconds, seed) = budget();
    let mut rng = Rng(seed | 1);
    let top95 = data::data_file("sudoku", "top95.txt");
    let puzzles: Vec<String> = top95.lines().take(20).map(str::to_string).collect();
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut runs = 0u64;
    while Instant::now() < deadline {
        let mut text = String::new();
        let mut valid = Vec::new();
        let mut line = 1;
        for _ in 0..1 + rng.below(12) {
            let (piece, puzzle) = stream_piece(&mut rng, &puzzles);
            if puzzle.is_some() {
                valid.push(line);
            }
            line += piece.matches('\n').count() + 1;
            text.push_str(&piece);
            text.push('\n');
        }
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
            .args(["sudoku", "--json", "--threads", "1"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The input is small: written whole before the output is read.
        std::io::Write::write_all(&mut child.stdin.take().unwrap(), text.as_bytes()).unwrap();
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            matches!(output.status.code(), Some(0 | 1)) && !stderr.contains("panicked"),
            "{stderr} on input {text:?}"
        );
        // Every valid one-line puzzle is answered, at its own line.
        let answered: Vec<usize> = String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter(|line| line.contains("\"solution\""))
            .filter_map(|line| line.split("\"line\":").nth(1)?.split(',').next()?.parse().ok())
            .collect();
        for line in &valid {
            assert!(
                answered.contains(line),
                "the puzzle on line {line} was not answered: input {text:?}"
            );
        }
        runs += 1;
    }
    eprintln!("stream fuzz: {runs} inputs in {seconds} s (seed {seed})");
}

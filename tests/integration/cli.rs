//! The command-line program, run as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::common::cli;
use cli::{data, run, spawn, stdout};

#[test]
fn solves_knuths_example_from_standard_input() {
    let output = run(&["solve"], "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
    assert!(output.status.success());
    assert_eq!(stdout(&output), "solution 1:\n  A D\n  C E F\n  B G\n");
}

#[test]
fn solves_named_sets() {
    let output = run(
        &["solve", "-"],
        "A: 1 4 7\nB: 1 4\nC: 4 5 7\nD: 3 5 6\nE: 2 3 6 7\nF: 2 7\n",
    );
    assert_eq!(stdout(&output), "solution 1:\n  B\n  D\n  F\n");
}

/// Knuth's colour example (his dlx2's introduction) from standard input: the solution with
/// its colours, his figures with cleansings, a note for the option he leaves out, and the
/// trace's purify events named.
#[test]
fn solves_knuths_colour_example() {
    let example = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n";
    let output = run(&["solve"], example);
    assert_eq!(stdout(&output), "solution 1:\n  A C X:1 Y:1\n  B X:1\n");
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("line 4: option `X:0 Y:1` left out: it covers no primary item"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json = stdout(&run(&["solve", "--json", "--threads", "1"], example));
    assert!(
        json.starts_with("{\"solutions\": 1, \"nodes\": 4, \"updates\": 14, \"cleansings\": 5, "),
        "{json}"
    );
    let trace = stdout(&run(&["trace"], example));
    let purify = trace.lines().find(|line| line.contains("\"purify\"")).unwrap();
    assert!(
        purify
            .contains("\"itemName\":\"X\",\"color\":1,\"colorName\":\"0\",\"option\":0,\"optionName\":\"A B X:0 Y:0\""),
        "{purify}"
    );
    let bad = run(&["solve"], "A | X\nA:1 X\n");
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr)
            .contains("line 2, column 1: item `A` is primary, so it cannot take a colour"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

#[test]
fn json_reports_knuths_counts() {
    let output = run(&["solve", &data("queens8.dlx"), "--json"], "");
    let text = stdout(&output);
    assert!(
        text.starts_with("{\"solutions\": 92, \"nodes\": 1049, \"updates\": 16680, \"cleansings\": 0, \"seconds\": "),
        "{text}"
    );
    assert!(
        text.trim_end().ends_with("\"complete\": true, \"engine\": \"links\"}"),
        "{text}"
    );
}

/// `--engine cells`: Knuth's dancing cells count the same solutions, with his ssxcc's nodes
/// and updates, and say so; `--engine bits`, with the links' nodes, on one thread or more;
/// both list the same solutions; what they cannot do is refused.
#[test]
fn the_bit_and_cell_engines_count_and_say_so() {
    let text = stdout(&run(
        &["solve", &data("queens8.dlx"), "--json", "--engine", "cells"],
        "",
    ));
    assert!(
        text.starts_with("{\"solutions\": 92, \"nodes\": 857, \"updates\": 15736, \"cleansings\": null, "),
        "{text}"
    );
    assert!(
        text.trim_end().ends_with("\"complete\": true, \"engine\": \"cells\"}"),
        "{text}"
    );
    let output = run(
        &[
            "solve",
            &data("queens8.dlx"),
            "--count",
            "--limit",
            "5",
            "--engine",
            "cells",
            "--stats",
        ],
        "",
    );
    assert_eq!(stdout(&output), "5\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("(dancing cells"));
    let example = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n";
    let listed = stdout(&run(&["solve", "--engine", "cells"], example));
    assert_eq!(listed, "solution 1:\n  A C X:1 Y:1\n  B X:1\n");
    // The bit engine: the links' nodes on one thread or two, no updates.
    for threads in ["1", "2"] {
        let text = stdout(&run(
            &[
                "solve",
                &data("queens8.dlx"),
                "--json",
                "--engine",
                "bits",
                "--threads",
                threads,
            ],
            "",
        ));
        assert!(
            text.starts_with("{\"solutions\": 92, \"nodes\": 1049, \"updates\": null, \"cleansings\": null, "),
            "{text}"
        );
        assert!(text.trim_end().ends_with("\"engine\": \"bits\"}"), "{text}");
    }
    assert_eq!(stdout(&run(&["solve", "--engine", "bits"], example)), listed);
    for (args, input, refusal) in [
        (
            &["solve", "--engine", "cells"][..],
            "A 2:3|B\nA B\nB\n".to_string(),
            "no multiplicities",
        ),
        (
            &["solve", "--engine", "bits", "--first-item"][..],
            "A\nA\n".to_string(),
            "--first-item needs --engine links",
        ),
        (
            &["solve", "--engine", "cells", "--threads", "2", "--count"][..],
            "A\nA\n".to_string(),
            "one thread",
        ),
        (
            &["solve", "--engine", "bits"][..],
            format!("A\n{}", "A\n".repeat(4097)),
            "at most 4096",
        ),
    ] {
        let output = run(args, &input);
        assert!(!output.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(refusal), "{args:?}: {stderr}");
    }
}

#[test]
fn count_limit_and_first_item() {
    assert_eq!(stdout(&run(&["solve", &data("queens8.dlx"), "--count"], "")), "92\n");
    assert_eq!(
        stdout(&run(&["solve", &data("queens8.dlx"), "--count", "--limit", "2"], "")),
        "2\n"
    );
    let output = run(
        &["solve", &data("queens8.dlx"), "--count", "--first-item", "--stats"],
        "",
    );
    assert_eq!(stdout(&output), "92\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("27009 updates"));
}

#[test]
fn no_solution_is_an_answer() {
    let output = run(&["solve"], "A B\nA\n");
    assert!(output.status.success());
    assert_eq!(stdout(&output), "no solution\n");
}

#[test]
fn bad_input_fails_with_line_and_column() {
    let output = run(&["solve"], "A B\nA C\n");
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: standard input: line 2, column 3: unknown item `C`: it is not in the item line\n"
    );
    let output = run(&["solve", "/no/such/file"], "");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: /no/such/file: "));
    let output = run(&["solve", "--limit"], "");
    assert!(!output.status.success());
}

fn sudoku_data(name: &str) -> String {
    data::data_path("sudoku", name)
}

#[test]
fn sudoku_project_euler_file_in_order() {
    let output = run(&["sudoku", &sudoku_data("pe96_grids.txt")], "");
    assert!(output.status.success());
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    assert_eq!(lines.len(), 50);
    let sum: u32 = lines.iter().map(|l| l[..3].parse::<u32>().unwrap()).sum();
    assert_eq!(sum, 24702);
    // The same answers from the one-puzzle-per-line file.
    let same = run(&["sudoku", &sudoku_data("pe96.txt")], "");
    assert_eq!(stdout(&same), stdout(&output));
}

#[test]
fn sudoku_bad_line_is_reported_and_the_run_goes_on() {
    let input = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
                 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    let output = run(&["sudoku", "--unique"], input);
    assert!(!output.status.success());
    assert_eq!(
        stdout(&output),
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293 unique\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "standard input: line 1: the digit 5 is given twice in row 1: at r1c1 and at r1c2\n"
    );
}

/// The first puzzles of the 49,151-puzzle file.
fn royle(count: usize) -> Vec<String> {
    let text = std::fs::read_to_string(sudoku_data("17clue_royle49151.txt")).unwrap();
    text.lines().take(count).map(String::from).collect()
}

/// The `line` of each answer (a JSON line with a count) and of each error, from `--json`.
fn answered_and_errors(output: &Output) -> (Vec<u64>, Vec<(u64, String)>) {
    let (mut answered, mut errors) = (Vec::new(), Vec::new());
    for line in stdout(output).lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let at = value["line"].as_u64().unwrap();
        match value["error"].as_str() {
            Some(error) => errors.push((at, error.to_string())),
            None => answered.push(at),
        }
    }
    (answered, errors)
}

#[test]
fn sudoku_headers_are_skipped_and_the_puzzles_under_them_answered() {
    let p = royle(2);
    // Each puzzle under a header of its own, a blank line between.
    let input = format!("Sudoku #1\n{}\n\nSudoku #2\n{}\n", p[0], p[1]);
    let output = run(&["sudoku", "--json"], &input);
    assert!(output.status.success(), "{}", stdout(&output));
    assert_eq!(answered_and_errors(&output), (vec![2, 5], vec![]));
    // Headers of other words, and before grids drawn over lines.
    let input = "Puzzle 7: easy\n1.3.\n..1.\n....\n4...\nGrid 02\n 1 . | 3 .\n . . | 1 .\n-----+-----\n . . | . .\n 4 . | . .\n";
    let output = run(&["sudoku"], input);
    assert!(output.status.success());
    assert_eq!(stdout(&output), "1234341221434321\n1234341221434321\n");
}

#[test]
fn sudoku_a_line_that_is_not_a_puzzle_is_reported_once_and_the_puzzles_after_it_answered() {
    let p = royle(3);
    let output = run(&["sudoku", "--json"], &format!("puzzles\n{}\n", p.join("\n")));
    assert_eq!(output.status.code(), Some(1));
    let (answered, errors) = answered_and_errors(&output);
    assert_eq!(answered, [2, 3, 4]);
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].0, 1);
    assert!(
        errors[0]
            .1
            .starts_with("`puzzles` is not a puzzle: a puzzle is one line of 16 cells or more"),
        "{}",
        errors[0].1
    );
    // A stray line in a drawn grid cuts it short, and costs the puzzle after it nothing.
    let input = format!("1.3.\n..1.\nnot a row\n{}\n", p[0]);
    let output = run(&["sudoku", "--json"], &input);
    let (answered, errors) = answered_and_errors(&output);
    assert_eq!(answered, [4]);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(errors[0].0, 1);
    assert!(
        errors[0]
            .1
            .starts_with("a grid drawn over lines stops after 2 rows of 4 cells, but needs 4 rows: line 3 has 7 cells"),
        "{}",
        errors[0].1
    );
    assert_eq!(errors[1].0, 3);
}

#[test]
fn sudoku_a_junk_line_in_front_of_the_49151_file_costs_no_puzzle() {
    let text = std::fs::read_to_string(sudoku_data("17clue_royle49151.txt")).unwrap();
    // A file, not a pipe: `run` writes all its input before it reads any output.
    let path = std::env::temp_dir().join(format!("dlx-stepper-junk-{}.txt", std::process::id()));
    std::fs::write(&path, format!("junk\n{text}")).unwrap();
    let file = path.to_str().unwrap();
    let output = run(&["sudoku", "--count", file], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(output.status.code(), Some(1));
    let counts = stdout(&output);
    assert_eq!(counts.lines().count(), 49_151);
    assert!(counts.lines().all(|count| count == "1"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with(&format!("{file}: line 1: `junk` is not a puzzle")),
        "{stderr}"
    );
}

#[test]
fn sudoku_a_stray_character_is_named_against_the_size_meant_on_one_line_number() {
    let p = royle(1);
    let output = run(&["sudoku"], &format!("{}\n{}?\n", p[0], p[0]));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "standard input: line 2, column 82: `?` is not a digit of a 9×9 Sudoku; use digits 1–9 and `.` or `0` for a blank\n"
    );
    // Lines inside a variant's parts count in the whole input too.
    let killer = "AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1\n";
    let output = run(
        &["sudoku", "--variant", "killer"],
        &format!("{killer}\nAABB CDDE CFGE HFGI\n3 7 x 5 5 4 6 4 1\n"),
    );
    assert_eq!(stdout(&output), "1234341221434321\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "standard input: line 5, column 5: `x` is not a cage sum (a whole number)\n"
    );
}

#[test]
fn a_byte_order_mark_is_skipped_by_every_command() {
    let bom = "\u{feff}";
    let output = run(
        &["solve", "--count"],
        &format!("{bom}A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n"),
    );
    assert_eq!(stdout(&output), "1\n", "{}", String::from_utf8_lossy(&output.stderr));
    let output = run(&["solve"], &format!("{bom}A: 1\nB: 2\n"));
    assert_eq!(stdout(&output), "solution 1:\n  A\n  B\n");
    let output = run(&["trace", "--max", "1"], &format!("{bom}10\n01\n"));
    assert!(output.status.success());
    let p = royle(1);
    let output = run(&["sudoku"], &format!("{bom}{}\n", p[0]));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let output = run(&["sudoku"], &format!("{bom}1.3.\n..1.\n....\n4...\n"));
    assert_eq!(stdout(&output), "1234341221434321\n");
}

#[test]
fn sudoku_counts_shapes_and_json() {
    assert_eq!(
        stdout(&run(&["sudoku", "--count"], "....\n....\n....\n....\n")),
        "288\n"
    );
    let six = run(
        &["sudoku", "--shape", "2x3", "--count", "--limit", "5"],
        &".".repeat(36),
    );
    assert_eq!(stdout(&six), "5\n");
    let json = stdout(&run(
        &["sudoku", "--json"],
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
    ));
    assert!(json.starts_with("{\"line\":1,\"solution\":\"417369825"), "{json}");
    assert!(json.contains("\"count\":1"), "{json}");
    let bad = run(&["sudoku", "--shape", "7by7"], "");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad box shape `7by7`"));
}

#[test]
fn trace_prints_the_events_as_json_lines() {
    let output = run(
        &["trace", "--max", "3"],
        "A B C D E F G; C E F; A D G; B C F; A D; B G; D E G",
    );
    assert_eq!(
        stdout(&output),
        "{\"type\":\"choose\",\"level\":0,\"item\":0,\"itemName\":\"A\",\"len\":2}\n\
         {\"type\":\"cover\",\"level\":0,\"item\":0,\"itemName\":\"A\"}\n\
         {\"type\":\"select\",\"level\":0,\"option\":1,\"optionName\":\"A D G\",\"node\":13}\n"
    );
    let full = stdout(&run(&["trace", "--detail", "links"], "A B; A; B; A B"));
    assert!(full.contains("\"type\":\"hide\""));
    assert!(full.trim_end().ends_with("{\"type\":\"done\",\"level\":0}"));
}

#[test]
fn queens_and_pentomino_commands() {
    assert_eq!(stdout(&run(&["queens", "8", "--count"], "")), "92\n");
    // Up to rotation and reflection: 12 for 8 queens, 1 for 6 (OEIS A002562); 9,233 for 13, as
    // the boards page counts them.
    for (n, counted) in [
        ("6", "4 (1 distinct up to symmetry)\n"),
        ("8", "92 (12 distinct up to symmetry)\n"),
        ("13", "73712 (9233 distinct up to symmetry)\n"),
    ] {
        assert_eq!(stdout(&run(&["queens", n, "--count", "--distinct"], "")), counted);
    }
    assert_eq!(
        stdout(&run(&["queens", "4", "--limit", "1"], "")),
        "solution 1:\n.Q..\n...Q\nQ...\n..Q.\n"
    );
    assert_eq!(
        stdout(&run(&["pentomino", "--distinct", "--count"], "")),
        "520 (65 distinct up to symmetry)\n"
    );
    let json = stdout(&run(&["pentomino", "--board", "20x3", "--distinct", "--json"], ""));
    assert!(json.starts_with("{\"solutions\": 8, "), "{json}");
    assert!(json.trim_end().ends_with("\"distinct_up_to_symmetry\": 2}"), "{json}");
    let bad = run(&["queens", "x"], "");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("queens needs the board size N"));
    let bad = run(&["pentomino", "--board", "5y"], "");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad board `5y`"));
}

#[test]
fn polyomino_command() {
    assert_eq!(
        stdout(&run(
            &[
                "polyomino",
                "--pieces",
                "pentominoes",
                "--board",
                "20x3",
                "--count",
                "--distinct"
            ],
            ""
        )),
        "8 (2 distinct up to symmetry)\n"
    );
    assert_eq!(
        stdout(&run(
            &["polyomino", "--pieces", "tetrominoes", "--board", "5x4", "--count"],
            ""
        )),
        "0\n"
    );
    let first = stdout(&run(
        &[
            "polyomino",
            "--pieces",
            "L: #./#./##; O: ##/##; I: #/#",
            "--board",
            "5x2",
            "--limit",
            "1",
        ],
        "",
    ));
    let drawing = first.strip_prefix("solution 1:\n").unwrap();
    assert_eq!(drawing.lines().count(), 2, "{first}");
    for (letter, squares) in [('L', 4), ('O', 4), ('I', 2)] {
        assert_eq!(drawing.matches(letter).count(), squares, "{first}");
    }
    let bad = run(&["polyomino", "--pieces", "##; #x", "--board", "3x1"], "");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("piece 2, row 1, column 2: `x` is not `#`"));
    let bad = run(&["polyomino", "--pieces", "tetrominoes", "--board", "4x4"], "");
    assert!(String::from_utf8_lossy(&bad.stderr)
        .contains("the board has 16 squares: the 5 pieces cover exactly 20 (add 4)"));
}

#[test]
fn soma_command() {
    assert_eq!(
        stdout(&run(&["soma", "--count", "--distinct"], "")),
        "11520 (240 distinct up to symmetry)\n"
    );
    // A solution as the cube's three layers side by side: each piece's letter as often as its cubes.
    let first = stdout(&run(&["soma", "--limit", "1"], ""));
    let drawing = first.strip_prefix("solution 1:\n").unwrap();
    assert_eq!(drawing.lines().count(), 3, "{first}");
    for (letter, cubes) in [('V', 3), ('L', 4), ('T', 4), ('Z', 4), ('A', 4), ('B', 4), ('P', 4)] {
        assert_eq!(drawing.matches(letter).count(), cubes, "{first}");
    }
    assert!(
        drawing
            .lines()
            .all(|row| row.chars().nth(3) == Some(' ') && row.chars().nth(7) == Some(' ')),
        "{first}"
    );
}

#[test]
fn polycube_command() {
    // The eight tetracubes fill 4 × 4 × 2 in 11,120 ways: 1,390 up to the box's 8 rotations,
    // 695 up to its 16 symmetries.
    assert_eq!(
        stdout(&run(&["polycube", "--count", "--distinct"], "")),
        "11120 (695 distinct up to symmetry)\n"
    );
    assert_eq!(
        stdout(&run(&["polycube", "--pieces", "soma", "--box", "3x3x3", "--count"], "")),
        "11520\n"
    );
    // The two layers side by side, a column apart: each piece's letter four times.
    let first = stdout(&run(&["polycube", "--box", "8x2x2", "--limit", "1"], ""));
    let drawing = first.strip_prefix("solution 1:\n").unwrap();
    assert_eq!(drawing.lines().count(), 2, "{first}");
    assert!(
        drawing
            .lines()
            .all(|row| row.chars().nth(8) == Some(' ') && row.len() == 17),
        "{first}"
    );
    for letter in "IOLTZABP".chars() {
        assert_eq!(drawing.matches(letter).count(), 4, "{first}");
    }
    let refused = run(&["polycube", "--box", "4x4x4"], "");
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .contains("the box 4x4x4 has 64 cells: the 8 pieces of `tetracubes` fill exactly 32"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}

#[test]
fn polyomino_copies_are_one_piece_placed_that_many_times() {
    // Two Ts told apart find each tiling twice; as copies of one T, once, on any thread count.
    let apart = [
        "polyomino",
        "--pieces",
        "I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T: ###/.#.; U: ###/.#.",
        "--board",
        "6x4",
        "--count",
        "--distinct",
    ];
    assert_eq!(stdout(&run(&apart, "")), "32 (8 distinct up to symmetry)\n");
    let copies = [
        "polyomino",
        "--pieces",
        "I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#.",
        "--board",
        "6x4",
        "--count",
    ];
    assert_eq!(stdout(&run(&copies, "")), "16\n");
    assert_eq!(stdout(&run(&[&copies[..], &["--threads", "2"]].concat(), "")), "16\n");
    let first = stdout(&run(
        &["polyomino", "--pieces", "O*4: ##/##", "--board", "4x4", "--limit", "1"],
        "",
    ));
    assert_eq!(first, "solution 1:\nOOOO\nOOOO\nOOOO\nOOOO\n");
}

#[test]
fn words_command() {
    // The built-in list's eight 3 × 3 squares each read the same down as across.
    assert_eq!(
        stdout(&run(&["words", "--size", "3x3", "--count", "--distinct"], "")),
        "8 (8 distinct up to symmetry)\n"
    );
    // AB/BD and AC/CD read the same down as across; AB/CD and AC/BD are each other's
    // transpose: four squares, three up to symmetry.
    assert_eq!(
        stdout(&run(
            &["words", "--size", "2x2", "--words", "-", "--count", "--distinct"],
            "ab, cd\nAC BD"
        )),
        "4 (3 distinct up to symmetry)\n"
    );
    // Rows of 3 letters, columns of 2: words of other lengths are left out.
    assert_eq!(
        stdout(&run(
            &["words", "--size", "3x2", "--words", "-"],
            "ace bad ab ca ed banana"
        )),
        "solution 1:\nACE\nBAD\n"
    );
    let bad = run(&["words", "--size", "2x2", "--words", "-"], "ab\ncd e-f");
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("line 2, column 5: `-` in `e-f` is not a letter A to Z"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
    let bad = run(&["words", "--size", "4x4"], "");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("the list has no word of 4 letters, for the rows"));
    let bad = run(&["words", "--size", "three"], "");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--size is the width and height in letters, like 3x3"));
}

#[test]
fn langford_command() {
    assert_eq!(stdout(&run(&["langford", "7", "--count"], "")), "52\n");
    assert_eq!(
        stdout(&run(&["langford", "11", "--count", "--distinct"], "")),
        "35584 (17792 distinct up to symmetry)\n"
    );
    assert_eq!(stdout(&run(&["langford", "5", "--count"], "")), "0\n");
    let first = stdout(&run(&["langford", "3", "--limit", "1"], ""));
    assert!(
        first == "solution 1:\n3 1 2 1 3 2\n" || first == "solution 1:\n2 3 1 2 1 3\n",
        "{first}"
    );
    let bad = run(&["langford", "17"], "");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("langford needs the largest number N, from 1 to 16"));
}

#[test]
fn a_closed_output_pipe_ends_the_run_quietly() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(["trace", &data("p3x20.dlx")])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap(); // then hang up, like `head -1`
    let output = child.wait_with_output().unwrap();
    assert!(first.starts_with("{\"type\":\"choose\""), "{first}");
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// Reads lines from `output` on a thread of their own, so that a test can wait for one with a
/// time limit instead of hanging when it never comes.
fn lines_of(output: std::process::ChildStdout) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(output).lines() {
            if send.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    receive
}

#[test]
fn sudoku_answers_each_puzzle_written_to_a_pipe_before_the_next_is_written() {
    let mut child = spawn(&["sudoku", "--unique"]);
    let mut input = child.stdin.take().unwrap();
    let answers = lines_of(child.stdout.take().unwrap());
    let wait = std::time::Duration::from_secs(20);
    let puzzles = std::fs::read_to_string(sudoku_data("top95.txt")).unwrap();
    for puzzle in puzzles.lines().take(3) {
        writeln!(input, "{puzzle}").unwrap();
        input.flush().unwrap();
        let answer = answers
            .recv_timeout(wait)
            .expect("no answer while the input stays open");
        assert!(answer.ends_with(" unique"), "{answer}");
    }
    // A grid drawn over lines is answered once its last row arrives, too.
    write!(input, "....\n....\n....\n").unwrap();
    input.flush().unwrap();
    assert!(answers.recv_timeout(std::time::Duration::from_millis(300)).is_err());
    writeln!(input, "....").unwrap();
    input.flush().unwrap();
    let answer = answers.recv_timeout(wait).expect("no answer to the drawn grid");
    assert_eq!(answer, "1234341221434321 not unique");
    drop(input);
    assert!(child.wait().unwrap().success());
}

/// The most memory (resident, in kB) the process has used so far, from Linux's /proc.
fn peak_resident_kb(child: &std::process::Child) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let line = status.lines().find(|line| line.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Pipes `puzzles` into `sudoku` and returns its peak memory once every answer is out, measured
/// while the input is still open (so the process is still there to ask).
fn peak_memory_solving(puzzles: Vec<String>) -> u64 {
    let mut child = spawn(&["sudoku"]);
    let mut input = child.stdin.take().unwrap();
    let answers = lines_of(child.stdout.take().unwrap());
    let count = puzzles.len();
    let writer = std::thread::spawn(move || {
        for puzzle in puzzles {
            writeln!(input, "{puzzle}").unwrap();
        }
        input
    });
    for _ in 0..count {
        let answer = answers.recv_timeout(std::time::Duration::from_secs(60)).unwrap();
        assert_eq!(answer.len(), 81, "{answer}");
    }
    let input = writer.join().unwrap();
    let peak = peak_resident_kb(&child);
    drop(input);
    assert!(child.wait().unwrap().success());
    peak
}

#[cfg(target_os = "linux")]
#[test]
fn sudoku_memory_stays_flat_however_long_the_input() {
    let text = std::fs::read_to_string(sudoku_data("17clue_royle49151.txt")).unwrap();
    let all: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(String::from)
        .collect();
    let few = all[..95].to_vec();
    let many: Vec<String> = all.iter().cycle().take(150_000).cloned().collect();
    let (few_kb, many_kb) = (peak_memory_solving(few), peak_memory_solving(many));
    eprintln!("sudoku peak memory: {few_kb} kB on 95 puzzles, {many_kb} kB on 150,000");
    assert!(
        many_kb <= few_kb + 4096,
        "peak memory {many_kb} kB on 150,000 puzzles, {few_kb} kB on 95"
    );
}

#[test]
fn a_limit_of_zero_is_refused_with_the_same_words_by_every_command() {
    for args in [
        &["solve", "--count", "--limit", "0"][..],
        &["sudoku", "--count", "--limit", "0"][..],
        &["queens", "4", "--limit", "0"][..],
    ] {
        // No input: the command stops at its flags, perhaps before a write could reach it.
        let output = run(args, "");
        assert!(!output.status.success(), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains("the limit must be at least 1"), "{args:?}: {error}");
    }
}

fn variant_data(name: &str) -> String {
    data::data_path("variants", name)
}

#[test]
fn sudoku_variants_read_the_data_files_and_check_their_known_answers() {
    for (variant, file) in [
        ("x", "x-sudoku.txt"),
        ("windoku", "windoku.txt"),
        ("jigsaw", "jigsaw.txt"),
        ("killer", "killer.txt"),
    ] {
        let path = variant_data(file);
        let output = run(&["sudoku", "--variant", variant, "--unique", &path], "");
        assert!(
            output.status.success(),
            "{variant}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = stdout(&output);
        let answers: Vec<&str> = text.lines().collect();
        assert_eq!(answers.len(), 5, "{variant}: {text}");
        // Each block's last line is the known answer: the program checked it (a mismatch
        // fails the run); here it is compared once more from outside.
        let known = std::fs::read_to_string(&path).unwrap();
        for (answer, block) in answers.iter().zip(known.split("\n\n")) {
            assert_eq!(*answer, format!("{} unique", block.lines().last().unwrap()));
        }
    }
}

#[test]
fn sudoku_variant_errors_name_the_line_and_the_cage() {
    let killer = "AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1\n";
    let output = run(&["sudoku", "--variant", "killer", "--unique"], killer);
    assert_eq!(stdout(&output), "1234341221434321 unique\n");
    // A given that no digits of its cage can join; the next puzzle is still answered.
    let given = format!("{killer}3...............\n\n{killer}");
    let output = run(&["sudoku", "--variant", "killer"], &given);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout(&output), "1234341221434321\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "standard input: line 1: cage A (sum 3, 2 cells from r1c1) cannot be filled: with the given 3 at r1c1, no different digits make the sum\n"
    );
    // A known answer that is not the one found.
    let x = std::fs::read_to_string(variant_data("x-sudoku.txt")).unwrap();
    let mut lines = x.lines();
    let (puzzle, answer) = (lines.next().unwrap(), lines.next().unwrap());
    // Two cells of row 1 that the puzzle leaves open, swapped: their columns break.
    let open: Vec<usize> = (0..9).filter(|&k| puzzle.as_bytes()[k] == b'.').take(2).collect();
    let mut wrong = answer.as_bytes().to_vec();
    wrong.swap(open[0], open[1]);
    let wrong = String::from_utf8(wrong).unwrap();
    let output = run(&["sudoku", "--variant", "x"], &format!("{puzzle}\n{wrong}\n"));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "standard input: line 2: the answer given for the puzzle on line 1 breaks its rules\n"
    );
    let output = run(&["sudoku", "--variant", "jigsaw"], puzzle);
    assert!(String::from_utf8_lossy(&output.stderr).contains("line 1: the regions are missing"));
    let output = run(&["sudoku", "--variant", "sudoku-x"], puzzle);
    assert!(String::from_utf8_lossy(&output.stderr)
        .contains("unknown Sudoku variant `sudoku-x`: use classic, x, windoku, jigsaw or killer"));
}

#[test]
fn sudoku_hint_names_the_next_forced_move() {
    let puzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n";
    assert_eq!(
        stdout(&run(&["sudoku", "--hint"], puzzle)),
        "r5c6 can only be 4 (its cell has one candidate left).\n"
    );
    let json = stdout(&run(&["sudoku", "--hint", "--json"], puzzle));
    assert!(
        json.contains("\"kind\":\"cell\"") && json.contains("\"placement\":\"r5c6=4\""),
        "{json}"
    );
    let bad = run(&["sudoku", "--hint", "--count"], puzzle);
    assert!(!bad.status.success());
}

#[test]
fn threads_give_the_serial_counts_and_statistics() {
    let file = data("queens8.dlx");
    let serial = stdout(&run(&["solve", "--json", "--threads", "1", &file], ""));
    let parallel = stdout(&run(&["solve", "--json", "--threads", "3", &file], ""));
    let fields = |json: &str| json.split(", \"seconds\"").next().unwrap().to_string();
    assert_eq!(fields(&parallel), fields(&serial));
    assert!(
        serial.starts_with("{\"solutions\": 92, \"nodes\": 1049, \"updates\": 16680"),
        "{serial}"
    );
    assert_eq!(
        stdout(&run(&["queens", "10", "--count", "--threads", "2"], "")),
        "724\n"
    );
    assert_eq!(
        stdout(&run(
            &[
                "pentomino",
                "--board",
                "20x3",
                "--distinct",
                "--count",
                "--threads",
                "2"
            ],
            ""
        )),
        "8 (2 distinct up to symmetry)\n"
    );
    let bad = run(&["queens", "8", "--count", "--threads", "0"], "");
    assert!(!bad.status.success());
}

#[test]
fn sudoku_on_threads_answers_as_one_thread_does_in_input_order() {
    let file = data::data_path("sudoku", "17clue_royle49151.txt");
    let serial = run(&["sudoku", "--json", "--threads", "1", &file], "");
    let parallel = run(&["sudoku", "--json", "--threads", "3", &file], "");
    assert!(serial.status.success() && parallel.status.success());
    assert_eq!(serial.stdout.len(), parallel.stdout.len());
    assert!(serial.stdout == parallel.stdout, "the answers differ");
    assert_eq!(stdout(&serial).lines().count(), 49_151);
    // A bad puzzle among good ones is reported in its place, after the answers before it.
    let clash = format!("11{}", ".".repeat(79));
    let input = format!("{}1\n{clash}\n1{}\n", ".".repeat(80), ".".repeat(80));
    let mixed = run(&["sudoku", "--json", "--threads", "2"], &input);
    let lines: Vec<String> = stdout(&mixed).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("{\"line\":1,\"solution\""), "{}", lines[0]);
    assert!(lines[1].starts_with("{\"line\":2,\"error\""), "{}", lines[1]);
    assert!(lines[2].starts_with("{\"line\":3,\"solution\""), "{}", lines[2]);
}

#[test]
fn pentomino_boards_follow_the_javascript_apis_rule() {
    for (board, message) in [
        (
            "8x8",
            "the board has 64 squares: the 12 pentominoes cover exactly 60 (take away 4)",
        ),
        (
            "20x20",
            "the board has 400 squares: the 12 pentominoes cover exactly 60 (take away 340)",
        ),
        (
            "5x5",
            "the board has 25 squares: the 12 pentominoes cover exactly 60 (add 35)",
        ),
    ] {
        let start = std::time::Instant::now();
        let out = run(&["pentomino", "--board", board, "--count"], "");
        assert!(!out.status.success());
        assert_eq!(String::from_utf8_lossy(&out.stderr), format!("error: {message}\n"));
        assert!(start.elapsed().as_secs() < 5, "{board}");
        // The same board and the same message from the library the wasm API calls.
        let board = dlx_stepper::pentomino::Board::parse(board).unwrap();
        assert_eq!(
            dlx_stepper::board::BoardPuzzle::pentominoes(board)
                .err()
                .unwrap()
                .to_string(),
            message
        );
    }
}

/// Knuth's generators write colours past the 62 letters and digits as bytes from 128 up, which
/// are not UTF-8: read a byte a character, as his dlx2 reads them, two such colours stay two.
#[test]
fn solve_reads_colour_bytes_from_128_up_as_his_programs_do() {
    let dir = std::env::temp_dir().join(format!("dlx-stepper-bytes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (colors, count) in [([0x80u8, 0x80], "1\n"), ([0x80, 0x81], "0\n"), ([0xff, 0xff], "1\n")] {
        let path = dir.join("problem.dlx");
        let mut text = b"A B | X\nA X:".to_vec();
        text.extend_from_slice(&[colors[0], b'\n', b'B', b' ', b'X', b':', colors[1], b'\n']);
        std::fs::write(&path, text).unwrap();
        let out = run(&["solve", "--count", "--engine", "links", path.to_str().unwrap()], "");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(stdout(&out), count, "{colors:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A constraint string from the Interactive Sudoku Solver (its "Thermo" example), pasted on a
/// line of its own between classic puzzles: solved in its turn, with its published solution.
#[test]
fn sudoku_reads_constraint_strings_between_classic_puzzles() {
    let examples = std::fs::read_to_string(data::data_path("iss", "examples.tsv")).unwrap();
    let thermo: Vec<&str> = examples
        .lines()
        .find(|l| l.starts_with("Thermo\t"))
        .unwrap()
        .split('\t')
        .collect();
    let classic = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let input = format!("{classic}\n{}\n{classic}\n", thermo[3]);
    let output = run(&["sudoku", "--unique"], &input);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1], format!("{} unique", thermo[2]));
    assert_eq!(lines[0], lines[2]);
    // A type this build does not read is named, with the line, and the rest still answered.
    let output = run(&["sudoku"], &format!(".~R1C1_5.NumberedRoom~C1~8~\n{classic}\n"));
    assert!(!output.status.success());
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.contains(
            "line 1: constraint 2 (`.NumberedRoom~C1~8~`): the constraint type `NumberedRoom` is not supported"
        ),
        "{errors}"
    );
    assert_eq!(stdout(&output).lines().count(), 1);
}

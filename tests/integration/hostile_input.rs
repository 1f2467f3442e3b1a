//! Input a user (or an attacker) may give that is far from a sane puzzle: each case the outside
//! review reproduced, and the limits that answer them. None may panic, wrap a number into
//! another, or hold memory in proportion to a hopeless input.

use dlx_stepper::pentomino::Board;
use dlx_stepper::problem::{MAX_ITEMS, MAX_TEXT_BYTES};
use dlx_stepper::sudoku::{self, BoxShape, Grid, SudokuError};
use dlx_stepper::{Problem, ProblemErrorKind};

#[test]
fn box_shapes_that_would_overflow_are_refused_not_wrapped() {
    for text in [
        "3x6148914691236517206",
        "3x12297829382473034411",
        "18446744073709551615x2",
        "6x6",
        "36",
        "0x3",
    ] {
        let error = BoxShape::parse(text).unwrap_err().to_string();
        assert!(error.contains("sides from 1 to 35"), "{text}: {error}");
    }
    assert_eq!(BoxShape::parse("5x7"), Ok(BoxShape { rows: 5, cols: 7 }));
    assert!(BoxShape::parse("2y3")
        .unwrap_err()
        .to_string()
        .starts_with("bad box shape `2y3`"));
}

#[test]
fn boards_that_would_overflow_are_refused_not_wrapped() {
    for text in ["65536x65536", "2147483647x2", "99999999999x1", "0x60"] {
        assert!(Board::parse(text).is_err(), "{text}");
    }
    assert!(Board::parse("6x10").is_ok());
}

#[test]
fn every_grid_the_writer_writes_reads_back_as_the_same_grid() {
    for shape in [
        BoxShape { rows: 4, cols: 4 },
        BoxShape { rows: 5, cols: 5 },
        BoxShape { rows: 5, cols: 7 },
    ] {
        let solution = sudoku::solve(&Grid::empty(shape), 1).solution.unwrap();
        assert_eq!(Grid::parse(&solution.to_line(), Some(shape)).unwrap(), solution);
        // Only the big digits, the rest blank: letters are still 10 and up.
        let big: String = solution
            .to_line()
            .chars()
            .map(|ch| if ch.is_ascii_digit() { '.' } else { ch })
            .collect();
        let read = Grid::read(&big, Some(shape)).unwrap();
        assert_eq!(read.to_line(), big, "{shape}");
    }
}

#[test]
fn a_g_typed_into_an_empty_sixteen_by_sixteen_is_sixteen() {
    let mut line = ".".repeat(256);
    line.replace_range(0..1, "G");
    let grid = Grid::read(&line, None).unwrap();
    assert_eq!(grid.get(0, 0), 16);
    assert_eq!(grid.to_line(), line);
}

#[test]
fn a_huge_sudoku_paste_is_reported_as_too_long_without_holding_it() {
    let text = ".".repeat(50 << 20);
    match Grid::parse(&text, None) {
        Err(SudokuError::WrongLength { found, .. }) => assert_eq!(found, 50 << 20),
        other => panic!("{other:?}"),
    }
}

#[test]
fn problem_text_beyond_the_limit_is_refused_with_the_limit_named() {
    let text = format!("A B\n{}", "A\n".repeat(MAX_TEXT_BYTES / 2));
    let error = Problem::parse(&text).unwrap_err();
    assert!(matches!(error.kind, ProblemErrorKind::TextTooLong { .. }));
    assert!(error.to_string().contains(&MAX_TEXT_BYTES.to_string()), "{error}");
}

#[test]
fn too_many_items_are_refused_in_every_format() {
    let row = "1".repeat(MAX_ITEMS + 1);
    let error = Problem::parse(&row).unwrap_err();
    assert_eq!(error.kind, ProblemErrorKind::TooManyItems);
    assert_eq!(error.at.unwrap().column, MAX_ITEMS + 1);
    let names: Vec<String> = (0..=MAX_ITEMS).map(|k| format!("i{k}")).collect();
    let error = Problem::parse(&format!("{}\ni0", names.join(" "))).unwrap_err();
    assert_eq!(error.kind, ProblemErrorKind::TooManyItems);
    assert!(error.to_string().contains(&MAX_ITEMS.to_string()));
}

#[test]
fn many_items_on_one_line_parse_and_a_repeat_among_them_is_found() {
    // 80,000 items in one named set (quadratic checks took seconds here).
    let items: Vec<String> = (0..80_000).map(|k| format!("x{k}")).collect();
    let problem = Problem::parse(&format!("A: {}", items.join(" "))).unwrap();
    assert_eq!(problem.n_items(), 80_000);
    let error = Problem::parse(&format!("A: {} x17", items.join(" "))).unwrap_err();
    assert_eq!(error.kind, ProblemErrorKind::RepeatedItemInOption("x17".into()));
    // The same in Knuth's format, and through the builder's check of long options.
    let knuth = format!("{}\n{} x5", items.join(" "), items.join(" "));
    let error = Problem::parse(&knuth).unwrap_err();
    assert_eq!(error.kind, ProblemErrorKind::RepeatedItemInOption("x5".into()));
    let built = Problem::builder()
        .primary(items.iter().cloned())
        .option(items.iter().cloned().chain(["x9".to_string()]))
        .build()
        .unwrap_err();
    assert_eq!(built.kind, ProblemErrorKind::RepeatedItemInOption("x9".into()));
}

#[test]
fn a_byte_order_mark_is_stripped_by_every_text_reader() {
    let bom = "\u{feff}";
    let knuth = Problem::parse(&format!("{bom}A B C\nA B\nC\n")).unwrap();
    assert_eq!(knuth.item_name(0), "A");
    assert_eq!(Problem::parse_knuth(&format!("{bom}A B\nA\nB")).unwrap().n_options(), 2);
    let sets = Problem::parse(&format!("{bom}A: 1 4\nB: 2\n")).unwrap();
    assert_eq!(sets.option_name(0), Some("A"));
    assert_eq!(
        Problem::parse_sets(&format!("{bom}X: 1")).unwrap().option_name(0),
        Some("X")
    );
    let matrix = Problem::parse(&format!("{bom}10\n01\n")).unwrap();
    assert_eq!(matrix.n_items(), 2);
    assert_eq!(Problem::parse_matrix(&format!("{bom}1")).unwrap().n_items(), 1);
    // An error after it is placed as without it.
    let error = Problem::parse(&format!("{bom}A B\nA C")).unwrap_err();
    assert_eq!(error.at, Some(dlx_stepper::Position { line: 2, column: 3 }));
    let grid = "1.3...1.....4...";
    assert_eq!(Grid::parse(&format!("{bom}{grid}"), None).unwrap().to_line(), grid);
    assert_eq!(
        Grid::parse(&format!("{bom}1.3.\n..1.\n....\n4..."), None)
            .unwrap()
            .to_line(),
        grid
    );
    assert_eq!(
        sudoku::shape_of(&format!("{bom}{grid}")),
        Some(BoxShape { rows: 2, cols: 2 })
    );
    let killer = format!("{bom}AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1");
    assert!(sudoku::Puzzle::parse(sudoku::Variant::Killer, &killer, None).is_ok());
    let jigsaw = format!("{bom}{grid}\n1122112233443344");
    assert!(sudoku::Puzzle::parse(sudoku::Variant::Jigsaw, &jigsaw, None).is_ok());
    // Only at the start: elsewhere it is a character like any other.
    assert!(Problem::parse(&format!("A B\nA {bom}B")).is_err());
}

// The command line on input that never ends: every reader stops at its limit, whatever the
// source (a pipe, a device given as the file or as standard input), with the limit named, and
// memory bounded. Each run is under `ulimit -v` too: a reader that held its input whole would
// fail to allocate there and end without the message.

use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Address space the program may take: far below what reading an endless input whole would
/// reach within the test's seconds (it took gigabytes), and room for the 8 MiB text limit.
const ADDRESS_SPACE_KB: u64 = 512 * 1024;

/// Where a run's input comes from.
#[derive(Clone, Copy)]
enum Endless {
    /// A pipe that a thread fills with `chunk` over and over until the program hangs up.
    Pipe(&'static [u8]),
    /// `/dev/zero` as standard input.
    DevZero,
    /// `/dev/zero` named as the file.
    DevZeroFile,
}

/// The most memory (resident, in kB) the process has used so far, from Linux's /proc; `None`
/// once it has ended.
fn peak_resident_kb(child: &Child) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs the program with `args` on an endless input; returns its exit code, its standard
/// error, the peak memory seen while it ran (kB) and the time it took.
fn on_endless_input(args: &[&str], input: Endless) -> (Option<i32>, String, u64, Duration) {
    let mut command = Command::new("sh");
    let mut line = format!("ulimit -v {ADDRESS_SPACE_KB}; exec \"$0\" \"$@\"");
    if matches!(input, Endless::DevZeroFile) {
        line.push_str(" /dev/zero");
    }
    command
        .arg("-c")
        .arg(line)
        .arg(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    match input {
        Endless::Pipe(_) => command.stdin(Stdio::piped()),
        Endless::DevZero => command.stdin(std::fs::File::open("/dev/zero").unwrap()),
        Endless::DevZeroFile => command.stdin(Stdio::null()),
    };
    let start = Instant::now();
    let mut child = command.spawn().unwrap();
    if let Endless::Pipe(chunk) = input {
        let mut stdin = child.stdin.take().unwrap();
        // Writes until the program hangs up (a broken pipe), then ends.
        std::thread::spawn(move || while stdin.write_all(chunk).is_ok() {});
    }
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut stderr, &mut text).unwrap();
        text
    });
    let mut peak = 0;
    let status = loop {
        if let Some(kb) = peak_resident_kb(&child) {
            peak = peak.max(kb);
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            child.kill().unwrap();
            panic!("{args:?} still running after 30 s on an endless input");
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    (status.code(), errors.join().unwrap(), peak, start.elapsed())
}

#[cfg(target_os = "linux")]
#[test]
fn every_command_stops_reading_an_endless_input_at_its_limit() {
    let cases: [(&[&str], Endless, &str); 7] = [
        (&["solve"], Endless::DevZero, "standard input: problem text too long"),
        (&["solve"], Endless::DevZeroFile, "/dev/zero: problem text too long"),
        (
            &["solve", "--count"],
            Endless::Pipe(&[0; 4096]),
            "standard input: problem text too long",
        ),
        // `yes "" | dlx-stepper solve`: blank lines, which the parser would skip.
        (
            &["solve"],
            Endless::Pipe(&[b'\n'; 4096]),
            "standard input: problem text too long",
        ),
        (&["trace"], Endless::DevZero, "standard input: problem text too long"),
        (
            &["trace"],
            Endless::Pipe(b"A B C\n"),
            "standard input: problem text too long",
        ),
        (&["trace"], Endless::DevZeroFile, "/dev/zero: problem text too long"),
    ];
    check_endless(&cases);
}

/// Runs each case and checks the message, the limit named, the time and the peak memory.
fn check_endless(cases: &[(&[&str], Endless, &str)]) {
    let limit = MAX_TEXT_BYTES.to_string();
    for (args, input, message) in cases {
        let (code, stderr, peak_kb, took) = on_endless_input(args, *input);
        eprintln!("{args:?}: peak {peak_kb} kB, {took:?}");
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(stderr.contains(&limit), "{args:?} names the limit: {stderr}");
        assert!(took < Duration::from_secs(20), "{args:?} took {took:?}");
        // The text limit (8 MiB), the vector it grows in, and the program.
        assert!(peak_kb < 64 * 1024, "{args:?}: peak {peak_kb} kB");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn sudoku_stops_at_a_line_with_no_end() {
    // A line of NUL bytes with no end: reported as too long, skipped up to the text limit, and
    // then the reading stops.
    check_endless(&[
        (
            &["sudoku", "--threads", "1"],
            Endless::DevZero,
            "standard input: line 1: no end of line",
        ),
        (
            &["sudoku", "--threads", "1"],
            Endless::DevZeroFile,
            "/dev/zero: line 1: no end of line",
        ),
        (
            &["sudoku", "--threads", "1"],
            Endless::Pipe(b"...."),
            "standard input: line 1: no end of line",
        ),
    ]);
}

#[cfg(target_os = "linux")]
#[test]
fn sudoku_on_an_endless_stream_of_long_lines_reports_each_and_holds_none() {
    // Lines of 100,000 cells: each is reported and skipped, none held; the run goes on as long
    // as the input does, so it is stopped here once some reports are out.
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(["sudoku", "--threads", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        let mut line = vec![b'.'; 100_000];
        line.push(b'\n');
        while stdin.write_all(&line).is_ok() {}
    });
    let stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut lines = std::io::BufRead::lines(stderr);
    for number in 1..=200 {
        let line = lines.next().unwrap().unwrap();
        assert_eq!(
            line,
            format!("standard input: line {number}: the line is longer than 65536 bytes (64 KiB); a puzzle has at most 1225 cells")
        );
    }
    let peak_kb = peak_resident_kb(&child).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(peak_kb < 16 * 1024, "peak {peak_kb} kB");
}

/// The figures of `solve --json` (all but the time), under the address-space limit.
#[cfg(target_os = "linux")]
fn json_figures_within_limit(args: &[&str]) -> String {
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {ADDRESS_SPACE_KB}; exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    text.split(", ")
        .filter(|field| !field.contains("seconds"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(target_os = "linux")]
#[test]
fn a_count_on_two_threads_of_a_root_with_millions_of_branches_needs_no_more_than_one_thread() {
    // One item and 4,194,302 options of it, up to the 8 MiB limit: cut below the root, every
    // option was a part of its own (700 MB on 2 threads, 7 times the serial time); such a root
    // is searched on one thread.
    let path = std::env::temp_dir().join(format!("dlx-wide-root-{}.dlx", std::process::id()));
    std::fs::write(&path, "A\n".repeat(4_194_303)).unwrap();
    let file = path.to_str().unwrap();
    let one = json_figures_within_limit(&["solve", "--json", "--threads", "1", file]);
    let two = json_figures_within_limit(&["solve", "--json", "--threads", "2", file]);
    std::fs::remove_file(&path).unwrap();
    assert!(one.contains("\"solutions\": 4194302"), "{one}");
    assert_eq!(two, one);
}

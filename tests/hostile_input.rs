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
        let error = BoxShape::parse(text).unwrap_err();
        assert!(error.contains("sides from 1 to 35"), "{text}: {error}");
    }
    assert_eq!(BoxShape::parse("5x7"), Ok(BoxShape { rows: 5, cols: 7 }));
    assert!(BoxShape::parse("2y3").unwrap_err().starts_with("bad box shape `2y3`"));
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

//! Knuth's text format read as his programs read it (`dlx1`, `dlx2`, `dlx3`), in the corners
//! where this crate's own extensions might collide with it: a `;` inside a name, the colours
//! `:` and `|`, an empty lower bound, colour bytes from 128 up (`tests/integration/cli.rs`). Every count and
//! figure here is what his programs printed on the same text.

use dlx_stepper::{Problem, ProblemErrorKind};

fn labels(problem: &Problem) -> Vec<Vec<String>> {
    problem
        .solutions()
        .map(|solution| solution.iter().map(|&o| problem.option_label(o)).collect())
        .collect()
}

#[test]
fn in_a_text_of_several_lines_a_semicolon_is_part_of_a_name() {
    let problem = Problem::parse("A;B C\nA;B\nC\n").unwrap();
    assert_eq!(problem.n_items(), 2);
    assert_eq!(problem.item_name(0), "A;B");
    assert_eq!(labels(&problem), [["A;B", "C"]]);
}

#[test]
fn on_one_line_a_semicolon_still_breaks_lines() {
    let problem = Problem::parse("A B C; A B; C").unwrap();
    assert_eq!(problem.n_items(), 3);
    assert_eq!(labels(&problem), [["A B", "C"]]);
    // Comments and blank lines do not make a second line.
    let commented = Problem::parse("| Knuth's example\n\nA B C; A B; C\n").unwrap();
    assert_eq!(labels(&commented), [["A B", "C"]]);
}

#[test]
fn a_semicolon_meant_as_a_line_break_in_a_longer_text_is_named_in_the_error() {
    let error = Problem::parse("A B\nA; B\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 1: bad name `A;`: no such item; `;` ends lines only in a problem on one line"
    );
    // Without a `;`, the usual message.
    let error = Problem::parse("A B\nA C\n").unwrap_err();
    assert_eq!(error.kind, ProblemErrorKind::UnknownItem("C".into()));
}

#[test]
fn the_colours_colon_and_bar_are_colours_like_any_other() {
    // Options that agree on X's colour go together; options that do not, never.
    for (text, solutions) in [
        ("A B | X\nA X::\nB X::\n", 1),
        ("A B | X\nA X:|\nB X:|\n", 1),
        ("A B | X\nA X::\nB X:|\n", 0),
        ("A B | X\nA X::\nB X:a\n", 0),
    ] {
        let problem = Problem::parse(text).unwrap();
        assert_eq!(problem.count_solutions(None), solutions, "{text}");
    }
    let problem = Problem::parse("A | X\nA X::\n").unwrap();
    assert_eq!(problem.color_names(), [":"]);
    // A colour is every character after the item's `:`.
    let problem = Problem::parse("A | X\nA X:a|b\n").unwrap();
    assert_eq!(problem.color_names(), ["a|b"]);
}

#[test]
fn an_empty_lower_bound_is_zero() {
    // A may be covered 0 to 2 times, B once. Options `A` and `A B`: {A B} and {A, A B}.
    let problem = Problem::parse(":2|A B\nA\nA B\n").unwrap();
    assert_eq!(problem.item_bounds(0), (0, 2));
    assert_eq!(problem.count_solutions(None), 2);
    // Options `A` and `B`: {B} and {A, B}; with `1:2|A` only {A, B}.
    let problem = Problem::parse(":2|A B\nA\nB\n").unwrap();
    assert_eq!(problem.count_solutions(None), 2);
    let problem = Problem::parse("1:2|A B\nA\nB\n").unwrap();
    assert_eq!(problem.count_solutions(None), 1);
    // An empty upper bound is still refused, as dlx3 refuses it.
    assert!(Problem::parse("2:|A B\nA\nB\n").is_err());
}

#[test]
fn a_first_line_read_as_named_sets_says_why_when_it_fails() {
    // A colour on the item line: the writer meant Knuth's format, where colours go on options.
    let message = Problem::parse("A | X:a\nA X:a\n").unwrap_err().to_string();
    assert!(
        message.starts_with("line 1, column 1: bad name `A | X:a`: an option name is one word"),
        "{message}"
    );
    assert!(
        message.contains("a first line with a `:` makes a text named sets, not Knuth's format"),
        "{message}"
    );
    assert!(message.contains("his item line takes `2:3|A`, not `X:a`"), "{message}");
}

/// Knuth's own figures on these corners: what his `dlx1`, `dlx2` and `dlx3` (built from his
/// CWEB sources, `benches/knuth-peers.sh`) printed for each text: solutions, nodes, updates,
/// cleansings.
#[test]
fn the_corners_give_knuths_own_figures() {
    let table: &[(&str, [u64; 4])] = &[
        ("A;B C\nA;B\nC\n", [1, 3, 2, 0]),
        ("A B | X\nA X::\nB X::\n", [1, 3, 3, 2]),
        ("A B | X\nA X:|\nB X:|\n", [1, 3, 3, 2]),
        ("A B | X\nA X::\nB X:|\n", [0, 2, 4, 1]),
        (":2|A B\nA\nA B\n", [2, 4, 4, 0]),
        (":2|A B\nA\nB\n", [2, 5, 3, 0]),
        ("1:2|A B\nA\nB\n", [1, 4, 3, 0]),
    ];
    for (text, [solutions, nodes, updates, cleansings]) in table {
        let mut stepper = dlx_stepper::Stepper::new(&Problem::parse(text).unwrap());
        stepper.count_solutions(None);
        let stats = stepper.stats();
        assert_eq!(
            [stats.solutions, stats.nodes, stats.updates, stats.cleansings],
            [*solutions, *nodes, *updates, *cleansings],
            "{text:?}"
        );
    }
}

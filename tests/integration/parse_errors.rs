//! Every kind of bad text gives a typed error naming the line and column.

use dlx_stepper::{Position, Problem, ProblemError, ProblemErrorKind as Kind};

fn at(line: usize, column: usize) -> Option<Position> {
    Some(Position { line, column })
}

#[test]
fn knuth_format_errors_point_at_the_mistake() {
    let cases: &[(&str, Kind, Option<Position>)] = &[
        ("", Kind::NoItems, None),
        ("| only a comment\n\n", Kind::NoItems, None),
        ("| x y", Kind::NoItems, None),
        ("A B\nA C", Kind::UnknownItem("C".into()), at(2, 3)),
        ("A B\nA B A", Kind::RepeatedItemInOption("A".into()), at(2, 5)),
        ("A B A\nA", Kind::DuplicateItem("A".into()), at(1, 5)),
        ("A B | x\nA:red x", Kind::ColorOnPrimaryItem("A".into()), at(2, 1)),
        ("A | x\nA x:", Kind::EmptyColor("x".into()), at(2, 3)),
        ("A | x\nA y:1", Kind::UnknownItem("y".into()), at(2, 3)),
        ("A | x | y\nA", Kind::SecondSeparator, at(1, 7)),
        ("A B\n| comment\n  B  Q", Kind::UnknownItem("Q".into()), at(3, 6)),
        ("A B; A; B Z", Kind::UnknownItem("Z".into()), at(1, 11)),
    ];
    for (text, kind, position) in cases {
        let error = Problem::parse_knuth(text).unwrap_err();
        assert_eq!((&error.kind, &error.at), (kind, position), "{text:?}");
    }
}

#[test]
fn a_line_starting_with_a_bar_is_a_comment_so_no_item_line_is_found() {
    let error = Problem::parse_knuth("| comment\n | x y\n").unwrap_err();
    assert_eq!(error.kind, Kind::NoItems);
}

#[test]
fn colors_are_read_and_named_in_labels() {
    let problem = Problem::parse_knuth("A B | x y\nA x:red y\nB x:blue\nA B x:red").unwrap();
    assert!(problem.has_colors());
    assert_eq!(problem.color_names(), ["red", "blue"]);
    assert_eq!(problem.option_colors(0), Some(&[0, 1, 0][..]));
    assert_eq!(problem.option_colors(1), Some(&[0, 2][..]));
    assert_eq!(problem.option_label(0), "A x:red y");
    assert_eq!(problem.option_label(2), "A B x:red");
    let plain = Problem::parse_knuth("A | x\nA x").unwrap();
    assert!(!plain.has_colors());
    assert_eq!(plain.option_colors(0), None);
}

/// Knuth's solvers leave out an option with no primary item, and say so: so do we.
#[test]
fn options_without_a_primary_item_are_left_out_and_listed() {
    let problem = Problem::parse_knuth("A | x y\nA x\n  x:0   y:1\ny").unwrap();
    assert_eq!(problem.n_options(), 1);
    let dropped: Vec<_> = problem
        .dropped_options()
        .iter()
        .map(|d| (d.line, d.text.as_str()))
        .collect();
    assert_eq!(dropped, [(3, "x:0 y:1"), (4, "y")]);
    let sets = Problem::parse_sets("P: 1 x:red\nQ: x:blue").unwrap();
    assert_eq!(sets.n_options(), 1);
    assert_eq!(sets.dropped_options()[0].line, 2);
}

/// In named sets an item written with a colour is secondary; the others are primary.
#[test]
fn named_sets_take_colours_on_secondary_items() {
    let problem = Problem::parse_sets("A: 1 x:red; B: 2 x:red; C: 1 2 x:blue; D: 10 x").unwrap();
    assert_eq!(problem.item_names(), ["1", "2", "10", "x"]);
    assert_eq!(problem.n_primary(), 3);
    assert_eq!(problem.option_label(2), "C");
    assert_eq!(problem.option_items_text(2), "1 2 x:blue");
    // A and B share x (both red); C is alone; D needs x uncoloured, which clashes with both.
    assert_eq!(problem.count_solutions(None), 0);
    let problem = Problem::parse_sets("A: 1 x:red; B: 2 x:red; C: 1 2 x:blue; D: 10").unwrap();
    assert_eq!(problem.count_solutions(None), 2);
    let error = Problem::parse_sets("A: 1 x:").unwrap_err();
    assert_eq!((error.kind, error.at), (Kind::EmptyColor("x".into()), at(1, 6)));
}

#[test]
fn named_set_errors_point_at_the_mistake() {
    let cases: &[(&str, Kind, Option<Position>)] = &[
        ("", Kind::NoItems, None),
        ("A 1 4 7", Kind::MissingOptionName, at(1, 1)),
        ("A: 1 4\nB:", Kind::EmptyOption, at(2, 1)),
        ("A: 1 4 1", Kind::RepeatedItemInOption("1".into()), at(1, 8)),
        ("A: 1\nA: 2", Kind::DuplicateOptionName("A".into()), at(2, 1)),
        (
            "A: 1; B: 2 | 3",
            Kind::BadName {
                name: "|".into(),
                reason: "names cannot contain `|` or `:`",
            },
            at(1, 12),
        ),
        (
            "row one: 1 2",
            Kind::BadName {
                name: "row one:".into(),
                reason: "an option name is one word (`A: 1 4 7`); a first line with a `:` makes a text named sets, not Knuth's format (his item line takes `2:3|A`, not `X:a`)",
            },
            at(1, 1),
        ),
    ];
    for (text, kind, position) in cases {
        let error = Problem::parse_sets(text).unwrap_err();
        assert_eq!((&error.kind, &error.at), (kind, position), "{text:?}");
    }
}

#[test]
fn named_sets_accept_the_colon_anywhere_near_the_name() {
    for text in ["A: 1 2\nB: 3", "A : 1 2\nB :3", "A:1 2\r\nB:3"] {
        let problem = Problem::parse_sets(text).unwrap();
        assert_eq!(problem.item_names(), ["1", "2", "3"], "{text:?}");
        assert_eq!(problem.option(0), [0, 1]);
        assert_eq!(problem.option_label(1), "B");
    }
}

#[test]
fn named_set_items_sort_naturally() {
    let problem = Problem::parse_sets("A: 10 2 x; B: 1").unwrap();
    assert_eq!(problem.item_names(), ["1", "2", "10", "x"]);
}

#[test]
fn messages_say_where_and_what() {
    let error: ProblemError = Problem::parse_knuth("A B\nA C").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 3: unknown item `C`: it is not in the item line"
    );
}

#[test]
fn builder_errors() {
    let error = Problem::builder().secondary(["x"]).build().unwrap_err();
    assert_eq!(error.kind, Kind::NoPrimaryItems);
    let error = Problem::builder().primary(["a"]).option(["b"]).build().unwrap_err();
    assert_eq!(error.kind, Kind::UnknownItem("b".into()));
    let error = Problem::builder()
        .primary(["a"])
        .option(Vec::<String>::new())
        .build()
        .unwrap_err();
    assert_eq!(error.kind, Kind::EmptyOption);
    let error = Problem::builder().primary(["a", "a"]).build().unwrap_err();
    assert_eq!(error.kind, Kind::DuplicateItem("a".into()));
}

#[test]
fn matrix_rows_and_their_errors() {
    let knuth = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
    let matrix = Problem::parse("0 0 1 0 1 1 0\n1 0 0 1 0 0 1\n0110010\n1001000\n0100001\n0001101\n").unwrap();
    assert_eq!(matrix, knuth);
    let error = Problem::parse_matrix("0101\n011\n").unwrap_err();
    assert_eq!(
        error.kind,
        Kind::RaggedRow {
            found: 3,
            expected: 4,
            first_line: 1
        }
    );
    assert_eq!(error.at, at(2, 1));
    let error = Problem::parse_matrix("0101\n0120\n").unwrap_err();
    assert_eq!(error.at, at(2, 3));
    let error = Problem::parse_matrix("0101\n0000\n").unwrap_err();
    assert_eq!((error.kind, error.at), (Kind::EmptyOption, at(2, 1)));
    let wide = Problem::parse_matrix(&format!("{}1", "0".repeat(27))).unwrap();
    assert_eq!(wide.item_name(27), "AB");
}

/// A comment line is a comment whole, in every format: a `;` in it does not start a line.
#[test]
fn comment_lines_are_comments_whole_in_every_format() {
    let knuth = Problem::parse("| a comment; with a semicolon\nA B\nA\nB").unwrap();
    assert_eq!(knuth.item_names(), ["A", "B"]);
    let sets = Problem::parse("| sets; with a comment\nA: 1 2\n  | another; one\nB: 3").unwrap();
    assert_eq!(sets.n_options(), 2);
    assert_eq!(sets.item_names(), ["1", "2", "3"]);
}

/// Knuth's multiplicities (his `dlx3`): bounds in the item line, read, told apart from named
/// sets, and refused with the place when they cannot hold.
#[test]
fn bounds_are_read_and_bad_ones_point_at_the_mistake() {
    let problem = Problem::parse("| two or three Cs\nA B 2:3|C 4|D | X Y\nA B C D\nC D").unwrap();
    assert_eq!(problem.item_names(), ["A", "B", "C", "D", "X", "Y"]);
    let bounds: Vec<_> = (0..4).map(|item| problem.item_bounds(item)).collect();
    assert_eq!(bounds, [(1, 1), (1, 1), (2, 3), (4, 4)]);
    assert!(problem.has_multiplicities());
    // Bounds written are Algorithm M's problem, as for Knuth's dlx3, even when all are 1.
    assert!(Problem::parse("1|A B\nA B").unwrap().has_multiplicities());
    assert!(!Problem::parse("A B\nA B").unwrap().has_multiplicities());
    let bad = |text: &str, reason: &'static str| {
        let token = text.split_whitespace().find(|t| t.contains('|')).unwrap().to_string();
        Kind::BadBounds { text: token, reason }
    };
    let cases: &[(&str, Kind, Option<Position>)] = &[
        (
            "A 3:2|C\nA C",
            bad("A 3:2|C", "the lower bound is above the upper bound"),
            at(1, 3),
        ),
        (
            "A 0|C\nA C",
            bad("A 0|C", "the upper bound is 0, so no option could cover the item"),
            at(1, 3),
        ),
        (
            "A 1:x|C\nA C",
            bad("A 1:x|C", "bounds are whole numbers (at most 4294967295)"),
            at(1, 3),
        ),
        ("A | 2|X\nA X", Kind::BoundsOnSecondaryItem("X".into()), at(1, 5)),
        ("A 2|A\nA", Kind::DuplicateItem("A".into()), at(1, 3)),
    ];
    for (text, kind, position) in cases {
        let error = Problem::parse(text).unwrap_err();
        assert_eq!((&error.kind, &error.at), (kind, position), "{text:?}");
    }
    assert_eq!(
        Problem::parse("A 3:2|C\nA C").unwrap_err().to_string(),
        "line 1, column 3: bad bounds `3:2|C`: the lower bound is above the upper bound (write `u:v|name` for between u and v options, `v|name` for exactly v)"
    );
}

/// Named sets take bounds on any entry of an item, once or the same each time.
#[test]
fn named_sets_take_bounds() {
    // Two of the three sets that cover x, and y once: {P, R} and {Q, R} ({P, Q} lacks y).
    let sets = Problem::parse("P: 2|x\nQ: x\nR: x y").unwrap();
    assert_eq!(sets.item_bounds(0), (2, 2));
    let mut solutions: Vec<Vec<String>> = sets
        .solutions()
        .map(|options| {
            let mut labels: Vec<String> = options.iter().map(|&o| sets.option_label(o)).collect();
            labels.sort();
            labels
        })
        .collect();
    solutions.sort();
    assert_eq!(solutions, [["P", "R"], ["Q", "R"]]);
    let cases: &[(&str, Kind, Option<Position>)] = &[
        (
            "P: 2|x\nQ: 3|x",
            Kind::ConflictingBounds {
                name: "x".into(),
                first_line: 1,
            },
            at(2, 4),
        ),
        (
            "P: a 2|x\nQ: a x:red",
            Kind::BoundsOnSecondaryItem("x".into()),
            at(1, 6),
        ),
        (
            "P: 3:1|x",
            Kind::BadBounds {
                text: "3:1|x".into(),
                reason: "the lower bound is above the upper bound",
            },
            at(1, 4),
        ),
    ];
    for (text, kind, position) in cases {
        let error = Problem::parse(text).unwrap_err();
        assert_eq!((&error.kind, &error.at), (kind, position), "{text:?}");
    }
}

/// The builder takes bounds too, checked as the text formats check them.
#[test]
fn builder_bounds_are_checked() {
    let build = |name: &str, lower, upper| {
        Problem::builder()
            .primary(["a"])
            .secondary(["x"])
            .bounds(name, lower, upper)
            .option(["a", "x"])
            .build()
    };
    assert!(build("a", 0, 2).unwrap().has_multiplicities());
    assert_eq!(
        build("x", 1, 2).unwrap_err().kind,
        Kind::BoundsOnSecondaryItem("x".into())
    );
    assert_eq!(build("z", 1, 2).unwrap_err().kind, Kind::UnknownItem("z".into()));
    assert_eq!(
        build("a", 3, 2).unwrap_err().kind,
        Kind::BadBounds {
            text: "3:2|a".into(),
            reason: "the lower bound is above the upper bound"
        }
    );
    assert_eq!(
        build("a", 0, 0).unwrap_err().to_string(),
        "bad bounds `0:0|a`: the upper bound is 0, so no option could cover the item (write `u:v|name` for between u and v options, `v|name` for exactly v)"
    );
}

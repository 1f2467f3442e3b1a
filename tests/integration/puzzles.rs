//! N-queens, pentominoes and other polyominoes: known counts, and typed piece sets against a brute force.

use dlx_stepper::board::BoardPuzzle;
use dlx_stepper::pentomino::{orientations, parse_pieces, pentomino_set, Board, Pentominoes};
use dlx_stepper::queens;

#[test]
fn queens_counts_for_1_to_12() {
    let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
    for (n, &count) in (1..=12).zip(&known) {
        assert_eq!(queens::problem(n).count_solutions(None), count, "{n} queens");
    }
}

#[test]
fn queens_boards_are_drawn() {
    let problem = queens::problem(4);
    let first = problem.first_solution().unwrap();
    assert_eq!(queens::board(4, &first), ".Q..\n...Q\nQ...\n..Q.\n");
}

#[test]
fn the_twelve_pieces_have_63_orientations() {
    let set = pentomino_set();
    let counts: Vec<usize> = set.iter().map(|(_, cells)| orientations(cells).len()).collect();
    assert_eq!(counts, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
    assert_eq!(counts.iter().sum::<usize>(), 63);
}

#[test]
fn scott_has_520_solutions_65_distinct() {
    let scott = Pentominoes::new(Board::scott());
    assert_eq!(scott.problem().n_options(), 1568); // as in Knuth's scott.dlx
    assert_eq!(BoardPuzzle::pentominoes(Board::scott()).unwrap().count(), (520, 65));
}

#[test]
fn rectangles_3x20_and_4x15() {
    assert_eq!(rectangle(20, 3), (8, 2));
    assert_eq!(rectangle(15, 4), (1472, 368));
}

#[test]
fn rectangle_5x12() {
    assert_eq!(rectangle(12, 5), (4040, 1010));
}

#[test]
fn rectangle_6x10() {
    assert_eq!(rectangle(10, 6), (9356, 2339));
}

#[test]
fn a_solution_is_drawn_with_piece_letters() {
    let board = Pentominoes::new(Board::rectangle(20, 3));
    let solution = board.problem().first_solution().unwrap();
    let drawing = board.draw(&solution);
    assert_eq!(drawing.lines().count(), 3);
    let mut letters: Vec<char> = drawing.chars().filter(char::is_ascii_uppercase).collect();
    letters.sort_unstable();
    letters.dedup();
    assert_eq!(letters.len(), 12);
}

/// All tilings of a `width × height` rectangle, and those distinct up to its symmetries.
fn rectangle(width: i32, height: i32) -> (u64, u64) {
    BoardPuzzle::pentominoes(Board::rectangle(width, height))
        .unwrap()
        .count()
}

/// Tilings of `board` by `pieces` (each once, turned and turned over at will) counted without
/// exact cover: fill the first empty square (row by row) with each unused piece's orientations
/// placed so that their first square (row by row) lands on it.
fn tilings_by_brute_force(pieces: &[(char, Vec<(i32, i32)>)], board: &Board) -> u64 {
    fn fill(board: &Board, shapes: &[Vec<Vec<(i32, i32)>>], used: &mut [bool], filled: &mut Vec<(i32, i32)>) -> u64 {
        let Some(&(x, y)) = board.cells().iter().find(|cell| !filled.contains(cell)) else {
            return 1;
        };
        let mut count = 0;
        for piece in 0..shapes.len() {
            if used[piece] {
                continue;
            }
            for shape in &shapes[piece] {
                let (ax, ay) = shape[0];
                let placed: Vec<(i32, i32)> = shape.iter().map(|&(a, b)| (a - ax + x, b - ay + y)).collect();
                if placed
                    .iter()
                    .all(|&cell| board.contains(cell) && !filled.contains(&cell))
                {
                    used[piece] = true;
                    filled.extend(&placed);
                    count += fill(board, shapes, used, filled);
                    filled.truncate(filled.len() - placed.len());
                    used[piece] = false;
                }
            }
        }
        count
    }
    // Orientations list their squares row by row, so the first is the one to anchor.
    let shapes: Vec<Vec<Vec<(i32, i32)>>> = pieces.iter().map(|(_, cells)| orientations(cells)).collect();
    fill(board, &shapes, &mut vec![false; pieces.len()], &mut Vec::new())
}

#[test]
fn typed_piece_sets_tile_as_a_brute_force_counts() {
    for (pieces, board) in [
        ("##; ##", "2x2"),
        ("#/#; ##; #", "#./##/##"),
        ("L: #./#./##; O: ##/##; I: #/#", "5x2"),
        ("###; #./##; ##", "4x2"),
        ("#./##; .#/##; ##/#.; #", "####/###./.###"),
        ("tetrominoes", "5x4"),
        ("tetrominoes", "10x2"),
        ("tetrominoes", "########/##....##/########"),
    ] {
        let set = parse_pieces(pieces).unwrap();
        let board = Board::parse(board).unwrap();
        let Ok(puzzle) = BoardPuzzle::polyominoes(set.clone(), board.clone()) else {
            panic!("{pieces} on {board}: the area is not the pieces'");
        };
        assert_eq!(
            puzzle.problem().count_solutions(None),
            tilings_by_brute_force(&set, &board),
            "{pieces} on {board}"
        );
    }
    // The five tetrominoes tile no rectangle: a T covers three squares of one colour of a
    // chequerboard and one of the other, the rest two and two.
    assert_eq!(
        BoardPuzzle::parse("polyominoes", "tetrominoes @ 5x4").unwrap().count(),
        (0, 0)
    );
    // The 12 pentominoes typed as a set are the pentomino puzzle.
    assert_eq!(
        BoardPuzzle::parse("polyominoes", "pentominoes @ 20x3").unwrap().count(),
        (8, 2)
    );
}

/// A piece drawn in rows of `#` and `.`, apart by `/`.
fn drawing(cells: &[(i32, i32)]) -> String {
    let width = cells.iter().map(|&(x, _)| x).max().unwrap_or(0) + 1;
    let height = cells.iter().map(|&(_, y)| y).max().unwrap_or(0) + 1;
    let rows: Vec<String> = (0..height)
        .map(|y| {
            (0..width)
                .map(|x| if cells.contains(&(x, y)) { '#' } else { '.' })
                .collect()
        })
        .collect();
    rows.join("/")
}

#[test]
fn the_built_in_sets_are_the_pieces_they_are_named_for() {
    let drawn = |set: &str| -> Vec<String> {
        let pieces = parse_pieces(set).unwrap();
        pieces
            .iter()
            .map(|(name, cells)| format!("{name}: {}", drawing(cells)))
            .collect()
    };
    assert_eq!(
        drawn("pentominoes"),
        [
            "F: .##/##./.#.",
            "I: #/#/#/#/#",
            "L: #./#./#./##",
            "N: .#/.#/##/#.",
            "P: ##/##/#.",
            "T: ###/.#./.#.",
            "U: #.#/###",
            "V: #../#../###",
            "W: #../##./.##",
            "X: .#./###/.#.",
            "Y: .#/##/.#/.#",
            "Z: ##./.#./.##",
        ]
    );
    assert_eq!(
        drawn("tetrominoes"),
        ["I: #/#/#/#", "O: ##/##", "T: ###/.#.", "L: #./#./##", "S: .##/##."]
    );
    // Each piece's squares row by row, the order the encoding lists them in.
    for set in ["pentominoes", "tetrominoes", "hexominoes"] {
        for (name, cells) in parse_pieces(set).unwrap() {
            assert!(
                cells
                    .windows(2)
                    .all(|pair| (pair[0].1, pair[0].0) < (pair[1].1, pair[1].0)),
                "{name}"
            );
        }
    }
}

#[test]
fn the_hexominoes_are_the_35_shapes_of_six_squares() {
    let set = parse_pieces("hexominoes").unwrap();
    let names: String = set.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345678");
    assert!(set.iter().all(|(_, cells)| cells.len() == 6));
    // No two the same when turned or turned over: with 35 of them, every free hexomino once.
    let shapes: Vec<Vec<Vec<(i32, i32)>>> = set.iter().map(|(_, cells)| orientations(cells)).collect();
    for (k, shape) in shapes.iter().enumerate() {
        for other in &shapes[k + 1..] {
            assert!(!shape.contains(&other[0]), "{:?}", other[0]);
        }
    }
    // 216 fixed hexominoes (turned, not turned over, counted apart).
    assert_eq!(shapes.iter().map(Vec::len).sum::<usize>(), 216);
    // 24 cover three squares of each colour of a chequerboard, 11 four and two.
    let unbalanced = set
        .iter()
        .filter(|(_, cells)| cells.iter().filter(|(x, y)| (x + y) % 2 == 0).count() != 3)
        .count();
    assert_eq!(unbalanced, 11);
}

#[test]
fn copies_of_a_piece_are_one_item_covered_that_many_times() {
    // Copies are told apart neither by the search nor by the count: the brute force, which
    // takes each entry as its own piece, counts each tiling once per order of the copies.
    for (pieces, board, orders) in [
        ("I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#.", "6x4", 2),
        ("*3: ##; O: ##/##", "5x2", 6),
        ("L*2: #./#./##; I*2: ####", "4x4", 4),
        ("O*4: ##/##", "4x4", 24),
        ("*2: #./#./##; *2: ##/##", "4x4", 4),
    ] {
        let set = parse_pieces(pieces).unwrap();
        let board = Board::parse(board).unwrap();
        let puzzle = BoardPuzzle::polyominoes(set.clone(), board.clone()).unwrap();
        assert!(puzzle.problem().has_multiplicities(), "{pieces}");
        let count = puzzle.problem().count_solutions(None);
        assert!(count > 0, "{pieces}");
        assert_eq!(
            count * orders,
            tilings_by_brute_force(&set, &board),
            "{pieces} on {board}"
        );
        // Every solution places each piece as many times as it has copies.
        for solution in puzzle.problem().solutions() {
            let mut placed: Vec<char> = solution.iter().map(|&option| puzzle.option(option).0).collect();
            let mut wanted: Vec<char> = set.iter().map(|&(name, _)| name).collect();
            placed.sort_unstable();
            wanted.sort_unstable();
            assert_eq!(placed, wanted);
        }
    }
    // The tetrominoes with a second T named apart: twice the tilings of the T with two copies.
    let apart = BoardPuzzle::parse(
        "polyominoes",
        "I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T: ###/.#.; U: ###/.#. @ 6x4",
    )
    .unwrap();
    let copies = BoardPuzzle::parse(
        "polyominoes",
        "I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#. @ 6x4",
    )
    .unwrap();
    assert_eq!(
        apart.problem().count_solutions(None),
        2 * copies.problem().count_solutions(None)
    );
    assert_eq!(copies.problem().n_primary(), 5 + 24);
    for (text, message) in [
        (
            "T*: ###/.#.",
            "piece 1: `T*` does not say how many copies: after `*`, a number from 1 to 64",
        ),
        (
            "T*0: ###/.#.",
            "piece 1: `T*0` does not say how many copies: after `*`, a number from 1 to 64",
        ),
        (
            "##; T*x2: ###/.#.",
            "piece 2: `T*x2` does not say how many copies: after `*`, a number from 1 to 64",
        ),
        ("TT*2: ###/.#.", "piece 1: its name `TT` is not one letter or digit"),
    ] {
        assert_eq!(parse_pieces(text).unwrap_err().to_string(), message, "{text}");
    }
}

#[test]
fn typed_pieces_are_read_and_bad_ones_named() {
    // Indented as in a page: the rows under a name lose the indent they share, and no more.
    let indented = parse_pieces("L: #.\n   #.\n   ##\n    S: .##\n       ##.").unwrap();
    assert_eq!(indented[0].1, [(0, 0), (0, 1), (0, 2), (1, 2)]);
    assert_eq!(indented[1].1, [(1, 0), (2, 0), (0, 1), (1, 1)]);
    let set = parse_pieces("L: #./#./##\n\n##\n##\n;#").unwrap();
    let names: String = set.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, "LAB");
    assert_eq!(set[0].1, [(0, 0), (0, 1), (0, 2), (1, 2)]);
    assert_eq!(set[1].1.len(), 4);
    let tetrominoes = parse_pieces("tetrominoes").unwrap();
    let counts: Vec<usize> = tetrominoes.iter().map(|(_, cells)| orientations(cells).len()).collect();
    assert_eq!(counts, [2, 1, 4, 8, 4]);
    for (text, message) in [
        (
            "##; #x",
            "piece 2, row 1, column 2: `x` is not `#` (a square) or `.` (none)",
        ),
        ("#.#", "piece 1's squares do not all touch: a polyomino is one piece"),
        ("..", "piece 1 has no squares: draw them with `#`"),
        (
            "",
            "no pieces: draw each with `#` and `.`, rows separated by `/`, pieces by `;`",
        ),
        ("Q: #; Q: ##", "piece 2: the name Q is taken by an earlier piece"),
        ("QQ: #", "piece 1: its name `QQ` is not one letter or digit"),
        (
            "#. #.",
            "piece 1, row 1, column 3: a space: write an empty square as `.`",
        ),
        (
            "S:\n ##\n##.",
            "piece 1, row 1, column 1: a space: write an empty square as `.`",
        ),
    ] {
        assert_eq!(parse_pieces(text).unwrap_err().to_string(), message, "{text:?}");
    }
    assert_eq!(
        BoardPuzzle::parse("polyominoes", "##; ## @ 3x3")
            .unwrap_err()
            .to_string(),
        "the board has 9 squares: the 2 pieces cover exactly 4 (take away 5)"
    );
    assert!(BoardPuzzle::parse("polyominoes", "tetrominoes")
        .unwrap_err()
        .to_string()
        .starts_with("polyominoes are `PIECES @ BOARD`"));
}

#[test]
fn errors_are_types_a_caller_can_match_on_with_the_place_in_them() {
    use dlx_stepper::board::BoardError;
    use dlx_stepper::pentomino::ShapeError;
    use dlx_stepper::polycube::PolycubeError;
    use dlx_stepper::sudoku::{BoxShape, BoxShapeError};
    assert_eq!(
        dlx_stepper::pentomino::parse_pieces("##; #.#"),
        Err(ShapeError::PieceInParts { piece: 2 })
    );
    assert_eq!(
        BoardPuzzle::parse("polyominoes", "## @ 3x3").unwrap_err(),
        BoardError::Shape(ShapeError::WrongArea {
            squares: 9,
            needed: 2,
            what: "the one piece covers".to_string()
        })
    );
    assert!(matches!(
        BoardPuzzle::parse("polycubes", "soma @ 2x2x2"),
        Err(BoardError::Polycubes(PolycubeError::WrongVolume {
            cells: 8,
            needed: 27,
            ..
        }))
    ));
    assert_eq!(
        BoardPuzzle::parse("queens", "0").unwrap_err(),
        BoardError::Queens("0".to_string())
    );
    assert_eq!(
        BoxShape::parse("40x40"),
        Err(BoxShapeError::TooBig("40x40".to_string()))
    );
}

//! Sudoku: the puzzle sets of `data/sudoku/` with known answers, every box shape, and errors that point
//! at the cell.

use dlx_stepper::sudoku::{self, BoxShape, Cell, Grid, SudokuError, Unit};

use crate::common::data;

fn data(name: &str) -> String {
    data::data_file("sudoku", name)
}

fn solve_unique(puzzle: &Grid) -> Grid {
    let answer = sudoku::solve(puzzle, 2);
    assert_eq!(answer.count, 1, "not unique: {}", puzzle.to_line());
    let solution = answer.solution.unwrap();
    assert!(solution.is_solved() && puzzle.is_completed_by(&solution));
    solution
}

#[test]
fn project_euler_96_sums_to_24702() {
    let mut sum = 0;
    for line in data("pe96.txt").lines().filter(|l| !l.trim().is_empty()) {
        let solution = solve_unique(&Grid::parse(line, None).unwrap());
        sum += 100 * solution.get(0, 0) + 10 * solution.get(0, 1) + solution.get(0, 2);
    }
    assert_eq!(sum, 24702);
}

#[test]
fn top95_all_solved_valid_and_unique() {
    let puzzles: Vec<_> = data("top95.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Grid::parse(l, None).unwrap())
        .collect();
    assert_eq!(puzzles.len(), 95);
    for puzzle in &puzzles {
        solve_unique(puzzle);
    }
}

#[test]
fn empty_4x4_has_288_solutions() {
    let answer = sudoku::solve(&Grid::empty(BoxShape { rows: 2, cols: 2 }), u64::MAX);
    assert_eq!(answer.count, 288);
}

#[test]
fn every_box_shape_solves_from_empty() {
    for shape in BoxShape::COMMON {
        let answer = sudoku::solve(&Grid::empty(shape), 1);
        let solution = answer.solution.unwrap_or_else(|| panic!("{shape}: no solution"));
        assert!(solution.is_solved(), "{shape}");
    }
}

#[test]
fn a_complete_grid_is_its_own_solution_and_two_blanks_may_be_ambiguous() {
    let solved = solve_unique(&Grid::parse(data("top95.txt").lines().next().unwrap(), None).unwrap());
    assert_eq!(solve_unique(&solved), solved);
    // The empty 9×9 grid has many solutions: the count stops at the limit.
    assert_eq!(sudoku::solve(&Grid::empty(BoxShape { rows: 3, cols: 3 }), 2).count, 2);
}

#[test]
fn multi_line_grids_with_borders_parse_like_one_line() {
    let boxed = "\
 5 3 . | . 7 . | . . .
 6 . . | 1 9 5 | . . .
 . 9 8 | . . . | . 6 .
-------+-------+-------
 8 . . | . 6 . | . . 3
 4 . . | 8 . 3 | . . 1
 7 . . | . 2 . | . . 6
-------+-------+-------
 . 6 . | . . . | 2 8 .
 . . . | 4 1 9 | . . 5
 . . . | . 8 . | . 7 9";
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    assert_eq!(Grid::parse(boxed, None).unwrap(), Grid::parse(line, None).unwrap());
    // Printing with borders and parsing again gives the same grid.
    let grid = Grid::parse(line, None).unwrap();
    assert_eq!(Grid::parse(&grid.to_boxed(), None).unwrap(), grid);
}

/// One line of 81 digits and dots takes a shortcut past the general reader: both must agree,
/// so each puzzle is also read with a separator between cells (which only the general reader
/// accepts) and as a line one cell short or with a stray letter (errors either way).
#[test]
fn plain_lines_read_as_the_general_reader_reads_them() {
    let puzzles = data("17clue_royle49151.txt");
    for line in puzzles.lines().take(300).chain(data("top95.txt").lines()) {
        let spaced: String = line.chars().flat_map(|ch| [ch, ' ']).collect();
        assert_eq!(
            Grid::read(line, None).unwrap(),
            Grid::read(&spaced, None).unwrap(),
            "{line}"
        );
        let zeros = line.replace('.', "0");
        assert_eq!(Grid::read(&zeros, None).unwrap(), Grid::read(line, None).unwrap());
        assert!(matches!(
            Grid::read(&line[1..], None),
            Err(SudokuError::WrongLength { .. })
        ));
        let stray = format!("x{}", &line[1..]);
        assert!(matches!(
            Grid::read(&stray, None),
            Err(SudokuError::BadCharacter { .. })
        ));
    }
}

#[test]
fn sixteen_by_sixteen_letters_both_ways() {
    let solution = sudoku::solve(&Grid::empty(BoxShape { rows: 4, cols: 4 }), 1)
        .solution
        .unwrap();
    // Digits 1–9 then A–G, as printed.
    let printed = solution.to_line();
    assert!(printed.contains('G'));
    assert_eq!(Grid::parse(&printed, None).unwrap(), solution);
    // All letters (A = 1), lower case too.
    let letters: String = solution.cells().iter().map(|&d| (b'a' + d - 1) as char).collect();
    assert_eq!(Grid::parse(&letters, None).unwrap(), solution);
    // Blank out most cells and solve again: the same grid comes back (it is a solution).
    let mut puzzle = printed.clone().into_bytes();
    for (k, ch) in puzzle.iter_mut().enumerate() {
        if k % 3 != 0 {
            *ch = b'.';
        }
    }
    let puzzle = Grid::parse(std::str::from_utf8(&puzzle).unwrap(), None).unwrap();
    let answer = sudoku::solve(&puzzle, 1);
    assert!(puzzle.is_completed_by(answer.solution.as_ref().unwrap()));
}

#[test]
fn errors_point_at_the_cell() {
    let short = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7";
    assert_eq!(
        Grid::parse(short, None).unwrap_err(),
        SudokuError::WrongLength {
            found: 80,
            needed: vec![16, 36, 81, 144, 256, 625]
        }
    );
    let error = Grid::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
        None,
    )
    .unwrap_err();
    assert_eq!(
        error,
        SudokuError::BadCharacter {
            ch: 'x',
            cell: Some(Cell { row: 8, col: 8 }),
            line: 1,
            column: 81,
            side: 9
        }
    );
    assert!(error.to_string().contains("cell r9c9"), "{error}");
    let error = Grid::parse(
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        None,
    )
    .unwrap_err();
    assert_eq!(
        error,
        SudokuError::Clash {
            digit: 5,
            unit: Unit::Row,
            first: Cell { row: 0, col: 0 },
            second: Cell { row: 0, col: 1 }
        }
    );
    assert_eq!(
        error.to_string(),
        "the digit 5 is given twice in row 1: at r1c1 and at r1c2"
    );
    let error = Grid::parse("1...1...........", None).unwrap_err(); // 4×4: column 1
    assert!(
        matches!(error, SudokuError::Clash { unit: Unit::Column, .. }),
        "{error}"
    );
}

#[test]
fn no_solution_is_an_answer() {
    // Valid givens, but r1c9 can hold nothing: 1–8 in its row, 9 in its column.
    let puzzle = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let answer = sudoku::solve(&Grid::parse(&puzzle, None).unwrap(), 2);
    assert_eq!((answer.count, answer.solution), (0, None));
}

#[test]
fn the_fast_path_and_the_named_encoding_grow_the_same_search_tree() {
    use dlx_stepper::sudoku::SudokuProblem;
    use dlx_stepper::Stepper;
    // Hard puzzles (few forced placements) and 17-clue ones (many, right after the givens).
    let top95 = data("top95.txt");
    let clue17 = data("17clue_royle49151.txt");
    let hard = top95.lines().filter(|l| !l.trim().is_empty()).take(30);
    for line in hard.chain(clue17.lines().take(100)) {
        let grid = Grid::parse(line, None).unwrap();
        let fast = sudoku::solve(&grid, 2);
        let named = SudokuProblem::new(&grid);
        let mut stepper = Stepper::new(named.problem());
        let first = stepper.next_solution().unwrap();
        assert_eq!(stepper.next_solution(), None);
        assert_eq!(Some(named.fill(&first)), fast.solution);
        assert_eq!(stepper.stats(), fast.stats, "{line}");
    }
}

#[test]
fn a_grid_with_clashing_givens_can_still_be_read() {
    let text = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let grid = Grid::read(text, None).unwrap();
    assert_eq!(grid.to_line(), text);
    assert!(matches!(grid.check_givens(), Err(SudokuError::Clash { digit: 5, .. })));
    assert_eq!(Grid::parse(text, None).unwrap_err(), grid.check_givens().unwrap_err());
}

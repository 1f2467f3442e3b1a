//! N-queens and pentominoes: known counts.

use dlx_stepper::board::BoardPuzzle;
use dlx_stepper::pentomino::{orientations, Board, Pentominoes, PIECES};
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
    let counts: Vec<usize> = PIECES.iter().map(|(_, cells)| orientations(cells).len()).collect();
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

//! Hints: followed from the givens to the end on the sets of `data/sudoku/`, every hinted digit is the
//! solution's and every reason is true, checked against candidates worked out here from the
//! rules (not from the exact cover); a wrong entry is named; the variants' hints are right too.

use crate::common;
use crate::common::variant_examples;
use dlx_stepper::sudoku::{hint, solve_puzzle, Cell, Grid, HintKind, Puzzle, Variant};

fn sudoku_file(name: &str, take: usize) -> Vec<String> {
    let text = common::data::data_file("sudoku", name);
    text.lines()
        .filter(|l| l.trim().len() >= 81)
        .take(take)
        .map(str::to_string)
        .collect()
}

/// The digits a classic 9×9 cell can take: not in its row, column or box.
fn candidates(grid: &[u8], cell: usize) -> Vec<u8> {
    let (row, col) = (cell / 9, cell % 9);
    let (top, left) = (row / 3 * 3, col / 3 * 3);
    (1..=9u8)
        .filter(|&digit| {
            (0..9).all(|k| {
                grid[row * 9 + k] != digit
                    && grid[k * 9 + col] != digit
                    && grid[(top + k / 3) * 9 + left + k % 3] != digit
            })
        })
        .collect()
}

fn index(cell: Cell) -> usize {
    cell.row * 9 + cell.col
}

/// Follows hints from the givens to the end: each forced move is checked and played; where
/// nothing is forced the player takes the solution's digit in one of the choices.
fn follow_classic(line: &str) -> (usize, usize) {
    let puzzle = Puzzle::classic(Grid::parse(line, None).unwrap());
    let solution = solve_puzzle(&puzzle, 1).solution.unwrap();
    let mut filled: Vec<u8> = puzzle.grid().cells().to_vec();
    let (mut forced, mut open) = (0, 0);
    loop {
        let entries = Grid::parse(&to_line(&filled), None).unwrap();
        let hint = hint(&puzzle, &entries);
        match hint.kind {
            HintKind::Solved => {
                assert_eq!(filled, solution.cells(), "{line}");
                return (forced, open);
            }
            HintKind::Cell | HintKind::Place => {
                let (cell, digit) = hint.placement.unwrap();
                let at = index(cell);
                assert_eq!(filled[at], 0, "{line}: {}", hint.text);
                assert_eq!(usize::from(solution.cells()[at]), digit, "{line}: {}", hint.text);
                if hint.kind == HintKind::Cell {
                    // The reason: the cell has exactly this candidate.
                    assert_eq!(candidates(&filled, at), [digit as u8], "{line}: {}", hint.text);
                } else {
                    // The reason: in the house named, only this cell can take the digit.
                    let places: Vec<usize> = hint
                        .cells
                        .iter()
                        .map(|&c| index(c))
                        .filter(|&k| filled[k] == 0 && candidates(&filled, k).contains(&(digit as u8)))
                        .collect();
                    assert_eq!(hint.cells.len(), 9, "{line}: {}", hint.text);
                    assert_eq!(places, [at], "{line}: {}", hint.text);
                }
                filled[at] = digit as u8;
                forced += 1;
            }
            HintKind::Contradiction => {
                // The placement is the solution's; the option tried, the other of its two, is not.
                let (cell, digit) = hint.placement.unwrap();
                let at = index(cell);
                assert_eq!(filled[at], 0, "{line}: {}", hint.text);
                assert_eq!(usize::from(solution.cells()[at]), digit, "{line}: {}", hint.text);
                assert_eq!(hint.choices.len(), 2, "{line}: {}", hint.text);
                let (tried_cell, tried_digit) = hint.choices[1];
                assert_ne!(
                    usize::from(solution.cells()[index(tried_cell)]),
                    tried_digit,
                    "{line}: {}",
                    hint.text
                );
                assert!(hint.text.contains(" would leave "), "{line}: {}", hint.text);
                filled[at] = digit as u8;
                forced += 1;
            }
            HintKind::NoForcedMove => {
                // The choices are real ones, at least two, one of them the solution's, which
                // the hint names.
                assert_eq!(
                    hint.placement
                        .map(|(c, d)| usize::from(solution.cells()[index(c)]) == d),
                    Some(true),
                    "{line}: {}",
                    hint.text
                );
                assert!(hint.choices.len() >= 2, "{line}: {}", hint.text);
                let right = hint
                    .choices
                    .iter()
                    .find(|&&(c, d)| usize::from(solution.cells()[index(c)]) == d);
                let &(cell, digit) = right.unwrap_or_else(|| panic!("{line}: {}", hint.text));
                for &(c, d) in &hint.choices {
                    assert!(
                        candidates(&filled, index(c)).contains(&(d as u8)),
                        "{line}: {}",
                        hint.text
                    );
                }
                filled[index(cell)] = digit as u8;
                open += 1;
            }
            other => panic!("{line}: {other:?}: {}", hint.text),
        }
    }
}

fn to_line(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

#[test]
fn hints_followed_to_the_end_are_right_moves_with_true_reasons() {
    let (mut forced, mut open) = (0, 0);
    for line in sudoku_file("pe96.txt", 50)
        .iter()
        .chain(&sudoku_file("top95.txt", 95))
        .chain(&sudoku_file("17clue_royle49151.txt", 200))
    {
        let (f, o) = follow_classic(line);
        forced += f;
        open += o;
    }
    // Most moves are forced; the hard sets need some choices.
    assert!(forced > 10 * open && open > 0, "{forced} forced, {open} chosen");
}

#[test]
fn a_wrong_entry_is_named_and_a_finished_grid_is_said_to_be() {
    let line = &sudoku_file("pe96.txt", 1)[0];
    let puzzle = Puzzle::classic(Grid::parse(line, None).unwrap());
    let solution = solve_puzzle(&puzzle, 1).solution.unwrap();
    let blank = line.find('0').unwrap();
    let right = solution.cells()[blank];
    let mut entries: Vec<u8> = puzzle.grid().cells().to_vec();
    entries[blank] = right % 9 + 1;
    let wrong = hint(&puzzle, &Grid::read(&to_line(&entries), None).unwrap());
    assert_eq!(wrong.kind, HintKind::Wrong);
    assert_eq!(
        wrong.cells,
        [Cell {
            row: blank / 9,
            col: blank % 9
        }]
    );
    assert!(
        wrong
            .text
            .starts_with(&format!("r{}c{} is wrong", blank / 9 + 1, blank % 9 + 1)),
        "{}",
        wrong.text
    );
    let done = hint(&puzzle, &solution);
    assert_eq!(done.kind, HintKind::Solved);
    // Givens with two solutions and an entry that leaves none: which one is wrong cannot be told.
    let open = Puzzle::classic(Grid::parse(&".".repeat(81), None).unwrap());
    let clash = hint(&open, &Grid::read(&format!("11{}", ".".repeat(79)), None).unwrap());
    assert_eq!(clash.kind, HintKind::EntriesClash);
}

#[test]
fn variant_hints_place_the_solutions_digits() {
    for (file, variant) in [
        ("x-sudoku.txt", Variant::X),
        ("windoku.txt", Variant::Windoku),
        ("jigsaw.txt", Variant::Jigsaw),
        ("killer.txt", Variant::Killer),
    ] {
        for (text, expected) in variant_examples(file) {
            let puzzle = Puzzle::parse(variant, &text, None).unwrap();
            let solution = Grid::read(&expected, None).unwrap();
            let mut filled = puzzle.grid().clone();
            let mut moves = 0;
            loop {
                let hint = hint(&puzzle, &filled);
                let (cell, digit) = match hint.kind {
                    HintKind::Solved => break,
                    HintKind::Cell | HintKind::Place | HintKind::Contradiction => hint.placement.unwrap(),
                    HintKind::NoForcedMove => *hint
                        .choices
                        .iter()
                        .find(|&&(c, d)| usize::from(solution.cells()[index(c)]) == d)
                        .unwrap(),
                    other => panic!("{file}: {other:?}: {}", hint.text),
                };
                assert_eq!(
                    usize::from(solution.cells()[index(cell)]),
                    digit,
                    "{file}: {}",
                    hint.text
                );
                let mut line: Vec<char> = filled.to_line().chars().collect();
                line[index(cell)] = char::from(b'0' + digit as u8);
                filled = Grid::read(&line.into_iter().collect::<String>(), None).unwrap();
                moves += 1;
            }
            assert_eq!(filled, solution, "{file}");
            assert!(moves > 0);
        }
    }
}

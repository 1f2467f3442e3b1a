//! `dlx-stepper queens N` and `dlx-stepper pentomino`: the puzzles made into problems, then
//! solved like `solve` does.

use crate::native::cli::{PentominoArgs, QueensArgs};
use crate::native::solve::solve_and_print;
use dlx_stepper::board::BoardPuzzle;
use dlx_stepper::pentomino::Pentominoes;
use dlx_stepper::queens;
use std::collections::HashSet;
use std::sync::Mutex;

pub fn queens(args: &QueensArgs) -> Result<bool, String> {
    let n = args.n;
    let problem = queens::problem(n);
    solve_and_print(
        &problem,
        &args.flags,
        None,
        |options| queens::board(n, options),
        &|_| None,
    )
}

pub fn pentomino(args: &PentominoArgs) -> Result<bool, String> {
    // The board rule of the JavaScript API's `fromBoard` too: exactly 60 squares.
    args.board.check_pentominoes()?;
    let pentominoes = Pentominoes::new(args.board.clone());
    // With --distinct, count the solutions that differ up to the board's symmetries too (the
    // board puzzle knows them).
    let symmetric = if args.distinct {
        Some(BoardPuzzle::pentominoes(args.board.clone())?)
    } else {
        None
    };
    let distinct = Mutex::new(HashSet::new());
    solve_and_print(
        pentominoes.problem(),
        &args.flags,
        None,
        |options| pentominoes.draw(options),
        &|solution| {
            let mut distinct = distinct.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            match solution {
                Some(options) => {
                    if let Some(puzzle) = &symmetric {
                        distinct.insert(puzzle.canonical(options));
                    }
                    None
                }
                None if args.distinct => Some(distinct.len() as u64),
                _ => None,
            }
        },
    )
}

//! `dlx-stepper queens N`, `pentomino`, `polyomino`, `langford N`, `soma`, `polycube` and `words`: the
//! puzzles made into problems, then solved like `solve` does.

use crate::native::cli::{LangfordArgs, PentominoArgs, PolycubeArgs, PolyominoArgs, QueensArgs, SomaArgs, WordsArgs};
use crate::native::output::{read_input, Limit};
use crate::native::solve::solve_and_print;
use dlx_stepper::board::BoardPuzzle;
use dlx_stepper::board_classes::{Classes, Scratch};
use dlx_stepper::langford;
use dlx_stepper::pentomino::Pentominoes;
use dlx_stepper::polycube::PolycubeBox;
use dlx_stepper::queens;
use dlx_stepper::words::{self, WordRectangle};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

pub fn queens(args: &QueensArgs) -> Result<bool, String> {
    let n = args.n;
    // The board puzzle's options are these, in this order; it knows the board's symmetries.
    let symmetric = args.distinct.then(|| BoardPuzzle::queens(n));
    solve_board(&queens::problem(n), &args.flags, symmetric.as_ref(), |options| {
        queens::board(n, options)
    })
}

pub fn pentomino(args: &PentominoArgs) -> Result<bool, String> {
    // The board rule of the JavaScript API's `fromBoard` too: exactly 60 squares.
    args.board.check_pentominoes().map_err(|error| error.to_string())?;
    let pentominoes = Pentominoes::new(args.board.clone());
    // With --distinct, count the solutions that differ up to the board's symmetries too (the
    // board puzzle knows them).
    let symmetric = if args.tiling.distinct {
        Some(BoardPuzzle::pentominoes(args.board.clone()).map_err(|error| error.to_string())?)
    } else {
        None
    };
    solve_board(
        pentominoes.problem(),
        &args.tiling.flags,
        symmetric.as_ref(),
        |options| pentominoes.draw(options),
    )
}

pub fn langford(args: &LangfordArgs) -> Result<bool, String> {
    let n = args.n;
    // The same options in the same order as the board puzzle's, which knows the reversal.
    let symmetric = args.distinct.then(|| BoardPuzzle::langford(n));
    solve_board(&langford::problem(n), &args.flags, symmetric.as_ref(), |options| {
        langford::row(n, options)
    })
}

pub fn polyomino(args: &PolyominoArgs) -> Result<bool, String> {
    // The board puzzle checks the area, and knows the board's symmetries.
    let puzzle =
        BoardPuzzle::polyominoes(args.pieces.clone(), args.board.clone()).map_err(|error| error.to_string())?;
    let symmetric = args.tiling.distinct.then_some(&puzzle);
    solve_board(puzzle.problem(), &args.tiling.flags, symmetric, |options| {
        puzzle.draw(options)
    })
}

pub fn soma(args: &SomaArgs) -> Result<bool, String> {
    let cube = BoardPuzzle::soma();
    let symmetric = args.distinct.then_some(&cube);
    solve_board(cube.problem(), &args.flags, symmetric, |options| cube.draw(options))
}

pub fn polycube(args: &PolycubeArgs) -> Result<bool, String> {
    let spec = format!("{} @ {}", args.pieces, args.size);
    let puzzle = BoardPuzzle::polycubes(PolycubeBox::parse(&spec).map_err(|error| error.to_string())?);
    let symmetric = args.distinct.then_some(&puzzle);
    solve_board(puzzle.problem(), &args.flags, symmetric, |options| puzzle.draw(options))
}

/// A word list's limit: a big dictionary file (words of other lengths are left out).
const WORD_LIST: Limit = Limit {
    bytes: 8 << 20,
    what: "word list",
};

pub fn words(args: &WordsArgs) -> Result<bool, String> {
    let list = match &args.words {
        None => words::parse_words(words::SMALL_LIST).map_err(|error| error.to_string())?,
        Some(path) => {
            let (source, text) = read_input(Some(path), WORD_LIST)?;
            words::parse_words(&text).map_err(|error| format!("{source}: {error}"))?
        }
    };
    let (width, height) = args.size;
    let puzzle = BoardPuzzle::words(WordRectangle::new(&list, width, height).map_err(|error| error.to_string())?);
    let symmetric = args.distinct.then_some(&puzzle);
    solve_board(puzzle.problem(), &args.flags, symmetric, |options| puzzle.draw(options))
}

/// Solves a board puzzle's problem like `solve`; with `symmetric`, the count of solutions up to
/// its board's symmetries is printed too.
fn solve_board(
    problem: &dlx_stepper::Problem,
    flags: &crate::native::cli::SolveFlags,
    symmetric: Option<&BoardPuzzle>,
    draw: impl Fn(&[usize]) -> String,
) -> Result<bool, String> {
    let Some(puzzle) = symmetric else {
        return solve_and_print(problem, flags, None, draw, None);
    };
    // Each class counted at its first member: nothing kept per class, and any thread may count.
    let classes = Classes::new(puzzle);
    let distinct = AtomicU64::new(0);
    thread_local! {
        static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
    }
    solve_and_print(
        problem,
        flags,
        None,
        draw,
        Some(&|solution| match solution {
            Some(options) => {
                let first = SCRATCH.with_borrow_mut(|scratch| classes.is_first(options, scratch));
                distinct.fetch_add(u64::from(first), Ordering::Relaxed);
                None
            }
            None => Some(distinct.load(Ordering::Relaxed)),
        }),
    )
}

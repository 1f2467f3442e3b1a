//! `dlx-stepper queens N` and `dlx-stepper pentomino`: the puzzles made into problems, then
//! solved like `solve` does.

use crate::args::Args;
use crate::solve::{solve_and_print, FLAGS};
use dlx_stepper::pentomino::{Board, Pentominoes};
use dlx_stepper::queens;
use std::collections::HashSet;

pub fn queens(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(args, &FLAGS, &["--limit"])?;
    let n: usize = match args.file.as_deref().map(str::parse) {
        Some(Ok(n)) if (1..=64).contains(&n) => n,
        _ => return Err("queens needs the board size N, from 1 to 64: dlx-stepper queens 8".into()),
    };
    let problem = queens::problem(n);
    solve_and_print(&problem, &args, |options| queens::board(n, options), |_| None)
}

pub fn pentomino(args: &[String]) -> Result<bool, String> {
    let args = Args::parse(args, &[&FLAGS[..], &["--distinct"]].concat(), &["--limit", "--board"])?;
    if let Some(extra) = &args.file {
        return Err(format!(
            "pentomino takes no FILE (got `{extra}`); choose the board with --board"
        ));
    }
    let board = Board::parse(args.value("--board").unwrap_or("scott"))?;
    let pentominoes = Pentominoes::new(board);
    // With --distinct, count the solutions that differ up to the board's symmetries too.
    let mut distinct = HashSet::new();
    let count_distinct = args.has("--distinct");
    solve_and_print(
        pentominoes.problem(),
        &args,
        |options| pentominoes.draw(options),
        |solution| match solution {
            Some(options) if count_distinct => {
                distinct.insert(pentominoes.canonical(options));
                None
            }
            None if count_distinct => Some(("distinct_up_to_symmetry", distinct.len().to_string())),
            _ => None,
        },
    )
}

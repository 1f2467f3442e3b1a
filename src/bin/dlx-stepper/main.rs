//! The command-line front end. `dlx-stepper help` lists the commands, `dlx-stepper help
//! COMMAND` (or `COMMAND --help`) the flags of one.

// The command line is native only: its crates (clap, serde_json, indicatif) are not compiled
// for wasm. `cargo test --target wasm32-unknown-unknown` still builds every binary of the
// package, and there this is an empty program.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    pub mod cli;
    pub mod generate;
    pub mod json;
    pub mod output;
    pub mod progress;
    pub mod puzzle_stream;
    pub mod puzzles;
    pub mod solve;
    pub mod solver_pool;
    pub mod split;
    pub mod sudoku;
    pub mod trace;
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use clap::Parser;
    use native::cli::{Cli, Command};
    use native::{generate, output, puzzles, solve, sudoku, trace};
    use std::process::ExitCode;

    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // Help and version go to standard output and succeed; a usage error fails with 1,
            // as every other error of this program does.
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Trace(args) => trace::run(args),
        Command::Sudoku(args) => sudoku::run(args),
        Command::Queens(args) => puzzles::queens(args),
        Command::Pentomino(args) => puzzles::pentomino(args),
        Command::Langford(args) => puzzles::langford(args),
        Command::Soma(args) => puzzles::soma(args),
        Command::Polycube(args) => puzzles::polycube(args),
        Command::Polyomino(args) => puzzles::polyomino(args),
        Command::Words(args) => puzzles::words(args),
        Command::Generate(args) => generate::run(args),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) if message == output::CLOSED_PIPE => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

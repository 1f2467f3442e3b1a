//! The command-line front end. `dlx-stepper help` lists the commands.

mod args;
mod json;
mod progress;
mod puzzles;
mod solve;
mod sudoku;
mod trace;

use std::process::ExitCode;

const USAGE: &str = "usage:
  dlx-stepper solve [FILE] [--count] [--limit N] [--first-item] [--stats] [--json]
  dlx-stepper trace [FILE] [--detail links] [--first-item] [--max N]
  dlx-stepper sudoku [FILE] [--shape RxC] [--count] [--limit N] [--unique] [--boxed] [--json]
  dlx-stepper queens N [--count] [--limit N] [--first-item] [--stats] [--json]
  dlx-stepper pentomino [--board scott|WxH] [--distinct] [--count] [--limit N] [--stats] [--json]

solve    solves an exact-cover problem: Knuth's DLX format (first line: primary items, `|`,
         secondary items; then one option per line; `|` starts a comment line) or named sets
         (`A: 1 4 7` per line). FILE `-` or none reads standard input.
           --count       print only the number of solutions
           --limit N     stop after N solutions (--limit 2 tells whether one is unique)
           --first-item  branch on the first remaining item, not the one with fewest options
           --stats       print search-tree nodes and updates on standard error
           --json        print one JSON object at the end: solutions, nodes, updates, seconds
trace    prints every event of the search as one JSON object per line (the objects the
         JavaScript API's step() returns); --detail links adds every hide and unhide.
sudoku   solves Sudoku puzzles: one per line (81 characters, `.` or `0` blank), Project
         Euler's `Grid NN` files, or one grid drawn over several lines. Other sizes are told by
         their length, or by --shape (e.g. 2x3). Prints one solution per puzzle, in order.
           --count       print the number of solutions instead (up to --limit, default all)
           --unique      say after each solution whether it is the only one
           --boxed       draw solutions with box borders
           --json        one JSON object per puzzle: line, solution, count, nodes, updates
         A bad puzzle is reported with its line number and the run goes on; the exit code is 1
         if any puzzle was bad.
queens   places N queens (rows and columns primary, diagonals secondary); prints boards.
pentomino  tiles a board with the 12 pentominoes: Dana Scott's 8×8 less its centre (default),
         or a rectangle like 6x10; --distinct also counts solutions up to the board's symmetries.
         queens and pentomino take the flags of solve.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    let result = match args.first().map(String::as_str) {
        Some("solve") => solve::run(rest),
        Some("trace") => trace::run(rest),
        Some("sudoku") => sudoku::run(rest),
        Some("queens") => puzzles::queens(rest),
        Some("pentomino") => puzzles::pentomino(rest),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(true)
        }
        Some(other) => Err(format!("unknown command `{other}`\n\n{USAGE}")),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) if message == args::CLOSED_PIPE => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

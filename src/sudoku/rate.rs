//! How hard a puzzle is, measured by the search that solves it.
//!
//! The difficulty is read off the search of the puzzle's exact cover with the fewest-options
//! rule: a puzzle is "singles only" when every choice on the way has one option (each one a cell
//! with one candidate left, or a row, column or box that has one place left for a digit);
//! otherwise it needs guesses, and the search tree measures how much. See [`Difficulty`] for
//! the levels.

use super::encode::SudokuProblem;
use super::puzzle::Puzzle;
use super::rules::Constraint;
use crate::dlx::Links;
use crate::names::{name_of, named};
use crate::search::{Event, Stepper};

/// How hard a puzzle is, from the search that solves it (see [`Rating`]). The search takes
/// the item with the fewest options, the first such item on ties, and a cell's items come
/// first: so a cell with one candidate left is taken whenever there is one.
///
/// * **easy**: every choice on the way is a cell with one candidate left (a "naked single");
/// * **medium**: every choice has one option, but some are a row, column or box with one place
///   left for a digit (a "hidden single");
/// * **hard**: needs guesses, at most [`HARD_GUESSES`] in the whole search (which also proves
///   the solution unique);
/// * **expert**: more guesses than that.
///
/// On the sets of `data/sudoku/` and qqwing's own levels, see `docs/GENERATOR.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difficulty {
    /// Naked singles all the way.
    Easy,
    /// Singles all the way.
    Medium,
    /// A few guesses.
    Hard,
    /// Many guesses.
    Expert,
}

/// The most guesses of a hard puzzle's search; more make it expert.
pub const HARD_GUESSES: u64 = 10;

impl Difficulty {
    /// All levels, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The level's name, which [`FromStr`](std::str::FromStr) reads in any case.
    pub fn name(self) -> &'static str {
        name_of(self)
    }
}

named! { Difficulty as "difficulty", Words: Easy "easy", Medium "medium", Hard "hard", Expert "expert" }

/// What the search of a puzzle says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    /// Given cells.
    pub clues: usize,
    /// Solutions, counted up to 2.
    pub solutions: u64,
    /// True when every choice on the way to the solution was a cell with one candidate left.
    pub naked_singles_only: bool,
    /// True when every choice had one option: no guess was needed.
    pub singles_only: bool,
    /// Choices with two options or more, in the whole search (to its end, which proves the
    /// solution unique).
    pub guesses: u64,
    /// Search-tree nodes of the whole search.
    pub nodes: u64,
    /// The level these make.
    pub level: Difficulty,
}

/// Rates a puzzle of any variant by searching its exact cover to the end (or to a second
/// solution); see [`Difficulty`].
pub fn rate(puzzle: &Puzzle) -> Rating {
    let encoded = SudokuProblem::of(puzzle);
    let mut stepper = Stepper::without_copy(Links::new(encoded.problem()));
    let (mut guesses, mut solutions) = (0, 0);
    let (mut naked_only, mut singles_only) = (true, true);
    // Event by event (`step`, which the module has already): a loop of its own would add
    // to the WebAssembly download for no speed anyone waits on.
    loop {
        match stepper.step() {
            Event::Choose { len, item, .. } => {
                if len >= 2 {
                    guesses += 1;
                    singles_only &= solutions > 0;
                } else if solutions == 0 && !matches!(encoded.constraint(item), Constraint::Cell { .. }) {
                    naked_only = false;
                }
            }
            Event::Solution { .. } => {
                solutions += 1;
                if solutions == 2 {
                    break;
                }
            }
            Event::Done => break,
            _ => {}
        }
    }
    let level = level_of(naked_only && singles_only, singles_only, guesses);
    Rating {
        clues: puzzle.grid().cells().iter().filter(|&&digit| digit != 0).count(),
        solutions,
        naked_singles_only: naked_only && singles_only,
        singles_only,
        guesses,
        nodes: stepper.stats().nodes,
        level,
    }
}

fn level_of(naked_only: bool, singles_only: bool, guesses: u64) -> Difficulty {
    if naked_only {
        Difficulty::Easy
    } else if singles_only {
        Difficulty::Medium
    } else if guesses <= HARD_GUESSES {
        Difficulty::Hard
    } else {
        Difficulty::Expert
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    #[test]
    fn ratings_tell_singles_from_guesses() {
        // Project Euler's first grid falls to singles; Norvig's "hardest" needs guesses.
        let easy = Puzzle::classic(
            Grid::parse(
                "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
                None,
            )
            .unwrap(),
        );
        let rating = rate(&easy);
        assert!(
            rating.singles_only && rating.guesses == 0 && rating.solutions == 1,
            "{rating:?}"
        );
        assert!(rating.level <= Difficulty::Medium);
        let hard = Puzzle::classic(
            Grid::parse(
                "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
                None,
            )
            .unwrap(),
        );
        let rating = rate(&hard);
        assert!(!rating.singles_only && rating.guesses > 0, "{rating:?}");
        assert!(rating.level >= Difficulty::Hard);
        let two = Puzzle::classic(Grid::parse(&".".repeat(81), None).unwrap());
        assert_eq!(rate(&two).solutions, 2);
    }
}

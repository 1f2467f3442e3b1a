//! # dlx-stepper
//!
//! Knuth's Algorithm X with Dancing Links, able to run flat out and to stop after every event —
//! forwards or backwards — so that a person can watch the links dance.
//!
//! The main types:
//! * [`Problem`]: an exact-cover problem by name (primary and secondary items, options), built
//!   with [`Problem::builder`] or parsed from Knuth's format or `A: 1 4 7` named sets.
//! * [`Links`]: Knuth's flat link arrays, with cover/uncover/hide/unhide and an invariant checker.
//! * [`Stepper`]: the search as a resumable, reversible state machine that emits [`Event`]s,
//!   and the fast solver ([`Stepper::next_solution`], [`Stepper::count_solutions`]) on the same loop.
//!
//! ```
//! use dlx_stepper::Problem;
//! let problem = Problem::parse_knuth("A B C D E F G; C E F; A D G; B C F; A D; B G; D E G").unwrap();
//! let solution = problem.first_solution().unwrap();
//! let labels: Vec<String> = solution.iter().map(|&o| problem.option_label(o)).collect();
//! assert_eq!(labels, ["A D", "C E F", "B G"]);
//! ```
#![deny(missing_docs)]

pub mod bits;
pub mod board;
pub mod board_classes;
pub mod cells;
pub mod dlx;
pub mod engine;
pub mod langford;
mod names;
pub mod pentomino;
pub mod polycube;
pub mod problem;
pub mod queens;
pub mod search;
pub mod sudoku;
#[cfg(feature = "constraints")]
pub mod sudoku_constraints;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
pub mod words;

pub use dlx::{Links, Node};
pub use problem::{Position, Problem, ProblemBuilder, ProblemError, ProblemErrorKind};
pub use search::{Detail, Event, EventKind, Field, Heuristic, NodeChange, Pause, Stats, Stepper};

impl Problem {
    /// The first solution (options in the order the search selected them), if any.
    pub fn first_solution(&self) -> Option<Vec<usize>> {
        Stepper::new(self).next_solution()
    }

    /// Counts solutions, stopping at `limit` when given, with the fastest engine for the
    /// problem ([`engine::count`], which also says which and the nodes).
    pub fn count_solutions(&self, limit: Option<u64>) -> u64 {
        engine::count(self, limit).solutions
    }

    /// All solutions, one at a time, in Knuth's order: an iterator, so the search pauses between
    /// them (the links' event machine). To go through every solution flat out, with the fastest
    /// engine for the problem, hand a closure to [`engine::for_each_solution`].
    pub fn solutions(&self) -> Solutions {
        Solutions {
            stepper: Stepper::new(self),
        }
    }
}

/// An iterator over all solutions of a problem (see [`Problem::solutions`]).
#[derive(Clone, Debug)]
pub struct Solutions {
    stepper: Stepper,
}

impl Iterator for Solutions {
    type Item = Vec<usize>;
    fn next(&mut self) -> Option<Vec<usize>> {
        self.stepper.next_solution()
    }
}

// The README's examples run as doc-tests, so they cannot go stale.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

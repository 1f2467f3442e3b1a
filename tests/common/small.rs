//! Small random problems for the property tests (plain, colour and multiplicity alike), the
//! brute force that answers them by trying every set of options, and the moves and replays that
//! the stepping tests share. Each test file makes its problems with its own strategy; they all
//! meet here, so a solution means one thing everywhere.

#![allow(dead_code)] // Each test file uses its part.

use dlx_stepper::{Detail, Event, Heuristic, Problem, Stepper};
use proptest::prelude::*;

/// A small problem: items `p0..` primary, each with bounds (how many options of a solution hold
/// it: `(1, 1)` without multiplicities), then `s0..` secondary. Each option's entries are
/// `(item, colour)`, colour 0 for none (only secondary items take colours).
#[derive(Clone, Debug)]
pub struct Small {
    pub bounds: Vec<(u32, u32)>,
    pub n_secondary: usize,
    pub options: Vec<Vec<(usize, u32)>>,
}

impl Small {
    /// A problem without colours or multiplicities; `options` lists item numbers.
    pub fn plain(n_primary: usize, n_secondary: usize, options: Vec<Vec<usize>>) -> Small {
        Small {
            bounds: vec![(1, 1); n_primary],
            n_secondary,
            options: options
                .into_iter()
                .map(|items| items.into_iter().map(|item| (item, 0)).collect())
                .collect(),
        }
    }

    pub fn n_primary(&self) -> usize {
        self.bounds.len()
    }

    /// In Knuth's format: bounds written only where they are not `(1, 1)`, the `|` only when
    /// there are secondary items.
    pub fn text(&self) -> String {
        let mut names: Vec<String> = self
            .bounds
            .iter()
            .enumerate()
            .map(|(i, &bounds)| match bounds {
                (1, 1) => format!("p{i}"),
                (lower, upper) => format!("{lower}:{upper}|p{i}"),
            })
            .collect();
        if self.n_secondary > 0 {
            names.push("|".into());
            names.extend((0..self.n_secondary).map(|i| format!("s{i}")));
        }
        let mut lines = vec![names.join(" ")];
        for option in &self.options {
            let entries: Vec<String> = option
                .iter()
                .map(|&(item, color)| match (item < self.n_primary(), color) {
                    (true, _) => format!("p{item}"),
                    (false, 0) => format!("s{}", item - self.n_primary()),
                    (false, color) => format!("s{}:{}", item - self.n_primary(), (b'a' + color as u8) as char),
                })
                .collect();
            lines.push(entries.join(" "));
        }
        lines.join("\n")
    }

    pub fn problem(&self) -> Problem {
        Problem::parse_knuth(&self.text()).unwrap_or_else(|e| panic!("{e}\n{}", self.text()))
    }

    /// Every set of options (each in increasing order, the sets sorted) that holds each primary
    /// item between its bounds and uses each secondary item either once without a colour or any
    /// number of times in one colour.
    pub fn brute_force(&self) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for subset in 0u32..1 << self.options.len() {
            let chosen: Vec<usize> = (0..self.options.len()).filter(|k| subset >> k & 1 == 1).collect();
            let entries: Vec<(usize, u32)> = chosen.iter().flat_map(|&k| self.options[k].iter().copied()).collect();
            let primary_ok = self.bounds.iter().enumerate().all(|(p, &(lower, upper))| {
                let uses = entries.iter().filter(|e| e.0 == p).count() as u32;
                (lower..=upper).contains(&uses)
            });
            let secondary_ok = (self.n_primary()..self.n_primary() + self.n_secondary).all(|s| {
                let uses: Vec<u32> = entries.iter().filter(|e| e.0 == s).map(|e| e.1).collect();
                uses.len() <= 1 || uses.iter().all(|&c| c != 0 && c == uses[0])
            });
            if primary_ok && secondary_ok {
                found.push(chosen);
            }
        }
        found.sort();
        found
    }
}

/// One to ten options over `bounds.len()` primary items (with those bounds) and `n_secondary`
/// secondary ones: each item in or out of an option at random, each secondary item in it with
/// a random colour or none (three choices), and at least one primary item in each.
pub fn colour_problem(bounds: Vec<(u32, u32)>, n_secondary: usize) -> impl Strategy<Value = Small> {
    let n_primary = bounds.len();
    let n_items = n_primary + n_secondary;
    let option = proptest::collection::vec((any::<bool>(), 0u32..3), n_items).prop_filter_map(
        "an option needs a primary item",
        move |picks| {
            let entries: Vec<(usize, u32)> = picks
                .iter()
                .enumerate()
                .filter(|(_, pick)| pick.0)
                .map(|(item, pick)| (item, if item < n_primary { 0 } else { pick.1 }))
                .collect();
            entries.iter().any(|e| e.0 < n_primary).then_some(entries)
        },
    );
    proptest::collection::vec(option, 1..11).prop_map(move |options| Small {
        bounds: bounds.clone(),
        n_secondary,
        options,
    })
}

/// One to four primary items with bounds from 0:1 to 3:3 (`lower` at most 2), up to two
/// secondary ones, with colours.
pub fn multiplicity_problem() -> impl Strategy<Value = Small> {
    let bounds = proptest::collection::vec(
        (0u32..3, 1u32..4).prop_map(|(lower, upper)| (lower.min(upper), upper)),
        1..5,
    );
    (bounds, 0usize..3).prop_flat_map(|(bounds, n_secondary)| colour_problem(bounds, n_secondary))
}

/// A step of the stepping tests: forwards, back, or to the other detail.
#[derive(Clone, Copy, Debug)]
pub enum Move {
    Forward,
    Back,
    ToggleDetail,
}

/// Up to 250 moves, forwards twice as often as back.
pub fn moves() -> impl Strategy<Value = Vec<Move>> {
    let one = prop_oneof![6 => Just(Move::Forward), 3 => Just(Move::Back), 1 => Just(Move::ToggleDetail)];
    proptest::collection::vec(one, 0..250)
}

/// A fresh stepper taken forwards only, `steps` events at `detail`.
pub fn replay(problem: &Problem, detail: Detail, steps: u64) -> Stepper {
    replay_with(problem, Heuristic::MinimumRemainingValues, detail, steps)
}

/// As [`replay`], branching by `heuristic`.
pub fn replay_with(problem: &Problem, heuristic: Heuristic, detail: Detail, steps: u64) -> Stepper {
    let mut stepper = Stepper::new(problem);
    stepper.set_heuristic(heuristic);
    stepper.set_detail(detail);
    for _ in 0..steps {
        stepper.step();
    }
    stepper
}

/// The other detail.
pub fn toggled(detail: Detail) -> Detail {
    match detail {
        Detail::Algorithm => Detail::Links,
        Detail::Links => Detail::Algorithm,
    }
}

/// Checks the stepper's links: every invariant, or those that hold halfway through a cover.
pub fn check_links(stepper: &Stepper) -> Result<(), TestCaseError> {
    let checked = if stepper.mid_event() {
        stepper.links().check_lists()
    } else {
        stepper.links().check()
    };
    checked.map_err(|fault| TestCaseError::fail(fault.0))
}

/// Walks a stepper of `problem` (branching by `heuristic`) forwards, back and across details
/// along `walk`: after each move its links must hold, and its links, statistics and partial
/// solution must be those of a fresh stepper replayed forwards to its position at link detail
/// (and, between events, at algorithm detail, its last event too).
pub fn walk_equals_replay(problem: &Problem, heuristic: Heuristic, walk: &[Move]) -> Result<(), TestCaseError> {
    let mut stepper = Stepper::new(problem);
    stepper.set_heuristic(heuristic);
    for step in walk {
        match step {
            Move::Forward => {
                stepper.step();
            }
            Move::Back => {
                stepper.step_back();
            }
            Move::ToggleDetail => stepper.set_detail(toggled(stepper.detail())),
        }
        check_links(&stepper)?;
        let fine = replay_with(problem, heuristic, Detail::Links, stepper.position_in(Detail::Links));
        prop_assert_eq!(fine.links(), stepper.links());
        prop_assert_eq!(fine.stats(), stepper.stats());
        prop_assert_eq!(fine.partial_solution(), stepper.partial_solution());
        if !stepper.mid_event() {
            let coarse = replay_with(
                problem,
                heuristic,
                Detail::Algorithm,
                stepper.position_in(Detail::Algorithm),
            );
            prop_assert_eq!(coarse.links(), stepper.links());
            prop_assert_eq!(coarse.stats(), stepper.stats());
            prop_assert_eq!(coarse.last_event(), stepper.last_event());
            prop_assert_eq!(coarse.partial_solution(), stepper.partial_solution());
        }
    }
    Ok(())
}

/// Steps `stepper` forwards up to `steps` events (fewer where the search ends): the events.
pub fn step_forwards(stepper: &mut Stepper, steps: usize) -> Vec<Event> {
    let mut forward = Vec::new();
    for _ in 0..steps {
        if stepper.is_done() {
            break;
        }
        forward.push(stepper.step());
    }
    forward
}

/// Steps `stepper` (of `problem`) back to the start: the events it gives must be `forward`'s in
/// reverse, and its links then a fresh stepper's.
pub fn back_to_start_reverses(
    stepper: &mut Stepper,
    problem: &Problem,
    forward: Vec<Event>,
) -> Result<(), TestCaseError> {
    let mut backward = Vec::new();
    while let Some(event) = stepper.step_back() {
        backward.push(event);
    }
    backward.reverse();
    prop_assert_eq!(forward, backward);
    prop_assert!(stepper.at_start());
    let fresh = Stepper::new(problem);
    prop_assert_eq!(stepper.links(), fresh.links());
    Ok(())
}

/// A copy of `stepper` (of `problem`), reset from where it stands, is at the start with the links
/// a fresh stepper has.
pub fn reset_rebuilds_the_first_links(stepper: &Stepper, problem: &Problem) -> Result<(), TestCaseError> {
    let mut reset = stepper.clone();
    reset.reset();
    prop_assert!(reset.at_start());
    let fresh = Stepper::new(problem);
    prop_assert_eq!(reset.links(), fresh.links());
    Ok(())
}

/// `run` at `detail` in `chunks` (a budget of events, and the observer stopping it after that
/// many), from the start: exactly the events `step` gives, never more than the budget, and
/// after each chunk the state of a replay to its position (links that hold, statistics,
/// positions at both details); then stepping back from where it stopped comes home.
pub fn run_in_chunks_matches_steps(
    problem: &Problem,
    detail: Detail,
    chunks: &[(u64, u64)],
) -> Result<(), TestCaseError> {
    let mut stepped = Stepper::new(problem);
    stepped.set_detail(detail);
    let mut expected = Vec::new();
    loop {
        let event = stepped.step();
        expected.push(event);
        if event == Event::Done {
            break;
        }
    }
    let mut runner = Stepper::new(problem);
    runner.set_detail(detail);
    let mut seen = Vec::new();
    for &(budget, stop_after) in chunks {
        let mut count = 0;
        let taken = runner.run(budget, |event| {
            seen.push(*event);
            count += 1;
            count != stop_after
        });
        prop_assert!(taken <= budget);
        prop_assert_eq!(taken as usize, count as usize);
        let replay = replay(problem, detail, runner.position());
        prop_assert_eq!(replay.links(), runner.links());
        prop_assert_eq!(replay.stats(), runner.stats());
        prop_assert_eq!(replay.position_in(Detail::Links), runner.position_in(Detail::Links));
        prop_assert_eq!(
            replay.position_in(Detail::Algorithm),
            runner.position_in(Detail::Algorithm)
        );
        check_links(&runner)?;
    }
    prop_assert_eq!(&seen[..], &expected[..seen.len()]);
    while runner.step_back().is_some() {}
    let fresh = Stepper::new(problem);
    prop_assert_eq!(runner.links(), fresh.links());
    Ok(())
}

/// The stepper's solutions (branching by `heuristic`), each sorted, must be the brute force's;
/// its links then a fresh stepper's, and the crate's count (the engine its door picks) the
/// same number.
pub fn stepper_equals_brute_force(small: &Small, heuristic: Heuristic) -> Result<(), TestCaseError> {
    let problem = small.problem();
    let mut stepper = Stepper::new(&problem);
    stepper.set_heuristic(heuristic);
    let mut found = Vec::new();
    while let Some(mut solution) = stepper.next_solution() {
        solution.sort();
        found.push(solution);
    }
    found.sort();
    prop_assert_eq!(found, small.brute_force());
    let fresh = Stepper::new(&problem);
    prop_assert_eq!(stepper.links(), fresh.links());
    prop_assert_eq!(problem.count_solutions(None), stepper.stats().solutions);
    Ok(())
}

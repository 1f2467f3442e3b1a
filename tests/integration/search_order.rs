//! The search order, held in one place. Knuth's branching rule is written here once, from its
//! definition rather than from the links: after a partial solution, the primary items no chosen
//! option holds are the candidates, and the rule branches on the first of them (in input order)
//! with the fewest options that still fit beside the chosen ones (MRV, his ties), or simply on
//! the first (`Heuristic::FirstItem`). The event machine's every choice is held to that rule,
//! and every engine that grows Knuth's search tree is held to the event machine: the same nodes
//! and the same solutions in the same order. The engines keep their own copies of the rule for
//! speed (bit sets, unrolled loops); this file is where they must all agree.
//!
//! With multiplicities the rule is Knuth's branch degree, and the options an item keeps depend
//! on the tweaks of the path as well as on the options chosen, so no definition from the chosen
//! options alone exists: there the engines are held to the event machine, and the event machine
//! to Knuth's `dlx3` (`tests/integration/multiplicity_files.rs`). Dancing cells grow a tree of their own (as
//! Knuth's `ssxcc`), and the bit engine does with multiplicities: both are held to the brute
//! force in the property tests of their kind of problem.

use dlx_stepper::bits::Bits;
use dlx_stepper::engine::{for_each_solution, PartCounter};
use dlx_stepper::search::parallel::count_in_parallel;
use dlx_stepper::{Detail, Event, Heuristic, Problem, Stats, Stepper};
use proptest::prelude::*;

use crate::common::small;
use small::{colour_problem, multiplicity_problem, Small};

/// Plain problems (no secondary item, or secondary items without colours) and colour problems
/// alike: one to five primary items, up to three secondary ones, up to ten options.
fn plain_or_colour_problem() -> impl Strategy<Value = Small> {
    (1usize..6, 0usize..4, any::<bool>()).prop_flat_map(|(n_primary, n_secondary, colours)| {
        colour_problem(vec![(1, 1); n_primary], n_secondary).prop_map(move |mut small| {
            if !colours {
                for option in &mut small.options {
                    for entry in option.iter_mut() {
                        entry.1 = 0;
                    }
                }
            }
            small
        })
    })
}

fn heuristic(first: bool) -> Heuristic {
    if first {
        Heuristic::FirstItem
    } else {
        Heuristic::MinimumRemainingValues
    }
}

/// True when `option` can join the options `chosen` (all of `small`): it shares no primary item
/// with them, and every secondary item it shares, it shares in one colour (not none).
fn fits(small: &Small, chosen: &[usize], option: usize) -> bool {
    small.options[option].iter().all(|&(item, colour)| {
        chosen.iter().all(|&other| {
            small.options[other]
                .iter()
                .filter(|entry| entry.0 == item)
                .all(|&(_, other_colour)| item >= small.n_primary() && colour != 0 && colour == other_colour)
        })
    })
}

/// The rule, from its definition: the primary item to branch on after `chosen`, with the number
/// of options that hold it and fit; `None` when every primary item is held (a solution).
fn branch_by_the_rule(small: &Small, chosen: &[usize], heuristic: Heuristic) -> Option<(usize, usize)> {
    let held = |item: usize| chosen.iter().any(|&o| small.options[o].iter().any(|e| e.0 == item));
    let options_left = |item: usize| {
        (0..small.options.len())
            .filter(|&o| small.options[o].iter().any(|e| e.0 == item) && fits(small, chosen, o))
            .count()
    };
    let mut candidates = (0..small.n_primary())
        .filter(|&item| !held(item))
        .map(|item| (item, options_left(item)));
    match heuristic {
        Heuristic::FirstItem => candidates.next(),
        // `min_by_key` keeps the last of equal keys; Knuth keeps the first.
        Heuristic::MinimumRemainingValues => candidates.fold(None, |best, (item, len)| match best {
            Some((_, best_len)) if best_len <= len => best,
            _ => Some((item, len)),
        }),
    }
}

/// The event machine's solutions (each in the order its options were chosen), in the order
/// found, and its statistics.
fn stepped_solutions(problem: &Problem, heuristic: Heuristic) -> (Vec<Vec<usize>>, Stats) {
    let mut stepper = Stepper::new(problem);
    stepper.set_heuristic(heuristic);
    let mut found = Vec::new();
    while let Some(solution) = stepper.next_solution() {
        found.push(solution);
    }
    (found, stepper.stats())
}

/// The links' other walks of the search (the observed loops of `run` at either detail, the plain
/// loops of a count from the start, the threads) end with `stats`, the event machine's.
fn links_engines_have_the_stats(problem: &Problem, heuristic: Heuristic, stats: Stats) -> Result<(), TestCaseError> {
    for detail in [Detail::Algorithm, Detail::Links] {
        let mut observed = Stepper::new(problem);
        observed.set_heuristic(heuristic);
        observed.set_detail(detail);
        observed.run(u64::MAX, |_| true);
        prop_assert_eq!(observed.stats(), stats);
    }
    let mut counted = Stepper::new(problem);
    counted.set_heuristic(heuristic);
    prop_assert_eq!(counted.count_solutions(None), stats.solutions);
    prop_assert_eq!(counted.stats(), stats);
    for threads in [1, 3] {
        prop_assert_eq!(
            count_in_parallel(problem, heuristic, threads, &|_| {}, &|_, _| {}),
            stats
        );
    }
    Ok(())
}

/// The crate's door for the solutions (`for_each_solution`, whichever engine it picks) hands
/// out `solutions` in their order, with the event machine's count and nodes (`stats`).
fn the_door_hands_out(problem: &Problem, solutions: &[Vec<usize>], stats: Stats) -> Result<(), TestCaseError> {
    let mut by_door = Vec::new();
    let count = for_each_solution(problem, None, |options| by_door.push(options.to_vec()));
    prop_assert_eq!((count.solutions, count.nodes), (stats.solutions, stats.nodes));
    prop_assert_eq!(by_door, solutions);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// At either detail, each `choose` names the item the rule names for the options selected
    /// above it, with the rule's count of its options; and a solution comes exactly where the
    /// rule finds no item left.
    #[test]
    fn every_choice_of_the_event_machine_is_the_rule_s(
        small in plain_or_colour_problem(),
        first in any::<bool>(),
        fine in any::<bool>(),
    ) {
        let heuristic = heuristic(first);
        let mut stepper = Stepper::new(&small.problem());
        stepper.set_heuristic(heuristic);
        stepper.set_detail(if fine { Detail::Links } else { Detail::Algorithm });
        let mut chosen: Vec<usize> = Vec::new();
        let mut choices = 0;
        loop {
            match stepper.step() {
                Event::Choose { level, item, len } => {
                    prop_assert_eq!(level, chosen.len());
                    prop_assert_eq!(branch_by_the_rule(&small, &chosen, heuristic), Some((item, len)));
                    choices += 1;
                }
                Event::Select { level, option, .. } => {
                    prop_assert_eq!(level, chosen.len());
                    chosen.push(option);
                }
                Event::Deselect { option, .. } => prop_assert_eq!(chosen.pop(), Some(option)),
                Event::Solution { level } => {
                    prop_assert_eq!(level, chosen.len());
                    prop_assert_eq!(branch_by_the_rule(&small, &chosen, heuristic), None);
                }
                Event::Done => break,
                _ => {}
            }
        }
        prop_assert!(choices > 0);
    }

    /// Every engine that grows Knuth's tree (the observed loops of `run`, the plain loops of a
    /// count from the start, the threads, the workers' parts and the bit engine) has the event
    /// machine's nodes, and those that hand out solutions hand them out in its order.
    #[test]
    fn every_engine_grows_the_event_machine_s_tree(small in plain_or_colour_problem(), first in any::<bool>()) {
        let problem = small.problem();
        let heuristic = heuristic(first);
        let (solutions, stats) = stepped_solutions(&problem, heuristic);

        links_engines_have_the_stats(&problem, heuristic, stats)?;

        if heuristic == Heuristic::MinimumRemainingValues {
            // The bit engine and the workers' parts branch by MRV only.
            let mut by_bits = Vec::new();
            let bit_stats = Bits::new(&problem).unwrap().search(u64::MAX, |options| {
                by_bits.push(options.to_vec());
                true
            });
            prop_assert_eq!(bit_stats.nodes, stats.nodes);
            prop_assert_eq!(&by_bits, &solutions);

            the_door_hands_out(&problem, &solutions, stats)?;

            for wanted in [1, 4] {
                let mut counter = PartCounter::new(&problem);
                let mut in_parts = Vec::new();
                let mut nodes = 0;
                let mut index = 0;
                loop {
                    let part = counter.count_part(wanted, index, u64::MAX, |options| in_parts.push(options.to_vec()));
                    if index == 0 {
                        nodes += part.above.nodes;
                    }
                    if !part.entered {
                        break;
                    }
                    nodes += part.nodes;
                    index += 1;
                }
                prop_assert_eq!(nodes, stats.nodes);
                prop_assert_eq!(&in_parts, &solutions);
            }
        }
    }

    /// With multiplicities: the observed loops, the plain loops and the threads have the event
    /// machine's statistics under either branching rule.
    #[test]
    fn with_multiplicities_every_links_engine_grows_the_event_machine_s_tree(
        small in multiplicity_problem(),
        first in any::<bool>(),
    ) {
        let problem = small.problem();
        let heuristic = heuristic(first);
        let (solutions, stats) = stepped_solutions(&problem, heuristic);
        links_engines_have_the_stats(&problem, heuristic, stats)?;
        if heuristic == Heuristic::MinimumRemainingValues {
            // The door takes the links here: each solution's options without the levels that
            // took none.
            the_door_hands_out(&problem, &solutions, stats)?;
        }
    }
}

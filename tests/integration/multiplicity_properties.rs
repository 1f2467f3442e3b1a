//! Property tests of Knuth's multiplicities (Algorithm M) on random small problems with bounds
//! and colours mixed: the search agrees with a brute-force solver, and stepping forwards and
//! back leaves the links (bounds and colours included) exactly as a forward replay does.

use dlx_stepper::bits::Bits;
use dlx_stepper::{Detail, Event, Heuristic, Problem, Stepper};
use proptest::prelude::*;

use crate::common::small;
use small::{
    back_to_start_reverses, moves, multiplicity_problem, reset_rebuilds_the_first_links, step_forwards,
    stepper_equals_brute_force, walk_equals_replay,
};

fn heuristic(first: bool) -> Heuristic {
    if first {
        Heuristic::FirstItem
    } else {
        Heuristic::MinimumRemainingValues
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// The bit engine's own search: each solution once, and a limit stops it.
    #[test]
    fn the_bit_engine_finds_the_brute_force_solutions(small in multiplicity_problem(), limit in 1u64..4) {
        let bits = Bits::new(&small.problem()).unwrap();
        let mut found = Vec::new();
        let stats = bits.search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            found.push(options);
            true
        });
        found.sort();
        let all = small.brute_force();
        prop_assert_eq!(stats.solutions, found.len() as u64);
        prop_assert!(stats.complete);
        prop_assert_eq!(&found, &all);
        let limited = bits.count(Some(limit));
        prop_assert_eq!(limited.solutions, limit.min(all.len() as u64));
        prop_assert_eq!(limited.complete, (all.len() as u64) < limit);
    }

    /// Each solution once, under either branching rule, and the links restored at the end.
    #[test]
    fn solutions_equal_brute_force(small in multiplicity_problem(), first in any::<bool>()) {
        stepper_equals_brute_force(&small, heuristic(first))?;
    }

    /// Forwards and back in any order, at either detail (a tweak or a cover shown one hide at a
    /// time): always where a forward replay of as many events is, links, counters and last
    /// event alike, and the links whole.
    #[test]
    fn any_walk_forward_and_back_equals_a_forward_replay(small in multiplicity_problem(), first in any::<bool>(), walk in moves()) {
        walk_equals_replay(&small.problem(), heuristic(first), &walk)?;
    }

    #[test]
    fn link_detail_events_step_back_in_reverse(small in multiplicity_problem(), steps in 0usize..600) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.set_detail(Detail::Links);
        let forward = step_forwards(&mut stepper, steps);
        reset_rebuilds_the_first_links(&stepper, &problem)?;
        // Every hide follows a tweak, a cover or a purify (or another hide).
        for pair in forward.windows(2) {
            if let Event::Hide(_) = pair[1] {
                prop_assert!(matches!(pair[0], Event::Tweak { .. } | Event::Cover { .. } | Event::Purify { .. } | Event::Hide(_) | Event::Settle(_)), "{:?}", pair);
            }
        }
        back_to_start_reverses(&mut stepper, &problem, forward)?;
    }

    #[test]
    fn stepping_back_to_the_start_yields_the_events_in_reverse(small in multiplicity_problem(), steps in 0usize..400) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        let forward = step_forwards(&mut stepper, steps);
        back_to_start_reverses(&mut stepper, &problem, forward)?;
    }

    #[test]
    fn counts_leave_their_item_active_and_selects_build_the_solution(small in multiplicity_problem()) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        loop {
            let event = stepper.step();
            match event {
                Event::Count { item, bound, .. } => {
                    prop_assert!(bound > 0);
                    prop_assert_eq!(stepper.links().bound(item as u32 + 1) as usize, bound);
                }
                Event::Solution { .. } => {
                    let mut options = stepper.partial_solution();
                    options.sort();
                    prop_assert!(small.brute_force().contains(&options));
                }
                Event::Done => break,
                _ => {}
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// The plain loops (a count from the start) end where the event machine ends after as
    /// many solutions: links, counters, positions at both details, last event, partial
    /// solution; and they hand over the same solutions in the same order.
    #[test]
    fn the_plain_loops_end_where_the_events_end(
        small in multiplicity_problem(),
        first in any::<bool>(),
        limit in prop_oneof![Just(1u64), Just(2), Just(3), Just(u64::MAX)],
    ) {
        let problem = small.problem();
        let mut looped = Stepper::new(&problem);
        looped.set_heuristic(heuristic(first));
        let count = looped.count_solutions(Some(limit));
        let mut evented = Stepper::new(&problem);
        evented.set_heuristic(heuristic(first));
        let mut found = 0;
        while found < limit && evented.next_solution().is_some() {
            found += 1;
        }
        prop_assert_eq!(count, found);
        prop_assert_eq!(looped.links(), evented.links());
        prop_assert_eq!(looped.stats(), evented.stats());
        for detail in [Detail::Algorithm, Detail::Links] {
            prop_assert_eq!(looped.position_in(detail), evented.position_in(detail));
        }
        prop_assert_eq!(looped.last_event(), evented.last_event());
        prop_assert_eq!(looped.partial_solution(), evented.partial_solution());
        // And on from there, stepping back to the start.
        while looped.step_back().is_some() {}
        let fresh = Stepper::new(&problem);
        prop_assert_eq!(looped.links(), fresh.links());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// On several threads, and cut into parts written as problems of their own: the serial
    /// search's figures.
    #[test]
    fn parallel_and_split_searches_equal_serial(small in multiplicity_problem(), threads in 1usize..5, depth in 0usize..4) {
        use dlx_stepper::search::parallel::{count_in_parallel, part_text, split, Part};
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.count_solutions(None);
        let serial = stepper.stats();
        let stats = count_in_parallel(&problem, Default::default(), threads, &|_| {}, &|_, _| {});
        prop_assert_eq!(stats, serial);
        let initial = dlx_stepper::Links::new(&problem);
        let split = split(&problem, Default::default(), depth);
        let mut sum = split.above;
        for part in &split.parts {
            let Part::Subtree(path) = part else { continue };
            let text = part_text(&problem, &initial, path);
            let sub = Problem::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            let mut part_stepper = Stepper::new(&sub);
            part_stepper.count_solutions(None);
            sum += part_stepper.stats();
        }
        prop_assert_eq!(sum, serial);
    }
}

//! Property tests of Knuth's colours (Algorithm C) on random small problems: the search agrees
//! with a brute-force colour solver, and stepping forwards and back, at either detail, leaves
//! the links (colours included) exactly as a forward replay does. The engines' search trees are
//! held to each other in `tests/integration/search_order.rs`.

use dlx_stepper::cells::Cells;
use dlx_stepper::{Detail, Event, Heuristic, Stepper};
use proptest::prelude::*;

use crate::common::small;
use small::{
    back_to_start_reverses, colour_problem, moves, reset_rebuilds_the_first_links, run_in_chunks_matches_steps,
    step_forwards, stepper_equals_brute_force, walk_equals_replay, Small,
};

/// One to four primary items, one to three secondary ones.
fn small_colour_problem() -> impl Strategy<Value = Small> {
    (1usize..5, 1usize..4)
        .prop_flat_map(|(n_primary, n_secondary)| colour_problem(vec![(1, 1); n_primary], n_secondary))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn solutions_equal_brute_force(small in small_colour_problem()) {
        stepper_equals_brute_force(&small, Heuristic::MinimumRemainingValues)?;
    }

    #[test]
    fn dancing_cells_find_the_brute_force_solutions(small in small_colour_problem()) {
        let mut found = Vec::new();
        Cells::new(&small.problem()).search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            found.push(options);
            true
        });
        found.sort();
        prop_assert_eq!(found, small.brute_force());
    }

    #[test]
    fn any_walk_forward_and_back_equals_a_forward_replay(small in small_colour_problem(), walk in moves()) {
        walk_equals_replay(&small.problem(), Heuristic::MinimumRemainingValues, &walk)?;
    }

    #[test]
    fn stepping_back_to_the_start_yields_the_events_in_reverse(small in small_colour_problem(), fine in any::<bool>(), steps in 0usize..400) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.set_detail(if fine { Detail::Links } else { Detail::Algorithm });
        let forward = step_forwards(&mut stepper, steps);
        reset_rebuilds_the_first_links(&stepper, &problem)?;
        back_to_start_reverses(&mut stepper, &problem, forward)?;
    }

    /// `run` in any chunks, stopped by its observer anywhere, gives exactly the events `step`
    /// gives (a purify's steps included) and leaves the same state; and the plain loops end
    /// where the events end, at both details' counts.
    #[test]
    fn run_in_chunks_equals_stepping(
        small in small_colour_problem(),
        fine in any::<bool>(),
        chunks in proptest::collection::vec((1u64..40, 0u64..40), 1..60),
    ) {
        let problem = small.problem();
        let detail = if fine { Detail::Links } else { Detail::Algorithm };
        run_in_chunks_matches_steps(&problem, detail, &chunks)?;
        // And the plain loops end where the events end, at both details' counts.
        let mut stepped = Stepper::new(&problem);
        while stepped.step() != Event::Done {}
        let mut counted = Stepper::new(&problem);
        counted.count_solutions(None);
        prop_assert_eq!(counted.stats(), stepped.stats());
        prop_assert_eq!(counted.position_in(Detail::Links), stepped.position_in(Detail::Links));
        prop_assert_eq!(counted.position_in(Detail::Algorithm), stepped.position_in(Detail::Algorithm));
    }
}

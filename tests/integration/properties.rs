//! Property tests on random small problems: the search agrees with brute force, leaves the
//! links as it found them, steps back exactly, and its events nest like stacks.

use dlx_stepper::bits::Bits;
use dlx_stepper::cells::Cells;
use dlx_stepper::{Detail, Event, Heuristic, Links, NodeChange, Problem, Stepper};
use proptest::prelude::*;

use crate::common::small;
use crate::common::solutions;
use small::{
    back_to_start_reverses, check_links, moves, run_in_chunks_matches_steps, step_forwards, stepper_equals_brute_force,
    toggled, walk_equals_replay, Move, Small,
};
use solutions::{bit_solutions, links_solutions};

fn small_problem(max_secondary: usize) -> impl Strategy<Value = Small> {
    (1usize..6, 0..=max_secondary).prop_flat_map(|(n_primary, n_secondary)| {
        let n_items = n_primary + n_secondary;
        let option =
            (0..n_primary, proptest::collection::btree_set(0..n_items, 0..4)).prop_map(|(primary, mut rest)| {
                rest.insert(primary);
                // Shuffle-free but not sorted: put the primary first, then the rest, so items
                // appear in options in varied orders.
                let mut items: Vec<usize> = vec![primary];
                items.extend(rest.into_iter().filter(|&i| i != primary).rev());
                items
            });
        proptest::collection::vec(option, 0..10).prop_map(move |options| Small::plain(n_primary, n_secondary, options))
    })
}

/// Problems whose options all have four items, as a Sudoku's do: the links then walk an
/// option with a loop unrolled for four nodes (see `Links::cover`).
fn four_wide_problem() -> impl Strategy<Value = Small> {
    (1usize..6, 3usize..=4).prop_flat_map(|(n_primary, n_secondary)| {
        let n_items = n_primary + n_secondary;
        let option = (0..n_primary, proptest::collection::btree_set(0..n_items, 4)).prop_filter_map(
            "four items with the primary",
            move |(primary, rest)| {
                let mut items: Vec<usize> = vec![primary];
                items.extend(rest.into_iter().filter(|&i| i != primary).rev().take(3));
                (items.len() == 4).then_some(items)
            },
        );
        proptest::collection::vec(option, 1..10).prop_map(move |options| Small::plain(n_primary, n_secondary, options))
    })
}

/// Takes `step` with both steppers, which must give the same events.
fn step_both(a: &mut Stepper, b: &mut Stepper, step: Move) -> Result<(), TestCaseError> {
    match step {
        Move::Forward => prop_assert_eq!(a.step(), b.step()),
        Move::Back => prop_assert_eq!(a.step_back(), b.step_back()),
        Move::ToggleDetail => {
            let detail = toggled(b.detail());
            a.set_detail(detail);
            b.set_detail(detail);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn solutions_equal_brute_force(small in small_problem(0)) {
        stepper_equals_brute_force(&small, Heuristic::MinimumRemainingValues)?;
    }

    #[test]
    fn parallel_search_equals_serial(small in small_problem(3), threads in 1usize..9, first in any::<bool>()) {
        use dlx_stepper::search::parallel::count_in_parallel;
        use std::sync::Mutex;
        let problem = small.problem();
        let heuristic = if first { Heuristic::FirstItem } else { Heuristic::MinimumRemainingValues };
        let mut serial = Stepper::new(&problem);
        serial.set_heuristic(heuristic);
        serial.count_solutions(None);
        let found = Mutex::new(Vec::new());
        let stats = count_in_parallel(&problem, heuristic, threads, &|options| {
            let mut options = options.to_vec();
            options.sort();
            found.lock().unwrap().push(options);
        }, &|_, _| {});
        prop_assert_eq!(stats, serial.stats());
        let mut found = found.into_inner().unwrap();
        found.sort();
        prop_assert_eq!(found, small.brute_force());
    }

    #[test]
    fn solutions_equal_brute_force_with_secondary_items(small in small_problem(3)) {
        stepper_equals_brute_force(&small, Heuristic::MinimumRemainingValues)?;
    }

    #[test]
    fn dancing_cells_find_the_brute_force_solutions(small in small_problem(3), limit in 1u64..4) {
        let problem = small.problem();
        let mut found = Vec::new();
        let stats = Cells::new(&problem).search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            found.push(options);
            true
        });
        found.sort();
        prop_assert_eq!(stats.solutions, found.len() as u64);
        prop_assert!(stats.complete);
        let all = small.brute_force();
        prop_assert_eq!(&found, &all);
        // A limit stops at that many, and says whether the search went to the end.
        let limited = Cells::new(&problem).count(Some(limit));
        prop_assert_eq!(limited.solutions, limit.min(all.len() as u64));
        prop_assert_eq!(limited.complete, (all.len() as u64) < limit);
    }

    #[test]
    fn the_bit_engine_finds_the_links_solutions_in_their_order(small in small_problem(3), limit in 1u64..4) {
        let problem = small.problem();
        let (links, links_stats) = links_solutions(&problem, usize::MAX);
        let (found, stats) = bit_solutions(&problem, u64::MAX);
        prop_assert_eq!(&found, &links);
        prop_assert_eq!((stats.solutions, stats.nodes, stats.complete), (links.len() as u64, links_stats.nodes, true));
        let limited = Bits::new(&problem).unwrap().count(Some(limit));
        prop_assert_eq!(limited.solutions, limit.min(links.len() as u64));
        prop_assert_eq!(limited.complete, (links.len() as u64) < limit);
    }

    #[test]
    fn links_are_restored_when_the_search_ends(small in small_problem(3)) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.count_solutions(None);
        prop_assert!(stepper.is_done());
        let fresh = Stepper::new(&problem);
        prop_assert_eq!(stepper.links(), fresh.links());
    }

    #[test]
    fn keeping_the_short_item_bits_changes_no_step(
        small in prop_oneof![small_problem(2), four_wide_problem()],
        walk in moves(),
    ) {
        // Small problems do not keep the bits on their own (see `Links::set_short_tracking`).
        // With four items an option, the tracked links also walk options unrolled.
        let problem = small.problem();
        let mut links = Links::new(&problem);
        links.set_short_tracking(true);
        let mut tracked = Stepper::from_links(links);
        let mut plain = Stepper::new(&problem);
        for step in walk {
            step_both(&mut tracked, &mut plain, step)?;
            check_links(&tracked)?;
        }
        // And flat out from there (the solvers' loop).
        prop_assert_eq!(tracked.count_solutions(None), plain.count_solutions(None));
        prop_assert_eq!(tracked.stats(), plain.stats());
        tracked.links().check().map_err(|fault| TestCaseError::fail(fault.0))?;
    }

    #[test]
    fn any_walk_forward_and_back_equals_a_forward_replay(small in small_problem(2), walk in moves()) {
        walk_equals_replay(&small.problem(), Heuristic::MinimumRemainingValues, &walk)?;
    }

    #[test]
    fn stepping_back_yields_the_forward_events_in_reverse(small in small_problem(2), fine in any::<bool>(), steps in 0usize..400) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.set_detail(if fine { Detail::Links } else { Detail::Algorithm });
        let forward = step_forwards(&mut stepper, steps);
        back_to_start_reverses(&mut stepper, &problem, forward)?;
    }

    #[test]
    fn events_nest_like_stacks(small in small_problem(2), fine in any::<bool>()) {
        let problem = small.problem();
        let mut stepper = Stepper::new(&problem);
        stepper.set_detail(if fine { Detail::Links } else { Detail::Algorithm });
        let mut stack: Vec<Event> = Vec::new();
        loop {
            let event = stepper.step();
            match event {
                Event::Cover { .. } | Event::Hide { .. } | Event::Select { .. } | Event::Purify { .. } => stack.push(event),
                Event::Settle(_) => stack.push(event),
                Event::Unsettle(NodeChange { node, .. }) => {
                    prop_assert!(matches!(stack.pop(), Some(Event::Settle(NodeChange { node: n, .. })) if n == node), "{:?}", event);
                }
                Event::Unpurify { node, .. } => {
                    prop_assert!(matches!(stack.pop(), Some(Event::Purify { node: n, .. }) if n == node), "{:?}", event);
                }
                Event::Uncover { item, .. } => {
                    prop_assert!(matches!(stack.pop(), Some(Event::Cover { item: i, .. }) if i == item), "{:?}", event);
                }
                Event::Unhide(NodeChange { node, .. }) => {
                    prop_assert!(matches!(stack.pop(), Some(Event::Hide(NodeChange { node: n, .. })) if n == node), "{:?}", event);
                }
                Event::Deselect { option, .. } => {
                    prop_assert!(matches!(stack.pop(), Some(Event::Select { option: o, .. }) if o == option), "{:?}", event);
                }
                Event::Solution { level } => {
                    let selected = stack.iter().filter(|e| matches!(e, Event::Select { .. })).count();
                    prop_assert_eq!(selected, level);
                }
                Event::Choose { .. } => {}
                Event::Done => break,
                Event::Tweak { .. }
                | Event::Untweak { .. }
                | Event::Count { .. }
                | Event::Uncount { .. }
                | Event::Skip { .. }
                | Event::Unskip { .. } => prop_assert!(false, "{:?} without multiplicities", event),
            }
        }
        prop_assert!(stack.is_empty());
    }

    #[test]
    fn parsers_never_panic(text in "(?s).{0,200}") {
        let _ = Problem::parse_knuth(&text);
        let _ = Problem::parse_sets(&text);
    }

    #[test]
    fn parsers_never_panic_on_plausible_text(text in "([A-E1-5|:; \\n]|\\r\\n){0,120}") {
        let _ = Problem::parse_knuth(&text);
        let _ = Problem::parse_sets(&text);
    }
}

proptest! {
    /// The three ways back to the start (the links rebuilt, copied, or walked back event by
    /// event) come to the links and counters of a fresh stepper, at either detail and in the
    /// middle of an event.
    #[test]
    fn every_way_to_reset_comes_back_to_a_fresh_start(small in small_problem(2), steps in 0usize..300, fine in any::<bool>()) {
        let problem = small.problem();
        let detail = if fine { Detail::Links } else { Detail::Algorithm };
        let mut rebuilt = Stepper::new(&problem);
        let mut copied = Stepper::from_links(Links::new(&problem));
        let mut walked = Stepper::without_copy(Links::new(&problem));
        let fresh = Stepper::new(&problem);
        for stepper in [&mut rebuilt, &mut copied, &mut walked] {
            stepper.set_detail(detail);
            for _ in 0..steps {
                stepper.step();
            }
            stepper.reset();
            prop_assert!(stepper.at_start());
            prop_assert_eq!(stepper.links(), fresh.links());
            prop_assert_eq!(stepper.stats(), fresh.stats());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// `run` takes whole covers in one loop at link detail; in any chunks, and stopped by its
    /// observer anywhere, it must give exactly the events `step` gives and leave the same state.
    #[test]
    fn run_in_chunks_equals_stepping(
        small in small_problem(2),
        fine in any::<bool>(),
        chunks in proptest::collection::vec((1u64..40, 0u64..40), 1..60),
    ) {
        let detail = if fine { Detail::Links } else { Detail::Algorithm };
        run_in_chunks_matches_steps(&small.problem(), detail, &chunks)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// From the start, `count_solutions` runs Knuth's plain loops instead of the event machine.
    /// It must stop exactly where the events stop (the `limit`-th solution, or the end) and
    /// leave everything as they would: links, stacks, counters, positions at both details.
    #[test]
    fn counting_from_the_start_ends_where_the_events_end(
        small in small_problem(2),
        limit in proptest::option::of(1u64..6),
        first_item in any::<bool>(),
        walk in moves(),
    ) {
        let problem = small.problem();
        let heuristic = if first_item { Heuristic::FirstItem } else { Heuristic::MinimumRemainingValues };
        let mut counted = Stepper::new(&problem);
        counted.set_heuristic(heuristic);
        let found = counted.count_solutions(limit);
        let mut stepped = Stepper::new(&problem);
        stepped.set_heuristic(heuristic);
        let mut solutions = 0;
        loop {
            match stepped.step() {
                Event::Solution { .. } => {
                    solutions += 1;
                    if Some(solutions) == limit { break; }
                }
                Event::Done => break,
                _ => {}
            }
        }
        prop_assert_eq!(found, solutions);
        prop_assert_eq!(counted.links(), stepped.links());
        prop_assert_eq!(counted.stats(), stepped.stats());
        prop_assert_eq!(counted.last_event(), stepped.last_event());
        prop_assert_eq!(counted.partial_solution(), stepped.partial_solution());
        prop_assert_eq!(counted.chosen_items(), stepped.chosen_items());
        prop_assert_eq!(counted.position_in(Detail::Algorithm), stepped.position_in(Detail::Algorithm));
        prop_assert_eq!(counted.position_in(Detail::Links), stepped.position_in(Detail::Links));
        // And both go on (or back) alike from there.
        for step in walk {
            step_both(&mut counted, &mut stepped, step)?;
        }
        prop_assert_eq!(counted.links(), stepped.links());
    }
}

/// A problem wider than a word of bits: 60 to 140 primary items, up to 8 secondary ones, a
/// planted exact cover (the primary items cut in runs of one to four) and 40 to 120 more
/// options of one to four items, each with a primary item.
fn wide_problem() -> impl Strategy<Value = Small> {
    (60usize..140, 0usize..8).prop_flat_map(|(n_primary, n_secondary)| {
        let n_items = n_primary + n_secondary;
        let runs = proptest::collection::vec(1usize..5, n_primary);
        let option = (0..n_primary, proptest::collection::btree_set(0..n_items, 0..4)).prop_map(|(primary, rest)| {
            let mut items = vec![primary];
            items.extend(rest.into_iter().filter(|&i| i != primary));
            items
        });
        (runs, proptest::collection::vec(option, 40..120)).prop_map(move |(runs, extra)| {
            let mut options = Vec::new();
            let mut start = 0;
            for run in runs {
                if start < n_primary {
                    let end = (start + run).min(n_primary);
                    options.push((start..end).collect());
                    start = end;
                }
            }
            options.extend(extra);
            Small::plain(n_primary, n_secondary, options)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Sets of options and items over several words: the links' solutions, order and nodes
    /// (up to the 200th solution).
    #[test]
    fn the_bit_engine_agrees_with_the_links_beyond_a_word(wide in wide_problem()) {
        const LIMIT: u64 = 200;
        let problem = wide.problem();
        let (links, links_stats) = links_solutions(&problem, LIMIT as usize);
        let (found, stats) = bit_solutions(&problem, LIMIT);
        prop_assert!(!found.is_empty());
        prop_assert_eq!(stats.nodes, links_stats.nodes);
        prop_assert_eq!(found, links);
    }
}

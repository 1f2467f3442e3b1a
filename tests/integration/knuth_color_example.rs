//! Knuth's example of colours, from the introduction of his `dlx2` (and the file
//! `knuth-colors.dlx`): the events of Algorithm C one by one, and his figures.

use dlx_stepper::{Detail, Event, Problem, Stepper};

use crate::common::events;
use events::events_to_the_end;

const EXAMPLE: &str = "| A simple example of color controls
A B C | X Y
A B X:0 Y:0
A C X:1 Y:1
X:0 Y:1
B X:1
C Y:1";

/// Events written short: `purify X:1`, `select A C X:1 Y:1`.
fn show(problem: &Problem, event: &Event) -> String {
    let item = |i: &usize| problem.item_name(*i).to_string();
    match event {
        Event::Choose { item: i, len, .. } => format!("choose {} ({len})", item(i)),
        Event::Cover { item: i, .. } => format!("cover {}", item(i)),
        Event::Uncover { item: i, .. } => format!("uncover {}", item(i)),
        Event::Purify { item: i, color, .. } => format!("purify {}:{}", item(i), problem.color_name(*color as u32)),
        Event::Unpurify { item: i, color, .. } => format!("unpurify {}:{}", item(i), problem.color_name(*color as u32)),
        Event::Select { option, .. } => format!("select {}", problem.option_label(*option)),
        Event::Deselect { option, .. } => format!("deselect {}", problem.option_label(*option)),
        Event::Solution { .. } => "solution".into(),
        Event::Done => "done".into(),
        Event::Hide(change) => format!("hide {}", change.node),
        Event::Unhide(change) => format!("unhide {}", change.node),
        Event::Settle(change) => format!("settle {}", change.node),
        Event::Unsettle(change) => format!("unsettle {}", change.node),
        Event::Tweak { option, .. } => format!("tweak {}", problem.option_label(*option)),
        Event::Untweak { item: i, .. } => format!("untweak {}", item(i)),
        Event::Count { item: i, bound, .. } => format!("count {} ({bound} more)", item(i)),
        Event::Uncount { item: i, bound, .. } => format!("uncount {} ({bound} more)", item(i)),
        Event::Skip { item: i, .. } => format!("skip {}", item(i)),
        Event::Unskip { item: i, .. } => format!("unskip {}", item(i)),
    }
}

#[test]
fn the_option_without_a_primary_item_is_left_out() {
    let problem = Problem::parse_knuth(EXAMPLE).unwrap();
    assert_eq!(problem.n_options(), 4);
    assert_eq!(problem.dropped_options()[0].line, 5);
}

/// Worked by hand from Knuth's Algorithm C: branch on A; `A B X:0 Y:0` purifies X (nothing
/// left to hide) and Y (hiding `C Y:1`), leaving C with no option; `A C X:1 Y:1` purifies X to
/// 1, where `B X:1` agrees and is marked, so covering B later leaves that node alone.
#[test]
fn algorithm_c_steps_through_knuths_example() {
    let problem = Problem::parse_knuth(EXAMPLE).unwrap();
    let (events, stepper) = events_to_the_end(&problem, Detail::Algorithm, show);
    let expected = [
        "choose A (2)",
        "cover A",
        "select A B X:0 Y:0",
        "cover B",
        "purify X:0",
        "purify Y:0",
        "choose C (0)",
        "cover C",
        "uncover C",
        "unpurify Y:0",
        "unpurify X:0",
        "uncover B",
        "deselect A B X:0 Y:0",
        "select A C X:1 Y:1",
        "cover C",
        "purify X:1",
        "purify Y:1",
        "choose B (1)",
        "cover B",
        "select B X:1",
        "solution",
        "deselect B X:1",
        "uncover B",
        "unpurify Y:1",
        "unpurify X:1",
        "uncover C",
        "deselect A C X:1 Y:1",
        "uncover A",
        "done",
    ];
    assert_eq!(events, expected);
    let stats = stepper.stats();
    // Knuth's dlx2 prints: 1 solution, 14 updates, 5 cleansings, 4 nodes.
    assert_eq!(
        (stats.solutions, stats.updates, stats.cleansings, stats.nodes),
        (1, 14, 5, 4)
    );
}

/// At link detail a purify shows its steps: `A B X:0 Y:0` purifying Y to 0 hides node 20 (the C
/// of `C Y:1`, which gives Y colour 1); `A C X:1 Y:1` purifying X to 1 settles node 18 (of
/// `B X:1`, which agrees), so covering B later hides nothing. Unpurifies undo the steps last to
/// first, before the unpurify event itself; the figures stay Knuth's.
#[test]
fn purify_shows_its_hides_and_settles_at_link_detail() {
    let problem = Problem::parse_knuth(EXAMPLE).unwrap();
    let (events, mut stepper) = events_to_the_end(&problem, Detail::Links, show);
    let after = |first: &str, n: usize| {
        let at = events
            .iter()
            .position(|e| e == first)
            .unwrap_or_else(|| panic!("no {first} in {events:?}"));
        events[at..at + n].to_vec()
    };
    assert_eq!(after("purify Y:0", 3), ["purify Y:0", "hide 20", "choose C (0)"]);
    assert_eq!(after("purify X:1", 3), ["purify X:1", "settle 18", "purify Y:1"]);
    assert_eq!(after("choose B (1)", 3), ["choose B (1)", "cover B", "select B X:1"]);
    assert_eq!(after("unsettle 18", 2), ["unsettle 18", "unpurify X:1"]);
    assert_eq!(after("unhide 20", 2), ["unhide 20", "unpurify Y:0"]);
    let stats = stepper.stats();
    assert_eq!(
        (stats.solutions, stats.updates, stats.cleansings, stats.nodes),
        (1, 14, 5, 4)
    );
    // Every one of them steps back, to the start and the links as they were.
    let mut back = 0;
    while stepper.step_back().is_some() {
        back += 1;
    }
    assert_eq!(back, events.len());
    assert_eq!(stepper.links(), Stepper::new(&problem).links());
}

//! Knuth's 6×7 example from "Dancing Links" (2000): items A–G, six options.

use dlx_stepper::{Detail, Event, Links, Node, NodeChange, Problem, Stepper};

use crate::common::events;
use events::events_to_the_end;

const KNUTH: &str = "A B C D E F G; C E F; A D G; B C F; A D; B G; D E G";

fn knuth() -> Problem {
    Problem::parse_knuth(KNUTH).unwrap()
}

/// Short names for events, to write the expected sequence compactly: `choose A`, `select ADG`.
fn show(problem: &Problem, event: &Event) -> String {
    let item = |i: &usize| problem.item_name(*i).to_string();
    let option = |o: &usize| problem.option_label(*o).replace(' ', "");
    match event {
        Event::Choose { item: i, .. } => format!("choose {}", item(i)),
        Event::Cover { item: i, .. } => format!("cover {}", item(i)),
        Event::Uncover { item: i, .. } => format!("uncover {}", item(i)),
        Event::Select { option: o, .. } => format!("select {}", option(o)),
        Event::Deselect { option: o, .. } => format!("deselect {}", option(o)),
        Event::Solution { .. } => "solution".into(),
        Event::Done => "done".into(),
        Event::Hide(NodeChange { node, .. }) => format!("hide {node}"),
        Event::Unhide(NodeChange { node, .. }) => format!("unhide {node}"),
        Event::Purify { .. } | Event::Unpurify { .. } | Event::Settle(_) | Event::Unsettle(_) => {
            unreachable!("this example has no colours")
        }
        Event::Tweak { .. }
        | Event::Untweak { .. }
        | Event::Count { .. }
        | Event::Uncount { .. }
        | Event::Skip { .. }
        | Event::Unskip { .. } => unreachable!("this example has no multiplicities"),
    }
}

#[test]
fn event_sequence_is_the_one_in_knuths_paper() {
    let problem = knuth();
    let (events, _) = events_to_the_end(&problem, Detail::Algorithm, show);
    let expected = "choose A, cover A, select ADG, cover D, cover G, \
        choose B, cover B, select BCF, cover C, cover F, choose E, cover E, uncover E, \
        uncover F, uncover C, deselect BCF, uncover B, uncover G, uncover D, deselect ADG, \
        select AD, cover D, choose E, cover E, select CEF, cover F, cover C, \
        choose B, cover B, select BG, cover G, solution, uncover G, deselect BG, uncover B, \
        uncover C, uncover F, deselect CEF, uncover E, uncover D, deselect AD, uncover A, done";
    assert_eq!(events.join(", "), expected);
}

#[test]
fn solution_is_ad_cef_bg() {
    let problem = knuth();
    let mut stepper = Stepper::new(&problem);
    while !matches!(stepper.step(), Event::Solution { .. }) {}
    let labels: Vec<_> = stepper
        .partial_solution()
        .iter()
        .map(|&o| problem.option_label(o))
        .collect();
    assert_eq!(labels, ["A D", "C E F", "B G"]);
    assert_eq!(stepper.stats().solutions, 1);
    assert_eq!(stepper.next_solution(), None);
}

fn nodes(triples: &[(u32, u32, i32)]) -> Vec<Node> {
    triples.iter().map(|&(up, down, top)| Node { up, down, top }).collect()
}

#[test]
fn link_arrays_before_and_after_cover_a() {
    let mut links = Links::new(&knuth());
    // Node layout: 0 unused, 1–7 headers A–G (top = length), 8 spacer, then options and
    // spacers: CEF 9–11, sp 12, ADG 13–15, sp 16, BCF 17–19, sp 20, AD 21–22, sp 23,
    // BG 24–25, sp 26, DEG 27–29, sp 30.
    let initial = nodes(&[
        (0, 0, 0),
        (21, 13, 2),
        (24, 17, 2),
        (18, 9, 2),
        (27, 14, 3),
        (28, 10, 2),
        (19, 11, 2),
        (29, 15, 3),
        (0, 11, 0),
        (3, 18, 3),
        (5, 28, 5),
        (6, 19, 6),
        (9, 15, -1),
        (1, 21, 1),
        (4, 22, 4),
        (7, 25, 7),
        (13, 19, -2),
        (2, 24, 2),
        (9, 3, 3),
        (11, 6, 6),
        (17, 22, -3),
        (13, 1, 1),
        (14, 27, 4),
        (21, 25, -4),
        (17, 2, 2),
        (15, 29, 7),
        (24, 29, -5),
        (22, 4, 4),
        (10, 5, 5),
        (25, 7, 7),
        (27, 0, -6),
    ]);
    assert_eq!(links.nodes(), &initial[..]);
    assert_eq!(links.next_items(), &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
    links.check().unwrap();

    // Cover A: hide ADG (D 14, G 15) and AD (D 22) from D's and G's lists.
    assert_eq!(links.cover(1), 4);
    let mut covered = initial.clone();
    covered[4] = Node {
        up: 27,
        down: 27,
        top: 1,
    }; // D: only DEG left
    covered[27].up = 4;
    covered[7] = Node {
        up: 29,
        down: 25,
        top: 2,
    }; // G: BG, DEG
    covered[25].up = 7;
    // Node 22 (D of AD) was hidden after node 14: it keeps the stale `up` = 4 it had then.
    covered[22].up = 4;
    assert_eq!(links.nodes(), &covered[..]);
    assert_eq!(links.next_items(), &[2, 2, 3, 4, 5, 6, 7, 0, 8]);
    assert_eq!(links.prev_items()[2], 0);
    links.check().unwrap();

    assert_eq!(links.uncover(1), 4);
    assert_eq!(links.nodes(), &initial[..]);
    assert_eq!(links.next_items(), &[1, 2, 3, 4, 5, 6, 7, 0, 8]);
}

#[test]
fn link_detail_hides_each_node_and_stepping_back_restores_the_start() {
    let problem = knuth();
    let mut stepper = Stepper::new(&problem);
    stepper.set_detail(Detail::Links);
    let mut events = Vec::new();
    for _ in 0..6 {
        events.push(show(&problem, &stepper.step()));
    }
    // Choose A, then the cover of A shown as its header unlink and three hides; then select.
    assert_eq!(
        events.join(", "),
        "choose A, cover A, hide 14, hide 15, hide 22, select ADG"
    );
    while stepper.step_back().is_some() {}
    assert!(stepper.at_start());
    assert_eq!(stepper.links(), Stepper::new(&problem).links());
}

// Indices from outside are checked before the unchecked walks use them.
#[test]
#[should_panic(expected = "is not an item")]
fn covering_a_non_item_panics() {
    Links::new(&knuth()).cover(8);
}

#[test]
#[should_panic(expected = "is not an option node")]
fn hiding_a_header_panics() {
    Links::new(&knuth()).hide_node(3);
}

#[test]
#[should_panic(expected = "an option names an item beyond")]
fn raw_links_check_their_item_indices() {
    Links::from_raw(2, 2, &[0, 5], &[0, 2]);
}

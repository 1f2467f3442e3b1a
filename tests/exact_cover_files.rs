//! Solutions, search-tree nodes and updates on every file of `data/exact-cover/`
//! must equal the counts of Knuth's own `dlx1` (the table in `data/README.md`).

use dlx_stepper::{Heuristic, Problem};

#[path = "common/data.rs"]
mod data;

/// Knuth's `dlx1` on every file of `data/exact-cover/` (fewest-options rule): solutions, nodes, updates.
const KNUTH: [(&str, u64, u64, u64); 12] = [
    ("queens4", 2, 13, 183),
    ("queens5", 10, 46, 572),
    ("queens6", 4, 93, 1_497),
    ("queens7", 40, 334, 5_066),
    ("queens8", 92, 1_049, 16_680),
    ("queens9", 352, 3_440, 54_818),
    ("queens10", 724, 11_578, 198_264),
    ("queens11", 2_680, 45_393, 783_140),
    ("queens12", 14_200, 211_716, 3_594_752),
    ("p3x20", 8, 32_576, 10_901_833),
    ("scott", 520, 289_327, 101_013_837),
    ("p6x10q", 2_339, 892_248, 304_660_899),
];

/// Knuth's figures for one file.
fn knuth(name: &str) -> (u64, u64, u64) {
    let &(_, solutions, nodes, updates) = KNUTH
        .iter()
        .find(|row| row.0 == name)
        .expect("a file of data/exact-cover");
    (solutions, nodes, updates)
}

fn load(name: &str) -> Problem {
    data::load_problem("exact-cover", &format!("{name}.dlx"))
}

fn run(name: &str, heuristic: Heuristic) -> (u64, u64, u64) {
    let stats = data::count_restoring(&load(name), heuristic, name);
    (stats.solutions, stats.nodes, stats.updates)
}

#[test]
fn queens_match_knuths_counts() {
    for (name, ..) in KNUTH.iter().filter(|row| row.0.starts_with("queens")) {
        assert_eq!(run(name, Heuristic::MinimumRemainingValues), knuth(name), "{name}");
    }
}

#[test]
fn pentominoes_match_knuths_counts() {
    for name in ["p3x20", "scott"] {
        assert_eq!(run(name, Heuristic::MinimumRemainingValues), knuth(name), "{name}");
    }
}

#[test]
fn pentomino_6x10_matches_knuths_counts() {
    assert_eq!(run("p6x10q", Heuristic::MinimumRemainingValues), knuth("p6x10q"));
}

#[test]
fn first_item_rule_matches_knuths_update_count() {
    let (solutions, _, updates) = run("queens8", Heuristic::FirstItem);
    assert_eq!((solutions, updates), (92, 27_009));
}

/// Every file of `data/exact-cover/` counted on 1, 2, 3 and 8 threads: the same solutions, nodes and updates
/// as Knuth's table (the serial search's), since the work above the cut is counted once.
#[test]
fn parallel_counts_and_statistics_equal_knuths_on_every_file() {
    use dlx_stepper::search::parallel::count_in_parallel;
    for (name, solutions, nodes, updates) in KNUTH {
        let problem = load(name);
        for threads in [1, 2, 3, 8] {
            let stats = count_in_parallel(
                &problem,
                Heuristic::MinimumRemainingValues,
                threads,
                &|_| {},
                &|_, _| {},
            );
            assert_eq!(
                (stats.solutions, stats.nodes, stats.updates),
                (solutions, nodes, updates),
                "{name}, {threads} threads"
            );
        }
    }
}

//! Solutions, search-tree nodes and updates on every file of `data/exact-cover/`
//! must equal the counts of Knuth's own `dlx1` (the table in `data/README.md`).

use dlx_stepper::{Heuristic, Problem};

use crate::common::data;

/// Knuth's `dlx1` on every file of `data/exact-cover/` (fewest-options rule, its `counts.tsv`):
/// each file's name without `.dlx`, and its solutions, nodes and updates.
fn knuths_table() -> Vec<(String, (u64, u64, u64))> {
    data::knuths_table("exact-cover", 12)
        .into_iter()
        .map(|row| {
            let name = row.file.trim_end_matches(".dlx").to_string();
            (name, (row.stats.solutions, row.stats.nodes, row.stats.updates))
        })
        .collect()
}

/// Knuth's figures for one file.
fn knuth(name: &str) -> (u64, u64, u64) {
    knuths_table()
        .into_iter()
        .find(|row| row.0 == name)
        .expect("a file of data/exact-cover")
        .1
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
    for (name, figures) in knuths_table().into_iter().filter(|row| row.0.starts_with("queens")) {
        assert_eq!(run(&name, Heuristic::MinimumRemainingValues), figures, "{name}");
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
    for (name, figures) in knuths_table() {
        let problem = load(&name);
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
                figures,
                "{name}, {threads} threads"
            );
        }
    }
}

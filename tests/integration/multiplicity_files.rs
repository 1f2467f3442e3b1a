//! Knuth's multiplicities (Algorithm M): solutions, search-tree nodes, updates and cleansings on
//! every file of `data/mcc/` must equal what his `dlx3` prints (their `counts.tsv`,
//! made by his generators and solver, none of it here).

use dlx_stepper::{Problem, Stats, Stepper};

use crate::common::data;
use data::Row;

fn knuths_table() -> Vec<Row> {
    data::knuths_table("mcc", 15)
}

fn load(file: &str) -> Problem {
    let problem = data::load_problem("mcc", file);
    assert!(problem.has_multiplicities(), "{file} has no multiplicities");
    problem
}

/// The whole search from the start, then every link (bounds included) back as it was.
#[test]
fn every_multiplicity_file_counts_as_knuths_dlx3() {
    data::every_file_counts_as_knuth("mcc", 15);
    for row in knuths_table() {
        assert!(
            load(&row.file).has_multiplicities(),
            "{} has no multiplicities",
            row.file
        );
    }
}

/// Stepped back from the end to the start, event by event, the counters come back to 0 and
/// the links to the start's (a search that keeps no history).
#[test]
fn stepping_back_from_the_end_restores_the_start() {
    for row in knuths_table().into_iter().filter(|row| row.stats.nodes < 30_000) {
        let problem = load(&row.file);
        let mut stepper = data::stepped_to_the_end(&problem, &row);
        let mut events = 0u64;
        while stepper.step_back().is_some() {
            events += 1;
        }
        assert!(events > 0 && stepper.at_start(), "{}", row.file);
        assert_eq!(stepper.stats(), Stats::default(), "{}", row.file);
        assert_eq!(stepper.links(), Stepper::new(&problem).links(), "{}", row.file);
    }
}

/// On several threads: the serial search's figures.
#[test]
fn parallel_counts_equal_knuths() {
    data::parallel_counts_equal_knuths("mcc");
}

/// Knuth's own example, from the opening of `dlx3`: its one solution, as he gives it.
#[test]
fn knuths_example_has_his_one_solution() {
    let problem = load("knuth-multiplicities.dlx");
    assert_eq!(problem.item_bounds(2), (2, 3));
    let solutions: Vec<Vec<String>> = problem
        .solutions()
        .map(|options| options.iter().map(|&option| problem.option_label(option)).collect())
        .collect();
    assert_eq!(solutions, [["A C X:1 Y:1", "B X:1", "C Y:1"]]);
}

/// Cut at several depths, each part written as a problem of its own (as `solve --split`
/// writes it: bounds lowered by the options above, tweaked options gone) searches exactly as
/// its subtree does, and the parts with the work above add up to Knuth's figures.
#[test]
fn parts_written_as_problems_search_as_their_subtrees() {
    use dlx_stepper::search::parallel::{part_text, search_part, split, Part};
    use dlx_stepper::{Heuristic, Links};
    for row in knuths_table().into_iter().filter(|row| row.stats.updates < 3_000_000) {
        let problem = load(&row.file);
        let initial = Links::new(&problem);
        for depth in 1..4 {
            let split = split(&problem, Heuristic::default(), depth);
            let mut sum = split.above;
            for part in &split.parts {
                let Part::Subtree(path) = part else { continue };
                let text = part_text(&problem, &initial, path);
                let sub = Problem::parse(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", row.file));
                let mut stepper = Stepper::new(&sub);
                stepper.count_solutions(None);
                let stats = search_part(&initial, part, Heuristic::default(), &|_| {});
                assert_eq!(stepper.stats(), stats, "{} at depth {depth}:\n{text}", row.file);
                sum += stats;
            }
            assert_eq!(sum, row.stats, "{} cut at depth {depth}", row.file);
        }
    }
}

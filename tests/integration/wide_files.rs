//! Wide, shallow search trees (`data/wide/`: a million solutions and more, a few updates a
//! node, made by Knuth's generators): the links count exactly what his `dlx2` and `dlx3` print
//! (solutions, nodes, updates, cleansings), the bit engine his solutions (and, without
//! multiplicities, his nodes), and the count the core's door picks his solutions. The files of
//! up to 20 million nodes: the rest take seconds a file (their figures are held by the bench,
//! `cargo bench --bench wide`).

use dlx_stepper::bits::{BitStats, Bits};
use dlx_stepper::{engine, Problem, Stepper};

use crate::common::data;
use data::Row;

fn quick_rows() -> Vec<Row> {
    let rows = data::knuths_table("wide", 7);
    let quick: Vec<Row> = rows.into_iter().filter(|row| row.stats.nodes <= 20_000_000).collect();
    assert!(quick.len() >= 4, "only {} files of up to 20 million nodes", quick.len());
    quick
}

fn load(file: &str) -> Problem {
    data::load_problem("wide", file)
}

#[test]
fn the_links_count_as_knuths_solvers() {
    for row in quick_rows() {
        let mut stepper = Stepper::new(&load(&row.file));
        stepper.count_solutions(None);
        assert_eq!(stepper.stats(), row.stats, "{}", row.file);
    }
}

#[test]
fn the_bit_engine_and_the_doors_count_find_his_solutions() {
    for row in quick_rows() {
        let problem = load(&row.file);
        let bits = Bits::new(&problem).unwrap().count(None);
        if problem.has_multiplicities() {
            assert_eq!(
                (bits.solutions, bits.complete),
                (row.stats.solutions, true),
                "{}",
                row.file
            );
        } else {
            let expected = BitStats {
                solutions: row.stats.solutions,
                nodes: row.stats.nodes,
                complete: true,
            };
            assert_eq!(bits, expected, "{}", row.file);
        }
        let count = engine::count(&problem, None);
        assert_eq!(count.solutions, row.stats.solutions, "{}", row.file);
        // Every file here is one the bit engine counts fastest (benches/engines.rs).
        assert_eq!(count.engine, engine::Engine::Bits, "{}", row.file);
    }
}

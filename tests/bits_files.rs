//! The bit engine (`dlx_stepper::bits`) on Knuth's files: the solutions (and, but for the
//! multiplicity files, the search-tree nodes) his `dlx1`, `dlx2` and `dlx3` count (`counts.tsv` of `data/xcc/` and `knuth-plain/`; for
//! `exact-cover/`, the links' figures, which `exact_cover_files.rs` holds to his), and the
//! links' solutions in the links' order.

use dlx_stepper::bits::{BitStats, Bits, MAX_OPTIONS};
use dlx_stepper::Problem;

#[path = "common/data.rs"]
mod data;
#[path = "common/solutions.rs"]
mod solutions;
use solutions::{bit_solutions, links_solutions};

fn load(folder: &str, file: &str) -> Problem {
    data::load_problem(folder, file)
}

/// Every file of Knuth's tables with at most `MAX_OPTIONS` options: his solutions and nodes.
#[test]
fn knuths_files_count_as_his_solvers() {
    let mut checked = 0;
    for (folder, at_least) in [("xcc", 20), ("knuth-plain", 3)] {
        for row in data::knuths_table(folder, at_least) {
            let problem = load(folder, &row.file);
            let Ok(bits) = Bits::new(&problem) else {
                assert!(problem.n_options() > MAX_OPTIONS, "{} refused", row.file);
                continue;
            };
            let expected = BitStats {
                solutions: row.stats.solutions,
                nodes: row.stats.nodes,
                complete: true,
            };
            assert_eq!(bits.count(None), expected, "{}", row.file);
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} files fit the bit engine");
}

/// The plain files: the links' figures, and the links' solutions in their order.
#[test]
fn the_plain_files_find_the_links_solutions_in_their_order() {
    for name in ["queens8", "queens12", "p3x20", "scott", "p6x10q"] {
        let problem = load("exact-cover", &format!("{name}.dlx"));
        let (links, links_stats) = links_solutions(&problem, usize::MAX);
        let (found, stats) = bit_solutions(&problem, u64::MAX);
        assert_eq!(stats.nodes, links_stats.nodes, "{name}");
        assert!(found == links, "{name}: another order or other solutions");
    }
}

/// Every multiplicity file: the solutions of Knuth's `dlx3`. The bit engine's search is its own
/// there (no tweaks, no null moves), but it branches on the item `dlx3` picks (his branch
/// degree, and his tie-break: less slack, then more options), and on seven of the files its
/// nodes are his: held to his there, so that a change of the branching rule is seen.
#[test]
fn knuths_multiplicity_files_have_his_solutions() {
    let his_tree = [
        "ian-O.dlx",
        "polycube-V9-3x3x3.dlx",
        "polyiamond-U8-4x4.dlx",
        "polyomino-D18-6x6.dlx",
        "polyomino-T16-8x8.dlx",
        "polyomino-T5-4x5.dlx",
        "polyomino-tetro2-5x8.dlx",
    ];
    let mut same = 0;
    for row in data::knuths_table("mcc", 15) {
        let problem = load("mcc", &row.file);
        let stats = Bits::new(&problem).unwrap().count(None);
        assert_eq!(
            (stats.solutions, stats.complete),
            (row.stats.solutions, true),
            "{}",
            row.file
        );
        if his_tree.contains(&row.file.as_str()) {
            assert_eq!(stats.nodes, row.stats.nodes, "{}: not dlx3's tree", row.file);
            same += 1;
        }
    }
    assert_eq!(same, his_tree.len());
}

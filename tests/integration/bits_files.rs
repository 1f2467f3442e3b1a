//! The bit engine (`dlx_stepper::bits`) on Knuth's files: the solutions and search-tree nodes
//! his `dlx1`, `dlx2` and `dlx3` count (`counts.tsv` of `data/xcc/`, `knuth-plain/` and
//! `mcc/`; for `exact-cover/`, the links' figures, which `exact_cover_files.rs` holds to his;
//! with multiplicities, on the files where its tree is not his, its own), and the links'
//! solutions in the links' order.

use dlx_stepper::bits::{BitStats, Bits, MAX_OPTIONS};
use dlx_stepper::Problem;

use crate::common::data;
use crate::common::solutions;
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

/// Every multiplicity file: the solutions of Knuth's `dlx3`, and the nodes. The bit engine's
/// search is its own there (no tweaks, no null moves), but it branches on the item `dlx3` picks
/// (his branch degree, and his tie-break: less slack, then more options), and on seven of the
/// files its nodes are his. On the other eight they are its own, as it counted them when its
/// branching rule was last changed (2026-11-28, the same before and after): held here so that a
/// change of the rule is seen (on these files dropping the slack from the tie-break changes six
/// of them; on the seven, every item has one bound, and so no slack).
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
    let own_tree = [
        ("knuth-multiplicities.dlx", 5),
        ("motley-4x4.dlx", 128),
        ("motley-4x6.dlx", 540),
        ("motley-5x6.dlx", 12_400),
        ("queendom-5-3.dlx", 1_478),
        ("queendom-7-4.dlx", 82_347),
        ("redrect-3x4.dlx", 5_641),
        ("redrect-4x4.dlx", 141_840),
    ];
    let mut checked = 0;
    for row in data::knuths_table("mcc", 15) {
        let problem = load("mcc", &row.file);
        let stats = Bits::new(&problem).unwrap().count(None);
        assert_eq!(
            (stats.solutions, stats.complete),
            (row.stats.solutions, true),
            "{}",
            row.file
        );
        let nodes = match own_tree.iter().find(|(file, _)| *file == row.file) {
            Some(&(_, nodes)) => nodes,
            None if his_tree.contains(&row.file.as_str()) => row.stats.nodes,
            None => panic!("{}: no nodes to hold it to", row.file),
        };
        assert_eq!(stats.nodes, nodes, "{}: another tree", row.file);
        checked += 1;
    }
    assert_eq!(checked, his_tree.len() + own_tree.len());
}

//! The dancing-cells engine (`dlx_stepper::cells`) on every file of Knuth's that the other file
//! tests read: solutions, nodes and updates equal to what his `ssxcc` prints for it. The figures
//! below are ssxcc's own output on these files (built from his CWEB source by
//! `benches/knuth-peers.sh`, run as `ssxcc < FILE`), not this crate's; with `SSXCC` naming the
//! program, `ssxcc_itself_agrees_on_every_file` runs it again beside the engine.

use dlx_stepper::cells::{CellStats, Cells};
use dlx_stepper::Problem;

use crate::common::data;

/// (folder, file, solutions, nodes, updates) as `ssxcc` reports them.
const SSXCC: &[(&str, &str, u64, u64, u64)] = &[
    ("xcc", "debruijn-0-1-8.dlx", 1, 10, 549),
    ("xcc", "debruijn-1-3-5.dlx", 160, 2225, 106_951),
    ("xcc", "debruijn-2-4-6.dlx", 60928, 1_516_422, 163_025_327),
    ("xcc", "indicator-d2k5-le.dlx", 7581, 237_917, 545_964),
    ("xcc", "indicator-d3k3-neq.dlx", 18, 229_453, 3_102_269),
    ("xcc", "knuth-colors.dlx", 1, 3, 16),
    ("xcc", "macmahon-hex-12aaa.dlx", 0, 353_114, 37_633_027),
    ("xcc", "macmahon-hex-fix3.dlx", 1874, 191_302, 21_128_326),
    ("xcc", "masyu-10x10-r33.dlx", 0, 0, 0),
    ("xcc", "masyu-12x12-s23.dlx", 1, 147, 1030),
    ("xcc", "masyu-14x14-s26.dlx", 11200, 178_423, 976_035),
    ("xcc", "slither-10x10-s9.dlx", 9264, 476_123, 7_286_769),
    ("xcc", "slither-20x20-s16-bad.dlx", 0, 271, 5998),
    ("xcc", "slither-30x30-s15.dlx", 1920, 94450, 1_219_659),
    ("xcc", "slither-5x5-s1.dlx", 1, 55, 886),
    ("xcc", "torto-CAT-DOG.dlx", 31392, 39575, 3_455_301),
    ("xcc", "torto-TORTO.dlx", 1832, 2415, 200_354),
    ("xcc", "wordrect-3x3-80.dlx", 57, 277, 80668),
    ("xcc", "wordrect-3x4-60.dlx", 0, 4, 26719),
    ("xcc", "wordrect-4x4.dlx", 83, 906, 1_824_363),
    ("exact-cover", "p3x20.dlx", 8, 9218, 8_647_663),
    ("exact-cover", "p6x10q.dlx", 2339, 298_723, 250_164_801),
    ("exact-cover", "queens8.dlx", 92, 857, 15736),
    ("exact-cover", "queens12.dlx", 14200, 172_166, 3_356_705),
    ("exact-cover", "scott.dlx", 520, 93833, 82_416_559),
    ("knuth-plain", "hexiamonds-6x6.dlx", 624, 100_494, 111_123_993),
    ("knuth-plain", "penti-tetriamonds-4x4.dlx", 272, 1976, 499_314),
    ("knuth-plain", "soma-3x3x3.dlx", 11520, 120_966, 27_030_844),
];

fn load(folder: &str, file: &str) -> Problem {
    data::load_problem(folder, file)
}

/// Every file, the largest (a second or two each) included.
#[test]
fn every_file_counts_as_knuths_ssxcc() {
    for &(folder, file, solutions, nodes, updates) in SSXCC {
        let stats = Cells::new(&load(folder, file)).count(None);
        let expected = CellStats {
            solutions,
            nodes,
            updates,
            complete: true,
        };
        assert_eq!(stats, expected, "{file}");
    }
}

/// The same solutions as the links, as sets of options (the order found differs).
#[test]
fn the_solutions_are_the_links_solutions() {
    for &(folder, file, solutions, ..) in SSXCC.iter().filter(|row| row.2 <= 2_000 && row.4 < 10_000_000) {
        let problem = load(folder, file);
        let mut cells = Vec::new();
        Cells::new(&problem).search(u64::MAX, |options| {
            let mut options = options.to_vec();
            options.sort();
            cells.push(options);
            true
        });
        let mut links = Vec::new();
        let mut stepper = dlx_stepper::Stepper::new(&problem);
        while let Some(mut options) = stepper.next_solution() {
            options.sort();
            links.push(options);
        }
        cells.sort();
        links.sort();
        assert_eq!(cells.len() as u64, solutions, "{file}");
        assert_eq!(cells, links, "{file}");
    }
}

/// With `SSXCC` set to Knuth's program: it agrees with the table on every file (so the table is
/// his), and the engine with it.
#[test]
fn ssxcc_itself_agrees_on_every_file() {
    let Ok(program) = std::env::var("SSXCC") else {
        return;
    };
    for &(folder, file, solutions, nodes, updates) in SSXCC {
        let input = std::fs::File::open(data::data_path(folder, file)).unwrap();
        let output = std::process::Command::new(&program)
            .stdin(input)
            .output()
            .expect("ssxcc runs");
        let report = String::from_utf8_lossy(&output.stderr);
        let last = report.lines().last().unwrap_or_default();
        let figure = |after: &str| -> u64 {
            let words: Vec<&str> = last.split([' ', ',']).filter(|w| !w.is_empty()).collect();
            let at = words
                .iter()
                .position(|&w| w == after)
                .unwrap_or_else(|| panic!("{file}: {last}"));
            words[at - 1].parse().unwrap()
        };
        let solutions_word = if solutions == 1 { "solution" } else { "solutions" };
        assert_eq!(
            (figure(solutions_word), figure("nodes"), figure("updates")),
            (solutions, nodes, updates),
            "{file}: {last}"
        );
    }
}

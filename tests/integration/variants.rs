//! Sudoku variants: the examples of `data/variants/` solved and proved unique, small cases held to an
//! independent brute-force search written from the rules, and errors that name the cell,
//! region or cage.

use crate::common;
use crate::common::variant_examples;
use dlx_stepper::sudoku::{solve_puzzle, BoxShape, Grid, Puzzle, SudokuProblem, Variant};

/// The variant files of `data/variants/` and the variant each holds.
const SHARED_FILES: [(&str, Variant); 4] = [
    ("x-sudoku.txt", Variant::X),
    ("windoku.txt", Variant::Windoku),
    ("jigsaw.txt", Variant::Jigsaw),
    ("killer.txt", Variant::Killer),
];

#[test]
fn the_data_examples_are_solved_and_proved_unique() {
    for (file, variant) in SHARED_FILES {
        let examples = variant_examples(file);
        assert_eq!(examples.len(), 5, "{file}");
        for (text, expected) in examples {
            let puzzle = Puzzle::parse(variant, &text, None).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
            let answer = solve_puzzle(&puzzle, 2);
            assert_eq!(answer.count, 1, "{file}: not unique\n{text}");
            let solution = answer.solution.unwrap();
            assert_eq!(solution.to_line(), expected, "{file}\n{text}");
            assert!(puzzle.rules().is_solved(&solution));
            assert!(puzzle.grid().is_completed_by(&solution));
        }
    }
}

#[test]
fn read_as_classic_the_x_and_windoku_examples_are_not_unique() {
    for file in ["x-sudoku.txt", "windoku.txt"] {
        for (text, _) in variant_examples(file) {
            let classic = Puzzle::parse(Variant::Classic, &text, None).unwrap();
            assert_eq!(solve_puzzle(&classic, 2).count, 2, "{file}: {text}");
        }
    }
}

#[test]
fn a_puzzle_written_as_text_reads_back_the_same() {
    for (file, variant) in SHARED_FILES {
        for (text, _) in variant_examples(file) {
            let puzzle = Puzzle::parse(variant, &text, None).unwrap();
            let written = puzzle.to_text();
            assert_eq!(
                Puzzle::parse(variant, &written, None).unwrap(),
                puzzle,
                "{file}\n{written}"
            );
            // The data files already write each grid on one line, regions numbered by first
            // appearance and cages lettered so: the text comes back as it was, but that a
            // killer's empty givens are written out.
            let expected = match variant {
                Variant::Killer => format!("{text}\n{}", ".".repeat(81)),
                _ => text,
            };
            assert_eq!(written, expected, "{file}");
        }
    }
    // Jigsaw labels of any kind are numbered afresh.
    let jigsaw = Puzzle::parse(Variant::Jigsaw, "1...\n....\n....\n...4\nbbaa bbaa ccdd ccdd", None).unwrap();
    assert_eq!(jigsaw.rules_text().unwrap(), "1122112233443344");
    assert_eq!(
        Puzzle::parse(Variant::X, "1...............", None)
            .unwrap()
            .rules_text(),
        None
    );
}

/// A small generator of pseudo-random numbers (xorshift), so that every run tests the same
/// cases and a failure can be replayed from its seed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The rules of a small puzzle, written out plainly from their definitions for the brute-force
/// search: every group of cells that must hold different digits, and the cages' sums.
struct PlainRules {
    side: usize,
    groups: Vec<Vec<usize>>,
    cages: Vec<(Vec<usize>, usize)>,
}

impl PlainRules {
    fn new(shape: BoxShape, variant: Variant, regions: &[usize], cages: &[(Vec<usize>, usize)]) -> PlainRules {
        let side = shape.side();
        let mut groups = Vec::new();
        for k in 0..side {
            groups.push((0..side).map(|c| k * side + c).collect());
            groups.push((0..side).map(|r| r * side + k).collect());
        }
        let cells = 0..side * side;
        if variant == Variant::Jigsaw {
            for region in 0..side {
                groups.push(cells.clone().filter(|&c| regions[c] == region).collect());
            }
        } else {
            for b in 0..side {
                let in_box = |c: usize| (c / side) / shape.rows * shape.rows + (c % side) / shape.cols == b;
                groups.push(cells.clone().filter(|&c| in_box(c)).collect());
            }
        }
        if variant == Variant::X {
            groups.push(cells.clone().filter(|&c| c / side == c % side).collect());
            groups.push(cells.clone().filter(|&c| c / side + c % side == side - 1).collect());
        }
        if variant == Variant::Windoku {
            // A window is a box's shape moved one cell in, with one cell between windows.
            let starts = |length: usize| (1..side).step_by(length + 1).filter(move |&s| s + length < side);
            for top in starts(shape.rows) {
                for left in starts(shape.cols) {
                    let inside = |c: usize| {
                        (top..top + shape.rows).contains(&(c / side)) && (left..left + shape.cols).contains(&(c % side))
                    };
                    groups.push(cells.clone().filter(|&c| inside(c)).collect());
                }
            }
        }
        for (cage, _) in cages {
            groups.push(cage.clone());
        }
        PlainRules {
            side,
            groups,
            cages: cages.to_vec(),
        }
    }

    /// True when no rule is broken yet by the filled cells (0 is empty).
    fn allows(&self, cells: &[usize]) -> bool {
        let distinct = self.groups.iter().all(|group| {
            let mut seen = 0u64;
            group.iter().all(|&c| {
                let digit = cells[c];
                let fresh = digit == 0 || seen & 1 << digit == 0;
                seen |= 1 << digit;
                fresh
            })
        });
        distinct
            && self.cages.iter().all(|(cage, sum)| {
                let total: usize = cage.iter().map(|&c| cells[c]).sum();
                let full = cage.iter().all(|&c| cells[c] != 0);
                if full {
                    total == *sum
                } else {
                    total < *sum
                }
            })
    }

    /// Counts the completions of `cells`, up to `limit`, filling cells in order.
    fn count(&self, cells: &mut Vec<usize>, at: usize, limit: u64) -> u64 {
        if at == cells.len() {
            return 1;
        }
        if cells[at] != 0 {
            return self.count(cells, at + 1, limit);
        }
        let mut found = 0;
        for digit in 1..=self.side {
            cells[at] = digit;
            if self.allows(cells) {
                found += self.count(cells, at + 1, limit - found);
                if found >= limit {
                    break;
                }
            }
        }
        cells[at] = 0;
        found
    }
}

fn line_of(cells: &[usize]) -> String {
    cells
        .iter()
        .map(|&d| {
            if d == 0 {
                '.'
            } else {
                char::from_digit(d as u32, 36).unwrap()
            }
        })
        .collect()
}

/// Cuts a complete grid into random connected cages of one to four cells.
fn random_cages(solution: &[usize], side: usize, random: &mut Random) -> Vec<(Vec<usize>, usize)> {
    let mut cage_of = vec![usize::MAX; side * side];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    for start in 0..side * side {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let size = 1 + random.below(4);
        let mut cage = vec![start];
        cage_of[start] = cages.len();
        while cage.len() < size {
            let from = cage[random.below(cage.len())];
            let (row, col) = (from / side, from % side);
            let next = [
                (col + 1 < side).then(|| from + 1),
                (row + 1 < side).then(|| from + side),
                (col > 0).then(|| from - 1),
            ][random.below(3)];
            match next {
                Some(next) if cage_of[next] == usize::MAX && !cage.iter().any(|&c| solution[c] == solution[next]) => {
                    cage_of[next] = cages.len();
                    cage.push(next);
                }
                _ => break,
            }
        }
        cage.sort_unstable();
        cages.push(cage);
    }
    cages
        .into_iter()
        .map(|cage| {
            let sum = cage.iter().map(|&c| solution[c]).sum();
            (cage, sum)
        })
        .collect()
}

/// The killer's text: the cage letters, then the sums in letter order.
fn killer_text(cages: &[(Vec<usize>, usize)], side: usize) -> String {
    let letters: Vec<char> = ('A'..='Z').chain('a'..='z').collect();
    let mut map = vec!['?'; side * side];
    for (index, (cells, _)) in cages.iter().enumerate() {
        for &cell in cells {
            map[cell] = letters[index];
        }
    }
    let sums: Vec<String> = cages.iter().map(|(_, sum)| sum.to_string()).collect();
    format!("{}\n{}", map.iter().collect::<String>(), sums.join(" "))
}

#[test]
fn small_variants_count_as_a_brute_force_search_does() {
    let four = BoxShape { rows: 2, cols: 2 };
    let six = BoxShape { rows: 2, cols: 3 };
    // Empty grids: every completion.
    for (shape, variant) in [(four, Variant::X), (four, Variant::Windoku), (six, Variant::Windoku)] {
        let plain = PlainRules::new(shape, variant, &[], &[]);
        let text = ".".repeat(shape.cells());
        let puzzle = Puzzle::parse(variant, &text, Some(shape)).unwrap();
        let limit = 5000;
        let expected = plain.count(&mut vec![0; shape.cells()], 0, limit);
        assert!(expected > 1, "{variant} {shape}");
        assert_eq!(solve_puzzle(&puzzle, limit).count, expected, "{variant} {shape}");
    }
    let mut random = Random(0x5eed_2026_1123);
    // 6×6 X-Sudoku and jigsaw with a few random givens from a random solution.
    let regions_text = "111222 113322 143332 443555 446655 466665";
    let regions: Vec<usize> = regions_text
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(|d| d as usize - 1)
        .collect();
    for variant in [Variant::X, Variant::Jigsaw] {
        let plain = PlainRules::new(six, variant, &regions, &[]);
        for _ in 0..10 {
            let mut cells = vec![0; 36];
            for _ in 0..8 {
                let (cell, digit) = (random.below(36), 1 + random.below(6));
                let before = cells[cell];
                cells[cell] = digit;
                if !plain.allows(&cells) {
                    cells[cell] = before;
                }
            }
            let expected = plain.count(&mut cells.clone(), 0, 2000);
            let text = match variant {
                Variant::Jigsaw => format!("{}\n{regions_text}", line_of(&cells)),
                _ => line_of(&cells),
            };
            let puzzle = Puzzle::parse(variant, &text, Some(six)).unwrap();
            assert_eq!(solve_puzzle(&puzzle, 2000).count, expected, "{variant}: {text}");
        }
    }
    // 4×4 killers: random cages cut from random grids.
    let classic = PlainRules::new(four, Variant::Classic, &[], &[]);
    for _ in 0..40 {
        // A random grid: each cell in turn gets a random digit among those that still leave
        // a completion.
        let mut solution = vec![0; 16];
        for cell in 0..16 {
            let first = random.below(4);
            for k in 0..4 {
                solution[cell] = 1 + (first + k) % 4;
                if classic.allows(&solution) && classic.count(&mut solution.clone(), 0, 1) == 1 {
                    break;
                }
            }
        }
        let cages = random_cages(&solution, 4, &mut random);
        let text = killer_text(&cages, 4);
        let plain = PlainRules::new(four, Variant::Killer, &[], &cages);
        let expected = plain.count(&mut vec![0; 16], 0, 1000);
        assert!(expected >= 1);
        let puzzle = Puzzle::parse(Variant::Killer, &text, None).unwrap();
        let answer = solve_puzzle(&puzzle, 1000);
        assert_eq!(answer.count, expected, "{text}");
        assert!(puzzle.rules().is_solved(&answer.solution.unwrap()));
    }
}

#[test]
fn a_killer_is_exact_cover_its_cage_sets_named_by_their_digits_and_its_cells_hold_only_their_digits() {
    // Cage A: two cells adding up to 3 can only be {1,2}.
    let text = "AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1";
    let puzzle = Puzzle::parse(Variant::Killer, text, None).unwrap();
    let encoded = SudokuProblem::of(&puzzle);
    let problem = encoded.problem();
    let names: Vec<String> = (0..problem.n_options()).map(|o| problem.option_label(o)).collect();
    assert!(names.contains(&"kA={1,2}".to_string()), "{names:?}");
    // Cage B (sum 7, two cells) is {3,4}: the only pair from 1 to 4.
    assert!(names.contains(&"kB={3,4}".to_string()));
    assert!(!names.iter().any(|name| name.starts_with("kB={1")));
    // No placement of a digit that no set of its cage holds: r1c1 and r1c2 (cage A) take 1 or
    // 2 only, r1c3 and r1c4 (cage B) 3 or 4, r4c1 (cage H, sum 4, one cell) only 4; r2c1
    // (cage C, sum 5: {1,4} or {2,3}) any.
    let mut digits_of = std::collections::BTreeMap::<(usize, usize), Vec<usize>>::new();
    for option in 0..problem.n_options() {
        if let Some((cell, digit)) = encoded.placement(option) {
            digits_of.entry((cell.row, cell.col)).or_default().push(digit);
        }
    }
    assert_eq!(digits_of[&(0, 0)], [1, 2]);
    assert_eq!(digits_of[&(0, 1)], [1, 2]);
    assert_eq!(digits_of[&(0, 2)], [3, 4]);
    assert_eq!(digits_of[&(0, 3)], [3, 4]);
    assert_eq!(digits_of[&(1, 0)], [1, 2, 3, 4]);
    assert_eq!(digits_of[&(3, 0)], [4]);
    assert_eq!(solve_puzzle(&puzzle, 2).count, 1);
}

#[test]
fn bad_variant_input_names_the_line_cell_region_or_cage() {
    let jigsaw_regions = "112222333411223333411122233411555666444555666444555776889997776888899776888999977";
    let jigsaw_puzzle = "98.54.61..74.1......6.7.8..5....7...2..4.1..3...9....5..2.9.3......8.49..98.34.72";
    let killer_cages = "ABBBCDDEEAAFBCGGHIJAFKLMMHIJNNKLOOPPJJJJQQPPPJRRSTUUPPJVWSTXXYZVVWabccYZVaaabddee";
    let killer_sums = "11 25 14 9 12 15 4 14 6 40 3 15 9 8 12 38 11 15 13 6 4 17 7 13 10 6 26 4 15 11 12";
    let mut wrong_size = jigsaw_regions.to_string();
    wrong_size.replace_range(0..1, "2");
    let mut split = killer_cages.to_string();
    split.replace_range(80..81, "A");
    let mut cases: Vec<(Variant, String, &str)> = vec![
        (
            Variant::Jigsaw,
            jigsaw_puzzle.into(),
            "the regions are missing: a jigsaw Sudoku needs the puzzle, then the regions (one label per cell, like 111222333…)",
        ),
        (
            Variant::Jigsaw,
            format!("{jigsaw_puzzle}\n{wrong_size}"),
            "region 2 (from r1c1) has 10 cells, but every region needs 9, one per digit",
        ),
        (
            Variant::Jigsaw,
            format!("{jigsaw_puzzle}\n{}", &jigsaw_regions[..80]),
            "the regions name 80 cells, but the grid has 81",
        ),
        (
            Variant::Jigsaw,
            format!("{jigsaw_puzzle}\n{jigsaw_regions}\n{jigsaw_puzzle}"),
            "line 3: more text than a jigsaw Sudoku has (it reads the puzzle and its regions)",
        ),
        (
            Variant::Killer,
            format!("{killer_cages}\n{}", killer_sums.replace("40", "4O")),
            "line 2, column 25: `4O` is not a cage sum (a whole number)",
        ),
        (
            Variant::Killer,
            format!("{split}\n{killer_sums}"),
            "cage A is in pieces that do not touch: r1c1 and r9c9 (a cage's cells must join side by side)",
        ),
        (
            Variant::Killer,
            format!("{killer_cages}\n{}", killer_sums.replacen("11 25", "2 34", 1)),
            "cage A (sum 2, 4 cells from r1c1) cannot be filled: 4 different digits add up to 10 to 30",
        ),
        (
            Variant::Killer,
            format!("{killer_cages}\n{killer_sums}\n9{}", ".".repeat(80)),
            "cage A (sum 11, 4 cells from r1c1) cannot be filled: with the given 9 at r1c1, no different digits make the sum",
        ),
        (
            Variant::Killer,
            format!("{killer_cages}\n{killer_sums}\n.4{}4{}", ".".repeat(10), ".".repeat(68)),
            "the digit 4 is given twice in cage B: at r1c2 and at r2c4",
        ),
        (
            Variant::X,
            format!("1{}1{}", ".".repeat(29), ".".repeat(50)),
            "the digit 1 is given twice in the diagonal from the top left: at r1c1 and at r4c4",
        ),
        (
            Variant::Windoku,
            format!("{}7{}7{}", ".".repeat(10), ".".repeat(10), ".".repeat(59)),
            "the digit 7 is given twice in window 1: at r2c2 and at r3c4",
        ),
    ];
    cases.push((
        Variant::Killer,
        "# only a comment\n".into(),
        "the cages are missing: a killer Sudoku needs the cages (one letter per cell, like AABBC…), then a line of their sums in letter order",
    ));
    cases.push((
        Variant::Jigsaw,
        "\n".into(),
        "the puzzle is missing: a jigsaw Sudoku needs the puzzle, then the regions (one label per cell, like 111222333…)",
    ));
    for (variant, text, expected) in cases {
        let error = Puzzle::parse(variant, &text, None).unwrap_err();
        assert_eq!(error.to_string(), expected, "{variant}: {text}");
    }
}

#[test]
fn a_jigsaw_of_a_side_with_no_boxes_reads_and_solves() {
    // 5×5: regions that are not boxes of any shape.
    let regions = "11122 11222 33345 34445 34555";
    let puzzle = Puzzle::parse(Variant::Jigsaw, &format!("{}\n{regions}", ".".repeat(25)), None).unwrap();
    assert_eq!(puzzle.grid().side(), 5);
    let answer = solve_puzzle(&puzzle, 1);
    let solution = answer.solution.expect("an empty jigsaw has a solution");
    assert!(puzzle.rules().is_solved(&solution));
    assert!(
        Grid::parse(&solution.to_line(), None).is_err(),
        "no box shape has 25 cells"
    );
}

/// ISS's "Killing with flowers" (17 cages, no givens) written as a killer in letters: solved and
/// proved unique as its constraint string is, through the cages' digit sets and the sums they
/// imply (the cage items alone searched for minutes).
#[test]
fn a_killer_with_no_givens_is_proved_unique_with_its_published_solution() {
    let examples = common::data::data_file("iss", "examples.tsv");
    let fields: Vec<&str> = examples
        .lines()
        .find(|line| line.starts_with("Killing with flowers\t"))
        .unwrap()
        .split('\t')
        .collect();
    let (solution, text) = (fields[2], fields[3]);
    let mut letters = vec!['.'; 81];
    let mut sums = Vec::new();
    for (k, cage) in text.split('.').filter(|part| part.starts_with("Cage~")).enumerate() {
        let mut args = cage.split('~').skip(1);
        sums.push(args.next().unwrap().to_owned());
        for at in args {
            let (row, col) = (at.as_bytes()[1] - b'1', at.as_bytes()[3] - b'1');
            letters[usize::from(row) * 9 + usize::from(col)] = char::from(b'A' + k as u8);
        }
    }
    assert!(!letters.contains(&'.'));
    let killer = format!("{}\n{}\n", letters.iter().collect::<String>(), sums.join(" "));
    let puzzle = Puzzle::parse(Variant::Killer, &killer, None).unwrap();
    let answer = solve_puzzle(&puzzle, 2);
    assert_eq!(answer.count, 1);
    assert_eq!(answer.solution.unwrap().to_line(), solution);
}

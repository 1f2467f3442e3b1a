//! The puzzle generator: every puzzle it makes has one solution, keeps its symmetry cell by
//! cell, is minimal when asked, has the level asked for, and comes back the same from the same
//! seed; and `dlx-stepper generate` as a user runs it.

use dlx_stepper::sudoku::{
    rate, solve, solve_puzzle, BoxShape, Difficulty, GenerateOptions, Generator, Grid, Symmetry, Variant,
};
use std::process::Command;

fn shape(rows: usize, cols: usize) -> BoxShape {
    BoxShape { rows, cols }
}

fn generate(options: GenerateOptions, seed: u64, count: usize) -> Vec<(Grid, Grid)> {
    let mut generator = Generator::new(options, seed).unwrap();
    (0..count)
        .map(|_| {
            let made = generator.next_puzzle().unwrap();
            (made.puzzle.grid().clone(), made.solution)
        })
        .collect()
}

fn clue_cells(grid: &Grid) -> impl Iterator<Item = usize> + '_ {
    (0..grid.cells().len()).filter(|&cell| grid.cells()[cell] != 0)
}

/// `grid` with the clue of `cell` taken away.
fn without(grid: &Grid, cell: usize) -> Grid {
    let mut line: Vec<char> = grid.to_line().chars().collect();
    line[cell] = '.';
    Grid::parse(&line.into_iter().collect::<String>(), Some(grid.shape())).unwrap()
}

#[test]
fn thousands_of_puzzles_across_shapes_symmetries_and_seeds_each_have_one_solution() {
    let mut made = 0;
    for (rows, cols, per_run) in [(2, 2, 40), (2, 3, 40), (3, 3, 60), (3, 4, 8)] {
        for symmetry in Symmetry::ALL {
            for seed in 0..4 {
                let options = GenerateOptions {
                    symmetry,
                    ..GenerateOptions::new(shape(rows, cols))
                };
                for (puzzle, solution) in generate(options, seed, per_run) {
                    let answer = solve(&puzzle, 2);
                    assert_eq!(answer.count, 1, "{rows}x{cols} {symmetry:?}: {}", puzzle.to_line());
                    assert_eq!(answer.solution.as_ref(), Some(&solution));
                    let side = puzzle.side();
                    for cell in 0..side * side {
                        for other in symmetry.orbit(cell, side) {
                            assert_eq!(
                                puzzle.cells()[cell] == 0,
                                puzzle.cells()[other] == 0,
                                "{symmetry:?}: {}",
                                puzzle.to_line()
                            );
                        }
                    }
                    made += 1;
                }
            }
        }
    }
    assert!(made >= 2_000, "{made} puzzles");
}

#[test]
fn minimal_puzzles_lose_uniqueness_when_any_clue_goes() {
    for symmetry in Symmetry::ALL {
        let options = GenerateOptions {
            symmetry,
            minimal: true,
            ..GenerateOptions::new(shape(3, 3))
        };
        for (puzzle, _) in generate(options, 21, 15) {
            for cell in clue_cells(&puzzle) {
                assert_eq!(
                    solve(&without(&puzzle, cell), 2).count,
                    2,
                    "{symmetry:?}: clue {cell} of {}",
                    puzzle.to_line()
                );
            }
        }
    }
}

#[test]
fn random_minimal_puzzles_average_about_24_clues() {
    // Random minimal 9×9 puzzles average about 24 clues: a generator far from that is biased.
    let puzzles = generate(GenerateOptions::new(shape(3, 3)), 5, 400);
    let mean = puzzles.iter().map(|(p, _)| clue_cells(p).count()).sum::<usize>() as f64 / puzzles.len() as f64;
    assert!((23.5..=25.0).contains(&mean), "mean {mean} clues");
}

#[test]
fn each_level_asked_for_is_the_level_rated_and_the_same_seed_repeats() {
    for level in Difficulty::ALL {
        let options = GenerateOptions {
            difficulty: Some(level),
            ..GenerateOptions::new(shape(3, 3))
        };
        let first = generate(options.clone(), 8, 6);
        for (puzzle, _) in &first {
            let rating = rate(&dlx_stepper::sudoku::Puzzle::classic(puzzle.clone()));
            assert_eq!((rating.level, rating.solutions), (level, 1), "{}", puzzle.to_line());
        }
        assert_eq!(generate(options, 8, 6), first);
    }
}

#[test]
fn x_and_windoku_puzzles_have_one_solution_by_their_rules_and_two_or_more_without_them() {
    for variant in [Variant::X, Variant::Windoku] {
        let options = GenerateOptions {
            variant,
            ..GenerateOptions::new(shape(3, 3))
        };
        let mut generator = Generator::new(options, 4).unwrap();
        for _ in 0..20 {
            let made = generator.next_puzzle().unwrap();
            assert_eq!(made.puzzle.variant(), variant);
            assert_eq!(
                solve_puzzle(&made.puzzle, 2).count,
                1,
                "{}",
                made.puzzle.grid().to_line()
            );
            assert!(made.puzzle.rules().is_solved(&made.solution));
            // Read as classic, the extra houses' clues are missing: more than one solution.
            assert_eq!(
                solve(made.puzzle.grid(), 2).count,
                2,
                "{}",
                made.puzzle.grid().to_line()
            );
        }
    }
    // Killer puzzles are not made: their cages are the puzzle, not clues to take away.
    let killer = GenerateOptions {
        variant: Variant::Killer,
        ..GenerateOptions::new(shape(3, 3))
    };
    assert!(Generator::new(killer, 1).is_err());
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_generate_command_prints_unique_puzzles_reproducibly_and_refuses_what_it_cannot_make() {
    let run = |args: &[&str]| {
        let output = cli(args);
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap()
    };
    let puzzles = run(&["generate", "--count", "5", "--seed", "7", "--symmetry", "rotate"]);
    assert_eq!(
        puzzles,
        run(&["generate", "--count", "5", "--seed", "7", "--symmetry", "rotate"])
    );
    assert_eq!(puzzles.lines().count(), 5);
    for line in puzzles.lines() {
        assert_eq!(solve(&Grid::parse(line, None).unwrap(), 2).count, 1, "{line}");
    }
    // Without --seed the seed is told, so the run can be repeated.
    let told = cli(&["generate"]);
    assert!(String::from_utf8_lossy(&told.stderr).starts_with("seed "));
    let json = run(&[
        "generate",
        "--count",
        "2",
        "--seed",
        "1",
        "--difficulty",
        "medium",
        "--json",
        "--shape",
        "2x3",
    ]);
    for line in json.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(value["level"], "medium");
        assert_eq!(value["puzzle"].as_str().unwrap().len(), 36);
        let clues = value["puzzle"].as_str().unwrap().chars().filter(|&c| c != '.').count();
        assert_eq!(value["clues"], clues);
    }
    let clues = run(&["generate", "--clues", "30", "--seed", "2"]);
    assert_eq!(clues.trim().chars().filter(|&c| c != '.').count(), 30);
    for (args, message) in [
        (
            &["generate", "--variant", "killer"][..],
            "killer puzzles are not generated",
        ),
        (
            &["generate", "--clues", "200"],
            "a 9×9 puzzle has from 1 to 81 clues, not 200",
        ),
        (
            &["generate", "--clues", "10", "--seed", "1"],
            "no puzzle met the demands in 2000 random grids: none symmetry, exactly 10 clues",
        ),
        (&["generate", "--symmetry", "spiral"], "unknown symmetry `spiral`"),
        (
            &["generate", "--difficulty", "fiendish"],
            "unknown difficulty `fiendish`",
        ),
        (
            &["generate", "--shape", "5x5"],
            "puzzles are generated up to 16×16; 25×25 is too large",
        ),
    ] {
        let output = cli(args);
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

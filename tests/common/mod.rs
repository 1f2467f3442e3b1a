//! What several test files share: `data/`'s files (`data`), the command line run as a user runs
//! it (`cli`), the stepper's events written out (`events`), small random problems (`small`) and
//! solutions compared whole (`solutions`).

pub mod cli;
pub mod data;
pub mod events;
pub mod small;
pub mod solutions;

/// A file of `data/variants/`.
fn variant_file(name: &str) -> String {
    data::data_file("variants", name)
}

/// The blocks of a variant file of `data/variants/`: the puzzle's lines, and the solution (the last line).
pub fn variant_examples(name: &str) -> Vec<(String, String)> {
    variant_file(name)
        .split("\n\n")
        .map(|block| {
            let lines: Vec<&str> = block.lines().collect();
            let (solution, puzzle) = lines.split_last().unwrap();
            (puzzle.join("\n"), solution.to_string())
        })
        .collect()
}

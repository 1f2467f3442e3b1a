//! The integration tests, one module per file beside this one, in one test binary: one crate
//! to compile and link instead of twenty-three (about 10 processor-seconds less for the test
//! command's compile, of some 130). `cargo test --test integration NAME` runs those whose path holds `NAME`
//! (`cargo test --test integration cells_files::`). Four are binaries of their own: the fuzzers
//! (`tests/fuzz.rs`) and the parsers' timing (`tests/parse_time.rs`), which the test command runs
//! apart; the peak memory per option (`tests/memory_per_option.rs`), whose children Linux charges
//! with this process's memory as it was when they started; and the wasm-bindgen tests
//! (`tests/web.rs`).

mod bits_files;
mod cells_files;
mod cli;
mod cli_split;
mod color_files;
mod color_properties;
#[path = "../common/mod.rs"]
mod common;
mod exact_cover_files;
mod generate;
mod hints;
mod hostile_input;
mod knuth_color_example;
mod knuth_example;
mod knuth_grammar;
mod multiplicity_files;
mod multiplicity_properties;
mod parse_errors;
mod properties;
mod puzzles;
mod search_order;
mod sudoku;
mod sudoku_constraints;
mod variants;
mod wide_files;

//! The commands and their flags, as clap reads them (and writes `--help` from).

use clap::{Args, Parser, Subcommand, ValueEnum};
use dlx_stepper::langford::MAX_LANGFORD;
use dlx_stepper::pentomino::{parse_pieces, Board, Pieces};
use dlx_stepper::sudoku::{BoxShape, Difficulty, Symmetry, Variant};
use dlx_stepper::Detail;

/// Knuth's Dancing Links (Algorithms X, C and M): exact cover, with colours and
/// multiplicities; Sudoku, N-queens and pentominoes.
#[derive(Parser)]
#[command(name = "dlx-stepper", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Solves an exact-cover problem, listing or counting its solutions.
    ///
    /// The problem is in Knuth's DLX format (first line: primary items, `|`, secondary items;
    /// then one option per line; `|` starts a comment line) or named sets (`A: 1 4 7` per
    /// line). Colours: `x:a` on a secondary item in an option (Knuth's dlx2). Multiplicities:
    /// `u:v|name` (between u and v times) or `v|name` (exactly v) on a primary item in the item
    /// line (Knuth's dlx3).
    Solve(SolveArgs),
    /// Prints every event of the search as one JSON object per line.
    ///
    /// The objects are those the JavaScript API's step() returns.
    Trace(TraceArgs),
    /// Solves Sudoku puzzles, one answer per puzzle, in order.
    ///
    /// Puzzles come one per line (81 characters, `.` or `0` blank), as Project Euler's `Grid
    /// NN` files, or as one grid drawn over several lines. Other sizes are told by their
    /// length, or by --shape. A bad puzzle is reported with its line number and the run goes
    /// on; the exit code is 1 if any puzzle was bad.
    ///
    /// Blank lines, lines starting with `#` and headers (a word and a number: `Grid 01`,
    /// `Sudoku #1`) are skipped. A line of 16 cells or more is a puzzle; a shorter one starts a
    /// grid of as many rows as it has cells, each with as many. A line that cannot be the
    /// grid's next row cuts it short (reported once) and is read afresh, so a stray line costs
    /// no puzzle after it. Lines over 64 KiB are reported and skipped.
    ///
    /// With --variant: x and windoku puzzles are one grid; a jigsaw is the puzzle, then a grid
    /// naming each cell's region (`111222333…`); a killer is a grid naming each cell's cage
    /// (`AABBC…`), a line of the cage sums in letter order, and optionally a grid of givens. A
    /// complete grid right after a variant puzzle is taken as its known answer and checked.
    Sudoku(SudokuArgs),
    /// Places N queens on an N×N board.
    ///
    /// Rows and columns are primary items, diagonals secondary; solutions print as boards.
    Queens(QueensArgs),
    /// Makes new Sudoku puzzles, each with exactly one solution, one per line.
    ///
    /// A random complete grid comes from a randomised search; clues are then taken away in
    /// random order for as long as the solution stays unique (a count with limit 2). Without
    /// --clues that goes on until no clue can be taken away (with --symmetry: no group of
    /// clues). The same --seed gives the same puzzles.
    Generate(GenerateArgs),
    /// Tiles a board with the 12 pentominoes.
    ///
    /// The board is Dana Scott's 8×8 less its centre (the default) or a rectangle like 6x10.
    Pentomino(PentominoArgs),
    /// Langford pairs: writes 1 to N twice each in a row of 2N slots, the two Ks with K numbers
    /// between them (N = 3: 3 1 2 1 3 2).
    ///
    /// Numbers and slots are primary items; a solution and its reversal count apart (with
    /// --distinct, also once per pair). Solutions exist only for N = 4k or 4k − 1.
    Langford(LangfordArgs),
    /// Tiles a board with any set of polyominoes, each piece once.
    ///
    /// --pieces is `pentominoes`, `tetrominoes`, `hexominoes`, or drawings: rows of `#` and `.` separated by
    /// `/`, pieces by `;`, each optionally named (`L: #./#./##; O: ##/##`). Pieces may be turned
    /// and turned over. The board has exactly as many squares as the pieces.
    Polyomino(PolyominoArgs),
    /// Fills a 3×3×3 cube with Piet Hein's seven Soma pieces (V L T Z A B P).
    ///
    /// Pieces and cells are primary items; each piece may be turned but not reflected, so the
    /// screws A and B are two pieces. A solution prints as the cube's three layers side by side,
    /// bottom first; --distinct also counts solutions up to the cube's 48 symmetries.
    Soma(SomaArgs),
    /// Fills a box with a set of polycubes, each piece once: the eight tetracubes into 4x4x2.
    ///
    /// --pieces is `tetracubes` (I, O and the Soma cube's L T Z A B P) or `soma`; --box the
    /// box's cells along x, y and z (its layers), with exactly as many cells as the pieces.
    /// Pieces may be turned but not reflected. A solution prints as the box's layers side by
    /// side, bottom first; --distinct also counts solutions up to the box's symmetries.
    Polycube(PolycubeArgs),
    /// Word rectangles: a grid whose every row and every column is a word of a list.
    ///
    /// Rows and columns are primary items; each cell is a secondary item, and a word gives each
    /// of its cells its letter as a colour (Knuth's Algorithm C), so that a row and a column
    /// meet only where their letters agree. Words are letters A to Z, separated by spaces,
    /// commas or new lines; words of other lengths are left out. A word may be used more than
    /// once. --distinct also counts squares up to transposition.
    Words(WordsArgs),
}

/// The flags of every command that solves an exact-cover problem.
#[derive(Args, Clone)]
pub struct SolveFlags {
    /// Print only the number of solutions.
    #[arg(long)]
    pub count: bool,
    /// Stop after N solutions, N at least 1 (2 tells whether one is unique).
    #[arg(long, value_name = "N", value_parser = solution_limit)]
    pub limit: Option<u64>,
    /// Branch on the first remaining item, not the one with fewest options.
    #[arg(long)]
    pub first_item: bool,
    /// Print search-tree nodes and updates on standard error.
    #[arg(long)]
    pub stats: bool,
    /// Print one JSON object at the end: solutions, nodes, updates, seconds, complete.
    #[arg(long)]
    pub json: bool,
    /// Threads for a whole count (--count or --json without --limit): the search tree is cut
    /// into subtrees that the threads share. Default: every core. Listing solutions uses one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
    /// The search: `links`, Knuth's dancing links (his dlx1, dlx2 and dlx3: the nodes and
    /// updates the stepper shows); `bits`, the same search over bit sets (the links' solutions in
    /// their order and their nodes, no updates; with multiplicities a search of its own, the
    /// same solutions; up to 4096 options; fastest on such problems); `cells`, Knuth's dancing
    /// cells (ssxcc: sparse sets; the same solutions in another order, nodes and updates counted
    /// as ssxcc counts them; one thread; no multiplicities). Both branch on the item with fewest
    /// options. `auto` (the default) asks the crate's one rule (`engine::choose`): `bits`
    /// where it is expected to be faster and nothing asks for Knuth's figures (no --json,
    /// --stats or --first-item), with multiplicities only for a count on one thread; `cells` for
    /// a count on one thread of a colour problem that `bits` does not suit; else `links`.
    #[arg(long, value_enum, default_value_t = Engine::Auto)]
    pub engine: Engine,
}

/// The searches `solve` can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    Auto,
    Links,
    Bits,
    Cells,
}

impl Engine {
    /// The name `--engine` takes and the JSON summary gives.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Auto => "auto",
            Engine::Links => "links",
            Engine::Bits => "bits",
            Engine::Cells => "cells",
        }
    }
}

#[derive(Args)]
pub struct SolveArgs {
    /// The problem; `-` or none reads standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
    #[command(flatten)]
    pub flags: SolveFlags,
    /// Cut the search into at least K subproblems and write each to --out DIR as a problem of
    /// its own in Knuth's format (part-0001.dlx …), with split.json: solve each with `solve
    /// --json FILE > part-NNNN.json` (on any machine), then `solve --merge DIR`.
    #[arg(long, value_name = "K", requires = "out", value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub split: Option<u32>,
    /// The directory --split writes to (made if missing).
    #[arg(long, value_name = "DIR", requires = "split")]
    pub out: Option<String>,
    /// Add up the results of a split (DIR/part-NNNN.json, from `solve --json`) and the work above
    /// the cut: the whole search's solutions, nodes and updates. Missing results are named.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["split", "file"])]
    pub merge: Option<String>,
}

#[derive(Args)]
pub struct TraceArgs {
    /// The problem; `-` or none reads standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
    /// `algorithm` events, or `links`: also every hide and unhide.
    #[arg(long, default_value = "algorithm", value_parser = str::parse::<Detail>)]
    pub detail: Detail,
    /// Branch on the first remaining item, not the one with fewest options.
    #[arg(long)]
    pub first_item: bool,
    /// Print at most N events.
    #[arg(long, value_name = "N")]
    pub max: Option<u64>,
}

#[derive(Args)]
pub struct SudokuArgs {
    /// The puzzles; `-` or none reads standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
    /// Box shape, e.g. 2x3 (told by the puzzle's length when absent).
    #[arg(long, value_name = "RxC", value_parser = BoxShape::parse)]
    pub shape: Option<BoxShape>,
    /// The rules: classic, x (both diagonals), windoku (four extra boxes), jigsaw (regions
    /// given as a second grid) or killer (cages with sums).
    #[arg(long, default_value = "classic", value_parser = str::parse::<Variant>)]
    pub variant: Variant,
    /// Print the number of solutions instead (up to --limit, default all).
    #[arg(long)]
    pub count: bool,
    /// Count at most N solutions, N at least 1.
    #[arg(long, value_name = "N", value_parser = solution_limit)]
    pub limit: Option<u64>,
    /// Say after each solution whether it is the only one.
    #[arg(long)]
    pub unique: bool,
    /// Draw solutions with box borders.
    #[arg(long)]
    pub boxed: bool,
    /// Give a hint instead of the solution: the next forced move and its reason (a cell with
    /// one candidate left, or a house that has one place left for a digit), or the cell with
    /// the fewest candidates when nothing is forced.
    #[arg(long, conflicts_with_all = ["count", "unique", "boxed"])]
    pub hint: bool,
    /// One JSON object per puzzle: line, solution, count, nodes, updates.
    #[arg(long)]
    pub json: bool,
    /// Threads solving classic puzzles, one puzzle each at a time; answers keep the input's
    /// order. Default: every core. Variants and hints use one.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
}

#[derive(Args)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub count: u64,
    /// Box shape: 3x3 for a 9×9 (the default), 2x2, 2x3, 3x4, 4x4 …
    #[arg(long, default_value = "3x3", value_name = "RxC", value_parser = BoxShape::parse)]
    pub shape: BoxShape,
    /// The rules: classic, x (both diagonals hold every digit) or windoku (four extra boxes).
    #[arg(long, default_value = "classic", value_parser = str::parse::<Variant>)]
    pub variant: Variant,
    /// The clues' pattern: none, rotate (a half turn), mirror (left to right) or diagonals
    /// (both).
    #[arg(long, default_value = "none", value_parser = str::parse::<Symmetry>)]
    pub symmetry: Symmetry,
    /// Every clue is needed: taking any one away gives a second solution.
    #[arg(long)]
    pub minimal: bool,
    /// Exactly N clues.
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,
    /// easy (cells with one candidate all the way), medium (singles: also a row, column or
    /// box with one place for a digit), hard (up to 10 guesses) or expert (more).
    #[arg(long, value_parser = str::parse::<Difficulty>)]
    pub difficulty: Option<Difficulty>,
    /// The seed of the random choices (a seed from the clock when absent, printed on
    /// standard error).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// One JSON object per puzzle: puzzle, solution, clues, level, guesses, nodes, seed.
    #[arg(long)]
    pub json: bool,
    /// Threads making puzzles (default: every core); the output is the same on any number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
}

#[derive(Args)]
pub struct QueensArgs {
    /// The board size, from 1 to 64.
    #[arg(value_name = "N", value_parser = queens_size)]
    pub n: usize,
    /// Also count the solutions that differ up to the board's rotations and reflections.
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

#[derive(Args)]
pub struct PentominoArgs {
    /// `scott` (8×8 less the centre) or a rectangle WxH of 60 cells.
    #[arg(long, default_value = "scott", value_parser = Board::parse)]
    pub board: Board,
    #[command(flatten)]
    pub tiling: TilingFlags,
}

#[derive(Args)]
pub struct LangfordArgs {
    /// The largest number, from 1 to 16.
    #[arg(value_name = "N", value_parser = langford_size)]
    pub n: usize,
    /// Also count the solutions that differ up to reversal.
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

#[derive(Args)]
pub struct PolyominoArgs {
    /// The pieces: `pentominoes`, `tetrominoes`, `hexominoes`, or drawings like `L: #./#./##; O: ##/##`.
    #[arg(long, value_name = "PIECES", value_parser = parse_pieces)]
    pub pieces: Pieces,
    /// A rectangle WxH, `scott`, or a drawing (rows of `#` and `.` separated by `/`).
    #[arg(long, value_parser = Board::parse)]
    pub board: Board,
    #[command(flatten)]
    pub tiling: TilingFlags,
}

/// The flags of a tiling of a board by polyominoes (pentominoes or any pieces).
#[derive(Args)]
pub struct TilingFlags {
    /// Also count the solutions that differ up to the board's symmetries.
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

#[derive(Args)]
pub struct WordsArgs {
    /// The width and height in letters, like 3x3 or 5x4 (each from 2 to 8).
    #[arg(long, value_name = "WxH", value_parser = rectangle_size)]
    pub size: (usize, usize),
    /// A file of words (`-` reads standard input); without it, a small built-in list.
    #[arg(long, value_name = "FILE")]
    pub words: Option<String>,
    /// Also count the solutions that differ up to transposition (a square only).
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

fn rectangle_size(text: &str) -> Result<(usize, usize), String> {
    dlx_stepper::words::parse_size(text)
        .ok_or_else(|| format!("--size is the width and height in letters, like 3x3 or 5x4 (not `{text}`)"))
}

#[derive(Args)]
pub struct PolycubeArgs {
    /// The set of pieces: `tetracubes` or `soma`.
    #[arg(long, value_name = "SET", default_value = "tetracubes")]
    pub pieces: String,
    /// The box: its cells along x, y and z, like 4x4x2.
    #[arg(long = "box", value_name = "XxYxZ", default_value = "4x4x2")]
    pub size: String,
    /// Also count the solutions that differ up to the box's rotations and reflections.
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

#[derive(Args)]
pub struct SomaArgs {
    /// Also count the solutions that differ up to rotation and reflection.
    #[arg(long)]
    pub distinct: bool,
    #[command(flatten)]
    pub flags: SolveFlags,
}

fn langford_size(text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(n) if (1..=MAX_LANGFORD).contains(&n) => Ok(n),
        _ => Err(format!(
            "langford needs the largest number N, from 1 to {MAX_LANGFORD}: dlx-stepper langford 7"
        )),
    }
}

fn queens_size(text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(n) if (1..=64).contains(&n) => Ok(n),
        _ => Err("queens needs the board size N, from 1 to 64: dlx-stepper queens 8".into()),
    }
}

/// A limit on the solutions to find: 1 or more, as in the JavaScript API (a limit of 0 would
/// find nothing, which no one asks for on purpose).
fn solution_limit(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("the limit must be at least 1 (leave --limit out to find every solution)".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("the limit must be a whole number from 1 to {}", u64::MAX)),
    }
}

//! New puzzles: a random complete grid from a randomised exact-cover search, then clues taken
//! away, in random order, for as long as the puzzle keeps exactly one solution (a count with
//! limit 2). A level asked for is checked by [`rate`], which reads it off the
//! puzzle's search.

use super::error::SudokuError;
use super::grid::{BoxShape, Grid};
use super::puzzle::Puzzle;
use super::rate::{rate, Difficulty};
use super::rules::{Rules, Variant};
use super::solve::{has_solution_without, solve};
use crate::dlx::Links;
use crate::names::{name_of, named};
use crate::search::{Event, Stepper};

/// Which cells are given or blank together, so that the clues make a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Any cells.
    None,
    /// A cell and the one opposite it through the centre (a half turn).
    Rotate180,
    /// A cell and its mirror image left to right.
    Mirror,
    /// A cell and its images in both long diagonals.
    Diagonals,
}

impl Symmetry {
    /// All symmetries, in the order the CLI and the page list them.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Mirror,
        Symmetry::Diagonals,
    ];

    /// The name the CLI and the page use. [`FromStr`](std::str::FromStr) reads it in any case,
    /// and some synonyms too (`180`, `horizontal`, …; an empty name is `none`).
    pub fn name(self) -> &'static str {
        name_of(self)
    }

    /// The cells that go with `cell` (itself included, each once) on a grid of side `side`.
    pub fn orbit(self, cell: usize, side: usize) -> Vec<usize> {
        let (r, c) = (cell / side, cell % side);
        let last = side - 1;
        let mut cells = match self {
            Symmetry::None => vec![(r, c)],
            Symmetry::Rotate180 => vec![(r, c), (last - r, last - c)],
            Symmetry::Mirror => vec![(r, c), (r, last - c)],
            Symmetry::Diagonals => vec![(r, c), (c, r), (last - c, last - r), (last - r, last - c)],
        }
        .into_iter()
        .map(|(r, c)| r * side + c)
        .collect::<Vec<_>>();
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

// The names, then the synonyms `FromStr` reads too.
named! { Symmetry as "symmetry", Words:
    None "none", Rotate180 "rotate", Mirror "mirror", Diagonals "diagonals",
    None "", Rotate180 "rotate180", Rotate180 "180", Rotate180 "rotational", Rotate180 "half-turn",
    Mirror "horizontal", Diagonals "diagonal"
}

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateOptions {
    /// The box shape (3×3 for a 9×9).
    pub shape: BoxShape,
    /// Classic, X or windoku.
    pub variant: Variant,
    /// The pattern of the clues.
    pub symmetry: Symmetry,
    /// No clue can be taken away without losing uniqueness.
    pub minimal: bool,
    /// Exactly this many clues.
    pub clues: Option<usize>,
    /// Only puzzles of this level.
    pub difficulty: Option<Difficulty>,
}

impl GenerateOptions {
    /// A classic puzzle of `shape`, no symmetry, no other demand.
    pub fn new(shape: BoxShape) -> GenerateOptions {
        GenerateOptions {
            shape,
            variant: Variant::Classic,
            symmetry: Symmetry::None,
            minimal: false,
            clues: None,
            difficulty: None,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// The puzzle (its givens and rules).
    pub puzzle: Puzzle,
    /// Its one solution.
    pub solution: Grid,
    /// Complete grids tried before this one was found (1 when the first one gave it).
    pub attempts: u32,
}

/// Complete grids tried for one puzzle before giving up (a demand no grid meets, like 9 clues).
pub const MAX_ATTEMPTS: u32 = 2_000;

/// The largest side generated: beyond, a random complete grid can take the search a long time.
pub const MAX_GENERATE_SIDE: usize = 16;

/// Makes puzzles, reproducibly from a seed.
pub struct Generator {
    options: GenerateOptions,
    rules: Rules,
    rng: fastrand::Rng,
    /// The cells that go together under the symmetry, each group once.
    orbits: Vec<Vec<usize>>,
    /// The empty grid's links under the rules, placement `cell * side + digit - 1` covering
    /// items `items[starts[p]..starts[p + 1]]` (0-based): for following singles quickly.
    empty: Links,
    items: Vec<u32>,
    starts: Vec<u32>,
}

/// How far singles alone take the search of a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reach {
    /// Some choice has two options or more.
    Guess,
    /// Every choice has one option; some are not a cell.
    Singles,
    /// Every choice is a cell with one candidate.
    NakedSingles,
}

/// Why no puzzle is made ([`Generator::new`], [`Generator::next_puzzle`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// A grid past [`MAX_GENERATE_SIDE`] on a side.
    TooLarge {
        /// The grid's side.
        side: usize,
    },
    /// A variant whose regions or cages would have to be made too.
    NotGenerated(Variant),
    /// The rules of the variant on this shape cannot be (windows that do not fit).
    Rules(SudokuError),
    /// A clue count out of 1 to the grid's cells.
    Clues {
        /// The grid's side.
        side: usize,
        /// The clues asked for.
        clues: usize,
    },
    /// No grid of [`MAX_ATTEMPTS`] gave a puzzle that meets the demands (said in words).
    Unmet(String),
}

impl std::fmt::Display for GenerateError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::TooLarge { side } => write!(
                f,
                "puzzles are generated up to {MAX_GENERATE_SIDE}×{MAX_GENERATE_SIDE}; {side}×{side} is too large"
            ),
            GenerateError::NotGenerated(variant) => write!(
                f,
                "{} puzzles are not generated (their regions or cages would have to be made too): use classic, x or windoku",
                variant.name()
            ),
            GenerateError::Rules(error) => error.fmt(f),
            GenerateError::Clues { side, clues } => {
                write!(f, "a {side}×{side} puzzle has from 1 to {} clues, not {clues}", side * side)
            }
            GenerateError::Unmet(demands) => write!(f, "no puzzle met the demands in {MAX_ATTEMPTS} random grids: {demands}"),
        }
    }
}

impl std::error::Error for GenerateError {}

impl Generator {
    /// A generator of puzzles as `options` asks, its random choices drawn from `seed`.
    ///
    /// # Errors
    /// A message saying which demand cannot be met (a variant without a generator, a grid too
    /// large, a clue count out of range).
    pub fn new(options: GenerateOptions, seed: u64) -> Result<Generator, GenerateError> {
        let shape = options.shape;
        let side = shape.side();
        if side > MAX_GENERATE_SIDE {
            return Err(GenerateError::TooLarge { side });
        }
        let rules = match options.variant {
            Variant::Classic => Rules::classic(shape),
            Variant::X => Rules::x(shape),
            Variant::Windoku => Rules::windoku(shape).map_err(GenerateError::Rules)?,
            other => return Err(GenerateError::NotGenerated(other)),
        };
        let cells = side * side;
        if let Some(clues) = options.clues {
            if clues == 0 || clues > cells {
                return Err(GenerateError::Clues { side, clues });
            }
        }
        let mut orbits = Vec::new();
        let mut seen = vec![false; cells];
        for cell in 0..cells {
            if !seen[cell] {
                let orbit = options.symmetry.orbit(cell, side);
                for &other in &orbit {
                    seen[other] = true;
                }
                orbits.push(orbit);
            }
        }
        let (items, starts) = placements(&rules, 0..cells * side);
        let empty = Links::from_raw(rules.n_items(), rules.n_items(), &items, &starts);
        Ok(Generator {
            options,
            rules,
            rng: fastrand::Rng::with_seed(seed),
            orbits,
            empty,
            items,
            starts,
        })
    }

    /// Puzzle number `index` (from 0) of a run seeded with `seed`: its own generator, seeded
    /// from both, so that puzzles can be made in any order, on any thread, and come out the same.
    ///
    /// # Errors
    /// As [`Generator::new`] and [`Generator::next_puzzle`].
    pub fn nth(options: &GenerateOptions, seed: u64, index: u64) -> Result<Generated, GenerateError> {
        // SplitMix64's mixing of the pair: nearby seeds and indices give unrelated streams.
        let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Generator::new(options.clone(), z ^ (z >> 31))?.next_puzzle()
    }

    /// The next puzzle.
    ///
    /// # Errors
    /// A message when [`MAX_ATTEMPTS`] complete grids gave no puzzle that meets the demands.
    pub fn next_puzzle(&mut self) -> Result<Generated, GenerateError> {
        for attempt in 1..=MAX_ATTEMPTS {
            let solution = self.complete_grid();
            let givens = self.remove_clues(&solution);
            let puzzle = Puzzle::with_rules(givens, self.rules.clone());
            if self.meets_demands(&puzzle) {
                return Ok(Generated {
                    puzzle,
                    solution,
                    attempts: attempt,
                });
            }
        }
        Err(GenerateError::Unmet(self.describe_demands()))
    }

    fn describe_demands(&self) -> String {
        let o = &self.options;
        let mut parts = vec![format!("{} symmetry", o.symmetry.name())];
        if let Some(clues) = o.clues {
            parts.push(format!("exactly {clues} clues"));
        }
        if o.minimal {
            parts.push("minimal".to_string());
        }
        if let Some(level) = o.difficulty {
            parts.push(level.name().to_string());
        }
        parts.join(", ")
    }

    fn meets_demands(&self, puzzle: &Puzzle) -> bool {
        let clues = puzzle.grid().cells().iter().filter(|&&d| d != 0).count();
        if self.options.clues.is_some_and(|wanted| wanted != clues) {
            return false;
        }
        // One pass of removals that each kept the solution unique, with nothing else asked,
        // ends minimal: a clue that could not go then cannot go later, with fewer clues left.
        let minimal_by_construction = self.options.symmetry == Symmetry::None
            && self.options.clues.is_none()
            && self.options.difficulty.is_none_or(|level| level >= Difficulty::Hard);
        if self.options.minimal && !minimal_by_construction && !self.is_minimal(puzzle.grid()) {
            return false;
        }
        self.options.difficulty.is_none_or(|level| rate(puzzle).level == level)
    }

    /// True when taking away any one clue leaves more than one solution.
    fn is_minimal(&self, grid: &Grid) -> bool {
        let mut trial = grid.clone();
        (0..trial.cells.len())
            .filter(|&cell| grid.cells[cell] != 0)
            .all(|cell| {
                trial.cells[cell] = 0;
                let unique = self.is_unique(&trial);
                trial.cells[cell] = grid.cells[cell];
                !unique
            })
    }

    /// A complete grid: the first solution of the empty grid's exact cover with its options in
    /// a random order (the search takes each item's options in the order they were given).
    fn complete_grid(&mut self) -> Grid {
        let side = self.options.shape.side();
        let cells = side * side;
        let mut order: Vec<usize> = (0..cells * side).collect();
        self.rng.shuffle(&mut order);
        let (items, starts) = placements(&self.rules, order.iter().copied());
        let n_items = self.rules.n_items();
        let links = Links::from_raw(n_items, n_items, &items, &starts);
        let mut grid = Grid::empty(self.options.shape);
        // The search loop the variants' solver compiles already (run_flat_out): the module
        // stays smaller than with a loop of its own.
        Stepper::without_copy(links).run_flat_out(1, |links, nodes| {
            for &node in nodes {
                let placement = order[links.option_of(node)];
                grid.cells[placement / side] = (placement % side + 1) as u8;
            }
        });
        grid
    }

    /// Takes clues away from `solution`, an orbit of the symmetry at a time in random order,
    /// keeping each removal that leaves the solution unique; stops at the clue count asked for.
    /// For an easy or medium puzzle a removal must leave it solvable by (naked) singles, which
    /// also makes the solution unique: the pass then ends at that level, not below it.
    fn remove_clues(&mut self, solution: &Grid) -> Grid {
        let needed = match self.options.difficulty {
            Some(Difficulty::Easy) => Some(Reach::NakedSingles),
            Some(Difficulty::Medium) => Some(Reach::Singles),
            _ => None,
        };
        let mut grid = solution.clone();
        let mut clues = grid.cells.len();
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        self.rng.shuffle(&mut order);
        let target = self.options.clues.unwrap_or(0);
        for orbit in order.into_iter().map(|k| &self.orbits[k]) {
            if clues <= target {
                break;
            }
            if clues - orbit.len() < target {
                continue;
            }
            for &cell in orbit {
                grid.cells[cell] = 0;
            }
            let keeps = match needed {
                Some(reach) => self.singles_reach(&grid) >= reach,
                None => self.still_unique(&grid, solution, orbit),
            };
            if keeps {
                clues -= orbit.len();
            } else {
                for &cell in orbit {
                    grid.cells[cell] = solution.cells[cell];
                }
            }
        }
        grid
    }

    /// Follows the search of `grid` while its choices are singles (see [`Difficulty`]).
    fn singles_reach(&self, grid: &Grid) -> Reach {
        let Some(links) = self.links_of(grid, None) else {
            return Reach::Guess;
        };
        let cells = grid.cells.len();
        let mut reach = Reach::NakedSingles;
        let mut stepper = Stepper::without_copy(links);
        loop {
            match stepper.step() {
                Event::Choose { len, .. } if len != 1 => return Reach::Guess,
                Event::Choose { item, .. } if item >= cells => reach = Reach::Singles,
                Event::Solution { .. } | Event::Done => return reach,
                _ => {}
            }
        }
    }

    /// Whether `grid`, the unique puzzle of `solution` with the clues of `removed` just taken
    /// away, still has one solution. Any other solution differs from `solution` in one of the
    /// removed cells: for a classic grid, the fast solver looks for one with each cell ruled
    /// out in turn, cheaper than counting to two.
    fn still_unique(&self, grid: &Grid, solution: &Grid, removed: &[usize]) -> bool {
        // While many clues remain, a removed clue is usually the only digit its row, column and
        // box leave for its cell: then nothing else can go there, no search needed.
        if removed.iter().all(|&cell| only_candidate(grid, cell)) {
            return true;
        }
        !removed.iter().any(|&cell| {
            let digit = solution.cells[cell] as usize;
            if self.options.variant == Variant::Classic {
                has_solution_without(grid, cell, digit)
            } else {
                self.links_of(grid, Some((cell, digit))).is_some_and(|links| {
                    let count = Stepper::without_copy(links).run_flat_out(1, |_, _| {});
                    count > 0
                })
            }
        })
    }

    fn is_unique(&self, grid: &Grid) -> bool {
        if self.options.variant == Variant::Classic {
            solve(grid, 2).count == 1
        } else {
            self.links_of(grid, None).is_some_and(|links| {
                let count = Stepper::without_copy(links).run_flat_out(2, |_, _| {});
                count == 1
            })
        }
    }

    /// The empty grid's links with the givens of `grid` selected (their items covered) and the
    /// placement `ruled_out` taken out; `None` if two givens clash.
    fn links_of(&self, grid: &Grid, ruled_out: Option<(usize, usize)>) -> Option<Links> {
        let side = grid.side();
        let mut links = self.empty.clone();
        let givens = grid.cells.iter().enumerate().filter(|&(_, &digit)| digit != 0);
        let headers = givens.flat_map(|(cell, &digit)| {
            let placement = cell * side + digit as usize - 1;
            let (from, to) = (self.starts[placement] as usize, self.starts[placement + 1] as usize);
            self.items[from..to].iter().map(|&item| item + 1)
        });
        if !links.cover_while_active(headers) {
            return None;
        }
        if let Some((cell, digit)) = ruled_out {
            // A cell's item is numbered by the cell.
            links.hide_option_in(cell as u32 + 1, cell * side + digit - 1);
        }
        Some(links)
    }
}

/// True when the givens in the row, column and box of `cell` leave it one digit.
fn only_candidate(grid: &Grid, cell: usize) -> bool {
    let shape = grid.shape();
    let side = shape.side();
    let (row, col) = (cell / side, cell % side);
    let (top, left) = (row - row % shape.rows, col - col % shape.cols);
    let mut seen = 0u64;
    for k in 0..side {
        seen |= 1 << grid.cells[row * side + k];
        seen |= 1 << grid.cells[k * side + col];
        seen |= 1 << grid.cells[(top + k / shape.cols) * side + left + k % shape.cols];
    }
    // Bit 0 is a blank; digits 1..=side are the rest.
    (seen >> 1).count_ones() as usize == side - 1
}

/// The items of each placement (`cell * side + digit - 1`) in `order`, as `Links::from_raw`
/// takes them: the items of the k-th, 0-based, at `items[starts[k]..starts[k + 1]]`.
fn placements(rules: &Rules, order: impl Iterator<Item = usize>) -> (Vec<u32>, Vec<u32>) {
    let side = rules.shape().side();
    let mut items = Vec::new();
    let mut starts = vec![0];
    for placement in order {
        rules.placement_items(placement / side, placement % side + 1, &mut items);
        starts.push(items.len() as u32);
    }
    (items, starts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(rows: usize, cols: usize) -> BoxShape {
        BoxShape { rows, cols }
    }

    fn clues(grid: &Grid) -> usize {
        grid.cells().iter().filter(|&&d| d != 0).count()
    }

    #[test]
    fn puzzles_are_unique_and_their_solution_completes_them() {
        for (rows, cols) in [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4)] {
            let mut generator = Generator::new(GenerateOptions::new(shape(rows, cols)), 7).unwrap();
            for _ in 0..3 {
                let made = generator.next_puzzle().unwrap();
                let answer = solve(made.puzzle.grid(), 2);
                assert_eq!(answer.count, 1, "{rows}x{cols}: {}", made.puzzle.grid().to_line());
                assert_eq!(answer.solution.as_ref(), Some(&made.solution));
                assert!(made.puzzle.grid().is_completed_by(&made.solution));
                assert!(made.solution.is_solved());
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzles() {
        let make = |seed| {
            let mut generator = Generator::new(GenerateOptions::new(shape(3, 3)), seed).unwrap();
            (0..3)
                .map(|_| generator.next_puzzle().unwrap().puzzle.grid().to_line())
                .collect::<Vec<_>>()
        };
        assert_eq!(make(42), make(42));
        assert_ne!(make(42), make(43));
    }

    #[test]
    fn symmetric_puzzles_hold_their_pattern_cell_by_cell() {
        for symmetry in Symmetry::ALL {
            let options = GenerateOptions {
                symmetry,
                ..GenerateOptions::new(shape(3, 3))
            };
            let mut generator = Generator::new(options, 3).unwrap();
            for _ in 0..5 {
                let grid = generator.next_puzzle().unwrap().puzzle.grid().clone();
                for cell in 0..81 {
                    for other in symmetry.orbit(cell, 9) {
                        assert_eq!(
                            grid.cells()[cell] == 0,
                            grid.cells()[other] == 0,
                            "{symmetry:?} {}",
                            grid.to_line()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_puzzle_without_symmetry_is_minimal_and_clue_counts_are_met() {
        let mut generator = Generator::new(GenerateOptions::new(shape(3, 3)), 11).unwrap();
        let grid = generator.next_puzzle().unwrap().puzzle.grid().clone();
        for cell in (0..81).filter(|&c| grid.cells()[c] != 0) {
            let mut less = grid.clone();
            less.cells[cell] = 0;
            assert_eq!(
                solve(&less, 2).count,
                2,
                "clue {cell} of {} is not needed",
                grid.to_line()
            );
        }
        let options = GenerateOptions {
            clues: Some(30),
            ..GenerateOptions::new(shape(3, 3))
        };
        let made = Generator::new(options, 5).unwrap().next_puzzle().unwrap();
        assert_eq!(clues(made.puzzle.grid()), 30);
        let options = GenerateOptions {
            clues: Some(12),
            ..GenerateOptions::new(shape(3, 3))
        };
        let error = Generator::new(options, 5)
            .unwrap()
            .next_puzzle()
            .unwrap_err()
            .to_string();
        assert!(error.contains("exactly 12 clues"), "{error}");
    }

    #[test]
    fn a_difficulty_asked_for_is_the_one_given() {
        for level in Difficulty::ALL {
            let options = GenerateOptions {
                difficulty: Some(level),
                ..GenerateOptions::new(shape(3, 3))
            };
            let made = Generator::new(options, 1).unwrap().next_puzzle().unwrap();
            assert_eq!(rate(&made.puzzle).level, level);
        }
    }
}

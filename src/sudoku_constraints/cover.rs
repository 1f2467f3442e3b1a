//! A [`ConstraintSudoku`] as exact cover with colours: the grid's items and options, then each
//! constraint's (see the module's docs for the four shapes), and the search that solves it.

use super::bounds::SumBounds;
use super::builder::{Builder, Entries, Item};
use super::house_sums::house_sums;
use super::kinds::{add, add_implied, constraint_names, how_made, IMPLIED};
use super::tuple_rule::{tuple_rule, TupleRule};
use super::{digit_char, Cell, Constraint, ConstraintSudoku};
use crate::problem::{Problem, RawProblem};
use crate::{Links, Stepper};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A constraint too big to make into options, or one that cannot hold on this grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverError {
    /// The constraint, as the captions name it (`Cage 3`, `Thermo 1`).
    pub constraint: String,
    /// What is wrong.
    pub reason: String,
}

impl std::fmt::Display for CoverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.constraint, self.reason)
    }
}

impl std::error::Error for CoverError {}

/// The hasher of the map from an option's colour values (`u32`s, small numbers: digits, running
/// sums, states) to the problem's colours, which a build asks once for each coloured entry: a
/// multiplication. With the standard library's SipHash those lookups took a tenth of X-Sum's
/// build (unnamed).
#[derive(Default)]
struct ValueHasher(u64);

impl Hasher for ValueHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u32(&mut self, value: u32) {
        self.write_u64(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        // A multiplication by an odd constant (2^64 over the golden ratio): every bit of the
        // value reaches the product's high half, which is turned down to the low bits that the
        // table indexes by. The product's low bits depend on the value's low bits only, and
        // states packed as `count * 256 + sum` share those by the hundred.
        self.0 = (self.0 ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The error for the constraint whose items are named `name` (`Cage3`): named as captions name
/// it (`Cage 3`).
pub(super) fn cover_error(name: &str, reason: impl Into<String>) -> CoverError {
    let number = name.trim_start_matches(|c: char| !c.is_ascii_digit());
    CoverError {
        constraint: format!("{} {number}", &name[..name.len() - number.len()]),
        reason: reason.into(),
    }
}

/// Which of the grid's houses: rows, columns and regions (boxes or a jigsaw's) are numbered
/// from 0 as the grid lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box, or a jigsaw's region.
    Region,
}

/// What an item of a [`ConstraintCover`] stands for: the names say it to a person, this to a
/// program (a page that lights the cells an item is about).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemRole {
    /// The cell holds one digit.
    Cell(Cell),
    /// A row, column or region holds `digit` once.
    House {
        /// Which kind of house.
        kind: HouseKind,
        /// Which one, from 0.
        index: usize,
        /// The digit.
        digit: u32,
    },
    /// The cell's digit, as a colour (secondary: the constraints read it).
    Digit(Cell),
    /// An item a constraint added: its index in the puzzle's constraints.
    Constraint(usize),
}

/// What an option of a [`ConstraintCover`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionRole {
    /// Puts `digit` in `cell`.
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: u32,
    },
    /// One way a constraint can hold (its index in the puzzle's constraints): digits for some
    /// of its cells, or a state of the whole (a renban's lowest digit).
    Constraint(usize),
}

/// A puzzle made exact cover: the problem, and which cell and digit each grid option places.
#[derive(Clone, Debug)]
pub struct ConstraintCover {
    problem: Problem,
    side: usize,
    /// For each option, `cell * side + digit - 1` if it is a grid option.
    placements: Vec<Option<usize>>,
    /// What each item stands for, in the problem's order (primary items, then secondary).
    item_roles: Vec<ItemRole>,
    /// For each option that is not a grid option, the constraint that made it.
    option_constraint: Vec<Option<usize>>,
    /// True when two solutions of the exact cover may be one grid (a closed sum line): grids
    /// are then counted once each.
    repeats: bool,
    /// How each constraint was made exact cover, in words (`kinds.rs`'s `how_made`): the
    /// puzzle's, then the implied sums'.
    how: Vec<&'static str>,
    /// The sums the puzzle's cages imply (`house_sums.rs`), constraints the puzzle does not
    /// state: constraint `n + j` of the roles (`n` the puzzle's constraints) is the `j`-th.
    implied: Vec<Constraint>,
    /// Each constraint's name as captions give it (`Thermo 2`, `House sum 1`).
    names: Vec<String>,
    /// The check of the puzzle's sums against the cells' candidates at each node of a solving
    /// search (`bounds.rs`), if it has any. Not the sums the cages imply: on a killer with no
    /// givens the check cost more than the nodes it saved (3.9 s instead of 2.4).
    bounds: Option<SumBounds>,
}

/// How one constraint of a [`ConstraintCover`] is exact cover: its own items and options, and
/// the shape they take, in words (for a page that teaches the model).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstraintModel {
    /// Its primary items.
    pub primary: usize,
    /// Its secondary items.
    pub secondary: usize,
    /// Its options.
    pub options: usize,
    /// The shape, in words: made whole, a house, pairs, a chain or a line state.
    pub how: &'static str,
}

/// What a search of a [`ConstraintCover`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The first solution's digits, row by row, if any.
    pub grid: Option<Vec<u32>>,
    /// Solutions counted, up to the limit.
    pub count: u64,
    /// Search-tree nodes.
    pub nodes: u64,
    /// Link removals (Knuth's updates).
    pub updates: u64,
}

impl ConstraintCover {
    /// Makes `puzzle` exact cover.
    ///
    /// # Errors
    /// A constraint that no digits fit, or that would make too many options.
    pub fn new(puzzle: &ConstraintSudoku) -> Result<ConstraintCover, CoverError> {
        ConstraintCover::build(puzzle, true, true)
    }

    /// As [`new`](Self::new), the same items, options and search, but nothing named: for a
    /// search that only solves or counts, whose events no caption tells. Each item's name is
    /// then empty and no option has one. Naming them was most of the build on a small puzzle:
    /// ISS's X-Sum example builds in a third of the time unnamed.
    ///
    /// # Errors
    /// As [`new`](Self::new).
    pub fn for_solving(puzzle: &ConstraintSudoku) -> Result<ConstraintCover, CoverError> {
        ConstraintCover::build(puzzle, true, false)
    }

    /// As [`new`](Self::new), but no constraint is made whole (an option per way its cells can
    /// hold digits): each takes its kind's own shape, a house, pairs, a chain or a line state,
    /// as it does on a larger grid. What a thermometer or a sum is as exact cover can be seen
    /// (and checked against a brute force) on a grid small enough that `new` would make it
    /// whole.
    ///
    /// # Errors
    /// As [`new`](Self::new).
    pub fn by_shape(puzzle: &ConstraintSudoku) -> Result<ConstraintCover, CoverError> {
        ConstraintCover::build(puzzle, false, true)
    }

    fn build(puzzle: &ConstraintSudoku, make_whole: bool, labels: bool) -> Result<ConstraintCover, CoverError> {
        let side = puzzle.side;
        let cells = side * side;
        let mut b = Builder::new(puzzle, make_whole, labels);
        narrow(&mut b, &puzzle.constraints);
        // What each item and option stands for, recorded as they are made.
        let mut roles = Roles::default();
        // The grid: a cell item each; each row, column and region holds each digit once.
        let cell_items: Vec<Item> = (0..cells).map(|cell| b.primary(|own| own.name(cell))).collect();
        roles.primary.extend((0..cells).map(ItemRole::Cell));
        for cell in 0..cells {
            let item = b.secondary(|own| format!("d@{}", own.name(cell)));
            b.digit_item.push(item);
            roles.secondary.push(ItemRole::Digit(cell));
        }
        for (h, (name, members)) in grid_houses(side, puzzle.regions.as_deref()).into_iter().enumerate() {
            b.house(&name, &members);
            // grid_houses lists row k and column k together, then the regions.
            let (kind, index) = match h {
                h if h < 2 * side => ([HouseKind::Row, HouseKind::Column][h % 2], h / 2),
                h => (HouseKind::Region, h - 2 * side),
            };
            let made = if members.len() == side {
                &mut roles.primary
            } else {
                &mut roles.secondary
            };
            made.extend((1..=side as u32).map(|digit| ItemRole::House { kind, index, digit }));
        }
        let mut how = vec![""; puzzle.constraints.len()];
        // The strict rules last: they forbid what no dot, X or V marks, so they need them all.
        let mut numbers: HashMap<&'static str, usize> = HashMap::new();
        let strict = |c: &Constraint| matches!(c, Constraint::StrictKropki | Constraint::StrictXV);
        let in_order = puzzle.constraints.iter().enumerate().filter(|(_, c)| !strict(c));
        for (k, constraint) in in_order.chain(puzzle.constraints.iter().enumerate().filter(|(_, c)| strict(c))) {
            let whole = add(&mut b, &mut numbers, constraint)?;
            how[k] = how_made(constraint, whole, side);
            roles.primary.resize(b.primary.len(), ItemRole::Constraint(k));
            roles.secondary.resize(b.secondary.len(), ItemRole::Constraint(k));
            roles.options.resize(b.options.len(), k);
        }
        // The sums the cages imply (the rule of 45), numbered after the puzzle's constraints.
        let implied = house_sums(puzzle);
        for (j, sum) in implied.iter().enumerate() {
            add_implied(&mut b, &format!("HouseSum{}", j + 1), sum)?;
            let k = puzzle.constraints.len() + j;
            how.push(IMPLIED);
            roles.primary.resize(b.primary.len(), ItemRole::Constraint(k));
            roles.secondary.resize(b.secondary.len(), ItemRole::Constraint(k));
            roles.options.resize(b.options.len(), k);
        }
        let mut constraint_labels = constraint_names(&puzzle.constraints);
        constraint_labels.extend((1..=implied.len()).map(|j| format!("House sum {j}")));
        // The grid's options, first: a solution's digits are read from them.
        let grid_entries: Vec<(usize, Entries)> = (0..cells)
            .flat_map(|cell| {
                let (b, cell_items) = (&b, &cell_items);
                b.digits(cell).map(move |digit| {
                    let at = b.placement(cell, digit);
                    let mut entries = Vec::with_capacity(2 + b.houses[at].len() + b.extra[at].len());
                    entries.push((cell_items[cell], None));
                    entries.extend(b.houses[at].iter().map(|&item| (item, None)));
                    entries.push((b.digit_item[cell], Some(digit)));
                    entries.extend(b.extra[at].iter().map(|&item| (item, None)));
                    (at, entries)
                })
            })
            .collect();
        let n_primary = b.primary.len() as u32;
        let index = |item: Item| match item {
            Item::Primary(k) => k,
            Item::Secondary(k) => n_primary + k,
        };
        let names: Vec<String> = b.primary.iter().chain(&b.secondary).cloned().collect();
        let mut raw = RawProblem::new(names, n_primary as usize);
        let mut color_of: HashMap<u32, u32, BuildHasherDefault<ValueHasher>> = HashMap::default();
        let mut placements = Vec::with_capacity(grid_entries.len() + b.options.len());
        // One option's items and colours, the buffers reused from option to option.
        let (mut items, mut colors) = (Vec::new(), Vec::new());
        let mut push = |raw: &mut RawProblem, name: Option<String>, entries: &[(Item, Option<u32>)]| {
            items.clear();
            items.extend(entries.iter().map(|&(item, _)| index(item)));
            colors.clear();
            colors.extend(entries.iter().map(|&(_, value)| {
                value.map_or(0, |v| *color_of.entry(v).or_insert_with(|| raw.color(&v.to_string())))
            }));
            raw.push_colored_option(name, &items, &colors);
        };
        for (at, entries) in &grid_entries {
            let (cell, digit) = (at / side, (at % side) as u32 + 1);
            let name = labels.then(|| format!("{}={}", b.name(cell), digit_char(digit)));
            push(&mut raw, name, entries);
            placements.push(Some(*at));
        }
        for (name, entries) in &b.options {
            push(&mut raw, name.clone(), entries);
            placements.push(None);
        }
        // The cell items come first: item `cell + 1` of the links.
        let cell_item = cell_items
            .iter()
            .map(|&item| match item {
                Item::Primary(k) => k + 1,
                Item::Secondary(_) => unreachable!("a cell's item is primary"),
            })
            .collect();
        // The implied sums are bounds too: a killer's cells narrowed by them as well as by the
        // cages, as a person solving one by hand narrows them.
        let summed: Vec<Constraint> = puzzle.constraints.iter().chain(&implied).cloned().collect();
        let bounds = SumBounds::new(&b, &summed, cell_item, &placements);
        // A closed sum line may cut one loop of digits into segments in two ways (5 5 5 5 into
        // 10s): each is a solution of the exact cover, one grid.
        let repeats = puzzle
            .constraints
            .iter()
            .any(|c| matches!(c, Constraint::SumLine { closed: true, .. }));
        let option_constraint = grid_entries
            .iter()
            .map(|_| None)
            .chain(roles.options.iter().map(|&k| Some(k)))
            .collect();
        Ok(ConstraintCover {
            problem: raw.finish(),
            side,
            placements,
            item_roles: roles.primary.into_iter().chain(roles.secondary).collect(),
            option_constraint,
            repeats,
            how,
            implied,
            names: constraint_labels,
            bounds,
        })
    }

    /// What item `item` stands for.
    ///
    /// # Panics
    /// If there is no such item.
    pub fn item_role(&self, item: usize) -> ItemRole {
        self.item_roles[item]
    }

    /// What option `option` does.
    ///
    /// # Panics
    /// If there is no such option.
    pub fn option_role(&self, option: usize) -> OptionRole {
        match (self.placements[option], self.option_constraint[option]) {
            (Some(at), _) => OptionRole::Place {
                cell: at / self.side,
                digit: (at % self.side) as u32 + 1,
            },
            (None, Some(k)) => OptionRole::Constraint(k),
            (None, None) => unreachable!("every option is the grid's or a constraint's"),
        }
    }

    /// How constraint `k` (in the puzzle's order) is exact cover. A rule read in words only
    /// (anti-knight) has secondary items and no options of its own.
    ///
    /// # Panics
    /// If there is no constraint `k`.
    pub fn constraint_model(&self, k: usize) -> ConstraintModel {
        let n_primary = self.problem.n_primary();
        let ours = |role: &ItemRole| *role == ItemRole::Constraint(k);
        ConstraintModel {
            primary: self.item_roles[..n_primary].iter().filter(|role| ours(role)).count(),
            secondary: self.item_roles[n_primary..].iter().filter(|role| ours(role)).count(),
            options: self.option_constraint.iter().filter(|&&c| c == Some(k)).count(),
            how: self.how[k],
        }
    }

    /// The sums the puzzle's cages imply where they meet whole rows, columns and regions (the
    /// rule of 45), each a [`Constraint::Sum`] (weight 1 for a cell sticking out of the houses,
    /// -1 for one left out of the cages): constraint `n + j` of [`ItemRole::Constraint`] and
    /// [`OptionRole::Constraint`] is the `j`-th, `n` being the puzzle's constraints.
    pub fn implied_sums(&self) -> &[Constraint] {
        &self.implied
    }

    /// Constraint `k`'s name as captions give it (`Thermo 2`, or `House sum 1` for an implied
    /// sum).
    ///
    /// # Panics
    /// If there is no constraint `k`.
    pub fn constraint_name(&self, k: usize) -> &str {
        &self.names[k]
    }

    /// The grid's side.
    pub fn side(&self) -> usize {
        self.side
    }

    /// True when one grid may be more than one solution of the exact cover (a closed sum line
    /// cut into segments in two ways): a count of the problem's solutions is then not a count
    /// of grids ([`ConstraintCover::solve`] counts grids).
    pub fn repeats_grids(&self) -> bool {
        self.repeats
    }

    /// The exact-cover problem.
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The digits a solution's options put in the grid, row by row (0 where none does).
    pub fn grid_of(&self, options: &[usize]) -> Vec<u32> {
        let mut grid = vec![0; self.side * self.side];
        for &option in options {
            if let Some(at) = self.placements[option] {
                grid[at / self.side] = (at % self.side) as u32 + 1;
            }
        }
        grid
    }

    /// Searches for up to `limit` solutions (2 tells whether there is one only), flat out on
    /// the links, branching by learned weights (`search/learned.rs`): on these puzzles a
    /// search fails on a constraint's sums long before the grid's items show it, and the
    /// weights turn it there.
    pub fn solve(&self, limit: u64) -> Solved {
        self.solve_reporting(limit, &mut |_| {})
    }

    /// As [`solve`](Self::solve), telling `report` how many grids are found so far every
    /// [`REPORT_EVERY`] grids: a long count's progress.
    pub fn solve_reporting(&self, limit: u64, report: &mut dyn FnMut(u64)) -> Solved {
        let mut first = None;
        let mut seen: HashSet<Vec<u32>> = HashSet::new();
        let mut count = 0;
        let stats = if limit == 0 {
            crate::Stats::default()
        } else {
            let stepper = Stepper::without_copy(Links::new(&self.problem));
            let on_solution = |links: &Links, nodes: &[u32]| {
                let options: Vec<usize> = nodes.iter().map(|&node| links.option_of(node)).collect();
                let grid = self.grid_of(&options);
                if !self.repeats || seen.insert(grid.clone()) {
                    first.get_or_insert(grid);
                    count += 1;
                    if count % REPORT_EVERY == 0 {
                        report(count);
                    }
                }
                count < limit
            };
            let mut bounds = self.bounds.clone();
            let mut propagate = |links: &Links, chosen: &[u32], prune: &mut Vec<u32>, blame: &mut Vec<u32>| {
                bounds
                    .as_mut()
                    .is_some_and(|b| b.propagate(links, chosen, prune, blame))
            };
            let priors = self.bounds.as_ref().map(|b| b.priors()).unwrap_or_default();
            stepper.search_learning_propagating(&mut propagate, &priors, on_solution)
        };
        Solved {
            grid: first,
            count,
            nodes: stats.nodes,
            updates: stats.updates,
        }
    }
}

/// How many grids [`ConstraintCover::solve_reporting`] finds between two reports.
pub const REPORT_EVERY: u64 = 1024;

/// The roles of the items and options made so far, by kind of item.
#[derive(Default)]
struct Roles {
    primary: Vec<ItemRole>,
    secondary: Vec<ItemRole>,
    /// Each constraint option's constraint.
    options: Vec<usize>,
}

/// Takes from each cell the digits it cannot hold, before the problem is built: a digit no
/// assignment of a constraint's cells gives it (a thermometer's bulb above 4), and the digit of
/// a cell left with one from the others of its row, column and region; again until nothing
/// changes. The search finds the same solutions without them, but it would learn that a digit
/// fails only by trying it: these cost a few enumerations, and shrink the tree a thousandfold
/// on a thermometer puzzle with eight givens.
fn narrow(b: &mut Builder, constraints: &[Constraint]) {
    let rules: Vec<TupleRule> = constraints
        .iter()
        .filter_map(|c| tuple_rule(c, b.side, b.regions.as_deref()))
        .collect();
    let cells = b.side * b.side;
    let side = b.side;
    let houses: Vec<Vec<Cell>> = grid_houses(side, b.regions.as_deref())
        .into_iter()
        .map(|(_, house)| house)
        .collect();
    let mut enumerated: Vec<Option<Vec<u32>>> = vec![None; rules.len()];
    for _round in 0..20 {
        let before = b.candidates.clone();
        for cell in 0..cells {
            let bits = b.candidates[cell];
            if bits.count_ones() == 1 {
                for other in 0..cells {
                    if other != cell && b.shares_house(cell, other) {
                        b.candidates[other] &= !bits;
                    }
                }
            }
        }
        // A digit with one place left in a row, column or region goes there.
        for house in &houses {
            for digit in 0..side {
                let bit = 1u32 << digit;
                let mut places = house.iter().filter(|&&c| b.candidates[c] & bit != 0);
                if let (Some(&only), None) = (places.next(), places.next()) {
                    b.candidates[only] &= bit;
                }
            }
        }
        for (rule, last) in rules.iter().zip(&mut enumerated) {
            // A rule whose cells kept their candidates since it was last enumerated would find
            // the same tuples (or give up again).
            let now: Vec<u32> = rule.cells.iter().map(|&cell| b.candidates[cell]).collect();
            if last.as_ref() == Some(&now) {
                continue;
            }
            *last = Some(now);
            if let Some(seen) = b.digits_in_tuples(rule) {
                for (&cell, seen) in rule.cells.iter().zip(seen) {
                    b.candidates[cell] &= seen;
                }
            }
        }
        if b.candidates == before || b.candidates.contains(&0) {
            break;
        }
    }
}

/// Whether cells `a` and `z` of a grid of `side` are orthogonal neighbours.
pub(super) fn orthogonal(side: usize, a: Cell, z: Cell) -> bool {
    (a / side).abs_diff(z / side) + (a % side).abs_diff(z % side) == 1
}

/// Every pair of orthogonal neighbours of a grid of `side`, each once (the left or upper cell
/// first).
pub(super) fn neighbour_pairs(side: usize) -> impl Iterator<Item = (Cell, Cell)> {
    (0..side * side).flat_map(move |a| {
        let right = (a % side + 1 < side).then_some((a, a + 1));
        let below = (a / side + 1 < side).then_some((a, a + side));
        right.into_iter().chain(below)
    })
}

/// The cells of each region of `regions` (each cell's region number), by region number.
pub(super) fn region_cells(regions: &[usize]) -> Vec<Vec<Cell>> {
    let count = regions.iter().max().map_or(0, |&r| r + 1);
    (0..count)
        .map(|region| (0..regions.len()).filter(|&c| regions[c] == region).collect())
        .collect()
}

/// The grid's houses, each with the name its items start with: rows `r1`…, columns `c1`…, then
/// regions `b1`… (when there are regions).
fn grid_houses(side: usize, regions: Option<&[usize]>) -> Vec<(String, Vec<Cell>)> {
    let mut houses = Vec::new();
    for k in 0..side {
        houses.push((format!("r{}", k + 1), (0..side).map(|c| k * side + c).collect()));
        houses.push((format!("c{}", k + 1), (0..side).map(|r| r * side + k).collect()));
    }
    for (k, cells) in regions.map(region_cells).unwrap_or_default().into_iter().enumerate() {
        houses.push((format!("b{}", k + 1), cells));
    }
    houses
}

/// The relation a dot, an X or V, or a greater-than sign asks of two neighbouring digits (the
/// first cell's, then the second's).
pub(super) fn neighbour_relation(constraint: &Constraint) -> Option<fn(u32, u32) -> bool> {
    Some(match constraint {
        Constraint::X(_) => |p, q| p + q == 10,
        Constraint::V(_) => |p, q| p + q == 5,
        Constraint::WhiteDot(_) => |p, q| p.abs_diff(q) == 1,
        Constraint::BlackDot(_) => |p, q| p == 2 * q || q == 2 * p,
        Constraint::GreaterThan(_) => |p, q| p > q,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::{tuple_rule, Builder, ConstraintCover, SumBounds};
    use crate::sudoku_constraints::builder::MAX_TUPLES;
    use crate::sudoku_constraints::{parse_iss, ConstraintSudoku};

    /// ISS's example named `name` (`data/iss/examples.tsv`).
    fn iss_example(name: &str) -> ConstraintSudoku {
        let examples = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/iss/examples.tsv")).unwrap();
        let line = examples
            .lines()
            .find(|line| line.starts_with(&format!("{name}\t")))
            .unwrap();
        parse_iss(line.split('\t').nth(3).unwrap()).unwrap()
    }

    /// The search's checks of the sums remember what each node read and ask only the bounds
    /// whose cells changed: the same tree, nodes and grids as reading every list and asking every
    /// bound at each node, on ISS's examples with sums of every kind.
    #[test]
    fn remembering_the_reads_changes_no_tree() {
        let names = [
            "Killer",
            "Little Killer Sudoku",
            "X-Sum",
            "Between 1 and 9 Sudoku",
            "Normal Lunchbox",
            "Raw Spaghetti",
            "'Leven",
            "Pill Arrow Sudoku",
            "10 Lines",
        ];
        for name in names {
            let mut cover = ConstraintCover::new(&iss_example(name)).unwrap();
            let remembering = cover.solve(2);
            cover.bounds = cover.bounds.map(|bounds| bounds.forgetful());
            let forgetting = cover.solve(2);
            assert_eq!(remembering.count, 1, "{name}");
            assert_eq!(
                (remembering.nodes, &remembering.grid),
                (forgetting.nodes, &forgetting.grid),
                "{name}"
            );
        }
    }

    /// On each of ISS's examples `names`, the search with all its checks finds the one grid the
    /// search with `without` one of them finds, in under two thirds of its nodes.
    fn fewer_nodes_than(names: &[&str], without: fn(SumBounds) -> SumBounds) {
        for name in names {
            let mut cover = ConstraintCover::for_solving(&iss_example(name)).unwrap();
            let with = cover.solve(2);
            cover.bounds = cover.bounds.map(without);
            let plain = cover.solve(2);
            assert_eq!((with.count, &with.grid), (1, &plain.grid), "{name}");
            assert!(
                with.nodes * 3 < plain.nodes * 2,
                "{name}: {} nodes with the check, {} without",
                with.nodes,
                plain.nodes
            );
        }
    }

    /// A constraint made whole is checked against its cells' candidates at each node: a way
    /// whose digit a cell can no longer hold is out, and the cells keep the digits of the ways
    /// left. On ISS's examples of lines made whole, the same grid in far fewer nodes than
    /// without the check.
    #[test]
    fn the_ways_left_of_a_constraint_made_whole_narrow_its_cells() {
        let names = [
            "'Leven",
            "10 Lines",
            "Lockout Lines (DSM 23 Quali Training)",
            "Elementary",
        ];
        fewer_nodes_than(&names, SumBounds::without_tables);
    }

    /// The learned search starts out drawn to the cells of the sums and constraints made
    /// whole, and a dead end that one of them finds weighs on its cells too, not only on the
    /// item the search branched on last: on ISS's examples where that matters most, the same
    /// grid in far fewer nodes than without.
    #[test]
    fn the_search_starts_at_the_sums_and_blames_the_cells_of_one_that_fails() {
        let names = [
            "'Leven",
            "The Zip that Zips the Zips",
            "I just like colours",
            "XV Kropki Sudoku",
        ];
        fewer_nodes_than(&names, SumBounds::without_learning);
    }

    /// A digit that one of a quad's cells or a cage's must hold is out of every cell that sees
    /// each of those that can: on ISS's quads and its killer without givens, the same grid in
    /// far fewer nodes than without (13,063 and 30,366 nodes without, 431 and 7,936 with).
    #[test]
    fn a_quad_s_and_a_cage_s_digits_are_out_of_the_cells_that_see_where_they_can_go() {
        fewer_nodes_than(&["Quadruple X", "Killing with flowers"], SumBounds::without_seers);
    }

    /// The narrowing's walk, which skips branches that cannot show a cell a digit not seen
    /// yet, finds each cell the digits the full enumeration finds in it, on every constraint of
    /// ISS's examples that has a rule (lines that pass a cell twice among them), where the full
    /// enumeration finishes.
    #[test]
    fn the_narrowing_s_walk_finds_the_digits_of_every_assignment() {
        let examples = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/iss/examples.tsv")).unwrap();
        let mut compared = 0;
        for line in examples.lines() {
            let Ok(puzzle) = parse_iss(line.split('\t').nth(3).unwrap()) else {
                continue;
            };
            let b = Builder::new(&puzzle, true, true);
            for constraint in &puzzle.constraints {
                let Some(rule) = tuple_rule(constraint, b.side, b.regions.as_deref()) else {
                    continue;
                };
                let Some(tuples) = b.tuples(&rule, MAX_TUPLES) else {
                    continue;
                };
                let folded: Vec<u32> = (0..rule.cells.len())
                    .map(|k| tuples.iter().fold(0, |bits, tuple| bits | 1 << (tuple[k] - 1)))
                    .collect();
                assert_eq!(b.digits_in_tuples(&rule), Some(folded), "{constraint:?}");
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared}");
    }
}

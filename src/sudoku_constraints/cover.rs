//! A [`ConstraintSudoku`] as exact cover with colours: the grid's items and options, then each
//! constraint's (see the module's docs for the four shapes), and the search that solves it.

use super::{cell_name, digit_char, Cell, Constraint, ConstraintSudoku, Diagonal};
use crate::bits::Bits;
use crate::problem::{Problem, RawProblem};
use crate::Stepper;
use std::collections::{HashMap, HashSet};

/// Whether digits so far (0: none yet, by place among a constraint's cells) can still be, or
/// with all given are, an assignment the constraint accepts.
type Fits = Box<dyn Fn(&[u32]) -> bool>;

/// An option's entries while the problem is built: each an item and the colour value it gives.
type Entries = Vec<(Item, Option<u32>)>;

/// An item while the problem is built: primary or secondary, by its number among those.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Item {
    Primary(u32),
    Secondary(u32),
}

/// The most assignments a constraint is made of as a whole (see `Builder::whole`); past it, it
/// is made of pairs, chains or a line state, which take fewer options and settle less at a time.
const MAX_TUPLES: usize = 3000;

/// The most partial assignments the search for a constraint's whole assignments may try.
const MAX_TUPLE_STEPS: usize = 300_000;

/// A constraint as a whole: its cells, the order to give them digits in (the ends of a line
/// first where the middle depends on them), and whether digits so far (0: none yet, by place
/// in `cells`) can still be, or with all given are, an assignment it accepts.
struct TupleRule {
    cells: Vec<Cell>,
    order: Vec<usize>,
    fits: Fits,
}

/// The most options one constraint may make: a cage or line whose sums or states would make
/// more is refused with its name, rather than building a problem too large to search.
const MAX_OPTIONS_PER_CONSTRAINT: usize = 200_000;

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

/// The error for the constraint whose items are named `name` (`Cage3`): named as captions name
/// it (`Cage 3`).
fn cover_error(name: &str, reason: impl Into<String>) -> CoverError {
    let number = name.trim_start_matches(|c: char| !c.is_ascii_digit());
    CoverError {
        constraint: format!("{} {number}", &name[..name.len() - number.len()]),
        reason: reason.into(),
    }
}

/// Where a chain's state starts.
enum Start {
    /// At this value.
    Value(u32),
    /// At the colour of this item, one of these values (a loop's state where it closes).
    Item(Item, Vec<u32>),
}

/// Where a chain's state must end.
enum End {
    /// At one of these values.
    Values(Vec<u32>),
    /// At the colour of this item, one of these values (an arrow's circle, the sum every
    /// segment of a region-sum line shares, a loop's start).
    Item(Item, Vec<u32>),
}

/// The problem being built.
struct Builder {
    side: usize,
    primary: Vec<String>,
    secondary: Vec<String>,
    /// Each option: its name and its entries (an item, and the colour value it gives, if any).
    options: Vec<(String, Entries)>,
    /// For each cell and digit (`cell * side + digit - 1`), the secondary items its grid option
    /// covers besides the grid's own: houses of at most one digit each, forbidden pairs.
    extra: Vec<Vec<Item>>,
    /// For each cell and digit, the items of the houses it must fill exactly once.
    houses: Vec<Vec<Item>>,
    /// Each cell's digit item (secondary, coloured by the digit).
    digit_item: Vec<Item>,
    /// Each cell's possible digits, as bits (narrowed before the items are made).
    candidates: Vec<u32>,
    /// Each cell's region, if the grid has regions.
    regions: Option<Vec<usize>>,
    /// The neighbours joined by a dot (true) or an X or V (false), for the strict rules.
    marked: Vec<(bool, (Cell, Cell))>,
}

impl Builder {
    fn primary(&mut self, name: String) -> Item {
        self.primary.push(name);
        Item::Primary(self.primary.len() as u32 - 1)
    }

    fn secondary(&mut self, name: String) -> Item {
        self.secondary.push(name);
        Item::Secondary(self.secondary.len() as u32 - 1)
    }

    fn name(&self, cell: Cell) -> String {
        cell_name(self.side, cell)
    }

    fn digits(&self, cell: Cell) -> impl Iterator<Item = u32> + '_ {
        let bits = self.candidates[cell];
        (1..=self.side as u32).filter(move |d| bits >> (d - 1) & 1 == 1)
    }

    fn placement(&self, cell: Cell, digit: u32) -> usize {
        cell * self.side + digit as usize - 1
    }

    fn shares_house(&self, a: Cell, b: Cell) -> bool {
        let side = self.side;
        a / side == b / side || a % side == b % side || self.regions.as_ref().is_some_and(|r| r[a] == r[b])
    }

    /// Each digit at most once among `cells` (exactly once when they are `side` cells).
    fn house(&mut self, name: &str, cells: &[Cell]) {
        let exact = cells.len() == self.side;
        for digit in 1..=self.side as u32 {
            let label = format!("{name}#{}", digit_char(digit));
            let item = if exact {
                self.primary(label)
            } else {
                self.secondary(label)
            };
            for &cell in cells {
                let at = self.placement(cell, digit);
                if exact {
                    self.houses[at].push(item);
                } else {
                    self.extra[at].push(item);
                }
            }
        }
    }

    /// Grid options `(a, da)` and `(b, db)` never both: a secondary item both cover.
    fn forbid(&mut self, (a, da): (Cell, u32), (b, db): (Cell, u32)) {
        let item = self.secondary(format!(
            "{}={}~{}={}",
            self.name(a),
            digit_char(da),
            self.name(b),
            digit_char(db)
        ));
        let (at_a, at_b) = (self.placement(a, da), self.placement(b, db));
        self.extra[at_a].push(item);
        self.extra[at_b].push(item);
    }

    fn option(&mut self, name: String, entries: Entries) {
        self.options.push((name, entries));
    }

    /// Each pair of orthogonal neighbours among `cells` (in the order listed) takes digits that
    /// `allowed` accepts.
    fn neighbours(&mut self, name: &str, cells: &[Cell], allowed: impl Fn(u32, u32) -> bool) -> Result<(), CoverError> {
        for (k, &a) in cells.iter().enumerate() {
            for &z in &cells[k + 1..] {
                if orthogonal(self.side, a, z) {
                    self.pair(name, a, z, &allowed)?;
                }
            }
        }
        Ok(())
    }

    /// A chain adding up each digit times its cell's weight, from `start` to `end`.
    fn weighted_chain(&mut self, name: &str, cells: &[(Cell, i64)], start: u32, end: End) -> Result<(), CoverError> {
        // Each cell's step adds its weight times its digit.
        let weights: Vec<i64> = cells.iter().map(|&(_, w)| w).collect();
        let plain: Vec<Cell> = cells.iter().map(|&(c, _)| c).collect();
        self.chain_at(name, &plain, Start::Value(start), end, |k, s, d| {
            let next = s as i64 + weights[k] * d as i64;
            u32::try_from(next).ok()
        })
    }

    /// Cells `a` and `b` take digits that `allowed` accepts together: each pair of their
    /// placements it refuses shares a secondary item, so placing one digit strikes at once the
    /// other cell's digits that cannot go with it (forward checking, which an item for the pair
    /// with an option per pair of digits would leave until that item is chosen).
    fn pair(&mut self, name: &str, a: Cell, b: Cell, allowed: impl Fn(u32, u32) -> bool) -> Result<(), CoverError> {
        let (da_all, db_all): (Vec<u32>, Vec<u32>) = (self.digits(a).collect(), self.digits(b).collect());
        // No digit of `a` that `b` cannot go with: narrow() took it out, or the pair is refused
        // as no digits fitting it.
        if !da_all.iter().any(|&da| db_all.iter().any(|&db| allowed(da, db))) {
            return Err(cover_error(name, "no digits fit it"));
        }
        self.forbid_unless(a, b, allowed);
        Ok(())
    }

    /// A secondary item shared by each pair of placements `(a, da)`, `(b, db)` that `keep`
    /// refuses, but for a digit twice in one house (the house forbids that already).
    fn forbid_unless(&mut self, a: Cell, b: Cell, keep: impl Fn(u32, u32) -> bool) {
        let same_house = self.shares_house(a, b);
        let (da_all, db_all): (Vec<u32>, Vec<u32>) = (self.digits(a).collect(), self.digits(b).collect());
        for &da in &da_all {
            for &db in &db_all {
                let housed = same_house && da == db;
                if !(keep(da, db) || housed) {
                    self.forbid((a, da), (b, db));
                }
            }
        }
    }

    fn check_size(&self, name: &str, before: usize) -> Result<(), CoverError> {
        match self.options.len() - before {
            made if made > MAX_OPTIONS_PER_CONSTRAINT => Err(cover_error(
                name,
                format!("{made} options, more than the {MAX_OPTIONS_PER_CONSTRAINT} a constraint may make"),
            )),
            _ => Ok(()),
        }
    }

    /// The cells of a line read in order, each digit moving a state on by `step(state, digit)`
    /// (none: not allowed), from `start` to `end`. An item per cell; a secondary item per gap
    /// between cells, coloured by the state there; an option per cell, digit and state before
    /// it from which the end can still be reached.
    fn chain(
        &mut self,
        name: &str,
        cells: &[Cell],
        start: Start,
        end: End,
        step: impl Fn(u32, u32) -> Option<u32>,
    ) -> Result<(), CoverError> {
        self.chain_at(name, cells, start, end, |_, state, digit| step(state, digit))
    }

    /// As [`chain`](Self::chain), the step told the cell's place on the line too.
    fn chain_at(
        &mut self,
        name: &str,
        cells: &[Cell],
        start: Start,
        end: End,
        step: impl Fn(usize, u32, u32) -> Option<u32>,
    ) -> Result<(), CoverError> {
        let before = self.options.len();
        let n = cells.len();
        if n == 0 {
            return Ok(());
        }
        // States reachable before each cell, then those from which the end can be reached.
        let mut reach: Vec<Vec<u32>> = Vec::with_capacity(n + 1);
        reach.push(match &start {
            Start::Value(value) => vec![*value],
            Start::Item(_, values) => values.clone(),
        });
        for (k, &cell) in cells.iter().enumerate() {
            let mut next: Vec<u32> = Vec::new();
            for &state in &reach[reach.len() - 1] {
                for digit in self.digits(cell) {
                    if let Some(after) = step(k, state, digit) {
                        next.push(after);
                    }
                }
            }
            next.sort_unstable();
            next.dedup();
            reach.push(next);
        }
        let accepted = match &end {
            End::Values(values) | End::Item(_, values) => values,
        };
        reach[n].retain(|state| accepted.contains(state));
        for k in (0..n).rev() {
            let (now, later) = reach.split_at_mut(k + 1);
            let cell = cells[k];
            let digits: Vec<u32> = self.digits(cell).collect();
            now[k].retain(|&state| {
                digits
                    .iter()
                    .any(|&d| step(k, state, d).is_some_and(|after| later[0].binary_search(&after).is_ok()))
            });
        }
        if reach[0].is_empty() {
            return Err(cover_error(name, "no digits fit it".to_string()));
        }
        // The state items: before the first cell (a loop's), between cells, after the last.
        let mut states: Vec<Option<Item>> = vec![None; n + 1];
        if let Start::Item(item, _) = start {
            states[0] = Some(item);
        }
        for (k, state) in states.iter_mut().enumerate().take(n).skip(1) {
            *state = Some(self.secondary(format!("{name}:{}>", self.name(cells[k - 1]))));
        }
        if let End::Item(item, _) = end {
            states[n] = Some(item);
        }
        for (k, &cell) in cells.iter().enumerate() {
            let item = self.primary(format!("{name}@{}", self.name(cell)));
            let digits: Vec<u32> = self.digits(cell).collect();
            for &state in &reach[k] {
                for &digit in &digits {
                    let Some(after) = step(k, state, digit).filter(|after| reach[k + 1].binary_search(after).is_ok())
                    else {
                        continue;
                    };
                    let mut entries = vec![(item, None), (self.digit_item[cell], Some(digit))];
                    entries.extend(states[k].map(|s| (s, Some(state))));
                    entries.extend(states[k + 1].map(|s| (s, Some(after))));
                    let label = format!("{name}: {}={} ({state}→{after})", self.name(cell), digit_char(digit));
                    self.option(label, entries);
                }
            }
        }
        self.check_size(name, before)
    }

    /// Every assignment of digits to `rule`'s cells that it accepts (two cells of one row,
    /// column or region apart), or none when there are more than [`MAX_TUPLES`] or the search
    /// would look at more than [`MAX_TUPLE_STEPS`] partial ones.
    fn tuples(&self, rule: &TupleRule) -> Option<Vec<Vec<u32>>> {
        let n = rule.cells.len();
        let apart: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| rule.cells[i] != rule.cells[j] && self.shares_house(rule.cells[i], rule.cells[j]))
                    .collect()
            })
            .collect();
        let candidates: Vec<Vec<u32>> = rule.cells.iter().map(|&c| self.digits(c).collect()).collect();
        let mut digits = vec![0u32; n];
        let mut found: Vec<Vec<u32>> = Vec::new();
        let mut steps = 0usize;
        // Depth-first over the cells in the rule's order.
        fn extend(
            depth: usize,
            rule: &TupleRule,
            apart: &[Vec<bool>],
            candidates: &[Vec<u32>],
            digits: &mut Vec<u32>,
            found: &mut Vec<Vec<u32>>,
            steps: &mut usize,
        ) -> bool {
            if depth == rule.order.len() {
                found.push(digits.clone());
                return found.len() <= MAX_TUPLES;
            }
            let at = rule.order[depth];
            for &digit in &candidates[at] {
                *steps += 1;
                if *steps > MAX_TUPLE_STEPS {
                    return false;
                }
                let clash = |other: usize| {
                    let known = digits[other] != 0;
                    known
                        && (apart[at][other] && digits[other] == digit
                            || rule.cells[other] == rule.cells[at] && digits[other] != digit)
                };
                if (0..digits.len()).any(clash) {
                    continue;
                }
                digits[at] = digit;
                if (rule.fits)(digits) && !extend(depth + 1, rule, apart, candidates, digits, found, steps) {
                    return false;
                }
                digits[at] = 0;
            }
            true
        }
        extend(0, rule, &apart, &candidates, &mut digits, &mut found, &mut steps).then_some(found)
    }

    /// The whole of a constraint as one item, an option per assignment of digits to its cells
    /// that `rule` accepts (the strongest form: choosing one settles every cell): false, and
    /// nothing made, when there would be more than [`MAX_TUPLES`] of them, or the search for
    /// them would look at more than [`MAX_TUPLE_STEPS`] partial ones.
    fn whole(&mut self, name: &str, rule: &TupleRule) -> Result<bool, CoverError> {
        let Some(found) = self.tuples(rule) else {
            return Ok(false);
        };
        if found.is_empty() {
            return Err(cover_error(name, "no digits fit it".to_string()));
        }
        let item = self.primary(name.to_string());
        for tuple in &found {
            let shown: Vec<String> = tuple.iter().map(|&d| digit_char(d).to_string()).collect();
            let mut entries = vec![(item, None)];
            for (k, (&cell, &digit)) in rule.cells.iter().zip(tuple).enumerate() {
                // A line may pass a cell twice: its digit once.
                if !rule.cells[..k].contains(&cell) {
                    entries.push((self.digit_item[cell], Some(digit)));
                }
            }
            self.option(format!("{name}: {}", shown.join("-")), entries);
        }
        // Each two of its cells refuse together the digits no assignment gives them both:
        // placing one strikes the other's at once (the options above only settle the
        // constraint when one of them is chosen).
        let cells = &rule.cells;
        for i in 0..cells.len() {
            for j in i + 1..cells.len() {
                if cells[i] == cells[j] || cells[..i].contains(&cells[i]) || cells[..j].contains(&cells[j]) {
                    continue;
                }
                let seen: HashSet<(u32, u32)> = found.iter().map(|tuple| (tuple[i], tuple[j])).collect();
                self.forbid_unless(cells[i], cells[j], |di, dj| seen.contains(&(di, dj)));
            }
        }
        Ok(true)
    }

    /// A value chosen once for a line (`states`, each with its label), and each cell's digit
    /// agreeing with it (`fits(position, digit, state)`): a secondary item coloured by the
    /// state, an item per cell, an option per cell, digit and state.
    fn line_state(
        &mut self,
        name: &str,
        cells: &[Cell],
        states: &[u32],
        fits: impl Fn(usize, u32, u32) -> bool,
    ) -> Result<(), CoverError> {
        let before = self.options.len();
        let state_item = self.secondary(format!("{name}:state"));
        for (k, &cell) in cells.iter().enumerate() {
            let item = self.primary(format!("{name}@{}", self.name(cell)));
            let digits: Vec<u32> = self.digits(cell).collect();
            for &state in states {
                for &digit in &digits {
                    if fits(k, digit, state) {
                        let label = format!("{name}: {}={} ({state})", self.name(cell), digit_char(digit));
                        let entries = vec![
                            (item, None),
                            (self.digit_item[cell], Some(digit)),
                            (state_item, Some(state)),
                        ];
                        self.option(label, entries);
                    }
                }
            }
        }
        self.check_size(name, before)
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
}

impl ConstraintCover {
    /// Makes `puzzle` exact cover.
    ///
    /// # Errors
    /// A constraint that no digits fit, or that would make too many options.
    pub fn new(puzzle: &ConstraintSudoku) -> Result<ConstraintCover, CoverError> {
        let side = puzzle.side;
        let cells = side * side;
        let mut b = Builder {
            side,
            primary: Vec::new(),
            secondary: Vec::new(),
            options: Vec::new(),
            extra: vec![Vec::new(); cells * side],
            houses: vec![Vec::new(); cells * side],
            digit_item: Vec::with_capacity(cells),
            candidates: puzzle.candidates.clone(),
            regions: puzzle.regions.clone(),
            marked: Vec::new(),
        };
        narrow(&mut b, &puzzle.constraints);
        // What each item and option stands for, recorded as they are made.
        let mut roles = Roles::default();
        // The grid: a cell item each; each row, column and region holds each digit once.
        let cell_items: Vec<Item> = (0..cells).map(|cell| b.primary(b.name(cell))).collect();
        roles.primary.extend((0..cells).map(ItemRole::Cell));
        for cell in 0..cells {
            let item = b.secondary(format!("d@{}", b.name(cell)));
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
        // The strict rules last: they forbid what no dot, X or V marks, so they need them all.
        let mut numbers: HashMap<&'static str, usize> = HashMap::new();
        let strict = |c: &Constraint| matches!(c, Constraint::StrictKropki | Constraint::StrictXV);
        let in_order = puzzle.constraints.iter().enumerate().filter(|(_, c)| !strict(c));
        for (k, constraint) in in_order.chain(puzzle.constraints.iter().enumerate().filter(|(_, c)| strict(c))) {
            add(&mut b, &mut numbers, constraint)?;
            roles.primary.resize(b.primary.len(), ItemRole::Constraint(k));
            roles.secondary.resize(b.secondary.len(), ItemRole::Constraint(k));
            roles.options.resize(b.options.len(), k);
        }
        // The grid's options, first: a solution's digits are read from them.
        let grid_entries: Vec<(usize, Entries)> = (0..cells)
            .flat_map(|cell| {
                let (b, cell_items) = (&b, &cell_items);
                b.digits(cell).map(move |digit| {
                    let at = b.placement(cell, digit);
                    let mut entries = vec![(cell_items[cell], None)];
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
        let mut color_of: HashMap<u32, u32> = HashMap::new();
        let mut placements = Vec::with_capacity(grid_entries.len() + b.options.len());
        let mut push = |raw: &mut RawProblem, name: String, entries: &[(Item, Option<u32>)]| {
            let items: Vec<u32> = entries.iter().map(|&(item, _)| index(item)).collect();
            let colors: Vec<u32> = entries
                .iter()
                .map(|&(_, value)| value.map_or(0, |v| *color_of.entry(v).or_insert_with(|| raw.color(&v.to_string()))))
                .collect();
            raw.push_colored_option(Some(name), &items, &colors);
        };
        for (at, entries) in &grid_entries {
            let (cell, digit) = (at / side, (at % side) as u32 + 1);
            push(&mut raw, format!("{}={}", b.name(cell), digit_char(digit)), entries);
            placements.push(Some(*at));
        }
        for (name, entries) in &b.options {
            push(&mut raw, name.clone(), entries);
            placements.push(None);
        }
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

    /// Searches for up to `limit` solutions (2 tells whether there is one only), with the bit
    /// engine where it takes the problem, else the links.
    pub fn solve(&self, limit: u64) -> Solved {
        let mut first = None;
        let mut seen: HashSet<Vec<u32>> = HashSet::new();
        let mut count = 0;
        // Takes a solution's grid; false once `limit` grids are found.
        let mut take = |options: &[usize]| {
            let grid = self.grid_of(options);
            if !self.repeats || seen.insert(grid.clone()) {
                first.get_or_insert(grid);
                count += 1;
            }
            count < limit
        };
        let nodes = match Bits::new(&self.problem) {
            Ok(bits) if limit > 0 => bits.search(u64::MAX, |options| take(options)).nodes,
            _ => {
                let mut stepper = Stepper::new(&self.problem);
                if limit > 0 {
                    while let Some(options) = stepper.next_solution() {
                        if !take(&options) {
                            break;
                        }
                    }
                }
                stepper.stats().nodes
            }
        };
        Solved {
            grid: first,
            count,
            nodes,
        }
    }
}

/// The roles of the items and options made so far, by kind of item.
#[derive(Default)]
struct Roles {
    primary: Vec<ItemRole>,
    secondary: Vec<ItemRole>,
    /// Each constraint option's constraint.
    options: Vec<usize>,
}

/// Each constraint's name as captions give it: its kind and its number among those of its kind
/// (`Thermo 2`), in the order given.
pub fn constraint_names(constraints: &[Constraint]) -> Vec<String> {
    let mut numbers: HashMap<&'static str, usize> = HashMap::new();
    constraints
        .iter()
        .map(|constraint| {
            let kind = kind_name(constraint);
            let number = numbers.entry(kind).or_insert(0);
            *number += 1;
            format!("{kind} {number}")
        })
        .collect()
}

/// The kind of a constraint as names give it (`Thermo`, `WhiteDot`).
pub fn constraint_kind(constraint: &Constraint) -> &'static str {
    kind_name(constraint)
}

/// Adds one constraint's items and options, numbered per kind (`Thermo 1`, `Thermo 2`, …).
fn add(b: &mut Builder, numbers: &mut HashMap<&'static str, usize>, constraint: &Constraint) -> Result<(), CoverError> {
    let side = b.side;
    let max = side as u32;
    let kind = kind_name(constraint);
    let number = numbers.entry(kind).or_insert(0);
    *number += 1;
    let name = format!("{kind}{number}");
    // The neighbours a dot, X or V joins, for the strict rules (which come after).
    if let Constraint::X(cells) | Constraint::V(cells) | Constraint::WhiteDot(cells) | Constraint::BlackDot(cells) =
        constraint
    {
        let kropki = matches!(constraint, Constraint::WhiteDot(_) | Constraint::BlackDot(_));
        for (k, &a) in cells.iter().enumerate() {
            for &z in &cells[k + 1..] {
                if orthogonal(side, a, z) {
                    b.marked.push((kropki, (a.min(z), a.max(z))));
                }
            }
        }
    }
    if let Some(rule) = tuple_rule(constraint, b) {
        if b.whole(&name, &rule)? {
            return Ok(());
        }
    }
    match constraint {
        Constraint::Diagonal(which) => {
            let cells: Vec<Cell> = (0..side)
                .map(|k| match which {
                    Diagonal::Falling => k * side + k,
                    Diagonal::Rising => (side - 1 - k) * side + k,
                })
                .collect();
            b.house(&name, &cells);
        }
        Constraint::Windoku => {
            let box_rows = ConstraintSudoku::box_rows_for(side).unwrap_or(1);
            let box_cols = side / box_rows;
            // Windows one cell in from the boxes' corners, a gap of one between them.
            for top in (1..side).step_by(box_rows + 1).filter(|&t| t + box_rows < side) {
                for left in (1..side).step_by(box_cols + 1).filter(|&l| l + box_cols < side) {
                    let cells: Vec<Cell> = (0..box_rows)
                        .flat_map(|r| (0..box_cols).map(move |c| (top + r) * side + left + c))
                        .collect();
                    let window = format!("{name}.{}", b.name(top * side + left));
                    b.house(&window, &cells);
                }
            }
        }
        Constraint::DisjointSets => {
            let box_rows = ConstraintSudoku::box_rows_for(side).unwrap_or(1);
            let box_cols = side / box_rows;
            for place in 0..side {
                let (r, c) = (place / box_cols, place % box_cols);
                let cells: Vec<Cell> = (0..side)
                    .map(|bx| ((bx / box_rows) * box_rows + r) * side + (bx % box_rows) * box_cols + c)
                    .collect();
                b.house(&format!("{name}.{}", place + 1), &cells);
            }
        }
        Constraint::AntiKnight | Constraint::AntiKing => {
            let moves: &[(isize, isize)] = match constraint {
                Constraint::AntiKnight => &[(1, 2), (2, 1), (1, -2), (2, -1)],
                _ => &[(1, 1), (1, -1)],
            };
            for a in 0..side * side {
                for &(dr, dc) in moves {
                    let (r, c) = ((a / side) as isize + dr, (a % side) as isize + dc);
                    if r < 0 || c < 0 || r >= side as isize || c >= side as isize {
                        continue;
                    }
                    let bcell = r as usize * side + c as usize;
                    if !b.shares_house(a, bcell) {
                        for digit in 1..=max {
                            b.forbid((a, digit), (bcell, digit));
                        }
                    }
                }
            }
        }
        Constraint::AntiConsecutive => {
            for (a, other) in neighbour_pairs(side) {
                for digit in 1..max {
                    b.forbid((a, digit), (other, digit + 1));
                    b.forbid((a, digit + 1), (other, digit));
                }
            }
        }
        Constraint::Cage { cells, sum } => {
            b.house(&name, cells);
            if let Some(sum) = *sum {
                b.chain(&name, cells, Start::Value(0), End::Values(vec![sum]), |s, d| {
                    Some(s + d)
                })?;
            }
        }
        Constraint::Thermo(cells) => {
            for pair in cells.windows(2) {
                b.pair(&name, pair[0], pair[1], |x, y| x < y)?;
            }
        }
        Constraint::Arrow { circle, arrow } => {
            // The circle's digits read as a number: a chain over the circle's cells makes it,
            // and the arrow's chain must end at it.
            let total = b.secondary(format!("{name}:total"));
            let most = max * arrow.len() as u32;
            let totals: Vec<u32> = (1..=most).collect();
            b.chain(
                &format!("{name}o"),
                circle,
                Start::Value(0),
                End::Item(total, totals.clone()),
                |s, d| {
                    let number = s * 10 + d;
                    (number <= most).then_some(number)
                },
            )?;
            b.chain(&name, arrow, Start::Value(0), End::Item(total, totals), |s, d| {
                (s + d <= most).then_some(s + d)
            })?;
        }
        Constraint::LittleKiller { cells, sum } => {
            b.chain(&name, cells, Start::Value(0), End::Values(vec![*sum]), |s, d| {
                Some(s + d)
            })?;
        }
        Constraint::X(cells)
        | Constraint::V(cells)
        | Constraint::WhiteDot(cells)
        | Constraint::BlackDot(cells)
        | Constraint::GreaterThan(cells) => {
            let relation = neighbour_relation(constraint).expect("a relation of neighbours");
            b.neighbours(&name, cells, relation)?;
        }
        Constraint::StrictKropki | Constraint::StrictXV => {
            // Every pair of neighbours no dot (or X, V) joins: the digit pairs a dot would mark
            // are forbidden there.
            let kropki = matches!(constraint, Constraint::StrictKropki);
            let marked: Vec<(Cell, Cell)> = b
                .marked
                .iter()
                .filter(|(is_kropki, _)| *is_kropki == kropki)
                .map(|&(_, pair)| pair)
                .collect();
            let marks = |p: u32, q: u32| match kropki {
                true => p.abs_diff(q) == 1 || p == 2 * q || q == 2 * p,
                false => p + q == 10 || p + q == 5,
            };
            for (a, other) in neighbour_pairs(side).filter(|pair| !marked.contains(pair)) {
                for p in 1..=max {
                    for q in 1..=max {
                        if marks(p, q) && (p != q || !b.shares_house(a, other)) {
                            b.forbid((a, p), (other, q));
                        }
                    }
                }
            }
        }
        Constraint::Jigsaw(regions) => {
            for (k, members) in region_cells(regions).iter().enumerate() {
                b.house(&format!("{name}.{}", k + 1), members);
            }
        }
        Constraint::Sum { cells, weights, sum } => {
            // States are the weighted sum so far, offset so that none is negative.
            let bias = (max as i64) * 100 * cells.len() as i64;
            let at = |value: i64| (value + bias) as u32;
            let weighted: Vec<(Cell, i64)> = cells.iter().copied().zip(weights.iter().map(|&w| w as i64)).collect();
            let end = End::Values(vec![at(*sum as i64)]);
            b.weighted_chain(&name, &weighted, at(0), end)?;
        }
        Constraint::DoubleArrow(cells) => {
            let n = cells.len();
            let total = b.secondary(format!("{name}:total"));
            let most = 2 * max;
            let totals: Vec<u32> = (1..=most).collect();
            let ends = [cells[0], cells[n - 1]];
            b.chain(
                &format!("{name}o"),
                &ends,
                Start::Value(0),
                End::Item(total, totals.clone()),
                |s, d| (s + d <= most).then_some(s + d),
            )?;
            b.chain(
                &name,
                &cells[1..n - 1],
                Start::Value(0),
                End::Item(total, totals),
                |s, d| (s + d <= most).then_some(s + d),
            )?;
        }
        Constraint::Whisper { cells, difference } => {
            for pair in cells.windows(2) {
                b.pair(&name, pair[0], pair[1], |p, q| p.abs_diff(q) >= *difference)?;
            }
        }
        Constraint::Renban(cells) => {
            b.house(&name, cells);
            let length = cells.len() as u32;
            let lows: Vec<u32> = (1..=(max + 1).saturating_sub(length)).collect();
            b.line_state(&name, cells, &lows, |_, d, low| low <= d && d < low + length)?;
        }
        Constraint::Palindrome(cells) => {
            let n = cells.len();
            for k in 0..n / 2 {
                b.pair(&name, cells[k], cells[n - 1 - k], |p, q| p == q)?;
            }
        }
        Constraint::Between(cells) => {
            // With cells between the ends, theirs differ by 2 or more; with none, anything goes.
            let last = cells.len() - 1;
            let ends = end_pairs(max, |a, z| last == 1 || a.abs_diff(z) >= 2);
            b.line_state(&name, cells, &ends, |k, d, state| {
                let (a, z) = split_pair(state, max);
                match k {
                    0 => d == a,
                    _ if k == last => d == z,
                    _ => a.min(z) < d && d < a.max(z),
                }
            })?;
        }
        Constraint::Lockout { cells, difference } => {
            let last = cells.len() - 1;
            let ends = end_pairs(max, |a, b| a.abs_diff(b) >= *difference);
            b.line_state(&name, cells, &ends, |k, d, state| {
                let (a, z) = split_pair(state, max);
                match k {
                    0 => d == a,
                    _ if k == last => d == z,
                    _ => d < a.min(z) || d > a.max(z),
                }
            })?;
        }
        Constraint::Zipper(cells) => {
            // The shared sum is a line state; each pair of cells (and the middle one alone)
            // takes digits adding up to it.
            let n = cells.len();
            let sums: Vec<u32> = (1..=2 * max).collect();
            let mut groups: Vec<Vec<Cell>> = (0..n / 2).map(|k| vec![cells[k], cells[n - 1 - k]]).collect();
            if n % 2 == 1 {
                groups.push(vec![cells[n / 2]]);
            }
            let state = b.secondary(format!("{name}:sum"));
            let before = b.options.len();
            for group in groups {
                let item = b.primary(format!("{name}@{}", b.name(group[0])));
                let digit_sets: Vec<Vec<u32>> = group.iter().map(|&c| b.digits(c).collect()).collect();
                for &sum in &sums {
                    for &x in &digit_sets[0] {
                        let y = sum.checked_sub(x).filter(|_| group.len() == 2);
                        let fits = match y {
                            Some(y) => digit_sets[1].contains(&y),
                            None => group.len() == 1 && x == sum,
                        };
                        if !fits {
                            continue;
                        }
                        let mut entries = vec![(item, None), (state, Some(sum)), (b.digit_item[group[0]], Some(x))];
                        let mut label = format!("{name}: {}={}", b.name(group[0]), digit_char(x));
                        if let Some(y) = y {
                            entries.push((b.digit_item[group[1]], Some(y)));
                            label.push_str(&format!(" {}={}", b.name(group[1]), digit_char(y)));
                        }
                        b.option(format!("{label} (sum {sum})"), entries);
                    }
                }
            }
            b.check_size(&name, before)?;
        }
        Constraint::RegionSumLine(cells) => {
            // The line's segments, each the run of cells it spends in one region; each a chain
            // ending at the total every segment shares.
            let regions = b.regions.clone();
            let region_of = |cell: Cell| regions.as_ref().map_or(0, |r| r[cell]);
            let mut segments: Vec<Vec<Cell>> = Vec::new();
            for &cell in cells {
                match segments.last_mut() {
                    Some(segment) if region_of(segment[0]) == region_of(cell) => segment.push(cell),
                    _ => segments.push(vec![cell]),
                }
            }
            let total = b.secondary(format!("{name}:total"));
            let most = max * side as u32;
            let totals: Vec<u32> = (1..=most).collect();
            for (k, segment) in segments.iter().enumerate() {
                b.chain(
                    &format!("{name}.{}", k + 1),
                    segment,
                    Start::Value(0),
                    End::Item(total, totals.clone()),
                    |s, d| (s + d <= most).then_some(s + d),
                )?;
            }
        }
        Constraint::SumLine { cells, sum, closed } => {
            let step = |s: u32, d: u32| match s + d {
                t if t < *sum => Some(t),
                t if t == *sum => Some(0),
                _ => None,
            };
            let states: Vec<u32> = (0..*sum).collect();
            if *closed {
                let start = b.secondary(format!("{name}:start"));
                b.chain(
                    &name,
                    cells,
                    Start::Item(start, states.clone()),
                    End::Item(start, states),
                    step,
                )?;
            } else {
                b.chain(&name, cells, Start::Value(0), End::Values(vec![0]), step)?;
            }
        }
    }
    Ok(())
}

/// The name a constraint's items and options start with.
fn kind_name(constraint: &Constraint) -> &'static str {
    match constraint {
        Constraint::Diagonal(_) => "Diagonal",
        Constraint::Windoku => "Window",
        Constraint::DisjointSets => "Disjoint",
        Constraint::AntiKnight => "AntiKnight",
        Constraint::AntiKing => "AntiKing",
        Constraint::AntiConsecutive => "AntiConsecutive",
        Constraint::Cage { .. } => "Cage",
        Constraint::Thermo(_) => "Thermo",
        Constraint::Arrow { .. } => "Arrow",
        Constraint::LittleKiller { .. } => "LittleKiller",
        Constraint::X(..) => "X",
        Constraint::V(..) => "V",
        Constraint::WhiteDot(..) => "WhiteDot",
        Constraint::BlackDot(..) => "BlackDot",
        Constraint::Whisper { .. } => "Whisper",
        Constraint::Renban(_) => "Renban",
        Constraint::Palindrome(_) => "Palindrome",
        Constraint::Between(_) => "Between",
        Constraint::Zipper(_) => "Zipper",
        Constraint::RegionSumLine(_) => "RegionSum",
        Constraint::SumLine { .. } => "SumLine",
        Constraint::Lockout { .. } => "Lockout",
        Constraint::GreaterThan(_) => "GreaterThan",
        Constraint::StrictKropki => "StrictKropki",
        Constraint::StrictXV => "StrictXV",
        Constraint::Jigsaw(_) => "Jigsaw",
        Constraint::Sum { .. } => "Sum",
        Constraint::DoubleArrow(_) => "DoubleArrow",
    }
}

/// The pairs of digits `(a, z)` for a line's two ends that `keep` accepts, each as one number.
fn end_pairs(max: u32, keep: impl Fn(u32, u32) -> bool) -> Vec<u32> {
    (1..=max)
        .flat_map(|a| (1..=max).map(move |z| (a, z)))
        .filter(|&(a, z)| keep(a, z))
        .map(|(a, z)| a * (max + 1) + z)
        .collect()
}

fn split_pair(state: u32, max: u32) -> (u32, u32) {
    (state / (max + 1), state % (max + 1))
}

/// The constraints that read as a whole: the line and cage constraints (not the grid-wide rules,
/// nor the dots and X and V, which are pairs already).
fn tuple_rule(constraint: &Constraint, b: &Builder) -> Option<TupleRule> {
    let side = b.side as u32;
    let natural = |n: usize| (0..n).collect::<Vec<usize>>();
    let ends_first = |n: usize| {
        let mut order = vec![0, n - 1];
        order.extend(1..n - 1);
        order
    };
    let rule = |cells: &[Cell], order: Vec<usize>, fits: Fits| TupleRule {
        cells: cells.to_vec(),
        order,
        fits,
    };
    Some(match constraint {
        Constraint::Thermo(cells) => rule(
            cells,
            natural(cells.len()),
            Box::new(|d| d.windows(2).all(|w| w[0] == 0 || w[1] == 0 || w[0] < w[1])),
        ),
        Constraint::Whisper { cells, difference } => {
            let difference = *difference;
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    d.windows(2)
                        .all(|w| w[0] == 0 || w[1] == 0 || w[0].abs_diff(w[1]) >= difference)
                }),
            )
        }
        Constraint::Renban(cells) => {
            let n = cells.len() as u32;
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    let set: Vec<u32> = d.iter().copied().filter(|&x| x != 0).collect();
                    let distinct = set.iter().enumerate().all(|(k, x)| !set[..k].contains(x));
                    let spread = set.iter().max().unwrap_or(&0) - set.iter().min().unwrap_or(&0);
                    distinct && spread < n
                }),
            )
        }
        Constraint::Palindrome(cells) => rule(
            cells,
            natural(cells.len()),
            Box::new(|d| {
                let n = d.len();
                (0..n / 2).all(|k| d[k] == 0 || d[n - 1 - k] == 0 || d[k] == d[n - 1 - k])
            }),
        ),
        Constraint::Between(cells) => {
            let n = cells.len();
            rule(
                cells,
                ends_first(n),
                Box::new(move |d| {
                    let (a, z) = (d[0], d[n - 1]);
                    d[1..n - 1].iter().all(|&x| x == 0 || (a.min(z) < x && x < a.max(z)))
                }),
            )
        }
        Constraint::Lockout { cells, difference } => {
            let (n, difference) = (cells.len(), *difference);
            rule(
                cells,
                ends_first(n),
                Box::new(move |d| {
                    let (a, z) = (d[0], d[n - 1]);
                    (z == 0 || a.abs_diff(z) >= difference)
                        && d[1..n - 1].iter().all(|&x| x == 0 || x < a.min(z) || x > a.max(z))
                }),
            )
        }
        Constraint::Zipper(cells) => {
            let n = cells.len();
            let mut order = Vec::new();
            for k in 0..n / 2 {
                order.extend([k, n - 1 - k]);
            }
            if n % 2 == 1 {
                order.push(n / 2);
            }
            rule(
                cells,
                order,
                Box::new(move |d| {
                    let mut sums = (0..n / 2)
                        .filter(|&k| d[k] != 0 && d[n - 1 - k] != 0)
                        .map(|k| d[k] + d[n - 1 - k]);
                    let first = sums.next();
                    let middle = (n % 2 == 1 && d[n / 2] != 0).then(|| d[n / 2]);
                    let all: Vec<u32> = first.into_iter().chain(sums).chain(middle).collect();
                    all.windows(2).all(|w| w[0] == w[1])
                }),
            )
        }
        Constraint::Cage { cells, sum: Some(sum) } => {
            let adds_up = weighted_fits(vec![1; cells.len()], *sum as i64, side);
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    let set: Vec<u32> = d.iter().copied().filter(|&x| x != 0).collect();
                    set.iter().enumerate().all(|(k, x)| !set[..k].contains(x)) && adds_up(d)
                }),
            )
        }
        Constraint::LittleKiller { cells, sum } => {
            let weights = vec![1; cells.len()];
            rule(cells, natural(cells.len()), weighted_fits(weights, *sum as i64, side))
        }
        Constraint::Sum { cells, weights, sum } => {
            let weights = weights.iter().map(|&w| w as i64).collect();
            rule(cells, natural(cells.len()), weighted_fits(weights, *sum as i64, side))
        }
        Constraint::Arrow { circle, arrow } => {
            // The circle's cells first (its number), then the arrow's: a weighted sum whose
            // circle digits weigh minus their place value.
            let mut cells = circle.clone();
            cells.extend(arrow);
            let k = circle.len() as u32;
            let mut weights: Vec<i64> = (0..k).map(|place| -(10i64.pow(k - 1 - place))).collect();
            weights.extend(std::iter::repeat_n(1, arrow.len()));
            rule(&cells, natural(cells.len()), weighted_fits(weights, 0, side))
        }
        Constraint::DoubleArrow(cells) => {
            let n = cells.len();
            let mut weights = vec![1i64; n];
            weights[0] = -1;
            weights[n - 1] = -1;
            rule(cells, ends_first(n), weighted_fits(weights, 0, side))
        }
        Constraint::RegionSumLine(cells) => {
            let regions = b.regions.clone();
            let segment: Vec<usize> = {
                let mut ids = Vec::with_capacity(cells.len());
                for (k, &cell) in cells.iter().enumerate() {
                    let region = |c: Cell| regions.as_ref().map_or(0, |r| r[c]);
                    let same = k > 0 && region(cells[k - 1]) == region(cell);
                    ids.push(if k == 0 {
                        0
                    } else if same {
                        ids[k - 1]
                    } else {
                        ids[k - 1] + 1
                    });
                }
                ids
            };
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    let count = segment.last().map_or(0, |&s| s + 1);
                    let mut sums: Vec<Option<u32>> = vec![Some(0); count];
                    for (k, &x) in d.iter().enumerate() {
                        let total = &mut sums[segment[k]];
                        *total = if x == 0 { None } else { total.map(|t| t + x) };
                    }
                    let done: Vec<u32> = sums.into_iter().flatten().collect();
                    done.windows(2).all(|w| w[0] == w[1])
                }),
            )
        }
        Constraint::SumLine { cells, sum, closed } => {
            let (sum, closed) = (*sum, *closed);
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    if closed {
                        // Some cut of the loop makes every segment add up to `sum`.
                        return d.contains(&0)
                            || (0..d.len())
                                .any(|start| segments_add_up(d.iter().cycle().skip(start).take(d.len()), sum));
                    }
                    let known: Vec<u32> = d.iter().copied().take_while(|&x| x != 0).collect();
                    let mut running = 0;
                    for x in &known {
                        running += x;
                        if running > sum {
                            return false;
                        }
                        if running == sum {
                            running = 0;
                        }
                    }
                    known.len() < d.len() || running == 0
                }),
            )
        }
        Constraint::X(cells)
        | Constraint::V(cells)
        | Constraint::WhiteDot(cells)
        | Constraint::BlackDot(cells)
        | Constraint::GreaterThan(cells) => {
            let relation = neighbour_relation(constraint).expect("a relation of neighbours");
            let n = cells.len();
            let side = b.side;
            let joined: Vec<(usize, usize)> = (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .filter(|&(i, j)| orthogonal(side, cells[i], cells[j]))
                .collect();
            rule(
                cells,
                natural(n),
                Box::new(move |d| {
                    joined
                        .iter()
                        .all(|&(i, j)| d[i] == 0 || d[j] == 0 || relation(d[i], d[j]))
                }),
            )
        }
        _ => return None,
    })
}

/// Whether `digits` cut from their start into segments each adding up to `sum`.
fn segments_add_up<'a>(digits: impl Iterator<Item = &'a u32>, sum: u32) -> bool {
    let mut running = 0;
    for x in digits {
        running += x;
        if running > sum {
            return false;
        }
        if running == sum {
            running = 0;
        }
    }
    running == 0
}

/// Digits times `weights` adding up to `sum`: with some digits still to come, whether the least
/// and most they can add leave `sum` within reach.
fn weighted_fits(weights: Vec<i64>, sum: i64, side: u32) -> Fits {
    let side = side as i64;
    Box::new(move |d| {
        let (mut low, mut high) = (0i64, 0i64);
        for (&x, &w) in d.iter().zip(&weights) {
            if x == 0 {
                low += (w).min(w * side);
                high += (w).max(w * side);
            } else {
                low += w * x as i64;
                high += w * x as i64;
            }
        }
        low <= sum && sum <= high
    })
}

/// Takes from each cell the digits it cannot hold, before the problem is built: a digit no
/// assignment of a constraint's cells gives it (a thermometer's bulb above 4), and the digit of
/// a cell left with one from the others of its row, column and region; again until nothing
/// changes. The search finds the same solutions without them, but it would learn that a digit
/// fails only by trying it: these cost a few enumerations, and shrink the tree a thousandfold
/// on a thermometer puzzle with eight givens.
fn narrow(b: &mut Builder, constraints: &[Constraint]) {
    let rules: Vec<TupleRule> = constraints.iter().filter_map(|c| tuple_rule(c, b)).collect();
    let cells = b.side * b.side;
    let side = b.side;
    let houses: Vec<Vec<Cell>> = grid_houses(side, b.regions.as_deref())
        .into_iter()
        .map(|(_, house)| house)
        .collect();
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
        for rule in &rules {
            if let Some(tuples) = b.tuples(rule) {
                for (k, &cell) in rule.cells.iter().enumerate() {
                    let seen = tuples.iter().fold(0u32, |bits, tuple| bits | 1 << (tuple[k] - 1));
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
fn orthogonal(side: usize, a: Cell, z: Cell) -> bool {
    (a / side).abs_diff(z / side) + (a % side).abs_diff(z % side) == 1
}

/// Every pair of orthogonal neighbours of a grid of `side`, each once (the left or upper cell
/// first).
fn neighbour_pairs(side: usize) -> impl Iterator<Item = (Cell, Cell)> {
    (0..side * side).flat_map(move |a| {
        let right = (a % side + 1 < side).then_some((a, a + 1));
        let below = (a / side + 1 < side).then_some((a, a + side));
        right.into_iter().chain(below)
    })
}

/// The cells of each region of `regions` (each cell's region number), by region number.
fn region_cells(regions: &[usize]) -> Vec<Vec<Cell>> {
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
fn neighbour_relation(constraint: &Constraint) -> Option<fn(u32, u32) -> bool> {
    Some(match constraint {
        Constraint::X(_) => |p, q| p + q == 10,
        Constraint::V(_) => |p, q| p + q == 5,
        Constraint::WhiteDot(_) => |p, q| p.abs_diff(q) == 1,
        Constraint::BlackDot(_) => |p, q| p == 2 * q || q == 2 * p,
        Constraint::GreaterThan(_) => |p, q| p > q,
        _ => return None,
    })
}

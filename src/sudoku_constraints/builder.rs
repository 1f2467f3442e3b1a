//! The exact-cover problem of a variant Sudoku while it is built: its items and options, and
//! the shapes a constraint is made of (a house, forbidden pairs, a chain of states, a line
//! state, or the whole of it as one item). `cover.rs` makes each constraint of these.

use super::cover::{cover_error, orthogonal, CoverError};
use super::tuple_rule::TupleRule;
use super::{cell_name, digit_char, Cell, ConstraintSudoku};
use std::collections::HashSet;

/// An option's entries while the problem is built: each an item and the colour value it gives.
pub(super) type Entries = Vec<(Item, Option<u32>)>;

/// A constraint made whole: its item (a primary one, by its number among those), its cells
/// (each once), and its options, from the builder's option `first` on, one per way: the digit
/// each gives each cell, as a bit, a row of `cells.len()` a way.
#[derive(Clone, Debug)]
pub(super) struct Whole {
    pub(super) item: u32,
    pub(super) cells: Vec<Cell>,
    pub(super) first: usize,
    pub(super) digits: Vec<u32>,
}

/// An item while the problem is built: primary or secondary, by its number among those.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Item {
    Primary(u32),
    Secondary(u32),
}

/// The most assignments the narrowing before the build walks for a constraint (not counting
/// the branches it skips, see `Builder::digits_in_tuples`); past it, the constraint narrows no
/// cell there.
pub(super) const MAX_TUPLES: usize = 3000;

/// The most assignments a constraint is made of as a whole (see `Builder::whole`); past it, it
/// is made of pairs, chains or a line state, which take fewer options and settle less at a time.
/// Each assignment is a node in the colour list of each of its cells' digits, which every
/// placement in those cells walks (purify): with up to 3,000, ISS's The Zip that Zips the Zips
/// took 0.33 s and 39,772 nodes natively; with up to 500, 0.15 s and 58,872 (10 Lines 0.037 →
/// 0.029 s; no other example of ISS's changed by more than the noise).
pub(super) const MOST_WHOLE_WAYS: usize = 500;

/// The most partial assignments the search for a constraint's whole assignments may try.
pub(super) const MAX_TUPLE_STEPS: usize = 300_000;

/// The most options one constraint may make: a cage or line whose sums or states would make
/// more is refused with its name, rather than building a problem too large to search.
pub(super) const MAX_OPTIONS_PER_CONSTRAINT: usize = 200_000;

/// A colour a chain's option gives one more item, by the cell's place, the state before it and
/// its digit (a sandwich's digits inside or outside its crusts).
pub(super) type Mark<'a> = &'a dyn Fn(usize, u32, u32) -> Option<(Item, u32)>;

/// Where a chain's state starts.
pub(super) enum Start {
    /// At this value.
    Value(u32),
    /// At the colour of this item, one of these values (a loop's state where it closes).
    Item(Item, Vec<u32>),
}

/// Where a chain's state must end.
pub(super) enum End {
    /// At one of these values.
    Values(Vec<u32>),
    /// At the colour of this item, one of these values (an arrow's circle, the sum every
    /// segment of a region-sum line shares, a loop's start).
    Item(Item, Vec<u32>),
}

/// The problem being built.
pub(super) struct Builder {
    pub(super) side: usize,
    pub(super) primary: Vec<String>,
    pub(super) secondary: Vec<String>,
    /// Each option: its name, if the problem is named, and its entries (an item, and the colour
    /// value it gives, if any).
    pub(super) options: Vec<(Option<String>, Entries)>,
    /// For each cell and digit (`cell * side + digit - 1`), the secondary items its grid option
    /// covers besides the grid's own: houses of at most one digit each, forbidden pairs, the
    /// items that keep a quad's later cells from holding a digit an earlier one holds.
    pub(super) extra: Vec<Vec<Item>>,
    /// For each cell and digit, the items of the houses it must fill exactly once.
    pub(super) houses: Vec<Vec<Item>>,
    /// Each cell's digit item (secondary, coloured by the digit).
    pub(super) digit_item: Vec<Item>,
    /// Each cell's possible digits, as bits (narrowed before the items are made).
    pub(super) candidates: Vec<u32>,
    /// Each cell's region, if the grid has regions.
    pub(super) regions: Option<Vec<usize>>,
    /// The neighbours joined by a dot (true) or an X or V (false), for the strict rules.
    pub(super) marked: Vec<(bool, (Cell, Cell))>,
    /// The constraints made whole ([`whole`](Self::whole)) that the solving search checks
    /// against their cells' candidates (`bounds.rs`).
    pub(super) wholes: Vec<Whole>,
    /// Whether a constraint with few enough ways may be made whole ([`whole`](Self::whole)).
    pub(super) make_whole: bool,
    /// Whether items and options are named (for captions, hints and the page's matrix). A
    /// search that only solves or counts reads no name, and making them was most of the build
    /// on a small puzzle (formatting and allocating a label for each of thousands of options).
    pub(super) labels: bool,
}

impl Builder {
    /// Nothing made yet for `puzzle`: its cells' candidates and regions only.
    pub(super) fn new(puzzle: &ConstraintSudoku, make_whole: bool, labels: bool) -> Builder {
        let (side, cells) = (puzzle.side, puzzle.side * puzzle.side);
        Builder {
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
            wholes: Vec::new(),
            make_whole,
            labels,
        }
    }

    /// The name `name` makes, if the problem is named (an empty string, which holds no memory,
    /// if not).
    fn label(&self, name: impl FnOnce(&Builder) -> String) -> String {
        if self.labels {
            name(self)
        } else {
            String::new()
        }
    }

    /// A new primary item, named by `name` if the problem is named.
    pub(super) fn primary(&mut self, name: impl FnOnce(&Builder) -> String) -> Item {
        let name = self.label(name);
        self.primary.push(name);
        Item::Primary(self.primary.len() as u32 - 1)
    }

    /// A new secondary item, named by `name` if the problem is named.
    pub(super) fn secondary(&mut self, name: impl FnOnce(&Builder) -> String) -> Item {
        let name = self.label(name);
        self.secondary.push(name);
        Item::Secondary(self.secondary.len() as u32 - 1)
    }

    pub(super) fn name(&self, cell: Cell) -> String {
        cell_name(self.side, cell)
    }

    pub(super) fn digits(&self, cell: Cell) -> impl Iterator<Item = u32> + '_ {
        let bits = self.candidates[cell];
        (1..=self.side as u32).filter(move |d| bits >> (d - 1) & 1 == 1)
    }

    pub(super) fn placement(&self, cell: Cell, digit: u32) -> usize {
        cell * self.side + digit as usize - 1
    }

    pub(super) fn shares_house(&self, a: Cell, b: Cell) -> bool {
        let side = self.side;
        a / side == b / side || a % side == b % side || self.regions.as_ref().is_some_and(|r| r[a] == r[b])
    }

    /// Each digit at most once among `cells` (exactly once when they are `side` cells): an item
    /// per digit, which it returns (digit 1's first).
    pub(super) fn house(&mut self, name: &str, cells: &[Cell]) -> Vec<Item> {
        let exact = cells.len() == self.side;
        let mut items = Vec::with_capacity(self.side);
        for digit in 1..=self.side as u32 {
            let label = |_: &Builder| format!("{name}#{}", digit_char(digit));
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
            items.push(item);
        }
        items
    }

    /// Grid options `(a, da)` and `(b, db)` never both: a secondary item both cover.
    pub(super) fn forbid(&mut self, (a, da): (Cell, u32), (b, db): (Cell, u32)) {
        let item =
            self.secondary(|own| format!("{}={}~{}={}", own.name(a), digit_char(da), own.name(b), digit_char(db)));
        let (at_a, at_b) = (self.placement(a, da), self.placement(b, db));
        self.extra[at_a].push(item);
        self.extra[at_b].push(item);
    }

    /// A new option of `entries`, named by `name` if the problem is named.
    pub(super) fn option(&mut self, name: impl FnOnce(&Builder) -> String, entries: Entries) {
        let name = self.labels.then(|| name(self));
        self.options.push((name, entries));
    }

    /// Each pair of orthogonal neighbours among `cells` (in the order listed) takes digits that
    /// `allowed` accepts.
    pub(super) fn neighbours(
        &mut self,
        name: &str,
        cells: &[Cell],
        allowed: impl Fn(u32, u32) -> bool,
    ) -> Result<(), CoverError> {
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
    pub(super) fn weighted_chain(
        &mut self,
        name: &str,
        cells: &[(Cell, i64)],
        start: u32,
        end: End,
    ) -> Result<(), CoverError> {
        // Each cell's step adds its weight times its digit.
        let weights: Vec<i64> = cells.iter().map(|&(_, w)| w).collect();
        let plain: Vec<Cell> = cells.iter().map(|&(c, _)| c).collect();
        // States are shown less the bias that keeps them from going negative.
        let shown = |s: u32| (i64::from(s) - i64::from(start)).to_string();
        self.chain_at(name, &plain, (Start::Value(start), end), &shown, None, &|k, s, d| {
            let next = s as i64 + weights[k] * d as i64;
            u32::try_from(next).ok()
        })
    }

    /// Digits adding up to `sum`, in groups: cells that share a row, column or region hold
    /// different digits, so such a group steps the running sum on by the set of digits it
    /// holds, and a cell alone by its digit ([`sum_of_groups`](Self::sum_of_groups)). A little
    /// killer's diagonal through three boxes is then three choices of three digits, where a
    /// chain of cells makes nine of one: on The Barbed Cross, a quarter of the search tree.
    pub(super) fn grouped_sum(&mut self, name: &str, cells: &[Cell], sum: u32) -> Result<(), CoverError> {
        let weighted: Vec<(Cell, i64)> = cells.iter().map(|&cell| (cell, 1)).collect();
        let groups: Vec<Vec<Cell>> = self
            .house_groups(&weighted)
            .into_iter()
            .map(|(_, group)| group)
            .collect();
        self.sum_of_groups(name, &groups, sum)
    }

    /// `cells`, each with a weight, in groups of one weight whose cells share a row, column or
    /// region (so hold different digits), each cell in the first group it fits.
    pub(super) fn house_groups(&self, cells: &[(Cell, i64)]) -> Vec<(i64, Vec<Cell>)> {
        let mut groups: Vec<(i64, Vec<Cell>)> = Vec::new();
        for &(cell, weight) in cells {
            let joins = groups.iter().position(|(w, group)| {
                *w == weight
                    && group
                        .iter()
                        .all(|&other| other != cell && self.shares_house(other, cell))
            });
            match joins {
                Some(k) => groups[k].1.push(cell),
                None => groups.push((weight, vec![cell])),
            }
        }
        groups
    }

    /// A line's runs of cells in one region, in order (the whole line where the grid has no
    /// regions): a region-sum line's segments.
    pub(super) fn region_runs(&self, line: &[Cell]) -> Vec<Vec<Cell>> {
        let region_of = |cell: Cell| self.regions.as_ref().map_or(0, |r| r[cell]);
        let mut runs: Vec<Vec<Cell>> = Vec::new();
        for &cell in line {
            match runs.last_mut() {
                Some(run) if region_of(run[0]) == region_of(cell) => run.push(cell),
                _ => runs.push(vec![cell]),
            }
        }
        runs
    }

    /// Digits adding up to `sum`, where the cells of each group hold different digits: a chain
    /// over the groups, an item each. A group of several cells is a house with an option per
    /// set of as many digits as it has cells and running sum before it, covering the house's
    /// items of the digits left out, so that choosing a set strikes them from its cells and
    /// placing a digit strikes the sets without it (as many different digits as cells, all from
    /// the set, are the whole set); a cell alone has an option per digit. The running sums
    /// between groups are colours of secondary items. A killer's cage is one group: an item
    /// choosing its digits, as a person solving a killer starts from the combinations.
    pub(super) fn sum_of_groups(&mut self, name: &str, groups: &[Vec<Cell>], sum: u32) -> Result<(), CoverError> {
        let before = self.options.len();
        // Each group's moves, as bits: a cell's digit, or a group's set of digits.
        let moves: Vec<Vec<u32>> = groups
            .iter()
            .map(|group| match group[..] {
                [cell] => self.digits(cell).map(|d| 1 << (d - 1)).collect(),
                _ => self.sets_for(group),
            })
            .collect();
        // The running sums reachable before each group, then those from which `sum` can be.
        let n = groups.len();
        let mut reach: Vec<Vec<u32>> = vec![vec![0]];
        for made in &moves {
            let mut next: Vec<u32> = reach[reach.len() - 1]
                .iter()
                .flat_map(|&s| made.iter().map(move |&set| s + digit_sum(set)))
                .filter(|&s| s <= sum)
                .collect();
            next.sort_unstable();
            next.dedup();
            reach.push(next);
        }
        reach[n].retain(|&s| s == sum);
        for k in (0..n).rev() {
            let (now, later) = reach.split_at_mut(k + 1);
            now[k].retain(|&s| {
                moves[k]
                    .iter()
                    .any(|&set| later[0].binary_search(&(s + digit_sum(set))).is_ok())
            });
        }
        if reach[0].is_empty() {
            return Err(cover_error(name, "no digits fit it".to_string()));
        }
        // The running sum between groups, as a colour.
        let links: Vec<Item> = (1..n)
            .map(|k| self.secondary(|own| format!("{name}:{}>", own.name(groups[k - 1][0]))))
            .collect();
        for (k, group) in groups.iter().enumerate() {
            let names: Vec<String> = group.iter().map(|&cell| self.name(cell)).collect();
            // One group (a cage) is named as a whole.
            let (item, house_name) = match n {
                1 => (format!("{name}:digits"), name.to_string()),
                _ => (format!("{name}@{}", names.join("+")), format!("{name}.{}", names[0])),
            };
            let item = self.primary(|_| item);
            let house = (group.len() > 1).then(|| self.house(&house_name, group));
            for &state in &reach[k] {
                for &set in &moves[k] {
                    let after = state + digit_sum(set);
                    if reach[k + 1].binary_search(&after).is_err() {
                        continue;
                    }
                    let mut entries = Vec::with_capacity(self.side + 3);
                    entries.push((item, None));
                    match &house {
                        // The group's items of the digits left out of its set.
                        Some(house) => {
                            entries.extend((0..self.side).filter(|&d| set >> d & 1 == 0).map(|d| (house[d], None)));
                        }
                        None => entries.push((self.digit_item[group[0]], Some(digit_sum(set)))),
                    }
                    entries.extend(k.checked_sub(1).map(|j| (links[j], Some(state))));
                    entries.extend(links.get(k).map(|&link| (link, Some(after))));
                    let label = |own: &Builder| {
                        let digits: String = (1..=own.side as u32)
                            .filter(|d| set >> (d - 1) & 1 == 1)
                            .map(digit_char)
                            .collect();
                        let mut label = match (&house, n) {
                            (Some(_), 1) => format!("{name}: digits {digits}"),
                            (Some(_), _) => format!("{name}: {} hold {digits}", names.join(" ")),
                            (None, _) => format!("{name}: {}={digits}", names[0]),
                        };
                        if n > 1 {
                            label.push_str(&format!(" ({state}→{after})"));
                        }
                        label
                    };
                    self.option(label, entries);
                }
            }
        }
        self.check_size(name, before)
    }

    /// The sets of as many digits as `cells` that every cell can take one of, as bits (digit 1
    /// the lowest).
    fn sets_for(&self, cells: &[Cell]) -> Vec<u32> {
        let each: Vec<u32> = cells.iter().map(|&cell| self.candidates[cell]).collect();
        let any = each.iter().fold(0, |all, bits| all | bits);
        (0u32..1 << self.side)
            .filter(|&set| set.count_ones() as usize == cells.len() && set & !any == 0)
            .filter(|&set| each.iter().all(|bits| bits & set != 0))
            .collect()
    }

    /// Cells `a` and `b` take digits that `allowed` accepts together: each pair of their
    /// placements it refuses shares a secondary item, so placing one digit strikes at once the
    /// other cell's digits that cannot go with it (forward checking, which an item for the pair
    /// with an option per pair of digits would leave until that item is chosen).
    pub(super) fn pair(
        &mut self,
        name: &str,
        a: Cell,
        b: Cell,
        allowed: impl Fn(u32, u32) -> bool,
    ) -> Result<(), CoverError> {
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
    pub(super) fn forbid_unless(&mut self, a: Cell, b: Cell, keep: impl Fn(u32, u32) -> bool) {
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

    pub(super) fn check_size(&self, name: &str, before: usize) -> Result<(), CoverError> {
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
    pub(super) fn chain(
        &mut self,
        name: &str,
        cells: &[Cell],
        start: Start,
        end: End,
        step: impl Fn(u32, u32) -> Option<u32>,
    ) -> Result<(), CoverError> {
        self.chain_at(
            name,
            cells,
            (start, end),
            &|s: u32| s.to_string(),
            None,
            &|_, state, digit| step(state, digit),
        )
    }

    /// As [`chain`](Self::chain), the step told the cell's place on the line too, and each state
    /// named in the options' labels by `show` (a state that packs several numbers in one); each
    /// option also gives the colour `mark` names, if any. The step is behind a `&dyn` so that
    /// this body is compiled once: a copy for each kind's step cost the variants module 8 KB a
    /// kind.
    pub(super) fn chain_at(
        &mut self,
        name: &str,
        cells: &[Cell],
        (start, end): (Start, End),
        show: &dyn Fn(u32) -> String,
        mark: Option<Mark>,
        step: &dyn Fn(usize, u32, u32) -> Option<u32>,
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
            *state = Some(self.secondary(|own| format!("{name}:{}>", own.name(cells[k - 1]))));
        }
        if let End::Item(item, _) = end {
            states[n] = Some(item);
        }
        for (k, &cell) in cells.iter().enumerate() {
            let item = self.primary(|own| format!("{name}@{}", own.name(cell)));
            let digits: Vec<u32> = self.digits(cell).collect();
            for &state in &reach[k] {
                for &digit in &digits {
                    let Some(after) = step(k, state, digit).filter(|after| reach[k + 1].binary_search(after).is_ok())
                    else {
                        continue;
                    };
                    // At most five entries: sized once, where growing them took a reallocation or
                    // two for each option.
                    let mut entries = Vec::with_capacity(5);
                    entries.extend([(item, None), (self.digit_item[cell], Some(digit))]);
                    entries.extend(states[k].map(|s| (s, Some(state))));
                    entries.extend(states[k + 1].map(|s| (s, Some(after))));
                    entries.extend(
                        mark.and_then(|mark| mark(k, state, digit))
                            .map(|(item, value)| (item, Some(value))),
                    );
                    let label = |own: &Builder| {
                        format!(
                            "{name}: {}={} ({}→{})",
                            own.name(cell),
                            digit_char(digit),
                            show(state),
                            show(after)
                        )
                    };
                    self.option(label, entries);
                }
            }
        }
        self.check_size(name, before)
    }

    /// Every assignment of digits to `rule`'s cells that it accepts (two cells of one row,
    /// column or region apart), or none when there are more than `most` or the search would
    /// look at more than [`MAX_TUPLE_STEPS`] partial ones.
    pub(super) fn tuples(&self, rule: &TupleRule, most: usize) -> Option<Vec<Vec<u32>>> {
        let mut found = Vec::new();
        self.walk(rule, Some(&mut found), most).map(|_| found)
    }

    /// The digits each of `rule`'s cells (by position) holds in some assignment it accepts, as
    /// bits (bit `d - 1` for digit `d`), or none when the search would find more than
    /// [`MAX_TUPLES`] of them outside the branches it skips, or look at more than
    /// [`MAX_TUPLE_STEPS`] partial ones. A branch whose digits so far were all seen in
    /// assignments found, and below which every cell's digits were all seen, can teach nothing
    /// and is skipped: a little killer's narrowing walked such branches, to give up at 3,000.
    pub(super) fn digits_in_tuples(&self, rule: &TupleRule) -> Option<Vec<u32>> {
        self.walk(rule, None, MAX_TUPLES)
    }

    /// Depth-first over the assignments to `rule`'s cells in the rule's order, gathering the
    /// digits seen in each cell: each assignment accepted also pushed onto `found` if given,
    /// else the branches that cannot add to the digits skipped. None past `most` assignments
    /// found or [`MAX_TUPLE_STEPS`] partial ones.
    fn walk(&self, rule: &TupleRule, found: Option<&mut Vec<Vec<u32>>>, most: usize) -> Option<Vec<u32>> {
        struct Walk<'a> {
            rule: &'a TupleRule,
            apart: Vec<Vec<bool>>,
            /// Each cell's candidates as bits.
            can: Vec<u32>,
            /// The digits seen in each cell in the assignments found so far, as bits.
            seen: Vec<u32>,
            digits: Vec<u32>,
            found: Option<&'a mut Vec<Vec<u32>>>,
            most: usize,
            leaves: usize,
            steps: usize,
        }
        impl Walk<'_> {
            /// False when a limit is reached.
            fn extend(&mut self, depth: usize) -> bool {
                let (rule, n) = (self.rule, self.rule.order.len());
                if depth == n {
                    for (seen, &digit) in self.seen.iter_mut().zip(&self.digits) {
                        *seen |= 1 << (digit - 1);
                    }
                    self.leaves += 1;
                    if let Some(found) = &mut self.found {
                        found.push(self.digits.clone());
                    }
                    return self.leaves <= self.most;
                }
                // Every assignment below gives the cells given so far the digits they have now,
                // and the cells after them digits of their candidates: if those were all seen
                // already, none can show a new one.
                if self.found.is_none()
                    && rule.order[..depth]
                        .iter()
                        .all(|&k| self.seen[k] >> (self.digits[k] - 1) & 1 == 1)
                    && rule.order[depth..].iter().all(|&k| self.seen[k] == self.can[k])
                {
                    return true;
                }
                let at = rule.order[depth];
                // The digits the cells given so far leave this one: not one of a cell it must
                // differ from, and the same as the line's earlier visit to its cell, if any.
                // Found once here, not for each digit (most of a little killer's building).
                let (mut taken, mut only) = (0u64, None);
                for (other, &known) in self.digits.iter().enumerate().filter(|&(_, &known)| known != 0) {
                    if self.apart[at][other] {
                        taken |= 1 << known;
                    }
                    if rule.cells[other] == rule.cells[at] {
                        only = Some(known);
                    }
                }
                let mut left = self.can[at];
                while left != 0 {
                    let digit = left.trailing_zeros() + 1;
                    left &= left - 1;
                    self.steps += 1;
                    if self.steps > MAX_TUPLE_STEPS {
                        return false;
                    }
                    if taken & 1 << digit != 0 || only.is_some_and(|only| only != digit) {
                        continue;
                    }
                    self.digits[at] = digit;
                    if (rule.fits)(&self.digits) && !self.extend(depth + 1) {
                        return false;
                    }
                    self.digits[at] = 0;
                }
                true
            }
        }
        let n = rule.cells.len();
        let apart: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| rule.cells[i] != rule.cells[j] && self.shares_house(rule.cells[i], rule.cells[j]))
                    .collect()
            })
            .collect();
        let mut walk = Walk {
            rule,
            apart,
            can: rule.cells.iter().map(|&c| self.candidates[c]).collect(),
            seen: vec![0; n],
            digits: vec![0; n],
            found,
            most,
            leaves: 0,
            steps: 0,
        };
        walk.extend(0).then_some(walk.seen)
    }

    /// The whole of a constraint as one item, an option per assignment of digits to its cells
    /// that `rule` accepts (the strongest form: choosing one settles every cell): false, and
    /// nothing made, when there would be more than [`MOST_WHOLE_WAYS`] of them, or the search
    /// for them would look at more than [`MAX_TUPLE_STEPS`] partial ones. With `checked`, the
    /// solving search checks its ways against its cells' candidates at each node (`wholes`).
    pub(super) fn whole(&mut self, name: &str, rule: &TupleRule, checked: bool) -> Result<bool, CoverError> {
        if !self.make_whole {
            return Ok(false);
        }
        let Some(found) = self.tuples(rule, MOST_WHOLE_WAYS) else {
            return Ok(false);
        };
        if found.is_empty() {
            return Err(cover_error(name, "no digits fit it".to_string()));
        }
        let item = self.primary(|_| name.to_string());
        let Item::Primary(number) = item else {
            unreachable!("made primary")
        };
        // A line may pass a cell twice: its digit once, at its first visit.
        let first_visit: Vec<bool> = (0..rule.cells.len())
            .map(|k| !rule.cells[..k].contains(&rule.cells[k]))
            .collect();
        let mut whole = Whole {
            item: number,
            cells: (rule.cells.iter().zip(&first_visit))
                .filter(|&(_, &first)| first)
                .map(|(&cell, _)| cell)
                .collect(),
            first: self.options.len(),
            digits: Vec::with_capacity(found.len() * rule.cells.len()),
        };
        for tuple in &found {
            let mut entries = Vec::with_capacity(tuple.len() + 1);
            entries.push((item, None));
            for ((&cell, &digit), _) in rule
                .cells
                .iter()
                .zip(tuple)
                .zip(&first_visit)
                .filter(|&(_, &first)| first)
            {
                entries.push((self.digit_item[cell], Some(digit)));
                whole.digits.push(1 << digit);
            }
            let label = |_: &Builder| {
                let shown: Vec<String> = tuple.iter().map(|&d| digit_char(d).to_string()).collect();
                format!("{name}: {}", shown.join("-"))
            };
            self.option(label, entries);
        }
        if checked {
            self.wholes.push(whole);
        }
        // Each two of its cells refuse together the digits no assignment gives them both:
        // placing one strikes the other's at once (the options above only settle the
        // constraint when one of them is chosen).
        let cells = &rule.cells;
        for i in 0..cells.len() {
            for j in i + 1..cells.len() {
                // Two first visits are two cells.
                if !first_visit[i] || !first_visit[j] {
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
    pub(super) fn line_state(
        &mut self,
        name: &str,
        cells: &[Cell],
        states: &[u32],
        fits: impl Fn(usize, u32, u32) -> bool,
    ) -> Result<(), CoverError> {
        let before = self.options.len();
        let state_item = self.secondary(|_| format!("{name}:state"));
        for (k, &cell) in cells.iter().enumerate() {
            let item = self.primary(|own| format!("{name}@{}", own.name(cell)));
            let digits: Vec<u32> = self.digits(cell).collect();
            for &state in states {
                for &digit in &digits {
                    if fits(k, digit, state) {
                        let label =
                            |own: &Builder| format!("{name}: {}={} ({state})", own.name(cell), digit_char(digit));
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

/// The sum of the digits of a set given as bits (digit 1 the lowest), a loop over its bits: an
/// iterator over every digit, unrolled at each use, made the variants module 1.8 KB larger.
fn digit_sum(mut set: u32) -> u32 {
    let mut total = 0;
    while set != 0 {
        total += set.trailing_zeros() + 1;
        set &= set - 1;
    }
    total
}

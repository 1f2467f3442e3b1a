//! Each kind of constraint made exact cover: which shape (`builder.rs`) each takes, with what
//! states and relations, and the names its items and options get (`Thermo1@r1c2`).

use super::builder::{Builder, End, Item, Mark, Start};
use super::cover::{cover_error, neighbour_pairs, neighbour_relation, orthogonal, region_cells, CoverError};
use super::tuple_rule::tuple_rule;
use super::{digit_char, Cell, Constraint, ConstraintSudoku, Diagonal, OutsideRule};
use std::collections::HashMap;

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

/// How an implied sum (`house_sums.rs`) is exact cover when it is not made whole.
pub(super) const IMPLIED: &str = "implied by the cages (the rule of 45: rows, columns and regions \
    add up to 45 each and the cages inside them to their sums, so the cells left out of the cages \
    or sticking out of the houses make up the difference); a chain: an item for each cell, with \
    an option for each digit and the running sum before and after it";

/// How [`add`] makes a constraint exact cover on a grid of `side` digits, in words: made whole
/// (`whole`), or by its kind's shape.
pub(super) fn how_made(constraint: &Constraint, whole: bool, side: usize) -> &'static str {
    const WHOLE: &str = "one item, with an option for each way its cells can hold digits (colouring \
        their digits); two of its cells that cannot hold some digits together share a secondary \
        item both placements cover, so placing one strikes the other's";
    const HOUSE: &str = "a house: an item for each digit, which each placement of that digit in it \
        covers (exactly once where it has a cell for every digit, at most once else)";
    const PAIRS: &str = "no options of its own: two placements it forbids together share a \
        secondary item, so placing one strikes the other";
    const CHAIN: &str = "a chain: an item for each cell, with an option for each digit and the \
        state before and after it (a running sum, or what its rule needs to know so far); the \
        states are colours of secondary items between cells, so neighbouring options agree";
    const HOUSE_AND_CHAIN: &str = "a house (different digits) and a chain: an item for each cell, \
        with an option for each digit and the state before and after it; the states are colours \
        of secondary items between cells, so neighbouring options agree";
    const SANDWICH: &str = "a chain: an item for each cell, with an option for each digit and the \
        state before and after it (before the crusts, the sum between them, after); and an item \
        choosing the digits between the crusts, an option per set that makes the sum, which \
        colours each digit in or out as the cells' options do";
    const DIGIT_SETS: &str = "a house (different digits), and an item choosing which digits it \
        holds: an option for each set of as many digits as it has cells that makes its sum, \
        covering the house's items of the digits left out, so that choosing a set strikes them \
        from its cells and placing a digit strikes the sets without it";
    const GROUPED_SUM: &str = "a chain over groups of its cells: the cells it has in one row, \
        column or box differ, so each such group has an item with an option per set of digits it \
        can hold and running sum before it (covering the group's items of the digits left out), \
        a cell alone an option per digit; the running sums are colours of secondary items";
    const QUAD: &str = "an item for each digit in the circle, with an option for each cell of \
        the four that can hold it (for a digit written twice, each pair of cells on a diagonal), \
        colouring their digits; where a digit could be in two of the cells, the later one's \
        option also covers a secondary item the earlier one's placement of that digit covers, so \
        that the first cell holding it is the one chosen and each grid is one solution";
    const LINE_STATE: &str = "a line state: a secondary item holds a value for the whole line (its \
        lowest digit, its ends or its sum) as a colour, and each cell's options agree with it";
    if whole {
        return WHOLE;
    }
    match constraint {
        Constraint::Diagonal(_)
        | Constraint::Windoku
        | Constraint::DisjointSets
        | Constraint::Jigsaw(_)
        | Constraint::Cage { sum: None, .. } => HOUSE,
        Constraint::Cage { cells, .. } if cells.len() < side => DIGIT_SETS,
        Constraint::Cage { .. } | Constraint::Lunchbox { .. } => HOUSE_AND_CHAIN,
        Constraint::LittleKiller { .. } => GROUPED_SUM,
        Constraint::Outside {
            rule: OutsideRule::Sandwich,
            ..
        } => SANDWICH,
        Constraint::Arrow { .. }
        | Constraint::DoubleArrow(_)
        | Constraint::Sum { .. }
        | Constraint::RegionSumLine(_)
        | Constraint::SumLine { .. }
        | Constraint::Outside { .. } => CHAIN,
        Constraint::Renban(_) | Constraint::Between(_) | Constraint::Lockout { .. } | Constraint::Zipper(_) => {
            LINE_STATE
        }
        Constraint::Quad { .. } => QUAD,
        _ => PAIRS,
    }
}

/// A sum the cages imply (`house_sums.rs`), named `name`: a chain of running sums. Made whole,
/// as a stated sum may be, it took 1.6 times as long on a killer with no givens (fewer nodes,
/// but each option settling five cells costs more to cover) and 3 times as long to build.
pub(super) fn add_implied(b: &mut Builder, name: &str, implied: &Constraint) -> Result<(), CoverError> {
    match implied {
        Constraint::Sum { cells, weights, sum } => weighted_sum(b, name, cells, weights, *sum),
        _ => Ok(()),
    }
}

/// The digits of `cells` times `weights` add up to `sum`: a chain of weighted running sums.
fn weighted_sum(b: &mut Builder, name: &str, cells: &[Cell], weights: &[i32], sum: i32) -> Result<(), CoverError> {
    // States are the weighted sum so far, offset so that none is negative.
    let bias = i64::from(b.side as u32) * 100 * cells.len() as i64;
    let at = |value: i64| (value + bias) as u32;
    let weighted: Vec<(Cell, i64)> = cells
        .iter()
        .copied()
        .zip(weights.iter().map(|&w| i64::from(w)))
        .collect();
    b.weighted_chain(name, &weighted, at(0), End::Values(vec![at(i64::from(sum))]))
}

/// Adds one constraint's items and options, numbered per kind (`Thermo 1`, `Thermo 2`, …):
/// true when it is made whole (an option per assignment of its cells), false when of its
/// kind's shape.
pub(super) fn add(
    b: &mut Builder,
    numbers: &mut HashMap<&'static str, usize>,
    constraint: &Constraint,
) -> Result<bool, CoverError> {
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
    // A cage with a sum is made of its digit sets (below), whatever its size: made whole (an
    // option per assignment, hundreds to thousands a cage), a killer with no givens (Killing
    // with flowers) took 75 s to prove unique instead of 2.4.
    let sets = matches!(constraint, Constraint::Cage { sum: Some(_), cells } if cells.len() < side);
    // A quad is made of the cells that hold its digits (below), never whole: an option per way
    // its four cells hold them (up to 2,465) made every cell's list of colours long, and
    // Quadruple X spent most of its time purifying them (17 ms against 11).
    let is_quad = matches!(constraint, Constraint::Quad { .. });
    // The search checks a constraint made whole against its cells' candidates at each node
    // (`bounds.rs`), but not one whose sums a bound of its own narrows already: on ISS's examples
    // a check there only turned the learned weights elsewhere (The Barbed Cross 0.78 → 0.95
    // million nodes, Raw Spaghetti 7,248 → 8,211).
    let summed = matches!(
        constraint,
        Constraint::LittleKiller { .. }
            | Constraint::Sum { .. }
            | Constraint::Arrow { .. }
            | Constraint::DoubleArrow(_)
            | Constraint::Cage { .. }
            | Constraint::RegionSumLine(_)
    );
    if let Some(rule) = tuple_rule(constraint, b.side, b.regions.as_deref()).filter(|_| !sets && !is_quad) {
        if b.whole(&name, &rule, !summed)? {
            return Ok(true);
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
        // A cage of fewer cells than a house, with a sum: one group of different digits.
        Constraint::Cage { cells, sum: Some(sum) } if sets => {
            b.sum_of_groups(&name, std::slice::from_ref(cells), *sum)?
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
            let total = b.secondary(|_| format!("{name}:total"));
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
            b.grouped_sum(&name, cells, *sum)?;
        }
        Constraint::Outside { rule, cells, value } => outside(b, &name, *rule, cells, *value)?,
        Constraint::Lunchbox { cells, sum } => {
            // The chain starts at the lunchbox's bread, its smallest and largest digits, chosen
            // with its first cell's option (far enough apart for its different digits); the
            // line's state says how many of them it has passed and the sum since the first.
            if *sum > max * (max + 1) / 2 {
                return Err(cover_error(&name, "no digits fit it"));
            }
            b.house(&name, cells);
            let start = b.secondary(|_| format!("{name}:ends"));
            let n = cells.len() as u32;
            let pairs: Vec<(u32, u32)> = (1..=max)
                .flat_map(|lo| (lo + n - 1..=max).map(move |hi| (lo, hi)))
                .collect();
            let starts = pairs.iter().map(|&(lo, hi)| lunch(lo, hi, 0, 0)).collect();
            let ends = pairs.iter().map(|&(lo, hi)| lunch(lo, hi, 2, *sum)).collect();
            let show = |state: u32| {
                let (lo, hi, passed, total) = unlunch(state);
                let ends = format!("{}…{}", digit_char(lo), digit_char(hi));
                match passed {
                    0 => format!("{ends}, before"),
                    1 => format!("{ends}, sum {total}"),
                    _ => format!("{ends}, after"),
                }
            };
            b.chain_at(
                &name,
                cells,
                (Start::Item(start, starts), End::Values(ends)),
                &show,
                None,
                &|_, state, d| {
                    let (lo, hi, passed, total) = unlunch(state);
                    let end = d == lo || d == hi;
                    match passed {
                        _ if d < lo || d > hi => None,
                        0 => Some(lunch(lo, hi, u32::from(end), 0)),
                        1 if end => (total == *sum).then_some(lunch(lo, hi, 2, total)),
                        1 => (total + d <= *sum).then_some(lunch(lo, hi, 1, total + d)),
                        _ => (!end).then_some(state),
                    }
                },
            )?;
        }
        Constraint::Quad { cells, digits } => quad(b, &name, cells, digits)?,
        // A dot, an X or V, a greater-than sign: a relation of neighbours.
        Constraint::X(cells)
        | Constraint::V(cells)
        | Constraint::WhiteDot(cells)
        | Constraint::BlackDot(cells)
        | Constraint::GreaterThan(cells) => match neighbour_relation(constraint) {
            Some(relation) => b.neighbours(&name, cells, relation)?,
            None => unreachable!("each of these is a relation of neighbours"),
        },
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
        Constraint::Sum { cells, weights, sum } => weighted_sum(b, &name, cells, weights, *sum)?,
        Constraint::DoubleArrow(cells) => {
            let n = cells.len();
            let total = b.secondary(|_| format!("{name}:total"));
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
            let state = b.secondary(|_| format!("{name}:sum"));
            let before = b.options.len();
            for group in groups {
                let item = b.primary(|own| format!("{name}@{}", own.name(group[0])));
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
                        entries.extend(y.map(|y| (b.digit_item[group[1]], Some(y))));
                        let label = |own: &Builder| {
                            let mut label = format!("{name}: {}={}", own.name(group[0]), digit_char(x));
                            if let Some(y) = y {
                                label.push_str(&format!(" {}={}", own.name(group[1]), digit_char(y)));
                            }
                            format!("{label} (sum {sum})")
                        };
                        b.option(label, entries);
                    }
                }
            }
            b.check_size(&name, before)?;
        }
        Constraint::RegionSumLine(cells) => {
            // The line's segments, each the run of cells it spends in one region; each a chain
            // ending at the total every segment shares.
            let segments = b.region_runs(cells);
            let total = b.secondary(|_| format!("{name}:total"));
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
                let start = b.secondary(|_| format!("{name}:start"));
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
    Ok(false)
}

/// The name a constraint's items and options start with.
pub(super) fn kind_name(constraint: &Constraint) -> &'static str {
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
        Constraint::Quad { .. } => "Quad",
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
        Constraint::Outside { rule, .. } => match rule {
            OutsideRule::Sandwich => "Sandwich",
            OutsideRule::XSum => "XSum",
            OutsideRule::Skyscraper => "Skyscraper",
        },
        Constraint::Lunchbox { .. } => "Lunchbox",
    }
}

/// A clue outside the grid: a chain along its row or column from the clue's side, whose state
/// is what the clue's rule needs to know of the digits so far.
fn outside(b: &mut Builder, name: &str, rule: OutsideRule, cells: &[Cell], value: u32) -> Result<(), CoverError> {
    let max = b.side as u32;
    // States past every number a chain counts: the clue's rule kept, nothing more to check.
    const DONE: u32 = 1 << 20;
    // A clue past what a line can say (as the reader refuses it): its states would not fit
    // the numbers they are packed in.
    let most = match rule {
        OutsideRule::Skyscraper => max,
        _ => max * (max + 1) / 2,
    };
    if value > most {
        return Err(cover_error(name, "no digits fit it"));
    }
    // Each rule's end states, the words its states are shown by, and its step.
    type Show = Box<dyn Fn(u32) -> String>;
    type Step = Box<dyn Fn(usize, u32, u32) -> Option<u32>>;
    let (ends, show, step): (Vec<u32>, Show, Step) = match rule {
        // Before the 1 or the largest digit (0), between them with a sum (1 + the sum), past both.
        OutsideRule::Sandwich => (
            vec![DONE],
            Box::new(|state| match state {
                0 => "before".to_string(),
                DONE => "after".to_string(),
                s => format!("sum {}", s - 1),
            }),
            Box::new(move |_, state, d| {
                let end = d == 1 || d == max;
                match state {
                    0 => Some(u32::from(end)),
                    DONE => (!end).then_some(DONE),
                    s if end => (s - 1 == value).then_some(DONE),
                    s => (s - 1 + d <= value).then_some(s + d),
                }
            }),
        ),
        // At the start (0), then how many digits are still to add (the first digit says how
        // many in all) and what they must add up to, packed in one number; done when none are.
        OutsideRule::XSum => (
            vec![DONE],
            Box::new(|state| match state {
                0 => "start".to_string(),
                DONE => "done".to_string(),
                s => format!("{} more, to make {}", (s - 1) / 256, (s - 1) % 256),
            }),
            Box::new(move |_, state, d| {
                let (left, need) = match state {
                    DONE => return Some(DONE),
                    0 => (d - 1, value.checked_sub(d)?),
                    s => ((s - 1) / 256 - 1, ((s - 1) % 256).checked_sub(d)?),
                };
                match left {
                    0 => (need == 0).then_some(DONE),
                    _ => (need >= left).then_some(1 + left * 256 + need),
                }
            }),
        ),
        // The tallest digit so far and how many were seen, packed in one number.
        OutsideRule::Skyscraper => (
            (1..=max).map(|tallest| tallest * 32 + value).collect(),
            Box::new(|state| format!("tallest {}, {} seen", state / 32, state % 32)),
            Box::new(move |_, state, d| {
                let (tallest, seen) = (state / 32, state % 32);
                match d > tallest {
                    true => (seen < value).then_some(d * 32 + seen + 1),
                    false => Some(state),
                }
            }),
        ),
    };
    // A sandwich also chooses which digits lie between its crusts: an option per set of the
    // digits from 2 to the largest less 1 that makes its sum, colouring an item per digit in (1)
    // or out (2), as each cell's option does by the state before it. So a digit seen outside
    // strikes every set that holds it, and a set chosen strikes the digits it leaves out.
    let inside: Vec<Item> = match rule {
        OutsideRule::Sandwich => (2..max)
            .map(|d| b.secondary(|_| format!("{name}#{}", digit_char(d))))
            .collect(),
        _ => Vec::new(),
    };
    if !inside.is_empty() {
        let set_item = b.primary(|_| format!("{name}:between"));
        for set in 0u32..1 << inside.len() {
            let digits: Vec<u32> = (0..inside.len() as u32)
                .filter(|k| set >> k & 1 == 1)
                .map(|k| k + 2)
                .collect();
            if digits.iter().sum::<u32>() != value {
                continue;
            }
            let mut entries = vec![(set_item, None)];
            entries.extend(
                inside
                    .iter()
                    .enumerate()
                    .map(|(k, &item)| (item, Some(2 - (set >> k & 1)))),
            );
            let label = |_: &Builder| {
                let shown: Vec<String> = digits.iter().map(|&d| digit_char(d).to_string()).collect();
                format!("{name}: between the crusts {{{}}}", shown.join(","))
            };
            b.option(label, entries);
        }
    }
    let mark = |_: usize, state: u32, d: u32| match d {
        1 => None,
        d if d == max => None,
        d => Some((inside[d as usize - 2], if state == 0 || state == DONE { 2 } else { 1 })),
    };
    let mark: Option<Mark> = (!inside.is_empty()).then_some(&mark);
    b.chain_at(name, cells, (Start::Value(0), End::Values(ends)), &*show, mark, &*step)
}

/// A lunchbox's state: its smallest and largest digits, how many of them were passed, and the
/// sum of the digits after the first of them, packed in one number.
fn lunch(lo: u32, hi: u32, passed: u32, sum: u32) -> u32 {
    ((lo * 17 + hi) * 3 + passed) * 256 + sum
}

fn unlunch(state: u32) -> (u32, u32, u32, u32) {
    let (pair, sum) = (state / 256, state % 256);
    ((pair / 3) / 17, (pair / 3) % 17, pair % 3, sum)
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

/// A quad: each digit of its circle is in its four cells (twice where the circle has it twice).
/// An item per digit of the circle, with an option per set of cells that can hold it together
/// (a cell, or for a digit written twice, two cells on a diagonal), colouring their digits, as
/// the grid's options do. A grid with the digit in more cells than the circle asks for (a 5 at
/// both ends of a diagonal that crosses a box's edge) would match two of these options: the
/// first cells holding it, in the quad's order, are the ones chosen, so a later cell's option
/// also covers an item that an earlier cell's placement of that digit covers.
fn quad(b: &mut Builder, name: &str, cells: &[Cell], digits: &[u32]) -> Result<(), CoverError> {
    let n = cells.len();
    // Whether two of the cells may hold the same digit (they share no row, column or region).
    let mut may_repeat = vec![false; n * n];
    for j in 0..n {
        for k in 0..n {
            may_repeat[j * n + k] = !b.shares_house(cells[j], cells[k]);
        }
    }
    for digit in 1..=b.side as u32 {
        let wanted = digits.iter().filter(|&&d| d == digit).count();
        if wanted == 0 {
            continue;
        }
        let holds: Vec<bool> = cells
            .iter()
            .map(|&cell| b.candidates[cell] >> (digit - 1) & 1 == 1)
            .collect();
        // The sets of cells that can hold it together, as positions: a cell, or two sharing no
        // house (a square of four cells holds a digit at most twice, on a diagonal).
        let mut sets: Vec<(usize, Option<usize>)> = Vec::new();
        for k in (0..n).filter(|&k| holds[k]) {
            match wanted {
                1 => sets.push((k, None)),
                2 => sets.extend(
                    (k + 1..n)
                        .filter(|&z| holds[z] && may_repeat[k * n + z])
                        .map(|z| (k, Some(z))),
                ),
                _ => {}
            }
        }
        if sets.is_empty() {
            let written: String = (0..wanted).map(|_| digit_char(digit)).collect();
            return Err(cover_error(name, format!("no way for its cells to hold {written}")));
        }
        let item = b.primary(|_| format!("{name}#{}", digit_char(digit)));
        // The item that placing the digit at each earlier cell covers, made when first needed.
        let mut earlier: Vec<Option<Item>> = vec![None; n];
        for (first, second) in sets {
            let last = second.unwrap_or(first);
            let mut entries: Vec<(Item, Option<u32>)> = vec![(item, None), (b.digit_item[cells[first]], Some(digit))];
            entries.extend(second.map(|second| (b.digit_item[cells[second]], Some(digit))));
            for j in 0..last {
                let with_set = may_repeat[j * n + first] && second.is_none_or(|z| may_repeat[j * n + z]);
                if j == first || !holds[j] || !with_set {
                    continue;
                }
                let marker = match earlier[j] {
                    Some(marker) => marker,
                    None => {
                        let marker = b.secondary(|own| format!("{name}#{}@{}", digit_char(digit), own.name(cells[j])));
                        let placement = b.placement(cells[j], digit);
                        b.extra[placement].push(marker);
                        earlier[j] = Some(marker);
                        marker
                    }
                };
                entries.push((marker, None));
            }
            let label = |own: &Builder| {
                let at = match second {
                    Some(second) => format!("{} and {}", own.name(cells[first]), own.name(cells[second])),
                    None => own.name(cells[first]),
                };
                format!("{name}: {} at {at}", digit_char(digit))
            };
            b.option(label, entries);
        }
    }
    Ok(())
}

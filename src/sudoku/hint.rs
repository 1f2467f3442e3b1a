//! Hints: the next move a solver can be sure of, with its reason in exact-cover terms. After
//! the givens and the player's entries, every item of the exact cover that has one option left
//! forces that option: a cell with one candidate (a "naked single"), or a row, column, box,
//! region, diagonal, window or cage that has one place left for a digit (a "hidden single").
//! Entries that disagree with the puzzle's one solution are named instead.

use super::encode::{Move, SudokuProblem};
use super::grid::{digit_char, Cell, Grid};
use super::puzzle::Puzzle;
use super::rules::{Constraint, House};
use super::solve::solve_puzzle;
use crate::dlx::Links;

/// What a hint says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// A cell has one candidate left: [`Hint::placement`] is it.
    Cell,
    /// A house or cage has one place left for a digit: [`Hint::placement`] is it.
    Place,
    /// Nothing is forced, but of an item's two options one leads, after a few forced moves, to
    /// an item with none: [`Hint::placement`] is the other, [`Hint::choices`] the two.
    Contradiction,
    /// Nothing is forced and no short contradiction shows: [`Hint::choices`] are the options of
    /// the item with the fewest, and [`Hint::placement`] the solution's (when there is one only).
    NoForcedMove,
    /// An entry is not the solution's digit: [`Hint::cells`] holds it.
    Wrong,
    /// Every cell is filled, and right.
    Solved,
    /// The givens have no solution.
    NoSolution,
    /// The givens have more than one solution and the entries leave none: some entry is wrong,
    /// but which cannot be told.
    EntriesClash,
}

impl HintKind {
    /// The kind's name, as the JavaScript API and `--json` give it.
    pub fn name(self) -> &'static str {
        match self {
            HintKind::Cell => "cell",
            HintKind::Place => "place",
            HintKind::Contradiction => "contradiction",
            HintKind::NoForcedMove => "none-forced",
            HintKind::Wrong => "wrong",
            HintKind::Solved => "solved",
            HintKind::NoSolution => "no-solution",
            HintKind::EntriesClash => "entries-clash",
        }
    }
}

/// The next move and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// What kind of hint.
    pub kind: HintKind,
    /// One sentence for the player: "r4c5 can only be 7 (its cell has one candidate left)".
    pub text: String,
    /// The forced move: a cell and its digit.
    pub placement: Option<(Cell, usize)>,
    /// The cells the reason is about (the item's cells, or the wrong entry), to highlight.
    pub cells: Vec<Cell>,
    /// With no forced move: the placements the fewest-options item leaves.
    pub choices: Vec<(Cell, usize)>,
}

impl Hint {
    fn say(kind: HintKind, text: String) -> Hint {
        Hint {
            kind,
            text,
            placement: None,
            cells: Vec::new(),
            choices: Vec::new(),
        }
    }
}

fn cell_name(cell: Cell) -> String {
    format!("r{}c{}", cell.row + 1, cell.col + 1)
}

/// The hint for `puzzle` (its givens) with the player's `entries` (a grid of the same shape:
/// digits in cells the givens leave blank; 0 elsewhere; entries on givens are ignored).
pub fn hint(puzzle: &Puzzle, entries: &Grid) -> Hint {
    let side = puzzle.grid().side();
    let cell_of = |index: usize| Cell {
        row: index / side,
        col: index % side,
    };
    let answer = solve_puzzle(puzzle, 2);
    let Some(solution) = answer.solution else {
        return Hint::say(
            HintKind::NoSolution,
            "These givens have no solution: no hint can help.".into(),
        );
    };
    let givens = puzzle.grid().cells();
    let mut filled = puzzle.grid().clone();
    for (index, &digit) in entries.cells().iter().enumerate().take(givens.len()) {
        if givens[index] == 0 && digit != 0 {
            filled.cells[index] = digit;
        }
    }
    if answer.count == 1 {
        // Name the first entry that is not the solution's digit.
        if let Some(index) =
            (0..givens.len()).find(|&i| givens[i] == 0 && filled.cells[i] != 0 && filled.cells[i] != solution.cells[i])
        {
            let cell = cell_of(index);
            let mut wrong = Hint::say(
                HintKind::Wrong,
                format!(
                    "{} is wrong: the {} there does not lead to the solution.",
                    cell_name(cell),
                    digit_char(filled.cells[index] as usize)
                ),
            );
            wrong.cells = vec![cell];
            return wrong;
        }
    }
    if filled.cells.iter().all(|&digit| digit != 0) {
        return Hint::say(HintKind::Solved, "Every cell is filled: the puzzle is solved.".into());
    }
    let with_entries = Puzzle::with_rules(filled, puzzle.rules().clone());
    if with_entries.check_givens().is_err() || solve_puzzle(&with_entries, 1).count == 0 {
        return Hint::say(
            HintKind::EntriesClash,
            "Your entries leave no solution, but this puzzle has more than one: check them.".into(),
        );
    }
    let solution = (answer.count == 1).then_some(&solution);
    forced_move(&with_entries, solution)
}

/// The most forced moves a contradiction hint follows after its trial placement: a longer chain
/// is no help to a player.
const MAX_FORCED: usize = 12;

/// A placement whose forced consequences empty an item: the proof that the other option of its
/// item is the one.
struct Contradiction {
    /// The item with two options, and the option tried.
    item: u32,
    tried: usize,
    /// The placements forced after it, in order.
    forced: Vec<(Cell, usize)>,
    /// The item left with no option.
    empty: u32,
}

/// Tries each option of each active item with two options: selected, then every placement
/// forced after it selected in turn (at most [`MAX_FORCED`]), until an item has no option left.
/// The shortest such chain, if any. `links` is left as it was.
fn contradiction(links: &mut Links, encoded: &SudokuProblem) -> Option<Contradiction> {
    let mut pairs = Vec::new();
    let next = links.next_items();
    let mut item = next[0];
    while item != 0 {
        if links.len(item) == 2 {
            pairs.push(item);
        }
        item = next[item as usize];
    }
    let mut best: Option<Contradiction> = None;
    for item in pairs {
        for tried in options_of(links, item) {
            let mut covered = Vec::new();
            select(links, encoded, tried, &mut covered);
            let mut forced = Vec::new();
            let empty = loop {
                let (single, _, _) = scan(links, encoded);
                if let Some(empty) = first_empty(links) {
                    break Some(empty);
                }
                match single {
                    Some((one, placement)) if forced.len() < MAX_FORCED => {
                        forced.push(placement);
                        select(links, encoded, options_of(links, one)[0], &mut covered);
                    }
                    _ => break None,
                }
            };
            undo(links, &covered);
            if let Some(empty) = empty {
                if best.as_ref().is_none_or(|b| forced.len() < b.forced.len()) {
                    best = Some(Contradiction {
                        item,
                        tried,
                        forced,
                        empty,
                    });
                }
            }
        }
    }
    best
}

/// Selects `option`: covers each of its items, noting them in `covered`. Not inlined: the
/// covering loop is large, and the generator's build is held to a size.
#[inline(never)]
fn select(links: &mut Links, encoded: &SudokuProblem, option: usize, covered: &mut Vec<u32>) {
    for &member in encoded.problem().option(option) {
        links.cover(member + 1);
        covered.push(member + 1);
    }
}

/// Uncovers what `select` covered, in reverse order.
#[inline(never)]
fn undo(links: &mut Links, covered: &[u32]) {
    for &member in covered.iter().rev() {
        links.uncover(member);
    }
}

/// An active primary item with no option left, if any.
fn first_empty(links: &Links) -> Option<u32> {
    let next = links.next_items();
    let mut item = next[0];
    while item != 0 {
        if links.len(item) == 0 {
            return Some(item);
        }
        item = next[item as usize];
    }
    None
}

/// What an item with no option left lacks: "r5c5 no digit", "column 3 no place for a 4".
fn lack(encoded: &SudokuProblem, item: u32) -> String {
    match encoded.constraint(item as usize - 1) {
        Constraint::Cell { row, col } => format!("{} with no digit", cell_name(Cell { row, col })),
        Constraint::Digit { house, digit } => {
            format!(
                "{} with no place for {}",
                house_name(house).to_ascii_lowercase(),
                a_digit(digit)
            )
        }
        Constraint::CageDigit { cage, digit } => format!("cage {cage} with no way to settle its {}", digit_char(digit)),
        Constraint::CageSet { cage } => format!("cage {cage} with no digit set"),
    }
}

/// The first item with one option that places a digit (a cell's item first), else the item
/// with the fewest options. A killer cage that has one digit set left is settled first (its
/// set selected): that places no digit, but may leave a digit one place.
fn forced_move(puzzle: &Puzzle, solution: Option<&Grid>) -> Hint {
    let encoded = SudokuProblem::of(puzzle);
    let mut links = Links::new(encoded.problem());
    let mut settled: Vec<(char, Vec<usize>)> = Vec::new();
    let (single, fewest) = loop {
        let (single, fewest, forced_set) = scan(&links, &encoded);
        match (single, forced_set) {
            (None, Some(option)) => {
                // Select the cage's one set: cover each of its items.
                if let Move::CageSet { cage, digits } = encoded.option_move(option) {
                    settled.push((cage, digits));
                }
                for &item in encoded.problem().option(option) {
                    links.cover(item + 1);
                }
            }
            _ => break (single, fewest),
        }
    };
    let rules = puzzle.rules();
    let side = puzzle.grid().side();
    // The cages settled on the way, as a reason's last words.
    let given_cages = |cells: &[Cell]| {
        let mut about: Vec<String> = settled
            .iter()
            .filter(|(label, _)| {
                cells.iter().any(|c| {
                    rules
                        .cage_of_cell(c.row * side + c.col)
                        .is_some_and(|k| rules.cages()[k].label == *label)
                })
            })
            .map(|(label, digits)| {
                let digits: Vec<String> = digits.iter().map(|&d| digit_char(d).to_string()).collect();
                format!("cage {label} can only be {{{}}}", digits.join(","))
            })
            .collect();
        about.dedup();
        if about.is_empty() {
            String::new()
        } else {
            format!(", as {}", about.join(" and "))
        }
    };
    if let Some((item, (cell, digit))) = single {
        let constraint = encoded.constraint(item as usize - 1);
        let digit_text = digit_char(digit);
        let (kind, text, cells) = match constraint {
            Constraint::Cell { .. } => (
                HintKind::Cell,
                format!(
                    "{} can only be {digit_text} (its cell has one candidate left",
                    cell_name(cell)
                ),
                vec![cell],
            ),
            Constraint::Digit { house, .. } => (
                HintKind::Place,
                format!(
                    "{} needs {} and only {} can take it",
                    house_name(house),
                    a_digit(digit),
                    cell_name(cell)
                ),
                cells_of(rules.house_cells(house), side),
            ),
            Constraint::CageDigit { cage, .. } => {
                let index = rules.cage_of_cell(cell.row * side + cell.col);
                let cells = index.map_or_else(Vec::new, |k| cells_of(rules.cages()[k].cells.clone(), side));
                (
                    HintKind::Place,
                    format!(
                        "Cage {cage} must hold {} and only {} can take it",
                        a_digit(digit),
                        cell_name(cell)
                    ),
                    cells,
                )
            }
            Constraint::CageSet { .. } => unreachable!("a cage's digit set places no digit"),
        };
        let close = if kind == HintKind::Cell { ")" } else { "" };
        let text = format!("{text}{}{close}.", given_cages(&cells));
        return Hint {
            kind,
            text,
            placement: Some((cell, digit)),
            cells,
            choices: Vec::new(),
        };
    }
    let Some(item) = fewest else {
        return Hint::say(HintKind::Solved, "Every cell is filled: the puzzle is solved.".into());
    };
    if let Some(proof) = contradiction(&mut links, &encoded) {
        let options = options_of(&links, proof.item);
        let other = options.iter().copied().find(|&o| o != proof.tried);
        if let (Some((cell, digit)), Some((t_cell, t_digit)), Some(other)) = (
            other.and_then(|o| encoded.placement(o)),
            encoded.placement(proof.tried),
            other,
        ) {
            let moves = match proof.forced.len() {
                0 => String::new(),
                n => {
                    let list: Vec<String> = proof
                        .forced
                        .iter()
                        .map(|&(c, d)| format!("{}={}", cell_name(c), digit_char(d)))
                        .collect();
                    format!(
                        " after {n} forced move{} ({})",
                        if n == 1 { "" } else { "s" },
                        list.join(", ")
                    )
                }
            };
            let text = format!(
                "{} must be {}: {} at {} would leave {}{moves}.",
                cell_name(cell),
                digit_char(digit),
                digit_char(t_digit),
                cell_name(t_cell),
                lack(&encoded, proof.empty),
            );
            let mut cells = vec![cell, t_cell];
            cells.extend(proof.forced.iter().map(|&(c, _)| c));
            cells.dedup();
            return Hint {
                kind: HintKind::Contradiction,
                text,
                placement: Some((cell, digit)),
                cells,
                choices: [other, proof.tried]
                    .iter()
                    .filter_map(|&o| encoded.placement(o))
                    .collect(),
            };
        }
    }
    let choices: Vec<(Cell, usize)> = options_of(&links, item)
        .into_iter()
        .filter_map(|option| encoded.placement(option))
        .collect();
    let text = match encoded.constraint(item as usize - 1) {
        Constraint::Cell { .. } => {
            let digits: Vec<String> = choices.iter().map(|&(_, d)| digit_char(d).to_string()).collect();
            format!("No forced move: {} is {}.", cell_name(choices[0].0), or_list(&digits))
        }
        Constraint::Digit { house, digit } => {
            let places: Vec<String> = choices.iter().map(|&(c, _)| cell_name(c)).collect();
            format!(
                "No forced move: {} needs its {} in {}.",
                house_name(house).to_ascii_lowercase(),
                digit_char(digit),
                or_list(&places)
            )
        }
        Constraint::CageDigit { cage, digit } => {
            let places: Vec<String> = choices.iter().map(|&(c, _)| cell_name(c)).collect();
            format!(
                "No forced move: cage {cage}'s {} can go in {}, or be left out.",
                digit_char(digit),
                or_list(&places)
            )
        }
        Constraint::CageSet { cage } => format!("No forced move: cage {cage} has more than one digit set left."),
    };
    // Never a dead end: with one solution, say which choice it makes (no short proof shows why).
    let right = solution.and_then(|grid| {
        choices
            .iter()
            .copied()
            .find(|&(c, d)| usize::from(grid.cells()[c.row * side + c.col]) == d)
    });
    let text = match right {
        Some((c, d)) => format!(
            "{} No short chain of forced moves rules one out; the solution has {} at {}.",
            text,
            digit_char(d),
            cell_name(c)
        ),
        None => text,
    };
    Hint {
        kind: HintKind::NoForcedMove,
        text,
        placement: right,
        cells: choices.iter().map(|&(c, _)| c).collect(),
        choices,
    }
}

/// The options left in `item`'s list.
fn options_of(links: &Links, item: u32) -> Vec<usize> {
    let mut options = Vec::new();
    let mut node = links.down(item);
    while node != item {
        options.push(links.option_of(node));
        node = links.down(node);
    }
    options
}

/// Looks over the active primary items: the first with one option that places a digit (a
/// cell's first), the cell or house item with the fewest options (any item if there is none),
/// and a cage whose one option left is a digit set.
#[allow(clippy::type_complexity)]
fn scan(links: &Links, encoded: &SudokuProblem) -> (Option<(u32, (Cell, usize))>, Option<u32>, Option<usize>) {
    let (mut single, mut fewest, mut forced_set) = (None, None::<(u32, u32, bool)>, None);
    let next = links.next_items();
    let mut item = next[0];
    while item != 0 {
        let len = links.len(item);
        let constraint = encoded.constraint(item as usize - 1);
        let placing = matches!(constraint, Constraint::Cell { .. } | Constraint::Digit { .. });
        // The fewest among cells and houses; cages only while there is none of those.
        if fewest
            .is_none_or(|(_, best, best_placing)| (placing && !best_placing) || (placing == best_placing && len < best))
        {
            fewest = Some((item, len, placing));
        }
        if len == 1 {
            let option = options_of(links, item)[0];
            match encoded.placement(option) {
                Some(placement) => {
                    let is_cell = matches!(constraint, Constraint::Cell { .. });
                    if is_cell || single.is_none() {
                        single = Some((item, placement));
                    }
                    if is_cell {
                        break;
                    }
                }
                None => forced_set = forced_set.or(Some(option)),
            }
        }
        item = next[item as usize];
    }
    (single, fewest.map(|(item, ..)| item), forced_set)
}

/// "a 7", "an 8", "an A" (the digits past 9 are letters).
fn a_digit(digit: usize) -> String {
    let ch = digit_char(digit);
    let article = if matches!(
        ch,
        '8' | 'A' | 'E' | 'F' | 'H' | 'I' | 'L' | 'M' | 'N' | 'O' | 'R' | 'S' | 'X'
    ) {
        "an"
    } else {
        "a"
    };
    format!("{article} {ch}")
}

fn cells_of(indices: Vec<usize>, side: usize) -> Vec<Cell> {
    indices
        .into_iter()
        .map(|index| Cell {
            row: index / side,
            col: index % side,
        })
        .collect()
}

/// "Row 4", "Box 2", "The main diagonal" …
fn house_name(house: House) -> String {
    match house {
        House::Row(i) => format!("Row {}", i + 1),
        House::Column(i) => format!("Column {}", i + 1),
        House::Box(i) => format!("Box {}", i + 1),
        House::Region(i) => format!("Region {}", i + 1),
        House::Diagonal(0) => "The main diagonal".into(),
        House::Diagonal(_) => "The other diagonal".into(),
        House::Window(i) => format!("Window {}", i + 1),
    }
}

/// "a, b or c"
fn or_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

//! What each constraint accepts, as a whole: its cells, the order to give them digits in, and a
//! check of digits so far (`TupleRule`). `cover.rs` enumerates the assignments a rule accepts
//! (a constraint made whole, an option each) and narrows the cells' candidates with them.

use super::cover::{neighbour_relation, orthogonal};
use super::{Cell, Constraint};

/// Whether digits so far (0: none yet, by place among a constraint's cells) can still be, or
/// with all given are, an assignment the constraint accepts.
pub(super) type Fits = Box<dyn Fn(&[u32]) -> bool>;

/// A constraint as a whole: its cells, the order to give them digits in (the ends of a line
/// first where the middle depends on them), and whether digits so far (0: none yet, by place
/// in `cells`) can still be, or with all given are, an assignment it accepts.
pub(super) struct TupleRule {
    pub(super) cells: Vec<Cell>,
    pub(super) order: Vec<usize>,
    pub(super) fits: Fits,
}

/// Whether the digits given so far (0: none yet) all differ. Asked of every partial tuple a
/// rule's enumeration tries (up to `MAX_TUPLE_STEPS`): one pass with the digits seen as bits
/// (a grid's digits are under 64).
fn differ(d: &[u32]) -> bool {
    let mut seen = 0u64;
    for &x in d {
        let bit = 1u64 << x;
        if x != 0 && seen & bit != 0 {
            return false;
        }
        seen |= bit;
    }
    true
}

/// The constraints that read as a whole: the line and cage constraints (not the grid-wide rules,
/// nor the dots and X and V, which are pairs already; nor lunchboxes, whose digits can be told
/// wrong only once all are given: enumerating them, up to `MAX_TUPLE_STEPS` each round of the
/// cells' narrowing, cost more than the search it saved, whose bound narrows them at each node).
pub(super) fn tuple_rule(constraint: &Constraint, grid_side: usize, regions: Option<&[usize]>) -> Option<TupleRule> {
    let side = grid_side as u32;
    let natural = |n: usize| (0..n).collect::<Vec<usize>>();
    let ends_first = |n: usize| {
        let mut order = vec![0, n - 1];
        order.extend(1..n - 1);
        order
    };
    // Each cell just after its mirror (the line's ends first, then the next two in), for the
    // lines whose cells are read in pairs from the ends: in the line's own order, the first half
    // would be walked whole (9^4 partial assignments on a line of nine) before a mirror could
    // refuse any of it.
    let mirrored = |n: usize| {
        let mut order = Vec::with_capacity(n);
        for k in 0..n / 2 {
            order.extend([k, n - 1 - k]);
        }
        if n % 2 == 1 {
            order.push(n / 2);
        }
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
                    let spread = set.iter().max().unwrap_or(&0) - set.iter().min().unwrap_or(&0);
                    differ(d) && spread < n
                }),
            )
        }
        Constraint::Palindrome(cells) => rule(
            cells,
            mirrored(cells.len()),
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
            rule(
                cells,
                mirrored(n),
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
            rule(cells, natural(cells.len()), Box::new(move |d| differ(d) && adds_up(d)))
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
            let regions: Option<Vec<usize>> = regions.map(<[usize]>::to_vec);
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
        Constraint::Quad { cells, digits } => {
            let digits = digits.clone();
            rule(
                cells,
                natural(cells.len()),
                Box::new(move |d| {
                    // The circle's digits not yet among the cells must fit in the cells left.
                    let open = d.iter().filter(|&&x| x == 0).count();
                    let missing: usize = digits
                        .iter()
                        .enumerate()
                        .filter(|&(k, digit)| !digits[..k].contains(digit))
                        .map(|(_, digit)| {
                            let wanted = digits.iter().filter(|&x| x == digit).count();
                            wanted.saturating_sub(d.iter().filter(|&x| x == digit).count())
                        })
                        .sum();
                    missing <= open
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
            let side = grid_side;
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

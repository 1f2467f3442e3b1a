//! The sums that killer cages imply where they meet whole houses: the rule of 45, as people
//! solve killers by hand. Rows (or columns, or regions) taken one after another add up to 45
//! each; the cages lying mostly inside them add up to their sums; the cells where the two
//! differ (innies, left out of the cages, and outies, sticking out) must make up the
//! difference. A sum over a few cells that no cage states is a constraint of its own: the
//! exact cover gets it as a weighted sum (`Constraint::Sum`), and a search that fails on
//! cages long after the grid's items could tell finds the failure in a few cells.

use super::{Cell, Constraint, ConstraintSudoku};

/// The rule of 45's sums for `puzzle`'s cages: each a constraint `Sum` (weight 1 for an outie,
/// -1 for an innie) that the cages imply and none states. None without cages with sums.
pub(super) fn house_sums(puzzle: &ConstraintSudoku) -> Vec<Constraint> {
    let side = puzzle.side;
    let total = (side * (side + 1) / 2) as i32;
    let cages = cages_apart(puzzle);
    if cages.is_empty() {
        return Vec::new();
    }
    let rows: Vec<Vec<Cell>> = (0..side).map(|r| (0..side).map(|c| r * side + c).collect()).collect();
    let columns: Vec<Vec<Cell>> = (0..side).map(|c| (0..side).map(|r| r * side + c).collect()).collect();
    let mut sweeps: Vec<Vec<Vec<Cell>>> = vec![
        rows.clone(),
        rows.into_iter().rev().collect(),
        columns.clone(),
        columns.into_iter().rev().collect(),
    ];
    if let Some(regions) = &puzzle.regions {
        let mut by_region: Vec<Vec<Cell>> = vec![Vec::new(); side];
        for (cell, &region) in regions.iter().enumerate() {
            by_region[region].push(cell);
        }
        // Only when every region is a house of `side` cells (a jigsaw's are).
        if by_region.iter().all(|cells| cells.len() == side) {
            sweeps.push(by_region);
        }
    }
    let mut found = Vec::new();
    // Few: a list is smaller in WebAssembly than a set of them.
    let mut seen: Vec<(Vec<Cell>, Vec<Cell>)> = cages.iter().map(|(cells, _)| (sorted(cells), Vec::new())).collect();
    let mut keep = |outies: Vec<Cell>, innies: Vec<Cell>, sum: i32| {
        let (outies, innies) = (sorted(&outies), sorted(&innies));
        let n = outies.len() + innies.len();
        // Over `side` cells, or three and more of each, a sum says little a search can use.
        if n == 0 || n > side || (outies.len() > 2 && innies.len() > 2) {
            return;
        }
        if seen.contains(&(outies.clone(), innies.clone())) || seen.contains(&(innies.clone(), outies.clone())) {
            return;
        }
        seen.push((outies.clone(), innies.clone()));
        let weights = outies.iter().map(|_| 1).chain(innies.iter().map(|_| -1)).collect();
        found.push(Constraint::Sum {
            cells: outies.into_iter().chain(innies).collect(),
            weights,
            sum,
        });
    };
    for sweep in &sweeps {
        let mut inside = vec![false; side * side];
        let mut in_cages = vec![false; side * side];
        let mut taken = vec![false; cages.len()];
        let mut cage_total = 0;
        // Every house but the last: with it, the sweep is the whole grid (below).
        for (k, house) in sweep.iter().enumerate().take(side - 1) {
            for &cell in house {
                inside[cell] = true;
            }
            // A cage joins once more than half of it is inside.
            for (c, (cells, sum)) in cages.iter().enumerate() {
                if !taken[c] && 2 * cells.iter().filter(|&&cell| inside[cell]).count() > cells.len() {
                    taken[c] = true;
                    cage_total += sum;
                    for &cell in cells {
                        in_cages[cell] = true;
                    }
                }
            }
            let outies: Vec<Cell> = (0..side * side).filter(|&c| in_cages[c] && !inside[c]).collect();
            let innies: Vec<Cell> = (0..side * side).filter(|&c| inside[c] && !in_cages[c]).collect();
            keep(outies, innies, cage_total - (k as i32 + 1) * total);
        }
    }
    // The whole grid: the cells no cage covers make up what the cages leave of it.
    let mut in_cages = vec![false; side * side];
    for (cells, _) in &cages {
        for &cell in cells {
            in_cages[cell] = true;
        }
    }
    let rest: Vec<Cell> = (0..side * side).filter(|&c| !in_cages[c]).collect();
    let cage_total: i32 = cages.iter().map(|(_, sum)| sum).sum();
    keep(Vec::new(), rest, cage_total - side as i32 * total);
    found
}

/// The cages with sums, each once, that share no cell with one before them (a sum counted
/// twice would be wrong): their cells and sums.
fn cages_apart(puzzle: &ConstraintSudoku) -> Vec<(Vec<Cell>, i32)> {
    let mut used = vec![false; puzzle.side * puzzle.side];
    let mut cages = Vec::new();
    for constraint in &puzzle.constraints {
        if let Constraint::Cage { cells, sum: Some(sum) } = constraint {
            let distinct = sorted(cells).windows(2).all(|pair| pair[0] != pair[1]);
            if distinct && cells.iter().all(|&cell| !used[cell]) {
                for &cell in cells {
                    used[cell] = true;
                }
                cages.push((cells.clone(), *sum as i32));
            }
        }
    }
    cages
}

fn sorted(cells: &[Cell]) -> Vec<Cell> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells
}

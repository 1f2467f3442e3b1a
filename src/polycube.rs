//! Polycubes as exact cover: Piet Hein's Soma cube, the seven pieces (each used once, primary)
//! filling a 3 × 3 × 3 cube (every cell primary). Every rotation of every piece is an option at
//! every place it fits; reflections are not (a piece cannot be turned inside out), so the two
//! mirror-image screws A and B are two pieces.

use crate::problem::{Problem, RawProblem};

/// A cell of space, (x, y, z).
pub type Cell = [i32; 3];

/// The Soma cube's seven pieces, with Conway's letters.
pub const SOMA_PIECES: [(char, &[Cell]); 7] = [
    ('V', &[[0, 0, 0], [1, 0, 0], [0, 1, 0]]),
    ('L', &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0]]),
    ('T', &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]]),
    ('Z', &[[0, 0, 0], [1, 0, 0], [1, 1, 0], [2, 1, 0]]),
    // The two screws, mirror images of each other (swap x and y), and the branch.
    ('A', &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 1, 1]]),
    ('B', &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 0, 1]]),
    ('P', &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]]),
];

/// The side of the Soma cube.
pub const SOMA_SIDE: i32 = 3;

/// The 48 symmetries of the cube about the origin, each a signed permutation of the axes:
/// `(axes, signs)` maps `p` to `[signs[0] * p[axes[0]], …]`. The first 24 are the rotations.
pub fn cube_symmetries() -> Vec<([usize; 3], [i32; 3])> {
    const PERMUTATIONS: [([usize; 3], i32); 6] = [
        ([0, 1, 2], 1),
        ([1, 2, 0], 1),
        ([2, 0, 1], 1),
        ([0, 2, 1], -1),
        ([2, 1, 0], -1),
        ([1, 0, 2], -1),
    ];
    let mut proper = Vec::new();
    let mut improper = Vec::new();
    for (axes, parity) in PERMUTATIONS {
        for bits in 0..8 {
            let signs = [0, 1, 2].map(|k| if bits >> k & 1 == 1 { -1 } else { 1 });
            // A rotation when the permutation's parity and the signs' product agree.
            if parity * signs.iter().product::<i32>() == 1 {
                proper.push((axes, signs));
            } else {
                improper.push((axes, signs));
            }
        }
    }
    proper.extend(improper);
    proper
}

/// `cell` moved by a symmetry of [`cube_symmetries`].
pub fn apply((axes, signs): ([usize; 3], [i32; 3]), cell: Cell) -> Cell {
    [0, 1, 2].map(|k| signs[k] * cell[axes[k]])
}

/// Cells shifted so that their smallest coordinates are 0, in the order of [`cell_index`]: a
/// shape's one form wherever it sits (a Soma piece fits in the cube's 3 × 3 × 3 box whichever
/// way it is turned). Sorted by index, a plain `usize` sort, which the wasm build already has.
fn normalised(cells: Vec<Cell>) -> Vec<Cell> {
    let least = [0, 1, 2].map(|k| cells.iter().map(|cell| cell[k]).min().unwrap_or(0));
    let mut indices: Vec<usize> = cells
        .iter()
        .map(|cell| cell_index([0, 1, 2].map(|k| cell[k] - least[k])))
        .collect();
    indices.sort_unstable();
    indices.into_iter().map(cell_at).collect()
}

/// The distinct rotations of a piece (no reflections), each normalised.
pub fn rotations(cells: &[Cell]) -> Vec<Vec<Cell>> {
    let mut found: Vec<Vec<Cell>> = Vec::new();
    for symmetry in cube_symmetries().into_iter().take(24) {
        let turned = normalised(cells.iter().map(|&cell| apply(symmetry, cell)).collect());
        if !found.contains(&turned) {
            found.push(turned);
        }
    }
    found
}

/// Every placement of the Soma pieces in the cube, in the order of [`soma_problem`]'s options:
/// piece by piece, rotation by rotation, then by place (z, y, x of the shift).
pub fn soma_placements() -> Vec<(char, Vec<Cell>)> {
    let mut placements = Vec::new();
    for (letter, cells) in SOMA_PIECES {
        for shape in rotations(cells) {
            for dz in 0..SOMA_SIDE {
                for dy in 0..SOMA_SIDE {
                    for dx in 0..SOMA_SIDE {
                        let placed: Vec<Cell> = shape.iter().map(|&[x, y, z]| [x + dx, y + dy, z + dz]).collect();
                        if placed
                            .iter()
                            .all(|cell| cell.iter().all(|&c| (0..SOMA_SIDE).contains(&c)))
                        {
                            placements.push((letter, placed));
                        }
                    }
                }
            }
        }
    }
    placements
}

/// A cell's index among the cube's 27, z then y then x: `9z + 3y + x`.
pub fn cell_index([x, y, z]: Cell) -> usize {
    (z * SOMA_SIDE * SOMA_SIDE + y * SOMA_SIDE + x) as usize
}

/// The cell of index `k` (the inverse of [`cell_index`]).
pub fn cell_at(k: usize) -> Cell {
    let side = SOMA_SIDE as usize;
    [k % side, k / side % side, k / (side * side)].map(|c| c as i32)
}

/// The Soma cube: items `V L T Z A B P` (the pieces), then `x{x}y{y}z{z}` (the cells, in the
/// order of [`cell_index`]), all primary; one option per placement of [`soma_placements`].
///
/// ```
/// assert_eq!(dlx_stepper::polycube::soma_problem().count_solutions(None), 11_520);
/// ```
pub fn soma_problem() -> Problem {
    let side = SOMA_SIDE as usize;
    let cells = side * side * side;
    let names = SOMA_PIECES
        .iter()
        .map(|(letter, _)| letter.to_string())
        .chain((0..cells).map(|k| {
            let [x, y, z] = cell_at(k);
            format!("x{x}y{y}z{z}")
        }))
        .collect();
    let mut problem = RawProblem::new(names, SOMA_PIECES.len() + cells);
    for (letter, placed) in soma_placements() {
        let piece = SOMA_PIECES.iter().position(|(name, _)| *name == letter).unwrap_or(0);
        let items: Vec<u32> = std::iter::once(piece as u32)
            .chain(placed.iter().map(|&cell| (SOMA_PIECES.len() + cell_index(cell)) as u32))
            .collect();
        problem.push_option(None, &items);
    }
    problem.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cube_has_24_rotations_and_24_reflections() {
        let all = cube_symmetries();
        assert_eq!(all.len(), 48);
        let images = |symmetry| apply(symmetry, [1, 2, 3]);
        let distinct: std::collections::HashSet<Cell> = all.iter().map(|&s| images(s)).collect();
        assert_eq!(distinct.len(), 48);
        // A rotation keeps a right-handed screw right-handed: A's rotations never give B.
        let a = rotations(SOMA_PIECES[4].1);
        let b = normalised(SOMA_PIECES[5].1.to_vec());
        assert!(!a.contains(&b));
        // The first reflection does turn A into B.
        let mirrored = normalised(SOMA_PIECES[4].1.iter().map(|&cell| apply(all[24], cell)).collect());
        assert!(rotations(SOMA_PIECES[5].1).contains(&mirrored));
    }

    #[test]
    fn pieces_have_the_rotations_they_should() {
        let counts: Vec<usize> = SOMA_PIECES.iter().map(|(_, cells)| rotations(cells).len()).collect();
        // V, T, Z, A, B and P have a symmetry each (or more); L has none but the identity.
        assert_eq!(counts, [12, 24, 12, 12, 12, 12, 8]);
        assert_eq!(SOMA_PIECES.iter().map(|(_, cells)| cells.len()).sum::<usize>(), 27);
    }

    /// Soma solutions counted without exact cover: fill the first empty cell (x fastest) with
    /// every unused piece's every placement that covers it and fits.
    fn brute_force() -> u64 {
        fn fill(used: u8, filled: u32, by_cell: &[Vec<(usize, u32)>]) -> u64 {
            if filled == (1 << 27) - 1 {
                return 1;
            }
            let cell = (!filled).trailing_zeros() as usize;
            by_cell[cell]
                .iter()
                .filter(|&&(piece, mask)| used >> piece & 1 == 0 && filled & mask == 0)
                .map(|&(piece, mask)| fill(used | 1 << piece, filled | mask, by_cell))
                .sum()
        }
        // Each placement as a bit mask, listed under its lowest cell.
        let mut by_cell = vec![Vec::new(); 27];
        for (k, (_, cells)) in SOMA_PIECES.iter().enumerate() {
            for shape in rotations(cells) {
                for shift in 0..27 {
                    let d = [shift % 3, shift / 3 % 3, shift / 9];
                    let placed: Vec<Cell> = shape.iter().map(|c| [c[0] + d[0], c[1] + d[1], c[2] + d[2]]).collect();
                    if placed.iter().all(|c| c.iter().all(|&v| (0..3).contains(&v))) {
                        let mask = placed.iter().fold(0u32, |mask, &c| mask | 1 << cell_index(c));
                        by_cell[mask.trailing_zeros() as usize].push((k, mask));
                    }
                }
            }
        }
        fill(0, 0, &by_cell)
    }

    #[test]
    fn the_soma_cube_has_11520_solutions_as_a_brute_force_counts_them() {
        assert_eq!(soma_problem().count_solutions(None), 11_520);
        assert_eq!(brute_force(), 11_520);
    }
}

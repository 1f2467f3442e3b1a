//! Polycubes as exact cover: a set of pieces made of unit cubes (each used once, primary) filling
//! a box (every cell primary): Piet Hein's Soma cube (seven pieces into 3 × 3 × 3) and the eight
//! tetracubes (into 4 × 4 × 2). Every rotation of every piece is an option at every place it
//! fits; reflections are not (a piece cannot be turned inside out), so two mirror-image pieces,
//! like the screws A and B, are two pieces.

use crate::problem::{Problem, RawProblem};

/// A cell of space, (x, y, z).
pub type Cell = [i32; 3];

/// A set of polycubes, each with a one-character name, closed under reflection: each piece's
/// mirror image is the piece itself (turned) or its partner in `mirror_pairs`.
#[derive(Debug, PartialEq, Eq)]
pub struct PolycubeSet {
    /// The set's name in a box puzzle's spec.
    pub name: &'static str,
    /// The pieces.
    pub pieces: &'static [(char, &'static [Cell])],
    /// The pairs of pieces that are each other's mirror image (a reflection of a solution
    /// trades them).
    pub mirror_pairs: &'static [(char, char)],
}

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

/// The eight tetracubes (every way to join four cubes face to face, up to rotation): the
/// straight I and the square O, and the Soma cube's six pieces of four cubes, with its letters.
pub const TETRACUBES: [(char, &[Cell]); 8] = [
    ('I', &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 0]]),
    ('O', &[[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0]]),
    SOMA_PIECES[1],
    SOMA_PIECES[2],
    SOMA_PIECES[3],
    SOMA_PIECES[4],
    SOMA_PIECES[5],
    SOMA_PIECES[6],
];

/// The sets of polycubes, by the names a box puzzle is written with: `soma` and `tetracubes`.
pub const POLYCUBE_SETS: [PolycubeSet; 2] = [
    PolycubeSet {
        name: "soma",
        pieces: &SOMA_PIECES,
        mirror_pairs: &[('A', 'B')],
    },
    PolycubeSet {
        name: "tetracubes",
        pieces: &TETRACUBES,
        mirror_pairs: &[('A', 'B')],
    },
];

/// The side of the Soma cube.
pub const SOMA_SIDE: i32 = 3;

/// The longest side of a box (so that a cell of a shape has a small key, see `shape_key`).
pub const MAX_BOX_SIDE: i32 = 16;

/// A symmetry of space about the origin, a signed permutation of the axes: `(axes, signs)` maps
/// `p` to `[signs[0] * p[axes[0]], …]`.
pub type Symmetry = ([usize; 3], [i32; 3]);

/// The 48 symmetries of the cube about the origin. The first 24 are the rotations.
pub fn cube_symmetries() -> Vec<Symmetry> {
    const PERMUTATIONS: [[usize; 3]; 6] = [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [2, 1, 0], [1, 0, 2]];
    let mut proper = Vec::new();
    let mut improper = Vec::new();
    for axes in PERMUTATIONS {
        for bits in 0..8 {
            let signs = [0, 1, 2].map(|k| if bits >> k & 1 == 1 { -1 } else { 1 });
            if is_reflection((axes, signs)) {
                improper.push((axes, signs));
            } else {
                proper.push((axes, signs));
            }
        }
    }
    proper.extend(improper);
    proper
}

/// Whether a symmetry of [`cube_symmetries`] is a reflection (turns a right-handed screw into a
/// left-handed one): the permutation's parity and the signs' product disagree.
pub fn is_reflection((axes, signs): Symmetry) -> bool {
    let even = matches!(axes, [0, 1, 2] | [1, 2, 0] | [2, 0, 1]);
    (signs.iter().product::<i32>() == 1) != even
}

/// `cell` moved by a symmetry of [`cube_symmetries`].
pub fn apply((axes, signs): Symmetry, cell: Cell) -> Cell {
    [0, 1, 2].map(|k| signs[k] * cell[axes[k]])
}

/// The symmetries of a box of `size` (cells along x, y and z) that map it onto itself: those of
/// the cube whose permutation of the axes only trades axes of the same length (48 for a cube,
/// 16 for a square box, 8 for any other), rotations first.
pub fn box_symmetries(size: Cell) -> Vec<Symmetry> {
    cube_symmetries()
        .into_iter()
        .filter(|(axes, _)| (0..3).all(|k| size[axes[k]] == size[k]))
        .collect()
}

/// `cell` of a box of `size` moved by one of its [`box_symmetries`] about the box's centre.
pub fn apply_in_box(symmetry: Symmetry, cell: Cell, size: Cell) -> Cell {
    // Twice the offset from the centre, so that the centre of an even side is a whole number.
    let centred = [0, 1, 2].map(|k| 2 * cell[k] - (size[k] - 1));
    let moved = apply(symmetry, centred);
    [0, 1, 2].map(|k| (moved[k] + size[k] - 1) / 2)
}

/// A cell's key among cells of a shape shifted to the origin: z, then y, then x.
fn shape_key([x, y, z]: Cell) -> usize {
    ((z * MAX_BOX_SIDE + y) * MAX_BOX_SIDE + x) as usize
}

/// The cell of a key (the inverse of [`shape_key`]).
fn shape_cell(key: usize) -> Cell {
    let side = MAX_BOX_SIDE as usize;
    [key % side, key / side % side, key / (side * side)].map(|c| c as i32)
}

/// Cells shifted so that their smallest coordinates are 0, sorted by z, y and x: a shape's one
/// form wherever it sits. Sorted by key, a plain `usize` sort, which the wasm build already has.
fn normalised(cells: Vec<Cell>) -> Vec<Cell> {
    let least = [0, 1, 2].map(|k| cells.iter().map(|cell| cell[k]).min().unwrap_or(0));
    let mut keys: Vec<usize> = cells
        .iter()
        .map(|cell| shape_key([0, 1, 2].map(|k| cell[k] - least[k])))
        .collect();
    keys.sort_unstable();
    keys.into_iter().map(shape_cell).collect()
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

/// A box puzzle: a set of polycubes and the box they fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PolycubeBox {
    /// The pieces, each used once.
    pub set: &'static PolycubeSet,
    /// The box's cells along x, y and z (z the layers, bottom first).
    pub size: Cell,
}

/// What is wrong with a polycube puzzle's `SET @ XxYxZ` ([`PolycubeBox::parse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PolycubeError {
    /// Not of the form `SET @ XxYxZ`.
    Form,
    /// A set [`POLYCUBE_SETS`] does not have (its first 20 characters).
    UnknownSet(String),
    /// A box that is not three sides of 1 to [`MAX_BOX_SIDE`] (its first 20 characters).
    BadBox(String),
    /// A box of another volume than the set's pieces fill.
    WrongVolume {
        /// The box: cells along x, y and z.
        size: [i32; 3],
        /// How many cells it has.
        cells: usize,
        /// How many pieces the set has.
        pieces: usize,
        /// The set's name.
        set: &'static str,
        /// How many the pieces need.
        needed: usize,
    },
}

impl std::fmt::Display for PolycubeError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PolycubeError::Form => {
                f.write_str("polycubes are `PIECES @ XxYxZ`: like `tetracubes @ 4x4x2` or `soma @ 3x3x3`")
            }
            PolycubeError::UnknownSet(set) => write!(f, "unknown polycubes `{set}`: use soma or tetracubes"),
            PolycubeError::BadBox(size) => write!(
                f,
                "bad box `{size}`: give its cells along x, y and z (each 1 to {MAX_BOX_SIDE}), like 4x4x2"
            ),
            PolycubeError::WrongVolume {
                size: [x, y, z],
                cells,
                pieces,
                set,
                needed,
            } => write!(
                f,
                "the box {x}x{y}x{z} has {cells} cells: the {pieces} pieces of `{set}` fill exactly {needed}"
            ),
        }
    }
}

impl std::error::Error for PolycubeError {}

impl PolycubeBox {
    /// The Soma cube: its seven pieces into 3 × 3 × 3.
    pub const SOMA: PolycubeBox = PolycubeBox {
        set: &POLYCUBE_SETS[0],
        size: [SOMA_SIDE; 3],
    };

    /// Reads `SET @ XxYxZ`: a set of [`POLYCUBE_SETS`] and a box as its cells along x and y (a
    /// layer's width and depth) and z (the layers), like `tetracubes @ 4x4x2`. The box must have
    /// exactly as many cells as the pieces.
    ///
    /// # Errors
    /// A message saying what is wrong with the set or the box.
    pub fn parse(spec: &str) -> Result<PolycubeBox, PolycubeError> {
        let quoted = |text: &str| text.trim().chars().take(20).collect::<String>();
        let (set, size) = spec.rsplit_once('@').ok_or(PolycubeError::Form)?;
        let set = POLYCUBE_SETS
            .iter()
            .find(|known| known.name == set.trim())
            .ok_or_else(|| PolycubeError::UnknownSet(quoted(set)))?;
        let sides: Vec<i32> = size
            .trim()
            .split(['x', 'X'])
            .map(|side| side.trim().parse().ok().filter(|n| (1..=MAX_BOX_SIDE).contains(n)))
            .collect::<Option<_>>()
            .filter(|sides: &Vec<i32>| sides.len() == 3)
            .ok_or_else(|| PolycubeError::BadBox(quoted(size)))?;
        let puzzle = PolycubeBox {
            set,
            size: [sides[0], sides[1], sides[2]],
        };
        let (cells, needed) = (
            puzzle.cell_count(),
            set.pieces.iter().map(|(_, cells)| cells.len()).sum::<usize>(),
        );
        if cells != needed {
            return Err(PolycubeError::WrongVolume {
                size: puzzle.size,
                cells,
                pieces: set.pieces.len(),
                set: set.name,
                needed,
            });
        }
        Ok(puzzle)
    }

    /// How many cells the box has.
    pub fn cell_count(&self) -> usize {
        self.size.iter().map(|&side| side as usize).product()
    }

    /// A cell's index in the box, z then y then x: `(z * Y + y) * X + x`.
    pub fn cell_index(&self, [x, y, z]: Cell) -> usize {
        let [sx, sy, _] = self.size;
        ((z * sy + y) * sx + x) as usize
    }

    /// The cell of index `k` (the inverse of [`cell_index`](Self::cell_index)).
    pub fn cell_at(&self, k: usize) -> Cell {
        let [sx, sy, _] = self.size.map(|side| side as usize);
        [k % sx, k / sx % sy, k / (sx * sy)].map(|c| c as i32)
    }

    /// Whether a cell lies in the box.
    fn contains(&self, cell: Cell) -> bool {
        (0..3).all(|k| (0..self.size[k]).contains(&cell[k]))
    }

    /// Every placement of the pieces in the box, in the order of [`problem`](Self::problem)'s
    /// options: piece by piece, rotation by rotation, then by place (z, y, x of the shift).
    pub fn placements(&self) -> Vec<(char, Vec<Cell>)> {
        let [sx, sy, sz] = self.size;
        let mut placements = Vec::new();
        for &(letter, cells) in self.set.pieces {
            for shape in rotations(cells) {
                for dz in 0..sz {
                    for dy in 0..sy {
                        for dx in 0..sx {
                            let placed: Vec<Cell> = shape.iter().map(|&[x, y, z]| [x + dx, y + dy, z + dz]).collect();
                            if placed.iter().all(|&cell| self.contains(cell)) {
                                placements.push((letter, placed));
                            }
                        }
                    }
                }
            }
        }
        placements
    }

    /// The exact-cover problem: items the pieces' letters, then `x{x}y{y}z{z}` (the cells, in the
    /// order of [`cell_index`](Self::cell_index)), all primary; one option per placement of
    /// [`placements`](Self::placements).
    ///
    /// ```
    /// use dlx_stepper::polycube::PolycubeBox;
    /// assert_eq!(PolycubeBox::SOMA.problem().count_solutions(None), 11_520);
    /// ```
    pub fn problem(&self) -> Problem {
        self.problem_of(&self.placements())
    }

    /// The problem of [`problem`](Self::problem) from its placements, worked out already.
    pub fn problem_of(&self, placements: &[(char, Vec<Cell>)]) -> Problem {
        let cells = self.cell_count();
        let names = self
            .set
            .pieces
            .iter()
            .map(|(letter, _)| letter.to_string())
            .chain((0..cells).map(|k| {
                let [x, y, z] = self.cell_at(k);
                format!("x{x}y{y}z{z}")
            }))
            .collect();
        let pieces = self.set.pieces.len();
        let mut problem = RawProblem::new(names, pieces + cells);
        for (letter, placed) in placements {
            let piece = self.set.pieces.iter().position(|(name, _)| name == letter).unwrap_or(0);
            let items: Vec<u32> = std::iter::once(piece as u32)
                .chain(placed.iter().map(|&cell| (pieces + self.cell_index(cell)) as u32))
                .collect();
            problem.push_option(None, &items);
        }
        problem.finish()
    }
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
        assert_eq!(
            all.iter().map(|&s| is_reflection(s)).collect::<Vec<_>>(),
            (0..48).map(|k| k >= 24).collect::<Vec<_>>()
        );
        // A rotation keeps a right-handed screw right-handed: A's rotations never give B.
        let a = rotations(SOMA_PIECES[4].1);
        let b = normalised(SOMA_PIECES[5].1.to_vec());
        assert!(!a.contains(&b));
        // The first reflection does turn A into B, as does the mirror image.
        let mirrored = normalised(SOMA_PIECES[4].1.iter().map(|&cell| apply(all[24], cell)).collect());
        assert!(rotations(SOMA_PIECES[5].1).contains(&mirrored));
    }

    #[test]
    fn each_set_names_the_mirror_image_of_each_piece() {
        let mirror_image = |cells: &[Cell]| normalised(cells.iter().map(|&[x, y, z]| [y, x, z]).collect());
        for set in &POLYCUBE_SETS {
            for &(letter, cells) in set.pieces {
                let partner = set
                    .mirror_pairs
                    .iter()
                    .find_map(|&(a, b)| (a == letter).then_some(b).or((b == letter).then_some(a)));
                let image = set
                    .pieces
                    .iter()
                    .find(|(_, other)| rotations(other).contains(&mirror_image(cells)))
                    .map(|&(name, _)| name);
                assert_eq!(image, Some(partner.unwrap_or(letter)), "{} {letter}", set.name);
            }
        }
    }

    #[test]
    fn a_box_keeps_the_symmetries_that_trade_only_sides_of_one_length() {
        assert_eq!(box_symmetries([3, 3, 3]).len(), 48);
        assert_eq!(box_symmetries([4, 4, 2]).len(), 16);
        assert_eq!(box_symmetries([8, 2, 1]).len(), 8);
        // Each maps the box's cells onto themselves, one to one.
        for size in [[4, 4, 2], [2, 3, 4]] {
            let puzzle = PolycubeBox {
                set: &POLYCUBE_SETS[1],
                size,
            };
            for symmetry in box_symmetries(size) {
                let mut images: Vec<usize> = (0..puzzle.cell_count())
                    .map(|k| puzzle.cell_index(apply_in_box(symmetry, puzzle.cell_at(k), size)))
                    .collect();
                images.sort_unstable();
                assert_eq!(images, (0..puzzle.cell_count()).collect::<Vec<_>>());
            }
        }
    }

    #[test]
    fn pieces_have_the_rotations_they_should() {
        let counts: Vec<usize> = SOMA_PIECES.iter().map(|(_, cells)| rotations(cells).len()).collect();
        // V, T, Z, A, B and P have a symmetry each (or more); L has none but the identity.
        assert_eq!(counts, [12, 24, 12, 12, 12, 12, 8]);
        assert_eq!(SOMA_PIECES.iter().map(|(_, cells)| cells.len()).sum::<usize>(), 27);
        // The straight I lies along any of 3 axes; the square O in any of 3 planes.
        let counts: Vec<usize> = TETRACUBES.iter().map(|(_, cells)| rotations(cells).len()).collect();
        assert_eq!(counts, [3, 3, 24, 12, 12, 12, 12, 8]);
        // The eight are every tetracube: no two the same up to rotation.
        for (k, (_, cells)) in TETRACUBES.iter().enumerate() {
            for (_, other) in &TETRACUBES[k + 1..] {
                assert!(!rotations(cells).contains(&normalised(other.to_vec())));
            }
        }
    }

    #[test]
    fn boxes_are_read_with_their_set_and_bad_ones_say_why() {
        assert_eq!(PolycubeBox::parse("soma @ 3x3x3").unwrap(), PolycubeBox::SOMA);
        assert_eq!(PolycubeBox::parse(" tetracubes@ 4X4x2 ").unwrap().size, [4, 4, 2]);
        for (spec, error) in [
            (
                "tetracubes 4x4x2",
                "polycubes are `PIECES @ XxYxZ`: like `tetracubes @ 4x4x2` or `soma @ 3x3x3`",
            ),
            (
                "pentacubes @ 5x5x1",
                "unknown polycubes `pentacubes`: use soma or tetracubes",
            ),
            (
                "soma @ 3x3",
                "bad box `3x3`: give its cells along x, y and z (each 1 to 16), like 4x4x2",
            ),
            (
                "soma @ 3x3x0",
                "bad box `3x3x0`: give its cells along x, y and z (each 1 to 16), like 4x4x2",
            ),
            (
                "tetracubes @ 4x4x4",
                "the box 4x4x4 has 64 cells: the 8 pieces of `tetracubes` fill exactly 32",
            ),
        ] {
            assert_eq!(PolycubeBox::parse(spec).unwrap_err().to_string(), error, "{spec}");
        }
    }

    /// Solutions counted without exact cover: fill the first empty cell (x fastest) with every
    /// unused piece's every placement that covers it and fits.
    fn brute_force(puzzle: PolycubeBox) -> u64 {
        fn fill(used: u8, filled: u64, full: u64, by_cell: &[Vec<(usize, u64)>]) -> u64 {
            if filled == full {
                return 1;
            }
            let cell = (!filled).trailing_zeros() as usize;
            by_cell[cell]
                .iter()
                .filter(|&&(piece, mask)| used >> piece & 1 == 0 && filled & mask == 0)
                .map(|&(piece, mask)| fill(used | 1 << piece, filled | mask, full, by_cell))
                .sum()
        }
        // Each placement as a bit mask, listed under its lowest cell.
        let n = puzzle.cell_count();
        let mut by_cell = vec![Vec::new(); n];
        for (k, (_, cells)) in puzzle.set.pieces.iter().enumerate() {
            for shape in rotations(cells) {
                for shift in 0..n {
                    let d = puzzle.cell_at(shift);
                    let placed: Vec<Cell> = shape.iter().map(|c| [0, 1, 2].map(|a| c[a] + d[a])).collect();
                    if placed
                        .iter()
                        .all(|&c| (0..3).all(|a| (0..puzzle.size[a]).contains(&c[a])))
                    {
                        let mask = placed.iter().fold(0u64, |mask, &c| mask | 1 << puzzle.cell_index(c));
                        by_cell[mask.trailing_zeros() as usize].push((k, mask));
                    }
                }
            }
        }
        fill(0, 0, (1u64 << n) - 1, &by_cell)
    }

    #[test]
    fn the_soma_cube_has_11520_solutions_as_a_brute_force_counts_them() {
        assert_eq!(PolycubeBox::SOMA.problem().count_solutions(None), 11_520);
        assert_eq!(brute_force(PolycubeBox::SOMA), 11_520);
    }

    #[test]
    fn the_tetracubes_fill_boxes_as_often_as_a_brute_force_counts() {
        for size in [[4, 4, 2], [8, 2, 2], [4, 2, 4]] {
            let puzzle = PolycubeBox {
                set: &POLYCUBE_SETS[1],
                size,
            };
            let count = puzzle.problem().count_solutions(None);
            assert!(count > 0, "{size:?}");
            assert_eq!(count, brute_force(puzzle), "{size:?}");
        }
    }
}

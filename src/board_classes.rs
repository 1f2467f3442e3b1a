//! Solutions of a board puzzle up to the board's rotations and reflections, counted without
//! keeping them: each class has one *first* member, the one whose options, numbered and sorted,
//! come first (compared as lists), and a solution is counted when it is its class's first. So a
//! count up to symmetry is a sum that parts of a search add up, with nothing held per class: a
//! pool of workers, or threads, each count their own and the page or the command line adds.
//!
//! A symmetry of the board maps each option to the option that puts the same marks on the image
//! squares (a reflection trading the letters of mirror-image pieces, as
//! [`BoardPuzzle::canonical`] does): the options are every placement the board has room for, so
//! the image is one too. Options that put the same marks on the same squares stand for one
//! another (one number for them all), as drawings that look the same are one class to
//! `canonical`.

use crate::board::BoardPuzzle;
use std::collections::HashMap;

/// No option: the image of an option that has none (not met in the puzzles here).
const NONE: u32 = u32::MAX;

/// A board puzzle's options under its symmetries, to tell each class's first member.
#[derive(Clone, Debug)]
pub struct Classes {
    /// Each option's number: the first option with its marks.
    number: Vec<u32>,
    /// For each symmetry but the identity, each option's image, numbered.
    images: Vec<Vec<u32>>,
}

impl Classes {
    /// The classes of `puzzle`'s solutions under its board's symmetries.
    pub fn new(puzzle: &BoardPuzzle) -> Classes {
        let n = puzzle.problem().n_options();
        let marks_of = |option: usize, symmetry: usize| -> Vec<(usize, char)> {
            let mut marks: Vec<(usize, char)> = puzzle.marks_under(option, symmetry).collect();
            marks.sort_unstable();
            marks
        };
        let mut first: HashMap<Vec<(usize, char)>, u32> = HashMap::with_capacity(n);
        let number: Vec<u32> = (0..n)
            .map(|option| *first.entry(marks_of(option, 0)).or_insert(option as u32))
            .collect();
        let images = (1..puzzle.symmetry_count())
            .map(|symmetry| {
                (0..n)
                    .map(|option| first.get(&marks_of(option, symmetry)).copied().unwrap_or(NONE))
                    .collect()
            })
            .collect();
        Classes { number, images }
    }

    /// How many symmetries the board has, the identity among them.
    pub fn symmetries(&self) -> usize {
        self.images.len() + 1
    }

    /// True when the solution `options` is the first member of its class. `scratch` is room
    /// for the work, kept between calls.
    pub fn is_first(&self, options: &[usize], scratch: &mut Scratch) -> bool {
        let Scratch { own, image } = scratch;
        own.clear();
        own.extend(options.iter().map(|&option| self.number[option]));
        own.sort_unstable();
        let Some(&least) = own.first() else {
            return true;
        };
        for images in &self.images {
            // Most images differ from the solution in their least option already.
            let image_least = options.iter().map(|&option| images[option]).min().unwrap_or(NONE);
            if image_least > least {
                continue;
            }
            if image_least < least {
                return false;
            }
            image.clear();
            image.extend(options.iter().map(|&option| images[option]));
            image.sort_unstable();
            if image < own {
                return false;
            }
        }
        true
    }
}

/// Room for [`Classes::is_first`]'s work, kept between calls.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    own: Vec<u32>,
    image: Vec<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first members counted, against the distinct keys of `canonical`.
    fn agrees_with_canonical(kind: &str, board: &str) {
        let puzzle = BoardPuzzle::parse(kind, board).unwrap();
        let classes = Classes::new(&puzzle);
        assert_eq!(classes.symmetries(), puzzle.symmetry_count());
        let mut scratch = Scratch::default();
        let mut first = 0;
        for solution in puzzle.problem().solutions() {
            first += u64::from(classes.is_first(&solution, &mut scratch));
        }
        let keys: std::collections::HashSet<String> = puzzle
            .problem()
            .solutions()
            .map(|solution| puzzle.canonical(&solution))
            .collect();
        assert_eq!(first, keys.len() as u64, "{kind} {board}");
    }

    #[test]
    fn each_class_has_one_first_member() {
        for n in 1..=8 {
            agrees_with_canonical("queens", &n.to_string());
        }
        for n in [3, 4, 7, 8] {
            agrees_with_canonical("langford", &n.to_string());
        }
        agrees_with_canonical("pentominoes", "20x3");
        agrees_with_canonical("pentominoes", "scott");
        agrees_with_canonical("polycubes", "tetracubes @ 4x4x2");
        agrees_with_canonical("polyominoes", "tetrominoes @ 5x4");
        agrees_with_canonical(
            "polyominoes",
            "I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#. @ 6x4",
        );
        agrees_with_canonical("words", "small @ 3x3");
        // Dominoes with copies: the square's two solutions (two across, two down) look alike
        // and are one class.
        agrees_with_canonical("polyominoes", "D*2: ## @ 2x2");
    }

    #[test]
    fn solutions_that_look_alike_are_told_apart_by_their_pieces() {
        // The five tilings of a 2 × 4 box by dominoes all draw as eight Ds, one drawing to
        // `canonical`; up to the box's four symmetries they are four: all down, all across,
        // two across at one end (either end), two across in the middle.
        let puzzle = BoardPuzzle::parse("polyominoes", "D*4: ## @ 4x2").unwrap();
        let classes = Classes::new(&puzzle);
        let mut scratch = Scratch::default();
        let solutions: Vec<Vec<usize>> = puzzle.problem().solutions().collect();
        let first = solutions.iter().filter(|s| classes.is_first(s, &mut scratch)).count();
        assert_eq!((solutions.len(), first), (5, 4));
    }

    #[test]
    fn the_soma_cube_has_240_solutions_up_to_its_symmetries() {
        let puzzle = BoardPuzzle::soma();
        let classes = Classes::new(&puzzle);
        let mut scratch = Scratch::default();
        let first = puzzle
            .problem()
            .solutions()
            .filter(|solution| classes.is_first(solution, &mut scratch))
            .count();
        assert_eq!(first, 240);
    }
}

//! Word rectangles as exact cover with colours (TAOCP 7.2.2.1): fill a grid `width` letters
//! wide and `height` high so that every row reads a word of `width` letters and every column a
//! word of `height` letters, all from one list. Each row and each column is a primary item (it
//! takes one word); each cell is a secondary item, and a word's option gives each of its cells
//! the word's letter there as its colour. A row's word and a column's word may then share a
//! cell only if they agree on its letter: purify hides every word that disagrees.

use crate::problem::{Problem, RawProblem};
use std::collections::HashSet;

/// The longest side (rows and columns of up to this many letters).
pub const MAX_SIDE: usize = 8;

/// The most words of one length a list may bring (each is an option per row or column).
pub const MAX_WORDS: usize = 5_000;

/// A small built-in list: its 3 × 3 word squares are few (8), so the search is short to watch.
pub const SMALL_LIST: &str =
    "AGO AID ATE AXE BEG BUY DEN DEW DIE DUG GEM GUT HAD HUT ICE JOY LIT PAL PAN RYE SET SIT TEN WRY";

/// A word: its letters, upper case.
pub type Word = Vec<char>;

/// The words of `text`, split at white space, commas and semicolons, each made upper case and
/// kept once, in the order first met. Letters are A to Z, either case (a cell's colour is its
/// letter, one character as in Knuth's format).
///
/// # Errors
/// A character that is not a letter A to Z, with its line and column and the word it is in.
pub fn parse_words(text: &str) -> Result<Vec<Word>, WordsError> {
    let mut words: Vec<Word> = Vec::new();
    // A pasted dictionary has a hundred thousand words: each is looked up, not compared with
    // every word before it.
    let mut seen: HashSet<Word> = HashSet::new();
    for (row, line) in text.lines().enumerate() {
        let mut column = 0;
        for piece in line.split(|ch: char| ch.is_whitespace() || ch == ',' || ch == ';') {
            // The column of the word's first character (from 1), counted in characters.
            let at = column + 1;
            column += piece.chars().count() + 1;
            if piece.is_empty() {
                continue;
            }
            let mut word = Word::new();
            for (k, ch) in piece.chars().enumerate() {
                if !ch.is_ascii_alphabetic() {
                    return Err(WordsError::NotALetter {
                        line: row + 1,
                        column: at + k,
                        found: ch,
                        word: piece.chars().take(20).collect(),
                    });
                }
                word.push(ch.to_ascii_uppercase());
            }
            if seen.insert(word.clone()) {
                words.push(word);
            }
        }
    }
    Ok(words)
}

/// What is wrong with a word list or a word rectangle ([`parse_words`], [`WordRectangle::new`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// A character that is not a letter A to Z, at its line and column (from 1), in the word
    /// (its first 20 characters).
    NotALetter {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The character found there.
        found: char,
        /// The word (its first 20 characters).
        word: String,
    },
    /// A side out of 2 to [`MAX_SIDE`].
    BadSize {
        /// Squares across.
        width: usize,
        /// Squares down.
        height: usize,
    },
    /// No word of the length the rows (`rows`) or the columns need.
    NoWords {
        /// The length in letters.
        length: usize,
        /// True for the rows, false for the columns.
        rows: bool,
    },
    /// More than [`MAX_WORDS`] words of one length.
    TooManyWords {
        /// How many words there are.
        words: usize,
        /// The length in letters.
        length: usize,
    },
}

impl std::fmt::Display for WordsError {
    // One copy of the messages, not one in each caller of `to_string` (the wasm builds
    // count their bytes).
    #[inline(never)]
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WordsError::NotALetter { line, column, found, word } => write!(
                f,
                "line {line}, column {column}: `{found}` in `{word}` is not a letter A to Z (words are letters only, separated by spaces, commas or new lines)"
            ),
            WordsError::BadSize { width, height } => write!(
                f,
                "a word rectangle of {width} × {height}: each side must be from 2 to {MAX_SIDE} letters"
            ),
            WordsError::NoWords { length, rows } => write!(
                f,
                "the list has no word of {length} letters, for the {}",
                if *rows { "rows" } else { "columns" }
            ),
            WordsError::TooManyWords { words, length } => {
                write!(f, "the list has {words} words of {length} letters: at most {MAX_WORDS} are taken")
            }
        }
    }
}

impl std::error::Error for WordsError {}

/// A rectangle's size, `WxH` (like `3x3` or `5 × 4`): its width and height, unchecked; `None`
/// for text of another form. The page's spec and the CLI's `--size` both read it.
pub fn parse_size(text: &str) -> Option<(usize, usize)> {
    let (width, height) = text.trim().split_once(['x', 'X', '×'])?;
    Some((width.trim().parse().ok()?, height.trim().parse().ok()?))
}

/// The words of `words` that are `length` letters long.
fn of_length(words: &[Word], length: usize) -> Vec<Word> {
    words.iter().filter(|word| word.len() == length).cloned().collect()
}

/// A word rectangle: the words for its rows (`width` letters) and columns (`height` letters).
#[derive(Clone, Debug)]
pub struct WordRectangle {
    /// Letters per row.
    pub width: usize,
    /// Letters per column.
    pub height: usize,
    /// The words a row may take.
    pub across: Vec<Word>,
    /// The words a column may take.
    pub down: Vec<Word>,
}

impl WordRectangle {
    /// The rectangle `width × height` over the words of `words` of the two lengths.
    ///
    /// # Errors
    /// A side out of 2 to [`MAX_SIDE`], no word of a length the rectangle needs, or more than
    /// [`MAX_WORDS`] of one.
    pub fn new(words: &[Word], width: usize, height: usize) -> Result<WordRectangle, WordsError> {
        for side in [width, height] {
            if !(2..=MAX_SIDE).contains(&side) {
                return Err(WordsError::BadSize { width, height });
            }
        }
        let across = of_length(words, width);
        let down = of_length(words, height);
        for (list, length, rows) in [(&across, width, true), (&down, height, false)] {
            if list.is_empty() {
                return Err(WordsError::NoWords { length, rows });
            }
            if list.len() > MAX_WORDS {
                return Err(WordsError::TooManyWords {
                    words: list.len(),
                    length,
                });
            }
        }
        Ok(WordRectangle {
            width,
            height,
            across,
            down,
        })
    }

    /// Every option, in the order of [`problem`](Self::problem): for each row from the top,
    /// each word across; then for each column from the left, each word down. Each is its line's
    /// item (row `y` is item `y`, column `x` item `height + x`), the cells it fills (row-major
    /// indices) and its letters there.
    pub fn placements(&self) -> Vec<(usize, Vec<usize>, &Word)> {
        let (w, h) = (self.width, self.height);
        let rows = (0..h).flat_map(move |y| {
            self.across
                .iter()
                .map(move |word| (y, (0..w).map(|x| y * w + x).collect(), word))
        });
        let columns = (0..w).flat_map(move |x| {
            self.down
                .iter()
                .map(move |word| (h + x, (0..h).map(|y| y * w + x).collect(), word))
        });
        rows.chain(columns).collect()
    }

    /// The exact-cover problem: primary items `r1`…(rows), `c1`…(columns); secondary items
    /// `x1_1`… (a cell by row and column, from 1), coloured by letter.
    pub fn problem(&self) -> Problem {
        self.problem_of(&self.placements())
    }

    /// [`problem`](Self::problem), from its [`placements`](Self::placements) worked out
    /// already (a board puzzle keeps them too).
    pub(crate) fn problem_of(&self, placements: &[(usize, Vec<usize>, &Word)]) -> Problem {
        let (w, h) = (self.width, self.height);
        let names = (1..=h)
            .map(|y| format!("r{y}"))
            .chain((1..=w).map(|x| format!("c{x}")))
            .chain((0..w * h).map(|cell| format!("x{}_{}", cell / w + 1, cell % w + 1)))
            .collect();
        let mut problem = RawProblem::new(names, w + h);
        for (line, cells, word) in placements {
            // The row's or the column's item, then its cells (secondary, after the w + h).
            let items: Vec<u32> = std::iter::once(*line)
                .chain(cells.iter().map(|&cell| w + h + cell))
                .map(|item| item as u32)
                .collect();
            let colors: Vec<u32> = std::iter::once(0)
                .chain(
                    word.iter()
                        .map(|&letter| problem.color(letter.encode_utf8(&mut [0; 4]))),
                )
                .collect();
            problem.push_colored_option(None, &items, &colors);
        }
        problem.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardPuzzle;

    /// The word rectangles found without exact cover: rows from the top, each a word across
    /// whose letters keep every column a beginning of some word down.
    fn brute_force(rectangle: &WordRectangle) -> Vec<String> {
        fn fill<'a>(rectangle: &'a WordRectangle, rows: &mut Vec<&'a Word>, found: &mut Vec<String>) {
            let depth = rows.len();
            if depth == rectangle.height {
                found.push(rows.iter().map(|row| row.iter().collect::<String>() + "\n").collect());
                return;
            }
            for word in &rectangle.across {
                let fits = (0..rectangle.width).all(|x| {
                    rectangle
                        .down
                        .iter()
                        .any(|down| (0..depth).all(|y| down[y] == rows[y][x]) && down[depth] == word[x])
                });
                if fits {
                    rows.push(word);
                    fill(rectangle, rows, found);
                    rows.pop();
                }
            }
        }
        let mut found = Vec::new();
        fill(rectangle, &mut Vec::new(), &mut found);
        found.sort();
        found
    }

    fn solutions(rectangle: &WordRectangle) -> Vec<String> {
        let puzzle = BoardPuzzle::words(rectangle.clone());
        let mut found: Vec<String> = puzzle
            .problem()
            .solutions()
            .map(|options| puzzle.draw(&options))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn the_small_list_makes_eight_squares_each_its_own_transpose() {
        let square = WordRectangle::new(&parse_words(SMALL_LIST).unwrap(), 3, 3).unwrap();
        let found = solutions(&square);
        assert_eq!(found, brute_force(&square));
        assert_eq!(found.len(), 8);
        assert!(found.contains(&"SIT\nICE\nTEN\n".to_string()), "{found:?}");
        // Every one reads the same down as across, so up to transposition they stay 8.
        assert_eq!(BoardPuzzle::parse("words", "small @ 3x3").unwrap().count(), (8, 8));
    }

    #[test]
    fn exact_cover_with_colours_agrees_with_brute_force_on_random_lists() {
        let alphabet = ['A', 'E', 'O', 'T', 'N', 'S'];
        let mut rng = fastrand::Rng::with_seed(2026);
        for round in 0..60 {
            let (width, height) = (rng.usize(2..=4), rng.usize(2..=3));
            let mut list = Vec::new();
            for _ in 0..rng.usize(3..=25) {
                let length = if rng.bool() { width } else { height };
                list.push(
                    (0..length)
                        .map(|_| alphabet[rng.usize(..alphabet.len())])
                        .collect::<Word>(),
                );
            }
            list.push(vec!['A'; width]);
            list.push(vec!['A'; height]);
            let text: Vec<String> = list.iter().map(|word| word.iter().collect()).collect();
            let rectangle = WordRectangle::new(&parse_words(&text.join(" ")).unwrap(), width, height).unwrap();
            assert_eq!(
                solutions(&rectangle),
                brute_force(&rectangle),
                "round {round}: {text:?} in {width}x{height}"
            );
        }
    }

    #[test]
    fn lists_are_read_with_their_mistakes_named() {
        let words = parse_words("cat, Dog;\n  eel cat\tOwl").unwrap();
        let read: Vec<String> = words.iter().map(|word| word.iter().collect()).collect();
        assert_eq!(read, ["CAT", "DOG", "EEL", "OWL"]);
        assert_eq!(
            parse_words("cat\nbig d0g").unwrap_err().to_string(),
            "line 2, column 6: `0` in `d0g` is not a letter A to Z (words are letters only, separated by spaces, commas or new lines)"
        );
        assert!(parse_words("été")
            .unwrap_err()
            .to_string()
            .starts_with("line 1, column 1: `é` in `été` is not a letter A to Z"));
        let list = parse_words("cat dog").unwrap();
        assert_eq!(
            WordRectangle::new(&list, 3, 4).unwrap_err().to_string(),
            "the list has no word of 4 letters, for the columns"
        );
        assert_eq!(
            WordRectangle::new(&list, 1, 3).unwrap_err().to_string(),
            "a word rectangle of 1 × 3: each side must be from 2 to 8 letters"
        );
        assert_eq!(
            BoardPuzzle::parse("words", "cat dog").unwrap_err().to_string(),
            "word rectangles are `WORDS @ WxH`: like `small @ 3x3` or `ACE ARE BAT … @ 3x3`"
        );
        assert_eq!(
            BoardPuzzle::parse("words", "cat @ three").unwrap_err().to_string(),
            "bad word rectangle size `three`: give its width and height in letters, like `3x3` or `5x4`"
        );
    }

    #[test]
    fn a_rectangle_is_drawn_and_keyed_by_its_letters() {
        let puzzle = BoardPuzzle::parse("words", "ace bad ab ca ed @ 3x2").unwrap();
        let solution = puzzle.problem().first_solution().unwrap();
        assert_eq!(puzzle.draw(&solution), "ACE\nBAD\n");
        assert_eq!(puzzle.symmetry_count(), 1);
        assert_eq!(puzzle.canonical(&solution), "ACEBAD");
    }
}

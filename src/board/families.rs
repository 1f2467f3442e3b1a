//! The board puzzles' families, each made into a `BoardPuzzle`: read from text (`parse`), the
//! tilings by polyominoes, N-queens, Langford pairs, polycubes and word rectangles; what each
//! option puts on which squares, and what each item stands for.

use super::*;

impl BoardPuzzle {
    /// Reads a puzzle: `kind` is `pentominoes` (the board `scott`, `WxH` or a drawing, see
    /// [`Board::parse`]), `queens` (the board's side, 1 to [`MAX_QUEENS`]), `langford` (`n`,
    /// 1 to [`MAX_LANGFORD`]), `soma` (`cube`), `polyominoes` (`PIECES @ BOARD`: a set of
    /// [`pentomino::parse_pieces`] and a board of [`Board::parse`]), `polycubes` (`SET @ XxYxZ`,
    /// see [`PolycubeBox::parse`]) or `words` (`WORDS @ WxH`:
    /// a list of [`crate::words::parse_words`], or `small` for [`crate::words::SMALL_LIST`], and the
    /// rectangle's width and height in letters).
    ///
    /// ```
    /// use dlx_stepper::board::BoardPuzzle;
    /// let queens = BoardPuzzle::parse("queens", "8").unwrap();
    /// assert_eq!(queens.problem().count_solutions(None), 92);
    /// ```
    ///
    /// # Errors
    /// A message saying what is wrong with the kind or the board.
    pub fn parse(kind: &str, board: &str) -> Result<BoardPuzzle, BoardError> {
        match kind.trim().parse().map_err(BoardError::Kind)? {
            BoardKind::Pentominoes => BoardPuzzle::pentominoes(Board::parse(board.trim())?),
            BoardKind::Queens => {
                let n = number_up_to(board, MAX_QUEENS).map_err(BoardError::Queens)?;
                Ok(BoardPuzzle::queens(n))
            }
            BoardKind::Langford => {
                let n = number_up_to(board, MAX_LANGFORD).map_err(BoardError::Langford)?;
                Ok(BoardPuzzle::langford(n))
            }
            BoardKind::Polyominoes => BoardPuzzle::parse_polyominoes(board),
            BoardKind::Words => BoardPuzzle::parse_words(board),
            BoardKind::Polycubes => Ok(BoardPuzzle::polycubes(PolycubeBox::parse(board)?)),
            BoardKind::Soma => match board.trim() {
                "" | "cube" | "3x3x3" => Ok(BoardPuzzle::soma()),
                other => Err(BoardError::Soma(other.chars().take(20).collect())),
            },
        }
    }

    /// Polyominoes from `spec`, `PIECES @ BOARD`: what [`parse`](Self::parse) reads for
    /// `polyominoes`; the build for pieces with copies reads them here, and leaves the other
    /// puzzles out.
    ///
    /// # Errors
    /// A message saying what is wrong with the pieces or the board.
    pub fn parse_polyominoes(spec: &str) -> Result<BoardPuzzle, BoardError> {
        let (pieces, on) = spec.rsplit_once('@').ok_or(BoardError::PolyominoesForm)?;
        BoardPuzzle::polyominoes(pentomino::parse_pieces(pieces)?, Board::parse(on.trim())?)
    }

    /// A word rectangle from `spec`, `WORDS @ WxH`: a list of [`crate::words::parse_words`], or
    /// `small` for [`crate::words::SMALL_LIST`], and the width and height in letters. What
    /// [`parse`](Self::parse) reads for `words`; a build with only word rectangles reads them
    /// here, and leaves the other puzzles out.
    ///
    /// # Errors
    /// A message saying what is wrong with the list or the size; in a build without colours,
    /// which the search needs for them, that they are left out.
    pub fn parse_words(spec: &str) -> Result<BoardPuzzle, BoardError> {
        #[cfg(not(feature = "colors"))]
        {
            let _ = spec;
            Err(BoardError::WordsNotBuilt)
        }
        #[cfg(feature = "colors")]
        {
            let (list, size) = spec.rsplit_once('@').ok_or(BoardError::WordsForm)?;
            let list = match list.trim() {
                "small" => crate::words::SMALL_LIST,
                list => list,
            };
            let (width, height) = crate::words::parse_size(size)
                .ok_or_else(|| BoardError::WordsSize(size.trim().chars().take(20).collect()))?;
            Ok(BoardPuzzle::words(WordRectangle::new(
                &crate::words::parse_words(list)?,
                width,
                height,
            )?))
        }
    }

    /// The 12 pentominoes on `board`, which must have exactly 60 squares.
    ///
    /// # Errors
    /// A message saying how many squares the board has.
    pub fn pentominoes(board: Board) -> Result<BoardPuzzle, BoardError> {
        board.check_pentominoes()?;
        let mut puzzle = BoardPuzzle::tiling(&pentomino::pentomino_set(), board);
        puzzle.kind = BoardKind::Pentominoes;
        Ok(puzzle)
    }

    /// `pieces`, each once (a piece with copies, each copy once), on `board`, which must have
    /// as many squares as they have.
    ///
    /// # Errors
    /// A message saying how many squares the board has and how many the pieces cover.
    pub fn polyominoes(pieces: Pieces, board: Board) -> Result<BoardPuzzle, BoardError> {
        let what = match pieces.len() {
            1 => "the one piece covers".to_string(),
            n => format!("the {n} pieces cover"),
        };
        board.check_area(&pieces, &what)?;
        // Copies (entries sharing a name) are refused where they are read in a build without
        // Algorithm M, and a set built in code with them is a caller's error there.
        debug_assert!(
            cfg!(feature = "multiplicities") || pentomino::distinct_pieces(&pieces).len() == pieces.len(),
            "copies of a piece need the feature multiplicities"
        );
        Ok(BoardPuzzle::tiling(&pieces, board))
    }

    /// The polyomino problem of `pieces` on `board`, unchecked.
    fn tiling(pieces: &[(char, Squares)], board: Board) -> BoardPuzzle {
        let (width, height) = (board.width as usize, board.height as usize);
        let index = |(x, y): (i32, i32)| y as usize * width + x as usize;
        let pentominoes = Pentominoes::with_pieces(pieces, board.clone());
        let options = pentominoes
            .placements()
            .iter()
            .map(|(letter, cells)| (*letter, cells.iter().map(|&cell| index(cell)).collect()))
            .collect();
        let cells = board.cells();
        let items = pentomino::distinct_pieces(pieces)
            .iter()
            .map(|&(letter, _, _)| BoardItem::Piece(letter))
            .chain(cells.iter().map(|&(x, y)| BoardItem::Square {
                x: x as usize,
                y: y as usize,
            }))
            .collect();
        let mut on_board = vec![false; width * height];
        for cell in cells {
            on_board[index(cell)] = true;
        }
        BoardPuzzle {
            kind: BoardKind::Polyominoes,
            width,
            height,
            chiral: None,
            box_size: None,
            symmetries: symmetries_of(width, height, &on_board),
            squares: on_board,
            problem: pentominoes.problem().clone(),
            options,
            letters: Vec::new(),
            items,
        }
    }

    /// `n` queens on an `n × n` board (the options of [`queens::problem`], row by row).
    pub fn queens(n: usize) -> BoardPuzzle {
        let diagonals = 2 * n.max(1) - 1;
        let items = (0..n)
            .map(BoardItem::Row)
            .chain((0..n).map(BoardItem::Column))
            .chain((0..diagonals).map(BoardItem::Diagonal))
            .chain((0..diagonals).map(BoardItem::AntiDiagonal))
            .collect();
        BoardPuzzle {
            kind: BoardKind::Queens,
            width: n,
            height: n,
            chiral: None,
            box_size: None,
            symmetries: symmetries_of(n, n, &vec![true; n * n]),
            squares: vec![true; n * n],
            problem: queens::problem(n),
            options: (0..n * n).map(|square| ('Q', vec![square])).collect(),
            letters: Vec::new(),
            items,
        }
    }

    /// Langford pairs for `n` (the options of [`langford::problem`]): a board of one row of
    /// `2n` squares, the slots; each option puts number `k` in two of them.
    pub fn langford(n: usize) -> BoardPuzzle {
        let items = (1..=n)
            .map(|k| BoardItem::Piece(langford::number_char(k)))
            .chain((0..2 * n).map(|x| BoardItem::Square { x, y: 0 }))
            .collect();
        let squares = vec![true; 2 * n];
        BoardPuzzle {
            kind: BoardKind::Langford,
            width: 2 * n,
            height: 1,
            chiral: None,
            box_size: None,
            symmetries: symmetries_of(2 * n, 1, &squares),
            squares,
            problem: langford::problem(n),
            options: langford::placements(n)
                .into_iter()
                .map(|(k, first, second)| (langford::number_char(k), vec![first, second]))
                .collect(),
            letters: Vec::new(),
            items,
        }
    }

    /// The Soma cube: [`polycubes`](Self::polycubes) of [`PolycubeBox::SOMA`].
    pub fn soma() -> BoardPuzzle {
        BoardPuzzle {
            kind: BoardKind::Soma,
            ..BoardPuzzle::polycubes(PolycubeBox::SOMA)
        }
    }

    /// Polycubes filling a box (the options of [`PolycubeBox::problem`]), drawn as its layers
    /// side by side, bottom first, a column apart: in a box `X` cells wide, the cell (x, y, z) is
    /// the square in row y, column (X + 1)z + x. Its symmetries are the box's (48 for a cube);
    /// under a reflection mirror-image pieces like the screws A and B trade places.
    pub fn polycubes(puzzle: PolycubeBox) -> BoardPuzzle {
        let [sx, sy, sz] = puzzle.size.map(|side| side as usize);
        let width = sz * (sx + 1) - 1;
        let square = |[x, y, z]: Cell| y as usize * width + z as usize * (sx + 1) + x as usize;
        let cells: Vec<Cell> = (0..puzzle.cell_count()).map(|k| puzzle.cell_at(k)).collect();
        let mut squares = vec![false; width * sy];
        for &cell in &cells {
            squares[square(cell)] = true;
        }
        // Each symmetry of the box about its centre, as where each cell's square goes.
        let kept = polycube::box_symmetries(puzzle.size);
        let symmetries: Vec<Vec<usize>> = kept
            .iter()
            .map(|&symmetry| {
                let mut image: Vec<usize> = (0..squares.len()).collect();
                for &cell in &cells {
                    image[square(cell)] = square(polycube::apply_in_box(symmetry, cell, puzzle.size));
                }
                image
            })
            .collect();
        let items = puzzle
            .set
            .pieces
            .iter()
            .map(|&(letter, _)| BoardItem::Piece(letter))
            .chain(cells.iter().map(|&cell| {
                let at = square(cell);
                BoardItem::Square {
                    x: at % width,
                    y: at / width,
                }
            }))
            .collect();
        let placements = puzzle.placements();
        BoardPuzzle {
            kind: BoardKind::Polycubes,
            width,
            height: sy,
            squares,
            problem: puzzle.problem_of(&placements),
            options: placements
                .into_iter()
                .map(|(letter, placed)| {
                    // Row-major, as every board's options list their squares.
                    let mut squares: Vec<usize> = placed.into_iter().map(square).collect();
                    squares.sort_unstable();
                    (letter, squares)
                })
                .collect(),
            letters: Vec::new(),
            items,
            chiral: Some(ChiralPairs {
                pairs: puzzle.set.mirror_pairs,
                swapped_by: kept.iter().map(|&symmetry| polycube::is_reflection(symmetry)).collect(),
            }),
            symmetries,
            box_size: Some([sx, sy, sz]),
        }
    }

    /// A word rectangle: its rows, then its columns, then its cells (secondary); each option a
    /// word across a row (`-`) or down a column (`|`), with its letters (see [`letters`](Self::letters)).
    /// Its one symmetry besides the identity is the transposition of a square (the rows' words
    /// then come from the same list as the columns').
    pub fn words(rectangle: WordRectangle) -> BoardPuzzle {
        let (width, height) = (rectangle.width, rectangle.height);
        let items = (0..height)
            .map(BoardItem::Row)
            .chain((0..width).map(BoardItem::Column))
            .chain((0..width * height).map(|cell| BoardItem::Square {
                x: cell % width,
                y: cell / width,
            }))
            .collect();
        let mut symmetries = vec![(0..width * height).collect::<Vec<usize>>()];
        if width == height {
            symmetries.push(
                (0..width * height)
                    .map(|cell| (cell % width) * width + cell / width)
                    .collect(),
            );
        }
        let placements = rectangle.placements();
        BoardPuzzle {
            kind: BoardKind::Words,
            width,
            height,
            squares: vec![true; width * height],
            problem: rectangle.problem_of(&placements),
            // Rows are the first `height` items.
            options: placements
                .iter()
                .map(|(line, cells, _)| (if *line < height { '-' } else { '|' }, cells.clone()))
                .collect(),
            letters: placements.into_iter().map(|(_, _, word)| word.clone()).collect(),
            items,
            symmetries,
            chiral: None,
            box_size: None,
        }
    }
}

/// `text` read as a number from 1 to `max`; else its first 20 characters, to quote in the error.
fn number_up_to(text: &str, max: usize) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| text.chars().take(20).collect())
}

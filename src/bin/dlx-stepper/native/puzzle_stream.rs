//! Reading Sudoku puzzles one at a time from a stream, so that `sudoku` answers each puzzle as
//! it arrives and its memory does not grow with the input.
//!
//! Each line is told apart on its own before any line is joined to another:
//! * blank lines and lines starting with `#` are skipped everywhere;
//! * a *header*, a word and a number (`Grid 01` as in Project Euler's files, `Sudoku #1`,
//!   `Puzzle 7: hard`), is skipped too, and the grid after it may be drawn over lines whatever
//!   the length of its rows;
//! * any other line holds cells (every character but spaces, `|`, `+`, `=` and `,`), or is a
//!   drawn border (`------+------`), which holds none.
//!
//! Then the puzzles:
//! * a line of 16 cells or more is a puzzle on its own line (after a header: one of more than
//!   35 cells, since a drawn row has at most 35);
//! * any other line starts a grid drawn over lines: as many rows as its first row has cells,
//!   each row with that many cells (borders are kept, not counted). A line with another number
//!   of cells, or a header, cannot be the grid's next row: the grid is reported as cut short,
//!   on the line it started, and that line is read afresh — so a stray line costs one message
//!   and no puzzle after it;
//! * a `Grid` line that follows another waits with it for the rows.
//!
//! Every buffer is bounded: a line past [`MAX_LINE_BYTES`] is reported and skipped without
//! being held, and a line with no end within `MAX_TEXT_BYTES` ends the reading.

use crate::native::output::size_name;
use dlx_stepper::problem::{strip_bom, MAX_TEXT_BYTES};
use dlx_stepper::sudoku::{row_cells, MAX_SIDE};
use std::io::{BufRead, BufReader, Read};

/// One puzzle's text and the line it starts on (1-based).
pub struct Puzzle {
    pub line: usize,
    pub text: String,
}

/// What the stream yields: a puzzle, or a line (or lines) that cannot be one.
pub enum Entry {
    Puzzle(Puzzle),
    /// Not a puzzle: the line it starts on and what is wrong.
    Bad(usize, String),
}

/// What was read while finishing the entry before: it starts the next one.
enum Pending {
    /// A header (its number).
    Header(usize),
    /// A line that was not read as a puzzle.
    Bad(usize, String),
    /// A line of cells that could not be the next row of the grid before it.
    Line(usize, String, usize),
}

/// A line longer than this cannot be a puzzle (a grid has at most `MAX_SIDE²` cells): the rest
/// of it is skipped, not held, and the line is reported as too long.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The puzzles of a stream, in order.
pub struct PuzzleStream<R> {
    input: BufReader<R>,
    /// The number of the last line read.
    line_number: usize,
    pending: Option<Pending>,
    bytes: Vec<u8>,
}

/// A grid being drawn over several lines.
struct Block {
    line: usize,
    text: String,
    /// Rows with cells so far, and how many cells the first of them has (so many rows are
    /// wanted, each of so many cells).
    rows: usize,
    side: Option<usize>,
    /// Opened by a header: then a first row of 16 to 35 cells starts a drawn grid rather than
    /// being a puzzle of its own.
    headed: bool,
}

impl Block {
    fn complete(&self) -> bool {
        self.side.is_some_and(|side| self.rows >= side)
    }

    fn new(line: usize, headed: bool) -> Block {
        Block {
            line,
            text: String::new(),
            rows: 0,
            side: None,
            headed,
        }
    }

    fn into_entry(self) -> Entry {
        Entry::Puzzle(Puzzle {
            line: self.line,
            text: self.text,
        })
    }

    /// The entry for a grid cut short by `number`, a line of `cells` cells: what is wrong,
    /// said of the lines the grid started on.
    fn cut_short(self, number: usize, cells: usize) -> Entry {
        let side = self.side.unwrap_or(0);
        let message = if self.rows == 1 {
            let first = self.text.lines().find(|line| row_cells(line) > 0).unwrap_or_default();
            let quoted: String = first.chars().take(40).collect();
            let more = if first.chars().count() > 40 { "…" } else { "" };
            format!(
                "`{quoted}{more}` is not a puzzle: a puzzle is one line of 16 cells or more, or a grid drawn over as many lines as its rows have cells (this line has {side}, line {number} has {cells})"
            )
        } else {
            format!(
                "a grid drawn over lines stops after {} rows of {side} cells, but needs {side} rows: line {number} has {cells} cells",
                self.rows
            )
        };
        Entry::Bad(self.line, message)
    }
}

/// A line's number and its trimmed text, or why it was not kept.
type NumberedLine = (usize, Result<String, String>);

/// True for a header: a line starting `Grid` (Project Euler's `Grid 01`), or a word of two
/// letters or more, one of them lower case, then spaces or `#` and a number (`Sudoku #1`,
/// `Puzzle 7: hard`). Rows of cells are not written that way.
fn is_header(line: &str) -> bool {
    if line.starts_with("Grid") {
        return true;
    }
    let word = line.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(line.len());
    let (word, rest) = line.split_at(word);
    if word.len() < 2 || !word.bytes().any(|b| b.is_ascii_lowercase()) {
        return false;
    }
    let number = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '#');
    number.len() < rest.len() && number.starts_with(|c: char| c.is_ascii_digit())
}

impl<R: Read> PuzzleStream<R> {
    pub fn new(input: R) -> PuzzleStream<R> {
        PuzzleStream {
            input: BufReader::with_capacity(1 << 16, input),
            line_number: 0,
            pending: None,
            bytes: Vec::new(),
        }
    }

    /// True when the next read must wait for the input (nothing is buffered): the caller's
    /// answers so far should be flushed first, so that someone piping puzzles in sees them.
    pub fn would_wait(&self) -> bool {
        self.input.buffer().is_empty()
    }

    /// Skips the rest of a line, up to `MAX_TEXT_BYTES`: true if its end was found.
    fn skip_line(&mut self) -> Result<bool, String> {
        let mut skipped = 0;
        while skipped <= MAX_TEXT_BYTES {
            let buffer = self.input.fill_buf().map_err(|e| e.to_string())?;
            if buffer.is_empty() {
                return Ok(true);
            }
            match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    self.input.consume(at + 1);
                    return Ok(true);
                }
                None => {
                    let length = buffer.len();
                    self.input.consume(length);
                    skipped += length;
                }
            }
        }
        Ok(false)
    }

    /// The next line with something on it, trimmed, and its number; `None` at the end. A line
    /// over [`MAX_LINE_BYTES`] is skipped, not kept: it comes back as `Err`; one with no end
    /// within `MAX_TEXT_BYTES` ends the reading (an endless stream of one line, like
    /// `/dev/zero`).
    fn next_line(&mut self) -> Result<Option<NumberedLine>, String> {
        loop {
            self.bytes.clear();
            let read = Read::by_ref(&mut self.input)
                .take(MAX_LINE_BYTES as u64 + 1)
                .read_until(b'\n', &mut self.bytes)
                .map_err(|e| e.to_string())?;
            if read == 0 {
                return Ok(None);
            }
            self.line_number += 1;
            if self.bytes.len() > MAX_LINE_BYTES && self.bytes.last() != Some(&b'\n') {
                let number = self.line_number;
                if !self.skip_line()? {
                    return Err(format!(
                        "line {number}: no end of line within {MAX_TEXT_BYTES} bytes ({}); reading stopped there",
                        size_name(MAX_TEXT_BYTES)
                    ));
                }
                let message = format!(
                    "the line is longer than {MAX_LINE_BYTES} bytes ({}); a puzzle has at most {} cells",
                    size_name(MAX_LINE_BYTES),
                    MAX_SIDE * MAX_SIDE
                );
                return Ok(Some((number, Err(message))));
            }
            // Bytes that are not UTF-8 become U+FFFD, which the grid reader then reports at
            // its place in the line.
            let text = String::from_utf8_lossy(&self.bytes);
            let text = if self.line_number == 1 { strip_bom(&text) } else { &text };
            let line = text.trim();
            if !line.is_empty() && !line.starts_with('#') {
                return Ok(Some((self.line_number, Ok(line.to_string()))));
            }
        }
    }

    /// The next line on its own, as an entry (a killer's sums: a short line of numbers that
    /// is not the first row of a drawn grid).
    pub fn next_single_line(&mut self) -> Result<Option<Entry>, String> {
        match self.pending.take() {
            Some(Pending::Line(line, text, _)) => return Ok(Some(Entry::Puzzle(Puzzle { line, text }))),
            Some(other) => {
                self.pending = Some(other);
                return self.next_entry();
            }
            None => {}
        }
        Ok(self.next_line()?.map(|(line, text)| match text {
            Ok(text) => Entry::Puzzle(Puzzle { line, text }),
            Err(message) => Entry::Bad(line, message),
        }))
    }

    /// The next entry, or `None` at the end of the input; `Err` is a failure to read it. A
    /// puzzle that is not a grid is still an entry: reading it as one says what is wrong.
    pub fn next_entry(&mut self) -> Result<Option<Entry>, String> {
        let mut block = None;
        let mut held = None;
        match self.pending.take() {
            None => {}
            Some(Pending::Header(number)) => block = Some(Block::new(number + 1, true)),
            Some(Pending::Bad(number, message)) => return Ok(Some(Entry::Bad(number, message))),
            Some(Pending::Line(number, line, count)) => held = Some((number, line, count)),
        }
        loop {
            let (number, line, count) = match held.take() {
                Some(held) => held,
                None => {
                    let Some((number, line)) = self.next_line()? else {
                        return Ok(block.map(Block::into_entry));
                    };
                    let line = match line {
                        Ok(line) => line,
                        // The grid in progress is answered first, as far as it got.
                        Err(message) => match block {
                            Some(open) if !open.text.is_empty() => {
                                self.pending = Some(Pending::Bad(number, message));
                                return Ok(Some(open.into_entry()));
                            }
                            _ => return Ok(Some(Entry::Bad(number, message))),
                        },
                    };
                    if is_header(&line) {
                        match block {
                            Some(open) if !open.text.is_empty() => {
                                self.pending = Some(Pending::Header(number));
                                return Ok(Some(open.into_entry()));
                            }
                            // A header right after another: the block still waits for its rows.
                            _ => block = Some(Block::new(number + 1, true)),
                        }
                        continue;
                    }
                    let count = row_cells(&line);
                    (number, line, count)
                }
            };
            // A line with another number of cells than the grid's rows is not its next row:
            // the grid ends here, cut short, and the line is read afresh.
            if let Some(open) = block.take_if(|open| open.side.is_some_and(|side| count > 0 && count != side)) {
                self.pending = Some(Pending::Line(number, line, count));
                return Ok(Some(open.cut_short(number, count)));
            }
            let open = match block {
                Some(ref mut open) => open,
                None if count >= 16 => {
                    return Ok(Some(Entry::Puzzle(Puzzle {
                        line: number,
                        text: line,
                    })))
                }
                None => block.insert(Block::new(number, false)),
            };
            if open.text.is_empty() {
                open.line = number;
            }
            // A first row longer than any drawn row (after a header, or after borders alone)
            // is a puzzle of its own line; without a header, so is one of 16 cells or more.
            if open.rows == 0 && (count > MAX_SIDE || (count >= 16 && !open.headed)) {
                return Ok(Some(Entry::Puzzle(Puzzle {
                    line: number,
                    text: line,
                })));
            }
            open.text.push_str(&line);
            open.text.push('\n');
            if count > 0 {
                open.rows += 1;
                if open.side.is_none() {
                    open.side = Some(count);
                }
            }
            // No drawn grid is longer than this: beyond it, stop collecting and let the grid
            // reader say what is wrong.
            if open.complete() || open.text.len() > MAX_LINE_BYTES {
                return Ok(block.map(Block::into_entry));
            }
        }
    }
}

//! Reading Sudoku puzzles one at a time from a stream, so that `sudoku` answers each puzzle as
//! it arrives and its memory does not grow with the input.
//!
//! Three layouts are told apart line by line:
//! * one puzzle per line (a line of 16 cells or more);
//! * a grid drawn over several lines: a line of fewer than 16 cells starts it, and it ends after
//!   as many rows as its first row has cells (lines without cells, like `------+------`, are
//!   drawn borders: kept, not counted);
//! * Project Euler's blocks: a `Grid NN` line, then the rows, ending at the next `Grid` line, the
//!   end of the input, or once there are as many rows as the first row has cells.
//!
//! Blank lines and lines starting with `#` are skipped everywhere.

use dlx_stepper::sudoku::MAX_SIDE;
use std::io::{BufRead, BufReader, Read};

/// One puzzle's text and the line it starts on (1-based).
pub struct Puzzle {
    pub line: usize,
    pub text: String,
}

/// What the stream yields: a puzzle, or a line that cannot be one.
pub enum Entry {
    Puzzle(Puzzle),
    /// A line too long to be a puzzle: its number and what is wrong.
    TooLong(usize, String),
}

/// What was read while finishing the entry before: it starts the next one.
enum Pending {
    /// A `Grid` line (its number).
    Header(usize),
    TooLong(usize, String),
}

/// A line longer than this cannot be a puzzle (a grid has at most `MAX_SIDE²` cells): the rest
/// of it is skipped, not held, and the puzzle is reported as too long.
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
    /// Rows with cells so far, and how many the first of them says there will be.
    rows: usize,
    side: Option<usize>,
    /// Opened by a `Grid` line: then a first row of 16 cells or more does not end it.
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
}

/// A line's number and its trimmed text, or why it was not kept.
type NumberedLine = (usize, Result<String, String>);

/// The cells a line holds: digits, letters and the marks of a blank cell.
fn cells(line: &str) -> usize {
    line.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '*' | '_'))
        .count()
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

    /// The next line with something on it, trimmed, and its number; `None` at the end. A line
    /// over [`MAX_LINE_BYTES`] is read to its end but not kept: it comes back as `Err`.
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
                self.input.skip_until(b'\n').map_err(|e| e.to_string())?;
                let message = format!(
                    "the line is longer than {MAX_LINE_BYTES} bytes; a puzzle has at most {} cells",
                    MAX_SIDE * MAX_SIDE
                );
                return Ok(Some((self.line_number, Err(message))));
            }
            // Bytes that are not UTF-8 become U+FFFD, which the grid reader then reports at
            // its place in the line.
            let text = String::from_utf8_lossy(&self.bytes);
            let line = text.trim();
            if !line.is_empty() && !line.starts_with('#') {
                return Ok(Some((self.line_number, Ok(line.to_string()))));
            }
        }
    }

    /// The next line on its own, as an entry (a killer's sums: a short line of numbers that
    /// is not the first row of a drawn grid).
    pub fn next_single_line(&mut self) -> Result<Option<Entry>, String> {
        if self.pending.is_some() {
            return self.next_entry();
        }
        Ok(self.next_line()?.map(|(line, text)| match text {
            Ok(text) => Entry::Puzzle(Puzzle { line, text }),
            Err(message) => Entry::TooLong(line, message),
        }))
    }

    /// The next entry, or `None` at the end of the input; `Err` is a failure to read it. A
    /// puzzle that is not a grid is still an entry: reading it as one says what is wrong.
    pub fn next_entry(&mut self) -> Result<Option<Entry>, String> {
        let mut block = match self.pending.take() {
            None => None,
            Some(Pending::Header(number)) => Some(Block::new(number + 1, true)),
            Some(Pending::TooLong(number, message)) => return Ok(Some(Entry::TooLong(number, message))),
        };
        loop {
            let Some((number, line)) = self.next_line()? else {
                return Ok(block.map(Block::into_entry));
            };
            let line = match line {
                Ok(line) => line,
                // The grid in progress is answered first, as far as it got.
                Err(message) => match block {
                    Some(open) => {
                        self.pending = Some(Pending::TooLong(number, message));
                        return Ok(Some(open.into_entry()));
                    }
                    None => return Ok(Some(Entry::TooLong(number, message))),
                },
            };
            if line.starts_with("Grid") {
                match block {
                    // A `Grid` line right after another: the block still waits for its rows.
                    Some(ref open) if open.text.is_empty() => block = Some(Block::new(number + 1, true)),
                    Some(open) => {
                        self.pending = Some(Pending::Header(number));
                        return Ok(Some(open.into_entry()));
                    }
                    None => block = Some(Block::new(number + 1, true)),
                }
                continue;
            }
            let count = cells(&line);
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
            open.text.push_str(&line);
            open.text.push('\n');
            if count > 0 {
                open.rows += 1;
                // Euler's blocks may hold one-line puzzles: a long first row does not set the
                // block's height there.
                if open.side.is_none() && (count < 16 || !open.headed) {
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

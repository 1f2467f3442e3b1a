//! Text cut into logical lines of whitespace-separated tokens, each with its line and column:
//! what the text formats share.

use super::error::{Position, ProblemError, ProblemErrorKind};
use super::MAX_TEXT_BYTES;

/// The error for text longer than [`MAX_TEXT_BYTES`], if it is.
pub(super) fn check_length(text: &str) -> Result<(), ProblemError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(ProblemError::new(
            ProblemErrorKind::TextTooLong { bytes: text.len() },
            None,
        ));
    }
    Ok(())
}

/// `text` without the UTF-8 byte-order mark that some editors write at its start: the mark is
/// no part of the text. Every text reader of the crate (the problem formats, Sudoku grids and
/// puzzles) reads through this, and so do the wasm API and the command line, which hand their
/// text to the same readers.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// One whitespace-separated token with its 1-based column.
pub(super) struct Token<'a> {
    pub(super) text: &'a str,
    pub(super) column: usize,
}

/// A logical line: a physical line, or a part of one between `;` separators.
pub(super) struct Segment<'a> {
    pub(super) line: usize,
    pub(super) tokens: Vec<Token<'a>>,
}

impl Segment<'_> {
    pub(super) fn position(&self, column: usize) -> Option<Position> {
        Some(Position {
            line: self.line,
            column,
        })
    }
}

/// True for a comment line: its first character that is not a space is `|` (Knuth's comments,
/// in every format).
pub(super) fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with('|')
}

/// Splits text into logical lines of tokens, dropping empty ones and comment lines (whole: a
/// `;` in a comment is prose). With `semicolons`, a `;` ends a logical line so that a whole
/// problem fits on one line; without, it is a character like any other (Knuth's programs read
/// it so). Lazily, one physical line at a time: a file of millions of options is never held as
/// tokens all at once (only the problem built from them is).
pub(super) fn segments(text: &str, semicolons: bool) -> Segments<'_> {
    Segments {
        lines: strip_bom(text).lines().enumerate(),
        pending: Vec::new().into_iter(),
        semicolons,
    }
}

/// True when `text` has at most one line that is neither blank nor a comment: a problem written
/// on one line, where `;` stands for a line break in every format.
pub(super) fn is_one_line(text: &str) -> bool {
    // Bytes scanned by hand: an iterator of trimmed lines took 800 bytes more of the wasm module.
    let mut lines = 0;
    let mut line_start = true;
    for &byte in text.as_bytes() {
        match byte {
            b'\n' => line_start = true,
            b' ' | b'\t' | b'\r' => {}
            _ if line_start => {
                line_start = false;
                lines += usize::from(byte != b'|');
            }
            _ => {}
        }
    }
    lines <= 1
}

/// The iterator of [`segments`]: the logical lines of one physical line at a time. (A
/// `flat_map` would do, at the cost of its flattening code, twice the size, in the wasm module.)
pub(super) struct Segments<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    pending: std::vec::IntoIter<Segment<'a>>,
    semicolons: bool,
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;

    fn next(&mut self) -> Option<Segment<'a>> {
        loop {
            if let Some(segment) = self.pending.next() {
                return Some(segment);
            }
            let (line_index, line) = self.lines.next()?;
            if !is_comment(line) {
                self.pending = line_segments(line_index + 1, line, self.semicolons).into_iter();
            }
        }
    }
}

/// The logical lines of physical line `line` (numbered from 1), empty ones dropped; a `;` ends
/// one when `semicolons`.
fn line_segments(number: usize, line: &str, semicolons: bool) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    let mut tokens = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte offset, column)
                                                  // Columns count characters from 1, not bytes.
    for (column, (offset, ch)) in (1..).zip(line.char_indices()) {
        if ch == ';' && semicolons {
            flush_token(line, &mut tokens, &mut start, offset);
            if !tokens.is_empty() {
                out.push(Segment {
                    line: number,
                    tokens: std::mem::take(&mut tokens),
                });
            }
        } else if ch.is_whitespace() {
            flush_token(line, &mut tokens, &mut start, offset);
        } else if start.is_none() {
            start = Some((offset, column));
        }
    }
    flush_token(line, &mut tokens, &mut start, line.len());
    if !tokens.is_empty() {
        out.push(Segment { line: number, tokens });
    }
    out
}

/// Ends the token that started at `start` (byte offset, column), if one did.
fn flush_token<'a>(line: &'a str, tokens: &mut Vec<Token<'a>>, start: &mut Option<(usize, usize)>, end: usize) {
    if let Some((begin, column)) = start.take() {
        tokens.push(Token {
            // `get`, not indexing: the bounds come from `char_indices`, and indexing's panic (a
            // formatted message about character boundaries) would weigh on the wasm module.
            text: line.get(begin..end).unwrap_or_default(),
            column,
        });
    }
}

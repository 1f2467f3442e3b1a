//! A 0/1 matrix, one option per row, one item per column.

use super::error::{Position, ProblemError, ProblemErrorKind};
use super::tokens::{check_length, segments};
use super::{Problem, MAX_ITEMS};

impl Problem {
    /// Parses a 0/1 matrix: one option per line, one column per item (`A`, `B`, … `Z`,
    /// `AA`, …); spaces between digits are optional; `;` may stand for a line break.
    ///
    /// ```
    /// use dlx_stepper::Problem;
    /// let matrix = Problem::parse_matrix("0010110; 1001001; 0110010; 1001000; 0100001; 0001101").unwrap();
    /// assert_eq!(matrix.option_label(0), "C E F");
    /// ```
    ///
    /// # Errors
    /// A [`ProblemError`] with the line and column of the first mistake: a character other
    /// than 0 or 1, a row of another length, or a row with no 1.
    pub fn parse_matrix(text: &str) -> Result<Problem, ProblemError> {
        check_length(text)?;
        let mut width = None;
        let mut rows: Vec<(usize, usize, Vec<u32>)> = Vec::new();
        for segment in segments(text, true) {
            let mut ones = Vec::new();
            let mut count = 0;
            for token in &segment.tokens {
                for (k, ch) in token.text.chars().enumerate() {
                    match ch {
                        '0' => {}
                        '1' => ones.push(count as u32),
                        other => {
                            let kind = ProblemErrorKind::BadName {
                                name: other.to_string(),
                                reason: "a 0/1 matrix holds only 0 and 1",
                            };
                            return Err(ProblemError::new(kind, segment.position(token.column + k)));
                        }
                    }
                    count += 1;
                    if count > MAX_ITEMS {
                        let kind = ProblemErrorKind::TooManyItems;
                        return Err(ProblemError::new(kind, segment.position(token.column + k)));
                    }
                }
            }
            match width {
                None => width = Some((count, segment.line)),
                Some((expected, first_line)) if expected != count => {
                    let kind = ProblemErrorKind::RaggedRow {
                        found: count,
                        expected,
                        first_line,
                    };
                    return Err(ProblemError::new(kind, segment.position(segment.tokens[0].column)));
                }
                Some(_) => {}
            }
            rows.push((segment.line, segment.tokens[0].column, ones));
        }
        let Some((width, _)) = width else {
            return Err(ProblemError::new(ProblemErrorKind::NoItems, None));
        };
        let names: Vec<String> = (0..width).map(column_name).collect();
        let mut problem = Problem::with_items(names, width);
        for (line, column, ones) in rows {
            problem
                .push_option(None, &ones)
                .map_err(|kind| ProblemError::new(kind, Some(Position { line, column })))?;
        }
        Ok(problem)
    }
}

/// Spreadsheet-style column names: `A` … `Z`, `AA`, `AB`, …
fn column_name(mut index: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'A' + (index % 26) as u8);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

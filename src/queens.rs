//! N-queens as exact cover: rows and columns are primary items (each must hold exactly one
//! queen), the diagonals secondary (each may hold at most one).

use crate::problem::Problem;

/// The `n`-queens problem: items `r0…`, `c0…` (primary) and `a0…`, `b0…` (the two diagonal
/// families, secondary); option `r{i} c{j} a{i+j} b{n-1-i+j}` puts a queen on row `i`,
/// column `j`.
///
/// ```
/// assert_eq!(dlx_stepper::queens::problem(8).count_solutions(None), 92);
/// ```
pub fn problem(n: usize) -> Problem {
    fn names(prefix: &'static str, count: usize) -> impl Iterator<Item = String> {
        (0..count).map(move |k| format!("{prefix}{k}"))
    }
    let mut builder = Problem::builder()
        .primary(names("r", n).chain(names("c", n)))
        .secondary(names("a", 2 * n.max(1) - 1).chain(names("b", 2 * n.max(1) - 1)));
    for row in 0..n {
        for col in 0..n {
            builder = builder.option([
                format!("r{row}"),
                format!("c{col}"),
                format!("a{}", row + col),
                format!("b{}", n - 1 - row + col),
            ]);
        }
    }
    // The names are made above and are valid by construction.
    builder
        .build()
        .unwrap_or_else(|error| unreachable!("queens({n}): {error}"))
}

/// The board of a solution (options of [`problem`]): `Q` for a queen, `.` elsewhere.
pub fn board(n: usize, options: &[usize]) -> String {
    let mut cells = vec![vec!['.'; n]; n];
    for &option in options {
        cells[option / n][option % n] = 'Q';
    }
    cells
        .into_iter()
        .map(|row| row.into_iter().collect::<String>() + "\n")
        .collect()
}

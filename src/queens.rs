//! N-queens as exact cover: rows and columns are primary items (each must hold exactly one
//! queen), the diagonals secondary (each may hold at most one).

use crate::problem::{Problem, RawProblem};

/// The `n`-queens problem: items `r0…`, `c0…` (primary) and `a0…`, `b0…` (the two diagonal
/// families, secondary); option `r{i} c{j} a{i+j} b{n-1-i+j}` puts a queen on row `i`,
/// column `j`.
///
/// ```
/// assert_eq!(dlx_stepper::queens::problem(8).count_solutions(None), 92);
/// ```
pub fn problem(n: usize) -> Problem {
    let diagonals = 2 * n.max(1) - 1;
    let family = |prefix: &'static str, count: usize| (0..count).map(move |k| format!("{prefix}{k}"));
    let names = family("r", n)
        .chain(family("c", n))
        .chain(family("a", diagonals))
        .chain(family("b", diagonals))
        .collect();
    // Items by index: rows from 0, columns from n, diagonals from 2n, the other diagonals
    // after them. The options are distinct valid indices by construction, so they are pushed
    // without the checks (and the code) of the named builder.
    let mut problem = RawProblem::new(names, 2 * n);
    let (columns, a, b) = (n, 2 * n, 2 * n + diagonals);
    for row in 0..n {
        for col in 0..n {
            let items = [row, columns + col, a + row + col, b + n - 1 - row + col].map(|item| item as u32);
            problem.push_option(None, &items);
        }
    }
    problem.finish()
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

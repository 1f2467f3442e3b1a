//! Colour problems (Knuth's Algorithm C) handed to the other Rust crate that solves them, for
//! benchmarks only.

use super::Contender;
use dlx_stepper::Problem;
use exact_covers::{DlSolver, Solver};
use std::ops::ControlFlow;

/// An option as `exact-covers` takes it: its primary items, then its secondary items each with
/// a colour or none.
type SplitOption = (Vec<u32>, Vec<(u32, Option<u32>)>);

/// `exact-covers` 0.3.0, its dancing-links solver (Knuth's Algorithm C, slightly modified; its
/// dancing-cells solver is not written yet in this version). Items are our item indices,
/// colours our colour numbers; an option's primary and secondary items are given apart, an
/// uncoloured secondary item as `None` (the crate then gives it a colour of its own, which is
/// Knuth's rule). `solve` consumes the solver, so each count builds it again: the options are
/// copied in, a few milliseconds against a search of a tenth of a second or more.
pub fn exact_covers(problem: &Problem) -> Contender {
    let n_primary = problem.n_primary();
    let primary: Vec<u32> = (0..n_primary as u32).collect();
    let secondary: Vec<u32> = (n_primary as u32..problem.n_items() as u32).collect();
    let options: Vec<SplitOption> = (0..problem.n_options())
        .map(|option| {
            let colors = problem.option_colors(option);
            let (mut mine, mut shared) = (Vec::new(), Vec::new());
            for (k, &item) in problem.option(option).iter().enumerate() {
                if (item as usize) < n_primary {
                    mine.push(item);
                } else {
                    let color = colors.map_or(0, |colors| colors[k]);
                    shared.push((item, (color != 0).then_some(color)));
                }
            }
            (mine, shared)
        })
        .collect();
    let (primary, secondary, options) = (Box::leak(primary.into()), Box::leak(secondary.into()), options);
    Contender {
        name: "exact-covers 0.3.0 (DlSolver)",
        count: Box::new(move || {
            let mut solver: DlSolver<u32, u32> = DlSolver::new(primary, secondary);
            for (mine, shared) in &options {
                solver.add_option(mine, shared);
            }
            let mut count = 0;
            solver.solve(|_| {
                count += 1;
                ControlFlow::Continue(())
            });
            count
        }),
    }
}

//! The one door to the search engines. Every front end that searches flat out (the crate's
//! [`Problem::count_solutions`], the command line's `--engine auto`, the WebAssembly count and
//! the pages' pools of workers) asks [`choose`] which engine to run, saying what it wants of the
//! search ([`Ask`]); the rule lives here and nowhere else, and it can say why it chose
//! ([`Choice::reason`]).
//!
//! The rule: Knuth's figures (updates, cleansings) and steps come from the links, which are what
//! they count. A count or a list of solutions goes to the bit engine when [`Bits::fit`] expects
//! it to win (a few thousand options or fewer, items with many options each), else to the
//! links' plain loops; but a count alone of a colour problem that the bit engine does not suit
//! goes to dancing cells ([`crate::cells`], Knuth's `ssxcc`), which took 0.75 to 0.8 of the
//! links' time on every such file of `data/` (the indicator, masyu and slitherlink problems) and
//! about the same on problems without colours (`benches/engines.rs` prints all three engines and
//! the pick on every file). Solutions in Knuth's order, or a count cut into parts (threads,
//! workers), need an engine whose search tree is the links': the bit engine's is, but with
//! multiplicities, where its tree is its own, the links answer; dancing cells' tree is always
//! their own.

mod parts;

pub use parts::{Cut, EnteredPart, PartCount, PartCounter};

use crate::bits::{Bits, Fit, MAX_OPTIONS};
use crate::{Problem, Stepper};

/// A search engine of this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Knuth's dancing links ([`crate::Links`], [`Stepper`]): every question, Knuth's figures
    /// exactly.
    Links,
    /// Bit sets ([`Bits`]): Knuth's search tree and nodes, no updates; flat out only.
    Bits,
    /// Knuth's dancing cells ([`crate::cells::Cells`]): its own tree, as his `ssxcc`; flat out
    /// only, no multiplicities.
    Cells,
}

impl Engine {
    /// The name the command line and the JS API give it.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Links => "links",
            Engine::Bits => "bits",
            Engine::Cells => "cells",
        }
    }
}

/// What a caller wants of a search, which decides the engines that can answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// A count, or the solutions in any order, with Knuth's nodes at most: the fastest engine.
    Count,
    /// The solutions in Knuth's order: the fastest engine that grows his search tree.
    Solutions,
    /// Knuth's figures as his programs print them (updates, cleansings), or steps: the links.
    Figures,
    /// A count cut into parts of Knuth's search tree, for threads or workers: the fastest
    /// engine whose tree the links can cut.
    Parts,
}

/// The engine [`choose`] picked, and why, in words (`"bits: 1,568 options of 72 primary items"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The engine.
    pub engine: Engine,
    /// Why, in a line that starts with the engine's name.
    pub reason: String,
}

/// The engine for `ask` on `problem`, and why.
///
/// ```
/// use dlx_stepper::engine::{choose, Ask, Engine};
/// let queens = dlx_stepper::queens::problem(8);
/// let choice = choose(&queens, Ask::Count);
/// assert_eq!(choice.engine, Engine::Bits);
/// assert_eq!(choice.reason, "bits: 64 options of 16 primary items");
/// assert_eq!(choose(&queens, Ask::Figures).engine, Engine::Links);
/// ```
pub fn choose(problem: &Problem, ask: Ask) -> Choice {
    let links = |why: String| Choice {
        engine: Engine::Links,
        reason: format!("links: {why}"),
    };
    if ask == Ask::Figures {
        return links("Knuth's updates and cleansings are changes of links".into());
    }
    match Bits::fit(problem) {
        Fit::Suits { .. } if ask == Ask::Parts && problem.has_multiplicities() => links(
            "with multiplicities the bit engine's search tree is its own, and the links cut theirs into parts".into(),
        ),
        Fit::Suits { .. } if ask == Ask::Solutions && problem.has_multiplicities() => {
            links("with multiplicities the bit engine finds the solutions in an order of its own".into())
        }
        Fit::Suits { options, primary } => Choice {
            engine: Engine::Bits,
            reason: format!(
                "bits: {} options of {} primary items",
                grouped(options as u64),
                grouped(primary as u64)
            ),
        },
        Fit::Empty => links("no option or no primary item: nothing to search".into()),
        _ if ask == Ask::Count && problem.has_colors() && !problem.has_multiplicities() => Choice {
            engine: Engine::Cells,
            reason: format!(
                "cells: colours, and {} options that the bit engine does not suit",
                grouped(problem.n_options() as u64)
            ),
        },
        Fit::TooManyOptions(options) => links(format!(
            "{} options, more than the bit engine's {}",
            grouped(options as u64),
            grouped(MAX_OPTIONS as u64)
        )),
        Fit::Sparse { options_per_item } => {
            // Written to one decimal without Rust's float printer, which weighs 15 KB in wasm.
            let tenths = (options_per_item * 10.0).round() as u64;
            links(format!(
                "{}.{} options an item among {} options: a node of the links touches a few nodes, one of the bit engine a word per 64 options",
                tenths / 10,
                tenths % 10,
                grouped(problem.n_options() as u64)
            ))
        }
    }
}

/// What [`count`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found (at most the limit).
    pub solutions: u64,
    /// Nodes of the search tree, as Knuth counts them (the bit engine's own with multiplicities,
    /// dancing cells' as his `ssxcc` counts them).
    pub nodes: u64,
    /// True when the search went to the end.
    pub complete: bool,
    /// The engine that counted.
    pub engine: Engine,
}

/// Counts the solutions of `problem` on this thread, up to `limit` if given, with the engine
/// [`choose`] picks for a count.
pub fn count(problem: &Problem, limit: Option<u64>) -> Count {
    let engine = choose(problem, Ask::Count).engine;
    if limit == Some(0) {
        return Count {
            solutions: 0,
            nodes: 0,
            complete: false,
            engine,
        };
    }
    // The bit engine's sets are made only when it counts (`Bits::fit` said it takes the problem).
    let bits = match engine {
        Engine::Bits => Bits::new(problem).ok(),
        _ => None,
    };
    if let Some(bits) = bits {
        let stats = bits.count(limit);
        return Count {
            solutions: stats.solutions,
            nodes: stats.nodes,
            complete: stats.complete,
            engine,
        };
    }
    if engine == Engine::Cells {
        let stats = crate::cells::Cells::new(problem).count(limit);
        return Count {
            solutions: stats.solutions,
            nodes: stats.nodes,
            complete: stats.complete,
            engine,
        };
    }
    // Knuth's plain loops from the start (not `Stepper::count_solutions`, whose other branch,
    // resuming the event machine, would bring that into the count build).
    let limit = limit.unwrap_or(u64::MAX);
    let stepper = Stepper::without_copy(crate::Links::new(problem));
    let (solutions, stats, _) = stepper.count_then_drop::<false>(limit, |_, _| {});
    Count {
        solutions,
        nodes: stats.nodes,
        complete: solutions < limit,
        engine: Engine::Links,
    }
}

/// Hands each solution of `problem` (up to `limit`) to `on_solution` as its options, in the
/// order chosen, with the engine [`choose`] picks for [`Ask::Solutions`]: the solutions come in
/// Knuth's order (the links' and the bit engine's are the same). What it found.
///
/// ```
/// use dlx_stepper::engine::{for_each_solution, Engine};
/// let mut found = Vec::new();
/// let count = for_each_solution(&dlx_stepper::queens::problem(6), None, |options| found.push(options.to_vec()));
/// assert_eq!((count.solutions, found.len(), count.engine), (4, 4, Engine::Bits));
/// ```
pub fn for_each_solution(problem: &Problem, limit: Option<u64>, mut on_solution: impl FnMut(&[usize])) -> Count {
    let engine = choose(problem, Ask::Solutions).engine;
    let limit = limit.unwrap_or(u64::MAX);
    if limit == 0 {
        return Count {
            solutions: 0,
            nodes: 0,
            complete: false,
            engine,
        };
    }
    if let Some(bits) = (engine == Engine::Bits).then(|| Bits::new(problem).ok()).flatten() {
        let stats = bits.search(limit, |options| {
            on_solution(options);
            true
        });
        return Count {
            solutions: stats.solutions,
            nodes: stats.nodes,
            complete: stats.complete,
            engine,
        };
    }
    let mut options = Vec::new();
    let stepper = Stepper::without_copy(crate::Links::new(problem));
    let (solutions, stats, _) = stepper.count_then_drop::<false>(limit, |links, nodes| {
        // (With multiplicities the plain loops hand over no node for a level that took no option.)
        options.clear();
        options.extend(nodes.iter().map(|&node| links.option_of(node)));
        on_solution(&options);
    });
    Count {
        solutions,
        nodes: stats.nodes,
        complete: solutions < limit,
        engine: Engine::Links,
    }
}

/// `n` with a comma between each group of three digits, as the reasons write numbers.
pub(crate) fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (k, digit) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_by_threes() {
        let written: Vec<String> = [0, 7, 999, 1000, 65_536, 1_234_567].map(grouped).into();
        assert_eq!(written, ["0", "7", "999", "1,000", "65,536", "1,234,567"]);
    }

    #[test]
    fn figures_come_from_the_links_and_a_count_from_the_fastest() {
        let queens = crate::queens::problem(8);
        assert_eq!(choose(&queens, Ask::Figures).engine, Engine::Links);
        assert_eq!(choose(&queens, Ask::Parts).engine, Engine::Bits);
        // A chain of 400 items, two options each: sparse, the links.
        let mut text: String = (0..400).map(|k| format!("i{k} ")).collect();
        text.push('\n');
        for k in 0..399 {
            text.push_str(&format!("i{k} i{}\n", k + 1));
        }
        let chain = Problem::parse_knuth(&text).unwrap();
        let choice = choose(&chain, Ask::Count);
        assert_eq!(choice.engine, Engine::Links);
        assert!(
            choice
                .reason
                .starts_with("links: 2.0 options an item among 399 options"),
            "{}",
            choice.reason
        );
        // The same chain with a colour on the side: a count alone goes to dancing cells, whose
        // tree is their own; the solutions in order and parts stay on the links.
        let colored = Problem::parse_knuth(&format!(
            "{} | x\n{}",
            text.lines().next().unwrap(),
            text.lines()
                .skip(1)
                .map(|line| format!("{line} x:{}\n", line.len() % 2))
                .collect::<String>()
        ))
        .unwrap();
        assert_eq!(choose(&colored, Ask::Count).engine, Engine::Cells);
        assert_eq!(choose(&colored, Ask::Solutions).engine, Engine::Links);
        assert_eq!(choose(&colored, Ask::Parts).engine, Engine::Links);
        let counted = count(&colored, None);
        assert_eq!(
            (counted.solutions, counted.engine),
            (Stepper::new(&colored).count_solutions(None), Engine::Cells)
        );
    }

    #[test]
    fn with_multiplicities_parts_go_to_the_links_and_a_count_to_the_bits() {
        let problem = Problem::parse_knuth("A 2:3|B; A B; B; B; B").unwrap();
        assert_eq!(choose(&problem, Ask::Count).engine, Engine::Bits);
        let parts = choose(&problem, Ask::Parts);
        assert_eq!(parts.engine, Engine::Links);
        assert!(parts.reason.contains("multiplicities"));
        let counted = count(&problem, None);
        assert_eq!(
            (counted.solutions, counted.complete, counted.engine),
            (6, true, Engine::Bits)
        );
    }

    #[test]
    fn a_count_agrees_with_the_links_whatever_the_engine() {
        for n in [1, 4, 6, 8] {
            let problem = crate::queens::problem(n);
            let mut stepper = Stepper::new(&problem);
            let solutions = stepper.count_solutions(None);
            let counted = count(&problem, None);
            assert_eq!(
                (counted.solutions, counted.nodes),
                (solutions, stepper.stats().nodes),
                "{n} queens"
            );
            let limited = count(&problem, Some(1));
            assert_eq!(limited.solutions, solutions.min(1));
        }
        let many: String = (0..=MAX_OPTIONS).map(|_| "A\n").collect();
        let wide = Problem::parse_knuth(&format!("A\n{many}")).unwrap();
        let counted = count(&wide, None);
        assert_eq!(
            (counted.solutions, counted.engine),
            (MAX_OPTIONS as u64 + 1, Engine::Links)
        );
        assert!(choose(&wide, Ask::Count)
            .reason
            .contains("4,097 options, more than the bit engine's 4,096"));
    }
}

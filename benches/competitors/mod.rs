//! The same exact-cover problem handed to the other Rust DLX crates, for benchmarks only.
//! Each function builds the crate's structure outside the timed part and returns a closure
//! that counts all solutions. And this crate's two flat-out engines besides the links, which
//! lay the problem out afresh in each round (`Cells::search` takes its layout).

use dlx_stepper::bits::Bits;
use dlx_stepper::cells::Cells;
use dlx_stepper::{Detail, Event, Problem, Stepper};

/// Colour problems, for `benches/colors.rs` (the other benches use none of it).
#[allow(dead_code)]
pub mod colors;

/// Times each contender `rounds` times, in turn (A, B, A, B, so that the machine's drift falls on
/// all alike), each count checked against `expected`: the median time of each, in their order.
#[allow(dead_code)] // Not every bench races contenders.
pub fn race(contenders: &mut [Contender], expected: u64, rounds: usize) -> Vec<std::time::Duration> {
    let mut times = vec![Vec::new(); contenders.len()];
    for _ in 0..rounds {
        for (k, contender) in contenders.iter_mut().enumerate() {
            let start = std::time::Instant::now();
            let count = (contender.count)();
            times[k].push(start.elapsed());
            assert_eq!(count, expected, "{} found a wrong number of solutions", contender.name);
        }
    }
    times.iter_mut().map(|t| crate::harness::median(t)).collect()
}

/// A solver under test: its name and a closure counting the solutions once per call.
pub struct Contender {
    pub name: &'static str,
    pub count: Box<dyn FnMut() -> u64>,
}

/// Problem `name` of `data/{folder}/`, in Knuth's format.
#[allow(dead_code)] // Not every bench reads data/.
pub fn load(folder: &str, name: &str) -> Problem {
    let path = format!("{}/data/{folder}/{name}.dlx", env!("CARGO_MANIFEST_DIR"));
    Problem::parse_knuth(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// This crate's links, flat out (the stepper's plain loops, `solve --engine links`).
#[allow(dead_code)] // Not every bench times it.
pub fn ours(problem: &Problem) -> Contender {
    let mut stepper = Stepper::new(problem);
    Contender {
        name: "dlx-stepper (plain solver)",
        count: Box::new(move || {
            stepper.reset();
            stepper.count_solutions(None)
        }),
    }
}

/// The stepper's `run` at pointer detail, every event (each hide, unhide, settle and purify)
/// handed to an observer: what the pages pay for watching every write.
#[allow(dead_code)] // Not every bench times it.
pub fn ours_observing_links(problem: &Problem) -> Contender {
    let mut stepper = Stepper::new(problem);
    stepper.set_detail(Detail::Links);
    Contender {
        name: "dlx-stepper run() observing every write",
        count: Box::new(move || {
            stepper.reset();
            let mut solutions = 0;
            stepper.run(u64::MAX, |event| {
                if matches!(std::hint::black_box(event), Event::Solution { .. }) {
                    solutions += 1;
                }
                true
            });
            solutions
        }),
    }
}

/// The bit engine (`solve --engine bits`).
pub fn bit_engine(problem: &Problem) -> Contender {
    let problem = problem.clone();
    Contender {
        name: "dlx-stepper bit engine",
        count: Box::new(move || Bits::new(&problem).unwrap().count(None).solutions),
    }
}

/// Knuth's dancing cells (`solve --engine cells`).
pub fn dancing_cells(problem: &Problem) -> Contender {
    let problem = problem.clone();
    Contender {
        name: "dlx-stepper dancing cells",
        count: Box::new(move || Cells::new(&problem).count(None).solutions),
    }
}

/// `dancing-links` 0.3.1: problems are a trait with a `satisfies(option, item)` test.
pub fn dancing_links(problem: &Problem) -> Contender {
    struct Matrix {
        options: Vec<usize>,
        items: Vec<usize>,
        n_primary: usize,
        covers: Vec<Vec<bool>>,
    }
    impl dancing_links::ExactCover for Matrix {
        type Possibility = usize;
        type Constraint = usize;
        fn satisfies(&self, option: &usize, item: &usize) -> bool {
            self.covers[*option][*item]
        }
        fn is_optional(&self, item: &usize) -> bool {
            *item >= self.n_primary
        }
        fn possibilities(&self) -> &[usize] {
            &self.options
        }
        fn constraints(&self) -> &[usize] {
            &self.items
        }
    }
    let covers = (0..problem.n_options())
        .map(|o| {
            let mut row = vec![false; problem.n_items()];
            for &i in problem.option(o) {
                row[i as usize] = true;
            }
            row
        })
        .collect();
    let matrix = Box::leak(Box::new(Matrix {
        options: (0..problem.n_options()).collect(),
        items: (0..problem.n_items()).collect(),
        n_primary: problem.n_primary(),
        covers,
    }));
    Contender {
        name: "dancing-links 0.3.1",
        count: Box::new(move || {
            use dancing_links::ExactCover;
            matrix.solver().count() as u64
        }),
    }
}

/// `xcov` 0.3.1: items 1-based, primary first; `search()` resumes.
pub fn xcov(problem: &Problem) -> Contender {
    let problem = problem.clone();
    Contender {
        name: "xcov 0.3.1",
        count: Box::new(move || {
            use xcov::ExactCoverProblem;
            let mut builder = xcov::DlxBuilder::new(problem.n_primary(), problem.n_items() - problem.n_primary());
            for o in 0..problem.n_options() {
                // xcov wants each option's items sorted; the order within an option does not
                // change the search tree or its counts.
                let mut items: Vec<usize> = problem.option(o).iter().map(|&i| i as usize + 1).collect();
                items.sort_unstable();
                builder.add_option(&items);
            }
            let mut search = xcov::MrvExactCoverSearch::new(builder.build());
            let mut count = 0;
            while search.search() {
                count += 1;
            }
            count
        }),
    }
}

/// `dlx` 0.8.5: Knuth-style, items 0-based, primary first.
pub fn dlx(problem: &Problem) -> Contender {
    let options: Vec<Vec<dlx::Uint>> = (0..problem.n_options())
        .map(|o| problem.option(o).iter().map(|&i| i as dlx::Uint).collect())
        .collect();
    let n_primary = problem.n_primary() as dlx::Uint;
    let n_secondary = (problem.n_items() - problem.n_primary()) as dlx::Uint;
    Contender {
        name: "dlx 0.8.5",
        count: Box::new(move || {
            use dlx::choose::{mrv_chooser, no_tiebreak, prefer_any};
            let mut built = dlx::x::make_problem(n_primary, n_secondary, &options, dlx::OptOrder::Seq);
            let mut solver = dlx::Solver::new(&mut built);
            let mut chooser = mrv_chooser(prefer_any(), no_tiebreak());
            let mut count = 0;
            while solver.next_solution(&mut chooser) {
                count += 1;
            }
            count
        }),
    }
}

/// `dlx-rs` 1.3.0: items 1-based, mandatory first; the solver is an iterator.
pub fn dlx_rs(problem: &Problem) -> Contender {
    let problem = problem.clone();
    Contender {
        name: "dlx-rs 1.3.0",
        count: Box::new(move || {
            let mut solver = dlx_rs::Solver::new_optional(problem.n_primary(), problem.n_items() - problem.n_primary());
            for o in 0..problem.n_options() {
                let items: Vec<usize> = problem.option(o).iter().map(|&i| i as usize + 1).collect();
                solver.add_option(o, &items);
            }
            solver.count() as u64
        }),
    }
}

//! Updates per second on Knuth's files, ours against the other Rust DLX crates, in one run, and
//! with our three engines (the links, bits and dancing cells, as `solve --engine` runs them),
//! against Knuth's own C programs `dlx1` and `ssxcc` (dancing cells) when the `DLX1` and `SSXCC`
//! environment variables name them (`benches/knuth-peers.sh` builds them from his CWEB sources).
//!
//! `cargo bench --bench exact_cover` (`BENCH_ROUNDS=n` for more rounds, `BENCH_QUICK=1` to
//! skip the slow contenders; the problems made here, 13 and 14 queens and the 5 × 12 box, race
//! our engines and Knuth's only). Knuth's programs read the file themselves: their time includes
//! reading it, ours does not (a few milliseconds on these files). The contenders run round-robin, one after another in each
//! round, so the machine's drift over minutes hits them all alike; medians are printed with
//! ratios to our plain solver.

mod competitors;
mod knuth;

mod harness;
use competitors::Contender;
use dlx_stepper::pentomino::{Board, Pentominoes};
use dlx_stepper::{Detail, Event, Problem, Stepper};

/// The stepper taking one event at a time and handing each to an observer (here: counting
/// solutions from the events themselves).
fn ours_stepping(problem: &Problem, detail: Detail) -> Contender {
    let mut stepper = Stepper::new(problem);
    stepper.set_detail(detail);
    Contender {
        name: match detail {
            Detail::Algorithm => "dlx-stepper step() per event",
            Detail::Links => "dlx-stepper step() per hide/unhide",
        },
        count: Box::new(move || {
            stepper.reset();
            let mut solutions = 0;
            loop {
                match std::hint::black_box(stepper.step()) {
                    Event::Solution { .. } => solutions += 1,
                    Event::Done => return solutions,
                    _ => {}
                }
            }
        }),
    }
}

/// One of Knuth's programs, named by environment variable `var`, counting the solutions of file
/// `name`; none when `var` is not set.
fn knuth(var: &str, title: &'static str, name: &str) -> Option<Contender> {
    let program = std::env::var(var).ok()?;
    let mut path = format!("{}/data/exact-cover/{name}.dlx", env!("CARGO_MANIFEST_DIR"));
    if !std::path::Path::new(&path).exists() {
        path = generated_path(name);
    }
    Some(Contender {
        name: title,
        count: Box::new(move || knuth::solutions(&program, &[], &path)),
    })
}

/// Where a problem this bench makes is written for Knuth's programs to read.
fn generated_path(name: &str) -> String {
    format!("{}/target/bench-problems/{name}.dlx", env!("CARGO_MANIFEST_DIR"))
}

/// `problem` in Knuth's format, written where `knuth` finds it.
fn write_knuth(name: &str, problem: &Problem) {
    let names = problem.item_names();
    let mut text = names[..problem.n_primary()].join(" ");
    if problem.n_primary() < names.len() {
        text.push_str(" | ");
        text.push_str(&names[problem.n_primary()..].join(" "));
    }
    text.push('\n');
    for option in 0..problem.n_options() {
        text.push_str(&problem.option_items_text(option));
        text.push('\n');
    }
    let path = generated_path(name);
    std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn race(title: &str, problem: &Problem, expected: u64, updates: u64, mut contenders: Vec<Contender>, rounds: usize) {
    println!("\n{title}: {expected} solutions, {updates} updates, {rounds} rounds (median)");
    let medians = competitors::race(&mut contenders, expected, rounds);
    let base = medians[0].as_secs_f64();
    for (contender, time) in contenders.iter().zip(&medians) {
        let seconds = time.as_secs_f64();
        println!(
            "  {:<38} {:>8.3} s  {:>7.1} M updates/s  {:>5.2}× ours",
            contender.name,
            seconds,
            updates as f64 / seconds / 1e6,
            seconds / base
        );
    }
    let _ = problem;
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: then only check, quickly,
    // that every contender still runs and agrees (timing belongs to `cargo bench`).
    let benchmarking = harness::benchmarking();
    let rounds = harness::rounds(5);
    let quick = std::env::var("BENCH_QUICK").is_ok();
    let files: &[(&str, u64, u64)] = match benchmarking {
        true => &[
            ("scott", 520, 101_013_837),
            ("p6x10q", 2_339, 304_660_899),
            ("queens12", 14_200, 3_594_752),
        ],
        false => &[("queens8", 92, 16_680)],
    };
    for var in ["DLX1", "SSXCC"] {
        if std::env::var(var).is_err() {
            println!("({var} is not set: Knuth's {} is left out)", var.to_lowercase());
        }
    }
    for &(name, solutions, updates) in files {
        let problem = competitors::load("exact-cover", name);
        let mut contenders = vec![
            competitors::ours(&problem),
            competitors::bit_engine(&problem),
            competitors::dancing_cells(&problem),
            ours_stepping(&problem, Detail::Algorithm),
            competitors::ours_observing_links(&problem),
        ];
        if !quick || name == "queens12" || name == "queens8" {
            contenders.push(ours_stepping(&problem, Detail::Links));
        }
        contenders.extend(knuth("DLX1", "Knuth's dlx1 (C, input included)", name));
        contenders.extend(knuth("SSXCC", "Knuth's ssxcc (C, input included)", name));
        if !quick {
            contenders.extend([
                competitors::dancing_links(&problem),
                competitors::xcov(&problem),
                competitors::dlx(&problem),
                competitors::dlx_rs(&problem),
            ]);
        }
        race(&format!("{name}.dlx"), &problem, solutions, updates, contenders, rounds);
    }
    // Problems made here (13 and 14 queens, the 5 × 12 box): our engines and Knuth's only.
    let made: Vec<(&str, Problem)> = match benchmarking {
        true => vec![
            ("queens13", dlx_stepper::queens::problem(13)),
            ("queens14", dlx_stepper::queens::problem(14)),
            (
                "pentominoes-5x12",
                Pentominoes::new(Board::rectangle(12, 5)).problem().clone(),
            ),
        ],
        false => Vec::new(),
    };
    for (name, problem) in made {
        write_knuth(name, &problem);
        let mut reference = Stepper::new(&problem);
        let solutions = reference.count_solutions(None);
        let mut contenders = vec![
            competitors::ours(&problem),
            competitors::bit_engine(&problem),
            competitors::dancing_cells(&problem),
        ];
        contenders.extend(knuth("DLX1", "Knuth's dlx1 (C, input included)", name));
        contenders.extend(knuth("SSXCC", "Knuth's ssxcc (C, input included)", name));
        race(name, &problem, solutions, reference.stats().updates, contenders, rounds);
    }
}

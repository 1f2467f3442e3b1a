//! Colour problems (Knuth's Algorithm C) from `data/xcc/`: our three engines (the
//! links, bits, and dancing cells) against the other Rust crate with Algorithm C, in one run, and
//! against Knuth's own C programs `dlx2` and `ssxcc` when the `DLX2` and `SSXCC` environment
//! variables name them (`benches/knuth-peers.sh` builds them from his CWEB sources; their time
//! includes reading the file, ours does not).
//!
//! `cargo bench --bench colors` (`BENCH_ROUNDS=n` for more rounds). The contenders run
//! round-robin, one after another in each round, so the machine's drift over minutes hits them
//! alike; medians are printed with ratios to ours.

#[allow(dead_code)] // The plain contenders of `competitors/mod.rs` serve the other benches.
mod competitors;
mod knuth;

mod harness;
use competitors::Contender;
use dlx_stepper::Stepper;

/// One of Knuth's programs, named by environment variable `var`, on file `name`.
fn knuth(var: &str, title: &'static str, name: &str) -> Option<Contender> {
    let program = std::env::var(var).ok()?;
    let path = format!("{}/data/xcc/{name}.dlx", env!("CARGO_MANIFEST_DIR"));
    Some(Contender {
        name: title,
        count: Box::new(move || knuth::solutions(&program, &[], &path)),
    })
}

fn main() {
    // `cargo test --all-targets` runs this binary without `--bench`: then only check, quickly,
    // that every contender still runs and agrees.
    let benchmarking = harness::benchmarking();
    let rounds = harness::rounds(5);
    let files: &[&str] = match benchmarking {
        true => &[
            "debruijn-2-4-6",
            "macmahon-hex-fix3",
            "macmahon-hex-12aaa",
            "torto-CAT-DOG",
            "slither-10x10-s9",
            "indicator-d3k3-neq",
            "wordrect-4x4",
        ],
        false => &["torto-TORTO"],
    };
    for var in ["DLX2", "SSXCC"] {
        if std::env::var(var).is_err() {
            println!("({var} is not set: Knuth's {} is left out)", var.to_lowercase());
        }
    }
    for &name in files {
        let problem = competitors::load("xcc", name);
        let mut reference = Stepper::new(&problem);
        let expected = reference.count_solutions(None);
        let stats = reference.stats();
        let mut contenders = vec![
            competitors::ours(&problem),
            competitors::bit_engine(&problem),
            competitors::dancing_cells(&problem),
            competitors::ours_observing_links(&problem),
            competitors::colors::exact_covers(&problem),
        ];
        contenders.extend(knuth("DLX2", "Knuth's dlx2 (C, input included)", name));
        contenders.extend(knuth("SSXCC", "Knuth's ssxcc (C, input included)", name));
        println!(
            "\n{name}.dlx: {expected} solutions, {} updates, {} cleansings, {rounds} rounds (median)",
            stats.updates, stats.cleansings
        );
        let medians = competitors::race(&mut contenders, expected, rounds);
        let base = medians[0].as_secs_f64();
        for (contender, time) in contenders.iter().zip(&medians) {
            println!(
                "  {:<40} {:>8.3} s  {:>5.2}× ours",
                contender.name,
                time.as_secs_f64(),
                time.as_secs_f64() / base
            );
        }
    }
}

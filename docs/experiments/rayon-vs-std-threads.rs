// A/B: the same parts (split_into, 64 per thread) searched by std threads with a shared counter
// (the crate's count_in_parallel) and by rayon's work-stealing par_iter.
use dlx_stepper::search::parallel::{count_in_parallel, search_part, split_into};
use dlx_stepper::{Heuristic, Links, Problem, Stats};
use rayon::prelude::*;
use std::time::Instant;

fn rayon_count(problem: &Problem, threads: usize) -> Stats {
    let split = split_into(problem, Heuristic::MinimumRemainingValues, 64 * threads);
    let initial = Links::new(problem);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let below = pool.install(|| {
        split.parts.par_iter().with_max_len(1).map(|part| search_part(&initial, part, Heuristic::MinimumRemainingValues, &|_| {}))
            .reduce(Stats::default, |a, b| Stats { nodes: a.nodes + b.nodes, updates: a.updates + b.updates, solutions: a.solutions + b.solutions })
    });
    Stats { nodes: split.above.nodes + below.nodes, updates: split.above.updates + below.updates, solutions: split.above.solutions + below.solutions }
}

fn main() {
    for name in ["scott", "p6x10q", "queens12"] {
        let text = std::fs::read_to_string(format!("/work/shared/data/exact-cover/{name}.dlx")).unwrap();
        let problem = Problem::parse_knuth(&text).unwrap();
        let (mut a, mut b) = (vec![], vec![]);
        for _ in 0..5 {
            let t = Instant::now();
            let s1 = count_in_parallel(&problem, Heuristic::MinimumRemainingValues, 2, &|_| {}, &|_, _| {});
            a.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let s2 = rayon_count(&problem, 2);
            b.push(t.elapsed().as_secs_f64());
            assert_eq!((s1.solutions, s1.nodes, s1.updates), (s2.solutions, s2.nodes, s2.updates));
        }
        a.sort_by(f64::total_cmp); b.sort_by(f64::total_cmp);
        println!("{name}: std threads {:.3} s, rayon {:.3} s (median of 5, alternating), rayon/std {:.3}", a[2], b[2], b[2] / a[2]);
    }
}

//! Knuth's colours (Algorithm C): solutions, search-tree nodes, updates and cleansings on every
//! file of `data/xcc/` must equal what his `dlx2` prints (their `counts.tsv`, made by
//! his generators and solver, none of it here).

use dlx_stepper::Problem;

use crate::common::data;
use data::Row;

fn knuths_table() -> Vec<Row> {
    data::knuths_table("xcc", 20)
}

fn load(file: &str) -> Problem {
    data::load_problem("xcc", file)
}

/// The whole search flat out, then every link (colours included) back as it was.
#[test]
fn every_colour_file_counts_as_knuths_dlx2() {
    data::every_file_counts_as_knuth("xcc", 20);
}

/// The event machine (a search that can pause and step back) counts the same.
#[test]
fn the_event_machine_counts_as_the_plain_loops() {
    for row in knuths_table().into_iter().filter(|row| row.stats.updates < 30_000_000) {
        let problem = load(&row.file);
        data::stepped_to_the_end(&problem, &row);
    }
}

/// On several threads: the serial search's figures.
#[test]
fn parallel_counts_equal_knuths() {
    data::parallel_counts_equal_knuths("xcc");
}

//! The files of `data/` as the tests read them: any file by folder and name, and Knuth's figures
//! for the problem files of a folder (its `counts.tsv`, made by his generators and solvers).

#![allow(dead_code)] // Each test file uses its part.

use dlx_stepper::Stats;

/// One row of Knuth's table: the file and his solver's figures.
pub struct Row {
    pub file: String,
    pub stats: Stats,
}

/// The path of a file of `data/{folder}/`.
pub fn data_path(folder: &str, name: &str) -> String {
    format!("{}/data/{folder}/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file of `data/{folder}/`.
pub fn data_file(folder: &str, name: &str) -> String {
    let path = data_path(folder, name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The rows of `{folder}/counts.tsv`, at least `at_least` of them.
pub fn knuths_table(folder: &str, at_least: usize) -> Vec<Row> {
    let text = data_file(folder, "counts.tsv");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    let column = |name: &str| header.iter().position(|&h| h == name).expect(name);
    let (file, solutions, nodes, updates, cleansings) = (
        column("file"),
        column("solutions"),
        column("nodes"),
        column("updates"),
        column("cleansings"),
    );
    let rows: Vec<Row> = lines
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            // `-`: a figure the solver does not have (dlx1 counts no cleansings).
            let number = |k: usize| match cells[k] {
                "-" => 0,
                cell => cell.parse::<u64>().expect("a count"),
            };
            Row {
                file: cells[file].to_string(),
                stats: Stats {
                    solutions: number(solutions),
                    nodes: number(nodes),
                    updates: number(updates),
                    cleansings: number(cleansings),
                },
            }
        })
        .collect();
    assert!(rows.len() >= at_least, "Knuth's table has {} rows", rows.len());
    rows
}

/// The problem of file `name` of `data/{folder}/`, in Knuth's format (bounds included, as his
/// `dlx3` reads them); a file that does not read fails the test with its name and the error.
pub fn load_problem(folder: &str, name: &str) -> dlx_stepper::Problem {
    dlx_stepper::Problem::parse_knuth(&data_file(folder, name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The search of `problem` (file `name`) flat out from the start, branching by `heuristic`: its
/// statistics, once the links are found back as they started (Knuth: every item's length after
/// the search equals its length before it; here every link, colours and bounds included).
pub fn count_restoring(problem: &dlx_stepper::Problem, heuristic: dlx_stepper::Heuristic, name: &str) -> Stats {
    let mut stepper = dlx_stepper::Stepper::new(problem);
    stepper.set_heuristic(heuristic);
    let solutions = stepper.count_solutions(None);
    assert_eq!(stepper.stats().solutions, solutions, "{name}");
    assert_eq!(
        stepper.links(),
        dlx_stepper::Stepper::new(problem).links(),
        "{name}: links not restored"
    );
    stepper.stats()
}

/// A stepper of `problem` (the file of `row`) taken from the start through every solution to
/// the end, one event at a time: its figures must be Knuth's.
pub fn stepped_to_the_end(problem: &dlx_stepper::Problem, row: &Row) -> dlx_stepper::Stepper {
    let mut stepper = dlx_stepper::Stepper::new(problem);
    while stepper.next_solution().is_some() {}
    assert_eq!(stepper.stats(), row.stats, "{}", row.file);
    stepper
}

/// Each problem of `{folder}/counts.tsv` whose search makes under 30 million updates, counted on
/// 1 and 3 threads: the serial search's figures, Knuth's.
pub fn parallel_counts_equal_knuths(folder: &str) {
    use dlx_stepper::search::parallel::count_in_parallel;
    for row in knuths_table(folder, 1)
        .into_iter()
        .filter(|row| row.stats.updates < 30_000_000)
    {
        let problem = load_problem(folder, &row.file);
        for threads in [1, 3] {
            let stats = count_in_parallel(&problem, Default::default(), threads, &|_| {}, &|_, _| {});
            assert_eq!(stats, row.stats, "{} on {threads} threads", row.file);
        }
    }
}

/// Every problem of `{folder}/counts.tsv` (at least `at_least`), searched flat out: its
/// statistics must be those of Knuth's solver in the table, and its links found back as they
/// started.
pub fn every_file_counts_as_knuth(folder: &str, at_least: usize) {
    for row in knuths_table(folder, at_least) {
        let problem = load_problem(folder, &row.file);
        let stats = count_restoring(&problem, dlx_stepper::Heuristic::MinimumRemainingValues, &row.file);
        assert_eq!(stats, row.stats, "{}", row.file);
    }
}

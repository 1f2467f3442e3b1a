//! `solve --split K --out DIR` and `solve --merge DIR`: a search cut into subproblems that any
//! machine can solve (each is an ordinary problem file, for this program or Knuth's `dlx1`),
//! and their results added up. DIR/split.json records the work above the cut and the parts, so
//! a merge can say which results are still missing: re-run only those.

use crate::native::json::to_spaced_line;
use dlx_stepper::search::parallel::{self, Part};
use dlx_stepper::{Heuristic, Links, Problem};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// DIR/split.json.
#[derive(Serialize, Deserialize)]
struct Manifest {
    /// The file that was split.
    problem: String,
    /// The depth of the cut.
    depth: usize,
    /// The part files, in the order of the serial search.
    parts: Vec<String>,
    /// Solutions, nodes and updates above the cut (counted once here, not in any part).
    solutions: u64,
    nodes: u64,
    updates: u64,
    first_item: bool,
}

/// One line of `solve --json`.
#[derive(Deserialize)]
struct Result {
    solutions: u64,
    nodes: u64,
    updates: u64,
    complete: bool,
}

pub fn split(
    problem: &Problem,
    source: &str,
    wanted: usize,
    dir: &str,
    first_item: bool,
) -> std::result::Result<bool, String> {
    let heuristic = if first_item {
        Heuristic::FirstItem
    } else {
        Heuristic::MinimumRemainingValues
    };
    let split = parallel::split_into(problem, heuristic, wanted);
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let initial = Links::new(problem);
    let mut parts = Vec::new();
    for part in &split.parts {
        // A solution above the cut is counted in split.json; only subtrees need solving.
        let Part::Subtree(path) = part else { continue };
        let above = parallel::options_on(&initial, path);
        let name = format!("part-{:04}.dlx", parts.len() + 1);
        let file = Path::new(dir).join(&name);
        std::fs::write(&file, parallel::part_problem_text(problem, &above))
            .map_err(|e| format!("{}: {e}", file.display()))?;
        parts.push(name);
    }
    let manifest = Manifest {
        problem: source.to_string(),
        depth: split.depth,
        parts,
        solutions: split.above.solutions,
        nodes: split.above.nodes,
        updates: split.above.updates,
        first_item,
    };
    let file = Path::new(dir).join("split.json");
    let json = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    std::fs::write(&file, json + "\n").map_err(|e| format!("{}: {e}", file.display()))?;
    eprintln!(
        "{} parts (cut at depth {}) in {dir}; solve each with `dlx-stepper solve --json{} part-NNNN.dlx > part-NNNN.json`, then `dlx-stepper solve --merge {dir}`",
        manifest.parts.len(),
        split.depth,
        if first_item { " --first-item" } else { "" }
    );
    Ok(true)
}

pub fn merge(dir: &str) -> std::result::Result<bool, String> {
    let path = Path::new(dir).join("split.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e} (is {dir} the --out of a --split?)", path.display()))?;
    let manifest: Manifest = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let (mut solutions, mut nodes, mut updates) = (manifest.solutions, manifest.nodes, manifest.updates);
    let mut missing = Vec::new();
    for part in &manifest.parts {
        let result = Path::new(dir).join(part.replace(".dlx", ".json"));
        let Ok(text) = std::fs::read_to_string(&result) else {
            missing.push(part.clone());
            continue;
        };
        let line = text.lines().rev().find(|l| l.trim_start().starts_with('{'));
        let parsed: Option<Result> = line.and_then(|l| serde_json::from_str(l).ok());
        match parsed {
            Some(r) if r.complete => {
                solutions += r.solutions;
                nodes += r.nodes;
                updates += r.updates;
            }
            Some(_) => {
                return Err(format!(
                    "{}: that search stopped early (--limit?): solve the part whole",
                    result.display()
                ))
            }
            None => missing.push(part.clone()),
        }
    }
    if !missing.is_empty() {
        let shown: Vec<&str> = missing.iter().take(10).map(String::as_str).collect();
        return Err(format!(
            "{} of {} parts have no result in {dir} yet: {}{} (solve them with --json into part-NNNN.json and merge again)",
            missing.len(),
            manifest.parts.len(),
            shown.join(", "),
            if missing.len() > shown.len() { ", …" } else { "" }
        ));
    }
    #[derive(Serialize)]
    struct Total {
        solutions: u64,
        nodes: u64,
        updates: u64,
        parts: usize,
        complete: bool,
    }
    let total = Total {
        solutions,
        nodes,
        updates,
        parts: manifest.parts.len(),
        complete: true,
    };
    println!("{}", to_spaced_line(&total));
    Ok(true)
}

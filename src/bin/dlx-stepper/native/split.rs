//! `solve --split K --out DIR` and `solve --merge DIR`: a search cut into subproblems that any
//! machine can solve (each is an ordinary problem file, for this program or Knuth's `dlx1`),
//! and their results added up. DIR/split.json records the work above the cut and the parts, so
//! a merge can say which results are still missing: re-run only those.
//!
//! A merge never prints a total that might be wrong. A split has an *identity*, a hash of the
//! problem's text, the branching rule and the depth of the cut (which together fix every
//! part); it is written into split.json and into a comment line of each part file, from which
//! `solve --json` copies it into the part's result, with the part's number and the rule it was
//! solved by. Both files are *sealed*: a hash of their figures is written beside them, so a
//! figure changed by hand or by a broken copy is refused rather than added. Sums are checked.
//! The hashes guard against accidents (a folder split twice, a result copied to the wrong
//! name, a part solved with other flags), not against someone forging a seal.

use crate::native::json::to_spaced_line;
use dlx_stepper::problem::strip_bom;
use dlx_stepper::search::parallel::{self, Part};
use dlx_stepper::{Heuristic, Links, Problem};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The start of the comment line in each part file that names its split and its place.
const PART_LINE: &str = "| dlx-stepper split ";

/// FNV-1a, 64 bits, over `fields`, each followed by a zero byte so that no two lists of fields
/// hash the same bytes, then MurmurHash3's finaliser, so that a change in the last field
/// changes every digit. Stable across versions and machines, and written out here so the
/// format depends on nothing else.
fn hash(fields: &[&str]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for field in fields {
        for &byte in field.as_bytes().iter().chain(&[0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xff51_afd7_ed55_8ccd);
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    hash ^= hash >> 33;
    format!("{hash:016x}")
}

/// DIR/split.json.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    /// The split's identity: the hash of the problem's text, the rule and the depth.
    split: String,
    /// The file that was split.
    problem: String,
    /// The branching rule (`mrv` or `first`): every part must be solved by it.
    rule: String,
    /// The depth of the cut.
    depth: usize,
    /// The part files, in the order of the serial search.
    parts: Vec<String>,
    /// Solutions, nodes, updates and cleansings above the cut (counted once here, not in any
    /// part).
    solutions: u64,
    nodes: u64,
    updates: u64,
    cleansings: u64,
    /// The hash of every field above.
    seal: String,
}

impl Manifest {
    fn seal(&self) -> String {
        let depth = self.depth.to_string();
        let figures = [self.solutions, self.nodes, self.updates, self.cleansings].map(|n| n.to_string());
        let mut fields = vec!["split.json", &self.split, &self.problem, &self.rule, &depth];
        fields.extend(figures.iter().map(String::as_str));
        fields.extend(self.parts.iter().map(String::as_str));
        hash(&fields)
    }
}

/// What a part file says of itself: its split, its number and how many parts there are.
pub struct PartLine {
    split: String,
    part: u64,
    parts: u64,
}

/// The part line of `text`, if it is a part of a split: it is among the comment lines before
/// the first line of items.
pub fn part_line(text: &str) -> Option<PartLine> {
    let line = text
        .lines()
        .take_while(|line| line.starts_with('|'))
        .find_map(|line| line.strip_prefix(PART_LINE))?;
    // `| dlx-stepper split ID, part N of M` and then words for the reader.
    let (split, rest) = line.split_once(", part ")?;
    let (part, rest) = rest.split_once(" of ")?;
    let parts = rest.split(|c: char| !c.is_ascii_digit()).next()?;
    Some(PartLine {
        split: split.to_string(),
        part: part.parse().ok()?,
        parts: parts.parse().ok()?,
    })
}

/// The fields `solve --json` adds to the result of a part: its split and place, the rule it
/// was solved by, and the seal over those and the figures.
#[derive(Serialize)]
pub struct Stamp {
    split: String,
    part: u64,
    parts: u64,
    rule: String,
    seal: String,
}

pub fn stamp(line: &PartLine, rule: Heuristic, figures: Figures, complete: bool) -> Stamp {
    let rule = rule.to_string();
    let seal = result_seal(&line.split, line.part, line.parts, &rule, figures, complete);
    Stamp {
        split: line.split.clone(),
        part: line.part,
        parts: line.parts,
        rule,
        seal,
    }
}

/// A search's figures, as the JSON and the seals list them: solutions, nodes, updates,
/// cleansings.
pub type Figures = [u64; 4];

/// The names of [`Figures`], in order.
const FIGURE_NAMES: [&str; 4] = ["solutions", "nodes", "updates", "cleansings"];

fn result_seal(split: &str, part: u64, parts: u64, rule: &str, figures: Figures, complete: bool) -> String {
    let numbers = [part, parts, figures[0], figures[1], figures[2], figures[3]].map(|n| n.to_string());
    let complete = if complete { "complete" } else { "stopped" };
    let mut fields = vec!["result", split, rule, complete];
    fields.extend(numbers.iter().map(String::as_str));
    hash(&fields)
}

/// One line of `solve --json` on a part file.
#[derive(Deserialize)]
struct PartResult {
    solutions: u64,
    nodes: u64,
    updates: u64,
    /// 0 when absent, so that a line that is no part's result is refused for what it lacks
    /// first (its split); the seal covers it, so a result cannot drop it unnoticed.
    #[serde(default)]
    cleansings: u64,
    complete: bool,
    split: String,
    part: u64,
    parts: u64,
    rule: String,
    seal: String,
}

/// How a rule is asked for on the command line, for messages.
fn rule_words(rule: &str) -> &'static str {
    match rule {
        "first" => "the first-item rule (--first-item)",
        "mrv" => "the fewest-options rule (no --first-item)",
        _ => "an unknown rule",
    }
}

pub fn split(
    problem: &Problem,
    source: &str,
    text: &str,
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
    if split.depth == 0 {
        return Err(format!(
            "{source}: the search's first choice has more than {} branches: cut below it, each would be a part; solve it whole",
            parallel::MAX_ROOT_BRANCHES
        ));
    }
    let n_parts = split
        .parts
        .iter()
        .filter(|part| matches!(part, Part::Subtree(_)))
        .count();
    if n_parts == 0 {
        return Err(format!(
            "{source}: the whole search ends above the cut ({} solutions, {} nodes): there is nothing to split; solve it whole",
            split.above.solutions, split.above.nodes
        ));
    }
    let rule = heuristic.to_string();
    let id = hash(&["split", text, &rule, &split.depth.to_string()]);
    std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    let initial = Links::new(problem);
    let mut parts = Vec::new();
    for part in &split.parts {
        // A solution above the cut is counted in split.json; only subtrees need solving.
        let Part::Subtree(path) = part else { continue };
        let name = format!("part-{:04}.dlx", parts.len() + 1);
        let file = Path::new(dir).join(&name);
        let mut body = parallel::part_text(problem, &initial, path);
        // After the first line (the options above), the line `solve --json` copies into the
        // result; Knuth's programs skip it as a comment.
        let at = body.find('\n').map_or(body.len(), |at| at + 1);
        let flag = if first_item { " --first-item" } else { "" };
        body.insert_str(
            at,
            &format!(
                "{PART_LINE}{id}, part {} of {n_parts}: solve with `dlx-stepper solve --json{flag}`\n",
                parts.len() + 1
            ),
        );
        std::fs::write(&file, body).map_err(|e| format!("{}: {e}", file.display()))?;
        parts.push(name);
    }
    let mut manifest = Manifest {
        split: id,
        problem: source.to_string(),
        rule,
        depth: split.depth,
        parts,
        solutions: split.above.solutions,
        nodes: split.above.nodes,
        updates: split.above.updates,
        cleansings: split.above.cleansings,
        seal: String::new(),
    };
    manifest.seal = manifest.seal();
    let file = Path::new(dir).join("split.json");
    let json = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    std::fs::write(&file, json + "\n").map_err(|e| format!("{}: {e}", file.display()))?;
    let stale = std::fs::read_dir(dir)
        .map_err(|e| format!("{dir}: {e}"))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("part-") && name.ends_with(".json"))
        .count();
    if stale > 0 {
        eprintln!("note: {dir} holds {stale} results of an earlier run; a merge takes only those of this split");
    }
    eprintln!(
        "{} parts (cut at depth {}, split {}) in {dir}; solve each with `dlx-stepper solve --json{} part-NNNN.dlx > part-NNNN.json`, then `dlx-stepper solve --merge {dir}`",
        manifest.parts.len(),
        split.depth,
        manifest.split,
        if first_item { " --first-item" } else { "" }
    );
    Ok(true)
}

/// A text file's contents, or `None` if there is no such file. A byte-order mark is dropped.
fn read_text(path: &Path) -> std::result::Result<Option<String>, String> {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes)
                .map_err(|e| format!("{}: unreadable: not UTF-8 text ({e})", path.display()))?;
            Ok(Some(strip_bom(&text).to_string()))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: unreadable: {e}", path.display())),
    }
}

/// Reads and checks DIR/split.json.
fn read_manifest(dir: &str) -> std::result::Result<Manifest, String> {
    let path = Path::new(dir).join("split.json");
    let shown = path.display();
    let text = read_text(&path)?.ok_or_else(|| format!("{shown}: no such file (is {dir} the --out of a --split?)"))?;
    let manifest: Manifest = serde_json::from_str(&text).map_err(|e| {
        format!("{shown}: unreadable: {e} (is it the split.json of a --split of this version? split again)")
    })?;
    if manifest.parts.is_empty() {
        return Err(format!(
            "{shown}: lists no parts (a split always has some): split again"
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for (i, name) in manifest.parts.iter().enumerate() {
        if !seen.insert(name) {
            return Err(format!("{shown}: lists {name} twice: split again"));
        }
        let expected = format!("part-{:04}.dlx", i + 1);
        if *name != expected {
            return Err(format!(
                "{shown}: part {} is `{name}`, not {expected}: split again",
                i + 1
            ));
        }
    }
    if manifest.seal != manifest.seal() {
        return Err(format!(
            "{shown}: its figures do not match its seal (changed after the split?): split again"
        ));
    }
    Ok(manifest)
}

/// The figures of DIR's result of part `number`, or `None` if it has none yet (no file, or an
/// empty one: a part still being solved into it). Anything else that is not a sealed, complete
/// result of this part of this split, solved by the split's rule, is an error.
fn read_result(manifest: &Manifest, path: &Path, number: u64) -> std::result::Result<Option<Figures>, String> {
    let shown = path.display();
    let Some(text) = read_text(path)? else { return Ok(None) };
    let Some(line) = text.lines().rev().find(|line| !line.trim().is_empty()) else {
        return Ok(None);
    };
    if !line.trim_start().starts_with('{') {
        let why = if text.contains("Altogether") {
            "it looks like the output of Knuth's dlx1, which merge cannot check against the split: solve the part with `dlx-stepper solve --json`"
        } else {
            "its last line is not a line of `dlx-stepper solve --json`"
        };
        return Err(format!("{shown}: unreadable: {why}"));
    }
    let result: PartResult = serde_json::from_str(line).map_err(|e| format!("{shown}: unreadable: {e}"))?;
    let figures = [result.solutions, result.nodes, result.updates, result.cleansings];
    let seal = result_seal(
        &result.split,
        result.part,
        result.parts,
        &result.rule,
        figures,
        result.complete,
    );
    let part_file = format!("part-{number:04}.dlx");
    if result.seal != seal {
        return Err(format!(
            "{shown}: its figures do not match its seal (changed after it was solved?): solve {part_file} again"
        ));
    }
    if result.split != manifest.split {
        return Err(format!(
            "{shown}: the result of another split ({}, part {} of {}), not of this one ({}): solve {part_file} again",
            result.split, result.part, result.parts, manifest.split
        ));
    }
    if (result.part, result.parts) != (number, manifest.parts.len() as u64) {
        return Err(format!(
            "{shown}: the result of part {} of {}, not of part {number} of {}: solve {part_file} into it",
            result.part,
            result.parts,
            manifest.parts.len()
        ));
    }
    if result.rule != manifest.rule {
        return Err(format!(
            "{shown}: solved by {}, but the split was made by {}: solve {part_file} again by that rule",
            rule_words(&result.rule),
            rule_words(&manifest.rule)
        ));
    }
    if !result.complete {
        return Err(format!(
            "{shown}: that search stopped early (--limit?): solve the part whole"
        ));
    }
    Ok(Some(figures))
}

pub fn merge(dir: &str) -> std::result::Result<bool, String> {
    let manifest = read_manifest(dir)?;
    let mut total = [
        manifest.solutions,
        manifest.nodes,
        manifest.updates,
        manifest.cleansings,
    ];
    let mut missing = Vec::new();
    for (i, part) in manifest.parts.iter().enumerate() {
        let path = Path::new(dir).join(part.replace(".dlx", ".json"));
        let Some(figures) = read_result(&manifest, &path, i as u64 + 1)? else {
            missing.push(part.clone());
            continue;
        };
        for ((sum, figure), what) in total.iter_mut().zip(figures).zip(FIGURE_NAMES) {
            *sum = sum.checked_add(figure).ok_or_else(|| {
                format!(
                    "{}: the total of {what} passes 2^64 − 1 with this part's {figure}",
                    path.display()
                )
            })?;
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
        cleansings: u64,
        parts: usize,
        complete: bool,
    }
    let total = Total {
        solutions: total[0],
        nodes: total[1],
        updates: total[2],
        cleansings: total[3],
        parts: manifest.parts.len(),
        complete: true,
    };
    println!("{}", to_spaced_line(&total));
    Ok(true)
}

//! `solve --split` and `--merge`, run as a user would: a split solved part by part and merged
//! gives the serial count, and a merge refuses whatever could make its total wrong.

use crate::common::cli;
use cli::{data, run, stdout};
use std::process::Command;

/// The part files (`part-NNNN.dlx`) a split wrote to `dir`, in order.
fn part_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut parts: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dlx"))
        .collect();
    parts.sort();
    parts
}

/// Splits `file` into at least `parts` parts in a fresh directory; returns it.
fn split_into(file: &str, parts: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dlx-split-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = run(&["solve", "--split", parts, "--out", dir.to_str().unwrap(), file], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    dir
}

#[test]
fn a_split_solved_part_by_part_and_merged_gives_the_serial_count_and_statistics() {
    for (name, serial) in [
        (
            "queens12",
            "{\"solutions\": 14200, \"nodes\": 211716, \"updates\": 3594752",
        ),
        (
            "p6x10q",
            "{\"solutions\": 2339, \"nodes\": 892248, \"updates\": 304660899",
        ),
    ] {
        let dir = split_into(&data(&format!("{name}.dlx")), "20", name);
        let manifest = std::fs::read_to_string(dir.join("split.json")).unwrap();
        let parts = part_files(&dir);
        assert!(
            parts.len() >= 20 && manifest.contains("part-0001.dlx"),
            "{} parts",
            parts.len()
        );
        // Each part is an ordinary problem file that records the options above it.
        let first = std::fs::read_to_string(&parts[0]).unwrap();
        assert!(
            first.starts_with("| A part of a split search: the options above it are ["),
            "{first}"
        );
        // Merging before every part is solved names what is missing.
        let early = run(&["solve", "--merge", dir.to_str().unwrap()], "");
        assert!(!early.status.success());
        assert!(String::from_utf8_lossy(&early.stderr).contains(&format!(
            "{} of {} parts have no result",
            parts.len(),
            parts.len()
        )));
        for part in &parts {
            let out = run(&["solve", "--json", "--threads", "1", part.to_str().unwrap()], "");
            std::fs::write(part.with_extension("json"), &out.stdout).unwrap();
        }
        let merged = stdout(&run(&["solve", "--merge", dir.to_str().unwrap()], ""));
        assert!(merged.starts_with(serial), "{name}: {merged}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A colour problem (Knuth's dlx2 format) split, solved part by part and merged: the serial
/// search's figures, cleansings included.
#[test]
fn a_split_colour_problem_merges_to_the_serial_figures() {
    let file = data::data_path("xcc", "macmahon-hex-fix3.dlx");
    let serial = stdout(&run(&["solve", "--json", "--threads", "1", &file], ""));
    let figures = serial.split(", \"seconds\"").next().unwrap().to_string();
    assert!(figures.contains("\"cleansings\": 1746709"), "{serial}");
    let dir = split_into(&file, "24", "macmahon");
    let parts = part_files(&dir);
    assert!(parts.len() >= 24, "{} parts", parts.len());
    for part in &parts {
        let out = run(&["solve", "--json", "--threads", "1", part.to_str().unwrap()], "");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::write(part.with_extension("json"), &out.stdout).unwrap();
    }
    let merged = stdout(&run(&["solve", "--merge", dir.to_str().unwrap()], ""));
    assert!(merged.starts_with(&figures), "serial {serial}merged {merged}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A multiplicity problem (Knuth's dlx3 format) split, solved part by part and merged: Knuth's
/// figures. Each part carries the bounds the options above it left, and leaves out the options
/// the branches above tweaked away.
#[test]
fn a_split_multiplicity_problem_merges_to_knuths_figures() {
    let file = data::data_path("mcc", "redrect-4x4.dlx");
    let dir = split_into(&file, "8", "redrect");
    let parts = part_files(&dir);
    assert!(parts.len() >= 8, "{} parts", parts.len());
    let first = std::fs::read_to_string(&parts[0]).unwrap();
    assert!(first.lines().nth(2).unwrap().starts_with("1|00 "), "{first}");
    for part in &parts {
        let out = run(&["solve", "--json", part.to_str().unwrap()], "");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::write(part.with_extension("json"), &out.stdout).unwrap();
    }
    let merged = stdout(&run(&["solve", "--merge", dir.to_str().unwrap()], ""));
    // Knuth's dlx3 on the whole file: 55137 solutions, 633827 nodes, 2114106 updates.
    assert!(
        merged.starts_with("{\"solutions\": 55137, \"nodes\": 633827, \"updates\": 2114106, \"cleansings\": 0"),
        "{merged}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The README's example of fanning a split out with GNU parallel, run as written (on this
/// machine's cores; with `--sshlogin` the same runs on many hosts).
#[test]
fn gnu_parallel_fans_out_a_split_as_the_readme_shows() {
    if Command::new("parallel").arg("--version").output().is_err() {
        panic!("GNU parallel is not installed (scripts/test.sh installs it)");
    }
    let dir = split_into(&data("scott.dlx"), "32", "scott");
    let program = env!("CARGO_BIN_EXE_dlx-stepper");
    let script = format!(
        "cd {dir} && parallel --will-cite '{program} solve --json --threads 1 {{}} > {{.}}.json' ::: part-*.dlx && {program} solve --merge .",
        dir = dir.display()
    );
    let out = Command::new("bash").arg("-c").arg(&script).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        stdout(&out).starts_with("{\"solutions\": 520, \"nodes\": 289327, \"updates\": 101013837"),
        "{}",
        stdout(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Splits queens 8 into `parts` parts in `dir` (made afresh) and solves every part into its
/// result file, as the README says; returns the part files.
fn split_and_solve(dir: &std::path::Path, parts: &str, flags: &[&str]) -> Vec<std::path::PathBuf> {
    let file = data("queens8.dlx");
    let out = run(&["solve", "--split", parts, "--out", dir.to_str().unwrap(), &file], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dlx"))
        .collect();
    files.sort();
    for part in &files {
        let mut args = vec!["solve", "--json", "--threads", "1"];
        args.extend(flags);
        args.push(part.to_str().unwrap());
        std::fs::write(part.with_extension("json"), run(&args, "").stdout).unwrap();
    }
    files
}

fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dlx-merge-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// `solve --merge DIR`: its output, and its error message (empty if it succeeded).
fn merge(dir: &std::path::Path) -> (String, String) {
    let out = run(&["solve", "--merge", dir.to_str().unwrap()], "");
    let error = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.success(), error.is_empty(), "{error}");
    (stdout(&out), error)
}

const QUEENS8: &str = "{\"solutions\": 92, \"nodes\": 1049, \"updates\": 16680, \"cleansings\": 0";

/// The split's seal as split.rs writes it (FNV-1a over the fields, each ended by a zero byte,
/// then MurmurHash3's finaliser), for results made by hand.
fn seal(fields: &[&str]) -> String {
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

/// A result line for part `part` of `parts` of split `split`, sealed.
fn sealed_result(split: &str, part: u64, parts: u64, figures: [u64; 4]) -> String {
    let numbers = [part, parts, figures[0], figures[1], figures[2], figures[3]].map(|n| n.to_string());
    let mut fields = vec!["result", split, "mrv", "complete"];
    fields.extend(numbers.iter().map(String::as_str));
    format!(
        "{{\"solutions\": {}, \"nodes\": {}, \"updates\": {}, \"cleansings\": {}, \"complete\": true, \"split\": \"{split}\", \"part\": {part}, \"parts\": {parts}, \"rule\": \"mrv\", \"seal\": \"{}\"}}\n",
        figures[0],
        figures[1],
        figures[2],
        figures[3],
        seal(&fields)
    )
}

#[test]
fn a_merge_refuses_the_results_of_an_earlier_split_in_the_same_folder() {
    let dir = fresh_dir("resplit");
    let many = split_and_solve(&dir, "40", &[]);
    assert_eq!(merge(&dir).0.split(", \"parts\"").next().unwrap(), QUEENS8);
    // Split again, coarser, into the same folder: the old results are not this split's.
    let out = run(
        &[
            "solve",
            "--split",
            "3",
            "--out",
            dir.to_str().unwrap(),
            &data("queens8.dlx"),
        ],
        "",
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("results of an earlier run"));
    let (total, error) = merge(&dir);
    assert!(total.is_empty(), "{total}");
    assert!(
        error.contains("part-0001.json: the result of another split (")
            && error.contains(&format!("part 1 of {}), not of this one (", many.len())),
        "{error}"
    );
    // Solved again, the new parts merge to the serial count.
    split_and_solve(&dir, "3", &[]);
    assert!(merge(&dir).0.starts_with(QUEENS8));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_merge_refuses_a_part_solved_by_another_rule() {
    let dir = fresh_dir("rule");
    split_and_solve(&dir, "8", &["--first-item"]);
    let error = merge(&dir).1;
    assert!(
        error.contains("part-0001.json: solved by the first-item rule (--first-item), but the split was made by the fewest-options rule"),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_merge_refuses_a_changed_split_json() {
    let dir = fresh_dir("manifest");
    split_and_solve(&dir, "8", &[]);
    let manifest = std::fs::read_to_string(dir.join("split.json")).unwrap();
    let listed = |parts: &str| {
        let start = manifest.find("\"parts\": [").unwrap();
        let end = start + manifest[start..].find(']').unwrap() + 1;
        format!("{}\"parts\": {parts}{}", &manifest[..start], &manifest[end..])
    };
    for (changed, expected) in [
        (listed("[]"), "split.json: lists no parts"),
        (
            listed("[\"part-0001.dlx\", \"part-0001.dlx\"]"),
            "split.json: lists part-0001.dlx twice",
        ),
        (
            listed("[\"part-0002.dlx\"]"),
            "split.json: part 1 is `part-0002.dlx`, not part-0001.dlx",
        ),
        (
            listed("[\"../x.dlx\"]"),
            "split.json: part 1 is `../x.dlx`, not part-0001.dlx",
        ),
        (
            manifest.replacen("\"solutions\": 0", "\"solutions\": 1", 1),
            "split.json: its figures do not match its seal",
        ),
        (
            manifest.replacen("\"depth\": ", "\"depth\": -", 1),
            "split.json: unreadable: invalid value",
        ),
        ("{".to_string(), "split.json: unreadable: EOF"),
    ] {
        std::fs::write(dir.join("split.json"), &changed).unwrap();
        let (total, error) = merge(&dir);
        assert!(total.is_empty() && error.contains(expected), "{expected}: {error}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_merge_refuses_results_that_are_not_sealed_whole_results_of_their_part() {
    let dir = fresh_dir("results");
    let parts = split_and_solve(&dir, "8", &[]);
    let manifest = std::fs::read_to_string(dir.join("split.json")).unwrap();
    let id = manifest.split("\"split\": \"").nth(1).unwrap()[..16].to_string();
    let n = parts.len() as u64;
    let first = dir.join("part-0001.json");
    let good = std::fs::read_to_string(&first).unwrap();
    let second = std::fs::read_to_string(dir.join("part-0002.json")).unwrap();
    let max = u64::MAX;
    for (changed, expected) in [
        // A figure changed by hand.
        (
            good.replacen("\"nodes\": ", "\"nodes\": 1", 1),
            "part-0001.json: its figures do not match its seal",
        ),
        // A sealed result that would wrap the total round.
        (
            sealed_result(&id, 1, n, [max, 1, 1, 0]),
            "part-0002.json: the total of solutions passes 2^64 − 1 with this part's",
        ),
        // Another part's result under this part's name.
        (second, "part-0001.json: the result of part 2 of"),
        // Corrupt, mistyped, or not this program's.
        (good[..good.len() / 2].to_string(), "part-0001.json: unreadable: EOF"),
        (
            good.replacen("\"solutions\": ", "\"solutions\": \"", 1)
                .replacen(", \"nodes\"", "\", \"nodes\"", 1),
            "part-0001.json: unreadable: invalid type: string",
        ),
        (
            good.replacen("\"updates\": ", "\"updates\": -", 1),
            "part-0001.json: unreadable: invalid value",
        ),
        (
            "{\"solutions\": 1, \"nodes\": 1, \"updates\": 1, \"complete\": true}\n".into(),
            "part-0001.json: unreadable: missing field `split`",
        ),
        (
            "Altogether 4 solutions, 7+8 mems, 9 updates, 100 bytes, 5 nodes.\n".into(),
            "part-0001.json: unreadable: it looks like the output of Knuth's dlx1",
        ),
        (
            "\u{0}\u{1}garbage".into(),
            "part-0001.json: unreadable: its last line is not",
        ),
    ] {
        std::fs::write(&first, &changed).unwrap();
        let (total, error) = merge(&dir);
        assert!(total.is_empty() && error.contains(expected), "{expected}: {error}");
    }
    // A byte-order mark before a good result is dropped; an empty file is a part still being
    // solved.
    std::fs::write(&first, format!("\u{feff}{good}")).unwrap();
    assert!(merge(&dir).0.starts_with(QUEENS8));
    std::fs::write(&first, "").unwrap();
    assert!(merge(&dir).1.contains(&format!("1 of {n} parts have no result")));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_split_of_a_root_with_more_branches_than_parts_can_use_is_refused_at_once() {
    // 100,000 options of one item: cut below the root, every option was a part of its own (a
    // folder of 100,000 files for a search that takes milliseconds).
    let dir = fresh_dir("wide-root");
    let text = "A\n".repeat(100_001);
    let out = run(&["solve", "--split", "8", "--out", dir.to_str().unwrap()], &text);
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "error: standard input: the search's first choice has more than 65536 branches: cut below it, each would be a part; solve it whole"
    );
    assert!(!dir.exists());
}

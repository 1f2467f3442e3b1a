//! The command-line program, run as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn data(name: &str) -> String {
    format!("{}/../shared/data/exact-cover/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn solves_knuths_example_from_standard_input() {
    let output = run(&["solve"], "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
    assert!(output.status.success());
    assert_eq!(stdout(&output), "solution 1:\n  A D\n  C E F\n  B G\n");
}

#[test]
fn solves_named_sets() {
    let output = run(&["solve", "-"], "A: 1 4 7\nB: 1 4\nC: 4 5 7\nD: 3 5 6\nE: 2 3 6 7\nF: 2 7\n");
    assert_eq!(stdout(&output), "solution 1:\n  B\n  D\n  F\n");
}

#[test]
fn json_reports_knuths_counts() {
    let output = run(&["solve", &data("queens8.dlx"), "--json"], "");
    let text = stdout(&output);
    assert!(text.starts_with("{\"solutions\": 92, \"nodes\": 1049, \"updates\": 16680, \"seconds\": "), "{text}");
    assert!(text.trim_end().ends_with("\"complete\": true}"), "{text}");
}

#[test]
fn count_limit_and_first_item() {
    assert_eq!(stdout(&run(&["solve", &data("queens8.dlx"), "--count"], "")), "92\n");
    assert_eq!(stdout(&run(&["solve", &data("queens8.dlx"), "--count", "--limit", "2"], "")), "2\n");
    let output = run(&["solve", &data("queens8.dlx"), "--count", "--first-item", "--stats"], "");
    assert_eq!(stdout(&output), "92\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("27009 updates"));
}

#[test]
fn no_solution_is_an_answer() {
    let output = run(&["solve"], "A B\nA\n");
    assert!(output.status.success());
    assert_eq!(stdout(&output), "no solution\n");
}

#[test]
fn bad_input_fails_with_line_and_column() {
    let output = run(&["solve"], "A B\nA C\n");
    assert!(!output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stderr), "error: standard input: line 2, column 3: unknown item `C`: it is not in the item line\n");
    let output = run(&["solve", "/no/such/file"], "");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: /no/such/file: "));
    let output = run(&["solve", "--limit"], "");
    assert!(!output.status.success());
}

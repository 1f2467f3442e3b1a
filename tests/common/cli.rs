//! Running the command-line program as a user would: what `cli.rs` and `cli_split.rs` share.

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub use super::data;

/// The program with its input and output as pipes, as another program would run it.
pub fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_dlx-stepper"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The program run to its end with `stdin` as its input.
pub fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = spawn(args);
    // A program that refuses its arguments exits without reading its input, and the
    // pipe then breaks under the writer: that is the program's right, not a failure.
    match child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        result => result.unwrap(),
    }
    child.wait_with_output().unwrap()
}

/// What it printed, as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The path of a file of `data/exact-cover/`.
pub fn data(name: &str) -> String {
    data::data_path("exact-cover", name)
}

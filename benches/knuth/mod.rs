//! Knuth's C programs (`dlx1`, `dlx3`, `ssxcc`, … built by `benches/knuth-peers.sh`) as bench
//! contenders: each reads a problem on standard input and says `Altogether N solutions, …` on
//! standard error.

use std::process::{Command, Stdio};

/// The number of solutions `program` (with `args`) finds in `file`, as it prints it.
pub fn solutions(program: &str, args: &[&str], file: &str) -> u64 {
    let out = Command::new(program)
        .args(args)
        .stdin(std::fs::File::open(file).unwrap())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr);
    let count = text.split("Altogether ").nth(1).and_then(|rest| rest.split(' ').next());
    count
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{program} said: {text}"))
}

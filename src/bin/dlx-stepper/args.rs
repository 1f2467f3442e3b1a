//! A small argument reader: flags, flags with values, and at most one FILE.

use std::io::Read;

/// What a command returns when its reader went away (`| head`): the run ends quietly.
pub const CLOSED_PIPE: &str = "output closed";

/// Turns an output error into a message, or into `CLOSED_PIPE` when the reader has gone.
pub fn write_error(error: std::io::Error) -> String {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        CLOSED_PIPE.to_string()
    } else {
        format!("writing output: {error}")
    }
}

/// The arguments of one command, taken apart.
pub struct Args {
    pub file: Option<String>,
    flags: Vec<String>,
    values: Vec<(String, String)>,
}

impl Args {
    /// Splits `args`, knowing which flags take a value (`with_value`) and which do not.
    pub fn parse(args: &[String], flags: &[&str], with_value: &[&str]) -> Result<Args, String> {
        let mut parsed = Args {
            file: None,
            flags: Vec::new(),
            values: Vec::new(),
        };
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if with_value.contains(&arg.as_str()) {
                let value = rest.next().ok_or_else(|| format!("{arg} needs a value"))?;
                parsed.values.push((arg.clone(), value.clone()));
            } else if flags.contains(&arg.as_str()) {
                parsed.flags.push(arg.clone());
            } else if arg.starts_with("--") {
                return Err(format!("unknown option `{arg}` (see `dlx-stepper help`)"));
            } else if parsed.file.replace(arg.clone()).is_some() {
                return Err("give at most one FILE".into());
            }
        }
        Ok(parsed)
    }

    pub fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }

    pub fn value(&self, flag: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(f, _)| f == flag)
            .map(|(_, v)| v.as_str())
    }

    /// A numeric value, if given.
    pub fn number(&self, flag: &str) -> Result<Option<u64>, String> {
        self.value(flag)
            .map(|v| v.parse().map_err(|_| format!("{flag} needs a number, not `{v}`")))
            .transpose()
    }

    /// The input text and a name for it in messages.
    pub fn read_input(&self) -> Result<(String, String), String> {
        match self.file.as_deref() {
            None | Some("-") => {
                let mut text = String::new();
                std::io::stdin()
                    .read_to_string(&mut text)
                    .map_err(|e| format!("standard input: {e}"))?;
                Ok(("standard input".into(), text))
            }
            Some(path) => std::fs::read_to_string(path)
                .map(|text| (path.to_string(), text))
                .map_err(|e| format!("{path}: {e}")),
        }
    }
}

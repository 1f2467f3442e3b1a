//! Reading the input and writing the output: what every command shares.

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

/// A reader over `file` (standard input for `-` or none), for commands that take their input a
/// piece at a time, and a name for it in messages. Not buffered: the caller buffers.
pub fn open_input(file: Option<&str>) -> Result<(String, Box<dyn Read>), String> {
    match file {
        None | Some("-") => Ok(("standard input".into(), Box::new(std::io::stdin()))),
        Some(path) => std::fs::File::open(path)
            .map(|file| (path.to_string(), Box::new(file) as Box<dyn Read>))
            .map_err(|e| format!("{path}: {e}")),
    }
}

/// The text of `file` (standard input for `-` or none) and a name for it in messages.
pub fn read_input(file: Option<&str>) -> Result<(String, String), String> {
    let (source, mut input) = open_input(file)?;
    let mut text = String::new();
    input.read_to_string(&mut text).map_err(|e| format!("{source}: {e}"))?;
    Ok((source, text))
}

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

/// How much of its input a command reads whole, and what that input is, for the message
/// that refuses more.
#[derive(Clone, Copy)]
pub struct Limit {
    pub bytes: usize,
    pub what: &'static str,
}

/// The limit on an exact-cover problem's text (`solve`, `trace`): the core's own.
pub const PROBLEM_TEXT: Limit = Limit {
    bytes: dlx_stepper::problem::MAX_TEXT_BYTES,
    what: "problem text",
};

/// `bytes` written for a person: `8 MiB`, `64 KiB`, or a number of bytes.
pub fn size_name(bytes: usize) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// The text of `file` (standard input for `-` or none) and a name for it in messages. At most
/// `limit.bytes` are read, whatever the source (a file, a pipe, a FIFO, a device like
/// `/dev/zero`): one byte more and the input is refused with the limit named, so neither
/// memory nor time grows with an input that is too long or never ends. Text that is not UTF-8
/// is read as Latin-1.
pub fn read_input(file: Option<&str>, limit: Limit) -> Result<(String, String), String> {
    let (source, input) = open_input(file)?;
    let mut bytes = Vec::new();
    input
        .take(limit.bytes as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{source}: {e}"))?;
    if bytes.len() > limit.bytes {
        return Err(format!(
            "{source}: {} too long: more than {} bytes, at most {} ({}) are supported; reading stopped there",
            limit.what,
            limit.bytes,
            limit.bytes,
            size_name(limit.bytes)
        ));
    }
    // Knuth's programs read bytes, and his generators write colours past the 62 letters and
    // digits as bytes from 128 up: a text that is not UTF-8 is read a byte a character
    // (Latin-1), so that no two bytes become the same character.
    let text = String::from_utf8(bytes).unwrap_or_else(|e| e.into_bytes().into_iter().map(char::from).collect());
    Ok((source, text))
}

//! Progress on standard error during long runs, only when it is a terminal.

use dlx_stepper::Stats;
use std::io::IsTerminal;
use std::time::{Duration, Instant};

pub struct Progress {
    enabled: bool,
    start: Instant,
    last: Instant,
}

impl Progress {
    pub fn new() -> Progress {
        let now = Instant::now();
        Progress {
            enabled: std::io::stderr().is_terminal(),
            start: now,
            last: now,
        }
    }

    /// Redraws the progress line, at most twice a second.
    pub fn tick(&mut self, stats: Stats) {
        if self.enabled && self.last.elapsed() > Duration::from_millis(500) {
            self.last = Instant::now();
            eprint!(
                "\r{:.1} s: {} solutions, {} nodes, {} updates  ",
                self.start.elapsed().as_secs_f64(),
                stats.solutions,
                stats.nodes,
                stats.updates
            );
        }
    }

    /// Clears the progress line if one was drawn.
    pub fn finish(&self) {
        if self.enabled && self.start.elapsed() > Duration::from_millis(500) {
            eprint!("\r{:70}\r", "");
        }
    }
}

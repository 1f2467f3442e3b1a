//! Progress on standard error during long runs (indicatif draws nothing when standard error
//! is not a terminal).

use dlx_stepper::Stats;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

pub struct Progress(ProgressBar);

impl Progress {
    pub fn new() -> Progress {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(4));
        bar.set_style(ProgressStyle::with_template("{spinner} {elapsed} {msg}").expect("the template is valid"));
        Progress(bar)
    }

    /// Shows the counters so far (indicatif redraws at most four times a second).
    pub fn tick(&self, stats: Stats) {
        self.0.set_message(format!(
            "{} solutions, {} nodes, {} updates",
            stats.solutions, stats.nodes, stats.updates
        ));
        self.0.tick();
    }

    /// Shows how many parts of a search cut for threads are done.
    pub fn parts(&self, done: usize, total: usize) {
        self.0.set_message(format!("{done} of {total} subtrees searched"));
        self.0.tick();
    }

    /// Clears the progress line if one was drawn.
    pub fn finish(&self) {
        self.0.finish_and_clear();
    }
}

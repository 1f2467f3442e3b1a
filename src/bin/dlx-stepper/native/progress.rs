//! Progress on standard error during long runs (indicatif draws nothing when standard error
//! is not a terminal).

use std::time::Duration;

use dlx_stepper::Stats;
use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};

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

    /// Shows `what` and the time it has taken so far, redrawn from a thread of indicatif's: for
    /// work that cannot report as it goes.
    pub fn steady(&self, what: &str) {
        self.0.set_message(what.to_string());
        self.0.enable_steady_tick(Duration::from_millis(250));
    }

    /// Shows how many parts of a search cut for threads are done, and roughly how long the rest
    /// may take.
    pub fn parts(&self, done: usize, total: usize) {
        let left = match time_left(done, total, self.0.elapsed()) {
            Some(left) if left < Duration::from_secs(1) => ", under a second left".to_string(),
            Some(left) => format!(", about {} left", HumanDuration(left)),
            None => String::new(),
        };
        self.0.set_message(format!("{done} of {total} subtrees searched{left}"));
        self.0.tick();
    }

    /// Clears the progress line if one was drawn.
    pub fn finish(&self) {
        self.0.finish_and_clear();
    }
}

/// The time the parts still to search may take, at the pace of those done: a rough guide, as
/// subtrees differ in size (for 5 × 12 pentominoes the biggest of 2,466 holds 1.2% of the work).
/// None until a tenth of the parts, or two seconds, give a pace worth quoting.
pub fn time_left(done: usize, total: usize, elapsed: Duration) -> Option<Duration> {
    if done == 0 || done >= total || (done * 10 < total && elapsed < Duration::from_secs(2)) {
        return None;
    }
    Some(elapsed.mul_f64((total - done) as f64 / done as f64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_follows_the_pace_of_the_parts_done() {
        let second = Duration::from_secs(1);
        assert_eq!(time_left(0, 100, 10 * second), None, "nothing done: no pace");
        assert_eq!(time_left(5, 100, second), None, "too early to say");
        assert_eq!(time_left(25, 100, 10 * second), Some(30 * second));
        assert_eq!(
            time_left(5, 100, 4 * second),
            Some(76 * second),
            "slow parts: quoted after two seconds"
        );
        assert_eq!(time_left(100, 100, 10 * second), None, "all done");
    }
}

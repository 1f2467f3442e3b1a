//! The events of a whole search, for the tests that compare them with a published sequence.

use dlx_stepper::{Detail, Event, Problem, Stepper};

/// Every event of a fresh stepper of `problem` at `detail`, `Done` included, as `show` writes it,
/// and the stepper at the end.
pub fn events_to_the_end(
    problem: &Problem,
    detail: Detail,
    show: impl Fn(&Problem, &Event) -> String,
) -> (Vec<String>, Stepper) {
    let mut stepper = Stepper::new(problem);
    stepper.set_detail(detail);
    let mut events = Vec::new();
    loop {
        let event = stepper.step();
        events.push(show(problem, &event));
        if event == Event::Done {
            return (events, stepper);
        }
    }
}

//! One search on several threads: the search tree is cut at a depth into independent subtrees
//! (Knuth's order kept), and threads take the subtrees one at a time from a shared counter
//! until none is left (a slow subtree holds up only its own thread). Counts, statistics and the
//! solutions' order are those of the serial search: the work above the cut is counted once,
//! where it is walked, and each subtree is searched from the links its path leaves, which are
//! exactly the links the serial search has when it gets there.

use super::{Heuristic, Pause, Pos, Stats, Stepper};
use crate::dlx::Links;
use crate::problem::Problem;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A part of the search below the cut, in the serial order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A subtree to search: the (item, node) chosen at each level on the way down from the root.
    Subtree(Vec<(u32, u32)>),
    /// A solution found above the cut, with its path.
    Solution(Vec<(u32, u32)>),
}

impl Part {
    /// The path from the root.
    pub fn path(&self) -> &[(u32, u32)] {
        match self {
            Part::Subtree(path) | Part::Solution(path) => path,
        }
    }
}

/// The search cut at a depth: the parts below it, and the work above it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// The parts, in the order the serial search meets them.
    pub parts: Vec<Part>,
    /// Nodes, updates and solutions above the cut (each subtree's own root node is its own).
    pub above: Stats,
    /// The depth of the cut.
    pub depth: usize,
}

/// Walks the search of `problem` down to `depth` levels and lists what lies below.
pub fn split(problem: &Problem, heuristic: Heuristic, depth: usize) -> Split {
    split_links(Links::new(problem), heuristic, depth).0
}

/// [`split`] on a problem's links in their first state, given back in that state.
fn split_links(mut links: Links, heuristic: Heuristic, depth: usize) -> (Split, Links) {
    if links.has_multiplicities() {
        return split_by_events(links, heuristic, depth);
    }
    let mut split = Split {
        parts: Vec::new(),
        above: Stats::default(),
        depth,
    };
    walk(&mut links, heuristic, depth, &mut Vec::new(), &mut split);
    (split, links)
}

/// The serial search above the cut (as `flat_out.rs` counts it), covering and uncovering.
fn walk(links: &mut Links, heuristic: Heuristic, depth: usize, path: &mut Vec<(u32, u32)>, split: &mut Split) {
    if links.all_covered() {
        split.above.nodes += 1;
        split.above.solutions += 1;
        split.parts.push(Part::Solution(path.clone()));
        return;
    }
    if path.len() == depth {
        split.parts.push(Part::Subtree(path.clone()));
        return;
    }
    let item = heuristic.branch_item(links);
    split.above.nodes += 1;
    split.above.updates += links.cover(item);
    let mut node = links.down(item);
    while node != item {
        let mut other = links.right_acting(node, node);
        while other != node {
            split.above.add(links.commit(other));
            other = links.right_acting(other, node);
        }
        path.push((item, node));
        walk(links, heuristic, depth, path, split);
        path.pop();
        let mut other = links.left_acting(node, node);
        while other != node {
            links.uncommit(other);
            other = links.left_acting(other, node);
        }
        node = links.down(node);
    }
    links.uncover(item);
}

/// `split` for Algorithm M: the event machine walks the search above the cut (its moves are
/// written once, in `search/multiplicity.rs`), and each subtree at the cut is passed over as if
/// searched: the position jumps to the subtree's last event, which leaves the links as they
/// were when it was entered (see the module docs of `search`), uncounted.
fn split_by_events(links: Links, heuristic: Heuristic, depth: usize) -> (Split, Links) {
    let mut stepper = Stepper::without_copy(links);
    stepper.set_heuristic(heuristic);
    let mut parts = Vec::new();
    let path = |stepper: &Stepper, level: usize| -> Vec<(u32, u32)> {
        (0..level).map(|l| (stepper.item_at[l], stepper.node_at[l])).collect()
    };
    // One event at a time through `advance` and `back_algorithm`, which every build has
    // already: a walk of its own would be another copy of the event machine in the wasm module.
    loop {
        match stepper.advance(1) {
            Pause::Done => break,
            Pause::Solution => parts.push(Part::Solution(path(&stepper, stepper.level()))),
            Pause::Budget => {
                if let Pos::Choose { level, .. } = stepper.pos {
                    if level as usize == depth {
                        // The choice is the part's own, counted there.
                        stepper.back_algorithm();
                        parts.push(Part::Subtree(path(&stepper, depth)));
                        stepper.pos = stepper.ended(level);
                    }
                }
            }
        }
    }
    let split = Split {
        parts,
        above: stepper.stats(),
        depth,
    };
    (split, stepper.into_links())
}

/// The shallowest cut with at least `wanted` parts (or the deepest tried, 12 levels, when the
/// tree is too thin for that). A root of more than [`MAX_ROOT_BRANCHES`] branches is not cut:
/// the whole search is one part (cut there, every branch was a part, each with its path to
/// keep and its links to set up: a worker pool spent its time passing them around).
pub fn split_into(problem: &Problem, heuristic: Heuristic, wanted: usize) -> Split {
    split_links_into(Links::new(problem), heuristic, wanted).0
}

/// [`split_into`] on a problem's links in their first state, given back in that state: for a
/// worker, which then searches its part on them.
pub fn split_links_into(links: Links, heuristic: Heuristic, wanted: usize) -> (Split, Links) {
    if root_width(&links, heuristic) > MAX_ROOT_BRANCHES {
        let whole = Split {
            parts: vec![Part::Subtree(Vec::new())],
            above: Stats::default(),
            depth: 0,
        };
        return (whole, links);
    }
    let mut links = links;
    let mut depth = 1;
    loop {
        let (split, back) = split_links(links, heuristic, depth);
        links = back;
        let subtrees = split.parts.iter().filter(|p| matches!(p, Part::Subtree(_))).count();
        if split.parts.len() >= wanted || depth >= 12 || subtrees == 0 {
            return (split, links);
        }
        depth += 1;
    }
}

/// [`split_links_into`] on links held in place, in their first state and left so: for a holder
/// that keeps one set of links between parts (`engine::PartCounter`).
pub fn split_in_place(links: &mut Links, heuristic: Heuristic, wanted: usize) -> Split {
    let taken = std::mem::replace(links, Links::from_raw(0, 0, &[], &[]));
    let (split, back) = split_links_into(taken, heuristic, wanted);
    *links = back;
    split
}

/// The options chosen on `path` (nodes of `links`, a problem's links in any state; Algorithm
/// M's null moves, whose node is their item's header, choose none).
pub fn options_on(links: &Links, path: &[(u32, u32)]) -> Vec<usize> {
    path.iter()
        .filter(|&&(_, node)| !links.is_header(node))
        .map(|&(_, node)| links.option_of(node))
        .collect()
}

/// The links after the choices of `path`: the serial search's links where it enters the part.
pub fn links_at(initial: &Links, path: &[(u32, u32)]) -> Links {
    let mut links = initial.clone();
    enter_path(&mut links, path);
    links
}

/// Makes the choices of `path` on `links` (in their first state): they become the serial
/// search's links where it enters the part.
pub fn enter_path(links: &mut Links, path: &[(u32, u32)]) {
    if links.has_multiplicities() {
        for &(item, node) in path {
            links.replay_branch(item, node);
        }
        return;
    }
    for &(item, node) in path {
        links.cover(item);
        let mut other = links.right_acting(node, node);
        while other != node {
            links.commit(other);
            other = links.right_acting(other, node);
        }
    }
}

/// A subtree as a problem of its own, in Knuth's format (which this program and Knuth's `dlx1`
/// read): the items the options above it left uncovered, in their order, and the options that
/// clash with none of those options, in theirs. Its search is the subtree's: the same choices,
/// solutions, nodes and updates. A comment line records the options above.
pub fn part_problem_text(problem: &Problem, options_above: &[usize]) -> String {
    // Each item is open, covered (0 below), or purified to a colour by the options above.
    const OPEN: u32 = u32::MAX;
    let mut state = vec![OPEN; problem.n_items()];
    let color_of = |option: usize, k: usize| problem.option_colors(option).map_or(0, |colors| colors[k]);
    for &option in options_above {
        for (k, &item) in problem.option(option).iter().enumerate() {
            state[item as usize] = color_of(option, k);
        }
    }
    let names = |range: std::ops::Range<usize>| {
        range
            .filter(|&i| state[i] == OPEN)
            .map(|i| problem.item_name(i))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut text = String::from("| A part of a split search: the options above it are");
    for &option in options_above {
        text.push_str(&format!(" [{}]", problem.option_label(option)));
    }
    text.push('\n');
    text.push_str(&names(0..problem.n_primary()));
    let secondary = names(problem.n_primary()..problem.n_items());
    if !secondary.is_empty() {
        text.push_str(" | ");
        text.push_str(&secondary);
    }
    text.push('\n');
    for option in 0..problem.n_options() {
        let items = problem.option(option);
        // An option stays if it covers no covered item and agrees with every purified one; it
        // is written without its purified items, which constrain it no more (in the serial
        // search their nodes are settled: nothing covers or purifies them again).
        let stays = items.iter().enumerate().all(|(k, &item)| match state[item as usize] {
            OPEN => true,
            0 => false,
            color => color_of(option, k) == color,
        });
        if stays {
            let line: Vec<String> = items
                .iter()
                .enumerate()
                .filter(|&(_, &item)| state[item as usize] == OPEN)
                .map(|(k, &item)| match color_of(option, k) {
                    0 => problem.item_name(item as usize).to_string(),
                    color => format!("{}:{}", problem.item_name(item as usize), problem.color_name(color)),
                })
                .collect();
            text.push_str(&line.join(" "));
            text.push('\n');
        }
    }
    text
}

/// The problem text of a part of a split (see [`part_problem_text`]): for a problem with
/// multiplicities, read off the links where the serial search enters the part
/// ([`part_text_at`]), which hold what the branches above tweaked away.
pub fn part_text(problem: &Problem, initial: &Links, path: &[(u32, u32)]) -> String {
    if initial.has_multiplicities() {
        part_text_at(problem, &links_at(initial, path), &options_on(initial, path))
    } else {
        part_problem_text(problem, &options_on(initial, path))
    }
}

/// A subtree of a search with multiplicities as a problem of its own, read off `links`, the
/// links where the serial search enters it: the active primary items, each with bounds that
/// let it take as many more options as it may (`bound`) with its slack (up to that); the
/// secondary items neither covered nor purified; and the options still in every list, without
/// their purified items (as in [`part_problem_text`]). `options_above` name the comment line.
pub fn part_text_at(problem: &Problem, links: &Links, options_above: &[usize]) -> String {
    let n_primary = problem.n_primary();
    let open = |item: usize| -> bool {
        let header = item as u32 + 1;
        if item < n_primary {
            links.is_active(header)
        } else {
            let (prev, next) = (links.prev_items(), links.next_items());
            next[prev[header as usize] as usize] == header && links.color(header) == 0
        }
    };
    let mut text = String::from("| A part of a split search: the options above it are");
    for &option in options_above {
        text.push_str(&format!(" [{}]", problem.option_label(option)));
    }
    text.push('\n');
    let mut names = Vec::new();
    for item in (0..n_primary).filter(|&item| open(item)) {
        let header = item as u32 + 1;
        let upper = links.bound(header);
        let lower = upper.saturating_sub(links.slack(header));
        // Every item with its bounds, even `1|`: bounds written make it Algorithm M's problem.
        names.push(if lower == upper {
            format!("{upper}|{}", problem.item_name(item))
        } else {
            format!("{lower}:{upper}|{}", problem.item_name(item))
        });
    }
    text.push_str(&names.join(" "));
    let secondary: Vec<&str> = (n_primary..problem.n_items())
        .filter(|&item| open(item))
        .map(|item| problem.item_name(item))
        .collect();
    if !secondary.is_empty() {
        text.push_str(" | ");
        text.push_str(&secondary.join(" "));
    }
    text.push('\n');
    // Each option's nodes, by walking the links from the first node of each option.
    let nodes = links.option_nodes();
    for (option, first) in nodes.into_iter().enumerate() {
        let mut entries = Vec::new();
        let mut stays = true;
        let mut node = first;
        loop {
            let item = links.item_of(node) as usize - 1;
            let linked = links.down(links.up(node)) == node;
            if links.is_settled(node) {
                // In a purified item's list, agreeing: written without it.
            } else if !linked || !open(item) {
                stays = false;
                break;
            } else {
                let k = problem
                    .option(option)
                    .iter()
                    .position(|&i| i as usize == item)
                    .unwrap_or(0);
                entries.push(match problem.option_colors(option).map_or(0, |colors| colors[k]) {
                    0 => problem.item_name(item).to_string(),
                    color => format!("{}:{}", problem.item_name(item), problem.color_name(color)),
                });
            }
            node = links.right(node);
            if node == first {
                break;
            }
        }
        if stays {
            text.push_str(&entries.join(" "));
            text.push('\n');
        }
    }
    text
}

/// Counts the solutions of `problem` on `threads` threads, with the serial search's
/// statistics. `on_solution` hears each solution's options (from any thread, in no set order);
/// `progress(done, total)` hears of each part finished.
pub fn count_in_parallel(
    problem: &Problem,
    heuristic: Heuristic,
    threads: usize,
    on_solution: &(dyn Fn(&[usize]) + Sync),
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Stats {
    let threads = threads.max(1);
    let initial = Links::new(problem);
    if root_width(&initial, heuristic) > MAX_ROOT_BRANCHES {
        return count_serially(initial, heuristic, on_solution, progress);
    }
    // Many more parts than threads, so that a thread that drew small parts takes more.
    let split = split_into(problem, heuristic, 64 * threads);
    let total = split.parts.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let sum = Mutex::new(split.above);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut mine = Stats::default();
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(part) = split.parts.get(k) else { break };
                    mine += search_part(&initial, part, heuristic, on_solution);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                }
                *sum.lock().unwrap_or_else(std::sync::PoisonError::into_inner) += mine;
            });
        }
    });
    sum.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A root with more branches than this is searched on one thread: cut below it, every branch
/// would be a part of its own, each a path to keep (and for a subtree a copy of the links to
/// make), more than the threads win back. 4,194,302 one-item options took 7 times the serial
/// time and 3 times its memory on 2 threads.
pub const MAX_ROOT_BRANCHES: u32 = 1 << 16;

/// How many branches the search's first choice has (0 when there is nothing to choose).
fn root_width(links: &Links, heuristic: Heuristic) -> u32 {
    if links.all_covered() {
        0
    } else {
        links.len(heuristic.branch_item(links))
    }
}

/// The whole search on this thread, as `count_in_parallel` reports it: one part.
fn count_serially(
    links: Links,
    heuristic: Heuristic,
    on_solution: &(dyn Fn(&[usize]) + Sync),
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Stats {
    let mut stepper = Stepper::without_copy(links);
    stepper.set_heuristic(heuristic);
    let mut options = Vec::new();
    let (_, stats, _) = stepper.count_then_drop::<false>(u64::MAX, |links, nodes| {
        options.clear();
        options.extend(nodes.iter().map(|&node| links.option_of(node)));
        on_solution(&options);
    });
    progress(1, 1);
    stats
}

/// Searches one part: a subtree's statistics (its root node included), or nothing more for a
/// solution above the cut (counted there) but handing it to `on_solution`.
pub fn search_part(
    initial: &Links,
    part: &Part,
    heuristic: Heuristic,
    on_solution: &(dyn Fn(&[usize]) + Sync),
) -> Stats {
    let path = part.path();
    let options_above = options_on(initial, path);
    match part {
        Part::Solution(_) => {
            on_solution(&options_above);
            Stats::default()
        }
        Part::Subtree(_) => {
            let mut stepper = Stepper::without_copy(links_at(initial, path));
            stepper.set_heuristic(heuristic);
            let mut options = options_above.clone();
            let (_, stats, _) = stepper.count_then_drop::<false>(u64::MAX, |links, nodes| {
                options.truncate(options_above.len());
                options.extend(nodes.iter().map(|&node| links.option_of(node)));
                on_solution(&options);
            });
            stats
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens;

    #[test]
    fn every_cut_and_thread_count_gives_the_serial_count_and_statistics() {
        for problem in [
            queens::problem(6),
            queens::problem(8),
            queens::problem(1),
            queens::problem(3),
        ] {
            for heuristic in [Heuristic::MinimumRemainingValues, Heuristic::FirstItem] {
                let mut serial = Stepper::new(&problem);
                serial.set_heuristic(heuristic);
                serial.count_solutions(None);
                let want = serial.stats();
                for depth in 0..5 {
                    let split = split(&problem, heuristic, depth);
                    let initial = Links::new(&problem);
                    let mut sum = split.above;
                    for part in &split.parts {
                        let stats = search_part(&initial, part, heuristic, &|_| {});
                        sum.nodes += stats.nodes;
                        sum.updates += stats.updates;
                        sum.solutions += stats.solutions;
                    }
                    assert_eq!(sum, want, "{heuristic:?}, depth {depth}");
                }
                for threads in [1, 2, 3, 8] {
                    let stats = count_in_parallel(&problem, heuristic, threads, &|_| {}, &|_, _| {});
                    assert_eq!(stats, want, "{heuristic:?}, {threads} threads");
                }
            }
        }
    }

    #[test]
    fn a_part_written_as_a_problem_searches_as_its_subtree() {
        let problem = queens::problem(8);
        let split = split(&problem, Heuristic::default(), 2);
        let initial = Links::new(&problem);
        let mut sum = split.above;
        for part in &split.parts {
            let Part::Subtree(path) = part else { continue };
            let above: Vec<usize> = path.iter().map(|&(_, node)| initial.option_of(node)).collect();
            let text = part_problem_text(&problem, &above);
            let sub = Problem::parse(&text).unwrap();
            let mut stepper = Stepper::new(&sub);
            stepper.count_solutions(None);
            let stats = stepper.stats();
            assert_eq!(
                stats,
                search_part(&initial, part, Heuristic::default(), &|_| {}),
                "{text}"
            );
            sum.nodes += stats.nodes;
            sum.updates += stats.updates;
            sum.solutions += stats.solutions;
        }
        let mut serial = Stepper::new(&problem);
        serial.count_solutions(None);
        assert_eq!(sum, serial.stats());
    }

    #[test]
    fn the_solutions_are_the_serial_ones() {
        let problem = queens::problem(7);
        let serial: Vec<Vec<usize>> = problem.solutions().collect();
        let found = Mutex::new(Vec::new());
        count_in_parallel(
            &problem,
            Heuristic::default(),
            3,
            &|options| found.lock().unwrap().push(options.to_vec()),
            &|_, _| {},
        );
        let mut found = found.into_inner().unwrap();
        let mut serial_sorted = serial.clone();
        for solution in found.iter_mut().chain(serial_sorted.iter_mut()) {
            solution.sort_unstable();
        }
        found.sort();
        serial_sorted.sort();
        assert_eq!(found, serial_sorted);
    }
}

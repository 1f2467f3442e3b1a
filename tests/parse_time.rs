//! Every text parser takes time in proportion to its input: given sixteen times the text, it
//! takes about sixteen times as long, never 256 (a name looked up by searching a list grows so;
//! a file of 10⁶ colours, under the 8 MiB limit, once parsed for minutes). Each case times a
//! text and the same kind of text sixteen times larger, alternating in one run and keeping the
//! fastest of each, one case at a time, and holds the ratio under 100 (caches and a busy machine
//! took a linear parser's to over three times the input's growth here): a ratio, not a time, so
//! a slow machine passes and a quadratic parser does not. (Pieces, boards and Sudoku grids are
//! bounded in size — 36 pieces of 64 squares, boards and grids of 35 × 35 — and the command
//! line's Sudoku stream reads one puzzle at a time: no input of theirs can grow.)

use dlx_stepper::Problem;
use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One timed case at a time: the cases of this file run on threads of their own, and would
/// otherwise time each other.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The fastest of nine runs of `parse` on the text `make(n)` and on `make(16 * n)`,
/// alternating, and their ratio.
fn ratio_of_sixteen_times_the_input(make: impl Fn(usize) -> String, n: usize, parse: impl Fn(&str)) -> f64 {
    let (small, large) = (make(n), make(16 * n));
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let time = |text: &str| {
        let start = Instant::now();
        parse(black_box(text));
        start.elapsed()
    };
    let (mut best_small, mut best_large) = (Duration::MAX, Duration::MAX);
    for _ in 0..9 {
        best_small = best_small.min(time(&small));
        best_large = best_large.min(time(&large));
    }
    best_large.as_secs_f64() / best_small.as_secs_f64()
}

fn assert_linear(what: &str, make: impl Fn(usize) -> String, n: usize, parse: impl Fn(&str)) {
    let ratio = ratio_of_sixteen_times_the_input(make, n, parse);
    let said = format!("{what}: sixteen times the input took {ratio:.1} times as long");
    // Printed either way (`--nocapture`): how close a passing parser runs to the bound.
    eprintln!("{said}");
    assert!(ratio < 100.0, "{said}");
}

fn knuth(text: &str) {
    Problem::parse_knuth(text).unwrap();
}

fn sets(text: &str) {
    Problem::parse_sets(text).unwrap();
}

#[test]
fn knuths_format_with_a_new_colour_in_every_option_parses_in_linear_time() {
    // One primary item, one secondary; option k gives the secondary item colour k (Knuth's
    // dlx2 reads a colour of any length).
    let make = |n: usize| {
        let mut text = String::from("A | x\n");
        for k in 0..n {
            text.push_str(&format!("A x:c{k}\n"));
        }
        text
    };
    assert_linear("colours", make, 10_000, knuth);
}

#[test]
fn a_million_colours_parse_under_the_text_limit() {
    // 100,000 options, each giving ten secondary items colours never seen before, named by four
    // base-62 digits: 7.2 MB, under the 8 MiB limit.
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let name = |mut k: usize| {
        let mut name = String::new();
        for _ in 0..4 {
            name.push(DIGITS[k % 62] as char);
            k /= 62;
        }
        name
    };
    let mut text = String::from("A | a b c d e f g h i j\n");
    for option in 0..100_000 {
        text.push('A');
        for (k, item) in ('a'..='j').enumerate() {
            text.push_str(&format!(" {item}:{}", name(10 * option + k)));
        }
        text.push('\n');
    }
    assert!(text.len() < dlx_stepper::problem::MAX_TEXT_BYTES);
    let problem = Problem::parse_knuth(&text).unwrap();
    assert_eq!(problem.color_names().len(), 1_000_000);
    assert_eq!(problem.color_name(1_000_000), name(999_999));
}

#[test]
fn named_sets_with_a_new_colour_in_every_set_parse_in_linear_time() {
    let make = |n: usize| (0..n).map(|k| format!("o{k}: A x:c{k}\n")).collect::<String>();
    assert_linear("named sets with colours", make, 10_000, sets);
}

#[test]
fn knuths_format_with_many_items_and_options_parses_in_linear_time() {
    // n primary items (16n under the limit of 100,000), each covered by one option of its own
    // and by one option with its neighbour: every name is looked up once per entry.
    let make = |n: usize| {
        let mut text = (0..n).map(|k| format!("i{k} ")).collect::<String>();
        text.push('\n');
        for k in 0..n {
            text.push_str(&format!("i{k}\ni{k} i{}\n", (k + 1) % n));
        }
        text
    };
    assert_linear("items and options", make, 6_000, knuth);
}

#[test]
fn named_sets_with_many_elements_parse_in_linear_time() {
    let make = |n: usize| {
        (0..n)
            .map(|k| format!("s{k}: e{k} e{}\n", (k + 1) % n))
            .collect::<String>()
    };
    assert_linear("named sets", make, 6_000, sets);
}

#[test]
fn a_matrix_of_many_rows_parses_in_linear_time() {
    let make = |n: usize| {
        (0..n)
            .map(|k| {
                (0..32)
                    .map(|j| if (k + j) % 7 == 0 { "1 " } else { "0 " })
                    .collect::<String>()
                    + "\n"
            })
            .collect::<String>()
    };
    assert_linear("0/1 rows", make, 2_500, |text| {
        Problem::parse_matrix(text).unwrap();
    });
}

#[test]
fn a_word_list_parses_in_linear_time() {
    // Words of five letters, all different (a dictionary pasted in), each checked against those
    // before it.
    let make = |n: usize| {
        (0..n)
            .map(|k| {
                let word: String = (0..5)
                    .map(|place| (b'A' + (k / 26usize.pow(place) % 26) as u8) as char)
                    .collect();
                word + " "
            })
            .collect::<String>()
    };
    assert_linear("word lists", make, 10_000, |text| {
        dlx_stepper::words::parse_words(text).unwrap();
    });
}

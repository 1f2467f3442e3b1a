//! The exported JavaScript API, tested from inside wasm: included by `tests/web.rs`, which runs
//! in node and in headless Chromium.

use dlx_stepper::wasm::{
    count_solutions, event_layout, event_names, is_unique, solve_sudoku, sudoku_answer, JsStepper,
};
use dlx_stepper::{Event, Links, Problem, Stepper};
use js_sys::Reflect;
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

const KNUTH: &str = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

fn field(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(name)).unwrap()
}

fn message(error: JsError) -> String {
    js_sys::Error::from(JsValue::from(error)).message().into()
}

#[wasm_bindgen_test]
fn stepping_knuths_example_gives_the_native_events() {
    let mut js = JsStepper::new(KNUTH.into()).unwrap();
    let problem = Problem::parse(KNUTH).unwrap();
    let mut native = Stepper::new(&problem);
    loop {
        let expected = native.step();
        let event = js.step().unwrap();
        assert_eq!(field(&event, "type").as_string().unwrap(), expected.name());
        match expected {
            Event::Choose { level, item, len } => {
                assert_eq!(field(&event, "level").as_f64(), Some(level as f64));
                assert_eq!(field(&event, "item").as_f64(), Some(item as f64));
                assert_eq!(field(&event, "itemName").as_string().unwrap(), problem.item_name(item));
                assert_eq!(field(&event, "len").as_f64(), Some(len as f64));
            }
            Event::Select { option, .. } | Event::Deselect { option, .. } => {
                assert_eq!(field(&event, "option").as_f64(), Some(option as f64));
                assert_eq!(
                    field(&event, "optionName").as_string().unwrap(),
                    problem.option_label(option)
                );
            }
            Event::Done => break,
            _ => {}
        }
    }
}

#[wasm_bindgen_test]
fn batches_pack_events_as_the_exported_layout_says() {
    let layout = event_layout();
    let words = field(&layout, "words").as_f64().unwrap() as usize;
    let kinds = js_sys::Array::from(&field(&layout, "kinds"));
    let mut js = JsStepper::new(KNUTH.into()).unwrap();
    js.set_detail("links".into()).unwrap();
    let batch = js.run(1000.0.into(), true).unwrap();
    assert_eq!(batch.len() % words, 0);
    let names = event_names();
    let last = &batch[batch.len() - words..];
    assert_eq!(names[last[0] as usize], "solution");
    assert_eq!(js.partial_solution(), [3, 0, 4]);
    // The same events one at a time from a fresh stepper, field by field.
    let mut single = JsStepper::new(KNUTH.into()).unwrap();
    single.set_detail("links".into()).unwrap();
    for chunk in batch.chunks(words) {
        let event = single.step().unwrap();
        let kind = kinds.get(chunk[0]);
        assert_eq!(field(&event, "type"), field(&kind, "name"));
        let fields = js_sys::Array::from(&field(&kind, "fields"));
        for (k, name) in fields.iter().enumerate() {
            let name = name.as_string().unwrap();
            assert_eq!(field(&event, &name).as_f64(), Some(f64::from(chunk[1 + k])), "{name}");
        }
    }
}

#[wasm_bindgen_test]
fn step_back_restores_the_link_arrays_seen_through_the_views() {
    let mut js = JsStepper::new(KNUTH.into()).unwrap();
    js.set_detail("links".into()).unwrap();
    let mut snapshots = vec![js.nodes_view().to_vec()];
    for _ in 0..40 {
        js.step().unwrap();
        snapshots.push(js.nodes_view().to_vec());
    }
    while let Some(expected) = snapshots.pop() {
        assert_eq!(js.nodes_view().to_vec(), expected, "at position {}", js.position());
        js.step_back().unwrap();
    }
    assert!(js.at_start());
    assert!(js.step_back().unwrap().is_undefined());
}

/// In wasm a link is the address of its node, so a copy of the links must have its links moved
/// into its own nodes: covering the copy must leave the original as it was, and the copy must
/// still work once the original is gone (natively links are offsets and this cannot fail).
#[wasm_bindgen_test]
fn a_copy_of_the_links_leads_into_its_own_nodes() {
    let problem = Problem::parse(KNUTH).unwrap();
    let original = Links::new(&problem);
    let untouched = original.nodes();
    let mut copy = original.clone();
    assert!(copy == original);
    assert_eq!(copy.cover(1), 4);
    assert_eq!(original.nodes(), untouched);
    original.check().unwrap();
    assert!(copy != original);
    drop(original);
    // Memory the original held is reused by the next allocation: a copy still leading into it
    // would now read this problem's nodes.
    let _other = Links::new(&Problem::parse("X Y\nX\nY\nX Y").unwrap());
    copy.check().unwrap();
    assert_eq!(copy.uncover(1), 4);
    assert_eq!(copy.nodes(), untouched);
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_with_the_engines_message() {
    let error = JsStepper::new("A B\nA C".into()).err().unwrap();
    assert_eq!(
        message(error),
        "line 2, column 3: unknown item `C`: it is not in the item line"
    );
    let error = solve_sudoku(
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".into(),
        None,
        None,
    )
    .unwrap_err();
    assert_eq!(
        message(error),
        "the digit 5 is given twice in row 1: at r1c1 and at r1c2"
    );
    let error = JsStepper::from_sudoku("123".into(), None, None).err().unwrap();
    assert!(message(error).starts_with("found 3 cells"));
    let mut js = JsStepper::new(KNUTH.into()).unwrap();
    assert!(message(js.set_detail("everything".into()).unwrap_err()).contains("unknown detail"));
    assert!(message(js.option_label(99.0.into()).unwrap_err()).contains("no option 99"));
    // Numbers come only as JS numbers: null, "", false or an array is not option 0, nor 0
    // events; an index of 2^32 does not wrap to part 0.
    for value in [JsValue::NULL, "".into(), false.into(), js_sys::Array::new().into()] {
        assert!(message(js.option_label(value.clone()).unwrap_err()).starts_with("no option "));
        assert!(message(js.back(value.clone()).unwrap_err())
            .starts_with("back(): the number of events must be a whole number from 0 to"));
    }
    let cut = js.enter_part(8.0.into(), 4_294_967_296.0.into()).unwrap();
    assert_eq!(field(&cut, "entered").as_bool(), Some(false));
    // A build with several kinds of problem: a stepper asked for another kind's view says so.
    assert_eq!(
        message(js.board_solution_key().unwrap_err()),
        "boardSolutionKey() is for steppers made with fromBoard()"
    );
    assert_eq!(
        message(js.sudoku_grid().unwrap_err()),
        "sudokuGrid() is for steppers made with fromSudoku()"
    );
}

#[wasm_bindgen_test]
fn sudoku_through_the_api() {
    let puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let solution = solve_sudoku(puzzle.into(), None, None).unwrap().unwrap();
    assert_eq!(
        solution,
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
    );
    let answer = sudoku_answer(puzzle.into(), JsValue::UNDEFINED, 2.0.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&answer, "count").as_f64(), Some(1.0));
    let mut js = JsStepper::from_sudoku(puzzle.into(), None, None).unwrap();
    js.count_solutions(Some(1.0.into())).unwrap();
    assert_eq!(js.sudoku_grid().unwrap(), solution);
    let [row, col, digit] = js.placement(0.0.into()).unwrap()[..] else {
        panic!()
    };
    assert!(row < 9 && col < 9 && (1..=9).contains(&digit));
    // A 6×6 with 2×3 boxes, given its shape.
    let six = solve_sudoku(".".repeat(36).into(), Some("2x3".into()), None)
        .unwrap()
        .unwrap();
    assert_eq!(six.len(), 36);
    // A 4×4 killer, by its cages and sums alone.
    let killer = "AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1";
    let solved = solve_sudoku(killer.into(), None, Some("killer".into()))
        .unwrap()
        .unwrap();
    assert_eq!(solved, "1234341221434321");
}

#[wasm_bindgen_test]
fn plain_functions_count_and_check_uniqueness() {
    assert_eq!(count_solutions(KNUTH.into(), None).unwrap(), 1.0);
    assert!(is_unique(KNUTH.into()).unwrap());
    assert_eq!(count_solutions("A: 1; B: 1; C: 2".into(), None).unwrap(), 2.0);
    assert!(!is_unique("A: 1; B: 1; C: 2".into()).unwrap());
}

#[wasm_bindgen_test]
fn advance_for_reads_the_hosts_clock() {
    // In node and in a page the clock is `performance`: slices of 1 ms find the solution.
    let mut js = JsStepper::new(KNUTH.into()).unwrap();
    let mut solutions = 0;
    loop {
        match js.advance_for(1.0.into()).unwrap().as_str() {
            "done" => break,
            "solution" => solutions += 1,
            _ => {}
        }
    }
    assert_eq!(solutions, 1);
    assert!(message(js.advance_for(f64::NAN.into()).err().unwrap()).contains("advanceFor(): the time must be"));
}

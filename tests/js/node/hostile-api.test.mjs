// Every export of the wasm API called with what JavaScript may pass by mistake: wrong types,
// NaN, ±Infinity, negative numbers, 2**32 and 2**53. Each call must either work or throw an
// ordinary Error with a message — never a wasm trap (RuntimeError) — and the module and the
// same object must go on working afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, KNUTH } from '../native.mjs';

const HOSTILE = [undefined, null, 123, -1, NaN, Infinity, -Infinity, 2 ** 32, 2 ** 32 + 5, 2 ** 53, 0.5, '', 'x', {}, [], ['1'], true, 10n];

/** Calls `f`; a thrown value must be a plain Error with a message, not a wasm RuntimeError. */
function survives(label, f) {
  try {
    f();
  } catch (error) {
    assert.ok(error instanceof Error, `${label}: threw ${String(error)}`);
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `${label}: trapped: ${error.message}`);
    assert.ok(error.message.length > 0, `${label}: no message`);
  }
}

/** The stepper still steps, and a fresh one still solves Knuth's example. */
function stillWorks(stepper) {
  const event = stepper.step();
  assert.equal(typeof event.type, 'string');
  assert.equal(new builds.links.Stepper(KNUTH).countSolutions(), 1);
}

test('every Stepper method survives hostile arguments and the stepper still works', () => {
  const stepper = new builds.links.Stepper(KNUTH);
  const sudoku = builds.sudoku.Stepper.fromSudoku('1.3...1.........'.replace(/^(.{4})/, '$1'), '2x2');
  const methods = [
    'run',
    'advance',
    'advanceFor',
    'countSolutions',
    'setHeuristic',
    'setDetail',
    'positionIn',
    'optionItems',
    'optionLabel',
    'placement',
  ];
  for (const target of [stepper, sudoku]) {
    for (const method of methods) {
      for (const value of HOSTILE) {
        survives(`${method}(${String(value)})`, () => target[method](value, value));
        target.reset();
        target.setDetail('algorithm');
        target.setHeuristic('mrv');
      }
    }
    stillWorks(target);
  }
  stepper.free();
  sudoku.free();
});

test('numbers the API cannot honour are errors, not other numbers', () => {
  const stepper = new builds.links.Stepper(KNUTH);
  for (const value of [2 ** 32, 2 ** 32 + 5, 2 ** 53, -1, NaN, Infinity, 0.5]) {
    assert.throws(() => stepper.optionLabel(value), /no option/, `optionLabel(${value})`);
    assert.throws(() => stepper.run(value, false), /run\(\): the number of events/, `run(${value})`);
  }
  assert.throws(() => stepper.run(2 ** 31, false), /from 0 to 1048576/);
  assert.equal(stepper.run(0, false).length, 0);
  assert.equal(stepper.optionLabel(0), 'C E F');
  const sudoku = builds.sudoku.Stepper.fromSudoku('.'.repeat(16));
  assert.throws(() => sudoku.placement(NaN), /no option NaN/);
  assert.throws(() => builds.count.countSolutions(KNUTH, 0), /at least 1/);
  stepper.free();
  sudoku.free();
});

test('a numeric argument of another JS type is refused, not coerced to a number', () => {
  const stepper = new builds.links.Stepper(KNUTH);
  for (const value of [null, '', '0', [], [0], false, true, {}, 0n]) {
    const shown = String(value);
    assert.throws(() => stepper.optionLabel(value), /no option/, `optionLabel(${shown})`);
    assert.throws(() => stepper.optionItems(value), /no option/, `optionItems(${shown})`);
    assert.throws(
      () => stepper.back(value),
      /back\(\): the number of events must be a whole number from 0 to 9007199254740991, not /,
      `back(${shown})`,
    );
    assert.throws(() => stepper.advance(value), /advance\(\): the number of events/, `advance(${shown})`);
    assert.throws(() => stepper.run(value, false), /run\(\): the number of events/, `run(${shown})`);
    assert.throws(() => stepper.advanceFor(value), /advanceFor\(\): the time/, `advanceFor(${shown})`);
    assert.throws(() => stepper.enterPart(value, 0), /enterPart\(\): the parts wanted/, `enterPart(${shown}, 0)`);
    assert.throws(() => stepper.enterPart(8, value), /enterPart\(\): the part must be/, `enterPart(8, ${shown})`);
    // An optional number: null means absent, as undefined does.
    if (value !== null)
      assert.throws(() => builds.count.countSolutions(KNUTH, value), /countSolutions\(\): the limit/, `countSolutions(text, ${shown})`);
    if (value !== null)
      assert.throws(
        () => builds.maker.sudokuAnswer('.'.repeat(16), '2x2', value),
        /sudokuAnswer\(\): the limit/,
        `sudokuAnswer(…, ${shown})`,
      );
    if (value !== null)
      assert.throws(() => builds.maker.generateSudoku({ seed: value }), /generateSudoku\(\): seed must be a whole number/, `seed ${shown}`);
  }
  assert.throws(() => stepper.optionLabel(''), { message: 'no option string: options are numbered 0 to 5' });
  assert.throws(() => stepper.back(''), {
    message: 'back(): the number of events must be a whole number from 0 to 9007199254740991, not string',
  });
  // An index past 2**32 is past the last part, not part 0.
  const cut = new builds.links.Stepper(KNUTH);
  assert.equal(cut.enterPart(8, 2 ** 32).entered, false);
  assert.equal(cut.enterPart(8, 2 ** 32 + 1).entered, false);
  assert.equal(cut.enterPart(8, 0).entered, true);
  // Undefined and null still mean "no limit".
  assert.equal(builds.count.countSolutions(KNUTH, undefined), 1);
  assert.equal(builds.count.countSolutions(KNUTH, null), 1);
  stillWorks(stepper);
  stepper.free();
  cut.free();
});

test('an options object that is not an object is refused', () => {
  for (const value of [NaN, 0, 5, 'seed', '', true, false, 10n]) {
    assert.throws(
      () => builds.maker.generateSudoku(value),
      /generateSudoku\(\): the options must be an object, not /,
      `generateSudoku(${String(value)})`,
    );
  }
  assert.equal(builds.maker.generateSudoku({ seed: 5, shape: '2x2' }).seed, 5);
  assert.equal(typeof builds.maker.generateSudoku(null).puzzle, 'string');
});

test('non-strings where text is expected throw an Error naming what was wrong', () => {
  assert.throws(() => new builds.links.Stepper(123), { message: 'the problem text must be a string, not number' });
  assert.throws(() => builds.maker.solveSudoku(5), { message: 'the puzzle must be a string, not number' });
  assert.throws(() => builds.sudoku.Stepper.fromSudoku('.'.repeat(81), 9), /the box shape must be a string/);
  const stepper = new builds.links.Stepper(KNUTH);
  assert.throws(() => stepper.setDetail(5), { message: 'the detail must be a string, not number' });
  stillWorks(stepper);
  stepper.free();
});

test('every Counter method survives hostile arguments and the counter still counts', () => {
  for (const [make, solutions] of [
    [() => new builds.count.Counter(KNUTH), 1],
    [() => builds.count.Counter.fromBoard('queens', '6'), 4],
  ]) {
    const counter = make();
    const whole = counter.countPart(4, 0, Infinity, 0).parts;
    for (const a of HOSTILE) {
      for (const b of [0, 1, Infinity, NaN, -1, 2 ** 32, 'x', undefined]) {
        survives(`countPart(${String(a)}, ${String(b)})`, () => counter.countPart(a, b, b, a));
        survives(`countPart(4, ${String(a)}, ${String(b)}, 1)`, () => counter.countPart(4, a, b, 1));
      }
    }
    let count = 0;
    for (let part = 0; part < whole; part++) count += counter.countPart(4, part, Infinity, 0).count;
    assert.equal(count, solutions);
    counter.free();
  }
  for (const a of HOSTILE) {
    survives(`new Counter(${String(a)})`, () => new builds.count.Counter(a).free());
    for (const b of HOSTILE) survives(`Counter.fromBoard(${String(a)}, ${String(b)})`, () => builds.count.Counter.fromBoard(a, b).free());
  }
});

test('every free function survives hostile arguments', () => {
  const functions = {
    countSolutions: 'count',
    isUnique: 'count',
    countEngine: 'count',
    solveSudoku: 'maker',
    sudokuAnswer: 'maker',
    inspectSudoku: 'sudoku',
    solveVariantSudoku: 'variants',
    variantSudokuHint: 'variants',
    addVariantConstraint: 'variants',
  };
  for (const [name, build] of Object.entries(functions)) {
    for (const first of HOSTILE) {
      for (const second of [undefined, 'x', 0, NaN, 2 ** 53]) {
        survives(`${name}(${String(first)}, ${String(second)})`, () => builds[build][name](first, second, second));
      }
    }
  }
  // The variants build's readers, with the variant that sends them to ISS's strings.
  for (const first of HOSTILE) {
    survives(`inspectSudoku(${String(first)}, undefined, 'constraints')`, () =>
      builds.variants.inspectSudoku(first, undefined, 'constraints'),
    );
    survives(`fromSudoku(${String(first)}, undefined, 'constraints')`, () =>
      builds.variants.Stepper.fromSudoku(first, undefined, 'constraints').free(),
    );
  }
  assert.equal(builds.maker.solveSudoku('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......').length, 81);
});

test("a link to step 4294967295 of 13-queens at link detail goes past the scouted timeline to the scout's limit, 2,000,000 events, quickly and unlogged", async () => {
  const { useEngine, Session } = await import('../../../www/js/engine/session.js');
  useEngine(builds.links, 'links');
  const queens = [];
  const n = 13;
  const items = [...Array(n).keys()].map((k) => `r${k}`).concat([...Array(n).keys()].map((k) => `c${k}`));
  queens.push(items.join(' '));
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) queens.push(`r${r} c${c}`);
  const session = new Session({ text: queens.join('\n') }, { detail: 'links' });
  const start = performance.now();
  session.seek(4294967295);
  const took = performance.now() - start;
  assert.ok(session.timeline.total < 2_000_000, 'the first 40 ms scouted less');
  assert.equal(session.position(), 2_000_000);
  assert.ok(session.log.length <= 1, `${session.log.length} events logged on the way`);
  assert.ok(took < 2000, `${took} ms`);
  assert.equal(session.back(1).length, 1);
  assert.equal(session.position(), 1_999_999);
  session.forward(10);
  assert.equal(session.position(), 2_000_009);
  session.free();
});

test('a problem of a million colours, 7.2 MB, is read by the links build (in linear time, not minutes)', () => {
  // As tests/parse_time.rs builds it: 100,000 options, each giving ten secondary items colours
  // never seen before. A search of the colour list for every entry took minutes here.
  const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const name = (k) => [0, 1, 2, 3].map((place) => DIGITS[Math.floor(k / 62 ** place) % 62]).join('');
  const lines = ['A | a b c d e f g h i j'];
  for (let option = 0; option < 100_000; option++) {
    lines.push(`A ${[...'abcdefghij'].map((item, k) => `${item}:${name(10 * option + k)}`).join(' ')}`);
  }
  const stepper = new builds.links.Stepper(lines.join('\n'));
  const names = stepper.colorNames();
  assert.equal(names.length, 1_000_000);
  assert.equal(names[999_999], name(999_999));
  stepper.free();
});

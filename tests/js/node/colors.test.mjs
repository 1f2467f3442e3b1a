// Knuth's colours through the JavaScript API, checked against the native engine (the CLI).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, native, dataFile } from '../native.mjs';

const EXAMPLE = 'A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1';

function jsTrace(text, detail) {
  const stepper = new builds.links.Stepper(text);
  stepper.setDetail(detail);
  const events = [];
  for (let event = stepper.step(); ; event = stepper.step()) {
    events.push(event);
    if (event.type === 'done') break;
  }
  stepper.free();
  return events;
}

for (const detail of ['algorithm', 'links']) {
  test(`a colour problem: the same events as the native stepper, purify and its colour's name included (${detail})`, () => {
    const text = dataFile('xcc/masyu-12x12-s23.dlx');
    const events = jsTrace(text, detail);
    assert.ok(
      events.some((event) => event.type === 'purify' && typeof event.colorName === 'string'),
      'a purify',
    );
    const nativeEvents = native(['trace', '--detail', detail], text)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(events, nativeEvents);
  });
}

test("Knuth's colour example: colours, the option left out, node colours as the search goes, and his figures", () => {
  const stepper = new builds.links.Stepper(EXAMPLE);
  assert.equal(stepper.hasColors, true);
  assert.deepEqual(stepper.colorNames(), ['0', '1']);
  assert.deepEqual(Array.from(stepper.optionColors(1)), [0, 0, 2, 2]);
  assert.deepEqual(stepper.droppedOptions(), [{ line: 4, text: 'X:0 Y:1' }]);
  assert.ok(Array.from(stepper.nodeColors()).every((color) => color >= 0));
  // To the purify of X to 1 by A C X:1 Y:1: B X:1's node in X is settled (-1), X's header says 1.
  let event;
  do event = stepper.step();
  while (!(event.type === 'purify' && event.colorName === '1' && event.itemName === 'X'));
  const colors = stepper.nodeColors();
  assert.equal(colors[4], 2); // X is item 4, purified to colour 2 ("1").
  assert.equal(colors.filter((color) => color < 0).length, 1);
  stepper.countSolutions();
  assert.deepEqual(stepper.stats(), { nodes: 4, updates: 14, solutions: 1, cleansings: 5 });
  stepper.free();
  const plain = new builds.links.Stepper('A B\nA\nB');
  assert.equal(plain.hasColors, false);
  assert.equal(plain.nodeColors().length, 0);
  assert.deepEqual(Array.from(plain.optionColors(0)), [0]);
  plain.free();
});

test("counting a colour file of data/xcc in wasm gives the CLI's figures", () => {
  const text = dataFile('xcc/torto-TORTO.dlx');
  const stepper = new builds.links.Stepper(text);
  stepper.countSolutions();
  const cli = JSON.parse(native(['solve', '--json', '--threads', '1'], text));
  const { nodes, updates, solutions, cleansings } = cli;
  assert.deepEqual(stepper.stats(), { nodes, updates, solutions, cleansings });
  assert.equal(builds.count.countSolutions(text), solutions);
  stepper.free();
});

test('the puzzle builds have no colour calls, and their steppers say so to the page', () => {
  const sudoku = builds.sudoku.Stepper.fromSudoku('.'.repeat(81));
  assert.equal(sudoku.hasColors, undefined);
  assert.equal(sudoku.nodeColors, undefined);
  sudoku.free();
});

// The controls' pure helpers: how a far seek is cut into waypoints, and how a step is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waypoint, parseStep, watchableRate, USUAL_RATE } from '../../../www/js/views/controls.js';

/** The events of work the player does to go from `here` to `there` (replay or undo, whichever is less). */
const work = (here, there) => (there >= here ? there - here : Math.min(here - there, there));

test('a far seek is cut into waypoints of bounded work that reach the target', () => {
  const pairs = [
    [0, 0],
    [0, 5],
    [0, 10_000],
    [0, 10_001],
    [0, 2_000_000],
    [2_000_000, 0],
    [2_000_000, 1_999_000],
    [2_000_000, 1_500_000],
    [2_000_000, 900_000],
    [1_000_000, 5],
    [123_456, 123_455],
    [7, 2_000_000],
  ];
  for (const [from, target] of pairs) {
    let here = from;
    let hops = 0;
    while (here !== target) {
      const next = waypoint(here, target);
      assert.ok(work(here, next) <= 10_000, `${from} → ${target}: hop ${here} → ${next}`);
      here = next;
      hops += 1;
      assert.ok(hops <= 1 + Math.ceil(Math.abs(target - from) / 10_000), `${from} → ${target} takes too many hops`);
    }
  }
});

test('a step is decimal digits; anything else is the start', () => {
  assert.equal(parseStep('9'), 9);
  assert.equal(parseStep('4294967295'), 4294967295);
  for (const text of [null, undefined, '', '-5', '1e3', '0x10', 'NaN', 'Infinity', '3.5', ' 7', '12345678901234567']) {
    assert.equal(parseStep(text), 0, String(text));
  }
});

test('a first play of a short search is slow enough to watch; a long or unknown one goes at the usual rate', () => {
  assert.equal(watchableRate({ total: 43, complete: true }), 43 / 20);
  assert.equal(watchableRate({ total: 5, complete: true }), 1);
  assert.equal(watchableRate({ total: 4278, complete: true }), USUAL_RATE);
  assert.equal(watchableRate({ total: 100_000, complete: false }), USUAL_RATE);
});

// The links module's memory on problems of many short options stays within twice what Knuth's
// dlx1 takes natively on the same files (its peak resident memory, measured by
// benches/memory.mjs). A WebAssembly module's memory only grows, so its size after the work is
// the peak; each case runs in a fresh instance of the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT } from '../native.mjs';

async function freshModule(build = 'links') {
  const engine = await import(`../../../www/pkg-${build}/dlx_stepper.js?instance=${Math.random()}`);
  const exports = engine.initSync({ module: readFileSync(`${ROOT}www/pkg-${build}/dlx_stepper_bg.wasm`) });
  return { engine, memory: () => exports.memory.buffer.byteLength };
}

// Options of three items each out of 3,000, as many as 8 MiB hold, and two options that end the
// search at once: the file tests/integration/hostile_input.rs and benches/memory.mjs use.
function threeItemOptions() {
  const names = Array.from({ length: 3000 }, (_, i) => `i${i}`);
  const lines = [['Z', 'Y', 'X', ...names].join(' '), 'Z X', 'Y X'];
  let size = lines.reduce((sum, line) => sum + line.length + 1, 0);
  for (let option = 0; ; option++) {
    const line = [0, 1, 2].map((k) => names[(option * 7 + k * 1013) % 3000]).join(' ');
    if (size + line.length + 1 > 8 * 1024 * 1024) break;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

// dlx1's peak resident memory on each file, in bytes.
const FILES = [
  ['4,194,302 options of one item', () => 'A\n'.repeat(4_194_303), 132_400 * 1024, 4_194_302],
  ['options of three items out of 3,000', threeItemOptions, 32_300 * 1024, 0],
];

for (const [name, text, dlx1, solutions] of FILES) {
  test(`a stepper over ${name} takes at most twice dlx1's memory`, async () => {
    const { engine, memory } = await freshModule();
    const stepper = new engine.Stepper(text());
    assert.equal(stepper.countSolutions(), solutions);
    stepper.reset();
    assert.ok(memory() <= 2 * dlx1, `${memory()} bytes, dlx1 takes ${dlx1}`);
  });

  test(`countSolutions over ${name} takes at most twice dlx1's memory`, async () => {
    const { engine, memory } = await freshModule('count');
    assert.equal(engine.countSolutions(text()), solutions);
    assert.ok(memory() <= 2 * dlx1, `${memory()} bytes, dlx1 takes ${dlx1}`);
  });
}

test("a worker's part of a root with millions of branches is the whole search, in at most twice dlx1's memory", async () => {
  const [, text, dlx1, solutions] = FILES[0];
  const { engine, memory } = await freshModule();
  const stepper = new engine.Stepper(text());
  // Cut at the root, each of its 4,194,302 branches was a part: a pool passed them around.
  const cut = stepper.enterPart(32, 0);
  assert.deepEqual(cut, { parts: 1, nodes: 0, updates: 0, cleansings: 0, entered: true });
  assert.equal(stepper.countSolutions(), solutions);
  assert.equal(stepper.enterPart(32, 1).entered, false);
  assert.ok(memory() <= 2 * dlx1, `${memory()} bytes, dlx1 takes ${dlx1}`);
});

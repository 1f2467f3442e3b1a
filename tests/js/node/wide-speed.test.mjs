// Wide, shallow search trees (data/wide/: a million solutions and more) against Knuth's speed, in
// one run. His dlx2 and dlx3 are not on a fresh machine, but our links are: they count his nodes
// and updates and took 0.9 to 1.1 of his time on these files (benches/wide.rs times both). So the
// command line's count on one thread (`solve --count --threads 1`, the engine the core's door
// picks) must stay within WIDE_BUDGET of `--engine links` on the same file: were the door to
// send these back to the links or dancing cells, or the bit engine's node to grow, the count
// would go back to Knuth's time or beyond (issue #54's goal: at most 0.75 of it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { BIN, ROOT, fastest } from '../native.mjs';

const WIDE_BUDGET = 0.65;
const FILES = ['wide/masyu-7x7-c3.dlx', 'wide/slither-6x6-c5.dlx', 'wide/redrect-4x5.dlx'];

function count(file, engine) {
  const start = process.hrtime.bigint();
  const out = execFileSync(BIN, ['solve', '--count', '--threads', '1', '--engine', engine, `${ROOT}data/${file}`], {
    encoding: 'utf8',
  });
  return { count: Number(out.trim()), seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

for (const file of FILES) {
  test(`the count of ${file} takes at most ${WIDE_BUDGET} of the links' time`, () => {
    const times = { auto: [], links: [] };
    let expected;
    for (let round = 0; round < 3; round++) {
      for (const engine of ['auto', 'links']) {
        const { count: found, seconds } = count(file, engine);
        expected ??= found;
        assert.equal(found, expected, engine);
        times[engine].push(seconds);
      }
    }
    assert.ok(expected >= 1_000_000, `${expected} solutions`);
    const ratio = fastest(times.auto) / fastest(times.links);
    assert.ok(
      ratio <= WIDE_BUDGET,
      `auto ${fastest(times.auto).toFixed(3)} s, links ${fastest(times.links).toFixed(3)} s: ${ratio.toFixed(2)} of the links' time`,
    );
  });
}

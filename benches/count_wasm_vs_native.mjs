// A count in WebAssembly under node against the command line's, in one run: the ratio
// wasm/native of `countSolutions(text)` (the count build, with the engine the core's door picks)
// to `solve --count --threads 1` (the same door, natively), on plain, colour and multiplicity
// problems. What the browser gets for a count is the first figure; the goal is at most 1.3.
//
//   node benches/count_wasm_vs_native.mjs [FILE …]   (after scripts/build.sh and cargo build --release)
//
// FILEs are paths under data/ (by default one or two of each kind). Native: the release CLI,
// timed around the process (reading the file and starting included, a few milliseconds). Wasm:
// in this node process, after one warm-up pass. The two alternate, five rounds each; medians are
// compared.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as api from '../www/pkg-count/dlx_stepper.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;
const DEFAULT_FILES = [
  'exact-cover/scott.dlx',
  'exact-cover/p6x10q.dlx',
  'exact-cover/queens12.dlx',
  'xcc/debruijn-2-4-6.dlx',
  'xcc/macmahon-hex-fix3.dlx',
  'xcc/wordrect-4x4.dlx',
  'xcc/indicator-d3k3-neq.dlx',
  'mcc/ian-O.dlx',
  'mcc/polyomino-T5-4x5.dlx',
];
const files = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_FILES;
await api.default({ module_or_path: readFileSync(`${root}www/pkg-count/dlx_stepper_bg.wasm`) });

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log('file | solutions | engine | native s | wasm s | wasm/native');
for (const name of files) {
  const path = `${root}data/${name}`;
  const text = readFileSync(path, 'utf8');
  const native = () => {
    const start = process.hrtime.bigint();
    const count = Number(
      execFileSync(bin, ['solve', '--count', '--threads', '1', path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    return { count, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
  };
  const wasm = () => {
    const start = performance.now();
    const count = api.countSolutions(text);
    return { count, seconds: (performance.now() - start) / 1000 };
  };
  // The warm-up pass of each, and the count every later pass must give.
  const expected = native().count;
  if (wasm().count !== expected) throw new Error(`${name}: wasm and native counts differ`);
  const chosen = api.countEngine(text).split(':')[0];
  const times = { native: [], wasm: [] };
  for (let round = 0; round < 5; round++) {
    for (const [kind, run] of [
      ['native', native],
      ['wasm', wasm],
    ]) {
      const { count, seconds } = run();
      if (count !== expected) throw new Error(`${name}: ${kind} counted ${count}, not ${expected}`);
      times[kind].push(seconds);
    }
  }
  const [n, w] = [median(times.native), median(times.wasm)];
  console.log(`${name} | ${expected} | ${chosen} | ${n.toFixed(3)} | ${w.toFixed(3)} | ${(w / n).toFixed(2)}`);
}

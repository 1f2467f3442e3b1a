// A colour problem (Knuth's Algorithm C) counted natively and in WebAssembly under node, in one
// run: the ratio wasm/native for the colour search.
//
//   node benches/colors_wasm_vs_native.mjs [FILE …]   (after scripts/build.sh and cargo build --release)
//
// FILEs from data/xcc/ (macmahon-hex-fix3 and debruijn-2-4-6 by default). Native: the
// release CLI (`solve --count --threads 1 --engine links`: the same search as the wasm build's), timed around the process (reading included, a few
// milliseconds). Wasm: `countSolutions(text)` of the links build, in this node process, after one
// warm-up pass. The two alternate, five rounds each; medians are compared.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as api from '../www/pkg-links/dlx_stepper.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['macmahon-hex-fix3.dlx', 'debruijn-2-4-6.dlx'];
await api.default({ module_or_path: readFileSync(`${root}www/pkg-links/dlx_stepper_bg.wasm`) });

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const name of files) {
  const path = `${root}data/xcc/${name}`;
  const text = readFileSync(path, 'utf8');
  const native = () => {
    const start = process.hrtime.bigint();
    const count = Number(execFileSync(bin, ['solve', '--count', '--threads', '1', '--engine', 'links', path], { encoding: 'utf8' }).trim());
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
  const times = { native: [], wasm: [] };
  for (let round = 0; round < 5; round++) {
    for (const [kind, run] of [['native', native], ['wasm', wasm]]) {
      const { count, seconds } = run();
      if (count !== expected) throw new Error(`${name}: ${kind} counted ${count}, not ${expected}`);
      times[kind].push(seconds);
    }
  }
  const [n, w] = [median(times.native), median(times.wasm)];
  console.log(`${name}: ${expected} solutions; native ${n.toFixed(3)} s, wasm (node) ${w.toFixed(3)} s: wasm/native ${(w / n).toFixed(2)}`);
}

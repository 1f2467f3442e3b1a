// The same Sudoku set solved (and proved unique) natively and in WebAssembly, in one run.
//
//   node benches/wasm_vs_native.mjs [COUNT]      (after scripts/build.sh and cargo build --release)
//
// Native: the release CLI (`dlx-stepper sudoku --count --limit 2`) over a file of COUNT 17-clue
// puzzles, timed around the process. Wasm: `sudokuAnswer(puzzle, undefined, 2)` per puzzle in
// this node process, after one untimed warm-up pass. They alternate, five rounds each, and the
// medians are compared.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '../www/pkg/dlx_stepper.js';

const root = fileURLToPath(new URL('../', import.meta.url));
api.initSync({ module: readFileSync(`${root}www/pkg/dlx_stepper_bg.wasm`) });
const count = Number(process.argv[2] ?? 10000);
const puzzles = readFileSync(`${root}../shared/data/sudoku/17clue_royle49151.txt`, 'utf8').split('\n').filter((l) => l.trim()).slice(0, count);
const file = join(mkdtempSync(join(tmpdir(), 'dlx-bench-')), 'puzzles.txt');
writeFileSync(file, puzzles.join('\n'));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;

function nativeRun() {
  const start = process.hrtime.bigint();
  const out = execFileSync(bin, ['sudoku', '--count', '--limit', '2', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (out.trim().split('\n').some((line) => line !== '1')) throw new Error('native: a puzzle without exactly one solution');
  return seconds;
}

function wasmRun() {
  const start = process.hrtime.bigint();
  for (const puzzle of puzzles) {
    if (api.sudokuAnswer(puzzle, undefined, 2).count !== 1) throw new Error(`wasm: not unique: ${puzzle}`);
  }
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// One untimed pass first: node compiles wasm in tiers, and the first pass mostly runs the quick
// baseline code; a page pays that once, so steady speed is what is compared.
wasmRun();
const rounds = 5;
const native = [];
const wasm = [];
for (let round = 0; round < rounds; round++) {
  native.push(nativeRun());
  wasm.push(wasmRun());
}
const median = (list) => list.slice().sort((a, b) => a - b)[rounds >> 1];
const n = median(native);
const w = median(wasm);
console.log(`${puzzles.length} 17-clue puzzles, each solved and proved unique (median of ${rounds})`);
console.log(`  native (CLI)      ${n.toFixed(3)} s  ${Math.round(puzzles.length / n).toLocaleString()} puzzles/s`);
console.log(`  wasm (node ${process.versions.node})  ${w.toFixed(3)} s  ${Math.round(puzzles.length / w).toLocaleString()} puzzles/s`);
console.log(`  wasm / native     ${(w / n).toFixed(2)}×`);

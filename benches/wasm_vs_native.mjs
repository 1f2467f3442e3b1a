// The same Sudoku set solved (and proved unique) natively, in WebAssembly under node, and in
// WebAssembly in headless Chromium, in one run.
//
//   node benches/wasm_vs_native.mjs [COUNT]      (after scripts/build.sh and cargo build --release)
//
// COUNT 17-clue puzzles (all 49,151 by default). Native: the release CLI (`dlx-stepper sudoku
// --count --limit 2`) over a file of them, timed around the process. Wasm: `sudokuAnswer(puzzle,
// undefined, 2)` per puzzle, in this node process and in a page of Debian's Chromium (skipped
// when it is not installed). Cold: the first pass of a fresh module, which runs mostly the
// engine's quick baseline code while the optimised code compiles; a page pays that once. Warm:
// the passes after it. The three alternate, five rounds each, and the medians are compared.
import { readFileSync, writeFileSync, mkdtempSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The module the Sudoku page's worker answers with: the generator's build, with the fast solver.
import * as api from '../www/pkg-maker/dlx_stepper.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const all = readFileSync(`${root}data/sudoku/17clue_royle49151.txt`, 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const puzzles = all.slice(0, Number(process.argv[2] ?? all.length));
const file = join(mkdtempSync(join(tmpdir(), 'dlx-bench-')), 'puzzles.txt');
writeFileSync(file, puzzles.join('\n'));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;

function nativeRun() {
  const start = process.hrtime.bigint();
  // One thread, as wasm runs on one: the CLI uses every core by default.
  const out = execFileSync(bin, ['sudoku', '--count', '--limit', '2', '--threads', '1', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (
    out
      .trim()
      .split('\n')
      .some((line) => line !== '1')
  )
    throw new Error('native: a puzzle without exactly one solution');
  return seconds;
}

// The same function runs in node and, as its source, in the page.
function solveAll(engine, list) {
  const start = performance.now();
  for (const puzzle of list) {
    if (engine.sudokuAnswer(puzzle, undefined, 2).count !== 1) throw new Error(`wasm: not unique: ${puzzle}`);
  }
  return (performance.now() - start) / 1000;
}

api.initSync({ module: readFileSync(`${root}www/pkg-maker/dlx_stepper_bg.wasm`) });
const nodeCold = solveAll(api, puzzles);

// Chromium: a page of the project's own server, with the puzzles handed over once.
let chromium = null;
const { chromiumPath, startServer, launch } = await import('../tests/js/browser.mjs');
if (existsSync(chromiumPath({ full: true }))) {
  const server = await startServer();
  const browser = await launch({ full: true });
  const page = await browser.newPage();
  await page.goto(`${server.url}links.html`);
  const cold = await page.evaluate(
    async ({ list, source }) => {
      const engine = await import('./pkg-maker/dlx_stepper.js');
      await engine.default();
      window.bench = { engine, list, solveAll: new Function(`return (${source})`)() };
      return window.bench.solveAll(engine, list);
    },
    { list: puzzles, source: solveAll.toString() },
  );
  chromium = {
    cold,
    run: () => page.evaluate(() => window.bench.solveAll(window.bench.engine, window.bench.list)),
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

const rounds = 5;
const times = { native: [], node: [], chromium: [] };
for (let round = 0; round < rounds; round++) {
  times.native.push(nativeRun());
  times.node.push(solveAll(api, puzzles));
  if (chromium) times.chromium.push(await chromium.run());
}
await chromium?.close();

const median = (list) => list.slice().sort((a, b) => a - b)[list.length >> 1];
const native = median(times.native);
const rate = (seconds) =>
  `${Math.round(puzzles.length / seconds)
    .toLocaleString()
    .padStart(7)} puzzles/s`;
const line = (name, seconds) =>
  `  ${name.padEnd(28)} ${seconds.toFixed(3).padStart(7)} s  ${rate(seconds)}  ${(seconds / native).toFixed(2)}× native`;
console.log(`${puzzles.length.toLocaleString()} 17-clue puzzles, each solved and proved unique (warm: median of ${rounds})`);
console.log(line('native (CLI)', native));
console.log(line(`wasm, node ${process.versions.node}, warm`, median(times.node)));
console.log(line('wasm, node, cold (1st pass)', nodeCold));
if (chromium) {
  console.log(line('wasm, Chromium, warm', median(times.chromium)));
  console.log(line('wasm, Chromium, cold', chromium.cold));
} else {
  console.log(`  (no Chromium at ${chromiumPath({ full: true })}: the browser was not measured)`);
}

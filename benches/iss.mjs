// Variant Sudoku against the Interactive Sudoku Solver (ISS), the best-known solver for them, in
// one node process: each example of data/iss/examples.tsv whose types we support, proved unique
// by ISS's own solver (its `SimpleSolver`, which its tests use: propagators per constraint) and by
// ours in WebAssembly (the variants build's `solveVariantSudoku(text, 2)`: exact cover with
// colours). Alternating, three rounds, medians; prints each puzzle's times and ours over theirs.
//
//   git clone https://github.com/sigh/Interactive-Sudoku-Solver /tmp/iss   (MIT; never copied here)
//   ISS_DIR=/tmp/iss node benches/iss.mjs [--all] [NAME…]
//
// After scripts/build.sh. The examples on data/iss/slow.txt (minutes for our search) are left out
// unless --all is given. ISS's first puzzle also pays for compiling its solver; each is run once
// before timing.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const issDir = process.env.ISS_DIR;
if (!issDir || !existsSync(`${issDir}/js/sandbox/simple_solver.js`)) {
  console.error('Set ISS_DIR to a checkout of github.com/sigh/Interactive-Sudoku-Solver (see the top of this file).');
  process.exit(2);
}
const args = process.argv.slice(2);
const all = args.includes('--all');
const only = args.filter((a) => a !== '--all');

// ISS's modules expect a browser's globals (as its own tests set them).
globalThis.self = globalThis;
globalThis.VERSION_PARAM = '';
const { SimpleSolver } = await import(pathToFileURL(`${issDir}/js/sandbox/simple_solver.js`).href);

const engine = await import('../www/pkg-variants/dlx_stepper.js');
engine.initSync({ module: readFileSync(`${root}www/pkg-variants/dlx_stepper_bg.wasm`) });

const slow = new Set(
  readFileSync(`${root}data/iss/slow.txt`, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);
const examples = readFileSync(`${root}data/iss/examples.tsv`, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split('\t'))
  .map(([name, , solution, text]) => ({ name, solution, text }))
  .filter(({ name, text }) => engine.inspectSudoku(text, undefined, 'constraints').grid && (all || !slow.has(name)))
  .filter(({ name }) => !only.length || only.includes(name));

function time(run) {
  const start = performance.now();
  const result = run();
  return [performance.now() - start, result];
}

const theirs = (text) => time(() => new SimpleSolver().countSolutions(text, 2));
const ours = (text) => time(() => engine.solveVariantSudoku(text, 2).count);
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log('puzzle                                              ISS ms    ours ms   ours/ISS');
const ratios = [];
for (const { name, text } of examples) {
  // Once each before timing: ISS's first call builds its tables, ours compiles nothing more.
  const [, theirCount] = theirs(text);
  const [, ourCount] = ours(text);
  if (Number(theirCount) !== 1 || ourCount !== 1)
    console.log(`  ${name}: counts differ or not unique: ISS ${theirCount}, ours ${ourCount}`);
  const a = [];
  const b = [];
  for (let round = 0; round < 3; round++) {
    a.push(theirs(text)[0]);
    b.push(ours(text)[0]);
  }
  const ratio = median(b) / median(a);
  ratios.push(ratio);
  console.log(
    `${name.slice(0, 50).padEnd(50)} ${median(a).toFixed(2).padStart(8)} ${median(b).toFixed(2).padStart(10)} ${ratio.toFixed(2).padStart(10)}`,
  );
}
const geometric = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
console.log(
  `${ratios.length} puzzles; ours over ISS: median ${median(ratios).toFixed(2)}, geometric mean ${geometric.toFixed(2)}, worst ${Math.max(...ratios).toFixed(2)}`,
);

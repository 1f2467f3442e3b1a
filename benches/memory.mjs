// Peak memory of a problem's links, ours against Knuth's dlx1, natively and in WebAssembly, in
// one run: the ratios ours/dlx1.
//
//   DLX1=path/to/dlx1 node benches/memory.mjs   (after scripts/build.sh and cargo build --release)
//
// Problems: files of many short options (4,194,303 options of one item, the most the 8 MiB text
// limit holds; about 650,000 options of three items out of 3,000) and Scott's pentomino problem.
// Native: the peak resident memory of `dlx-stepper solve --count --threads 1 --engine links FILE` and of
// `dlx1 < FILE`, each its own process, as Linux counts it for a child (python3's getrusage).
// WebAssembly: the size of a fresh links module's memory (it only grows) after `new
// Stepper(text)` and a count of its solutions on it, as the links page makes one; and, in another fresh
// module, after `countSolutions(text)`. dlx1 is built from Knuth's dlx1.w with ctangle (the
// texlive-binaries package) and gcc; without DLX1 the ratios are left out.
import { readFileSync, writeFileSync, mkdtempSync, existsSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;
const dlx1 = process.env.DLX1 && existsSync(process.env.DLX1) ? process.env.DLX1 : null;
const scratch = mkdtempSync(join(tmpdir(), 'dlx-memory-'));

function written(name, text) {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

// Options of `width` items each out of `nItems`, as many as fit in `bytes` of text, and two
// options that end the search at once: Z's only option takes away Y's (a count of 0 in two
// nodes, as long to find as it is to read the file).
function shortOptions(nItems, width, bytes) {
  const names = Array.from({ length: nItems }, (_, i) => `i${i}`);
  const lines = [['Z', 'Y', 'X', ...names].join(' '), 'Z X', 'Y X'];
  let size = lines.reduce((sum, line) => sum + line.length + 1, 0);
  for (let option = 0; ; option++) {
    const line = Array.from({ length: width }, (_, k) => names[(option * 7 + k * 1013) % nItems]).join(' ');
    if (size + line.length + 1 > bytes) break;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

const LIMIT = 8 * 1024 * 1024;
const problems = [
  ['4,194,303 options of one item', written('one-item.dlx', `A\n${'A\n'.repeat((LIMIT - 2) / 2)}`)],
  ['options of three items out of 3,000', written('three-items.dlx', shortOptions(3000, 3, LIMIT))],
  ["Scott's pentomino problem", `${root}data/exact-cover/scott.dlx`],
];

// The peak resident memory (bytes) of `command` run to its end, reading `input` from a file.
function peakResident(command, args, input) {
  const measure =
    'import resource, subprocess, sys\n' +
    'with open(sys.argv[1], "rb") as f:\n' +
    '    subprocess.run(sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)\n' +
    'print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n';
  const kb = execFileSync('python3', ['-c', measure, input ?? '/dev/null', command, ...args], { encoding: 'utf8' });
  return Number(kb.trim()) * 1024;
}

// The memory of a fresh instance of the links module after `work(engine)`.
async function wasmPeak(work) {
  const engine = await import(`../www/pkg-links/dlx_stepper.js?fresh=${Math.random()}`);
  const exports = engine.initSync({ module: readFileSync(`${root}www/pkg-links/dlx_stepper_bg.wasm`) });
  work(engine);
  return exports.memory.buffer.byteLength;
}

const mb = (bytes) => (bytes / 1e6).toFixed(1);
const ratio = (ours, theirs) => (theirs ? (ours / theirs).toFixed(2) : '-');
console.log('peak memory in MB (ratio to dlx1)');
console.log('problem | options | native | wasm Stepper | wasm countSolutions | dlx1');
for (const [name, path] of problems) {
  const text = readFileSync(path, 'utf8');
  const native = peakResident(bin, ['solve', '--count', '--threads', '1', '--engine', 'links', path]);
  const knuth = dlx1 ? peakResident(dlx1, [], path) : null;
  let options = 0;
  const stepper = await wasmPeak((engine) => {
    const s = new engine.Stepper(text);
    options = s.nOptions;
    s.countSolutions();
    s.free();
  });
  const counted = await wasmPeak((engine) => engine.countSolutions(text));
  console.log(
    [
      name,
      options,
      `${mb(native)} (${ratio(native, knuth)})`,
      `${mb(stepper)} (${ratio(stepper, knuth)})`,
      `${mb(counted)} (${ratio(counted, knuth)})`,
      knuth ? mb(knuth) : '-',
    ].join(' | '),
  );
}
rmSync(scratch, { recursive: true });

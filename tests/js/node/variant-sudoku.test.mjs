// Variant Sudoku with constraints in wasm (the variants build), as the Sudoku page and its workers
// use it: ISS's example puzzles have their published solutions, unique; a stepper finds the same
// grid; a grid line with the constraints after it reads as the whole string; errors say where.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, dataFile } from '../native.mjs';
import { looksLikeConstraints } from '../../../www/js/sudoku/variants.js';

const engine = builds.variants;
const slow = new Set(
  dataFile('iss/slow.txt')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);
const examples = dataFile('iss/examples.tsv')
  .trim()
  .split('\n')
  .map((line) => {
    const [name, types, solution, text] = line.split('\t');
    return { name, types, solution, text };
  });

/** A solution as ISS writes it (letters from A on grids of 10 digits or more) from the engine's line. */
function issLine(line, side) {
  if (side < 10) return line;
  return Array.from(line, (ch) => String.fromCharCode(64 + parseInt(ch, 36))).join('');
}

test('every example of supported types that is not on the slow list is solved in wasm with its published solution, and is unique', () => {
  let solved = 0;
  for (const { name, solution, text } of examples) {
    const check = engine.inspectSudoku(text, undefined, 'constraints');
    if (!check.grid) {
      assert.match(check.error, /is not supported|are supported/, name);
      continue;
    }
    if (slow.has(name)) continue;
    assert.equal(check.ok, true, `${name}: ${check.error}`);
    const answer = engine.solveVariantSudoku(text, 2);
    assert.equal(answer.count, 1, `${name}: not unique`);
    assert.equal(issLine(answer.solution, check.side), solution, name);
    solved += 1;
  }
  assert.ok(solved >= 34, `only ${solved} solved`);
});

test('a long count tells the grids found so far every 1,024 grids, and a progress function that throws stops nothing', () => {
  const text = '.Shape~6x6.Thermo~R1C1~R1C2~R1C3';
  const reports = [];
  const answer = engine.solveVariantSudoku(text, 5000, (count) => reports.push(count));
  assert.equal(answer.count, 5000);
  assert.deepEqual(reports, [1024, 2048, 3072, 4096]);
  const thrown = engine.solveVariantSudoku(text, 3000, () => {
    throw new Error('thrown by the page');
  });
  assert.equal(thrown.count, 3000);
  assert.equal(engine.solveVariantSudoku(text, 3000).count, 3000);
});

test('a stepper over a puzzle with constraints reaches the same grid, and its tables name each item and option', () => {
  const { text, solution } = examples.find((e) => e.name === 'Thermo');
  const stepper = engine.Stepper.fromSudoku(text, undefined, 'constraints');
  while (stepper.advance(1_000_000) !== 'solution');
  assert.equal(stepper.sudokuGrid(), solution);
  const kinds = engine.sudokuItemKinds();
  const items = stepper.sudokuConstraints();
  const rules = stepper.sudokuRules();
  assert.equal(rules.variant, 'constraints');
  assert.deepEqual(
    rules.constraints.map((c) => c.name),
    ['Thermo 1', 'Thermo 2', 'Thermo 3', 'Thermo 4'],
  );
  assert.deepEqual(rules.constraints[0].cells.slice(0, 2), [8 * 9 + 3, 7 * 9 + 2]); // r9c4 then r8c3
  // Each item a constraint made is that constraint's; every placement is a cell and digit.
  const names = stepper.itemNames();
  for (let item = 0; item < names.length; item++) {
    const [code, a] = items.slice(3 * item, 3 * item + 3);
    // (A pair of placements a thermometer refuses names the pair: `r9c4=3~r8c3=3`.)
    if (kinds[code] === 'constraint') assert.ok(names[item].startsWith(`Thermo${a + 1}`) || names[item].includes('~'), names[item]);
    if (kinds[code] === 'cell') assert.match(names[item], /^r\dc\d$/);
  }
  const placements = stepper.sudokuPlacements();
  for (let option = 0; option < placements.length / 3; option++) {
    const [a, b, digit] = placements.slice(3 * option, 3 * option + 3);
    const label = stepper.optionLabel(option);
    if (digit > 0) assert.ok(label.startsWith(`r${a + 1}c${b + 1}=${digit}`), label);
    else assert.ok(label.startsWith(`Thermo${a + 1}`), label);
  }
  stepper.free();
});

test("the page's form, a grid line and then the constraints without givens, reads as the whole string", () => {
  for (const { name, text } of examples.slice(0, 20)) {
    const whole = engine.inspectSudoku(text, undefined, 'constraints');
    if (!whole.grid) continue;
    const paired = engine.inspectSudoku(`${whole.grid}\n${whole.rulesText}`, undefined, 'constraints');
    assert.equal(paired.grid, whole.grid, name);
    assert.deepEqual(paired.rules, whole.rules, name);
    assert.equal(paired.rulesText, whole.rulesText, name);
  }
});

test('bad strings are refused with what is wrong and where, never a throw from inspectSudoku', () => {
  const unsupported = engine.inspectSudoku('.~R1C1_5.NumberedRoom~C1~8~', undefined, 'constraints');
  assert.equal(unsupported.ok, false);
  assert.match(unsupported.error, /constraint 2 .*`NumberedRoom` is not supported; supported: Given/);
  const badCell = engine.inspectSudoku('.Thermo~R1C1~R1Cj', undefined, 'constraints');
  assert.match(badCell.error, /`R1Cj` is not a cell/);
  const shortLine = engine.inspectSudoku(`${'.'.repeat(80)}\n.Thermo~R1C1~R1C2`, undefined, 'constraints');
  assert.match(shortLine.error, /has 80 characters; a 9x9 grid has 81/);
  // A constraint no digits fit: read and drawn, with the reason.
  const impossible = engine.inspectSudoku('.Cage~50~R1C1~R1C2', undefined, 'constraints');
  assert.equal(impossible.ok, false);
  assert.ok(impossible.grid);
  assert.match(impossible.error, /Cage 1/);
  assert.throws(() => engine.Stepper.fromSudoku('.Cage~50~R1C1~R1C2', undefined, 'constraints'), /Cage 1/);
  assert.throws(() => engine.solveVariantSudoku('.Thermo~R1C1~R1C2', 0), /at least 1/);
});

test("the Sudoku page's guess of a constraint string agrees with the engine on every example and every grid", () => {
  // ISS's examples (those of types the engine lacks too: it is the engine that names them), and
  // strings of whole-grid rules alone, as the editor leaves them, which the engine reads.
  const wholeGrid = ['.AntiKnight', '.Windoku.AntiKing', '.Diagonal~1.AntiKnight'];
  for (const text of [...examples.map(({ text }) => text), ...wholeGrid]) {
    assert.equal(looksLikeConstraints(text), true, text);
    assert.equal(looksLikeConstraints(`${'.'.repeat(81)}\n${text}`), true, `after a grid line: ${text}`);
  }
  for (const text of wholeGrid) assert.equal(engine.inspectSudoku(text, undefined, 'constraints').ok, true, text);
  // Grids: Project Euler's, drawn over nine lines, and 16×16 and 25×25 rows whose digits above 9
  // are letters.
  const grids = [
    dataFile('sudoku/pe96_grids.txt'),
    '.ABCDEFG12345678\n'.repeat(16),
    `.${'ABCDEFGHIJKLMNOP'.slice(0, 15)}123456789\n`.repeat(25),
    ...dataFile('sudoku/top95.txt').trim().split('\n'),
  ];
  for (const grid of grids) assert.equal(looksLikeConstraints(grid), false, grid.slice(0, 40));
});

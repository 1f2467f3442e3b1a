// The pages name Sudoku items, options and digits with the engine's own tables and names: on a
// 16×16 (digits above 9 written A–G) of every variant, the labels the views write agree with the
// names the engine gives, letter for letter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, dataFile } from '../native.mjs';
import { everyVariant, DIGITS } from '../sixteen.mjs';

const { useEngine, Session } = await import('../../../www/js/engine/session.js');
const { digitChar, digitOfKey } = await import('../../../www/js/engine/codes.js');
const { watchTables, engineLabels, optionText, optionCell } = await import('../../../www/js/views/sudoku-watch.js');
useEngine(builds.sudoku, 'sudoku');

// The kinds of item each variant has, as the engine names them.
const KINDS = {
  classic: ['box', 'cell', 'column', 'row'],
  x: ['box', 'cell', 'column', 'diagonal', 'row'],
  windoku: ['box', 'cell', 'column', 'row', 'window'],
  jigsaw: ['cell', 'column', 'region', 'row'],
  killer: ['box', 'cage-digit', 'cage-set', 'cell', 'column', 'row'],
};

/** What the views should say of an item the engine calls `name`, from its decoded kind. */
function expectedWords({ kind, a, b }, name, rules) {
  const digit = DIGITS[b];
  const article = '8AEFHILMNORSX'.includes(digit) ? 'an' : 'a';
  switch (kind) {
    case 'cell':
      return `cell r${a + 1}c${b + 1}`;
    case 'diagonal':
      return `the ${a === 0 ? 'main' : 'other'} diagonal needs ${article} ${digit}`;
    case 'cage-set':
      return `cage ${rules.cages[a].label}`;
    case 'cage-digit':
      return `the ${digit} of cage ${rules.cages[a].label}`;
    default:
      return `${kind} ${a + 1} needs ${article} ${digit}`;
  }
}

test("on a 16×16 of every variant, every item and option is labelled with the engine's name and digits", () => {
  for (const { variant, text } of everyVariant()) {
    const session = new Session({ sudoku: text, shape: '4x4', variant }, { scout: false });
    const tables = watchTables(session, 16);
    const { itemLabel, optionLabel } = engineLabels(session, tables);
    const kinds = new Set(tables.constraints.map(({ kind }) => kind));
    assert.deepEqual([...kinds].sort(), KINDS[variant], variant);
    tables.constraints.forEach((constraint, item) => {
      const name = session.itemNames[item];
      assert.equal(itemLabel(item), `${name}: ${expectedWords(constraint, name, tables.rules)}`, `${variant} item ${item}`);
      // The engine's name carries the same digit, in the grid's letters.
      if (constraint.kind !== 'cell' && constraint.kind !== 'cage-set') assert.equal(name.split('#')[1], DIGITS[constraint.b], name);
    });
    let letters = 0;
    tables.placements.forEach((placement, option) => {
      const [row, col, digit] = placement;
      if (digit === 0) return; // A killer cage's digit set: named by the engine alone.
      const cell = `r${row + 1}c${col + 1}`;
      assert.equal(optionLabel(option), `${cell}=${DIGITS[digit]}`);
      assert.equal(optionText(placement, tables.rules), `${DIGITS[digit]} at ${cell}`);
      if (digit > 9) letters += 1;
    });
    assert.ok(letters > 0, `${variant}: placements of the digits A–G`);
    session.free();
  }
});

test("digits are written and read in the engine's alphabet: 1–9, then A–G on a 16×16", () => {
  for (let d = 0; d <= 16; d++) assert.equal(digitChar(d), DIGITS[d]);
  for (let d = 1; d <= 16; d++) {
    assert.equal(digitOfKey(DIGITS[d], 16), d);
    assert.equal(digitOfKey(DIGITS[d].toLowerCase(), 16), d);
  }
  for (const key of ['0', '.', 'H', 'Enter', 'A']) assert.equal(digitOfKey(key, key === 'A' ? 9 : 16), null, key);
  // The grid the engine writes back uses the same characters: its first row is 1–9, A–G.
  const session = new Session({ sudoku: everyVariant()[0].text, shape: '4x4' }, { scout: false });
  assert.equal(session.stepper.sudokuGrid().slice(0, 16), DIGITS.slice(1));
  session.free();
});

test("a killer's implied sums (the rule of 45) are named in the labels and captions as the engine names them, cell for cell", () => {
  useEngine(builds.variants, 'variants');
  const line = dataFile('iss/examples.tsv')
    .split('\n')
    .find((row) => row.startsWith('Killing with flowers\t'));
  const text = line.split('\t')[3];
  const session = new Session({ sudoku: text, variant: 'constraints' }, { scout: false });
  const tables = watchTables(session, 9);
  const { implied, constraints } = tables.rules;
  assert.ok(implied.length > 5, `${implied.length} implied sums`);
  const { itemLabel } = engineLabels(session, tables);
  let items = 0;
  tables.constraints.forEach(({ kind, a }, item) => {
    const name = session.itemNames[item];
    if (!name.startsWith('HouseSum')) return;
    // HouseSum3, HouseSum3@r1c2: the third implied sum, numbered after the puzzle's constraints.
    const j = Number(name.match(/^HouseSum(\d+)/)[1]);
    assert.equal(kind, 'constraint', name);
    assert.equal(a, constraints.length + j - 1, name);
    assert.equal(itemLabel(item), `${name}: House sum ${j} (item ${name})`);
    items += 1;
  });
  assert.ok(items >= implied.length, `${items} items`);
  let options = 0;
  tables.placements.forEach((placement, option) => {
    const [a, , digit] = placement;
    if (digit !== 0 || a < constraints.length) return;
    const sum = implied[a - constraints.length];
    assert.equal(optionText(placement, tables.rules, 'its label'), `“its label” of ${sum.name}`);
    assert.ok(sum.cells.includes(optionCell(placement, tables.rules, 9)), sum.name);
    options += 1;
  });
  assert.ok(options > 100, `${options} options`);
  session.free();
  useEngine(builds.sudoku, 'sudoku');
});

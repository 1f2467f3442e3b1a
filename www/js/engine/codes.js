// The engine's codes, read from the engine once and decoded here alone: how a batch packs events
// (`eventLayout()`), what the item kinds of a Sudoku or a board are called, the digits'
// alphabet, and which option each node belongs to (from the spacers' codes). No other module
// spells a code out.

import { engineWith, engineOf, hasEngine } from './builds.js';

let layout = null;
/**
 * How run() packs events, read from the engine once: `words` numbers per event, the kinds by
 * code (each with its name and field names), `at(kind, field)`, a field's offset, and
 * `maxEvents`, the most events one run() takes.
 */
export function batchLayout() {
  if (!layout) {
    const { words, kinds, maxEvents } = engineWith('eventLayout').eventLayout();
    const codes = Object.fromEntries(kinds.map((kind) => [kind.name, kind.code]));
    const at = (kind, field) => 1 + kinds[codes[kind]].fields.indexOf(field);
    layout = { words, kinds, codes, at, maxEvents };
  }
  return layout;
}

/** The events of a packed batch, as objects like `step()` returns (without the names). */
export function decodeBatch(batch) {
  const { words, kinds } = batchLayout();
  const events = [];
  for (let k = 0; k < batch.length; k += words) {
    const { name, fields } = kinds[batch[k]];
    const event = { type: name };
    for (let f = 0; f < fields.length; f++) event[fields[f]] = batch[k + 1 + f];
    events.push(event);
  }
  return events;
}

/** Numbers in threes, as the engine flattens its tables: `[[a, b, c], …]`. */
export function triples(flat) {
  const out = [];
  for (let k = 0; k < flat.length; k += 3) out.push([flat[k], flat[k + 1], flat[k + 2]]);
  return out;
}

// Each build's kinds of Sudoku item, read once.
const sudokuKinds = new Map();
/**
 * What every item of a Sudoku stepper stands for (`sudokuConstraints()`), one `{kind, a, b}`
 * each: `kind` the engine's name ('cell', 'row', 'column', 'box', 'region', 'diagonal',
 * 'window', 'cage-set', 'cage-digit'), `a` the row, house or cage (from 0), `b` the column of a
 * cell, else the digit.
 */
export function decodeSudokuItems(flat) {
  // The variants build names two kinds more ('constraint', 'digit': a variant Sudoku's), after
  // the same nine: its list, once it is loaded.
  const engine = hasEngine('variants') ? engineOf('variants') : engineWith('sudokuItemKinds');
  if (!sudokuKinds.has(engine)) sudokuKinds.set(engine, engine.sudokuItemKinds());
  const kinds = sudokuKinds.get(engine);
  return triples(flat).map(([code, a, b]) => ({ kind: kinds[code], a, b }));
}

let boardKinds = null;
/**
 * What every item of a board stepper stands for (`boardItems()`), one `{kind, …}` each: a
 * 'piece' with its letter (`piece`); else the kind ('square', 'row', 'column', 'diagonal',
 * 'antidiagonal') with its numbers `a` and `b`.
 */
export function decodeBoardItems(flat) {
  boardKinds ??= engineWith('boardItemKinds').boardItemKinds();
  return triples(flat).map(([code, a, b]) => {
    const kind = boardKinds[code];
    return kind === 'piece' ? { kind, piece: String.fromCharCode(a), copies: b } : { kind, a, b };
  });
}

/**
 * Whether a word rectangle's option (by its piece character) writes a word across a row; else
 * down a column. The engine names a word's piece `-` across and `|` down.
 */
export function isWordAcross(piece) {
  return piece === '-';
}

let alphabet = null;
/** The engine's digits: the character at index d stands for digit d ('.' for none). */
function digits() {
  alphabet ??= engineWith('digitAlphabet').digitAlphabet();
  return alphabet;
}

/** The character for digit `d` as the engine writes it: '.' for 0, 1–9, then A, B, … */
export function digitChar(d) {
  return digits()[d] ?? '?';
}

/** The digit a key stands for in a grid of side `side` (letters in either case), or null. */
export function digitOfKey(key, side) {
  if (key.length !== 1 || key === '.') return null;
  const d = digits().indexOf(key.toUpperCase());
  return d >= 1 && d <= side ? d : null;
}

/**
 * The option (0-based) of every node, -1 for headers and spacers, read from the initial node
 * array: a spacer's `top` is minus the number of options before it.
 */
export function optionOfNodes(initialNodes, nItems) {
  const count = initialNodes.length / 3;
  const optionOf = new Int32Array(count).fill(-1);
  let option = 0;
  for (let node = nItems + 1; node < count; node++) {
    const top = initialNodes[3 * node + 2];
    if (top <= 0) option = -top;
    else optionOf[node] = option;
  }
  return optionOf;
}

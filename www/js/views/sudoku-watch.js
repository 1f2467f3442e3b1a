// A Sudoku search being watched: the tables that map its items and options back to the grid,
// the grid's digits, candidates and highlights at the current step, and one sentence per event.
// Used by the Sudoku page and by the embeddable widget.

import { digitChar } from '../engine/codes.js';
import { eachInList, isActive, plural } from './links.js';

/** What each item and option stands for, which option each node belongs to, and each
 * option's items (`itemsOf`). */
export function watchTables(session, side) {
  // `constraints[i]` is `{kind, a, b}`, item i as the engine names it (see decodeSudokuItems).
  const { items: constraints, placements, rules } = session.sudoku;
  const nodeOption = session.optionOfNode;
  const cellItem = new Int32Array(side * side).fill(-1);
  constraints.forEach(({ kind, a, b }, item) => {
    if (kind === 'cell') cellItem[a * side + b] = item;
  });
  // Each option's nodes follow one another from its first: its items are read from them, not
  // fetched for every option of the problem (a 35×35 has 42,875).
  const firstNode = [];
  nodeOption.forEach((option, node) => {
    if (option >= 0 && firstNode[option] === undefined) firstNode[option] = node;
  });
  const itemsOf = (option) => {
    const items = [];
    for (let node = firstNode[option]; nodeOption[node] === option; node++) items.push(session.initialNodes[3 * node + 2] - 1);
    return items;
  };
  // `rules`: what the variant adds (regions, diagonals, windows, cages, a variant's constraints),
  // for highlights and captions; a variant's items and options are named by the engine.
  const itemName = (item) => session.itemNames[item];
  const optionLabel = (option) => session.optionLabel(option);
  return { constraints, placements, nodeOption, cellItem, itemsOf, rules, itemName, optionLabel };
}

/** For captions: the options still in an item's list at the session's step. */
export function optionsLeft(session, tables) {
  const { nodes } = session.views();
  return (item) => {
    const options = [];
    eachInList(nodes, item + 1, (node) => options.push(tables.nodeOption[node]));
    return options;
  };
}

/** Digits given as bits (bit d for digit d), written as a set: `{1,6}`. */
export function digitSet(bits) {
  const digits = [];
  for (let d = 1; d < 32; d++) if (bits & (1 << d)) digits.push(digitChar(d));
  return `{${digits.join(',')}}`;
}

/**
 * Constraint `a` of a variant Sudoku's roles: one of the puzzle's, or past them a sum its cages
 * imply (`rules.implied`, the rule of 45), which has cells and a name but no drawing.
 */
const constraintAt = (rules, a) => rules.constraints[a] ?? rules.implied?.[a - rules.constraints.length];

/** Whether a placement triple is a variant Sudoku's constraint option (`[constraint, 0, 0]`). */
const isConstraintOption = (digit, rules) => digit === 0 && rules.variant === 'constraints';

/**
 * An option in words: `5 at r1c1`, `{1,6} for cage B` (a killer cage's digit set), or for a
 * variant's constraint `label`, the engine's name of the option (`Thermo1: r9c4=1 (0→1)`).
 */
export function optionText([a, b, digit], rules, label) {
  if (isConstraintOption(digit, rules)) return `“${label}” of ${constraintAt(rules, a).name}`;
  return digit === 0 ? `${digitSet(b)} for cage ${rules.cages[a].label}` : `${digitChar(digit)} at r${a + 1}c${b + 1}`;
}

/** The cell an option is drawn at: its own, its cage's first, or its constraint's first. */
export function optionCell([a, b, digit], rules, side) {
  if (isConstraintOption(digit, rules)) {
    const { cells, circle } = constraintAt(rules, a);
    return circle[0] ?? cells[0] ?? 0;
  }
  return digit === 0 ? rules.cages[a].cells[0] : a * side + b;
}

/** Whether cell `k` is in the house or cage an item is about (not the cell item itself). */
function inUnitOf({ kind, a }, rules, k) {
  const { side, boxRows, boxCols } = rules;
  const r = Math.floor(k / side);
  const c = k % side;
  switch (kind) {
    case 'row':
      return r === a;
    case 'column':
      return c === a;
    case 'box':
      return Math.floor(r / boxRows) * boxRows + Math.floor(c / boxCols) === a;
    case 'region':
      return rules.regions[k] === a;
    case 'diagonal':
      return a === 0 ? r === c : r + c === side - 1;
    case 'window':
      return rules.windows[a].includes(k);
    case 'cage-set':
    case 'cage-digit':
      return rules.cages[a].cells.includes(k);
    case 'constraint':
      return constraintAt(rules, a).cells.includes(k) || constraintAt(rules, a).circle.includes(k);
    default:
      return false;
  }
}

/**
 * Fills `view` (one `{given, classes}` per cell) with the watched search: placed digits,
 * every open cell's candidates, and the constraint branched on (its cell outlined, or its
 * unit shaded). Returns the session state and link views it read.
 */
export function watchView(session, tables, { rows, cols }, view) {
  const side = rows * cols;
  const { nodes, next, prev } = session.views();
  const now = session.state();
  for (const option of now.partial) {
    const [a, b, d] = tables.placements[option];
    if (isConstraintOption(d, tables.rules)) continue;
    if (d === 0) view[tables.rules.cages[a].cells[0]].set = digitSet(b);
    else Object.assign(view[a * side + b], { digit: d, kind: 'placed' });
  }
  const active = (item) => isActive(next, prev, item + 1);
  // Candidates are drawn up to 16×16: at 25×25 they would be unreadable specks, and slow.
  const showCandidates = side <= 16;
  tables.cellItem.forEach((item, cell) => {
    if (!showCandidates) return;
    if (item < 0 || !active(item) || view[cell].digit) return;
    const candidates = [];
    eachInList(nodes, item + 1, (node) => candidates.push(tables.placements[tables.nodeOption[node]][2]));
    view[cell].candidates = candidates.sort((x, y) => x - y);
  });
  const chosen = now.chosen[now.chosen.length - 1];
  // A variant's constraint being branched on, to light in its drawing.
  let litConstraint = null;
  if (chosen !== undefined && !now.done && tables.constraints[chosen].kind === 'constraint') litConstraint = tables.constraints[chosen].a;
  if (chosen !== undefined && !now.done) {
    const constraint = tables.constraints[chosen];
    const { kind, a, b } = constraint;
    view.forEach((cell, k) => {
      if (kind === 'cell' && k === a * side + b) cell.classes.push('branch');
      else if (inUnitOf(constraint, tables.rules, k)) cell.classes.push('unit');
    });
  }
  return { now, nodes, next, prev, active, litConstraint };
}

// Digits whose spoken name starts with a vowel sound: "an 8", "an E".
const VOWEL_SOUNDS = new Set([...'8AEFHILMNORSX']);

/** A digit's character with its article: `a 5`, `an 8`, `an E`. */
function withArticle(ch) {
  return `${VOWEL_SOUNDS.has(ch) ? 'an' : 'a'} ${ch}`;
}

/** A cage named with its sum and size: `Cage B (sum 7, 2 cells)`. */
function cageName(cage) {
  return `Cage ${cage.label} (sum ${cage.sum}, ${cage.cells.length} cell${cage.cells.length === 1 ? '' : 's'})`;
}

/**
 * An item in words: `text` opens a sentence about branching on it, `name` names it inside one,
 * `places` says what its options are.
 */
function describeConstraint({ kind, a, b }, rules, itemName) {
  if (kind === 'constraint') {
    const text = `${constraintAt(rules, a).name} (item ${itemName})`;
    return { text, name: text, places: 'ways' };
  }
  if (kind === 'digit') return { text: `The digit of r${a + 1}c${b + 1}`, name: `the digit of r${a + 1}c${b + 1}`, places: 'colours' };
  if (kind === 'cell') return { text: `Cell r${a + 1}c${b + 1}`, name: `cell r${a + 1}c${b + 1}`, places: 'digits' };
  if (kind === 'cage-set') return { text: cageName(rules.cages[a]), name: `cage ${rules.cages[a].label}`, places: 'digit sets' };
  if (kind === 'cage-digit') {
    const digit = digitChar(b);
    return {
      text: `${cageName(rules.cages[a])} must settle its ${digit} (place it in the cage, or leave it out of the cage's digits)`,
      name: `the ${digit} of cage ${rules.cages[a].label}`,
      places: 'ways',
    };
  }
  const house = kind === 'diagonal' ? `The ${a === 0 ? 'main' : 'other'} diagonal` : `${kind[0].toUpperCase()}${kind.slice(1)} ${a + 1}`;
  const text = `${house} needs ${withArticle(digitChar(b))}`;
  return { text, name: text.replace(/^[A-Z]/, (ch) => ch.toLowerCase()), places: 'places' };
}

/**
 * Labels of items and options for the live matrix, from the engine's own names (with the grid's
 * letters): an item as `r2#C: row 2 needs a C`, an option as `r2c4=C` or `kA={1,6}`.
 */
export function engineLabels(session, tables) {
  return {
    itemLabel: (item) =>
      `${session.itemNames[item]}: ${describeConstraint(tables.constraints[item], tables.rules, tables.itemName(item)).name}`,
    optionLabel: (option) => session.optionLabel(option),
  };
}

/** "a, b or c" */
function listOf(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** What a solved grid has completed, by variant. */
const COMPLETE = {
  classic: 'every cell, row, column and box',
  x: 'every cell, row, column, box and both diagonals',
  windoku: 'every cell, row, column, box and window',
  jigsaw: 'every cell, row, column and region',
  killer: 'every cell, row, column, box and cage',
  constraints: 'every cell, row, column and region is complete, and every constraint holds',
};

/**
 * One sentence about an event of a watched Sudoku search. `optionsOf(item)` lists the options
 * still in an item's list (at a `choose`, the ones it can branch to); `deadEnd`: the event is the
 * cover of an item branched on with no options left (`isDeadEnd` in links.js).
 */
export function sudokuCaption(event, tables, solutions, optionsOf, deadEnd = false) {
  if (!event) return 'Press ▶ (or Space) to watch the search fill the grid; → steps, ← steps back.';
  const { rules } = tables;
  const place = (option) => optionText(tables.placements[option], rules, tables.optionLabel(option));
  const describe = (item) => describeConstraint(tables.constraints[item], rules, tables.itemName(item));
  const constraint = (item) => describe(item).name;
  switch (event.type) {
    case 'choose': {
      const what = describe(event.item);
      const { kind } = tables.constraints[event.item];
      // Algorithm X covers it all the same and backs up after: the dead end is said at the cover.
      if (event.len === 0)
        return `${what.text}, but has no ${what.places} left: the search branches on it all the same, covers it, and then backs up.`;
      if (kind === 'cage-set' && optionsOf) {
        const sets = optionsOf(event.item).map((option) => digitSet(tables.placements[option][1]));
        return `${what.text} can only be ${listOf(sets)}: the fewest choices of any constraint, so branch on it.`;
      }
      const left = `only ${event.len} ${event.len === 1 ? what.places.replace(/s$/, '') : what.places} left`;
      return kind === 'cell'
        ? `${what.text} has ${left}: the fewest of any constraint, so branch on it.`
        : `${what.text}: ${left}, the fewest of any constraint, so branch on it.`;
    }
    case 'cover':
      if (deadEnd) {
        return `Mark "${constraint(event.item)}" as settled: it has no ${describe(event.item).places} left, so nothing is struck, and this branch is a dead end: the search backs up next.`;
      }
      return `Mark "${constraint(event.item)}" as settled and strike the options that clash with it.`;
    case 'select':
      return `Try ${place(event.option)}.`;
    case 'deselect':
      return `Take ${place(event.option)} back out and try the next choice.`;
    case 'uncover':
      return `Restore the options struck for "${constraint(event.item)}".`;
    case 'hide':
      return `Strike ${place(event.option)}: unlink its node from a constraint's list.`;
    case 'unhide':
      return `Bring ${place(event.option)} back into a constraint's list.`;
    case 'solution':
      if (rules.variant === 'constraints') return `Solved: ${COMPLETE.constraints}.`;
      return `Solved: ${COMPLETE[rules.variant] ?? COMPLETE.classic} is complete.`;
    case 'done':
      return `The search is over: ${plural(solutions, 'solution')}.`;
    default:
      return '';
  }
}

/**
 * The items a click on cell `k` stands for in predict mode: the cell's own item, and each item
 * still to cover with a live option at that cell (a house that could put its digit there).
 */
export function itemsAtCell(session, tables, k) {
  const { nodes, next, prev } = session.views();
  const side = tables.rules.side;
  const items = [];
  for (let item = 0; item < session.nPrimary; item++) {
    if (!isActive(next, prev, item + 1)) continue;
    let here = false;
    eachInList(nodes, item + 1, (node) => {
      if (!here && optionCell(tables.placements[tables.nodeOption[node]], tables.rules, side) === k) here = true;
    });
    if (here) items.push(item);
  }
  return items;
}

/** A Sudoku's vocabulary for predict mode (predict.js). */
export function sudokuVocabulary(getTables) {
  return {
    pickOptions: false,
    viewHint: 'Click a cell (for a cell, or a house that could put its digit there), or choose from the list.',
    itemName: (session, item) => describeConstraint(getTables().constraints[item], getTables().rules, getTables().itemName(item)).name,
    optionName: (session, option) => optionText(getTables().placements[option], getTables().rules, getTables().optionLabel(option)),
    chooseReason: (session, event) => sudokuCaption(event, getTables(), session.stats().solutions, optionsLeft(session, getTables())),
  };
}

// A Sudoku search being watched: the tables that map its items and options back to the grid,
// the grid's digits, candidates and highlights at the current step, and one sentence per event.
// Used by the Sudoku page and by the embeddable widget.

import { digitChar } from './sudoku-grid.js';
import { eachInList, isActive, optionOfNodes } from './links.js';

/** What each item and option stands for, which option each node belongs to, and each
 * option's items (`itemsOf`). */
export function watchTables(session, side) {
  const triples = (flat) => {
    const out = [];
    for (let k = 0; k < flat.length; k += 3) out.push([flat[k], flat[k + 1], flat[k + 2]]);
    return out;
  };
  const constraints = triples(session.stepper.sudokuConstraints());
  const placements = triples(session.stepper.sudokuPlacements());
  const nodeOption = optionOfNodes(session.initialNodes, constraints.length);
  const cellItem = new Int32Array(side * side).fill(-1);
  constraints.forEach(([kind, a, b], item) => {
    if (kind === 0) cellItem[a * side + b] = item;
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
  return { constraints, placements, nodeOption, cellItem, itemsOf };
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
    const [r, c, d] = tables.placements[option];
    Object.assign(view[r * side + c], { digit: d, kind: 'placed' });
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
  if (chosen !== undefined && !now.done) {
    const [kind, a, b] = tables.constraints[chosen];
    view.forEach((cell, k) => {
      const r = Math.floor(k / side);
      const c = k % side;
      const inUnit = (kind === 1 && r === a) || (kind === 2 && c === a) || (kind === 3 && Math.floor(r / rows) * rows + Math.floor(c / cols) === a);
      if (kind === 0 && r === a && c === b) cell.classes.push('branch');
      else if (inUnit) cell.classes.push('unit');
    });
  }
  return { now, nodes, next, prev, active };
}

function describeConstraint([kind, a, b]) {
  if (kind === 0) return { text: `Cell r${a + 1}c${b + 1}`, places: 'digits' };
  const unit = ['', 'Row', 'Column', 'Box'][kind];
  return { text: `${unit} ${a + 1} needs a ${digitChar(b)}`, places: 'places' };
}

/** One sentence about an event of a watched Sudoku search. */
export function sudokuCaption(event, tables, solutions) {
  if (!event) return 'Press ▶ (or Space) to watch the search fill the grid; → steps, ← steps back.';
  const place = (option) => {
    const [r, c, d] = tables.placements[option];
    return `${digitChar(d)} at r${r + 1}c${c + 1}`;
  };
  const constraint = (item) => describeConstraint(tables.constraints[item]).text.toLowerCase();
  switch (event.type) {
    case 'choose': {
      const what = describeConstraint(tables.constraints[event.item]);
      if (event.len === 0) return `${what.text}, but has no ${what.places} left: a dead end, so the search backs up.`;
      const left = `only ${event.len} ${event.len === 1 ? what.places.replace(/s$/, '') : what.places} left`;
      return tables.constraints[event.item][0] === 0
        ? `${what.text} has ${left}: the fewest of any constraint, so branch on it.`
        : `${what.text}: ${left}, the fewest of any constraint, so branch on it.`;
    }
    case 'cover':
      return `Mark "${constraint(event.item)}" as settled and strike the placements that clash with it.`;
    case 'select':
      return `Try ${place(event.option)}.`;
    case 'deselect':
      return `Take ${place(event.option)} back out and try the next choice.`;
    case 'uncover':
      return `Restore the placements struck for "${constraint(event.item)}".`;
    case 'hide':
      return `Strike ${place(event.option)}: unlink its node from a constraint's list.`;
    case 'unhide':
      return `Bring ${place(event.option)} back into a constraint's list.`;
    case 'solution':
      return 'Solved: every cell, row, column and box is complete.';
    case 'done':
      return `The search is over: ${solutions} solution${solutions === 1 ? '' : 's'}.`;
    default:
      return '';
  }
}

// The Sudoku grid: built once per size, then redrawn from a plain description of each cell.

import { digitChar } from '../engine/codes.js';

/** Builds the cells of an empty grid of the given box shape inside `element`. */
export function buildGrid(element, rows, cols) {
  const side = rows * cols;
  element.style.setProperty('--side', side);
  element.style.setProperty('--box-cols', cols);
  const parts = [];
  for (let r = 0; r < side; r++) {
    // A row element for assistive technology (role grid > row > gridcell); `display: contents`
    // leaves the cells in the grid's layout.
    parts.push('<div class="grid-row" role="row">');
    for (let c = 0; c < side; c++) {
      parts.push(
        `<div class="cell" role="gridcell" data-cell="${r * side + c}"><span class="sr-only">row ${r + 1}, column ${c + 1}</span></div>`,
      );
    }
    parts.push('</div>');
  }
  element.innerHTML = parts.join('');
  const cells = Array.from(element.querySelectorAll('.cell'));
  decorateGrid(cells, { rows, cols, rules: null });
  return cells;
}

/**
 * Draws what a variant adds to the grid, on cells made by `buildGrid`: thick lines between boxes
 * (or a jigsaw's regions), the diagonals and windows shaded, each killer cage outlined with its
 * sum in its first cell. `rules` is the engine's view (`inspectSudoku(…).rules`), or null for
 * classic boxes.
 */
export function decorateGrid(cellElements, { rows, cols, rules }) {
  const side = rows * cols;
  const region = rules?.regions?.length
    ? (k) => rules.regions[k]
    : (k) => Math.floor(Math.floor(k / side) / rows) * rows + Math.floor((k % side) / cols);
  const shaded = new Set();
  if (rules?.diagonals) for (let i = 0; i < side; i++) shaded.add(i * side + i).add(i * side + side - 1 - i);
  for (const window of rules?.windows ?? []) for (const k of window) shaded.add(k);
  const cageOf = new Int32Array(side * side).fill(-1);
  for (const [index, cage] of (rules?.cages ?? []).entries()) for (const k of cage.cells) cageOf[k] = index;
  cellElements.forEach((element, k) => {
    const r = Math.floor(k / side);
    const c = k % side;
    const classes = ['cell'];
    if (c + 1 < side && region(k + 1) !== region(k)) classes.push('box-right');
    if (r + 1 < side && region(k + side) !== region(k)) classes.push('box-bottom');
    if (shaded.has(k)) classes.push(rules.diagonals ? 'diagonal' : 'window');
    const cage = cageOf[k];
    if (cage >= 0) {
      const other = (n) => cageOf[n] !== cage;
      classes.push('cage');
      if (r === 0 || other(k - side)) classes.push('cage-top');
      if (c + 1 === side || other(k + 1)) classes.push('cage-right');
      if (r + 1 === side || other(k + side)) classes.push('cage-bottom');
      if (c === 0 || other(k - 1)) classes.push('cage-left');
    }
    element.dataset.base = classes.join(' ');
    element.className = element.dataset.base;
    // A cage's first cell carries its sum, drawn and read out.
    // (A variant Sudoku's cage may have no sum: its digits only differ.)
    const sum = cage >= 0 && rules.cages[cage].cells[0] === k ? rules.cages[cage].sum : null;
    if (sum !== null) element.dataset.sum = sum;
    else delete element.dataset.sum;
    element.dataset.note = sum !== null ? `, cage ${rules.cages[cage].label}, sum ${sum}` : '';
  });
}

/**
 * Redraws every cell, with a name for screen readers. `view[k]` is `{given, entry, digit, kind, candidates, classes, set}`: a
 * digit on the grid (the player's own when `entry`), or a digit of kind 'solved' | 'placed', or a
 * list of candidates; extra classes to set;
 * for a killer cage's first cell, the digit set chosen for the cage (like `{1,6}`).
 */
export function renderGrid(cellElements, view, side) {
  cellElements.forEach((element, k) => {
    const cell = view[k];
    let html = '';
    let label = '';
    if (cell.given) {
      html = `<span class="given${cell.entry ? ' entry' : ''}" aria-hidden="true">${digitChar(cell.given)}</span>`;
      label = `${cell.entry ? 'your' : 'given'} ${digitChar(cell.given)}`;
    } else if (cell.digit) {
      html = `<span class="${cell.kind}" aria-hidden="true">${digitChar(cell.digit)}</span>`;
      label = `${cell.kind} ${digitChar(cell.digit)}`;
    } else if (cell.candidates) {
      const set = new Set(cell.candidates);
      html = `<span class="cands" aria-hidden="true">${Array.from({ length: side }, (_, d) => `<span>${set.has(d + 1) ? digitChar(d + 1) : ''}</span>`).join('')}</span>`;
      label = `candidates ${cell.candidates.map(digitChar).join(' ') || 'none'}`;
    } else {
      label = 'empty';
    }
    // The cell's name is a sentence for screen readers ("row 1, column 2: given 5"), in a
    // visually hidden span; what the eye sees is hidden from them (not an aria-label, which
    // would have to contain the visible digits word for word).
    const row = Math.floor(k / side) + 1;
    html = `<span class="sr-only">row ${row}, column ${(k % side) + 1}${element.dataset.note ?? ''}: ${label}</span>${html}`;
    if (element.dataset.html !== html) {
      element.innerHTML = html;
      element.dataset.html = html;
    }
    element.className = [element.dataset.base ?? 'cell', ...(cell.classes ?? [])].join(' ');
    if (cell.set) element.dataset.set = cell.set;
    else delete element.dataset.set;
  });
}

/** The digit pad for an `n` × `n` grid in `pad`: a button per digit and Erase (made once per size). */
export function renderDigitPad(pad, n) {
  if (pad.dataset.side === String(n)) return;
  pad.dataset.side = String(n);
  const button = (digit, label, name) => `<button type="button" data-digit="${digit}" aria-label="${name}">${label}</button>`;
  const digits = Array.from({ length: n }, (_, k) => button(k + 1, digitChar(k + 1), `Put ${digitChar(k + 1)} in the selected cell`));
  pad.innerHTML = digits.join('') + button(0, 'Erase', 'Erase the selected cell');
  // Erase takes two columns: in one, a phone's tenth of the width, the word was cut.
  pad.style.setProperty('--pad-columns', String(n <= 9 ? n + 2 : Math.ceil((n + 2) / 2)));
}

/** The cell an arrow key (`key`, e.g. 'ArrowUp') moves to from `selected` on an `n` × `n` grid: it stays at an edge. */
export function cellAfterArrow(selected, key, n) {
  const step = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 }[key] ?? 0;
  const next = selected + step;
  const sameRow = Math.floor(next / n) === Math.floor(selected / n);
  return next >= 0 && next < n * n && (Math.abs(step) !== 1 || sameRow) ? next : selected;
}

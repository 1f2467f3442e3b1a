// Chapter 7's figure: a small Sudoku as exact cover. Selecting a cell lists the placements still
// possible there and the four items each would cover, by the engine's names; the search can be
// stepped as on the Sudoku page. The check: select a cell with one placement left (a forced move).

import { watchFigure } from './watch.js';
import { optionsLeft } from '../views/sudoku-watch.js';
import { digitChar } from '../engine/codes.js';
import { esc } from '../views/links.js';

/** An item in words, from what the engine says it stands for: a cell is filled, a row has a 3. */
function itemInWords({ kind, a, b }) {
  if (kind === 'cell') return `cell r${a + 1}c${b + 1} is filled`;
  return `${kind} ${a + 1} has a ${digitChar(b)}`;
}

export function sudokuItemsFigure(host, { source, pass }) {
  let selected = Math.max(0, [...source.sudoku].indexOf('.')); // The first open cell.
  let panel = null; // Made once the figure is: its first drawing comes before.
  const figure = watchFigure(host, {
    source,
    views: ['sudoku'],
    controls: ['play', 'step', 'back', 'start', 'solution'],
    rate: 2,
    decorateCells: (cells) => cells[selected].classes.push('selected'),
    onRender: () => panel && explain(),
  });
  const { session, sudoku, root } = figure;
  panel = document.createElement('div');
  panel.className = 'cell-items';
  panel.setAttribute('aria-live', 'polite');
  root.querySelector('.watch-views').append(panel);
  const grid = root.querySelector('.grid');
  sudoku.cells.forEach((cell) => {
    cell.tabIndex = -1;
  });

  function explain() {
    const { side, tables, view, givens } = sudoku;
    const name = `r${Math.floor(selected / side) + 1}c${(selected % side) + 1}`;
    const cell = view[selected];
    sudoku.cells.forEach((element, k) => {
      element.tabIndex = k === selected ? 0 : -1;
    });
    if (givens[selected]) {
      panel.innerHTML = `<p><strong>${name}</strong> holds the given ${digitChar(givens[selected])}: that placement was picked before the search began, and the four items it covers are gone from the matrix.</p>`;
      return;
    }
    if (cell.digit) {
      panel.innerHTML = `<p><strong>${name}</strong> = ${digitChar(cell.digit)}: placed by the search at this step. Step back (←) to see the choices it had.</p>`;
      return;
    }
    const item = tables.cellItem[selected];
    const options = optionsLeft(session, tables)(item);
    const names = session.problem.itemNames;
    const rows = options
      .map((option) => {
        const items = tables
          .itemsOf(option)
          .map((k) => `<li><code>${esc(names[k])}</code>: ${esc(itemInWords(tables.constraints[k]))}</li>`)
          .join('');
        return `<li>Place <strong>${digitChar(tables.placements[option][2])}</strong> (option <code>${esc(session.problem.labels[option])}</code>) and cover:<ul>${items}</ul></li>`;
      })
      .join('');
    const verdict =
      options.length === 1
        ? `Only one placement left: the item <code>${name}</code> has a single option, so this move is forced.`
        : options.length === 0
          ? 'No placement left: a dead end.'
          : `${options.length} placements left: the item <code>${name}</code> has ${options.length} options.`;
    panel.innerHTML = `<p><strong>${name}</strong>. ${verdict}</p><ul class="placements">${rows}</ul>`;
    if (options.length === 1) {
      pass(
        `Yes: ${name} can only be ${digitChar(tables.placements[options[0]][2])}. Its cell item has one option left: a forced move, which Algorithm X (fewest options first) takes without guessing.`,
      );
    }
  }

  const select = (k) => {
    selected = k;
    figure.render();
    sudoku.cells[k].focus();
  };
  grid.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) select(Number(cell.dataset.cell));
  });
  grid.addEventListener('keydown', (event) => {
    const { side } = sudoku;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -side, ArrowDown: side };
    if (moves[event.key] !== undefined) {
      event.preventDefault();
      const next = selected + moves[event.key];
      if (next >= 0 && next < side * side) select(next);
    }
  });
  figure.render();
  return figure;
}

// Chapter 1's figure: exact cover as a puzzle solved by hand. The reader picks rows of a small
// matrix; under each column, how many picked rows have a 1 there (a clash when two do).

import { Session } from '../engine/session.js';
import { esc } from '../views/links.js';

/** The problem's columns and rows, read through the engine (its names and option items). */
function readMatrix(source) {
  const session = new Session(source, { scout: false });
  const { itemNames, options, labels } = session.problem;
  session.free();
  return { columns: itemNames, rows: options.map((items, k) => ({ items: new Set(items), label: labels[k] })) };
}

/** How many picked rows have a 1 in each column. */
export function columnCounts(matrix, picked) {
  return matrix.columns.map((_, column) => [...picked].filter((row) => matrix.rows[row].items.has(column)).length);
}

export function pickRowsFigure(host, { source, pass }) {
  const matrix = readMatrix(source);
  const picked = new Set();
  const root = document.createElement('div');
  root.className = 'pick-rows';
  host.append(root);

  const render = () => {
    const counts = columnCounts(matrix, picked);
    const head = matrix.columns.map((name) => `<th scope="col">${esc(name)}</th>`).join('');
    const body = matrix.rows
      .map((row, k) => {
        const on = picked.has(k);
        const cells = matrix.columns
          .map((_, column) => {
            const one = row.items.has(column);
            const clash = one && on && counts[column] > 1;
            return `<td class="${one ? 'one' : ''}${clash ? ' clash' : ''}">${one ? 1 : 0}</td>`;
          })
          .join('');
        return `<tr class="${on ? 'picked' : ''}"><th scope="row"><button type="button" data-row="${k}" aria-pressed="${on}"><span class="sr-only">Row </span>${esc(row.label)}</button></th>${cells}</tr>`;
      })
      .join('');
    const tally = counts
      .map((count) => {
        const kind = count === 0 ? 'none' : count === 1 ? 'once' : 'clash';
        const word = count === 0 ? '0' : count === 1 ? '1 ✓' : `${count} ✗`;
        return `<td class="tally ${kind}">${word}</td>`;
      })
      .join('');
    const clashes = matrix.columns.filter((_, column) => counts[column] > 1);
    const missing = matrix.columns.filter((_, column) => counts[column] === 0);
    let verdict;
    if (picked.size === 0) verdict = 'No rows picked yet.';
    else if (clashes.length)
      verdict = `Clash: column${clashes.length > 1 ? 's' : ''} ${clashes.join(', ')} ${clashes.length > 1 ? 'have' : 'has'} a 1 in more than one picked row. Drop one of them.`;
    else if (missing.length) verdict = `No clash so far. Still to cover: ${missing.join(', ')}.`;
    else
      verdict = `Every column has exactly one 1: rows ${[...picked]
        .sort((a, b) => a - b)
        .map((k) => `(${matrix.rows[k].label})`)
        .join(', ')} are an exact cover.`;
    root.innerHTML = `<table class="matrix pick-table"><thead><tr><th><span class="sr-only">Row</span></th>${head}</tr></thead>
      <tbody>${body}</tbody>
      <tfoot><tr><th scope="row">picked 1s</th>${tally}</tr></tfoot></table>
      <p class="verdict" aria-live="polite">${esc(verdict)}</p>`;
    if (picked.size && !clashes.length && !missing.length) pass(`You found it: ${verdict}`);
  };

  root.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-row]');
    if (!button) return;
    const row = Number(button.dataset.row);
    if (picked.has(row)) picked.delete(row);
    else picked.add(row);
    render();
    root.querySelector(`button[data-row="${row}"]`).focus();
  });
  render();
  return { destroy: () => root.remove() };
}

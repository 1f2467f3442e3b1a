// The 0/1 matrix beside the diagram: covered columns struck, removed rows greyed, selected
// rows highlighted. A pure render function.

import { esc, isActive, liveOptionsOf, colorName } from './links.js';

/** Which options are still in play (see `liveOptionsOf`), for the problem laid out in `geometry`. */
export function liveOptions(geometry, views) {
  return liveOptionsOf(geometry.initialNodes, geometry.optionOf, geometry.optionCount, views);
}

// Cells drawn at the most: a bigger matrix is summarised, as drawing it would hold up a frame.
const MAX_CELLS = 1_500;

export function renderMatrix(problem, views, state, live) {
  const cells = problem.options.length * problem.itemNames.length;
  if (cells > MAX_CELLS) {
    return `<p class="note">The matrix has ${problem.options.length.toLocaleString()} rows × ${problem.itemNames.length.toLocaleString()} columns: too many cells to draw here. The diagram, tree and counters follow the search.</p>`;
  }
  const { next, prev } = views;
  const active = (item) => isActive(next, prev, item + 1);
  const selected = new Set(state.partial);
  const head = problem.itemNames
    .map(
      (name, i) =>
        `<th scope="col" class="${i >= problem.nPrimary ? 'secondary' : ''}${active(i) ? '' : ' covered'}" title="${esc(name)}"><span class="name">${esc(name)}</span></th>`,
    )
    .join('');
  const rows = problem.options.map((items, option) => {
    // A cell holds 1, or with Knuth's colours the colour the option gives that item.
    const entry = new Map(items.map((item, k) => [item, problem.colors?.[option][k] ?? 0]));
    const cell = (i) => {
      if (!entry.has(i)) return `<td class="${active(i) ? '' : 'covered'}">0</td>`;
      const color = entry.get(i);
      if (!color) return `<td class="one${active(i) ? '' : ' covered'}">1</td>`;
      const name = colorName(problem, color);
      return `<td class="one colored c${((color - 1) % 8) + 1}${active(i) ? '' : ' covered'}" title="colour ${esc(name)}">${esc(name)}</td>`;
    };
    const cells = problem.itemNames.map((_, i) => cell(i)).join('');
    const status = selected.has(option) ? 'selected' : live[option] ? '' : 'removed';
    return `<tr class="${status}"><th scope="row" class="row">${esc(problem.labels[option])}</th>${cells}</tr>`;
  });
  return `<table><thead><tr><th><span class="sr-only">Option</span></th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

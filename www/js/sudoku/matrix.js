// The exact-cover matrix behind the grid, the part still live: active items as columns, options
// still in play as rows. Rows and columns carry data attributes so hovering can link them to
// the grid.

import { optionCell } from '../views/sudoku-watch.js';
import { eachInList, esc } from '../views/links.js';

const CELL = 9;
const MAX_ROWS = 900;

/**
 * `live` lists option indices still in play, `active` the item indices still to cover,
 * `itemsOf(k)` the items of option k (asked only for the rows drawn), `itemLabel(i)` and
 * `optionLabel(k)` what the engine calls item i and option k (`r2#C: row 2 needs a C`,
 * `r2c4=C`: the grid's own letters), `placements[k]` the [row, col, digit] of option k (for a
 * killer cage's digit set [cage, bits, 0]), `rules` the variant's houses and cages.
 */
export function renderLiveMatrix({ live, active, itemsOf, itemLabel, optionLabel, placements, side, rules }) {
  if (live.length === 0) return '<p class="note">No live options: every cell is filled (or this branch is dead).</p>';
  if (live.length > MAX_ROWS) return `<p class="note">${live.length} live options: too many to draw; step in further.</p>`;
  const column = new Map(active.map((item, k) => [item, k]));
  const labels = live.map((option) => esc(optionLabel(option)));
  // Room for the longest row label (a killer cage's digit set can be long); 4.6px a character.
  const left = Math.max(62, Math.ceil(Math.max(...labels.map((label) => label.length)) * 4.6) + 6);
  const top = 8;
  const width = left + active.length * CELL + 4;
  const height = top + live.length * CELL + 4;
  const parts = [];
  active.forEach((item, k) => {
    parts.push(
      `<rect class="col" data-item="${item}" x="${left + k * CELL}" y="${top}" width="${CELL}" height="${live.length * CELL}" fill="transparent"><title>${esc(itemLabel(item))}</title></rect>`,
    );
  });
  live.forEach((option, r) => {
    const placement = placements[option];
    const y = top + r * CELL;
    parts.push(
      `<g class="mrow" data-option="${option}" data-cell="${optionCell(placement, rules, side)}">` +
        `<rect class="rowband" x="0" y="${y}" width="${width}" height="${CELL}" fill="transparent"/>` +
        `<text x="2" y="${y + CELL - 1}">${labels[r]}</text>`,
    );
    for (const item of itemsOf(option)) {
      const k = column.get(item);
      if (k !== undefined)
        parts.push(`<rect class="one" x="${left + k * CELL + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}"/>`);
    }
    parts.push('</g>');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${live.length} live options by ${active.length} items still to cover">${parts.join('')}</svg>`;
}

/**
 * The matrix's rows and columns at a watched moment (`watched`: the links' `nodes` and which items
 * are `active`): the active items, and the options still in one of their lists, in order.
 */
export function liveOptions(watch, watched) {
  const { nodes, active } = watched;
  const activeItems = [];
  for (let item = 0; item < watch.constraints.length; item++) if (active(item)) activeItems.push(item);
  const live = [];
  const seen = new Set();
  for (const item of activeItems) {
    eachInList(nodes, item + 1, (node) => {
      const option = watch.nodeOption[node];
      if (!seen.has(option)) {
        seen.add(option);
        live.push(option);
      }
    });
  }
  live.sort((x, y) => x - y);
  return { live, activeItems };
}

/** Hovering grid cell `hover` lights its live rows and its constraint columns in `box`. */
export function lightMatrix(box, hover, watch) {
  for (const element of box.querySelectorAll('.hl-row, .hl-col')) element.classList.remove('hl-row', 'hl-col');
  if (hover === null || !watch) return;
  const rows = box.querySelectorAll(`.mrow[data-cell="${hover}"] .rowband`);
  for (const row of rows) row.classList.add('hl-row');
  const items = new Set();
  for (const row of box.querySelectorAll(`.mrow[data-cell="${hover}"]`))
    for (const item of watch.itemsOf(Number(row.dataset.option))) items.add(item);
  for (const column of box.querySelectorAll('.col')) if (items.has(Number(column.dataset.item))) column.classList.add('hl-col');
}

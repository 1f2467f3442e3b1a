// The Sudoku page's editor of constraints: pick cells in order on the grid, choose a kind (a
// thermometer, an arrow, a line, a dot…) and its number, and Add. The engine writes the
// constraint into the puzzle's constraint string and reads it back (engine/session.js's
// variants build): what a kind means, and what is wrong with one, is said there.

import { loadEngine } from '../engine/session.js';
import { esc } from '../views/links.js';

const $ = (id) => document.getElementById(id);

/** Kind names as a person reads them. */
const LABELS = {
  Thermo: 'Thermometer',
  Arrow: 'Arrow (circle first)',
  Cage: 'Cage',
  Whisper: 'German whisper',
  Renban: 'Renban',
  Palindrome: 'Palindrome',
  Between: 'Between line',
  Zipper: 'Zipper',
  RegionSumLine: 'Region-sum line',
  SumLine: 'Sum line',
  Lockout: 'Lockout line',
  X: 'X (add up to 10)',
  V: 'V (add up to 5)',
  WhiteDot: 'White dot (consecutive)',
  BlackDot: 'Black dot (one double the other)',
  GreaterThan: 'Greater than (first is greater)',
  LittleKiller: "Little killer (its diagonal's first cell; the sum)",
  Lunchbox: 'Lunchbox (sum between smallest and largest)',
  Quad: 'Quad (its top left cell; digits, like 139)',
  Sandwich: 'Sandwich (a row or column, first cell; sum)',
  XSum: 'X-sum (a row or column, first cell; sum)',
  Skyscraper: 'Skyscraper (a row or column, first cell; count)',
  Diagonal: 'Diagonal (whole grid; 1 ╱, -1 ╲)',
  Windoku: 'Windoku windows (whole grid)',
  DisjointSets: 'Disjoint sets (whole grid)',
  AntiKnight: 'Anti-knight (whole grid)',
  AntiKing: 'Anti-king (whole grid)',
  AntiConsecutive: 'Anti-consecutive (whole grid)',
};

/** `n` things, `one` or `many` as the number says. */
const counted = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** How a constraint is exact cover (the engine's words and counts), folded under its name. */
function modelOf(model) {
  if (!model) return '';
  const sizes = [
    counted(model.primary, 'item', 'items'),
    counted(model.options, 'option', 'options'),
    counted(model.secondary, 'secondary item', 'secondary items'),
  ].join(', ');
  return `<details class="model"><summary>As exact cover</summary>${sizes}: ${esc(model.how)}.</details>`;
}

/**
 * Mounts the editor. `side()`: the grid's side; `cellName(k)`: a cell's name; `rules()`: the
 * puzzle's constraint string now ('' for none); `apply(rules)`: puts a new string on the page;
 * `changed()`: the picked cells changed (the page redraws them). `editor.list(constraints)` lists
 * the constraints drawn (`inspectSudoku(…).rules.constraints`), each with a Remove button.
 */
export function mountConstraintEditor({ side, cellName, rules, apply, changed }) {
  const editor = { picking: false, picked: [] };
  let engine = null;
  const ready = async () => {
    engine ??= await loadEngine('variants');
    if (!$('constraint-kind').options.length) {
      $('constraint-kind').innerHTML = engine
        .variantConstraintKinds()
        .map(
          ({ kind, number, wholeGrid }) =>
            `<option value="${kind}" data-number="${number ?? ''}"${wholeGrid ? ' data-whole-grid' : ''}>${LABELS[kind] ?? kind}</option>`,
        )
        .join('');
      showNumber();
    }
    return engine;
  };
  const showNumber = () => {
    const number = $('constraint-kind').selectedOptions[0]?.dataset.number ?? '';
    $('constraint-number').disabled = !number;
    $('constraint-number').placeholder = number || 'none';
    if (!number) $('constraint-number').value = '';
  };
  const say = (message) => {
    $('constraint-error').hidden = !message;
    $('constraint-error').textContent = message ?? '';
  };
  const showPicked = () => {
    $('picked-cells').textContent = editor.picked.length ? editor.picked.map(cellName).join(' → ') : 'No cells picked.';
    changed();
  };
  const setPicking = (on) => {
    editor.picking = on;
    $('pick-cells').setAttribute('aria-pressed', String(on));
    $('pick-cells').textContent = on ? 'Done picking' : 'Pick cells';
  };

  /** A click on cell `k` while picking: added at the end, or taken off when it is the last. */
  editor.pick = (k) => {
    if (editor.picked[editor.picked.length - 1] === k) editor.picked.pop();
    else editor.picked.push(k);
    say(null);
    showPicked();
  };
  editor.clear = () => {
    editor.picked = [];
    setPicking(false);
    showPicked();
  };

  $('pick-cells').addEventListener('click', async () => {
    await ready().catch((error) => say(`The engine for constraints could not be loaded: ${error.message}`));
    setPicking(!editor.picking);
    if (editor.picking) say(null);
  });
  editor.list = (constraints) => {
    $('constraint-list').innerHTML = constraints
      .map(({ name, cells, model }, k) => {
        // Its cells in order, or its ends when there are more than four; none for a rule of the whole grid.
        const ends = cells.length > 4 ? [cells[0], cells[cells.length - 1]] : cells;
        const where = cells.length ? ` (${ends.map(cellName).join(cells.length > 4 ? ' … ' : ' → ')})` : '';
        return `<li><span>${esc(name)}${esc(where)}${modelOf(model)}</span> <button type="button" data-remove="${k}" aria-label="Remove ${esc(name)}">Remove</button></li>`;
      })
      .join('');
  };
  $('constraint-list').addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-remove]');
    if (!button) return;
    try {
      const loaded = await ready();
      const written = loaded.removeVariantConstraint(rules(), Number(button.dataset.remove));
      say(null);
      apply(written);
    } catch (error) {
      say(error.message);
    }
  });
  $('constraint-kind').addEventListener('change', showNumber);
  $('add-constraint').addEventListener('click', async () => {
    let loaded;
    try {
      loaded = await ready();
    } catch (error) {
      say(`The engine for constraints could not be loaded: ${error.message}`);
      return;
    }
    const typed = $('constraint-number').value;
    const value = typed === '' ? undefined : Number(typed);
    try {
      // A rule of the whole grid takes no cells: any picked stay for the next constraint.
      const wholeGrid = 'wholeGrid' in ($('constraint-kind').selectedOptions[0]?.dataset ?? {});
      const cells = wholeGrid ? [] : editor.picked;
      const written = loaded.addVariantConstraint(rules(), side(), $('constraint-kind').value, value, Uint32Array.from(cells));
      say(null);
      if (!wholeGrid) editor.clear();
      apply(written);
    } catch (error) {
      say(error.message);
    }
  });
  return editor;
}

// The Sudoku page: one state object, edited by typing and pasting, answered by workers
// (answers.js), and watched step by step through the shared controls.

import { startPage } from '../views/page-start.js';
import { mountCounters, showCounters, showStep } from '../views/counters.js';
import { loadEngine, hasEngine, Session, makePlayer, inspectSudoku } from '../engine/session.js';
import { drawConstraints, lightConstraint } from '../views/sudoku-constraints.js';
import { mountControls, parseStep } from '../views/controls.js';
import { bringIntoView, captionOnBar } from '../views/in-view.js';
import { SUDOKU_PRESETS, SIZES } from '../views/sudoku-presets.js';
import { VARIANTS, VARIANT_PRESETS, looksLikeConstraints } from './variants.js';
import { mountConstraintEditor } from './constraint-editor.js';
import { buildGrid, decorateGrid, renderGrid, renderDigitPad, cellAfterArrow } from '../views/sudoku-grid.js';
import { digitChar, digitOfKey } from '../engine/codes.js';
import { renderLiveMatrix, liveOptions, lightMatrix } from './matrix.js';
import { clashMessage } from './clash.js';
import { watchTables, watchView, sudokuCaption, optionsLeft, sudokuVocabulary, itemsAtCell, engineLabels } from '../views/sudoku-watch.js';
import { mountPredictor, guard } from '../tools/predict.js';
import { exportButtons, copyLinkButton } from '../tools/export-figure.js';
import { gridToSvg } from '../tools/html-to-svg.js';
import { isDeadEnd } from '../views/links.js';
import { makeAnswers } from './answers.js';
import { savePuzzle, restorePuzzle } from './saved.js';
import { variantName } from './messages.js';

const VARIANT_IDS = VARIANTS.map((v) => v.id);
const PRESETS = [...SUDOKU_PRESETS, ...VARIANT_PRESETS];

const $ = (id) => document.getElementById(id);

const state = {
  rows: 3,
  cols: 3,
  cells: new Array(81).fill(0), // the digits on the grid, 0 = blank: the givens and the player's
  original: new Array(81).fill(0), // the givens alone (the puzzle as loaded); the rest are entries
  variant: 'classic', // the rules: classic, x, windoku, jigsaw or killer
  rulesText: null, // a jigsaw's regions or a killer's cages and sums, as the engine wrote them
  rules: null, // the engine's view of the rules, for drawing (null while the puzzle does not read)
  history: [], // earlier `cells`, for undo
  selected: 0,
  conflict: [], // cells named by the engine's error
  solution: null, // digits of the last answer, shown in blue
  session: null, // the stepper being watched (made on demand)
  watch: null, // tables for drawing the watched search
  hover: null,
  hint: null, // the last hint's cells to light: {area: [cells], target: cell or undefined}
  repeatsGrids: false, // one grid may be several solutions of the exact cover (a closed sum line)
  offered: null, // a contradiction hint's placement to watch fail: {cell, digit}
  trial: null, // that placement while its search is watched (assumed, not the player's entry)
};

/** The grid's cell elements, rebuilt when the shape changes (page, not state). */
let cellElements = [];

const side = () => state.rows * state.cols;
const shapeName = () => `${state.rows}x${state.cols}`;
const puzzleLine = (cells = state.cells) => cells.map(digitChar).join('');
/** The player's digits: those on the grid that the puzzle did not give. */
const isEntry = (k) => state.cells[k] !== 0 && state.original[k] === 0;
const entriesLine = () => state.cells.map((d, k) => (isEntry(k) ? digitChar(d) : '.')).join('');

/** Whether the puzzle reads: no clash the engine named, no error shown above the grid. */
const puzzleReads = () => !state.conflict.length && $('puzzle-error').hidden;

/** What a session or a worker is given for the grid with `cells` on it. */
const sessionSource = (cells) => ({ sudoku: puzzleText(cells), shape: shapeName(), variant: state.variant });

/**
 * The whole puzzle as the engine reads it: the digits on the grid (or, with `cells`, those),
 * after a killer's cages and sums or before a jigsaw's regions.
 */
function puzzleText(cells = state.cells) {
  const line = puzzleLine(cells);
  if (!state.rulesText) return line;
  return state.variant === 'killer' ? `${state.rulesText}\n${line}` : `${line}\n${state.rulesText}`;
}

// ----- Editing -----

/** Replaces the grid (remembering the old one for undo) and drops answers and watching. */
function setCells(
  cells,
  {
    rows = state.rows,
    cols = state.cols,
    variant = state.variant,
    rulesText = state.rulesText,
    original = cells.slice(),
    remember = true,
  } = {},
) {
  if (remember)
    state.history.push({
      cells: state.cells.slice(),
      original: state.original.slice(),
      rows: state.rows,
      cols: state.cols,
      variant: state.variant,
      rulesText: state.rulesText,
    });
  if (state.history.length > 200) state.history.shift();
  const resized = rows !== state.rows || cols !== state.cols || cellElements.length !== cells.length;
  state.rows = rows;
  state.cols = cols;
  state.cells = cells;
  state.original = original;
  state.variant = variant;
  state.rulesText = rulesText;
  $('variant').value = variant;
  $('rules-note').textContent = VARIANTS.find((v) => v.id === variant)?.note ?? '';
  // Constraints are added to classic rules or to other constraints (regions and cages have their own text).
  $('constraint-editor').hidden = variant !== 'classic' && variant !== 'constraints';
  if (resized) {
    cellElements = buildGrid($('grid'), rows, cols);
    state.rules = undefined; // drawn afresh by edited()
    state.selected = Math.min(state.selected, cells.length - 1);
  }
  edited();
  // Cells picked for a constraint are of the old grid.
  if (resized) editor?.clear();
}

/** After any change to the givens: check them, forget answers, stop watching, save. */
function edited() {
  state.solution = null;
  state.hint = null;
  offerTrial(null);
  stopWatching();
  const check = inspectSudoku(puzzleText(), shapeName(), state.variant);
  state.conflict = check.ok ? [] : check.cells.map(([r, c]) => r * side() + c);
  state.repeatsGrids = Boolean(check.repeatsGrids);
  showPuzzleError(check.ok ? null : clashMessage(check.error, state.conflict, isEntry));
  if (JSON.stringify(check.rules ?? null) !== JSON.stringify(state.rules)) {
    state.rules = check.rules ?? null;
    decorateGrid(cellElements, state);
    // A variant's constraints: drawn over the grid, and the rules of the whole grid said beside it.
    const words = drawConstraints($('grid'), state.rules);
    editor?.list(state.rules?.constraints ?? []);
    const note = VARIANTS.find((v) => v.id === state.variant)?.note ?? '';
    $('rules-note').textContent = words.length ? `Also: ${words.join('; ')}. ${note}` : note;
  }
  showText(puzzleText(state.original)); // The puzzle as given: the entries are the player's.
  $('status').textContent = '';
  $('status').classList.remove('bad');
  save();
  render();
}

/** Puts text in the puzzle box, tall enough for every line. */
function showText(text) {
  const box = $('puzzle-text');
  box.value = text;
  box.rows = Math.min(6, Math.max(2, text.split('\n').length));
}

function showPuzzleError(message) {
  const box = $('puzzle-error');
  box.hidden = !message;
  box.textContent = message ?? '';
  bringIntoView(box);
}

/**
 * Loads pasted or typed text as a puzzle of `variant` (in box shape `shape`, if given); on a
 * mistake shows the engine's message and keeps the text (and the grid: a grid whose givens clash
 * is loaded with the cells marked). With `guess`, text that does not read as `variant` but reads
 * as another variant is loaded as that one (a killer pasted while the page is on classic).
 * Returns the engine's inspection: it has a `grid` when one was loaded.
 */
function loadText(text, shape, variant = state.variant, { guess = false } = {}) {
  let check = inspectSudoku(text, shape, variant);
  if (!check.grid && guess) {
    // A variant with constraints is guessed only once its build is loaded (openText loads it).
    const other = VARIANT_IDS.filter((id) => id !== variant && (id !== 'constraints' || hasEngine('variants')))
      .map((id) => inspectSudoku(text, shape, id))
      .find((c) => c.ok);
    if (other) check = other;
  }
  if (!check.grid) {
    showPuzzleError(check.error);
    showText(text);
    return check;
  }
  const loaded = check.rules.variant;
  setCells(
    Array.from(check.grid, (ch) => (ch === '.' ? 0 : (digitOfKey(ch, check.side) ?? 0))),
    { rows: check.boxRows, cols: check.boxCols, variant: loaded, rulesText: check.rulesText ?? null },
  );
  if (!check.ok) showText(text);
  if (loaded !== variant) setStatus(`Read as ${variantName(loaded)}: it does not read as ${variantName(variant)}.`);
  return check;
}

/**
 * loadText, after loading the variants build when the text looks like a puzzle with constraints
 * (an ISS string): that build is loaded only for such a puzzle. The engine then says whether it is one.
 */
async function openText(text, shape, variant = state.variant, options = {}) {
  if (looksLikeConstraints(text) || variant === 'constraints') {
    if (!hasEngine('variants')) {
      setStatus('Loading the engine for constraints…');
      try {
        await loadEngine('variants');
      } catch (error) {
        setStatus(`The engine for constraints could not be loaded: ${error.message}`, true);
        return { grid: null };
      }
      setStatus('');
    }
    if (looksLikeConstraints(text)) variant = 'constraints';
  }
  return loadText(text, shape, variant, options);
}

function onGridKey(event) {
  const n = side();
  const { selected } = state;
  if (event.key.startsWith('Arrow')) {
    event.preventDefault();
    state.selected = cellAfterArrow(selected, event.key, n);
    render();
    return;
  }
  if ((event.ctrlKey || event.metaKey) && event.key === 'z') {
    event.preventDefault();
    undo();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // H asks for a hint (unless it is a digit, on grids of 17 and more), and so does ?.
  if (event.key === '?' || (/^[hH]$/.test(event.key) && digitOfKey(event.key, n) === null)) {
    event.preventDefault();
    if (!$('hint').disabled) answers.askHint();
    return;
  }
  let digit = digitOfKey(event.key, n);
  if (['Backspace', 'Delete', '0', '.', ' '].includes(event.key)) digit = 0;
  if (digit === null) return;
  event.preventDefault();
  enterDigit(digit);
}

/** Puts `digit` (0: none) in the selected cell and moves on to the next cell after a digit. */
function enterDigit(digit) {
  const n = side();
  const { selected } = state;
  const cells = state.cells.slice();
  cells[selected] = digit;
  // A digit typed in a cell the puzzle left blank is the player's entry; typed over a given, it
  // edits the puzzle.
  const original = state.original.slice();
  if (original[selected] !== 0) original[selected] = digit;
  setCells(cells, { original });
  if (digit !== 0 && selected + 1 < n * n) state.selected = selected + 1;
  render();
}

/**
 * The digit pad under the grid: a button per digit of the grid's size and Erase, for a phone or
 * a mouse (a tapped cell opens no keyboard). Made again when the size changes.
 */

function undo() {
  const previous = state.history.pop();
  if (previous) setCells(previous.cells, { ...previous, remember: false });
}

// ----- Answers, in workers (answers.js) -----

const answers = makeAnswers({
  state,
  side,
  shapeName,
  puzzleText,
  puzzleReads,
  sessionSource,
  entriesLine,
  setStatus,
  loadText,
  render,
  stopWatching,
  offerTrial,
});

const cellName = (k) => `r${Math.floor(k / side()) + 1}c${(k % side()) + 1}`;

/** Offers (or, with null, withdraws) watching a contradiction hint's placement fail. */
function offerTrial(trial) {
  state.offered = trial;
  const button = $('hint-watch');
  button.hidden = !trial;
  if (trial) button.textContent = `Watch why: assume ${digitChar(trial.digit)} at ${cellName(trial.cell)}`;
}

/**
 * Watches the search from the grid with the offered placement assumed (drawn dashed; the
 * player's grid is not changed): each step is forced, until an item has no option left and the
 * search backs up with no solution. Any edit, or a new hint, ends it.
 */
function watchTrial() {
  const trial = state.offered;
  if (!trial) return;
  stopWatching();
  offerTrial(null);
  state.hint = null;
  state.trial = trial;
  if (!startWatching()) return;
  render();
  setStatus(
    `Watching the search with ${digitChar(trial.digit)} assumed at ${cellName(trial.cell)} (dashed): → steps, ▶ plays. Every choice is forced, until an item has no option left; then the search backs up and finds no solution, so ${cellName(trial.cell)} is not ${digitChar(trial.digit)}.`,
  );
  // Arrows on the grid move its selection; from the step button they step.
  $('forward').focus();
}

/** Says `text` under the buttons, in view unless it is `progress` of a search still going. */
function setStatus(text, bad = false, { progress = false } = {}) {
  $('status').textContent = text;
  $('status').classList.toggle('bad', bad);
  if (!progress && text) bringIntoView($('status'));
}

// ----- Watching the search -----

function startWatching() {
  if (state.session) return true;
  if (!puzzleReads()) {
    setStatus('Fix the puzzle first: see the message above.', true);
    return false;
  }
  // The timeline is scouted after the first step, in slices: on a big grid, building the
  // stepper, the first step and drawing it already fill a frame. (stopWatching frees the
  // session, which stops the scout.)
  const cells = state.trial ? state.cells.map((d, k) => (k === state.trial.cell ? state.trial.digit : d)) : state.cells;
  const source = sessionSource(cells);
  const made = takePrepared(source) ?? makeWatched(source);
  made.session.scoutInBackground(renderProgress);
  state.session = made.session;
  state.watch = made.watch;
  state.solution = null;
  return true;
}

function stopWatching() {
  controls?.pause();
  state.session?.free();
  state.session = null;
  state.watch = null;
  state.trial = null;
  prepareWhenIdle();
}

// ----- The next session, made ahead -----

// A 25×25's first step builds its stepper (15,625 options) and its tables for drawing, then
// steps and draws: on a slow moment of a 2-core machine, over the 50 ms a keypress may take.
// So once the page is idle after an edit, the session the next step would make is made ahead,
// and that step only steps. What it is made from (the puzzle and the detail) is its key: a
// later edit makes it stale. (A session's setDetail scouts the timeline again, longer still.)
let prepared = null; // {key, session, watch}
let prepareTimer = 0;

const sessionKey = (source) => JSON.stringify([source, $('detail').value]);

function makeWatched(source) {
  const session = new Session(source, { detail: $('detail').value, scout: false });
  return { session, watch: watchTables(session, side()) };
}

/** The session made ahead for `source`, handed over (null if none was, or for another grid). */
function takePrepared(source) {
  const made = prepared;
  prepared = null;
  if (made && made.key === sessionKey(source)) return made;
  made?.session.free();
  return null;
}

function prepareWhenIdle() {
  clearTimeout(prepareTimer);
  // After the edit's own task and its drawing, and away from the keys a player types in a row.
  prepareTimer = setTimeout(() => {
    if (window.requestIdleCallback) requestIdleCallback(prepare, { timeout: 1000 });
    else prepare();
  }, 100);
}

function prepare() {
  if (state.session || !puzzleReads()) return;
  const source = sessionSource(state.cells);
  const key = sessionKey(source);
  if (prepared?.key === key) return;
  prepared?.session.free();
  prepared = null;
  try {
    prepared = { key, ...makeWatched(source) };
  } catch {
    // What the puzzle's check let through but the stepper refuses is said when watching starts.
  }
}

const player = makePlayer(
  () => state.session,
  () => render(),
);

const predicting = guard(player, () => predictor);

/** The controls' player: the first step, play or seek starts watching the current grid. */
const watchingPlayer = {
  ...player,
  // In predict mode a step stops before each event to predict, to ask.
  forward: (count) => startWatching() && predicting.forward(count),
  back: (count) => state.session && player.back(count),
  seek: (position) => startWatching() && player.seek(position),
  nextSolution: (budget) => !startWatching() || player.nextSolution(budget),
  position: () => (state.session ? player.position() : 0),
  total: () => (state.session ? player.total() : null),
  known: () => (state.session ? player.known() : 0),
  isDone: () => (state.session ? player.isDone() : false),
  atStart: () => (state.session ? player.atStart() : true),
  markers: () => (state.session ? player.markers() : { solutions: [], deadEnds: [] }),
};

/** The caption of the last event taken. */
function caption(event) {
  return sudokuCaption(
    event,
    state.watch,
    state.session.state().stats.solutions,
    optionsLeft(state.session, state.watch),
    isDeadEnd(state.session, event),
  );
}

// ----- Drawing -----

let controls = null;
let predictor = null;
let editor = null;

function render() {
  const n = side();
  const view = state.cells.map((given, k) => ({ given, entry: isEntry(k), classes: [] }));
  if (state.solution) {
    state.solution.forEach((d, k) => {
      if (!view[k].given) Object.assign(view[k], { digit: d, kind: 'solved' });
    });
  }
  if (state.trial) Object.assign(view[state.trial.cell], { digit: state.trial.digit, kind: 'assumed', classes: ['hint-trial'] });
  let watched = null;
  if (state.session) watched = watchView(state.session, state.watch, state, view);
  view[state.selected]?.classes.push('selected');
  for (const k of state.conflict) view[k].classes.push('conflict');
  if (state.hint && !state.session) {
    for (const k of state.hint.area) view[k]?.classes.push('hint-area');
    if (state.hint.target !== undefined) view[state.hint.target]?.classes.push('hint-target');
    if (state.hint.kind === 'wrong') for (const k of state.hint.area) view[k]?.classes.push('hint-wrong');
  }
  if (state.hover !== null) view[state.hover]?.classes.push('hover');
  for (const k of editor?.picked ?? []) view[k]?.classes.push('picked');
  renderGrid(cellElements, view, n);
  lightConstraint($('grid'), watched?.litConstraint);
  renderDigitPad($('digit-pad'), n);

  const now = watched?.now;
  $('caption').textContent = state.session
    ? caption(state.session.lastEvent())
    : 'Press ▶ (or Space) to watch the search fill the grid; → steps, ← steps back.';
  showCounters(now, state.session?.hasColors);
  renderProgress();
  renderMatrix(watched);
  predictor?.sync();
  if (state.session) {
    clearTimeout(stepTimer);
    stepTimer = setTimeout(save, 250);
  }
}

let stepTimer = 0;

/**
 * Opens the search at step `step` of a link: watching starts, and once the timeline (scouted in
 * the background) reaches the step, the controls go there in slices. An edit before then (a new
 * session) cancels it.
 */
function openAtStep(step) {
  if (!startWatching()) return;
  const session = state.session;
  const go = () => {
    if (state.session !== session) return;
    // Scouted that far, or as far as the scout goes (the seek goes on past what it scouted).
    if (session.timeline.total >= step || session.timeline.complete || !session.scouting) controls.seek(step);
    else setTimeout(go, 50);
  };
  go();
}

/** The step count and the timeline: redrawn alone while the timeline is scouted. */
function renderProgress() {
  const session = state.session;
  const timeline = session?.timeline;
  const position = session ? session.position() : 0;
  showStep(position, timeline);
  if (session) controls.updateTimeline();
  else {
    $('timeline').max = '0';
    $('timeline').value = '0';
  }
}

function renderMatrix(watched) {
  const box = $('matrix');
  box.hidden = !$('show-matrix').checked;
  if (box.hidden) return;
  if (!watched) {
    box.innerHTML = '<p class="note">The matrix appears when you watch the search (press ▶ or →).</p>';
    return;
  }
  const { watch } = state;
  const { live, activeItems } = liveOptions(watch, watched);
  const labels = engineLabels(state.session, watch);
  box.innerHTML = renderLiveMatrix({
    live,
    active: activeItems,
    itemsOf: watch.itemsOf,
    ...labels,
    placements: watch.placements,
    side: side(),
    rules: watch.rules,
  });
  highlightMatrix();
}

function highlightMatrix() {
  lightMatrix($('matrix'), state.hover, state.watch);
}

function setHover(cell) {
  if (state.hover === cell) return;
  state.hover = cell;
  for (const element of cellElements) element.classList.remove('hover');
  if (cell !== null) cellElements[cell]?.classList.add('hover');
  highlightMatrix();
}

// ----- Saving and sharing -----

function save() {
  const shown = { puzzle: puzzleText(state.original), entries: entriesLine(), shape: shapeName(), variant: state.variant };
  savePuzzle(shown, { rows: state.rows, cols: state.cols }, { step: state.session?.position() ?? 0, detail: state.session?.detail });
}

/** Puts a saved line of entries back on the loaded puzzle's blank cells (anything else in it is ignored). */
function restoreEntries(line) {
  if (line.length !== state.cells.length) return;
  const cells = state.cells.slice();
  Array.from(line).forEach((ch, k) => {
    const digit = ch === '.' ? 0 : (digitOfKey(ch, side()) ?? 0);
    if (state.original[k] === 0 && digit) cells[k] = digit;
  });
  setCells(cells, { original: state.original.slice(), remember: false });
}

// ----- Start -----

async function main() {
  // Read before loading the puzzle, which writes the URL anew.
  const linked = new URLSearchParams(location.search);
  await loadEngine('sudoku');
  answers.warm();
  $('preset').innerHTML = `<option value="">Choose…</option>${PRESETS.map((p) => `<option value="${p.id}">${p.name}</option>`).join('')}`;
  $('size').innerHTML = SIZES.map((s) => `<option value="${s.shape}">${s.label}</option>`).join('');
  $('variant').innerHTML = VARIANTS.map((v) => `<option value="${v.id}">${v.label}</option>`).join('');
  // The usual first speed, as on the links page: a first ▶ can be watched.
  controls = mountControls($('controls'), watchingPlayer);
  captionOnBar($('controls'), $('caption'));
  predictor = mountPredictor($('predict-panel'), $('predict'), {
    getSession: () => state.session,
    describe: sudokuVocabulary(() => state.watch),
    asks: 'choices',
    player,
    render,
    getControls: () => controls,
  });
  exportButtons($('grid-export'), $('grid'), {
    name: () => `dlx-sudoku-${state.variant}${state.session ? `-step-${state.session.position()}` : ''}`,
    title: () =>
      `Sudoku (${state.variant}): ${puzzleText().replace(/\n/g, ' ')}${state.session ? `, step ${state.session.position()}: ${$('caption').textContent}` : ''}`,
    label: 'the grid',
    makeSvg: () => gridToSvg($('grid')),
  });
  copyLinkButton($('copy-link'), $('copy-status'), () => {
    clearTimeout(stepTimer);
    save();
  });
  editor = mountConstraintEditor({
    side,
    cellName,
    rules: () => (state.variant === 'constraints' ? (state.rulesText ?? '') : ''),
    apply: (rules) => setCells(state.cells.slice(), { variant: 'constraints', rulesText: rules, original: state.original.slice() }),
    changed: render,
  });

  const saved = restorePuzzle();
  // The engine reads the shape with the puzzle, so no grid is built at a size it refuses.
  const check = await openText(saved.puzzle, saved.shape, saved.variant);
  if (!check.grid) {
    // Not readable: the message and the user's text stay, and so do the URL and storage
    // (nothing is saved over them until the user edits). The grid is empty, at the shape the
    // engine made out, else 9×9.
    state.rows = check.boxRows || 3;
    state.cols = check.boxCols || 3;
    state.cells = new Array(side() * side()).fill(0);
    if (VARIANT_IDS.includes(saved.variant)) state.variant = saved.variant;
    $('variant').value = state.variant;
    cellElements = buildGrid($('grid'), state.rows, state.cols);
    render();
  }
  if (check.grid && saved.entries) restoreEntries(saved.entries);
  state.history = [];
  $('size').value = shapeName();
  if (linked.get('detail') === 'links') $('detail').value = 'links';
  const step = parseStep(linked.get('step'));
  if (check.grid && step > 0) openAtStep(step);

  const grid = $('grid');
  grid.addEventListener('keydown', onGridKey);
  grid.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (!cell) return;
    // While cells are picked for a new constraint, a click picks one.
    if (editor.picking) {
      editor.pick(Number(cell.dataset.cell));
      return;
    }
    // While a choice is to be predicted, a click on a cell answers it.
    if (predictor.awaitsItem) {
      predictor.answerItems(itemsAtCell(state.session, state.watch, Number(cell.dataset.cell)));
      return;
    }
    state.selected = Number(cell.dataset.cell);
    grid.focus();
    render();
  });
  $('digit-pad').addEventListener('click', (event) => {
    const button = event.target.closest('[data-digit]');
    if (button) enterDigit(Number(button.dataset.digit));
  });
  grid.addEventListener('mouseover', (event) => {
    const cell = event.target.closest('[data-cell]');
    setHover(cell ? Number(cell.dataset.cell) : null);
  });
  grid.addEventListener('mouseleave', () => setHover(null));
  $('matrix').addEventListener('mouseover', (event) => {
    const row = event.target.closest('.mrow');
    setHover(row ? Number(row.dataset.cell) : null);
  });
  document.addEventListener('paste', (event) => {
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return;
    const text = event.clipboardData?.getData('text');
    if (!text) return;
    event.preventDefault();
    openText(text, undefined, state.variant, { guess: true });
  });
  $('puzzle-form').addEventListener('submit', (event) => {
    event.preventDefault();
    openText($('puzzle-text').value, undefined, state.variant, { guess: true });
  });
  $('preset').addEventListener('change', async () => {
    const preset = PRESETS.find((p) => p.id === $('preset').value);
    if (preset) await openText(preset.puzzle, undefined, preset.variant ?? 'classic');
    $('size').value = shapeName();
  });
  $('variant').addEventListener('change', async () => {
    const variant = $('variant').value;
    if (variant === 'jigsaw' || variant === 'killer' || variant === 'constraints') {
      // Their rules are more than a name (regions, cages, constraints), and the page has no
      // editor for them: start from the example, which the user's own pasted puzzle replaces.
      const example = VARIANT_PRESETS.find((p) => p.variant === variant);
      await openText(example.puzzle, undefined, variant);
      const format = VARIANTS.find((v) => v.id === variant).format;
      setStatus(`An example of ${variantName(variant)}: paste your own to replace it (${format}). Undo brings back your grid.`);
    } else {
      setCells(state.cells.slice(), { variant, rulesText: null, original: state.original.slice() });
    }
    $('size').value = shapeName();
  });
  $('size').addEventListener('change', () => {
    const [r, c] = $('size').value.split('x').map(Number);
    // An empty grid of a new size keeps rules that are only a name; regions and cages do not fit it.
    const variant = state.rulesText ? 'classic' : state.variant;
    setCells(new Array(r * c * r * c).fill(0), { rows: r, cols: c, variant, rulesText: null });
  });
  $('undo').addEventListener('click', undo);
  $('clear').addEventListener('click', () => setCells(new Array(side() * side()).fill(0)));
  $('solve').addEventListener('click', () => answers.ask('solve', 1));
  $('hint').addEventListener('click', answers.askHint);
  $('hint-watch').addEventListener('click', watchTrial);
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const inField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
    if (event.key.toLowerCase() !== 'h' || inField || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target instanceof Element && target.closest('[data-own-keys]')) return; // The grid's own handler.
    event.preventDefault();
    if (!$('hint').disabled) answers.askHint();
  });
  $('generate').addEventListener('click', answers.generate);
  // The generator and hints are a build of their own, which the worker loads when first asked
  // for: a pointer over either button or focus on it starts the load, ahead of the click.
  for (const id of ['generate', 'hint']) {
    for (const type of ['pointerenter', 'focus']) $(id).addEventListener(type, () => answers.warm('maker'), { once: true });
  }
  // Count's workers load the generator's build too (or the variants build), ahead of the click.
  for (const type of ['pointerenter', 'focus']) $('count').addEventListener(type, answers.warmCount);
  $('unique').addEventListener('click', () => answers.ask('unique', 2));
  $('count').addEventListener('click', () => {
    const typed = $('limit').value;
    const limit = Number(typed);
    if (typed === '' || !Number.isSafeInteger(limit) || limit < 1) {
      setStatus(
        `The limit must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER.toLocaleString()}: ${typed === '' ? 'the box is empty' : `${typed} is not`}.`,
        true,
      );
      return;
    }
    answers.ask('count', limit);
  });
  $('cancel').addEventListener('click', answers.cancel);
  $('show-matrix').addEventListener('change', () => render());
  $('detail').addEventListener('change', () => {
    if (state.session) {
      state.session.setDetail($('detail').value);
      render();
    } else prepareWhenIdle();
  });
  render();
}

mountCounters();
startPage(main, (message) => {
  $('status').textContent = message;
});

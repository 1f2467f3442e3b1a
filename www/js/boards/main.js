// The boards page: pentominoes, N-queens, Langford pairs, the Soma cube, any typed pieces and word rectangles watched step
// by step through the shared controls, a board the user draws, and counting in a worker. One state object; render() draws it.

import { startPage } from '../views/page-start.js';
import { mountCounters, showCounters, showStep } from '../views/counters.js';
import { loadEngine, Session, makePlayer } from '../engine/session.js';
import { buildFor } from '../engine/source.js';
import { mountControls, parseStep, watchableRate } from '../views/controls.js';
import { bringIntoView, captionOnBar } from '../views/in-view.js';
import { boardTables, boardState, boardCaption, boardVocabulary, itemsAt } from '../views/board-watch.js';
import { mountPredictor, guard } from '../tools/predict.js';
import { renderBoard, renderLegend, renderSolution } from '../views/board-view.js';
import { esc, isDeadEnd, plural } from '../views/links.js';
import { SearchPool, poolProgressText, countTime, countWork } from '../workers/search-jobs.js';
import { exportButtons, copyLinkButton } from '../tools/export-figure.js';
import { mountZoom } from '../views/zoom.js';
import {
  PENTOMINO_BOARDS,
  QUEENS,
  LANGFORD,
  POLYCUBE_BOXES,
  POLYOMINO_BOARDS,
  OWN_PIECES,
  OWN_BOARD,
  WORD_BOARDS,
  offered,
  aboutText,
} from './presets.js';

const $ = (id) => document.getElementById(id);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Queens' boards this small are also presets of the links page, the same search event for event.
const LINKS_QUEENS = 6;
// Solutions shown in the gallery at most (6 × 10 has 2,339 up to symmetry).
const GALLERY_MAX = 120;
// Events run per task on the way to a solution opened from the gallery.
const JUMP_SLICE = 400_000;

// The drawing area for your own board.
const DRAW_WIDTH = 16;
const DRAW_HEIGHT = 12;

const state = {
  kind: 'pentominoes',
  spec: 'scott',
  session: null,
  tables: null,
  keepUrl: false,
  drawing: new Uint8Array(DRAW_WIDTH * DRAW_HEIGHT),
  // Quarter turns of the Soma cube's solid about the vertical axis (0 to 3).
  turn: 0,
};

let controls = null;
let urlTimer = 0;
let predictor = null;
/** Scrolls the zoomed board to the square the step is about (see views/zoom.js). */
let followBoard = () => {};

/** Opens a puzzle; throws the engine's Error for a board it refuses. */
function open(kind, spec) {
  const session = new Session({ board: kind, spec }, { detail: $('detail')?.value ?? 'algorithm' });
  cancelCount();
  state.session?.free();
  state.session = session;
  state.kind = kind;
  state.spec = spec;
  state.tables = boardTables(session);
  predictor?.reset();
  $('about').textContent = aboutText(kind, spec, state.tables);
  setStatus('');
  clearGallery();
  // A first play shows each piece go down, as on the links page, until the reader picks a speed.
  controls?.suggestRate(watchableRate(session.timeline));
}

const player = makePlayer(
  () => state.session,
  () => render(),
);

/** The controls' player: in predict mode a step stops before each event to predict, to ask. */
const guardedPlayer = guard(player, () => predictor);

function render() {
  const { session, tables } = state;
  if (!session) return;
  const view = { ...boardState(session, tables), turn: state.turn };
  $('board').innerHTML = renderBoard(tables, view);
  followBoard();
  $('cube-turn').hidden = !tables.box;
  $('legend').innerHTML = renderLegend(tables, view);
  const { now } = view;
  const event = session.lastEvent();
  $('caption').textContent = boardCaption(event, tables, now.stats.solutions, isDeadEnd(session, event));
  showStep(now.position, session.timeline);
  showCounters(now, session.hasColors);
  controls.updateTimeline();
  predictor?.sync();
  clearTimeout(urlTimer);
  urlTimer = setTimeout(saveUrl, 250);
}

/** The URL holds the puzzle and the step, so a link opens at exactly this moment. */
function saveUrl() {
  if (state.keepUrl || !state.session) return;
  const params = new URLSearchParams({ puzzle: state.kind, board: state.spec });
  if (state.session.detail !== 'algorithm') params.set('detail', state.session.detail);
  const position = state.session.position();
  if (position > 0) params.set('step', String(position));
  const url = `${location.pathname}?${params}`;
  if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
  updateLinksView();
}

/** Small queens' problems open on the links page at the same step, to see their links. */
function updateLinksView() {
  const link = $('links-view');
  const n = Number(state.spec);
  link.hidden = !(state.kind === 'queens' && n <= LINKS_QUEENS);
  if (link.hidden) return;
  const params = new URLSearchParams({ problem: `queens${n}` });
  if (state.session.detail !== 'algorithm') params.set('detail', state.session.detail);
  const position = state.session.position();
  if (position > 0) params.set('step', String(position));
  link.href = `links.html?${params}`;
}

/** Says `text` under the board's tools, in view unless it is `progress` of a count still going. */
function setStatus(text, bad = false, { progress = false } = {}) {
  $('status').textContent = text;
  $('status').classList.toggle('bad', bad);
  if (!progress && text) bringIntoView($('status'));
}

// ----- Choosing a puzzle -----

function selectValue(kind, spec) {
  if (kind === 'queens' || kind === 'langford' || kind === 'soma') return `${kind}:${spec}`;
  if (kind === 'polycubes') {
    // A box from a link that the list does not offer joins the list.
    const value = `polycubes:${spec}`;
    if (![...$('puzzle').options].some((option) => option.value === value)) {
      $('puzzle')
        .querySelector('optgroup[label="Polycubes"]')
        .insertAdjacentHTML('beforeend', `<option value="${esc(value)}">Polycubes: ${esc(spec)}</option>`);
    }
    return value;
  }
  if (kind === 'polyominoes') return offered(POLYOMINO_BOARDS, spec) ? `polyominoes:${spec}` : 'polyominoes:edit';
  if (kind === 'words') return offered(WORD_BOARDS, spec) ? `words:${spec}` : 'words:edit';
  return offered(PENTOMINO_BOARDS, spec) ? `pentominoes:${spec}` : 'pentominoes:draw';
}

function fillPuzzleSelect() {
  const pentominoes = PENTOMINO_BOARDS.map((b) => `<option value="pentominoes:${b.spec}">${b.label}</option>`).join('');
  const queens = QUEENS.map((n) => `<option value="queens:${n}">${n} queens</option>`).join('');
  const langford = LANGFORD.map((n) => `<option value="langford:${n}">Langford pairs, 1 to ${n}</option>`).join('');
  $('puzzle').innerHTML =
    `<optgroup label="Pentominoes">${pentominoes}<option value="pentominoes:draw">Pentominoes: draw your own board…</option></optgroup><optgroup label="N queens">${queens}</optgroup><optgroup label="Langford pairs">${langford}</optgroup><optgroup label="Polycubes"><option value="soma:cube">The Soma cube (3 × 3 × 3)</option>${POLYCUBE_BOXES.map((b) => `<option value="polycubes:${esc(b.spec)}">${b.label}</option>`).join('')}</optgroup><optgroup label="Any pieces">${POLYOMINO_BOARDS.map((b) => `<option value="polyominoes:${esc(b.spec)}">${b.label}</option>`).join('')}<option value="polyominoes:edit">Your own pieces…</option></optgroup><optgroup label="Word rectangles (colours)">${WORD_BOARDS.map((b) => `<option value="words:${esc(b.spec)}">${b.label}</option>`).join('')}<option value="words:edit">Your own words…</option></optgroup>`;
}

/**
 * Loads the build a board needs. Count waits meanwhile: a click before the board is open would
 * count the board being left, and opening the new one would cancel that count unseen.
 */
let loadingBuilds = 0;
async function loadBuildOf(kind, spec) {
  loadingBuilds += 1;
  $('count').disabled = true;
  try {
    await loadEngine(buildFor({ board: kind, spec }));
  } finally {
    loadingBuilds -= 1;
    setBusy(!$('cancel').hidden);
  }
}

async function choose(kind, spec) {
  controls.pause();
  await loadBuildOf(kind, spec);
  open(kind, spec);
  state.keepUrl = false;
  $('puzzle').value = selectValue(kind, spec);
  await nextTask();
  render();
}

// ----- Drawing a board -----

/** Shows the editor `id` (the drawing area, the pieces' or the words'), or none, and hides the others. */
function showEditor(id) {
  for (const editor of ['drawer', 'pieces-editor', 'words-editor']) $(editor).hidden = editor !== id;
}

/** Puts the current board (or Scott's) into the drawing area. */
function startDrawing() {
  state.drawing.fill(0);
  const { tables } = state;
  const source = tables && tables.kind === 'pentominoes' ? tables : null;
  if (source && source.width <= DRAW_WIDTH && source.height <= DRAW_HEIGHT) {
    source.squares.forEach((on, k) => {
      state.drawing[Math.floor(k / source.width) * DRAW_WIDTH + (k % source.width)] = on;
    });
  }
  showEditor('drawer');
  renderDrawing();
  $('draw-grid').querySelector('button')?.focus();
}

function renderDrawing() {
  const grid = $('draw-grid');
  grid.style.setProperty('--w', DRAW_WIDTH);
  if (grid.children.length !== state.drawing.length) {
    grid.innerHTML = Array.from(
      state.drawing,
      (_, k) =>
        `<button type="button" data-k="${k}" aria-label="row ${Math.floor(k / DRAW_WIDTH) + 1}, column ${(k % DRAW_WIDTH) + 1}"></button>`,
    ).join('');
  }
  for (const [k, button] of Array.from(grid.children).entries()) button.setAttribute('aria-pressed', state.drawing[k] ? 'true' : 'false');
  const count = state.drawing.reduce((sum, on) => sum + on, 0);
  $('draw-count').textContent = `${plural(count, 'square')} of 60.`;
}

/**
 * Drag-to-paint: pressing on a square turns it over, and every square the pointer then passes
 * (mouse, pen or finger) is given the same value, until it is lifted: a stroke adds squares, or,
 * begun on a filled one, takes them away.
 */
function pointerDraw(grid) {
  let paint = null;
  const squareAt = (event) => document.elementFromPoint(event.clientX, event.clientY)?.closest('#draw-grid button[data-k]');
  const paintSquare = (button) => {
    const k = Number(button.dataset.k);
    if (state.drawing[k] === paint) return;
    state.drawing[k] = paint;
    renderDrawing();
  };
  grid.addEventListener('pointerdown', (event) => {
    const button = event.target.closest('button[data-k]');
    if (!button || !event.isPrimary || event.button !== 0) return;
    event.preventDefault(); // No text selection, no drag of the button.
    button.focus();
    paint = state.drawing[Number(button.dataset.k)] ? 0 : 1;
    paintSquare(button);
    // The grid keeps the pointer, so a finger's moves come here and not to the page's scrolling.
    grid.setPointerCapture(event.pointerId);
  });
  grid.addEventListener('pointermove', (event) => {
    if (paint === null) return;
    const button = squareAt(event);
    if (button) paintSquare(button);
  });
  const stop = () => {
    paint = null;
  };
  grid.addEventListener('pointerup', stop);
  grid.addEventListener('pointercancel', stop);
  grid.addEventListener('lostpointercapture', stop);
}

/** Clear (0) or All squares (1): the whole drawing area at once. */
function fillDrawing(on) {
  state.drawing.fill(on);
  renderDrawing();
}

/** The drawing as the engine reads it: rows of `#` and `.`, empty rows and columns trimmed. */
function drawingSpec() {
  const rows = [];
  for (let y = 0; y < DRAW_HEIGHT; y++)
    rows.push(Array.from(state.drawing.subarray(y * DRAW_WIDTH, (y + 1) * DRAW_WIDTH), (on) => (on ? '#' : '.')).join(''));
  const used = rows.filter((row) => row.includes('#'));
  if (used.length === 0) return '';
  const first = Math.min(...used.map((row) => row.indexOf('#')));
  const last = Math.max(...used.map((row) => row.lastIndexOf('#')));
  const top = rows.findIndex((row) => row.includes('#'));
  const bottom = rows.length - 1 - [...rows].reverse().findIndex((row) => row.includes('#'));
  return rows
    .slice(top, bottom + 1)
    .map((row) => row.slice(first, last + 1))
    .join('/');
}

/**
 * Opens a drawn or typed puzzle, its spec from `makeSpec` (which may throw); if that or the
 * engine refuses it, the message goes under the editor (`errorBox`), whose text stays.
 */
async function openTyped(kind, makeSpec, errorBox) {
  try {
    const spec = makeSpec();
    controls.pause();
    await loadBuildOf(kind, spec);
    open(kind, spec);
    $(errorBox).hidden = true;
    $('puzzle').value = selectValue(kind, spec);
    await nextTask();
    render();
  } catch (error) {
    $(errorBox).hidden = false;
    $(errorBox).textContent = error.message;
  }
}

function useDrawing() {
  return openTyped('pentominoes', () => drawingSpec() || fail('the board has no squares: click some'), 'draw-error');
}

function fail(message) {
  throw new Error(message);
}

// ----- Your own pieces -----

/** Opens the pieces editor: the pieces on show if they are typed ones, else a set that tiles. */
function startPieces({ focus = true } = {}) {
  const typed = state.kind === 'polyominoes' && !offered(POLYOMINO_BOARDS, state.spec);
  const [pieces, board] = typed ? splitSpec(state.spec) : [OWN_PIECES, OWN_BOARD];
  if (!$('pieces-text').value) $('pieces-text').value = pieces;
  if (!$('pieces-board').value) $('pieces-board').value = board;
  showEditor('pieces-editor');
  if (focus) $('pieces-text').focus();
}

// ----- Your own words -----

/** Opens the words editor: the words on show if they are typed ones, else the small list. */
async function startWords({ focus = true } = {}) {
  const typed = state.kind === 'words' && !offered(WORD_BOARDS, state.spec);
  // The small list is the engine's (the spec `small` names it).
  const [words, size] = typed ? splitSpec(state.spec) : [(await loadEngine('words')).smallWordList(), '3x3'];
  if (!$('words-text').value) $('words-text').value = words;
  if (!$('words-size').value) $('words-size').value = size;
  showEditor('words-editor');
  if (focus) $('words-text').focus();
}

/** Opens the typed words in a rectangle of the typed size; the engine's message, and the text kept, if it refuses them. */
function useWords() {
  return openTyped('words', () => `${$('words-text').value.trim()}\n@ ${$('words-size').value.trim()}`, 'words-error');
}

/** A typed spec's two parts, `PIECES @ BOARD` or `WORDS @ SIZE`, split at the last `@`. */
function splitSpec(spec) {
  const at = spec.lastIndexOf('@');
  return at < 0 ? [spec, ''] : [spec.slice(0, at).trim(), spec.slice(at + 1).trim()];
}

/** Opens the typed pieces on the typed board; the engine's message, and the text kept, if it refuses them. */
function usePieces() {
  // The engine reads the pieces as typed (see parse_pieces); the board follows the last `@`.
  return openTyped('polyominoes', () => `${$('pieces-text').value.trim()}\n@ ${$('pieces-board').value.trim()}`, 'pieces-error');
}

function onDrawKey(event) {
  const button = event.target.closest('button[data-k]');
  if (!button) return;
  const k = Number(button.dataset.k);
  const moves = { ArrowUp: -DRAW_WIDTH, ArrowDown: DRAW_WIDTH, ArrowLeft: -1, ArrowRight: 1 };
  if (!(event.key in moves)) return;
  event.preventDefault();
  const next = k + moves[event.key];
  const sameRow = Math.abs(moves[event.key]) !== 1 || Math.floor(next / DRAW_WIDTH) === Math.floor(k / DRAW_WIDTH);
  if (next >= 0 && next < state.drawing.length && sameRow) $('draw-grid').children[next].focus();
}

// ----- Counting, in a worker -----

// A count runs on a pool of workers, one per core (see SearchPool; `?workers=N` chooses), with the
// count build: every puzzle, flat out with the fastest engine.
const pool = new SearchPool({ progress: onProgress, done: onCounted, build: 'count' });

function cancelCount() {
  if (!pool.cancel()) return;
  // What the workers found before Cancel is drawn.
  gallery.counting = false;
  drawGallery();
  setBusy(false);
  setStatus('Cancelled.');
}

// Langford pairs past 12 have tens of millions of solutions: minutes of a count here (n = 15:
// 79,619,280, a minute on two cores natively). The command line counts them.
const LANGFORD_COUNT_MAX = 12;

// The solutions past that limit, up to reversal (OEIS A014552; the engine counts each twice):
// none for n = 4k + 1 or 4k + 2, which the search takes as long to show.
const LANGFORD_UP_TO_REVERSAL = { 13: 0, 14: 0, 15: 39_809_640, 16: 326_721_800 };

/** What the page says instead of counting Langford pairs for `n` past LANGFORD_COUNT_MAX. */
function langfordTooLong(n) {
  const command = `The command line counts them: dlx-stepper langford ${n} --count.`;
  const known = LANGFORD_UP_TO_REVERSAL[n];
  if (known === 0) {
    return `Langford pairs for ${n} have no solution (only n = 4k or 4k − 1 have any: see About), but the search that finds none takes too long for a page. ${command}`;
  }
  const total = known === undefined ? '' : ` (${(2 * known).toLocaleString()}, ${known.toLocaleString()} up to reversal)`;
  return `Langford pairs for ${n} have too many solutions to count in a page${total}. ${command}`;
}

function count() {
  if (state.kind === 'langford' && Number(state.spec) > LANGFORD_COUNT_MAX) {
    setStatus(langfordTooLong(Number(state.spec)), true);
    return;
  }
  setBusy(true);
  setStatus(poolProgressText(pool.size));
  clearGallery();
  gallery.counting = true;
  gallery.countStarted = performance.now();
  pool.start({ board: state.kind, spec: state.spec }, { gallery: GALLERY_MAX });
}

function onProgress(progress) {
  const { distinct, found } = progress;
  // The gallery fills as the parts before each solution are done, in the search's order.
  if (found.length) {
    queueForGallery(found);
    $('gallery-note').textContent =
      'Found so far, one drawing of each, in the order the search finds them; click one to open the search at it.';
  }
  // The first drawings, from the first report after the count's first second (see drawGallery).
  drawGallery();
  setStatus(poolProgressText(pool.size, progress, `, ${distinct.toLocaleString()} distinct up to symmetry`), false, { progress: true });
}

function onCounted(data) {
  setBusy(false);
  gallery.counting = false;
  if (data.type === 'error') {
    setStatus(data.message, true);
    return;
  }
  // Rotations and reflections are different solutions to exact cover: say so, and how many
  // are left when they are counted as one.
  const symmetries = state.tables.symmetries;
  const classes =
    state.kind === 'langford'
      ? `; ${data.distinct.toLocaleString()} up to reversal`
      : state.kind === 'words'
        ? symmetries > 1
          ? `; ${data.distinct.toLocaleString()} up to transposition (a square's rows read as its columns)`
          : ''
        : symmetries > 1
          ? `; ${data.distinct.toLocaleString()} up to rotation and reflection (the ${state.kind === 'soma' ? 'cube' : state.tables.box ? 'box' : 'board'} has ${symmetries} symmetries)`
          : '';
  setStatus(`${plural(data.count, 'solution')}${classes} (${countTime(data)}, ${countWork(data)}).`);
  // The whole list, in order: the gallery shown while counting holds the first of them already
  // (drawn again, 120 boards of 225 squares held the page for a quarter of a second).
  queueForGallery(data.found.slice(gallery.queued));
  $('gallery').hidden = false;
  const shown = data.found.length;
  $('gallery-note').textContent =
    data.distinct === 0
      ? 'No solutions.'
      : `${shown < data.distinct ? `The first ${shown.toLocaleString()} of ${data.distinct.toLocaleString()}` : `All ${plural(data.distinct, 'solution')}`} distinct up to symmetry, one drawing of each, in the order the search finds them; click one to open the search at it.`;
}

// ----- The gallery of solutions a count found -----

// Drawings wait in a queue and are drawn a few per task: a count's first report may bring the
// whole gallery (120 boards of 225 squares took a quarter of a second at once). While the count
// runs only the first few are drawn, and only from its first report after a second: the page's
// drawing takes a processor from the workers (the whole gallery drawn during a count of 13 queens made it 3.4
// times as long on two cores; the first 12 drawn at once, the 6 × 10 box's half-second count 5%
// longer). A count shorter than that shows its gallery when it is done.
const gallery = { queue: [], queued: 0, drawing: false, counting: false, countStarted: 0 };
const GALLERY_TASK_MS = 30;
const GALLERY_WHILE_COUNTING = 12;
const GALLERY_AFTER_MS = 1000;

function clearGallery() {
  $('gallery').hidden = true;
  $('gallery-list').textContent = '';
  Object.assign(gallery, { queue: [], queued: 0 });
}

/** Adds `found` (each `{number, options}`) to the gallery, drawn in tasks of their own. */
function queueForGallery(found) {
  gallery.queue.push(...found);
  gallery.queued += found.length;
  drawGallery();
}

/** Draws what waits in the gallery's queue, a task at a time (while counting, the first few). */
function drawGallery() {
  if (gallery.drawing) return;
  const room = () => {
    if (!gallery.counting) return Infinity;
    if (performance.now() - gallery.countStarted < GALLERY_AFTER_MS) return 0;
    return GALLERY_WHILE_COUNTING - $('gallery-list').children.length;
  };
  if (!gallery.queue.length || room() <= 0) return;
  $('gallery').hidden = false;
  gallery.drawing = true;
  const drawSome = () => {
    const start = performance.now();
    while (gallery.queue.length && room() > 0 && performance.now() - start < GALLERY_TASK_MS) addToGallery(gallery.queue.shift());
    gallery.drawing = false;
    if (gallery.queue.length && room() > 0) {
      gallery.drawing = true;
      setTimeout(drawSome, 0);
    }
  };
  setTimeout(drawSome, 0);
}

function addToGallery({ number, options }) {
  const label = `Solution ${number.toLocaleString()}`;
  $('gallery-list').insertAdjacentHTML(
    'beforeend',
    `<li><button type="button" data-number="${number}" aria-label="${label}: open the search at it"><span class="board">${renderSolution(state.tables, options)}</span><span>#${number.toLocaleString()}</span></button></li>`,
  );
}

/** Opens the search at a solution of the gallery: run there flat out, a slice per task. */
async function openSolution(button) {
  controls.pause();
  const session = state.session;
  const number = Number(button.dataset.number);
  for (const other of $('gallery-list').querySelectorAll('button[aria-current]')) other.removeAttribute('aria-current');
  button.setAttribute('aria-current', 'true');
  $('gallery-note').textContent = `Going to solution ${number.toLocaleString()}…`;
  while (!session.solutionSlice(number, JUMP_SLICE)) {
    await nextTask();
    if (state.session !== session) return;
  }
  $('gallery-note').textContent =
    `Solution ${number.toLocaleString()}, at step ${session.position().toLocaleString()} of the search: step back (←) to see how it was built.`;
  render();
}

function setBusy(busy) {
  $('cancel').hidden = !busy;
  $('count').disabled = busy || loadingBuilds > 0;
}

// ----- Start -----

async function main() {
  await loadEngine('boards');
  const params = new URLSearchParams(location.search);
  const kind = ['queens', 'langford', 'soma', 'polycubes', 'polyominoes', 'words'].includes(params.get('puzzle'))
    ? params.get('puzzle')
    : 'pentominoes';
  const spec =
    params.get('board') ??
    {
      queens: '8',
      langford: '7',
      soma: 'cube',
      polycubes: POLYCUBE_BOXES[0].spec,
      polyominoes: POLYOMINO_BOARDS[0].spec,
      words: WORD_BOARDS[0].spec,
    }[kind] ??
    'scott';
  // A link to a word rectangle needs the words build too (with colours), and one to pieces with
  // copies the pieces build; the boards build is the page's fallback, Scott's board, should the
  // link's puzzle be refused.
  await loadEngine(buildFor({ board: kind, spec }));
  fillPuzzleSelect();
  controls = mountControls($('controls'), guardedPlayer);
  captionOnBar($('controls'), $('caption'));
  predictor = mountPredictor($('predict-panel'), $('predict'), {
    getSession: () => state.session,
    describe: boardVocabulary(() => state.tables),
    asks: 'choices',
    player,
    render,
    getControls: () => controls,
  });
  // While a choice is to be predicted, a square or a piece on the board answers it.
  $('board').addEventListener('click', (event) => {
    const square = event.target.closest('[data-square]');
    if (square && predictor.awaitsItem) predictor.answerItems(itemsAt(state.tables, { square: Number(square.dataset.square) }));
  });
  $('turn-left').addEventListener('click', () => {
    state.turn = (state.turn + 3) % 4;
    render();
  });
  $('turn-right').addEventListener('click', () => {
    state.turn = (state.turn + 1) % 4;
    render();
  });
  $('legend').addEventListener('click', (event) => {
    const chip = event.target.closest('.piece-chip');
    if (chip && predictor.awaitsItem) predictor.answerItems(itemsAt(state.tables, { piece: chip.dataset.piece }));
  });
  $('detail').value = params.get('detail') === 'links' ? 'links' : 'algorithm';
  try {
    open(kind, spec);
    $('puzzle').value = selectValue(kind, spec);
    // A link to typed pieces shows them in the editor, to read and change.
    if ($('puzzle').value === 'polyominoes:edit') startPieces({ focus: false });
    if ($('puzzle').value === 'words:edit') startWords({ focus: false });
  } catch (error) {
    // The link's board is kept in the URL (a reload shows the message again) until the user
    // chooses another; Scott's board is shown meanwhile.
    open('pentominoes', 'scott');
    $('puzzle').value = selectValue('pentominoes', 'scott');
    setStatus(`The link's board could not be read: ${error.message}`, true);
    state.keepUrl = true;
  }
  await nextTask();
  render();
  const step = parseStep(params.get('step'));
  if (step > 0 && !state.keepUrl) {
    await nextTask();
    controls.seek(step);
  }

  $('puzzle').addEventListener('change', () => {
    // The first colon: a set of pieces may have colons of its own.
    const value = $('puzzle').value;
    const [kind, spec] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    if (spec === 'draw') {
      startDrawing();
      return;
    }
    if (spec === 'edit') {
      if (kind === 'words') startWords();
      else startPieces();
      return;
    }
    showEditor(null);
    choose(kind, spec);
  });
  // A pointer paints (pointerDraw); a click without one, from the keyboard (Space, Enter) or
  // assistive technology, toggles the square.
  $('draw-grid').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-k]');
    if (!button || event.detail !== 0) return;
    const k = Number(button.dataset.k);
    state.drawing[k] = state.drawing[k] ? 0 : 1;
    renderDrawing();
  });
  pointerDraw($('draw-grid'));
  $('draw-clear').addEventListener('click', () => fillDrawing(0));
  $('draw-fill').addEventListener('click', () => fillDrawing(1));
  $('draw-grid').addEventListener('keydown', onDrawKey);
  $('draw-use').addEventListener('click', useDrawing);
  $('pieces-use').addEventListener('click', usePieces);
  $('words-use').addEventListener('click', useWords);
  $('count').addEventListener('click', count);
  // The count's workers and their build (the count build, which the page itself does not load)
  // start as the pointer or the focus comes to Count, ahead of the click: a reader who never
  // counts downloads none of it.
  for (const type of ['pointerenter', 'focus']) $('count').addEventListener(type, () => pool.warm().catch(() => {}), { once: true });
  $('gallery-list').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-number]');
    if (button) openSolution(button);
  });
  $('cancel').addEventListener('click', cancelCount);
  // Langford pairs for 16 or a long board fitted to a phone read at 3 px: zoom, and pan by
  // scrolling the board.
  followBoard = mountZoom($('board-export'), $('board'), { label: 'the board', focus: ['.branch', '.choice'] });
  exportButtons($('board-export'), $('board'), {
    name: () => `dlx-${$('puzzle').value.replace(/[^a-z0-9]+/gi, '-')}-step-${state.session.position()}`,
    title: () =>
      `${$('puzzle').selectedOptions[0]?.textContent ?? 'A board'}, step ${state.session.position()}: ${$('caption').textContent}`,
    label: 'the board',
  });
  copyLinkButton($('copy-link'), $('copy-status'), () => {
    clearTimeout(urlTimer);
    saveUrl();
  });
  $('detail').addEventListener('change', () => {
    controls.pause();
    state.session.setDetail($('detail').value);
    render();
  });
}

mountCounters();
startPage(main, (message) => {
  $('caption').textContent = message;
});

// The links page: one state object (the session and what is on screen), and render() that
// draws every view from it.

import { startPage } from '../views/page-start.js';
import { mountCounters, showCounters, showStep } from '../views/counters.js';
import { loadEngine, Session, makePlayer } from '../engine/session.js';
import { PRESETS, presetById } from '../views/presets.js';
import { layout, renderDiagram } from '../views/diagram.js';
import { liveOptions, renderMatrix } from '../views/matrix.js';
import { SearchTree, renderTree, algorithmPositions, treeFromLog } from '../views/tree.js';
import { renderCode, lineOf, caption, isTweakHide } from '../views/narration.js';
import { mountControls, parseStep, watchableRate } from '../views/controls.js';
import { bringIntoView, captionOnBar, keepInContainer } from '../views/in-view.js';
import { mountZoom, NATURAL_SIZES } from '../views/zoom.js';
import { esc, captionContext, snapshotViews, focusNode, plural } from '../views/links.js';
import { exportButtons, copyLinkButton } from '../tools/export-figure.js';
import { matrixToSvg } from '../tools/html-to-svg.js';
import { mountPredictor, guard, linksVocabulary } from '../tools/predict.js';
import { SearchPool, poolProgressText, countTime, countWork } from '../workers/search-jobs.js';

const $ = (id) => document.getElementById(id);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const state = {
  session: null,
  geometry: null,
  tree: null,
  presetId: 'knuth',
  previousViews: null,
  heuristicCounts: null,
  stopComparing: null,
  // Opened from a link whose text the engine could not read: the URL keeps that text (so a
  // reload shows it and the message again) until the user opens a problem.
  keepUrl: false,
};

// ----- Counting every solution on a pool of workers, one per core (`?workers=N` chooses) -----

const pool = new SearchPool({ progress: onCountProgress, done: onCounted, build: 'count' });

function setCounting(on) {
  $('count').disabled = on;
  $('cancel').hidden = !on;
}

function count() {
  setCounting(true);
  $('count-status').textContent = poolProgressText(pool.size);
  bringIntoView($('count-status'));
  pool.start({ text: state.session.text });
}

function cancelCount() {
  if (!pool.cancel()) return;
  setCounting(false);
  $('count-status').textContent = 'Cancelled.';
}

function onCountProgress(progress) {
  $('count-status').textContent = poolProgressText(pool.size, progress);
}

function onCounted(data) {
  setCounting(false);
  if (data.type === 'error') {
    $('count-status').textContent = data.message;
    bringIntoView($('count-status'));
    return;
  }
  $('count-status').textContent = `${plural(data.count, 'solution')} (${countTime(data)}, fewest ones first: ${countWork(data)}).`;
  bringIntoView($('count-status'));
}

/**
 * What the page says of a problem with items but no options. The engine accepts it (its search
 * ends at once with no solution), but typed here it is almost always a slip: an item line alone,
 * or prose. The page refuses it, keeping the text, and says what an option line is.
 */
function noOptionsMessage(itemNames) {
  const example = itemNames.slice(0, 2).join(' ');
  return `${plural(itemNames.length, 'item')} but no options: nothing to search. The first line names the items; each line after it is an option, naming the items it covers (such as "${example}").`;
}

/** Opens a problem; throws the engine's Error for bad text, or the page's for a problem with no options (the caller shows it). */
function open(text, { detail, heuristic, presetId }) {
  const session = new Session({ text }, { detail, heuristic });
  // nOptions, not problem.options: the options' items are fetched later, in a task of their own.
  if (session.nOptions === 0) {
    const message = noOptionsMessage(session.itemNames);
    session.free();
    throw new Error(message);
  }
  cancelCount();
  $('count-status').textContent = '';
  state.session?.free();
  state.session = session;
  state.presetId = presetId;
  state.keepUrl = false;
  state.geometry = null; // Laid out when first drawn: a task of its own for a big problem.
  state.tree = new SearchTree();
  state.previousViews = null;
  state.stopComparing?.();
  state.heuristicCounts = null;
  // Only for a search the scout saw end: the comparison runs in the background and is shown
  // when it is in.
  predictor?.reset();
  $('code').innerHTML = renderCode(session.hasColors, session.hasMultiplicities);
  showDropped(session.droppedOptions());
  // A small search plays slowly enough to watch, until the reader picks a speed.
  controls?.suggestRate(watchableRate(session.timeline));
  state.stopComparing = session.timeline.complete
    ? session.compareHeuristics((counts) => {
        state.stopComparing = null;
        state.heuristicCounts = counts;
        showHeuristics();
      })
    : null;
}

/** Says which options of the text were left out, as Knuth's solvers leave them out. */
function showDropped(dropped) {
  const note = $('dropped-note');
  note.hidden = dropped.length === 0;
  const shown = dropped
    .slice(0, 3)
    .map(({ line, text }) => `line ${line} (${text})`)
    .join(', ');
  const more = dropped.length > 3 ? ` and ${plural(dropped.length - 3, 'more')}` : '';
  note.textContent = dropped.length
    ? `Left out, as Knuth's solvers do: ${shown}${more} — an option that covers no primary item can be in no solution.`
    : '';
}

const player = makePlayer(
  () => state.session,
  (moved) => render(moved),
  {
    forward(events) {
      const positions = algorithmPositions(state.session, events);
      for (const [k, event] of events.entries()) state.tree.apply(event, positions[k]);
    },
    back(undone) {
      for (const event of undone) state.tree.unapply(event);
    },
    replayed: () => rebuildTree(),
  },
);

/** Grows the search tree anew from the whole event log (after a replay or a jump). */
function rebuildTree() {
  state.tree = treeFromLog(state.session);
}

let controls = null;
let urlTimer = 0;
/** Scroll the diagram to the step's node and the tree to the search's node (see views/zoom.js). */
let followDiagram = () => {};
let followTree = () => {};
let predictor = null;

/** The controls' player: in predict mode a step stops before each event to predict, to ask. */
const guardedPlayer = guard(player, () => predictor);

/** Where each node of the session's problem is drawn (laid out once, on first use). */
function geometryOf(session) {
  if (!state.geometry) {
    state.geometry = layout(session.problem, session.initialNodes, session.optionOfNode);
    $('diagram').style.setProperty('--min-width', `${Math.min(state.geometry.width, 1400)}px`);
  }
  return state.geometry;
}

/**
 * The lit line of the pseudo-code in view: the side panel scrolls on its own (wide layouts),
 * leaving room above the bar for the caption, which moves onto the bar when scrolled away.
 */
function keepLitLine() {
  const onBar = $('controls').classList.contains('caption-away');
  keepInContainer(document.querySelector('.stage > .side'), $('code').querySelector('li.current'), onBar ? 0 : $('caption').offsetHeight);
}

function render(singleStep) {
  const { session } = state;
  const geometry = geometryOf(session);
  const views = session.views();
  const now = session.state();
  const event = session.lastEvent();
  const previous = singleStep ? state.previousViews : null;
  $('diagram').innerHTML = renderDiagram(geometry, session.problem, views, previous, now, focusNode(event));
  followDiagram();
  const live = liveOptions(geometry, views);
  $('matrix').innerHTML = renderMatrix(session.problem, views, now, live);
  // The tree has the page's wide column: labels up to 14 characters, as the options read.
  $('tree').innerHTML = renderTree(state.tree, session.problem, { labelChars: 14 });
  followTree();
  const partial = $('partial');
  partial.innerHTML = now.partial.map((o) => `<li>${esc(session.problem.labels[o])}</li>`).join('') || '<li class="empty">(empty)</li>';
  partial.classList.toggle('solved', event?.type === 'solution');
  $('caption').textContent = caption(event, session.problem, now, captionContext(session, geometry, views));
  const line = lineOf(event, now, session.detail, isTweakHide(event, session.problem, views));
  for (const li of $('code').querySelectorAll('li[data-line]')) li.classList.toggle('current', li.dataset.line === line);
  keepLitLine();
  showStep(now.position, session.timeline);
  showCounters(now, session.hasColors);
  showHeuristics();
  $('diagram-note').textContent = session.detail === 'links' ? 'every pointer write' : 'algorithm events';
  controls.updateTimeline();
  predictor?.sync();
  state.previousViews = snapshotViews(views);
  clearTimeout(urlTimer);
  urlTimer = setTimeout(saveUrl, 250);
}

/** Draws a newly opened problem in a task of its own: reading it and drawing it are each
 * bounded, but together they could hold up a frame. */
function renderSoon() {
  nextTask().then(() => render(false));
}

/** What each branching rule costs over the whole search, once measured. */
function showHeuristics() {
  const counts = state.heuristicCounts;
  const cost = ({ nodes, updates, complete }) =>
    complete
      ? `${plural(nodes, 'node')}, ${plural(updates, 'update')}`
      : `more than ${plural(nodes, 'node')}, ${plural(updates, 'update')} (stopped measuring)`;
  $('heuristics').textContent = counts ? `Whole search: fewest ones first ${cost(counts.mrv)} · first column ${cost(counts.first)}.` : '';
}

/** The URL holds the problem and the step, so a link opens at exactly this moment. */
function saveUrl() {
  if (state.keepUrl) return;
  const { session } = state;
  const params = new URLSearchParams();
  if (state.presetId) params.set('problem', state.presetId);
  else params.set('text', session.text);
  if (session.detail !== 'algorithm') params.set('detail', session.detail);
  if (session.heuristic !== 'mrv') params.set('heuristic', session.heuristic);
  const position = session.position();
  if (position > 0) params.set('step', String(position));
  const url = `${location.pathname}?${params}`;
  if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
}

function showProblemError(text, error) {
  $('editor').hidden = false;
  $('edit-toggle').setAttribute('aria-expanded', 'true');
  // Only when it differs: setting a huge text again lays it all out again.
  if ($('problem-text').value !== text) $('problem-text').value = text;
  const box = $('problem-error');
  box.hidden = false;
  box.textContent = error.message;
  // Put the cursor on the line the message names.
  const match = /^line (\d+), column (\d+)/.exec(error.message);
  if (match) {
    const lines = text.split('\n');
    const line = Math.min(Number(match[1]), lines.length) - 1;
    const start = lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0) + Number(match[2]) - 1;
    $('problem-text').setSelectionRange(start, start + 1);
  }
}

function settings() {
  return { detail: $('detail').value, heuristic: $('heuristic').value };
}

/** Opens a preset (the caller draws it). */
function openPreset(id) {
  const preset = presetById(id) ?? PRESETS[0];
  open(preset.text, { ...settings(), presetId: preset.id });
  $('preset').value = preset.id;
  $('problem-text').value = preset.text;
}

async function main() {
  await loadEngine('links');
  $('code').innerHTML = renderCode();
  $('preset').innerHTML =
    `${PRESETS.map((p) => `<option value="${p.id}">${esc(p.name)}</option>`).join('')}<option value="">Your own (edit)…</option>`;
  const params = new URLSearchParams(location.search);
  const heuristicSelect = `<label>Branch on
      <select id="heuristic">
        <option value="mrv">fewest ones</option>
        <option value="first">first column</option>
      </select>
    </label>`;
  controls = mountControls($('controls'), guardedPlayer, { extra: heuristicSelect });
  captionOnBar($('controls'), $('caption'));
  // Zoom before the first drawing, which a link's step may scroll to.
  followDiagram = mountZoom($('diagram-export'), $('diagram'), { label: 'the links diagram' });
  followTree = mountZoom($('tree-export'), $('tree'), { label: 'the search tree', scale: NATURAL_SIZES, focus: ['.tnode.current'] });
  predictor = mountPredictor($('predict-panel'), $('predict'), {
    getSession: () => state.session,
    describe: linksVocabulary(),
    player,
    render,
    getControls: () => controls,
  });
  $('detail').value = params.get('detail') === 'links' ? 'links' : 'algorithm';
  $('heuristic').value = params.get('heuristic') === 'first' ? 'first' : 'mrv';
  const text = params.get('text');
  if (text !== null) {
    try {
      open(text, { ...settings(), presetId: null });
      $('preset').value = '';
      $('problem-text').value = text;
    } catch (error) {
      openPreset('knuth');
      showProblemError(text, error);
      state.keepUrl = true;
    }
  } else {
    openPreset(params.get('problem') ?? 'knuth');
  }
  // Reading and scouting the problem, drawing it, and going to a far step are each a task of
  // their own: the page stays responsive between them.
  await nextTask();
  render(false);
  const step = parseStep(params.get('step'));
  if (step > 0) {
    await nextTask();
    controls.seek(step); // In slices, drawn as it goes.
  }

  $('preset').addEventListener('change', () => {
    if ($('preset').value === '') {
      $('editor').hidden = false;
      $('edit-toggle').setAttribute('aria-expanded', 'true');
      $('problem-text').focus();
      return;
    }
    controls.pause();
    openPreset($('preset').value);
    renderSoon();
  });
  $('edit-toggle').addEventListener('click', () => {
    const editor = $('editor');
    editor.hidden = !editor.hidden;
    $('edit-toggle').setAttribute('aria-expanded', String(!editor.hidden));
    if (!editor.hidden) $('problem-text').focus();
  });
  $('load-problem').addEventListener('click', () => {
    const typed = $('problem-text').value;
    controls.pause();
    try {
      open(typed, { ...settings(), presetId: null });
      $('preset').value = '';
      $('problem-error').hidden = true;
      renderSoon();
    } catch (error) {
      showProblemError(typed, error);
    }
  });
  $('detail').addEventListener('change', () => {
    controls.pause();
    state.session.setDetail($('detail').value);
    rebuildTree();
    render(false);
  });
  $('heuristic').addEventListener('change', () => {
    controls.pause();
    const { session } = state;
    open(session.text, { ...settings(), presetId: state.presetId });
    renderSoon();
  });
  // Figures for slides: named after the problem and the step they show.
  const figureName = (view) => `dlx-${state.presetId || 'problem'}-${view}-step-${state.session.position()}`;
  const figureTitle = (view) =>
    `${view} of ${$('preset').selectedOptions[0]?.textContent ?? 'a problem'}, step ${state.session.position()}: ${$('caption').textContent}`;
  exportButtons($('diagram-export'), $('diagram'), {
    name: () => figureName('links'),
    title: () => figureTitle('The links'),
    label: 'the links diagram',
  });
  exportButtons($('matrix-export'), $('matrix'), {
    name: () => figureName('matrix'),
    title: () => figureTitle('The matrix'),
    label: 'the matrix',
    makeSvg: () => matrixToSvg($('matrix')),
  });
  exportButtons($('tree-export'), $('tree'), {
    name: () => figureName('tree'),
    title: () => figureTitle('The search tree'),
    label: 'the search tree',
  });
  $('count').addEventListener('click', count);
  // The count's workers and their build (the count build, which the page itself does not load)
  // start as the pointer or the focus comes to Count, ahead of the click.
  for (const type of ['pointerenter', 'focus']) $('count').addEventListener(type, () => pool.warm().catch(() => {}), { once: true });
  // Disabled in the page until now: a click before the engine and this handler were ready did
  // nothing at all.
  $('count').disabled = false;
  $('cancel').addEventListener('click', cancelCount);
  copyLinkButton($('copy-link'), $('copy-status'), () => {
    clearTimeout(urlTimer);
    saveUrl();
  });
  $('tree').addEventListener('click', (event) => {
    const node = event.target.closest('[data-position]');
    if (!node) return;
    controls.pause();
    state.session.seekAlgorithm(Number(node.dataset.position));
    rebuildTree();
    render(false);
  });
}

mountCounters();
startPage(main, (message) => {
  $('caption').textContent = message;
});

// The lesson page: one chapter shown at a time (?chapter=id, so each is reachable directly), its
// figure built when it is shown and taken down when it is left, and the chapters whose check was
// passed kept in local storage.

import { startPage } from '../views/page-start.js';
import { loadEngine, hasEngine } from '../engine/session.js';
import { buildFor } from '../engine/source.js';
import { esc } from '../views/links.js';
import { FIGURES } from './figures.js';

const STORAGE_KEY = 'dlx-stepper-lesson';
const $ = (id) => document.getElementById(id);

const chapters = Array.from(document.querySelectorAll('.chapter'));
const state = { index: 0, figure: null, progress: readProgress() };

/** `{done: [chapter ids], last: id}`; anything unreadable counts as a fresh start. */
function readProgress() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return {
      done: new Set(Array.isArray(saved.done) ? saved.done.filter((id) => typeof id === 'string') : []),
      last: typeof saved.last === 'string' ? saved.last : null,
    };
  } catch {
    return { done: new Set(), last: null };
  }
}

function saveProgress() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ done: [...state.progress.done], last: state.progress.last }));
  } catch {
    // Storage refused (a private window): progress lasts as long as the page.
  }
}

const chapterUrl = (chapter) => `?chapter=${encodeURIComponent(chapter.id)}`;

function renderChapterList() {
  $('chapter-list').innerHTML = chapters
    .map((chapter, k) => {
      const done = state.progress.done.has(chapter.id);
      const current = k === state.index ? ' aria-current="page"' : '';
      return `<li class="${done ? 'done' : ''}"><a href="${chapterUrl(chapter)}"${current}>${esc(chapter.dataset.title)}</a>${done ? '<span class="tick" aria-label="done"> ✓</span>' : ''}</li>`;
    })
    .join('');
  const checked = chapters.filter((chapter) => chapter.querySelector('[data-check]'));
  const passed = checked.filter((chapter) => state.progress.done.has(chapter.id)).length;
  $('progress').textContent = `${passed} of ${checked.length} checks passed`;
}

/** Marks the chapter's check as passed, with what the reader did. */
function pass(chapter, message) {
  const check = chapter.querySelector('[data-check]');
  check.classList.add('passed');
  check.textContent = `✓ ${message}`;
  if (!state.progress.done.has(chapter.id)) {
    state.progress.done.add(chapter.id);
    saveProgress();
    renderChapterList();
  }
}

/** Shows chapter `index`: the others hidden, its figure built, the previous one taken down. */
function show(index, { push = false, focus = false } = {}) {
  state.figure?.destroy();
  state.figure = null;
  state.index = index;
  const chapter = chapters[index];
  chapters.forEach((section, k) => {
    section.hidden = k !== index;
  });
  document.title = `${chapter.dataset.title} — Dancing Links from zero`;
  state.progress.last = chapter.id;
  saveProgress();
  renderChapterList();
  const previous = chapters[index - 1];
  const next = chapters[index + 1];
  $('previous-chapter').hidden = !previous;
  $('next-chapter').hidden = !next;
  if (previous) $('previous-chapter').href = chapterUrl(previous);
  if (next) $('next-chapter').href = chapterUrl(next);
  if (push) history.pushState(null, '', chapterUrl(chapter));
  const check = chapter.querySelector('[data-check]');
  if (check) {
    check.dataset.prompt ??= check.textContent;
    const done = state.progress.done.has(chapter.id);
    check.classList.toggle('passed', done);
    check.textContent = done ? `✓ Passed before. ${check.dataset.prompt}` : check.dataset.prompt;
  } else if (!state.progress.done.has(chapter.id)) {
    // A chapter without a check is done once read.
    state.progress.done.add(chapter.id);
    saveProgress();
    renderChapterList();
  }
  buildFigure(chapter, index);
  // Moving by a link or button puts the reader at the chapter's heading (and tells a screen reader).
  if (focus) {
    const heading = chapter.querySelector('h2');
    heading.tabIndex = -1;
    heading.focus();
    window.scrollTo(0, 0);
  }
}

/** The engine build a chapter's figure needs (see engine/source.js), or null for none. */
function buildOf(chapter) {
  const source = FIGURES[chapter.dataset.figure]?.source;
  return source ? buildFor(source) : null;
}

/** Builds chapter `index`'s figure, once the engine build it needs is loaded. */
async function buildFigure(chapter, index) {
  const host = chapter.querySelector('[data-figure-host]');
  const figure = FIGURES[chapter.dataset.figure];
  if (!host || !figure) return;
  host.replaceChildren();
  try {
    const build = buildOf(chapter);
    if (build && !hasEngine(build)) {
      host.innerHTML = '<p class="loading">Loading the figure…</p>';
      await loadEngine(build);
      // The reader may have moved on while it loaded.
      if (state.index !== index) return;
      host.replaceChildren();
    }
    state.figure = figure.make(host, { pass: (message) => pass(chapter, message), source: figure.source });
  } catch (error) {
    host.innerHTML = `<p class="error">This figure could not start: ${esc(error.message)}</p>`;
  }
}

/**
 * The chapter a `?chapter=` value names: its id, or its number as the headings count (1-based);
 * -1 for none.
 */
function chapterIndex(name) {
  if (name === null) return -1;
  const byId = chapters.findIndex((chapter) => chapter.id === name);
  if (byId >= 0) return byId;
  const number = /^\d+$/.test(name.trim()) ? Number(name) : NaN;
  return number >= 1 && number <= chapters.length ? number - 1 : -1;
}

/** The chapter the URL asks for (else the one last read, else the first), and a note if it named none. */
function fromUrl() {
  const asked = new URLSearchParams(location.search).get('chapter');
  const index = chapterIndex(asked ?? state.progress.last);
  if (index >= 0) return { index, unknown: null };
  return { index: 0, unknown: asked };
}

const indexFromUrl = () => fromUrl().index;

/** Says, above the chapter, that the URL's chapter does not exist (or clears the note). */
function noteUnknown(asked) {
  const note = $('unknown-chapter');
  note.hidden = asked === null;
  if (asked !== null)
    note.textContent = `There is no chapter "${asked}": the lesson has chapters 1 to ${chapters.length} (or their names, as in the list). Here is chapter 1.`;
}

/** Chapter links are handled in the page (no reload): the URL changes, the figure is rebuilt. */
function followChapterLinks(event) {
  const link = event.target.closest('a[href^="?chapter="]');
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  const index = chapterIndex(new URLSearchParams(link.getAttribute('href').slice(1)).get('chapter'));
  if (index < 0) return;
  event.preventDefault();
  noteUnknown(null);
  show(index, { push: true, focus: true });
}

async function main() {
  // The build the first chapter shown needs: a later chapter loads another if it needs it.
  const build = buildOf(chapters[indexFromUrl()]);
  if (build) await loadEngine(build);
  const first = fromUrl();
  noteUnknown(first.unknown);
  show(first.index);
  document.addEventListener('click', followChapterLinks);
  window.addEventListener('popstate', () => {
    const now = fromUrl();
    noteUnknown(now.unknown);
    show(now.index);
  });
}

startPage(main, (message) => {
  $('chapter-view').insertAdjacentHTML('afterbegin', `<p class="error">${esc(message)}</p>`);
});

// <dancing-links>: Algorithm X, animated, in any page. One module and one element:
//
//   <script type="module" src="dancing-links/widget/dancing-links.js"></script>
//   <dancing-links example="knuth"></dancing-links>
//
// Attributes: example (knuth, python, subsets, queens4–6, or a Sudoku: easy, pe1, norvig,
// clue17, inkala, four, sixteen), mode (links | matrix | sudoku | pentominoes | queens | langford |
// soma | polycubes: the `pieces` (tetracubes or soma) filling a `box` like 4x4x2 |
// polyominoes: the pieces in the text or `pieces`, rows of # and . apart by / | words: a
// word rectangle, the words in the text or `words`, its `size` like 3x3), variant
// (a Sudoku's rules: classic, x, windoku, jigsaw, killer), board (pentominoes: scott, 10x6, …
// or a drawing like ###/#.#; queens: the side; langford: n), autoplay, speed (events per second; without it,
// a short search plays slowly enough to watch), step (open at that step), detail (algorithm |
// links), controls (all, none, or some of "play step back start end solution speed detail
// timeline zoom"), height (CSS length of the view).
// The problem may also be the element's text: a Sudoku, 0/1 rows, Knuth's format or `A: 1 4 7`.
//
// It finds its files next to this module, whatever page embeds it; every widget on a page
// shares one wasm instance; nothing runs until it scrolls into view; it stays in its shadow root.

import { loadEngine, hasEngine, Session, makePlayer, inspectSudoku } from '../js/engine/session.js';
import { buildFor } from '../js/engine/source.js';
import { PRESETS } from '../js/views/presets.js';
import { SUDOKU_PRESETS } from '../js/views/sudoku-presets.js';
import { mountControls, sliderForRate, watchableRate, parseStep, keepControlParts } from '../js/views/controls.js';
import { linksView, boardView, sudokuView } from '../js/views/session-views.js';
import { plural } from '../js/views/links.js';
import { mountZoom } from '../js/views/zoom.js';

const BASE = new URL('../', import.meta.url);

// The widget's modes: how it shows a problem.
const MODES = ['links', 'matrix', 'sudoku', 'pentominoes', 'queens', 'langford', 'soma', 'polycubes', 'polyominoes', 'words'];
// The modes drawn as a board, each a board puzzle of the engine's.
const BOARD_MODES = ['pentominoes', 'queens', 'langford', 'soma', 'polycubes', 'polyominoes', 'words'];

/** What a mode steps (see engine/source.js): `body` as a board, a Sudoku or a problem's text. */
function sourceFor(mode, body, variant) {
  if (BOARD_MODES.includes(mode)) return { board: mode, spec: body };
  if (mode === 'sudoku') return { sudoku: body, variant };
  return { text: body };
}

// Constructed stylesheets: shared by every widget, and allowed by a strict style-src policy.
let sheets = null;
function loadStyles() {
  sheets ??= Promise.all(
    ['css/page.css', 'css/sudoku.css', 'css/board-view.css', 'widget/widget.css'].map(async (path) => {
      const response = await fetch(new URL(path, BASE));
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(await response.text());
      return sheet;
    }),
  );
  return sheets;
}

/**
 * Algorithm X, animated: an exact-cover problem, a Sudoku or a board puzzle, stepped forwards and
 * back. The manifest of the npm package (custom-elements.json) is made from this comment.
 *
 * @tag dancing-links
 * @summary Knuth's Dancing Links, animated, in any page.
 * @attr {string} example - A built-in example: knuth, python, subsets, queens4, queens5, queens6, or a Sudoku: easy, pe1, norvig, clue17, inkala, four, sixteen.
 * @attr {"links"|"matrix"|"sudoku"|"pentominoes"|"queens"|"langford"|"soma"|"polycubes"|"polyominoes"|"words"} mode - How the problem is shown; without it, from the example or the text.
 * @attr {"classic"|"x"|"windoku"|"jigsaw"|"killer"} variant - A Sudoku's rules.
 * @attr {string} board - Pentominoes and polyominoes: scott, 10x6, … or a drawing like ###/#.#; queens: the side; langford: n.
 * @attr {string} pieces - Polyominoes: the pieces, like `L: #./#./##; O: ##/##` (or in the element's text), or tetrominoes, pentominoes or hexominoes; polycubes: tetracubes (the default) or soma.
 * @attr {string} box - Polycubes: the box's cells along x, y and z (its layers), like 4x4x2 (the default).
 * @attr {string} words - Word rectangles: the words, letters A to Z apart by spaces or commas (or in the element's text); without them a small built-in list.
 * @attr {string} size - Word rectangles: width × height in letters, like 3x3 (the default) or 5x4.
 * @attr {string} n - Queens: the side of the board; Langford pairs: the largest number (as board).
 * @attr {boolean} autoplay - Plays once the widget is in view.
 * @attr {number} speed - Events a second; without it a short search plays slowly enough to watch.
 * @attr {number} step - Opens at that step.
 * @attr {"algorithm"|"links"} detail - Algorithm events, or every pointer write.
 * @attr {string} controls - all, none, or some of "play step back start end solution speed detail timeline zoom" (a diagram whose labels would read under 8 px gets its zoom all the same, unless none).
 * @attr {string} height - The view's height, a CSS length.
 * @attr {"dark"|"light"} theme - Forces a colour scheme.
 * @slot - The problem as text: a Sudoku, 0/1 rows, Knuth's format or `A: 1 4 7` named sets.
 * @csspart widget - The whole widget.
 * @csspart tools - Above the view: the diagram's zoom (−, Fit, +).
 * @csspart view - The diagram, matrix, grid or board.
 * @csspart status - What a count or an error says.
 * @csspart controls - The control bar.
 * @cssprop --dl-bg - Background.
 * @cssprop --dl-panel - Panels and buttons.
 * @cssprop --dl-ink - Text and lines.
 * @cssprop --dl-muted - Secondary text.
 * @cssprop --dl-line - Borders.
 * @cssprop --dl-accent - Focus and emphasis.
 * @cssprop --dl-change - What the last step changed.
 * @cssprop --dl-height - The view's height (the height attribute sets it).
 */
class DancingLinksElement extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<div class="widget" part="widget">
        <p class="caption" aria-live="polite">Loading…</p>
        <div class="tools" part="tools"></div>
        <div class="view" part="view" tabindex="0"></div>
        <p class="status" part="status"></p>
        <footer class="controls" part="controls"></footer>
      </div>`;
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'group');
    if (!this.hasAttribute('aria-label')) this.setAttribute('aria-label', 'Dancing Links animation: Space plays, arrows step');
    // Lazy: nothing is fetched or computed until the widget is (nearly) on screen.
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          this.observer.disconnect();
          this.start().catch((error) => this.fail(error));
        }
      },
      { rootMargin: '200px' },
    );
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.controls?.pause();
  }

  $(selector) {
    return this.shadowRoot.querySelector(selector);
  }

  fail(error) {
    this.dataset.state = 'error';
    this.$('.caption').textContent = error.message;
    this.$('.caption').classList.add('error');
  }

  /** The `mode` attribute, "pentomino" read as "pentominoes" (the name the pages use). */
  askedMode() {
    const mode = this.getAttribute('mode');
    return mode === 'pentomino' ? 'pentominoes' : mode;
  }

  /** The problem: the element's text, or the example named; and the mode to show it in. */
  source() {
    const asked = this.askedMode();
    if (asked && !MODES.includes(asked)) throw new Error(`unknown mode "${asked}": use ${MODES.join(', ')}`);
    // A board puzzle is named by its board alone (queens: n="8", or board="8").
    if (asked === 'pentominoes') return { body: this.getAttribute('board') ?? 'scott', mode: asked };
    if (asked === 'queens') return { body: this.getAttribute('n') ?? this.getAttribute('board') ?? '8', mode: asked };
    if (asked === 'langford') return { body: this.getAttribute('n') ?? this.getAttribute('board') ?? '7', mode: asked };
    if (asked === 'soma') return { body: 'cube', mode: asked };
    if (asked === 'polycubes')
      return { body: `${this.getAttribute('pieces') ?? 'tetracubes'} @ ${this.getAttribute('box') ?? '4x4x2'}`, mode: asked };
    // Any pieces: drawn in the element's text (or the pieces attribute), on the board attribute.
    if (asked === 'polyominoes') {
      const pieces = this.textContent.trim() || this.getAttribute('pieces') || 'tetrominoes';
      return { body: `${pieces}\n@ ${this.getAttribute('board') ?? '5x4'}`, mode: asked };
    }
    // A word rectangle: the words in the element's text (or the words attribute), of the size asked.
    if (asked === 'words') {
      const words = this.textContent.trim() || this.getAttribute('words') || 'small';
      return { body: `${words}\n@ ${this.getAttribute('size') ?? '3x3'}`, mode: asked };
    }
    const text = this.textContent.trim();
    const example = this.getAttribute('example') ?? (text ? null : 'knuth');
    const sudokuPreset = SUDOKU_PRESETS.find((p) => p.id === example);
    const preset = PRESETS.find((p) => p.id === example);
    if (example && !sudokuPreset && !preset) {
      throw new Error(`unknown example "${example}": use one of ${[...PRESETS, ...SUDOKU_PRESETS].map((p) => p.id).join(', ')}`);
    }
    const body = sudokuPreset?.puzzle ?? preset?.text ?? text;
    const variant = this.getAttribute('variant') ?? undefined;
    let mode = asked;
    if (!mode) mode = sudokuPreset || variant || (!preset && inspectSudoku(body).ok) ? 'sudoku' : 'links';
    return { body, mode };
  }

  /**
   * The engine build this widget starts with, the smallest that does what its attributes ask:
   * the build of the mode asked for (see engine/source.js), or for no mode, the links mode's for
   * one of its examples and the Sudoku mode's otherwise. Text without a mode is first read as a
   * Sudoku, which only the Sudoku build can do; when it is not one, `start` loads the text
   * build too.
   */
  engineBuild() {
    let mode = this.askedMode();
    // An unknown mode gets the Sudoku build, and source() then says what the modes are.
    if (!MODES.includes(mode)) {
      const example = this.getAttribute('example') ?? (this.textContent.trim() ? null : 'knuth');
      const linksExample = !mode && !this.hasAttribute('variant') && example && PRESETS.some((p) => p.id === example);
      mode = linksExample ? 'links' : 'sudoku';
    }
    // Typed pieces with copies need a build of their own: the pieces decide.
    return buildFor(sourceFor(mode, mode === 'polyominoes' ? this.source().body : ''));
  }

  async start() {
    const [styles] = await Promise.all([loadStyles(), loadEngine(this.engineBuild())]);
    this.shadowRoot.adoptedStyleSheets = styles;
    const height = this.getAttribute('height');
    // The view's height, and with it the height its picture is scaled to fit (widget.css), from
    // one custom property; set through the CSSOM, which a strict style-src allows.
    if (height) this.$('.widget').style.setProperty('--dl-height', height);
    const { body, mode } = this.source();
    const variant = this.getAttribute('variant') ?? undefined;
    const source = sourceFor(mode, body, variant);
    // Text without a mode, read as a Sudoku, may turn out to be a problem (see engineBuild).
    if (!hasEngine(buildFor(source))) await loadEngine(buildFor(source));
    this.mode = mode;
    const detail = this.getAttribute('detail') === 'links' ? 'links' : 'algorithm';
    const view = this.$('.view');
    view.classList.add({ links: 'diagram', matrix: 'matrix', sudoku: 'sudoku-view' }[mode] ?? 'board-view');
    if (mode === 'sudoku') {
      const check = inspectSudoku(body, undefined, variant);
      if (!check.ok) throw new Error(check.error);
      this.session = new Session({ ...source, shape: `${check.boxRows}x${check.boxCols}` }, { detail });
      const grid = view.appendChild(
        Object.assign(document.createElement('div'), { className: 'grid', role: 'grid', ariaLabel: 'Sudoku grid' }),
      );
      this.view = sudokuView(grid, this.session, check);
    } else if (BOARD_MODES.includes(mode)) {
      this.session = new Session(source, { detail });
      view.innerHTML = '<div class="board"></div><ul class="legend" aria-label="Pieces"></ul>';
      this.view = boardView(this.$('.board'), this.$('.legend'), this.session);
    } else {
      this.session = new Session(source, { detail });
      this.view = linksView(view, this.session, mode);
      // A diagram past a dozen items reads only zoomed in; panning is the view's scrolling.
      if (mode === 'links') this.follow = mountZoom(this.$('.tools'), view, { label: 'the links diagram' });
    }
    const player = makePlayer(
      () => this.session,
      (single) => this.render(single),
    );
    const speed = Number(this.getAttribute('speed'));
    this.controls = mountControls(this.$('.controls'), player, {
      keyTarget: this,
      speed: sliderForRate(speed > 0 ? speed : watchableRate(this.session.timeline)),
    });
    this.$('#detail').value = detail;
    this.$('#detail').addEventListener('change', () => {
      this.controls.pause();
      this.session.setDetail(this.$('#detail').value);
      this.render(false);
    });
    this.limitControls();
    this.render(false);
    if (mode === 'links') this.zoomWhenSmall(view);
    const step = parseStep(this.getAttribute('step'));
    if (step > 0) this.controls.seek(step);
    this.dataset.state = 'ready';
    // A reader who asked for less motion starts it with ▶ (or Space) instead.
    if (this.hasAttribute('autoplay') && !matchMedia('(prefers-reduced-motion: reduce)').matches) this.controls.play();
  }

  /** Shows only the controls the `controls` attribute names. */
  limitControls() {
    const wanted = (this.getAttribute('controls') ?? 'all').trim();
    if (wanted === 'all') return;
    const keep = new Set(wanted === 'none' ? [] : wanted.split(/[\s,]+/));
    keepControlParts(this.shadowRoot, keep);
    if (keep.size === 0) this.$('.controls').hidden = true;
  }

  /**
   * Shows the diagram's zoom whenever its labels, fitted to the view, read under 8 px, even
   * where the `controls` attribute leaves zoom out (not where it asks for none): 4 queens in a blog's column read at 4 px,
   * 2 px on a phone. Measured again as the view's width changes.
   */
  zoomWhenSmall(view) {
    const zoom = this.$('.tools .zoom');
    if (!zoom?.hidden || this.getAttribute('controls')?.trim() === 'none') return;
    const check = () => {
      if (view.dataset.zoomLevel !== '1') return;
      const label = view.querySelector('.node:not(.header) text');
      const height = label?.getBoundingClientRect().height ?? 0;
      if (height > 0) zoom.hidden = height >= 8;
    };
    new ResizeObserver(check).observe(view);
    check();
  }

  render(single) {
    const now = this.session.state();
    this.$('.caption').textContent = this.view.draw(single);
    this.follow?.();
    const total = this.session.timeline.complete ? ` / ${this.session.timeline.total.toLocaleString()}` : '';
    this.$('.status').textContent =
      `Step ${now.position.toLocaleString()}${total} · level ${now.level} · ${plural(now.stats.solutions, 'solution')}`;
    this.controls.updateTimeline();
  }
}

if (!customElements.get('dancing-links')) customElements.define('dancing-links', DancingLinksElement);

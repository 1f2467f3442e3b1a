// One problem being stepped: the wasm stepper, the events taken so far, and a timeline
// scouted ahead. With builds.js, source.js and codes.js, the door to the engine: pages, views and
// the widget call the wasm API only through these (and workers/search-worker.js, in its worker).

import { engineOf } from './builds.js';
import { buildFor, makeStepper, sourceText } from './source.js';
import { batchLayout, decodeBatch, decodeBoardItems, decodeSudokuItems, isWordAcross, optionOfNodes, triples } from './codes.js';

export { loadEngine, useEngine, hasEngine } from './builds.js';

/**
 * Checks a typed puzzle (a plain function of the Sudoku builds): see the wasm API. A variant
 * Sudoku with constraints needs the variants build loaded.
 */
export function inspectSudoku(text, shape, variant) {
  return engineOf(variant === 'constraints' ? 'variants' : 'sudoku').inspectSudoku(text, shape, variant);
}

// The timeline is scouted up to this many events, or for this long, whichever comes first:
// beyond, its end is unknown (the page never freezes on a big problem).
const SCOUT_LIMIT = 2_000_000;
const SCOUT_MILLISECONDS = 40;
// Scouting in the background (scoutInBackground) goes in slices this long, so that no task of
// the page is long because of it.
const SCOUT_SLICE_MS = 10;

// Comparing the heuristics over a whole search: in slices this long, for at most this long in all.
const COMPARE_SLICE_MS = 25;
const COMPARE_MILLISECONDS = 3000;

// Events skipped unlogged per run() call: a batch of them is read and dropped.
const SKIP_BATCH = 1 << 16;

// The node colours of a problem without colours (or of a build without them).
const NO_COLORS = new Int32Array(0);

/** A timeline with nothing scouted yet. */
function emptyTimeline() {
  return { total: 0, complete: false, solutions: [], deadEnds: [] };
}

/**
 * Runs `scout` on until `deadline` (or its end, or SCOUT_LIMIT events), adding what it meets to
 * `timeline`. Returns whether there is more to scout.
 */
function scoutUntil(scout, timeline, deadline) {
  // Read straight from the batch: decoding millions of events into objects would be slow.
  const { words, codes, at } = batchLayout();
  const lenAt = at('choose', 'len');
  const { solutions, deadEnds } = timeline;
  let position = timeline.total;
  // One batch at least, whatever the clock says: on a busy machine the layout's first reading
  // above (or the engine's first call) could pass the deadline, and a 43-event search was then
  // left unscouted, its timeline without an end.
  let first = true;
  while (!scout.isDone() && position < SCOUT_LIMIT && (first || performance.now() < deadline)) {
    first = false;
    const batch = scout.run(16384, false);
    for (let k = 0; k < batch.length; k += words) {
      position += 1;
      const code = batch[k];
      if (code === codes.solution) solutions.push(position);
      else if (code === codes.choose && batch[k + lenAt] === 0) deadEnds.push(position);
    }
  }
  timeline.total = position;
  timeline.complete = scout.isDone();
  return !timeline.complete && position < SCOUT_LIMIT;
}

export class Session {
  /**
   * `source` is what to step, in the one shape of source.js: `{text}`, `{sudoku, shape,
   * variant}` or `{board, spec}`; its build must be loaded (`loadEngine(buildFor(source))`).
   * Throws an Error with the engine's message (line and column, or cell) for bad input.
   * With `scout: false` the timeline is empty until `scoutInBackground` fills it in.
   */
  constructor(source, { detail = 'algorithm', heuristic = 'mrv', scout = true } = {}) {
    // The making counts against the scout's time: a big problem (a 20,000-line paste, 60 to
    // 100 ms to read and lay out in wasm) is scouted one batch, not 40 ms more in the same task.
    const started = performance.now();
    this.text = sourceText(source);
    const engine = engineOf(buildFor(source));
    this.make = () => makeStepper(engine, source);
    this.stepper = this.make();
    this.stepper.setHeuristic(heuristic);
    this.stepper.setDetail(detail);
    this.detail = detail;
    this.heuristic = heuristic;
    this.problemNames = null;
    /** Events taken from the start, in order (stepping back pops them). */
    this.log = [];
    this.initialNodes = Int32Array.from(this.stepper.nodesView());
    this.stopScouting = () => {};
    /** Whether scoutInBackground is still at work. */
    this.scouting = false;
    this.timeline = scout ? this.scout(started + SCOUT_MILLISECONDS) : emptyTimeline();
  }

  /** The option of every node (-1 for headers and spacers), worked out on first use. */
  get optionOfNode() {
    this.optionOfNodeTable ??= optionOfNodes(this.initialNodes, this.stepper.nItems);
    return this.optionOfNodeTable;
  }

  /**
   * Item names and every option's items and label, fetched on first use: views of the links
   * need them, the Sudoku grid does not (a 25×25 has 15,625 options).
   */
  get problem() {
    if (!this.problemNames) {
      const n = this.stepper.nOptions;
      this.problemNames = {
        itemNames: this.itemNames,
        nPrimary: this.stepper.nPrimary,
        options: Array.from({ length: n }, (_, k) => Array.from(this.stepper.optionItems(k))),
        labels: Array.from({ length: n }, (_, k) => this.stepper.optionLabel(k)),
        // Knuth's colours: per option, the colour (from 1; 0 none) it gives each of its items,
        // and the colours' names. Absent for a problem without colours, and from the builds
        // whose pages draw colours their own way (word rectangles, variant Sudoku: they have
        // `hasColors`, for the counters, but not these tables).
        ...(this.hasColors &&
          this.stepper.optionColors && {
            colors: Array.from({ length: n }, (_, k) => Array.from(this.stepper.optionColors(k))),
            colorNames: this.stepper.colorNames(),
          }),
        // Knuth's multiplicities: each primary item's [lower, upper] bounds. Absent for an
        // exact cover.
        ...(this.hasMultiplicities && { bounds: pairs(this.stepper.itemBounds()) }),
      };
    }
    return this.problemNames;
  }

  free() {
    this.stopScouting();
    this.stepper.free();
  }

  /** Numbers of primary items and of options. */
  get nPrimary() {
    return this.stepper.nPrimary;
  }

  get nOptions() {
    return this.stepper.nOptions;
  }

  /** Item names, primary first, as the engine names them (fetched once). */
  get itemNames() {
    this.itemNameList ??= this.stepper.itemNames();
    return this.itemNameList;
  }

  /** Option `option`'s name as the engine gives it (its items' names when it has none). */
  optionLabel(option) {
    return this.problemNames?.labels[option] ?? this.stepper.optionLabel(option);
  }

  /** True when some option gives an item a colour (Knuth's Algorithm C). */
  /** True when some primary item has bounds other than exactly once (Knuth's Algorithm M). */
  get hasMultiplicities() {
    return this.stepper.hasMultiplicities ?? false;
  }

  get hasColors() {
    // Only the text build has colours (and these calls): the puzzle builds answer false.
    return this.stepper.hasColors ?? false;
  }

  /** Options of the text left out for covering no primary item: `[{line, text}]`. */
  droppedOptions() {
    return this.stepper.droppedOptions?.() ?? [];
  }

  /** The search's counters: `{nodes, updates, solutions, cleansings}` (see the wasm API). */
  stats() {
    return this.stepper.stats();
  }

  isDone() {
    return this.stepper.isDone();
  }

  atStart() {
    return this.stepper.atStart();
  }

  /** The position counted at `detail` ('algorithm' or 'links'), whatever the session's own. */
  positionIn(detail) {
    return this.stepper.positionIn(detail);
  }

  /**
   * The next event, without moving (predict mode asks about it first): it is taken on the
   * engine and undone, so it is the search's own. `read()` is called while it is taken (to
   * see the links after it); returns `{event, seen}` with what `read` returned, or null at the
   * end. The log and the position are as before.
   */
  peek(read = () => null) {
    if (this.stepper.isDone()) return null;
    const event = this.stepper.step();
    const seen = read();
    this.stepper.stepBack();
    return { event, seen };
  }

  /**
   * A Sudoku session's tables, read on first use: `items` (what each item stands for, see
   * `decodeSudokuItems`), `placements` (`[row, col, digit]` per option, or a killer cage's
   * digit set `[cage, bits, 0]`) and `rules` (what the grid draws besides its cells).
   */
  get sudoku() {
    this.sudokuTables ??= {
      items: decodeSudokuItems(this.stepper.sudokuConstraints()),
      placements: triples(this.stepper.sudokuPlacements()),
      rules: this.stepper.sudokuRules(),
    };
    return this.sudokuTables;
  }

  /**
   * A board session's tables, read on first use: `info` (`{kind, width, height, squares,
   * symmetries}`), `options` (each `{piece, squares}`, and for a word rectangle `letters`, one
   * per square and `across`, true for a word across a row, false for one down a column) and
   * `items` (see `decodeBoardItems`).
   */
  get board() {
    if (!this.boardTables) {
      const flat = this.stepper.boardOptions();
      const options = [];
      for (let k = 0; k < flat.length; ) {
        const piece = String.fromCharCode(flat[k]);
        const count = flat[k + 1];
        options.push({ piece, squares: Array.from(flat.subarray(k + 2, k + 2 + count)) });
        k += 2 + count;
      }
      // A word rectangle's options write a letter per square (the others one piece's character).
      const letters = this.stepper.boardLetters();
      let at = 0;
      for (const option of letters.length ? options : []) {
        option.letters = Array.from(letters.subarray(at, at + option.squares.length), (code) => String.fromCodePoint(code));
        option.across = isWordAcross(option.piece);
        at += option.squares.length;
      }
      this.boardTables = { info: this.stepper.boardInfo(), options, items: decodeBoardItems(this.stepper.boardItems()) };
    }
    return this.boardTables;
  }

  /**
   * Runs the search ahead to its end (or a limit): total events, where solutions and dead ends
   * are, as far as it gets by `deadline` (one batch at least). It runs on the session's own
   * stepper, which is back at the start afterwards (with an empty log).
   */
  scout(deadline = performance.now() + SCOUT_MILLISECONDS) {
    this.stopScouting();
    const scout = this.stepper;
    scout.reset();
    this.log = [];
    const timeline = emptyTimeline();
    scoutUntil(scout, timeline, deadline);
    scout.reset();
    return timeline;
  }

  /**
   * Scouts the timeline as `scout()` does, within the same time, but on a stepper of its own
   * and in slices of a few milliseconds: the page goes on (and the user steps) meanwhile.
   * `progress()` is called after each slice, with `this.timeline` grown. A later `scout()` or
   * `free()` stops it.
   */
  scoutInBackground(progress) {
    this.stopScouting();
    const timeline = emptyTimeline();
    this.timeline = timeline;
    let scout = null;
    let timer = 0;
    let spent = 0;
    const stop = () => {
      clearTimeout(timer);
      scout?.free();
      scout = null;
      this.scouting = false;
      this.stopScouting = () => {};
    };
    const slice = () => {
      // The scout is made in a task of its own, and its making is not scouting time: on a busy
      // machine a variant's stepper took longer to make than the whole budget, and the
      // timeline stayed empty.
      if (!scout) {
        scout = this.make();
        scout.setHeuristic(this.heuristic);
        scout.setDetail(this.detail);
        timer = setTimeout(slice, 0);
        return;
      }
      const started = performance.now();
      const deadline = started + Math.min(SCOUT_SLICE_MS, SCOUT_MILLISECONDS - spent);
      const more = scoutUntil(scout, timeline, deadline);
      spent += performance.now() - started;
      if (more && spent < SCOUT_MILLISECONDS) timer = setTimeout(slice, 0);
      else stop();
      progress();
    };
    timer = setTimeout(slice, 0);
    this.scouting = true;
    this.stopScouting = stop;
  }

  position() {
    return this.stepper.position();
  }

  /** Takes up to `count` events (fewer at the end, or after a solution if asked). */
  forward(count, stopAtSolution = false) {
    if (!(count > 0) || this.stepper.isDone()) return [];
    // The engine's largest batch (run() refuses more): longer moves are taken in several calls.
    const events = decodeBatch(this.stepper.run(Math.min(Math.floor(count), batchLayout().maxEvents), stopAtSolution));
    for (const event of events) this.log.push(event);
    return events;
  }

  /** Takes up to `count` events unlogged (the log then holds the current one alone). */
  skip(count) {
    const { words } = batchLayout();
    for (let left = Math.floor(count); left > 0 && !this.stepper.isDone(); ) {
      left -= this.stepper.run(Math.min(left, SKIP_BATCH), false).length / words;
    }
    this.log = [];
    this.relog();
  }

  /** Undoes up to `count` events; returns them, most recent first. */
  back(count) {
    const undone = this.stepper.back(Math.max(0, Math.floor(count) || 0));
    const events = this.log.splice(Math.max(0, this.log.length - undone), undone).reverse();
    // After a jump the log starts part-way: stepping back past its start still needs the
    // event now current, for the caption.
    if (this.log.length === 0) this.relog();
    return events;
  }

  /** Makes the log hold (at least) the current event, read by undoing and redoing it. */
  relog() {
    if (this.stepper.atStart()) return;
    this.stepper.stepBack();
    this.log = [this.stepper.step()];
  }

  /**
   * Goes towards solution number `number` (from 1) running flat out, at most `budget` events per
   * call; returns true when there (call again while it returns false). For a far solution a
   * count found: logging every event on the way would take too long and too much memory, so
   * the log then starts at the solution (stepping back still works: the engine undoes).
   */
  solutionSlice(number, budget) {
    if (this.stepper.stats().solutions >= number) this.stepper.reset();
    this.log = [];
    let taken = 0;
    while (taken < budget && !this.stepper.isDone() && this.stepper.stats().solutions < number) {
      const before = this.stepper.positionIn('algorithm');
      this.stepper.advance(budget - taken); // It also stops at each solution.
      taken += this.stepper.positionIn('algorithm') - before;
    }
    const there = this.stepper.stats().solutions >= number || this.stepper.isDone();
    if (there) this.relog();
    return there;
  }

  /** The last event taken (the tail of the log), or null at the start. */
  lastEvent() {
    return this.log.length ? this.log[this.log.length - 1] : null;
  }

  /**
   * Goes to event number `target` of the current detail, the cheaper way round. Says how:
   * `{taken}` events forward, `{undone}` events back, or `{replayed: true}` from the start.
   */
  seek(target) {
    // A step from a URL may be anything. Within the scouted timeline every event is logged; a
    // step past it (the scout stops after 40 ms, and a link to a far solution lies further on)
    // is reached flat out without logging, up to as far as a scout may go (SCOUT_LIMIT): the
    // log then starts at the step reached, as after solutionSlice.
    const reach = this.timeline.complete ? this.timeline.total : Math.max(this.timeline.total, SCOUT_LIMIT);
    target = Math.max(0, Math.min(Math.floor(Number(target)) || 0, reach));
    const here = this.position();
    if (target > here && target > this.timeline.total) {
      this.skip(target - here);
      return { replayed: true };
    }
    if (target >= here) return { taken: this.forward(target - here) };
    if (here - target > target) {
      // Replaying from the start is cheaper than stepping back that far.
      this.stepper.reset();
      this.log = [];
      this.forward(target);
      return { replayed: true };
    }
    return { undone: this.back(here - target) };
  }

  /** Jumps to the event with algorithm-level number `target` (used by the search tree). */
  seekAlgorithm(target) {
    if (target < this.stepper.positionIn('algorithm')) {
      this.stepper.reset();
      this.log = [];
    }
    // Each event advances the algorithm-level count by at most one, so a chunk of the gap never
    // overshoots: a few calls reach the target at either detail.
    for (
      let gap = target - this.stepper.positionIn('algorithm');
      gap > 0 && !this.stepper.isDone();
      gap = target - this.stepper.positionIn('algorithm')
    ) {
      this.forward(gap);
    }
  }

  /** Changes the detail level in place (the engine keeps both counts). */
  setDetail(detail) {
    const algorithmPosition = this.stepper.positionIn('algorithm');
    this.detail = detail;
    this.stepper.setDetail(detail);
    // The scout leaves the stepper at the start; the event log is per detail, so it is rebuilt
    // by replaying to the same algorithm position.
    this.timeline = this.scout();
    this.seekAlgorithm(algorithmPosition);
  }

  views() {
    return {
      nodes: this.stepper.nodesView(),
      next: this.stepper.nextItemsView(),
      prev: this.stepper.prevItemsView(),
      // Each node's colour now (empty without colours): see the wasm API's nodeColors().
      colors: this.stepper.nodeColors?.() ?? NO_COLORS,
      // How many more options each primary item may take now (multiplicities only).
      boundsLeft: this.hasMultiplicities ? this.stepper.boundsLeft() : null,
    };
  }

  state() {
    return {
      position: this.position(),
      level: this.stepper.level(),
      stats: this.stepper.stats(),
      partial: Array.from(this.stepper.partialSolution()),
      chosen: Array.from(this.stepper.chosenItems()),
      atStart: this.stepper.atStart(),
      done: this.stepper.isDone(),
    };
  }

  /**
   * Search-tree nodes and updates of the whole search under each heuristic, to show what the
   * fewest-ones rule buys. The first-item rule can take exponentially longer, so the searches
   * run in slices, one task each, for a bounded time in all: `done({mrv, first})` hears each
   * one's `{nodes, updates, complete}` (`complete` false: it was stopped, and took more).
   * Returns a function that cancels the measuring.
   */
  compareHeuristics(done) {
    const runs = ['mrv', 'first'].map((heuristic) => {
      const stepper = this.make();
      stepper.setHeuristic(heuristic);
      return { heuristic, stepper };
    });
    const started = performance.now();
    let timer = 0;
    const finish = () => {
      const result = {};
      for (const { heuristic, stepper } of runs) {
        result[heuristic] = { ...stepper.stats(), complete: stepper.isDone() };
        stepper.free();
      }
      runs.length = 0;
      done(result);
    };
    const slice = () => {
      const deadline = performance.now() + COMPARE_SLICE_MS;
      for (const { stepper } of runs) {
        for (let left = deadline - performance.now(); !stepper.isDone() && left > 0; left = deadline - performance.now()) {
          stepper.advanceFor(left);
        }
      }
      const finished = runs.every(({ stepper }) => stepper.isDone());
      if (finished || performance.now() - started > COMPARE_MILLISECONDS) finish();
      else timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => {
      clearTimeout(timer);
      for (const { stepper } of runs) stepper.free();
      runs.length = 0;
    };
  }
}

/**
 * The controls' player over a session (see controls.js). `hooks.forward(events)` and
 * `hooks.back(events)` hear about every event taken or undone; `hooks.replayed()` is called
 * when the session had to replay from the start (its whole log is new).
 */
export function makePlayer(getSession, render, hooks = {}) {
  const { forward = () => {}, back = () => {}, replayed = () => {} } = hooks;
  return {
    forward(count) {
      forward(getSession().forward(count));
    },
    back(count) {
      back(getSession().back(count));
    },
    seek(position) {
      const moved = getSession().seek(position);
      if (moved.replayed) replayed();
      else if (moved.undone) back(moved.undone);
      else forward(moved.taken);
    },
    /** Up to `budget` events towards the next solution; true once one is found (or the end). */
    nextSolution(budget) {
      const session = getSession();
      const events = session.forward(budget, true);
      forward(events);
      return events.length === 0 || events[events.length - 1].type === 'solution' || session.isDone();
    },
    position: () => getSession().position(),
    total: () => (getSession().timeline.complete ? getSession().timeline.total : null),
    known: () => getSession().timeline.total,
    isDone: () => getSession().isDone(),
    atStart: () => getSession().atStart(),
    markers: () => getSession().timeline,
    render,
  };
}

/** [a, b, c, d, …] as [[a, b], [c, d], …]. */
function pairs(flat) {
  const out = [];
  for (let k = 0; k + 1 < flat.length; k += 2) out.push([flat[k], flat[k + 1]]);
  return out;
}

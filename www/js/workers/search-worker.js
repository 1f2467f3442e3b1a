// Heavy work off the main thread, so a page never freezes: a Sudoku's answers (solve, unique,
// count), new puzzles and hints, and a part of a count shared by a pool of workers. The
// page cancels by terminating this worker.
//
// In:  {id, cmd: 'generate', options} (see generateSudoku) → {id, type: 'result', made}
//      {id, cmd: 'hint', puzzle, shape, variant, entries} (see sudokuHint; variantSudokuHint for the
//       variants 'constraints' and 'killer', in the variants build) → {id, type: 'result', hint}
//      {id, cmd: 'answer' | 'count', limit, source} (a Sudoku, `{sudoku, shape, variant}`) → while counting
//       {id, type: 'progress', count, nodes, updates}, then
//       {id, type: 'result', solution, count, nodes, updates, cleansings, ms, complete}
//      {id, cmd: 'count-part', source, wanted, part, limit, gallery} (see SearchPool in
//       search-jobs.js; `source` in the one shape of engine/source.js; at most `limit`
//       solutions) → a Sudoku's {id, type: 'progress', part, count, nodes} while counting, then
//       {id, type: 'result', part, parts, entered, aboveNodes, aboveUpdates, aboveCleansings,
//       count, nodes, updates, cleansings, distinct, found: [{seq, options}]}: for a board,
//       `distinct` solutions are the first of their class up to symmetry, and `found` holds the
//       first `gallery` of them (`seq` the solution's number within the part, from 1); updates
//       and cleansings are null when the bit engine counted
//      {cmd: 'warm'}: loads the engine, ahead of the first job.
//      Each names `build`, the engine build it needs (see engine/builds.js), and may carry
//      `module`, that build compiled, to start from.
// Errors: {id, type: 'error', message}, also when the engine build cannot be loaded

import { loadEngine, loadFailure } from '../engine/builds.js';
import { makeCounter, makeStepper } from '../engine/source.js';

const SLICE_MS = 100; // A slice of a search between progress reports (and looks at the limit).
const REPORT_MS = 100; // The shortest time between two progress reports of a job.

self.onmessage = async ({ data }) => {
  let engine;
  try {
    // The page may hand over the module it compiled, so a pool of workers compiles it once.
    engine = await loadEngine(data.build, data.module);
  } catch (error) {
    // The job says so; the next one tries again.
    if (data.cmd !== 'warm') self.postMessage({ id: data.id, type: 'error', message: loadFailure(error) });
    return;
  }
  if (data.cmd === 'warm') {
    warmUp(engine);
    return;
  }
  if (data.cmd === 'count-part') {
    countPart(engine, data);
    return;
  }
  const { id, limit } = data;
  if (data.cmd === 'generate' || data.cmd === 'hint') {
    try {
      const result =
        data.cmd === 'generate'
          ? { made: engine.generateSudoku(data.options) }
          : data.variant === 'constraints' || data.variant === 'killer'
            ? { hint: engine.variantSudokuHint(data.puzzle, data.entries || undefined, data.variant, data.shape || undefined) }
            : { hint: engine.sudokuHint(data.puzzle, data.shape || undefined, data.variant || undefined, data.entries || undefined) };
      self.postMessage({ id, type: 'result', ...result });
    } catch (error) {
      self.postMessage({ id, type: 'error', message: error.message });
    }
    return;
  }
  // A variant Sudoku's solve, uniqueness and count, flat out with the engine's fastest search for
  // it (learned weights, which no stepper can pause): a count reports the grids found so far as
  // the engine tells them; Cancel ends this worker. A killer too: its cages as constraints, with
  // the sums they imply.
  const { variant } = data.source;
  if (data.cmd === 'answer' && (variant === 'constraints' || variant === 'killer') && engine.solveVariantSudoku) {
    try {
      const start = performance.now();
      let lastReport = start;
      const progress = data.progress
        ? (count) => {
            const now = performance.now();
            if (now - lastReport < REPORT_MS) return;
            lastReport = now;
            self.postMessage({ id, type: 'progress', count });
          }
        : undefined;
      const answer = engine.solveVariantSudoku(data.source.sudoku, limit, progress, variant, data.source.shape || undefined);
      self.postMessage({
        id,
        type: 'result',
        ...answer,
        updates: null,
        cleansings: null,
        ms: performance.now() - start,
        complete: answer.count < limit,
      });
    } catch (error) {
      self.postMessage({ id, type: 'error', message: error.message });
    }
    return;
  }
  let stepper;
  try {
    const start = performance.now();
    stepper = makeStepper(engine, data.source);
    let count = 0;
    let solution;
    let lastReport = start;
    while (count < limit) {
      const pause = stepper.advanceFor(SLICE_MS);
      if (pause === 'solution') {
        count += 1;
        solution ??= stepper.sudokuGrid();
      } else if (pause === 'done') {
        break;
      }
      const now = performance.now();
      if (data.cmd === 'count' && now - lastReport > REPORT_MS) {
        lastReport = now;
        const stats = stepper.stats();
        self.postMessage({ id, type: 'progress', count, nodes: stats.nodes, updates: stats.updates });
      }
    }
    const stats = stepper.stats();
    self.postMessage({
      id,
      type: 'result',
      solution,
      count,
      nodes: stats.nodes,
      updates: stats.updates,
      cleansings: stats.cleansings,
      ms: performance.now() - start,
      complete: stepper.isDone(),
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    stepper?.free();
  }
};

// A fresh module runs its baseline code until the engine has compiled a function's optimised
// code, which the next call of it then runs (a call under way keeps the code it started with):
// the first count of a page took 1.6 times as long as the next. So a worker of the count build,
// once started, counts a small board, a part at a time: its counting code is optimised before
// the reader asks for a count.
const WARM_UP_ROUNDS = 3;

function warmUp(engine) {
  if (!engine.Counter) return;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    const counter = engine.Counter.fromBoard('pentominoes', '20x3');
    for (let part = 0; counter.countPart(8, part, Infinity, 1).entered; part++);
    counter.free();
  }
}

// The counter (or stepper) of the problem being counted part by part: it keeps the cut between
// parts.
let partCount = null;

/**
 * One part of a count shared by a pool of workers (see SearchPool in search-jobs.js): with the
 * count build's `Counter` (flat out, the fastest engine, the solutions up to symmetry counted in
 * the engine), or else a stepper's `enterPart` (a Sudoku), in slices with progress between.
 */
function countPart(engine, { id, source, wanted, part, limit = Infinity, gallery = 0 }) {
  try {
    const key = JSON.stringify(source);
    if (partCount?.key !== key) {
      partCount?.searcher.free();
      const searcher = makeCounter(engine, source) ?? makeStepper(engine, source);
      partCount = { key, searcher };
    }
    const { searcher } = partCount;
    // The part's progress, posted at most every REPORT_MS (a count's time is unknown): from a
    // Sudoku's counter, which calls it now and then, and from a stepper's slices. `nodes` may be
    // a function, called only when a report is due.
    let lastReport = performance.now();
    const progress = (count, nodes) => {
      if (performance.now() - lastReport < REPORT_MS) return;
      lastReport = performance.now();
      self.postMessage({ id, type: 'progress', part, count, nodes: typeof nodes === 'function' ? nodes() : nodes });
    };
    const result =
      'countPart' in searcher
        ? searcher.countPart(wanted, part, limit, source.sudoku === undefined ? gallery : progress)
        : stepPart(searcher, { wanted, part, limit }, progress);
    const found = (result.firsts ?? []).map(([seq, ...options]) => ({ seq, options }));
    self.postMessage({
      id,
      type: 'result',
      part,
      parts: result.parts,
      entered: result.entered,
      aboveNodes: result.aboveNodes,
      aboveUpdates: result.aboveUpdates,
      aboveCleansings: result.aboveCleansings,
      count: result.count,
      nodes: result.nodes,
      updates: result.updates,
      cleansings: result.cleansings,
      distinct: result.distinct ?? 0,
      found,
      engine: searcher.engine ?? 'links',
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  }
}

/**
 * A part searched by a stepper in slices, telling `progress(count, nodes)` between them: as
 * `Counter.countPart` answers.
 */
function stepPart(stepper, { wanted, part, limit }, progress) {
  const cut = stepper.enterPart(wanted, part);
  let count = 0;
  while (cut.entered && count < limit) {
    const pause = stepper.advanceFor(SLICE_MS);
    if (pause === 'done') break;
    if (pause === 'solution') count += 1;
    progress(count, () => stepper.stats().nodes);
  }
  const stats = stepper.stats();
  const entered = (value) => (cut.entered ? value : 0);
  return {
    parts: cut.parts,
    entered: cut.entered,
    aboveNodes: cut.nodes,
    aboveUpdates: cut.updates,
    aboveCleansings: cut.cleansings,
    count: entered(stats.solutions),
    nodes: entered(stats.nodes),
    updates: entered(stats.updates),
    cleansings: entered(stats.cleansings),
  };
}

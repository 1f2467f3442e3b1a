// Heavy work off the main thread, so a page never freezes: a Sudoku's answers (solve, unique,
// count), new puzzles and hints, and a part of a board count shared by a pool of workers. The
// page cancels by terminating this worker.
//
// In:  {id, cmd: 'generate', options} (see generateSudoku) → {id, type: 'result', made}
//      {id, cmd: 'hint', puzzle, shape, variant, entries} (see sudokuHint) → {id, type: 'result', hint}
//      {id, cmd: 'answer' | 'count', limit, source} (a Sudoku, `{sudoku, shape, variant}`) → while counting
//       {id, type: 'progress', count, nodes, updates}, then
//       {id, type: 'result', solution, count, nodes, updates, cleansings, ms, complete}
//      {id, cmd: 'count-part', source, wanted, part, limit} (see SearchPool in search-jobs.js;
//       `source` in the one shape of engine/source.js; at most `limit` solutions) →
//       {id, type: 'progress', part, count, nodes} while counting, then {id, type: 'result',
//       part, parts, entered, aboveNodes, aboveUpdates, aboveCleansings, count, nodes, updates, cleansings, found:
//       [{key, seq, options}]}: the part's solutions, each class up to symmetry once (`seq`
//       its number within the part, from 1)
//      {cmd: 'warm'}: loads the engine, ahead of the first job.
//      Each names `build`, the engine build it needs (see engine/builds.js), and may carry
//      `module`, that build compiled, to start from.
// Errors: {id, type: 'error', message}, also when the engine build cannot be loaded

import { loadEngine, loadFailure } from '../engine/builds.js';
import { makeStepper } from '../engine/source.js';

const SLICE_MS = 100; // A slice of a search between progress reports (and looks at the limit).

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
  if (data.cmd === 'warm') return;
  if (data.cmd === 'count-part') {
    countPart(engine, data);
    return;
  }
  const { id, limit } = data;
  if (data.cmd === 'generate' || data.cmd === 'hint') {
    try {
      const result = data.cmd === 'generate'
        ? { made: engine.generateSudoku(data.options) }
        : { hint: engine.sudokuHint(data.puzzle, data.shape || undefined, data.variant || undefined, data.entries || undefined) };
      self.postMessage({ id, type: 'result', ...result });
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
      if (data.cmd === 'count' && now - lastReport > 100) {
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

// The stepper of the problem being counted part by part: it keeps the cut between parts.
let partStepper = null;

/** One part of a count shared by a pool of workers (see SearchPool in search-jobs.js). */
function countPart(engine, { id, source, wanted, part, limit = Infinity }) {
  try {
    const key = JSON.stringify(source);
    if (partStepper?.key !== key) {
      partStepper?.stepper.free();
      partStepper = { key, stepper: makeStepper(engine, source) };
    }
    const { stepper } = partStepper;
    const board = source.board !== undefined;
    const cut = stepper.enterPart(wanted, part);
    const found = [];
    const keys = new Set();
    let count = 0;
    let lastReport = performance.now();
    while (cut.entered && count < limit) {
      const pause = stepper.advanceFor(SLICE_MS);
      if (pause === 'done') break;
      if (pause === 'solution') {
        count += 1;
        const key = board ? stepper.boardSolutionKey() : null;
        if (key !== null && !keys.has(key)) {
          keys.add(key);
          found.push({ key, seq: count, options: Array.from(stepper.partialSolution()) });
        }
      }
      if (performance.now() - lastReport > 100) {
        lastReport = performance.now();
        self.postMessage({ id, type: 'progress', part, count, nodes: stepper.stats().nodes });
      }
    }
    const stats = stepper.stats();
    self.postMessage({
      id, type: 'result', part, parts: cut.parts, entered: cut.entered, aboveNodes: cut.nodes, aboveUpdates: cut.updates,
      aboveCleansings: cut.cleansings, count: cut.entered ? stats.solutions : 0, nodes: cut.entered ? stats.nodes : 0,
      updates: cut.entered ? stats.updates : 0, cleansings: cut.entered ? stats.cleansings : 0, found,
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  }
}

// Heavy work off the main thread, so a page never freezes: answers to a Sudoku (solve, unique)
// and long counts with progress, for a Sudoku or a board puzzle. The page cancels by
// terminating this worker.
//
// In:  {id, cmd: 'generate', options} (see generateSudoku) → {id, type: 'result', made}
//      {id, cmd: 'hint', puzzle, shape, variant, entries} (see sudokuHint) → {id, type: 'result', hint}
//      {id, cmd: 'answer' | 'count', limit, and either puzzle, shape, variant (a Sudoku) or
//       board, spec (a board puzzle: 'pentominoes' or 'queens', and its board), and for a
//       board `gallery`: how many solutions distinct up to symmetry to send as they are found}
// Out: {id, type: 'progress', count, distinct, nodes, updates}
//      {id, type: 'found', number, options, step}: a board solution unlike any before it up to
//       symmetry: its options, and `step` the algorithm-level event where it is found
//      {id, type: 'result', solution, count, distinct, symmetries, nodes, updates, ms, complete}
//      {id, type: 'error', message}
// `distinct` (boards only) counts the solutions up to the board's rotations and reflections;
// `symmetries` is how many of those the board has.

import init, { Stepper, generateSudoku, sudokuHint } from '../pkg/dlx_stepper.js';

const ready = init();
const SLICE = 100_000; // Events per slice between progress reports.

self.onmessage = async ({ data }) => {
  await ready;
  const { id, limit, gallery = 0 } = data;
  if (data.cmd === 'generate' || data.cmd === 'hint') {
    try {
      const result = data.cmd === 'generate'
        ? { made: generateSudoku(data.options) }
        : { hint: sudokuHint(data.puzzle, data.shape || undefined, data.variant || undefined, data.entries || undefined) };
      self.postMessage({ id, type: 'result', ...result });
    } catch (error) {
      self.postMessage({ id, type: 'error', message: error.message });
    }
    return;
  }
  let stepper;
  try {
    const start = performance.now();
    stepper = data.board
      ? Stepper.fromBoard(data.board, data.spec)
      : Stepper.fromSudoku(data.puzzle, data.shape || undefined, data.variant || undefined);
    const keys = data.board ? new Set() : null;
    let count = 0;
    let solution;
    let lastReport = start;
    while (count < limit) {
      const pause = stepper.advance(SLICE);
      if (pause === 'solution') {
        count += 1;
        if (keys) found(stepper, keys, { id, number: count, gallery });
        else solution ??= stepper.sudokuGrid();
      } else if (pause === 'done') {
        break;
      }
      const now = performance.now();
      if (data.cmd === 'count' && now - lastReport > 100) {
        lastReport = now;
        const stats = stepper.stats();
        self.postMessage({ id, type: 'progress', count, distinct: keys?.size, nodes: stats.nodes, updates: stats.updates });
      }
    }
    const stats = stepper.stats();
    self.postMessage({
      id,
      type: 'result',
      solution,
      count,
      distinct: keys?.size,
      symmetries: data.board ? stepper.boardInfo().symmetries : undefined,
      nodes: stats.nodes,
      updates: stats.updates,
      ms: performance.now() - start,
      complete: stepper.isDone(),
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    stepper?.free();
  }
};

/** Notes a board solution's class; the first `gallery` classes are sent to the page. */
function found(stepper, keys, { id, number, gallery }) {
  const key = stepper.boardSolutionKey();
  if (keys.has(key)) return;
  keys.add(key);
  if (keys.size <= gallery) {
    const options = Array.from(stepper.partialSolution());
    self.postMessage({ id, type: 'found', number, options, step: stepper.positionIn('algorithm') });
  }
}

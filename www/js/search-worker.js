// Heavy work off the main thread, so a page never freezes: answers to a Sudoku (solve, unique)
// and long counts with progress, for a Sudoku or a board puzzle. The page cancels by
// terminating this worker.
//
// In:  {id, cmd: 'answer' | 'count', limit, and either puzzle, shape, variant (a Sudoku) or
//       board, spec (a board puzzle: 'pentominoes' or 'queens', and its board)}
// Out: {id, type: 'progress', count, nodes, updates}
//      {id, type: 'result', solution, count, nodes, updates, ms, complete}
//      {id, type: 'error', message}

import init, { Stepper } from '../pkg/dlx_stepper.js';

const ready = init();
const SLICE = 100_000; // Events per slice between progress reports.

self.onmessage = async ({ data }) => {
  await ready;
  const { id, limit } = data;
  let stepper;
  try {
    const start = performance.now();
    stepper = data.board
      ? Stepper.fromBoard(data.board, data.spec)
      : Stepper.fromSudoku(data.puzzle, data.shape || undefined, data.variant || undefined);
    let count = 0;
    let solution;
    let lastReport = start;
    while (count < limit) {
      const pause = stepper.advance(SLICE);
      if (pause === 'solution') {
        count += 1;
        if (!data.board) solution ??= stepper.sudokuGrid();
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
      ms: performance.now() - start,
      complete: stepper.isDone(),
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    stepper?.free();
  }
};

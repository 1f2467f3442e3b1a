// The Sudoku page's answers, in workers: Solve, Is it unique?, Count (a pool of workers, the
// parts of one search), New puzzle and Hint, with Cancel; each says what it found in the status.
// `makeAnswers(page)` takes what it reads and calls of the page (its state and drawing).

import { inspectSudoku } from '../engine/session.js';
import { buildFor, countBuildFor } from '../engine/source.js';
import { digitOfKey } from '../engine/codes.js';
import { SearchJobs, SearchPool, progressText } from '../workers/search-jobs.js';
import { answerMessage, madeMessage, generateRefusal, makingMessage } from './messages.js';

const $ = (id) => document.getElementById(id);

/**
 * The page's answers. `page`: `{state, side, shapeName, puzzleText, puzzleReads, sessionSource,
 * entriesLine, setStatus, loadText, render, stopWatching, offerTrial}`. Returns `{ask, askHint, generate, cancel, warm,
 * warmCount}`.
 */
export function makeAnswers(page) {
  const jobs = new SearchJobs({
    progress: (data) => page.setStatus(progressText(data), false, { progress: true }),
    done: onAnswer,
    build: 'sudoku',
  });
  // Counting runs on a pool of workers, one per core; `?workers=N` chooses: a pool of the build
  // that counts the puzzle (countBuildFor: a classic 9×9 on bit planes in the generator's
  // build), made when first asked for.
  const pools = {};
  const poolFor = (build) =>
    (pools[build] ??= new SearchPool({
      build,
      progress: (data) => page.setStatus(progressText(data), false, { progress: true }),
      done: (data) => onAnswer(data, 'count'),
    }));

  function ask(cmd, limit) {
    if (!page.puzzleReads()) {
      page.setStatus('Fix the puzzle first: see the message above.', true);
      return;
    }
    setBusy(true);
    page.setStatus(cmd === 'count' ? 'Counting…' : 'Solving…');
    const source = page.sessionSource(page.state.cells);
    // A puzzle with constraints, or a killer, is counted as it is solved, on one worker with
    // learned weights and the variants build (a pool's parts would each search by Knuth's rule,
    // minutes where the weights take a second; a killer's cages then add the sums they imply).
    // A closed sum line may cut one grid's loop into segments in two ways, each a solution of
    // the exact cover: such a puzzle is counted grid by grid, which says so.
    const weighted = source.variant === 'constraints' || source.variant === 'killer';
    if (cmd === 'count' && !weighted) poolFor(countBuildFor(source, page.side())).start(source, { limit });
    else {
      const as = cmd === 'count' && page.state.repeatsGrids ? 'count-grids' : cmd;
      const build = weighted ? 'variants' : buildFor(source);
      jobs.start({ cmd: 'answer', build, source, limit, progress: cmd === 'count' }, as);
    }
  }

  function onAnswer(data, cmd) {
    setBusy(false);
    if (data.type === 'error') {
      page.setStatus(data.message, true);
      return;
    }
    if (cmd === 'generate') {
      madePuzzle(data.made);
      return;
    }
    if (cmd === 'hint') {
      showHint(data.hint);
      return;
    }
    if (data.count === 0) page.state.solution = null;
    else if (cmd === 'solve' || cmd === 'unique') showSolution(data.solution);
    const { text, bad } = answerMessage(data, cmd === 'count-grids' ? 'count' : cmd);
    const note =
      cmd === 'count-grids' ? ' Counted grid by grid: the closed sum line can cut one grid into segments in more than one way.' : '';
    page.setStatus(text + note, bad);
    page.render();
  }

  function generate() {
    const refusal = generateRefusal(page.state.variant);
    if (refusal) {
      page.setStatus(refusal, true);
      return;
    }
    const options = { shape: page.shapeName(), variant: page.state.variant, symmetry: $('symmetry').value };
    if ($('level').value) options.difficulty = $('level').value;
    setBusy(true);
    page.setStatus(makingMessage($('level').value, page.side()));
    jobs.start({ cmd: 'generate', build: 'maker', options }, 'generate');
  }

  function madePuzzle(made) {
    page.loadText(made.puzzle, page.shapeName(), page.state.variant);
    page.setStatus(madeMessage(made, $('symmetry').value));
  }

  function askHint() {
    // Entries that clash are what a hint names; only the puzzle's own givens must read.
    if (!inspectSudoku(page.puzzleText(page.state.original), page.shapeName(), page.state.variant).ok) {
      page.setStatus('Fix the puzzle first: see the message above.', true);
      return;
    }
    setBusy(true);
    page.setStatus('Looking for the next sure move…');
    // A puzzle with constraints, and a killer (its cages as constraints, with the sums they
    // imply), is hinted by the variants build; the others by the generator's.
    const build = page.state.variant === 'constraints' || page.state.variant === 'killer' ? 'variants' : 'maker';
    jobs.start(
      {
        cmd: 'hint',
        build,
        puzzle: page.puzzleText(page.state.original),
        shape: page.shapeName(),
        variant: page.state.variant,
        entries: page.entriesLine(),
      },
      'hint',
    );
  }

  function showHint(hint) {
    const n = page.side();
    const index = ([row, col]) => row * n + col;
    page.state.hint = { area: hint.cells.map(index), target: hint.placement ? index(hint.placement) : undefined, kind: hint.kind };
    if (hint.placement) page.state.selected = page.state.hint.target;
    const bad = hint.kind === 'wrong' || hint.kind === 'no-solution' || hint.kind === 'entries-clash';
    page.setStatus(hint.text, bad);
    // A contradiction can be watched: the search from the grid with the other placement
    // assumed, every step forced, to the item left with no option.
    const [row, col, digit] = hint.kind === 'contradiction' ? (hint.choices.find((c) => c.join() !== hint.placement.join()) ?? []) : [];
    page.offerTrial(digit ? { cell: index([row, col]), digit } : null);
    page.render();
  }

  function showSolution(line) {
    if (!line) return;
    page.state.solution = Array.from(line, (ch) => digitOfKey(ch, page.side()) ?? 0);
    page.stopWatching();
  }

  function cancel() {
    const countCancelled = Object.values(pools)
      .map((pool) => pool.cancel())
      .includes(true);
    if (!jobs.cancel() && !countCancelled) return;
    jobs.warm(); // A fresh worker, ready at once for the next question.
    setBusy(false);
    page.setStatus('Cancelled.');
  }

  function setBusy(busy) {
    $('cancel').hidden = !busy;
    for (const id of ['solve', 'unique', 'count', 'hint', 'generate']) $(id).disabled = busy;
  }

  /** Loads the build that counts the page's puzzle and starts its workers, ahead of a Count. */
  function warmCount() {
    // A puzzle with constraints, or a killer, is counted by the solving worker.
    if (page.state.variant === 'constraints' || page.state.variant === 'killer') return;
    // A failure to load is told when Count is pressed, which tries again.
    poolFor(countBuildFor({ sudoku: '', variant: page.state.variant }, page.side()))
      .warm()
      .catch(() => {});
  }

  return { ask, askHint, generate, cancel, warm: (build) => jobs.warm(build), warmCount };
}

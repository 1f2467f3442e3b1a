// The lesson's figures, by the name a chapter gives in data-figure. Each is made with
// `(host, {pass, source})`, where `pass(message)` marks the chapter's check passed, and returns
// `{destroy}`. They are built from the pages' own views (watch.js) except the two that come
// before the links exist: picking rows by hand and a single linked list.

import { Session } from '../engine/session.js';
import { PRESETS, queens, rooks, wordSquare } from '../views/presets.js';
import { SearchTree, renderTree, algorithmPositions } from '../views/tree.js';
import { esc, plural } from '../views/links.js';
import { watchFigure } from './watch.js';
import { pickRowsFigure } from './pick-rows.js';
import { linkedListFigure } from './linked-list.js';
import { sudokuItemsFigure } from './sudoku.js';

const KNUTH = PRESETS.find((preset) => preset.id === 'knuth').text;
// An easy 4 × 4 (from `dlx-stepper generate --shape 2x2 --difficulty easy --seed 5`): one
// solution, and cells with one candidate from the start.
const SMALL_SUDOKU = '2.4.......1.4.2.';

/** The first item the search branches on, and every item's number of options at the start. */
function firstChoice(source) {
  const session = new Session(source, { scout: false });
  const { itemNames, options } = session.problem;
  const event = session.forward(1)[0];
  const lengths = itemNames.map((_, item) => options.filter((items) => items.includes(item)).length);
  session.free();
  return { item: event.item, itemNames, lengths };
}

/** Chapter 2: guess the first column, then watch Algorithm X on the matrix. */
function matrixSearch(host, { pass, source }) {
  const { item: answer, itemNames, lengths } = firstChoice(source);
  let guessed = false;
  let solved = null;
  const progress = () => {
    if (guessed && solved) pass(`You guessed the column, and watched Algorithm X find the solution: ${solved}.`);
  };
  const question = document.createElement('div');
  question.className = 'question';
  question.innerHTML = `<p id="first-column-question">Before you step: which column will Algorithm X choose first?</p>
    <div class="choices" role="group" aria-labelledby="first-column-question">${itemNames.map((name, k) => `<button type="button" data-item="${k}">${esc(name)}</button>`).join('')}</div>
    <p class="feedback" aria-live="polite"></p>`;
  host.append(question);
  const fewest = Math.min(...lengths);
  const tied = itemNames.filter((_, k) => lengths[k] === fewest);
  question.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-item]');
    if (!button) return;
    const item = Number(button.dataset.item);
    const feedback = question.querySelector('.feedback');
    if (item === answer) {
      guessed = true;
      feedback.textContent = `Yes: ${itemNames[item]} has ${lengths[item]} ones, the fewest.${tied.length > 1 ? ` ${tied.join(', ')} all have ${fewest}; on a tie the first one is taken.` : ''} Now step (→) and watch.`;
      feedback.className = 'feedback right';
      progress();
    } else {
      feedback.textContent = `Not quite: ${itemNames[item]} has ${lengths[item]} ones, and ${itemNames[answer]} has ${lengths[answer]}.${lengths[item] === fewest ? ' They tie, and on a tie the first column is taken.' : ' The rule takes the column with the fewest.'} Try again.`;
      feedback.className = 'feedback wrong';
    }
  });
  const figure = watchFigure(host, {
    source,
    views: ['matrix'],
    controls: ['play', 'step', 'back', 'start', 'solution', 'timeline'],
    rate: 1,
    // Chapter 2 comes before links, headers and branching are taught: its captions say columns and rows.
    vocabulary: 'plain',
    onRender: (session) => {
      if (!solved && session.stats().solutions > 0) {
        const { partial } = session.state();
        solved = partial.map((option) => `(${session.problem.labels[option]})`).join(', ');
        progress();
      }
    },
  });
  return {
    destroy: () => {
      figure.destroy();
      question.remove();
    },
  };
}

/** Chapter 4: the first cover, one pointer at a time, and back. */
function coverFigure(host, { pass, source }) {
  let covered = false;
  return watchFigure(host, {
    source,
    detail: 'links',
    views: ['links'],
    controls: ['play', 'step', 'back', 'start', 'speed', 'timeline'],
    rate: 1,
    onRender: (session, event) => {
      if (event?.type === 'select') covered = true;
      if (covered && session.atStart()) pass('You covered A, link by link, and uncovered it again: every link is back where it was.');
    },
  });
}

/** Chapter 5: the whole search with its tree, forwards and back. */
function searchFigure(host, { pass, source }) {
  let foundAt = null;
  return watchFigure(host, {
    source,
    views: ['links', 'tree'],
    controls: ['play', 'step', 'back', 'start', 'end', 'solution', 'speed', 'timeline'],
    rate: 2,
    onRender: (session) => {
      const { solutions } = session.stats();
      const position = session.position();
      if (foundAt === null && solutions > 0) foundAt = position;
      if (foundAt !== null && position < foundAt) pass('You found the solution and walked the search backwards: each step undone exactly.');
    },
  });
}

/** A whole search's tree, grown from every event, with its statistics. */
function wholeTree(source, heuristic) {
  const session = new Session(source, { heuristic, scout: false });
  const tree = new SearchTree();
  for (;;) {
    const events = session.forward(10_000);
    if (events.length === 0) break;
    const positions = algorithmPositions(session, events);
    for (const [k, event] of events.entries()) tree.apply(event, positions[k]);
    session.log = []; // The tree keeps what is needed.
  }
  tree.current = null; // The search is over: no node is "here".
  const result = { tree, problem: session.problem, stats: session.stats() };
  session.free();
  return result;
}

const RULE_QUESTION = [
  {
    right: true,
    text: 'A column with no rows left is chosen at once, so a dead end ends the branch before more rows are tried; a column with one row is a move made without a guess.',
  },
  {
    right: false,
    text: 'It finds fewer solutions, so it has less to do.',
    why: 'No: both searches find the same solutions. The rule changes the work, never the answers.',
  },
  {
    right: false,
    text: 'It tries the rows of a column in a cleverer order.',
    why: 'No: both try the rows of the chosen column from top to bottom. Only the choice of column differs.',
  },
];

/** Chapter 6: the two column rules' whole trees side by side, and a question. */
function fewestFigure(host, { pass, source }) {
  const runs = [
    ['first', 'Always the first column left'],
    ['mrv', 'The column with the fewest 1s'],
  ].map(([heuristic, title]) => ({ title, ...wholeTree(source, heuristic) }));
  const root = document.createElement('div');
  root.className = 'fewest';
  const panels = runs
    .map(
      ({ title, tree, problem, stats }) => `<figure class="rule-tree">
      <figcaption><strong>${title}</strong>: ${plural(stats.nodes, 'row')} tried, ${plural(stats.updates, 'link update')}, ${plural(stats.solutions, 'solution')}</figcaption>
      <div class="tree" tabindex="0" role="region" aria-label="${title}: the whole search tree">${renderTree(tree, problem, { interactive: false })}</div>
    </figure>`,
    )
    .join('');
  root.innerHTML = `${panels}
    <div class="question">
      <p id="rule-question">Both trees find the same ${plural(runs[0].stats.solutions, 'solution')}. Why is the second one smaller?</p>
      <div class="choices stacked" role="group" aria-labelledby="rule-question">${RULE_QUESTION.map((choice, k) => `<button type="button" data-choice="${k}">${esc(choice.text)}</button>`).join('')}</div>
      <p class="feedback" aria-live="polite"></p>
    </div>`;
  host.append(root);
  // Both trees at one scale, so their sizes compare at a glance (set through the DOM: a strict
  // Content-Security-Policy forbids style attributes in markup).
  const svgs = Array.from(root.querySelectorAll('.rule-tree svg'));
  const widest = Math.max(...svgs.map((svg) => svg.viewBox.baseVal.width));
  for (const svg of svgs) svg.style.width = `${(100 * svg.viewBox.baseVal.width) / widest}%`;
  root.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-choice]');
    if (!button) return;
    const choice = RULE_QUESTION[Number(button.dataset.choice)];
    const feedback = root.querySelector('.feedback');
    feedback.className = `feedback ${choice.right ? 'right' : 'wrong'}`;
    const saved = runs[0].stats.nodes - runs[1].stats.nodes;
    feedback.textContent = choice.right
      ? `Right. Here it saves ${saved} of ${runs[0].stats.nodes} rows tried; on bigger puzzles it saves far more.`
      : choice.why;
    if (choice.right)
      pass(
        `Right: fewest first meets dead ends and forced moves at once (${runs[1].stats.nodes} rows tried instead of ${runs[0].stats.nodes}).`,
      );
  });
  return { destroy: () => root.remove() };
}

/**
 * Chapters 8 to 11: a search on one `view` ('links' or 'board') played at `rate` events a second,
 * whose check is passed at the first solution, with what `message(session)` says of it.
 */
function solutionFigure(view, rate, message) {
  return (host, { pass, source }) =>
    watchFigure(host, {
      source,
      views: [view],
      controls: ['play', 'step', 'back', 'start', 'solution', 'speed', 'timeline'],
      rate,
      onRender: (session) => {
        if (session.stats().solutions > 0) pass(message(session));
      },
    });
}

/** Chapter 10's check: the word square found, word by word across. */
function wordSquareFound(session) {
  const square = session.state().partial.filter((option) => session.problem.labels[option].startsWith('r'));
  const words = square.map((option) => session.problem.labels[option].replace(/^r\d \d\d:(.) \d\d:(.)$/, '$1$2'));
  return `A word square: ${words.join(' over ')}, its columns words too; each cell purified to its letter, the crossing word settled there.`;
}

/** Chapter 11's check: the six rooks found, square by square. */
function rooksFound(session) {
  const squares = session
    .state()
    .partial.map((option) => session.problem.labels[option])
    .sort();
  return `Six rooks: ${squares.join(', ')}. Each row and column counted down from 2 to 0; a tweak kept every pair from being tried twice.`;
}

/**
 * The figures by the name a chapter gives in data-figure: each with the `source` it steps (see
 * engine/source.js; null for a figure without the engine), from which the lesson knows the engine
 * build to load before making it, and `make(host, {pass, source})`.
 */
export const FIGURES = {
  'pick-rows': { source: { text: KNUTH }, make: pickRowsFigure },
  'matrix-search': { source: { text: KNUTH }, make: matrixSearch },
  'linked-list': { source: null, make: linkedListFigure },
  cover: { source: { text: KNUTH }, make: coverFigure },
  search: { source: { text: KNUTH }, make: searchFigure },
  fewest: { source: { text: queens(6) }, make: fewestFigure },
  'sudoku-items': { source: { sudoku: SMALL_SUDOKU, shape: '2x2' }, make: sudokuItemsFigure },
  pentominoes: {
    source: { board: 'pentominoes', spec: '20x3' },
    make: solutionFigure('board', 40, () => 'A tiling: all twelve pieces, every square covered once.'),
  },
  queens: {
    source: { board: 'queens', spec: '6' },
    make: solutionFigure(
      'board',
      4,
      () => 'Six queens, none attacking another: every row and column covered once, each diagonal at most once.',
    ),
  },
  colors: { source: { text: wordSquare(['at', 'to', 'on', 'no', 'it', 'ox']) }, make: solutionFigure('links', 2, wordSquareFound) },
  multiplicities: { source: { text: rooks(3, 2) }, make: solutionFigure('links', 3, rooksFound) },
};

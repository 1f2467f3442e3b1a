// What the Sudoku page says of the worker's answers: a solve, a uniqueness check or a count, and
// a new puzzle made (or why one of these rules cannot be made).

import { plural } from '../views/links.js';

const LEVEL_WORDS = { easy: 'an easy', medium: 'a medium', hard: 'a hard', expert: 'an expert' };
const PATTERN_WORDS = {
  rotate: ', clues in a half-turn pattern',
  mirror: ', clues mirrored left to right',
  diagonals: ', clues mirrored in both diagonals',
};

/** The status line for an answer (`cmd`: 'solve', 'unique' or 'count'), and whether it is bad news. */
export function answerMessage(data, cmd) {
  const time = data.ms < 10 ? `${data.ms.toFixed(2)} ms` : `${Math.round(data.ms).toLocaleString()} ms`;
  const work = `${time}, ${plural(data.nodes, 'search-tree node')}`;
  if (data.count === 0) return { text: `No solution (${work}).`, bad: true };
  if (cmd === 'solve') return { text: `Solved in ${work}.`, bad: false };
  if (cmd === 'unique')
    return data.count === 1
      ? { text: `Unique: exactly one solution (${work}).`, bad: false }
      : { text: `Not unique: it has more than one solution (${work}). One is shown.`, bad: true };
  const counted = data.complete ? plural(data.count, 'solution') : `at least ${data.count.toLocaleString()} solutions (the limit)`;
  return { text: `${counted} (${work}).`, bad: false };
}

/** Why no puzzle of `variant` can be made, or null. */
export function generateRefusal(variant) {
  if (variant === 'constraints')
    return 'New puzzles are classic, X or windoku: a puzzle with constraints would need its constraints made too. Choose those rules first.';
  if (variant !== 'jigsaw' && variant !== 'killer') return null;
  return `New puzzles are classic, X or windoku: a ${variant} would need its ${variant === 'jigsaw' ? 'regions' : 'cages'} made too. Choose those rules first.`;
}

/** The status while a puzzle of `level` (or any, when empty) on a `side` × `side` grid is made. */
export function makingMessage(level, side) {
  return `Making ${level ? LEVEL_WORDS[level] : 'a'} ${side}×${side} puzzle…`;
}

/** What a new puzzle is: its level, clues, their pattern (`symmetry`) and the guesses it takes. */
export function madeMessage(made, symmetry) {
  const guesses =
    made.guesses === 0 ? 'no guesses needed' : `${made.guesses} guess${made.guesses === 1 ? '' : 'es'} in the search that proves it`;
  return `A new ${made.level} puzzle with one solution: ${made.clues} clues${PATTERN_WORDS[symmetry] ?? ''} (${guesses}). Press Hint when stuck.`;
}

/** A puzzle of `id`'s rules, in words: `a killer Sudoku`. */
export function variantName(id) {
  return {
    classic: 'a classic Sudoku',
    x: 'an X-Sudoku',
    windoku: 'a windoku',
    jigsaw: 'a jigsaw Sudoku',
    killer: 'a killer Sudoku',
    constraints: 'a Sudoku with constraints',
  }[id];
}

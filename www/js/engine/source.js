// What a stepper is made over, in one shape for every page, the widget, the lesson and the
// workers, and the one place that turns it into a stepper:
//   {text}                        a problem as text (Knuth's format, named sets or 0/1 rows)
//   {sudoku, shape, variant}      a Sudoku of any variant (shape like '3x3' and variant optional)
//   {board, spec}                 a board puzzle: 'pentominoes', 'queens', 'langford', 'soma', 'polycubes', 'polyominoes' or 'words', and its board

/** Whether a typed piece set (`PIECES @ BOARD`) has copies of a piece: `T*2: ###/.#.`. */
const hasCopies = (spec = '') => /\*\s*\d/.test(spec.slice(0, spec.lastIndexOf('@')));

/** The engine build that can step `source` (see builds.js). */
export function buildFor(source) {
  // Word rectangles need colours, which the boards build leaves out: they have a build of their own.
  if (source.board === 'words') return 'words';
  // Typed pieces with copies (`T*2: ###/.#.`, see the engine's parse_pieces) need Algorithm M,
  // which the boards build leaves out; should this test miss one, that build says so.
  if (source.board === 'polyominoes' && hasCopies(source.spec)) return 'pieces';
  if (source.board !== undefined) return 'boards';
  // A variant Sudoku with constraints (thermometers, arrows…) needs the variants build, which only
  // such a puzzle loads: it is more than twice the size of the Sudoku build.
  if (source.sudoku !== undefined) return source.variant === 'constraints' ? 'variants' : 'sudoku';
  return 'links';
}

/**
 * A new stepper over `source`, from `engine`, a build that has it (`buildFor(source)`).
 * Throws an Error with the engine's message (line and column, or cell) for bad input.
 */
export function makeStepper(engine, source) {
  const { Stepper } = engine;
  if (source.board !== undefined) return Stepper.fromBoard(source.board, source.spec);
  if (source.sudoku !== undefined) return Stepper.fromSudoku(source.sudoku, source.shape || undefined, source.variant || undefined);
  return new Stepper(source.text);
}

/**
 * The build whose workers count `source` in parts (`side`: a Sudoku's): the count build for
 * problems as text and board puzzles (its `Counter`, with the engine the core picks); for a
 * classic 9×9 Sudoku the generator's (its `SudokuCounter`, on bit planes, which report progress
 * as they go); for any other Sudoku its own build, whose steppers count the parts in slices.
 */
export function countBuildFor(source, side) {
  if (source.sudoku === undefined) return 'count';
  if ((source.variant || 'classic') === 'classic' && side === 9) return 'maker';
  return buildFor(source);
}

/**
 * A new counter over `source` from `engine` (the build `countBuildFor(source)` names): a count
 * cut into parts, flat out; or null when that build counts with a stepper's parts. Throws an
 * Error with the engine's message for bad input.
 */
export function makeCounter(engine, source) {
  if (source.sudoku !== undefined) {
    return engine.SudokuCounter ? new engine.SudokuCounter(source.sudoku, source.shape || undefined, source.variant || undefined) : null;
  }
  const { Counter } = engine;
  if (source.board !== undefined) return Counter.fromBoard(source.board, source.spec);
  return new Counter(source.text);
}

/** The source as the user wrote it: the text, the puzzle, or the board puzzle and its board. */
export function sourceText(source) {
  if (source.board !== undefined) return `${source.board} ${source.spec}`;
  return source.sudoku ?? source.text;
}

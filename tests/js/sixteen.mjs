// 16×16 Sudoku of every variant, for the tests that hold the pages' labels to the engine's on
// grids whose digits above 9 are letters (A–G).

const SIDE = 16;
// Digits as the grids write them: the test's own copy, to hold the engine's to.
export const DIGITS = '.123456789ABCDEFG';

/** A complete 16×16 (rows, columns and 4×4 boxes), by the usual shifted pattern. */
export const SOLUTION = Array.from({ length: SIDE * SIDE }, (_, k) => {
  const r = Math.floor(k / SIDE);
  const c = k % SIDE;
  return DIGITS[(((r % 4) * 4 + Math.floor(r / 4) + c) % SIDE) + 1];
}).join('');

/** The solution with the cells `open(k)` says left blank. */
export const withBlanks = (open) => [...SOLUTION].map((ch, k) => (open(k) ? '.' : ch)).join('');

/**
 * `{variant, text}` for every variant: the first row given, the rest open (so that every digit
 * of every house is still an item to cover); the jigsaw's regions are the boxes, the killer's
 * cages each row's halves. Readable, not meant to be solved.
 */
export function everyVariant() {
  const firstRow = withBlanks((k) => k >= SIDE);
  const regions = Array.from(
    { length: SIDE * SIDE },
    (_, k) => 'ABCDEFGHIJKLMNOP'[Math.floor(k / SIDE / 4) * 4 + Math.floor((k % SIDE) / 4)],
  ).join('');
  const labels = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef'];
  const cages = Array.from({ length: SIDE * SIDE }, (_, k) => labels[Math.floor(k / SIDE) * 2 + (k % SIDE >= 8 ? 1 : 0)]).join('');
  // The left halves hold 1–8 (36), the right ones 9–G (100), as the first row does.
  const sums = labels.map((_, k) => (k % 2 === 0 ? 36 : 100)).join(' ');
  return [
    { variant: 'classic', text: firstRow },
    { variant: 'x', text: firstRow },
    { variant: 'windoku', text: firstRow },
    { variant: 'jigsaw', text: `${firstRow}\n${regions}` },
    { variant: 'killer', text: `${cages}\n${sums}\n${firstRow}` },
  ];
}

// The boards page's puzzles on offer (the presets of its menu, the pieces and board its editors
// start with) and what each puzzle is as exact cover, in words for the "About" line.

import { plural } from '../views/links.js';

/** The boards offered: Scott's and the rectangles of 60 squares, then N queens. */
export const PENTOMINO_BOARDS = [
  { spec: 'scott', label: "Pentominoes: Scott's 8 × 8 less the centre" },
  { spec: '10x6', label: 'Pentominoes: 6 × 10' },
  { spec: '12x5', label: 'Pentominoes: 5 × 12' },
  { spec: '15x4', label: 'Pentominoes: 4 × 15' },
  { spec: '20x3', label: 'Pentominoes: 3 × 20' },
];
export const QUEENS = Array.from({ length: 13 }, (_, k) => k + 4);
// Langford pairs have solutions only for n = 4k or 4k − 1; 5 is there to see a search find none.
export const LANGFORD = [3, 4, 5, 7, 8, 11, 12, 15, 16];

// Boxes of polycubes besides the Soma cube: the eight tetracubes, two ways.
export const POLYCUBE_BOXES = [
  { spec: 'tetracubes @ 4x4x2', label: 'The eight tetracubes (4 × 4 × 2)' },
  { spec: 'tetracubes @ 8x2x2', label: 'The eight tetracubes (8 × 2 × 2)' },
];

// Polyomino sets on the page, each with what it shows: the tetrominoes on a rectangle they
// cannot tile, with two copies of the T (Knuth's multiplicities) on one they tile, and the 35
// hexominoes on a staircase of 20 rows (no rectangle can take them).
// The staircase climbs to the right: climbing to the left, Knuth's rule branches on squares
// where the search takes 100 times as long to find a first tiling.
const STAIRCASE = Array.from({ length: 20 }, (_, k) => '.'.repeat(19 - k) + '#'.repeat(k + 1)).join('/');
export const POLYOMINO_BOARDS = [
  {
    spec: 'tetrominoes @ 5x4',
    label: 'Tetrominoes: 5 × 4 (none fits: see why)',
    about:
      'Colour the board like a chequerboard: the T always covers three squares of one colour and one of the other, the other four pieces two and two, so the five cover 11 of one colour and 9 of the other, and no rectangle has that. The search finds it out the long way.',
  },
  {
    spec: 'I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#. @ 6x4',
    label: 'Tetrominoes and a second T: 6 × 4 (copies)',
    about:
      "The T comes twice, written T*2: one item that must be covered twice, Knuth's multiplicities (Algorithm M), so the two Ts are never told apart. Each place tried for a T is set aside (tweaked) for the tries after it, and the search finds each tiling once: 16, or 4 up to symmetry. The same pieces with the second T named U, as Your own pieces… starts, are told apart: 32 tilings, 8 up to symmetry.",
  },
  {
    spec: `hexominoes @ ${STAIRCASE}`,
    label: 'Hexominoes: the 35 in a staircase of 20 rows',
    about:
      'No rectangle takes the 35 hexominoes: on a chequerboard 24 of them cover three squares of each colour and 11 cover four of one and two of the other, so the two colours they cover differ by twice an odd number, never by 0. This staircase has 110 squares of one colour and 100 of the other, twice 5, so colour does not rule it out, and the search finds a first tiling after some 21,000 nodes (press ★, Next solution); a Count of them all would run for days.',
  },
];
// The pieces the editor starts with: the tetrominoes with a second T (named U), which do tile 6 × 4.
export const OWN_PIECES = 'I: #/#/#/#\nO: ##/##\nL: #./#./##\nS: .##/##.\nT: ###/.#.\nU: ###/.#.';
export const OWN_BOARD = '6x4';

// Word rectangles (Knuth's colours): a small built-in list, and your own words.
export const WORD_BOARDS = [{ spec: 'small @ 3x3', label: 'Word squares: 3 × 3 from a list of 24 words' }];

/** Whether `spec` is one of `boards`' (else it was drawn or typed). */
export const offered = (boards, spec) => boards.some((b) => b.spec === spec);

const SOMA_ABOUT =
  "Fill a 3 × 3 × 3 cube with Piet Hein's seven Soma pieces: V (three cubes) and L, T, Z, A, B, P (four each). Exact cover with 34 items: the 7 pieces (each placed once) and the 27 cells (each filled once). Each option is one piece, turned one way, at one place; a piece may be turned but not reflected, so the screws A and B, mirror images of each other, are two pieces. The cube is drawn as its three layers side by side, bottom first, and as a solid seen from above a corner (⟲ Turn and Turn ⟳ bring the other corners round).";
/** What a box of polycubes is as exact cover (the tetracubes, or another set typed in a link). */
function polycubesAbout(tables) {
  const pieces = tables.items.filter((item) => item.kind === 'piece').map((item) => item.piece);
  const [x, y, z] = tables.box;
  const tetracubes = pieces.join('') === 'IOLTZABP';
  const set = tetracubes
    ? "the eight tetracubes, every shape four cubes can make face to face: I and O, and the Soma cube's L, T, Z, A, B and P"
    : `the pieces ${pieces.join(', ')}`;
  return `Fill a box ${x} cells wide, ${y} deep and ${z} high with ${set}. Exact cover with ${pieces.length + x * y * z} items: the ${pieces.length} pieces (each placed once) and the ${x * y * z} cells (each filled once). Each option is one piece, turned one way, at one place; a piece may be turned but not reflected${tetracubes ? ', so the screws A and B, mirror images of each other, are two pieces' : ''}. The box is drawn as its layers side by side, bottom first, and as a solid seen from above a corner (⟲ Turn and Turn ⟳ bring the other corners round).`;
}

const QUEENS_ABOUT =
  'Rows and columns are primary items (each needs exactly one queen); the diagonals are secondary (at most one queen each). Placing a queen covers its row, its column and its two diagonals, which strikes every square it attacks.';

/** What Langford pairs for `n` are as exact cover. */
function langfordAbout(n) {
  const none =
    n % 4 === 1 || n % 4 === 2
      ? ` For n = ${n} there is none: an odd number's two copies sit in slots of the same parity and an even number's in one odd and one even slot, so the ${plural(n, 'odd slot')} take ${plural(Math.floor(n / 2), 'copy', 'copies')} of even numbers and the rest in pairs, which needs n − ⌊n/2⌋ to be even: n = 4k or 4k − 1.`
      : '';
  return `Write 1 to ${n} twice each in a row of ${2 * n} slots, the two copies of k with k numbers between them. Exact cover with ${3 * n} items: the ${n} numbers (each placed once) and the ${2 * n} slots (each filled once). Each option puts one number in its two slots. Knuth opens his exact-cover section of The Art of Computer Programming with this puzzle.${none}`;
}

/** What a set of polyominoes on a board is as exact cover; for the tetrominoes, why none fits. */
function polyominoesAbout(spec, tables) {
  const pieces = tables.items.filter((item) => item.kind === 'piece');
  const squares = tables.squares.filter(Boolean).length;
  const copies = pieces.filter((item) => item.copies > 1).map((item) => `${item.piece} ${item.copies} times`);
  const placed = copies.length ? `each placed once, ${copies.join(', ')}` : 'each placed once';
  const items = `Exact cover with ${pieces.length + squares} items: the ${pieces.length} pieces (${placed}) and the ${squares} squares of the board (each covered once). Each option is one piece, turned or turned over, at one place.`;
  const preset = POLYOMINO_BOARDS.find((board) => board.spec === spec);
  return preset ? `${items} ${preset.about}` : items;
}

/** What a word rectangle is as exact cover with colours. */
function wordsAbout(tables) {
  const { width, height } = tables;
  const across = tables.options.filter((option) => option.across).length / height;
  const down = tables.options.filter((option) => !option.across).length / width;
  const lists =
    width === height
      ? `${plural(across, 'word')} of ${width} letters`
      : `${plural(across, 'word')} of ${width} letters across and ${plural(down, 'word')} of ${height} down`;
  return `Fill a grid ${width} letters wide and ${height} high so that every row and every column reads a word of the list (${lists}). Exact cover with colours, Knuth's Algorithm C: the ${height} rows and ${width} columns are primary items (each takes one word); the ${width * height} cells are secondary items, and a word gives each of its cells its letter as a colour. A row's word and a column's word may share a cell only if they agree on its letter: choosing a word purifies each of its cells, which hides every word that puts another letter there. The numbers beside the grid are the words each open row and column has left.${width === height ? " A square's transpose is a solution too (counted apart, and once up to symmetry)." : ''}`;
}

/** What the puzzle on show is as exact cover: for pentominoes, of this board (Scott's, a rectangle, or the one drawn). */
export function aboutText(kind, spec, tables) {
  if (kind === 'queens') return QUEENS_ABOUT;
  if (kind === 'langford') return langfordAbout(Number(spec));
  if (kind === 'soma') return SOMA_ABOUT;
  if (kind === 'polycubes') return polycubesAbout(tables);
  if (kind === 'polyominoes') return polyominoesAbout(spec, tables);
  if (kind === 'words') return wordsAbout(tables);
  const squares = tables.squares.filter(Boolean).length;
  const items = `Exact cover with ${12 + squares} items: the 12 pieces (each placed once) and the ${squares} squares of the board (each covered once). Each option is one piece in one orientation at one place, covering its piece and its five squares.`;
  if (spec === 'scott')
    return `${items} Knuth's Dancing Links paper follows Dana Scott's 1958 search on this 8 × 8 board with the centre removed.`;
  if (offered(PENTOMINO_BOARDS, spec)) return items;
  return `${items} This is the board you drew, ${tables.width} squares wide and ${tables.height} high.`;
}

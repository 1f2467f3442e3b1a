// The problems the page offers, as text in one of the engine's formats.

/** N-queens in Knuth's format: rows and columns primary, both diagonal families secondary. */
export function queens(n) {
  const rows = [],
    cols = [],
    up = [],
    down = [];
  for (let k = 0; k < n; k++) {
    rows.push(`r${k}`);
    cols.push(`c${k}`);
  }
  for (let k = 0; k < 2 * n - 1; k++) {
    up.push(`a${k}`);
    down.push(`b${k}`);
  }
  const lines = [`${rows.join(' ')} ${cols.join(' ')} | ${up.join(' ')} ${down.join(' ')}`];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${n - 1 - r + c}`);
  }
  return lines.join('\n');
}

/**
 * 2 × 2 word squares from `words`, with colours: a word in a row or a column is an option
 * that gives each of its two cells the word's letter as a colour. Rows and columns are primary
 * (each takes one word); cells are secondary, shared by the row and the column that cross
 * there as long as they agree on the letter.
 */
export function wordSquare(words) {
  const lines = ['| Each row and each column is a word, and cells are coloured by their letter', 'r1 r2 c1 c2 | 11 12 21 22'];
  for (const line of ['r1', 'r2', 'c1', 'c2']) {
    const k = line[1];
    const cells = line[0] === 'r' ? [`${k}1`, `${k}2`] : [`1${k}`, `2${k}`];
    for (const word of words) lines.push(`${line} ${cells[0]}:${word[0]} ${cells[1]}:${word[1]}`);
  }
  return lines.join('\n');
}

/**
 * `k` rooks in every row and every column of an n × n board, with Knuth's multiplicities: each
 * row and column is a primary item to be covered exactly `k` times, each square an option.
 */
export function rooks(n, k) {
  const rows = Array.from({ length: n }, (_, r) => `${k}|r${r + 1}`);
  const cols = Array.from({ length: n }, (_, c) => `${k}|c${c + 1}`);
  const lines = [`| ${k} rooks in every row and every column of a ${n} × ${n} board`, `${rows.join(' ')} ${cols.join(' ')}`];
  for (let r = 1; r <= n; r++) {
    for (let c = 1; c <= n; c++) lines.push(`r${r} c${c}`);
  }
  return lines.join('\n');
}

export const PRESETS = [
  {
    id: 'knuth',
    name: "Knuth's A–G example (6 × 7)",
    text: 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G',
  },
  {
    id: 'python',
    name: 'A–F over 1…7 (the 30-line Python version)',
    text: 'A: 1 4 7\nB: 1 4\nC: 4 5 7\nD: 3 5 6\nE: 2 3 6 7\nF: 2 7',
  },
  {
    id: 'subsets',
    name: 'Subsets A–E of {1…5} (two solutions)',
    text: 'A: 1 2\nB: 3 4\nC: 5\nD: 1 3\nE: 2 4 5',
  },
  { id: 'queens4', name: '4 queens (diagonals are secondary items)', text: queens(4) },
  {
    id: 'colors',
    name: "Knuth's colour example (Algorithm C)",
    text: '| A simple example of color controls (Knuth, dlx2)\nA B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1',
  },
  {
    id: 'multiplicities',
    name: "Knuth's multiplicity example (Algorithm M)",
    text: '| C is covered two or three times (Knuth, dlx3)\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1',
  },
  { id: 'rooks', name: '2 rooks in every row and column, 4 × 4 (multiplicities)', text: rooks(4, 2) },
  { id: 'word-square', name: '2 × 2 word squares (colours are letters)', text: wordSquare(['at', 'to', 'on', 'no', 'it', 'ox']) },
  { id: 'queens5', name: '5 queens', text: queens(5) },
  { id: 'queens6', name: '6 queens', text: queens(6) },
];

export function presetById(id) {
  return PRESETS.find((preset) => preset.id === id);
}

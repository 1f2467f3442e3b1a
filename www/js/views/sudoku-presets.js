// Puzzles the Sudoku page offers (from data/sudoku/examples.txt, Royle's 17-clue
// collection, and two small and large ones checked unique with `dlx-stepper sudoku --unique`).

export const SUDOKU_PRESETS = [
  { id: 'easy', name: 'Easy (Wikipedia)', puzzle: '530070000600195000098000060800060003400803001700020006060000280000419005000080079' },
  {
    id: 'pe1',
    name: 'Project Euler 96, grid 1',
    puzzle: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
  },
  { id: 'norvig', name: 'Norvig hard #1', puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' },
  { id: 'clue17', name: '17 clues (Royle)', puzzle: '000000010400000000020000000000050407008000300001090000300400200050100000000806000' },
  {
    id: 'inkala',
    name: '"World\'s hardest" (Inkala 2012)',
    puzzle: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  },
  { id: 'four', name: '4 × 4', puzzle: '1.....2...3.4...' },
  {
    id: 'sixteen',
    name: '16 × 16',
    puzzle:
      '123.5.7.9ABC.E.G.AB.12.4D.FG.67.567..EFG.234..BCDEFG...C56781...31427586B9EAFCGD.9EA314...GD7586..86F.GD3..2B9.AF.GD.9E.75.63.422.1368.7.F.BCGD.AF9.2.1.CGDE.8.7.85.CG.E2.13.F9.CGD..F9B.857..134321...5EBA9G...EBA94321GDCF8765.765GDC...21EBA9..CFE.A98..543.1',
  },
];

export const SIZES = [
  { label: '4 × 4', shape: '2x2' },
  { label: '6 × 6 (2 × 3 boxes)', shape: '2x3' },
  { label: '9 × 9', shape: '3x3' },
  { label: '12 × 12 (3 × 4 boxes)', shape: '3x4' },
  { label: '16 × 16', shape: '4x4' },
  { label: '25 × 25', shape: '5x5' },
];

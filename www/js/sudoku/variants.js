// The rules the Sudoku page offers, beside the grid: a module of the page alone (the widget
// plays classic Sudoku and does not load it).

/**
 * The rules the page plays by: how a puzzle of each is written, and how its rules become exact
 * cover (shown beside the search).
 */
export const VARIANTS = [
  {
    id: 'classic',
    label: 'Classic',
    format: 'the grid, one line or drawn over lines',
    note: 'Four kinds of item: each cell holds one digit, and each row, column and box holds each digit once. Placing digit d in a cell is an option covering four items: the cell, and d in its row, its column and its box.',
  },
  {
    id: 'x',
    label: 'X (diagonals)',
    format: 'the grid',
    note: 'As classic, and both long diagonals hold each digit once: a cell on a diagonal has one item more per digit ("d on the main diagonal"), so its placements cover five items (six at the centre).',
  },
  {
    id: 'windoku',
    label: 'Windoku (windows)',
    format: 'the grid',
    note: 'As classic, and four shaded windows hold each digit once: a placement in a window also covers "d in this window".',
  },
  {
    id: 'jigsaw',
    label: 'Jigsaw (regions)',
    format: 'the grid, then a line of region labels, one per cell',
    note: 'Irregular regions take the place of the boxes: the items are each cell, and each digit in each row, column and region.',
  },
  {
    id: 'killer',
    label: 'Killer (cages)',
    format: 'a line of cage letters, one per cell, then the cage sums in letter order, then the givens if any',
    note: 'Still pure exact cover. Each cage has one option per set of different digits that makes its sum, like {1,6} for a cage of 2 cells with sum 7. That option covers the cage and each digit it leaves out ("cage B has no 5"); a digit placed in the cage covers that digit of the cage. So each cage item is covered exactly once only when the digits placed in the cage are the chosen set. A digit that no set of its cage holds is never offered in it: a cage of 2 cells with sum 3 starts with candidates 1 and 2 only.',
  },
];

// Examples of the variants: our own, made by scripts/make-variant-presets.py and proved unique
// by `dlx-stepper sudoku --variant V --unique`.
export const VARIANT_PRESETS = [
  {
    id: 'x',
    name: 'X-Sudoku (diagonals)',
    variant: 'x',
    puzzle: '84..........8.3......56.......4....12.........9....6...79.....6.....1....2....3..',
  },
  {
    id: 'windoku',
    name: 'Windoku (four windows)',
    variant: 'windoku',
    puzzle: '.8..5.......1.......9....3.......49......5...71........6...1..5..47.....3.......6',
  },
  {
    id: 'jigsaw',
    name: 'Jigsaw (irregular regions)',
    variant: 'jigsaw',
    puzzle:
      '..5.3..1....9...6...................93......24.1...3.....75...6.9...........2.1..\n122222233112443333122444335144466735166467755186667555188867775188897795889999999',
  },
  {
    id: 'killer',
    name: 'Killer (cages, no givens)',
    variant: 'killer',
    puzzle:
      'ABBCCDDEFAGGHIDJEKAGHHILMNKOGPPQLNNROSTUQLVVRSSTTWXYZabbccWXYZZdbbceXfffdggeehfii\n9 6 7 18 13 8 24 17 9 1 13 16 3 19 13 9 4 11 16 20 4 8 13 9 13 18 2 22 11 14 21 14 6 7 7',
  },
];

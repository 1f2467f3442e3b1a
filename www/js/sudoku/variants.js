// The rules the Sudoku page offers, beside the grid: a module of the page alone (the widget
// plays classic Sudoku and does not load it).

/**
 * The rules the page plays by: how a puzzle of each is written, and how its rules become exact
 * cover (shown beside the search).
 */
/**
 * Whether `text` looks like a puzzle with constraints (an ISS string, alone or after a grid
 * line): the page then loads the build that reads them, and the engine says whether it is one.
 * A line starts `.Type~…`, or with a rule of the whole grid that takes no cells (`.AntiKnight`,
 * `.Windoku.AntiKing`): a dot and a capitalised word, then a dot, a `~` or the end. No
 * grid row does that: its digits above 9 are capitals only.
 */
export const looksLikeConstraints = (text) => /(^|\n)\s*\.([A-Za-z]*~|[A-Z][a-z]+[A-Za-z]*\s*(\.|$))/.test(text);

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
    note: 'Still pure exact cover. Each cage has one option per set of different digits that makes its sum, like {1,6} for a cage of 2 cells with sum 7. That option covers the cage and each digit it leaves out ("cage B has no 5"); a digit placed in the cage covers that digit of the cage. So each cage item is covered exactly once only when the digits placed in the cage are the chosen set. A digit that no set of its cage holds is never offered in it: a cage of 2 cells with sum 3 starts with candidates 1 and 2 only. Solve, Is it unique?, Count and Hint search these cages with the sums they imply besides (rows, columns and boxes add up to 45 each, so the cells left out of the cages inside them, or sticking out, make up the difference), by learned weights: a killer with no givens takes seconds.',
  },
  {
    id: 'constraints',
    label: 'Constraints (thermos, arrows, lines, dots…)',
    format: 'a constraint string of the Interactive Sudoku Solver (like .~R1C1_5.Thermo~R9C4~R8C3), or the grid and then one',
    note: "Exact cover with colours. Each cell has a secondary item holding its digit as a colour, and every placement colours it. A constraint adds items and options of its own that colour the same items: a thermometer's option for two neighbours is a pair of digits that rises, so it can be chosen only with the placements that agree with it. A cage with a sum chooses its set of digits, as a killer's does, and the cages add the sums they imply where they meet rows, columns and boxes (named House sum 1, 2… in the captions); sums add a running total along their cells, and little killers along their diagonal's stretch in each box, choosing each stretch's set of digits at once; renban and between lines a value for the whole line. The search you watch branches by Knuth's rule, over the grid's items and the constraints' alike; Solve, Count and Hint branch by learned weights: they start at the cells of the sums, and each time an item runs out of options, or a sum can no longer be made, the item and that sum's cells gain weight, so the search turns to the constraint that keeps failing (seconds instead of hours on some puzzles); at each node they strike the digits a sum, a cage, a sum line, a sandwich, an X-sum, a skyscraper or a lunchbox can no longer use, and a digit a quad, a cage or a renban must hold from every cell that sees all the places it can still go, until the search leaves the node.",
  },
];

// Examples of the variants: our own, made by scripts/make-variant-presets.py and proved unique
// by `dlx-stepper sudoku --variant V --unique`; then puzzles with constraints from the examples of
// the Interactive Sudoku Solver (data/iss/examples.tsv, where each comes from), each unique.
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
  {
    id: 'iss-thermo',
    name: 'Thermometers (ISS example)',
    variant: 'constraints',
    puzzle:
      '.~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4',
  },
  {
    id: 'iss-kropki',
    name: 'XV and kropki dots (ISS example)',
    variant: 'constraints',
    puzzle:
      '.X~R2C1~R2C2.X~R3C1~R3C2.X~R1C8~R1C7.X~R2C7~R2C8.X~R7C8~R8C8.X~R7C9~R8C9.X~R8C3~R9C3.X~R8C2~R9C2.X~R5C4~R5C5.V~R8C2~R8C3.V~R8C8~R8C9.V~R2C1~R3C1.V~R1C7~R2C7.BlackDot~R2C5~R2C6.BlackDot~R4C6~R5C6.BlackDot~R5C6~R6C6.BlackDot~R3C1~R4C1.WhiteDot~R3C3~R3C2.WhiteDot~R4C3~R5C3.WhiteDot~R8C4~R8C5.WhiteDot~R8C6~R8C7.WhiteDot~R5C2~R6C2',
  },
  {
    id: 'iss-palindrome',
    name: 'Palindrome lines (ISS example)',
    variant: 'constraints',
    puzzle:
      '.Palindrome~R7C1~R6C2~R5C1~R4C2~R3C3~R2C4~R1C5~R2C6~R1C7.Palindrome~R9C3~R8C4~R9C5~R8C6~R7C7~R6C8~R5C9~R4C8~R3C9.Palindrome~R7C4~R7C5~R7C6~R6C7~R5C7~R4C7.Palindrome~R3C6~R3C5~R3C4~R4C3~R5C3~R6C3.~R1C1_6~R1C9_5~R2C3_8~R2C5_5~R2C7_9~R4C1_8~R4C5_1~R4C9_3~R5C5_4~R6C5_2~R8C1_9~R8C3_7~R8C7_8~R8C9_2~R9C2_5~R9C8_6',
  },
  {
    id: 'iss-between',
    name: 'Between lines (ISS example)',
    variant: 'constraints',
    puzzle:
      '.Between~R9C5~R8C6~R7C7~R6C8~R5C9.Between~R9C3~R8C4~R7C5~R6C6~R5C7~R4C8~R3C9.Between~R1C9~R2C8~R3C7~R4C6~R5C5~R6C4~R7C3~R8C2~R9C1.Between~R5C1~R4C2~R3C3~R2C4~R1C5.Between~R7C1~R6C2~R5C3~R4C4~R3C5~R2C6~R1C7.~R1C2_9~R2C1_2~R2C7_1~R4C3_6~R4C5_7~R4C8_5~R5C2_3~R5C8_8~R6C5_5~R6C7_2~R8C3_9~R8C9_8~R9C8_1',
  },
  {
    id: 'iss-double-arrow',
    name: 'Double arrows (ISS example)',
    variant: 'constraints',
    puzzle:
      '.DoubleArrow~R1C4~R1C5~R1C6~R1C7.DoubleArrow~R2C3~R2C4~R2C5~R2C6.DoubleArrow~R3C2~R3C3~R3C4~R3C5.DoubleArrow~R4C1~R4C2~R4C3~R4C4.DoubleArrow~R4C5~R5C5~R6C5.DoubleArrow~R6C6~R6C7~R6C8~R6C9.DoubleArrow~R7C5~R7C6~R7C7~R7C8.DoubleArrow~R8C4~R8C5~R8C6~R8C7.DoubleArrow~R9C3~R9C4~R9C5~R9C6.~R9C1_3~R4C1_1~R4C4_5~R3C2_2~R2C3_3~R1C4_4~R1C7_8~R2C6_7~R3C5_6~R6C6_9~R6C9_1~R7C5_8~R8C4_7~R9C3_6~R9C6_4~R8C7_4~R7C8_1',
  },
  {
    id: 'iss-skyscraper',
    name: 'Skyscrapers (ISS example)',
    variant: 'constraints',
    puzzle:
      '.~R1C1_1~R1C6_2~R1C9_8~R3C1_3~R3C4_6~R3C7_4~R5C1_5~R5C3_2~R5C6_3~R7C1_7~R7C4_8~R7C7_2~R9C9_6~R9C6_4~R9C1_9.Skyscraper~C5~5.Skyscraper~R2~2.Skyscraper~R4~4.Skyscraper~R6~6.Skyscraper~R8~8',
  },
  {
    id: 'iss-killer-sums',
    name: 'Killer with sums only (cages) (ISS example)',
    variant: 'constraints',
    puzzle:
      '.Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9',
  },
];

// A clash between digits on the Sudoku page, told from the player's side.

/**
 * The engine's message about the grid, told from the player's side: the engine checks the digits
 * it is given and calls them all givens ("the digit 5 is given twice in row 1: at r1c1 and at
 * r1c5"), but the page knows which of the clashing `cells` the player typed (`isEntry(cell)`).
 * A message of another shape is kept as the engine wrote it. (It reads the engine's words: a
 * structured clash from inspectSudoku would be better, and is left for the engine's side.)
 */
export function clashMessage(message, cells, isEntry) {
  const clash = /^the digit (\S+) is given twice in (.+): at (\S+) and at (\S+)$/.exec(message);
  const mine = cells.map(isEntry);
  if (!clash || cells.length !== 2 || !mine.some(Boolean)) return message;
  const [, digit, unit, first, second] = clash;
  if (mine[0] && mine[1]) return `your entries at ${first} and at ${second} put the digit ${digit} twice in ${unit}`;
  const [entry, given] = mine[0] ? [first, second] : [second, first];
  return `your ${digit} at ${entry} clashes with the given ${digit} at ${given}: ${unit} has the digit ${digit} twice`;
}

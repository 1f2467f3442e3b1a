// A board puzzle being watched (pentominoes, N-queens, Langford pairs, polycubes like the Soma cube, word rectangles): the tables that map its options and
// items back to the board, what the board shows at the current step, and one sentence per
// event. The meaning comes from the engine (boardInfo, boardOptions, boardItems, read by the session).

import { eachInList, isActive, plural } from './links.js';

/** The session's board, options and items (the engine's, see `Session.board`), with the option of every node. */
export function boardTables(session) {
  const { info, options, items } = session.board;
  return { ...info, options, items, nodeOption: session.optionOfNode };
}

/**
 * What the board shows now: the options placed (in order), for queens the options still live
 * (reachable from an item still to cover: the squares not attacked), and the item branched on
 * with the options left in it.
 */
export function boardState(session, tables) {
  const { nodes, next, prev } = session.views();
  const now = session.state();
  const live = new Set();
  // Only the queens' view shades what is no longer live: a pentomino board, drawn every frame
  // while playing, need not walk its thousands of options.
  if (tables.kind === 'queens') {
    for (let item = 0; item < session.nPrimary; item++) {
      if (!isActive(next, prev, item + 1)) continue;
      eachInList(nodes, item + 1, (node) => live.add(tables.nodeOption[node]));
    }
  }
  // A word rectangle's open rows and columns, each with how many words its list still holds:
  // the length the engine keeps in the item's header (its `top`).
  const wordsLeft = new Map();
  if (tables.kind === 'words') {
    for (let item = 0; item < session.nPrimary; item++) {
      if (isActive(next, prev, item + 1)) wordsLeft.set(item, nodes[3 * (item + 1) + 2]);
    }
  }
  const chosenItem = now.done ? undefined : now.chosen[now.chosen.length - 1];
  const choices = [];
  if (chosenItem !== undefined) eachInList(nodes, chosenItem + 1, (node) => choices.push(tables.nodeOption[node]));
  return { now, placed: now.partial, live, chosenItem, choices, wordsLeft };
}

/**
 * A square's name for a reader: `row 3, column 4` (both from 1); on Langford's one row (`width`
 * slots, `langford`), `slot 4`.
 */
export function squareName(square, width, langford = false) {
  if (langford) return `slot ${square + 1}`;
  return `row ${Math.floor(square / width) + 1}, column ${(square % width) + 1}`;
}

/**
 * The cell `{x, y, z}` (from 0, z = 0 the bottom layer) of a box of polycubes drawn in `column`
 * and `row` of its layers side by side: the engine lays layer z's column x at column
 * (X + 1)z + x, X the box's cells along x (`size[0]`, from the engine's `box`).
 */
function cubeCellAt(column, row, size) {
  const stride = size[0] + 1;
  return { x: column % stride, y: row, z: Math.floor(column / stride) };
}

/** The cell of a box of polycubes (`tables.box`) drawn at `square` of its layers' board (see `cubeCellAt`). */
export function cubeCell(square, tables) {
  return cubeCellAt(square % tables.width, Math.floor(square / tables.width), tables.box);
}

/** A cell of a box for a reader: `layer 2, row 1, column 3`, all from 1, layer 1 the bottom. */
const cellWords = ({ x, y, z }) => `layer ${z + 1}, row ${y + 1}, column ${x + 1}`;

/** The cell drawn at `square` for a reader (see `cellWords`). */
export function cubeCellName(square, tables) {
  return cellWords(cubeCell(square, tables));
}

/** How many pieces a board puzzle places in all: each piece item once, or as often as it has copies. */
export function pieceCount(tables) {
  return tables.items.reduce((sum, item) => sum + (item.kind === 'piece' ? item.copies || 1 : 0), 0);
}

/** A Langford number as a reader writes it: the engine's one character (A for 10 …) in decimal. */
export function numberOf(piece) {
  return parseInt(piece, 36);
}

/**
 * An item of a board puzzle (`tables`, from `boardTables`) for a reader: `piece F`, `the square
 * in row 3, column 4`, `row 2`; in Langford's pairs, `number 3`, `slot 5`; in a box of polycubes,
 * `the cell in layer 2, row 1, column 3`.
 */
export function itemName(item, tables) {
  const { kind } = tables;
  if (kind === 'words' && item.kind === 'square') return `the cell in row ${item.b + 1}, column ${item.a + 1}`;
  if (kind === 'langford') return item.kind === 'piece' ? `number ${numberOf(item.piece)}` : `slot ${item.a + 1}`;
  if (tables.box && item.kind === 'square') return `the cell in ${cellWords(cubeCellAt(item.a, item.b, tables.box))}`;
  switch (item.kind) {
    case 'piece':
      return `piece ${item.piece}`;
    case 'square':
      return `the square in row ${item.b + 1}, column ${item.a + 1}`;
    case 'row':
      return `row ${item.a + 1}`;
    case 'column':
      return `column ${item.a + 1}`;
    default:
      return `a diagonal`;
  }
}

const capital = (text) => text.replace(/^[a-z]/, (ch) => ch.toUpperCase());

/**
 * An option of a board puzzle (`tables`) for a reader: `piece F on rows 1–3, columns 2–3`, `a
 * queen in row 1, column 4`, `the two 3s in slots 2 and 6`.
 */
export function optionName(option, tables) {
  const { width, kind } = tables;
  if (kind === 'words') {
    const word = option.letters.join('');
    const [first] = option.squares;
    return option.across ? `${word} across row ${Math.floor(first / width) + 1}` : `${word} down column ${(first % width) + 1}`;
  }
  if (kind === 'langford') return `the two ${numberOf(option.piece)}s in slots ${option.squares[0] + 1} and ${option.squares[1] + 1}`;
  if (tables.box) {
    const span = (values, word) => {
      const [low, high] = [Math.min(...values), Math.max(...values)];
      return low === high ? `${word} ${low}` : `${word}s ${low}–${high}`;
    };
    const cells = option.squares.map((square) => cubeCell(square, tables));
    return `piece ${option.piece} in ${span(
      cells.map((c) => c.z + 1),
      'layer',
    )}, ${span(
      cells.map((c) => c.y + 1),
      'row',
    )}, ${span(
      cells.map((c) => c.x + 1),
      'column',
    )}`;
  }
  if (kind === 'queens') return `a queen in ${squareName(option.squares[0], width)}`;
  const rows = option.squares.map((s) => Math.floor(s / width) + 1);
  const cols = option.squares.map((s) => (s % width) + 1);
  return `piece ${option.piece} on rows ${Math.min(...rows)}–${Math.max(...rows)}, columns ${Math.min(...cols)}–${Math.max(...cols)}`;
}

/** Why an item has no options left, after its name: `no longer fits anywhere`. */
function noOptions(item, langford) {
  if (item.kind === 'piece') return langford ? 'has no two free slots the right distance apart' : 'no longer fits anywhere';
  if (item.kind === 'square') return langford ? 'can no longer be filled' : 'can no longer be covered';
  return 'has no safe square left';
}

/** The letter `option` (a word) writes in `square`. */
const letterAt = (option, square) => option.letters[option.squares.indexOf(square)];

/**
 * A word rectangle's sentences, where they differ from the other boards': its lines take words,
 * and choosing a word purifies each of its cells (Knuth's colours).
 */
const WORD_CAPTIONS = {
  choose: (event, tables, item) => {
    const name = capital(itemName(item, tables));
    if (event.len === 0)
      return `${name} has no word left that fits the letters placed: the search branches on it all the same, covers it, and then backs up.`;
    if (event.len === 1) return `${name} has only one word left that fits, so it is forced.`;
    return `${name} has ${event.len} words left that fit, the fewest of any row or column: try the first.`;
  },
  cover: (event, tables, item, option, deadEnd) => {
    if (deadEnd)
      return `Cover ${itemName(item, tables)}: it has no word left that fits, so nothing is removed, and this branch is a dead end: the search backs up next.`;
    return `Cover ${itemName(item, tables)}: each of its words leaves the lists of the cells it would fill.`;
  },
  uncover: (event, tables, item) => `Uncover ${itemName(item, tables)}: its words come back.`,
  select: (event, tables, item, option) => `Try ${optionName(option, tables)}.`,
  deselect: (event, tables, item, option) => `Take ${optionName(option, tables)} back and try the next word.`,
  purify: (event, tables, item, option) => {
    const letter = letterAt(option, item.b * tables.width + item.a);
    return `Purify ${itemName(item, tables)} to ${letter}: every word that puts another letter there is hidden, and the words that agree stay, marked as settled.`;
  },
  unpurify: (event, tables, item) => `Unpurify ${itemName(item, tables)}: the words its letter hid come back.`,
  settle: (event, tables, item, option) =>
    `${capital(optionName(option, tables))} agrees with the letter of ${itemName(item, tables)}: it stays, marked settled.`,
  unsettle: (event, tables, item, option) => `${capital(optionName(option, tables))} loses its settled mark.`,
  solution: (event, tables) => `A word rectangle: each of the ${tables.height} rows and ${tables.width} columns reads a word of the list.`,
};

/**
 * One sentence about an event of a watched board search. `deadEnd`: the event is the cover of an
 * item branched on with no options left (`isDeadEnd` in links.js).
 */
export function boardCaption(event, tables, solutions, deadEnd = false) {
  if (!event) return 'Press ▶ (or Space) to watch the search; → steps, ← steps back.';
  const item = event.item !== undefined ? tables.items[event.item] : null;
  const option = event.option !== undefined ? tables.options[event.option] : null;
  const queens = tables.kind === 'queens';
  const langford = tables.kind === 'langford';
  const words = tables.kind === 'words';
  if (words && event.type in WORD_CAPTIONS) return WORD_CAPTIONS[event.type](event, tables, item, option, deadEnd);
  const named = (thing) => itemName(thing, tables);
  const put = (thing) => optionName(thing, tables);
  switch (event.type) {
    case 'choose': {
      const name = capital(named(item));
      // Algorithm X covers it all the same and backs up after: the dead end is said at the cover.
      if (event.len === 0)
        return `${name} ${noOptions(item, langford)}: the search branches on it all the same, covers it, and then backs up.`;
      const ways = (one, many) => `only ${event.len} ${event.len === 1 ? one : many}`;
      const fewest = event.len === 1 ? ', so it is forced.' : ', the fewest of any item: try the first.';
      if (item.kind === 'piece') return `${name} fits in ${ways('place', 'places')}${fewest}`;
      if (item.kind === 'square') return `${name} can be ${langford ? 'filled' : 'covered'} in ${ways('way', 'ways')}${fewest}`;
      return `${name} has ${ways('safe square', 'safe squares')} left${fewest}`;
    }
    case 'cover':
      if (deadEnd)
        return `Cover ${named(item)}: it ${noOptions(item, langford)}, so nothing is removed, and this branch is a dead end: the search backs up next.`;
      if (item.kind === 'diagonal' || item.kind === 'antidiagonal') return "Cover the queen's diagonal: no other queen may stand on it.";
      return `Cover ${named(item)}: remove every option that clashes with it.`;
    case 'select':
      return queens || langford ? `Put ${put(option)}.` : `Try ${put(option)}.`;
    case 'deselect':
      return `Take ${put(option)} back ${langford ? 'out' : 'off the board'} and try the next choice.`;
    case 'uncover':
      return `Uncover ${named(item)}: bring back the options it removed.`;
    case 'hide':
      return `Unlink ${put(option)} from a list: it clashes.`;
    case 'unhide':
      return `Link ${put(option)} back into a list.`;
    // Knuth's Algorithm M, for a piece with copies (`T*2`): a copy placed while more remain
    // counts the piece down; each place tried for it is set aside (tweaked) for the tries after.
    case 'count':
      return `Piece ${item.piece} takes one more copy: ${plural(event.bound, 'more copy', 'more copies')} to place after it, so the piece stays open.`;
    case 'uncount':
      return `Piece ${item.piece} has ${plural(event.bound, 'copy', 'copies')} to place again.`;
    case 'tweak':
      return `Try ${put(option)} for a copy of piece ${item.piece}, and set that place aside: the copies still to place go elsewhere, so no tiling is found twice.`;
    case 'untweak':
      return `Every place set aside for piece ${item.piece} comes back: the branch on it is over.`;
    case 'skip':
      return `${capital(named(item))} takes no more here and leaves the list of items to cover.`;
    case 'unskip':
      return `${capital(named(item))} is back in the list of items to cover.`;
    case 'solution':
      if (langford) return `A Langford sequence: every number twice, the two ks with k numbers between them.`;
      if (tables.kind === 'soma') return 'A Soma cube: all 7 pieces in, every cell of the 3 × 3 × 3 cube filled once.';
      if (tables.box)
        return `The box is full: all ${tables.items.filter((thing) => thing.kind === 'piece').length} pieces in, every cell of the ${tables.box.join(' × ')} box filled once.`;
      if (queens) return `A solution: ${tables.width} queens, none attacking another.`;
      return `A tiling: all ${pieceCount(tables)} pieces placed, every square covered once.`;
    case 'done':
      return `The search is over: ${plural(solutions, 'solution')}.`;
    default:
      return '';
  }
}

/**
 * The items a click on the board stands for: the square's own item (pentominoes), or its row and
 * column (queens); a piece's chip stands for the piece.
 */
export function itemsAt(tables, { square, piece }) {
  const row = square === undefined ? -1 : Math.floor(square / tables.width);
  const column = square === undefined ? -1 : square % tables.width;
  return tables.items.flatMap((item, k) => {
    if (item.kind === 'piece') return item.piece === piece ? [k] : [];
    if (item.kind === 'square') return item.a === column && item.b === row ? [k] : [];
    if (item.kind === 'row') return item.a === row ? [k] : [];
    if (item.kind === 'column') return item.a === column ? [k] : [];
    return [];
  });
}

/** A board's vocabulary for predict mode (predict.js). */
export function boardVocabulary(getTables) {
  return {
    pickOptions: false,
    viewHint: 'Click a square (or a piece below the board), or choose from the list.',
    itemName: (session, item) => itemName(getTables().items[item], getTables()),
    optionName: (session, option) => optionName(getTables().options[option], getTables()),
    chooseReason: (session, event) => boardCaption(event, getTables(), session.stats().solutions),
  };
}

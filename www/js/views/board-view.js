// The board, drawn from the watched search: pentominoes as coloured pieces with their letters,
// queens on a chequered board with the squares they attack shaded, Langford's numbers in their
// row of slots with an arc joining each pair, a word rectangle's letters with the words each row
// and column has left; the item branched on is outlined. Pure functions: data in, SVG markup out.

import { squareName, numberOf, cubeCell, cubeCellName, pieceCount } from './board-watch.js';

const UNIT = 36;

// One colour per piece (class `piece-F` …, in board-view.css: no inline styles, which a strict
// Content-Security-Policy forbids), told apart by its letter too (never colour alone).

/** The SVG of the board at `view` (from `boardState`). */
export function renderBoard(tables, view) {
  if (tables.kind === 'langford') return renderLangford(tables, view);
  if (tables.kind === 'words') return renderWords(tables, view);
  const { width, height, squares } = tables;
  const queens = tables.kind === 'queens';
  const cube = Boolean(tables.box);
  const parts = [];
  const at = (square) => [(square % width) * UNIT, Math.floor(square / width) * UNIT];
  const placedSquares = new Map();
  for (const option of view.placed)
    for (const square of tables.options[option].squares) placedSquares.set(square, tables.options[option].piece);
  // Squares a queen attacks: their option is neither live nor placed.
  const attacked = new Set();
  if (queens) {
    tables.options.forEach((option, k) => {
      if (!view.live.has(k) && !placedSquares.has(option.squares[0])) attacked.add(option.squares[0]);
    });
  }
  for (let square = 0; square < width * height; square++) {
    if (!squares[square]) continue;
    const [x, y] = at(square);
    const dark = queens && (Math.floor(square / width) + (square % width)) % 2 === 1;
    const piece = placedSquares.get(square);
    const classes = ['square', dark ? 'dark' : '', attacked.has(square) ? 'attacked' : '', piece && !queens ? `placed piece-${piece}` : '']
      .filter(Boolean)
      .join(' ');
    const label = piece ? (queens ? 'a queen' : `piece ${piece}`) : attacked.has(square) ? 'attacked' : 'empty';
    const where = cube ? cubeCellName(square, tables) : squareName(square, width);
    parts.push(
      `<rect class="${classes}" x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" data-square="${square}"><title>${where}: ${label}</title></rect>`,
    );
    if (piece) {
      const glyph = queens ? '♛' : piece;
      parts.push(`<text class="${queens ? 'queen' : 'letter'}" x="${x + UNIT / 2}" y="${y + UNIT / 2}">${glyph}</text>`);
    }
  }
  if (!queens) parts.push(pieceOutlines(tables, view.placed, at));
  parts.push(branchOutline(tables, view, at));
  const w = width * UNIT;
  // A box's layers, named under each (the engine lays layer z out from column (X + 1)z).
  const layers = cube
    ? layerNames(tables.box[2]).map(
        (name, z) =>
          `<text class="layer-name" x="${((tables.box[0] + 1) * z + tables.box[0] / 2) * UNIT}" y="${height * UNIT + 14}">layer ${z + 1}${name}</text>`,
      )
    : [];
  const h = height * UNIT + (cube ? 20 : 0);
  const board = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${w + 4} ${h + 4}" role="img" aria-label="${boardLabel(tables, view)}">${parts.join('')}${layers.join('')}</svg>`;
  return cube ? `${board}${renderSolid(tables, view)}` : board;
}

/** What each of a box's `count` layers is called after its number: `, bottom` … `, top`. */
function layerNames(count) {
  if (count === 1) return [''];
  return Array.from({ length: count }, (_, z) => (z === 0 ? ', bottom' : z === count - 1 ? ', top' : count === 3 ? ', middle' : ''));
}

/**
 * A box of polycubes (the Soma cube) as a solid: the cubes placed so far in isometric
 * projection, seen from above one corner, each in its piece's colour (its two sides shaded) over
 * the dashed outline of the floor. `view.turn` quarter turns about the vertical axis (0 to 3)
 * bring the other corners round.
 */
function renderSolid(tables, view) {
  const turn = view.turn ?? 0;
  const SIDE = UNIT;
  // (x, y) on the floor and the floor's sides, turned: each quarter turn takes (x, y) of a floor
  // `wide` by `long` to (long − 1 − y, x), on a floor `long` by `wide`.
  const turned = (x, y) => {
    let [wide, long] = tables.box;
    for (let k = 0; k < turn; k++) [x, y, wide, long] = [long - 1 - y, x, long, wide];
    return [x, y, wide, long];
  };
  const [, , across, deep] = turned(0, 0);
  const height = tables.box[2];
  const cubes = [];
  for (const option of view.placed) {
    const { piece, squares } = tables.options[option];
    for (const square of squares) {
      const cell = cubeCell(square, tables);
      const [x, y] = turned(cell.x, cell.y);
      cubes.push({ x, y, z: cell.z, piece, name: cubeCellName(square, tables) });
    }
  }
  // Nearer cubes (larger x + y + z) are drawn later, over the ones behind them.
  cubes.sort((a, b) => a.x + a.y + a.z - (b.x + b.y + b.z) || a.z - b.z);
  const at = (x, y, z) => `${((x - y) * SIDE * 0.866).toFixed(1)},${((x + y) * SIDE * 0.5 - z * SIDE).toFixed(1)}`;
  const face = (kind, corners) => `<polygon class="face ${kind}" points="${corners.map((c) => at(...c)).join(' ')}"/>`;
  const parts = [`<polygon class="solid-floor" points="${at(0, 0, 0)} ${at(across, 0, 0)} ${at(across, deep, 0)} ${at(0, deep, 0)}"/>`];
  for (const { x, y, z, piece, name } of cubes) {
    parts.push(
      `<g class="cube piece-${piece}"><title>piece ${piece}: ${name}</title>${face('top', [
        [x, y, z + 1],
        [x + 1, y, z + 1],
        [x + 1, y + 1, z + 1],
        [x, y + 1, z + 1],
      ])}${face('right', [
        [x + 1, y, z],
        [x + 1, y + 1, z],
        [x + 1, y + 1, z + 1],
        [x + 1, y, z + 1],
      ])}${face('left', [
        [x, y + 1, z],
        [x + 1, y + 1, z],
        [x + 1, y + 1, z + 1],
        [x, y + 1, z + 1],
      ])}</g>`,
    );
  }
  const [left, right] = [deep * SIDE * 0.866 + 4, across * SIDE * 0.866 + 4];
  const [top, bottom] = [height * SIDE + 4, (across + deep) * SIDE * 0.5 + 4];
  const cells = tables.box[0] * tables.box[1] * tables.box[2];
  const what = tables.kind === 'soma' ? 'cube' : 'box';
  const label = `The ${what} as a solid, seen from above a corner${turn ? `, turned ${turn} quarter turn${turn > 1 ? 's' : ''}` : ''}: ${cubes.length} of ${cells} cells filled`;
  return `<svg class="solid" xmlns="http://www.w3.org/2000/svg" viewBox="${-left} ${-top} ${left + right} ${top + bottom}" role="img" aria-label="${label}">${parts.join('')}</svg>`;
}

/**
 * Langford's row: a slot per square, numbered below; each number placed in both its slots, in its
 * colour, with an arc above joining the pair (as high as they are far apart, so arcs nest); the
 * slot branched on outlined, and for a number branched on, a dot in each slot its options left
 * would fill.
 */
function renderLangford(tables, view) {
  const { width } = tables;
  const ARCS = UNIT * 2.2;
  const parts = [];
  const filled = new Map();
  for (const option of view.placed) for (const square of tables.options[option].squares) filled.set(square, tables.options[option].piece);
  for (let slot = 0; slot < width; slot++) {
    const x = slot * UNIT;
    const piece = filled.get(slot);
    const classes = ['square', piece ? `placed piece-${piece}` : ''].filter(Boolean).join(' ');
    parts.push(
      `<rect class="${classes}" x="${x}" y="${ARCS}" width="${UNIT}" height="${UNIT}" data-square="${slot}"><title>${squareName(slot, width, true)}: ${piece ? `number ${numberOf(piece)}` : 'empty'}</title></rect>`,
    );
    if (piece) parts.push(`<text class="letter" x="${x + UNIT / 2}" y="${ARCS + UNIT / 2}">${numberOf(piece)}</text>`);
    parts.push(`<text class="slot-number" x="${x + UNIT / 2}" y="${ARCS + UNIT + 11}">${slot + 1}</text>`);
  }
  for (const option of view.placed) {
    const {
      piece,
      squares: [first, second],
    } = tables.options[option];
    const [a, b] = [first * UNIT + UNIT / 2, second * UNIT + UNIT / 2];
    // In proportion to the span, up to the room above: a wider pair's arc clears a narrower one's.
    const rise = 8 + (ARCS - 14) * ((second - first) / (width - 1));
    parts.push(`<path class="pair piece-${piece}" d="M${a} ${ARCS} C${a} ${ARCS - rise} ${b} ${ARCS - rise} ${b} ${ARCS}"/>`);
  }
  if (view.chosenItem !== undefined) {
    const item = tables.items[view.chosenItem];
    if (item.kind === 'square') parts.push(`<rect class="branch" x="${item.a * UNIT}" y="${ARCS}" width="${UNIT}" height="${UNIT}"/>`);
    const placed = new Set(view.placed);
    const open = new Set(view.choices.filter((option) => !placed.has(option)).flatMap((option) => tables.options[option].squares));
    if (item.kind === 'piece')
      for (const slot of open)
        parts.push(`<circle class="choice" cx="${slot * UNIT + UNIT / 2}" cy="${ARCS + UNIT - 7}" r="${UNIT / 9}"/>`);
  }
  const label = `A row of ${width} slots with ${view.placed.length} of ${width / 2} numbers placed`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${width * UNIT + 4} ${ARCS + UNIT + 18}" role="img" aria-label="${label}">${parts.join('')}</svg>`;
}

/**
 * A word rectangle: each cell's letter once a word across or down has put it there (a word across
 * underlines its cells, a word down draws a bar at their left: which words made a letter is
 * seen without colour); at the end of each row and under each column still open, how many words
 * it has left, which purify brings down as crossing words are chosen.
 */
function renderWords(tables, view) {
  const { width, height } = tables;
  const at = (square) => [(square % width) * UNIT, Math.floor(square / width) * UNIT];
  const letters = new Map();
  const across = new Set();
  const down = new Set();
  for (const option of view.placed) {
    const { across: isAcross, squares, letters: word } = tables.options[option];
    squares.forEach((square, k) => {
      letters.set(square, word[k]);
      (isAcross ? across : down).add(square);
    });
  }
  const parts = [];
  for (let square = 0; square < width * height; square++) {
    const [x, y] = at(square);
    const letter = letters.get(square);
    const classes = ['square', letter ? 'placed word-cell' : ''].filter(Boolean).join(' ');
    parts.push(
      `<rect class="${classes}" x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" data-square="${square}"><title>${squareName(square, width)}: ${letter ? `letter ${letter}` : 'empty'}</title></rect>`,
    );
    if (letter) parts.push(`<text class="letter" x="${x + UNIT / 2}" y="${y + UNIT / 2}">${letter}</text>`);
    if (view.marks !== false && across.has(square)) parts.push(`<path class="word-mark" d="M${x + 4} ${y + UNIT - 4}h${UNIT - 8}"/>`);
    if (view.marks !== false && down.has(square)) parts.push(`<path class="word-mark" d="M${x + 4} ${y + 4}v${UNIT - 8}"/>`);
  }
  // Words left per open line, from the session's live lists.
  for (const [item, left] of view.wordsLeft ?? []) {
    const line = tables.items[item];
    const [x, y] = line.kind === 'row' ? [width * UNIT + 6, line.a * UNIT + UNIT / 2] : [line.a * UNIT + UNIT / 2, height * UNIT + 12];
    parts.push(
      `<text class="words-left${line.kind === 'row' ? ' row' : ''}" x="${x}" y="${y}"><title>${line.kind} ${line.a + 1}: ${left} ${left === 1 ? 'word' : 'words'} left</title>${left}</text>`,
    );
  }
  parts.push(branchOutline(tables, view, at));
  const label = `A word rectangle ${width} letters wide and ${height} high, with ${view.placed.length} of ${width + height} words placed`;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="words" viewBox="-2 -2 ${width * UNIT + 40} ${height * UNIT + 24}" role="img" aria-label="${label}">${parts.join('')}</svg>`;
}

/** A whole solution (its options), drawn small for the gallery: no shading, no outline. */
export function renderSolution(tables, options) {
  const everyOption = new Set(tables.options.keys());
  return renderBoard(tables, { placed: options, live: everyOption, chosenItem: undefined, choices: [], marks: false });
}

/** Thick lines around each placed piece: between squares of different pieces or none. */
function pieceOutlines(tables, placed, at) {
  const { width } = tables;
  const owner = new Map();
  for (const option of placed) for (const square of tables.options[option].squares) owner.set(square, option);
  const lines = [];
  for (const [square, option] of owner) {
    const [x, y] = at(square);
    const col = square % width;
    const other = (s, inRow) => !inRow || owner.get(s) !== option;
    if (other(square - width, square >= width)) lines.push(`M${x} ${y}h${UNIT}`);
    if (other(square + width, true)) lines.push(`M${x} ${y + UNIT}h${UNIT}`);
    if (other(square - 1, col > 0)) lines.push(`M${x} ${y}v${UNIT}`);
    if (other(square + 1, col + 1 < width)) lines.push(`M${x + UNIT} ${y}v${UNIT}`);
  }
  return lines.length ? `<path class="piece-edge" d="${lines.join('')}"/>` : '';
}

/** The item branched on: a square, a row or a column outlined (a piece is shown in the legend). */
function branchOutline(tables, view, at) {
  if (view.chosenItem === undefined) return '';
  const item = tables.items[view.chosenItem];
  const { width, height } = tables;
  let box = null;
  if (item.kind === 'square') box = [item.a * UNIT, item.b * UNIT, UNIT, UNIT];
  else if (item.kind === 'row') box = [0, item.a * UNIT, width * UNIT, UNIT];
  else if (item.kind === 'column') box = [item.a * UNIT, 0, UNIT, height * UNIT];
  // The options left to try, dotted in each of their squares.
  const placed = new Set(view.placed);
  const marks =
    tables.kind !== 'queens'
      ? []
      : view.choices
          .filter((option) => !placed.has(option))
          .map((option) => {
            const [x, y] = at(tables.options[option].squares[0]);
            return `<circle class="choice" cx="${x + UNIT / 2}" cy="${y + UNIT / 2}" r="${UNIT / 6}"/>`;
          });
  const outline = box ? `<rect class="branch" x="${box[0]}" y="${box[1]}" width="${box[2]}" height="${box[3]}"/>` : '';
  return outline + marks.join('');
}

function boardLabel(tables, view) {
  if (tables.kind === 'queens') return `${tables.width}×${tables.width} board with ${view.placed.length} queens`;
  const pieces = pieceCount(tables);
  if (tables.kind === 'soma') return `The Soma cube's three layers, bottom to top, with ${view.placed.length} of ${pieces} pieces placed`;
  if (tables.box)
    return `The ${tables.box.join(' × ')} box's ${tables.box[2]} layers, bottom to top, with ${view.placed.length} of ${pieces} pieces placed`;
  return `Board of ${tables.squares.filter(Boolean).length} squares with ${view.placed.length} of ${pieces} pieces placed`;
}

/**
 * The pieces (the problem's piece items, in their order), each marked placed or still to place
 * (a piece with copies, how many are placed), the one branched on highlighted.
 */
export function renderLegend(tables, view) {
  if (tables.kind === 'queens') return '';
  if (tables.kind === 'words') return wordsLegend(tables, view);
  const placed = new Map();
  for (const option of view.placed) {
    const { piece } = tables.options[option];
    placed.set(piece, (placed.get(piece) ?? 0) + 1);
  }
  const chosen = view.chosenItem !== undefined ? tables.items[view.chosenItem] : null;
  const pieces = tables.items.filter((item) => item.kind === 'piece');
  const langford = tables.kind === 'langford';
  return pieces
    .map(({ piece: letter, copies = 1 }) => {
      const down = placed.get(letter) ?? 0;
      const classes = [
        'piece-chip',
        `piece-${letter}`,
        down === copies ? 'done' : '',
        copies > 1 ? 'copies' : '',
        chosen?.kind === 'piece' && chosen.piece === letter ? 'branch' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const state = copies > 1 ? `${down} of ${copies} copies placed` : down ? 'placed' : 'to place';
      const name = langford ? numberOf(letter) : letter;
      const count = copies > 1 ? `<small>${down}/${copies}</small>` : '';
      return `<li class="${classes}" data-piece="${letter}" aria-label="${langford ? 'number' : 'piece'} ${name}, ${state}">${name}${count}</li>`;
    })
    .join('');
}

/** The words the line branched on may still take (the options left in its list), at most 30. */
function wordsLegend(tables, view) {
  if (view.chosenItem === undefined) return '';
  const placed = new Set(view.placed);
  const spell = (option) => tables.options[option].letters.join('');
  const words = view.choices.filter((option) => !placed.has(option)).map(spell);
  const taken = view.choices.find((option) => placed.has(option));
  const line = tables.items[view.chosenItem];
  const name = `${line.kind === 'row' ? 'Row' : 'Column'} ${line.a + 1}`;
  const shown = words
    .slice(0, 30)
    .map((word) => `<li class="word-chip">${word}</li>`)
    .join('');
  const more = words.length > 30 ? `<li class="word-chip more">and ${(words.length - 30).toLocaleString()} more</li>` : '';
  const count = words.length === 1 ? '1 word' : `${words.length.toLocaleString()} words`;
  // While the line's word is down, the words in its list are those still to try after it.
  const title =
    taken === undefined
      ? `${name} may take ${count}${words.length ? ':' : '.'}`
      : words.length
        ? `${name} takes ${spell(taken)}; left to try after it, ${count}:`
        : `${name} takes ${spell(taken)}, the last word left to try.`;
  return `<li class="legend-title">${title}</li>${shown}${more}`;
}

// The constraints of a variant Sudoku drawn over its grid as puzzle fans expect them:
// thermometers with bulbs, arrows from circles, lines in their usual colours, kropki dots, X and
// V, quads' circles of digits, little-killer sums outside the grid with their arrows, sandwich,
// X-sum and skyscraper clues beside their rows and columns, shaded lunchboxes. One SVG over the cells, in cell units
// (the cell in row r, column c spans r..r+1, c..c+1), redrawn when the puzzle changes; the
// constraint the search branches on is lit. What each kind means lives in the engine: this module
// only draws `inspectSudoku(…).rules.constraints` (`{kind, name, cells, circle, value, digits}`).

const SVG = 'http://www.w3.org/2000/svg';

/** The colour and width of each kind of line (the colours puzzle apps use). */
const LINES = {
  Whisper: { color: '#3fae49', width: 0.22 },
  Renban: { color: '#b25fe0', width: 0.22 },
  Palindrome: { color: '#9a9a9a', width: 0.22 },
  Zipper: { color: '#8d93f0', width: 0.22 },
  RegionSum: { color: '#3a86e8', width: 0.18 },
  SumLine: { color: '#e08a1e', width: 0.18 },
  Between: { color: '#a8a8a8', width: 0.16 },
  Lockout: { color: '#d0439a', width: 0.16 },
  DoubleArrow: { color: '#8a8a8a', width: 0.08 },
};

/** Rules of the whole grid, said in words beside it rather than drawn. */
const WHOLE_GRID = {
  AntiKnight: 'no digit repeats a knight’s move away',
  AntiKing: 'no digit repeats a king’s move away',
  AntiConsecutive: 'orthogonal neighbours are never consecutive',
  Disjoint: 'cells in the same place of each box hold different digits',
  StrictKropki: 'neighbours without a dot are neither consecutive nor double',
  StrictXV: 'neighbours without an X or V add up to neither 10 nor 5',
  Jigsaw: 'the shaded regions hold each digit once too',
};

const centre = (side, k) => [(k % side) + 0.5, Math.floor(k / side) + 0.5];

function element(name, attributes, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  parent?.append(node);
  return node;
}

function polyline(side, cells, attributes, parent) {
  const points = cells.map((k) => centre(side, k).join(',')).join(' ');
  return element('polyline', { points, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...attributes }, parent);
}

/** Each pair of orthogonal neighbours among `cells`, as the constraint lists them. */
function neighbourPairs(side, cells) {
  const pairs = [];
  cells.forEach((a, i) => {
    for (const b of cells.slice(i + 1)) {
      const [ra, ca, rb, cb] = [Math.floor(a / side), a % side, Math.floor(b / side), b % side];
      if (Math.abs(ra - rb) + Math.abs(ca - cb) === 1) pairs.push([a, b]);
    }
  });
  return pairs;
}

/** A mark between two neighbours: a kropki dot, an X or V, a greater-than sign. */
function pairMark(side, kind, [a, b], group) {
  const [xa, ya] = centre(side, a);
  const [xb, yb] = centre(side, b);
  const [x, y] = [(xa + xb) / 2, (ya + yb) / 2];
  if (kind === 'WhiteDot' || kind === 'BlackDot') {
    element('circle', { cx: x, cy: y, r: 0.12, class: kind === 'BlackDot' ? 'dot-black' : 'dot-white' }, group);
    return;
  }
  element('circle', { cx: x, cy: y, r: 0.17, class: 'mark-back' }, group);
  // The sign points at the smaller digit: the first cell is the greater.
  const sign = kind === 'GreaterThan' ? (xb > xa ? '>' : xb < xa ? '<' : yb > ya ? '∨' : '∧') : kind;
  const text = element('text', { x, y, class: 'mark-text' }, group);
  text.textContent = sign;
}

/** An arrow's circle (a pill for a longer one) and its line from the circle's edge to its tip. */
function arrow(side, { circle, cells }, group) {
  if (circle.length > 1) polyline(side, circle, { class: 'pill', 'stroke-width': 0.78 }, group);
  else element('circle', { cx: centre(side, circle[0])[0], cy: centre(side, circle[0])[1], r: 0.39, class: 'bulb-ring' }, group);
  const from = circle[circle.length - 1];
  const path = [from, ...cells].map((k) => centre(side, k));
  // The shaft starts at the circle's edge.
  const [[x0, y0], [x1, y1]] = path;
  const length = Math.hypot(x1 - x0, y1 - y0);
  path[0] = [x0 + ((x1 - x0) / length) * 0.39, y0 + ((y1 - y0) / length) * 0.39];
  element('polyline', { points: path.map((p) => p.join(',')).join(' '), class: 'arrow-shaft', 'marker-end': 'url(#arrow-head)' }, group);
}

/**
 * The point `back` steps before a line's first cell, going back along the line (a one-cell
 * diagonal runs down and right): where a clue outside the grid about that line stands.
 */
function beforeLine(side, cells, back) {
  const [x0, y0] = centre(side, cells[0]);
  const [x1, y1] = cells.length > 1 ? centre(side, cells[1]) : [x0 + 1, y0 + 1];
  return [x0 - (x1 - x0) * back, y0 - (y1 - y0) * back];
}

/** A little killer's sum outside the grid, before its diagonal's first cell, with an arrow along it. */
function littleKiller(side, { cells, value }, group) {
  // Just outside the corner of the first cell (its corner is half a step back), the arrow between.
  const at = (back) => beforeLine(side, cells, back);
  const [x, y] = at(1);
  const text = element('text', { x, y, class: 'outside-sum' }, group);
  text.textContent = value;
  const [[ax, ay], [bx, by]] = [at(0.82), at(0.56)];
  element('line', { x1: ax, y1: ay, x2: bx, y2: by, class: 'outside-arrow', 'marker-end': 'url(#arrow-head)' }, group);
}

/** How each clue outside the grid is written (as the Interactive Sudoku Solver writes them). */
const OUTSIDE_CLUES = { Sandwich: (v) => `${v}`, XSum: (v) => `⟨${v}⟩`, Skyscraper: (v) => `[${v}]` };

/** A clue outside the grid: its number a cell's width before its row's or column's first cell. */
function outsideClue(side, { kind, cells, value }, group) {
  const [x, y] = beforeLine(side, cells, 1);
  const text = element('text', { x, y, class: 'outside-sum' }, group);
  text.textContent = OUTSIDE_CLUES[kind](value);
}

/** A lunchbox: its cells shaded and edged (two may touch), its sum in the corner of its first cell. */
function lunchbox(side, { cells, value }, group) {
  const inside = new Set(cells);
  const has = (r, c) => r >= 0 && c >= 0 && r < side && c < side && inside.has(r * side + c);
  const inset = 0.06;
  for (const cell of cells) {
    const [x, y] = centre(side, cell);
    const [row, col] = [Math.floor(cell / side), cell % side];
    element('rect', { x: x - 0.5, y: y - 0.5, width: 1, height: 1, class: 'lunchbox' }, group);
    // An edge a little inside each side whose neighbour is not in the lunchbox (normal nr, nc).
    // Each end meets the next edge: short of an outer corner, at the side where the edge goes
    // on into the next cell, past an inner corner.
    for (const [nr, nc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      if (has(row + nr, col + nc)) continue;
      const [a, b] = [
        [nc, nr],
        [-nc, -nr],
      ].map(([tr, tc]) => {
        const along = !has(row + tr, col + tc) ? -inset : has(row + tr + nr, col + tc + nc) ? inset : 0;
        return [x + nc * (0.5 - inset) + tc * (0.5 + along), y + nr * (0.5 - inset) + tr * (0.5 + along)];
      });
      element('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: 'lunchbox-edge' }, group);
    }
  }
  const [x, y] = centre(side, cells[0]);
  const text = element('text', { x: x - 0.3, y: y - 0.3, class: 'line-sum' }, group);
  text.textContent = value;
}

/** A quad: a white circle on the corner its four cells share, with its digits in two rows. */
function quad(side, { cells, digits }, group) {
  const [x, y] = centre(side, cells[0]).map((v) => v + 0.5);
  element('circle', { cx: x, cy: y, r: 0.3, class: 'quad' }, group);
  const rows = digits.length > 2 ? [digits.slice(0, 2), digits.slice(2)] : [digits];
  rows.forEach((row, k) => {
    const text = element('text', { x, y: y + (rows.length === 2 ? (k - 0.5) * 0.24 : 0), class: 'quad-digits' }, group);
    text.textContent = row.join(' ');
  });
}

/** One constraint's drawing, in its own group (lit while the search branches on it). */
function drawConstraint(side, constraint, group) {
  const { kind, cells } = constraint;
  if (kind === 'Thermo') {
    polyline(side, cells, { class: 'thermo', 'stroke-width': 0.3 }, group);
    const [x, y] = centre(side, cells[0]);
    element('circle', { cx: x, cy: y, r: 0.36, class: 'thermo-bulb' }, group);
  } else if (kind === 'Arrow') {
    arrow(side, constraint, group);
  } else if (kind === 'LittleKiller') {
    littleKiller(side, constraint, group);
  } else if (OUTSIDE_CLUES[kind]) {
    outsideClue(side, constraint, group);
  } else if (kind === 'Lunchbox') {
    lunchbox(side, constraint, group);
  } else if (kind === 'Quad') {
    quad(side, constraint, group);
  } else if (kind === 'Diagonal') {
    polyline(side, [cells[0], cells[cells.length - 1]], { class: 'diagonal-line', 'stroke-width': 0.05 }, group);
  } else if (['X', 'V', 'WhiteDot', 'BlackDot', 'GreaterThan'].includes(kind)) {
    for (const pair of neighbourPairs(side, cells)) pairMark(side, kind, pair, group);
  } else if (LINES[kind] && cells.length) {
    const { color, width } = LINES[kind];
    polyline(side, cells, { stroke: color, 'stroke-width': width, 'stroke-opacity': 0.75 }, group);
    // Ends with a meaning of their own: a between line's circles, a lockout's diamonds, a
    // double arrow's circles.
    const ends = [cells[0], cells[cells.length - 1]];
    for (const end of kind === 'Between' || kind === 'DoubleArrow' || kind === 'Lockout' ? ends : []) {
      const [x, y] = centre(side, end);
      if (kind === 'Lockout') {
        element(
          'rect',
          { x: x - 0.27, y: y - 0.27, width: 0.54, height: 0.54, transform: `rotate(45 ${x} ${y})`, class: 'end-ring', stroke: color },
          group,
        );
      } else {
        element('circle', { cx: x, cy: y, r: 0.38, class: 'end-ring', stroke: color }, group);
      }
    }
    if (kind === 'SumLine' && constraint.value != null) {
      const [x, y] = centre(side, cells[0]);
      const text = element('text', { x: x - 0.3, y: y - 0.3, class: 'line-sum' }, group);
      text.textContent = constraint.value;
    }
  }
}

/** Whether any constraint draws outside the grid (a little killer's sum, a sandwich's…): the grid then needs room. */
export function drawsOutside(rules) {
  return (rules?.constraints ?? []).some((c) => c.kind === 'LittleKiller' || OUTSIDE_CLUES[c.kind]);
}

/**
 * Draws `rules.constraints` over `grid` (the grid element of buildGrid), replacing an earlier
 * drawing; with no constraints, removes it. Returns the rules of the whole grid in words (for
 * the note beside it), one per kind.
 */
export function drawConstraints(grid, rules) {
  grid.querySelector(':scope > svg.constraints')?.remove();
  grid.classList.toggle('room-outside', drawsOutside(rules));
  const constraints = rules?.constraints ?? [];
  const words = [...new Set(constraints.map((c) => WHOLE_GRID[c.kind]).filter(Boolean))];
  if (!constraints.length) return words;
  const side = rules.side;
  const svg = element('svg', { class: 'constraints', viewBox: `0 0 ${side} ${side}`, 'aria-hidden': 'true' });
  const defs = element('defs', {}, svg);
  const marker = element(
    'marker',
    { id: 'arrow-head', viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' },
    defs,
  );
  element('path', { d: 'M0,0 L10,5 L0,10', class: 'arrow-head' }, marker);
  constraints.forEach((constraint, index) => {
    const group = element('g', { 'data-constraint': index, class: `constraint kind-${constraint.kind}` }, svg);
    drawConstraint(side, constraint, group);
  });
  grid.append(svg);
  return words;
}

/** Lights constraint `index` (the one the search branches on), or none. */
export function lightConstraint(grid, index) {
  for (const group of grid.querySelectorAll('svg.constraints g.lit')) group.classList.remove('lit');
  if (index !== null && index !== undefined) grid.querySelector(`svg.constraints g[data-constraint="${index}"]`)?.classList.add('lit');
}

// Knuth's picture of the links: root and item headers in a row, one node per 1 of the
// matrix, up/down and left/right links as arrows. A pure render function: data in, SVG out.

import { esc, isLinked, isActive, colorOf, colorName } from './links.js';

const CW = 48; // column width
const RH = 34; // row height
const TOP = 34; // y of the header row
const LEFT = 96; // room for option labels
const NODE = { w: 26, h: 18 };
const HEAD = { w: 36, h: 26 };
const GAP = 24; // between primary and secondary items

/**
 * Where every node is drawn, from the initial node array (which never changes shape) and the
 * option of every node (`Session.optionOfNode`).
 */
export function layout(problem, initialNodes, optionOf) {
  const nItems = problem.itemNames.length;
  const nPrimary = problem.nPrimary;
  const itemX = (item) => LEFT + item * CW + (item > nPrimary ? GAP : 0);
  const optionY = (option) => TOP + 20 + (option + 1) * RH;
  const places = new Map();
  places.set(0, { x: itemX(0), y: TOP, kind: 'root' });
  for (let item = 1; item <= nItems; item++) places.set(item, { x: itemX(item), y: TOP, kind: 'header', item });
  optionOf.forEach((option, node) => {
    if (option < 0) return;
    const item = initialNodes[3 * node + 2];
    places.set(node, { x: itemX(item), y: optionY(option), kind: 'node', item, option });
  });
  const nOptions = problem.options.length;
  const width = itemX(nItems) + CW + (nItems > nPrimary ? CW : 0);
  const height = optionY(nOptions - 1) + RH + 10;
  // Each item's nodes from top to bottom, as first linked.
  const columns = Array.from({ length: nItems + 1 }, () => []);
  for (const [node, place] of places) if (place.kind === 'node') columns[place.item].push(node);
  return {
    places,
    columns,
    width,
    height,
    nItems,
    nPrimary,
    itemX,
    optionY,
    bottom: height - 8,
    secondaryRoot: nItems + 1,
    initialNodes,
    optionOf,
    optionCount: nOptions,
  };
}

// Nodes drawn at the most: a bigger picture is unreadable, and drawing it would hold up a frame.
const MAX_NODES = 400;

/**
 * Renders the diagram. `views` are the current link arrays, `previous` those of the last
 * frame (to flash what changed), `state` the stepper's state, `focus` the node or header the last
 * event is about, if any (see focusNode).
 */
export function renderDiagram(geometry, problem, views, previous, state, focus) {
  if (geometry.places.size > MAX_NODES) {
    return `<p class="note">The links have ${geometry.places.size.toLocaleString()} nodes: too many to draw here. The tree and counters follow the search.</p>`;
  }
  const { places, columns, nItems, nPrimary } = geometry;
  const { nodes, next, prev } = views;
  const up = (n) => nodes[3 * n];
  const down = (n) => nodes[3 * n + 1];
  const len = (item) => nodes[3 * item + 2];
  const changedVertical = (n) => previous && (previous.nodes[3 * n] !== nodes[3 * n] || previous.nodes[3 * n + 1] !== nodes[3 * n + 1]);
  const changedHorizontal = (i) => previous && (previous.next[i] !== next[i] || previous.prev[i] !== prev[i]);
  // A node is in its list when its neighbours point back at it.
  const linkedIn = (n) => isLinked(nodes, n);
  const itemActive = (i) => isActive(next, prev, i);
  const selected = new Set(state.partial);
  const chosen = new Set(state.chosen.map((item) => item + 1));
  // Knuth's colours: what each node gives its item (fixed), and what each node and header has
  // now (views.colors: -1 for a settled node, the purified colour for a header).
  const colorNow = (n) => views.colors?.[n] ?? 0;
  const given = (place) => colorOf(problem, place.option, place.item - 1);
  const swatch = (color, x, y) =>
    `<g class="swatch c${((color - 1) % 8) + 1}"><rect x="${x - 7}" y="${y - 6}" width="14" height="12" rx="3"/><text x="${x}" y="${y}">${esc(shortColor(colorName(problem, color)))}</text></g>`;

  const parts = [];
  const defs = `<defs>
    <marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerUnits="userSpaceOnUse" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L8,4 L0,8 z"/></marker>
    <marker id="arrow-changed" class="changed" viewBox="0 0 8 8" refX="7" refY="4" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L8,4 L0,8 z"/></marker>
  </defs>`;

  const edge = (d, { both, stale, changed, title }) => {
    const marker = changed ? 'url(#arrow-changed)' : 'url(#arrow)';
    const classes = ['link', stale ? 'stale' : '', changed ? 'changed' : ''].join(' ');
    parts.push(
      `<path class="${classes}" d="${d}" marker-end="${marker}"${both ? ` marker-start="${marker}"` : ''}>${title ? `<title>${esc(title)}</title>` : ''}</path>`,
    );
  };
  const halfHeight = (n) => (places.get(n).kind === 'node' ? NODE.h : HEAD.h) / 2;

  // Vertical links: each node's down pointer (and its up pointer when the pair agrees).
  const vertical = (n, stale) => {
    const from = places.get(n);
    const target = down(n);
    const to = places.get(target);
    const both = !stale && up(target) === n;
    const changed = changedVertical(n) || changedVertical(target);
    const x = from.x + (stale ? 5 : 0);
    if (to && to.y > from.y) {
      edge(`M${x},${from.y + halfHeight(n)} V${to.y - halfHeight(target)}`, { both, stale, changed, title: `down(${n}) = ${target}` });
    } else {
      // Wrapping round to the header: an arrow off the bottom, and one into the header's top.
      edge(`M${x},${from.y + halfHeight(n)} V${geometry.bottom}`, {
        both: false,
        stale,
        changed,
        title: `down(${n}) = ${target}, round to the top`,
      });
    }
    if (stale) {
      const above = places.get(up(n));
      if (above && above.y < from.y)
        edge(`M${from.x - 5},${from.y - halfHeight(n)} V${above.y + halfHeight(up(n))}`, {
          both: false,
          stale,
          changed,
          title: `up(${n}) = ${up(n)} (kept)`,
        });
    }
  };
  for (let item = 1; item <= nItems; item++) {
    const header = places.get(item);
    // The header's up pointer wraps round to the bottom of its list.
    const last = up(item);
    if (last !== item) {
      edge(`M${header.x},${TOP - HEAD.h / 2 - 12} V${TOP - HEAD.h / 2}`, {
        both: false,
        stale: false,
        changed: changedVertical(item),
        title: `up(${item}) = ${last}, round from the bottom`,
      });
    }
    if (down(item) !== item) vertical(item, false);
    for (const node of columns[item]) {
      if (linkedIn(node)) vertical(node, false);
      else vertical(node, true);
    }
  }

  // Option rows: left/right links never change; thin lines between neighbours.
  let lastOption = -1;
  let lastPlace = null;
  for (const place of places.values()) {
    if (place.kind !== 'node') continue;
    if (place.option === lastOption && lastPlace) {
      parts.push(`<path class="link row" d="M${lastPlace.x + NODE.w / 2},${place.y} H${place.x - NODE.w / 2}"/>`);
    }
    lastOption = place.option;
    lastPlace = place;
  }

  // Header list links: root → headers → root, for primary and secondary lists.
  const horizontal = (i, stale) => {
    const from = places.get(i) ?? { x: geometry.itemX(nPrimary) + CW, y: TOP };
    const target = next[i];
    const to = target === geometry.secondaryRoot || target === 0 ? null : places.get(target);
    const changed = changedHorizontal(i) || changedHorizontal(target);
    const y = TOP + (stale ? 5 : 0);
    if (to && to.x > from.x) {
      edge(`M${from.x + HEAD.w / 2},${y} H${to.x - HEAD.w / 2}`, {
        both: !stale && prev[target] === i,
        stale,
        changed,
        title: `next(${i}) = ${target}`,
      });
    } else {
      edge(`M${from.x + HEAD.w / 2},${y} h12`, { both: false, stale, changed, title: `next(${i}) = ${target}, round to the root` });
    }
  };
  horizontal(0, false);
  for (let item = 1; item <= nItems; item++) horizontal(item, !itemActive(item));

  // Headers.
  const root = places.get(0);
  parts.push(
    `<g class="node header root"><rect x="${root.x - HEAD.w / 2}" y="${TOP - HEAD.h / 2}" width="${HEAD.w}" height="${HEAD.h}" rx="4"/><text x="${root.x}" y="${TOP}">root</text></g>`,
  );
  for (let item = 1; item <= nItems; item++) {
    const { x } = places.get(item);
    const purified = colorNow(item);
    const classes = [
      'node',
      'header',
      item > nPrimary ? 'secondary' : '',
      itemActive(item) ? '' : 'covered',
      chosen.has(item) ? 'chosen' : '',
      purified ? 'purified' : '',
      item === focus ? 'focus' : '',
    ].join(' ');
    const name = problem.itemNames[item - 1];
    const note = !itemActive(item)
      ? ' (covered)'
      : purified
        ? ` (purified to colour ${colorName(problem, purified)}: only options of that colour may use it)`
        : '';
    const tally = boundsTally(problem, views, item - 1);
    parts.push(
      `<g class="${classes}" data-item="${item - 1}"><rect x="${x - HEAD.w / 2}" y="${TOP - HEAD.h / 2}" width="${HEAD.w}" height="${HEAD.h}" rx="4"/>` +
        `${headerName(name, x)}<text class="index" x="${x}" y="${TOP + 7}">${len(item)}</text>` +
        `${purified ? swatch(purified, x + HEAD.w / 2, TOP - HEAD.h / 2) : ''}` +
        `${tally ? boundsTag(tally.short, x) : ''}` +
        `<title>${esc(name)}: ${len(item)} option${len(item) === 1 ? '' : 's'} left${tally ? `; ${tally.long}` : ''}${note}</title></g>`,
    );
  }

  // Option labels and nodes.
  for (let option = 0; option < problem.options.length; option++) {
    const y = geometry.optionY(option);
    parts.push(rowLabel(problem.labels[option], selected.has(option), y));
  }
  for (const [node, place] of places) {
    if (place.kind !== 'node') continue;
    const hidden = !linkedIn(node);
    const color = given(place);
    const itemName = esc(problem.itemNames[place.item - 1]);
    // In a purified item's list: agreeing nodes are settled; the others are why their option is hidden.
    const purifiedTo = colorNow(place.item);
    const settled = colorNow(node) < 0;
    const disagrees = purifiedTo !== 0 && !settled && !hidden && color !== purifiedTo && !selected.has(place.option);
    const classes = [
      'node',
      hidden ? 'hidden' : '',
      selected.has(place.option) ? 'selected' : '',
      node === focus ? 'focus' : '',
      settled ? 'settled' : '',
      disagrees ? 'disagrees' : '',
    ].join(' ');
    const says = [
      color ? `gives ${itemName} colour ${esc(colorName(problem, color))}` : '',
      hidden ? 'hidden: its neighbours skip it, it keeps its links' : '',
      settled ? `settled: it agrees with ${itemName}'s colour, so nothing covers or purifies it while ${itemName} stays purified` : '',
      disagrees
        ? `${itemName} is purified to colour ${esc(colorName(problem, purifiedTo))}, so this option is hidden from its other items`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    parts.push(
      `<g class="${classes}" data-node="${node}"><rect x="${place.x - NODE.w / 2}" y="${place.y - NODE.h / 2}" width="${NODE.w}" height="${NODE.h}" rx="3"/>` +
        `<text class="index" x="${place.x - (color ? 4 : 0)}" y="${place.y}">${node}</text>` +
        `${color ? swatch(color, place.x + NODE.w / 2 - 3, place.y) : ''}` +
        `<title>node ${node}: item ${itemName}, option ${esc(problem.labels[place.option])}; up ${up(node)}, down ${down(node)}${says ? ` (${says})` : ''}</title></g>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${geometry.width} ${geometry.height}" role="img" aria-label="Dancing-links diagram">${defs}${parts.join('')}</svg>`;
}

/**
 * An item's name inside its header box: as it is when it fits; a little longer, squeezed to the
 * box; longer still, cut with "…" and squeezed (the header's title holds the whole name). At 10 px a
 * character is about 6 px wide, and the box has room for HEAD.w - 6.
 */
function headerName(name, x) {
  const room = HEAD.w - 6;
  const fits = Math.floor(room / 6);
  if (name.length <= fits) return `<text x="${x}" y="${TOP - 5}">${esc(name)}</text>`;
  const shown = truncate(name, fits + 2);
  return `<text x="${x}" y="${TOP - 5}" textLength="${room}" lengthAdjust="spacingAndGlyphs">${esc(shown)}</text>`;
}

/** An option's label left of its row, cut with "…" and squeezed like a header's name when it is longer than the margin. */
function rowLabel(label, selected, y) {
  const room = LEFT - CW / 2 - 10;
  const fits = Math.floor(room / 6);
  const squeeze = label.length > fits ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text class="row-label${selected ? ' selected' : ''}" x="${LEFT - CW / 2 - 4}" y="${y}"${squeeze}>${esc(truncate(label, fits + 2))}</text>`;
}

/**
 * The "taken/bounds" tag of the header at `x`: above the box, left of the arrow coming down into
 * it, so that it covers neither the item's name nor a link.
 */
function boundsTag(text, x) {
  const right = x - 3;
  const bottom = TOP - HEAD.h / 2 - 2;
  return `<g class="bounds"><rect x="${right - 30}" y="${bottom - 12}" width="30" height="12" rx="3"/><text x="${right - 15}" y="${bottom - 6}">${text}</text></g>`;
}

/**
 * Knuth's multiplicities on a header: how many options of the partial solution cover the item
 * (the one its branch is choosing included) against its bounds, short ("1/2–3", drawn) and long
 * (its title); null for an item to be covered exactly once, or a problem without bounds.
 */
function boundsTally(problem, views, item) {
  const [lower, upper] = problem.bounds?.[item] ?? [1, 1];
  if (lower === 1 && upper === 1) return null;
  const taken = upper - (views.boundsLeft?.[item] ?? upper);
  const range = lower === upper ? `${upper}` : `${lower}–${upper}`;
  return {
    short: `${taken}/${range}`,
    long: `covered ${taken} time${taken === 1 ? '' : 's'} so far, of ${range}`,
  };
}

/** A colour's name as it fits a swatch: two characters at most. */
function shortColor(name) {
  return name.length > 2 ? `${name.slice(0, 1)}…` : name;
}

function truncate(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

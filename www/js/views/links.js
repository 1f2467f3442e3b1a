// Small helpers over the link arrays the engine exposes (three numbers per node: up, down,
// top; item headers are nodes 1..nItems, whose `top` is the item's length), and the text
// helpers every view needs. Shared by the links page, the Sudoku page and the widget.

/** Text made safe to put inside markup (element content or a quoted attribute). */
export function esc(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** `n word` or `n words` (`word` + s, or `plurals` if given): the number written for a reader. */
export function plural(n, word, plurals = `${word}s`) {
  return `${n.toLocaleString()} ${n === 1 ? word : plurals}`;
}

/** Calls `visit(node)` for each node in the list of the item whose header is `header`, top down. */
export function eachInList(nodes, header, visit) {
  for (let node = nodes[3 * header + 1]; node !== header; node = nodes[3 * node + 1]) visit(node);
}

/** True when `node` is in its list: its neighbours point back at it. */
export function isLinked(nodes, node) {
  return nodes[3 * nodes[3 * node] + 1] === node && nodes[3 * nodes[3 * node + 1]] === node;
}

/**
 * True when `event` (the last taken) is the cover of the item branched on at its level with no
 * options left: the dead end the search backs up from next. (An item of the option tried is
 * often empty when covered, its last node already unlinked: that is no dead end.) A cover leaves
 * the covered item's own list as it was, so its length is read after it.
 */
export function isDeadEnd(session, event) {
  if (event?.type !== 'cover') return false;
  return session.state().chosen[event.level] === event.item && session.views().nodes[3 * (event.item + 1) + 2] === 0;
}

/** True when item header `header` is in its item list (not covered). */
export function isActive(next, prev, header) {
  return next[prev[header]] === header;
}

/**
 * Which options are still in play: none of their nodes unlinked, none of their items covered.
 * `optionOf` is `optionOfNodes`' table for the problem's `initialNodes`.
 */
export function liveOptionsOf(initialNodes, optionOf, nOptions, { nodes, next, prev }) {
  const live = new Array(nOptions).fill(true);
  optionOf.forEach((option, node) => {
    if (option < 0 || !live[option]) return;
    if (!isLinked(nodes, node) || !isActive(next, prev, initialNodes[3 * node + 2])) live[option] = false;
  });
  return live;
}

/** A copy of the link views, to compare the next frame with (views over wasm memory change). */
export function snapshotViews(views) {
  return {
    nodes: Int32Array.from(views.nodes),
    next: Uint32Array.from(views.next),
    prev: Uint32Array.from(views.prev),
    colors: Int32Array.from(views.colors ?? []),
  };
}

/** What the captions of narration.js need to know beyond the event: see `caption`. */
export function captionContext(session, geometry, views) {
  return {
    heuristic: session.heuristic,
    detail: session.detail,
    rowsOf: (item) => {
      const rows = [];
      eachInList(views.nodes, item, (node) => rows.push(geometry.places.get(node).option));
      return rows;
    },
    itemOfNode: (node) => geometry.places.get(node).item,
    problem: session.problem,
    // Multiplicities: how many more options each primary item may take now.
    boundsLeft: views.boundsLeft,
  };
}

/**
 * The colour (from 1; 0 none) that option `option` gives item `item` (0-based), in a problem
 * with colours (`problem.colors`); 0 otherwise.
 */
export function colorOf(problem, option, item) {
  if (!problem.colors) return 0;
  const k = problem.options[option].indexOf(item);
  return k < 0 ? 0 : problem.colors[option][k];
}

/** How a colour is written for a reader: its name, as the text gave it. */
export function colorName(problem, color) {
  return problem.colorNames?.[color - 1] ?? String(color);
}

/**
 * The node the last event is about, drawn in focus (and kept in view when zoomed in): the node it
 * hid, unhid, settled or unsettled; the header of the item it chose, covered, uncovered,
 * purified or unpurified (nodes 1… are the headers); null for other events.
 */
export function focusNode(event) {
  if (!event) return null;
  if (['hide', 'unhide', 'settle', 'unsettle'].includes(event.type)) return event.node;
  if (['choose', 'cover', 'uncover', 'purify', 'unpurify'].includes(event.type)) return event.item + 1;
  return null;
}

// The search tree so far, grown from the event log: one node per selected option, marked
// where a solution or a dead end was found. Kept incrementally so long runs stay cheap.

import { esc } from './links.js';

export class SearchTree {
  constructor() {
    this.root = { children: [], parent: null, option: null, item: null, position: 0 };
    this.current = this.root;
    this.count = 1;
  }

  /** Applies an event taken forwards; `position` is its algorithm-level number. */
  apply(event, position) {
    const node = this.current;
    switch (event.type) {
      case 'choose':
        node.item = event.item;
        node.dead = event.len === 0;
        break;
      case 'select': {
        const child = { children: [], parent: node, option: event.option, item: null, position };
        node.children.push(child);
        this.current = child;
        this.count += 1;
        break;
      }
      case 'deselect':
        this.current = node.parent;
        break;
      case 'solution':
        node.solution = true;
        break;
      default:
    }
  }

  /** Undoes an event (stepping back). */
  unapply(event) {
    const node = this.current;
    switch (event.type) {
      case 'choose':
        node.item = null;
        node.dead = false;
        break;
      case 'select':
        this.current = node.parent;
        this.current.children.pop();
        this.count -= 1;
        break;
      case 'deselect':
        this.current = node.children[node.children.length - 1];
        break;
      case 'solution':
        node.solution = false;
        break;
      default:
    }
  }
}

/** The algorithm-level number of each event in `events`, the last being the session's position. */
export function algorithmPositions(session, events) {
  let position = session.positionIn('algorithm');
  const positions = [];
  for (let k = events.length - 1; k >= 0; k--) {
    positions[k] = position;
    if (events[k].type !== 'hide' && events[k].type !== 'unhide') position -= 1;
  }
  return positions;
}

/** A tree grown anew from the session's whole event log (after a replay or a jump). */
export function treeFromLog(session) {
  const tree = new SearchTree();
  const positions = algorithmPositions(session, session.log);
  for (const [k, event] of session.log.entries()) tree.apply(event, positions[k]);
  return tree;
}

const MAX_DRAWN = 300;

/** Width of a character of a node's label (9 px type), for spacing the leaves. */
const CHAR_WIDTH = 5.6;

/**
 * The length of the problem's longest option label, found once per problem (the tree is drawn
 * at every step, and a problem may have many thousand options): the leaves keep one spacing as
 * the tree grows.
 */
const longestLabels = new WeakMap();
function longestLabel(problem) {
  if (!longestLabels.has(problem)) {
    longestLabels.set(
      problem,
      problem.labels.reduce((longest, label) => Math.max(longest, label.length), 0),
    );
  }
  return longestLabels.get(problem);
}

/**
 * Lays the tree out (leaves left to right, levels top to bottom) and draws it as SVG. Its nodes
 * are buttons (a click goes there) unless `interactive` is false (a picture only). Labels are
 * cut to `labelChars` characters (an ellipsis last), and the leaves spaced for labels that long.
 */
export function renderTree(tree, problem, { interactive = true, labelChars = 6 } = {}) {
  if (tree.count > MAX_DRAWN) {
    return `<p class="note">The tree has ${tree.count} nodes so far: too many to draw here.</p>`;
  }
  const chars = Math.min(labelChars, longestLabel(problem));
  const DX = Math.max(30, Math.ceil(chars * CHAR_WIDTH) + 8);
  const DY = 34;
  let leaves = 0;
  let depth = 0;
  // Positions live here, not on the tree: drawing leaves the model as it was.
  const at = new Map();
  const place = (node, level) => {
    depth = Math.max(depth, level);
    let x;
    if (node.children.length === 0) {
      x = leaves++ * DX + DX / 2 + 4; // Half a spacing to the edge: room for the first label.
    } else {
      for (const child of node.children) place(child, level + 1);
      x = (at.get(node.children[0]).x + at.get(node.children[node.children.length - 1]).x) / 2;
    }
    at.set(node, { x, y: level * DY + 14 });
  };
  place(tree.root, 0);
  const parts = [];
  const walk = (node) => {
    const { x, y } = at.get(node);
    for (const child of node.children) {
      const to = at.get(child);
      parts.push(`<path class="edge" d="M${x},${y} L${to.x},${to.y}"/>`);
      walk(child);
    }
    const classes = ['tnode', node === tree.current ? 'current' : '', node.solution ? 'solution' : '', node.dead ? 'dead' : ''].join(' ');
    const label = node.option === null ? 'start' : problem.labels[node.option];
    const branch = node.item === null ? '' : `, branches on ${problem.itemNames[node.item]}`;
    const button = interactive
      ? ` data-position="${node.position}" tabindex="0" role="button" aria-label="${esc(label)}${esc(branch)}"`
      : '';
    parts.push(
      `<g class="${classes}"${button}>` +
        `<circle cx="${x}" cy="${y}" r="7"/><text x="${x}" y="${y + 17}">${esc(label.length > labelChars ? `${label.slice(0, labelChars - 1)}…` : label)}</text>` +
        `<title>${esc(label)}${esc(branch)}${node.solution ? ' — solution' : ''}${node.dead ? ' — dead end' : ''}</title></g>`,
    );
  };
  walk(tree.root);
  const width = Math.max(leaves * DX + 8, 60);
  const height = (depth + 1) * DY + 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="group" aria-label="Search tree">${parts.join('')}</svg>`;
}

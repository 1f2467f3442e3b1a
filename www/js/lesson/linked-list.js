// Chapter 3's figure: one circular doubly linked list (a head and five nodes) where the reader
// takes nodes out and puts them back with Knuth's two assignments each, and sees what the list
// reads forwards and backwards: whole after putting back in reverse order; in another order
// broken on the way, and with three or more nodes sometimes for good (2, 3, 4 out, then 2, 4, 3
// back).

export const SIZE = 5;
const NAMES = ['head', ...Array.from({ length: SIZE }, (_, k) => String(k + 1))];
const GAP = 92;
const BOX = { w: 56, h: 34 };
const LANE = 70; // y of the list's nodes; a node taken out is drawn lower

/** Reads the list from the head along `next` (R or L), at most a few laps, as node numbers. */
export function readList(next) {
  const seen = [];
  for (let node = next[0]; node !== 0 && seen.length <= 2 * SIZE; node = next[node]) seen.push(node);
  return seen;
}

/** A fresh list: 0 is the head, 1..SIZE in order, circular both ways. */
export function freshList() {
  const R = Array.from({ length: SIZE + 1 }, (_, k) => (k + 1) % (SIZE + 1));
  const L = Array.from({ length: SIZE + 1 }, (_, k) => (k + SIZE) % (SIZE + 1));
  return { R, L, out: [] };
}

/** Whether reading forwards and backwards agree and hold every node once. */
export function isWhole({ R, L }) {
  const forwards = readList(R);
  const backwards = readList(L);
  return forwards.length === SIZE && forwards.every((node, k) => node === k + 1) && backwards.join() === [...forwards].reverse().join();
}

export function linkedListFigure(host, { pass }) {
  let list = freshList();
  let message = 'Every node points at its neighbours: R to the right, L to the left (the head closes the circle).';
  // What was taken out and put back since the list was last whole, in order.
  let episode = { removed: [], restored: [] };
  const root = document.createElement('div');
  root.className = 'linked-list';
  host.append(root);

  const takeOut = (x) => {
    const { R, L } = list;
    R[L[x]] = R[x];
    L[R[x]] = L[x];
    list.out.push(x);
    episode.removed.push(x);
    message = `Took ${x} out: R[${NAMES[L[x]]}] ← ${NAMES[R[x]]}, L[${NAMES[R[x]]}] ← ${NAMES[L[x]]}. Node ${x} itself still says L = ${NAMES[L[x]]}, R = ${NAMES[R[x]]}.`;
  };
  const putBack = (x) => {
    const { R, L, out } = list;
    const last = out[out.length - 1];
    R[L[x]] = x;
    L[R[x]] = x;
    out.splice(out.indexOf(x), 1);
    episode.restored.push(x);
    message =
      `Put ${x} back: R[${NAMES[L[x]]}] ← ${x}, L[${NAMES[R[x]]}] ← ${x}.` +
      (last === x ? '' : ` But ${last} came out after ${x}: ${x}'s remembered neighbours are out of date.`);
  };

  const arrow = (from, to, above, stale) => {
    const x1 = from.x + (to.x >= from.x ? BOX.w / 2 : -BOX.w / 2);
    const x2 = to.x + (to.x >= from.x ? -BOX.w / 2 : BOX.w / 2);
    const y1 = from.y + (above ? -8 : 8);
    const y2 = to.y + (above ? -8 : 8);
    // Neighbours side by side: a straight arrow; a longer reach (or a node out of line) bends
    // away from the row, above for R and below for L.
    const near = Math.abs(to.x - from.x) <= GAP + 1 && from.y === to.y;
    const bend = near ? 0 : Math.min(70, 18 + Math.abs(to.x - from.x) / 6) * (above ? -1 : 1);
    const mid = (x1 + x2) / 2;
    return `<path class="link${stale ? ' stale' : ''}" d="M${x1},${y1} C${mid},${y1 + bend} ${mid},${y2 + bend} ${x2},${y2}" marker-end="url(#list-arrow)"/>`;
  };

  const render = () => {
    const { R, L, out } = list;
    const place = (node) => ({ x: 40 + node * GAP, y: out.includes(node) ? LANE + 78 : LANE });
    const parts = [];
    for (let node = 0; node <= SIZE; node++) {
      // A link is stale when its target no longer points back: the node is out of the list.
      parts.push(arrow(place(node), place(R[node]), true, L[R[node]] !== node));
      parts.push(arrow(place(node), place(L[node]), false, R[L[node]] !== node));
    }
    for (let node = 0; node <= SIZE; node++) {
      const { x, y } = place(node);
      const taken = out.includes(node);
      parts.push(
        `<g class="node${node === 0 ? ' header' : ''}${taken ? ' hidden' : ''}"><rect x="${x - BOX.w / 2}" y="${y - BOX.h / 2}" width="${BOX.w}" height="${BOX.h}" rx="4"/>` +
          `<text x="${x}" y="${y - 6}">${NAMES[node]}</text><text class="index" x="${x}" y="${y + 9}">L ${NAMES[L[node]]} · R ${NAMES[R[node]]}</text></g>`,
      );
    }
    const width = 40 + SIZE * GAP + 40;
    const forwards = readList(R);
    const backwards = readList(L);
    const whole = isWhole(list);
    const agree = backwards.join() === [...forwards].reverse().join();
    const buttons = Array.from({ length: SIZE }, (_, k) => {
      const node = k + 1;
      return out.includes(node)
        ? `<button type="button" data-back="${node}">Put ${node} back</button>`
        : `<button type="button" data-out="${node}">Take ${node} out</button>`;
    }).join('');
    const reading = (nodes) =>
      ['head', ...nodes.slice(0, 2 * SIZE).map(String), nodes.length > 2 * SIZE ? '… (never returns to the head)' : 'head'].join(' → ');
    root.innerHTML = `<div class="diagram list-diagram" tabindex="0"><svg viewBox="0 0 ${width} ${LANE + 125}" role="img" aria-label="A doubly linked list: ${whole ? 'whole' : agree ? `nodes ${out.join(', ')} taken out` : 'broken'}">
        <defs><marker id="list-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerUnits="userSpaceOnUse" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L8,4 L0,8 z"/></marker></defs>
        ${parts.join('')}</svg></div>
      <div class="list-buttons">${buttons}<button type="button" data-reset>Start again</button></div>
      <p class="list-message" aria-live="polite">${message}</p>
      <p class="list-reading">Forwards (R from the head): ${reading(forwards)}<br>Backwards (L from the head): ${reading(backwards)}</p>
      <p class="list-verdict ${agree ? '' : 'broken'}">${agree ? (whole ? 'The list is whole: both readings agree and hold every node.' : 'The readings agree: the nodes taken out are simply skipped.') : 'Broken: the two readings disagree. A node put back out of order has pointed its neighbours at nodes that are still out.'}</p>`;
    if (whole && out.length === 0 && episode.removed.length) settle();
  };

  /** The list is whole again: was it put back in reverse order, with neighbours among the nodes? */
  const settle = () => {
    const { removed, restored } = episode;
    episode = { removed: [], restored: [] };
    const reversed = restored.join() === [...removed].reverse().join();
    const neighbours = removed.some((node) => removed.includes(node + 1));
    const note = root.querySelector('.list-verdict');
    if (!reversed) {
      note.textContent = `Whole again, though not in reverse order (out ${removed.join(', ')}, back ${restored.join(', ')}). With these nodes the last one back happened to mend the list; with three or more next to each other some orders leave it broken for good (try 2, 3, 4 out, then 2, 4, 3 back). Reverse order always works.`;
    } else if (neighbours) {
      pass(`Out ${removed.join(', ')}, back ${restored.join(', ')}: reverse order, and every pointer is as it was.`);
    }
  };

  root.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button) return;
    let focus;
    if (button.dataset.out) {
      takeOut(Number(button.dataset.out));
      focus = `[data-back="${button.dataset.out}"]`;
    } else if (button.dataset.back) {
      putBack(Number(button.dataset.back));
      focus = `[data-out="${button.dataset.back}"]`;
    } else {
      list = freshList();
      episode = { removed: [], restored: [] };
      message = 'A fresh list.';
      focus = '[data-reset]';
    }
    render();
    root.querySelector(focus)?.focus();
  });
  render();
  return { destroy: () => root.remove() };
}

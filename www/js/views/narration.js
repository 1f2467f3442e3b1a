// The algorithm in words: the pseudo-code of search/cover/uncover with the line behind the
// current event, and one sentence per event.

import { plural, colorOf, colorName, isActive } from './links.js';

export const CODE = [
  { title: 'search(k):' },
  { id: 'solution', text: 'if R[root] = root: the O₀…Oₖ₋₁ are a solution; return' },
  { id: 'choose', text: 'choose an item c (fewest options, or the first)' },
  { id: 'cover-branch', text: 'cover(c)' },
  { id: 'select', text: 'for each r = D[c], D[D[c]], … while r ≠ c: Oₖ ← r' },
  { id: 'cover-other', text: '    for each j = R[r], … while j ≠ r: cover(item of j)' },
  { id: 'recurse', text: '    search(k + 1)' },
  { id: 'uncover-other', text: '    for each j = L[r], … while j ≠ r: uncover(item of j)' },
  { id: 'deselect', text: '    (r is done: take it back out of the solution)' },
  { id: 'uncover-branch', text: 'uncover(c); return' },
  { title: 'cover(c):' },
  { id: 'cover-header', text: 'L[R[c]] ← L[c]; R[L[c]] ← R[c]' },
  { id: 'hide', text: 'for each i = D[c], …; each j = R[i], …: U[D[j]] ← U[j]; D[U[j]] ← D[j]; len[top j] −= 1' },
  { title: 'uncover(c):' },
  { id: 'unhide', text: 'for each i = U[c], …; each j = L[i], …: len[top j] += 1; U[D[j]] ← j; D[U[j]] ← j' },
  { id: 'uncover-header', text: 'L[R[c]] ← c; R[L[c]] ← c' },
];

// Knuth's Algorithm C adds these for a problem with colours: an option's coloured item is
// purified instead of covered (and unpurified instead of uncovered).
const COLOR_CODE = {
  'cover-other': { id: 'purify', text: '      (if j gives its item x a colour c: purify(x, c) instead; if j is settled: nothing)' },
  'uncover-other': { id: 'unpurify', text: '      (if j gave x a colour c: unpurify(x, c) instead)' },
  end: [
    { title: 'purify(x, c):' },
    { id: 'purify-walk', text: "for each i = D[x], …: if colour(i) ≠ c: hide every other node of i's option; else colour(i) ← settled" },
    { title: 'unpurify(x, c):' },
    { id: 'unpurify-walk', text: "for each i = U[x], …: if i is settled: colour(i) ← c; else put i's other nodes back" },
  ],
};

// Knuth's Algorithm M (a problem with multiplicities) branches its own way: search(k) is his.
const MULTIPLICITY_CODE = [
  { title: "search(k), with multiplicities (Knuth's Algorithm M):" },
  { id: 'solution', text: 'if no primary item is active: the options chosen are a solution; return' },
  { id: 'choose', text: 'choose c of least branch degree, len(c) + min(slack(c), bound(c)) − bound(c) + 1; if it is 0 or less, return' },
  { id: 'cover-branch', text: 'bound(c) −= 1; if bound(c) = 0: cover(c)' },
  { id: 'select', text: 'for each r = D[c], … (if bound(c) = slack(c) = 0, as Algorithm X does; else:' },
  {
    id: 'tweak',
    text: "    while len(c) > bound(c) − slack(c): tweak(r), taking r out of c's list and, unless c is covered, its option out of the others')",
  },
  {
    id: 'cover-other',
    text: '    for each j = R[r], …: a primary item counts one more (bound −= 1; cover at 0); a secondary one is covered',
  },
  { id: 'recurse', text: '    search(k + 1)' },
  { id: 'uncover-other', text: '    for each j = L[r], …: undo that (bound += 1, uncover at 0)' },
  { id: 'deselect', text: '    (r is done: take it back out of the solution)' },
  {
    id: 'skip',
    text: "if c's list is empty and c may stay short of its upper bound: the null move, c leaves the active list; search(k + 1)",
  },
  { id: 'uncover-branch', text: 'untweak(c): the tweaked options come back (uncover(c) if covered); bound(c) += 1; return' },
];

/** "2 of 2–3": how many options cover primary `item` now (`left` more may), of its bounds. */
export function boundsText(problem, left, item) {
  const [lower, upper] = problem.bounds[item];
  return `${upper - left} of ${lower === upper ? upper : `${lower}–${upper}`}`;
}

/**
 * The pseudo-code, with Algorithm C's lines when the problem has colours, and Algorithm M's
 * search when it has multiplicities.
 */
export function renderCode(colors = false, multiplicities = false) {
  const lines = [];
  for (const line of multiplicities ? [...MULTIPLICITY_CODE, ...CODE.slice(CODE.findIndex((l) => l.title === 'cover(c):'))] : CODE) {
    lines.push(line);
    if (colors && COLOR_CODE[line.id]) lines.push(COLOR_CODE[line.id]);
  }
  if (colors) lines.push(...COLOR_CODE.end);
  return lines
    .map((line) => (line.title ? `<li class="title">${line.title}</li>` : `<li data-line="${line.id}">${line.text}</li>`))
    .join('');
}

/** Is this cover/uncover the one of the item branched on at its level? */
function isBranch(event, state) {
  return state.chosen[event.level] === event.item;
}

/**
 * The pseudo-code line behind an event. `tweakHide`: the event is a hide of a tweak (Algorithm
 * M), which the hide alone does not say (see `isTweakHide`).
 */
export function lineOf(event, state, detail, tweakHide = false) {
  if (!event) return null;
  if (tweakHide) return 'tweak';
  switch (event.type) {
    case 'cover':
      if (detail === 'links') return 'cover-header';
      return isBranch(event, state) ? 'cover-branch' : 'cover-other';
    case 'uncover':
      if (detail === 'links') return 'uncover-header';
      return isBranch(event, state) ? 'uncover-branch' : 'uncover-other';
    case 'count':
      return isBranch(event, state) ? 'cover-branch' : 'cover-other';
    case 'uncount':
      return 'uncover-other';
    case 'untweak':
      return 'uncover-branch';
    case 'unskip':
      return 'skip';
    case 'settle':
      return 'purify-walk';
    case 'unsettle':
      return 'unpurify-walk';
    case 'done':
      return null;
    default:
      return event.type;
  }
}

const list = (items) => items.join(', ');

/**
 * The lesson's early chapters' sentence about an event: the words of its chapters 1 and 2 only
 * (columns, rows, strike out, bring back), before links, headers, branching and primary items are
 * taught. Algorithm-level events only (the lesson shows pointers with the page's own words).
 */
function plainCaption(event, problem, state, context) {
  const column = (i) => problem.itemNames[i];
  const row = (o) => `(${problem.labels[o]})`;
  switch (event.type) {
    case 'choose':
      if (event.len === 0)
        return `Column ${column(event.item)} has no rows left: the search chooses it all the same, strikes it out, and then backs up.`;
      if (context.heuristic === 'first')
        return `Choose the first column left, ${column(event.item)} (${plural(event.len, 'row')} with a 1 there).`;
      return `Column ${column(event.item)} has the fewest 1s left (${event.len}): choose it.`;
    case 'cover': {
      const rows = context.rowsOf(event.item + 1);
      if (rows.length === 0 && isBranch(event, state))
        return `Strike out column ${column(event.item)}. It has no rows to try, so the rows picked so far are a dead end: the search backs up next.`;
      if (rows.length === 0) return `Strike out column ${column(event.item)} (no rows with a 1 there are left).`;
      return isBranch(event, state)
        ? `Strike out column ${column(event.item)} and its rows ${list(rows.map(row))}: they are the rows to try, one at a time.`
        : `Strike out column ${column(event.item)}, and every row with a 1 there: ${list(rows.map(row))}.`;
    }
    case 'select':
      return `Try row ${row(event.option)}: put it in the solution.`;
    case 'solution':
      return `Every column has exactly one 1: ${list(state.partial.map(row))} is a solution!`;
    case 'uncover':
      return `Bring column ${column(event.item)} back, with the rows its strike-out took away.`;
    case 'deselect':
      return `Row ${row(event.option)} is done: take it back out of the solution and try the next row.`;
    case 'done':
      return `The search is over: ${plural(state.stats.solutions, 'solution')}, found by trying ${plural(state.stats.nodes, 'row')}.`;
    default:
      return '';
  }
}

/**
 * One sentence about an event, for the caption (read out by screen readers). With
 * `context.vocabulary === 'plain'`, in the words of the lesson's first two chapters.
 */
export function caption(event, problem, state, context) {
  if (context.vocabulary === 'plain')
    return event ? plainCaption(event, problem, state, context) : 'Press ▶ or → to start: the search will choose a column.';
  if (!event) return 'Press ▶ or → to start: the search will pick an item to branch on.';
  const item = (i) => problem.itemNames[i];
  const option = (o) => `(${problem.labels[o]})`;
  switch (event.type) {
    case 'choose':
      if (problem.bounds) return chooseWithBounds(event, problem, context);
      // Algorithm X covers an empty item like any other and backs up after: the dead end is
      // said at the cover, in the order the search takes it.
      if (event.len === 0)
        return `Item ${item(event.item)} has no options left: the search branches on it all the same, covers it, and then backs up.`;
      if (context.heuristic === 'first') return `Branch on the first remaining item, ${item(event.item)} (${plural(event.len, 'option')}).`;
      return `Item ${item(event.item)} has the fewest options (${event.len}): branch on it.`;
    case 'cover': {
      // With bounds, an item is covered once it is full.
      const full = hasBounds(problem, event.item) ? `${item(event.item)} is full (${boundsText(problem, 0, event.item)}). ` : '';
      const rows = context.rowsOf(event.item + 1);
      if (rows.length === 0 && isBranch(event, state))
        return `${full}Cover ${item(event.item)}: unlink its header from the item list. It has no options to try, so this branch is a dead end: the search backs up next.`;
      if (rows.length === 0)
        return `${full}Cover ${item(event.item)}: unlink its header from the item list (it has no options left to remove).`;
      const others = `remove the option${rows.length === 1 ? '' : 's'} ${list(rows.map(option))} from the other items' lists`;
      return context.detail === 'links'
        ? `${full}Cover ${item(event.item)}: unlink its header from the item list; then ${others}, one node at a time.`
        : `${full}Cover ${item(event.item)}: unlink its header and ${others}.`;
    }
    case 'purify': {
      // After a purify the item's list still holds every option it had: those of the same
      // colour stay (settled), the others are hidden from their other items.
      const x = item(event.item);
      const c = colorName(problem, event.color);
      const others = context.rowsOf(event.item + 1).filter((o) => o !== event.option);
      const agree = others.filter((o) => colorOf(problem, o, event.item) === event.color);
      const clash = others.filter((o) => colorOf(problem, o, event.item) !== event.color);
      const hidden = clash.length
        ? `hide ${list(clash.map(option))}, which give${clash.length === 1 ? 's' : ''} ${x} another colour or none`
        : `no option gives ${x} another colour`;
      const stays = agree.length
        ? `; ${list(agree.map(option))} agree${agree.length === 1 ? 's' : ''} and stay${agree.length === 1 ? 's' : ''}, marked settled`
        : '';
      return `${option(event.option)} gives ${x} colour ${c}: purify ${x} — ${hidden}${stays}.`;
    }
    case 'unpurify':
      return `Unpurify ${item(event.item)}: the options hidden for another colour come back, and the settled ones lose their mark.`;
    case 'settle':
      return `${option(event.option)} agrees with ${item(event.item)}'s colour: mark node ${event.node} settled (a cleansing), so nothing covers or purifies it while ${item(event.item)} stays purified.`;
    case 'unsettle':
      return `Take the settled mark off node ${event.node} of ${option(event.option)}: its colour is its own again.`;
    case 'hide':
      return `Unlink node ${event.node} of ${option(event.option)} from ${item(context.itemOfNode(event.node) - 1)}'s list: its neighbours now skip it, but it keeps its own links.`;
    case 'select':
      return `Try ${option(event.option)} at level ${event.level}.`;
    case 'solution':
      return `Every primary item is covered: ${list(state.partial.map(option))} is a solution!`;
    case 'unhide':
      return `Put node ${event.node} of ${option(event.option)} back into ${item(context.itemOfNode(event.node) - 1)}'s list, using the links it kept.`;
    case 'uncover':
      return `Uncover ${item(event.item)}: everything its cover did is undone, in reverse order.`;
    case 'deselect':
      return `${option(event.option)} is done: take it back out and try the next option.`;
    case 'count':
      return isBranch(event, state)
        ? `Branch on ${item(event.item)}: each option tried covers it once more, making ${boundsText(problem, event.bound, event.item)}; ${item(event.item)} may take ${plural(event.bound, 'more option')} after that, so it stays active, and each option tried is tweaked out for the tries after it.`
        : `${option(state.partial.at(-1))} covers ${item(event.item)} once more: ${boundsText(problem, event.bound, event.item)}, ${openOrSatisfied(problem, event)}.`;
    case 'uncount':
      return `${item(event.item)} is covered once less: ${boundsText(problem, event.bound, event.item)}, ${plural(event.bound, 'more option')} allowed again.`;
    case 'tweak':
      return `Try ${option(event.option)} for ${item(event.item)}, and tweak it: it leaves ${item(event.item)}'s list (and, unless ${item(event.item)} is covered, the lists of its other items), so the tries after this one do without it.`;
    case 'untweak':
      return `The branch on ${item(event.item)} is over: every option it tweaked goes back into the lists at once, and ${item(event.item)} may take one more option again.`;
    case 'skip':
      return `The null move: ${item(event.item)} takes no more options here (it is covered often enough already) and leaves the active list.`;
    case 'unskip':
      return `The null move is undone: ${item(event.item)} is active again.`;
    case 'done':
      return `The search is over: ${plural(state.stats.solutions, 'solution')}, ${plural(state.stats.nodes, 'search-tree node')}, ${plural(state.stats.updates, 'update')}${state.stats.cleansings ? `, ${plural(state.stats.cleansings, 'cleansing')}` : ''}.`;
    default:
      return '';
  }
}

/** The caption of a choice in Algorithm M: Knuth's branch degree, worked out for the reader. */
function chooseWithBounds(event, problem, context) {
  const name = problem.itemNames[event.item];
  const left = context.boundsLeft?.[event.item] ?? 1;
  const [lower, upper] = problem.bounds[event.item];
  const slack = Math.min(upper - lower, left);
  const degree = event.len + slack - left + 1;
  const now = boundsText(problem, left, event.item);
  if (degree <= 0) {
    return `${name} (${now}) needs ${plural(left - (upper - lower), 'more option')} but has ${plural(event.len, 'option')} left: this branch cannot reach its lower bound, so the search backs up at once.`;
  }
  const rule = context.heuristic === 'first' ? 'the first active item' : 'the least branch degree of the active items';
  return `Branch on ${name} (${now}): its branch degree, ${event.len} options + ${slack} slack − ${left} allowed + 1 = ${degree}, is ${rule}.`;
}

/** True for a primary item whose bounds are other than exactly once. */
function hasBounds(problem, item) {
  const bounds = problem.bounds?.[item];
  return Boolean(bounds) && !(bounds[0] === 1 && bounds[1] === 1);
}

/** After a count: still short of its lower bound, or satisfied with room for more. */
function openOrSatisfied(problem, event) {
  const [lower, upper] = problem.bounds[event.item];
  const taken = upper - event.bound;
  return taken < lower
    ? `still open: it needs ${plural(lower - taken, 'more option')}`
    : `satisfied: it may take ${plural(event.bound, 'more option')}, so it stays active`;
}

/**
 * True when `event` hides a node for a tweak: its item is primary and still active (a cover
 * unlinks its item first; a purify's item is secondary), or the node is in that item's own list
 * (the tweaked node leaves it last, also when its item is covered already).
 */
export function isTweakHide(event, problem, views) {
  if (event?.type !== 'hide' || !problem.bounds || event.item >= problem.nPrimary) return false;
  return event.nodeItem === event.item || isActive(views.next, views.prev, event.item + 1);
}

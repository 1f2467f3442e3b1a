// The counters beside a search on every page that watches one (the links, Sudoku and boards
// pages, each with an empty `<dl class="counters">`): the step, with the timeline's length once
// the scout has found its end; the level, nodes, updates and solutions; and cleansings, shown only
// for a problem with colours.

const $ = (id) => document.getElementById(id);

const COUNTERS = [
  ['step', 'Step'],
  ['level', 'Level'],
  ['nodes', 'Nodes'],
  ['updates', 'Updates'],
  ['solutions', 'Solutions'],
  ['cleansings', 'Cleansings'],
];

/** Writes the counters, all 0, into the page's `<dl class="counters">` (once, as the page starts). */
export function mountCounters() {
  document.querySelector('dl.counters').innerHTML = COUNTERS.map(
    ([id, name]) => `<div${id === 'cleansings' ? ' id="cleansings-counter" hidden' : ''}><dt>${name}</dt><dd id="count-${id}">0</dd></div>`,
  ).join('');
}

/** The step counter: `position`, and ` / total` once `timeline` is complete. */
export function showStep(position, timeline) {
  $('count-step').textContent = `${position.toLocaleString()}${timeline?.complete ? ` / ${timeline.total.toLocaleString()}` : ''}`;
}

/** The other counters, from a position (`{level, stats}`; all 0 without one). */
export function showCounters(now, hasColors = false) {
  $('count-level').textContent = now ? now.level : 0;
  for (const name of ['nodes', 'updates', 'solutions', 'cleansings']) {
    $(`count-${name}`).textContent = (now?.stats[name] ?? 0).toLocaleString();
  }
  $('cleansings-counter').hidden = !hasColors;
}

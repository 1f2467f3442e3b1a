// Predict mode: before the search takes a `choose` (and, if asked for, a `cover` or an `uncover`,
// or with colours a `purify` or an `unpurify`),
// the learner says what will happen: the item it branches on, the options that disappear or come
// back. The answer is scored at once, with the reason, and the step is taken. The right answer
// is read from the engine by taking the event and undoing it (`Session.peek`), so it is the
// search's own.
//
// A page supplies `describe`: how it names items and options, why the search chose an item, and
// whether options are picked one by one (the links page) or counted (a Sudoku or a board, where a
// cover strikes dozens).

import { esc, isActive, liveOptionsOf } from '../views/links.js';

const liveOptions = (session) => liveOptionsOf(session.initialNodes, session.optionOfNode, session.nOptions, session.views());

/** What the next event will do, without moving: `{event, before, after}` (live options). */
function peek(session) {
  const before = liveOptions(session);
  const next = session.peek(() => liveOptions(session));
  return next && { event: next.event, before, after: next.seen };
}

// The events asked about besides choices ("each choice, cover and uncover"), and those of them
// that remove options (the others put them back). A purify is asked about as a cover is.
const ASKED = new Set(['cover', 'uncover', 'purify', 'unpurify']);
const REMOVES = new Set(['cover', 'purify']);

const list = (names) => (names.length ? names.join(', ') : 'none');
// Options named in a reason at the most; beyond, a count.
const NAMED = 12;

export class Predictor {
  /**
   * `panel` is where questions appear. `getSession()` gives the page's session (or null);
   * `take()` takes the next event and draws it; `onAsk(again)` is called when a question is put
   * (`again` false) or a step is tried while it waits (true): the page pauses playing. `barTop()` is where the page's own
   * bar starts to cover the window (a question is scrolled above it). `describe` is the page's vocabulary: `itemName(session, item)`,
   * `optionName(session, option)`, `chooseReason(session, event)`, `pickOptions` (true: name the
   * options; false: count them), `viewHint` (how the view answers, or '').
   * `asks` is 'choices' or 'all' (choices, covers and uncovers) at the start.
   */
  constructor(panel, { getSession, take, onAsk = () => {}, barTop = () => innerHeight, describe, asks = 'all' }) {
    Object.assign(this, { panel, getSession, take, onAsk, barTop, describe, asks });
    this.on = false;
    this.asked = 0;
    this.right = 0;
    this.pending = null;
    this.feedback = null;
    this.answeredAt = -1;
    panel.addEventListener('click', (event) => this.onClick(event));
    panel.addEventListener('change', (event) => {
      if (event.target.matches('[data-asks]')) this.asks = event.target.value;
    });
  }

  setOn(on) {
    this.on = on;
    this.pending = null;
    this.panel.hidden = !on;
    this.draw();
  }

  reset() {
    this.pending = null;
    this.answeredAt = -1;
    this.draw();
  }

  /** After a jump (the timeline, the tree, a new problem) a question put before it is dropped. */
  sync() {
    const session = this.getSession();
    if (this.pending && (!session || this.pending.position !== session.position())) {
      this.pending = null;
      this.draw();
    }
  }

  /** True while a question about a choice waits: clicks on the view answer it. */
  get awaitsItem() {
    return this.pending?.event.type === 'choose';
  }

  /**
   * How many of the `count` events asked for may be taken now: the events before the next one
   * to predict. When that one is next, the question is put and 0 returned.
   */
  allow(count) {
    if (!this.on) return count;
    if (this.pending) {
      // A step (▶, →) while a question waits: nothing moves until it is answered, so the page
      // stops playing and shows the question again, rather than play on the spot.
      this.onAsk(true);
      this.showQuestion(true);
      return 0;
    }
    const session = this.getSession();
    if (!session) return count;
    const position = session.position();
    if (position === this.answeredAt) return Math.min(count, 1);
    const next = peek(session);
    if (!next) return count;
    const { event } = next;
    const wanted = event.type === 'choose' || (this.asks === 'all' && session.detail === 'algorithm' && ASKED.has(event.type));
    if (!wanted) return Math.min(count, 1);
    this.pending = { ...next, position, picked: new Set() };
    this.onAsk(false);
    this.draw();
    this.showQuestion(false);
    return 0;
  }

  /**
   * Brings the question into view (above the page's bar) and gives its first answer the focus,
   * unless the focus is already among its answers; `again`: it was put before, so it is marked.
   */
  showQuestion(again) {
    const ask = this.panel.querySelector('.predict-ask');
    if (!ask) return;
    // Marked first: the waiting line it shows makes the question taller, and all of it must show.
    if (again) {
      ask.classList.remove('again');
      void ask.offsetWidth; // Restarts the mark's animation.
      ask.classList.add('again');
      const waiting = ask.querySelector('.predict-waiting');
      if (waiting) waiting.hidden = false;
    }
    const box = ask.getBoundingClientRect();
    // The least scroll that shows it: on a phone the figure the question is about (the diagram's
    // headers, the board) stays in view above it.
    if (box.top < 0 || box.bottom > Math.min(innerHeight, this.barTop())) ask.scrollIntoView({ block: 'nearest' });
    if (!ask.contains(document.activeElement)) ask.querySelector('button, select, input')?.focus({ preventScroll: true });
  }

  onClick(event) {
    const button = event.target.closest('button');
    if (!button || !this.pending) return;
    if (button.dataset.item !== undefined) this.answerItems([Number(button.dataset.item)]);
    else if (button.dataset.option !== undefined) {
      const option = Number(button.dataset.option);
      const { picked } = this.pending;
      if (picked.has(option)) picked.delete(option);
      else picked.add(option);
      button.setAttribute('aria-pressed', String(picked.has(option)));
    } else if (button.dataset.checkItem !== undefined) {
      const value = this.panel.querySelector('select[data-item-list]').value;
      if (value !== '') this.answerItems([Number(value)]);
    } else if (button.dataset.check !== undefined) {
      const count = this.panel.querySelector('input[data-count]');
      this.judgeOptions(count ? Number(count.value) : this.pending.picked);
    }
  }

  /** An answer to "which item?": right when the item chosen is among `items` (a click on the
   * view may stand for several: a cell, and the houses whose places include it). */
  answerItems(items) {
    if (!this.awaitsItem) return;
    const { event } = this.pending;
    const session = this.getSession();
    const right = items.includes(event.item);
    const reason = this.describe.chooseReason(session, event);
    this.settle(right, right ? `Yes. ${reason}` : `No: the search branches on ${this.describe.itemName(session, event.item)}. ${reason}`);
  }

  /** An answer to "which options disappear / come back?": a set of options, or a count. */
  judgeOptions(answer) {
    const { event, before, after } = this.pending;
    const session = this.getSession();
    const name = (option) => this.describe.optionName(session, option);
    const removes = REMOVES.has(event.type);
    const changed = before.flatMap((live, option) => ((removes ? live && !after[option] : !live && after[option]) ? [option] : []));
    const verb = removes ? 'disappear' : 'come back';
    const item = this.describe.itemName(session, event.item);
    const reason = {
      cover: `covering ${item} removes every option that has a 1 in its column (every option that covers it too)`,
      uncover: `uncovering ${item} puts back what its cover removed`,
      purify: `purifying ${item} to colour ${event.colorName} removes every option that gives ${item} another colour or none; the options that agree stay`,
      unpurify: `unpurifying ${item} puts back the options its purify removed`,
    }[event.type];
    const named = changed.length <= NAMED ? list(changed.map(name)) : `${changed.length} options`;
    if (typeof answer === 'number') {
      const right = answer === changed.length;
      this.settle(right, `${right ? 'Yes' : `No: ${changed.length}, not ${answer}`}: ${named} ${verb}, because ${reason}.`);
      return;
    }
    const missed = changed.filter((option) => !answer.has(option));
    const extra = [...answer].filter((option) => !changed.includes(option));
    const right = missed.length === 0 && extra.length === 0;
    this.settle(
      right,
      right
        ? `Yes: ${named} ${verb}: ${reason}.`
        : `Not quite: ${named} ${verb}, because ${reason}.${missed.length ? ` You missed ${list(missed.map(name))}.` : ''}${extra.length ? ` ${list(extra.map(name))} stay${extra.length === 1 ? 's' : ''} as ${extra.length === 1 ? 'it is' : 'they are'}.` : ''}`,
    );
  }

  /** Scores the answer, says why, and takes the event. */
  settle(right, why) {
    this.asked += 1;
    if (right) this.right += 1;
    this.answeredAt = this.pending.position;
    this.pending = null;
    this.feedback = { right, why };
    this.draw();
    this.take();
    this.panel.querySelector('.predict-feedback')?.focus();
  }

  draw() {
    if (!this.on) return;
    const asks = `<label class="predict-asks">Ask before <select data-asks>
        <option value="choices"${this.asks === 'choices' ? ' selected' : ''}>each choice</option>
        <option value="all"${this.asks === 'all' ? ' selected' : ''}>each choice, cover and uncover</option>
      </select></label>`;
    const score = `<p class="predict-score">Score: ${this.right} of ${this.asked}</p>`;
    const feedback = this.feedback
      ? `<p class="predict-feedback ${this.feedback.right ? 'right' : 'wrong'}" tabindex="-1">${esc(this.feedback.why)}</p>`
      : '';
    const session = this.getSession();
    if (!this.pending || !session) {
      this.panel.innerHTML = `${asks}${feedback}<p class="predict-question">Step forward (→): before each step you choose, you will be asked what happens.</p>${score}`;
      return;
    }
    const { event, before } = this.pending;
    let question;
    if (event.type === 'choose') {
      const items = this.activeItems(session);
      const choices = this.describe.pickOptions
        ? `<div class="choices" role="group" aria-labelledby="predict-question">${items.map((item) => `<button type="button" data-item="${item}">${esc(this.describe.itemName(session, item))}</button>`).join('')}</div>`
        : `<div class="choices"><select data-item-list aria-labelledby="predict-question"><option value="">Choose…</option>${items.map((item) => `<option value="${item}">${esc(this.describe.itemName(session, item))}</option>`).join('')}</select>
          <button type="button" data-check-item class="primary">Check</button></div>`;
      question = `<p class="predict-question" id="predict-question">Which item will the search branch on?${this.describe.viewHint ? ` ${esc(this.describe.viewHint)}` : ''}</p>${choices}`;
    } else {
      const cover = REMOVES.has(event.type);
      const itemName = esc(this.describe.itemName(session, event.item));
      const what = {
        cover: `Cover ${itemName}`,
        uncover: `Uncover ${itemName}`,
        purify: `Purify ${itemName} to colour ${esc(event.colorName)}`,
        unpurify: `Unpurify ${itemName}`,
      }[event.type];
      if (this.describe.pickOptions) {
        const selected = new Set(session.state().partial);
        const candidates = before.flatMap((live, option) => ((cover ? live : !live && !selected.has(option)) ? [option] : []));
        question = `<p class="predict-question" id="predict-question">${what}: which options will ${cover ? 'disappear' : 'come back'}? Pick them, then Check.</p>
          <div class="choices" role="group" aria-labelledby="predict-question">${candidates.map((option) => `<button type="button" data-option="${option}" aria-pressed="false">${esc(this.describe.optionName(session, option))}</button>`).join('')}
          <button type="button" data-check class="primary">Check</button></div>`;
      } else {
        question = `<p class="predict-question" id="predict-question">${what}: how many options will ${cover ? 'disappear' : 'come back'}?</p>
          <div class="choices"><input type="number" min="0" step="1" value="0" data-count aria-labelledby="predict-question"><button type="button" data-check class="primary">Check</button></div>`;
      }
    }
    const waiting = '<p class="predict-waiting" hidden>The search waits for your answer: answer to go on.</p>';
    this.panel.innerHTML = `${asks}${feedback}<div class="predict-ask">${question}${waiting}</div>${score}`;
  }

  /** The primary items not yet covered, in order. */
  activeItems(session) {
    const { next, prev } = session.views();
    const items = [];
    for (let item = 0; item < session.nPrimary; item++) if (isActive(next, prev, item + 1)) items.push(item);
    return items;
  }
}

/**
 * Predict mode on a page: a Predictor in `panel`, switched on and off by the checkbox `toggle`.
 * After an answer it takes the event with `player` and draws with `render`; a question pauses
 * `getControls()`, and an answer to a question put while playing plays on (to the next question).
 * The page's controls step through `guard(player, () => predictor)`.
 */
export function mountPredictor(panel, toggle, { getSession, describe, asks, player, render, getControls }) {
  let playOn = false;
  const predictor = new Predictor(panel, {
    getSession,
    describe,
    asks,
    take: () => {
      player.forward(1);
      render(true);
      if (playOn) getControls().play();
      playOn = false;
    },
    onAsk: (again) => {
      const controls = getControls();
      playOn = controls.playing || (again && playOn);
      controls.pause();
    },
    barTop: () => getControls().el.play.closest('.controls')?.getBoundingClientRect().top ?? innerHeight,
  });
  toggle.addEventListener('change', () => predictor.setOn(toggle.checked));
  return predictor;
}

/** `player` for the controls, its steps stopped by the predictor (once there is one) to ask. */
export function guard(player, getPredictor) {
  return {
    ...player,
    forward(count) {
      const allowed = getPredictor()?.allow(count) ?? count;
      if (allowed > 0) player.forward(allowed);
    },
  };
}

/** The links page's vocabulary: item and option names, and the branching rule with its ties. */
export function linksVocabulary() {
  return {
    pickOptions: true,
    viewHint: '',
    itemName: (session, item) => session.problem.itemNames[item],
    optionName: (session, option) => `(${session.problem.labels[option]})`,
    chooseReason(session, event) {
      const names = session.problem.itemNames;
      if (session.heuristic === 'first') return `The rule takes the first item still to cover: ${names[event.item]}.`;
      if (session.problem.bounds) return degreeReason(session, event);
      const { nodes, next, prev } = session.views();
      const tied = [];
      for (let item = 0; item < session.nPrimary; item++) {
        if (isActive(next, prev, item + 1) && nodes[3 * (item + 1) + 2] === event.len) tied.push(names[item]);
      }
      return `${names[event.item]} has the fewest options (${event.len})${tied.length > 1 ? `; ${tied.join(', ')} tie, and the first of them is taken` : ''}.`;
    },
  };
}

/**
 * Knuth's rule in Algorithm M, said for the choice it made: the least branch degree
 * (options + slack − allowed + 1), ties to less slack, then more options, then the first.
 */
function degreeReason(session, event) {
  const names = session.problem.itemNames;
  const { nodes, next, prev, boundsLeft } = session.views();
  const degreeOf = (item) => {
    const [lower, upper] = session.problem.bounds[item];
    const allowed = boundsLeft[item];
    const slack = Math.min(upper - lower, allowed);
    const len = nodes[3 * (item + 1) + 2];
    return { degree: len + slack - allowed + 1, slack, allowed, len };
  };
  const chosen = degreeOf(event.item);
  const tied = [];
  for (let item = 0; item < session.nPrimary; item++) {
    if (isActive(next, prev, item + 1) && degreeOf(item).degree === chosen.degree) tied.push(names[item]);
  }
  const worked = `${chosen.len} option${chosen.len === 1 ? '' : 's'} + ${chosen.slack} slack − ${chosen.allowed} allowed + 1`;
  const ties =
    tied.length > 1
      ? `; ${tied.join(', ')} tie, and Knuth's tie-break (less slack, then more options, then the first) takes ${names[event.item]}`
      : '';
  return `${names[event.item]} has the least branch degree, ${chosen.degree} (${worked})${ties}.`;
}

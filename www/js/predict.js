// Predict mode: before the search takes a `choose`, a `cover` or an `uncover`, the learner says what
// will happen (the item it branches on; the options that disappear; the options that come back),
// hears at once whether that was right and why, and keeps a score. The answer is read from the
// engine by taking the event and undoing it, so it is the search's own.

import { esc, isActive } from './links.js';
import { liveOptions } from './matrix.js';

/** What the next event will do, without moving: `{event, before, after}` (live options). */
function peek(session, geometry) {
  const { stepper } = session;
  if (stepper.isDone()) return null;
  const before = liveOptions(geometry, session.views());
  const event = stepper.step();
  const after = liveOptions(geometry, session.views());
  stepper.stepBack();
  return { event, before, after };
}

const list = (names) => (names.length ? names.join(', ') : 'none');

export class Predictor {
  /**
   * `panel` is where questions appear; `getSession()` and `getGeometry()` give the page's session
   * and diagram layout; `take()` takes the next event and draws it (after an answer).
   */
  constructor(panel, { getSession, getGeometry, take, onAsk = () => {} }) {
    this.panel = panel;
    this.onAsk = onAsk;
    this.getSession = getSession;
    this.getGeometry = getGeometry;
    this.take = take;
    this.on = false;
    this.asked = 0;
    this.right = 0;
    this.pending = null;
    this.answeredAt = -1;
    panel.addEventListener('click', (event) => this.onClick(event));
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
    if (this.pending && this.pending.position !== this.getSession().position()) {
      this.pending = null;
      this.draw();
    }
  }

  /**
   * How many of the `count` events asked for may be taken now: the events before the next one
   * to predict. When that one is next, the question is put and 0 returned.
   */
  allow(count) {
    if (!this.on) return count;
    if (this.pending) return 0;
    const session = this.getSession();
    const position = session.position();
    if (position === this.answeredAt) return Math.min(count, 1);
    const next = peek(session, this.getGeometry());
    if (!next) return count;
    const { event } = next;
    const predictable = event.type === 'choose' || (session.detail === 'algorithm' && (event.type === 'cover' || event.type === 'uncover'));
    if (!predictable) return Math.min(count, 1);
    this.pending = { ...next, position, picked: new Set() };
    this.onAsk();
    this.draw();
    this.panel.querySelector('button')?.focus();
    return 0;
  }

  onClick(event) {
    const button = event.target.closest('button');
    if (!button || !this.pending) return;
    if (button.dataset.item !== undefined) this.judge(Number(button.dataset.item));
    else if (button.dataset.option !== undefined) {
      const option = Number(button.dataset.option);
      const { picked } = this.pending;
      if (picked.has(option)) picked.delete(option);
      else picked.add(option);
      button.setAttribute('aria-pressed', String(picked.has(option)));
    } else if (button.dataset.check !== undefined) this.judge(this.pending.picked);
  }

  /** Scores the answer, says why, and takes the event. */
  judge(answer) {
    const { event, before, after } = this.pending;
    const session = this.getSession();
    const { problem } = session;
    const name = (option) => `(${problem.labels[option]})`;
    let right;
    let why;
    if (event.type === 'choose') {
      right = answer === event.item;
      const rule = session.heuristic === 'first'
        ? 'the rule takes the first item still to cover'
        : `${problem.itemNames[event.item]} has the fewest options (${event.len})${this.tied(event).length > 1 ? `; ${this.tied(event).join(', ')} tie, and the first of them is taken` : ''}`;
      why = right ? `Yes: ${rule}.` : `No: it branches on ${problem.itemNames[event.item]}, because ${rule}.`;
    } else {
      const changed = before.map((live, option) => (event.type === 'cover' ? live && !after[option] : !live && after[option]))
        .flatMap((yes, option) => (yes ? [option] : []));
      const missed = changed.filter((option) => !answer.has(option));
      const extra = [...answer].filter((option) => !changed.includes(option));
      right = missed.length === 0 && extra.length === 0;
      const verb = event.type === 'cover' ? 'disappear' : 'come back';
      const reason = event.type === 'cover'
        ? `covering ${problem.itemNames[event.item]} removes every option that has a 1 in its column`
        : `uncovering ${problem.itemNames[event.item]} puts back what its cover removed`;
      why = right
        ? `Yes: ${list(changed.map(name))} ${verb}: ${reason}.`
        : `Not quite: ${list(changed.map(name))} ${verb}, because ${reason}.${missed.length ? ` You missed ${list(missed.map(name))}.` : ''}${extra.length ? ` ${list(extra.map(name))} stay${extra.length === 1 ? 's' : ''} as ${extra.length === 1 ? 'it is' : 'they are'}.` : ''}`;
    }
    this.asked += 1;
    if (right) this.right += 1;
    this.answeredAt = this.pending.position;
    this.pending = null;
    this.feedback = { right, why };
    this.draw();
    this.take();
    this.panel.querySelector('.predict-feedback')?.focus();
  }

  /** The active primary items with the fewest options, by name (for the reason of a choose). */
  tied(event) {
    const session = this.getSession();
    const { nodes, next, prev } = session.views();
    const names = [];
    for (let item = 0; item < session.problem.nPrimary; item++) {
      if (isActive(next, prev, item + 1) && nodes[3 * (item + 1) + 2] === event.len) names.push(session.problem.itemNames[item]);
    }
    return names;
  }

  draw() {
    if (!this.on) return;
    const score = `<p class="predict-score">Score: ${this.right} of ${this.asked}</p>`;
    const feedback = this.feedback
      ? `<p class="predict-feedback ${this.feedback.right ? 'right' : 'wrong'}" tabindex="-1">${esc(this.feedback.why)}</p>`
      : '';
    if (!this.pending) {
      this.panel.innerHTML = `${feedback}<p class="predict-question">Step forward (→): before each choice, cover and uncover you will be asked what happens.</p>${score}`;
      return;
    }
    const { event, before } = this.pending;
    const session = this.getSession();
    const { problem } = session;
    let question;
    if (event.type === 'choose') {
      const { next, prev } = session.views();
      const items = problem.itemNames.slice(0, problem.nPrimary).map((name, item) => ({ name, item })).filter(({ item }) => isActive(next, prev, item + 1));
      question = `<p class="predict-question" id="predict-question">Which item will the search branch on?</p>
        <div class="choices" role="group" aria-labelledby="predict-question">${items.map(({ name, item }) => `<button type="button" data-item="${item}">${esc(name)}</button>`).join('')}</div>`;
    } else {
      const cover = event.type === 'cover';
      const selected = new Set(session.state().partial);
      const candidates = before.flatMap((live, option) => ((cover ? live : !live && !selected.has(option)) ? [option] : []));
      question = `<p class="predict-question" id="predict-question">${cover ? 'Cover' : 'Uncover'} ${esc(problem.itemNames[event.item])}: which options will ${cover ? 'disappear' : 'come back'}? Pick them, then Check.</p>
        <div class="choices" role="group" aria-labelledby="predict-question">${candidates.map((option) => `<button type="button" data-option="${option}" aria-pressed="false">${esc(problem.labels[option])}</button>`).join('')}
        <button type="button" data-check class="primary">Check</button></div>`;
    }
    this.panel.innerHTML = `${feedback}${question}${score}`;
  }
}

// Play/pause, step, speed, keyboard and timeline, for any view that can be stepped. The
// view supplies a `player`: forward(n), back(n), seek(position), nextSolution(budget),
// position(), total() (null while the end is unknown), known() (how far the timeline is scouted;
// optional), isDone(), atStart(), render(moved), markers().

// Events per animation frame at the most, so a frame stays short.
const FRAME_CAP = 50_000;
const PLAY_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 3v10l9-5z"/></svg>';
const PAUSE_ICON = '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 3h3v10H4zM9 3h3v10H9z"/></svg>';

// Three sliders: the phone's bar folds speed, detail and the page's own settings behind it.
const SETTINGS_PATH = 'M2 3.5h12v1.5H2zM2 7.25h12v1.5H2zM2 11h12v1.5H2zM9 2h2v4.5H9zM4 5.75h2v4.5H4zM10 9.5h2v4.5h-2z';
const icon = (path) => `<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

/**
 * The controls' markup, the same on every page: buttons, speed, detail, timeline. `extra` is
 * markup for page-specific controls, placed before the timeline.
 */
export function controlsMarkup({ speed = sliderForRate(USUAL_RATE), extra = '' } = {}) {
  const button = (id, title, label, path) =>
    `<button id="${id}" type="button" title="${title}" aria-label="${label}">${icon(path)}</button>`;
  return `<div class="buttons">
      ${button('to-start', 'Back to the start (Home)', 'Back to the start', 'M3 3h2v10H3zM13 3v10L6 8z')}
      ${button('back', 'Step back (←)', 'Step back', 'M12 3v10L4 8z')}
      ${button('play', 'Play or pause (Space)', 'Play', 'M4 3v10l9-5z')}
      ${button('forward', 'Step forward (→)', 'Step forward', 'M4 3v10l8-5zM12 3h2v10h-2z')}
      ${button('next-solution', 'Next solution (N)', 'Next solution', 'M8 1.5l2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.7 3.8 14.1l1-4.6L1.3 6.3 6 5.8z')}
      ${button('to-end', 'To the end (End)', 'To the end', 'M3 3v10l7-5zM11 3h2v10h-2z')}
      <button id="settings-toggle" class="settings-toggle" type="button" aria-expanded="false" aria-controls="bar-settings" title="Speed and detail">${icon(SETTINGS_PATH)}<span>Settings</span></button>
    </div>
    <div id="bar-settings" class="bar-settings">
      <label class="speed">Speed <input id="speed" type="range" min="0" max="100" value="${speed}"> <output id="speed-value"></output></label>
      <label>Detail
        <select id="detail">
          <option value="algorithm">algorithm events</option>
          <option value="links">every pointer write</option>
        </select>
      </label>
      ${extra}
    </div>
    <div class="timeline">
      <input id="timeline" type="range" min="0" max="0" value="0" aria-label="Timeline: step number">
      <div id="markers" class="markers" aria-hidden="true"></div>
    </div>`;
}

// The control bar's parts by name, for a view that shows only some of them (the widget's
// `controls` attribute, the lesson's figures).
const CONTROL_PARTS = {
  play: ['#play'],
  step: ['#forward'],
  back: ['#back'],
  start: ['#to-start'],
  end: ['#to-end'],
  solution: ['#next-solution'],
  speed: ['.speed'],
  detail: ['label:has(#detail)'],
  timeline: ['.timeline'],
  zoom: ['.zoom'],
};

/** Hides every part of the control bar inside `root` that `keep` (a set of names) leaves out. */
export function keepControlParts(root, keep) {
  for (const [name, selectors] of Object.entries(CONTROL_PARTS)) {
    if (keep.has(name)) continue;
    for (const selector of selectors) for (const element of root.querySelectorAll(selector)) element.hidden = true;
  }
  // With neither speed nor detail, the phone's Settings button would open nothing.
  if (!keep.has('speed') && !keep.has('detail')) for (const element of root.querySelectorAll('#settings-toggle')) element.hidden = true;
}

/**
 * Fills `footer` with the controls and wires them to `player`. Keys are heard on `keyTarget`
 * (the whole document for a page; the element itself for an embedded widget).
 */
export function mountControls(footer, player, { keyTarget = document, ...options } = {}) {
  footer.innerHTML = controlsMarkup(options);
  const find = (id) => footer.querySelector(`#${id}`);
  // On a phone the settings are folded away (page.css): the bar keeps to the buttons and the
  // timeline, and this button unfolds the rest above them.
  const toggle = find('settings-toggle');
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    footer.classList.toggle('settings-open', open);
  });
  return new Controls(
    {
      play: find('play'),
      forward: find('forward'),
      back: find('back'),
      toStart: find('to-start'),
      toEnd: find('to-end'),
      nextSolution: find('next-solution'),
      speed: find('speed'),
      speedValue: find('speed-value'),
      timeline: find('timeline'),
      markers: find('markers'),
    },
    player,
    keyTarget,
  );
}

// The keys a focused slider moves with.
const SLIDER_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

// The speed slider is logarithmic: 0–100 spans 10^0 to 10^SPEED_DECADES events per second.
const SPEED_DECADES = 5.5;

/** Speed slider (0–100) to events per second: 1 per second up to about 300,000. */
export function eventsPerSecond(value) {
  return Math.round(10 ** ((value / 100) * SPEED_DECADES));
}

/** The inverse of `eventsPerSecond`: the slider position (0–100) nearest to `rate`. */
export function sliderForRate(rate) {
  const value = Math.round((Math.log10(rate) / SPEED_DECADES) * 100);
  return Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
}

// A first play is slow enough to watch: a search whose whole timeline is known and short takes
// about WATCH_SECONDS (Knuth's A–G example, 43 events, goes at 2 a second and reaches its solution
// after 15 s), never slower than 1 event a second; a long one starts at the usual rate.
const WATCH_SECONDS = 20;
export const USUAL_RATE = 45;

/** The rate a first play of a search with `timeline` ({total, complete}) goes at. */
export function watchableRate({ total, complete }) {
  if (!complete) return USUAL_RATE;
  return Math.max(1, Math.min(USUAL_RATE, total / WATCH_SECONDS));
}

/** A rate as the bar shows it: events a second (a count per frame read as a riddle). */
export function describeSpeed(rate) {
  return `${Math.round(rate).toLocaleString()} / second`;
}

/**
 * A step number as a link or an attribute writes it: decimal digits only. Anything else
 * (`-5`, `1e3`, `0x10`, `NaN`) is no step, 0. A step beyond the timeline goes to its end.
 */
export function parseStep(text) {
  return /^\d{1,16}$/.test(text ?? '') ? Number(text) : 0;
}

// A far seek goes in waypoints this many events apart, as many per frame as fit in
// SEEK_FRAME_MS, then draws: the work of a frame stays bounded whatever the distance.
const SEEK_STRIDE = 10_000;
const SEEK_FRAME_MS = 30;

/**
 * Where to go next on the way from step `here` to step `target`, at most SEEK_STRIDE events of
 * work away: forwards, or back by undoing, or back to the start when replaying from there is
 * cheaper than undoing (the player replays or undoes, whichever costs fewer events).
 */
export function waypoint(here, target) {
  if (Math.abs(target - here) <= SEEK_STRIDE) return target;
  if (target > here) return here + SEEK_STRIDE;
  if (here - target > target) return target <= SEEK_STRIDE ? target : 0;
  return here - SEEK_STRIDE;
}

export class Controls {
  constructor(elements, player, keyTarget = document) {
    this.el = elements;
    this.player = player;
    this.keyTarget = keyTarget;
    this.playing = false;
    this.budget = 0;
    this.lastTime = 0;
    /** The slice-by-slice job in progress (a far seek, a search for a solution), if any. */
    this.task = null;
    /** Whether the reader has moved the speed slider: a page's suggestion no longer moves it. */
    this.speedChosen = false;
    this.bind();
    this.updateSpeed();
  }

  bind() {
    const { el } = this;
    el.play.addEventListener('click', () => this.toggle());
    el.forward.addEventListener('click', () => this.step(1));
    el.back.addEventListener('click', () => this.step(-1));
    el.toStart.addEventListener('click', () => this.seek(0));
    el.toEnd.addEventListener('click', () => this.toEnd());
    el.nextSolution.addEventListener('click', () => this.nextSolution());
    el.speed.addEventListener('input', () => {
      this.speedChosen = true;
      this.updateSpeed();
    });
    el.timeline.addEventListener('input', () => this.seek(Number(el.timeline.value)));
    this.keyTarget.addEventListener('keydown', (event) => this.onKey(event));
  }

  onKey(event) {
    // The element the key went to, inside a widget's shadow root too (where `event.target`, seen
    // from the host, is the host).
    const target = event.composedPath()[0];
    // Keys typed into text fields and selects are theirs.
    const typing =
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && ['text', 'number', 'search', 'email', 'url', 'tel', 'password'].includes(target.type));
    // A slider moves with the arrows, Home, End and the page keys (the timeline seeks as it
    // moves); a checkbox toggles with Space, and a focused button is pressed by it (as
    // everywhere on the web: Space plays only when no button has the focus). Other keys still
    // step and play.
    const input = target instanceof HTMLInputElement ? target.type : '';
    const pressable = input === 'checkbox' || input === 'radio' || target instanceof HTMLButtonElement;
    const ownKey = (input === 'range' && SLIDER_KEYS.includes(event.key)) || (pressable && event.key === ' ');
    // An element marked data-own-keys (the Sudoku grid) handles its own keys.
    const owned = target instanceof Element && target.closest('[data-own-keys]');
    if (typing || ownKey || owned || event.altKey || event.ctrlKey || event.metaKey) return;
    const actions = {
      ' ': () => this.toggle(),
      ArrowRight: () => this.step(1),
      ArrowLeft: () => this.step(-1),
      Home: () => this.seek(0),
      End: () => this.toEnd(),
      n: () => this.nextSolution(),
      Escape: () => this.pause(),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  /** Sets the speed to `rate` events a second, unless the reader has chosen a speed. */
  suggestRate(rate) {
    if (this.speedChosen) return;
    this.el.speed.value = String(sliderForRate(rate));
    this.updateSpeed();
  }

  updateSpeed() {
    this.rate = eventsPerSecond(Number(this.el.speed.value));
    this.el.speedValue.value = describeSpeed(this.rate);
  }

  step(direction) {
    this.pause();
    if (direction > 0) this.player.forward(1);
    else this.player.back(1);
    this.player.render(true);
  }

  /**
   * Goes to step `position`. A long way is gone in slices, one per frame, drawn after each, so
   * the page never freezes on a far jump (a link's step, the End key, a drag along the
   * timeline); any other control stops it where it is.
   */
  seek(position) {
    this.pause();
    const task = {};
    this.task = task;
    // The way ends one step short, drawn, and then that last step is taken and drawn as a step:
    // step N then looks as it does when stepped to (what it changed marked), which a link to a
    // step or a drag along the timeline would otherwise lose.
    const approach = Math.max(0, position - 1);
    const lastStep = () => {
      if (this.task !== task) return;
      this.task = null;
      this.player.seek(position);
      this.player.render(this.player.position() === position);
    };
    const slice = () => {
      if (this.task !== task) return;
      const deadline = performance.now() + SEEK_FRAME_MS;
      let here;
      let there = this.player.position();
      if (there === approach && position > 0) return lastStep();
      do {
        here = there;
        this.player.seek(waypoint(here, approach));
        there = this.player.position();
        // Done one short of the target, or where the player stops short of it (the end of what
        // is known).
      } while (there !== approach && there !== here && performance.now() < deadline);
      this.player.render(false);
      if (there === approach && position > 0) requestAnimationFrame(lastStep);
      else if (there === approach || there === here) this.task = null;
      else requestAnimationFrame(slice);
    };
    slice();
  }

  toEnd() {
    this.pause();
    const total = this.player.total();
    if (total !== null) this.seek(total);
  }

  /** Searches for the next solution in slices, one per frame, so a long search never freezes
   * the page; any other control (or Escape) stops it. */
  nextSolution() {
    this.pause();
    const task = {};
    this.task = task;
    const slice = () => {
      if (this.task !== task) return;
      const found = this.player.nextSolution(FRAME_CAP);
      this.player.render(false);
      if (found) this.task = null;
      else requestAnimationFrame(slice);
    };
    slice();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    if (this.player.isDone()) this.player.seek(0);
    this.playing = true;
    this.budget = 1; // Move at once, then at the chosen rate.
    this.lastTime = performance.now();
    this.el.play.innerHTML = PAUSE_ICON;
    this.el.play.setAttribute('aria-label', 'Pause');
    requestAnimationFrame((time) => this.frame(time));
  }

  pause() {
    this.task = null;
    if (!this.playing) return;
    this.playing = false;
    this.el.play.innerHTML = PLAY_ICON;
    this.el.play.setAttribute('aria-label', 'Play');
  }

  frame(time) {
    if (!this.playing) return;
    this.budget += (this.rate * (time - this.lastTime)) / 1000;
    this.lastTime = time;
    const count = Math.min(Math.floor(this.budget), FRAME_CAP);
    if (count > 0) {
      this.budget -= count;
      this.player.forward(count);
      this.player.render(count === 1);
    }
    if (this.player.isDone()) {
      this.pause();
      return;
    }
    requestAnimationFrame((next) => this.frame(next));
  }

  /** Redraws the timeline: its length, where we are, and the markers. */
  updateTimeline() {
    const { timeline, markers } = this.el;
    const total = this.player.total();
    const position = this.player.position();
    // While the end is unknown the timeline spans what is known: the steps scouted ahead (or
    // taken, if more), so one step moves the thumb one step, not to the far end.
    const span = Math.max(total ?? Math.max(this.player.known?.() ?? 0, position), 1);
    timeline.max = String(span);
    timeline.value = String(position);
    timeline.setAttribute(
      'aria-valuetext',
      total === null
        ? `step ${position.toLocaleString()} of at least ${span.toLocaleString()} (the end is not known yet)`
        : `step ${position.toLocaleString()} of ${total.toLocaleString()}`,
    );
    const key = `${total}:${span}`;
    if (markers.dataset.key !== key) {
      markers.dataset.key = key;
      const { solutions, deadEnds } = this.player.markers();
      // Placed through the DOM, not style attributes, so a strict Content-Security-Policy allows it.
      markers.replaceChildren();
      for (const [list, kind] of [
        [deadEnds, 'dead'],
        [solutions, 'solution'],
      ]) {
        for (const position of list.slice(0, 2000)) {
          const mark = document.createElement('span');
          mark.className = kind;
          mark.style.left = `${(100 * position) / span}%`;
          markers.append(mark);
        }
      }
    }
  }
}

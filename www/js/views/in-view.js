// What a page does so that the result of an action is seen: the control bar is fixed to the
// bottom of the window, so the page keeps its height in `--bar-height` (the body's padding and
// the scroll padding follow it: nothing ends up under the bar), a result is scrolled into view
// when it appears, and the step's caption rides on the bar while the caption itself is out of
// view (on a phone the grid or the diagram fills the screen and the caption lies below it).

/** Keeps `--bar-height` on the document equal to the bar's height as it wraps and grows. */
function trackBarHeight(bar) {
  const set = () => document.documentElement.style.setProperty('--bar-height', `${bar.offsetHeight}px`);
  new ResizeObserver(set).observe(bar);
  set();
}

/**
 * Scrolls `element` into view if any of it is out of view (above the top, or below the window
 * or under the bar): the least scroll that shows it, none when it is in view already.
 */
export function bringIntoView(element) {
  if (!element || element.hidden) return;
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Scrolls `container` (an element that scrolls) the least that shows all of `element` inside it
 * and above the fixed control bar, with `reserve` pixels to spare above the bar (what the bar
 * may grow by: the caption moving onto it). The page itself never moves: a step must not pull
 * the figure away from the reader, and a page scrolled by a step could make the bar grow again.
 */
export function keepInContainer(container, element, reserve = 0) {
  if (!container || !element) return;
  // Only where the container scrolls (the wide layouts): on a phone the page is one column, and
  // a step keeps the reader at the figure.
  if (!/auto|scroll/.test(getComputedStyle(container).overflowY)) return;
  const bar = document.querySelector('.controls')?.getBoundingClientRect().top ?? innerHeight;
  const frame = container.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const bottom = Math.min(frame.bottom, bar - reserve, innerHeight);
  const top = Math.max(frame.top, 0);
  if (box.bottom > bottom) container.scrollTop += box.bottom - bottom + 4;
  else if (box.top < top) container.scrollTop -= top - box.top + 4;
}

/**
 * Puts a copy of `caption` on top of `bar` while `caption` is not wholly in view above the bar,
 * so every step's explanation is on screen (from the first step on). The copy is hidden from screen readers: the caption
 * is the live region that announces each step, and is read once.
 */
export function captionOnBar(bar, caption) {
  trackBarHeight(bar);
  const copy = document.createElement('p');
  copy.className = 'bar-caption';
  copy.setAttribute('aria-hidden', 'true');
  bar.prepend(copy);
  // Not before the first step: the caption's first words (how to start, which a page may write
  // after this is set up) can wait where they are.
  let first = caption.textContent;
  const update = () => {
    copy.textContent = caption.textContent;
    if (!first) first = caption.textContent;
    else if (caption.textContent !== first) bar.classList.add('caption-live');
  };
  new MutationObserver(update).observe(caption, { childList: true, characterData: true, subtree: true });
  update();
  // The bar's height without the copy, for layouts that must not follow the copy coming and
  // going (a panel sized by the live height moved the caption, which moved the copy: a loop).
  const rest = () => {
    const shown = getComputedStyle(copy).display !== 'none';
    document.documentElement.style.setProperty('--bar-rest-height', `${bar.offsetHeight - (shown ? copy.offsetHeight : 0)}px`);
  };
  new ResizeObserver(rest).observe(bar);
  rest();
  // The bar without the copy is what covers the page when the caption is judged: measured with
  // the copy hidden, so that showing the copy (a taller bar) cannot hide it again.
  let observer;
  const watch = () => {
    observer?.disconnect();
    const shown = bar.classList.contains('caption-away');
    const cover = bar.offsetHeight - (shown ? copy.offsetHeight : 0);
    // A callback may carry several entries for the caption, oldest first (a busy page hears of
    // them late, together): the last one says where it is now. (Reading the first, a page that
    // was slow to start kept "in view" from the empty caption at load, and the bar never showed
    // the caption until it next crossed a threshold.)
    const judge = (entries) => bar.classList.toggle('caption-away', entries[entries.length - 1].intersectionRatio < 0.99);
    observer = new IntersectionObserver(judge, {
      rootMargin: `0px 0px -${cover}px 0px`,
      threshold: [0, 0.99, 1],
    });
    observer.observe(caption);
  };
  watch();
  addEventListener('resize', watch);
}

// Zoom and pan for a figure drawn as one SVG in a scrolling panel. Past a dozen items a diagram
// fitted to its panel's width has labels a few pixels high, and a search tree drawn at a readable
// size runs far past its panel. Zooming resizes the drawing inside the panel (the panel's `--zoom`
// and `data-zoom-level`; the figure's CSS turns them into a size), so panning is the panel's own
// scrolling: bars, a drag on a touch screen, the wheel. The figure is redrawn at every step and
// keeps its zoom; the panel follows the node the step changed when it leaves the view.

/** A diagram's levels: multiples of the width that fits its panel, fitted first. */
export const FITTED_MULTIPLES = { levels: [1, 1.5, 2, 3, 4, 6, 8], start: 0, shown: (level) => (level === 1 ? 'fit' : `${level}×`) };

/**
 * A search tree's levels: 'fit' (the tree at most as wide as its panel; a deep one still scrolls
 * down), then fractions of the size its labels read at, where it starts.
 */
export const NATURAL_SIZES = {
  levels: ['fit', 0.5, 1, 1.5, 2, 3],
  start: 2,
  shown: (level) => (level === 'fit' ? 'fit' : `${level * 100}%`),
};

/**
 * Puts −, Fit and + buttons into `place` for the figure in `panel`, a scrolling element holding
 * one `<svg>`; `levels[0]` is what Fit returns to. Returns `follow()`, to call after each
 * drawing: it scrolls the panel to the figure's element matching `focus` (the first selector
 * of the list that matches) when that element is out of view.
 */
export function mountZoom(place, panel, { label, scale = FITTED_MULTIPLES, focus = ['.focus', '.chosen'] }) {
  const { levels, shown: describe } = scale;
  let level = scale.start;
  const group = document.createElement('span');
  group.className = 'zoom';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', `Zoom ${label}`);
  group.innerHTML =
    `<button type="button" data-zoom="-1" aria-label="Zoom out of ${label}" title="Zoom out">−</button>` +
    `<output aria-live="polite" title="Zoom"></output>` +
    `<button type="button" data-zoom="0" aria-label="Fit ${label} to the panel" title="Fit to the panel">Fit</button>` +
    `<button type="button" data-zoom="1" aria-label="Zoom into ${label}" title="Zoom in">+</button>`;
  const [out, shown, fit, into] = group.children;
  place.prepend(group);

  // The panel's size for the figure, the value shown, and which buttons can do anything.
  const apply = () => {
    const value = levels[level];
    panel.dataset.zoomLevel = String(value);
    if (typeof value === 'number') panel.style.setProperty('--zoom', String(value));
    else panel.style.removeProperty('--zoom');
    // Fitted, the Fit button (disabled) says it: the output would repeat it ("− fit Fit +").
    shown.value = level === 0 ? '' : describe(value);
    out.disabled = fit.disabled = level === 0;
    into.disabled = level === levels.length - 1;
  };
  apply();

  const set = (next) => {
    next = Math.max(0, Math.min(levels.length - 1, next));
    if (next === level) return;
    // The point at the middle of the view stays there.
    const middle = {
      x: (panel.scrollLeft + panel.clientWidth / 2) / Math.max(1, panel.scrollWidth),
      y: (panel.scrollTop + panel.clientHeight / 2) / Math.max(1, panel.scrollHeight),
    };
    level = next;
    apply();
    panel.scrollLeft = middle.x * panel.scrollWidth - panel.clientWidth / 2;
    panel.scrollTop = middle.y * panel.scrollHeight - panel.clientHeight / 2;
  };
  group.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-zoom]');
    if (!button) return;
    const step = Number(button.dataset.zoom);
    set(step === 0 ? 0 : level + step);
  });

  return function follow() {
    const node = focus.map((selector) => panel.querySelector(selector)).find(Boolean);
    if (!node) return;
    const box = node.getBoundingClientRect();
    const view = panel.getBoundingClientRect();
    if (box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom) return;
    panel.scrollTo({
      left: panel.scrollLeft + box.left + box.width / 2 - (view.left + view.width / 2),
      top: panel.scrollTop + box.top + box.height / 2 - (view.top + view.height / 2),
    });
  };
}

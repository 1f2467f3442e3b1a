// Zoom and pan for a figure drawn as one SVG that fits its panel's width: past a dozen items a
// fitted diagram's labels are a few pixels high. Zooming widens the drawing in its scrolling
// panel (`--zoom` on the panel; the CSS sets the SVG's width from it), so panning is the panel's
// own scrolling: bars, a drag on a touch screen, the wheel. The figure is redrawn at every step
// and keeps its zoom; while zoomed, the panel follows the node the step changed.

const LEVELS = [1, 1.5, 2, 3, 4, 6, 8];

/**
 * Puts −, Fit and + buttons into `place` for the figure in `panel`, a scrolling element holding
 * one `<svg>`. Returns `follow()`, to call after each drawing: it scrolls the panel to the
 * figure's `.focus` element when zoomed and that element is out of view.
 */
export function mountZoom(place, panel, { label }) {
  let level = 0;
  const group = document.createElement('span');
  group.className = 'zoom';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', `Zoom ${label}`);
  group.innerHTML =
    `<button type="button" data-zoom="-1" aria-label="Zoom out of ${label}" title="Zoom out">−</button>` +
    `<output aria-live="polite" title="Zoom">fit</output>` +
    `<button type="button" data-zoom="0" aria-label="Fit ${label} to the panel" title="Fit to the panel">Fit</button>` +
    `<button type="button" data-zoom="1" aria-label="Zoom into ${label}" title="Zoom in">+</button>`;
  const [out, shown, fit, into] = group.children;
  place.prepend(group);

  // The value shown and which buttons can do anything at this level.
  const show = () => {
    shown.value = level === 0 ? 'fit' : `${LEVELS[level]}×`;
    out.disabled = fit.disabled = level === 0;
    into.disabled = level === LEVELS.length - 1;
  };
  show();

  const set = (next) => {
    next = Math.max(0, Math.min(LEVELS.length - 1, next));
    if (next === level) return;
    // The point at the middle of the view stays there.
    const middle = {
      x: (panel.scrollLeft + panel.clientWidth / 2) / Math.max(1, panel.scrollWidth),
      y: (panel.scrollTop + panel.clientHeight / 2) / Math.max(1, panel.scrollHeight),
    };
    level = next;
    panel.style.setProperty('--zoom', String(LEVELS[level]));
    panel.scrollLeft = middle.x * panel.scrollWidth - panel.clientWidth / 2;
    panel.scrollTop = middle.y * panel.scrollHeight - panel.clientHeight / 2;
    show();
  };
  group.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-zoom]');
    if (!button) return;
    const step = Number(button.dataset.zoom);
    set(step === 0 ? 0 : level + step);
  });

  return function follow() {
    if (level === 0) return;
    const focus = panel.querySelector('.focus') ?? panel.querySelector('.chosen');
    if (!focus) return;
    const box = focus.getBoundingClientRect();
    const view = panel.getBoundingClientRect();
    if (box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom) return;
    panel.scrollTo({
      left: panel.scrollLeft + box.left + box.width / 2 - (view.left + view.width / 2),
      top: panel.scrollTop + box.top + box.height / 2 - (view.top + view.height / 2),
    });
  };
}

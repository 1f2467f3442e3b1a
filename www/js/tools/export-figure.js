// Figures for slides: a view's SVG as it looks on the page, made self-contained (every element's
// computed colours, lines and fonts written into it, so it looks the same opened on its own or in
// an editor), downloaded as SVG or as PNG; and the link to this step, copied.

// What the page's style sheets decide about an SVG element's look.
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'text-decoration',
  'visibility',
  'display',
];

// Properties an element does not inherit, with the values that need no saying.
const NOT_INHERITED = { opacity: ['1'], display: ['inline', 'block'] };

/**
 * A standalone copy of `svg` as text: computed styles inlined, the size it is drawn at on the
 * page, a background of the page's panel colour, and a title.
 */
export function standaloneSvg(svg, title, background = getComputedStyle(svg.closest('.panel, .watch, body')).backgroundColor) {
  const copy = svg.cloneNode(true);
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const computed = new Map(originals.map((element) => [element, getComputedStyle(element)]));
  originals.forEach((element, k) => {
    const own = computed.get(element);
    const parent = element === svg ? null : computed.get(element.parentElement);
    // Only what the element does not inherit as it is (a file a tenth of the size).
    const style = PROPERTIES.flatMap((name) => {
      const value = own.getPropertyValue(name);
      const same = NOT_INHERITED[name] ? NOT_INHERITED[name].includes(value) : parent && parent.getPropertyValue(name) === value;
      return same ? [] : [`${name}:${value}`];
    }).join(';');
    // Presentation attributes (a drawing made for the export has them) are in the style now.
    for (const name of PROPERTIES) copies[k].removeAttribute(name);
    if (style) copies[k].setAttribute('style', style);
    else copies[k].removeAttribute('style');
    // The look is in the style now; a figure is a picture, not a control.
    copies[k].removeAttribute('class');
    copies[k].removeAttribute('tabindex');
    copies[k].removeAttribute('role');
  });
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  // Added to the root's own style (its font among it): set alone, the labels fell back to serif.
  copy.setAttribute('style', [copy.getAttribute('style'), `background:${background}`].filter(Boolean).join(';'));
  const titleElement = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  titleElement.textContent = title;
  copy.prepend(titleElement);
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  const view = svg.viewBox.baseVal;
  const [x, y, w, h] = view?.width ? [view.x, view.y, view.width, view.height] : [0, 0, width, height];
  for (const [name, value] of Object.entries({ x, y, width: w, height: h })) backdrop.setAttribute(name, String(value));
  backdrop.setAttribute('style', `fill:${background}`);
  titleElement.after(backdrop);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`, width, height };
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadSvg(svg, name, title, background) {
  download(new Blob([standaloneSvg(svg, title, background).text], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** The standalone SVG drawn at twice its size (sharp on slides) and saved as PNG. */
export async function downloadPng(svg, name, title, background) {
  const { text, width, height } = standaloneSvg(svg, title, background);
  const image = new Image();
  // A data: URL, not a blob: one, so a strict img-src policy ('self' data:) still allows it.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const scale = 2;
  const canvas = Object.assign(document.createElement('canvas'), { width: width * scale, height: height * scale });
  canvas.getContext('2d').drawImage(image, 0, 0, width * scale, height * scale);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  download(blob, `${name}.png`);
}

/**
 * A "Copy link to this step" button: `saveNow()` writes the page's state into its URL at once
 * (pages write it a moment after each change), then the URL is copied, or shown to copy by hand
 * where the clipboard is refused; `status` says which.
 */
export function copyLinkButton(button, status, saveNow) {
  button.addEventListener('click', async () => {
    saveNow();
    const url = location.href;
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = 'Link copied.';
    } catch {
      status.textContent = `Copy this link: ${url}`;
    }
  });
}

/**
 * Buttons that export the SVG inside `view` (found when clicked: views redraw), appended to
 * `place`. `name()` gives the file name (without extension), `title()` the figure's title. A view
 * drawn in HTML gives `makeSvg()`, which draws it as SVG (html-to-svg.js) when asked.
 */
export function exportButtons(place, view, { name, title, label, makeSvg = null }) {
  const group = document.createElement('span');
  group.className = 'export';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', `Download ${label}`);
  group.innerHTML = `<span class="export-label" aria-hidden="true">Save as</span><button type="button" data-format="svg" title="Download ${label} as SVG">SVG</button><button type="button" data-format="png" title="Download ${label} as PNG">PNG</button>`;
  group.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-format]');
    if (!button) return;
    const background = getComputedStyle(view.closest('.panel, .watch, body')).backgroundColor;
    // A drawing made for the export is put in the page, out of sight, while its styles are read.
    const svg = makeSvg ? makeSvg() : view.querySelector('svg');
    if (!svg) return;
    const holder = makeSvg ? Object.assign(document.createElement('div'), { className: 'export-holder' }) : null;
    if (holder) {
      holder.append(svg);
      document.body.append(holder);
    }
    // A PNG takes a moment (the first, a second): the button says so meanwhile.
    const label = button.textContent;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    if (button.dataset.format === 'png') button.textContent = 'PNG…';
    try {
      if (button.dataset.format === 'svg') downloadSvg(svg, name(), title(), background);
      else await downloadPng(svg, name(), title(), background);
    } finally {
      holder?.remove();
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  });
  place.append(group);
  return group;
}

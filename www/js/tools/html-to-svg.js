// Views drawn in HTML (the matrix table, the Sudoku grid) redrawn as SVG for the figure export:
// each visible element's box, background, borders, outline and inset shadow, and each piece of
// text where the browser laid it out, in the computed colours and fonts. What looks the same in
// the export is what the reader saw; pseudo-elements and gradients, which the DOM does not
// list, are drawn by the caller's `extra` hook.

const SVG_NS = 'http://www.w3.org/2000/svg';

const visible = (style) => style.display !== 'none' && style.visibility !== 'hidden';
const painted = (color) => color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);
const round = (x) => Math.round(x * 100) / 100;

/** An SVG element of `name` with `attributes`. */
export function svgElement(name, attributes = {}, text) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes))
    element.setAttribute(key, typeof value === 'number' ? String(round(value)) : value);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The four borders of a box (CSS `style`, box `{x, y, w, h}`) as lines on its edges. */
export function borderLines(style, { x, y, w, h }) {
  const lines = [];
  for (const [side, x1, y1, x2, y2] of [
    ['top', x, y, x + w, y],
    ['right', x + w, y, x + w, y + h],
    ['bottom', x, y + h, x + w, y + h],
    ['left', x, y, x, y + h],
  ]) {
    const width = parseFloat(style.getPropertyValue(`border-${side}-width`));
    const kind = style.getPropertyValue(`border-${side}-style`);
    if (!(width > 0) || kind === 'none' || kind === 'hidden') continue;
    // Drawn inside the box, as CSS draws a border.
    const inset = width / 2;
    const shift = { top: [0, inset], right: [-inset, 0], bottom: [0, -inset], left: [inset, 0] }[side];
    lines.push(
      svgElement('line', {
        x1: x1 + shift[0],
        y1: y1 + shift[1],
        x2: x2 + shift[0],
        y2: y2 + shift[1],
        stroke: style.getPropertyValue(`border-${side}-color`),
        'stroke-width': width,
        ...(kind === 'dashed'
          ? { 'stroke-dasharray': `${3 * width} ${2 * width}` }
          : kind === 'dotted'
            ? { 'stroke-dasharray': `${width} ${width}` }
            : {}),
      }),
    );
  }
  return lines;
}

/**
 * `root` (in the page, laid out) as an SVG element of the same size. `skip(element)` leaves an
 * element and its contents out (text for screen readers only); `extra(element, box, style)`
 * returns more SVG elements to draw over an element's own.
 */
export function htmlToSvg(root, { skip = () => false, extra = () => [] } = {}) {
  const origin = root.getBoundingClientRect();
  const svg = svgElement('svg', {
    xmlns: SVG_NS,
    width: Math.round(origin.width),
    height: Math.round(origin.height),
    viewBox: `0 0 ${round(origin.width)} ${round(origin.height)}`,
  });
  const boxOf = (rect) => ({ x: rect.left - origin.left, y: rect.top - origin.top, w: rect.width, h: rect.height });
  const texts = [];
  const draw = (element) => {
    if (skip(element)) return;
    const style = getComputedStyle(element);
    if (!visible(style)) return;
    const box = boxOf(element.getBoundingClientRect());
    if (box.w > 0 && box.h > 0 && style.display !== 'contents') {
      if (painted(style.backgroundColor)) svg.append(svgElement('rect', { ...rectOf(box), fill: style.backgroundColor }));
      svg.append(...borderLines(style, box));
      const outline = parseFloat(style.outlineWidth);
      if (outline > 0 && style.outlineStyle !== 'none') {
        const offset = parseFloat(style.outlineOffset) || 0;
        const out = offset + outline / 2;
        svg.append(
          svgElement('rect', {
            x: box.x - out,
            y: box.y - out,
            width: box.w + 2 * out,
            height: box.h + 2 * out,
            fill: 'none',
            stroke: style.outlineColor,
            'stroke-width': outline,
            ...(style.outlineStyle === 'dashed' ? { 'stroke-dasharray': `${3 * outline} ${2 * outline}` } : {}),
          }),
        );
      }
      // An inset ring drawn with box-shadow (`rgb(…) 0px 0px 0px 3px inset`).
      const ring = /^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px inset$/.exec(style.boxShadow);
      if (ring) {
        const width = Number(ring[2]);
        svg.append(
          svgElement('rect', {
            x: box.x + width / 2,
            y: box.y + width / 2,
            width: box.w - width,
            height: box.h - width,
            fill: 'none',
            stroke: ring[1],
            'stroke-width': width,
          }),
        );
      }
      svg.append(...extra(element, box, style));
    }
    for (const child of element.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) draw(child);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) texts.push([child, style]);
    }
  };
  draw(root);
  // Text last, over every box, each piece where the browser put it.
  for (const [node, style] of texts) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (!rect.width) continue;
    const box = boxOf(rect);
    const font = {
      'font-family': style.fontFamily,
      'font-size': style.fontSize,
      'font-weight': style.fontWeight,
      'font-style': style.fontStyle,
    };
    svg.append(
      svgElement(
        'text',
        { x: box.x + box.w / 2, y: box.y + box.h / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: style.color, ...font },
        node.textContent.trim(),
      ),
    );
    if (style.textDecorationLine.includes('line-through')) {
      svg.append(
        svgElement('line', {
          x1: box.x,
          y1: box.y + box.h / 2,
          x2: box.x + box.w,
          y2: box.y + box.h / 2,
          stroke: style.color,
          'stroke-width': 1,
        }),
      );
    }
  }
  return svg;
}

const rectOf = ({ x, y, w, h }) => ({ x, y, width: w, height: h });

const isScreenReaderText = (element) => element.classList.contains('sr-only');

/** The links page's matrix (the table in `container`) as SVG; null when it is not drawn. */
export function matrixToSvg(container) {
  const table = container.querySelector('table');
  if (!table) return null;
  const stripe = getComputedStyle(table).getPropertyValue('--covered').trim();
  return htmlToSvg(table, {
    skip: isScreenReaderText,
    // A covered column is struck by a vertical stripe (a gradient in CSS).
    extra: (element, box) =>
      element.classList.contains('covered')
        ? [svgElement('rect', { x: box.x + 0.45 * box.w, y: box.y, width: 0.1 * box.w, height: box.h, fill: stripe })]
        : [],
  });
}

/** The Sudoku grid (`grid`, as sudoku-grid.js builds it) as SVG, killer cages and sums too. */
export function gridToSvg(grid) {
  return htmlToSvg(grid, {
    skip: isScreenReaderText,
    extra(element, box) {
      if (!element.classList.contains('cell')) return [];
      const parts = [];
      // A cage's dashed outline is the cell's ::before, inset a little on the cage's sides.
      if (element.classList.contains('cage')) {
        const before = getComputedStyle(element, '::before');
        const inset = (side) => parseFloat(before.getPropertyValue(side)) || 0;
        const inner = {
          x: box.x + inset('left'),
          y: box.y + inset('top'),
          w: box.w - inset('left') - inset('right'),
          h: box.h - inset('top') - inset('bottom'),
        };
        parts.push(...borderLines(before, inner));
      }
      // Its sum (and digit set) is the first cell's ::after, in the top-left corner.
      if (element.dataset.sum) {
        const after = getComputedStyle(element, '::after');
        const text = `${element.dataset.sum} ${element.dataset.set ?? ''}`.trim();
        const size = parseFloat(after.fontSize);
        parts.push(
          svgElement('rect', {
            x: box.x + 2,
            y: box.y + 1,
            width: 0.62 * size * text.length + 2,
            height: 1.1 * size,
            fill: after.backgroundColor,
          }),
        );
        parts.push(
          svgElement(
            'text',
            {
              x: box.x + 3,
              y: box.y + 1 + 0.55 * size,
              'dominant-baseline': 'central',
              'font-size': after.fontSize,
              'font-family': after.fontFamily,
              fill: after.color,
            },
            text,
          ),
        );
      }
      return parts;
    },
  });
}

// The Sudoku grid: built once per size, then redrawn from a plain description of each cell.

/** The character for digit `d` of a grid of side `side`: 1–9, then A, B, … (as the engine prints). */
export function digitChar(d) {
  if (d === 0) return '.';
  return d <= 9 ? String(d) : String.fromCharCode(55 + d); // 10 → 'A'
}

/** The digit a key stands for in a grid of side `side`, or null. */
export function digitOfKey(key, side) {
  let d = null;
  if (/^[1-9]$/.test(key)) d = Number(key);
  else if (/^[a-z]$/i.test(key) && side > 9) d = key.toUpperCase().charCodeAt(0) - 55;
  return d !== null && d >= 1 && d <= side ? d : null;
}

/** Builds the cells of an empty grid of the given box shape inside `element`. */
export function buildGrid(element, rows, cols) {
  const side = rows * cols;
  element.style.setProperty('--side', side);
  element.style.setProperty('--box-cols', cols);
  const parts = [];
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const classes = ['cell', (c + 1) % cols === 0 && c + 1 < side ? 'box-right' : '', (r + 1) % rows === 0 && r + 1 < side ? 'box-bottom' : ''];
      parts.push(`<div class="${classes.join(' ')}" role="gridcell" data-cell="${r * side + c}" aria-label="row ${r + 1}, column ${c + 1}"></div>`);
    }
  }
  element.innerHTML = parts.join('');
  return Array.from(element.children);
}

/**
 * Redraws every cell. `view[k]` is `{given, digit, kind, candidates, classes}`: a given digit,
 * or a digit of kind 'solved' | 'placed', or a list of candidates; extra classes to set.
 */
export function renderGrid(cellElements, view, side) {
  cellElements.forEach((element, k) => {
    const cell = view[k];
    let html = '';
    let label = '';
    if (cell.given) {
      html = `<span class="given">${digitChar(cell.given)}</span>`;
      label = `given ${digitChar(cell.given)}`;
    } else if (cell.digit) {
      html = `<span class="${cell.kind}">${digitChar(cell.digit)}</span>`;
      label = `${cell.kind} ${digitChar(cell.digit)}`;
    } else if (cell.candidates) {
      const set = new Set(cell.candidates);
      html = `<span class="cands">${Array.from({ length: side }, (_, d) => `<span>${set.has(d + 1) ? digitChar(d + 1) : ''}</span>`).join('')}</span>`;
      label = `candidates ${cell.candidates.map(digitChar).join(' ') || 'none'}`;
    } else {
      label = 'empty';
    }
    if (element.dataset.html !== html) {
      element.innerHTML = html;
      element.dataset.html = html;
    }
    const row = Math.floor(k / side) + 1;
    element.setAttribute('aria-label', `row ${row}, column ${(k % side) + 1}: ${label}`);
    element.className = element.className.split(' ').filter((c) => c === 'cell' || c === 'box-right' || c === 'box-bottom').concat(cell.classes ?? []).join(' ');
  });
}

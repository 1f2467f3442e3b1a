// The Sudoku page's puzzle kept where a reload or a link finds it: in the URL (the puzzle, the
// player's entries apart from it, the shape and rules, and the step being watched) and in local
// storage (the same but the step), and read back from there.

import { SUDOKU_PRESETS } from '../views/sudoku-presets.js';

const STORAGE_KEY = 'dlx-stepper.sudoku';

/**
 * Writes `shown` ({ puzzle, entries, shape, variant }: text, as the page shows them) to the URL
 * and storage; `box` ({ rows, cols }) leaves the shape out of the URL for square boxes; `watched`
 * ({ step, detail }) puts the step being watched in the URL, so that a link opens at that moment.
 */
export function savePuzzle(shown, box, watched) {
  const params = new URLSearchParams({ puzzle: shown.puzzle });
  if (/[^.]/.test(shown.entries)) params.set('entries', shown.entries);
  if (box.rows !== box.cols) params.set('shape', shown.shape);
  if (shown.variant !== 'classic') params.set('variant', shown.variant);
  if (watched.step > 0) {
    params.set('step', String(watched.step));
    if (watched.detail !== 'algorithm') params.set('detail', watched.detail);
  }
  history.replaceState(null, '', `${location.pathname}?${params}`);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(shown));
  } catch {
    // Private browsing may refuse storage; the URL still holds the puzzle.
  }
}

/**
 * The puzzle to start with: the URL's, else the one saved in storage, else a preset. Storage
 * may hold anything (an old version's, another page's, a hand edit): only a string puzzle of
 * sane length is taken from it.
 */
export function restorePuzzle() {
  const params = new URLSearchParams(location.search);
  if (params.has('puzzle'))
    return {
      puzzle: params.get('puzzle'),
      entries: params.get('entries'),
      shape: params.get('shape'),
      variant: params.get('variant') ?? 'classic',
    };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved?.puzzle === 'string' && saved.puzzle.length <= 10_000) {
      const text = (value) => (typeof value === 'string' ? value : null);
      return { puzzle: saved.puzzle, entries: text(saved.entries), shape: text(saved.shape), variant: text(saved.variant) ?? 'classic' };
    }
  } catch {
    // Ignore unreadable storage.
  }
  return { puzzle: SUDOKU_PRESETS[0].puzzle, shape: '3x3', variant: 'classic' };
}

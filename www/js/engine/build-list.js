// The builds of the wasm engine: the one list that everything reads. scripts/build.sh compiles
// each with its cargo features (Cargo.toml's [features]) into www/pkg-<name> and copies those
// marked `widget` into the widget's folder (all of them into the npm package);
// scripts/size-budget.sh holds each module to its budget; builds.js (the pages) and the npm
// package's `load` find each build by its name; the tests check Cargo.toml, the table of
// src/wasm/mod.rs and the package's types against it. A page loads the least it needs:
// source.js says which build a source needs.
//
// Budgets are bytes as served (docs/PERFORMANCE.md, "Size"). A module a page or widget loads
// first is held to 150 KB; those only workers, or a rarer puzzle, load have their own.

/**
 * @typedef {object} Build
 * @property {string} name its name in `load(name)` and its folder, `pkg-<name>`
 * @property {string} features the cargo features it is built with
 * @property {string} holds what it has, for messages ("the engine build for … is not loaded")
 * @property {string} loadedBy who loads it
 * @property {number} budget the most bytes its .wasm may weigh
 * @property {boolean} widget whether the widget's folder carries it (else only the npm package)
 * @property {boolean} converge whether wasm-opt runs until the module shrinks no more (slower;
 *   for a module whose budget needs those bytes)
 */

/** @type {readonly Build[]} */
export const BUILDS = Object.freeze([
  {
    name: 'links',
    features: 'text',
    holds: 'exact-cover problems as text',
    loadedBy: 'the links page, the lesson, the widget',
    budget: 150_000,
    widget: true,
    converge: false,
  },
  {
    name: 'boards',
    features: 'boards',
    holds: 'board puzzles',
    loadedBy: 'the boards page, the lesson, the widget',
    budget: 150_000,
    widget: true,
    // Within a few hundred bytes of its budget: the 0.5% that convergence saves is needed.
    converge: true,
  },
  {
    name: 'pieces',
    features: 'pieces',
    holds: 'pieces with copies',
    loadedBy: 'the boards page and the widget, for a piece with copies',
    budget: 150_000,
    widget: true,
    converge: false,
  },
  {
    name: 'words',
    features: 'words',
    holds: 'word rectangles',
    loadedBy: 'the boards page and the widget, for a word rectangle',
    budget: 150_000,
    widget: true,
    converge: false,
  },
  {
    name: 'sudoku',
    features: 'sudoku',
    holds: 'Sudoku',
    loadedBy: 'the Sudoku page, the lesson, the widget',
    budget: 150_000,
    widget: true,
    converge: false,
  },
  {
    name: 'variants',
    features: 'sudoku,constraints',
    holds: 'variant Sudoku with constraints',
    loadedBy: 'the Sudoku page, for a puzzle with constraints',
    // The Sudoku stepper, colours, a builder per constraint type (monomorphised closures, most of
    // it, and the place to trim), the bit engine, the editor's writer and hints, and the sums'
    // bounds the solving search checks (10 KB: X-sums, sandwiches, little killers and arrows
    // solved 2.5 to 4 times as fast), and the digits they rule out, pruned (9 KB: ISS's X-Sum
    // solved 12 times as fast, its zipper lines 7 times, The Barbed Cross 4 times), and quads
    // made of their own items (7 KB: Quadruple X 1.5 times as fast, quads on 16 × 16 grids),
    // the constraints made whole checked against their cells (3.4 KB: the Zip 1.3 times as
    // fast, 10 Lines 1.6), a 9 × 9's X-sums checked exactly (4.4 KB: X-Sum 2.2 times), the
    // learned search's priors and blame, the sums' last two cells, region-sum lines pairwise and
    // skyscrapers checked (10 KB: 'Leven 3.7 times as fast, Killing with flowers 2, Raw
    // Spaghetti 2.8, The Barbed Cross 1.7, Skyscraper's nodes 1,046 → 130).
    budget: 460_000,
    widget: false,
    converge: false,
  },
  {
    name: 'maker',
    features: 'maker',
    holds: 'the Sudoku generator, hints and fast solver',
    loadedBy: "the Sudoku page's workers, on the first New puzzle, Hint or Count",
    // 150 KB until hints proved moves by contradiction (157 KB), 170 since SudokuCounter counts
    // the page's Count in parts on bit planes (the cut and its links' count are 10 KB).
    budget: 170_000,
    widget: false,
    converge: false,
  },
  {
    name: 'count',
    features: 'count',
    holds: 'counting flat out',
    loadedBy: "the links and boards pages' workers, after the page is up",
    // Every engine the core's door may pick and every puzzle's code.
    budget: 280_000,
    widget: false,
    converge: false,
  },
]);

/** The build called `name`, or undefined. */
export function buildNamed(name) {
  return BUILDS.find((build) => build.name === name);
}

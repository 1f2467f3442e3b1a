/** Starts a build of the wasm engine once and resolves to its exports. */
export function load(build?: 'links'): Promise<typeof import('./pkg-links/dlx_stepper.js')>;
export function load(build: 'boards'): Promise<typeof import('./pkg-boards/dlx_stepper.js')>;
export function load(build: 'pieces'): Promise<typeof import('./pkg-pieces/dlx_stepper.js')>;
export function load(build: 'words'): Promise<typeof import('./pkg-words/dlx_stepper.js')>;
export function load(build: 'sudoku'): Promise<typeof import('./pkg-sudoku/dlx_stepper.js')>;
export function load(build: 'variants'): Promise<typeof import('./pkg-variants/dlx_stepper.js')>;
export function load(build: 'maker'): Promise<typeof import('./pkg-maker/dlx_stepper.js')>;
export function load(build: 'count'): Promise<typeof import('./pkg-count/dlx_stepper.js')>;
/** The builds `load` takes. */
export const builds: readonly ['links', 'boards', 'pieces', 'words', 'sudoku', 'variants', 'maker', 'count'];

// Where each build of the wasm engine lives (cargo features; see scripts/build.sh), so that a
// page loads the least it needs: 'links' (the exact-cover stepper and the worker pool's parts),
// 'puzzles' (with Sudoku of every variant and the boards) and 'full' (with the Sudoku generator
// and hints too). Each folder holds the build's JS glue and its .wasm, and sits next to js/ both
// in www/ and in the widget's dist folder.

const FOLDERS = { full: '../pkg/', puzzles: '../pkg-puzzles/', links: '../pkg-links/' };

/** The URL of a build's `file` ('dlx_stepper.js', its glue, or 'dlx_stepper_bg.wasm'). */
export function engineUrl(build, file) {
  if (!FOLDERS[build]) throw new Error(`no engine build called ${build}`);
  return new URL(`${FOLDERS[build]}${file}`, import.meta.url);
}

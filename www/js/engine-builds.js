// Where each build of the wasm engine lives (cargo features; see scripts/build.sh), so that a
// page loads the least it needs: 'links' (the exact-cover stepper and the worker pool's parts),
// 'puzzles' (with Sudoku of every variant and the boards) and 'full' (with the Sudoku generator
// and hints too). Each folder holds the build's JS glue and its .wasm, and sits next to js/ both
// in www/ and in the widget's dist folder. Pages (session.js) and workers load builds here.

const FOLDERS = { full: '../pkg/', puzzles: '../pkg-puzzles/', links: '../pkg-links/' };

/** The URL of a build's `file` ('dlx_stepper.js', its glue, or 'dlx_stepper_bg.wasm'). */
export function engineUrl(build, file) {
  if (!FOLDERS[build]) throw new Error(`no engine build called ${build}`);
  return new URL(`${FOLDERS[build]}${file}`, import.meta.url);
}

const loads = {};

/**
 * Loads and starts a build once, from `module` (that build compiled) if given; resolves to its
 * exports. A build may be first needed long after the page loaded (the generator, the lesson's
 * puzzle chapters), when the network may be gone: a failed load is forgotten, so a later call
 * tries again.
 */
export function loadBuild(build, module) {
  loads[build] ??= import(engineUrl(build, 'dlx_stepper.js')).then(async (engine) => {
    await engine.default(module ? { module_or_path: module } : undefined);
    return engine;
  }).catch((error) => {
    delete loads[build];
    throw error;
  });
  return loads[build];
}

/** What a page says when a build or its module cannot be loaded. */
export function loadFailure(error) {
  return `Could not load the engine (${error.message}). Check the connection and try again.`;
}

// Where each build of the wasm engine lives (cargo features; see scripts/build.sh), so that a
// page loads the least it needs. Three builds have the stepper and the worker pool's parts, each
// with one kind of problem: 'links' (problems as text), 'boards' (pentominoes and queens) and
// 'sudoku' (Sudoku of every variant). 'maker' has the Sudoku generator, hints and the fast
// solver, and no stepper (the Sudoku page's worker, for New puzzle and Hint). Each folder holds
// the build's JS glue and its .wasm, and sits next to js/ in www/; the widget's dist folder has
// the three stepper builds. Pages (session.js) and workers load builds here.

const FOLDERS = { links: '../pkg-links/', boards: '../pkg-boards/', sudoku: '../pkg-sudoku/', maker: '../pkg-maker/' };

/** The build a session's source needs: text, `{board, …}` or `{sudoku, …}` (see Session). */
export function buildForSource(source) {
  if (typeof source === 'string') return 'links';
  return source.board ? 'boards' : 'sudoku';
}

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

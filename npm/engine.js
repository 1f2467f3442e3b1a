// The engine for library users: `load(build)` starts one of the eight wasm builds, once, and
// resolves to its exports (the `Stepper` class and the functions its build has; see the README
// of the package). The same file works in node (the .wasm read from disk), from node_modules
// in a bundled or plain page, and from a CDN path: every file is found next to this module.

const BUILDS = {
  links: './pkg-links/', // problems as text (Knuth's formats with colours, named sets, 0/1 rows)
  boards: './pkg-boards/', // pentominoes, queens, Langford pairs, polycubes, any polyominoes
  pieces: './pkg-pieces/', // typed polyominoes with Knuth's multiplicities, for pieces with copies (`T*2`)
  words: './pkg-words/', // word rectangles (Knuth's colours)
  sudoku: './pkg-sudoku/', // Sudoku of every variant, stepped
  variants: './pkg-variants/', // variant Sudoku with constraints (thermos, arrows, lines, dots…), as ISS writes them
  maker: './pkg-maker/', // the Sudoku generator, hints and fast solver
  count: './pkg-count/', // counting flat out with the fastest engine: countSolutions, isUnique, Counter
};

const started = {};

/** Starts `build` ('links', 'boards', 'pieces', 'words', 'sudoku', 'variants', 'maker' or 'count') once; resolves to its exports. */
export function load(build = 'links') {
  const folder = BUILDS[build];
  if (!folder) {
    return Promise.reject(new Error(`no engine build called ${build}: the builds are ${Object.keys(BUILDS).join(', ')}`));
  }
  started[build] ??= start(folder).catch((error) => {
    delete started[build];
    throw error;
  });
  return started[build];
}

async function start(folder) {
  const engine = await import(`${folder}dlx_stepper.js`);
  const wasm = new URL(`${folder}dlx_stepper_bg.wasm`, import.meta.url);
  if (wasm.protocol === 'file:') {
    // Node (and Deno, Bun) read a file: URL from disk; fetch cannot.
    const { readFile } = await import('node:fs/promises');
    engine.initSync({ module: await readFile(wasm) });
  } else {
    await engine.default({ module_or_path: wasm });
  }
  return engine;
}

/** The builds `load` takes. */
export const builds = Object.keys(BUILDS);

// The engine for library users: `load(build)` starts one of the wasm builds (js/engine/build-list.js), once, and
// resolves to its exports (the `Stepper` class and the functions its build has; see the README
// of the package). The same file works in node (the .wasm read from disk), from node_modules
// in a bundled or plain page, and from a CDN path: every file is found next to this module.

import { BUILDS, buildNamed } from './js/engine/build-list.js';

const started = {};

/** Starts `build` (one of `builds`: 'links', 'boards', …) once; resolves to its exports. */
export function load(build = 'links') {
  if (!buildNamed(build)) {
    return Promise.reject(new Error(`no engine build called ${build}: the builds are ${builds.join(', ')}`));
  }
  const folder = `./pkg-${build}/`;
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
export const builds = BUILDS.map((build) => build.name);

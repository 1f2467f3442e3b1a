// Loads the builds of the wasm engine (build-list.js lists them: each a set of cargo features
// with one kind of problem, so that a page loads the least it needs; source.js says which one a
// source needs) and keeps those loaded so far. Each build's folder, pkg-<name>, holds its JS glue
// and its .wasm, and sits next to js/ in www/ and in the widget's folder.

import { buildNamed } from './build-list.js';

/** The URL of a build's `file` ('dlx_stepper.js', its glue, or 'dlx_stepper_bg.wasm'). */
export function engineUrl(build, file) {
  if (!buildNamed(build)) throw new Error(`no engine build called ${build}`);
  return new URL(`../../pkg-${build}/${file}`, import.meta.url);
}

/**
 * A build's .wasm as WebAssembly and the glue take it: the response itself, compiled while it
 * downloads, when the server sends it as `application/wasm`; else its bytes. (Many servers a post
 * is hosted on send it as `application/octet-stream`: streaming then fails, and the glue falls
 * back with a warning in the console for every build, or a pool's compile fails.)
 */
export async function wasmSource(build) {
  const response = await fetch(engineUrl(build, 'dlx_stepper_bg.wasm'));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${response.url}`);
  return response.headers.get('content-type')?.startsWith('application/wasm') ? response : response.arrayBuffer();
}

// Loads under way or done, by build (promises), and the builds loaded and started.
const loads = {};
const engines = {};

/**
 * Loads and starts a build once, from `module` (that build compiled) if given; resolves to its
 * exports. A build may be first needed long after the page loaded (the generator, the lesson's
 * puzzle chapters), when the network may be gone: a failed load is forgotten, so a later call
 * tries again.
 */
export function loadEngine(build, module) {
  loads[build] ??= import(engineUrl(build, 'dlx_stepper.js'))
    .then(async (engine) => {
      await engine.default({ module_or_path: module ?? (await wasmSource(build)) });
      engines[build] = engine;
      return engine;
    })
    .catch((error) => {
      delete loads[build];
      throw error;
    });
  return loads[build];
}

/** Uses a build its host has already loaded and started (node's tests: `initSync`). */
export function useEngine(engine, build) {
  engines[build] = engine;
  loads[build] = Promise.resolve(engine);
}

/** Whether `build` is loaded. */
export function hasEngine(build) {
  return Boolean(engines[build]);
}

/** The loaded `build`, or an error saying it is not loaded. */
export function engineOf(build) {
  const engine = engines[build];
  if (!engine) throw new Error(`the engine build for ${buildNamed(build)?.holds ?? build} is not loaded`);
  return engine;
}

/** Any loaded build that exports `name`, for what several builds have (the events' layout). */
export function engineWith(name) {
  const engine = Object.values(engines).find((loaded) => loaded[name]);
  if (!engine) throw new Error(`no engine build with ${name} is loaded`);
  return engine;
}

/** What a page says when a build or its module cannot be loaded. */
export function loadFailure(error) {
  return `Could not load the engine (${error.message}). Check the connection and try again.`;
}

// Helpers shared by the JS tests: the wasm module loaded in node, and the native CLI.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILDS } from '../../www/js/engine/build-list.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every build of the wasm engine (www/js/engine/build-list.js), started, by name. */
async function loadBuilds() {
  const loaded = {};
  for (const { name: build } of BUILDS) {
    const folder = new URL(`../../www/pkg-${build}/`, import.meta.url);
    loaded[build] = await import(new URL('dlx_stepper.js', folder));
    loaded[build].initSync({ module: readFileSync(new URL('dlx_stepper_bg.wasm', folder)) });
  }
  return loaded;
}
export const builds = await loadBuilds();

/** The native command-line program (built by scripts/test.sh). */
export const BIN = process.env.DLX_STEPPER_BIN ?? `${ROOT}target/release/dlx-stepper`;

/** Runs the native CLI and returns its standard output. */
export function native(args, input = '') {
  return execFileSync(BIN, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
}

export function dataFile(path) {
  return readFileSync(`${ROOT}data/${path}`, 'utf8');
}

export const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

/**
 * A speed test's round for one side: its fastest, the one least disturbed. The speed tests run
 * beside the background's tail at idle priority, and on a 2-core machine whose speed drifts a
 * run of the same count took from 0.46 to 0.77 s back to back; medians of three failed once at
 * 1.69 and 0.66 (2026-11-29).
 */
export const fastest = (list) => Math.min(...list);

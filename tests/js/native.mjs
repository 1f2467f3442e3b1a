// Helpers shared by the JS tests: the wasm module loaded in node, and the native CLI.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as api from '../../www/pkg/dlx_stepper.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
api.initSync({ module: readFileSync(new URL('../../www/pkg/dlx_stepper_bg.wasm', import.meta.url)) });
export { api };

/** The native command-line program (built by scripts/test.sh). */
export const BIN = process.env.DLX_STEPPER_BIN ?? `${ROOT}target/release/dlx-stepper`;

/** Runs the native CLI and returns its standard output. */
export function native(args, input = '') {
  return execFileSync(BIN, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
}

export function sharedData(path) {
  return readFileSync(`${ROOT}../shared/data/${path}`, 'utf8');
}

export const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

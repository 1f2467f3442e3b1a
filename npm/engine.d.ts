/** Each build's exports, by the name `load` takes (js/engine/build-list.js lists the builds). */
export interface Builds {
  // @BUILDS: scripts/build.sh writes a line per build here, from www/js/engine/build-list.js.
}
/** Starts a build of the wasm engine once and resolves to its exports. */
export function load(): Promise<Builds['links']>;
export function load<Name extends keyof Builds>(build: Name): Promise<Builds[Name]>;
/** The builds `load` takes. */
export const builds: readonly (keyof Builds)[];

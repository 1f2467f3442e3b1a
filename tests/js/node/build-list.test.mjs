// The one list of the engine's builds (www/js/engine/build-list.js) against what cannot read it:
// Cargo.toml's features, the table of src/wasm/mod.rs, and the folders the build script made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { BUILDS } from '../../../www/js/engine/build-list.js';
import { ROOT } from '../native.mjs';

test("each build's cargo features are features of Cargo.toml", () => {
  const cargo = readFileSync(`${ROOT}Cargo.toml`, 'utf8');
  const section = cargo.slice(cargo.indexOf('[features]'));
  const features = new Set([...section.matchAll(/^([a-z-]+) = \[/gm)].map((match) => match[1]));
  for (const build of BUILDS) {
    for (const feature of build.features.split(',')) assert.ok(features.has(feature), `${build.name}: ${feature}`);
  }
});

test('the table of src/wasm/mod.rs has a row for each build and no other', () => {
  const table = readFileSync(`${ROOT}src/wasm/mod.rs`, 'utf8');
  const rows = [...table.matchAll(/^\/\/! \| .*`pkg-([a-z]+)` \|/gm)].map((match) => match[1]);
  assert.deepEqual(
    rows,
    BUILDS.map((build) => build.name),
  );
});

test('the build script made a folder for each build and for no other; no two builds share a name', () => {
  const folders = readdirSync(`${ROOT}www`).filter((name) => name.startsWith('pkg-'));
  assert.deepEqual(folders.sort(), BUILDS.map((build) => `pkg-${build.name}`).sort());
  assert.equal(new Set(BUILDS.map((build) => build.name)).size, BUILDS.length, 'names are unique');
});

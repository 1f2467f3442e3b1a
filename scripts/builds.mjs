// Prints the builds of the wasm engine (www/js/engine/build-list.js, the one list) for the shell
// scripts, a line each, its fields separated by tabs: name, cargo features, wasm-opt's passes
// ("converge" or "once"), "widget" or "npm" (where it is shipped), budget in bytes, who loads it.
// With --types, the lines of the npm package's `Builds` interface instead (npm/engine.d.ts).
// Usage: node scripts/builds.mjs [--types]
import { BUILDS } from '../www/js/engine/build-list.js';

if (process.argv[2] === '--types') {
  for (const { name } of BUILDS) console.log(`  ${name}: typeof import('./pkg-${name}/dlx_stepper.js');`);
  process.exit(0);
}
for (const build of BUILDS) {
  const fields = [
    build.name,
    build.features,
    build.converge ? 'converge' : 'once',
    build.widget ? 'widget' : 'npm',
    build.budget,
    build.loadedBy,
  ];
  // The shell reads the fields with IFS set to a tab, which merges empty fields: none may be.
  if (fields.some((field) => String(field).trim() === '' || String(field).includes('\t'))) {
    throw new Error(`build-list.js: the build ${build.name} has an empty field, or a tab in one`);
  }
  console.log(fields.join('\t'));
}

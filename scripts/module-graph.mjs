// Prints every file of an ES module's static import graph, the module itself first, one path a
// line: what a browser downloads for it before any dynamic import(). size-budget.sh weighs a
// widget post by it. Usage: node scripts/module-graph.mjs ENTRY.js
//
// The graph is esbuild's (its metafile), not a pattern over the text: the files in dist/ are
// minified, and a parser reads `import{a as b}from"./x.js"` as surely as the spaced form.
import { build } from 'esbuild';
import { resolve } from 'node:path';

const entry = resolve(process.argv[2]);
const { metafile } = await build({
  entryPoints: [entry],
  absWorkingDir: process.cwd(),
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  logLevel: 'silent',
});
// Paths in the metafile are relative to the working directory; a module's dynamic imports are
// loaded later, if at all, and are left out.
const seen = new Set();
function visit(path) {
  if (seen.has(path)) return;
  const input = metafile.inputs[path];
  if (!input) throw new Error(`${path} is imported but missing`);
  seen.add(path);
  for (const { path: next, kind } of input.imports) if (kind === 'import-statement') visit(next);
}
const start = Object.keys(metafile.inputs).find((path) => resolve(path) === entry);
visit(start);
console.log([...seen].map((path) => resolve(path)).join('\n'));

// Prints every file of an ES module's static import graph, the module itself first, one path a
// line: what a browser downloads for it before any dynamic import(). size-budget.sh weighs a
// widget post by it. Usage: node scripts/module-graph.mjs ENTRY.js
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `import … from './x.js'`, `import './x.js'` and `export … from './x.js'`: relative specifiers only
// (the pages load no packages).
const STATIC = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  if (!existsSync(file)) throw new Error(`${file} is imported but missing`);
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC)) visit(resolve(dirname(file), specifier));
}
visit(resolve(process.argv[2]));
console.log([...seen].join('\n'));

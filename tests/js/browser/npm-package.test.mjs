// The npm package as a user gets it: `npm pack` of dist/npm (scripts/build.sh), installed into
// a scratch project. In node the engine is imported by the package's name; in Chromium the
// widget is loaded from node_modules and from a copy under another base path (as a CDN serves
// it), under a strict Content-Security-Policy, with no request leaving the page's origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, launch, newPage } from '../browser.mjs';
import { ROOT } from '../native.mjs';

const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";
const KNUTH = 'A B C D E F G\\nC E F\\nA D G\\nB C F\\nA D\\nB G\\nD E G';
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

// Uses the engine by the package's name, as a node program in the scratch project would.
const NODE_CHECK = `import { load, builds } from 'dlx-stepper';
const links = await load('links');
const stepper = new links.Stepper('${KNUTH}');
const first = stepper.step();
stepper.stepBack();
const count = stepper.countSolutions();
const maker = await load('maker');
const solved = maker.solveSudoku('${PUZZLE}');
const sudoku = await load('sudoku');
const unique = sudoku.Stepper.fromSudoku('${PUZZLE}').countSolutions(2);
const again = (await load('links')) === links;
const refused = await load('nope').then(() => 'loaded', (error) => error.message);
console.log(JSON.stringify({ builds, first, count, solved, unique, again, refused }));
`;

const page = (src) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,">
<script type="module" src="${src}"></script>
</head><body><dancing-links id="links" example="knuth"></dancing-links></body></html>`;

let project;
let version;
let server;
let browser;
before(async () => {
  version = JSON.parse(readFileSync(`${ROOT}dist/npm/package.json`, 'utf8')).version;
  project = mkdtempSync(join(tmpdir(), 'npm-user-'));
  const tarball = execFileSync('npm', ['pack', `${ROOT}dist/npm`, '--pack-destination', project, '--silent'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(project, tarball)], { cwd: project });
  writeFileSync(join(project, 'check.mjs'), NODE_CHECK);
  // The site: one post loads the widget from node_modules, another from a CDN-like path.
  mkdirSync(join(project, 'posts'));
  writeFileSync(join(project, 'posts', 'from-modules.html'), page('../node_modules/dlx-stepper/widget/dancing-links.js'));
  cpSync(join(project, 'node_modules', 'dlx-stepper'), join(project, 'cdn', 'npm', `dlx-stepper@${version}`), { recursive: true });
  writeFileSync(join(project, 'posts', 'from-cdn.html'), page(`/cdn/npm/dlx-stepper@${version}/widget/dancing-links.js`));
  server = await startServer(project, { csp: STRICT });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("in node, the installed package is imported by its name: Knuth's example steps, steps back and counts, a Sudoku is solved", () => {
  const result = JSON.parse(execFileSync('node', ['check.mjs'], { cwd: project, encoding: 'utf8' }));
  assert.deepEqual(result.builds, ['links', 'boards', 'pieces', 'words', 'sudoku', 'variants', 'maker', 'count']);
  assert.equal(result.first.type, 'choose');
  assert.equal(result.first.itemName, 'A');
  assert.equal(result.count, 1);
  assert.equal(result.solved, '417369825632158947958724316825437169791586432346912758289643571573291684164875293');
  assert.equal(result.unique, 1);
  assert.equal(result.again, true, 'a build is started once');
  assert.match(result.refused, /no engine build called nope: the builds are links, boards, pieces, words, sudoku, variants, maker/);
});

test("every example of the package's API.md runs as written against the installed package", () => {
  const guide = readFileSync(join(project, 'node_modules', 'dlx-stepper', 'API.md'), 'utf8');
  const blocks = [...guide.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.ok(blocks.length >= 5, `${blocks.length} examples`);
  writeFileSync(join(project, 'api.mjs'), blocks.join('\n'));
  // The examples assert what they show: a wrong line throws and the run fails.
  execFileSync('node', ['api.mjs'], { cwd: project, encoding: 'utf8' });
});

test('the package holds its manifest, types and license, and names them in package.json', () => {
  const folder = join(project, 'node_modules', 'dlx-stepper');
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  assert.equal(manifest.customElements, 'custom-elements.json');
  assert.equal(manifest.exports['.'].types, './engine.d.ts');
  const elements = JSON.parse(readFileSync(join(folder, 'custom-elements.json'), 'utf8'));
  const element = elements.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === 'dancing-links');
  const attributes = element.attributes.map((attribute) => attribute.name);
  for (const name of ['example', 'mode', 'variant', 'board', 'step', 'detail', 'controls', 'speed'])
    assert.ok(attributes.includes(name), name);
  assert.match(readFileSync(join(folder, 'LICENSE'), 'utf8'), /MIT License/);
});

// A TypeScript user of the package: `load(name)` is typed with that build's exports, and a name
// that is no build is an error. tsc comes with the build tools (the manifest analyzer's).
const TYPED_USE = `import { load, builds } from 'dlx-stepper';
const sudoku = await load('sudoku');
const unique: number = sudoku.Stepper.fromSudoku('${PUZZLE}').countSolutions(2);
const links = await load();
const steps: number = new links.Stepper('A\\nA').countSolutions();
const count: number = (await load('count')).countSolutions('A\\nA', 5);
const first: 'links' | 'boards' | 'pieces' | 'words' | 'sudoku' | 'variants' | 'maker' | 'count' = builds[0];
// @ts-expect-error: no build is called so
load('nope');
// @ts-expect-error: counting text flat out is the count build's, not the Sudoku build's
sudoku.countSolutions('A\\nA');
export { unique, steps, count, first };
`;

test("the package's types give each build's exports by its name, and refuse a name that is no build", () => {
  writeFileSync(join(project, 'typed.mts'), TYPED_USE);
  const tsc = `${ROOT}node_modules/typescript/bin/tsc`;
  const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck'];
  execFileSync('node', [tsc, ...flags, 'typed.mts'], { cwd: project, encoding: 'utf8' });
  // And it can fail: a wrong type for a build's export is reported.
  writeFileSync(
    join(project, 'wrong.mts'),
    "import { load } from 'dlx-stepper';\nconst n: string = (await load('count')).countSolutions('A\\nA');\nexport { n };\n",
  );
  // (tsc reports on its standard output.)
  assert.throws(
    () => execFileSync('node', [tsc, ...flags, 'wrong.mts'], { cwd: project, encoding: 'utf8' }),
    (error) => /error TS2322: Type 'number' is not assignable to type 'string'/.test(error.stdout),
  );
});

test("the widget from another origin, as from a CDN, under the policy the package's README gives for a CDN", async () => {
  // The README's policy, with the CDN's origin where it names jsDelivr's.
  const readme = readFileSync(join(project, 'node_modules', 'dlx-stepper', 'README.md'), 'utf8').replace(/\s+/g, ' ');
  const policy = /`(script-src 'self' https:\/\/cdn\.jsdelivr\.net[^`]*)`/.exec(readme)?.[1];
  assert.ok(policy, 'the README gives a policy for the CDN');
  const cdn = await startServer(project, { cors: true });
  const cdnOrigin = new URL(cdn.url).origin;
  const post = mkdtempSync(join(tmpdir(), 'cdn-post-'));
  writeFileSync(join(post, 'post.html'), page(`${cdnOrigin}/cdn/npm/dlx-stepper@${version}/widget/dancing-links.js`));
  const site = await startServer(post, {
    csp: `default-src 'self'; ${policy.replaceAll('https://cdn.jsdelivr.net', cdnOrigin)}; img-src 'self' data:`,
  });
  try {
    const tab = await newPage(browser, { viewport: { width: 1000, height: 800 } });
    await tab.goto(`${site.url}post.html`);
    await tab.waitForSelector('#links[data-state="ready"]');
    await tab.locator('#links #forward').click();
    await tab.waitForFunction(() => /\bA\b/.test(document.querySelector('#links').shadowRoot.querySelector('.caption').textContent));
    assert.deepEqual(tab.problems, []);
    await tab.close();
  } finally {
    cdn.close();
    site.close();
  }
});

for (const [where, file] of [
  ['node_modules', 'from-modules.html'],
  ['a CDN-like path', 'from-cdn.html'],
]) {
  test(`the widget works from ${where} under a strict CSP, every request to the page's origin`, async () => {
    const tab = await newPage(browser, { viewport: { width: 1000, height: 800 } });
    const requests = [];
    tab.on('request', (request) => requests.push(request.url()));
    await tab.goto(`${server.url}posts/${file}`);
    await tab.waitForSelector('#links[data-state="ready"]');
    const before = await tab.locator('#links .caption').innerText();
    await tab.locator('#links #forward').click();
    await tab.waitForFunction(
      (before) => document.querySelector('#links').shadowRoot.querySelector('.caption').textContent !== before,
      before,
    );
    assert.match(await tab.locator('#links .caption').innerText(), /\bA\b/);
    const origin = new URL(server.url).origin;
    assert.deepEqual(
      requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:')),
      [],
    );
    assert.ok(
      requests.some((url) => url.endsWith('.wasm')),
      'the wasm came from the same folder',
    );
    assert.deepEqual(tab.problems, []);
    await tab.close();
  });
}

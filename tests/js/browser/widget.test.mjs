// The embeddable widget as an author uses it: a blog post in a directory of its own embeds
// two widgets by a relative path to a copy of dist/dancing-links.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, launch, newPage } from '../browser.mjs';
import { ROOT } from '../native.mjs';

const POST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="post.css">
<script type="module" src="../../dancing-links/widget/dancing-links.js"></script>
</head><body>
<p class="caption" id="outside">The page's own paragraph with the class the widget uses.</p>
<dancing-links id="links" example="knuth"></dancing-links>
<div class="spacer"></div>
<dancing-links id="sudoku" example="four"></dancing-links>
</body></html>`;

// Loud styles that must not reach inside the widgets.
const POST_CSS = `body { color: rgb(255, 0, 0); font-size: 30px; }
button { background: rgb(255, 0, 0) !important; }
.caption { color: rgb(0, 128, 0); }
.spacer { height: 1500px; }`;

// The board and variant modes, one after another down the page.
const KILLER =
  'ABBCCDDEFAGGHIDJEKAGHHILMNKOGPPQLNNROSTUQLVVRSSTTWXYZabbccWXYZZdbbceXfffdggeehfii\n9 6 7 18 13 8 24 17 9 1 13 16 3 19 13 9 4 11 16 20 4 8 13 9 13 18 2 22 11 14 21 14 6 7 7';
// Problem text without a mode: read as a Sudoku first (it is not one), then as a problem.
const SETS = 'A: 1 2\nB: 3\nC: 2 3\nD: 1';
const BOARDS = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boards in a post</title>
<link rel="icon" href="data:,">
<script type="module" src="../../dancing-links/widget/dancing-links.js"></script>
</head><body>
<dancing-links id="queens" mode="queens" n="6"></dancing-links>
<dancing-links id="scott" mode="pentomino" board="scott" step="400"></dancing-links>
<dancing-links id="langford" mode="langford" n="4"></dancing-links>
<dancing-links id="soma" mode="soma" controls="play step back solution"></dancing-links>
<dancing-links id="tetracubes" mode="polycubes" box="8x2x2" controls="play step back solution"></dancing-links>
<dancing-links id="pieces" mode="polyominoes" board="5x2">L: #./#./##
O: ##/##
I: #/#</dancing-links>
<dancing-links id="words" mode="words" size="2x2">ab, cd, ac, bd</dancing-links>
<dancing-links id="killer" variant="killer">${KILLER}</dancing-links>
<dancing-links id="sets">${SETS}</dancing-links>
</body></html>`;

const FRAME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>An iframe embed</title><link rel="icon" href="data:,"></head><body>
<iframe id="frame" src="../../dancing-links/embed.html?example=knuth&amp;step=3" title="Dancing Links: Knuth's example" width="900" height="640"></iframe>
</body></html>`;

// The two board widgets of widget.html in a blog's 700 px column.
const COLUMN = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boards in a column</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="column.css">
<script type="module" src="../../dancing-links/widget/dancing-links.js"></script>
</head><body><main>
<dancing-links id="scott" mode="pentominoes" board="scott" step="400"></dancing-links>
<dancing-links id="queens" mode="queens" n="8" step="30"></dancing-links>
</main></body></html>`;
const COLUMN_CSS = 'main { max-width: 700px; margin: 0 auto; padding: 0 1rem; }';

// 6 queens' diagram in the same column: fitted, its labels are a few pixels high.
const ZOOM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A big diagram in a column</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="column.css">
<script type="module" src="../../dancing-links/widget/dancing-links.js"></script>
</head><body><main>
<dancing-links id="queens" example="queens6" detail="links" step="25"></dancing-links>
<dancing-links id="fewer" example="queens6" controls="play step"></dancing-links>
</main></body></html>`;

// No 'unsafe-eval', no inline scripts or styles: only what wasm itself needs.
const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";

let blog;
let plain;
let strict;
let browser;
before(async () => {
  blog = mkdtempSync(join(tmpdir(), 'blog-'));
  cpSync(`${ROOT}dist/dancing-links`, join(blog, 'dancing-links'), { recursive: true });
  mkdirSync(join(blog, 'posts', '2026'), { recursive: true });
  writeFileSync(join(blog, 'posts', '2026', 'post.html'), POST);
  writeFileSync(join(blog, 'posts', '2026', 'post.css'), POST_CSS);
  writeFileSync(join(blog, 'posts', '2026', 'frame.html'), FRAME);
  writeFileSync(join(blog, 'posts', '2026', 'boards.html'), BOARDS);
  writeFileSync(join(blog, 'posts', '2026', 'column.html'), COLUMN);
  writeFileSync(join(blog, 'posts', '2026', 'column.css'), COLUMN_CSS);
  writeFileSync(join(blog, 'posts', '2026', 'zoom.html'), ZOOM);
  plain = await startServer(blog);
  strict = await startServer(blog, { csp: STRICT });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  plain?.close();
  strict?.close();
});

// Each test's posts are closed after it: a post left open goes on playing its widgets beside
// the next test's.
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function openPost(server, file = 'post.html') {
  const page = await newPage(browser, { viewport: { width: 1000, height: 900 } });
  opened.push(page);
  page.requests = [];
  page.on('request', (request) => page.requests.push(request.url()));
  // The window's own names before any script of the page runs, to find leaked globals.
  await page.addInitScript(() => {
    Object.defineProperty(window, '__namesBefore', { value: Object.getOwnPropertyNames(window), enumerable: false });
  });
  await page.goto(`${server.url}posts/2026/${file}`);
  return page;
}

const status = (page, id) => page.locator(`#${id} .status`).innerText();

async function bothWidgetsWork(page) {
  await page.waitForSelector('#links[data-state="ready"]');
  assert.equal(await page.locator('#sudoku').getAttribute('data-state'), null, 'the second widget waits until it is scrolled to');
  await page.locator('#sudoku').scrollIntoViewIfNeeded();
  await page.waitForSelector('#sudoku[data-state="ready"]');
  // Keys go to the focused widget only.
  await page.locator('#links').focus();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  assert.match(await status(page, 'links'), /^Step 3 \/ 43/);
  assert.match(await status(page, 'sudoku'), /^Step 0 /);
  // Buttons play one widget, not the other.
  await page.locator('#sudoku #next-solution').click();
  assert.match(await page.locator('#sudoku .caption').innerText(), /Solved/);
  assert.equal(await page.locator('#sudoku .cell .placed').count(), 12); // the 4×4's 12 blanks
  assert.match(await status(page, 'links'), /^Step 3 \/ 43/);
  await page.locator('#links #play').click();
  await page.waitForFunction(() =>
    /^Step ([4-9]|\d\d)/.test(document.querySelector('#links').shadowRoot.querySelector('.status').textContent),
  );
  await page.locator('#links #play').click();
}

test('two widgets in a post start, play and step independently', async () => {
  const page = await openPost(plain);
  await bothWidgetsWork(page);
  // Each widget's engine build fetched once (the links widget the exact-cover stepper alone, the
  // Sudoku widget the Sudoku build), nothing fetched from anywhere else.
  assert.deepEqual(
    page.requests
      .filter((url) => url.endsWith('.wasm'))
      .map((url) => new URL(url).pathname.split('/').slice(-2).join('/'))
      .sort(),
    ['pkg-links/dlx_stepper_bg.wasm', 'pkg-sudoku/dlx_stepper_bg.wasm'],
  );
  assert.deepEqual(
    page.requests.filter((url) => !url.startsWith(plain.url)),
    [],
  );
  // No global names leaked: only the element's name is registered.
  const leaked = await page.evaluate(() =>
    Object.getOwnPropertyNames(window).filter((name) => name !== '__namesBefore' && !window.__namesBefore.includes(name)),
  );
  assert.deepEqual(leaked, []);
  assert.ok(await page.evaluate(() => customElements.get('dancing-links') !== undefined));
  assert.deepEqual(page.problems, []);
});

test("the page's styles stay out of the widgets and theirs stay in", async () => {
  const page = await openPost(plain);
  await page.waitForSelector('#links[data-state="ready"]');
  const inside = await page.locator('#links').evaluate((host) => {
    const root = host.shadowRoot;
    const style = (selector) => getComputedStyle(root.querySelector(selector));
    return { button: style('#play').backgroundColor, caption: style('.caption').color, size: style('.caption').fontSize };
  });
  assert.notEqual(inside.button, 'rgb(255, 0, 0)');
  assert.notEqual(inside.caption, 'rgb(0, 128, 0)');
  assert.notEqual(inside.caption, 'rgb(255, 0, 0)');
  // The post's 30px body font does not leak in (the widget's text is sized from its own 15px
  // and, for rem lengths, the document root's 16px).
  assert.ok(parseFloat(inside.size) < 20, `caption font-size ${inside.size}`);
  const outside = await page
    .locator('#outside')
    .evaluate((p) => ({ color: getComputedStyle(p).color, minHeight: getComputedStyle(p).minHeight }));
  assert.deepEqual(outside, { color: 'rgb(0, 128, 0)', minHeight: '0px' }); // the widget's .caption rule (min-height 3em) stays inside
  assert.deepEqual(page.problems, []);
});

test("the same under a Content-Security-Policy that forbids 'unsafe-eval'", async () => {
  const page = await openPost(strict);
  await bothWidgetsWork(page);
  assert.deepEqual(page.problems, []);
});

test('board and variant modes, under the strict policy: queens, pentominoes, Langford pairs, the Soma cube, the tetracubes, typed pieces, a word square, a killer and text without a mode', async () => {
  const page = await openPost(strict, 'boards.html');
  const ready = async (id) => {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForSelector(`#${id}[data-state="ready"]`);
  };
  await ready('queens');
  await page.locator('#queens').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#queens .caption').innerText(), /^Row 1 has only 6 safe squares left/);
  await page.locator('#queens #next-solution').click();
  assert.match(await page.locator('#queens .caption').innerText(), /^A solution: 6 queens/);
  assert.equal(await page.locator('#queens rect.attacked').count(), 30);
  await ready('scott');
  await page.waitForFunction(() => /^Step 400/.test(document.querySelector('#scott').shadowRoot.querySelector('.status').textContent));
  // Each piece in its own colour, from the stylesheet (the policy forbids inline styles).
  const fills = await page
    .locator('#scott rect.placed')
    .evaluateAll((rects) => [...new Set(rects.map((rect) => getComputedStyle(rect).fill))]);
  assert.ok(fills.length >= 5, `fills ${fills}`);
  assert.equal(await page.locator('#scott .piece-chip').count(), 12);
  // Langford pairs for 4: 4 1 3 1 2 4 3 2 or its reversal, in the row of 8 slots.
  await ready('langford');
  await page.locator('#langford #next-solution').click();
  assert.match(await page.locator('#langford .caption').innerText(), /^A Langford sequence/);
  assert.ok(['41312432', '23421314'].includes((await page.locator('#langford text.letter').allTextContents()).join('')));
  await ready('soma');
  await page.locator('#soma #next-solution').click();
  assert.match(await page.locator('#soma .caption').innerText(), /^A Soma cube/);
  assert.equal(await page.locator('#soma text.letter').count(), 27);
  // The eight tetracubes (the default set) in the box asked for: two layers of 8 × 2.
  await ready('tetracubes');
  await page.locator('#tetracubes #next-solution').click();
  assert.match(
    await page.locator('#tetracubes .caption').innerText(),
    /^The box is full: all 8 pieces in, every cell of the 8 × 2 × 2 box filled once\.$/,
  );
  assert.equal((await page.locator('#tetracubes text.letter').allTextContents()).sort().join(''), 'AAAABBBBIIIILLLLOOOOPPPPTTTTZZZZ');
  assert.deepEqual(await page.locator('#tetracubes text.layer-name').allTextContents(), ['layer 1, bottom', 'layer 2, top']);
  // Typed pieces in the element's text, on the board attribute.
  await ready('pieces');
  await page.locator('#pieces #next-solution').click();
  assert.match(await page.locator('#pieces .caption').innerText(), /^A tiling: all 3 pieces placed/);
  assert.equal((await page.locator('#pieces text.letter').allTextContents()).sort().join(''), 'IILLLLOOOO');
  // A word square from the element's text, on the words build (colours).
  await ready('words');
  await page.locator('#words #next-solution').click();
  assert.match(
    await page.locator('#words .caption').innerText(),
    /^A word rectangle: each of the 2 rows and 2 columns reads a word of the list\.$/,
  );
  assert.ok(['ABBD', 'ACCD', 'ABCD', 'ACBD'].includes((await page.locator('#words text.letter').allTextContents()).join('')));
  await ready('killer');
  assert.equal(await page.locator('#killer .cell[data-sum]').count(), KILLER.split('\n')[1].split(' ').length);
  await page.locator('#killer').focus();
  let caption = '';
  for (let k = 0; k < 300 && !caption.startsWith('Cage'); k++) {
    await page.keyboard.press('ArrowRight');
    caption = await page.locator('#killer .caption').innerText();
  }
  assert.match(caption, /^Cage \w \(sum \d+, \d+ cells?\)/);
  await ready('sets');
  assert.equal(await page.locator('#sets .diagram').count(), 1);
  await page.locator('#sets #next-solution').click();
  assert.match(await page.locator('#sets .caption').innerText(), /solution/i);
  // Each mode's build, and the text build only once the text proved not to be a Sudoku.
  assert.deepEqual(
    [...new Set(page.requests.filter((url) => url.endsWith('.wasm')).map((url) => new URL(url).pathname.split('/').at(-2)))].sort(),
    ['pkg-boards', 'pkg-links', 'pkg-sudoku', 'pkg-words'],
  );
  assert.deepEqual(page.problems, []);
});

test('the iframe embed works', async () => {
  const page = await openPost(plain, 'frame.html');
  const frame = page.frameLocator('#frame');
  await frame.locator('dancing-links[data-state="ready"]').waitFor();
  assert.match(await frame.locator('dancing-links .status').innerText(), /^Step 3 \/ 43/);
  await frame.locator('dancing-links').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await frame.locator('dancing-links .status').innerText(), /^Step 4 \/ 43/);
  assert.equal(await page.locator('#frame').getAttribute('title'), "Dancing Links: Knuth's example");
  assert.deepEqual(page.problems, []);
});

test('the links view shows the whole diagram at the default height, however wide the post', async () => {
  for (const width of [1000, 1400]) {
    const page = await newPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${plain.url}posts/2026/post.html`);
    await page.waitForSelector('#links[data-state="ready"]');
    const fits = await page.evaluate(() => {
      const view = document.querySelector('#links').shadowRoot.querySelector('.view');
      const svg = view.querySelector('svg').getBoundingClientRect();
      const box = view.getBoundingClientRect();
      return { scroll: view.scrollHeight - view.clientHeight, below: svg.bottom - box.bottom };
    });
    // Nothing to scroll to, and the picture's bottom (the last row's arrows) inside the view.
    assert.ok(fits.scroll <= 1 && fits.below <= 1, `${width} px: ${JSON.stringify(fits)}`);
    await page.close();
  }
});

test('the board widgets draw their whole board and legend in a 700 px column, on a desktop and on a phone', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    const page = await newPage(browser, { viewport: { width, height } });
    await page.goto(`${plain.url}posts/2026/column.html`);
    for (const [id, step] of [
      ['scott', 400],
      ['queens', 30],
    ]) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForSelector(`#${id}[data-state="ready"]`);
      await page.waitForFunction(
        ([id, step]) => document.querySelector(`#${id}`).shadowRoot.querySelector('.status').textContent.startsWith(`Step ${step} `),
        [id, step],
      );
      const fits = await page.locator(`#${id}`).evaluate((host) => {
        const view = host.shadowRoot.querySelector('.view');
        const box = view.getBoundingClientRect();
        const parts = [view.querySelector('.board svg'), ...view.querySelectorAll('.piece-chip')].map((part) =>
          part.getBoundingClientRect(),
        );
        return {
          width: Math.round(box.width),
          scroll: view.scrollHeight - view.clientHeight,
          out: parts.filter((part) => part.bottom > box.bottom + 1 || part.right > box.right + 1 || part.top < box.top - 1).length,
          chips: parts.length - 1,
        };
      });
      // Nothing to scroll to inside the view, and the board (every row) and each chip inside it.
      assert.ok(fits.scroll <= 1 && fits.out === 0, `${id} at ${width} px: ${JSON.stringify(fits)}`);
      assert.equal(fits.chips, id === 'scott' ? 12 : 0);
      assert.ok(fits.width >= Math.min(width - 80, 650), `${id} is as wide as the column: ${fits.width} px`);
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('a big diagram zooms in the widget: readable at 3×, panned in its view, following the step; fitted again, it fits', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    const page = await newPage(browser, { viewport: { width, height } });
    await page.goto(`${plain.url}posts/2026/zoom.html`);
    await page.waitForSelector('#queens[data-state="ready"]');
    await page.waitForFunction(() =>
      document.querySelector('#queens').shadowRoot.querySelector('.status').textContent.startsWith('Step 25 '),
    );
    const look = () =>
      page.locator('#queens').evaluate((host) => {
        const view = host.shadowRoot.querySelector('.view');
        const svg = view.querySelector('svg').getBoundingClientRect();
        const box = view.getBoundingClientRect();
        const focus = view.querySelector('.focus') ?? view.querySelector('.chosen');
        const at = focus?.getBoundingClientRect();
        return {
          label: view.querySelector('.node:not(.header) text').getBoundingClientRect().height,
          drawn: svg.width,
          zoom: host.shadowRoot.querySelector('.zoom output').value,
          wide: view.scrollWidth > view.clientWidth + 1,
          fits: svg.bottom <= box.bottom + 1 && svg.right <= box.right + 1,
          seen: !at || (at.left >= box.left - 1 && at.right <= box.right + 1 && at.top >= box.top - 1 && at.bottom <= box.bottom + 1),
        };
      });
    const fitted = await look();
    assert.ok(fitted.label < 8 && fitted.fits && !fitted.wide && fitted.zoom === '', `${width} px, fitted: ${JSON.stringify(fitted)}`);
    for (let k = 0; k < 3; k++) await page.locator('#queens').locator('button[data-zoom="1"]').click();
    const zoomed = await look();
    assert.ok(zoomed.drawn >= 2.5 * fitted.drawn && zoomed.wide && zoomed.zoom === '3×', `${width} px, at 3×: ${JSON.stringify(zoomed)}`);
    // As far in as it goes, a label reads, on a phone too.
    const into = page.locator('#queens').locator('button[data-zoom="1"]');
    while (!(await into.isDisabled())) await into.click();
    const closest = await look();
    assert.ok(closest.label >= 9 && closest.zoom === '8×', `${width} px, at 8×: ${JSON.stringify(closest)}`);
    await page.locator('#queens').focus();
    for (let step = 26; step < 38; step++) {
      await page.keyboard.press('ArrowRight');
      assert.ok((await look()).seen, `${width} px, step ${step}: its node is out of the view`);
    }
    await page.locator('#queens').locator('button[data-zoom="0"]').click();
    const back = await look();
    assert.ok(back.fits && !back.wide && back.label === fitted.label, `${width} px, fitted again: ${JSON.stringify(back)}`);
    // controls="play step" leaves out the other parts it does not name, and the zoom too unless
    // the labels would read under 8 px without it.
    await page.locator('#fewer').scrollIntoViewIfNeeded();
    await page.waitForSelector('#fewer[data-state="ready"]');
    const fewer = await page.locator('#fewer').evaluate((host) => ({
      label: host.shadowRoot.querySelector('.view .node:not(.header) text').getBoundingClientRect().height,
      zoom: !host.shadowRoot.querySelector('.zoom').hidden,
    }));
    assert.equal(fewer.zoom, fewer.label < 8, `${width} px: ${JSON.stringify(fewer)}`);
    // It shows what it names and nothing else, on a phone too (a phone's labels are flex boxes).
    const shown = await page
      .locator('#fewer')
      .evaluate((host) =>
        [...host.shadowRoot.querySelectorAll('.controls button, .controls label, .controls input')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.id || element.textContent.trim()),
      );
    assert.deepEqual(shown, ['play', 'forward'], `${width} px`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("widget.html's snippets work as it tells: its zip unzipped next to a post, the snippets pasted in, under the strict policy", async () => {
  // What an author reads on the served site: the download, the script tag and each example's
  // code (and stylesheet rule), as the Copy buttons copy them.
  const site = await startServer();
  const docs = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await docs.goto(`${site.url}widget.html`);
  await docs.waitForSelector('body[data-ready]');
  const snippets = await docs.$$eval('pre[data-snippet]', (pres) =>
    pres.map((pre) => ({ kind: pre.dataset.snippet, text: pre.textContent })),
  );
  assert.equal(await docs.locator('.snippet button.copy').count(), snippets.length, 'a Copy button on every snippet');
  const zip = Buffer.from(await (await fetch(new URL(await docs.getAttribute('a[download]', 'href'), docs.url()))).arrayBuffer());
  assert.deepEqual(docs.problems, []);
  await docs.close();
  site.close();

  const folder = mkdtempSync(join(tmpdir(), 'author-'));
  writeFileSync(join(folder, 'download.zip'), zip);
  execFileSync('python3', ['-m', 'zipfile', '-e', join(folder, 'download.zip'), folder]);
  // A copied folder says what it is and under which licence.
  assert.match(readFileSync(join(folder, 'dancing-links', 'LICENSE'), 'utf8'), /MIT License/);
  assert.match(
    readFileSync(join(folder, 'dancing-links', 'README.md'), 'utf8'),
    /<script type="module" src="dancing-links\/widget\/dancing-links.js"><\/script>/,
  );
  const [script, ...examples] = snippets;
  assert.match(script.text, /^<script type="module" src="dancing-links\/widget\/dancing-links.js"><\/script>$/);
  const html = examples.filter((s) => s.kind === 'html').map((s) => s.text);
  const css = examples.filter((s) => s.kind === 'css').map((s) => s.text);
  assert.ok(html.some((text) => text.startsWith('<iframe')) && css.length > 0, 'an iframe snippet and a stylesheet rule');
  writeFileSync(join(folder, 'post.css'), css.join('\n'));
  writeFileSync(
    join(folder, 'post.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Every snippet</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="post.css">
${script.text}
</head><body>
${html.join('\n')}
</body></html>`,
  );
  const server = await startServer(folder, { csp: STRICT });
  const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}post.html`);
  const widgets = page.locator('body > dancing-links');
  assert.equal(await widgets.count(), html.length - 1);
  for (let k = 0; k < html.length - 1; k++) {
    await widgets.nth(k).scrollIntoViewIfNeeded();
    await page.waitForFunction((k) => document.querySelectorAll('body > dancing-links')[k].dataset.state, k);
    assert.equal(await widgets.nth(k).getAttribute('data-state'), 'ready', await widgets.nth(k).locator('.caption').innerText());
  }
  // The themed one takes its colours from the post's stylesheet.
  assert.equal(
    await page
      .locator('dancing-links.pink')
      .evaluate((host) => getComputedStyle(host.shadowRoot.querySelector('.widget')).getPropertyValue('--dl-accent').trim()),
    '#f783ac',
  );
  // The iframe finds embed.html inside the folder.
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await page.frameLocator('iframe').locator('dancing-links[data-state="ready"]').waitFor();
  // No 404, no policy violation (each would be a console error).
  assert.deepEqual(page.problems, []);
  await page.close();
  server.close();
});

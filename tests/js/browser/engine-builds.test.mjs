// Each page downloads the smallest build of the engine that has what it uses (see
// www/js/engine/builds.js): the links page the build that reads problems as text, the boards page
// the board puzzles' build, the Sudoku page the Sudoku build, the lesson the one its chapter
// needs, and the Sudoku page the generator's build (the generator, hints and its count) only
// when a new puzzle, a hint or a count is first asked for. The links and boards pages' workers count with the count
// build (every engine, flat out), which the page itself never loads. The size budgets (scripts/size-budget.sh) keep each build's
// bytes in check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';

const fixture = useBrowser();

/** Opens `path` and records the wasm files that the page and its workers fetch. */
async function open(path) {
  const context = await fixture.browser.newContext();
  const page = await newPage(context);
  page.builds = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.wasm')) page.builds.push(url.pathname.split('/').slice(-2, -1)[0]);
  });
  await page.goto(new URL(path, fixture.server.url).href);
  return { page, close: () => context.close() };
}

const fetched = (page) => [...new Set(page.builds)].sort();

test('the links page loads the exact-cover build, and its workers count with the count build', async () => {
  const { page, close } = await open('links.html?workers=2');
  // The button is disabled until the page is ready (click waits for it); a test that clicked
  // before then timed out once in CI, under load.
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#count');
  await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('count-status').textContent), null, {
    timeout: 60_000,
  });
  assert.deepEqual(fetched(page), ['pkg-count', 'pkg-links']);
  assert.deepEqual(page.problems, []);
  await close();
});

test("the boards page loads the board puzzles' build, and its workers count with the count build", async () => {
  const { page, close } = await open('boards.html?puzzle=queens&board=8&workers=2');
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#count');
  await page.waitForFunction(() => /^92 solutions/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.deepEqual(fetched(page), ['pkg-boards', 'pkg-count']);
  // A word rectangle needs colours: the words build, loaded when one is first shown, steps it.
  // Its download is slowed, as on a slow network: Count, clicked while it comes, waits for the
  // word rectangle instead of counting the queens it leaves (a count the switch then cancelled).
  await page.route('**/pkg-words/**', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.selectOption('#puzzle', 'words:small @ 3x3');
  await page.click('#count');
  await page.waitForFunction(() => /^8 solutions/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.deepEqual(fetched(page), ['pkg-boards', 'pkg-count', 'pkg-words']);
  assert.deepEqual(page.problems, []);
  await close();
});

test('the lesson loads the build each chapter needs: text, then Sudoku for the Sudoku chapter, boards for pentominoes', async () => {
  const { page, close } = await open('lesson.html?chapter=cover');
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(page), ['pkg-links']);
  await page.click('#chapter-list a[href="?chapter=sudoku"]');
  await page.waitForFunction(() => {
    const host = document.querySelector('#sudoku [data-figure-host]');
    return host.children.length > 0 && !host.querySelector('.loading');
  });
  assert.deepEqual(fetched(page), ['pkg-links', 'pkg-sudoku']);
  // Opened at a chapter with a puzzle, it loads that build alone.
  const direct = await open('lesson.html?chapter=pentominoes');
  await direct.page.waitForSelector('body[data-ready="true"]');
  await direct.page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(direct.page), ['pkg-boards']);
  assert.deepEqual([...page.problems, ...direct.page.problems], []);
  await direct.close();
  await close();
});

test("the Sudoku page loads the Sudoku build, and the generator's only for a new puzzle (from a pointer over its button)", async () => {
  const { page, close } = await open('sudoku.html');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(page), ['pkg-sudoku']);
  // A pointer over New puzzle (or Hint) starts loading it, ahead of the click.
  const maker = page.context().waitForEvent('request', (request) => request.url().endsWith('/pkg-maker/dlx_stepper_bg.wasm'));
  await page.hover('#generate');
  await maker;
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('A new'), null, { timeout: 60_000 });
  assert.deepEqual(fetched(page), ['pkg-maker', 'pkg-sudoku']);
  assert.deepEqual(page.problems, []);
  await close();
});

test("the Sudoku page's Count loads the generator's build, whose workers count flat out (from a pointer over Count)", async () => {
  const { page, close } = await open('sudoku.html');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(page), ['pkg-sudoku']);
  const maker = page.context().waitForEvent('request', (request) => request.url().endsWith('/pkg-maker/dlx_stepper_bg.wasm'));
  await page.hover('#count');
  await maker;
  await page.click('#count');
  await page.waitForFunction(() => /^1 solution \(/.test(document.getElementById('status').textContent));
  assert.deepEqual(fetched(page), ['pkg-maker', 'pkg-sudoku']);
  assert.deepEqual(page.problems, []);
  await close();
});

test('the Sudoku page offline at its first new puzzle says so, and the next try works', async () => {
  const { page, close } = await open('sudoku.html');
  await page.waitForLoadState('networkidle');
  const maker = /\/pkg-maker\/dlx_stepper(_bg\.wasm|\.js)$/;
  await page.context().route(maker, (route) => route.abort('internetdisconnected'));
  await page.click('#generate');
  await page.waitForFunction(() => /^Could not load the engine/.test(document.getElementById('status').textContent));
  assert.match(await page.locator('#status').innerText(), /Check the connection and try again\.$/);
  await page.context().unroute(maker);
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('A new'), null, { timeout: 60_000 });
  await close();
});

test('the links page offline when it counts says so, and the next count works', async () => {
  const { page, close } = await open('links.html?workers=2');
  await page.waitForSelector('body[data-ready="true"]');
  const count = /\/pkg-count\/dlx_stepper_bg\.wasm$/;
  await page.context().route(count, (route) => route.abort('internetdisconnected'));
  await page.click('#count');
  await page.waitForFunction(() => /^Could not load the engine/.test(document.getElementById('count-status').textContent));
  await page.context().unroute(count);
  await page.click('#count');
  await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('count-status').textContent), null, {
    timeout: 60_000,
  });
  await close();
});

test('a server that sends the .wasm files as application/octet-stream: the builds load without a warning and the workers count', async () => {
  // Many hosts of a blog send .wasm so; streaming compilation then fails, and the engine's glue
  // fell back with a console warning per build (and a pool's compile failed outright).
  const context = await fixture.browser.newContext();
  await context.route(/\.wasm$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  const page = await newPage(context);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(new URL('boards.html?puzzle=queens&board=6&workers=2', fixture.server.url).href);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#count');
  await page.waitForFunction(() => /^4 solutions/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.deepEqual(warnings, []);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a page whose engine cannot be downloaded says it could not start, where it puts its messages', async () => {
  for (const [path, build, message] of [
    ['links.html', 'pkg-links', '#caption'],
    ['sudoku.html', 'pkg-sudoku', '#status'],
    ['boards.html', 'pkg-boards', '#caption'],
  ]) {
    const context = await fixture.browser.newContext();
    await context.route(`**/${build}/**`, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(new URL(path, fixture.server.url).href);
    await page.waitForSelector('body[data-ready="error"]');
    assert.match(await page.locator(message).innerText(), /^Could not start: /, path);
    // The counters are there, at 0, whatever the engine did.
    assert.equal(await page.locator('#count-nodes').innerText(), '0', path);
    await context.close();
  }
});

// Each page downloads the smallest build of the engine that has what it uses (see
// www/js/engine-builds.js): the links page the exact-cover stepper alone, the boards page, the
// lesson and the Sudoku page the build with puzzles, and the Sudoku page the largest build (the
// generator and hints) only when a new puzzle or a hint is first asked for. The size budgets
// (scripts/size-budget.sh) keep each build's bytes in check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from './browser.mjs';

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

test('the links page loads the exact-cover build, and counts on its workers with it', async () => {
  const { page, close } = await open('index.html?workers=2');
  await page.click('#count');
  await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('count-status').textContent), null, { timeout: 60_000 });
  assert.deepEqual(fetched(page), ['pkg-links']);
  assert.deepEqual(page.problems, []);
  await close();
});

test('the boards page and the lesson load the build with puzzles', async () => {
  for (const path of ['boards.html', 'lesson.html?chapter=sudoku']) {
    const { page, close } = await open(path);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fetched(page), ['pkg-puzzles'], path);
    assert.deepEqual(page.problems, [], path);
    await close();
  }
});

test('the Sudoku page loads the build with puzzles, and the largest only for a new puzzle', async () => {
  const { page, close } = await open('sudoku.html');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched(page), ['pkg-puzzles']);
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('A new'), null, { timeout: 60_000 });
  assert.deepEqual(fetched(page), ['pkg', 'pkg-puzzles']);
  assert.deepEqual(page.problems, []);
  await close();
});

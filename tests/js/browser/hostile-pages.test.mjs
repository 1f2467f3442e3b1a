// Hostile links, storage and input on every page and the widget, in a real Chromium. Each must
// open without an uncaught error, without a task over 200 ms (the browser's Long Tasks API),
// and with the user's text kept beside a message that says what is wrong.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, recordLongTasks, takeLongTasks } from '../browser.mjs';

const fixture = useBrowser();
const FREEZE_MS = 200;

// Pages are closed after each test: one left open (playing, measuring) would take CPU from the
// next test's pages and blur what their long tasks measure.
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

/** n queens in Knuth's format: rows and columns primary, diagonals secondary. */
function queens(n) {
  const primary = [];
  const secondary = [];
  for (let k = 0; k < n; k++) primary.push(`r${k}`, `c${k}`);
  for (let d = 0; d < 2 * n - 1; d++) secondary.push(`a${d}`, `b${d}`);
  const lines = [`${primary.join(' ')} | ${secondary.join(' ')}`];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n');
}

/** `count` named options over `width` items, three each (a problem of many lines). */
function manyOptions(count, width) {
  const lines = [];
  for (let k = 0; k < count; k++) {
    const items = new Set([k % width, (k * 7) % width, (k * 13) % width].map((i) => i + 1));
    lines.push(`o${k}: ${[...items].join(' ')}`);
  }
  return lines.join('\n');
}

/**
 * Opens `path` (with `storage` in the page's localStorage first, if given), recording long
 * tasks; waits until the page says it is ready, then for `settle` ms of background work.
 */
async function open(path, { storage, settle = 400, viewport = { width: 1300, height: 900 } } = {}) {
  const page = await newPage(fixture.browser, { viewport });
  opened.push(page);
  if (storage !== undefined) {
    // Stored before the tab's first page runs (newPage's own script, which empties the storage,
    // runs before this one).
    await page.addInitScript(
      ([name, value]) => {
        if (sessionStorage.getItem('test-stored') === null) {
          localStorage.setItem(name, value);
          sessionStorage.setItem('test-stored', 'yes');
        }
      },
      ['dlx-stepper.sudoku', storage],
    );
  }
  await recordLongTasks(page);
  await visit(page, path, settle);
  return page;
}

/** Opens `path` in `page` and waits until it says it is ready, then for `settle` ms. */
async function visit(page, path, settle = 400) {
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForTimeout(settle);
}

/** No uncaught error or console error, and no task longer than FREEZE_MS, since the last look. */
async function assertCalm(page, what) {
  const tasks = await takeLongTasks(page);
  assert.ok(Math.max(0, ...tasks) < FREEZE_MS, `${what}: long tasks ${tasks.join(', ')} ms`);
  assert.deepEqual(page.problems, [], what);
}

test('counting 15 queens on the boards page keeps the page calm to the end; Cancel stops 16 queens at once', async () => {
  // 2,279,184 solutions, 285,053 up to symmetry: the workers send counts and a few drawings
  // for the gallery, never every solution.
  const page = await open('/boards.html?puzzle=queens&board=15');
  await takeLongTasks(page);
  await page.click('#count');
  await page.waitForFunction(
    () => /^2,279,184 solutions; 285,053 up to rotation and reflection/.test(document.getElementById('status').textContent),
    null,
    { timeout: 120_000 },
  );
  await assertCalm(page, 'a count of 15 queens');
  await visit(page, '/boards.html?puzzle=queens&board=16');
  await page.click('#count');
  await page.waitForFunction(() => /solutions so far/.test(document.getElementById('status').textContent));
  const stopped = await page.evaluate(async () => {
    const start = performance.now();
    document.getElementById('cancel').click();
    while (document.getElementById('status').textContent !== 'Cancelled.') await new Promise((done) => setTimeout(done, 5));
    return performance.now() - start;
  });
  assert.ok(stopped < 1000, `Cancel took ${stopped} ms`);
  await assertCalm(page, 'a count of 16 queens, cancelled');
});

/** Waits until `#count-step` stops changing (a far seek goes in slices) and returns it. */
async function settledStep(page) {
  let last = '';
  for (;;) {
    const now = await page.locator('#count-step').innerText();
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(300);
  }
}

const number = (text) => Number(text.split(' / ')[0].replace(/[^\d]/g, ''));

test('links page: a link to step 4294967295 of 13 queens at link detail goes there in slices, and the stepper still works', async () => {
  const page = await open(`links.html?text=${encodeURIComponent(queens(13))}&detail=links&step=4294967295`);
  const reached = number(await settledStep(page));
  assert.ok(reached > 1000, `reached step ${reached}`);
  await assertCalm(page, 'opening');
  await page.keyboard.press('ArrowLeft');
  assert.equal(number(await page.locator('#count-step').innerText()), reached - 1);
  await page.keyboard.press('Home');
  assert.equal(number(await settledStep(page)), 0);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#caption').innerText(), /fewest options/);
  await assertCalm(page, 'stepping back, home and on');
});

test('links page: problems of 500 and 1,000 lines in the URL open at once, summarised where they cannot be drawn', async () => {
  for (const lines of [500, 1000]) {
    const text = manyOptions(lines, 40);
    const page = await open(`links.html?text=${encodeURIComponent(text)}&step=100000`);
    await settledStep(page);
    await assertCalm(page, `${lines} lines`);
    assert.match(
      await page.locator('#matrix').innerText(),
      new RegExp(`${lines.toLocaleString('en-US')} rows × 40 columns: too many cells to draw`),
    );
    assert.match(await page.locator('#diagram').innerText(), /too many to draw/);
    assert.equal(await page.inputValue('#problem-text'), text);
    // Closed at once: a page left open goes on scouting and comparing beside the next one.
    await page.close();
  }
});

test('links page: nonsense parameters open the A–G example at the start', async () => {
  const page = await open('links.html?step=-5', { settle: 100 });
  for (const query of [
    'step=-5',
    'step=NaN',
    'step=Infinity',
    'step=0x10',
    'step=1e3',
    'detail=%00&heuristic=<b>',
    'problem=nope',
    'problem=__proto__&step=3.5',
  ]) {
    if (query !== 'step=-5') await visit(page, `links.html?${query}`, 100);
    assert.match(await page.locator('#count-step').innerText(), /^0 \/ 43$/, query);
    assert.equal(await page.locator('#diagram .header').count(), 8, query);
    await assertCalm(page, query);
  }
});

test('links page: a link with unreadable text keeps the text, the message and the URL', async () => {
  const typed = 'A B C\nA D\n';
  const page = await open(`links.html?text=${encodeURIComponent(typed)}&step=9`);
  assert.match(await page.locator('#problem-error').innerText(), /^line 2, column 3: .*`D`/);
  assert.equal(await page.inputValue('#problem-text'), typed);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(400); // The URL is saved a moment after a change.
  assert.equal(new URL(page.url()).searchParams.get('text'), typed);
  await assertCalm(page, 'unreadable text');
});

test('links page: a big pasted problem loads without a freeze, and text over the limit is refused with the limit named', async () => {
  const page = await open('links.html');
  await page.click('#edit-toggle');
  await page.locator('#problem-text').evaluate(
    (area, text) => {
      area.value = text;
    },
    manyOptions(20_000, 400),
  );
  await takeLongTasks(page); // Filling the box is the test's doing, not the page's.
  await page.click('#load-problem');
  await page.waitForTimeout(400);
  assert.match(await page.locator('#matrix').innerText(), /20,000 rows × 400 columns/);
  await assertCalm(page, 'a 20,000-line problem');

  const huge = `${'x '.repeat(4_200_000)}\n`;
  await page.locator('#problem-text').evaluate((area, text) => {
    area.value = text;
  }, huge);
  await takeLongTasks(page);
  await page.click('#load-problem');
  assert.match(await page.locator('#problem-error').innerText(), /8 MiB/);
  assert.equal((await page.inputValue('#problem-text')).length, huge.length);
  await assertCalm(page, 'text over the limit');
});

test('links page: the branching rules are compared in the background, and a search too long to finish is stopped', async () => {
  const quick = await open('links.html');
  await quick.waitForFunction(() => document.getElementById('heuristics').textContent !== '');
  assert.match(
    await quick.locator('#heuristics').innerText(),
    /^Whole search: fewest ones first \d+ nodes, \d+ updates · first column \d+ nodes, \d+ updates\.$/,
  );
  // 200 options over 40 items, and a 41st item no option covers: the fewest-ones rule sees
  // the dead item at once, the first-item rule would search for minutes before reaching it.
  const options = manyOptions(200, 40)
    .split('\n')
    .map((line) => line.replace(/^o\d+: /, ''));
  const deadEnd = [`${Array.from({ length: 41 }, (_, k) => k + 1).join(' ')}`, ...options].join('\n');
  const slow = await open(`links.html?text=${encodeURIComponent(deadEnd)}`);
  await slow.waitForFunction(() => document.getElementById('heuristics').textContent !== '', null, { timeout: 10_000 });
  assert.match(await slow.locator('#heuristics').innerText(), /first column more than [\d,]+ nodes, [\d,]+ updates \(stopped measuring\)/);
  await slow.keyboard.press('ArrowRight');
  assert.match(await slow.locator('#count-step').innerText(), /^1 \/ /);
  await assertCalm(quick, 'comparing A–G');
  await assertCalm(slow, 'comparing a long search');
});

test('links page: playing 8 queens at top speed never holds up a frame', async () => {
  const page = await open(`links.html?text=${encodeURIComponent(queens(8))}`);
  await page.locator('#speed').fill('100');
  await page.keyboard.press('Space');
  // It plays to the end of the search (13,262 events) and stops there.
  await page.waitForFunction(() => {
    const [at, total] = document.getElementById('count-step').textContent.split(' / ');
    return at === total;
  });
  assert.ok(number(await page.locator('#count-step').innerText()) > 10_000);
  await assertCalm(page, 'playing');
});

test('Sudoku page: a shape beyond the limit in the URL or in storage is named, the text kept', async () => {
  const fromUrl = await open('sudoku.html?puzzle=x&shape=40x40');
  assert.match(await fromUrl.locator('#puzzle-error').innerText(), /bad box shape `40x40`: sides from 1 to 35/);
  assert.equal(await fromUrl.inputValue('#puzzle-text'), 'x');
  assert.equal(new URL(fromUrl.url()).search, '?puzzle=x&shape=40x40');
  assert.equal(await fromUrl.locator('#grid .cell').count(), 81);
  await assertCalm(fromUrl, 'shape in the URL');

  const fromStorage = await open('sudoku.html', { storage: JSON.stringify({ puzzle: 'x', shape: '40x40' }) });
  assert.match(await fromStorage.locator('#puzzle-error').innerText(), /bad box shape `40x40`/);
  assert.equal(await fromStorage.inputValue('#puzzle-text'), 'x');
  await assertCalm(fromStorage, 'shape in storage');
});

test('Sudoku page: garbage in storage is ignored and the page starts', async () => {
  // A good stored puzzle is taken: what is stored reaches the page.
  const good = await open('sudoku.html', { storage: JSON.stringify({ puzzle: '.'.repeat(16), shape: '2x2' }), settle: 100 });
  assert.equal(await good.locator('#grid .cell').count(), 16);
  await good.close();
  const garbage = [
    '{"puzzle":5}',
    '{"puzzle":["1"]}',
    '{"shape":9}',
    'not json',
    'null',
    '[]',
    '{"puzzle":"1","shape":{}}',
    JSON.stringify({ puzzle: '.'.repeat(2_000_000) }),
  ];
  for (const stored of garbage) {
    const page = await open('sudoku.html', { storage: stored, settle: 100 });
    assert.ok((await page.locator('#grid .cell').count()) >= 16, stored.slice(0, 40));
    await assertCalm(page, stored.slice(0, 40));
    await page.close();
  }
});

test('Sudoku page: a puzzle of the wrong length or with a stray letter keeps its text, URL and a message', async () => {
  for (const puzzle of ['1'.repeat(80), `${'.'.repeat(40)}q${'.'.repeat(40)}`]) {
    const page = await open(`sudoku.html?puzzle=${puzzle}`);
    assert.notEqual(await page.locator('#puzzle-error').innerText(), '');
    assert.equal(await page.inputValue('#puzzle-text'), puzzle);
    assert.equal(new URL(page.url()).searchParams.get('puzzle'), puzzle);
    await assertCalm(page, puzzle);
    await page.close();
  }
});

test('Sudoku page: a count limit of 0, or none, is refused with a message, and the page goes on', async () => {
  const page = await open(`sudoku.html?puzzle=${'.'.repeat(16)}`);
  for (const limit of ['0', '', '-3', '1.5']) {
    await page.locator('#limit').fill(limit);
    await page.click('#count');
    assert.match(await page.locator('#status').innerText(), /^The limit must be a whole number from 1/, `limit "${limit}"`);
  }
  await page.locator('#limit').fill('1000');
  await page.click('#count');
  await page.waitForFunction(() => /288 solutions/.test(document.getElementById('status').textContent));
  await assertCalm(page, 'count limits');
});

test('Sudoku page: a 35×35 grid is drawn and watched, with its live matrix, without a freeze', async () => {
  const page = await open(`sudoku.html?puzzle=${'.'.repeat(35 * 35)}&shape=5x7`);
  assert.equal(await page.locator('#grid .cell').count(), 35 * 35);
  await page.locator('h1').click();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
  await page.locator('#show-matrix').check();
  await page.waitForTimeout(300);
  await assertCalm(page, 'watching a 35×35');
});

test('widget: hostile attributes and a bad or huge body give a message, never a freeze', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1000, height: 900 } });
  opened.push(page);
  await recordLongTasks(page);
  await page.goto(`${fixture.server.url}widget.html`);
  await page.waitForSelector('dancing-links[data-state]');
  const cases = [
    { attributes: { example: 'knuth', step: '4294967295', speed: '-1', height: 'url(javascript:1)', controls: '<b>' } },
    { attributes: { example: 'queens4', speed: '1e308', detail: 'links', step: 'NaN' } },
    { attributes: { mode: 'links', step: '99999999' }, body: queens(13) },
    { attributes: { mode: 'matrix' }, body: manyOptions(5000, 300) },
    { attributes: {}, body: 'A B\nA C\n', error: /line 2, column 3/ },
    { attributes: { example: 'nope' }, error: /unknown example "nope"/ },
    { attributes: { mode: 'sudoku' }, body: '1'.repeat(100_000), error: /.+/ },
  ];
  await takeLongTasks(page);
  for (const [k, { attributes, body, error }] of cases.entries()) {
    const state = await page.evaluate(
      async ({ attributes, body, id }) => {
        const widget = document.createElement('dancing-links');
        widget.id = id;
        for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
        if (body) widget.textContent = body;
        document.body.prepend(widget);
        for (let tries = 0; !widget.dataset.state && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
        await new Promise((resolve) => setTimeout(resolve, 300));
        return {
          state: widget.dataset.state,
          caption: widget.shadowRoot.querySelector('.caption').textContent,
          kept: widget.textContent === (body ?? ''),
        };
      },
      { attributes, body, id: `case${k}` },
    );
    const label = JSON.stringify(attributes);
    if (error) {
      assert.equal(state.state, 'error', label);
      assert.match(state.caption, error, label);
    } else {
      assert.equal(state.state, 'ready', `${label}: ${state.caption}`);
    }
    assert.ok(state.kept, `${label}: the body is kept`);
    await assertCalm(page, label);
  }
});

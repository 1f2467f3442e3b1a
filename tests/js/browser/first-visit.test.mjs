// What a first-time visitor meets: a first play slow enough to watch, a speed slider the keyboard
// moves, and no page wider than a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';
import { PAGES } from '../../../scripts/pages.mjs';

const fixture = useBrowser();

test("the first ▶ on Knuth's example takes at least 10 s to reach the solution, on the links page and in the widget", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  // The rate the controls play at, as they show it, and the events before the solution.
  const rate = Number(/^(\d+) \/ second$/.exec(await page.textContent('#speed-value'))[1]);
  await page.click('#next-solution');
  await page.waitForFunction(() => document.querySelector('#count-solutions').textContent === '1');
  const toSolution = Number(/^(\d+) \//.exec(await page.textContent('#count-step'))[1]);
  assert.equal(toSolution, 32);
  await page.click('#to-start');
  // The first event is taken at once, the others at the rate.
  const seconds = (toSolution - 1) / rate;
  assert.ok(seconds >= 10, `${rate} events a second reach the solution in ${seconds} s`);
  // And ▶ plays at that rate: about a second and a half in, a few steps taken, not the search.
  await page.click('#play');
  await page.waitForTimeout(1500);
  const played = Number(/^(\d+) \//.exec(await page.textContent('#count-step'))[1]);
  await page.click('#play');
  assert.ok(played >= 1 && played <= 2 + Math.ceil(1.5 * rate), `${played} steps in 1.5 s at ${rate} a second`);
  // A speed the reader picks is kept when another problem opens.
  await page.locator('#speed').fill('60');
  await page.selectOption('#preset', 'python');
  assert.equal(await page.inputValue('#speed'), '60');

  // The widget's Knuth example, on widget.html, starts as slowly.
  await page.goto(`${fixture.server.url}widget.html`);
  await page.waitForSelector('dancing-links[example="knuth"][data-state="ready"]');
  assert.equal(await page.locator('dancing-links[example="knuth"] #speed-value').textContent(), `${rate} / second`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the boards page's first ▶ goes slowly enough to watch each piece go down: 45 events a second at most, a short search in about 20 s", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  const rate = async () => Number(/^(\d+) \/ second$/.exec(await page.textContent('#speed-value'))?.[1]);
  // Scott's board: a long search, at the rate the links page plays long searches at.
  await page.goto(`${fixture.server.url}boards.html`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await rate(), 45);
  // 5 queens: a short search, the whole of it known, played in about 20 s.
  await page.goto(`${fixture.server.url}boards.html?puzzle=queens&board=5`);
  await page.waitForSelector('body[data-ready="true"]');
  const total = Number(/\/ ([\d,]+)$/.exec(await page.textContent('#count-step'))[1].replaceAll(',', ''));
  const seconds = total / (await rate());
  assert.ok(seconds >= 15 && seconds <= 25, `${total} events at ${await rate()} a second take ${seconds} s`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the Sudoku page's first ▶ goes at the links page's usual speed, said in events a second", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}sudoku.html`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.textContent('#speed-value'), '45 / second');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a focused speed slider moves with the arrow keys, Home and End, and the search does not step', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  const before = Number(await page.inputValue('#speed'));
  await page.focus('#speed');
  await page.keyboard.press('ArrowRight');
  assert.equal(Number(await page.inputValue('#speed')), before + 1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(Number(await page.inputValue('#speed')), before - 1);
  await page.keyboard.press('End');
  assert.equal(await page.inputValue('#speed'), '100');
  // The fastest speed, in events a second like every other (not "per frame").
  assert.match(await page.textContent('#speed-value'), /^[\d,]{5,} \/ second$/);
  await page.keyboard.press('Home');
  assert.equal(await page.inputValue('#speed'), '0');
  assert.equal(await page.textContent('#speed-value'), '1 / second');
  assert.match(await page.textContent('#count-step'), /^0 \//, 'no step taken');
  // Away from the slider, the same keys step again.
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#count-step'), /^1 \//);

  // Inside a widget's shadow root too.
  await page.goto(`${fixture.server.url}widget.html`);
  const widget = page.locator('dancing-links[example="knuth"]').first();
  await page.waitForSelector('dancing-links[example="knuth"][data-state="ready"]');
  await widget.locator('#speed').focus();
  const start = Number(await widget.locator('#speed').inputValue());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  assert.equal(await widget.locator('#speed').inputValue(), '100');
  assert.notEqual(start, 100);
  assert.match(await widget.locator('.status').textContent(), /^Step 0 /);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('no page scrolls sideways on a 390 px phone', async () => {
  for (const file of ['index.html', 'links.html', 'sudoku.html', 'boards.html', 'lesson.html', 'widget.html', 'embed.html?example=knuth']) {
    const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${fixture.server.url}${file}`);
    await page.waitForSelector(file.startsWith('embed') ? 'dancing-links[data-state="ready"]' : 'body[data-ready]');
    // Every widget on the page started, so that what it draws counts too.
    const widgets = page.locator('dancing-links');
    for (let k = 0; k < (await widgets.count()); k++) {
      await widgets.nth(k).scrollIntoViewIfNeeded();
      await page.waitForFunction((k) => document.querySelectorAll('dancing-links')[k].dataset.state, k);
    }
    const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
    assert.ok(wide.page <= wide.window, `${file} is ${wide.page} px wide in a ${wide.window} px window`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('Space presses a focused button, and plays only when no button has the focus', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.focus('#count');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => /^1 solution/.test(document.getElementById('count-status').textContent));
  assert.match(await page.textContent('#count-step'), /^0 \//, 'Space counted, and did not play');
  // The bar's own → button, focused, steps once with Space.
  await page.focus('#forward');
  await page.keyboard.press(' ');
  assert.match(await page.textContent('#count-step'), /^1 \//);
  // Away from any button, Space plays.
  await page.locator('h1').click();
  await page.keyboard.press(' ');
  await page.waitForFunction(() => /^[2-9]\d* \//.test(document.getElementById('count-step').textContent));
  await page.keyboard.press(' ');
  assert.deepEqual(page.problems, []);
  await page.close();
});

// The list the pages' navigation is written from (scripts/pages.mjs), as the browser shows it.
test('every page has the same navigation, in the same order and words, with the open page marked', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 } });
  for (const [file] of PAGES) {
    await page.goto(`${fixture.server.url}${file}`);
    const links = await page
      .locator('header nav.pages a')
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-current')]));
    assert.deepEqual(
      links,
      PAGES.map(([href, text]) => [href, text, href === file ? 'page' : null]),
      file,
    );
  }
  // The links page, where links to a step land, says in a line what it shows and where to start.
  await page.goto(`${fixture.server.url}links.html`);
  assert.match(await page.locator('header .intro').innerText(), /^Knuth's Dancing Links solves exact-cover puzzles/);
  assert.equal(await page.locator('header .intro a').getAttribute('href'), 'lesson.html');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the home page, where a visitor lands, says what this is, shows it working and opens a door to each page', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    const page = await newPage(fixture.browser, { viewport: { width, height } });
    await page.goto(fixture.server.url);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.locator('.what').innerText(), /exact-cover[\s\S]*Algorithm X[\s\S]*Dancing Links[\s\S]*forwards and backwards/);
    assert.deepEqual(await page.locator('.doors a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))), [
      'lesson.html',
      'links.html',
      'sudoku.html',
      'boards.html',
      'widget.html',
    ]);
    // Knuth's example, live: → steps it.
    const widget = page.locator('dancing-links');
    await page.waitForSelector('dancing-links[data-state="ready"]');
    await widget.focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await widget.locator('.status').innerText(), /^Step 1 \/ 43/);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width} px: the page scrolls sideways`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('a link to a step of the links page from when it was index.html still opens that step', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}index.html?problem=queens4&step=12&detail=links`);
  await page.waitForURL(/links\.html\?problem=queens4&step=12&detail=links$/);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction(() => /^12 \//.test(document.getElementById('count-step').textContent));
  assert.equal(await page.inputValue('#detail'), 'links');
  assert.deepEqual(page.problems, []);
  await page.close();
});

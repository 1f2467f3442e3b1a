// The result of an action is seen where it happens: inside the window and above the fixed
// control bar, at desktop and phone widths; and on a phone the step's caption is on screen after
// every step (on the bar while the page's own caption lies below the grid).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';

const fixture = useBrowser();
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** Where `selector` is against the window and the control bar, once scrolling has settled. */
async function placement(page, selector) {
  await page.waitForTimeout(700);
  return page.evaluate((selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    const bar = document.querySelector('#controls').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: box.height, barTop: bar.top, window: innerHeight };
  }, selector);
}

function assertSeen(where, what) {
  assert.ok(where.height > 0, `${what} has no height`);
  assert.ok(where.top >= 0, `${what} starts above the window (${where.top})`);
  assert.ok(where.bottom <= where.barTop + 1, `${what} ends at ${where.bottom}, under the bar at ${where.barTop}`);
}

for (const viewport of SIZES) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`Sudoku at ${size}: Solve is on screen at once, and what Solve, Count, Hint and a bad paste say appears in view`, async () => {
    const page = await newPage(fixture.browser, { viewport });
    await page.goto(`${fixture.server.url}sudoku.html`);
    await page.waitForSelector('body[data-ready="true"]');
    if (viewport.width > 900) assertSeen(await placement(page, '#solve'), 'the Solve button');
    for (const [button, said] of [
      ['#solve', /^Solved in/],
      ['#count', /solution/],
      ['#hint', /./],
    ]) {
      await page.evaluate(() => scrollTo(0, 0));
      await page.click(button);
      await page.waitForFunction((said) => new RegExp(said).test(document.querySelector('#status').textContent), said.source);
      assertSeen(await placement(page, '#status'), `what ${button} says`);
      await page.click('#clear');
      await page.click('#undo');
    }
    // A paste anywhere on the page that is not a puzzle: its message is seen, the text kept.
    await page.evaluate(() => scrollTo(0, 0));
    await page.fill('#puzzle-text', '12345');
    await page.click('#puzzle-form button[type="submit"]');
    await page.waitForSelector('#puzzle-error:not([hidden])');
    assertSeen(await placement(page, '#puzzle-error'), 'the paste error');
    assert.equal(await page.inputValue('#puzzle-text'), '12345');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test(`the boards page at ${size}: the count's result is in view, not under the bar`, async () => {
    const page = await newPage(fixture.browser, { viewport });
    await page.goto(`${fixture.server.url}boards.html?puzzle=queens&board=8`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click('#count');
    await page.waitForFunction(() => /^92 solutions/.test(document.querySelector('#status').textContent));
    assertSeen(await placement(page, '#status'), "the count's result");
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

for (const [name, url] of [
  ['Sudoku', 'sudoku.html'],
  ['boards', 'boards.html'],
  ['links', 'links.html?problem=queens6'],
]) {
  test(`on a phone, the ${name} page's caption is on screen after each step, and the bar repeats it only while the caption is away`, async () => {
    const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 } });
    // A phone's processor, slower than this machine's: the page then hears of the caption's
    // place late, several reports at once (the bar once kept the oldest, and stayed bare).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${fixture.server.url}${url}`);
    await page.waitForSelector('body[data-ready="true"]');
    for (let step = 1; step <= 6; step++) {
      await page.keyboard.press('ArrowRight');
      // The bar's copy follows an IntersectionObserver, whose report may come late on a busy
      // machine (a first run compiles the native tests beside this one; 1 s was once too
      // short): the caption must be seen, in place or on the bar, within five seconds.
      const seenInTime = await page
        .waitForFunction(
          () => {
            const box = document.querySelector('#caption').getBoundingClientRect();
            const bar = document.querySelector('#controls');
            const inPlace = box.top >= 0 && box.bottom <= bar.getBoundingClientRect().top + 1;
            return inPlace || getComputedStyle(bar.querySelector('.bar-caption')).display !== 'none';
          },
          null,
          { timeout: 5000 },
        )
        .then(() => true)
        .catch(() => false);
      const seen = await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const caption = document.querySelector('#caption');
        const copy = document.querySelector('#controls .bar-caption');
        return {
          same: copy.textContent === caption.textContent,
          text: caption.textContent,
          hidden: copy.getAttribute('aria-hidden'),
        };
      });
      assert.ok(seen.text.length > 0, 'a caption');
      if (!seenInTime) {
        // What the page looked like, so that a failure on a busy machine says why.
        const state = await page.evaluate(() => {
          const rect = (element) => {
            const box = element.getBoundingClientRect();
            return `${Math.round(box.top)}..${Math.round(box.bottom)}`;
          };
          const bar = document.querySelector('#controls');
          const copy = bar.querySelector('.bar-caption');
          return `bar class "${bar.className}" at ${rect(bar)}, caption at ${rect(document.querySelector('#caption'))}, copy display ${getComputedStyle(copy).display} "${copy.textContent}", scrollY ${scrollY}, window ${innerHeight}`;
        });
        await page.screenshot({ path: `target/in-view-${name}-step-${step}.png` }).catch(() => {});
        assert.fail(`step ${step}: "${seen.text}" was neither in view nor on the bar within 5 s (${state})`);
      }
      assert.ok(seen.same, 'the bar says what the caption says');
      assert.equal(seen.hidden, 'true', "screen readers hear the caption once, not the bar's copy");
    }
    // Scrolled to the caption, the bar stops repeating it.
    await page.evaluate(() => document.querySelector('#caption').scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const onBar = await page.evaluate(() => getComputedStyle(document.querySelector('#controls .bar-caption')).display !== 'none');
    assert.equal(onBar, false);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`the links page at ${viewport.width}×${viewport.height}: the lit line of the pseudo-code is on screen at every step, above the bar`, async () => {
    const page = await newPage(fixture.browser, { viewport });
    await page.goto(`${fixture.server.url}links.html?problem=knuth`);
    await page.waitForSelector('body[data-ready="true"]');
    const hidden = [];
    for (let step = 1; step <= 43; step++) {
      await page.keyboard.press('ArrowRight');
      // Once the bar has settled: the caption may move onto it, and the bar grow.
      await page.waitForTimeout(150);
      const where = await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const line = document.querySelector('#code li.current');
        if (!line) return null;
        const box = line.getBoundingClientRect();
        const bar = document.querySelector('#controls').getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, barTop: bar.top, scrollY };
      });
      if (where && (where.top < 0 || where.bottom > where.barTop + 1)) hidden.push(`step ${step}: ${JSON.stringify(where)}`);
    }
    assert.deepEqual(hidden, []);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
}

// Figures that hold many labels zoom where they are shown fitted and small: the boards page's
// board, the lesson's links diagrams and a widget whose `controls` leave zoom out. Each label is
// measured as drawn: under 8 px fitted, at least 9 zoomed in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';

const fixture = useBrowser();

/**
 * The size in px, as drawn, of the smallest label (an SVG text) matching `selector` (in the shadow
 * root of `host`, when given): its font size times the drawing's scale on screen.
 */
const labelHeight = (page, selector, host) =>
  page.evaluate(
    ([s, h]) =>
      Math.min(
        ...[...(h ? document.querySelector(h).shadowRoot : document).querySelectorAll(s)].map(
          (text) => parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a,
        ),
      ),
    [selector, host],
  );

async function open(path, width) {
  const page = await newPage(fixture.browser, { viewport: { width, height: width > 600 ? 800 : 844 } });
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

test('the boards page: Langford pairs for 16 zoom from unreadable to readable, the board scrolling, and fit again', async () => {
  for (const width of [1280, 390]) {
    const page = await open('boards.html?puzzle=langford&board=16&step=200', width);
    const label = () => labelHeight(page, '#board text');
    const fitted = await label();
    assert.ok(fitted < 8, `${width} px: a fitted number is ${fitted} px high`);
    while ((await label()) < 9 && (await page.locator('#board-export [data-zoom="1"]').isEnabled()))
      await page.click('#board-export [data-zoom="1"]');
    const zoomed = await label();
    assert.ok(zoomed >= 9, `${width} px: zoomed in as far as it goes, a number is ${zoomed} px high`);
    assert.ok(await page.evaluate(() => document.getElementById('board').scrollWidth > document.getElementById('board').clientWidth + 1));
    await page.click('#board-export [data-zoom="0"]');
    assert.equal(await label(), fitted);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("the lesson's colours chapter on a phone: its diagram zooms to readable labels", async () => {
  const page = await open('lesson.html?chapter=colors', 390);
  await page.waitForSelector('.watch-links svg');
  const label = () => labelHeight(page, '.watch-links .node:not(.header) text');
  const fitted = await label();
  assert.ok(fitted < 8, `a fitted label is ${fitted} px high`);
  const zoomIn = page.locator('.figure-tools [data-zoom="1"]');
  while ((await label()) < 9 && (await zoomIn.isEnabled())) await zoomIn.click();
  assert.ok((await label()) >= 9, `zoomed in, a label is ${await label()} px high`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a widget whose controls leave zoom out still zooms when its labels would read under 8 px; one that reads well does not', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${fixture.server.url}widget.html`);
  await page.waitForSelector('body[data-ready]');
  await page.evaluate(() => {
    for (const [example, width] of [
      ['queens4', '100%'],
      ['knuth', '100%'],
    ]) {
      const widget = document.createElement('dancing-links');
      widget.setAttribute('example', example);
      widget.setAttribute('controls', 'play step back');
      widget.id = `test-${example}`;
      widget.style.width = width;
      document.body.prepend(widget);
    }
  });
  for (const id of ['#test-queens4', '#test-knuth'])
    await page.waitForFunction((s) => document.querySelector(s).dataset.state === 'ready', id);
  const zoomShown = (id) => page.evaluate((s) => !document.querySelector(s).shadowRoot.querySelector('.tools .zoom').hidden, id);
  const label = () => labelHeight(page, '.node:not(.header) text', '#test-queens4');
  const fitted = await label();
  assert.ok(fitted < 8, `4 queens fitted: a label is ${fitted} px high`);
  assert.equal(await zoomShown('#test-queens4'), true);
  const zoomIn = page.locator('#test-queens4 [data-zoom="1"]');
  while ((await label()) < 9 && (await zoomIn.isEnabled())) await zoomIn.click();
  assert.ok((await label()) >= 9, `zoomed in, a label is ${await label()} px high`);
  const knuth = await labelHeight(page, '.node:not(.header) text', '#test-knuth');
  assert.equal(await zoomShown('#test-knuth'), knuth < 8, `A–G's labels are ${knuth} px high`);
  // Play, step and back are all the bar keeps.
  assert.equal(await page.evaluate(() => document.querySelector('#test-queens4').shadowRoot.querySelector('.speed').hidden), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Accessibility: axe-core (npm) on every page, at desktop and phone width, in the states a
// reader meets (at the start, mid-search with candidates and branch outlines, a hint shown, a
// count's gallery): no serious or critical violation.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { useBrowser, newPage } from '../browser.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const fixture = useBrowser();
const opened = [];
after(async () => {
  await Promise.all(opened.map((page) => page.close()));
});

/** The serious and critical violations on the page now, one line each. */
async function audit(page) {
  // Once a page: a second copy would be parsed and compiled again (half a megabyte).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // Only the violations: axe need not gather the details of what passed.
  const violations = await page.evaluate(async () =>
    (await window.axe.run(document, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0].target.join(' ')})`),
  );
  return violations;
}

// Each page, and what to do on it before the audit.
const SCENES = [
  [
    'index.html',
    'the home page, its widget ready',
    async (page) => {
      await page.waitForSelector('dancing-links[data-state="ready"]');
    },
  ],
  ['links.html', 'the links page at the start', async () => {}],
  ['links.html?problem=queens5&step=40&detail=links', 'the links page mid-search, every link', async () => {}],
  [
    'links.html?problem=knuth',
    'the links page asking a prediction about a cover',
    async (page) => {
      await page.check('#predict');
      await page.locator('h1').click();
      await page.keyboard.press('ArrowRight');
      await page.click('#predict-panel button[data-item="1"]');
      await page.keyboard.press('ArrowRight');
    },
  ],
  [`sudoku.html?puzzle=${'.'.repeat(81)}`, 'the Sudoku page, empty', async () => {}],
  [
    'sudoku.html',
    'the Sudoku page mid-search, with the matrix',
    async (page) => {
      await page.locator('#show-matrix').check();
      await page.locator('h1').click();
      for (let k = 0; k < 6; k++) await page.keyboard.press('ArrowRight');
    },
  ],
  [
    'sudoku.html',
    'a killer with a hint',
    async (page) => {
      await page.selectOption('#variant', 'killer');
      await page.click('#hint');
      await page.waitForFunction(() => !/…$/.test(document.getElementById('status').textContent));
    },
  ],
  [
    'boards.html',
    "Scott's board asking a prediction",
    async (page) => {
      await page.check('#predict');
      await page.locator('h1').click();
      await page.keyboard.press('ArrowRight');
    },
  ],
  [
    'boards.html',
    "Scott's board mid-search",
    async (page) => {
      await page.locator('h1').click();
      for (let k = 0; k < 30; k++) await page.keyboard.press('ArrowRight');
    },
  ],
  [
    'boards.html',
    'drawing a board: cleared, one square painted, used',
    async (page) => {
      await page.selectOption('#puzzle', 'pentominoes:draw');
      await page.click('#draw-clear');
      await page.locator('#draw-grid button').first().click();
      await page.click('#draw-use');
    },
  ],
  [
    'links.html',
    'the links editor refusing a problem with no options',
    async (page) => {
      await page.click('#edit-toggle');
      await page.fill('#problem-text', 'A B C');
      await page.click('#load-problem');
    },
  ],
  ['lesson.html?chapter=99', 'the lesson, asked for a chapter it does not have', async () => {}],
  ['boards.html?puzzle=langford&board=7&step=60', 'Langford pairs for 7 mid-search', async () => {}],
  ['boards.html?puzzle=soma&board=cube&step=40', 'the Soma cube mid-search', async () => {}],
  [
    'boards.html?puzzle=polycubes&board=tetracubes+%40+4x4x2&step=40',
    'the tetracubes mid-search, turned',
    async (page) => {
      await page.click('#turn-right');
    },
  ],
  [
    'boards.html?puzzle=polyominoes&board=' +
      encodeURIComponent('I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#. @ 6x4') +
      '&step=60',
    'pieces with copies mid-search, the legend counting them',
    async (page) => {
      await page.waitForSelector('#legend .piece-chip.copies');
    },
  ],
  [
    'boards.html',
    'your own pieces, the editor open',
    async (page) => {
      await page.selectOption('#puzzle', 'polyominoes:edit');
    },
  ],
  [
    'boards.html?puzzle=queens&board=6',
    'six queens counted, with the gallery',
    async (page) => {
      await page.click('#count');
      await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
    },
  ],
  [
    'widget.html',
    "the widget's documentation, every mode live",
    async (page) => {
      // Each widget starts when it scrolls into view.
      const widgets = page.locator('dancing-links');
      for (let k = 0; k < (await widgets.count()); k++) {
        await widgets.nth(k).scrollIntoViewIfNeeded();
        await page.waitForFunction((i) => document.querySelectorAll('dancing-links')[i].dataset.state === 'ready', k, { timeout: 30_000 });
      }
    },
  ],
  // The lesson: every chapter, its figure built (the check's state does not change the markup's kind).
  // Each at one width, the chapters taking turns: they share the lesson's page and its controls,
  // which the scene of the missing chapter above audits at both widths, and differ in their
  // figure and text (a quarter of this file's time went to auditing each twice).
  ...[
    'puzzle',
    'algorithm-x',
    'linked-list',
    'cover',
    'search',
    'fewest',
    'sudoku',
    'pentominoes',
    'queens',
    'colors',
    'multiplicities',
    'next',
  ].map((chapter) => [`lesson.html?chapter=${chapter}`, `the lesson, chapter "${chapter}"`, async () => {}, 'one width']),
];

/**
 * One scene, loaded at `widths[0]` px and audited, then at `widths[1]` px (the same page resized,
 * as a phone turned or a window narrowed) unless the scene is audited at one width: the violations
 * found, each named by its scene and width.
 */
async function auditScene(widths, [path, scene, act, oneWidth]) {
  const page = await newPage(fixture.browser, { viewport: { width: widths[0], height: 900 } });
  opened.push(page);
  await page.goto(`${fixture.server.url}${path}`);
  await page.waitForSelector('body[data-ready]');
  await act(page);
  const found = [];
  for (const width of oneWidth ? widths.slice(0, 1) : widths) {
    if (width !== widths[0]) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize's layout and whatever the page redraws for it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    found.push(...(await audit(page)).map((violation) => `${width} px, ${scene}: ${violation}`));
  }
  assert.deepEqual(page.problems, [], scene);
  await page.close();
  return found;
}

// Two scenes at a time (most of this file's time is the audit). Every scene but the lesson's
// chapters is audited at both widths; half the scenes load at 1280 px and are narrowed, the other half load at 390 px and
// are widened, so that both a page laid out first for a phone and one laid out first for a
// desktop are audited at each width.
test('axe-core finds no serious or critical violation at 1280 px and at 390 px', async () => {
  const jobs = SCENES.map((scene, k) => () => auditScene(k % 2 ? [390, 1280] : [1280, 390], scene));
  const found = [];
  const lane = async () => {
    while (jobs.length) found.push(...(await jobs.shift()()));
  };
  await Promise.all([lane(), lane()]);
  assert.deepEqual(found.sort(), []);
});

test('asked for less motion: changed links do not flash, and a widget with autoplay waits for ▶', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  opened.push(page);
  await page.goto(`${fixture.server.url}links.html`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('h1').click();
  for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
  const animations = await page
    .locator('.diagram .link.changed')
    .evaluateAll((links) => links.map((link) => getComputedStyle(link).animationName));
  assert.ok(animations.length > 0 && animations.every((name) => name === 'none'), String(animations));
  await page.goto(`${fixture.server.url}widget.html`);
  const autoplay = page.locator('dancing-links[autoplay]').first();
  await autoplay.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('dancing-links[autoplay]').dataset.state === 'ready');
  await page.waitForTimeout(800);
  assert.match(await autoplay.locator('.status').innerText(), /^Step 0 /);
  // Without the preference, the same widget plays by itself.
  const moving = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  opened.push(moving);
  await moving.goto(`${fixture.server.url}widget.html`);
  const playing = moving.locator('dancing-links[autoplay]').first();
  await playing.scrollIntoViewIfNeeded();
  await moving.waitForFunction(
    () => /^Step [1-9]/.test(document.querySelector('dancing-links[autoplay]').shadowRoot.querySelector('.status').textContent),
    null,
    { timeout: 10_000 },
  );
  assert.deepEqual([...page.problems, ...moving.problems], []);
});

test('covered, hidden and changed differ by more than colour: struck through, dashed, thicker', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  opened.push(page);
  await page.goto(`${fixture.server.url}links.html?detail=links`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('h1').click();
  // Into the first cover: an item covered, nodes hidden, links just changed.
  for (let k = 0; k < 5; k++) await page.keyboard.press('ArrowRight');
  const look = await page.evaluate(() => {
    const style = (selector, property) => [...document.querySelectorAll(selector)].map((e) => getComputedStyle(e)[property]);
    return {
      covered: style('.diagram .header.covered text', 'textDecorationLine'),
      hidden: style('.diagram .node.hidden rect', 'strokeDasharray'),
      changed: style('.diagram .link.changed', 'strokeWidth').map(parseFloat),
      plain: style('.diagram .link:not(.changed)', 'strokeWidth').map(parseFloat),
    };
  });
  assert.ok(look.covered.length > 0 && look.covered.every((d) => d.includes('line-through')), JSON.stringify(look.covered));
  assert.ok(look.hidden.length > 0 && look.hidden.every((d) => d !== 'none'), JSON.stringify(look.hidden));
  assert.ok(look.changed.length > 0 && Math.min(...look.changed) > Math.max(...look.plain), JSON.stringify(look));
  assert.deepEqual(page.problems, []);
});

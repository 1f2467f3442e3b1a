// The lesson, walked chapter by chapter with the keyboard only (Tab, Enter, arrows: no clicks),
// each chapter's check passed by doing what it asks, wrong answers answered as wrong; progress
// kept across a reload; every chapter reachable by its URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, newPage } from '../browser.mjs';
import { freshList, isWhole, readList } from '../../../www/js/lesson/linked-list.js';

const fixture = useBrowser();

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`. */
async function tabTo(page, selector, { backward = false, limit = 120 } = {}) {
  for (let k = 0; k < limit; k++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function press(page, selector, { key = 'Enter', backward = false } = {}) {
  await tabTo(page, selector, { backward });
  await page.keyboard.press(key);
}

const shown = (page) => page.evaluate(() => document.querySelector('.chapter:not([hidden])').id);
const checkText = (page) => page.evaluate(() => document.querySelector('.chapter:not([hidden]) [data-check]').textContent);
const passed = (page) =>
  page.waitForFunction(() => document.querySelector('.chapter:not([hidden]) [data-check]').classList.contains('passed'), null, {
    timeout: 15_000,
  });
const isPassed = (page) => page.evaluate(() => document.querySelector('.chapter:not([hidden]) [data-check]').classList.contains('passed'));
const feedback = (page) => page.evaluate(() => document.querySelector('.chapter:not([hidden]) .feedback').textContent);

async function nextChapter(page, expected) {
  await press(page, '#next-chapter');
  await page.waitForFunction(
    (id) => document.querySelector('.chapter:not([hidden])').id === id && new URLSearchParams(location.search).get('chapter') === id,
    expected,
  );
  // The reader lands on the new chapter's heading.
  assert.equal(await page.evaluate(() => document.activeElement.closest('.chapter')?.id), expected);
}

test('the lesson walked with the keyboard only: every check passed, a wrong answer called wrong', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}lesson.html`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await shown(page), 'puzzle');

  // 1. Rows 2 (A D G) and 4 (A D) clash on A and D; rows 1, 4 and 5 are the exact cover.
  await press(page, 'button[data-row="1"]');
  await press(page, 'button[data-row="3"]');
  assert.match(await page.textContent('.verdict'), /Clash: columns A, D have/);
  assert.equal(await isPassed(page), false);
  await page.keyboard.press('Enter'); // Row 4 dropped again (focus stays on its button).
  await press(page, 'button[data-row="1"]', { backward: true });
  for (const row of [0, 3, 4]) await press(page, `button[data-row="${row}"]`, { backward: row === 0 });
  await passed(page);
  assert.match(await checkText(page), /rows \(C E F\), \(A D\), \(B G\) are an exact cover/);

  // 2. B is a wrong guess (it ties with A, which comes first); A is right; then ★ to the solution.
  await nextChapter(page, 'algorithm-x');
  await press(page, 'button[data-item="1"]');
  assert.match(await feedback(page), /Not quite: B has 2 ones, and A has 2\. They tie/);
  await press(page, 'button[data-item="0"]');
  assert.match(await feedback(page), /Yes: A has 2 ones, the fewest/);
  assert.equal(await isPassed(page), false, 'the solution is still to be found');
  await press(page, '.chapter:not([hidden]) #next-solution');
  await passed(page);
  for (const row of ['(A D)', '(B G)', '(C E F)']) assert.ok((await checkText(page)).includes(row), `the solution names ${row}`);

  // 3. Take 2 and 3 out, put 2 back first: broken while 3 is out; whole once 3 is back, but not
  // passed (not reverse order). Then in reverse order: passed.
  await nextChapter(page, 'linked-list');
  await press(page, '[data-out="2"]');
  await press(page, '[data-out="3"]');
  assert.match(await page.textContent('.list-reading'), /Forwards \(R from the head\): head → 1 → 4 → 5 → head/);
  await press(page, '[data-back="2"]');
  assert.match(await page.textContent('.list-verdict'), /Broken: the two readings disagree/);
  assert.match(await page.textContent('.list-message'), /3 came out after 2/);
  await press(page, '[data-back="3"]');
  assert.match(await page.textContent('.list-verdict'), /Whole again, though not in reverse order \(out 2, 3, back 2, 3\)/);
  assert.equal(await isPassed(page), false);
  await press(page, '[data-out="2"]', { backward: true });
  await press(page, '[data-out="3"]');
  await press(page, '[data-back="3"]');
  await press(page, '[data-back="2"]');
  await passed(page);
  assert.match(await page.textContent('.list-verdict'), /The list is whole/);

  // 4. Arrow keys on the figure: cover A one link at a time until the first row is tried, back to the start.
  await nextChapter(page, 'cover');
  await tabTo(page, '.watch');
  let steps = 0;
  while (!/^Try /.test(await page.textContent('.chapter:not([hidden]) .caption')) && steps < 40) {
    await page.keyboard.press('ArrowRight');
    steps += 1;
  }
  assert.ok(steps > 3 && steps < 40, `${steps} steps to the first try`);
  assert.equal(await isPassed(page), false);
  for (let k = 0; k < steps; k++) await page.keyboard.press('ArrowLeft');
  await passed(page);
  assert.match(await page.textContent('.chapter:not([hidden]) .status'), /^Step 0 /);

  // 5. ★ to the solution, ← once.
  await nextChapter(page, 'search');
  await press(page, '.chapter:not([hidden]) #next-solution');
  await page.waitForFunction(() => /1 solution found/.test(document.querySelector('.chapter:not([hidden]) .status').textContent));
  assert.equal(await isPassed(page), false);
  await page.keyboard.press('ArrowLeft');
  await passed(page);

  // 6. A wrong answer, then the right one.
  await nextChapter(page, 'fewest');
  const captions = await page.$$eval('.rule-tree figcaption', (list) => list.map((c) => c.textContent));
  const tried = captions.map((c) => Number(/([\d,]+) rows tried/.exec(c)[1].replace(/,/g, '')));
  assert.ok(tried[1] < tried[0], `fewest first tries fewer rows: ${tried}`);
  await press(page, 'button[data-choice="1"]');
  assert.match(await feedback(page), /both searches find the same solutions/);
  assert.equal(await isPassed(page), false);
  await press(page, 'button[data-choice="0"]');
  await passed(page);

  // 7. Arrows inside the grid to a cell with one candidate left (read off the grid).
  await nextChapter(page, 'sudoku');
  await tabTo(page, '.grid .cell');
  const cells = await page.$$eval('.chapter:not([hidden]) .grid .cell', (list) =>
    list.map((cell) => cell.querySelector('.sr-only').textContent),
  );
  const from = await page.evaluate(() => Number(document.activeElement.dataset.cell));
  assert.match(cells[from], /candidates \d \d/, 'the walk starts on a cell with a choice');
  assert.match(await page.textContent('.cell-items'), /placements left/);
  const target = cells.findIndex((label) => /candidates \d$/.test(label));
  assert.ok(target > from, 'a single candidate further on');
  for (let k = from; k < target; k++) await page.keyboard.press('ArrowRight');
  await passed(page);
  assert.match(await page.textContent('.cell-items'), /Only one placement left/);

  // 8 and 9. ★ to the first tiling, and to the first six queens.
  for (const chapter of ['pentominoes', 'queens']) {
    await nextChapter(page, chapter);
    await press(page, '.chapter:not([hidden]) #next-solution');
    await passed(page);
  }

  // 10. ★ to the first word square, named word by word.
  await nextChapter(page, 'colors');
  await press(page, '.chapter:not([hidden]) #next-solution');
  await passed(page);
  assert.match(await checkText(page), /A word square: at over to, its columns words too/);

  // 11. ★ to the first six rooks: every row and every column named twice.
  await nextChapter(page, 'multiplicities');
  await press(page, '.chapter:not([hidden]) #next-solution');
  await passed(page);
  const rooks = (await checkText(page)).match(/Six rooks: ([^.]*)\./)[1].split(', ');
  assert.equal(rooks.length, 6);
  for (const line of ['r1', 'r2', 'r3', 'c1', 'c2', 'c3']) {
    assert.equal(rooks.filter((square) => square.split(' ').includes(line)).length, 2, `${line} in ${rooks}`);
  }

  await nextChapter(page, 'next');
  assert.equal(await page.isHidden('#next-chapter'), true, 'the last chapter has no next');
  assert.match(await page.textContent('#progress'), /^11 of 11 checks passed$/);
  assert.equal(await page.locator('#chapter-list .tick').count(), 12);

  // Progress survives a reload; without ?chapter the reader returns where they were.
  await page.goto(`${fixture.server.url}lesson.html`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await shown(page), 'next');
  assert.match(await page.textContent('#progress'), /^11 of 11 checks passed$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the lesson: each chapter opens directly by its URL, and Back returns to the chapter before', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 800 } });
  await page.goto(`${fixture.server.url}lesson.html?chapter=fewest`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await shown(page), 'fewest');
  assert.match(await page.title(), /^Why fewest first/);
  assert.match(await checkText(page), /^Your turn/, 'a fresh reader has not passed it');
  await page.click('#next-chapter');
  await page.waitForFunction(() => document.querySelector('.chapter:not([hidden])').id === 'sudoku');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.chapter:not([hidden])').id === 'fewest');
  // An unknown chapter opens the first, and says so.
  await page.goto(`${fixture.server.url}lesson.html?chapter=nonsense`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await shown(page), 'puzzle');
  assert.match(await page.textContent('#unknown-chapter'), /There is no chapter "nonsense": the lesson has chapters 1 to 12/);
  assert.equal(await page.isVisible('#unknown-chapter'), true);
  // A chapter by its number, as the headings count: no note.
  for (const [number, id] of [
    ['2', 'algorithm-x'],
    ['4', 'cover'],
    ['10', 'colors'],
    ['11', 'multiplicities'],
    ['12', 'next'],
  ]) {
    await page.goto(`${fixture.server.url}lesson.html?chapter=${number}`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await shown(page), id, `?chapter=${number}`);
    assert.equal(await page.isVisible('#unknown-chapter'), false);
  }
  for (const bad of ['0', '13']) {
    await page.goto(`${fixture.server.url}lesson.html?chapter=${bad}`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent('#unknown-chapter'), new RegExp(`no chapter "${bad}"`));
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the lesson uses a word only once taught: chapters 1 and 2 say columns and rows, chapter 4 explains the skipped numbers', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}lesson.html?chapter=1`);
  await page.waitForSelector('body[data-ready="true"]');
  // Chapter 1 names its rows as chapter 2's captions do: by the columns of their 1s.
  const rows = await page.$$eval('.pick-table button[data-row]', (list) => list.map((b) => b.textContent));
  assert.deepEqual(rows, ['Row C E F', 'Row A D G', 'Row B C F', 'Row A D', 'Row B G', 'Row D E G']);

  // Chapter 2: every caption of the whole search, step by step, in chapter 1 and 2's words.
  await page.goto(`${fixture.server.url}lesson.html?chapter=2`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.focus('.chapter:not([hidden]) .watch');
  const caption = () => page.textContent('.chapter:not([hidden]) .caption');
  const captions = [await caption()];
  for (let k = 0; k < 60 && !/search is over/.test(captions.at(-1)); k++) {
    await page.keyboard.press('ArrowRight');
    captions.push(await caption());
  }
  assert.match(captions.at(-1), /^The search is over: 1 solution, found by trying \d+ rows\.$/);
  for (const text of captions) assert.doesNotMatch(text, /unlink|header|branch|primary|item|option|node|cover\b/i, text);
  assert.ok(
    captions.some((text) => /^Strike out column A and its rows \(A D G\), \(A D\)/.test(text)),
    'the first strike-out is told',
  );
  assert.ok(
    captions.some((text) => /dead end/.test(text)),
    'a dead end is told',
  );
  assert.ok(
    captions.some((text) => /^Every column has exactly one 1: \(A D\), \(C E F\), \(B G\) is a solution!$/.test(text)),
    captions.join('\n'),
  );

  // Chapter 4: the node numbers the picture skips are the spacers the prose names.
  await page.goto(`${fixture.server.url}lesson.html?chapter=cover`);
  await page.waitForSelector('.chapter:not([hidden]) .watch-links svg');
  const drawn = await page.$$eval('.chapter:not([hidden]) .watch-links text', (list) =>
    list
      .map((t) => t.textContent.trim())
      .filter((t) => /^\d+$/.test(t))
      .map(Number),
  );
  const nodes = drawn.filter((n) => n >= 8);
  const skipped = [];
  for (let n = 8; n <= Math.max(...nodes) + 1; n++) if (!nodes.includes(n)) skipped.push(n);
  assert.deepEqual(skipped, [8, 12, 16, 20, 23, 26, 30]);
  const prose = await page.textContent('.chapter:not([hidden])');
  assert.match(prose, /skips \(8, 12, 16, 20, 23, 26\s+and 30\) belong to spacer nodes/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('chapter 3 tells the truth: reverse order always mends the list, 2 3 4 out and 2 4 3 back breaks it for good', () => {
  const run = (out, back) => {
    const list = freshList();
    const { R, L } = list;
    for (const x of out) {
      R[L[x]] = R[x];
      L[R[x]] = L[x];
    }
    for (const x of back) {
      R[L[x]] = x;
      L[R[x]] = x;
    }
    return list;
  };
  const orders = (nodes) =>
    nodes.length <= 1
      ? [nodes]
      : nodes.flatMap((x, k) => orders([...nodes.slice(0, k), ...nodes.slice(k + 1)]).map((rest) => [x, ...rest]));
  for (const nodes of [
    [2, 3],
    [1, 2, 3],
    [2, 3, 4, 5],
    [1, 3, 5],
  ]) {
    for (const out of orders(nodes)) assert.ok(isWhole(run(out, [...out].reverse())), `out ${out}, back in reverse`);
  }
  const broken = run([2, 3, 4], [2, 4, 3]);
  assert.equal(isWhole(broken), false);
  assert.deepEqual(readList(broken.R), [1, 4, 5]);
});

test("chapter 3's list fits a phone's width: every node in view, none behind a scroll", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${fixture.server.url}lesson.html?chapter=linked-list`);
  await page.waitForSelector('body[data-ready="true"]');
  const fit = await page.locator('.list-diagram').evaluate((box) => {
    const inside = box.getBoundingClientRect();
    const nodes = [...box.querySelectorAll('.node rect')].map((rect) => rect.getBoundingClientRect());
    return {
      nodes: nodes.length,
      out: nodes.filter((node) => node.left < inside.left - 1 || node.right > inside.right + 1).length,
      scroll: box.scrollWidth - box.clientWidth,
    };
  });
  assert.deepEqual(fit, { nodes: 6, out: 0, scroll: 0 });
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the lesson's description for search engines counts its chapters", () => {
  const html = readFileSync(new URL('../../../www/lesson.html', import.meta.url), 'utf8');
  const chapters = html.match(/<section class="chapter"/g).length;
  const said = html.match(/<meta name="description" content="[^"]* in (\w+) short chapters/)[1];
  const words = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
  ];
  assert.equal(words.indexOf(said), chapters, `the description says ${said}; the page has ${chapters}`);
});

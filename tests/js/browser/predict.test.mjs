// Predict mode on the links page (Knuth's A–G): a wrong guess of the item branched on is scored
// wrong with the reason, a right choice of the options a cover removes is scored right, and the
// search moves on after each answer. The keyboard reaches every question.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';

const fixture = useBrowser();

test('predict mode scores a wrong and a right guess on A–G, with the reasons', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  // Asked before the first event: nothing taken yet, the question has the focus.
  assert.match(await page.textContent('#predict-panel .predict-question'), /Which item will the search branch on\?/);
  assert.equal(await page.textContent('#count-step'), '0 / 43');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.item), '0', 'the first choice has the focus');
  await page.click('#predict-panel button:text-is("B")');
  assert.match(
    await page.textContent('.predict-feedback'),
    /^No: the search branches on A\. A has the fewest options \(2\); A, B, C, E, F tie, and the first of them is taken\.$/,
  );
  assert.match(await page.textContent('.predict-score'), /Score: 0 of 1/);
  assert.match(await page.textContent('#caption'), /Item A has the fewest options \(2\)/);
  assert.match(await page.textContent('#count-step'), /^1 /);

  // Next: cover A. The options with a 1 in column A disappear: (A D G) and (A D).
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#predict-panel .predict-question'), /Cover A: which options will disappear\?/);
  // The keyboard picks them: Enter on each, then Check.
  for (const label of ['(A D G)', '(A D)']) {
    await page.locator(`#predict-panel button[data-option]:text-is("${label}")`).focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('#predict-panel button[data-check]').focus();
  await page.keyboard.press('Enter');
  assert.match(
    await page.textContent('.predict-feedback'),
    /^Yes: \(A D G\), \(A D\) disappear: covering A removes every option that has a 1 in its column \(every option that covers it too\)\.$/,
  );
  assert.match(await page.textContent('.predict-score'), /Score: 1 of 2/);
  assert.match(await page.textContent('#caption'), /^Cover A/);

  // A select is not asked about: one step takes it.
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#caption'), /^Try \(A D G\)/);
  // The next cover (D, an item of the option tried), answered wrong: what was missed is named.
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#predict-panel .predict-question'), /^Cover D:/);
  await page.click('#predict-panel button[data-check]');
  assert.match(await page.textContent('.predict-feedback'), /^Not quite: .* disappear, because covering D removes .* You missed /);
  assert.match(await page.textContent('.predict-score'), /Score: 1 of 3/);

  // Off again: steps are not stopped.
  await page.uncheck('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.isHidden('#predict-panel'), true);
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** The question in the predict panel, once one is put. */
const question = (page) => page.textContent('#predict-panel .predict-ask .predict-question');

test('predict mode on the Sudoku page: a cell clicked is scored against the item the search branches on', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  const easy = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
  await page.goto(`${fixture.server.url}sudoku.html?puzzle=${easy}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await question(page), /^Which item will the search branch on\? Click a cell/);
  // The fewest-options rule takes the first cell with one candidate (cells come first on a tie),
  // read here off the grid the page shows.
  const labels = await page.$$eval('#grid .cell .sr-only', (spans) => spans.map((span) => span.textContent));
  const single = labels.findIndex((label) => /: candidates \d$/.test(label));
  assert.ok(single >= 0, 'a cell with one candidate');
  await page.click(`#grid [data-cell="${single}"]`);
  const name = `r${Math.floor(single / 9) + 1}c${(single % 9) + 1}`;
  assert.match(await page.textContent('.predict-feedback'), new RegExp(`^Yes\\. Cell ${name} has only 1 digit left`));
  assert.match(await page.textContent('.predict-score'), /Score: 1 of 1/);
  assert.match(await page.textContent('#caption'), new RegExp(`^Cell ${name} has only 1 digit left`));
  // Covers and tries are not asked about by default: steps go on to the next choice. A given
  // cell stands for no item still to cover: a wrong answer, with the right one named.
  for (let k = 0; k < 40 && !(await page.isVisible('#predict-panel .predict-ask')); k++) await page.keyboard.press('ArrowRight');
  await page.click('#grid [data-cell="0"]');
  assert.match(await page.textContent('.predict-feedback'), /^No: the search branches on cell r\dc\d\. Cell r\dc\d has only 1 digit left/);
  assert.match(await page.textContent('.predict-score'), /Score: 1 of 2/);
  // The list answers too (for the keyboard), and covers can be asked about: a count.
  await page.selectOption('#predict-panel [data-asks]', 'all');
  for (let k = 0; k < 40 && !(await page.isVisible('#predict-panel .predict-ask')); k++) await page.keyboard.press('ArrowRight');
  assert.match(await question(page), /^Cover .*: how many options will disappear\?$/);
  await page.fill('#predict-panel input[data-count]', '999');
  await page.click('#predict-panel button[data-check]');
  assert.match(await page.textContent('.predict-feedback'), /^No: \d+, not 999: .* disappear, because covering /);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('predict mode on the boards: a square clicked stands for its row and column (queens), a chip for its piece', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}boards.html?puzzle=queens&board=6`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await question(page), /^Which item will the search branch on\? Click a square/);
  // Every row and column has 6 safe squares: the first item, row 1, is taken. Any square of row 1 is right.
  await page.click('#board [data-square="3"]');
  assert.match(await page.textContent('.predict-feedback'), /^Yes\. Row 1 has only 6 safe squares left, the fewest of any item/);
  // The keyboard's way: the list of items still to cover, then Check.
  for (let k = 0; k < 40 && !(await page.isVisible('#predict-panel .predict-ask')); k++) await page.keyboard.press('ArrowRight');
  const options = await page.$$eval('#predict-panel select[data-item-list] option', (list) => list.map((o) => o.textContent));
  assert.ok(!options.includes('row 1'), 'row 1 is covered: not offered');
  await page.selectOption('#predict-panel select[data-item-list]', { label: 'column 6' });
  await page.click('#predict-panel button[data-check-item]');
  assert.match(await page.textContent('.predict-feedback'), /^No: the search branches on row 2\. Row 2 has only \d safe squares? left/);
  assert.match(await page.textContent('.predict-score'), /Score: 1 of 2/);
  // Pentominoes: a piece's chip answers for the piece. On Scott's board the X fits in the fewest
  // places (24), so the search starts with it.
  await page.selectOption('#puzzle', 'pentominoes:scott');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await page.click('#legend .piece-chip:text-is("X")');
  assert.match(await page.textContent('.predict-feedback'), /^Yes\. Piece X fits in only 24 places, the fewest of any item/);
  assert.match(await page.textContent('.predict-score'), /Score: 2 of 3/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('▶ in predict mode never stands still unseen: each question is put in view, ▶ while one waits shows it again, an answer plays on', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    const page = await newPage(fixture.browser, { viewport: { width, height } });
    await page.goto(`${fixture.server.url}links.html?problem=knuth`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.check('#predict');
    // The question's box is inside the window and above the control bar, and has the focus.
    const shown = () =>
      page.evaluate(() => {
        const box = document.querySelector('#predict-panel .predict-ask').getBoundingClientRect();
        const bar = document.querySelector('#controls').getBoundingClientRect();
        return (
          box.top >= 0 && box.bottom <= bar.top && document.querySelector('#predict-panel .predict-ask').contains(document.activeElement)
        );
      });
    const playLabel = () => page.getAttribute('#play', 'aria-label');
    await page.click('#play');
    await page.waitForSelector('#predict-panel .predict-ask');
    assert.match(await question(page), /Which item will the search branch on\?/);
    assert.equal(await playLabel(), 'Play', `${width} px: paused to ask`);
    assert.ok(await shown(), `${width} px: the first question in view`);
    // Scrolled away, ▶ again: nothing may move, so the question comes back into view, marked.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('h1').click({ force: true });
    await page.click('#play');
    await page.waitForTimeout(200);
    assert.equal(await playLabel(), 'Play', `${width} px: no ⏸ over a search that waits`);
    assert.ok(await shown(), `${width} px: the waiting question shown again`);
    assert.equal(await page.isVisible('#predict-panel .predict-waiting'), true);
    assert.match(await page.textContent('#count-step'), /^0 /);
    // The answer plays on, to the next question: covering A.
    await page.click('#predict-panel button[data-item="0"]');
    await page.waitForFunction(() =>
      /^Cover A/.test(document.querySelector('#predict-panel .predict-ask .predict-question')?.textContent ?? ''),
    );
    assert.equal(await playLabel(), 'Play');
    assert.ok(await shown(), `${width} px: the next question in view`);
    assert.match(await page.textContent('#count-step'), /^1 /);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('on a phone, a question is put in view with the item headers it is about still on screen above it', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.tap('#forward');
  await page.waitForSelector('#predict-panel .predict-ask button');
  const seen = await page.evaluate(() => {
    const barTop = document.getElementById('controls').getBoundingClientRect().top;
    const shown = (element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= barTop;
    };
    return {
      headers: [...document.querySelectorAll('#diagram .header')].every(shown),
      answers: [...document.querySelectorAll('#predict-panel .predict-ask button')].every(shown),
    };
  });
  assert.deepEqual(seen, { headers: true, answers: true });
  assert.deepEqual(page.problems, []);
  await page.close();
});

// Predict mode on the links page (Knuth's A–G): a wrong guess of the item branched on is scored
// wrong with the reason, a right choice of the options a cover removes is scored right, and the
// search moves on after each answer. The keyboard reaches every question.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from './browser.mjs';

const fixture = useBrowser();

test('predict mode scores a wrong and a right guess on A–G, with the reasons', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}index.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  // Asked before the first event: nothing taken yet, the question has the focus.
  assert.match(await page.textContent('#predict-panel .predict-question'), /Which item will the search branch on\?/);
  assert.equal(await page.textContent('#count-step'), '0 / 43');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.item), '0', 'the first choice has the focus');
  await page.click('#predict-panel button:text-is("B")');
  assert.match(await page.textContent('.predict-feedback'), /^No: it branches on A, because A has the fewest options \(2\); A, B, C, E, F tie, and the first of them is taken\.$/);
  assert.match(await page.textContent('.predict-score'), /Score: 0 of 1/);
  assert.match(await page.textContent('#caption'), /Item A has the fewest options \(2\)/);
  assert.match(await page.textContent('#count-step'), /^1 /);

  // Next: cover A. The options with a 1 in column A disappear: (A D G) and (A D).
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#predict-panel .predict-question'), /Cover A: which options will disappear\?/);
  // The keyboard picks them: Enter on each, then Check.
  for (const label of ['A D G', 'A D']) {
    await page.locator(`#predict-panel button[data-option]:text-is("${label}")`).focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('#predict-panel button[data-check]').focus();
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('.predict-feedback'), /^Yes: \(A D G\), \(A D\) disappear: covering A removes every option that has a 1 in its column\.$/);
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

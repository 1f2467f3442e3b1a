// Knuth's colours (Algorithm C) on the links page in a real Chromium: his example stepped to
// its solution and back, with what the page says and draws at each purify.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, diagramPicture as picture } from '../browser.mjs';

const fixture = useBrowser();
// Each test's page is closed after it, so that it does not work on beside the next.
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function openPage(query) {
  const page = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  opened.push(page);
  await page.goto(`${fixture.server.url}links.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

const text = (page, selector) => page.locator(selector).innerText();

test("Knuth's colour example: the option he leaves out is named, purify is told and drawn, and stepping back retraces every picture", async () => {
  const page = await openPage('?problem=colors');
  assert.match(await text(page, '#dropped-note'), /line 5 \(X:0 Y:1\).*covers no primary item/);
  assert.equal(await page.locator('#cleansings-counter').isVisible(), true);
  assert.match(await text(page, '#code'), /purify\(x, c\):/);
  // The matrix writes each colour where a 1 would be.
  assert.deepEqual(await page.locator('#matrix tbody tr').first().locator('td').allInnerTexts(), ['1', '1', '0', '0', '0']);
  assert.deepEqual(await page.locator('#matrix tbody tr').nth(1).locator('td').allInnerTexts(), ['1', '0', '1', '1', '1']);

  const pictures = [await picture(page)];
  const captions = [];
  for (let step = 1; step <= 29; step++) {
    await page.keyboard.press('ArrowRight');
    pictures.push(await picture(page));
    captions.push(await text(page, '#caption'));
    if (step === 6) {
      // A B X:0 Y:0 purifies Y to 0: C Y:1 gives Y another colour, so it is hidden.
      assert.match(captions[5], /^\(A B X:0 Y:0\) gives Y colour 0: purify Y — hide \(C Y:1\)/);
      assert.equal(
        await page
          .locator('#diagram [data-item="4"]')
          .getAttribute('class')
          .then((c) => c.includes('purified')),
        true,
      );
      assert.equal(
        await page
          .locator('#diagram [data-node="21"]')
          .getAttribute('class')
          .then((c) => c.includes('disagrees')),
        true,
      );
    }
    if (step === 16) {
      // A C X:1 Y:1 purifies X to 1: B X:1 agrees, and its node is settled.
      assert.match(captions[15], /^\(A C X:1 Y:1\) gives X colour 1: purify X .* \(B X:1\) agrees and stays, marked settled\.$/);
      assert.equal(
        await page
          .locator('#diagram [data-node="18"]')
          .getAttribute('class')
          .then((c) => c.includes('settled')),
        true,
      );
      assert.equal(await page.locator('#diagram [data-item="3"] .swatch text').textContent(), '1');
      assert.equal(await text(page, '#count-cleansings'), '4');
    }
    if (step === 21) {
      assert.match(captions[20], /is a solution/);
      assert.deepEqual(await page.locator('#partial li').allInnerTexts(), ['A C X:1 Y:1', 'B X:1']);
    }
  }
  // Knuth's dlx2 prints 1 solution, 4 nodes, 14 updates, 5 cleansings.
  assert.match(captions[28], /^The search is over: 1 solution, 4 search-tree nodes, 14 updates, 5 cleansings\.$/);
  assert.equal(await text(page, '#count-cleansings'), '5');
  for (let step = 28; step >= 0; step--) {
    await page.keyboard.press('ArrowLeft');
    assert.equal(await picture(page), pictures[step], `the picture at step ${step}, coming back`);
  }
  assert.equal(await text(page, '#count-step'), '0 / 29');
  assert.deepEqual(page.problems, []);
});

test('a colour problem typed in: its colour error names the line and column, and the text is kept', async () => {
  const page = await openPage('?problem=colors');
  await page.click('#edit-toggle');
  const typed = 'A B | x\nA x:red\nB:blue x:red';
  await page.fill('#problem-text', typed);
  await page.click('#load-problem');
  assert.match(await text(page, '#problem-error'), /^line 3, column 1: item `B` is primary, so it cannot take a colour/);
  assert.equal(await page.locator('#problem-text').inputValue(), typed);
  await page.fill('#problem-text', 'A B | x\nA x:red\nB x:red');
  await page.click('#load-problem');
  await page.keyboard.press('End');
  // The end is reached in slices on a busy machine: wait for its caption.
  await page.waitForFunction(() => /1 solution, .* 2 cleansings\./.test(document.getElementById('caption').textContent));
  assert.deepEqual(page.problems, []);
});

test('predict mode asks which options a purify removes, and says why', async () => {
  const page = await openPage('?problem=colors&step=5');
  await page.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('5 /'));
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#predict-panel .predict-question'), /^Purify Y to colour 0: which options will disappear\?/);
  await page.click('#predict-panel button[data-option]:text-is("(C Y:1)")');
  await page.click('#predict-panel button[data-check]');
  assert.match(
    await page.textContent('.predict-feedback'),
    /^Yes: \(C Y:1\) disappear: purifying Y to colour 0 removes every option that gives Y another colour or none; the options that agree stay\.$/,
  );
  assert.match(await text(page, '#caption'), /^\(A B X:0 Y:0\) gives Y colour 0: purify Y/);
  assert.deepEqual(page.problems, []);
});

test('at pointer detail a purify shows each hide and each settled option, and steps back through them', async () => {
  const page = await openPage('?problem=colors&detail=links');
  const captions = [];
  for (let step = 0; step < 28; step++) {
    await page.keyboard.press('ArrowRight');
    captions.push(await text(page, '#caption'));
  }
  const purifyX1 = captions.findIndex((caption) => caption.startsWith('(A C X:1 Y:1) gives X colour 1'));
  assert.ok(purifyX1 >= 0, captions.join('\n'));
  assert.match(captions[purifyX1 + 1], /^\(B X:1\) agrees with X's colour: mark node 18 settled/);
  for (let step = 0; step < 28; step++) await page.keyboard.press('ArrowLeft');
  assert.match(await text(page, '#count-step'), /^0 \//);
  // At the settle, the pseudo-code shows purify's walk.
  for (let step = 0; step < purifyX1 + 2; step++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#code li.current').getAttribute('data-line'), 'purify-walk');
  await page.keyboard.press('Home');
  assert.match(await text(page, '#count-step'), /^0 \//);
  assert.deepEqual(page.problems, []);
});

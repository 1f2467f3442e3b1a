// The boards page's far steps and refused links, timed: a step far ahead is reached in slices,
// never in a task over 200 ms (the browser's Long Tasks API), so this file runs with no other
// test beside it (scripts/test.sh); the rest of the boards page is tested in boards.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { takeLongTasks } from '../browser.mjs';
import { boardsPage, caption } from './boards-page.mjs';

const { openPage } = boardsPage({ longTasks: true });

test("hostile links: a board the engine refuses is named and Scott's is shown; a far step goes in slices", async () => {
  const bad = await openPage('?puzzle=pentominoes&board=%23%23%2F%23x');
  assert.match(await bad.locator('#status').innerText(), /The link's board could not be read: row 2, column 2: `x` is not `#`/);
  assert.equal(await bad.locator('#board rect.square').count(), 60);
  const far = await openPage('?puzzle=queens&board=12&step=9999999999');
  await far.waitForTimeout(1500);
  const tasks = await takeLongTasks(far);
  assert.ok(Math.max(0, ...tasks) < 200, `long tasks ${tasks.join(', ')} ms`);
  await far.locator('h1').click();
  await far.keyboard.press('ArrowLeft');
  assert.notEqual(await caption(far), '');
  assert.deepEqual([...bad.problems, ...far.problems], []);
});

test('a link to a step past what the first 40 ms scouted opens at that step, in slices, and steps back from it', async () => {
  // Scott's board: the scout stops after 40 ms, tens of thousands of events in; the link asks
  // for step 1,000,000, far beyond it and well before the search's end.
  const page = await openPage('?puzzle=pentominoes&board=scott&step=1000000');
  await page.waitForFunction(() => /^1,000,000\b/.test(document.getElementById('count-step').textContent), null, { timeout: 30_000 });
  const tasks = await takeLongTasks(page);
  assert.ok(Math.max(0, ...tasks) < 200, `long tasks ${tasks.join(', ')} ms`);
  const there = await caption(page);
  assert.doesNotMatch(there, /^Press/);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.locator('#count-step').innerText(), /^999,999\b/);
  await page.keyboard.press('ArrowRight');
  assert.equal(await caption(page), there);
  assert.deepEqual(page.problems, []);
});

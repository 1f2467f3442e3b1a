// The boards page's far steps and refused links, timed: a step far ahead is reached in slices,
// never in a task over 200 ms (the browser's Long Tasks API), so this file runs with the cores
// to itself (scripts/test.sh); the rest of the boards page is tested in boards.test.mjs.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, recordLongTasks, takeLongTasks } from '../browser.mjs';

const fixture = useBrowser();
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function openPage(query = '', viewport = { width: 1300, height: 900 }) {
  const page = await newPage(fixture.browser, { viewport });
  opened.push(page);
  await recordLongTasks(page);
  await page.goto(`${fixture.server.url}boards.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#board svg').first().waitFor();
  return page;
}

const caption = (page) => page.locator('#caption').innerText();

test('hostile links: a board the engine refuses is named and Scott\'s is shown; a far step goes in slices', async () => {
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

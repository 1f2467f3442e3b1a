// What the boards page's test files share: a browser for the file, and opening the page, its
// pages closed after each test.
import { afterEach } from 'node:test';
import { useBrowser, newPage, recordLongTasks } from '../browser.mjs';

/**
 * The file's browser and server (`fixture`), `openPage(query, viewport)`, which opens
 * boards.html with `query` and waits for its board; with `longTasks`, each page records its
 * long tasks from the start (`takeLongTasks`); and `opened`, the pages closed after each test.
 */
export function boardsPage({ longTasks = false } = {}) {
  const fixture = useBrowser();
  const opened = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  async function openPage(query = '', viewport = { width: 1300, height: 900 }) {
    const page = await newPage(fixture.browser, { viewport });
    opened.push(page);
    if (longTasks) await recordLongTasks(page);
    await page.goto(`${fixture.server.url}boards.html${query}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#board svg').first().waitFor();
    return page;
  }
  return { fixture, openPage, opened };
}

/** The step's caption. */
export const caption = (page) => page.locator('#caption').innerText();

// Driving the Sudoku page in a test: open it, paste into it, read its grid.
import { newPage } from './browser.mjs';

/** Opens sudoku.html with `query` in a fresh page of `fixture`'s browser, once it is ready. */
export async function openSudokuPage(fixture, query = `?puzzle=${'.'.repeat(81)}`) {
  const page = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  await page.goto(`${fixture.server.url}sudoku.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/** Pastes text onto the page the way a browser delivers a paste. */
export async function paste(page, text) {
  await page.locator('h1').click();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

/** The grid as one line: each cell's big digit, or `.`. */
export async function gridLine(page) {
  return page
    .locator('#grid .cell')
    .evaluateAll((cells) => cells.map((cell) => cell.querySelector('.given, .solved, .placed')?.textContent ?? '.').join(''));
}

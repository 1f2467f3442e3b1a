// New puzzles and hints on the Sudoku page, in a real Chromium, checked against the native
// CLI: each level gives a puzzle with one solution that Solve finishes; a hint lights a cell
// whose digit is the solution's; a wrong entry is named; entries survive a reload apart from
// the givens.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from '../browser.mjs';
import { native } from '../native.mjs';
import { openSudokuPage, gridLine } from '../sudoku-page.mjs';

const fixture = useBrowser();
const opened = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function open(query) {
  const page = await openSudokuPage(fixture, query);
  opened.push(page);
  return page;
}

const status = (page) => page.locator('#status').innerText();
const puzzleOf = (page) => new URL(page.url()).searchParams.get('puzzle');
const settled = (page) => page.waitForFunction(() => !/…$/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });

test('New puzzle at each level: one solution (by the CLI), the level said, and Solve finishes it', async () => {
  const page = await open();
  for (const level of ['easy', 'medium', 'hard', 'expert']) {
    await page.selectOption('#level', level);
    await page.click('#generate');
    await page.waitForFunction((l) => document.getElementById('status').textContent.startsWith(`A new ${l} puzzle`), level, {
      timeout: 60_000,
    });
    const puzzle = puzzleOf(page);
    assert.equal(puzzle.length, 81);
    assert.equal(native(['sudoku', '--count', '--limit', '2'], `${puzzle}\n`).trim(), '1', puzzle);
    const clues = puzzle.replace(/\./g, '').length;
    assert.match(await status(page), new RegExp(`^A new ${level} puzzle with one solution: ${clues} clues`));
    await page.click('#solve');
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Solved'));
    assert.equal(await gridLine(page), native(['sudoku'], `${puzzle}\n`).trim());
  }
  // A pattern asked for is kept cell by cell.
  await page.selectOption('#level', '');
  await page.selectOption('#symmetry', 'mirror');
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('A new'));
  const mirrored = puzzleOf(page);
  for (let k = 0; k < 81; k++)
    assert.equal(mirrored[k] === '.', mirrored[Math.floor(k / 9) * 9 + 8 - (k % 9)] === '.', `cell ${k} of ${mirrored}`);
  // Rules a generator cannot make are refused with the reason.
  await page.selectOption('#variant', 'killer');
  await page.click('#generate');
  assert.match(await status(page), /^New puzzles are classic, X or windoku/);
  assert.deepEqual(page.problems, []);
});

test("Hint: the lit cell takes the solution's digit; a wrong entry is named; entries stay entries through a reload", async () => {
  const page = await open();
  await page.click('#generate');
  await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('A new'), null, { timeout: 60_000 });
  const puzzle = puzzleOf(page);
  const solution = native(['sudoku'], `${puzzle}\n`).trim();
  await page.click('#hint');
  await settled(page);
  const text = await status(page);
  const target = Number(await page.locator('#grid .cell.hint-target').getAttribute('data-cell'));
  // A generated puzzle may have no single: then the hint is a contradiction ("must be") or,
  // with none short enough, the solution's digit.
  const digit = text.match(/can only be (\d)|needs an? (\d)|must be (\d)|the solution has (\d)/);
  assert.ok(digit, text);
  assert.equal(digit.slice(1).find(Boolean), solution[target], `${text} at cell ${target}`);
  assert.match(text, new RegExp(`r${Math.floor(target / 9) + 1}c${(target % 9) + 1}`));
  assert.ok((await page.locator('#grid .cell.hint-area').count()) >= 1);
  // Play the hint, then a wrong digit elsewhere: H names the wrong one.
  await page.locator('#grid').focus();
  await page.keyboard.press(solution[target]);
  const blank = [...puzzle].findIndex((ch, k) => ch === '.' && k !== target);
  await page.locator(`#grid .cell[data-cell="${blank}"]`).click();
  const wrong = solution[blank] === '9' ? '1' : String(Number(solution[blank]) + 1);
  await page.keyboard.press(wrong);
  await page.keyboard.press('h');
  await settled(page);
  assert.equal(
    await status(page),
    `r${Math.floor(blank / 9) + 1}c${(blank % 9) + 1} is wrong: the ${wrong} there does not lead to the solution.`,
  );
  assert.equal(await page.locator('#grid .cell.hint-wrong').getAttribute('data-cell'), String(blank));
  // The link keeps the puzzle and the entries apart.
  await page.waitForFunction(() => new URL(location.href).searchParams.has('entries'));
  const again = await open(new URL(page.url()).search);
  assert.equal(puzzleOf(again), puzzle);
  const label = await again.locator(`#grid .cell[data-cell="${target}"] .sr-only`).textContent();
  assert.match(label, new RegExp(`your ${solution[target]}$`));
  assert.equal(await again.locator('#grid .given.entry').count(), 2);
  assert.deepEqual([...page.problems, ...again.problems], []);
});

test("Hint on a puzzle with no forced move never dead-ends: it lights a cell and says its digit, the solution's", async () => {
  const hardest = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const page = await open(`?puzzle=${hardest}`);
  const solution = native(['sudoku'], `${hardest}\n`).trim();
  await page.click('#hint');
  await settled(page);
  const text = await status(page);
  // Either a proof by contradiction ("r… must be d: …") or, with none short enough, the solution's digit.
  const said = text.match(/^(r\d)(c\d) must be (\d)|the solution has (\d) at (r\d)(c\d)/);
  assert.ok(said, text);
  const target = Number(await page.locator('#grid .cell.hint-target').getAttribute('data-cell'));
  const digit = said[3] ?? said[4];
  assert.equal(digit, solution[target], `${text} at cell ${target}`);
  assert.deepEqual(page.problems, []);
});

test('a hint by contradiction can be watched: the search from the grid with the other digit assumed, every step forced, ends with no solution', async () => {
  // Norvig's first hard puzzle with three singles placed: no single is forced, and 7 at r1c2
  // empties box 7 of its 7s at once (found with the maker build's sudokuHint).
  const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const entries = `${'.'.repeat(46)}4${'.'.repeat(18)}3..1${'.'.repeat(12)}`;
  const page = await open(`?puzzle=${puzzle}&entries=${entries}`);
  await page.click('#hint');
  await settled(page);
  assert.match(await status(page), /^r1c3 must be 7: 7 at r1c2 would leave box 7 with no place for a 7/);
  assert.equal(await page.locator('#hint-watch').innerText(), 'Watch why: assume 7 at r1c2');
  const before = await gridLine(page);
  await page.click('#hint-watch');
  assert.match(await status(page), /^Watching the search with 7 assumed at r1c2/);
  assert.equal(await page.locator('#grid .cell[data-cell="1"].hint-trial .assumed').innerText(), '7');
  assert.equal(await page.isVisible('#hint-watch'), false);
  // To the end: the only choice is the empty item, and the search finds no solution.
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#caption').innerText(), /no (option|place|digit)/i);
  await page.keyboard.press('End');
  await page.waitForFunction(() => /\/ \d+$/.test(document.getElementById('count-step').textContent));
  assert.equal(await page.locator('#count-solutions').innerText(), '0');
  // The player's grid is as it was: the assumed digit is not an entry, and an edit ends the watch.
  assert.equal(await gridLine(page), before);
  await page.locator('#grid .cell[data-cell="2"]').click();
  await page.keyboard.press('7');
  assert.equal(await page.locator('#grid .hint-trial').count(), 0);
  assert.equal((await gridLine(page))[1], '.');
  assert.deepEqual(page.problems, []);
});

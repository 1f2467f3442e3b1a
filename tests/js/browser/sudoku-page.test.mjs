// The Sudoku page in a real Chromium: paste, solve, check, count, watch, share (what times its
// tasks, Cancel's among them, is in sudoku-long-tasks.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';
import { openSudokuPage, paste, gridLine } from '../sudoku-page.mjs';
import { native, dataFile } from '../native.mjs';
import { withBlanks } from '../sixteen.mjs';

const fixture = useBrowser();

const openPage = (query) => openSudokuPage(fixture, query);

const status = (page) => page.locator('#status').innerText();

test("paste a puzzle, Solve, and the grid shows the engine's solution", async () => {
  const puzzles = dataFile('sudoku/top95.txt')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 6);
  const expected = native(['sudoku'], puzzles.join('\n')).trim().split('\n');
  const page = await openPage();
  for (const [k, puzzle] of puzzles.entries()) {
    await paste(page, puzzle);
    await page.click('#solve');
    await page.waitForFunction(() => /Solved in/.test(document.getElementById('status').textContent));
    assert.equal(await gridLine(page), expected[k], `puzzle ${k + 1}`);
    assert.match(await status(page), /Solved in [\d.,]+ ms, [\d,]+ search-tree nodes\./);
  }
  assert.deepEqual(page.problems, []);
});

test('a multi-line grid pasted with borders loads too', async () => {
  const page = await openPage();
  await paste(page, ' 1 . | . .\n . . | 2 .\n-----+-----\n . 3 | . .\n 4 . | . .\n');
  assert.equal(await gridLine(page), '1.....2..3..4...');
  await page.click('#unique');
  await page.waitForFunction(() => /nique/.test(document.getElementById('status').textContent));
  assert.match(await status(page), /^Unique: exactly one solution/);
  assert.deepEqual(page.problems, []);
});

test('a puzzle with two solutions says so', async () => {
  const page = await openPage();
  const total = Number(native(['sudoku', '--count'], '1.3...1.....4...\n').trim());
  assert.ok(total > 1);
  await paste(page, '1.3...1.....4...');
  await page.click('#unique');
  await page.waitForFunction(() => /nique/.test(document.getElementById('status').textContent));
  assert.match(await status(page), /^Not unique: it has more than one solution/);
  await page.click('#count');
  await page.waitForFunction(() => /solutions? \(/.test(document.getElementById('status').textContent));
  assert.match(await status(page), new RegExp(`^${total} solutions`));
  assert.deepEqual(page.problems, []);
});

test("Count on a pool of workers gives the CLI's count, and stops at the limit", async () => {
  const puzzle = `....${'.'.repeat(8)}..1.`;
  const total = Number(native(['sudoku', '--count'], `${puzzle}\n`).trim());
  for (const workers of [1, 3]) {
    const page = await openPage(`?puzzle=${puzzle}&workers=${workers}`);
    await page.click('#count');
    await page.waitForFunction(() => /solutions? \(/.test(document.getElementById('status').textContent));
    assert.match(await status(page), new RegExp(`^${total} solutions \\(`));
    await page.fill('#limit', '5');
    await page.click('#count');
    await page.waitForFunction(() => /the limit/.test(document.getElementById('status').textContent));
    assert.match(await status(page), /^at least 5 solutions \(the limit\)/);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("a classic 9×9's Count is shared by the workers on bit planes: the CLI's count and search-tree nodes", async () => {
  // Gordon Royle's first 17-clue puzzle less two clues.
  const puzzle = '000000010400000000020000000000050407008000000001090000300400200050100000000806000';
  const { count, nodes } = JSON.parse(native(['sudoku', '--count', '--json'], `${puzzle}\n`));
  assert.ok(count > 10_000);
  for (const workers of [1, 2]) {
    const page = await openPage(`?puzzle=${puzzle}&workers=${workers}`);
    await page.click('#count');
    await page.waitForFunction(() => /solutions? \(/.test(document.getElementById('status').textContent));
    const counted = (await status(page)).replace(/,/g, '');
    assert.match(counted, new RegExp(`^${count} solutions \\(\\d+ ms ${nodes} search-tree nodes\\)`), `${workers} workers`);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('a repeated given shows the error at the right cells and keeps the grid', async () => {
  const page = await openPage();
  const clash = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  await paste(page, clash);
  assert.equal(await page.locator('#puzzle-error').innerText(), 'the digit 5 is given twice in row 1: at r1c1 and at r1c2');
  const conflicts = await page.locator('#grid .cell.conflict').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
  assert.deepEqual(conflicts, [0, 1]);
  assert.equal(await gridLine(page), clash);
  // A grid drawn with borders, clashing in column 1, loads the same way.
  await paste(page, ' 1 . | . .\n . . | 2 .\n-----+-----\n 1 3 | . .\n 4 . | . .\n');
  assert.equal(await gridLine(page), '1.....2.13..4...');
  assert.match(await page.locator('#puzzle-error').innerText(), /the digit 1 is given twice in column 1: at r1c1 and at r3c1/);
  const bordered = await page.locator('#grid .cell.conflict').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
  assert.deepEqual(bordered, [0, 8]);
  await paste(page, clash);
  // Fixing one cell by typing clears the error.
  await page.click('#grid .cell[data-cell="1"]');
  await page.keyboard.press('3');
  assert.equal(await page.locator('#puzzle-error').isHidden(), true);
  assert.equal(await page.locator('#grid .cell.conflict').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('watching: steps place digits, stepping back restores the grid', async () => {
  const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const page = await openPage(`?puzzle=${puzzle}`);
  const start = await gridLine(page);
  await page.locator('h1').click();
  for (let k = 0; k < 25; k++) await page.keyboard.press('ArrowRight');
  const middle = await gridLine(page);
  assert.notEqual(middle, start);
  assert.ok((await page.locator('#grid .placed').count()) > 0);
  assert.ok((await page.locator('#grid .cands').count()) > 0);
  for (let k = 0; k < 15; k++) await page.keyboard.press('ArrowRight');
  for (let k = 0; k < 15; k++) await page.keyboard.press('ArrowLeft');
  assert.equal(await gridLine(page), middle);
  await page.keyboard.press('Home');
  assert.equal(await gridLine(page), start);
  await page.keyboard.press('n');
  assert.equal(await gridLine(page), native(['sudoku'], puzzle).trim());
  assert.match(await page.locator('#caption').innerText(), /Solved: every cell/);
  assert.deepEqual(page.problems, []);
});

test('the URL reproduces the puzzle, and a reload keeps it', async () => {
  const page = await openPage();
  await paste(page, '003020600900305001001806400008102900700000008006708200002609500800203009005010300');
  await page.waitForFunction(() => location.search.includes('puzzle=..3.2.6'));
  const shared = await openPage(new URL(page.url()).search);
  assert.equal(await gridLine(shared), '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await gridLine(page), await gridLine(shared));
  // A puzzle with a mistake in it is not lost on the way: it opens with the clash marked.
  const clash = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const mistaken = await openPage(`?puzzle=${clash}`);
  assert.equal(await gridLine(mistaken), clash);
  assert.equal(await mistaken.locator('#grid .cell.conflict').count(), 2);
  assert.match(await mistaken.locator('#puzzle-error').innerText(), /given twice in row 1/);
  assert.deepEqual([...page.problems, ...shared.problems], []);
});

test('counters say 1 in the singular: a solved grid is checked in 1 search-tree node', async () => {
  const page = await openPage();
  await paste(page, '534678912672195348198342567859761423426853791713924856961537284287419635345286179');
  await page.click('#solve');
  await page.waitForFunction(() => /^Solved in/.test(document.getElementById('status').textContent));
  assert.match(await status(page), /^Solved in [\d.]+ ms, 1 search-tree node\.$/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("a clash the player typed is called the player's entry, not a given", async () => {
  const page = await openPage();
  // r1c1 is a given 5; r1c3 and r1c4 are blank.
  await paste(page, '5...7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  await page.click('#grid .cell[data-cell="2"]');
  await page.keyboard.press('5');
  assert.equal(
    await page.locator('#puzzle-error').innerText(),
    'your 5 at r1c3 clashes with the given 5 at r1c1: row 1 has the digit 5 twice',
  );
  assert.deepEqual(await page.locator('#grid .cell.conflict').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell))), [0, 2]);
  // Taken back, and typed twice in a row of blanks: both are the player's.
  await page.click('#grid .cell[data-cell="2"]');
  await page.keyboard.press('Backspace');
  assert.equal(await page.locator('#puzzle-error').isHidden(), true);
  await page.click('#grid .cell[data-cell="2"]');
  await page.keyboard.press('3'); // r1c3, moving on to r1c4
  await page.keyboard.press('3');
  assert.equal(await page.locator('#puzzle-error').innerText(), 'your entries at r1c3 and at r1c4 put the digit 3 twice in row 1');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a link holds the step being watched: opened, it shows the same grid and caption at that step', async () => {
  const easy = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
  const page = await openPage(`?puzzle=${easy}`);
  await page.locator('h1').click();
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '12');
  const link = page.url();
  const shared = await openPage(new URL(link).search);
  await shared.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('12'));
  assert.equal(await shared.locator('#caption').innerText(), await page.locator('#caption').innerText());
  assert.equal(await gridLine(shared), await gridLine(page));
  // An edit leaves the watched search: the link goes back to the puzzle alone.
  await page.locator('#grid [data-cell="2"]').click();
  await page.keyboard.press('4');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('step'));
  assert.deepEqual([...page.problems, ...shared.problems], []);
  await page.close();
  await shared.close();
});

test("a 16×16's live matrix and captions write digits above 9 as the grid does, A–G", async () => {
  // The first three rows open at every third cell: a few options each, so the matrix is drawn.
  const puzzle = withBlanks((k) => k < 48 && k % 3 === 0);
  const page = await openPage(`?puzzle=${puzzle}&shape=4x4`);
  await page.locator('#show-matrix').check();
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#matrix svg');
  const rows = await page.locator('#matrix .mrow text').allTextContents();
  assert.ok(rows.length > 0);
  for (const row of rows) assert.match(row, /^r\d+c\d+=[1-9A-G]$/);
  assert.ok(
    rows.some((row) => /=[A-G]$/.test(row)),
    rows.join(' '),
  );
  // Each column is named by the engine and in words, with one digit written one way.
  const columns = await page.locator('#matrix rect.col title').allTextContents();
  for (const column of columns) {
    const house = /^[rcb]\d+#([1-9A-G]): (row|column|box) \d+ needs an? ([1-9A-G])$/.exec(column);
    if (house) assert.equal(house[1], house[3], column);
    else assert.match(column, /^r\d+c\d+: cell r\d+c\d+$/);
  }
  assert.ok(
    columns.some((column) => /#[A-G]:/.test(column)),
    columns.join(' '),
  );
  // The caption of a branch on a house names its digit as the grid does.
  const caption = await page.locator('#caption').innerText();
  assert.doesNotMatch(caption, /needs an? 1[0-6]\b/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('on a phone, the digit pad fills the tapped cell, moves on, erases, and has a key for every digit of a 16×16', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(`${fixture.server.url}sudoku.html?puzzle=${'.'.repeat(81)}`);
  await page.waitForSelector('body[data-ready="true"]');
  const pad = page.locator('#digit-pad button');
  assert.deepEqual(await pad.allTextContents(), ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase']);
  await page.tap('#grid .cell[data-cell="10"]');
  await page.locator('#digit-pad [data-digit="4"]').tap();
  await page.locator('#digit-pad [data-digit="7"]').tap(); // on to the next cell, r2c3
  assert.equal((await gridLine(page)).slice(9, 13), '.47.');
  await page.tap('#grid .cell[data-cell="10"]');
  await page.locator('#digit-pad [data-digit="0"]').tap();
  assert.equal((await gridLine(page)).slice(9, 13), '..7.');
  // Every key is as wide as a finger, its label whole, and the pad fits the phone.
  const keysFit = async () => {
    const boxes = await pad.evaluateAll((buttons) =>
      buttons.map((b) => ({ ...b.getBoundingClientRect().toJSON(), label: b.textContent, cut: b.scrollWidth > b.clientWidth })),
    );
    for (const box of boxes) assert.ok(box.width >= 28 && box.height >= 36 && box.right <= 390 && !box.cut, JSON.stringify(box));
  };
  await keysFit();
  await page.selectOption('#size', '4x4');
  await page.waitForFunction(() => document.querySelectorAll('#grid .cell').length === 256);
  assert.deepEqual(await pad.allTextContents(), [...'123456789ABCDEFG', 'Erase']);
  await keysFit();
  assert.deepEqual(page.problems, []);
  await page.close();
});

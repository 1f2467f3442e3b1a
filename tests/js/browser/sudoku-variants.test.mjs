// Sudoku variants on the Sudoku page, in a real Chromium: each variant's extra houses drawn,
// solved in the worker as the native CLI solves it, watched with captions about cages, shared
// by URL, and bad input named without losing the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from '../browser.mjs';
import { openSudokuPage, paste, gridLine } from '../sudoku-page.mjs';
import { native, dataFile } from '../native.mjs';
import { VARIANT_PRESETS } from '../../../www/js/sudoku/variants.js';

const fixture = useBrowser();
const example = (variant) => VARIANT_PRESETS.find((preset) => preset.variant === variant).puzzle;

const openPage = (query) => openSudokuPage(fixture, query);

async function solveOnPage(page) {
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in|No solution/.test(document.getElementById('status').textContent));
  return gridLine(page);
}

const nativeAnswer = (variant, text) => native(['sudoku', '--variant', variant], `${text}\n`).trim();

test('a killer pasted on the classic page is read as a killer: cages drawn, solved as the CLI solves it, kept in the URL', async () => {
  const killer = example('killer');
  const [cages, sums] = killer.split('\n');
  const page = await openPage();
  await paste(page, killer);
  assert.equal(await page.locator('#variant').inputValue(), 'killer');
  assert.match(await page.locator('#status').innerText(), /Read as a killer Sudoku/);
  // One sum label per cage, on the cage's first cell, with the cage's sum.
  const labels = await page
    .locator('#grid .cell[data-sum]')
    .evaluateAll((cells) => cells.map((cell) => [Number(cell.dataset.cell), cell.dataset.sum]));
  assert.equal(labels.length, sums.split(' ').length);
  // The sums come in letter order; a cage's first cell is where its letter first appears.
  const letters = [...new Set(cages)].sort((a, b) => rank(a) - rank(b));
  const sumOf = new Map(letters.map((letter, k) => [cages.indexOf(letter), sums.split(' ')[k]]));
  for (const [cell, sum] of labels) assert.equal(sum, sumOf.get(cell), `cell ${cell}`);
  // A dashed edge wherever the neighbour is in another cage.
  const rightEdges = await page.locator('#grid .cell.cage-right').evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.cell)));
  const expected = [...cages].map((_, k) => k).filter((k) => k % 9 === 8 || cages[k + 1] !== cages[k]);
  assert.deepEqual(rightEdges, expected);

  const solved = await solveOnPage(page);
  assert.equal(solved, nativeAnswer('killer', killer));
  assert.match(new URL(page.url()).search, /variant=killer/);
  const shared = await openPage(new URL(page.url()).search);
  assert.equal(await shared.locator('#variant').inputValue(), 'killer');
  assert.equal(await shared.locator('#grid .cell[data-sum]').count(), labels.length);
  assert.deepEqual([...page.problems, ...shared.problems], []);
});

test('a killer with no givens, in letters, is solved, proved unique, counted and hinted on the page as the CLI does, in seconds', async () => {
  // ISS's "Killing with flowers" (17 cages, no givens) written as the page's killers are: its
  // cage search alone ran for minutes; the cages' digit sets and the sums they imply take seconds.
  const [, , solution, text] = dataFile('iss/examples.tsv')
    .split('\n')
    .find((line) => line.startsWith('Killing with flowers\t'))
    .split('\t');
  const letters = Array(81).fill('.');
  const sums = [];
  text
    .split('.')
    .filter((part) => part.startsWith('Cage~'))
    .forEach((cage, k) => {
      const [, sum, ...cells] = cage.split('~');
      sums.push(sum);
      for (const cell of cells) letters[(Number(cell[1]) - 1) * 9 + Number(cell[3]) - 1] = String.fromCharCode(65 + k);
    });
  const killer = `${letters.join('')}\n${sums.join(' ')}`;
  const page = await openPage(`?variant=killer&puzzle=${encodeURIComponent(killer)}`);
  assert.equal(await page.locator('#variant').inputValue(), 'killer');
  assert.equal(await solveOnPage(page), solution);
  assert.equal(nativeAnswer('killer', killer), solution);
  await page.click('#unique');
  await page.waitForFunction(() => /Unique|Not unique/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.match(await page.locator('#status').innerText(), /^Unique: exactly one solution/);
  await page.click('#count');
  await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.match(await page.locator('#status').innerText(), /^1 solution \(/);
  // Hint, on the same model: the lit cell and the solution's digit for it.
  await page.click('#hint');
  await page.waitForFunction(() => !/…$/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  const hint = await page.locator('#status').innerText();
  const target = Number(await page.locator('#grid .cell.hint-target').getAttribute('data-cell'));
  const at = `r${Math.floor(target / 9) + 1}c${(target % 9) + 1}`;
  assert.match(hint, new RegExp(`${at} must be ${solution[target]}|has ${solution[target]} at ${at}`));
  assert.deepEqual(page.problems, []);
  await page.close();
});

/** Where a label falls in killer letter order: A–Z, a–z, 0–9. */
function rank(letter) {
  return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.indexOf(letter);
}

test('watching a killer: a branch on a cage lists its digit sets, each one true to the cage', async () => {
  const killer = example('killer');
  const [cages, sums] = killer.split('\n');
  const letters = [...new Set(cages)].sort((a, b) => rank(a) - rank(b));
  const cageOf = Object.fromEntries(
    letters.map((letter, k) => [letter, { sum: Number(sums.split(' ')[k]), size: [...cages].filter((c) => c === letter).length }]),
  );
  const page = await openPage(`?variant=killer&puzzle=${encodeURIComponent(killer)}`);
  await page.locator('h1').click();
  const seen = [];
  for (let k = 0; k < 400 && seen.length < 3; k++) {
    await page.keyboard.press('ArrowRight');
    const caption = await page.locator('#caption').innerText();
    const match = /^Cage (\w) \(sum (\d+), (\d+) cells?\) can only be (.*): the fewest/.exec(caption);
    if (!match) continue;
    const [, label, sum, size, list] = match;
    assert.deepEqual({ sum: Number(sum), size: Number(size) }, cageOf[label], caption);
    const sets = list.split(/, | or /).map((set) => set.replace(/[{}]/g, '').split(',').map(Number));
    for (const set of sets) {
      assert.equal(set.length, cageOf[label].size, caption);
      assert.equal(
        set.reduce((x, y) => x + y, 0),
        cageOf[label].sum,
        caption,
      );
      assert.equal(new Set(set).size, set.length, caption);
    }
    // The cage branched on is the one lit on the grid.
    assert.equal(await page.locator('#grid .cell.unit').count(), cageOf[label].size);
    seen.push(label);
  }
  assert.ok(seen.length >= 1, 'no branch on a cage in 400 steps');
  // Choosing a set writes it beside the cage's sum.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.ok((await page.locator('#grid .cell[data-set]').count()) > 0);
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^Solved/.test(document.getElementById('caption').textContent), null, { timeout: 20_000 });
  assert.match(await page.locator('#caption').innerText(), /Solved: every cell, row, column, box and cage is complete/);
  assert.equal(await gridLine(page), nativeAnswer('killer', killer));
  assert.deepEqual(page.problems, []);
});

test('X, windoku and jigsaw: their houses are drawn and the worker solves by their rules', async () => {
  const page = await openPage();
  for (const [variant, shaded] of [
    ['x', '.cell.diagonal'],
    ['windoku', '.cell.window'],
  ]) {
    await page.selectOption('#preset', variant);
    assert.equal(await page.locator('#variant').inputValue(), variant);
    assert.equal(await page.locator(`#grid ${shaded}`).count(), variant === 'x' ? 17 : 36);
    const puzzle = example(variant);
    const solved = await solveOnPage(page);
    assert.equal(solved, nativeAnswer(variant, puzzle));
    // The same givens under classic rules have more solutions: the page asked with the variant.
    assert.notEqual(native(['sudoku', '--count', '--limit', '2'], `${puzzle}\n`).trim(), '1');
  }
  await page.selectOption('#preset', 'jigsaw');
  const [puzzle, regions] = example('jigsaw').split('\n');
  // Thick lines run between regions, not boxes.
  const thick = await page.locator('#grid .cell.box-bottom').evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.cell)));
  const expected = [...regions].map((_, k) => k).filter((k) => k < 72 && regions[k + 9] !== regions[k]);
  assert.deepEqual(thick, expected);
  assert.equal(await solveOnPage(page), nativeAnswer('jigsaw', `${puzzle}\n${regions}`));
  // Typing a digit keeps the regions: the puzzle sent is still a jigsaw.
  await page.locator('#grid .cell').first().click();
  await page.keyboard.press('Delete');
  assert.match(await page.locator('#puzzle-text').inputValue(), new RegExp(`\n${regions}$`));
  assert.deepEqual(page.problems, []);
});

test('choosing killer or jigsaw rules loads an example, and Undo brings the grid back', async () => {
  const page = await openPage('?puzzle=1...............');
  await page.selectOption('#variant', 'killer');
  assert.match(await page.locator('#status').innerText(), /An example of a killer Sudoku: paste your own/);
  assert.ok((await page.locator('#grid .cell[data-sum]').count()) > 20);
  await page.click('#undo');
  assert.equal(await page.locator('#variant').inputValue(), 'classic');
  assert.equal(await gridLine(page), '1...............');
  assert.equal(await page.locator('#grid .cell[data-sum]').count(), 0);
  await page.selectOption('#variant', 'x');
  assert.equal(await gridLine(page), '1...............');
  assert.equal(await page.locator('#grid .cell.diagonal').count(), 8);
  assert.deepEqual(page.problems, []);
});

test('bad variant input: the message names the cage or region, and the text stays', async () => {
  const page = await openPage();
  await page.selectOption('#variant', 'killer');
  const [cages] = example('killer').split('\n');
  // Sixteen moved from cage G to cage A (3 cells): the total holds, but no three different
  // digits make A's new sum.
  const sums = example('killer').split('\n')[1].split(' ').map(Number);
  assert.equal(cages[0], 'A');
  sums[0] += 16;
  sums[6] -= 16;
  const bad = `${cages}\n${sums.join(' ')}`;
  await page.fill('#puzzle-text', bad);
  await page.click('#puzzle-form button[type="submit"]');
  assert.match(await page.locator('#puzzle-error').innerText(), /cage A \(sum 25, 3 cells from r1c1\) cannot be filled/);
  assert.equal(await page.locator('#puzzle-text').inputValue(), bad);
  await page.selectOption('#variant', 'jigsaw');
  const [puzzle, regions] = example('jigsaw').split('\n');
  const wrong = `${puzzle}\n${regions.slice(0, -1)}1`;
  await page.fill('#puzzle-text', wrong);
  await page.click('#puzzle-form button[type="submit"]');
  assert.match(await page.locator('#puzzle-error').innerText(), /region/);
  assert.equal(await page.locator('#puzzle-text').inputValue(), wrong);
  assert.deepEqual(page.problems, []);
});

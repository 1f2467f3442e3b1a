// Variant Sudoku with constraints (ISS's strings) on the Sudoku page, in a real Chromium: a string
// pasted anywhere is read, its constraints drawn, solved in the worker with the published solution,
// kept in the URL; the constraint the search branches on is lit and named; a bad string is named
// with the text kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from '../browser.mjs';
import { openSudokuPage, paste, gridLine } from '../sudoku-page.mjs';
import { dataFile, native } from '../native.mjs';

const fixture = useBrowser();
const examples = new Map(
  dataFile('iss/examples.tsv')
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([name, , solution, text]) => [name, { solution, text }]),
);

/** The givens of a 9×9 string (`~R1C2_4`) as a grid line. */
function givens(text) {
  const line = Array(81).fill('.');
  for (const [, r, c, d] of text.matchAll(/~R(\d)C(\d)_(\d)(?![_\d])/g)) line[(r - 1) * 9 + (c - 1)] = d;
  return line.join('');
}

const drawn = (page) => page.locator('#grid svg.constraints g[data-constraint]').count();

test('a constraint string pasted on the classic page: read, its thermometers drawn, solved with the published solution, kept in the URL', async () => {
  const { text, solution } = examples.get('Thermo');
  const page = await openSudokuPage(fixture);
  await paste(page, text);
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  assert.equal(await drawn(page), 4);
  // Each thermometer: a line through its cells and a bulb.
  assert.equal(await page.locator('#grid svg.constraints .thermo-bulb').count(), 4);
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in|No solution/.test(document.getElementById('status').textContent));
  assert.equal(await gridLine(page), solution);
  await page.click('#unique');
  await page.waitForFunction(() => /Unique|Not unique/.test(document.getElementById('status').textContent));
  assert.match(await page.locator('#status').innerText(), /^Unique: exactly one solution/);
  // Counted on the solving worker, with learned weights.
  await page.click('#count');
  // The count's answer, not its progress ("Counting… 0 solutions so far (…)").
  await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('status').textContent));
  assert.match(await page.locator('#status').innerText(), /^1 solution \(/);
  // The link keeps the puzzle: a fresh page from it draws the same.
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('variant'), 'constraints');
  const again = await openSudokuPage(fixture, url.search);
  assert.equal(await drawn(again), 4);
  assert.equal(await gridLine(again), givens(text));
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
  await again.close();
  await page.close();
});

test('a closed sum line is counted grid by grid, as the command line counts it, and the status says why', async () => {
  // One grid may cut its loop into segments in two ways (a b a b, sum a + b): two solutions of
  // the exact cover, one grid. The page then counts grids, on one worker.
  const loop = '.Shape~4x4.SumLine~5~R1C2~R1C3~R2C3~R2C2~LOOP';
  const open = '.Shape~4x4.SumLine~5~R1C2~R1C3~R2C3~R2C2';
  const page = await openSudokuPage(fixture);
  for (const [text, byGrid] of [
    [loop, true],
    [open, false],
  ]) {
    await paste(page, text);
    await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
    await page.click('#count');
    await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('status').textContent));
    const said = await page.locator('#status').innerText();
    const cli = Number(native(['sudoku', '--count'], `${text}\n`).trim());
    assert.match(said, new RegExp(`^${cli.toLocaleString()} solutions \\(`), text);
    assert.equal(/Counted grid by grid/.test(said), byGrid, said);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a long count of a puzzle with constraints tells its progress, and ends where the command line does', async () => {
  // Learned weights have no stepper to pause: the engine tells the worker its grids so far.
  const text = '.Shape~6x6.Thermo~R1C1~R1C2~R1C3';
  const page = await openSudokuPage(fixture);
  await paste(page, text);
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  await page.fill('#limit', '300000');
  await page.click('#count');
  await page.waitForFunction(() => /^Counting… [\d,]+ solutions so far$/.test(document.getElementById('status').textContent));
  await page.waitForFunction(() => !/^Counting/.test(document.getElementById('status').textContent), null, {
    timeout: 60_000,
  });
  const cli = Number(native(['sudoku', '--count', '--limit', '300000'], `${text}\n`).trim());
  assert.equal(cli, 300000);
  assert.match(await page.locator('#status').innerText(), /^at least 300,000 solutions \(the limit\)/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('dots, X and V, arrows and lines are each drawn as their kind', async () => {
  const page = await openSudokuPage(fixture);
  for (const [name, selector, count] of [
    ['XV Kropki Sudoku', '.dot-black', 4],
    ['XV Kropki Sudoku', '.dot-white', 5],
    ['XV Kropki Sudoku', '.mark-text', 13],
    ['Sudoku Variants Series (173) - Between Lines Sudoku', '.end-ring', 10],
    ['Little Killer Sudoku', '.outside-sum', 7],
    // One clue beside each row or column a clue reads, from either end; a cell of each lunchbox shaded.
    ['X-Sum', '.outside-sum', 15],
    ['Between 1 and 9 Sudoku', '.outside-sum', 18],
    ['Skyscraper', '.outside-sum', 5],
    ['Normal Lunchbox', '.lunchbox', 53],
    ['Arrow', '.arrow-shaft', 6],
  ]) {
    await paste(page, examples.get(name).text);
    await page.waitForFunction(() => document.querySelector('#grid svg.constraints'));
    assert.equal(await page.locator(`#grid svg.constraints ${selector}`).count(), count, `${name}: ${selector}`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('watching a killer with constraints: at the step that branches on a cage, the cage is lit and the caption names it; a slow processor opens the link at its step too', async () => {
  const { text } = examples.get('Killer');
  const page = await openSudokuPage(fixture, `?variant=constraints&puzzle=${encodeURIComponent(text)}&step=5`);
  await page.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('5'));
  // A processor slowed 20 times: making the timeline's scout took all its time, the timeline
  // stayed empty, and the link waited for it for ever.
  const slow = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  const cdp = await slow.context().newCDPSession(slow);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await slow.goto(`${fixture.server.url}sudoku.html?variant=constraints&puzzle=${encodeURIComponent(text)}&step=5`);
  await slow.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('5'), null, { timeout: 60_000 });
  await slow.close();
  assert.equal(await page.locator('#grid svg.constraints g.lit').count(), 1);
  assert.equal(await page.locator('#grid svg.constraints g.lit').getAttribute('data-constraint'), '0');
  assert.match(await page.locator('#caption').innerText(), /Cage 1/);
  // The cage's cells are shaded as the unit branched on.
  assert.equal(await page.locator('#grid .cell.unit').count(), 2);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a killer with no givens: Solve finds the published grid in the page; the sums its cages imply are not drawn', async () => {
  const { text, solution } = examples.get('Killing with flowers');
  const page = await openSudokuPage(fixture);
  await paste(page, text);
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  // Its 17 cages, and nothing for the sums the engine adds (rules.implied).
  assert.equal(await drawn(page), 17);
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in|No solution/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.equal(await gridLine(page), solution);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a string of an unsupported type is named with the types supported, and the text is kept', async () => {
  const page = await openSudokuPage(fixture);
  const bad = '.~R1C1_5.NumberedRoom~C1~8~';
  await page.fill('#puzzle-text', bad);
  await page.click('#puzzle-form button[type="submit"]');
  await page.waitForSelector('#puzzle-error:not([hidden])');
  assert.match(await page.locator('#puzzle-error').innerText(), /`NumberedRoom` is not supported; supported: Given, Shape/);
  assert.equal(await page.inputValue('#puzzle-text'), bad);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the editor: cells picked in order on a classic grid become a thermometer, drawn and solved; a cage no digits fit is refused with why', async () => {
  const page = await openSudokuPage(fixture);
  assert.equal(await page.locator('#constraint-editor').isVisible(), true);
  await page.click('#pick-cells');
  await page.waitForFunction(() => document.querySelector('#pick-cells').getAttribute('aria-pressed') === 'true');
  for (const cell of [0, 1, 2, 11]) await page.click(`#grid .cell[data-cell="${cell}"]`);
  assert.equal(await page.locator('#picked-cells').innerText(), 'r1c1 → r1c2 → r1c3 → r2c3');
  assert.equal(await page.locator('#grid .cell.picked').count(), 4);
  await page.selectOption('#constraint-kind', 'Thermo');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  assert.equal(await drawn(page), 1);
  assert.match(await page.inputValue('#puzzle-text'), /\n\.Thermo~R1C1~R1C2~R1C3~R2C3$/);
  assert.equal(await page.locator('#grid .cell.picked').count(), 0);
  // A cage of two cells adding up to 50: refused, with the reason, and nothing added.
  await page.click('#pick-cells');
  await page.click('#grid .cell[data-cell="80"]');
  await page.click('#grid .cell[data-cell="79"]');
  await page.selectOption('#constraint-kind', 'Cage');
  await page.fill('#constraint-number', '50');
  await page.click('#add-constraint');
  await page.waitForSelector('#constraint-error:not([hidden])');
  assert.match(await page.locator('#constraint-error').innerText(), /Cage 1: no digits fit it/);
  assert.equal(await drawn(page), 1);
  // Solved with the thermometer rising.
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in/.test(document.getElementById('status').textContent));
  const line = await gridLine(page);
  assert.ok(line[0] < line[1] && line[1] < line[2] && line[2] < line[11], line);
  // Undo takes the thermometer away.
  await page.click('#undo');
  await page.waitForFunction(() => !document.querySelector('#grid svg.constraints'));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the editor lists the puzzle's constraints, and Remove takes one away, the others kept", async () => {
  const { text } = examples.get('Thermo');
  const page = await openSudokuPage(fixture, `?variant=constraints&puzzle=${encodeURIComponent(text)}`);
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 4);
  const listed = await page.locator('#constraint-list li span').allInnerTexts();
  assert.match(listed[0], /^Thermo 1 \(r\dc\d/);
  // Each says, unfolded, how the engine made it exact cover: a thermometer made whole.
  await page.locator('#constraint-list li summary').first().click();
  assert.match(
    await page.locator('#constraint-list li details').first().innerText(),
    /^As exact cover\s+1 item, \d+ options, \d+ secondary items: one item, with an option for each way its cells can hold digits/,
  );
  const before = await page.inputValue('#puzzle-text');
  // The second thermometer goes; the first, third and fourth stay, drawn and listed.
  await page.click('#constraint-list button[data-remove="1"]');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 3);
  assert.equal(await drawn(page), 3);
  const after = await page.inputValue('#puzzle-text');
  assert.equal(after.split('.Thermo').length, before.split('.Thermo').length - 1);
  assert.deepEqual(
    (await page.locator('#constraint-list li span').allInnerTexts()).map((line) => line.replace(/^Thermo \d+ /, '')),
    [listed[0], listed[2], listed[3]].map((line) => line.replace(/^Thermo \d+ /, '')),
  );
  // Undo puts it back.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 4);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Hint on a puzzle with constraints: the forced move the exact cover finds, the solution's digit, lit on the grid", async () => {
  const { text, solution } = examples.get('Thermo');
  const page = await openSudokuPage(fixture, `?variant=constraints&puzzle=${encodeURIComponent(text)}`);
  await page.click('#hint');
  await page.waitForFunction(() => !/…$/.test(document.getElementById('status').textContent));
  const said = await page.locator('#status').innerText();
  const match = /^r(\d)c(\d) must be (\d): /.exec(said);
  assert.ok(match, said);
  const cell = (Number(match[1]) - 1) * 9 + Number(match[2]) - 1;
  assert.equal(match[3], solution[cell], said);
  assert.equal(await page.locator('#grid .cell.hint-target').getAttribute('data-cell'), String(cell));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the editor adds a little killer by its diagonal's first cells, its sum drawn outside the grid; a wrong direction is refused with the diagonal's", async () => {
  const page = await openSudokuPage(fixture);
  await page.click('#pick-cells');
  await page.waitForFunction(() => document.querySelector('#pick-cells').getAttribute('aria-pressed') === 'true');
  // r1c1 then r1c2: not a diagonal from r1c1, which runs down and right.
  for (const cell of [0, 1]) await page.click(`#grid .cell[data-cell="${cell}"]`);
  await page.selectOption('#constraint-kind', 'LittleKiller');
  await page.fill('#constraint-number', '20');
  await page.click('#add-constraint');
  await page.waitForSelector('#constraint-error:not([hidden])');
  assert.match(await page.locator('#constraint-error').innerText(), /from r1c1 runs r1c1 → r2c2 → r3c3/);
  // r1c1, r2c2: its first two cells. ISS writes it by the first.
  await page.click('#grid .cell[data-cell="1"]');
  await page.click('#grid .cell[data-cell="10"]');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  assert.match(await page.inputValue('#puzzle-text'), /\n\.LittleKiller~20~R1C1$/);
  assert.equal(await drawn(page), 1);
  assert.equal(await page.locator('#grid svg.constraints .outside-sum').textContent(), '20');
  // Solved: the diagonal adds up to 20.
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in/.test(document.getElementById('status').textContent));
  const line = await gridLine(page);
  const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80].reduce((sum, cell) => sum + Number(line[cell]), 0);
  assert.equal(diagonal, 20, line);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the editor adds a clue outside the grid by its row's first cell: an X-sum read from the right, drawn beside the row and solved; a corner alone is refused", async () => {
  const page = await openSudokuPage(fixture);
  await page.click('#pick-cells');
  await page.waitForFunction(() => document.querySelector('#pick-cells').getAttribute('aria-pressed') === 'true');
  // r1c1 alone: the corner of row 1 and column 1, so the clue's line is not said.
  await page.click('#grid .cell[data-cell="0"]');
  await page.selectOption('#constraint-kind', 'XSum');
  await page.fill('#constraint-number', '11');
  await page.click('#add-constraint');
  await page.waitForSelector('#constraint-error:not([hidden])');
  assert.match(await page.locator('#constraint-error').innerText(), /r1c1 starts a row and a column: pick the next cell too/);
  // r2c9: row 2, read from the right.
  await page.click('#grid .cell[data-cell="0"]');
  await page.click('#grid .cell[data-cell="17"]');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  assert.match(await page.inputValue('#puzzle-text'), /\n\.XSum~R2~~11$/);
  assert.equal(await page.locator('#grid svg.constraints .outside-sum').textContent(), '⟨11⟩');
  // Beside the row's right end, outside the grid.
  const [clue, grid] = await Promise.all([
    page.locator('#grid svg.constraints .outside-sum').boundingBox(),
    page.locator('#grid').boundingBox(),
  ]);
  assert.ok(
    clue.x > grid.x + grid.width && clue.y > grid.y + grid.height / 9 && clue.y < grid.y + (2 * grid.height) / 9,
    JSON.stringify({ clue, grid }),
  );
  await page.click('#solve');
  await page.waitForFunction(() => /Solved in/.test(document.getElementById('status').textContent));
  const line = await gridLine(page);
  const fromRight = [17, 16, 15, 14, 13, 12, 11, 10, 9].map((cell) => Number(line[cell]));
  const added = fromRight.slice(0, fromRight[0]).reduce((sum, d) => sum + d, 0);
  assert.equal(added, 11, line);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the editor adds a quad by the cell at its top left, its digits typed as one number; a 0 among them is refused', async () => {
  const page = await openSudokuPage(fixture);
  await page.click('#pick-cells');
  await page.waitForFunction(() => document.querySelector('#pick-cells').getAttribute('aria-pressed') === 'true');
  await page.click('#grid .cell[data-cell="30"]');
  await page.selectOption('#constraint-kind', 'Quad');
  await page.fill('#constraint-number', '105');
  await page.click('#add-constraint');
  await page.waitForSelector('#constraint-error:not([hidden])');
  assert.match(await page.locator('#constraint-error').innerText(), /one to four digits, 1 to 9/);
  await page.fill('#constraint-number', '139');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  assert.match(await page.inputValue('#puzzle-text'), /\n\.Quad~R4C4~1~3~9$/);
  assert.deepEqual(await page.locator('#grid svg.constraints .quad-digits').allTextContents(), ['1 3', '9']);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the editor adds rules of the whole grid without cells: anti-knight, a falling diagonal and anti-king, listed, said beside the grid, removed one by one', async () => {
  const page = await openSudokuPage(fixture);
  await page.click('#pick-cells'); // Loads the engine for constraints, and its kinds.
  await page.click('#pick-cells');
  await page.selectOption('#constraint-kind', 'AntiKnight');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelector('#variant').value === 'constraints');
  await page.selectOption('#constraint-kind', 'Diagonal');
  await page.fill('#constraint-number', '-1');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 2);
  assert.match(await page.inputValue('#puzzle-text'), /\n\.AntiKnight\.Diagonal~-1$/);
  // Cells picked meanwhile are not the rule's: they stay picked for the next constraint.
  await page.click('#pick-cells');
  await page.click('#grid .cell[data-cell="0"]');
  await page.selectOption('#constraint-kind', 'AntiKing');
  await page.click('#add-constraint');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 3);
  assert.match(await page.inputValue('#puzzle-text'), /\n\.AntiKnight\.Diagonal~-1\.AntiKing$/);
  assert.equal(await page.locator('#picked-cells').innerText(), 'r1c1');
  // Said beside the grid (the rules of the whole grid), and the diagonal drawn.
  assert.match(await page.locator('#rules-note').innerText(), /knight/i);
  assert.match(await page.locator('#rules-note').innerText(), /king/i);
  // Anti-king taken away again: the other two stay.
  await page.click('#constraint-list button[data-remove="2"]');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 2);
  assert.match(await page.inputValue('#puzzle-text'), /\n\.AntiKnight\.Diagonal~-1$/);
  // The diagonal too: anti-knight alone, a string with no `~`, still reads as constraints.
  await page.click('#constraint-list button[data-remove="1"]');
  await page.waitForFunction(() => document.querySelectorAll('#constraint-list li').length === 1);
  assert.match(await page.inputValue('#puzzle-text'), /\n\.AntiKnight$/);
  assert.equal(await page.locator('#puzzle-error').isHidden(), true, await page.locator('#puzzle-error').innerText());
  assert.deepEqual(page.problems, []);
  await page.close();
});

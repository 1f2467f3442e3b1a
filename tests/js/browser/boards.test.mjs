// The boards page (pentominoes, N-queens, Langford pairs, polycubes, any pieces, word
// rectangles) in a real Chromium: watched step by step with the keyboard, solutions true to the
// rules, counts as the native CLI counts, a board drawn by clicking, links that reproduce a step.
// Far steps and refused links, timed, are in boards-far-steps.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage } from '../browser.mjs';
import { native } from '../native.mjs';
import { boardsPage, caption } from './boards-page.mjs';

const { fixture, openPage, opened } = boardsPage();

/** The squares holding a queen, as [row, column]. */
async function queensOn(page) {
  const n = await page.locator('#board rect.square').count();
  const side = Math.sqrt(n);
  const squares = await page
    .locator('#board rect.square')
    .evaluateAll((rects) =>
      rects.filter((rect) => rect.querySelector('title').textContent.endsWith('a queen')).map((rect) => Number(rect.dataset.square)),
    );
  return squares.map((square) => [Math.floor(square / side), square % side]);
}

test("Scott's board: the first step branches on a piece, steps place pieces, stepping back takes them off", async () => {
  const page = await openPage();
  // A flat board has no solid to turn.
  assert.equal(await page.isHidden('#cube-turn'), true);
  assert.equal(await page.locator('#board svg').count(), 1);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await caption(page), /^Piece [A-Z] fits in only \d+ places, the fewest of any item: try the first\.$/);
  assert.equal(await page.locator('#legend .piece-chip.branch').count(), 1);
  for (let k = 0; k < 40; k++) await page.keyboard.press('ArrowRight');
  const placed = await page.locator('#board rect.placed').count();
  assert.ok(placed > 0 && placed % 5 === 0, `${placed} squares placed`);
  assert.equal(await page.locator('#legend .piece-chip.done').count(), placed / 5);
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#board rect.placed').count(), 0);
  // The first tiling: all 60 squares covered by the 12 pieces, each once.
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A tiling/.test(document.getElementById('caption').textContent), null, { timeout: 30_000 });
  assert.equal(await page.locator('#board rect.placed').count(), 60);
  assert.equal(await page.locator('#legend .piece-chip.done').count(), 12);
  const letters = await page.locator('#board text.letter').evaluateAll((texts) => texts.map((text) => text.textContent));
  for (const letter of 'FILNPTUVWXYZ') assert.equal(letters.filter((l) => l === letter).length, 5, letter);
  assert.deepEqual(page.problems, []);
});

test('N queens: a solution has n queens none attacking another, every other square attacked; counts match the CLI', async () => {
  const page = await openPage('?puzzle=queens&board=6');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await caption(page), /^(Row|Column) \d has only \d safe squares left, the fewest of any item: try the first\.$/);
  assert.equal(await page.locator('#board rect.branch').count(), 1);
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A solution/.test(document.getElementById('caption').textContent));
  assert.match(await caption(page), /^A solution: 6 queens, none attacking another\.$/);
  const queens = await queensOn(page);
  assert.equal(queens.length, 6);
  for (const [a, [r1, c1]] of queens.entries()) {
    for (const [r2, c2] of queens.slice(a + 1)) {
      assert.ok(r1 !== r2 && c1 !== c2 && Math.abs(r1 - r2) !== Math.abs(c1 - c2), `queens at ${r1},${c1} and ${r2},${c2} attack`);
    }
  }
  assert.equal(await page.locator('#board rect.attacked').count(), 36 - 6);
  // Counting in the worker, against the native CLI.
  await page.selectOption('#puzzle', 'queens:8');
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  const expected = Number(native(['queens', '8', '--count']).trim());
  assert.match(
    await page.locator('#status').innerText(),
    new RegExp(`^${expected} solutions; 12 up to rotation and reflection \\(the board has 8 symmetries\\) \\(`),
  );
  await page.waitForFunction((n) => document.querySelectorAll('#gallery-list li').length === n, 12); // Drawn a few per task.
  await page.selectOption('#puzzle', 'pentominoes:20x3');
  assert.equal(await page.locator('#gallery').isHidden(), true);
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  assert.match(await page.locator('#status').innerText(), /^8 solutions; 2 up to rotation and reflection \(the board has 4 symmetries\)/);
  assert.deepEqual(page.problems, []);
});

test('word rectangles: every row and column a word of the list, purify told and seen in the words left; stepping back clears the grid; a pasted list counted as the CLI counts, a bad one named', async () => {
  const page = await openPage(`?puzzle=words&board=${encodeURIComponent('small @ 3x3')}`);
  const picture = () => page.locator('#board').innerHTML();
  const start = await picture();
  assert.match(
    await page.locator('#about').innerText(),
    /^Fill a grid 3 letters wide and 3 high so that every row and every column reads a word of the list \(24 words of 3 letters\)/,
  );
  const list = (await page.evaluate(async () => (await import('./js/engine/builds.js')).engineOf('words').smallWordList())).split(' ');
  assert.equal(list.length, 24);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await caption(page), /^(Row|Column) \d has \d+ words left that fit, the fewest of any row or column: try the first\.$/);
  // A word chosen, its cells are purified one by one; the crossing lines' words left go down.
  // Each count is its text's last node (its first is the title a pointer shows).
  const left = () =>
    page.locator('#board text.words-left').evaluateAll((counts) => counts.map((count) => Number(count.lastChild.textContent)));
  let purified = false;
  for (let k = 0; k < 12 && !purified; k++) {
    await page.keyboard.press('ArrowRight');
    purified = /^Purify the cell in row \d, column \d to [A-Z]: every word that puts another letter there is hidden/.test(
      await caption(page),
    );
  }
  assert.ok(purified, await caption(page));
  assert.ok(
    (await left()).some((n) => n < 24),
    String(await left()),
  );
  // A colour problem: the counters tell Knuth's cleansings too (a purify is one).
  assert.ok(await page.locator('#cleansings-counter').isVisible());
  assert.ok(Number((await page.locator('#count-cleansings').innerText()).replace(/,/g, '')) >= 1);
  await page.keyboard.press('n');
  await page.waitForFunction(() =>
    /^A word rectangle: each of the 3 rows and 3 columns reads a word of the list\.$/.test(document.getElementById('caption').textContent),
  );
  // The grid as the reader sees it: every row and every column is a word of the list.
  const letters = await page
    .locator('#board rect.square')
    .evaluateAll((rects) =>
      rects.map((rect) => (rect.nextElementSibling?.classList.contains('letter') ? rect.nextElementSibling.textContent : '.')),
    );
  const rows = [0, 1, 2].map((y) => letters.slice(3 * y, 3 * y + 3).join(''));
  const columns = [0, 1, 2].map((x) => [0, 1, 2].map((y) => letters[3 * y + x]).join(''));
  for (const word of [...rows, ...columns]) assert.ok(list.includes(word), `${word} in ${rows.join('/')}`);
  await page.keyboard.press('Home');
  assert.equal(await picture(), start);
  // Counted on the workers, as the native CLI counts, with the transpose told apart.
  await page.click('#count');
  await page.waitForFunction(() => /transposition/.test(document.getElementById('status').textContent));
  assert.equal(native(['words', '--size', '3x3', '--count', '--distinct']).trim(), '8 (8 distinct up to symmetry)');
  assert.match(await page.locator('#status').innerText(), /^8 solutions; 8 up to transposition/);
  // Your own words: the editor starts from the list on show; a pasted list is counted as the CLI counts it.
  await page.selectOption('#puzzle', 'words:edit');
  await page.waitForFunction(() => document.getElementById('words-text').value.startsWith('AGO AID'));
  await page.fill('#words-text', 'ab, cd\nac bd');
  await page.fill('#words-size', '2x2');
  await page.click('#words-use');
  await page.click('#count');
  await page.waitForFunction(() => /transposition/.test(document.getElementById('status').textContent));
  assert.equal(
    native(['words', '--size', '2x2', '--words', '-', '--count', '--distinct'], 'ab, cd\nac bd').trim(),
    '4 (3 distinct up to symmetry)',
  );
  assert.match(await page.locator('#status').innerText(), /^4 solutions; 3 up to transposition/);
  // A word that is not letters: named where it is, the text kept, the rectangle on show unchanged.
  await page.fill('#words-text', 'ab c1');
  await page.click('#words-use');
  assert.equal(
    await page.locator('#words-error').innerText(),
    'line 1, column 5: `1` in `c1` is not a letter A to Z (words are letters only, separated by spaces, commas or new lines)',
  );
  assert.equal(await page.inputValue('#words-text'), 'ab c1');
  assert.equal(await page.locator('#board rect.square').count(), 4);
  assert.deepEqual(page.problems, []);
});

test('Langford pairs: a solution writes each k twice with k numbers between, stepping back clears the row; counts match the CLI', async () => {
  const page = await openPage('?puzzle=langford&board=7');
  const row = () => page.locator('#board text.letter').allTextContents();
  const picture = () => page.locator('#board').innerHTML();
  const start = await picture();
  assert.match(await page.locator('#about').innerText(), /^Write 1 to 7 twice each in a row of 14 slots/);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(
    await caption(page),
    /^(Number \d+ fits in only \d+ places?|Slot \d+ can be filled in only \d+ ways?)(, so it is forced\.|, the fewest of any item: try the first\.)$/,
  );
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A Langford sequence/.test(document.getElementById('caption').textContent));
  // Each slot numbered once, each k twice with k numbers between: the row the CLI could print.
  const slots = await page
    .locator('#board rect.square')
    .evaluateAll((rects) =>
      rects.map((rect) => (rect.nextElementSibling?.classList.contains('letter') ? Number(rect.nextElementSibling.textContent) : 0)),
    );
  assert.equal(slots.length, 14);
  for (let k = 1; k <= 7; k++) {
    const at = slots.flatMap((number, slot) => (number === k ? [slot] : []));
    assert.equal(at.length, 2, `${k} in ${slots.join(' ')}`);
    assert.equal(at[1] - at[0], k + 1, `${k} in ${slots.join(' ')}`);
  }
  assert.equal((await row()).length, 14);
  assert.equal(await page.locator('#board path.pair').count(), 7);
  assert.equal(await page.locator('#legend .piece-chip.done').count(), 7);
  // Back to the start, the same picture as before the first step.
  await page.keyboard.press('Home');
  assert.equal(await picture(), start);
  // Counting in the workers, against the native CLI.
  await page.click('#count');
  await page.waitForFunction(() => /reversal \(/.test(document.getElementById('status').textContent));
  const expected = native(['langford', '7', '--count', '--distinct']).trim();
  assert.equal(expected, '52 (26 distinct up to symmetry)');
  assert.match(await page.locator('#status').innerText(), /^52 solutions; 26 up to reversal \(/);
  await page.waitForFunction((n) => document.querySelectorAll('#gallery-list li').length === n, 26); // Drawn a few per task.
  // Past 12, too long to count in a page: the page says so, with the figures for that n, and names
  // the command that counts them.
  await page.selectOption('#puzzle', 'langford:15');
  await page.click('#count');
  assert.equal(
    await page.locator('#status').innerText(),
    'Langford pairs for 15 have too many solutions to count in a page (79,619,280, 39,809,640 up to reversal). The command line counts them: dlx-stepper langford 15 --count.',
  );
  await page.selectOption('#puzzle', 'langford:16');
  await page.click('#count');
  assert.match(
    await page.locator('#status').innerText(),
    /^Langford pairs for 16 have too many solutions to count in a page \(653,443,600, /,
  );
  const thirteen = await openPage('?puzzle=langford&board=13');
  await thirteen.click('#count');
  assert.match(await thirteen.locator('#status').innerText(), /^Langford pairs for 13 have no solution \(only n = 4k or 4k − 1 have any/);
  await thirteen.close();
  // n = 5: the search finds none, and the page says why there are none.
  await page.selectOption('#puzzle', 'langford:5');
  assert.match(await page.locator('#about').innerText(), /For n = 5 there is none/);
  await page.keyboard.press('End');
  await page.waitForFunction(() => /^The search is over: 0 solutions/.test(document.getElementById('caption').textContent));
  assert.deepEqual(page.problems, []);
});

test("the Soma cube: layers side by side and a solid that turns, a solution uses each piece's cubes once, stepping back clears it; counts match the CLI", async () => {
  const page = await openPage('?puzzle=soma&board=cube');
  const picture = () => page.locator('#board').innerHTML();
  const start = await picture();
  assert.deepEqual(await page.locator('#board text.layer-name').allTextContents(), ['layer 1, bottom', 'layer 2, middle', 'layer 3, top']);
  assert.equal(await page.locator('#board rect.square').count(), 27);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(
    await caption(page),
    /^(Piece [VLTZABP] fits in only \d+ places?|The cell in layer \d, row \d, column \d can be covered in only \d+ ways?)/,
  );
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A Soma cube/.test(document.getElementById('caption').textContent));
  const letters = (await page.locator('#board text.letter').allTextContents()).sort().join('');
  assert.equal(letters, 'AAAABBBBLLLLPPPPTTTTVVVZZZZ');
  // The solid beside the layers: a cube for each cell, of the piece the layers show there.
  const cells = async (selector, pattern) =>
    (await page.locator(selector).allTextContents()).map((title) => title.replace(pattern, '$2 $1')).sort();
  const layered = await cells('#board rect.square title', /^(.*): piece (\w)$/);
  assert.equal(layered.length, 27);
  assert.deepEqual(
    await cells('#board svg.solid .cube title', /^piece (\w): (.*)$/).then((list) =>
      list.map((cell) => cell.replace(/^(.*) (\w)$/, '$1 $2')),
    ),
    layered.map((cell) => cell.replace(/^(\w) (.*)$/, '$2 $1')).sort(),
  );
  // Turning moves the cubes but not what they are; four quarter turns bring the picture back.
  const solid = () => page.locator('#board svg.solid').innerHTML();
  const front = await solid();
  await page.click('#turn-right');
  assert.notEqual(await solid(), front);
  assert.match(await page.locator('#board svg.solid').getAttribute('aria-label'), /turned 1 quarter turn: 27 of 27 cells filled/);
  await page.click('#turn-left');
  assert.equal(await solid(), front);
  for (let k = 0; k < 4; k++) await page.click('#turn-right');
  assert.equal(await solid(), front);
  await page.keyboard.press('Home');
  assert.equal(await picture(), start);
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  assert.equal(native(['soma', '--count', '--distinct']).trim(), '11520 (240 distinct up to symmetry)');
  assert.match(
    await page.locator('#status').innerText(),
    /^11,520 solutions; 240 up to rotation and reflection \(the cube has 48 symmetries\) \(/,
  );
  await page.waitForFunction((n) => document.querySelectorAll('#gallery-list li').length === n, 120); // Drawn a few per task.
  assert.deepEqual(page.problems, []);
});

test('the eight tetracubes: chosen from the list, two layers and a solid of the box, a solution uses each piece once, counts match the CLI, the link keeps the box', async () => {
  const page = await openPage();
  await page.selectOption('#puzzle', 'polycubes:tetracubes @ 4x4x2');
  await page.waitForFunction(() => document.querySelectorAll('#board rect.square').length === 32);
  assert.deepEqual(await page.locator('#board text.layer-name').allTextContents(), ['layer 1, bottom', 'layer 2, top']);
  assert.equal(await page.isHidden('#cube-turn'), false);
  assert.match(
    await page.locator('#about').innerText(),
    /^Fill a box 4 cells wide, 4 deep and 2 high with the eight tetracubes.*Exact cover with 40 items/,
  );
  const start = await page.locator('#board').innerHTML();
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(
    await caption(page),
    /^(Piece [IOLTZABP] fits in only \d+ places?|The cell in layer [12], row [1-4], column [1-4] can be covered in only \d+ ways?)/,
  );
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^The box is full/.test(document.getElementById('caption').textContent));
  assert.equal((await page.locator('#board text.letter').allTextContents()).sort().join(''), 'AAAABBBBIIIILLLLOOOOPPPPTTTTZZZZ');
  assert.match(
    await page.locator('#board svg.solid').getAttribute('aria-label'),
    /^The box as a solid, seen from above a corner: 32 of 32 cells filled$/,
  );
  // The page's link opens the same box at the same step.
  await page.waitForFunction(() => new URLSearchParams(location.search).has('step'));
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('puzzle'), 'polycubes');
  assert.equal(url.searchParams.get('board'), 'tetracubes @ 4x4x2');
  const shared = await openPage(url.search);
  await shared.waitForFunction(() => /^The box is full/.test(document.getElementById('caption').textContent));
  assert.equal(await shared.locator('#board svg').first().innerHTML(), await page.locator('#board svg').first().innerHTML());
  // A box the list does not offer, from a link, joins the list.
  await shared.goto(`${fixture.server.url}boards.html?puzzle=polycubes&board=tetracubes+%40+2x4x4`);
  await shared.waitForSelector('body[data-ready="true"]');
  assert.equal(await shared.locator('#puzzle').inputValue(), 'polycubes:tetracubes @ 2x4x4');
  assert.equal(await shared.locator('#board text.layer-name').count(), 4);
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#board').innerHTML(), start);
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  assert.equal(native(['polycube', '--count', '--distinct']).trim(), '11120 (695 distinct up to symmetry)');
  assert.match(
    await page.locator('#status').innerText(),
    /^11,120 solutions; 695 up to rotation and reflection \(the box has 16 symmetries\) \(/,
  );
  assert.deepEqual([...page.problems, ...shared.problems], []);
});

test('your own pieces: typed pieces tile a typed board, counted as the CLI counts; a bad piece is named and the text kept; the tetrominoes fit no rectangle', async () => {
  const page = await openPage();
  await page.selectOption('#puzzle', 'polyominoes:edit');
  assert.equal(await page.locator('#pieces-editor').isVisible(), true);
  // The editor starts with the tetrominoes and a second T, which tile 6 × 4.
  const pieces = await page.inputValue('#pieces-text');
  assert.match(pieces, /^I: #\/#\/#\/#\nO: ##\/##/);
  assert.equal(await page.inputValue('#pieces-board'), '6x4');
  await page.click('#pieces-use');
  // The about panel is written as the puzzle opens, the board drawn a task later.
  await page.waitForFunction(
    () =>
      /the 6 pieces/.test(document.getElementById('about').textContent) && document.querySelectorAll('#board rect.square').length !== 60,
  );
  assert.equal(await page.locator('#board rect.square').count(), 24);
  assert.equal(await page.locator('#legend .piece-chip').count(), 6);
  await page.locator('h1').click();
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A tiling: all 6 pieces placed/.test(document.getElementById('caption').textContent));
  const letters = (await page.locator('#board text.letter').allTextContents()).sort().join('');
  assert.equal(letters, 'IIIILLLLOOOOSSSSTTTTUUUU');
  // The link holds the typed pieces: opened afresh, the same puzzle.
  await page.waitForURL(/puzzle=polyominoes&board=I/);
  const again = await openPage(new URL(page.url()).search);
  assert.equal(await again.locator('#legend .piece-chip').count(), 6);
  assert.equal(await again.inputValue('#puzzle'), 'polyominoes:edit');
  // …with the pieces in the editor, to read and change.
  assert.equal(await again.locator('#pieces-editor').isVisible(), true);
  assert.equal(await again.inputValue('#pieces-text'), pieces);
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  const expected = native(['polyomino', '--pieces', pieces, '--board', '6x4', '--count', '--distinct']).trim();
  const [, all, distinct] = /^(\d+) \((\d+) distinct/.exec(expected);
  assert.match(await page.locator('#status').innerText(), new RegExp(`^${all} solutions; ${distinct} up to rotation and reflection`));
  // A bad piece: named where it is, the typed text kept, the board on show unchanged.
  await page.fill('#pieces-text', '##; #x');
  await page.click('#pieces-use');
  assert.equal(await page.locator('#pieces-error').innerText(), 'piece 2, row 1, column 2: `x` is not `#` (a square) or `.` (none)');
  assert.equal(await page.inputValue('#pieces-text'), '##; #x');
  assert.equal(await page.locator('#legend .piece-chip').count(), 6);
  await page.fill('#pieces-text', '##\n##');
  await page.click('#pieces-use');
  assert.equal(await page.locator('#pieces-error').innerText(), 'the board has 24 squares: the one piece covers exactly 4 (take away 20)');
  await page.fill('#pieces-text', '##\n\n##');
  await page.click('#pieces-use');
  assert.equal(await page.locator('#pieces-error').innerText(), 'the board has 24 squares: the 2 pieces cover exactly 4 (take away 20)');
  // The tetrominoes on 5 × 4: the page says why none fits, and the search ends with none.
  await page.selectOption('#puzzle', 'polyominoes:tetrominoes @ 5x4');
  assert.match(await page.locator('#about').innerText(), /chequerboard/);
  await page.keyboard.press('End');
  await page.waitForFunction(() => /^The search is over: 0 solutions/.test(document.getElementById('caption').textContent));
  assert.deepEqual(page.problems, []);
});

test('copies of a piece (T*2): the pieces build is loaded, the legend counts the copies down, the Ts are never told apart; counts match the CLI and are half those of T and U', async () => {
  const page = await openPage();
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) fetched.push(new URL(request.url()).pathname.split('/').at(-2));
  });
  const value = await page.locator('#puzzle option', { hasText: 'a second T' }).getAttribute('value');
  await page.selectOption('#puzzle', value);
  await page.waitForFunction(() => document.querySelector('#legend .piece-chip.copies')?.textContent === 'T0/2');
  assert.ok(fetched.includes('pkg-pieces'), `fetched ${fetched}`);
  assert.match(await page.locator('#about').innerText(), /the 5 pieces \(each placed once, T 2 times\).*16, or 4 up to symmetry/);
  assert.equal(await page.locator('#legend .piece-chip.copies').getAttribute('aria-label'), 'piece T, 0 of 2 copies placed');
  const start = await page.locator('#board').innerHTML();
  await page.locator('h1').click();
  // Early on, a T goes down while another is to come.
  const seen = [];
  for (let k = 0; k < 400 && !/^Piece T takes one more copy/.test(seen.at(-1)); k++) {
    await page.keyboard.press('ArrowRight');
    seen.push(await caption(page));
  }
  assert.match(
    seen.at(-1),
    /^Piece T takes one more copy: 1 more copy to place after it, so the piece stays open\.$/,
    seen.slice(-8).join('\n'),
  );
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A tiling/.test(document.getElementById('caption').textContent));
  assert.match(await caption(page), /^A tiling: all 6 pieces placed, every square covered once\.$/);
  assert.equal((await page.locator('#board text.letter').allTextContents()).sort().join(''), 'IIIILLLLOOOOSSSSTTTTTTTT');
  assert.equal(await page.locator('#legend .piece-chip.copies').textContent(), 'T2/2');
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#board').innerHTML(), start);
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent));
  assert.match(await page.locator('#status').innerText(), /^16 solutions; 4 up to rotation and reflection \(the board has 4 symmetries\)/);
  assert.equal(
    native([
      'polyomino',
      '--pieces',
      'I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#.',
      '--board',
      '6x4',
      '--count',
      '--distinct',
    ]).trim(),
    '16 (4 distinct up to symmetry)',
  );
  assert.equal(
    native([
      'polyomino',
      '--pieces',
      'I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T: ###/.#.; U: ###/.#.',
      '--board',
      '6x4',
      '--count',
      '--distinct',
    ]).trim(),
    '32 (8 distinct up to symmetry)',
  );
  // Typed in the editor, copies work the same; a bad count is named and the text kept.
  await page.selectOption('#puzzle', 'polyominoes:edit');
  await page.fill('#pieces-text', 'O*4: ##/##');
  await page.fill('#pieces-board', '4x4');
  await page.click('#pieces-use');
  await page.waitForFunction(() => document.querySelector('#legend .piece-chip.copies')?.textContent === 'O0/4');
  await page.fill('#pieces-text', 'O*0: ##/##');
  await page.click('#pieces-use');
  assert.equal(
    await page.locator('#pieces-error').innerText(),
    'piece 1: `O*0` does not say how many copies: after `*`, a number from 1 to 64',
  );
  assert.equal(await page.locator('#pieces-text').inputValue(), 'O*0: ##/##');
  assert.deepEqual(page.problems, []);
});

test('the 35 hexominoes: the page says why no rectangle takes them; a staircase of 20 rows is tiled, six squares a piece; stepping back clears it', async () => {
  const page = await openPage();
  const value = await page.locator('#puzzle option', { hasText: 'Hexominoes' }).getAttribute('value');
  await page.selectOption('#puzzle', value);
  await page.waitForFunction(() => document.querySelectorAll('#board rect.square').length === 210);
  assert.match(
    await page.locator('#about').innerText(),
    /^Exact cover with 245 items: the 35 pieces .* 24 of them cover three squares of each colour and 11 cover four of one and two of the other.* 110 squares of one colour and 100 of the other/,
  );
  assert.equal(await page.locator('#legend .piece-chip').count(), 35);
  const start = await page.locator('#board').innerHTML();
  await page.locator('h1').click();
  await page.keyboard.press('n');
  await page.waitForFunction(() => /^A tiling: all 35 pieces placed/.test(document.getElementById('caption').textContent), null, {
    timeout: 60_000,
  });
  const letters = await page.locator('#board text.letter').allTextContents();
  const each = new Map();
  for (const letter of letters) each.set(letter, (each.get(letter) ?? 0) + 1);
  assert.equal(each.size, 35);
  assert.ok([...each.values()].every((squares) => squares === 6));
  await page.keyboard.press('Home');
  assert.equal(await page.locator('#board').innerHTML(), start);
  assert.deepEqual(page.problems, []);
});

test("counting Scott's board: 520 tilings, 65 up to symmetry, a gallery of the 65; one opens the search at it", async () => {
  const page = await openPage();
  await page.click('#count');
  await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
  assert.match(
    await page.locator('#status').innerText(),
    /^520 solutions; 65 up to rotation and reflection \(the board has 8 symmetries\) \(/,
  );
  const thumbnails = page.locator('#gallery-list button');
  await page.waitForFunction(() => document.querySelectorAll('#gallery-list button').length === 65); // Drawn a few per task.
  assert.match(await page.locator('#gallery-note').innerText(), /^All 65 solutions distinct up to symmetry/);
  // Each thumbnail is a whole tiling, and no two are images of each other.
  const drawings = await thumbnails.evaluateAll((buttons) =>
    buttons.map((button) =>
      Array.from(button.querySelectorAll('rect.square'), (rect) => rect.getAttribute('class').match(/piece-(\w)/)?.[1] ?? '.').join(''),
    ),
  );
  for (const drawing of drawings) assert.equal(drawing.replace(/\./g, '').length, 60);
  assert.equal(new Set(drawings).size, 65);
  // Open the last one: the board shows its tiling, the caption says it is one; stepping back
  // takes its last piece off, and forward puts it back.
  const last = thumbnails.last();
  const number = Number(await last.getAttribute('data-number'));
  assert.ok(number > 65 && number <= 520, `solution ${number}`);
  await last.click();
  await page.waitForFunction(() => /^Solution [\d,]+, at step/.test(document.getElementById('gallery-note').textContent), null, {
    timeout: 30_000,
  });
  assert.match(await caption(page), /^A tiling/);
  const onBoard = async () =>
    (
      await page
        .locator('#board rect.square')
        .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('class').match(/piece-(\w)/)?.[1] ?? '.'))
    ).join('');
  assert.equal(await onBoard(), drawings[drawings.length - 1]);
  assert.equal(await page.locator('#count-solutions').innerText(), number.toLocaleString('en-US'));
  await page.locator('h1').click();
  // Back over the covers of the last piece's items until the piece itself comes off.
  let back = 0;
  while ((await page.locator('#board rect.placed').count()) === 60 && back < 12) {
    await page.keyboard.press('ArrowLeft');
    back += 1;
    assert.doesNotMatch(await caption(page), /^Press/);
  }
  assert.equal(await page.locator('#board rect.placed').count(), 55);
  for (let k = 0; k < back; k++) await page.keyboard.press('ArrowRight');
  assert.equal(await onBoard(), drawings[drawings.length - 1]);
  // The link holds the step: opened afresh, it shows the same tiling.
  await page.waitForFunction(() => /step=\d+/.test(location.search));
  const shared = await openPage(new URL(page.url()).search);
  await shared.waitForFunction(() => document.getElementById('count-solutions').textContent !== '0', null, { timeout: 30_000 });
  assert.deepEqual([...page.problems, ...shared.problems], []);
});

test("small queens' boards open on the links page at the same step", async () => {
  const page = await openPage('?puzzle=queens&board=5');
  await page.locator('h1').click();
  for (let k = 0; k < 9; k++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /step=9/.test(document.getElementById('links-view').href));
  const href = await page.locator('#links-view').getAttribute('href');
  assert.match(href, /^links\.html\?problem=queens5&step=9$/);
  const links = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  opened.push(links);
  await links.goto(`${fixture.server.url}${href}`);
  await links.waitForSelector('body[data-ready="true"]');
  await links.waitForFunction(() => document.getElementById('count-step')?.textContent.startsWith('9'));
  // The same partial solution: the queens placed on the board are the options selected there.
  const boardQueens = await queensOn(page);
  assert.ok(boardQueens.length > 0);
  const selected = await links.evaluate(() => document.getElementById('partial')?.textContent ?? '');
  for (const [r, c] of boardQueens) assert.ok(selected.includes(`r${r} c${c}`), `${selected} lacks r${r} c${c}`);
  await page.selectOption('#puzzle', 'queens:7');
  await page.locator('#links-view').waitFor({ state: 'hidden' });
  assert.deepEqual([...page.problems, ...links.problems], []);
});

test('a link holds the puzzle and the step; Cancel stops a long count', async () => {
  const page = await openPage('?puzzle=queens&board=7');
  await page.locator('h1').click();
  for (let k = 0; k < 23; k++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => location.search.includes('step=23'));
  const query = new URL(page.url()).search;
  assert.match(query, /puzzle=queens/);
  const shared = await openPage(query);
  await shared.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('23'));
  assert.equal(await caption(shared), await caption(page));
  assert.deepEqual(await queensOn(shared), await queensOn(page));
  // 15 queens have 2,279,184 solutions, seconds even on every core and the bit engine: Cancel
  // stops every worker at once.
  const fifteen = await openPage('?puzzle=queens&board=15');
  await fifteen.click('#count');
  await fifteen.waitForFunction(() => /solutions so far/.test(document.getElementById('status').textContent));
  // The gallery fills while counting, one drawing of each class, in the search's order.
  await fifteen.waitForFunction(() => document.querySelectorAll('#gallery-list li').length > 1);
  const numbers = await fifteen.locator('#gallery-list button').evaluateAll((buttons) => buttons.map((b) => Number(b.dataset.number)));
  assert.deepEqual(
    numbers,
    [...numbers].sort((a, b) => a - b),
  );
  assert.equal(await fifteen.locator('#count').isDisabled(), true, 'still counting');
  await fifteen.click('#cancel');
  assert.equal(await fifteen.locator('#status').innerText(), 'Cancelled.');
  assert.equal(await fifteen.locator('#count').isDisabled(), false);
  // Cancelled in its first second, before the gallery draws while counting: what was found is
  // drawn then, under its own note, not the last count's.
  await fifteen.selectOption('#puzzle', 'queens:8');
  await fifteen.click('#count');
  await fifteen.waitForFunction(() => /^All 12 solutions/.test(document.getElementById('gallery-note').textContent));
  await fifteen.selectOption('#puzzle', 'queens:15');
  await fifteen.click('#count');
  // A few parts done, the first among them: its classes are on their way to the gallery.
  await fifteen.waitForFunction(() => /so far, .*\b([4-9]|\d{2,}) of \d+ parts done/.test(document.getElementById('status').textContent));
  await fifteen.click('#cancel');
  if (await fifteen.locator('#gallery').isVisible()) {
    assert.match(await fifteen.locator('#gallery-note').innerText(), /^Found so far/);
  }
  assert.deepEqual([...page.problems, ...shared.problems, ...fifteen.problems], []);
});

test('drawing a board: a wrong number of squares is named, 60 squares are solved', async () => {
  const page = await openPage();
  await page.selectOption('#puzzle', 'pentominoes:draw');
  // The drawing starts from the board on show: Scott's 60 squares.
  assert.equal(await page.locator('#draw-count').innerText(), '60 squares of 60.');
  const first = page.locator('#draw-grid button').first();
  await first.click();
  assert.equal(await page.locator('#draw-count').innerText(), '59 squares of 60.');
  await page.click('#draw-use');
  assert.equal(await page.locator('#draw-error').innerText(), 'the board has 59 squares: the 12 pentominoes cover exactly 60 (add 1)');
  // The keyboard draws too: Space on a focused square.
  await first.focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('#draw-count').innerText(), '60 squares of 60.');
  // Move the corner square to the right end of the first row: still 60, another board.
  await first.click();
  await page.locator('#draw-grid button').nth(8).click();
  await page.click('#draw-use');
  assert.equal(await page.locator('#draw-error').isHidden(), true);
  assert.equal(await page.locator('#board rect.square').count(), 60);
  await page.waitForFunction(() => decodeURIComponent(location.search).includes('board=.########/'));
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await caption(page), /^(Piece|The square)/);
  assert.deepEqual(page.problems, []);
});

/** Drags the mouse from square `from` to square `to` of the drawing grid, through the squares between. */
async function drag(page, from, to) {
  const centre = async (k) => {
    const box = await page.locator(`#draw-grid button[data-k="${k}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [x0, y0] = await centre(from);
  const [x1, y1] = await centre(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 12 });
  await page.mouse.up();
}

test('drawing a board: Clear, drag to paint and to erase, All squares; the about panel then tells of the drawn board', async () => {
  const page = await openPage();
  assert.match(await page.locator('#about').innerText(), /Dana Scott's 1958 search/);
  await page.selectOption('#puzzle', 'pentominoes:draw');
  await page.click('#draw-clear');
  assert.equal(await page.locator('#draw-count').innerText(), '0 squares of 60.');
  // Six strokes of ten squares, rows 1 to 6 (the grid is 16 wide): a 6 × 10 board.
  for (let row = 0; row < 6; row++) await drag(page, row * 16, row * 16 + 9);
  assert.equal(await page.locator('#draw-count').innerText(), '60 squares of 60.');
  // A stroke that starts on a filled square takes squares away, and only those it passes.
  await drag(page, 5 * 16 + 7, 5 * 16 + 9);
  assert.equal(await page.locator('#draw-count').innerText(), '57 squares of 60.');
  await drag(page, 5 * 16 + 7, 5 * 16 + 9);
  assert.equal(await page.locator('#draw-count').innerText(), '60 squares of 60.');
  await page.click('#draw-use');
  assert.equal(await page.locator('#draw-error').isHidden(), true);
  assert.equal(await page.locator('#board rect.square').count(), 60);
  const about = await page.locator('#about').innerText();
  assert.match(about, /This is the board you drew, 10 squares wide and 6 high\./);
  assert.doesNotMatch(about, /Scott/);
  // All squares fills the whole area; Clear empties it again. The keyboard still draws.
  await page.click('#draw-fill');
  assert.equal(await page.locator('#draw-count').innerText(), '192 squares of 60.');
  await page.click('#draw-clear');
  assert.equal(await page.locator('#draw-count').innerText(), '0 squares of 60.');
  await page.locator('#draw-grid button').first().focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('#draw-count').innerText(), '1 square of 60.');
  // A rectangle from the list is not described as drawn, nor as Scott's.
  await page.selectOption('#puzzle', 'pentominoes:20x3');
  await page.waitForFunction(() => /the 60 squares of the board/.test(document.getElementById('about').textContent));
  assert.doesNotMatch(await page.locator('#about').innerText(), /Scott|drew/);
  assert.deepEqual(page.problems, []);
});

test("the timeline spans what is known: one step on Scott's board moves the thumb one step, not to the end", async () => {
  const page = await openPage();
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  const timeline = page.locator('#timeline');
  const max = Number(await timeline.getAttribute('max'));
  assert.equal(await timeline.inputValue(), '1');
  assert.ok(max > 1000, `the timeline spans the ${max} steps scouted`);
  assert.match(await timeline.getAttribute('aria-valuetext'), /^step 1 of at least [\d,]+ \(the end is not known yet\)$/);
  // Where the end is known, it says so.
  const small = await openPage('?puzzle=queens&board=4');
  await small.locator('h1').click();
  await small.keyboard.press('ArrowRight');
  assert.match(await small.locator('#timeline').getAttribute('aria-valuetext'), /^step 1 of \d+$/);
  assert.deepEqual([...page.problems, ...small.problems], []);
});

test('at phone width the board fits the screen', async () => {
  const page = await openPage('?puzzle=queens&board=8', { width: 390, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
  const box = await page.locator('#board svg').boundingBox();
  assert.ok(box.width <= 390 && box.width > 250, `board ${box.width} px wide`);
  assert.deepEqual(page.problems, []);
});

test('a count on a pool of workers gives the one-worker count, nodes and updates', async () => {
  const results = [];
  for (const workers of [1, 3]) {
    const page = await openPage(`?puzzle=pentominoes&board=15x4&workers=${workers}`);
    await page.click('#count');
    await page.waitForFunction(() => /symmetries\) \(/.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
    const text = await page.locator('#status').innerText();
    assert.match(
      text,
      new RegExp(
        `^1,472 solutions; 368 up to rotation and reflection \\(the board has 4 symmetries\\) \\([\\d.]+ m?s on ${workers} workers?, `,
      ),
    );
    results.push(text.replace(/\([\d.]+ m?s on \d workers?, /, '('));
    await page.waitForFunction((n) => document.querySelectorAll('#gallery-list li').length === n, 120); // Drawn a few per task.
    assert.deepEqual(page.problems, []);
  }
  assert.equal(results[0], results[1]);
});

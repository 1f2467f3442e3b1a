// Figures for slides: the links page's diagram and tree and the boards page's board, downloaded as
// SVG (valid XML, the same size opened on its own, its labels and colours inside) and PNG (twice
// the size, for sharp slides); "Copy link to this step" copies a link that opens the same moment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { useBrowser } from '../browser.mjs';

const fixture = useBrowser();

async function openContext() {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(error.message));
  return { context, page };
}

/** Clicks a download button; returns the file's name, bytes and path (saved under its name, so a
 * browser opening it knows it for an SVG). */
async function downloadFrom(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const path = join(await mkdtemp(join(tmpdir(), 'dlx-export-')), download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: await readFile(path), path };
}

/** Width and height from a PNG's header. */
const pngSize = (bytes) => {
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};

/** The SVG checked: parses as XML, and opened on its own renders at the size it had on the page. */
async function checkStandalone(context, page, svg, { path, viewSelector }) {
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.localName };
  }, svg);
  assert.deepEqual(parsed, { error: null, root: 'svg' });
  const onPage = await page.evaluate((selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return [Math.round(box.width), Math.round(box.height)];
  }, viewSelector);
  const alone = await context.newPage();
  await alone.goto(pathToFileURL(path).href);
  const { size, font } = await alone.evaluate(() => {
    const box = document.documentElement.getBoundingClientRect();
    const text = document.querySelector('text');
    return { size: [Math.round(box.width), Math.round(box.height)], font: text ? getComputedStyle(text).fontFamily : null };
  });
  await alone.close();
  assert.deepEqual(size, onPage, 'opened on its own, the SVG is drawn at the size it had on the page');
  // Its labels in the page's sans-serif typefaces, not the viewer's default serif.
  if (font !== null) assert.match(font, /sans-serif/, "the labels keep the page's font");
  assert.doesNotMatch(svg, /class="/, 'no class left to a style sheet: every look is inline');
  return size;
}

test('the links page: the diagram and the tree as SVG and PNG, and a link to the step', async () => {
  const { context, page } = await openContext();
  await page.goto(`${fixture.server.url}links.html?problem=knuth&detail=links&step=9`);
  await page.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('9'));
  const diagram = await downloadFrom(page, '#diagram-export [data-format="svg"]');
  assert.equal(diagram.name, 'dlx-knuth-links-step-9.svg');
  const svg = diagram.bytes.toString();
  const [width, height] = await checkStandalone(context, page, svg, { path: diagram.path, viewSelector: '#diagram svg' });
  // The node labels, the headers, the row labels; the caption as the title.
  for (const label of ['>root<', '>A<', '>G<', '>29<', '>D E G<']) assert.ok(svg.includes(label), `the SVG holds ${label}`);
  assert.match(svg, /<title>The links of Knuth's A–G example \(6 × 7\), step 9: Unlink node 29/);
  // The node just unlinked keeps the page's orange outline (--change, #e8590c), inline.
  assert.match(svg, /stroke:rgb\(232, 89, 12\)/);
  assert.match(svg, /stroke-dasharray:3px, 3px|stroke-dasharray:3, 3/, 'stale links stay dashed');

  const png = await downloadFrom(page, '#diagram-export [data-format="png"]');
  assert.equal(png.name, 'dlx-knuth-links-step-9.png');
  assert.deepEqual(pngSize(png.bytes), [2 * width, 2 * height]);

  // The matrix is an HTML table: redrawn as SVG, the same size, its labels and struck rows kept.
  const matrix = await downloadFrom(page, '#matrix-export [data-format="svg"]');
  const matrixSvg = matrix.bytes.toString();
  await checkStandalone(context, page, matrixSvg, { path: matrix.path, viewSelector: '#matrix table' });
  for (const label of ['>A<', '>G<', '>C E F<', '>D E G<']) assert.ok(matrixSvg.includes(label), `the matrix SVG holds ${label}`);

  const tree = await downloadFrom(page, '#tree-export [data-format="svg"]');
  await checkStandalone(context, page, tree.bytes.toString(), { path: tree.path, viewSelector: '#tree svg' });
  assert.ok(tree.bytes.toString().includes('>A D G<'), 'the tree names the option tried');

  await page.click('#copy-link');
  await page.waitForFunction(() => document.getElementById('copy-status').textContent === 'Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /step=9/);
  const again = await context.newPage();
  await again.goto(link);
  await again.waitForFunction(() => document.getElementById('count-step').textContent.startsWith('9'));
  assert.equal(await again.textContent('#caption'), await page.textContent('#caption'));
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the Sudoku page: a killer grid mid-search as SVG and PNG, cages and sums kept', async () => {
  const { context, page } = await openContext();
  await page.goto(`${fixture.server.url}sudoku.html`);
  await page.waitForSelector('body[data-ready]');
  await page.selectOption('#variant', 'killer');
  await page.locator('h1').click();
  for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowRight');
  const grid = await downloadFrom(page, '#grid-export [data-format="svg"]');
  assert.match(grid.name, /^dlx-sudoku-killer-step-8\.svg$/);
  const svg = grid.bytes.toString();
  const [width, height] = await checkStandalone(context, page, svg, { path: grid.path, viewSelector: '#grid' });
  // Every cage's sum, as the page shows them; dashed cage lines; no screen-reader text drawn.
  const sums = await page.$$eval('#grid .cell[data-sum]', (cells) => cells.map((cell) => cell.dataset.sum));
  assert.ok(sums.length > 10);
  for (const sum of sums) assert.ok(svg.includes(`>${sum}<`) || svg.includes(`>${sum} `), `cage sum ${sum}`);
  assert.match(svg, /stroke-dasharray/);
  assert.doesNotMatch(svg, /row 1, column 1/);
  const png = await downloadFrom(page, '#grid-export [data-format="png"]');
  assert.deepEqual(pngSize(png.bytes), [2 * width, 2 * height]);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the boards page: the board as SVG and PNG', async () => {
  const { context, page } = await openContext();
  await page.goto(`${fixture.server.url}boards.html?puzzle=pentominoes&board=20x3`);
  await page.waitForSelector('body[data-ready]');
  await page.click('#next-solution');
  await page.waitForFunction(() => /A tiling/.test(document.getElementById('caption').textContent));
  const board = await downloadFrom(page, '#board-export [data-format="svg"]');
  assert.match(board.name, /^dlx-pentominoes-20x3-step-\d+\.svg$/);
  const svg = board.bytes.toString();
  const [width, height] = await checkStandalone(context, page, svg, { path: board.path, viewSelector: '#board svg' });
  for (const letter of 'FILNPTUVWXYZ') assert.ok(svg.includes(`>${letter}<`), `piece ${letter} is in the picture`);
  const png = await downloadFrom(page, '#board-export [data-format="png"]');
  assert.deepEqual(pngSize(png.bytes), [2 * width, 2 * height]);
  assert.deepEqual(page.problems, []);
  await context.close();
});

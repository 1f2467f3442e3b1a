// The links page in a real Chromium: what a learner sees and does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, diagramPicture as picture } from '../browser.mjs';
import { native, dataFile } from '../native.mjs';

const fixture = useBrowser();

async function openPage(query = '') {
  const page = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  await page.goto(`${fixture.server.url}links.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

const text = (page, selector) => page.locator(selector).innerText();

// A link's step is gone to in slices after the page is ready (the last one a frame later): the
// counter names it once the page is there.
const atStep = (page, step) =>
  page.waitForFunction((step) => document.getElementById('count-step').textContent.startsWith(`${step} /`), step);

const partial = (page) => page.locator('#partial li').allInnerTexts();

test('loads with no console errors and shows the A–G example', async () => {
  const page = await openPage();
  assert.equal(await page.locator('#diagram .header').count(), 8); // root and A–G
  assert.equal(await page.locator('#diagram .node:not(.header)').count(), 16); // the 1s
  assert.match(await text(page, '#count-step'), /^0 \/ 43$/);
  assert.deepEqual(page.problems, []);
});

test('stepping A–G shows {A D}, {C E F}, {B G} at the solution, and the page matches the engine at every step', async () => {
  const page = await openPage();
  // A reference stepper of our own, in the page, through the exported API.
  await page.evaluate(async () => {
    const api = await import('/pkg-links/dlx_stepper.js');
    await api.default();
    window.reference = new api.Stepper('A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G');
  });
  let solutionSeen = false;
  for (let step = 1; step <= 43; step++) {
    await page.keyboard.press('ArrowRight');
    const expected = await page.evaluate(() => {
      const event = window.reference.step();
      const next = window.reference.nextItemsView();
      const active = [];
      for (let item = next[0]; item !== 0; item = next[item]) active.push(item);
      const names = window.reference.itemNames();
      return { event, active: active.map((i) => names[i - 1]), stats: window.reference.stats(), position: window.reference.position() };
    });
    const activeOnPage = await page
      .locator('#diagram .header:not(.covered):not(.root) text:first-of-type')
      .evaluateAll((texts) => texts.map((t) => t.textContent));
    assert.deepEqual(activeOnPage, expected.active, `headers at step ${step}`);
    assert.equal(await text(page, '#count-step'), `${expected.position} / 43`);
    assert.equal(await text(page, '#count-nodes'), String(expected.stats.nodes));
    assert.equal(await text(page, '#count-updates'), String(expected.stats.updates));
    assert.equal(await text(page, '#count-solutions'), String(expected.stats.solutions));
    if (expected.event.type === 'solution') {
      solutionSeen = true;
      assert.deepEqual(await partial(page), ['A D', 'C E F', 'B G']);
      assert.match(await text(page, '#caption'), /is a solution/);
    }
  }
  assert.ok(solutionSeen);
  assert.match(await text(page, '#caption'), /The search is over: 1 solution/);
  assert.deepEqual(page.problems, []);
});

test('stepping back to the start restores the initial picture', async () => {
  const page = await openPage();
  const initial = await picture(page);
  for (let k = 0; k < 20; k++) await page.keyboard.press('ArrowRight');
  assert.notEqual(await picture(page), initial);
  for (let k = 0; k < 20; k++) await page.keyboard.press('ArrowLeft');
  // The last step back flashes the links it restored; apart from that, the same picture.
  assert.equal(await picture(page), initial);
  assert.equal(await text(page, '#count-step'), '0 / 43');
  assert.deepEqual(page.problems, []);
});

test('the keyboard plays, pauses, and jumps to the end and the start', async () => {
  const page = await openPage();
  await page.keyboard.press('End');
  // A seek takes its steps over frames (the page never freezes on a far one): wait for the last.
  await page.waitForFunction(() => document.getElementById('count-step').textContent === '43 / 43');
  assert.match(await text(page, '#caption'), /The search is over/);
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.getElementById('count-step').textContent === '0 / 43');
  await page.keyboard.press(' ');
  await page.waitForFunction(() => parseInt(document.getElementById('count-step').textContent, 10) >= 2);
  await page.keyboard.press(' ');
  const paused = await text(page, '#count-step');
  await page.waitForTimeout(300);
  assert.equal(await text(page, '#count-step'), paused);
  await page.keyboard.press('n');
  assert.deepEqual(await partial(page), ['A D', 'C E F', 'B G']);
  assert.deepEqual(page.problems, []);
});

test('a URL with a step opens at that step', async () => {
  const stepped = await openPage();
  for (let k = 0; k < 7; k++) await stepped.keyboard.press('ArrowRight');
  await stepped.waitForFunction(() => location.search.includes('step=7'));
  const url = new URL(stepped.url());
  const caption = await text(stepped, '#caption');
  const opened = await openPage(url.search);
  await atStep(opened, 7);
  assert.equal(await text(opened, '#count-step'), '7 / 43');
  assert.equal(await text(opened, '#caption'), caption);
  assert.equal(await picture(opened), await picture(stepped));
  const links = await openPage('?problem=queens4&detail=links&step=30');
  await atStep(links, 30);
  assert.equal(await text(links, '#count-step'), `30 / ${(await text(links, '#count-step')).split(' / ')[1]}`);
  assert.deepEqual([...stepped.problems, ...opened.problems, ...links.problems], []);
});

test('a link to a step reopens its picture: what that step changed is marked as when it was stepped to', async () => {
  const stepped = await openPage('?problem=knuth&detail=links');
  await stepped.locator('h1').click();
  const pictureAt = async (step) => {
    while (!(await text(stepped, '#count-step')).startsWith(`${step} `)) await stepped.keyboard.press('ArrowRight');
    return stepped.locator('#diagram').innerHTML();
  };
  const five = await pictureAt(5);
  const nine = await pictureAt(9);
  await stepped.waitForFunction(() => location.search.includes('step=9'));
  assert.ok((await stepped.locator('#diagram .link.changed').count()) > 0, 'step 9 changes links');
  const opened = await openPage(new URL(stepped.url()).search);
  await opened.waitForFunction(() => document.querySelectorAll('#diagram .link.changed').length > 0, null, { timeout: 5000 });
  assert.match(await text(opened, '#count-step'), /^9 \/ /);
  assert.equal(await opened.locator('#diagram').innerHTML(), nine);
  // Moved along the timeline to step 5, the picture is step 5's as stepped to.
  await opened.locator('#timeline').fill('5');
  await opened.waitForFunction(
    () => document.querySelectorAll('#diagram .link.changed').length > 0 && /^5 /.test(document.getElementById('count-step').textContent),
  );
  assert.equal(await opened.locator('#diagram').innerHTML(), five);
  assert.deepEqual([...stepped.problems, ...opened.problems], []);
});

test('a bad matrix shows the error at its line and keeps the text', async () => {
  const page = await openPage();
  await page.click('#edit-toggle');
  const typed = '0110\n01x0\n';
  await page.fill('#problem-text', typed);
  await page.click('#load-problem');
  assert.equal(await text(page, '#problem-error'), 'line 2, column 3: bad name `x`: a 0/1 matrix holds only 0 and 1');
  assert.equal(await page.inputValue('#problem-text'), typed);
  // The old problem is still there and working.
  assert.match(await text(page, '#count-step'), /^0 \/ 43$/);
  // A good one loads.
  await page.fill('#problem-text', 'A: 1 2\nB: 3\nC: 1 3\nD: 2');
  await page.click('#load-problem');
  assert.equal(await page.locator('#problem-error').isHidden(), true);
  await page.keyboard.press('n');
  assert.deepEqual(await partial(page), ['A', 'B']);
  // Errors never go to the console: they are shown next to the input.
  assert.deepEqual(page.problems, []);
});

test('a problem with items but no options is refused with a word, the text kept; long names stay inside their boxes', async () => {
  const page = await openPage();
  await page.click('#edit-toggle');
  const typed = 'hello world, this is not a problem!!';
  await page.fill('#problem-text', typed);
  await page.click('#load-problem');
  assert.equal(
    await text(page, '#problem-error'),
    '7 items but no options: nothing to search. The first line names the items; each line after it is an option, naming the items it covers (such as "hello world,").',
  );
  assert.equal(await page.inputValue('#problem-text'), typed);
  assert.match(await text(page, '#count-step'), /^0 \/ 43$/, "Knuth's example is still open");
  // Given an option, it loads; every header's name and every row label fits in the diagram.
  await page.fill('#problem-text', `${typed} a-long-secondary-name\nhello problem!!\nworld, this is not a a-long-secondary-name`);
  await page.click('#load-problem');
  await page.waitForFunction(
    () =>
      /^0 \/ \d+$/.test(document.querySelector('#count-step').textContent.trim()) &&
      document.querySelector('#diagram .header[data-item="7"]'),
  );
  assert.equal(await page.locator('#problem-error').isHidden(), true);
  const overflows = await page.evaluate(() => {
    const out = [];
    for (const header of document.querySelectorAll('#diagram .header[data-item]')) {
      const box = header.querySelector('rect').getBBox();
      const name = header.querySelector('text').getBBox();
      if (name.x < box.x || name.x + name.width > box.x + box.width + 0.5) out.push(header.querySelector('title').textContent);
    }
    const svg = document.querySelector('#diagram svg').viewBox.baseVal;
    for (const label of document.querySelectorAll('#diagram .row-label')) if (label.getBBox().x < svg.x - 0.5) out.push(label.textContent);
    // The matrix's column headings keep to their cells.
    for (const name of document.querySelectorAll('#matrix th .name'))
      if (name.getBoundingClientRect().right > name.closest('th').getBoundingClientRect().right + 0.5) out.push(name.textContent);
    return out;
  });
  assert.deepEqual(overflows, []);
  assert.equal(await page.locator('#diagram .header[data-item="6"] title').textContent(), 'problem!!: 1 option left');
  assert.deepEqual(page.problems, []);
});

test('switching the detail keeps the moment; clicking the search tree jumps there', async () => {
  const page = await openPage();
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowRight');
  const picture12 = await picture(page);
  const partial12 = await partial(page);
  await page.selectOption('#detail', 'links');
  // The same position, now counted in pointer writes: more steps, the same links.
  const [steps, total] = (await text(page, '#count-step')).split(' / ').map(Number);
  assert.ok(steps > 12 && total > 43, `${steps} / ${total}`);
  assert.deepEqual(await partial(page), partial12);
  await page.selectOption('#detail', 'algorithm');
  assert.equal(await text(page, '#count-step'), '12 / 43');
  assert.equal(await picture(page), picture12);
  // A tree node jumps to the step that selected its option; the root to the start.
  const node = page.locator('#tree .tnode:not([data-position="0"])').first();
  const position = await node.getAttribute('data-position');
  await node.click();
  assert.equal(await text(page, '#count-step'), `${position} / 43`);
  await page.locator('#tree .tnode[data-position="0"]').click();
  assert.equal(await text(page, '#count-step'), '0 / 43');
  assert.deepEqual(page.problems, []);
});

/** N queens in Knuth's format: ranks and files primary, diagonals secondary. */
function queensText(n) {
  const cells = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) cells.push(`r${r} c${c} a${r + c} b${r - c + n}`);
  const ranks = Array.from({ length: n }, (_, k) => `r${k} c${k}`).join(' ');
  const diagonals = Array.from({ length: 2 * n - 1 }, (_, k) => `a${k} b${k + 1}`).join(' ');
  return [`${ranks} | ${diagonals}`, ...cells].join('\n');
}

test("Count all solutions shares the search among workers: the CLI's figures on 1 and 2 workers, by the engine it picks; Cancel stops it", async () => {
  // Problems typed in (the text is in the URL): 10 queens, 724 solutions, counted by the bit
  // engine (the links' nodes, no updates), and a masyu, sparse, by the links (Knuth's
  // updates and cleansings too).
  for (const [file, engine] of [
    ['exact-cover/queens10.dlx', 'bits'],
    ['xcc/masyu-12x12-s23.dlx', 'links'],
  ]) {
    const problem = dataFile(file);
    const expected = JSON.parse(native(['solve', '--json', '--threads', '1'], problem));
    for (const workers of [1, 2]) {
      const page = await openPage(`?workers=${workers}&text=${encodeURIComponent(problem)}`);
      await page.click('#count');
      await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('count-status').textContent), null, {
        timeout: 60_000,
      });
      const status = await text(page, '#count-status');
      const number = (label) => {
        const match = new RegExp(`([\\d,]+) ${label}`).exec(status);
        assert.ok(match, `no ${label} in: ${status}`);
        return Number(match[1].replace(/,/g, ''));
      };
      assert.equal(number('solutions?'), expected.solutions, status);
      assert.equal(number('nodes'), expected.nodes, status);
      if (engine === 'links') {
        assert.equal(number('updates'), expected.updates, status);
        assert.equal(number('cleansings'), expected.cleansings, status);
      } else {
        assert.match(status, /the bit engine counted \(100 options of 20 primary items\), so no updates/);
      }
      assert.match(status, new RegExp(`on ${workers} workers?,`));
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
  // 15 queens, 2,279,184 solutions: seconds even on the bit engine.
  const page = await openPage(`?text=${encodeURIComponent(queensText(15))}`);
  await page.click('#count');
  await page.waitForFunction(() => /solutions so far/.test(document.getElementById('count-status').textContent));
  await page.click('#cancel');
  assert.equal(await text(page, '#count-status'), 'Cancelled.');
  assert.equal(await page.locator('#count').isDisabled(), false);
  await page.close();
});

test('zoom: 6 queens at pointer detail grows readable, pans in its panel, follows the step and fits again', async () => {
  const page = await openPage('?problem=queens6&detail=links&step=25');
  const labelHeight = () => page.evaluate(() => document.querySelector('#diagram .node:not(.header) text').getBoundingClientRect().height);
  const panel = () =>
    page.evaluate(() => {
      const d = document.getElementById('diagram');
      return { wide: d.scrollWidth > d.clientWidth + 1, zoom: document.querySelector('#diagram-export .zoom output').value };
    });
  // "25 / 4,278" on one line: as high as the level's "0".
  const heights = await page.evaluate(() =>
    ['count-step', 'count-level'].map((id) => document.getElementById(id).getBoundingClientRect().height),
  );
  assert.equal(heights[0], heights[1], `the step's figure takes ${heights[0]} px, a line ${heights[1]} px`);
  const fitted = await labelHeight();
  assert.ok(fitted < 8, `a fitted label is ${fitted} px high`);
  assert.deepEqual(await panel(), { wide: false, zoom: '' });
  assert.ok(await page.locator('#diagram-export [data-zoom="-1"]').isDisabled());
  for (let i = 0; i < 3; i++) await page.click('#diagram-export [data-zoom="1"]');
  assert.deepEqual(await panel(), { wide: true, zoom: '3×' });
  const zoomed = await labelHeight();
  assert.ok(zoomed >= 9 && zoomed > 2.5 * fitted, `${fitted} px -> ${zoomed} px`);
  // Steps on: the node each step changes is scrolled into the panel's view.
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('ArrowRight');
    const seen = await page.evaluate(() => {
      const focus = document.querySelector('#diagram .focus') ?? document.querySelector('#diagram .chosen');
      if (!focus) return true;
      const box = focus.getBoundingClientRect();
      const view = document.getElementById('diagram').getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    });
    assert.ok(seen, `step ${26 + step}: the step's node is out of the panel's view`);
  }
  await page.click('#diagram-export [data-zoom="0"]');
  assert.deepEqual(await panel(), { wide: false, zoom: '' });
  assert.equal(await labelHeight(), fitted);
  await page.close();
});

test('zoomed in 3×, a step on an item brings its header into view: Cover D shows D', async () => {
  const page = await openPage('?problem=knuth');
  for (let i = 0; i < 3; i++) await page.click('#diagram-export [data-zoom="1"]');
  await page.locator('h1').click();
  const inView = (item) =>
    page.evaluate((k) => {
      const box = document.querySelector(`#diagram .header[data-item="${k}"]`).getBoundingClientRect();
      const view = document.getElementById('diagram').getBoundingClientRect();
      return box.left >= view.left - 1 && box.right <= view.right + 1 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    }, item);
  const seen = [];
  for (let step = 1; step <= 14; step++) {
    await page.keyboard.press('ArrowRight');
    const said = await text(page, '#caption');
    const item = /^(?:Cover|Uncover) ([A-G])\b/.exec(said)?.[1];
    if (!item) continue;
    seen.push(item);
    assert.ok(await inView(item.charCodeAt(0) - 65), `step ${step}, "${said}": ${item}'s header is out of the panel's view`);
    assert.equal(
      await page.locator(`#diagram .header.focus[data-item="${item.charCodeAt(0) - 65}"]`).count(),
      1,
      `step ${step}: ${item} in focus`,
    );
  }
  assert.ok(seen.includes('D'), `covers seen: ${seen}`);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("the search tree has the wide column on a desktop, and 6 queens' options read whole in it", async () => {
  const page = await openPage('?problem=queens6&step=40');
  const seen = await page.evaluate(() => {
    const width = (selector) => document.querySelector(selector).getBoundingClientRect().width;
    const svg = document.querySelector('#tree svg').getBoundingClientRect();
    const labels = [...document.querySelectorAll('#tree .tnode text')];
    return {
      wider: width('.tree-panel') > 2 * width('.solution-panel'),
      labels: labels.map((text) => text.textContent),
      inside: labels.every((text) => text.getBoundingClientRect().left >= svg.left),
    };
  });
  assert.ok(seen.wider, 'the tree panel is not the wide one');
  assert.ok(seen.labels.length > 3, seen.labels.join(', '));
  assert.deepEqual(
    seen.labels.filter((label) => label.includes('…')),
    [],
  );
  assert.ok(seen.labels.includes('r0 c0 a0 b5'), seen.labels.join(', '));
  assert.ok(seen.inside, 'a label starts left of the drawing');
  await page.close();
});

test('the search tree follows the search in its panel, fits whole with Fit, and reads again at 100%', async () => {
  const page = await openPage('?problem=queens6&step=1100');
  const look = () =>
    page.evaluate(() => {
      const panel = document.getElementById('tree');
      const box = panel.getBoundingClientRect();
      const svg = panel.querySelector('svg').getBoundingClientRect();
      const current = panel.querySelector('.tnode.current circle').getBoundingClientRect();
      return {
        zoom: document.querySelector('#tree-export .zoom output').value,
        wide: panel.scrollWidth > panel.clientWidth + 1,
        whole: svg.width <= box.width + 1,
        seen:
          current.left >= box.left - 1 && current.right <= box.right + 1 && current.top >= box.top - 1 && current.bottom <= box.bottom + 1,
        label: panel.querySelector('.tnode text').getBoundingClientRect().height,
      };
    });
  // Opened far into the search: the tree is wider than its panel, scrolled to the search's node.
  const natural = await look();
  assert.ok(natural.zoom === '100%' && natural.wide && natural.seen, JSON.stringify(natural));
  // Stepped back to the start and on again, it keeps its node in view.
  await page.keyboard.press('Home');
  assert.ok((await look()).seen, 'at the start');
  for (let k = 0; k < 5; k++) await page.keyboard.press('End');
  assert.ok((await look()).seen, 'at the end');
  await page.click('#tree-export [data-zoom="0"]');
  const fitted = await look();
  assert.ok(fitted.zoom === '' && !fitted.wide && fitted.whole && fitted.label < natural.label / 2, JSON.stringify(fitted));
  await page.click('#tree-export [data-zoom="1"]');
  await page.click('#tree-export [data-zoom="1"]');
  const again = await look();
  assert.ok(again.zoom === '100%' && again.wide && Math.abs(again.label - natural.label) < 0.5, JSON.stringify(again));
  await page.close();
});

test('on a phone, the control bar is the buttons and the timeline, under an eighth of the screen, and the counters show whole above it; Settings unfolds speed, detail and the branching rule', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(`${fixture.server.url}links.html`);
  await page.waitForSelector('body[data-ready="true"]');
  const bar = () => page.evaluate(() => document.getElementById('controls').getBoundingClientRect().toJSON());
  const folded = await bar();
  assert.ok(folded.height <= 844 / 8, `the bar is ${folded.height} px high`);
  const counters = await page.evaluate(() => document.querySelector('.counters').getBoundingClientRect().toJSON());
  assert.ok(counters.bottom <= folded.top, `counters end at ${counters.bottom} px, the bar starts at ${folded.top} px`);
  assert.equal(await page.locator('#speed').isVisible(), false);
  await page.tap('#settings-toggle');
  assert.equal(await page.getAttribute('#settings-toggle', 'aria-expanded'), 'true');
  for (const id of ['#speed', '#detail', '#heuristic']) assert.ok(await page.locator(id).isVisible(), `${id} unfolded`);
  await page.selectOption('#detail', 'links');
  await page.tap('#settings-toggle');
  assert.equal(await page.locator('#detail').isVisible(), false);
  assert.equal((await bar()).height, folded.height);
  // On a desktop the settings are in the bar's row, and there is no Settings button.
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.ok((await page.locator('#speed').isVisible()) && !(await page.locator('#settings-toggle').isVisible()));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("on a processor slowed 40 times, the A–G example's timeline is still scouted to its end: 0 / 43", async () => {
  // The scout's first reading of the engine took longer than its 40 ms there, and it stopped
  // before its first batch: the page said "0" with no end and no markers.
  const page = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await page.goto(`${fixture.server.url}links.html?problem=knuth`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
  assert.equal(await text(page, '#count-step'), '0 / 43');
  assert.deepEqual(page.problems, []);
  await page.close();
});

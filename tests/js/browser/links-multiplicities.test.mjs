// Knuth's multiplicities (Algorithm M) on the links page in a real Chromium: his dlx3 example
// stepped to its one solution and to the end, then back to the start, retracing every picture
// and caption; the code is Algorithm M's and the captions say the bounds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, diagramPicture as picture } from '../browser.mjs';
import { dataFile } from '../native.mjs';

const fixture = useBrowser();

const text = (page, selector) => page.locator(selector).innerText();

test("Knuth's multiplicity example: Algorithm M stepped to its solution and the end, then back", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1300, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=multiplicities`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await text(page, '#code'), /Algorithm M/);
  assert.match(await text(page, '#code'), /untweak\(c\)/);

  const pictures = [await picture(page)];
  const captions = [];
  let solutionAt = 0;
  for (let step = 1; step <= 200; step++) {
    await page.keyboard.press('ArrowRight');
    pictures.push(await picture(page));
    const caption = await text(page, '#caption');
    captions.push(caption);
    if (/is a solution/.test(caption)) {
      solutionAt = step;
      assert.deepEqual(await page.locator('#partial li').allInnerTexts(), ['A C X:1 Y:1', 'B X:1', 'C Y:1']);
    }
    if (/^The search is over/.test(caption)) break;
  }
  assert.ok(solutionAt > 0, 'no solution met');
  // Knuth's dlx3 prints 1 solution, 6 nodes, 14 updates, 7 cleansings.
  assert.match(captions.at(-1), /^The search is over: 1 solution, 6 search-tree nodes, 14 updates, 7 cleansings\.$/);
  // The first branch is on A (degree 2); C (2:3) is counted, tweaked, and branched on later.
  assert.match(captions[0], /^Branch on A \(0 of 1\): its branch degree, 2 options \+ 0 slack − 1 allowed \+ 1 = 2/);
  assert.ok(
    captions.some((c) => /^\(A C X:1 Y:1\) covers C once more: 1 of 2–3, still open: it needs 1 more option\.$/.test(c)),
    captions.join('\n'),
  );
  // The branch on C said in plain words (once "C (1 of 2–3 once one more option covers it)").
  assert.ok(
    captions.some((c) => /^Branch on C: each option tried covers it once more, making \d of 2–3; C may take/.test(c)),
    captions.join('\n'),
  );
  assert.ok(
    captions.some((c) => /^Try \(C Y:1\) for C, and tweak it/.test(c)),
    captions.join('\n'),
  );
  assert.ok(
    captions.some((c) => /^The branch on C is over: every option it tweaked goes back/.test(c)),
    captions.join('\n'),
  );
  assert.ok(
    captions.every((c) => c.length > 0),
    'an event without a caption',
  );

  // Back to the start: every picture as it was on the way forward.
  for (let step = pictures.length - 2; step >= 0; step--) {
    await page.keyboard.press('ArrowLeft');
    assert.equal(await picture(page), pictures[step], `picture ${step} on the way back`);
  }
  await page.close();
});

test("at pointer detail a tweak hides its option one node at a time, the tweaked node last, under the code's tweak line", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=rooks&detail=links`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('h1').click();
  const seen = [];
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('ArrowRight');
    seen.push([await text(page, '#caption'), await page.locator('#code li.current').getAttribute('data-line')]);
  }
  assert.match(seen[2][0], /^Try \(r1 c1\) for r1, and tweak it/);
  assert.deepEqual(
    seen.slice(3).map(([caption, line]) => [caption.split(':')[0], line]),
    [
      ["Unlink node 11 of (r1 c1) from c1's list", 'tweak'],
      ["Unlink node 10 of (r1 c1) from r1's list", 'tweak'],
    ],
  );
  // Back over them: the tweak comes off a node at a time too.
  await page.keyboard.press('ArrowLeft');
  assert.match(await text(page, '#caption'), /^Unlink node 11 of \(r1 c1\)/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("predict mode says Knuth's branch degree when a multiplicity problem's choice is guessed wrong", async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=multiplicities`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.check('#predict');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#predict-panel .predict-question'), /Which item will the search branch on\?/);
  // C (2 to 3 times, 3 options) has degree 3 + 1 − 3 + 1 = 2, as A and B do: A is first.
  await page.click('#predict-panel button:text-is("C")');
  assert.match(
    await page.textContent('.predict-feedback'),
    /^No: the search branches on A\. A has the least branch degree, 2 \(2 options \+ 0 slack − 1 allowed \+ 1\); A, B, C tie, and Knuth's tie-break \(less slack, then more options, then the first\) takes A\.$/,
  );
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('bounds typed in: a bad one is named with its line and column and the text kept; the rooks preset counts as dlx3', async () => {
  const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${fixture.server.url}links.html?problem=rooks`);
  await page.waitForSelector('body[data-ready="true"]');
  // An item is open until its lower bound is reached, and full (covered) at its upper.
  await page.locator('h1').click();
  const captions = [];
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('ArrowRight');
    captions.push(await text(page, '#caption'));
  }
  assert.ok(captions.includes('(r1 c1) covers c1 once more: 1 of 2, still open: it needs 1 more option.'), captions.join('\n'));
  assert.ok(
    captions.includes(
      "c1 is full (2 of 2). Cover c1: unlink its header and remove the options (r3 c1), (r4 c1) from the other items' lists.",
    ),
    captions.join('\n'),
  );
  await page.keyboard.press('Home');
  // Knuth's dlx3 on the same text: 90 solutions, 300 nodes, 973 updates.
  await page.locator('h1').click();
  await page.keyboard.press('End');
  assert.match(await text(page, '#caption'), /^The search is over: 90 solutions, 300 search-tree nodes, 973 updates\.$/);
  assert.match(await page.locator('#diagram [data-item="0"] title').textContent(), /covered 0 times so far, of 2/);
  await page.click('#edit-toggle');
  const typed = 'A 3:2|C\nA C';
  await page.fill('#problem-text', typed);
  await page.click('#load-problem');
  assert.match(await text(page, '#problem-error'), /^line 1, column 3: bad bounds `3:2\|C`: the lower bound is above the upper bound/);
  assert.equal(await page.locator('#problem-text').inputValue(), typed);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test("Count all solutions on workers takes a multiplicity file: Knuth's dlx3 figures on 1 and 2 workers", async () => {
  // queendom-5-3 (his generator): 186 solutions, 5185 nodes, 149345 updates (COUNTS.md).
  const problem = dataFile('mcc/queendom-5-3.dlx');
  for (const workers of [1, 2]) {
    const page = await newPage(fixture.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${fixture.server.url}links.html?workers=${workers}&text=${encodeURIComponent(problem)}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.click('#count');
    await page.waitForFunction(() => /^[\d,]+ solutions? \(/.test(document.getElementById('count-status').textContent), null, {
      timeout: 60_000,
    });
    const status = await text(page, '#count-status');
    const number = (label) => Number(new RegExp(`([\\d,]+) ${label}`).exec(status)[1].replace(/,/g, ''));
    assert.deepEqual([number('solutions'), number('nodes'), number('updates')], [186, 5185, 149345], status);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("each header's taken/bounds tag covers neither its item's name nor a link, on a desktop and a phone", async () => {
  for (const width of [1280, 390]) {
    const page = await newPage(fixture.browser, { viewport: { width, height: 844 } });
    await page.goto(`${fixture.server.url}links.html?problem=rooks`);
    await page.waitForSelector('body[data-ready="true"]');
    const clashes = await page.evaluate(() => {
      const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const found = [];
      const links = [...document.querySelectorAll('#diagram line, #diagram path:not(marker path)')].map((l) => l.getBoundingClientRect());
      const headers = [...document.querySelectorAll('#diagram .header[data-item]')];
      for (const header of headers) {
        const tag = header.querySelector('.bounds rect')?.getBoundingClientRect();
        if (!tag) continue;
        const name = header.querySelector(':scope > text')?.textContent;
        for (const other of headers) {
          if (overlap(tag, other.querySelector(':scope > rect').getBoundingClientRect())) found.push(`${name}: a header`);
          for (const text of other.querySelectorAll(':scope > text'))
            if (overlap(tag, text.getBoundingClientRect())) found.push(`${name}: ${text.textContent}`);
        }
        // A link is a line; one that only grazes the tag's edge is no clash.
        for (const link of links)
          if (overlap(tag, { left: link.left + 0.5, right: link.right - 0.5, top: link.top + 0.5, bottom: link.bottom - 0.5 }))
            found.push(`${name}: a link`);
      }
      return { found, tags: document.querySelectorAll('#diagram .bounds').length };
    });
    assert.equal(clashes.tags, 8, `${width} px`);
    assert.deepEqual(clashes.found, [], `${width} px`);
    await page.close();
  }
});

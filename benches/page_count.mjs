// The boards page's and the Sudoku page's Count (a worker per core; the count build, the
// generator's build) against the command line's count on every core (the Sudoku's on one: its
// solver has no threads), in one run: what a reader waits for in the browser against a terminal.
//
//   node benches/page_count.mjs      (after scripts/build.sh and cargo build --release; Debian's Chromium)
//
// Page: `boards.html?puzzle=…` or `sudoku.html?puzzle=…` in headless Chromium, Count clicked,
// timed by the page itself (its status says how many ms), a fresh page each round so that
// nothing is cached but the module. Native: `pentomino --board WxH --count --distinct` and
// `queens N --count --distinct` (every core; the page sorts each solution into its class up to
// the board's symmetries too), `sudoku --count` (one core), timed around the process. The two
// alternate, five rounds each; medians are compared (the goal: at most 1.5).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer, launch } from '../tests/js/browser.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = process.env.DLX_STEPPER_BIN ?? `${root}target/release/dlx-stepper`;
const SPARSE_SUDOKU = '000000000000000000020000000000050407008000300001090000300400200050100000000806000';
const CASES = [
  { name: 'pentominoes 6 × 10', query: 'puzzle=pentominoes&board=10x6', args: ['pentomino', '--board', '10x6', '--count', '--distinct'] },
  { name: 'pentominoes 5 × 12', query: 'puzzle=pentominoes&board=12x5', args: ['pentomino', '--board', '12x5', '--count', '--distinct'] },
  { name: 'queens 13', query: 'puzzle=queens&board=13', args: ['queens', '13', '--count', '--distinct'] },
  // Gordon Royle's first 17-clue puzzle less its first three clues: 4,210,232 solutions.
  {
    name: 'Sudoku, 14 clues',
    page: 'sudoku.html',
    query: `puzzle=${SPARSE_SUDOKU}`,
    args: ['sudoku', '--count'],
    input: SPARSE_SUDOKU,
    // The page counts to a limit, a million unless told.
    limit: '100000000',
  },
];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const server = await startServer();
const browser = await launch({ full: true });
const context = await browser.newContext();
try {
  console.log('puzzle | solutions | native s | page s | page/native');
  for (const { name, page: path = 'boards.html', query, args, input, limit } of CASES) {
    const native = () => {
      const start = process.hrtime.bigint();
      const out = execFileSync(bin, args, { encoding: 'utf8', input }).trim();
      return { count: Number(out.split(' ')[0]), seconds: Number(process.hrtime.bigint() - start) / 1e9 };
    };
    const page = async () => {
      const tab = await context.newPage();
      await tab.goto(`${server.url}${path}?${query}`);
      await tab.waitForSelector('body[data-ready="true"]');
      if (limit) await tab.fill('#limit', limit);
      // The workers start as the pointer comes to Count: the count starts a moment after, as a
      // reader's click does.
      await tab.hover('#count');
      await tab.waitForTimeout(1500);
      await tab.click('#count');
      await tab.waitForFunction(() => /^[\d,]+ solutions?[;( ]/.test(document.getElementById('status').textContent), null, {
        timeout: 300_000,
      });
      const status = await tab.locator('#status').innerText();
      await tab.close();
      const [, count] = /^([\d,]+) solution/.exec(status);
      // "(312 ms on 2 workers" on the boards page, "(12,345 ms, …" on the Sudoku page.
      const [, time, unit] = /\(([\d.,]+) (ms|s)[ ,]/.exec(status);
      return { count: Number(count.replace(/,/g, '')), seconds: Number(time.replace(/,/g, '')) / (unit === 'ms' ? 1000 : 1) };
    };
    const expected = native().count;
    const times = { native: [], page: [] };
    for (let round = 0; round < 5; round++) {
      const n = native();
      const p = await page();
      if (n.count !== expected || p.count !== expected) throw new Error(`${name}: counts ${n.count}, ${p.count}, not ${expected}`);
      times.native.push(n.seconds);
      times.page.push(p.seconds);
    }
    const [n, p] = [median(times.native), median(times.page)];
    console.log(`${name} | ${expected} | ${n.toFixed(3)} | ${p.toFixed(3)} | ${(p / n).toFixed(2)}`);
  }
} finally {
  await browser.close();
  server.close();
}

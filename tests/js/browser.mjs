// Serves www/ on a free localhost port and drives Debian's Chromium with playwright-core.
import { spawn } from 'node:child_process';
import { before, after, afterEach } from 'node:test';
import { chromium } from 'playwright-core';
import { ROOT } from './native.mjs';

export async function startServer(root = `${ROOT}www`, { csp, cors = false } = {}) {
  const args = [`${ROOT}scripts/serve.py`, '--port', '0', '--root', root, ...(csp ? ['--csp', csp] : []), ...(cors ? ['--cors'] : [])];
  const server = spawn('python3', args, {
    env: { ...process.env, SERVE_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    server.stdout.once('data', (chunk) => resolve(/http:\/\/\S+/.exec(String(chunk))[0]));
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, close: () => server.kill() };
}

/** Where `launch` finds the browser it starts (the full one or the headless shell). */
export function chromiumPath({ full = false } = {}) {
  return process.env.CHROMIUM ?? (full ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');
}

/**
 * Debian's Chromium, headless. The tests run in its headless shell (the package
 * chromium-headless-shell): the same engine without the browser's own interface, which drew and
 * composited a window nobody sees. The untimed browser tests took 380 processor-seconds with the
 * full browser and 289 with the shell, alone on this machine, and a page load a third less. The
 * benches and screenshots ask for the `full` browser, as readers meet it. `CHROMIUM` overrides both.
 */
export async function launch({ full = false } = {}) {
  return chromium.launch({
    executablePath: chromiumPath({ full }),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

// What useBrowser's browser shares among the pages of its file: a context, and in it a page kept
// open on the server's origin, so that every page opened next can run in that page's renderer
// process instead of starting one (a new page costs Chromium half a second of processor time
// when it must start a process, a fifth of that when it need not; the suite opens about 200).
const visitorsOf = new WeakMap();

async function visitorsContext(browser) {
  const visitors = visitorsOf.get(browser);
  if (!visitors) return null;
  if (!visitors.context) {
    visitors.context = await browser.newContext();
    visitors.keeper = await visitors.context.newPage();
    // Any small file of the origin will do: the keeper only holds its renderer process.
    await visitors.keeper.goto(`${visitors.url}css/page.css`);
  }
  return visitors;
}

/**
 * A page as a first-time visitor meets it: nothing stored by earlier pages. It records console
 * errors and uncaught exceptions in `page.problems`. `options` are a context's; with none but
 * the viewport, on a browser of useBrowser, the page opens in the context its file shares, unless
 * another page is open there (whose storage it could read; then it gets a context of its own).
 */
export async function newPage(browser, options = {}) {
  const { viewport, ...contextOnly } = options;
  const visitors = Object.keys(contextOnly).length === 0 ? await visitorsContext(browser) : null;
  let page;
  if (!visitors || visitors.context.pages().some((open) => open !== visitors.keeper)) {
    page = await browser.newPage(options);
  } else {
    page = await visitors.context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    // The tab's first page starts with empty local storage; a reload or a later page of the same
    // tab finds what it stored. (Playwright's setStorageState empties it at the cost of a context.)
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test-visitor') === null) {
        localStorage.clear();
        sessionStorage.setItem('test-visitor', 'seen');
      }
    });
  }
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`uncaught: ${error.message}`));
  return page;
}

/**
 * For a test file: serves www/ and launches Chromium before its tests, closes both after.
 * Returns an object whose `server` and `browser` are set once they are up. Every page a test
 * opened is closed after it (but the shared context's keeper): a page left open goes on working
 * (scouting, counting, playing) beside the next tests, and on two cores that slowed the suite.
 */
export function useBrowser() {
  const fixture = { server: null, browser: null };
  before(async () => {
    fixture.server = await startServer();
    fixture.browser = await launch();
    visitorsOf.set(fixture.browser, { url: fixture.server.url, context: null, keeper: null });
  });
  afterEach(async () => {
    const visitors = visitorsOf.get(fixture.browser);
    await Promise.all(
      (fixture.browser?.contexts() ?? []).flatMap((context) =>
        context === visitors?.context
          ? context
              .pages()
              .filter((page) => page !== visitors.keeper)
              .map((page) => page.close())
          : [context.close()],
      ),
    );
  });
  after(async () => {
    await fixture.browser?.close();
    fixture.server?.close();
  });
  return fixture;
}

/**
 * Records the page's long tasks (over 50 ms, from the browser's own Long Tasks API) in
 * `window.longTasks`, from before its first script runs. Call before `goto`.
 */
export async function recordLongTasks(page) {
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's long tasks so far (milliseconds each), emptying the record. */
export function takeLongTasks(page) {
  return page.evaluate(() => window.longTasks.splice(0));
}

/**
 * The links diagram's markup without the flash of the last step (which depends on how the page
 * got there): two visits of the same step give the same picture.
 */
export async function diagramPicture(page) {
  const html = await page.locator('#diagram').innerHTML();
  return html
    .replace(
      /class="([^"]*)"/g,
      (_, names) =>
        `class="${names
          .split(/\s+/)
          .filter((n) => n && n !== 'changed')
          .join(' ')}"`,
    )
    .replace(/url\(#arrow-changed\)/g, 'url(#arrow)');
}

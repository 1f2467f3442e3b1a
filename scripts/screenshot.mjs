// Takes screenshots of a page in Debian's headless Chromium, to look at what we build.
// Usage: node scripts/screenshot.mjs URL OUT.png [WIDTHxHEIGHT] [--click SELECTOR] [--keys "ArrowRight*12"] [--full] [--wait MS]
import { launch } from '../tests/js/browser.mjs';

const [url, out, size = '1400x1000', ...rest] = process.argv.slice(2);
const [width, height] = size.split('x').map(Number);
const keysArg = rest.indexOf('--keys');
const keys = keysArg >= 0 ? rest[keysArg + 1] : '';
// Debian's full Chromium (not the tests' headless shell), with the browser tests' flags.
const browser = await launch({ full: true });
const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: width < 600 ? 2 : 1 });
page.on('console', (message) => message.type() === 'error' && console.error('console error:', message.text()));
page.on('pageerror', (error) => console.error('page error:', error.message));
await page.goto(url);
await page.waitForSelector('body[data-ready]');
const clickArg = rest.indexOf('--click');
if (clickArg >= 0) await page.click(rest[clickArg + 1]);
for (const part of keys.split(' ').filter(Boolean)) {
  const [key, times = '1'] = part.split('*');
  for (let k = 0; k < Number(times); k++) await page.keyboard.press(key);
}
const waitArg = rest.indexOf('--wait');
await page.waitForTimeout(waitArg >= 0 ? Number(rest[waitArg + 1]) : 300);
await page.screenshot({ path: out, fullPage: rest.includes('--full') });
await browser.close();

// The chrome the pages share, written once here: the navigation between the pages, with the
// page itself marked `aria-current`. (The counters beside a watched search are written by
// www/js/views/counters.js.) The pages are plain static HTML (no build step between
// www/ and a server, and the navigation is there before any script runs), so each keeps a copy
// of it; this script writes every copy from what is below, and the test command runs
// it with --check, which fails when a copy differs (someone edited a page's copy by hand, or
// added a page without adding it here).
// Usage: node scripts/pages.mjs [--check]
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pages, in the order the navigation lists them: file and link text. */
export const PAGES = [
  ['index.html', 'Home'],
  ['links.html', 'The links, step by step'],
  ['lesson.html', 'Lesson: Dancing Links from zero'],
  ['sudoku.html', 'Sudoku'],
  ['boards.html', 'Board puzzles'],
  ['widget.html', 'The widget for your page'],
];

/** The navigation line of `file`: each page a link, `file`'s own marked as the current page. */
export function navigationOf(file) {
  const links = PAGES.map(([href, text]) => {
    const current = href === file ? ' aria-current="page"' : '';
    return `<a href="${href}"${current}>${text}</a>`;
  });
  return `<nav class="pages" aria-label="Pages">${links.join(' · ')}</nav>`;
}

/** Pages of www/ without the navigation: embed.html, the widget alone in an iframe. */
const WITHOUT_NAVIGATION = ['embed.html'];
const NAV_LINE = /^(\s*)<nav class="pages"[^\n]*<\/nav>$/m;

/** Writes (or with `check`, compares) every page's navigation; the number of pages at fault. */
function writeNavigation(check) {
  const www = new URL('../www/', import.meta.url);
  let stale = 0;
  for (const file of readdirSync(www).filter((name) => name.endsWith('.html'))) {
    if (!PAGES.some(([href]) => href === file) && !WITHOUT_NAVIGATION.includes(file)) {
      console.error(`www/${file}: a page the navigation does not list (add it to PAGES in scripts/pages.mjs)`);
      stale++;
    }
  }
  for (const [file] of PAGES) {
    const url = new URL(file, www);
    const html = readFileSync(url, 'utf8');
    if (!NAV_LINE.test(html)) {
      console.error(`www/${file}: no <nav class="pages"> line to write the navigation in`);
      stale++;
      continue;
    }
    const written = html.replace(NAV_LINE, (_, indent) => `${indent}${navigationOf(file)}`);
    if (written === html) continue;
    if (check) {
      console.error(`www/${file}: its navigation is not what scripts/pages.mjs writes (run node scripts/pages.mjs)`);
      stale++;
    } else {
      writeFileSync(url, written);
      console.log(`www/${file}: navigation written`);
    }
  }
  return stale;
}

// Run as a script (by its real path: a checkout reached through a symlink has two names), not
// imported (the first-visit test reads PAGES).
if (realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(writeNavigation(process.argv[2] === '--check') ? 1 : 0);
}

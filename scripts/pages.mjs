// The chrome the pages share, written once here: the navigation between the pages, with the
// page itself marked `aria-current`, and the counters beside a watched search (the links, Sudoku
// and boards pages; www/js/views/counters.js fills them in). The pages are plain static HTML (no build step between
// www/ and a server, and the navigation is there before any script runs), so each keeps a copy
// of them; this script writes every copy from what is below, and the test command runs
// it with --check, which fails when a copy differs (someone edited a page's copy by hand, or
// added a page without adding it here).
// Usage: node scripts/pages.mjs [--check]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

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

/** The pages that watch a search, which carry the counters. */
const WITH_COUNTERS = ['links.html', 'sudoku.html', 'boards.html'];

/** The counters and the predict toggle under them, each line without its indentation. */
const COUNTERS = [
  '<dl class="counters">',
  ...[
    ['step', 'Step'],
    ['level', 'Level'],
    ['nodes', 'Nodes'],
    ['updates', 'Updates'],
    ['solutions', 'Solutions'],
  ].map(([id, name]) => `  <div><dt>${name}</dt><dd id="count-${id}">0</dd></div>`),
  '  <div id="cleansings-counter" hidden><dt>Cleansings</dt><dd id="count-cleansings">0</dd></div>',
  '</dl>',
  '<label class="predict-toggle"><input type="checkbox" id="predict"> Predict each step</label>',
  '<div id="predict-panel" class="predict" hidden></div>',
];
const COUNTERS_BLOCK = /^( *)<dl class="counters">\n[\s\S]*?<div id="predict-panel" class="predict" hidden><\/div>$/m;

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
    let written = html.replace(NAV_LINE, (_, indent) => `${indent}${navigationOf(file)}`);
    if (WITH_COUNTERS.includes(file)) {
      if (!COUNTERS_BLOCK.test(written)) {
        console.error(`www/${file}: no <dl class="counters"> … predict-panel block to write the counters in`);
        stale++;
        continue;
      }
      written = written.replace(COUNTERS_BLOCK, (_, indent) => COUNTERS.map((line) => indent + line).join('\n'));
    }
    if (written === html) continue;
    if (check) {
      console.error(`www/${file}: its navigation or counters are not what scripts/pages.mjs writes (run node scripts/pages.mjs)`);
      stale++;
    } else {
      writeFileSync(url, written);
      console.log(`www/${file}: chrome written`);
    }
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(writeNavigation(process.argv[2] === '--check') ? 1 : 0);
}

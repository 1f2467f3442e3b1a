// The widget's documentation page: each <template> becomes a live example beside its code, and
// every snippet gets a Copy button.

// On this site the folder an author unzips as dancing-links/ is the site itself: the live copy of
// a snippet drops that prefix, the code shown keeps it (it is what a post next to the folder says).
const FOLDER = 'dancing-links/';

for (const template of document.querySelectorAll('template[data-title]')) {
  const section = document.createElement('section');
  const title = document.createElement('h2');
  title.textContent = template.dataset.title;
  const note = Object.assign(document.createElement('p'), { className: 'note', textContent: template.dataset.note });
  // innerHTML writes boolean attributes as autoplay=""; show them as an author writes them.
  const text = document.createElement('div');
  text.append(title, note, snippet('html', template.innerHTML.trim().replace(/=""/g, '')));
  const css = template.dataset.css;
  if (css) {
    // The rule an author puts in the post's stylesheet, in force here as a constructed sheet
    // (which a strict style-src allows, unlike a style attribute).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    text.append(
      Object.assign(document.createElement('p'), { className: 'note', textContent: "In the post's stylesheet:" }),
      snippet('css', css),
    );
  }
  const live = Object.assign(document.createElement('div'), { className: 'live' });
  live.append(template.content.cloneNode(true));
  for (const frame of live.querySelectorAll(`iframe[src^="${FOLDER}"]`))
    frame.setAttribute('src', frame.getAttribute('src').slice(FOLDER.length));
  section.append(text, live);
  template.replaceWith(section);
}

/** A block of code (`kind` html or css) that an author copies. */
function snippet(kind, text) {
  const code = document.createElement('pre');
  code.tabIndex = 0; // It may scroll: the keyboard can reach it.
  code.dataset.snippet = kind;
  code.append(Object.assign(document.createElement('code'), { textContent: text }));
  return code;
}

// Said aloud when a snippet is copied (the button's own text changes too).
const status = Object.assign(document.createElement('p'), { className: 'sr-only', role: 'status' });
document.body.append(status);

for (const code of document.querySelectorAll('pre[data-snippet]')) {
  const box = Object.assign(document.createElement('div'), { className: 'snippet' });
  const button = Object.assign(document.createElement('button'), { type: 'button', className: 'copy', textContent: 'Copy' });
  button.setAttribute('aria-label', `Copy the ${code.dataset.snippet === 'css' ? 'CSS' : 'HTML'}: ${code.textContent.slice(0, 40)}`);
  code.replaceWith(box);
  box.append(code, button);
  button.addEventListener('click', () => copy(code, button));
}

/** Copies the snippet; where the clipboard is not offered (a page not served securely), selects
 * it for the reader's own Ctrl+C. */
async function copy(code, button) {
  let said;
  try {
    await navigator.clipboard.writeText(code.textContent);
    said = 'Copied';
  } catch {
    getSelection().selectAllChildren(code);
    said = 'Selected: press Ctrl+C';
  }
  button.textContent = said === 'Copied' ? 'Copied ✓' : 'Selected';
  status.textContent = said;
  clearTimeout(button.timer);
  button.timer = setTimeout(() => {
    button.textContent = 'Copy';
  }, 2000);
}

document.body.dataset.ready = 'true';

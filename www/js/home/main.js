// The home page. The links page used to live at index.html, and links to a step of it were
// shared as index.html?problem=…&step=…: such a link goes on to the links page, whole.
const LINKS_PAGE_KEYS = ['problem', 'text', 'step', 'detail', 'heuristic', 'workers'];

const params = new URLSearchParams(location.search);
if (LINKS_PAGE_KEYS.some((key) => params.has(key))) {
  location.replace(`links.html${location.search}${location.hash}`);
} else {
  document.body.dataset.ready = 'true';
}

// The widget's documentation page: each <template> becomes a live example beside its code.
for (const template of document.querySelectorAll('template[data-title]')) {
  const section = document.createElement('section');
  const title = document.createElement('h2');
  title.textContent = template.dataset.title;
  const code = document.createElement('pre');
  code.tabIndex = 0; // It may scroll sideways: the keyboard can reach it.
  // innerHTML writes boolean attributes as autoplay=""; show them as an author writes them.
  code.append(Object.assign(document.createElement('code'), { textContent: template.innerHTML.trim().replace(/=""/g, '') }));
  const note = Object.assign(document.createElement('p'), { className: 'note', textContent: template.dataset.note });
  const live = Object.assign(document.createElement('div'), { className: 'live' });
  live.append(template.content.cloneNode(true));
  const text = document.createElement('div');
  text.append(title, note, code);
  section.append(text, live);
  template.replaceWith(section);
}
document.body.dataset.ready = 'true';

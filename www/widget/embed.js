// embed.html: one <dancing-links> filling the window, its attributes taken from the URL.
import './dancing-links.js';

const ATTRIBUTES = ['example', 'mode', 'board', 'variant', 'autoplay', 'speed', 'step', 'detail', 'controls', 'height', 'theme'];
const params = new URLSearchParams(location.search);
const widget = document.createElement('dancing-links');
for (const name of ATTRIBUTES) if (params.has(name)) widget.setAttribute(name, params.get(name));
if (params.has('text')) widget.textContent = params.get('text');
document.body.append(widget);

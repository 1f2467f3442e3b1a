// A search figure for the lesson: one of the pages' views (the links diagram, the matrix, the
// search tree, a board, a Sudoku grid) over a session, with a caption, a status line and the
// pages' controls cut down to what the chapter needs. The chapter's check listens to every
// drawing through `onRender`.

import { Session, makePlayer, inspectSudoku } from '../engine/session.js';
import { renderTree, algorithmPositions, treeFromLog } from '../views/tree.js';
import { mountControls, sliderForRate, keepControlParts } from '../views/controls.js';
import { linksView, boardView, sudokuView } from '../views/session-views.js';
import { plural } from '../views/links.js';
import { mountZoom } from '../views/zoom.js';

/**
 * Builds the figure in `host`. `source` is what `Session` takes; `views` some of 'links',
 * 'matrix', 'tree', 'board', or 'sudoku' (for a `{sudoku, shape}` source); `controls` the parts of
 * the control bar to keep; `rate` the playing speed in events per second; `vocabulary` the
 * captions' words (see session-views.js's `linksView`). `onRender(session, event)` is called
 * after every drawing; `decorateCells(cells)` may add classes to the Sudoku cells' descriptions
 * before they are drawn. Returns `{destroy, session, render, root, sudoku}`.
 */
export function watchFigure(
  host,
  { source, detail = 'algorithm', views, controls, rate = 3, vocabulary = 'links', onRender = () => {}, decorateCells = () => {} },
) {
  const session = new Session(source, { detail });
  const root = document.createElement('div');
  root.className = `watch ${views.map((view) => `with-${view}`).join(' ')}`;
  root.tabIndex = 0;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Figure: Space plays, arrows step');
  root.innerHTML = `<p class="caption" aria-live="polite"></p>
    ${views.includes('links') ? '<div class="figure-tools"></div>' : ''}
    <div class="watch-views">
      ${views.includes('links') ? '<div class="diagram watch-links" tabindex="0" aria-label="The links"></div>' : ''}
      ${views.includes('matrix') ? '<div class="matrix watch-matrix" tabindex="0" aria-label="The matrix"></div>' : ''}
      ${views.includes('board') ? '<div class="board-view"><div class="board"></div><ul class="legend" aria-label="Pieces"></ul></div>' : ''}
      ${views.includes('sudoku') ? '<div class="sudoku-view"><div class="grid" role="grid" aria-label="Sudoku grid" data-own-keys></div></div>' : ''}
      ${views.includes('tree') ? '<div class="tree watch-tree" tabindex="0" aria-label="Search tree: click a dot to go there"></div>' : ''}
    </div>
    <p class="status"></p>
    <div class="controls figure-controls"></div>`;
  host.append(root);
  const find = (selector) => root.querySelector(selector);

  // The views drawn, each giving a caption (one figure has one kind of caption).
  const drawn = [];
  if (views.includes('links')) drawn.push(linksView(find('.watch-links'), session, 'links', { vocabulary }));
  let follow = () => {};
  if (views.includes('matrix')) drawn.push(linksView(find('.watch-matrix'), session, 'matrix', { vocabulary }));
  if (views.includes('board')) drawn.push(boardView(find('.board'), find('.legend'), session));
  let sudoku = null;
  if (views.includes('sudoku')) {
    const check = inspectSudoku(source.sudoku, source.shape);
    if (!check.ok) throw new Error(check.error);
    sudoku = sudokuView(find('.grid'), session, check, decorateCells);
    drawn.push(sudoku);
  }
  let tree = treeFromLog(session);

  const render = (single) => {
    const now = session.state();
    const event = session.lastEvent();
    for (const view of drawn) find('.caption').textContent = view.draw(single);
    follow();
    if (views.includes('tree')) find('.watch-tree').innerHTML = renderTree(tree, session.problem);
    const total = session.timeline.complete ? ` of ${session.timeline.total}` : '';
    find('.status').textContent = `Step ${now.position}${total} · level ${now.level} · ${plural(now.stats.solutions, 'solution')} found`;
    control.updateTimeline();
    onRender(session, event);
  };

  const player = makePlayer(() => session, render, {
    forward(events) {
      const positions = algorithmPositions(session, events);
      for (const [k, event] of events.entries()) tree.apply(event, positions[k]);
    },
    back(undone) {
      for (const event of undone) tree.unapply(event);
    },
    replayed() {
      tree = treeFromLog(session);
    },
  });
  const control = mountControls(find('.figure-controls'), player, { keyTarget: root, speed: sliderForRate(rate) });
  keepControlParts(root, new Set(controls));
  // Every links diagram zooms, whatever the chapter keeps of the bar: one of many options fitted
  // to a phone reads at 4 px. Panning is the diagram's scrolling.
  if (views.includes('links')) follow = mountZoom(find('.figure-tools'), find('.watch-links'), { label: 'the links diagram' });
  if (views.includes('tree')) {
    const goTo = (node) => {
      control.pause();
      session.seekAlgorithm(Number(node.dataset.position));
      tree = treeFromLog(session);
      render(false);
    };
    find('.watch-tree').addEventListener('click', (event) => {
      const node = event.target.closest('[data-position]');
      if (node) goTo(node);
    });
    find('.watch-tree').addEventListener('keydown', (event) => {
      const node = event.target.closest('[data-position]');
      if (node && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        event.stopPropagation();
        goTo(node);
      }
    });
  }
  render(false);
  return {
    session,
    root,
    sudoku,
    render: () => render(false),
    destroy() {
      control.pause();
      session.free();
      root.remove();
    },
  };
}

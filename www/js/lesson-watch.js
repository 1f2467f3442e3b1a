// A search figure for the lesson: one of the pages' views (the links diagram, the matrix, the
// search tree, a board, a Sudoku grid) over a session, with a caption, a status line and the
// pages' controls cut down to what the chapter needs. The chapter's check listens to every
// drawing through `onRender`.

import { Session, makePlayer, inspectSudoku } from './session.js';
import { layout, renderDiagram } from './diagram.js';
import { liveOptions, renderMatrix } from './matrix.js';
import { renderTree, algorithmPositions, treeFromLog } from './tree.js';
import { caption } from './narration.js';
import { mountControls, sliderForRate, keepControlParts } from './controls.js';
import { captionContext, snapshotViews, focusNode } from './links.js';
import { boardTables, boardState, boardCaption } from './board-watch.js';
import { renderBoard, renderLegend } from './board-view.js';
import { buildGrid, decorateGrid, renderGrid } from './sudoku-grid.js';
import { watchTables, watchView, sudokuCaption, optionsLeft } from './sudoku-watch.js';

/**
 * Builds the figure in `host`. `source` is what `Session` takes; `views` some of 'links',
 * 'matrix', 'tree', 'board', or 'sudoku' (for a `{sudoku, shape}` source); `controls` the parts of
 * the control bar to keep; `rate` the playing speed in events per second. `onRender(session,
 * event)` is called after every drawing; `decorateCells(cells)` may add classes to the Sudoku
 * cells' descriptions before they are drawn. Returns `{destroy, session, render, root, sudoku}`.
 */
export function watchFigure(host, { source, detail = 'algorithm', views, controls, rate = 3, onRender = () => {}, decorateCells = () => {} }) {
  const session = new Session(source, { detail });
  const root = document.createElement('div');
  root.className = `watch ${views.map((view) => `with-${view}`).join(' ')}`;
  root.tabIndex = 0;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Figure: Space plays, arrows step');
  root.innerHTML = `<p class="caption" aria-live="polite"></p>
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

  const geometry = views.includes('links') || views.includes('matrix') ? layout(session.problem, session.initialNodes) : null;
  const board = views.includes('board') ? boardTables(session) : null;
  let sudoku = null;
  if (views.includes('sudoku')) {
    const check = inspectSudoku(source.sudoku, source.shape);
    if (!check.ok) throw new Error(check.error);
    const shape = { rows: check.boxRows, cols: check.boxCols };
    const cells = buildGrid(find('.grid'), shape.rows, shape.cols);
    decorateGrid(cells, { ...shape, rules: check.rules });
    const givens = Array.from(check.grid, (ch) => (ch === '.' ? 0 : parseInt(ch, 36)));
    sudoku = { shape, side: check.side, cells, givens, tables: watchTables(session, check.side), view: null };
  }
  let tree = treeFromLog(session);
  let previous = null;

  const render = (single) => {
    const now = session.state();
    const event = session.lastEvent();
    if (geometry) {
      const linkViews = session.views();
      if (views.includes('links')) {
        find('.watch-links').innerHTML = renderDiagram(geometry, session.problem, linkViews, single ? previous : null, now, focusNode(event));
      }
      if (views.includes('matrix')) find('.watch-matrix').innerHTML = renderMatrix(session.problem, linkViews, now, liveOptions(geometry, linkViews));
      find('.caption').textContent = caption(event, session.problem, now, captionContext(session, geometry, linkViews));
      previous = snapshotViews(linkViews);
    }
    if (board) {
      const view = boardState(session, board);
      find('.board').innerHTML = renderBoard(board, view);
      find('.legend').innerHTML = renderLegend(board, view);
      find('.caption').textContent = boardCaption(event, board, now.stats.solutions);
    }
    if (sudoku) {
      const cells = sudoku.givens.map((given) => ({ given, classes: [] }));
      watchView(session, sudoku.tables, sudoku.shape, cells);
      sudoku.view = cells;
      decorateCells(cells);
      renderGrid(sudoku.cells, cells, sudoku.side);
      find('.caption').textContent = sudokuCaption(event, sudoku.tables, now.stats.solutions, optionsLeft(session, sudoku.tables));
    }
    if (views.includes('tree')) find('.watch-tree').innerHTML = renderTree(tree, session.problem);
    const total = session.timeline.complete ? ` of ${session.timeline.total}` : '';
    find('.status').textContent = `Step ${now.position}${total} · level ${now.level} · ${now.stats.solutions} solution${now.stats.solutions === 1 ? '' : 's'} found`;
    control.updateTimeline();
    onRender(session, event);
  };

  const player = makePlayer(() => session, render, {
    forward(events) {
      const positions = algorithmPositions(session, events);
      events.forEach((event, k) => tree.apply(event, positions[k]));
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

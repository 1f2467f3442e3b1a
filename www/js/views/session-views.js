// The views of a session that the widget and the lesson's figures draw (the pages build richer
// ones, with more around them): the links diagram or the matrix, a board, a Sudoku grid. Each is
// made over its elements and has `draw(single)`, which draws the session as it is now and
// returns the caption for it; `single` says the last move was one step, so the links it changed
// are marked.

import { layout, renderDiagram } from './diagram.js';
import { liveOptions, renderMatrix } from './matrix.js';
import { caption } from './narration.js';
import { captionContext, snapshotViews, focusNode, isDeadEnd } from './links.js';
import { boardTables, boardState, boardCaption } from './board-watch.js';
import { renderBoard, renderLegend } from './board-view.js';
import { buildGrid, decorateGrid, renderGrid } from './sudoku-grid.js';
import { watchTables, watchView, sudokuCaption, optionsLeft } from './sudoku-watch.js';

/**
 * The links diagram (`kind` 'links') or the live matrix ('matrix') of a problem, in `element`.
 * `vocabulary` 'plain' captions it in columns and rows, for readers not yet taught links,
 * headers and branching (the lesson's early chapters); see narration.js.
 */
export function linksView(element, session, kind, { vocabulary = 'links' } = {}) {
  const geometry = layout(session.problem, session.initialNodes, session.optionOfNode);
  let previous = null;
  return {
    draw(single) {
      const now = session.state();
      const views = session.views();
      const event = session.lastEvent();
      element.innerHTML =
        kind === 'links'
          ? renderDiagram(geometry, session.problem, views, single ? previous : null, now, focusNode(event))
          : renderMatrix(session.problem, views, now, liveOptions(geometry, views));
      previous = snapshotViews(views);
      return caption(event, session.problem, now, { ...captionContext(session, geometry, views), vocabulary });
    },
  };
}

/** A board puzzle's board in `board` and its pieces' legend in `legend`. */
export function boardView(board, legend, session) {
  const tables = boardTables(session);
  return {
    tables,
    draw() {
      const state = boardState(session, tables);
      board.innerHTML = renderBoard(tables, state);
      legend.innerHTML = renderLegend(tables, state);
      const event = session.lastEvent();
      return boardCaption(event, tables, session.state().stats.solutions, isDeadEnd(session, event));
    },
  };
}

/**
 * A Sudoku's grid, built in `grid` from `check` (what `inspectSudoku` said of the puzzle).
 * `decorateCells(cells)` may add classes to the cells' descriptions before they are drawn; the
 * last drawn are kept in `view`.
 */
export function sudokuView(grid, session, check, decorateCells = () => {}) {
  const shape = { rows: check.boxRows, cols: check.boxCols };
  const cells = buildGrid(grid, shape.rows, shape.cols);
  decorateGrid(cells, { ...shape, rules: check.rules });
  const sudoku = {
    shape,
    side: check.side,
    cells,
    givens: Array.from(check.grid, (ch) => (ch === '.' ? 0 : parseInt(ch, 36))),
    tables: watchTables(session, check.side),
    view: null,
    draw() {
      const described = sudoku.givens.map((given) => ({ given, classes: [] }));
      watchView(session, sudoku.tables, shape, described);
      sudoku.view = described;
      decorateCells(described);
      renderGrid(cells, described, check.side);
      const event = session.lastEvent();
      return sudokuCaption(
        event,
        sudoku.tables,
        session.state().stats.solutions,
        optionsLeft(session, sudoku.tables),
        isDeadEnd(session, event),
      );
    },
  };
  return sudoku;
}

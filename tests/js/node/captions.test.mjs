// The captions tell a dead end in the order the search meets it: Algorithm X branches on an item
// with no options left, covers it, and only then backs up. So the `choose` of an empty item says
// it will be covered and then the search backs up, the cover that follows says "dead end", and
// no other caption does — on the links page, the boards and the Sudoku page alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, KNUTH } from '../native.mjs';

const { useEngine, Session } = await import('../../../www/js/engine/session.js');
const { caption } = await import('../../../www/js/views/narration.js');
const { captionContext, isDeadEnd } = await import('../../../www/js/views/links.js');
const { layout } = await import('../../../www/js/views/diagram.js');
const { boardTables, boardCaption } = await import('../../../www/js/views/board-watch.js');
const { watchTables, sudokuCaption, optionsLeft } = await import('../../../www/js/views/sudoku-watch.js');
const { SUDOKU_PRESETS } = await import('../../../www/js/views/sudoku-presets.js');
useEngine(builds.links, 'links');
useEngine(builds.boards, 'boards');
useEngine(builds.sudoku, 'sudoku');

/**
 * Steps `session` up to `limit` events, reading each one's caption with `captionOf(event)`, and
 * holds them to the order above. Returns the captions of the dead ends seen.
 */
function deadEndsInOrder(session, captionOf, limit) {
  const seen = [];
  let empty = null; // The empty item just branched on, whose cover is next.
  for (let k = 0; k < limit && !session.isDone(); k++) {
    const [event] = session.forward(1);
    const text = captionOf(event);
    const where = `event ${k + 1} (${event.type}): ${text}`;
    if (empty !== null) {
      assert.equal(event.type, 'cover', where);
      assert.equal(event.item, empty, where);
      assert.match(text, /dead end.*backs up next/, where);
      seen.push(text);
      empty = null;
    } else if (event.type === 'choose' && event.len === 0) {
      assert.match(text, /covers it, and then backs up\.$/, where);
      empty = event.item;
    } else {
      assert.doesNotMatch(text, /dead end|backs up/, where);
    }
  }
  return seen;
}

test("the links page: Knuth's example says E is covered before it says the dead end", () => {
  const session = new Session({ text: KNUTH });
  const geometry = layout(session.problem, session.initialNodes, session.optionOfNode);
  const captionOf = (event) => caption(event, session.problem, session.state(), captionContext(session, geometry, session.views()));
  const seen = deadEndsInOrder(session, captionOf, 100);
  assert.deepEqual(seen, [
    'Cover E: unlink its header from the item list. It has no options to try, so this branch is a dead end: the search backs up next.',
  ]);
  session.free();
});

test("the boards: 6 queens and the pentominoes on Scott's board", () => {
  for (const [board, spec, limit] of [
    ['queens', '6', 5000],
    ['pentominoes', 'scott', 3000],
  ]) {
    const session = new Session({ board, spec }, { scout: false });
    const tables = boardTables(session);
    const seen = deadEndsInOrder(
      session,
      (event) => boardCaption(event, tables, session.stats().solutions, isDeadEnd(session, event)),
      limit,
    );
    assert.ok(seen.length > 0, `${board}: dead ends met`);
    session.free();
  }
});

test("the Sudoku page: Inkala's puzzle", () => {
  const { puzzle } = SUDOKU_PRESETS.find((preset) => preset.id === 'inkala');
  const session = new Session({ sudoku: puzzle, shape: '3x3' }, { scout: false });
  const tables = watchTables(session, 9);
  const seen = deadEndsInOrder(
    session,
    (event) => sudokuCaption(event, tables, session.stats().solutions, optionsLeft(session, tables), isDeadEnd(session, event)),
    20000,
  );
  assert.ok(seen.length > 0, 'dead ends met');
  session.free();
});

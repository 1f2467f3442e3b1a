// The JavaScript API in node, checked against the native engine (the CLI) event by event.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builds, native, dataFile, KNUTH } from '../native.mjs';

function jsTrace(text, detail) {
  const stepper = new builds.links.Stepper(text);
  stepper.setDetail(detail);
  const events = [];
  for (;;) {
    const event = stepper.step();
    events.push(event);
    if (event.type === 'done') break;
  }
  stepper.free();
  return events;
}

function nativeTrace(text, detail) {
  return native(['trace', '--detail', detail], text)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

for (const detail of ['algorithm', 'links']) {
  test(`Knuth's A–G: the same events as the native stepper (${detail})`, () => {
    assert.deepEqual(jsTrace(KNUTH, detail), nativeTrace(KNUTH, detail));
  });
  test(`6 queens: the same events as the native stepper (${detail})`, () => {
    const queens = dataFile('exact-cover/queens6.dlx');
    const events = jsTrace(queens, detail);
    assert.ok(events.length > 500, `${events.length} events`);
    assert.deepEqual(events, nativeTrace(queens, detail));
  });
}

function snapshot(stepper) {
  return {
    nodes: Array.from(stepper.nodesView()),
    next: Array.from(stepper.nextItemsView()),
    prev: Array.from(stepper.prevItemsView()),
    stats: stepper.stats(),
    partial: Array.from(stepper.partialSolution()),
    position: stepper.position(),
  };
}

test('stepBack() after any number of steps restores the same state', () => {
  const queens = dataFile('exact-cover/queens5.dlx');
  const stepper = new builds.links.Stepper(queens);
  stepper.setDetail('links');
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let trial = 0; trial < 30; trial++) {
    stepper.reset();
    for (let k = random(3000); k > 0; k--) stepper.step();
    const before = snapshot(stepper);
    const ahead = 1 + random(500);
    for (let k = 0; k < ahead; k++) stepper.step();
    // Steps taken at the end do not move: go back by the distance actually moved.
    const moved = stepper.position() - before.position;
    for (let k = 0; k < moved; k++) stepper.stepBack();
    assert.deepEqual(snapshot(stepper), before);
  }
  stepper.free();
});

test('top95 through the wasm API gives the native solutions', () => {
  const text = dataFile('sudoku/top95.txt');
  const expected = native(['sudoku'], text).trim().split('\n');
  const puzzles = text.split('\n').filter((line) => line.trim());
  assert.equal(puzzles.length, 95);
  puzzles.forEach((puzzle, k) => {
    assert.equal(builds.maker.solveSudoku(puzzle), expected[k], `puzzle ${k + 1}`);
    assert.equal(builds.maker.sudokuAnswer(puzzle, undefined, 2).count, 1);
  });
});

/** The blocks of a variant file of data/variants: the puzzle's text and its known answer (the last line). */
function variantExamples(file) {
  return dataFile(`variants/${file}`)
    .trim()
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      return { text: lines.slice(0, -1).join('\n'), answer: lines[lines.length - 1] };
    });
}

test('every variant through the wasm API: the known answers, proved unique, with the rules a board draws', () => {
  const files = { x: 'x-sudoku.txt', windoku: 'windoku.txt', jigsaw: 'jigsaw.txt', killer: 'killer.txt' };
  for (const [variant, file] of Object.entries(files)) {
    for (const { text, answer } of variantExamples(file)) {
      assert.equal(builds.maker.solveSudoku(text, undefined, variant), answer, `${file}\n${text}`);
      assert.equal(builds.maker.sudokuAnswer(text, undefined, 2, variant).count, 1);
      const check = builds.sudoku.inspectSudoku(text, undefined, variant);
      assert.equal(check.ok, true, check.error);
      assert.equal(check.rules.variant, variant);
      // The page sends the rules' text again with the givens: it must read as the same puzzle.
      const again =
        variant === 'killer' ? `${check.rulesText}\n${check.grid}` : check.rulesText ? `${check.grid}\n${check.rulesText}` : check.grid;
      assert.equal(builds.maker.solveSudoku(again, undefined, variant), answer);
    }
    // Read as classic, X and windoku puzzles have more than one solution: the rules are used.
    if (variant === 'x' || variant === 'windoku')
      assert.equal(builds.maker.sudokuAnswer(variantExamples(file)[0].text, undefined, 2).count, 2);
  }
  const rulesOf = (variant, file) => builds.sudoku.inspectSudoku(variantExamples(file)[0].text, undefined, variant).rules;
  assert.equal(rulesOf('x', files.x).diagonals, true);
  assert.deepEqual(rulesOf('windoku', files.windoku).windows[0], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
  const jigsaw = rulesOf('jigsaw', files.jigsaw);
  assert.equal(jigsaw.regions.length, 81);
  assert.deepEqual([...new Set(jigsaw.regions)].sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  const killer = rulesOf('killer', files.killer);
  assert.equal(
    killer.cages.reduce((sum, cage) => sum + cage.sum, 0),
    405,
  );
  assert.deepEqual(killer.cages[0], { label: 'A', sum: 11, cells: [0, 9, 10, 19] });
});

test('a killer stepper names its cage options by their digits, and its items by their cage', () => {
  // 4×4: cage A is r1c1–r1c2 with sum 3, so its only set is {1,2}.
  const stepper = builds.sudoku.Stepper.fromSudoku('AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1', undefined, 'killer');
  const rules = stepper.sudokuRules();
  assert.equal(rules.cages.length, 9);
  const triples = [];
  const flat = stepper.sudokuPlacements();
  for (let k = 0; k < flat.length; k += 3) triples.push([flat[k], flat[k + 1], flat[k + 2]]);
  const cageSets = triples.filter(([, , digit]) => digit === 0);
  const setsOfA = cageSets.filter(([cage]) => cage === 0).map(([, bits]) => bits);
  assert.deepEqual(setsOfA, [(1 << 1) | (1 << 2)]);
  // Each placement is a real cell and digit; each cage set's digits add up to its cage's sum.
  for (const [a, b, digit] of triples) {
    if (digit > 0) assert.ok(a < 4 && b < 4 && digit <= 4);
    else
      assert.equal(
        [1, 2, 3, 4].filter((d) => b & (1 << d)).reduce((x, y) => x + y, 0),
        rules.cages[a].sum,
      );
  }
  const constraints = stepper.sudokuConstraints();
  const kinds = new Set();
  for (let k = 0; k < constraints.length; k += 3) kinds.add(constraints[k]);
  assert.deepEqual([...kinds].sort(), [0, 1, 2, 3, 7, 8]);
  stepper.free();
});

test('bad variant input: the message names the cage, and inspectSudoku returns it with its cells', () => {
  assert.throws(
    () => builds.maker.solveSudoku('AABB CDDE CFGE HFGI\n3 7 5 5 5 4 6 4 1', undefined, 'samurai'),
    /unknown Sudoku variant `samurai`/,
  );
  const check = builds.sudoku.inspectSudoku('AABB CDDE CFGE HFGI\n2 8 5 5 5 4 6 4 1', undefined, 'killer');
  assert.equal(check.ok, false);
  assert.match(check.error, /cage A/);
  const clash = builds.sudoku.inspectSudoku(`1${'.'.repeat(29)}1${'.'.repeat(50)}`, undefined, 'x');
  assert.match(clash.error, /diagonal/);
  assert.deepEqual(clash.cells, [
    [0, 0],
    [3, 3],
  ]);
});

test('board puzzles through the wasm API: every option is its squares, counts as the native CLI', () => {
  const queens = builds.boards.Stepper.fromBoard('queens', '8');
  const info = queens.boardInfo();
  assert.deepEqual([info.kind, info.width, info.height, info.squares.length], ['queens', 8, 8, 64]);
  assert.equal(queens.countSolutions(), Number(native(['queens', '8', '--count']).trim()));
  queens.free();
  const board = builds.boards.Stepper.fromBoard('pentominoes', '20x3');
  const { width, squares } = board.boardInfo();
  const flat = board.boardOptions();
  const triples = board.boardItems();
  const itemSquare = [];
  for (let k = 0; k < triples.length; k += 3) itemSquare.push(triples[k] === 1 ? triples[k + 2] * width + triples[k + 1] : null);
  let options = 0;
  for (let k = 0; k < flat.length; options++) {
    const count = flat[k + 1];
    const onBoard = Array.from(flat.subarray(k + 2, k + 2 + count));
    assert.equal(count, 5);
    assert.ok(onBoard.every((square) => squares[square] === 1));
    // The option's items are its piece and exactly those squares.
    const items = Array.from(board.optionItems(options));
    assert.equal(String.fromCharCode(triples[3 * items[0] + 1]), String.fromCharCode(flat[k]));
    assert.deepEqual(
      items
        .slice(1)
        .map((item) => itemSquare[item])
        .sort((a, b) => a - b),
      onBoard.sort((a, b) => a - b),
    );
    k += 2 + count;
  }
  assert.equal(options, board.nOptions);
  assert.equal(board.countSolutions(), 8);
  board.free();
  // A drawn board: Scott's, as rows of # and .
  const scott = '########/########/########/###..###/###..###/########/########/########';
  assert.equal(builds.boards.Stepper.fromBoard('pentominoes', scott).boardInfo().squares.filter(Boolean).length, 60);
  assert.throws(
    () => builds.boards.Stepper.fromBoard('pentominoes', '##/##'),
    /the board has 4 squares: the 12 pentominoes cover exactly 60 \(add 56\)/,
  );
  assert.throws(() => builds.boards.Stepper.fromBoard('queens', '0'), /give its side, from 1 to 32/);
  // Word rectangles need colours, which the board build leaves out for now: said, not panicked.
  assert.throws(
    () => builds.boards.Stepper.fromBoard('words', 'small @ 3x3'),
    /word rectangles need Knuth's colours, which this build leaves out/,
  );
  assert.ok(builds.boards.Stepper.fromBoard('queens', '4'));
  assert.throws(() => builds.boards.Stepper.fromBoard('hexominoes', '6'), /unknown board puzzle `hexominoes`/);
  assert.throws(() => builds.boards.Stepper.fromBoard('queens', 8), /the board must be a string/);
});

test('bad input throws an Error with the engine message', () => {
  assert.throws(() => new builds.links.Stepper('A B\nA C'), { message: 'line 2, column 3: unknown item `C`: it is not in the item line' });
  assert.throws(() => builds.maker.solveSudoku('1'.repeat(81)), /the digit 1 is given twice in row 1: at r1c1 and at r1c2/);
  assert.throws(() => builds.sudoku.Stepper.fromSudoku('12', '9x9'), /bad box shape|found 2 cells/);
  assert.equal(builds.maker.solveSudoku(`12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`), undefined);
});

test('run() batches decode to the events step() gives, read with the exported layout alone', () => {
  // Only eventLayout() is known here: no kind codes, field names or offsets of our own.
  const { words, kinds } = builds.links.eventLayout();
  const decode = (batch) => {
    const events = [];
    for (let k = 0; k < batch.length; k += words) {
      const { name, fields } = kinds[batch[k]];
      const event = { type: name };
      fields.forEach((field, f) => {
        event[field] = batch[k + 1 + f];
      });
      events.push(event);
    }
    return events;
  };
  const withoutNames = ({ itemName, optionName, ...rest }) => rest;
  for (const detail of ['algorithm', 'links']) {
    const queens = dataFile('exact-cover/queens5.dlx');
    const batched = new builds.links.Stepper(queens);
    const single = new builds.links.Stepper(queens);
    batched.setDetail(detail);
    single.setDetail(detail);
    const packed = batched.run(100000, false);
    assert.ok(packed instanceof Uint32Array);
    assert.equal(packed.length % words, 0);
    const decoded = decode(packed);
    assert.ok(decoded.length > 100, `${decoded.length} events`);
    for (const event of decoded) assert.deepEqual(event, withoutNames(single.step()));
    assert.ok(batched.isDone());
    batched.free();
    single.free();
  }
});

test('the player looks for the next solution in slices and says when it found one', async () => {
  const { useEngine, Session, makePlayer } = await import('../../../www/js/engine/session.js');
  useEngine(builds.links, 'links');
  const session = new Session({ text: dataFile('exact-cover/queens8.dlx') }, { detail: 'links' });
  const heard = [];
  const player = makePlayer(
    () => session,
    () => {},
    { forward: (events) => heard.push(...events) },
  );
  assert.equal(player.nextSolution(10), false);
  assert.equal(session.position(), 10);
  let slices = 1;
  while (!player.nextSolution(10)) slices += 1;
  assert.ok(slices > 5, `${slices} slices`);
  assert.equal(session.log.at(-1).type, 'solution');
  assert.equal(heard.length, session.log.length);
  session.free();
});

test('advanceFor: slices of a search that end when their time is up, and add up to the whole count', () => {
  // Counted in slices of 1 ms, stopping at each solution, 8 queens still has its 92.
  const queens = new builds.links.Stepper(dataFile('exact-cover/queens8.dlx'));
  let solutions = 0;
  for (let pause = queens.advanceFor(1); pause !== 'done'; pause = queens.advanceFor(1)) {
    if (pause === 'solution') solutions += 1;
  }
  assert.equal(solutions, 92);
  assert.equal(queens.stats().solutions, 92);
  assert.equal(queens.advanceFor(0), 'done');
  for (const value of [-1, NaN, Infinity]) {
    assert.throws(() => queens.advanceFor(value), /advanceFor\(\): the time must be a number of milliseconds from 0/, String(value));
  }
  queens.free();
  // Scott's pentominoes branching on the first item: minutes of search, solutions far apart.
  // Each slice ends near its 20 ms (the clock is read every 256 events; the bound leaves room
  // for a slow machine), most of them because the time is up.
  const scott = builds.boards.Stepper.fromBoard('pentominoes', 'scott');
  scott.setHeuristic('first');
  const pauses = [];
  for (let k = 0; k < 10; k++) {
    const started = performance.now();
    const pause = scott.advanceFor(20);
    const took = performance.now() - started;
    assert.ok(took < 200, `slice ${k} took ${took} ms`);
    pauses.push(pause);
  }
  assert.ok(pauses.filter((pause) => pause === 'budget').length >= 5, pauses.join(' '));
  assert.ok(scott.stats().nodes > 0);
  scott.free();
});

test("a board solution's key is shared by its rotations and reflections: 92 queens are 12, Scott's 520 tilings 65", () => {
  for (const [kind, spec, all, distinct, symmetries] of [
    ['queens', '8', 92, 12, 8],
    ['pentominoes', 'scott', 520, 65, 8],
    ['pentominoes', '20x3', 8, 2, 4],
  ]) {
    const stepper = builds.boards.Stepper.fromBoard(kind, spec);
    assert.equal(stepper.boardInfo().symmetries, symmetries);
    const keys = new Set();
    let count = 0;
    for (let pause = stepper.advance(1e6); pause !== 'done'; pause = stepper.advance(1e6)) {
      if (pause !== 'solution') continue;
      count += 1;
      const key = stepper.boardSolutionKey();
      // The key is a drawing of the solution under one of the board's symmetries.
      assert.equal(key.length, stepper.boardInfo().squares.length);
      assert.equal(key.replace(/[^A-Z]/g, '').length, kind === 'queens' ? 8 : 60);
      keys.add(key);
    }
    assert.deepEqual([count, keys.size], [all, distinct], `${kind} ${spec}`);
    stepper.free();
  }
  // The board views are in the boards build alone (tests/wasm_api checks their error in a
  // build with several kinds of problem).
  assert.equal(new builds.links.Stepper(KNUTH).boardSolutionKey, undefined);
});

test("N queens on the boards page and the links page's queens preset are one search, event for event", async () => {
  const { queens } = await import('../../../www/js/views/presets.js');
  for (const n of [4, 5, 6]) {
    for (const detail of ['algorithm', 'links']) {
      const board = builds.boards.Stepper.fromBoard('queens', String(n));
      const text = new builds.links.Stepper(queens(n));
      board.setDetail(detail);
      text.setDetail(detail);
      const pack = (stepper) => Array.from(stepper.run(1 << 20, false));
      const events = pack(board);
      assert.ok(text.isDone() === false && events.length > 0);
      assert.deepEqual(pack(text), events, `${n} queens at ${detail}`);
      board.free();
      text.free();
    }
  }
});

test('generateSudoku: a seed repeats its puzzle, each puzzle has one solution, the level asked for is the one rated; bad options are named', () => {
  const first = builds.maker.generateSudoku({ seed: 5 });
  assert.deepEqual(builds.maker.generateSudoku({ seed: 5 }), first);
  assert.equal(first.seed, 5);
  const answer = builds.maker.sudokuAnswer(first.puzzle, undefined, 2);
  assert.deepEqual([answer.count, answer.solution], [1, first.solution]);
  assert.equal(first.clues, first.puzzle.replace(/\./g, '').length);
  for (const difficulty of ['easy', 'medium', 'hard']) {
    const made = builds.maker.generateSudoku({ seed: 1, difficulty, symmetry: 'rotate' });
    assert.equal(made.level, difficulty);
    const cells = [...made.puzzle];
    for (const [k, ch] of cells.entries()) assert.equal(ch === '.', cells[80 - k] === '.', `${difficulty}: cell ${k}`);
  }
  const x = builds.maker.generateSudoku({ variant: 'x', shape: '2x2', seed: 3 });
  assert.equal(builds.maker.sudokuAnswer(x.puzzle, '2x2', 2, 'x').count, 1);
  const unseeded = builds.maker.generateSudoku();
  assert.ok(Number.isInteger(unseeded.seed) && unseeded.puzzle.length === 81);
  assert.throws(() => builds.maker.generateSudoku({ variant: 'killer' }), /killer puzzles are not generated/);
  assert.throws(() => builds.maker.generateSudoku({ symmetry: 'spiral' }), /unknown symmetry `spiral`/);
  assert.throws(
    () => builds.maker.generateSudoku({ clues: '30' }),
    /generateSudoku\(\): clues must be a whole number from 0 to 1000000, not string/,
  );
  assert.throws(
    () => builds.maker.generateSudoku({ seed: -1 }),
    /generateSudoku\(\): seed must be a whole number from 0 to 9007199254740991, not -1/,
  );
});

test('sudokuHint: the next forced move with its reason, a wrong entry named, nothing forced said so', () => {
  const puzzle = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
  const hint = builds.maker.sudokuHint(puzzle);
  assert.deepEqual([hint.kind, hint.placement, hint.cells], ['cell', [4, 5, 4], [[4, 5]]]);
  assert.equal(hint.text, 'r5c6 can only be 4 (its cell has one candidate left).');
  const solution = builds.maker.solveSudoku(puzzle);
  const entries = [...'.'.repeat(81)];
  entries[4 * 9 + 5] = solution[4 * 9 + 5] === '9' ? '1' : '9';
  const wrong = builds.maker.sudokuHint(puzzle, undefined, undefined, entries.join(''));
  assert.equal(wrong.kind, 'wrong');
  assert.deepEqual(wrong.cells, [[4, 5]]);
  assert.match(wrong.text, /^r5c6 is wrong/);
  // A hard puzzle with no single forced move: the hint still places a digit, the solution's,
  // with a proof by contradiction (or, failing a short one, the solution's word for it).
  const hardPuzzle = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const hardSolution = builds.maker.solveSudoku(hardPuzzle);
  const hard = builds.maker.sudokuHint(hardPuzzle);
  assert.ok(['contradiction', 'none-forced'].includes(hard.kind), hard.kind);
  const [row, col, digit] = hard.placement;
  assert.equal(hardSolution[row * 9 + col], String(digit), hard.text);
  if (hard.kind === 'contradiction') {
    assert.match(hard.text, /^r\dc\d must be \d: \d at r\dc\d would leave .* (with no place for an? \d|with no digit)/);
    const [, [tr, tc, td]] = hard.choices;
    assert.notEqual(hardSolution[tr * 9 + tc], String(td));
  }
  assert.equal(builds.maker.sudokuHint(puzzle, undefined, undefined, solution).kind, 'solved');
  assert.throws(() => builds.maker.sudokuHint(puzzle, undefined, undefined, '123'), /the entries/);
});

test('enterPart: a search cut into parts, each searched by its own stepper, adds up to the whole search', () => {
  for (const [kind, spec, distinct] of [
    ['queens', '8', 12],
    ['pentominoes', '20x3', 2],
  ]) {
    const whole = builds.boards.Stepper.fromBoard(kind, spec);
    whole.countSolutions();
    const want = whole.stats();
    whole.free();
    let parts = Infinity;
    let sum = null;
    const keys = new Set();
    for (let k = 0; k < parts; k++) {
      const stepper = builds.boards.Stepper.fromBoard(kind, spec);
      const cut = stepper.enterPart(10, k);
      assert.equal(cut.entered, true);
      parts = cut.parts;
      sum ??= { solutions: 0, nodes: cut.nodes, updates: cut.updates, cleansings: cut.cleansings };
      for (let pause = stepper.advance(1e6); pause !== 'done'; pause = stepper.advance(1e6)) {
        if (pause === 'solution') keys.add(stepper.boardSolutionKey());
      }
      const stats = stepper.stats();
      sum.solutions += stats.solutions;
      sum.nodes += stats.nodes;
      sum.updates += stats.updates;
      sum.cleansings += stats.cleansings;
      stepper.free();
    }
    assert.ok(parts >= 10, `${parts} parts`);
    assert.deepEqual(sum, want, `${kind} ${spec}`);
    assert.equal(keys.size, distinct);
    const past = builds.boards.Stepper.fromBoard(kind, spec);
    assert.equal(past.enterPart(10, parts).entered, false);
    past.free();
  }
});

/** Every part of `counter`'s search cut into about `wanted` parts, added up (above the cut once). */
function countByParts(counter, wanted) {
  const sum = { count: 0, nodes: 0, updates: 0, cleansings: 0, distinct: 0 };
  let parts = 0;
  for (let part = 0; ; part++) {
    const done = counter.countPart(wanted, part, Infinity, 0);
    if (part === 0) {
      Object.assign(sum, { nodes: done.aboveNodes, updates: done.aboveUpdates, cleansings: done.aboveCleansings });
      parts = done.parts;
    }
    if (!done.entered) break;
    assert.equal(done.complete, true);
    sum.count += done.count;
    sum.nodes += done.nodes;
    if (sum.updates !== null) sum.updates += done.updates;
    if (sum.cleansings !== null) sum.cleansings += done.cleansings;
    sum.distinct += done.distinct;
  }
  return { ...sum, parts };
}

test("the count build's parts add up to a stepper's count: the links' figures exactly, the bit engine's nodes, the classes up to symmetry", () => {
  const texts = [
    [KNUTH, 'bits'],
    [dataFile('xcc/knuth-colors.dlx'), 'bits'],
    // Multiplicities: the links cut and count.
    [dataFile('mcc/knuth-multiplicities.dlx'), 'links'],
    [dataFile('exact-cover/queens8.dlx'), 'bits'],
  ];
  for (const [text, engine] of texts) {
    const stepper = new builds.links.Stepper(text);
    stepper.countSolutions();
    const want = stepper.stats();
    stepper.free();
    for (const wanted of [1, 7, 40]) {
      const counter = new builds.count.Counter(text);
      assert.equal(counter.engine.split(':')[0], engine);
      const sum = countByParts(counter, wanted);
      assert.equal(sum.count, want.solutions);
      assert.equal(sum.nodes, want.nodes);
      if (engine === 'links') {
        assert.deepEqual([sum.updates, sum.cleansings], [want.updates, want.cleansings]);
      } else {
        assert.deepEqual([sum.updates, sum.cleansings], [null, null]);
      }
      assert.equal(builds.count.countSolutions(text), want.solutions);
      counter.free();
    }
  }
  // Boards: the stepper's keys are one per drawing up to symmetry.
  for (const [kind, spec] of [
    ['queens', '8'],
    ['pentominoes', '20x3'],
    ['langford', '7'],
  ]) {
    const stepper = builds.boards.Stepper.fromBoard(kind, spec);
    const keys = new Set();
    for (let pause = stepper.advance(1e6); pause !== 'done'; pause = stepper.advance(1e6)) {
      if (pause === 'solution') keys.add(stepper.boardSolutionKey());
    }
    const counter = builds.count.Counter.fromBoard(kind, spec);
    const sum = countByParts(counter, 10);
    assert.deepEqual(
      [sum.count, sum.nodes, sum.distinct],
      [stepper.stats().solutions, stepper.stats().nodes, keys.size],
      `${kind} ${spec}`,
    );
    assert.ok(sum.parts >= 10, `${kind} ${spec}: ${sum.parts} parts`);
    stepper.free();
    counter.free();
  }
  // Word squares (colours) and pieces with copies (Algorithm M: the links count the parts),
  // against the native CLI.
  const pieces = 'I: #/#/#/#; O: ##/##; L: #./#./##; S: .##/##.; T*2: ###/.#. @ 6x4';
  for (const [kind, spec, engine, args] of [
    ['words', 'small @ 3x3', 'bits', ['words', '--size', '3x3', '--count', '--distinct']],
    ['polyominoes', pieces, 'links', ['polyomino', '--pieces', pieces.split(' @ ')[0], '--board', '6x4', '--count', '--distinct']],
  ]) {
    const counter = builds.count.Counter.fromBoard(kind, spec);
    assert.equal(counter.engine.split(':')[0], engine);
    const sum = countByParts(counter, 4);
    assert.equal(`${sum.count} (${sum.distinct} distinct up to symmetry)`, native(args).trim(), kind);
    counter.free();
  }
});

test("the count build's bit engine on problems of over a thousand options (where wasm trims each item's words to the node's open ones): Knuth's solutions and nodes, whole and in parts", () => {
  for (const [folder, file] of [
    ['exact-cover', 'p3x20.dlx'],
    ['xcc', 'wordrect-4x4.dlx'],
  ]) {
    const row = dataFile(`${folder}/counts.tsv`)
      .split('\n')
      .map((line) => line.split('\t'))
      .find(([name]) => name === file);
    const [solutions, nodes] = [Number(row[3]), Number(row[4])];
    const text = dataFile(`${folder}/${file}`);
    assert.equal(builds.count.countEngine(text).split(':')[0], 'bits', file);
    assert.equal(builds.count.countSolutions(text), solutions, file);
    for (const wanted of [1, 9]) {
      const counter = new builds.count.Counter(text);
      const sum = countByParts(counter, wanted);
      assert.deepEqual([sum.count, sum.nodes], [solutions, nodes], `${file} in ${wanted}+ parts`);
      counter.free();
    }
  }
});

test("the count build's Counter: the gallery's first members in order, a limit, and no part past the last", () => {
  const counter = builds.count.Counter.fromBoard('queens', '8');
  const whole = counter.countPart(1, 0, Infinity, 3);
  assert.equal(whole.parts >= 1, true);
  const firsts = [];
  for (let part = 0; part < whole.parts; part++) firsts.push(...counter.countPart(1, part, Infinity, 100).firsts);
  // 8 queens: 12 classes, each once, numbered within its part.
  assert.equal(firsts.length, 12);
  for (const [seq, ...options] of firsts) {
    assert.ok(seq >= 1);
    assert.equal(options.length, 8);
  }
  const limited = counter.countPart(1, 0, 2, 0);
  assert.deepEqual([limited.count, limited.complete], [2, false]);
  assert.equal(counter.countPart(1, whole.parts, Infinity, 0).entered, false);
  assert.throws(() => counter.countPart(1, -1, Infinity, 0), /countPart\(\): the part must be a whole number/);
  assert.throws(() => counter.countPart(1, 0, 'all', 0), /countPart\(\): the limit must be a whole number/);
  counter.free();
  assert.throws(() => new builds.count.Counter('A B\nA C'), /line 2/);
  assert.throws(() => builds.count.Counter.fromBoard('queens', 'x'), /queens/);
});

test('each build has its kind of problem and says where the others are', () => {
  const { links, boards, sudoku, maker, count } = builds;
  // Problems as text: the links build steps them, the count build counts them flat out.
  assert.equal(new links.Stepper(KNUTH).countSolutions(), 1);
  assert.equal(count.countSolutions(KNUTH), 1);
  assert.equal(count.Stepper, undefined);
  for (const lean of [links, boards, sudoku, maker]) assert.equal(lean.countSolutions, undefined);
  for (const lean of [boards, sudoku]) {
    assert.throws(() => new lean.Stepper(KNUTH), {
      message:
        'this build of the engine reads no problem text (the build in pkg-links/ does): its steppers are made with Stepper.fromSudoku or Stepper.fromBoard',
    });
  }
  // Boards: the boards build; Sudoku: the Sudoku build. Neither has the other's.
  assert.equal(boards.Stepper.fromBoard('queens', '8').countSolutions(), 92);
  const top95 = dataFile('sudoku/top95.txt').split('\n')[0];
  assert.equal(sudoku.Stepper.fromSudoku(top95).countSolutions(), 1);
  assert.equal(sudoku.inspectSudoku('1'.repeat(81)).ok, false);
  assert.equal(links.Stepper.fromBoard, undefined);
  assert.equal(links.Stepper.fromSudoku, undefined);
  assert.equal(boards.Stepper.fromSudoku, undefined);
  assert.equal(sudoku.Stepper.fromBoard, undefined);
  // The generator, hints and the fast solver: the maker build alone, which has no stepper.
  assert.equal(maker.sudokuAnswer(top95).count, 1);
  assert.equal(maker.Stepper, undefined);
  assert.equal(maker.eventLayout, undefined);
  for (const stepping of [links, boards, sudoku]) {
    for (const name of ['generateSudoku', 'sudokuHint', 'solveSudoku', 'sudokuAnswer']) assert.equal(stepping[name], undefined, name);
  }
  // What every build with the stepper has: the events' layout and the pool's parts.
  for (const stepping of [boards, sudoku]) assert.deepEqual(stepping.eventLayout(), links.eventLayout());
  for (const stepping of [links, boards, sudoku]) assert.equal(typeof stepping.Stepper.prototype.enterPart, 'function');
});

// Work for search-worker.js: one job at a time on one worker (SearchJobs), or one board count
// shared by a pool of workers (SearchPool). Cancelling terminates the workers: the only way to
// stop wasm mid-run. Each names the engine build its jobs need (see engine/builds.js); the
// worker loads that one.

import { loadFailure, wasmSource } from '../engine/builds.js';
import { plural } from '../views/links.js';

/** The status line while a count runs. */
export function progressText({ count, nodes }) {
  // A search with learned weights tells its grids only.
  const work = nodes == null ? '' : ` (${plural(nodes, 'node')})`;
  return `Counting… ${plural(count, 'solution')} so far${work}`;
}

/**
 * A pool's count under way: `Counting on 2 workers… 1,234 solutions so far (5,678 nodes, 3 of 128
 * parts done)`; `also` follows the solutions (a board's classes). Before any report, the start.
 */
export function poolProgressText(size, progress = null, also = '') {
  const start = `Counting on ${plural(size, 'worker')}…`;
  if (!progress) return start;
  const { count, nodes, parts, total } = progress;
  const share = total ? `, ${parts.toLocaleString()} of ${total.toLocaleString()} parts done` : '';
  return `${start} ${plural(count, 'solution')} so far${also} (${plural(nodes, 'node')}${share})`;
}

/** How long a finished count took, and on how many workers: `312 ms on 2 workers`. */
export function countTime({ ms, workers }) {
  return `${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`} on ${plural(workers, 'worker')}`;
}

/**
 * The work a finished count did: its nodes, and its updates (and cleansings, if any) when the
 * links counted; when the bit engine did (it changes no links), that and why.
 */
export function countWork({ nodes, updates, cleansings, engine = '' }) {
  if (updates === null || updates === undefined) {
    const why = engine.replace(/^bits: /, '');
    return `${plural(nodes, 'node')}; the bit engine counted${why ? ` (${why})` : ''}, so no updates`;
  }
  return `${plural(nodes, 'node')}, ${plural(updates, 'update')}${cleansings ? `, ${plural(cleansings, 'cleansing')}` : ''}`;
}

export class SearchJobs {
  /**
   * `progress(data)` hears each progress report, `done(data, context)` the result or error;
   * `build` is the engine build the jobs need, unless a job names another (the Sudoku page's
   * generator and hints are a build of their own, loaded by the worker when first asked for).
   */
  constructor({ progress, done, build }) {
    this.progress = progress;
    this.done = done;
    this.build = build;
    this.worker = null;
    this.pending = null;
    this.lastId = 0;
  }

  /**
   * Starts the worker now, loading `build` (by default the jobs'), so that the first job that
   * needs it need not wait for it.
   */
  warm(build = this.build) {
    if (!this.worker) {
      this.worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
      this.worker.onmessage = ({ data }) => this.heard(data);
      this.worker.postMessage({ cmd: 'warm', build: this.build });
    }
    if (build !== this.build) this.worker.postMessage({ cmd: 'warm', build });
  }

  /** Sends `message` (see search-worker.js) as a new job; `context` comes back with its end. */
  start(message, context) {
    this.warm();
    this.lastId += 1;
    this.pending = { id: this.lastId, context };
    this.worker.postMessage({ build: this.build, ...message, id: this.lastId });
  }

  /** Stops the job under way; false if there is none. */
  cancel() {
    if (!this.pending) return false;
    this.pending = null;
    this.worker.terminate();
    this.worker = null;
    return true;
  }

  heard(data) {
    // A report of a job cancelled or replaced since is not heard.
    if (!this.pending || data.id !== this.pending.id) return;
    if (data.type === 'progress') {
      this.progress(data);
      return;
    }
    const { context } = this.pending;
    this.pending = null;
    this.done(data, context);
  }
}

/**
 * A count shared by a pool of workers, one per core (`navigator.hardwareConcurrency`),
 * sharing one compiled module: the search is cut into parts in Knuth's order (the count build's
 * `Counter`, or a Sudoku stepper's `enterPart`), each worker counts one part at a time with the
 * next waiting in its queue, and is sent another when one is done. Progress is summed over the
 * workers (reported at most every REPORT_MS); cancel stops them all. The end gives the whole
 * search's counts, the count up to symmetry of a board, and the first classes of its solutions
 * in the serial order, each at its first member (see the engine's board_classes).
 */
// The shortest time between two progress reports of a pool's count.
const REPORT_MS = 100;

export class SearchPool {
  /**
   * `progress({count, distinct, nodes})` while counting; `done(result | {type: 'error'})` at the
   * end. `size` workers: by default the page's `?workers=N`, else one per core. `build`: the
   * engine build the sources need (the page's own, so the browser has it cached).
   */
  constructor({
    progress,
    done,
    build,
    size = Number(new URLSearchParams(location.search).get('workers')) || navigator.hardwareConcurrency || 2,
  }) {
    this.progress = progress;
    this.done = done;
    this.build = build;
    this.size = Math.max(1, Math.min(size, 16));
    this.workers = [];
    this.module = null;
  }

  /**
   * Compiles the module and starts the workers ahead of the first count. A module that could not
   * be fetched or compiled (the network gone since the page loaded) is tried again next time.
   */
  warm() {
    this.compiled ??= wasmSource(this.build)
      .then((source) => (source instanceof Response ? WebAssembly.compileStreaming(source) : WebAssembly.compile(source)))
      .then(
        (module) => {
          this.module = module;
          return module;
        },
        (error) => {
          this.compiled = null;
          throw error;
        },
      );
    return this.compiled.then(() => {
      while (this.workers.length < this.size) {
        const worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
        // Started with the module now; the first part finds it ready.
        worker.postMessage({ cmd: 'warm', build: this.build, module: this.module });
        this.workers.push(worker);
      }
    });
  }

  /**
   * Counts `source`: a board (`{board, spec}`: then `gallery` classes at most are returned with
   * their options, in the serial search's order, as soon as every part before them is done), a
   * Sudoku (`{sudoku, shape, variant}`) or a problem's text (`{text}`), up to `limit` solutions.
   */
  async start(source, { gallery = 0, limit = Infinity } = {}) {
    this.cancel();
    const job = {
      source,
      gallery,
      limit,
      // At least 8 parts a worker, for the balance: more cost more than they balance, each part
      // two messages and a wake of the page's thread, which takes a core from a worker on two.
      // Asked for 32, the 5 × 12 box is cut into 348 parts and counted in 0.42 s; asked for 16,
      // into 30, and in 0.385 s; the 6 × 10 box (32 parts either way) and queens took as long.
      wanted: 8 * this.size,
      parts: null,
      next: 0,
      results: new Map(),
      running: new Map(),
      started: performance.now(),
      // The parts done, and the longest run of them from the first: its classes can be shown.
      finished: new Set(),
      prefix: 0,
      before: 0,
      shown: 0,
      distinct: 0,
    };
    this.job = job;
    try {
      await this.warm();
    } catch (error) {
      if (this.job !== job) return;
      this.job = null;
      this.done({ type: 'error', message: loadFailure(error) });
      return;
    }
    if (this.job !== job) return; // Cancelled while starting.
    // Each worker holds two parts: the next is waiting in its queue when one is done, so it
    // never idles while the page hears the result and hands out another (with many small parts,
    // that wait took most of a count's time).
    for (const worker of this.workers) {
      worker.onmessage = ({ data }) => this.heard(job, worker, data);
      this.give(job, worker, job.next++);
    }
    for (const worker of this.workers) this.give(job, worker, job.next++);
  }

  give(job, worker, part) {
    job.running.set(part, { count: 0, nodes: 0 });
    worker.postMessage({
      cmd: 'count-part',
      id: part,
      build: this.build,
      module: this.module,
      source: job.source,
      wanted: job.wanted,
      part,
      limit: job.limit,
      gallery: job.gallery,
    });
  }

  /** Stops every worker if a count is running (idle ones are kept for the next); false if none was. */
  cancel() {
    const was = Boolean(this.job);
    if (was) {
      for (const worker of this.workers) worker.terminate();
      this.workers = [];
    }
    this.job = null;
    return was;
  }

  heard(job, worker, data) {
    if (this.job !== job) return;
    if (data.type === 'error') {
      this.cancel();
      this.done(data);
      return;
    }
    if (data.type === 'progress') {
      Object.assign(job.running.get(data.part), { count: data.count, nodes: data.nodes });
      this.tally(job);
      return;
    }
    job.parts = data.parts;
    job.engine = data.engine;
    job.above = { nodes: data.aboveNodes, updates: data.aboveUpdates, cleansings: data.aboveCleansings };
    if (data.entered) {
      job.results.set(data.part, data);
      job.distinct += data.distinct;
    }
    // A part handed out before the number of parts was known may lie beyond it: nothing to count.
    if (data.part < data.parts) job.finished.add(data.part);
    job.running.delete(data.part);
    if (job.next < job.parts) this.give(job, worker, job.next++);
    this.tally(job);
    if (this.job !== job) return; // Stopped at the limit.
    if (job.running.size === 0 && job.next >= job.parts) this.finish(job);
  }

  /**
   * Sums the parts: at the limit, stops the count ("at least the limit"); else reports, at most
   * every REPORT_MS. A report redraws the page's status and gallery, and a count of many small
   * parts would otherwise spend its time there (the workers waiting meanwhile); the finished
   * count's own report is the last.
   */
  tally(job) {
    let count = 0;
    let nodes = 0;
    for (const result of job.results.values()) {
      count += result.count;
      nodes += result.nodes;
    }
    for (const part of job.running.values()) {
      count += part.count;
      nodes += part.nodes;
    }
    if (count >= job.limit) {
      // Enough: the parts under way stop, and the count is "at least the limit".
      this.cancel();
      this.done({
        type: 'result',
        count: job.limit,
        nodes,
        updates: null,
        complete: false,
        distinct: 0,
        found: [],
        engine: job.engine,
        workers: this.size,
        ms: performance.now() - job.started,
      });
      return;
    }
    const now = performance.now();
    if (now - (job.reported ?? -Infinity) < REPORT_MS) return;
    job.reported = now;
    this.report(job, count, nodes);
  }

  /**
   * The progress so far: `count` solutions and `nodes` nodes, the classes up to symmetry in the
   * parts done, the parts done.
   */
  report(job, count, nodes) {
    this.progress({ count, distinct: job.distinct, nodes, parts: job.finished.size, total: job.parts, found: this.newClasses(job) });
  }

  /**
   * The classes in the parts done from the first on, not shown before, with their solution
   * numbers in the serial order (known once every part before is done). Each class comes from
   * one part, the one with its first member (see the engine's board_classes): no class is
   * met twice.
   */
  newClasses(job) {
    const fresh = [];
    while (job.finished.has(job.prefix)) {
      const result = job.results.get(job.prefix);
      for (const { seq, options } of result?.found ?? []) {
        if (job.shown >= job.gallery) break;
        fresh.push({ number: job.before + seq, options });
        job.shown += 1;
      }
      job.before += result?.count ?? 0;
      job.prefix += 1;
    }
    return fresh;
  }

  finish(job) {
    this.job = null; // The workers stay, idle, for the next count.
    // Parts in Knuth's order: solution numbers as the serial search numbers them. Updates and
    // cleansings are the links' alone: null when the bit engine counted.
    const classes = [];
    let before = 0;
    const total = { count: 0, nodes: job.above.nodes, updates: job.above.updates, cleansings: job.above.cleansings };
    for (let part = 0; part < job.parts; part++) {
      const result = job.results.get(part);
      if (!result) continue;
      for (const { seq, options } of result.found) if (classes.length < job.gallery) classes.push({ number: before + seq, options });
      before += result.count;
      total.count += result.count;
      total.nodes += result.nodes;
      if (total.updates !== null) total.updates += result.updates;
      if (total.cleansings !== null) total.cleansings += result.cleansings;
    }
    this.done({
      type: 'result',
      ...total,
      complete: true,
      distinct: job.distinct,
      found: classes,
      engine: job.engine,
      workers: this.size,
      ms: performance.now() - job.started,
    });
  }
}

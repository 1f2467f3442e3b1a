// Work for search-worker.js, one job at a time, for any page: start a job, hear its progress and
// its end, cancel it. Cancelling terminates the worker: the only way to stop wasm mid-run.

/** The status line while a count runs. */
export function progressText({ count, distinct, nodes }) {
  const classes = distinct === undefined ? '' : `, ${distinct.toLocaleString()} distinct up to symmetry`;
  return `Counting… ${count.toLocaleString()} solutions so far${classes} (${nodes.toLocaleString()} nodes)`;
}

export class SearchJobs {
  /**
   * `progress(data)` hears each progress report, `found(data)` each solution the worker sends
   * on its way (a board's gallery), `done(data, context)` the result or error.
   */
  constructor({ progress, found = () => {}, done }) {
    this.progress = progress;
    this.found = found;
    this.done = done;
    this.worker = null;
    this.pending = null;
    this.lastId = 0;
  }

  /** Starts the worker now (it loads the wasm module), so the first job need not wait for it. */
  warm() {
    if (this.worker) return;
    this.worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.heard(data);
  }

  /** Sends `message` (see search-worker.js) as a new job; `context` comes back with its end. */
  start(message, context) {
    this.warm();
    this.lastId += 1;
    this.pending = { id: this.lastId, context };
    this.worker.postMessage({ ...message, id: this.lastId });
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
    if (data.type === 'progress' || data.type === 'found') {
      this[data.type](data);
      return;
    }
    const { context } = this.pending;
    this.pending = null;
    this.done(data, context);
  }
}

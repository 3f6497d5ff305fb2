//! The animated export's client: one GIF at a time in its module worker
//! (puzzles/queens/workers/gif-worker.js), a fresh worker for each, stopped by `worker.terminate()` on
//! Cancel (a worker's loop cannot be interrupted otherwise). Events in, events out: no DOM.

/**
 * The client for the compiled wasm module `wasmModule` (shared with the worker).
 * `start(job, onEvent)` sends `job` (see the worker's `start` message, without `module`)
 * and calls `onEvent` with `{ type: 'progress', done, frames }`, then one of
 * `{ type: 'done', bytes, frames, last }` or `{ type: 'error', code, params?, message }` (code
 * `unsupported`, `past-end` or `failed`); a job started while one runs replaces it.
 * `cancel()` stops the running job: its `onEvent` hears nothing more. `running()` says
 * whether a job runs.
 */
export function createGifClient(wasmModule) {
  let worker = null;

  function cancel() {
    worker?.terminate();
    worker = null;
  }

  function start(job, onEvent) {
    cancel();
    let own;
    try {
      own = new Worker(new URL('./workers/gif-worker.js', import.meta.url), { type: 'module' });
    } catch (err) {
      onEvent({ type: 'error', code: 'unsupported', message: String(err) });
      return;
    }
    worker = own;
    const settle = (event) => {
      if (worker !== own) return;
      if (event.type !== 'progress') cancel();
      onEvent(event);
    };
    own.addEventListener('message', ({ data }) => settle(data));
    own.addEventListener('error', (event) => {
      event.preventDefault();
      settle({ type: 'error', code: 'failed', message: event.message || 'the GIF worker failed' });
    });
    own.postMessage({ type: 'start', module: wasmModule, ...job });
  }

  return { start, cancel, running: () => worker !== null };
}

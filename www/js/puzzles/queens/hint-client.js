//! Play mode's hint client. A hint is first tried where the page runs, by the tools module's
//! bounded search (`hint_quick(cols)`: at most 200,000 nodes, a few ms), which answers most
//! placements at once; only when that budget runs out does the question go to the hint
//! worker (puzzles/queens/workers/hint-worker.js): one question at a time, a newer one replaces the one
//! still running, and a search that runs past the timeout is stopped by terminating the
//! worker (a fresh one starts with the next question). No DOM.

/** Longest a hint may search before it is stopped, in ms (a JS policy, not a core limit). */
export const HINT_TIMEOUT_MS = 8000;

/**
 * The client. `tools` is the tools module's loader (puzzles/queens/tools-module.js), whose
 * compiled module the worker is sent once loaded; `quick(cols)` is the page's own
 * `hint_quick(cols)` ([row, col], [] for none, or undefined when its budget ran out or the
 * module is not loaded yet), tried first. `hint(cols)` resolves to
 * { hint: [row, col] | null } | { timeout: true } | { error: string | '' } |
 * { cancelled: true } (error '' when the worker gave no message). `warm(n)` starts the
 * worker and builds N's solution table ahead of a hint the quick search cannot answer.
 */
export function createHintClient(tools, { quick = () => undefined, timeoutMs = HINT_TIMEOUT_MS } = {}) {
  let worker = null;
  let current = null;
  let nextId = 0;
  /** The N of the last `warm`: a worker started again (after a stop) builds its table too. */
  let warmN = null;

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function settle(value) {
    if (!current) return;
    clearTimeout(current.timer);
    current.resolve(value);
    current = null;
  }

  function start() {
    worker = new Worker(new URL('./workers/hint-worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', ({ data }) => {
      if (!current || data.id !== current.id) return;
      settle(data.type === 'hint' ? { hint: data.hint } : { error: data.message });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      settle({ error: event.message || '' });
    });
    const own = worker;
    // The worker keeps what comes before its module until the module arrives.
    tools.load().then(({ module }) => own.postMessage({ type: 'init', module }), (err) => {
      if (worker !== own) return;
      stop();
      settle({ error: err instanceof Error ? err.message : String(err) });
    });
    if (warmN !== null) worker.postMessage({ type: 'warm', n: warmN });
  }

  function cancel() {
    if (!current) return;
    stop();
    settle({ cancelled: true });
  }

  function hint(cols) {
    cancel();
    const near = quick(cols);
    if (near !== undefined) return Promise.resolve({ hint: near.length ? Array.from(near) : null });
    if (!worker) start();
    nextId += 1;
    const id = nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stop();
        settle({ timeout: true });
      }, timeoutMs);
      current = { id, resolve, timer };
      worker.postMessage({ type: 'hint', id, cols: Array.from(cols) });
    });
  }

  /**
   * Gets the worker ready for hints at N before the first one is asked: it starts (module
   * load and wasm instance) and builds N's solution table (src/puzzles/queens/numbering.rs; 100–150 ms
   * for N = 14), so a hint the quick search leaves to the worker is a scan of the table.
   */
  function warm(n) {
    warmN = n;
    if (!worker) start();
    else worker.postMessage({ type: 'warm', n });
  }

  return { hint, cancel, warm };
}

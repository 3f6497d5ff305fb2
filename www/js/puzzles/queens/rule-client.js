//! The rule exercise's client: one run at a time in the rule worker
//! (puzzles/queens/workers/rule-worker.js, which loads the rule module); a new run, or Cancel, stops the
//! one still running by terminating the worker, so a rule that makes the search huge never
//! holds the page. No DOM.

/**
 * The client: `run(text, n, { maxN, bad })` starts a run (see the worker's messages),
 * each report of it given to `onEvent(event)`; `cancel()` stops it. A worker that fails
 * to load reports `{ type: 'error', error: { code: 'failed', pos: 0, text } }`.
 */
export function createRuleClient({ onEvent }) {
  let worker = null;

  function cancel() {
    worker?.terminate();
    worker = null;
  }

  function run(text, n, { maxN, bad }) {
    cancel();
    const current = new Worker(new URL('./workers/rule-worker.js', import.meta.url), { type: 'module' });
    worker = current;
    current.addEventListener('message', ({ data }) => {
      if (worker !== current) return;
      if (data.type === 'done' || data.type === 'error') worker = null;
      onEvent(data);
      if (worker === null) current.terminate();
    });
    current.addEventListener('error', (event) => {
      event.preventDefault();
      if (worker !== current) return;
      cancel();
      onEvent({ type: 'error', error: { code: 'failed', pos: 0, text: event.message || '' } });
    });
    current.postMessage({ text, n, maxN, bad });
  }

  return { run, cancel };
}

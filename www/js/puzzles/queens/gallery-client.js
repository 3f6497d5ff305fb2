//! The gallery's worker client: it owns puzzles/queens/workers/gallery-worker.js and its protocol (start,
//! view, page, lookup, class and locate requests; generations, so answers about an old N
//! are dropped; the pending promises; the debounce of starts while N changes quickly) and
//! a small cache of the pages of the current view. No DOM, no words: what happens comes
//! out as plain data through `onEvent`, and main.js turns it into `state.gallery`.
//!
//! events out (`onEvent(event)`):
//!   { type: 'view', viewId }                 a new view was asked for: its pages are gone
//!   { type: 'progress', viewId, found, done, viewCount, classes, classSizes }
//!   { type: 'pages', viewId, pages }         pages: Map page number → page (see `storePage`)
//!   { type: 'error', code, detail }          code 'worker-failed' (no worker) | 'worker-error'

/** Solutions per page asked of the worker, and pages kept (least recently asked go first). */
export const PAGE = 240;
const MAX_PAGES = 12;
/** A new N within this many ms of the last waits this long before its listing starts. */
const START_DEBOUNCE_MS = 150;

/**
 * A client for the gallery worker.
 *   tools       the tools module's loader (puzzles/queens/tools-module.js): the worker is
 *               sent its compiled module (shared with the other workers) once loaded
 *   indexMaxN   the largest N the gallery lists (wasm `limits().indexMaxN`)
 *   onEvent     receives the events above
 */
export function createGalleryClient({ tools, indexMaxN, onEvent }) {
  const c = {
    tools, indexMaxN, onEvent, worker: null, gen: 0, n: 0, viewId: 0, requestId: 0,
    pending: new Map(), held: null, startTimer: 0, lastSelect: -Infinity,
    pages: new Map(), asked: new Set(), used: new Map(), clock: 0,
  };
  return {
    /** Starts listing the solutions of N (nothing past indexMaxN), in the fundamental view or not. */
    select: (n, { fundamental = false } = {}) => select(c, n, fundamental),
    /** A new view of the same N: all or fundamental, filtered by `pattern` (null = none). */
    setOptions: ({ fundamental, pattern }) => sendView(c, fundamental, pattern),
    /** Asks for the pages that hold view positions [from, to) (once each). */
    requestPage: (from, to) => requestPages(c, from, to),
    /** The 1-based lexicographic number of solution `cols` of the current N: Promise of { index } | null. */
    lookup(cols) {
      if (c.n > c.indexMaxN || !c.worker || cols.length !== c.n) return Promise.resolve(null);
      return request(c, { type: 'lookup', cols: Array.from(cols) });
    },
    /** The class of solution #index: Promise of { size, stabiliser, canonical, members } | null. */
    describeClass: (index) => request(c, { type: 'class', index }),
    /** Where solution #index sits in the current view: Promise of { position, representative } | null. */
    locate: (index) => request(c, { type: 'locate', view: c.viewId, index }).then((answer) => (
      answer && answer.view === c.viewId ? answer : null)),
  };
}

function ensureWorker(c) {
  if (c.worker) return;
  c.worker = new Worker(new URL('./workers/gallery-worker.js', import.meta.url), { type: 'module' });
  c.worker.addEventListener('message', ({ data }) => receive(c, data));
  c.worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(c, event.message ? 'worker-error' : 'worker-failed', event.message ?? '');
  });
  const own = c.worker;
  // The worker keeps what comes before its module until the module arrives.
  c.tools.load().then(({ module }) => own.postMessage({ type: 'init', module }), (err) => {
    if (c.worker === own) fail(c, 'worker-failed', err instanceof Error ? err.message : String(err));
  });
}

function dropPending(c) {
  for (const { resolve } of c.pending.values()) resolve(null);
  c.pending.clear();
}

function fail(c, code, detail) {
  c.worker?.terminate();
  c.worker = null;
  dropPending(c);
  c.onEvent({ type: 'error', code, detail });
}

function send(c, message) {
  if (c.held) c.held.push(message);
  else c.worker.postMessage({ gen: c.gen, ...message });
}

function request(c, message) {
  if (!c.worker) return Promise.resolve(null);
  c.requestId += 1;
  const id = c.requestId;
  return new Promise((resolve) => {
    c.pending.set(id, { resolve });
    send(c, { ...message, id });
  });
}

function resetPages(c) {
  c.pages = new Map();
  c.asked.clear();
  c.used.clear();
}

function sendView(c, fundamental, pattern) {
  if (!c.worker) return;
  c.viewId += 1;
  resetPages(c);
  c.onEvent({ type: 'view', viewId: c.viewId });
  send(c, { type: 'view', view: c.viewId, fundamental, pattern });
}

function select(c, n, fundamental) {
  c.gen += 1;
  c.n = n;
  dropPending(c);
  c.viewId = 0;
  resetPages(c);
  clearTimeout(c.startTimer);
  c.held = null;
  if (n > c.indexMaxN) return;
  ensureWorker(c);
  // While N changes quickly (a slider being dragged), only the last N is listed, so the
  // worker does not take a core from the counting pool for sizes already gone.
  const quick = performance.now() - c.lastSelect < START_DEBOUNCE_MS;
  c.lastSelect = performance.now();
  c.held = [];
  sendView(c, fundamental, null);
  const begin = () => {
    c.startTimer = 0;
    const queued = c.held ?? [];
    c.held = null;
    send(c, { type: 'start', n });
    for (const message of queued) send(c, message);
  };
  if (quick) c.startTimer = setTimeout(begin, START_DEBOUNCE_MS);
  else begin();
}

function requestPages(c, from, to) {
  if (!c.worker || c.viewId === 0) return;
  for (let number = Math.floor(from / PAGE); number * PAGE < to; number += 1) {
    c.clock += 1;
    c.used.set(number, c.clock);
    if (c.pages.has(number) || c.asked.has(number)) continue;
    c.asked.add(number);
    send(c, { type: 'page', view: c.viewId, from: number * PAGE, to: (number + 1) * PAGE });
  }
}

/** Keeps page `data` ({ from, items, indices, classes }) as { from, count, items, indices, classes }. */
function storePage(c, data) {
  const number = Math.floor(data.from / PAGE);
  const pages = new Map(c.pages);
  pages.set(number, {
    from: data.from, count: data.indices.length, items: data.items, indices: data.indices,
    classes: data.classes,
  });
  c.asked.delete(number);
  while (pages.size > MAX_PAGES) {
    const oldest = [...pages.keys()].sort((a, b) => (c.used.get(a) ?? 0) - (c.used.get(b) ?? 0))[0];
    pages.delete(oldest);
  }
  c.pages = pages;
  c.onEvent({ type: 'pages', viewId: c.viewId, pages });
}

function progress(c, data) {
  // Pages cut short by the end of what existed are asked for again.
  const before = c.pages;
  let pages = before;
  for (const [number, p] of before) {
    if (p.count < PAGE && p.from + p.count < data.viewCount) {
      if (pages === before) pages = new Map(before);
      pages.delete(number);
      c.asked.delete(number);
    }
  }
  c.pages = pages;
  c.onEvent({
    type: 'progress', viewId: c.viewId, found: data.found, done: data.done,
    viewCount: data.viewCount, classes: data.classes, classSizes: data.classSizes,
  });
  if (pages !== before) c.onEvent({ type: 'pages', viewId: c.viewId, pages: c.pages });
}

function receive(c, data) {
  if (data.type === 'error' && data.gen === undefined) {
    fail(c, 'worker-error', data.message);
    return;
  }
  if (data.gen !== c.gen) return;
  if (data.type === 'progress') {
    if (data.view === c.viewId) progress(c, data);
  } else if (data.type === 'page') {
    if (data.view === c.viewId) storePage(c, data);
  } else if (data.type === 'error') {
    c.onEvent({ type: 'error', code: 'worker-error', detail: data.message });
  } else {
    const entry = c.pending.get(data.id);
    c.pending.delete(data.id);
    entry?.resolve(data);
  }
}

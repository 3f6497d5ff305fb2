//! The gallery's worker (module worker): it enumerates every solution of N with the wasm
//! `SolutionStream` (lexicographic order; OEIS A000170 of them, 365,596 for N = 14), keeps
//! them packed one byte a column, and serves the page the few it shows. Next to the list
//! it keeps the positions of the canonical representatives (`is_canonical`: the
//! lexicographically smallest image under D4, OEIS A002562 of them) and the tally of
//! their class sizes, and the current *view*: all solutions or the representatives only,
//! optionally filtered by a partial tuple such as `1 5 _ _`. Everything grows in chunks,
//! so pages are served while the enumeration runs.
//!
//! in:  { type: 'init', module }   (the tools module, www/pkg/queens_tools*; messages that
//!      come before it wait for it)
//!      { type: 'start', gen, n }                   a new N (drops everything else)
//!      { type: 'view', gen, view, fundamental, pattern }   pattern: null | columns, 0 = any
//!      { type: 'page', gen, view, from, to }       positions [from, to) of the view
//!      { type: 'lookup', gen, id, cols }           the 1-based number of a solution
//!      { type: 'class', gen, id, index }           solution #index's D4 class, members numbered
//!      { type: 'locate', gen, view, id, index }    where solution #index sits in the view
//! out: { type: 'progress', gen, view, found, viewCount, classes, classSizes, done }
//!      { type: 'page', gen, view, from, items, indices, classes }
//!      { type: 'lookup', gen, id, index }          index null: not a solution of N
//!      { type: 'class', gen, id, size, stabiliser, canonical, members: [{ transform, cols, index }] }
//!      { type: 'locate', gen, view, id, index, position, representative }
//!      { type: 'error', gen, message }

import { initSync, is_canonical, SolutionStream, symmetry_class } from '../../../../pkg/queens_tools.js';

/** Solutions taken from the stream per chunk; between chunks the worker answers messages. */
const CHUNK = 2048;

let gen = 0;
let n = 0;
let stream = null;
/** All solutions so far, N bytes each, in lexicographic order. */
let packed = new Uint8Array(0);
let found = 0;
let done = false;
/** Positions (0-based) of the canonical representatives, and their class sizes. */
let canonical = new Uint32Array(0);
let canonicalSizes = new Uint8Array(0);
let classCount = 0;
let classSizes = { 8: 0, 4: 0, 2: 0, 1: 0 };
/** The view: its id, options, and the positions of its solutions (null = all of them). */
let view = { id: 0, fundamental: false, pattern: null, list: null, length: 0 };
let timer = 0;
/** Requests that wait for more solutions: lookups of tuples not found yet, pages past the end. */
let waiting = [];

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

function grow(array, needed) {
  if (array.length >= needed) return array;
  const bigger = new array.constructor(Math.max(needed, array.length * 2, 1024));
  bigger.set(array);
  return bigger;
}

function colsAt(position) {
  return packed.subarray(position * n, position * n + n);
}

function matches(position, pattern) {
  const base = position * n;
  for (let r = 0; r < pattern.length; r += 1) {
    if (pattern[r] !== 0 && packed[base + r] !== pattern[r]) return false;
  }
  return true;
}

/** Appends to the view the solutions from `start` on that belong to it. */
function extendView(startAll, startCanonical) {
  if (!view.fundamental && !view.pattern) {
    view.length = found;
    return;
  }
  const source = view.fundamental ? canonical : null;
  const from = view.fundamental ? startCanonical : startAll;
  const to = view.fundamental ? classCount : found;
  let list = view.list;
  let length = view.length;
  for (let k = from; k < to; k += 1) {
    const position = source ? source[k] : k;
    if (view.pattern && !matches(position, view.pattern)) continue;
    list = grow(list, length + 1);
    list[length] = position;
    length += 1;
  }
  view.list = list;
  view.length = length;
}

function viewPosition(k) {
  return view.list ? view.list[k] : k;
}

function post(message, transfer = []) {
  self.postMessage({ gen, ...message }, transfer);
}

function progress() {
  post({
    type: 'progress', view: view.id, found, viewCount: view.length, classes: classCount,
    classSizes: { ...classSizes }, done,
  });
}

/** Binary search of the packed list; the 0-based position of `cols`, or -1. */
function positionOf(cols) {
  let lo = 0;
  let hi = found;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const base = mid * n;
    let order = 0;
    for (let r = 0; r < n && order === 0; r += 1) order = packed[base + r] - cols[r];
    if (order === 0) return mid;
    if (order < 0) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

function pump() {
  timer = 0;
  if (!stream) return;
  const startAll = found;
  const startCanonical = classCount;
  const flat = stream.next_batch(CHUNK);
  const k = flat.length / n;
  if (k > 0) {
    packed = grow(packed, (found + k) * n);
    for (let i = 0; i < flat.length; i += 1) packed[found * n + i] = flat[i];
    for (let j = 0; j < k; j += 1) {
      const cols = flat.subarray(j * n, j * n + n);
      if (is_canonical(cols)) {
        const size = symmetry_class(cols).size;
        canonical = grow(canonical, classCount + 1);
        canonicalSizes = grow(canonicalSizes, classCount + 1);
        canonical[classCount] = found + j;
        canonicalSizes[classCount] = size;
        classCount += 1;
        classSizes[size] = (classSizes[size] ?? 0) + 1;
      }
    }
    found += k;
  }
  if (k < CHUNK) {
    done = true;
    stream.free();
    stream = null;
  }
  extendView(startAll, startCanonical);
  progress();
  retryWaiting();
  if (!done) timer = setTimeout(pump, 0);
}

function start(message) {
  clearTimeout(timer);
  stream?.free();
  ({ gen, n } = message);
  packed = new Uint8Array(0);
  canonical = new Uint32Array(0);
  canonicalSizes = new Uint8Array(0);
  found = 0;
  classCount = 0;
  classSizes = { 8: 0, 4: 0, 2: 0, 1: 0 };
  done = false;
  waiting = [];
  view = { id: 0, fundamental: false, pattern: null, list: null, length: 0 };
  stream = new SolutionStream(n);
  timer = setTimeout(pump, 0);
}

function setView({ view: id, fundamental, pattern }) {
  view = {
    id, fundamental, pattern: pattern && pattern.some((c) => c !== 0) ? Uint8Array.from(pattern) : null,
    list: null, length: 0,
  };
  if (view.fundamental || view.pattern) view.list = new Uint32Array(1024);
  extendView(0, 0);
  progress();
}

/** Answers a page request with what exists; returns false when it should wait for more. */
function page({ view: id, from, to }) {
  if (id !== view.id) return true;
  const end = Math.min(to, view.length);
  const count = Math.max(0, end - from);
  if (count === 0 && !done) return false;
  const items = new Uint8Array(count * n);
  const indices = new Uint32Array(count);
  const classes = view.fundamental ? [] : null;
  for (let k = 0; k < count; k += 1) {
    const position = viewPosition(from + k);
    items.set(colsAt(position), k * n);
    indices[k] = position + 1;
    if (classes) {
      const c = symmetry_class(colsAt(position));
      classes.push({ size: c.size, stabiliser: c.stabiliser });
    }
  }
  post({ type: 'page', view: id, from, items, indices, classes }, [items.buffer, indices.buffer]);
  return true;
}

function lookup({ id, cols }) {
  const position = positionOf(cols);
  if (position < 0 && !done) return false;
  post({ type: 'lookup', id, index: position < 0 ? null : position + 1 });
  return true;
}

function describeClass({ id, cols, index }) {
  if (!done) return false;
  const c = symmetry_class(cols ?? colsAt(index - 1));
  const numbered = (members) => members.map((m) => {
    const position = positionOf(m.cols);
    return { transform: m.transform, cols: m.cols, index: position < 0 ? null : position + 1 };
  });
  post({
    type: 'class', id, size: c.size, stabiliser: c.stabiliser, canonical: c.canonical,
    members: numbered(c.members),
  });
  return true;
}

/** The view position of solution #index, or of its class representative in a fundamental view. */
function locate({ view: id, id: requestId, index }) {
  if (id !== view.id) return true;
  if (index > found && !done) return false;
  if (index < 1 || index > found) {
    post({ type: 'locate', view: id, id: requestId, index, position: null, representative: null });
    return true;
  }
  let target = index - 1;
  let representative = null;
  if (view.fundamental) {
    if (!done) return false;
    const rep = positionOf(symmetry_class(colsAt(target)).canonical);
    if (rep !== target) representative = rep + 1;
    target = rep;
  }
  let position = null;
  if (!view.list) {
    position = target;
  } else {
    // The view's list is sorted by position, so a binary search finds the target.
    let lo = 0;
    let hi = view.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (view.list[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    if (lo < view.length && view.list[lo] === target) position = lo;
    else if (!done) return false;
  }
  post({ type: 'locate', view: id, id: requestId, index, position, representative });
  return true;
}

const HANDLERS = { page, lookup, class: describeClass, locate };

function retryWaiting() {
  const still = [];
  for (const message of waiting) {
    if (message.gen === gen && !HANDLERS[message.type](message)) still.push(message);
  }
  waiting = still;
}

/** Resolves once the module is instantiated: the page sends it when it has loaded it. */
let instantiated;
const ready = new Promise((resolve) => { instantiated = resolve; });

function receive(data) {
  try {
    if (data.type === 'start') {
      start(data);
      return;
    }
    if (data.gen !== gen) return;
    if (data.type === 'view') {
      setView(data);
      waiting = waiting.filter((m) => m.type === 'lookup' || m.type === 'class');
      return;
    }
    const handler = HANDLERS[data.type];
    if (handler && !handler(data)) waiting.push(data);
  } catch (err) {
    post({ type: 'error', message: messageOf(err) });
  }
}

self.addEventListener('message', ({ data }) => {
  if (data.type !== 'init') {
    ready.then(() => receive(data));
    return;
  }
  try {
    initSync({ module: data.module });
    instantiated();
  } catch (err) {
    post({ type: 'error', message: messageOf(err) });
  }
});

//! Counting every solution (OEIS A000170) and the fundamental ones (A002562: classes under
//! the 8 symmetries D4 of the square) in a pool of module Web Workers. No DOM, no words.
//!
//! The core splits the constellation count of N (src/constellation.rs) into independent
//! tasks, its sub-constellations (`count_task_count(n)`); each worker
//! (workers/count-worker.js) runs `run_count_tasks(n, indices)` on a batch of task indices
//! and posts back the summed tally: the total, the solutions fixed by the half and quarter
//! turns and by reflections, and the nodes. This module hands out the batches (long ones
//! first, single tasks at the end: `batchSize`), adds the tallies up with BigInt (the
//! fundamental count is (total + halfTurn + 2·quarterTurn + mirror) / 8, Burnside's lemma;
//! task 0, the symmetric solutions, goes out first), and keeps the results of the page's
//! lifetime. Cancel is `worker.terminate()` on every worker; fresh workers are made when
//! the next count starts. Progress is reported at most every PROGRESS_MS and first after
//! FIRST_PROGRESS_MS: on 2 cores every message and repaint of the page is time taken from
//! the workers.

/** Sizes up to this are counted as soon as they are chosen (a few ms of work). A JS policy;
 *  the same value as the core's limit for a step total. */
export const AUTO_COUNT_MAX_N = 13;
/**
 * Sizes up to this are counted on the page's own thread, at once, without the pool: N = 12
 * takes about 2 ms in wasm and N = 13 about 10 ms (under a 16 ms frame; `make bench`
 * measures it), so the answer is in the DOM with the click. A JS policy.
 */
export const HERE_MAX_N = 13;
/** Batches of tasks handed to a worker ahead of its results, so it never waits for the page. */
const BATCHES_IN_FLIGHT = 2;
/**
 * Progress reports are at least this far apart (ms); changes of status are reported at once.
 * On 2 cores every render of the page is time taken from the workers: at N = 16 (about 1 s)
 * progress every 100 ms made the count 0.05 s slower than none; 250 ms costs half that.
 */
export const PROGRESS_MS = 250;
/**
 * The first progress report of a count comes this long after its start (ms): a count that
 * ends sooner goes from "counting" straight to its result, with no render in between.
 */
export const FIRST_PROGRESS_MS = 1000;
/** While a job runs its snapshot is re-sent this often (ms), so its elapsed time moves even
 *  when no task ends for a long while (a task of N = 27 takes hours). */
const TICK_MS = 1000;

/** Measured by `make bench` on the development machine: N = 17 in the page, 2 workers (ms). */
const N17_PAGE_MS = 6400;
/** How much longer each N takes than N − 1 (A000170 grows by about 7 per step here). */
const GROWTH_PER_N = 7.2;

/** A count estimated (roughCountMs) to take longer than this (a minute) asks before it starts, ms. */
export const LONG_COUNT_MS = 60_000;

/**
 * A rough duration of the count of N (ms) on `workers` workers, scaled from the measured
 * N = 17: a long count's order of magnitude before its first task ends.
 */
export function roughCountMs(n, workers) {
  return N17_PAGE_MS * GROWTH_PER_N ** (n - 17) * (2 / Math.max(1, workers));
}

/**
 * The k-th task to hand out of `tasks`: a fixed stride through all of them (a stride near
 * 0.618·tasks, coprime with tasks, so every task comes exactly once). The core's tasks
 * grow in size along their indices; spreading them makes "tasks done" a fair sample of
 * the work done, so the ETA holds from the start, and the tail stays one task long.
 */
export function taskOrder(k, tasks) {
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.round(tasks * 0.618));
  while (gcd(stride, tasks) !== 1) stride += 1;
  return (k * stride) % tasks;
}

/** Workers in a pool: one per logical processor, at least 1. */
export function poolSize() {
  const cores = Math.floor(Number(globalThis.navigator?.hardwareConcurrency));
  return Number.isFinite(cores) && cores >= 1 ? cores : 1;
}

/**
 * A snapshot with nothing counted. Snapshot = {
 *   n, status: 'idle' | 'running' | 'done' | 'cancelled' | 'error' | 'unavailable',
 *   tasks, tasksDone,          // numbers
 *   total, fundamental, nodes, // bigints: the final figures when done, else the sums so far
 *   elapsedMs, workers,        // workers of this job; poolSize: workers a job would get
 *   fromCache,                 // true when `done` comes from an earlier count on this page
 *   message, reason,           // an error's own message, or its reason: 'worker-failed' | 'no-tasks'
 * }
 */
export function blankSnapshot(n, status, { message = '', reason = '' } = {}) {
  return {
    n, status, tasks: 0, tasksDone: 0, total: 0n, fundamental: 0n, nodes: 0n,
    elapsedMs: 0, workers: 0, poolSize: poolSize(), fromCache: false, message, reason,
  };
}

function jobSnapshot(job, status, workers) {
  return {
    ...blankSnapshot(job.n, status),
    tasks: job.tasks,
    tasksDone: job.done,
    total: job.total,
    fundamental: fundamentalOf(job),
    nodes: job.nodes,
    elapsedMs: performance.now() - job.startedAt,
    workers,
  };
}

function doneSnapshot(n, result, fromCache) {
  return { ...blankSnapshot(n, 'done'), ...result, tasksDone: result.tasks, fromCache };
}

const TALLY_KEYS = ['total', 'halfTurn', 'quarterTurn', 'mirror', 'nodes'];

/** A job's sums, all zero (BigInts). */
function blankTally() {
  return { total: 0n, halfTurn: 0n, quarterTurn: 0n, mirror: 0n, nodes: 0n };
}

/** Burnside's lemma: the classes are the mean number of solutions the 8 symmetries fix. */
export function fundamentalOf(t) {
  return (t.total + t.halfTurn + 2n * t.quarterTurn + t.mirror) / 8n;
}

function addTally(job, msg) {
  for (const key of TALLY_KEYS) job[key] += BigInt(msg[key]);
  job.done += msg.tasks;
}

/**
 * How many tasks the next batch takes when `left` tasks are still to hand out to `workers`
 * workers: a share of what is left that shrinks as the count goes on ("guided" scheduling),
 * so the first batches are long (few messages: on 2 cores the page's own work is taken from
 * the workers) and the last ones single tasks (the workers finish together).
 */
export function batchSize(left, workers) {
  return Math.max(1, Math.min(left, Math.floor(left / (4 * Math.max(1, workers)))));
}

/**
 * Calls `send(snapshot)` for every snapshot given to `report(snapshot, urgent)`, but for
 * progress (urgent false) at most once every `ms`, and not before `firstMs` after an urgent
 * one: the last one waits for its turn.
 */
export function throttle(send, ms, firstMs = ms) {
  let last = -Infinity;
  let timer = 0;
  let pending = null;
  const flush = () => {
    timer = 0;
    last = performance.now();
    const next = pending;
    pending = null;
    if (next) send(next);
  };
  return (snapshot, urgent) => {
    pending = snapshot;
    if (urgent) {
      clearTimeout(timer);
      flush();
      last += firstMs - ms;
    } else if (!timer) {
      timer = setTimeout(flush, Math.max(0, last + ms - performance.now()));
    }
  };
}

// ---- The pool: its state `p` and the functions on it ----------------------------------

function terminateAll(p) {
  for (const slot of p.slots) slot.worker.terminate();
  p.slots = [];
}

function setJob(p, job) {
  p.job = job;
  clearInterval(p.ticker);
  p.ticker = job ? setInterval(() => p.job && emit(p, jobSnapshot(p.job, 'running', p.slots.length), false), TICK_MS) : 0;
}

function emit(p, snapshot, urgent = true) {
  p.snapshot = snapshot;
  if (!p.quiet) p.report(snapshot, urgent);
}

function feed(p, slot) {
  const { job } = p;
  while (job && slot.inFlight < BATCHES_IN_FLIGHT && job.next < job.tasks) {
    const size = batchSize(job.tasks - job.next, p.slots.length);
    const indices = Array.from({ length: size }, (_, k) => taskOrder(job.next + k, job.tasks));
    slot.worker.postMessage({ type: 'tasks', job: job.id, n: job.n, indices });
    job.next += size;
    slot.inFlight += 1;
  }
}

function fail(p, error) {
  const failed = p.job
    ? { ...jobSnapshot(p.job, 'error', p.slots.length), ...error }
    : blankSnapshot(p.snapshot.n, 'error', error);
  setJob(p, null);
  terminateAll(p);
  emit(p, failed);
}

function finish(p) {
  const finished = jobSnapshot(p.job, 'done', p.slots.length);
  const result = {
    total: finished.total, fundamental: finished.fundamental, nodes: finished.nodes,
    elapsedMs: finished.elapsedMs, workers: finished.workers, tasks: finished.tasks,
  };
  p.results.set(finished.n, result);
  setJob(p, null);
  emit(p, doneSnapshot(finished.n, result, false));
}

function receive(p, slot, msg) {
  if (msg.type === 'error') {
    // A failed start (no job id) or a failed task of the current job.
    if (msg.job === undefined || !p.job || msg.job === p.job.id) fail(p, { message: msg.message });
    return;
  }
  if (msg.last) slot.inFlight -= 1;
  if (!p.job || msg.job !== p.job.id) return;
  addTally(p.job, msg);
  if (p.job.done === p.job.tasks) {
    finish(p);
    return;
  }
  if (msg.last) feed(p, slot);
  emit(p, jobSnapshot(p.job, 'running', p.slots.length), false);
}

function spawn(p) {
  const worker = new Worker(new URL('../workers/count-worker.js', import.meta.url), { type: 'module', name: 'count' });
  const slot = { worker, inFlight: 0 };
  worker.addEventListener('message', (event) => receive(p, slot, event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(p, { message: event.message || '', reason: 'worker-failed' });
  });
  worker.addEventListener('messageerror', () => fail(p, { reason: 'worker-failed' }));
  worker.postMessage({ type: 'init', module: p.wasmModule });
  return slot;
}

/** Stops the running job at once (every worker is terminated); its last snapshot, or null. */
function stop(p) {
  if (!p.job) return null;
  const stopped = jobSnapshot(p.job, 'cancelled', p.slots.length);
  setJob(p, null);
  terminateAll(p);
  return stopped;
}

/** Spawns the pool's workers if they are not running, so a count finds them warm. */
function warm(p) {
  while (p.slots.length < poolSize()) p.slots.push(spawn(p));
}

/** Counts a small N (≤ HERE_MAX_N) right here with the wasm tasks: one synchronous call. */
function countHere(p, n, tasks) {
  const startedAt = performance.now();
  const job = { n, tasks, done: 0, ...blankTally() };
  addTally(job, { ...p.runTasks(n, Uint32Array.from({ length: tasks }, (_, i) => i)), tasks });
  const result = {
    total: job.total, fundamental: fundamentalOf(job),
    nodes: job.nodes, elapsedMs: performance.now() - startedAt, workers: 0, tasks,
  };
  p.results.set(n, result);
  emit(p, doneSnapshot(n, result, false));
}

/** Counts N in the pool, or here for a small N (or answers from the results already known). */
function start(p, n) {
  if (p.job?.n === n) return;
  stop(p);
  if (p.results.has(n)) {
    emit(p, doneSnapshot(n, p.results.get(n), true));
    return;
  }
  if (!Number.isInteger(n) || n < 1 || n > p.countMaxN) {
    emit(p, blankSnapshot(n, 'unavailable'));
    return;
  }
  let tasks;
  try {
    tasks = p.taskCount(n);
  } catch (err) {
    emit(p, blankSnapshot(n, 'error', { message: err instanceof Error ? err.message : String(err) }));
    return;
  }
  if (!(tasks >= 1)) {
    emit(p, blankSnapshot(n, 'error', { reason: 'no-tasks' }));
    return;
  }
  if (n <= HERE_MAX_N && p.runTasks) {
    try {
      countHere(p, n, tasks);
    } catch (err) {
      emit(p, blankSnapshot(n, 'error', { message: err instanceof Error ? err.message : String(err) }));
    }
    return;
  }
  warm(p);
  p.lastJobId += 1;
  setJob(p, {
    id: p.lastJobId, n, tasks, next: 0, done: 0, ...blankTally(), startedAt: performance.now(),
  });
  for (const slot of p.slots) feed(p, slot);
  emit(p, jobSnapshot(p.job, 'running', p.slots.length));
}

/**
 * The worker pool. `wasmModule` is the compiled WebAssembly.Module; `taskCount(n)` is the
 * wasm `count_task_count` and `runTasks(n, indices)` the wasm `run_count_tasks` (used here
 * for N ≤ HERE_MAX_N; without it every count goes to the pool); `countMaxN` the largest N the core
 * counts (limits().countMaxN). Every change is reported as `onChange(snapshot)` (see
 * blankSnapshot), progress at most every PROGRESS_MS. The workers are started ahead of the
 * first count that needs them: when the page is idle after `warmAfterMs`, and at once when
 * an N above HERE_MAX_N is selected.
 */
export function createCountPool({ wasmModule, taskCount, runTasks, countMaxN, onChange, warmAfterMs = 1000 }) {
  const p = {
    wasmModule, taskCount, runTasks, countMaxN,
    // A progress report that waited its turn is dropped if a newer snapshot replaced it.
    report: throttle((snapshot) => { if (snapshot === p.snapshot) onChange(snapshot); }, PROGRESS_MS, FIRST_PROGRESS_MS),
    /** n → { total, fundamental, nodes, elapsedMs, workers, tasks } for the page's lifetime. */
    results: new Map(),
    slots: [], job: null, lastJobId: 0, ticker: 0, quiet: false,
    snapshot: blankSnapshot(0, 'idle'),
  };
  if (warmAfterMs >= 0) {
    setTimeout(() => {
      const later = globalThis.requestIdleCallback ?? ((f) => f());
      later(() => { if (!p.slots.length) warm(p); }, { timeout: warmAfterMs });
    }, warmAfterMs);
  }
  return {
    /** The Count button. */
    start: (n) => start(p, n),
    /** The Cancel button: stops the job and reports how far it got. */
    cancel() {
      const stopped = stop(p);
      if (stopped) emit(p, stopped);
    },
    /**
     * N has changed: a count of another N stops (its result is never shown), a known
     * result shows at once, and N up to AUTO_COUNT_MAX_N is counted right away when `auto`;
     * an N that needs the pool starts its workers now, so they are warm for the click.
     * Returns the new snapshot without calling onChange (the caller updates its state).
     */
    select(n, { auto }) {
      p.quiet = true;
      try {
        if (p.job && p.job.n !== n) stop(p);
        if (p.job?.n === n) return p.snapshot;
        if (n > HERE_MAX_N && n <= countMaxN && !p.results.has(n)) warm(p);
        if (p.results.has(n) || (auto && n <= AUTO_COUNT_MAX_N)) start(p, n);
        else p.snapshot = blankSnapshot(n, n >= 1 && n <= countMaxN ? 'idle' : 'unavailable');
      } finally {
        p.quiet = false;
      }
      return p.snapshot;
    },
    /** The known result for N ({ total, fundamental, ... } with bigints) or null. */
    result: (n) => p.results.get(n) ?? null,
    get snapshot() {
      return p.snapshot;
    },
  };
}

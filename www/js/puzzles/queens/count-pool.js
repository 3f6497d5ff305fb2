//! Counting every solution (OEIS A000170) and the fundamental ones (A002562: classes under
//! the 8 symmetries D4 of the square) in a pool of module Web Workers. No DOM, no words.
//!
//! The core splits the constellation count of N (src/puzzles/queens/constellation.rs) into independent
//! tasks, its sub-constellations (`count_task_count(n)`, of the tools module
//! www/pkg/queens_tools*, which the pool waits for when it is not loaded yet); each worker
//! (puzzles/queens/workers/count-worker.js) runs `run_count_tasks(n, indices)` on a batch of task indices
//! and posts back the summed tally: the total, the solutions fixed by the half and quarter
//! turns and by reflections, and the nodes. This module hands out the batches (long ones
//! first, single tasks at the end: `batchSize`), adds the tallies up with BigInt (the
//! fundamental count is (total + halfTurn + 2·quarterTurn + mirror) / 8, Burnside's lemma;
//! task 0, the symmetric solutions, goes out first), and keeps the results of the page's
//! lifetime. Cancel is `worker.terminate()` on every worker; fresh workers are made when
//! the next count starts. Progress is reported at most every PROGRESS_MS and first after
//! FIRST_PROGRESS_MS: on 2 cores every message and repaint of the page is time taken from
//! the workers.
//!
//! A count may go to the graphics card instead (`start(n, { gpu: true })`): one worker,
//! puzzles/queens/workers/count-gpu-worker.js, takes larger batches of the same tasks and answers with the
//! same tallies. When the card is absent, refuses the device or is lost, its unfinished
//! tasks go to the processor's workers and the snapshot says why (`notice`); `device` says
//! who counted: 'gpu', 'cpu' or 'both'.

import { fundamentalOf } from './counts.js';

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
 * The task list of a chosen N above HERE_MAX_N is built ahead (`planAhead`), on the page's
 * thread and in every worker, this long after the last change of N (ms), when the page is
 * idle: the click on Count then starts the workers at once, without the two builds in a row
 * (page, then workers) that otherwise delay every count (N = 16: about 6 ms each, N = 20
 * about 30 ms). A JS policy.
 */
export const PLAN_AHEAD_MS = 300;
/** Sizes whose task lists are built ahead at most (N = 22's takes about 50 ms). A JS policy. */
export const PLAN_AHEAD_MAX_N = 22;

/** The share of the tasks, the smallest, kept for the end of a count (see taskOrder). */
export const TAIL_SHARE = 0.1;

/**
 * The k-th task to hand out of `tasks`. The core numbers its tasks from the largest down
 * (its classes by estimated cost); the first 90 % go out in a fixed stride through them
 * (a stride near 0.618 of them, coprime with their number, so each comes exactly once),
 * which makes "tasks done" a fair sample of the work done, so the ETA holds from the
 * start; the smallest 10 % (TAIL_SHARE) go out last, in order, so the workers end
 * together on small tasks.
 */
export function taskOrder(k, tasks) {
  const head = tasks - Math.floor(tasks * TAIL_SHARE);
  if (k >= head) return k;
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.round(head * 0.618));
  while (gcd(stride, head) !== 1) stride += 1;
  return (k * stride) % head;
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
 *   device,                    // who counts: 'gpu' | 'cpu' | 'both' ('' before a count)
 *   notice,                    // why a count asked of the card went to the processor:
 *                              // '' | 'gpu-absent' | 'gpu-refused' | 'gpu-lost'
 * }
 */
export function blankSnapshot(n, status, { message = '', reason = '' } = {}) {
  return {
    n, status, tasks: 0, tasksDone: 0, total: 0n, fundamental: 0n, nodes: 0n,
    elapsedMs: 0, workers: 0, poolSize: poolSize(), fromCache: false, message, reason, device: '', notice: '',
  };
}

/** Who has counted the job's tasks so far ('gpu' too when the card has it and is counting). */
function deviceOf(job) {
  if (job.cpuDone > 0) return job.gpuDone > 0 ? 'both' : 'cpu';
  return (job.gpu && !job.notice) || job.gpuDone > 0 ? 'gpu' : 'cpu';
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
    device: deviceOf(job),
    notice: job.notice,
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

function addTally(job, msg, kind = 'cpu') {
  for (const key of TALLY_KEYS) job[key] += BigInt(msg[key]);
  job.done += msg.tasks;
  if (kind === 'gpu') job.gpuDone += msg.tasks;
  else job.cpuDone += msg.tasks;
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
 * How many tasks the graphics card's next batch takes of `left` out of `tasks`: a 32nd of
 * all (a batch's progress shows), but never fewer than 64 while as many are left.
 */
export function gpuBatchSize(left, tasks) {
  return Math.max(1, Math.min(left, Math.max(64, Math.ceil(tasks / 32))));
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

/** A worker of the pool: `kind` 'cpu' (puzzles/queens/workers/count-worker.js) or 'gpu' (puzzles/queens/workers/count-gpu-worker.js). */
function newWorker(kind) {
  return kind === 'gpu'
    ? new Worker(new URL('./workers/count-gpu-worker.js', import.meta.url), { type: 'module', name: 'count-gpu' })
    : new Worker(new URL('./workers/count-worker.js', import.meta.url), { type: 'module', name: 'count' });
}

function terminateAll(p) {
  for (const slot of p.slots) slot.worker.terminate();
  p.slots = [];
  p.gpuSlot?.worker.terminate();
  p.gpuSlot = null;
}

/** The workers counting the current job: the processor's, or the card's one. */
function busySlots(p) {
  return p.job?.gpu && p.gpuSlot ? [p.gpuSlot] : p.slots;
}

function snapshotOf(p, status) {
  return jobSnapshot(p.job, status, busySlots(p).length);
}

function setJob(p, job) {
  p.job = job;
  clearInterval(p.ticker);
  p.ticker = job ? setInterval(() => p.job && emit(p, snapshotOf(p, 'running'), false), TICK_MS) : 0;
}

function emit(p, snapshot, urgent = true) {
  p.snapshot = snapshot;
  if (!p.quiet) p.report(snapshot, urgent);
}

/** The next batch's task indices for `slot`: tasks given back first, then in taskOrder. */
function nextBatch(job, slot, workers) {
  if (job.requeue.length) return job.requeue.shift();
  const left = job.tasks - job.next;
  const size = slot.kind === 'gpu' ? gpuBatchSize(left, job.tasks) : batchSize(left, workers);
  const indices = Array.from({ length: size }, (_, k) => taskOrder(job.next + k, job.tasks));
  job.next += size;
  return indices;
}

function feed(p, slot) {
  const { job } = p;
  const workers = busySlots(p).length;
  while (job && slot.batches.length < BATCHES_IN_FLIGHT && (job.requeue.length || job.next < job.tasks)) {
    const indices = nextBatch(job, slot, workers);
    slot.worker.postMessage({ type: 'tasks', job: job.id, n: job.n, indices });
    slot.batches.push({ indices, reported: 0 });
  }
}

function fail(p, error) {
  const failed = p.job
    ? { ...snapshotOf(p, 'error'), ...error }
    : blankSnapshot(p.snapshot.n, 'error', error);
  setJob(p, null);
  terminateAll(p);
  emit(p, failed);
}

function finish(p) {
  const finished = snapshotOf(p, 'done');
  const result = {
    total: finished.total, fundamental: finished.fundamental, nodes: finished.nodes,
    elapsedMs: finished.elapsedMs, workers: finished.workers, tasks: finished.tasks,
    device: finished.device, notice: finished.notice,
  };
  p.results.set(finished.n, result);
  setJob(p, null);
  emit(p, doneSnapshot(finished.n, result, false));
}

/**
 * The card cannot count (`reason`: 'absent', 'refused' or 'lost'): its worker goes, the
 * tasks it had not reported go back to the queue, and the processor's workers take over.
 */
function gpuFailed(p, reason) {
  p.gpuFailure = `gpu-${reason}`;
  const slot = p.gpuSlot;
  p.gpuSlot = null;
  slot?.worker.terminate();
  const { job } = p;
  if (!job?.gpu) return;
  for (const batch of slot?.batches ?? []) {
    if (batch.reported < batch.indices.length) job.requeue.push(batch.indices.slice(batch.reported));
  }
  job.notice = p.gpuFailure;
  warm(p);
  for (const cpu of p.slots) feed(p, cpu);
  emit(p, snapshotOf(p, 'running'));
}

function receive(p, slot, msg) {
  if (msg.type === 'ready') return;
  if (msg.type === 'gpu-failed') {
    if (slot === p.gpuSlot) gpuFailed(p, msg.reason);
    return;
  }
  if (msg.type === 'error') {
    // A failed start (no job id) or a failed task of the current job.
    if (msg.job === undefined || !p.job || msg.job === p.job.id) fail(p, { message: msg.message });
    return;
  }
  const batch = slot.batches[0];
  if (batch) batch.reported += msg.tasks;
  if (msg.last) slot.batches.shift();
  if (!p.job || msg.job !== p.job.id) return;
  addTally(p.job, msg, slot.kind);
  if (p.job.done === p.job.tasks) {
    finish(p);
    return;
  }
  if (msg.last) feed(p, slot);
  emit(p, snapshotOf(p, 'running'), false);
}

function spawn(p, kind = 'cpu') {
  const worker = p.makeWorker(kind);
  const slot = { worker, kind, batches: [] };
  worker.addEventListener('message', (event) => receive(p, slot, event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault?.();
    if (kind === 'gpu' && slot === p.gpuSlot) gpuFailed(p, 'refused');
    else fail(p, { message: event.message || '', reason: 'worker-failed' });
  });
  worker.addEventListener('messageerror', () => fail(p, { reason: 'worker-failed' }));
  worker.postMessage({ type: 'init', module: p.tools.now().module });
  return slot;
}

/** Stops the running job at once (every worker is terminated); its last snapshot, or null. */
function stop(p) {
  if (!p.job) return null;
  const stopped = snapshotOf(p, 'cancelled');
  setJob(p, null);
  terminateAll(p);
  return stopped;
}

/**
 * Builds the task list of N ahead of its count (see PLAN_AHEAD_MS; N = 0: none), unless
 * another N or a count comes first: here in an idle callback, and in each worker (a `plan` message, which
 * the worker handles before any count asked after it).
 */
function planAhead(p, n) {
  clearTimeout(p.planTimer);
  p.planN = n;
  if (n <= HERE_MAX_N || n > Math.min(p.countMaxN, PLAN_AHEAD_MAX_N)) return;
  p.planTimer = setTimeout(() => {
    const later = globalThis.requestIdleCallback ?? ((f) => f());
    later(() => {
      const tools = p.tools.now();
      if (p.planN !== n || p.job || !tools) return;
      for (const slot of p.slots) slot.worker.postMessage({ type: 'plan', n });
      try {
        tools.wasm.count_task_count(n);
      } catch {
        // The count itself reports the error.
      }
    }, { timeout: PLAN_AHEAD_MS });
  }, PLAN_AHEAD_MS);
}

/** Spawns the pool's workers if they are not running, so a count finds them warm (once the tools module is loaded). */
function warm(p) {
  if (!p.tools.now()) {
    p.tools.load().then(() => warm(p), () => {});
    return;
  }
  while (p.slots.length < poolSize()) p.slots.push(spawn(p));
}

/**
 * Counts a small N (≤ HERE_MAX_N) right here with the wasm tasks: one synchronous call;
 * `notice` is why a count asked of the card is here.
 */
function countHere(p, n, tasks, notice = '') {
  const startedAt = performance.now();
  const job = { n, tasks, done: 0, gpuDone: 0, cpuDone: 0, ...blankTally() };
  const { wasm } = p.tools.now();
  addTally(job, { ...wasm.run_count_tasks(n, Uint32Array.from({ length: tasks }, (_, i) => i)), tasks });
  const result = {
    total: job.total, fundamental: fundamentalOf(job),
    nodes: job.nodes, elapsedMs: performance.now() - startedAt, workers: 0, tasks, device: 'cpu', notice,
  };
  p.results.set(n, result);
  emit(p, doneSnapshot(n, result, false));
}

/** N's task count from the core, or the error snapshot emitted (then null). */
function taskCountOf(p, n) {
  let tasks;
  try {
    tasks = p.tools.now().wasm.count_task_count(n);
  } catch (err) {
    emit(p, blankSnapshot(n, 'error', { message: err instanceof Error ? err.message : String(err) }));
    return null;
  }
  if (!(tasks >= 1)) {
    emit(p, blankSnapshot(n, 'error', { reason: 'no-tasks' }));
    return null;
  }
  return tasks;
}

/**
 * A count asked before the tools module has loaded: it shows as running (no tasks known
 * yet) and starts when the module is there, unless another count or N came first.
 */
function waitForTools(p, n, gpu) {
  const waiting = { n, gpu };
  p.waiting = waiting;
  emit(p, { ...blankSnapshot(n, 'running'), device: gpu ? 'gpu' : 'cpu' });
  p.tools.load().then(() => {
    if (p.waiting === waiting) start(p, n, gpu);
  }, (err) => {
    if (p.waiting !== waiting) return;
    p.waiting = null;
    emit(p, blankSnapshot(n, 'error', { message: err instanceof Error ? err.message : String(err) }));
  });
}

/**
 * Counts N in the pool (on the card when `gpu` and the card has not failed on this page),
 * or here for a small N on the processor, or answers from the results already known.
 */
function start(p, n, gpu) {
  if (p.job?.n === n) return;
  clearTimeout(p.planTimer);
  stop(p);
  p.waiting = null;
  if (p.results.has(n)) {
    emit(p, doneSnapshot(n, p.results.get(n), true));
    return;
  }
  if (!Number.isInteger(n) || n < 1 || n > p.countMaxN) {
    emit(p, blankSnapshot(n, 'unavailable'));
    return;
  }
  if (!p.tools.now()) {
    waitForTools(p, n, gpu);
    return;
  }
  const tasks = taskCountOf(p, n);
  if (tasks === null) return;
  const onCard = gpu && !p.gpuFailure;
  const notice = gpu && !onCard ? p.gpuFailure : '';
  if (!onCard && n <= HERE_MAX_N) {
    try {
      countHere(p, n, tasks, notice);
    } catch (err) {
      emit(p, blankSnapshot(n, 'error', { message: err instanceof Error ? err.message : String(err) }));
    }
    return;
  }
  if (onCard) p.gpuSlot ??= spawn(p, 'gpu');
  else warm(p);
  p.lastJobId += 1;
  setJob(p, {
    id: p.lastJobId, n, tasks, next: 0, done: 0, gpuDone: 0, cpuDone: 0, requeue: [], ...blankTally(),
    gpu: onCard, notice, startedAt: performance.now(),
  });
  for (const slot of busySlots(p)) feed(p, slot);
  emit(p, snapshotOf(p, 'running'));
}

/**
 * The worker pool. `tools` is the tools module's loader (puzzles/queens/tools-module.js:
 * `now()`, `load()`): its compiled module goes to the workers, and its `count_task_count`
 * and `run_count_tasks` split N and count N ≤ HERE_MAX_N here; `countMaxN` the largest N the core
 * counts (limits().countMaxN). Every change is reported as `onChange(snapshot)` (see
 * blankSnapshot), progress at most every PROGRESS_MS. The workers are started ahead of the
 * first count that needs them: when the page is idle after `warmAfterMs`, and at once when
 * an N above HERE_MAX_N is selected, which also has its task list built ahead (planAhead). `makeWorker(kind)` makes a worker ('cpu' or 'gpu';
 * tests pass their own).
 */
export function createCountPool({
  tools, countMaxN, onChange, warmAfterMs = 1000, makeWorker = newWorker,
}) {
  const p = {
    tools, countMaxN, makeWorker, waiting: null,
    // A progress report that waited its turn is dropped if a newer snapshot replaced it.
    report: throttle((snapshot) => { if (snapshot === p.snapshot) onChange(snapshot); }, PROGRESS_MS, FIRST_PROGRESS_MS),
    /** n → { total, fundamental, nodes, elapsedMs, workers, tasks, device, notice } for the page's lifetime. */
    results: new Map(),
    slots: [], gpuSlot: null, gpuFailure: '', job: null, lastJobId: 0, ticker: 0, quiet: false,
    planN: 0, planTimer: 0,
    snapshot: blankSnapshot(0, 'idle'),
  };
  if (warmAfterMs >= 0) {
    setTimeout(() => {
      const later = globalThis.requestIdleCallback ?? ((f) => f());
      later(() => { if (!p.slots.length) warm(p); }, { timeout: warmAfterMs });
    }, warmAfterMs);
  }
  return {
    /** The Count button; `gpu`: on the graphics card. */
    start: (n, { gpu = false } = {}) => start(p, n, gpu),
    /** The Cancel button: stops the job and reports how far it got. */
    cancel() {
      const stopped = stop(p);
      if (stopped) emit(p, stopped);
      else if (p.waiting) {
        emit(p, blankSnapshot(p.waiting.n, 'cancelled'));
        p.waiting = null;
      }
    },
    /**
     * N has changed: a count of another N stops (its result is never shown), a known
     * result shows at once, and N up to AUTO_COUNT_MAX_N is counted right away when `auto`
     * (on the card when `gpu`); an N that needs the pool starts its workers now, so they
     * are warm for the click. Returns the new snapshot without calling onChange (the
     * caller updates its state).
     */
    select(n, { auto, gpu = false }) {
      p.quiet = true;
      try {
        if (p.job && p.job.n !== n) stop(p);
        if (p.waiting && p.waiting.n !== n) p.waiting = null;
        if (p.job?.n === n || p.waiting?.n === n) return p.snapshot;
        const pooled = n > HERE_MAX_N && n <= countMaxN && !p.results.has(n) && !gpu;
        if (pooled) warm(p);
        planAhead(p, pooled ? n : 0);
        if (p.results.has(n) || (auto && n <= AUTO_COUNT_MAX_N)) start(p, n, gpu);
        else p.snapshot = blankSnapshot(n, n >= 1 && n <= countMaxN ? 'idle' : 'unavailable');
      } finally {
        p.quiet = false;
      }
      return p.snapshot;
    },
    /** The known result for N ({ total, fundamental, ... } with bigints) or null. */
    result: (n) => p.results.get(n) ?? null,
    /** Why the card failed on this page ('' | 'gpu-absent' | 'gpu-refused' | 'gpu-lost'). */
    get gpuFailure() {
      return p.gpuFailure;
    },
    get snapshot() {
      return p.snapshot;
    },
  };
}

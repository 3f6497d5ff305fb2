//! Counting every solution (OEIS A000170) and the fundamental ones (A002562: classes under
//! the 8 symmetries D4 of the square) in a pool of module Web Workers, and the counting
//! panel that shows it.
//!
//! The core splits the D4-symmetric Takaken-style search for N into independent tasks
//! (`count_task_count(n)`); each worker (count-worker.js) runs `run_count_task(n, i)` and
//! posts back its tally of classes weighted 8, 4, 2 and 1 and its nodes. This module only
//! hands out task indices, adds the tallies up with BigInt, and keeps the results of the
//! page's lifetime. Cancel is `worker.terminate()` on every worker; fresh workers are made
//! when the next count starts.

import { formatDuration, groupDigits } from '../lib/format.js';
import { t } from '../lib/i18n.js';

/** Largest N the core counts (A000170 is known up to 27). */
export const COUNT_MAX_N = 27;
/** Sizes up to this are counted in the pool as soon as they are chosen (a few ms of work). */
export const AUTO_COUNT_MAX_N = 13;
/** From this N a count takes minutes to hours: the panel says so before it starts. */
export const LONG_COUNT_MIN_N = 20;
/** Tasks handed to a worker ahead of its results, so it never waits for the page. */
const TASKS_IN_FLIGHT = 2;

/** Measured by `make bench` on the development machine: N = 17 in the page, 2 workers (ms). */
const N17_PAGE_MS = 6400;
/** How much longer each N takes than N − 1 (A000170 grows by about 7 per step here). */
const GROWTH_PER_N = 7.2;

/**
 * A rough duration of the count of N (ms) on `workers` workers, scaled from the measured
 * N = 17: a long count's order of magnitude before its first task ends (hours for N = 21,
 * years for N = 26).
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
  const cores = Math.floor(Number(navigator.hardwareConcurrency));
  return Number.isFinite(cores) && cores >= 1 ? cores : 1;
}

/** Fetches and compiles the wasm once, so the page and every worker share the module. */
export async function compileWasm() {
  const url = new URL('../../pkg/nqueens_wasm_bg.wasm', import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * The worker pool. `wasmModule` is the compiled WebAssembly.Module; `taskCount(n)` is the
 * wasm `count_task_count`. Every change is reported as `onChange(view, urgent)`, `urgent`
 * false for progress that may be drawn at the next frame.
 *
 * view = {
 *   n, status: 'idle' | 'running' | 'done' | 'cancelled' | 'error' | 'unavailable',
 *   tasks, tasksDone,          // numbers
 *   total, fundamental, nodes, // bigints: the final figures when done, else the sums so far
 *   elapsedMs, workers, fromCache, message,
 * }
 */
export function createCountPool({ wasmModule, taskCount, onChange }) {
  /** n → { total, fundamental, nodes, elapsedMs, workers } for the page's lifetime. */
  const results = new Map();
  /** [{ worker, inFlight }] */
  let slots = [];
  let job = null;
  let lastJobId = 0;
  let view = blankView(0, 'idle');
  /** True while select() runs: its caller renders, so onChange is not called. */
  let quiet = false;

  function blankView(n, status, message = '') {
    return {
      n, status, tasks: 0, tasksDone: 0, total: 0n, fundamental: 0n, nodes: 0n,
      elapsedMs: 0, workers: 0, fromCache: false, message,
    };
  }

  function emit(next, urgent = true) {
    view = next;
    if (!quiet) onChange(view, urgent);
  }

  function jobView(status) {
    return {
      n: job.n,
      status,
      tasks: job.tasks,
      tasksDone: job.done,
      total: 8n * job.c8 + 4n * job.c4 + 2n * job.c2 + job.c1,
      fundamental: job.c8 + job.c4 + job.c2 + job.c1,
      nodes: job.nodes,
      elapsedMs: performance.now() - job.startedAt,
      workers: slots.length,
      fromCache: false,
      message: '',
    };
  }

  function doneView(n, result, fromCache) {
    return {
      ...blankView(n, 'done'), ...result, tasks: result.tasks, tasksDone: result.tasks, fromCache,
    };
  }

  /** While a job runs, its view is re-sent every second, so the time shown keeps moving
   *  even when no task ends for a long while (a task of N = 27 takes hours). */
  let ticker = 0;

  function tick(on) {
    clearInterval(ticker);
    ticker = on ? setInterval(() => job && emit(jobView('running'), false), 1000) : 0;
  }

  function terminateAll() {
    for (const slot of slots) slot.worker.terminate();
    slots = [];
  }

  function feed(slot) {
    while (job && slot.inFlight < TASKS_IN_FLIGHT && job.next < job.tasks) {
      slot.worker.postMessage({ type: 'task', job: job.id, n: job.n, index: taskOrder(job.next, job.tasks) });
      job.next += 1;
      slot.inFlight += 1;
    }
  }

  function fail(message) {
    const failed = job ? jobView('error') : blankView(view.n, 'error');
    failed.message = message;
    job = null;
    tick(false);
    terminateAll();
    emit(failed);
  }

  function receive(slot, msg) {
    if (msg.type === 'error') {
      // A failed start (no job id) or a failed task of the current job.
      if (msg.job === undefined || !job || msg.job === job.id) fail(msg.message);
      return;
    }
    slot.inFlight -= 1;
    if (!job || msg.job !== job.id) return;
    job.c8 += BigInt(msg.classes8);
    job.c4 += BigInt(msg.classes4);
    job.c2 += BigInt(msg.classes2);
    job.c1 += BigInt(msg.classes1);
    job.nodes += BigInt(msg.nodes);
    job.done += 1;
    if (job.done < job.tasks) {
      feed(slot);
      emit(jobView('running'), false);
      return;
    }
    const finished = jobView('done');
    const result = {
      total: finished.total, fundamental: finished.fundamental, nodes: finished.nodes,
      elapsedMs: finished.elapsedMs, workers: finished.workers, tasks: finished.tasks,
    };
    results.set(job.n, result);
    job = null;
    tick(false);
    emit(doneView(finished.n, result, false));
  }

  function spawn() {
    const worker = new Worker(new URL('../workers/count-worker.js', import.meta.url), { type: 'module', name: 'count' });
    const slot = { worker, inFlight: 0 };
    worker.addEventListener('message', (event) => receive(slot, event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(event.message || t('count.worker-failed'));
    });
    worker.addEventListener('messageerror', () => fail(t('count.worker-failed')));
    worker.postMessage({ type: 'init', module: wasmModule });
    return slot;
  }

  /** Stops the running job, if any, at once: every worker is terminated. */
  function stop() {
    if (!job) return false;
    const stopped = jobView('cancelled');
    job = null;
    tick(false);
    terminateAll();
    return stopped;
  }

  /** Counts N in the pool (or answers from the results already known). */
  function start(n) {
    if (job?.n === n) return;
    stop();
    if (results.has(n)) {
      emit(doneView(n, results.get(n), true));
      return;
    }
    if (!Number.isInteger(n) || n < 1 || n > COUNT_MAX_N) {
      emit(blankView(n, 'unavailable'));
      return;
    }
    let tasks;
    try {
      tasks = taskCount(n);
      if (!(tasks >= 1)) throw new Error(t('count.no-tasks', { n }));
    } catch (err) {
      emit(blankView(n, 'error', err instanceof Error ? err.message : String(err)));
      return;
    }
    const size = poolSize();
    while (slots.length < size) slots.push(spawn());
    lastJobId += 1;
    job = {
      id: lastJobId, n, tasks, next: 0, done: 0,
      c8: 0n, c4: 0n, c2: 0n, c1: 0n, nodes: 0n, startedAt: performance.now(),
    };
    for (const slot of slots) feed(slot);
    tick(true);
    emit(jobView('running'));
  }

  return {
    start,
    /** The Cancel button: stops the job and shows how far it got. */
    cancel() {
      const stopped = stop();
      if (stopped) emit(stopped);
    },
    /**
     * N has changed: a count of another N stops (its result is never shown), a known
     * result shows at once, and small N are counted right away when `auto`. Returns the
     * new view without calling onChange (the caller renders); later progress does.
     */
    select(n, { auto }) {
      quiet = true;
      try {
        if (job && job.n !== n) stop();
        if (job?.n === n) return view;
        if (results.has(n) || (auto && n <= AUTO_COUNT_MAX_N)) start(n);
        else emit(blankView(n, n >= 1 && n <= COUNT_MAX_N ? 'idle' : 'unavailable'));
      } finally {
        quiet = false;
      }
      return view;
    },
    /** The known result for N ({ total, fundamental, ... } with bigints) or null. */
    result(n) {
      return results.get(n) ?? null;
    },
    get view() {
      return view;
    },
  };
}

// ---- The counting panel ---------------------------------------------------------------

function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

function figure(label, testid) {
  const dt = el('dt', {}, label);
  const dd = el('dd', { 'data-testid': testid, id: testid }, '—');
  const box = el('div');
  box.append(dt, dd);
  return { box, dt, dd };
}

/**
 * Builds the panel's controls inside `section` and returns its elements by name.
 * The automation hooks are count-start, count-cancel, count-progress, count-total,
 * count-fundamental and nodes-per-second.
 */
export function buildCountPanel(section) {
  const heading = el('h2', { id: 'count-heading' }, t('count.heading'));
  const start = el('button', { type: 'button', 'data-testid': 'count-start', id: 'count-start', class: 'primary' }, t('count.start'));
  const cancel = el('button', { type: 'button', 'data-testid': 'count-cancel', id: 'count-cancel' }, t('count.cancel'));
  const buttons = el('div', { class: 'buttons', role: 'group', 'aria-label': t('count.heading') });
  buttons.append(start, cancel);

  const progressLabel = el('label', { for: 'count-progress' }, t('count.progress-label'));
  const progress = el('progress', { id: 'count-progress', 'data-testid': 'count-progress', max: '1', value: '0' });
  const progressText = el('span', { class: 'count-progress-text', 'data-testid': 'count-progress-text' });
  const progressRow = el('div', { class: 'count-progress-row' });
  progressRow.append(progress, progressText);

  const status = el('p', { class: 'note count-status', 'data-testid': 'count-status', role: 'status' });
  const total = figure(t('count.total'), 'count-total');
  const fundamental = figure(t('count.fundamental'), 'count-fundamental');
  const nps = figure(t('count.nps'), 'nodes-per-second');
  const elapsed = figure(t('count.elapsed'), 'count-elapsed');
  const eta = figure(t('count.eta'), 'count-eta');
  const figures = el('dl', { class: 'counters count-figures' });
  figures.append(total.box, fundamental.box, nps.box, elapsed.box, eta.box);

  section.replaceChildren(heading, buttons, progressLabel, progressRow, status, figures);
  return {
    section, heading, buttons, start, cancel, progressLabel, progress, progressText, status,
    total: total.dd, totalLabel: total.dt, fundamental: fundamental.dd, fundamentalLabel: fundamental.dt,
    nps: nps.dd, npsLabel: nps.dt, elapsed: elapsed.dd, elapsedLabel: elapsed.dt, eta: eta.dd, etaLabel: eta.dt,
  };
}

function statusText(view, n, workers) {
  switch (view.status) {
    case 'running':
      return t(n >= LONG_COUNT_MIN_N ? 'count.running-long' : 'count.running', {
        n, done: view.tasksDone, tasks: view.tasks, workers: view.workers,
        time: formatDuration(roughCountMs(n, view.workers)),
      });
    case 'done':
      if (view.fromCache) return t('count.cached', { n });
      return t('count.done', {
        n, time: formatDuration(view.elapsedMs), workers: view.workers, nodes: groupDigits(view.nodes),
      });
    case 'cancelled':
      return t('count.cancelled', { done: view.tasksDone, tasks: view.tasks });
    case 'error':
      return t('count.error', { message: view.message });
    case 'unavailable':
      return t('count.too-big', { max: COUNT_MAX_N });
    default:
      return t(n >= LONG_COUNT_MIN_N ? 'count.idle-long' : 'count.idle', {
        n, workers, time: formatDuration(roughCountMs(n, workers)),
      });
  }
}

/** Writes the panel from the pool's `view` for the board's N (a view of another N is not shown). */
export function renderCountPanel(els, view, n) {
  const v = view.n === n ? view : { n, status: n <= COUNT_MAX_N ? 'idle' : 'unavailable', tasks: 0, tasksDone: 0 };
  const running = v.status === 'running';
  // The fixed words too, so a change of language shows everywhere.
  els.heading.textContent = t('count.heading');
  els.buttons.setAttribute('aria-label', t('count.heading'));
  els.start.textContent = t('count.start');
  els.cancel.textContent = t('count.cancel');
  els.progressLabel.textContent = t('count.progress-label');
  els.fundamentalLabel.textContent = t('count.fundamental');
  els.npsLabel.textContent = t('count.nps');
  els.elapsedLabel.textContent = t('count.elapsed');
  els.etaLabel.textContent = t('count.eta');
  els.section.dataset.state = v.status;
  els.start.disabled = running || v.status === 'unavailable';
  els.cancel.disabled = !running;

  els.progress.max = Math.max(1, v.tasks);
  els.progress.value = v.status === 'done' ? Math.max(1, v.tasks) : v.tasksDone;
  els.progress.dataset.state = v.status;
  els.progressText.textContent = v.tasks > 0 ? t('count.tasks', { done: v.tasksDone, tasks: v.tasks }) : '';
  els.status.textContent = statusText(v, n, poolSize());

  const known = v.status === 'done';
  const partial = running || v.status === 'cancelled';
  els.totalLabel.textContent = t(partial ? 'count.total-so-far' : 'count.total');
  els.total.textContent = known || partial ? groupDigits(v.total) : '—';
  els.fundamental.textContent = known || partial ? groupDigits(v.fundamental) : '—';
  els.total.classList.toggle('partial', partial);
  els.fundamental.classList.toggle('partial', partial);

  const seconds = (v.elapsedMs ?? 0) / 1000;
  const hasRate = (known || partial) && v.tasks > 0 && seconds > 0 && v.nodes > 0n;
  els.nps.textContent = hasRate ? groupDigits(Math.round(Number(v.nodes) / seconds)) : '—';
  els.elapsed.textContent = (known && !v.fromCache && v.tasks > 0) || partial ? formatDuration(v.elapsedMs) : '—';
  if (running && v.tasksDone > 0) {
    els.eta.textContent = t('count.eta-value', { time: formatDuration((v.elapsedMs * (v.tasks - v.tasksDone)) / v.tasksDone) });
  } else if (running && n >= LONG_COUNT_MIN_N) {
    // No task has ended yet: the rough scale from the measured N = 17 stands in.
    const left = Math.max(0, roughCountMs(n, v.workers) - v.elapsedMs);
    els.eta.textContent = t('count.eta-rough', { time: formatDuration(left) });
  } else {
    els.eta.textContent = running ? t('count.eta-unknown') : '—';
  }
}

/** The one-line summary of N's count next to the N slider. */
export function countSummary(view, result, n) {
  if (result) {
    if (result.total === 0n) return t('count.summary-none', { n });
    const key = result.total === 1n ? 'count.summary-one' : 'count.summary';
    return t(key, { n, total: groupDigits(result.total), fundamental: groupDigits(result.fundamental) });
  }
  if (n > COUNT_MAX_N) return t('count.summary-unknown', { n: groupDigits(n), max: COUNT_MAX_N });
  if (view.n === n && view.status === 'running') return t('count.summary-counting', { n });
  return t('count.summary-ask', { n });
}

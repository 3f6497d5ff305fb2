//! The search loop: owns a wasm stepper (either puzzle's) and decides *when* it steps:
//! one step, back, play at a speed, seek, run to the next solution, over animation frames
//! within a time budget. No DOM: every change is reported as data (`onChange`).
//!
//! The search itself (one event per step: a choice tried, a backtrack, a solution, done)
//! lives in Rust (src/search.rs); see docs/REFERENCE.md and Knuth, TAOCP 7.2.2.

import { errorMessage } from '../lib/errors.js';

/** Steps the event log lists: the current one and those before it. */
export const LOG_STEPS = 20;

/** Steps per second for each position of the speed slider; the last is "as fast as possible". */
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000, Infinity];
export const DEFAULT_SPEED = 3;

/** Time each animation frame may spend searching at full speed or while seeking, in ms. */
const FRAME_BUDGET_MS = 10;
/** Seeks shorter than this run at once; longer ones run over several frames, with progress. */
const SYNC_SEEK_STEPS = 200_000;
/** Longest pause the slow speeds make up for (e.g. after the tab was hidden), in ms. */
const MAX_CATCH_UP_MS = 250;
/**
 * A long seek's first frames run slower (the wasm warms up, the step chunks grow), so its
 * rate is measured from WARM_UP_MS in, for ESTIMATE_AFTER_MS, before it says how long it
 * will take (well within a second of the start).
 */
const WARM_UP_MS = 150;
const ESTIMATE_AFTER_MS = 300;
/** A seek estimated to take longer than this (3 minutes) stops to ask before going on, ms. */
export const LONG_SEEK_MS = 3 * 60_000;

/**
 * Owns a wasm stepper and the requestAnimationFrame loop that plays it, seeks it or runs
 * it to the next solution. Every change is reported as
 * `onChange({ snapshot, playing, hunting, hunt, seekTarget, seekEta, seekAsk, total,
 * totalPending, recent })`,
 * where `snapshot` is the decoded state of the search (wasm/decode.js), `hunt` the coarse
 * step under way (`{ forward, kind, depth }`, see `coarse`) or null, `hunting` whether one
 * is, `recent` the heads of the last LOG_STEPS steps, newest first (decodeHead), `total` the number of
 * steps of the whole search (null when too costly to know) and `totalPending` says it is
 * still to be worked out, `seekEta` the time a long seek has left (ms, from the rate it
 * measured; null until measured) and `seekAsk` a seek that would take longer than
 * LONG_SEEK_MS, stopped to ask (`{ target, etaMs, stepsPerSecond }`, or null: `goOn()`
 * resumes it, any other move drops it); errors (e.g. a step past the end of the search) as
 * `onError(message)`, a message of lib/i18n.js.
 *
 * Any puzzle on the shared backtracking engine can be driven: `create(size, options,
 * wasm)` builds its stepper, a wasm stepper wrapped by `withSnapshots` (a puzzle's
 * `newStepper`, puzzles/contract.js), from the wasm exports `wasm` when given (`remake`),
 * else the puzzle's own; `size` is what `reset` is given (N, or a puzzle's `{ n, m }`).
 * With `id` (the puzzle's registry id) the loop is the one `searchLoopOf(id)` gives.
 */
export function createSearchLoop({
  id = null,
  create,
  onChange,
  onError,
}) {
  const loop = new SearchLoop(create, onChange, onError);
  if (id !== null) LOOPS.set(id, loop);
  return loop;
}

/** The search loop of each puzzle page, by registry id. */
const LOOPS = new Map();

/** The search loop of puzzle `id`'s page (created with its `id`), or null. */
export function searchLoopOf(id) {
  return LOOPS.get(id) ?? null;
}

/**
 * The page's message for an unexpected error of the wasm stepper: its own (English) text
 * goes to the console, never to the page.
 */
function failure(err) {
  console.error('search failed', err);
  return errorMessage('stepper', 'failed');
}

class SearchLoop {
  constructor(create, onChange, onError) {
    this.create = create;
    this.onChange = onChange;
    this.onError = onError;
    this.stepper = null;
    /** The size `stepper` was built for: N, or whatever `create` takes ({ n, m }, …). */
    this.size = null;
    /** Options for the next stepper: all solutions or the first, and the checking method. */
    this.options = { allSolutions: true, method: 'flags' };
    /** The options the current `stepper` was built with. */
    this.built = null;
    this.total = null;
    this.totalPending = false;
    this.totalTimer = 0;
    this.playing = false;
    /** A coarse step (next solution, placement, backtrack…) running over several frames. */
    this.hunt = null;
    this.seekTarget = null;
    /** The running seek stops quietly at the end of the search instead of reporting it. */
    this.seekClamp = false;
    /** Where and when the running seek started: its rate is measured from there. */
    this.seekStart = null;
    this.seekEta = null;
    this.seekAsk = null;
    /** The visitor said to go on with this long seek: it does not ask again. */
    this.seekAgreed = false;
    this.speedIndex = DEFAULT_SPEED;
    this.pauseAtSolution = false;
    /** The steps an embedded search keeps to, `{ from, to, loop }` (`to` null: the end), or null. */
    this.range = null;
    this.frameId = 0;
    this.lastTime = 0;
    this.credit = 0;
    this.chunk = 256;
    this.frame = this.frame.bind(this);
  }

  emit() {
    this.onChange({
      snapshot: this.stepper.view(),
      playing: this.playing,
      hunting: this.hunt !== null,
      hunt: this.hunt,
      seekTarget: this.seekTarget,
      seekEta: this.seekEta,
      seekAsk: this.seekAsk,
      total: this.total,
      totalPending: this.totalPending,
      recent: this.stepper.recent(LOG_STEPS),
    });
  }

  report(err) {
    this.onError(failure(err));
  }

  /** The message for a step k past the end of the search (the stepper is at its last step). */
  pastEnd(k) {
    return errorMessage('core', 'past-end', { step: k, total: this.stepper.view().step });
  }

  stop() {
    if (this.frameId) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    this.playing = false;
    this.hunt = null;
    this.seekTarget = null;
    this.seekEta = null;
    this.seekAsk = null;
  }

  schedule() {
    if (!this.frameId) this.frameId = requestAnimationFrame(this.frame);
  }

  busy() {
    return this.playing || this.hunt !== null || this.seekTarget !== null;
  }

  /**
   * A new stepper of the instance the current one was built for (its size and options; or
   * of `size` with its options), at step 0, from the wasm exports `wasm` (a module of the
   * same puzzle; the puzzle's own when not given); null before any was built. The caller
   * frees it.
   */
  remake(wasm, size = this.size) {
    return this.stepper ? this.create(size, this.built, wasm) : null;
  }

  /**
   * A fresh stepper for `next` (N) with the current options. Its step total can take a
   * while to work out (about 0.2 s for N = 14), so it comes a moment later, and only for
   * the last of several quick changes (e.g. while the N slider is dragged).
   */
  build(next) {
    this.stepper?.free();
    this.stepper = this.create(next, this.options);
    this.size = next;
    this.built = { ...this.options };
    this.total = null;
    this.totalPending = true;
    clearTimeout(this.totalTimer);
    this.totalTimer = setTimeout(() => {
      this.total = this.stepper.total_steps() ?? null;
      this.totalPending = false;
      this.emit();
    }, 0);
  }

  /**
   * Steps forward toward step `limit` in growing chunks until `budgetMs` is spent,
   * stopping after a solution when `stopAtSolution`. Returns the last snapshot.
   */
  runFor(budgetMs, limit, stopAtSolution) {
    const start = performance.now();
    let snapshot = this.stepper.view();
    while (!snapshot.finished && snapshot.step < limit && performance.now() - start < budgetMs) {
      const t0 = performance.now();
      snapshot = this.stepper.step_many(Math.min(this.chunk, limit - snapshot.step), stopAtSolution);
      if (stopAtSolution && snapshot.event?.kind === 'solution') break;
      const took = performance.now() - t0;
      if (took < budgetMs / 4) this.chunk = Math.min(this.chunk * 2, 1 << 24);
      else if (took > budgetMs / 2) this.chunk = Math.max(this.chunk >> 1, 16);
    }
    return snapshot;
  }

  /** Steps back toward step `target` in chunks (each a short wasm seek) until `budgetMs` is spent. */
  backFor(budgetMs, target) {
    const start = performance.now();
    let snapshot = this.stepper.view();
    while (snapshot.step > target && performance.now() - start < budgetMs) {
      snapshot = this.stepper.seek(Math.max(target, snapshot.step - Math.min(this.chunk, SYNC_SEEK_STEPS)));
    }
    return snapshot;
  }

  seekFrame() {
    const target = this.seekTarget;
    if (this.stepper.view().step > target) {
      if (this.backFor(FRAME_BUDGET_MS, target).step <= target) this.seekTarget = null;
      return;
    }
    const snapshot = this.runFor(FRAME_BUDGET_MS, target, false);
    if (snapshot.finished || snapshot.step >= target) this.seekTarget = null;
    if (snapshot.finished && snapshot.step < target && !this.seekClamp) this.onError(this.pastEnd(target));
    if (this.seekTarget !== null) this.estimate(snapshot.step, target);
  }

  /**
   * The time the seek to `target` has left, from its rate since it started (frames and
   * all); one that would take longer than LONG_SEEK_MS stops to ask, unless agreed.
   */
  estimate(step, target) {
    const now = performance.now();
    if (!this.seekStart.warm) {
      if (now - this.seekStart.time >= WARM_UP_MS) this.seekStart = { time: now, step, warm: true };
      return;
    }
    const elapsed = now - this.seekStart.time;
    const done = step - this.seekStart.step;
    if (elapsed < ESTIMATE_AFTER_MS || done <= 0) return;
    const perMs = done / elapsed;
    this.seekEta = (target - step) / perMs;
    if (this.seekAgreed || this.seekEta <= LONG_SEEK_MS) return;
    this.seekAsk = {
      target, etaMs: this.seekEta, stepsPerSecond: perMs * 1000, clamp: this.seekClamp,
    };
    this.seekTarget = null;
    this.seekEta = null;
  }

  /** Runs the coarse step under way for `budgetMs` at most, in growing chunks of steps. */
  huntFrame(budgetMs = FRAME_BUDGET_MS) {
    const { forward, kind, depth } = this.hunt;
    const start = performance.now();
    while (performance.now() - start < budgetMs) {
      const t0 = performance.now();
      const found = this.stepper.step_until(forward, kind, depth, this.chunk);
      const view = this.stepper.view();
      if (found || (forward ? view.finished : view.step === 0)) {
        this.hunt = null;
        return;
      }
      const took = performance.now() - t0;
      if (took < budgetMs / 4) this.chunk = Math.min(this.chunk * 2, 1 << 24);
      else if (took > budgetMs / 2) this.chunk = Math.max(this.chunk >> 1, 16);
    }
  }

  playFrame(now) {
    const sps = SPEEDS[this.speedIndex];
    // The range's last step was shown in the frame before: start again, or stop. It stays
    // a step's time first, as every step does (a render may come a frame after the step).
    if (this.atRangeEnd()) {
      if (this.range.loop && now - (this.endSince ?? -Infinity) < 1000 / sps) {
        this.lastTime = now;
        return;
      }
      if (this.range.loop) this.goTo(this.range.from, true);
      else this.playing = false;
      this.lastTime = now;
      return;
    }
    const limit = this.range?.to ?? Infinity;
    let snapshot;
    if (sps === Infinity) {
      snapshot = this.runFor(FRAME_BUDGET_MS, limit, this.pauseAtSolution);
    } else {
      // A frame's time is when it started, which may be before play() read the clock: no credit then.
      this.credit += (Math.min(Math.max(0, now - this.lastTime), MAX_CATCH_UP_MS) * sps) / 1000;
      this.lastTime = now;
      const count = Math.min(Math.floor(this.credit), limit - this.stepper.view().step);
      this.credit -= count;
      if (count === 0) return;
      snapshot = this.stepper.step_many(count, this.pauseAtSolution);
      if (snapshot.step === limit) this.endSince = now;
    }
    const ends = snapshot.finished && !this.range?.loop;
    if (ends || (this.pauseAtSolution && snapshot.event?.kind === 'solution')) this.playing = false;
  }

  /** The search stands at the last step its range allows: `to`, or the end of the search. */
  atRangeEnd() {
    if (!this.range) return false;
    const view = this.stepper.view();
    return view.finished || (this.range.to !== null && view.step >= this.range.to);
  }

  /**
   * Keeps the search to steps `from`..`to` (an embedded lesson, issue 24): Step, Play and a
   * seek stop at `to` (`to` null: the end of the search), Back and a seek at `from`, Reset
   * goes to `from`; with `loop`, Play and Step at `to` start again at `from`. Null: the
   * whole search. Takes effect from the next move.
   */
  setRange(range) {
    this.range = range ? { from: range.from ?? 0, to: range.to ?? null, loop: Boolean(range.loop) } : null;
  }

  /** `k` kept to the range. */
  inRange(k) {
    if (!this.range) return k;
    return Math.max(this.range.from, this.range.to === null ? k : Math.min(k, this.range.to));
  }

  frame(now) {
    this.frameId = 0;
    const before = this.stepper.view().step;
    const wasBusy = this.busy();
    try {
      if (this.seekTarget !== null) this.seekFrame();
      else if (this.hunt) this.huntFrame();
      else if (this.playing) this.playFrame(now);
    } catch (err) {
      this.stop();
      this.report(err);
    }
    if (this.busy()) this.schedule();
    if (this.busy() !== wasBusy || this.stepper.view().step !== before) this.emit();
  }

  /**
   * Moves to step k: at once when near, else over several frames (pausable). With
   * `clamp`, a k past the end stops at the last step without an error.
   */
  goTo(k, clamp) {
    const now = this.stepper.view().step;
    // Past the end of a search whose step total is known: said at once (not after
    // replaying the whole search), and the board goes on to the last step.
    const total = k > now + SYNC_SEEK_STEPS ? this.knownTotal() : null;
    if (total !== null && k > total) {
      if (!clamp) this.onError(errorMessage('core', 'past-end', { step: k, total }));
      return this.goTo(total, true);
    }
    if (Math.abs(k - now) <= SYNC_SEEK_STEPS || (k < now && k <= SYNC_SEEK_STEPS)) {
      try {
        this.stepper.seek(k);
      } catch (err) {
        if (clamp) return;
        const snapshot = this.stepper.view();
        // The wasm's seek stops at the last step and says so in English: say it in the page's words.
        this.onError(snapshot.finished && snapshot.step < k ? this.pastEnd(k) : failure(err));
      }
      return;
    }
    this.seekTarget = k;
    this.seekClamp = clamp;
    this.seekStart = { time: performance.now(), step: now };
    this.seekEta = null;
    this.schedule();
  }

  /**
   * The step total of the current search when it can be known (see `total_steps`: N up
   * to `stepTotalMaxN` in all-solutions mode, a bounded replay in first-solution mode),
   * worked out now if it is still pending; else null.
   */
  knownTotal() {
    if (this.totalPending) {
      clearTimeout(this.totalTimer);
      this.total = this.stepper.total_steps() ?? null;
      this.totalPending = false;
    }
    return this.total;
  }

  sameOptions() {
    return this.built !== null
      && this.built.allSolutions === this.options.allSolutions && this.built.method === this.options.method;
  }

  /**
   * A fresh search on an N×N board (or the given size), at step 0 (at `from` when kept to
   * a range), with the current options.
   */
  reset(next) {
    this.stop();
    if (this.stepper && JSON.stringify(this.size) === JSON.stringify(next) && this.sameOptions()) this.stepper.reset();
    else this.build(next);
    if (this.range?.from) this.goTo(this.range.from, true);
    this.emit();
  }

  /** Sets the options ({ allSolutions, method }, either may be left out) for the next reset. */
  setOptions(next) {
    this.options = { ...this.options, ...next };
  }

  /**
   * Changes the options and restarts the search at the same step: both checking methods
   * make the same trace, and the first-solution search is the all-solutions one cut
   * short. A step past the end of the new search stops at its last step.
   */
  configure(next) {
    this.options = { ...this.options, ...next };
    if (this.sameOptions()) {
      this.emit();
      return;
    }
    const { step } = this.stepper.view();
    this.stop();
    this.build(this.size);
    this.goTo(step, true);
    this.emit();
  }

  /**
   * The next step's head (wasm/decode.js `decodeHead`: its event, code line and counters)
   * without moving the search, or null before the first reset. For exercises that ask
   * what the search does next.
   */
  peek() {
    return this.stepper ? this.stepper.peek() : null;
  }

  step() {
    this.stop();
    if (!this.atRangeEnd()) this.stepper.step();
    else if (this.range.loop) this.goTo(this.range.from, true);
    this.emit();
  }

  back() {
    this.stop();
    if (this.stepper.view().step > (this.range?.from ?? 0)) this.stepper.back();
    this.emit();
  }

  /** Moves to step k (kept to the range); a long way runs over several frames and can be paused. */
  seek(k) {
    this.stop();
    this.seekAgreed = false;
    this.goTo(this.inRange(k), false);
    this.emit();
  }

  /** Goes on with the long seek that stopped to ask (`seekAsk`), without asking again. */
  goOn() {
    const ask = this.seekAsk;
    if (!ask) return;
    this.stop();
    this.seekAgreed = true;
    this.goTo(ask.target, ask.clamp);
    this.seekEta = ask.etaMs;
    this.emit();
  }

  /** Runs to the next solution (or the end): at once when near, else over frames. */
  nextSolution() {
    this.coarse(true, 'solution');
  }

  /**
   * A coarse step: forward (`forward`) to the next event of `kind` ('place', 'remove',
   * 'solution'; a 'place' with `depth` > 0: the next placement at that depth, a board's
   * row k), or back to the previous one (step 0 when there is none). At once when near,
   * else over frames (pausable); a forward one that finds none stops at the end.
   */
  coarse(forward, kind, depth = 0) {
    this.stop();
    const view = this.stepper.view();
    if (forward ? !view.finished : view.step > 0) {
      this.hunt = { forward, kind, depth };
      try {
        this.huntFrame();
      } catch (err) {
        this.stop();
        this.report(err);
      }
      if (this.hunt) this.schedule();
    }
    this.emit();
  }

  play() {
    if (this.stepper.view().finished && !this.range?.loop) return;
    this.stop();
    this.playing = true;
    this.credit = 1;
    this.lastTime = performance.now();
    this.schedule();
    this.emit();
  }

  pause() {
    this.stop();
    this.emit();
  }

  setSpeed(index) {
    this.speedIndex = index;
  }

  setPauseAtSolution(on) {
    this.pauseAtSolution = on;
  }
}

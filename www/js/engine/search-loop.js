//! The search loop: owns a wasm stepper (either puzzle's) and decides *when* it steps:
//! one step, back, play at a speed, seek, run to the next solution, over animation frames
//! within a time budget. No DOM: every change is reported as data (`onChange`).
//!
//! The search itself (one event per step: a choice tried, a backtrack, a solution, done)
//! lives in Rust (src/search.rs); see docs/REFERENCE.md and Knuth, TAOCP 7.2.2.

import { message } from '../lib/i18n.js';
import { decodeQueens, withSnapshots } from '../wasm/decode.js';

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
 * Owns the wasm `Stepper` and the requestAnimationFrame loop that plays it, seeks it or
 * runs it to the next solution. Every change is reported as
 * `onChange({ view, playing, hunting, seekTarget, total, totalPending })`, where `total` is
 * the number of steps of the whole search (null when too costly to know) and
 * `totalPending` says it is still to be worked out; errors from the wasm side (e.g. a step
 * past the end of the search) as `onError(message)`.
 *
 * Any puzzle on the shared backtracking engine can be driven: `create(size, options)`
 * builds its stepper, a wasm stepper wrapped by `withSnapshots` (default: the N-Queens
 * `new Stepper(n, allSolutions, method === 'scan')`);
 * `size` is what `reset` is given (N, or the knight's `{ n, m }`).
 */
export function createSearchLoop({
  Stepper,
  create = (n, o) => withSnapshots(new Stepper(n, o.allSolutions, o.method === 'scan'), decodeQueens),
  onChange,
  onError,
}) {
  let stepper = null;
  /** The size `stepper` was built for: N, or whatever `create` takes (the knight's { n, m }). */
  let size = null;
  /** Options for the next Stepper: all solutions or the first, and the checking method. */
  let options = { allSolutions: true, method: 'flags' };
  /** The options the current `stepper` was built with. */
  let built = null;
  let total = null;
  let totalPending = false;
  let totalTimer = 0;
  let playing = false;
  /** Next solution running over several frames. */
  let hunting = false;
  let seekTarget = null;
  /** The running seek stops quietly at the end of the search instead of reporting it. */
  let seekClamp = false;
  let speedIndex = DEFAULT_SPEED;
  let pauseAtSolution = false;
  let frameId = 0;
  let lastTime = 0;
  let credit = 0;
  let chunk = 256;

  function emit() {
    onChange({
      view: stepper.view(), playing, hunting, seekTarget, total, totalPending,
    });
  }

  function report(err) {
    onError(err instanceof Error ? err.message : String(err));
  }

  /** The message for a step k past the end of the search (the stepper is at its last step). */
  function pastEnd(k, err = null) {
    const fallback = err instanceof Error ? err.message : null;
    return message('stepper.past-end', { step: k, total: stepper.view().step }, fallback);
  }

  function stop() {
    if (frameId) cancelAnimationFrame(frameId);
    frameId = 0;
    playing = false;
    hunting = false;
    seekTarget = null;
  }

  function schedule() {
    if (!frameId) frameId = requestAnimationFrame(frame);
  }

  /**
   * A fresh stepper for `next` (N) with the current options. Its step total can take a while to
   * work out (about 0.2 s for N = 14), so it comes a moment later, and only for the
   * last of several quick changes (e.g. while the N slider is dragged).
   */
  function build(next) {
    stepper?.free();
    stepper = create(next, options);
    size = next;
    built = { ...options };
    total = null;
    totalPending = true;
    clearTimeout(totalTimer);
    totalTimer = setTimeout(() => {
      total = stepper.total_steps() ?? null;
      totalPending = false;
      emit();
    }, 0);
  }

  /**
   * Steps forward toward step `limit` in growing chunks until `budgetMs` is spent,
   * stopping after a solution when `stopAtSolution`. Returns the last view.
   */
  function runFor(budgetMs, limit, stopAtSolution) {
    const start = performance.now();
    let view = stepper.view();
    while (!view.finished && view.step < limit && performance.now() - start < budgetMs) {
      const t0 = performance.now();
      view = stepper.step_many(Math.min(chunk, limit - view.step), stopAtSolution);
      if (stopAtSolution && view.event?.kind === 'solution') break;
      const took = performance.now() - t0;
      if (took < budgetMs / 4) chunk = Math.min(chunk * 2, 1 << 24);
      else if (took > budgetMs / 2) chunk = Math.max(chunk >> 1, 16);
    }
    return view;
  }

  /** Steps back toward step `target` in chunks (each a short wasm seek) until `budgetMs` is spent. */
  function backFor(budgetMs, target) {
    const start = performance.now();
    let view = stepper.view();
    while (view.step > target && performance.now() - start < budgetMs) {
      view = stepper.seek(Math.max(target, view.step - Math.min(chunk, SYNC_SEEK_STEPS)));
    }
    return view;
  }

  function seekFrame() {
    const target = seekTarget;
    if (stepper.view().step > target) {
      if (backFor(FRAME_BUDGET_MS, target).step <= target) seekTarget = null;
      return;
    }
    const view = runFor(FRAME_BUDGET_MS, target, false);
    if (view.finished || view.step >= target) seekTarget = null;
    if (view.finished && view.step < target && !seekClamp) onError(pastEnd(target));
  }

  function huntFrame() {
    const view = runFor(FRAME_BUDGET_MS, Infinity, true);
    if (view.finished || view.event?.kind === 'solution') hunting = false;
  }

  function playFrame(now) {
    const sps = SPEEDS[speedIndex];
    let view;
    if (sps === Infinity) {
      view = runFor(FRAME_BUDGET_MS, Infinity, pauseAtSolution);
    } else {
      credit += (Math.min(now - lastTime, MAX_CATCH_UP_MS) * sps) / 1000;
      lastTime = now;
      const count = Math.floor(credit);
      credit -= count;
      if (count === 0) return;
      view = stepper.step_many(count, pauseAtSolution);
    }
    if (view.finished || (pauseAtSolution && view.event?.kind === 'solution')) playing = false;
  }

  function busy() {
    return playing || hunting || seekTarget !== null;
  }

  function frame(now) {
    frameId = 0;
    const before = stepper.view().step;
    const wasBusy = busy();
    try {
      if (seekTarget !== null) seekFrame();
      else if (hunting) huntFrame();
      else if (playing) playFrame(now);
    } catch (err) {
      stop();
      report(err);
    }
    if (busy()) schedule();
    if (busy() !== wasBusy || stepper.view().step !== before) emit();
  }

  /**
   * Moves to step k: at once when near, else over several frames (pausable). With
   * `clamp`, a k past the end stops at the last step without an error.
   */
  function goTo(k, clamp) {
    const now = stepper.view().step;
    if (Math.abs(k - now) <= SYNC_SEEK_STEPS || (k < now && k <= SYNC_SEEK_STEPS)) {
      try {
        stepper.seek(k);
      } catch (err) {
        if (clamp) return;
        const view = stepper.view();
        // The wasm's seek stops at the last step and says so in English: say it in the page's words.
        onError(view.finished && view.step < k ? pastEnd(k, err) : err instanceof Error ? err.message : String(err));
      }
      return;
    }
    seekTarget = k;
    seekClamp = clamp;
    schedule();
  }

  function sameOptions() {
    return built !== null
      && built.allSolutions === options.allSolutions && built.method === options.method;
  }

  return {
    /** A fresh search on an N×N board (or the given size), at step 0, with the current options. */
    reset(next) {
      stop();
      if (stepper && JSON.stringify(size) === JSON.stringify(next) && sameOptions()) stepper.reset();
      else build(next);
      emit();
    },
    /**
     * Sets the options ({ allSolutions, method }, either may be left out) for the next
     * reset without touching the current search.
     */
    setOptions(next) {
      options = { ...options, ...next };
    },
    /**
     * Changes the options and restarts the search at the same step: both checking
     * methods make the same trace, and the first-solution search is the all-solutions
     * one cut short. A step past the end of the new search stops at its last step.
     */
    configure(next) {
      options = { ...options, ...next };
      if (sameOptions()) {
        emit();
        return;
      }
      const { step } = stepper.view();
      stop();
      build(size);
      goTo(step, true);
      emit();
    },
    step() {
      stop();
      stepper.step();
      emit();
    },
    back() {
      stop();
      stepper.back();
      emit();
    },
    /** Moves to step k; a long way runs over several frames and can be paused. */
    seek(k) {
      stop();
      goTo(k, false);
      emit();
    },
    /** Runs to the next solution (or the end): at once when near, else over frames. */
    nextSolution() {
      stop();
      if (!stepper.view().finished) {
        hunting = true;
        try {
          huntFrame();
        } catch (err) {
          stop();
          report(err);
        }
        if (hunting) schedule();
      }
      emit();
    },
    play() {
      if (stepper.view().finished) return;
      stop();
      playing = true;
      credit = 1;
      lastTime = performance.now();
      schedule();
      emit();
    },
    pause() {
      stop();
      emit();
    },
    setSpeed(index) {
      speedIndex = index;
    },
    setPauseAtSolution(on) {
      pauseAtSolution = on;
    },
  };
}

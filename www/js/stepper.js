//! The step-by-step search: the play loop around the wasm `Stepper`, the controls'
//! rendering, and the words for each event.
//!
//! The search itself (the textbook `place(k)` backtracking, one event per step: a square
//! tried, a queen removed, a solution, done) lives in Rust; see ../shared/REFERENCE.md
//! and Knuth, TAOCP 7.2.2. This module only decides *when* to step and how to show it.

/** Steps per second for each position of the speed slider; the last is "as fast as possible". */
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000, Infinity];
export const DEFAULT_SPEED = 3;

/** Time each animation frame may spend searching at full speed or while seeking, in ms. */
const FRAME_BUDGET_MS = 10;
/** Seeks shorter than this run at once; longer ones run over several frames, with progress. */
const SYNC_SEEK_STEPS = 200_000;
/** Longest pause the slow speeds make up for (e.g. after the tab was hidden), in ms. */
const MAX_CATCH_UP_MS = 250;

export function speedLabel(index) {
  const sps = SPEEDS[index];
  if (sps === Infinity) return 'as fast as possible';
  return sps === 1 ? '1 step per second' : `${sps} steps per second`;
}

/** `x = [1, 5, 8, _, _, _, _, _]` for a partial placement (0 = empty row). */
export function formatTuple(cols) {
  return `x = [${Array.from(cols, (c) => (c === 0 ? '_' : String(c))).join(', ')}]`;
}

const LINE_WORDS = {
  column: 'in the same column',
  diagonal: 'on a diagonal',
  'anti-diagonal': 'on an anti-diagonal',
};

/**
 * One line of plain English for the last event of `view` (a StepView).
 * `formatLine` turns a complete placement into `1 5 8 6 3 7 2 4`.
 */
export function describeEvent(view, formatLine) {
  const e = view.event;
  if (!e) return `Ready: press Step or Play to search the ${view.n}×${view.n} board row by row.`;
  switch (e.kind) {
    case 'place':
      return `Row ${e.row}: (${e.row},${e.col}) is safe, place a queen there`;
    case 'conflict':
      return `Row ${e.row}: (${e.row},${e.col}) conflicts with the queen in row ${e.attacker_row} ${LINE_WORDS[e.line] ?? `(${e.line})`}`;
    case 'remove':
      return `Backtrack: remove the queen at (${e.row},${e.col})`;
    case 'solution':
      return `Solution #${e.number} found: ${formatLine(Uint32Array.from(view.x))}`;
    case 'done': {
      const found = view.counters.solutions;
      return `Search finished: ${found} ${found === 1 ? 'solution' : 'solutions'} in ${view.step} steps`;
    }
    default:
      return `Step ${view.step}`;
  }
}

/** The board model (see board.js) for a StepView. */
export function boardFromStep(view) {
  const e = view.event;
  const cols = Array.from(view.x);
  const model = {
    n: view.n,
    cols,
    candidate: null,
    conflict: null,
    removed: null,
    currentRow: null,
    solved: e?.kind === 'solution',
  };
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    model.candidate = { row: e.row, col: e.col, kind: e.kind };
    model.currentRow = e.row;
  }
  if (e?.kind === 'conflict') {
    model.conflict = {
      row: e.row, col: e.col, attackerRow: e.attacker_row, attackerCol: e.attacker_col, line: e.line,
    };
  }
  if (e?.kind === 'remove') {
    model.removed = { row: e.row, col: e.col };
    model.currentRow = e.row;
  }
  return model;
}

/**
 * Owns the wasm `Stepper` and the requestAnimationFrame loop that plays it or seeks it.
 * Every change is reported as `onChange({ view, playing, seekTarget })`; errors from the
 * wasm side (e.g. a step past the end of the search) as `onError(message)`.
 */
export function createSearch({ Stepper, onChange, onError }) {
  let stepper = null;
  let playing = false;
  let seekTarget = null;
  let speedIndex = DEFAULT_SPEED;
  let pauseAtSolution = false;
  let frameId = 0;
  let lastTime = 0;
  let credit = 0;
  let chunk = 256;

  function emit() {
    onChange({ view: stepper.view(), playing, seekTarget });
  }

  function report(err) {
    onError(err instanceof Error ? err.message : String(err));
  }

  function stop() {
    if (frameId) cancelAnimationFrame(frameId);
    frameId = 0;
    playing = false;
    seekTarget = null;
  }

  function schedule() {
    if (!frameId) frameId = requestAnimationFrame(frame);
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

  function seekFrame() {
    const target = seekTarget;
    const view = runFor(FRAME_BUDGET_MS, target, false);
    if (view.finished || view.step >= target) seekTarget = null;
    // The search ended before the target: the wasm seek says so in its own words.
    if (view.finished && view.step < target) stepper.seek(target);
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

  function frame(now) {
    frameId = 0;
    const before = stepper.view().step;
    const wasBusy = playing || seekTarget !== null;
    try {
      if (seekTarget !== null) seekFrame();
      else if (playing) playFrame(now);
    } catch (err) {
      stop();
      report(err);
    }
    const busy = playing || seekTarget !== null;
    if (busy) schedule();
    if (busy !== wasBusy || stepper.view().step !== before) emit();
  }

  return {
    /** A fresh search on an N×N board, at step 0. */
    reset(n) {
      stop();
      if (stepper?.view().n === n) {
        stepper.reset();
      } else {
        stepper?.free();
        stepper = new Stepper(n, true);
      }
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
    /** Moves to step k; a long way forward runs over several frames and can be paused. */
    seek(k) {
      stop();
      if (Math.abs(k - stepper.view().step) <= SYNC_SEEK_STEPS) {
        try {
          stepper.seek(k);
        } catch (err) {
          report(err);
        }
      } else {
        seekTarget = k;
        schedule();
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

/**
 * Writes the stepper panel from the page state: buttons, speed, event line, counters.
 * `els` holds the panel's elements by name; `formatLine` is the wasm `format_line`.
 */
export function renderStepperPanel(els, state, formatLine) {
  const view = state.step;
  const busy = state.playing || state.seekTarget !== null;
  els.play.textContent = busy ? 'Pause' : 'Play';
  els.play.setAttribute('aria-pressed', String(busy));
  els.play.disabled = view.finished && !busy;
  els.stepForward.disabled = view.finished;
  els.stepBack.disabled = view.step === 0;
  els.speed.value = String(state.speed);
  els.pauseAtSolution.checked = state.pauseAtSolution;
  els.speedValue.textContent = speedLabel(state.speed);

  let text = describeEvent(view, formatLine);
  if (state.seekTarget !== null) {
    const pct = Math.floor((100 * view.step) / state.seekTarget);
    text = `Going to step ${state.seekTarget}: ${pct}% done. Press Pause to stop here.`;
  }
  els.event.textContent = text;
  els.event.setAttribute('aria-live', busy ? 'off' : 'polite');

  const c = view.counters;
  els.stepCount.textContent = String(view.step);
  els.squaresTried.textContent = String(c.squares_tried);
  els.placements.textContent = String(c.placements);
  els.backtracks.textContent = String(c.backtracks);
  els.solutionsFound.textContent = String(c.solutions);
}

//! The step-by-step search: the play loop around the wasm `Stepper`, the controls'
//! rendering, and the words for each event.
//!
//! The search itself (the textbook `place(k)` backtracking, one event per step: a square
//! tried, a queen removed, a solution, done) lives in Rust; see ../shared/REFERENCE.md
//! and Knuth, TAOCP 7.2.2. This module only decides *when* to step and how to show it.

import { setText } from '../lib/dom.js';
import { attackedSquares } from '../views/flags.js';
import { message, t } from '../lib/i18n.js';

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
  if (sps === Infinity) return t('stepper.speed-max');
  return sps === 1 ? t('stepper.speed-one') : t('stepper.speed-many', { sps });
}

/** `x = [1, 5, 8, _, _, _, _, _]` for a partial placement (0 = empty row). */
export function formatTuple(cols) {
  return `x = [${Array.from(cols, (c) => (c === 0 ? '_' : String(c))).join(', ')}]`;
}

/** Event kinds of a packed stepper view, by their code (src/wasm.rs, `VIEW_HEAD`). */
const EVENT_KINDS = [null, 'place', 'conflict', 'remove', 'solution', 'done'];
/** Lines of a conflict, by their code. */
const LINES = ['column', 'diagonal', 'anti-diagonal'];
/** Numbers at the start of every packed stepper view. */
const VIEW_HEAD = 15;

/**
 * The head every packed stepper view starts with (src/wasm.rs, `VIEW_HEAD`):
 * `{ step, finished, kind, fields, counts, tail }`, `kind` the event's kind or null at
 * step 0, `fields` its six numbers, `counts` the six counters (steps, tried, placements,
 * backtracks, solutions, comparisons) and `tail` the index where the puzzle's own part
 * begins.
 */
export function viewHead(packed) {
  return {
    step: packed[0],
    finished: packed[1] === 1,
    counts: Array.from(packed.subarray(2, 8)),
    kind: EVENT_KINDS[packed[8]] ?? null,
    fields: Array.from(packed.subarray(9, VIEW_HEAD)),
    tail: VIEW_HEAD,
  };
}

/**
 * The N-Queens view from the wasm `Stepper.view()`'s packed numbers:
 * `{ n, step, finished, x, event, counters }`, `x` the N columns (0 = empty row), `event`
 * null at step 0 or `{ kind: 'place' | 'remove', row, col }`,
 * `{ kind: 'conflict', row, col, attacker_row, attacker_col, line }` (line `column`,
 * `diagonal`, `anti-diagonal`), `{ kind: 'solution', number }` or `{ kind: 'done' }`;
 * `counters` `{ steps, squares_tried, placements, backtracks, solutions, comparisons }`.
 */
export function queensView(packed) {
  const {
    step, finished, counts, kind, fields, tail,
  } = viewHead(packed);
  const [row, col, attackerRow, attackerCol, line] = fields;
  let event = null;
  if (kind === 'place' || kind === 'remove') event = { kind, row, col };
  else if (kind === 'conflict') {
    event = {
      kind, row, col, attacker_row: attackerRow, attacker_col: attackerCol, line: LINES[line],
    };
  } else if (kind === 'solution') event = { kind, number: row };
  else if (kind === 'done') event = { kind };
  const n = packed[tail];
  const [steps, squaresTried, placements, backtracks, solutions, comparisons] = counts;
  return {
    n,
    step,
    finished,
    x: Array.from(packed.subarray(tail + 1, tail + 1 + n)),
    event,
    counters: {
      steps, squares_tried: squaresTried, placements, backtracks, solutions, comparisons,
    },
  };
}

/**
 * A wasm stepper (`Stepper`, `KnightStepper`) as the play loop drives it: the wasm moves
 * return nothing and `view()` a packed `Float64Array`; here every move returns the view,
 * decoded by `decode` (queensView, knight.js's knightView).
 */
export function viewing(wasm, decode) {
  const view = () => decode(wasm.view());
  const move = (name) => (...args) => {
    wasm[name](...args);
    return view();
  };
  return {
    view,
    step: () => {
      wasm.step_many(1, false);
      return view();
    },
    back: move('back'),
    step_many: move('step_many'),
    reset: move('reset'),
    seek: move('seek'),
    run_to_next_solution: move('run_to_next_solution'),
    total_steps: () => wasm.total_steps(),
    free: () => wasm.free(),
  };
}

/**
 * One line of plain words, in the page's language, for the last event of `view` (see
 * queensView). `formatLine` turns a complete placement into `1 5 8 6 3 7 2 4`.
 */
export function describeEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('event.ready', { n: view.n });
  switch (e.kind) {
    case 'place':
      return t('event.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('event.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`event.line-${e.line}`),
      });
    case 'remove':
      return t('event.remove', { row: e.row, col: e.col });
    case 'solution':
      return t('event.solution', { number: e.number, line: formatLine(Uint32Array.from(view.x)) });
    case 'done': {
      const found = view.counters.solutions;
      return t(found === 1 ? 'event.done-one' : 'event.done', { count: found, steps: view.step });
    }
    default:
      return t('event.step', { step: view.step });
  }
}

/** Play's events are read out by screen readers up to this many steps per second. */
export const ANNOUNCE_MAX_SPS = 4;

/**
 * The sentence a screen reader says for the last event of `view` (see queensView): "Queen
 * placed at row 3, column 5."; for a backtrack, whether every square of the next row was
 * attacked or some were tried, read off the placement (see flags.js).
 */
export function spokenEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('say.start');
  switch (e.kind) {
    case 'place':
      return t('say.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('say.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`stepper.line-${e.line}`),
      });
    case 'remove': {
      if (e.row >= view.n) return t('say.backtrack-solution', { row: e.row, col: e.col });
      const cols = Array.from(view.x);
      cols[e.row - 1] = e.col;
      const next = e.row + 1;
      const attacked = attackedSquares(cols).filter((sq) => sq.row === next).length === view.n;
      return t(attacked ? 'say.backtrack-attacked' : 'say.backtrack-tried', { next, row: e.row, col: e.col });
    }
    case 'solution':
      return t('say.solution', { number: e.number, line: formatLine(Uint32Array.from(view.x)) });
    default:
      return describeEvent(view, formatLine);
  }
}

/** The board model (see board.js) for a stepper view (see queensView). */
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
      row: e.row,
      col: e.col,
      attackerRow: e.attacker_row,
      attackerCol: e.attacker_col,
      line: e.line,
      label: t(`stepper.line-${e.line}`),
    };
  }
  if (e?.kind === 'remove') {
    model.removed = { row: e.row, col: e.col };
    model.currentRow = e.row;
  }
  return model;
}

/**
 * Owns the wasm `Stepper` and the requestAnimationFrame loop that plays it, seeks it or
 * runs it to the next solution. Every change is reported as
 * `onChange({ view, playing, hunting, seekTarget, total, totalPending })`, where `total` is
 * the number of steps of the whole search (null when too costly to know) and
 * `totalPending` says it is still to be worked out; errors from the wasm side (e.g. a step
 * past the end of the search) as `onError(message)`.
 *
 * Any puzzle on the shared backtracking engine can be driven: `create(size, options)`
 * builds its stepper, a wasm stepper wrapped by `viewing` (default: the N-Queens
 * `new Stepper(n, allSolutions, method === 'scan')`);
 * `size` is what `reset` is given (N, or the knight's `{ n, m }`).
 */
export function createSearch({
  Stepper,
  create = (n, o) => viewing(new Stepper(n, o.allSolutions, o.method === 'scan'), queensView),
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

/**
 * Writes the controls every puzzle's stepper has from its state (`step` a view, `playing`,
 * `hunting`, `seekTarget`, `speed`, `pauseAtSolution`, `totalSteps`): the buttons, speed,
 * timeline, step count and the event line, which shows `eventText` unless a seek or a
 * search for the next solution is under way. `els` holds the elements by name (play,
 * stepForward, stepBack, nextSolution, speed, speedValue, pauseAtSolution, timeline,
 * timelineRow, timelineValue, timelineNote, event, stepCount); `timelineUnknown` is the
 * note shown when the search's length is not known in advance.
 */
export function renderControls(els, state, eventText, timelineUnknown) {
  const view = state.step;
  const busy = state.playing || state.hunting || state.seekTarget !== null;
  setText(els.play, t(busy ? 'stepper.pause' : 'stepper.play'));
  els.play.setAttribute('aria-pressed', String(busy));
  els.play.disabled = view.finished && !busy;
  els.stepForward.disabled = view.finished;
  els.stepBack.disabled = view.step === 0;
  els.nextSolution.disabled = view.finished;
  els.speed.value = String(state.speed);
  els.pauseAtSolution.checked = state.pauseAtSolution;
  setText(els.speedValue, speedLabel(state.speed));
  els.speed.setAttribute('aria-valuetext', speedLabel(state.speed));
  renderTimeline(els, state, timelineUnknown);

  let text = eventText;
  if (state.seekTarget !== null && view.step <= state.seekTarget) {
    const pct = Math.floor((100 * view.step) / state.seekTarget);
    text = t('stepper.going-to', { target: state.seekTarget, pct });
  } else if (state.seekTarget !== null) {
    text = t('stepper.going-back', { target: state.seekTarget, step: view.step });
  } else if (state.hunting) {
    text = t('stepper.hunting', { step: view.step });
  }
  setText(els.event, text);
  // An event line that is itself a live region (the knight's) is read out only at slow
  // speeds, like the N-Queens announcer (see main.js announceStep).
  if (els.event.hasAttribute('aria-live')) {
    const slow = state.playing && SPEEDS[state.speed] <= ANNOUNCE_MAX_SPS;
    els.event.setAttribute('aria-live', !busy || slow ? 'polite' : 'off');
  }
  setText(els.stepCount, String(view.step));
}

/**
 * Writes the stepper panel from the page state: buttons, speed, event line, counters.
 * `els` holds the panel's elements by name; `formatLine` is the wasm `format_line`.
 */
export function renderStepperPanel(els, state, formatLine) {
  const view = state.step;
  labelControls(els, state.method);
  els.shadeAttacks.checked = state.shadeAttacks;
  els.mode.value = state.allSolutions ? 'all' : 'first';
  els.method.value = state.method;
  renderControls(els, state, describeEvent(view, formatLine), t('stepper.timeline-unknown', { n: view.n }));

  const c = view.counters;
  setText(els.squaresTried, String(c.squares_tried));
  setText(els.placements, String(c.placements));
  setText(els.backtracks, String(c.backtracks));
  setText(els.solutionsFound, String(c.solutions));
  setText(els.comparisons, String(c.comparisons));
  setText(els.comparisonsNote, t(state.method === 'scan' ? 'stepper.comparisons-scan' : 'stepper.comparisons-flags'));
}

/** The words on the controls added for teaching (they follow the page's language). */
function labelControls(els, method) {
  const labels = [
    [els.nextSolution, 'stepper.next-solution'],
    [els.timelineLabel, 'stepper.timeline'],
    [els.modeLabel, 'stepper.mode'],
    [els.modeAll, 'stepper.mode-all'],
    [els.modeFirst, 'stepper.mode-first'],
    [els.methodLabel, 'stepper.method'],
    [els.methodFlags, 'stepper.method-flags'],
    [els.methodScan, 'stepper.method-scan'],
    [els.shadeAttacksLabel, 'stepper.shade-attacks'],
    [els.comparisonsLabel, 'stepper.comparisons'],
  ];
  for (const [el, key] of labels) setText(el, t(key));
  els.comparisonsLabel.title = t(method === 'scan' ? 'stepper.comparisons-scan' : 'stepper.comparisons-flags');
}

/** The timeline slider, 0 … total steps, or the note `unknown` when the total is not known. */
function renderTimeline(els, state, unknown) {
  const { total, totalPending } = state.totalSteps;
  const known = total !== null && !totalPending;
  els.timelineRow.hidden = !known;
  els.timeline.disabled = !known;
  if (known) {
    els.timeline.max = String(total);
    els.timeline.value = String(Math.min(state.step.step, total));
    setText(els.timelineValue, t('stepper.timeline-value', { step: state.step.step, total }));
    els.timeline.setAttribute('aria-valuetext', els.timelineValue.textContent);
    setText(els.timelineNote, '');
  } else {
    setText(els.timelineValue, '');
    setText(els.timelineNote, totalPending ? t('stepper.timeline-pending') : unknown);
  }
  els.timelineNote.hidden = known;
}

//! The stepper's controls as every puzzle shows them: buttons, speed, timeline, step count
//! and the event line; and the N-Queens panel's own options and counters.

import { setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { SPEEDS } from '../engine/search-loop.js';
import { describeEvent } from '../puzzles/queens.js';

/** Play's events are read out by screen readers up to this many steps per second. */
export const ANNOUNCE_MAX_SPS = 4;

export function speedLabel(index) {
  const sps = SPEEDS[index];
  if (sps === Infinity) return t('stepper.speed-max');
  return sps === 1 ? t('stepper.speed-one') : t('stepper.speed-many', { sps });
}

/**
 * Writes the controls every puzzle's stepper has from its state (`step` a view, `playing`,
 * `hunting`, `seekTarget`, `speed`, `pauseAtSolution`, `totalSteps`): the buttons, speed,
 * timeline, step count and the event line, which shows `eventText` unless a seek or a
 * search for the next solution is under way. `els` holds the elements by name (play,
 * stepForward, stepBack, nextSolution, speed, speedValue, pauseAtSolution, timeline,
 * timelineRow, timelineValue, timelineNote, event, and stepCount unless a counters view
 * writes it: views/stepper-counters.js); `timelineUnknown` is the
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
  if (els.stepCount) setText(els.stepCount, String(view.step));
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

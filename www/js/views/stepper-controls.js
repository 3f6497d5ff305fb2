//! The stepper's controls for any puzzle: back / step / play / reset with Step the one
//! filled button, the event line (the lesson's focal sentence), the speed and the
//! timeline, and behind the panel's More (views/more.js) the coarse steps (next solution,
//! placements, backtracks, run to row k), the search mode (and the puzzle's own options)
//! and pause at each solution. Parameterised by the puzzle (its words, its event line:
//! puzzles/<id>/puzzle.js) and a testid prefix (the page's, '' for the default puzzle).

import {
  el, button, hooks, setText,
} from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { formatDuration, formatEstimate, groupDigits } from '../lib/format.js';
import { DEFAULT_SPEED, SPEEDS } from '../engine/search-loop.js';
import { rangeRow, renderLabels } from './range-row.js';
import { createMore } from './more.js';

/** Play's events are read out by screen readers up to this many steps per second. */
export const ANNOUNCE_MAX_SPS = 4;

function speedLabel(index) {
  const sps = SPEEDS[index];
  if (sps === Infinity) return t('stepper.speed-max');
  return t('stepper.speed-rate', { sps });
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
function renderControls(els, state, eventText, timelineUnknown, maxDepth) {
  const view = state.step;
  const busy = state.playing || state.hunting || state.seekTarget !== null;
  setText(els.play, t(busy ? 'stepper.pause' : 'stepper.play'));
  els.play.setAttribute('aria-pressed', String(busy));
  els.play.disabled = view.finished && !busy;
  els.stepForward.disabled = view.finished;
  els.stepBack.disabled = view.step === 0;
  els.nextSolution.disabled = view.finished;
  renderCoarse(els, view, maxDepth);
  els.speed.value = String(state.speed);
  els.pauseAtSolution.checked = state.pauseAtSolution;
  setText(els.speedValue, speedLabel(state.speed));
  els.speed.setAttribute('aria-valuetext', speedLabel(state.speed));
  renderTimeline(els, state, timelineUnknown);

  let text = eventText;
  if (state.seekTarget !== null && view.step <= state.seekTarget) {
    const pct = Math.floor((100 * view.step) / state.seekTarget);
    const target = state.seekTarget;
    text = state.seekEta === null ? t('stepper.going-to', { target, pct })
      : t('stepper.going-to-eta', { target, pct, time: formatDuration(state.seekEta) });
  } else if (state.seekTarget !== null) {
    text = t('stepper.going-back', { target: state.seekTarget, step: view.step });
  } else if (state.hunting) {
    const solution = !state.hunt || state.hunt.kind === 'solution';
    text = t(solution ? 'stepper.hunting' : 'stepper.searching', { step: view.step });
  }
  setText(els.event, text);
  renderSeekAsk(els, state.seekAsk);
  // An event line that is itself a live region (`liveEvent`) is read out only at slow
  // speeds (ANNOUNCE_MAX_SPS), as a puzzle's own announcer does.
  if (els.event.hasAttribute('aria-live')) {
    const slow = state.playing && SPEEDS[state.speed] <= ANNOUNCE_MAX_SPS;
    els.event.setAttribute('aria-live', !busy || slow ? 'polite' : 'off');
  }
  if (els.stepCount) setText(els.stepCount, String(view.step));
}

/**
 * The question a long seek asks before going on (engine/search-loop.js `seekAsk`): how
 * long it would take at the rate measured, Go on or Stop here.
 */
function buildSeekAsk(p, labels) {
  const text = el('p', { className: 'seek-prompt-text', ...hooks(p, 'seek-prompt-text'), id: `${p}seek-prompt-text` });
  const goOn = button(`${p}seek-continue`, { hook: 'seek-continue', className: 'step-button primary' });
  const stop = button(`${p}seek-cancel`, { hook: 'seek-cancel', className: 'step-button' });
  labels.push([goOn, 'stepper.seek-go-on'], [stop, 'stepper.seek-stop']);
  const prompt = el('div', {
    className: 'seek-prompt', ...hooks(p, 'seek-prompt'), role: 'group', 'aria-labelledby': `${p}seek-prompt-text`, hidden: true,
  }, text, el('div', { className: 'buttons' }, goOn, stop));
  return {
    seekPrompt: prompt, seekPromptText: text, seekGoOn: goOn, seekStop: stop,
  };
}

function renderSeekAsk(els, ask) {
  els.seekPrompt.hidden = !ask;
  if (!ask) return;
  els.seekPrompt.dataset.etaSeconds = String(Math.round(ask.etaMs / 1000));
  setText(els.seekPromptText, t('stepper.seek-ask', {
    target: groupDigits(ask.target), time: formatDuration(ask.etaMs), rate: formatEstimate(ask.stepsPerSecond),
  }));
}

function buildButtons(p, words, labels) {
  const b = (name, key, shortcut, className = 'step-button') => {
    const node = button(`${p}${name}`, {
      hook: name, id: `${p}${name}`, className, 'aria-keyshortcuts': shortcut,
    });
    if (key) labels.push([node, key]);
    return node;
  };
  const els = {
    // Step is the lesson's one filled button, Play tonal, Back and Reset outlined.
    stepBack: b('step-back', words.back, 'ArrowLeft'),
    stepForward: b('step-forward', words.step, 'ArrowRight', 'step-button primary'),
    play: b('play', null, 'Space', 'step-button tonal play-button'),
    reset: b('reset', words.reset, 'Home'),
  };
  els.group = el('div', { className: 'buttons', role: 'group' }, els.stepBack, els.stepForward, els.play, els.reset);
  labels.push([els.group, words.controls, 'aria-label']);
  return els;
}

/**
 * The coarser steps: the next solution, previous / next placement, previous / next
 * backtrack, and "run to depth k" (in the puzzle's words, `runTo`), a select of the depths
 * and a button.
 */
function buildCoarse(p, words, labels, els) {
  const b = (name, key) => {
    const node = button(`${p}${name}`, { hook: name, id: `${p}${name}`, className: 'step-button coarse-button' });
    labels.push([node, key]);
    return node;
  };
  Object.assign(els, {
    nextSolution: b('next-solution', words.nextSolution),
    prevPlacement: b('prev-placement', words.prevPlacement),
    nextPlacement: b('next-placement', words.nextPlacement),
    prevBacktrack: b('prev-backtrack', words.prevBacktrack),
    nextBacktrack: b('next-backtrack', words.nextBacktrack),
    runTo: b('run-to-row', words.runTo),
    runToDepth: el('select', { id: `${p}run-to-row-k`, ...hooks(p, 'run-to-row-k') }),
  });
  const depthLabel = el('label', { className: 'sr-only', for: `${p}run-to-row-k` });
  labels.push([depthLabel, words.runToDepth]);
  els.coarse = el(
    'div',
    { className: 'buttons coarse-buttons', role: 'group' },
    els.nextSolution, els.prevPlacement, els.nextPlacement, els.prevBacktrack, els.nextBacktrack,
    el('span', { className: 'run-to' }, els.runTo, depthLabel, els.runToDepth),
  );
  labels.push([els.coarse, words.coarse, 'aria-label']);
}

/** The coarse buttons' state and the depths 1..max of "run to row k" (rebuilt when max changes). */
function renderCoarse(els, view, max) {
  els.prevPlacement.disabled = view.step === 0;
  els.prevBacktrack.disabled = view.step === 0;
  els.nextPlacement.disabled = view.finished;
  els.nextBacktrack.disabled = view.finished;
  els.runTo.disabled = view.finished;
  if (els.runToDepth.options.length !== max) {
    const keep = Number(els.runToDepth.value) || max;
    els.runToDepth.replaceChildren(
      ...Array.from({ length: max }, (_, i) => el('option', { value: String(i + 1), text: String(i + 1) })),
    );
    els.runToDepth.value = String(Math.min(keep, max));
  }
}

function buildSliders(p, words, labels, els, { extras, liveEvent }) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const speed = rangeRow(`${p}speed`, hooks(p, 'speed'), 0, SPEEDS.length - 1, DEFAULT_SPEED);
  const timeline = rangeRow(`${p}timeline`, hooks(p, 'timeline'), 0, 0, 0);
  speed.output.classList.add('wide-output');
  timeline.output.classList.add('wide-output');
  Object.assign(els, {
    speed: speed.input,
    speedValue: speed.output,
    timeline: timeline.input,
    timelineRow: timeline.row,
    timelineValue: timeline.output,
    timelineNote: el('p', { className: 'note timeline-note', ...hooks(p, 'timeline-note'), hidden: true }),
    modeAll: text('option', words.modeAll, { value: 'all' }),
    modeFirst: text('option', words.modeFirst, { value: 'first' }),
    pauseAtSolution: el('input', { type: 'checkbox', ...hooks(p, 'pause-at-solution') }),
    event: el('p', {
      className: 'event', id: `${p}event`, ...hooks(p, 'event'), 'aria-live': liveEvent ? 'polite' : null,
    }),
  });
  els.mode = el('select', { id: `${p}search-mode`, ...hooks(p, 'search-mode') }, els.modeAll, els.modeFirst);
  return {
    // The media bar's sliders, in view with the buttons.
    media: [
      text('label', words.speed, { for: `${p}speed` }), speed.row,
      text('label', words.timeline, { for: `${p}timeline` }), timeline.row, els.timelineNote,
    ],
    // The options, behind More with the coarse steps.
    options: [
      el('div', { className: 'search-options' }, text('label', words.mode, { for: `${p}search-mode` }), els.mode, ...extras.options),
      el('label', { className: 'check' }, els.pauseAtSolution, ' ', text('span', words.pauseAtSolution)),
      ...extras.checks,
    ],
  };
}

/** Phones: the dock is pinned to the screen (stepper.css); this width says when. */
const PINNED_DOCK = '(max-width: 860px)';

/**
 * On a phone, a tap on the pinned dock's buttons brings `target` (the board) back into
 * view when less than 60% of it is on screen, so the step's effect is seen.
 */
function revealOnTap(dock, target) {
  dock.addEventListener('click', (event) => {
    if (!event.target.closest('button') || !window.matchMedia(PINNED_DOCK).matches) return;
    const board = target();
    if (!board) return;
    const box = board.getBoundingClientRect();
    const seen = Math.min(box.bottom, window.innerHeight - dock.offsetHeight) - Math.max(box.top, 0);
    if (seen < 0.6 * box.height) board.scrollIntoView({ block: 'start', behavior: 'instant' });
  });
}

function wire(els, actions) {
  els.stepBack.addEventListener('click', () => actions.back());
  els.stepForward.addEventListener('click', () => actions.step());
  els.play.addEventListener('click', () => actions.playPause());
  els.nextSolution.addEventListener('click', () => actions.nextSolution());
  els.reset.addEventListener('click', () => actions.reset());
  els.seekGoOn.addEventListener('click', () => actions.seekGoOn());
  els.seekStop.addEventListener('click', () => actions.seekStop());
  els.prevPlacement.addEventListener('click', () => actions.coarse(false, 'place', 0));
  els.nextPlacement.addEventListener('click', () => actions.coarse(true, 'place', 0));
  els.prevBacktrack.addEventListener('click', () => actions.coarse(false, 'remove', 0));
  els.nextBacktrack.addEventListener('click', () => actions.coarse(true, 'remove', 0));
  els.runTo.addEventListener('click', () => actions.coarse(true, 'place', Number(els.runToDepth.value)));
  els.timeline.addEventListener('input', () => actions.seek(Number(els.timeline.value)));
  els.speed.addEventListener('input', () => actions.setSpeed(Number(els.speed.value)));
  els.pauseAtSolution.addEventListener('change', () => actions.setPauseAtSolution(els.pauseAtSolution.checked));
  els.mode.addEventListener('change', () => actions.setMode(els.mode.value === 'all'));
}

/**
 * What the shared controls read: a puzzle's stepper slice (app/state.js `idleStepper`:
 * the search loop's report) with the puzzle's settings `{ speed, pauseAtSolution,
 * allSolutions, eventText? }`.
 */
export function controlsState(slice, settings) {
  return {
    step: slice.snapshot,
    playing: slice.playing,
    hunting: slice.hunting,
    hunt: slice.hunt,
    seekTarget: slice.seekTarget,
    seekEta: slice.seekEta ?? null,
    seekAsk: slice.seekAsk ?? null,
    totalSteps: { total: slice.total, totalPending: slice.totalPending },
    ...settings,
  };
}

/**
 * Appends the controls to `root` (a panel). `puzzle` gives `words` (i18n keys),
 * `describeEvent(snapshot)`, `timelineUnknown(snapshot)` and `maxDepth(snapshot)` (the
 * deepest "run to row k" offers); `testidPrefix` prefixes every
 * testid and id; `actions` = { back, step, playPause, nextSolution, reset, seek(k),
 * coarse(forward, kind ('place' | 'remove'), depth (0: any)),
 * setSpeed(index), setPauseAtSolution(on), setMode(allSolutions) }; `extras` = { options:
 * [nodes after the mode select], checks: [nodes after the pause check box] } (the puzzle's
 * own options, drawn by their own view); `liveEvent`: whether the event line is itself a
 * polite live region (false when the puzzle has an announcer of its own instead); `reveal`
 * () → the board element, brought back into view by a tap on the pinned dock (phones).
 * Returns `{ els, render(stepper) }` (`els.slot`: where the puzzle mounts its counters,
 * right under the event line; `els.logSlot`: where it mounts its event log, at the
 * panel's end; `els.more`: the panel's More, views/more.js), `stepper` holding `{ step
 * (snapshot), playing, hunting, hunt (the coarse step under way, engine/search-loop.js),
 * seekTarget, eventText (optional: the event line's text instead of the puzzle's words for
 * the step), totalSteps, speed, pauseAtSolution, allSolutions }`.
 */
export function createStepperControlsView(root, {
  puzzle, testidPrefix: p, actions, extras = { options: [], checks: [] }, liveEvent = true, reveal = null,
}) {
  const labels = [];
  const els = buildButtons(p, puzzle.words, labels);
  buildCoarse(p, puzzle.words, labels, els);
  const settings = buildSliders(p, puzzle.words, labels, els, { extras, liveEvent });
  // What a step changes comes first (buttons, the event, then `slot`: the puzzle's
  // counters), then the speed and the timeline with the panel's More (the coarse steps and
  // the options), the event log last, so the lesson's essentials sit together at the top.
  els.slot = el('div', { className: 'stepper-slot' });
  els.logSlot = el('div', { className: 'stepper-log' });
  els.more = createMore(hooks(p, 'stepper-more'), 'more.stepper', els.coarse, ...settings.options);
  // On phones the dock (buttons and event) is pinned to the bottom of the screen (stepper.css).
  Object.assign(els, buildSeekAsk(p, labels));
  els.dock = el('div', { className: 'stepper-dock' }, els.group, els.event, els.seekPrompt);
  const media = el('div', { className: 'stepper-settings' }, ...settings.media, els.more.root);
  root.append(els.dock, els.slot, media, els.logSlot);
  wire(els, actions);
  if (reveal) revealOnTap(els.dock, reveal);
  return {
    els,
    render(stepper) {
      renderLabels(labels);
      els.more.render();
      renderControls(
        els, stepper, stepper.eventText ?? puzzle.describeEvent(stepper.step), puzzle.timelineUnknown(stepper.step), puzzle.maxDepth(stepper.step),
      );
      els.mode.value = stepper.allSolutions ? 'all' : 'first';
    },
  };
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

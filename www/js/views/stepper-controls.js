//! The stepper's controls for any puzzle: back / step / play / next solution / reset, the
//! speed, the timeline with its note, the search mode, pause at each solution and the event
//! line. Parameterised by the puzzle (its words, its event line: puzzles/*.js) and a testid
//! prefix ('knight-' for the knight, '' for the queens' names).

import { el, button } from '../lib/dom.js';
import { DEFAULT_SPEED, SPEEDS } from '../engine/search-loop.js';
import { rangeRow, renderLabels } from './range-row.js';
import { renderControls } from './stepper-panel.js';

function buildButtons(p, words, labels) {
  const b = (name, key, shortcut, className) => {
    const node = button(`${p}${name}`, { id: `${p}${name}`, className, 'aria-keyshortcuts': shortcut });
    if (key) labels.push([node, key]);
    return node;
  };
  const els = {
    stepBack: b('step-back', words.back, 'ArrowLeft'),
    stepForward: b('step-forward', words.step, 'ArrowRight'),
    play: b('play', null, 'Space', p ? `primary ${p}play` : 'primary'),
    nextSolution: b('next-solution', words.nextSolution),
    reset: b('reset', words.reset, 'Home'),
  };
  els.group = el('div', { className: 'buttons', role: 'group' }, els.stepBack, els.stepForward, els.play, els.nextSolution, els.reset);
  labels.push([els.group, words.controls, 'aria-label']);
  return els;
}

function buildSliders(p, words, labels, els) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const speed = rangeRow(`${p}speed`, `${p}speed`, 0, SPEEDS.length - 1, DEFAULT_SPEED);
  const timeline = rangeRow(`${p}timeline`, `${p}timeline`, 0, 0, 0);
  speed.output.classList.add('wide-output');
  timeline.output.classList.add('wide-output');
  Object.assign(els, {
    speed: speed.input,
    speedValue: speed.output,
    timeline: timeline.input,
    timelineRow: timeline.row,
    timelineValue: timeline.output,
    timelineNote: el('p', { className: 'note timeline-note', testid: `${p}timeline-note`, hidden: true }),
    modeAll: text('option', words.modeAll, { value: 'all' }),
    modeFirst: text('option', words.modeFirst, { value: 'first' }),
    pauseAtSolution: el('input', { type: 'checkbox', testid: `${p}pause-at-solution` }),
    event: el('p', { className: 'event', testid: `${p}event`, 'aria-live': 'polite' }),
  });
  els.mode = el('select', { id: `${p}search-mode`, testid: `${p}search-mode` }, els.modeAll, els.modeFirst);
  return [
    text('label', words.speed, { for: `${p}speed` }), speed.row,
    text('label', words.timeline, { for: `${p}timeline` }), timeline.row, els.timelineNote,
    el('div', { className: 'search-options' }, text('label', words.mode, { for: `${p}search-mode` }), els.mode),
    el('label', { className: 'check' }, els.pauseAtSolution, ' ', text('span', words.pauseAtSolution)),
    els.event,
  ];
}

function wire(els, actions) {
  els.stepBack.addEventListener('click', () => actions.back());
  els.stepForward.addEventListener('click', () => actions.step());
  els.play.addEventListener('click', () => actions.playPause());
  els.nextSolution.addEventListener('click', () => actions.nextSolution());
  els.reset.addEventListener('click', () => actions.reset());
  els.timeline.addEventListener('input', () => actions.seek(Number(els.timeline.value)));
  els.speed.addEventListener('input', () => actions.setSpeed(Number(els.speed.value)));
  els.pauseAtSolution.addEventListener('change', () => actions.setPauseAtSolution(els.pauseAtSolution.checked));
  els.mode.addEventListener('change', () => actions.setMode(els.mode.value === 'all'));
}

/**
 * Appends the controls to `root` (a panel). `puzzle` gives `words` (i18n keys),
 * `describeEvent(snapshot)` and `timelineUnknown(snapshot)`; `testidPrefix` prefixes every
 * testid and id; `actions` = { back, step, playPause, nextSolution, reset, seek(k),
 * setSpeed(index), setPauseAtSolution(on), setMode(allSolutions) }.
 * Returns `{ els, render(stepper) }`, `stepper` holding `{ step (snapshot), playing,
 * hunting, seekTarget, totalSteps, speed, pauseAtSolution, allSolutions }`.
 */
export function createStepperControlsView(root, { puzzle, testidPrefix: p, actions }) {
  const labels = [];
  const els = buildButtons(p, puzzle.words, labels);
  root.append(els.group, ...buildSliders(p, puzzle.words, labels, els));
  wire(els, actions);
  return {
    els,
    render(stepper) {
      renderLabels(labels);
      renderControls(els, stepper, puzzle.describeEvent(stepper.step), puzzle.timelineUnknown(stepper.step));
      els.mode.value = stepper.allSolutions ? 'all' : 'first';
    },
  };
}

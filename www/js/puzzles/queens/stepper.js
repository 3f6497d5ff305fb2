//! The N-Queens stepper panel: the shared controls and counters (stepper-controls.js,
//! stepper-counters.js) with the queens' own options (the check method, shading the
//! attacked squares), the screen readers' announcer, the comparisons note, the keys and,
//! above the slider's range, the note that replaces the panel.

import { el, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { isHuge } from './state.js';
import { boardInstead } from './state.js';
import { controlsState, createStepperControlsView } from '../../views/stepper-controls.js';
import { createCountersView } from '../../views/stepper-counters.js';
import { createEventLogView } from '../../views/event-log.js';
import { renderLabels } from '../../views/range-row.js';

/** The queens' own options: the check method select and the shading check box. */
function buildOptions(labels, actions) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const method = el(
    'select',
    { id: 'check-method', testid: 'check-method' },
    text('option', 'stepper.method-flags', { value: 'flags' }),
    text('option', 'stepper.method-scan', { value: 'scan' }),
  );
  const shade = el('input', { type: 'checkbox', id: 'shade-attacks', testid: 'shade-attacks' });
  method.addEventListener('change', () => actions.setCheckMethod(method.value === 'scan' ? 'scan' : 'flags'));
  shade.addEventListener('change', () => actions.setShadeAttacks(shade.checked));
  return {
    method,
    shade,
    options: [text('label', 'stepper.method', { for: 'check-method' }), method],
    checks: [el('label', { className: 'check' }, shade, ' ', text('span', 'stepper.shade-attacks'))],
  };
}

/**
 * The event line while the board shows something other than the search (a solution, the
 * visitor's placement, or no queen): what it shows, and where the search is, so the board
 * and the event line agree. Undefined while it shows the search, and at step 0 on an empty
 * board (the search's own "Ready" is true there).
 */
function insteadText(state) {
  const { step, n } = state.steppers.queens.snapshot;
  const instead = boardInstead(state);
  if (!instead || (step === 0 && instead === 'empty')) return undefined;
  return step === 0 ? t(`event.ready-${instead}-shown`, { n }) : t(`event.${instead}-shown-step`, { step });
}

/** The state as the shared controls read it (the search's report, spread). */
function queensControls(state) {
  return controlsState(state.steppers.queens, {
    speed: state.speed,
    pauseAtSolution: state.pauseAtSolution,
    allSolutions: state.allSolutions,
    eventText: insteadText(state),
  });
}

/**
 * Fills `section` (the stepper's panel, labelled by `stepper-heading`) for `puzzle` (the
 * queens' puzzles/queens/puzzle.js `queensPuzzle`); `actions` as createStepperControlsView's plus
 * { setCheckMethod('flags' | 'scan'), setShadeAttacks(on) }. Returns `{ els, announcer,
 * render(state) }`: `els` the controls' elements (for the page's keys), `announcer` the
 * live region's element (puzzles/queens/announcer.js writes it).
 */
export function createQueensStepperView(section, { puzzle, actions }) {
  const labels = [];
  const heading = el('h2', { id: 'stepper-heading' });
  const limit = el('p', { className: 'note limit-note', testid: 'stepper-limit', hidden: true });
  labels.push([heading, puzzle.words.heading]);
  section.setAttribute('aria-labelledby', 'stepper-heading');
  section.append(heading, limit);
  const own = buildOptions(labels, actions);
  const controls = createStepperControlsView(section, {
    puzzle, testidPrefix: '', actions, extras: own, liveEvent: false,
    reveal: () => document.querySelector('[data-testid="board"]:not(.is-hidden)'),
  });
  const log = createEventLogView(controls.els.logSlot, { puzzle, testidPrefix: '', actions });
  const announcer = el('p', {
    className: 'sr-only', testid: 'announcer', 'aria-live': 'polite', 'aria-atomic': 'true',
  });
  section.append(announcer);
  const counters = createCountersView(controls.els.slot, { puzzle, testidPrefix: '' });
  const note = el('p', { className: 'note comparisons-note', testid: 'comparisons-note' });
  section.append(note, el('p', { className: 'note keys-note', text: '' }));
  labels.push([section.lastChild, 'stepper.keys']);
  return {
    els: controls.els,
    announcer,
    render(state) {
      const huge = isHuge(state);
      const off = huge || !state.steppers.queens.snapshot;
      section.classList.toggle('unavailable', off);
      limit.hidden = !huge;
      setText(limit, huge ? t('limit.stepper', { n: groupDigits(state.n), max: state.limits.sliderMaxN }) : '');
      renderLabels(labels);
      if (off) return;
      controls.render(queensControls(state));
      log.render(state.steppers.queens.recent);
      own.method.value = state.method;
      own.shade.checked = state.shadeAttacks;
      counters.render(state.steppers.queens.snapshot, { method: state.method });
      setText(note, t(state.method === 'scan' ? 'stepper.comparisons-scan' : 'stepper.comparisons-flags'));
    },
  };
}

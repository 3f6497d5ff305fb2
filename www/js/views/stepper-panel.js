//! A puzzle's stepper panel: its heading, the shared controls (views/stepper-controls.js),
//! the event log (views/event-log.js) and the counters (views/stepper-counters.js), all
//! parameterised by the puzzle and its testids' prefix.

import { el } from '../lib/dom.js';
import { createStepperControlsView } from './stepper-controls.js';
import { createCountersView } from './stepper-counters.js';
import { createEventLogView } from './event-log.js';

/**
 * The panel of `puzzle` (puzzles/contract.js), its testids and ids prefixed `prefix`
 * (`<prefix>stepper-heading`); `reveal()` gives the figure a step brings into view.
 * The heading's words go in `labels` ([element, i18n key], the view's to render).
 * Returns `{ section, controls, log, counters }`.
 */
export function createStepperPanel(labels, {
  puzzle, prefix, actions, reveal,
}) {
  const heading = el('h2', { id: `${prefix}stepper-heading` });
  labels.push([heading, puzzle.words.heading]);
  const section = el('section', { className: 'panel stepper-panel', 'aria-labelledby': heading.id }, heading);
  const controls = createStepperControlsView(section, {
    puzzle, testidPrefix: prefix, actions, reveal,
  });
  const log = createEventLogView(controls.els.logSlot, { puzzle, testidPrefix: prefix, actions });
  const counters = createCountersView(controls.els.slot, { puzzle, testidPrefix: prefix });
  return {
    section, controls, log, counters,
  };
}

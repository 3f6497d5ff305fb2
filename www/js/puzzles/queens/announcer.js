//! The polite live region that reads the stepper's events out: after Step, Back, Reset
//! and Next solution (each counted in `state.announce`), and during Play at up to
//! ANNOUNCE_MAX_SPS steps per second. Faster play, seeks and the timeline stay quiet: a
//! screen reader could not keep up.

import { setText } from '../../lib/dom.js';
import { SPEEDS } from '../../engine/search-loop.js';
import { isBusy } from '../../app/state.js';
import { spokenEvent } from './puzzle.js';
import { ANNOUNCE_MAX_SPS } from '../../views/stepper-controls.js';

/** The announcer over `el` (testid `announcer`); `formatLine` is the wasm `format_line`. */
export function createAnnouncer(el, formatLine) {
  /** The last `state.announce` read out, and the step it was at. */
  let heard = 0;
  let lastStep = null;
  /** The language of the text in the region ('' when empty). */
  let spoken = '';
  return {
    render(state) {
      // Words of the old language leave with a switch (quietly: a removal is not read out).
      if (spoken !== '' && spoken !== state.lang) {
        setText(el, '');
        spoken = '';
      }
      const search = state.steppers.queens;
      const snapshot = search.snapshot;
      if (!snapshot) return;
      const slowPlay = search.playing && SPEEDS[state.speed] <= ANNOUNCE_MAX_SPS;
      const asked = state.announce !== heard;
      if (!slowPlay && (isBusy(search) || !asked)) return;
      heard = state.announce;
      if (snapshot.step === lastStep && !asked) return;
      lastStep = snapshot.step;
      setText(el, spokenEvent(snapshot, formatLine));
      spoken = state.lang;
    },
  };
}

//! The stepper's intents for any puzzle: Step, Back, Play / Pause, Next solution, a coarse
//! step, Reset and a seek, on the puzzle's search loop (engine/search-loop.js). Each puzzle
//! wraps them with what it does first (the queens put the board in the stepper view, the
//! knight drops a shown path), so both puzzles' controls behave the same.

import { isBusy } from './state.js';

/**
 * The intents over `search` (a search loop) and `slice()` (its stepper slice, app/state.js
 * `idleStepper`). `show(announce)` runs before each (it shows the search; `announce`: the
 * step it settles on is read out), `size()` is what Reset rebuilds the search for.
 */
export function stepperIntents({
  search, slice, show, size,
}) {
  const at = () => slice().snapshot;
  return {
    step() {
      show(true);
      if (!at()?.finished) search.step();
    },
    back() {
      show(true);
      if (at()?.step > 0) search.back();
    },
    nextSolution() {
      show(true);
      if (!at()?.finished) search.nextSolution();
    },
    /** Forward or back to the next / previous event of `kind`, a placement at `depth` when > 0. */
    coarse(forward, kind, depth) {
      show(true);
      search.coarse(forward, kind, depth);
    },
    reset() {
      show(true);
      search.reset(size());
    },
    seek(k) {
      show(false);
      search.seek(k);
    },
    /** Goes on with a long seek that stopped to ask (its estimate was past a few minutes). */
    seekGoOn() {
      show(false);
      search.goOn();
    },
    /** Leaves the long seek that asked: the search stays at the step it reached. */
    seekStop() {
      search.pause();
    },
    playPause() {
      if (isBusy(slice())) {
        search.pause();
      } else if (!at()?.finished) {
        show(false);
        search.play();
      }
    },
  };
}

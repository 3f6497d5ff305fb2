//! The stepper's intents for any puzzle: Step, Back, Play / Pause, Next solution, a coarse
//! step, Reset and a seek, on the puzzle's search loop (engine/search-loop.js). Each puzzle
//! wraps them with what it does first (for example, put the board back in the stepper
//! view, or drop a path it shows), so every puzzle's controls behave the same.

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
  // An embedded search kept to a looping range goes on past its end (engine/search-loop.js `setRange`).
  const goesOn = () => !at()?.finished || Boolean(search.range?.loop);
  return {
    step() {
      show(true);
      if (goesOn()) search.step();
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
      } else if (goesOn()) {
        show(false);
        search.play();
      }
    },
    /**
     * An embed link's range, speed and autoplay (app/view-route.js `embedOptions`);
     * `setSpeed(index)` records the speed in the state. Autoplay shows the search (from a
     * solution or a path the link opened too) and plays it, as Play does.
     */
    embed(options, setSpeed) {
      embedSearch(search, options, setSpeed);
      if (options.autoplay && goesOn()) {
        show(false);
        search.play();
      }
    },
  };
}

/**
 * The controls' actions for a stepper page (app/stepper-page.js): each of `shared`
 * (stepperIntents) runs after `userAction()` and is drawn at once (`store.flush()`); the
 * speed and "pause at each solution" go to `search` and, with `change(patch)`, into the
 * puzzle's slice.
 */
export function controlIntents(shared, { store, userAction, search, change }) {
  const intent = userIntent(store, userAction);
  return {
    step: intent(shared.step),
    back: intent(shared.back),
    nextSolution: intent(shared.nextSolution),
    coarse: intent(shared.coarse),
    reset: intent(shared.reset),
    seek: intent(shared.seek),
    seekGoOn: intent(shared.seekGoOn),
    seekStop: intent(shared.seekStop),
    playPause: intent(shared.playPause),
    setSpeed(index) {
      search.setSpeed(index);
      change({ speed: index });
      store.flush();
    },
    setPauseAtSolution(on) {
      search.setPauseAtSolution(on);
      change({ pauseAtSolution: on });
      store.flush();
    },
    /** An embed link's range, speed and autoplay (app/view-route.js `embedOptions`); drawn by the caller. */
    embed(options) {
      shared.embed(options, (speed) => change({ speed }));
    },
  };
}

/** `intent(run)`: `run` as a user's action: `userAction()` first, drawn at once after. */
export function userIntent(store, userAction) {
  return (run) => (...args) => {
    userAction();
    run(...args);
    store.flush();
  };
}

/**
 * Keeps `search` (a search loop) to an embed link's range `{ from, to, loop }` and sets its
 * `speed` (an index of SPEEDS, or null to keep it; `setSpeed(index)` records it in the
 * state).
 */
function embedSearch(search, {
  from, to, loop, speed,
}, setSpeed) {
  search.setRange(from === null && to === null && !loop ? null : { from, to, loop });
  if (speed !== null) {
    search.setSpeed(speed);
    setSpeed(speed);
  }
}

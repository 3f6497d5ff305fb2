//! The stepper's actions: Step, Back, Play / Pause, Reset, Next solution, the timeline,
//! speed, mode and checking method, shading, the tree. Each moves the search loop (which
//! reports its new snapshot through the store) and puts the board in the stepper view.

import { stepperIntents } from '../../app/stepper-intents.js';
import { isHuge } from './state.js';

/** Settings, not the board: the feedback on the page stays (app/actions.js `bindActions`). */
export const KEEP_FEEDBACK = ['setSpeed', 'setPauseAtSolution', 'setShadeAttacks', 'setTreeStyle'];
/** A link's, not the visitor's: its message stays. */
export const QUIET_ACTIONS = ['embedSearch'];

/** The board shows the search, and the next settled step is read out. */
function toStepper(ctx, announce) {
  const patch = { view: 'stepper' };
  if (announce) patch.announce = ctx.store.state.announce + 1;
  ctx.store.update(patch);
}

/** The shared stepper intents (app/stepper-intents.js) on the queens' search. */
function intents(ctx) {
  return stepperIntents({
    search: ctx.search,
    slice: () => ctx.store.state.steppers.queens,
    show: (announce) => toStepper(ctx, announce),
    size: () => ctx.store.state.n,
  });
}

export function stepForward(ctx) {
  intents(ctx).step();
}

export function stepBack(ctx) {
  intents(ctx).back();
}

export function togglePlay(ctx) {
  intents(ctx).playPause();
}

/**
 * An embed link's range, speed and autoplay (app/view-route.js `embedOptions`) on the
 * search; autoplay shows it and plays, unless N is above the stepper's range. An index
 * link's solution that waits for the tools module (actions.js applyIndexLink) is shown first.
 */
export function embedSearch(ctx, options) {
  if (ctx.indexLinkPending) {
    ctx.indexLinkPending.then(() => embedSearch(ctx, options));
    return;
  }
  const autoplay = options.autoplay && !isHuge(ctx.store.state);
  intents(ctx).embed({ ...options, autoplay }, (speed) => ctx.store.update({ speed }));
}

export function resetSearch(ctx) {
  if (ctx.store.state.panicked) {
    window.location.reload();
    return;
  }
  intents(ctx).reset();
}

export function nextSolution(ctx) {
  intents(ctx).nextSolution();
}

/**
 * A coarse step: forward or back to the next / previous event of `kind` ('place',
 * 'remove'), a placement in row `depth` when > 0 (engine/search-loop.js `coarse`).
 */
export function coarseStep(ctx, forward, kind, depth) {
  intents(ctx).coarse(forward, kind, depth);
}

/** The timeline, a tree node or the event log: go to step `k`. */
export function seekStep(ctx, k) {
  intents(ctx).seek(k);
}

/** The long seek's question: go on, or stay at the step reached (engine/search-loop.js `seekAsk`). */
export function seekGoOn(ctx) {
  intents(ctx).seekGoOn();
}

export function seekStop(ctx) {
  intents(ctx).seekStop();
}

export function setSpeed(ctx, speed) {
  ctx.store.update({ speed });
  ctx.search.setSpeed(speed);
}

export function setPauseAtSolution(ctx, on) {
  ctx.store.update({ pauseAtSolution: on });
  ctx.search.setPauseAtSolution(on);
}

/** All solutions (true) or the first only (false); the search restarts at the same step. */
export function setSearchMode(ctx, allSolutions) {
  toStepper(ctx, false);
  ctx.store.update({ allSolutions });
  ctx.search.configure({ allSolutions });
}

/** The checking method, 'flags' or 'scan'; the search restarts at the same step. */
export function setCheckMethod(ctx, method) {
  toStepper(ctx, false);
  ctx.store.update({ method });
  ctx.search.configure({ method });
}

export function setShadeAttacks(ctx, on) {
  ctx.store.update({ shadeAttacks: on });
}

/** Draw the tree as compact strips ('strips') or as a node-link tree ('nodes', small trees). */
export function setTreeStyle(ctx, style) {
  ctx.store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
}

/** Draw the solution-space tree for N = 7, 8 (smaller N show it anyway). */
export function showTree(ctx) {
  ctx.store.update({ treeWanted: true });
}

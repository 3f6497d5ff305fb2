//! Play mode's slice of the state (`state.play`) and the attacks of a placement: what the
//! play actions (puzzles/queens/play-actions.js) and play mode's own code, fetched on first
//! use (puzzles/queens/play-mode.js), both change and read.

import { attackPairs } from './placement.js';

/** Every attacking pair of a (partial) placement, `[{ row_a, col_a, row_b, col_b, line }]`. */
export function attackList(ctx, cols) {
  return attackPairs(ctx.wasm.attacks(Uint32Array.from(cols)));
}

/** Merges `patch` into the play slice (`state.play`). */
export function setPlay(ctx, patch) {
  ctx.store.update({ play: { ...ctx.store.state.play, ...patch } });
}

//! Play mode's own actions (issue 20: fetched the first time one is used, through
//! lib/lazy.js `lazyActions` in puzzles/queens/entry.js): a square clicked (place, move
//! within the row, remove), Clear, Check and Hint. Plain functions of the page context
//! `ctx`, bound like the others (app/actions.js `bindActions`).

import { groupDigits } from '../../lib/format.js';
import { checkPlacement, clickPlacement, emptyPlacement } from './placement.js';
import { attackList, setPlay } from './play-slice.js';

/** A click on square (row, col) in play mode (app/board-input.js sends it): place, move within the row, or remove. */
export function placeQueen(ctx, row, col) {
  const { state } = ctx.store;
  if (state.view !== 'play') return;
  ctx.hinter.cancel();
  setPlay(ctx, { cols: clickPlacement(state.play.cols, row, col), result: null, busy: false });
}

/** Clear: the visitor empties the board, for good (the kept placement of this N goes too). */
export function clearBoard(ctx) {
  ctx.hinter.cancel();
  const { state } = ctx.store;
  const playKept = { ...state.playKept };
  delete playKept[state.n];
  ctx.store.update({ playKept });
  setPlay(ctx, { cols: emptyPlacement(state.n), result: null, busy: false });
}

/** Check: a solution (with its number, looked up), the attacking pairs, or how many queens are missing. */
export function checkBoard(ctx) {
  const { cols } = ctx.store.state.play;
  const result = checkPlacement(cols, attackList(ctx, cols), ctx.wasm.is_solution, ctx.wasm.format_line);
  setPlay(ctx, { result });
  if (result.kind !== 'solved') return;
  ctx.gallery.lookup(Uint32Array.from(cols)).then((answer) => {
    const { state } = ctx.store;
    if (!answer?.index || state.play.result !== result) return;
    const total = state.total === null ? null : groupDigits(state.total);
    setPlay(ctx, { result: { ...result, index: answer.index, total } });
  });
}

/**
 * Hint: a safe square that still leads to a solution (puzzles/queens/hint-client.js: a quick
 * bounded search on this thread, else the hint worker).
 */
export async function hint(ctx) {
  const { cols } = ctx.store.state.play;
  const pairs = attackList(ctx, cols);
  if (pairs.length > 0) {
    setPlay(ctx, { result: { kind: 'hint-conflict', pair: pairs[0] } });
    return;
  }
  if (cols.every((c) => c !== 0)) {
    setPlay(ctx, { result: { kind: 'hint-solved' } });
    return;
  }
  setPlay(ctx, { result: { kind: 'hint-working' }, busy: true });
  const answer = await ctx.hinter.hint(cols);
  const { state } = ctx.store;
  if (answer.cancelled || state.view !== 'play' || state.play.cols !== cols) return;
  setPlay(ctx, hintOutcome(cols, answer));
}

/** The play state after the hint worker's answer. */
function hintOutcome(cols, answer) {
  if (answer.hint) {
    const [row, col] = answer.hint;
    const next = cols.slice();
    next[row - 1] = col;
    return { cols: next, result: { kind: 'hint-placed', row, col }, busy: false };
  }
  if (answer.timeout) return { result: { kind: 'hint-slow' }, busy: false };
  if (answer.error !== undefined) return { result: { kind: 'hint-error', message: answer.error }, busy: false };
  // From the empty board, no hint means N has no solution: there is no queen to move.
  if (cols.every((c) => c === 0)) return { result: { kind: 'hint-no-solution' }, busy: false };
  return { result: { kind: 'hint-none' }, busy: false };
}

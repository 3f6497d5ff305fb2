//! The overview of a huge board (N above SVG_QUEENS_MAX_N): its zoom and pan, and its
//! text file. Both live in the state, tied to the solution they were made for, so a new
//! solution shows the whole board and never an old file.

import { textBlob } from './solution-text.js';
import { SVG_QUEENS_MAX_N } from './board-pattern.js';

/** How app/actions.js binds these: prepareHugeText is not user input; a zoom is drawn at the next frame and keeps the feedback. */
export const QUIET_ACTIONS = ['prepareHugeText'];
export const AT_FRAME_RATE = ['zoomOverview'];
export const KEEP_FEEDBACK = ['zoomOverview'];

/** Shows `frame` (puzzles/queens/overview-geometry.js: { n, zoom, cx, cy }) of the shown solution. */
export function zoomOverview(ctx, frame) {
  ctx.store.update({ overview: { cols: ctx.store.state.solution, frame } });
}

/**
 * Builds the text file of the shown solution when the overview shows it (the SVG board
 * is too big to read), dropping the old file's blob: URL. The render shows "preparing"
 * until `state.hugeText.cols` is the shown solution.
 */
export function prepareHugeText(ctx) {
  const { store } = ctx;
  const cols = store.state.solution;
  const old = store.state.hugeText;
  if (old.cols === cols) return;
  if (old.url) URL.revokeObjectURL(old.url);
  store.update({ hugeText: { cols: null, url: '', size: 0 } });
  if (!cols || cols.length <= SVG_QUEENS_MAX_N) return;
  textBlob(cols, () => store.state.solution === cols).then((blob) => {
    if (!blob || store.state.solution !== cols) return;
    store.update({ hugeText: { cols, url: URL.createObjectURL(blob), size: blob.size } });
  });
}

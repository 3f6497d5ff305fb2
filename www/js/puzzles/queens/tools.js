//! The board's tools, the share extras and the export panel, from the state.

import { groupDigits } from '../../lib/format.js';
import { message } from '../../lib/i18n.js';
import { transformable } from './placement.js';
import { canShare } from '../../views/share-panel.js';
import { SMALL_BOARD_MAX_N } from './board-pattern.js';
import { alternativeFields } from './route.js';
import { isHuge } from './state.js';
import { knownTotal, placedCount, shownCols } from './state.js';

/** What the export panel's GIF controls draw (puzzles/queens/export-gif.js). */
function gifPanel(state) {
  return {
    available: !isHuge(state),
    n: groupDigits(state.n),
    maxN: state.limits.sliderMaxN,
    step: state.steppers.queens.snapshot?.step ?? 0,
    total: knownTotal(state),
    gif: state.gif,
  };
}

export function renderTools(ui, state) {
  const { wasm } = ui;
  const huge = isHuge(state);
  const playing = state.view === 'play' && !huge;
  const cols = shownCols(state);
  const placed = placedCount(state);
  ui.boardTools.render({
    hidden: huge,
    playing,
    canTransform: playing ? transformable(cols)
      : state.view === 'solution' && state.solution !== null && !state.constructed && !huge,
    result: state.play.result,
    n: state.n,
    busy: state.play.busy,
    loading: playing && Boolean(state.play.loading),
    placed,
  });
  const fullConflict = playing && placed === state.n && ui.attacking(cols);
  const alt = alternativeFields(state);
  ui.shareExtras.render({
    canShare: canShare(),
    alt: alt && { form: alt.form, fragment: wasm.format_link(alt.fields) },
    notice: fullConflict ? String(message('play.link-full-conflict')) : '',
  });
  ui.exportPanel.render({
    available: state.n <= SMALL_BOARD_MAX_N,
    n: groupDigits(state.n),
    // The FEN comes with the tools module, loaded after the first view (drawn again then).
    fen: state.n === 8 ? ui.tools.now()?.wasm.fen(Uint32Array.from(cols)) ?? null : null,
    fenPending: state.n === 8 && !ui.tools.now(),
    status: String(state.exportStatus),
    gif: gifPanel(state),
  });
}

//! The board's tools, the share extras and the export panel, from the state.

import { groupDigits } from '../lib/format.js';
import { message } from '../lib/i18n.js';
import { renderBoardTools, transformable } from '../views/board-tools.js';
import { renderExportPanel } from '../views/export-panel.js';
import { canShare, renderShareExtras } from '../views/share-panel.js';
import { SMALL_BOARD_MAX_N } from '../views/big-board.js';
import { alternativeFields } from './route.js';
import { isHuge, placedCount, shownCols } from './state.js';

export function renderTools(ui, state) {
  const { els, wasm } = ui;
  const huge = isHuge(state);
  const playing = state.view === 'play' && !huge;
  const cols = shownCols(state);
  const placed = placedCount(state);
  ui.board.syncPlay(state.n, cols, playing);
  renderBoardTools(els.boardTools, {
    playing,
    canTransform: playing ? transformable(cols)
      : state.view === 'solution' && state.solution !== null && !state.constructed && !huge,
    result: state.play.result,
    n: state.n,
    busy: state.play.busy,
    placed,
  });
  els.boardTools.root.hidden = huge;
  const fullConflict = playing && placed === state.n && ui.attacking(cols);
  const alt = alternativeFields(state);
  renderShareExtras(els.shareExtras, {
    canShare: canShare(),
    alt: alt && { form: alt.form, fragment: wasm.format_link(alt.fields) },
    notice: fullConflict ? String(message('play.link-full-conflict')) : '',
  });
  renderExportPanel(els.exportPanel, {
    available: state.n <= SMALL_BOARD_MAX_N,
    n: groupDigits(state.n),
    fen: state.n === 8 ? wasm.fen(Uint32Array.from(cols)) ?? null : null,
    status: String(state.exportStatus),
  });
}

//! The main chessboard (`#board`, data-testid="board"): the one module that writes its SVG.
//! It draws a board model (plain data, see `render`) with the parts it delegates to:
//! queens-board-shapes.js (squares, crowns and overlays of a small board), queens-board-pattern.js (the
//! patterned board of a large N) and queens-play-squares.js (play mode's click targets). Above
//! SVG_QUEENS_MAX_N the SVG is hidden and queens-board-overview.js shows the placement instead.

import { setAttr } from '../../lib/dom.js';
import { getLang } from '../../lib/i18n.js';
import { overlayItems, SMALL_VIEWBOX, squareLayers } from './board-shapes.js';
import { patternBoard } from './board-pattern.js';
import { arrowMove, labelPlaySquares, playSquaresLayer } from './play-squares.js';

export { CROWN_PATH, darkSquaresPath } from './board-shapes.js';

/** Writes the frame of the drawing (the squares or the pattern) when its key changes. */
function drawFrame(svg, drawn, model) {
  if (model.kind === 'squares') {
    const key = `squares:${model.n}`;
    if (drawn.key === key) return false;
    svg.replaceChildren(...squareLayers(model.n));
    svg.setAttribute('viewBox', SMALL_VIEWBOX);
    delete svg.dataset.block;
    Object.assign(drawn, { key, cols: null, overlay: svg.querySelector('.overlay'), overlayKey: '', layer: null });
  } else if (model.kind === 'pattern') {
    if (drawn.key === 'pattern' && drawn.cols === model.cols) return false;
    const { children, viewBox, block } = patternBoard(model.n, model.cols);
    svg.replaceChildren(...children);
    svg.setAttribute('viewBox', viewBox);
    svg.dataset.block = String(block);
    Object.assign(drawn, { key: 'pattern', cols: model.cols, overlay: null, layer: null });
  } else {
    if (drawn.key === `none:${model.n}`) return false;
    svg.replaceChildren();
    Object.assign(drawn, { key: `none:${model.n}`, cols: null, overlay: null, layer: null });
  }
  svg.dataset.n = String(model.n);
  return true;
}

/**
 * The board view. actions = { place(row, col) } (a play square clicked, or Enter/space
 * on it). `render(model)` draws, model =
 * - { kind: 'squares', n, cols, candidate, conflict, removed, currentRow, solved, attacked?,
 *     conflicts?, label, play } (see queens-board-shapes.js `overlayItems`; `play` shows the squares
 *     to click), N up to SMALL_BOARD_MAX_N;
 * - { kind: 'pattern', n, cols: Uint32Array, label }, N up to SVG_QUEENS_MAX_N;
 * - { kind: 'none', n }: the SVG is hidden (the overview shows the board).
 */
export function createBoardView(svg, { actions }) {
  const drawn = { key: '', cols: null, overlay: null, layer: null };
  /** The square that holds the keyboard focus in play mode (roving tabindex). */
  let focus = { row: 1, col: 1 };
  // Its squares take the keys (app/keys.js leaves the page's shortcuts off there).
  svg.setAttribute('data-own-keys', '');

  function renderPlay(model) {
    if (!model.play) {
      drawn.layer?.remove();
      drawn.layer = null;
      setAttr(svg, 'role', 'img');
      return;
    }
    setAttr(svg, 'role', 'group');
    if (!drawn.layer) {
      if (focus.row > model.n || focus.col > model.n) focus = { row: 1, col: 1 };
      drawn.layer = playSquaresLayer(model.n, focus);
    }
    if (svg.lastElementChild !== drawn.layer) svg.append(drawn.layer);
    labelPlaySquares(drawn.layer, model.cols);
  }

  function render(model) {
    drawFrame(svg, drawn, model);
    svg.classList.toggle('big', model.kind !== 'squares');
    svg.classList.toggle('is-hidden', model.kind === 'none');
    svg.classList.toggle('solved', model.kind !== 'squares' || Boolean(model.solved));
    if (model.label !== undefined) setAttr(svg, 'aria-label', model.label);
    if (model.kind === 'squares') {
      // The same model draws nothing new (renders come many times a second while counting).
      // The language is part of the key: the conflict labels are words.
      const key = getLang() + JSON.stringify(model, (name, value) => (name === 'label' || name === 'play' ? undefined : value));
      if (drawn.overlayKey !== key) drawn.overlay.replaceChildren(...overlayItems(model));
      drawn.overlayKey = key;
    }
    renderPlay(model.kind === 'squares' ? model : { play: false });
  }

  svg.addEventListener('click', (event) => {
    const rect = event.target.closest('[data-testid="square"]');
    if (!rect) return;
    focus = { row: Number(rect.dataset.row), col: Number(rect.dataset.col) };
    actions.place(focus.row, focus.col);
  });
  // Arrow keys move between squares; Enter or space places or removes a queen.
  svg.addEventListener('keydown', (event) => {
    const rect = event.target.closest?.('[data-testid="square"]');
    if (!rect || event.ctrlKey || event.altKey || event.metaKey) return;
    const row = Number(rect.dataset.row);
    const col = Number(rect.dataset.col);
    const next = arrowMove(event.key, Number(svg.dataset.n), row, col);
    if (!next && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!next) {
      actions.place(row, col);
      return;
    }
    focus = next;
    for (const r of drawn.layer.children) r.setAttribute('tabindex', '-1');
    const target = drawn.layer.querySelector(`[data-row="${next.row}"][data-col="${next.col}"]`);
    target.setAttribute('tabindex', '0');
    target.focus();
  });

  return { render };
}

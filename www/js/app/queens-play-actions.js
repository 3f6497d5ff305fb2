//! The board's tools as actions: play mode (place queens, Check, Hint, Clear), rotate and
//! reflect, the exports, Copy and Share. Each changes the state (feedback included: it is
//! kept as a message and a time to clear it, so it follows the language) and the render
//! draws it.

import { errorMessage } from '../lib/errors.js';
import { groupDigits } from '../lib/format.js';
import { message, t } from '../lib/i18n.js';
import {
  attackPairs, checkPlacement, clickPlacement, emptyPlacement,
} from '../lib/placement.js';
import { copyText, download, standaloneSvg, svgToPng } from '../lib/export.js';
import { canShare, shareNatively } from '../views/share-panel.js';
import { copyLink } from './url.js';
import { isBusy } from './state.js';
import { shownCols } from './queens-state.js';
import { showSolution } from './queens-actions.js';

/** How long Copy / Share feedback stays visible, in ms (exports: twice as long). */
const FEEDBACK_MS = 2500;

/** Every attacking pair of a (partial) placement, `[{ row_a, col_a, row_b, col_b, line }]`. */
export function attackList(ctx, cols) {
  return attackPairs(ctx.wasm.attacks(Uint32Array.from(cols)));
}

/** Play mode with `cols` on the board (0 = empty row); the search pauses where it is. */
export function enterPlay(ctx, cols) {
  if (isBusy(ctx.store.state.steppers.queens)) ctx.search.pause();
  ctx.hinter.cancel();
  warmHints(ctx, cols.length);
  ctx.store.update({ view: 'play', play: { cols, result: null, busy: false } });
}

/** Readies the hint worker for N (its solution table, when N has one) before the first Hint. */
export function warmHints(ctx, n) {
  if (n <= ctx.store.state.limits.indexMaxN) ctx.hinter.warm(n);
}

function setPlay(ctx, patch) {
  ctx.store.update({ play: { ...ctx.store.state.play, ...patch } });
}

/**
 * Play mode on or off (back to the solution). On again, it shows the visitor's placement
 * as they left it (after Step, Back or a gallery pick, which leave play mode), never an
 * emptied board.
 */
export function togglePlayMode(ctx) {
  const { state } = ctx.store;
  if (state.view === 'play') {
    ctx.hinter.cancel();
    ctx.store.update({ view: 'solution' });
  } else {
    const { cols } = state.play;
    enterPlay(ctx, cols.length === state.n ? cols : emptyPlacement(state.n));
  }
}

/**
 * The placements kept by N (`state.playKept`, `{ [n]: cols }`) with the one on the board
 * now kept under its N, as N is about to change: each N's placement comes back with it.
 * An empty board keeps nothing.
 */
export function keepPlacement(ctx) {
  const { state } = ctx.store;
  const kept = { ...state.playKept };
  const { cols } = state.play;
  if (cols.length === state.n && cols.some((c) => c !== 0)) kept[state.n] = cols.slice();
  else delete kept[state.n];
  return kept;
}

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
 * Hint: a safe square that still leads to a solution (engine/hint-client.js: a quick
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
  return { result: { kind: 'hint-none' }, busy: false };
}

/** Rotate or reflect what the board shows (play placement or solution). */
export function transformBoard(ctx, name) {
  const { state } = ctx.store;
  const apply = (cols) => ctx.wasm.transform(Uint32Array.from(cols), name);
  if (state.view === 'play') {
    ctx.hinter.cancel();
    setPlay(ctx, { cols: Array.from(apply(state.play.cols)), result: null, busy: false });
  } else if (state.view === 'solution' && state.solution && !state.constructed) {
    showSolution(ctx, apply(state.solution), null);
  }
}

/** Shows `status` (a message) in `key` of the state for `ms`, then clears it. */
function flash(ctx, key, status, ms) {
  ctx.store.update({ [key]: status });
  clearTimeout(ctx.timers[key]);
  ctx.timers[key] = setTimeout(() => ctx.store.update({ [key]: '' }), ms);
}

function exportBaseName(ctx) {
  const { state } = ctx.store;
  const cols = shownCols(state);
  return state.n <= state.limits.sliderMaxN ? `nqueens-${state.n}-${cols.join('-')}` : `nqueens-${state.n}`;
}

function exportTextContent(ctx) {
  const cols = Uint32Array.from(shownCols(ctx.store.state));
  return `${ctx.wasm.format_line(cols)}\n\n${ctx.wasm.format_grid(cols)}\n`;
}

/**
 * Runs an export (`work` resolves to its feedback message); any failure is said on the
 * page in its language (the error's own English text goes to the console only).
 */
async function runExport(ctx, work) {
  let status;
  try {
    status = await work();
  } catch (err) {
    console.error('export failed', err);
    status = errorMessage('export', 'failed');
  }
  flash(ctx, 'exportStatus', status, FEEDBACK_MS * 2);
}

/** Export: the board as a standalone SVG file. */
export function exportSvg(ctx) {
  return runExport(ctx, () => {
    const name = `${exportBaseName(ctx)}.svg`;
    download(new Blob([standaloneSvg(ctx.boardSvg, document.title)], { type: 'image/svg+xml' }), name);
    return message('export.saved', { name });
  });
}

/** Export: the board as a PNG image. */
export function exportPng(ctx) {
  return runExport(ctx, async () => {
    const name = `${exportBaseName(ctx)}.png`;
    download(await svgToPng(standaloneSvg(ctx.boardSvg, document.title)), name);
    return message('export.saved', { name });
  });
}

/** Export: the tuple and the X/- grid as a text file. */
export function exportText(ctx) {
  return runExport(ctx, () => {
    const name = `${exportBaseName(ctx)}.txt`;
    download(new Blob([exportTextContent(ctx)], { type: 'text/plain;charset=utf-8' }), name);
    return message('export.saved', { name });
  });
}

export function copyExportText(ctx) {
  return runExport(ctx, () => copyText(exportTextContent(ctx), null, t('export.what-text')));
}

/** Copy the FEN of the board (N = 8); `field` is selected when the clipboard is refused. */
export function copyFen(ctx, field) {
  return runExport(ctx, () => {
    const text = ctx.wasm.fen(Uint32Array.from(shownCols(ctx.store.state))) ?? '';
    return copyText(text, field, t('export.what-fen'));
  });
}

/** Copy the share link; `field` is selected when the clipboard is refused. */
export async function copyShareLink(ctx, text, field) {
  flash(ctx, 'copyStatus', await copyLink(text, field), FEEDBACK_MS);
}

/** The Web Share API, where the browser has it. */
export async function shareLink(ctx, url) {
  if (!canShare()) return;
  flash(ctx, 'copyStatus', await shareNatively({ title: document.title, url }), FEEDBACK_MS);
}

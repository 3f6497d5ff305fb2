//! The board's tools as actions: play mode on and off (placing queens, Check, Hint and
//! Clear are in puzzles/queens/play-mode.js, fetched on first use), the exports
//! (puzzles/queens/export.js, fetched on first use), Copy and Share; rotate and reflect are
//! puzzles/queens/actions.js `transformBoard`. Each changes the state (feedback included:
//! it is kept as a message and a time to clear it, so it follows the language) and the
//! render draws it.

import { errorMessage } from '../../lib/errors.js';
import { message, t } from '../../lib/i18n.js';
import { emptyPlacement } from './placement.js';
import { setPlay } from './play-slice.js';
import { canShare, shareNatively } from '../../views/share-panel.js';
import { copyLink } from '../../app/url.js';
import { isBusy } from '../../app/state.js';
import { shownCols } from './state.js';
import { playMode } from './play-lazy.js';
import { describeEvent } from './puzzle.js';

/** How long Copy / Share feedback stays visible, in ms (exports: twice as long). */
const FEEDBACK_MS = 2500;

export { attackList, setPlay } from './play-slice.js';

/** Play mode with `cols` on the board (0 = empty row); the search pauses where it is. */
export function enterPlay(ctx, cols) {
  if (isBusy(ctx.store.state.steppers.queens)) ctx.search.pause();
  ctx.hinter.cancel();
  warmHints(ctx, cols.length);
  // Play mode's own code is fetched now, before the first square is chosen; the tools say
  // they are busy until it is here (a square chosen meanwhile is placed when it arrives).
  const loading = !playMode.loaded;
  ctx.store.update({ view: 'play', play: { cols, result: null, busy: false, loading } });
  if (loading) {
    playMode.load().catch(() => {}).finally(() => {
      if (ctx.store.state.play.loading) setPlay(ctx, { loading: false });
    });
  }
}

/** Readies the hint worker for N (its solution table, when N has one) before the first Hint. */
export function warmHints(ctx, n) {
  if (n <= ctx.store.state.limits.indexMaxN) ctx.hinter.warm(n);
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

/**
 * The caption of the SVG and PNG exports (issue 24), `{ head, body }` in the page's
 * language: at a step of the search N, the step and the event line's words; else N and
 * the solution's line (`1 5 8 6 3 7 2 4`), the play placement's (`1 5 _ _ …`), or that N
 * has no solution.
 */
function exportCaption(ctx) {
  const { state } = ctx.store;
  const snapshot = state.steppers.queens.snapshot;
  if (state.view === 'stepper' && snapshot) {
    return { head: t('caption.step', { n: state.n, step: snapshot.step }), body: describeEvent(snapshot, ctx.wasm.format_line) };
  }
  const cols = shownCols(state);
  if (state.view === 'play') return { head: t('caption.play', { n: state.n, line: cols.map((c) => c || '_').join(' ') }) };
  if (!state.solution) return { head: t('caption.none', { n: state.n }) };
  return { head: t('caption.solution', { n: state.n, line: ctx.wasm.format_line(Uint32Array.from(cols)) }) };
}

function exportTextContent(ctx) {
  const cols = Uint32Array.from(shownCols(ctx.store.state));
  return `${ctx.wasm.format_line(cols)}\n\n${ctx.wasm.format_grid(cols)}\n`;
}

/**
 * Runs an export (`work(exports)`, with puzzles/queens/export.js's functions, resolves to its feedback
 * message); any failure (its module not fetched included) is said on the
 * page in its language (the error's own English text goes to the console only).
 */
async function runExport(ctx, work) {
  let status;
  try {
    // The exports' own code is fetched on first use (issue 20: not in the first view).
    status = await work(await import('./export.js'));
  } catch (err) {
    console.error('export failed', err);
    status = errorMessage('export', 'failed');
  }
  flash(ctx, 'exportStatus', status, FEEDBACK_MS * 2);
}

/** Export: the board as a standalone SVG file. */
export function exportSvg(ctx) {
  return runExport(ctx, ({ download, standaloneSvg }) => {
    const name = `${exportBaseName(ctx)}.svg`;
    download(new Blob([standaloneSvg(ctx.boardSvg, document.title, exportCaption(ctx))], { type: 'image/svg+xml' }), name);
    return message('export.saved', { name });
  });
}

/** Export: the board as a PNG image. */
export function exportPng(ctx) {
  return runExport(ctx, async ({ download, standaloneSvg, svgToPng }) => {
    const name = `${exportBaseName(ctx)}.png`;
    download(await svgToPng(standaloneSvg(ctx.boardSvg, document.title, exportCaption(ctx))), name);
    return message('export.saved', { name });
  });
}

/** Export: the tuple and the X/- grid as a text file. */
export function exportText(ctx) {
  return runExport(ctx, ({ download }) => {
    const name = `${exportBaseName(ctx)}.txt`;
    download(new Blob([exportTextContent(ctx)], { type: 'text/plain;charset=utf-8' }), name);
    return message('export.saved', { name });
  });
}

export function copyExportText(ctx) {
  return runExport(ctx, ({ copyText }) => copyText(exportTextContent(ctx), null, t('export.what-text')));
}

/** Copy the FEN of the board (N = 8); `field` is selected when the clipboard is refused. */
export function copyFen(ctx, field) {
  return runExport(ctx, async ({ copyText }) => {
    const { wasm } = await ctx.tools.load({ now: true });
    const text = wasm.fen(Uint32Array.from(shownCols(ctx.store.state))) ?? '';
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

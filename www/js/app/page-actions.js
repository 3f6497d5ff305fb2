//! What the visitor asks of the page as a whole: which tab beside the board is shown,
//! presentation mode (the lesson alone, scaled to the screen, full screen where allowed),
//! the form the procedures are written in, the Share menu's embed code, and the reload
//! onto a new version that waits (app/offline.js).

import { TEMPLATES } from '../puzzles/contract.js';

/** Settings, not the board: the feedback on the page stays (app/actions.js `bindActions`). */
export const KEEP_FEEDBACK = ['setTab', 'togglePresent', 'exitPresent', 'togglePresentPart', 'setEmbedWithCode', 'applyUpdate', 'setTemplate', 'setWho'];

/**
 * The student's name for the exercises' links (`who=`), as typed in a name field: at most
 * the core's `whoMaxChars` characters. Part of an exercise's link, so the history entry is
 * replaced.
 */
export function setWho(ctx, text) {
  const who = [...String(text)].slice(0, ctx.store.state.limits.whoMaxChars).join('');
  if (who !== ctx.store.state.who) ctx.store.update({ who });
}

/** The Share menu's `<iframe>` code embeds the procedure too (`embed=code`) or not (`embed=1`). */
export function setEmbedWithCode(ctx, on) {
  ctx.store.update({ embedWithCode: Boolean(on) });
}

/** Not user input: the feedback stays and nothing is drawn. */
export const QUIET_ACTIONS = ['prefetchTab'];

/**
 * The visitor reaches for tab `name` (pointer, touch or focus): the shown puzzle's page
 * fetches what that tab draws, if it loads it on first use (PuzzlePage `prefetch`).
 */
export function prefetchTab(ctx, name) {
  ctx.pages?.[ctx.store.state.puzzle]?.prefetch?.(name);
}

/**
 * Shows or hides a part of the lesson in presentation mode, one the shown puzzle's page
 * offers (PuzzlePage.presentParts: e.g. 'tree', its tree in the procedure's place).
 */
export function togglePresentPart(ctx, part) {
  const { state } = ctx.store;
  const offered = ctx.pages?.[state.puzzle]?.presentParts ?? [];
  if (!offered.some((p) => p.part === part)) return;
  const parts = state.presentParts;
  ctx.store.update({ presentParts: { ...parts, [part]: !parts[part] } });
}

/**
 * The form every puzzle's procedure is shown in: 'recursive' or 'iterative' (anything else
 * is ignored); a puzzle without that form shows its first (puzzles/contract.js
 * `templates`). Part of the link (`tmpl=iterative`); a setting, so the history entry is
 * replaced, as for the checking method.
 */
export function setTemplate(ctx, template) {
  if (TEMPLATES.includes(template)) ctx.store.update({ template });
}

/** Shows tab `name`, one of the shown puzzle page's `tabs`; anything else is ignored. */
export function setTab(ctx, name) {
  if (ctx.pages?.[ctx.store.state.puzzle]?.tabs?.includes(name)) ctx.store.update({ tab: name });
}

/**
 * Enters or leaves presentation mode. Entering asks for full screen (the Fullscreen API;
 * refused in some frames and browsers, and then the page is only scaled); leaving also
 * leaves full screen.
 */
export function togglePresent(ctx) {
  if (ctx.store.state.presenting) {
    exitPresent(ctx);
    return;
  }
  ctx.store.update({ presenting: true, tab: 'lesson' });
  const root = document.documentElement;
  if (root.requestFullscreen && !document.fullscreenElement) root.requestFullscreen().catch(() => {});
}

/** Leaves presentation mode (Escape, the button, or the browser leaving full screen). */
export function exitPresent(ctx) {
  if (!ctx.store.state.presenting) return;
  ctx.store.update({ presenting: false });
  if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(() => {});
}

/**
 * The visitor accepts the new version the notice announces: the waiting service worker
 * takes over and the page reloads onto it (app/offline.js `apply`).
 */
export function applyUpdate(ctx) {
  if (ctx.store.state.updateReady) ctx.offline?.apply();
}

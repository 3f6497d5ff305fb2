//! The Parsons problem's actions (exercise/parsons.js), for whichever puzzle is shown: open
//! one (from a puzzle's exercises, or a link `ex=parsons&tmpl=…&seed=…&ans=…`), move a line
//! between the lists, up or down or to another indent, check, a new problem, close, copy
//! the result link. The problem lives in the shell's state (`state.parsons`, app/state.js)
//! as the ids and indents of the lines placed; its lines come from the puzzle's contract
//! (`Puzzle.code`, `Puzzle.parsons`). Each change writes the answer into the link (`ans`),
//! so a reload goes on with it. Names no puzzle.

import { message } from '../lib/i18n.js';
import { copyLink } from './url.js';
import { freshParsons } from './parsons-route.js';
import { MAX_INDENT, newSeed } from '../exercise/parsons.js';

/** Opens a new problem of the shown puzzle, in the form the code panel shows (a navigation: a history entry first). */
export function openParsons(ctx, template = ctx.store.state.template) {
  ctx.hashWriter.push();
  ctx.store.update({ parsons: freshParsons(ctx.store.state.puzzle, template, newSeed()) });
}

/** The same problem in form `template` (the lines placed go back). */
export function parsonsForm(ctx, template) {
  const p = ctx.store.state.parsons;
  if (!p || freshParsons(p.puzzle, template, p.seed).template === p.template) return;
  ctx.store.update({ parsons: freshParsons(p.puzzle, template, p.seed) });
}

/** Another problem (a new seed) in the same form. */
export function parsonsNew(ctx) {
  const p = ctx.store.state.parsons;
  if (p) ctx.store.update({ parsons: freshParsons(p.puzzle, p.template, newSeed()) });
}

/** Closes the problem: the puzzle's page as it was (a navigation). */
export function closeParsons(ctx) {
  if (!ctx.store.state.parsons) return;
  ctx.hashWriter.push();
  ctx.store.update({ parsons: null });
}

/**
 * `placed` changed: the grading goes until the next Check, and the live region says
 * `live`; the problem is the student's own now (a result link's time no longer holds).
 */
function placedNow(ctx, placed, live, extra = {}) {
  const p = ctx.store.state.parsons;
  ctx.store.update({
    parsons: {
      ...p, placed, checked: false, live, notice: null, copyStatus: '', replayed: false, ...extra,
    },
  });
}

/** Where placed line `i` of `placed` is, in words. */
const where = (key, placed, i) => message(key, { at: i + 1, count: placed.length, indent: placed[i].indent });

/**
 * Moves line `id` into the procedure at place `index` (default: the end; a line already
 * there moves), at `indent` (default: its own, or 0 from the lines to use).
 */
export function parsonsPlace(ctx, id, index = Infinity, indent = undefined) {
  const p = ctx.store.state.parsons;
  if (!p) return;
  const old = p.placed.find((l) => l.id === id);
  const placed = p.placed.filter((l) => l.id !== id);
  const at = Math.max(0, Math.min(index, placed.length));
  const line = { id, indent: Math.max(0, Math.min(MAX_INDENT, indent ?? old?.indent ?? 0)) };
  placed.splice(at, 0, line);
  placedNow(ctx, placed, where(old ? 'parsons.dropped' : 'parsons.placed', placed, at), { grabbed: null });
}

/** Takes line `id` out of the procedure, back to the lines to use. */
export function parsonsUnplace(ctx, id) {
  const p = ctx.store.state.parsons;
  if (!p?.placed.some((l) => l.id === id)) return;
  placedNow(ctx, p.placed.filter((l) => l.id !== id), message('parsons.unplaced'), { grabbed: null });
}

/** Moves placed line `id` by `delta` places (−1 up, +1 down), within the procedure. */
export function parsonsMove(ctx, id, delta) {
  const p = ctx.store.state.parsons;
  const i = p?.placed.findIndex((l) => l.id === id) ?? -1;
  if (i < 0) return;
  const j = Math.max(0, Math.min(p.placed.length - 1, i + delta));
  const placed = [...p.placed];
  placed.splice(j, 0, ...placed.splice(i, 1));
  placedNow(ctx, placed, where('parsons.where', placed, j));
}

/** Changes placed line `id`'s indent by `delta` (0 to MAX_INDENT). */
export function parsonsIndent(ctx, id, delta) {
  const p = ctx.store.state.parsons;
  const i = p?.placed.findIndex((l) => l.id === id) ?? -1;
  if (i < 0) return;
  const indent = Math.max(0, Math.min(MAX_INDENT, p.placed[i].indent + delta));
  const placed = p.placed.map((l, k) => (k === i ? { ...l, indent } : l));
  placedNow(ctx, placed, where('parsons.where', placed, i));
}

/** Picks placed line `id` up (the arrows then move it) or puts it down (`id` null). */
export function parsonsGrab(ctx, id) {
  const p = ctx.store.state.parsons;
  if (!p) return;
  const i = p.placed.findIndex((l) => l.id === id);
  const held = p.placed.findIndex((l) => l.id === p.grabbed);
  let live = null;
  if (i >= 0) live = where('parsons.grabbed', p.placed, i);
  else if (held >= 0) live = where('parsons.dropped', p.placed, held);
  ctx.store.update({ parsons: { ...p, grabbed: i < 0 ? null : id, live } });
}

/**
 * Grades the procedure as it stands (the view shows the marks until the next change): the
 * problem is done, its time from its start to this Check (the result link's `time=`).
 */
export function parsonsCheck(ctx) {
  const p = ctx.store.state.parsons;
  if (p) {
    ctx.store.update({
      parsons: {
        ...p, checked: true, grabbed: null, notice: null, finishedAt: p.checked ? p.finishedAt : Date.now(),
      },
    });
  }
}

/** Copies the result link; `field` (its input) is selected when the clipboard is refused. */
export async function copyParsonsLink(ctx, field) {
  const copyStatus = await copyLink(field.value, field);
  const p = ctx.store.state.parsons;
  if (p) ctx.store.update({ parsons: { ...p, copyStatus } });
}

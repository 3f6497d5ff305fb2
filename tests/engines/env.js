//! What the cross-engine test files share: the one browser session (set by
//! engines.test.js before the first test), the viewports, and a few checks written once.

import assert from 'node:assert/strict';

export const env = { session: null };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Opens `hash` at `viewport` (desktop by default) and returns the session. */
export async function open(hash = '', viewport = DESKTOP) {
  await env.session.open(hash, { viewport });
  return env.session;
}

/** The main board's queens as a 1-based column tuple (0 = empty row). */
export function boardTuple(s) {
  return s.js(() => {
    const board = document.querySelector('[data-testid="board"]');
    const cols = new Array(Number(board.dataset.n)).fill(0);
    for (const q of board.querySelectorAll('[data-testid="queen"]')) cols[Number(q.dataset.row) - 1] = Number(q.dataset.col);
    return cols;
  });
}

/** True when `cols` (1-based, row 1 first) is an N-queens solution, checked from scratch. */
export function isValidSolution(cols) {
  return cols.every((c, i) => c >= 1 && c <= cols.length
    && cols.every((d, j) => j === i || (c !== d && Math.abs(c - d) !== Math.abs(i - j))));
}

/** Fails with the page's errors (console, exceptions, failed loads, CSP), if any. */
export async function assertNoErrors(s) {
  assert.deepEqual(await s.errors(), [], `${s.name}: no errors on the page`);
}

/** Waits until `testid`'s text matches `re`; resolves to that text. */
export function waitForText(s, testid, re, timeout) {
  return s.waitFor((sel, source) => {
    const text = document.querySelector(sel)?.textContent ?? '';
    return new RegExp(source).test(text) ? text : null;
  }, [`[data-testid="${testid}"]`, re.source], `${testid} matching ${re}`, timeout);
}

/** A count shown on the page ('14,772,512', or with another separator) as a number. */
export function shownCount(text) {
  const digits = text.replace(/[^\d]/g, '');
  assert.ok(digits.length > 0, `a count: "${text}"`);
  return Number(digits);
}

/** The element each tab's view is drawn into (its code is fetched the first time the tab is shown). */
const TAB_ROOTS = { exercise: 'exercise-panel', gallery: 'gallery-root', count: 'count-panel', export: 'export-panel' };

/**
 * Clicks the tab `name` ('gallery', 'count', 'export', 'exercise', …) and waits until its
 * panel is drawn: a tool's view is fetched the first time its tab is shown, so its buttons
 * are not there at the click.
 */
export async function showTab(s, name) {
  await s.click(`tab-${name}`);
  await s.waitFor((id) => {
    const root = id && document.getElementById(id);
    return !id || [...(root?.children ?? [])].some((child) => !child.classList.contains('part-error'));
  }, [TAB_ROOTS[name] ?? null], `the ${name} tab's panel is drawn`);
}

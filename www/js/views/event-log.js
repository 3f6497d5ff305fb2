//! The event log: the last steps of the search (engine/search-loop.js LOG_STEPS of them,
//! newest first) as short lines, each a button that seeks to its step. The lines come from
//! the core (the wasm stepper's `recent`, worked out from the search's state), so they are
//! right after any jump (the timeline, a step link, Back), not only after single steps.
//! Parameterised by the puzzle (its `logLine(head)`: puzzles/*.js) and a testid prefix.

import {
  el, button, hooks, keepFocus, setText,
} from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { LOG_STEPS } from '../engine/search-loop.js';
import { listMove } from '../lib/keys-nav.js';

/**
 * Appends the log to `root` (a stepper panel): a caption and a fixed-height scroll box
 * (`${testidPrefix}event-log`) of LOG_STEPS buttons (`${testidPrefix}event-log-entry`,
 * `data-step` their step; the current step's has `aria-current="step"`). `actions.seek(k)`
 * moves to step k. Returns `{ render(recent) }`, `recent` the heads of the last steps,
 * newest first (wasm/decode.js `decodeHead`).
 */
export function createEventLogView(root, { puzzle, testidPrefix: p, actions }) {
  const caption = el('p', { className: 'note event-log-caption', id: `${p}event-log-caption` });
  const entries = Array.from({ length: LOG_STEPS }, () => {
    const entry = button(`${p}event-log-entry`, { hook: 'event-log-entry', className: 'event-log-entry' });
    entry.addEventListener('click', () => actions.seek(Number(entry.dataset.step)));
    return { item: el('li', { hidden: true }, entry), entry };
  });
  const list = el(
    'ol',
    { className: 'event-log', ...hooks(p, 'event-log'), 'aria-labelledby': `${p}event-log-caption` },
    ...entries.map((e) => e.item),
  );
  root.append(caption, list);
  // One Tab stop (the current step's line); ↑ ↓ Home End move between the lines, so the
  // page-wide keys stay off inside the log (app/keys.js `data-own-keys`).
  list.dataset.ownKeys = '';
  // Where the focus goes when its line is gone and no line is shown (keepFocus).
  list.tabIndex = -1;
  list.addEventListener('keydown', (event) => {
    const buttons = entries.filter((e) => !e.item.hidden).map((e) => e.entry);
    const i = buttons.indexOf(event.target);
    if (i < 0) return;
    const next = listMove(event.key, i, buttons.length, { prev: 'ArrowUp', next: 'ArrowDown' });
    if (next === undefined) return;
    event.preventDefault();
    buttons[next].focus();
  });
  /** Draws the lines of `recent`; a focused line's step keeps the focus (dom.js keepFocus). */
  function draw(recent) {
    setText(caption, t('log.heading'));
    entries.forEach(({ item, entry }, i) => {
      const head = recent[i];
      item.hidden = !head;
      if (!head) return;
      entry.dataset.step = String(head.step);
      setText(entry, t('log.line', { step: head.step, text: puzzle.logLine(head) }));
      if (i === 0) entry.setAttribute('aria-current', 'step');
      else entry.removeAttribute('aria-current');
      entry.tabIndex = i === 0 ? 0 : -1;
    });
    // The current step (the newest line, on top) stays in view after every move.
    const step = recent[0] ? String(recent[0].step) : '';
    if (list.dataset.step !== step) {
      list.dataset.step = step;
      list.scrollTop = 0;
    }
  }
  return {
    render(recent) {
      keepFocus(list, 'data-step', () => draw(recent), () => (entries[0].item.hidden ? list : entries[0].entry));
    },
  };
}

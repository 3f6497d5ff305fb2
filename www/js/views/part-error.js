//! The message shown in a panel whose code could not be fetched (lib/lazy.js, issue 20):
//! in the panel the visitor opened, not in the page's error line above the board, so
//! nothing else moves. Its only writer; the panel's own view takes the panel over once
//! its code arrives (the message is removed first).

import { el, setText } from '../lib/dom.js';

/**
 * Shows `message` (a lib/i18n.js message, or null for none) as the first child of `root`,
 * testid `part-error`, `role="alert"`: added, updated (it follows the language) or removed.
 */
export function renderPartError(root, message) {
  let p = root.querySelector(':scope > .part-error');
  if (message === null) {
    p?.remove();
    return;
  }
  if (!p) {
    p = el('p', { className: 'error part-error', testid: 'part-error', role: 'alert' });
    root.prepend(p);
  }
  setText(p, String(message));
}

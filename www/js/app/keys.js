//! The page-wide keys, in one place: the stepper's ← / → one step back / forward, space
//! play / pause, Home back to step 0 (for whichever puzzle is shown), and Escape.
//!
//! Keys stay with whatever has the focus when it uses them itself: every form field
//! (text fields, sliders such as the timeline, check boxes, selects, text areas),
//! editable text, every widget with keys of its own (marked `data-own-keys` by its view:
//! the board's squares in play mode, the solution-space trees, the gallery), and space on
//! buttons, links and summaries (which press them). Keys with Ctrl, Alt or ⌘ are left
//! to the browser.

const ACTIONS = {
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  ' ': 'playPause',
  Home: 'reset',
};

/** Where the focus keeps every key: form fields, editable text and widgets with their own keys. */
const OWN_KEYS = 'input, select, textarea, [contenteditable]:not([contenteditable="false"]), [data-own-keys]';

/** True when the focused element handles `key` itself. */
function ownsKey(el, key) {
  if (!(el instanceof Element)) return false;
  if (el.closest(OWN_KEYS)) return true;
  return key === ' ' && el.closest('button, a[href], summary, [role="button"]') !== null;
}

/**
 * The page's one listener of page-wide keys, on `target` (the document): Escape calls
 * `escape()` (presentation mode ends); the stepper keys go to `stepper()`, the shown
 * puzzle's `{ back, forward, playPause, reset }` (its page's `keys`), or nowhere while it
 * gives null (e.g. no stepper shown).
 */
export function bindPageKeys(target, { stepper, escape }) {
  target.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      escape();
      return;
    }
    const action = ACTIONS[event.key];
    if (!action || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    if (ownsKey(event.target, event.key)) return;
    const keys = stepper();
    if (!keys) return;
    event.preventDefault();
    keys[action]();
  });
}

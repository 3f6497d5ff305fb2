//! Keyboard shortcuts of the stepper: ← / → one step back / forward, space play / pause,
//! Home back to step 0.
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
 * The page's one listener of the stepper keys, on `target` (the document): `handlers()`
 * gives the shown puzzle's `{ back, forward, playPause, reset }` (its page's `keys`), or
 * null while they are off (e.g. no stepper shown).
 */
export function bindStepperKeys(target, handlers) {
  target.addEventListener('keydown', (event) => {
    const action = ACTIONS[event.key];
    if (!action || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    if (ownsKey(event.target, event.key)) return;
    const keys = handlers();
    if (!keys) return;
    event.preventDefault();
    keys[action]();
  });
}

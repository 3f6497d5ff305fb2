//! Start-up guard: loads the page's code and, if that fails (a missing or broken
//! ../pkg/ build, a network error), says so on the page instead of leaving it blank.
//! main.js reports its own start-up errors (for example a 404 on the .wasm) the same way.

import { errorMessage } from './lib/errors.js';
import { startLang } from './lib/lang.js';
import { revealPage } from './lib/skeleton.js';

// The page's language and its table first, so the fixed words show even if the code below
// fails (main.js waits for the same promise).
startLang().catch(() => {});

import('./main.js').catch((err) => {
  const box = document.getElementById('error');
  box.textContent = String(errorMessage('page', 'load-code', { detail: err instanceof Error ? err.message : String(err) }));
  box.hidden = false;
  document.documentElement.dataset.ready = 'failed';
  revealPage();
});

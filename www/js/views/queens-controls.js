//! The N-Queens page's fixed controls (in index.html) reporting to the actions: the N
//! slider, the puzzle and language switches, the tree's Show button, presentation mode and
//! Copy; and the
//! page-wide keys of the stepper (whose controls are views/queens-stepper.js). They never
//! change the state themselves; the render draws what the actions changed.

import { bindStepperKeys } from '../app/keys.js';
import { stepperOn } from '../app/state.js';

/**
 * Wires `els` (the page's elements by name, see main.js) to `actions`; `stepper` is the
 * stepper's controls (views/stepper-controls.js `els`) the keys press; `state` is read
 * for the keys' guard.
 */
export function wireQueensControls(els, stepper, actions, state) {
  els.slider.addEventListener('input', () => actions.slideN(Number(els.slider.value)));
  els.langSwitch.addEventListener('change', () => actions.setLang(els.langSwitch.value === 'zh' ? 'zh' : 'en', true));
  els.puzzleSwitch.addEventListener('change', (event) => {
    actions.setPuzzle(event.target.value === 'knight' ? 'knight' : 'queens');
  });
  els.share.addEventListener('focus', () => els.share.select());
  els.copy.addEventListener('click', () => actions.copyShareLink(els.share.value, els.share));
  els.tree.show.addEventListener('click', () => actions.showTree());
  els.present.addEventListener('click', () => actions.togglePresent());
  wireShareMenu(els.shareMenu);
  // Escape leaves presentation mode; so does the browser leaving full screen (its own Escape).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && state.presenting) actions.exitPresent();
  });
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement && state.presenting) actions.exitPresent();
  });
  bindStepperKeys(document, {
    back: () => stepper.stepBack.click(),
    forward: () => stepper.stepForward.click(),
    playPause: () => stepper.play.click(),
    reset: () => stepper.reset.click(),
  }, () => stepperOn(state));
}

/** The header's Share menu closes as menus do: on Escape (focus back on its summary) and on a click outside it. */
function wireShareMenu(menu) {
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target)) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    event.stopPropagation();
    menu.open = false;
    menu.querySelector('summary').focus();
  });
}

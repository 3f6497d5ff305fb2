//! The N-Queens page's fixed controls (in index.html) reporting to the actions: the N
//! slider, the puzzle and language switches, the stepper's buttons, selects and check
//! boxes, the tree's Show button, Count and Cancel, and Copy. They never change the state
//! themselves; the render draws what the actions changed.

import { bindStepperKeys } from '../app/keys.js';
import { stepperOn } from '../app/state.js';

/** Wires `els` (the page's elements by name, see main.js) to `actions`; `state` is read for the keys' guard. */
export function wireQueensControls(els, actions, state) {
  els.slider.addEventListener('input', () => actions.slideN(Number(els.slider.value)));
  els.langSwitch.addEventListener('change', () => actions.setLang(els.langSwitch.value === 'zh' ? 'zh' : 'en', true));
  els.puzzleSwitch.addEventListener('change', (event) => {
    actions.setPuzzle(event.target.value === 'knight' ? 'knight' : 'queens');
  });
  els.share.addEventListener('focus', () => els.share.select());
  els.copy.addEventListener('click', () => actions.copyShareLink(els.share.value, els.share));
  els.tree.show.addEventListener('click', () => actions.showTree());
  wireStepper(els.stepper, actions);
  bindStepperKeys(document, {
    back: () => els.stepper.stepBack.click(),
    forward: () => els.stepper.stepForward.click(),
    playPause: () => els.stepper.play.click(),
    reset: () => els.stepper.reset.click(),
  }, () => stepperOn(state));
}

function wireStepper(s, actions) {
  s.stepForward.addEventListener('click', () => actions.stepForward());
  s.stepBack.addEventListener('click', () => actions.stepBack());
  s.play.addEventListener('click', () => actions.togglePlay());
  s.reset.addEventListener('click', () => actions.resetSearch());
  s.nextSolution.addEventListener('click', () => actions.nextSolution());
  s.speed.addEventListener('input', () => actions.setSpeed(Number(s.speed.value)));
  s.pauseAtSolution.addEventListener('change', () => actions.setPauseAtSolution(s.pauseAtSolution.checked));
  s.timeline.addEventListener('input', () => actions.seekStep(Number(s.timeline.value)));
  s.mode.addEventListener('change', () => actions.setSearchMode(s.mode.value === 'all'));
  s.method.addEventListener('change', () => actions.setCheckMethod(s.method.value === 'scan' ? 'scan' : 'flags'));
  s.shadeAttacks.addEventListener('change', () => actions.setShadeAttacks(s.shadeAttacks.checked));
}

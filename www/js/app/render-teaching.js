//! The queens' stepper and its teaching panels, from the state: the controls and counters,
//! the announcer, the pseudocode with the current line, the flag arrays and the
//! solution-space tree; above the slider's range, the note that replaces them.

import { t } from '../lib/i18n.js';
import { groupDigits } from '../lib/format.js';
import { setText } from '../lib/dom.js';
import { renderPseudocode } from '../views/pseudocode.js';
import { renderStepperPanel } from '../views/stepper-panel.js';
import { isHuge } from './state.js';

/** The state as the stepper panel's renderers read it (the search's report, spread). */
function panelState(state) {
  const s = state.search;
  return {
    step: s.snapshot,
    playing: s.playing,
    hunting: s.hunting,
    seekTarget: s.seekTarget,
    totalSteps: { total: s.total, totalPending: s.totalPending },
    speed: state.speed,
    pauseAtSolution: state.pauseAtSolution,
    shadeAttacks: state.shadeAttacks,
    allSolutions: state.allSolutions,
    method: state.method,
  };
}

/** `model` is the board model the render drew (app/render-board.js), or null above the slider. */
export function renderTeaching(ui, state, model) {
  const { els } = ui;
  const off = isHuge(state) || !state.search.snapshot;
  els.stepperPanel.classList.toggle('unavailable', off);
  els.stepperLimit.hidden = !isHuge(state);
  setText(els.stepperLimit, isHuge(state)
    ? t('limit.stepper', { n: groupDigits(state.n), max: state.limits.sliderMaxN }) : '');
  els.code.panel.hidden = off;
  els.tree.panel.hidden = off;
  els.flags.root.hidden = off;
  els.flags.legend.hidden = off;
  if (off) return;
  const panel = panelState(state);
  renderStepperPanel(els.stepper, panel, ui.wasm.format_line);
  ui.announcer.render(state);
  renderPseudocode(els.code, panel.step, state.method, state.allSolutions);
  ui.flags.render(model, state.method);
  ui.tree.render({
    n: state.n,
    allSolutions: state.allSolutions,
    wanted: state.treeWanted,
    view: panel.step,
    loadNodes: ui.wasm.search_tree,
    style: state.treeStyle,
  });
}

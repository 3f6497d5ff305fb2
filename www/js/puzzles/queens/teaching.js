//! The queens' stepper and its teaching panels, from the state: the controls and counters,
//! the announcer, the pseudocode with the current line, the flag arrays and the
//! solution-space tree; above the slider's range, the note that replaces them.

import { isHuge } from './state.js';
import { searchTree } from './puzzle.js';
import { boardInstead } from './state.js';

/** `model` is the board model the render drew (puzzles/queens/render-board.js), or null above the slider. */
export function renderTeaching(ui, state, model) {
  const { els } = ui;
  const off = isHuge(state) || !state.steppers.queens.snapshot;
  ui.stepper.render(state);
  els.codePanel.hidden = off;
  els.tree.panel.hidden = off;
  els.flags.root.hidden = off;
  els.flags.legend.hidden = off;
  if (off) return;
  const snapshot = state.steppers.queens.snapshot;
  ui.announcer.render(state);
  ui.code.render(snapshot, { method: state.method, allSolutions: state.allSolutions, template: state.template });
  ui.flags.render(model, state.method, boardInstead(state));
  ui.tree.render({
    n: state.n,
    allSolutions: state.allSolutions,
    wanted: state.treeWanted,
    view: snapshot,
    loadNodes: (n, allSolutions) => searchTree(ui.wasm, n, allSolutions),
    style: state.treeStyle,
  });
}

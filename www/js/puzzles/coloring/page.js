//! Graph colouring as the page's app sees it (the puzzle page contract, puzzles/contract.js
//! `PuzzlePage`): a stepper page (app/stepper-page.js `createStepperPage`) with its slice
//! and actions (puzzles/coloring/actions.js), its view (puzzles/coloring/view.js), its
//! exercise and its link and title (puzzles/coloring/puzzle.js).

import { createColoringActions, coloringState } from './actions.js';
import { createColoringView } from './view.js';
import { edgePairs, link, meta } from './puzzle.js';
import { createColoringExercise } from './exercise.js';
import { createColoringExercisePanel } from './exercise-panel.js';
import * as coloringWasm from '../../../pkg/coloring.js';
import { createStepperPage } from '../../app/stepper-page.js';

/** The default graph, the core's: what its bare link opens. */
function defaultGraph(wasm) {
  const l = wasm.parse_link('puzzle=coloring');
  return { n: l.vertices, edges: edgePairs(Array.from(l.edges)), m: l.colors };
}

/** Graph colouring over `root` (testid `coloring-view`), on its own wasm module. */
export default function createColoringPage(deps) {
  const { store } = deps.ctx;
  const wasm = coloringWasm;
  const limits = { ...store.state.limits, ...wasm.limits() };
  const defaults = defaultGraph(wasm);
  return createStepperPage(deps, {
    id: 'coloring',
    heading: 'coloring.heading',
    state: coloringState(defaults),
    actions: (hooks) => createColoringActions(store, {
      api: wasm, defaults, limits, ...hooks,
    }),
    exercise: (s, searchActions) => createColoringExercise({ store: s, wasm, searchActions }),
    view: (root, parts) => createColoringView(root, {
      ...parts, limits, setTemplate: (template) => deps.actions.setTemplate(template),
    }),
    panel: createColoringExercisePanel,
    link,
    meta,
    /** Presented, its tree can take the procedure's place (coloring.css). */
    presentParts: [{ part: 'tree', words: 'present.tree' }],
  });
}

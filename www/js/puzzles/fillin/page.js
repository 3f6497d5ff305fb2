//! Fill-in numbers as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page on one instance (app/instance-page.js)
//! with its slice and actions (puzzles/fillin/actions.js), its view
//! (puzzles/fillin/view.js), its exercise and its link and title (puzzles/fillin/puzzle.js).

import { createFillinActions, fillinState } from './actions.js';
import { createFillinView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createFillinExercise } from './exercise.js';
import { createFillinExercisePanel } from './exercise-panel.js';
import * as fillinWasm from '../../../pkg/fillin.js';
import { createInstancePage } from '../../app/instance-page.js';

/**
 * The fill-in over `root` (testid `fillin-view`), on its own wasm module (loaded with its
 * puzzle module, puzzles/fillin/puzzle.js `ready()`); `ctx` gives the store, `actions` the
 * page's.
 */
export default function createFillinPage(deps) {
  return createInstancePage(deps, {
    id: 'fillin',
    heading: 'fillin.heading',
    wasm: fillinWasm,
    // The instance a bare fill-in link opens is the core's: N = 10.
    textbook: textbook(),
    state: fillinState,
    actions: createFillinActions,
    exercise: createFillinExercise,
    view: createFillinView,
    panel: createFillinExercisePanel,
    link,
    meta,
  });
}

//! The maze as the page's app sees it (the puzzle page contract, puzzles/contract.js
//! `PuzzlePage`): a stepper page (app/stepper-page.js `createStepperPage`) with its slice
//! and actions (puzzles/maze/actions.js), its view (puzzles/maze/view.js), its exercise and
//! its link and title (puzzles/maze/puzzle.js).

import { createMazeActions, mazeState } from './actions.js';
import { createMazeView } from './view.js';
import { link, meta } from './puzzle.js';
import { createMazeExercise } from './exercise.js';
import { createMazeExercisePanel } from './exercise-panel.js';
import * as mazeWasm from '../../../pkg/maze.js';
import { createStepperPage } from '../../app/stepper-page.js';

/** The default maze, the core's: what its bare link opens. */
function defaultMaze(wasm) {
  const l = wasm.parse_link('puzzle=maze');
  return {
    rows: l.rows, cols: l.cols, walls: Array.from(l.walls), start: Array.from(l.start), exit: Array.from(l.exit),
  };
}

/** The maze over `root` (testid `maze-view`), on the maze's own wasm module. */
export default function createMazePage(deps) {
  const { store } = deps.ctx;
  const wasm = mazeWasm;
  const limits = { ...store.state.limits, ...wasm.limits() };
  const defaults = defaultMaze(wasm);
  return createStepperPage(deps, {
    id: 'maze',
    heading: 'maze.heading',
    state: mazeState(defaults),
    actions: (hooks) => createMazeActions(store, {
      api: wasm, defaults, limits, ...hooks,
    }),
    exercise: (s, mazeActions) => createMazeExercise({ store: s, wasm, mazeActions }),
    view: (root, parts) => createMazeView(root, {
      ...parts, limits, setTemplate: (template) => deps.actions.setTemplate(template),
    }),
    panel: createMazeExercisePanel,
    link,
    meta,
    /** Presented, its tree can take the procedure's place (maze.css). */
    presentParts: [{ part: 'tree', words: 'present.tree' }],
  });
}

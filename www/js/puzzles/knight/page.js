//! The knight's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (puzzles/knight/actions.js), its
//! view (puzzles/knight/view.js), opening its links, its link and title within the one render,
//! and its keys (the parts it shares with the other stepper pages: app/stepper-page.js).

import { createKnightActions, knightState } from './actions.js';
import { idleStepper } from '../../app/state.js';
import { createKnightView } from './view.js';
import { link as knightLink, meta as knightMeta } from './puzzle.js';
import { createKnightExercise } from './exercise.js';
import { createKnightExercisePanel } from './exercise-panel.js';
import * as knightWasm from '../../../pkg/knight.js';
import { withTemplate } from '../../app/route.js';
import { exerciseLink, exercisePanelActions, stepperPageParts } from '../../app/stepper-page.js';
import { keepInSight } from '../../views/exercise-sight.js';

/**
 * The knight over `root` (testid `knight-view`), on the knight's own wasm module (loaded
 * with its puzzle module, puzzles/knight/puzzle.js `ready()`). `ctx` gives the store; `actions`
 * the page's bound actions (dropFeedback, setTemplate).
 */
export default function createKnightPage({ root, ctx, actions }) {
  const { store } = ctx;
  const wasm = knightWasm;
  const limits = { ...store.state.limits, ...wasm.limits() };
  store.state.knight = knightState(limits);
  store.state.steppers.knight = idleStepper();
  const knightActions = createKnightActions(store, {
    api: { new_stepper: wasm.new_stepper, knight_path_count: wasm.knight_path_count },
    limits,
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    navigate: () => ctx.hashWriter.push(),
  });
  store.state.knightExercise = null;
  const exercise = createKnightExercise({ store, wasm, knightActions });
  const view = createKnightView(root, {
    actions: knightActions,
    setTemplate: (template) => actions.setTemplate(template),
    limits,
    exercise: (section) => keepInSight(section, createKnightExercisePanel(section, { actions: exercisePanelActions(ctx, actions, exercise) }), (state) => state.knightExercise),
    exerciseLink: exerciseLink(ctx, exercise, 'knightExercise'),
  });
  return {
    ...stepperPageParts(ctx, {
      id: 'knight', heading: 'knight.heading', actions: knightActions, exercise, exerciseSlice: 'knightExercise', view, root,
    }),
    /** The search moves step by step (its link is written lazily), unless a path or an exercise is shown. */
    stepping: (state) => state.knight.shown === null && !state.knightExercise,
    /** The fields of the link to what the knight shows, or null before its search starts. */
    fragment: (state) => {
      const fields = state.knightExercise
        ? exercise.fields(state.knightExercise, true)
        : state.steppers.knight.snapshot && knightLink(state.knight, state.steppers.knight);
      return fields ? withTemplate(fields, state.template) : null;
    },
    meta: (state) => knightMeta(state.knight, state.steppers.knight),
  };
}

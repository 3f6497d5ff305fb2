//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (app/knapsack-actions.js), its
//! view (views/knapsack.js), opening its links, its link and title within the one render,
//! and its keys (the parts it shares with the other stepper pages: app/stepper-page.js).

import { createKnapsackActions, knapsackState } from './knapsack-actions.js';
import { idleStepper } from './state.js';
import { createKnapsackView } from '../views/knapsack.js';
import { link as knapsackLink, meta as knapsackMeta } from '../puzzles/knapsack.js';
import { createKnapsackExercise } from './knapsack-exercise.js';
import { createKnapsackExercisePanel } from '../views/knapsack-exercise-panel.js';
import { exerciseLink, exercisePanelActions, stepperPageParts } from './stepper-page.js';
import * as knapsackWasm from '../../pkg/knapsack.js';
import { keepInSight } from '../views/exercise-sight.js';

/**
 * The knapsack over `root` (testid `knapsack-view`), on the knapsack's own wasm module
 * (loaded with its puzzle module, puzzles/knapsack.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createKnapsackPage({ root, ctx, actions }) {
  const { store } = ctx;
  const limits = { ...store.state.limits, ...knapsackWasm.limits() };
  // The textbook instance is the core's: what a bare knapsack link opens.
  const { w, v, c } = knapsackWasm.parse_link('puzzle=knapsack');
  const textbook = { w, v, c };
  store.state.knapsack = knapsackState(textbook);
  store.state.steppers.knapsack = idleStepper();
  const knapsackActions = createKnapsackActions(store, {
    limits,
    textbook,
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    navigate: () => ctx.hashWriter.push(),
  });
  store.state.knapsackExercise = null;
  const exercise = createKnapsackExercise({ store, knapsackActions });
  const view = createKnapsackView(root, {
    actions: knapsackActions,
    limits,
    exercise: (section) => keepInSight(section, createKnapsackExercisePanel(section, { actions: exercisePanelActions(ctx, actions, exercise) }), (state) => state.knapsackExercise),
    exerciseLink: exerciseLink(ctx, exercise, 'knapsackExercise'),
  });
  return {
    ...stepperPageParts(ctx, {
      id: 'knapsack', heading: 'knap.heading', actions: knapsackActions, exercise, exerciseSlice: 'knapsackExercise', view, root,
    }),
    /** The search moves step by step (its link is written lazily); an exercise's link changes by answers. */
    stepping: (state) => !state.knapsackExercise,
    fragment: (state) => {
      // The student's answers so far go into the link (`ans`), so a reload goes on with them.
      if (state.knapsackExercise) return exercise.fields(state.knapsackExercise, true);
      return state.steppers.knapsack.snapshot ? knapsackLink(state.knapsack, state.steppers.knapsack) : null;
    },
    meta: (state) => knapsackMeta(state.knapsack, state.steppers.knapsack),
  };
}

//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (puzzles/knapsack/actions.js), its
//! view (puzzles/knapsack/view.js), opening its links, its link and title within the one render,
//! and its keys (the parts it shares with the other stepper pages: app/stepper-page.js).

import { createKnapsackActions, knapsackState } from './actions.js';
import { idleStepper } from '../../app/state.js';
import { createKnapsackView } from './view.js';
import { link as knapsackLink, meta as knapsackMeta } from './puzzle.js';
import { createKnapsackExercise } from './exercise.js';
import { createKnapsackExercisePanel } from './exercise-panel.js';
import { exerciseLink, exercisePanelActions, stepperPageParts } from '../../app/stepper-page.js';
import * as knapsackWasm from '../../../pkg/knapsack.js';
import { keepInSight } from '../../views/exercise-sight.js';

/**
 * The knapsack over `root` (testid `knapsack-view`), on the knapsack's own wasm module
 * (loaded with its puzzle module, puzzles/knapsack/puzzle.js `ready()`); `ctx` gives the store,
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

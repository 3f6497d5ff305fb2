//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (app/knapsack-actions.js), its
//! view (views/knapsack.js), opening its links, its link and title within the one render,
//! and its keys.

import { createKnapsackActions, knapsackState } from './knapsack-actions.js';
import { idleStepper } from './state.js';
import { createKnapsackView } from '../views/knapsack.js';
import { link as knapsackLink, meta as knapsackMeta } from '../puzzles/knapsack.js';

/** The knapsack over `root` (testid `knapsack-view`); `ctx` gives the store, `actions` the page's. */
export default function createKnapsackPage({ root, ctx, actions }) {
  const { store } = ctx;
  const { limits } = store.state;
  store.state.knapsack = knapsackState();
  store.state.steppers.knapsack = idleStepper();
  const knapsackActions = createKnapsackActions(store, {
    limits,
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    navigate: () => ctx.hashWriter.push(),
  });
  const view = createKnapsackView(root, { actions: knapsackActions, limits });
  return {
    id: 'knapsack',
    heading: 'knap.heading',
    actions: knapsackActions,
    open(link, error) {
      store.update({ error: error ?? '' });
      knapsackActions.open(error === undefined ? link : null);
    },
    show: () => knapsackActions.show(),
    pause: () => knapsackActions.pause(),
    halt: () => knapsackActions.pause(),
    stepping: () => true,
    fragment: (state) => (state.steppers.knapsack.snapshot ? knapsackLink(state.knapsack, state.steppers.knapsack) : null),
    meta: (state) => knapsackMeta(state.knapsack, state.steppers.knapsack),
    render: (state) => view.render(state),
    keysOn: () => true,
    keys: {
      back: knapsackActions.back,
      forward: knapsackActions.step,
      playPause: knapsackActions.playPause,
      reset: knapsackActions.reset,
    },
  };
}

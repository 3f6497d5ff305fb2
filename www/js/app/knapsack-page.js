//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (app/knapsack-actions.js), its
//! view (views/knapsack.js), opening its links, its link and title within the one render,
//! and its keys.

import { createKnapsackActions, knapsackState } from './knapsack-actions.js';
import { idleStepper } from './state.js';
import { createKnapsackView } from '../views/knapsack.js';
import { link as knapsackLink, meta as knapsackMeta } from '../puzzles/knapsack.js';
import { createKnapsackExercise } from './knapsack-exercise.js';
import { createKnapsackExercisePanel } from '../views/knapsack-exercise-panel.js';
import { absoluteUrl } from './url.js';
import { withLang } from './route.js';

/** The knapsack over `root` (testid `knapsack-view`); `ctx` gives the store, `actions` the page's. */
export default function createKnapsackPage({ root, ctx, actions }) {
  const { store } = ctx;
  const { limits } = store.state;
  // The textbook instance is the core's: what a bare knapsack link opens.
  const { w, v, c } = ctx.wasm.parse_link('puzzle=knapsack');
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
  const act = (fn) => (...args) => {
    actions.dropFeedback();
    const result = fn(...args);
    store.flush();
    return result;
  };
  const view = createKnapsackView(root, {
    actions: knapsackActions,
    limits,
    exercise: (section) => createKnapsackExercisePanel(section, {
      actions: {
        start: act(() => {
          ctx.hashWriter.push();
          exercise.start();
        }),
        answer: act((value) => exercise.answer(value)),
        restart: act(() => exercise.restart()),
        close: act(() => exercise.close()),
        copy: (field) => exercise.copy(field).finally(() => store.flush()),
      },
    }),
    exerciseLink: (state) => {
      const ex = state.knapsackExercise;
      return ex?.run.done ? absoluteUrl(ctx.wasm.format_link(withLang(exercise.fields(ex, true), state.lang))) : '';
    },
  });
  return {
    id: 'knapsack',
    heading: 'knap.heading',
    actions: knapsackActions,
    open(link, error) {
      store.update({ error: error ?? '' });
      if (store.state.knapsackExercise) exercise.close();
      knapsackActions.open(error === undefined ? link : null);
      if (error === undefined && link.ex === 'simulate') exercise.open(link);
    },
    show: () => knapsackActions.show(),
    pause: () => knapsackActions.pause(),
    halt: () => knapsackActions.pause(),
    stepping: () => true,
    fragment: (state) => {
      if (state.knapsackExercise) return exercise.fields(state.knapsackExercise, false);
      return state.steppers.knapsack.snapshot ? knapsackLink(state.knapsack, state.steppers.knapsack) : null;
    },
    meta: (state) => knapsackMeta(state.knapsack, state.steppers.knapsack),
    render: (state) => {
      document.body.toggleAttribute('data-knapsack-exercise', state.puzzle === 'knapsack' && state.knapsackExercise !== null);
      view.render(state);
    },
    shareLabel: (state) => (state.knapsackExercise ? 'ex.share-label' : 'share.label'),
    /** The stepper's keys are off while the exercise runs (they would move the search past it). */
    keysOn: (state) => state.knapsackExercise === null,
    /** An embed link's range, speed and autoplay (app/view-route.js `embedOptions`). */
    embed: (options) => knapsackActions.embed(options),
    speed: (state) => state.knapsack.speed,
    keys: {
      back: knapsackActions.back,
      forward: knapsackActions.step,
      playPause: knapsackActions.playPause,
      reset: knapsackActions.reset,
    },
  };
}

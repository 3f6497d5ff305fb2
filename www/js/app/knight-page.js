//! The knight's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): its slice and actions (app/knight-actions.js), its
//! view (views/knight.js), opening its links, its link and title within the one render,
//! and its keys.

import { createKnightActions, knightState } from './knight-actions.js';
import { idleStepper } from './state.js';
import { createKnightView } from '../views/knight.js';
import { link as knightLink, meta as knightMeta } from '../puzzles/knight.js';
import { createKnightExercise } from './knight-exercise.js';
import { createKnightExercisePanel } from '../views/knight-exercise-panel.js';
import { absoluteUrl } from './url.js';
import { withLang, withTemplate } from './route.js';

/**
 * The knight over `root` (testid `knight-view`). `ctx` gives the store and the wasm
 * exports; `actions` the page's bound actions (dropFeedback).
 */
export default function createKnightPage({ root, ctx, actions }) {
  const { store, wasm } = ctx;
  const { limits } = store.state;
  store.state.knight = knightState(limits);
  store.state.steppers.knight = idleStepper();
  const knightActions = createKnightActions(store, {
    api: { Stepper: wasm.Stepper, knight_path_count: wasm.knight_path_count },
    limits,
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    navigate: () => ctx.hashWriter.push(),
  });
  store.state.knightExercise = null;
  const exercise = createKnightExercise({ store, wasm, knightActions });
  const act = (fn) => (...args) => {
    actions.dropFeedback();
    const result = fn(...args);
    store.flush();
    return result;
  };
  const view = createKnightView(root, {
    actions: knightActions,
    setTemplate: (template) => actions.setTemplate(template),
    limits,
    exercise: (section) => createKnightExercisePanel(section, {
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
      const ex = state.knightExercise;
      return ex?.run.done ? absoluteUrl(wasm.format_link(withLang(exercise.fields(ex, true), state.lang))) : '';
    },
  });
  return {
    id: 'knight',
    heading: 'knight.heading',
    actions: knightActions,
    open(link, error) {
      store.update({ error: error ?? '' });
      if (store.state.knightExercise) exercise.close();
      knightActions.open(error === undefined ? link : null);
      if (error === undefined && link.ex === 'simulate') exercise.open(link);
    },
    show: () => knightActions.show(),
    pause: () => knightActions.pause(),
    halt: () => knightActions.pause(),
    /** The search moves step by step (its link is written lazily), unless a path is shown. */
    stepping: (state) => state.knight.shown === null,
    /** The fields of the link to what the knight shows, or null before its search starts. */
    fragment: (state) => {
      const fields = state.knightExercise
        ? exercise.fields(state.knightExercise, false)
        : state.steppers.knight.snapshot && knightLink(state.knight, state.steppers.knight);
      return fields ? withTemplate(fields, state.template) : null;
    },
    meta: (state) => knightMeta(state.knight, state.steppers.knight),
    render: (state) => {
      document.body.toggleAttribute('data-knight-exercise', state.puzzle === 'knight' && state.knightExercise !== null);
      view.render(state);
    },
    shareLabel: (state) => (state.knightExercise ? 'ex.share-label' : 'share.label'),
    /** The stepper's keys are off while the exercise runs (they would move the search past it). */
    keysOn: (state) => state.knightExercise === null,
    /** An embed link's range, speed and autoplay (app/view-route.js `embedOptions`). */
    embed: (options) => knightActions.embed(options),
    speed: (state) => state.knight.speed,
    keys: {
      back: knightActions.back,
      forward: knightActions.step,
      playPause: knightActions.playPause,
      reset: knightActions.reset,
    },
  };
}

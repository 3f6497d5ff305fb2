//! What a puzzle page that is a stepper with a "simulate the search" exercise shares
//! (the puzzle page contract, puzzles/contract.js `PuzzlePage`): the exercise panel's
//! actions, the exercise's share link, opening a link, and the contract's parts that only
//! pass on to the puzzle's actions or read its slices. The puzzle's own page
//! (app/<id>-page.js) gives its id, its actions, its exercise and its view; this module
//! names no puzzle. Its slices are `state[id]` (with `speed`), `state.steppers[id]` and
//! `state[exerciseSlice]` (null while no exercise is open).

import { absoluteUrl } from './url.js';
import { withLang } from './route.js';
import { writeAnswers } from '../exercise/answers.js';
import { shownFeedback } from '../exercise/review.js';

/**
 * True when `link` may go on with the exercise `ex` under way (Back or Forward onto its
 * history entry, whose link carries the answers given so far): the same answers, none cut.
 * The puzzle's exercise compares the rest (its board, instance, mode).
 */
export function linkResumes(ex, link) {
  return Boolean(ex) && !link.ansCut && (link.ans ?? null) === writeAnswers(ex.run.answers);
}

/** The step of the search the exercise `ex` shows: its review row's picked, else the step it has reached. */
export function reviewStep(ex) {
  return ex.reviewAt === null || ex.reviewAt === undefined ? ex.run.step : shownFeedback(ex).step;
}

/**
 * The exercise panel's actions ({ start, answer(value), restart, close, copy(field), review(index) }):
 * each drops the last feedback (`actions.dropFeedback`), runs `exercise`'s and draws at
 * once; start first pushes a history entry (opening an exercise is a navigation).
 */
export function exercisePanelActions(ctx, actions, exercise) {
  const { store } = ctx;
  const act = (fn) => (...args) => {
    actions.dropFeedback();
    const result = fn(...args);
    store.flush();
    return result;
  };
  return {
    start: act(() => {
      ctx.hashWriter.push();
      exercise.start();
    }),
    answer: act((value) => exercise.answer(value)),
    restart: act(() => exercise.restart()),
    close: act(() => exercise.close()),
    review: act((index) => exercise.review(index)),
    copy: (field) => exercise.copy(field).finally(() => store.flush()),
  };
}

/**
 * `(state) →` the absolute link of the exercise in `state[exerciseSlice]` once its run is
 * done (the fields `exercise.fields(ex, true)`, in the page's language, written by
 * `ctx.formatLink`: puzzles/registry.js `formatLink`), else ''.
 */
export function exerciseLink(ctx, exercise, exerciseSlice) {
  return (state) => {
    const ex = state[exerciseSlice];
    return ex?.run.done ? absoluteUrl(ctx.formatLink(withLang(exercise.fields(ex, true), state.lang))) : '';
  };
}

/**
 * The contract's parts such a page shares: `id`, `heading` (its i18n key), `actions` (the
 * puzzle's: open(link | null), show, pause, embed(options), back, step, playPause, reset),
 * `exercise` (open(link), close, same(link), resume), `exerciseSlice`, `view`
 * ({ render(state) }) and `root` (the page's element: class `exercise-open` while its
 * exercise is, for present.css).
 * The page adds `stepping`, `fragment` and `meta`.
 */
export function stepperPageParts(ctx, {
  id, heading, actions, exercise, exerciseSlice, view, root,
}) {
  const { store } = ctx;
  return {
    id,
    heading,
    actions,
    open(link, error) {
      store.update({ error: error ?? '' });
      const simulate = error === undefined && link.ex === 'simulate';
      // An exercise link's step is where the exercise starts: the exercise moves the search there.
      const board = simulate ? { ...link, step: null } : link;
      // Back or Forward onto the exercise under way (its own link, with the answers given
      // so far): it goes on where the student left it.
      if (simulate && exercise.same(link)) {
        actions.open(board);
        exercise.resume();
        return;
      }
      if (store.state[exerciseSlice]) exercise.close();
      actions.open(error === undefined ? board : null);
      if (simulate) exercise.open(link);
    },
    show: () => actions.show(),
    pause: () => actions.pause(),
    halt: () => actions.pause(),
    render: (state) => {
      document.body.toggleAttribute(`data-${id}-exercise`, state.puzzle === id && state[exerciseSlice] !== null);
      root.classList.toggle('exercise-open', state[exerciseSlice] !== null);
      view.render(state);
    },
    shareLabel: (state) => (state[exerciseSlice] ? 'ex.share-label' : 'share.label'),
    /** The stepper's keys are off while the exercise runs (they would move the search past it). */
    keysOn: (state) => state[exerciseSlice] === null,
    /** An embed link's range, speed and autoplay (app/view-route.js `embedOptions`). */
    embed: (options) => actions.embed(options),
    speed: (state) => state[id].speed,
    keys: {
      back: actions.back,
      forward: actions.step,
      playPause: actions.playPause,
      reset: actions.reset,
    },
  };
}

//! What a puzzle page that is a stepper with a "simulate the search" exercise shares
//! (the puzzle page contract, puzzles/contract.js `PuzzlePage`): the page itself
//! (`createStepperPage`: its slices, its search's actions, its exercise and view, opening
//! a link, its link and title), the exercise panel's actions, the exercise's share link,
//! and the contract's parts that only pass on to the puzzle's actions or read its slices.
//! The puzzle's own page (puzzles/<id>/page.js) gives its `StepperPageSpec`; this module
//! names no puzzle. Its slices are `state[id]` (with `speed`), `state.steppers[id]` and
//! `state[id + 'Exercise']` (null while no exercise is open).

import { absoluteUrl } from './url.js';
import { withLang, withTemplate } from './route.js';
import { idleStepper } from './state.js';
import { keepInSight } from '../views/exercise-sight.js';
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
 * The exercise panel's actions ({ start, answer(value), restart, close, copy(field), review(index), parsons, setWho(text) }):
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
    /** The shared Parsons problem of the puzzle's procedure (app/parsons-actions.js). */
    parsons: () => actions.openParsons(),
    /** The student's name for the exercise's links (app/page-actions.js). */
    setWho: (text) => actions.setWho(text),
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
    /** The exercise as it stands (PuzzlePage `exerciseResult`): its grading so far and its link without answers. */
    exerciseResult(state) {
      const ex = state[exerciseSlice];
      return ex && {
        right: ex.run.right, wrong: ex.run.wrong, done: ex.run.done, fields: exercise.fields(ex, false),
      };
    },
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

/**
 * What a stepper puzzle's page gives `createStepperPage`.
 * @typedef {object} StepperPageSpec
 * @property {string} id  the registry id; its slices are `state[id]`, `state.steppers[id]`
 *   and `state[id + 'Exercise']`
 * @property {string} heading  i18n key of the page's heading
 * @property {object} state  its slice, before any link
 * @property {(hooks: { onError: Function, userAction: Function, navigate: Function }) => object} actions
 *   its search's actions (open, show, pause, embed, seek, back, step, playPause, reset, …)
 *   with the page's hooks
 * @property {(store: object, searchActions: object) => object} exercise  its exercise
 *   (app/stepper-exercise.js `createStepperExercise`)
 * @property {(root: Element, parts: { actions: object, exercise: Function, exerciseLink: Function }) => { render: Function }} view
 *   its view over `root`, with its search's actions, the exercise panel's maker
 *   (`exercise(section)`) and the exercise's result link (`exerciseLink(state)`)
 * @property {(section: Element, options: { actions: object }) => object} panel  its exercise panel
 * @property {(slice: object, search: object) => object} link  the fields of the link to
 *   what it shows, from its slice and its stepper slice
 * @property {(slice: object, search: object) => { title: string, description: string }} meta  its title and link preview
 * @property {(state: object) => boolean} [stepping]  the search moves step by step (besides no exercise open)
 */

/**
 * The page of a stepper puzzle (a `PuzzlePage`) over `root`, from the page's `deps` (`ctx`,
 * `actions`, its contract object `puzzle`) and its `spec`: adds its slices to the state,
 * builds its search's actions, its exercise and its view, and gives the contract's parts.
 * Its link carries the procedure's form (`tmpl=`) when the puzzle has that form.
 */
export function createStepperPage({
  root, ctx, actions, puzzle,
}, spec) {
  const { store } = ctx;
  const { id } = spec;
  const exerciseSlice = `${id}Exercise`;
  store.state[id] = spec.state;
  store.state.steppers[id] = idleStepper();
  store.state[exerciseSlice] = null;
  const searchActions = spec.actions({
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    navigate: () => ctx.hashWriter.push(),
  });
  const exercise = spec.exercise(store, searchActions);
  const view = spec.view(root, {
    actions: searchActions,
    exercise: (section) => keepInSight(section, spec.panel(section, { actions: exercisePanelActions(ctx, actions, exercise) }), (state) => state[exerciseSlice]),
    exerciseLink: exerciseLink(ctx, exercise, exerciseSlice),
  });
  const templated = (fields, template) => (puzzle?.templates?.includes(template) ? withTemplate(fields, template) : fields);
  return {
    ...stepperPageParts(ctx, {
      id, heading: spec.heading, actions: searchActions, exercise, exerciseSlice, view, root,
    }),
    /** The search moves step by step (its link is written lazily); an exercise's link changes by answers. */
    stepping: (state) => !state[exerciseSlice] && (spec.stepping?.(state) ?? true),
    /** The fields of the link to what it shows (the student's answers so far with an exercise, `ans`, so a reload goes on with them), or null before its search starts. */
    fragment: (state) => {
      const fields = state[exerciseSlice]
        ? exercise.fields(state[exerciseSlice], true)
        : state.steppers[id].snapshot && spec.link(state[id], state.steppers[id]);
      return fields ? templated(fields, state.template) : null;
    },
    meta: (state) => spec.meta(state[id], state.steppers[id]),
    ...(spec.presentParts ? { presentParts: spec.presentParts } : {}),
  };
}

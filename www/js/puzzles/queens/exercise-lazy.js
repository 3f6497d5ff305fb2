//! The exercises' actions (puzzles/queens/exercise-actions.js, with the quiz, the rules, the
//! rule worker's client and the exercises' words), fetched on first use (issue 20): the
//! first time the Exercises tab's panel is built (puzzles/queens/views.js fetches them with
//! it, so its buttons find them loaded) or a link opens an exercise. No exercise exists before
//! they have arrived, so what the page asks of them on every N (`putAside`, `bringBack`)
//! waits for nothing (`whenLoaded`).

import { lazyActions, lazyModule } from '../../lib/lazy.js';
import { showNotFetched } from '../../app/lazy-part.js';

export const exerciseCode = lazyModule(() => import('./exercise-actions.js'));

/**
 * The exercises' actions, each fetching their code the first time it is used;
 * tests/unit/puzzles/queens/lazy.test.js checks this list against the module's exports.
 */
export const EXERCISE_ACTIONS = [
  'openExercise', 'startExercise', 'exerciseSquare', 'exerciseChoice', 'exerciseNext', 'reviewExercise',
  'toggleExerciseShade', 'restartExercise', 'putAside', 'bringBack', 'closeExercise', 'copyResultLink',
  'openExerciseLink', 'setRuleText', 'runRule', '_ruleEvent', 'showRuleBoard',
];

/** The module of actions bound with the page's (app/actions.js `bindActions`). */
export const exerciseActions = {
  ...lazyActions(exerciseCode, EXERCISE_ACTIONS, (ctx, err) => showNotFetched(ctx.store, err)),
  /** Not user input: they keep the feedback on the page. */
  QUIET_ACTIONS: ['openExerciseLink', '_ruleEvent'],
};

/** The exercises' action `name` on `ctx` with `args` if their code has arrived; else nothing. */
export function whenLoaded(name, ctx, ...args) {
  if (exerciseCode.loaded) exerciseCode.get()[name](ctx, ...args);
}

/**
 * Opens the exercise link `link` (exercise-actions.js `openExerciseLink`): at once when the
 * code has arrived, else a promise of it opened once fetched, unless another link or N
 * came first (`ctx.exerciseLinkAsked`); a failed fetch is said in the page's error line.
 */
export function openExerciseLink(ctx, link) {
  ctx.exerciseLinkAsked = link;
  if (exerciseCode.loaded) return exerciseCode.get().openExerciseLink(ctx, link);
  return exerciseCode.load().then((m) => {
    if (ctx.exerciseLinkAsked === link) m.openExerciseLink(ctx, link);
  }, (err) => {
    if (ctx.exerciseLinkAsked === link) showNotFetched(ctx.store, err);
  }).finally(() => ctx.store.flush());
}

//! The knapsack's exercise: "do the search yourself" on 0-1 knapsack. The student chooses
//! what the search does at each node: take the item, skip it, or backtrack; each action is
//! graded against the core's trace (exercise/trace.js over the knapsack's own wasm
//! stepper) by exercise/simulate.js with the knapsack's rules
//! (puzzles/knapsack/exercise-rules.js). The exercise is the state's `knapsackExercise` slice; the
//! knapsack's search is moved to the exercise's step, so its tree and numbers show the true
//! state.

import './exercise-strings.js';
import { writeAnswers } from '../../exercise/answers.js';
import { createTrace } from '../../exercise/trace.js';
import {
  replaySimulate, simulateAnswer, startStep, withEndView,
} from '../../exercise/simulate.js';
import { KNAPSACK_RULES } from './exercise-rules.js';
import { errorMessage } from '../../lib/errors.js';
import { linkAnswers, pastEnd, together } from '../../exercise/link-answers.js';
import { pickRow } from '../../exercise/review.js';
import { copyLink } from '../../app/url.js';
import { linkResumes, reviewStep } from '../../app/stepper-page.js';
import { newStepper } from './puzzle.js';

/** An answer the knapsack's exercise takes: 1 (take), 2 (skip) or backtrack. */
const isChoice = (a) => a.kind === 'backtrack' || (a.kind === 'number' && (a.value === 1 || a.value === 2));

/**
 * The knapsack's exercise over the page's `store`, moving the knapsack's search through
 * `knapsackActions` (puzzles/knapsack/actions.js: `open`, `seek`). Returns its actions
 * `{ start(opts), answer(value), close(), restart(), open(link), same(link), resume(),
 * copy(field) }` and
 * `fields(ex, withAnswers)`, the exercise's link fields.
 */
export function createKnapsackExercise({ store, knapsackActions }) {
  let trace = null;

  function set(ex) {
    const next = withEndView({ ...ex, finishedAt: ex.run.done && ex.finishedAt === null ? Date.now() : ex.finishedAt }, trace);
    store.update({ knapsackExercise: next });
    knapsackActions.seek(reviewStep(next));
  }

  /**
   * Starts on the instance searched now (`opts`: `{ ans, ansCut, start }` from a result link, its
   * answers graded up to where a damaged link was cut; `start` the step it
   * starts at, 0 by default and when the search ends before it).
   */
  function start(opts = {}) {
    const { w, v, c } = store.state.knapsack;
    const size = { w, v, c };
    trace?.free();
    trace = createTrace(newStepper(null, size), false);
    knapsackActions.open({ ...size, step: 0 });
    const begin = startStep(trace, opts.start ?? 0);
    const { answers, cut } = linkAnswers(opts, 1, isChoice);
    const run = replaySimulate(trace, answers, size, begin.start, KNAPSACK_RULES);
    const now = Date.now();
    const replayed = run.answers.length > 0;
    set({
      size, start: begin.start, run, replayed: replayed && run.done, resumed: replayed && !run.done, startedAt: now, finishedAt: replayed && run.done ? now : null, copyStatus: '', reviewAt: null,
    });
    // Said last: moving the knapsack's search (set) drops the feedback of an earlier action.
    const begun = begin.pastEnd ? errorMessage('exercise', 'start-past-end', begin.pastEnd) : null;
    const notice = together(begun, cut, pastEnd(answers.length - run.answers.length));
    if (notice) store.update({ error: notice });
  }

  /** 1 (take), 2 (skip) or 'backtrack'. */
  function answer(value) {
    const ex = store.state.knapsackExercise;
    if (!ex || ex.run.done) return;
    const given = value === 'backtrack' ? { kind: 'backtrack' } : { kind: 'number', value: Number(value) };
    if (!isChoice(given)) return;
    const run = simulateAnswer(trace, ex.run, given, ex.size, KNAPSACK_RULES);
    if (run !== ex.run) set({ ...ex, run, copyStatus: '' });
  }

  function close() {
    trace?.free();
    trace = null;
    store.update({ knapsackExercise: null });
  }

  return {
    start,
    answer,
    close,
    restart: () => start({ start: store.state.knapsackExercise?.start }),
    /** A knapsack link with `ex=simulate` (its instance is already open; `ans`, `ansCut`, and `step`, where it starts). */
    open: (link) => start({ ans: link.ans, ansCut: link.ansCut, start: link.step ?? 0 }),
    /** True when `link` names the exercise under way: its instance and start, and the answers given so far. */
    same(link) {
      const ex = store.state.knapsackExercise;
      const eq = (a, b) => a !== undefined && a !== null && b.length === a.length && [...a].every((x, i) => Number(x) === b[i]);
      return linkResumes(ex, link) && eq(link.w, ex.size.w) && eq(link.v, ex.size.v) && Number(link.c) === ex.size.c
        && (link.step ?? 0) === ex.start;
    },
    /** Shows the exercise at row `index` of its review, or back at its end when that row is shown. */
    review(index) {
      const ex = store.state.knapsackExercise;
      const reviewAt = ex && pickRow(ex, index);
      if (ex && reviewAt !== ex.reviewAt) set({ ...ex, reviewAt });
    },
    /** The exercise under way again, as it was left: the knapsack's search back at its step. */
    resume: () => set(store.state.knapsackExercise),
    async copy(field) {
      const status = await copyLink(field.value, field);
      const ex = store.state.knapsackExercise;
      if (ex) store.update({ knapsackExercise: { ...ex, copyStatus: status } });
    },
    /** The fields of the exercise's link, with its answers when `withAnswers` (the result link). */
    fields(ex, withAnswers) {
      const fields = {
        puzzle: 'knapsack', w: ex.size.w, v: ex.size.v, c: ex.size.c, ex: 'simulate',
      };
      if (ex.start > 0) fields.step = ex.start;
      if (withAnswers) fields.ans = writeAnswers(ex.run.answers);
      return fields;
    },
  };
}

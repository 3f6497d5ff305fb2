//! The "do the search yourself" exercise of a puzzle page that is a stepper (the puzzle
//! page contract's shared flow, app/stepper-page.js): the student answers what the search
//! does next; each action is graded against the core's trace (exercise/trace.js over the
//! puzzle's own wasm stepper) by exercise/simulate.js with the puzzle's rules, and the
//! puzzle's search (its stepper slice) is moved to the exercise's step, so its board and
//! counters show the true state. The exercise is the state's `spec.slice`. What differs
//! from one puzzle to another is its `spec` (`StepperExerciseSpec`); this module names no
//! puzzle.

import { writeAnswers } from '../exercise/answers.js';
import { replaySimulate, simulateAnswer, startStep, withEndView } from '../exercise/simulate.js';
import { errorMessage } from '../lib/errors.js';
import { linkAnswers, pastEnd, together } from '../exercise/link-answers.js';
import { pickRow } from '../exercise/review.js';
import {
  exerciseSeconds, lastAnswerAt, nameOf, withStudent,
} from '../exercise/student.js';
import { createTrace } from '../exercise/trace.js';
import { copyLink } from './url.js';
import { linkResumes, reviewStep } from './stepper-page.js';

/**
 * What a puzzle gives its exercise.
 * @typedef {object} StepperExerciseSpec
 * @property {string} slice  the state's key of the exercise (`<id>Exercise`)
 * @property {object} rules  the grading rules (exercise/simulate.js)
 * @property {(answer: object) => boolean} takes  an answer the exercise takes (a read token)
 * @property {(state: object, opts: object) => { size: object, trace: object, open: object,
 *   record: object, tokenMax: number }} begin  a new exercise on what the page shows (`opts`
 *   from a link or Restart): its size for the rules, its trace (exercise/trace.js), what the
 *   puzzle's search opens (`searchActions.open`), its own fields of the exercise, and the
 *   largest number an answer token may hold (exercise/answers.js)
 * @property {(ex: object) => object} size  the size of the exercise `ex` for the rules
 * @property {(ex: object) => object} again  the `opts` of Restart: the same exercise again
 * @property {(link: object) => object} fromLink  the `opts` of a link with `ex=simulate`
 * @property {(ex: object, link: object) => boolean} sameBoard  `link` names `ex`'s board
 *   (its instance and mode)
 * @property {(ex: object) => object} fields  the puzzle's own fields of the exercise's link
 */

/**
 * The exercise of a puzzle over the page's `store`, moving the puzzle's search through
 * `searchActions` (`open(fields)`, `seek(step)`), as `spec` says. Returns its actions
 * `{ start(opts), answer(value), close(), restart(), open(link), same(link), review(index),
 * resume(), copy(field) }` and `fields(ex, withAnswers)`, the exercise's link fields.
 */
export function createStepperExercise({ store, searchActions, spec }) {
  let trace = null;
  const current = () => store.state[spec.slice];

  function set(ex) {
    const next = withEndView({
      ...ex, finishedAt: ex.run.done && ex.finishedAt === null ? Date.now() : ex.finishedAt, lastAt: lastAnswerAt(ex, current()),
    }, trace);
    store.update({ [spec.slice]: next });
    searchActions.seek(reviewStep(next));
  }

  /**
   * Starts on what the page shows (`opts`: `{ ans, ansCut, start, … }` from a result link,
   * its answers graded up to where a damaged link was cut; `start` the step it starts at,
   * 0 by default and when the search ends before it).
   */
  function start(opts = {}) {
    trace?.free();
    const fresh = spec.begin(store.state, opts);
    trace = fresh.trace;
    searchActions.open(fresh.open);
    const begin = startStep(trace, opts.start ?? 0);
    const { answers, cut } = linkAnswers(opts, fresh.tokenMax, spec.takes);
    const run = replaySimulate(trace, answers, fresh.size, begin.start, spec.rules);
    const now = Date.now();
    const replayed = run.answers.length > 0;
    set({
      ...fresh.record, start: begin.start, run, replayed: replayed && run.done, resumed: replayed && !run.done, startedAt: now, finishedAt: replayed && run.done ? now : null, linkTime: opts.time ?? null, copyStatus: '', reviewAt: null,
    });
    // Said last: moving the puzzle's search (set) drops the feedback of an earlier action.
    const begun = begin.pastEnd ? errorMessage('exercise', 'start-past-end', begin.pastEnd) : null;
    const notice = together(begun, cut, pastEnd(answers.length - run.answers.length));
    if (notice) store.update({ error: notice });
  }

  /** An answer: a number (or its text) the exercise takes, or 'backtrack'. */
  function answer(value) {
    const ex = current();
    if (!ex || ex.run.done) return;
    const given = value === 'backtrack' ? { kind: 'backtrack' } : { kind: 'number', value: Number(value) };
    if (!spec.takes(given)) return;
    const run = simulateAnswer(trace, ex.run, given, spec.size(ex), spec.rules);
    if (run !== ex.run) set({ ...ex, run, copyStatus: '' });
  }

  function close() {
    trace?.free();
    trace = null;
    store.update({ [spec.slice]: null });
  }

  return {
    start,
    answer,
    close,
    restart: () => start(spec.again(current() ?? {})),
    /** A link with `ex=simulate` (`ans`, `ansCut`, and `step`, where it starts; the rest the puzzle's). */
    open: (link) => start({
      ...spec.fromLink(link), ans: link.ans, ansCut: link.ansCut, start: link.step ?? 0, time: link.time,
    }),
    /** True when `link` names the exercise under way: its board, its start, and the answers given so far. */
    same(link) {
      const ex = current();
      return linkResumes(ex, link) && spec.sameBoard(ex, link) && (link.step ?? 0) === ex.start;
    },
    /** Shows the exercise at row `index` of its review, or back at its end when that row is shown. */
    review(index) {
      const ex = current();
      const reviewAt = ex && pickRow(ex, index);
      if (ex && reviewAt !== ex.reviewAt) set({ ...ex, reviewAt });
    },
    /** The exercise under way again, as it was left: the puzzle's search back at its step. */
    resume: () => set(current()),
    async copy(field) {
      const status = await copyLink(field.value, field);
      const ex = current();
      if (ex) store.update({ [spec.slice]: { ...ex, copyStatus: status } });
    },
    /**
     * The fields of the exercise's link, with the student's answers, name and time so far
     * when `withAnswers` (the result link, exercise/student.js).
     */
    fields(ex, withAnswers) {
      const fields = { ...spec.fields(ex), ex: 'simulate' };
      if (ex.start > 0) fields.step = ex.start;
      if (!withAnswers) return fields;
      fields.ans = writeAnswers(ex.run.answers);
      const { who, limits } = store.state;
      return withStudent(fields, nameOf(who, limits.whoMaxChars), exerciseSeconds(ex));
    },
  };
}

/** The same field of an instance: `a` from a link (a number, a flag, a list of numbers, or their text), `b` the exercise's. */
function sameField(a, b) {
  if (Array.isArray(b)) return a !== undefined && a !== null && b.length === a.length && [...a].every((x, i) => Number(x) === b[i]);
  if (typeof b === 'boolean') return Boolean(a) === b;
  return Number(a) === b;
}

/**
 * The spec (`StepperExerciseSpec`) of a puzzle page that is one instance and its search
 * (app/instance-actions.js): the exercise `<id>Exercise` runs on the instance shown, its
 * `fields` (as the link names them: numbers, flags, lists of numbers), on a new stepper
 * `newStepper(null, instance)`; `takes(answer)` and `rules` as the spec's; `tokenMax(size)`
 * the largest number an answer may hold (1: the subset tree's two answers, 1 and 2).
 */
export function instanceExerciseSpec({
  id, fields, rules, takes, newStepper, tokenMax = () => 1,
}) {
  return {
    slice: `${id}Exercise`,
    rules,
    takes,
    /** On the instance searched now (a link's is already open). */
    begin(state) {
      const size = Object.fromEntries(fields.map((f) => [f, state[id][f]]));
      return {
        size, trace: createTrace(newStepper(null, size), false), open: { ...size, step: 0 }, record: { size }, tokenMax: tokenMax(size),
      };
    },
    size: (ex) => ex.size,
    again: (ex) => ({ start: ex.start }),
    fromLink: () => ({}),
    sameBoard: (ex, link) => fields.every((f) => sameField(link[f], ex.size[f])),
    fields: (ex) => ({ puzzle: id, ...ex.size }),
  };
}

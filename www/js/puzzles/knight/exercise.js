//! The knight's exercise (issue 22): "do the search yourself" on the rightward path. The
//! student chooses the search's next jump (its move ①–④) or presses Backtrack; each action
//! is graded against the core's trace (exercise/trace.js over the knight's own wasm
//! stepper) by exercise/simulate.js with the knight's rules (puzzles/knight/exercise-rules.js). The
//! exercise is the state's `knightExercise` slice; the knight's search (its stepper slice)
//! is moved to the exercise's step, so its board and counters show the true state.

import './exercise-strings.js';
import { writeAnswers } from '../../exercise/answers.js';
import { createTrace } from '../../exercise/trace.js';
import {
  replaySimulate, simulateAnswer, startStep, withEndView,
} from '../../exercise/simulate.js';
import { KNIGHT_RULES } from './exercise-rules.js';
import { errorMessage } from '../../lib/errors.js';
import { linkAnswers, pastEnd, together } from '../../exercise/link-answers.js';
import { pickRow } from '../../exercise/review.js';
import { copyLink } from '../../app/url.js';
import { linkResumes, reviewStep } from '../../app/stepper-page.js';
import { newStepper } from './puzzle.js';

/** An answer the knight's exercise takes: a move ① to ④ (1 to 4) or backtrack. */
const isMove = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 4);

/**
 * The knight's exercise over the page's `store` and `wasm`, moving the knight's search
 * through `knightActions` (puzzles/knight/actions.js: `open`, `seek`). Returns its actions
 * `{ start(opts), answer(value), close(), restart(), open(link), same(link), resume(),
 * copy(field) }` and
 * `fields(ex, withAnswers)`, the exercise's link fields.
 */
export function createKnightExercise({ store, wasm, knightActions }) {
  let trace = null;

  function set(ex) {
    const done = ex.run.done;
    const next = withEndView({ ...ex, finishedAt: done && ex.finishedAt === null ? Date.now() : ex.finishedAt }, trace);
    store.update({ knightExercise: next });
    knightActions.seek(reviewStep(next));
  }

  /**
   * Starts on the knight's board (`opts`: `{ firstOnly, ans, ansCut, start }` from a link, its
   * answers graded up to where a damaged link was cut; `start` the step it
   * starts at, 0 by default and when the search ends before it).
   */
  function start(opts = {}) {
    const { knight } = store.state;
    const firstOnly = opts.firstOnly ?? !knight.allSolutions;
    const size = { n: knight.n, m: knight.m };
    trace?.free();
    trace = createTrace(newStepper(wasm, size, { allSolutions: !firstOnly }), firstOnly);
    // The knight's own search runs the same mode, so its board shows the exercise's step.
    knightActions.open({
      n: size.n, m: size.m, step: 0, mode: firstOnly ? 'first' : 'all', path: null,
    });
    const begin = startStep(trace, opts.start ?? 0);
    const { answers, cut } = linkAnswers(opts, Math.max(size.n, size.m), isMove);
    const run = replaySimulate(trace, answers, size, begin.start, KNIGHT_RULES);
    const now = Date.now();
    const replayed = run.answers.length > 0;
    set({
      ...size, firstOnly, start: begin.start, run, replayed: replayed && run.done, resumed: replayed && !run.done, startedAt: now, finishedAt: replayed && run.done ? now : null, copyStatus: '', reviewAt: null,
    });
    // Said last: moving the knight's search (set) drops the feedback of an earlier action.
    const begun = begin.pastEnd ? errorMessage('exercise', 'start-past-end', begin.pastEnd) : null;
    const notice = together(begun, cut, pastEnd(answers.length - run.answers.length));
    if (notice) store.update({ error: notice });
  }

  /** A move 1..4 (a number or its text) or 'backtrack'. */
  function answer(value) {
    const ex = store.state.knightExercise;
    if (!ex || ex.run.done) return;
    const given = value === 'backtrack' ? { kind: 'backtrack' } : { kind: 'number', value: Number(value) };
    if (!isMove(given)) return;
    const run = simulateAnswer(trace, ex.run, given, { n: ex.n, m: ex.m }, KNIGHT_RULES);
    if (run !== ex.run) set({ ...ex, run, copyStatus: '' });
  }

  function close() {
    trace?.free();
    trace = null;
    store.update({ knightExercise: null });
  }

  return {
    start,
    answer,
    close,
    restart: () => start({ firstOnly: store.state.knightExercise?.firstOnly, start: store.state.knightExercise?.start }),
    /** A knight link with `ex=simulate` (its `n`, `m`, `mode`, `ans`, `ansCut`, and `step`, where it starts). */
    open: (link) => start({ firstOnly: link.mode === 'first', ans: link.ans, ansCut: link.ansCut, start: link.step ?? 0 }),
    /** True when `link` names the exercise under way: its board, mode and start, and the answers given so far. */
    same(link) {
      const ex = store.state.knightExercise;
      return linkResumes(ex, link) && link.n === ex.n && link.m === ex.m && (link.mode === 'first') === ex.firstOnly
        && (link.step ?? 0) === ex.start;
    },
    /** Shows the exercise at row `index` of its review, or back at its end when that row is shown. */
    review(index) {
      const ex = store.state.knightExercise;
      const reviewAt = ex && pickRow(ex, index);
      if (ex && reviewAt !== ex.reviewAt) set({ ...ex, reviewAt });
    },
    /** The exercise under way again, as it was left: the knight's search back at its step. */
    resume: () => set(store.state.knightExercise),
    async copy(field) {
      const status = await copyLink(field.value, field);
      const ex = store.state.knightExercise;
      if (ex) store.update({ knightExercise: { ...ex, copyStatus: status } });
    },
    /** The fields of the exercise's link, with its answers when `withAnswers` (the result link). */
    fields(ex, withAnswers) {
      const fields = {
        puzzle: 'knight', n: ex.n, m: ex.m, ex: 'simulate', mode: ex.firstOnly ? 'first' : 'all',
      };
      if (ex.start > 0) fields.step = ex.start;
      if (withAnswers) fields.ans = writeAnswers(ex.run.answers);
      return fields;
    },
  };
}

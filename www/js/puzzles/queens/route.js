//! The queens' route, state → link: the fields of the link to what the N-Queens page shows
//! (a solution as `q=` or `i=`, a step with its mode and method, a play placement), for
//! the wasm `format_link`. Pure: no DOM, unit-tested in tests/unit/route.test.js.

import { withLang, withTemplate } from '../../app/route.js';
import { writeAnswers } from '../../exercise/answers.js';
import { exerciseSeconds, nameOf, withStudent } from '../../exercise/student.js';
import { HERE_MAX_N } from './count-pool.js';

/**
 * The fields of the link to what the page shows, for the wasm `format_link`
 * (`{ n, q | i | step | placement, mode, method, count, gpu, gallery, tmpl, lang }`), from the state. `attacking(cols)`
 * says whether a full placement has attacking queens (the wasm `attacks`): play mode's
 * link is its partial placement (`q=` with 0s), its solution, or N alone for a full
 * board in conflict, which has no link form. The knight's fields come from its own
 * page (puzzles/knight/page.js). `lang=zh` is added while the page is in Chinese.
 */
export function linkFields(state, attacking) {
  const fields = queensFields(state, attacking);
  // A count in progress is part of the link (`count=1`): a reload starts it again (one that
  // asks before it starts, asks again); so is a count that asks.
  // N up to HERE_MAX_N is counted as soon as it is shown, so its count needs no key.
  if (!fields.ex && ((countRunning(state) && state.n > HERE_MAX_N) || state.countAsk?.n === state.n)) fields.count = true;
  // The gallery shown in its fundamental view says so (`gallery=fundamental`).
  if (state.tab === 'gallery' && state.gallery?.fundamental) fields.gallery = 'fundamental';
  // Where counts go, once the visitor or a link chose (`gpu=1`, `gpu=0`; not in an embed).
  if (!fields.ex && !state.embed && typeof state.countGpu === 'boolean') fields.gpu = state.countGpu;
  return withLang(withTemplate(fields, state.template), state.lang);
}

/** True while the shown N's solutions are being counted. */
export function countRunning(state) {
  return state.count?.status === 'running' && state.count.n === state.n;
}

/**
 * The fields of exercise `ex`'s link (`{ n, ex, mode, method, seed, help, rule, step }`),
 * with the student's answers (`ans`), name (`who`, from the state `state`) and time so far
 * (a rule's once its run ended) when `withAnswers`: the result link (exercise/student.js).
 */
export function exerciseFields(ex, withAnswers, state = null) {
  const fields = {
    n: ex.n, ex: ex.kind, mode: ex.firstOnly ? 'first' : 'all', method: ex.method,
  };
  if (ex.seed !== null) fields.seed = ex.seed;
  if (ex.help) fields.help = ex.help;
  if (ex.kind === 'rule' && ex.rule.ran) fields.rule = ex.rule.ran;
  if (ex.kind === 'simulate' && ex.start > 0) fields.step = ex.start;
  if (withAnswers && ex.run) fields.ans = writeAnswers(ex.run.answers);
  if (!withAnswers || !state) return fields;
  // A rule's time is its last run's end; the answers' is their last so far.
  const seconds = ex.kind !== 'rule' || exerciseDone(ex) ? exerciseSeconds(ex) : null;
  return withStudent(fields, nameOf(state.who, state.limits.whoMaxChars), seconds);
}

/** True when exercise `ex` is done: its answers to the end, or a rule's last run ended (done, or stopped by an error). */
export function exerciseDone(ex) {
  if (ex.kind === 'rule') return ['done', 'error'].includes(ex.rule.status);
  return Boolean(ex.run?.done);
}

/** The fields without the language. */
function queensFields(state, attacking) {
  const { n } = state;
  // The student's answers so far go into the link (`ans`), so a reload goes on with them.
  if (state.tab === 'exercise' && state.exercise) return exerciseFields(state.exercise, true, state);
  if (state.view === 'stepper' && state.steppers.queens.snapshot) {
    const mode = state.allSolutions ? 'all' : 'first';
    // A pending seek is what the link says until it is reached (a reload goes on to it).
    // So is a long seek that stopped to ask whether to go on.
    const { seekTarget, seekAsk, snapshot } = state.steppers.queens;
    const step = seekTarget ?? seekAsk?.target ?? snapshot.step;
    return { n, step, mode, method: state.method };
  }
  if (state.view === 'play') {
    const cols = state.play.cols;
    if (!cols.every((c) => c !== 0)) return { n, placement: cols };
    return attacking(cols) ? { n } : { n, q: cols };
  }
  if (state.constructed) return { n };
  if (state.linkForm === 'index' && state.solutionIndex !== null && n <= state.limits.indexMaxN) {
    return { n, i: state.solutionIndex };
  }
  return { n, q: state.solution ? Array.from(state.solution) : null };
}

/**
 * The other form of the shown solution's link (its number beside its tuple, or the
 * reverse), as `{ form: 'tuple' | 'index', fields }`, or null where there is none.
 */
export function alternativeFields(state) {
  if (state.view !== 'solution' || state.constructed || state.solutionIndex === null || state.indexPending) return null;
  if (state.n > state.limits.indexMaxN) return null;
  const lang = state.lang === 'zh' ? { lang: 'zh' } : {};
  return state.linkForm === 'index'
    ? { form: 'tuple', fields: { n: state.n, q: Array.from(state.solution), ...lang } }
    : { form: 'index', fields: { n: state.n, i: state.solutionIndex, ...lang } };
}

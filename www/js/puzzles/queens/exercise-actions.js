//! The queens' exercises' actions (issue 22): start one (from the Exercises tab or a link), answer
//! on the board or by a choice, go on, start again, close; the rule exercise's text and
//! run. Plain functions of the page context `ctx` (app/actions.js binds them); the grading
//! is in exercise/simulate.js and puzzles/queens/quiz.js, on the core's trace
//! (exercise/trace.js over the puzzle's own wasm stepper), and the rule runs in the rule
//! module's worker (puzzles/queens/rule-client.js). The exercise is the state's `exercise`
//! slice (app/state.js); its board (`exercise.board`) is worked out here, once per change,
//! so the render only draws it. Fetched on first use (puzzles/queens/exercise-lazy.js, which
//! binds them and lists those that are not user input).

import './exercise-strings.js';
import { errorMessage } from '../../lib/errors.js';
import { attackPairs } from './placement.js';
import { countsOf } from './counts.js';
import { createTrace } from '../../exercise/trace.js';
import { writeAnswers } from '../../exercise/answers.js';
import { linkAnswers, pastEnd, together } from '../../exercise/link-answers.js';
import { pickRow } from '../../exercise/review.js';
import { lastAnswerAt } from '../../exercise/student.js';
import {
  replaySimulate, simulateAnswer, startStep, withEndView,
} from '../../exercise/simulate.js';
import { QUEENS_RULES, simulateTakes } from './exercise-rules.js';
import {
  makeQuiz, quizAnswer, quizNext, quizTakes, replayQuiz, startQuiz,
} from './quiz.js';
import { exerciseBoard } from './exercise-board.js';
import { squareAnswer } from './state.js';
import { createRuleClient } from './rule-client.js';
import { newStepper } from './puzzle.js';
import { copyLink } from '../../app/url.js';
import { showNotFetched } from '../../app/lazy-part.js';

/** The exercise kinds, in the order the tab offers them. */
export const EXERCISE_KINDS = ['simulate', 'quiz', 'rule'];

/**
 * The solutions and fundamental solutions of N = k (numbers), from the core's counter (the
 * tools module's: a quiz or a rule's run starts once it has loaded).
 */
function countOf(ctx, k) {
  const cache = (ctx.exerciseCounts ??= new Map());
  if (!cache.has(k)) cache.set(k, countsOf(ctx.tools.now().wasm, k));
  return cache.get(k);
}

/** A fresh trace of the true search for the exercise (the old one freed). */
function newTrace(ctx, n, firstOnly, method) {
  ctx.exerciseTrace?.free();
  const stepper = newStepper(ctx.wasm, n, { allSolutions: !firstOnly, method });
  ctx.exerciseTrace = createTrace(stepper, firstOnly);
  return ctx.exerciseTrace;
}

/** What the quiz asks of the page: the trace, the core's attacks and counts, the limits. */
function quizDeps(ctx, trace) {
  const { limits } = ctx.store.state;
  return {
    trace,
    attacks: (cols) => attackPairs(ctx.wasm.attacks(Uint32Array.from(cols))),
    count: (k) => countOf(ctx, k),
    countMaxK: limits.exerciseMaxN,
    treeMaxN: limits.quizTreeMaxN,
  };
}

/** An exercise started from its tab: a new history entry (Back returns to the page before it). */
export function openExercise(ctx, kind) {
  ctx.hashWriter.push();
  startExercise(ctx, kind);
}

/** A seed for a new quiz: 1 to 9,999 (the link then carries it). */
function newSeed() {
  return 1 + Math.floor(Math.random() * 9999);
}

/**
 * Starts exercise `kind` ('simulate', 'quiz', 'rule') on the page's N, with `opts` from a
 * link: `{ firstOnly, method, seed, help, rule, ans, ansCut, start }` (each may be absent:
 * the lesson's mode and method, a new seed, no help, no rule, no answers, step 0). A
 * link's answers are replayed and graded at once, up to where a damaged link was cut
 * (exercise/link-answers.js); the page says where, and how many came after the end. N
 * above `exerciseMaxN` is refused with a message; a start past the end of the search is
 * step 0, and a message says so.
 */
export function startExercise(ctx, kind, opts = {}) {
  const { state } = ctx.store;
  const { exerciseMaxN } = state.limits;
  if (!EXERCISE_KINDS.includes(kind)) return;
  if (state.n > exerciseMaxN) {
    ctx.store.update({ error: errorMessage('exercise', 'too-large', { max: exerciseMaxN }) });
    return;
  }
  // The quiz asks the counts of small N: it starts once the tools module is there, unless
  // another exercise or N came first.
  ctx.quizAsked = null;
  if (kind === 'quiz' && !ctx.tools.now()) {
    const asked = {};
    const { n } = state;
    ctx.quizAsked = asked;
    ctx.tools.load({ now: true }).then(() => {
      if (ctx.quizAsked === asked && ctx.store.state.n === n) startExercise(ctx, kind, opts);
    }, (err) => showNotFetched(ctx.store, err));
    return;
  }
  ctx.rules?.cancel();
  // The rule's divergence is a step of the all-solutions search (src/puzzles/queens/rule.rs).
  const firstOnly = kind === 'rule' ? false : (opts.firstOnly ?? !state.allSolutions);
  const method = opts.method ?? state.method;
  const trace = newTrace(ctx, state.n, firstOnly, method);
  const begin = kind === 'simulate' ? startStep(trace, opts.start ?? 0) : { start: 0, pastEnd: null };
  const ex = {
    kind,
    n: state.n,
    firstOnly,
    method,
    help: kind === 'simulate' && opts.help === 'shade' ? 'shade' : null,
    seed: kind === 'quiz' ? (opts.seed ?? newSeed()) : null,
    start: begin.start,
    run: null,
    rule: kind === 'rule' ? blankRule(opts.rule ?? '') : null,
    shading: false,
    replayed: false,
    startedAt: Date.now(),
    finishedAt: null,
    linkTime: opts.time ?? null,
    copyStatus: '',
    reviewAt: null,
    board: null,
  };
  const begun = begin.pastEnd ? errorMessage('exercise', 'start-past-end', begin.pastEnd) : null;
  const notice = together(begun, replayLink(ctx, ex, trace, opts));
  // A rule from a link runs again at once: a result link, whose time is the link's.
  if (kind === 'rule' && opts.linked && ex.rule.text) ex.replayed = true;
  ctx.store.update({ allSolutions: !firstOnly, method, tab: 'exercise' });
  if (notice) ctx.store.update({ error: notice });
  setExercise(ctx, ex);
  if (kind === 'rule' && ex.rule.text) startRun(ctx, ex.replayed);
}

/**
 * Sets `ex.run` (a simulate or quiz exercise) from the link's answers in `opts`, graded
 * again; returns what the page says of them (where the link was cut, answers after the
 * end), or null. Answers from a link have no time: a finished run is a result link
 * (`replayed`), an unfinished one a student's work resumed (`resumed`).
 */
function replayLink(ctx, ex, trace, opts) {
  const { n } = ex;
  let given = { answers: [], cut: null };
  let extra = 0;
  if (ex.kind === 'simulate') {
    given = linkAnswers(opts, n, simulateTakes);
    ex.run = replaySimulate(trace, given.answers, n, ex.start, QUEENS_RULES);
    extra = given.answers.length - ex.run.answers.length;
  }
  if (ex.kind === 'quiz') {
    const questions = makeQuiz(ex.seed, n, quizDeps(ctx, trace));
    given = linkAnswers(opts, n, (a, i) => i >= questions.length || quizTakes(questions[i], a));
    ex.run = given.answers.length ? replayQuiz(ex.seed, questions, given.answers) : startQuiz(ex.seed, questions);
    extra = given.answers.length - ex.run.answers.length;
  }
  if (ex.run?.answers.length) {
    ex.replayed = ex.run.done;
    ex.resumed = !ex.run.done;
    if (ex.run.done) ex.finishedAt = ex.startedAt;
  }
  return together(given.cut, pastEnd(extra));
}

function blankRule(text) {
  return {
    text, ran: null, status: 'idle', error: null, counts: [], divergence: null, bad: [], shown: 'divergence',
  };
}

/**
 * Stores the exercise with its board (puzzles/queens/exercise-board.js) and moves the page's search to
 * the step the exercise is about, so the lesson's step counter (`step-count`) shows it.
 */
function setExercise(ctx, ex) {
  const trace = ctx.exerciseTrace;
  const done = ex.run?.done ?? false;
  const next = withEndView({
    ...ex, finishedAt: done && ex.finishedAt === null ? Date.now() : ex.finishedAt, lastAt: lastAnswerAt(ex, ctx.store.state.exercise),
  }, trace);
  next.board = exerciseBoard(next, trace, ctx.store.state.n);
  ctx.store.update({ exercise: next });
  const step = next.board.step;
  if (step !== null && step !== undefined) {
    ctx.search.configure({ allSolutions: !ex.firstOnly, method: ex.method });
    ctx.search.seek(step);
  }
}

/** The exercise shown in its tab, or null. */
function shown(ctx) {
  const { state } = ctx.store;
  return state.tab === 'exercise' ? state.exercise : null;
}

/** A square of the board chosen (clicked, or Enter / space) in an exercise. */
export function exerciseSquare(ctx, row, col) {
  const ex = shown(ctx);
  if (!ex?.run || ex.run.done || !squareAnswer(ex)) return;
  answer(ctx, ex, { kind: 'square', row, col });
}

/** One of the exercise's choices (`data-value` of `exercise-choice`, or Backtrack). */
export function exerciseChoice(ctx, value) {
  const ex = shown(ctx);
  if (!ex?.run || ex.run.done) return;
  const words = {
    backtrack: { kind: 'backtrack' },
    column: { kind: 'line', line: 'column' },
    diagonal: { kind: 'line', line: 'diagonal' },
    'anti-diagonal': { kind: 'line', line: 'anti-diagonal' },
    expanding: { kind: 'node', state: 'expanding' },
    live: { kind: 'node', state: 'live' },
    dead: { kind: 'node', state: 'dead' },
  };
  const given = words[value] ?? (/^\d{1,15}$/.test(String(value)) ? { kind: 'number', value: Number(value) } : null);
  if (given) answer(ctx, ex, given);
}

function answer(ctx, ex, given) {
  const { state } = ctx.store;
  const run = ex.kind === 'simulate'
    ? simulateAnswer(ctx.exerciseTrace, ex.run, given, state.n, QUEENS_RULES)
    : quizAnswer(ex.run, given);
  if (run !== ex.run) setExercise(ctx, { ...ex, run, copyStatus: '' });
}

/** The quiz goes on to its next question. */
export function exerciseNext(ctx) {
  const ex = shown(ctx);
  if (ex?.kind !== 'quiz') return;
  const run = quizNext(ex.run);
  if (run !== ex.run) setExercise(ctx, { ...ex, run });
}

/** Shows the exercise at row `index` of its review (exercise/review.js), or back at its end when that row is shown. */
export function reviewExercise(ctx, index) {
  const ex = shown(ctx);
  if (!ex?.run) return;
  const reviewAt = pickRow(ex, index);
  if (reviewAt !== ex.reviewAt) setExercise(ctx, { ...ex, reviewAt });
}

/** Shade (or not) the squares the queens attack, where the simulate exercise allows it (`help=shade`). */
export function toggleExerciseShade(ctx, on) {
  const ex = shown(ctx);
  if (ex?.help !== 'shade') return;
  setExercise(ctx, { ...ex, shading: Boolean(on) });
}

/** The same exercise from its start (a quiz keeps its seed, a rule its text). */
export function restartExercise(ctx) {
  const ex = ctx.store.state.exercise;
  if (!ex) return;
  startExercise(ctx, ex.kind, {
    firstOnly: ex.firstOnly, method: ex.method, seed: ex.seed ?? undefined, help: ex.help, rule: ex.rule?.text, start: ex.start,
  });
}

/**
 * N is about to become `n`: an exercise of another N is put aside (`state.exercisesKept`,
 * by its N), its work kept, and the tab offers the exercises of `n`.
 */
export function putAside(ctx, n) {
  const ex = ctx.store.state.exercise;
  if (!ex || ex.n === n) return;
  ctx.rules?.cancel();
  const kept = { ...ctx.store.state.exercisesKept, [ex.n]: { ...ex, rule: ex.rule && { ...ex.rule, status: ex.rule.status === 'running' ? 'idle' : ex.rule.status } } };
  ctx.exerciseTrace?.free();
  ctx.exerciseTrace = null;
  ctx.store.update({ exercise: null, exercisesKept: kept });
}

/** N is now `n`: its exercise put aside earlier, if any, is back as it was left. */
export function bringBack(ctx, n) {
  const kept = ctx.store.state.exercisesKept[n];
  if (!kept || ctx.store.state.exercise) return;
  const exercisesKept = { ...ctx.store.state.exercisesKept };
  delete exercisesKept[n];
  ctx.store.update({ exercisesKept });
  newTrace(ctx, n, kept.firstOnly, kept.method);
  setExercise(ctx, kept);
}

/** Ends the exercise: the tab offers the three again. */
export function closeExercise(ctx) {
  ctx.rules?.cancel();
  ctx.exerciseTrace?.free();
  ctx.exerciseTrace = null;
  ctx.store.update({ exercise: null });
}

/** Copies the result link (`exercise-result-link`); `field` is selected when the clipboard is refused. */
export async function copyResultLink(ctx, field) {
  const status = await copyLink(field.value, field);
  const ex = ctx.store.state.exercise;
  if (ex) ctx.store.update({ exercise: { ...ex, copyStatus: status } });
}

/**
 * True when exercise `ex` is the one `kind` with link options `opts` (openExerciseLink's)
 * would start on N = `n`: the same mode, method, help and start, a quiz's seed, a rule's
 * text, and the student's answers so far (the link carries them while they are given).
 */
function sameExercise(ex, kind, n, opts) {
  const answers = ex?.run ? writeAnswers(ex.run.answers) : null;
  return Boolean(ex) && !opts.ansCut && (opts.ans ?? null) === answers && ex.kind === kind && ex.n === n
    && ex.firstOnly === opts.firstOnly && ex.method === opts.method
    && ex.help === (kind === 'simulate' && opts.help === 'shade' ? 'shade' : null)
    && ex.start === (kind === 'simulate' ? opts.start : 0)
    && (kind !== 'quiz' || ex.seed === opts.seed)
    && (kind !== 'rule' || ex.rule.text === (opts.rule ?? ''));
}

/**
 * Opens an exercise link (`link.ex`, parsed by the core: `n`, `mode`, `method`, `seed`,
 * `help`, `rule`, `ans`, and a simulate exercise's `step`). A link to the exercise under
 * way (Back or Forward onto its history entry) goes on with it, the student's answers kept.
 */
export function openExerciseLink(ctx, link) {
  const opts = {
    firstOnly: link.mode === 'first',
    method: link.method === 'scan' ? 'scan' : 'flags',
    seed: link.seed ?? undefined,
    help: link.help,
    rule: link.rule ?? undefined,
    ans: link.ans,
    ansCut: link.ansCut,
    start: link.step ?? 0,
    time: link.time ?? undefined,
    linked: true,
  };
  const { exercise } = ctx.store.state;
  if (sameExercise(exercise, link.ex, link.n, opts)) {
    ctx.store.update({ allSolutions: !exercise.firstOnly, method: exercise.method, tab: 'exercise' });
    setExercise(ctx, exercise);
    return;
  }
  startExercise(ctx, link.ex, opts);
}

// ---- The rule exercise ----

/** The rule exercise's text field changed (nothing runs until `runRule`). */
export function setRuleText(ctx, text) {
  const ex = ctx.store.state.exercise;
  if (ex?.kind !== 'rule') return;
  ctx.store.update({ exercise: { ...ex, rule: { ...ex.rule, text: String(text) } } });
}

/**
 * Runs the textbook search with the student's rule in the rule module's worker: the
 * counts for N = 1 … ruleMaxN beside the core's true ones, the first divergence and the
 * wrong solutions for the exercise's N, each shown as it arrives. The exercise is done
 * when the run ends (its time: from the exercise's start to then).
 */
export function runRule(ctx) {
  startRun(ctx, false);
}

/**
 * `runRule`; `replay` when it runs a link's rule again (the exercise keeps the link's
 * time), else the student's run on this page.
 */
function startRun(ctx, replay) {
  const ex = ctx.store.state.exercise;
  if (ex?.kind !== 'rule') return;
  // The true counts come from the tools module: the run starts once it is there.
  if (!ctx.tools.now()) {
    ctx.tools.load({ now: true }).then(() => startRun(ctx, replay), (err) => showNotFetched(ctx.store, err));
    return;
  }
  const { limits } = ctx.store.state;
  ctx.rules ??= createRuleClient({ onEvent: (event) => _ruleEvent(ctx, event) });
  const text = ex.rule.text;
  const counts = [];
  for (let k = 1; k <= limits.ruleMaxN; k += 1) counts.push({ n: k, count: null, stopped: false, truth: countOf(ctx, k).total });
  setExercise(ctx, {
    ...ex, replayed: replay && ex.replayed, finishedAt: null, rule: { ...blankRule(text), ran: text, status: 'running', counts },
  });
  ctx.rules.run(text, ex.n, { maxN: limits.ruleMaxN, bad: 3 });
}

/** A report of the rule worker (puzzles/queens/rule-client.js): an error, a count, the divergence, the wrong solutions, the end. */
export function _ruleEvent(ctx, event) {
  const ex = ctx.store.state.exercise;
  if (ex?.kind !== 'rule' || ex.rule.status !== 'running') return;
  const rule = { ...ex.rule };
  switch (event.type) {
    case 'error':
      Object.assign(rule, { status: 'error', error: event.error });
      break;
    case 'count':
      rule.counts = rule.counts.map((c) => (c.n === event.n ? { ...c, count: event.count, stopped: event.stopped } : c));
      break;
    case 'divergence':
      rule.divergence = event.divergence;
      break;
    case 'bad':
      rule.bad = event.bad;
      break;
    case 'done':
      rule.status = 'done';
      break;
    default:
      return;
  }
  // The run ended (done, or stopped by an error): the exercise is done now.
  const ended = rule.status === 'done' || rule.status === 'error';
  setExercise(ctx, { ...ex, rule, finishedAt: ended ? Date.now() : ex.finishedAt });
}

/** Shows on the board the rule's divergence ('divergence') or its i-th wrong solution. */
export function showRuleBoard(ctx, which) {
  const ex = ctx.store.state.exercise;
  if (ex?.kind !== 'rule') return;
  setExercise(ctx, { ...ex, rule: { ...ex.rule, shown: which } });
}

//! The class view's grading (`view=class`, docs/CLASS.md): a class's result links, one per
//! line, each graded again from its answers as opening it grades it (the same replay of
//! exercise/simulate.js, exercise/parsons.js, or the puzzle's own exercise), never from a
//! score in the link. A link that cannot be read, whose answers were cut (tampered with or
//! broken), or that is no exercise's, is a row with its error's code and words. The links
//! of one exercise share its preparation (its trace, questions or problem), so a class of
//! 200 is graded in about the time of a few. Each exercise's weak spots are items every
//! graded row points into (`answered`, `missed`): the nodes of its search tree where its
//! questions are asked (a "do the search yourself" exercise), its questions (a quiz), the
//! checks a student's answer is put to (a puzzle's own exercise), or its lines (a Parsons
//! problem). Names no puzzle: a puzzle's exercises come from its grading
//! (puzzles/contract.js `PuzzleGrading`). Pure: no DOM; runs in the class view's worker
//! (workers/class-worker.js) and in Node (tests/unit/class-grading.test.js).

import { linkAnswers, pastEnd } from './link-answers.js';
import { replaySimulate, startStep } from './simulate.js';
import { buildProblem, decodeAnswer, grade as gradeParsons } from './parsons.js';
import { errorMessage } from '../lib/errors.js';
import { t } from '../lib/i18n.js';
import { formatSeconds } from '../lib/format.js';
import { exerciseName, instanceWords, parsonsForm } from './naming.js';
import { asciiNumbers, linkErrorMessage } from '../app/route.js';
import './strings.js';
import './parsons-strings.js';
import './class-strings.js';

/** Most characters of a pasted line a refused row quotes. */
const QUOTED_MAX = 60;

/** The fragment of a pasted line (a result link, or its part after `#`), without `#`; '' for a blank line. */
export function fragmentOf(line) {
  const text = String(line).trim();
  const at = text.indexOf('#');
  return at >= 0 ? text.slice(at + 1) : text;
}

/**
 * `trace` (exercise/trace.js) with what it says of a step kept: every link of one exercise
 * asks the same steps, so the core's search runs once for the class.
 */
export function keptTrace(trace) {
  const next = new Map();
  const ends = new Map();
  return {
    ...trace,
    next(step) {
      if (!next.has(step)) next.set(step, trace.next(step));
      return next.get(step);
    },
    endsBefore(step) {
      if (!ends.has(step)) ends.set(step, trace.endsBefore(step));
      return ends.get(step);
    },
  };
}

/**
 * The search tree a simulate exercise from step `start` asks its questions on, grown as
 * far as the longest run graded: `items` (`{ parent, level, label }`, the root first, each
 * node labelled by the edge that reached it, `x{t}={choice(action)}` as the notes label
 * the solution-space tree) and `nodeOf(k)`, the node question k is asked at (the search's
 * node before its k-th action).
 */
export function simulateTree(trace, choice, start) {
  const items = [{ parent: null, level: 0, label: '' }];
  let current = 0;
  const apply = (action) => {
    if (action.kind === 'place') {
      const level = items[current].level + 1;
      items.push({ parent: current, level, label: `x${level}=${choice(action)}` });
      current = items.length - 1;
    } else {
      current = items[current].parent ?? current;
    }
  };
  const isAction = (a) => a.kind === 'place' || a.kind === 'remove';
  // The path down to the start (its nodes are not asked).
  for (let step = 0; step < start;) {
    const action = trace.next(step);
    if (!isAction(action) || action.step > start) break;
    apply(action);
    step = action.step;
  }
  const asked = [];
  let at = start;
  let ended = false;
  function nodeOf(k) {
    while (asked.length <= k && !ended) {
      const action = trace.next(at);
      if (!isAction(action)) {
        ended = true;
        break;
      }
      asked.push(current);
      apply(action);
      at = action.step;
    }
    return asked[k] ?? current;
  }
  return { items, nodeOf };
}

/**
 * A "do the search yourself" exercise from step `start` (`setup`: the puzzle's
 * `simulate(link)`; `choice(action)` the value an action gives x[t]): `{ type: 'tree',
 * items, grade(link), free() }`.
 */
export function simulateExercise(setup, choice, start) {
  const trace = keptTrace(setup.trace);
  const tree = simulateTree(trace, choice, start);
  return {
    type: 'tree',
    items: tree.items,
    grade(link) {
      const begin = startStep(trace, start);
      if (begin.pastEnd) return { notice: { code: 'start-past-end', text: errorMessage('exercise', 'start-past-end', begin.pastEnd) } };
      const given = linkAnswers(link, setup.tokenMax, setup.takes);
      const run = replaySimulate(trace, given.answers, setup.size, start, setup.rules);
      const extra = given.answers.length - run.answers.length;
      const notice = cutNotice(link, given.cause) ?? (extra > 0 ? { code: 'past-end', text: pastEnd(extra) } : null);
      const answered = run.marks.map((_, k) => tree.nodeOf(k));
      return {
        notice, right: run.right, wrong: run.wrong, asked: run.answers.length, done: run.done,
        answered, missed: answered.filter((_, k) => !run.marks[k]),
      };
    },
    free: () => setup.trace.free(),
  };
}

/** Why a link's answers were cut, as `{ code, text }` (the core's `ansCut`, else the exercise's), or null. */
function cutNotice(link, cut) {
  if (!cut) return null;
  return { code: link.ansCut?.code ?? 'bad-answers', text: cut };
}

/**
 * A Parsons problem (`ex=parsons`, exercise/parsons.js) of `puzzle` (the contract) as the
 * link asks it (`tmpl`, `seed`): `{ type: 'lines', items, grade(link) }`, its items the
 * procedure's lines then the distractors the seed picked.
 */
export function parsonsExercise(puzzle, link) {
  const template = parsonsForm(link, puzzle);
  const code = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template });
  const problem = buildProblem(code.lines, puzzle.parsons[template], link.seed);
  const all = [...problem.lines, ...problem.distractors];
  const place = new Map(all.map((line, i) => [line.id, i]));
  return {
    type: 'lines',
    template,
    items: all.map((line) => ({
      label: line.id, text: line.text, indent: line.indent, distractor: Boolean(line.distractor),
    })),
    grade(given) {
      const { placed, error } = decodeAnswer(problem, given.ans);
      let notice = null;
      if (error) notice = { code: 'parsons-bad-answers', text: errorMessage('exercise', 'parsons-bad-answers', error) };
      else if (given.ansCut) notice = { code: given.ansCut.code, text: String(linkErrorMessage(given.ansCut)) };
      const graded = gradeParsons(problem, placed);
      const wrong = [...graded.marks.filter((m) => !m.ok), ...graded.missing].map((m) => place.get(m.id));
      // Every line is answered by every student: a line of the procedure placed or not, a
      // line that does not belong left out or put in, so a line's share is of the class.
      return {
        notice, right: graded.right, wrong: graded.wrong, asked: graded.total, done: placed.length > 0,
        answered: all.map((_, i) => i), missed: wrong,
      };
    },
  };
}

/** Most characters of the name a refused link claims that its row shows. */
const CLAIMED_MAX = 40;

/**
 * The name a link the core refused says it is from: its first `who=`, decoded where it can
 * be, at most CLAIMED_MAX characters ('' for none). Shown as text, as every name is: the
 * teacher sees whose link was refused.
 */
export function claimedName(fragment) {
  const part = fragment.split('&').find((p) => p.startsWith('who='));
  if (!part) return '';
  let name = part.slice(4);
  try {
    name = decodeURIComponent(name);
  } catch {
    // Shown as written.
  }
  const chars = [...name.trim()];
  return chars.length > CLAIMED_MAX ? `${chars.slice(0, CLAIMED_MAX).join('')}…` : chars.join('');
}

/** A refused row's `{ code, text }` for a link `parse_link` threw on (`err`: its code and params). */
function parseError(err) {
  return { code: typeof err?.code === 'string' ? err.code : 'unreadable', text: String(linkErrorMessage(err)) };
}

/**
 * Prepares the exercise of `link` (puzzle `id`, `loaded`: its `{ puzzle, grading }`):
 * `{ key, puzzle, kind, name, instance, type, items, grade(link) }`, or `{ error }` when
 * the page does not grade it here.
 */
async function prepare(link, id, loaded, key) {
  const { puzzle, grading } = loaded;
  const base = {
    key, puzzle: id, kind: link.ex, name: exerciseName(link.ex), instance: instanceWords(link, puzzle, grading?.instance(link) ?? null),
  };
  if (link.ex === 'parsons') return { ...base, ...parsonsExercise(puzzle, link) };
  if (link.ex === 'simulate' && grading?.simulate) {
    return { ...base, ...simulateExercise(grading.simulate(link), grading.choice, link.step ?? 0) };
  }
  const own = grading?.exercises?.[link.ex];
  if (own) return { ...base, ...(await own.prepare(link)) };
  return { error: { code: 'class-not-graded', text: t('classview.not-graded', { ex: link.ex }) } };
}

/**
 * The fragment that names a link's exercise (its instance, mode, start, seed…): its link
 * without the student's part (the answers, and the fields `answerFields` a puzzle's own
 * exercise declares).
 */
function exerciseKey(wasm, link, answerFields = []) {
  const answer = Object.fromEntries(answerFields.map((f) => [f, null]));
  return wasm.format_link({
    ...link, ...answer, ans: null, ansCut: null, who: null, time: null, lang: null,
  });
}

/**
 * Grades one pasted line (`index`: its place among the links) with `deps` (see
 * `gradeLines`) and the exercises prepared so far (`exercises`, by key): a row
 * `{ index, fragment, quoted, puzzle, name, time, timeText, kind, exercise, right, wrong,
 * asked, done, answered, missed, error }` (`time` in seconds and `timeText` in words, as the
 * link says; `quoted`, the fragment cut short), `error` null or `{ code, text }`; null for
 * a blank line.
 */
export async function gradeLine(line, index, deps, exercises) {
  const fragment = fragmentOf(line);
  if (fragment === '') return null;
  const row = blankRow(index, fragment);
  const hash = asciiNumbers(fragment);
  const id = deps.claimant(hash);
  row.puzzle = id;
  const loaded = await deps.load(id);
  let link;
  try {
    link = loaded.wasm.parse_link(hash);
  } catch (err) {
    return { ...row, name: claimedName(hash), error: parseError(err) };
  }
  Object.assign(row, {
    name: link.who ?? '', time: link.time ?? null, timeText: typeof link.time === 'number' ? formatSeconds(link.time) : null, kind: link.ex ?? null,
  });
  if (!link.ex) return { ...row, error: { code: 'class-no-exercise', text: t('classview.no-exercise') } };
  const key = exerciseKey(loaded.wasm, link, loaded.grading?.exercises?.[link.ex]?.answerFields);
  if (!exercises.has(key)) exercises.set(key, prepare(link, id, loaded, key).catch((err) => ({ error: failed(err) })));
  const exercise = await exercises.get(key);
  if (exercise.error) return { ...row, error: exercise.error };
  const run = exercise.grade(link);
  row.exercise = key;
  if (run.notice) return { ...row, error: { code: run.notice.code, text: String(run.notice.text) } };
  const {
    right, wrong, asked, done, answered, missed,
  } = run;
  return {
    ...row, right, wrong, asked, done, answered, missed,
  };
}

/** A row of the pasted `fragment` before it is read. */
function blankRow(index, fragment) {
  return {
    index, fragment, quoted: quoted(fragment), puzzle: null, name: '', time: null, timeText: null, kind: null, exercise: null,
    right: null, wrong: null, asked: null, done: false, answered: [], missed: [], error: null,
  };
}

/** A fault of the page's grading (not of the link) as a refused row's error: `class-failed`, its detail quoted. */
function failed(err) {
  return { code: 'class-failed', text: t('classview.failed', { detail: String(err?.message ?? err).slice(0, 120) }) };
}

/** A pasted fragment as a refused row quotes it: at most QUOTED_MAX characters. */
function quoted(fragment) {
  const chars = [...fragment];
  return chars.length > QUOTED_MAX ? `${chars.slice(0, QUOTED_MAX).join('')}…` : fragment;
}

/**
 * An exercise as the class view shows it (what the worker sends): its words and items,
 * each item's `text` its words (a tree node: the answers on its path from the root).
 */
export function shownExercise(exercise) {
  const items = exercise.type === 'tree' ? withPaths(exercise.items) : exercise.items;
  return {
    key: exercise.key, puzzle: exercise.puzzle, kind: exercise.kind, name: exercise.name, instance: exercise.instance, type: exercise.type, items,
  };
}

/** Tree nodes with `text`, the labels on their path from the root joined by arrows (the root: its own words). */
function withPaths(items) {
  const texts = [];
  return items.map((item, i) => {
    texts[i] = item.parent === null ? '' : [texts[item.parent], item.label].filter(Boolean).join(' → ');
    return { ...item, text: texts[i] || t('classview.root') };
  });
}

/**
 * Grades `lines` (the pasted text's lines) with `deps`: `{ claimant(hash), load(id) }`,
 * `load` resolving to puzzle `id`'s `{ wasm, puzzle, grading }` (its wasm exports, its
 * contract object, its PuzzleGrading or null). `onRow(row, done, total)` hears each row as
 * it is graded. Resolves to `{ rows, exercises }`: the rows in the lines' order (blank
 * lines left out), and every exercise graded (`shownExercise`). A fault of a puzzle's
 * grading is that row's error (`class-failed`), never the whole class's.
 */
export async function gradeLines(lines, deps, onRow = () => {}) {
  const exercises = new Map();
  const rows = [];
  const total = lines.length;
  for (const [i, line] of lines.entries()) {
    let row;
    try {
      row = await gradeLine(line, rows.length, deps, exercises);
    } catch (err) {
      row = { ...blankRow(rows.length, fragmentOf(line)), error: failed(err) };
    }
    if (row) {
      rows.push(row);
      onRow(row, i + 1, total);
    }
  }
  const shown = [];
  for (const prepared of exercises.values()) {
    const exercise = await prepared;
    if (!exercise.error) shown.push(shownExercise(exercise));
    exercise.free?.();
  }
  return { rows, exercises: shown };
}

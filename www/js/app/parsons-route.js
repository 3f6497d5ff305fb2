//! The Parsons problem (exercise/parsons.js) between the link and the state: a fresh
//! problem of a puzzle (`state.parsons`, app/state.js), the one a link opens
//! (`ex=parsons&tmpl=…&seed=…&ans=…`, its answer re-graded in this page, never a score read
//! from the link), the problem's lines from the puzzle's contract (`Puzzle.code`,
//! `Puzzle.parsons`), the link's fields of the problem shown and its result. Names no
//! puzzle. Fetched with the problem's panel (app/parsons-lazy.js): no problem is open
//! before it has arrived.

import { message } from '../lib/i18n.js';
import { errorMessage } from '../lib/errors.js';
import { linkErrorMessage } from './route.js';
import { contractOf } from '../puzzles/registry.js';
import {
  buildProblem, decodeAnswer, encodeAnswer, grade,
} from '../exercise/parsons.js';
import '../exercise/parsons-strings.js';

/** The problem's form: `template` when puzzle `id` offers it, else its first (recursive). */
function formOf(id, template) {
  const templates = contractOf(id)?.templates ?? ['recursive'];
  return templates.includes(template) ? template : templates[0];
}

/**
 * A fresh `state.parsons`: puzzle `id`'s problem in form `template` with `seed`, nothing
 * placed, started now (`startedAt`, ms; `finishedAt` its last Check's, exercise/student.js).
 */
export function freshParsons(id, template, seed) {
  return {
    puzzle: id, template: formOf(id, template), seed, placed: [], checked: false, grabbed: null,
    live: null, notice: null, copyStatus: '', startedAt: Date.now(), finishedAt: null, replayed: false, linkTime: null,
  };
}

/**
 * The problem of `parsons` (`state.parsons`) in the page's language: `buildProblem` of the
 * puzzle's procedure in its form with its declaration, or null when the puzzle's contract
 * is not loaded.
 */
export function parsonsProblem(parsons) {
  const puzzle = contractOf(parsons?.puzzle);
  if (!puzzle?.parsons) return null;
  const { template } = parsons;
  const code = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template });
  return buildProblem(code.lines, puzzle.parsons[template], parsons.seed);
}

/**
 * Opens the problem of the link `link` (parse_link's object with `ex: 'parsons'`, `seed`,
 * `tmpl`, `ans`, `ansCut`, `time`) on the shown puzzle, or closes any (`link` null). A link
 * with answers is graded at once (a result link, or a reload of one under way), its time
 * the link's until the student changes it; answers cut by the core or not lines of this
 * problem are said (`notice`), the lines before kept.
 */
export function openParsonsLink(store, link) {
  if (!link) {
    if (store.state.parsons) store.update({ parsons: null });
    return;
  }
  const next = freshParsons(store.state.puzzle, link.tmpl, link.seed);
  const problem = parsonsProblem(next);
  const { placed, error } = problem ? decodeAnswer(problem, link.ans) : { placed: [], error: null };
  let notice = null;
  // Why the answer was cut, then that the lines before it are placed.
  if (error) notice = message('parsons.cut-placed', { cause: errorMessage('exercise', 'parsons-bad-answers', error) });
  else if (link.ansCut) {
    const cause = linkErrorMessage(link.ansCut);
    notice = link.ansCut.code === 'too-many-answers' ? message('parsons.first-placed', { cause, max: link.ansCut.max }) : message('parsons.cut-placed', { cause });
  }
  const checked = placed.length > 0;
  store.update({
    parsons: {
      ...next, placed, checked, notice: notice ?? (checked ? message('parsons.replayed') : null), replayed: checked, linkTime: link.time ?? null,
    },
  });
}

/** The fields of the link to the problem (its answer so far in `ans`) over the puzzle's own `fields`. */
export function parsonsFields(fields, parsons) {
  return {
    ...fields,
    step: null,
    ex: 'parsons',
    seed: parsons.seed,
    ans: encodeAnswer(parsons.placed),
    tmpl: parsons.template === 'iterative' ? 'iterative' : null,
    who: null,
    time: null,
  };
}

/**
 * The Parsons problem `parsons`'s result (app/exercise-result.js): its lines right and
 * wrong (or missing) as they are placed, done once checked (until the next change); its
 * fields are the problem's link over the puzzle's instance `own` (its page's fragment),
 * without the answer. Null when its puzzle's contract is not loaded or no instance is shown.
 */
export function parsonsResult(parsons, own) {
  const problem = parsonsProblem(parsons);
  if (!problem || !own) return null;
  const { right, wrong } = grade(problem, parsons.placed);
  return {
    right, wrong, done: parsons.checked, fields: { ...parsonsFields(own, parsons), ans: null },
  };
}

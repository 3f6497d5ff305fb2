//! A link's answers for an exercise, and what the page says of them. The core reads `ans=`
//! (src/link.rs `answers`) up to where a damaged one was cut and says why (`ansCut`); the exercise
//! then reads each token up to the first it cannot take. The answers before a cut are
//! graded and the exercise goes on from there; the page says where the link was cut, and
//! how many answers came after the exercise's end. Pure: no DOM.

import { errorMessage } from '../lib/errors.js';
import { message } from '../lib/i18n.js';
import { linkErrorMessage } from '../app/route.js';
import { readAnswers } from './answers.js';

/**
 * The answers of `link` (parse_link's `{ ans, ansCut }`) that the exercise takes, on a
 * board of side `n`: the tokens `accepts(answer, index)` takes, up to the first it does
 * not. Returns `{ answers, cut, cause }`, `cut` the message saying where the link's answers
 * were cut (the first token the exercise cannot take, else the core's `ansCut`) and that
 * those before are graded, or null; `cause` its first part, why (what the class view says
 * of a link it refuses).
 */
export function linkAnswers(link, n, accepts) {
  const { answers, error } = link.ans ? readAnswers(link.ans, n, accepts) : { answers: [] };
  if (error) {
    const cause = errorMessage('exercise', 'bad-answers', error);
    return { answers, cause, cut: together(cause, message('ex.cut-graded')) };
  }
  if (!link.ansCut) return { answers, cause: null, cut: null };
  const cause = linkErrorMessage(link.ansCut);
  const then = link.ansCut.code === 'too-many-answers' ? message('ex.first-graded', { max: link.ansCut.max }) : message('ex.cut-graded');
  return { answers, cause, cut: together(cause, then) };
}

/** The message for `extra` answers of a link after the exercise's end, or null for none. */
export function pastEnd(extra) {
  if (extra <= 0) return null;
  return errorMessage('exercise', extra === 1 ? 'past-end-one' : 'past-end', { count: extra });
}

/** The messages that are not null, one after the other as one message (null for none). */
export function together(...messages) {
  return messages.filter(Boolean).reduce((a, b) => (a ? message('ex.notes', { a, b }) : b), null);
}

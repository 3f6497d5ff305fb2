//! What the page reports to an LMS through the SCORM 1.2 run-time API (ADL, SCORM 1.2
//! Run-Time Environment, 3.4: the CMI data model), from an exercise's result: the score
//! as a percentage, passed or failed against the pass mark, the session's time in the
//! CMITimespan format and the suspend data (the link that reopens the exercise with its
//! answers, within CMIString4096). Pure: no DOM, unit-tested in tests/unit/lms.test.js.

/** The pass mark a package gets unless the teacher sets another, in percent. */
export const PASS_MARK_DEFAULT = 80;

/** `cmi.suspend_data` holds at most this many characters (CMIString4096). */
export const SUSPEND_MAX = 4096;

/**
 * The pass mark typed in the Share menu (`text`) as a whole number of percent 0 to 100,
 * or null when it is not one (full-width digits are read as a Chinese input method types
 * them).
 */
export function passMarkOf(text) {
  const digits = String(text ?? '').normalize('NFKC').trim();
  if (!/^\d{1,3}$/.test(digits)) return null;
  const mark = Number(digits);
  return mark <= 100 ? mark : null;
}

/**
 * An exercise's score in percent, `{ right, wrong }` its answers graded right and wrong
 * (a Parsons problem's lines right, and its lines wrong or missing): the share right,
 * rounded to a whole number; 0 when nothing was graded.
 */
export function scoreOf({ right, wrong }) {
  const asked = right + wrong;
  return asked > 0 ? Math.round((100 * right) / asked) : 0;
}

/** `cmi.core.lesson_status` of a finished exercise of score `score` against `passMark`. */
export function statusOf(score, passMark) {
  return score >= passMark ? 'passed' : 'failed';
}

/**
 * `ms` milliseconds as a SCORM 1.2 CMITimespan, `HHHH:MM:SS.SS` (hours up to 9999, the
 * seconds to the hundredth, rounded down).
 */
export function cmiTimespan(ms) {
  const centis = Math.max(0, Math.floor(ms / 10));
  const hours = Math.min(9999, Math.floor(centis / 360_000));
  const minutes = Math.floor(centis / 6000) % 60;
  const seconds = Math.floor(centis / 100) % 60;
  const pad = (n, width) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(centis % 100, 2)}`;
}

/**
 * The suspend data of the link `fragment` (without '#'): the fragment itself when it fits
 * in `max` characters; else with the last answers of its `ans=` dropped until it does (a
 * student who comes back goes on from the last answer kept), or null when it cannot fit.
 */
export function fitSuspendData(fragment, max = SUSPEND_MAX) {
  const text = String(fragment);
  if (text.length <= max) return text;
  const parts = text.split('&');
  const at = parts.findIndex((p) => p.startsWith('ans='));
  if (at < 0) return null;
  const tokens = parts[at].slice('ans='.length).split('-');
  while (tokens.length > 0) {
    tokens.pop();
    const answers = tokens.length > 0 ? [`ans=${tokens.join('-')}`] : [];
    const kept = [...parts.slice(0, at), ...answers, ...parts.slice(at + 1)].join('&');
    if (kept.length <= max) return kept;
  }
  return null;
}

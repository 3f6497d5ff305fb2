//! The page's side of the SCORM 1.2 run-time (ADL, SCORM 1.2 Run-Time Environment): fetched
//! only when a package's launch page opened the page (`index.html?scorm=<pass mark>`,
//! lms/package.js). It finds the LMS's API (lms/api.js); with none, it does nothing and the
//! page is as outside an LMS. Found, it begins the session (LMSInitialize), gives the page
//! the link where the student was (the suspend data), and reports the exercise that link
//! opened, as it stands after each render (app/render.js):
//! - `cmi.core.lesson_status` incomplete, then, once the exercise is done, passed or failed
//!   against the pass mark (the LMS's `cmi.student_data.mastery_score` when it has one,
//!   else the launch page's), with `cmi.core.score.raw` (percent), `min` 0 and `max` 100; a
//!   done result stays reported while the student tries again, until that try is done;
//! - `cmi.suspend_data`: the link to the exercise with its answers (lms/report.js);
//! - `cmi.core.session_time`, and `cmi.core.exit` `suspend` while the exercise is not done.
//! Another exercise the student opens in the page is not reported. The session ends
//! (LMSFinish) when the page goes (`pagehide`). No DOM besides the window's events.

import { findApi } from './api.js';
import {
  PASS_MARK_DEFAULT, cmiTimespan, fitSuspendData, passMarkOf, scoreOf, statusOf,
} from './report.js';

/** Changes are committed to the LMS this long after the last one (answers come in bursts). */
const COMMIT_DELAY_MS = 500;

/** A value read from the API as text ('' for none). */
function read(api, key) {
  const value = api.LMSGetValue(key);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The pass mark: the LMS's mastery score when it has a number there, else the launch
 * page's `passMark` (its text: a whole number from 0 to 100, else the default).
 */
function markOf(api, passMark) {
  const lms = read(api, 'cmi.student_data.mastery_score').trim();
  if (lms !== '' && Number.isFinite(Number(lms))) return Number(lms);
  return passMarkOf(passMark) ?? PASS_MARK_DEFAULT;
}

/**
 * Begins a session with the LMS above `win`, or returns null outside an LMS (no API, or
 * LMSInitialize refused). `passMark` is the launch page's (its text), in percent; `now` the
 * clock (ms).
 * Returns `{ passMark, startLink(hash), report(result, link), finish() }`: `startLink` the
 * hash to open (the suspend data's link, else `hash`), `report` the exercise shown
 * (app/exercise-result.js `shownResult`, or null) and the link to it with its answers.
 */
export function connect({ passMark, win = window, now = () => Date.now() }) {
  const api = findApi(win);
  if (!api || String(api.LMSInitialize('')) !== 'true') return null;
  const started = now();
  const sent = new Map();
  const set = (key, value) => {
    if (sent.get(key) === value) return false;
    sent.set(key, value);
    api.LMSSetValue(key, value);
    return true;
  };
  const mark = markOf(api, passMark);
  const status = read(api, 'cmi.core.lesson_status');
  if (status === '' || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
  const saved = read(api, 'cmi.suspend_data');
  let doneReported = status === 'passed' || status === 'failed';
  let exercise = null;
  let finished = false;
  let timer = 0;

  function commit() {
    win.clearTimeout(timer);
    timer = 0;
    if (finished) return;
    set('cmi.core.session_time', cmiTimespan(now() - started));
    api.LMSCommit('');
  }

  function finish() {
    if (finished) return;
    commit();
    finished = true;
    api.LMSFinish('');
  }
  win.addEventListener('pagehide', finish);

  /** The done exercise's score and status; true when a value changed. */
  function reportDone(result) {
    const score = scoreOf(result);
    const changed = [
      set('cmi.core.score.min', '0'), set('cmi.core.score.max', '100'), set('cmi.core.score.raw', String(score)),
      set('cmi.core.lesson_status', statusOf(score, mark)), set('cmi.core.exit', ''),
    ].some(Boolean);
    doneReported = true;
    return changed;
  }

  return {
    passMark: mark,
    startLink: (hash) => (saved ? `#${saved}` : hash),
    report(result, link) {
      if (finished || !result) return;
      exercise ??= result.exercise;
      if (result.exercise !== exercise) return;
      const data = fitSuspendData(link);
      let changed = data !== null && set('cmi.suspend_data', data);
      if (result.done) changed = reportDone(result) || changed;
      else if (!doneReported) changed = set('cmi.core.exit', 'suspend') || changed;
      if (changed && !timer) timer = win.setTimeout(commit, COMMIT_DELAY_MS);
    },
    finish,
  };
}

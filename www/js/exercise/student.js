//! Who did an exercise, as its link carries it (`who=`, `time=`: src/link.rs `Student`): the
//! student's name typed in the exercise's name field (`state.who`), and the whole seconds a
//! finished exercise took, measured on the student's page (a result link opened again
//! keeps the time it came with). Never a grade: the class view shows them as the link
//! says. Pure: no DOM, unit-tested in tests/unit/class-table.test.js.

/** A name as a link writes it: trimmed, at most `max` characters (code points); '' for none. */
export function nameOf(text, max) {
  return [...String(text ?? '').trim()].slice(0, max).join('');
}

/**
 * The whole seconds exercise `ex` has taken: from its start (`startedAt`, ms) to its end
 * (`finishedAt`) or, not done yet, to its last answer (`lastAt`); null before the first
 * answer. A result link opened again (`replayed`) keeps the time it came with
 * (`linkTime`). The student's work resumed from a link (`resumed`: a reload, a tab opened
 * again, an LMS's saved state) goes on from the time its link says, and without one stays
 * unknown (null).
 */
export function exerciseSeconds(ex) {
  if (ex.replayed) return ex.linkTime ?? null;
  const carried = ex.resumed ? ex.linkTime : 0;
  if (typeof carried !== 'number') return null;
  const end = ex.finishedAt ?? ex.lastAt ?? null;
  if (end === null) return ex.resumed ? carried : null;
  return Math.min(Number.MAX_SAFE_INTEGER, carried + Math.max(0, Math.round((end - ex.startedAt) / 1000)));
}

/**
 * When exercise `next`, about to be stored over `previous`, last took an answer: now when
 * its answers changed and it has some (a resumed link's answers count as taken now), else
 * as it was.
 */
export function lastAnswerAt(next, previous, now = Date.now()) {
  const run = next.run ?? null;
  if (run && run.answers.length > 0 && run !== (previous?.run ?? null)) return now;
  return next.lastAt ?? null;
}

/** An exercise's link `fields` with the student's name `who` and the `seconds` it took, where there are some. */
export function withStudent(fields, who, seconds = null) {
  const out = { ...fields };
  if (who) out.who = who;
  if (typeof seconds === 'number' && seconds >= 0) out.time = seconds;
  return out;
}

/** The fields of the exercise's link that is shared (the Share field): without the student's answers, name or time. */
export function withoutStudent(fields) {
  return {
    ...fields, ans: null, who: null, time: null,
  };
}

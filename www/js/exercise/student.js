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
 * The whole seconds exercise `ex` took (`startedAt`, `finishedAt` in ms), when this page
 * saw it done from its start; else the time its link came with (`linkTime`), or null.
 */
export function exerciseSeconds(ex) {
  const seen = !ex.replayed && !ex.resumed && ex.finishedAt !== null && ex.finishedAt !== undefined;
  if (seen) return Math.round((ex.finishedAt - ex.startedAt) / 1000);
  return ex.linkTime ?? null;
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

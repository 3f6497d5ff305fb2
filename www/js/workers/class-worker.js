//! The class view's grading worker (module worker, `view=class`): grades a class's result
//! links away from the page (exercise/class-grading.js), loading each puzzle's module, wasm
//! and grading (its `grade.js`) the first time one of its links comes, and nothing of a
//! puzzle no link names. The page words nothing here: it sends its language's table, and
//! the worker words the rows and exercises in it (the puzzles bring their own words).
//!
//! in:  { id, lines, lang, strings }   the links, one per line; the page's language and its
//!                                     table (lib/i18n.js STRINGS[lang])
//! out: { type: 'progress', id, done, total }   lines read so far, at most every 50 ms
//!      { type: 'graded', id, rows, exercises }  exercise/class-grading.js `gradeLines`
//!      { type: 'failed', id, detail }           a fault of the page's code

import { addStrings, setLang } from '../lib/i18n.js';
import { gradeLines } from '../exercise/class-grading.js';
import { claimant, loadGrading } from '../puzzles/registry.js';

/** Least time between two progress reports, ms. */
const PROGRESS_MS = 50;

/** Each puzzle's grading parts, loaded once. */
const loads = new Map();

const deps = {
  claimant,
  load(id) {
    if (!loads.has(id)) loads.set(id, loadGrading(id));
    return loads.get(id);
  },
};

self.addEventListener('message', async ({ data }) => {
  const { id } = data;
  try {
    addStrings({ [data.lang]: data.strings });
    setLang(data.lang);
    let said = 0;
    const { rows, exercises } = await gradeLines(data.lines, deps, (_, done, total) => {
      const now = performance.now();
      if (now - said < PROGRESS_MS) return;
      said = now;
      self.postMessage({ type: 'progress', id, done, total });
    });
    self.postMessage({
      type: 'graded', id, rows, exercises,
    });
  } catch (err) {
    self.postMessage({ type: 'failed', id, detail: String(err?.message ?? err) });
  }
});

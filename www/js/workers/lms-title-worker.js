//! The SCORM package's title's instance words (lms/title.js `instanceOf`), away from the
//! page: the page's build keeps the puzzles' gradings (`grade.js`) out of its chunks
//! (scripts/build-dist.mjs), so this module worker loads the puzzle's module, wasm and
//! grading, as the class view's grading worker does, and words the exercise's instance in
//! the page's language. Started by lms/title-client.js for one download, then ended.
//!
//! in:  { fragment, id, lang, strings }  the exercise's link (without `#`), its puzzle, the
//!                                       page's language and its table (lib/i18n.js STRINGS[lang])
//! out: { instance }                     its instance in words, or null
//!      { failed }                       a fault of the page's code, in words

import { addStrings, setLang } from '../lib/i18n.js';
import { instanceOf } from '../lms/title.js';

self.addEventListener('message', async ({ data }) => {
  try {
    addStrings({ [data.lang]: data.strings });
    setLang(data.lang);
    self.postMessage({ instance: await instanceOf(data.fragment, data.id) });
  } catch (err) {
    self.postMessage({ failed: String(err?.message ?? err) });
  }
});

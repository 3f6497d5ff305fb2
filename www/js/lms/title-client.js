//! The SCORM package's title in the page (app/lms-actions.js): the exercise's kind, its
//! puzzle and its instance (lms/title.js `exerciseTitle`), the instance's words from its
//! puzzle's grading, which a module worker loads (workers/lms-title-worker.js: the page's
//! build has no grading in its chunks). Fetched with the package's code on the first
//! download. A worker that fails or takes longer than TITLE_WAIT_MS leaves the instance
//! out: the title is then the exercise's kind and puzzle. Names no puzzle.

import { STRINGS } from '../lib/i18n.js';
import { contractOf, wasmOf } from '../puzzles/registry.js';
import { exerciseTitle } from './title.js';

/** The longest wait for the worker's words, ms. */
export const TITLE_WAIT_MS = 10_000;

/** The instance of `fragment` (puzzle `id`) in words in `lang`, from the worker, or null. */
function instanceInWorker(fragment, id, lang) {
  return new Promise((resolve) => {
    let worker;
    let timer;
    const end = (instance) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(instance);
    };
    try {
      worker = new Worker(new URL('../workers/lms-title-worker.js', import.meta.url), { type: 'module' });
    } catch (err) {
      console.warn('the package\'s title has no instance', err);
      resolve(null);
      return;
    }
    timer = setTimeout(() => end(null), TITLE_WAIT_MS);
    worker.addEventListener('message', ({ data }) => {
      if (data.failed) console.warn('the package\'s title has no instance', data.failed);
      end(typeof data.instance === 'string' ? data.instance : null);
    });
    worker.addEventListener('error', (event) => {
      console.warn('the package\'s title has no instance', event.message);
      end(null);
    });
    worker.postMessage({
      fragment, id, lang, strings: STRINGS[lang],
    });
  });
}

/**
 * The title of the package of the exercise's link `fragment` (without `#`) of puzzle `id`
 * (its page built), in the page's language `lang`.
 */
export async function packageTitle(fragment, id, lang) {
  const link = wasmOf(id).parse_link(fragment);
  const instance = await instanceInWorker(fragment, id, lang);
  return exerciseTitle(link, id, { puzzle: contractOf(id), instance });
}

//! The class view's link key, `view=class` (docs/LINKS.md): read apart from the puzzle's
//! link, as the Compare view's key is (app/compare-link.js), since the class view is no
//! puzzle's. The rest of the link (its `lang`) is the page's as usual. Pure: no DOM,
//! unit-tested in tests/unit/class-link.test.js.

/** The key. */
export const VIEW_KEY = 'view';

/** The views the key opens. */
export const VIEWS = ['class'];

/**
 * The location hash `hash` split into `{ hash, view, error }`: the hash without its
 * `view=` parts (with the `#` it had), the view it names (`'class'`) or null, and for a
 * value that names no view a link error as the core gives one (`unknown-value`, app/route.js
 * `linkErrorMessage`), else null.
 */
export function splitView(hash) {
  const text = String(hash);
  const lead = text.startsWith('#') ? '#' : '';
  const values = [];
  const rest = [];
  for (const part of text.slice(lead.length).split('&')) {
    if (part.startsWith(`${VIEW_KEY}=`)) values.push(part.slice(VIEW_KEY.length + 1));
    else rest.push(part);
  }
  if (values.length === 0) return { hash: text, view: null, error: null };
  const value = values.join('&');
  const view = VIEWS.includes(value) ? value : null;
  const error = view ? null : { code: 'unknown-value', params: { key: VIEW_KEY, value: value.slice(0, 24), allowed: VIEWS } };
  return { hash: lead + rest.join('&'), view, error };
}

/** The fragment of the class view's link: `view=class`, with `lang=zh` in Chinese. */
export function classFragment(lang) {
  return lang === 'zh' ? `${VIEW_KEY}=class&lang=zh` : `${VIEW_KEY}=class`;
}

/**
 * The class view's slice of the state when it opens (`state.classView`; null while it is
 * closed): the text pasted, the grading's `status` ('idle', 'grading', 'done', 'failed')
 * and `progress` (`{ done, total }` lines), the graded `rows` and `exercises`
 * (exercise/class-grading.js), the class's `exercise` (its key), the table's `sort` (`{
 * column, direction }` or null), the weak spot `picked` (an item's index or null), a
 * `notice`, and the `lang` the rows are worded in.
 */
export function blankClassView() {
  return {
    text: '', status: 'idle', progress: null, rows: [], exercises: [], exercise: null, sort: null, picked: null, notice: '', lang: null,
  };
}

//! What names a puzzle, for the tests that keep shared files free of puzzles' names
//! (no-puzzle-names.test.js, shell-names.test.js). A puzzle is named by:
//! - its id and its singular (`queens`, `queen`) as whole words (a plural too), and its class prefix, its first
//!   four letters and a hyphen (`knap-`), unless the shared English words use the id for
//!   something else (`loading`: "Loading…"); such an id is then named only in code forms:
//!   quoted (`'loading'`), as a key's value (`puzzle=loading`, `data-puzzle="loading"`), as
//!   a folder (`/loading/`) or a prefix (`loading-view`); an id that is not a word (`24`) is
//!   named only in those code forms, with no digit or letter touching it;
//! - its Chinese name's runs of Han characters, without the generic 问题 ("problem").
//! The package's name as a prefix (nqueens-wasm, nqueens_wasm, the storage keys' nqueens-…)
//! is no puzzle's; the product's name (Backtracking explorer, 回溯法演示) names none.

import en from '../../www/js/lib/strings-en.js';
import { STRINGS } from '../../www/js/lib/i18n.js';

/**
 * The shared English words (the table and the start-up words; the product's name and the
 * puzzles' names, `puzzle.<id>`, which the registry adds, aside), lower case.
 */
const SHARED_WORDS = new Set(withoutProduct([...Object.entries(en), ...Object.entries(STRINGS.en)]
  .filter(([key]) => !key.startsWith('puzzle.')).map(([, text]) => text).join(' '))
  .toLowerCase().match(/[a-z]+/g));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * What finds puzzle `{ id, name }` in a line (see the top): `{ test(line), exec(line) }`,
 * as a RegExp's, the words in any case and the code forms in the id's own (lower) case.
 */
export function namePattern({ id, name }) {
  const words = [];
  const code = [];
  if (!/^[a-z]+$/.test(id)) {
    // An id that is not a word (`24`) is named in code forms only, where no digit or letter
    // touches it: its digits stand for numbers everywhere else.
    const w = escape(id);
    code.push(`['"\`/=]${w}(?![\\w.])`, `(?<![\\w.-])${w}-(?!\\d)`);
  } else if (SHARED_WORDS.has(id)) {
    const w = escape(id);
    code.push(`['"\`/=]${w}(?![a-z])`, `(?<![a-z])${w}-(?!\\d)`);
  } else {
    // A whole word (a plural too): `fillin` is not named by "filling".
    for (const word of new Set([id, id.replace(/s$/, '')])) words.push(`(?<![a-z])${escape(word)}(?:e?s)?(?![a-z])`);
    words.push(`(?<![a-z])${escape(id.slice(0, 4))}-`);
  }
  for (const run of name?.zh?.match(/\p{Script=Han}+/gu) ?? []) {
    const word = run.replace(/问题$/, '');
    if (word.length >= 2) words.push(escape(word));
  }
  const patterns = [new RegExp(words.join('|') || '(?!)', 'iu'), new RegExp(code.join('|') || '(?!)', 'u')];
  return {
    test: (line) => patterns.some((p) => p.test(line)),
    exec: (line) => patterns.map((p) => p.exec(line)).find((m) => m !== null) ?? null,
  };
}

/** `line` without the package's name where it is a prefix (`nqueens-…`, `nqueens_…`). */
export function withoutProduct(line) {
  return line.replace(/nqueens(?=[-_])/gi, '');
}

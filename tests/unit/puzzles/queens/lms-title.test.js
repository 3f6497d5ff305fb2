//! The N-Queens' exercises as SCORM packages are titled (lms/title.js) by the exercise, not
//! the page: a quiz, a rule exercise, a search and a Parsons problem of one N each say what
//! they are, in the words the page names them with (puzzles/queens/exercise-strings.js,
//! exercise/strings.js, exercise/parsons-strings.js, stepper's mode and method), in English
//! and Chinese; never the page's title (a solution, a step).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../load-strings.js';
import '../../wasm-modules.js';
import { packageTitle } from '../../../../www/js/lms/title.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

const TITLES = {
  en: [
    ['n=6&ex=quiz&seed=7', 'Quiz: ten questions · N-Queens: N = 6'],
    ['n=6&ex=rule&rule=x%5Bj%5D%20%3D%20x%5Bk%5D', 'Write the conflict test yourself · N-Queens: N = 6'],
    ['n=6&ex=simulate', 'Do the search yourself · N-Queens: N = 6'],
    ['n=8&ex=simulate&mode=first&method=scan&step=5&lang=en', 'Do the search yourself · N-Queens: N = 8; scanning the earlier rows; the first solution only'],
    ['n=6&ex=parsons&seed=3', 'Put the procedure together · N-Queens: N = 6; recursive'],
    ['n=6&ex=parsons&seed=3&tmpl=iterative', 'Put the procedure together · N-Queens: N = 6; iterative'],
  ],
  zh: [
    ['n=6&ex=quiz&seed=7&lang=zh', '测验：十道题 · N 皇后：N = 6'],
    ['n=6&ex=rule', '自己写冲突判断 · N 皇后：N = 6'],
    ['n=6&ex=simulate&mode=first', '亲自执行搜索 · N 皇后：N = 6；只找第一个解'],
    ['n=6&ex=parsons&seed=3&tmpl=iterative', '排列算法步骤 · N 皇后：N = 6；迭代'],
  ],
};

test('a queens package is titled by its exercise\'s kind, the puzzle and N, in the page\'s language', async () => {
  try {
    for (const [lang, titles] of Object.entries(TITLES)) {
      setLang(lang);
      for (const [fragment, title] of titles) assert.equal(await packageTitle(fragment, 'queens'), title, `${lang}: ${fragment}`);
    }
  } finally {
    setLang('en');
  }
});

//! The knapsack's exercise as a SCORM package is titled (lms/title.js) by the exercise, not
//! the page (whose title says the step): "do the search yourself" on the notes' instance
//! (its weights, values and capacity, as the class view writes them), in English and Chinese.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../load-strings.js';
import '../../wasm-modules.js';
import { packageTitle } from '../../../../www/js/lms/title.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

test('a knapsack package is titled by its exercise, the puzzle and its items and capacity', async () => {
  const fragment = 'puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&ex=simulate';
  try {
    setLang('en');
    assert.equal(await packageTitle(fragment, 'knapsack'), 'Do the search yourself · 0-1 knapsack: w = 16, 15, 15; v = 45, 25, 25; c = 30');
    setLang('zh');
    assert.equal(await packageTitle(`${fragment}&lang=zh`, 'knapsack'), '亲自执行搜索 · 0-1 背包：w = 16, 15, 15; v = 45, 25, 25; c = 30');
  } finally {
    setLang('en');
  }
});

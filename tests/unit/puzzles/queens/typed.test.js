//! The queens' typed fields (the N field, the gallery's pattern and jump, the GIF's range)
//! read full-width digits as ASCII ones and quote invisible characters (lib/typed.js),
//! checked against Unicode's own definitions (full-width digits U+FF10–U+FF19 are
//! NFKC-equivalent to 0–9).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseN } from '../../../../www/js/puzzles/queens/n-field.js';
import { parseJump, parsePattern } from '../../../../www/js/puzzles/queens/gallery/pattern.js';
import { checkRange } from '../../../../www/js/puzzles/queens/animation.js';

const wide = (text) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

test('the N field, the gallery\'s fields and the GIF range read full-width digits and quote invisible characters', () => {
  assert.deepEqual(parseN(wide('12'), 1_000_000), { n: 12 });
  assert.deepEqual(parseN(`\u3000${wide('8')}\u3000`, 1_000_000), { n: 8 });
  assert.equal(parseN('8\u0001', 1_000_000).error.params.value, '8\\u0001');
  assert.deepEqual(parsePattern(`${wide('1')} ${wide('5')}`, 8), { pattern: [1, 5, 0, 0, 0, 0, 0, 0] });
  assert.equal(parsePattern('1 \u00025', 8).error.params.token, '\\u00025');
  assert.deepEqual(parseJump(`＃${wide('37')}`, 92), { index: 37 });
  assert.deepEqual(checkRange(wide('30'), wide('40'), 1051), { from: 30, to: 40, frames: 11 });
  assert.equal(checkRange('3\u00030', '40', 1051).params.text, '3\\u00030');
});

//! Text typed or given in a link, read and quoted (lib/typed.js), and the numbers of a link
//! in full-width digits (app/route.js `asciiNumbers`; each puzzle's own links and fields:
//! tests/unit/puzzles/<id>/): checked against Unicode's own
//! definitions (full-width digits U+FF10–U+FF19 are NFKC-equivalent to 0–9; U+0000–U+001F
//! and U+007F–U+009F are the controls, U+200B the zero-width space, U+E0001 a tag).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QUOTE_MAX, quoteTyped, readTyped } from '../../www/js/lib/typed.js';
import { asciiNumbers } from '../../www/js/app/route.js';

const wide = (text) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

test('readTyped reads full-width digits and spaces as ASCII ones, and leaves other text as it is', () => {
  assert.equal(readTyped('\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19'), '0123456789');
  assert.equal(readTyped('\u3000８\u3000'), ' 8 ');
  assert.equal(readTyped('回溯 x[j]'), '回溯 x[j]');
});

test('quoteTyped shows every invisible character as an escape and cuts after QUOTE_MAX characters', () => {
  assert.equal(quoteTyped('8\u0000'), '8\\u0000');
  assert.equal(quoteTyped('\t\u001b\u007f\u009f'), '\\u0009\\u001b\\u007f\\u009f');
  assert.equal(quoteTyped('a\u200bb\u202ec\ufeff'), 'a\\u200bb\\u202ec\\ufeff');
  assert.equal(quoteTyped('\u2028\u2029'), '\\u2028\\u2029');
  assert.equal(quoteTyped('\u{e0001}'), '\\u{e0001}');
  assert.equal(quoteTyped('\ud800'), '\\ud800', 'a lone surrogate');
  assert.equal(quoteTyped('８ 回溯 <b>“x”'), '８ 回溯 <b>“x”');
  assert.equal(quoteTyped('x'.repeat(QUOTE_MAX + 1)), `${'x'.repeat(QUOTE_MAX)}…`);
  assert.equal(quoteTyped('😀'.repeat(3), 2), '😀😀…', 'characters, not UTF-16 units');
  assert.equal(quoteTyped('\u0001'.repeat(30), Infinity), '\\u0001'.repeat(30));
});

test('asciiNumbers writes a link\'s numbers in ASCII digits and leaves every other part as given', () => {
  assert.equal(asciiNumbers(`#n=${wide('12')}`), '#n=12');
  assert.equal(asciiNumbers('#n=%EF%BC%91%EF%BC%92'), '#n=12', 'percent-encoded, as the address bar gives it');
  assert.equal(asciiNumbers(`#w=${wide('16')}-${wide('15')}`), '#w=16-15', 'a list joined by -');
  assert.equal(asciiNumbers(`#e=${wide('1')}-${wide('2')}.${wide('2')}-${wide('3')}`), '#e=1-2.2-3', 'edges joined by .');
  // Not a number once read: exactly as given, for the core to quote.
  for (const hash of ['#n=8', '#n=8%00', `#n=${wide('8')}%00`, '#n=%E0%A4%A', '#lang=zh', `#n=${wide('8')}x`, '#rule=x[j]%20%3D%20x[k]', '#n', '#=８']) {
    assert.equal(asciiNumbers(hash), hash, hash);
  }
});

//! Chinese typography of the page's texts: a Chinese "label: value" takes the full-width
//! colon (得分：对 3), as the course notes write it. Checks every table in both languages
//! (the shared one and each part's own, every puzzle's: load-strings.js) and the lines the
//! shared views put together from them (each puzzle's own: tests/unit/puzzles/<id>/).

import './load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STRINGS, setLang, t } from '../../www/js/lib/i18n.js';

/** An ASCII colon after a Chinese character or a closing full-width bracket, or before one. */
const ASCII_COLON = /[\u3400-\u9fff）」』】]\s*:|:\s*[\u3400-\u9fff（「『【]/u;

test('no Chinese text has an ASCII colon next to a Chinese word', () => {
  const bad = Object.entries(STRINGS.zh).filter(([, text]) => ASCII_COLON.test(text)).map(([key, text]) => `${key}: ${text}`);
  assert.deepEqual(bad, []);
});

test('the lines the views put together read as Chinese in Chinese: the score, a tree node\'s name', () => {
  setLang('zh');
  assert.equal(t('ex.score', { right: 3, wrong: 1, asked: 4 }), '得分：对 3，错 1，共 4');
  assert.equal(t('tree.nl-node', { edge: 'x2=4', state: '活结点', name: '…' }), 'x2=4：活结点。…');
  setLang('en');
  assert.equal(t('ex.score', { right: 3, wrong: 1, asked: 4 }), 'Score: 3 right, 1 wrong, of 4');
});

//! Graph colouring's procedure in Chinese: its code is the same in every language, its words are
//! the page's. In Chinese no line of either form, no Parsons line or reason, no part of the
//! filled-in template and no step's variables carries English prose (english-prose.js: a
//! word that is no keyword, none of the procedure's names, no call or array); the bounding
//! function's "true" is 真 as the notes write it. In English the same texts hold no Chinese
//! but the notes' terms.

import '../../load-strings.js';
import '../../wasm-modules.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import {
  hasCjk, procedureTexts, variableTexts, zhFaults,
} from '../../english-prose.js';
import createPuzzle from '../../../../www/js/puzzles/coloring/puzzle.js';
import declaration from './contract.js';

const puzzle = createPuzzle();

/** The procedure's names: its variables, written the same in every language. */
const NAMES = ['ok'];

test('in Chinese graph colouring\'s procedure, Parsons lines and reasons and template parts carry no English prose', () => {
  setLang('zh');
  try {
    const texts = procedureTexts(puzzle, t, 'zh');
    assert.deepEqual(texts.flatMap(([where, text]) => zhFaults(where, text, NAMES)), []);
    assert.match(puzzle.templateParts().bound, /^真：/);
  } finally {
    setLang('en');
  }
});

test('in Chinese graph colouring\'s variables carry no English prose at any step of the search', () => {
  setLang('zh');
  try {
    const texts = variableTexts(puzzle, declaration.size);
    assert.ok(texts.length > 5);
    assert.deepEqual(texts.flatMap(([where, text]) => zhFaults(where, text, NAMES)), []);
  } finally {
    setLang('en');
  }
});

test('in English graph colouring\'s procedure holds no Chinese but in the notes\' terms', () => {
  setLang('en');
  const texts = procedureTexts(puzzle, t, 'en').filter(([where]) => !where.endsWith('terms'));
  assert.deepEqual(texts.filter(([, text]) => hasCjk(text)), []);
});

//! Each puzzle's procedure in Chinese: its code is the same in every language, its words are
//! the page's. In Chinese no line of either form, no Parsons line or reason, no part of the
//! filled-in template and no step's variables carries English prose (english-prose.js: a
//! word that is no keyword, none of the procedure's names, no call or array). In English the
//! same texts hold no Chinese but the notes' terms. Run for each puzzle whose declaration
//! (tests/unit/puzzles/<id>/contract.js) has `prose`: `{ names, bound }`, its procedure's
//! names and, where it has no bounding function, the template's bound as the notes write it.

import './load-strings.js';
import './wasm-modules.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../www/js/lib/i18n.js';
import { PUZZLES, loadPuzzle } from '../../www/js/puzzles/registry.js';
import {
  hasCjk, procedureTexts, variableTexts, zhFaults,
} from './english-prose.js';

const declared = (await Promise.all(PUZZLES.map(async ({ id }) => {
  const file = new URL(`./puzzles/${id}/contract.js`, import.meta.url);
  return [id, await import(file).then((m) => m.default, () => ({}))];
}))).filter(([, d]) => d.prose);

test('some puzzle declares its procedure\'s prose', () => assert.ok(declared.length > 0));

for (const [id, { prose, size }] of declared) {
  test(`${id}: in Chinese its procedure, Parsons lines and reasons and template parts carry no English prose`, async () => {
    const puzzle = await loadPuzzle(id);
    setLang('zh');
    try {
      const texts = procedureTexts(puzzle, t, 'zh');
      assert.deepEqual(texts.flatMap(([where, text]) => zhFaults(where, text, prose.names)), []);
      if (prose.bound) assert.match(puzzle.templateParts().bound, prose.bound);
    } finally {
      setLang('en');
    }
  });

  test(`${id}: in Chinese its variables carry no English prose at any step of the search`, async () => {
    const puzzle = await loadPuzzle(id);
    setLang('zh');
    try {
      const texts = variableTexts(puzzle, size);
      assert.ok(texts.length > 5);
      assert.deepEqual(texts.flatMap(([where, text]) => zhFaults(where, text, prose.names)), []);
    } finally {
      setLang('en');
    }
  });

  test(`${id}: in English its procedure holds no Chinese but in the notes' terms`, async () => {
    const puzzle = await loadPuzzle(id);
    setLang('en');
    const texts = procedureTexts(puzzle, t, 'en').filter(([where]) => !where.endsWith('terms'));
    assert.deepEqual(texts.filter(([, text]) => hasCjk(text)), []);
  });
}

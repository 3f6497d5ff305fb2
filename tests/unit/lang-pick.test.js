//! The classic script www/js/lang-pick.js (run before the first paint) and the module rule
//! lib/lang.js `initialLang` pick the same starting language for every link, stored choice
//! and browser language.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import vm from 'node:vm';
import { initialLang } from '../../www/js/lib/lang.js';

const SCRIPT = readFileSync(new URL('../../www/js/lang-pick.js', import.meta.url), 'utf8');

/** Runs `fn` with window/navigator/localStorage faked as given; restores them after. */
function withGlobals({ hash, stored, language }, fn) {
  const storage = { getItem: (k) => (k === 'nqueens-lang' ? stored : null) };
  const fake = { location: { hash }, localStorage: storage };
  const saved = { window: globalThis.window, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
  globalThis.window = fake;
  Object.defineProperty(globalThis, 'navigator', { value: { language }, configurable: true });
  try {
    return fn(fake);
  } finally {
    globalThis.window = saved.window;
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
  }
}

test('lang-pick.js and initialLang agree: link lang=, then the stored choice, then the browser (zh* → zh)', () => {
  const cases = [];
  for (const hash of ['', '#n=8', '#n=8&lang=zh', '#lang=en&n=6', '#n=8&lang=fr', '#n=8&xlang=zh'])
    for (const stored of [null, 'en', 'zh', 'xx'])
      for (const language of ['en-US', 'zh-CN', 'zh', 'zh-Hant-TW', 'de', '']) cases.push({ hash, stored, language });
  for (const c of cases) {
    const module = withGlobals(c, () => initialLang(c.hash));
    const html = { lang: '' };
    withGlobals(c, (fake) => vm.runInNewContext(SCRIPT, {
      window: fake, navigator: { language: c.language }, document: { documentElement: html }, String,
    }));
    assert.equal(html.lang, module === 'zh' ? 'zh-Hans' : 'en', JSON.stringify(c));
  }
  // A hand-checked few (the rule's order).
  assert.equal(withGlobals({ hash: '#n=8&lang=en', stored: 'zh', language: 'zh-CN' }, () => initialLang('#n=8&lang=en')), 'en');
  assert.equal(withGlobals({ hash: '#n=8', stored: 'zh', language: 'en-US' }, () => initialLang('#n=8')), 'zh');
  assert.equal(withGlobals({ hash: '#n=8', stored: null, language: 'zh-TW' }, () => initialLang('#n=8')), 'zh');
});

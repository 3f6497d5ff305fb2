//! The class view's pictures for docs/CLASS.md (saved with E2E_SCREENSHOTS=1): a class of
//! twelve whose result links are whole runs of "do the search yourself" on N = 4, first
//! solution (its right answers hand-traced in docs/REFERENCE.md: 1.1-2.3-b-2.4-3.2-b-b-b-
//! 1.2-2.4-3.1-4.3), each student wrong at a few places of their own, with a name and a
//! time; one link tampered with. Checked: every row graded as its answers say, the tree
//! shaded, at 1280 × 800 and 390 × 844, in English and Chinese.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  chooseLang, DESKTOP, PHONE, SCREENSHOT_DIR, setUp,
} from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const RIGHT = '1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3'.split('-');

/** The students: a name, the places (0-based) where each answered wrong (Backtrack, or a square where the search backtracks), and a time. */
const CLASS = [
  ['王小明', [1, 5], 184], ['李雷', [], 95], ['韩梅梅', [5, 6], 240], ['Ann Lee', [1], 130],
  ['Bo Chen', [5, 6, 7], 305], ['张伟', [1, 5], 212], ['刘洋', [5], 150], ['Cy Park', [], 88],
  ['陈静', [6, 7], 260], ['Dee Wu', [1, 5, 9], 330], ['杨帆', [5], 175], ['赵敏', [2, 5], 199],
];

/** A token wrong where `right` is right: Backtrack for a square, a square of the same row for Backtrack. */
const wrong = (right) => (right === 'b' ? '4.4' : 'b');

const LINKS = [
  ...CLASS.map(([name, misses, time]) => {
    const ans = RIGHT.map((token, k) => (misses.includes(k) ? wrong(token) : token));
    return `#n=4&ex=simulate&mode=first&ans=${ans.join('-')}&who=${encodeURIComponent(name)}&time=${time}`;
  }),
  `#n=4&ex=simulate&mode=first&ans=1.1-2.3-${'Z'}&who=${encodeURIComponent('Eve Ma')}`,
];

for (const [lang, viewport, name] of [['en', DESKTOP, 'desktop'], ['zh', PHONE, 'phone-zh'], ['zh', DESKTOP, 'desktop-zh'], ['en', PHONE, 'phone']]) {
  test(`a class of twelve on N = 4, graded and shaded (${name})`, async () => {
    const { page, errors } = await env.openPage('#view=class', { viewport });
    if (lang === 'zh') await chooseLang(page, 'zh');
    const origin = new URL(page.url()).origin;
    await page.getByTestId('class-input').fill(LINKS.map((l) => `${origin}/${l}`).join('\n'));
    await page.getByTestId('class-grade').click();
    await page.getByTestId('class-row').nth(LINKS.length - 1).waitFor();
    const rows = await page.getByTestId('class-row').evaluateAll((list) => list.map((r) => [r.dataset.name, r.dataset.right, r.dataset.wrong, r.dataset.error ?? null]));
    assert.deepEqual(rows, [
      ...CLASS.map(([who, misses]) => [who, String(RIGHT.length - misses.length), String(misses.length), null]),
      ['Eve Ma', undefined, undefined, 'bad-answer'],
    ]);
    // The node where most went wrong: (1,1), (2,4), (3,2), where answer 6 backtracks (row 4 is all attacked).
    const worst = await page.getByTestId('class-node').evaluateAll((list) => Math.max(...list.map((g) => Number(g.dataset.missed))));
    assert.equal(worst, CLASS.filter(([, misses]) => misses.includes(5)).length);
    await page.getByTestId('class-spot').first().click();
    // The pointer away, so no button shows its hover in the pictures.
    await page.mouse.move(0, 0);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `class-docs-${name}-full.png`), fullPage: true });
    // The docs' picture: the screen from the class's exercise down (its table, then the tree).
    await page.getByTestId('class-summary').evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `class-docs-${name}.png`) });
    await page.getByTestId('class-spots').evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `class-docs-spots-${name}.png`) });
    await page.context().close();
  });
}

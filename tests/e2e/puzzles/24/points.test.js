//! 24 points (算24点): the expressions the page finds against a brute force written here
//! (every binary expression tree over every order of the cards, with every operation,
//! evaluated with its own fractions; two trees the same when swapping the operands of
//! some + or × turns one into the other), and each expression the page shows evaluated
//! here; the known hands (1, 1, 1, 1 none; 3, 3, 8, 8 only 8 ÷ (3 − 8 ÷ 3); 4, 4, 10, 10
//! (10 × 10 − 4) ÷ 4: docs/REFERENCE.md); a division by 0 marked with its reason (step 111
//! of 4, 4, 10, 10, hand-worked in src/puzzles/24/lib.rs); editing the cards goes into the
//! link, and a bad card says why; a bad link's message in English and Chinese.
//!
//! Expected values come from outside the page (the brute force below, the references), never from it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dragTimelineToEnd, openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** A fraction [n, d] in lowest terms, d > 0 (BigInt), or null for a division by 0. */
function frac(n, d) {
  if (d === 0n) return null;
  const g = gcd(n, d) || 1n;
  return d < 0n ? [-n / g, -d / g] : [n / g, d / g];
}

const OPS = {
  '+': ([a, b], [c, d]) => frac(a * d + c * b, b * d),
  '-': ([a, b], [c, d]) => frac(a * d - c * b, b * d),
  '*': ([a, b], [c, d]) => frac(a * c, b * d),
  '/': ([a, b], [c, d]) => frac(a * d, b * c),
};

/** Every tree over `xs` in this order: `{ value, key }`, `key` the normal form (operands of + and * sorted). */
function trees(xs) {
  if (xs.length === 1) return [{ value: [BigInt(xs[0]), 1n], key: String(xs[0]) }];
  const out = [];
  for (let cut = 1; cut < xs.length; cut += 1) {
    for (const a of trees(xs.slice(0, cut))) {
      for (const b of trees(xs.slice(cut))) {
        for (const [op, f] of Object.entries(OPS)) {
          const value = a.value && b.value ? f(a.value, b.value) : null;
          const [x, y] = (op === '+' || op === '*') && b.key < a.key ? [b.key, a.key] : [a.key, b.key];
          out.push({ value, key: `(${x}${op}${y})` });
        }
      }
    }
  }
  return out;
}

const orders = (xs) => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((o) => [x, ...o])));

/** The brute force's distinct expressions of `cards` that make 24, as normal-form keys. */
function brute(cards) {
  const keys = new Set();
  for (const order of orders(cards)) {
    for (const tree of trees(order)) if (tree.value && tree.value[0] === 24n * tree.value[1]) keys.add(tree.key);
  }
  return keys;
}

/** The value of an expression as the page writes it (`8 ÷ (3 − 8 ÷ 3)`), read with the usual precedence. */
function evaluate(text) {
  const tokens = text.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  const atom = () => {
    const tok = tokens[at++];
    if (tok !== '(') return [BigInt(tok), 1n];
    const v = sum();
    at += 1;
    return v;
  };
  const chain = (next, ops) => () => {
    let v = next();
    while (ops[tokens[at]]) {
      const f = ops[tokens[at++]];
      v = f(v, next());
    }
    return v;
  };
  const product = chain(atom, { '×': OPS['*'], '÷': OPS['/'] });
  const sum = chain(product, { '+': OPS['+'], '−': OPS['-'] });
  return sum();
}

async function result(page) {
  return page.evaluate(() => ({ ...document.querySelector('main [data-puzzle="24"] [data-testid="puzzle-result"]').dataset }));
}

/** Drags the timeline to its end and waits for the search to finish. */
async function runToEnd(page) {
  await dragTimelineToEnd(page, '24-timeline');
  await page.waitForFunction(() => document.querySelector('main [data-puzzle="24"] [data-testid="puzzle-result"]').dataset.done === 'true');
}

async function found(page) {
  return page.getByTestId('24-found').locator('li').allTextContents();
}

test('the known hands: 3, 3, 8, 8 only 8 ÷ (3 − 8 ÷ 3); 4, 4, 10, 10 (10 × 10 − 4) ÷ 4; 1, 1, 1, 1 none', async () => {
  assert.equal(brute([3, 3, 8, 8]).size, 1);
  assert.equal(brute([4, 4, 10, 10]).size, 1);
  assert.equal(brute([1, 1, 1, 1]).size, 0);
  const { page, errors } = await env.openPage('#puzzle=24&cards=3-3-8-8');
  await runToEnd(page);
  let r = await result(page);
  assert.deepEqual([r.count, r.expression], ['1', '8 ÷ (3 − 8 ÷ 3)']);
  assert.deepEqual(evaluate(r.expression), [24n, 1n]);
  assert.equal(r.x.split('-').length, 3, 'three picks');
  await page.evaluate(() => { window.location.hash = '#puzzle=24&cards=4-4-10-10&step=0&mode=first'; });
  await page.waitForFunction(() => /4 4 10 10, step 0/.test(document.querySelector('[data-testid="24-status"]')?.textContent ?? ''));
  await openMore(page, '24-stepper-more');
  await page.getByTestId('24-next-solution').click();
  await page.waitForFunction(() => document.querySelector('main [data-puzzle="24"] [data-testid="puzzle-result"]').dataset.count === '1');
  r = await result(page);
  assert.equal(r.expression, '(10 × 10 − 4) ÷ 4');
  assert.match(await page.getByTestId('24-board').locator('.p24-card.solution').first().textContent(), /^24/);
  await page.evaluate(() => { window.location.hash = '#puzzle=24&cards=1-1-1-1'; });
  await page.waitForFunction(() => /1 1 1 1/.test(document.querySelector('[data-testid="24-status"]')?.textContent ?? ''));
  await runToEnd(page);
  r = await result(page);
  assert.deepEqual([r.count, r.expression], ['0', '']);
  assert.match(await page.getByTestId('puzzle-result').filter({ visible: true }).textContent(), /cannot make 24/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('every expression of 1, 2, 3, 4 and of 2, 3, 5, 12 the page lists is the brute force\'s, each once', async () => {
  const { page, errors } = await env.openPage('#puzzle=24&cards=1-2-3-4');
  for (const cards of [[1, 2, 3, 4], [2, 3, 5, 12]]) {
    if (cards[0] === 2) {
      await page.evaluate(() => { window.location.hash = '#puzzle=24&cards=2-3-5-12'; });
      await page.waitForFunction(() => /2 3 5 12/.test(document.querySelector('[data-testid="24-status"]')?.textContent ?? ''));
    }
    await runToEnd(page);
    const want = brute(cards);
    const texts = (await found(page)).map((li) => li.replace(/ = 24$/, ''));
    assert.equal(texts.length, want.size, `${cards}: as many as the brute force`);
    assert.equal(Number((await result(page)).count), want.size);
    for (const text of texts) assert.deepEqual(evaluate(text), [24n, 1n], text);
    // Each the brute force's: its normal form read from the page's text.
    const keys = new Set(texts.map((text) => trees1(text)));
    assert.equal(keys.size, texts.length, 'no two the same');
    for (const key of keys) assert.ok(want.has(key), `${key} is one of the brute force's`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** The normal-form key of an expression as the page writes it (see `brute`). */
function trees1(text) {
  const tokens = text.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  const node = (op, a, b) => {
    const [x, y] = (op === '+' || op === '*') && b < a ? [b, a] : [a, b];
    return `(${x}${op}${y})`;
  };
  const atom = () => {
    const tok = tokens[at++];
    if (tok !== '(') return tok;
    const v = sum();
    at += 1;
    return v;
  };
  const chain = (next, ops) => () => {
    let v = next();
    while (ops[tokens[at]]) v = node(ops[tokens[at++]], v, next());
    return v;
  };
  const product = chain(atom, { '×': '*', '÷': '/' });
  const sum = chain(product, { '+': '+', '−': '-' });
  return sum();
}

test('a division by 0 is a dead node with its reason: step 111 of 4, 4, 10, 10 is 8 ÷ (10 − 10)', async () => {
  const { page, errors } = await env.openPage('#puzzle=24&cards=4-4-10-10&step=111');
  const pick = page.getByTestId('24-pick').filter({ visible: true });
  assert.equal(await pick.getAttribute('data-why'), '1');
  assert.match(await pick.textContent(), /^\(4 \+ 4\) ÷ \(10 − 10\) ✗ it divides by 0/);
  const cards = await page.getByTestId('24-row').filter({ visible: true }).last().getByTestId('24-card').evaluateAll((els) => els.map((e) => [e.dataset.value, e.dataset.pick]));
  assert.deepEqual(cards, [['8', 'left'], ['0', 'right']]);
  assert.match(await page.getByTestId('24-event').textContent(), /divides by 0/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the cards typed go into the link; a card out of range says why and keeps the hand', async () => {
  const { page, errors } = await env.openPage('#puzzle=24&cards=4-4-10-10');
  const input = page.getByTestId('24-card-input').nth(3);
  await input.fill('8');
  await input.press('Enter');
  await page.waitForFunction(() => /cards=4-4-10-8(&|$)/.test(window.location.hash));
  await input.fill('14');
  await input.press('Enter');
  await page.getByTestId('24-editor-error').filter({ hasText: /Card 4 is 14: a card is 1 to 13/ }).waitFor({ timeout: 5000 });
  assert.match(await page.evaluate(() => window.location.hash), /cards=4-4-10-8/);
  // A negative card is a whole number out of range, as the link cards=-3-… says.
  await page.getByTestId('24-card-input').nth(0).fill('-3');
  await page.getByTestId('24-card-input').nth(0).press('Enter');
  await page.getByTestId('24-editor-error').filter({ hasText: /Card 1 is -3: a card is 1 to 13\./ }).waitFor({ timeout: 5000 });
  assert.match(await page.evaluate(() => window.location.hash), /cards=4-4-10-8/);
  await page.getByTestId('24-presets').selectOption({ index: 2 });
  await page.waitForFunction(() => /cards=3-3-8-8(&|$)/.test(window.location.hash));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad 24 points link shows the link error in English and Chinese, and the page still works', async () => {
  const { page, errors } = await env.openPage('#puzzle=24&cards=4-4-10');
  await page.getByTestId('error').filter({ hasText: /cards/ }).waitFor({ timeout: 5000 });
  assert.match(await page.getByTestId('error').textContent(), /The link’s cards are 3 numbers; a hand has 4, such as cards=4-4-10-10\./);
  await page.getByTestId('24-step-forward').click();
  assert.equal(await page.getByTestId('24-step-count').textContent(), '1');
  await page.context().close();
  const zh = await env.openPage('#puzzle=24&cards=4-4-10-14&lang=zh');
  await zh.page.getByTestId('error').filter({ hasText: /第 4 张/ }).waitFor({ timeout: 5000 });
  assert.match(await zh.page.getByTestId('error').textContent(), /链接中的第 4 张牌是 14：牌的点数是 1 到 13。/);
  await zh.page.context().close();
  assert.deepEqual([...errors, ...zh.errors], []);
});

test('the exercise\'s 36 picks of 4, 4, 10, 10 each say which numbers they take, on a phone in Chinese too: pick 7 a[1]+a[3], pick 13 a[1]+a[4]; picking a[1]+a[3] first is wrong, a[1]+a[2] right', async () => {
  for (const [lang, viewport] of [['en', { width: 1280, height: 800 }], ['zh', { width: 390, height: 844 }]]) {
    const { page, errors } = await env.openPage(`#puzzle=24&cards=4-4-10-10&ex=simulate&lang=${lang}`, { viewport });
    const choices = page.locator('[data-testid="24-exercise-choice"]:visible');
    await choices.first().waitFor();
    const shown = await choices.evaluateAll((bs) => bs.map((b) => ({
      value: b.dataset.value,
      at: b.querySelector('.p24-choice-at').textContent,
      values: b.querySelector('.p24-choice-values').textContent,
      inside: b.scrollWidth <= b.clientWidth,
    })));
    assert.equal(shown.length, 36);
    assert.equal(new Set(shown.map((s) => s.at)).size, 36, lang);
    assert.ok(shown.every((s) => s.inside), `${lang}: a pick wider than its button`);
    const at = (v) => shown.find((s) => s.value === String(v));
    // Pairs in order, each + − − × ÷ ÷ (docs/REFERENCE.md): picks 7, 13, 19, 25 are 4 + 10.
    assert.deepEqual([7, 13, 19, 25].map((v) => [at(v).at, at(v).values]), [
      ['a[1]+a[3]', '4 + 10'], ['a[1]+a[4]', '4 + 10'], ['a[2]+a[3]', '4 + 10'], ['a[2]+a[4]', '4 + 10'],
    ]);
    assert.deepEqual([2, 3].map((v) => at(v).at), ['a[1]−a[2]', 'a[2]−a[1]']);
    const label = await page.locator('[data-testid="24-exercise-choice"][data-value="7"]').getAttribute('aria-label');
    assert.equal(label, lang === 'zh' ? '选取 7：a[1]+a[3]，即 4 + 10' : 'pick 7: a[1]+a[3], that is 4 + 10');
    await page.locator('[data-testid="24-exercise-choice"][data-value="7"]').click();
    await page.waitForSelector('[data-testid="24-exercise-feedback"][data-verdict="wrong"]');
    await page.locator('[data-testid="24-exercise-choice"][data-value="1"]').click();
    await page.waitForSelector('[data-testid="24-exercise-feedback"][data-verdict="right"]');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

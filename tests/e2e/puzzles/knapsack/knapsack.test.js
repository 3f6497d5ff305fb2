//! 0-1 knapsack (the course notes' bounding function): the textbook instance stepped
//! through forwards with the tree's node marks and the kill reasons at each step, then back
//! to step 0 with the best and the bound restored exactly; an edited instance in a link;
//! the item editor; bad instances in English and Chinese.
//!
//! Expected values come from docs/REFERENCE.md ("0-1 knapsack by backtracking": n = 3,
//! weights 16, 15, 15, values 45, 25, 25, capacity 30; its steps 1–10, 7 nodes generated
//! of 15, 2 killed by the constraint, 2 by the bound, leaves (1,0,0) = 45 then
//! (0,1,1) = 50) and from hand arithmetic on it written out below, never from the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dragTimelineToEnd, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const TEXTBOOK = '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30';

/**
 * The search's events one by one (the engine's order: a take or skip tried, a leaf, a
 * backtrack), with what the page must show after each: the node it concerns (by its path
 * of x values) and its mark, the numbers in the event line, the current line of the
 * procedure, the current node's bound (the value so far plus the greedy fractional value
 * of the items after it: 45 + 25 × 14/15 = 68⅓ under item 1 taken, 0 + 25 + 25 = 50 under
 * item 1 skipped) and the best so far with its x. A take undone is the call's own
 * `cw −= w[t]; cv −= v[t]` (`untake`), a skip undone its `return` (`undo`).
 */
const STEPS = [
  /* 0 */ { bound: '68⅓', best: [0, ''] },
  /* 1 */ { node: ['1', 'expanding'], words: ['16', '45'], line: 'take', bound: '68⅓', best: [0, ''] }, // take item 1
  /* 2 */ { node: ['1-1', 'dead', 'constraint'], words: ['31 > 30'], line: 'take', bound: '68⅓', best: [0, ''] }, // 16 + 15 > 30
  /* 3 */ { node: ['1-0', 'expanding'], words: ['bound 68⅓ > best 0'], line: 'skip', bound: '68⅓', best: [0, ''] }, // skip item 2
  /* 4 */ { node: ['1-0-1', 'dead', 'constraint'], words: ['31 > 30'], line: 'take', bound: '68⅓', best: [0, ''] },
  /* 5 */ { node: ['1-0-0', 'expanding'], words: ['45'], line: 'skip', bound: '45', best: [0, ''] }, // skip item 3: bound 45 > 0
  /* 6 */ { node: ['1-0-0', 'expanding'], words: ['45'], line: 'leaf', bound: '45', best: [45, '1-0-0'] }, // leaf: best 45
  /* 7 */ { node: ['1-0-0', 'dead', 'exhausted'], line: 'undo', bound: '68⅓', best: [45, '1-0-0'] },
  /* 8 */ { node: ['1-0', 'dead', 'exhausted'], line: 'undo', bound: '68⅓', best: [45, '1-0-0'] },
  /* 9 */ { node: ['1', 'dead', 'exhausted'], line: 'untake', bound: '68⅓', best: [45, '1-0-0'] },
  /* 10 */ { node: ['0', 'expanding'], words: ['bound 50 > best 45'], line: 'skip', bound: '50', best: [45, '1-0-0'] }, // skip item 1
  /* 11 */ { node: ['0-1', 'expanding'], words: ['15', '25'], line: 'take', bound: '50', best: [45, '1-0-0'] },
  /* 12 */ { node: ['0-1-1', 'expanding'], words: ['30', '50'], line: 'take', bound: '50', best: [45, '1-0-0'] },
  /* 13 */ { node: ['0-1-1', 'expanding'], words: ['50'], line: 'leaf', bound: '50', best: [50, '0-1-1'] }, // leaf: best 50
  /* 14 */ { node: ['0-1-1', 'dead', 'exhausted'], line: 'untake', bound: '50', best: [50, '0-1-1'] },
  /* 15 */ { node: ['0-1-0', 'dead', 'bound'], words: ['bound 25 ≤ best 50'], line: 'skip', bound: '50', best: [50, '0-1-1'] },
  /* 16 */ { node: ['0-1', 'dead', 'exhausted'], line: 'untake', bound: '50', best: [50, '0-1-1'] },
  /* 17 */ { node: ['0-0', 'dead', 'bound'], words: ['bound 25 ≤ best 50'], line: 'skip', bound: '50', best: [50, '0-1-1'] },
  /* 18 */ { node: ['0', 'dead', 'exhausted'], line: 'undo', bound: '68⅓', best: [50, '0-1-1'] },
  /* 19 */ { node: ['', 'dead', 'exhausted'], words: ['50'], line: 'end', bound: '68⅓', best: [50, '0-1-1'] },
];

/** What the page shows of the search now. */
async function shown(page) {
  return page.evaluate(() => {
    const one = (id) => document.querySelector(`[data-testid="${id}"]`);
    const nodes = {};
    for (const g of document.querySelectorAll('[data-testid="knap-tree-node"]')) {
      const why = [...document.querySelectorAll(`[data-testid="knap-tree-why"][data-path="${g.dataset.path}"]`)].map((x) => x.textContent);
      nodes[g.dataset.path] = [g.dataset.state, g.dataset.killed ?? null, why.join(' ').trim()];
    }
    const best = one('knap-best');
    return {
      step: Number(one('knap-step-count').textContent.replace(/,/g, '')),
      event: one('knap-event').textContent,
      line: one('knap-pseudocode').querySelector('li[aria-current="step"]')?.dataset.line ?? null,
      bound: one('knap-bound').textContent,
      best: [Number(best.dataset.value), best.dataset.x],
      weight: one('knap-weight').textContent,
      nodes,
    };
  });
}

/** The step's expectations against what is shown; `k` the step. */
function check(s, k) {
  const want = STEPS[k];
  assert.equal(s.step, k);
  assert.equal(s.bound, want.bound, `bound at step ${k}`);
  assert.deepEqual(s.best, want.best, `best at step ${k}`);
  if (want.line) assert.equal(s.line, want.line, `code line at step ${k}`);
  for (const word of want.words ?? []) assert.ok(s.event.includes(word), `step ${k}: “${s.event}” lacks ${word}`);
  if (want.node) {
    const [path, state, killed = null] = want.node;
    assert.deepEqual(s.nodes[path].slice(0, 2), [state, killed], `node ${path} at step ${k}`);
  }
}

test('the textbook knapsack steps through the notes’ trace: marks, kill reasons, best and bound, then back exactly', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  let s = await shown(page);
  assert.equal(Object.keys(s.nodes).length, 15, 'the complete binary tree of n = 3 has 15 nodes');
  assert.deepEqual(s.nodes[''].slice(0, 2), ['expanding', null]);
  check(s, 0);
  const forward = [s];
  for (let k = 1; k < STEPS.length; k += 1) {
    await page.getByTestId('knap-step-forward').click();
    s = await shown(page);
    check(s, k);
    forward.push(s);
  }
  // The killed nodes say which function killed them, with the numbers.
  assert.match(s.nodes['1-1'][2], /constraint\s*31 > 30/);
  assert.match(s.nodes['0-0'][2], /bound\s*25 ≤ 50/);
  // At the end: 7 nodes generated (the root included), 2 + 2 killed, the 4 under the killed never generated.
  const states = Object.values(s.nodes);
  assert.equal(states.filter(([st, killed]) => st === 'dead' && killed === 'exhausted').length, 7);
  assert.equal(states.filter(([, killed]) => killed === 'constraint').length, 2);
  assert.equal(states.filter(([, killed]) => killed === 'bound').length, 2);
  assert.deepEqual(Object.entries(s.nodes).filter(([, [st]]) => st === 'never').map(([p]) => p).sort(), ['0-0-0', '0-0-1', '1-1-0', '1-1-1']);
  assert.equal(await page.getByTestId('knap-dp').getAttribute('data-value'), '50');
  assert.equal(await page.getByTestId('knap-step-forward').isDisabled(), true);
  // Back, step by step: everything as it was on the way forward, the best and bound included.
  for (let k = STEPS.length - 2; k >= 0; k -= 1) {
    await page.getByTestId('knap-step-back').click();
    const back = await shown(page);
    check(back, k);
    assert.deepEqual(back, forward[k], `step ${k} on the way back`);
  }
  assert.deepEqual(errors, []);
});

test('a step link opens at that step, and its leaf and kill words are the core’s', async () => {
  const { page, errors } = await env.openPage(`${TEXTBOOK}&step=15`);
  const s = await shown(page);
  check(s, 15);
  assert.ok(s.event.includes('bounding function'), s.event);
  const log = await page.getByTestId('knap-event-log').textContent();
  assert.ok(log.includes('25 ≤ 50'), log);
  assert.match(await page.getByTestId('share-link').inputValue(), /#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=15$/);
  assert.deepEqual(errors, []);
});

test('an edited instance in a link opens as written, searched by value per weight, x in the given order', async () => {
  // Ratios 10/10 = 1, 30/10 = 3, 20/10 = 2: the search decides items 2, 3, 1; the best is
  // items 2 and 3 (weight 20, value 50), x = (0, 1, 1) in the given order.
  const { page, errors } = await env.openPage('#puzzle=knapsack&w=10-10-10&v=10-30-20&c=20');
  const value = (id) => page.getByTestId(id).inputValue();
  assert.deepEqual([await value('knap-w-1'), await value('knap-w-2'), await value('knap-w-3')], ['10', '10', '10']);
  assert.deepEqual([await value('knap-v-1'), await value('knap-v-2'), await value('knap-v-3')], ['10', '30', '20']);
  assert.equal(await value('knap-c'), '20');
  assert.match(await page.getByTestId('knap-editor-note').textContent(), /2, 3, 1/);
  const edges = await page.$$eval('[data-testid="knap-tree-edge"]', (e) => e.map((x) => x.dataset.edge));
  assert.deepEqual(edges.slice(0, 2), ['x2=1', 'x2=0'], 'the first level decides item 2');
  await dragTimelineToEnd(page, 'knap-timeline');
  await page.waitForFunction(() => document.querySelector('[data-testid="knap-step-forward"]').disabled);
  const best = page.getByTestId('knap-best');
  assert.equal(await best.getAttribute('data-value'), '50');
  assert.equal(await best.getAttribute('data-x'), '0-1-1');
  assert.equal(await page.getByTestId('knap-dp').getAttribute('data-value'), '50');
  assert.match(await page.getByTestId('share-link').inputValue(), /#puzzle=knapsack&w=10-10-10&v=10-30-20&c=20&step=\d+$/);
  assert.deepEqual(errors, []);
});

test('the item editor’s edits go into the link; a bad field is refused with its message', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('knap-w-1').fill('5');
  await page.getByTestId('knap-w-1').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=5-15-15'));
  await page.getByTestId('knap-v-3').fill('30');
  await page.getByTestId('knap-v-3').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=5-15-15&v=45-25-30&c=30'));
  await page.getByTestId('knap-add').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=5-15-15-10&v=45-25-30-10&c=30'));
  assert.equal(await page.$$eval('[data-testid="knap-tree-node"]', (g) => g.length), 31, 'n = 4: 31 nodes');
  await page.getByTestId('knap-remove-2').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=5-15-10&v=45-30-10&c=30'));
  await page.getByTestId('knap-c').fill('0');
  await page.getByTestId('knap-c').press('Enter');
  assert.match(await page.getByTestId('knap-editor-error').textContent(), /capacity must be a whole number from 1 to 20,?000/);
  assert.match(await page.getByTestId('share-link').inputValue(), /c=30/, 'the bad capacity is not searched');
  // Nothing typed is inserted as HTML.
  await page.getByTestId('knap-v-1').fill('<b>x</b>');
  await page.getByTestId('knap-v-1').press('Enter');
  assert.equal(await page.$$eval('.knapsack-view b', (b) => b.length), 0);
  assert.deepEqual(errors, []);
});

/** Bad instances, each with words its message must have (hand-written from the link). */
const BAD = [
  ['w=16--15-15&v=45-25-25&c=30', 'The weight of item 2 is negative (-15)', '物品 2 的重量是负数（-15）'],
  ['w=16-15-15&v=45-25-25&c=0', 'The capacity c must be from 1 to 20,000, not 0.', '背包容量 c 必须在 1 到 20,000 之间，而不是 0。'],
  [`w=${Array(21).fill(1).join('-')}&v=${Array(21).fill(1).join('-')}&c=30`, 'A knapsack has 1 to 20 items; this link has 21.', '背包的物品数须为 1 到 20 个；这个链接有 21 个。'],
  ['w=16-ten-15&v=45-25-25&c=30', 'The weight of item 2 must be a whole number written with digits, not “ten”.', '物品 2 的重量必须是用数字写的整数，而不是“ten”。'],
  ['w=16-15-15&v=45-25&c=30', 'The link gives 3 weights but 2 values', '链接给出了 3 个重量，却有 2 个价值'],
  ['w=16-15-15&v=45-25-25&c=-30', 'The capacity c is negative (-30)', '背包容量 c 是负数（-30）'],
];

test('bad instances get a clear message in English and in Chinese, on the knapsack page', async () => {
  for (const [query, en, zh] of BAD) {
    for (const [lang, words] of [['en', en], ['zh', zh]]) {
      const hash = `#puzzle=knapsack&${query}&lang=${lang}`;
      const { page, errors } = await env.openPage(hash);
      const error = page.getByTestId('error');
      await error.waitFor({ state: 'visible' });
      const text = await error.textContent();
      assert.ok(text.includes(words), `${hash}: “${text}”`);
      // The page opens the textbook instance meanwhile.
      assert.equal(await page.getByTestId('knapsack-view').isVisible(), true, hash);
      assert.equal(await page.getByTestId('knap-c').inputValue(), '30');
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  }
});

test('do the search yourself: take, skip or backtrack graded against the trace, explained with its numbers, replayed from its result link', async () => {
  // The textbook trace's actions (REFERENCE.md's steps without the killed children and the
  // leaves): take 1, skip 2, skip 3, back ×3, skip 1, take 2, take 3, back ×3.
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('knap-exercise-start').click();
  const choose = (value) => (value === 'b' ? page.getByTestId('knap-exercise-backtrack') : page.locator(`[data-testid="knap-exercise-choice"][data-value="${value}"]`)).click();
  const feedback = page.getByTestId('knap-exercise-feedback');
  // A skip where the search takes item 1: wrong, and why (16 ≤ 30).
  await choose(2);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /taking item 1 fits: weight 16 ≤ 30/);
  assert.match(await page.getByTestId('share-link').inputValue(), /ex=simulate/);
  for (const value of [2, 2, 'b', 'b', 'b', 2, 1, 1, 'b']) {
    await choose(value);
    assert.equal(await feedback.getAttribute('data-verdict'), 'right', `answer ${value}`);
  }
  // The skip of item 3 under (0, 1) is killed by the bound: a take here is wrong, and the
  // search backtracks.
  await choose(1);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /bound 25 ≤ best 50/);
  await choose('b');
  const score = page.getByTestId('knap-exercise-score');
  assert.deepEqual(
    [await score.getAttribute('data-right'), await score.getAttribute('data-wrong'), await score.getAttribute('data-asked')],
    ['10', '2', '12'],
  );
  assert.equal(await page.getByTestId('knap-exercise').getAttribute('data-state'), 'done');
  assert.equal(await page.getByTestId('knap-best').getAttribute('data-value'), '50');
  const link = await page.getByTestId('knap-exercise-result-link').inputValue();
  assert.match(link, /#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&ex=simulate&ans=2-2-2-b-b-b-2-1-1-b-1-b&time=\d+$/);
  const again = await env.openPage(link);
  const replayed = again.page.getByTestId('knap-exercise-score');
  await replayed.waitFor();
  assert.deepEqual([await replayed.getAttribute('data-right'), await replayed.getAttribute('data-wrong')], ['10', '2']);
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

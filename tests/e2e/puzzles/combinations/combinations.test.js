//! Combinations (组合输出): the default link stepped to the end, with the tree's marks and
//! kill causes and the output on `puzzle-result`, then back; the bound switch and the nodes
//! each tree generates; a bad link's message in English and Chinese; the editor keeping
//! the last good instance; the exercise's first actions and its result link; the page in
//! Chinese.
//!
//! Expected values come from docs/REFERENCE.md ("Combinations": n = 5, r = 3 gives 123 124
//! 125 134 135 145 234 235 245 345, C(5, 3) = 10; 51 nodes with the bound, 81 without),
//! never from the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choosePuzzle, dragTimelineToEnd, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const TEXTBOOK = '#puzzle=combinations&n=5&r=3';
const TEN = '123 124 125 134 135 145 234 235 245 345';

/** What the page shows of the search now. */
async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#combinations-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    const nodes = {};
    for (const g of view.querySelectorAll('[data-testid="comb-tree-node"]')) {
      const why = view.querySelector(`[data-testid="comb-tree-why"][data-path="${g.dataset.path}"]`);
      nodes[g.dataset.path] = [g.dataset.state, g.dataset.killed ?? null, why?.textContent ?? ''];
    }
    return {
      step: Number(one('comb-step-count').textContent.replace(/,/g, '')),
      event: one('comb-event').textContent,
      line: one('comb-pseudocode').querySelector('li[aria-current="step"]')?.dataset.line ?? null,
      x: one('comb-x').textContent,
      result: { ...one('puzzle-result').dataset },
      text: one('puzzle-result').textContent,
      nodes,
    };
  });
}

test('the default link steps to the end: 10 combinations on puzzle-result as the notes print them, each kill with its cause; then back exactly', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  let s = await shown(page);
  assert.equal(Object.keys(s.nodes).length, 51, '51 nodes with the root, with the bound');
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', x: '', count: '0', done: 'false',
  });
  const forward = [s];
  const step = page.getByTestId('comb-step-forward');
  // Step 1 takes x1 = 1; step 2 kills x2 = 1 by the constraint (1 ≤ x1 = 1).
  await step.click();
  s = await shown(page);
  assert.deepEqual([s.step, s.line, s.x, s.nodes['1'][0]], [1, 'bound', '(1, _, _)', 'expanding']);
  forward.push(s);
  await step.click();
  s = await shown(page);
  assert.deepEqual([s.line, s.nodes['1-1']], ['constraint', ['dead', 'constraint', '≤1']]);
  assert.ok(s.event.includes('1 ≤ x[t−1] = 1') && s.event.includes('constraint function'), s.event);
  forward.push(s);
  while (!(await step.isDisabled())) {
    await step.click();
    s = await shown(page);
    forward.push(s);
    if (s.result.count === '1' && forward[forward.length - 2].result.count === '0') {
      assert.deepEqual([s.result.x, s.text, s.line], ['1-2-3', '1 so far: 123', 'leaf']);
    }
  }
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', x: '3-4-5', count: '10', done: 'true',
  });
  assert.equal(s.text, `all 10: ${TEN}`);
  // x1 = 4 is killed by the bound: 4 > n − r + 1 = 3.
  assert.deepEqual(s.nodes['4'], ['dead', 'bound', '>3']);
  assert.deepEqual(s.nodes['1-5'], ['dead', 'bound', '>4']);
  assert.match(s.event, /Search over: 10 combinations of 3 from 1…5/);
  assert.match(await page.getByTestId('comb-terms').textContent(), /Explicit constraint \(显约束\).*Implicit constraint \(隐约束\)/);
  for (let k = forward.length - 2; k >= Math.max(0, forward.length - 12); k -= 1) {
    await page.getByTestId('comb-step-back').click();
    assert.deepEqual(await shown(page), forward[k], `step ${k} on the way back`);
  }
  assert.deepEqual(errors, []);
});

test('the bound switch: without it the tree has 81 nodes, the link says bound=0, and the output is the same', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  assert.match(await page.getByTestId('comb-nodes-compare').textContent(), /51 nodes with the bound and 81 without/);
  await page.getByTestId('comb-bound').uncheck();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.endsWith('#puzzle=combinations&n=5&r=3&bound=0'));
  const count = await page.locator('[data-testid="comb-tree-node"]').count();
  assert.equal(count, 81);
  await dragTimelineToEnd(page, 'comb-timeline');
  await page.waitForFunction(() => document.querySelector('#combinations-view [data-testid="puzzle-result"]').dataset.done === 'true');
  const result = page.locator('#combinations-view [data-testid="puzzle-result"]');
  assert.equal(await result.getAttribute('data-count'), '10');
  assert.equal(await result.textContent(), `all 10: ${TEN}`);
  assert.equal(await page.locator('[data-testid="comb-tree-node"][data-killed="bound"]').count(), 0);
  assert.match(await page.getByTestId('comb-pseudocode').textContent(), /and true/);
  assert.deepEqual(errors, []);
});

test('a bad link says what is wrong in English and in Chinese, and the textbook instance opens meanwhile', async () => {
  const BAD = [
    ['n=5&r=6', 'r must be from 1 to n = 5, not 6.', 'r 必须在 1 到 n = 5 之间，而不是 6。'],
    ['n=12&r=3', 'n must be from 1 to 9, not 12.', 'n 必须在 1 到 9 之间，而不是 12。'],
    ['n=5&r=3&bound=yes', 'bound must be 1 (with the bound) or 0 (without it), not “yes”.', 'bound 必须是 1（使用限界）或 0（不用），而不是“yes”。'],
  ];
  for (const [query, en, zh] of BAD) {
    for (const [lang, words] of [['en', en], ['zh', zh]]) {
      const hash = `#puzzle=combinations&${query}&lang=${lang}`;
      const { page, errors } = await env.openPage(hash);
      const error = page.getByTestId('error');
      await error.waitFor({ state: 'visible' });
      const text = await error.textContent();
      assert.ok(text.includes(words), `${hash}: “${text}”`);
      assert.equal(await page.getByTestId('combinations-view').isVisible(), true, hash);
      assert.equal(await page.getByTestId('comb-n').inputValue(), '5');
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  }
});

test('the editor’s good edits go into the link; a bad one keeps the last good instance with its message', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('comb-n').fill('4');
  await page.getByTestId('comb-n').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.endsWith('n=4&r=3'));
  await page.getByTestId('comb-r').fill('7');
  await page.getByTestId('comb-r').press('Enter');
  assert.match(await page.getByTestId('comb-editor-error').textContent(), /r must be a whole number from 1 to n = 4\. The last good instance is kept\./);
  assert.match(await page.getByTestId('share-link').inputValue(), /n=4&r=3$/, 'the bad instance is not searched');
  await page.getByTestId('comb-r').fill('<b>2</b>');
  await page.getByTestId('comb-r').press('Enter');
  assert.equal(await page.$$eval('.combinations-view b', (b) => b.length), 0);
  await page.getByTestId('comb-r').fill('2');
  await page.getByTestId('comb-r').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.endsWith('n=4&r=2'));
  assert.equal(await page.getByTestId('comb-editor-error').isVisible(), false);
  assert.deepEqual(errors, []);
});

test('do the search yourself: the first actions graded with their numbers, and a result link that replays', async () => {
  const { page, errors } = await env.openPage('#puzzle=combinations&n=3&r=2');
  await page.getByTestId('comb-exercise-start').click();
  const choose = (value) => (value === 'b' ? page.getByTestId('comb-exercise-backtrack') : page.locator(`[data-testid="comb-exercise-choice"][data-value="${value}"]`)).click();
  const feedback = page.getByTestId('comb-exercise-feedback');
  // n = 3, r = 2: the search takes x1 = 1 first (values in increasing order): 2 is wrong.
  await choose(2);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /increasing order.*x1 = 1/);
  // x2 = 1 is killed (1 ≤ x1 = 1): the search takes x2 = 2.
  await choose(2);
  assert.equal(await feedback.getAttribute('data-verdict'), 'right');
  assert.match(await feedback.textContent(), /2 > x\[t−1\] = 1 and 2 ≤ n − r \+ t = 3/);
  // Then: b 3 b b, 2 (x1 = 2) 3 b b; x1 = 3 is killed by the bound (3 > 2).
  for (const value of ['b', 3, 'b', 'b', 2, 3, 'b', 'b']) {
    await choose(value);
    assert.equal(await feedback.getAttribute('data-verdict'), 'right', `answer ${value}`);
  }
  const score = page.getByTestId('comb-exercise-score');
  assert.deepEqual([await score.getAttribute('data-right'), await score.getAttribute('data-wrong')], ['9', '1']);
  assert.equal(await page.getByTestId('comb-exercise').getAttribute('data-state'), 'done');
  const link = await page.getByTestId('comb-exercise-result-link').inputValue();
  assert.match(link, /#puzzle=combinations&n=3&r=2&ex=simulate&ans=2-2-b-3-b-b-2-3-b-b&time=\d+$/);
  const again = await env.openPage(link);
  const replayed = again.page.getByTestId('comb-exercise-score');
  await replayed.waitFor();
  assert.deepEqual([await replayed.getAttribute('data-right'), await replayed.getAttribute('data-wrong')], ['9', '1']);
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

test('work under way carries its time in the address bar; reopened (a reload), it goes on from that time', async () => {
  const { page, errors } = await env.openPage('#puzzle=combinations&n=3&r=2');
  await page.getByTestId('comb-exercise-start').click();
  const choose = (p, value) => (value === 'b' ? p.getByTestId('comb-exercise-backtrack') : p.locator(`[data-testid="comb-exercise-choice"][data-value="${value}"]`)).click();
  const params = (p) => new URLSearchParams(new URL(p.url()).hash.slice(1));
  assert.equal(params(page).get('time'), null, 'no answer yet, no time');
  for (const value of [1, 2]) await choose(page, value);
  await page.waitForFunction(() => /[#&]ans=1-2&time=\d+$/.test(window.location.hash));
  assert.ok(Number(params(page).get('time')) < 60);
  // The same work, as a link that says it has taken 100 s so far: the time goes on from 100.
  const url = new URL(page.url());
  url.hash = url.hash.replace(/time=\d+/, 'time=100');
  const again = await env.openPage(url.hash);
  assert.equal(params(again.page).get('time'), '100');
  for (const value of ['b', 3, 'b', 'b', 2, 3, 'b', 'b']) await choose(again.page, value);
  assert.equal(await again.page.getByTestId('comb-exercise').getAttribute('data-state'), 'done');
  const link = await again.page.getByTestId('comb-exercise-result-link').inputValue();
  const time = Number(/time=(\d+)$/.exec(link)?.[1]);
  assert.ok(time >= 100 && time < 160, `time=${time}`);
  assert.match(await again.page.getByTestId('comb-exercise-summary').textContent(), new RegExp(`${time} s|1 min`));
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

test('in Chinese: the notes’ words for the tree, the constraints and the output; the switch picks the puzzle', async () => {
  const { page, errors } = await env.openPage(`${TEXTBOOK}&step=7&lang=zh`);
  const view = page.getByTestId('combinations-view');
  await view.waitFor({ state: 'visible' });
  assert.match(await page.getByTestId('comb-terms').textContent(), /显约束.*隐约束/);
  assert.equal(await page.locator('#combinations-view [data-testid="puzzle-result"]').textContent(), '已输出 1 个：123');
  assert.match(await view.textContent(), /扩展结点.*活结点.*死结点/s);
  assert.match(await page.getByTestId('comb-event').textContent(), /叶结点：输出 123/);
  const other = await env.openPage('#n=6');
  await choosePuzzle(other.page, 'combinations');
  await other.page.getByTestId('combinations-view').waitFor({ state: 'visible' });
  assert.match(await other.page.getByTestId('share-link').inputValue(), /#puzzle=combinations&n=5&r=3$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

//! Batch job scheduling (批处理作业调度): the default link stepped to the end and back, with
//! the Gantt chart growing and shrinking, the procedure's line, bestf, the deaths with their
//! numbers and the result on `puzzle-result`; a bad link's message in English and Chinese;
//! the editor keeping the last good instance; the exercise's first actions and its result
//! link; the page in Chinese.
//!
//! Expected values come from docs/REFERENCE.md ("Batch job scheduling": (t1, t2) = (2, 1),
//! (3, 1), (2, 3), its 29 steps traced by hand, bestf 18 in the order 1, 3, 2), never from the
//! page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choosePuzzle, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const TEXTBOOK = '#puzzle=flowshop&t1=2-3-2&t2=1-1-3';

/**
 * After each step: the jobs placed (the chart's bars, machine 2's ends), the dashed bars'
 * job when the bound kills one, words of the event line, the procedure's line and bestf.
 */
const STEPS = [
  /* 0 */ { jobs: [], line: 'start', best: '' },
  /* 1 */ { jobs: [[1, 3]], words: ['x1 = job 1', 'f = 3 < bestf = ∞'], line: 'bound', best: '' },
  /* 2 */ { jobs: [[1, 3], [2, 6]], words: ['f = 9 < bestf = ∞'], line: 'bound', best: '' },
  /* 3 */ { jobs: [[1, 3], [2, 6], [3, 10]], words: ['f = 19 < bestf = ∞'], line: 'bound', best: '' },
  /* 4 */ { jobs: [[1, 3], [2, 6], [3, 10]], words: ['(1, 2, 3)', 'bestf = 19'], line: 'leaf', best: '19' },
  /* 5 */ { jobs: [[1, 3], [2, 6]], line: 'unswap', best: '19' },
  /* 6 */ { jobs: [[1, 3]], line: 'unswap', best: '19' },
  /* 7 */ { jobs: [[1, 3], [3, 7]], words: ['x2 = job 3', 'f = 10 < bestf = 19'], line: 'bound', best: '19' },
  /* 8 */ { jobs: [[1, 3], [3, 7], [2, 8]], words: ['f = 18 < bestf = 19'], line: 'bound', best: '19' },
  /* 9 */ { jobs: [[1, 3], [3, 7], [2, 8]], words: ['(1, 3, 2)', 'bestf = 18'], line: 'leaf', best: '18' },
  /* 10 */ { jobs: [[1, 3], [3, 7]], line: 'unswap', best: '18' },
  /* 11 */ { jobs: [[1, 3]], line: 'unswap', best: '18' },
  /* 12 */ { jobs: [], line: 'unswap', best: '18' },
  /* 13 */ { jobs: [[2, 4]], words: ['f = 4 < bestf = 18'], line: 'bound', best: '18' },
  /* 14 */ { jobs: [[2, 4], [1, 6]], words: ['f = 10 < bestf = 18'], line: 'bound', best: '18' },
  /* 15 */ { jobs: [[2, 4], [1, 6]], killed: 3, words: ['x3 = job 3', 'f = 20 ≥ bestf = 18', 'bounding function'], line: 'bound', best: '18' },
  /* 16 */ { jobs: [[2, 4]], line: 'unswap', best: '18' },
  /* 17 */ { jobs: [[2, 4], [3, 8]], words: ['f = 12 < bestf = 18'], line: 'bound', best: '18' },
  /* 18 */ { jobs: [[2, 4], [3, 8]], killed: 1, words: ['f = 21 ≥ bestf = 18'], line: 'bound', best: '18' },
  /* 19 */ { jobs: [[2, 4]], line: 'unswap', best: '18' },
  /* 20 */ { jobs: [], line: 'unswap', best: '18' },
  /* 21 */ { jobs: [[3, 5]], words: ['f = 5 < bestf = 18'], line: 'bound', best: '18' },
  /* 22 */ { jobs: [[3, 5], [2, 6]], words: ['f = 11 < bestf = 18'], line: 'bound', best: '18' },
  /* 23 */ { jobs: [[3, 5], [2, 6]], killed: 1, words: ['F₁ = 7, F₂ = 8, f = 19 ≥ bestf = 18'], line: 'bound', best: '18' },
  /* 24 */ { jobs: [[3, 5]], line: 'unswap', best: '18' },
  /* 25 */ { jobs: [[3, 5], [1, 6]], words: ['f = 11 < bestf = 18'], line: 'bound', best: '18' },
  /* 26 */ { jobs: [[3, 5], [1, 6]], killed: 2, words: ['f = 19 ≥ bestf = 18'], line: 'bound', best: '18' },
  /* 27 */ { jobs: [[3, 5]], line: 'unswap', best: '18' },
  /* 28 */ { jobs: [], line: 'unswap', best: '18' },
  /* 29 */ { jobs: [], words: ['bestf = 18', '(1, 3, 2)'], line: 'end', best: '18' },
];

/** What the page shows of the search now. */
async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#flowshop-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    const bars = [...view.querySelectorAll('[data-testid="flow-gantt-bar"]')];
    return {
      step: Number(one('flow-step-count').textContent.replace(/,/g, '')),
      event: one('flow-event').textContent,
      line: one('flow-pseudocode').querySelector('li[aria-current="step"]')?.dataset.line ?? null,
      best: one('flow-best').dataset.value,
      jobs: bars.filter((b) => b.dataset.machine === '2' && !b.hasAttribute('data-killed')).map((b) => [Number(b.dataset.job), Number(b.dataset.to)]),
      killed: bars.filter((b) => b.hasAttribute('data-killed')).map((b) => Number(b.dataset.job)),
      deaths: [...view.querySelectorAll('[data-testid="flow-death"]')].map((li) => li.textContent),
      result: { ...one('puzzle-result').dataset },
    };
  });
}

function check(s, k) {
  const want = STEPS[k];
  assert.equal(s.step, k);
  assert.deepEqual(s.jobs, want.jobs, `the chart's jobs and their F₂ at step ${k}`);
  assert.deepEqual(s.killed, want.killed ? [want.killed, want.killed] : [], `the killed job's bars at step ${k}`);
  assert.equal(s.line, want.line, `code line at step ${k}`);
  assert.equal(s.best, want.best, `bestf at step ${k}`);
  for (const word of want.words ?? []) assert.ok(s.event.includes(word), `step ${k}: “${s.event}” lacks ${word}`);
}

test('the default link steps through the notes’ trace to puzzle-result (18, 1-3-2), then back exactly', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  let s = await shown(page);
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', best: '', x: '', count: '0', done: 'false',
  });
  check(s, 0);
  const forward = [s];
  for (let k = 1; k < STEPS.length; k += 1) {
    await page.getByTestId('flow-step-forward').click();
    s = await shown(page);
    check(s, k);
    forward.push(s);
  }
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', best: '18', x: '1-3-2', count: '2', done: 'true',
  });
  assert.deepEqual(s.deaths, [
    '(2, 1, 3): f = 20 ≥ bestf = 18', '(2, 3, 1): f = 21 ≥ bestf = 18',
    '(3, 2, 1): f = 19 ≥ bestf = 18', '(3, 1, 2): f = 19 ≥ bestf = 18',
  ]);
  assert.match(await page.getByTestId('flow-terms').textContent(), /Explicit constraints \(显约束\).*Implicit constraints \(隐约束\)/);
  assert.equal(await page.getByTestId('flow-step-forward').isDisabled(), true);
  for (let k = STEPS.length - 2; k >= 0; k -= 1) {
    await page.getByTestId('flow-step-back').click();
    const back = await shown(page);
    check(back, k);
    assert.deepEqual(back, forward[k], `step ${k} on the way back`);
  }
  assert.deepEqual(errors, []);
});

test('a bad link says what is wrong in English and in Chinese, and the textbook instance opens meanwhile', async () => {
  const BAD = [
    ['t1=2-3-2&t2=1-1', 't1 has 3 times and t2 has 2', 't1 有 3 个时间而 t2 有 2 个'],
    ['t1=2--3-2&t2=1-1-3', 'Job 2’s time in t1 is negative (-3)', '作业 2 在 t1 中的时间是负数（-3）'],
    ['t1=2-3-2&t2=1-100-3', 'Job 2’s time in t2 must be from 1 to 99, not 100.', '作业 2 在 t2 中的时间必须在 1 到 99 之间，而不是 100。'],
  ];
  for (const [query, en, zh] of BAD) {
    for (const [lang, words] of [['en', en], ['zh', zh]]) {
      const hash = `#puzzle=flowshop&${query}&lang=${lang}`;
      const { page, errors } = await env.openPage(hash);
      const error = page.getByTestId('error');
      await error.waitFor({ state: 'visible' });
      const text = await error.textContent();
      assert.ok(text.includes(words), `${hash}: “${text}”`);
      assert.equal(await page.getByTestId('flowshop-view').isVisible(), true, hash);
      assert.equal(await page.getByTestId('flow-t1-1').inputValue(), '2');
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  }
});

test('the editor’s good edits go into the link; a bad one keeps the last good instance with its message', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('flow-t1-1').fill('5');
  await page.getByTestId('flow-t1-1').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('t1=5-3-2&t2=1-1-3'));
  await page.getByTestId('flow-t2-3').fill('0');
  await page.getByTestId('flow-t2-3').press('Enter');
  assert.match(await page.getByTestId('flow-editor-error').textContent(), /Job 3, machine 2: .*1 to 99.*last good instance is kept/);
  assert.match(await page.getByTestId('share-link').inputValue(), /t1=5-3-2&t2=1-1-3/, 'the bad instance is not searched');
  await page.getByTestId('flow-t2-3').fill('4');
  await page.getByTestId('flow-t2-3').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('t1=5-3-2&t2=1-1-4'));
  await page.getByTestId('flow-add').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('t1=5-3-2-2&t2=1-1-4-2'));
  assert.equal(await page.getByTestId('flow-editor-error').isVisible(), false);
  await page.getByTestId('flow-t1-2').fill('<b>x</b>');
  await page.getByTestId('flow-t1-2').press('Enter');
  assert.equal(await page.$$eval('.flowshop-view b', (b) => b.length), 0);
  assert.deepEqual(errors, []);
});

test('do the search yourself: the first actions graded with their numbers, and a result link that replays', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('flow-exercise-start').click();
  const choose = (value) => (value === 'b' ? page.getByTestId('flow-exercise-backtrack') : page.locator(`[data-testid="flow-exercise-choice"][data-value="${value}"]`)).click();
  const feedback = page.getByTestId('flow-exercise-feedback');
  // Job 2 first where the search tries x[1] = 1 first (f = 3 < bestf = ∞): wrong.
  await choose(2);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /job 1: f = 3 < bestf = ∞/);
  // Then jobs 2 and 3, the leaf's backtrack, job 3 in place 2 (f = 10 < 19), and so on to
  // the end (the notes' trace, docs/REFERENCE.md): a killed job is not an answer, the
  // backtrack after it is.
  const rest = [2, 3, 'b', 'b', 3, 2, 'b', 'b', 'b', 2, 1, 'b', 3, 'b', 'b', 3, 2, 'b', 1, 'b', 'b'];
  for (const value of rest) {
    await choose(value);
    assert.equal(await feedback.getAttribute('data-verdict'), 'right', `answer ${value}`);
  }
  const score = page.getByTestId('flow-exercise-score');
  assert.deepEqual([await score.getAttribute('data-right'), await score.getAttribute('data-wrong')], ['21', '1']);
  assert.equal(await page.getByTestId('flow-exercise').getAttribute('data-state'), 'done');
  const link = await page.getByTestId('flow-exercise-result-link').inputValue();
  assert.match(link, /#puzzle=flowshop&t1=2-3-2&t2=1-1-3&ex=simulate&ans=2-2-3-b-b-3-2-b-b-b-2-1-b-3-b-b-3-2-b-1-b-b&time=\d+$/);
  const again = await env.openPage(link);
  const replayed = again.page.getByTestId('flow-exercise-score');
  await replayed.waitFor();
  assert.deepEqual([await replayed.getAttribute('data-right'), await replayed.getAttribute('data-wrong')], ['21', '1']);
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

test('in Chinese: the notes’ words for the constraints and the result; the switch picks the puzzle', async () => {
  const { page, errors } = await env.openPage(`${TEXTBOOK}&step=29&lang=zh`);
  const view = page.getByTestId('flowshop-view');
  await view.waitFor({ state: 'visible' });
  assert.match(await page.getByTestId('flow-terms').textContent(), /显约束.*隐约束/);
  assert.match(await page.locator('#flowshop-view [data-testid="puzzle-result"]').textContent(), /最优调度为 \(1, 3, 2\)，f = 18/);
  assert.match(await page.getByTestId('flow-event').textContent(), /搜索结束：bestf = 18/);
  const other = await env.openPage('#n=6');
  await choosePuzzle(other.page, 'flowshop');
  await other.page.getByTestId('flowshop-view').waitFor({ state: 'visible' });
  assert.match(await other.page.getByTestId('share-link').inputValue(), /#puzzle=flowshop&t1=2-3-2&t2=1-1-3$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

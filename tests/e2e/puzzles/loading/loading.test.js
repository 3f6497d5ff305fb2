//! The loading problem (装载问题): the default link stepped to the end and back, with the
//! subset tree's marks, cw, r and bestw, and the result on `puzzle-result`; the unloadable
//! textbook instance; a bad link's message in English and Chinese; the editor keeping the
//! last good instance; the exercise's first actions and its result link; the page in
//! Chinese.
//!
//! Expected values come from docs/REFERENCE.md ("The loading problem": w = (10, 40, 40),
//! c1 = c2 = 50, its 17 steps traced by hand, bestw 50 with x = (1, 1, 0), 90 − 50 = 40 ≤ 50
//! loadable; w = (20, 40, 40): bestw 40, 60 > 50 not loadable), never from the page.

import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { choosePuzzle, dragTimelineToEnd, PHONE, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const TEXTBOOK = '#puzzle=loading&w=10-40-40&c1=50&c2=50';

/**
 * After each step: the node it concerns (path of x values) and its mark, words of the event
 * line, the procedure's current line, cw, r and bestw.
 */
const STEPS = [
  /* 0 */ { cw: 0, r: 90, best: 0 },
  /* 1 */ { node: ['1', 'expanding'], words: ['10 ≤ c₁ = 50'], line: 'take', cw: 10, r: 80, best: 0 },
  /* 2 */ { node: ['1-1', 'expanding'], words: ['50 ≤ c₁ = 50'], line: 'take', cw: 50, r: 40, best: 0 },
  /* 3 */ { node: ['1-1-1', 'dead', 'constraint'], words: ['90 > c₁ = 50', 'constraint function'], line: 'take', cw: 50, r: 40, best: 0 },
  /* 4 */ { node: ['1-1-0', 'expanding'], words: ['50 + 0 = 50 > bestw = 0'], line: 'skip', cw: 50, r: 0, best: 0 },
  /* 5 */ { node: ['1-1-0', 'expanding'], words: ['new best'], line: 'leaf', cw: 50, r: 0, best: 50 },
  /* 6 */ { node: ['1-1-0', 'dead', 'exhausted'], line: 'undo', cw: 50, r: 40, best: 50 },
  /* 7 */ { node: ['1-1', 'dead', 'exhausted'], line: 'untake', cw: 10, r: 80, best: 50 },
  /* 8 */ { node: ['1-0', 'dead', 'bound'], words: ['10 + 40 = 50 ≤ bestw = 50', 'bounding function'], line: 'skip', cw: 10, r: 80, best: 50 },
  /* 9 */ { node: ['1', 'dead', 'exhausted'], line: 'untake', cw: 0, r: 90, best: 50 },
  /* 10 */ { node: ['0', 'expanding'], words: ['0 + 80 = 80 > bestw = 50'], line: 'skip', cw: 0, r: 80, best: 50 },
  /* 11 */ { node: ['0-1', 'expanding'], line: 'take', cw: 40, r: 40, best: 50 },
  /* 12 */ { node: ['0-1-1', 'dead', 'constraint'], words: ['80 > c₁ = 50'], line: 'take', cw: 40, r: 40, best: 50 },
  /* 13 */ { node: ['0-1-0', 'dead', 'bound'], words: ['40 + 0 = 40 ≤ bestw = 50'], line: 'skip', cw: 40, r: 40, best: 50 },
  /* 14 */ { node: ['0-1', 'dead', 'exhausted'], line: 'untake', cw: 0, r: 80, best: 50 },
  /* 15 */ { node: ['0-0', 'dead', 'bound'], words: ['0 + 40 = 40 ≤ bestw = 50'], line: 'skip', cw: 0, r: 80, best: 50 },
  /* 16 */ { node: ['0', 'dead', 'exhausted'], line: 'undo', cw: 0, r: 90, best: 50 },
  /* 17 */ { node: ['', 'dead', 'exhausted'], words: ['all can be loaded'], line: 'end', cw: 0, r: 90, best: 50 },
];

/** What the page shows of the search now. */
async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#loading-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    const nodes = {};
    for (const g of view.querySelectorAll('[data-testid="load-tree-node"]')) {
      const why = [...view.querySelectorAll(`[data-testid="load-tree-why"][data-path="${g.dataset.path}"]`)].map((x) => x.textContent);
      nodes[g.dataset.path] = [g.dataset.state, g.dataset.killed ?? null, why.join(' ').trim()];
    }
    const result = one('puzzle-result');
    return {
      step: Number(one('load-step-count').textContent.replace(/,/g, '')),
      event: one('load-event').textContent,
      line: one('load-pseudocode').querySelector('li[aria-current="step"]')?.dataset.line ?? null,
      cw: Number(one('load-cw').textContent.split(' / ')[0]),
      r: Number(one('load-r').textContent),
      best: Number(one('load-best').dataset.value),
      result: { ...result.dataset },
      nodes,
    };
  });
}

function check(s, k) {
  const want = STEPS[k];
  assert.equal(s.step, k);
  assert.deepEqual([s.cw, s.r, s.best], [want.cw, want.r, want.best], `cw, r, bestw at step ${k}`);
  if (want.line) assert.equal(s.line, want.line, `code line at step ${k}`);
  for (const word of want.words ?? []) assert.ok(s.event.includes(word), `step ${k}: “${s.event}” lacks ${word}`);
  if (want.node) {
    const [path, state, killed = null] = want.node;
    assert.deepEqual(s.nodes[path].slice(0, 2), [state, killed], `node ${path} at step ${k}`);
  }
}

test('the default link steps through the notes’ trace to puzzle-result (50, 1-1-0, loadable), then back exactly', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  let s = await shown(page);
  assert.equal(Object.keys(s.nodes).length, 15, 'the subset tree of n = 3 has 15 nodes');
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', best: '0', x: '', count: '0', done: 'false',
  });
  check(s, 0);
  const forward = [s];
  for (let k = 1; k < STEPS.length; k += 1) {
    await page.getByTestId('load-step-forward').click();
    s = await shown(page);
    check(s, k);
    forward.push(s);
  }
  assert.deepEqual(s.result, {
    testid: 'puzzle-result', best: '50', x: '1-1-0', count: '1', done: 'true', loadable: 'true',
  });
  assert.match(s.nodes['1-1-1'][2], /constraint\s*90 > 50/);
  assert.match(s.nodes['1-0'][2], /bound\s*10 \+ 40 ≤ 50/);
  const text = await page.locator('#loading-view [data-testid="puzzle-result"]').textContent();
  assert.ok(text.includes('all can be loaded') && text.includes('40 ≤ 50'), text);
  assert.match(await page.getByTestId('load-terms').textContent(), /Explicit constraints \(显约束\).*Implicit constraints \(隐约束\)/);
  assert.equal(await page.getByTestId('load-step-forward').isDisabled(), true);
  for (let k = STEPS.length - 2; k >= 0; k -= 1) {
    await page.getByTestId('load-step-back').click();
    const back = await shown(page);
    check(back, k);
    assert.deepEqual(back, forward[k], `step ${k} on the way back`);
  }
  assert.deepEqual(errors, []);
});

test('w = (20, 40, 40) is not loadable: bestw 40, x = 0-1-0, 60 > 50', async () => {
  const { page, errors } = await env.openPage('#puzzle=loading&w=20-40-40&c1=50&c2=50');
  await dragTimelineToEnd(page, 'load-timeline');
  const result = page.locator('#loading-view [data-testid="puzzle-result"]');
  await page.waitForFunction(() => document.querySelector('#loading-view [data-testid="puzzle-result"]').dataset.done === 'true');
  assert.deepEqual(
    await result.evaluate((e) => [e.dataset.best, e.dataset.x, e.dataset.count, e.dataset.loadable]),
    ['40', '0-1-0', '2', 'false'],
  );
  assert.match(await result.textContent(), /not all can be loaded.*60.*c₂ = 50/);
  assert.deepEqual(errors, []);
});

test('a bad link says what is wrong in English and in Chinese, and the textbook instance opens meanwhile', async () => {
  const BAD = [
    ['w=30-40-40&c1=50&c2=50', 'The containers weigh 110 in all, more than c1 + c2 = 100', '集装箱总重 110，超过 c1 + c2 = 100'],
    ['w=10--40-40&c1=50&c2=50', 'The weight of container 2 is negative (-40)', '集装箱 2 的重量是负数（-40）'],
    ['w=10-40-40&c1=50&c2=0', 'The capacity c2 must be from 1 to 12,000, not 0.', '载重量 c2 必须在 1 到 12,000 之间，而不是 0。'],
  ];
  for (const [query, en, zh] of BAD) {
    for (const [lang, words] of [['en', en], ['zh', zh]]) {
      const hash = `#puzzle=loading&${query}&lang=${lang}`;
      const { page, errors } = await env.openPage(hash);
      const error = page.getByTestId('error');
      await error.waitFor({ state: 'visible' });
      const text = await error.textContent();
      assert.ok(text.includes(words), `${hash}: “${text}”`);
      assert.equal(await page.getByTestId('loading-view').isVisible(), true, hash);
      assert.equal(await page.getByTestId('load-w-1').inputValue(), '10');
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  }
});

test('the editor’s good edits go into the link; a bad one keeps the last good instance with its message', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('load-w-1').fill('20');
  await page.getByTestId('load-w-1').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=20-40-40&c1=50&c2=50'));
  await page.getByTestId('load-c2').fill('40');
  await page.getByTestId('load-c2').press('Enter');
  assert.match(await page.getByTestId('load-editor-error').textContent(), /weigh 100, more than c₁ \+ c₂ = 90.*last good instance is kept/);
  assert.match(await page.getByTestId('share-link').inputValue(), /w=20-40-40&c1=50&c2=50/, 'the bad instance is not searched');
  await page.getByTestId('load-c2').fill('60');
  await page.getByTestId('load-c2').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('w=20-40-40&c1=50&c2=60'));
  assert.equal(await page.getByTestId('load-editor-error').isVisible(), false);
  await page.getByTestId('load-w-2').fill('<b>x</b>');
  await page.getByTestId('load-w-2').press('Enter');
  assert.equal(await page.$$eval('.loading-view b', (b) => b.length), 0);
  assert.deepEqual(errors, []);
});

test('do the search yourself: the first actions graded with their numbers, and a result link that replays', async () => {
  const { page, errors } = await env.openPage(TEXTBOOK);
  await page.getByTestId('load-exercise-start').click();
  const choose = (value) => (value === 'b' ? page.getByTestId('load-exercise-backtrack') : page.locator(`[data-testid="load-exercise-choice"][data-value="${value}"]`)).click();
  const feedback = page.getByTestId('load-exercise-feedback');
  // Leaving container 1 off where the search loads it: wrong, because 0 + 10 ≤ 50.
  await choose(2);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /container 1 fits on ship 1: cw \+ w1 = 10 ≤ c₁ = 50/);
  await choose(1);
  assert.equal(await feedback.getAttribute('data-verdict'), 'right');
  // Container 3 on ship 1 is killed (90 > 50): the search leaves it off (a wrong answer
  // is followed by the search's own action).
  await choose(1);
  assert.equal(await feedback.getAttribute('data-verdict'), 'wrong');
  assert.match(await feedback.textContent(), /90 > c₁ = 50/);
  for (const value of ['b', 'b', 'b', 2, 1, 'b', 'b']) {
    await choose(value);
    assert.equal(await feedback.getAttribute('data-verdict'), 'right', `answer ${value}`);
  }
  const score = page.getByTestId('load-exercise-score');
  assert.deepEqual([await score.getAttribute('data-right'), await score.getAttribute('data-wrong')], ['8', '2']);
  assert.equal(await page.getByTestId('load-exercise').getAttribute('data-state'), 'done');
  const link = await page.getByTestId('load-exercise-result-link').inputValue();
  assert.match(link, /#puzzle=loading&w=10-40-40&c1=50&c2=50&ex=simulate&ans=2-1-1-b-b-b-2-1-b-b&time=\d+$/);
  const again = await env.openPage(link);
  const replayed = again.page.getByTestId('load-exercise-score');
  await replayed.waitFor();
  assert.deepEqual([await replayed.getAttribute('data-right'), await replayed.getAttribute('data-wrong')], ['8', '2']);
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
});

test('in Chinese: the notes’ words for the tree, the constraints and the result; the switch picks the puzzle', async () => {
  const { page, errors } = await env.openPage(`${TEXTBOOK}&step=17&lang=zh`);
  const view = page.getByTestId('loading-view');
  await view.waitFor({ state: 'visible' });
  assert.match(await page.getByTestId('load-terms').textContent(), /显约束.*隐约束/);
  assert.match(await page.locator('#loading-view [data-testid="puzzle-result"]').textContent(), /全部可以装上/);
  assert.match(await view.textContent(), /扩展结点.*活结点.*死结点/s);
  assert.match(await page.getByTestId('load-event').textContent(), /搜索结束：bestw = 50/);
  const other = await env.openPage('#n=6');
  await choosePuzzle(other.page, 'loading');
  await other.page.getByTestId('loading-view').waitFor({ state: 'visible' });
  assert.match(await other.page.getByTestId('share-link').inputValue(), /#puzzle=loading&w=10-40-40&c1=50&c2=50$/);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

test('axe-core finds no serious or critical violation on the loading page, at 1280 px in English and on a phone in Chinese and dark', async () => {
  const AXE_PATH = fileURLToPath(new URL('../../../../node_modules/axe-core/axe.min.js', import.meta.url));
  const cases = [
    [`${TEXTBOOK}&step=8`, 'en', 'light', undefined],
    [`${TEXTBOOK}&step=8&lang=zh`, 'zh', 'dark', PHONE],
  ];
  for (const [hash, lang, scheme, viewport] of cases) {
    // Only this context bypasses the page's CSP, for the injected axe script.
    const { page, errors } = await env.openPage(hash, {
      ...(viewport ? { viewport } : {}),
      contextOptions: { bypassCSP: true, colorScheme: scheme, locale: lang === 'zh' ? 'zh-CN' : 'en-US' },
    });
    await page.waitForSelector('[data-testid="load-tree-node"][data-killed="bound"]');
    await page.addScriptTag({ path: AXE_PATH });
    const serious = await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')}`);
    });
    assert.deepEqual(serious, [], hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

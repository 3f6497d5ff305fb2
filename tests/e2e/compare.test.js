//! The Compare view (`compare=<method>,<method>`, issue 40 §1) for every registered puzzle,
//! through the registry and each puzzle's declaration (tests/e2e/declarations.js): its
//! lesson opened with `compare=backtrack,bfs`, both sides stepped (each side's `data-nodes`,
//! the root included, grows by one a step, and its tree has a node numbered `data-order`
//! for each), one step back to the same `data-*`, a bad list and an unknown method as a
//! link error in English and Chinese, the method names in Chinese, the chart (its points
//! and its PNG, where the puzzle declares instances to grow through), the layout (side by
//! side on a desktop; on a phone both sides' counters in two tabs, one tree shown, ← and →
//! between the tabs), and no console error.
//! A puzzle's declaration may add `compareCounts` (hand-counted totals, docs/REFERENCE.md).
//! Names no puzzle.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DESKTOP, openShare, PHONE, setUp,
} from './helpers.js';
import { declared, withKey } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const CJK = /[\u3400-\u9fff]/;

/** Both sides' `data-*` hooks. */
function sides(page) {
  return page.$$eval('[data-testid="compare-side"]', (nodes) => nodes.map((n) => ({
    method: n.dataset.method,
    nodes: Number(n.dataset.nodes),
    maxLive: n.dataset.maxLive,
    solutions: n.dataset.solutions,
    first: n.dataset.firstSolution,
    drawn: n.querySelectorAll('[data-order]').length,
  })));
}

/** Waits for the Compare view drawn with both sides at step `k` (the timeline at k). */
async function waitForStep(page, k) {
  await page.waitForFunction((want) => {
    const timeline = document.querySelector('[data-testid="compare-timeline"]');
    const shown = [...document.querySelectorAll('[data-testid="compare-side"]')];
    return !document.querySelector('[data-testid="compare-view"]').hidden && shown.length === 2
      && shown.every((n) => n.dataset.nodes) && timeline?.value === String(want);
  }, k, { timeout: 20_000 });
}

/** Opens `link` and waits for the Compare view at step 0. */
async function openCompare(link, options) {
  const opened = await env.openPage(link, options);
  await waitForStep(opened.page, 0);
  return opened;
}

/** Opens `link` and waits for the page's error message; returns its text. */
async function errorOf(link) {
  const { page, errors } = await env.openPage(link);
  const box = page.getByTestId('error');
  await box.waitFor({ state: 'visible' });
  const text = await box.textContent();
  assert.equal(await page.getByTestId('compare-view').isHidden(), true, 'the view stays closed');
  assert.deepEqual(errors, []);
  await page.context().close();
  return text;
}

for (const { id, declaration } of declared) {
  const link = (methods, extra = '') => withKey(declaration.lesson + extra, `compare=${methods}`);

  describe(`compare: ${id}`, () => {
    test('each step generates one node on each side, and Back returns to the same hooks', async () => {
      const { page, errors } = await openCompare(link('backtrack,bfs'));
      const start = await sides(page);
      assert.deepEqual(start.map((s) => [s.method, s.nodes, s.drawn, s.first]), [['backtrack', 1, 1, ''], ['bfs', 1, 1, '']]);
      const seen = [start];
      for (let k = 1; k <= 3; k += 1) {
        await page.getByTestId('compare-step').click();
        await waitForStep(page, k);
        const now = await sides(page);
        now.forEach((s, i) => {
          assert.equal(s.nodes, k + 1, `${s.method} at step ${k}`);
          assert.equal(s.drawn, k + 1, `${s.method}'s tree at step ${k}`);
        });
        seen.push(now);
      }
      await page.getByTestId('compare-back').click();
      await waitForStep(page, 2);
      assert.deepEqual(await sides(page), seen[2]);
      // The address bar keeps the two methods.
      await page.waitForFunction(() => window.location.hash.includes('compare=backtrack,bfs'));
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('the Share menu opens it on the instance shown; Escape closes it, Back opens it again', async () => {
      const { page, errors } = await env.openPage(declaration.lesson);
      await openShare(page);
      await page.getByTestId('compare-open').click();
      await waitForStep(page, 0);
      assert.deepEqual((await sides(page)).map((s) => s.method), ['backtrack', 'bfs']);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[data-testid="compare-view"]').hidden && !window.location.hash.includes('compare='));
      await page.goBack();
      await waitForStep(page, 0);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('a bad list and an unknown method are link errors, in English and Chinese', async () => {
      assert.match(await errorOf(link('backtrack')), /two methods/);
      assert.match(await errorOf(link('backtrack,nope')), /nope/);
      assert.match(await errorOf(link('backtrack', '&lang=zh')), CJK);
      assert.match(await errorOf(link('nope,bfs', '&lang=zh')), /nope.*方法/);
      // Two names that are no method's are quoted as given, not called "not two methods".
      assert.match(await errorOf(link('BFS,backtrack')), /compare by “BFS”, which is not a method/);
      assert.match(await errorOf(link('<script>alert(1)</script>,bfs')), /compare by “<script>alert\(1\)<\/script…”, which is not a method/);
    });

    test('an exercise link with compare= opens its exercise without the view, and says why (en, zh)', async () => {
      // The lesson's instance without its step (an exercise and a step are two targets).
      const kept = (declaration.lesson ?? '').replace(/^#/, '').split('&').filter((p) => p && !p.startsWith('step=')).join('&');
      const instance = kept ? `#${kept}` : '';
      const exercises = [withKey(instance, 'ex=parsons&seed=3')];
      if (declaration.exerciseLink) exercises.push(declaration.exerciseLink.link);
      for (const exercise of exercises) {
        assert.match(await errorOf(withKey(exercise, 'compare=backtrack,bfs')), /compare is left out: the Compare view takes an instance, not an exercise/, exercise);
        assert.match(await errorOf(withKey(exercise, 'compare=backtrack,bfs&lang=zh')), /比较视图只用于实例，不用于练习/, exercise);
      }
      // The Share menu offers no way into the view from an exercise.
      const { page, errors } = await env.openPage(exercises.at(-1));
      await openShare(page);
      assert.equal(await page.getByTestId('compare-open').isVisible(), false);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('the chart runs each method on the instances the puzzle declares, or says it declares none', async () => {
      const { page, errors } = await openCompare(link('backtrack,bfs'));
      await page.getByTestId('compare-chart-open').locator('summary').click();
      await page.waitForFunction(() => {
        const svg = document.querySelector('[data-testid="compare-chart-svg-download"]');
        return !svg.disabled || document.querySelector('[data-testid="compare-chart"]').childElementCount === 0
          && document.querySelector('[data-testid="compare-chart-note"]').textContent !== '';
      }, null, { timeout: 60_000 });
      const points = await page.$$eval('[data-testid="compare-chart-svg"] circle', (nodes) => nodes.map((n) => n.dataset.method));
      if (points.length > 0) {
        // Every method offered has a point at every size; the PNG export downloads.
        const offered = await page.$$eval('[data-testid="compare-method"]:first-of-type option', (o) => o.map((x) => x.value));
        for (const m of offered) assert.ok(points.includes(m), m);
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compare-chart-png-download').click()]);
        assert.equal(file.suggestedFilename(), 'compare-methods.png');
      }
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('side by side at 1280 × 800 with the controls and both trees in view; on a phone both sides\' counters and Step stay in view, the tabs show one tree; no overflow', async () => {
      for (const [viewport, lang] of [[DESKTOP, ''], [PHONE, '&lang=zh']]) {
        const { page, errors } = await openCompare(link('backtrack,exhaustive', lang), { viewport });
        const layout = () => page.evaluate(() => {
          const box = (el) => el.getBoundingClientRect().toJSON();
          const inView = (r) => r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
          // A tree's box scrolls: its top and 200 px of it in view.
          const treeInView = (r) => r.width > 0 && r.top >= 0 && r.top + 200 <= window.innerHeight;
          const sidesNow = [...document.querySelectorAll('[data-testid="compare-side"]')];
          return {
            step: box(document.querySelector('[data-testid="compare-step"]')),
            sides: sidesNow.map(box),
            trees: sidesNow.map((s) => box(s.querySelector('.compare-tree'))),
            treesInView: sidesNow.map((s) => treeInView(box(s.querySelector('.compare-tree')))),
            tabs: [...document.querySelectorAll('[data-testid="compare-tab"]')].map((t) => ({
              selected: t.getAttribute('aria-selected'), inView: inView(box(t)), nodes: t.querySelector('[data-counter="nodes"]').textContent,
            })),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        });
        let boxes = await layout();
        assert.ok(boxes.overflow <= 0, `no horizontal overflow at ${viewport.width}`);
        if (viewport === DESKTOP) {
          assert.equal(Math.round(boxes.sides[0].top), Math.round(boxes.sides[1].top), 'side by side');
          for (const r of [boxes.step, ...boxes.trees]) assert.ok(r.top >= 0 && r.top + 40 <= viewport.height, 'in view');
          assert.deepEqual(boxes.tabs.map((t) => t.inView), [false, false], 'no tabs on a wide screen');
        } else {
          assert.ok(boxes.step.bottom <= viewport.height, 'Step in view');
          assert.deepEqual(boxes.tabs.map((t) => [t.selected, t.inView, t.nodes]), [['true', true, '1'], ['false', true, '1']]);
          assert.deepEqual(boxes.treesInView, [true, false], 'the first side\'s tree shown');
          await page.locator('[data-testid="compare-tab"][data-side="1"]').click();
          await page.getByTestId('compare-step').click();
          await waitForStep(page, 1);
          boxes = await layout();
          assert.ok(boxes.step.bottom <= viewport.height, 'Step in view');
          assert.deepEqual(boxes.tabs.map((t) => [t.selected, t.inView, t.nodes]), [['false', true, '2'], ['true', true, '2']]);
          assert.deepEqual(boxes.treesInView, [false, true], 'the second side\'s tree shown');
          assert.ok(boxes.overflow <= 0, 'no horizontal overflow');
          // ← on a tab moves to the other tab, not a step back.
          await page.locator('[data-testid="compare-tab"][data-side="1"]').focus();
          await page.keyboard.press('ArrowLeft');
          await page.waitForFunction(() => document.activeElement?.dataset.side === '0' && document.activeElement.getAttribute('aria-selected') === 'true');
          assert.equal(await page.getByTestId('compare-timeline').inputValue(), '1');
          assert.deepEqual((await layout()).treesInView, [true, false]);
        }
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    });

    test('in Chinese, the methods are named in Chinese', async () => {
      const { page, errors } = await openCompare(link('exhaustive,bfs', '&lang=zh'));
      const names = await page.$$eval('.compare-method-name', (nodes) => nodes.map((n) => n.textContent));
      assert.deepEqual(names, ['穷举法', '宽度优先']);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });

  for (const { link: instance, counts } of declaration.compareCounts ?? []) {
    test(`compare: ${id} ${instance}: each method's nodes, the root included, run to the end`, async () => {
      const methods = Object.keys(counts);
      for (let i = 0; i < methods.length; i += 2) {
        const pair = [methods[i], methods[i + 1] ?? methods[i]];
        const { page, errors } = await openCompare(withKey(instance, `compare=${pair.join(',')}`));
        await page.getByTestId('compare-end').click();
        await page.waitForFunction(() => document.querySelector('[data-testid="compare-end"]').disabled);
        const got = await sides(page);
        assert.deepEqual(got.map((s) => [s.method, s.nodes]), pair.map((m) => [m, counts[m].nodes]));
        got.forEach((s) => {
          const want = counts[s.method];
          if (want.first !== undefined) assert.equal(s.first, String(want.first), s.method);
          if (want.solutions !== undefined) assert.equal(s.solutions, String(want.solutions), s.method);
        });
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    });
  }
}

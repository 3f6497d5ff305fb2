//! Cross-engine: the Compare view (`compare=<method>,<method>`) of every registered puzzle,
//! opened on its declared lesson (tests/e2e/declarations.js): both sides stepped (each side's
//! `data-nodes`, the root included, grows by one a step, and its tree has a node numbered
//! `data-order` for each), one step back to the same hooks, and the chart's SVG drawn with a
//! point of every method offered at every size the puzzle declares. On a phone, both sides'
//! counters stay in view with Step while the tabs show one side's tree at a time. Names no
//! puzzle.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declared, withKey } from '../e2e/declarations.js';
import { assertNoErrors, open, PHONE } from './env.js';

/** Both sides' `data-*` hooks and the nodes drawn in each tree. */
function sides(s) {
  return s.js(() => [...document.querySelectorAll('[data-testid="compare-side"]')].map((n) => ({
    method: n.dataset.method,
    nodes: Number(n.dataset.nodes),
    maxLive: n.dataset.maxLive,
    solutions: n.dataset.solutions,
    first: n.dataset.firstSolution,
    drawn: n.querySelectorAll('[data-order]').length,
  })));
}

/** Waits for the view drawn at step `k` (the timeline at k, both sides drawn). */
function waitForStep(s, k) {
  return s.waitFor((want) => {
    const view = document.querySelector('[data-testid="compare-view"]');
    const timeline = document.querySelector('[data-testid="compare-timeline"]');
    const shown = [...document.querySelectorAll('[data-testid="compare-side"]')];
    return view && !view.hidden && shown.length === 2 && shown.every((n) => n.dataset.nodes) && timeline?.value === String(want);
  }, [k], `the Compare view at step ${k}`);
}

for (const { id, declaration } of declared) {
  test(`compare (${id}): both sides step one node each, Back returns to the same hooks, the chart is drawn`, async () => {
    const s = await open(withKey(declaration.lesson, 'compare=backtrack,bfs'));
    await waitForStep(s, 0);
    const seen = [await sides(s)];
    assert.deepEqual(seen[0].map((x) => [x.method, x.nodes, x.drawn, x.first]), [['backtrack', 1, 1, ''], ['bfs', 1, 1, '']]);
    for (let k = 1; k <= 3; k += 1) {
      await s.click('compare-step');
      await waitForStep(s, k);
      const now = await sides(s);
      for (const side of now) {
        assert.equal(side.nodes, k + 1, `${side.method}'s nodes at step ${k}`);
        assert.equal(side.drawn, k + 1, `${side.method}'s tree at step ${k}`);
      }
      seen.push(now);
    }
    await s.click('compare-back');
    await waitForStep(s, 2);
    assert.deepEqual(await sides(s), seen[2]);
    assert.match(await s.js(() => window.location.hash), /compare=backtrack,bfs/);

    await s.click('compare-chart-open', ' > summary');
    await s.waitFor(() => {
      const svg = document.querySelector('[data-testid="compare-chart-svg-download"]');
      return !svg.disabled || document.querySelector('[data-testid="compare-chart-note"]').textContent !== ''
        && document.querySelector('[data-testid="compare-chart"]').childElementCount === 0;
    }, [], 'the chart drawn, or its note that the puzzle declares no instances', 120_000);
    const chart = await s.js(() => {
      const svg = document.querySelector('[data-testid="compare-chart-svg"]');
      const offered = [...document.querySelector('[data-testid="compare-method"]').options].map((o) => o.value);
      const points = svg ? [...svg.querySelectorAll('circle')].map((c) => ({ method: c.dataset.method, x: c.dataset.x, cy: Number(c.getAttribute('cy')) })) : [];
      const box = svg?.getBoundingClientRect();
      return {
        offered, points, width: box?.width ?? 0, lines: svg ? svg.querySelectorAll('polyline').length : 0,
      };
    });
    assert.ok(chart.points.length > 0, 'every puzzle declares the instances its chart grows through');
    assert.ok(chart.width > 200, 'the chart is laid out');
    const xs = [...new Set(chart.points.map((p) => p.x))];
    for (const m of chart.offered) {
      assert.equal(chart.points.filter((p) => p.method === m).length, xs.length, `${m} has a point at every size`);
    }
    assert.ok(chart.points.every((p) => Number.isFinite(p.cy)), 'every point is placed');
    assert.equal(chart.lines, xs.length > 1 ? chart.offered.length : 0, 'a line per method');
    await assertNoErrors(s);
  });
}

test('compare on a phone: both sides\' counters stay in view with Step, and the tabs show one side\'s tree at a time', async () => {
  const { declaration } = declared[0];
  const s = await open(withKey(declaration.lesson, 'compare=backtrack,bfs&lang=zh'), PHONE);
  await waitForStep(s, 0);
  await s.click('compare-step');
  await waitForStep(s, 1);
  const layout = () => s.js(() => {
    const box = (el) => el.getBoundingClientRect().toJSON();
    const inView = (r) => r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    // A tree's box scrolls: its top and 200 px of it in view.
    const treeInView = (r) => r.width > 0 && r.top >= 0 && r.top + 200 <= window.innerHeight;
    const sidesNow = [...document.querySelectorAll('[data-testid="compare-side"]')];
    return {
      step: inView(box(document.querySelector('[data-testid="compare-step"]'))),
      tabs: [...document.querySelectorAll('[data-testid="compare-tab"]')].map((t) => ({
        selected: t.getAttribute('aria-selected'), inView: inView(box(t)), nodes: t.querySelector('[data-counter="nodes"]')?.textContent,
      })),
      trees: sidesNow.map((n) => treeInView(box(n.querySelector('.compare-tree')))),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  let now = await layout();
  assert.ok(now.step, 'Step in view');
  assert.deepEqual(now.tabs.map((t) => [t.selected, t.inView, t.nodes]), [['true', true, '2'], ['false', true, '2']]);
  assert.deepEqual(now.trees, [true, false]);
  assert.ok(now.overflow <= 0, 'no horizontal overflow');
  await s.click('compare-tab', '[data-side="1"]');
  await s.waitFor(() => document.querySelector('[data-testid="compare-tab"][data-side="1"]').getAttribute('aria-selected') === 'true');
  await s.click('compare-step');
  await waitForStep(s, 2);
  now = await layout();
  assert.ok(now.step, 'Step in view');
  assert.deepEqual(now.tabs.map((t) => [t.selected, t.inView, t.nodes]), [['false', true, '3'], ['true', true, '3']]);
  assert.deepEqual(now.trees, [false, true]);
  await assertNoErrors(s);
});

//! Graph colouring (图的着色): the colourings the page finds against a brute force written
//! here (every assignment of m colours, kept when the two ends of every edge differ) and the
//! chromatic polynomials (the cycle of 5 with 3 colours: (k − 1)ⁿ + (−1)ⁿ(k − 1) = 30; K₄:
//! none with 3, 4! = 24 with 4); a conflict's picture names the neighbour that forbids the
//! colour and marks their edge; a graph that cannot be coloured shows the search proving
//! it; editing by clicking (presets, joining and parting vertices, adding and removing
//! vertices, m) goes into the link; a bad link's message in English and Chinese.
//!
//! Expected values come from outside the page (the brute force below, the polynomials),
//! never from it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dragTimelineToEnd, openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const C5 = '#puzzle=coloring&v=5&e=1-2.2-3.3-4.4-5.5-1&m=3';

/** Every colouring of `n` vertices with `m` colours by brute force, in lexicographic order, as `1-2-1-2-3`. */
function colorings(n, edges, m) {
  const out = [];
  const x = Array(n).fill(1);
  for (;;) {
    if (edges.every(([a, b]) => x[a - 1] !== x[b - 1])) out.push(x.join('-'));
    let i = n - 1;
    while (i >= 0 && x[i] === m) {
      x[i] = 1;
      i -= 1;
    }
    if (i < 0) return out;
    x[i] += 1;
  }
}

async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#coloring-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    return {
      step: Number(one('coloring-step-count').textContent.replace(/,/g, '')),
      result: { ...one('puzzle-result').dataset },
      resultText: one('puzzle-result').textContent,
      count: { ...one('coloring-count').dataset },
      x: [...view.querySelectorAll('[data-testid="coloring-vertex"]')].map((v) => Number(v.dataset.color)),
      clash: [...view.querySelectorAll('[data-testid="coloring-clash-edge"]')].map((e) => [Number(e.dataset.a), Number(e.dataset.b)]),
      forbidder: one('coloring-forbidder')?.dataset.vertex ?? null,
      current: view.querySelector('[data-testid="coloring-vertex"][data-state="current"]')?.dataset.vertex ?? null,
    };
  });
}

const resultIs = (page, key, value) => page.waitForFunction(
  ([k, v]) => document.querySelector('#coloring-view [data-testid="puzzle-result"]').dataset[k] === v,
  [key, value],
);

test('the cycle of 5 with 3 colours: 30 colourings by the chromatic polynomial, found one by one in the brute force\'s order', async () => {
  const edges = [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1]];
  const want = colorings(5, edges, 3);
  assert.equal(want.length, (3 - 1) ** 5 + (-1) ** 5 * (3 - 1), 'the brute force agrees with the polynomial');
  assert.equal(want.length, 30);
  const { page, errors } = await env.openPage(C5);
  let s = await shown(page);
  assert.equal(s.count.count, '30', 'the count');
  assert.deepEqual([s.result.count, s.result.x, s.result.done], ['0', '', 'false']);
  await openMore(page, 'coloring-stepper-more');
  const next = page.getByTestId('coloring-next-solution');
  const found = [];
  for (let i = 0; i < want.length; i += 1) {
    await next.click();
    await resultIs(page, 'count', String(i + 1));
    s = await shown(page);
    found.push(s.x.join('-'));
  }
  assert.deepEqual(found, want);
  // The first colouring stays the result's x; the search then ends.
  assert.equal(s.result.x, want[0]);
  await next.click();
  await resultIs(page, 'done', 'true');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a refused colour names the neighbour that has it and marks their edge', async () => {
  // Step 8: vertex 5 tries colour 2, which vertex 4 has (x = 1 2 1 2 _).
  const { page, errors } = await env.openPage(`${C5}&step=8`);
  const s = await shown(page);
  assert.deepEqual(s.clash, [[4, 5]]);
  assert.equal(s.forbidder, '4');
  assert.deepEqual(s.x, [1, 2, 1, 2, 0]);
  assert.match(await page.getByTestId('coloring-event').textContent(), /Vertex 5 cannot take colour 2 \(blue\): its neighbour, vertex 4, has it/);
  // One step on, vertex 5 takes colour 3 and is ringed.
  await page.getByTestId('coloring-step-forward').click();
  await page.waitForFunction(() => document.querySelector('#coloring-view [data-testid="coloring-vertex"][data-vertex="5"]').dataset.color === '3');
  const after1 = await shown(page);
  assert.equal(after1.current, '5');
  assert.deepEqual(after1.clash, []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

/**
 * Each conflict among the first `steps` steps of `hash`: the forbidder's tag's box (the
 * browser's own measure of its text) against the clash edge and its ✕, in the SVG's units.
 */
async function tagOverlaps(page, steps) {
  const found = [];
  for (let k = 0; k < steps; k += 1) {
    const got = await page.evaluate(() => {
      const view = document.querySelector('#coloring-view');
      const tag = view.querySelector('[data-testid="coloring-forbidder"]');
      const line = view.querySelector('[data-testid="coloring-clash-edge"]');
      if (!tag || !line) return null;
      const b = tag.getBBox();
      const cross = view.querySelector('.clash-cross').getBBox();
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(line.getAttribute(a)));
      const inBox = (x, y) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
      let edge = false;
      for (let i = 0; i <= 200; i += 1) edge ||= inBox(x1 + ((x2 - x1) * i) / 200, y1 + ((y2 - y1) * i) / 200);
      const apart = (u, v) => u.x + u.width < v.x || v.x + v.width < u.x || u.y + u.height < v.y || v.y + v.height < u.y;
      return {
        text: tag.textContent, edge, cross: !apart(b, cross), inside: b.x >= 0 && b.y >= 0 && b.x + b.width <= 360 && b.y + b.height <= 360,
      };
    });
    if (got) found.push(got);
    const before = await page.getByTestId('coloring-step-count').first().textContent();
    await page.getByTestId('coloring-step-forward').click();
    await page.waitForFunction((t) => document.querySelector('#coloring-view [data-testid="coloring-step-count"]').textContent !== t, before);
  }
  return found;
}

test('the forbidder\'s tag never covers the clash edge nor its ✕, in English and Chinese, on a desktop and a phone', async () => {
  for (const [lang, viewport] of [['en', { width: 1280, height: 800 }], ['zh', { width: 390, height: 844 }]]) {
    const { page, errors } = await env.openPage(`${C5}${lang === 'zh' ? '&lang=zh' : ''}`, { viewport });
    // The first 30 steps of the cycle of 5 hold its first conflicts, step 7 among them:
    // vertex 5 refused colour 1, which vertex 1 has (the tag beside vertex 1 at the top).
    const found = await tagOverlaps(page, 30);
    assert.ok(found.length >= 3, `${lang}: ${found.length} conflicts`);
    assert.ok(found.some((f) => /vertex 1 has colour 1|顶点 1 已用颜色 1/.test(f.text)), lang);
    for (const f of found) assert.deepEqual([f.edge, f.cross, f.inside], [false, false, true], `${lang}: ${f.text}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('K4 has no colouring with 3 colours: the whole search proves it; with 4 it has 4! = 24', async () => {
  const k4 = [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]];
  assert.equal(colorings(4, k4, 3).length, 0);
  assert.equal(colorings(4, k4, 4).length, 24);
  const { page, errors } = await env.openPage('#puzzle=coloring&v=4&e=1-2.1-3.1-4.2-3.2-4.3-4&m=3');
  assert.equal((await shown(page)).count.count, '0');
  assert.match(await page.getByTestId('coloring-count').textContent(), /No colouring with 3 colours: the whole search \(\d+ steps\) proves it/);
  await dragTimelineToEnd(page, 'coloring-timeline');
  await resultIs(page, 'done', 'true');
  const s = await shown(page);
  assert.deepEqual([s.result.count, s.result.x], ['0', '']);
  assert.match(s.resultText, /no colouring with 3 colours exists/);
  // m = 4 from the editor: 24 colourings, into the link.
  await page.getByTestId('coloring-colors').evaluate((input) => {
    input.value = '4';
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForFunction(() => /&m=4/.test(window.location.hash));
  assert.equal((await shown(page)).count.count, '24');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('editing by clicking: two vertices joined and parted, a vertex added and removed, a preset, all in the link', async () => {
  const { page, errors } = await env.openPage('#puzzle=coloring&v=3&e=1-2&m=2');
  const vertex = (v) => page.locator(`#coloring-view [data-testid="coloring-vertex"][data-vertex="${v}"]`);
  await vertex(2).click();
  assert.match(await page.getByTestId('coloring-edit-note').textContent(), /Vertex 2 picked/);
  // The picked vertex clicked again is dropped, and the note says so (not left empty).
  await vertex(2).click();
  const note = page.getByTestId('coloring-edit-note');
  assert.equal(await note.isVisible(), true);
  assert.equal(await note.textContent(), 'Vertex 2 dropped: nothing is picked. Click a vertex to start an edge from it.');
  assert.equal(await page.locator('#coloring-view [data-testid="coloring-vertex"].picked').count(), 0);
  await vertex(2).click();
  await vertex(3).click();
  await page.waitForFunction(() => /v=3&e=1-2\.2-3&m=2/.test(window.location.hash));
  // The path 1-2-3 with 2 colours: 2 colourings (1 2 1 and 2 1 2), as the brute force says.
  assert.equal((await shown(page)).count.count, String(colorings(3, [[1, 2], [2, 3]], 2).length));
  // The same pair again parts them (by the keyboard this time).
  await vertex(3).focus();
  await page.keyboard.press('Enter');
  await vertex(2).focus();
  await page.keyboard.press(' ');
  await page.waitForFunction(() => /v=3&e=1-2&m=2/.test(window.location.hash));
  await page.getByTestId('coloring-add-vertex').click();
  await page.waitForFunction(() => /v=4&e=1-2&m=2/.test(window.location.hash));
  await page.getByTestId('coloring-tool').selectOption('remove');
  await vertex(1).click();
  await page.waitForFunction(() => /v=3&e=&m=2/.test(window.location.hash));
  await page.locator('[data-testid="coloring-preset"][data-preset="petersen"]').click();
  await page.waitForFunction(() => /v=10&e=1-2\.2-3\.3-4\.4-5\.5-1\.6-8\.7-9\.8-10\.9-6\.10-7\.1-6\.2-7\.3-8\.4-9\.5-10&m=3/.test(window.location.hash));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a click on the graph during the exercise is refused with a message', async () => {
  const { page, errors } = await env.openPage('#puzzle=coloring&v=3&e=1-2.2-3.3-1&m=2');
  await page.getByTestId('coloring-exercise-start').click();
  await page.locator('#coloring-view [data-testid="coloring-vertex"][data-vertex="1"]').click();
  assert.match(await page.getByTestId('coloring-edit-note').textContent(), /cannot change during the exercise/);
  assert.match(await page.evaluate(() => window.location.hash), /v=3&e=1-2\.2-3\.3-1&m=2/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad colouring link shows the link error in English and Chinese, and the page still works', async () => {
  const { page, errors } = await env.openPage('#puzzle=coloring&v=3&e=1-2.2-4&m=2');
  await page.getByTestId('error').filter({ hasText: /Edge 2/ }).waitFor({ timeout: 5000 });
  assert.match(await page.getByTestId('error').textContent(), /Edge 2 has an end 4, but the vertices are 1 to 3\./);
  await page.getByTestId('coloring-step-forward').click();
  assert.equal(await page.getByTestId('coloring-step-count').textContent(), '1');
  await page.context().close();
  const zh = await env.openPage('#puzzle=coloring&v=3&e=1-2.2-2&m=2&lang=zh');
  await zh.page.getByTestId('error').filter({ hasText: /自己/ }).waitFor({ timeout: 5000 });
  assert.match(await zh.page.getByTestId('error').textContent(), /第 2 条边把顶点 2 连到它自己。/);
  await zh.page.context().close();
  assert.deepEqual([...errors, ...zh.errors], []);
});

//! Graph colouring's pure page modules: the exercise's reasons (hand-traced on the triangle
//! 1-2-3 with 2 colours, colours tried 1 then 2), the presets (their graphs written out
//! here, the layout stable and the edits' renumbering), and its words in both languages
//! (every English key worded in Chinese, a count and its noun agreeing). The expected
//! values are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import '../../wasm-modules.js';
import { parse_link as parseLink } from '../../../../www/pkg/coloring.js';
import { readLink } from '../../../../www/js/app/route.js';
import { coloringExpected, coloringReason } from '../../../../www/js/puzzles/coloring/exercise-rules.js';
import {
  layout, presetOf, PRESETS, toggledEdge, withoutVertex,
} from '../../../../www/js/puzzles/coloring/presets.js';
import { COLORING_STRINGS } from '../../../../www/js/puzzles/coloring/strings.js';
import { COLORING_EXERCISE_STRINGS } from '../../../../www/js/puzzles/coloring/exercise-strings.js';

const TRIANGLE = { n: 3, edges: [[1, 2], [2, 3], [3, 1]], m: 2 };

test('the exercise: vertex 2 cannot take colour 1 (vertex 1 has it), so the answer 1 is wrong and the search gives it 2', () => {
  const refused = { kind: 'conflict', vertex: 2, color: 1, by: 1 };
  const next = { kind: 'place', event: { vertex: 2, color: 2 }, tried: [refused] };
  assert.deepEqual(coloringExpected(next), { kind: 'number', value: 2 });
  const wrong = coloringReason(next, { kind: 'number', value: 1 }, TRIANGLE);
  assert.equal(wrong.why, 'refused');
  assert.equal(wrong.by.by, 1);
  assert.equal(coloringReason(next, { kind: 'backtrack' }, TRIANGLE).why, 'open-left');
  // Vertex 1's first colour is allowed: an answer of 2 skips it.
  const first = { kind: 'place', event: { vertex: 1, color: 1 }, tried: [] };
  assert.equal(coloringReason(first, { kind: 'number', value: 2 }, TRIANGLE).why, 'first-allowed');
});

test('the exercise: vertex 3 is refused both colours, so the search backtracks from vertex 2', () => {
  const tried = [{ kind: 'conflict', vertex: 3, color: 1, by: 1 }, { kind: 'conflict', vertex: 3, color: 2, by: 2 }];
  const back = { kind: 'remove', event: { vertex: 2, color: 2 }, tried };
  assert.deepEqual(coloringExpected(back), { kind: 'backtrack' });
  assert.equal(coloringReason(back, { kind: 'number', value: 1 }, TRIANGLE).why, 'all-refused');
  // Vertex 1 then has no colour left below 2 to go on with: the backtrack with nothing tried.
  assert.equal(coloringReason({ kind: 'remove', event: { vertex: 1, color: 1 }, tried: [] }, { kind: 'number', value: 2 }, TRIANGLE).why, 'no-color-left');
  // The last vertex's colour taken back is the backtrack after a colouring.
  const leaf = { kind: 'remove', event: { vertex: 3, color: 1 }, tried: [] };
  assert.equal(coloringReason(leaf, { kind: 'number', value: 2 }, TRIANGLE).why, 'after-solution');
});

test('the presets are the graphs their names say, each edge once', () => {
  const byId = Object.fromEntries(PRESETS.map((p) => [p.id, p]));
  assert.deepEqual(Object.keys(byId), ['textbook', 'map', 'cycle', 'complete', 'petersen']);
  const degrees = (p) => Array.from({ length: p.n }, (_, i) => p.edges.filter((e) => e.includes(i + 1)).length);
  // The cycle of 5: every vertex of degree 2; K4: 6 edges, degree 3; Petersen: 15 edges, 3-regular.
  assert.deepEqual(degrees(byId.cycle), [2, 2, 2, 2, 2]);
  assert.equal(byId.complete.edges.length, 6);
  assert.deepEqual(degrees(byId.complete), [3, 3, 3, 3]);
  assert.equal(byId.petersen.edges.length, 15);
  assert.deepEqual(degrees(byId.petersen), Array(10).fill(3));
  // The map: region 6 touches all five others, each outer region its two neighbours and 6.
  assert.deepEqual(degrees(byId.map), [3, 3, 3, 3, 3, 5]);
  assert.deepEqual(degrees(byId.textbook), [3, 4, 3, 4, 2]);
  for (const p of PRESETS) {
    const keys = p.edges.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    assert.equal(new Set(keys).size, keys.length, p.id);
  }
});

test('the layout is the graph\'s: a preset in any edge order keeps its places, any other graph is on a circle', () => {
  const petersen = PRESETS.find((p) => p.id === 'petersen');
  const shuffled = { n: 10, edges: [...petersen.edges].reverse().map(([a, b]) => [b, a]) };
  assert.equal(presetOf(shuffled), petersen);
  assert.deepEqual(layout(shuffled), petersen.places);
  const path = layout({ n: 4, edges: [[1, 2]] });
  assert.equal(path.length, 4);
  // Vertex 1 at the top middle, the rest clockwise: vertex 2 to the right.
  assert.ok(Math.abs(path[0][0] - 0.5) < 1e-9 && path[0][1] < 0.5);
  assert.ok(path[1][0] > 0.5);
  assert.deepEqual(layout({ n: 1, edges: [] }), [[0.5, 0.5]]);
});

test('an edit removes a vertex with its edges and renumbers the later ones; a second click on a pair parts it', () => {
  const g = { n: 4, edges: [[1, 2], [2, 3], [3, 4], [4, 1]] };
  assert.deepEqual(withoutVertex(g, 2), { n: 3, edges: [[2, 3], [3, 1]] });
  assert.deepEqual(toggledEdge(g, 1, 3), { n: 4, edges: [...g.edges, [1, 3]] });
  assert.deepEqual(toggledEdge(g, 2, 1), { n: 4, edges: [[2, 3], [3, 4], [4, 1]] });
});

test('every colouring text is worded in both languages, and counts agree with their nouns', () => {
  for (const table of [COLORING_STRINGS, COLORING_EXERCISE_STRINGS]) {
    assert.deepEqual(Object.keys(table.zh).sort(), Object.keys(table.en).sort());
  }
  setLang('en');
  assert.equal(t('coloring.result-done', { count: 30, m: 3 }), 'All 30 colourings with 3 colours found.');
  assert.equal(t('coloring.result', { count: 1, m: 3 }), '1 colouring with 3 colours found so far.');
  assert.equal(t('coloring.event-done', { count: 1, steps: 11 }), 'Search finished: 1 colouring in 11 steps.');
  assert.equal(t('linkerr.coloring-edge-end', { at: 2, vertex: 4, v: 3 }), 'Edge 2 has an end 4, but the vertices are 1 to 3.');
  setLang('zh');
  assert.equal(t('coloring.result-none', { m: 3 }), '搜索结束，一无所获：不存在 3 色着色方案。');
  setLang('en');
});

test('an empty edge of the link is named as empty, not quoted as nothing', () => {
  // Written by hand from the link: what it has, as it has it.
  for (const [hash, en, zh] of [
    ['#puzzle=coloring&v=3&e=1-2.&m=3', 'Edge 2 of the link is empty: write an edge as two vertices, such as 1-2, and join edges with dots.', '链接中的第 2 条边是空值：边应写成两个顶点，例如 1-2，边与边之间用点号连接。'],
  ]) {
    for (const [lang, want] of [['en', en], ['zh', zh]]) {
      setLang(lang);
      assert.equal(String(readLink(parseLink, hash).error), want, `${hash} (${lang})`);
    }
  }
  setLang('en');
});

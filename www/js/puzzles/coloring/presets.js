//! Graph colouring's preset graphs and the picture's layout. A preset is a graph with its
//! colours m and, for the ones a circle draws badly, its vertices' places. The layout is a
//! function of the graph alone (its vertices and its set of edges), so it stays the same
//! while the search runs and a link opens a preset drawn as the preset is: a graph equal to
//! a preset with places takes them, any other has its vertices on a circle, vertex 1 at the
//! top and the rest clockwise. Places are in a square of side 1, (0, 0) at the top left.
//! Pure: no DOM. The counts each preset's note gives are docs/REFERENCE.md's.

/** The edges 1-2, 2-3, …, n-1 of a cycle. */
const cycle = (n) => Array.from({ length: n }, (_, i) => [i + 1, ((i + 1) % n) + 1]);

/** The edges of the complete graph on n vertices. */
const complete = (n) => Array.from({ length: n }, (_, i) => i + 1)
  .flatMap((a) => Array.from({ length: n - a }, (_, k) => [a, a + k + 1]));

/** Place i (0-based) of `count` on a circle of radius `r` round the centre, the first at the top. */
function onCircle(i, count, r, turn = 0) {
  const angle = -Math.PI / 2 + (2 * Math.PI * (i + turn)) / count;
  return [0.5 + r * Math.cos(angle), 0.5 + r * Math.sin(angle)];
}

/** The Petersen graph: an outer 5-cycle 1–5, an inner pentagram 6–10, spokes i – i + 5. */
const PETERSEN = [
  ...cycle(5),
  ...Array.from({ length: 5 }, (_, i) => [6 + i, 6 + ((i + 2) % 5)]),
  ...Array.from({ length: 5 }, (_, i) => [i + 1, i + 6]),
];

/** A map of six regions: region 6 in the middle, regions 1–5 round it, each touching its two neighbours. */
const MAP = [...cycle(5), ...Array.from({ length: 5 }, (_, i) => [i + 1, 6])];

/**
 * The presets, in the editor's order: `{ id, n, edges, m, places? }`, `id` its i18n
 * name `coloring.preset-<id>`.
 * - `textbook`: the textbook's example (王晓东, 《计算机算法设计与分析》, 5 vertices, 8
 *   edges), 48 colourings with 4 colours;
 * - `map`: a map of six regions as a graph (a wheel), 120 with 4 colours, none with 3;
 * - `cycle`: the cycle of 5, the default, 30 with 3 colours;
 * - `complete`: K₄ with 3 colours, none: the search proves it;
 * - `petersen`: the Petersen graph, 120 with 3 colours.
 */
export const PRESETS = [
  {
    id: 'textbook',
    n: 5,
    edges: [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]],
    m: 4,
  },
  {
    id: 'map',
    n: 6,
    edges: MAP,
    m: 4,
    places: [...Array.from({ length: 5 }, (_, i) => onCircle(i, 5, 0.4)), [0.5, 0.5]],
  },
  { id: 'cycle', n: 5, edges: cycle(5), m: 3 },
  { id: 'complete', n: 4, edges: complete(4), m: 3 },
  {
    id: 'petersen',
    n: 10,
    edges: PETERSEN,
    m: 3,
    places: [...Array.from({ length: 5 }, (_, i) => onCircle(i, 5, 0.42)), ...Array.from({ length: 5 }, (_, i) => onCircle(i, 5, 0.2))],
  },
];

/** The graph's set of edges as text, each pair smaller end first: equal for equal graphs. */
const edgeSet = (edges) => edges.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)).sort().join('.');

/** The preset `{ n, edges }` is, whatever the order and direction of its edges, or null. */
export function presetOf({ n, edges }) {
  const key = edgeSet(edges);
  return PRESETS.find((p) => p.n === n && edgeSet(p.edges) === key) ?? null;
}

/** The places [x, y] of the graph's vertices 1..n (index 0 is vertex 1): its preset's, else on a circle. */
export function layout(graph) {
  const places = presetOf(graph)?.places;
  if (places) return places;
  const r = graph.n === 1 ? 0 : 0.4;
  return Array.from({ length: graph.n }, (_, i) => onCircle(i, graph.n, r));
}

/**
 * Graph `g` (`{ n, edges }`) without vertex `v`: its edges dropped, the vertices after it
 * numbered one less. Returns `{ n, edges }`.
 */
export function withoutVertex(g, v) {
  const shift = (u) => (u > v ? u - 1 : u);
  return {
    n: g.n - 1,
    edges: g.edges.filter(([a, b]) => a !== v && b !== v).map(([a, b]) => [shift(a), shift(b)]),
  };
}

/** Graph `g` with the edge a–b added, or removed when it is there (in either direction). */
export function toggledEdge(g, a, b) {
  const joins = ([x, y]) => (x === a && y === b) || (x === b && y === a);
  const edges = g.edges.some(joins) ? g.edges.filter((e) => !joins(e)) : [...g.edges, [Math.min(a, b), Math.max(a, b)]];
  return { n: g.n, edges };
}

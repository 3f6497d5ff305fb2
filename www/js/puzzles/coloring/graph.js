//! Graph colouring's picture: an SVG of the graph drawn from a plain model, its vertices at
//! the places presets.js `layout` gives (the same for the whole search). Each vertex is a
//! circle filled with its colour (empty while uncoloured), its number inside and its
//! colour's number on a badge, so the colours are told apart without seeing them. The
//! vertex the step concerns is ringed: solid when it takes a colour, dashed and grey when
//! the search takes its colour back; when a colour is refused, the vertex shows the colour
//! tried faintly, the edge to the neighbour that has it is drawn thick and red with a ✕,
//! and that neighbour is ringed in red with a tag naming it. The vertices take the
//! editor's clicks and the keyboard (Enter or Space on a focused vertex; view.js).

import { svgEl } from '../../lib/dom.js';

/** The viewBox's side, the margin round the places and a vertex's radius, in its units. */
const SIDE = 360;
const PAD = 36;
const R = 17;

const at = ([x, y]) => ({ x: PAD + x * (SIDE - 2 * PAD), y: PAD + y * (SIDE - 2 * PAD) });

function text(x, y, value, className, size) {
  const node = svgEl('text', {
    x, y, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': size,
  });
  node.textContent = value;
  return node;
}

/** The edges, the conflict's marked (`clash`: [t, by]) with a ✕ at its middle. */
function edgeLines(model, p, clash) {
  const items = [];
  for (const [a, b] of model.edges) {
    const marked = clash && ((a === clash[0] && b === clash[1]) || (a === clash[1] && b === clash[0]));
    const [pa, pb] = [p[a - 1], p[b - 1]];
    items.push(svgEl('line', {
      class: marked ? 'edge edge-clash' : 'edge',
      'data-testid': marked ? 'coloring-clash-edge' : 'coloring-edge',
      'data-a': a,
      'data-b': b,
      x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y,
    }));
    if (marked) {
      const mx = (pa.x + pb.x) / 2;
      const my = (pa.y + pb.y) / 2;
      const d = 6;
      items.push(svgEl('path', { class: 'clash-cross', d: `M${mx - d} ${my - d}L${mx + d} ${my + d}M${mx + d} ${my - d}L${mx - d} ${my + d}` }));
    }
  }
  return items;
}

/** The state of vertex v at this step: 'current', 'forbidding', 'unmarked' or ''. */
function vertexState(model, v) {
  const e = model.event;
  if (!e || !e.vertex) return '';
  if (e.kind === 'conflict' && e.by === v) return 'forbidding';
  if (e.vertex !== v) return '';
  return e.kind === 'remove' ? 'unmarked' : 'current';
}

/** Vertex v at place `q`, coloured `c` (0: none). */
function vertex(model, v, q, c) {
  const state = vertexState(model, v);
  const g = svgEl('g', {
    class: `vertex${c ? ` c${c}` : ' uncolored'}${model.picked === v ? ' picked' : ''}`,
    'data-testid': 'coloring-vertex',
    'data-vertex': v,
    'data-color': c,
    'data-state': state,
    role: 'button',
    tabindex: model.editable ? 0 : -1,
    'aria-label': model.vertexLabel(v, c),
  });
  const e = model.event;
  // A refused colour, shown faintly on the vertex that tried it.
  if (e?.kind === 'conflict' && e.vertex === v) {
    g.append(svgEl('circle', { class: `tried c${e.color}`, cx: q.x, cy: q.y, r: R }));
  }
  g.append(svgEl('circle', { class: 'disc', cx: q.x, cy: q.y, r: R }));
  if (state) g.append(svgEl('circle', { class: `ring ring-${state}`, cx: q.x, cy: q.y, r: R + 6 }));
  if (model.picked === v) g.append(svgEl('circle', { class: 'pick', cx: q.x, cy: q.y, r: R + 4 }));
  // The numbers drawn are in the vertex's name (`vertexLabel`), so they are hidden from it.
  const number = text(q.x, q.y, String(v), 'vertex-number', 15);
  number.setAttribute('aria-hidden', 'true');
  g.append(number);
  return g;
}

/**
 * The badge of vertex v's colour (or of the colour it is refused) at place `q`, or null: drawn
 * apart from the vertex's button, whose name says the colour already, and taking no clicks.
 */
function badge(model, v, q, c) {
  const e = model.event;
  const shown = c || (e?.kind === 'conflict' && e.vertex === v ? e.color : 0);
  if (!shown) return null;
  const bx = q.x + R * 0.85;
  const by = q.y - R * 0.85;
  const g = svgEl('g', { class: 'badge-mark', 'aria-hidden': 'true' });
  g.append(svgEl('circle', { class: `badge c${shown}`, cx: bx, cy: by, r: 8 }), text(bx, by, String(shown), 'badge-number', 11));
  return g;
}

/** The tag's font size and line box, in the viewBox's units. */
const TAG_SIZE = 13;
const TAG_HEIGHT = 18;

/** The width of `words` at TAG_SIZE, estimated: a Chinese character a square, others about half. */
function tagWidth(words) {
  return [...words].reduce((w, c) => w + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(c) ? TAG_SIZE : TAG_SIZE * 0.58), 0);
}

/** Whether segment a–b passes through `box` ({ x0, y0, x1, y1 }), checked at small steps. */
function segmentHits(a, b, box) {
  const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 3);
  for (let i = 0; i <= steps; i += 1) {
    const x = a.x + ((b.x - a.x) * i) / steps;
    const y = a.y + ((b.y - a.y) * i) / steps;
    if (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1) return true;
  }
  return false;
}

/** Whether the circle at `q` of radius `r` meets `box`. */
function circleHits(q, r, box) {
  const dx = q.x - Math.max(box.x0, Math.min(q.x, box.x1));
  const dy = q.y - Math.max(box.y0, Math.min(q.y, box.y1));
  return dx * dx + dy * dy < r * r;
}

/**
 * Where the tag of `width` goes beside the forbidding vertex at `q`: `{ x, y, anchor }`,
 * the first of the places round it (below, above, right, left, then the corners) that stays
 * in the picture and covers neither the clash edge nor its ✕, with the fewest other edges
 * and vertices under it.
 */
export function tagPlace(q, width, { p, edges, clash, n }) {
  const gap = R + 8;
  const places = [
    { x: q.x, y: q.y + R + 18, anchor: 'middle' },
    { x: q.x, y: q.y - R - 16, anchor: 'middle' },
    { x: q.x + gap, y: q.y, anchor: 'start' },
    { x: q.x - gap, y: q.y, anchor: 'end' },
    { x: q.x + R, y: q.y + R + 18, anchor: 'start' },
    { x: q.x - R, y: q.y + R + 18, anchor: 'end' },
    { x: q.x + R, y: q.y - R - 16, anchor: 'start' },
    { x: q.x - R, y: q.y - R - 16, anchor: 'end' },
  ];
  const [ca, cb] = [p[clash[0] - 1], p[clash[1] - 1]];
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  let best = null;
  for (const place of places) {
    const x0 = { start: place.x, middle: place.x - width / 2, end: place.x - width }[place.anchor];
    const box = { x0, x1: x0 + width, y0: place.y - TAG_HEIGHT / 2, y1: place.y + TAG_HEIGHT / 2 };
    if (box.x0 < 2 || box.x1 > SIDE - 2 || box.y0 < 2 || box.y1 > SIDE - 2) continue;
    let cost = segmentHits(ca, cb, box) || circleHits(mid, 9, box) ? 1000 : 0;
    for (const [a, b] of edges) cost += segmentHits(p[a - 1], p[b - 1], box) ? 5 : 0;
    for (let v = 0; v < n; v += 1) cost += circleHits(p[v], R + 6, box) ? 20 : 0;
    if (!best || cost < best.cost) best = { ...place, cost };
    if (cost === 0) break;
  }
  return best ?? places[0];
}

/** The tag beside the forbidding neighbour: its words, placed clear of the clash edge. */
function forbidTag(model, p) {
  const e = model.event;
  if (e?.kind !== 'conflict' || !model.forbidText) return null;
  const q = p[e.by - 1];
  const { x, y, anchor } = tagPlace(q, tagWidth(model.forbidText), {
    p, edges: model.edges, clash: [e.vertex, e.by], n: model.n,
  });
  const tag = svgEl('text', {
    class: 'forbid-tag', 'data-testid': 'coloring-forbidder', 'data-vertex': e.by, x, y, 'text-anchor': anchor, 'dominant-baseline': 'central', 'font-size': TAG_SIZE,
  });
  tag.textContent = model.forbidText;
  return tag;
}

/**
 * Draws `model` into `svg`: `{ n, edges ([a, b]), places ([x, y] in a unit square, per
 * vertex), x (colours, 0 uncoloured), event (the stepper's, or null), solved, picked (the
 * editor's picked vertex or null), editable (the vertices take the keyboard's focus),
 * vertexLabel(v, c) (a vertex's accessible name), forbidText (the words beside the
 * neighbour that forbids a colour), label }`.
 */
export function renderGraph(svg, model) {
  svg.setAttribute('viewBox', `0 0 ${SIDE} ${SIDE}`);
  svg.setAttribute('aria-label', model.label);
  svg.classList.toggle('solved', model.solved);
  const p = model.places.map(at);
  const e = model.event;
  const clash = e?.kind === 'conflict' ? [e.vertex, e.by] : null;
  const vertices = Array.from({ length: model.n }, (_, i) => vertex(model, i + 1, p[i], model.x[i] ?? 0));
  const badges = p.slice(0, model.n).map((q, i) => badge(model, i + 1, q, model.x[i] ?? 0)).filter(Boolean);
  const tag = forbidTag(model, p);
  const edges = svgEl('g', { class: 'edges' });
  edges.append(...edgeLines(model, p, clash));
  const front = svgEl('g', { class: 'vertices' });
  front.append(...vertices, ...badges, ...(tag ? [tag] : []));
  svg.replaceChildren(edges, front);
}

/** The vertex number of an event's target inside the picture, or null. */
export function vertexAt(svg, target) {
  const g = target?.closest?.('[data-testid="coloring-vertex"]');
  return g && svg.contains(g) ? Number(g.dataset.vertex) : null;
}

//! The combinations' tree drawn node by node (up to DRAWN_MAX_NODES nodes): root on top,
//! one row per depth t (labelled x1, x2, …), each node the value x[t] = i it tries, marked
//! at the current step (expanding, live, dead, not reached yet: puzzles/combinations/
//! tree.js), each killed node crossed with its cause and numbers under it (`≤2`: x[t] ≤
//! x[t − 1] = 2, the constraint; `>4`: x[t] > n − r + t = 4, the bound). It uses the
//! node-link tree's marks and style (css/node-tree.css); a click on a node goes to the
//! step that generated it.
//!
//! The drawing fits its box's width: the compact layout (puzzles/combinations/tree.js
//! `compactLayout`) sets the slots, the box's width the slot's size (SLOT), and the slot
//! the nodes' radius and their numbers' size, 10 px at least (`geometry`); in a narrow box
//! (a phone) each row's close nodes take turns on two lines (`lowered`), so a node may be
//! wider than its slot. It is drawn again when the box's width changes. A tree too wide for
//! the smallest slot scrolls in its box, which follows the node the step concerns.

import { setAttr, setText, svgEl } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { compactLayout, treeMarks } from './tree.js';
import { createDrawnTreeBox, markDrawnNode, setDrawnNodeRole } from '../../views/drawn-tree.js';

/** A slot's size (px): the least and the most; the box's width between them sets it. */
const SLOT = { min: 10, max: 28 };
/** Room on the left for the level labels, and the margin right and left of the slots, px. */
const LEFT = 18;
const SIDE = 6;
/** Under this slot (px) a row's crowded nodes take turns on a second, lower line (`drop`). */
const ONE_LINE = 17;

/**
 * The drawing's sizes (px) for `slots` slots in a box `width` px wide: `slot`, the node's
 * radius `r` (its number, `num` px, inside), the level's height, the drop of an odd slot's
 * node (0: one line a row), the margins around.
 */
export function geometry(slots, width) {
  const slot = Math.min(SLOT.max, Math.max(SLOT.min, Math.floor((4 * (width - LEFT - 2 * SIDE)) / slots) / 4));
  if (slot >= ONE_LINE) {
    const r = Math.min(11, 0.42 * slot);
    return {
      slot, r, num: Math.round(Math.min(12, 1.35 * r)), level: 62, drop: 0, side: SIDE, top: r + 12,
    };
  }
  // Two lines a row: a node's close neighbours sit in the other line, so a node may be
  // wider than its slot (up to two slots, its ring included).
  const r = Math.min(9, Math.max(7, 0.75 * slot));
  const drop = 2 * r + 16;
  return {
    slot, r, num: 11, level: drop + 2 * r + 14, drop, side: SIDE, top: r + 12,
  };
}

/** The key under the drawing: [swatch class, i18n key]. */
const LEGEND = [
  ['nl-expanding', 'comb.tree-key-expanding'],
  ['nl-live', 'comb.tree-key-live'],
  ['nl-dead', 'comb.tree-key-dead'],
  ['nl-pruned', 'comb.tree-key-constraint'],
  ['nl-pruned', 'comb.tree-key-bound'],
  ['nl-solution', 'comb.tree-key-output'],
  ['nl-unseen', 'comb.tree-key-unseen'],
];

/**
 * The nodes that go on their row's lower line. A row's runs of close nodes (each closer
 * than `near` slots to the next) alternate between the lines, counted from the run's first
 * node with children (else its first node) on the upper line: mostly leaves go lower.
 */
function lowered(nodes, xs, near) {
  const inner = new Set(nodes.map((node) => node.parent));
  const rows = new Map();
  nodes.forEach((node, i) => rows.set(node.depth, [...(rows.get(node.depth) ?? []), i]));
  const low = new Set();
  for (const row of rows.values()) {
    row.sort((a, b) => xs[a] - xs[b]);
    for (let start = 0; start < row.length;) {
      let end = start + 1;
      while (end < row.length && xs[row[end]] - xs[row[end - 1]] < near) end += 1;
      const run = row.slice(start, end);
      const anchor = Math.max(0, run.findIndex((i) => inner.has(i)));
      run.forEach((i, k) => {
        if (Math.abs(k - anchor) % 2 === 1) low.add(i);
      });
      start = end;
    }
  }
  return low;
}

/** One node's group (radius R): ring, output ring, disc, cross and its value. */
function nodeGroup(R, attrs, x, y, text, solution, killed) {
  const g = svgEl('g', { class: 'nl-node', ...attrs });
  g.append(svgEl('circle', { class: 'nl-ring', cx: x, cy: y, r: R + 5 }));
  if (solution) g.append(svgEl('circle', { class: 'nl-goal', cx: x, cy: y, r: R + 3 }));
  g.append(svgEl('circle', { class: 'nl-disc', cx: x, cy: y, r: R }));
  if (killed) {
    const d = R * 0.62;
    g.append(svgEl('path', { class: 'nl-cross', d: `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}` }));
  }
  const num = svgEl('text', {
    class: 'nl-num', x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true',
  });
  num.textContent = text;
  g.append(num);
  return g;
}

/** Builds the drawing of `model` (actions.js treeOf) into `svg`, `width` px wide at most. */
function build(svg, model, r, width) {
  const { nodes } = model;
  const lay = compactLayout(nodes);
  const g = geometry(lay.slots, width);
  const R = g.r;
  const shift = (x) => LEFT + g.side + (x + 0.5) * g.slot;
  const yOf = (level) => g.top + level * g.level;
  const low = g.drop ? lowered(nodes, lay.x, (2 * R + 4) / g.slot) : new Set();
  lay.y = nodes.map((node, i) => yOf(node.depth) + (low.has(i) ? g.drop : 0));
  lay.root = { x: lay.root, y: yOf(0) };
  const edges = svgEl('g', { class: 'nl-edges' });
  const body = svgEl('g', { class: 'nl-nodes' });
  const whys = svgEl('g', { class: 'drawn-tree-whys', 'aria-hidden': 'true' });
  const levels = svgEl('g', { class: 'nl-labels', 'aria-hidden': 'true' });
  for (let k = 1; k <= r; k += 1) {
    const label = svgEl('text', { class: 'nl-label nl-seen comb-level', x: 4, y: yOf(k) + 4 });
    label.textContent = `x${k}`;
    levels.append(label);
  }
  const root = nodeGroup(R, {
    'data-testid': 'comb-tree-node', 'data-path': '', 'data-step': 0, 'data-level': 0,
  }, shift(lay.root.x), lay.root.y, '', false, false);
  body.append(root);
  const parts = nodes.map((node, i) => {
    const x = shift(lay.x[i]);
    const y = lay.y[i];
    const up = node.parent === null ? { x: shift(lay.root.x), y: lay.root.y } : { x: shift(lay.x[node.parent]), y: lay.y[node.parent] };
    const edge = svgEl('line', {
      class: 'nl-edge', x1: up.x, y1: up.y + R, x2: x, y2: y - R, 'data-testid': 'comb-tree-edge', 'data-edge': `x${node.depth}=${node.choice}`,
    });
    edges.append(edge);
    const path = pathOf(nodes, i);
    const group = nodeGroup(R, {
      'data-testid': 'comb-tree-node', 'data-path': path, 'data-step': node.step, 'data-level': node.depth,
    }, x, y, String(node.choice), node.solution, !node.placed);
    body.append(group);
    let why = null;
    if (!node.placed) {
      why = svgEl('text', {
        class: 'drawn-tree-why comb-why', x, y: y + R + 10, 'text-anchor': 'middle', 'data-testid': 'comb-tree-why', 'data-path': path,
      });
      why.textContent = model.numbers[i] ?? '';
      whys.append(why);
    }
    return { g: group, edge, why };
  });
  svg.replaceChildren(levels, edges, body, whys);
  const drawnWidth = Math.ceil(LEFT + 2 * g.side + lay.slots * g.slot);
  const height = Math.ceil(yOf(lay.depth) + g.drop + R + 16);
  svg.setAttribute('viewBox', `0 0 ${drawnWidth} ${height}`);
  svg.setAttribute('width', String(drawnWidth));
  svg.setAttribute('height', String(height));
  svg.style.setProperty('--comb-num', `${g.num}px`);
  return {
    root, parts, xs: nodes.map((_, i) => shift(lay.x[i])), rootX: shift(lay.root.x), width,
  };
}

/** Scrolls the box (never the page) so that x (tree px) is inside it, centring it if it was out. */
function keepInView(scroller, svg, x) {
  const scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('width')) || 1;
  const at = x * scale;
  const margin = 40;
  if (at < scroller.scrollLeft + margin || at > scroller.scrollLeft + scroller.clientWidth - margin) {
    scroller.scrollLeft = Math.max(0, at - scroller.clientWidth / 2);
  }
}

/** The values from the root down to node i, joined by '-' (`1-3`). */
function pathOf(nodes, i) {
  const values = [];
  for (let k = i; k !== null; k = nodes[k].parent) values.push(nodes[k].choice);
  return values.reverse().join('-');
}

/**
 * The tree's drawing: testid `comb-tree-nodes` (the <svg>), each node `comb-tree-node`
 * with `data-path` (`1-3`: the values from the root, the root ''), `data-step`,
 * `data-state` ('expanding' | 'live' | 'dead' | 'unseen'), `data-killed` on dead nodes
 * ('constraint' | 'bound' | 'exhausted'), `data-output` on a leaf output so far; each
 * killed node's numbers `comb-tree-why`. `onSeek(step)` when a reached node is clicked (or
 * chosen with Enter). Returns { root, legend, render(model, snapshot) }.
 */
export function createCombinationsTree(onSeek) {
  const svg = svgEl('svg', { class: 'node-tree drawn-tree comb-tree', 'data-testid': 'comb-tree-nodes', role: 'group' });
  // Only the nodes the search has reached are buttons to their steps.
  const { root, scroller, legend, drawLegend } = createDrawnTreeBox(svg, onSeek, '[data-step][role="button"]');
  let built = null;
  let last = null;
  // The room for the drawing: the box's inner width (before it is laid out, the tree column's).
  const room = () => scroller.clientWidth || 600;
  const view = {
    root,
    legend,
    render(model, s) {
      last = [model, s];
      if (built?.key !== model.key || built.width !== room()) built = { key: model.key, ...build(svg, model, s.r, room()) };
      const cause = (i) => model.causes[i];
      const { marks, root: rootState, current } = treeMarks(model.nodes, s, cause, s.n);
      setAttr(built.root, 'data-state', rootState);
      let seen = 0;
      built.parts.forEach((part, i) => {
        const mark = marks[i];
        const node = model.nodes[i];
        const reached = mark.state !== 'unseen';
        const output = node.solution && reached;
        const killed = markDrawnNode(part.g, mark, { solution: output, current: i === current });
        if (output) setAttr(part.g, 'data-output', '');
        else part.g.removeAttribute('data-output');
        if (part.why) part.why.classList.toggle('comb-why-seen', reached);
        if (reached) seen += 1;
        part.edge.classList.toggle('nl-seen', reached);
        part.edge.classList.toggle('nl-on-path', mark.state === 'live' || mark.state === 'expanding');
        const detail = killed ? model.details[i] : '';
        const name = t('comb.tree-node', {
          step: node.step, t: node.depth, v: node.choice, state: t(`comb.state-${mark.state}`), detail,
        }).trim();
        setAttr(part.g, 'aria-label', name);
        setDrawnNodeRole(part.g, reached);
      });
      // The box follows the node the step concerns (else the deepest live one, else the root).
      const live = marks.findIndex((m) => m.state === 'expanding');
      const focus = current >= 0 ? current : live;
      keepInView(scroller, svg, focus >= 0 ? built.xs[focus] : built.rootX);
      setAttr(svg, 'aria-label', t('comb.tree-label', { n: s.n, r: s.r, seen, total: model.nodes.length + 1 }));
      drawLegend(LEGEND);
    },
  };
  // A new width (the window, the layout's columns, the box shown): the drawing fitted again.
  new ResizeObserver(() => {
    if (last && built && built.width !== room()) view.render(...last);
  }).observe(scroller);
  return view;
}

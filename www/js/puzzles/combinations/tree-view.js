//! The combinations' tree drawn node by node (up to DRAWN_MAX_NODES nodes): root on top,
//! one row per depth t (labelled x1, x2, …), each node the value x[t] = i it tries, marked
//! at the current step (expanding, live, dead, not reached yet: puzzles/combinations/
//! tree.js), each killed node crossed with its cause and numbers under it (`≤2`: x[t] ≤
//! x[t − 1] = 2, the constraint; `>4`: x[t] > n − r + t = 4, the bound). It uses the
//! node-link tree's marks and style (css/node-tree.css); a click on a node goes to the
//! step that generated it.

import { setAttr, setText, svgEl } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { drawnLayout, treeMarks } from './tree.js';
import { createDrawnTreeBox, markDrawnNode, setDrawnNodeRole } from '../../views/drawn-tree.js';

/** Node radius px; leaf slot, level height and margin. */
const R = 11;
const GAP = { leaf: 28, level: 62, pad: 30 };
/** Room on the left for the level labels, px. */
const LEFT = 22;

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

/** One node's group: ring, output ring, disc, cross and its value. */
function nodeGroup(attrs, x, y, text, solution, killed) {
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

/** Builds the drawing of `model` (actions.js treeOf) into `svg`. */
function build(svg, model, r) {
  const { nodes } = model;
  const lay = drawnLayout(nodes, GAP);
  const shift = (x) => x + LEFT;
  const edges = svgEl('g', { class: 'nl-edges' });
  const body = svgEl('g', { class: 'nl-nodes' });
  const whys = svgEl('g', { class: 'drawn-tree-whys', 'aria-hidden': 'true' });
  const levels = svgEl('g', { class: 'nl-labels', 'aria-hidden': 'true' });
  for (let k = 1; k <= r; k += 1) {
    const label = svgEl('text', { class: 'nl-label nl-seen comb-level', x: 4, y: GAP.pad + k * GAP.level + 4 });
    label.textContent = `x${k}`;
    levels.append(label);
  }
  const root = nodeGroup({
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
    const g = nodeGroup({
      'data-testid': 'comb-tree-node', 'data-path': path, 'data-step': node.step, 'data-level': node.depth,
    }, x, y, String(node.choice), node.solution, !node.placed);
    body.append(g);
    let why = null;
    if (!node.placed) {
      why = svgEl('text', {
        class: 'drawn-tree-why comb-why', x, y: y + R + 12, 'text-anchor': 'middle', 'data-testid': 'comb-tree-why', 'data-path': path,
      });
      why.textContent = model.numbers[i] ?? '';
      whys.append(why);
    }
    return { g, edge, why };
  });
  svg.replaceChildren(levels, edges, body, whys);
  const width = lay.width + LEFT;
  const height = lay.height + 10;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  return {
    root, parts, xs: nodes.map((_, i) => shift(lay.x[i])), rootX: shift(lay.root.x),
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
  return {
    root,
    legend,
    render(model, s) {
      if (built?.key !== model.key) built = { key: model.key, ...build(svg, model, s.r) };
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
}

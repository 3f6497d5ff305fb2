//! The subset tree (子集树) drawn as the course notes draw it: the complete binary tree of
//! n ≤ 4 decisions (31 nodes at most), root on top, left edges x_i = 1, right edges x_i = 0,
//! each node marked at the current step (expanding, live, dead, not reached yet, never
//! generated: views/subset-tree-layout.js), dead nodes saying which function killed them
//! and with what numbers. It uses the node-link tree's marks and style (css/node-tree.css;
//! its box, key and causes: css/tree-lesson.css, css/subset-tree.css) but draws every node
//! of the complete tree, which views/node-tree.js (the nodes the search generates) does not.
//! A puzzle gives its prefix and its best leaf.

import { setAttr, setText, svgEl } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { completeLayout } from './subset-tree-layout.js';
import { createDrawnTreeBox, markDrawnNode, setDrawnNodeRole } from './drawn-tree.js';

/** Node radius px; leaf slot, level height and margin by n (wider slots for fewer leaves). */
const R = 15;
const gapFor = (n) => ({ leaf: n <= 3 ? 64 : 46, level: 80, pad: 34 });

/** The key under the drawing of puzzle prefix `p`: [swatch class, i18n key]. */
const legendOf = (p) => [
  ['nl-expanding', `${p}.tree-key-expanding`],
  ['nl-live', `${p}.tree-key-live`],
  ['nl-dead', `${p}.tree-key-dead`],
  ['nl-pruned', `${p}.tree-key-constraint`],
  ['nl-pruned', `${p}.tree-key-bound`],
  ['nl-solution', `${p}.tree-key-best`],
  ['nl-unseen', `${p}.tree-key-unseen`],
  ['subset-tree-never', `${p}.tree-key-never`],
];

/** One node's group: ring, best ring, disc, cross, step number, and the kill note under it. */
function nodeGroup(p, node, h, x, y) {
  const g = svgEl('g', {
    class: 'nl-node', 'data-testid': `${p}-tree-node`, 'data-path': node.path, 'data-level': node.level, 'data-heap': h,
  });
  if (node.step !== null) g.setAttribute('data-step', String(node.step));
  g.append(svgEl('circle', { class: 'nl-ring', cx: x, cy: y, r: R + 5 }));
  g.append(svgEl('circle', { class: 'nl-goal', cx: x, cy: y, r: R + 3 }));
  g.append(svgEl('circle', { class: 'nl-disc', cx: x, cy: y, r: R }));
  const d = R * 0.62;
  g.append(svgEl('path', { class: 'nl-cross', d: `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}` }));
  // The texts are in the node's accessible name (its aria-label), so hidden from assistive technology.
  const num = svgEl('text', {
    class: 'nl-num', x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'aria-hidden': 'true',
  });
  num.textContent = node.step === null ? '' : String(node.step);
  const why = svgEl('text', {
    class: 'drawn-tree-why', x, y: y + R + 17, 'text-anchor': 'middle', 'data-testid': `${p}-tree-why`, 'data-path': node.path,
  });
  const numbers = svgEl('text', {
    class: 'drawn-tree-why subset-tree-why-numbers', x, y: y + R + 30, 'text-anchor': 'middle', 'data-testid': `${p}-tree-why`, 'data-path': node.path,
  });
  // The kill's words sit under the node but outside its group (a button named by its step).
  g.append(num);
  return {
    g, num, why, numbers,
  };
}

/** Builds the drawing of the complete tree `tree` of `items` (search order) into `svg`. */
function build(p, svg, tree, items) {
  const n = items.length;
  const lay = completeLayout(n, gapFor(n));
  const edges = svgEl('g', { class: 'nl-edges' });
  const labels = svgEl('g', { class: 'nl-labels', 'aria-hidden': 'true' });
  const body = svgEl('g', { class: 'nl-nodes' });
  const whys = svgEl('g', { class: 'drawn-tree-whys', 'aria-hidden': 'true' });
  const parts = tree.map((node, h) => {
    const part = nodeGroup(p, node, h, lay.x[h], lay.y[h]);
    body.append(part.g);
    whys.append(part.why, part.numbers);
    if (h === 0) return part;
    const up = node.parent;
    const text = `x${items[node.level - 1].item}=${node.x}`;
    part.edge = svgEl('line', {
      class: 'nl-edge', x1: lay.x[up], y1: lay.y[up] + R, x2: lay.x[h], y2: lay.y[h] - R, 'data-testid': `${p}-tree-edge`, 'data-edge': text,
    });
    // A third of the way down the edge: siblings' labels part there, and neighbours' do not meet.
    const at = (a, b) => a + (b - a) * 0.36;
    const mx = at(lay.x[up], lay.x[h]) + (node.x === 1 ? -6 : 6);
    part.label = svgEl('text', { class: 'nl-label', x: mx, y: at(lay.y[up] + R, lay.y[h] - R) + 4, 'text-anchor': node.x === 1 ? 'end' : 'start' });
    // n = 4's slots are narrow: the labels without spaces.
    part.label.textContent = n <= 3 ? `x${items[node.level - 1].item} = ${node.x}` : text;
    edges.append(part.edge);
    labels.append(part.label);
    return part;
  });
  svg.replaceChildren(edges, body, labels, whys);
  svg.setAttribute('viewBox', `0 0 ${lay.width} ${lay.height + 24}`);
  svg.setAttribute('width', String(lay.width));
  svg.setAttribute('height', String(lay.height + 24));
  return parts;
}

/** Words of node h for screen readers and its tooltip. */
function nodeName(p, node, mark, detail, shown) {
  const name = t(`${p}.tree-node`, { x: node.path || '∅', state: t(`${p}.state-${mark.state}`), detail: detail ?? '' }).trim();
  // The name starts with what the node shows: its step.
  return shown ? `${shown} — ${name}` : name;
}

/**
 * The complete subset tree's drawing of a puzzle, `prefix` its testids' and words' prefix
 * (`p`): testid `p-tree-nodes` (the <svg>), each node `p-tree-node` with
 * `data-path` (`1-0`: the x values from the root, the root ''), `data-state` ('expanding'
 * | 'live' | 'dead' | 'unseen' | 'never'), `data-killed` on dead nodes ('constraint' |
 * 'bound' | 'exhausted'), `data-step` on nodes the search reaches, `data-best` on the leaf
 * of the best x; each edge `p-tree-edge` with `data-edge` (`x1=1`); each killed node's
 * cause and numbers `p-tree-why`. Its words are the puzzle's `p.tree-…` and `p.state-…`
 * keys. `marks(tree, s)` gives the marks at a snapshot (subset-tree-layout.js
 * `subsetTreeMarks` with the puzzle's best x). `onSeek(step)` when a reached node is
 * clicked (or chosen with Enter). Returns { root, legend, render(model, snapshot) }, model
 * = { key, tree (completeTree), items (search order, `{ item }`: its given number),
 * details: { [heap]: text } (why each killed node died), numbers: { [heap]: text } };
 * `legend` is the key, for the caller to place.
 */
export function createSubsetTree(onSeek, { prefix: p, marks: marksOf }) {
  const svg = svgEl('svg', { class: 'node-tree drawn-tree subset-tree', 'data-testid': `${p}-tree-nodes`, role: 'group' });
  const box = createDrawnTreeBox(svg, onSeek);
  let built = null;
  return {
    root: box.root,
    legend: box.legend,
    render(model, s) {
      if (built?.key !== model.key) built = { key: model.key, parts: build(p, svg, model.tree, model.items) };
      const { marks, current, best } = marksOf(model.tree, s);
      let seen = 0;
      built.parts.forEach((part, h) => {
        const mark = marks[h];
        const node = model.tree[h];
        const killed = markDrawnNode(part.g, mark, { solution: h === best, current: h === current });
        if (h === best) setAttr(part.g, 'data-best', '');
        else part.g.removeAttribute('data-best');
        setText(part.why, killed ? t(`${p}.tree-why-${mark.killed}`) : '');
        setText(part.numbers, killed ? model.numbers[h] ?? '' : '');
        const reached = mark.state !== 'unseen' && mark.state !== 'never';
        if (reached) seen += 1;
        part.edge?.classList.toggle('nl-seen', reached);
        part.label?.classList.toggle('nl-seen', reached);
        // Under a dead node the edges stay as faint dashes, without their labels.
        // The deepest level of n = 4 has narrow slots: only the labels of edges reached there.
        const crowded = node.level === 4 && !reached;
        part.label?.classList.toggle('subset-tree-no-label', mark.state === 'never' || crowded);
        part.edge?.classList.toggle('nl-on-path', mark.state === 'live' || mark.state === 'expanding');
        const shown = part.num.textContent;
        const name = nodeName(p, node, mark, killed ? model.details[h] : '', shown);
        setAttr(part.g, 'aria-label', name);
        setDrawnNodeRole(part.g, node.step !== null && reached);
      });
      setAttr(svg, 'aria-label', t(`${p}.tree-label`, { n: model.items.length, seen, total: model.tree.length }));
      box.drawLegend(legendOf(p));
    },
  };
}

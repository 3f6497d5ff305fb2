//! The node-link solution-space tree (解空间树 / 状态树) of the course notes, for small
//! trees (`NODE_LINK_MAX_NODES` nodes at most, views/node-tree-switch.js): circles joined
//! by edges labelled x1=1, x2=3 …, each node marked as the notes define it
//! (docs/REFERENCE.md): 扩展结点 (expanding: the node generating its children now),
//! 活结点 (live: generated, not all its children generated yet), 死结点 (dead: pruned, or
//! all its children generated).
//! The number in a node is the step that generated it. Geometry and states:
//! node-tree-layout.js; this module writes the SVG and moves the marks with the search.
//! tree.js owns the panel and shows either this drawing or the compact strips; it fetches
//! this module on first use (issue 20), its switch and key are in node-tree-switch.js.

import { el, setAttr, setText, svgEl } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { edgeLabel, nodeLinkLayout, nodeLinkStates, nodePath } from './node-tree-layout.js';
import { tracePath, treeLayout, upperBound } from './tree-layout.js';
import { treeMove } from '../lib/keys-nav.js';
import { createTreeZoom, MAX_SCALE } from './node-tree-zoom.js';

/** Node radius, leaf slot, level height and margin, px (labels 12 px at scale 1). */
const R = 14;
const GAP = { leaf: 42, level: 76, pad: 30 };

/** One node's group: ring (expanding), circle, cross (pruned), second ring (solution), number. */
function nodeGroup(node, x, y, attrs) {
  const g = svgEl('g', { class: `nl-node nl-${attrs['data-kind']}`, ...attrs });
  g.append(svgEl('circle', { class: 'nl-ring', cx: x, cy: y, r: R + 5 }));
  if (node?.solution) g.append(svgEl('circle', { class: 'nl-goal', cx: x, cy: y, r: R + 3 }));
  g.append(svgEl('circle', { class: 'nl-disc', cx: x, cy: y, r: R }));
  if (node && !node.placed) {
    const d = R * 0.62;
    g.append(svgEl('path', { class: 'nl-cross', d: `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}` }));
  }
  const label = svgEl('text', { class: 'nl-num', x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  label.textContent = String(attrs['data-step']);
  g.append(label);
  return g;
}

/** Builds the drawing of `nodes` into `svg`; spec as tree.js `drawTree`'s. */
function build(svg, prefix, nodes, spec) {
  const lay = nodeLinkLayout(nodes, GAP);
  const edges = svgEl('g', { class: 'nl-edges' });
  const labels = svgEl('g', { class: 'nl-labels', 'aria-hidden': 'true' });
  const body = svgEl('g', { class: 'nl-nodes' });
  const nodeEls = [];
  const edgeEls = [];
  const at = (i) => (i === null ? lay.root : { x: lay.x[i], y: lay.y[i] });
  nodes.forEach((node, i) => {
    const from = at(node.parent);
    const to = at(i);
    const text = edgeLabel(node);
    const edge = svgEl('line', {
      class: 'nl-edge', x1: from.x, y1: from.y + R, x2: to.x, y2: to.y - R, 'data-testid': `${prefix}tree-edge`, 'data-edge': text,
    });
    const label = svgEl('text', { class: 'nl-label', x: to.x, y: to.y - R - 6, 'text-anchor': 'middle' });
    label.textContent = text;
    edges.append(edge);
    labels.append(label);
    edgeEls.push([edge, label]);
    const kind = node.solution ? 'solution' : node.placed ? 'placed' : 'conflict';
    const g = nodeGroup(node, to.x, to.y, {
      'data-testid': `${prefix}tree-node`, 'data-step': node.step, 'data-kind': kind,
      'data-path': nodePath(nodes, i), 'data-level': node.level, ...spec.attrs(node),
    });
    nodeEls.push(g);
    body.append(g);
  });
  const root = nodeGroup(null, lay.root.x, lay.root.y, {
    'data-testid': `${prefix}tree-node`, 'data-step': 0, 'data-kind': 'root', 'data-path': '', 'data-level': 0,
  });
  body.prepend(root);
  svg.replaceChildren(edges, body, labels);
  svg.setAttribute('viewBox', `0 0 ${lay.width} ${lay.height}`);
  svg.setAttribute('width', String(lay.width));
  svg.setAttribute('height', String(lay.height));
  // The box keeps the drawing's natural height (up to the CSS cap), so zooming out does not shrink it.
  svg.parentElement.style.setProperty('--node-tree-height', `${lay.height + 2}px`);
  return {
    key: spec.key, nodes, lay, nodeEls, edgeEls, root, entry: -1, focus: -2,
    strips: treeLayout(nodes, spec.width),
    steps: Float64Array.from(nodes, (node) => node.step),
  };
}

/**
 * Writes the states of `trace` on the drawing, and keeps in `d.trail` the nodes from the
 * root (−1) down to the current one. Returns the node to keep in view (−1: the root).
 */
function mark(d, trace) {
  const seen = upperBound(d.steps, trace.step);
  const { path, current } = tracePath(d.strips, d.steps, trace);
  const done = trace.event?.kind === 'done';
  const states = nodeLinkStates(d.nodes.length, seen, path, done);
  const onPath = new Set(path);
  d.nodeEls.forEach((g, i) => {
    setAttr(g, 'data-state', states.nodes[i]);
    g.classList.toggle('nl-current', i === current);
    d.edgeEls[i][0].classList.toggle('nl-on-path', onPath.has(i));
    d.edgeEls[i][0].classList.toggle('nl-seen', i < seen);
    d.edgeEls[i][1].classList.toggle('nl-seen', i < seen);
  });
  setAttr(d.root, 'data-state', states.root);
  d.trail = [-1, ...path];
  if (current >= 0 && !onPath.has(current)) d.trail.push(current);
  if (current >= 0) return current;
  return path.length ? path[path.length - 1] : -1;
}

/** Node i's centre (−1: the root), tree px. */
function nodeAt(d, i) {
  return i < 0 ? d.lay.root : { x: d.lay.x[i], y: d.lay.y[i] };
}

/** Scrolls the panel (never the page) so node i (−1: the root) is inside it, centring it if it was out. */
function keepInView(zoom, d, i) {
  const { x, y } = nodeAt(d, i);
  zoom.show(x, y, GAP.leaf * 1.5);
}

/** The zoom buttons above the drawing (`${prefix}tree-zoom-in`, `…-out`, `…tree-fit`). */
function buildZoomBar(prefix) {
  const b = (name, text) => el('button', {
    type: 'button', className: 'tree-zoom-button', testid: `${prefix}tree-${name}`, text,
  });
  const bar = {
    zoomIn: b('zoom-in', '+'), zoomOut: b('zoom-out', '−'), fit: b('fit', ''),
    hint: el('span', { className: 'note tree-zoom-hint', testid: `${prefix}tree-zoom-hint` }),
  };
  bar.root = el('div', { className: 'tree-zoom', role: 'group', hidden: true }, bar.zoomOut, bar.zoomIn, bar.fit, bar.hint);
  return bar;
}

/** The zoom buttons' words and state: Zoom out off at the whole tree, Zoom in at the largest. */
function renderZoomBar(bar, scale, min) {
  setAttr(bar.root, 'aria-label', t('tree.zoom-group'));
  setAttr(bar.zoomIn, 'aria-label', t('tree.zoom-in'));
  setAttr(bar.zoomOut, 'aria-label', t('tree.zoom-out'));
  setText(bar.fit, t('tree.zoom-fit'));
  setAttr(bar.fit, 'aria-label', t('tree.zoom-fit-label'));
  setText(bar.hint, t('tree.zoom-hint'));
  bar.zoomOut.disabled = scale <= min * 1.0001;
  bar.zoomIn.disabled = scale >= MAX_SCALE;
}

/** Node i (−1: the root) becomes the drawing's one Tab stop, named for screen readers. */
function setEntry(d, i, name, focus = false) {
  const g = i < 0 ? d.root : d.nodeEls[i];
  const old = d.entry < 0 ? d.root : d.nodeEls[d.entry];
  if (old !== g) for (const attr of ['tabindex', 'role', 'aria-label']) old.removeAttribute(attr);
  d.entry = i;
  setAttr(g, 'tabindex', '0');
  setAttr(g, 'role', 'button');
  setAttr(g, 'aria-label', name(i));
  if (focus) g.focus({ preventScroll: true });
}

/**
 * The node-link view inside `scroller` (its <svg> is `svg`, testid `${prefix}tree-nodes`).
 * `onSeek(step)` when a node is clicked or chosen with Enter. Returns { draw(spec, nodes),
 * hide() }: `draw` builds the drawing when `spec.key` changes (the caller keeps to
 * NODE_LINK_MAX_NODES), then moves the marks to `spec.trace`.
 */
export function createNodeTree(scroller, svg, prefix, onSeek) {
  let d = null;
  let name = () => '';
  const bar = buildZoomBar(prefix);
  scroller.before(bar.root);
  const zoom = createTreeZoom(scroller, svg, {
    size: () => (d ? { width: d.lay.width, height: d.lay.height } : null),
    current: () => (d ? nodeAt(d, d.focus < -1 ? -1 : d.focus) : { x: 0, y: 0 }),
    trail: () => (d ? d.trail.map((i) => nodeAt(d, i)) : []),
    onChange: (scale, min) => renderZoomBar(bar, scale, min),
  });
  bar.zoomIn.addEventListener('click', () => zoom.zoom(1));
  bar.zoomOut.addEventListener('click', () => zoom.zoom(-1));
  bar.fit.addEventListener('click', () => zoom.fit());
  svg.addEventListener('click', (event) => {
    const g = event.target.closest('[data-step]');
    if (g && !zoom.isDrag()) onSeek(Number(g.dataset.step));
  });
  svg.addEventListener('keydown', (event) => {
    if (!d || event.altKey || event.ctrlKey || event.metaKey) return;
    if (zoom.onKey(event)) {
      event.preventDefault();
      return;
    }
    const i = d.entry;
    const parent = i < 0 ? -1 : d.nodes[i].parent ?? -1;
    const kids = i < 0 ? d.lay.rootChildren : d.lay.children[i];
    // The root is -1, its descendants 0 … in visiting order.
    const next = treeMove(event.key, i, {
      first: -1, last: d.nodes.length - 1, parent, firstChild: kids[0],
    });
    if (next !== undefined) {
      event.preventDefault();
      setEntry(d, next, name, true);
      keepInView(zoom, d, next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSeek(i < 0 ? 0 : d.nodes[i].step);
    }
  });
  return {
    draw(spec, nodes) {
      // A drawing built again under the keyboard keeps the focus on the same node (its path).
      let focusPath = null;
      const fresh = d?.key !== spec.key;
      if (fresh) {
        if (svg.contains(document.activeElement)) focusPath = document.activeElement.getAttribute('data-path');
        d = build(svg, prefix, nodes, spec);
      }
      const nodeName = spec.nodeLabel;
      name = (i) => (i < 0 ? t('tree.nl-root', { state: t(`tree.nl-state-${d.root.dataset.state}`) })
        : t('tree.nl-node', { edge: edgeLabel(d.nodes[i]), state: t(`tree.nl-state-${d.nodeEls[i].dataset.state}`), name: nodeName(d.nodes[i]) }));
      scroller.hidden = false;
      bar.root.hidden = false;
      const focus = mark(d, spec.trace);
      // A new drawing opens fitted to the box; then the view follows the current node.
      if (fresh) {
        d.focus = focus;
        zoom.fit();
      } else if (focus !== d.focus) {
        d.focus = focus;
        keepInView(zoom, d, focus);
      }
      renderZoomBar(bar, zoom.scale, zoom.min);
      if (focusPath !== null) {
        // −1 is the root (path ""); a path the new tree lacks gives its current node.
        const same = focusPath === '' ? -1 : d.nodeEls.findIndex((g) => g.dataset.path === focusPath);
        setEntry(d, same === -1 && focusPath !== '' ? focus : same, name, true);
      } else if (!svg.contains(document.activeElement)) setEntry(d, focus, name);
      else setAttr(d.entry < 0 ? d.root : d.nodeEls[d.entry], 'aria-label', name(d.entry));
      setAttr(svg, 'aria-label', spec.label);
      return true;
    },
    hide() {
      scroller.hidden = true;
      bar.root.hidden = true;
    },
  };
}

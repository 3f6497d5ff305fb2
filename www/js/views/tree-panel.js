//! The tree panel for any puzzle drawn by `draw` (a stepper page's): heading, note, the
//! button that asks for a large tree, the drawing and its key. The nodes come from the
//! state (worked out by the puzzle's actions); tree.js draws them and follows the search.

import { el, button, svgEl, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { createTreeView } from './tree.js';

/**
 * Appends the panel to `root`: testids `${testidPrefix}tree`, `…tree-note`,
 * `…show-tree`. `puzzle` gives `treeLegend`, `treeSpec(snapshot)` and `treeNote(tree,
 * size)`, `treeNodeKeys` (its words in the node-link drawing's key); `actions` =
 * { seek(step), showTree(), setTreeStyle(style) }. Returns `{ render(tree, snapshot, style) }`,
 * `tree` = { key, size: 'small' | 'large' | 'huge', nodes, limit } (nodes: tree.js treeNodes),
 * `style` = 'strips' | 'nodes' (the page's tree drawing, state.treeStyle).
 */
export function createTreePanelView(root, { puzzle, testidPrefix: p, actions }) {
  const els = {
    heading: el('h2', { id: `${p}tree-heading` }),
    note: el('p', { className: 'note', testid: `${p}tree-note` }),
    show: button(`${p}show-tree`, { hidden: true }),
    scroller: el('div', { className: 'tree-scroller', hidden: true }),
    svg: svgEl('svg', {
      class: 'tree', id: `${p}tree`, 'data-testid': `${p}tree`, role: 'img', 'data-own-keys': '',
    }),
    legend: el('ul', { className: 'tree-legend' }),
  };
  els.scroller.append(els.svg);
  root.append(el(
    'section',
    { className: 'panel tree-panel', 'aria-labelledby': `${p}tree-heading` },
    els.heading, els.note, els.show, els.scroller, els.legend,
  ));
  els.show.addEventListener('click', () => actions.showTree());
  const view = createTreeView(els, (step) => actions.seek(step), {
    legend: puzzle.treeLegend, nodeKeys: puzzle.treeNodeKeys, onStyle: (style) => actions.setTreeStyle(style),
  });
  return {
    render(tree, snapshot, style = 'strips') {
      setText(els.heading, t('tree.heading'));
      if (tree.size !== 'small') {
        view.message(...puzzle.treeNote(tree, snapshot));
        return;
      }
      view.draw({
        key: tree.key,
        load: () => tree.nodes.map((node) => ({ ...node, level: node.depth })),
        ...puzzle.treeSpec(snapshot),
        style,
      });
    },
  };
}

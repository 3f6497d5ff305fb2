//! The N-Queens solution-space tree (解空间树) panel: the queens' spec for the shared tree
//! view (views/tree.js): one node per square tried, strips of N cells, row labels, the
//! queens' key; the whole tree from the wasm `Stepper.tree` (puzzles/queens/puzzle.js `searchTree`) for N ≤ `treeMaxN`, drawn at
//! once up to TREE_AUTO_MAX_N and on request above it.

import { t } from '../../lib/i18n.js';
import { createTreeView, treeNodes } from '../../views/tree.js';

/** Largest N whose tree is drawn without asking (a JS policy). */
export const TREE_AUTO_MAX_N = 6;

/** Cell size (px) by N, so that N ≤ 6 fit the 500 px under the board; the other measures follow. */
const CELL = [0, 24, 24, 24, 24, 15, 10];
/** Cell size (px) above N = 6. */
const SMALL_CELL = 10;

/** The key under the N-Queens drawing: [swatch kind, text key]. */
const LEGEND = [
  ['placed', 'tree.key-placed'],
  ['conflict', 'tree.key-conflict'],
  ['solution', 'tree.key-solution'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['tag', 'tree.key-tag', '3'],
  ['root', 'tree.key-root'],
];

/** The queens' words in the node-link drawing's key (node-tree.js `nodeLegend`). */
const NODE_KEYS = { pruned: 'tree.nl-pruned', edge: 'tree.nl-edge' };

/** The N-Queens search's trace for `tracePath`: the columns placed and the last event. */
function queensTrace(snapshot) {
  const choices = [];
  for (const col of snapshot.x) {
    if (col === 0) break;
    choices.push(col);
  }
  const e = snapshot.event;
  return { step: snapshot.step, choices, event: e && { kind: e.kind, choice: e.col } };
}

/** The N-Queens tree's spec for the tree view's `draw`. */
function queensSpec({
  n, allSolutions, snapshot, loadNodes, style,
}) {
  return {
    key: `${n}:${allSolutions}`,
    style,
    load: () => treeNodes(loadNodes(n, allSolutions)).map((node) => ({
      ...node, level: node.depth, row: node.depth, col: node.choice,
    })),
    width: n,
    cell: CELL[n] ?? SMALL_CELL,
    levelLabel: (row) => t('tree.row', { row }),
    attrs: (node) => ({ 'data-row': node.row, 'data-col': node.col }),
    nodeLabel: (node, kind) => t('tree.node', {
      row: node.row, col: node.col, kind: t(`tree.key-${kind}`), step: node.step,
    }),
    trace: queensTrace(snapshot),
    status: (seen, nodes) => t('tree.status', { nodes, seen }),
    label: (seen, nodes) => t('tree.label', { n, nodes, seen }),
  };
}

/**
 * The queens' tree panel over `els` (see views/tree.js); `onSeek(step)` when a node is
 * chosen, `onStyle(style)` from the strips / node-link switch, `treeMaxN` the largest N
 * the core gives a tree for. Call `render({ n, allSolutions, wanted, view, loadNodes,
 * style })` on every page render (`view` = the stepper's snapshot, `loadNodes` = the wasm
 * `Stepper.tree`): it builds the drawing when N or the mode changed (and, above
 * TREE_AUTO_MAX_N, once `wanted`), then only moves the marks.
 */
export function createQueensTreeView(els, onSeek, { treeMaxN, onStyle }) {
  const view = createTreeView(els, onSeek, {
    legend: LEGEND, nodeKeys: NODE_KEYS, onStyle, tooManyKey: 'tree.nl-too-many',
  });
  return {
    render({
      n, allSolutions, wanted, view: snapshot, loadNodes, style = 'strips',
    }) {
      view.style(style);
      if (n > treeMaxN) {
        view.message('tree.too-big', { max: treeMaxN }, false);
      } else if (n > TREE_AUTO_MAX_N && !wanted) {
        view.message('tree.ask', { n, auto: TREE_AUTO_MAX_N }, true);
      } else {
        view.draw(queensSpec({
          n, allSolutions, snapshot, loadNodes, style,
        }));
        els.svg.dataset.n = String(n);
      }
    },
  };
}

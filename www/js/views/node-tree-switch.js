//! The parts of the node-link tree's panel that the first view needs (views/tree.js): the
//! switch between the compact strips and the node-link drawing, its key, and its size
//! limit. The drawing itself (node-tree.js) is fetched when it is first shown.

import { el, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/** Most nodes drawn as a node-link tree (N = 5 has 220; N = 6 has 894): a JS policy. */
export const NODE_LINK_MAX_NODES = 250;

/**
 * The key under the node-link drawing ([swatch kind, i18n key, swatch text?]), with the
 * puzzle's words for a pruned node and for the edge labels (`keys` = { pruned, edge }).
 */
export function nodeLegend(keys) {
  return [
    ['nl-expanding', 'tree.nl-expanding'],
    ['nl-live', 'tree.nl-live'],
    ['nl-dead', 'tree.nl-dead'],
    ['nl-pruned', keys.pruned],
    ['nl-solution', 'tree.nl-solution'],
    ['nl-unseen', 'tree.nl-unseen'],
    ['nl-current', 'tree.nl-current'],
    ['nl-number', 'tree.nl-number', '7'],
    ['nl-edge', keys.edge, 'x2=3'],
  ];
}


/** The panel's switch between the compact strips and this drawing (a labelled <select>). */
export function buildStyleSwitch(prefix, onStyle) {
  const select = el('select', { testid: `${prefix}tree-style`, id: `${prefix}tree-style` });
  select.append(el('option', { value: 'strips' }), el('option', { value: 'nodes' }));
  const label = el('label', { className: 'tree-style', for: `${prefix}tree-style` }, el('span'), select);
  select.addEventListener('change', () => onStyle(select.value === 'nodes' ? 'nodes' : 'strips'));
  return {
    root: label,
    render(style) {
      setText(label.firstChild, t('tree.style'));
      setText(select.options[0], t('tree.style-strips'));
      setText(select.options[1], t('tree.style-nodes'));
      if (select.value !== style) select.value = style;
    },
  };
}

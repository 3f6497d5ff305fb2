//! A labelled slider row as the page's panels show it: `<input type=range>` and its
//! `<output>` (its hooks with `-value` added), and a table of words written at render time.

import { el, setText, setAttr } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/**
 * A range input with its output: `{ row, input, output }`. `testid` is the input's testid,
 * or its hooks `{ testid, hook }` (lib/dom.js `hooks`); the output's are theirs + `-value`.
 */
export function rangeRow(id, testid, min, max, value) {
  const { testid: name, hook = null } = typeof testid === 'string' ? { testid } : testid;
  const input = el('input', {
    type: 'range', id, testid: name, hook, min, max, value, step: 1,
  });
  const output = el('output', { for: id, testid: `${name}-value`, hook: hook && `${hook}-value` });
  return { row: el('div', { className: 'range-row' }, input, output), input, output };
}

/**
 * Writes translated words: `labels` = [[node, i18n key, attribute?], …]; without an
 * attribute the key's text is the node's text.
 */
export function renderLabels(labels) {
  for (const [node, key, attr] of labels) {
    if (attr) setAttr(node, attr, t(key));
    else setText(node, t(key));
  }
}

//! The knapsack's part of the page state (`state.knapsack`) and the user intents that
//! change it: the instance (edited in the item editor, or opened from a link), the search
//! (engine/search-loop.js on the knapsack module's `new_stepper`) and what is worked
//! out per instance (the optimum by dynamic programming, the tree). The view
//! (puzzles/knapsack/view.js) only reads the slice and calls these actions.

import {
  dpBest, fraction, killReason, newStepper, packedTree,
} from './puzzle.js';
import { COMPLETE_TREE_MAX_ITEMS, completeTree } from './tree.js';
import { treeNodes } from '../../views/tree-layout.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState } from '../../app/instance-actions.js';

/** Larger instances draw the nodes the search tries as strips, up to this many. */
export const TREE_MAX_NODES = 20000;


/**
 * The slice at start, on `textbook` (the instance a bare `puzzle=knapsack` opens, from the
 * core: src/puzzles/knapsack/lib.rs). Shape: `{ w, v, c }` the instance searched (weights and values in
 * the order given), `draft` the editor's texts `{ w: [string], v: [string], c: string }`
 * and `draftError` (a message, or null), `dp` the optimum by dynamic programming, `tree`
 * (see `treeOf`), `speed`, `pauseAtSolution`.
 */
export function knapsackState(textbook) {
  return { ...instanceState(textbook, draftOf), dp: null };
}

/** The editor's texts for an instance. */
function draftOf({ w, v, c }) {
  return { w: w.map(String), v: v.map(String), c: String(c) };
}

/**
 * The tree of `instance`: `{ key, complete: true, tree, items, details, numbers }` for n ≤
 * COMPLETE_TREE_MAX_ITEMS (the complete binary tree, with why each killed node died, read
 * from the core's event at its step), else the strips' `{ key, size, nodes, limit }`
 * (views/tree-panel.js).
 */
function treeOf(instance) {
  const key = `${instance.w.join('-')}|${instance.v.join('-')}|${instance.c}`;
  const packed = packedTree(instance, TREE_MAX_NODES);
  if (instance.w.length > COMPLETE_TREE_MAX_ITEMS) {
    return packed ? { key, size: 'small', nodes: treeNodes(packed) } : { key, size: 'huge', nodes: null, limit: TREE_MAX_NODES };
  }
  const nodes = treeNodes(packed);
  const tree = completeTree(instance.w.length, nodes);
  const probe = newStepper(null, instance);
  const details = {};
  const numbers = {};
  const { items } = probe.view();
  tree.forEach((node, h) => {
    if (!node.killed) return;
    const { event } = probe.seek(node.step);
    details[h] = killReason(event);
    numbers[h] = event.take ? `${event.weight} > ${event.capacity}` : `${fraction(event.num, event.den)} ≤ ${event.best}`;
  });
  probe.free();
  return {
    key, complete: true, tree, items, details, numbers,
  };
}

/**
 * The editor's texts as an instance, or the first fault `{ key, params }` against `limits`;
 * full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const whole = (text, max) => {
    const digits = readTyped(text).trim();
    return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= max ? Number(digits) : null;
  };
  const w = draft.w.map((x) => whole(x, limits.knapMaxWeight));
  const v = draft.v.map((x) => whole(x, limits.knapMaxValue));
  for (let i = 0; i < w.length; i += 1) {
    if (w[i] === null) return { fault: { key: 'knap.editor-bad', params: { i: i + 1, what: 'w', max: groupDigits(limits.knapMaxWeight) } } };
    if (v[i] === null) return { fault: { key: 'knap.editor-bad', params: { i: i + 1, what: 'v', max: groupDigits(limits.knapMaxValue) } } };
  }
  const c = whole(draft.c, limits.knapMaxCapacity);
  if (c === null) return { fault: { key: 'knap.editor-bad-capacity', params: { max: groupDigits(limits.knapMaxCapacity) } } };
  return { instance: { w, v, c } };
}

/** The item editor's intents: an edited field, Add, Remove. */
function editorIntents({
  store, limits, userAction, slice, applyDraft,
}) {
  return {
    /** An edited field (`field` 'w' | 'v' with the item's 0-based `index`, or 'c'): applied when the whole draft is valid. */
    editItem(field, index, text) {
      userAction();
      const d = slice().draft;
      const draft = field === 'c' ? { ...d, c: text } : { ...d, [field]: d[field].map((x, i) => (i === index ? text : x)) };
      applyDraft(draft);
      store.flush();
    },
    addItem() {
      userAction();
      const d = slice().draft;
      if (d.w.length >= limits.knapMaxItems) return;
      applyDraft({ ...d, w: [...d.w, '10'], v: [...d.v, '10'] });
      store.flush();
    },
    removeItem(index) {
      userAction();
      const d = slice().draft;
      if (d.w.length <= 1) return;
      applyDraft({ ...d, w: d.w.filter((_, i) => i !== index), v: d.v.filter((_, i) => i !== index) });
      store.flush();
    },
  };
}

/**
 * The knapsack's actions on `store` (`store.state.knapsack` its slice;
 * app/instance-actions.js). `deps` = { limits (wasm `limits()`: knapMaxItems,
 * knapMaxWeight, knapMaxValue, knapMaxCapacity), textbook (the instance `{ w, v, c }` a
 * bare `puzzle=knapsack` link opens), onError(message), userAction(), navigate() }. Each
 * user intent ends with `store.flush()`.
 */
export function createKnapsackActions(store, deps) {
  return createInstanceActions(store, deps, {
    id: 'knapsack',
    fields: ['w', 'v', 'c'],
    newStepper: (size) => newStepper(null, size),
    draftOf,
    readDraft,
    // The optimum by dynamic programming and the tree.
    derived: (instance) => ({ dp: dpBest(instance), tree: treeOf(instance) }),
  }, editorIntents);
}

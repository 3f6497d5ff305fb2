//! The knapsack's part of the page state (`state.knapsack`) and the user intents that
//! change it: the instance (edited in the item editor, or opened from a link), the search
//! (engine/search-loop.js on the knapsack module's `new_stepper`) and what is worked
//! out per instance (the optimum by dynamic programming, the tree). The view
//! (puzzles/knapsack/view.js) only reads the slice and calls these actions.

import {
  dpBest, fraction, killReason, newStepper, packedTree,
} from './puzzle.js';
import { subsetTreeModel } from '../../views/subset-tree-layout.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState, itemTableIntents } from '../../app/instance-actions.js';

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
  return subsetTreeModel({
    key: `${instance.w.join('-')}|${instance.v.join('-')}|${instance.c}`,
    n: instance.w.length,
    packed: packedTree(instance, TREE_MAX_NODES),
    limit: TREE_MAX_NODES,
    probe: () => newStepper(null, instance),
    // The items in the search's order (of value per weight).
    items: (probe) => probe.view().items,
    reason: killReason,
    numbers: (event) => (event.take ? `${event.weight} > ${event.capacity}` : `${fraction(event.num, event.den)} ≤ ${event.best}`),
  });
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
    // The item editor: the items' weights and values, the capacity.
  }, itemTableIntents({ columns: ['w', 'v'], added: { w: '10', v: '10' }, max: (limits) => limits.knapMaxItems }));
}

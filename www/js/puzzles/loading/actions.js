//! The loading problem's part of the page state (`state.loading`) and the user intents that
//! change it: the instance (edited in the editor, or opened from a link), the search
//! (engine/search-loop.js on the loading module's `new_stepper`) and the tree worked out
//! per instance. The view (puzzles/loading/view.js) only reads the slice and calls these
//! actions.

import {
  killNumbers, killReason, newStepper, packedTree,
} from './puzzle.js';
import { subsetTreeModel } from '../../views/subset-tree-layout.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState, itemTableIntents } from '../../app/instance-actions.js';

/** Larger instances draw the nodes the search tries as strips, up to this many. */
export const TREE_MAX_NODES = 20000;


/**
 * The slice at start, on `textbook` (the instance a bare `puzzle=loading` opens, from the
 * core: src/puzzles/loading/lib.rs). Shape: `{ w, c1, c2 }` the instance searched (weights
 * in the order given), `draft` the editor's texts `{ w: [string], c1: string, c2: string }`
 * and `draftError` (`{ key, params }`, or null: the last good instance is kept), `tree`
 * (see `treeOf`), `speed`, `pauseAtSolution`.
 */
export function loadingState(textbook) {
  return instanceState(textbook, draftOf);
}

/** The editor's texts for an instance. */
function draftOf({ w, c1, c2 }) {
  return { w: w.map(String), c1: String(c1), c2: String(c2) };
}

/**
 * The tree of `instance`: `{ key, complete: true, tree, items, details, numbers }` for n ≤
 * COMPLETE_TREE_MAX_ITEMS (the complete binary tree, with why each killed node died, read
 * from the core's event at its step), else the strips' `{ key, size, nodes, limit }`
 * (views/tree-panel.js).
 */
function treeOf(instance) {
  return subsetTreeModel({
    key: `${instance.w.join('-')}|${instance.c1}|${instance.c2}`,
    n: instance.w.length,
    packed: packedTree(instance, TREE_MAX_NODES),
    limit: TREE_MAX_NODES,
    probe: () => newStepper(null, instance),
    // The containers go in the order given.
    items: () => instance.w.map((weight, i) => ({ item: i + 1, weight })),
    reason: killReason,
    numbers: killNumbers,
  });
}

/**
 * The editor's texts as an instance, or the first fault `{ key, params }` against `limits`
 * (a weight, c₁, c₂, then Σw ≤ c₁ + c₂); full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const whole = (text, max) => {
    const digits = readTyped(text).trim();
    return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= max ? Number(digits) : null;
  };
  const w = draft.w.map((x) => whole(x, limits.loadMaxWeight));
  const bad = w.indexOf(null);
  if (bad >= 0) return { fault: { key: 'load.editor-bad', params: { i: bad + 1, max: groupDigits(limits.loadMaxWeight) } } };
  const c1 = whole(draft.c1, limits.loadMaxCapacity);
  const c2 = whole(draft.c2, limits.loadMaxCapacity);
  for (const [c, ship] of [[c1, 'c1'], [c2, 'c2']]) {
    if (c === null) return { fault: { key: 'load.editor-bad-capacity', params: { ship, max: groupDigits(limits.loadMaxCapacity) } } };
  }
  const total = w.reduce((a, b) => a + b, 0);
  if (total > c1 + c2) return { fault: { key: 'load.editor-too-heavy', params: { total, room: c1 + c2 } } };
  return { instance: { w, c1, c2 } };
}

/**
 * The loading problem's actions on `store` (`store.state.loading` its slice;
 * app/instance-actions.js). `deps` = { limits (wasm `limits()`: loadMaxItems,
 * loadMaxWeight, loadMaxCapacity), textbook (the instance `{ w, c1, c2 }` a bare
 * `puzzle=loading` link opens), onError(message), userAction(), navigate() }. Each user
 * intent ends with `store.flush()`.
 */
export function createLoadingActions(store, deps) {
  return createInstanceActions(store, deps, {
    id: 'loading',
    fields: ['w', 'c1', 'c2'],
    newStepper: (size) => newStepper(null, size),
    draftOf,
    readDraft,
    derived: (instance) => ({ tree: treeOf(instance) }),
    // The editor: the containers' weights, the two capacities.
  }, itemTableIntents({ columns: ['w'], added: { w: '10' }, max: (limits) => limits.loadMaxItems }));
}

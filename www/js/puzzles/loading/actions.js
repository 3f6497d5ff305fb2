//! The loading problem's part of the page state (`state.loading`) and the user intents that
//! change it: the instance (edited in the editor, or opened from a link), the search
//! (engine/search-loop.js on the loading module's `new_stepper`) and the tree worked out
//! per instance. The view (puzzles/loading/view.js) only reads the slice and calls these
//! actions.

import {
  killNumbers, killReason, newStepper, packedTree,
} from './puzzle.js';
import { COMPLETE_TREE_MAX_ITEMS, completeTree } from './tree.js';
import { treeNodes } from '../../views/tree-layout.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState } from '../../app/instance-actions.js';

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
  const key = `${instance.w.join('-')}|${instance.c1}|${instance.c2}`;
  const packed = packedTree(instance, TREE_MAX_NODES);
  if (instance.w.length > COMPLETE_TREE_MAX_ITEMS) {
    return packed ? { key, size: 'small', nodes: treeNodes(packed) } : { key, size: 'huge', nodes: null, limit: TREE_MAX_NODES };
  }
  const nodes = treeNodes(packed);
  const tree = completeTree(instance.w.length, nodes);
  const probe = newStepper(null, instance);
  const details = {};
  const numbers = {};
  const items = instance.w.map((weight, i) => ({ item: i + 1, weight }));
  tree.forEach((node, h) => {
    if (!node.killed) return;
    const { event } = probe.seek(node.step);
    details[h] = killReason(event);
    numbers[h] = killNumbers(event);
  });
  probe.free();
  return {
    key, complete: true, tree, items, details, numbers,
  };
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

/** The editor's intents: an edited field, Add, Remove. */
function editorIntents({
  store, limits, userAction, slice, applyDraft,
}) {
  return {
    /** An edited field (`field` 'w' with the container's 0-based `index`, or 'c1' | 'c2'): applied when the whole draft is valid. */
    editItem(field, index, text) {
      userAction();
      const d = slice().draft;
      const draft = field === 'w' ? { ...d, w: d.w.map((x, i) => (i === index ? text : x)) } : { ...d, [field]: text };
      applyDraft(draft);
      store.flush();
    },
    addItem() {
      userAction();
      const d = slice().draft;
      if (d.w.length >= limits.loadMaxItems) return;
      applyDraft({ ...d, w: [...d.w, '10'] });
      store.flush();
    },
    removeItem(index) {
      userAction();
      const d = slice().draft;
      if (d.w.length <= 1) return;
      applyDraft({ ...d, w: d.w.filter((_, i) => i !== index) });
      store.flush();
    },
  };
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
  }, editorIntents);
}

//! The combinations' part of the page state (`state.combinations`) and the user intents
//! that change it: the instance (n, r and the bound switch, edited in the editor or opened
//! from a link), the search (engine/search-loop.js on the combinations module's
//! `new_stepper`) and the tree worked out per instance. The view
//! (puzzles/combinations/view.js) only reads the slice and calls these actions.

import {
  killNumbers, killReason, newStepper, packedTree,
} from './puzzle.js';
import { DRAWN_MAX_NODES } from './tree.js';
import { treeNodes } from '../../views/tree-layout.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState } from '../../app/instance-actions.js';

/** The strips draw at most this many nodes (the limits keep every tree below it). */
export const TREE_MAX_NODES = 20000;

/**
 * The slice at start, on `textbook` (the instance a bare `puzzle=combinations` opens, from
 * the core: src/puzzles/combinations/lib.rs). Shape: `{ n, r, bound }` the instance
 * searched, `draft` the editor's texts `{ n: string, r: string }` and `draftError`
 * (`{ key, params }`, or null: the last good instance is kept), `tree` (see `treeOf`),
 * `speed`, `pauseAtSolution`.
 */
export function combinationsState(textbook) {
  return instanceState(textbook, draftOf);
}

/** The editor's texts for an instance. */
function draftOf({ n, r }) {
  return { n: String(n), r: String(r) };
}

/**
 * The tree of `instance`: `{ key, drawn: true, nodes, details, numbers, causes }` up to
 * DRAWN_MAX_NODES nodes (every node the search generates, with why each killed node died,
 * read from the core's event at its step), else the strips' `{ key, size, nodes, limit }`
 * (views/tree-panel.js).
 */
function treeOf(instance) {
  const key = `${instance.n}|${instance.r}|${instance.bound}`;
  const packed = packedTree(instance, TREE_MAX_NODES);
  if (!packed) return { key, size: 'huge', nodes: null, limit: TREE_MAX_NODES };
  const nodes = treeNodes(packed);
  if (nodes.length > DRAWN_MAX_NODES) return { key, size: 'small', nodes };
  const probe = newStepper(null, instance);
  const details = {};
  const numbers = {};
  const causes = {};
  nodes.forEach((node, i) => {
    if (node.placed) return;
    const { event } = probe.seek(node.step);
    details[i] = killReason(event);
    numbers[i] = killNumbers(event);
    causes[i] = event.cause;
  });
  probe.free();
  return {
    key, drawn: true, nodes, details, numbers, causes,
  };
}

/**
 * The editor's texts as `{ n, r }`, or the first fault `{ key, params }` against `limits`
 * (n, then r); full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const whole = (text) => {
    const digits = readTyped(text).trim();
    return /^\d+$/.test(digits) ? Number(digits) : null;
  };
  const n = whole(draft.n);
  if (n === null || n < 1 || n > limits.combMaxN) return { fault: { key: 'comb.editor-bad-n', params: { max: limits.combMaxN } } };
  const r = whole(draft.r);
  if (r === null || r < 1 || r > n) return { fault: { key: 'comb.editor-bad-r', params: { n } } };
  return { instance: { n, r } };
}

/** The editor's intents: an edited field, the bound switch. */
function editorIntents({
  store, userAction, navigate, slice, pause, setInstance, applyDraft,
}) {
  return {
    /** An edited field ('n' | 'r'): applied when the whole draft is valid, else the last good instance is kept. */
    editItem(field, text) {
      userAction();
      applyDraft({ ...slice().draft, [field]: text }, (instance) => ({ ...instance, bound: slice().bound }));
      store.flush();
    },
    /** The bound x[t] ≤ n − r + t on or off: the same n and r, searched again from step 0. */
    setBound(on) {
      userAction();
      navigate();
      pause();
      setInstance({ n: slice().n, r: slice().r, bound: on });
      store.flush();
    },
  };
}

/**
 * The combinations' actions on `store` (`store.state.combinations` its slice;
 * app/instance-actions.js). `deps` = { limits (wasm `limits()`: combMaxN), textbook (the
 * instance `{ n, r, bound }` a bare `puzzle=combinations` link opens), onError(message),
 * userAction(), navigate() }. Each user intent ends with `store.flush()`.
 */
export function createCombinationsActions(store, deps) {
  return createInstanceActions(store, deps, {
    id: 'combinations',
    fields: ['n', 'r', 'bound'],
    newStepper: (size) => newStepper(null, size),
    draftOf,
    readDraft,
    derived: (instance) => ({ tree: treeOf(instance) }),
  }, editorIntents);
}

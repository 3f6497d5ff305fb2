//! The fill-in's part of the page state (`state.fillin`) and the user intents that change
//! it: the instance (N, edited in the editor or opened from a link), the search
//! (engine/search-loop.js on the fill-in module's `new_stepper`), the count of every filling
//! and the tree worked out per instance (app/instance-actions.js). The view
//! (puzzles/fillin/view.js) only reads the slice and calls these actions.

import * as pkg from '../../../pkg/fillin.js';
import { newStepper } from './puzzle.js';
import { treeNodes } from '../../views/tree-layout.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState } from '../../app/instance-actions.js';

/** Trees up to this many nodes are drawn at once; larger ones up to TREE_MAX_NODES on request. */
export const TREE_AUTO_NODES = 1500;
export const TREE_MAX_NODES = 20000;

/** The editor's text of an instance. */
const draftOf = ({ max }) => ({ max: String(max) });

/**
 * The slice at start, on `textbook` (`{ max }`, the instance a bare `puzzle=fillin` opens):
 * `{ max, draft: { max: string }, draftError, tree, count, speed, pauseAtSolution }`;
 * `count` is `{ fillings, steps, finished }` (wasm `fillin_count`), `tree` as
 * views/tree-panel.js takes it.
 */
export function fillinState(textbook) {
  return { ...instanceState(textbook, draftOf), count: null, treeWanted: false };
}

/**
 * The search's tree of N = `max`: drawn at once up to TREE_AUTO_NODES nodes, up to
 * TREE_MAX_NODES when `wanted`; `{ key, size: 'small' | 'large' | 'huge', nodes, limit }`.
 */
export function treeOf({ max }, wanted) {
  const key = `fillin:${max}`;
  const cap = wanted ? TREE_MAX_NODES : TREE_AUTO_NODES;
  const stepper = pkg.new_stepper(max);
  const packed = stepper.tree(cap);
  stepper.free();
  if (packed) return { key, size: 'small', nodes: treeNodes(packed) };
  return {
    key, size: wanted ? 'huge' : 'large', nodes: null, limit: cap,
  };
}

/** The count of every filling of N = `max`: `{ fillings, steps, finished }`. */
export function countOf({ max }) {
  const [fillings, steps, finished] = pkg.fillin_count(max);
  return { fillings, steps, finished: finished === 1 };
}

/**
 * The editor's text as `{ max }`, or its fault `{ key, params }` against `limits`
 * (fillinMin..fillinMax); full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const digits = readTyped(draft.max).trim();
  const max = /^\d+$/.test(digits) ? Number(digits) : null;
  if (max === null || max < limits.fillinMin || max > limits.fillinMax) {
    return { fault: { key: 'fillin.editor-bad-max', params: { min: limits.fillinMin, max: limits.fillinMax } } };
  }
  return { instance: { max } };
}

/** The editor's intents: N edited, the large tree asked for. */
function editorIntents({
  store, userAction, slice, change, applyDraft,
}) {
  return {
    /** N as typed: applied when it reads, else the last good N is kept with the fault. */
    editItem(_field, text) {
      userAction();
      applyDraft({ max: text });
      store.flush();
    },
    showTree() {
      userAction();
      change({ treeWanted: true, tree: treeOf(slice(), true) });
      store.flush();
    },
  };
}

/**
 * The fill-in's actions on `store` (`store.state.fillin` its slice; app/instance-actions.js).
 * `deps` = { limits (wasm `limits()`: fillinMin, fillinMax), textbook (`{ max }`),
 * onError(message), userAction(), navigate() }. Each user intent ends with `store.flush()`.
 */
export function createFillinActions(store, deps) {
  return createInstanceActions(store, deps, {
    id: 'fillin',
    fields: ['max'],
    newStepper: (size) => newStepper(null, size),
    draftOf,
    readDraft,
    derived: (instance) => ({ count: countOf(instance), tree: treeOf(instance, false), treeWanted: false }),
  }, editorIntents);
}

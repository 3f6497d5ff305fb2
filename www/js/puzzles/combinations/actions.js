//! The combinations' part of the page state (`state.combinations`) and the user intents
//! that change it: the instance (n, r and the bound switch, edited in the editor or opened
//! from a link), the search (engine/search-loop.js on the combinations module's
//! `new_stepper`) and the tree worked out per instance. The view
//! (puzzles/combinations/view.js) only reads the slice and calls these actions.

import { createSearchLoop, DEFAULT_SPEED } from '../../engine/search-loop.js';
import {
  killNumbers, killReason, newStepper, packedTree,
} from './puzzle.js';
import { DRAWN_MAX_NODES } from './tree.js';
import { treeNodes } from '../../views/tree-layout.js';
import { readTyped } from '../../lib/typed.js';
import { isBusy } from '../../app/state.js';
import { controlIntents, stepperIntents } from '../../app/stepper-intents.js';

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
  return {
    ...textbook,
    draft: draftOf(textbook),
    draftError: null,
    tree: null,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
  };
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

/** The engine and the helpers the intents share. */
function createContext(store, deps) {
  const slice = () => store.state.combinations;
  const stepper = () => store.state.steppers.combinations;
  const change = (changes) => store.update({ combinations: { ...slice(), ...changes } });
  const search = createSearchLoop({
    create: (size) => newStepper(null, size),
    onChange(report) {
      store.update({ steppers: { ...store.state.steppers, combinations: report } });
    },
    onError: deps.onError,
  });
  const ctx = {
    store, ...deps, search, slice, stepper, change,
  };
  ctx.pause = () => {
    if (stepper().snapshot && isBusy(stepper())) search.pause();
  };
  /** A new instance: its tree, the search at step 0. */
  ctx.setInstance = (instance) => {
    const { n, r, bound } = instance;
    change({
      n, r, bound, draft: draftOf(instance), draftError: null, tree: treeOf(instance),
    });
    search.reset({ n, r, bound });
  };
  return ctx;
}

/** Intents on the instance: show, open a link, the editor and the bound switch. */
function instanceIntents(ctx) {
  const {
    store, limits, userAction, navigate, slice, stepper, change, pause, setInstance,
  } = ctx;
  return {
    pause,
    show() {
      if (!stepper().snapshot) setInstance(slice());
    },
    /** Opens a parsed combinations link ({ n, r, bound, step }), or the textbook instance for `null`. */
    open(link) {
      pause();
      setInstance(link ? { n: link.n, r: link.r, bound: link.bound } : ctx.textbook);
      if (link?.step !== null && link?.step !== undefined) ctx.search.seek(link.step);
    },
    /** An edited field ('n' | 'r'): applied when the whole draft is valid, else the last good instance is kept. */
    editItem(field, text) {
      userAction();
      const draft = { ...slice().draft, [field]: text };
      const read = readDraft(draft, limits);
      if (read.fault) change({ draft, draftError: read.fault });
      else {
        navigate();
        pause();
        setInstance({ ...read.instance, bound: slice().bound });
      }
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
    setTreeStyle(style) {
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {},
    /** Unused by this puzzle's controls (its search always outputs every combination). */
    setMode() {},
  };
}

/** Intents on the search: the shared stepper controls. */
function searchIntents({
  store, userAction, search, slice, stepper, change,
}) {
  const shared = stepperIntents({
    search, slice: stepper, show: () => {}, size: () => ({ n: slice().n, r: slice().r, bound: slice().bound }),
  });
  return controlIntents(shared, { store, userAction, search, change });
}

/**
 * The combinations' actions on `store` (`store.state.combinations` its slice). `deps` = {
 * limits (wasm `limits()`: combMaxN), textbook (the instance `{ n, r, bound }` a bare
 * `puzzle=combinations` link opens), onError(message), userAction(), navigate() }. Each
 * user intent ends with `store.flush()`.
 */
export function createCombinationsActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...instanceIntents(ctx), ...searchIntents(ctx) };
}

//! Batch job scheduling's part of the page state (`state.flowshop`) and the user intents
//! that change it: the instance (edited in the editor, or opened from a link), the search
//! (engine/search-loop.js on the flow shop module's `new_stepper`) and the tree worked out
//! per instance. The view (puzzles/flowshop/view.js) only reads the slice and calls these
//! actions.

import { createSearchLoop, DEFAULT_SPEED } from '../../engine/search-loop.js';
import {
  killNumbers, newStepper, nodesByJob, packedTree,
} from './puzzle.js';
import { treeNodes } from '../../views/tree-layout.js';
import { readTyped } from '../../lib/typed.js';
import { isBusy } from '../../app/state.js';
import { controlIntents, stepperIntents } from '../../app/stepper-intents.js';

/** The tree drawn: every node the search generates, up to this many (7 jobs: 13,699 at most). */
export const TREE_MAX_NODES = 20000;

/** Up to this many jobs the tree opens node by node (4 jobs: 64 nodes at most), beyond as strips: a drawing policy. */
export const NODE_LINK_MAX_JOBS = 4;

/**
 * The slice at start, on `textbook` (the instance a bare `puzzle=flowshop` opens, from the
 * core: src/puzzles/flowshop/lib.rs). Shape: `{ t1, t2 }` the instance searched, `draft`
 * the editor's texts `{ t1: [string], t2: [string] }` and `draftError` (`{ key, params }`,
 * or null: the last good instance is kept), `tree` (see `treeOf`), `treePicked` (whether
 * the user chose the tree's drawing), `speed`, `pauseAtSolution`.
 */
export function flowshopState(textbook) {
  return {
    ...textbook,
    draft: draftOf(textbook),
    draftError: null,
    tree: null,
    treePicked: false,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
  };
}

/** The editor's texts for an instance. */
function draftOf({ t1, t2 }) {
  return { t1: t1.map(String), t2: t2.map(String) };
}

/**
 * The tree of `instance` for the shared tree panel: `{ key, size: 'small', nodes, deaths }`
 * (the core's nodes with their jobs, puzzle.js `nodesByJob`; `deaths` the killed nodes
 * `{ step, path, why }`, the numbers read from the core's event at that step), or
 * `{ key, size: 'huge', limit }` beyond TREE_MAX_NODES.
 */
function treeOf(instance) {
  const key = `${instance.t1.join('-')}|${instance.t2.join('-')}`;
  const packed = packedTree(instance, TREE_MAX_NODES);
  if (!packed) return { key, size: 'huge', nodes: null, limit: TREE_MAX_NODES };
  const nodes = nodesByJob(instance.t1.length, treeNodes(packed));
  const probe = newStepper(null, instance);
  const paths = [];
  const deaths = [];
  nodes.forEach((node, i) => {
    paths[i] = node.parent === null ? [node.choice] : [...paths[node.parent], node.choice];
    if (node.placed) return;
    const { event } = probe.seek(node.step);
    deaths.push({ step: node.step, path: paths[i], why: killNumbers(event), f: event.f, best: event.best });
  });
  probe.free();
  return {
    key, size: 'small', nodes, deaths,
  };
}

/**
 * The editor's texts as an instance, or the first fault `{ key, params }` against `limits`
 * (job by job, machine 1 first); full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const whole = (text) => {
    const digits = readTyped(text).trim();
    return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= limits.flowMaxTime ? Number(digits) : null;
  };
  const t1 = draft.t1.map(whole);
  const t2 = draft.t2.map(whole);
  for (let i = 0; i < t1.length; i += 1) {
    for (const [m, times] of [[1, t1], [2, t2]]) {
      if (times[i] === null) return { fault: { key: 'flow.editor-bad', params: { i: i + 1, m, max: limits.flowMaxTime } } };
    }
  }
  return { instance: { t1, t2 } };
}

/** The engine and the helpers the intents share. */
function createContext(store, deps) {
  const slice = () => store.state.flowshop;
  const stepper = () => store.state.steppers.flowshop;
  const change = (changes) => store.update({ flowshop: { ...slice(), ...changes } });
  const search = createSearchLoop({
    create: (size) => newStepper(null, size),
    onChange(report) {
      store.update({ steppers: { ...store.state.steppers, flowshop: report } });
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
    const { t1, t2 } = instance;
    change({
      t1, t2, draft: draftOf(instance), draftError: null, tree: treeOf(instance),
    });
    search.reset({ t1, t2 });
  };
  return ctx;
}

/** Intents on the instance: show, open a link, the job editor. */
function instanceIntents(ctx) {
  const {
    store, limits, userAction, navigate, slice, stepper, change, pause, setInstance,
  } = ctx;
  const applyDraft = (draft) => {
    const read = readDraft(draft, limits);
    if (read.fault) {
      change({ draft, draftError: read.fault });
      return;
    }
    navigate();
    pause();
    setInstance(read.instance);
  };
  return {
    pause,
    show() {
      if (!stepper().snapshot) setInstance(slice());
    },
    /** Opens a parsed flow shop link ({ t1, t2, step }), or the textbook instance for `null`. */
    open(link) {
      pause();
      setInstance(link ? { t1: link.t1, t2: link.t2 } : ctx.textbook);
      if (link?.step !== null && link?.step !== undefined) ctx.search.seek(link.step);
    },
    /** An edited time (`field` 't1' | 't2', the job's 0-based `index`): applied when the whole draft is valid. */
    editItem(field, index, text) {
      userAction();
      const d = slice().draft;
      applyDraft({ ...d, [field]: d[field].map((x, i) => (i === index ? text : x)) });
      store.flush();
    },
    addItem() {
      userAction();
      const d = slice().draft;
      if (d.t1.length >= limits.flowMaxJobs) return;
      applyDraft({ t1: [...d.t1, '2'], t2: [...d.t2, '2'] });
      store.flush();
    },
    removeItem(index) {
      userAction();
      const d = slice().draft;
      if (d.t1.length <= 1) return;
      applyDraft({ t1: d.t1.filter((_, i) => i !== index), t2: d.t2.filter((_, i) => i !== index) });
      store.flush();
    },
    setTreeStyle(style) {
      change({ treePicked: true });
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {},
    /** Unused by this puzzle's controls (its search always visits the whole pruned tree). */
    setMode() {},
  };
}

/** Intents on the search: the shared stepper controls. */
function searchIntents({
  store, userAction, search, slice, stepper, change,
}) {
  const shared = stepperIntents({
    search, slice: stepper, show: () => {}, size: () => ({ t1: slice().t1, t2: slice().t2 }),
  });
  return controlIntents(shared, {
    store, userAction, search, change,
  });
}

/**
 * Batch job scheduling's actions on `store` (`store.state.flowshop` its slice). `deps` = {
 * limits (wasm `limits()`: flowMaxJobs, flowMaxTime), textbook (the instance `{ t1, t2 }`
 * a bare `puzzle=flowshop` link opens), onError(message), userAction(), navigate() }. Each
 * user intent ends with `store.flush()`.
 */
export function createFlowshopActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...instanceIntents(ctx), ...searchIntents(ctx) };
}

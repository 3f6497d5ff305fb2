//! The engine and helpers a stepper puzzle's intents share: its slice of the page state
//! (`state.<id>`), the search (engine/search-loop.js on the puzzle's stepper) reporting into
//! the stepper slice (`state.steppers.<id>`), and the search's tree probed up to a number of
//! nodes.

import { createSearchLoop } from '../engine/search-loop.js';
import { treeNodes } from '../views/tree.js';
import { isBusy } from './state.js';

/**
 * The context of the puzzle `id`'s intents: `deps` (its `api`, `limits`, `onError`, …) with
 * `store`, `search` (a search loop of `create(size, options)`), `slice()`, `change(changes)`
 * (merged into the slice), `stepper()` (the stepper slice), `busy()` (the search runs) and
 * `pause()` (pauses a running search).
 */
export function searchContext(store, deps, id, create) {
  const slice = () => store.state[id];
  const change = (changes) => store.update({ [id]: { ...slice(), ...changes } });
  const stepper = () => store.state.steppers[id];
  const search = createSearchLoop({
    id,
    create,
    onChange(report) {
      store.update({ steppers: { ...store.state.steppers, [id]: report } });
    },
    onError: deps.onError,
  });
  const ctx = {
    store, ...deps, search, slice, change, stepper,
  };
  ctx.busy = () => isBusy(stepper());
  ctx.pause = () => {
    if (stepper().snapshot && ctx.busy()) search.pause();
  };
  return ctx;
}

/**
 * The tree of a search (`newStepper()` makes its stepper at step 0): drawn at once up to
 * `autoNodes` nodes, up to `maxNodes` when `wanted`, else only a note. `{ key, size:
 * 'small' | 'large' | 'huge', nodes (null unless small), limit (the nodes it passed) }`.
 */
export function probedTree(key, newStepper, wanted, { autoNodes, maxNodes }) {
  const probe = (max) => {
    const stepper = newStepper();
    const packed = stepper.tree(max);
    stepper.free();
    return packed ? treeNodes(packed) : null;
  };
  const nodes = probe(autoNodes);
  if (nodes) return { key, size: 'small', nodes };
  if (!wanted) return { key, size: 'large', nodes: null, limit: autoNodes };
  const more = probe(maxNodes);
  return more ? { key, size: 'small', nodes: more } : {
    key, size: 'huge', nodes: null, limit: maxNodes,
  };
}

//! The actions of a stepper puzzle whose page is one instance and its search (a tree drawn
//! whole or in strips, an editor of the instance): its slice of the page state
//! (`state.<id>`, the instance's fields, the editor's draft and what the puzzle works out
//! per instance), the search (engine/search-loop.js on the puzzle's stepper) and the
//! intents every such page has: show, open a link, apply an edited draft, the tree's style,
//! and the shared stepper controls. The puzzle adds its editor's intents (those of a table
//! of items: `itemTableIntents`).

import { createSearchLoop, DEFAULT_SPEED } from '../engine/search-loop.js';
import { isBusy } from './state.js';
import { controlIntents, stepperIntents } from './stepper-intents.js';

/** The instance's `fields` of `source` (an instance or a parsed link). */
const pick = (source, fields) => Object.fromEntries(fields.map((f) => [f, source[f]]));

/**
 * The slice at start, on `textbook` (the instance a bare link opens): its fields, the
 * editor's texts `draft` (`draftOf(textbook)`) and `draftError` (a fault `{ key, params }`,
 * or null: the last good instance is kept), `tree` (null until the page is shown), `speed`,
 * `pauseAtSolution`.
 */
export function instanceState(textbook, draftOf) {
  return {
    ...textbook,
    draft: draftOf(textbook),
    draftError: null,
    tree: null,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
  };
}

/** The engine and the helpers the intents share. */
function createContext(store, deps, spec) {
  const { id, fields } = spec;
  const slice = () => store.state[id];
  const stepper = () => store.state.steppers[id];
  const change = (changes) => store.update({ [id]: { ...slice(), ...changes } });
  const search = createSearchLoop({
    id,
    create: (size) => spec.newStepper(size),
    onChange(report) {
      store.update({ steppers: { ...store.state.steppers, [id]: report } });
    },
    onError: deps.onError,
  });
  const ctx = {
    store, ...deps, search, slice, stepper, change,
  };
  ctx.pause = () => {
    if (stepper().snapshot && isBusy(stepper())) search.pause();
  };
  /** A new instance: what the puzzle works out for it, the search at step 0. */
  ctx.setInstance = (instance) => {
    change({
      ...pick(instance, fields), draft: spec.draftOf(instance), draftError: null, ...spec.derived(instance),
    });
    search.reset(pick(instance, fields));
  };
  /**
   * An edited draft: the new instance when it reads (`spec.readDraft`; `complete` adds what
   * the editor does not hold), else its fault beside the last good instance.
   */
  ctx.applyDraft = (draft, complete = (instance) => instance) => {
    const read = spec.readDraft(draft, ctx.limits);
    if (read.fault) {
      change({ draft, draftError: read.fault });
      return;
    }
    ctx.navigate();
    ctx.pause();
    ctx.setInstance(complete(read.instance));
  };
  return ctx;
}

/** Intents on the instance every such page has: show, open a link, the tree's style. */
function instanceIntents(ctx, fields) {
  const {
    store, pause, slice, stepper, setInstance,
  } = ctx;
  return {
    pause,
    show() {
      if (!stepper().snapshot) setInstance(slice());
    },
    /** Opens a parsed link (the instance's fields and `step`), or the textbook instance for `null`. */
    open(link) {
      pause();
      setInstance(link ? pick(link, fields) : ctx.textbook);
      if (link?.step !== null && link?.step !== undefined) ctx.search.seek(link.step);
    },
    setTreeStyle(style) {
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {},
    /** Unused by these pages' controls (the search's mode is fixed: its options are hidden). */
    setMode() {},
  };
}

/** Intents on the search: the shared stepper controls, Reset on the instance shown. */
function searchIntents({
  store, userAction, search, slice, stepper, change,
}, fields) {
  const shared = stepperIntents({
    search, slice: stepper, show: () => {}, size: () => pick(slice(), fields),
  });
  return controlIntents(shared, { store, userAction, search, change });
}

/**
 * The intents of an editor that is a table of items (views/tree-lesson-view.js
 * `createItemTable`), for `createInstanceActions`' `editor`: the draft's `columns` hold one
 * text per item, its other fields one text each; Add appends `added` ({ column: text }) up
 * to `max(limits)` items, Remove keeps one at least. Each edit is applied when the whole
 * draft reads, else the last good instance is kept.
 */
export function itemTableIntents({ columns, added, max }) {
  return ({
    store, limits, userAction, slice, applyDraft,
  }) => {
    const edit = (change) => {
      userAction();
      const draft = change(slice().draft);
      if (!draft) return;
      applyDraft(draft);
      store.flush();
    };
    const each = (d, f) => Object.fromEntries(columns.map((c) => [c, f(d[c], c)]));
    return {
      /** An edited field: a column's (its item's 0-based `index`) or another field (`index` unused). */
      editItem(field, index, text) {
        edit((d) => (columns.includes(field)
          ? { ...d, [field]: d[field].map((x, i) => (i === index ? text : x)) }
          : { ...d, [field]: text }));
      },
      addItem() {
        edit((d) => (d[columns[0]].length >= max(limits) ? null : { ...d, ...each(d, (list, c) => [...list, added[c]]) }));
      },
      removeItem(index) {
        edit((d) => (d[columns[0]].length <= 1 ? null : { ...d, ...each(d, (list) => list.filter((_, i) => i !== index)) }));
      },
    };
  };
}

/**
 * The actions of puzzle `spec.id` on `store` (`store.state[id]` its slice, `state.steppers[id]`
 * its stepper). `deps` = { limits (wasm `limits()`), textbook (the instance a bare link
 * opens), onError(message), userAction(), navigate() }. `spec` = { id, fields (the
 * instance's, as its link names them), newStepper(instance) (its wasm stepper),
 * draftOf(instance) (the editor's texts), readDraft(draft, limits) (`{ instance }` or `{
 * fault }`), derived(instance) (what the slice holds beside the instance: its tree, …) }.
 * `editor(ctx)` gives the puzzle's editor intents, over the context (`slice`, `change`,
 * `applyDraft`, `setInstance`, `pause`, `limits`, `userAction`, `navigate`, `store`). Each
 * user intent ends with `store.flush()`.
 */
export function createInstanceActions(store, deps, spec, editor) {
  const ctx = createContext(store, deps, spec);
  return { ...instanceIntents(ctx, spec.fields), ...editor(ctx), ...searchIntents(ctx, spec.fields) };
}

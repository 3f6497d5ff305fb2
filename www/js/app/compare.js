//! The Compare view's state and actions (`compare=<method>,<method>`, docs/LINKS.md): the
//! instance the shown puzzle's page searches, walked by two of the core's methods side by
//! side (src/methods.rs, through the facade's `MethodStepper`), with one set of controls:
//! Step, Back, Play, Reset and the timeline move both by one node generated each. Its slice
//! is `state.compare` (null while closed); the wasm steppers stay here, out of the state.
//! Names no puzzle: the steppers come from the page's search loop (engine/search-loop.js
//! `searchLoopOf`, `remake`), built from the module the registry's `methodsWasm` gives.
//! Fetched with the view the first time it opens (app/compare-lazy.js).

import { readNamed } from '../wasm/decode.js';
import { compareKeys, pendingCompare } from './compare-link.js';
import { linkErrorMessage } from './route.js';
import { searchLoopOf } from '../engine/search-loop.js';
import { compareSizes, methodsWasm } from '../puzzles/registry.js';
import { quoteTyped } from '../lib/typed.js';

/** Steps per second while Play runs. */
export const PLAY_SPS = 8;

/** A side's counters from its `view()` and layout: by the layout's names, plus `nodes` (the root included). */
export function sideCounts(packed, layout) {
  const { values } = readNamed(packed, 0, layout.view);
  return {
    generated: values.generated,
    nodes: values.generated + 1,
    live: values.live,
    maxLive: values.max_live,
    solutions: values.solutions,
    firstSolution: values.first_solution < 0 ? null : values.first_solution,
    end: layout.ends[values.end] ?? 'running',
  };
}

/** A side's tree from its `nodes()`: `{ parent, depth, choice, state }` per node, in the order generated. */
export function sideNodes(packed, layout) {
  const width = layout.node.length;
  const nodes = [];
  for (let i = 0; i + width <= packed.length; i += width) {
    const { values } = readNamed(packed, i, layout.node);
    nodes.push({
      parent: values.parent < 0 ? null : values.parent, depth: values.depth, choice: values.choice, state: layout.states[values.state],
    });
  }
  return nodes;
}

/**
 * The layout of a `MethodStepper` (its `layout()`, the core's `METHOD_LAYOUT`): `view` and
 * `node` as readNamed's entries, `ends` and `states` as word lists by number.
 */
export function methodLayout(text) {
  const sections = Object.fromEntries(text.split(';').map((section) => {
    const at = section.indexOf('=');
    return [section.slice(0, at), section.slice(at + 1).split(' ').filter(Boolean)];
  }));
  const entries = (words) => words.map((name) => ({ name, len: null }));
  return {
    view: entries(sections.view), node: entries(sections.node), ends: sections.ends, states: sections.states,
  };
}

/** The code and params of a wasm error (its message is the code). */
const codeOf = (err) => String(err?.message ?? err);

/** Each side's whole run once (up to the caps), for the timeline's length; each is left at step 0. */
function totalsOf(made, layout) {
  return made.map((s) => {
    try {
      s.seek(Number.MAX_SAFE_INTEGER);
    } catch {
      // past-end: it stays at its last step, whose count is the total.
    }
    const total = sideCounts(s.view(), layout).generated;
    s.reset();
    return total;
  });
}

/** The two steppers of `keys` from `base`, or `{ error }`, the link error of a method it does not offer. */
function makeSides(base, keys) {
  const offered = base.methods() ?? [];
  const made = [];
  try {
    for (const key of keys) made.push(base.methodStepper(key));
  } catch (err) {
    for (const s of made) s.free();
    // The name as the link gave it, cut short (a name no method has may be any text).
    const method = quoteTyped(keys.find((k) => !offered.includes(k)) ?? keys[0]);
    return { error: linkErrorMessage({ code: codeOf(err), params: { method, known: offered } }) };
  }
  return { made, offered };
}

/** The controller behind `createCompare`'s actions; the wasm steppers stay here, out of the state. */
class Compare {
  constructor(ctx) {
    this.ctx = ctx;
    this.store = ctx.store;
    this.steppers = [];
    this.layout = null;
    this.timer = 0;
    this.asked = 0;
  }

  slice() {
    return this.store.state.compare;
  }

  free() {
    for (const s of this.steppers) s.free();
    this.steppers = [];
  }

  stop() {
    clearInterval(this.timer);
    this.timer = 0;
  }

  /** The slice at step `k` of both sides (each at most at its own end). */
  draw(k) {
    const c = this.slice();
    if (!c) return;
    const max = this.store.state.limits.methodTreeMaxNodes;
    const sides = this.steppers.map((s, i) => ({
      key: c.keys[i], counts: sideCounts(s.view(), this.layout), nodes: sideNodes(s.nodes(max), this.layout),
    }));
    this.store.update({ compare: { ...c, step: k, sides, playing: this.timer !== 0 } });
  }

  /** Both sides at step `k`, each at most at its total. */
  seek(k) {
    const c = this.slice();
    if (!c) return;
    const at = Math.max(0, Math.min(k, c.total));
    this.steppers.forEach((s, i) => {
      const target = Math.min(at, c.totals[i]);
      if (target !== sideCounts(s.view(), this.layout).generated) s.seek(target);
    });
    this.draw(at);
  }

  /** Builds the two sides of `keys` on puzzle `id`'s instance; a link error when a method is not offered. */
  async build(id, keys, ticket) {
    const wasm = await methodsWasm(id);
    const base = searchLoopOf(id)?.remake(wasm);
    if (ticket !== this.asked) {
      base?.free();
      return;
    }
    if (!base?.methods) {
      // The page shows no search (an instance beyond its stepper's limits): nothing to compare.
      base?.free();
      this.store.update({ compare: null, error: linkErrorMessage({ code: 'compare-no-search', params: {} }) });
      return;
    }
    const { made, offered, error } = makeSides(base, keys);
    base.free();
    if (error) {
      this.store.update({ compare: null, error });
      return;
    }
    // The puzzle's own search stops moving under the view.
    this.ctx.pages?.[id]?.pause();
    this.free();
    this.steppers = made;
    this.layout = methodLayout(made[0].layout());
    const totals = totalsOf(made, this.layout);
    this.store.update({
      compare: {
        id, keys, offered, totals, total: Math.max(...totals), step: 0, sides: [], playing: false, shown: this.slice()?.shown ?? 0,
        // The chart's instances are the puzzle's, not the link's: it is kept for another pair.
        chart: this.slice()?.id === id ? this.slice().chart : undefined,
      },
    });
    this.draw(0);
  }

  /**
   * Opens the view of `compare=` value `value` (null: closes it) over puzzle `id`'s page.
   * A link to an exercise (`exercise`, its `ex=`) keeps its exercise and leaves the view
   * closed, with the link error `compare-exercise`: the view takes an instance.
   */
  open(id, value, exercise = false) {
    this.asked += 1;
    this.stop();
    if (value === null || exercise) {
      this.close();
      if (value !== null) this.store.update({ error: linkErrorMessage({ code: 'compare-exercise', params: {} }) });
      return undefined;
    }
    const { keys, error } = compareKeys(value);
    if (error) {
      this.close();
      this.store.update({ error: linkErrorMessage(error) });
      return undefined;
    }
    // Pending until its steppers are made: the link keeps the key meanwhile (app/render.js).
    const before = this.slice();
    this.store.update({ compare: pendingCompare(before, id, keys) });
    return this.build(id, keys, this.asked).catch((err) => {
      console.error('the compare view failed', err);
      this.close();
    }).finally(() => this.store.flush());
  }

  close() {
    this.stop();
    this.free();
    if (this.slice()) this.store.update({ compare: null });
  }

  /** Moves both sides by `delta` steps from where they are, or to step `to`. */
  move({ delta = 0, to = null }) {
    this.stop();
    const c = this.slice();
    if (c) this.seek(to ?? c.step + delta);
  }

  playPause() {
    const c = this.slice();
    if (!c) return;
    if (this.timer) {
      this.stop();
      this.draw(c.step);
      return;
    }
    if (c.step >= c.total) this.seek(0);
    this.timer = setInterval(() => this.tick(), 1000 / PLAY_SPS);
    this.draw(this.slice().step);
  }

  /** One step of Play; it stops at the end. */
  tick() {
    const now = this.slice();
    if (!now || now.step >= now.total) {
      this.stop();
      if (now) this.draw(now.step);
    } else {
      this.seek(now.step + 1);
    }
    this.store.flush();
  }

  /**
   * The chart's figures (`state.compare.chart`): each offered method run to its end (or a
   * cap) on each instance the puzzle declares (registry `compareSizes`), one run a task so
   * the page keeps answering; `{ label, xs, methods, points: [{ x, key, nodes, capped }],
   * done }`, `none` when the puzzle declares no instances.
   */
  async chart() {
    const c = this.slice();
    if (!c || c.chart) return;
    const spec = await compareSizes(c.id);
    if (!spec) {
      this.patch(c.id, { chart: { none: true } });
      return;
    }
    const wasm = await methodsWasm(c.id);
    const loop = searchLoopOf(c.id);
    const chart = {
      label: spec.label, xs: spec.sizes.map((s) => s.x), methods: c.offered, points: [], done: false,
    };
    this.patch(c.id, { chart });
    for (const { x, size } of spec.sizes) {
      for (const key of c.offered) {
        await new Promise((resolve) => { setTimeout(resolve, 0); });
        if (this.slice()?.id !== c.id) return;
        chart.points = [...chart.points, this.runOnce(loop, wasm, size, key, x)];
        this.patch(c.id, { chart: { ...chart } });
        this.store.flush();
      }
    }
    this.patch(c.id, { chart: { ...chart, done: true } });
  }

  /** Method `key` run to its end on instance `size`: `{ x, key, nodes (the root included), capped }`. */
  runOnce(loop, wasm, size, key, x) {
    const base = loop.remake(wasm, size);
    const s = base.methodStepper(key);
    base.free();
    try {
      s.seek(Number.MAX_SAFE_INTEGER);
    } catch {
      // past-end: it stays at its last step.
    }
    const counts = sideCounts(s.view(), this.layout);
    s.free();
    return {
      x, key, nodes: counts.nodes, capped: counts.end !== 'finished',
    };
  }

  /** Merges `changes` into the slice while it is still puzzle `id`'s. */
  patch(id, changes) {
    const c = this.slice();
    if (c?.id === id) this.store.update({ compare: { ...c, ...changes } });
  }

  /** Shows side `side`'s tree where one is shown at a time (a phone's tabs). */
  show(side) {
    const c = this.slice();
    if (c && c.shown !== side) this.store.update({ compare: { ...c, shown: side } });
  }

  setMethod(side, key) {
    const c = this.slice();
    if (!c) return undefined;
    const keys = c.keys.map((k, i) => (i === side ? key : k));
    this.ctx.hashWriter?.push?.();
    return this.open(c.id, keys.join(','));
  }
}

/**
 * The Compare view's actions on `ctx` (`store`, `hashWriter`): `open(id, value, exercise)` (a
 * link's `compare=` value for puzzle `id`, null to close; refused on an exercise's link),
 * `close()`, `step()`, `back()`,
 * `reset()`, `toEnd()`, `seek(k)`, `playPause()`, `setMethod(side, key)` (side 0 or 1
 * walks by method `key` instead; both start again), `show(side)` (the side whose tree a
 * phone shows, `state.compare.shown`), `chart()` (the chart's figures). Each
 * change goes through `store.update`.
 */
export function createCompare(ctx) {
  ctx.store.state.compare ??= null;
  const c = new Compare(ctx);
  return {
    open: (id, value, exercise) => c.open(id, value, exercise),
    close: () => c.close(),
    step: () => c.move({ delta: 1 }),
    back: () => c.move({ delta: -1 }),
    reset: () => c.move({ to: 0 }),
    toEnd: () => c.move({ to: c.slice()?.total ?? 0 }),
    seek: (k) => c.move({ to: Number(k) }),
    playPause: () => c.playPause(),
    setMethod: (side, key) => c.setMethod(side, key),
    show: (side) => c.show(side),
    chart: () => c.chart().catch((err) => console.error('the compare chart failed', err)).finally(() => ctx.store.flush()),
  };
}

//! The Compare view's code fetched on first use (issue 20): its actions and view
//! (app/compare-part.js) come the first time a link (`compare=`) or the Share menu opens
//! it. Until then no view is open, so `lazyCompare`'s actions do nothing but open; the
//! view asked for is pending meanwhile (its key stays in the link), and if its code cannot
//! be fetched the page's error line says so and the next opening fetches it again. Names
//! no puzzle.

import { lazyModule } from '../lib/lazy.js';
import { compareKeys, pendingCompare } from './compare-link.js';
import { showNotFetched } from './lazy-part.js';

/** The view's code (app/compare-part.js), shared by its actions and its view (main.js). */
export const comparePart = lazyModule(() => import('./compare-part.js'));

/** The actions of app/compare.js `createCompare` other than `open` and `close`. */
const MOVES = ['step', 'back', 'reset', 'toEnd', 'seek', 'playPause', 'setMethod', 'show', 'chart'];

/**
 * The Compare view's actions on `ctx` (app/compare.js `createCompare`'s, the same names),
 * its code fetched by the first `open` of a view (`part`: a lib/lazy.js `lazyModule` of
 * app/compare-part.js). An `open` while the code is on its way replaces the one before;
 * `close` drops it.
 */
export function lazyCompare(ctx, part = comparePart) {
  let made = null;
  let asked = 0;
  // The controller once the code has arrived (the fetch is not started here).
  const controller = () => {
    if (!made && part.loaded) made = part.get().createCompare(ctx);
    return made;
  };
  const open = (id, value, exercise = false) => {
    if (controller()) return made.open(id, value, exercise);
    asked += 1;
    if (value === null) return undefined;
    const ticket = asked;
    const { keys, error } = compareKeys(value);
    if (!exercise && !error) ctx.store.update({ compare: pendingCompare(null, id, keys) });
    return part.load().then(() => (ticket === asked ? controller().open(id, value, exercise) : undefined), (err) => {
      if (ticket !== asked) return;
      if (ctx.store.state.compare) ctx.store.update({ compare: null });
      showNotFetched(ctx.store, err);
    }).finally(() => ctx.store.flush());
  };
  const close = () => {
    if (controller()) return made.close();
    asked += 1;
    if (ctx.store.state.compare) ctx.store.update({ compare: null });
    return undefined;
  };
  return {
    open, close, ...Object.fromEntries(MOVES.map((name) => [name, (...args) => controller()?.[name](...args)])),
  };
}

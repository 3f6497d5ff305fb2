//! Parts of a page fetched on first use, as the page's state sees them (issue 20): a view
//! built from its own module the first time a render wants it (`lazyPart`), and the one way
//! a failed fetch is said (`showNotFetched`: the page's error line, the browser's own error
//! in the console). The fetching itself is lib/lazy.js's.

import { partNotFetched } from '../lib/errors.js';
import { lazyView } from '../lib/lazy.js';
import { renderPartError } from '../views/part-error.js';

/** Logs `err` (a failed dynamic `import()`) and returns the page's message for it. */
function notFetched(err) {
  console.warn('a part of the page could not be fetched', err);
  return partNotFetched();
}

/**
 * Says in the page's error line (`store`'s `error`) that a part of the page could not be
 * fetched, `err` going to the console; returns the message.
 */
export function showNotFetched(store, err) {
  const said = notFetched(err);
  store.update({ error: said });
  return said;
}

/**
 * A view of a page built from its own module the first time `wanted(...args)`
 * (the arguments of its `render`) is true (lib/lazy.js `lazyView`). If its module cannot
 * be fetched, the page says so until it is: inside `root` when the view has a panel of
 * its own (views/part-error.js; fetched again when the tab is reached for or opened
 * again), else in the page's error line (fetched again after the visitor's next action).
 */
export function lazyPart(ctx, importer, build, wanted, root = null) {
  let said = null;
  const part = lazyView(importer, (m) => {
    if (root) renderPartError(root, null);
    return build(m);
  }, {
    wanted,
    mayRetry: () => root === null && ctx.store.state.error !== said,
    requestRender() {
      // Fetched at last: its earlier failure is no longer true.
      if (said !== null && ctx.store.state.error === said) ctx.store.update({ error: '' });
      // Drawn in the same task as it is built, so it never shows its factory's blank state.
      ctx.store.requestRender();
      ctx.store.flush();
    },
    onError(err) {
      if (root) {
        said = notFetched(err);
        ctx.store.requestRender();
      } else {
        said = showNotFetched(ctx.store, err);
      }
    },
  });
  if (!root) return part;
  return {
    prefetch: part.prefetch,
    view: part.view,
    render(...args) {
      const drawn = part.render(...args);
      if (!part.view()) renderPartError(root, part.failed && wanted(...args) ? said : null);
      return drawn;
    },
  };
}

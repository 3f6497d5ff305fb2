//! Parts of the page fetched on first use (issue 20): a module behind a dynamic `import()`
//! (`lazyModule`), and a view built from such a module the first time the state wants it
//! drawn (`lazyView`). The production build (scripts/build-dist.mjs) puts each behind its
//! own chunk, which the first view does not fetch; from the source files they are plain
//! ES modules. No DOM: the unit tests (tests/unit/) drive them with fake importers.

/**
 * A module fetched on first use. `importer()` is a dynamic `import()` (resolves to the
 * module); `onReady(module)` is called once it has arrived, `onError(err)` each time a
 * fetch fails. Returns:
 * - `get()`: the module once loaded, else null (and the fetch starts, unless it failed
 *   and `retry()` has not been called since: a failure is not fetched again on every render);
 * - `load()`: a promise of the module (starts the fetch; after a failure, a new one);
 * - `retry()`: the next `get()` may fetch again;
 * - `loaded`: whether it has arrived; `failed`: whether its last fetch failed.
 */
export function lazyModule(importer, { onReady = () => {}, onError = () => {} } = {}) {
  let mod = null;
  let pending = null;
  let failed = false;
  function load() {
    if (mod) return Promise.resolve(mod);
    pending ??= importer().then((m) => {
      mod = m;
      failed = false;
      onReady(m);
      return m;
    }, (err) => {
      pending = null;
      failed = true;
      onError(err);
      throw err;
    });
    return pending;
  }
  return {
    get() {
      if (!mod && !failed) load().catch(() => {});
      return mod;
    },
    load,
    retry() {
      failed = false;
    },
    get loaded() {
      return mod !== null;
    },
    /** Whether the last fetch failed (and `retry()` has not been called since). */
    get failed() {
      return failed;
    },
  };
}

/**
 * A view built on first use: `importer()` resolves to the module of its factory,
 * `build(module)` makes the view (an object with `render(...args)`). `render(...args)`
 * draws through the view once it is built; before that, when `wanted(...args)` is true,
 * it starts the fetch, and `requestRender()` is called when the view has been built, so
 * the next render draws it. While `wanted` is false nothing is fetched. A failed fetch
 * (`onError(err)`) is never tried again in a loop of renders: only once `wanted` has
 * been false in between (the visitor left the part and came back), once `mayRetry()`
 * says so (the visitor did something else since), or once a `prefetch()` (the visitor
 * reaches for it again) has fetched it, which then asks for a render.
 * `prefetch()` fetches the module ahead of its use; its errors are left to the real use.
 * Once a prefetch has it, the first wanted `render` builds the view and draws it in that
 * same call (no second render).
 * `view()` is the built view, or null; `failed` whether the last fetch failed.
 */
export function lazyView(importer, build, {
  wanted = () => true, requestRender, onError = () => {}, mayRetry = () => false,
}) {
  let view = null;
  // The module, once a prefetch has fetched it.
  let fetched = null;
  const mod = lazyModule(importer, {
    onReady(m) {
      view ??= build(m);
      requestRender();
    },
    onError,
  });
  return {
    render(...args) {
      if (!view && fetched && wanted(...args)) view = build(fetched);
      if (view) return view.render(...args);
      if (!wanted(...args)) mod.retry();
      else {
        if (mod.failed && mayRetry()) mod.retry();
        mod.get();
      }
      return undefined;
    },
    prefetch: () => importer().then((m) => {
      fetched = m;
      if (!view && mod.failed) {
        mod.retry();
        requestRender();
      }
    }, () => {}),
    view: () => view,
    get failed() {
      return mod.failed;
    },
  };
}

/**
 * Action functions (app/actions.js `bindActions` binds them like a module's) from a
 * module fetched on first use: one per name in `names`, the actions that `mod`'s module
 * (a `lazyModule`) exports (a unit test checks each list against its module, since the
 * list is what spares the fetch). Once the module is loaded each runs at once, like any
 * action; before that it returns a promise of the action's result, after the fetch. If the
 * module cannot be fetched, `onError(ctx, err)` says so (the promise then resolves to
 * undefined) and the next call fetches again.
 */
export function lazyActions(mod, names, onError) {
  const actions = {};
  for (const name of names) {
    actions[name] = (ctx, ...args) => {
      if (mod.loaded) return mod.get()[name](ctx, ...args);
      return mod.load().then((m) => m[name](ctx, ...args), (err) => {
        onError(ctx, err);
      });
    };
  }
  return actions;
}

//! The page's one state and its one render schedule.
//!
//! Everything the page shows is read from one state object (its shape: state.js). Controllers
//! and engines never draw: they report what happened, the handlers turn that into
//! `update(patch)`, and `update` asks for a render. Renders are coalesced into one per
//! animation frame (`requestRender`); a user action `flush`es the pending render when its
//! handler returns, so the answer to a click or a key is on the page before the next event.
//! There is one render function (render.js) and this is its only caller.

/**
 * A store around `state` (kept as the same object, so readers may hold it) that calls
 * `render(state)` at most once per animation frame after changes.
 * Returns `{ state, update(patch), requestRender(), flush(), setRender(fn) }`.
 */
export function createStore(state) {
  let render = () => {};
  let frame = 0;
  let pending = false;

  function run() {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    pending = false;
    render(state);
  }

  /** Asks for one render at the next animation frame (many asks, one render). */
  function requestRender() {
    pending = true;
    if (!frame) frame = requestAnimationFrame(run);
  }

  return {
    state,
    /** Merges `patch` into the state's top level and asks for a render. */
    update(patch) {
      Object.assign(state, patch);
      requestRender();
    },
    requestRender,
    /** Draws now if a render is pending (at the end of a user action's handler). */
    flush() {
      if (pending) run();
    },
    /** The one render function (render.js); set once at start-up. */
    setRender(fn) {
      render = fn;
    },
  };
}

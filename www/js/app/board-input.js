//! The board's input dispatcher: a click (or Enter / space) on a square of the board goes
//! to the one mode that owns the board's input now, whichever it is (play mode today, an
//! exercise later). A mode registers its handler once; the board view and the render ask
//! here whether the squares take input and where a click goes. Pure: no DOM, unit-tested in
//! tests/unit/board-input.test.js.

/**
 * An empty dispatcher. `ownerOf(state)` names the mode that owns the board's input in
 * `state` (default: the board's view, `state.view`).
 */
export function createBoardInput(ownerOf = (state) => state.view) {
  const handlers = new Map();
  return {
    /** Mode `mode` takes the board's squares while it owns them: `handler(row, col)`, 1-based. */
    own(mode, handler) {
      if (handlers.has(mode)) throw new Error(`the board's input of ${mode} is owned already`);
      handlers.set(mode, handler);
    },
    /** True when the squares take input in `state` (they are drawn as buttons then). */
    takes: (state) => handlers.has(ownerOf(state)),
    /** A square (row, col) was chosen: to the owner's handler; ignored when none owns the board. */
    dispatch(state, row, col) {
      handlers.get(ownerOf(state))?.(row, col);
    },
  };
}

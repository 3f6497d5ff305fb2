//! The true search as the exercises read it: the core's own trace (a wasm stepper of the
//! puzzle, wrapped by wasm/decode.js `withSnapshots`), never a second search in JS. An
//! exercise asks two things of it: the board at a step, and the next **action** from a
//! step: the next placement or backtrack (a `place` or `remove` event), with the squares
//! the search tried and rejected on the way (its `conflict` events), or the end (a
//! `solution` that ends a first-solution search, or `done`). Pure: no DOM; unit-tested
//! with the real wasm in tests/unit/exercise.test.js.

/**
 * A trace over `stepper` (a snapshot stepper: `seek(k)`, `step()`, `peek()`, `view()`,
 * `free()`) of
 * a search that stops at its first solution (`firstOnly`) or goes on to the end. Returns
 * `{ at(step), next(step), actions(), walk(), free() }`:
 * - `at(step)` the decoded view (the puzzle's snapshot, wasm/decode.js) at `step`;
 * - `next(step)` the first action after `step`: `{ kind: 'place' | 'remove', event,
 *   step, tried }` (`event` the view's event, `step` the step it happens at, `tried` the
 *   conflict events on the way, in order), or the end: `{ kind: 'solution', … }` (the
 *   solution that ends a first-solution search) or `{ kind: 'done', … }`; a solution of an
 *   all-solutions search is passed over (the next action is the backtrack after it);
 * - `actions(limit)` every action of the whole search from step 0, as `next` gives them,
 *   up to the end (at most `limit` of them, default 100,000);
 * - `walk(limit, visit)` every view from step 1 on, in order, up to step `limit`;
 * - `endsBefore(step)` the search's last step when it ends before `step`, else null.
 */
export function createTrace(stepper, firstOnly) {
  const at = (step) => stepper.seek(step);

  // What the search does next is read with `peek` (the next step's head, without moving):
  // the stepper moves only over the squares it rejects, up to the action.
  function next(step) {
    let view = at(step);
    const tried = [];
    while (!view.finished) {
      const { kind } = stepper.peek();
      view = stepper.step();
      if (kind === 'conflict') tried.push(view.event);
      else if (kind === 'place' || kind === 'remove') return { kind, event: view.event, step: view.step, tried };
      else if (kind === 'solution' && firstOnly) return { kind, event: view.event, step: view.step, tried };
    }
    return { kind: 'done', event: view.event, step: view.step, tried };
  }

  function actions(limit = 100_000) {
    const list = [];
    let step = 0;
    while (list.length < limit) {
      const a = next(step);
      if (a.kind !== 'place' && a.kind !== 'remove') break;
      list.push(a);
      step = a.step;
    }
    return list;
  }

  /** Calls `visit(view)` for each step from 1 on, up to `limit` steps or the end. */
  function walk(limit, visit) {
    let view = at(0);
    while (!view.finished && view.step < limit) {
      view = stepper.step();
      visit(view);
    }
  }

  /** The last step when the search ends before `step`: its step total when known, else by a seek. */
  function endsBefore(step) {
    const total = stepper.total_steps();
    if (total !== undefined && total !== null) return step > total ? total : null;
    try {
      at(step);
      return null;
    } catch (err) {
      const view = stepper.view();
      if (view.finished && view.step < step) return view.step;
      throw err;
    }
  }

  return {
    at, next, actions, walk, endsBefore, free: () => stepper.free(),
  };
}

//! The path collector: lists the solutions of a backtracking search in the order the search
//! finds them, by running a second wasm stepper to each solution in turn, a batch per task
//! so the page keeps answering. No DOM: every batch is reported as data (`onEvent`).
//! Used for the knight's gallery of paths.

/** Solutions collected per task. */
const BATCH = 100;

/**
 * `create(size)` builds a stepper wrapped by `withSnapshots` (wasm/decode.js) for an
 * all-solutions search; `toItem(snapshot)` turns a solution's snapshot into a gallery item;
 * `onEvent({ type: 'batch', key, items, done })` reports each batch (`items` the new ones
 * only, in order; `done` once the search ended or `max` items were listed).
 * Returns `{ start(size, key, max), stop() }`.
 */
export function createPathCollector({ create, toItem, onEvent }) {
  let timer = 0;
  let stepper = null;

  function stop() {
    clearTimeout(timer);
    timer = 0;
    stepper?.free();
    stepper = null;
  }

  function start(size, key, max) {
    stop();
    const own = create(size);
    stepper = own;
    let count = 0;
    const pump = () => {
      timer = 0;
      if (stepper !== own) return;
      const items = [];
      let done = false;
      while (items.length < BATCH && count < max) {
        const snapshot = own.run_to_next_solution();
        if (snapshot.event?.kind !== 'solution') {
          done = true;
          break;
        }
        items.push(toItem(snapshot));
        count += 1;
      }
      if (count >= max) done = true;
      if (done) stop();
      else timer = setTimeout(pump, 0);
      onEvent({
        type: 'batch', key, items, done,
      });
    };
    timer = setTimeout(pump, 0);
  }

  return { start, stop };
}

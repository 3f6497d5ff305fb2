import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearchLoop, SPEEDS } from '../../www/js/engine/search-loop.js';

globalThis.requestAnimationFrame ??= () => 1;
globalThis.cancelAnimationFrame ??= () => {};

/** A stepper of a search `total` steps long that records the counts it is asked to step. */
function fakeStepper(total) {
  let step = 0;
  const asked = [];
  const view = () => ({ step, finished: step >= total, event: null });
  return {
    asked,
    view,
    recent: () => [],
    step_many(count) {
      asked.push(count);
      // As wasm-bindgen passes a u32: −3 arrives as 4,294,967,293.
      step = Math.min(total, step + (count >>> 0));
      return view();
    },
  };
}

test('a play frame stamped before Play was pressed steps nothing, never a negative count (which the wasm reads as 4 billion steps)', () => {
  const stepper = fakeStepper(1051);
  const loop = createSearchLoop({ create: () => stepper, onChange: () => {}, onError: () => {} });
  loop.stepper = stepper;
  loop.setSpeed(SPEEDS.indexOf(60));
  loop.play();
  // requestAnimationFrame's time is the frame's start, which may be earlier than the
  // performance.now() that play() read (here 66 ms: a loaded machine).
  loop.frame(loop.lastTime - 66);
  loop.frame(loop.lastTime + 100);
  assert.ok(stepper.asked.every((count) => count >= 0), `counts asked: ${stepper.asked}`);
  assert.ok(stepper.view().step <= 7, `60 steps a second for 0.1 s: step ${stepper.view().step}`);
  assert.equal(loop.playing, true);
});

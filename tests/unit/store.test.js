//! The store: one state object, many updates, one render per animation frame, and a
//! flush that draws a pending render at once (the end of a user action).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStore } from '../../www/js/app/store.js';

/** A fake animation-frame clock: `tick()` runs the frames asked for so far. */
function fakeFrames() {
  let queue = [];
  let id = 0;
  globalThis.requestAnimationFrame = (fn) => {
    id += 1;
    queue.push({ id, fn });
    return id;
  };
  globalThis.cancelAnimationFrame = (which) => {
    queue = queue.filter((f) => f.id !== which);
  };
  return {
    tick() {
      const now = queue;
      queue = [];
      for (const f of now) f.fn(0);
    },
    pending: () => queue.length,
  };
}

test('many updates in one frame make one render, with every change in it', () => {
  const frames = fakeFrames();
  const store = createStore({ n: 8, view: 'solution' });
  const seen = [];
  store.setRender((state) => seen.push({ ...state }));
  store.update({ n: 6 });
  store.update({ view: 'stepper' });
  assert.equal(seen.length, 0);
  assert.equal(frames.pending(), 1);
  frames.tick();
  assert.deepEqual(seen, [{ n: 6, view: 'stepper' }]);
});

test('flush draws a pending render at once and drops its frame; with nothing pending it does nothing', () => {
  const frames = fakeFrames();
  const store = createStore({ n: 8 });
  let renders = 0;
  store.setRender(() => {
    renders += 1;
  });
  store.flush();
  assert.equal(renders, 0);
  store.update({ n: 4 });
  store.flush();
  assert.equal(renders, 1);
  assert.equal(frames.pending(), 0);
  frames.tick();
  assert.equal(renders, 1);
});

test('the state stays the same object, so readers may hold it', () => {
  fakeFrames();
  const initial = { n: 8 };
  const store = createStore(initial);
  store.update({ n: 5 });
  assert.equal(store.state, initial);
  assert.equal(initial.n, 5);
});

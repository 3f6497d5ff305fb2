//! The hash writer (app/url.js): throttled but never starved. A fake clock, timers,
//! location and history stand in for the browser's.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHashWriter, HASH_WRITE_INTERVAL_MS } from '../../www/js/app/url.js';

/** A fake browser: a clock moved by hand, timers run by `advance`, and the hash written. */
function fakeBrowser() {
  let clock = 0;
  let nextId = 1;
  const timers = new Map();
  const location = { hash: '#n=8&step=1' };
  const writes = [];
  const history = {
    state: null,
    replaceState(_state, _title, url) {
      location.hash = url;
      writes.push({ at: clock, hash: url.slice(1) });
    },
    pushState(_state, _title, url) {
      location.hash = url;
      writes.push({ at: clock, hash: url.slice(1), pushed: true });
    },
  };
  return {
    location,
    writes,
    env: {
      now: () => clock,
      setTimer: (fn, ms) => {
        timers.set(nextId, { fn, at: clock + ms });
        return nextId++;
      },
      clearTimer: (id) => timers.delete(id),
      location,
      history,
    },
    /** Moves the clock by `ms`, running the timers that fall due on the way. */
    advance(ms) {
      const end = clock + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        clock = due[1].at;
        due[1].fn();
      }
      clock = end;
    },
  };
}

test('playing at 4 steps a second: the address bar follows within the interval, never starved', () => {
  const b = fakeBrowser();
  const writer = createHashWriter(b.env);
  // 4 s of Play at the default speed: a new step (and render) every 250 ms.
  for (let step = 2; step <= 17; step += 1) {
    b.advance(250);
    writer.write(`n=8&step=${step}`, { immediate: false });
  }
  b.advance(HASH_WRITE_INTERVAL_MS);
  assert.equal(b.location.hash, '#n=8&step=17');
  // Every step's write came at most one interval after it was asked for, and the writes
  // are at least one interval apart.
  assert.ok(b.writes.length >= 10, `${b.writes.length} writes`);
  for (let i = 1; i < b.writes.length; i += 1) {
    assert.ok(b.writes[i].at - b.writes[i - 1].at >= HASH_WRITE_INTERVAL_MS, JSON.stringify(b.writes));
  }
});

test('a flood of changes (every animation frame) is written at most once per interval, the latest last', () => {
  const b = fakeBrowser();
  const writer = createHashWriter(b.env);
  for (let step = 1; step <= 600; step += 1) {
    writer.write(`n=12&step=${step * 1000}`, { immediate: false });
    b.advance(1000 / 60);
    // At any moment the address bar is at most one interval behind.
    const last = b.writes.at(-1);
    assert.ok(last !== undefined && b.env.now() - last.at <= HASH_WRITE_INTERVAL_MS + 1000 / 60);
  }
  b.advance(HASH_WRITE_INTERVAL_MS);
  assert.equal(b.location.hash, '#n=12&step=600000');
  assert.ok(b.writes.length <= Math.ceil((600 * 1000 / 60) / HASH_WRITE_INTERVAL_MS) + 1, `${b.writes.length} writes`);
});

test('an immediate write goes at once and cancel drops the planned one', () => {
  const b = fakeBrowser();
  const writer = createHashWriter(b.env);
  writer.write('n=8&step=2', { immediate: false });
  assert.equal(b.location.hash, '#n=8&step=2', 'the first change is written at once');
  writer.write('n=8&step=3', { immediate: false });
  assert.equal(b.location.hash, '#n=8&step=2', 'the next waits for the interval');
  writer.write('n=6', { immediate: true });
  assert.equal(b.location.hash, '#n=6');
  writer.write('n=6&step=5', { immediate: false });
  writer.cancel();
  b.advance(1000);
  assert.equal(b.location.hash, '#n=6');
});

test('push makes the next fragment written a new history entry, once; a push that changed nothing is dropped', () => {
  const b = fakeBrowser();
  const writer = createHashWriter(b.env);
  writer.push();
  writer.write('n=8&step=1', { immediate: true });
  assert.deepEqual(b.writes, [], 'the fragment shown already: no entry');
  writer.write('n=7', { immediate: true });
  writer.push();
  writer.write('n=6', { immediate: true });
  writer.write('n=5', { immediate: true });
  assert.deepEqual(b.writes.map((w) => [w.hash, Boolean(w.pushed)]), [['n=7', false], ['n=6', true], ['n=5', false]]);
  writer.push();
  writer.cancel();
  writer.write('n=4', { immediate: true });
  assert.equal(b.writes.at(-1).pushed, undefined, 'cancel drops the push');
});

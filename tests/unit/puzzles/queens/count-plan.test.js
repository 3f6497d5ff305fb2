// The count pool's task lists built ahead (puzzles/queens/count-pool.js `planAhead`): an N above
// HERE_MAX_N chosen sends each processor worker a `plan` message once N has stayed chosen
// for PLAN_AHEAD_MS, another N chosen sooner sends none for the first, and a count after it
// still gives OEIS A000170 / A002562 (docs/REFERENCE.md) with every task counted once.
import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import { loadedTools, wasm as tools } from './tools-module.js';
import { createCountPool, PLAN_AHEAD_MAX_N, PLAN_AHEAD_MS } from '../../../../www/js/puzzles/queens/count-pool.js';

/** A stand-in processor worker: records every message, runs task batches with the real wasm. */
function fakeWorker(log) {
  const listeners = [];
  const post = (data) => setTimeout(() => listeners.forEach((f) => f({ data })), 0);
  const me = {
    messages: [],
    addEventListener(type, f) {
      if (type === 'message') listeners.push(f);
    },
    terminate() {
      listeners.length = 0;
    },
    postMessage(msg) {
      me.messages.push(msg);
      if (msg.type !== 'tasks') return;
      log.push(...msg.indices);
      const tally = tools.run_count_tasks(msg.n, Uint32Array.from(msg.indices));
      post({ type: 'tally', job: msg.job, tasks: msg.indices.length, last: true, ...tally });
    },
  };
  return me;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('an N chosen long enough has its task list built ahead in every worker; one left sooner has not', async () => {
  assert.ok(PLAN_AHEAD_MAX_N >= 17);
  const workers = [];
  const log = [];
  const done = [];
  const pool = createCountPool({
    tools: loadedTools, countMaxN: 27, warmAfterMs: -1,
    makeWorker: () => {
      const w = fakeWorker(log);
      workers.push(w);
      return w;
    },
    onChange: (s) => { if (s.status === 'done') done.push(s); },
  });
  pool.select(15, { auto: true });
  await wait(PLAN_AHEAD_MS / 3);
  pool.select(14, { auto: true });
  await wait(PLAN_AHEAD_MS * 2);
  assert.ok(workers.length >= 1);
  for (const w of workers) {
    const plans = w.messages.filter((m) => m.type === 'plan').map((m) => m.n);
    assert.deepEqual(plans, [14], 'only the N that stayed chosen');
    assert.equal(w.messages[0].type, 'init', 'the plan comes after the start-up');
  }
  pool.start(14);
  while (!done.length) await wait(20);
  assert.equal(done[0].total, 365596n);
  assert.equal(done[0].fundamental, 45752n);
  assert.deepEqual(log.sort((a, b) => a - b), Array.from({ length: tools.count_task_count(14) }, (_, i) => i));
});

test('a small N, one past PLAN_AHEAD_MAX_N, or a count started at once builds nothing ahead', async () => {
  const workers = [];
  const pool = createCountPool({
    tools: loadedTools, countMaxN: 27, warmAfterMs: -1,
    makeWorker: () => {
      const w = fakeWorker([]);
      workers.push(w);
      return w;
    },
    onChange: () => {},
  });
  pool.select(PLAN_AHEAD_MAX_N + 1, { auto: true });
  await wait(PLAN_AHEAD_MS * 2);
  pool.select(12, { auto: true });
  await wait(PLAN_AHEAD_MS * 2);
  pool.select(14, { auto: true });
  pool.start(14);
  await wait(PLAN_AHEAD_MS * 2);
  for (const w of workers) assert.ok(!w.messages.some((m) => m.type === 'plan'), 'no plan message');
  pool.cancel();
});

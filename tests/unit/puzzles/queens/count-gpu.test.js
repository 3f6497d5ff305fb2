// The count pool's graphics-card path (puzzles/queens/count-pool.js) with stand-in workers: each
// runs its batches with the real wasm tasks (`run_count_tasks`) and answers as the
// workers do; the card's stand-in can be absent or get lost after a batch. The totals are
// OEIS A000170 / A002562 (docs/REFERENCE.md) whoever counted; `device` and `notice` say
// who did and why. Also: the choice of the card (puzzles/queens/count-gpu-probe.js `gpuFor`), the
// shader's record width against the core's, and the status lines in both languages.
import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, limits } from '../../../../www/pkg/queens.js';
import { loadedTools, wasm as tools } from './tools-module.js';
import { createCountPool } from '../../../../www/js/puzzles/queens/count-pool.js';
import { gpuFor } from '../../../../www/js/puzzles/queens/count-gpu-probe.js';
import { RECORD_WORDS } from '../../../../www/js/puzzles/queens/count-gpu-shader.js';
import { countStatusText } from '../../../../www/js/puzzles/queens/count-words.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

initSync({ module: readFileSync(new URL('../../../../www/pkg/queens_bg.wasm', import.meta.url)) });

/**
 * A stand-in worker of `kind` ('cpu' or 'gpu'). The card's: `fail` is 'absent' (at
 * start-up) or 'lost' (after its first batch), or none. `log` records the batches.
 */
function fakeWorker(kind, { fail = null, log = [] } = {}) {
  const listeners = [];
  let batches = 0;
  const post = (data) => setTimeout(() => listeners.forEach((f) => f({ data })), 0);
  return {
    addEventListener(type, f) {
      if (type === 'message') listeners.push(f);
    },
    terminate() {
      listeners.length = 0;
    },
    postMessage(msg) {
      if (msg.type === 'init') {
        if (kind === 'gpu' && fail === 'absent') post({ type: 'gpu-failed', reason: 'absent', message: 'no WebGPU' });
        return;
      }
      batches += 1;
      if (kind === 'gpu' && fail === 'lost' && batches > 1) {
        post({ type: 'gpu-failed', job: msg.job, reason: 'lost', message: 'device lost' });
        return;
      }
      log.push({ kind, indices: msg.indices });
      const tally = tools.run_count_tasks(msg.n, Uint32Array.from(msg.indices));
      post({ type: 'tally', job: msg.job, tasks: msg.indices.length, last: true, ...tally });
    },
  };
}

/** A pool of stand-in workers; resolves with the first done (or error) snapshot of N. */
function countWith(n, options) {
  const log = [];
  return new Promise((resolve) => {
    const pool = createCountPool({
      tools: loadedTools, countMaxN: 27, warmAfterMs: -1,
      makeWorker: (kind) => fakeWorker(kind, { ...options, log }),
      onChange: (s) => {
        if (s.status === 'done' || s.status === 'error') resolve({ s, log, pool });
      },
    });
    pool.start(n, { gpu: options.gpu });
  });
}

test('a count on the card gives A000170 and A002562, every task on the card (data-device gpu)', async () => {
  for (const [n, total, fundamental] of [[8, 92n, 12n], [12, 14200n, 1787n], [14, 365596n, 45752n]]) {
    const { s, log } = await countWith(n, { gpu: true });
    assert.equal(s.status, 'done', `N = ${n}`);
    assert.equal(s.total, total);
    assert.equal(s.fundamental, fundamental);
    assert.equal(s.device, 'gpu');
    assert.equal(s.notice, '');
    assert.ok(log.every((b) => b.kind === 'gpu'));
  }
});

test('a card lost after its first batch hands the rest to the processor: the same total, device both', async () => {
  const { s, log } = await countWith(14, { gpu: true, fail: 'lost' });
  assert.equal(s.status, 'done');
  assert.equal(s.total, 365596n);
  assert.equal(s.fundamental, 45752n);
  assert.equal(s.device, 'both');
  assert.equal(s.notice, 'gpu-lost');
  // Every task exactly once, between the card and the processor.
  const counted = log.flatMap((b) => b.indices).sort((a, b) => a - b);
  assert.deepEqual(counted, Array.from({ length: tools.count_task_count(14) }, (_, i) => i));
  assert.ok(log.some((b) => b.kind === 'gpu') && log.some((b) => b.kind === 'cpu'));
});

test('no card at all: the processor counts and the notice says why (device cpu); later counts go there at once', async () => {
  const { s, pool } = await countWith(12, { gpu: true, fail: 'absent' });
  assert.equal(s.total, 14200n);
  assert.equal(s.device, 'cpu');
  assert.equal(s.notice, 'gpu-absent');
  assert.equal(pool.gpuFailure, 'gpu-absent');
  pool.start(9, { gpu: true });
  assert.equal(pool.snapshot.status, 'done', 'counted here, without waiting for a card');
  assert.equal(pool.snapshot.total, 352n);
  assert.equal(pool.snapshot.notice, 'gpu-absent');
});

test('the card is chosen by the link or switch, else from N = 15 where it is a hardware one', () => {
  const lim = { countGpuMinN: 7, countGpuDefaultMinN: 15 };
  const card = { available: true, software: false, name: 'x' };
  const soft = { available: true, software: true, name: 'SwiftShader' };
  assert.equal(gpuFor(null, card, 16, lim), true);
  assert.equal(gpuFor(null, card, 14, lim), false);
  assert.equal(gpuFor(null, soft, 16, lim), false, 'a software adapter is off by default');
  assert.equal(gpuFor(null, null, 16, lim), false, 'not known yet');
  assert.equal(gpuFor(true, soft, 8, lim), true, 'asked for');
  assert.equal(gpuFor(true, null, 6, lim), false, 'below the constellations the card has no tasks');
  assert.equal(gpuFor(false, card, 20, lim), false, 'refused');
  assert.equal(limits().countGpuMinN, 7);
  assert.equal(limits().countGpuDefaultMinN, 15);
});

test('the shader reads records of the width the core writes', () => {
  assert.equal(RECORD_WORDS, limits().gpuRecordWords);
  assert.equal(RECORD_WORDS, tools.gpu_record_words());
  const words = tools.count_gpu_tasks(10, Uint32Array.from([0, 1, 2, 3]));
  assert.equal(words.length % RECORD_WORDS, 0);
  assert.ok(words.length > 0);
  assert.equal(tools.count_gpu_tasks(6, Uint32Array.from([0])).length, 0);
});

test('the status lines say where the count ran and why it moved, in English and in Chinese', () => {
  const done = {
    n: 16, status: 'done', tasks: 10, tasksDone: 10, total: 1n, fundamental: 1n, nodes: 1234n,
    elapsedMs: 900, workers: 1, poolSize: 2, fromCache: false, message: '', reason: '', device: 'gpu', notice: '',
  };
  setLang('en');
  assert.match(countStatusText(done, 27), /on the graphics card/);
  const lost = { ...done, device: 'both', workers: 2, notice: 'gpu-lost' };
  assert.match(countStatusText(lost, 27), /^The graphics card was lost during the count: .*\. N = 16 counted in .* then 2 workers/);
  setLang('zh');
  assert.match(countStatusText(done, 27), /在显卡上计算/);
  assert.match(countStatusText(lost, 27), /^统计过程中显卡丢失：其余部分改由处理器统计。N = 16 统计完成/);
  setLang('en');
});

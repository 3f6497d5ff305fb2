//! The graphics card's counting worker (module worker) of the pool in puzzles/queens/count-pool.js:
//! the same messages as puzzles/queens/workers/count-worker.js, but the tasks of each batch are counted
//! by the card. The core splits each task (a sub-constellation) into the card's tasks
//! (`count_gpu_tasks`: records of the start of each search); they go to the shader of
//! puzzles/queens/count-gpu-shader.js in dispatches of at most `dispatchTasks` invocations, sized
//! so one takes about DISPATCH_MS (no dispatch runs near a browser's GPU watchdog), and the
//! workgroups' 64-bit sums come back and are added up here. Task 0 (the symmetric
//! placements) and N below the constellations' first N are the processor's: this worker
//! runs them with `run_count_tasks`.
//!
//! in:  { type: 'init', module }   { type: 'tasks', job, n, indices }
//! out: { type: 'ready', adapter: { description, software } }
//!      { type: 'tally', job, tasks, last, total, halfTurn, quarterTurn, mirror, nodes }
//!      { type: 'gpu-failed', job, reason, message }   (reason: 'absent' — no WebGPU or no
//!      adapter; 'refused' — the adapter refused the device or its limits, or the shader;
//!      'lost' — the device was lost while counting)
//!      { type: 'error', job, message }

import {
  count_gpu_tasks, gpu_record_words, initSync, run_count_tasks,
} from '../../../../pkg/queens_tools.js';
import { RECORD_WORDS, SHADER, SUM_WORDS, WORKGROUP } from '../count-gpu-shader.js';

/** A dispatch should take about this long (ms): long enough to keep the card busy, far
 *  below the seconds after which a browser or the system resets a card that hangs. */
const DISPATCH_MS = 100;
/** The first dispatch's invocations; then scaled towards DISPATCH_MS. */
const FIRST_DISPATCH = 4096;
/** A batch posts what it has counted so far at most this often (ms). */
const REPORT_MS = 250;
/** Tasks of a batch whose records are made at once at first; then as many as make about
 *  one dispatch (`sliceTasks`). */
const FIRST_SLICE = 64;

const KEYS = ['total', 'halfTurn', 'quarterTurn', 'mirror', 'nodes'];

/** The card: { device, pipeline, maxTasks } once set up, or the failure. */
let card = null;
let failure = null;
/** Invocations per dispatch, adapted to the card's speed. */
let dispatchTasks = FIRST_DISPATCH;
/** Tasks of the pool whose records make about one dispatch, as far as the last slice tells. */
let sliceTasks = FIRST_SLICE;
/** Batches wait here while the card is set up, then run one after the other. */
let queue = Promise.resolve();

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

/** Sets up the card, or records why it cannot count. */
async function setUp() {
  if (gpu_record_words() !== RECORD_WORDS) throw new Error('count-gpu: record layout differs from the core');
  const adapter = await globalThis.navigator?.gpu?.requestAdapter({ powerPreference: 'high-performance' });
  if (!adapter) {
    failure = { reason: 'absent', message: globalThis.navigator?.gpu ? 'no adapter' : 'no WebGPU' };
    return null;
  }
  const info = adapter.info ?? {};
  const software = Boolean(info.isFallbackAdapter ?? adapter.isFallbackAdapter);
  const description = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ');
  const need = adapter.limits;
  if (need.maxComputeInvocationsPerWorkgroup < WORKGROUP || need.maxStorageBufferBindingSize < 1 << 20) {
    failure = { reason: 'refused', message: 'the adapter\u2019s limits are too small' };
    return null;
  }
  let device;
  try {
    device = await adapter.requestDevice();
  } catch (err) {
    failure = { reason: 'refused', message: messageOf(err) };
    return null;
  }
  device.lost.then((lost) => {
    failure = { reason: 'lost', message: lost.message || lost.reason || 'device lost' };
  });
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: SHADER });
  const pipeline = await device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'main' } })
    .catch((err) => err);
  const invalid = await device.popErrorScope();
  if (pipeline instanceof Error || invalid) {
    failure = { reason: 'refused', message: messageOf(pipeline instanceof Error ? pipeline : invalid.message) };
    return null;
  }
  const byBuffer = Math.floor(device.limits.maxStorageBufferBindingSize / (RECORD_WORDS * 4));
  const byGroups = device.limits.maxComputeWorkgroupsPerDimension ** 2 * WORKGROUP;
  return {
    device, pipeline, maxTasks: Math.min(byBuffer, byGroups, 1 << 22), adapter: { description, software },
  };
}

/** Counts `count` records from `words` (a Uint32Array) in one dispatch: [total, nodes] (bigints). */
async function dispatch(words, count) {
  const { device, pipeline } = card;
  const groups = Math.ceil(count / WORKGROUP);
  const groupsX = Math.min(groups, device.limits.maxComputeWorkgroupsPerDimension);
  const usage = GPUBufferUsage;
  const records = device.createBuffer({ size: Math.max(16, count * RECORD_WORDS * 4), usage: usage.STORAGE | usage.COPY_DST });
  device.queue.writeBuffer(records, 0, words, 0, count * RECORD_WORDS);
  const sumBytes = groups * SUM_WORDS * 4;
  const sums = device.createBuffer({ size: sumBytes, usage: usage.STORAGE | usage.COPY_SRC });
  const read = device.createBuffer({ size: sumBytes, usage: usage.MAP_READ | usage.COPY_DST });
  const params = device.createBuffer({ size: 16, usage: usage.UNIFORM | usage.COPY_DST });
  device.queue.writeBuffer(params, 0, Uint32Array.of(count, groupsX, 0, 0));
  const bindGroup = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [records, sums, params].map((buffer, binding) => ({ binding, resource: { buffer } })),
  });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.dispatchWorkgroups(groupsX, Math.ceil(groups / groupsX));
  pass.end();
  encoder.copyBufferToBuffer(sums, 0, read, 0, sumBytes);
  device.queue.submit([encoder.finish()]);
  try {
    await read.mapAsync(GPUMapMode.READ);
  } finally {
    records.destroy();
    sums.destroy();
    params.destroy();
  }
  const out = new Uint32Array(read.getMappedRange());
  let total = 0n;
  let nodes = 0n;
  for (let g = 0; g < groups; g++) {
    const at = g * SUM_WORDS;
    total += BigInt(out[at]) + (BigInt(out[at + 1]) << 32n);
    nodes += BigInt(out[at + 2]) + (BigInt(out[at + 3]) << 32n);
  }
  read.unmap();
  read.destroy();
  return [total, nodes];
}

/** The next dispatch's size from the last one's: towards DISPATCH_MS, within the card's limits. */
function nextDispatchTasks(count, ms) {
  if (count < dispatchTasks) return dispatchTasks;
  const scaled = Math.round(count * Math.min(2, Math.max(0.5, DISPATCH_MS / Math.max(1, ms))));
  return Math.max(WORKGROUP, Math.min(card.maxTasks, scaled));
}

/** A tally message of nothing yet for the batch `data`. */
function fresh(data) {
  return { type: 'tally', job: data.job, tasks: 0, last: false, total: 0n, halfTurn: 0n, quarterTurn: 0n, mirror: 0n, nodes: 0n };
}

/** Throws the card's failure, if it has failed. */
function check() {
  if (failure) throw Object.assign(new Error(failure.message), { gpu: failure });
}

/**
 * Counts the tasks `slice` of N into `sum`: task 0 here, the others' records on the card,
 * a dispatch at a time. Throws when the card fails (`err.gpu`); `sum` is then untouched.
 */
async function countSlice(n, slice, sum) {
  const part = { total: 0n, halfTurn: 0n, quarterTurn: 0n, mirror: 0n, nodes: 0n };
  const here = slice.filter((i) => i === 0);
  if (here.length) {
    const tally = run_count_tasks(n, Uint32Array.from(here));
    for (const key of KEYS) part[key] += tally[key];
  }
  const words = count_gpu_tasks(n, Uint32Array.from(slice.filter((i) => i !== 0)));
  const records = words.length / RECORD_WORDS;
  const perTask = Math.max(1, records / slice.length);
  sliceTasks = Math.max(1, Math.min(4096, Math.round(dispatchTasks / perTask)));
  for (let at = 0; at < records;) {
    check();
    const count = Math.min(dispatchTasks, records - at);
    const started = performance.now();
    const [total, nodes] = await dispatch(words.subarray(at * RECORD_WORDS), count);
    dispatchTasks = nextDispatchTasks(count, performance.now() - started);
    part.total += total;
    part.nodes += nodes;
    at += count;
  }
  check();
  for (const key of KEYS) sum[key] += part[key];
  sum.tasks += slice.length;
}

/**
 * Runs the batch `data` a slice at a time (`sliceTasks`), in its order, posting its sums
 * every REPORT_MS and at the end: the tasks reported are always the first ones of the
 * batch, so after a failure the pool hands the rest to the processor.
 */
async function runBatch(data) {
  let sum = fresh(data);
  let posted = performance.now();
  for (let k = 0; k < data.indices.length;) {
    const slice = data.indices.slice(k, k + sliceTasks);
    await countSlice(data.n, slice, sum);
    k += slice.length;
    if (k < data.indices.length && performance.now() - posted >= REPORT_MS) {
      self.postMessage(sum);
      sum = fresh(data);
      posted = performance.now();
    }
  }
  self.postMessage({ ...sum, last: true });
}

self.addEventListener('message', ({ data }) => {
  if (data.type === 'init') {
    queue = queue.then(async () => {
      try {
        initSync({ module: data.module });
        card = await setUp();
      } catch (err) {
        failure = { reason: 'refused', message: messageOf(err) };
      }
      if (card) self.postMessage({ type: 'ready', adapter: card.adapter });
      else self.postMessage({ type: 'gpu-failed', reason: failure.reason, message: failure.message });
    });
    return;
  }
  if (data.type !== 'tasks') return;
  queue = queue.then(async () => {
    if (!card) return; // The pool has been told at start-up and takes the batch back.
    try {
      await runBatch(data);
    } catch (err) {
      if (err.gpu) self.postMessage({ type: 'gpu-failed', job: data.job, ...err.gpu });
      else if (failure) self.postMessage({ type: 'gpu-failed', job: data.job, ...failure });
      else self.postMessage({ type: 'error', job: data.job, message: messageOf(err) });
    }
  });
});

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { batchSize, blankSnapshot, roughCountMs, taskOrder, throttle } from '../../../../www/js/puzzles/queens/count-pool.js';
import { countFigures, countStatusText, countSummary, etaText, shownSnapshot } from '../../../../www/js/puzzles/queens/count-words.js';
import { formatDuration, groupDigits } from '../../../../www/js/lib/format.js';

test('taskOrder hands out every task exactly once', () => {
  for (const tasks of [1, 2, 7, 10, 64, 97, 360]) {
    const seen = new Set(Array.from({ length: tasks }, (_, k) => taskOrder(k, tasks)));
    assert.equal(seen.size, tasks, `tasks = ${tasks}`);
    assert.ok([...seen].every((i) => i >= 0 && i < tasks));
  }
});

test('taskOrder spreads the first tasks over the range rather than taking them in order', () => {
  assert.equal(taskOrder(0, 100), 0);
  assert.ok(taskOrder(1, 100) > 50);
});

test('batchSize hands out an eighth of what is left to 2 workers, down to single tasks at the end', () => {
  assert.equal(batchSize(212, 2), 26);
  assert.equal(batchSize(186, 2), 23);
  assert.equal(batchSize(7, 2), 1);
  assert.equal(batchSize(1, 2), 1);
  assert.equal(batchSize(3, 0), 1);
  // N = 16's 212 tasks on 2 workers: every task once, the last 8 batches single tasks.
  const sizes = [];
  for (let left = 212; left > 0; left -= sizes.at(-1)) sizes.push(batchSize(left, 2));
  assert.equal(sizes.reduce((a, b) => a + b), 212);
  assert.deepEqual(sizes.slice(-8), [1, 1, 1, 1, 1, 1, 1, 1]);
  assert.ok(sizes.length < 60, `${sizes.length} batches instead of 212 messages`);
});

test('throttle sends urgent snapshots at once and the first progress only firstMs later', async () => {
  const sent = [];
  const report = throttle((s) => sent.push(s), 20, 300);
  report('start', true);
  report('progress 1', false);
  report('progress 2', false);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(sent, ['start'], 'no progress within firstMs of the start');
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.deepEqual(sent, ['start', 'progress 2'], 'then the latest progress only');
  report('done', true);
  assert.deepEqual(sent, ['start', 'progress 2', 'done']);
});

test('roughCountMs scales the measured N = 17 by about 7 per N and halves with twice the workers', () => {
  assert.equal(roughCountMs(17, 2), 6400);
  assert.equal(roughCountMs(18, 2), 6400 * 7.2);
  assert.equal(roughCountMs(17, 4), 3200);
  assert.equal(roughCountMs(17, 0), 12800);
});

test('groupDigits puts commas between thousands, for numbers and bigints', () => {
  assert.equal(groupDigits(14772512n), '14,772,512');
  assert.equal(groupDigits(999), '999');
  assert.equal(groupDigits(-1000), '-1,000');
  assert.equal(groupDigits(234907967154122528n), '234,907,967,154,122,528');
});

test('formatDuration words ms, s, min, h, days and years', () => {
  assert.equal(formatDuration(850.4), '850 ms');
  assert.equal(formatDuration(1234), '1.23 s');
  assert.equal(formatDuration(12_345), '12.3 s');
  assert.equal(formatDuration(245_000), '4 min 05 s');
  assert.match(formatDuration(2 * 3600_000 + 10 * 60_000), /^2 h 10 min$/);
  assert.match(formatDuration(5 * 86_400_000), /5/);
  assert.match(formatDuration(2000 * 365.25 * 86_400_000), /2,000/);
});

test('the summary says how many solutions N has once counted, and asks otherwise', () => {
  const done = { ...blankSnapshot(8, 'done'), total: 92n, fundamental: 12n };
  assert.match(countSummary(done, 8, 27), /92 solutions.*12/);
  assert.match(countSummary({ ...done, total: 0n }, 8, 27), /no solutions/);
  assert.match(countSummary(blankSnapshot(8, 'running'), 8, 27), /Counting/);
  assert.match(countSummary(blankSnapshot(8, 'idle'), 8, 27), /Press Count/);
  assert.match(countSummary(done, 9, 27), /Press Count/, 'a snapshot of another N is not shown');
  assert.match(countSummary(blankSnapshot(30, 'unavailable'), 30, 27), /stop at N = 27/);
});

test('the status line reads the snapshot, with the limit passed in and the error reason worded', () => {
  assert.match(countStatusText(blankSnapshot(30, 'unavailable'), 27), /up to N = 27/);
  assert.match(countStatusText(blankSnapshot(9, 'error', { reason: 'worker-failed' }), 27), /could not run/);
  // A worker's own (English) error text stays off the page: the page's words say what failed.
  const failed = countStatusText(blankSnapshot(9, 'error', { message: 'boom' }), 27);
  assert.match(failed, /could not run/);
  assert.doesNotMatch(failed, /boom/);
  assert.match(countStatusText({ ...blankSnapshot(22, 'idle'), poolSize: 2 }, 27), /long job/);
});

test('the figures and the time left', () => {
  const running = { ...blankSnapshot(16, 'running'), tasks: 10, tasksDone: 5, total: 1000n, fundamental: 125n, nodes: 5000n, elapsedMs: 1000, workers: 2 };
  const f = countFigures(running);
  assert.equal(f.total, '1,000');
  assert.equal(f.nps, '5,000');
  assert.equal(f.partial, true);
  assert.equal(f.tasks, '5 of 10 tasks');
  assert.equal(etaText(running), 'about 1.00 s');
  assert.equal(etaText({ ...running, tasksDone: 0 }), 'estimating…');
  assert.equal(countFigures(blankSnapshot(16, 'idle')).total, '—');
});

test('shownSnapshot shows idle or unavailable for an N the snapshot is not of', () => {
  assert.equal(shownSnapshot(blankSnapshot(8, 'done'), 9, 27).status, 'idle');
  assert.equal(shownSnapshot(blankSnapshot(8, 'done'), 28, 27).status, 'unavailable');
  const s = blankSnapshot(8, 'done');
  assert.equal(shownSnapshot(s, 8, 27), s);
});

// Small counts on the page's own thread (puzzles/queens/count-pool.js, HERE_MAX_N): the pool runs
// every wasm task itself, with no worker, and reports OEIS A000170 / A002562 figures
// (docs/REFERENCE.md) with the nodes it searched and no workers.
import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import { loadedTools } from './tools-module.js';
import { createCountPool, HERE_MAX_N } from '../../../../www/js/puzzles/queens/count-pool.js';
import { countStatusText } from '../../../../www/js/puzzles/queens/count-words.js';

function pool(changes) {
  return createCountPool({
    tools: loadedTools, countMaxN: 27,
    onChange: (s) => changes.push(s), warmAfterMs: -1,
  });
}

test('N up to 13 is counted at once without workers, with the reference totals', () => {
  assert.equal(HERE_MAX_N, 13);
  const changes = [];
  const p = pool(changes);
  for (const [n, total, fundamental] of [[6, 4n, 1n], [9, 352n, 46n], [12, 14200n, 1787n]]) {
    p.start(n);
    const s = changes.at(-1);
    assert.equal(s.status, 'done', `N = ${n}`);
    assert.equal(s.total, total);
    assert.equal(s.fundamental, fundamental);
    assert.equal(s.workers, 0);
    assert.ok(s.nodes > 0n && s.elapsedMs >= 0);
    assert.match(countStatusText(s, 27), /on the page itself/);
  }
});

test('select(n, auto) counts a small N in place and returns the done snapshot', () => {
  const changes = [];
  const s = pool(changes).select(8, { auto: true });
  assert.equal(s.status, 'done');
  assert.equal(s.total, 92n);
  assert.equal(s.fundamental, 12n);
});

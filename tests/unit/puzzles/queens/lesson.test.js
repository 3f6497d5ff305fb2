//! The lesson's pure additions (issue 12): the event log's lines (puzzles/*.js `logLine`)
//! over the wasm stepper's `recent` heads (wasm/decode.js `withSnapshots`), the coarse
//! steps (`step_until`), why a backtrack happened (puzzles/queens/puzzle.js `backtrackReason`) and
//! the variables line at step 0, a solution and the end, for the queens. Values: the N = 4
//! trace of docs/REFERENCE.md, continued by hand (see tests/e2e/puzzles/queens/stepper-lesson.test.js).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import { new_stepper as queensStepper } from '../../../../www/pkg/queens.js';
import { withSnapshots } from '../../../../www/js/wasm/decode.js';
import { decodeQueens } from '../../../../www/js/puzzles/queens/puzzle.js';
import { backtrackReason, logLine, variables } from '../../../../www/js/puzzles/queens/puzzle.js';

const queens4 = () => withSnapshots(queensStepper(4, true, false), decodeQueens);

test('the log of N = 4 at step 12 is the reference trace, newest first, down to step 0, naming what each method found', () => {
  // The reference names the scan's attacker; at step 7 the flags stop at col[3], set by
  // the queen of row 2, before the diagonal of row 1.
  for (const [scan, seven] of [[true, '7: (3,3) ✗ row 1, diagonal'], [false, '7: (3,3) ✗ row 2, column']]) {
    const s = withSnapshots(queensStepper(4, true, scan), decodeQueens);
    s.seek(12);
    const lines = s.recent(20).map((h) => `${h.step}: ${logLine(h)}`);
    assert.deepEqual(lines, [
      '12: place (3,2)', '11: (3,1) ✗ row 1, column', '10: place (2,4)', '9: backtrack, remove (2,3)',
      '8: (3,4) ✗ row 2, diagonal', seven, '6: (3,2) ✗ row 2, anti-diagonal',
      '5: (3,1) ✗ row 1, column', '4: place (2,3)', '3: (2,2) ✗ row 1, diagonal', '2: (2,1) ✗ row 1, column',
      '1: place (1,1)', '0: start, empty board',
    ]);
    // recent() works on a copy: the stepper is still at step 12.
    assert.equal(s.view().step, 12);
  }
});

test('the log holds at most the steps asked for', () => {
  const s = queens4();
  s.seek(40);
  const heads = s.recent(20);
  assert.equal(heads.length, 20);
  assert.deepEqual([heads[0].step, heads[19].step], [40, 21]);
});

test('coarse steps forward and back stop at the hand-traced steps, within a budget', () => {
  const s = queens4();
  const removes = [];
  for (let i = 0; i < 4; i += 1) {
    assert.equal(s.step_until(true, 'remove', 0, 1000), true);
    removes.push(s.view().step);
  }
  assert.deepEqual(removes, [9, 17, 20, 21]);
  assert.equal(s.step_until(false, 'place', 0, 1000), true);
  assert.equal(s.view().step, 12);
  // Row 4's first queen is at step 30; a budget of 5 steps stops short without finding it.
  assert.equal(s.step_until(true, 'place', 4, 5), false);
  assert.equal(s.view().step, 17);
  assert.equal(s.step_until(true, 'place', 4, 1000), true);
  assert.equal(s.view().step, 30);
});

test('a backtrack is explained by the row below it: all attacked, the rest tried, or after a solution', () => {
  const s = queens4();
  const reasonAt = (k) => {
    s.seek(k);
    return backtrackReason(s.view());
  };
  assert.equal(reasonAt(9), 'backtrack-attacked'); // x = [1, 3]: row 3 all attacked
  assert.equal(reasonAt(17), 'backtrack-attacked'); // x = [1, 4, 2]: row 4 all attacked
  assert.equal(reasonAt(20), 'backtrack-tried'); // (3,2) was safe under x = [1, 4]
  assert.equal(reasonAt(21), 'backtrack-tried'); // (2,3), (2,4) were safe under x = [1]
  assert.equal(reasonAt(32), 'backtrack-solution'); // after 2 4 1 3
});

test('the variables line is never blank: step 0, a solution, the end', () => {
  const s = queens4();
  const at = (k) => {
    s.seek(k);
    return variables(s.view(), { method: 'flags' });
  };
  assert.equal(at(0), 't = 0 (in main, before backtrack(1)): the search has placed no queen yet');
  assert.equal(at(31), 't = 4: x = [2, 4, 1, 3]');
  assert.equal(at(79), 't = 0 (back in main): the search is over');
  assert.equal(at(12), 't = 3, i = 2');
});

test('the iterative form\'s variables are k and x[k] once its line has run (N = 4, REFERENCE.md)', () => {
  const s = queens4();
  const at = (k, method = 'flags') => {
    s.seek(k);
    return variables(s.view(), { method, template: 'iterative' });
  };
  assert.equal(at(0), 'k = 1, x[1] = 0: the search has placed no queen yet');
  assert.equal(at(4), 'k = 2, x[k] = 3'); // place (2,3)
  assert.equal(at(9), 'k = 2, x[k] = 3'); // else k ← k − 1: back on row 2, x[2] still 3
  assert.equal(at(31), 'k = 4: x = [2, 4, 1, 3]');
  assert.equal(at(79), 'k = 0: the loop is over, and so is the search');
  s.free();
  // With the scan, step 32 (after the solution) is x[k] ← x[k] + 1: x[4] moves from 3 to 4.
  const scan = withSnapshots(queensStepper(4, true, true), decodeQueens);
  scan.seek(32);
  assert.equal(variables(scan.view(), { method: 'scan', template: 'iterative' }), 'k = 4, x[k] = 4');
  scan.seek(2);
  assert.equal(variables(scan.view(), { method: 'scan', template: 'iterative' }), 'k = 2, x[k] = 1; place stops at j = 1');
  scan.free();
});

test('peek names the next event of the N = 4 trace without moving (REFERENCE.md steps 3 → 4)', () => {
  const s = queens4();
  s.seek(3);
  const next = s.peek();
  assert.equal(next.step, 4);
  assert.equal(next.kind, 'place');
  assert.deepEqual([next.event.row, next.event.col], [2, 3]);
  assert.equal(next.executing.line, 'assign');
  assert.equal(next.iterative.line, 'set');
  assert.equal(s.view().step, 3);
  s.free();
});

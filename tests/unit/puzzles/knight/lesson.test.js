//! The lesson's additions for the knight: its event log's lines (puzzles/knight/puzzle.js
//! `logLine`) over the wasm stepper's `recent` heads (wasm/decode.js `withSnapshots`) and
//! its variables line. Values: the notes' 9 × 5 knight's first path.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import { new_stepper as knightStepper } from '../../../../www/pkg/knight.js';
import { withSnapshots } from '../../../../www/js/wasm/decode.js';
import * as knight from '../../../../www/js/puzzles/knight/puzzle.js';

test('the knight: log lines and variables of the notes\' 9 × 5 search', () => {
  const s = withSnapshots(knightStepper(9, 5, true), knight.decodeKnight);
  assert.equal(knight.variables(s.view()), 'k = 0 (in main): path[0] = (1, 1)');
  assert.equal(s.step_until(true, 'place', 2, 1000), true);
  assert.deepEqual(s.recent(20).map((h) => `${h.step}: ${knight.logLine(h)}`), [
    '5: jump 2: ② to (5,1)', '4: ① to (4,0) ✗ off the board', '3: jump 1: ③ to (3,2)',
    '2: ② to (3,0) ✗ off the board', '1: ① to (2,-1) ✗ off the board', '0: start on (1,1)',
  ]);
  assert.equal(s.step_until(true, 'solution', 0, 100000), true);
  assert.equal(knight.variables(s.view()), 'k = 6: (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)');
  assert.equal(knight.maxDepth(s.view()), 8);
});

//! The knight's simulate exercise (issue 22) on its wasm stepper, graded move by move with
//! its rules (puzzles/knight/exercise-rules.js). Values: docs/REFERENCE.md's one path of
//! the 4 × 3 board.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import * as wasm from '../../../../www/pkg/knight.js';
import { newStepper as knightStepper } from '../../../../www/js/puzzles/knight/puzzle.js';
import { KNIGHT_RULES } from '../../../../www/js/puzzles/knight/exercise-rules.js';
import { createTrace } from '../../../../www/js/exercise/trace.js';
import { replaySimulate, simulateAnswer, startSimulate } from '../../../../www/js/exercise/simulate.js';

const B = { kind: 'backtrack' };

test('the knight\'s exercise on 4 × 3: move ③ to (3,2), back, then ④ ① ④ to (4,3) (docs/REFERENCE.md\'s one path)', async () => {
  const size = { n: 4, m: 3 };
  const trace = createTrace(knightStepper(wasm, size, { allSolutions: false }), true);
  const move = (value) => ({ kind: 'number', value });
  // From (1,1): ① (2,−1) and ② (3,0) leave the board, ③ lands on (3,2); from (3,2) every
  // move leaves it, so back; ④ to (2,3), ① to (3,1), ④ to (4,3): the path of the notes' table.
  let sim = replaySimulate(trace, [move(3), B, move(4), move(1), move(4)], size, 0, KNIGHT_RULES);
  assert.deepEqual([sim.done, sim.right, sim.wrong, sim.end.kind], [true, 5, 0, 'solution']);
  sim = startSimulate(trace);
  sim = simulateAnswer(trace, sim, move(1), size, KNIGHT_RULES);
  assert.equal(sim.feedback.reason.why, 'leaves');
  assert.deepEqual([sim.feedback.reason.by.x, sim.feedback.reason.by.y], [2, -1]);
  sim = simulateAnswer(trace, sim, move(4), size, KNIGHT_RULES);
  assert.equal(sim.feedback.reason.why, 'all-leave');
  assert.equal(sim.feedback.reason.tried.length, 4);
  const later = simulateAnswer(trace, startSimulate(trace), move(4), size, KNIGHT_RULES);
  assert.equal(later.feedback.reason.why, 'first-safe');
  const early = simulateAnswer(trace, startSimulate(trace), B, size, KNIGHT_RULES);
  assert.equal(early.feedback.reason.why, 'safe-left');
});

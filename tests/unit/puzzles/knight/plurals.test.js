//! English plurals in the knight's own texts (tests/unit/plurals.test.js checks every
//! table): a count and the noun it counts agree. The expected sentences are written out by
//! hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import * as wasm from '../../../../www/pkg/knight.js';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import { newStepper as knightStepper } from '../../../../www/js/puzzles/knight/puzzle.js';
import { KNIGHT_RULES } from '../../../../www/js/puzzles/knight/exercise-rules.js';
import { createTrace } from '../../../../www/js/exercise/trace.js';
import { replaySimulate } from '../../../../www/js/exercise/simulate.js';
import { simulateSummary } from '../../../../www/js/exercise/words.js';

test('the knight\'s texts read right for 1 and for more', () => {
  setLang('en');
  assert.equal(t('knight.event-done', { count: 3, steps: 1 }), 'Search finished: 3 paths in 1 step.');
});

/** A finished knight's exercise of `size` replayed from `answers`, as its panel summarises it. */
function knightSummary(size, answers) {
  const trace = createTrace(knightStepper(wasm, size, { allSolutions: false }), true);
  const run = replaySimulate(trace, answers, size, 0, KNIGHT_RULES);
  assert.equal(run.done, true);
  const ex = { kind: 'simulate', run, replayed: true, resumed: false, startedAt: 0, finishedAt: null };
  const end = t('ex.knight-done-all');
  return simulateSummary(ex, end).slice(end.length + 1);
}

test('the summary of a one-action knight\'s exercise reads "1 action: … 1 mistake"', () => {
  setLang('en');
  const B = { kind: 'backtrack' };
  const move = (value) => ({ kind: 'number', value });
  // 2 × 3: the horse's one jump is ④ from (1,1) to (2,3); backtracking instead is one mistake.
  assert.equal(knightSummary({ n: 2, m: 3 }, [B]), '1 action: 0 right, 1 mistake. Time: not recorded.');
  assert.equal(knightSummary({ n: 2, m: 3 }, [move(4)]), '1 action: 1 right, 0 mistakes. Time: not recorded.');
  // 4 × 3 (docs/REFERENCE.md's one path): five actions.
  assert.equal(knightSummary({ n: 4, m: 3 }, [move(3), B, move(4), move(1), move(4)]),
    '5 actions: 5 right, 0 mistakes. Time: not recorded.');
});

//! The state's derived predicates, written once in app/state.js (each puzzle's own:
//! tests/unit/puzzles/<id>/state.test.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  idleStepper, initialState, isBusy,
} from '../../www/js/app/state.js';

const LIMITS = { sliderMaxN: 20, indexMaxN: 14, defaultN: 8 };
test('the search is busy while it plays, seeks or runs to the next solution, and only then', () => {
  assert.equal(isBusy(idleStepper()), false);
  assert.equal(isBusy({ ...idleStepper(), playing: true }), true);
  assert.equal(isBusy({ ...idleStepper(), hunting: true }), true);
  assert.equal(isBusy({ ...idleStepper(), seekTarget: 0 }), true);
});

test('a fresh state is the shell\'s: no puzzle\'s slice before its page adds it', () => {
  const state = initialState(LIMITS, 'en', 'x');
  assert.equal(state.puzzle, 'x');
  assert.deepEqual(state.steppers, {});
  assert.equal(state.n, undefined);
});

//! What the queens' board shows, derived from the page state (puzzles/queens/state.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idleStepper, initialState } from '../../../../www/js/app/state.js';
import {
  isHuge, placedCount, queensState, shownCols,
} from '../../../../www/js/puzzles/queens/state.js';

const LIMITS = { sliderMaxN: 20, indexMaxN: 14, defaultN: 8 };

test('the board shows the view\'s columns and counts its queens', () => {
  const state = { ...initialState(LIMITS, 'en', 'queens'), ...queensState(LIMITS) };
  assert.deepEqual(shownCols(state), [0, 0, 0, 0, 0, 0, 0, 0]);
  const play = { ...state, view: 'play', play: { cols: [1, 5, 0, 0, 0, 0, 0, 0], result: null, busy: false } };
  assert.deepEqual(shownCols(play), [1, 5, 0, 0, 0, 0, 0, 0]);
  assert.equal(placedCount(play), 2);
  const stepper = { ...state, view: 'stepper', steppers: { queens: { ...idleStepper(), snapshot: { x: [1, 3, 0, 0] } } } };
  assert.deepEqual(shownCols(stepper), [1, 3, 0, 0]);
  const huge = { ...state, n: 1000, solution: new Uint32Array(1000) };
  assert.equal(placedCount(huge), 1000);
});

test('N above the slider is huge: no stepper there', () => {
  const state = { ...initialState(LIMITS, 'en', 'queens'), ...queensState(LIMITS) };
  assert.equal(state.n, LIMITS.defaultN);
  assert.equal(isHuge({ ...state, n: 20 }), false);
  assert.equal(isHuge({ ...state, n: 21 }), true);
});

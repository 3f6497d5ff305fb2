//! The queens are the default puzzle: a link without `puzzle=` opens them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PUZZLE, claimant } from '../../../../www/js/puzzles/registry.js';

test('the queens are the default puzzle: a link without puzzle= (or with an unknown one) is theirs', () => {
  assert.equal(DEFAULT_PUZZLE, 'queens');
  assert.equal(claimant('#n=8'), 'queens');
  assert.equal(claimant('#puzzle=nosuch&n=8'), 'queens');
});

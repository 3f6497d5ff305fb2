//! The queens' tabs and the one their link names (puzzles/queens/tabs.js), through the
//! view keys (app/view-route.js `viewFields`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialState } from '../../../../www/js/app/state.js';
import { viewFields } from '../../../../www/js/app/view-route.js';
import { TABS, linkedTab } from '../../../../www/js/puzzles/queens/tabs.js';

const LIMITS = { sliderMaxN: 20, indexMaxN: 14, defaultN: 8 };
const state = (patch) => ({ ...initialState(LIMITS, 'en', 'queens'), ...patch });
const fields = (s, own) => viewFields(s, own, undefined, linkedTab(s, own));
const STEP = { n: 6, step: 38 };

test('the queens\' tabs: the lesson first, then the exercises and the tools', () => {
  assert.deepEqual(TABS.map(([name]) => name), ['lesson', 'exercise', 'gallery', 'count', 'export']);
});

test('a tool tab is in the link; the lesson and the exercises (ex= opens them) are not; count=1 says the Count tab', () => {
  assert.deepEqual(fields(state({}), STEP), STEP);
  assert.deepEqual(fields(state({ tab: 'exercise' }), STEP), STEP, 'ex= opens the exercises');
  assert.deepEqual(fields(state({ presenting: true, tab: 'gallery', treeStyle: 'nodes' }), STEP), { ...STEP, present: true, tab: 'gallery', tree: 'nodes' });
  assert.deepEqual(fields(state({ tab: 'count' }), { n: 18, count: true }), { n: 18, count: true }, 'count=1 says it');
  assert.deepEqual(fields(state({ tab: 'count' }), { n: 18 }), { n: 18, tab: 'count' });
  const embed = { code: true, from: 30, to: 40, autoplay: true, loop: false };
  assert.equal(fields(state({ embed, tab: 'gallery' }), STEP).tab, undefined, 'an embedded page has no tab');
});

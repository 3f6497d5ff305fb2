//! The gallery's pure parts: the filter and jump fields read as data, the words of the
//! symmetry classes and the breakdown, the thumbnail's queen path, the list's geometry and
//! the slice's changes. Expected values are worked by hand: the first solution of N = 8 is
//! 1 5 8 6 3 7 2 4, and N = 8 has 92 = 11 × 8 + 1 × 4 solutions (OEIS A000170, A002562).

import '../../load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJump, parsePattern, patternText } from '../../../../www/js/puzzles/queens/gallery/pattern.js';
import {
  breakdownText, classBreakdown, messageIsError, messageText, stabiliserText, statusText,
} from '../../../../www/js/puzzles/queens/gallery/words.js';
import { placementPath } from '../../../../www/js/puzzles/queens/gallery/thumbnail.js';
import { keyTarget, listLayout, revealTop, visibleRange } from '../../../../www/js/puzzles/queens/gallery/layout.js';
import { applyGalleryEvent, galleryItem, galleryState } from '../../../../www/js/puzzles/queens/gallery-state.js';

test('the pattern 1 5 _ _ _ _ _ _ fixes rows 1 and 2 and leaves the others free', () => {
  assert.deepEqual(parsePattern('1 5 _ _ _ _ _ _', 8), { pattern: [1, 5, 0, 0, 0, 0, 0, 0] });
  assert.deepEqual(parsePattern('1 5', 8), { pattern: [1, 5, 0, 0, 0, 0, 0, 0] }, 'missing rows are any');
  assert.deepEqual(parsePattern('x = [1,5,?,*,.,0]', 8), { pattern: [1, 5, 0, 0, 0, 0, 0, 0] });
  assert.equal(patternText([1, 5, 0, 0, 0, 0, 0, 0]), '1 5 _ _ _ _ _ _');
});

test('the first solution of N = 8, 1 5 8 6 3 7 2 4, is a full pattern', () => {
  assert.deepEqual(parsePattern('1-5-8-6-3-7-2-4', 8), { pattern: [1, 5, 8, 6, 3, 7, 2, 4] });
});

test('an empty or all-any pattern asks for nothing', () => {
  assert.deepEqual(parsePattern('', 8), { pattern: null });
  assert.deepEqual(parsePattern('_ _ _', 8), { pattern: null });
});

test('a bad pattern is a message key with what was wrong', () => {
  assert.deepEqual(parsePattern('1 9', 8), { error: { key: 'gallery.filter-bad', params: { token: '9', n: 8 } } });
  assert.deepEqual(parsePattern('1 2 3 4 5 6 7 8 1', 8),
    { error: { key: 'gallery.filter-too-long', params: { n: 8, count: 9 } } });
  assert.equal(parsePattern('abcdefghijklmnop', 8).error.params.token, 'abcdefghijkl…');
  assert.match(messageText({ kind: 'filter-error', ...parsePattern('1 9', 8).error }), /“9” is not a column.*1 to 8/);
});

test('a jump number allows # and thousands commas, and is checked against the total', () => {
  assert.deepEqual(parseJump('#14,200', 14200), { index: 14200 });
  assert.deepEqual(parseJump('93', 92), { error: 'past', index: 93 });
  assert.deepEqual(parseJump('93', null), { index: 93 }, 'no total yet: the worker says');
  assert.deepEqual(parseJump('abc', 92), { error: 'bad' });
  assert.deepEqual(parseJump('0', 92), { error: 'bad' });
  assert.equal(messageText({ kind: 'jump-bad', total: 92 }), 'Type a solution number from 1 to 92.');
  assert.equal(messageText({ kind: 'jump-past', n: 8, total: 92, index: 93 }),
    'N = 8 has 92 solutions, so there is no solution #93.');
  assert.equal(messageIsError({ kind: 'jump-past' }), true);
  assert.equal(messageIsError({ kind: 'jump-done', index: 3 }), false);
});

test('stabilisers are worded by the symmetries other than the identity', () => {
  assert.equal(stabiliserText(['identity']), 'no symmetry');
  assert.equal(stabiliserText(['identity', 'rotate180']), 'fixed by rotate 180°');
  assert.equal(stabiliserText(['identity', 'rotate90', 'rotate180', 'rotate270']), 'fixed by rotate 90°, 180°, 270°');
});

test('the N = 8 breakdown is 92 = 11 × 8 + 1 × 4', () => {
  const g = {
    ...galleryState(8, 14, true), done: true, found: 92, classes: 12, classSizes: { 8: 11, 4: 1, 2: 0, 1: 0 },
  };
  assert.deepEqual(classBreakdown(g.classSizes), [{ size: 8, count: 11 }, { size: 4, count: 1 }]);
  assert.equal(breakdownText(g), '(classes × boards per class: 92 = 11 × 8 + 1 × 4)');
  assert.equal(breakdownText({ ...g, fundamental: false }), '', 'only in the fundamental view');
});

test('the status says when N is past the gallery limit, which comes in as a parameter', () => {
  assert.match(statusText(galleryState(15, 14), 14), /N ≤ 14.*N = 15/);
  assert.match(statusText({ ...galleryState(8, 14), found: 40 }, 14), /40 so far/);
  // The worker's own (English) error text stays off the page.
  const stopped = statusText({ ...galleryState(8, 14), error: { code: 'worker-error', detail: 'boom' } }, 14);
  assert.match(stopped, /stopped: the gallery worker could not run/);
  assert.doesNotMatch(stopped, /boom/);
});

test('the queens of 1 5 8 6 3 7 2 4 are one path of 8 dots centred in their squares', () => {
  const path = placementPath([1, 5, 8, 6, 3, 7, 2, 4]);
  assert.equal(path.split('M').length - 1, 8);
  assert.ok(path.startsWith('M0.18 0.5a0.32 0.32 0 1 0 0.64 0'), 'row 1, column 1: centre (0.5, 0.5)');
  assert.ok(path.includes('M3.18 7.5a'), 'row 8, column 4: centre (3.5, 7.5)');
  assert.equal(placementPath([0, 0]), '', 'empty rows draw nothing');
});

test('the list lays out whole items per row and draws the rows in sight', () => {
  const layout = listLayout(8 * 84 + 7 * 8, 40, false);
  assert.equal(layout.cols, 8);
  assert.equal(layout.itemW, 84);
  assert.equal(layout.pitch, layout.itemH + 8);
  const range = visibleRange(layout, 92, 0, layout.pitch * 2);
  assert.equal(range.from, 0);
  assert.equal(range.to, 5 * 8, 'two rows in sight, two more below');
  assert.equal(revealTop(layout, 0, 'top', 500, 300), 0);
  assert.equal(revealTop(layout, 8, 'nearest', 0, 1000), 0, 'already in sight');
  assert.equal(keyTarget(layout, 'ArrowDown', 3, 92, 300), 11);
  assert.equal(keyTarget(layout, 'End', 3, 92, 300), 91);
  assert.equal(keyTarget(layout, 'ArrowLeft', 0, 92, 300), 0);
  assert.equal(keyTarget(layout, 'a', 0, 92, 300), null);
});

test('the slice follows the client: a new view drops its pages, progress of an old view is ignored', () => {
  let g = galleryState(8, 14);
  g = applyGalleryEvent(g, { type: 'view', viewId: 1 });
  const progress = { type: 'progress', viewId: 1, found: 92, done: true, viewCount: 92, classes: 12, classSizes: { 8: 11, 4: 1 } };
  g = applyGalleryEvent(g, progress);
  assert.equal(g.viewReady, true);
  assert.equal(applyGalleryEvent(g, { ...progress, viewId: 0 }), g);
  const pages = new Map([[0, { from: 0, count: 1, items: Uint8Array.from([1, 5, 8, 6, 3, 7, 2, 4]), indices: Uint32Array.from([1]), classes: null }]]);
  g = applyGalleryEvent(g, { type: 'pages', viewId: 1, pages });
  assert.deepEqual(galleryItem(g, 0, 240), { cols: [1, 5, 8, 6, 3, 7, 2, 4], index: 1, klass: null });
  assert.equal(galleryItem(g, 1, 240), null);
  assert.equal(applyGalleryEvent(g, { type: 'view', viewId: 2 }).pages.size, 0);
});

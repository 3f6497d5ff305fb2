import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clampFrame, fitFrame, frameOrigin, frameReadout, maxZoom, MIN_SPAN, panBy, zoomAt, zoomOnMiddleQueen,
} from '../../../../www/js/puzzles/queens/overview-geometry.js';

test('the fitted frame shows the whole board', () => {
  assert.deepEqual(frameOrigin(fitFrame(100)), { x0: 0, y0: 0, s: 100 });
  assert.deepEqual(frameReadout(fitFrame(100)), { r1: 1, r2: 100, c1: 1, c2: 100, zoom: '1' });
});

test('the deepest zoom shows MIN_SPAN squares', () => {
  assert.equal(maxZoom(800), 800 / MIN_SPAN);
  assert.equal(maxZoom(4), 1);
  const deep = zoomAt(fitFrame(800), 1e9);
  assert.equal(frameOrigin(deep).s, MIN_SPAN);
});

test('zooming keeps the point under the pointer in place', () => {
  const frame = zoomAt(fitFrame(100), 4, 0.25, 0.75);
  const { x0, y0, s } = frameOrigin(frame);
  assert.equal(s, 25);
  assert.equal(x0 + 0.25 * s, 25);
  assert.equal(y0 + 0.75 * s, 75);
});

test('zoom is kept between 1 and the deepest, and a no-op zoom returns the same frame', () => {
  const fit = fitFrame(100);
  assert.equal(zoomAt(fit, 0.5), fit);
  assert.equal(zoomAt(zoomAt(fit, 2), 0.01).zoom, 1);
});

test('the buttons centre on the queen of the middle row in view', () => {
  const cols = new Uint32Array(100).fill(40);
  const frame = zoomOnMiddleQueen(fitFrame(100), cols, 4);
  assert.equal(frame.zoom, 4);
  assert.equal(frame.cy, 50.5);
  assert.equal(frame.cx, 39.5);
});

test('panning stops at the board edge', () => {
  const frame = panBy(zoomAt(fitFrame(100), 4), -1000, 1000);
  assert.deepEqual(frameOrigin(frame), { x0: 0, y0: 75, s: 25 });
  assert.deepEqual(clampFrame(frame), frame);
});

test('the readout rounds to whole rows and shows a large zoom as a whole number', () => {
  const frame = { n: 1000, zoom: 40, cx: 500, cy: 500 };
  assert.deepEqual(frameReadout(frame), { r1: 488, r2: 513, c1: 488, c2: 513, zoom: 40 });
});

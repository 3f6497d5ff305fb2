//! The class view's link key (app/class-link.js): `view=class` read apart from the rest of
//! the link, another value refused as the core refuses a view key's (`unknown-value`), and
//! the link the class view writes. Pure.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blankClassView, classFragment, splitView } from '../../www/js/app/class-link.js';

test('view=class is read apart from the rest of the link, which keeps its # and its other keys', () => {
  assert.deepEqual(splitView('#view=class'), { hash: '#', view: 'class', error: null });
  assert.deepEqual(splitView('#view=class&lang=zh'), { hash: '#lang=zh', view: 'class', error: null });
  assert.deepEqual(splitView('lang=en&view=class'), { hash: 'lang=en', view: 'class', error: null });
  assert.deepEqual(splitView('#n=8&step=3'), { hash: '#n=8&step=3', view: null, error: null });
  // `review=` is no `view=`.
  assert.deepEqual(splitView('#review=class'), { hash: '#review=class', view: null, error: null });
});

test('a view that is none, or the key twice, is refused with the core’s unknown-value', () => {
  const { view, error, hash } = splitView('#view=table&lang=zh');
  assert.equal(view, null);
  assert.equal(hash, '#lang=zh');
  assert.deepEqual(error, { code: 'unknown-value', params: { key: 'view', value: 'table', allowed: ['class'] } });
  assert.equal(splitView('#view=class&view=class').error.code, 'unknown-value');
  assert.equal(splitView(`#view=${'x'.repeat(100)}`).error.params.value.length, 24);
});

test('the class view writes view=class, with its language when it is Chinese, and opens empty', () => {
  assert.equal(classFragment('en'), 'view=class');
  assert.equal(classFragment('zh'), 'view=class&lang=zh');
  assert.deepEqual(splitView(`#${classFragment('zh')}`), { hash: '#lang=zh', view: 'class', error: null });
  const blank = blankClassView();
  assert.equal(blank.text, '');
  assert.equal(blank.status, 'idle');
  assert.deepEqual(blank.rows, []);
  assert.notEqual(blankClassView(), blank, 'a fresh object each time');
});

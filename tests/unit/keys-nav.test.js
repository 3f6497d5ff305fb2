//! Arrow-key movement in lists (tabs, event log) and trees (www/js/lib/keys-nav.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listMove, treeMove } from '../../www/js/lib/keys-nav.js';

const TABS = { prev: 'ArrowLeft', next: 'ArrowRight', wrap: true };
const LOG = { prev: 'ArrowUp', next: 'ArrowDown' };

test('in a list, next and prev step by one; with wrap they go round, without they stop', () => {
  assert.equal(listMove('ArrowRight', 1, 4, TABS), 2);
  assert.equal(listMove('ArrowRight', 3, 4, TABS), 0);
  assert.equal(listMove('ArrowLeft', 0, 4, TABS), 3);
  assert.equal(listMove('ArrowDown', 19, 20, LOG), 19);
  assert.equal(listMove('ArrowUp', 0, 20, LOG), 0);
  assert.equal(listMove('End', 2, 20, LOG), 19);
  assert.equal(listMove('Home', 7, 20, LOG), 0);
  assert.equal(listMove('ArrowRight', 3, 20, LOG), undefined, 'a key of the other direction is not the list\'s');
  assert.equal(listMove('Enter', 3, 4, TABS), undefined);
});

test('in a tree, ↑ ↓ follow visiting order, ← the parent, → the first child, or stay', () => {
  // A root (-1) with node 0, whose children are 1 and 2.
  const at0 = { first: -1, last: 2, parent: -1, firstChild: 1 };
  assert.equal(treeMove('ArrowDown', 0, at0), 1);
  assert.equal(treeMove('ArrowUp', 0, at0), -1);
  assert.equal(treeMove('ArrowLeft', 0, at0), -1);
  assert.equal(treeMove('ArrowRight', 0, at0), 1);
  const leaf = { first: -1, last: 2, parent: 0, firstChild: undefined };
  assert.equal(treeMove('ArrowRight', 2, leaf), 2, 'a leaf has no child: stay');
  assert.equal(treeMove('ArrowDown', 2, leaf), 2, 'the last node stays the last');
  assert.equal(treeMove('ArrowLeft', 0, { first: 0, last: 2, parent: undefined }), 0, 'no parent: stay');
  assert.equal(treeMove('Home', 2, leaf), -1);
  assert.equal(treeMove('End', 0, leaf), 2);
  assert.equal(treeMove('Enter', 0, leaf), undefined);
});

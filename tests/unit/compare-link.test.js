// The Compare view's link key (www/js/app/compare-link.js): read apart from the puzzle's
// keys, its list's shape checked, written back after them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareKeys, splitCompare, withCompare } from '../../www/js/app/compare-link.js';

test('splitCompare takes the key out of the hash and keeps the rest as it was', () => {
  assert.deepEqual(splitCompare('#n=4&compare=backtrack,bfs&lang=zh'), { hash: '#n=4&lang=zh', value: 'backtrack,bfs' });
  assert.deepEqual(splitCompare('#compare=backtrack%2Cbfs'), { hash: '#', value: 'backtrack,bfs' });
  assert.deepEqual(splitCompare('puzzle=toy&n=9'), { hash: 'puzzle=toy&n=9', value: null });
  assert.deepEqual(splitCompare(''), { hash: '', value: null });
  assert.deepEqual(splitCompare('#compare=a,b&compare=c,d'), { hash: '#', value: 'a,b&c,d' });
  assert.deepEqual(splitCompare('#compare=%E0'), { hash: '#', value: '%E0' });
});

test('compareKeys reads two names separated by a comma, else a link error', () => {
  assert.deepEqual(compareKeys('backtrack,bfs'), { keys: ['backtrack', 'bfs'] });
  assert.deepEqual(compareKeys('lc,lc'), { keys: ['lc', 'lc'] });
  for (const bad of ['backtrack', 'a,b,c', ',bfs', 'bfs,', ',', '', 'a,b&c,d', 'a&b,c']) {
    const { error } = compareKeys(bad);
    assert.equal(error.code, 'compare-list', bad);
    assert.equal(error.params.value, bad);
  }
  assert.equal(compareKeys('x'.repeat(100)).error.params.value.length, 40);
});

test('compareKeys passes two names it does not know on, for the core to call unknown', () => {
  // Two names separated by a comma are a list, whatever the names: `BFS` and a tag are
  // names no method has, which the message of an unknown method quotes.
  assert.deepEqual(compareKeys('BFS,backtrack'), { keys: ['BFS', 'backtrack'] });
  assert.deepEqual(compareKeys('<script>alert(1)</script>,bfs'), { keys: ['<script>alert(1)</script>', 'bfs'] });
  assert.deepEqual(compareKeys('a b,c'), { keys: ['a b', 'c'] });
});

test('withCompare writes the key after the puzzle\'s keys', () => {
  assert.equal(withCompare('n=4', ['backtrack', 'bfs']), 'n=4&compare=backtrack,bfs');
  assert.equal(withCompare('', ['dfs', 'lc']), 'compare=dfs,lc');
  const { hash, value } = splitCompare(`#${withCompare('puzzle=toy&w=1-2', ['bfs', 'lc'])}`);
  assert.equal(hash, '#puzzle=toy&w=1-2');
  assert.deepEqual(compareKeys(value).keys, ['bfs', 'lc']);
  // A name that is not a method's is encoded, so the link read back has the same name.
  const odd = withCompare('n=4', ['a&b', '<i>']);
  assert.equal(odd, 'n=4&compare=a%26b,%3Ci%3E');
  assert.equal(splitCompare(`#${odd}`).value, 'a&b,<i>');
});

test('a link without compare= is left as it is, a stray & included: the puzzle reports it', () => {
  assert.deepEqual(splitCompare('#n=8&'), { hash: '#n=8&', value: null });
  assert.deepEqual(splitCompare('#n=8&&step=3'), { hash: '#n=8&&step=3', value: null });
  assert.deepEqual(splitCompare('#n=8&&compare=backtrack,bfs'), { hash: '#n=8&', value: 'backtrack,bfs' });
});

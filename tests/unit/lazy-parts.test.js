// The shell's parts fetched on first use (issue 20): the Compare view's actions before its
// code has arrived (app/compare-lazy.js), with a fake importer that counts its fetches, and
// the Parsons problem's list of lazily bound actions against its module.
import test from 'node:test';
import assert from 'node:assert/strict';
import { lazyModule } from '../../www/js/lib/lazy.js';
import { partNotFetched } from '../../www/js/lib/errors.js';
import { lazyCompare } from '../../www/js/app/compare-lazy.js';
import { PARSONS_ACTIONS } from '../../www/js/app/parsons-lazy.js';

/** A fake store: the state, `update` merging a patch, `flush` counted. */
function fakeStore() {
  const store = {
    state: { compare: null, error: '' },
    flushes: 0,
    update(patch) {
      Object.assign(store.state, patch);
    },
    flush() {
      store.flushes += 1;
    },
  };
  return store;
}

/**
 * A fake app/compare-part.js behind a counting importer: its `createCompare(ctx)` records
 * each call of its controller (`calls`); `fail` makes the next fetches reject.
 */
function fakePart() {
  const calls = [];
  const made = [];
  const mod = {
    createCompare(ctx) {
      made.push(ctx);
      const record = (name) => (...args) => {
        calls.push([name, ...args]);
        return `${name} done`;
      };
      return {
        open: record('open'), close: record('close'), step: record('step'), back: record('back'), reset: record('reset'), toEnd: record('toEnd'), seek: record('seek'), playPause: record('playPause'), setMethod: record('setMethod'), show: record('show'), chart: record('chart'),
      };
    },
  };
  const importer = () => {
    importer.fetches += 1;
    return importer.fail ? Promise.reject(new Error('offline')) : Promise.resolve(mod);
  };
  importer.fetches = 0;
  importer.fail = false;
  return {
    part: lazyModule(importer), importer, calls, made,
  };
}

test('the Compare view\'s code is not fetched until a view is opened: closing and moving do nothing', async () => {
  const { part, importer, calls } = fakePart();
  const store = fakeStore();
  const compare = lazyCompare({ store }, part);
  compare.close();
  compare.step();
  compare.playPause();
  compare.chart();
  assert.equal(compare.open('p1', null, false), undefined);
  assert.equal(importer.fetches, 0);
  assert.deepEqual(calls, []);
  assert.equal(store.state.compare, null);
});

test('opening a view fetches its code once, keeps the key meanwhile, then opens it with the same arguments', async () => {
  const { part, importer, calls, made } = fakePart();
  const store = fakeStore();
  const ctx = { store };
  const compare = lazyCompare(ctx, part);
  const opening = compare.open('p1', 'backtrack,bfs', false);
  // Pending meanwhile: the link keeps `compare=backtrack,bfs` (app/render.js), the view stays closed.
  assert.deepEqual([store.state.compare.pending, store.state.compare.keys, store.state.compare.id], [true, ['backtrack', 'bfs'], 'p1']);
  assert.equal(await opening, 'open done');
  assert.deepEqual(calls, [['open', 'p1', 'backtrack,bfs', false]]);
  assert.deepEqual(made, [ctx]);
  // From then on every action goes to the one controller at once.
  assert.equal(compare.step(), 'step done');
  assert.equal(compare.open('p1', 'dfs,bfs', false), 'open done');
  compare.close();
  assert.deepEqual(calls.slice(1).map((c) => c[0]), ['step', 'open', 'close']);
  assert.equal(importer.fetches, 1);
  assert.equal(made.length, 1);
});

test('a view asked for while the code is on its way replaces the one before, and a close drops it', async () => {
  let { part, calls } = fakePart();
  let store = fakeStore();
  let compare = lazyCompare({ store }, part);
  const first = compare.open('p1', 'backtrack,bfs', false);
  const second = compare.open('p2', 'dfs,bfs', false);
  await Promise.all([first, second]);
  assert.deepEqual(calls, [['open', 'p2', 'dfs,bfs', false]]);

  ({ part, calls } = fakePart());
  store = fakeStore();
  compare = lazyCompare({ store }, part);
  const dropped = compare.open('p1', 'backtrack,bfs', false);
  compare.close();
  assert.equal(store.state.compare, null);
  await dropped;
  assert.deepEqual(calls, []);
});

test('an exercise\'s link or a bad list is not shown pending: the controller says why once its code is there', async () => {
  const { part, calls } = fakePart();
  const store = fakeStore();
  const compare = lazyCompare({ store }, part);
  const exercise = compare.open('p1', 'backtrack,bfs', true);
  assert.equal(store.state.compare, null);
  await exercise;
  const bad = compare.open('p1', 'backtrack', false);
  assert.equal(store.state.compare, null);
  await bad;
  assert.deepEqual(calls, [['open', 'p1', 'backtrack,bfs', true], ['open', 'p1', 'backtrack', false]]);
});

test('code that cannot be fetched closes the view asked for, says so in the page\'s error line, and is fetched at the next opening', async () => {
  const { part, importer, calls } = fakePart();
  const store = fakeStore();
  const compare = lazyCompare({ store }, part);
  importer.fail = true;
  const warn = console.warn;
  console.warn = () => {};
  try {
    await compare.open('p1', 'backtrack,bfs', false);
  } finally {
    console.warn = warn;
  }
  assert.equal(store.state.compare, null);
  assert.equal(String(store.state.error), String(partNotFetched()));
  importer.fail = false;
  assert.equal(await compare.open('p1', 'backtrack,bfs', false), 'open done');
  assert.equal(importer.fetches, 2);
  assert.deepEqual(calls, [['open', 'p1', 'backtrack,bfs', false]]);
});

test('the Parsons problem\'s action list names exactly the functions its module exports', async () => {
  const mod = await import('../../www/js/app/parsons-actions.js');
  const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function');
  assert.deepEqual([...PARSONS_ACTIONS].sort(), exported.sort());
});

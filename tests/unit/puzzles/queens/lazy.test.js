// lib/lazy.js: parts of the page fetched on first use (issue 20), with fake importers
// (each counts its fetches), and the lists of lazily bound actions against their modules.
import test from 'node:test';
import assert from 'node:assert/strict';
import { lazyActions, lazyModule, lazyView } from '../../../../www/js/lib/lazy.js';

/** A fake dynamic import: `fetches` counts calls; `fail` makes the next ones reject. */
function fakeImport(mod) {
  const f = () => {
    f.fetches += 1;
    return f.fail ? Promise.reject(new Error('offline')) : Promise.resolve(mod);
  };
  f.fetches = 0;
  f.fail = false;
  return f;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a lazy module is fetched once, on the first get, and given from then on', async () => {
  const importer = fakeImport({ answer: 42 });
  const ready = [];
  const mod = lazyModule(importer, { onReady: (m) => ready.push(m.answer) });
  assert.equal(importer.fetches, 0);
  assert.equal(mod.get(), null);
  assert.equal(mod.get(), null);
  await settle();
  assert.equal(importer.fetches, 1);
  assert.deepEqual(ready, [42]);
  assert.equal(mod.get().answer, 42);
  assert.equal(mod.loaded, true);
  assert.equal((await mod.load()).answer, 42);
  assert.equal(importer.fetches, 1);
});

test('a failed fetch is said once and not tried again by get until retry', async () => {
  const importer = fakeImport({});
  importer.fail = true;
  const errors = [];
  const mod = lazyModule(importer, { onError: (err) => errors.push(err.message) });
  mod.get();
  await settle();
  mod.get();
  mod.get();
  await settle();
  assert.equal(importer.fetches, 1);
  assert.deepEqual(errors, ['offline']);
  importer.fail = false;
  mod.retry();
  mod.get();
  await settle();
  assert.equal(importer.fetches, 2);
  assert.equal(mod.loaded, true);
});

test('a lazy view fetches nothing while unwanted, then builds once and asks for a render', async () => {
  const importer = fakeImport({ create: () => ({ render: (x) => `drew ${x}` }) });
  let renders = 0;
  let builds = 0;
  const view = lazyView(importer, (m) => {
    builds += 1;
    return m.create();
  }, { wanted: (x) => x === 'gallery', requestRender: () => { renders += 1; } });
  assert.equal(view.render('lesson'), undefined);
  assert.equal(importer.fetches, 0);
  assert.equal(view.render('gallery'), undefined);
  assert.equal(view.render('gallery'), undefined);
  await settle();
  assert.equal(importer.fetches, 1);
  assert.equal(builds, 1);
  assert.equal(renders, 1);
  assert.equal(view.render('gallery'), 'drew gallery');
  // Once built, it draws whatever it is given (it hides itself when not wanted).
  assert.equal(view.render('lesson'), 'drew lesson');
  assert.notEqual(view.view(), null);
});

test('a lazy view whose fetch fails is not fetched in a loop of renders, only after being left', async () => {
  const importer = fakeImport({ create: () => ({ render: () => 'drew' }) });
  importer.fail = true;
  const errors = [];
  const view = lazyView(importer, (m) => m.create(), {
    wanted: (tab) => tab === 'count', requestRender: () => {}, onError: (err) => errors.push(err.message),
  });
  view.render('count');
  await settle();
  for (let i = 0; i < 5; i += 1) view.render('count');
  await settle();
  assert.equal(importer.fetches, 1);
  assert.deepEqual(errors, ['offline']);
  importer.fail = false;
  view.render('lesson');
  view.render('count');
  await settle();
  assert.equal(importer.fetches, 2);
  assert.equal(view.render('count'), 'drew');
});

test('a failed lazy view is fetched again once mayRetry says so, or once a prefetch has fetched it', async () => {
  const importer = fakeImport({ create: () => ({ render: () => 'drew' }) });
  importer.fail = true;
  let allowed = false;
  let renders = 0;
  const view = lazyView(importer, (m) => m.create(), {
    requestRender: () => { renders += 1; }, mayRetry: () => allowed,
  });
  view.render();
  await settle();
  view.render();
  await settle();
  assert.equal(importer.fetches, 1);
  assert.equal(view.failed, true);
  // The visitor did something else (mayRetry): the next render fetches again.
  allowed = true;
  view.render();
  await settle();
  assert.equal(importer.fetches, 2);
  // Still failing, and not allowed: a prefetch that succeeds clears the failure and asks for a render.
  allowed = false;
  view.render();
  await settle();
  assert.equal(importer.fetches, 2);
  importer.fail = false;
  await view.prefetch();
  assert.equal(view.failed, false);
  assert.equal(renders, 1);
  view.render();
  await settle();
  assert.equal(view.render(), 'drew');
});

test('a prefetch fetches without building, and its failure is left to the real use', async () => {
  const importer = fakeImport({ create: () => ({ render: () => 'drew' }) });
  importer.fail = true;
  const errors = [];
  let builds = 0;
  const view = lazyView(importer, (m) => {
    builds += 1;
    return m.create();
  }, { requestRender: () => {}, onError: (err) => errors.push(err) });
  await view.prefetch();
  assert.equal(importer.fetches, 1);
  assert.deepEqual(errors, []);
  importer.fail = false;
  await view.prefetch();
  assert.equal(builds, 0);
});

test('once a prefetch has the module, the first wanted render builds the view and draws in that same call', async () => {
  const importer = fakeImport({ create: () => ({ render: (x) => `drew ${x}` }) });
  let builds = 0;
  let renders = 0;
  const view = lazyView(importer, (m) => {
    builds += 1;
    return m.create();
  }, { wanted: (x) => x !== null, requestRender: () => { renders += 1; } });
  await view.prefetch();
  assert.equal(view.render(null), undefined, 'not wanted: nothing built');
  assert.equal(builds, 0);
  assert.equal(view.render(7), 'drew 7', 'drawn at once, not on a later render');
  assert.equal(view.render(8), 'drew 8');
  await settle();
  assert.equal(builds, 1);
  assert.equal(renders, 0);
  assert.equal(importer.fetches, 1);
});

test('lazy actions pass the context and arguments to the module, at once once it is loaded, and a failed fetch to onError', async () => {
  const importer = fakeImport({ place: (ctx, row, col) => `${ctx.id}:${row},${col}` });
  importer.fail = true;
  const errors = [];
  const mod = lazyModule(importer);
  const actions = lazyActions(mod, ['place'], (ctx, err) => errors.push(`${ctx.id} ${err.message}`));
  assert.deepEqual(Object.keys(actions), ['place']);
  assert.equal(importer.fetches, 0);
  assert.equal(await actions.place({ id: 'c' }, 1, 1), undefined);
  assert.deepEqual(errors, ['c offline']);
  // The next call fetches again; once loaded, the action runs at once (no promise).
  importer.fail = false;
  assert.equal(await actions.place({ id: 'c' }, 2, 3), 'c:2,3');
  assert.equal(actions.place({ id: 'd' }, 4, 5), 'd:4,5');
  assert.equal(importer.fetches, 2);
});

test('the play-mode action list names exactly the functions its module exports', async () => {
  const { PLAY_MODE_ACTIONS } = await import('../../../../www/js/puzzles/queens/entry.js');
  const mod = await import('../../../../www/js/puzzles/queens/play-mode.js');
  const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function');
  assert.deepEqual([...PLAY_MODE_ACTIONS].sort(), exported.sort());
});

test('the exercises\' action list names exactly the functions their module exports', async () => {
  const { EXERCISE_ACTIONS } = await import('../../../../www/js/puzzles/queens/exercise-lazy.js');
  const mod = await import('../../../../www/js/puzzles/queens/exercise-actions.js');
  const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function');
  assert.deepEqual([...EXERCISE_ACTIONS].sort(), exported.sort());
});

test('the animated export\'s action list names the functions its module exports but workerWords', async () => {
  const { GIF_ACTIONS } = await import('../../../../www/js/puzzles/queens/entry.js');
  const mod = await import('../../../../www/js/puzzles/queens/gif-actions.js');
  const exported = Object.keys(mod).filter((k) => typeof mod[k] === 'function' && k !== 'workerWords');
  assert.deepEqual([...GIF_ACTIONS].sort(), exported.sort());
});

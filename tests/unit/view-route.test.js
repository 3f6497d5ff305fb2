//! The view keys of a link (issue 24): state → fields (presentation, tab, tree, an embedded
//! page's keys), a parsed link → a change of the state, the `<iframe>` code, and the search
//! loop kept to an embed link's range (a fake stepper counts the steps).

import './load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  embedCode, embedOptions, explorerFields, speedIndex, viewFields, viewPatch,
} from '../../www/js/app/view-route.js';
import { initialState } from '../../www/js/app/state.js';
import { createSearchLoop, DEFAULT_SPEED, SPEEDS } from '../../www/js/engine/search-loop.js';

const LIMITS = { sliderMaxN: 20, defaultN: 8 };
const state = (patch) => ({ ...initialState(LIMITS, 'en', 'x'), ...patch });
const STEP = { n: 6, step: 38 };

test('the explorer writes presentation, the tab the page names and the node-link tree, and nothing for the defaults', () => {
  assert.deepEqual(viewFields(state({}), STEP), STEP);
  assert.deepEqual(viewFields(state({ tab: 'exercise' }), STEP), STEP, 'a tab the page does not name');
  assert.deepEqual(
    viewFields(state({ presenting: true, tab: 'gallery', treeStyle: 'nodes' }), STEP, undefined, 'gallery'),
    { ...STEP, present: true, tab: 'gallery', tree: 'nodes' },
  );
});

test('an embedded page writes its embed keys, and its speed only when not the default', () => {
  const embed = { code: true, from: 30, to: 40, autoplay: true, loop: false };
  assert.deepEqual(viewFields(state({ embed, tab: 'gallery', presenting: true }), STEP, undefined, 'gallery'), {
    ...STEP, embed: 'code', from: 30, to: 40, autoplay: true, loop: false,
  });
  assert.equal(viewFields(state({ embed }), STEP, SPEEDS.indexOf(60)).speed, 60);
  assert.equal(viewFields(state({ embed }), STEP, SPEEDS.length - 1).speed, Infinity, 'max');
  assert.equal(viewFields(state({ embed, speed: DEFAULT_SPEED }), STEP).speed, undefined);
});

test('an embed range that starts after the step shown (the search ended before it) is written as that step', () => {
  const embed = { code: false, from: 2000, to: 3000, autoplay: true, loop: true };
  const fields = viewFields(state({ embed }), { n: 6, step: 1051 });
  assert.deepEqual([fields.step, fields.from, fields.to], [1051, 1051, 1051]);
  const open = viewFields(state({ embed: { ...embed, to: null } }), { n: 6, step: 1051 });
  assert.deepEqual([open.from, open.to], [1051, null]);
  const inside = viewFields(state({ embed: { ...embed, from: 30, to: 40 } }), { n: 6, step: 35 });
  assert.deepEqual([inside.from, inside.to], [30, 40]);
});

test('a link sets only the view parts it names; an embed link shows the lesson; ex, count, tab and present end it', () => {
  const none = {
    present: false, tab: null, tree: null, embed: null, from: null, to: null, autoplay: false, loop: false, speed: null,
  };
  assert.deepEqual(viewPatch(none), {});
  assert.deepEqual(viewPatch({ ...none, present: true, tab: 'export', tree: 'strips' }), {
    presenting: true, tab: 'export', treeStyle: 'strips', embed: null,
  });
  // After an embed link, a link to an exercise or a count leaves the embedded view.
  assert.deepEqual(viewPatch({ ...none, ex: 'simulate' }), { embed: null });
  // A puzzle's own key that its page says an embed does not go with (PuzzlePage `endsEmbed`).
  assert.deepEqual(viewPatch({ ...none, count: true }, (l) => Boolean(l.count)), { embed: null });
  assert.deepEqual(viewPatch({ ...none, count: true }), {}, 'a key no page names keeps the embed');
  assert.deepEqual(viewPatch({ ...none, tree: 'nodes' }), { treeStyle: 'nodes' }, 'tree= goes with embed: it stays');
  assert.deepEqual(viewPatch({ ...none, embed: 'board', from: 3, loop: true }), {
    embed: {
      code: false, from: 3, to: null, autoplay: false, loop: true,
    },
    tab: 'lesson',
  });
  assert.deepEqual(embedOptions({ ...none, from: 3, to: 9, speed: 100 }), {
    from: 3, to: 9, loop: false, autoplay: false, speed: SPEEDS.indexOf(60),
  });
});

test('a speed in steps a second is the fastest of the slider not above it', () => {
  assert.equal(SPEEDS[speedIndex(1)], 1);
  assert.equal(SPEEDS[speedIndex(3)], 2);
  assert.equal(SPEEDS[speedIndex(1000)], 1000);
  assert.equal(SPEEDS[speedIndex(Infinity)], Infinity);
});

test('the explorer link drops the embed keys; the iframe code escapes its attributes', () => {
  assert.deepEqual(explorerFields({
    n: 6, step: 3, embed: 'board', from: 1, to: 9, autoplay: true, loop: true, speed: 8, lang: 'zh',
  }), { n: 6, step: 3, lang: 'zh' });
  const code = embedCode('http://h/#n=6&step=3&embed=1', 'Backtracking "explorer" <x>');
  assert.equal(code, '<iframe src="http://h/#n=6&amp;step=3&amp;embed=1" title="Backtracking &quot;explorer&quot; &lt;x&gt;" '
    + 'width="640" height="400" style="border:0" loading="lazy" allowfullscreen></iframe>');
});

/** A stepper over a search of `total` steps that only counts them. */
function fakeStepper(total) {
  let step = 0;
  const view = () => ({ step, finished: step === total, event: null });
  return {
    view,
    step: () => { step = Math.min(step + 1, total); return view(); },
    back: () => { step = Math.max(step - 1, 0); return view(); },
    seek: (k) => { step = Math.min(k, total); return view(); },
    step_many: (count) => { step = Math.min(step + count, total); return view(); },
    reset: () => { step = 0; },
    recent: () => [],
    total_steps: () => total,
    free() {},
  };
}

function loopOver(total) {
  globalThis.requestAnimationFrame ??= () => 1;
  globalThis.cancelAnimationFrame ??= () => {};
  const seen = [];
  const loop = createSearchLoop({
    create: () => fakeStepper(total),
    onChange: (s) => seen.push(s.snapshot.step),
    onError: (m) => { throw new Error(String(m)); },
  });
  loop.reset(6);
  return { loop, seen, at: () => seen.at(-1) };
}

test('a search kept to steps 30..40 stops there: Step, Back, seek, Reset and Play', () => {
  const { loop, at } = loopOver(100);
  loop.setRange({ from: 30, to: 40, loop: false });
  loop.reset(6);
  assert.equal(at(), 30, 'Reset goes to from');
  loop.back();
  assert.equal(at(), 30, 'Back stops at from');
  loop.seek(99);
  assert.equal(at(), 40, 'a seek stops at to');
  loop.step();
  assert.equal(at(), 40, 'Step stops at to');
  loop.seek(2);
  assert.equal(at(), 30);
  loop.setSpeed(SPEEDS.indexOf(1000));
  loop.play();
  for (let t = 1; t <= 5 && loop.playing; t += 1) loop.frame(performance.now() + t * 100);
  assert.equal(at(), 40, 'Play runs to to');
  assert.equal(loop.playing, false, 'and stops there');
});

test('with loop, Play and Step at the end of the range start again at from', () => {
  const { loop, at, seen } = loopOver(100);
  loop.setRange({ from: 30, to: 40, loop: true });
  loop.seek(40);
  loop.step();
  assert.equal(at(), 30, 'Step at to loops');
  loop.setSpeed(SPEEDS.indexOf(60));
  loop.play();
  let now = performance.now();
  for (let frame = 0; frame < 60; frame += 1) {
    now += 50;
    loop.frame(now);
  }
  const played = seen.slice(seen.indexOf(30));
  assert.ok(played.every((k) => k >= 30 && k <= 40), played.join(' '));
  assert.ok(played.some((k, i) => i > 0 && played[i - 1] === 40 && k === 30), 'it came round again');
  assert.equal(loop.playing, true);
  loop.setRange(null);
  loop.seek(90);
  assert.equal(at(), 90, 'without a range, the whole search');
});

//! The queens' route: state → link fields (what the share field and the address bar say),
//! the other form of a solution's link, and link errors worded from their code.

import '../../load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../wasm-modules.js';
import { format_link as formatLink, parse_link as parseLink } from '../../../../www/pkg/queens.js';
import {
  linkErrorMessage, readLink, templateOf, withTemplate,
} from '../../../../www/js/app/route.js';
import {
  alternativeFields, exerciseDone, exerciseFields, linkFields,
} from '../../../../www/js/puzzles/queens/route.js';
import { idleStepper, initialState } from '../../../../www/js/app/state.js';
import { queensState } from '../../../../www/js/puzzles/queens/state.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

/** Limits as the wasm `limits()` reports them (the core's and each puzzle's limits). */
const LIMITS = {
  boardMaxN: 32, sliderMaxN: 20, indexMaxN: 14, countMaxN: 27, constructMaxN: 1_000_000, stepTotalMaxN: 13,
  knightMinSide: 2, knightMaxSide: 20, defaultN: 8, knightDefaultN: 9, knightDefaultM: 5,
};
const never = () => false;

function stateWith(patch) {
  return { ...initialState(LIMITS, 'en', 'queens'), ...queensState(LIMITS), ...patch };
}

// The first solution of N = 8 in lexicographic order (docs/REFERENCE.md).
const FIRST_8 = Uint32Array.from([1, 5, 8, 6, 3, 7, 2, 4]);

test('a shown solution links by its tuple', () => {
  const state = stateWith({ solution: FIRST_8, solutionIndex: 1 });
  assert.deepEqual(linkFields(state, never), { n: 8, q: [1, 5, 8, 6, 3, 7, 2, 4] });
});

test('a solution opened by its number links by its number, within the index range only', () => {
  assert.deepEqual(linkFields(stateWith({ solution: FIRST_8, solutionIndex: 1, linkForm: 'index' }), never), { n: 8, i: 1 });
  const big = stateWith({ n: 15, solution: Uint32Array.from([1]), solutionIndex: 3, linkForm: 'index' });
  assert.equal(linkFields(big, never).i, undefined);
});

test('an index link whose solution is still being found keeps its number in the link, and has no other form yet', () => {
  const pending = stateWith({ solution: null, solutionIndex: 37, linkForm: 'index', indexPending: true });
  assert.deepEqual(linkFields(pending, never), { n: 8, i: 37 });
  assert.equal(alternativeFields(pending), null);
});

test('the stepper links to its step with the mode and checking method', () => {
  const snapshot = { step: 40, x: [1, 3, 5, 0, 0, 0] };
  const state = stateWith({
    n: 6, view: 'stepper', steppers: { queens: { ...idleStepper(), snapshot } }, allSolutions: false, method: 'scan',
  });
  assert.deepEqual(linkFields(state, never), { n: 6, step: 40, mode: 'first', method: 'scan' });
});

test('the gallery shown in its fundamental view says so in the link, and only while it is shown', () => {
  const gallery = (tab, fundamental) => stateWith({ solution: FIRST_8, solutionIndex: 1, tab, gallery: { fundamental } });
  assert.equal(linkFields(gallery('gallery', true), never).gallery, 'fundamental');
  assert.equal(linkFields(gallery('gallery', false), never).gallery, undefined);
  assert.equal(linkFields(gallery('lesson', true), never).gallery, undefined);
});

test('play mode links its partial placement, its solution, or N alone for a full board in conflict', () => {
  const play = (cols) => stateWith({ view: 'play', play: { cols, result: null, busy: false } });
  assert.deepEqual(linkFields(play([1, 5, 0, 0, 0, 0, 0, 0]), never), { n: 8, placement: [1, 5, 0, 0, 0, 0, 0, 0] });
  assert.deepEqual(linkFields(play([1, 5, 8, 6, 3, 7, 2, 4]), never), { n: 8, q: [1, 5, 8, 6, 3, 7, 2, 4] });
  assert.deepEqual(linkFields(play([1, 2, 3, 4, 5, 6, 7, 8]), () => true), { n: 8 });
});

test('the construction above the slider links by N alone, and Chinese pages add lang=zh', () => {
  assert.deepEqual(linkFields(stateWith({ n: 1000, constructed: true }), never), { n: 1000 });
  assert.deepEqual(linkFields(stateWith({ solution: FIRST_8, lang: 'zh' }), never).lang, 'zh');
});

test('the other form of a solution link swaps tuple and number', () => {
  const byTuple = stateWith({ solution: FIRST_8, solutionIndex: 1 });
  assert.deepEqual(alternativeFields(byTuple), { form: 'index', fields: { n: 8, i: 1 } });
  const byIndex = stateWith({ solution: FIRST_8, solutionIndex: 1, linkForm: 'index' });
  assert.deepEqual(alternativeFields(byIndex), { form: 'tuple', fields: { n: 8, q: [1, 5, 8, 6, 3, 7, 2, 4] } });
  assert.equal(alternativeFields(stateWith({ solution: FIRST_8, solutionIndex: null })), null);
});

test('a link error is worded from its code in the page language, and follows a switch', () => {
  const err = Object.assign(new Error('English text from the core'), { code: 'unknown-key', params: { key: 'x' } });
  const text = linkErrorMessage(err);
  setLang('en');
  const english = String(text);
  assert.match(english, /x/);
  setLang('zh');
  const chinese = String(text);
  setLang('en');
  assert.notEqual(chinese, english);
  assert.doesNotMatch(chinese, /English text from the core/);
});

test('while a seek is on its way, the link names its target step, not where the search is', () => {
  const snapshot = { step: 1200, x: [1, 3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
  const state = {
    ...initialState(LIMITS, 'en', 'queens'), ...queensState(LIMITS),
    n: 15, view: 'stepper', steppers: { queens: { ...idleStepper(), snapshot, seekTarget: 60_000_000 } },
  };
  assert.deepEqual(linkFields(state, () => false), { n: 15, step: 60_000_000, mode: 'all', method: 'flags' });
});

test('a count in progress of the shown N adds count to the link; a finished one, or another N\'s, does not', () => {
  const running = { n: 18, status: 'running' };
  assert.deepEqual(linkFields(stateWith({ n: 18, solution: null, count: running }), never), { n: 18, q: null, count: true });
  assert.equal(linkFields(stateWith({ n: 18, count: { n: 18, status: 'done' } }), never).count, undefined);
  assert.equal(linkFields(stateWith({ n: 17, count: running }), never).count, undefined);
});

test('the choice of the graphics card is part of the link (gpu=1, gpu=0) once made; not in an exercise or an embed', () => {
  assert.equal(linkFields(stateWith({ countGpu: null }), never).gpu, undefined);
  assert.equal(linkFields(stateWith({ countGpu: true }), never).gpu, true);
  assert.equal(linkFields(stateWith({ countGpu: false }), never).gpu, false);
  const embedded = stateWith({ countGpu: true, embed: { code: false, from: null, to: null, autoplay: false, loop: false } });
  assert.equal(linkFields(embedded, never).gpu, undefined);
  const exercise = { kind: 'quiz', n: 6, firstOnly: false, method: 'flags', seed: 3, help: null, rule: {}, run: null };
  assert.equal(linkFields(stateWith({ countGpu: true, tab: 'exercise', exercise }), never).gpu, undefined);
});

test('gpu=1 and gpu=0 go through the core both ways; a bad value is its unknown-value error', () => {
  assert.equal(formatLink({ n: 16, gpu: true }), 'n=16&gpu=1');
  assert.equal(formatLink({ n: 16, gpu: false, count: true }), 'n=16&count=1&gpu=0');
  assert.equal(parseLink('#n=16&gpu=1').gpu, true);
  assert.equal(parseLink('#n=16').gpu, null);
  assert.throws(() => parseLink('#n=16&gpu=on'), (err) => err.code === 'unknown-value' && err.params.key === 'gpu');
});

test('the iterative template is part of the link (tmpl=iterative); the recursive default is not written', () => {
  const snapshot = { step: 5, x: [1, 3, 0, 0] };
  const stepper = { n: 4, view: 'stepper', steppers: { queens: { ...idleStepper(), snapshot } } };
  const iterative = linkFields(stateWith({ ...stepper, template: 'iterative' }), never);
  assert.deepEqual(iterative, { n: 4, step: 5, mode: 'all', method: 'flags', tmpl: 'iterative' });
  assert.equal(linkFields(stateWith(stepper), never).tmpl, undefined);
  // A solution link carries it too, and an exercise's.
  assert.equal(linkFields(stateWith({ solution: FIRST_8, template: 'iterative' }), never).tmpl, 'iterative');
  assert.deepEqual(withTemplate({ n: 8 }, 'recursive'), { n: 8 });
});

test('tmpl round-trips through the core: state → link → state', () => {
  const snapshot = { step: 5, x: [1, 3, 0, 0] };
  const state = stateWith({
    n: 4, view: 'stepper', steppers: { queens: { ...idleStepper(), snapshot } }, template: 'iterative', lang: 'zh',
  });
  const fragment = formatLink(linkFields(state, never));
  assert.equal(fragment, 'n=4&step=5&tmpl=iterative&lang=zh');
  const { link } = readLink(parseLink, `#${fragment}`);
  assert.equal(templateOf(link), 'iterative');
  assert.equal(templateOf(readLink(parseLink, '#n=4&step=5').link), 'recursive');
  assert.equal(templateOf(readLink(parseLink, '#n=4&step=5&tmpl=recursive').link), 'recursive');
  assert.equal(formatLink(parseLink('#n=4&step=5&tmpl=recursive')), 'n=4&step=5');
  assert.equal(templateOf(undefined), 'recursive');
});

test('a bad or repeated tmpl is worded from its code, as the other keys', () => {
  setLang('en');
  const bad = readLink(parseLink, '#n=4&tmpl=foo');
  assert.equal(bad.link, undefined);
  assert.equal(String(bad.error), 'The link’s tmpl “foo” is not one of its forms: recursive and iterative.');
  assert.match(String(readLink(parseLink, '#n=4&tmpl=iterative&tmpl=recursive').error), /tmpl/);
  setLang('zh');
  assert.match(String(readLink(parseLink, '#n=4&tmpl=foo').error), /tmpl“foo”/);
  setLang('en');
});

test('a list in a link error reads as its language writes one: a, b and c; a、b 和 c', () => {
  setLang('en');
  assert.equal(String(readLink(parseLink, '#n=8&ex=game').error), 'The link asks for the exercise “game”; there are simulate, quiz and rule.');
  assert.match(String(readLink(parseLink, '#n=8&foo=1').error), /it understands puzzle, step, .*, gpu and gallery\.$/);
  setLang('zh');
  assert.match(String(readLink(parseLink, '#n=8&ex=game').error), /simulate、quiz 和 rule/);
  assert.match(String(readLink(parseLink, '#n=4&tmpl=foo').error), /recursive 和 iterative/);
  setLang('en');
});

test('a rule exercise\'s result link carries the seconds from its start to its last run\'s end, once a run ended; a replayed link its own time', () => {
  const student = { who: 'Li Lei', limits: { whoMaxChars: 40 } };
  const rule = (status) => ({
    text: 'x[j] = x[k]', ran: 'x[j] = x[k]', status, error: null, counts: [], divergence: null, bad: [], shown: 'divergence',
  });
  const ex = (status, more = {}) => ({
    kind: 'rule', n: 8, firstOnly: false, method: 'flags', help: null, seed: null, start: 0, run: null, rule: rule(status),
    replayed: false, startedAt: 10_000, finishedAt: status === 'running' ? null : 322_400, linkTime: null, ...more,
  });
  assert.equal(exerciseDone(ex('running')), false);
  assert.equal(exerciseDone(ex('done')), true);
  assert.equal(exerciseDone(ex('error')), true);
  // 312.4 s from the start to the run's end: 312 whole seconds.
  assert.equal(formatLink(exerciseFields(ex('done'), true, student)), 'n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Li%20Lei&time=312');
  assert.equal(formatLink(exerciseFields(ex('error'), true, student)), 'n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Li%20Lei&time=312');
  assert.equal(formatLink(exerciseFields(ex('running'), true, student)), 'n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Li%20Lei');
  // A result link opened again: its rule runs again, and the link keeps the time it came with.
  assert.equal(formatLink(exerciseFields(ex('done', { replayed: true, linkTime: 95 }), true, student)), 'n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Li%20Lei&time=95');
  // The exercise's own link (the Share field's, the LMS's) has no student.
  assert.equal(formatLink(exerciseFields(ex('done'), false, student)), 'n=8&ex=rule&rule=x[j]%20=%20x[k]');
});

test('a simulate exercise\'s link under way carries the seconds to its last answer; resumed from a link, it goes on from the link\'s time', () => {
  const student = { who: '', limits: { whoMaxChars: 40 } };
  const ex = (more) => ({
    kind: 'simulate', n: 4, firstOnly: true, method: 'flags', help: null, seed: null, start: 0,
    run: { answers: [{ kind: 'number', value: 1 }], done: false }, rule: null,
    replayed: false, resumed: false, startedAt: 10_000, finishedAt: null, lastAt: 52_600, linkTime: null, ...more,
  });
  assert.match(formatLink(exerciseFields(ex(), true, student)), /&ans=[^&]+&time=43$/);
  assert.match(formatLink(exerciseFields(ex({ resumed: true, linkTime: 100 }), true, student)), /&time=143$/);
  assert.doesNotMatch(formatLink(exerciseFields(ex({ resumed: true }), true, student)), /time=/, 'resumed without a time: none');
  assert.doesNotMatch(formatLink(exerciseFields(ex({ lastAt: null }), true, student)), /time=/);
});

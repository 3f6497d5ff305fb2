//! The class view's table (exercise/class-table.js): the CSV a spreadsheet reads (RFC 4180
//! quoting, UTF-8 with a byte-order mark, formulas made text as OWASP advises), the sort
//! by a column (refused rows last), the class's exercise and the refusal of another's, and
//! the weak spots counted from rows made by hand; and the student's part of an exercise's
//! link (exercise/student.js). Pure: no wasm, no DOM.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOM, classExercise, csvCell, keyDifference, refuseOthers, rightShare, scoreOf, sortRows, toCsv, weakSpots, worstSpots,
} from '../../www/js/exercise/class-table.js';
import {
  exerciseSeconds, lastAnswerAt, nameOf, withStudent, withoutStudent,
} from '../../www/js/exercise/student.js';

/** A graded row of exercise `exercise` (its `answered`, `missed` item indices). */
const graded = (index, name, right, wrong, extra = {}) => ({
  index, name, exercise: 'A', error: null, right, wrong, asked: right + wrong, time: null, answered: [], missed: [], ...extra,
});
const refused = (index, name, code, extra = {}) => ({
  index, name, exercise: null, error: { code, text: code }, right: null, wrong: null, asked: null, time: null, answered: [], missed: [], ...extra,
});

test('a CSV cell is quoted as RFC 4180 says, and text a spreadsheet would run as a formula is made text', () => {
  assert.equal(csvCell('Li Lei'), 'Li Lei');
  assert.equal(csvCell('李雷'), '李雷');
  assert.equal(csvCell('Smith, Ann'), '"Smith, Ann"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('two\nlines'), '"two\nlines"');
  assert.equal(csvCell('=HYPERLINK("http://x")'), '"\'=HYPERLINK(""http://x"")"');
  assert.equal(csvCell('+1'), "'+1");
  assert.equal(csvCell('-2'), "'-2");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell('\tx'), "'\tx");
  assert.equal(csvCell(-2), '-2', 'a number stays a number');
  assert.equal(csvCell(0), '0');
  assert.equal(csvCell(null), '');
  assert.equal(csvCell(undefined), '');
});

test('a CSV file starts with the UTF-8 byte-order mark and ends each line with CRLF', () => {
  const text = toCsv([['Name', 'Right'], ['王小明', 7], ['O\'Neil, J', 3]]);
  assert.equal(BOM, '\uFEFF');
  assert.ok(text.startsWith('\uFEFFName,Right\r\n'));
  assert.equal(text, '\uFEFFName,Right\r\n王小明,7\r\n"O\'Neil, J",3\r\n');
  // As UTF-8 bytes: EF BB BF first, which spreadsheet programs read as UTF-8.
  assert.deepEqual([...Buffer.from(text, 'utf8').subarray(0, 3)], [0xef, 0xbb, 0xbf]);
});

test('rows sort by a column, stably, both ways; refused rows and missing values stay last', () => {
  const rows = [
    graded(0, 'Bo', 3, 1, { time: 90 }),
    refused(1, 'Al', 'unknown-key'),
    graded(2, 'al', 2, 2, { time: null }),
    graded(3, 'Cy', 4, 0, { time: 30 }),
    graded(4, 'Bo', 1, 3, { time: 60 }),
  ];
  const text = (row, column) => (column === 'name' ? row.name : '');
  const order = (column, direction) => sortRows(rows, column, direction, text).map((r) => r.index);
  // Names compared without case; the two Bo keep their order either way; refused last.
  assert.deepEqual(order('name', 'ascending'), [2, 0, 4, 3, 1]);
  assert.deepEqual(order('name', 'descending'), [3, 0, 4, 2, 1]);
  // Score is right / asked: 0.75, 0.5, 1, 0.25; refused last.
  assert.deepEqual(order('score', 'descending'), [3, 0, 2, 4, 1]);
  assert.deepEqual(order('score', 'ascending'), [4, 2, 0, 3, 1]);
  assert.deepEqual(order('mistakes', 'ascending'), [3, 0, 2, 4, 1]);
  // No time: after the times, before nothing else but refused rows.
  assert.deepEqual(order('time', 'ascending'), [3, 4, 0, 2, 1]);
  assert.deepEqual(order('time', 'descending'), [0, 4, 3, 2, 1]);
  assert.equal(scoreOf(rows[1]), null);
  assert.equal(scoreOf(graded(9, 'x', 0, 0)), 0);
  // Chinese names in pinyin order: 李 (lǐ) before 王 (wáng) before 张 (zhāng).
  const zh = [graded(0, '张三', 1, 0), graded(1, '李四', 1, 0), graded(2, '王五', 1, 0)];
  assert.deepEqual(sortRows(zh, 'name', 'ascending', (r) => r.name, 'zh').map((r) => r.name), ['李四', '王五', '张三']);
});

test('the class’s exercise is the one most links are for; the others’ rows are refused with a reason', () => {
  const rows = [
    graded(0, 'a', 1, 0, { exercise: 'B' }),
    graded(1, 'b', 1, 0, { exercise: 'A' }),
    refused(2, 'c', 'bad-answer', { exercise: 'A' }),
    graded(3, 'd', 1, 0, { exercise: 'B' }),
    refused(4, 'e', 'unknown-key'),
  ];
  // B: 2 rows, A: 2 rows (one refused); the tie goes to the one seen first.
  assert.equal(classExercise(rows), 'B');
  assert.equal(classExercise([...rows, graded(5, 'f', 0, 1, { exercise: 'A' })]), 'A');
  assert.equal(classExercise([refused(0, 'x', 'unknown-key')]), null);
  const shown = refuseOthers(rows, 'B', (row) => `not ${row.exercise}`);
  assert.deepEqual(shown.map((r) => r.error?.code ?? null), [null, 'class-other-exercise', 'bad-answer', null, 'unknown-key']);
  assert.equal(shown[1].error.text, 'not A');
  assert.deepEqual(refuseOthers(rows, null, () => ''), rows);
});

test('weak spots count who was asked each item and who went wrong there, once a student', () => {
  const exercise = { key: 'A', items: [{}, {}, {}, {}] };
  const rows = [
    // Asked 0, 1, 1 (item 1 twice: two questions at one node), wrong at 1 twice.
    graded(0, 'Ann', 1, 2, { answered: [0, 1, 1], missed: [1, 1] }),
    graded(1, 'Bo', 2, 1, { answered: [0, 1, 2], missed: [2] }),
    graded(2, 'Cy', 3, 0, { answered: [0, 1, 2], missed: [] }),
    // Another exercise's and a refused row count for nothing.
    graded(3, 'Di', 0, 3, { exercise: 'B', answered: [0, 1, 2], missed: [0, 1, 2] }),
    refused(4, 'Ed', 'bad-answer', { exercise: 'A', answered: [0], missed: [0] }),
  ];
  const spots = weakSpots(rows, exercise);
  assert.deepEqual(spots.map((s) => [s.answered, s.missed, s.misses, s.who]), [
    [3, 0, 0, []],
    [3, 1, 2, [0]],
    [2, 1, 1, [1]],
    [0, 0, 0, []],
  ]);
  assert.equal(rightShare(spots[1]), 2 / 3);
  assert.equal(rightShare(spots[3]), null);
  // Most missed first: by students, then by wrong answers.
  assert.deepEqual(worstSpots(spots).map((s) => s.index), [1, 2]);
});

test('an exercise link carries the student’s trimmed name and the seconds it has taken, a resumed one’s going on from its link’s', () => {
  assert.equal(nameOf('  Li Lei \n', 40), 'Li Lei');
  assert.equal(nameOf('😀'.repeat(41), 40), '😀'.repeat(40), 'characters, not UTF-16 units');
  assert.equal(nameOf(null, 40), '');
  const seen = { startedAt: 1000, finishedAt: 96_400, replayed: false, resumed: false };
  assert.equal(exerciseSeconds(seen), 95);
  // Not done: to its last answer; no answer yet, none.
  assert.equal(exerciseSeconds({ ...seen, finishedAt: null, lastAt: 31_600 }), 31);
  assert.equal(exerciseSeconds({ ...seen, finishedAt: null }), null);
  // A result link opened again: the time its link came with, if any.
  assert.equal(exerciseSeconds({ ...seen, replayed: true, linkTime: 300 }), 300);
  assert.equal(exerciseSeconds({ ...seen, replayed: true }), null);
  // Work resumed from a link (a reload): its link's time and this page's since.
  assert.equal(exerciseSeconds({ ...seen, resumed: true, linkTime: 300 }), 395);
  assert.equal(exerciseSeconds({
    startedAt: 1000, finishedAt: null, lastAt: 1000, resumed: true, linkTime: 300,
  }), 300);
  assert.equal(exerciseSeconds({ ...seen, resumed: true }), null, 'a resumed link without a time: unknown');
  assert.equal(exerciseSeconds({ ...seen, resumed: true, linkTime: Number.MAX_SAFE_INTEGER }), Number.MAX_SAFE_INTEGER);
  // The last answer's time: set when the answers change, and only then.
  const run = { answers: [1] };
  assert.equal(lastAnswerAt({ run }, { run: { answers: [] } }, 5000), 5000);
  assert.equal(lastAnswerAt({ run, lastAt: 4000 }, { run }, 5000), 4000);
  assert.equal(lastAnswerAt({ run: { answers: [] } }, null, 5000), null);
  assert.equal(lastAnswerAt({ run }, null, 5000), 5000, 'answers from a link count as taken when opened');
  assert.equal(lastAnswerAt({ run: null, lastAt: 7 }, null, 5000), 7);
  assert.deepEqual(withStudent({ ex: 'simulate' }, 'Ann', 95), { ex: 'simulate', who: 'Ann', time: 95 });
  assert.deepEqual(withStudent({ ex: 'simulate' }, '', null), { ex: 'simulate' });
  assert.deepEqual(withStudent({ ex: 'simulate' }, '', 0), { ex: 'simulate', time: 0 });
  assert.deepEqual(withoutStudent({ ex: 'quiz', seed: 7, ans: '1.1', who: 'Ann', time: 9 }), {
    ex: 'quiz', seed: 7, ans: null, who: null, time: null,
  });
});

test('two exercises’ keys differ in the keys named, each side’s value or null where it has none', () => {
  assert.deepEqual(keyDifference('n=5&ex=simulate&help=shade', 'n=5&ex=simulate'), [['help', 'shade', null]]);
  assert.deepEqual(keyDifference('a=1&ex=parsons&seed=4', 'a=1&ex=parsons&seed=3&tmpl=iterative'), [['seed', '4', '3'], ['tmpl', null, 'iterative']]);
  assert.deepEqual(keyDifference('n=5&ex=rule&rule=x%5Bj%5D', 'n=5&ex=rule&rule=%E0%A4'), [['rule', 'x[j]', '%E0%A4']]);
  assert.deepEqual(keyDifference('n=5&ex=quiz', 'n=5&ex=quiz'), []);
});

//! Cross-engine: a teacher's round trip through the class view (`#view=class`): ten links
//! pasted (eight students' result links of the first declared puzzle's exercise, its
//! declared answers as the page writes them, each with a name; one tampered with; one of
//! another exercise), graded in the grading worker, one row each with its hooks, the weak
//! spot picked says who missed it, and the table downloads as CSV with its byte-order mark.
//! Names no puzzle (tests/e2e/declarations.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declared } from '../e2e/declarations.js';
import { assertNoErrors, open } from './env.js';

const [{ id, declaration: d }] = declared;
const base = d.exercise.lesson.replace(/&step=\d+/, '');
const tokens = d.exercise.ans.split('-');
const verdicts = d.exercise.actions.map(([, v]) => v);

/** Eight students: a name and how many of the declared answers each gave. */
const STUDENTS = [['Ann', 2], ['王小明', 2], ['Bo, Jr.', 1], ['Cy', 0], ['Dee', 2], ['Émile', 1], ['李雷', 2], ['Flo', 2]];

/** A student's result link, as the page writes it (`ans`, `who` percent-encoded). */
const studentLink = ([name, count]) => `${base}&ex=simulate${count ? `&ans=${tokens.slice(0, count).join('-')}` : ''}&who=${encodeURIComponent(name)}`;

const LINKS = [
  ...STUDENTS.map(studentLink),
  `${base}&ex=simulate&ans=${tokens[0]}-X&who=Mallory`,
  `${base}&ex=parsons&seed=3&ans=1.0&who=Eve`,
];

test(`class view (${id}): ten links graded in the worker, one row each, who missed the weak spot, the CSV with its byte-order mark`, async () => {
  const s = await open('#view=class');
  await s.waitFor(() => document.querySelector('[data-testid="class-input"]'), [], 'the class view is drawn');
  await s.js((text) => {
    const input = document.querySelector('[data-testid="class-input"]');
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, LINKS.join('\n'));
  await s.click('class-grade');
  await s.waitFor(() => document.querySelectorAll('[data-testid="class-row"]').length === 10, [], 'ten rows');
  const rows = await s.js(() => [...document.querySelectorAll('[data-testid="class-row"]')].map((r) => [
    r.dataset.name, r.dataset.puzzle, r.dataset.kind, r.dataset.right ?? null, r.dataset.wrong ?? null, r.dataset.asked ?? null, r.dataset.error ?? null,
  ]));
  const want = STUDENTS.map(([name, count]) => {
    const right = verdicts.slice(0, count).filter((v) => v === 'right').length;
    return [name, id, 'simulate', String(right), String(count - right), String(count), null];
  });
  assert.deepEqual(rows, [
    ...want,
    ['Mallory', id, 'simulate', null, null, null, 'bad-answer'],
    ['Eve', id, 'parsons', null, null, null, 'class-other-exercise'],
  ]);
  // The most missed place: the students who gave the declared wrong answer.
  const k = verdicts.indexOf('wrong');
  const missedBy = STUDENTS.filter(([, count]) => count > k).map(([name]) => name);
  const worst = await s.js(() => {
    const nodes = [...document.querySelectorAll('[data-testid="class-node"]')];
    const top = nodes.reduce((a, b) => (Number(b.dataset.missed) > Number(a.dataset.missed) ? b : a));
    return [top.dataset.index, Number(top.dataset.missed)];
  });
  assert.equal(worst[1], missedBy.length);
  await s.click('class-spot', `[data-index="${worst[0]}"]`);
  const said = await s.text('class-missed');
  for (const name of missedBy) assert.ok(said.includes(name), `${name} in “${said}”`);
  await s.click('class-export-csv');
  const bytes = await s.download('class-results.csv');
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  assert.equal(text.slice(1).split('\r\n').filter(Boolean).length, 11);
  for (const cell of ['王小明', '"Bo, Jr."', 'bad-answer']) assert.ok(text.includes(cell), cell);
  await assertNoErrors(s);
});

//! The code panel's two templates (issue 24): the recursive backtrack(t) with its check
//! place(k), named as the course notes name them, and the notes' iterative Nqueens()
//! (`code-style` = `iterative`, the link's `tmpl=iterative`), for both checking methods
//! (each puzzle's own forms: tests/e2e/puzzles/<id>/).
//!
//! Expected lines are worked out by hand from the notes' program on the N = 4 trace of
//! docs/REFERENCE.md, never read off the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The highlighted lines of a code panel: their id, texts, the caller's id, depth, stack and variables. */
async function panel(page, p = '') {
  return page.evaluate((prefix) => {
    const one = (id) => document.querySelector(`[data-testid="${prefix}${id}"]`);
    const list = one('pseudocode');
    const current = [...list.querySelectorAll('li[aria-current="step"]')];
    return {
      line: current[0]?.dataset.line ?? null,
      texts: current.map((li) => li.querySelector('code').textContent),
      caller: list.querySelector('li.caller')?.dataset.line ?? null,
      depth: one('depth').textContent,
      stackShown: !one('call-stack').hidden && one('call-stack').textContent !== '',
      vars: one('code-vars').textContent,
      style: one('code-style').value,
    };
  }, p);
}

/*
 * The notes' iterative program, lines as the page draws them (scan; the flag method adds
 * `unset`: "if x[k] > 0 then col[x[k]] ← … ← false" at the top of the loop, and `set`:
 * "col[x[k]] ← … ← true" under `if x[k] ≤ n then`, and its place(k) is one line):
 *
 *   Nqueens():                                  iter
 *     x[1] ← 0; k ← 1                           init
 *     while k > 0 do                            loop
 *       x[k] ← x[k] + 1                         next
 *       while x[k] ≤ n and not place(k) do      while
 *         x[k] ← x[k] + 1                       skip
 *       if x[k] ≤ n then                        found
 *         if k = n then print x                 print
 *         else k ← k + 1; x[k] ← 0              down
 *       else k ← k − 1                          up
 *     end                                       end
 *   place(k): … if … then return false          test
 *             return true                       true
 *
 * Hand derivation, N = 4 (REFERENCE.md's trace; steps 13–21 and 31–32 continue it):
 * a square tried is place(k) called from the inner `while`: a conflict fails its test, a
 * placement passes (scan: `return true`; flags: the flags are set under `if x[k] ≤ n`).
 * A backtrack after row k+1 ran out of squares (x[k+1] = 5) is `else k ← k − 1` (flags:
 * then, at the loop's top, `if x[k] > 0` clears that queen's flags). After a solution the
 * loop goes round and `x[k] ← x[k] + 1` moves row 4's queen on (flags: clearing it first).
 *
 * | step | event                   | scan line (caller) | flags line (caller) | k, x[k] shown   |
 * |------|-------------------------|--------------------|---------------------|-----------------|
 * | 0    | start                   | init               | init                | k = 1, x[1] = 0 |
 * | 1    | place (1,1)             | true (while)       | set (found)         | 1, 1            |
 * | 2    | (2,1) ✗ row 1           | test (while)       | test (while)        | 2, 1            |
 * | 3    | (2,2) ✗ row 1           | test (while)       | test (while)        | 2, 2            |
 * | 4    | place (2,3)             | true (while)       | set (found)         | 2, 3            |
 * | 5–8  | (3,1)…(3,4) ✗           | test (while)       | test (while)        | 3, 1…4          |
 * | 9    | remove (2,3)            | up                 | unset               | 2, 3            |
 * | 10   | place (2,4)             | true (while)       | set (found)         | 2, 4            |
 * | 11   | (3,1) ✗ row 1           | test (while)       | test (while)        | 3, 1            |
 * | 12   | place (3,2)             | true (while)       | set (found)         | 3, 2            |
 * | 13–16| (4,1)…(4,4) ✗           | test (while)       | test (while)        | 4, 1…4          |
 * | 17   | remove (3,2)            | up                 | unset               | 3, 2            |
 * | 18–19| (3,3), (3,4) ✗          | test (while)       | test (while)        | 3, 3…4          |
 * | 20   | remove (2,4)            | up                 | unset               | 2, 4            |
 * | 21   | remove (1,1)            | up                 | unset               | 1, 1            |
 * | 31   | solution 2 4 1 3        | print              | print               | k = 4: x = …    |
 * | 32   | remove (4,3)            | next (x[4] = 4)    | unset (x[4] = 3)    | 4, 4 / 4, 3     |
 * | 79   | done                    | end                | end                 | k = 0           |
 */
const TRY = (k, col) => ({ scan: ['test', 'while'], flags: ['test', 'while'], vars: `k = ${k}, x[k] = ${col}` });
const PLACE = (k, col) => ({ scan: ['true', 'while'], flags: ['set', 'found'], vars: `k = ${k}, x[k] = ${col}` });
const BACK = (k, col) => ({ scan: ['up', null], flags: ['unset', null], vars: `k = ${k}, x[k] = ${col}` });
const N4 = [
  PLACE(1, 1), TRY(2, 1), TRY(2, 2), PLACE(2, 3), TRY(3, 1), TRY(3, 2), TRY(3, 3), TRY(3, 4), BACK(2, 3),
  PLACE(2, 4), TRY(3, 1), PLACE(3, 2), TRY(4, 1), TRY(4, 2), TRY(4, 3), TRY(4, 4), BACK(3, 2),
  TRY(3, 3), TRY(3, 4), BACK(2, 4), BACK(1, 1),
];

for (const method of ['scan', 'flags']) {
  test(`iterative Nqueens() (${method}): the N = 4 trace highlights the lines the notes' program is on, with k and x[k]`, async () => {
    const suffix = method === 'scan' ? '&method=scan' : '';
    const { page, errors } = await env.openPage(`#n=4&step=0${suffix}&tmpl=iterative`);
    let s = await panel(page);
    assert.equal(s.style, 'iterative');
    assert.deepEqual([s.line, s.texts], ['init', ['x[1] ← 0; k ← 1']]);
    assert.equal(s.vars, 'k = 1, x[1] = 0: the search has placed no queen yet');
    assert.equal(s.depth, 'No call stack in the loop: the depth is k = 1');
    assert.equal(s.stackShown, false);
    for (const [i, want] of N4.entries()) {
      await page.getByTestId('step-forward').click();
      s = await panel(page);
      const [line, caller] = want[method];
      assert.deepEqual([s.line, s.caller], [line, caller], `step ${i + 1}`);
      assert.ok(s.vars.startsWith(want.vars), `step ${i + 1}: ${s.vars}`);
      assert.equal(s.depth, `No call stack in the loop: the depth is k = ${want.vars.match(/k = (\d+)/)[1]}`);
    }
    // Step 9's texts: the backtrack line itself (scan), the flags cleared (flags).
    await page.getByTestId('timeline').fill('9');
    s = await panel(page);
    assert.deepEqual(s.texts, method === 'scan'
      ? ['else k ← k − 1']
      : ['if x[k] > 0 then', 'col[x[k]] ← diag[k−x[k]+n] ← anti[k+x[k]] ← false']);
    await page.getByTestId('timeline').fill('31');
    s = await panel(page);
    assert.deepEqual([s.line, s.texts, s.vars], ['print', ['if k = n then print x'], 'k = 4: x = [2, 4, 1, 3]']);
    await page.getByTestId('step-forward').click(); // 32: row 4's queen moved on
    s = await panel(page);
    assert.deepEqual([s.line, s.vars], method === 'scan'
      ? ['next', 'k = 4, x[k] = 4']
      : ['unset', 'k = 4, x[k] = 3']);
    await page.getByTestId('timeline').fill('79');
    s = await panel(page);
    assert.deepEqual([s.line, s.vars], ['end', 'k = 0: the loop is over, and so is the search']);
    // The conflict line in place(k) reads x[k], in the notes' notation.
    await page.getByTestId('timeline').fill('2');
    s = await panel(page);
    assert.equal(s.texts[0], method === 'scan'
      ? 'if |k − j| = |x[j] − x[k]| or x[j] = x[k] then'
      : 'return not (col[x[k]] or diag[k−x[k]+n] or anti[k+x[k]])');
    // What place(k) found: the scan's row j, the flag read that is set and the row that set it.
    assert.equal(s.vars, method === 'scan' ? 'k = 2, x[k] = 1; place stops at j = 1' : 'k = 2, x[k] = 1; place stops at col[1], set by row 1');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('#n=4&step=5&tmpl=iterative opens with the select on iterative, and survives a reload', async () => {
  const { page, errors } = await env.openPage('#n=4&step=5&tmpl=iterative');
  let s = await panel(page);
  assert.equal(s.style, 'iterative');
  assert.equal(s.line, 'test'); // (3,1) ✗ row 1, in place(3) called from the while
  assert.equal(s.caller, 'while');
  assert.equal(await page.getByTestId('step-count').textContent(), '5');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=4&step=5&tmpl=iterative$/);
  await page.reload();
  await page.getByTestId('pseudocode').locator('li[aria-current="step"]').first().waitFor();
  s = await panel(page);
  assert.equal(s.style, 'iterative');
  assert.equal(s.line, 'test');
  assert.equal(await page.getByTestId('step-count').textContent(), '5');
  assert.match(page.url(), /#n=4&step=5&tmpl=iterative$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the select switches the template and rewrites the link in place (no new history entry)', async () => {
  const { page, errors } = await env.openPage('#n=4&step=12');
  let s = await panel(page);
  assert.equal(s.style, 'recursive');
  assert.equal(s.line, 'assign');
  assert.equal(s.stackShown, true);
  const entries = await page.evaluate(() => window.history.length);
  await openMore(page, 'code-style');
  await page.getByTestId('code-style').selectOption('iterative');
  s = await panel(page);
  assert.deepEqual([s.style, s.line, s.caller], ['iterative', 'set', 'found']);
  assert.equal(s.vars, 'k = 3, x[k] = 2');
  await page.waitForFunction(() => window.location.hash === '#n=4&step=12&tmpl=iterative');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=4&step=12&tmpl=iterative$/);
  assert.equal(await page.evaluate(() => window.history.length), entries);
  // The step stays where it was.
  assert.equal(await page.getByTestId('step-count').textContent(), '12');
  await page.getByTestId('code-style').selectOption('recursive');
  await page.waitForFunction(() => window.location.hash === '#n=4&step=12');
  assert.equal((await panel(page)).line, 'assign');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad tmpl says so, and the page opens recursive', async () => {
  const { page } = await env.openPage('#n=4&step=5&tmpl=foo');
  assert.equal(await page.getByTestId('error').textContent(), 'The link’s tmpl “foo” is not one of its forms: recursive and iterative.');
  assert.equal((await panel(page)).style, 'recursive');
  await page.context().close();
});

for (const [lang, heading] of [['en', 'Form'], ['zh', '写法']]) {
  test(`the recursive template searches with backtrack(t) and checks with place(k), with the notes' terms (${lang})`, async () => {
    const { page, errors } = await env.openPage(`#n=4&step=2&method=scan&lang=${lang}`);
    const code = await page.getByTestId('pseudocode').textContent();
    assert.match(code, /backtrack\(t\):/);
    assert.match(code, /x\[t\] = i/);
    assert.match(code, /if place\(t\):/);
    assert.match(code, /else: backtrack\(t \+ 1\)/);
    assert.match(code, /place\(k\):/);
    assert.doesNotMatch(code, /ok\(/);
    assert.equal(await page.getByTestId('call-stack').textContent(), 'main → backtrack(1) → backtrack(2)');
    const s = await panel(page);
    assert.deepEqual([s.line, s.caller], ['test', 'if']); // (2,1) fails place(2), called from if place(t)
    assert.match(await page.locator('label[for="code-style"]').textContent(), new RegExp(heading));
    const terms = await page.getByTestId('code-terms').textContent();
    for (const word of ['显式约束', '隐式约束', '约束函数', 'x[i] ∈ {1, …, n}', 'place(k)']) assert.ok(terms.includes(word), `${lang}: ${terms}`);
    // The tree's legend names the pruning by the constraint function.
    const legend = await page.evaluate(() => [...document.querySelectorAll('.tree-legend')].map((e) => e.textContent).join(' '));
    assert.ok(legend.includes(lang === 'en' ? 'pruned by the constraint function (约束函数)' : '被约束函数剪枝'), legend);
    // Step 1 with the scan: place(1) passes at its return true.
    await page.getByTestId('timeline').fill('1');
    assert.deepEqual((await panel(page)).texts, ['return true']);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

//! Cross-engine: the Parsons problem (`ex=parsons`) of the default puzzle's procedure, put
//! together by keyboard (Enter moves a line into the procedure, → indents it) for full
//! marks; Alt+↓ moves a line out of order, Check says why and the live region where it is.
//! The right answer is the puzzle's declared lines in order (exercise/parsons.js, built
//! here with the link's seed).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../unit/wasm-modules.js';
import { DEFAULT_PUZZLE, loadPuzzle } from '../../www/js/puzzles/registry.js';
import { buildProblem } from '../../www/js/exercise/parsons.js';
import { Key } from './driver.js';
import { assertNoErrors, open, PHONE } from './env.js';

const SEED = 5;

const line = (id, place) => `[data-line="${id}"][data-place="${place}"]`;

for (const viewport of [undefined, PHONE]) {
  test(`the Parsons problem is put together by keyboard, graded at once, and a line out of order says why${viewport ? ' (phone)' : ''}`, async () => {
    const puzzle = await loadPuzzle(DEFAULT_PUZZLE);
    const { lines } = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template: 'recursive' });
    const problem = buildProblem(lines, puzzle.parsons.recursive, SEED);
    const s = await open(`#ex=parsons&seed=${SEED}`, viewport);
    await s.waitFor(() => document.querySelector('[data-testid="parsons"]') && !document.querySelector('[data-testid="parsons"]').hidden);
    // Each key goes to the focused line: the list is drawn again after each, the focus kept on the line.
    const press = (...keys) => s.driver.actions().sendKeys(...keys).perform();
    const focus = (id, place) => s.js((q) => document.querySelector(q).focus(), `[data-testid="parsons-line"]${line(id, place)}`);
    for (const { id, indent } of problem.lines) {
      await focus(id, 'pool');
      await press(Key.ENTER);
      for (let k = 0; k < indent; k += 1) await press(Key.ARROW_RIGHT);
      assert.equal(await s.attr('parsons-line', 'data-indent', line(id, 'answer')), String(indent));
      assert.equal(await s.js(() => document.activeElement.dataset.line), id);
    }
    await s.click('parsons-check');
    assert.equal(await s.attr('exercise-score', 'data-full', '[data-full]'), 'true');
    assert.equal(await s.count('parsons-why'), 0);
    await focus('1', 'answer');
    await s.driver.actions().keyDown(Key.ALT).sendKeys(Key.ARROW_DOWN).keyUp(Key.ALT).perform();
    assert.equal(await s.text('parsons-live'), `line 2 of ${problem.lines.length}, indent 0`);
    await s.click('parsons-check');
    assert.equal(await s.attr('exercise-score', 'data-full', '[data-full]'), 'false');
    assert.ok(await s.count('parsons-why') >= 1);
    await assertNoErrors(s);
  });
}

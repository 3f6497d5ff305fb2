//! The Parsons problem (`ex=parsons`, issue 40 section 2) on every registered puzzle, one
//! page each: opened from the puzzle's exercises (`parsons-start`), solved by keyboard in
//! each form the puzzle offers from the lines it declares (its `code`, exercise/parsons.js
//! built here with the seed the page put in its link) for full marks; a distractor placed
//! and a line moved out of order show their reasons (and the live region where it is);
//! the result link (with the whole seconds from the problem's start to its Check,
//! `time=`), opened again, is graded the same, its time kept, in English and in Chinese;
//! no console errors. A tampered answer or seed is said in words, nothing inserted as HTML.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import '../unit/wasm-modules.js';
import { loadPuzzle } from '../../www/js/puzzles/registry.js';
import { setLang } from '../../www/js/lib/i18n.js';
import { buildProblem } from '../../www/js/exercise/parsons.js';
import { puzzles, firstView, withKey, DEFAULT_PUZZLE } from './declarations.js';
import {
  PHONE, puzzleRoot, setUp, showTab,
} from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The problem the page shows for puzzle `puzzle` in form `template` with `seed` (English lines). */
function problemOf(puzzle, template, seed) {
  setLang('en');
  const { lines } = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template });
  return buildProblem(lines, puzzle.parsons[template], seed);
}

const line = (page, id, place) => page.locator(`[data-testid="parsons-line"][data-line="${id}"][data-place="${place}"]`);

/** The score's `[right, wrong, asked, full]`. */
async function score(page) {
  const s = page.getByTestId('parsons').getByTestId('exercise-score');
  await s.waitFor();
  return Promise.all(['data-right', 'data-wrong', 'data-asked', 'data-full'].map((a) => s.getAttribute(a)));
}

/** Puts `placed` ([{ id, indent }]) into the procedure by keyboard: Enter on each line to use, then → to its indent. */
async function placeByKeys(page, placed) {
  for (const { id, indent } of placed) {
    await line(page, id, 'pool').focus();
    await page.keyboard.press('Enter');
    const moved = line(page, id, 'answer');
    await assert.doesNotReject(moved.waitFor(), `line ${id} moves into the procedure`);
    for (let k = 0; k < indent; k += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await moved.getAttribute('data-indent'), String(indent));
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.line), id, 'the focus stays on the line');
  }
}

/** The seed the page's link carries. */
const seedOf = async (page) => Number(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('seed'));

/** The whole seconds a result link says (`time=`), or null without. */
const timeOf = (link) => {
  const time = /[#&]time=(\d+)(?:&|$)/.exec(link)?.[1];
  return time === undefined ? null : Number(time);
};

/** Takes every line out of the procedure (Delete on its first line until none is left). */
async function clearAnswer(page) {
  const placed = page.getByTestId('parsons-answer').locator('[data-testid="parsons-line"]');
  while (await placed.count() > 0) {
    await placed.first().focus();
    await page.keyboard.press('Delete');
  }
}

for (const { id } of puzzles) {
  test(`${id}: the Parsons problem, opened from its exercises, solved by keyboard in each form, its reasons, its result link graded again in en and zh`, async () => {
    const puzzle = await loadPuzzle(id);
    const opened = Date.now();
    const { page, errors } = await env.openPage(firstView(id));
    if (id === DEFAULT_PUZZLE) await showTab(page, 'exercise');
    await puzzleRoot(page, id).getByTestId('parsons-start').click();
    await page.getByTestId('parsons').waitFor();
    const seed = await seedOf(page);
    assert.ok(Number.isInteger(seed), 'the link carries the seed');

    for (const [k, template] of puzzle.templates.entries()) {
      if (k > 0) {
        await page.getByTestId('parsons-form').selectOption(template);
        await page.waitForFunction(() => !document.querySelector('[data-testid="parsons-answer"] [data-testid="parsons-line"]'));
      }
      const problem = problemOf(puzzle, template, seed);
      const pool = page.getByTestId('parsons-pool').locator('[data-testid="parsons-line"]');
      assert.deepEqual(await pool.evaluateAll((els) => els.map((e) => e.dataset.line)), problem.pool, `${template}: the seed's shuffle`);

      // The declared order at the declared indents: full marks, no reason shown.
      const right = problem.lines.map((l) => ({ id: l.id, indent: l.indent }));
      await placeByKeys(page, right);
      await page.getByTestId('parsons-check').click();
      assert.deepEqual(await score(page), [String(right.length), '0', String(right.length), 'true'], `${template}: full marks`);
      assert.equal(await page.getByTestId('parsons-why').count(), 0);
      const solved = await page.getByTestId('parsons').getByTestId('exercise-result-link').inputValue();
      assert.match(solved, /ex=parsons&seed=\d+&ans=1\.0-[^&]*&time=\d+(?:&|$)/);
      assert.ok(timeOf(solved) <= Math.ceil((Date.now() - opened) / 1000), `${template}: ${timeOf(solved)} s at most the test's time`);

      // A distractor put in: its declared reason.
      const d = problem.distractors[0];
      await placeByKeys(page, [{ id: d.id, indent: d.indent }]);
      await page.getByTestId('parsons-check').click();
      assert.equal((await score(page))[3], 'false');
      assert.match(await line(page, d.id, 'answer').getByTestId('parsons-why').textContent(), new RegExp(d.reason.en.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await line(page, d.id, 'answer').focus();
      await page.keyboard.press('Enter');
      await line(page, d.id, 'pool').waitFor();

      // The first line picked up (Space), moved down (↓) and put down (Space), then back up
      // (Alt+↑) and down again (Alt+↓): out of order, with a reason; the live region says where it is.
      const live = () => page.getByTestId('parsons-live').textContent();
      await line(page, right[0].id, 'answer').focus();
      await page.keyboard.press('Space');
      assert.match(await live(), new RegExp(`^Picked up, line 1 of ${right.length}`));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      assert.equal(await live(), `Put down: line 2 of ${right.length}, indent 0.`);
      await page.keyboard.press('Alt+ArrowUp');
      assert.equal(await live(), `line 1 of ${right.length}, indent 0`);
      await page.keyboard.press('Alt+ArrowDown');
      assert.equal(await live(), `line 2 of ${right.length}, indent 0`);
      await page.getByTestId('parsons-check').click();
      const wrongScore = await score(page);
      assert.equal(wrongScore[3], 'false', `${template}: a line out of order is not full marks`);
      assert.ok(await page.getByTestId('parsons-why').count() >= 1, `${template}: a misplaced line says why`);
      await clearAnswer(page);
    }

    // A result link of a wrong answer, opened again in Chinese: the same score, its reasons in Chinese.
    const problem = problemOf(puzzle, puzzle.templates[0], seed);
    if (puzzle.templates.length > 1) await page.getByTestId('parsons-form').selectOption(puzzle.templates[0]);
    const placed = problem.lines.map((l) => ({ id: l.id, indent: l.indent }));
    [placed[1], placed[2]] = [placed[2], placed[1]];
    await placeByKeys(page, placed);
    // The student looks it over for a second before the Check: the time counts it.
    await page.waitForTimeout(1_100);
    await page.getByTestId('parsons-check').click();
    const graded = await score(page);
    const link = await page.getByTestId('parsons').getByTestId('exercise-result-link').inputValue();
    assert.ok(timeOf(link) >= 1 && timeOf(link) <= Math.ceil((Date.now() - opened) / 1000), link);
    assert.deepEqual(errors, []);
    await page.goto('about:blank');
    await page.goto(`${link}&lang=zh`);
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await score(page), graded, 'the result link is graded the same');
    assert.equal(timeOf(await page.getByTestId('parsons').getByTestId('exercise-result-link').inputValue()), timeOf(link), 'and keeps its time');
    assert.match(await page.getByTestId('parsons').getByTestId('exercise-score').textContent(), /[\u4e00-\u9fff]/);
    assert.match(await page.getByTestId('parsons-why').first().textContent(), /[\u4e00-\u9fff]/);
    assert.match(await page.getByTestId('parsons-check').textContent(), /检查/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a tampered answer or seed is said in words, nothing inserted as HTML, and the lines before it are kept', async () => {
  const base = withKey(firstView(DEFAULT_PUZZLE), 'ex=parsons&seed=12');
  let { page, errors } = await env.openPage(`${base}&ans=1.0-%3Cb%3Ex%3C%2Fb%3E`);
  await page.getByTestId('parsons').waitFor();
  assert.match(await page.getByTestId('parsons-notice').textContent(), /Answer 2 of the link could not be read/);
  assert.equal(await page.getByTestId('parsons-answer').locator('[data-testid="parsons-line"]').count(), 1);
  assert.equal(await page.locator('[data-testid="parsons"] b').count(), 0);
  await page.context().close();
  ({ page, errors } = await env.openPage(`${base}&ans=1.0-77.1&lang=zh`));
  await page.getByTestId('parsons').waitFor();
  assert.match(await page.getByTestId('parsons-notice').textContent(), /第 2 行无法读取/);
  assert.deepEqual(errors, []);
  await page.context().close();
  ({ page, errors } = await env.openPage(withKey(firstView(DEFAULT_PUZZLE), 'ex=parsons&seed=x1')));
  await page.getByTestId('error').filter({ hasText: /seed/ }).waitFor();
  assert.equal(await page.getByTestId('parsons').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
  ({ page, errors } = await env.openPage(withKey(firstView(DEFAULT_PUZZLE), 'ex=parsons')));
  await page.getByTestId('error').filter({ hasText: /seed=/ }).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('lines are dragged with the pointer: a mouse anywhere on a line, a finger by its handle (the page scrolling at the window\'s edge), landing at the indent of how far right they went', async () => {
  const hash = withKey(firstView(DEFAULT_PUZZLE), 'ex=parsons&seed=5');
  // A mouse: a line to use into the empty procedure, then another above it, 2 indents right.
  let { page, errors } = await env.openPage(hash);
  const pool = page.getByTestId('parsons-pool').locator('[data-testid="parsons-line"]');
  const answer = page.getByTestId('parsons-answer');
  const placed = () => answer.locator('[data-testid="parsons-line"]').evaluateAll((els) => els.map((e) => `${e.dataset.line}.${e.dataset.indent}`));
  const drag = async (from, to, dx) => {
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    await page.mouse.move(a.x + 60, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + 70, a.y + a.height / 2 + 10, { steps: 3 });
    await page.mouse.move(b.x + 60 + dx, b.y + 6, { steps: 8 });
    await page.mouse.up();
  };
  const first = await pool.first().getAttribute('data-line');
  await drag(pool.first(), answer, 0);
  const second = await pool.first().getAttribute('data-line');
  const step = await page.evaluate(() => 2 * 0.6 * parseFloat(getComputedStyle(document.querySelector('.parsons-text')).fontSize));
  await drag(pool.first(), answer.locator('[data-testid="parsons-line"]').first(), 2 * step);
  assert.deepEqual(await placed(), [`${second}.2`, `${first}.0`]);
  // Back out to the lines to use.
  await drag(answer.locator('[data-testid="parsons-line"]').first(), pool.first(), 0);
  assert.deepEqual(await placed(), [`${first}.0`]);
  assert.deepEqual(errors, []);
  await page.context().close();

  // A finger on a phone, by the handle: held at the window's bottom edge the page scrolls
  // down to the procedure, which is below the lines to use.
  ({ page, errors } = await env.openPage(hash, { viewport: PHONE, contextOptions: { hasTouch: true, isMobile: true } }));
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const line = page.getByTestId('parsons-pool').locator('[data-testid="parsons-line"]').nth(1);
  const id = await line.getAttribute('data-line');
  await line.scrollIntoViewIfNeeded();
  const h = await line.locator('.parsons-handle').boundingBox();
  const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
  await touch('touchStart', x, y);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', x, y + ((PHONE.height - 12) - y) * (i / 8));
  let box = await page.getByTestId('parsons-answer').boundingBox();
  for (let k = 0; k < 100 && box.y + box.height > PHONE.height - 80; k += 1) {
    await page.waitForTimeout(50);
    box = await page.getByTestId('parsons-answer').boundingBox();
  }
  assert.ok(await page.evaluate(() => window.scrollY) > 0, 'the page scrolled under the finger');
  await touch('touchMove', x, PHONE.height / 2);
  await page.waitForTimeout(100);
  box = await page.getByTestId('parsons-answer').boundingBox();
  await touch('touchMove', x, box.y + box.height / 2);
  await touch('touchEnd');
  await page.getByTestId('parsons-answer').locator(`[data-line="${id}"]`).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

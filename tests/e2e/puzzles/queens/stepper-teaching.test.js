//! The stepper as a teaching tool: Back and the timeline, Next solution, mode and checking
//! method with their comparison counts, keyboard shortcuts, the pseudocode panel, the flag
//! arrays, the attacked-square shading and the solution-space tree.
//!
//! Expected values come from docs/REFERENCE.md (the N = 4 opening trace, the
//! N = 6, 8 and 10 totals and first solutions, the first-solution search of N = 8) and from
//! hand counts over that trace, never from the page itself.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DESKTOP, openMore, PHONE, SCREENSHOT_DIR, setUp } from '../../helpers.js';
import { boardTuple, isValidSolution } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

async function click(page, testid, times = 1) {
  await openMore(page, testid);
  for (let i = 0; i < times; i += 1) await page.getByTestId(testid).click();
}

async function stepCount(page) {
  return Number((await page.getByTestId('step-count').textContent()).replace(/,/g, ''));
}

async function candidate(page) {
  const c = page.getByTestId('candidate');
  if (await c.count() === 0) return null;
  return [Number(await c.getAttribute('data-row')), Number(await c.getAttribute('data-col'))];
}

/** The current line of the pseudocode panel: its id and its text. */
async function codeLine(page) {
  return page.evaluate(() => {
    const li = document.querySelector('[data-testid="pseudocode"] li[aria-current="step"]');
    return li ? { id: li.dataset.line, text: li.querySelector('code').textContent } : null;
  });
}

/** Everything the board and its panels show for a step, to compare two ways of reaching it. */
async function snapshot(page) {
  return {
    step: await stepCount(page),
    queens: await boardTuple(page),
    candidate: await candidate(page),
    event: await page.getByTestId('event').textContent(),
    tuple: await page.getByTestId('tuple').textContent(),
    comparisons: await page.getByTestId('comparisons').textContent(),
    code: await codeLine(page),
    stack: await page.getByTestId('call-stack').textContent(),
    path: await page.evaluate(() => [...document.querySelectorAll('[data-testid="tree"] .on-path[data-row]')]
      .map((el) => `${el.dataset.row},${el.dataset.col}`)),
  };
}

test('Step 5 times then Back 2 times shows step 3: queen (1,1), and (2,2) in conflict with row 1 on a diagonal', async () => {
  const { page, errors } = await env.openPage('#n=8');
  await click(page, 'step-forward', 5);
  assert.equal(await stepCount(page), 5);
  // Step 4 placed (2,3), step 5 tried (3,1): both queens are on the board.
  assert.deepEqual(await boardTuple(page), [1, 3, 0, 0, 0, 0, 0, 0]);
  await click(page, 'step-back', 2);
  assert.equal(await stepCount(page), 3);
  assert.deepEqual(await boardTuple(page), [1, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(await candidate(page), [2, 2]);
  assert.equal(await page.getByTestId('conflict').getAttribute('data-from-row'), '1');
  assert.equal(await page.getByTestId('conflict').getAttribute('data-kind'), 'diagonal');
  assert.equal(await page.getByTestId('conflict-label').textContent(), 'diagonal');
  assert.equal(await page.getByTestId('tuple').textContent(), 'x = [1, _, _, _, _, _, _, _]');
  assert.equal(await page.getByTestId('squares-tried').textContent(), '3');
  assert.equal(await page.getByTestId('placements').textContent(), '1');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=8&step=3$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('pressing → 40 times at N = 6 shows the same board, code line and tree path as the link #n=6&step=40', async () => {
  const byKeys = await env.openPage('#n=6');
  for (let i = 0; i < 40; i += 1) await byKeys.page.keyboard.press('ArrowRight');
  const expected = await snapshot(byKeys.page);
  assert.equal(expected.step, 40);
  assert.ok(expected.queens.some((c) => c !== 0), 'queens are on the board at step 40');
  assert.ok(expected.path.length > 0, 'the tree shows a current path');

  const linked = await env.openPage('#n=6&step=40');
  assert.deepEqual(await snapshot(linked.page), expected);
  assert.deepEqual(byKeys.errors, []);
  assert.deepEqual(linked.errors, []);
  await byKeys.page.context().close();
  await linked.page.context().close();
});

test('← and → step back and forward, Home resets, and none of them is taken from a text field or a slider', async () => {
  const { page, errors } = await env.openPage('#n=4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepCount(page), 3);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await stepCount(page), 2);
  assert.deepEqual(await candidate(page), [2, 1]); // 2. (2,1) conflicts with row 1 (column)

  // In the N text field, the arrows move the caret and Home goes to its start.
  await page.getByTestId('n-input').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  assert.equal(await stepCount(page), 2);
  await page.getByTestId('share-link').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepCount(page), 2);
  assert.equal(await page.getByTestId('n-slider').inputValue(), '4');

  // On the focused timeline, → moves the slider by one step (and only once).
  await page.getByTestId('timeline').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await stepCount(page), 3);
  assert.deepEqual(await candidate(page), [2, 2]);

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Home');
  assert.equal(await stepCount(page), 0);
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('space plays and pauses: the step count stops once paused', async () => {
  const { page, errors } = await env.openPage('#n=8');
  await page.getByTestId('speed').fill('5'); // 30 steps per second
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  assert.equal(await page.getByTestId('play').textContent(), 'Pause');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="step-count"]').textContent.replace(/,/g, '')) >= 5);
  await page.keyboard.press('Space');
  assert.equal(await page.getByTestId('play').textContent(), 'Play');
  const paused = await stepCount(page);
  await page.waitForTimeout(400);
  assert.equal(await stepCount(page), paused);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Next solution from the start of N = 6 stops at solution #1, 2 4 6 1 3 5, and then at the next one', async () => {
  const { page, errors } = await env.openPage('#n=6');
  await click(page, 'next-solution');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 3, 5]);
  assert.equal(await page.getByTestId('event').textContent(), 'Solution #1 found: x = [2, 4, 6, 1, 3, 5]');
  assert.equal(await page.getByTestId('solutions-found').textContent(), '1');
  assert.equal((await codeLine(page)).id, 'print');

  await click(page, 'next-solution');
  const second = await boardTuple(page);
  assert.equal(await page.getByTestId('solutions-found').textContent(), '2');
  assert.ok(isValidSolution(second), `${second} is a solution`);
  assert.ok(second.join('') > '246135', 'solutions come in lexicographic order');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the timeline spans the whole N = 8 search (17,869 steps) and scrubbing it seeks', async () => {
  const { page, errors } = await env.openPage('#n=8');
  const timeline = page.getByTestId('timeline');
  // 15,720 squares tried + 2,056 queens removed + 92 solutions + 1 done.
  await page.waitForFunction(() => document.querySelector('[data-testid="timeline"]').max === '17869');
  assert.equal(await timeline.getAttribute('min'), '0');
  await timeline.fill('3');
  assert.equal(await stepCount(page), 3);
  assert.deepEqual(await candidate(page), [2, 2]);
  await timeline.fill('17869');
  assert.match(await page.getByTestId('event').textContent(), /Search finished: 92 solutions/);
  assert.equal(await page.getByTestId('squares-tried').textContent(), '15,720');
  await timeline.fill('1');
  assert.deepEqual(await boardTuple(page), [1, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('first-solution mode: the N = 8 search ends after 876 squares and 113 placements, and a later step is cut to its end', async () => {
  const { page, errors } = await env.openPage('#n=8&step=1000');
  assert.equal(await stepCount(page), 1000);
  await openMore(page, 'search-mode');
  await page.getByTestId('search-mode').selectOption('first');
  // 876 squares tried + 105 queens removed (113 placed, 8 left on the board) + 1 solution + 1 done.
  assert.equal(await stepCount(page), 983);
  assert.deepEqual(await boardTuple(page), [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.equal(await page.getByTestId('squares-tried').textContent(), '876');
  assert.equal(await page.getByTestId('placements').textContent(), '113');
  assert.equal(await page.getByTestId('step-forward').isDisabled(), true);
  await page.waitForFunction(() => document.querySelector('[data-testid="timeline"]').max === '983');

  // Back to all solutions: the step is valid there too, so it stays.
  await page.getByTestId('search-mode').selectOption('all');
  assert.equal(await stepCount(page), 983);
  assert.equal(await page.getByTestId('step-forward').isDisabled(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the two checking methods: after 8 steps of N = 4 the scan made 9 comparisons and the flags 16, at the same step', async () => {
  const { page, errors } = await env.openPage('#n=4&step=8');
  // Flags (default): (1,1):3 (2,1):1 (2,2):2 (2,3):3 (3,1):1 (3,2):3 (3,3):1 (3,4):2.
  assert.equal(await page.getByTestId('comparisons').textContent(), '16');
  assert.match((await codeLine(page)).text, /!col\[x\[k\]\] && !diag\[k−x\[k\]\+n\] && !anti\[k\+x\[k\]\]/);
  await openMore(page, 'check-method');
  await page.getByTestId('check-method').selectOption('scan');
  // Scan, earlier rows up to the first attacker: 0 1 1 1 1 2 1 2.
  assert.equal(await stepCount(page), 8);
  assert.equal(await page.getByTestId('comparisons').textContent(), '9');
  assert.deepEqual(await candidate(page), [3, 4]);
  assert.deepEqual(await boardTuple(page), [1, 3, 0, 0]);
  assert.match((await codeLine(page)).text, /x\[j\] == x\[k\] \|\| \|x\[j\] − x\[k\]\| == \|j − k\|/);
  assert.match(await page.getByTestId('comparisons-note').textContent(), /rows/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the pseudocode follows the N = 4 trace: place, conflict check, backtrack, with the recursion depth', async () => {
  const { page, errors } = await env.openPage('#n=4');
  assert.equal((await codeLine(page)).id, 'start');
  await click(page, 'step-forward'); // 1. place (1,1): place(1) passed, its flags are set
  assert.deepEqual(await codeLine(page), { id: 'assign', text: 'col[i] = diag[t−i+n] = anti[t+i] = true' });
  assert.equal(await page.getByTestId('depth').textContent(), 'Recursion depth 1:');
  await click(page, 'step-forward'); // 2. (2,1) conflicts with row 1
  assert.equal((await codeLine(page)).id, 'test');
  assert.equal(await page.getByTestId('depth').textContent(), 'Recursion depth 2:');
  await click(page, 'step-forward', 7); // 9. remove (2,3)
  assert.equal((await codeLine(page)).id, 'undo');
  assert.equal(await page.getByTestId('call-stack').textContent(), 'main → backtrack(1) → backtrack(2)');
  await click(page, 'step-forward', 3); // 12. place (3,2)
  assert.equal(await page.getByTestId('call-stack').textContent(), 'main → backtrack(1) → backtrack(2) → backtrack(3)');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('flag arrays and shading at step 3 of N = 4: (2,2) reads diag[4], already set by the queen on (1,1)', async () => {
  const { page, errors } = await env.openPage('#n=4&step=3');
  const flags = await page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('[data-testid="flag"]')]
      .filter((el) => el.classList.contains('on') || el.classList.contains('checked'))
      .map((el) => [`${el.dataset.array}[${el.dataset.index}]`,
        ['on', 'checked', 'blocked'].filter((c) => el.classList.contains(c)).join(' ')]),
  ));
  // Queen (1,1): col[1], diag[1-1+4] = diag[4], anti[2]. Candidate (2,2): ok reads col[2]
  // (free), then diag[4] (set) and stops: anti[4] is not read.
  assert.deepEqual(flags, {
    'col[1]': 'on', 'col[2]': 'checked', 'diag[4]': 'on checked blocked', 'anti[2]': 'on',
  });

  await openMore(page, 'shade-attacks');
  await page.getByTestId('shade-attacks').check();
  await click(page, 'step-forward'); // 4. place (2,3): queens (1,1), (2,3)
  const shaded = await page.evaluate(() => [...document.querySelectorAll('[data-testid="attacked"]')]
    .map((el) => `${el.dataset.row},${el.dataset.col}`).sort());
  // Rows 3 and 4: every square but (4,2) shares a column, diagonal or anti-diagonal with a queen.
  assert.deepEqual(shaded, ['3,1', '3,2', '3,3', '3,4', '4,1', '4,3', '4,4']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the N = 4 tree has the 60 squares tried, 16 placements and 2 solutions, and clicking a node goes to its step', async () => {
  const { page, errors } = await env.openPage('#n=4');
  const tree = page.getByTestId('tree');
  assert.equal(await tree.locator('[data-step][data-row]').count(), 60);
  assert.equal(await tree.locator('[data-kind="placed"], [data-kind="solution"]').count(), 16);
  assert.equal(await tree.locator('[data-kind="solution"]').count(), 2);

  // 12. place (3,2), under (1,1) and (2,4).
  await tree.locator('[data-step="12"]').click();
  assert.equal(await stepCount(page), 12);
  assert.deepEqual(await candidate(page), [3, 2]);
  assert.deepEqual(await boardTuple(page), [1, 4, 2, 0]);
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('[data-testid="tree"] .on-path[data-row]')]
    .map((el) => `${el.dataset.row},${el.dataset.col}`)), ['1,1', '2,4', '3,2']);

  // 5. (3,1) conflicts with row 1 (column): a pruned branch.
  const pruned = tree.locator('[data-step="5"]');
  assert.equal(await pruned.getAttribute('data-kind'), 'conflict');
  await pruned.click();
  assert.equal(await stepCount(page), 5);
  assert.deepEqual(await candidate(page), [3, 1]);
  assert.equal(await page.getByTestId('conflict').getAttribute('data-kind'), 'column');
  assert.equal(await page.getByTestId('conflict-label').textContent(), 'column');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the N = 6 tree is drawn in full (894 nodes: 152 placements, 742 conflicts), readable, and any node click seeks to it', async () => {
  const { page, errors } = await env.openPage('#n=6');
  const tree = page.getByTestId('tree');
  // Squares tried = N × (1 + placements − solutions) = 6 × (1 + 152 − 4).
  assert.equal(await tree.locator('[data-step][data-row]').count(), 894);
  assert.equal(await tree.locator('[data-kind="conflict"]').count(), 742);
  assert.equal(await tree.locator('[data-kind="solution"]').count(), 4);
  const cell = await tree.locator('[data-row]').first().boundingBox();
  assert.ok(cell.width >= 8, `a node is ${cell.width}px wide`);

  for (const index of [123, 500, 880]) {
    const node = tree.locator('[data-step][data-row]').nth(index);
    const want = {
      step: Number(await node.getAttribute('data-step')),
      square: [Number(await node.getAttribute('data-row')), Number(await node.getAttribute('data-col'))],
    };
    await node.click();
    assert.equal(await stepCount(page), want.step);
    assert.deepEqual(await candidate(page), want.square);
    assert.equal(await node.evaluate((el) => el.classList.contains('current')), true);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 7 and 8 show the tree on request, N = 9 says the tree stops at 8, N = 15 has no timeline', async () => {
  const { page, errors } = await env.openPage('#n=8&step=20');
  assert.equal(await page.getByTestId('tree').isVisible(), false);
  await click(page, 'show-tree');
  // N = 8: 15,720 squares tried, 2,056 placements, 92 solutions.
  assert.equal(await page.getByTestId('tree').locator('[data-step][data-row]').count(), 15720);
  assert.equal(await page.getByTestId('tree').locator('[data-kind="solution"]').count(), 92);
  assert.equal(await page.getByTestId('tree').locator('.current').getAttribute('data-step'), '20');

  await page.getByTestId('n-slider').fill('9');
  assert.equal(await page.getByTestId('show-tree').isVisible(), false);
  assert.match(await page.getByTestId('tree-note').textContent(), /N ≤ 8/);

  await page.getByTestId('n-slider').fill('15');
  await page.waitForFunction(() => !document.querySelector('[data-testid="timeline-note"]').hidden
    && !/Working out/.test(document.querySelector('[data-testid="timeline-note"]').textContent));
  assert.equal(await page.getByTestId('timeline').isVisible(), false);
  assert.match(await page.getByTestId('timeline-note').textContent(), /N = 15/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('at full speed the N = 10 search runs to the end in seconds while the page keeps drawing frames', async () => {
  const { page, errors } = await env.openPage('#n=10');
  const speed = page.getByTestId('speed');
  await speed.fill(await speed.getAttribute('max'));
  await page.evaluate(() => {
    window.frameGaps = [];
    let last = performance.now();
    const tick = (now) => {
      window.frameGaps.push(now - last);
      last = now;
      if (window.frameGaps.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await page.getByTestId('play').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="step-forward"]').disabled,
    null,
    { timeout: 20_000 },
  );
  const seconds = (Date.now() - started) / 1000;
  assert.ok(seconds < 10, `took ${seconds} s`);
  // REFERENCE.md: 724 solutions; 35,538 placements; squares = 10 × (1 + 35,538 − 724).
  assert.equal(await page.getByTestId('solutions-found').textContent(), '724');
  assert.equal(await page.getByTestId('placements').textContent(), '35,538');
  assert.equal(await page.getByTestId('squares-tried').textContent(), '348,150');
  const gaps = await page.evaluate(() => window.frameGaps.slice(1).sort((a, b) => a - b));
  const median = gaps[Math.floor(gaps.length / 2)];
  assert.ok(median < 34, `median frame gap ${median} ms`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`the ${name} page mid-search at N = 6 fits its width with board, pseudocode and tree showing`, async () => {
    const { page, errors } = await env.openPage('#n=6&step=300', { viewport });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `no horizontal overflow: ${scrollWidth} > ${innerWidth}`);
    await openMore(page, 'next-solution');
    for (const id of ['board', 'pseudocode', 'tree', 'timeline', 'next-solution', 'flags']) {
      assert.ok(await page.getByTestId(id).isVisible(), `${id} is visible`);
    }
    // The tree scrolls inside its panel, which stays within the page.
    const panel = await page.locator('.tree-scroller').boundingBox();
    assert.ok(panel.x >= 0 && panel.x + panel.width <= innerWidth, 'tree panel inside the viewport');
    // The current node (step 300) has been scrolled into the panel's view.
    const current = await page.getByTestId('tree').locator('.current').boundingBox();
    assert.ok(current.y >= panel.y && current.y + current.height <= panel.y + panel.height, 'current node in view');
    assert.ok(current.x >= panel.x && current.x + current.width <= panel.x + panel.width, 'current node in view');

    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-teaching-full.png`), fullPage: true });
    await page.locator('.tree-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-teaching-tree.png`) });
    await page.getByTestId('pseudocode').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-teaching-code.png`) });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a step link with mode=first and method=scan opens that search and Copy link keeps both', async () => {
  // N = 8, first solution only: 876 squares tried and 113 placements (REFERENCE.md); the
  // first-solution search ends at its solution, so step 983 = 876 + 105 removals + solution + done.
  const { page, errors } = await env.openPage('#n=8&step=983&mode=first&method=scan');
  assert.equal(await stepCount(page), 983);
  assert.equal(await page.getByTestId('search-mode').inputValue(), 'first');
  assert.equal(await page.getByTestId('check-method').inputValue(), 'scan');
  assert.equal(Number(await page.getByTestId('squares-tried').textContent()), 876);
  assert.equal(Number(await page.getByTestId('placements').textContent()), 113);
  assert.deepEqual(await boardTuple(page), [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=8&step=983&mode=first&method=scan$/);
  assert.deepEqual(errors, []);
});

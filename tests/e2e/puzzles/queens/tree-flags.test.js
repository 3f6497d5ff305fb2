//! The N-Queens' flag panel as the check reads it, and its node-link solution-space tree
//! (解空间树) with the course notes' node states. Expected values are hand-derived from the N = 4
//! trace and the node-state definitions in docs/REFERENCE.md, never read off the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp, showNodeLink } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The outlined flags in reading order, as `col[3]` or `col[3]!` when the flag is red (set, conflict). */
async function flagsRead(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="flag"][data-read]')]
    .sort((a, b) => a.dataset.read - b.dataset.read)
    .map((el) => `${el.dataset.array}[${el.dataset.index}]${el.classList.contains('blocked') ? '!' : ''}`));
}

test('with the flag method the panel outlines only the flags ok(k, i) reads, in order, up to the first one set', async () => {
  // N = 4 trace (docs/REFERENCE.md); diag index k − i + 4, anti k + i.
  const cases = [
    [1, ['col[1]', 'diag[4]', 'anti[2]']], // 1. place (1,1): all three free
    [2, ['col[1]!']], // 2. (2,1): the column flag is set, nothing else is read
    [3, ['col[2]', 'diag[4]!']], // 3. (2,2): diagonal of (1,1)
    [6, ['col[2]', 'diag[5]', 'anti[5]!']], // 6. (3,2): anti-diagonal of (2,3)
    // 7. (3,3): row 1 attacks along the diagonal, but col[3] (row 2) is read first.
    [7, ['col[3]!']],
    [8, ['col[4]', 'diag[3]!']], // 8. (3,4): diagonal of (2,3)
  ];
  const { page, errors } = await env.openPage('#n=4&step=1&method=flags');
  for (const [step, want] of cases) {
    await page.goto(`${env.baseUrl}#n=4&step=${step}&method=flags`);
    await page.waitForFunction((s) => document.querySelector('[data-testid="step-count"]')?.textContent === String(s), step);
    assert.deepEqual(await flagsRead(page), want, `step ${step}`);
  }
  assert.match(await page.locator('#flags-legend').textContent(), /col\[4\] \(free\), then diag\[3\] \(set by the queen at \(2,3\)\)/);
  // With the scan the flags are not read: the square's three lines are outlined, none red.
  await page.goto(`${env.baseUrl}#n=4&step=7&method=scan`);
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]')?.textContent === '7');
  assert.deepEqual(await flagsRead(page), ['col[3]', 'diag[4]', 'anti[6]']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** Every generated node of the node-link tree as `path:state` (path = the columns from row 1, '' = the root). */
async function nodeMarks(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid="tree-node"]')]
    .filter((el) => el.dataset.state !== 'unseen')
    .map((el) => [el.dataset.path, el.dataset.state])));
}

async function seek(page, step) {
  await page.goto(`${env.baseUrl}#n=4&step=${step}`);
  await page.waitForFunction((s) => document.querySelector('[data-testid="step-count"]')?.textContent === String(s), step);
}

test('the node-link tree of N = 4 marks expanding, live and dead nodes as the course notes define them, step by step', async () => {
  const { page, errors } = await env.openPage('#n=4&step=0');
  assert.equal(await page.getByTestId('tree-nodes').isVisible(), false, 'the compact strips are the default');
  await showNodeLink(page);
  assert.equal(await page.getByTestId('tree').isVisible(), false);
  const tree = page.getByTestId('tree-nodes');
  assert.equal(await tree.locator('[data-testid="tree-node"]').count(), 61, 'the root and the 60 squares tried');
  // Step 0: only the root, expanding.
  assert.deepEqual(await nodeMarks(page), { '': 'expanding' });

  // Hand trace of docs/REFERENCE.md. Step 3: (2,2) conflicts; x1=1 is expanding, its
  // children (2,1) and (2,2) are dead as soon as they are generated.
  await seek(page, 3);
  assert.deepEqual(await nodeMarks(page), {
    '': 'live', 1: 'expanding', '1-1': 'dead', '1-2': 'dead',
  });
  // Step 4: place (2,3): x2=3 becomes the expanding node, x1=1 stays live.
  await seek(page, 4);
  assert.deepEqual(await nodeMarks(page), {
    '': 'live', 1: 'live', '1-1': 'dead', '1-2': 'dead', '1-3': 'expanding',
  });
  // Step 9: row 3 exhausted, (2,3) removed: x2=3 and its four children are dead, x1=1
  // is the expanding node again.
  await seek(page, 9);
  assert.deepEqual(await nodeMarks(page), {
    '': 'live',
    1: 'expanding',
    '1-1': 'dead',
    '1-2': 'dead',
    '1-3': 'dead',
    '1-3-1': 'dead',
    '1-3-2': 'dead',
    '1-3-3': 'dead',
    '1-3-4': 'dead',
  });
  // Step 12 (the reference's worked example): x1=1, x2=4 live, x3=2 expanding; x2=3 dead,
  // and so are the failed squares (2,1), (2,2), (3,1).
  await seek(page, 12);
  const marks = await nodeMarks(page);
  assert.deepEqual(marks, {
    '': 'live',
    1: 'live',
    '1-1': 'dead',
    '1-2': 'dead',
    '1-3': 'dead',
    '1-3-1': 'dead',
    '1-3-2': 'dead',
    '1-3-3': 'dead',
    '1-3-4': 'dead',
    '1-4': 'live',
    '1-4-1': 'dead',
    '1-4-2': 'expanding',
  });
  // The nodes carry their square and step, the edges their choice.
  const x32 = tree.locator('[data-path="1-4-2"]');
  assert.deepEqual(
    [await x32.getAttribute('data-row'), await x32.getAttribute('data-col'), await x32.getAttribute('data-step')],
    ['3', '2', '12'],
  );
  assert.equal(await tree.locator('[data-edge="x1=1"]').count(), 1);
  assert.equal(await tree.locator('[data-edge="x2=3"]').count(), 4, 'one x2=3 edge under each x1');
  // Clicking a node goes to its step: (2,3), placed at step 4.
  await tree.locator('[data-path="1-3"]').click();
  assert.equal(await page.getByTestId('step-count').textContent(), '4');
  assert.equal(await tree.locator('[data-path="1-3"]').getAttribute('data-state'), 'expanding');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the node-link tree is readable and stays inside its panel: labels of 12 px, no page wider than a 390 px phone', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const { page, errors } = await env.openPage('#n=5&step=40&lang=zh', { viewport });
    await showNodeLink(page);
    const sizes = await page.evaluate(() => [...document.querySelectorAll('[data-testid="tree-nodes"] text')]
      .map((el) => parseFloat(getComputedStyle(el).fontSize)));
    assert.ok(sizes.length > 400 && Math.min(...sizes) >= 12, `font sizes ${Math.min(...sizes)}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(widths[0] <= widths[1], `page ${widths[0]} px wide in a ${widths[1]} px viewport`);
    // The expanding node is scrolled into the panel's view.
    const inView = await page.evaluate(() => {
      const node = document.querySelector('[data-testid="tree-node"][data-state="expanding"]').getBoundingClientRect();
      const box = document.querySelector('.node-tree-scroller').getBoundingClientRect();
      return node.left >= box.left && node.right <= box.right && node.top >= box.top && node.bottom <= box.bottom;
    });
    assert.ok(inView, 'the expanding node is inside the panel');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('the node-link tree from the keyboard: one Tab stop on the expanding node, ← parent, → first child, Enter seeks', async () => {
  const { page, errors } = await env.openPage('#n=4&step=12');
  await showNodeLink(page);
  const entry = page.locator('[data-testid="tree-nodes"] [tabindex="0"]');
  assert.equal(await entry.count(), 1, 'one Tab stop in the drawing');
  assert.equal(await entry.getAttribute('data-path'), '1-4-2');
  assert.match(await entry.getAttribute('aria-label'), /^x3=2: expanding node\. Row 3, column 2/);
  await entry.focus();
  const focused = () => page.evaluate(() => document.activeElement.dataset.path);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), '1-4', '← goes to the parent, x2=4');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '1-4-1', '→ goes to its first child, x3=1');
  assert.equal(await page.getByTestId('step-count').textContent(), '12', 'the arrows move in the tree, not the search');
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('step-count').textContent(), '11', '(3,1) was generated at step 11');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('above 250 nodes (N = 6: 894) the node-link choice keeps the compact strips and says why; N = 9 hides the switch', async () => {
  const { page, errors } = await env.openPage('#n=6&step=40');
  // Too many nodes: nothing of the node-link drawing is drawn (nor fetched).
  await page.getByTestId('tree-style').selectOption('nodes');
  assert.equal(await page.getByTestId('tree-nodes').isVisible(), false);
  assert.equal(await page.getByTestId('tree').isVisible(), true);
  assert.match(await page.getByTestId('tree-note').textContent(), /up to 250 nodes \(the queens: N ≤ 5\)/);
  // Back to N = 5 (220 nodes): the choice holds and the node-link tree is drawn.
  await page.goto(`${env.baseUrl}#n=5&step=3`);
  await page.waitForSelector('[data-testid="tree-node"][data-state="expanding"]');
  assert.equal(await page.getByTestId('tree').isVisible(), false);
  await page.goto(`${env.baseUrl}#n=9&step=3`);
  // Step 3 is on the page already (N = 5's): wait for N = 9's (a change of the hash alone
  // is handled in a later task than the navigation).
  await page.waitForSelector('[data-testid="board"][data-n="9"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]')?.textContent === '3');
  assert.equal(await page.getByTestId('tree-style').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

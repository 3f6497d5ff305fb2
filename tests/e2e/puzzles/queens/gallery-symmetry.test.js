//! The gallery as a virtual list, its "Fundamental only" view of the D4 symmetry classes,
//! search and jump, index links, and the board's rotate/reflect buttons. Expected values:
//! OEIS A000170 / A002562 (docs/REFERENCE.md: 92 = 11×8 + 1×4 for N = 8,
//! 14,200 and 1,787 for N = 12, 365,596 for N = 14) and the enumerator and symmetries of
//! ./reference.js, never the page's own output.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openMore, setUp, showTab } from '../../helpers.js';
import { boardTuple, isValidSolution, waitForGallery } from './helpers.js';
import {
  allSolutions, compareCols, firstSolution, images, symmetry, SYMMETRIES,
} from './reference.js';

let env;
const solutions = {};
before(async () => {
  env = await setUp({ tab: 'gallery' });
  for (const n of [8, 10]) solutions[n] = allSolutions(n);
});
after(() => env?.close());

const gallery = (page) => page.getByTestId('gallery');
const countText = async (page) => (await page.getByTestId('gallery-count').textContent()).replace(/,/g, '');

/** The gallery items in the DOM now, as { index, cols }. */
function visibleItems(page) {
  return page.getByTestId('gallery-item').evaluateAll((els) => els.map((el) => ({
    index: Number(el.dataset.index), cols: el.dataset.cols, caption: el.textContent,
  })));
}

/** Scrolls the whole list from top to bottom, collecting every item by its number. */
async function collectAll(page) {
  const seen = new Map();
  await gallery(page).evaluate((el) => { el.scrollTop = 0; });
  for (;;) {
    await page.waitForFunction(() => !document.querySelector('.thumb-placeholder'));
    for (const item of await visibleItems(page)) seen.set(item.index, item);
    const done = await gallery(page).evaluate((el) => {
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return true;
      el.scrollTop += el.clientHeight * 0.8;
      return false;
    });
    if (done) break;
    await page.waitForTimeout(50);
  }
  return seen;
}

async function setFundamental(page, on) {
  const toggle = page.getByTestId('fundamental-toggle');
  if (on) await toggle.check();
  else await toggle.uncheck();
  await waitForGallery(page);
  // The items of the new view come from the worker a moment after its count.
  await page.waitForFunction((fundamental) => {
    const items = document.querySelectorAll('.gallery > li');
    return items.length > 0 && !document.querySelector('.thumb-placeholder')
      && [...items].every((li) => li.classList.contains('fundamental') === fundamental);
  }, on);
}

test('the N = 8 gallery counts 92 boards and scrolls through all of them in lexicographic order', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  assert.equal(await countText(page), '92');
  const seen = await collectAll(page);
  assert.equal(seen.size, 92);
  solutions[8].forEach((cols, i) => {
    const item = seen.get(i + 1);
    assert.equal(item.cols, cols.join('-'), `item #${i + 1}`);
    assert.match(item.caption, new RegExp(`^#${i + 1} of 92$`));
  });
  // Only what is in sight is in the DOM.
  assert.ok((await page.getByTestId('gallery-item').count()) < 92, 'not every item is an element');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Fundamental only shows 12 classes for N = 8: 11 of 8 boards and 1 of 4, each its smallest tuple', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  await setFundamental(page, true);
  assert.equal(await countText(page), '12');
  const items = await page.locator('.gallery > li.fundamental').evaluateAll((lis) => lis.map((li) => ({
    cols: li.querySelector('[data-testid="gallery-item"]').dataset.cols,
    size: Number(li.querySelector('[data-testid="class-size"]').dataset.size),
    sizeText: li.querySelector('[data-testid="class-size"]').textContent,
  })));
  assert.equal(items.length, 12);
  const sizes = items.map((item) => item.size).sort();
  assert.deepEqual(sizes, [4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
  assert.equal(sizes.reduce((a, b) => a + b, 0), 92);
  for (const item of items) {
    const cols = item.cols.split('-').map(Number);
    const own = images(cols);
    assert.equal(own.size, item.size, `class size of ${item.cols}`);
    assert.match(item.sizeText, new RegExp(String(item.size)));
    const smallest = [...own].map((s) => s.split('-').map(Number)).sort(compareCols)[0];
    assert.equal(smallest.join('-'), item.cols, 'the representative is the smallest tuple of its class');
  }
  assert.match(await page.getByTestId('gallery-breakdown').textContent(), /92 = 11 × 8 \+ 1 × 4/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the N = 8 class of 4 boards is the one a 180° rotation fixes, and its item says so', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  await setFundamental(page, true);
  const item = page.locator('.gallery > li.fundamental').filter({
    has: page.locator('[data-testid="class-size"][data-size="4"]'),
  });
  assert.equal(await item.count(), 1);
  const cols = (await item.getByTestId('gallery-item').getAttribute('data-cols')).split('-').map(Number);
  assert.deepEqual(symmetry(cols, 'rotate180'), cols, 'fixed by a half turn');
  assert.notDeepEqual(symmetry(cols, 'rotate90'), cols, 'not by a quarter turn');
  const stabiliser = item.getByTestId('class-stabiliser');
  assert.equal(await stabiliser.getAttribute('data-stabiliser'), 'identity rotate180');
  assert.match(await stabiliser.textContent(), /fixed by rotate 180°/);
  // The others have no symmetry but the identity.
  const plain = page.locator('[data-testid="class-stabiliser"][data-stabiliser="identity"]');
  assert.equal(await plain.count(), 11);
  assert.match(await plain.first().textContent(), /no symmetry/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('expanding a class lists its members, each labelled by the symmetry that makes it, with its number', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  await setFundamental(page, true);
  for (const size of [8, 4]) {
    const li = page.locator('.gallery > li.fundamental').filter({
      has: page.locator(`[data-testid="class-size"][data-size="${size}"]`),
    }).first();
    const rep = (await li.getByTestId('gallery-item').getAttribute('data-cols')).split('-').map(Number);
    await li.getByTestId('class-toggle').click();
    const panel = page.getByTestId('class-panel');
    await panel.locator(`[data-testid="class-member"][data-transform="identity"][data-cols="${rep.join('-')}"]`).waitFor();
    await page.waitForFunction((c) => document.querySelector(`[data-testid="class-toggle"][data-cols="${c}"]`)
      ?.getAttribute('aria-expanded') === 'true', rep.join('-'));
    const members = await panel.getByTestId('class-member').evaluateAll((els) => els.map((el) => ({
      transform: el.dataset.transform, cols: el.dataset.cols, index: Number(el.dataset.index), text: el.textContent,
    })));
    assert.equal(members.length, size);
    assert.equal(new Set(members.map((m) => m.cols)).size, size, 'distinct boards');
    assert.deepEqual(new Set(members.map((m) => m.cols)), images(rep));
    const labels = {
      identity: /identity/, rotate90: /rotate 90°/, rotate180: /rotate 180°/, rotate270: /rotate 270°/,
      'reflect-horizontal': /reflect horizontal/, 'reflect-vertical': /reflect vertical/,
      'reflect-diagonal': /reflect diagonal/, 'reflect-anti-diagonal': /reflect anti-diagonal/,
    };
    for (const m of members) {
      assert.ok(SYMMETRIES.includes(m.transform), m.transform);
      assert.equal(m.cols, symmetry(rep, m.transform).join('-'), `${m.transform} of ${rep}`);
      assert.match(m.text, labels[m.transform]);
      const index = solutions[8].findIndex((s) => s.join('-') === m.cols) + 1;
      assert.equal(m.index, index);
      assert.match(m.text, new RegExp(`#${index} of 92`));
    }
    // A member shown on the board.
    const last = members[members.length - 1];
    await panel.getByTestId('class-member').last().click();
    assert.deepEqual(await boardTuple(page), last.cols.split('-').map(Number));
    await page.waitForFunction((i) => document.querySelector('[data-testid="board-status"]').textContent.includes(`#${i} of 92`), last.index);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the N = 12 gallery scrolls to item 14,200 with fewer than 2,000 elements in the page', async () => {
  const { page, errors } = await env.openPage('#n=12');
  await waitForGallery(page);
  assert.equal(await countText(page), '14200');
  const nodeCounts = [];
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await gallery(page).evaluate((el, f) => { el.scrollTop = f * (el.scrollHeight - el.clientHeight); }, fraction);
    await page.waitForTimeout(60);
    await page.waitForFunction(() => !document.querySelector('.thumb-placeholder'));
    nodeCounts.push(await page.evaluate(() => document.querySelectorAll('*').length));
  }
  const last = page.locator('[data-testid="gallery-item"][data-index="14200"]');
  await last.waitFor();
  assert.match(await last.textContent(), /#14,200 of 14,200/);
  const lastCols = (await last.getAttribute('data-cols')).split('-').map(Number);
  assert.ok(isValidSolution(lastCols));
  // The last solution in lexicographic order is the mirror image of the first.
  assert.deepEqual(lastCols, symmetry(firstSolution(12), 'reflect-horizontal'));
  for (const count of nodeCounts) assert.ok(count < 2000, `DOM nodes: ${nodeCounts}`);
  // The item is a working gallery item.
  await last.click();
  assert.deepEqual(await boardTuple(page), lastCols);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 12 fundamental: 1,787 representatives (A002562), found while scrolling to the last', async () => {
  const { page, errors } = await env.openPage('#n=12');
  await waitForGallery(page);
  await setFundamental(page, true);
  assert.equal(await countText(page), '1787');
  assert.match(await page.getByTestId('gallery-breakdown').textContent(), /14,200 = /);
  await gallery(page).evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await page.waitForFunction(() => document.querySelector('[aria-posinset="1787"] [data-testid="gallery-item"]'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 14 lists 365,596 boards (A000170) and jumps to the last, the mirror image of the first', async () => {
  const { page, errors } = await env.openPage('#n=14');
  await page.waitForSelector('[data-testid="gallery"][data-state="done"]', { timeout: 60_000 });
  assert.equal(await countText(page), '365596');
  await page.getByTestId('gallery-jump').fill('365596');
  await page.getByTestId('gallery-jump').press('Enter');
  const last = page.locator('[data-testid="gallery-item"][data-index="365596"]');
  await last.waitFor();
  const lastCols = (await last.getAttribute('data-cols')).split('-').map(Number);
  assert.deepEqual(await boardTuple(page), lastCols, 'the jump shows the solution on the board');
  assert.deepEqual(lastCols, symmetry(firstSolution(14), 'reflect-horizontal'));
  assert.ok(isValidSolution(lastCols));
  assert.ok(await page.evaluate(() => document.querySelectorAll('*').length) < 2000);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an index link #n=8&i=37 opens the 37th solution in lexicographic order and keeps its form', async () => {
  const expected = solutions[8][36];
  const { page, errors } = await env.openPage('#n=8&i=37', { share: true });
  // The solution comes once the module that numbers them has loaded (after the first view).
  await page.waitForFunction(() => document.querySelector('[data-testid="board-status"]').textContent.includes('#37 of 92'));
  assert.deepEqual(await boardTuple(page), expected);
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&i=37&tab=gallery');
  assert.ok((await page.getByTestId('share-link').inputValue()).endsWith('#n=8&i=37&tab=gallery'));
  // The other form is offered, and it round-trips too.
  const alt = page.getByTestId('share-alt-link');
  assert.equal(await alt.getAttribute('href'), `#n=8&q=${expected.join('-')}`);
  await alt.click();
  await page.waitForFunction(() => window.location.hash.includes('q='));
  assert.deepEqual(await boardTuple(page), expected);
  assert.ok((await page.getByTestId('share-link').inputValue()).endsWith(`#n=8&q=${expected.join('-')}&tab=gallery`));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a tuple link says which solution number it is and offers its index link', async () => {
  const cols = solutions[10][499];
  const { page, errors } = await env.openPage(`#n=10&q=${cols.join('-')}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="board-status"]').textContent.includes('#500 of 724'));
  assert.equal(await page.getByTestId('share-alt-link').getAttribute('href'), '#n=10&i=500');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an index link past the last solution says so and opens the default board', async () => {
  const { page, errors } = await env.openPage('#n=8&i=93');
  const error = page.getByTestId('error');
  // A solution number is checked once the tools' module has loaded (after the first view).
  await error.waitFor({ timeout: 10_000 });
  assert.ok(await error.isVisible());
  assert.match(await error.textContent(), /#93.*only 92 solutions/);
  assert.deepEqual(await boardTuple(page), solutions[8][0]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a partial tuple search lists exactly the solutions that match it', async () => {
  const { page, errors } = await env.openPage('#n=10');
  await waitForGallery(page);
  await page.getByTestId('gallery-filter').fill('3 _ 2');
  await page.getByTestId('gallery-filter').press('Enter');
  const expected = solutions[10].filter((s) => s[0] === 3 && s[2] === 2);
  await page.waitForFunction((k) => document.querySelector('[data-testid="gallery-count"]').textContent === String(k), expected.length);
  const seen = await collectAll(page);
  assert.deepEqual([...seen.values()].map((item) => item.cols), expected.map((s) => s.join('-')));
  for (const item of seen.values()) {
    const index = solutions[10].findIndex((s) => s.join('-') === item.cols) + 1;
    assert.equal(item.index, index, 'items keep their number among all solutions');
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad partial tuple or solution number says what is wrong', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  const message = page.getByTestId('gallery-message');
  const says = (re) => message.filter({ hasText: re }).waitFor({ timeout: 5000 });
  await page.getByTestId('gallery-filter').fill('1 9');
  await page.getByTestId('gallery-filter').press('Enter');
  await says(/“9” is not a column.*1 to 8/);
  assert.equal(await page.getByTestId('gallery-filter').getAttribute('aria-invalid'), 'true');
  await page.getByTestId('gallery-filter').fill('1 2 3 4 5 6 7 8 1');
  await page.getByTestId('gallery-filter').press('Enter');
  await says(/8 rows.*9 columns/);
  await page.getByTestId('gallery-jump').fill('93');
  await page.getByTestId('gallery-jump').press('Enter');
  await says(/92 solutions.*#93/);
  await page.getByTestId('gallery-jump').fill('abc');
  await page.getByTestId('gallery-jump').press('Enter');
  await says(/solution number from 1 to 92/);
  assert.equal(await countText(page), '92', 'the list is unchanged');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('jumping to a solution number scrolls to it, marks it and shows it on the board', async () => {
  const { page, errors } = await env.openPage('#n=10');
  await waitForGallery(page);
  await page.getByTestId('gallery-jump').fill('500');
  await page.getByTestId('gallery-jump').press('Enter');
  await page.waitForSelector('[data-testid="gallery-item"][data-index="500"][aria-current="true"]');
  assert.deepEqual(await boardTuple(page), solutions[10][499]);
  const focused = await page.evaluate(() => document.activeElement?.dataset.index);
  assert.equal(focused, '500');
  // Arrow keys move between items without stepping the search.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.index), '501');
  assert.equal(await page.getByTestId('step-count').textContent(), '0');
  // In the fundamental view a jump opens the class of the solution.
  await setFundamental(page, true);
  await page.getByTestId('gallery-jump').fill('500');
  await page.getByTestId('gallery-jump').press('Enter');
  await page.getByTestId('class-member').first().waitFor();
  const members = await page.getByTestId('class-member').evaluateAll((els) => els.map((el) => el.dataset.cols));
  assert.ok(members.includes(solutions[10][499].join('-')));
  assert.deepEqual(new Set(members), images(solutions[10][499]));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('rotate and reflect buttons turn the board, and the link and number follow', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  let cols = solutions[8][0];
  await openMore(page, 'transform');
  for (const name of ['rotate90', 'reflect-vertical', 'reflect-anti-diagonal', 'rotate270']) {
    await page.locator(`[data-testid="transform"][data-transform="${name}"]`).click();
    cols = symmetry(cols, name);
    assert.deepEqual(await boardTuple(page), cols, name);
    assert.equal(await page.evaluate(() => window.location.hash), `#n=8&q=${cols.join('-')}&tab=gallery`);
    const index = solutions[8].findIndex((s) => s.join('-') === cols.join('-')) + 1;
    await page.waitForFunction((i) => document.querySelector('[data-testid="board-status"]').textContent.includes(`#${i} of 92`), index);
  }
  // Not while the search is shown: the buttons are off.
  await showTab(page, 'lesson');
  await page.getByTestId('step-forward').click();
  assert.ok(await page.locator('[data-testid="transform"]').first().isDisabled());
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the gallery\'s heading follows its view, and the fundamental view is kept in the link: a reload or the link elsewhere opens it again (en and zh)', async () => {
  for (const lang of ['en', 'zh']) {
    const suffix = lang === 'zh' ? '&lang=zh' : '';
    const { page, errors } = await env.openPage(`#n=8${suffix}`);
    await waitForGallery(page);
    const heading = page.locator('#gallery-heading');
    const all = await heading.textContent();
    await page.getByTestId('fundamental-toggle').check();
    await page.waitForFunction(() => document.querySelector('[data-testid="gallery-count"]').textContent === '12');
    const fundamental = await heading.textContent();
    assert.notEqual(fundamental, all, 'the heading is not "All solutions" with "Fundamental only" ticked');
    assert.match(fundamental, lang === 'zh' ? /基本解/ : /Fundamental/);
    await page.waitForFunction(() => window.location.hash.includes('gallery=fundamental'));
    const hash = await page.evaluate(() => window.location.hash);
    assert.match(hash, /tab=gallery&gallery=fundamental/);
    assert.match(await page.getByTestId('share-link').inputValue(), /gallery=fundamental/);
    // The same link in a new page: the fundamental view, its heading and its 12 classes.
    const again = await env.openPage(hash);
    await waitForGallery(again.page);
    assert.equal(await again.page.getByTestId('fundamental-toggle').isChecked(), true);
    assert.equal(await countText(again.page), '12');
    assert.equal(await again.page.locator('#gallery-heading').textContent(), fundamental);
    // Unticked, the link drops the key and the heading goes back.
    await again.page.getByTestId('fundamental-toggle').uncheck();
    await again.page.waitForFunction(() => !window.location.hash.includes('gallery='));
    assert.equal(await again.page.locator('#gallery-heading').textContent(), all);
    assert.deepEqual(again.errors, []);
    await again.page.context().close();
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('a gallery= link of another value, or on another puzzle, says what is wrong (en and zh)', async () => {
  for (const [hash, en, zh] of [
    ['#n=8&gallery=classes', /gallery “classes” is not one of its values: all and fundamental/, /gallery“classes”不是它可取的值：all 和 fundamental/],
    // gallery is an N-Queens key: another puzzle's link does not know it, and says which keys it has.
    ['#puzzle=knight&n=9&m=5&gallery=fundamental', /unknown parameter “gallery”; it understands .*n, m, path and mode\./, /未知参数“gallery”.*n、m、path 和 mode。/],
    ['#puzzle=knapsack&gallery=all', /unknown parameter “gallery”; it understands .*w, v and c\./, /未知参数“gallery”.*w、v 和 c。/],
  ]) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { tab: null });
      await page.waitForFunction(() => document.querySelector('[data-testid="error"]')?.textContent !== '');
      assert.match(await page.getByTestId('error').textContent(), lang === 'zh' ? zh : en, `${hash} ${lang}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

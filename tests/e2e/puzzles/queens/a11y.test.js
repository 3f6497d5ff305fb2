//! The N-Queens' accessibility (WCAG 2.2 AA): axe-core finds no serious or critical
//! violation on its main views (the count, the tree, the gallery, play mode, the node-link
//! tree, a huge N) in English and Chinese, light and dark; its tree is usable from the
//! keyboard; the board has a text alternative (its tuple); the stepper's events are read
//! out at slow speeds only; colour is not the only mark of a conflict; dark mode dims the
//! board. What every puzzle's page gets: tests/e2e/a11y.test.js and contract.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseLang, openForAxe, seriousViolations, setUp, showTab, showNodeLink,
} from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** Opens `hash` for axe (helpers.js `openForAxe`: these contexts alone bypass the CSP). */
const openAxe = (hash, options) => openForAxe(env, hash, options);

/** The main views: how to open each and what to wait for. */
const VIEWS = [
  {
    name: 'default page (first solution, count done)',
    hash: '',
    setUp: (page) => showTab(page, 'count'),
    ready: '[data-testid="count-total"]:not(:text("—"))',
  },
  { name: 'stepping with the solution-space tree', hash: '#n=6&step=40', ready: '[data-testid="tree"] [data-step]' },
  {
    name: 'gallery of fundamental solutions',
    hash: '#n=8',
    async setUp(page) {
      await showTab(page, 'gallery');
      const toggle = page.getByTestId('fundamental-toggle');
      if (await toggle.count()) await toggle.check();
    },
    ready: '[data-testid="gallery-item"]',
  },
  { name: 'play mode (a partial placement)', hash: '#n=8&q=1-5-0-0-0-0-0-0' },
  {
    name: 'node-link solution-space tree (N = 4, mid-search)',
    hash: '#n=4&step=12',
    setUp: (page) => showNodeLink(page),
    ready: '[data-testid="tree-node"][data-state="expanding"]',
  },
  { name: 'huge N (explicit construction)', hash: '#n=5000' },
];

for (const lang of ['en', 'zh']) {
  for (const scheme of ['light', 'dark']) {
    test(`axe-core finds no serious or critical violation on the main views (${lang}, ${scheme})`, async () => {
      const problems = [];
      for (const view of VIEWS) {
        const { page, errors } = await openAxe(view.hash, { lang, scheme });
        if (lang === 'zh') {
          await chooseLang(page, 'zh');
        }
        await view.setUp?.(page);
        if (view.ready) await page.waitForSelector(view.ready, { timeout: 15_000 });
        await page.waitForTimeout(300);
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang === 'zh' ? 'zh-Hans' : 'en');
        for (const v of await seriousViolations(page)) problems.push(`${view.name}: ${v}`);
        assert.deepEqual(errors, [], `${view.name}: no console errors`);
        await page.context().close();
      }
      assert.deepEqual(problems, []);
    });
  }
}

test('the solution-space tree is usable from the keyboard: arrows move between nodes, Enter goes to the step', async () => {
  const { page, errors } = await env.openPage('#n=4&step=0');
  await page.waitForSelector('[data-testid="tree"] [data-step]');
  const entry = page.locator('[data-testid="tree"] [tabindex="0"]');
  assert.equal(await entry.count(), 1, 'one Tab stop in the tree');
  await entry.focus();
  // N = 4 visiting order (REFERENCE.md): (1,1) step 1, (2,1) step 2, (2,2) step 3, (2,3) step 4.
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return { step: el.dataset.step, row: el.dataset.row, col: el.dataset.col, label: el.getAttribute('aria-label') };
  });
  let node = await focused();
  assert.equal(node.step, '1', 'the tree starts at its first node');
  assert.match(node.label, /row 1, column 1/i);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  node = await focused();
  assert.deepEqual([node.step, node.row, node.col], ['4', '2', '3']);
  await page.keyboard.press('ArrowLeft');
  node = await focused();
  assert.deepEqual([node.row, node.col], ['1', '1'], '← goes to the parent');
  await page.keyboard.press('ArrowRight');
  node = await focused();
  assert.deepEqual([node.row, node.col], ['2', '1'], '→ goes to the first child');
  await page.keyboard.press('Enter');
  assert.equal(await page.getByTestId('step-count').textContent(), '2', 'Enter seeks to the node\'s step');
  assert.equal(await page.getByTestId('conflict').getAttribute('data-kind'), 'column');
  // The global ← / → step shortcuts do not fire while the tree has the focus.
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.getByTestId('step-count').textContent(), '2');
  await page.keyboard.press(' ');
  assert.equal(await page.getByTestId('step-count').textContent(), '3', 'space also seeks');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the board\'s accessible name is its tuple, "8 queens: 1 5 8 6 3 7 2 4", and lists the placed queens while stepping', async () => {
  const { page, errors } = await env.openPage('#n=8');
  const board = page.getByTestId('board');
  assert.equal(await board.getAttribute('role'), 'img');
  assert.match(await board.getAttribute('aria-label'), /^8 queens: 1 5 8 6 3 7 2 4/);
  // N = 4, step 4: queens at (1,1) and (2,3) (REFERENCE.md trace).
  await page.goto(`${env.baseUrl}#n=4&step=4`);
  await page.waitForSelector('[data-testid="board"][data-n="4"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]').textContent === '4');
  const label = await board.getAttribute('aria-label');
  assert.match(label, /2 of 4 queens placed: row 1 column 1, row 2 column 3/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the live region reads single steps ("queen placed at row 1, column 1") and the backtrack of an attacked row', async () => {
  const { page, errors } = await env.openPage('#n=4&step=7');
  const announcer = page.getByTestId('announcer');
  assert.equal(await announcer.getAttribute('aria-live'), 'polite');
  assert.equal(await announcer.textContent(), '', 'opening a link reads nothing out');
  // Step 8: (3,4) conflicts with row 2 on a diagonal; step 9: row 3 exhausted, remove (2,3).
  await page.getByTestId('step-forward').click();
  assert.match(await announcer.textContent(), /row 3, column 4: conflict with the queen in row 2, same diagonal/i);
  await page.getByTestId('step-forward').click();
  assert.match(await announcer.textContent(), /row 3: every square attacked, backtrack/i);
  await page.getByTestId('reset').click();
  await page.getByTestId('step-forward').click();
  assert.match(await announcer.textContent(), /queen placed at row 1, column 1/i);
  // Step 20 removes (2,4) after row 3 had a queen at (3,2): tried, not all attacked.
  await page.goto(`${env.baseUrl}#n=4&step=19`);
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]').textContent === '19');
  await page.getByTestId('step-forward').click();
  assert.match(await announcer.textContent(), /row 3: every square tried, backtrack/i);
  await page.getByTestId('step-back').click();
  assert.match(await announcer.textContent(), /row 3, column 4: conflict with the queen in row 2, same column/i);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Play reads events out at 2 steps per second but stays quiet at full speed', async () => {
  const { page, errors } = await env.openPage('#n=12');
  const announcer = page.getByTestId('announcer');
  await page.getByTestId('speed').fill('1'); // 2 steps per second
  await page.getByTestId('play').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="step-count"]').textContent.replace(/,/g, '')) >= 2);
  await page.getByTestId('play').click();
  assert.notEqual(await announcer.textContent(), '', 'slow play is read out');
  await page.getByTestId('reset').click();
  const afterReset = await announcer.textContent();
  await page.getByTestId('speed').fill('11'); // as fast as possible
  await page.getByTestId('play').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="step-count"]').textContent.replace(/,/g, '')) > 500);
  assert.equal(await announcer.textContent(), afterReset, 'fast play is not read out');
  await page.getByTestId('play').click();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a conflict is marked by shape and text as well as colour: a cross, a line and its name', async () => {
  const { page, errors } = await env.openPage('#n=4&step=2');
  // Step 2: (2,1) conflicts with row 1, column.
  assert.equal(await page.locator('[data-testid="board"] .candidate-cross').count(), 1, 'a cross on the square');
  assert.equal(await page.getByTestId('conflict').getAttribute('data-kind'), 'column');
  assert.equal(await page.getByTestId('conflict-label').textContent(), 'column');
  assert.match(await page.getByTestId('board').getAttribute('aria-label'), /conflicts with the queen in row 1/);
  // The flag strips: the blocked flag is struck through, not only red.
  const blocked = page.locator('[data-testid="flag"].blocked');
  assert.equal(await blocked.count(), 1);
  assert.notEqual(await blocked.evaluate((el) => getComputedStyle(el).backgroundImage), 'none');
  // The tree: conflicts are crossed cells, solutions carry a tick.
  await page.goto(`${env.baseUrl}#n=4&step=60`);
  await page.waitForSelector('[data-testid="tree"] .node.solution.seen');
  assert.ok(await page.locator('[data-testid="tree"] .node.conflict[fill^="url(#"]').count() > 0, 'crossed conflict cells');
  assert.ok(await page.locator('[data-testid="tree"] .solution-mark').count() >= 2, 'ticks on the 2 solutions');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('dark mode gives the page, its panels and the board a dark palette', async () => {
  const { page, errors } = await env.openPage('', { contextOptions: { colorScheme: 'dark' } });
  const colours = await page.evaluate(() => {
    const luminance = (css) => {
      const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map(Number).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const of = (sel, prop) => luminance(getComputedStyle(document.querySelector(sel))[prop]);
    return {
      body: of('body', 'backgroundColor'),
      text: of('body', 'color'),
      panel: of('.panel', 'backgroundColor'),
      // An outlined button (Step, the filled one, has the accent's colour).
      button: of('[data-testid="reset"]', 'backgroundColor'),
      lightSquare: of('[data-testid="board"] .light', 'fill'),
    };
  });
  assert.ok(colours.body < 0.05, `dark page background (${colours.body})`);
  assert.ok(colours.panel < 0.08, `dark panels (${colours.panel})`);
  assert.ok(colours.button < 0.1, `dark buttons (${colours.button})`);
  assert.ok(colours.text > 0.6, `light text (${colours.text})`);
  assert.ok(colours.lightSquare < 0.5, `a dimmed board (${colours.lightSquare})`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

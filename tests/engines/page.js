//! Cross-engine: the language switch, presentation mode (full screen where the engine
//! allows), sharing (Web Share where the engine has it, Copy with its fallback), and the
//! lesson's layout at 1280×800 and 390×844. SCREENSHOTS=dir saves the lesson at both sizes.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { Key } from './driver.js';
import {
  assertNoErrors, DESKTOP, env, open, PHONE, waitForText,
} from './env.js';

async function chooseLang(s, lang) {
  await s.click('lang-switch');
  await s.click('lang-switch', ` option[value="${lang}"]`);
  await s.waitFor((l) => document.querySelector('[data-testid="lang-switch"]').value === l, [lang]);
}

test('the language switch puts the page in Chinese, with the course notes\' terms, and back', async () => {
  const s = await open('#n=4&step=2');
  assert.equal(await s.js(() => document.getElementById('stepper-heading').textContent), 'Backtracking, step by step');
  await chooseLang(s, 'zh');
  assert.equal(await s.js(() => document.documentElement.lang), 'zh-Hans');
  assert.match(await s.js(() => document.getElementById('tree-heading').textContent), /解空间树/);
  // Step 2 of N = 4: (2,1) conflicts with the queen of row 1 in the same column.
  assert.match(await s.text('event'), /第 2 行.*第 1 行的皇后.*冲突/);
  assert.match(await s.js(() => document.querySelector('[data-testid="share-link"]').value), /&lang=zh$/);
  await chooseLang(s, 'en');
  await waitForText(s, 'event', /conflicts with the queen in row 1 in the same column/);
  await s.js(() => localStorage.clear());
  await assertNoErrors(s);
});

test('presentation mode shows the lesson alone (full screen where the engine allows it) and Escape leaves it', async () => {
  const s = await open('#n=8&step=200');
  const before = await s.js(() => [window.innerWidth, window.innerHeight]);
  await s.click('present');
  await s.waitFor(() => document.body.classList.contains('presenting'));
  assert.equal(await s.attr('present', 'aria-pressed'), 'true');
  assert.equal(await s.js(() => document.querySelector('[data-testid="tabs"]').getBoundingClientRect().height), 0, 'the tabs are out of the way');
  // A feature test, not a requirement: headless windows may refuse the Fullscreen API, and
  // the page is then only scaled. Either way Escape leaves presentation mode.
  const fullscreen = await s.waitFor(() => document.fullscreenElement !== null, [], 'full screen', 2_000).catch(() => false);
  console.log(`# ${s.name}: presentation ${fullscreen ? 'in full screen' : 'scaled, without full screen'}`);
  await s.driver.actions().sendKeys(Key.ESCAPE).perform();
  await s.waitFor(() => !document.body.classList.contains('presenting'), [], 'Escape leaves presentation mode');
  if (fullscreen) {
    await s.waitFor((w, h) => document.fullscreenElement === null && window.innerWidth === w && window.innerHeight === h,
      before, 'full screen left and the window as it was', 5_000);
  }
  assert.ok(await s.js(() => document.querySelector('[data-testid="tabs"]').getBoundingClientRect().height > 0));
  await assertNoErrors(s);
});

test('the Share menu\'s panel fits the screen at 1280×800, 800×800 and 390×844', async () => {
  // Hung from the Share button's right edge, it ran off a phone's left edge.
  for (const viewport of [DESKTOP, { width: 800, height: 800 }, PHONE]) {
    const s = await open('#n=8&i=37', viewport);
    await s.click('share-open');
    const box = await s.js(() => {
      const r = document.querySelector('[data-testid="share-menu"] .share-panel').getBoundingClientRect();
      return { left: r.left, right: r.right, width: document.documentElement.clientWidth };
    });
    assert.ok(box.left >= 0 && box.right <= box.width, `${viewport.width}×${viewport.height}: the panel (x ${box.left}–${box.right}) is within ${box.width}px`);
    await assertNoErrors(s);
  }
});

test('sharing: Web Share only where the engine has it; Copy copies the link or selects it', async () => {
  const s = await open('#n=6&q=2-4-6-1-3-5');
  await s.click('share-open');
  const { has, hidden } = await s.js(() => ({
    has: typeof navigator.share === 'function',
    hidden: document.querySelector('[data-testid="share-native"]').hidden,
  }));
  console.log(`# ${s.name}: Web Share ${has ? 'offered' : 'absent, its button hidden'}`);
  assert.equal(hidden, !has, 'the Share button shows exactly when navigator.share exists');
  await s.click('copy-link');
  const status = await waitForText(s, 'copy-status', /Copied|clipboard is not available/);
  console.log(`# ${s.name}: Copy ${/not available/.test(status) ? 'without a clipboard: the link is selected' : 'put the link on the clipboard'}`);
  if (/not available/.test(status)) {
    const selected = await s.js(() => {
      const field = document.querySelector('[data-testid="share-link"]');
      return document.activeElement === field && field.selectionEnd - field.selectionStart === field.value.length;
    });
    assert.ok(selected, 'without a clipboard the link is selected');
  }
  await assertNoErrors(s);
});

/** Viewport boxes of the lesson's parts named in `ids`, and the page's sideways size. */
function lessonBoxes(s, ids) {
  return s.js((names) => {
    const q = (id) => (id === 'code-line'
      ? document.querySelector('[data-testid="pseudocode"] li[aria-current="step"]')
      : document.querySelector(`[data-testid="${id}"]`));
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      boxes: Object.fromEntries(names.map((id) => {
        const r = q(id)?.getBoundingClientRect();
        return [id, r && r.width > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null];
      })),
    };
  }, ids);
}

const LAYOUTS = [
  { name: 'desktop', viewport: DESKTOP, inView: ['board', 'event', 'code-line', 'step-back', 'step-forward', 'play', 'step-count'] },
  // On a phone the step dock and the event are pinned under the board's first rows.
  { name: 'phone', viewport: PHONE, inView: ['event', 'step-back', 'step-forward', 'play'] },
];

for (const { name, viewport, inView } of LAYOUTS) {
  test(`at ${viewport.width}×${viewport.height} nothing overflows sideways and the lesson's essentials are in view`, async () => {
    const s = await open('#n=6&step=38', viewport);
    const seen = await lessonBoxes(s, [...inView, 'board']);
    assert.ok(seen.scrollWidth <= seen.clientWidth, `no sideways scrolling: ${seen.scrollWidth} > ${seen.clientWidth}`);
    for (const id of inView) {
      const box = seen.boxes[id];
      assert.ok(box, `${id} is drawn`);
      assert.ok(box.top >= 0 && box.bottom <= seen.height + 0.5, `${id} (y ${box.top}–${box.bottom}) is within ${seen.height}px`);
      assert.ok(box.left >= 0 && box.right <= seen.width + 0.5, `${id} (x ${box.left}–${box.right}) is within ${seen.width}px`);
    }
    const board = seen.boxes.board;
    assert.ok(board.left >= 0 && board.right <= seen.clientWidth + 0.5, 'the board fits the width');
    if (process.env.SCREENSHOTS) {
      await mkdir(process.env.SCREENSHOTS, { recursive: true });
      await s.js(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
      await s.screenshot(path.join(process.env.SCREENSHOTS, `${env.session.name}-${name}.png`));
    }
    await assertNoErrors(s);
  });
}

test('at 1280×800 the header is one row: the heading, the puzzle switch (its label beside its select) and the tools', async () => {
  const s = await open('#n=6&step=38', DESKTOP);
  const box = await s.js(() => {
    const rect = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    const select = document.querySelector('[data-testid="puzzle-switch"]');
    return {
      heading: rect(document.querySelector('[data-testid="page-heading"]')),
      label: rect(document.querySelector('label[for="puzzle-switch"]')),
      select: rect(select),
      tools: [...document.querySelectorAll('[data-testid="share-open"], [data-testid="present"], [data-testid="lang-switch"]')].map(rect),
    };
  });
  const middle = (r) => (r.top + r.bottom) / 2;
  for (const [name, r] of [['label', box.label], ['select', box.select], ...box.tools.map((t, i) => [`tool ${i}`, t])]) {
    assert.ok(Math.abs(middle(r) - middle(box.heading)) <= 6, `${name} (y ${r.top}–${r.bottom}) on the heading's line (y ${box.heading.top}–${box.heading.bottom})`);
  }
  assert.ok(box.heading.right <= box.label.left && box.label.right <= box.select.left, 'heading, label, select from left to right');
  assert.ok(box.select.right <= Math.min(...box.tools.map((t) => t.left)), 'the tools after the switch');
  await assertNoErrors(s);
});

//! The N-Queens' lesson on one screen: at the sizes a class projects, the board, the
//! event, the current pseudocode line, the step controls and the step count are all in the
//! viewport without scrolling; the secondary tools sit in tabs beside the board; on a phone
//! the step controls stay on screen with the board; presentation mode; and the keyboard's
//! Tab order follows the visual order (every puzzle's dock: tests/e2e/lesson-layout.test.js).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  openMore, PHONE, setUp, showTab,
} from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** Viewport boxes of the lesson's essentials (null for one not drawn). */
function essentials(page) {
  return page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const parts = {
      board: q('[data-testid="board"]'),
      event: q('[data-testid="event"]'),
      'code line': q('[data-testid="pseudocode"] li[aria-current="step"]'),
      back: q('[data-testid="step-back"]'),
      step: q('[data-testid="step-forward"]'),
      play: q('[data-testid="play"]'),
      'step count': q('[data-testid="step-count"]'),
    };
    return {
      scrollY: window.scrollY,
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      boxes: Object.fromEntries(Object.entries(parts).map(([name, el]) => {
        const r = el?.getBoundingClientRect();
        return [name, r && r.width > 0 ? {
          top: r.top, bottom: r.bottom, left: r.left, right: r.right,
        } : null];
      })),
    };
  });
}

function assertAllInView({ boxes, width, height }, what) {
  for (const [name, box] of Object.entries(boxes)) {
    assert.ok(box, `${what}: ${name} is drawn`);
    assert.ok(box.top >= 0 && box.bottom <= height + 0.5, `${what}: ${name} (y ${box.top}–${box.bottom}) is within the ${height}px viewport`);
    assert.ok(box.left >= 0 && box.right <= width + 0.5, `${what}: ${name} (x ${box.left}–${box.right}) is within the ${width}px viewport`);
  }
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
// N = 6 step 38: the conflict of (5,5) with row 1's queen on a diagonal (docs/REFERENCE.md
// trace); N = 8 step 200: a backtrack deep in the first solution's subtree.
const STEPS = ['#n=6&step=38', '#n=8&step=200'];

for (const viewport of SIZES) {
  for (const lang of ['en', 'zh']) {
    test(`at ${viewport.width}×${viewport.height} (${lang}) the board, event, code line, controls and step count are in view without scrolling`, async () => {
      for (const hash of STEPS) {
        const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport });
        const seen = await essentials(page);
        assert.equal(seen.scrollY, 0, 'the page opens at its top');
        assert.ok(seen.scrollWidth <= seen.width, `no sideways scrolling: ${seen.scrollWidth} > ${seen.width}`);
        assertAllInView(seen, `${hash} ${lang}`);
        if (viewport.width === 1920) {
          // The flag arrays and the tree are in view too on a 1080p projector.
          for (const id of ['flags', 'tree-heading']) {
            const box = await page.locator(`[data-testid="${id}"], #${id}`).first().boundingBox();
            assert.ok(box && box.y < viewport.height && box.y + box.height > 0, `${id} is in view at 1920×1080`);
          }
        }
        // Stepping keeps everything in view (no jump of the layout).
        await page.getByTestId('step-forward').click();
        assertAllInView(await essentials(page), `${hash} after Step`);
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    });
  }
}

test('on a phone in play mode the step dock is not pinned over the play result', async () => {
  const { page, errors } = await env.openPage('#n=8&q=0-0-0-0-0-0-0-0', { viewport: PHONE });
  await page.getByTestId('hint').click();
  const result = page.getByTestId('check-result');
  await result.filter({ hasText: /Hint: a queen at/ }).waitFor();
  await result.scrollIntoViewIfNeeded();
  const [r, dock] = await page.evaluate(() => [document.querySelector('[data-testid="check-result"]'),
    document.querySelector('.stepper-dock')].map((e) => { const b = e.getBoundingClientRect(); return { top: b.top, bottom: b.bottom }; }));
  assert.ok(dock.top >= r.bottom || dock.bottom <= r.top, `the dock (${dock.top}–${dock.bottom}) and the result (${r.top}–${r.bottom}) do not overlap`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('at 1280×800 the event text fits its box without scrolling inside it', async () => {
  // The opening state's note, and a backtrack with two-digit rows and columns (N = 14
  // step 80: row 8 empty, back to row 7's queen at (7,11)).
  for (const lang of ['en', 'zh']) {
    for (const hash of ['#n=8', '#n=14&step=80']) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
      const box = await page.getByTestId('event').evaluate((e) => ({ text: e.textContent, sh: e.scrollHeight, ch: e.clientHeight }));
      assert.ok(box.sh <= box.ch + 1, `${hash} ${lang}: "${box.text}" needs ${box.sh}px in a ${box.ch}px box`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

test('the tools beside the board are tabs: gallery, count and export show one at a time, the lesson stays', async () => {
  const { page, errors } = await env.openPage('#n=6&step=38');
  const shown = () => page.evaluate(() => ['lesson', 'gallery', 'count', 'export']
    .filter((name) => !document.getElementById(`tab-panel-${name}`).hidden));
  assert.deepEqual(await shown(), ['lesson']);
  assert.equal(await page.getByTestId('tab-lesson').getAttribute('aria-selected'), 'true');
  await showTab(page, 'count');
  assert.deepEqual(await shown(), ['count']);
  assert.ok(await page.getByTestId('count-start').isVisible());
  assert.ok(await page.getByTestId('board').isVisible(), 'the board stays beside the tools');
  // The tabs pattern: → and ← move between the tabs.
  await page.getByTestId('tab-count').focus();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(), ['export']);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tab-export');
  await page.keyboard.press('Home');
  assert.deepEqual(await shown(), ['lesson']);
  // The arrow keys on the tabs did not step the search (still step 38).
  assert.equal(await page.getByTestId('step-count').textContent(), '38');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone a tap on Step leaves at least 60% of the board on screen, with the event', async () => {
  const { page, errors } = await env.openPage('#n=8&step=10', { viewport: PHONE });
  await page.getByTestId('board').scrollIntoViewIfNeeded();
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('step-forward').click();
  }
  const seen = await page.evaluate(() => {
    const b = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    const e = document.querySelector('[data-testid="event"]').getBoundingClientRect();
    const s = document.querySelector('[data-testid="step-forward"]').getBoundingClientRect();
    const visible = Math.max(0, Math.min(b.bottom, window.innerHeight) - Math.max(b.top, 0));
    return {
      share: visible / b.height, event: e, step: s, height: window.innerHeight, count: document.querySelector('[data-testid="step-count"]').textContent,
    };
  });
  assert.equal(seen.count, '13');
  assert.ok(seen.share >= 0.6, `${Math.round(seen.share * 100)}% of the board is on screen`);
  assert.ok(seen.step.top >= 0 && seen.step.bottom <= seen.height, 'Step is on screen');
  assert.ok(seen.event.top >= 0 && seen.event.bottom <= seen.height, 'the event is on screen');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('presentation mode scales the lesson to the screen (code ≥ 20 px at 1920×1080) and Escape leaves it', async () => {
  const viewport = { width: 1920, height: 1080 };
  const { page, errors } = await env.openPage('#n=8&step=200', { viewport });
  await page.getByTestId('present').click();
  assert.equal(await page.evaluate(() => document.body.classList.contains('presenting')), true);
  assert.equal(await page.getByTestId('present').getAttribute('aria-pressed'), 'true');
  const px = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('[data-testid="pseudocode"] li[aria-current="step"] code')).fontSize));
  assert.ok(px >= 20, `code text is ${px}px`);
  assertAllInView(await essentials(page), 'presenting');
  assert.equal(await page.getByTestId('tabs').isVisible(), false, 'the tools are out of the way');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.body.classList.contains('presenting')), false);
  assert.equal(await page.getByTestId('tabs').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Tab goes through the page in its visual order: board tools, N, the tabs, step controls, tree, then the rest', async () => {
  const { page, errors } = await env.openPage('#n=5&step=12');
  const order = [];
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const a = document.activeElement;
      return a?.dataset.testid ?? a?.closest('[data-testid]')?.dataset.testid ?? a?.tagName;
    });
    order.push(id);
  }
  const at = (id) => order.indexOf(id);
  for (const id of ['play-mode', 'n-slider', 'tab-lesson', 'step-back', 'step-forward', 'tree']) {
    assert.ok(at(id) >= 0, `${id} is reached by Tab (${order.join(' ')})`);
  }
  assert.ok(at('play-mode') < at('n-slider'), 'the board tools before N');
  assert.ok(at('n-slider') < at('tab-lesson'), 'N before the tabs');
  assert.ok(at('tab-lesson') < at('step-back'), 'the tabs before the step controls');
  assert.ok(at('step-back') < at('step-forward') && at('step-forward') < at('speed'), 'the controls in their order');
  assert.ok(at('speed') < at('tree'), 'the controls before the tree');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the controls under the event line stay put from step to step (a second click lands on the same control)', async () => {
  const { page, errors } = await env.openPage('#n=8&step=200');
  await openMore(page, 'next-placement');
  const y = () => page.getByTestId('next-placement').evaluate((b) => b.getBoundingClientRect().top);
  const first = await y();
  for (let i = 0; i < 6; i += 1) {
    await page.getByTestId('step-forward').click();
    assert.equal(await y(), first, `step ${201 + i}: Next placement did not move`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('after a click on an old line of the event log, the current step is the line in view', async () => {
  const { page, errors } = await env.openPage('#n=8&step=200');
  const log = page.getByTestId('event-log');
  await log.evaluate((list) => { list.scrollTop = list.scrollHeight; });
  await page.getByTestId('event-log-entry').nth(15).click();
  assert.equal(await page.getByTestId('step-count').textContent(), '185');
  const current = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="event-log"]');
    const entry = list.querySelector('[aria-current="step"]');
    const l = list.getBoundingClientRect();
    const e = entry.getBoundingClientRect();
    return { step: entry.dataset.step, inside: e.top >= l.top - 0.5 && e.bottom <= l.bottom + 0.5 };
  });
  assert.deepEqual(current, { step: '185', inside: true });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone scrolled away from the board, a tap on the pinned Step brings the board back into view', async () => {
  const { page, errors } = await env.openPage('#n=8&step=200', { viewport: PHONE });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId('step-forward').click();
  const share = await page.evaluate(() => {
    const b = document.querySelector('[data-testid="board"]').getBoundingClientRect();
    return (Math.min(b.bottom, window.innerHeight) - Math.max(b.top, 0)) / b.height;
  });
  assert.ok(share >= 0.6, `${Math.round(share * 100)}% of the board is on screen`);
  assert.equal(await page.getByTestId('step-count').textContent(), '201');
  assert.deepEqual(errors, []);
  await page.context().close();
});

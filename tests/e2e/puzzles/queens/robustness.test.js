//! The N-Queens survives bad input: its malformed and hostile links (each shows a message
//! in the error area, raises no page error, and leaves a working board), rapid slider input
//! that never shows a stale N, its count workers under the Content-Security-Policy, and its
//! N field (every puzzle's bad input, its payloads among them: tests/e2e/robustness.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp, showTab } from '../../helpers.js';
import { boardTuple, isValidSolution } from './helpers.js';

let env;
before(async () => {
  // The source: its tests reach into the page's modules by name.
  env = await setUp({ root: 'www' });
});
after(() => env?.close());

/** Bad links, each with why it is bad. None of them may break the page. */
const BAD_LINKS = [
  ['#n=8&foo=1', 'unknown key after a good one'],
  ['#=8', 'empty key'],
  ['#n', 'key without value'],
  ['#n=8&n=6', 'repeated key'],
  ['#n=8&&q=1', 'doubled separator'],
  ['#n=8&', 'trailing separator'],
  ['#&', 'only a separator'],
  ['#n=', 'empty n'],
  ['#n=0', 'n zero'],
  ['#n=-1', 'n negative'],
  ['#n=2.5', 'n a fraction'],
  ['#n=1e3', 'n in exponent form'],
  ['#n=99999999999999999999999', 'n huge'],
  ['#n=1000001', 'n just past the limit'],
  ['#n=NaN', 'n NaN'],
  ['#n=0x8', 'n hex'],
  ['#n=%208', 'n with an encoded space'],
  ['#n=８x', 'n with a full-width digit and a letter'],
  ['#n=８%00', 'n with a full-width digit and a control character'],
  ['#n=8&q=1-5-8', 'tuple too short'],
  ['#n=8&q=1-5-8-6-3-7-2-4-1', 'tuple too long'],
  ['#n=8&q=1-5-8-6-3-7-2-9', 'column out of range'],
  ['#n=8&q=1-5-8-6-3-7-2--4', 'negative or doubled separator'],
  ['#n=8&q=1-5-8-6-3-7-2-4-', 'trailing column separator'],
  ['#n=8&q=-1-5-8-6-3-7-2-4', 'leading separator'],
  ['#n=8&q=1-1-1-1-1-1-1-1', 'repeated column'],
  ['#n=8&q=1-3-4-6-8-2-5-7', 'attacking queens (the notes\' mistake)'],
  ['#n=4&q=a-b-c-d', 'letters for columns'],
  ['#n=8&i=0', 'index zero'],
  ['#n=8&i=93', 'index past the last solution'],
  ['#n=15&i=1', 'index beyond the gallery limit'],
  ['#n=8&step=99999999', 'step past the end'],
  ['#n=8&step=-3', 'negative step'],
  ['#n=8&q=1-5-8-6-3-7-2-4&step=3', 'two targets'],
  ['#n=8&mode=first', 'mode without step'],
  ['#n=8&step=3&method=fast', 'unknown method'],
  ['#n=8&lang=fr', 'unknown language'],
  ['#n=%3Cb%3Ebold%3C%2Fb%3E', 'encoded HTML in n'],
  ['#n=<img src=x onerror=window.__pwned=1>', 'HTML payload as n'],
  ['#n=8&q=<svg onload=window.__pwned=1>', 'SVG payload as q'],
  ['#n=8&lang=<script>window.__pwned=1</script>', 'script payload as lang'],
  [`#n=${'9'.repeat(100_000)}`, 'a 100 KB hash'],
  [`#q=${'1-'.repeat(50_000)}1`, 'a 100 KB tuple'],
];

test(`each of ${BAD_LINKS.length} bad links shows a message, raises no error and leaves a working board`, async () => {
  assert.ok(BAD_LINKS.length >= 40);
  const { page, errors } = await env.openPage('#n=8');
  for (const [i, [hash, why]] of BAD_LINKS.entries()) {
    // A fresh navigation to each link, as when it is opened from a chat message: a new
    // document by a query of its own (a change of the fragment alone would be handled in
    // the same document, after the waits below had seen the link before's page).
    await page.goto(`${env.baseUrl}?link=${i}${hash}`);
    await page.waitForSelector('html[data-ready="true"]');
    // A solution number (`i=`) is checked once the tools' module has loaded (after the first view).
    await page.waitForFunction(() => document.querySelector('[data-testid="error"]')?.textContent.trim() !== '', null, { timeout: 10_000 }).catch(() => {});
    const message = (await page.getByTestId('error').textContent()).trim();
    assert.ok(message.length > 10, `${why}: no message for ${hash.slice(0, 60)}`);
    assert.ok(message.length < 400, `${why}: message too long (${message.length})`);
    assert.equal(await page.evaluate(() => window.__pwned), undefined, `${why}: payload ran`);
    assert.equal(await page.locator('[data-testid="error"] img, [data-testid="error"] svg, [data-testid="error"] script').count(), 0);
    if (why === 'step past the end') {
      // The stepper stays at the last step of the N = 8 search: 15,720 squares tried +
      // 2,056 removals + 92 solutions + done (REFERENCE.md), with every queen removed.
      assert.equal(await page.getByTestId('step-count').textContent(), '17,869');
      assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0, 0]);
    } else {
      const cols = await boardTuple(page);
      assert.ok(isValidSolution(cols), `${why}: the board is not a working solution: ${cols}`);
    }
  }
  // The slider still works after the last one.
  await page.getByTestId('n-slider').fill('6');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 3, 5]);
  assert.deepEqual(errors, []);
});

test('dragging the slider 10 times from 1 to 20 and back ends on the final N with no stale result', async () => {
  const { page, errors } = await env.openPage('#n=8', { tab: 'count' });
  await page.evaluate(async () => {
    const slider = document.querySelector('[data-testid="n-slider"]');
    const set = (v) => {
      slider.value = String(v);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    };
    for (let round = 0; round < 10; round += 1) {
      for (let v = 1; v <= 20; v += 1) set(v);
      for (let v = 19; v >= 1; v -= 1) set(v);
      await new Promise(requestAnimationFrame);
    }
    set(9);
  });
  // Watch the board and the count for a second: only N = 9 may appear.
  const seen = await page.evaluate(async () => {
    const ns = new Set();
    const totals = new Set();
    const until = performance.now() + 1000;
    while (performance.now() < until) {
      ns.add(document.querySelector('[data-testid="board"]').dataset.n);
      // Finished counts only: a running count shows its partial sum.
      const panel = document.querySelector('[data-testid="count-panel"]');
      const total = document.querySelector('[data-testid="count-total"]')?.textContent.trim();
      if (panel?.dataset.state === 'done' && total) totals.add(total.replace(/\D/g, ''));
      await new Promise(requestAnimationFrame);
    }
    return { ns: [...ns], totals: [...totals] };
  });
  assert.deepEqual(seen.ns, ['9']);
  // N = 9 has 352 solutions (OEIS A000170); no other count may show.
  assert.ok(seen.totals.every((t) => t === '352'), `stale totals: ${seen.totals}`);
  await page.waitForFunction(() => {
    const panel = document.querySelector('[data-testid="count-panel"]');
    const total = document.querySelector('[data-testid="count-total"]').textContent.replace(/\D/g, '');
    return panel.dataset.state === 'done' && total === '352';
  }, null, { timeout: 30_000 });
  const cols = await boardTuple(page);
  assert.equal(cols.length, 9);
  assert.ok(isValidSolution(cols));
  assert.deepEqual(errors, []);
});

test('the page runs under its strict Content-Security-Policy with no violation', async () => {
  const { page, errors } = await env.openPage('#n=8', {
    initScript: () => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective));
    },
  });
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
  // Exercise the stepper, the count workers and the gallery under the policy.
  await page.getByTestId('step-forward').click();
  await showTab(page, 'count');
  await page.getByTestId('count-start').click();
  await page.waitForFunction(() => /92/.test(document.querySelector('[data-testid="count-total"]').textContent));
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  assert.deepEqual(errors, []);
});

test('the N field keeps the text typed and says what is wrong, the same for Show and Enter; Show does not move under the pointer', async () => {
  for (const typed of ['0', '-5', '−5', '1e3']) {
    for (const how of ['click', 'enter']) {
      const { page, errors } = await env.openPage('#n=8');
      const input = page.getByTestId('n-input');
      await input.click();
      await input.fill('');
      await input.pressSequentially(typed);
      if (how === 'click') {
        const before = await page.getByTestId('n-show').boundingBox();
        await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(150);
        const during = await page.getByTestId('n-show').boundingBox();
        assert.deepEqual(during, before, `${typed}: Show moved between mouse-down and mouse-up`);
        await page.mouse.up();
      } else {
        await page.keyboard.press('Enter');
      }
      const error = page.getByTestId('error');
      await error.waitFor({ state: 'visible' });
      assert.ok((await error.textContent()).includes(`${typed}`), `${typed} ${how}: ${await error.textContent()}`);
      assert.match(await error.textContent(), /1 to 1,000,000/);
      assert.equal(await input.inputValue(), typed, `${typed} ${how}: the field keeps the text`);
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      assert.equal(await page.getByTestId('board').getAttribute('data-n'), '8');
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

//! The page survives bad input, in every puzzle: a corpus of malformed and hostile links
//! (the shell's, and each puzzle's `badLinks`: each shows a message in the error area,
//! raises no page error, and leaves a working page), script payloads that never run, a 404
//! on the .wasm, a Rust panic with recovery, and the Content-Security-Policy. Each puzzle's
//! own bad input: tests/e2e/puzzles/<id>/robustness.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hook, puzzleRoot, setUp } from './helpers.js';
import { declared } from './declarations.js';
import { DEFAULT_PUZZLE } from '../../www/js/puzzles/registry.js';

// The production build, and the source for the test that reaches into the page's modules
// by name (the panic).
let env;
let source;
before(async () => {
  [env, source] = await Promise.all([setUp(), setUp({ root: 'www' })]);
});
after(() => Promise.all([env?.close(), source?.close()]));

/** Bad links the shell reads, each with why it is bad; then each puzzle's. None of them may break the page. */
const BAD_LINKS = [
  ['#foo=1', 'unknown key'],
  ['#puzzle=rook', 'unknown puzzle'],
  ['#%E0%A4%A', 'broken percent-encoding'],
  ['#%00%01%02', 'control characters'],
  ['#<img src=x onerror=window.__pwned=1>=1', 'HTML payload as a key'],
  ['#javascript:window.__pwned=1', 'javascript: payload'],
  ...declared.flatMap(({ declaration: d }) => d.badLinks ?? []),
];

test(`each of ${BAD_LINKS.length} bad links shows a message, raises no error and leaves a working page`, async () => {
  const { page, errors } = await env.openPage('');
  for (const [i, [hash, why]] of BAD_LINKS.entries()) {
    // A fresh navigation to each link, as when it is opened from a chat message: a query of
    // its own makes it a new document (a goto that changes only the hash would be a
    // same-document navigation, and the previous link's data-ready would answer the wait
    // below), and the previous page's requests cut short by it are left out (recordErrors).
    await page.goto(`${env.baseUrl}?link=${i}${hash}`);
    await page.waitForSelector('html[data-ready="true"]');
    const message = (await page.getByTestId('error').textContent()).trim();
    assert.ok(message.length > 10, `${why}: no message for ${hash.slice(0, 60)}`);
    assert.ok(message.length < 400, `${why}: message too long (${message.length})`);
    assert.equal(await page.evaluate(() => window.__pwned), undefined, `${why}: payload ran`);
    assert.equal(await page.locator('[data-testid="error"] img, [data-testid="error"] svg, [data-testid="error"] script').count(), 0);
    // A working page: a puzzle is shown, and the switch opens the default one.
    const shown = await page.evaluate(() => document.body.dataset.puzzle);
    assert.ok(shown, `${why}: a puzzle is shown`);
    assert.equal(await puzzleRoot(page, shown).isVisible(), true, `${why}: ${shown}'s page is shown`);
  }
  await page.getByTestId('puzzle-switch').selectOption(DEFAULT_PUZZLE);
  await puzzleRoot(page, DEFAULT_PUZZLE).waitFor({ state: 'visible' });
  assert.deepEqual(errors, []);
});

test('script payloads in the hash never run, whether opened or set on an open page', async () => {
  const { page, errors } = await env.openPage('');
  for (const payload of [
    '#<svg/onload=window.__pwned=1>=1',
    ...declared.flatMap(({ declaration: d }) => d.payloads ?? []),
  ]) {
    await page.evaluate((h) => { window.location.hash = h; }, payload);
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => window.__pwned), undefined, payload);
    assert.equal(await page.locator('[data-testid="error"] *').count(), 0, payload);
  }
  assert.deepEqual(errors, []);
});

for (const { id, declaration: d } of declared) {
  test(`a 404 on the .wasm shows a load error instead of a blank page: ${id}`, async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(`${env.baseUrl}${d.lesson}`);
    await page.waitForSelector('html[data-ready="failed"]', { timeout: 15_000 });
    const message = await page.getByTestId('error').textContent();
    assert.match(message, /WebAssembly/);
    assert.match(message, /404/);
    assert.equal(await page.getByTestId('error').isVisible(), true);
    // Only the message: no "Loading…", no controls that cannot work.
    for (const testid of ['puzzle-switch', d.figure, `${d.prefix}step-forward`, ...(d.loadFailHidden ?? [])]) {
      assert.equal(await page.getByTestId(testid).isVisible(), false, `${testid} is hidden`);
    }
    await context.close();
  });
}

for (const { id, declaration: d } of declared) {
  test(`a Rust panic shows a readable message and Reset brings the page back: ${id}`, async () => {
    const { page, errors } = await source.openPage(d.lesson);
    await page.evaluate(async (puzzle) => {
      // The puzzle's module, as the page loaded it (the registry's).
      const registry = await import('/js/puzzles/registry.js');
      const { wasm } = await registry.loadWasm(puzzle);
      try {
        wasm.panic_for_test();
      } catch {
        // The trap that ends the panic; the page is told through the panic hook.
      }
    }, id);
    const box = page.getByTestId('error');
    await page.waitForFunction(() => /panic/.test(document.querySelector('[data-testid="error"]').textContent));
    // The core's own (English) panic text goes to the console, never to the page.
    assert.doesNotMatch(await box.textContent(), /deliberate test/);
    assert.ok(errors.some((e) => /deliberate test/.test(e)), errors.join('\n'));
    // The panic is logged to the console by the hook: that is the only error allowed.
    assert.ok(errors.every((e) => /panic/i.test(e)), errors.join('\n'));
    await page.getByTestId('panic-reset').click();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await box.isVisible(), false);
    await hook(page, id, 'step-forward').click();
    assert.equal(await hook(page, id, 'step-count').textContent(), '1');
    if (d.stepOne) await d.stepOne(page);
  });
}

test('the page runs under its strict Content-Security-Policy with no violation', async () => {
  for (const { id, declaration: d } of declared) {
    const { page, errors } = await env.openPage(d.lesson, {
      initScript: () => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective));
      },
    });
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
    // Exercise the stepper under the policy (each puzzle's own tools: its folder).
    await hook(page, id, 'step-forward').click();
    await hook(page, id, 'step-count').filter({ hasText: /^1$/ }).waitFor();
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], id);
    assert.deepEqual(errors, [], id);
    await page.context().close();
  }
});

//! The production build's pages fetched on first use (`make build`'s dist/, served as `make
//! serve` serves it: scripts/serve.mjs), issue 20: every puzzle but the default one is
//! fetched when the switch (or a link) asks for it; when its code cannot be fetched, the
//! page's error line says so (not that the page cannot run), the default puzzle stays, and
//! the switch fetches it again. A puzzle opened first from its link: contract.test.js; the
//! default puzzle's first paint and its own parts: its folder's first-view tests.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choosePuzzle, puzzleRoot, setUp } from './helpers.js';
import { DEFAULT_PUZZLE, DECLARED } from './declarations.js';

let env;
before(async () => {
  env = await setUp({ root: 'dist' });
});
after(async () => {
  await env?.close();
});

test('a part whose code cannot be fetched says so where it was asked for, in the page\'s language, and is fetched when asked again', { timeout: 90_000 }, async () => {
  // Without the service worker (issue 24), which would answer from its cache: the network
  // itself refuses the part (as on a first visit whose worker has not installed yet).
  const uncached = { contextOptions: { serviceWorkers: 'block' } };
  for (const { id } of DECLARED.filter((p) => p.id !== DEFAULT_PUZZLE)) {
    // The puzzle's page: its entry chunk (dist/js/<id>-entry-HASH.js) or one named for it alone.
    const chunk = new RegExp(`/js/${id}(-entry)?-[a-z0-9]+\\.js$`);
    const { page } = await env.openPage('', uncached);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    // (A click, not check(): the switch goes back to the default puzzle as soon as the fetch fails.)
    await choosePuzzle(page, id);
    await page.waitForFunction(() => /could not be fetched/.test(document.querySelector('[data-testid="error"]')?.textContent ?? ''));
    assert.doesNotMatch(await page.getByTestId('error').textContent(), /make build|cannot run/, id);
    assert.equal(await page.getByTestId('puzzle-switch').inputValue(), DEFAULT_PUZZLE, id);
    await page.unroute(chunk);
    await choosePuzzle(page, id);
    await puzzleRoot(page, id).waitFor();
    await page.context().close();
  }
});

//! The knapsack's complete binary tree in its box: it opens whole, its root and the path
//! to the current node in view, at a laptop's and a phone's size, for the textbook instance
//! of docs/REFERENCE.md (3 items) and one of 4 items.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const LAPTOP = { width: 1366, height: 768 };

test('its tree opens whole in its box, its root and the path to the current node in view (1366 × 768 and 390 × 844, 3 and 4 items)', async () => {
  for (const viewport of [LAPTOP, { width: 390, height: 844 }]) {
    for (const hash of ['#puzzle=knapsack&step=8', '#puzzle=knapsack&w=2-3-4-5&v=3-4-5-6&c=7&step=12']) {
      const { page, errors } = await env.openPage(hash, { viewport });
      const svg = page.getByTestId('knap-tree-nodes');
      await svg.evaluate((s) => s.scrollIntoView({ block: 'center' }));
      const g = await svg.evaluate((s) => {
        const box = s.parentElement.getBoundingClientRect();
        const onPath = [...s.querySelectorAll('[data-testid="knap-tree-node"]')]
          .filter((e) => e.dataset.path === '' || ['live', 'expanding'].includes(e.dataset.state));
        return onPath.map((e) => {
          const r = e.querySelector('.nl-disc').getBoundingClientRect();
          return `${e.dataset.path || 'root'}:${r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1}`;
        });
      });
      assert.ok(g.length >= 2 && g.every((e) => e.endsWith(':true')), `${hash} at ${viewport.width}: ${g}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

//! The cross-engine suite (issue 23): one set of test bodies run in Chromium, Firefox and
//! WebKit through one adapter (./driver.js), one browser session per run. ENGINE picks the
//! engine (`make test-engines ENGINE=firefox`); `make test-engines` runs all three, one
//! after the other, each printing its own pass count. Expected values come from
//! docs/REFERENCE.md (OEIS A000170 and A002562, the search's tree sizes, the knight's paths).

import { after, before } from 'node:test';
import { env } from './env.js';
import { ENGINE, startEngine } from './driver.js';

before(async () => {
  env.session = await startEngine(ENGINE);
  console.log(`# engine: ${ENGINE} (${env.session.version})`);
}, { timeout: 120_000 });

after(() => env.session?.close());

await import('./lesson.js');
await import('./tools.js');
await import('./page.js');
await import('./offline.js');
await import('./parsons.js');
await import('./compare.js');
await import('./scorm.js');
await import('./class.js');

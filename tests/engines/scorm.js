//! Cross-engine: a teacher's round trip with the exercises' SCORM 1.2 package (issue 41).
//! The teacher opens the default puzzle's declared exercise (tests/e2e/declarations.js),
//! sets the pass mark and downloads the package from the Share menu; the zip (unzipped in
//! Node, fflate) is served as an LMS serves it, its launch page framed by a host page whose
//! `window.API` is scorm-again's Scorm12API (npm, the run-time LMS integrations use). A
//! student gives the declared, hand-traced first answers: the runtime's CMI says incomplete
//! and holds them; the student leaves (the session's time is reported) and comes back to a
//! host that loads the saved CMI: the exercise goes on with the same answers and score.
//! A declared result link graded to its end (hand-traced right and wrong), come back as an
//! earlier session, shows its score and passed or failed against the pass mark.

import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { By } from 'selenium-webdriver';
import { declared, withKey } from '../e2e/declarations.js';
import { startServer } from '../e2e/helpers.js';
import { SCORM_AGAIN, writePackage } from '../e2e/scorm-host.js';
import { assertNoErrors, env, open } from './env.js';

const PROBE = new URL('./probe.js', import.meta.url);

/** The LMS of a package's `files`: its files and the host page `/__lms/host.html` (see tests/e2e/scorm-host.js). */
async function startLms(files) {
  const dir = writePackage(files, 'engines-scorm-');
  const host = `<!doctype html><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/__lms/scorm12.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 5, autocommit: false });
  const saved = sessionStorage.getItem('saved-cmi');
  if (saved) window.API.loadFromJSON(JSON.parse(saved), '');
  window.API.on('LMSFinish', () => { window.__finished = true; });
  window.__cmi = () => JSON.parse(JSON.stringify(window.API.renderCommitCMI(false))).cmi;
</script>
<iframe id="sco" src="/launch.html" width="1000" height="700" style="border:0"></iframe>`;
  const server = await startServer({
    root: dir,
    routes: {
      '/__lms/host.html': async () => ({ type: 'text/html; charset=utf-8', body: host }),
      '/__lms/scorm12.js': async () => ({ type: 'text/javascript; charset=utf-8', body: readFileSync(SCORM_AGAIN, 'utf8') }),
      // The package's page with the suite's error probe first, as the suite serves dist/ (driver.js).
      '/index.html': async () => ({
        type: 'text/html; charset=utf-8',
        body: strFromU8(files['index.html']).replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <script src="/__engines/probe.js"></script>'),
      }),
      '/__engines/probe.js': async () => ({ type: 'text/javascript; charset=utf-8', body: readFileSync(PROBE, 'utf8') }),
    },
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The host page of `lms`, the LMS loading `saved` (a CMI) first when given; the session's focus in its frame once the page has started. */
async function openInLms(s, lms, saved = null) {
  await s.driver.switchTo().defaultContent();
  await s.driver.get(`${lms.url}__lms/host.html`);
  await s.js((data) => (data ? sessionStorage.setItem('saved-cmi', data) : sessionStorage.removeItem('saved-cmi')), saved && JSON.stringify(saved));
  await s.driver.navigate().refresh();
  await s.driver.switchTo().frame(await s.driver.findElement(By.id('sco')));
  await s.waitFor(() => document.documentElement?.dataset.ready === 'true', [], 'the page started in the LMS', 30_000);
}

/** Runs `fn(...args)` in the host page (the frame's parent), then comes back into the frame. */
async function inHost(s, fn, ...args) {
  await s.driver.switchTo().defaultContent();
  try {
    return await s.js(fn, ...args);
  } finally {
    const frame = await s.driver.findElements(By.id('sco'));
    if (frame.length > 0) await s.driver.switchTo().frame(frame[0]);
  }
}

/** Waits until `fn(cmi)` of the host's runtime is truthy; resolves to the CMI. */
async function waitForCmi(s, fn, message) {
  const start = Date.now();
  let cmi;
  while (Date.now() - start < 20_000) {
    cmi = await inHost(s, () => window.__cmi());
    if (fn(cmi)) return cmi;
    await new Promise((resolve) => { setTimeout(resolve, 100); });
  }
  throw new Error(`${s.name}: timed out waiting for ${message}: ${JSON.stringify(cmi?.core)} ${cmi?.suspend_data}`);
}

/** Clicks the element `selector` in the page (the frame), once it is there (a tab's panel is built on first use). */
async function clickSelector(s, selector) {
  await s.waitFor((sel) => document.querySelector(sel) !== null, [selector], selector);
  const element = await s.driver.findElement(By.css(selector));
  await s.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
  await element.click();
}

/**
 * The teacher's download: opens `hash` (an exercise; `start` the selectors that start it),
 * sets the pass mark and clicks share-scorm; resolves to the zip's files.
 */
async function downloadPackage(s, hash, start, passMark) {
  await open(hash);
  for (const selector of start) await clickSelector(s, selector);
  await s.waitFor(() => /(?:^#|&)ex=/.test(window.location.hash), [], 'the exercise in the link');
  await s.click('share-open');
  await s.js((mark) => {
    const field = document.querySelector('[data-testid="scorm-pass-mark"]');
    field.value = mark;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, String(passMark));
  await s.click('share-scorm');
  const name = await s.waitFor(() => /\S+\.zip/.exec(document.querySelector('[data-testid="scorm-status"]').textContent)?.[0], [], 'the package made');
  await assertNoErrors(s);
  return unzipSync(new Uint8Array(await s.download(name, 30_000)));
}

const { declaration } = declared[0];

test('SCORM: a package downloaded, a student\'s first answers saved in scorm-again, and resumed when they come back', { timeout: 180_000 }, async () => {
  const s = env.session;
  const files = await downloadPackage(s, withKey(declaration.exercise.lesson, 'lang=zh'), declaration.exercise.start, 80);
  assert.ok(files['imsmanifest.xml'] && files['launch.html'] && files['index.html']);
  const lms = await startLms(files);
  try {
    await openInLms(s, lms);
    for (const [selector] of declaration.exercise.actions) await clickSelector(s, selector);
    let cmi = await waitForCmi(s, (c) => c.suspend_data.includes(`ans=${declaration.exercise.ans}&`), 'the answers saved');
    assert.equal(cmi.core.lesson_status, 'incomplete');
    assert.match(cmi.suspend_data, /ex=simulate.*&lang=zh$/);
    assert.equal(cmi.core.exit, 'suspend');
    await inHost(s, () => document.getElementById('sco').remove());
    cmi = await waitForCmi(s, (c) => c.core.session_time !== '', 'the session time as the student leaves');
    assert.equal(await inHost(s, () => window.__finished === true), true, 'LMSFinish');

    await openInLms(s, lms, cmi);
    const score = `${declaration.prefix}exercise-score`;
    const asked = String(declaration.exercise.actions.length);
    await s.waitFor((sel, n) => document.querySelector(sel)?.dataset.asked === n, [`[data-testid="${score}"]`, asked], 'the answers replayed');
    const right = declaration.exercise.actions.filter(([, v]) => v === 'right').length;
    assert.equal(await s.attr(score, 'data-right'), String(right));
    assert.equal(await s.js(() => document.documentElement.lang), 'zh-Hans');
    await assertNoErrors(s);
  } finally {
    await s.driver.switchTo().defaultContent();
    await lms.close();
  }
});

/** The default puzzle's declared result links graded to their end, `[link, right, wrong]`. */
const FINISHED = (declaration.answerLinks?.past ?? []).map(([link, [right, wrong]]) => [link, right, wrong]);

for (const [link, right, wrong] of FINISHED.slice(0, 1)) {
  test(`SCORM: an earlier session with the exercise done shows its score and status (${link})`, { timeout: 120_000 }, async () => {
    const s = env.session;
    const files = await downloadPackage(s, link.replace(/&ans=[^&]*/, ''), [], 80);
    const lms = await startLms(files);
    try {
      await openInLms(s, lms, { suspend_data: link.slice(1), core: { lesson_status: 'incomplete' } });
      const raw = String(Math.round((100 * right) / (right + wrong)));
      const cmi = await waitForCmi(s, (c) => c.core.score.raw === raw, `score ${raw}`);
      assert.deepEqual([cmi.core.score.min, cmi.core.score.max], ['0', '100']);
      assert.equal(cmi.core.lesson_status, (100 * right) / (right + wrong) >= 80 ? 'passed' : 'failed');
    } finally {
      await s.driver.switchTo().defaultContent();
      await lms.close();
    }
  });
}

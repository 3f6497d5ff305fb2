//! The exercises as a SCORM 1.2 package (issue 41), on the production build (dist/): the
//! Share menu's download (`share-scorm`, with the pass mark `scorm-pass-mark`) and the
//! exercise's embed code; the package's manifest checked against the SCORM 1.2 schema's
//! required elements (ADL, SCORM 1.2 Content Aggregation Model: imscp_rootv1p1p2,
//! adlcp_rootv1p2); and the package run in a test LMS whose API is scorm-again's
//! Scorm12API (tests/e2e/scorm-host.js), not a mock. For every declared puzzle, in English
//! and Chinese: a student gives its exercise's hand-traced first answers
//! (tests/e2e/puzzles/<id>/contract.js), the runtime's CMI shows the exercise incomplete
//! with the answers (suspend_data) and the session's time; the LMS loads the saved CMI
//! again, and the student goes on where they were. The declared result links graded to
//! their end (hand-traced right and wrong) come back from an LMS as a student's earlier
//! session: the runtime shows the score and passed or failed. A Parsons problem is checked
//! twice: failed, then passed. Outside an LMS the launch page opens the exercise and the
//! page looks for no LMS. Each puzzle's own round trip to the end is in its folder.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { strFromU8 } from 'fflate';
import {
  DESKTOP, PHONE, SCREENSHOT_DIR, chooseLang, exerciseScore, openShare, setUp,
} from './helpers.js';
import { declared, firstView, withKey } from './declarations.js';
import {
  core, downloadPackage, leave, openInLms, savedCmi, startLms, waitForCore,
} from './scorm-host.js';
import '../unit/wasm-modules.js';
import { entry, loadPuzzle } from '../../www/js/puzzles/registry.js';
import { setLang } from '../../www/js/lib/i18n.js';
import { buildProblem } from '../../www/js/exercise/parsons.js';
import { scoreOf, statusOf } from '../../www/js/lms/report.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The default puzzle's declaration (the first registered). */
const [{ id: FIRST, declaration: FIRST_DECLARED }] = declared;

/** Opens the exercise a declaration starts (its lesson, its start clicks) in `lang`; resolves to `{ page, errors }`. */
async function openExercise(declaration, lang) {
  const { page, errors } = await env.openPage(withKey(declaration.exercise.lesson, `lang=${lang}`));
  for (const selector of declaration.exercise.start) await page.locator(selector).click();
  await page.waitForFunction(() => /(?:^#|&)ex=/.test(window.location.hash));
  return { page, errors };
}

/** The package of the exercise `declaration` starts, in `lang`, with `passMark`: its `{ name, files }`. */
async function packageOf(declaration, lang, passMark) {
  const { page, errors } = await openExercise(declaration, lang);
  const made = await downloadPackage(page, passMark);
  assert.deepEqual(errors, []);
  await page.context().close();
  return made;
}

test('the Share menu offers the package while an exercise is shown, refuses a pass mark outside 0 to 100, and embeds the exercise alone', async () => {
  const { page, errors } = await env.openPage(FIRST_DECLARED.exercise.lesson || '#');
  await openShare(page);
  assert.equal(await page.getByTestId('share-scorm').isDisabled(), true);
  assert.equal(await page.getByTestId('lms-note').isVisible(), true);
  assert.equal(await page.getByTestId('scorm-pass-mark').inputValue(), '80');
  await page.getByTestId('share-open').click();
  for (const selector of FIRST_DECLARED.exercise.start) await page.locator(selector).click();
  await openShare(page);
  assert.equal(await page.getByTestId('share-scorm').isDisabled(), false);
  assert.equal(await page.getByTestId('lms-note').isVisible(), false);
  await page.getByTestId('scorm-pass-mark').fill('120');
  await page.getByTestId('share-scorm').click();
  await page.getByTestId('scorm-status').filter({ hasText: 'The pass mark is a whole number from 0 to 100.' }).waitFor();
  // After an answer, the embed code is the exercise alone, without the answer.
  await page.getByTestId('share-open').click();
  await page.locator(FIRST_DECLARED.exercise.actions[0][0]).first().click();
  await openShare(page);
  const code = await page.getByTestId('embed-code').inputValue();
  assert.match(code, /src="[^"]*#[^"]*ex=simulate[^"]*&amp;embed=1"/);
  assert.doesNotMatch(code, /ans=/);
  assert.equal(await page.getByTestId('embed-note').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the package: its manifest has SCORM 1.2\'s required elements, one SCO launched by launch.html, every file listed; the launch page fixed to the exercise', async () => {
  const { name, files } = await packageOf(FIRST_DECLARED, 'en', 70);
  assert.match(name, /^nqueens-(?:[a-z0-9]+-)?simulate-[0-9a-f]{8}\.zip$/);
  const list = JSON.parse(strFromU8(files['files.json'])).files;
  for (const f of [...list, 'imsmanifest.xml', 'launch.html']) assert.ok(files[f], `${f} is in the package`);
  const { page } = await env.openPage();
  // The manifest read as XML by the browser's parser, its namespaces as the schema's.
  const manifest = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const CP = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
    const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
    const all = (parent, tag) => [...(parent?.getElementsByTagNameNS(CP, tag) ?? [])];
    const one = (parent, tag) => all(parent, tag)[0] ?? null;
    const root = doc.documentElement;
    const metadata = one(root, 'metadata');
    const organizations = one(root, 'organizations');
    const organization = one(organizations, 'organization');
    const item = one(organization, 'item');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: [root.localName, root.namespaceURI],
      identifier: root.getAttribute('identifier'),
      schema: [one(metadata, 'schema')?.textContent, one(metadata, 'schemaversion')?.textContent],
      organizations: [organizations?.getAttribute('default'), organization?.getAttribute('identifier')],
      titles: [one(organization, 'title')?.textContent, one(item, 'title')?.textContent],
      item: [item?.getAttribute('identifier'), item?.getAttribute('identifierref')],
      mastery: item?.getElementsByTagNameNS(ADLCP, 'masteryscore')[0]?.textContent,
      resources: all(root, 'resource').map((r) => ({
        id: r.getAttribute('identifier'),
        type: r.getAttribute('type'),
        scormtype: r.getAttributeNS(ADLCP, 'scormtype'),
        href: r.getAttribute('href'),
        files: all(r, 'file').map((f) => f.getAttribute('href')),
      })),
    };
  }, strFromU8(files['imsmanifest.xml']));
  await page.context().close();
  assert.equal(manifest.error, false, 'well-formed XML');
  assert.deepEqual(manifest.root, ['manifest', 'http://www.imsproject.org/xsd/imscp_rootv1p1p2']);
  assert.equal(manifest.identifier, name.replace(/\.zip$/, ''));
  assert.deepEqual(manifest.schema, ['ADL SCORM', '1.2']);
  assert.ok(manifest.organizations[0] && manifest.organizations[0] === manifest.organizations[1], 'the default organisation is there');
  // Titled by the exercise (its kind, its puzzle's name and its instance), not by the page.
  const [title] = manifest.titles;
  assert.deepEqual(manifest.titles, [title, title]);
  assert.ok(title.startsWith(`Do the search yourself · ${entry(FIRST).name.en}: `), title);
  assert.ok(title.length > `Do the search yourself · ${entry(FIRST).name.en}: `.length, title);
  assert.equal(manifest.mastery, '70');
  assert.equal(manifest.resources.length, 1);
  const [sco] = manifest.resources;
  assert.ok(manifest.item[0]);
  assert.equal(manifest.item[1], sco.id, 'the item points at the SCO');
  assert.deepEqual([sco.type, sco.scormtype, sco.href], ['webcontent', 'sco', 'launch.html']);
  assert.deepEqual(new Set(sco.files), new Set(Object.keys(files).filter((f) => f !== 'imsmanifest.xml')), 'every file, and only those');
  const launch = strFromU8(files['launch.html']);
  const target = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(launch)[1].replaceAll('&amp;', '&');
  assert.match(target, /^index\.html\?scorm=70#[^#]*ex=simulate[^#]*&lang=en$/);
  assert.doesNotMatch(target, /ans=/, 'the exercise without answers');
  assert.equal(/<title>([^<]*)<\/title>/.exec(launch)[1].replaceAll('&amp;', '&'), title, 'the launch page has the package\'s title');
});

for (const [i, { id, declaration }] of declared.entries()) {
  const lang = i % 2 === 0 ? 'en' : 'zh';
  test(`${id} in an LMS (${lang}): the first answers saved as the student leaves, incomplete, and resumed when they come back`, { timeout: 120_000 }, async () => {
    const { files } = await packageOf(declaration, lang, 80);
    const lms = await startLms(files);
    try {
      const first = await openInLms(env, lms);
      assert.equal(await first.frame.locator('html').getAttribute('lang'), lang === 'zh' ? 'zh-Hans' : 'en');
      assert.deepEqual(await core(first.page, 'lesson_status'), ['incomplete']);
      for (const [selector] of declaration.exercise.actions) await first.frame.locator(selector).first().click();
      await first.page.waitForFunction((ans) => window.API.cmi.suspend_data.includes(`ans=${ans}&`), declaration.exercise.ans);
      assert.match(await first.page.evaluate(() => window.API.cmi.suspend_data), new RegExp(`[^#]*ex=simulate&[^#]*ans=${declaration.exercise.ans}&time=\\d+&lang=${lang}$`));
      assert.deepEqual(await core(first.page, 'lesson_status', 'score.raw', 'exit'), ['incomplete', '', 'suspend']);
      await leave(first.page);
      assert.match((await core(first.page, 'session_time'))[0], /^\d{2,4}:\d{2}:\d{2}(?:\.\d{1,2})?$/);
      const saved = await savedCmi(first.page);
      assert.deepEqual(first.errors, []);
      await first.page.context().close();

      const back = await openInLms(env, lms, saved);
      const score = `${declaration.prefix}exercise-score`;
      await back.frame.locator(`[data-testid="${score}"][data-asked="${declaration.exercise.actions.length}"]`).waitFor();
      const verdicts = declaration.exercise.actions.map(([, v]) => v);
      const right = verdicts.filter((v) => v === 'right').length;
      assert.deepEqual(await exerciseScore(back.frame, score), [right, verdicts.length - right, verdicts.length]);
      assert.equal(await back.frame.locator('html').getAttribute('lang'), lang === 'zh' ? 'zh-Hans' : 'en');
      assert.deepEqual(back.errors, []);
      await back.page.context().close();
    } finally {
      await lms.close();
    }
  });
}

/** Every declared result link graded to its end, `[id, link, right, wrong]` (hand-traced). */
const FINISHED = declared.flatMap(({ id, declaration }) => (declaration.answerLinks?.past ?? [])
  .map(([link, [right, wrong]]) => [id, link, right, wrong]));

for (const [id, link, right, wrong] of FINISHED) {
  test(`${id}: a student's earlier session with the exercise done (${link}) shows its score and passed or failed against the pass mark of 80`, { timeout: 60_000 }, async () => {
    const { page: teacher } = await env.openPage(link.replace(/&ans=[^&]*/, ''));
    await teacher.waitForFunction(() => /(?:^#|&)ex=/.test(window.location.hash));
    const { files } = await downloadPackage(teacher, 80);
    await teacher.context().close();
    const lms = await startLms(files);
    try {
      const { page, errors } = await openInLms(env, lms, { suspend_data: link.slice(1), core: { lesson_status: 'incomplete' } });
      const score = String(Math.round((100 * right) / (right + wrong)));
      await waitForCore(page, 'score.raw', score);
      assert.deepEqual(await core(page, 'score.raw', 'score.min', 'score.max', 'lesson_status'),
        [score, '0', '100', right / (right + wrong) >= 0.8 ? 'passed' : 'failed']);
      assert.equal(scoreOf({ right, wrong }), Number(score));
      assert.equal(statusOf(Number(score), 80), right / (right + wrong) >= 0.8 ? 'passed' : 'failed');
      await leave(page);
      assert.deepEqual(errors, []);
      await page.context().close();
    } finally {
      await lms.close();
    }
  });
}

test('a Parsons problem in an LMS: every line at indent 0 and checked, failed; each at its indent and checked again, 100 and passed', { timeout: 120_000 }, async () => {
  // The problem the page builds for seed 5 (exercise/parsons.js): its lines in order, each
  // with its declared number and indent.
  const puzzle = await loadPuzzle(FIRST);
  setLang('en');
  const { lines } = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template: 'recursive' });
  const problem = buildProblem(lines, puzzle.parsons.recursive, 5);
  const { page: teacher } = await env.openPage(withKey(firstView(FIRST), 'ex=parsons&seed=5&lang=zh'));
  await teacher.getByTestId('parsons').waitFor();
  const { files } = await downloadPackage(teacher, 100);
  await teacher.context().close();
  const lms = await startLms(files);
  try {
    const { page, frame, errors } = await openInLms(env, lms);
    const parsons = frame.getByTestId('parsons');
    const line = (lineId, place) => parsons.locator(`[data-testid="parsons-line"][data-line="${lineId}"][data-place="${place}"]`);
    // A tap on a line to use puts it at the end of the procedure, at indent 0.
    for (const { id: lineId } of problem.lines) {
      await line(lineId, 'pool').click();
      await line(lineId, 'answer').waitFor();
    }
    await parsons.getByTestId('parsons-check').click();
    await waitForCore(page, 'lesson_status', 'failed');
    const atZero = problem.lines.filter((l) => l.indent === 0).length;
    assert.deepEqual(await core(page, 'score.raw'), [String(Math.round((100 * atZero) / problem.lines.length))]);
    for (const { id: lineId, indent } of problem.lines) {
      for (let k = 0; k < indent; k += 1) await parsons.locator(`[data-testid="parsons-indent"][data-for="${lineId}"]`).click();
    }
    await parsons.getByTestId('parsons-check').click();
    await waitForCore(page, 'lesson_status', 'passed');
    assert.deepEqual(await core(page, 'score.raw'), ['100']);
    // The problem's link with the answer and, checked, the seconds it took, as its result link has them.
    assert.match(await page.evaluate(() => window.API.cmi.suspend_data), /(?:^|&)ex=parsons&seed=5&ans=[^&]+&time=\d+&lang=zh$/);
    await leave(page);
    assert.deepEqual(errors, []);
    await page.context().close();
  } finally {
    await lms.close();
  }
});

test('outside an LMS the launch page opens the exercise; the page without a launch page looks for no LMS', async () => {
  const { files } = await packageOf(FIRST_DECLARED, 'zh', 80);
  const lms = await startLms(files);
  try {
    const { page, errors } = await env.blankPage();
    const fetched = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(`${lms.url}launch.html`);
    await page.waitForURL(/index\.html\?scorm=80#/);
    await page.waitForSelector('html[data-ready="true"]');
    assert.match(await page.evaluate(() => window.location.href), /index\.html\?scorm=80#[^#]*ex=simulate[^#]*&lang=zh$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.ok(fetched.some((u) => /\/js\/runtime-[^/]+\.js$/.test(u)), 'the launch page asks for the run-time');
    const [selector, verdict] = FIRST_DECLARED.exercise.actions[0];
    await page.locator(selector).first().click();
    await page.locator(`[data-testid="${FIRST_DECLARED.prefix}exercise-feedback"][data-verdict="${verdict}"]`).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();

    const plain = await env.blankPage();
    const asked = [];
    plain.page.on('request', (r) => asked.push(r.url()));
    await plain.page.goto(`${env.baseUrl}${withKey(FIRST_DECLARED.exercise.lesson, 'lang=en')}`);
    await plain.page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(asked.filter((u) => /\/js\/(?:runtime|download|fflate)-/.test(u)), [], 'no run-time, no zip code');
    assert.deepEqual(plain.errors, []);
    await plain.page.context().close();
  } finally {
    await lms.close();
  }
});

test('screenshots: the Share menu with the package for an LMS (downloaded) and the exercise\'s embed code, 1280 × 800 and 390 × 844, English and Chinese', async () => {
  for (const [viewport, size] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await openExercise(FIRST_DECLARED, 'en');
      await page.setViewportSize(viewport);
      if (lang === 'zh') await chooseLang(page, 'zh');
      // After a download, with what it said.
      await downloadPackage(page, 75);
      const box = await page.getByTestId('share-scorm').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `the download button is on the screen (${size}, ${lang})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scroll (${size}, ${lang}): ${overflow}`);
      if (process.env.E2E_SCREENSHOTS) {
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `share-lms-${size}-${lang}.png`) });
      }
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

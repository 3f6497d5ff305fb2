//! The class view (`#view=class`, issue 41): a teacher pastes ten links (eight students'
//! links made by doing the exercise in the page, each with a name typed in the exercise's
//! name field; one tampered with; one of another exercise) or opens a text file of them,
//! and gets one row per link with its hooks, refused rows with their codes, the weak spot
//! where the students went wrong shaded with who missed it, the table sorted, the CSV (UTF-8
//! with a byte-order mark, quoted, formulas made text) and the tree's SVG, in English and
//! Chinese. The exercise is the first declared puzzle's (tests/e2e/puzzles/<id>/contract.js
//! `exercise`: its first actions and their verdicts, hand-traced); E2E_ONLY picks another.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  chooseLang, openForAxe, openShare, PHONE, puzzleRoot, SCREENSHOT_DIR, seriousViolations, setUp,
} from './helpers.js';
import { declaredPairs } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const [[id, d]] = declaredPairs();
const { actions } = d.exercise;

/** The students: a name (a comma, a formula, Chinese, none) and how many of the declared actions each does. */
const STUDENTS = [
  ['Ann', 2], ['王小明', 2], ['Bo, Jr.', 1], ['=cmd', 2], ['Dee', 0], ['Émile', 1], ['李雷', 2], ['', 2],
];

/** The link of a student who typed `name` and did the first `count` declared actions, as the page writes it. */
async function studentLink(name, count) {
  const { page, errors } = await env.openPage(d.exercise.lesson);
  const { start } = d.exercise;
  for (const selector of start.slice(0, -1)) await page.locator(selector).first().click();
  await puzzleRoot(page, id).getByTestId('exercise-name').fill(name);
  await page.locator(start.at(-1)).first().click();
  for (const [selector] of actions.slice(0, count)) await page.locator(selector).first().click();
  await page.waitForFunction((c) => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    return params.get('ex') === 'simulate' && (params.get('ans') ?? '').split('-').filter(Boolean).length === c;
  }, count);
  const link = page.url();
  // The address bar carries the student's name; the Share field's exercise link does not.
  if (name) {
    assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('who'), name);
    await openShare(page);
    assert.ok(!(await page.getByTestId('share-link').inputValue()).includes('who='));
  }
  assert.deepEqual(errors, []);
  await page.context().close();
  return link;
}

/** The students' links, made once. */
let made = null;
async function classLinks() {
  made ??= (async () => {
    const links = [];
    for (const [name, count] of STUDENTS) links.push(await studentLink(name, count));
    // Tampered with: the first student's answers cut by a character no answer has.
    const first = new URL(links[0]);
    const ans = new URLSearchParams(first.hash.slice(1)).get('ans');
    const tampered = first.href.replace(`ans=${ans}`, `ans=${ans.split('-')[0]}-X`).replace(/who=[^&]*/, 'who=Mallory');
    // Another exercise: the same puzzle's Parsons problem.
    const other = new URL(links[0]);
    other.hash = `${d.exercise.lesson.replace(/&step=\d+/, '').slice(1)}&ex=parsons&seed=3&ans=1.0&who=Eve`;
    return [...links, tampered, other.href];
  })();
  return made;
}

/** The declared verdicts of the first `count` actions: [right, wrong, asked]. */
function score(count) {
  const done = actions.slice(0, count);
  const right = done.filter(([, v]) => v === 'right').length;
  return [right, done.length - right, done.length];
}

/** Opens the class view, pastes `links` and grades them; resolves when the rows are drawn. */
async function gradeClass(links, options = {}) {
  const opened = await env.openPage('#view=class', options);
  const { page } = opened;
  await page.getByTestId('class-input').fill(links.join('\n'));
  await page.getByTestId('class-grade').click();
  await page.getByTestId('class-row').nth(links.length - 1).waitFor({ timeout: 20_000 });
  return opened;
}

/** The rows' hooks, by their index in the links pasted. */
function rowHooks(page) {
  return page.getByTestId('class-row').evaluateAll((rows) => rows.map((r) => ({
    index: Number(r.dataset.index),
    name: r.dataset.name,
    puzzle: r.dataset.puzzle,
    kind: r.dataset.kind,
    score: r.dataset.error ? null : [Number(r.dataset.right), Number(r.dataset.wrong), Number(r.dataset.asked)],
    error: r.dataset.error ?? null,
  })).sort((a, b) => a.index - b.index));
}

test('ten links: one row each with its name, puzzle, kind and score graded again; a tampered link and another exercise refused', async () => {
  const links = await classLinks();
  const { page, errors } = await gradeClass(links);
  const rows = await rowHooks(page);
  assert.equal(rows.length, 10);
  STUDENTS.forEach(([name, count], i) => {
    assert.deepEqual(rows[i], {
      index: i, name, puzzle: id, kind: 'simulate', score: score(count), error: null,
    }, `student ${i}`);
  });
  assert.deepEqual(rows[8], {
    index: 8, name: 'Mallory', puzzle: id, kind: 'simulate', score: null, error: 'bad-answer',
  });
  assert.deepEqual(rows[9], {
    index: 9, name: 'Eve', puzzle: id, kind: 'parsons', score: null, error: 'class-other-exercise',
  });
  assert.match(await page.getByTestId('class-status').textContent(), /^10 links: 8 graded, 2 refused\.$/);
  // A row without a name says which link it is; each row opens its link in a new tab.
  const unnamed = page.locator('[data-testid="class-row"][data-index="7"]');
  assert.match(await unnamed.locator('th').textContent(), /no name: link 8/);
  assert.equal(await unnamed.getByTestId('class-replay').getAttribute('href'), links[7]);
  assert.equal(await unnamed.getByTestId('class-replay').getAttribute('target'), '_blank');
  // It says where the two differ: its ex=parsons (with a seed) against the class's ex=simulate.
  assert.match(await page.locator('[data-testid="class-row"][data-index="9"]').textContent(), /another exercise.*ex=parsons.*ex=simulate/);
  // The address bar holds the class view's link, never the links pasted.
  assert.equal(await page.evaluate(() => window.location.hash), '#view=class');
  assert.deepEqual(errors, []);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'class-view-desktop.png'), fullPage: true });
  await page.context().close();
});

test('the weak spot where the students went wrong is shaded, and a click on it says who missed it', async () => {
  const links = await classLinks();
  const { page, errors } = await gradeClass(links);
  // The declared wrong answer the most students reached: the students who went wrong there.
  const wrongAt = actions.map(([, v], k) => (v === 'wrong' ? k : -1)).filter((k) => k >= 0);
  const reached = (k) => STUDENTS.filter(([, count]) => count > k);
  const k = wrongAt.reduce((a, b) => (reached(b).length > reached(a).length ? b : a));
  const missedBy = reached(k).map(([name], i) => name || `link ${STUDENTS.indexOf(reached(k)[i]) + 1}`);
  const nodes = page.getByTestId('class-node');
  const counts = await nodes.evaluateAll((list) => list.map((g) => ({
    index: Number(g.dataset.index), missed: Number(g.dataset.missed), answered: Number(g.dataset.answered), fill: g.querySelector('circle').getAttribute('fill'),
  })));
  const worst = counts.reduce((a, b) => (b.missed > a.missed ? b : a));
  assert.equal(worst.missed, missedBy.length);
  assert.ok(worst.answered >= missedBy.length);
  assert.notEqual(worst.fill, 'rgb(255,255,255)', 'a node where students went wrong is shaded');
  assert.ok(counts.some((c) => c.missed === 0 && c.fill === 'rgb(255,255,255)'), 'a node nobody missed is not');
  await page.locator(`[data-testid="class-node"][data-index="${worst.index}"]`).click();
  const said = await page.getByTestId('class-missed').textContent();
  for (const name of missedBy) assert.ok(said.includes(name), `${name} in “${said}”`);
  for (const [name] of STUDENTS.filter((s) => !reached(k).includes(s) && s[0])) assert.ok(!said.includes(name), `${name} not in “${said}”`);
  // The list beside the tree has the same place first, and picks it too.
  const first = page.getByTestId('class-spot').first();
  assert.equal(await first.getAttribute('data-index'), String(worst.index));
  assert.equal(await first.getAttribute('aria-pressed'), 'true');
  // The tree downloads as an SVG with its shading.
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('class-export-svg').click()]);
  const text = await readFile(await svg.path(), 'utf8');
  assert.match(text, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.ok(text.includes(`fill="${worst.fill}"`));
  // Under a caption: how many students were graded.
  assert.ok(text.includes(`${STUDENTS.length} students graded`), 'the caption counts the students');
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('class-export-png').click()]);
  assert.equal(png.suggestedFilename(), 'class-tree.png');
  assert.deepEqual([...(await readFile(await png.path())).subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the table sorts by a column, and its CSV is UTF-8 with a byte-order mark, quoted, formulas made text', async () => {
  const links = await classLinks();
  const { page, errors } = await gradeClass(links);
  await page.locator('[data-testid="class-sort"][data-column="name"]').click();
  assert.equal(await page.locator('th[data-column="name"]').getAttribute('aria-sort'), 'ascending');
  const names = await page.getByTestId('class-row').evaluateAll((rows) => rows.map((r) => [r.dataset.name, r.dataset.error ?? null]));
  const graded = names.filter(([name, error]) => name && !error).map(([name]) => name);
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  assert.deepEqual(graded, [...graded].sort(collator.compare));
  assert.deepEqual(names.slice(-2).map(([, error]) => error).sort(), ['bad-answer', 'class-other-exercise'], 'refused rows last');
  await page.locator('[data-testid="class-sort"][data-column="score"]').click();
  await page.locator('[data-testid="class-sort"][data-column="score"]').click();
  assert.equal(await page.locator('th[data-column="score"]').getAttribute('aria-sort'), 'descending');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('class-export-csv').click()]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  const bytes = await readFile(await download.path());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  assert.equal(lines.length, 11);
  assert.match(lines[0], /^Name,Exercise,Puzzle,Instance,Right,Mistakes,Answers graded,Finished,Time \(s\),Refused \(code\),Why,Link$/);
  const csv = lines.join('\n');
  for (const cell of ['王小明', '李雷', '"Bo, Jr."', "'=cmd", 'Émile', 'bad-answer', 'class-other-exercise']) assert.ok(csv.includes(cell), cell);
  // Each student's figures as graded, in the order shown (by score, best first).
  const row = (name) => lines.find((l) => l.startsWith(`${name},`));
  const [right, wrong, asked] = score(2);
  assert.ok(row('Ann').includes(`,${right},${wrong},${asked},`), row('Ann'));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a text file of links is graded as it is opened; in Chinese the view, its rows and its file picker are worded in Chinese', async () => {
  const links = await classLinks();
  const { page, errors } = await env.openPage('#view=class');
  await page.getByTestId('class-file').setInputFiles({ name: 'links.txt', mimeType: 'text/plain', buffer: Buffer.from(`${links.join('\r\n')}\r\n`) });
  await page.getByTestId('class-row').nth(9).waitFor();
  // A text area keeps its lines with LF (the HTML standard's newline normalisation).
  assert.equal(await page.getByTestId('class-input').inputValue(), `${links.join('\n')}\n`);
  await chooseLang(page, 'zh');
  await page.getByTestId('class-status').filter({ hasText: '共 10 个链接' }).waitFor();
  assert.equal(await page.locator('label[for="class-file"]').textContent(), '打开文本文件…');
  assert.equal(await page.getByTestId('page-heading').textContent(), '全班结果');
  await page.locator('[data-testid="class-row"][data-index="9"]').filter({ hasText: '另一个练习' }).waitFor();
  await page.waitForFunction(() => window.location.hash === '#view=class&lang=zh', null, { timeout: 5000 }).catch(() => {});
  assert.equal(await page.evaluate(() => window.location.hash), '#view=class&lang=zh');
  assert.deepEqual(errors, []);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'class-view-desktop-zh.png'), fullPage: true });
  await page.context().close();
});

test('a pasted line that is not a link is refused with no Open link; a broken link keeps its Open link', async () => {
  const { page, errors } = await env.openPage('#view=class');
  await page.getByTestId('class-input').fill(`hello, teacher\n${d.exercise.lesson.slice(1)}&ex=simulate&ans=Q-Q\n`);
  await page.getByTestId('class-grade').click();
  const rows = page.getByTestId('class-row');
  await rows.nth(1).waitFor();
  const junk = page.locator('[data-testid="class-row"][data-index="0"]');
  const broken = page.locator('[data-testid="class-row"][data-index="1"]');
  assert.ok(await junk.getAttribute('data-error'));
  assert.ok(await broken.getAttribute('data-error'));
  assert.equal(await junk.getByTestId('class-replay').count(), 0);
  assert.equal(await broken.getByTestId('class-replay').count(), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone the view fits the screen: the table scrolls sideways in its box, nothing else does', async () => {
  const links = await classLinks();
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await gradeClass(links, { viewport: PHONE });
    if (lang === 'zh') await chooseLang(page, 'zh');
    await page.getByTestId('class-node').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px (${lang})`);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `class-view-phone-${lang}.png`), fullPage: true });
    await page.context().close();
  }
});

test('the way in is the Share menu’s link; the puzzle switch leaves the view for the puzzle picked', async () => {
  const { page, errors } = await env.openPage(d.exercise.lesson, { share: true });
  await page.getByTestId('class-open').click();
  await page.getByTestId('class-input').waitFor();
  assert.equal(await page.getByTestId('class-view').isVisible(), true);
  assert.equal(await puzzleRoot(page, id).isVisible(), false);
  await page.getByTestId('class-close').click();
  await puzzleRoot(page, id).waitFor();
  assert.equal(await page.getByTestId('class-view').isVisible(), false);
  await page.goBack();
  await page.getByTestId('class-input').waitFor();
  await page.getByTestId('puzzle-switch').selectOption(id);
  await puzzleRoot(page, id).waitFor();
  assert.equal(await page.getByTestId('class-view').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the class view, graded, has no serious accessibility violations (axe-core), in English light and Chinese dark', async () => {
  const links = await classLinks();
  for (const [lang, scheme, viewport] of [['en', 'light', undefined], ['zh', 'dark', PHONE]]) {
    const { page, errors } = await openForAxe(env, `#view=class&lang=${lang}`, { lang, scheme, viewport });
    await page.getByTestId('class-input').fill(links.join('\n'));
    await page.getByTestId('class-grade').click();
    await page.getByTestId('class-row').nth(9).waitFor();
    await page.getByTestId('class-spot').first().click();
    assert.deepEqual(await seriousViolations(page), [], `${lang} ${scheme}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

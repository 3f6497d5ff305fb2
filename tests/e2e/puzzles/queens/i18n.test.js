//! The N-Queens in both languages: the switch's terms, the remembered choice, lang= from the
//! link, the share link, its link errors' words and the live region in Chinese (the
//! bilingual page of every puzzle: tests/e2e/i18n.test.js and the contract suite).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseLang, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const EN = { contextOptions: { locale: 'en-US' } };
const ZH = { contextOptions: { locale: 'zh-CN' } };

test('the language switch puts the page in Chinese, with the course notes\' terms, and back', async () => {
  const { page, errors } = await env.openPage('#n=4&step=2', EN);
  const heading = page.locator('#stepper-heading');
  assert.equal(await heading.textContent(), 'Backtracking, step by step');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await chooseLang(page, 'zh');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.match(await heading.textContent(), /回溯/);
  assert.match(await page.locator('#tree-heading').textContent(), /解空间树/);
  assert.match(await page.getByTestId('play').textContent(), /播放/);
  // Step 2 of N = 4: (2,1) conflicts with the queen of row 1 in the same column.
  assert.match(await page.getByTestId('event').textContent(), /第 2 行.*第 1 行的皇后.*冲突/);
  assert.match(await page.getByTestId('board-status').textContent(), /N = 4 的回溯搜索，第 2 步/);
  assert.match(await page.evaluate(() => document.title), /皇后/);
  await chooseLang(page, 'en');
  assert.equal(await heading.textContent(), 'Backtracking, step by step');
  assert.match(await page.getByTestId('event').textContent(), /conflicts with the queen in row 1 in the same column/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the choice on the switch is remembered when the page is opened again', async () => {
  const { page, errors } = await env.openPage('', EN);
  await chooseLang(page, 'zh');
  // The page opened again in the same browser profile (a reload of the first page could
  // cut its favicon request short), from a link without lang=.
  const again = await page.context().newPage();
  await again.goto(`${env.baseUrl}#n=6`);
  await again.waitForSelector('html[data-ready="true"]');
  assert.equal(await again.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal(await again.getByTestId('lang-switch').inputValue(), 'zh');
  assert.match(await again.locator('#size-heading').textContent(), /棋盘大小/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('#n=8&lang=zh opens in Chinese in an English browser, and lang=en in English in a Chinese one', async () => {
  let { page, errors } = await env.openPage('#n=8&lang=zh', EN);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.match(await page.getByTestId('board-status').textContent(), /N = 8 的第 1 个解/);
  assert.deepEqual(errors, []);
  await page.context().close();

  ({ page, errors } = await env.openPage('#n=8&lang=en', ZH));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await page.getByTestId('board-status').textContent(), /Solution #1/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the switch updates the share link: &lang=zh while Chinese, no lang while English', async () => {
  const { page, errors } = await env.openPage('#n=6', EN);
  const share = page.getByTestId('share-link');
  assert.doesNotMatch(await share.inputValue(), /lang=/);
  await chooseLang(page, 'zh');
  assert.match(await share.inputValue(), /#n=6&q=2-4-6-1-3-5&lang=zh$/);
  await page.getByTestId('step-forward').click();
  assert.match(await share.inputValue(), /#n=6&step=1&lang=zh$/);
  await chooseLang(page, 'en');
  assert.match(await share.inputValue(), /#n=6&step=1$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('link errors are shown in the page\'s language and follow a change of language', async () => {
  const { page, errors } = await env.openPage('#n=0&lang=zh', EN);
  const error = page.getByTestId('error');
  assert.ok(await error.isVisible());
  assert.equal(await error.textContent(), '链接中的 N 必须在 1 到 1,000,000 之间，而不是 0。');
  await chooseLang(page, 'en');
  assert.equal(await error.textContent(), 'The link’s N must be from 1 to 1,000,000, not 0.');
  // Attacking queens name the line in the course notes' words (副对角线: anti-diagonal).
  await chooseLang(page, 'zh');
  await page.evaluate(() => { window.location.hash = 'n=4&q=1-3-4-2'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent.includes('对角线'));
  // (2,3) and (3,4) share a diagonal: r − c = −1 for both.
  assert.equal(await error.textContent(), '链接中位于 (2,3) 和 (3,4) 的皇后在同一条对角线上，互相攻击（冲突）。');
  await page.evaluate(() => { window.location.hash = 'n=4&q=2-1-4-3'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent.includes('(1,2)'));
  // (1,2) and (2,1) share an anti-diagonal: r + c = 3 for both.
  assert.match(await error.textContent(), /同一条副对角线/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the live region speaks Chinese after a Chinese Step', async () => {
  const { page, errors } = await env.openPage('#n=4&lang=zh', EN);
  await page.getByTestId('step-forward').click();
  assert.equal(await page.getByTestId('announcer').textContent(), '在第 1 行第 1 列放置皇后。');
  assert.deepEqual(errors, []);
  await page.context().close();
});

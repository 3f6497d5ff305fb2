//! The contract suite: the same end-to-end checks for every puzzle of the registry
//! (www/js/puzzles/registry.js), through the hooks every puzzle's page shares: the shared
//! stepper views' `data-hook`s inside the page's root `[data-puzzle="<id>"]`
//! (docs/HOOKS.md). It opens the puzzle, steps forward and back to the same state, seeks,
//! round-trips its links, embeds it, presents it, does its exercise's first actions, runs
//! axe and shows it in both languages, with no console error anywhere. A puzzle gets all of
//! this by registering, with a declaration of what only it knows (its links, its figure,
//! its exercise's first actions: tests/e2e/puzzles/<id>/contract.js, `PuzzleDeclaration`).
//! The suite names no puzzle; what it checks is consistency (the same state reached two
//! ways, a link written back as it was read), and the declarations' verdicts are
//! hand-traced from docs/REFERENCE.md.

import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  chooseLang, choosePuzzle, hook, hostPage, openForAxe, puzzleRoot, seriousViolations, setUp, WWW_ROOT,
} from './helpers.js';
import { DEFAULT_PUZZLE } from '../../www/js/puzzles/registry.js';
import { puzzles } from './declarations.js';

/**
 * What a puzzle declares for the suite (tests/e2e/puzzles/<id>/contract.js, its default export).
 * @typedef {object} PuzzleDeclaration
 * @property {string} prefix  the prefix of its own testids ('' for none), for its exercise's panel
 * @property {string} lesson  a link to its lesson at step 0
 * @property {string} [steps]  the link that `&step=<k>` makes a link to step k (default: `lesson`)
 * @property {string} [switched]  the link the puzzle switch writes for it (its first lesson)
 * @property {string[]} links  links to a step of the lesson, each as the page writes it (written back unchanged)
 * @property {string} figure  the testid of its figure (board or tree), inside its root
 * @property {{ embed: string[], present: string[] }} hidden  testids of its parts beside the
 *   lesson: hidden in an embedded page, and in presentation mode
 * @property {string[]} [presentParts]  the parts presentation mode can add to its lesson,
 *   each a toggle `present-<part>` in the header (default: none)
 * @property {{ lesson: string, start: string[], actions: Array<[string, 'right'|'wrong']>, ans: string }} exercise
 *   its simulate exercise: the lesson it starts from, the selectors clicked to start it,
 *   its first actions (a selector clicked, the verdict it gets) and the `ans=` they write
 *
 * layout.test.js's:
 * @property {Array<{ name: string, link: string, ready?: string, noWideShot?: boolean }>} [layoutViews]
 *   views with long words and wide parts, checked for horizontal overflow at every width
 *   from 320 to 3840 px (default: its lesson); `ready` a selector waited for (attached),
 *   `noWideShot` no screenshot wider than 390 px
 * @property {Array<[string, string, ((page: import('playwright').Page) => Promise<unknown>)|null]>} [narrowViews]
 *   every view and panel state of it, `[name, link, steps(page)]`, checked on a 320 × 568
 *   phone (default: its lesson); the link '' opens the default puzzle
 *
 * zh-typography.test.js's:
 * @property {Array<[string, string]>} [zhTypography]  its views checked for Chinese
 *   punctuation, `[link, testid of a part waited for]` (default: its lesson)
 *
 * numbers.test.js's:
 * @property {string} [pastTheEnd]  a link to a step past the end of a search of more than
 *   999 steps, whose message and counters show numbers of four digits or more
 *
 * i18n.test.js's:
 * @property {Array<[string, string, ((page: import('playwright').Page) => Promise<unknown>)|null]>} [zhStates]
 *   its states, `[name, link, steps(page)]`, each checked for English words left on the
 *   page opened in Chinese and switched to Chinese (default: its lesson)
 * @property {string[]} [zhAllowed]  the English words its Chinese page may show: its
 *   procedure's code names, its sources' and files' names
 *
 * input-habits.test.js's:
 * @property {Array<{ link: string, written: string, check?: (page: import('playwright').Page) => Promise<unknown> }>} [fullWidth]
 *   links opened with the digits of their values full-width (８): each opens without an
 *   error, passes `check` and writes the ASCII link `written` (default: its lesson, written back)
 *
 * link-errors.test.js's:
 * @property {{ link: string, first: string, pastStep?: number }} [exerciseLink]  a link to its
 *   simulate exercise (without `step=`), the selector of the search's first action (graded
 *   right), and a step past the end of its search (default 999)
 * @property {string} [embedPastEnd]  an embed link whose range (`from=2000`, or any step)
 *   starts past the end of its search
 * @property {{ link: string, file: string, find: string, replace: string,
 *   changes?: Array<[string, boolean]>, works?: (page: import('playwright').Page) => Promise<void> }} [fault]
 *   a fault injected as a bug would throw while its page opens `link` (a link with `lang=zh`
 *   is worded in Chinese): the module of www/js `file` served with `find` replaced by
 *   `replace`; `changes` hashes set in turn, each opened with the fault (true) or not; `works`
 *   checks the page still works
 *
 * node-tree-zoom.test.js's:
 * @property {{ link: string, opens: string[] }} [nodeTree]  its node-link tree (testids
 *   `<prefix>tree-nodes`, `<prefix>tree-zoom-in`, `<prefix>tree-fit`): `link` a lesson whose
 *   tree style (`<prefix>tree-style`) picks it, `opens` links that open with it (`tree=nodes`)
 *
 * lesson-layout.test.js's:
 * @property {{ link: string, line: RegExp }} [dock]  a step of its lesson and the procedure's
 *   line it executes (without its number), as the phone's pinned dock repeats it
 *
 * robustness.test.js's:
 * @property {Array<[string, string]>} [badLinks]  bad links of its own, `[link, why it is bad]`:
 *   each shows a message and leaves a working page
 * @property {string[]} [payloads]  script payloads in its keys, set as the hash: none runs
 * @property {string[]} [loadFailHidden]  testids hidden when its wasm fails to load, beside
 *   its figure and step button
 * @property {(page: import('playwright').Page) => Promise<void>} [stepOne]  checks its
 *   figure one step into its lesson
 * (hierarchy.test.js's)
 * @property {Record<string, string[]>} [more]  its own tools behind a panel's More: the More's
 *   testid → the testids behind it, beside every puzzle's (the stepper's coarse steps, the
 *   procedure's style: hierarchy.test.js `BEHIND_MORE`)
 * @property {Record<string, string>} [knownFaults]  the shared checks it is known to fail, by
 *   key (hierarchy.test.js's `first-view`: its first view's controls, Step and figure in view;
 *   `header`: the header's rows and the switch's name; a11y.test.js's `tab`: every control
 *   reached by Tab with a focus ring), each with what fails: run as a TODO until fixed
 * (exercise-links.test.js's)
 * @property {{ damaged?: Array<[string, number[], RegExp]>, past?: Array<[string, number[], RegExp]> }} [answerLinks]
 *   result links of its exercises, hand-traced: `damaged` ones (an answer that is none: the
 *   exercise runs on, graded up to it) and ones with answers `past` the exercise's end (it is
 *   done); each `[link, [right, wrong, asked], the error line's words]`
 * (exercise-phone.test.js's)
 * @property {Array<[string, string]>} [phoneLinks]  result links of its simulate exercise
 *   with answers given, each checked on a phone as its declared exercise is:
 *   `[link, the selector of the answer to give next]`
 * (compare.test.js's)
 * @property {Array<{ link: string, counts: Record<string, { nodes: number, solutions?: number, first?: number }> }>} [compareCounts]
 *   instances whose Compare view, run to the end, shows for each method its nodes generated
 *   (the root included), solutions and first solution's node, hand-counted
 * (a11y.test.js's)
 * @property {Array<[string, 'en'|'zh', 'light'|'dark']>} [reviews]  result links of its
 *   exercises done, whose review axe checks: `[link, language, colour scheme]`
 */

/** The steps taken forward, then back, in the step check. */
const STEPS = 6;
/** Hooks that say how the search is shown rather than where it is (compared elsewhere). */
const NOT_STATE = new Set(['timeline', 'timeline-value', 'timeline-note', 'run-to-row-k', 'seek-prompt-text']);
const CJK = /[\u3400-\u9fff]/;


let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/**
 * What the page shows of the search of puzzle `id`: every shared hook inside its root (text,
 * value, disabled; the procedure's current line) but those in NOT_STATE, and every element
 * of its figure with its `data-*` attributes (sorted: the order they were set in is no state).
 */
async function shownState(page, id, figure) {
  return page.evaluate(([puzzle, figureId, skip]) => {
    const root = document.querySelector(`main [data-puzzle="${puzzle}"]`);
    const hooks = {};
    // The text a reader sees: none of a hidden element (an unused log line keeps its old words).
    const visibleText = (node) => {
      const texts = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) if (!walker.currentNode.parentElement.closest('[hidden]')) texts.push(walker.currentNode.nodeValue);
      return texts.join('').trim();
    };
    for (const node of root.querySelectorAll('[data-hook]')) {
      const name = node.dataset.hook;
      if (skip.includes(name)) continue;
      if (node.closest('[hidden]')) {
        (hooks[name] ??= []).push({ hidden: true });
        continue;
      }
      const seen = {
        text: visibleText(node),
        value: 'value' in node && node.tagName !== 'BUTTON' && node.tagName !== 'LI' ? node.value : null,
        disabled: node.disabled ?? null,
        step: node.dataset.step ?? null,
        current: node.querySelector('[aria-current="step"]')?.dataset.line ?? null,
      };
      (hooks[name] ??= []).push(seen);
    }
    const figureNode = root.querySelector(`[data-testid="${figureId}"]`);
    const drawn = [...figureNode.querySelectorAll('*')]
      .map((node) => Object.entries(node.dataset).map(([k, v]) => `${k}=${v}`).sort().join(' '))
      .filter((attrs) => attrs !== '');
    return { hooks, figure: drawn };
  }, [id, figure, [...NOT_STATE]]);
}

/** The step count of puzzle `id`'s page, as a number. */
async function stepOf(page, id) {
  return Number((await hook(page, id, 'step-count').textContent()).replace(/\D/g, ''));
}

/** Waits until puzzle `id`'s step count reads `k` and no move is under way. */
async function waitForStep(page, id, k) {
  await page.waitForFunction(([puzzle, want]) => {
    const root = document.querySelector(`main [data-puzzle="${puzzle}"]`);
    const count = root?.querySelector('[data-hook="step-count"]')?.textContent.replace(/\D/g, '');
    return count === String(want) && root.querySelector('[data-hook="play"]').getAttribute('aria-pressed') === 'false';
  }, [id, k], { timeout: 15_000 });
}

/** The share field's link, from its fragment on. */
async function shared(page) {
  const link = await page.getByTestId('share-link').inputValue();
  return link.slice(link.indexOf('#'));
}

/** The selectors of `ids` (testids, or hooks `hook:<name>` of puzzle `id`) not wholly in the viewport. */
async function outOfView(page, id, ids) {
  return page.evaluate(([puzzle, list]) => list.filter((name) => {
    const root = document.querySelector(`main [data-puzzle="${puzzle}"]`);
    const node = name.startsWith('hook:') ? root.querySelector(`[data-hook="${name.slice(5)}"]`)
      : document.querySelector(`[data-testid="${name}"]`);
    if (!node || node.getClientRects().length === 0) return true;
    const r = node.getBoundingClientRect();
    return r.top < 0 || r.left < 0 || r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5 || r.height === 0;
  }), [id, ids]);
}

/** Every i18n key of the page's tables (each part's own strings module too), in English. */
async function i18nKeys() {
  const module = await import(path.join(WWW_ROOT, 'js', 'lib', 'i18n.js'));
  const dir = path.join(WWW_ROOT, 'js');
  for (const file of await readdir(dir, { recursive: true })) {
    if (/(^|[/-])strings\.js$/.test(file)) await import(path.join(dir, file));
  }
  await module.loadLang('en');
  return Object.keys(module.STRINGS.en);
}

/** The i18n keys of `keys` that the page shows as words (a key whose words had not loaded). */
function keysShown(page, keys) {
  return page.evaluate((list) => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue);
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.getAttribute('placeholder') ?? '');
    }
    const words = new Set(texts.flatMap((x) => x.split(/[\s()（）:：,，]+/)));
    return list.filter((key) => words.has(key));
  }, keys);
}

test('every registered puzzle declares what the contract suite needs to know of it', () => {
  assert.ok(puzzles.length > 0);
  for (const { id, declaration } of puzzles) {
    assert.ok(declaration, `tests/e2e/puzzles/${id}/contract.js has a default export`);
    for (const key of ['lesson', 'figure']) assert.equal(typeof declaration[key], 'string', `${id}: ${key}`);
    assert.ok(declaration.links.length > 0, `${id}: links`);
    assert.ok(declaration.exercise.actions.length > 0, `${id}: the exercise's first actions`);
  }
});

/** Resizes `page`'s viewport, then waits two frames for what the page redraws on a resize. */
async function resize(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
}

for (const { id, declaration: d } of puzzles) {
  if (!d) continue;
  const withStep = (k) => `${d.steps ?? d.lesson}&step=${k}`;

  describe(`puzzle ${id}`, () => {
    test('opens from its link and from the puzzle switch; the keys step it and leave the other puzzles alone', async () => {
      const { page, errors } = await env.openPage(d.lesson);
      assert.equal(await puzzleRoot(page, id).isVisible(), true, 'its root is shown');
      assert.equal(await page.getByTestId('puzzle-switch').inputValue(), id);
      assert.equal(await stepOf(page, id), 0);
      assert.equal(await page.getByTestId('error').isVisible(), false);
      await page.context().close();

      const switched = await env.openPage('');
      if (id !== DEFAULT_PUZZLE) {
        await choosePuzzle(switched.page, id);
        await puzzleRoot(switched.page, id).waitFor({ state: 'visible' });
        assert.match(await shared(switched.page), new RegExp(`[#&]puzzle=${id}(&|$)`));
        if (d.switched) assert.equal(await shared(switched.page), d.switched, 'the switch opens its first lesson');
      }
      const keys = switched.page;
      await keys.locator('body').click({ position: { x: 5, y: 5 } });
      for (let i = 0; i < 3; i += 1) await keys.keyboard.press('ArrowRight');
      assert.equal(await stepOf(keys, id), 3, '→ steps forward');
      await keys.keyboard.press('ArrowLeft');
      assert.equal(await stepOf(keys, id), 2, '← steps back');
      await keys.keyboard.press('Home');
      assert.equal(await stepOf(keys, id), 0, 'Home resets');
      await keys.keyboard.press('Space');
      assert.equal(await hook(keys, id, 'play').getAttribute('aria-pressed'), 'true', 'space plays');
      await keys.keyboard.press('Space');
      assert.equal(await hook(keys, id, 'play').getAttribute('aria-pressed'), 'false', 'space pauses');
      if (id !== DEFAULT_PUZZLE) {
        await choosePuzzle(keys, DEFAULT_PUZZLE);
        assert.equal(await stepOf(keys, DEFAULT_PUZZLE), 0, 'the default puzzle did not move');
        await keys.locator('body').click({ position: { x: 5, y: 5 } });
        await keys.keyboard.press('ArrowRight');
        assert.equal(await stepOf(keys, DEFAULT_PUZZLE), 1);
        assert.doesNotMatch(await keys.evaluate(() => window.location.hash), new RegExp(`puzzle=${id}\\b`));
      }
      assert.deepEqual([...errors, ...switched.errors], []);
      await keys.context().close();
    });

    test('Step forward then Back returns to each state; a step link, the timeline and the event log reach the same states', async () => {
      const { page, errors } = await env.openPage(d.lesson);
      const forward = [await shownState(page, id, d.figure)];
      for (let k = 1; k <= STEPS; k += 1) {
        await hook(page, id, 'step-forward').click();
        assert.equal(await stepOf(page, id), k);
        forward.push(await shownState(page, id, d.figure));
        assert.notDeepEqual(forward[k], forward[k - 1], `step ${k} changes what is shown`);
      }
      assert.equal(await shared(page), withStep(STEPS), 'the share field follows the steps');
      for (let k = STEPS - 1; k >= 0; k -= 1) {
        await hook(page, id, 'step-back').click();
        assert.deepEqual(await shownState(page, id, d.figure), forward[k], `step ${k} on the way back`);
      }
      assert.equal(await hook(page, id, 'step-back').isDisabled(), true, 'no Back at step 0');

      // The timeline (once the search's length is known): to the end, then back to a step.
      const timeline = hook(page, id, 'timeline');
      await page.waitForFunction((puzzle) => {
        const input = document.querySelector(`main [data-puzzle="${puzzle}"] [data-hook="timeline"]`);
        return input && !input.disabled && input.offsetParent !== null;
      }, id, { timeout: 20_000 });
      const seek = (value) => timeline.evaluate((input, v) => {
        input.value = v === 'max' ? input.max : String(v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
      await seek('max');
      await page.waitForFunction((puzzle) => document.querySelector(`main [data-puzzle="${puzzle}"] [data-hook="step-forward"]`).disabled, id, { timeout: 15_000 });
      assert.equal(await stepOf(page, id), Number(await timeline.getAttribute('max')), 'the end is the timeline\'s last step');
      await seek(4);
      await waitForStep(page, id, 4);
      assert.deepEqual(await shownState(page, id, d.figure), forward[4], 'the timeline reaches step 4 as Step did');

      // The event log: a click on an earlier line goes to its step.
      await puzzleRoot(page, id).locator('[data-hook="event-log-entry"][data-step="2"]').filter({ visible: true }).click();
      await waitForStep(page, id, 2);
      assert.deepEqual(await shownState(page, id, d.figure), forward[2], 'the event log reaches step 2 as Step did');
      await page.context().close();

      // A step link opens on the same state, and is written back as it was.
      const linked = await env.openPage(withStep(STEPS));
      assert.deepEqual(await shownState(linked.page, id, d.figure), forward[STEPS], 'the step link shows what Step did');
      assert.equal(await shared(linked.page), withStep(STEPS));
      assert.deepEqual([...errors, ...linked.errors], []);
      await linked.page.context().close();
    });

    test('a step link past the end of the search shows its last step and says so, in both languages', async () => {
      for (const [lang, re] of [
        ['en', /Step 99,999 is past the end of the search, which takes ([\d,]+) steps: the board shows its last step\./],
        ['zh', /第 99,999 步超出了搜索的终点（整个搜索共 ([\d,]+) 步），棋盘显示最后一步。/],
      ]) {
        const { page, errors } = await env.openPage(`${withStep(99999)}&lang=${lang}`);
        const error = page.getByTestId('error');
        await error.filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
        const text = await error.textContent();
        assert.match(text, re, lang);
        assert.equal(await hook(page, id, 'step-count').textContent(), text.match(re)[1], `${lang}: the last step is shown`);
        assert.equal(await hook(page, id, 'step-forward').isDisabled(), true, lang);
        assert.deepEqual(errors, [], lang);
        await page.context().close();
      }
    });

    test('its links open as written: the page writes each back, and the link it writes opens the same', async () => {
      for (const link of d.links) {
        const { page, errors } = await env.openPage(link);
        assert.equal(await page.getByTestId('error').isVisible(), false, `${link}: no message`);
        assert.equal(await page.getByTestId('puzzle-switch').inputValue(), id, link);
        assert.equal(await shared(page), link, `${link}: the share field`);
        assert.equal(await page.evaluate(() => window.location.hash), link, `${link}: the address bar`);
        const state = await shownState(page, id, d.figure);
        const written = await shared(page);
        await page.context().close();
        const again = await env.openPage(written);
        assert.deepEqual(await shownState(again.page, id, d.figure), state, `${link} opened again`);
        assert.deepEqual([...errors, ...again.errors], [], link);
        await again.page.context().close();
      }
    });

    // Autoplay, loop and the range are embed.test.js's, for every puzzle.
    test('embedded in a frame it shows the figure, the step controls and the event (the procedure with embed=code), nothing else, and links to the same lesson in the explorer, in a new tab', async () => {
      const [link] = d.links;
      for (const [suffix, width, height] of [['&embed=1', 640, 400], ['&embed=code&lang=zh', 320, 480]]) {
        const hash = `${link}${suffix}`;
        const { page, frame, errors } = await hostPage(env, hash, { width, height });
        const code = suffix.includes('embed=code');
        const shown = [
          puzzleRoot(frame, id).getByTestId(d.figure),
          ...['step-back', 'step-forward', 'play', 'reset', 'event'].map((name) => hook(frame, id, name)),
          frame.getByTestId('embed-open'),
        ];
        for (const node of shown) {
          const box = await node.evaluate((e) => e.getBoundingClientRect().toJSON());
          assert.ok(box.width > 0 && box.x >= 0 && box.y >= 0 && box.right <= width + 0.5 && box.bottom <= height + 0.5, `${hash}: ${node} inside the ${width}×${height} frame: ${JSON.stringify(box)}`);
        }
        for (const testid of ['page-heading', 'share-open', 'lang-switch', ...d.hidden.embed]) {
          assert.equal(await frame.getByTestId(testid).first().isVisible(), false, `${hash}: ${testid} hidden`);
        }
        assert.equal(await hook(frame, id, 'pseudocode').isVisible(), code, `${hash}: the procedure ${code ? 'shown' : 'hidden'}`);
        if (code) {
          const line = await hook(frame, id, 'pseudocode').locator('li[aria-current="step"]').first().evaluate((e) => e.getBoundingClientRect().toJSON());
          assert.ok(line.top >= 0 && line.bottom <= height + 0.5, `${hash}: the current line in view: ${JSON.stringify(line)}`);
        }
        const fit = await frame.locator('html').evaluate((root) => ({ w: root.scrollWidth, h: root.scrollHeight }));
        assert.ok(fit.w <= width && fit.h <= height, `${hash}: nothing scrolls: ${JSON.stringify(fit)}`);
        // The explorer's link: the lesson without the embed keys, its language kept.
        const open = frame.getByTestId('embed-open');
        assert.equal(await open.getAttribute('href'), `${env.baseUrl}${link}${code ? '&lang=zh' : ''}`, hash);
        assert.equal(await open.getAttribute('target'), '_blank', hash);
        assert.deepEqual(errors, [], hash);
        await page.context().close();
      }
    });

    test('presentation mode shows the lesson alone at 1280 × 720 and 1920 × 1080 and on a phone, in English and Chinese', async () => {
      const [link] = d.links;
      const lesson = [d.figure, 'hook:event', 'hook:step-forward', 'hook:step-back', 'hook:play', 'hook:pseudocode', 'hook:speed'];
      // One page a language, resized: 1280 × 720, 1920 × 1080, then a phone.
      for (const lang of ['en', 'zh']) {
        const hash = `${link}&present=1&lang=${lang}`;
        const { page, errors } = await env.openPage(hash, { viewport: { width: 1280, height: 720 } });
        await page.waitForSelector('body.presenting');
        for (const [width, height] of [[1280, 720], [1920, 1080]]) {
          await resize(page, width, height);
          const what = `${hash} ${width}×${height}`;
          assert.deepEqual(await outOfView(page, id, lesson), [], what);
          for (const testid of d.hidden.present) assert.equal(await page.getByTestId(testid).isVisible(), false, `${what}: ${testid} hidden`);
          assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), `${what}: no scrolling`);
          if (width === 1280 && lang === 'en') {
            // Its own parts, and no other puzzle's, are toggles in the header; each sets its class.
            const toggles = page.locator('[data-testid^="present-"][data-part]');
            const shown = await toggles.evaluateAll((list) => list.filter((b) => b.getClientRects().length).map((b) => b.dataset.testid));
            assert.deepEqual(shown, (d.presentParts ?? []).map((part) => `present-${part}`), `${what}: its parts' toggles`);
            for (const part of d.presentParts ?? []) {
              await page.getByTestId(`present-${part}`).click();
              assert.equal(await page.getByTestId(`present-${part}`).getAttribute('aria-pressed'), 'true', `${what}: ${part} on`);
              assert.equal(await page.evaluate((c) => document.body.classList.contains(c), `present-${part}`), true, `${what}: ${part}'s class`);
              await page.getByTestId(`present-${part}`).click();
              assert.equal(await page.evaluate((c) => document.body.classList.contains(c), `present-${part}`), false, `${what}: ${part} off`);
            }
          }
          assert.deepEqual(errors, [], what);
        }
        await resize(page, 390, 844);
        const g = await page.evaluate(([puzzle, figure]) => {
          const root = document.querySelector(`main [data-puzzle="${puzzle}"]`);
          const width = (node) => node?.getBoundingClientRect().width ?? 0;
          const counters = root.querySelector('[data-hook="step-count"]').closest('dl');
          // A counter's label or value wider than its box is cut by the next box.
          const cut = [...counters.querySelectorAll('dt, dd')]
            .filter((e) => e.getClientRects().length && e.scrollWidth > e.parentElement.clientWidth + 1).map((e) => e.textContent);
          return {
            figure: width(root.querySelector(`[data-testid="${figure}"]`)),
            code: width(root.querySelector('[data-hook="pseudocode"]')),
            speed: width(root.querySelector('[data-hook="speed"]')),
            cut,
            scrollWidth: document.documentElement.scrollWidth,
          };
        }, [id, d.figure]);
        const where = `${hash} on a phone: ${JSON.stringify(g)}`;
        assert.ok(g.figure >= 340, `the figure as wide as the screen: ${where}`);
        assert.ok(g.code >= 300, `the procedure at full width: ${where}`);
        assert.ok(g.speed >= 150, `the speed slider not collapsed: ${where}`);
        assert.deepEqual(g.cut, [], `no counter cut: ${where}`);
        assert.ok(g.scrollWidth <= 390, `nothing scrolls sideways: ${where}`);
        assert.deepEqual(errors, [], where);
        await page.context().close();
      }
    });

    test('the exercise\'s first actions are graded and explained (en, zh), go into the link as given, outlive a reload and, presented, its panel stays', async () => {
      const ex = d.exercise;
      const p = d.prefix;
      const score = (page) => Promise.all(['data-right', 'data-wrong', 'data-asked']
        .map(async (a) => Number(await page.getByTestId(`${p}exercise-score`).getAttribute(a))));
      const right = ex.actions.filter(([, v]) => v === 'right').length;
      const want = [right, ex.actions.length - right, ex.actions.length];
      for (const lang of ['en', 'zh']) {
        const { page, errors } = await env.openPage(`${ex.lesson}${lang === 'zh' ? '&lang=zh' : ''}`);
        for (const selector of ex.start) await page.locator(selector).first().click();
        const panel = page.getByTestId(`${p}exercise`);
        await panel.waitFor();
        assert.equal(await panel.getAttribute('data-state'), 'running', lang);
        assert.match(await page.evaluate(() => window.location.hash), /[#&]ex=simulate(&|$)/, lang);
        for (const [selector, verdict] of ex.actions) {
          await page.locator(selector).click();
          const feedback = page.getByTestId(`${p}exercise-feedback`);
          assert.equal(await feedback.getAttribute('data-verdict'), verdict, `${lang}: ${selector}`);
          assert.ok((await feedback.textContent()).trim().length > 0, `${lang}: ${selector} is explained`);
          if (lang === 'zh') assert.match(await feedback.textContent(), CJK, `${lang}: ${selector} explained in Chinese`);
        }
        assert.deepEqual(await score(page), want, lang);
        await page.waitForFunction((w) => new URL(window.location.href).hash.split('&').includes(`ans=${w}`), ex.ans, { timeout: 5000 });
        assert.deepEqual(errors, [], lang);
        // The link, the reload and presentation do not depend on the language: once.
        if (lang === 'zh') {
          await page.context().close();
          continue;
        }
        await page.waitForLoadState('networkidle');
        await page.reload();
        await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
        await page.getByTestId(`${p}exercise-score`).waitFor({ state: 'attached' });
        assert.deepEqual(await score(page), want, `${lang}: reloaded`);
        assert.equal(await panel.getAttribute('data-state'), 'running', `${lang}: reloaded`);
        const hash = await page.evaluate(() => window.location.hash);
        assert.deepEqual(errors, [], lang);
        await page.context().close();

        const presented = await env.openPage(`${hash}&present=1`, { viewport: { width: 1280, height: 720 } });
        await presented.page.waitForSelector('body.presenting');
        await presented.page.getByTestId(`${p}exercise-prompt`).waitFor({ timeout: 10_000 });
        assert.equal(await presented.page.getByTestId(`${p}exercise-prompt`).isVisible(), true, `${lang}: presented, the exercise's question is shown`);
        assert.deepEqual(await score(presented.page), want, `${lang}: presented`);
        assert.deepEqual(presented.errors, [], `${lang}: presented`);
        await presented.page.context().close();
      }
    });

    test('the notes\' generic template, filled in with its parts, follows its search: a line for each step, a conflict\'s failing function marked; in Chinese too', async () => {
      const { page, errors } = await env.openPage(d.lesson);
      const template = hook(page, id, 'template');
      await template.locator('summary').click();
      const read = () => template.evaluate((box) => ({
        line: box.querySelector('[data-hook="template-code"] li[aria-current="step"]')?.dataset.line ?? null,
        failed: [...box.querySelectorAll('[data-hook="template-part"][data-state="failed"]')].map((r) => r.dataset.part),
        parts: [...box.querySelectorAll('[data-hook="template-part"]')].map((r) => r.cells[1].textContent.trim()),
      }));
      const first = await read();
      assert.equal(first.parts.length, 7, 'the seven parts');
      assert.ok(first.parts.every((text) => text.length > 0), `each part filled in: ${first.parts}`);
      const lines = new Set([first.line]);
      for (let k = 1; k <= STEPS; k += 1) {
        await hook(page, id, 'step-forward').click();
        const now = await read();
        assert.ok(now.line, `step ${k}: a current line`);
        lines.add(now.line);
        assert.ok(now.failed.length <= 1 && now.failed.every((p) => p === 'constraint' || p === 'bound'), `step ${k}: ${now.failed}`);
      }
      assert.ok(lines.size >= 2, `the line moves with the search: ${[...lines]}`);
      // The recursive form of the same template, on the same step.
      await template.locator('[data-hook="template-form"]').selectOption('recursive');
      assert.match(await template.locator('[data-hook="template-code"]').textContent(), /void backtrack \(int t\)/);
      const recursive = await read();
      assert.ok(recursive.line, 'a current line in the recursive form');
      // In Chinese: the same line, the parts in Chinese words.
      await chooseLang(page, 'zh');
      const zh = await read();
      assert.equal(zh.parts.length, 7, 'zh: the seven parts');
      assert.ok(zh.parts.every((text) => text.length > 0), `zh: each part filled in: ${zh.parts}`);
      assert.match(zh.parts.join(' '), CJK, 'the parts in Chinese');
      assert.equal(zh.line, recursive.line, 'zh: the same current line');
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    // Each language and each colour scheme once, on one page: contrast depends on the
    // scheme, the language attributes and labels on the language.
    test('axe-core finds no serious or critical violation in its lesson (en light, zh dark)', async () => {
      const problems = [];
      const { page, errors } = await openForAxe(env, d.links[0], { lang: 'en', scheme: 'light' });
      await puzzleRoot(page, id).getByTestId(d.figure).waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) problems.push(`en light: ${v}`);
      await chooseLang(page, 'zh');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches);
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) problems.push(`zh dark: ${v}`);
      assert.deepEqual(errors, []);
      await page.context().close();
      assert.deepEqual(problems, []);
    });

    test('in Chinese it shows the same search in Chinese words, no key in place of a word, and the switch brings English back', async () => {
      const keys = await i18nKeys();
      const en = await env.openPage(withStep(4));
      const english = await shownState(en.page, id, d.figure);
      assert.deepEqual(await keysShown(en.page, keys), [], 'en: keys shown as words');
      assert.deepEqual(en.errors, []);
      await en.page.context().close();

      const { page, errors } = await env.openPage(`${withStep(4)}&lang=zh`, { contextOptions: { locale: 'en-US' } });
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
      const chinese = await shownState(page, id, d.figure);
      assert.deepEqual(chinese.figure, english.figure, 'the same figure');
      assert.equal(chinese.hooks['step-count'][0].text, english.hooks['step-count'][0].text);
      assert.match(chinese.hooks.event[0].text, CJK, 'the event in Chinese');
      assert.deepEqual(await keysShown(page, keys), [], 'zh: keys shown as words');
      assert.equal(await shared(page), `${withStep(4)}&lang=zh`);
      await chooseLang(page, 'en');
      assert.equal(await shared(page), withStep(4), 'English: no lang in the link');
      assert.deepEqual((await shownState(page, id, d.figure)).hooks.event, english.hooks.event, 'the event in English again');
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });
}

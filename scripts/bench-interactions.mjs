// The interaction table of `make bench` (not a test): for each user action, the median of
// RUNS runs in headless Chromium of the time from the action to the DOM showing its answer
// (measured in the page with performance.now(): the action is dispatched, then every DOM
// mutation re-checks the answer; painting is not included). Opening the index link is
// timed from navigation start (performance.now() at the answer, from an init script).
// Used by scripts/bench-page.mjs; figures and targets in docs/BENCHMARKS.md.

export const RUNS = 5;

/** Issue 14's targets (ms). */
export const TARGETS = {
  'open #n=14&i=365596': 1500,
  'Hint, N = 14, one queen placed': 100,
  'Hint, N = 14, first click right after load': 100,
  'Count at N = 10 (N typed, Show)': 300,
  'Count at N = 14 (pool warm)': 200,
  'slider move 4→20 (slowest step)': 100,
  'language switch': 100,
  'Show for N = 1,000,000': 100,
};

/** The last solution of N = 14 in lexicographic order starts in column 14 (the mirror of #1, which starts in column 1). */
const INDEX_HASH = '#n=14&i=365596';
const ONE_QUEEN = '#n=14&q=0-0-0-0-0-0-5-0-0-0-0-0-0-0';

/** Runs `kind` in the page: dispatches the action, resolves the ms until `done` holds. */
function timeInPage(page, kind, arg) {
  return page.evaluate(({ kind, arg }) => {
    const q = (id) => document.querySelector(`[data-testid="${id}"]`);
    const queens = () => document.querySelectorAll('[data-testid="board"] [data-testid="queen"]').length;
    const field = (value) => {
      q('n-input').value = String(value);
      q('n-input').dispatchEvent(new Event('input', { bubbles: true }));
      q('n-show').click();
    };
    const counted = (total) => q('count-panel').dataset.state === 'done' && q('count-total').textContent.replaceAll(',', '') === total;
    const scenarios = {
      hint: [() => q('hint').click(), () => queens() === 2],
      count10: [() => field(10), () => counted('724')],
      count14: [() => q('count-start').click(), () => counted('365596')],
      slide: [() => {
        q('n-slider').value = String(arg);
        q('n-slider').dispatchEvent(new Event('input', { bubbles: true }));
      }, () => q('board')?.dataset.n === String(arg) && queens() === arg],
      lang: [() => {
        q('lang-switch').value = arg;
        q('lang-switch').dispatchEvent(new Event('change', { bubbles: true }));
      }, () => document.documentElement.lang.startsWith(arg)],
      // The visitor has typed the N (see oneRun): timed from Show.
      huge: [() => field(1000000), () => q('board-overview')?.dataset.n === '1000000'],
    };
    const [act, done] = scenarios[kind];
    return new Promise((resolve) => {
      const start = performance.now();
      let settled = false;
      const check = () => {
        if (settled || !done()) return;
        settled = true;
        seen.disconnect();
        resolve(performance.now() - start);
      };
      const seen = new MutationObserver(check);
      seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      act();
      check();
    });
  }, { kind, arg });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const pause = (page, ms) => page.waitForTimeout(ms);

/** Opening the index link: ms from navigation start to the 14 queens of solution #365,596. */
async function openIndexLink(env) {
  const { page, errors } = await env.openPage(INDEX_HASH, {
    initScript: () => {
      const shown = () => {
        const board = document.querySelector('[data-testid="board"][data-n="14"]');
        return board && board.querySelectorAll('[data-testid="queen"]').length === 14
          && board.querySelector('[data-testid="queen"][data-row="1"]')?.getAttribute('data-col') === '14';
      };
      new MutationObserver((_, obs) => {
        if (window.__shownAt === undefined && shown()) {
          window.__shownAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
  });
  await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__shownAt);
  return { page, errors, ms };
}

/** One run of every scenario, each on a fresh page; returns { label: ms }. */
async function oneRun(env) {
  const out = {};
  const close = async ({ page, errors }, label) => {
    if (errors.length) throw new Error(`${label}: console errors ${errors.join('; ')}`);
    await page.context().close();
  };
  let opened = await openIndexLink(env);
  out['open #n=14&i=365596'] = opened.ms;
  await close(opened, 'index link');

  opened = await env.openPage(ONE_QUEEN);
  out['Hint, N = 14, first click right after load'] = await timeInPage(opened.page, 'hint');
  await close(opened, 'hint cold');
  opened = await env.openPage(ONE_QUEEN);
  await pause(opened.page, 1500);
  out['Hint, N = 14, one queen placed'] = await timeInPage(opened.page, 'hint');
  await close(opened, 'hint');

  // The Count tab's panel is fetched the first time the tab is shown: show it first.
  opened = await env.openPage();
  await opened.page.getByTestId('tab-count').click();
  await opened.page.getByTestId('count-start').waitFor();
  await pause(opened.page, 500);
  out['Count at N = 10 (N typed, Show)'] = await timeInPage(opened.page, 'count10');
  await close(opened, 'count 10');

  opened = await env.openPage('#n=14');
  await opened.page.getByTestId('tab-count').click();
  await opened.page.getByTestId('count-start').waitFor();
  await pause(opened.page, 1500);
  out['Count at N = 14 (pool warm)'] = await timeInPage(opened.page, 'count14');
  await close(opened, 'count 14');

  opened = await env.openPage('#n=4');
  await pause(opened.page, 500);
  for (let n = 5; n <= 20; n++) {
    out[`slider ${n - 1}→${n}`] = await timeInPage(opened.page, 'slide', n);
    await pause(opened.page, 50);
  }
  out['language switch'] = await timeInPage(opened.page, 'lang', 'zh');
  await pause(opened.page, 100);
  const back = await timeInPage(opened.page, 'lang', 'en');
  out['language switch'] = Math.max(out['language switch'], back);
  await pause(opened.page, 100);
  // As a visitor types 1000000 digit by digit, an N above 2,000 fetches the overview ahead
  // (puzzles/queens/n-field.js `typing`): type its first five digits, then time Show.
  await opened.page.getByTestId('n-input').fill('10000');
  await pause(opened.page, 300);
  out['Show for N = 1,000,000'] = await timeInPage(opened.page, 'huge');
  await close(opened, 'slider, language, huge');
  return out;
}

/** RUNS runs; returns rows { label, target_ms, median_ms, runs } (slider: every step, and the slowest step's median). */
export async function interactionTable(env) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(env));
  const rows = Object.keys(runs[0]).map((label) => ({
    label, target_ms: TARGETS[label] ?? (label.startsWith('slider') ? 100 : null),
    median_ms: median(runs.map((r) => r[label])), runs: runs.map((r) => r[label]),
  }));
  const slides = rows.filter((r) => r.label.startsWith('slider '));
  const slowest = slides.reduce((a, b) => (b.median_ms > a.median_ms ? b : a));
  rows.push({ label: 'slider move 4→20 (slowest step)', target_ms: 100, median_ms: slowest.median_ms, runs: slowest.runs, step: slowest.label });
  return rows;
}

/** The table as text lines. */
export function formatInteractions(rows) {
  const lines = [`\nInteractions in the page (headless Chromium, median of ${RUNS} runs, action to DOM answer)`];
  lines.push(' action                                         target ms   median ms   met   runs');
  for (const r of rows) {
    const met = r.target_ms === null ? '' : r.median_ms <= r.target_ms ? 'yes' : 'NO';
    lines.push(`${(` ${r.label}${r.step ? ` (${r.step})` : ''}`).padEnd(48)} ${String(r.target_ms ?? '').padStart(9)} ${r.median_ms.toFixed(1).padStart(11)}   ${met.padEnd(4)}  ${r.runs.map((x) => x.toFixed(0)).join(' ')}`);
  }
  return lines;
}

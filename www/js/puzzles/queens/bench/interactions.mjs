// The N-Queens' rows of `make bench`'s interaction table (scripts/bench-interactions.mjs
// runs them, with its timer: action dispatched in the page, every DOM mutation re-checks
// the answer). Opening the index link is timed from navigation start (performance.now()
// at the answer, from an init script).

/** Issue 14's targets (ms). */
const TARGETS = {
  'open #n=14&i=365596': 1500,
  'Hint, N = 14, one queen placed': 100,
  'Hint, N = 14, first click right after load': 100,
  'Count at N = 10 (N typed, Show)': 300,
  'Count at N = 14 (pool warm)': 200,
  'slider move 4→20 (slowest step)': 100,
  'Show for N = 1,000,000': 100,
};

/** The last solution of N = 14 in lexicographic order starts in column 14 (the mirror of #1, which starts in column 1). */
const INDEX_HASH = '#n=14&i=365596';
const ONE_QUEEN = '#n=14&q=0-0-0-0-0-0-5-0-0-0-0-0-0-0';

/** In the page: the scenario `kind` (with `arg`) as [act, done]. */
function scenario({ kind, arg }) {
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
    // The visitor has typed the N (see oneRun): timed from Show.
    huge: [() => field(1000000), () => q('board-overview')?.dataset.n === '1000000'],
  };
  return scenarios[kind];
}

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
async function oneRun(env, { timeInPage, pause }) {
  const out = {};
  const time = (page, kind, arg) => timeInPage(page, scenario, { kind, arg });
  const close = async ({ page, errors }, label) => {
    if (errors.length) throw new Error(`${label}: console errors ${errors.join('; ')}`);
    await page.context().close();
  };
  let opened = await openIndexLink(env);
  out['open #n=14&i=365596'] = opened.ms;
  await close(opened, 'index link');

  opened = await env.openPage(ONE_QUEEN);
  out['Hint, N = 14, first click right after load'] = await time(opened.page, 'hint');
  await close(opened, 'hint cold');
  opened = await env.openPage(ONE_QUEEN);
  await pause(opened.page, 1500);
  out['Hint, N = 14, one queen placed'] = await time(opened.page, 'hint');
  await close(opened, 'hint');

  // The Count tab's panel is fetched the first time the tab is shown: show it first.
  opened = await env.openPage();
  await opened.page.getByTestId('tab-count').click();
  await opened.page.getByTestId('count-start').waitFor();
  await pause(opened.page, 500);
  out['Count at N = 10 (N typed, Show)'] = await time(opened.page, 'count10');
  await close(opened, 'count 10');

  opened = await env.openPage('#n=14');
  await opened.page.getByTestId('tab-count').click();
  await opened.page.getByTestId('count-start').waitFor();
  await pause(opened.page, 1500);
  out['Count at N = 14 (pool warm)'] = await time(opened.page, 'count14');
  await close(opened, 'count 14');

  opened = await env.openPage('#n=4');
  await pause(opened.page, 500);
  for (let n = 5; n <= 20; n++) {
    out[`slider ${n - 1}→${n}`] = await time(opened.page, 'slide', n);
    await pause(opened.page, 50);
  }
  // As a visitor types 1000000 digit by digit, an N above 2,000 fetches the overview ahead
  // (puzzles/queens/n-field.js `typing`): type its first five digits, then time Show.
  await opened.page.getByTestId('n-input').fill('10000');
  await pause(opened.page, 300);
  out['Show for N = 1,000,000'] = await time(opened.page, 'huge');
  await close(opened, 'slider, huge');
  return out;
}

/** The slowest slider step's median, as a row of its own (every step's target: 100 ms). */
function summarise(rows) {
  const slides = rows.filter((r) => r.label.startsWith('slider '));
  if (!slides.length) return [];
  const slowest = slides.reduce((a, b) => (b.median_ms > a.median_ms ? b : a));
  return [{ label: 'slider move 4→20 (slowest step)', target_ms: 100, median_ms: slowest.median_ms, runs: slowest.runs, step: slowest.label }];
}

/** The declaration (scripts/bench-puzzles.mjs `InteractionBench`). */
export const INTERACTIONS = {
  targets: TARGETS,
  scenarios: [...Object.keys(TARGETS).filter((l) => !l.startsWith('slider ')), 'slider 4→5 … 19→20'],
  target: (label) => (label.startsWith('slider') ? 100 : null),
  run: oneRun,
  summarise,
};

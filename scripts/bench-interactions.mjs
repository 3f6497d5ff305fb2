// The interaction table of `make bench` (not a test): for each user action, the median of
// RUNS runs in headless Chromium of the time from the action to the DOM showing its answer
// (measured in the page with performance.now(): the action is dispatched, then every DOM
// mutation re-checks the answer; painting is not included). The actions are the shell's
// (the language switch, on the default puzzle's page) and those the puzzles declare
// (PuzzleBench `interactions`, scripts/bench-puzzles.mjs), which time theirs with
// `timeInPage` here. Used by scripts/bench-page.mjs; figures and targets in
// docs/BENCHMARKS.md.

export const RUNS = 5;

/** The shell's targets (ms). */
const TARGETS = { 'language switch': 100 };

/** In the page: runs `scenario(arg)`'s act and resolves to the ms until its done holds. */
function measure(scenario, arg) {
  const [act, done] = scenario(arg);
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
}

/**
 * Times `scenario` in `page`: a self-contained function run in the page, `scenario(arg)` →
 * `[act, done]` (`arg` JSON), from `act()` until `done()` holds; resolves to the ms.
 */
export function timeInPage(page, scenario, arg = null) {
  return page.evaluate(`(${measure})(${scenario}, ${JSON.stringify(arg)})`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const pause = (page, ms) => page.waitForTimeout(ms);

/** In the page: switching the language to `lang`. */
function switchLanguage(lang) {
  const pick = document.querySelector('[data-testid="lang-switch"]');
  return [() => {
    pick.value = lang;
    pick.dispatchEvent(new Event('change', { bubbles: true }));
  }, () => document.documentElement.lang.startsWith(lang)];
}

/** The shell's run: the language switch there and back on the default page (the slower counts). */
async function shellRun(env) {
  const { page, errors } = await env.openPage();
  await pause(page, 500);
  const there = await timeInPage(page, switchLanguage, 'zh');
  await pause(page, 100);
  const back = await timeInPage(page, switchLanguage, 'en');
  if (errors.length) throw new Error(`language switch: console errors ${errors.join('; ')}`);
  await page.context().close();
  return { 'language switch': Math.max(there, back) };
}

/** The declared interactions of every puzzle, then the shell's. */
export function interactionParts(benches) {
  return [
    ...benches.filter((b) => b.interactions).map((b) => ({ who: b.id, ...b.interactions })),
    { who: 'shell', targets: TARGETS, scenarios: Object.keys(TARGETS), run: shellRun },
  ];
}

/** RUNS runs; returns rows { label, target_ms, median_ms, runs } (and each part's summary rows). */
export async function interactionTable(env, benches) {
  const parts = interactionParts(benches);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const out = {};
    for (const part of parts) Object.assign(out, await part.run(env, { timeInPage, pause }));
    runs.push(out);
  }
  const targetOf = (label) => {
    const part = parts.find((p) => label in p.targets) ?? parts.find((p) => p.target?.(label) != null);
    return part ? part.targets[label] ?? part.target(label) : null;
  };
  const rows = Object.keys(runs[0]).map((label) => ({
    label, target_ms: targetOf(label), median_ms: median(runs.map((r) => r[label])), runs: runs.map((r) => r[label]),
  }));
  return [...rows, ...parts.flatMap((p) => p.summarise?.(rows) ?? [])];
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

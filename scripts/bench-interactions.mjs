// The interaction table of `make bench` (not a test): for each user action, the median of
// RUNS runs in headless Chromium of the time from the action to the DOM showing its answer
// (measured in the page with performance.now(): the action is dispatched, then every DOM
// mutation re-checks the answer; painting is not included). The actions are the shell's
// (the language switch, on the default puzzle's page; the class view's grading of 200
// result links, its worker started by the click) and those the puzzles declare
// (PuzzleBench `interactions`, scripts/bench-puzzles.mjs), which time theirs with
// `timeInPage` here. Used by scripts/bench-page.mjs; figures and targets in
// docs/BENCHMARKS.md.

export const RUNS = 5;

/** The shell's targets (ms). */
const TARGETS = { 'language switch': 100, 'class view: 200 result links graded': 2000 };

/** How many result links the class view grades (a large class). */
const CLASS_SIZE = 200;

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

/** In the page: the class view's links pasted and graded, until every row is drawn. */
function gradeClass(links) {
  const input = document.querySelector('[data-testid="class-input"]');
  input.value = links.join('\n');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return [() => document.querySelector('[data-testid="class-grade"]').click(),
    () => document.querySelectorAll('[data-testid="class-row"]').length === links.length];
}

/** The class's links, made once (`makeClassLinks`); the long-task table grades them too. */
let classLinksMade = null;
export function classLinks() {
  classLinksMade ??= makeClassLinks();
  return classLinksMade;
}

/**
 * CLASS_SIZE result links of the first declared puzzle's "do the search yourself" exercise
 * (tests/e2e/declarations.js), each a whole run as the page writes it: the core's trace's
 * answers (its grading, in Node), a few of them wrong (each student's at other places),
 * and a name.
 */
async function makeClassLinks() {
  await import('../tests/unit/wasm-modules.js');
  const { declaredPairs } = await import('../tests/e2e/declarations.js');
  const { claimant, loadGrading } = await import('../www/js/puzzles/registry.js');
  const { answerToken } = await import('../www/js/exercise/answers.js');
  const [[, d]] = declaredPairs();
  const hash = `${d.exercise.lesson.replace(/&step=\d+/, '')}&ex=simulate`;
  const { wasm, grading } = await loadGrading(claimant(hash));
  const setup = grading.simulate(wasm.parse_link(hash));
  const right = setup.trace.actions(wasm.limits().answersMax).map((a) => answerToken(setup.rules.expected(a)));
  setup.trace.free();
  const wrong = (token) => (token === 'b' ? right.find((t) => t !== 'b') : 'b');
  return Array.from({ length: CLASS_SIZE }, (_, i) => {
    const ans = right.map((token, k) => ((k * 7 + i) % 11 === 0 ? wrong(token) : token));
    return `${hash}&ans=${ans.join('-')}&who=${encodeURIComponent(`Student ${i + 1}`)}`;
  });
}

/** The shell's run: the language switch there and back on the default page (the slower counts), the class view's grading. */
async function shellRun(env) {
  const { page, errors } = await env.openPage();
  await pause(page, 500);
  const there = await timeInPage(page, switchLanguage, 'zh');
  await pause(page, 100);
  const back = await timeInPage(page, switchLanguage, 'en');
  if (errors.length) throw new Error(`language switch: console errors ${errors.join('; ')}`);
  await page.context().close();
  const links = await classLinks();
  const opened = await env.openPage('#view=class');
  await opened.page.getByTestId('class-input').waitFor();
  await pause(opened.page, 300);
  const graded = await timeInPage(opened.page, gradeClass, links);
  if (opened.errors.length) throw new Error(`class view: console errors ${opened.errors.join('; ')}`);
  await opened.page.context().close();
  return { 'language switch': Math.max(there, back), 'class view: 200 result links graded': graded };
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

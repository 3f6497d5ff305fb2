//! The N-Queens' own helpers for its end-to-end tests: its board read as a tuple, a
//! solution checked from scratch, the gallery waited for and the rule exercise run.

/** The main board's queens as a 1-based column tuple (0 = empty row). */
export async function boardTuple(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const n = Number(board.dataset.n);
    const cols = new Array(n).fill(0);
    for (const q of board.querySelectorAll('[data-testid="queen"]')) {
      cols[Number(q.dataset.row) - 1] = Number(q.dataset.col);
    }
    return cols;
  });
}

/**
 * Waits until the main board shows all `n` queens: a solution-number link (`i=`) shows an
 * empty board until the module that numbers the solutions has loaded (after the first view).
 */
export async function waitForQueens(page, n) {
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="board"] [data-testid="queen"]').length === k, n);
}

/** True when `cols` (1-based, row 1 first) is an N-queens solution, checked from scratch. */
export function isValidSolution(cols) {
  const n = cols.length;
  if (!cols.every((c) => Number.isInteger(c) && c >= 1 && c <= n)) return false;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      if (cols[i] === cols[j]) return false;
      if (Math.abs(cols[i] - cols[j]) === j - i) return false;
    }
  }
  return true;
}

/**
 * Waits until the gallery has listed all its solutions and drawn the items in sight (the
 * list is virtual: items come from its worker a moment after the count).
 */
export async function waitForGallery(page) {
  await page.waitForSelector('[data-testid="gallery"][data-state="done"]', { timeout: 30_000 });
  await page.waitForFunction(() => {
    const count = document.querySelector('[data-testid="gallery-count"]')?.textContent ?? '';
    const drawn = document.querySelectorAll('[data-testid="gallery-item"]').length > 0;
    return !document.querySelector('.thumb-placeholder') && (count === '0' || drawn);
  }, null, { timeout: 30_000 });
}

/**
 * Runs the rule exercise with the conflict test `text` (types it, presses Run) and waits
 * until the run is done or the rule is reported broken.
 */
export async function runRule(page, text) {
  await page.getByTestId('rule-input').fill(text);
  await page.getByTestId('rule-run').click();
  await page.waitForFunction(() => {
    const panel = document.querySelector('[data-testid="exercise"]');
    const error = document.querySelector('[data-testid="rule-error"]');
    return panel?.dataset.state === 'done' || (error && !error.hidden);
  }, null, { timeout: 60_000 });
}

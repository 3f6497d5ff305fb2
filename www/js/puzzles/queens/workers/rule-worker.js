//! The rule exercise's worker (module worker): loads the rule module (www/pkg/queens_rule*,
//! the core's src/puzzles/queens/rule.rs behind src/puzzles/queens/wasm_rule.rs, a wasm module of its own) and runs the
//! textbook search with the student's conflict test, away from the page: a test that
//! accepts everything makes N = 10 search 10! placements, and the core stops each search at
//! its work budget (`rule-budget`). The page stops the worker when a new run starts.
//!
//! in:  { text, n, maxN, bad }: the rule, the exercise's N, the largest N counted, how many
//!      wrong solutions to list
//! out: { type: 'error', error: { code, pos, text } }      the rule cannot be read (`text`
//!                                                         as a message quotes it: lib/typed.js)
//!      { type: 'count', n, count, stopped }               N = 1 … maxN, one at a time
//!      { type: 'divergence', divergence }                 null when the traces agree
//!      { type: 'bad', bad: [{ cols, attack }] }           for the exercise's N
//!      { type: 'done' }

import init, {
  rule_bad_solutions, rule_check, rule_count, rule_divergence,
} from '../../../../pkg/queens_rule.js';
import { quoteTyped } from '../../../lib/typed.js';

const LINES = ['column', 'diagonal', 'anti-diagonal'];

/** A thrown rule error as `{ code, pos, text, count? }`, its text with invisible characters shown. */
function errorOf(err) {
  if (err && typeof err.code === 'string') {
    return {
      code: err.code, pos: err.pos ?? 0, text: quoteTyped(err.text ?? '', Infinity), count: err.count,
    };
  }
  return { code: 'failed', pos: 0, text: err instanceof Error ? err.message : String(err) };
}

/** The packed divergence of `rule_divergence` as data (src/puzzles/queens/wasm_rule.rs). */
function divergenceOf(d) {
  if (!d) return null;
  const [step, row, col, kind, row2, col2, line] = Array.from(d);
  return {
    step, row, col, kind: kind === 0 ? 'allowed' : 'refused', row2, col2, line: kind === 0 ? LINES[line] : null,
  };
}

/** The packed wrong solutions of `rule_bad_solutions` for N = `n` as data. */
function badOf(packed, n) {
  const bad = [];
  for (let i = 0; i + n + 5 <= packed.length; i += n + 5) {
    const [rowA, colA, rowB, colB, line] = packed.slice(i + n, i + n + 5);
    bad.push({
      cols: Array.from(packed.slice(i, i + n)),
      attack: {
        row_a: rowA, col_a: colA, row_b: rowB, col_b: colB, line: LINES[line],
      },
    });
  }
  return bad;
}

const ready = init({ module_or_path: new URL('../../../../pkg/queens_rule_bg.wasm', import.meta.url) });

self.addEventListener('message', async ({ data }) => {
  try {
    await ready;
    rule_check(data.text);
  } catch (err) {
    self.postMessage({ type: 'error', error: errorOf(err) });
    return;
  }
  try {
    for (let n = 1; n <= data.maxN; n += 1) {
      try {
        self.postMessage({ type: 'count', n, count: rule_count(data.text, n), stopped: false });
      } catch (err) {
        const e = errorOf(err);
        if (e.code !== 'rule-budget') throw err;
        self.postMessage({ type: 'count', n, count: e.count ?? 0, stopped: true });
      }
    }
    self.postMessage({ type: 'divergence', divergence: divergenceOf(rule_divergence(data.text, data.n)) });
    self.postMessage({ type: 'bad', bad: badOf(rule_bad_solutions(data.text, data.n, data.bad), data.n) });
    self.postMessage({ type: 'done' });
  } catch (err) {
    self.postMessage({ type: 'error', error: errorOf(err) });
  }
});

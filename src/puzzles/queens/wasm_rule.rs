//! The rule exercise's `#[wasm_bindgen]` facade (`ex=rule`, the crate's [`crate::rule`]),
//! built into a module of its own (the cargo feature `rule` without the default `page`,
//! into www/pkg/queens_rule*), which only the rule exercise's worker loads
//! (www/js/puzzles/queens/workers/rule-worker.js): the parser and evaluator would take the page's module
//! past its 80 KB budget. Conversions only.

use nqueens_wasm::facade::set;
use wasm_bindgen::prelude::*;

// The rule exercise (`ex=rule`, the crate's `rule` module). The student's rule crosses as
// text and is parsed again by each call (microseconds). An error crosses as an `Error`
// whose message is its code, with `code`, `pos` (the 1-based character position, 0 where
// none applies) and `text` (`rule::RuleError::text`: the name, token or operator as typed,
// the index of `rule-index`); a spent budget as `rule-budget` with `count`, the solutions
// found before it ran out; an N outside 1..=10 as `size-out-of-range`.

#[inline(never)]
fn rule_error_to_js(code: &str, pos: usize, text: &str) -> JsValue {
    let e: JsValue = JsError::new(code).into();
    set(&e, "code", JsValue::from_str(code));
    set(&e, "pos", JsValue::from_f64(pos as f64));
    set(&e, "text", JsValue::from_str(text));
    e
}

fn rule_parse_to_js(text: &str) -> Result<crate::rule::Rule, JsValue> {
    use nqueens_wasm::error::ErrorCode;
    crate::rule::Rule::parse(text).map_err(|e| rule_error_to_js(e.code(), e.pos(), &e.text()))
}

fn rule_run_to_js(e: crate::rule::RunError) -> JsValue {
    use crate::rule::RunError;
    use nqueens_wasm::error::ErrorCode;
    match e {
        RunError::Rule(e) => rule_error_to_js(e.code(), e.pos(), &e.text()),
        RunError::Size(e) => rule_error_to_js(e.code(), 0, ""),
        RunError::Budget { solutions } => {
            let e = rule_error_to_js("rule-budget", 0, "");
            set(&e, "count", JsValue::from_f64(solutions as f64));
            e
        }
    }
}

/// Checks a rule's text (at most 200 characters). Throws `{ code, pos, text }` (see above)
/// when it is not a rule: `rule-empty`, `rule-too-long`, `rule-unknown-name`,
/// `rule-unexpected`, `rule-end`, `rule-unclosed`, `rule-not-boolean`, `rule-type`,
/// `rule-bad-number`, `rule-too-deep`.
#[wasm_bindgen]
pub fn rule_check(text: &str) -> Result<(), JsValue> {
    rule_parse_to_js(text).map(|_| ())
}

/// The number of complete placements the textbook search finds on an N × N board (N 1..=10)
/// with the rule deciding conflicts, spending at most `budget` rule evaluations (default
/// 140,000,000, `limits::RULE_EVAL_BUDGET`, enough for any rule up to N = 8). Throws a
/// parse error (see `rule_check`), `rule-index` (with `pos` and the index as `text`),
/// `rule-budget` with `count`, or `size-out-of-range`.
#[wasm_bindgen]
pub fn rule_count(text: &str, n: u32, budget: Option<f64>) -> Result<f64, JsValue> {
    let rule = rule_parse_to_js(text)?;
    let budget = budget.map_or(crate::limits::RULE_EVAL_BUDGET, |b| b.max(0.0) as u64);
    let count = crate::rule::count_solutions(&rule, n as usize, budget).map_err(rule_run_to_js)?;
    Ok(count as f64)
}

/// The first step where the all-solutions search of N (1..=10) with the rule leaves the true
/// one, packed as 7 numbers: `[step, row, col, kind, row2, col2, line]`. The step is the
/// stepper's (all solutions), where the square (row, col) is tried. Kind 0: the rule allowed
/// it wrongly, and the queen at (row2, col2) attacks it along `line` (0 column, 1 diagonal, 2 anti-diagonal, as the page module's `AttackLine`);
/// kind 1: the rule refused it wrongly, blaming row2's queen at (row2, col2), and `line` is
/// -1. `undefined` when the traces agree to the end. Throws as `rule_count`, without
/// `rule-budget`.
#[wasm_bindgen]
pub fn rule_divergence(text: &str, n: u32) -> Result<Option<Vec<f64>>, JsValue> {
    use crate::rule::Verdict;
    let rule = rule_parse_to_js(text)?;
    let d = crate::rule::first_divergence(&rule, n as usize).map_err(rule_run_to_js)?;
    Ok(d.map(|d| {
        let (kind, row2, col2, line) = match d.verdict {
            Verdict::WronglyAllowed { attacker_row, attacker_col, line } => {
                (0.0, attacker_row, attacker_col, line as usize as f64)
            }
            Verdict::WronglyRefused { row, col } => (1.0, row, col, -1.0),
        };
        let at = [d.step as f64, d.row as f64, d.col as f64];
        [at[0], at[1], at[2], kind, row2 as f64, col2 as f64, line].to_vec()
    }))
}

/// The first `max` (at most 10) complete placements of N (1..=10) the rule accepts that are
/// not solutions, in search order, flat: N + 5 numbers each, the N columns (1-based, row 1
/// first) then one attacking pair `row_a, col_a, row_b, col_b, line` (0 column, 1 diagonal, 2 anti-diagonal, as the page module's `AttackLine`).
/// Fewer when there are fewer, or when the default budget runs out first (never for
/// N ≤ 8). Throws as `rule_divergence`.
#[wasm_bindgen]
pub fn rule_bad_solutions(text: &str, n: u32, max: u32) -> Result<Vec<u32>, JsValue> {
    let rule = rule_parse_to_js(text)?;
    let budget = crate::limits::RULE_EVAL_BUDGET;
    let bad = crate::rule::bad_solutions(&rule, n as usize, max as usize, budget)
        .map_err(rule_run_to_js)?;
    let mut out = Vec::new();
    for b in bad {
        let a = b.attack;
        out.extend(b.cols.iter().map(|&c| c as u32));
        out.extend([a.row_a, a.col_a, a.row_b, a.col_b, a.line as usize].map(|x| x as u32));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_words_every_rule_code_in_english_and_chinese_and_no_other() {
        // www/js/lib/errors.js words a rule error by `ruleerr.<code>` (the queens' exercise
        // strings, www/js/puzzles/queens/exercise-strings.js, one entry per language): the
        // parse and evaluation codes, the spent budget, a size out of range, and the
        // worker's own `failed`.
        use nqueens_wasm::link::checks;
        let strings = include_str!("../../../www/js/puzzles/queens/exercise-strings.js");
        let codes = crate::rule::RuleError::CODES;
        let all: Vec<&str> =
            codes.into_iter().chain(["rule-budget", "size-out-of-range", "failed"]).collect();
        let want = checks::twice(&all);
        assert_eq!(checks::worded(strings, "ruleerr."), want, "each code once in each language");
    }

    #[test]
    fn the_rule_facade_packs_the_issues_figures() {
        // Issue 22: `x[j] = x[k]` finds 8! at N = 8 and leaves the true trace at step 3, on
        // (2,2), which (1,1) attacks on the diagonal.
        assert_eq!(rule_count("x[j] = x[k]", 8, None), Ok(40_320.0));
        let d = rule_divergence("x[j] = x[k]", 8).unwrap().unwrap();
        assert_eq!(d, [3.0, 2.0, 2.0, 0.0, 1.0, 1.0, 1.0]);
        assert_eq!(rule_divergence("x[j] = x[k] or |x[j] - x[k]| = |k - j|", 6), Ok(None));
        // N = 4, the first wrong solution: 1 2 3 4, (1,1) and (2,2) on the diagonal.
        let bad = rule_bad_solutions("x[j] = x[k]", 4, 2).unwrap();
        assert_eq!(bad.len(), 2 * (4 + 5));
        assert_eq!(bad[..9], [1, 2, 3, 4, 1, 1, 2, 2, 1]);
    }
}

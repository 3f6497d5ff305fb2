//! Property tests of the rule exercise's parser and search: whatever the student types (any
//! string up to the 200-character limit, or a jumble of the grammar's own tokens), parsing
//! returns a rule or a typed error whose position lies within the text (one past its end at
//! most), and running a rule that parses returns a count, a divergence or a typed error,
//! never a panic.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::error::ErrorCode;
use proptest::prelude::*;
use queens::rule::{self, Rule, RuleError};

/// Text built from the grammar's pieces, so that most of it gets past the lexer.
fn grammar_soup() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "x", "[", "]", "(", ")", "|", "||", "&&", "!", "j", "k", "n", "1", "0", "12", "+", "-",
        "*", "=", "==", "<>", "!=", "≠", "<", "<=", "≤", ">", ">=", "≥", "and", "or", "not", "abs",
        "true", "false", " ", "y", "2x", "ｘ", "−",
    ]);
    prop::collection::vec(piece, 0..60).prop_map(|v| v.concat())
}

fn check_parse(text: &str) -> Option<Rule> {
    let chars = text.chars().count();
    match Rule::parse(text) {
        Ok(r) => Some(r),
        Err(e) => {
            assert!(RuleError::CODES.contains(&e.code()), "{e:?}");
            assert!(e.pos() >= 1 && e.pos() <= chars.max(200) + 1, "{text:?}: {e:?}");
            assert!(!matches!(e, RuleError::Index { .. }), "parsing never evaluates");
            None
        }
    }
}

proptest! {
    #[test]
    fn any_text_up_to_200_characters_parses_or_gives_a_positioned_code(
        text in "\\PC{0,200}"
    ) {
        check_parse(&text);
    }

    #[test]
    fn a_jumble_of_grammar_tokens_parses_or_gives_a_code_and_runs_without_panicking(
        text in grammar_soup(), n in 1usize..=6
    ) {
        if let Some(r) = check_parse(&text) {
            match rule::count_solutions(&r, n, 20_000) {
                Ok(_) | Err(rule::RunError::Budget { .. }) => {}
                Err(e) => prop_assert_eq!(e.code(), "rule-index"),
            }
            let _ = rule::first_divergence(&r, n.min(5));
            let _ = rule::bad_solutions(&r, n, 3, 20_000);
        }
    }
}

#[test]
fn nesting_to_the_depth_limit_parses_and_runs_and_deeper_is_a_code() {
    use queens::limits::{RULE_EVAL_BUDGET, RULE_MAX_DEPTH};
    let d = RULE_MAX_DEPTH;
    let mixed = format!("{}j = k{}", "(|".repeat(d / 2), "|)".repeat(d / 2));
    assert_eq!(Rule::parse(&mixed).unwrap_err().code(), "rule-type", "|bool| is still a number");
    for text in [
        format!("{}j{} < k", "(|-".repeat(d / 3), "|)".repeat(d / 3)),
        // `x[…]` is a level too.
        format!("{}x[j] = x[k]", "not not ".repeat(d / 2 - 1)),
        format!("{}x[j] = x[k]{}", "(".repeat(d - 1), ")".repeat(d - 1)),
        // A 200-character chain is a left-deep tree of 100 levels, evaluated by recursion.
        format!("x[j] = x[k]{}", " + 0".repeat(47)),
    ] {
        let r = Rule::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(rule::count_solutions(&r, 6, RULE_EVAL_BUDGET).is_ok(), "{text}");
    }
    for text in
        ["(".repeat(200), "|".repeat(200), "-".repeat(200), "x[".repeat(100), "!".repeat(200)]
    {
        assert_eq!(Rule::parse(&text).unwrap_err().code(), "rule-too-deep", "{text}");
    }
}

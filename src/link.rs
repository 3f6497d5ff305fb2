//! The share-link fragment: what comes after `#` in the page's URL.
//!
//! - `n=8` opens the page at N = 8 with the first solution.
//! - `n=8&q=1-5-8-6-3-7-2-4` opens that solution: 1-based columns, row 1 first.
//! - `n=8&step=40` opens the stepper (all solutions) at step 40.
//!
//! Parameters are `key=value` joined by `&`, each key at most once. Numbers are plain
//! decimal digits. Anything else is a [`LinkError`] whose message says what is wrong.

use crate::board::{attack_line, Line};
use std::fmt;

/// The largest N a link may give: the page's slider range is 1..=MAX_N.
pub const MAX_N: usize = 20;
/// The N of an empty fragment.
pub const DEFAULT_N: usize = 8;

/// A parsed link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// Board size, 1..=[`MAX_N`].
    pub n: usize,
    /// A solution: N 1-based columns, row 1 first.
    pub q: Option<Vec<usize>>,
    /// A step of the all-solutions search (0 = the start).
    pub step: Option<u64>,
}

impl Link {
    /// A link to a board size alone.
    pub fn size(n: usize) -> Self {
        Self { n, q: None, step: None }
    }
}

/// Why a fragment is not a valid link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A parameter other than `n`, `q` and `step`.
    UnknownKey(String),
    /// The same parameter twice.
    RepeatedKey(String),
    /// A parameter without `=value`, or an empty one (doubled or trailing `&`).
    Malformed(String),
    /// A value that is not a plain decimal number.
    NotANumber { key: &'static str, value: String },
    /// N outside 1..=[`MAX_N`].
    NOutOfRange(String),
    /// `q` lists a number of columns other than N.
    WrongColumnCount { n: usize, got: usize },
    /// A column outside 1..=N.
    ColumnOutOfRange { row: usize, col: String, n: usize },
    /// Two rows with the same column.
    RepeatedColumn { col: usize, row_a: usize, row_b: usize },
    /// Two queens on one diagonal or anti-diagonal.
    Attack { row_a: usize, col_a: usize, row_b: usize, col_b: usize, line: Line },
    /// Both `q` and `step`.
    SolutionAndStep,
}

/// At most this many characters of a value are quoted back in a message.
const QUOTE_MAX: usize = 24;

/// A value as quoted in a message: control characters dropped, long values cut with `…`.
fn quote(s: &str) -> String {
    let clean: String = s.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() > QUOTE_MAX {
        let cut: String = clean.chars().take(QUOTE_MAX).collect();
        format!("{cut}…")
    } else {
        clean
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::UnknownKey(k) => write!(
                f,
                "The link has an unknown parameter \u{201c}{}\u{201d}; it understands n, q and step.",
                quote(k)
            ),
            LinkError::RepeatedKey(k) => {
                write!(f, "The link gives the parameter \u{201c}{}\u{201d} more than once.", quote(k))
            }
            LinkError::Malformed(p) if p.is_empty() => {
                f.write_str("The link has an empty parameter (a doubled or trailing \u{201c}&\u{201d}).")
            }
            LinkError::Malformed(p) => write!(
                f,
                "The link parameter \u{201c}{}\u{201d} has no value; write it as key=value.",
                quote(p)
            ),
            LinkError::NotANumber { key, value } => write!(
                f,
                "The link's {key} must be a whole number written with digits, not \u{201c}{}\u{201d}.",
                quote(value)
            ),
            LinkError::NOutOfRange(v) => {
                write!(f, "The link's N must be from 1 to {MAX_N}, not {}.", quote(v))
            }
            LinkError::WrongColumnCount { n, got } => write!(
                f,
                "The link's solution lists {got} column{} but N is {n}: it needs one column per row.",
                if *got == 1 { "" } else { "s" }
            ),
            LinkError::ColumnOutOfRange { row, col, n } => write!(
                f,
                "The link puts the queen of row {row} in column {}, but columns run from 1 to {n}.",
                quote(col)
            ),
            LinkError::RepeatedColumn { col, row_a, row_b } => write!(
                f,
                "The link puts the queens of rows {row_a} and {row_b} both in column {col}, so they attack each other."
            ),
            LinkError::Attack { row_a, col_a, row_b, col_b, line } => write!(
                f,
                "The link's queens at ({row_a},{col_a}) and ({row_b},{col_b}) share a{} {line}, so they attack each other.",
                if *line == Line::AntiDiagonal { "n" } else { "" }
            ),
            LinkError::SolutionAndStep => {
                f.write_str("The link gives both a solution (q) and a step; it can give only one.")
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// Parses a decimal number of at most 19 digits (no sign, no spaces, no hex).
fn number(key: &'static str, value: &str) -> Result<u64, LinkError> {
    if value.is_empty() || value.len() > 19 || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LinkError::NotANumber { key, value: value.to_string() });
    }
    value.parse().map_err(|_| LinkError::NotANumber { key, value: value.to_string() })
}

/// Parses a fragment, with or without its leading `#`. An empty fragment is `n=8`.
/// Without `n`, N is the length of `q`, or 8.
///
/// # Errors
/// A [`LinkError`] naming the first thing wrong, checked in this order: the parameters'
/// shape, unknown or repeated keys, numbers, N's range, then the solution's column count,
/// range, repeated columns and attacks (the first attacking pair in row order).
pub fn parse(fragment: &str) -> Result<Link, LinkError> {
    let body = fragment.strip_prefix('#').unwrap_or(fragment);
    let (mut n, mut q, mut step) = (None, None, None);
    if !body.is_empty() {
        for part in body.split('&') {
            let (key, value) =
                part.split_once('=').ok_or_else(|| LinkError::Malformed(part.to_string()))?;
            let slot = match key {
                "n" => &mut n,
                "q" => &mut q,
                "step" => &mut step,
                _ => return Err(LinkError::UnknownKey(key.to_string())),
            };
            if slot.replace(value).is_some() {
                return Err(LinkError::RepeatedKey(key.to_string()));
            }
        }
    }
    if q.is_some() && step.is_some() {
        return Err(LinkError::SolutionAndStep);
    }
    let cols = q.map(parse_cols).transpose()?;
    let n = match n {
        Some(v) => {
            let n = number("N", v)?;
            if !(1..=MAX_N as u64).contains(&n) {
                return Err(LinkError::NOutOfRange(v.to_string()));
            }
            n as usize
        }
        None => match &cols {
            Some(c) if (1..=MAX_N).contains(&c.len()) => c.len(),
            Some(c) => return Err(LinkError::NOutOfRange(c.len().to_string())),
            None => DEFAULT_N,
        },
    };
    if let Some(cols) = &cols {
        check_solution(n, cols)?;
    }
    let step = step.map(|v| number("step", v)).transpose()?;
    Ok(Link { n, q: cols, step })
}

/// Splits `q` into numbers; an empty part (doubled or trailing `-`) is not a number.
fn parse_cols(q: &str) -> Result<Vec<usize>, LinkError> {
    q.split('-').map(|c| number("q", c).map(|v| v.min(u64::from(u32::MAX)) as usize)).collect()
}

/// Checks that `cols` is a full solution on an N × N board.
fn check_solution(n: usize, cols: &[usize]) -> Result<(), LinkError> {
    if cols.len() != n {
        return Err(LinkError::WrongColumnCount { n, got: cols.len() });
    }
    for (i, &c) in cols.iter().enumerate() {
        if !(1..=n).contains(&c) {
            return Err(LinkError::ColumnOutOfRange { row: i + 1, col: c.to_string(), n });
        }
    }
    for b in 0..n {
        for a in 0..b {
            match attack_line(a + 1, cols[a], b + 1, cols[b]) {
                Some(Line::Column) => {
                    return Err(LinkError::RepeatedColumn {
                        col: cols[a],
                        row_a: a + 1,
                        row_b: b + 1,
                    })
                }
                Some(line) => {
                    return Err(LinkError::Attack {
                        row_a: a + 1,
                        col_a: cols[a],
                        row_b: b + 1,
                        col_b: cols[b],
                        line,
                    })
                }
                None => {}
            }
        }
    }
    Ok(())
}

/// Formats a link as a fragment without `#`: `n=8`, `n=8&q=1-5-8-6-3-7-2-4` or
/// `n=8&step=40`. [`parse`] reads it back to the same [`Link`].
pub fn format(link: &Link) -> String {
    let mut s = format!("n={}", link.n);
    if let Some(q) = &link.q {
        let cols: Vec<String> = q.iter().map(|c| c.to_string()).collect();
        s.push_str("&q=");
        s.push_str(&cols.join("-"));
    }
    if let Some(step) = link.step {
        s.push_str(&format!("&step={step}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> LinkError {
        parse(s).unwrap_err()
    }

    #[test]
    fn solution_link_parses_and_formats_back() {
        let l = parse("#n=8&q=1-5-8-6-3-7-2-4").unwrap();
        assert_eq!(l, Link { n: 8, q: Some(vec![1, 5, 8, 6, 3, 7, 2, 4]), step: None });
        assert_eq!(format(&l), "n=8&q=1-5-8-6-3-7-2-4");
    }

    #[test]
    fn size_and_step_links_round_trip() {
        for s in ["n=8", "n=1", "n=20", "n=6&step=40", "n=8&step=0"] {
            assert_eq!(format(&parse(s).unwrap()), s);
        }
        assert_eq!(parse("n=6&step=40").unwrap().step, Some(40));
    }

    #[test]
    fn empty_fragment_is_the_default_size() {
        assert_eq!(parse("").unwrap(), Link::size(8));
        assert_eq!(parse("#").unwrap(), Link::size(8));
    }

    #[test]
    fn n_is_taken_from_q_when_missing() {
        assert_eq!(parse("q=2-4-1-3").unwrap().n, 4);
    }

    #[test]
    fn unknown_key_is_an_error() {
        assert_eq!(err("n=8&foo=1"), LinkError::UnknownKey("foo".into()));
        assert!(err("foo=1").to_string().contains("unknown parameter \u{201c}foo\u{201d}"));
    }

    #[test]
    fn repeated_key_is_an_error() {
        assert_eq!(err("n=8&n=6"), LinkError::RepeatedKey("n".into()));
    }

    #[test]
    fn empty_or_valueless_parameter_is_an_error() {
        assert_eq!(err("n=8&&q=1"), LinkError::Malformed(String::new()));
        assert_eq!(err("n=8&"), LinkError::Malformed(String::new()));
        assert_eq!(err("n"), LinkError::Malformed("n".into()));
    }

    #[test]
    fn n_that_is_not_digits_is_an_error() {
        for v in ["-1", "2.5", "0x8", "NaN", "", " 8", "+8", "99999999999999999999"] {
            assert!(
                matches!(err(&format!("n={v}")), LinkError::NotANumber { key: "N", .. }),
                "{v}"
            );
        }
    }

    #[test]
    fn n_out_of_range_is_an_error() {
        assert_eq!(err("n=0"), LinkError::NOutOfRange("0".into()));
        assert_eq!(err("n=21"), LinkError::NOutOfRange("21".into()));
        assert_eq!(err("n=21").to_string(), "The link's N must be from 1 to 20, not 21.");
    }

    #[test]
    fn wrong_number_of_columns_is_an_error() {
        assert_eq!(err("n=8&q=1-5-8"), LinkError::WrongColumnCount { n: 8, got: 3 });
    }

    #[test]
    fn column_out_of_range_is_an_error() {
        assert_eq!(
            err("n=4&q=2-4-1-5"),
            LinkError::ColumnOutOfRange { row: 4, col: "5".into(), n: 4 }
        );
        assert_eq!(
            err("n=4&q=0-4-1-3"),
            LinkError::ColumnOutOfRange { row: 1, col: "0".into(), n: 4 }
        );
    }

    #[test]
    fn repeated_column_is_an_error() {
        assert_eq!(
            err("n=8&q=1-1-1-1-1-1-1-1"),
            LinkError::RepeatedColumn { col: 1, row_a: 1, row_b: 2 }
        );
    }

    #[test]
    fn attacking_queens_are_an_error_that_names_them() {
        // REFERENCE.md: (3,4) shares a diagonal with (2,3).
        let e = err("n=8&q=1-3-4-6-8-2-5-7");
        assert_eq!(
            e,
            LinkError::Attack { row_a: 2, col_a: 3, row_b: 3, col_b: 4, line: Line::Diagonal }
        );
        assert_eq!(
            e.to_string(),
            "The link's queens at (2,3) and (3,4) share a diagonal, so they attack each other."
        );
        assert!(matches!(err("n=4&q=2-1-4-3"), LinkError::Attack { line: Line::AntiDiagonal, .. }));
    }

    #[test]
    fn bad_column_text_and_doubled_separators_are_errors() {
        assert!(matches!(err("n=4&q=2--4-1"), LinkError::NotANumber { key: "q", .. }));
        assert!(matches!(err("n=4&q=2-4-1-3-"), LinkError::NotANumber { key: "q", .. }));
    }

    #[test]
    fn bad_step_and_step_with_solution_are_errors() {
        assert!(matches!(err("n=8&step=x"), LinkError::NotANumber { key: "step", .. }));
        assert_eq!(err("n=4&q=2-4-1-3&step=3"), LinkError::SolutionAndStep);
    }

    #[test]
    fn long_hostile_values_are_cut_in_messages() {
        let v = "<img src=x onerror=alert(1)>".repeat(4000);
        let msg = err(&format!("n={v}")).to_string();
        assert!(msg.len() < 200, "{}", msg.len());
        assert!(msg.contains('…'));
    }
}

//! The combinations' part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=combinations&n=5&r=3` (the numbers 1…n, the size r of a
//! combination, 1 ≤ r ≤ n ≤ 9, checked by [`crate::Instance::new`]; `puzzle=combinations`
//! alone is that textbook instance), `bound=0` for the search without the bound
//! x[t] ≤ n − r + t (`bound=1`, the default, is not written), with `&step=…` for a step of
//! its search and the simulate exercise `ex=simulate` (with the shared `ans`). The procedure
//! has the recursive form only (no `tmpl=iterative`). Anything wrong is a shared error or a
//! [`CombinationsError`].

use crate::limits::COMB_MAX_N;
use crate::{Instance, InstanceError};
use nqueens_wasm::link::instance::{InstanceKeys, InstancePart, Simulate};
use nqueens_wasm::link::{self, number, push_decimal, quote, Keys, LinkError};

/// The combinations' part of a link: the instance, a step, the simulate exercise (the
/// student chooses each value of x as the search does).
pub type Combinations = InstancePart<Instance>;

/// The combinations' exercise, with a result link's answers.
pub type Exercise = Simulate<CombinationsError>;

/// A combinations link.
pub type Link = link::Link<Combinations>;

nqueens_wasm::link_errors! {
    /// Why the combinations' keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum CombinationsError {
        /// A combinations link with one of `n`, `r` but not `key`.
        CombMissing { key: &'static str },
        /// `key` (`n` or `r`) is not digits.
        CombNotANumber { key: &'static str, value: String },
        /// n is 0 or above [`COMB_MAX_N`].
        CombNRange { value: String, max: usize },
        /// r is 0 or above n.
        CombRRange { value: String, n: usize },
        /// `bound` is neither `0` nor `1`.
        CombBoundValue { value: String },
    }
}

/// A combinations link error: a shared one or a [`CombinationsError`].
pub type Error = LinkError<CombinationsError>;

/// The parse of a combinations link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the combinations'.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a combinations link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Instance {
    const NAME: &'static str = "combinations";
    const KEYS: &'static [&'static str] = &["n", "r", "bound"];
    const TABS: &'static [&'static str] = &["lesson"];
    type Error = CombinationsError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        let bound = match keys.get("bound") {
            None | Some("1") => true,
            Some("0") => false,
            Some(v) => {
                return Err(LinkError::Puzzle(CombinationsError::CombBoundValue {
                    value: quote(v),
                }))
            }
        };
        match keys.all_or_none(["n", "r"]) {
            Ok(None) => Ok(Instance::textbook().with_bound(bound)),
            Ok(Some([n, r])) => instance(n, r, bound),
            Err(key) => Err(LinkError::Puzzle(CombinationsError::CombMissing { key })),
        }
    }

    fn format(&self, s: &mut String) {
        s.push_str("n=");
        push_decimal(s, self.n() as u64);
        s.push_str("&r=");
        push_decimal(s, self.r() as u64);
        if !self.bound() {
            s.push_str("&bound=0");
        }
    }
}

/// The combinations' `n` and `r` as an [`Instance`]; its errors as link errors, quoting
/// the numbers as typed.
#[inline(never)]
fn instance(n: &str, r: &str, bound: bool) -> Result<Instance, Error> {
    use CombinationsError as E;
    let read = |key: &'static str, v: &str| {
        number(key, v).map_err(|_| LinkError::Puzzle(E::CombNotANumber { key, value: quote(v) }))
    };
    // A number too large for usize is out of range all the same.
    let wide = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
    let (nv, rv) = (wide(read("n", n)?), wide(read("r", r)?));
    Instance::new(nv, rv, bound).map_err(|e| {
        LinkError::Puzzle(match e {
            InstanceError::N { .. } => E::CombNRange { value: quote(n), max: COMB_MAX_N },
            InstanceError::R { n, .. } => E::CombRRange { value: quote(r), n },
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::checks;

    fn err(s: &str) -> Error {
        checks::error::<Combinations>(s)
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<Combinations>(s)
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Combinations>(include_str!("tests/links.golden"));
    }

    #[test]
    fn combinations_links_carry_n_r_and_the_bound_and_bad_ones_say_which_key() {
        let l = parse("#puzzle=combinations&n=5&r=3&step=8").unwrap().puzzle;
        assert_eq!((l.instance, l.step), (Instance::textbook(), Some(8)));
        assert_eq!(parse("puzzle=combinations").unwrap().puzzle.instance, Instance::textbook());
        let l = parse("puzzle=combinations&n=4&r=2&bound=0").unwrap();
        assert!(!l.puzzle.instance.bound());
        assert_eq!(format(&l), "puzzle=combinations&n=4&r=2&bound=0");
        let l = parse("puzzle=combinations&n=4&r=2&bound=1").unwrap();
        assert_eq!(format(&l), "puzzle=combinations&n=4&r=2");
        assert_eq!(
            parts("puzzle=combinations&n=5&r=6"),
            ("comb-r-range", r#"value=Text("6") n=Number(5)"#.into())
        );
        assert_eq!(
            parts("puzzle=combinations&n=10&r=3"),
            ("comb-n-range", r#"value=Text("10") max=Number(9)"#.into())
        );
        assert_eq!(parts("puzzle=combinations&n=99999999999999999999999&r=3").0, "comb-n-range");
        assert_eq!(
            err("puzzle=combinations&r=3"),
            LinkError::Puzzle(CombinationsError::CombMissing { key: "n" })
        );
        // Another puzzle's keys and exercises are not the combinations'.
        assert_eq!(err("puzzle=combinations&w=3").code(), "unknown-key");
        assert_eq!(err("puzzle=combinations&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=combinations&ans=1").code(), "option-without-exercise");
        assert_eq!(err("puzzle=combinations&tmpl=iterative").code(), "unknown-template");
    }

    #[test]
    fn each_combinations_code_is_reachable_and_worded_in_english_and_chinese() {
        let cases = [
            ("puzzle=combinations&n=5", "comb-missing"),
            ("puzzle=combinations&n=five&r=3", "comb-not-a-number"),
            ("puzzle=combinations&n=0&r=1", "comb-n-range"),
            ("puzzle=combinations&n=5&r=0", "comb-r-range"),
            ("puzzle=combinations&bound=yes", "comb-bound-value"),
        ];
        let strings = include_str!("../../../www/js/puzzles/combinations/strings.js");
        checks::codes_reached_and_worded::<Combinations>(&cases, strings);
    }
}

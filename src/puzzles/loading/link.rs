//! The loading problem's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=loading&w=10-40-40&c1=50&c2=50` (the containers' weights in
//! order, joined by `-`, and the two ships' capacities: positive integers with Σw ≤ c1 + c2,
//! checked by [`crate::Instance::new`]; `puzzle=loading` alone is that textbook instance),
//! with `&step=…` for a step of its search and the simulate exercise `ex=simulate` (with the
//! shared `ans`). The procedure has the recursive form only (no `tmpl=iterative`). Anything
//! wrong is a shared error or a [`LoadingError`].

use crate::limits::{LOAD_MAX_CAPACITY, LOAD_MAX_ITEMS, LOAD_MAX_WEIGHT};
use crate::{Instance, InstanceError};
use nqueens_wasm::link::instance::{InstanceKeys, InstancePart, Simulate};
use nqueens_wasm::link::{
    self, list_item, push_decimal, push_list, quote, signed_list, signed_number, BadNumber, Keys,
    LinkError,
};

/// The loading problem's part of a link: the instance, a step, the simulate exercise (the
/// student loads or leaves off each container as the search does).
pub type Loading = InstancePart<Instance>;

/// The loading problem's exercise, with a result link's answers.
pub type Exercise = Simulate<LoadingError>;

/// A loading link.
pub type Link = link::Link<Loading>;

nqueens_wasm::link_errors! {
    /// Why the loading problem's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum LoadingError {
        /// A loading link with some of `w`, `c1`, `c2` but not `key`.
        LoadMissing { key: &'static str },
        /// Container `item`'s (1-based) weight is not digits.
        LoadWeightNotANumber { item: usize, value: String },
        /// Container `item`'s weight is negative (`-40`).
        LoadWeightNegative { item: usize, value: String },
        /// Container `item`'s weight is 0 or above its largest (`max`).
        LoadWeightRange { item: usize, value: String, max: u64 },
        /// The capacity `key` (`c1` or `c2`) is not digits.
        LoadCapacityNotANumber { key: &'static str, value: String },
        /// The capacity `key` is negative.
        LoadCapacityNegative { key: &'static str, value: String },
        /// The capacity `key` is 0 or above [`LOAD_MAX_CAPACITY`].
        LoadCapacityRange { key: &'static str, value: String, max: u64 },
        /// No containers, or more than [`LOAD_MAX_ITEMS`].
        LoadItemCount { got: usize, max: usize },
        /// The containers weigh `total`, more than c1 + c2 = `room`.
        LoadTooHeavy { total: u64, room: u64 },
    }
}

/// A loading link error: a shared one or a [`LoadingError`].
pub type Error = LinkError<LoadingError>;

/// The parse of a loading link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the loading problem's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a loading link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Instance {
    const NAME: &'static str = "loading";
    const KEYS: &'static [&'static str] = &["w", "c1", "c2"];
    const TABS: &'static [&'static str] = &["lesson"];
    type Error = LoadingError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        match keys.all_or_none(["w", "c1", "c2"]) {
            Ok(None) => Ok(Instance::textbook()),
            Ok(Some([w, c1, c2])) => instance(w, c1, c2),
            Err(key) => Err(LinkError::Puzzle(LoadingError::LoadMissing { key })),
        }
    }

    fn format(&self, s: &mut String) {
        let weights: Vec<usize> = self.weights().iter().map(|&x| x as usize).collect();
        push_list(s, "w=", &weights);
        s.push_str("&c1=");
        push_decimal(s, self.c1());
        s.push_str("&c2=");
        push_decimal(s, self.c2());
    }
}

/// A capacity `key` (`c1` or `c2`) as digits; negative and non-numbers as its errors.
#[inline(never)]
fn capacity(key: &'static str, c: &str) -> Result<u64, Error> {
    signed_number(c).map_err(|BadNumber { value, negative, .. }| {
        LinkError::Puzzle(if negative {
            LoadingError::LoadCapacityNegative { key, value }
        } else {
            LoadingError::LoadCapacityNotANumber { key, value }
        })
    })
}

/// The loading problem's `w`, `c1`, `c2` as an [`Instance`]; its errors as link errors,
/// quoting the numbers as typed.
#[inline(never)]
fn instance(w: &str, c1: &str, c2: &str) -> Result<Instance, Error> {
    use LoadingError as E;
    let list = signed_list(w).map_err(|BadNumber { item, value, negative }| {
        LinkError::Puzzle(if negative {
            E::LoadWeightNegative { item, value }
        } else {
            E::LoadWeightNotANumber { item, value }
        })
    })?;
    let (cap1, cap2) = (capacity("c1", c1)?, capacity("c2", c2)?);
    Instance::new(&list, cap1, cap2).map_err(|e| {
        LinkError::Puzzle(match e {
            InstanceError::ItemCount { got } => E::LoadItemCount { got, max: LOAD_MAX_ITEMS },
            InstanceError::Weight { item, .. } => {
                E::LoadWeightRange { item, value: list_item(w, item), max: LOAD_MAX_WEIGHT }
            }
            InstanceError::Capacity { ship, .. } => {
                let (key, typed) = if ship == 1 { ("c1", c1) } else { ("c2", c2) };
                E::LoadCapacityRange { key, value: quote(typed), max: LOAD_MAX_CAPACITY }
            }
            InstanceError::TooHeavy { total, room } => E::LoadTooHeavy { total, room },
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::checks;

    fn err(s: &str) -> Error {
        checks::error::<Loading>(s)
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<Loading>(s)
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Loading>(include_str!("tests/links.golden"));
    }

    #[test]
    fn loading_links_carry_the_instance_and_bad_instances_say_which_container_or_ship() {
        let l = parse("#puzzle=loading&w=10-40-40&c1=50&c2=50&step=8").unwrap().puzzle;
        assert_eq!((l.instance, l.step), (Instance::textbook(), Some(8)));
        assert_eq!(parse("puzzle=loading").unwrap().puzzle.instance, Instance::textbook());
        let l = parse("puzzle=loading&w=20-40-40&c1=50&c2=50").unwrap();
        assert_eq!(format(&l), "puzzle=loading&w=20-40-40&c1=50&c2=50");
        let neg = parts("puzzle=loading&w=10--40-40&c1=50&c2=50");
        assert_eq!(neg, ("load-weight-negative", r#"item=Number(2) value=Text("-40")"#.into()));
        assert_eq!(
            parts("puzzle=loading&w=10-40-40&c1=50&c2=0").1,
            r#"key=Text("c2") value=Text("0") max=Number(12000)"#
        );
        assert_eq!(
            parts("puzzle=loading&w=30-40-40&c1=50&c2=50"),
            ("load-too-heavy", "total=Number(110) room=Number(100)".into())
        );
        assert_eq!(parts("puzzle=loading&w=1-&c1=3&c2=3").1, r#"item=Number(2) value=Text("")"#);
        assert_eq!(
            err("puzzle=loading&c1=3&c2=3"),
            LinkError::Puzzle(LoadingError::LoadMissing { key: "w" })
        );
        // Another puzzle's keys and exercises are not the loading problem's.
        assert_eq!(err("puzzle=loading&c=3").code(), "unknown-key");
        assert_eq!(err("puzzle=loading&v=3").code(), "unknown-key");
        assert_eq!(err("puzzle=loading&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=loading&ans=1").code(), "option-without-exercise");
        assert_eq!(err("puzzle=loading&tmpl=iterative").code(), "unknown-template");
    }

    #[test]
    fn each_loading_code_is_reachable_and_worded_in_english_and_chinese() {
        let many = ["1"; 13].join("-");
        let count = format!("puzzle=loading&w={many}&c1=30&c2=30");
        let cases = [
            ("puzzle=loading&w=1&c1=5", "load-missing"),
            ("puzzle=loading&w=1-x&c1=5&c2=5", "load-weight-not-a-number"),
            ("puzzle=loading&w=10--40&c1=5&c2=5", "load-weight-negative"),
            ("puzzle=loading&w=0&c1=5&c2=5", "load-weight-range"),
            ("puzzle=loading&w=1&c1=fifty&c2=5", "load-capacity-not-a-number"),
            ("puzzle=loading&w=1&c1=5&c2=-5", "load-capacity-negative"),
            ("puzzle=loading&w=1&c1=0&c2=5", "load-capacity-range"),
            (count.as_str(), "load-item-count"),
            ("puzzle=loading&w=60-60&c1=50&c2=50", "load-too-heavy"),
        ];
        let strings = include_str!("../../../www/js/puzzles/loading/strings.js");
        checks::codes_reached_and_worded::<Loading>(&cases, strings);
    }
}

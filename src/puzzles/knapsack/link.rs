//! The knapsack's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=knapsack&w=16-15-15&v=45-25-25&c=30` (the weights and
//! values of the items in order, joined by `-`, and the capacity: positive integers, checked
//! by [`crate::Instance::new`]; `puzzle=knapsack` alone is that textbook instance), with
//! `&step=…` for a step of its search and the simulate exercise `ex=simulate` (with the
//! shared `ans`). The procedure has the recursive form only (no `tmpl=iterative`). Anything
//! wrong is a shared error or a [`KnapsackError`].

use crate::limits::{KNAP_MAX_CAPACITY, KNAP_MAX_ITEMS, KNAP_MAX_VALUE, KNAP_MAX_WEIGHT};
use crate::{Instance, InstanceError};
use nqueens_wasm::link::instance::{InstanceKeys, InstancePart, Simulate};
use nqueens_wasm::link::{
    self, list_item, push_decimal, push_list, quote, signed_list, signed_number, BadNumber, Keys,
    LinkError,
};

/// The knapsack's part of a link: the instance, a step, the simulate exercise (the student
/// takes or skips each item as the search does).
pub type Knapsack = InstancePart<Instance>;

/// The knapsack's exercise, with a result link's answers.
pub type Exercise = Simulate<KnapsackError>;

/// A knapsack link.
pub type Link = link::Link<Knapsack>;

nqueens_wasm::link_errors! {
    /// Why the knapsack's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum KnapsackError {
        /// A knapsack link with some of `w`, `v`, `c` but not `key`.
        KnapMissing { key: &'static str },
        /// Item `item`'s (1-based) weight is not digits.
        KnapWeightNotANumber { item: usize, value: String },
        /// Item `item`'s value is not digits.
        KnapValueNotANumber { item: usize, value: String },
        /// Item `item`'s weight is negative (`-15`).
        KnapWeightNegative { item: usize, value: String },
        /// Item `item`'s value is negative.
        KnapValueNegative { item: usize, value: String },
        /// Item `item`'s weight is 0 or above its largest (`max`).
        KnapWeightRange { item: usize, value: String, max: u64 },
        /// Item `item`'s value is 0 or above its largest (`max`).
        KnapValueRange { item: usize, value: String, max: u64 },
        /// The capacity `c` is not digits.
        KnapCapacityNotANumber { value: String },
        /// The capacity is negative.
        KnapCapacityNegative { value: String },
        /// The capacity is 0 or above [`KNAP_MAX_CAPACITY`].
        KnapCapacityRange { value: String, max: u64 },
        /// No items, or more than [`KNAP_MAX_ITEMS`].
        KnapItemCount { got: usize, max: usize },
        /// `w` and `v` list different numbers of items.
        KnapLengthMismatch { weights: usize, values: usize },
    }
}

/// A knapsack link error: a shared one or a [`KnapsackError`].
pub type Error = LinkError<KnapsackError>;

/// The parse of a knapsack link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the knapsack's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a knapsack link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Instance {
    const NAME: &'static str = "knapsack";
    const KEYS: &'static [&'static str] = &["w", "v", "c"];
    const TABS: &'static [&'static str] = &["lesson", "gallery", "count", "export"];
    type Error = KnapsackError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        match keys.all_or_none(["w", "v", "c"]) {
            Ok(None) => Ok(Instance::textbook()),
            Ok(Some([w, v, c])) => instance(w, v, c),
            Err(key) => Err(LinkError::Puzzle(KnapsackError::KnapMissing { key })),
        }
    }

    fn format(&self, s: &mut String) {
        let as_usize = |v: &[u64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        push_list(s, "w=", &as_usize(self.weights()));
        push_list(s, "&v=", &as_usize(self.values()));
        s.push_str("&c=");
        push_decimal(s, self.capacity());
    }
}

/// The knapsack's `w`, `v`, `c` as an [`Instance`]; its errors as link errors, quoting the
/// numbers as typed.
#[inline(never)]
fn instance(w: &str, v: &str, c: &str) -> Result<Instance, Error> {
    use KnapsackError as E;
    let item = |weights: bool| {
        move |BadNumber { item, value, negative }| {
            LinkError::Puzzle(match (weights, negative) {
                (true, true) => E::KnapWeightNegative { item, value },
                (true, false) => E::KnapWeightNotANumber { item, value },
                (false, true) => E::KnapValueNegative { item, value },
                (false, false) => E::KnapValueNotANumber { item, value },
            })
        }
    };
    let weights = signed_list(w).map_err(item(true))?;
    let values = signed_list(v).map_err(item(false))?;
    let capacity = signed_number(c).map_err(|e| {
        let value = e.value;
        LinkError::Puzzle(if e.negative {
            E::KnapCapacityNegative { value }
        } else {
            E::KnapCapacityNotANumber { value }
        })
    })?;
    Instance::new(&weights, &values, capacity).map_err(|e| {
        LinkError::Puzzle(match e {
            InstanceError::ItemCount { got } => E::KnapItemCount { got, max: KNAP_MAX_ITEMS },
            InstanceError::LengthMismatch { weights, values } => {
                E::KnapLengthMismatch { weights, values }
            }
            InstanceError::Weight { item, .. } => {
                E::KnapWeightRange { item, value: list_item(w, item), max: KNAP_MAX_WEIGHT }
            }
            InstanceError::Value { item, .. } => {
                E::KnapValueRange { item, value: list_item(v, item), max: KNAP_MAX_VALUE }
            }
            InstanceError::Capacity { .. } => {
                E::KnapCapacityRange { value: quote(c), max: KNAP_MAX_CAPACITY }
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::{checks, SharedError};

    fn err(s: &str) -> Error {
        checks::error::<Knapsack>(s)
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<Knapsack>(s)
    }

    /// The links of the public format (tests/links.golden, recorded from the parser every
    /// puzzle shared before each had its own part) parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Knapsack>(include_str!("tests/links.golden"));
    }

    #[test]
    fn knapsack_links_carry_the_instance_and_bad_instances_say_which_item() {
        let l = parse("#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8").unwrap().puzzle;
        assert_eq!((l.instance, l.step), (Instance::textbook(), Some(8)));
        assert_eq!(parse("puzzle=knapsack").unwrap().puzzle.instance, Instance::textbook());
        let neg = parts("puzzle=knapsack&w=16--15-15&v=45-25-25&c=30");
        assert_eq!(neg, ("knap-weight-negative", r#"item=Number(2) value=Text("-15")"#.into()));
        assert_eq!(
            parts("puzzle=knapsack&w=16-15-15&v=45-25-25&c=0").1,
            r#"value=Text("0") max=Number(20000)"#
        );
        let typed = parts("puzzle=knapsack&w=16-0015-99999999999999999999999&v=1-1-1&c=3");
        assert_eq!(
            typed.1,
            r#"item=Number(3) value=Text("99999999999999999999999") max=Number(1000)"#
        );
        assert_eq!(parts("puzzle=knapsack&w=1-&v=1&c=3").1, r#"item=Number(2) value=Text("")"#);
        assert_eq!(
            err("puzzle=knapsack&c=3"),
            LinkError::Puzzle(KnapsackError::KnapMissing { key: "w" })
        );
        // Another puzzle's keys, exercises and forms are not the knapsack's.
        assert_eq!(err("puzzle=knapsack&step=1&mode=first").code(), "unknown-key");
        assert_eq!(err("puzzle=knapsack&n=3").code(), "unknown-key");
        assert_eq!(err("puzzle=knapsack&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=knapsack&ans=1").code(), "option-without-exercise");
        for s in ["puzzle=knapsack&gallery=all", "puzzle=knapsack&gpu=0"] {
            assert_eq!(err(s).code(), "unknown-key", "{s}");
        }
        // A damaged `ans` keeps its valid prefix; the link opens.
        let e = parse("puzzle=knapsack&ex=simulate&ans=1-X").unwrap().puzzle.exercise.unwrap();
        let cut = SharedError::BadAnswer { at: 2, value: "X".into() };
        assert_eq!(
            (e.answers.as_deref(), e.answers_cut),
            (Some("1"), Some(LinkError::Shared(cut)))
        );
        assert_eq!(
            err("puzzle=knapsack&tmpl=iterative"),
            LinkError::Shared(SharedError::UnknownTemplate {
                key: "tmpl",
                value: "iterative".into(),
                allowed: nqueens_wasm::link::Words::of(&[&["recursive"]])
            })
        );
    }

    #[test]
    fn each_knapsack_code_is_reachable_and_worded_in_english_and_chinese() {
        let many = ["1"; 21].join("-");
        let count = format!("puzzle=knapsack&w={many}&v={many}&c=30");
        let cases = [
            ("puzzle=knapsack&w=1&v=1", "knap-missing"),
            ("puzzle=knapsack&w=1-x&v=1-1&c=3", "knap-weight-not-a-number"),
            ("puzzle=knapsack&w=1&v=1.5&c=3", "knap-value-not-a-number"),
            ("puzzle=knapsack&w=16--15&v=1-1&c=3", "knap-weight-negative"),
            ("puzzle=knapsack&w=1&v=-4&c=3", "knap-value-negative"),
            ("puzzle=knapsack&w=0&v=1&c=3", "knap-weight-range"),
            ("puzzle=knapsack&w=1&v=1001&c=3", "knap-value-range"),
            ("puzzle=knapsack&w=1&v=1&c=ten", "knap-capacity-not-a-number"),
            ("puzzle=knapsack&w=1&v=1&c=-30", "knap-capacity-negative"),
            ("puzzle=knapsack&w=1&v=1&c=0", "knap-capacity-range"),
            (count.as_str(), "knap-item-count"),
            ("puzzle=knapsack&w=1-2&v=1&c=3", "knap-length-mismatch"),
        ];
        let strings = include_str!("../../../www/js/puzzles/knapsack/strings.js");
        checks::codes_reached_and_worded::<Knapsack>(&cases, strings);
    }
}

//! The knapsack's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=knapsack&w=16-15-15&v=45-25-25&c=30` (the weights and
//! values of the items in order, joined by `-`, and the capacity: positive integers, checked
//! by [`crate::Instance::new`]; `puzzle=knapsack` alone is that textbook instance), with
//! `&step=…` for a step of its search and the simulate exercise `ex=simulate` (with the
//! shared `ans`). The procedure has the recursive form only (no `tmpl=iterative`). Anything
//! wrong is a shared error or a [`KnapsackError`].

use crate::limits::{KNAP_MAX_CAPACITY, KNAP_MAX_ITEMS, KNAP_MAX_VALUE, KNAP_MAX_WEIGHT};
use crate::{Instance, InstanceError};
use nqueens_wasm::link::{
    self, answers_read, number, push_answers, push_decimal, push_exercise, push_list, push_step,
    quote, sep, Keys, LinkError, Shared,
};

/// The knapsack's part of a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knapsack {
    /// The instance (`w`, `v`, `c`; the textbook one when the link has none).
    pub instance: Instance,
    /// Step `k` of the search, if the link opens one.
    pub step: Option<u64>,
    /// The simulate exercise (`ex=simulate`), with a result link's answers.
    pub exercise: Option<Exercise>,
}

/// The knapsack's exercise: the student takes or skips each item as the search does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exercise {
    /// A result link's answers (`ans=`): the valid prefix of a damaged one (see
    /// `nqueens_wasm::link::answers`).
    pub answers: Option<String>,
    /// Where and why the link's `ans` was cut, if it was.
    pub answers_cut: Option<Error>,
}

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

impl link::Puzzle for Knapsack {
    const NAME: &'static str = "knapsack";
    const KEYS: &'static [&'static str] = &["w", "v", "c"];
    const TARGETS: &'static [&'static str] = &["step"];
    const TABS: &'static [&'static str] = &["lesson", "gallery", "count", "export"];
    const EXERCISES: &'static [&'static str] = &["simulate"];
    const ITERATIVE: bool = false;
    type Error = KnapsackError;

    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, Error> {
        let exercise = match shared.exercise {
            None => None,
            Some(_) => {
                let (answers, answers_cut) = answers_read(shared.answers);
                Some(Exercise { answers, answers_cut })
            }
        };
        let instance = match (keys.get("w"), keys.get("v"), keys.get("c")) {
            (None, None, None) => Instance::textbook(),
            (Some(w), Some(v), Some(c)) => instance(w, v, c)?,
            (w, v, _) => {
                let key = if w.is_none() {
                    "w"
                } else if v.is_none() {
                    "v"
                } else {
                    "c"
                };
                return Err(LinkError::Puzzle(KnapsackError::KnapMissing { key }));
            }
        };
        Ok(Knapsack { instance, step: shared.step, exercise })
    }

    fn format(&self, s: &mut String) {
        let k = &self.instance;
        let as_usize = |v: &[u64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        push_list(s, "w=", &as_usize(k.weights()));
        push_list(s, "&v=", &as_usize(k.values()));
        s.push_str("&c=");
        push_decimal(s, k.capacity());
        if let Some(step) = self.step {
            push_step(s, step);
        }
        if let Some(e) = &self.exercise {
            push_exercise(s, "simulate");
            push_answers(s, e.answers.as_deref());
        }
    }

    fn step(&self) -> Option<u64> {
        self.step
    }

    fn exercise(&self) -> Option<&'static str> {
        self.exercise.as_ref().map(|_| "simulate")
    }

    fn answers(&self) -> Option<&str> {
        self.exercise.as_ref().and_then(|e| e.answers.as_deref())
    }

    fn answers_cut(&self) -> Option<&Error> {
        self.exercise.as_ref().and_then(|e| e.answers_cut.as_ref())
    }
}

/// An item list (`w` or `v`): numbers joined by `-`, where an empty part before a number is
/// that number's minus sign (`16--15`: item 2 is −15).
#[inline(never)]
fn items(weights: bool, value: &str) -> Result<Vec<u64>, Error> {
    let mut items = Vec::new();
    // A part after an empty one is a number with its minus sign.
    let mut minus = false;
    let mut parts = value.split(sep('-')).peekable();
    while let Some(part) = parts.next() {
        let item = items.len() + 1;
        if minus {
            let value = quote(&["-", part].concat());
            return Err(LinkError::Puzzle(if weights {
                KnapsackError::KnapWeightNegative { item, value }
            } else {
                KnapsackError::KnapValueNegative { item, value }
            }));
        }
        if part.is_empty() && parts.peek().is_some() {
            minus = true;
            continue;
        }
        let v = number(if weights { "w" } else { "v" }, part).map_err(|_| {
            let value = quote(part);
            LinkError::Puzzle(if weights {
                KnapsackError::KnapWeightNotANumber { item, value }
            } else {
                KnapsackError::KnapValueNotANumber { item, value }
            })
        })?;
        items.push(v);
    }
    Ok(items)
}

/// The knapsack's `w`, `v`, `c` as an [`Instance`]; its errors as link errors, quoting the
/// numbers as typed.
#[inline(never)]
fn instance(w: &str, v: &str, c: &str) -> Result<Instance, Error> {
    use KnapsackError as E;
    let weights = items(true, w)?;
    let values = items(false, v)?;
    let capacity = match c.strip_prefix('-') {
        Some(rest) if number("c", rest).is_ok() => {
            return Err(LinkError::Puzzle(E::KnapCapacityNegative { value: quote(c) }))
        }
        _ => number("c", c)
            .map_err(|_| LinkError::Puzzle(E::KnapCapacityNotANumber { value: quote(c) }))?,
    };
    let typed = |list: &str, item: usize| quote(list.split(sep('-')).nth(item - 1).unwrap_or(""));
    Instance::new(&weights, &values, capacity).map_err(|e| {
        LinkError::Puzzle(match e {
            InstanceError::ItemCount { got } => E::KnapItemCount { got, max: KNAP_MAX_ITEMS },
            InstanceError::LengthMismatch { weights, values } => {
                E::KnapLengthMismatch { weights, values }
            }
            InstanceError::Weight { item, .. } => {
                E::KnapWeightRange { item, value: typed(w, item), max: KNAP_MAX_WEIGHT }
            }
            InstanceError::Value { item, .. } => {
                E::KnapValueRange { item, value: typed(v, item), max: KNAP_MAX_VALUE }
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
    use nqueens_wasm::link::{checks, ErrorParts, SharedError};

    fn err(s: &str) -> Error {
        parse(s).unwrap_err()
    }

    /// The error's code and its fields as `name=value`.
    fn parts(s: &str) -> (&'static str, String) {
        let e = err(s);
        let mut fields = Vec::new();
        e.fields(&mut |name, value| fields.push(format!("{name}={value:?}")));
        (e.code(), fields.join(" "))
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
        for (link, code) in cases {
            assert_eq!(err(link).code(), code, "{link}");
        }
        assert_eq!(cases.map(|(_, c)| c), KnapsackError::CODES);
        // The knapsack's strings (www/js/puzzles/knapsack/strings.js) word each code once in
        // English and once in Chinese, and no other link code.
        let strings = include_str!("../../../www/js/puzzles/knapsack/strings.js");
        assert_eq!(checks::worded(strings, "linkerr."), checks::twice(KnapsackError::CODES));
    }
}

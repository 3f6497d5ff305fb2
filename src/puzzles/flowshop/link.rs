//! Batch job scheduling's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=flowshop&t1=2-3-2&t2=1-1-3` (each job's time on machine 1
//! and on machine 2, job 1 first, joined by `-`: positive integers, as many in `t2` as in
//! `t1`, checked by [`crate::Instance::new`]; `puzzle=flowshop` alone is that textbook
//! instance), with `&step=…` for a step of its search and the simulate exercise
//! `ex=simulate` (with the shared `ans`). The procedure has the recursive form only (no
//! `tmpl=iterative`). Anything wrong is a shared error or a [`FlowshopError`].

use crate::limits::{FLOW_MAX_JOBS, FLOW_MAX_TIME};
use crate::{Instance, InstanceError};
use nqueens_wasm::link::instance::{InstanceKeys, InstancePart, Simulate};
use nqueens_wasm::link::{self, list_item, push_list, signed_list, BadNumber, Keys, LinkError};

/// Batch job scheduling's part of a link: the instance, a step, the simulate exercise (the
/// student places or kills each job as the search does).
pub type Flowshop = InstancePart<Instance>;

/// The flow shop's exercise, with a result link's answers.
pub type Exercise = Simulate<FlowshopError>;

/// A flow shop link.
pub type Link = link::Link<Flowshop>;

nqueens_wasm::link_errors! {
    /// Why batch job scheduling's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum FlowshopError {
        /// A flow shop link with one of `t1`, `t2` but not `key`.
        FlowMissing { key: &'static str },
        /// Job `job`'s (1-based) time in `key` (`t1` or `t2`) is not digits.
        FlowTimeNotANumber { key: &'static str, job: usize, value: String },
        /// Job `job`'s time in `key` is negative (`-3`).
        FlowTimeNegative { key: &'static str, job: usize, value: String },
        /// Job `job`'s time in `key` is 0 or above [`FLOW_MAX_TIME`].
        FlowTimeRange { key: &'static str, job: usize, value: String, max: u64 },
        /// No jobs, or more than [`FLOW_MAX_JOBS`].
        FlowJobCount { got: usize, max: usize },
        /// `t1` and `t2` differ in length.
        FlowLengthMismatch { t1: usize, t2: usize },
    }
}

/// A flow shop link error: a shared one or a [`FlowshopError`].
pub type Error = LinkError<FlowshopError>;

/// The parse of a flow shop link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the flow shop's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a flow shop link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Instance {
    const NAME: &'static str = "flowshop";
    const KEYS: &'static [&'static str] = &["t1", "t2"];
    const TABS: &'static [&'static str] = &["lesson"];
    type Error = FlowshopError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        match keys.all_or_none(["t1", "t2"]) {
            Ok(None) => Ok(Instance::textbook()),
            Ok(Some([t1, t2])) => instance(t1, t2),
            Err(key) => Err(LinkError::Puzzle(FlowshopError::FlowMissing { key })),
        }
    }

    fn format(&self, s: &mut String) {
        let wide = |v: &[u64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        push_list(s, "t1=", &wide(self.t1()));
        push_list(s, "&t2=", &wide(self.t2()));
    }
}

/// The times of `key` (`t1` or `t2`), each job's (see [`signed_list`]).
#[inline(never)]
fn times(key: &'static str, value: &str) -> Result<Vec<u64>, Error> {
    signed_list(value).map_err(|BadNumber { item: job, value, negative }| {
        LinkError::Puzzle(if negative {
            FlowshopError::FlowTimeNegative { key, job, value }
        } else {
            FlowshopError::FlowTimeNotANumber { key, job, value }
        })
    })
}

/// The flow shop's `t1`, `t2` as an [`Instance`]; its errors as link errors, quoting the
/// numbers as typed.
#[inline(never)]
fn instance(t1: &str, t2: &str) -> Result<Instance, Error> {
    use FlowshopError as E;
    let (a, b) = (times("t1", t1)?, times("t2", t2)?);
    Instance::new(&a, &b).map_err(|e| {
        LinkError::Puzzle(match e {
            InstanceError::JobCount { got } => E::FlowJobCount { got, max: FLOW_MAX_JOBS },
            InstanceError::LengthMismatch { t1, t2 } => E::FlowLengthMismatch { t1, t2 },
            InstanceError::Time { machine, job, .. } => {
                let (key, text) = if machine == 1 { ("t1", t1) } else { ("t2", t2) };
                E::FlowTimeRange { key, job, value: list_item(text, job), max: FLOW_MAX_TIME }
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::checks;

    fn err(s: &str) -> Error {
        checks::error::<Flowshop>(s)
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<Flowshop>(s)
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Flowshop>(include_str!("tests/links.golden"));
    }

    #[test]
    fn flowshop_links_carry_the_instance_and_bad_instances_say_which_job_and_machine() {
        let l = parse("#puzzle=flowshop&t1=2-3-2&t2=1-1-3&step=15").unwrap().puzzle;
        assert_eq!((l.instance, l.step), (Instance::textbook(), Some(15)));
        assert_eq!(parse("puzzle=flowshop").unwrap().puzzle.instance, Instance::textbook());
        let l = parse("puzzle=flowshop&t1=5-1&t2=2-9").unwrap();
        assert_eq!(format(&l), "puzzle=flowshop&t1=5-1&t2=2-9");
        let neg = parts("puzzle=flowshop&t1=2--3-2&t2=1-1-3");
        assert_eq!(
            neg,
            ("flow-time-negative", r#"key=Text("t1") job=Number(2) value=Text("-3")"#.into())
        );
        assert_eq!(
            parts("puzzle=flowshop&t1=2-3-2&t2=1-100-3").1,
            r#"key=Text("t2") job=Number(2) value=Text("100") max=Number(99)"#
        );
        assert_eq!(
            parts("puzzle=flowshop&t1=2-3-2&t2=1-1"),
            ("flow-length-mismatch", "t1=Number(3) t2=Number(2)".into())
        );
        assert_eq!(
            err("puzzle=flowshop&t1=2-3"),
            LinkError::Puzzle(FlowshopError::FlowMissing { key: "t2" })
        );
        // Another puzzle's keys and exercises are not the flow shop's.
        assert_eq!(err("puzzle=flowshop&w=3").code(), "unknown-key");
        assert_eq!(err("puzzle=flowshop&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=flowshop&ans=1").code(), "option-without-exercise");
        assert_eq!(err("puzzle=flowshop&tmpl=iterative").code(), "unknown-template");
    }

    #[test]
    fn each_flowshop_code_is_reachable_and_worded_in_english_and_chinese() {
        let many = ["1"; 8].join("-");
        let count = format!("puzzle=flowshop&t1={many}&t2={many}");
        let cases = [
            ("puzzle=flowshop&t2=1", "flow-missing"),
            ("puzzle=flowshop&t1=1-x&t2=1-1", "flow-time-not-a-number"),
            ("puzzle=flowshop&t1=1&t2=-4", "flow-time-negative"),
            ("puzzle=flowshop&t1=0&t2=1", "flow-time-range"),
            (count.as_str(), "flow-job-count"),
            ("puzzle=flowshop&t1=1-2&t2=1", "flow-length-mismatch"),
        ];
        let strings = include_str!("../../../www/js/puzzles/flowshop/strings.js");
        checks::codes_reached_and_worded::<Flowshop>(&cases, strings);
    }
}

//! The fill-in's part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=fillin&max=10` (the numbers 1 to N, N = `max`, checked by
//! [`crate::Instance::new`]; `puzzle=fillin` alone is N = 10), with `&step=…` for a step of
//! its search, `tmpl=iterative` for the procedure's loop form, and the simulate exercise
//! `ex=simulate` (with the shared `ans`). Anything wrong is a shared error or a
//! [`FillinError`].

use crate::limits::{FILLIN_MAX, FILLIN_MIN};
use crate::Instance;
use nqueens_wasm::link::instance::{InstanceKeys, InstancePart, Simulate};
use nqueens_wasm::link::{self, number, push_decimal, quote, Keys, LinkError};

/// The fill-in's part of a link: the instance, a step, the simulate exercise (the student
/// chooses each square's number as the search does).
pub type FillinPart = InstancePart<Instance>;

/// The fill-in's exercise, with a result link's answers.
pub type Exercise = Simulate<FillinError>;

/// A fill-in link.
pub type Link = link::Link<FillinPart>;

nqueens_wasm::link_errors! {
    /// Why the fill-in's keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum FillinError {
        /// `max` is not digits.
        FillinNotANumber { value: String },
        /// `max` is outside `min`..=`max`.
        FillinMaxRange { value: String, min: usize, max: usize },
    }
}

/// A fill-in link error: a shared one or a [`FillinError`].
pub type Error = LinkError<FillinError>;

/// The parse of a fill-in link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the fill-in's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a fill-in link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Instance {
    const NAME: &'static str = "fillin";
    const KEYS: &'static [&'static str] = &["max"];
    const TABS: &'static [&'static str] = &["lesson"];
    const ITERATIVE: bool = true;
    type Error = FillinError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        keys.get("max").map_or(Ok(Instance::textbook()), instance)
    }

    fn format(&self, s: &mut String) {
        s.push_str("max=");
        push_decimal(s, self.max() as u64);
    }
}

/// The instance of `max` as typed; its errors as link errors, quoting it.
#[inline(never)]
fn instance(value: &str) -> Result<Instance, Error> {
    use FillinError as E;
    let n = number("max", value)
        .map_err(|_| LinkError::Puzzle(E::FillinNotANumber { value: quote(value) }))?;
    // A number too large for usize is out of range all the same.
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    Instance::new(n).map_err(|_| {
        LinkError::Puzzle(E::FillinMaxRange {
            value: quote(value),
            min: FILLIN_MIN,
            max: FILLIN_MAX,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::checks;
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        checks::error::<FillinPart>(s)
    }

    fn parts(s: &str) -> (&'static str, String) {
        checks::error_parts::<FillinPart>(s)
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<FillinPart>(include_str!("tests/links.golden"));
    }

    #[test]
    fn fillin_links_carry_max_a_step_and_the_loop_form() {
        let l = parse("#puzzle=fillin&max=10&step=8").unwrap();
        assert_eq!((l.puzzle.instance, l.puzzle.step), (Instance::textbook(), Some(8)));
        assert_eq!(parse("puzzle=fillin").unwrap().puzzle.instance, Instance::textbook());
        assert_eq!(format(&parse("puzzle=fillin").unwrap()), "puzzle=fillin&max=10");
        let l = parse("puzzle=fillin&max=012&step=3&tmpl=iterative").unwrap();
        assert_eq!((l.puzzle.instance.max(), l.template), (12, Template::Iterative));
        assert_eq!(format(&l), "puzzle=fillin&max=12&step=3&tmpl=iterative");
        let l = parse("puzzle=fillin&max=11&ex=simulate&ans=1-b").unwrap();
        assert_eq!(format(&l), "puzzle=fillin&max=11&ex=simulate&ans=1-b");
    }

    #[test]
    fn bad_max_values_say_what_was_typed_and_the_range() {
        let range = format!(r#"value=Text("9") min=Number({FILLIN_MIN}) max=Number({FILLIN_MAX})"#);
        assert_eq!(parts("puzzle=fillin&max=9"), ("fillin-max-range", range));
        assert_eq!(
            parts("puzzle=fillin&max=ten"),
            ("fillin-not-a-number", r#"value=Text("ten")"#.into())
        );
        assert_eq!(parts("puzzle=fillin&max=").0, "fillin-not-a-number");
        assert_eq!(parts("puzzle=fillin&max=-10").0, "fillin-not-a-number");
        assert_eq!(parts("puzzle=fillin&max=99999999999999999999999").0, "fillin-max-range");
        let over = format!("puzzle=fillin&max={}", FILLIN_MAX + 1);
        assert_eq!(parts(&over).0, "fillin-max-range");
        // Another puzzle's keys and exercises are not the fill-in's.
        assert_eq!(err("puzzle=fillin&n=10").code(), "unknown-key");
        assert_eq!(err("puzzle=fillin&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=fillin&ans=1").code(), "option-without-exercise");
        assert_eq!(err("puzzle=fillin&tmpl=loop").code(), "unknown-template");
    }

    #[test]
    fn each_fillin_code_is_reachable_and_worded_in_english_and_chinese() {
        let cases = [
            ("puzzle=fillin&max=x", "fillin-not-a-number"),
            ("puzzle=fillin&max=5", "fillin-max-range"),
        ];
        let strings = include_str!("../../../www/js/puzzles/fillin/strings.js");
        checks::codes_reached_and_worded::<FillinPart>(&cases, strings);
    }
}

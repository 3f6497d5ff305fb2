//! The 24 points' part of the share-link fragment, on the shared grammar and keys of
//! `nqueens_wasm::link`: `puzzle=24&cards=4-4-10-10`: `cards` the four cards, each 1 to 13,
//! joined by `-` (none: the default hand, 4, 4, 10, 10). With `&step=…` for a step of the
//! search (and `mode=first` for the search that stops at its first expression), or the
//! simulate exercise `ex=simulate` (with `mode` and the shared `ans`). Anything wrong is a
//! shared error or a [`CardsError`].

use crate::limits::{CARDS, CARD_MAX, CARD_MIN};
use crate::{Hand, HandError, DEFAULT_HAND};
use nqueens_wasm::link::instance::InstanceKeys;
use nqueens_wasm::link::mode::ModePart;
use nqueens_wasm::link::{self, signed_list, Keys, LinkError};

pub use nqueens_wasm::link::mode::Target;

/// The four cards of a link (the default hand when the link has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cards(pub Hand);

/// The 24 points' part of a link: the four cards, a step of the search and its mode, the
/// simulate exercise (the student makes the search's picks; `mode=first`: it stops at its
/// first expression).
pub type TwentyFour = ModePart<Cards>;

/// The exercise, with its mode and a result link's answers.
pub type Exercise = nqueens_wasm::link::mode::Exercise<CardsError>;

/// A 24 points link.
pub type Link = link::Link<TwentyFour>;

nqueens_wasm::link_errors! {
    /// Why the 24 points' keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum CardsError {
        /// `cards` has `count` numbers, not `want`.
        CardsCount { count: usize, want: usize },
        /// Card `item` (1-based) is `value`, not a whole number.
        CardsNotANumber { item: usize, value: String },
        /// Card `item` is `value`, outside `min`..=`max`.
        CardsRange { item: usize, value: String, min: usize, max: usize },
    }
}

/// A 24 points link error: a shared one or a [`CardsError`].
pub type Error = LinkError<CardsError>;

/// The parse of a 24 points link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the puzzle's.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of a 24 points link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl InstanceKeys for Cards {
    const NAME: &'static str = "24";
    const KEYS: &'static [&'static str] = &["cards", "mode"];
    const TABS: &'static [&'static str] = &["lesson"];
    const ITERATIVE: bool = true;
    type Error = CardsError;

    fn parse(keys: &Keys<'_>) -> Result<Self, Error> {
        keys.get("cards").map_or(Ok(DEFAULT_HAND), cards).map(Cards)
    }

    fn format(&self, s: &mut String) {
        let cards: Vec<usize> = self.0.iter().map(|&c| usize::from(c)).collect();
        link::push_list(s, "cards=", &cards);
    }
}

/// The hand of `cards`: four whole numbers from 1 to 13 joined by `-`, its errors quoting
/// the card as typed.
#[inline(never)]
fn cards(text: &str) -> Result<Hand, Error> {
    use CardsError as E;
    let (min, max) = (usize::from(CARD_MIN), usize::from(CARD_MAX));
    let values = signed_list(text).map_err(|bad| {
        LinkError::Puzzle(if bad.negative {
            E::CardsRange { item: bad.item, value: bad.value, min, max }
        } else {
            E::CardsNotANumber { item: bad.item, value: bad.value }
        })
    })?;
    crate::hand(&values).map_err(|e| {
        LinkError::Puzzle(match e {
            HandError::Count { count } => E::CardsCount { count, want: CARDS },
            HandError::Range { item, .. } => {
                let value = link::list_item(text, item);
                E::CardsRange { item, value, min, max }
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::{checks, SharedError};
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        parse(s).unwrap_err()
    }

    #[test]
    fn every_kind_of_24_points_link_round_trips() {
        for s in [
            "puzzle=24&cards=4-4-10-10",
            "puzzle=24&cards=3-3-8-8&step=12",
            "puzzle=24&cards=3-3-8-8&step=12&mode=first",
            "puzzle=24&cards=1-1-1-1&step=1&tmpl=iterative",
            "puzzle=24&cards=13-12-11-1&step=3&embed=code&from=3&to=9&lang=zh",
            "puzzle=24&cards=4-4-10-10&tab=lesson&tree=nodes",
            "puzzle=24&cards=3-3-8-8&ex=simulate&mode=first&ans=1-2-b",
            "puzzle=24&cards=3-3-8-8&step=4&ex=simulate",
        ] {
            match parse(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e:?}"),
            }
        }
    }

    /// The links of tests/links.golden parse and format as recorded.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<TwentyFour>(include_str!("tests/links.golden"));
    }

    #[test]
    fn a_bare_link_opens_the_default_hand_and_writes_it_out() {
        let l = parse("puzzle=24").unwrap();
        assert_eq!((l.puzzle.instance.0, &l.puzzle.target), (DEFAULT_HAND, &Target::Default));
        assert_eq!(format(&l), "puzzle=24&cards=4-4-10-10");
        let l = parse("puzzle=24&step=7&mode=first&tmpl=iterative").unwrap();
        assert_eq!((l.puzzle.target, l.template), (Target::Step(7, true), Template::Iterative));
        assert_eq!(
            format(&parse("puzzle=24&cards=04-4-10-10").unwrap()),
            "puzzle=24&cards=4-4-10-10"
        );
    }

    #[test]
    fn bad_hands_say_which_card_and_why() {
        let parts = |s| checks::error_parts::<TwentyFour>(s);
        assert_eq!(
            parts("puzzle=24&cards=4-4-10"),
            ("cards-count", "count=Number(3) want=Number(4)".into())
        );
        assert_eq!(parts("puzzle=24&cards=4-4-10-10-1").0, "cards-count");
        assert_eq!(
            parts("puzzle=24&cards=4-x-10-10"),
            ("cards-not-a-number", r#"item=Number(2) value=Text("x")"#.into())
        );
        assert_eq!(
            parts("puzzle=24&cards=4-4-10-14"),
            (
                "cards-range",
                r#"item=Number(4) value=Text("14") min=Number(1) max=Number(13)"#.into()
            )
        );
        assert_eq!(
            parts("puzzle=24&cards=4-0-10-10"),
            (
                "cards-range",
                r#"item=Number(2) value=Text("0") min=Number(1) max=Number(13)"#.into()
            )
        );
        assert_eq!(
            parts("puzzle=24&cards=4--4-10-10"),
            (
                "cards-range",
                r#"item=Number(2) value=Text("-4") min=Number(1) max=Number(13)"#.into()
            )
        );
        assert_eq!(parts("puzzle=24&cards=").0, "cards-not-a-number");
        assert_eq!(parts("puzzle=24&cards=4-4-10-99999999999999999999999").0, "cards-range");
        // Another puzzle's keys and exercises are not the 24 points'.
        assert_eq!(err("puzzle=24&n=8").code(), "unknown-key");
        assert_eq!(err("puzzle=24&ex=quiz").code(), "unknown-exercise");
        assert_eq!(err("puzzle=24&mode=first").code(), "option-without-step");
        assert_eq!(err("puzzle=24&step=3&mode=some").code(), "unknown-mode");
        assert!(matches!(
            err("puzzle=24&tab=gallery"),
            LinkError::Shared(SharedError::UnknownValue { key: "tab", .. })
        ));
    }

    #[test]
    fn each_24_points_code_is_reachable_and_worded() {
        checks::codes_reached_and_worded::<TwentyFour>(
            &[
                ("puzzle=24&cards=4-4-10", "cards-count"),
                ("puzzle=24&cards=4-a-10-10", "cards-not-a-number"),
                ("puzzle=24&cards=4-4-10-20", "cards-range"),
            ],
            include_str!("../../../www/js/puzzles/24/strings.js"),
        );
    }
}

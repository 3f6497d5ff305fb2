//! The link part of a puzzle whose link opens one instance of it: the puzzle's own keys give
//! the instance (none give its textbook instance), `step=` a step of its search, and
//! `ex=simulate` its one exercise, the search done by the student, with a result link's
//! `ans`; `tmpl=iterative` when the puzzle's procedure has the notes' loop form too
//! ([`InstanceKeys::ITERATIVE`]).
//!
//! The puzzle implements [`InstanceKeys`] on its instance; [`InstancePart`] of it is its
//! part of a link, one [`Puzzle`] implementation for every such puzzle.

use super::{
    answers_read, push_answers, push_exercise, push_step, ErrorParts, Keys, LinkError, Puzzle,
    Shared,
};
use std::fmt;

/// The one exercise of an [`InstancePart`] link: `ex=simulate`.
pub const SIMULATE: &str = "simulate";

/// The keys of an instance in a link: the puzzle's name, keys and tabs, its errors, and the
/// instance read from and written to its keys.
pub trait InstanceKeys: Clone + fmt::Debug + Eq {
    /// The puzzle's name in links (`puzzle=`).
    const NAME: &'static str;
    /// The instance's keys, in the order its errors list them.
    const KEYS: &'static [&'static str];
    /// The tabs a link may open (`tab=`), the page's default first.
    const TABS: &'static [&'static str];
    /// True when the procedure has the notes' iterative form too (`tmpl=iterative`); the
    /// recursive form only by default.
    const ITERATIVE: bool = false;
    /// The puzzle's own errors.
    type Error: ErrorParts + Eq;

    /// The instance of the link's keys: the textbook instance when it gives none of them.
    ///
    /// # Errors
    /// The first thing wrong with the keys.
    fn parse(keys: &Keys<'_>) -> Result<Self, LinkError<Self::Error>>;

    /// Writes the instance's keys, each after `&` but the first.
    fn format(&self, s: &mut String);
}

/// The simulate exercise (`ex=simulate`): a result link's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Simulate<E> {
    /// A result link's answers (`ans=`): the valid prefix of a damaged one (see
    /// [`super::answers`]).
    pub answers: Option<String>,
    /// Where and why the link's `ans` was cut, if it was.
    pub answers_cut: Option<LinkError<E>>,
}

/// The part of a link that opens an instance `I`: the instance, a step of its search, the
/// simulate exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstancePart<I: InstanceKeys> {
    /// The instance (the textbook one when the link has none of its keys).
    pub instance: I,
    /// Step `k` of the search, if the link opens one.
    pub step: Option<u64>,
    /// The simulate exercise, with a result link's answers.
    pub exercise: Option<Simulate<I::Error>>,
}

impl<I: InstanceKeys> Puzzle for InstancePart<I> {
    const NAME: &'static str = I::NAME;
    const KEYS: &'static [&'static str] = I::KEYS;
    const TARGETS: &'static [&'static str] = &["step"];
    const TABS: &'static [&'static str] = I::TABS;
    const EXERCISES: &'static [&'static str] = &[SIMULATE];
    const ITERATIVE: bool = I::ITERATIVE;
    type Error = I::Error;

    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, LinkError<I::Error>> {
        let exercise = shared.exercise.map(|_| {
            let (answers, answers_cut) = answers_read(shared.answers);
            Simulate { answers, answers_cut }
        });
        Ok(InstancePart { instance: I::parse(keys)?, step: shared.step, exercise })
    }

    fn format(&self, s: &mut String) {
        self.instance.format(s);
        if let Some(step) = self.step {
            push_step(s, step);
        }
        if let Some(e) = &self.exercise {
            push_exercise(s, SIMULATE);
            push_answers(s, e.answers.as_deref());
        }
    }

    fn step(&self) -> Option<u64> {
        self.step
    }

    fn exercise(&self) -> Option<&'static str> {
        self.exercise.as_ref().map(|_| SIMULATE)
    }

    fn answers(&self) -> Option<&str> {
        self.exercise.as_ref().and_then(|e| e.answers.as_deref())
    }

    fn answers_cut(&self) -> Option<&LinkError<I::Error>> {
        self.exercise.as_ref().and_then(|e| e.answers_cut.as_ref())
    }
}

//! The link part of a puzzle whose search has two modes, every answer (`mode=all`, the
//! default) or the first only (`mode=first`): [`super::instance`]'s part with a `mode` key.
//! The puzzle's own keys give the instance (none give its textbook instance), `step=` a
//! step of the search in that mode, and `ex=simulate` the exercise of that search, with a
//! result link's `ans`. `mode` goes with a step or the exercise, and is written after the
//! step, or after `ex` when there is no step.
//!
//! The puzzle implements [`InstanceKeys`] on its instance, `mode` last among its keys;
//! [`ModePart`] of it is its part of a link, one [`Puzzle`] implementation for every such
//! puzzle. A puzzle with more targets than a step (a path) builds its own part from
//! [`exercise`], [`push_step`] and [`push_exercise`].

use super::instance::{InstanceKeys, SIMULATE};
use super::{answers_read, first_only, options_need_a_step, Keys, LinkError, Puzzle, Shared};
use super::{push_answers, push_exercise as push_ex, push_step as push_step_key, SharedError};

/// The key of the search's mode.
pub const MODE: &str = "mode";

/// What a link opens, besides the instance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The start of the search.
    Default,
    /// Step `k` of the search; true for the search that stops at its first answer.
    Step(u64, bool),
}

/// The simulate exercise (`ex=simulate`) of a search with a mode: whether its search stops
/// at the first answer (`mode=first`), and a result link's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise<E> {
    /// `mode=first`: the search stops at its first answer.
    pub first_only: bool,
    /// A result link's answers (`ans=`): the valid prefix of a damaged one (see
    /// [`super::answers`]).
    pub answers: Option<String>,
    /// Where and why the link's `ans` was cut, if it was.
    pub answers_cut: Option<LinkError<E>>,
}

impl<E> Exercise<E> {
    /// The exercise of a link object's shared keys (`None` without `ex`): its answers as
    /// given, its search stopping at the first answer when `first_only`.
    pub fn of(shared: Shared<'_>, first_only: bool) -> Option<Self> {
        let answers = shared.answers.map(str::to_owned);
        shared.exercise.map(|_| Exercise { first_only, answers, answers_cut: None })
    }
}

/// The link's exercise, read before the puzzle's other keys: `None` without `ex`.
///
/// # Errors
/// [`SharedError::UnknownMode`] for a `mode` other than `all` or `first`.
pub fn exercise<E>(
    keys: &Keys<'_>,
    shared: Shared<'_>,
) -> Result<Option<Exercise<E>>, LinkError<E>> {
    match shared.exercise {
        None => Ok(None),
        Some(_) => {
            let (answers, answers_cut) = answers_read(shared.answers);
            Ok(Some(Exercise { first_only: first_only(keys.get(MODE))?, answers, answers_cut }))
        }
    }
}

/// The link's step with its mode, or the start of the search without `step`.
///
/// # Errors
/// [`SharedError::UnknownMode`] for a `mode` other than `all` or `first`.
pub fn target(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Target, SharedError> {
    Ok(match shared.step {
        Some(step) => Target::Step(step, first_only(keys.get(MODE))?),
        None => Target::Default,
    })
}

/// The link's mode: a step's, else the exercise's; `None` with neither (no `mode` key).
pub fn mode<E>(step_first: Option<bool>, exercise: Option<&Exercise<E>>) -> Option<bool> {
    step_first.or(exercise.map(|e| e.first_only))
}

/// Writes `&step=k`, and `&mode=first` for the search that stops at its first answer.
pub fn push_step(s: &mut String, step: u64, first_only: bool) {
    push_step_key(s, step);
    if first_only {
        s.push_str("&mode=first");
    }
}

/// Writes `&ex=simulate`, its `&mode=first` when no step wrote the mode (`stepped`), and
/// a result link's answers.
pub fn push_exercise<E>(s: &mut String, e: &Exercise<E>, stepped: bool) {
    push_ex(s, SIMULATE);
    if e.first_only && !stepped {
        s.push_str("&mode=first");
    }
    push_answers(s, e.answers.as_deref());
}

/// The part of a link that opens an instance `I` of a search with a mode: the instance, a
/// step of the search, the simulate exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModePart<I: InstanceKeys> {
    /// The instance (the textbook one when the link has none of its keys).
    pub instance: I,
    /// What to open.
    pub target: Target,
    /// The simulate exercise: its mode and a result link's answers.
    pub exercise: Option<Exercise<I::Error>>,
}

impl<I: InstanceKeys> ModePart<I> {
    /// The link's mode (see [`mode`]).
    pub fn mode(&self) -> Option<bool> {
        let step_first = match self.target {
            Target::Step(_, first) => Some(first),
            Target::Default => None,
        };
        mode(step_first, self.exercise.as_ref())
    }
}

impl<I: InstanceKeys> Puzzle for ModePart<I> {
    const NAME: &'static str = I::NAME;
    const KEYS: &'static [&'static str] = I::KEYS;
    const TARGETS: &'static [&'static str] = &["step"];
    const TABS: &'static [&'static str] = I::TABS;
    const EXERCISES: &'static [&'static str] = &[SIMULATE];
    const ITERATIVE: bool = I::ITERATIVE;
    type Error = I::Error;

    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, LinkError<I::Error>> {
        let exercise = exercise(keys, shared)?;
        let instance = I::parse(keys)?;
        let target = target(keys, shared)?;
        options_need_a_step(keys, shared, &[MODE])?;
        Ok(ModePart { instance, target, exercise })
    }

    fn format(&self, s: &mut String) {
        self.instance.format(s);
        if let Target::Step(k, first) = self.target {
            push_step(s, k, first);
        }
        if let Some(e) = &self.exercise {
            push_exercise(s, e, self.target != Target::Default);
        }
    }

    fn step(&self) -> Option<u64> {
        match self.target {
            Target::Step(k, _) => Some(k),
            Target::Default => None,
        }
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

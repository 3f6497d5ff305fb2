//! The share-link fragment (what comes after `#` in the page's URL): its shared grammar and
//! keys, and the dispatch to a puzzle's own part.
//!
//! Parameters are `key=value` joined by `&`, each key at most once, each key and value
//! percent-decoded after the split (so a value may hold an encoded `&`, `=` or `#`; `+` is
//! not a space); numbers are plain decimal digits (any number of them, leading zeros
//! allowed; a step or solution number at most [`LINK_NUMBER_MAX`]).
//!
//! The keys every puzzle shares ([`SHARED_KEYS`]):
//! - `puzzle=<name>`: the puzzle; the default puzzle's links ([`Puzzle::BARE`]) may leave it
//!   out, and are written without it;
//! - `lang=en` or `lang=zh`: the page's language;
//! - `tmpl=recursive|iterative`: the form the procedure is shown in (the puzzle says which
//!   it has; `recursive`, the default, is not written);
//! - `step=k`: step k of the puzzle's search (with the puzzle's own options);
//! - `ex=<kind>` and `ans=`: an exercise of the puzzle's ([`Puzzle::EXERCISES`]) and a result
//!   link's answers, at most [`ANSWERS_MAX`] tokens joined by `-` ([`answers`]); a damaged
//!   `ans` never fails the link: the exercise opens with the answers before the damage, and
//!   the page says where they were cut;
//! - `ex=parsons&seed=<n>` (with `tmpl` and `ans`): the shared Parsons problem of the
//!   puzzle's procedure ([`Parsons`]), offered by every puzzle beside its own exercises;
//!   `seed` picks the shuffle, `ans` the lines placed (the page reads their meaning);
//! - `who=<name>` and `time=<seconds>` (with any exercise): the student's name, at most
//!   [`WHO_MAX_CHARS`] characters, and the time a finished exercise took ([`Student`]), as
//!   the student's page wrote them: never a grade;
//! - how the page shows it ([`View`]): `present=1` (presentation mode), `tab=` (one of the
//!   puzzle's tabs, [`Puzzle::TABS`]), `tree=nodes|strips`, and the embed keys `embed=1|code`,
//!   `from=a&to=b` (the steps the embedded search keeps to; `from` alone or `to` alone opens
//!   the search at `from`, or 0), `autoplay=1`, `loop=1`, `speed=` (1 to
//!   [`SPEED_MAX_SPS`] steps per second, or `max`; an embedded exercise, `ex=` with
//!   `embed`, takes none of these five); a puzzle may add view keys of its own
//!   ([`Puzzle::format_view`]).
//!
//! Every other key is the puzzle's ([`Puzzle::KEYS`]), read by its own parser
//! ([`Puzzle::parse`]). Anything wrong is a [`LinkError`]: one of the shared errors
//! ([`SharedError`]) or the puzzle's own, each a code and named fields the page words in
//! its language.

use crate::limits::SPEED_MAX_SPS;
use crate::search::Template;
use std::fmt;

pub mod instance;
pub mod mode;

/// The keys every puzzle's link may carry, besides the puzzle's own.
pub const SHARED_KEYS: [&str; 17] = [
    "puzzle", "step", "ex", "ans", "who", "time", "tmpl", "present", "tab", "tree", "embed",
    "from", "to", "autoplay", "loop", "speed", "lang",
];

/// The largest step or solution number a link may give: 2^53 − 1, the largest integer a
/// JavaScript number holds exactly (ECMA-262 `Number.MAX_SAFE_INTEGER`), far above any
/// search's step total or any N's solution count the page numbers.
pub const LINK_NUMBER_MAX: u64 = (1 << 53) - 1;

/// The most answer tokens a result link carries (a simulate exercise of N = 6 in all-solutions
/// mode takes about 300 actions).
pub const ANSWERS_MAX: usize = 2_000;

/// The most characters (Unicode scalar values) of a student's name in an exercise's link
/// (`who=`): 40, room for a full name in any script and a class or student number.
pub const WHO_MAX_CHARS: usize = 40;

/// The exercise every puzzle offers besides its own (`ex=parsons`): the procedure's lines
/// to put in order.
pub const PARSONS: &str = "parsons";

/// A Parsons problem's part of a link (`ex=parsons&seed=<n>&ans=…`): the seed of its
/// shuffle and the lines the student has placed, as answer tokens ([`answers`]); the page
/// gives the tokens their meaning and re-grades them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsons {
    /// `seed=`: picks the shuffle (the same seed, the same problem).
    pub seed: u64,
    /// `ans=`: the valid prefix of the tokens ([`answers`]), if any.
    pub answers: Option<String>,
    /// Why the answers stop before the end of the link's `ans`, if they do.
    pub answers_cut: Option<SharedError>,
}

/// Who did an exercise, as a link of it carries it (`who=`, `time=`): what the student's page
/// wrote, shown as text and never graded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Student {
    /// `who=`: the student's name, 1 to [`WHO_MAX_CHARS`] characters (an empty `who=` is
    /// none).
    pub who: Option<String>,
    /// `time=`: the whole seconds the finished exercise took, 0 to [`LINK_NUMBER_MAX`].
    pub time: Option<u64>,
}

/// The page language a link asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

/// What an embedded page shows (`embed=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Embed {
    /// `embed=1`: the board, the step controls and the event line.
    Board,
    /// `embed=code`: those and the procedure with its current line.
    Code,
}

/// The speed an embed link sets (`speed=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// Steps per second, 1 to [`SPEED_MAX_SPS`].
    PerSecond(u64),
    /// `speed=max`: as fast as the page goes.
    Max,
}

/// How the page shows what a link opens, for every puzzle. Like `lang`, a key left out
/// leaves that part of the page as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// `present=1`: presentation mode.
    pub present: bool,
    /// `tab=`: the tab beside the board, one of the puzzle's [`Puzzle::TABS`].
    pub tab: Option<&'static str>,
    /// `tree=nodes` (Some(true)) or `tree=strips` (Some(false)): the tree's drawing.
    pub nodes: Option<bool>,
    /// `embed=1` or `embed=code`: the page is embedded in another (an `<iframe>`).
    pub embed: Option<Embed>,
    /// `from=`, `to=`: the first and last step the embedded search keeps to.
    pub from: Option<u64>,
    pub to: Option<u64>,
    /// `autoplay=1`: the embedded search plays as it opens.
    pub autoplay: bool,
    /// `loop=1`: at `to` (or the end) the embedded search starts again at `from`.
    pub looped: bool,
    /// `speed=`: the embedded search's speed.
    pub speed: Option<Speed>,
}

/// A parsed link of puzzle `P`: the shared part and the puzzle's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link<P> {
    /// The puzzle's own part: what it opens, its exercise, its options.
    pub puzzle: P,
    /// The language asked for, if any.
    pub lang: Option<Lang>,
    /// `tmpl=`: the form the procedure is shown in (default recursive).
    pub template: Template,
    /// How the page shows it: presentation mode, the tab, the tree's drawing, embedding.
    pub view: View,
    /// `ex=parsons`: the Parsons problem of the puzzle's procedure, over the puzzle's part.
    pub parsons: Option<Parsons>,
    /// `who=`, `time=`: who did the exercise (with an exercise only).
    pub student: Student,
}

impl<P> Link<P> {
    /// A link to `puzzle` alone: no language, the recursive form, the view as it is.
    pub fn of(puzzle: P) -> Self {
        Self {
            puzzle,
            lang: None,
            template: Template::Recursive,
            view: View::default(),
            parsons: None,
            student: Student::default(),
        }
    }
}

/// The shared keys a puzzle's parser reads, as [`parse`] found them.
#[derive(Clone, Copy, Debug)]
pub struct Shared<'a> {
    /// `step=`, read (or `from`, or 0, for an embed link with a range and no step).
    pub step: Option<u64>,
    /// `ex=`, one of the puzzle's [`Puzzle::EXERCISES`].
    pub exercise: Option<&'static str>,
    /// `ans=` as given (only with `ex`), for the puzzle to read with [`answers`].
    pub answers: Option<&'a str>,
    /// The view keys.
    pub view: &'a View,
}

/// The puzzle's own keys of a fragment, as text (percent-decoded).
#[derive(Clone, Debug, Default)]
pub struct Keys<'a> {
    pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Keys<'a> {
    /// The value of `key`, if the link gives it.
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.pairs.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }

    /// The first of `keys` the link gives, with its value.
    pub fn first(&self, keys: &[&'static str]) -> Option<(&'static str, &'a str)> {
        keys.iter().find_map(|&k| self.get(k).map(|v| (k, v)))
    }

    /// The values of `keys` when the link gives all of them, `None` when it gives none.
    ///
    /// # Errors
    /// The first of `keys` missing, when the link gives some of them but not all.
    pub fn all_or_none<const N: usize>(
        &self,
        keys: [&'static str; N],
    ) -> Result<Option<[&'a str; N]>, &'static str> {
        let values = keys.map(|k| self.get(k));
        if values.iter().all(Option::is_none) {
            return Ok(None);
        }
        match keys.iter().zip(&values).find(|(_, v)| v.is_none()) {
            Some((&missing, _)) => Err(missing),
            None => Ok(Some(values.map(Option::unwrap_or_default))),
        }
    }
}

/// A puzzle's part of the link: its keys, its targets, its tabs and exercises, its errors,
/// and its parser and writer. Each puzzle crate implements it once; the shared parser
/// ([`parse`]) reads the shared keys and hands the rest to it.
pub trait Puzzle: Sized {
    /// The puzzle's name in links (`puzzle=`).
    const NAME: &'static str;
    /// True for the default puzzle: its links may leave out `puzzle=`, and are written
    /// without it.
    const BARE: bool = false;
    /// The puzzle's own keys, in the order its errors list them.
    const KEYS: &'static [&'static str];
    /// The keys that say what the link opens, in the order two of them are reported
    /// together; `step` among them where it goes.
    const TARGETS: &'static [&'static str];
    /// The tabs a link may open (`tab=`), the page's default first.
    const TABS: &'static [&'static str];
    /// The exercises a link may open (`ex=`), in the order the page offers them.
    const EXERCISES: &'static [&'static str];
    /// True when the procedure has the notes' iterative form too (`tmpl=iterative`).
    const ITERATIVE: bool;
    /// The puzzle's own errors.
    type Error: ErrorParts;

    /// The puzzle's part from its keys and the shared ones.
    ///
    /// # Errors
    /// The first thing wrong with its keys.
    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, LinkError<Self::Error>>;

    /// Writes the puzzle's part: its keys, `step` (with its options) and `ex` (with its
    /// options and `ans`) where they go, each after `&` but the first.
    fn format(&self, s: &mut String);

    /// Writes the puzzle's own view keys, if it has any (how one of its tabs shows), each
    /// after `&`: among the shared view keys, after `tree` and before `embed`.
    fn format_view(&self, _s: &mut String) {}

    /// The step the link opens, if any (checked against an embed link's range).
    fn step(&self) -> Option<u64>;

    /// The exercise the link opens, one of [`EXERCISES`](Self::EXERCISES), if any.
    fn exercise(&self) -> Option<&'static str>;

    /// The exercise's answers (`ans=`): the valid prefix of a damaged one ([`answers`]),
    /// if any.
    fn answers(&self) -> Option<&str>;

    /// Why the exercise's answers stop before the end of the link's `ans` (where
    /// [`answers`] cut it, or the puzzle's own reason to read none), if they do.
    fn answers_cut(&self) -> Option<&LinkError<Self::Error>>;
}

/// The value of a named field of an error (see [`ErrorParts::fields`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param<'a> {
    /// Text: a value from the link (cut, see [`quote`]), a key or a name.
    Text(&'a str),
    /// A whole number: a row, column, size, limit, square coordinate or move number.
    Number(i64),
    /// A list of words (keys, values, names) separated by spaces, which the page joins
    /// as its language writes a list.
    Words(&'a str),
}

/// A list of words (keys, values, names) as an error's field: separated by spaces, the
/// page joins them as its language writes a list (`a, b` / `a、b`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words(pub String);

impl Words {
    /// The words of `lists`, in order.
    pub fn of(lists: &[&[&str]]) -> Self {
        Words(joined(lists, " "))
    }
}

/// A field value as a [`Param`].
pub trait ToParam {
    /// The value as a param.
    fn param(&self) -> Param<'_>;
}

impl ToParam for String {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}

impl ToParam for &'static str {
    fn param(&self) -> Param<'_> {
        Param::Text(self)
    }
}

impl ToParam for Words {
    fn param(&self) -> Param<'_> {
        Param::Words(&self.0)
    }
}

macro_rules! number_param {
    ($($t:ty),*) => {
        $(impl ToParam for $t {
            fn param(&self) -> Param<'_> {
                Param::Number(*self as i64)
            }
        })*
    };
}
number_param!(usize, u64, i32);

/// An error the page words by its code and fields: every link error, shared or a
/// puzzle's. The code is the variant's name in kebab case (strum), the fields are the
/// variant's, by name ([`link_errors!`](crate::link_errors)).
pub trait ErrorParts: Clone + fmt::Debug + PartialEq {
    /// Every code, one per message; the page's strings have a `linkerr.<code>` for each.
    const CODES: &'static [&'static str];
    /// The kebab-case code.
    fn code(&self) -> &'static str;
    /// The fields' names and values, in declaration order (the values past the names'
    /// count are padding).
    fn parts(&self) -> (&'static [&'static str], [Param<'_>; 5]);

    /// Calls `f` with each field's name and value, in declaration order.
    fn fields(&self, f: &mut dyn FnMut(&'static str, Param<'_>)) {
        let (names, values) = self.parts();
        for (&name, value) in names.iter().zip(values) {
            f(name, value);
        }
    }
}

/// `values` padded to five (see [`ErrorParts::parts`]).
#[doc(hidden)]
pub fn padded<const N: usize>(values: [Param<'_>; N]) -> [Param<'_>; 5] {
    let mut out = [Param::Number(0); 5];
    out[..N].copy_from_slice(&values);
    out
}

/// Declares an error enum whose variants are one message each: strum derives the code (the
/// variant's name in kebab case) and the list of codes, and the macro each variant's
/// fields by name ([`ErrorParts`]). The crate that uses it depends on `strum` too.
#[macro_export]
macro_rules! link_errors {
    (
        $(#[$meta:meta])*
        $vis:vis enum $Name:ident {
            $(
                $(#[$vmeta:meta])*
                $Variant:ident $({ $($field:ident : $ty:ty),* $(,)? })?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, ::strum::IntoStaticStr, ::strum::VariantNames)]
        #[strum(serialize_all = "kebab-case")]
        $vis enum $Name {
            $(
                $(#[$vmeta])*
                $Variant $({ $($field: $ty),* })?
            ),*
        }

        impl $crate::link::ErrorParts for $Name {
            const CODES: &'static [&'static str] = <$Name as ::strum::VariantNames>::VARIANTS;

            fn code(&self) -> &'static str {
                self.into()
            }

            fn parts(&self) -> (&'static [&'static str], [$crate::link::Param<'_>; 5]) {
                #[allow(unused_imports)]
                use $crate::link::ToParam;
                match self {
                    $(
                        Self::$Variant $({ $($field),* })? => (
                            &[$($(stringify!($field)),*)?],
                            $crate::link::padded([$($( $field.param() ),*)?]),
                        )
                    ),*
                }
            }
        }
    };
}

link_errors! {
    /// Why a fragment is not a valid link, in the parts every puzzle shares.
    pub enum SharedError {
        /// A parameter neither shared nor the puzzle's; `known` lists the keys it has.
        UnknownKey { key: String, known: Words },
        /// The same parameter twice.
        RepeatedKey { key: String },
        /// An empty parameter (a doubled or trailing `&`).
        MalformedEmpty,
        /// A parameter with an empty name (`=8`).
        MalformedNoName { part: String },
        /// A parameter without `=value`.
        Malformed { part: String },
        /// A value that is not a plain decimal number.
        NotANumber { key: &'static str, value: String },
        /// A size out of range.
        SizeOutOfRange { key: &'static str, value: String, min: usize, max: usize },
        /// `puzzle` other than this module's (or none, for a puzzle that is not the default).
        UnknownPuzzle { value: String },
        /// `mode` other than `all` and `first`.
        UnknownMode { key: &'static str, value: String },
        /// `method` other than `flags` and `scan`.
        UnknownMethod { key: &'static str, value: String },
        /// `tmpl` other than the puzzle's forms (`allowed`).
        UnknownTemplate { key: &'static str, value: String, allowed: Words },
        /// `mode` or `method` without `step` or `ex`.
        OptionWithoutStep { key: &'static str },
        /// `lang` other than `en` and `zh`.
        UnknownLang { value: String },
        /// Two keys that cannot go together (two targets, a target and an exercise, …).
        TwoTargets { a: &'static str, b: &'static str },
        /// `ex=parsons` without the `seed` of its shuffle.
        MissingSeed,
        /// A step or solution number above [`LINK_NUMBER_MAX`] (the value as typed).
        NumberTooLarge { key: &'static str, value: String, max: u64 },
        /// `ex` other than the puzzle's exercises (`allowed`).
        UnknownExercise { value: String, allowed: Words },
        /// A key without the exercise it belongs to (`ex` is the exercise it needs, or `any`).
        OptionWithoutExercise { key: &'static str, ex: &'static str },
        /// An answer token of `ans` (the `at`-th, 1-based) with a character other than
        /// `a`–`z`, `0`–`9` and `.`: the link's answers are cut there ([`answers`]).
        BadAnswer { at: usize, value: String },
        /// An empty answer token (the `at`-th): the link was cut after a dash, or has two.
        EmptyAnswer { at: usize },
        /// More than [`ANSWERS_MAX`] answers: the first [`ANSWERS_MAX`] are read.
        TooManyAnswers { got: usize, max: usize },
        /// A student's name (`who=`) longer than [`WHO_MAX_CHARS`] characters.
        WhoTooLong { max: usize },
        /// A view key with a value it does not take; `allowed` lists those it takes.
        UnknownValue { key: &'static str, value: String, allowed: Words },
        /// `from`, `to`, `autoplay`, `loop` or `speed` without `embed`.
        OptionWithoutEmbed { key: &'static str },
        /// `from` after `to`.
        RangeBackwards { from: u64, to: u64 },
        /// A `step` outside `from`..=`to`.
        StepOutsideRange { step: u64, from: u64, to: u64 },
    }
}

/// Why a fragment is not a valid link of puzzle `P`: a shared error or one of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError<E> {
    /// An error of the shared grammar and keys.
    Shared(SharedError),
    /// An error of the puzzle's own keys.
    Puzzle(E),
}

impl<E> From<SharedError> for LinkError<E> {
    fn from(e: SharedError) -> Self {
        LinkError::Shared(e)
    }
}

impl<E: ErrorParts> LinkError<E> {
    /// The error's code.
    pub fn code(&self) -> &'static str {
        match self {
            LinkError::Shared(e) => e.code(),
            LinkError::Puzzle(e) => e.code(),
        }
    }

    /// Calls `f` with each field's name and value (see [`ErrorParts::fields`]).
    pub fn fields(&self, f: &mut dyn FnMut(&'static str, Param<'_>)) {
        match self {
            LinkError::Shared(e) => e.fields(f),
            LinkError::Puzzle(e) => e.fields(f),
        }
    }
}

// The parser's helpers are marked `#[inline(never)]`: inlined, each is copied into every
// caller, which costs wasm bytes for no measurable speed (links are short).

/// At most this many characters of a value are quoted back in a message.
const QUOTE_MAX: usize = 24;

/// A value from the link as kept in an error (and quoted in its message): every character
/// as given (a message shows the invisible ones as escapes, `\u0000`: the page's
/// `www/js/lib/typed.js`, [`crate::error::shown`] in Rust), long values cut with `…`, so a
/// 100 KB link makes a short message.
#[inline(never)]
pub fn quote(s: &str) -> String {
    match char_prefix(s, QUOTE_MAX) {
        (head, true) => [head, "…"].concat(),
        _ => s.to_owned(),
    }
}

/// The first `max` characters of `s` (all of it when it has no more), and whether `s` goes
/// on past them.
#[inline(never)]
pub fn char_prefix(s: &str, max: usize) -> (&str, bool) {
    // The byte where character `max` + 1 starts (UTF-8: a character starts at each byte
    // that is not a continuation byte, 0b10xx_xxxx), found without decoding characters.
    let starts = s.bytes().enumerate().filter(|&(_, b)| b & 0xC0 != 0x80);
    match starts.map(|(i, _)| i).nth(max) {
        // `get`, not `[..end]`, whose panic's message costs wasm bytes (`end` is a boundary).
        Some(end) => (s.get(..end).unwrap_or(s), true),
        None => (s, false),
    }
}

/// Parses a decimal number: one or more ASCII digits, any number of them, leading zeros
/// allowed (no sign, no spaces, no hex). A number above `u64::MAX` is `u64::MAX`, so the
/// caller's range check refuses it with the range message (quoting the digits as typed).
///
/// # Errors
/// [`SharedError::NotANumber`] for anything but digits.
#[inline(never)]
pub fn number(key: &'static str, value: &str) -> Result<u64, SharedError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SharedError::NotANumber { key, value: quote(value) });
    }
    Ok(value.bytes().fold(0u64, |v, b| v.saturating_mul(10).saturating_add(u64::from(b - b'0'))))
}

/// A step or solution number: digits (see [`number`]) up to [`LINK_NUMBER_MAX`].
///
/// # Errors
/// As [`number`], and [`SharedError::NumberTooLarge`].
#[inline(never)]
pub fn link_number(key: &'static str, value: &str) -> Result<u64, SharedError> {
    let v = number(key, value)?;
    if v > LINK_NUMBER_MAX {
        return Err(SharedError::NumberTooLarge { key, value: quote(value), max: LINK_NUMBER_MAX });
    }
    Ok(v)
}

/// A size in min..=max.
///
/// # Errors
/// As [`number`], and [`SharedError::SizeOutOfRange`].
#[inline(never)]
pub fn size(key: &'static str, value: &str, min: usize, max: usize) -> Result<usize, SharedError> {
    let v = number(key, value)?;
    if v < min as u64 || v > max as u64 {
        return Err(SharedError::SizeOutOfRange { key, value: quote(value), min, max });
    }
    Ok(v as usize)
}

/// A pattern for `split`: a closure rather than the `char` itself, whose memchr-based
/// searcher costs about 1 KB of wasm (and links are short).
pub fn sep(sep: char) -> impl Fn(char) -> bool {
    move |c| c == sep
}

/// A `-`-separated list of numbers; an empty part (doubled or trailing `-`) is an error.
///
/// # Errors
/// [`SharedError::NotANumber`] for the first part that is not digits.
#[inline(never)]
pub fn list(key: &'static str, value: &str) -> Result<Vec<u64>, SharedError> {
    let mut numbers = Vec::new();
    for part in value.split(sep('-')) {
        numbers.push(number(key, part)?);
    }
    Ok(numbers)
}

/// Why a whole number of the link ([`signed_list`], [`signed_number`]) is not one, for the
/// puzzle's own error to say: its place in its list (1-based; 1 for a lone number), the
/// value as typed ([`quote`]), and whether it is digits after a minus sign.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNumber {
    /// The number's place in its list, 1-based.
    pub item: usize,
    /// The value as typed, quoted.
    pub value: String,
    /// True for a negative number (`-15`), false for one that is not digits.
    pub negative: bool,
}

/// A `-`-separated list of whole numbers (see [`number`]), where an empty part before a
/// number is that number's minus sign (`16--15`: the second is −15), read so that the error
/// says so.
///
/// # Errors
/// [`BadNumber`] for the first part that is not digits or is negative.
#[inline(never)]
pub fn signed_list(value: &str) -> Result<Vec<u64>, BadNumber> {
    let mut numbers = Vec::new();
    // A part after an empty one is a number with its minus sign.
    let mut minus = false;
    let mut parts = value.split(sep('-')).peekable();
    while let Some(part) = parts.next() {
        let item = numbers.len() + 1;
        if minus {
            return Err(BadNumber { item, value: quote(&["-", part].concat()), negative: true });
        }
        if part.is_empty() && parts.peek().is_some() {
            minus = true;
            continue;
        }
        let v = number("", part).map_err(|_| BadNumber {
            item,
            value: quote(part),
            negative: false,
        })?;
        numbers.push(v);
    }
    Ok(numbers)
}

/// One whole number (see [`number`]), read so that the error says when it is negative
/// (`-30`).
///
/// # Errors
/// [`BadNumber`] (item 1) when it is not digits or is negative.
#[inline(never)]
pub fn signed_number(value: &str) -> Result<u64, BadNumber> {
    let negative = value.strip_prefix('-').is_some_and(|rest| number("", rest).is_ok());
    match number("", value) {
        Ok(v) => Ok(v),
        Err(_) => Err(BadNumber { item: 1, value: quote(value), negative }),
    }
}

/// Number `item` (1-based) of a `-`-separated list as typed, quoted: what an error about it
/// quotes.
#[inline(never)]
pub fn list_item(list: &str, item: usize) -> String {
    quote(list.split(sep('-')).nth(item.wrapping_sub(1)).unwrap_or(""))
}

/// `ans`: tokens joined by `-`, each one or more of `a`–`z`, `0`–`9` and `.`, read up to
/// the first that is not one, and at most [`ANSWERS_MAX`] of them. What each token means is
/// the exercise's to read (the page's exercise/answers.js), so a token that does not answer
/// its question is the page's error, not the link's. A damaged `ans` never fails the link:
/// returns the valid prefix (None when empty) and, when the value goes on past it, why it
/// was cut there: [`SharedError::EmptyAnswer`] (a trailing or doubled `-`),
/// [`SharedError::BadAnswer`] (another character), [`SharedError::TooManyAnswers`].
#[inline(never)]
pub fn answers(value: &str) -> (Option<String>, Option<SharedError>) {
    let ok = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.';
    let mut kept = String::new();
    let mut cut = None;
    for (i, token) in value.split(sep('-')).enumerate() {
        if i == ANSWERS_MAX {
            let got = value.split(sep('-')).count();
            cut = Some(SharedError::TooManyAnswers { got, max: ANSWERS_MAX });
            break;
        }
        if token.is_empty() {
            cut = Some(SharedError::EmptyAnswer { at: i + 1 });
            break;
        }
        if !token.bytes().all(ok) {
            cut = Some(SharedError::BadAnswer { at: i + 1, value: quote(token) });
            break;
        }
        if i > 0 {
            kept.push('-');
        }
        kept.push_str(token);
    }
    ((!kept.is_empty()).then_some(kept), cut)
}

/// A result link's answers as an exercise keeps them ([`answers`]): the valid prefix of
/// `ans`, and why it was cut (a puzzle's own error type, as [`Puzzle::answers_cut`] gives it).
pub fn answers_read<E>(value: Option<&str>) -> (Option<String>, Option<LinkError<E>>) {
    let (kept, cut) = value.map_or((None, None), answers);
    (kept, cut.map(LinkError::Shared))
}

/// `mode` (`all`, the default, or `first`): true for the search that stops at its first
/// solution.
///
/// # Errors
/// [`SharedError::UnknownMode`] for another value.
#[inline(never)]
pub fn first_only(mode: Option<&str>) -> Result<bool, SharedError> {
    match mode {
        None | Some("all") => Ok(false),
        Some("first") => Ok(true),
        Some(v) => Err(SharedError::UnknownMode { key: "mode", value: quote(v) }),
    }
}

/// Refuses each of `keys` the link gives without a step or an exercise (a step's options).
///
/// # Errors
/// [`SharedError::OptionWithoutStep`] naming the first.
pub fn options_need_a_step(
    keys: &Keys<'_>,
    shared: Shared<'_>,
    options: &[&'static str],
) -> Result<(), SharedError> {
    if shared.step.is_none() && shared.exercise.is_none() {
        if let Some((key, _)) = keys.first(options) {
            return Err(SharedError::OptionWithoutStep { key });
        }
    }
    Ok(())
}

/// Decodes `%XX` escapes (UTF-8 bytes; a `%` not followed by two hex digits stays as it is,
/// and a value whose decoded bytes are not UTF-8 stays undecoded). `+` is not a space in a
/// fragment.
#[inline(never)]
fn percent_decode(s: &str) -> String {
    if !s.bytes().any(|b| b == b'%') {
        return s.to_owned();
    }
    let b = s.as_bytes();
    let hex = |c: u8| (c as char).to_digit(16);
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if let (b'%', Some(&h), Some(&l)) = (b[i], b.get(i + 1), b.get(i + 2)) {
            if let (Some(h), Some(l)) = (hex(h), hex(l)) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_owned())
}

/// Writes `v` percent-encoded: ASCII letters, digits and `-._~[]()|!*+,:=` as they are,
/// every other byte (of its UTF-8) as `%XX`, so `&`, `#`, `%` and spaces never end or
/// break the parameter.
#[inline(never)]
pub fn push_encoded(s: &mut String, v: &str) {
    for &byte in v.as_bytes() {
        // `iter().any`, not `contains`, whose memchr costs wasm bytes.
        #[allow(clippy::manual_contains)]
        let kept = b"-._~[]()|!*+,:=".iter().any(|&k| k == byte);
        if byte.is_ascii_alphanumeric() || kept {
            s.push(byte as char);
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            s.push('%');
            s.push(HEX[usize::from(byte >> 4)] as char);
            s.push(HEX[usize::from(byte & 15)] as char);
        }
    }
}

/// Appends `t` to `s`: the text forms call this rather than `push_str`, whose capacity check
/// and copy, inlined at each of their few dozen calls, cost wasm bytes (links are short).
#[inline(never)]
pub fn push(s: &mut String, t: &str) {
    s.push_str(t);
}

/// Appends `v` in decimal digits. Text forms use this rather than `to_string` or
/// `format!`, whose `core::fmt` machinery costs wasm size.
pub fn push_decimal(s: &mut String, mut v: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    s.extend(digits[start..].iter().map(|&d| char::from(d)));
}

/// `v` in decimal digits.
pub fn decimal(v: u64) -> String {
    let mut s = String::new();
    push_decimal(&mut s, v);
    s
}

/// `key` and the numbers of `v` joined by `-` (`key` with its `&` and `=`).
pub fn push_list(s: &mut String, key: &str, v: &[usize]) {
    push(s, key);
    for (k, &c) in v.iter().enumerate() {
        if k > 0 {
            s.push('-');
        }
        push_decimal(s, c as u64);
    }
}

/// `&ex=<kind>` (the puzzle writes its options after it, then [`push_answers`]).
pub fn push_exercise(s: &mut String, kind: &str) {
    push(s, "&ex=");
    push(s, kind);
}

/// `&ans=` and the answers, when there are some.
pub fn push_answers(s: &mut String, answers: Option<&str>) {
    if let Some(answers) = answers {
        push(s, "&ans=");
        push(s, answers);
    }
}

/// `&step=k`.
pub fn push_step(s: &mut String, step: u64) {
    push(s, "&step=");
    push_decimal(s, step);
}

/// The fragment's parameters split on `&` and the first `=`, each key and value then
/// percent-decoded.
#[inline(never)]
fn decode_parts(body: &str) -> Result<Vec<(String, String)>, SharedError> {
    let mut parts = Vec::new();
    if body.is_empty() {
        return Ok(parts);
    }
    for part in body.split(sep('&')) {
        if part.is_empty() {
            return Err(SharedError::MalformedEmpty);
        }
        let (key, value) = part
            .split_once(sep('='))
            .ok_or_else(|| SharedError::Malformed { part: quote(&percent_decode(part)) })?;
        if key.is_empty() {
            return Err(SharedError::MalformedNoName { part: quote(&percent_decode(part)) });
        }
        parts.push((percent_decode(key), percent_decode(value)));
    }
    Ok(parts)
}

/// `words` joined by `between` (one copy of the code for every list a message names,
/// rather than `join`'s generic one per call site).
#[inline(never)]
pub fn joined(lists: &[&[&str]], between: &str) -> String {
    let mut s = String::new();
    for word in lists.iter().flat_map(|l| l.iter()) {
        if !s.is_empty() {
            push(&mut s, between);
        }
        push(&mut s, word);
    }
    s
}

/// The keys of `P`'s links, shared then its own (the unknown key's message).
fn known_keys<P: Puzzle>() -> Words {
    Words::of(&[&SHARED_KEYS, P::KEYS])
}

/// The pairs split into the shared keys' values and the puzzle's, each key at most once.
#[inline(never)]
fn sort_keys<'a, P: Puzzle>(
    parts: &'a [(String, String)],
) -> Result<(Keys<'a>, Keys<'a>), SharedError> {
    let (mut shared, mut own) = (Keys::default(), Keys::default());
    // `seed` is the Parsons problem's with `ex=parsons`, else the puzzle's if it has one.
    let parsons = parts.iter().any(|(k, v)| k == "ex" && v == PARSONS);
    for (key, value) in parts {
        let (key, value) = (key.as_str(), value.as_str());
        let to = if SHARED_KEYS.contains(&key)
            || (key == "seed" && (parsons || !P::KEYS.contains(&key)))
        {
            &mut shared
        } else if P::KEYS.contains(&key) {
            &mut own
        } else {
            return Err(SharedError::UnknownKey { key: quote(key), known: known_keys::<P>() });
        };
        if to.get(key).is_some() {
            return Err(SharedError::RepeatedKey { key: quote(key) });
        }
        to.pairs.push((key, value));
    }
    Ok((shared, own))
}

/// `1` for an on/off view key; anything else is an error.
#[inline(never)]
fn flag(key: &'static str, v: Option<&str>) -> Result<bool, SharedError> {
    match v {
        None => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(SharedError::UnknownValue {
            key,
            value: quote(other),
            allowed: Words::of(&[&["1"]]),
        }),
    }
}

/// One of `names` for `key`, or an [`SharedError::UnknownValue`] listing them.
///
/// # Errors
/// [`SharedError::UnknownValue`] for a value not in `names`.
#[inline(never)]
pub fn one_of(
    key: &'static str,
    value: Option<&str>,
    names: &'static [&'static str],
) -> Result<Option<&'static str>, SharedError> {
    let Some(value) = value else { return Ok(None) };
    names.iter().copied().find(|&n| n == value).map(Some).ok_or_else(|| SharedError::UnknownValue {
        key,
        value: quote(value),
        allowed: Words::of(&[names]),
    })
}

/// The view keys ([`View`]), each with the keys it goes with. An embed link's range opens
/// its search: without `step`, the step is `from` (or 0).
#[inline(never)]
fn view<'a, P: Puzzle>(
    shared: &Keys<'a>,
    own: &Keys<'_>,
    step: &mut Option<&'a str>,
) -> Result<View, SharedError> {
    let present = flag("present", shared.get("present"))?;
    let tab = one_of("tab", shared.get("tab"), P::TABS)?;
    let nodes = one_of("tree", shared.get("tree"), &["nodes", "strips"])?.map(|t| t == "nodes");
    let embed = match shared.get("embed") {
        None => None,
        Some("1") => Some(Embed::Board),
        Some("code") => Some(Embed::Code),
        Some(other) => {
            return Err(SharedError::UnknownValue {
                key: "embed",
                value: quote(other),
                allowed: Words::of(&[&["1", "code"]]),
            })
        }
    };
    if embed.is_none() {
        if let Some((key, _)) = shared.first(&["from", "to", "autoplay", "loop", "speed"]) {
            return Err(SharedError::OptionWithoutEmbed { key });
        }
    } else if let Some((key, _)) = shared.first(&["present", "tab"]) {
        return Err(SharedError::TwoTargets { a: "embed", b: key });
    } else if shared.get("ex").is_some() {
        // An embedded exercise (for a platform that takes only an iframe) is the exercise
        // alone: no range of steps, no play.
        if let Some((key, _)) = shared.first(&["from", "to", "autoplay", "loop", "speed"]) {
            return Err(SharedError::TwoTargets { a: "ex", b: key });
        }
    }
    if tab.is_some() && shared.get("ex").is_some() {
        return Err(SharedError::TwoTargets { a: "ex", b: "tab" });
    }
    let from = shared.get("from").map(|v| link_number("from", v)).transpose()?;
    let to = shared.get("to").map(|v| link_number("to", v)).transpose()?;
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(SharedError::RangeBackwards { from, to });
        }
    }
    if from.is_some() || to.is_some() {
        let targets = P::TARGETS.iter().copied().filter(|&k| k != "step");
        if let Some(key) = targets.into_iter().find(|k| own.get(k).is_some()) {
            return Err(SharedError::TwoTargets {
                a: key,
                b: if from.is_some() { "from" } else { "to" },
            });
        }
        if step.is_none() {
            *step = Some(shared.get("from").unwrap_or("0"));
        }
    }
    let speed = match shared.get("speed") {
        None => None,
        Some("max") => Some(Speed::Max),
        Some(v) => Some(Speed::PerSecond(size("speed", v, 1, SPEED_MAX_SPS as usize)? as u64)),
    };
    Ok(View {
        present,
        tab,
        nodes,
        embed,
        from,
        to,
        autoplay: flag("autoplay", shared.get("autoplay"))?,
        looped: flag("loop", shared.get("loop"))?,
        speed,
    })
}

/// `puzzle=`: this puzzle's name, or none for the default puzzle.
#[inline(never)]
fn check_puzzle<P: Puzzle>(parts: &[(String, String)]) -> Result<(), SharedError> {
    match parts.iter().find(|(k, _)| k == "puzzle") {
        Some((_, name)) if name == P::NAME => Ok(()),
        None if P::BARE => Ok(()),
        Some((_, name)) => Err(SharedError::UnknownPuzzle { value: quote(name) }),
        None => Err(SharedError::UnknownPuzzle { value: String::new() }),
    }
}

/// `tmpl=`: the procedure's form, one the puzzle has.
#[inline(never)]
fn template<P: Puzzle>(value: Option<&str>) -> Result<Template, SharedError> {
    match value {
        None | Some("recursive") => Ok(Template::Recursive),
        Some("iterative") if P::ITERATIVE => Ok(Template::Iterative),
        Some(v) => Err(SharedError::UnknownTemplate {
            key: "tmpl",
            value: quote(v),
            allowed: Words::of(&[if P::ITERATIVE {
                &["recursive", "iterative"]
            } else {
                &["recursive"]
            }]),
        }),
    }
}

/// Parses a fragment of puzzle `P`, with or without its leading `#`.
///
/// # Errors
/// A [`LinkError`] naming the first thing wrong: the parameters' shape, the puzzle, unknown
/// or repeated keys, the view keys, the language, the form, two targets, the step and the
/// exercise, then the puzzle's own keys ([`Puzzle::parse`]) and an embed range.
#[inline(never)]
pub fn parse<P: Puzzle>(fragment: &str) -> Result<Link<P>, LinkError<P::Error>> {
    let body = fragment.strip_prefix('#').unwrap_or(fragment);
    let parts = decode_parts(body)?;
    check_puzzle::<P>(&parts)?;
    let (shared, own) = sort_keys::<P>(&parts)?;
    let mut step = shared.get("step");
    let view = view::<P>(&shared, &own, &mut step)?;
    let lang = match shared.get("lang") {
        None => None,
        Some("en") => Some(Lang::En),
        Some("zh") => Some(Lang::Zh),
        Some(other) => return Err(SharedError::UnknownLang { value: quote(other) }.into()),
    };
    let mut target = None;
    for &key in P::TARGETS {
        let given = if key == "step" { shared.get(key) } else { own.get(key) };
        if given.is_some() {
            if let Some(a) = target {
                return Err(SharedError::TwoTargets { a, b: key }.into());
            }
            target = Some(key);
        }
    }
    let step = step.map(|v| link_number("step", v)).transpose()?;
    let parsons = parsons_part(&shared, step)?;
    let exercise = match shared.get("ex").filter(|_| parsons.is_none()) {
        None => None,
        Some(name) => Some(P::EXERCISES.iter().copied().find(|&k| k == name).ok_or_else(|| {
            SharedError::UnknownExercise { value: quote(name), allowed: Words::of(&[P::EXERCISES]) }
        })?),
    };
    let answers = shared.get("ans").filter(|_| parsons.is_none());
    // The student's part (`ans`, `who`, `time`) goes with an exercise, any.
    if exercise.is_none() && parsons.is_none() {
        if let Some((key, _)) = shared.first(&["ans", "who", "time"]) {
            return Err(SharedError::OptionWithoutExercise { key, ex: "any" }.into());
        }
    }
    let who = shared.get("who").filter(|w| !w.is_empty());
    if who.is_some_and(|w| char_prefix(w, WHO_MAX_CHARS).1) {
        return Err(SharedError::WhoTooLong { max: WHO_MAX_CHARS }.into());
    }
    let time = shared.get("time").map(|v| link_number("time", v)).transpose()?;
    let student = Student { who: who.map(str::to_owned), time };
    let shared_part = Shared { step, exercise, answers, view: &view };
    let puzzle = P::parse(&own, shared_part)?;
    let template = template::<P>(shared.get("tmpl"))?;
    if let (Some(step), Some(from), Some(to)) = (puzzle.step(), view.from, view.to) {
        if step < from || step > to {
            return Err(SharedError::StepOutsideRange { step, from, to }.into());
        }
    }
    Ok(Link { puzzle, lang, template, view, parsons, student })
}

/// `ex=parsons`: its `seed` and `ans` (`sort_keys` gives it the `seed`, which a puzzle with a
/// `seed` of its own does not see then). A Parsons problem opens on no step; `seed` is only
/// for it (or the puzzle's own).
#[inline(never)]
fn parsons_part(shared: &Keys<'_>, step: Option<u64>) -> Result<Option<Parsons>, SharedError> {
    let seed = shared.get("seed");
    if shared.get("ex") != Some(PARSONS) {
        return match seed {
            Some(_) => Err(SharedError::OptionWithoutExercise { key: "seed", ex: PARSONS }),
            None => Ok(None),
        };
    }
    if step.is_some() {
        return Err(SharedError::TwoTargets { a: "ex", b: "step" });
    }
    let seed = link_number("seed", seed.ok_or(SharedError::MissingSeed)?)?;
    let (answers, answers_cut) = shared.get("ans").map_or((None, None), answers);
    Ok(Some(Parsons { seed, answers, answers_cut }))
}

/// `&key=value` for each view key the link has, in the order present, tab, tree, the
/// puzzle's own ([`Puzzle::format_view`]), embed, from, to, autoplay, loop, speed.
#[inline(never)]
fn push_view<P: Puzzle>(s: &mut String, link: &Link<P>) {
    let v = &link.view;
    let number = |s: &mut String, key: &str, value: Option<u64>| {
        if let Some(value) = value {
            push(s, key);
            push_decimal(s, value);
        }
    };
    if v.present {
        push(s, "&present=1");
    }
    if let Some(tab) = v.tab {
        push(s, "&tab=");
        push(s, tab);
    }
    match v.nodes {
        None => {}
        Some(true) => push(s, "&tree=nodes"),
        Some(false) => push(s, "&tree=strips"),
    }
    link.puzzle.format_view(s);
    match v.embed {
        None => {}
        Some(Embed::Board) => push(s, "&embed=1"),
        Some(Embed::Code) => push(s, "&embed=code"),
    }
    number(s, "&from=", v.from);
    number(s, "&to=", v.to);
    if v.autoplay {
        push(s, "&autoplay=1");
    }
    if v.looped {
        push(s, "&loop=1");
    }
    match v.speed {
        None => {}
        Some(Speed::Max) => push(s, "&speed=max"),
        Some(Speed::PerSecond(sps)) => number(s, "&speed=", Some(sps)),
    }
}

/// Formats a link as a fragment without `#`: `puzzle=<name>&` (left out for the default
/// puzzle), the puzzle's part ([`Puzzle::format`]), a Parsons problem's, `who` and `time`,
/// `tmpl`, the view keys (see `push_view`) and `lang`. [`parse`] reads it back to the same [`Link`].
#[inline(never)]
pub fn format<P: Puzzle>(link: &Link<P>) -> String {
    let mut s = String::new();
    if !P::BARE {
        push(&mut s, "puzzle=");
        push(&mut s, P::NAME);
        s.push('&');
    }
    link.puzzle.format(&mut s);
    if let Some(parsons) = &link.parsons {
        push_exercise(&mut s, PARSONS);
        push(&mut s, "&seed=");
        push_decimal(&mut s, parsons.seed);
        push_answers(&mut s, parsons.answers.as_deref());
    }
    if let Some(who) = &link.student.who {
        push(&mut s, "&who=");
        push_encoded(&mut s, who);
    }
    if let Some(time) = link.student.time {
        push(&mut s, "&time=");
        push_decimal(&mut s, time);
    }
    if link.template == Template::Iterative {
        push(&mut s, "&tmpl=iterative");
    }
    push_view(&mut s, link);
    match link.lang {
        None => {}
        Some(Lang::En) => push(&mut s, "&lang=en"),
        Some(Lang::Zh) => push(&mut s, "&lang=zh"),
    }
    s
}

/// The checks every puzzle's tests run on its link part, beside its own tests.
pub mod checks {
    use super::{format, parse, ErrorParts, LinkError, Puzzle};

    /// The error of a link of puzzle `P` that must fail.
    ///
    /// # Panics
    /// When the link opens.
    pub fn error<P: Puzzle + std::fmt::Debug>(fragment: &str) -> LinkError<P::Error> {
        match parse::<P>(fragment) {
            Ok(l) => panic!("{fragment} opens: {:?}", l.puzzle),
            Err(e) => e,
        }
    }

    /// The [`error`] of a link of puzzle `P` as its code and its fields, `name=value` each
    /// (the value's `Debug`), joined by spaces: what the page is handed to word.
    pub fn error_parts<P: Puzzle + std::fmt::Debug>(fragment: &str) -> (&'static str, String) {
        let e = error::<P>(fragment);
        let mut fields = Vec::new();
        e.fields(&mut |name, value| fields.push(format!("{name}={value:?}")));
        (e.code(), fields.join(" "))
    }

    /// Each of puzzle `P`'s own codes is reachable and worded: `cases` (a link and the code
    /// it fails with) give its codes in their order, and `strings` (its strings module)
    /// words each once in English and once in Chinese, and no other link code.
    ///
    /// # Panics
    /// At the first link that does not fail with its code, or when the codes differ.
    pub fn codes_reached_and_worded<P: Puzzle + std::fmt::Debug>(
        cases: &[(&str, &str)],
        strings: &str,
    ) {
        for &(link, code) in cases {
            assert_eq!(error::<P>(link).code(), code, "{link}");
        }
        let codes: Vec<&str> = cases.iter().map(|&(_, c)| c).collect();
        assert_eq!(codes, P::Error::CODES);
        assert_eq!(worded(strings, "linkerr."), twice(P::Error::CODES));
    }

    /// The codes a strings module words, sorted: every `'<prefix><code>'` key in `strings`
    /// (`prefix` as `linkerr.`), once per language that has it.
    pub fn worded<'a>(strings: &'a str, prefix: &str) -> Vec<&'a str> {
        let key = ["'", prefix].concat();
        let mut codes: Vec<&str> = strings
            .split(key.as_str())
            .skip(1)
            .filter_map(|rest| rest.split_once('\'').map(|(code, _)| code))
            .collect();
        codes.sort_unstable();
        codes
    }

    /// `codes` twice each (English and Chinese), sorted: what [`worded`] finds in strings
    /// that word each code once per language.
    pub fn twice<'a>(codes: impl IntoIterator<Item = &'a &'a str>) -> Vec<&'a str> {
        let mut want: Vec<&str> = codes.into_iter().flat_map(|&c| [c, c]).collect();
        want.sort_unstable();
        want
    }

    /// The golden links of puzzle `P` (its `tests/links.golden`: a link, `ok` or `error`,
    /// the formatted link or the error's code, tab-separated; `#` comments) open as
    /// recorded: each `ok` link parses and formats to its recorded text, each `error` link
    /// fails with its recorded code. A link of another puzzle (its `puzzle=` not `P`'s, or
    /// none for a puzzle that is not the default) is refused with `unknown-puzzle`, for
    /// the page to dispatch.
    ///
    /// # Panics
    /// At the first link that does not.
    pub fn golden<P: Puzzle + std::fmt::Debug>(text: &str) {
        for line in text.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let cols: Vec<&str> = line.split('\t').collect();
            let (fragment, outcome, want) = (cols[0], cols[1], cols[2]);
            let own = ["puzzle=", P::NAME].concat();
            let named = fragment.contains(own.as_str());
            let mine = named || (P::BARE && !fragment.contains("puzzle="));
            match (mine, outcome, parse::<P>(fragment)) {
                (false, _, Err(e)) => assert_eq!(e.code(), "unknown-puzzle", "{fragment}"),
                (true, "ok", Ok(l)) => assert_eq!(format(&l), want, "{fragment}"),
                (true, "error", Err(e)) => assert_eq!(e.code(), want, "{fragment}"),
                (_, _, got) => panic!("{fragment}: {got:?}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! The shared grammar on a puzzle small enough to read at a glance: its one key `size`
    //! (1 to 9), steps, one exercise, one tab. It shows the shared parser knows no puzzle, and
    //! is the model for a new one: implement [`Puzzle`], and the shared keys, the view, the
    //! exercise and answers, the embed range and every shared error come for free.
    use super::*;

    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Toy {
        size: usize,
        step: Option<u64>,
        /// The exercise's answers and where they were cut.
        exercise: Option<(Option<String>, Option<LinkError<ToyError>>)>,
    }

    crate::link_errors! {
        enum ToyError {
            /// A size that is odd.
            OddSize { size: usize },
        }
    }

    impl Puzzle for Toy {
        const NAME: &'static str = "toy";
        const KEYS: &'static [&'static str] = &["size"];
        const TARGETS: &'static [&'static str] = &["step"];
        const TABS: &'static [&'static str] = &["lesson", "export"];
        const EXERCISES: &'static [&'static str] = &["try"];
        const ITERATIVE: bool = false;
        type Error = ToyError;

        fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, LinkError<ToyError>> {
            let size = size("size", keys.get("size").unwrap_or("2"), 1, 9)?;
            if size % 2 == 1 {
                return Err(LinkError::Puzzle(ToyError::OddSize { size }));
            }
            options_need_a_step(keys, shared, &[])?;
            let exercise = shared.exercise.map(|_| answers_read(shared.answers));
            Ok(Toy { size, step: shared.step, exercise })
        }

        fn format(&self, s: &mut String) {
            s.push_str("size=");
            push_decimal(s, self.size as u64);
            if let Some(k) = self.step {
                push_step(s, k);
            }
            if let Some((a, _)) = &self.exercise {
                push_exercise(s, "try");
                push_answers(s, a.as_deref());
            }
        }

        fn step(&self) -> Option<u64> {
            self.step
        }

        fn exercise(&self) -> Option<&'static str> {
            self.exercise.as_ref().map(|_| "try")
        }

        fn answers(&self) -> Option<&str> {
            self.exercise.as_ref().and_then(|(a, _)| a.as_deref())
        }

        fn answers_cut(&self) -> Option<&LinkError<ToyError>> {
            self.exercise.as_ref().and_then(|(_, cut)| cut.as_ref())
        }
    }

    fn err(s: &str) -> LinkError<ToyError> {
        parse::<Toy>(s).unwrap_err()
    }

    /// Where the link's answers were cut (the link itself opens).
    fn cut(s: &str) -> LinkError<ToyError> {
        parse::<Toy>(s).unwrap().puzzle.answers_cut().cloned().unwrap()
    }

    #[test]
    fn a_puzzles_links_round_trip_with_every_shared_key() {
        for s in [
            "puzzle=toy&size=2",
            "puzzle=toy&size=4&step=7&lang=zh",
            "puzzle=toy&size=2&ex=try&ans=1.1-b-col",
            "puzzle=toy&size=2&ex=try&ans=1.1&who=%E6%9D%8E%E9%9B%B7%20Li&time=95&lang=zh",
            "puzzle=toy&size=8&step=3&present=1&tab=export&tree=nodes",
            "puzzle=toy&size=2&step=30&embed=1&from=30&to=40&autoplay=1&loop=1&speed=8",
            "puzzle=toy&size=2&step=0&embed=code&speed=max&lang=en",
        ] {
            match parse::<Toy>(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e:?}"),
            }
        }
        let l = parse::<Toy>("#puzzle=toy&size=%34&embed=1&to=9").unwrap();
        assert_eq!((l.puzzle.size, l.puzzle.step, l.view.to), (4, Some(0), Some(9)));
        assert_eq!(
            format(&Link::of(Toy { size: 6, step: None, exercise: None })),
            "puzzle=toy&size=6"
        );
    }

    #[test]
    fn an_exercise_may_be_embedded_alone_without_a_range_or_play() {
        let s = "puzzle=toy&size=2&ex=try&embed=1";
        let l = parse::<Toy>(s).unwrap();
        assert_eq!((l.view.embed, format(&l).as_str()), (Some(Embed::Board), s));
        for key in ["from=1", "to=9", "autoplay=1", "loop=1", "speed=8"] {
            let b = key.split('=').next().unwrap();
            let e = err(&format!("{s}&{key}"));
            assert_eq!(e, LinkError::Shared(SharedError::TwoTargets { a: "ex", b }), "{key}");
        }
    }

    #[test]
    fn every_shared_code_is_reachable_and_worded_in_english_and_chinese() {
        let cases = [
            ("puzzle=toy&foo=1", "unknown-key"),
            ("puzzle=toy&size=2&size=4", "repeated-key"),
            ("puzzle=toy&", "malformed-empty"),
            ("=8", "malformed-no-name"),
            ("puzzle", "malformed"),
            ("puzzle=toy&size=x", "not-a-number"),
            ("puzzle=toy&size=10", "size-out-of-range"),
            ("size=2", "unknown-puzzle"),
            ("puzzle=toy&tmpl=iterative", "unknown-template"),
            ("puzzle=toy&lang=fr", "unknown-lang"),
            ("puzzle=toy&ex=try&tab=lesson", "two-targets"),
            ("puzzle=toy&step=9007199254740992", "number-too-large"),
            ("puzzle=toy&ex=game", "unknown-exercise"),
            ("puzzle=toy&ans=b", "option-without-exercise"),
            ("puzzle=toy&tab=gallery", "unknown-value"),
            ("puzzle=toy&from=3", "option-without-embed"),
            ("puzzle=toy&embed=1&from=9&to=8", "range-backwards"),
            ("puzzle=toy&embed=1&step=2&from=3&to=8", "step-outside-range"),
            ("puzzle=toy&ex=parsons", "missing-seed"),
            ("puzzle=toy&ex=try&who=12345678901234567890123456789012345678901", "who-too-long"),
        ];
        for (link, code) in cases {
            assert_eq!(err(link).code(), code, "{link}");
        }
        // The step options' errors come from the helpers a puzzle with options calls.
        let helpers = [
            first_only(Some("some")).unwrap_err(),
            SharedError::UnknownMethod { key: "method", value: "fast".into() },
            SharedError::OptionWithoutStep { key: "mode" },
        ];
        // A damaged `ans` cuts the answers, and the link opens.
        let long = ["b"; ANSWERS_MAX + 1].join("-");
        let cuts = [
            cut("puzzle=toy&ex=try&ans=B"),
            cut("puzzle=toy&ex=try&ans=b-"),
            cut(&format!("puzzle=toy&ex=try&ans={long}")),
        ];
        let mut codes: Vec<&str> = cases.iter().map(|&(_, c)| c).collect();
        codes.extend(helpers.iter().map(|e| e.code()));
        codes.extend(cuts.iter().map(|e| e.code()));
        codes.sort_unstable();
        let mut all = SharedError::CODES.to_vec();
        all.sort_unstable();
        assert_eq!(codes, all);
        assert_eq!(err("puzzle=toy&size=3"), LinkError::Puzzle(ToyError::OddSize { size: 3 }));
        // lib/strings-en.js and lib/strings-zh.js word every shared code (www/js/lib/errors.js
        // looks up `linkerr.<code>`); the puzzles word their own codes.
        for strings in [
            include_str!("../www/js/lib/strings-en.js"),
            include_str!("../www/js/lib/strings-zh.js"),
        ] {
            let worded = checks::worded(strings, "linkerr.");
            for code in SharedError::CODES.iter().chain(&crate::methods::COMPARE_CODES) {
                assert_eq!(worded.iter().filter(|&&w| w == *code).count(), 1, "{code}");
            }
        }
    }

    #[test]
    fn a_parsons_link_keeps_its_seed_and_answers_over_the_puzzles_part() {
        let l = parse::<Toy>("puzzle=toy&size=4&ex=parsons&seed=17&ans=3.1-d1.0-1.0").unwrap();
        assert_eq!(l.puzzle, Toy { size: 4, step: None, exercise: None });
        assert_eq!(
            l.parsons,
            Some(Parsons { seed: 17, answers: Some("3.1-d1.0-1.0".into()), answers_cut: None })
        );
        assert_eq!(format(&l), "puzzle=toy&size=4&ex=parsons&seed=17&ans=3.1-d1.0-1.0");
        // A damaged `ans` keeps the tokens before the damage and says where it was cut.
        let l = parse::<Toy>("puzzle=toy&ex=parsons&seed=2&ans=1.0-%3Cb%3E").unwrap();
        let p = l.parsons.unwrap();
        assert_eq!(p.answers.as_deref(), Some("1.0"));
        assert_eq!(p.answers_cut.map(|e| e.code()), Some("bad-answer"));
        assert_eq!(err("puzzle=toy&ex=parsons&seed=x").code(), "not-a-number");
        assert_eq!(err("puzzle=toy&ex=parsons&seed=1&step=3").code(), "two-targets");
        assert_eq!(err("puzzle=toy&seed=1").code(), "option-without-exercise");
        assert_eq!(err("puzzle=toy&ex=parsons&seed=1&tab=lesson").code(), "two-targets");
    }

    #[test]
    fn a_students_name_and_time_go_with_an_exercise_and_never_grade_it() {
        let student = |s: &str| parse::<Toy>(s).unwrap().student;
        // Percent-decoded, any script, at most WHO_MAX_CHARS characters (not bytes).
        let forty = "李".repeat(WHO_MAX_CHARS);
        let encoded: String = forty.bytes().map(|b| format!("%{b:02X}")).collect();
        let l = student(&format!("puzzle=toy&ex=try&who={encoded}&time=0"));
        assert_eq!((l.who.as_deref(), l.time), (Some(forty.as_str()), Some(0)));
        assert_eq!(
            err(&format!("puzzle=toy&ex=try&who={encoded}%E6%9D%8E")),
            LinkError::Shared(SharedError::WhoTooLong { max: WHO_MAX_CHARS })
        );
        // A Parsons problem's link carries them too; an empty name is none.
        let l = parse::<Toy>("puzzle=toy&ex=parsons&seed=3&who=%3Cb%3EAnn&time=7").unwrap();
        assert_eq!(l.student, Student { who: Some("<b>Ann".into()), time: Some(7) });
        assert_eq!(format(&l), "puzzle=toy&size=2&ex=parsons&seed=3&who=%3Cb%3EAnn&time=7");
        assert_eq!(student("puzzle=toy&ex=try&who="), Student::default());
        // Without an exercise they are refused; a time is a link number.
        let without =
            |key| LinkError::Shared(SharedError::OptionWithoutExercise { key, ex: "any" });
        assert_eq!(err("puzzle=toy&who=Ann"), without("who"));
        assert_eq!(err("puzzle=toy&step=2&time=5"), without("time"));
        assert_eq!(err("puzzle=toy&ex=try&time=5s").code(), "not-a-number");
        assert_eq!(err("puzzle=toy&ex=try&time=9007199254740992").code(), "number-too-large");
    }

    #[test]
    fn an_unknown_key_names_the_keys_a_link_of_the_puzzle_has() {
        let mut fields = Vec::new();
        err("puzzle=toy&n=8").fields(&mut |k, v| fields.push((k, format!("{v:?}"))));
        let known = r#"Words("puzzle step ex ans who time tmpl present tab tree embed from to autoplay loop speed lang size")"#;
        assert_eq!(fields, [("key", r#"Text("n")"#.to_string()), ("known", known.to_string())]);
    }

    #[test]
    fn a_damaged_answer_list_keeps_its_valid_prefix_and_says_where_it_was_cut() {
        let read = |s: &str| {
            let l = parse::<Toy>(s).unwrap();
            (l.puzzle.answers().map(str::to_owned), l.puzzle.answers_cut().cloned())
        };
        let cut = |e| Some(LinkError::Shared(e));
        let bad = |at, value: &str| cut(SharedError::BadAnswer { at, value: value.into() });
        // Cut after a dash: the 12 answers before it are read.
        let twelve = "1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3";
        assert_eq!(
            read(&format!("puzzle=toy&ex=try&ans={twelve}-")),
            (Some(twelve.into()), cut(SharedError::EmptyAnswer { at: 13 }))
        );
        assert_eq!(
            read("puzzle=toy&ex=try&ans=b--b"),
            (Some("b".into()), cut(SharedError::EmptyAnswer { at: 2 }))
        );
        assert_eq!(read("puzzle=toy&ex=try&ans=1.1-5_1"), (Some("1.1".into()), bad(2, "5_1")));
        // A token of the right characters is the page's to read (`2.` cut mid-token).
        assert_eq!(read("puzzle=toy&ex=try&ans=1.1-2."), (Some("1.1-2.".into()), None));
        // Nothing readable: no answers, and the exercise still opens.
        assert_eq!(read("puzzle=toy&ex=try&ans=B"), (None, bad(1, "B")));
        assert_eq!(read("puzzle=toy&ex=try&ans=%3Cb%3E"), (None, bad(1, "<b>")));
        // Past the most a link carries: the first ANSWERS_MAX.
        let long = ["b"; ANSWERS_MAX + 3].join("-");
        let (kept, got) = read(&format!("puzzle=toy&ex=try&ans={long}"));
        assert_eq!(kept.unwrap(), ["b"; ANSWERS_MAX].join("-"));
        let max = ANSWERS_MAX;
        assert_eq!(got, cut(SharedError::TooManyAnswers { got: max + 3, max }));
        let many = ["b"; ANSWERS_MAX].join("-");
        assert_eq!(read(&format!("puzzle=toy&ex=try&ans={many}")), (Some(many), None));
        // A cut link formats to the answers it kept.
        let l = parse::<Toy>("puzzle=toy&ex=try&ans=1.1-b-X-2.2").unwrap();
        assert_eq!(format(&l), "puzzle=toy&size=2&ex=try&ans=1.1-b");
    }

    #[test]
    fn invisible_characters_are_kept_in_errors_for_the_message_to_show_as_escapes() {
        // The error keeps the value as given; a message shows its invisible characters as
        // escapes (the page's lib/typed.js, `crate::error::shown` in Rust).
        let value = |e| match e {
            LinkError::Shared(SharedError::NotANumber { value, .. }) => value,
            LinkError::Shared(SharedError::UnknownKey { key, .. }) => key,
            LinkError::Shared(SharedError::UnknownLang { value }) => value,
            e => panic!("{e:?}"),
        };
        let shown = |s: &str| crate::error::shown(s, usize::MAX);
        assert_eq!(value(err("puzzle=toy&size=8%00")), "8\0");
        assert_eq!(shown(&value(err("puzzle=toy&size=8%00"))), "8\\u0000");
        assert_eq!(shown(&value(err("puzzle=toy&n%07=8"))), "n\\u0007");
        assert_eq!(shown(&value(err("puzzle=toy&lang=zh%E2%80%8B"))), "zh\\u200b");
        // Cut after 24 characters.
        assert_eq!(
            value(err(&format!("puzzle=toy&size={}", "%01".repeat(30)))),
            format!("{}…", "\u{1}".repeat(24))
        );
    }

    #[test]
    fn values_from_the_link_are_cut_and_numbers_read_as_typed() {
        let v = "<img src=x onerror=alert(1)>".repeat(4000);
        assert!(
            matches!(err(&format!("puzzle=toy&size={v}")), LinkError::Shared(SharedError::NotANumber { value, .. }) if value.chars().count() == 25)
        );
        assert_eq!(number("n", "00000000000000000008"), Ok(8));
        assert_eq!(number("n", "99999999999999999999"), Ok(u64::MAX));
        assert_eq!(link_number("step", "9007199254740991"), Ok(LINK_NUMBER_MAX));
        assert_eq!(percent_decode("%E2%89%A4%ZZ"), "≤%ZZ");
        assert_eq!(percent_decode("%E0%A4%A"), "%E0%A4%A", "a broken escape stays");
        let mut s = String::new();
        push_encoded(&mut s, "a&&b # ≤");
        assert_eq!(s, "a%26%26b%20%23%20%E2%89%A4");
    }
}

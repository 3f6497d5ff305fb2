//! The share-link fragment: what comes after `#` in the page's URL.
//!
//! N-Queens (the default puzzle):
//! - `n=8` opens N = 8 with its first solution (N from 1 to 1,000,000; above 32 the page
//!   shows the explicit construction).
//! - `n=8&q=1-5-8-6-3-7-2-4` opens that solution: 1-based columns, row 1 first.
//! - `n=8&q=1-5-0-0-0-0-0-0` is a partial placement (0 = empty row), opened in play mode;
//!   its queens may attack each other, and the page shows the conflicts.
//! - `n=8&i=37` opens solution #37 in lexicographic order (1-based, N ≤ 14).
//! - `n=8&step=40` opens the stepper (all solutions) at step 40 (N ≤ 20).
//!
//! The knight's rightward path: `puzzle=knight&n=9&m=5` (n columns, m rows, 2 to 20), with
//! `&path=3-1-4-…` for a path (the moves ①–④ taken, in order) or `&step=…` for a step.
//!
//! 0-1 knapsack: `puzzle=knapsack&w=16-15-15&v=45-25-25&c=30` (the weights and values of
//! the items in order, joined by `-`, and the capacity: positive integers, checked by
//! [`crate::knapsack::Instance::new`]; `puzzle=knapsack` alone is that textbook instance),
//! with `&step=…` for a step of its search.
//!
//! A step link may add `mode=first` (the search that stops at the first solution; the
//! default is `mode=all`) and `method=scan` (checking squares by scanning the earlier rows;
//! the default is `method=flags`). An N-Queens link (not an exercise) may add `count=1`:
//! the solutions of N are being counted, and the page counts them again (N ≤ 27). An
//! N-Queens or knight link may add `tmpl=iterative`: the procedure is shown in the notes'
//! iterative form (`tmpl=recursive`, the default, is not written). Any link
//! may add `lang=en` or `lang=zh`.
//!
//! How the page shows it ([`View`], issue 24), on any puzzle's link: `present=1`
//! (presentation mode), `tab=lesson|gallery|count|export` (the tab beside the board),
//! `tree=nodes|strips` (how the solution-space tree is drawn), on an N-Queens link
//! `gallery=fundamental|all` (the gallery's view), and the embed keys:
//! `embed=1` (only the board, the step controls and the event line, for an `<iframe>`) or
//! `embed=code` (with the procedure), then `from=a&to=b` (the steps the embedded search
//! keeps to; `from` alone or `to` alone opens the search at `from`, or 0), `autoplay=1`,
//! `loop=1` and `speed=` (steps per second, 1 to [`SPEED_MAX_SPS`], or `max`). Parameters are `key=value` joined by `&`, each
//! key at most once; numbers are plain decimal digits (any number of them, leading zeros
//! allowed; a step or solution number at most [`LINK_NUMBER_MAX`]). Anything else is a [`LinkError`]
//! whose message says what is wrong.

use crate::board::{push_decimal, Line};
use crate::error::plural;
use crate::knapsack::{Instance, InstanceError};
use crate::knight::MOVES;
use crate::limits::{
    CONSTRUCT_MAX_N, COUNT_MAX_N, DEFAULT_N, EXERCISE_MAX_N, INDEX_MAX_N, KNIGHT_DEFAULT_M,
    KNIGHT_DEFAULT_N, KNIGHT_MAX_SIDE, KNIGHT_MIN_SIDE, RULE_MAX_CHARS, SLIDER_MAX_N,
    SPEED_MAX_SPS,
};
use crate::search::Template;
use std::fmt;

/// Which puzzle a link opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// N-Queens.
    Queens,
    /// The knight's rightward path.
    Knight,
    /// 0-1 knapsack with the bounding function.
    Knapsack,
}

/// The page language a link asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

/// The stepper options a step link may carry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepOptions {
    /// `mode=first`: stop at the first solution (default: all solutions).
    pub first_only: bool,
    /// `method=scan`: check squares by scanning the earlier rows (default: flag arrays).
    pub scan: bool,
}

/// What the link opens, besides the board size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The first solution (N-Queens) or the start of the search (knight).
    Default,
    /// A full N-Queens solution: N 1-based columns, row 1 first.
    Solution(Vec<usize>),
    /// A partial or attacking N-Queens placement: N columns, 0 for an empty row.
    Placement(Vec<usize>),
    /// N-Queens solution number `i` (1-based) in lexicographic order.
    Index(u64),
    /// Step `k` of the search, with its options.
    Step(u64, StepOptions),
    /// A knight's path as its moves, 1..=4 each.
    Path(Vec<usize>),
}

/// A parsed link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// N-Queens: N. Knight: the board's columns n.
    pub n: usize,
    /// Knight: the board's rows m (None for the other puzzles).
    pub m: Option<usize>,
    /// Knapsack: the instance (`w`, `v`, `c`; the textbook one when the link has none);
    /// None for the other puzzles. `n` is then its number of items.
    pub knapsack: Option<Instance>,
    /// What to open.
    pub target: Target,
    /// The language asked for, if any.
    pub lang: Option<Lang>,
    /// The exercise the link opens (`ex=`), if any (N-Queens only).
    pub exercise: Option<Exercise>,
    /// `count=1`: a count of N's solutions is running (N-Queens, N ≤ [`COUNT_MAX_N`], no
    /// exercise); the page starts it again.
    pub count: bool,
    /// `gpu=1` (Some(true)) or `gpu=0` (Some(false)): counts go to the graphics card, or
    /// stay on the processor (N-Queens, no exercise); None leaves the page's default.
    pub gpu: Option<bool>,
    /// `tmpl=`: the form the procedure is shown in (N-Queens and the knight; default
    /// recursive).
    pub template: Template,
    /// How the page shows it: presentation mode, the tab, the tree's drawing, embedding.
    pub view: View,
}

/// The tab beside the board a link opens (`tab=`; the exercises' tab is opened by `ex=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// `tab=lesson`: the stepper, its procedure and tree (the page's default).
    Lesson,
    /// `tab=gallery`: all solutions, or the fundamental ones.
    Gallery,
    /// `tab=count`: counting.
    Count,
    /// `tab=export`: the exports.
    Export,
}

impl Tab {
    /// Every tab a link may name, in the page's order.
    pub const ALL: [Tab; 4] = [Tab::Lesson, Tab::Gallery, Tab::Count, Tab::Export];

    /// The tab's name in links and on the page (`views/tabs.js` `TABS`).
    pub fn name(self) -> &'static str {
        match self {
            Tab::Lesson => "lesson",
            Tab::Gallery => "gallery",
            Tab::Count => "count",
            Tab::Export => "export",
        }
    }
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

/// How the page shows what a link opens (issue 24), for every puzzle. Like `lang`, a key
/// left out leaves that part of the page as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// `present=1`: presentation mode.
    pub present: bool,
    /// `tab=`: the tab beside the board.
    pub tab: Option<Tab>,
    /// `tree=nodes` (Some(true)) or `tree=strips` (Some(false)): the tree's drawing.
    pub nodes: Option<bool>,
    /// `gallery=fundamental` (Some(true)) or `gallery=all` (Some(false)): the N-Queens
    /// gallery lists one board per symmetry class, or every solution.
    pub fundamental: Option<bool>,
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

impl Link {
    /// An N-Queens link to a board size alone.
    pub fn size(n: usize) -> Self {
        Self {
            puzzle: Puzzle::Queens,
            n,
            m: None,
            knapsack: None,
            target: Target::Default,
            lang: None,
            exercise: None,
            count: false,
            gpu: None,
            view: View::default(),
            template: Template::Recursive,
        }
    }
}

/// The three exercises (`ex=`): the student does the search, answers questions about it, or
/// writes the conflict test of `place(k)` (issue 22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseKind {
    /// `ex=simulate`: place each queen where the search places it next, or backtrack.
    Simulate,
    /// `ex=quiz`: ten questions drawn from the trace (`seed=`).
    Quiz,
    /// `ex=rule`: the student's own conflict test (`rule=`).
    Rule,
}

impl ExerciseKind {
    /// Every exercise, in the order the page offers them.
    pub const ALL: [ExerciseKind; 3] =
        [ExerciseKind::Simulate, ExerciseKind::Quiz, ExerciseKind::Rule];

    /// The exercise's name in links: `simulate`, `quiz` or `rule`.
    pub fn name(self) -> &'static str {
        match self {
            ExerciseKind::Simulate => "simulate",
            ExerciseKind::Quiz => "quiz",
            ExerciseKind::Rule => "rule",
        }
    }
}

/// An exercise link's parts besides N and the search's options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// Which exercise.
    pub kind: ExerciseKind,
    /// The search the exercise runs on: first or all solutions, flags or scan (`mode`,
    /// `method`, as a step link's).
    pub options: StepOptions,
    /// The quiz's seed (`seed=`, quiz only; the page picks one when absent).
    pub seed: Option<u64>,
    /// `help=shade`: the simulate exercise lets the student shade attacked squares.
    pub shade: bool,
    /// The rule exercise's conflict test as the student wrote it (`rule=`, at most
    /// [`RULE_MAX_CHARS`] characters; its grammar is checked by [`crate::rule`], not here).
    pub rule: Option<String>,
    /// A result link's answers (`ans=`): at most [`ANSWERS_MAX`] tokens joined by `-`, each
    /// of lower-case ASCII letters, digits and `.` (`3.2-b-col-92`). What each token means
    /// is the exercise's to read (www/js/exercise/answers.js), so a token that does not
    /// answer its question is the page's error, not the link's. A damaged `ans` never fails
    /// the link: this is its valid prefix (None when empty), and `answers_cut` says where
    /// it was cut.
    pub answers: Option<String>,
    /// Why the link's answers stop before the end of its `ans` (see [`answers`]):
    /// [`LinkError::BadAnswer`] or [`LinkError::EmptyAnswer`] at the first token that is not
    /// one, [`LinkError::TooManyAnswers`] past [`ANSWERS_MAX`], or
    /// [`LinkError::AnswersWithoutSeed`] for a quiz's answers without its `seed` (the quiz
    /// they answer is unknown, so none is graded). None when every answer was read. The
    /// page says it beside the exercise, which opens with the answers before the cut.
    pub answers_cut: Option<LinkError>,
}

/// The most answer tokens a result link carries (a simulate exercise of N = 6 in all-solutions
/// mode takes about 300 actions).
pub const ANSWERS_MAX: usize = 2_000;

impl Puzzle {
    /// Every puzzle, the default (a link without `puzzle=`) first.
    pub const ALL: [Puzzle; 3] = [Puzzle::Queens, Puzzle::Knight, Puzzle::Knapsack];

    /// The puzzle's name in links: `queens`, `knight` or `knapsack`.
    pub fn name(self) -> &'static str {
        match self {
            Puzzle::Queens => "queens",
            Puzzle::Knight => "knight",
            Puzzle::Knapsack => "knapsack",
        }
    }

    /// The puzzle a link names (`queens`, `knight`, `knapsack`), `None` for any other name.
    pub fn from_name(name: &str) -> Option<Puzzle> {
        Puzzle::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// Why a fragment is not a valid link. [`LinkError::parts`] gives it as a code and named
/// fields (`unknown-key`, `key: "foo"`), so the page can word the message in its own
/// language. Text taken from the link is kept cut to at most 24 characters (see `quote`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A parameter the format does not have.
    UnknownKey { key: String },
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
    /// N (or the knight's n, m) out of range.
    SizeOutOfRange { key: &'static str, value: String, min: usize, max: usize },
    /// `puzzle` other than `queens` and `knight`.
    UnknownPuzzle { value: String },
    /// `mode` other than `all` and `first`.
    UnknownMode { value: String },
    /// `method` other than `flags` and `scan`.
    UnknownMethod { value: String },
    /// `tmpl` other than `recursive` and `iterative`.
    UnknownTemplate { value: String },
    /// `mode` or `method` without `step` or `ex`.
    OptionWithoutStep { key: &'static str },
    /// `ex` other than `simulate`, `quiz` and `rule`.
    UnknownExercise { value: String },
    /// `seed`, `help`, `rule` or `ans` without the exercise they belong to (`ex` is the
    /// exercise they need: `quiz`, `simulate`, `rule`, or `any`).
    OptionWithoutExercise { key: &'static str, ex: &'static str },
    /// `help` other than `shade`.
    UnknownHelp { value: String },
    /// An empty `rule=`, or one longer than [`RULE_MAX_CHARS`] characters (`got`).
    RuleLength { got: usize, max: usize },
    /// An answer token of `ans` (the `at`-th, 1-based) with a character other than `a`–`z`,
    /// `0`–`9` and `.`: the link's answers are cut there ([`Exercise::answers_cut`]).
    BadAnswer { at: usize, value: String },
    /// An empty answer token (the `at`-th): the link was cut after a dash, or has two.
    EmptyAnswer { at: usize },
    /// More than [`ANSWERS_MAX`] answers: the first [`ANSWERS_MAX`] are read.
    TooManyAnswers { got: usize, max: usize },
    /// A quiz's answers without its `seed`: none is read.
    AnswersWithoutSeed,
    /// An exercise for an N above [`EXERCISE_MAX_N`].
    ExerciseTooLarge { n: usize, max: usize },
    /// `count` other than `1`.
    UnknownCount { value: String },
    /// `count=1` for an N above [`COUNT_MAX_N`].
    CountTooLarge { n: usize, max: usize },
    /// `lang` other than `en` and `zh`.
    UnknownLang { value: String },
    /// A view key (`present`, `tab`, `tree`, `gallery`, `embed`, `autoplay`, `loop`, `speed`) with a
    /// value it does not take; `allowed` lists those it takes (`1`, `nodes / strips`, …).
    UnknownValue { key: &'static str, value: String, allowed: &'static str },
    /// `from`, `to`, `autoplay`, `loop` or `speed` without `embed`.
    OptionWithoutEmbed { key: &'static str },
    /// `from` after `to`.
    RangeBackwards { from: u64, to: u64 },
    /// A `step` outside `from`..=`to`.
    StepOutsideRange { step: u64, from: u64, to: u64 },
    /// A parameter that does not belong to the link's `puzzle` (`q` for the knight, `m` for
    /// N-Queens, `n` for the knapsack); one code per puzzle (`wrong-puzzle-queens`,
    /// `wrong-puzzle-knight`, `wrong-puzzle-knapsack`). The knapsack's own `w`, `v`, `c` on
    /// another puzzle's link are [`Self::KnapKeyElsewhere`].
    WrongPuzzle { key: &'static str, puzzle: Puzzle },
    /// `w`, `v` or `c` on a link that is not `puzzle=knapsack`.
    KnapKeyElsewhere { key: &'static str },
    /// A knapsack link with some of `w`, `v`, `c` but not `key`.
    KnapMissing { key: &'static str },
    /// Item `item`'s (1-based) weight (`key` `w`) or value (`v`) is not digits (code
    /// `knap-weight-not-a-number` or `knap-value-not-a-number`).
    KnapItemNotANumber { key: &'static str, item: usize, value: String },
    /// Item `item`'s weight or value is negative (`-15`; code `knap-weight-negative` or
    /// `knap-value-negative`).
    KnapItemNegative { key: &'static str, item: usize, value: String },
    /// Item `item`'s weight or value is 0 or above its largest (`max`; code
    /// `knap-weight-range` or `knap-value-range`).
    KnapItemRange { key: &'static str, item: usize, value: String, max: u64 },
    /// The capacity `c` is not digits.
    KnapCapacityNotANumber { value: String },
    /// The capacity is negative.
    KnapCapacityNegative { value: String },
    /// The capacity is 0 or above [`crate::limits::KNAP_MAX_CAPACITY`].
    KnapCapacityRange { value: String, max: u64 },
    /// No items, or more than [`crate::limits::KNAP_MAX_ITEMS`].
    KnapItemCount { got: usize, max: usize },
    /// `w` and `v` list different numbers of items.
    KnapLengthMismatch { weights: usize, values: usize },
    /// Two of `q`, `i`, `step`, `path` together.
    TwoTargets { a: &'static str, b: &'static str },
    /// The knight needs both n and m.
    MissingSize { key: &'static str },
    /// `q` lists a number of columns other than N (code `wrong-column-count-one` when it
    /// lists one column, `wrong-column-count` otherwise).
    WrongColumnCount { n: usize, got: usize },
    /// A column outside 1..=N (0 is allowed only in a partial placement).
    ColumnOutOfRange { row: usize, col: String, n: usize },
    /// Two rows with the same column in a full solution.
    RepeatedColumn { col: usize, row_a: usize, row_b: usize },
    /// Two queens on one diagonal or anti-diagonal in a full solution (code
    /// `attack-diagonal` or `attack-anti-diagonal`; a shared column is [`Self::RepeatedColumn`]).
    Attack { row_a: usize, col_a: usize, row_b: usize, col_b: usize, line: Line },
    /// `i` is 0 (indices start at 1).
    IndexZero,
    /// `i` given for an N above [`INDEX_MAX_N`].
    IndexTooLarge { n: usize, max: usize },
    /// `step` given for an N above [`SLIDER_MAX_N`], the stepper's range on the page.
    StepTooLarge { n: usize, max: usize },
    /// A step or solution number `i` above [`LINK_NUMBER_MAX`] (the value as typed).
    NumberTooLarge { key: &'static str, value: String },
    /// Solution number `i` (as typed) past the last of N's `total` solutions. Made by the
    /// facade's `solution_at`, which knows the total, not by [`parse`].
    IndexOutOfRange { n: usize, value: String, total: u64 },
    /// A knight's move outside 1..=4.
    BadMove { at: usize, value: String },
    /// A knight's move that leaves the board.
    LeavesBoard { at: usize, x: i32, y: i32 },
    /// A knight's path that does not end on (n, m).
    PathNotFinished { x: i32, y: i32, n: usize, m: usize },
}

/// The value of a named field of a [`LinkError`] (see [`LinkError::parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param<'a> {
    /// Text: a value from the link (cut, see `quote`), a key or a name.
    Text(&'a str),
    /// A whole number: a row, column, size, limit, square coordinate or move number.
    Number(i64),
}

impl LinkError {
    /// The error as its kebab-case code and its fields by name, in declaration order, e.g.
    /// `("size-out-of-range", [("key", Text("N")), ("value", Text("0")), ("min", Number(1)),
    /// ("max", Number(1000000))])`. Each code stands for exactly one sentence (see
    /// [`LinkError::CODES`]), so the page looks the message up by code alone; the fields
    /// fill it in. A `line` is `diagonal` or `anti-diagonal`; a `puzzle` is `queens` or
    /// `knight`.
    pub fn parts(&self) -> (&'static str, Fields<'_>) {
        use LinkError::*;
        use Param::{Number as N, Text as T};
        let n = |v: usize| N(v as i64);
        let i = |v: i32| N(v as i64);
        let o = N(0);
        let (code, names, values): (_, &'static [&'static str], _) = match self {
            UnknownKey { key } => ("unknown-key", &["key"], [T(key), o, o, o, o]),
            RepeatedKey { key } => ("repeated-key", &["key"], [T(key), o, o, o, o]),
            MalformedEmpty => ("malformed-empty", &["part"], [T(""), o, o, o, o]),
            MalformedNoName { part } => ("malformed-no-name", &["part"], [T(part), o, o, o, o]),
            Malformed { part } => ("malformed", &["part"], [T(part), o, o, o, o]),
            NotANumber { key, value } => {
                ("not-a-number", &["key", "value"], [T(key), T(value), o, o, o])
            }
            SizeOutOfRange { key, value, min, max } => (
                "size-out-of-range",
                &["key", "value", "min", "max"],
                [T(key), T(value), n(*min), n(*max), o],
            ),
            UnknownPuzzle { value } => ("unknown-puzzle", &["value"], [T(value), o, o, o, o]),
            UnknownMode { value } => {
                ("unknown-mode", &["key", "value"], [T("mode"), T(value), o, o, o])
            }
            UnknownMethod { value } => {
                ("unknown-method", &["key", "value"], [T("method"), T(value), o, o, o])
            }
            UnknownTemplate { value } => {
                ("unknown-template", &["key", "value"], [T("tmpl"), T(value), o, o, o])
            }
            OptionWithoutStep { key } => ("option-without-step", &["key"], [T(key), o, o, o, o]),
            UnknownExercise { value } => ("unknown-exercise", &["value"], [T(value), o, o, o, o]),
            OptionWithoutExercise { key, ex } => {
                ("option-without-exercise", &["key", "ex"], [T(key), T(ex), o, o, o])
            }
            UnknownHelp { value } => ("unknown-help", &["value"], [T(value), o, o, o, o]),
            RuleLength { got: 0, max } => ("rule-empty", &["max"], [n(*max), o, o, o, o]),
            RuleLength { got, max } => {
                ("rule-too-long", &["got", "max"], [n(*got), n(*max), o, o, o])
            }
            BadAnswer { at, value } => {
                ("bad-answer", &["at", "value"], [n(*at), T(value), o, o, o])
            }
            EmptyAnswer { at } => ("empty-answer", &["at"], [n(*at), o, o, o, o]),
            TooManyAnswers { got, max } => {
                ("too-many-answers", &["got", "max"], [n(*got), n(*max), o, o, o])
            }
            AnswersWithoutSeed => ("answers-without-seed", &[], [o, o, o, o, o]),
            ExerciseTooLarge { n: size, max } => {
                ("exercise-too-large", &["n", "max"], [n(*size), n(*max), o, o, o])
            }
            UnknownCount { value } => ("unknown-count", &["value"], [T(value), o, o, o, o]),
            CountTooLarge { n: size, max } => {
                ("count-too-large", &["n", "max"], [n(*size), n(*max), o, o, o])
            }
            UnknownLang { value } => ("unknown-lang", &["value"], [T(value), o, o, o, o]),
            UnknownValue { key, value, allowed } => (
                "unknown-value",
                &["key", "value", "allowed"],
                [T(key), T(value), T(allowed), o, o],
            ),
            OptionWithoutEmbed { key } => ("option-without-embed", &["key"], [T(key), o, o, o, o]),
            RangeBackwards { from, to } => {
                ("range-backwards", &["from", "to"], [N(*from as i64), N(*to as i64), o, o, o])
            }
            StepOutsideRange { step, from, to } => (
                "step-outside-range",
                &["step", "from", "to"],
                [N(*step as i64), N(*from as i64), N(*to as i64), o, o],
            ),
            WrongPuzzle { key, puzzle } => (
                match puzzle {
                    Puzzle::Queens => "wrong-puzzle-queens",
                    Puzzle::Knight => "wrong-puzzle-knight",
                    Puzzle::Knapsack => "wrong-puzzle-knapsack",
                },
                &["key", "puzzle"],
                [T(key), T(puzzle.name()), o, o, o],
            ),
            KnapKeyElsewhere { key } => ("knap-key-elsewhere", &["key"], [T(key), o, o, o, o]),
            KnapMissing { key } => ("knap-missing", &["key"], [T(key), o, o, o, o]),
            KnapItemNotANumber { key, item, value } => (
                if *key == "w" { "knap-weight-not-a-number" } else { "knap-value-not-a-number" },
                &["item", "value"],
                [n(*item), T(value), o, o, o],
            ),
            KnapItemNegative { key, item, value } => (
                if *key == "w" { "knap-weight-negative" } else { "knap-value-negative" },
                &["item", "value"],
                [n(*item), T(value), o, o, o],
            ),
            KnapItemRange { key, item, value, max } => (
                if *key == "w" { "knap-weight-range" } else { "knap-value-range" },
                &["item", "value", "max"],
                [n(*item), T(value), N(*max as i64), o, o],
            ),
            KnapCapacityNotANumber { value } => {
                ("knap-capacity-not-a-number", &["value"], [T(value), o, o, o, o])
            }
            KnapCapacityNegative { value } => {
                ("knap-capacity-negative", &["value"], [T(value), o, o, o, o])
            }
            KnapCapacityRange { value, max } => {
                ("knap-capacity-range", &["value", "max"], [T(value), N(*max as i64), o, o, o])
            }
            KnapItemCount { got, max } => {
                ("knap-item-count", &["got", "max"], [n(*got), n(*max), o, o, o])
            }
            KnapLengthMismatch { weights, values } => {
                ("knap-length-mismatch", &["weights", "values"], [n(*weights), n(*values), o, o, o])
            }
            TwoTargets { a, b } => ("two-targets", &["a", "b"], [T(a), T(b), o, o, o]),
            MissingSize { key } => ("missing-size", &["key"], [T(key), o, o, o, o]),
            WrongColumnCount { n: size, got } => (
                if *got == 1 { "wrong-column-count-one" } else { "wrong-column-count" },
                &["n", "got"],
                [n(*size), n(*got), o, o, o],
            ),
            ColumnOutOfRange { row, col, n: size } => {
                ("column-out-of-range", &["row", "col", "n"], [n(*row), T(col), n(*size), o, o])
            }
            RepeatedColumn { col, row_a, row_b } => (
                "repeated-column",
                &["col", "row_a", "row_b"],
                [n(*col), n(*row_a), n(*row_b), o, o],
            ),
            Attack { row_a, col_a, row_b, col_b, line } => (
                if *line == Line::AntiDiagonal {
                    "attack-anti-diagonal"
                } else {
                    "attack-diagonal"
                },
                &["row_a", "col_a", "row_b", "col_b", "line"],
                [n(*row_a), n(*col_a), n(*row_b), n(*col_b), T(line.name())],
            ),
            IndexZero => ("index-zero", &[], [o; 5]),
            IndexTooLarge { n: size, max } => (
                "index-too-large",
                &["key", "n", "max"],
                [T("solution number i"), n(*size), n(*max), o, o],
            ),
            StepTooLarge { n: size, max } => {
                ("step-too-large", &["key", "n", "max"], [T("step"), n(*size), n(*max), o, o])
            }
            NumberTooLarge { key, value } => (
                "number-too-large",
                &["key", "value", "max"],
                [T(key), T(value), N(LINK_NUMBER_MAX as i64), o, o],
            ),
            IndexOutOfRange { n: size, value, total } => (
                if *total == 0 { "index-no-solution" } else { "index-out-of-range" },
                &["n", "value", "total"],
                [n(*size), T(value), N(*total as i64), o, o],
            ),
            BadMove { at, value } => ("bad-move", &["at", "value"], [n(*at), T(value), o, o, o]),
            LeavesBoard { at, x, y } => {
                ("leaves-board", &["at", "x", "y"], [n(*at), i(*x), i(*y), o, o])
            }
            PathNotFinished { x, y, n: cols, m } => {
                ("path-not-finished", &["x", "y", "n", "m"], [i(*x), i(*y), n(*cols), n(*m), o])
            }
        };
        (code, Fields { names, values })
    }
}

impl LinkError {
    /// Every code [`LinkError::parts`] gives, one per message; the page's translation table
    /// has a `linkerr.<code>` entry for each.
    pub const CODES: [&'static str; 62] = [
        "unknown-key",
        "repeated-key",
        "malformed-empty",
        "malformed-no-name",
        "malformed",
        "not-a-number",
        "size-out-of-range",
        "unknown-puzzle",
        "unknown-mode",
        "unknown-method",
        "unknown-template",
        "option-without-step",
        "unknown-lang",
        "wrong-puzzle-queens",
        "wrong-puzzle-knight",
        "two-targets",
        "missing-size",
        "wrong-column-count-one",
        "wrong-column-count",
        "column-out-of-range",
        "repeated-column",
        "attack-diagonal",
        "attack-anti-diagonal",
        "index-zero",
        "index-too-large",
        "step-too-large",
        "number-too-large",
        "bad-move",
        "leaves-board",
        "path-not-finished",
        "unknown-exercise",
        "option-without-exercise",
        "unknown-help",
        "rule-empty",
        "rule-too-long",
        "bad-answer",
        "exercise-too-large",
        "unknown-count",
        "count-too-large",
        "too-many-answers",
        "index-out-of-range",
        "index-no-solution",
        "wrong-puzzle-knapsack",
        "knap-key-elsewhere",
        "knap-missing",
        "knap-weight-not-a-number",
        "knap-value-not-a-number",
        "knap-weight-negative",
        "knap-value-negative",
        "knap-weight-range",
        "knap-value-range",
        "knap-capacity-not-a-number",
        "knap-capacity-negative",
        "knap-capacity-range",
        "knap-item-count",
        "knap-length-mismatch",
        "unknown-value",
        "option-without-embed",
        "range-backwards",
        "step-outside-range",
        "empty-answer",
        "answers-without-seed",
    ];
}

/// The named fields of a [`LinkError`] (at most five), in declaration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields<'a> {
    names: &'static [&'static str],
    values: [Param<'a>; 5],
}

impl<'a> Fields<'a> {
    /// The fields as (name, value) pairs.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, Param<'a>)> + '_ {
        self.names.iter().copied().zip(self.values)
    }
}

// The parser's helpers are marked `#[inline(never)]`: inlined, each is copied into every
// caller, which costs about 1.3 KB of wasm for no measurable speed (links are short).

/// At most this many characters of a value are quoted back in a message.
const QUOTE_MAX: usize = 24;

/// A value from the link as kept in an error (and quoted in its message): every character
/// as given (a message shows the invisible ones as escapes, `\u0000`:
/// [`crate::error::shown`] here, `www/js/lib/typed.js` on the page), long values cut with
/// `…`, so a 100 KB link makes a short message.
#[inline(never)]
fn quote(s: &str) -> String {
    let mut out = String::new();
    for (count, c) in s.chars().enumerate() {
        if count == QUOTE_MAX {
            out.push('…');
            break;
        }
        out.push(c);
    }
    out
}

/// The message, with the values it quotes shown visibly: its sentence (no invisible
/// character of its own) with each invisible character as an escape.
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::error::shown(&Sentence(self).to_string(), usize::MAX))
    }
}

/// A [`LinkError`]'s English sentence, the values it quotes as they were given.
struct Sentence<'a>(&'a LinkError);

impl fmt::Display for Sentence<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use LinkError::*;
        match self.0 {
            UnknownKey { key: k } => write!(
                f,
                "The link has an unknown parameter “{}”; it understands n, q, i, step, mode, method, puzzle, m, path, w, v, c, ex, seed, help, rule, ans, count, gpu, tmpl, present, tab, tree, gallery, embed, from, to, autoplay, loop, speed and lang.",
                k
            ),
            RepeatedKey { key: k } => write!(f, "The link gives the parameter “{}” more than once.", k),
            MalformedEmpty => {
                f.write_str("The link has an empty parameter (a doubled or trailing “&”).")
            }
            MalformedNoName { part: p } => {
                write!(f, "The link has a parameter with no name: “{}”.", p)
            }
            Malformed { part: p } => {
                write!(f, "The link parameter “{}” has no value; write it as key=value.", p)
            }
            NotANumber { key, value } => write!(
                f,
                "The link's {key} must be a whole number written with digits, not “{}”.",
                value
            ),
            SizeOutOfRange { key, value, min, max } => {
                write!(f, "The link's {key} must be from {min} to {max}, not {}.", value)
            }
            UnknownPuzzle { value: p } => {
                write!(f, "The link asks for the puzzle “{}”; there are queens, knight and knapsack.", p)
            }
            UnknownMode { value } => {
                write!(f, "The link's mode “{}” is not one of all and first.", value)
            }
            UnknownMethod { value } => {
                write!(f, "The link's method “{}” is not one of flags and scan.", value)
            }
            UnknownTemplate { value } => {
                write!(f, "The link's tmpl “{}” is not one of recursive and iterative.", value)
            }
            OptionWithoutStep { key } => write!(
                f,
                "The link's {key} goes with a step (step=…) or an exercise (ex=…); this link has neither."
            ),
            UnknownExercise { value } => write!(
                f,
                "The link asks for the exercise “{}”; there are simulate, quiz and rule.",
                value
            ),
            OptionWithoutExercise { key, ex } => {
                write!(f, "The link's {key} goes with the exercise ex={ex}.")
            }
            UnknownHelp { value } => {
                write!(f, "The link's help “{}” is not shade.", value)
            }
            RuleLength { got: 0, .. } => f.write_str("The link's rule is empty."),
            RuleLength { got, max } => write!(
                f,
                "The link's rule has {got} {}; a rule has at most {max}.",
                plural(*got as u64, "character", "characters")
            ),
            BadAnswer { at, value } => write!(
                f,
                "Answer {at} of the link could not be read: “{}” is not an answer.",
                value
            ),
            EmptyAnswer { at } => {
                write!(f, "Answer {at} of the link could not be read: it is empty.")
            }
            TooManyAnswers { got, max } => {
                let answers = plural(*got as u64, "answer", "answers");
                write!(f, "The link gives {got} {answers}; an exercise takes at most {max}.")
            }
            AnswersWithoutSeed => f.write_str("A quiz's answers need the quiz's seed."),
            ExerciseTooLarge { n, max } => write!(
                f,
                "The exercises go up to N = {max}; this link has N = {n}."
            ),
            UnknownCount { value } => write!(f, "The link's count “{}” is not 1.", value),
            CountTooLarge { n, max } => write!(
                f,
                "Counting goes up to N = {max}; this link has N = {n}."
            ),
            UnknownLang { value: l } => {
                write!(f, "The link asks for the language “{}”; there are en and zh.", l)
            }
            UnknownValue { key, value, allowed } => {
                write!(f, "The link's {key} “{}” is not one of its values: {allowed}.", value)
            }
            OptionWithoutEmbed { key } => {
                write!(f, "The link's {key} goes with an embedded page (embed=1 or embed=code).")
            }
            RangeBackwards { from, to } => {
                write!(f, "The link's steps run backwards: from={from} is after to={to}.")
            }
            StepOutsideRange { step, from, to } => {
                write!(f, "The link's step {step} is outside its range, steps {from} to {to}.")
            }
            WrongPuzzle { key, puzzle } => match puzzle {
                Puzzle::Queens => write!(f, "The link's {key} belongs to the knight puzzle (puzzle=knight)."),
                Puzzle::Knight => write!(f, "The link's {key} belongs to N-Queens, not to the knight puzzle."),
                Puzzle::Knapsack => write!(f, "The link's {key} does not belong to the knapsack puzzle."),
            },
            KnapKeyElsewhere { key } => {
                write!(f, "The link's {key} belongs to the knapsack puzzle (puzzle=knapsack).")
            }
            KnapMissing { key } => write!(f, "The knapsack link needs {key} as well."),
            KnapItemNotANumber { key, item, value } => write!(
                f,
                "The link's {} of item {item} must be a whole number written with digits, not “{}”.",
                if *key == "w" { "weight" } else { "value" },
                value
            ),
            KnapItemNegative { key, item, value } => write!(
                f,
                "The link's {} of item {item} is negative ({}); it must be positive.",
                if *key == "w" { "weight" } else { "value" },
                value
            ),
            KnapItemRange { key, item, value, max } => write!(
                f,
                "The link's {} of item {item} must be from 1 to {max}, not {}.",
                if *key == "w" { "weight" } else { "value" },
                value
            ),
            KnapCapacityNotANumber { value } => write!(
                f,
                "The link's capacity c must be a whole number written with digits, not “{}”.",
                value
            ),
            KnapCapacityNegative { value } => {
                write!(f, "The link's capacity c is negative ({}); it must be positive.", value)
            }
            KnapCapacityRange { value, max } => {
                write!(f, "The link's capacity c must be from 1 to {max}, not {}.", value)
            }
            KnapItemCount { got, max } => {
                write!(f, "A knapsack has 1 to {max} items; this link has {got}.")
            }
            KnapLengthMismatch { weights, values } => write!(
                f,
                "The link gives {weights} {} but {values} {}: one of each per item.",
                plural(*weights as u64, "weight", "weights"),
                plural(*values as u64, "value", "values")
            ),
            TwoTargets { a, b } => {
                write!(f, "The link gives both {a} and {b}; it can open only one of them.")
            }
            MissingSize { key } => write!(f, "The knight link needs the board size {key}."),
            WrongColumnCount { n, got } => write!(
                f,
                "The link's placement lists {got} {} but N is {n}: it needs one column per row.",
                plural(*got as u64, "column", "columns")
            ),
            ColumnOutOfRange { row, col, n } => write!(
                f,
                "The link puts the queen of row {row} in column {}, but columns run from 1 to {n}.",
                col
            ),
            RepeatedColumn { col, row_a, row_b } => write!(
                f,
                "The link puts the queens of rows {row_a} and {row_b} both in column {col}, so they attack each other."
            ),
            Attack { row_a, col_a, row_b, col_b, line } => write!(
                f,
                "The link's queens at ({row_a},{col_a}) and ({row_b},{col_b}) share a{} {line}, so they attack each other.",
                if *line == Line::AntiDiagonal { "n" } else { "" }
            ),
            IndexZero => f.write_str("The link's solution number i starts at 1, not 0."),
            IndexTooLarge { n, max } => {
                write!(f, "The link's solution number i works for N up to {max}, and N here is {n}.")
            }
            StepTooLarge { n, max } => write!(
                f,
                "Step links open the step-by-step search, which goes up to N = {max}; this link has N = {n}."
            ),
            NumberTooLarge { key, value } => write!(
                f,
                "The link's {key} “{}” is too large: it must be at most {LINK_NUMBER_MAX}.",
                value
            ),
            IndexOutOfRange { n, value, total: 0 } => {
                write!(f, "The link asks for solution #{}, but N = {n} has no solution.", value)
            }
            IndexOutOfRange { n, value, total } => write!(
                f,
                "The link asks for solution #{}, but N = {n} has only {total} {}.",
                value,
                plural(*total, "solution", "solutions")
            ),
            BadMove { at, value } => write!(
                f,
                "The link's path has “{}” as move {at}; moves are numbered 1 to 4.",
                value
            ),
            LeavesBoard { at, x, y } => {
                write!(f, "The link's path leaves the board at move {at}, on ({x},{y}).")
            }
            PathNotFinished { x, y, n, m } => {
                write!(f, "The link's path ends on ({x},{y}), not on ({n},{m}).")
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// Parses a decimal number: one or more ASCII digits, any number of them, leading zeros
/// allowed (no sign, no spaces, no hex). A number above `u64::MAX` is `u64::MAX`, so the
/// caller's range check refuses it with the range message (quoting the digits as typed).
#[inline(never)]
fn number(key: &'static str, value: &str) -> Result<u64, LinkError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LinkError::NotANumber { key, value: quote(value) });
    }
    Ok(value.bytes().fold(0u64, |v, b| v.saturating_mul(10).saturating_add(u64::from(b - b'0'))))
}

/// The largest step or solution number a link may give: 2^53 − 1, the largest integer a
/// JavaScript number holds exactly (ECMA-262 `Number.MAX_SAFE_INTEGER`), far above any
/// search's step total or any N's solution count the page numbers.
pub const LINK_NUMBER_MAX: u64 = (1 << 53) - 1;

/// A step or solution number: digits (see `number`) up to [`LINK_NUMBER_MAX`].
#[inline(never)]
fn link_number(key: &'static str, value: &str) -> Result<u64, LinkError> {
    let v = number(key, value)?;
    if v > LINK_NUMBER_MAX {
        return Err(LinkError::NumberTooLarge { key, value: quote(value) });
    }
    Ok(v)
}

/// A size in min..=max.
#[inline(never)]
fn size(key: &'static str, value: &str, min: usize, max: usize) -> Result<usize, LinkError> {
    let v = number(key, value)?;
    if v < min as u64 || v > max as u64 {
        return Err(LinkError::SizeOutOfRange { key, value: quote(value), min, max });
    }
    Ok(v as usize)
}

/// A pattern for `split`: a closure rather than the `char` itself, whose memchr-based
/// searcher costs about 1 KB of wasm (and links are short).
fn sep(sep: char) -> impl Fn(char) -> bool {
    move |c| c == sep
}

/// A `-`-separated list of numbers; an empty part (doubled or trailing `-`) is an error.
#[inline(never)]
fn list(key: &'static str, value: &str) -> Result<Vec<u64>, LinkError> {
    let mut numbers = Vec::new();
    for part in value.split(sep('-')) {
        numbers.push(number(key, part)?);
    }
    Ok(numbers)
}

/// The raw parameters, each at most once.
#[derive(Default)]
struct Params<'a> {
    n: Option<&'a str>,
    m: Option<&'a str>,
    q: Option<&'a str>,
    i: Option<&'a str>,
    step: Option<&'a str>,
    path: Option<&'a str>,
    puzzle: Option<&'a str>,
    lang: Option<&'a str>,
    mode: Option<&'a str>,
    method: Option<&'a str>,
    ex: Option<&'a str>,
    seed: Option<&'a str>,
    help: Option<&'a str>,
    rule: Option<&'a str>,
    ans: Option<&'a str>,
    count: Option<&'a str>,
    gpu: Option<&'a str>,
    tmpl: Option<&'a str>,
    w: Option<&'a str>,
    v: Option<&'a str>,
    c: Option<&'a str>,
    present: Option<&'a str>,
    tab: Option<&'a str>,
    tree: Option<&'a str>,
    gallery: Option<&'a str>,
    embed: Option<&'a str>,
    from: Option<&'a str>,
    to: Option<&'a str>,
    autoplay: Option<&'a str>,
    looped: Option<&'a str>,
    speed: Option<&'a str>,
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
fn push_encoded(s: &mut String, v: &str) {
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

/// The fragment's parameters split on `&` and the first `=`, each key and value then
/// percent-decoded (so a value may hold an encoded `&`, `=` or `#`).
#[inline(never)]
fn decode_parts(body: &str) -> Result<Vec<(String, String)>, LinkError> {
    let mut parts = Vec::new();
    if body.is_empty() {
        return Ok(parts);
    }
    for part in body.split(sep('&')) {
        if part.is_empty() {
            return Err(LinkError::MalformedEmpty);
        }
        let (key, value) = part
            .split_once(sep('='))
            .ok_or_else(|| LinkError::Malformed { part: quote(&percent_decode(part)) })?;
        if key.is_empty() {
            return Err(LinkError::MalformedNoName { part: quote(&percent_decode(part)) });
        }
        parts.push((percent_decode(key), percent_decode(value)));
    }
    Ok(parts)
}

#[inline(never)]
fn split(parts: &[(String, String)]) -> Result<Params<'_>, LinkError> {
    let mut p = Params::default();
    for (key, value) in parts {
        let (key, value) = (key.as_str(), value.as_str());
        let slot = match key {
            "n" => &mut p.n,
            "m" => &mut p.m,
            "q" => &mut p.q,
            "i" => &mut p.i,
            "step" => &mut p.step,
            "path" => &mut p.path,
            "puzzle" => &mut p.puzzle,
            "lang" => &mut p.lang,
            "mode" => &mut p.mode,
            "method" => &mut p.method,
            "ex" => &mut p.ex,
            "seed" => &mut p.seed,
            "help" => &mut p.help,
            "rule" => &mut p.rule,
            "ans" => &mut p.ans,
            "count" => &mut p.count,
            "gpu" => &mut p.gpu,
            "tmpl" => &mut p.tmpl,
            "w" => &mut p.w,
            "v" => &mut p.v,
            "c" => &mut p.c,
            "present" => &mut p.present,
            "tab" => &mut p.tab,
            "tree" => &mut p.tree,
            "gallery" => &mut p.gallery,
            "embed" => &mut p.embed,
            "from" => &mut p.from,
            "to" => &mut p.to,
            "autoplay" => &mut p.autoplay,
            "loop" => &mut p.looped,
            "speed" => &mut p.speed,
            _ => return Err(LinkError::UnknownKey { key: quote(key) }),
        };
        if slot.replace(value).is_some() {
            return Err(LinkError::RepeatedKey { key: quote(key) });
        }
    }
    Ok(p)
}

/// Parses a fragment, with or without its leading `#`. An empty fragment is `n=8`.
/// Without `n`, an N-Queens link takes N from the length of `q`, or 8.
///
/// # Errors
/// A [`LinkError`] naming the first thing wrong: the parameters' shape, unknown or repeated
/// keys, the puzzle and language, conflicting targets, numbers and sizes, then the target
/// itself (a placement's columns and attacks, a path's moves).
pub fn parse(fragment: &str) -> Result<Link, LinkError> {
    let body = fragment.strip_prefix('#').unwrap_or(fragment);
    let parts = decode_parts(body)?;
    let mut p = split(&parts)?;
    let view = view(&mut p)?;
    let puzzle = match p.puzzle {
        None => Puzzle::ALL[0],
        Some(name) => Puzzle::from_name(name)
            .ok_or_else(|| LinkError::UnknownPuzzle { value: quote(name) })?,
    };
    let lang = match p.lang {
        None => None,
        Some("en") => Some(Lang::En),
        Some("zh") => Some(Lang::Zh),
        Some(other) => return Err(LinkError::UnknownLang { value: quote(other) }),
    };
    let mut target = None;
    for (key, v) in [("q", p.q), ("i", p.i), ("step", p.step), ("path", p.path)] {
        if v.is_some() {
            if let Some(a) = target {
                return Err(LinkError::TwoTargets { a, b: key });
            }
            target = Some(key);
        }
    }
    if puzzle != Puzzle::Knapsack {
        for (key, v) in [("w", p.w), ("v", p.v), ("c", p.c)] {
            if v.is_some() {
                return Err(LinkError::KnapKeyElsewhere { key });
            }
        }
    }
    let link = match puzzle {
        Puzzle::Queens => queens(&p)?,
        Puzzle::Knight => knight_link(&p)?,
        Puzzle::Knapsack => knapsack_link(&p)?,
    };
    if p.step.is_none() && p.ex.is_none() {
        for (key, v) in [("mode", p.mode), ("method", p.method)] {
            if v.is_some() {
                return Err(LinkError::OptionWithoutStep { key });
            }
        }
    }
    let template = match p.tmpl {
        Some(_) if puzzle == Puzzle::Knapsack => {
            return Err(LinkError::WrongPuzzle { key: "tmpl", puzzle })
        }
        None | Some("recursive") => Template::Recursive,
        Some("iterative") => Template::Iterative,
        Some(v) => return Err(LinkError::UnknownTemplate { value: quote(v) }),
    };
    if let (Target::Step(step, _), Some(from), Some(to)) = (&link.target, view.from, view.to) {
        if *step < from || *step > to {
            return Err(LinkError::StepOutsideRange { step: *step, from, to });
        }
    }
    Ok(Link { lang, view, template, ..link })
}

/// `1` for an on/off view key; anything else is an error.
#[inline(never)]
fn flag(key: &'static str, v: Option<&str>) -> Result<bool, LinkError> {
    match v {
        None => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(LinkError::UnknownValue { key, value: quote(other), allowed: "1" }),
    }
}

/// The view keys ([`View`]), each with the keys it goes with. An embed link's range opens
/// its search: without `step`, `p.step` becomes `from` (or 0), so the puzzle's own parser
/// checks it as a step link's.
#[inline(never)]
fn view(p: &mut Params<'_>) -> Result<View, LinkError> {
    let present = flag("present", p.present)?;
    let tab = match p.tab {
        None => None,
        Some(name) => Some(Tab::ALL.into_iter().find(|t| t.name() == name).ok_or_else(|| {
            LinkError::UnknownValue {
                key: "tab",
                value: quote(name),
                allowed: "lesson / gallery / count / export",
            }
        })?),
    };
    let nodes = match p.tree {
        None => None,
        Some("nodes") => Some(true),
        Some("strips") => Some(false),
        Some(other) => {
            return Err(LinkError::UnknownValue {
                key: "tree",
                value: quote(other),
                allowed: "nodes / strips",
            })
        }
    };
    let fundamental = match p.gallery {
        None => None,
        Some("fundamental") => Some(true),
        Some("all") => Some(false),
        Some(other) => {
            return Err(LinkError::UnknownValue {
                key: "gallery",
                value: quote(other),
                allowed: "all / fundamental",
            })
        }
    };
    let embed = match p.embed {
        None => None,
        Some("1") => Some(Embed::Board),
        Some("code") => Some(Embed::Code),
        Some(other) => {
            return Err(LinkError::UnknownValue {
                key: "embed",
                value: quote(other),
                allowed: "1 / code",
            })
        }
    };
    if embed.is_none() {
        let parts = [
            ("from", p.from),
            ("to", p.to),
            ("autoplay", p.autoplay),
            ("loop", p.looped),
            ("speed", p.speed),
        ];
        if let Some((key, _)) = parts.into_iter().find(|(_, v)| v.is_some()) {
            return Err(LinkError::OptionWithoutEmbed { key });
        }
    } else {
        let keys = [
            ("present", p.present),
            ("tab", p.tab),
            ("ex", p.ex),
            ("count", p.count),
            ("gpu", p.gpu),
        ];
        for (key, v) in keys {
            if v.is_some() {
                return Err(LinkError::TwoTargets { a: "embed", b: key });
            }
        }
    }
    if tab.is_some() {
        for (key, v) in [("ex", p.ex), ("count", p.count)] {
            if v.is_some() && !(key == "count" && tab == Some(Tab::Count)) {
                return Err(LinkError::TwoTargets { a: key, b: "tab" });
            }
        }
    }
    let from = p.from.map(|v| link_number("from", v)).transpose()?;
    let to = p.to.map(|v| link_number("to", v)).transpose()?;
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(LinkError::RangeBackwards { from, to });
        }
    }
    if from.is_some() || to.is_some() {
        for (key, v) in [("q", p.q), ("i", p.i), ("path", p.path)] {
            if v.is_some() {
                return Err(LinkError::TwoTargets {
                    a: key,
                    b: if from.is_some() { "from" } else { "to" },
                });
            }
        }
        if p.step.is_none() {
            p.step = Some(p.from.unwrap_or("0"));
        }
    }
    let speed = match p.speed {
        None => None,
        Some("max") => Some(Speed::Max),
        Some(v) => Some(Speed::PerSecond(size("speed", v, 1, SPEED_MAX_SPS as usize)? as u64)),
    };
    Ok(View {
        present,
        tab,
        nodes,
        fundamental,
        embed,
        from,
        to,
        autoplay: flag("autoplay", p.autoplay)?,
        looped: flag("loop", p.looped)?,
        speed,
    })
}

/// `&key=value` for each view key the link has, in the order present, tab, tree, gallery,
/// embed, from, to, autoplay, loop, speed.
#[inline(never)]
fn push_view(s: &mut String, v: &View) {
    let number = |s: &mut String, key: &str, value: Option<u64>| {
        if let Some(value) = value {
            s.push_str(key);
            push_decimal(s, value);
        }
    };
    if v.present {
        s.push_str("&present=1");
    }
    if let Some(tab) = v.tab {
        s.push_str("&tab=");
        s.push_str(tab.name());
    }
    match v.nodes {
        None => {}
        Some(true) => s.push_str("&tree=nodes"),
        Some(false) => s.push_str("&tree=strips"),
    }
    match v.fundamental {
        None => {}
        Some(true) => s.push_str("&gallery=fundamental"),
        Some(false) => s.push_str("&gallery=all"),
    }
    match v.embed {
        None => {}
        Some(Embed::Board) => s.push_str("&embed=1"),
        Some(Embed::Code) => s.push_str("&embed=code"),
    }
    number(s, "&from=", v.from);
    number(s, "&to=", v.to);
    if v.autoplay {
        s.push_str("&autoplay=1");
    }
    if v.looped {
        s.push_str("&loop=1");
    }
    match v.speed {
        None => {}
        Some(Speed::Max) => s.push_str("&speed=max"),
        Some(Speed::PerSecond(sps)) => number(s, "&speed=", Some(sps)),
    }
}

#[inline(never)]
fn queens(p: &Params<'_>) -> Result<Link, LinkError> {
    let wrong = |key| Err(LinkError::WrongPuzzle { key, puzzle: Puzzle::Queens });
    if p.m.is_some() {
        return wrong("m");
    }
    if p.path.is_some() {
        return wrong("path");
    }
    let cols = p.q.map(|q| list("q", q)).transpose()?;
    let n = match (p.n, &cols) {
        (Some(v), _) => size("N", v, 1, CONSTRUCT_MAX_N)?,
        (None, Some(c)) if (1..=CONSTRUCT_MAX_N).contains(&c.len()) => c.len(),
        (None, Some(c)) => {
            return Err(LinkError::SizeOutOfRange {
                key: "N",
                value: decimal(c.len() as u64),
                min: 1,
                max: CONSTRUCT_MAX_N,
            })
        }
        (None, None) => DEFAULT_N,
    };
    let target = if let Some(cols) = cols {
        placement(n, &cols, p.q.unwrap_or(""))?
    } else if let Some(i) = p.i {
        let i = link_number("i", i)?;
        if i == 0 {
            return Err(LinkError::IndexZero);
        }
        if n > INDEX_MAX_N {
            return Err(LinkError::IndexTooLarge { n, max: INDEX_MAX_N });
        }
        Target::Index(i)
    } else if let Some(step) = p.step {
        let step = link_number("step", step)?;
        if n > SLIDER_MAX_N {
            return Err(LinkError::StepTooLarge { n, max: SLIDER_MAX_N });
        }
        Target::Step(step, step_options(p)?)
    } else {
        Target::Default
    };
    let exercise = exercise(p, n, &target)?;
    let count = match p.count {
        None => false,
        Some(_) if exercise.is_some() => return Err(LinkError::TwoTargets { a: "ex", b: "count" }),
        Some("1") if n > COUNT_MAX_N => {
            return Err(LinkError::CountTooLarge { n, max: COUNT_MAX_N })
        }
        Some("1") => true,
        Some(v) => return Err(LinkError::UnknownCount { value: quote(v) }),
    };
    let gpu = match p.gpu {
        None => None,
        Some(_) if exercise.is_some() => return Err(LinkError::TwoTargets { a: "ex", b: "gpu" }),
        Some("1") => Some(true),
        Some("0") => Some(false),
        Some(v) => {
            return Err(LinkError::UnknownValue { key: "gpu", value: quote(v), allowed: "1 / 0" })
        }
    };
    Ok(Link {
        puzzle: Puzzle::Queens,
        n,
        m: None,
        knapsack: None,
        target,
        lang: None,
        exercise,
        count,
        gpu,
        view: View::default(),
        template: Template::Recursive,
    })
}

/// An exercise link's parts (`ex`, `seed`, `help`, `rule`, `ans`, and `mode` / `method`
/// without a step), or None without `ex`; each part only with the exercise it belongs to.
#[inline(never)]
fn exercise(p: &Params<'_>, n: usize, target: &Target) -> Result<Option<Exercise>, LinkError> {
    let Some(name) = p.ex else {
        let parts =
            [("seed", p.seed, "quiz"), ("help", p.help, "simulate"), ("rule", p.rule, "rule")];
        for (key, v, ex) in parts.into_iter().chain([("ans", p.ans, "any")]) {
            if v.is_some() {
                return Err(LinkError::OptionWithoutExercise { key, ex });
            }
        }
        return Ok(None);
    };
    let kind = ExerciseKind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| LinkError::UnknownExercise { value: quote(name) })?;
    match target {
        Target::Default => {}
        Target::Step(..) if kind == ExerciseKind::Simulate => {}
        Target::Step(..) => return Err(LinkError::TwoTargets { a: "ex", b: "step" }),
        Target::Index(_) => return Err(LinkError::TwoTargets { a: "ex", b: "i" }),
        _ => return Err(LinkError::TwoTargets { a: "ex", b: "q" }),
    }
    if n > EXERCISE_MAX_N {
        return Err(LinkError::ExerciseTooLarge { n, max: EXERCISE_MAX_N });
    }
    #[inline(never)]
    fn only<'v>(
        key: &'static str,
        v: Option<&'v str>,
        k: ExerciseKind,
        kind: ExerciseKind,
    ) -> Result<Option<&'v str>, LinkError> {
        match v {
            Some(_) if kind != k => Err(LinkError::OptionWithoutExercise { key, ex: k.name() }),
            _ => Ok(v),
        }
    }
    let seed = only("seed", p.seed, ExerciseKind::Quiz, kind)?
        .map(|v| link_number("seed", v))
        .transpose()?;
    let shade = match only("help", p.help, ExerciseKind::Simulate, kind)? {
        None => false,
        Some("shade") => true,
        Some(v) => return Err(LinkError::UnknownHelp { value: quote(v) }),
    };
    let rule = only("rule", p.rule, ExerciseKind::Rule, kind)?;
    if let Some(r) = rule {
        let got = r.chars().count();
        if got == 0 || got > RULE_MAX_CHARS {
            return Err(LinkError::RuleLength { got, max: RULE_MAX_CHARS });
        }
    }
    // A quiz's answers are graded against the quiz of its seed: without it, none is.
    let (answers, answers_cut) = match p.ans {
        Some(_) if kind == ExerciseKind::Quiz && seed.is_none() => {
            (None, Some(LinkError::AnswersWithoutSeed))
        }
        Some(v) => answers(v),
        None => (None, None),
    };
    let options = match target {
        Target::Step(_, o) => *o,
        _ => step_options(p)?,
    };
    let rule = rule.map(str::to_owned);
    Ok(Some(Exercise { kind, options, seed, shade, rule, answers, answers_cut }))
}

/// `ans`: tokens joined by `-`, each one or more of `a`–`z`, `0`–`9` and `.`, read up to
/// the first that is not one, and at most [`ANSWERS_MAX`] of them. Returns the valid
/// prefix (None when empty) and, when the value goes on past it, why it was cut there
/// ([`Exercise::answers_cut`]): [`LinkError::EmptyAnswer`] (a trailing or doubled `-`),
/// [`LinkError::BadAnswer`] (another character), [`LinkError::TooManyAnswers`].
#[inline(never)]
pub fn answers(value: &str) -> (Option<String>, Option<LinkError>) {
    let ok = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.';
    let mut kept = String::new();
    let mut cut = None;
    for (i, token) in value.split(sep('-')).enumerate() {
        if i == ANSWERS_MAX {
            let got = value.split(sep('-')).count();
            cut = Some(LinkError::TooManyAnswers { got, max: ANSWERS_MAX });
            break;
        }
        if token.is_empty() {
            cut = Some(LinkError::EmptyAnswer { at: i + 1 });
            break;
        }
        if !token.bytes().all(ok) {
            cut = Some(LinkError::BadAnswer { at: i + 1, value: quote(token) });
            break;
        }
        if i > 0 {
            kept.push('-');
        }
        kept.push_str(token);
    }
    ((!kept.is_empty()).then_some(kept), cut)
}

/// A full solution, or a partial placement when any row is 0. Full placements must be
/// solutions; partial ones may attack. O(N) with flag arrays holding each line's row.
/// `raw` is the `q` value as typed, whose digits an error quotes.
#[inline(never)]
fn placement(n: usize, cols: &[u64], raw: &str) -> Result<Target, LinkError> {
    if cols.len() != n {
        return Err(LinkError::WrongColumnCount { n, got: cols.len() });
    }
    // 0 (an empty row) is always in range: any 0 makes the placement partial.
    let mut partial = false;
    for (i, &c) in cols.iter().enumerate() {
        if c > n as u64 {
            return Err(LinkError::ColumnOutOfRange {
                row: i + 1,
                col: quote(raw.split(sep('-')).nth(i).unwrap_or("")),
                n,
            });
        }
        partial |= c == 0;
    }
    let cols: Vec<usize> = cols.iter().map(|&c| c as usize).collect();
    if partial {
        return Ok(Target::Placement(cols));
    }
    let (mut col_row, mut diag_row, mut anti_row) =
        (vec![0; n + 1], vec![0; 2 * n + 1], vec![0; 2 * n + 1]);
    for (i, &c) in cols.iter().enumerate() {
        let r = i + 1;
        for (row, line) in [
            (col_row[c], Line::Column),
            (diag_row[r + n - c], Line::Diagonal),
            (anti_row[r + c], Line::AntiDiagonal),
        ] {
            if row == 0 {
                continue;
            }
            let col_a = cols[row - 1];
            return Err(match line {
                Line::Column => LinkError::RepeatedColumn { col: c, row_a: row, row_b: r },
                _ => LinkError::Attack { row_a: row, col_a, row_b: r, col_b: c, line },
            });
        }
        col_row[c] = r;
        diag_row[r + n - c] = r;
        anti_row[r + c] = r;
    }
    Ok(Target::Solution(cols))
}

/// `mode` and `method`, which only a step link may carry.
#[inline(never)]
fn step_options(p: &Params<'_>) -> Result<StepOptions, LinkError> {
    let first_only = match p.mode {
        None | Some("all") => false,
        Some("first") => true,
        Some(v) => return Err(LinkError::UnknownMode { value: quote(v) }),
    };
    let scan = match p.method {
        None | Some("flags") => false,
        Some("scan") => true,
        Some(v) => return Err(LinkError::UnknownMethod { value: quote(v) }),
    };
    Ok(StepOptions { first_only, scan })
}

#[inline(never)]
fn knight_link(p: &Params<'_>) -> Result<Link, LinkError> {
    let wrong = |key| Err(LinkError::WrongPuzzle { key, puzzle: Puzzle::Knight });
    if p.q.is_some() {
        return wrong("q");
    }
    if p.gallery.is_some() {
        return wrong("gallery");
    }
    if p.i.is_some() {
        return wrong("i");
    }
    if p.count.is_some() {
        return wrong("count");
    }
    if p.gpu.is_some() {
        return wrong("gpu");
    }
    // The knight has the simulate exercise only (its moves graded), with answers.
    for (key, v) in [("seed", p.seed), ("help", p.help), ("rule", p.rule)] {
        if v.is_some() {
            return wrong(key);
        }
    }
    let exercise = match p.ex {
        None if p.ans.is_some() => {
            return Err(LinkError::OptionWithoutExercise { key: "ans", ex: "any" })
        }
        None => None,
        Some("simulate") => {
            if p.path.is_some() {
                return Err(LinkError::TwoTargets { a: "ex", b: "path" });
            }
            if p.method.is_some() {
                return wrong("method");
            }
            let (answers, answers_cut) = p.ans.map_or((None, None), answers);
            Some(Exercise {
                kind: ExerciseKind::Simulate,
                options: step_options(p)?,
                seed: None,
                shade: false,
                rule: None,
                answers,
                answers_cut,
            })
        }
        Some(name) if ExerciseKind::ALL.iter().any(|k| k.name() == name) => return wrong("ex"),
        Some(name) => return Err(LinkError::UnknownExercise { value: quote(name) }),
    };
    let side = |key, v: Option<&str>| match v {
        None => Err(LinkError::MissingSize { key }),
        Some(v) => size(key, v, KNIGHT_MIN_SIDE, KNIGHT_MAX_SIDE),
    };
    // A link without either side (`puzzle=knight`) opens the board the page starts with;
    // one side without the other is an error.
    let (n, m) = match (p.n, p.m) {
        (None, None) => (KNIGHT_DEFAULT_N, KNIGHT_DEFAULT_M),
        _ => (side("n", p.n)?, side("m", p.m)?),
    };
    let target = if let Some(path) = p.path {
        knight_path(n, m, path)?
    } else if let Some(step) = p.step {
        if p.method.is_some() {
            return wrong("method");
        }
        Target::Step(link_number("step", step)?, step_options(p)?)
    } else {
        Target::Default
    };
    Ok(Link {
        puzzle: Puzzle::Knight,
        n,
        m: Some(m),
        knapsack: None,
        target,
        lang: None,
        exercise,
        count: false,
        gpu: None,
        view: View::default(),
        template: Template::Recursive,
    })
}

/// A knapsack link: `w`, `v` and `c` (all three, or none for the textbook instance), an
/// optional `step`, and the simulate exercise (`ex=simulate`, `ans`); no other puzzle's keys.
#[inline(never)]
fn knapsack_link(p: &Params<'_>) -> Result<Link, LinkError> {
    let others = [
        ("n", p.n),
        ("m", p.m),
        ("q", p.q),
        ("i", p.i),
        ("path", p.path),
        ("mode", p.mode),
        ("method", p.method),
        ("seed", p.seed),
        ("help", p.help),
        ("rule", p.rule),
        ("count", p.count),
        ("gallery", p.gallery),
        ("gpu", p.gpu),
    ];
    for (key, v) in others {
        if v.is_some() {
            return Err(LinkError::WrongPuzzle { key, puzzle: Puzzle::Knapsack });
        }
    }
    // The knapsack has the simulate exercise only (take, skip or backtrack graded), with answers.
    let exercise = match p.ex {
        None if p.ans.is_some() => {
            return Err(LinkError::OptionWithoutExercise { key: "ans", ex: "any" })
        }
        None => None,
        Some("simulate") => {
            let (answers, answers_cut) = p.ans.map_or((None, None), answers);
            Some(Exercise {
                kind: ExerciseKind::Simulate,
                options: StepOptions::default(),
                seed: None,
                shade: false,
                rule: None,
                answers,
                answers_cut,
            })
        }
        Some(name) if ExerciseKind::ALL.iter().any(|k| k.name() == name) => {
            return Err(LinkError::WrongPuzzle { key: "ex", puzzle: Puzzle::Knapsack })
        }
        Some(name) => return Err(LinkError::UnknownExercise { value: quote(name) }),
    };
    let instance = match (p.w, p.v, p.c) {
        (None, None, None) => Instance::textbook(),
        (Some(w), Some(v), Some(c)) => knapsack_instance(w, v, c)?,
        _ => {
            let missing =
                [("w", p.w), ("v", p.v), ("c", p.c)].into_iter().find(|(_, v)| v.is_none());
            return Err(LinkError::KnapMissing { key: missing.map_or("w", |(k, _)| k) });
        }
    };
    let target = match p.step {
        Some(step) => Target::Step(link_number("step", step)?, StepOptions::default()),
        None => Target::Default,
    };
    Ok(Link {
        puzzle: Puzzle::Knapsack,
        n: instance.len(),
        m: None,
        knapsack: Some(instance),
        target,
        lang: None,
        exercise,
        count: false,
        gpu: None,
        view: View::default(),
        template: Template::Recursive,
    })
}

/// A knapsack item list (`w` or `v`): numbers joined by `-`, where an empty part before a
/// number is that number's minus sign (`16--15`: item 2 is −15).
#[inline(never)]
fn knapsack_items(key: &'static str, value: &str) -> Result<Vec<u64>, LinkError> {
    let mut items = Vec::new();
    // A part after an empty one is a number with its minus sign.
    let mut minus = false;
    let mut parts = value.split(sep('-')).peekable();
    while let Some(part) = parts.next() {
        let item = items.len() + 1;
        if minus {
            let typed = ["-", part].concat();
            return Err(LinkError::KnapItemNegative { key, item, value: quote(&typed) });
        }
        if part.is_empty() && parts.peek().is_some() {
            minus = true;
            continue;
        }
        let v = number(key, part).map_err(|_| LinkError::KnapItemNotANumber {
            key,
            item,
            value: quote(part),
        })?;
        items.push(v);
    }
    Ok(items)
}

/// The knapsack's `w`, `v`, `c` as an [`Instance`]; its errors as link errors, quoting the
/// numbers as typed.
#[inline(never)]
fn knapsack_instance(w: &str, v: &str, c: &str) -> Result<Instance, LinkError> {
    use crate::limits::{KNAP_MAX_CAPACITY, KNAP_MAX_ITEMS, KNAP_MAX_VALUE, KNAP_MAX_WEIGHT};
    let weights = knapsack_items("w", w)?;
    let values = knapsack_items("v", v)?;
    let capacity = match c.strip_prefix('-') {
        Some(rest) if number("c", rest).is_ok() => {
            return Err(LinkError::KnapCapacityNegative { value: quote(c) })
        }
        _ => number("c", c).map_err(|_| LinkError::KnapCapacityNotANumber { value: quote(c) })?,
    };
    let typed = |list: &str, item: usize| quote(list.split(sep('-')).nth(item - 1).unwrap_or(""));
    Instance::new(&weights, &values, capacity).map_err(|e| match e {
        InstanceError::ItemCount { got } => LinkError::KnapItemCount { got, max: KNAP_MAX_ITEMS },
        InstanceError::LengthMismatch { weights, values } => {
            LinkError::KnapLengthMismatch { weights, values }
        }
        InstanceError::Weight { item, .. } => {
            LinkError::KnapItemRange { key: "w", item, value: typed(w, item), max: KNAP_MAX_WEIGHT }
        }
        InstanceError::Value { item, .. } => {
            LinkError::KnapItemRange { key: "v", item, value: typed(v, item), max: KNAP_MAX_VALUE }
        }
        InstanceError::Capacity { .. } => {
            LinkError::KnapCapacityRange { value: quote(c), max: KNAP_MAX_CAPACITY }
        }
    })
}

#[inline(never)]
fn knight_path(n: usize, m: usize, path: &str) -> Result<Target, LinkError> {
    let (mut x, mut y) = (1i32, 1i32);
    let mut dirs = Vec::new();
    for (k, part) in path.split(sep('-')).enumerate() {
        let at = k + 1;
        let d = match number("path", part) {
            Ok(d @ 1..=4) => d as usize,
            _ => return Err(LinkError::BadMove { at, value: quote(part) }),
        };
        let (dx, dy) = MOVES[d - 1];
        (x, y) = (x + dx, y + dy);
        if x > n as i32 || y < 1 || y > m as i32 {
            return Err(LinkError::LeavesBoard { at, x, y });
        }
        dirs.push(d);
    }
    if (x, y) != (n as i32, m as i32) {
        return Err(LinkError::PathNotFinished { x, y, n, m });
    }
    Ok(Target::Path(dirs))
}

/// `v` in decimal digits (without `core::fmt`, which would cost wasm size).
fn decimal(v: u64) -> String {
    let mut s = String::new();
    push_decimal(&mut s, v);
    s
}

/// `&key=` and the numbers of `v` joined by `-`.
fn push_list(s: &mut String, key: &str, v: &[usize]) {
    s.push_str(key);
    for (k, &c) in v.iter().enumerate() {
        if k > 0 {
            s.push('-');
        }
        push_decimal(s, c as u64);
    }
}

/// `&ex=…` and the exercise's parts (`mode` and `method` unless the step gave them).
#[inline(never)]
fn push_exercise(s: &mut String, e: &Exercise, stepped: bool) {
    s.push_str("&ex=");
    s.push_str(e.kind.name());
    if !stepped {
        if e.options.first_only {
            s.push_str("&mode=first");
        }
        if e.options.scan {
            s.push_str("&method=scan");
        }
    }
    if let Some(seed) = e.seed {
        s.push_str("&seed=");
        push_decimal(s, seed);
    }
    if e.shade {
        s.push_str("&help=shade");
    }
    if let Some(rule) = &e.rule {
        s.push_str("&rule=");
        push_encoded(s, rule);
    }
    if let Some(answers) = &e.answers {
        s.push_str("&ans=");
        s.push_str(answers);
    }
}

/// Formats a link as a fragment without `#`, keys in the order puzzle, n (or the
/// knapsack's w, v, c), m, target, exercise, count, gpu, tmpl, the view keys (see `push_view`), lang:
/// `n=8&q=1-5-8-6-3-7-2-4`, `puzzle=knight&n=9&m=5&path=3-1-…`,
/// `puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8`. [`parse`] reads it back to the
/// same [`Link`].
pub fn format(link: &Link) -> String {
    let mut s = String::new();
    if let Some(k) = &link.knapsack {
        s.push_str("puzzle=knapsack");
        let as_usize = |v: &[u64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        push_list(&mut s, "&w=", &as_usize(k.weights()));
        push_list(&mut s, "&v=", &as_usize(k.values()));
        s.push_str("&c=");
        push_decimal(&mut s, k.capacity());
    } else {
        if link.puzzle == Puzzle::Knight {
            s.push_str("puzzle=knight&");
        }
        s.push_str("n=");
        push_decimal(&mut s, link.n as u64);
    }
    if let Some(m) = link.m {
        s.push_str("&m=");
        push_decimal(&mut s, m as u64);
    }
    match &link.target {
        Target::Default => {}
        Target::Solution(q) | Target::Placement(q) => push_list(&mut s, "&q=", q),
        Target::Index(i) => {
            s.push_str("&i=");
            push_decimal(&mut s, *i);
        }
        Target::Step(k, o) => {
            s.push_str("&step=");
            push_decimal(&mut s, *k);
            if o.first_only {
                s.push_str("&mode=first");
            }
            if o.scan {
                s.push_str("&method=scan");
            }
        }
        Target::Path(p) => push_list(&mut s, "&path=", p),
    }
    if let Some(e) = &link.exercise {
        push_exercise(&mut s, e, matches!(link.target, Target::Step(..)));
    }
    if link.count {
        s.push_str("&count=1");
    }
    if let Some(on) = link.gpu {
        s.push_str(if on { "&gpu=1" } else { "&gpu=0" });
    }
    if link.template == Template::Iterative {
        s.push_str("&tmpl=iterative");
    }
    push_view(&mut s, &link.view);
    match link.lang {
        None => {}
        Some(Lang::En) => s.push_str("&lang=en"),
        Some(Lang::Zh) => s.push_str("&lang=zh"),
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> LinkError {
        parse(s).unwrap_err()
    }

    fn target(s: &str) -> Target {
        parse(s).unwrap().target
    }

    #[test]
    fn solution_link_parses_and_formats_back() {
        let l = parse("#n=8&q=1-5-8-6-3-7-2-4").unwrap();
        assert_eq!(l.n, 8);
        assert_eq!(l.target, Target::Solution(vec![1, 5, 8, 6, 3, 7, 2, 4]));
        assert_eq!(format(&l), "n=8&q=1-5-8-6-3-7-2-4");
    }

    #[test]
    fn every_kind_of_link_round_trips() {
        for s in [
            "n=8",
            "n=1",
            "n=1000000",
            "n=6&step=40",
            "n=8&step=0",
            "n=8&i=37",
            "n=8&q=1-5-0-0-0-0-0-0",
            "n=4&q=1-1-0-0",
            "n=8&lang=zh",
            "n=8&q=1-5-8-6-3-7-2-4&lang=en",
            "puzzle=knight&n=9&m=5",
            "puzzle=knight&n=9&m=5&step=12",
            "puzzle=knight&n=9&m=5&step=12&mode=first",
            "n=8&step=100&mode=first&method=scan",
            "n=8&step=100&method=scan",
            "puzzle=knight&n=9&m=5&path=3-2-4-1-4-4",
            "n=5&ex=simulate",
            "n=4&ex=simulate&mode=first&help=shade",
            "n=6&step=12&method=scan&ex=simulate",
            "n=6&ex=quiz&seed=7",
            "n=6&ex=quiz&seed=7&ans=3.2-b-col-diag-anti-exp-live-dead-92-0",
            "n=8&ex=rule&rule=x[j]=x[k]%20or%20|x[j]%20-%20x[k]|%20=%20|k%20-%20j|",
            "n=8&ex=rule&rule=x[j]%20==%20x[k]%20%26%26%20k%20%E2%89%A4%20n&lang=zh",
            "puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=3-b-4-1-4",
            "puzzle=knight&n=9&m=5&step=7&ex=simulate",
            "n=18&count=1",
            "n=8&q=1-5-8-6-3-7-2-4&count=1&lang=zh",
            "n=6&step=40&mode=first&count=1",
            "n=4&step=5&tmpl=iterative",
            "n=6&step=38&method=scan&tmpl=iterative&lang=zh",
            "n=8&q=1-5-8-6-3-7-2-4&tmpl=iterative",
            "puzzle=knight&n=9&m=5&step=12&tmpl=iterative",
            "n=5&ex=simulate&tmpl=iterative",
            "puzzle=knapsack&w=16-15-15&v=45-25-25&c=30",
            "puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8&lang=zh",
            "puzzle=knapsack&w=7&v=1000&c=20000&step=0",
            "puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&ex=simulate&ans=1-2-2-b-b",
            "n=6&step=40&present=1&tab=lesson&tree=nodes",
            "n=8&q=1-5-8-6-3-7-2-4&tab=gallery&lang=zh",
            "n=18&count=1&tab=count",
            "n=16&gpu=1",
            "n=18&count=1&gpu=0&tab=count&lang=zh",
            "n=5&tree=strips",
            "n=6&step=30&embed=1&from=30&to=40&autoplay=1&loop=1&speed=8",
            "n=6&step=0&embed=code&speed=max",
            "n=8&q=1-5-8-6-3-7-2-4&embed=1",
            "puzzle=knight&n=9&m=5&step=3&embed=code&from=3&to=9&lang=zh",
            "puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=2&embed=1&to=20&loop=1",
            "puzzle=knight&n=5&m=4&tab=export&tree=nodes",
        ] {
            match parse(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e}"),
            }
        }
    }

    #[test]
    fn view_keys_set_presentation_the_tab_and_the_tree_on_any_puzzle() {
        let v = parse("n=6&step=40&present=1&tab=count&tree=nodes").unwrap().view;
        assert!(v.present && v.embed.is_none());
        assert_eq!((v.tab, v.nodes), (Some(Tab::Count), Some(true)));
        assert_eq!(parse("n=6").unwrap().view, View::default(), "a key left out leaves the view");
        let bad = |s: &str, key, allowed| {
            assert_eq!(
                err(s),
                LinkError::UnknownValue {
                    key,
                    value: s.rsplit('=').next().unwrap().into(),
                    allowed
                }
            )
        };
        bad("n=6&present=yes", "present", "1");
        bad("n=6&tab=exercise", "tab", "lesson / gallery / count / export");
        bad("n=6&tree=Nodes", "tree", "nodes / strips");
        bad("n=6&embed=true", "embed", "1 / code");
        bad("n=6&embed=1&autoplay=0", "autoplay", "1");
        assert_eq!(err("n=6&ex=quiz&tab=gallery"), LinkError::TwoTargets { a: "ex", b: "tab" });
        assert_eq!(err("n=18&count=1&tab=export"), LinkError::TwoTargets { a: "count", b: "tab" });
        assert_eq!(err("n=6&tab=count&tab=count"), LinkError::RepeatedKey { key: "tab".into() });
        let knapsack = parse("puzzle=knapsack&tab=export&tree=strips").unwrap().view;
        assert_eq!((knapsack.tab, knapsack.nodes), (Some(Tab::Export), Some(false)));
    }

    #[test]
    fn gallery_keeps_the_n_queens_gallerys_view_and_belongs_to_n_queens_alone() {
        let v = parse("n=8&tab=gallery&gallery=fundamental").unwrap().view;
        assert_eq!((v.tab, v.fundamental), (Some(Tab::Gallery), Some(true)));
        assert_eq!(parse("n=8&gallery=all").unwrap().view.fundamental, Some(false));
        assert_eq!(parse("n=8").unwrap().view.fundamental, None, "left out: the view stays");
        for s in ["n=8&tab=gallery&gallery=fundamental", "n=8&i=37&gallery=all&lang=zh"] {
            assert_eq!(format(&parse(s).unwrap()), s);
        }
        assert_eq!(
            err("n=8&gallery=classes"),
            LinkError::UnknownValue {
                key: "gallery",
                value: "classes".into(),
                allowed: "all / fundamental"
            }
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&gallery=fundamental"),
            LinkError::WrongPuzzle { key: "gallery", puzzle: Puzzle::Knight }
        );
        assert_eq!(
            err("puzzle=knapsack&gallery=all"),
            LinkError::WrongPuzzle { key: "gallery", puzzle: Puzzle::Knapsack }
        );
        assert_eq!(
            err("n=8&gallery=all&gallery=all"),
            LinkError::RepeatedKey { key: "gallery".into() }
        );
    }

    #[test]
    fn an_embed_link_keeps_to_its_range_and_opens_its_search_at_from() {
        let l = parse("n=6&embed=1&from=30&to=40&autoplay=1&loop=1&speed=60").unwrap();
        assert_eq!(l.target, Target::Step(30, StepOptions::default()), "without step: at from");
        let v = l.view;
        assert_eq!((v.embed, v.from, v.to), (Some(Embed::Board), Some(30), Some(40)));
        assert!(v.autoplay && v.looped);
        assert_eq!(v.speed, Some(Speed::PerSecond(60)));
        assert_eq!(target("n=6&embed=1&to=40"), Target::Step(0, StepOptions::default()));
        assert_eq!(
            target("n=6&embed=code&step=35&from=30&to=40&mode=first").clone(),
            Target::Step(35, StepOptions { first_only: true, scan: false })
        );
        assert_eq!(target("n=8&embed=1"), Target::Default, "a solution may be embedded");
        assert_eq!(err("n=6&step=4&from=3"), LinkError::OptionWithoutEmbed { key: "from" });
        assert_eq!(err("n=6&step=4&speed=8"), LinkError::OptionWithoutEmbed { key: "speed" });
        assert_eq!(err("n=6&embed=1&speed=0").parts().0, "size-out-of-range");
        assert_eq!(err("n=6&embed=1&speed=1001").parts().0, "size-out-of-range");
        assert_eq!(err("n=6&embed=1&from=x").parts().0, "not-a-number");
        assert_eq!(err("n=6&embed=1&to=9007199254740992").parts().0, "number-too-large");
        assert_eq!(err("n=6&embed=1&from=9&to=8"), LinkError::RangeBackwards { from: 9, to: 8 });
        assert_eq!(
            err("n=6&embed=1&step=2&from=3&to=8"),
            LinkError::StepOutsideRange { step: 2, from: 3, to: 8 }
        );
        assert_eq!(
            err("n=8&q=1-5-8-6-3-7-2-4&embed=1&from=3"),
            LinkError::TwoTargets { a: "q", b: "from" }
        );
        for (s, b) in [
            ("n=6&embed=1&present=1", "present"),
            ("n=6&embed=1&tab=gallery", "tab"),
            ("n=6&embed=1&ex=quiz", "ex"),
            ("n=18&embed=1&count=1", "count"),
            ("n=6&embed=1&gpu=1", "gpu"),
        ] {
            assert_eq!(err(s), LinkError::TwoTargets { a: "embed", b }, "{s}");
        }
        assert_eq!(err("n=21&embed=1&from=3"), LinkError::StepTooLarge { n: 21, max: 20 });
    }

    #[test]
    fn gpu_asks_for_the_graphics_card_or_refuses_it_in_n_queens_links_only() {
        assert_eq!(parse("n=16&gpu=1").unwrap().gpu, Some(true));
        assert_eq!(parse("n=16&gpu=0&count=1").unwrap().gpu, Some(false));
        assert_eq!(parse("n=16").unwrap().gpu, None);
        let allowed = "1 / 0";
        for value in ["yes", "2", ""] {
            let want = LinkError::UnknownValue { key: "gpu", value: quote(value), allowed };
            assert_eq!(err(&format!("n=16&gpu={value}")), want);
        }
        assert_eq!(err("n=6&ex=quiz&gpu=1"), LinkError::TwoTargets { a: "ex", b: "gpu" });
        let knight = LinkError::WrongPuzzle { key: "gpu", puzzle: Puzzle::Knight };
        assert_eq!(err("puzzle=knight&n=9&m=5&gpu=1"), knight);
        let knapsack = LinkError::WrongPuzzle { key: "gpu", puzzle: Puzzle::Knapsack };
        assert_eq!(err("puzzle=knapsack&gpu=0"), knapsack);
        assert_eq!(err("n=16&gpu=1&gpu=1"), LinkError::RepeatedKey { key: "gpu".into() });
    }

    #[test]
    fn empty_fragment_is_the_default_size() {
        assert_eq!(parse("").unwrap(), Link::size(8));
        assert_eq!(parse("#").unwrap(), Link::size(8));
    }

    #[test]
    fn n_is_taken_from_q_when_missing() {
        assert_eq!(parse("q=2-4-1-3").unwrap().n, 4);
    }

    #[test]
    fn unknown_key_is_an_error() {
        assert_eq!(err("n=8&foo=1"), LinkError::UnknownKey { key: "foo".into() });
        assert!(err("foo=1").to_string().contains("unknown parameter “foo”"));
    }

    #[test]
    fn counts_of_one_are_worded_in_the_singular() {
        // N = 1 has 1 solution (OEIS A000170); N = 4 has 2.
        // (The facade raises it when solution #i of the link is past N's total.)
        let past =
            |n, total| LinkError::IndexOutOfRange { n, value: "2".into(), total }.to_string();
        assert_eq!(past(1, 1), "The link asks for solution #2, but N = 1 has only 1 solution.");
        assert_eq!(past(4, 2), "The link asks for solution #2, but N = 4 has only 2 solutions.");
        assert_eq!(
            err("n=8&q=1").to_string(),
            "The link's placement lists 1 column but N is 8: it needs one column per row."
        );
    }

    #[test]
    fn errors_give_their_code_and_fields_for_the_page() {
        use Param::{Number, Text};
        let check = |link: &str, code: &str, fields: &[(&str, Param<'_>)]| {
            let e = err(link);
            let (c, f) = e.parts();
            assert_eq!((c, f.iter().collect::<Vec<_>>()), (code, fields.to_vec()), "{link}");
        };
        check(
            "n=1000001",
            "size-out-of-range",
            &[
                ("key", Text("N")),
                ("value", Text("1000001")),
                ("min", Number(1)),
                ("max", Number(1_000_000)),
            ],
        );
        check(
            "n=4&q=1-3-2-4",
            "attack-anti-diagonal",
            &[
                ("row_a", Number(2)),
                ("col_a", Number(3)),
                ("row_b", Number(3)),
                ("col_b", Number(2)),
                ("line", Text("anti-diagonal")),
            ],
        );
        check("n=8&i=0", "index-zero", &[]);
    }

    #[test]
    fn the_page_words_every_link_code_in_english_and_chinese_and_no_other() {
        // www/js/lib/errors.js words a link error by `linkerr.<code>` (lib/strings-en.js and
        // lib/strings-zh.js, one entry each), so the codes are never copied into the page.
        let i18n = [
            include_str!("../www/js/lib/strings-en.js"),
            include_str!("../www/js/lib/strings-zh.js"),
        ]
        .concat();
        let mut worded: Vec<&str> = i18n
            .split("'linkerr.")
            .skip(1)
            .filter_map(|rest| rest.split_once('\'').map(|(code, _)| code))
            .collect();
        worded.sort_unstable();
        let mut want: Vec<&str> = LinkError::CODES.iter().flat_map(|&c| [c, c]).collect();
        want.sort_unstable();
        assert_eq!(worded, want, "each code once in English and once in Chinese");
    }

    #[test]
    fn each_message_has_its_own_code_and_every_code_is_reachable() {
        let cases = [
            ("foo=1", "unknown-key"),
            ("n=8&n=6", "repeated-key"),
            ("n=8&", "malformed-empty"),
            ("=8", "malformed-no-name"),
            ("n", "malformed"),
            ("n=x", "not-a-number"),
            ("n=0", "size-out-of-range"),
            ("puzzle=rook", "unknown-puzzle"),
            ("n=8&step=1&mode=some", "unknown-mode"),
            ("n=8&step=1&method=fast", "unknown-method"),
            ("n=8&tmpl=loop", "unknown-template"),
            ("n=8&mode=first", "option-without-step"),
            ("lang=fr", "unknown-lang"),
            ("n=9&m=5", "wrong-puzzle-queens"),
            ("puzzle=knight&n=9&m=5&q=1", "wrong-puzzle-knight"),
            ("n=8&i=1&step=1", "two-targets"),
            ("puzzle=knight&n=9", "missing-size"),
            ("n=8&q=1", "wrong-column-count-one"),
            ("n=8&q=1-2", "wrong-column-count"),
            ("n=4&q=5-1-1-1", "column-out-of-range"),
            ("n=4&q=1-1-2-3", "repeated-column"),
            ("n=4&q=1-2-4-3", "attack-diagonal"),
            ("n=4&q=2-1-4-3", "attack-anti-diagonal"),
            ("n=8&i=0", "index-zero"),
            ("n=15&i=1", "index-too-large"),
            ("n=21&step=1", "step-too-large"),
            ("n=8&step=9007199254740992", "number-too-large"),
            ("puzzle=knight&n=9&m=5&path=5", "bad-move"),
            ("puzzle=knight&n=9&m=5&path=1", "leaves-board"),
            ("puzzle=knight&n=9&m=5&path=3", "path-not-finished"),
            ("n=8&ex=game", "unknown-exercise"),
            ("n=8&seed=3", "option-without-exercise"),
            ("n=8&ex=simulate&help=all", "unknown-help"),
            ("n=8&ex=rule&rule=", "rule-empty"),
            ("n=8&ex=rule&rule=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "rule-too-long"),
            ("n=11&ex=quiz", "exercise-too-large"),
            ("n=18&count=yes", "unknown-count"),
            ("n=28&count=1", "count-too-large"),
        ];
        let many = ["1"; 21].join("-");
        let knapsack = [
            ("puzzle=knapsack&n=3", "wrong-puzzle-knapsack"),
            ("n=8&w=1", "knap-key-elsewhere"),
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
        ];
        let count = format!("puzzle=knapsack&w={many}&v={many}&c=30");
        let knapsack_more = [
            (count.as_str(), "knap-item-count"),
            ("puzzle=knapsack&w=1-2&v=1&c=3", "knap-length-mismatch"),
            ("n=6&tree=tall", "unknown-value"),
            ("n=6&step=3&loop=1", "option-without-embed"),
            ("n=6&embed=1&from=40&to=30", "range-backwards"),
            ("n=6&embed=1&step=50&from=30&to=40", "step-outside-range"),
        ];
        // Where a link's answers are cut (the link itself opens).
        let cut = |s: &str| parse(s).unwrap().exercise.unwrap().answers_cut.unwrap();
        let long = ["b"; ANSWERS_MAX + 1].join("-");
        let bad_answer = [(cut("n=4&ex=simulate&ans=1.1-5,1"), "bad-answer")];
        // Made by the facade's solution_at, which knows N's solution count.
        let facade = [
            (cut(&format!("n=4&ex=simulate&ans={long}")), "too-many-answers"),
            (
                LinkError::IndexOutOfRange { n: 8, value: "93".into(), total: 92 },
                "index-out-of-range",
            ),
            (LinkError::IndexOutOfRange { n: 3, value: "1".into(), total: 0 }, "index-no-solution"),
        ];
        let cuts = [
            (cut("n=4&ex=simulate&ans=1.1-"), "empty-answer"),
            (cut("n=4&ex=quiz&ans=1.1"), "answers-without-seed"),
        ];
        let codes: Vec<&str> = cases[..35]
            .iter()
            .map(|&(_, c)| c)
            .chain(bad_answer.iter().map(|(_, c)| *c))
            .chain(cases[35..].iter().map(|&(_, c)| c))
            .chain(facade.iter().map(|(_, c)| *c))
            .chain(knapsack.iter().chain(&knapsack_more).map(|&(_, c)| c))
            .chain(cuts.iter().map(|(_, c)| *c))
            .collect();
        assert_eq!(codes, LinkError::CODES);
        for (link, code) in cases.into_iter().chain(knapsack).chain(knapsack_more) {
            assert_eq!(err(link).parts().0, code, "{link}");
        }
        for (e, code) in facade.into_iter().chain(bad_answer).chain(cuts) {
            assert_eq!(e.parts().0, code);
        }
    }

    #[test]
    fn exercise_links_carry_their_parts() {
        let e = parse("n=6&ex=quiz&seed=7&ans=3.2-b-diag-live-92").unwrap().exercise.unwrap();
        assert_eq!(e.kind, ExerciseKind::Quiz);
        assert_eq!(e.seed, Some(7));
        assert_eq!(e.answers.unwrap(), "3.2-b-diag-live-92");
        let e = parse("n=4&ex=simulate&mode=first&method=scan&help=shade").unwrap();
        assert_eq!(e.target, Target::Default);
        let e = e.exercise.unwrap();
        assert_eq!(e.options, StepOptions { first_only: true, scan: true });
        assert!(e.shade);
        // A simulate exercise may start at a step; the step's options are the exercise's.
        let l = parse("n=6&step=12&mode=first&ex=simulate").unwrap();
        assert_eq!(l.target, Target::Step(12, StepOptions { first_only: true, scan: false }));
        assert!(l.exercise.unwrap().options.first_only);
    }

    #[test]
    fn a_rule_is_percent_decoded_so_it_may_hold_any_character() {
        let rule = |s: &str| parse(s).unwrap().exercise.unwrap().rule.unwrap();
        assert_eq!(
            rule("n=8&ex=rule&rule=x[j]%20=%20x[k]%20%26%26%20|j-k|%20%E2%89%A5%200"),
            "x[j] = x[k] && |j-k| ≥ 0"
        );
        // Any rule round-trips through format, `&`, `#`, `%` and `=` included.
        for text in ["x[j] = x[k]", "a&&b || c", "100% # = ≠", "x[j]==x[k]||abs(x[j]-x[k])==k-j"]
        {
            let mut l = parse("n=8&ex=rule&rule=x").unwrap();
            l.exercise.as_mut().unwrap().rule = Some(text.into());
            let f = format(&l);
            assert!(!f.contains('#') && f.matches('&').count() == 2, "{f}");
            assert_eq!(parse(&f).unwrap(), l, "{f}");
        }
        // Every key and value is decoded, so an encoded value reads as before.
        assert_eq!(parse("n=%38").unwrap().n, 8);
        assert!(matches!(err("n=%208"), LinkError::NotANumber { value, .. } if value == " 8"));
        // A broken escape stays as it is.
        assert_eq!(err("n=8&ex=rule&rule=%E0%A4%A&x=1"), LinkError::UnknownKey { key: "x".into() });
        assert_eq!(parse("n=8&ex=rule&rule=%ZZ").unwrap().exercise.unwrap().rule.unwrap(), "%ZZ");
    }

    #[test]
    fn exercise_parts_go_with_their_exercise_only() {
        assert_eq!(
            err("n=8&ex=simulate&seed=1"),
            LinkError::OptionWithoutExercise { key: "seed", ex: "quiz" }
        );
        assert_eq!(
            err("n=8&ex=quiz&rule=x"),
            LinkError::OptionWithoutExercise { key: "rule", ex: "rule" }
        );
        assert_eq!(
            err("n=8&ex=quiz&help=shade"),
            LinkError::OptionWithoutExercise { key: "help", ex: "simulate" }
        );
        assert_eq!(err("n=8&ans=b"), LinkError::OptionWithoutExercise { key: "ans", ex: "any" });
        assert_eq!(err("n=8&ex=quiz&step=3"), LinkError::TwoTargets { a: "ex", b: "step" });
        assert_eq!(err("n=4&q=2-4-1-3&ex=quiz"), LinkError::TwoTargets { a: "ex", b: "q" });
        assert_eq!(err("n=8&i=3&ex=rule"), LinkError::TwoTargets { a: "ex", b: "i" });
        assert!(matches!(err("puzzle=knight&ex=quiz"), LinkError::WrongPuzzle { key: "ex", .. }));
        assert!(matches!(
            err("puzzle=knight&ex=simulate&seed=1"),
            LinkError::WrongPuzzle { key: "seed", .. }
        ));
        let k = parse("puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=3-b-4-1-4").unwrap();
        let e = k.exercise.unwrap();
        assert_eq!((e.kind, e.options.first_only), (ExerciseKind::Simulate, true));
        assert_eq!(e.answers.as_deref(), Some("3-b-4-1-4"));
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&ex=simulate"),
            LinkError::TwoTargets { a: "ex", b: "path" }
        );
        assert_eq!(
            err("puzzle=knight&ex=game"),
            LinkError::UnknownExercise { value: "game".into() }
        );
        assert_eq!(err("n=11&ex=simulate"), LinkError::ExerciseTooLarge { n: 11, max: 10 });
        assert!(parse("n=10&ex=simulate").is_ok());
        // mode and method go with an exercise as with a step.
        assert!(parse("n=8&ex=quiz&mode=first").is_ok());
        assert_eq!(err("n=8&mode=first"), LinkError::OptionWithoutStep { key: "mode" });
    }

    #[test]
    fn answers_are_tokens_of_letters_digits_and_dots() {
        let many = ["b"; ANSWERS_MAX].join("-");
        let l = parse(&format!("n=4&ex=simulate&ans={many}")).unwrap();
        assert_eq!(l.exercise.unwrap().answers.unwrap(), many);
        let e = parse("n=4&ex=quiz&seed=3&ans=3.2-b-col-92").unwrap().exercise.unwrap();
        assert_eq!((e.answers.as_deref(), e.answers_cut), (Some("3.2-b-col-92"), None));
    }

    #[test]
    fn a_damaged_answer_list_keeps_its_valid_prefix_and_says_where_it_was_cut() {
        let read = |s: &str| {
            let e = parse(s).unwrap().exercise.unwrap();
            (e.answers, e.answers_cut)
        };
        let bad = |at, value: &str| Some(LinkError::BadAnswer { at, value: value.into() });
        // Cut after a dash: the 12 answers before it are read.
        let twelve = "1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3";
        assert_eq!(
            read(&format!("n=4&ex=simulate&ans={twelve}-")),
            (Some(twelve.into()), Some(LinkError::EmptyAnswer { at: 13 }))
        );
        assert_eq!(
            read("n=4&ex=simulate&ans=b--b"),
            (Some("b".into()), Some(LinkError::EmptyAnswer { at: 2 }))
        );
        assert_eq!(read("n=4&ex=simulate&ans=1.1-5_1"), (Some("1.1".into()), bad(2, "5_1")));
        // A token of the right characters is the page's to read (`2.` cut mid-token).
        assert_eq!(read("n=4&ex=simulate&ans=1.1-2."), (Some("1.1-2.".into()), None));
        // Nothing readable: no answers, and the exercise still opens.
        assert_eq!(read("n=4&ex=simulate&ans=B"), (None, bad(1, "B")));
        assert_eq!(read("n=4&ex=quiz&seed=1&ans=Col"), (None, bad(1, "Col")));
        assert_eq!(read("n=4&ex=quiz&seed=1&ans=%3Cb%3E"), (None, bad(1, "<b>")));
        assert_eq!(
            read("puzzle=knight&n=4&m=3&ex=simulate&ans=3-b-"),
            (Some("3-b".into()), Some(LinkError::EmptyAnswer { at: 3 }))
        );
        assert_eq!(read("puzzle=knapsack&ex=simulate&ans=1-X"), (Some("1".into()), bad(2, "X")));
        // Past the most a link carries: the first ANSWERS_MAX.
        let long = ["b"; ANSWERS_MAX + 3].join("-");
        let (kept, cut) = read(&format!("n=4&ex=simulate&ans={long}"));
        assert_eq!(kept.unwrap(), ["b"; ANSWERS_MAX].join("-"));
        assert_eq!(cut, Some(LinkError::TooManyAnswers { got: ANSWERS_MAX + 3, max: ANSWERS_MAX }));
        // A quiz's answers without the quiz's seed are not read at all.
        assert_eq!(read("n=6&ex=quiz&ans=3.2-b"), (None, Some(LinkError::AnswersWithoutSeed)));
        let l = parse("n=6&ex=quiz&ans=3.2-b").unwrap();
        assert_eq!((l.n, l.exercise.unwrap().seed), (6, None));
    }

    #[test]
    fn a_count_link_is_n_queens_without_an_exercise_up_to_the_counting_limit() {
        assert!(parse("n=27&count=1").unwrap().count);
        assert!(parse("count=1").unwrap().count, "N is the default 8");
        assert!(!parse("n=18").unwrap().count);
        assert_eq!(err("n=28&count=1"), LinkError::CountTooLarge { n: 28, max: 27 });
        assert_eq!(err("n=18&count=0"), LinkError::UnknownCount { value: "0".into() });
        assert_eq!(err("n=18&count=1&count=1"), LinkError::RepeatedKey { key: "count".into() });
        assert_eq!(
            err("puzzle=knight&n=9&m=5&count=1"),
            LinkError::WrongPuzzle { key: "count", puzzle: Puzzle::Knight }
        );
        assert_eq!(err("n=6&ex=quiz&count=1"), LinkError::TwoTargets { a: "ex", b: "count" });
    }

    #[test]
    fn tmpl_picks_the_procedures_form_recursive_by_default_and_not_written() {
        assert_eq!(parse("n=4&step=5").unwrap().template, Template::Recursive);
        assert_eq!(parse("n=4&step=5&tmpl=iterative").unwrap().template, Template::Iterative);
        // Any N-Queens or knight link may carry it, not only a step link.
        assert_eq!(parse("n=8&tmpl=iterative").unwrap().template, Template::Iterative);
        assert_eq!(
            parse("puzzle=knight&n=9&m=5&tmpl=iterative").unwrap().template,
            Template::Iterative
        );
        // The default may be written, and is then left out when formatted.
        let l = parse("n=4&step=5&tmpl=recursive").unwrap();
        assert_eq!(l.template, Template::Recursive);
        assert_eq!(format(&l), "n=4&step=5");
        assert_eq!(err("n=4&tmpl=foo"), LinkError::UnknownTemplate { value: "foo".into() });
        assert_eq!(
            err("n=4&tmpl=foo").to_string(),
            "The link's tmpl “foo” is not one of recursive and iterative."
        );
        assert_eq!(err("n=4&tmpl="), LinkError::UnknownTemplate { value: "".into() });
        assert_eq!(
            err("n=4&tmpl=iterative&tmpl=iterative"),
            LinkError::RepeatedKey { key: "tmpl".into() }
        );
        // The knapsack is shown recursively only.
        assert_eq!(
            err("puzzle=knapsack&tmpl=iterative"),
            LinkError::WrongPuzzle { key: "tmpl", puzzle: Puzzle::Knapsack }
        );
    }

    #[test]
    fn repeated_key_is_an_error() {
        assert_eq!(err("n=8&n=6"), LinkError::RepeatedKey { key: "n".into() });
    }

    #[test]
    fn empty_nameless_or_valueless_parameter_is_an_error() {
        assert_eq!(err("n=8&&q=1"), LinkError::MalformedEmpty);
        assert_eq!(err("n=8&"), LinkError::MalformedEmpty);
        assert_eq!(err("n"), LinkError::Malformed { part: "n".into() });
        assert_eq!(err("=8"), LinkError::MalformedNoName { part: "=8".into() });
    }

    #[test]
    fn n_that_is_not_digits_is_an_error() {
        for v in ["-1", "2.5", "0x8", "NaN", "", " 8", "+8", "1e3", "٨"] {
            assert!(
                matches!(err(&format!("n={v}")), LinkError::NotANumber { key: "N", .. }),
                "{v}"
            );
        }
    }

    #[test]
    fn invisible_characters_are_quoted_visibly_as_escapes() {
        // The error keeps the value as given (the page quotes it with its own escapes);
        // the message shows its invisible characters.
        assert_eq!(err("n=8%00"), LinkError::NotANumber { key: "N", value: "8\0".into() });
        assert_eq!(
            err("n=8%00").to_string(),
            "The link's N must be a whole number written with digits, not “8\\u0000”."
        );
        assert_eq!(
            err("n%07=8").to_string(),
            "The link has an unknown parameter “n\\u0007”; it understands n, q, i, step, mode, method, puzzle, m, path, w, v, c, ex, seed, help, rule, ans, count, gpu, tmpl, present, tab, tree, gallery, embed, from, to, autoplay, loop, speed and lang."
        );
        assert_eq!(
            err("n=8&lang=zh%E2%80%8B").to_string(),
            "The link asks for the language “zh\\u200b”; there are en and zh."
        );
        // Cut after 24 characters.
        assert_eq!(
            err(&format!("n={}", "%01".repeat(30))),
            LinkError::NotANumber { key: "N", value: format!("{}…", "\u{1}".repeat(24)) }
        );
    }

    #[test]
    fn numbers_of_any_length_are_read_and_quoted_as_typed() {
        // Leading zeros: any number of them, 20 digits included.
        assert_eq!(parse("n=00000000000000000008").unwrap().n, 8);
        assert_eq!(parse("n=8&step=0000000000000000000040").unwrap().target, target("n=8&step=40"));
        // Too large, however many digits: the range message, with the digits as typed.
        for v in ["99999999999999999999", "18446744073709551616", "1000000000000000000000000"] {
            assert_eq!(
                err(&format!("n={v}")),
                LinkError::SizeOutOfRange {
                    key: "N",
                    value: quote(v),
                    min: 1,
                    max: CONSTRUCT_MAX_N
                },
                "{v}"
            );
        }
        assert_eq!(
            err("n=8&step=9999999999999999999"),
            LinkError::NumberTooLarge { key: "step", value: "9999999999999999999".into() }
        );
        assert_eq!(
            err("n=8&i=9007199254740992"),
            LinkError::NumberTooLarge { key: "i", value: "9007199254740992".into() }
        );
        assert_eq!(
            parse("n=8&step=9007199254740991").unwrap().target,
            Target::Step(LINK_NUMBER_MAX, StepOptions::default())
        );
        assert_eq!(
            err("n=4&q=1-2-99999999999999999999999-3"),
            LinkError::ColumnOutOfRange { row: 3, col: "99999999999999999999999".into(), n: 4 }
        );
    }

    #[test]
    fn n_out_of_range_is_an_error() {
        assert!(matches!(err("n=0"), LinkError::SizeOutOfRange { key: "N", .. }));
        assert_eq!(
            err("n=1000001").to_string(),
            "The link's N must be from 1 to 1000000, not 1000001."
        );
    }

    #[test]
    fn wrong_number_of_columns_is_an_error() {
        assert_eq!(err("n=8&q=1-5-8"), LinkError::WrongColumnCount { n: 8, got: 3 });
    }

    #[test]
    fn column_out_of_range_is_an_error() {
        assert_eq!(
            err("n=4&q=2-4-1-5"),
            LinkError::ColumnOutOfRange { row: 4, col: "5".into(), n: 4 }
        );
    }

    #[test]
    fn repeated_column_is_an_error() {
        assert_eq!(
            err("n=8&q=1-1-1-1-1-1-1-1"),
            LinkError::RepeatedColumn { col: 1, row_a: 1, row_b: 2 }
        );
    }

    #[test]
    fn attacking_queens_are_an_error_that_names_them() {
        // REFERENCE.md: (3,4) shares a diagonal with (2,3).
        let e = err("n=8&q=1-3-4-6-8-2-5-7");
        assert_eq!(
            e,
            LinkError::Attack { row_a: 2, col_a: 3, row_b: 3, col_b: 4, line: Line::Diagonal }
        );
        assert_eq!(
            e.to_string(),
            "The link's queens at (2,3) and (3,4) share a diagonal, so they attack each other."
        );
        assert!(matches!(err("n=4&q=2-1-4-3"), LinkError::Attack { line: Line::AntiDiagonal, .. }));
    }

    #[test]
    fn partial_placements_may_attack_and_are_kept_as_given() {
        assert_eq!(target("n=4&q=1-2-0-0"), Target::Placement(vec![1, 2, 0, 0]));
        assert_eq!(target("n=4&q=0-0-0-0"), Target::Placement(vec![0; 4]));
        assert!(matches!(err("n=4&q=1-5-0-0"), LinkError::ColumnOutOfRange { row: 2, .. }));
    }

    #[test]
    fn bad_column_text_and_doubled_separators_are_errors() {
        assert!(matches!(err("n=4&q=2--4-1"), LinkError::NotANumber { key: "q", .. }));
        assert!(matches!(err("n=4&q=2-4-1-3-"), LinkError::NotANumber { key: "q", .. }));
    }

    #[test]
    fn index_links_start_at_1_and_stop_at_n14() {
        assert_eq!(target("n=8&i=37"), Target::Index(37));
        assert_eq!(err("n=8&i=0"), LinkError::IndexZero);
        assert_eq!(err("n=15&i=1"), LinkError::IndexTooLarge { n: 15, max: 14 });
    }

    #[test]
    fn step_links_stop_at_n20_and_targets_do_not_mix() {
        assert_eq!(err("n=21&step=1"), LinkError::StepTooLarge { n: 21, max: 20 });
        assert_eq!(err("n=33&step=1"), LinkError::StepTooLarge { n: 33, max: 20 });
        assert_eq!(target("n=20&step=1"), Target::Step(1, StepOptions::default()));
        assert!(matches!(err("n=8&step=x"), LinkError::NotANumber { key: "step", .. }));
        assert_eq!(err("n=4&q=2-4-1-3&step=3"), LinkError::TwoTargets { a: "q", b: "step" });
        assert_eq!(err("n=8&i=3&step=3"), LinkError::TwoTargets { a: "i", b: "step" });
    }

    #[test]
    fn step_options_need_a_step_and_known_values() {
        assert_eq!(
            target("n=8&step=9&mode=first&method=scan"),
            Target::Step(9, StepOptions { first_only: true, scan: true })
        );
        assert_eq!(
            target("n=8&step=9&mode=all&method=flags"),
            Target::Step(9, StepOptions::default())
        );
        assert_eq!(err("n=8&mode=first"), LinkError::OptionWithoutStep { key: "mode" });
        assert_eq!(
            err("n=8&step=1&method=fast"),
            LinkError::UnknownMethod { value: "fast".into() }
        );
        assert!(matches!(
            err("puzzle=knight&n=9&m=5&step=1&method=scan"),
            LinkError::WrongPuzzle { key: "method", .. }
        ));
    }

    #[test]
    fn puzzle_and_language_must_be_known() {
        assert_eq!(err("puzzle=rook"), LinkError::UnknownPuzzle { value: "rook".into() });
        assert_eq!(err("n=8&lang=fr"), LinkError::UnknownLang { value: "fr".into() });
        assert_eq!(parse("lang=zh").unwrap().lang, Some(Lang::Zh));
    }

    #[test]
    fn a_bare_knight_link_opens_the_default_board() {
        let l = parse("puzzle=knight").unwrap();
        assert_eq!((l.puzzle, l.n, l.m, l.target), (Puzzle::Knight, 9, Some(5), Target::Default));
        assert_eq!(
            parse("puzzle=knight&path=3-2-4-1-4-4").unwrap().target,
            Target::Path(vec![3, 2, 4, 1, 4, 4])
        );
        assert_eq!(err("puzzle=knight&m=5"), LinkError::MissingSize { key: "n" });
    }

    #[test]
    fn knapsack_links_carry_the_instance_and_bad_instances_say_which_item() {
        let l = parse("#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8").unwrap();
        assert_eq!(l.knapsack, Some(Instance::textbook()));
        assert_eq!((l.n, l.target), (3, Target::Step(8, StepOptions::default())));
        assert_eq!(parse("puzzle=knapsack").unwrap().knapsack, Some(Instance::textbook()));
        let e = |s: &str| {
            let e = err(s);
            let (code, fields) = e.parts();
            (code, fields.iter().map(|(k, v)| format!("{k}={v:?}")).collect::<Vec<_>>().join(" "))
        };
        let neg = e("puzzle=knapsack&w=16--15-15&v=45-25-25&c=30");
        assert_eq!(neg, ("knap-weight-negative", r#"item=Number(2) value=Text("-15")"#.into()));
        assert_eq!(
            e("puzzle=knapsack&w=16-15-15&v=45-25-25&c=0").1,
            r#"value=Text("0") max=Number(20000)"#
        );
        let typed = e("puzzle=knapsack&w=16-0015-99999999999999999999999&v=1-1-1&c=3");
        assert_eq!(
            typed.1,
            r#"item=Number(3) value=Text("99999999999999999999999") max=Number(1000)"#
        );
        assert_eq!(e("puzzle=knapsack&w=1-&v=1&c=3").1, r#"item=Number(2) value=Text("")"#);
        assert_eq!(
            err("puzzle=knapsack&w=1-2-3&v=1-2&c=3").to_string(),
            "The link gives 3 weights but 2 values: one of each per item."
        );
        assert_eq!(
            err("puzzle=knapsack&w=1&v=1-2&c=3").to_string(),
            "The link gives 1 weight but 2 values: one of each per item."
        );
        assert_eq!(
            err("puzzle=knapsack&w=1-2&v=1&c=3").to_string(),
            "The link gives 2 weights but 1 value: one of each per item."
        );
        assert_eq!(err("puzzle=knapsack&c=3"), LinkError::KnapMissing { key: "w" });
        assert_eq!(err("puzzle=knapsack&step=1&mode=first").parts().0, "wrong-puzzle-knapsack");
        assert_eq!(err("puzzle=knapsack&ex=quiz").parts().0, "wrong-puzzle-knapsack");
        assert_eq!(err("puzzle=knapsack&ans=1").parts().0, "option-without-exercise");
        assert_eq!(err("puzzle=knight&n=9&m=5&c=3").parts().0, "knap-key-elsewhere");
    }

    #[test]
    fn knight_links_need_both_sides_in_range_and_own_keys() {
        assert_eq!(err("puzzle=knight&n=9"), LinkError::MissingSize { key: "m" });
        assert!(matches!(
            err("puzzle=knight&n=9&m=21"),
            LinkError::SizeOutOfRange { key: "m", .. }
        ));
        assert!(matches!(
            err("puzzle=knight&n=9&m=5&q=1"),
            LinkError::WrongPuzzle { key: "q", .. }
        ));
        assert!(matches!(err("n=9&m=5"), LinkError::WrongPuzzle { key: "m", .. }));
    }

    #[test]
    fn knight_path_of_the_notes_parses_and_bad_paths_say_where() {
        // (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5): moves ③ ② ④ ① ④ ④.
        assert_eq!(
            target("puzzle=knight&n=9&m=5&path=3-2-4-1-4-4"),
            Target::Path(vec![3, 2, 4, 1, 4, 4])
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=1"),
            LinkError::LeavesBoard { at: 1, x: 2, y: -1 }
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3-5"),
            LinkError::BadMove { at: 2, value: "5".into() }
        );
        assert_eq!(
            err("puzzle=knight&n=9&m=5&path=3"),
            LinkError::PathNotFinished { x: 3, y: 2, n: 9, m: 5 }
        );
    }

    #[test]
    fn long_hostile_values_are_cut_in_messages() {
        let v = "<img src=x onerror=alert(1)>".repeat(4000);
        let msg = err(&format!("n={v}")).to_string();
        assert!(msg.len() < 200, "{}", msg.len());
        assert!(msg.contains('…'));
    }
}

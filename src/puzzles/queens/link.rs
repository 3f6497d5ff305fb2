//! The N-Queens' part of the share-link fragment (the default puzzle: its links need no
//! `puzzle=`), on the shared grammar and keys of `nqueens_wasm::link`:
//! - `n=8` opens N = 8 with its first solution (N from 1 to 1,000,000; above 32 the page
//!   shows the explicit construction).
//! - `n=8&q=1-5-8-6-3-7-2-4` opens that solution: 1-based columns, row 1 first.
//! - `n=8&q=1-5-0-0-0-0-0-0` is a partial placement (0 = empty row), opened in play mode;
//!   its queens may attack each other, and the page shows the conflicts.
//! - `n=8&i=37` opens solution #37 in lexicographic order (1-based, N ≤ 14).
//! - `n=8&step=40` opens the stepper (all solutions) at step 40 (N ≤ 20), with `mode=first`
//!   (the search that stops at the first solution; the default is `mode=all`) and
//!   `method=scan` (checking squares by scanning the earlier rows; the default is
//!   `method=flags`).
//! - `ex=simulate|quiz|rule` an exercise (N ≤ 10), with `mode` and `method` as a step's,
//!   `seed=` (the quiz's), `help=shade` (simulate), `rule=` (the rule exercise's conflict
//!   test, percent-encoded) and the shared `ans=`.
//! - `count=1`: the solutions of N are being counted, and the page counts them again
//!   (N ≤ 27, no exercise).
//! - `gpu=1` or `gpu=0`: counts go to the graphics card, or stay on the processor (no
//!   exercise, no embed); without it the page decides.
//! - `gallery=fundamental` or `gallery=all`: the gallery lists one board per symmetry
//!   class, or every solution (a view key of the N-Queens', written among the shared ones).
//!
//! Without `n`, N is the number of columns in `q`, or 8. Anything wrong is a shared error or
//! a [`QueensError`].

use crate::board::Line;
use crate::limits::{
    CONSTRUCT_MAX_N, COUNT_MAX_N, DEFAULT_N, EXERCISE_MAX_N, INDEX_MAX_N, RULE_MAX_CHARS,
    SLIDER_MAX_N,
};
use nqueens_wasm::link::{
    self, answers_read, decimal, first_only, link_number, list, one_of, options_need_a_step, push,
    push_answers, push_decimal, push_encoded, push_exercise, push_list, push_step, quote, sep,
    size, Keys, LinkError, Shared, SharedError,
};
use std::str::FromStr;

/// The stepper options a step link (or an exercise) may carry.
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
    /// The first solution.
    Default,
    /// A full solution: N 1-based columns, row 1 first.
    Solution(Vec<usize>),
    /// A partial or attacking placement: N columns, 0 for an empty row.
    Placement(Vec<usize>),
    /// Solution number `i` (1-based) in lexicographic order.
    Index(u64),
    /// Step `k` of the search, with its options.
    Step(u64, StepOptions),
}

/// The three exercises (`ex=`): the student does the search, answers questions about it, or
/// writes the conflict test of `place(k)` (issue 22).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::VariantNames, strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
pub enum ExerciseKind {
    /// `ex=simulate`: place each queen where the search places it next, or backtrack.
    Simulate,
    /// `ex=quiz`: ten questions drawn from the trace (`seed=`).
    Quiz,
    /// `ex=rule`: the student's own conflict test (`rule=`).
    Rule,
}

impl ExerciseKind {
    /// The exercise's name in links: `simulate`, `quiz` or `rule`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// An exercise link's parts besides N.
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
    /// [`RULE_MAX_CHARS`] characters; its grammar is checked by the `rule` module, not here).
    pub rule: Option<String>,
    /// A result link's answers (`ans=`, see `nqueens_wasm::link::answers`): the valid
    /// prefix of a damaged one (None when empty).
    pub answers: Option<String>,
    /// Why the answers stop before the end of the link's `ans`: where
    /// `nqueens_wasm::link::answers` cut it, or [`QueensError::AnswersWithoutSeed`] for a
    /// quiz's answers without its `seed` (the quiz they answer is unknown, so none is read).
    /// The page says it beside the exercise, which opens with the answers before the cut.
    pub answers_cut: Option<Error>,
}

/// The N-Queens' part of a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queens {
    /// N.
    pub n: usize,
    /// What to open.
    pub target: Target,
    /// The exercise the link opens (`ex=`), if any.
    pub exercise: Option<Exercise>,
    /// `count=1`: a count of N's solutions is running (N ≤ [`COUNT_MAX_N`], no exercise);
    /// the page starts it again.
    pub count: bool,
    /// `gpu=1` (Some(true)) or `gpu=0` (Some(false)): counts go to the graphics card, or
    /// stay on the processor (no exercise, no embed); None leaves the page's default.
    pub gpu: Option<bool>,
    /// `gallery=fundamental` (Some(true)) or `gallery=all` (Some(false)): the gallery lists
    /// one board per symmetry class, or every solution; None leaves the view as it is.
    pub fundamental: Option<bool>,
}

/// An N-Queens link.
pub type Link = link::Link<Queens>;

impl Queens {
    /// A link to a board size alone.
    pub fn size(n: usize) -> Self {
        Self {
            n,
            target: Target::Default,
            exercise: None,
            count: false,
            gpu: None,
            fundamental: None,
        }
    }
}

nqueens_wasm::link_errors! {
    /// Why the N-Queens' keys of a link are wrong (the shared keys' errors are
    /// `nqueens_wasm::link::SharedError`).
    pub enum QueensError {
        /// `q` lists one column, but N is not 1.
        WrongColumnCountOne { n: usize, got: usize },
        /// `q` lists a number of columns other than N.
        WrongColumnCount { n: usize, got: usize },
        /// A column outside 1..=N (0 is allowed only in a partial placement).
        ColumnOutOfRange { row: usize, col: String, n: usize },
        /// Two rows with the same column in a full solution.
        RepeatedColumn { col: usize, row_a: usize, row_b: usize },
        /// Two queens on one diagonal in a full solution.
        AttackDiagonal { row_a: usize, col_a: usize, row_b: usize, col_b: usize, line: &'static str },
        /// Two queens on one anti-diagonal in a full solution.
        AttackAntiDiagonal { row_a: usize, col_a: usize, row_b: usize, col_b: usize, line: &'static str },
        /// `i` is 0 (indices start at 1).
        IndexZero,
        /// `i` given for an N above [`INDEX_MAX_N`].
        IndexTooLarge { key: &'static str, n: usize, max: usize },
        /// `step` given for an N above [`SLIDER_MAX_N`], the stepper's range on the page.
        StepTooLarge { key: &'static str, n: usize, max: usize },
        /// An exercise for an N above [`EXERCISE_MAX_N`].
        ExerciseTooLarge { n: usize, max: usize },
        /// `help` other than `shade`.
        UnknownHelp { value: String },
        /// An empty `rule=`.
        RuleEmpty { max: usize },
        /// A `rule=` longer than [`RULE_MAX_CHARS`] characters (`got`).
        RuleTooLong { got: usize, max: usize },
        /// `count` other than `1`.
        UnknownCount { value: String },
        /// `count=1` for an N above [`COUNT_MAX_N`].
        CountTooLarge { n: usize, max: usize },
        /// Solution number `value` (as typed) past the last of N's `total` solutions. Made by
        /// the facade's `solution_at`, which knows the total, not by the parser.
        IndexOutOfRange { n: usize, value: String, total: u64 },
        /// A solution number asked of an N without solutions (`total` 0): as above.
        IndexNoSolution { n: usize, value: String, total: u64 },
        /// A quiz's answers without its `seed`: none is read ([`Exercise::answers_cut`]).
        AnswersWithoutSeed,
    }
}

/// An N-Queens link error: a shared one or a [`QueensError`].
pub type Error = LinkError<QueensError>;

/// The parse of an N-Queens link (see [`nqueens_wasm::link::parse`]).
///
/// # Errors
/// The first thing wrong, shared or the N-Queens'.
pub fn parse(fragment: &str) -> Result<Link, Error> {
    link::parse(fragment)
}

/// The fragment of an N-Queens link (see [`nqueens_wasm::link::format`]).
pub fn format(l: &Link) -> String {
    link::format(l)
}

impl link::Puzzle for Queens {
    const NAME: &'static str = "queens";
    const BARE: bool = true;
    const KEYS: &'static [&'static str] =
        &["n", "q", "i", "mode", "method", "seed", "help", "rule", "count", "gpu", "gallery"];
    const TARGETS: &'static [&'static str] = &["q", "i", "step"];
    const TABS: &'static [&'static str] = &["lesson", "gallery", "count", "export"];
    const EXERCISES: &'static [&'static str] = <ExerciseKind as strum::VariantNames>::VARIANTS;
    const ITERATIVE: bool = true;
    type Error = QueensError;

    fn parse(keys: &Keys<'_>, shared: Shared<'_>) -> Result<Self, Error> {
        let q = keys.get("q");
        let cols = q.map(|q| list("q", q)).transpose()?;
        let n = match (keys.get("n"), &cols) {
            (Some(v), _) => size("N", v, 1, CONSTRUCT_MAX_N)?,
            (None, Some(c)) if (1..=CONSTRUCT_MAX_N).contains(&c.len()) => c.len(),
            (None, Some(c)) => {
                return Err(SharedError::SizeOutOfRange {
                    key: "N",
                    value: decimal(c.len() as u64),
                    min: 1,
                    max: CONSTRUCT_MAX_N,
                }
                .into())
            }
            (None, None) => DEFAULT_N,
        };
        let target = target(keys, shared, n, cols.as_deref())?;
        let exercise = exercise(keys, shared, n, &target)?;
        let count = count(keys, shared, n, exercise.is_some())?;
        let gpu = gpu(keys, shared, exercise.is_some())?;
        let gallery = one_of("gallery", keys.get("gallery"), &["all", "fundamental"])?;
        options_need_a_step(keys, shared, &["mode", "method"])?;
        let fundamental = gallery.map(|g| g == "fundamental");
        Ok(Queens { n, target, exercise, count, gpu, fundamental })
    }

    fn format(&self, s: &mut String) {
        push(s, "n=");
        push_decimal(s, self.n as u64);
        match &self.target {
            Target::Default => {}
            Target::Solution(q) | Target::Placement(q) => push_list(s, "&q=", q),
            Target::Index(i) => {
                push(s, "&i=");
                push_decimal(s, *i);
            }
            Target::Step(k, o) => {
                push_step(s, *k);
                push_options(s, o);
            }
        }
        if let Some(e) = &self.exercise {
            push_exercise(s, e.kind.name());
            if !matches!(self.target, Target::Step(..)) {
                push_options(s, &e.options);
            }
            if let Some(seed) = e.seed {
                push(s, "&seed=");
                push_decimal(s, seed);
            }
            if e.shade {
                push(s, "&help=shade");
            }
            if let Some(rule) = &e.rule {
                push(s, "&rule=");
                push_encoded(s, rule);
            }
            push_answers(s, e.answers.as_deref());
        }
        if self.count {
            push(s, "&count=1");
        }
        match self.gpu {
            None => {}
            Some(true) => push(s, "&gpu=1"),
            Some(false) => push(s, "&gpu=0"),
        }
    }

    fn format_view(&self, s: &mut String) {
        match self.fundamental {
            None => {}
            Some(true) => push(s, "&gallery=fundamental"),
            Some(false) => push(s, "&gallery=all"),
        }
    }

    fn step(&self) -> Option<u64> {
        match self.target {
            Target::Step(k, _) => Some(k),
            _ => None,
        }
    }

    fn exercise(&self) -> Option<&'static str> {
        self.exercise.as_ref().map(|e| e.kind.name())
    }

    fn answers(&self) -> Option<&str> {
        self.exercise.as_ref().and_then(|e| e.answers.as_deref())
    }

    fn answers_cut(&self) -> Option<&Error> {
        self.exercise.as_ref().and_then(|e| e.answers_cut.as_ref())
    }
}

/// `&mode=first` and `&method=scan` when the options say so.
fn push_options(s: &mut String, o: &StepOptions) {
    if o.first_only {
        push(s, "&mode=first");
    }
    if o.scan {
        push(s, "&method=scan");
    }
}

/// What the link opens: `q` (a solution or a placement), `i`, `step`, or the first solution.
#[inline(never)]
fn target(
    keys: &Keys<'_>,
    shared: Shared<'_>,
    n: usize,
    cols: Option<&[u64]>,
) -> Result<Target, Error> {
    if let Some(cols) = cols {
        return placement(n, cols, keys.get("q").unwrap_or(""));
    }
    if let Some(i) = keys.get("i") {
        let i = link_number("i", i)?;
        if i == 0 {
            return Err(LinkError::Puzzle(QueensError::IndexZero));
        }
        if n > INDEX_MAX_N {
            let key = "solution number i";
            return Err(LinkError::Puzzle(QueensError::IndexTooLarge { key, n, max: INDEX_MAX_N }));
        }
        return Ok(Target::Index(i));
    }
    if let Some(step) = shared.step {
        if n > SLIDER_MAX_N {
            let max = SLIDER_MAX_N;
            return Err(LinkError::Puzzle(QueensError::StepTooLarge { key: "step", n, max }));
        }
        return Ok(Target::Step(step, step_options(keys)?));
    }
    Ok(Target::Default)
}

/// `count=1`, on an N-Queens link without an exercise, and shown in the Count tab when a
/// tab is given; never embedded.
#[inline(never)]
fn count(keys: &Keys<'_>, shared: Shared<'_>, n: usize, exercise: bool) -> Result<bool, Error> {
    let Some(value) = keys.get("count") else { return Ok(false) };
    if shared.view.embed.is_some() {
        return Err(SharedError::TwoTargets { a: "embed", b: "count" }.into());
    }
    if shared.view.tab.is_some_and(|t| t != "count") {
        return Err(SharedError::TwoTargets { a: "count", b: "tab" }.into());
    }
    if exercise {
        return Err(SharedError::TwoTargets { a: "ex", b: "count" }.into());
    }
    match value {
        "1" if n > COUNT_MAX_N => {
            Err(LinkError::Puzzle(QueensError::CountTooLarge { n, max: COUNT_MAX_N }))
        }
        "1" => Ok(true),
        v => Err(LinkError::Puzzle(QueensError::UnknownCount { value: quote(v) })),
    }
}

/// `gpu=1` or `gpu=0`, on an N-Queens link without an exercise; never embedded.
#[inline(never)]
fn gpu(keys: &Keys<'_>, shared: Shared<'_>, exercise: bool) -> Result<Option<bool>, Error> {
    let Some(value) = keys.get("gpu") else { return Ok(None) };
    if shared.view.embed.is_some() {
        return Err(SharedError::TwoTargets { a: "embed", b: "gpu" }.into());
    }
    if exercise {
        return Err(SharedError::TwoTargets { a: "ex", b: "gpu" }.into());
    }
    Ok(one_of("gpu", Some(value), &["1", "0"])?.map(|v| v == "1"))
}

/// An exercise link's parts (`ex`, `seed`, `help`, `rule`, `ans`, and `mode` / `method`
/// without a step), or None without `ex`; each part only with the exercise it belongs to.
#[inline(never)]
fn exercise(
    keys: &Keys<'_>,
    shared: Shared<'_>,
    n: usize,
    target: &Target,
) -> Result<Option<Exercise>, Error> {
    let parts = [("seed", "quiz"), ("help", "simulate"), ("rule", "rule")];
    let Some(name) = shared.exercise else {
        if let Some(&(key, ex)) = parts.iter().find(|(key, _)| keys.get(key).is_some()) {
            return Err(SharedError::OptionWithoutExercise { key, ex }.into());
        }
        return Ok(None);
    };
    let kind = ExerciseKind::from_str(name).unwrap_or(ExerciseKind::Simulate);
    match target {
        Target::Default => {}
        Target::Step(..) if kind == ExerciseKind::Simulate => {}
        Target::Step(..) => return Err(SharedError::TwoTargets { a: "ex", b: "step" }.into()),
        Target::Index(_) => return Err(SharedError::TwoTargets { a: "ex", b: "i" }.into()),
        _ => return Err(SharedError::TwoTargets { a: "ex", b: "q" }.into()),
    }
    if n > EXERCISE_MAX_N {
        let max = EXERCISE_MAX_N;
        return Err(LinkError::Puzzle(QueensError::ExerciseTooLarge { n, max }));
    }
    for &(key, ex) in &parts {
        if keys.get(key).is_some() && ex != name {
            return Err(SharedError::OptionWithoutExercise { key, ex }.into());
        }
    }
    let seed = keys.get("seed").map(|v| link_number("seed", v)).transpose()?;
    let shade = match keys.get("help") {
        None => false,
        Some("shade") => true,
        Some(v) => return Err(LinkError::Puzzle(QueensError::UnknownHelp { value: quote(v) })),
    };
    let rule = keys.get("rule");
    if let Some(r) = rule {
        let (got, max) = (r.chars().count(), RULE_MAX_CHARS);
        if got == 0 {
            return Err(LinkError::Puzzle(QueensError::RuleEmpty { max }));
        }
        if got > max {
            return Err(LinkError::Puzzle(QueensError::RuleTooLong { got, max }));
        }
    }
    // A quiz's answers are graded against the quiz of its seed: without it, none is.
    let (answers, answers_cut) = match shared.answers {
        Some(_) if kind == ExerciseKind::Quiz && seed.is_none() => {
            (None, Some(LinkError::Puzzle(QueensError::AnswersWithoutSeed)))
        }
        given => answers_read(given),
    };
    let options = match target {
        Target::Step(_, o) => *o,
        _ => step_options(keys)?,
    };
    let rule = rule.map(str::to_owned);
    Ok(Some(Exercise { kind, options, seed, shade, rule, answers, answers_cut }))
}

/// A full solution, or a partial placement when any row is 0. Full placements must be
/// solutions; partial ones may attack. O(N) with flag arrays holding each line's row.
/// `raw` is the `q` value as typed, whose digits an error quotes.
#[inline(never)]
fn placement(n: usize, cols: &[u64], raw: &str) -> Result<Target, Error> {
    let got = cols.len();
    if got != n {
        let e = if got == 1 {
            QueensError::WrongColumnCountOne { n, got }
        } else {
            QueensError::WrongColumnCount { n, got }
        };
        return Err(LinkError::Puzzle(e));
    }
    // 0 (an empty row) is always in range: any 0 makes the placement partial.
    let mut partial = false;
    for (i, &c) in cols.iter().enumerate() {
        if c > n as u64 {
            let col = quote(raw.split(sep('-')).nth(i).unwrap_or(""));
            return Err(LinkError::Puzzle(QueensError::ColumnOutOfRange { row: i + 1, col, n }));
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
            let (row_a, row_b, col_b) = (row, r, c);
            return Err(LinkError::Puzzle(match line {
                Line::Column => QueensError::RepeatedColumn { col: c, row_a, row_b },
                Line::Diagonal => {
                    QueensError::AttackDiagonal { row_a, col_a, row_b, col_b, line: line.name() }
                }
                Line::AntiDiagonal => QueensError::AttackAntiDiagonal {
                    row_a,
                    col_a,
                    row_b,
                    col_b,
                    line: line.name(),
                },
            }));
        }
        col_row[c] = r;
        diag_row[r + n - c] = r;
        anti_row[r + c] = r;
    }
    Ok(Target::Solution(cols))
}

/// `mode` and `method`, which a step link (or an exercise) may carry.
#[inline(never)]
fn step_options(keys: &Keys<'_>) -> Result<StepOptions, Error> {
    let first_only = first_only(keys.get("mode"))?;
    let scan = match keys.get("method") {
        None | Some("flags") => false,
        Some("scan") => true,
        Some(v) => return Err(SharedError::UnknownMethod { key: "method", value: quote(v) }.into()),
    };
    Ok(StepOptions { first_only, scan })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_wasm::link::{
        checks, Embed, ErrorParts, Lang, Param, Speed, View, Words, ANSWERS_MAX,
    };
    use nqueens_wasm::search::Template;

    fn err(s: &str) -> Error {
        parse(s).unwrap_err()
    }

    /// Where the link's answers were cut (the link itself opens).
    fn cut(s: &str) -> Error {
        parse(s).unwrap().puzzle.exercise.unwrap().answers_cut.unwrap()
    }

    fn target(s: &str) -> Target {
        parse(s).unwrap().puzzle.target
    }

    fn shared(e: SharedError) -> Error {
        LinkError::Shared(e)
    }

    fn own(e: QueensError) -> Error {
        LinkError::Puzzle(e)
    }

    /// The error's code and fields, `name=value` each.
    fn parts(e: &Error) -> (&'static str, Vec<String>) {
        let mut fields = Vec::new();
        e.fields(&mut |name, value| fields.push(format!("{name}={value:?}")));
        (e.code(), fields)
    }

    #[test]
    fn solution_link_parses_and_formats_back() {
        let l = parse("#n=8&q=1-5-8-6-3-7-2-4").unwrap();
        assert_eq!(l.puzzle.n, 8);
        assert_eq!(l.puzzle.target, Target::Solution(vec![1, 5, 8, 6, 3, 7, 2, 4]));
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
            "n=8&step=100&mode=first&method=scan",
            "n=8&step=100&method=scan",
            "n=5&ex=simulate",
            "n=4&ex=simulate&mode=first&help=shade",
            "n=6&step=12&method=scan&ex=simulate",
            "n=6&ex=quiz&seed=7",
            "n=6&ex=quiz&seed=7&ans=3.2-b-col-diag-anti-exp-live-dead-92-0",
            "n=8&ex=rule&rule=x[j]=x[k]%20or%20|x[j]%20-%20x[k]|%20=%20|k%20-%20j|",
            "n=8&ex=rule&rule=x[j]%20==%20x[k]%20%26%26%20k%20%E2%89%A4%20n&lang=zh",
            "n=18&count=1",
            "n=8&q=1-5-8-6-3-7-2-4&count=1&lang=zh",
            "n=6&step=40&mode=first&count=1",
            "n=4&step=5&tmpl=iterative",
            "n=6&step=38&method=scan&tmpl=iterative&lang=zh",
            "n=8&q=1-5-8-6-3-7-2-4&tmpl=iterative",
            "n=5&ex=simulate&tmpl=iterative",
            "n=6&step=40&present=1&tab=lesson&tree=nodes",
            "n=8&q=1-5-8-6-3-7-2-4&tab=gallery&lang=zh",
            "n=18&count=1&tab=count",
            "n=16&gpu=1",
            "n=18&count=1&gpu=0&tab=count&lang=zh",
            "n=5&tree=strips",
            "n=6&step=30&embed=1&from=30&to=40&autoplay=1&loop=1&speed=8",
            "n=6&step=0&embed=code&speed=max",
            "n=8&q=1-5-8-6-3-7-2-4&embed=1",
        ] {
            match parse(s) {
                Ok(l) => assert_eq!(format(&l), s),
                Err(e) => panic!("{s}: {e:?}"),
            }
        }
    }

    /// The links of the public format (tests/links.golden, recorded from the parser every
    /// puzzle shared before each had its own part) parse and format as recorded, and the
    /// bad ones fail with their recorded code.
    #[test]
    fn the_golden_links_open_as_recorded() {
        checks::golden::<Queens>(include_str!("tests/links.golden"));
    }

    #[test]
    fn view_keys_set_presentation_the_tab_and_the_tree() {
        let v = parse("n=6&step=40&present=1&tab=count&tree=nodes").unwrap().view;
        assert!(v.present && v.embed.is_none());
        assert_eq!((v.tab, v.nodes), (Some("count"), Some(true)));
        assert_eq!(parse("n=6").unwrap().view, View::default(), "a key left out leaves the view");
        let bad = |s: &str, key, allowed: &[&str]| {
            let value = s.rsplit('=').next().unwrap().into();
            let allowed = Words::of(&[allowed]);
            assert_eq!(err(s), shared(SharedError::UnknownValue { key, value, allowed }));
        };
        bad("n=6&present=yes", "present", &["1"]);
        bad("n=6&tab=exercise", "tab", &["lesson", "gallery", "count", "export"]);
        bad("n=6&tree=Nodes", "tree", &["nodes", "strips"]);
        bad("n=6&embed=true", "embed", &["1", "code"]);
        bad("n=6&embed=1&autoplay=0", "autoplay", &["1"]);
        assert_eq!(
            err("n=6&ex=quiz&tab=gallery"),
            shared(SharedError::TwoTargets { a: "ex", b: "tab" })
        );
        assert_eq!(
            err("n=18&count=1&tab=export"),
            shared(SharedError::TwoTargets { a: "count", b: "tab" })
        );
        assert_eq!(
            err("n=6&tab=count&tab=count"),
            shared(SharedError::RepeatedKey { key: "tab".into() })
        );
    }

    #[test]
    fn an_embed_link_keeps_to_its_range_and_opens_its_search_at_from() {
        let l = parse("n=6&embed=1&from=30&to=40&autoplay=1&loop=1&speed=60").unwrap();
        assert_eq!(
            l.puzzle.target,
            Target::Step(30, StepOptions::default()),
            "without step: at from"
        );
        let v = l.view;
        assert_eq!((v.embed, v.from, v.to), (Some(Embed::Board), Some(30), Some(40)));
        assert!(v.autoplay && v.looped);
        assert_eq!(v.speed, Some(Speed::PerSecond(60)));
        assert_eq!(target("n=6&embed=1&to=40"), Target::Step(0, StepOptions::default()));
        assert_eq!(
            target("n=6&embed=code&step=35&from=30&to=40&mode=first"),
            Target::Step(35, StepOptions { first_only: true, scan: false })
        );
        assert_eq!(target("n=8&embed=1"), Target::Default, "a solution may be embedded");
        assert_eq!(
            err("n=6&step=4&from=3"),
            shared(SharedError::OptionWithoutEmbed { key: "from" })
        );
        assert_eq!(
            err("n=6&step=4&speed=8"),
            shared(SharedError::OptionWithoutEmbed { key: "speed" })
        );
        assert_eq!(err("n=6&embed=1&speed=0").code(), "size-out-of-range");
        assert_eq!(err("n=6&embed=1&speed=1001").code(), "size-out-of-range");
        assert_eq!(err("n=6&embed=1&from=x").code(), "not-a-number");
        assert_eq!(err("n=6&embed=1&to=9007199254740992").code(), "number-too-large");
        assert_eq!(
            err("n=6&embed=1&from=9&to=8"),
            shared(SharedError::RangeBackwards { from: 9, to: 8 })
        );
        assert_eq!(
            err("n=6&embed=1&step=2&from=3&to=8"),
            shared(SharedError::StepOutsideRange { step: 2, from: 3, to: 8 })
        );
        assert_eq!(
            err("n=8&q=1-5-8-6-3-7-2-4&embed=1&from=3"),
            shared(SharedError::TwoTargets { a: "q", b: "from" })
        );
        for (s, b) in [
            ("n=6&embed=1&present=1", "present"),
            ("n=6&embed=1&tab=gallery", "tab"),
            ("n=18&embed=1&count=1", "count"),
            ("n=6&embed=1&gpu=1", "gpu"),
        ] {
            assert_eq!(err(s), shared(SharedError::TwoTargets { a: "embed", b }), "{s}");
        }
        // An exercise may be embedded (a platform that takes only an iframe), alone.
        let l = parse("n=6&ex=quiz&seed=3&embed=1").unwrap();
        assert_eq!(l.view.embed, Some(Embed::Board));
        assert!(format(&l).contains("ex=quiz") && format(&l).ends_with("embed=1"));
        assert_eq!(
            err("n=6&ex=simulate&embed=1&from=3"),
            shared(SharedError::TwoTargets { a: "ex", b: "from" })
        );
        assert_eq!(
            err("n=21&embed=1&from=3"),
            own(QueensError::StepTooLarge { key: "step", n: 21, max: 20 })
        );
    }

    #[test]
    fn gallery_keeps_the_gallerys_view_and_is_written_among_the_view_keys() {
        let l = parse("n=8&tab=gallery&gallery=fundamental").unwrap();
        assert_eq!((l.view.tab, l.puzzle.fundamental), (Some("gallery"), Some(true)));
        assert_eq!(parse("n=8&gallery=all").unwrap().puzzle.fundamental, Some(false));
        assert_eq!(parse("n=8").unwrap().puzzle.fundamental, None, "left out: the view stays");
        for s in [
            "n=8&tab=gallery&gallery=fundamental",
            "n=8&i=37&gallery=all&lang=zh",
            "n=8&tree=nodes&gallery=all&embed=1",
        ] {
            assert_eq!(format(&parse(s).unwrap()), s);
        }
        assert_eq!(
            err("n=8&gallery=classes"),
            shared(SharedError::UnknownValue {
                key: "gallery",
                value: "classes".into(),
                allowed: Words::of(&[&["all", "fundamental"]])
            })
        );
        assert_eq!(
            err("n=8&gallery=all&gallery=all"),
            shared(SharedError::RepeatedKey { key: "gallery".into() })
        );
    }

    #[test]
    fn gpu_asks_for_the_graphics_card_or_refuses_it() {
        assert_eq!(parse("n=16&gpu=1").unwrap().puzzle.gpu, Some(true));
        assert_eq!(parse("n=16&gpu=0&count=1").unwrap().puzzle.gpu, Some(false));
        assert_eq!(parse("n=16").unwrap().puzzle.gpu, None);
        let allowed = Words::of(&[&["1", "0"]]);
        for value in ["yes", "2", ""] {
            let link = format!("n=16&gpu={value}");
            let (value, allowed) = (quote(value), allowed.clone());
            let want = SharedError::UnknownValue { key: "gpu", value, allowed };
            assert_eq!(err(&link), shared(want));
        }
        assert_eq!(err("n=6&ex=quiz&gpu=1"), shared(SharedError::TwoTargets { a: "ex", b: "gpu" }));
        assert_eq!(err("n=16&gpu=1&gpu=1"), shared(SharedError::RepeatedKey { key: "gpu".into() }));
    }

    #[test]
    fn empty_fragment_is_the_default_size() {
        assert_eq!(parse("").unwrap(), Link::of(Queens::size(8)));
        assert_eq!(parse("#").unwrap(), Link::of(Queens::size(8)));
        assert_eq!(parse("puzzle=queens").unwrap(), Link::of(Queens::size(8)));
    }

    #[test]
    fn n_is_taken_from_q_when_missing() {
        assert_eq!(parse("q=2-4-1-3").unwrap().puzzle.n, 4);
    }

    #[test]
    fn an_unknown_key_names_the_keys_the_link_has() {
        let e = err("n=8&foo=1");
        assert_eq!(e.code(), "unknown-key");
        let (_, fields) = parts(&e);
        assert_eq!(fields[0], r#"key=Text("foo")"#);
        assert!(fields[1].contains("puzzle step ex ans") && fields[1].contains("n q i"));
        // Another puzzle's keys are unknown here: that puzzle's module reads them.
        for s in ["n=9&m=5", "n=8&w=1", "n=8&path=3"] {
            assert_eq!(err(s).code(), "unknown-key", "{s}");
        }
    }

    #[test]
    fn errors_give_their_code_and_fields_for_the_page() {
        let check = |link: &str, code: &str, fields: &[(&str, Param<'_>)]| {
            let want: Vec<String> =
                fields.iter().map(|(name, value)| format!("{name}={value:?}")).collect();
            assert_eq!(parts(&err(link)), (code, want), "{link}");
        };
        use Param::{Number, Text};
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
        check("n=8&q=1", "wrong-column-count-one", &[("n", Number(8)), ("got", Number(1))]);
        check(
            "n=15&i=1",
            "index-too-large",
            &[("key", Text("solution number i")), ("n", Number(15)), ("max", Number(14))],
        );
    }

    #[test]
    fn the_page_words_every_queens_code_in_english_and_chinese_and_no_other() {
        // www/js/lib/errors.js words a link error by `linkerr.<code>`: the shared codes and
        // the Compare view's are in lib/strings-en.js and lib/strings-zh.js, the N-Queens' in their own strings
        // (www/js/puzzles/queens/strings.js), one entry each per language.
        let i18n = [
            include_str!("../../../www/js/lib/strings-en.js"),
            include_str!("../../../www/js/lib/strings-zh.js"),
            include_str!("../../../www/js/puzzles/queens/strings.js"),
        ]
        .concat();
        let compare = &nqueens_wasm::methods::COMPARE_CODES;
        let want =
            checks::twice(SharedError::CODES.iter().chain(QueensError::CODES).chain(compare));
        assert_eq!(checks::worded(&i18n, "linkerr."), want, "each code once in each language");
    }

    #[test]
    fn each_queens_code_is_reachable() {
        let long = ["b"; ANSWERS_MAX + 1].join("-");
        let cases = [
            ("n=8&q=1", "wrong-column-count-one"),
            ("n=8&q=1-2", "wrong-column-count"),
            ("n=4&q=5-1-1-1", "column-out-of-range"),
            ("n=4&q=1-1-2-3", "repeated-column"),
            ("n=4&q=1-2-4-3", "attack-diagonal"),
            ("n=4&q=2-1-4-3", "attack-anti-diagonal"),
            ("n=8&i=0", "index-zero"),
            ("n=15&i=1", "index-too-large"),
            ("n=21&step=1", "step-too-large"),
            ("n=11&ex=quiz", "exercise-too-large"),
            ("n=8&ex=simulate&help=all", "unknown-help"),
            ("n=8&ex=rule&rule=", "rule-empty"),
            (&*format!("n=8&ex=rule&rule={}", "x".repeat(201)), "rule-too-long"),
            ("n=18&count=yes", "unknown-count"),
            ("n=28&count=1", "count-too-large"),
        ];
        let mut codes: Vec<&str> = cases.iter().map(|&(_, c)| c).collect();
        for (link, code) in cases {
            assert_eq!(err(link).code(), code, "{link}");
        }
        // Made by the facade's solution_at, which knows N's solution count.
        let value = String::from("93");
        codes.push(QueensError::IndexOutOfRange { n: 8, value: value.clone(), total: 92 }.code());
        codes.push(QueensError::IndexNoSolution { n: 3, value, total: 0 }.code());
        // Where a link's answers are cut (the link itself opens).
        codes.push(cut("n=4&ex=quiz&ans=1.1").code());
        assert_eq!(codes, QueensError::CODES);
        assert_eq!(cut(&format!("n=4&ex=simulate&ans={long}")).code(), "too-many-answers");
        assert_eq!(cut("n=4&ex=simulate&ans=1.1-5,1").code(), "bad-answer");
        assert_eq!(cut("n=4&ex=simulate&ans=1.1-").code(), "empty-answer");
    }

    #[test]
    fn exercise_links_carry_their_parts() {
        let e =
            parse("n=6&ex=quiz&seed=7&ans=3.2-b-diag-live-92").unwrap().puzzle.exercise.unwrap();
        assert_eq!(e.kind, ExerciseKind::Quiz);
        assert_eq!(e.seed, Some(7));
        assert_eq!(e.answers.unwrap(), "3.2-b-diag-live-92");
        let e = parse("n=4&ex=simulate&mode=first&method=scan&help=shade").unwrap().puzzle;
        assert_eq!(e.target, Target::Default);
        let e = e.exercise.unwrap();
        assert_eq!(e.options, StepOptions { first_only: true, scan: true });
        assert!(e.shade);
        // A simulate exercise may start at a step; the step's options are the exercise's.
        let l = parse("n=6&step=12&mode=first&ex=simulate").unwrap().puzzle;
        assert_eq!(l.target, Target::Step(12, StepOptions { first_only: true, scan: false }));
        assert!(l.exercise.unwrap().options.first_only);
    }

    #[test]
    fn a_rule_is_percent_decoded_so_it_may_hold_any_character() {
        let rule = |s: &str| parse(s).unwrap().puzzle.exercise.unwrap().rule.unwrap();
        assert_eq!(
            rule("n=8&ex=rule&rule=x[j]%20=%20x[k]%20%26%26%20|j-k|%20%E2%89%A5%200"),
            "x[j] = x[k] && |j-k| ≥ 0"
        );
        // Any rule round-trips through format, `&`, `#`, `%` and `=` included.
        for text in ["x[j] = x[k]", "a&&b || c", "100% # = ≠", "x[j]==x[k]||abs(x[j]-x[k])==k-j"]
        {
            let mut l = parse("n=8&ex=rule&rule=x").unwrap();
            l.puzzle.exercise.as_mut().unwrap().rule = Some(text.into());
            let f = format(&l);
            assert!(!f.contains('#') && f.matches('&').count() == 2, "{f}");
            assert_eq!(parse(&f).unwrap(), l, "{f}");
        }
        // Every key and value is decoded, so an encoded value reads as before.
        assert_eq!(parse("n=%38").unwrap().puzzle.n, 8);
        assert!(
            matches!(err("n=%208"), LinkError::Shared(SharedError::NotANumber { value, .. }) if value == " 8")
        );
        // A broken escape stays as it is.
        assert_eq!(err("n=8&ex=rule&rule=%E0%A4%A&x=1").code(), "unknown-key");
        let broken = parse("n=8&ex=rule&rule=%ZZ").unwrap().puzzle.exercise.unwrap();
        assert_eq!(broken.rule.unwrap(), "%ZZ");
    }

    #[test]
    fn exercise_parts_go_with_their_exercise_only() {
        let without = |key, ex| shared(SharedError::OptionWithoutExercise { key, ex });
        assert_eq!(err("n=8&ex=simulate&seed=1"), without("seed", "quiz"));
        assert_eq!(err("n=8&ex=quiz&rule=x"), without("rule", "rule"));
        assert_eq!(err("n=8&ex=quiz&help=shade"), without("help", "simulate"));
        assert_eq!(err("n=8&seed=3"), without("seed", "quiz"));
        assert_eq!(err("n=8&ans=b"), without("ans", "any"));
        assert_eq!(
            err("n=8&ex=quiz&step=3"),
            shared(SharedError::TwoTargets { a: "ex", b: "step" })
        );
        assert_eq!(
            err("n=4&q=2-4-1-3&ex=quiz"),
            shared(SharedError::TwoTargets { a: "ex", b: "q" })
        );
        assert_eq!(err("n=8&i=3&ex=rule"), shared(SharedError::TwoTargets { a: "ex", b: "i" }));
        assert_eq!(err("n=11&ex=simulate"), own(QueensError::ExerciseTooLarge { n: 11, max: 10 }));
        assert!(parse("n=10&ex=simulate").is_ok());
        let unknown = err("n=8&ex=game");
        assert_eq!(
            unknown,
            shared(SharedError::UnknownExercise {
                value: "game".into(),
                allowed: Words::of(&[&["simulate", "quiz", "rule"]])
            })
        );
        // mode and method go with an exercise as with a step.
        assert!(parse("n=8&ex=quiz&mode=first").is_ok());
        assert_eq!(err("n=8&mode=first"), shared(SharedError::OptionWithoutStep { key: "mode" }));
    }

    #[test]
    fn answers_are_tokens_of_letters_digits_and_dots() {
        let many = ["b"; ANSWERS_MAX].join("-");
        let l = parse(&format!("n=4&ex=simulate&ans={many}")).unwrap();
        assert_eq!(l.puzzle.exercise.unwrap().answers.unwrap(), many);
        let e = parse("n=4&ex=quiz&seed=3&ans=3.2-b-col-92").unwrap().puzzle.exercise.unwrap();
        assert_eq!((e.answers.as_deref(), e.answers_cut), (Some("3.2-b-col-92"), None));
    }

    #[test]
    fn a_damaged_answer_list_keeps_its_valid_prefix_and_a_quizs_needs_its_seed() {
        // Where the shared grammar cuts `ans` (nqueens_wasm::link's tests), each exercise
        // keeps the answers before the cut and says why.
        let read = |s: &str| {
            let e = parse(s).unwrap().puzzle.exercise.unwrap();
            (e.answers, e.answers_cut)
        };
        let bad =
            |at, value: &str| Some(shared(SharedError::BadAnswer { at, value: value.into() }));
        let twelve = "1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3";
        assert_eq!(
            read(&format!("n=4&ex=simulate&ans={twelve}-")),
            (Some(twelve.into()), Some(shared(SharedError::EmptyAnswer { at: 13 })))
        );
        assert_eq!(read("n=4&ex=quiz&seed=1&ans=Col"), (None, bad(1, "Col")));
        assert_eq!(read("n=4&ex=rule&rule=x&ans=b-%3Cb%3E"), (Some("b".into()), bad(2, "<b>")));
        // A quiz's answers without the quiz's seed are not read at all.
        assert_eq!(
            read("n=6&ex=quiz&ans=3.2-b"),
            (None, Some(own(QueensError::AnswersWithoutSeed)))
        );
        let l = parse("n=6&ex=quiz&ans=3.2-b").unwrap().puzzle;
        assert_eq!((l.n, l.exercise.unwrap().seed), (6, None));
    }

    #[test]
    fn invisible_characters_are_kept_as_given_for_the_message_to_show() {
        let e = err("n=8%00");
        assert_eq!(e, shared(SharedError::NotANumber { key: "N", value: "8\0".into() }));
        let (_, fields) = parts(&e);
        assert_eq!(fields[1], r#"value=Text("8\0")"#);
        assert_eq!(nqueens_wasm::error::shown("8\0", 24), "8\\u0000");
        let want =
            SharedError::NotANumber { key: "N", value: format!("{}…", "\u{1}".repeat(24)) };
        assert_eq!(err(&format!("n={}", "%01".repeat(30))), shared(want));
    }

    #[test]
    fn a_count_link_is_n_queens_without_an_exercise_up_to_the_counting_limit() {
        assert!(parse("n=27&count=1").unwrap().puzzle.count);
        assert!(parse("count=1").unwrap().puzzle.count, "N is the default 8");
        assert!(!parse("n=18").unwrap().puzzle.count);
        assert_eq!(err("n=28&count=1"), own(QueensError::CountTooLarge { n: 28, max: 27 }));
        assert_eq!(err("n=18&count=0"), own(QueensError::UnknownCount { value: "0".into() }));
        assert_eq!(
            err("n=18&count=1&count=1"),
            shared(SharedError::RepeatedKey { key: "count".into() })
        );
        assert_eq!(
            err("n=6&ex=quiz&count=1"),
            shared(SharedError::TwoTargets { a: "ex", b: "count" })
        );
    }

    #[test]
    fn tmpl_picks_the_procedures_form_recursive_by_default_and_not_written() {
        assert_eq!(parse("n=4&step=5").unwrap().template, Template::Recursive);
        assert_eq!(parse("n=4&step=5&tmpl=iterative").unwrap().template, Template::Iterative);
        // Any link may carry it, not only a step link.
        assert_eq!(parse("n=8&tmpl=iterative").unwrap().template, Template::Iterative);
        // The default may be written, and is then left out when formatted.
        let l = parse("n=4&step=5&tmpl=recursive").unwrap();
        assert_eq!(l.template, Template::Recursive);
        assert_eq!(format(&l), "n=4&step=5");
        let unknown = |value: &str| {
            shared(SharedError::UnknownTemplate {
                key: "tmpl",
                value: value.into(),
                allowed: Words::of(&[&["recursive", "iterative"]]),
            })
        };
        assert_eq!(err("n=4&tmpl=foo"), unknown("foo"));
        assert_eq!(err("n=4&tmpl="), unknown(""));
        assert_eq!(
            err("n=4&tmpl=iterative&tmpl=iterative"),
            shared(SharedError::RepeatedKey { key: "tmpl".into() })
        );
    }

    #[test]
    fn malformed_repeated_and_foreign_parameters_are_errors() {
        assert_eq!(err("n=8&n=6"), shared(SharedError::RepeatedKey { key: "n".into() }));
        assert_eq!(err("n=8&&q=1"), shared(SharedError::MalformedEmpty));
        assert_eq!(err("n=8&"), shared(SharedError::MalformedEmpty));
        assert_eq!(err("n"), shared(SharedError::Malformed { part: "n".into() }));
        assert_eq!(err("=8"), shared(SharedError::MalformedNoName { part: "=8".into() }));
        assert_eq!(err("puzzle=rook"), shared(SharedError::UnknownPuzzle { value: "rook".into() }));
        assert_eq!(err("puzzle=knight&n=9&m=5").code(), "unknown-puzzle");
        assert_eq!(err("n=8&lang=fr"), shared(SharedError::UnknownLang { value: "fr".into() }));
        assert_eq!(parse("lang=zh").unwrap().lang, Some(Lang::Zh));
    }

    #[test]
    fn n_that_is_not_digits_is_an_error() {
        for v in ["-1", "2.5", "0x8", "NaN", "", " 8", "+8", "1e3", "٨"] {
            assert!(
                matches!(
                    err(&format!("n={v}")),
                    LinkError::Shared(SharedError::NotANumber { key: "N", .. })
                ),
                "{v}"
            );
        }
    }

    #[test]
    fn numbers_of_any_length_are_read_and_quoted_as_typed() {
        // Leading zeros: any number of them, 20 digits included.
        assert_eq!(parse("n=00000000000000000008").unwrap().puzzle.n, 8);
        assert_eq!(target("n=8&step=0000000000000000000040"), target("n=8&step=40"));
        // Too large, however many digits: the range message, with the digits as typed.
        for v in ["99999999999999999999", "18446744073709551616", "1000000000000000000000000"] {
            let value = quote(v);
            let want =
                SharedError::SizeOutOfRange { key: "N", value, min: 1, max: CONSTRUCT_MAX_N };
            assert_eq!(err(&format!("n={v}")), shared(want), "{v}");
        }
        let too_large = |key, value: &str| {
            shared(SharedError::NumberTooLarge {
                key,
                value: value.into(),
                max: nqueens_wasm::link::LINK_NUMBER_MAX,
            })
        };
        assert_eq!(err("n=8&step=9999999999999999999"), too_large("step", "9999999999999999999"));
        assert_eq!(err("n=8&i=9007199254740992"), too_large("i", "9007199254740992"));
        assert_eq!(
            target("n=8&step=9007199254740991"),
            Target::Step(nqueens_wasm::link::LINK_NUMBER_MAX, StepOptions::default())
        );
        assert_eq!(
            err("n=4&q=1-2-99999999999999999999999-3"),
            own(QueensError::ColumnOutOfRange {
                row: 3,
                col: "99999999999999999999999".into(),
                n: 4
            })
        );
    }

    #[test]
    fn placements_must_be_n_columns_in_range_and_solutions_must_not_attack() {
        assert!(matches!(
            err("n=0"),
            LinkError::Shared(SharedError::SizeOutOfRange { key: "N", .. })
        ));
        assert_eq!(err("n=8&q=1-5-8"), own(QueensError::WrongColumnCount { n: 8, got: 3 }));
        assert_eq!(
            err("n=4&q=2-4-1-5"),
            own(QueensError::ColumnOutOfRange { row: 4, col: "5".into(), n: 4 })
        );
        assert_eq!(
            err("n=8&q=1-1-1-1-1-1-1-1"),
            own(QueensError::RepeatedColumn { col: 1, row_a: 1, row_b: 2 })
        );
        // REFERENCE.md: (3,4) shares a diagonal with (2,3).
        assert_eq!(
            err("n=8&q=1-3-4-6-8-2-5-7"),
            own(QueensError::AttackDiagonal {
                row_a: 2,
                col_a: 3,
                row_b: 3,
                col_b: 4,
                line: "diagonal"
            })
        );
        assert_eq!(err("n=4&q=2-1-4-3").code(), "attack-anti-diagonal");
        // Partial placements may attack and are kept as given.
        assert_eq!(target("n=4&q=1-2-0-0"), Target::Placement(vec![1, 2, 0, 0]));
        assert_eq!(target("n=4&q=0-0-0-0"), Target::Placement(vec![0; 4]));
        assert_eq!(err("n=4&q=1-5-0-0").code(), "column-out-of-range");
        // Bad column text and doubled separators.
        assert!(matches!(
            err("n=4&q=2--4-1"),
            LinkError::Shared(SharedError::NotANumber { key: "q", .. })
        ));
        assert!(matches!(
            err("n=4&q=2-4-1-3-"),
            LinkError::Shared(SharedError::NotANumber { key: "q", .. })
        ));
    }

    #[test]
    fn index_and_step_links_stop_at_their_limits_and_targets_do_not_mix() {
        assert_eq!(target("n=8&i=37"), Target::Index(37));
        assert_eq!(err("n=8&i=0"), own(QueensError::IndexZero));
        assert_eq!(
            err("n=21&step=1"),
            own(QueensError::StepTooLarge { key: "step", n: 21, max: 20 })
        );
        assert_eq!(err("n=33&step=1").code(), "step-too-large");
        assert_eq!(target("n=20&step=1"), Target::Step(1, StepOptions::default()));
        assert!(matches!(
            err("n=8&step=x"),
            LinkError::Shared(SharedError::NotANumber { key: "step", .. })
        ));
        assert_eq!(
            err("n=4&q=2-4-1-3&step=3"),
            shared(SharedError::TwoTargets { a: "q", b: "step" })
        );
        assert_eq!(err("n=8&i=3&step=3"), shared(SharedError::TwoTargets { a: "i", b: "step" }));
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
        assert_eq!(
            err("n=8&step=1&method=fast"),
            shared(SharedError::UnknownMethod { key: "method", value: "fast".into() })
        );
        assert_eq!(
            err("n=8&step=1&mode=some"),
            shared(SharedError::UnknownMode { key: "mode", value: "some".into() })
        );
    }

    #[test]
    fn long_hostile_values_are_cut_in_messages() {
        let v = "<img src=x onerror=alert(1)>".repeat(4000);
        let (_, fields) = parts(&err(&format!("n={v}")));
        assert!(fields.iter().all(|f| f.len() < 100), "{fields:?}");
        assert!(fields.iter().any(|f| f.contains('…')));
    }
}

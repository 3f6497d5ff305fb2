//! The N-Queens' `#[wasm_bindgen]` facade, the module www/pkg/queens* (with the shared
//! `Stepper` class and panic hook of the core's facade), which the page loads at start-up.
//! Conversions only; every rule lives in the crate's other modules. Errors cross as JS
//! `Error`s whose message is the error's code (link errors with their params).
//!
//! What crosses, and how (as the core's facade says): the attacking pairs, columns and
//! solutions as typed arrays (`Uint32Array`); the counting tallies and the D4 classes as
//! plain objects built by hand; the link object is read and written field by field.

use crate::stepper::{CheckMethod, Queens};
use crate::{board, constellation, construct, link, solver, stepper, symmetry};
use nqueens_wasm::facade::{array, err, set, Stepper, View};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

fn to_u32(cols: &[usize]) -> Vec<u32> {
    cols.iter().map(|&c| c as u32).collect()
}

fn to_usize(cols: &[u32]) -> Vec<usize> {
    cols.iter().map(|&c| c as usize).collect()
}

/// The N-Queens' limits (see the crate's `limits` module) and the shared ones (see the
/// core's `facade::limits`), one plain object of numbers, read once at start-up so that the
/// page writes no limit of its own:
///
/// | property | value | what it limits |
/// |---|---|---|
/// | `boardMaxN` | 32 | the core board, solver and stepper |
/// | `sliderMaxN` | 20 | the slider, the stepper and step links |
/// | `indexMaxN` | 14 | solution numbers: the gallery, `i=` links |
/// | `countMaxN` | 27 | counting |
/// | `constructMaxN` | 1,000,000 | the N field, `n=` links, the explicit construction, `format_line` |
/// | `gridMaxN` | 1,000 | `format_grid` (the export's `X`/`-` grid text) |
/// | `stepTotalMaxN` | 13 | N whose all-solutions step total `total_steps` knows |
/// | `treeMaxN` | 8 | the largest N whose stepper gives a tree |
/// | `defaultN` | 8 | N of an empty link |
/// | `exerciseMaxN` | 10 | the largest N of an exercise (`ex=`) |
/// | `quizTreeMaxN` | 5 | the largest N whose quiz asks about tree nodes |
/// | `ruleMaxChars`, `ruleMaxN` | 200, 10 | the rule exercise's text and largest N |
/// | `ruleMaxBadSolutions` | 10 | most wrong solutions the rule exercise lists |
/// | `answersMax` | 2,000 | most answers a result link carries (`ans=`) |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    use crate::limits::*;
    let own = [
        ("boardMaxN", BOARD_MAX_N),
        ("sliderMaxN", SLIDER_MAX_N),
        ("indexMaxN", INDEX_MAX_N),
        ("countMaxN", COUNT_MAX_N),
        ("constructMaxN", CONSTRUCT_MAX_N),
        ("gridMaxN", GRID_MAX_N),
        ("stepTotalMaxN", STEP_TOTAL_MAX_N),
        ("treeMaxN", QUEENS_TREE_MAX_N),
        ("defaultN", DEFAULT_N),
        ("exerciseMaxN", EXERCISE_MAX_N),
        ("quizTreeMaxN", QUIZ_TREE_MAX_N),
        ("ruleMaxChars", RULE_MAX_CHARS),
        ("ruleMaxN", RULE_MAX_N),
        ("ruleMaxBadSolutions", RULE_MAX_BAD_SOLUTIONS),
        ("answersMax", crate::link::ANSWERS_MAX),
    ];
    nqueens_wasm::facade::limits(&own.map(|(key, value)| (key, value as u64)))
}

/// The first solution in lexicographic order as N 1-based columns (row 1 first), or
/// `undefined` when none exists (N = 2, 3). Throws for N outside 1..=32 (`boardMaxN`).
#[wasm_bindgen]
pub fn first_solution(n: u32) -> Result<Option<Vec<u32>>, JsError> {
    Ok(solver::first_solution(n as usize).map_err(err)?.map(|s| to_u32(&s)))
}

/// All solutions in lexicographic order, handed out in batches.
#[wasm_bindgen]
pub struct SolutionStream(solver::Solutions);

#[wasm_bindgen]
impl SolutionStream {
    /// Starts the stream for N. Throws for N outside 1..=32 (`boardMaxN`).
    #[wasm_bindgen(constructor)]
    pub fn new(n: u32) -> Result<SolutionStream, JsError> {
        Ok(SolutionStream(solver::Solutions::new(n as usize).map_err(err)?))
    }

    /// Up to `max` further solutions, concatenated: a `Uint32Array` of k × N 1-based
    /// columns. Empty once the stream is exhausted.
    pub fn next_batch(&mut self, max: u32) -> Vec<u32> {
        let mut out = Vec::new();
        for s in self.0.by_ref().take(max as usize) {
            out.extend(s.iter().map(|&c| c as u32));
        }
        out
    }
}

/// The line along which two queens attack each other (a conflict's field, the attacking
/// pairs of `attacks`): the core's `board::Line`.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttackLine {
    /// Same column.
    Column = 0,
    /// Same diagonal (row − column equal).
    Diagonal = 1,
    /// Same anti-diagonal (row + column equal).
    AntiDiagonal = 2,
}

/// The N-Queens search at step 0 (see the crate's `stepper` module). `all_solutions =
/// false` stops after the first solution; `scan = true` checks squares by the notes'
/// `place(k)` scan of the earlier rows, `false` (or left out) by O(1) flag arrays. Throws
/// `size-out-of-range` for N outside 1..=32 (`boardMaxN`).
#[wasm_bindgen]
pub fn new_stepper(n: u32, all_solutions: bool, scan: Option<bool>) -> Result<Stepper, JsError> {
    let method = if scan == Some(true) { CheckMethod::Scan } else { CheckMethod::Flags };
    let mode = if all_solutions { Mode::AllSolutions } else { Mode::FirstSolution };
    Ok(Stepper::new(stepper::search(n as usize, mode, method).map_err(err)?))
}

/// The N-Queens' packed view: a square tried or a queen removed gives its row and column, a
/// conflict also the attacking queen's row and column and the line they share (an
/// [`AttackLine`]), a solution its 1-based number; after the head come N and the N columns
/// x\[1..N\] (0 for an empty row). The counter `tried` is the squares tried.
impl View for Queens {
    const LAYOUT: &'static str = "place=row col;conflict=row col attacker_row attacker_col line;\
        remove=row col;solution=number;tail=n x[n]";

    fn fields(_: &Search<Self>, e: &Event<Self::Conflict>) -> [i64; 6] {
        match *e {
            Event::Place { depth, choice } | Event::Remove { depth, choice } => {
                [depth as i64, choice as i64, 0, 0, 0, 0]
            }
            Event::Conflict { depth, choice, conflict: a } => {
                [depth as i64, choice as i64, a.row as i64, a.col as i64, a.line as i64, 0]
            }
            Event::Solution { number } => [number as i64, 0, 0, 0, 0, 0],
            Event::Done => [0; 6],
        }
    }

    fn tail(s: &Search<Self>, v: &mut Vec<f64>) {
        v.push(s.problem().n() as f64);
        v.extend(s.problem().cols().iter().map(|&c| c as f64));
    }
}

// A link crosses as a plain object, both ways: `{ puzzle: 'queens' | 'knight', n, m, q,
// placement, i, step, mode: 'all' | 'first', method: 'flags' | 'scan', path,
// lang: 'en' | 'zh' }`. `q` is a full solution, `placement` a partial one (0 = empty row),
// both arrays of 1-based columns; `i` a 1-based solution number; `path` an array of a
// knight's moves 1..=4; `mode` and `method` go with `step` or `ex`. An exercise adds
// `ex: 'simulate' | 'quiz' | 'rule'`, `seed` (a number, the quiz's), `help: 'shade'`
// (simulate), `rule` (the rule exercise's text, decoded) and `ans` (a result link's answer
// tokens joined by `-`, see `link::Exercise::answers`), each null when absent. `count`
// is true while N's solutions are being counted (`count=1`; false, or absent, otherwise).
// A knapsack link (`puzzle: 'knapsack'`) has `w` and `v` (arrays of the items' weights and
// values in the order given), `c` (the capacity) and `n` (the number of items); null for
// the other puzzles. The view keys are `set_view`'s.

/// A link error as a JS `Error` with `code`, one per message (`'unknown-key'`,
/// `'size-out-of-range'`, …: every code of `link::LinkError::CODES`), and `params`, its fields:
/// the page looks up `linkerr.<code>` in its translation table
/// (www/js/i18n.js) and fills in the params, with no branching of its own. The
/// `message` is only the code, as for every error the facade throws (see `js_error`): the
/// English sentences of `LinkError`'s `Display` stay out of the wasm, which keeps it smaller.
#[inline(never)]
fn link_error_to_js(e: &link::LinkError) -> JsValue {
    let (code, fields) = e.parts();
    let params: JsValue = js_sys::Object::new().into();
    for (key, value) in fields.iter() {
        let value = match value {
            link::Param::Text(t) => JsValue::from_str(t),
            link::Param::Number(x) => JsValue::from_f64(x as f64),
        };
        set(&params, key, value);
    }
    let err: JsValue = JsError::new(code).into();
    set(&err, "code", JsValue::from_str(code));
    set(&err, "params", params);
    err
}

/// Parses a URL fragment (with or without `#`) into a link object (see above) with every
/// key present, `null` where the link has no such part. Throws an `Error` with `code` and
/// `params` saying what is wrong (see `link_error_to_js`).
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    use link::Target;
    let l = link::parse(fragment).map_err(|e| link_error_to_js(&e))?;
    let null = || JsValue::NULL;
    let (mut q, mut placement, mut i, mut step, mut mode, mut method, mut path) =
        (null(), null(), null(), null(), null(), null(), null());
    match &l.target {
        Target::Default => {}
        Target::Solution(c) => q = array(c),
        Target::Placement(c) => placement = array(c),
        Target::Index(k) => i = JsValue::from_f64(*k as f64),
        Target::Step(k, o) => {
            step = JsValue::from_f64(*k as f64);
            mode = JsValue::from_str(if o.first_only { "first" } else { "all" });
            method = JsValue::from_str(if o.scan { "scan" } else { "flags" });
        }
        Target::Path(p) => path = array(p),
    }
    let o: JsValue = js_sys::Object::new().into();
    set(&o, "puzzle", JsValue::from_str(l.puzzle.name()));
    set(&o, "n", JsValue::from_f64(l.n as f64));
    set(&o, "m", l.m.map_or(null(), |m| JsValue::from_f64(m as f64)));
    set(&o, "q", q);
    set(&o, "placement", placement);
    set(&o, "i", i);
    set(&o, "step", step);
    set(&o, "path", path);
    set(&o, "mode", mode);
    set(&o, "method", method);
    let lang = l.lang.map(|g| if g == link::Lang::Zh { "zh" } else { "en" });
    set(&o, "lang", lang.map_or(null(), JsValue::from_str));
    let e = l.exercise.as_ref();
    set(&o, "ex", e.map_or(null(), |e| JsValue::from_str(e.kind.name())));
    set(&o, "seed", e.and_then(|e| e.seed).map_or(null(), |s| JsValue::from_f64(s as f64)));
    set(&o, "help", if e.is_some_and(|e| e.shade) { JsValue::from_str("shade") } else { null() });
    set(&o, "rule", e.and_then(|e| e.rule.as_deref()).map_or(null(), JsValue::from_str));
    set(&o, "ans", e.and_then(|e| e.answers.as_deref()).map_or(null(), JsValue::from_str));
    set(&o, "count", JsValue::from_bool(l.count));
    let iterative = l.template == nqueens_wasm::search::Template::Iterative;
    set(&o, "tmpl", JsValue::from_str(if iterative { "iterative" } else { "recursive" }));
    let k = l.knapsack.as_ref();
    let numbers = |v: &[u64]| array(&v.iter().map(|&x| x as usize).collect::<Vec<_>>());
    set(&o, "w", k.map_or(null(), |k| numbers(k.weights())));
    set(&o, "v", k.map_or(null(), |k| numbers(k.values())));
    set(&o, "c", k.map_or(null(), |k| JsValue::from_f64(k.capacity() as f64)));
    set_view(&o, &l.view);
    if let (Some(e), Target::Default) = (e, &l.target) {
        set(&o, "mode", JsValue::from_str(if e.options.first_only { "first" } else { "all" }));
        set(&o, "method", JsValue::from_str(if e.options.scan { "scan" } else { "flags" }));
    }
    Ok(o)
}

/// A link's view keys on its object: `present`, `autoplay`, `loop` (booleans), `tab`
/// ('lesson' | 'gallery' | 'count' | 'export'), `tree` ('nodes' | 'strips'), `embed`
/// ('board' | 'code'), `from`, `to` (steps) and `speed` (steps per second, `Infinity` for
/// `max`), each null when absent.
#[inline(never)]
fn set_view(o: &JsValue, v: &link::View) {
    let text = |t: Option<&'static str>| t.map_or(JsValue::NULL, JsValue::from_str);
    let number = |x: Option<u64>| x.map_or(JsValue::NULL, |x| JsValue::from_f64(x as f64));
    set(o, "present", JsValue::from_bool(v.present));
    set(o, "tab", text(v.tab.map(link::Tab::name)));
    set(o, "tree", text(v.nodes.map(|nodes| if nodes { "nodes" } else { "strips" })));
    let embed = v.embed.map(|e| if e == link::Embed::Code { "code" } else { "board" });
    set(o, "embed", text(embed));
    set(o, "from", number(v.from));
    set(o, "to", number(v.to));
    set(o, "autoplay", JsValue::from_bool(v.autoplay));
    set(o, "loop", JsValue::from_bool(v.looped));
    let speed = match v.speed {
        None => JsValue::NULL,
        Some(link::Speed::Max) => JsValue::from_f64(f64::INFINITY),
        Some(link::Speed::PerSecond(sps)) => JsValue::from_f64(sps as f64),
    };
    set(o, "speed", speed);
}

/// The view keys of a link object (see `set_view`); absent, null or unknown values are
/// left out of the link.
#[inline(never)]
fn get_view(get: &dyn Fn(&str) -> Option<JsValue>) -> link::View {
    let text = |k: &str| get(k).and_then(|v| v.as_string());
    let number = |k: &str| get(k).and_then(|v| v.as_f64()).filter(|f| *f >= 0.0);
    let truthy = |k: &str| get(k).is_some_and(|v| v.is_truthy());
    let tab = text("tab");
    link::View {
        present: truthy("present"),
        tab: link::Tab::ALL.into_iter().find(|t| tab.as_deref() == Some(t.name())),
        nodes: match text("tree").as_deref() {
            Some("nodes") => Some(true),
            Some("strips") => Some(false),
            _ => None,
        },
        embed: match text("embed").as_deref() {
            Some("board") => Some(link::Embed::Board),
            Some("code") => Some(link::Embed::Code),
            _ => None,
        },
        from: number("from").map(|f| f as u64),
        to: number("to").map(|f| f as u64),
        autoplay: truthy("autoplay"),
        looped: truthy("loop"),
        speed: number("speed").map(|f| {
            if f.is_infinite() {
                link::Speed::Max
            } else {
                link::Speed::PerSecond(f as u64)
            }
        }),
    }
}

/// The numbers of a JS array (0 for an entry that is not one).
#[inline(never)]
fn numbers_of(v: &JsValue) -> Vec<usize> {
    let a = js_sys::Array::from(v);
    (0..a.length()).map(|i| a.get(i).as_f64().unwrap_or(0.0) as usize).collect()
}

/// Formats a link object (see above; absent parts may be left out or `null`; the first of
/// `q`, `placement`, `i`, `step`, `path` given is the target) as a fragment without `#`,
/// e.g. `n=8&q=1-5-8-6-3-7-2-4`. Throws when the object has no `n`, or, for the knapsack
/// (`w`, `v`, `c` instead of `n`), with the code of a bad instance (`knap-item-count`,
/// `knap-length-mismatch`, `knap-weight-range`, `knap-value-range`, `knap-capacity-range`).
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    use link::{Lang, Puzzle, StepOptions, Target};
    let get = |k: &str| {
        js_sys::Reflect::get(&link, &JsValue::from_str(k))
            .ok()
            .filter(|v| !v.is_null() && !v.is_undefined())
    };
    let num = |k: &str| get(k).and_then(|v| v.as_f64()).map(|f| f.max(0.0) as u64);
    let list = |k: &str| get(k).map(|v| numbers_of(&v));
    let is = |k: &str, value: &str| get(k).is_some_and(|v| v == JsValue::from_str(value));
    let knapsack = if is("puzzle", "knapsack") {
        let items = |k: &str| {
            list(k).unwrap_or_default().into_iter().map(|x| x as u64).collect::<Vec<u64>>()
        };
        Some(
            crate::knapsack::Instance::new(&items("w"), &items("v"), num("c").unwrap_or(0))
                .map_err(err)?,
        )
    } else {
        None
    };
    let n = match &knapsack {
        Some(k) => k.len() as u64,
        None => num("n").ok_or_else(|| JsError::new("format_link takes a link object with n"))?,
    };
    let target = if let Some(q) = list("q") {
        Target::Solution(q)
    } else if let Some(p) = list("placement") {
        Target::Placement(p)
    } else if let Some(i) = num("i") {
        Target::Index(i)
    } else if let Some(k) = num("step") {
        Target::Step(k, StepOptions { first_only: is("mode", "first"), scan: is("method", "scan") })
    } else if let Some(p) = list("path") {
        Target::Path(p)
    } else {
        Target::Default
    };
    Ok(link::format(&link::Link {
        puzzle: Puzzle::ALL.into_iter().find(|p| is("puzzle", p.name())).unwrap_or(Puzzle::ALL[0]),
        n: n as usize,
        m: num("m").map(|m| m as usize),
        knapsack,
        target,
        lang: if is("lang", "zh") {
            Some(Lang::Zh)
        } else if is("lang", "en") {
            Some(Lang::En)
        } else {
            None
        },
        count: get("count").is_some_and(|v| v.is_truthy()),
        view: get_view(&get),
        template: if is("tmpl", "iterative") {
            nqueens_wasm::search::Template::Iterative
        } else {
            nqueens_wasm::search::Template::Recursive
        },
        exercise: link::ExerciseKind::ALL.into_iter().find(|k| is("ex", k.name())).map(|kind| {
            let text = |k: &str| get(k).and_then(|v| v.as_string());
            link::Exercise {
                kind,
                options: StepOptions {
                    first_only: is("mode", "first"),
                    scan: is("method", "scan"),
                },
                seed: num("seed"),
                shade: is("help", "shade"),
                rule: text("rule"),
                answers: text("ans").filter(|a| link::answers(a).is_ok()),
            }
        }),
    }))
}

fn placement(cols: &[u32]) -> Result<board::Placement, JsError> {
    board::Placement::new(to_usize(cols)).map_err(err)
}

/// 1-based columns (0 = empty row) of a board of N = `cols.len()` in 1..=`max_n`, each ≤ N.
fn columns(cols: &[u32], max_n: usize) -> Result<Vec<usize>, JsError> {
    let n = cols.len();
    if n == 0 || n > max_n {
        return Err(err(board::SizeError { n, max: max_n }));
    }
    if let Some((i, &c)) = cols.iter().enumerate().find(|&(_, &c)| c as usize > n) {
        return Err(err(board::PlacementError::ColumnOutOfRange {
            row: i + 1,
            col: c as usize,
            n,
        }));
    }
    Ok(to_usize(cols))
}

/// The textbook line `1 5 8 6 3 7 2 4` (0 = empty row prints `_`) of any board the page
/// shows (N up to `constructMaxN`). Throws for a bad column list (empty, too long, a
/// column above N).
#[wasm_bindgen]
pub fn format_line(cols: Vec<u32>) -> Result<String, JsError> {
    Ok(board::line(&columns(&cols, crate::limits::CONSTRUCT_MAX_N)?))
}

/// The `X`/`-` grid, one line per row, for N up to `gridMaxN` (1,000). Throws for a bad
/// column list or a larger N.
#[wasm_bindgen]
pub fn format_grid(cols: Vec<u32>) -> Result<String, JsError> {
    Ok(board::grid(&columns(&cols, crate::limits::GRID_MAX_N)?))
}

/// Every attacking pair of a (partial) placement as a `Uint32Array`, five numbers a pair:
/// row_a, col_a, row_b, col_b (1-based, row_a < row_b) and the line they share (an [`AttackLine`]). Empty when no queens attack each other. Throws for a bad
/// column list. www/js/play.js (`attackPairs`) reads it.
#[wasm_bindgen]
pub fn attacks(cols: Vec<u32>) -> Result<Vec<u32>, JsError> {
    let pairs = placement(&cols)?.attacks();
    Ok(pairs
        .iter()
        .flat_map(|a| [a.row_a, a.col_a, a.row_b, a.col_b, a.line as usize].map(|x| x as u32))
        .collect())
}

/// The number of independent counting tasks for N (one for N ≤ 6; the constellation
/// counter's for N ≥ 7). The first call for an N builds its task list, kept for the thread.
/// Throws for N outside 1..=27 (`countMaxN`).
#[wasm_bindgen]
pub fn count_task_count(n: u32) -> Result<u32, JsError> {
    Ok(constellation::task_count(n as usize).map_err(err)? as u32)
}

/// Runs the counting tasks `indices` of N and returns their summed tally
/// `{ total, halfTurn, quarterTurn, mirror, nodes }` (BigInts). Tallies of all tasks add up
/// to the count; the fundamental count is (total + halfTurn + 2·quarterTurn + mirror) / 8.
/// Throws for N outside 1..=27 (`countMaxN`).
#[wasm_bindgen]
pub fn run_count_tasks(n: u32, indices: &[u32]) -> Result<JsValue, JsError> {
    let t = constellation::run_tasks(n as usize, indices).map_err(err)?;
    let o: JsValue = js_sys::Object::new().into();
    for (key, value) in [
        ("total", t.total),
        ("halfTurn", t.half_turn),
        ("quarterTurn", t.quarter_turn),
        ("mirror", t.mirror),
        ("nodes", t.nodes),
    ] {
        set(&o, key, JsValue::from(value));
    }
    Ok(o)
}

/// One solution for N in O(N) (Hoffman–Loessi–Moore / Bernhardsson): a `Uint32Array` of N
/// 1-based columns, 4 bytes a row. Throws for N = 2, 3 (no solution) and N outside
/// 1..=1,000,000 (`constructMaxN`).
#[wasm_bindgen]
pub fn construct_solution(n: u32) -> Result<Vec<u32>, JsError> {
    construct::solution(n as usize).map_err(err)
}

/// True when the columns (1-based, row 1 first) are a solution; O(N).
#[wasm_bindgen]
pub fn is_solution(cols: &[u32]) -> bool {
    construct::is_solution(cols)
}

// ---- Symmetry, numbering, play mode, export (gallery and board tools) -------------------

/// Solution number `index` (1-based, lexicographic order) of N ≤ 14 (`indexMaxN`). An
/// index past the last solution throws like `parse_link`: an `Error` with `code`
/// `index-out-of-range` (or `index-no-solution` for N = 2, 3) and `params` `{ n, value,
/// total }` (see `link_error_to_js`), so the page words it; other bad input throws a plain
/// `Error`.
#[wasm_bindgen]
pub fn solution_at(n: u32, index: f64) -> Result<Vec<u32>, JsValue> {
    let i = if index.is_finite() && index >= 0.0 { index as u64 } else { 0 };
    solver::solution_at(n as usize, i).map(|s| to_u32(&s)).map_err(|e| match e {
        solver::IndexError::OutOfRange { n, index, total } => {
            link_error_to_js(&link::LinkError::IndexOutOfRange {
                n,
                value: {
                    let mut s = String::new();
                    board::push_decimal(&mut s, index);
                    s
                },
                total,
            })
        }
        other => err(other).into(),
    })
}

/// Builds the solution table of N ≤ 14 ([`crate::numbering`]) now, so the next
/// `solution_at`, `hint` or rank of that N on this thread answers at once (the build takes
/// 100–150 ms in wasm for N = 14). Returns the table's size in bytes (8 per solution); 0 for
/// other N, which have no table.
#[wasm_bindgen]
pub fn prepare_numbering(n: u32) -> u32 {
    crate::numbering::table(n as usize).map_or(0, |t| t.bytes() as u32)
}

fn transform_by_name(name: &str) -> Result<symmetry::Transform, JsError> {
    symmetry::Transform::from_name(name)
        .ok_or_else(|| JsError::new(&["unknown transform ", name].concat()))
}

/// The image of a (partial) placement under the named symmetry: `identity`, `rotate90`,
/// `rotate180`, `rotate270` (clockwise), `reflect-horizontal` (left–right),
/// `reflect-vertical` (top–bottom), `reflect-diagonal`, `reflect-anti-diagonal`. Throws for
/// an unknown name or a bad column list (N outside 1..=32, a column above N).
#[wasm_bindgen]
pub fn transform(cols: &[u32], name: &str) -> Result<Vec<u32>, JsError> {
    let t = transform_by_name(name)?;
    Ok(to_u32(&t.apply(placement(cols)?.cols())))
}

/// A placement's D4 class: `{ canonical, size, stabiliser, members }` where `canonical` is
/// the lexicographically smallest image, `size` the number of distinct images (8, 4, 2 or
/// 1), `stabiliser` the names of the symmetries that fix it, and `members` the distinct
/// images `[{ transform, cols }]`, each with the first symmetry (in the order listed for `transform`)
/// that makes it. Throws for a bad column list (N outside 1..=32, a column above N).
#[wasm_bindgen]
pub fn symmetry_class(cols: &[u32]) -> Result<JsValue, JsError> {
    let c = symmetry::class(placement(cols)?.cols());
    let name = |t: symmetry::Transform| JsValue::from_str(t.name());
    let o: JsValue = js_sys::Object::new().into();
    set(&o, "canonical", array(&c.canonical));
    set(&o, "size", JsValue::from_f64(c.members.len() as f64));
    set(&o, "stabiliser", c.stabiliser.iter().map(|&t| name(t)).collect::<js_sys::Array>().into());
    let members: js_sys::Array = c
        .members
        .iter()
        .map(|m| {
            let item: JsValue = js_sys::Object::new().into();
            set(&item, "transform", name(m.transform));
            set(&item, "cols", array(&m.cols));
            item
        })
        .collect();
    set(&o, "members", members.into());
    Ok(o)
}

/// True when the solution is the canonical representative of its D4 class (the
/// lexicographically smallest image): the gallery's "Fundamental only" filter. Throws for
/// a bad column list (N outside 1..=32, a column above N).
#[wasm_bindgen]
pub fn is_canonical(cols: &[u32]) -> Result<bool, JsError> {
    Ok(symmetry::is_canonical(placement(cols)?.cols()))
}

/// The FEN of an 8 × 8 placement (queens only, row 1 = rank 8), or `undefined` for other N.
#[wasm_bindgen]
pub fn fen(cols: &[u32]) -> Result<Option<String>, JsError> {
    Ok(placement(cols)?.to_fen())
}

/// Play mode's hint: the next queen of the lexicographically first solution that keeps
/// the partial placement (0 = empty row), as `[row, col]` 1-based; `[]` when no solution
/// keeps it (or no row is empty).
///
/// With `quick` (the page's main thread, first try): a backtracking search of at most
/// `HINT_QUICK_NODES` (200,000) nodes, a few ms, which answers most placements; it gives
/// `undefined` when that budget ran out before it could tell. Without (the hint worker):
/// one scan of N's solution table for N ≤ 14 (built on first use, see `prepare_numbering`),
/// else an unbounded search. Throws for a bad column list (N outside 1..=32, a column
/// above N).
#[wasm_bindgen]
pub fn hint(cols: &[u32], quick: bool) -> Result<Option<Vec<u32>>, JsError> {
    let p = placement(cols)?;
    let cols = p.cols();
    let Some(row) = cols.iter().position(|&c| c == 0) else {
        return Ok(Some(Vec::new()));
    };
    let full = if quick {
        match solver::complete_within(cols, crate::limits::HINT_QUICK_NODES) {
            Ok(full) => full,
            Err(solver::BudgetSpent) => return Ok(None),
        }
    } else {
        solver::complete(cols)
    };
    Ok(Some(full.map_or(Vec::new(), |full| vec![row as u32 + 1, full[row] as u32])))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Line;
    use nqueens_wasm::facade::{EventKind, ViewLayout};

    #[test]
    fn the_facade_enums_give_js_the_core_numbers() {
        for (line, js) in [
            (Line::Column, AttackLine::Column),
            (Line::Diagonal, AttackLine::Diagonal),
            (Line::AntiDiagonal, AttackLine::AntiDiagonal),
        ] {
            assert_eq!(line as usize, js as usize, "{line:?}");
        }
    }

    #[test]
    fn the_packed_head_carries_the_code_line_caller_and_depth() {
        let mut s = new_stepper(4, true, None).unwrap();
        s.seek(4.0).unwrap();
        let v = s.view();
        // Step 4 of the N = 4 trace: place (2,3), the flags set after `if place(t)` is true,
        // t = 2; in Nqueens() the same, under `if x[k] ≤ n`, k = 2.
        assert_eq!(v[8], EventKind::Place as u8 as f64);
        let lines: Vec<String> = s.lines().split(' ').map(String::from).collect();
        let number = |id: &str| lines.iter().position(|l| l == id).unwrap() as f64 + 1.0;
        let at = (number("assign"), number("if"), 2.0);
        assert_eq!((v[15], v[16], v[17]), at);
        assert_eq!((v[18], v[19], v[20]), (number("set"), number("found"), 2.0));
        assert_eq!(v[ViewLayout::HeadLen as usize], 4.0, "N follows the head");
    }
}

//! The `#[wasm_bindgen]` facade: the JS-facing API of the page. Conversions only; every
//! rule lives in the core modules. Errors cross as JS `Error`s whose message is the core
//! error's `Display` text, ready to show on the page (link errors as a code and params).
//!
//! What crosses, and how (every converted type costs wasm size, so the shapes are few):
//! - data the page reads often crosses as typed arrays: the steppers' views and the
//!   solution-space trees (`Float64Array`, decoded by www/js/stepper.js, knight.js and
//!   tree.js), the attacking pairs (`Uint32Array`, play.js), columns and solutions;
//! - structured data that crosses rarely is built by hand as plain objects (the counting
//!   tallies, the D4 classes, `limits()`): serde-wasm-bindgen cost about 4 KB of wasm;
//! - the link object is read and written field by field.

use crate::knight::Event as KnightEvent;
use crate::stepper::Event;
use crate::wasm_stepper::{err, view_head, EventKind, Search, Stepper};
use crate::{board, constellation, construct, knight, link, solver, stepper, symmetry};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `globalThis.__nqueensOnPanic(message)`, which the page (or a worker) may set; throws
    /// (and the error is ignored) where it has not.
    #[wasm_bindgen(catch, js_namespace = globalThis, js_name = __nqueensOnPanic)]
    fn on_panic(message: &str) -> Result<(), JsValue>;
}

/// Installs the panic hook: a Rust panic is logged to the console (`console.error` of an
/// `Error`, so with its stack, then the file and line that raised it) and its message handed to
/// `globalThis.__nqueensOnPanic(message)` when the page (or a worker) has set that
/// function, so it can say so and recover by loading a fresh instance.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        // The message, and where it was raised as two more console arguments (file, line),
        // without `core::fmt`'s `Display` of the whole hook info (wasm size).
        let message = info.payload_as_str().unwrap_or("a Rust panic");
        let (file, line) = info.location().map_or(("", 0), |at| (at.file(), at.line()));
        // An Error, so the console shows the stack with the message.
        let error = JsError::new(message).into();
        web_sys::console::error_3(&error, &JsValue::from_str(file), &JsValue::from(line));
        let _ = on_panic(message);
    }));
}

/// Panics on purpose, so tests can check that the page reports a Rust panic and recovers.
/// Not used by the page itself.
#[wasm_bindgen]
pub fn panic_for_test() {
    panic!("panic_for_test was called: this is a deliberate test of the panic report");
}

fn to_u32(cols: &[usize]) -> Vec<u32> {
    cols.iter().map(|&c| c as u32).collect()
}

fn to_usize(cols: &[u32]) -> Vec<usize> {
    cols.iter().map(|&c| c as usize).collect()
}

/// Every size limit of the project (see the core's `limits` module), as one plain object
/// of numbers, read once at start-up so that the page writes no limit of its own:
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
/// | `stepTotalMaxSteps` | 5,000,000 | steps replayed to learn any other step total |
/// | `treeMaxN` | 8 | the largest N `Stepper.queens(…).tree` gives a tree for |
/// | `knightMinSide`, `knightMaxSide` | 2, 20 | the knight's board sides |
/// | `defaultN` | 8 | N of an empty link |
/// | `knightDefaultN`, `knightDefaultM` | 9, 5 | the knight's opening board |
/// | `exerciseMaxN` | 10 | the largest N of an exercise (`ex=`) |
/// | `quizTreeMaxN` | 5 | the largest N whose quiz asks about tree nodes |
/// | `ruleMaxChars`, `ruleMaxN` | 200, 10 | the rule exercise's text and largest N |
/// | `ruleMaxBadSolutions` | 10 | most wrong solutions the rule exercise lists |
/// | `answersMax` | 2,000 | most answers a result link carries (`ans=`) |
/// | `knapMaxItems` | 20 | the knapsack's items |
/// | `knapMaxWeight`, `knapMaxValue` | 1,000, 1,000 | an item's weight and value (each at least 1) |
/// | `knapMaxCapacity` | 20,000 | the knapsack's capacity (at least 1) |
/// | `speedMaxSps` | 1,000 | the fastest speed an embed link gives by number (`speed=`, steps per second) |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    use crate::limits::*;
    let o: JsValue = js_sys::Object::new().into();
    for (key, value) in [
        ("boardMaxN", BOARD_MAX_N),
        ("sliderMaxN", SLIDER_MAX_N),
        ("indexMaxN", INDEX_MAX_N),
        ("countMaxN", COUNT_MAX_N),
        ("countGpuDefaultMinN", COUNT_GPU_DEFAULT_MIN_N),
        ("countGpuMinN", constellation::MIN_N),
        ("gpuRecordWords", constellation::RECORD_WORDS),
        ("constructMaxN", CONSTRUCT_MAX_N),
        ("gridMaxN", GRID_MAX_N),
        ("stepTotalMaxN", STEP_TOTAL_MAX_N),
        ("stepTotalMaxSteps", STEP_TOTAL_MAX_STEPS as usize),
        ("treeMaxN", QUEENS_TREE_MAX_N),
        ("knightMinSide", KNIGHT_MIN_SIDE),
        ("knightMaxSide", KNIGHT_MAX_SIDE),
        ("defaultN", DEFAULT_N),
        ("knightDefaultN", KNIGHT_DEFAULT_N),
        ("knightDefaultM", KNIGHT_DEFAULT_M),
        ("exerciseMaxN", EXERCISE_MAX_N),
        ("quizTreeMaxN", QUIZ_TREE_MAX_N),
        ("ruleMaxChars", RULE_MAX_CHARS),
        ("ruleMaxN", RULE_MAX_N),
        ("ruleMaxBadSolutions", RULE_MAX_BAD_SOLUTIONS),
        ("answersMax", crate::link::ANSWERS_MAX),
        ("knapMaxItems", KNAP_MAX_ITEMS),
        ("knapMaxWeight", KNAP_MAX_WEIGHT as usize),
        ("knapMaxValue", KNAP_MAX_VALUE as usize),
        ("knapMaxCapacity", KNAP_MAX_CAPACITY as usize),
        ("speedMaxSps", SPEED_MAX_SPS as usize),
    ] {
        set(&o, key, JsValue::from_f64(value as f64));
    }
    o
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

/// The moves every core stepper has under the same names, forwarded.
macro_rules! forward_moves {
    ($event:path) => {
        fn step(&mut self) -> Option<bool> {
            self.step().map(|e| matches!(e, $event { .. }))
        }
        fn back(&mut self) -> bool {
            self.back().is_some()
        }
        fn reset(&mut self) {
            self.reset();
        }
        fn seek(&mut self, k: u64) -> Result<(), crate::search::SeekError> {
            self.seek(k)
        }
        fn step_until(&mut self, target: crate::search::Target, max_steps: u64) -> bool {
            self.step_until(target, max_steps)
        }
        fn back_until(&mut self, target: crate::search::Target, max_steps: u64) -> bool {
            self.back_until(target, max_steps)
        }
        fn total_steps(&self) -> Option<u64> {
            self.total_steps()
        }
        fn boxed(&self) -> Box<dyn Search> {
            Box::new(self.clone())
        }
    };
}

fn mode(all_solutions: bool) -> crate::search::Mode {
    if all_solutions {
        crate::search::Mode::AllSolutions
    } else {
        crate::search::Mode::FirstSolution
    }
}

#[wasm_bindgen]
impl Stepper {
    /// The N-Queens search at step 0 (see the core's `stepper` module). `all_solutions =
    /// false` stops after the first solution; `scan = true` checks squares by the notes'
    /// `place(k)` scan of the earlier rows, `false` (or left out) by O(1) flag arrays.
    /// Throws `size-out-of-range` for N outside 1..=32 (`boardMaxN`).
    pub fn queens(n: u32, all_solutions: bool, scan: Option<bool>) -> Result<Stepper, JsError> {
        let method = if scan == Some(true) {
            stepper::CheckMethod::Scan
        } else {
            stepper::CheckMethod::Flags
        };
        let s =
            stepper::Stepper::with_method(n as usize, mode(all_solutions), method).map_err(err)?;
        Ok(Stepper(Box::new(s)))
    }

    /// The knight's search on an n × m board (2..=20 each: `knightMinSide`,
    /// `knightMaxSide`) at step 0; `all_solutions = false` stops at the first path. Throws
    /// `size-out-of-range` for a board out of range.
    pub fn knight(n: u32, m: u32, all_solutions: bool) -> Result<Stepper, JsError> {
        let s =
            knight::KnightStepper::new(n as usize, m as usize, mode(all_solutions)).map_err(err)?;
        Ok(Stepper(Box::new(s)))
    }
}

/// N-Queens: the event fields are row, col, attacker_row, attacker_col and line (an
/// [`AttackLine`]) for a conflict, row and col for a place or remove, and the 1-based
/// solution number for a solution; after the head come N and the N columns x\[1..N\] (0 for
/// an empty row). The counter `tried` is the squares tried.
impl Search for stepper::Stepper {
    fn view(&self) -> Vec<f64> {
        let s = self;
        use EventKind as K;
        let (kind, fields) = match s.last_event() {
            None => (K::Start, [0; 6]),
            Some(Event::Place { row, col }) => (K::Place, [row as i64, col as i64, 0, 0, 0, 0]),
            Some(Event::Conflict { row, col, attacker_row, attacker_col, line }) => {
                let a = [row, col, attacker_row, attacker_col, line as usize];
                (K::Conflict, [a[0] as i64, a[1] as i64, a[2] as i64, a[3] as i64, a[4] as i64, 0])
            }
            Some(Event::Remove { row, col }) => (K::Remove, [row as i64, col as i64, 0, 0, 0, 0]),
            Some(Event::Solution { number }) => (K::Solution, [number as i64, 0, 0, 0, 0, 0]),
            Some(Event::Done) => (K::Done, [0; 6]),
        };
        let c = s.counters();
        let counters =
            [c.steps, c.squares_tried, c.placements, c.backtracks, c.solutions, c.comparisons];
        let lines = Search::lines(self);
        let mut v = view_head(
            s.is_finished(),
            counters,
            kind,
            fields,
            s.executing(),
            Some(s.executing_iterative()),
            lines,
        );
        v.push(s.n() as f64);
        v.extend(s.cols().iter().map(|&c| c as f64));
        v
    }

    fn tree(&self, max_nodes: usize) -> Option<Vec<crate::search::TreeNode>> {
        self.tree().filter(|t| t.len() <= max_nodes)
    }

    fn lines(&self) -> &'static [&'static str] {
        <stepper::Queens as crate::search::Problem>::LINES
    }

    forward_moves!(Event::Solution);
}

// A link crosses as a plain object, both ways: `{ puzzle: 'queens' | 'knight', n, m, q,
// placement, i, step, mode: 'all' | 'first', method: 'flags' | 'scan', path,
// lang: 'en' | 'zh' }`. `q` is a full solution, `placement` a partial one (0 = empty row),
// both arrays of 1-based columns; `i` a 1-based solution number; `path` an array of a
// knight's moves 1..=4; `mode` and `method` go with `step` or `ex`. An exercise adds
// `ex: 'simulate' | 'quiz' | 'rule'`, `seed` (a number, the quiz's), `help: 'shade'`
// (simulate), `rule` (the rule exercise's text, decoded), `ans` (a result link's answer
// tokens joined by `-`, see `link::Exercise::answers`: the valid prefix of a damaged one)
// and `ansCut` (where and why a damaged `ans` was cut: `{ code, params }` as a link error's,
// see `link_error_to_js` and `link::Exercise::answers_cut`), each null when absent. `count`
// is true while N's solutions are being counted (`count=1`; false, or absent, otherwise);
// `gpu` is true (`gpu=1`: counts on the graphics card), false (`gpu=0`) or null.
// A knapsack link (`puzzle: 'knapsack'`) has `w` and `v` (arrays of the items' weights and
// values in the order given), `c` (the capacity) and `n` (the number of items); null for
// the other puzzles. The view keys are `set_view`'s.

#[inline(never)]
fn set(o: &JsValue, key: &str, value: JsValue) {
    let _ = js_sys::Reflect::set(o, &JsValue::from_str(key), &value);
}

/// A plain `Array` of numbers.
#[inline(never)]
fn array(v: &[usize]) -> JsValue {
    v.iter().map(|&x| JsValue::from_f64(x as f64)).collect::<js_sys::Array>().into()
}

/// A link error as a JS `Error` with `code`, one per message (`'unknown-key'`,
/// `'size-out-of-range'`, …: every code of `link::LinkError::CODES`), and `params`, its fields:
/// the page looks up `linkerr.<code>` in its translation table
/// (www/js/i18n.js) and fills in the params, with no branching of its own. The
/// `message` is only the code, as for every error the facade throws (see `js_error`): the
/// English sentences of `LinkError`'s `Display` stay out of the wasm, which keeps it smaller.
#[inline(never)]
fn link_error_to_js(e: &link::LinkError) -> JsValue {
    link_error_into(e, JsError::new(e.parts().0).into())
}

/// `o` with the link error's `code` and `params` (see `link_error_to_js`).
#[inline(never)]
fn link_error_into(e: &link::LinkError, o: JsValue) -> JsValue {
    let (code, fields) = e.parts();
    let params: JsValue = js_sys::Object::new().into();
    for (key, value) in fields.iter() {
        let value = match value {
            link::Param::Text(t) => JsValue::from_str(t),
            link::Param::Number(x) => JsValue::from_f64(x as f64),
        };
        set(&params, key, value);
    }
    set(&o, "code", JsValue::from_str(code));
    set(&o, "params", params);
    o
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
    let cut = e.and_then(|e| e.answers_cut.as_ref());
    set(&o, "ansCut", cut.map_or(null(), |c| link_error_into(c, js_sys::Object::new().into())));
    set(&o, "count", JsValue::from_bool(l.count));
    set(&o, "gpu", l.gpu.map_or(null(), JsValue::from_bool));
    let iterative = l.template == crate::search::Template::Iterative;
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
/// ('lesson' | 'gallery' | 'count' | 'export'), `tree` ('nodes' | 'strips'), `gallery`
/// ('fundamental' | 'all'), `embed`
/// ('board' | 'code'), `from`, `to` (steps) and `speed` (steps per second, `Infinity` for
/// `max`), each null when absent.
#[inline(never)]
fn set_view(o: &JsValue, v: &link::View) {
    let text = |t: Option<&'static str>| t.map_or(JsValue::NULL, JsValue::from_str);
    let number = |x: Option<u64>| x.map_or(JsValue::NULL, |x| JsValue::from_f64(x as f64));
    set(o, "present", JsValue::from_bool(v.present));
    set(o, "tab", text(v.tab.map(link::Tab::name)));
    set(o, "tree", text(v.nodes.map(|nodes| if nodes { "nodes" } else { "strips" })));
    set(o, "gallery", text(v.fundamental.map(|f| if f { "fundamental" } else { "all" })));
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
        fundamental: match text("gallery").as_deref() {
            Some("fundamental") => Some(true),
            Some("all") => Some(false),
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
        gpu: get("gpu").and_then(|v| v.as_bool()),
        view: get_view(&get),
        template: if is("tmpl", "iterative") {
            crate::search::Template::Iterative
        } else {
            crate::search::Template::Recursive
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
                // The answers the link can carry: up to the first that is not one, at most
                // `answersMax`.
                answers: text("ans").and_then(|a| link::answers(&a).0),
                answers_cut: None,
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

/// The graphics card's tasks for the counting tasks `indices` of N: a `Uint32Array` of
/// records, `gpuRecordWords` (`limits()`) words each, that the shader
/// in www/js/engine/count-gpu-shader.js counts (the layout: src/constellation/gpu.rs). Each
/// sub-constellation is split by the queens of its next free rows (more for larger N);
/// task 0 and N ≤ 6 have none (`run_count_tasks` counts them). Throws for N outside
/// 1..=27 (`countMaxN`).
#[wasm_bindgen]
pub fn count_gpu_tasks(n: u32, indices: &[u32]) -> Result<Vec<u32>, JsError> {
    Ok(constellation::gpu_tasks(n as usize, indices).map_err(err)?.0)
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

// ---- The knight's rightward path (跳马问题) ---------------------------------------------

/// The notes' moves ①–④ in the order the search tries them, as an `Int32Array` of 8
/// numbers: dx1, dy1, dx2, dy2, … (squares; x to the right, y up): `1, −2, 2, −1, 2, 1, 1, 2`
/// ([`knight::MOVES`]). The page draws and numbers the moves from it instead of a copy.
#[wasm_bindgen]
pub fn knight_moves() -> Vec<i32> {
    knight::MOVES.iter().flat_map(|&(dx, dy)| [dx, dy]).collect()
}

/// The knight: the event fields are depth, dir (the move 1..=4), from_x, from_y, x, y for
/// a place or conflict (x, y: where the move lands), depth, dir, 0, 0, x, y for a remove,
/// and the 1-based path number for a solution; after the head come n, m and the path's
/// length L (squares), then the path's L squares as x, y pairs (1-based, (1,1) first,
/// y = 1 the bottom row), then its L − 1 moves.
impl Search for knight::KnightStepper {
    fn view(&self) -> Vec<f64> {
        use knight::Event as E;
        let s = self;
        use EventKind as K;
        let (kind, fields) = match s.last_event() {
            None => (K::Start, [0; 6]),
            Some(E::Place { depth, dir, from_x, from_y, x, y }) => (
                K::Place,
                [depth as i64, dir as i64, from_x.into(), from_y.into(), x.into(), y.into()],
            ),
            Some(E::Conflict { depth, dir, from_x, from_y, x, y }) => (
                K::Conflict,
                [depth as i64, dir as i64, from_x.into(), from_y.into(), x.into(), y.into()],
            ),
            Some(E::Remove { depth, dir, x, y }) => {
                (K::Remove, [depth as i64, dir as i64, 0, 0, x.into(), y.into()])
            }
            Some(E::Solution { number }) => (K::Solution, [number as i64, 0, 0, 0, 0, 0]),
            Some(E::Done) => (K::Done, [0; 6]),
        };
        let c = s.counters();
        let counters = [c.steps, c.tried, c.placements, c.backtracks, c.solutions, c.comparisons];
        let lines = Search::lines(self);
        let mut v = view_head(
            s.is_finished(),
            counters,
            kind,
            fields,
            s.executing(),
            Some(s.executing_iterative()),
            lines,
        );
        let k = s.knight();
        v.extend([k.n() as f64, k.m() as f64, k.path().len() as f64]);
        for &(x, y) in k.path() {
            v.extend([x as f64, y as f64]);
        }
        v.extend(s.dirs().iter().map(|&d| d as f64));
        v
    }

    fn tree(&self, max_nodes: usize) -> Option<Vec<crate::search::TreeNode>> {
        self.tree(max_nodes)
    }

    fn lines(&self) -> &'static [&'static str] {
        <knight::Knight as crate::search::Problem>::LINES
    }

    forward_moves!(KnightEvent::Solution);
}

/// The number of rightward paths from (1,1) to (n,m) (as a number). Throws for a board out
/// of range.
#[wasm_bindgen]
pub fn knight_path_count(n: u32, m: u32) -> Result<f64, JsError> {
    Ok(knight::count_paths(n as usize, m as usize).map_err(err)? as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Line;
    use crate::wasm_stepper::ViewLayout;

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
        let mut s = Stepper::queens(4, true, None).unwrap();
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

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
use nqueens_wasm::facade::{
    array, err, link_error_to_js, numbers_of, set, LinkObject, Stepper, View,
};
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
/// | `countGpuMinN` | 7 | the smallest N the graphics card counts (smaller: the processor) |
/// | `countGpuDefaultMinN` | 15 | the smallest N counted on the card by default (hardware adapter) |
/// | `gpuRecordWords` | 16 | words of a graphics-card task record (`count_gpu_tasks`) |
/// | `constructMaxN` | 1,000,000 | the N field, `n=` links, the explicit construction, `format_line` |
/// | `gridMaxN` | 1,000 | `format_grid` (the export's `X`/`-` grid text) |
/// | `stepTotalMaxN` | 13 | N whose all-solutions step total `total_steps` knows |
/// | `treeMaxN` | 8 | the largest N whose stepper gives a tree |
/// | `defaultN` | 8 | N of an empty link |
/// | `exerciseMaxN` | 10 | the largest N of an exercise (`ex=`) |
/// | `quizTreeMaxN` | 5 | the largest N whose quiz asks about tree nodes |
/// | `ruleMaxChars`, `ruleMaxN` | 200, 10 | the rule exercise's text and largest N |
/// | `ruleMaxBadSolutions` | 10 | most wrong solutions the rule exercise lists |
#[wasm_bindgen]
pub fn limits() -> JsValue {
    use crate::limits::*;
    let own = [
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
        ("treeMaxN", QUEENS_TREE_MAX_N),
        ("defaultN", DEFAULT_N),
        ("exerciseMaxN", EXERCISE_MAX_N),
        ("quizTreeMaxN", QUIZ_TREE_MAX_N),
        ("ruleMaxChars", RULE_MAX_CHARS),
        ("ruleMaxN", RULE_MAX_N),
        ("ruleMaxBadSolutions", RULE_MAX_BAD_SOLUTIONS),
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

/// Parses an N-Queens link (see the core's `facade::parse_link`). The link object's own
/// fields: `n`, `q` (a full solution), `placement` (a partial one, 0 = empty row), both
/// arrays of 1-based columns; `i` (a 1-based solution number); `mode` ('all' | 'first') and
/// `method` ('flags' | 'scan') with a step or an exercise; the exercise's `seed` (the
/// quiz's), `help` ('shade', simulate) and `rule` (the rule exercise's text, decoded);
/// `count`, true while N's solutions are being counted (`count=1`); `gpu`, true (`gpu=1`:
/// counts on the graphics card), false (`gpu=0`) or null; and `gallery` ('fundamental' |
/// 'all', the gallery's view) or null. Throws `{ code, params }`; `unknown-puzzle` for
/// another puzzle's link.
#[wasm_bindgen]
pub fn parse_link(fragment: &str) -> Result<JsValue, JsValue> {
    nqueens_wasm::facade::parse_link::<link::Queens>(fragment)
}

/// Formats an N-Queens link object (see `parse_link`; the first of `q`, `placement`, `i`,
/// `step` given is the target) as a fragment without `#`, e.g. `n=8&q=1-5-8-6-3-7-2-4`.
/// Throws when the object has no `n`.
#[wasm_bindgen]
pub fn format_link(link: JsValue) -> Result<String, JsError> {
    nqueens_wasm::facade::format_link::<link::Queens>(link)
}

impl LinkObject for link::Queens {
    fn to_object(&self, o: &JsValue) {
        use link::Target;
        let null = || JsValue::NULL;
        let (mut q, mut placement, mut i) = (null(), null(), null());
        let mut options = None;
        match &self.target {
            Target::Default => {}
            Target::Solution(c) => q = array(c),
            Target::Placement(c) => placement = array(c),
            Target::Index(k) => i = JsValue::from_f64(*k as f64),
            Target::Step(_, o) => options = Some(*o),
        }
        let e = self.exercise.as_ref();
        let options = options.or(e.map(|e| e.options));
        set(o, "n", JsValue::from_f64(self.n as f64));
        set(o, "q", q);
        set(o, "placement", placement);
        set(o, "i", i);
        let mode = options.map(|o| if o.first_only { "first" } else { "all" });
        set(o, "mode", mode.map_or(null(), JsValue::from_str));
        let method = options.map(|o| if o.scan { "scan" } else { "flags" });
        set(o, "method", method.map_or(null(), JsValue::from_str));
        set(o, "seed", e.and_then(|e| e.seed).map_or(null(), |s| JsValue::from_f64(s as f64)));
        set(
            o,
            "help",
            if e.is_some_and(|e| e.shade) { JsValue::from_str("shade") } else { null() },
        );
        set(o, "rule", e.and_then(|e| e.rule.as_deref()).map_or(null(), JsValue::from_str));
        set(o, "count", JsValue::from_bool(self.count));
        set(o, "gpu", self.gpu.map_or(null(), JsValue::from_bool));
        let gallery = self.fundamental.map(|f| if f { "fundamental" } else { "all" });
        set(o, "gallery", gallery.map_or(null(), JsValue::from_str));
    }

    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: nqueens_wasm::link::Shared<'_>,
    ) -> Result<Self, JsError> {
        use link::{Exercise, ExerciseKind, StepOptions, Target};
        use std::str::FromStr;
        let num = |k: &str| get(k).and_then(|v| v.as_f64()).map(|f| f.max(0.0) as u64);
        let list = |k: &str| get(k).map(|v| numbers_of(&v));
        let is = |k: &str, value: &str| get(k).is_some_and(|v| v == JsValue::from_str(value));
        let n = num("n").ok_or_else(|| JsError::new("format_link takes a link object with n"))?;
        let options = StepOptions { first_only: is("mode", "first"), scan: is("method", "scan") };
        let target = if let Some(q) = list("q") {
            Target::Solution(q)
        } else if let Some(p) = list("placement") {
            Target::Placement(p)
        } else if let Some(i) = num("i") {
            Target::Index(i)
        } else if let Some(k) = shared.step {
            Target::Step(k, options)
        } else {
            Target::Default
        };
        let text = |k: &str| get(k).and_then(|v| v.as_string());
        let exercise =
            shared.exercise.and_then(|name| ExerciseKind::from_str(name).ok()).map(|kind| {
                Exercise {
                    kind,
                    options,
                    seed: num("seed"),
                    shade: is("help", "shade"),
                    rule: text("rule"),
                    answers: shared.answers.map(str::to_owned),
                    answers_cut: None,
                }
            });
        let count = get("count").is_some_and(|v| v.is_truthy());
        let gpu = get("gpu").and_then(|v| v.as_bool());
        let fundamental = match text("gallery").as_deref() {
            Some("fundamental") => Some(true),
            Some("all") => Some(false),
            _ => None,
        };
        Ok(link::Queens { n: n as usize, target, exercise, count, gpu, fundamental })
    }
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
/// in www/js/puzzles/queens/count-gpu-shader.js counts (the layout: the crate's constellation/gpu.rs).
/// Each sub-constellation is split by the queens of its next free rows (more for larger N);
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
            let value = nqueens_wasm::link::decimal(index);
            let e = if total == 0 {
                link::QueensError::IndexNoSolution { n, value, total }
            } else {
                link::QueensError::IndexOutOfRange { n, value, total }
            };
            link_error_to_js(&nqueens_wasm::link::LinkError::Puzzle(e))
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

//! The N-Queens' `#[wasm_bindgen]` facade, the module www/pkg/queens* (with the shared
//! `Stepper` class and panic hook of the core's facade), which the page loads at start-up:
//! what the first view needs (the stepper, the link, the first solution, the board's text
//! forms, play mode's checks, the construction of a huge N). The rest (the
//! counting, the gallery's enumeration, numbering, symmetry, the FEN) is the tools module's
//! (`wasm_tools`), loaded after the first view. Conversions only; every rule lives in the
//! crate's other modules. Errors cross as JS
//! `Error`s whose message is the error's code (link errors with their params).
//!
//! What crosses, and how (as the core's facade says): the attacking pairs, columns and
//! solutions as typed arrays (`Uint32Array`); the link object is read and written field by
//! field.

use crate::stepper::{CheckMethod, Queens};
use crate::wasm_shared::{placement, to_u32, to_usize};
use crate::{board, constellation, construct, link, solver, stepper};
use nqueens_wasm::facade::{
    array, err, field_is, field_number, field_text, field_truthy, numbers_of, set, set_number,
    set_text, LinkObject, Stepper, View,
};
use nqueens_wasm::search::{Event, Mode, Search};
use wasm_bindgen::prelude::*;

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
        set_number(o, "n", Some(self.n as f64));
        set(o, "q", q);
        set(o, "placement", placement);
        set(o, "i", i);
        let mode = options.map(|o| if o.first_only { "first" } else { "all" });
        set_text(o, "mode", mode);
        let method = options.map(|o| if o.scan { "scan" } else { "flags" });
        set_text(o, "method", method);
        set_number(o, "seed", e.and_then(|e| e.seed).map(|s| s as f64));
        set_text(o, "help", e.is_some_and(|e| e.shade).then_some("shade"));
        set_text(o, "rule", e.and_then(|e| e.rule.as_deref()));
        set(o, "count", JsValue::from_bool(self.count));
        set(o, "gpu", self.gpu.map_or(null(), JsValue::from_bool));
        let gallery = self.fundamental.map(|f| if f { "fundamental" } else { "all" });
        set_text(o, "gallery", gallery);
    }

    fn from_object(
        get: &dyn Fn(&str) -> Option<JsValue>,
        shared: nqueens_wasm::link::Shared<'_>,
    ) -> Result<Self, JsError> {
        use link::{Exercise, ExerciseKind, StepOptions, Target};
        use std::str::FromStr;
        let num = |k: &str| field_number(get, k).map(|f| f.max(0.0) as u64);
        let list = |k: &str| get(k).map(|v| numbers_of(&v));
        let is = |k: &str, value: &str| field_is(get, k, value);
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
        let text = |k: &str| field_text(get, k);
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
        let count = field_truthy(get, "count");
        let gpu = get("gpu").and_then(|v| v.as_bool());
        let fundamental = match text("gallery").as_deref() {
            Some("fundamental") => Some(true),
            Some("all") => Some(false),
            _ => None,
        };
        Ok(link::Queens { n: n as usize, target, exercise, count, gpu, fundamental })
    }
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

//! The N-Queens' tools facade, the module www/pkg/queens_tools* (cargo feature `tools`,
//! built without the default `page`): what the first view does not need, loaded after it
//! by the page and by the workers that use it. Counting by constellations (the count pool's
//! workers, the graphics card's task records, and small N on the page), the gallery's
//! enumeration and symmetry classes, the numbering (`i=` links, the hint worker), the board
//! tools' transforms, the FEN and play mode's hints. Conversions only; errors cross as the page module's do.

use crate::wasm_shared::{placement, to_u32};
use crate::{constellation, link, solver, symmetry};
use nqueens_wasm::facade::{array, err, link_error_to_js, set};
use wasm_bindgen::prelude::*;

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

/// Words of a graphics-card task record (`count_gpu_tasks`), the page module's
/// `limits().gpuRecordWords`: the card's worker checks its shader against it.
#[wasm_bindgen]
pub fn gpu_record_words() -> u32 {
    constellation::RECORD_WORDS as u32
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

/// Play mode's hint, the hint worker's: the next queen of the lexicographically first
/// solution that keeps the partial placement (0 = empty row), as `[row, col]` 1-based; `[]`
/// when no solution keeps it (or no row is empty). One scan of N's solution table for N ≤ 14
/// (built on first use, see `prepare_numbering`), else an unbounded search (the page's own
/// bounded try is `hint_quick`). Throws for a bad column list (N outside
/// 1..=32, a column above N).
#[wasm_bindgen]
pub fn hint(cols: &[u32]) -> Result<Vec<u32>, JsError> {
    let complete = |cols: &[usize]| Ok::<_, ()>(solver::complete(cols));
    Ok(hint_with(cols, complete)?.unwrap_or_default())
}

/// Play mode's quick hint, the page's first try: the next queen of the lexicographically
/// first solution that keeps the partial placement (0 = empty row), as `[row, col]` 1-based,
/// `[]` when no solution keeps it (or no row is empty), found by a backtracking search of at
/// most `HINT_QUICK_NODES` (200,000) nodes, a few ms; `undefined` when that budget ran out
/// before it could tell (the hint worker's `hint` then answers). Throws
/// for a bad column list (N outside 1..=32, a column above N).
#[wasm_bindgen]
pub fn hint_quick(cols: &[u32]) -> Result<Option<Vec<u32>>, JsError> {
    hint_with(cols, |cols| solver::complete_within(cols, crate::limits::HINT_QUICK_NODES))
}

/// Play mode's hint for a placement: `[row, col]` (1-based) of the first empty row's queen
/// in `complete`'s solution, `[]` when no row is empty or no solution keeps the placement;
/// `None` when `complete` could not tell.
fn hint_with<E>(
    cols: &[u32],
    complete: impl FnOnce(&[usize]) -> Result<Option<Vec<usize>>, E>,
) -> Result<Option<Vec<u32>>, JsError> {
    let p = placement(cols)?;
    let cols = p.cols();
    let Some(row) = cols.iter().position(|&c| c == 0) else {
        return Ok(Some(Vec::new()));
    };
    let Ok(full) = complete(cols) else {
        return Ok(None);
    };
    Ok(Some(full.map_or(Vec::new(), |full| vec![row as u32 + 1, full[row] as u32])))
}

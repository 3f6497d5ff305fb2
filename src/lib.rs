//! N-Queens backtracking explorer: a pure-Rust core with a thin WebAssembly facade.
//!
//! Map of the crate (one concept per module):
//! - [`board`]: the placement tuple x[1..N] (1-based columns, row 1 first), attack lines,
//!   validation and the textbook text forms.
//! - [`solver`]: bitmask backtracking: first solution, count (OEIS A000170), and a
//!   streaming enumeration of all solutions in lexicographic order.
//! - [`error`]: the [`error::ErrorCode`] every user-facing core error implements.
//! - [`search`]: backtracking as an incremental, reversible state machine shared by every
//!   puzzle, one event (choice tried, choice undone, solution, done) per step.
//! - [`stepper`]: the N-Queens search of the course notes on that engine, with its two
//!   checking methods (scanning earlier rows, flag arrays).
//! - [`symmetry`]: the 8 symmetries of the square (D4), canonical forms, class sizes.
//! - [`counter`]: fast counting with the full D4 symmetry (Takaken-style), total and
//!   fundamental (OEIS A000170, A002562): the method the constellations are tested and
//!   timed against.
//! - [`constellation`]: counting by constellations (border queens pre-placed, one per
//!   symmetry class; q27, NQueensFAF), the total, and the fundamental count by Burnside's
//!   lemma; the page's worker pool counts with it.
//! - [`construct`]: one solution for huge N in O(N) (Hoffman–Loessi–Moore, Bernhardsson).
//! - [`knight`]: the knight's rightward path (跳马问题) on the same engine.
//! - [`knapsack`]: 0-1 knapsack with the notes' bounding function (限界函数) on the same
//!   engine, and its optimum by dynamic programming.
//! - [`limits`]: every size limit (board, slider, numbering, counting, construction,
//!   knight, defaults), one name each; the page reads them through `limits()`.
//! - [`numbering`]: every solution of one N ≤ 14 in a sorted table, built on first use:
//!   instant rank, unrank, `i=` links and hints.
//! - [`rule`]: the rule exercise: a student's conflict test parsed, type-checked and run in
//!   the textbook search (counts, first divergence from the true trace, wrong solutions).
//! - [`link`]: the share-link fragment (`n=8&q=1-5-8-6-3-7-2-4`, `n=8&step=40`).
//! - `wasm`: the page's `#[wasm_bindgen]` facade (cargo feature `page`, on by default);
//!   conversions only, no logic.
//! - `wasm_rule`: the rule exercise's facade (feature `rule`), a wasm module of its own.
//! - `wasm_knapsack`: the knapsack's facade (feature `knapsack`), a wasm module of its own;
//!   `wasm_stepper`: the `Stepper` class it shares with the page's facade.
//! - `heap` (wasm only): the global allocator, Talc in place of the default dlmalloc.

pub mod board;
pub mod constellation;
pub mod construct;
pub mod counter;
pub mod error;
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
mod heap;
pub mod knapsack;
pub mod knight;
pub mod limits;
pub mod link;
pub mod numbering;
#[cfg(test)]
mod reference;
pub mod rule;
pub mod search;
pub mod solver;
pub mod stepper;
pub mod symmetry;
#[cfg(feature = "page")]
pub mod wasm;
#[cfg(feature = "knapsack")]
pub mod wasm_knapsack;
#[cfg(feature = "rule")]
pub mod wasm_rule;
#[cfg(any(feature = "page", feature = "knapsack"))]
pub mod wasm_stepper;

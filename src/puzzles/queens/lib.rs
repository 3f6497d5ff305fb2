//! N-Queens, the default puzzle: the course notes' first backtracking example, and the
//! tools around it (numbering, symmetry, counting, construction, the rule exercise).
//!
//! Map of the crate (one concept per module):
//! - [`board`]: the placement tuple x[1..N] (1-based columns, row 1 first), attack lines,
//!   validation and the textbook text forms.
//! - [`solver`]: bitmask backtracking: first solution, count (OEIS A000170), and a
//!   streaming enumeration of all solutions in lexicographic order.
//! - [`stepper`]: the N-Queens search of the course notes on the shared engine
//!   (`nqueens_wasm::search`), with its two checking methods (scanning earlier rows, flag
//!   arrays).
//! - [`symmetry`]: the 8 symmetries of the square (D4), canonical forms, class sizes.
//! - [`counter`]: fast counting with the full D4 symmetry (Takaken-style), total and
//!   fundamental (OEIS A000170, A002562): the method the constellations are tested and
//!   timed against.
//! - [`constellation`]: counting by constellations (border queens pre-placed, one per
//!   symmetry class; q27, NQueensFAF), the total, and the fundamental count by Burnside's
//!   lemma; the page's worker pool counts with it.
//! - [`construct`]: one solution for huge N in O(N) (Hoffman–Loessi–Moore, Bernhardsson).
//! - [`limits`]: the N-Queens' size limits (board, slider, numbering, counting,
//!   construction, exercises, defaults), one name each; the page reads them through
//!   `limits()`.
//! - [`numbering`]: every solution of one N ≤ 14 in a sorted table, built on first use:
//!   instant rank, unrank, `i=` links and hints.
//! - [`rule`]: the rule exercise: a student's conflict test parsed, type-checked and run in
//!   the textbook search (counts, first divergence from the true trace, wrong solutions).
//! - [`link`]: the N-Queens' keys of the share-link fragment (`n=8&q=1-5-8-6-3-7-2-4`,
//!   `n=8&step=40`), on the shared grammar (`nqueens_wasm::link`).
//! - `wasm`: the page's `#[wasm_bindgen]` facade (cargo feature `page`, on by default), the
//!   module www/pkg/queens* that the first view loads; conversions only, no logic.
//! - `wasm_tools`: the tools' facade (feature `tools`), the module www/pkg/queens_tools*
//!   loaded after the first view: counting, the gallery's enumeration, numbering, symmetry.
//! - `wasm_rule`: the rule exercise's facade (feature `rule`), the module www/pkg/queens_rule*.

pub mod board;
pub mod constellation;
pub mod construct;
pub mod counter;
pub mod limits;
pub mod link;
pub mod numbering;
#[cfg(test)]
mod reference;
pub mod rule;
pub mod solver;
pub mod stepper;
pub mod symmetry;
#[cfg(feature = "page")]
pub mod wasm;
#[cfg(feature = "rule")]
pub mod wasm_rule;
#[cfg(any(feature = "page", feature = "tools"))]
mod wasm_shared;
#[cfg(feature = "tools")]
pub mod wasm_tools;

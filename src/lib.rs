//! N-Queens backtracking explorer: a pure-Rust core with a thin WebAssembly facade.
//!
//! Map of the crate (one concept per module):
//! - [`board`]: the placement tuple x[1..N] (1-based columns, row 1 first), attack lines,
//!   validation and the textbook text forms.
//! - [`solver`]: bitmask backtracking: first solution, count (OEIS A000170), and a
//!   streaming enumeration of all solutions in lexicographic order.
//! - [`stepper`]: the textbook search as an incremental, reversible state machine,
//!   one event (square tried, queen removed, solution, done) per step.
//! - [`link`]: the share-link fragment (`n=8&q=1-5-8-6-3-7-2-4`, `n=8&step=40`).
//! - [`wasm`]: the `#[wasm_bindgen]` facade; conversions only, no logic.

pub mod board;
pub mod link;
pub mod solver;
pub mod stepper;
pub mod wasm;

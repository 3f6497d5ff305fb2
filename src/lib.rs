//! The shared core of the backtracking explorer: what every puzzle is built on, naming none.
//!
//! Map of the crate (one concept per module):
//! - [`search`]: backtracking as an incremental, reversible state machine, one event (choice
//!   tried, choice undone, solution, done) per step; a puzzle implements [`search::Problem`].
//! - [`best`]: the best leaf an optimising search has reached, the history its bounding
//!   function compares with.
//! - [`error`]: the [`error::ErrorCode`] every user-facing error implements.
//! - [`methods`]: the same tree walked by the other methods (depth first without the
//!   bound, exhaustive, breadth first, least cost), one node generated per step.
//! - [`limits`]: the limits every puzzle shares (replayed step totals, embed speed, the
//!   other methods' node and live-node caps).
//! - [`link`]: the share-link fragment's grammar and shared keys, and the [`link::Puzzle`]
//!   trait through which each puzzle reads and writes its own keys.
//! - [`facade`]: the wasm facade every puzzle's module is built with: the one `Stepper`
//!   class (feature `stepper`) over [`facade::View`], implemented once for every
//!   `search::Search<P>`, the panic hook, errors thrown as codes, and `limits()`.
//! - `heap` (wasm only): the global allocator, Talc in place of the default dlmalloc.
//!
//! Each puzzle is a crate of its own in `src/puzzles/<id>/`, listed once in the workspace's
//! `members` (Cargo.toml): its `Problem`, its link keys, its limits and its wasm module.

pub mod best;
pub mod error;
pub mod facade;
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
mod heap;
pub mod limits;
pub mod link;
pub mod methods;
pub mod search;

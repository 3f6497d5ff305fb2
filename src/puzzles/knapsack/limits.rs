//! The knapsack's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its own.
//! All ranges are inclusive.

/// Most items of a knapsack instance (`knapsack`, `puzzle=knapsack` links): 20.
/// The search's tree has at most 2^21 − 1 nodes, a replay of a few million steps.
pub const KNAP_MAX_ITEMS: usize = 20;

/// Largest weight of a knapsack item: 1,000 (weights are positive integers).
pub const KNAP_MAX_WEIGHT: u64 = 1_000;

/// Largest value of a knapsack item: 1,000 (values are positive integers).
pub const KNAP_MAX_VALUE: u64 = 1_000;

/// Largest knapsack capacity: 20,000, the weight of 20 items of the largest weight; the
/// dynamic program that checks the search keeps one row of capacity + 1 values (160 KB).
pub const KNAP_MAX_CAPACITY: u64 = 20_000;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = assert!(KNAP_MAX_CAPACITY == KNAP_MAX_ITEMS as u64 * KNAP_MAX_WEIGHT);

//! The loading problem's limits, each with one name: the page reads them through its
//! module's `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of
//! its own. All ranges are inclusive.

/// Most containers of an instance (`puzzle=loading` links): 12. The subset tree then has at
/// most 2^13 − 1 = 8,191 nodes, so the whole search is a few tens of thousands of steps
/// (every step and seek instant) and its tree is always drawn: in full (node-link) up to
/// 4 containers, as compact strips (at most 20,000 nodes) beyond.
pub const LOAD_MAX_ITEMS: usize = 12;

/// Largest weight of a container: 1,000 (weights are positive integers).
pub const LOAD_MAX_WEIGHT: u64 = 1_000;

/// Largest capacity of a ship, c₁ or c₂: 12,000, the weight of 12 containers of the
/// largest weight.
pub const LOAD_MAX_CAPACITY: u64 = 12_000;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = assert!(LOAD_MAX_CAPACITY == LOAD_MAX_ITEMS as u64 * LOAD_MAX_WEIGHT);
const _: () = assert!((1usize << (LOAD_MAX_ITEMS + 1)) - 1 <= 20_000);

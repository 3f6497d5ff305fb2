//! The combinations' limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Largest n of an instance (`puzzle=combinations` links): 9, so that a combination prints
/// as the notes print it, one digit per element (`123`). Without the bound the search tries
/// n children under each of the Σ_{t<r} C(n, t) ≤ 2ⁿ live inner nodes: at most
/// 1 + 9 · 2⁹ = 4,609 nodes and about twice as many steps, every step and seek instant, the
/// tree always drawn (node by node up to the page's 150 nodes, as compact strips beyond).
pub const COMB_MAX_N: usize = 9;

// The limits nest as the page assumes, checked when the crate compiles: without the bound at
// most 1 + n · 2ⁿ nodes, within the strips' 20,000.
const _: () = assert!(COMB_MAX_N * (1 << COMB_MAX_N) < 20_000);

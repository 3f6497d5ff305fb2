//! The fill-in's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Least N: 10, as the notes pose the problem (N ≥ 10). Nine different numbers need N ≥ 9,
/// and N = 9 has no filling at all: 1…9 has five odd numbers and four even ones, while the
/// grid needs five of one parity on the corners and the centre and four of the other on
/// the edges, and an odd sum (every sum here is above 2) so adjacent squares differ in
/// parity: the five must be odd, so every edge square is even, and that works only if
/// the sums are prime; N = 9 is left out because the notes start at 10.
pub const FILLIN_MIN: usize = 10;

/// Most N: FILLIN_MAX_DOC.
pub const FILLIN_MAX: usize = 20;

/// Most steps the count of every filling ([`crate::count`], the facade's `fillin_count`)
/// and the replay that learns the search's step total take: FILLIN_COUNT_DOC.
pub const FILLIN_COUNT_MAX_STEPS: u64 = 2_000_000;

// The limits nest as the page assumes; checked when the crate compiles: a sum of two
// numbers fits the prime test's range, a number fits a byte, the count within the core's
// replay budget.
const _: () = {
    assert!(FILLIN_MIN >= 9 && FILLIN_MIN <= FILLIN_MAX);
    assert!(FILLIN_MAX < 128);
    assert!(FILLIN_COUNT_MAX_STEPS <= nqueens_wasm::limits::STEP_TOTAL_MAX_STEPS);
};

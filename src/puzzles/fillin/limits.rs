//! The fill-in's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Least N: 10, as the notes pose the problem (N ≥ 10). Nine numbers below 10 have no
/// filling (docs/REFERENCE.md, "Fill-in numbers"): the centre's four neighbours would be
/// 2, 4, 6, 8, and no odd centre makes all four sums prime.
pub const FILLIN_MIN: usize = 10;

/// Most N: 20. A sum is then at most 39, two digits fit a square of the picture, and the
/// exercise's 20 number buttons fit a phone's row twice. The whole search grows with N: 18,043
/// steps for N = 10 (128 fillings), 597,937 for 16, 1,582,932 for 19 (39,096 fillings) and
/// 2,050,859 for 20 (51,712 fillings), every step instant; the count of every filling stops
/// at [`FILLIN_COUNT_MAX_STEPS`].
pub const FILLIN_MAX: usize = 20;

/// Most steps the count of every filling ([`crate::count`], the facade's `fillin_count`)
/// and the replay that learns the search's step total take: 2,000,000 steps, about 0.3 s
/// natively and a little more in wasm. Every N up to 19 is counted whole; N = 20's count
/// stops with the fillings found so far, and its page has no timeline.
pub const FILLIN_COUNT_MAX_STEPS: u64 = 2_000_000;

// The limits nest as the page assumes; checked when the crate compiles: a sum of two
// numbers fits the prime test's range, a number fits a byte, the count within the core's
// replay budget.
const _: () = {
    assert!(FILLIN_MIN >= 9 && FILLIN_MIN <= FILLIN_MAX);
    assert!(FILLIN_MAX < 128);
    assert!(FILLIN_COUNT_MAX_STEPS <= nqueens_wasm::limits::STEP_TOTAL_MAX_STEPS);
};

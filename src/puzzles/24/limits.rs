//! The 24 points' limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// The cards of a hand: 4.
pub const CARDS: usize = 4;

/// The smallest card: 1 (an ace).
pub const CARD_MIN: u8 = 1;

/// The largest card: 13 (a king). The published count of hands of 1 to 13 with a solution,
/// 1,362 of 1,820, is for this range (docs/REFERENCE.md).
pub const CARD_MAX: u8 = 13;

/// The number to make: 24.
pub const TARGET: i64 = 24;

/// Picks tried at the first depth: 6 pairs of 4 numbers × 6 operations (then 18 and 6). The
/// whole search of a hand tries at most 36 + 36 × 18 + 36 × 18 × 6 = 4,572 picks, so the
/// stepper, the step total and the tree replay are instant for every hand.
pub const FIRST_PICKS: usize = 36;

// The limits nest as the search assumes; checked when the crate compiles.
const _: () = {
    assert!(CARD_MIN >= 1 && CARD_MIN <= CARD_MAX);
    assert!(FIRST_PICKS == 6 * (CARDS * (CARDS - 1) / 2));
};

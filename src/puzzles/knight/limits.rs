//! The knight's size limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its own.
//! All ranges are inclusive.

/// Smallest side (columns n or rows m) of the knight's board: the horse needs room for
/// one move, so 2 × 2 (which has no path, docs/REFERENCE.md).
pub const KNIGHT_MIN_SIDE: usize = 2;

/// Largest side of the knight's board: 20; the number
/// of rightward paths grows quickly with the board and the stepper has to stay usable.
pub const KNIGHT_MAX_SIDE: usize = 20;

/// The knight's board columns n the page opens with: the course notes' own example is
/// 9 × 5 (37 paths, docs/REFERENCE.md).
pub const KNIGHT_DEFAULT_N: usize = 9;

/// The knight's board rows m the page opens with (see [`KNIGHT_DEFAULT_N`]).
pub const KNIGHT_DEFAULT_M: usize = 5;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = {
    assert!(KNIGHT_MIN_SIDE <= KNIGHT_DEFAULT_M && KNIGHT_DEFAULT_M <= KNIGHT_MAX_SIDE);
    assert!(KNIGHT_MIN_SIDE <= KNIGHT_DEFAULT_N && KNIGHT_DEFAULT_N <= KNIGHT_MAX_SIDE);
};

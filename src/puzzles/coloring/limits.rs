//! Graph colouring's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Fewest vertices of a graph: 1.
pub const COLORING_MIN_VERTICES: usize = 1;

/// Most vertices of a graph: 12. The Petersen graph (10) fits, and the picture's circle of
/// 12 vertices stays readable on a phone. The vertices alone cannot keep every search
/// instant (12 vertices without edges and 6 colours have 6¹² colourings):
/// [`COLORING_COUNT_MAX_STEPS`] bounds the count instead, and the stepper, which walks one
/// event at a time, is instant at any size.
pub const COLORING_MAX_VERTICES: usize = 12;

/// Fewest colours m: 1 (a graph with an edge then has no colouring).
pub const COLORING_MIN_COLORS: usize = 1;

/// Most colours m: 6, each drawn in a colour of its own and named by its number; the
/// exercise offers one button per colour.
pub const COLORING_MAX_COLORS: usize = 6;

/// Most steps the colourings' count ([`crate::count_colorings`], the facade's
/// `coloring_count`) and the step total (the replay of `Problem::total_steps`) take:
/// 1,000,000 steps, well under a second in wasm. Past it the count stops with the
/// colourings found so far, and the page learns no step total. The default instance's
/// whole search (the cycle of 5, m = 3) takes 244 steps; the Petersen graph's with m = 3
/// 2,392 (the page's timeline).
pub const COLORING_COUNT_MAX_STEPS: u64 = 1_000_000;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = {
    assert!(COLORING_MIN_VERTICES >= 1 && COLORING_MIN_VERTICES <= COLORING_MAX_VERTICES);
    assert!(COLORING_MIN_COLORS >= 1 && COLORING_MIN_COLORS <= COLORING_MAX_COLORS);
    assert!(COLORING_COUNT_MAX_STEPS <= nqueens_wasm::limits::STEP_TOTAL_MAX_STEPS);
};

//! The maze's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Fewest rows or columns of a maze: 1 (a corridor; start and exit must still differ, so a
/// maze has at least two squares).
pub const MAZE_MIN_SIDE: usize = 1;

/// Most rows or columns of a maze: 12, 144 squares. At 28 px a square a 12-square row is
/// 336 px wide, inside a phone's 360 px, and a path has at most 143 moves. The side alone
/// cannot keep every all-paths search instant: the simple paths of an open grid grow
/// faster than exponentially (corner to corner, 184 on 4 × 4, 1,262,816 on 6 × 6 and
/// 575,780,564 on 7 × 7: OEIS A007764). [`MAZE_COUNT_MAX_STEPS`] bounds the count instead,
/// and the stepper, which walks one event at a time, is instant at any size.
pub const MAZE_MAX_SIDE: usize = 12;

/// Most steps the maze's all-paths count ([`crate::count_paths`], the facade's
/// `maze_count`), its step total (the replay of `Problem::total_steps`) and its dead ends'
/// steps take: 1,000,000 steps, about 0.2 s in wasm (the maze's search steps at about 5
/// million a second in Node, half the knight's rate). Past it, the count stops with the
/// paths found so far and an estimate of the whole search ([`crate::estimate_steps`]),
/// and the page learns no step total. The default maze's whole search takes 601 steps and
/// an open 5 × 5 grid's (8,512 paths) 425,019; an open 6 × 6 grid's (1,262,816 paths) is
/// far past it (about 80 million steps by the estimate).
pub const MAZE_COUNT_MAX_STEPS: u64 = 1_000_000;

/// Random descents Knuth's estimate of a search's size ([`crate::estimate_steps`]) averages:
/// 1,000, each at most 144 squares deep, so the estimate takes well under a millisecond.
pub const MAZE_ESTIMATE_PROBES: u32 = 1_000;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = {
    assert!(MAZE_MIN_SIDE >= 1 && MAZE_MIN_SIDE <= MAZE_MAX_SIDE);
    assert!(MAZE_MAX_SIDE * MAZE_MAX_SIDE <= 144);
    assert!(MAZE_COUNT_MAX_STEPS <= nqueens_wasm::limits::STEP_TOTAL_MAX_STEPS);
};

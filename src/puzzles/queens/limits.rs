//! The N-Queens' size limits, each with one name, in one place.
//!
//! The core modules check against these constants, the link parser words its errors with
//! them, and the facade hands them to the page (`limits()` in the crate's `wasm` module), so
//! the JavaScript never writes a limit of its own. Sizes are board sizes N unless said
//! otherwise; all ranges are inclusive. The limits every puzzle shares are the core's
//! (`nqueens_wasm::limits`).

/// Smallest board size the core accepts anywhere (a 1 × 1 board, one solution).
pub const BOARD_MIN_N: usize = 1;

/// Largest N of the core board, solver and stepper (`board::check_n`): the
/// solver's bitmasks are one `u32` per row, 32 bits wide.
pub const BOARD_MAX_N: usize = 32;

/// Largest N of the page's slider, stepper and step links (`step=`): 20. The stepper
/// itself goes to [`BOARD_MAX_N`], but past N = 20 the all-solutions search runs for
/// hours (N = 20 has 39 billion solutions, OEIS A000170), so the page stops here.
pub const SLIDER_MAX_N: usize = 20;

/// Largest N whose `X`/`-` grid text the facade's `format_grid` writes: N × (N + 1)
/// characters, about a megabyte at 1,000. The line (`format_line`) goes up to
/// [`CONSTRUCT_MAX_N`], every board the page shows.
pub const GRID_MAX_N: usize = 1_000;

/// Largest N whose solutions are numbered (the gallery, `i=` links,
/// `solver::solution_at`): N = 14 has 365,596 solutions (OEIS A000170), which the
/// gallery still streams and ranks in a second or so.
pub const INDEX_MAX_N: usize = 14;

/// Largest N the counter (`counter`) accepts: every count up to N = 27 fits in a
/// `u64` (A000170(27) = 234,907,967,154,122,528, docs/REFERENCE.md).
pub const COUNT_MAX_N: usize = 27;

/// Smallest N whose count goes to the graphics card by default where the browser's
/// adapter is a hardware one (the Count panel's switch, `gpu=` links): N = 15 takes about
/// 0.2 s on 2 processor cores, where a card's start-up costs more than it saves.
pub const COUNT_GPU_DEFAULT_MIN_N: usize = 15;

/// Largest N of the explicit construction of one solution (`construct`) and of
/// the page's N field and `n=` links: a million rows are 4 MB as `u32` and are built and
/// verified in about 10 ms in wasm (docs/BENCHMARKS.md).
pub const CONSTRUCT_MAX_N: usize = 1_000_000;

/// Largest N whose all-solutions step total (`stepper::Queens`'s `total_steps`)
/// computes in closed form from the tree size: N = 13's tree has 4,674,889 placements
/// (docs/REFERENCE.md), tens of ms in wasm; N = 14's would take over a second.
pub const STEP_TOTAL_MAX_N: usize = 13;

/// Most nodes (queens placed) the facade's quick `hint(cols, true)` searches on the page's
/// main thread before it leaves the hint to the hint worker: 200,000 nodes, 2–3 ms in wasm
/// when it runs out (docs/COUNTING.md), so a Hint never holds up a frame and almost
/// every one is answered at once.
pub const HINT_QUICK_NODES: u64 = 200_000;

/// Largest N whose N-Queens solution-space tree (`stepper::Queens`'s `tree`) and the
/// facade's `Stepper.tree` give: N = 8's tree has 2,056 placements and 13,664 conflicts
/// (docs/REFERENCE.md: 15,720 squares tried), about as many nodes as a page can draw.
pub const QUEENS_TREE_MAX_N: usize = 8;

/// Longest conflict rule of the rule exercise (`ex=rule`, `rule`), in characters
/// (Unicode scalar values, not bytes: `≤` is one character): 200, room for the notes' test
/// `x[j] = x[k] or |x[j] - x[k]| = |k - j|` (38) written out several times over.
pub const RULE_MAX_CHARS: usize = 200;

/// Most levels a conflict rule may nest in one another (brackets, `|…|`, `not`, unary
/// minus; `rule`): 30, far more than a conflict test needs. The parser and the
/// interpreter recurse once a level, and this keeps them well inside a thread's stack.
pub const RULE_MAX_DEPTH: usize = 30;

/// Largest N the rule exercise searches with a student's rule: its counts are shown for
/// N = 1..=10 beside OEIS A000170 (issue 22).
pub const RULE_MAX_N: usize = 10;

/// The rule exercise's work budget per N, in evaluations of the student's rule: 140 million.
/// A rule that is never true makes the largest search there is (every square placed), and
/// at N = 8 that search evaluates the rule Σ 8^k·(k − 1) = 131,478,632 times (k = 1..8), so
/// every rule completes for N ≤ 8; N = 9 and 10 may run out. Spending it all takes about
/// 0.4 s native and 2 s in wasm (Node) for a rule read from a table (one that reads x only at j and k, see
/// `rule`); a long rule (near [`RULE_MAX_CHARS`]) that reads x elsewhere is
/// interpreted at every evaluation and can take minutes, so the page runs it in a worker it
/// can stop.
pub const RULE_EVAL_BUDGET: u64 = 140_000_000;

/// Most wrong "solutions" of a rule `rule::bad_solutions` lists (complete
/// placements the rule accepts that are not solutions): 10; the page shows a few.
pub const RULE_MAX_BAD_SOLUTIONS: usize = 10;

/// Largest N of an exercise (`ex=simulate`, `ex=quiz`, `ex=rule`): 10, the rule
/// exercise's [`RULE_MAX_N`]. In the simulate exercise the student plays every placement
/// and backtrack of the search, which grows quickly with N.
pub const EXERCISE_MAX_N: usize = 10;

/// Largest N whose quiz asks about the nodes of the solution-space tree (expanding, live,
/// dead): 5, where the page draws the notes' node-link tree.
pub const QUIZ_TREE_MAX_N: usize = 5;

/// The N the page opens with (an empty link fragment): the classic 8-queens board.
pub const DEFAULT_N: usize = 8;

// The limits nest as the page assumes; checked when the crate compiles.
const _: () = {
    assert!(BOARD_MIN_N <= DEFAULT_N && DEFAULT_N <= INDEX_MAX_N);
    assert!(QUEENS_TREE_MAX_N <= STEP_TOTAL_MAX_N && STEP_TOTAL_MAX_N <= INDEX_MAX_N);
    assert!(INDEX_MAX_N <= SLIDER_MAX_N && SLIDER_MAX_N <= COUNT_MAX_N);
    assert!(COUNT_MAX_N <= BOARD_MAX_N && BOARD_MAX_N < CONSTRUCT_MAX_N);
    assert!(BOARD_MIN_N <= RULE_MAX_N && RULE_MAX_N <= SLIDER_MAX_N);
    assert!(EXERCISE_MAX_N == RULE_MAX_N && QUIZ_TREE_MAX_N <= EXERCISE_MAX_N);
};

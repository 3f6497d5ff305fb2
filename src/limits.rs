//! The limits every puzzle shares, each with one name. A puzzle's own limits are in its
//! crate's `limits` module; the facade hands both to the page (its `limits()`), so the
//! JavaScript never writes a limit of its own.

/// Most steps a search replays to learn its step total when no closed form applies: 5,000,000
/// steps, about 0.2 s in wasm at the measured 30 M steps/s (docs/BENCHMARKS.md).
pub const STEP_TOTAL_MAX_STEPS: u64 = 5_000_000;

/// The fastest speed an embed link sets by number (`speed=`, steps per second; `speed=max`
/// is as fast as the page goes): 1,000, the fastest finite speed of the page's speed slider
/// (www/js/engine/search-loop.js `SPEEDS`).
pub const SPEED_MAX_SPS: u64 = 1_000;

/// Most nodes a search by another method (`methods.rs`) generates, the root not
/// counted: 100,000. Reaching it ends the run (`End::NodeCap`); the
/// tree it keeps is then about 3 MB, and a step back (a replay from step 0) still a few
/// milliseconds.
pub const METHOD_MAX_NODES: u64 = 100_000;

/// Most live nodes a search by another method holds at once (a breadth-first queue, a
/// least-cost priority queue; a depth-first stack never comes near): 20,000. A run that
/// would hold more ends (`End::LiveCap`).
pub const METHOD_MAX_LIVE: usize = 20_000;

/// Most nodes of a search by another method the Compare view draws as a tree (`compare=`):
/// 400, the first 400 generated, each numbered; the counters go on past it.
pub const METHOD_TREE_MAX_NODES: u64 = 400;

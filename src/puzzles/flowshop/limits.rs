//! The flow shop's limits, each with one name: the page reads them through its module's
//! `limits()` (the crate's `wasm` module), so the JavaScript never writes a limit of its
//! own. All ranges are inclusive.

/// Most jobs of an instance (`puzzle=flowshop` links): 7. The permutation tree then has
/// 7 + 7·6 + … + 7! = 13,699 nodes below the root, so the whole search is at most about
/// 30,000 steps (every step and seek instant) and its tree is always drawn: node by node
/// up to the shared node-link drawing's 250 nodes (every instance of 4 jobs: 64 nodes), as
/// compact strips (at most 20,000 nodes) beyond.
pub const FLOW_MAX_JOBS: usize = 7;

/// Longest processing time of a job on either machine: 99 (times are positive integers),
/// so a Gantt chart's time axis is at most 7 · 99 + 99 = 792 units.
pub const FLOW_MAX_TIME: u64 = 99;

/// The nodes of the permutation tree of `n` jobs below the root: n + n(n−1) + … + n!.
pub const fn permutation_tree_nodes(n: usize) -> usize {
    let (mut total, mut level, mut k) = (0, 1, 0);
    while k < n {
        level *= n - k;
        total += level;
        k += 1;
    }
    total
}

// The limits keep the tree drawable as the page assumes; checked when the crate compiles.
const _: () = assert!(permutation_tree_nodes(FLOW_MAX_JOBS) == 13_699);
const _: () = assert!(permutation_tree_nodes(FLOW_MAX_JOBS) <= 20_000);
const _: () = assert!(permutation_tree_nodes(4) <= 250);

//! The knapsack under each method the engine offers, against counts made here apart from
//! the engine (loops over subsets and prefixes, a plain FIFO branch and bound), and the
//! optimum of each against a dynamic programme written here.
#![cfg(not(target_arch = "wasm32"))]

use knapsack::{Instance, Knapsack};
use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, NodeState, Progress};
use nqueens_wasm::search::Mode;
use std::collections::VecDeque;

fn run(instance: &Instance, method: Method) -> (Progress, MethodSearch<Knapsack>) {
    let mut m = MethodSearch::new(Knapsack::new(instance), method, Mode::AllSolutions).unwrap();
    (m.run(), m)
}

/// The best value within the capacity: one row of capacity + 1 values.
fn dp(w: &[u64], v: &[u64], cap: u64) -> u64 {
    let mut best = vec![0u64; cap as usize + 1];
    for (&w, &v) in w.iter().zip(v) {
        for c in (w as usize..=cap as usize).rev() {
            best[c] = best[c].max(best[c - w as usize] + v);
        }
    }
    best[cap as usize]
}

/// Nodes generated and leaves reached by depth first with the constraint only: each
/// prefix within the capacity above the last item has two children.
fn without_bound(w: &[u64], cap: u64) -> (u64, u64) {
    let (mut nodes, mut leaves) = (0, 0);
    for depth in 0..w.len() {
        let fitting = (0u32..1 << depth)
            .filter(|m| (0..depth).filter(|i| m >> i & 1 == 1).map(|i| w[i]).sum::<u64>() <= cap)
            .count() as u64;
        nodes += 2 * fitting;
        if depth + 1 == w.len() {
            leaves = (0u32..1 << w.len())
                .filter(|m| {
                    (0..w.len()).filter(|i| m >> i & 1 == 1).map(|i| w[i]).sum::<u64>() <= cap
                })
                .count() as u64;
        }
    }
    (nodes, leaves)
}

/// The greedy fractional bound after `depth` items decided, as (num, den).
fn fractional(w: &[u64], v: &[u64], cap: u64, depth: usize, weight: u64, value: u64) -> (u64, u64) {
    let (mut room, mut value) = (cap - weight, value);
    for i in depth..w.len() {
        if w[i] > room {
            return (value * w[i] + v[i] * room, w[i]);
        }
        room -= w[i];
        value += v[i];
    }
    (value, 1)
}

/// FIFO branch and bound on items already in order of value per weight: the take child
/// kept within the capacity, the skip child while its fractional bound is above the best;
/// a leaf updates the best. Returns nodes generated, leaves reached, the best.
fn fifo(w: &[u64], v: &[u64], cap: u64) -> (u64, u64, u64) {
    let (mut nodes, mut leaves, mut best) = (0, 0, 0);
    let mut queue = VecDeque::from([(0usize, 0u64, 0u64)]);
    while let Some((depth, weight, value)) = queue.pop_front() {
        let children = [(weight + w[depth], value + v[depth]), (weight, value)];
        for (i, (cw, cv)) in children.into_iter().enumerate() {
            nodes += 1;
            let ok = if i == 0 {
                cw <= cap
            } else {
                let (num, den) = fractional(w, v, cap, depth + 1, weight, value);
                num > best * den
            };
            if ok && depth + 1 == w.len() {
                leaves += 1;
                best = best.max(cv);
            } else if ok {
                queue.push_back((depth + 1, cw, cv));
            }
        }
    }
    (nodes, leaves, best)
}

#[test]
fn the_knapsack_offers_every_method() {
    assert_eq!(methods_for(&Knapsack::new(&Instance::textbook())), Method::ALL);
}

#[test]
fn textbook_knapsack_node_counts_of_each_method() {
    let i = Instance::textbook();
    let (w, v, cap) = ([16, 15, 15], [45, 25, 25], 30);
    let stats = |p: Progress| (p.generated, p.solutions, p.constraint_kills, p.bound_kills);
    // Backtracking: the 10 nodes of docs/REFERENCE.md's list, 2 killed by the
    // constraint, 2 by the bound, 2 leaves.
    assert_eq!(stats(run(&i, Method::Backtrack).0), (10, 2, 2, 2));
    // Without the bound: 2 × (1 + 2 + 3) prefixes within 30 = 12 nodes, 5 leaves fit.
    assert_eq!(without_bound(&w, cap), (12, 5));
    assert_eq!(stats(run(&i, Method::DepthFirstNoBound).0), (12, 5, 2, 0));
    // Exhaustive: 2 + 4 + 8 = 14 nodes; the 5 subsets within 30 pass the test at a leaf.
    assert_eq!(stats(run(&i, Method::Exhaustive).0), (14, 5, 3, 0));
    // FIFO: take 1, skip 1 (50); take 2 too heavy, skip 2 (68⅓); take 2, skip 2 (25);
    // take 3 too heavy, skip 3: leaf 45; take 3: leaf 50, skip 3 (25 ≤ 50); take 3: leaf
    // 25, skip 3 (0 ≤ 50): 12 nodes, 3 leaves, the first at node 8.
    assert_eq!(fifo(&w, &v, cap), (12, 3, 50));
    let (p, _) = run(&i, Method::BreadthFirst);
    assert_eq!((stats(p), p.first_solution), ((12, 3, 2, 2), Some(8)));
    // Least cost, by hand: take 1 (bound 68⅓) before skip 1 (50); under it, take 2 too
    // heavy, skip 2 (68⅓), then take 3 too heavy, skip 3: leaf 45; out comes skip 1 (50 >
    // 45): take 2 (50), skip 2 (25 ≤ 45); under take 2, take 3: leaf 50, skip 3 (25 ≤ 50).
    let (p, m) = run(&i, Method::LeastCost);
    assert_eq!((stats(p), p.first_solution), ((10, 2, 2, 2), Some(6)));
    assert_eq!(m.problem().best().value, Some(dp(&w, &v, cap)));
    assert_eq!(m.problem().best_x_given(), Some(vec![0, 1, 1]));
    assert_eq!(m.nodes()[9].state, NodeState::Solution);
}

#[test]
fn back_is_exact_for_every_method_on_the_textbook_knapsack() {
    let p = Knapsack::new(&Instance::new(&[16, 15, 15, 4], &[45, 25, 25, 5], 30).unwrap());
    let ends = checks::back_is_exact_for_every_method(&p, 200);
    assert_eq!(ends.len(), 5);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_method_finds_the_dp_optimum_and_counts_as_brute_force_does(
            items in prop::collection::vec((1u64..30, 1u64..50), 1..8), cap in 1u64..80,
        ) {
            let (w, v): (Vec<u64>, Vec<u64>) = items.into_iter().unzip();
            let instance = Instance::new(&w, &v, cap).unwrap();
            let best = dp(&w, &v, cap);
            let k = Knapsack::new(&instance);
            let (sw, sv) = (k.weights().to_vec(), k.values().to_vec());
            for method in Method::ALL {
                let (p, m) = run(&instance, method);
                prop_assert_eq!(m.problem().best().value_or_0(), best, "{:?}", method);
                match method {
                    Method::DepthFirstNoBound => {
                        prop_assert_eq!((p.generated, p.solutions), without_bound(&sw, cap));
                    }
                    Method::Exhaustive => {
                        prop_assert_eq!(p.generated, (2u64 << w.len()) - 2);
                        prop_assert_eq!(p.solutions, without_bound(&sw, cap).1);
                    }
                    Method::BreadthFirst => {
                        let (nodes, leaves, _) = fifo(&sw, &sv, cap);
                        prop_assert_eq!((p.generated, p.solutions), (nodes, leaves));
                        let depths: Vec<usize> = m.nodes().iter().map(|n| n.depth).collect();
                        prop_assert!(depths.windows(2).all(|d| d[0] <= d[1]));
                    }
                    Method::LeastCost | Method::Backtrack => {}
                }
            }
        }
    }
}

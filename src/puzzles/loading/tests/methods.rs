//! The loading problem under each method the engine offers, against counts and optima
//! made here apart from the engine: loops over subsets, and the notes' `backtrack(t)`
//! written again as plain recursion.
#![cfg(not(target_arch = "wasm32"))]

use loading::{Instance, Loading};
use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, Progress};
use nqueens_wasm::search::Mode;

fn run(w: &[u64], c1: u64, method: Method) -> (Progress, MethodSearch<Loading>) {
    let total: u64 = w.iter().sum();
    let instance = Instance::new(w, c1, total.max(1)).unwrap();
    let mut m = MethodSearch::new(Loading::new(&instance), method, Mode::AllSolutions).unwrap();
    (m.run(), m)
}

/// The loads of ship 1 within c₁, one per subset.
fn loads(w: &[u64], c1: u64) -> Vec<u64> {
    (0u32..1 << w.len())
        .map(|m| (0..w.len()).filter(|i| m >> i & 1 == 1).map(|i| w[i]).sum::<u64>())
        .filter(|&load| load <= c1)
        .collect()
}

/// Nodes generated without the bound: two children of each prefix within c₁ above the
/// last container.
fn without_bound(w: &[u64], c1: u64) -> u64 {
    (0..w.len()).map(|depth| 2 * loads(&w[..depth], c1).len() as u64).sum()
}

/// The notes' backtrack(t): the left child while cw + w[t] ≤ c₁, the right child while
/// cw + r > bestw; a leaf raises bestw. Counts (nodes, leaves, constraint kills, bound
/// kills).
fn backtrack(w: &[u64], c1: u64, t: usize, cw: u64, best: &mut u64, count: &mut [u64; 4]) {
    let r: u64 = w[t + 1..].iter().sum();
    let leaf = t + 1 == w.len();
    for take in [true, false] {
        count[0] += 1;
        let load = if take { cw + w[t] } else { cw };
        // The right child's test reads bestw as the left subtree left it.
        let ok = if take { load <= c1 } else { cw + r > *best };
        if !ok {
            count[if take { 2 } else { 3 }] += 1;
        } else if leaf {
            count[1] += 1;
            *best = (*best).max(load);
        } else {
            backtrack(w, c1, t + 1, load, best, count);
        }
    }
}

#[test]
fn loading_offers_every_method() {
    assert_eq!(methods_for(&Loading::new(&Instance::textbook())), Method::ALL);
}

#[test]
fn textbook_loading_node_counts_of_each_method() {
    // docs/REFERENCE.md: w = (10, 40, 40), c₁ = 50: best 50. By hand: take 10, take 40,
    // 40 too heavy, leave it: leaf 50; leave the first 40 (10 + 40 ≤ 50); leave 10: take
    // 40, 40 too heavy, leave it (40 ≤ 50); leave the first 40 (40 ≤ 50): 10 nodes.
    let w = [10, 40, 40];
    let stats = |p: Progress| (p.generated, p.solutions, p.constraint_kills, p.bound_kills);
    let mut count = [0; 4];
    backtrack(&w, 50, 0, 0, &mut 0, &mut count);
    assert_eq!(count, [10, 1, 2, 3]);
    assert_eq!(stats(run(&w, 50, Method::Backtrack).0), (10, 1, 2, 3));
    // Without the bound: 2 × (1 + 2 + 4) = 14 nodes, the 6 subsets within 50 reached.
    assert_eq!((without_bound(&w, 50), loads(&w, 50).len()), (14, 6));
    assert_eq!(stats(run(&w, 50, Method::DepthFirstNoBound).0), (14, 6, 2, 0));
    assert_eq!(stats(run(&w, 50, Method::Exhaustive).0), (14, 6, 2, 0));
    for (w, best) in [([10, 40, 40], 50), ([20, 40, 40], 40)] {
        assert_eq!(loads(&w, 50).into_iter().max(), Some(best));
        for method in Method::ALL {
            assert_eq!(run(&w, 50, method).1.problem().best().value, Some(best), "{method:?}");
        }
    }
}

#[test]
fn back_is_exact_for_every_method_on_a_small_loading() {
    let instance = Instance::new(&[10, 40, 40, 20], 60, 60).unwrap();
    assert_eq!(checks::back_is_exact_for_every_method(&Loading::new(&instance), 200).len(), 5);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_method_finds_the_brute_force_best_and_counts_as_brute_force_does(
            w in prop::collection::vec(1u64..40, 1..8), c1 in 1u64..100,
        ) {
            let best = loads(&w, c1).into_iter().max().unwrap_or(0);
            let mut count = [0; 4];
            backtrack(&w, c1, 0, 0, &mut 0, &mut count);
            for method in Method::ALL {
                let (p, m) = run(&w, c1, method);
                prop_assert_eq!(m.problem().best().value_or_0(), best, "{:?}", method);
                let stats = [p.generated, p.solutions, p.constraint_kills, p.bound_kills];
                match method {
                    Method::Backtrack => prop_assert_eq!(stats, count),
                    Method::DepthFirstNoBound => {
                        prop_assert_eq!(p.generated, without_bound(&w, c1));
                        prop_assert_eq!(p.solutions, loads(&w, c1).len() as u64);
                    }
                    Method::Exhaustive => prop_assert_eq!(p.generated, (2u64 << w.len()) - 2),
                    Method::BreadthFirst => {
                        let depths: Vec<usize> = m.nodes().iter().map(|n| n.depth).collect();
                        prop_assert!(depths.windows(2).all(|d| d[0] <= d[1]));
                    }
                    Method::LeastCost => {}
                }
            }
        }
    }
}

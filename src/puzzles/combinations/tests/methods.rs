//! The combinations under each method the engine offers: depth first without the bound
//! is offered only while the bound is on, and counts as a brute force written here does.
#![cfg(not(target_arch = "wasm32"))]

use combinations::{Combinations, Instance};
use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, Progress};
use nqueens_wasm::search::Mode;

fn run(n: usize, r: usize, method: Method) -> Progress {
    let c = Combinations::new(&Instance::new(n, r, true).unwrap());
    MethodSearch::new(c, method, Mode::AllSolutions).unwrap().run()
}

/// Nodes generated with the constraint x[t] > x[t − 1] only: n children of each
/// increasing prefix shorter than r.
fn without_bound(n: u64, r: u64) -> u64 {
    let choose = |k: u64| (0..k).fold(1, |c, i| c * (n - i) / (i + 1));
    (0..r).map(|d| n * choose(d)).sum()
}

#[test]
fn depth_first_without_the_bound_is_offered_while_the_bound_is_on() {
    let with = Combinations::new(&Instance::new(5, 3, true).unwrap());
    let without = Combinations::new(&Instance::new(5, 3, false).unwrap());
    assert_eq!(
        methods_for(&with),
        [Method::Backtrack, Method::DepthFirstNoBound, Method::Exhaustive, Method::BreadthFirst]
    );
    assert_eq!(
        methods_for(&without),
        [Method::Backtrack, Method::Exhaustive, Method::BreadthFirst]
    );
}

#[test]
fn each_method_outputs_the_ten_combinations_of_5_choose_3() {
    // C(5, 3) = 10 (docs/REFERENCE.md). Without the bound: 5 × (1 + 5 + 10) = 80 nodes;
    // exhaustively 5 + 25 + 125 = 155.
    assert_eq!(without_bound(5, 3), 80);
    for (method, nodes) in [
        (Method::DepthFirstNoBound, Some(80)),
        (Method::Exhaustive, Some(155)),
        (Method::Backtrack, None),
        (Method::BreadthFirst, None),
    ] {
        let p = run(5, 3, method);
        assert_eq!(p.solutions, 10, "{method:?}");
        if let Some(nodes) = nodes {
            assert_eq!(p.generated, nodes, "{method:?}");
        }
    }
    assert_eq!(run(5, 3, Method::Backtrack).generated, run(5, 3, Method::BreadthFirst).generated);
    for (n, r) in [(4, 2), (6, 3), (7, 4)] {
        assert_eq!(
            run(n, r, Method::DepthFirstNoBound).generated,
            without_bound(n as u64, r as u64)
        );
    }
}

#[test]
fn back_is_exact_for_every_method_on_4_choose_2() {
    let c = Combinations::new(&Instance::new(4, 2, true).unwrap());
    assert_eq!(checks::back_is_exact_for_every_method(&c, 200).len(), 4);
}

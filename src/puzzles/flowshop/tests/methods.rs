//! Batch job scheduling under each method the engine offers, against counts and optima
//! made here apart from the engine: every order tried, and the notes' swap-form
//! `backtrack(t)` written again as plain recursion.
#![cfg(not(target_arch = "wasm32"))]

use flowshop::{Flowshop, Instance};
use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, Progress};
use nqueens_wasm::search::Mode;

fn run(t1: &[u64], t2: &[u64], method: Method) -> (Progress, MethodSearch<Flowshop>) {
    let instance = Instance::new(t1, t2).unwrap();
    let mut m = MethodSearch::new(Flowshop::new(&instance), method, Mode::AllSolutions).unwrap();
    (m.run(), m)
}

/// f = Σ F₂ of the jobs (0-based) in `order`.
fn f_of(t1: &[u64], t2: &[u64], order: &[usize]) -> u64 {
    let (mut f1, mut f2, mut f) = (0, 0, 0);
    for &j in order {
        f1 += t1[j];
        f2 = f2.max(f1) + t2[j];
        f += f2;
    }
    f
}

/// The least f over every order of the jobs.
fn brute_force(t1: &[u64], t2: &[u64]) -> u64 {
    fn orders(rest: &mut Vec<usize>, order: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if rest.is_empty() {
            out.push(order.clone());
        }
        for i in 0..rest.len() {
            let j = rest.remove(i);
            order.push(j);
            orders(rest, order, out);
            order.pop();
            rest.insert(i, j);
        }
    }
    let mut out = Vec::new();
    orders(&mut (0..t1.len()).collect(), &mut Vec::new(), &mut out);
    out.iter().map(|o| f_of(t1, t2, o)).min().unwrap()
}

/// What a swap-form search has reached so far: nodes, leaves, bound kills, and bestf.
#[derive(Default)]
struct Tally {
    nodes: u64,
    leaves: u64,
    bound_kills: u64,
    best: Option<u64>,
}

/// The times of the jobs placed so far: F₁ and F₂ of the last one, and f.
#[derive(Clone, Copy, Default)]
struct Placed {
    f1: u64,
    f2: u64,
    f: u64,
}

/// The notes' backtrack(t) in the swap form: job x[i] for i = t..n (0-based), kept while
/// its partial f is below bestf.
fn backtrack(t1: &[u64], t2: &[u64], x: &mut [usize], t: usize, at: Placed, s: &mut Tally) {
    for i in t..x.len() {
        s.nodes += 1;
        let j = x[i];
        let f1 = at.f1 + t1[j];
        let f2 = at.f2.max(f1) + t2[j];
        let f = at.f + f2;
        if s.best.is_some_and(|b| f >= b) {
            s.bound_kills += 1;
            continue;
        }
        x.swap(t, i);
        if t + 1 == x.len() {
            s.leaves += 1;
            s.best = Some(f);
        } else {
            backtrack(t1, t2, x, t + 1, Placed { f1, f2, f }, s);
        }
        x.swap(t, i);
    }
}

fn tally(t1: &[u64], t2: &[u64]) -> Tally {
    let mut s = Tally::default();
    backtrack(t1, t2, &mut (0..t1.len()).collect::<Vec<_>>(), 0, Placed::default(), &mut s);
    s
}

#[test]
fn the_flow_shop_offers_every_method() {
    assert_eq!(methods_for(&Flowshop::new(&Instance::textbook())), Method::ALL);
}

#[test]
fn textbook_flow_shop_node_counts_and_optimum_of_each_method() {
    // docs/REFERENCE.md: (t₁, t₂) = (2, 1), (3, 1), (2, 3): best 18, order 1, 3, 2.
    let (t1, t2) = ([2, 3, 2], [1, 1, 3]);
    assert_eq!(brute_force(&t1, &t2), 18);
    // No constraint: without the bound and exhaustively, the whole permutation tree,
    // 3 + 6 + 6 = 15 nodes and its 6 orders.
    for method in [Method::DepthFirstNoBound, Method::Exhaustive] {
        let (p, _) = run(&t1, &t2, method);
        assert_eq!((p.generated, p.solutions, p.bound_kills), (15, 6, 0), "{method:?}");
    }
    let want = tally(&t1, &t2);
    let (p, _) = run(&t1, &t2, Method::Backtrack);
    assert_eq!(
        (p.generated, p.solutions, p.bound_kills),
        (want.nodes, want.leaves, want.bound_kills)
    );
    for method in Method::ALL {
        let (_, m) = run(&t1, &t2, method);
        assert_eq!(m.problem().best().value, Some(18), "{method:?}");
    }
    let (_, m) = run(&t1, &t2, Method::LeastCost);
    assert_eq!(m.problem().best().x, [1, 3, 2]);
}

#[test]
fn back_is_exact_for_every_method_on_the_textbook_flow_shop() {
    let flowshop = Flowshop::new(&Instance::textbook());
    assert_eq!(checks::back_is_exact_for_every_method(&flowshop, 200).len(), 5);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn every_method_finds_the_brute_force_optimum(
            jobs in prop::collection::vec((1u64..10, 1u64..10), 1..6),
        ) {
            let (t1, t2): (Vec<u64>, Vec<u64>) = jobs.into_iter().unzip();
            let best = brute_force(&t1, &t2);
            let want = tally(&t1, &t2);
            for method in Method::ALL {
                let (p, m) = run(&t1, &t2, method);
                prop_assert_eq!(m.problem().best().value, Some(best), "{:?}", method);
                if method == Method::Backtrack {
                    prop_assert_eq!((p.generated, p.solutions), (want.nodes, want.leaves));
                }
            }
        }
    }
}

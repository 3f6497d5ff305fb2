//! Graph colouring's search against methods written apart from it: every assignment of m
//! colours to the n vertices counted up in base m (the colourings are the assignments
//! whose edges' ends all differ), and the chromatic polynomials of the cycle, the complete
//! graph and the wheel (docs/REFERENCE.md, "Graph m-colouring").
#![cfg(not(target_arch = "wasm32"))]

use coloring::{all_colorings, count_colorings, search, Edge, Graph};
use nqueens_wasm::search::{back_undoes_each_step, Event, Mode};
use proptest::prelude::*;

/// Every proper colouring of `n` vertices with `m` colours, by trying all mⁿ assignments
/// in lexicographic order (x[1] slowest): the search's order, since it tries vertex 1's
/// colours first and each vertex's in increasing order.
fn brute_force(n: usize, edges: &[Edge], m: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut x = vec![1; n];
    loop {
        if edges.iter().all(|&(a, b)| x[a - 1] != x[b - 1]) {
            out.push(x.clone());
        }
        // The next assignment: add 1 to the last digit, carrying leftwards.
        let mut i = n;
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            if x[i] < m {
                x[i] += 1;
                break;
            }
            x[i] = 1;
        }
    }
}

/// The edges of the cycle 1-2-…-n-1.
fn cycle(n: usize) -> Vec<Edge> {
    (1..=n).map(|i| (i, i % n + 1)).collect()
}

/// The edges of the complete graph on n vertices.
fn complete(n: usize) -> Vec<Edge> {
    (1..=n).flat_map(|a| (a + 1..=n).map(move |b| (a, b))).collect()
}

fn count(n: usize, edges: &[Edge], m: usize) -> u64 {
    count_colorings(&Graph::new(n, edges, m).unwrap(), u64::MAX).colorings
}

#[test]
fn the_cycles_colourings_are_its_chromatic_polynomial() {
    // P(Cₙ, k) = (k − 1)ⁿ + (−1)ⁿ(k − 1).
    for n in 3..=8 {
        for k in 1..=4usize {
            let sign: i64 = if n % 2 == 0 { 1 } else { -1 };
            let want = (k as i64 - 1).pow(n as u32) + sign * (k as i64 - 1);
            assert_eq!(count(n, &cycle(n), k) as i64, want, "C{n}, k = {k}");
        }
    }
    assert_eq!(count(5, &cycle(5), 3), 30);
}

#[test]
fn the_complete_graph_on_four_has_no_3_colouring_and_24_4_colourings() {
    assert_eq!(count(4, &complete(4), 3), 0);
    assert_eq!(count(4, &complete(4), 4), 24);
    // Kₙ with k colours: k(k − 1)…(k − n + 1).
    assert_eq!(count(5, &complete(5), 6), 6 * 5 * 4 * 3 * 2);
}

#[test]
fn the_wheel_and_the_textbook_example_have_their_known_counts() {
    // The map preset: a hub joined to a 5-cycle. P(W, k) = k·P(C₅, k − 1) =
    // k·((k − 2)⁵ − (k − 2)): 0 with 3 colours, 120 with 4.
    let mut wheel = cycle(5);
    wheel.extend((1..=5).map(|i| (i, 6)));
    assert_eq!(count(6, &wheel, 3), 0);
    assert_eq!(count(6, &wheel, 4), 120);
    // The textbook's example (5 vertices, 8 edges): 48 colourings with 4 colours.
    let book = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (2, 5), (3, 4), (4, 5)];
    assert_eq!(count(5, &book, 4), 48);
    assert_eq!(count(5, &book, 3), 0);
}

#[test]
fn the_petersen_graphs_3_colourings_match_the_brute_force() {
    // Outer 5-cycle 1–5, inner pentagram 6–10, spokes i – i + 5.
    let mut petersen = cycle(5);
    petersen.extend((0..5).map(|i| (6 + i, 6 + (i + 2) % 5)));
    petersen.extend((1..=5).map(|i| (i, i + 5)));
    let want = brute_force(10, &petersen, 3);
    assert_eq!(want.len(), 120);
    let g = Graph::new(10, &petersen, 3).unwrap();
    assert_eq!(all_colorings(&g), want);
    assert_eq!(count(10, &petersen, 2), 0);
}

/// A graph of 1 to 6 vertices from a bit mask over the pairs (a < b), with 1 to 4 colours.
fn graph_strategy() -> impl Strategy<Value = (usize, Vec<Edge>, usize)> {
    (1usize..=6, any::<u16>(), 1usize..=4).prop_map(|(n, mask, m)| {
        let pairs = complete(n);
        let edges = pairs.into_iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1);
        (n, edges.map(|(_, e)| e).collect(), m)
    })
}

proptest! {
    #[test]
    fn the_search_lists_exactly_the_brute_forces_colourings_in_order((n, edges, m) in graph_strategy()) {
        let g = Graph::new(n, &edges, m).unwrap();
        prop_assert_eq!(all_colorings(&g), brute_force(n, &edges, m));
    }

    #[test]
    fn a_refused_colour_is_a_neighbours_and_back_undoes_each_step((n, edges, m) in graph_strategy()) {
        let g = Graph::new(n, &edges, m).unwrap();
        let mut s = search(&g, Mode::AllSolutions);
        while let Some(e) = s.step() {
            if let Event::Conflict { depth, choice, conflict } = e {
                let joined = edges.iter().any(|&(a, b)| (a, b) == (depth, conflict.by) || (b, a) == (depth, conflict.by));
                prop_assert!(joined && conflict.by < depth);
                prop_assert_eq!(s.problem().x()[conflict.by - 1], choice);
            }
        }
        let end = back_undoes_each_step(search(&g, Mode::AllSolutions), 5_000);
        prop_assert!(end.is_ok());
    }
}

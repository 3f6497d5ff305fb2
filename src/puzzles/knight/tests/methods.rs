//! The horse's rightward paths under each method the engine offers, against the figures
//! of docs/REFERENCE.md: paths whose length varies, so a solution node can sit above the
//! deepest depth.
#![cfg(not(target_arch = "wasm32"))]

use knight::Knight;
use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, Progress};
use nqueens_wasm::search::Mode;

fn run(n: usize, m: usize, method: Method) -> Progress {
    let knight = Knight::new(n, m).unwrap();
    MethodSearch::new(knight, method, Mode::AllSolutions).unwrap().run()
}

#[test]
fn the_knight_offers_backtracking_exhaustive_and_breadth_first() {
    let knight = Knight::new(9, 5).unwrap();
    assert_eq!(methods_for(&knight), [Method::Backtrack, Method::Exhaustive, Method::BreadthFirst]);
}

#[test]
fn nine_by_five_paths_and_moves_tried_depth_first_and_breadth_first() {
    // docs/REFERENCE.md: 37 paths on 9 × 5, 1,392 moves tried by the full search.
    for method in [Method::Backtrack, Method::BreadthFirst] {
        let p = run(9, 5, method);
        assert_eq!((p.generated, p.solutions), (1392, 37), "{method:?}");
    }
}

#[test]
fn four_by_three_exhaustively_is_the_complete_tree_of_depth_4_with_its_one_path() {
    // max_depth is n = 4: 4 + 16 + 64 + 256 = 340 nodes; the one path (docs/REFERENCE.md)
    // has 3 moves, so its node is above the leaves.
    let p = run(4, 3, Method::Exhaustive);
    assert_eq!((p.generated, p.solutions), (340, 1));
    // The path (1,1)->(2,3)->(3,1)->(4,3) is moves ④ ① ④. Numbered depth first, the
    // subtrees of moves ①–③ at depth 1 come before it (1 + 4 + 16 + 64 = 85 nodes each),
    // then ④ itself and its ①, then the subtrees of ①–③ at depth 3 (1 + 4 each), then ④.
    assert_eq!(p.first_solution, Some(3 * 85 + 1 + 1 + 3 * 5 + 1));
}

#[test]
fn back_is_exact_for_every_method_on_a_small_board() {
    let knight = Knight::new(4, 3).unwrap();
    assert_eq!(checks::back_is_exact_for_every_method(&knight, 400).len(), 3);
}

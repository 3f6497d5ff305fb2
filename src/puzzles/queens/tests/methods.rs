//! The N-Queens under each method the engine offers (backtracking, exhaustive search,
//! breadth first), against counts made here by plain loops and recursion over the board,
//! apart from the engine.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_wasm::methods::{checks, methods_for, Method, MethodSearch, Progress};
use nqueens_wasm::search::Mode;
use queens::stepper::{search, CheckMethod, Queens};

fn queens(n: usize) -> Queens {
    search(n, Mode::AllSolutions, CheckMethod::Flags).unwrap().problem().clone()
}

fn run(n: usize, method: Method) -> (Progress, Vec<usize>) {
    let mut m = MethodSearch::new(queens(n), method, Mode::AllSolutions).unwrap();
    let p = m.run();
    (p, m.nodes().iter().map(|node| node.depth).collect())
}

/// True when a queen in column `col` of the row below `rows` attacks none of them.
fn safe(rows: &[usize], col: usize) -> bool {
    let k = rows.len() + 1;
    rows.iter().enumerate().all(|(j, &c)| c != col && c.abs_diff(col) != k - (j + 1))
}

/// What a brute force counts: nodes generated (root not counted), solutions, the number
/// of the first solution node.
#[derive(Debug, Default, PartialEq)]
struct Count {
    nodes: u64,
    solutions: u64,
    first: Option<usize>,
}

impl Count {
    fn node(&mut self, solution: bool) {
        self.nodes += 1;
        if solution {
            self.solutions += 1;
            self.first.get_or_insert(self.nodes as usize);
        }
    }
}

/// Depth first with the constraint: each safe square's row below is tried in full.
fn depth_first(n: usize, rows: &mut Vec<usize>, count: &mut Count) {
    for col in 1..=n {
        let ok = safe(rows, col);
        count.node(ok && rows.len() + 1 == n);
        if ok && rows.len() + 1 < n {
            rows.push(col);
            depth_first(n, rows, count);
            rows.pop();
        }
    }
}

/// Level by level: every safe prefix of a row, in order, tries the n squares of the next.
fn level_by_level(n: usize) -> Count {
    let mut count = Count::default();
    let mut level: Vec<Vec<usize>> = vec![Vec::new()];
    while !level.is_empty() {
        let mut next = Vec::new();
        for rows in &level {
            for col in 1..=n {
                let ok = safe(rows, col);
                count.node(ok && rows.len() + 1 == n);
                if ok && rows.len() + 1 < n {
                    next.push([&rows[..], &[col]].concat());
                }
            }
        }
        level = next;
    }
    count
}

/// Every vector of 1..=n columns of every length up to n, depth first; a full one is a
/// solution when no two of its queens attack each other.
fn complete_tree(n: usize, x: &mut Vec<usize>, count: &mut Count) {
    for col in 1..=n {
        x.push(col);
        let full = x.len() == n;
        count.node(full && (1..n).all(|k| safe(&x[..k], x[k])));
        if !full {
            complete_tree(n, x, count);
        }
        x.pop();
    }
}

fn counted(p: Progress) -> Count {
    Count { nodes: p.generated, solutions: p.solutions, first: p.first_solution }
}

#[test]
fn queens_offer_backtracking_exhaustive_and_breadth_first() {
    assert_eq!(
        methods_for(&queens(4)),
        [Method::Backtrack, Method::Exhaustive, Method::BreadthFirst]
    );
}

#[test]
fn four_queens_node_counts_of_each_method_match_brute_force() {
    // Exhaustive: 4 + 16 + 64 + 256 = 340 nodes; backtracking: the 60 squares the
    // textbook search tries (docs/REFERENCE.md); both found again by brute force here.
    let mut want = Count::default();
    complete_tree(4, &mut Vec::new(), &mut want);
    assert_eq!((want.nodes, want.solutions), (340, 2));
    assert_eq!(counted(run(4, Method::Exhaustive).0), want);

    let mut want = Count::default();
    depth_first(4, &mut Vec::new(), &mut want);
    assert_eq!((want.nodes, want.solutions), (60, 2));
    assert_eq!(counted(run(4, Method::Backtrack).0), want);

    // Breadth first: the same 60 nodes, 4 + 16 + 24 above the last row; the first
    // solution, 2 4 1 3, is node 51 (the 3rd child of 2 4 1, after 1 4 2's 4).
    let want = level_by_level(4);
    assert_eq!((want.nodes, want.solutions, want.first), (60, 2, Some(51)));
    assert_eq!(counted(run(4, Method::BreadthFirst).0), want);
}

#[test]
fn backtracking_and_breadth_first_match_brute_force_up_to_7_queens() {
    for n in 1..=7 {
        let mut want = Count::default();
        depth_first(n, &mut Vec::new(), &mut want);
        assert_eq!(counted(run(n, Method::Backtrack).0), want, "N = {n}");
        assert_eq!(counted(run(n, Method::BreadthFirst).0), level_by_level(n), "N = {n}");
    }
}

#[test]
fn eight_queens_backtracking_tries_the_textbooks_squares_and_first_solution() {
    // docs/REFERENCE.md: N = 8 tries 15,720 squares; the first solution is reached after
    // 876 squares tried.
    let (p, _) = run(8, Method::Backtrack);
    assert_eq!((p.generated, p.solutions, p.first_solution), (15_720, 92, Some(876)));
    assert_eq!(p.max_live, 8);
}

#[test]
fn breadth_first_generates_the_queens_row_by_row() {
    let (p, depths) = run(6, Method::BreadthFirst);
    assert_eq!(p.solutions, 4);
    assert!(depths.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn back_is_exact_for_every_method_on_4_queens() {
    let ends = checks::back_is_exact_for_every_method(&queens(4), 400);
    assert_eq!(ends.len(), 3);
    assert!(ends.iter().all(|e| e.progress().solutions == 2));
}

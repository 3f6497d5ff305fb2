//! The maze's search against methods written apart from it: a breadth-first enumeration of
//! every simple path over (square, visited set) states, the breadth-first distance for the
//! shortest path, and OEIS A007764 (self-avoiding rook paths joining opposite corners of an
//! open n × n grid: 1, 2, 12, 184, 8512).
#![cfg(not(target_arch = "wasm32"))]

use maze::{all_paths, count_paths, search, Event, Grid, Square};
use nqueens_wasm::search::{back_undoes_each_step, Event as E, Mode};
use proptest::prelude::*;
use std::collections::{BTreeSet, VecDeque};

/// The four neighbours of a square on a `rows` × `cols` grid, in no particular order.
fn neighbours((r, c): Square, rows: usize, cols: usize) -> Vec<Square> {
    let mut out = Vec::new();
    if r > 1 {
        out.push((r - 1, c));
    }
    if r < rows {
        out.push((r + 1, c));
    }
    if c > 1 {
        out.push((r, c - 1));
    }
    if c < cols {
        out.push((r, c + 1));
    }
    out
}

/// Every simple path from start to exit, found breadth first over states (square, the set
/// of squares visited as a bit mask, the path so far); a path ends at the exit.
fn every_path(walls: &[Vec<bool>], start: Square, exit: Square) -> BTreeSet<Vec<Square>> {
    let (rows, cols) = (walls.len(), walls[0].len());
    let bit = |(r, c): Square| 1u64 << ((r - 1) * cols + c - 1);
    let mut queue = VecDeque::from([(start, bit(start), vec![start])]);
    let mut out = BTreeSet::new();
    while let Some((at, seen, path)) = queue.pop_front() {
        if at == exit {
            out.insert(path);
            continue;
        }
        for n in neighbours(at, rows, cols) {
            if !walls[n.0 - 1][n.1 - 1] && seen & bit(n) == 0 {
                let mut longer = path.clone();
                longer.push(n);
                queue.push_back((n, seen | bit(n), longer));
            }
        }
    }
    out
}

/// The breadth-first distance from start to exit in moves, `None` when unreachable.
fn distance(walls: &[Vec<bool>], start: Square, exit: Square) -> Option<usize> {
    let (rows, cols) = (walls.len(), walls[0].len());
    let mut dist = vec![vec![usize::MAX; cols]; rows];
    dist[start.0 - 1][start.1 - 1] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        let d = dist[at.0 - 1][at.1 - 1];
        for n in neighbours(at, rows, cols) {
            if !walls[n.0 - 1][n.1 - 1] && dist[n.0 - 1][n.1 - 1] == usize::MAX {
                dist[n.0 - 1][n.1 - 1] = d + 1;
                queue.push_back(n);
            }
        }
    }
    let d = dist[exit.0 - 1][exit.1 - 1];
    (d != usize::MAX).then_some(d)
}

fn grid_of(walls: &[Vec<bool>], start: Square, exit: Square) -> Grid {
    let cells: Vec<Vec<u8>> =
        walls.iter().map(|r| r.iter().map(|&w| u8::from(w)).collect()).collect();
    let rows: Vec<&[u8]> = cells.iter().map(Vec::as_slice).collect();
    Grid::new(&rows, start, exit).unwrap()
}

#[test]
fn open_square_grids_have_the_corner_to_corner_paths_of_oeis_a007764() {
    // n = 1 has no second square: the start and the exit must differ.
    for (n, want) in [(2, 2), (3, 12), (4, 184), (5, 8512)] {
        let g = grid_of(&vec![vec![false; n]; n], (1, 1), (n, n));
        let c = count_paths(&g, u64::MAX);
        assert!(c.finished);
        assert_eq!(c.paths, want, "{n} × {n}");
        assert_eq!(c.shortest, Some(2 * (n - 1)), "{n} × {n}");
    }
}

#[test]
fn an_open_six_by_six_count_stops_at_its_budget_and_knuths_estimate_says_it_is_long() {
    use maze::estimate_steps;
    use maze::limits::{MAZE_COUNT_MAX_STEPS, MAZE_ESTIMATE_PROBES};
    // 5 × 5: 8,512 paths in 425,019 steps; the estimate is within a factor of 2.
    let five = grid_of(&vec![vec![false; 5]; 5], (1, 1), (5, 5));
    let e = estimate_steps(&five, MAZE_ESTIMATE_PROBES);
    assert!((212_000.0..850_000.0).contains(&e), "{e}");
    // 6 × 6 has 1,262,816 paths: far past the budget, and the estimate says so.
    let six = grid_of(&vec![vec![false; 6]; 6], (1, 1), (6, 6));
    let e = estimate_steps(&six, MAZE_ESTIMATE_PROBES);
    assert!(e > 4.0 * MAZE_COUNT_MAX_STEPS as f64, "{e}");
    let c = count_paths(&six, 10_000);
    assert!(!c.finished && c.paths > 0 && c.steps == 10_000);
    // Nor does the page learn its step total.
    assert_eq!(search(&six, Mode::AllSolutions).total_steps(), None);
}

#[test]
fn the_default_maze_agrees_with_the_breadth_first_enumeration() {
    let g = Grid::default_maze();
    let walls: Vec<Vec<bool>> = g.walls().chunks(g.cols()).map(<[bool]>::to_vec).collect();
    let want = every_path(&walls, g.start(), g.exit());
    let got: BTreeSet<Vec<Square>> = all_paths(&g).into_iter().collect();
    assert_eq!(got, want);
    assert_eq!(distance(&walls, g.start(), g.exit()), Some(14));
}

/// A random maze of 1 to 4 rows and 1 to 5 columns, about a third walls, with two
/// different squares for the ends (opened if they were walls).
fn maze() -> impl Strategy<Value = (Vec<Vec<bool>>, Square, Square)> {
    (1usize..=4, 1usize..=5)
        .prop_filter("two squares at least", |&(r, c)| r * c >= 2)
        .prop_flat_map(|(rows, cols)| {
            let walls =
                prop::collection::vec(prop::collection::vec(prop::bool::weighted(0.3), cols), rows);
            (walls, 0..rows * cols, 0..rows * cols - 1).prop_map(move |(mut walls, a, b)| {
                let b = if b >= a { b + 1 } else { b };
                let square = |i: usize| (i / cols + 1, i % cols + 1);
                let (start, exit) = (square(a), square(b));
                walls[start.0 - 1][start.1 - 1] = false;
                walls[exit.0 - 1][exit.1 - 1] = false;
                (walls, start, exit)
            })
        })
}

proptest! {
    #[test]
    fn the_search_finds_every_simple_path_and_the_shortest((walls, start, exit) in maze()) {
        let g = grid_of(&walls, start, exit);
        let want = every_path(&walls, start, exit);
        let found = all_paths(&g);
        let got: BTreeSet<Vec<Square>> = found.iter().cloned().collect();
        prop_assert_eq!(got.len(), found.len(), "a path found twice");
        prop_assert_eq!(&got, &want);
        let c = count_paths(&g, u64::MAX);
        prop_assert_eq!(c.paths, want.len() as u64);
        prop_assert_eq!(c.shortest, distance(&walls, start, exit));
        // Each path found is simple and moves one square at a time through open squares.
        for p in &found {
            let distinct: BTreeSet<&Square> = p.iter().collect();
            prop_assert_eq!(distinct.len(), p.len());
            for w in p.windows(2) {
                prop_assert_eq!(w[0].0.abs_diff(w[1].0) + w[0].1.abs_diff(w[1].1), 1);
                prop_assert!(!walls[w[1].0 - 1][w[1].1 - 1]);
            }
        }
    }

    #[test]
    fn back_undoes_each_step_in_both_modes((walls, start, exit) in maze()) {
        let g = grid_of(&walls, start, exit);
        for mode in [Mode::AllSolutions, Mode::FirstSolution] {
            let e = back_undoes_each_step(search(&g, mode), 1_000_000)
                .map_err(|step| TestCaseError::fail(format!("back does not undo step {step}")))?;
            prop_assert!(e.is_finished());
        }
    }

    /// A backtrack says "dead end" exactly when no move from the square was taken between
    /// its place and its backtrack (and it is not the exit), read from the events alone.
    #[test]
    fn a_dead_end_is_a_square_none_of_whose_moves_was_taken((walls, start, exit) in maze()) {
        let g = grid_of(&walls, start, exit);
        let mut s = search(&g, Mode::AllSolutions);
        // children[d]: moves taken from the square placed at depth d since its place.
        let mut children = vec![0usize; g.walls().len() + 2];
        while let Some(e) = s.step() {
            match e {
                E::Place { depth, .. } => {
                    children[depth - 1] += 1;
                    children[depth] = 0;
                }
                E::Remove { depth, .. } => {
                    let Event::Remove { square, dead_end, .. } = Event::of(s.problem(), e) else {
                        unreachable!()
                    };
                    prop_assert_eq!(dead_end, square != exit && children[depth] == 0, "{:?}", square);
                }
                _ => {}
            }
        }
    }
}

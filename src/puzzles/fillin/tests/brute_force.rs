//! The fill-in's search against a brute force written apart from it: every arrangement of
//! 9 different numbers from 1 to N on the grid, by a plain permutation loop in increasing
//! order (nine nested choices, square 1 first), kept when its 12 adjacent sums are all in
//! a list of primes written out by hand. No pruning but "different numbers", so it shares
//! nothing with the search's constraint function; the counts are docs/REFERENCE.md's.

use fillin::{fillings, Instance};

/// The primes up to 40 (the largest sum is 19 + 20 = 39), written out.
const PRIMES: [u32; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];

/// The adjacent pairs of the grid (0-based squares, row by row): 6 across, 6 down.
const PAIRS: [(usize, usize); 12] = [
    (0, 1),
    (1, 2),
    (3, 4),
    (4, 5),
    (6, 7),
    (7, 8),
    (0, 3),
    (3, 6),
    (1, 4),
    (4, 7),
    (2, 5),
    (5, 8),
];

/// Every filling of 1..=n in lexicographic order of the grid read row by row.
fn brute_force(n: u32) -> Vec<[u8; 9]> {
    let mut out = Vec::new();
    let mut grid = [0u32; 9];
    let mut taken = vec![false; n as usize + 1];
    place(0, n, &mut grid, &mut taken, &mut out);
    out
}

/// Tries every unused number in square `k`, in increasing order; at 9 squares, keeps the
/// grid when every pair sums to a listed prime.
fn place(k: usize, n: u32, grid: &mut [u32; 9], taken: &mut [bool], out: &mut Vec<[u8; 9]>) {
    if k == 9 {
        if PAIRS.iter().all(|&(a, b)| PRIMES.contains(&(grid[a] + grid[b]))) {
            out.push(grid.map(|v| v as u8));
        }
        return;
    }
    for v in 1..=n {
        if !taken[v as usize] {
            taken[v as usize] = true;
            grid[k] = v;
            place(k + 1, n, grid, taken, out);
            taken[v as usize] = false;
        }
    }
}

#[test]
fn every_filling_of_n_10_and_11_as_the_brute_force_finds_them_in_the_same_order() {
    for (n, want_count) in [(10, N10_COUNT), (11, N11_COUNT)] {
        let want = brute_force(n);
        assert_eq!(want.len(), want_count, "N = {n}: the brute force's count");
        let got = fillings(&Instance::new(n as usize).unwrap());
        assert_eq!(got, want, "N = {n}");
    }
}

#[test]
fn the_first_filling_of_n_10_is_the_references() {
    let got = fillings(&Instance::textbook());
    assert_eq!(got[0], N10_FIRST);
}

#[test]
fn the_eight_symmetries_of_the_square_map_fillings_to_fillings() {
    // Every symmetry of the square keeps adjacency, and none fixes a grid of 9 different
    // numbers but the identity: the fillings fall into classes of 8.
    let all = brute_force(10);
    assert_eq!(all.len() % 8, 0);
    let transpose = |g: &[u8; 9]| [g[0], g[3], g[6], g[1], g[4], g[7], g[2], g[5], g[8]];
    let mirror = |g: &[u8; 9]| [g[2], g[1], g[0], g[5], g[4], g[3], g[8], g[7], g[6]];
    for g in &all {
        assert!(all.contains(&transpose(g)) && all.contains(&mirror(g)));
    }
}

/// docs/REFERENCE.md: the fillings of N = 10, by the brute force above.
const N10_COUNT: usize = 128;
/// docs/REFERENCE.md: the fillings of N = 11, by the brute force above.
const N11_COUNT: usize = 224;
/// docs/REFERENCE.md: the least filling of N = 10 row by row, the search's first.
const N10_FIRST: [u8; 9] = [1, 2, 5, 4, 3, 8, 7, 10, 9];

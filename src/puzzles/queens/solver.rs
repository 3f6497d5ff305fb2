//! Bitmask backtracking (the bitboard search popularised by Jeff Somers): three masks hold
//! the columns, diagonals (r − c) and anti-diagonals (r + c) already attacked, so the free
//! squares of a row are one `!(cols | diag | anti)`.
//!
//! Bit b of a mask is column b + 1. From one row to the next a diagonal moves one column
//! right (mask shifted left) and an anti-diagonal one column left (mask shifted right).
//! Taking the lowest free bit first visits columns left to right, so solutions come out in
//! lexicographic order. Counts are OEIS A000170.

use crate::board::{check_n, SizeError};
use crate::limits::{BOARD_MAX_N, INDEX_MAX_N};
use nqueens_wasm::error::{plural, ErrorCode};
use std::fmt;

/// All N columns set.
fn full_mask(n: usize) -> u32 {
    (((1u64) << n) - 1) as u32
}

/// The first solution in lexicographic order, as 1-based columns (row 1 first), or `None`
/// when there is none (N = 2, 3).
///
/// # Errors
/// [`SizeError`] when N is outside 1..=32.
pub fn first_solution(n: usize) -> Result<Option<Vec<usize>>, SizeError> {
    Ok(Solutions::new(n)?.next())
}

/// The number of solutions of the N-Queens problem (OEIS A000170), by a plain bitmask
/// search of the whole solution-space tree.
///
/// # Errors
/// [`SizeError`] when N is outside 1..=32.
pub fn count(n: usize) -> Result<u64, SizeError> {
    let n = check_n(n)?;
    Ok(completions(full_mask(n), 0, 0, 0))
}

/// The number of ways to complete a partial placement whose rows so far attack the masks
/// `cols`, `diag` and `anti` (as seen from the next row).
fn completions(full: u32, cols: u32, diag: u32, anti: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut free = full & !(cols | diag | anti);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += completions(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1);
    }
    total
}

/// The 0-based lexicographic index of a solution among all solutions of its N (the
/// gallery shows it 1-based: `#37 of 92`), or `None` when `cols` is not a solution.
/// For N ≤ [`INDEX_MAX_N`] a binary search of the solution table
/// ([`crate::numbering`], built on first use), else [`rank_by_search`].
pub fn rank(cols: &[usize]) -> Option<u64> {
    match crate::numbering::table(cols.len()) {
        Some(t) => t.rank(cols),
        None => rank_by_search(cols),
    }
}

/// [`rank`] without the table: counts the completions of every smaller prefix, O(N² ×
/// completions) work (about 0.1 s natively for N = 14). Any N in 1..=32.
pub fn rank_by_search(cols: &[usize]) -> Option<u64> {
    let n = cols.len();
    check_n(n).ok()?;
    let full = full_mask(n);
    let (mut c, mut d, mut a, mut index) = (0u32, 0u32, 0u32, 0u64);
    for &col in cols {
        if !(1..=n).contains(&col) {
            return None;
        }
        let bit = 1u32 << (col - 1);
        let free = full & !(c | d | a);
        if free & bit == 0 {
            return None;
        }
        let mut smaller = free & (bit - 1);
        while smaller != 0 {
            let b = smaller & smaller.wrapping_neg();
            smaller ^= b;
            index += completions(full, c | b, (d | b) << 1, (a | b) >> 1);
        }
        c |= bit;
        d = (d | bit) << 1;
        a = (a | bit) >> 1;
    }
    Some(index)
}

/// The solution at 0-based lexicographic `index` for N, or `None` when N has no more than
/// `index` solutions (or N is outside 1..=32). The inverse of [`rank`]. For N ≤
/// [`INDEX_MAX_N`] a lookup in the solution table ([`crate::numbering`]), else
/// [`unrank_by_search`].
pub fn unrank(n: usize, index: u64) -> Option<Vec<usize>> {
    match crate::numbering::table(n) {
        Some(t) => t.unrank(index),
        None => unrank_by_search(n, index),
    }
}

/// [`unrank`] without the table: counts the completions of each prefix on the way down.
pub fn unrank_by_search(n: usize, mut index: u64) -> Option<Vec<usize>> {
    check_n(n).ok()?;
    let full = full_mask(n);
    let (mut c, mut d, mut a) = (0u32, 0u32, 0u32);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut free = full & !(c | d | a);
        loop {
            if free == 0 {
                return None;
            }
            let b = free & free.wrapping_neg();
            free ^= b;
            let k = completions(full, c | b, (d | b) << 1, (a | b) >> 1);
            if index < k {
                out.push(b.trailing_zeros() as usize + 1);
                c |= b;
                d = (d | b) << 1;
                a = (a | b) >> 1;
                break;
            }
            index -= k;
        }
    }
    Some(out)
}

/// The size of the whole solution-space tree for N: `(placements, solutions)`, where
/// placements are the nodes below the root (queens placed by a plain backtracking search;
/// the `placements` row of docs/REFERENCE.md, OEIS A319235 minus the root).
///
/// # Errors
/// [`SizeError`] when N is outside 1..=32.
pub fn tree_size(n: usize) -> Result<(u64, u64), SizeError> {
    let n = check_n(n)?;
    fn go(full: u32, cols: u32, diag: u32, anti: u32, acc: &mut (u64, u64)) {
        if cols == full {
            acc.1 += 1;
            return;
        }
        let mut free = full & !(cols | diag | anti);
        acc.0 += u64::from(free.count_ones());
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            go(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1, acc);
        }
    }
    let mut acc = (0, 0);
    go(full_mask(n), 0, 0, 0, &mut acc);
    Ok(acc)
}

/// The first solution in lexicographic order that keeps every queen of a partial
/// placement (1-based columns, 0 = empty row) where it is; `None` when there is none (the
/// queens attack each other, or no completion exists). For N ≤ [`INDEX_MAX_N`] one scan
/// of the solution table ([`crate::numbering`]), else [`complete_by_search`].
pub fn complete(cols: &[usize]) -> Option<Vec<usize>> {
    match crate::numbering::table(cols.len()) {
        Some(t) => t.complete(cols),
        None => complete_by_search(cols),
    }
}

/// [`complete`] without the table: a backtracking search, rows filled top to bottom.
pub fn complete_by_search(cols: &[usize]) -> Option<Vec<usize>> {
    complete_within(cols, u64::MAX).ok().flatten()
}

/// A bounded search ran out of nodes before it could answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BudgetSpent;

/// [`complete_by_search`] that gives up after `max_nodes` nodes of the solution-space tree
/// (queens placed, fixed ones included): `Ok(Some(solution))` (1-based columns), or
/// `Ok(None)` when no solution keeps the placement (or it is malformed: N outside 1..=32, a
/// column above N). The page's first try at a hint, on its main thread: most placements
/// are answered in a few hundred nodes, and the budget bounds the rest (see
/// [`crate::limits::HINT_QUICK_NODES`]).
///
/// # Errors
/// [`BudgetSpent`] when `max_nodes` queens were placed before the search could tell.
pub fn complete_within(cols: &[usize], max_nodes: u64) -> Result<Option<Vec<usize>>, BudgetSpent> {
    let n = cols.len();
    if check_n(n).is_err() || cols.iter().any(|&c| c > n) {
        return Ok(None);
    }
    let full = full_mask(n);
    // The squares of each row that a fixed queen of another row attacks (its column and
    // both lines), ruled out before the search: a queen at the foot of the board then
    // prunes from row 1 on, not only when the search reaches its row.
    // Bit c − 1 stands for column c; a line off the board shifts out of the u64.
    let mut guard = [0u32; BOARD_MAX_N];
    for (rf, &cf) in cols.iter().enumerate() {
        if cf == 0 {
            continue;
        }
        let queen = 1u64 << (cf - 1 + BOARD_MAX_N);
        for (r, g) in guard[..n].iter_mut().enumerate() {
            let dist = r.abs_diff(rf);
            if dist != 0 {
                let lines = queen | queen << dist | queen >> dist;
                *g |= (lines >> BOARD_MAX_N) as u32 & full;
            }
        }
    }
    // A fixed queen attacked by another, or a row left without a square: no completion.
    for (r, &c) in cols.iter().enumerate() {
        let own = if c == 0 { full } else { 1 << (c - 1) };
        if own & !guard[r] == 0 {
            return Ok(None);
        }
    }
    // Some(true): `out` is a solution; Some(false): none below this node; None: out of nodes.
    fn go(
        cols: &[usize],
        r: usize,
        masks: (u32, u32, u32),
        (full, guard): (u32, &[u32; BOARD_MAX_N]),
        out: &mut Vec<usize>,
        nodes: &mut u64,
    ) -> Option<bool> {
        if r == cols.len() {
            return Some(true);
        }
        let (c, d, a) = masks;
        let mut free = full & !(c | d | a | guard[r]);
        if cols[r] != 0 {
            free &= 1 << (cols[r] - 1);
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            *nodes = nodes.checked_sub(1)?;
            out.push(bit.trailing_zeros() as usize + 1);
            let next = (c | bit, (d | bit) << 1, (a | bit) >> 1);
            if go(cols, r + 1, next, (full, guard), out, nodes)? {
                return Some(true);
            }
            out.pop();
        }
        Some(false)
    }
    let mut out = Vec::with_capacity(n);
    let mut nodes = max_nodes;
    match go(cols, 0, (0, 0, 0), (full, &guard), &mut out, &mut nodes) {
        Some(found) => Ok(found.then_some(out)),
        None => Err(BudgetSpent),
    }
}

/// The next queen a hint places: the topmost empty row of a partial placement and its
/// column in [`complete`]'s solution, as 1-based (row, col). `None` when no solution extends
/// the placement or it is already complete.
pub fn hint(cols: &[usize]) -> Option<(usize, usize)> {
    let row = cols.iter().position(|&c| c == 0)?;
    let full = complete(cols)?;
    Some((row + 1, full[row]))
}

/// No solution with that number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexError {
    /// N is outside 1..=[`INDEX_MAX_N`].
    Size(usize),
    /// N has `total` solutions, fewer than `index` (1-based).
    OutOfRange {
        /// The board size.
        n: usize,
        /// The number asked for, 1-based.
        index: u64,
        /// How many solutions N has.
        total: u64,
    },
}

impl fmt::Display for IndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IndexError::Size(n) => {
                write!(f, "solutions are numbered for N from 1 to {INDEX_MAX_N}, not {n}")
            }
            IndexError::OutOfRange { n, index, total: 0 } => {
                write!(f, "N = {n} has no solution, so there is no solution #{index}")
            }
            IndexError::OutOfRange { n, index, total } => {
                let solutions = plural(total, "solution", "solutions");
                write!(f, "N = {n} has {total} {solutions}, so there is no solution #{index}")
            }
        }
    }
}

impl std::error::Error for IndexError {}

impl ErrorCode for IndexError {
    /// The error's code for the page: `size-out-of-range` or `index-out-of-range`.
    fn code(&self) -> &'static str {
        match self {
            IndexError::Size(_) => "size-out-of-range",
            IndexError::OutOfRange { .. } => "index-out-of-range",
        }
    }
}

/// Solution number `index` (1-based, lexicographic order) of N: the gallery's `#37 of 92`.
///
/// # Errors
/// [`IndexError::Size`] for N outside 1..=14, [`IndexError::OutOfRange`] (with the total)
/// for an index of 0 or past the last solution.
pub fn solution_at(n: usize, index: u64) -> Result<Vec<usize>, IndexError> {
    if !(1..=INDEX_MAX_N).contains(&n) {
        return Err(IndexError::Size(n));
    }
    let table = crate::numbering::table(n).ok_or(IndexError::Size(n))?;
    index.checked_sub(1).and_then(|i| table.unrank(i)).ok_or(IndexError::OutOfRange {
        n,
        index,
        total: table.len(),
    })
}

/// Streams every solution in lexicographic order, one `Vec` of N 1-based columns per item.
/// Memory is O(N) whatever the number of solutions.
#[derive(Clone, Debug)]
pub struct Solutions {
    n: usize,
    full: u32,
    /// Number of rows filled so far.
    depth: usize,
    /// Per row: free squares not tried yet.
    free: Vec<u32>,
    /// Per row: the masks attacked by the rows above it.
    cols: Vec<u32>,
    diag: Vec<u32>,
    anti: Vec<u32>,
    /// Per row: the bit of the queen placed.
    queen: Vec<u32>,
    finished: bool,
}

impl Solutions {
    /// Starts the enumeration for an N × N board.
    ///
    /// # Errors
    /// [`SizeError`] when N is outside 1..=32.
    pub fn new(n: usize) -> Result<Self, SizeError> {
        let n = check_n(n)?;
        let full = full_mask(n);
        let mut s = Self {
            n,
            full,
            depth: 0,
            free: vec![0; n],
            cols: vec![0; n],
            diag: vec![0; n],
            anti: vec![0; n],
            queen: vec![0; n],
            finished: false,
        };
        s.free[0] = full;
        Ok(s)
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        self.n
    }
}

impl Iterator for Solutions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        if self.finished {
            return None;
        }
        let n = self.n;
        let mut d = self.depth;
        loop {
            // When a solution was returned last time, d == n: resume in the last row.
            if d == n {
                d -= 1;
            }
            let free = self.free[d];
            if free == 0 {
                if d == 0 {
                    self.finished = true;
                    return None;
                }
                d -= 1;
                continue;
            }
            let bit = free & free.wrapping_neg();
            self.free[d] = free ^ bit;
            self.queen[d] = bit;
            if d + 1 == n {
                self.depth = n;
                return Some(self.queen.iter().map(|b| b.trailing_zeros() as usize + 1).collect());
            }
            let cols = self.cols[d] | bit;
            let diag = (self.diag[d] | bit) << 1;
            let anti = (self.anti[d] | bit) >> 1;
            d += 1;
            self.cols[d] = cols;
            self.diag[d] = diag;
            self.anti[d] = anti;
            self.free[d] = self.full & !(cols | diag | anti);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Placement;

    /// OEIS A000170 for N = 1..=12 (docs/REFERENCE.md).
    const A000170: &[u64] = crate::reference::A000170.split_at(12).0;

    #[test]
    fn count_matches_oeis_a000170_for_n_1_to_12() {
        for (i, &want) in A000170.iter().enumerate() {
            assert_eq!(count(i + 1).unwrap(), want, "N = {}", i + 1);
        }
    }

    #[test]
    fn enumeration_count_matches_oeis_a000170_for_n_1_to_10() {
        for (i, &want) in A000170.iter().take(10).enumerate() {
            assert_eq!(Solutions::new(i + 1).unwrap().count() as u64, want, "N = {}", i + 1);
        }
    }

    #[test]
    fn first_solutions_match_the_reference() {
        assert_eq!(first_solution(8).unwrap(), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
        assert_eq!(first_solution(6).unwrap(), Some(vec![2, 4, 6, 1, 3, 5]));
        assert_eq!(first_solution(4).unwrap(), Some(vec![2, 4, 1, 3]));
        assert_eq!(first_solution(1).unwrap(), Some(vec![1]));
        assert_eq!(first_solution(2).unwrap(), None);
        assert_eq!(first_solution(3).unwrap(), None);
    }

    #[test]
    fn n4_enumerates_both_reference_solutions_in_order() {
        let all: Vec<_> = Solutions::new(4).unwrap().collect();
        assert_eq!(all, vec![vec![2, 4, 1, 3], vec![3, 1, 4, 2]]);
    }

    #[test]
    fn n8_enumeration_starts_and_ends_at_the_reference_solutions() {
        let all: Vec<_> = Solutions::new(8).unwrap().collect();
        assert_eq!(all.first().unwrap(), &vec![1, 5, 8, 6, 3, 7, 2, 4]);
        assert_eq!(all.last().unwrap(), &vec![8, 4, 1, 3, 6, 2, 7, 5]);
    }

    #[test]
    fn every_enumerated_solution_up_to_n9_is_valid_distinct_and_in_lexicographic_order() {
        for n in 1..=9 {
            let all: Vec<_> = Solutions::new(n).unwrap().collect();
            for s in &all {
                assert!(Placement::new(s.clone()).unwrap().is_solution(), "{s:?}");
            }
            for w in all.windows(2) {
                assert!(w[0] < w[1], "N = {n}: {:?} !< {:?}", w[0], w[1]);
            }
        }
    }

    #[test]
    fn stream_is_fused_after_the_last_solution() {
        let mut s = Solutions::new(4).unwrap();
        assert_eq!(s.by_ref().count(), 2);
        assert_eq!(s.next(), None);
    }

    #[test]
    fn rank_and_unrank_round_trip_for_every_n8_solution() {
        for (i, s) in Solutions::new(8).unwrap().enumerate() {
            assert_eq!(rank(&s), Some(i as u64), "{s:?}");
            assert_eq!(unrank(8, i as u64), Some(s));
        }
        assert_eq!(unrank(8, 92), None);
        assert_eq!(rank(&[1, 2, 3, 4, 5, 6, 7, 8]), None);
        assert_eq!(rank(&[1, 5, 8, 6, 3, 7, 2, 9]), None);
    }

    #[test]
    fn rank_and_unrank_round_trip_on_a_sample_of_n12() {
        let all: Vec<_> = Solutions::new(12).unwrap().collect();
        assert_eq!(all.len(), 14_200);
        for i in (0..all.len()).step_by(397).chain([14_199]) {
            assert_eq!(rank(&all[i]), Some(i as u64));
            assert_eq!(unrank(12, i as u64).as_ref(), Some(&all[i]));
        }
    }

    #[test]
    fn tree_sizes_match_the_reference_placements_for_n_1_to_12() {
        let placements = [1u64, 2, 5, 16, 53, 152, 551, 2056, 8393, 35538, 166925, 856188];
        for (i, &p) in placements.iter().enumerate() {
            assert_eq!(tree_size(i + 1).unwrap(), (p, A000170[i]), "N = {}", i + 1);
        }
    }

    #[test]
    fn completion_keeps_the_fixed_queens_and_fails_when_none_exists() {
        assert_eq!(complete(&[0; 8]), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
        assert_eq!(complete(&[0, 0, 0, 0, 0, 0, 0, 5]), Some(vec![1, 6, 8, 3, 7, 4, 2, 5]));
        assert_eq!(complete(&[8, 0, 0, 0, 0, 0, 0, 0]).unwrap()[0], 8);
        // (1,1) and (2,2) share a diagonal.
        assert_eq!(complete(&[1, 2, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(complete(&[0, 0, 0]), None);
        assert_eq!(complete(&[2, 0, 0, 0]), Some(vec![2, 4, 1, 3]));
        assert_eq!(complete(&[1, 0, 0, 0]), None);
    }

    #[test]
    fn complete_within_counts_the_queens_placed_and_gives_up_past_its_budget() {
        // Hand trace of N = 4 (docs/REFERENCE.md's first-solution search): x1 = 1 places
        // 1, 3, 4, 2 and dead-ends; x1 = 2 places 2, 4, 1, 3: 8 queens placed in all.
        assert_eq!(complete_within(&[0; 4], 8), Ok(Some(vec![2, 4, 1, 3])));
        assert_eq!(complete_within(&[0; 4], 7), Err(BudgetSpent));
        // The fixed queen of row 1 is 1 node; columns 3 and 4 of row 2 and 2 of row 3 follow.
        assert_eq!(complete_within(&[1, 0, 0, 0], 4), Ok(None));
        assert_eq!(complete_within(&[1, 0, 0, 0], 3), Err(BudgetSpent));
        assert_eq!(
            complete_within(&[1, 5, 0, 0, 0, 0, 0, 0], 1_000),
            Ok(complete(&[1, 5, 0, 0, 0, 0, 0, 0]))
        );
        assert_eq!(complete_within(&[9, 0, 0], 10), Ok(None));
    }

    #[test]
    fn fixed_queens_rule_their_lines_out_of_every_row_before_the_search() {
        // Queens at (3,1) and (4,2) share a diagonal: refused before a single node.
        assert_eq!(complete_within(&[0, 0, 1, 2], 0), Ok(None));
        // A queen at the foot, (20,20), prunes from row 1 on: (1,1) shares its diagonal,
        // so the completion starts at (1,2), found within the page's quick budget.
        let mut foot = vec![0; 20];
        foot[19] = 20;
        let full = complete_within(&foot, crate::limits::HINT_QUICK_NODES).unwrap().unwrap();
        assert_eq!((full[0], full[19]), (2, 20));
        assert!(Placement::new(full).unwrap().is_solution());
    }

    #[test]
    fn hint_gives_the_topmost_empty_row_of_a_completion_or_none() {
        assert_eq!(hint(&[0; 8]), Some((1, 1)));
        assert_eq!(hint(&[1, 5, 0, 0, 0, 0, 0, 0]), Some((3, 8)));
        assert_eq!(hint(&[1, 2, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(hint(&[2, 4, 1, 3]), None);
    }

    #[test]
    fn solution_at_numbers_from_1_and_reports_the_total() {
        assert_eq!(solution_at(8, 1).unwrap(), vec![1, 5, 8, 6, 3, 7, 2, 4]);
        assert_eq!(solution_at(8, 92).unwrap(), vec![8, 4, 1, 3, 6, 2, 7, 5]);
        assert_eq!(solution_at(8, 93), Err(IndexError::OutOfRange { n: 8, index: 93, total: 92 }));
        assert_eq!(solution_at(8, 0), Err(IndexError::OutOfRange { n: 8, index: 0, total: 92 }));
        assert_eq!(solution_at(15, 1), Err(IndexError::Size(15)));
        assert_eq!(
            solution_at(3, 1).unwrap_err().to_string(),
            "N = 3 has no solution, so there is no solution #1"
        );
    }

    #[test]
    fn one_solution_is_worded_in_the_singular() {
        // N = 1 has 1 solution and N = 4 has 2 (OEIS A000170).
        let says = |n, index| solution_at(n, index).unwrap_err().to_string();
        assert_eq!(says(1, 2), "N = 1 has 1 solution, so there is no solution #2");
        assert_eq!(says(4, 3), "N = 4 has 2 solutions, so there is no solution #3");
    }

    #[test]
    fn sizes_outside_1_to_32_are_errors() {
        assert_eq!(count(0), Err(SizeError { n: 0, max: 32 }));
        assert_eq!(first_solution(33), Err(SizeError { n: 33, max: 32 }));
        assert!(Solutions::new(32).is_ok());
    }

    #[test]
    fn first_solution_at_the_page_maximum_n20_is_valid() {
        let s = first_solution(20).unwrap().unwrap();
        assert!(Placement::new(s).unwrap().is_solution());
    }
}

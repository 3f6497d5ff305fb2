//! Instant numbering: every solution of one N ≤ [`INDEX_MAX_N`] in a sorted table, so that
//! the solver's rank, unrank, solution number (the `i=` links) and completion (play mode's
//! hint) answer by a lookup, a binary search or one linear scan instead of a search of the
//! solution-space tree.
//!
//! Each solution is packed into a `u64`, one 4-bit nibble per row holding column − 1, row 1
//! in the most significant nibble used. Numeric order of the packed values is then the
//! lexicographic order of the tuples, which is the order of the numbering (`#1` = the
//! lexicographically first solution, as in the gallery and docs/REFERENCE.md).
//!
//! Size and build time: 8 bytes a solution, so N = 14 (365,596 solutions, OEIS A000170)
//! takes 2,924,768 bytes and N = 13 (73,712) 589,696 bytes. The table is built by a
//! bitmask search of half the tree (row 1's queen in the left half, and the middle column
//! for odd N; the right half is its mirror image): about 35 ms natively and 50–80 ms in wasm
//! for N = 14, under 15 ms for N ≤ 13 (`make bench` prints the figures;
//! docs/BENCHMARKS.md). It is built lazily, the first time an N is
//! asked for, and one table is kept per thread (the page's main thread and each worker): a
//! question about another N replaces it. After that every question takes microseconds: a
//! rank is a binary search of the table, an unrank an index, and a completion one scan of
//! at most 365,596 words (under 1 ms in wasm).

use crate::limits::INDEX_MAX_N;
use std::cell::RefCell;
use std::rc::Rc;

/// Every solution of one N (1 ≤ N ≤ [`INDEX_MAX_N`]) in lexicographic order, packed one
/// nibble a row (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionTable {
    n: usize,
    packed: Vec<u64>,
}

impl SolutionTable {
    /// Enumerates every solution of N. `None` for N outside 1..=[`INDEX_MAX_N`].
    pub fn build(n: usize) -> Option<Self> {
        if !(1..=INDEX_MAX_N).contains(&n) {
            return None;
        }
        fn go(full: u32, cols: u32, diag: u32, anti: u32, prefix: u64, out: &mut Vec<u64>) {
            if cols == full {
                out.push(prefix);
                return;
            }
            let mut free = full & !(cols | diag | anti);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let next = prefix << 4 | u64::from(bit.trailing_zeros());
                go(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1, next, out);
            }
        }
        // Mirror halving (Jeff Somers' trick, kept exact for the order): search only row
        // 1's left half, and the middle column when N is odd. The mirror image of a
        // solution (column c ↦ N + 1 − c) starts in the right half, and mirroring reverses
        // the lexicographic order, so the right half is the left half mirrored and reversed.
        let full = ((1u64 << n) - 1) as u32;
        let masks = |bit: u32| (bit, bit << 1, bit >> 1);
        let mut packed = Vec::new();
        for c in 0..n / 2 {
            let (cols, diag, anti) = masks(1 << c);
            go(full, cols, diag, anti, c as u64, &mut packed);
        }
        let left = packed.len();
        if n % 2 == 1 {
            let (cols, diag, anti) = masks(1 << (n / 2));
            go(full, cols, diag, anti, (n / 2) as u64, &mut packed);
        }
        // N − 1 in every nibble: K − v mirrors each column of v (no nibble borrows).
        let k = (0..n).fold(0u64, |acc, _| acc << 4 | (n as u64 - 1));
        packed.reserve_exact(left);
        for i in (0..left).rev() {
            packed.push(k - packed[i]);
        }
        Some(Self { n, packed })
    }

    /// The board size N.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many solutions N has (OEIS A000170).
    pub fn len(&self) -> u64 {
        self.packed.len() as u64
    }

    /// True when N has no solution (N = 2, 3).
    pub fn is_empty(&self) -> bool {
        self.packed.is_empty()
    }

    /// The table's memory in bytes: 8 per solution.
    pub fn bytes(&self) -> usize {
        self.packed.len() * std::mem::size_of::<u64>()
    }

    /// The packed form of a full tuple of 1-based columns, or `None` when its length is
    /// not N or a column is outside 1..=N.
    fn pack(&self, cols: &[usize]) -> Option<u64> {
        if cols.len() != self.n {
            return None;
        }
        cols.iter()
            .try_fold(0u64, |acc, &c| (1..=self.n).contains(&c).then(|| acc << 4 | (c as u64 - 1)))
    }

    fn unpack(&self, v: u64) -> Vec<usize> {
        (0..self.n).rev().map(|r| ((v >> (4 * r)) & 0xF) as usize + 1).collect()
    }

    /// The 0-based lexicographic index of a solution, or `None` when `cols` is not one.
    pub fn rank(&self, cols: &[usize]) -> Option<u64> {
        let v = self.pack(cols)?;
        self.packed.binary_search(&v).ok().map(|i| i as u64)
    }

    /// The solution at 0-based lexicographic `index`, or `None` past the last one.
    pub fn unrank(&self, index: u64) -> Option<Vec<usize>> {
        let i = usize::try_from(index).ok()?;
        self.packed.get(i).map(|&v| self.unpack(v))
    }

    /// The first solution in lexicographic order that keeps every queen of a partial
    /// placement (1-based columns, 0 = empty row) where it is, or `None` (wrong length, a
    /// column above N, or no solution keeps them all).
    pub fn complete(&self, cols: &[usize]) -> Option<Vec<usize>> {
        if cols.len() != self.n || cols.iter().any(|&c| c > self.n) {
            return None;
        }
        let (mut mask, mut want) = (0u64, 0u64);
        for (r, &c) in cols.iter().enumerate() {
            if c != 0 {
                let shift = 4 * (self.n - 1 - r);
                mask |= 0xF << shift;
                want |= (c as u64 - 1) << shift;
            }
        }
        self.packed.iter().find(|&&v| v & mask == want).map(|&v| self.unpack(v))
    }
}

thread_local! {
    /// The table of the N last asked about on this thread.
    static TABLE: RefCell<Option<Rc<SolutionTable>>> = const { RefCell::new(None) };
}

/// The table of N (1 ≤ N ≤ [`INDEX_MAX_N`]), built on first use and kept until another N
/// is asked for on the same thread; `None` for other N.
pub fn table(n: usize) -> Option<Rc<SolutionTable>> {
    if !(1..=INDEX_MAX_N).contains(&n) {
        return None;
    }
    TABLE.with(|cell| {
        let mut slot = cell.borrow_mut();
        if let Some(t) = slot.as_ref().filter(|t| t.n == n) {
            return Some(Rc::clone(t));
        }
        // Drop the old table first, so two are never held at once.
        *slot = None;
        let t = Rc::new(SolutionTable::build(n)?);
        *slot = Some(Rc::clone(&t));
        Some(t)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for N = 1..=14 (docs/REFERENCE.md).
    const A000170: &[u64] = crate::reference::A000170.split_at(14).0;

    #[test]
    fn table_sizes_match_oeis_a000170_for_n_1_to_14() {
        for (i, &want) in A000170.iter().enumerate() {
            let t = SolutionTable::build(i + 1).unwrap();
            assert_eq!(t.len(), want, "N = {}", i + 1);
            assert_eq!(t.bytes() as u64, 8 * want);
        }
        assert_eq!(SolutionTable::build(0), None);
        assert_eq!(SolutionTable::build(15), None);
    }

    #[test]
    fn n8_first_and_last_are_the_reference_solutions() {
        let t = table(8).unwrap();
        assert_eq!(t.unrank(0), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
        assert_eq!(t.unrank(91), Some(vec![8, 4, 1, 3, 6, 2, 7, 5]));
        assert_eq!(t.unrank(92), None);
        assert_eq!(t.rank(&[1, 5, 8, 6, 3, 7, 2, 4]), Some(0));
        assert_eq!(t.rank(&[8, 4, 1, 3, 6, 2, 7, 5]), Some(91));
    }

    #[test]
    fn n4_holds_exactly_the_two_reference_solutions() {
        let t = table(4).unwrap();
        assert_eq!(t.unrank(0), Some(vec![2, 4, 1, 3]));
        assert_eq!(t.unrank(1), Some(vec![3, 1, 4, 2]));
        assert_eq!(t.len(), 2);
    }

    #[test]
    fn rank_refuses_non_solutions_and_bad_tuples() {
        let t = table(8).unwrap();
        assert_eq!(t.rank(&[1, 2, 3, 4, 5, 6, 7, 8]), None);
        assert_eq!(t.rank(&[1, 5, 8, 6, 3, 7, 2, 9]), None);
        assert_eq!(t.rank(&[1, 5, 8, 6, 3, 7, 2]), None);
        assert_eq!(t.rank(&[0, 5, 8, 6, 3, 7, 2, 4]), None);
    }

    #[test]
    fn complete_keeps_fixed_queens_and_refuses_conflicts() {
        let t = table(8).unwrap();
        assert_eq!(t.complete(&[0; 8]), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
        assert_eq!(t.complete(&[8, 0, 0, 0, 0, 0, 0, 0]).unwrap()[0], 8);
        // (1,1) and (2,2) share a diagonal.
        assert_eq!(t.complete(&[1, 2, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(t.complete(&[0; 7]), None);
        assert_eq!(t.complete(&[9, 0, 0, 0, 0, 0, 0, 0]), None);
    }

    #[test]
    fn the_cached_table_follows_the_asked_n() {
        assert_eq!(table(6).unwrap().len(), 4);
        assert_eq!(table(5).unwrap().len(), 10);
        assert_eq!(table(6).unwrap().unrank(0), Some(vec![2, 4, 6, 1, 3, 5]));
        assert!(table(15).is_none());
        assert!(table(0).is_none());
    }
}
